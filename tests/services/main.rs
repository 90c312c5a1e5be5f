//! The service and the store, one binary: each suite is a module named as its file
//! (`tests/services/<suite>.rs`), so that `cargo test daily` or `cargo test --test services leagues::`
//! selects it. Each test opens its own SQLite file in a temporary folder (the same suites
//! run on PostgreSQL in `tests/scale_out/main.rs`).
//!
//! Every integration test binary links the whole crate, so the suites are gathered into
//! four binaries (`games`, this one, `e2e` and `scale_out`) rather than one each.

// The plumbing of `tests/support/`, a crate built once for every binary that uses it.
use tucana_test_support as support;

/// What a player is told of the others' moves since their last; a game's public log.
mod away;
/// Expiry, per-user limits, games set aside at start, the scheduler's backoff.
mod bounds;
/// Simultaneous submissions: every move exactly once.
mod concurrency;
/// Solo games and the daily challenge on the test clock.
mod daily;
/// A child process killed with SIGKILL over and over.
mod durability;
/// Free pace through the service.
mod free_pace;
/// League tables, standings, points, ratings, seasons.
mod leagues;
/// Invitations, kicks and rematches.
mod lobby;
/// The web pages' access rules.
mod pages;
/// Pictures from the state the service holds, and the one picture cache.
mod pictures;
/// Ratings for every game: people rated per server and game, computer players as anchors.
mod ratings;
/// Finished games' replays: the drawer's queue, remembered failures, the byte budget.
mod replays;
/// Complete games through the service.
mod service;
/// Shard ranges: two services over one database; the SQLite lock.
mod shards;
/// Starting the bot without a token or with a bad setting.
mod start;
/// The store alone, through its public API.
mod store;
/// Computer players and hints: games of computer players only, a host's bounds, the
/// thinkers shared by host, hints by position.
mod thinking;
/// Time banks and quiet hours.
mod time;
/// A database of the release before the game interface opens and replays.
mod upgrade;
