//! The bot's metrics: every name, in one place.
//!
//! The service and the adapter record them through the `metrics` facade (`counter!`,
//! `gauge!`, `histogram!`), which does nothing until a recorder is installed: only a bot
//! started with `METRICS_ADDR` installs one (`discord::health`), which serves them at
//! `/metrics` in Prometheus' text format, next to `/healthz`.
//!
//! | name | kind | labels | what |
//! |---|---|---|---|
//! | [`MOVES_TOTAL`] | counter | `result` = [`ACCEPTED`], [`REFUSED`], [`FAILED`] | moves players made (typed, chosen or clicked) |
//! | [`INTERACTION_SECONDS`] | histogram ([`INTERACTION_BUCKETS`]) | `kind` = `command`, `component`, `autocomplete` | from an interaction's receipt to the end of its handling (its reply sent) |
//! | [`OUTBOX_PENDING`] | gauge | | events of both outboxes not yet delivered (nor given up) |
//! | [`OUTBOX_OLDEST_AGE_SECONDS`] | gauge | | the age of the oldest of them (0 when none waits) |
//! | [`GAMES_ACTIVE`] | gauge | `game` = a game's id (`tucana`, …) | games started and not over, held by the service |
//! | [`SHARDS_CONNECTED`] | gauge | | gateway shards of this process connected now |
//!
//! Counters and the histogram are recorded as things happen; the gauges are read afresh at
//! each scrape (the service's games, the outbox's backlog in the database, the shard
//! manager's connection stages), so that they cannot go stale. A module of names only: the
//! service and the adapter may both use it.

/// Moves players made, by `result`: a counter.
pub const MOVES_TOTAL: &str = "tucana_moves_total";
/// `result` of a move the game took.
pub const ACCEPTED: &str = "accepted";
/// `result` of a move refused (not legal, not the player's turn, game over, …).
pub const REFUSED: &str = "refused";
/// `result` of a move that could not be saved (storage, shutdown): neither taken nor
/// refused, the player is asked to try again.
pub const FAILED: &str = "failed";

/// The handling time of an interaction, by `kind`, in seconds: a histogram.
pub const INTERACTION_SECONDS: &str = "tucana_interaction_seconds";
/// The histogram's buckets, in seconds: Discord wants an answer (or a deferral) within 3 s,
/// and a deferred reply within 15 minutes; pictures take tens of milliseconds.
pub const INTERACTION_BUCKETS: &[f64] = &[
    0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0,
];

/// Undelivered events of both outboxes: a gauge.
pub const OUTBOX_PENDING: &str = "tucana_outbox_pending";
/// The age of the oldest undelivered event, in seconds (0 when none waits): a gauge.
pub const OUTBOX_OLDEST_AGE_SECONDS: &str = "tucana_outbox_oldest_age_seconds";

/// Games started and not over, by `game` (its id): a gauge.
pub const GAMES_ACTIVE: &str = "tucana_games_active";

/// Gateway shards of this process connected now: a gauge.
pub const SHARDS_CONNECTED: &str = "tucana_shards_connected";

/// Every metric's name and description (for the `# HELP` lines).
pub const DESCRIPTIONS: &[(&str, &str)] = &[
    (MOVES_TOTAL, "Moves players made, by result"),
    (
        INTERACTION_SECONDS,
        "Time from an interaction's receipt to the end of its handling",
    ),
    (OUTBOX_PENDING, "Outbox events not yet delivered"),
    (
        OUTBOX_OLDEST_AGE_SECONDS,
        "Age of the oldest undelivered outbox event",
    ),
    (GAMES_ACTIVE, "Games started and not over, by game"),
    (SHARDS_CONNECTED, "Gateway shards of this process connected"),
];
