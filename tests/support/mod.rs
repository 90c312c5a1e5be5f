//! Test support: the plumbing shared by the integration tests, above all a fake Discord for
//! end-to-end tests of the bot.
//!
//! A crate of its own (`tucana-test-support`, a dev-dependency of the package), so that it is
//! compiled once, not once in each binary that uses it. Each of those names it once (`use
//! tucana_test_support as support;` in `tests/services/main.rs`, `tests/e2e/main.rs`,
//! `tests/scale_out/main.rs` and `benches/bot.rs`); a suite, a module of its binary, uses it
//! with `use crate::support;`:
//!
//! ```ignore
//! use crate::support;
//! use support::*;
//!
//! #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
//! async fn ping_answers_with_an_image() {
//!     let fake = FakeDiscord::start().await;
//!     let bot = start_bot(&fake, data).await; // connected, commands registered
//!
//!     let ix = slash_command("map", None, &[], &alice(), thread, Some(GUILD_ID));
//!     fake.dispatch_interaction(&ix);
//!     assert_eq!(fake.callback(&ix).await.expect_json()["type"], 5); // deferred
//!     let reply = fake.followup(&ix).await;
//!     assert!(reply.attachments()[0].is_png());
//!
//!     bot.shutdown().await.unwrap();
//!     fake.assert_no_problems();
//! }
//! ```
//!
//! # The pieces
//!
//! - [`FakeDiscord`] ([`fake_discord`]): the server. [`FakeDiscord::start`],
//!   [`api_base`](FakeDiscord::api_base) for the bot's config.
//!   - Gateway: [`dispatch_interaction`](FakeDiscord::dispatch_interaction),
//!     [`dispatch`](FakeDiscord::dispatch) (any event),
//!     [`wait_for_identify`](FakeDiscord::wait_for_identify),
//!     [`gateway_frames`](FakeDiscord::gateway_frames).
//!   - Waiting (no sleeps; woken on every request; panic after
//!     [`DEFAULT_TIMEOUT`] listing what arrived):
//!     [`wait_for`](FakeDiscord::wait_for), [`wait_for_n`](FakeDiscord::wait_for_n),
//!     [`wait_for_within`](FakeDiscord::wait_for_within) (no panic),
//!     [`wait_until`](FakeDiscord::wait_until) (any condition on the state);
//!     per interaction: [`callback`](FakeDiscord::callback),
//!     [`followup`](FakeDiscord::followup), [`followups`](FakeDiscord::followups),
//!     [`original_edit`](FakeDiscord::original_edit); per channel:
//!     [`channel_posts`](FakeDiscord::channel_posts).
//!   - What was received: [`requests`](FakeDiscord::requests),
//!     [`requests_matching`](FakeDiscord::requests_matching), each a
//!     [`RecordedRequest`] with `method`, `path`, [`route`](RecordedRequest::route),
//!     [`json`](RecordedRequest::json) (also from `payload_json`),
//!     [`attachments`](RecordedRequest::attachments) (file [`Part`]s with
//!     bytes), [`content`](RecordedRequest::content),
//!     [`is_ephemeral`](RecordedRequest::is_ephemeral),
//!     [`custom_ids`](RecordedRequest::custom_ids), and the fake's `status`
//!     and `response`.
//!   - What the fake keeps: [`registered_commands`](FakeDiscord::registered_commands),
//!     [`registered_command`](FakeDiscord::registered_command),
//!     [`original_message`](FakeDiscord::original_message) (e.g. to click its
//!     buttons), [`message`](FakeDiscord::message),
//!     [`messages_in`](FakeDiscord::messages_in), [`threads`](FakeDiscord::threads),
//!     [`channel`](FakeDiscord::channel).
//!   - Checks: [`assert_no_unknown_routes`](FakeDiscord::assert_no_unknown_routes)
//!     and [`assert_no_problems`](FakeDiscord::assert_no_problems): unknown
//!     routes, and what Discord would refuse (a second or late
//!     acknowledgement, a followup before the acknowledgement, an unknown
//!     message, an empty message, ...), including every request that
//!     Discord's published API description refuses ([`spec`]: route, path
//!     parameters, query and JSON body checked against its JSON Schemas).
//! - [`payloads`]: [`slash_command`], [`autocomplete`], [`button`], [`select`]
//!   build a [`FakeInteraction`] (options with [`opt`]); users [`alice`],
//!   [`bob`], [`carol`]; ids [`GUILD_ID`], [`CHANNEL_ID`], ...
//! - [`start_bot`]: the real bot (`tucana::discord::start`) against the fake;
//!   [`start_bot_with_shards`] with `SHARDS`. Sharding: [`FakeDiscord::start_with_shards`]
//!   (what `GET /gateway/bot` recommends), [`FakeDiscord::add_guild`],
//!   [`FakeDiscord::add_text_channel`] (a channel of another server),
//!   [`FakeDiscord::connected_shards`]; events go to their server's shard.
//! - [`table`]: a whole bot on a fresh database with a test clock ([`Table`]):
//!   commands, autocomplete, button clicks, playing a turn, restarts.
//! - [`service`]: the service alone on a fresh database with a test clock
//!   ([`service()`](service::service), [`open`]), random legal play through it
//!   ([`play_turn`], [`started_game`]) and the events it recorded ([`events_of`]).
//! - [`load`]: a load run of the real bot ([`load::Load`]): many servers and games,
//!   interactions at a fixed rate, and its figures ([`load::Report`]); `benches/bot.rs` and
//!   `tests/e2e/load_e2e.rs` run it.
//! - [`blocked`]: games with a turn nobody can play.
//! - [`games`]: two games defined only in the tests (a sequential race, a hidden-commit
//!   guess), hosted with `ServiceConfig::games` or [`Table::with_games`].
//! - [`wait`]: waiting for anything else a test expects ([`until`], [`eventually`]): on the
//!   condition itself, failing only after [`PATIENCE`]; never a sleep, a count of passes or
//!   a duration asserted, so that the tests hold on a busy machine.
//! - Every test clock starts at [`T0`]; every database is [`db`] in a
//!   [`tempfile::TempDir`], removed when the test ends.
//! - [`rest`] and [`gateway`]: the routes and the gateway protocol; add a
//!   route in `rest.rs` when the bot needs one (the test fails with an
//!   unknown route until then).
//!
//! Not modelled yet: guilds in the cache (READY lists the servers of its
//! shard as unavailable and no GUILD_CREATE follows, so `ctx.guild()` is `None`),
//! members, roles, permissions, reactions, modals' submit, rate limits.

// Parts of the harness kept for the suites that use them now and then (helpers a suite
// dropped, imports of the crate-level re-exports).
#![allow(dead_code, unused_imports)]

pub mod blocked;
pub mod child;
pub mod fake_discord;
pub mod games;
pub mod gateway;
pub mod load;
pub mod payloads;
pub mod postgres;
pub mod rest;
pub mod service;
pub mod spec;
pub mod table;
pub mod wait;

pub use fake_discord::{
    is_png, shard_of, FakeDiscord, GatewayFrame, Part, RecordedRequest, RequestBody,
    DEFAULT_TIMEOUT,
};
pub use payloads::{
    alice, autocomplete, bob, button, carol, dave, opt, select, slash_command, snowflake,
    user_installed, Away, FakeInteraction, Opt, OptValue, TestUser, APPLICATION_ID, BOT_TOKEN,
    BOT_USER_ID, CHANNEL_ID, GUILD_ID, OTHER_CHANNEL_ID,
};
pub use service::{
    events_of, kinds, last, legal_trails, name, open, play_turn, play_turn_for, replay, service,
    solo_options, started_game, users_of, who, Engine, HOUR, PLACE,
};
pub use table::{
    after_away, answer, assert_steps_posted_once, drain, is_redraw, offered, open_game,
    open_service, posts_with, press, seat_users, wait_post, Table,
};
pub use wait::{eventually, eventually_within, until, PATIENCE};

use std::path::PathBuf;
use std::time::Duration;

use tempfile::TempDir;
use tucana::app::ShardRange;
use tucana::discord::{BotConfig, BotData, BotHandle};

/// The start of every test clock: 2026-01-01T00:00:00Z, a Thursday (a weekday: the daily
/// challenge is on Isla Petit, without the Special Bonus).
pub const T0: i64 = 1_767_225_600_000;

/// The database file of a test, in its temporary folder.
pub fn db(dir: &TempDir) -> PathBuf {
    dir.path().join("tucana.db")
}

/// The store of a test, on [`database_url`].
pub async fn store(dir: &TempDir) -> tucana::store::Store {
    tucana::store::Store::connect(&database_url(dir).await)
        .await
        .expect("the test's store opens")
}

/// The database of a test, as a `DATABASE_URL`: its SQLite file ([`db`]), or with
/// `TUCANA_TEST_DATABASE=postgres` a PostgreSQL database of its own on the test server
/// (the same one each time for the same folder, so that a test can reopen it). Where
/// PostgreSQL is wanted but cannot run, the test runs on SQLite again and the process
/// prints once why the PostgreSQL run was skipped.
pub async fn database_url(dir: &TempDir) -> String {
    if !postgres::wanted() {
        return db(dir).display().to_string();
    }
    let server = match std::thread::spawn(postgres::server)
        .join()
        .expect("the PostgreSQL starter")
    {
        Ok(server) => server,
        Err(why) => {
            postgres::say_skipped(&why);
            return db(dir).display().to_string();
        }
    };
    static URLS: std::sync::Mutex<Vec<(PathBuf, String)>> = std::sync::Mutex::new(Vec::new());
    let key = dir.path().to_path_buf();
    if let Some((_, url)) = URLS.lock().unwrap().iter().find(|(k, _)| *k == key) {
        return url.clone();
    }
    let url = server.fresh_database().await;
    URLS.lock().unwrap().push((key, url.clone()));
    url
}

/// A connection of the test's own to its database ([`database_url`]), beside the store's,
/// with the bot's settings.
pub async fn connection(dir: &TempDir) -> sqlx::AnyConnection {
    let location = tucana::store::Location::parse(&database_url(dir).await);
    tucana::store::connect(&location)
        .await
        .expect("the test's connection opens")
}

/// A connection of the test's own to its database ([`database_url`]) that writes past the
/// tables' CHECKs, as a damaged or hand-edited database (or a later migration) could hold
/// rows: SQLite ignores them for this connection; PostgreSQL has no such switch, so its
/// CHECK constraints are dropped (the database is the test's own).
pub async fn unchecked(dir: &TempDir) -> sqlx::AnyConnection {
    let mut conn = connection(dir).await;
    let location = tucana::store::Location::parse(&database_url(dir).await);
    let past_the_checks = match location.backend() {
        tucana::store::Backend::Sqlite => "PRAGMA ignore_check_constraints = ON",
        tucana::store::Backend::Postgres => {
            "DO $$ DECLARE c record; BEGIN \
               FOR c IN SELECT conrelid::regclass AS t, conname FROM pg_constraint \
                 WHERE contype = 'c' AND connamespace = 'public'::regnamespace LOOP \
                 EXECUTE format('ALTER TABLE %s DROP CONSTRAINT %I', c.t, c.conname); \
               END LOOP; \
             END $$"
        }
    };
    sqlx::raw_sql(past_the_checks)
        .execute(&mut conn)
        .await
        .expect("past the CHECKs");
    conn
}

/// The config that points the bot at `fake`, registering commands in [`GUILD_ID`].
pub fn bot_config<D>(fake: &FakeDiscord, data: D) -> BotConfig<D> {
    BotConfig {
        token: BOT_TOKEN.to_owned(),
        guild_id: Some(GUILD_ID.into()),
        api_base: Some(fake.api_base()),
        shards: None,
        data,
    }
}

/// Starts the real bot against `fake` and waits until it is ready: connected
/// on the gateway, commands registered, framework running. Panics (with what
/// the fake received) if it does not get there within [`DEFAULT_TIMEOUT`].
pub async fn start_bot(fake: &FakeDiscord, data: BotData) -> BotHandle {
    start_bot_with_shards(fake, data, None).await
}

/// [`start_bot`] with `SHARDS` set to `shards` (`None`: as many as the fake's
/// `GET /gateway/bot` recommends); ready once every shard is.
pub async fn start_bot_with_shards(
    fake: &FakeDiscord,
    data: BotData,
    shards: Option<u32>,
) -> BotHandle {
    start_bot_on_shards(fake, data, shards.map(ShardRange::all)).await
}

/// [`start_bot`] with `SHARDS` set to a range (or a count, [`ShardRange::all`]; `None`: as
/// many as the fake recommends); ready once every shard of the range is.
pub async fn start_bot_on_shards(
    fake: &FakeDiscord,
    data: BotData,
    shards: Option<ShardRange>,
) -> BotHandle {
    init_tracing();
    let mut config = bot_config(fake, data);
    config.shards = shards;
    let handle = tucana::discord::start(config)
        .await
        .unwrap_or_else(|e| panic!("the bot did not start: {e}\n{}", fake.describe()));
    // serenity falls back to the real gateway if this fails; `start` already
    // makes that fatal, this makes sure the request came here.
    assert!(
        !fake
            .requests_matching(|r| r.is("GET", "/gateway"))
            .is_empty(),
        "the bot did not ask the fake for the gateway URL\n{}",
        fake.describe()
    );
    // serenity starts one shard every 5 s.
    let count = shards.map_or(fake.recommended_shards(), |r| r.count());
    let timeout = DEFAULT_TIMEOUT + Duration::from_secs(6) * count.saturating_sub(1);
    if let Err(e) = handle.wait_ready(timeout).await {
        panic!("the bot did not get ready: {e}\n{}", fake.describe());
    }
    handle
}

/// Logs to the test output; `RUST_LOG=tucana=debug,serenity=debug` for more.
pub fn init_tracing() {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("warn"));
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_test_writer()
        .try_init();
}
