//! The real bot against the fake Discord of `tests/support/`, one binary: each suite is a
//! module named as its file (`tests/e2e/<suite>.rs`), so that `cargo test discord_e2e` or
//! `cargo test --test e2e la_isla_e2e::` selects it.
//!
//! Every integration test binary links the whole crate, so the suites are gathered into
//! four binaries (`games`, `services`, this one and `scale_out`) rather than one each.

// The plumbing of `tests/support/`, a crate built once for every binary that uses it.
use tucana_test_support as support;

/// Every interaction acknowledged within 3 s while the store's writer is held.
mod answer_e2e;
/// The app installed on a user's account: daily and solo games in DMs, from anywhere.
mod anywhere_e2e;
/// Two servers and a stranger: a game acts only in its own server.
mod authority_e2e;
/// What happened since a player's last move, `/game log`.
mod away_e2e;
/// Stored lobby messages, expiry posts.
mod bounds_e2e;
/// Combi-Nations through the fake Discord.
mod combi_nations_e2e;
/// Solo and daily play through the bot.
mod daily_e2e;
/// A whole game, every error path, the command snapshot, shards.
mod discord_e2e;
/// The test games through `/game` and `/move`.
mod games_e2e;
/// Islas Canarias with computer players through the fake Discord.
mod islas_canarias_bots_e2e;
/// Islas Canarias through the fake Discord.
mod islas_canarias_e2e;
/// La Isla through the fake Discord.
mod la_isla_e2e;
/// Every player in their language: replies, a game's posts, turn DMs.
mod languages_e2e;
/// A league's season through the bot.
mod league_e2e;
/// A small load run: every acknowledged move stored, no post twice.
mod load_e2e;
/// Invitations to a lobby, the host taking a player out, a finished game's rematch.
mod lobby_e2e;
/// `/metrics` and `/healthz`.
mod metrics_e2e;
/// The outbox's failures, limits, nonces and memory.
mod outbox_e2e;
/// Nothing left in English: every game played in the pseudo-language, and in German.
mod pseudo_e2e;
/// Ratings for every game: `/game ratings`, `/game profile` after a finished game.
mod ratings_e2e;
/// Finished games: the replay in the end post, `/game replay`, `/game export`.
mod replays_e2e;
/// A bot running a range of shards.
mod shards_e2e;
/// Two games defined only in the tests, from the interface to the fake Discord.
mod testgames;
/// Hints asked at full speed beside deadlines, reminders and computer players.
mod thinking_e2e;
/// Time banks and quiet hours through the bot.
mod time_e2e;
/// The web pages over HTTP and in headless Chromium.
mod web_e2e;
