//! The load run: the real bot against the fake Discord of `tests/support/` on 127.0.0.1,
//! with many servers and games of every game, interactions sent at a fixed rate for a
//! fixed time while deadlines and reminders fall due (`tests/support/load.rs` says how).
//!
//! ```text
//! cargo bench --bench bot
//! cargo bench --bench bot -- --servers 10 --games 100 --rate 20 --seconds 10
//! cargo bench --bench bot -- --hostile hints,bot-games,replays,blocked-dm
//!                                          # hostile users beside the load (any of them)
//! ```
//!
//! It prints the interactions sent and answered, the time to the first response (p50, p99,
//! max, how many past Discord's 3 s), the time to complete deferred ones, the deadline lag,
//! the outbox's backlog at the end, and the moves acknowledged against those stored (which
//! must be equal). The fake Discord and this driver run on a runtime of their own, the bot
//! and its service on another with two workers, as the shipped bot has on this machine.

use tucana_test_support as support;

use std::sync::Arc;
use std::time::Duration;

use clap::Parser;
use support::load::{Hostile, Load, LoadConfig};

/// A load run of the bot against the fake Discord.
#[derive(Debug, Parser)]
struct Args {
    /// Servers the bot is in.
    #[arg(long, default_value_t = 100)]
    servers: usize,
    /// Games set up before the timed part (every game of the registry in turn).
    #[arg(long, default_value_t = 1000)]
    games: usize,
    /// Interactions sent per second.
    #[arg(long, default_value_t = 50.0)]
    rate: f64,
    /// Seconds of the timed part.
    #[arg(long, default_value_t = 60.0)]
    seconds: f64,
    /// Hostile users beside the load, one of each kind named (comma-separated): `hints`
    /// (hints as fast as answered), `bot-games` (hosts games of computer players and leaves
    /// them), `replays` (asks for many games' replays), `blocked-dm` (plays solo in the
    /// bot's DM, which they blocked).
    #[arg(long, value_delimiter = ',')]
    hostile: Vec<Hostile>,
    /// Computer players' and hints' thinking, in ms of the reference machine (default: the
    /// shipped bot's).
    #[arg(long)]
    think_ms: Option<u32>,
    /// `cargo bench` passes `--bench`; nothing to do with it.
    #[arg(long, hide = true)]
    bench: bool,
}

fn main() {
    let args = Args::parse();
    let config = LoadConfig {
        servers: args.servers,
        games: args.games,
        rate: args.rate,
        seconds: args.seconds,
        hostile: args.hostile,
        think_ms: args.think_ms,
        ..LoadConfig::full()
    };
    // The bot's runtime: two workers, as `tucana` has on a two-core machine.
    let bot = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .thread_name("bot")
        .enable_all()
        .build()
        .expect("the bot's runtime");
    // The fake Discord's and the driver's.
    let driver = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .thread_name("fake-discord")
        .enable_all()
        .build()
        .expect("the driver's runtime");
    let handle = bot.handle().clone();
    driver.block_on(async move {
        eprintln!(
            "setting up {} games in {} servers…",
            config.games, config.servers
        );
        let load = Arc::new(Load::set_up(config, Some(handle)).await);
        eprintln!("set up in {:.1} s; running…", load.setup.as_secs_f64());
        let report = load.run().await;
        println!("{report}");
        if let Some(load) = Arc::into_inner(load) {
            load.finish().await;
        }
    });
    bot.shutdown_timeout(Duration::from_secs(5));
}
