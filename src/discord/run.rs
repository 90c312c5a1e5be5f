//! What `tucana` with no subcommand does: read `.env` and the environment,
//! open the database, start the bot, run until Ctrl-C.

use std::sync::Arc;

use crate::app::lock::SqliteLock;
use crate::app::shards::ShardLocks;
use crate::app::{AppError, Location, Service, ServiceConfig, SystemClock};
use crate::config::Config;
use crate::game::daily::DailySecret;

use super::health::MetricsServer;
use super::{start, BotConfig, BotData, Error};

/// Exit code when the settings are missing or wrong.
pub const EXIT_CONFIG: u8 = 2;

/// Runs the bot; returns the process exit code.
#[expect(
    clippy::print_stderr,
    reason = "why the bot cannot start goes to the operator's terminal, with or without logging"
)]
pub fn run_bot() -> u8 {
    let _ = dotenvy::dotenv();
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info"));
    let _ = tracing_subscriber::fmt().with_env_filter(filter).try_init();
    let config = match Config::from_vars(|k| std::env::var(k).ok()) {
        Ok(c) => c,
        Err(e) => {
            eprintln!("tucana: {e}");
            return EXIT_CONFIG;
        }
    };
    let daily_secret = match config.daily_secret.as_deref().map(DailySecret::new) {
        None => None,
        Some(Ok(secret)) => Some(secret),
        Some(Err(e)) => {
            eprintln!("tucana: DAILY_SECRET: {e}");
            return EXIT_CONFIG;
        }
    };
    let runtime = match tokio::runtime::Runtime::new() {
        Ok(rt) => rt,
        Err(e) => {
            eprintln!("tucana: cannot start the async runtime: {e}");
            return 1;
        }
    };
    match runtime.block_on(serve(config, daily_secret)) {
        Ok(()) => 0,
        Err(e) => {
            eprintln!("tucana: {e}");
            1
        }
    }
}

async fn serve(config: Config, daily_secret: Option<DailySecret>) -> Result<(), Error> {
    // Logged and shown without a PostgreSQL password.
    let location = Location::parse(&config.database_url);
    // One bot process per SQLite file, held until the bot stops (the kernel lets go if it
    // dies). Taken here rather than in `Service::open`: the rule is the deployment's, and
    // tests, the benchmark and tools open services and stores in one process on purpose.
    // PostgreSQL takes any number of processes, each with its own range of shards.
    let _lock = match location.sqlite_path() {
        None => None,
        Some(path) => Some(SqliteLock::acquire(path)?),
    };
    // A part of the shards (a range) leaves the others to other processes; the service
    // then keeps to its servers. All of them: it owns every server, as one process does.
    let owned = config.shards.filter(|range| !range.is_all());
    if let (Some(range), Some(_)) = (owned, &_lock) {
        tracing::warn!(
            %range,
            "SHARDS is a range but the database is a SQLite file, which one process only \
             may use: the servers of the other shards get no answer"
        );
    }
    // One process per shard: the locks of this process's shards, held until it stops (the
    // database lets go when their session ends, SIGKILL included). Taken before the service
    // opens, which loads and schedules the shards' games. Nothing to hold on SQLite.
    let mut shard_locks = crate::app::shards::lock(&location, config.shards)
        .await
        .map_err(|e| match e {
            // Another process runs one of these shards: the line names it.
            e if e.is_shard_taken() => format!("cannot start: {e}"),
            // The database itself cannot be reached: said as the service would say it.
            e => format!("cannot open the database {location}: {e}"),
        })?;
    tracing::info!(database = %location, "opening the database");
    let service_config = ServiceConfig {
        shards: owned,
        max_hosted_games: config.max_hosted_games,
        max_hosted_bots: config.max_hosted_bots,
        replay_budget: config.replay_budget,
        ..ServiceConfig::default()
    };
    let service = Service::open_at(location.clone(), Arc::new(SystemClock), service_config)
        .await
        .map_err(|e| match e {
            // The storage error itself: the service's wording of it is for a player's move.
            AppError::Storage(cause) => format!("cannot open the database {location}: {cause}"),
            other => format!("cannot open the database {location}: {other}"),
        })?;
    if let Some(secret) = daily_secret {
        service
            .set_daily_secret(secret)
            .await
            .map_err(|e| format!("cannot store DAILY_SECRET: {e}"))?;
        tracing::info!("the daily challenge is keyed by DAILY_SECRET");
    }
    // Before connecting: a probe sees "not ready" (not "refused") while the shards connect.
    let metrics = match config.metrics_addr {
        Some(addr) => {
            let server = MetricsServer::start(addr, service.clone()).await?;
            tracing::info!(addr = %server.local_addr(), "serving /metrics and /healthz");
            Some(server)
        }
        None => None,
    };
    // The web pages, beside the bot, from the same service (its games as they are now).
    let web = match config.web_addr {
        Some(addr) => {
            let pages = crate::web::Web::new(service.clone(), crate::web::Limits::default())
                .map_err(|e| format!("a catalog of words: {e}"))?;
            let server = crate::web::Server::start(addr, pages)
                .await
                .map_err(|e| format!("cannot serve the web pages on {addr} (WEB_ADDR): {e}"))?;
            tracing::info!(addr = %server.local_addr(), url = ?config.web_url, "serving the web pages");
            Some(server)
        }
        None => None,
    };
    let mut data = BotData::new(service.clone()).map_err(|e| format!("a catalog of words: {e}"))?;
    data.web_url = config.web_url.as_deref().map(Into::into);
    let mut bot = BotConfig::new(config.token, data);
    bot.guild_id = config.guild_id.map(Into::into);
    bot.shards = config.shards;
    match config.shards {
        Some(range) if range.is_all() => {
            tracing::info!(
                shards = range.total,
                "starting the number of shards set by SHARDS"
            )
        }
        Some(range) => tracing::info!(
            %range,
            "starting shards {} to {} of {} (SHARDS); other processes run the rest",
            range.first,
            range.last,
            range.total
        ),
        None => tracing::info!("starting as many shards as Discord recommends"),
    }
    let handle = start(bot).await?;
    if let Some(metrics) = &metrics {
        metrics.watch_bot(&handle);
    }
    let ready = handle
        .wait_ready(std::time::Duration::from_secs(60))
        .await?;
    tracing::info!(user = %ready.user_id, "ready; press Ctrl-C to stop");
    let result = tokio::select! {
        result = handle.run_until_ctrl_c() => result,
        taken = hold_shards(&mut shard_locks, &service) => Err(taken.into()),
    };
    if let Some(metrics) = metrics {
        metrics.shutdown().await;
    }
    if let Some(web) = web {
        web.stop().await;
    }
    service.shutdown().await;
    result
}

/// How often the shard locks' session is checked (and the locks taken again if it was lost).
const SHARD_LOCKS_EVERY: std::time::Duration = std::time::Duration::from_secs(10);

/// Keeps `locks` held while the bot runs ([`crate::app::shards::keep`]: the service's
/// scheduler and outbox wait while they are not). Returns why the process must stop:
/// another process took one of its shards meanwhile.
async fn hold_shards(locks: &mut ShardLocks, service: &Service) -> String {
    let mut every = tokio::time::interval(SHARD_LOCKS_EVERY);
    every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        every.tick().await;
        if let Err(e) = crate::app::shards::keep(locks, service).await {
            return format!("stopping: {e}");
        }
    }
}
