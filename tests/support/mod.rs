//! Test support: a fake Discord for end-to-end tests of the bot.
//!
//! Use it from an integration test with `mod support;`:
//!
//! ```ignore
//! mod support;
//! use support::*;
//!
//! #[tokio::test]
//! async fn my_command() {
//!     let fake = FakeDiscord::start().await;
//!     let bot = start_bot(&fake, ()).await;
//!     let ix = slash_command("ping", None, &[], &alice(), CHANNEL_ID, Some(GUILD_ID));
//!     fake.dispatch_interaction(&ix);
//!     assert_eq!(fake.callback(&ix).await.expect_json()["type"], 5);
//!     bot.shutdown().await.unwrap();
//!     fake.assert_no_problems();
//! }
//! ```
//!
//! - [`fake_discord`]: [`FakeDiscord`], the server, what it recorded, and the
//!   `wait_*` helpers;
//! - [`payloads`]: builders for interactions ([`slash_command`],
//!   [`autocomplete`], [`button`], [`select`]), users and ids;
//! - [`rest`] and [`gateway`]: the routes and the gateway protocol.

// Each test binary uses a different part of the harness.
#![allow(dead_code, unused_imports)]

pub mod fake_discord;
pub mod gateway;
pub mod payloads;
pub mod rest;

pub use fake_discord::{
    is_png, FakeDiscord, GatewayFrame, Part, RecordedRequest, RequestBody, DEFAULT_TIMEOUT,
};
pub use payloads::{
    alice, autocomplete, bob, button, carol, opt, select, slash_command, snowflake,
    FakeInteraction, Opt, OptValue, TestUser, APPLICATION_ID, BOT_TOKEN, BOT_USER_ID, CHANNEL_ID,
    GUILD_ID, OTHER_CHANNEL_ID,
};

use tucana::discord::{BotConfig, BotHandle};

/// The config that points the bot at `fake`, registering commands in [`GUILD_ID`].
pub fn bot_config<D>(fake: &FakeDiscord, data: D) -> BotConfig<D> {
    BotConfig {
        token: BOT_TOKEN.to_owned(),
        guild_id: Some(GUILD_ID.into()),
        api_base: Some(fake.api_base()),
        data,
    }
}

/// Starts the real bot against `fake` and waits until it is ready: connected
/// on the gateway, commands registered, framework running. Panics (with what
/// the fake received) if it does not get there within [`DEFAULT_TIMEOUT`].
pub async fn start_bot<D: Send + Sync + 'static>(fake: &FakeDiscord, data: D) -> BotHandle {
    init_tracing();
    let handle = tucana::discord::start(bot_config(fake, data))
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
    if let Err(e) = handle.wait_ready(DEFAULT_TIMEOUT).await {
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
