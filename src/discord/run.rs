//! What `tucana` with no subcommand does: read `.env` and the environment,
//! open the database, start the bot, run until Ctrl-C.

use std::sync::Arc;

use crate::app::lock::SqliteLock;
use crate::app::{Service, ServiceConfig, SystemClock};
use crate::config::Config;
use crate::game::daily::DailySecret;

use super::{start, BotConfig, BotData, Error};

/// Exit code when the settings are missing or wrong.
pub const EXIT_CONFIG: u8 = 2;

/// The SQLite path of a `sqlite://path` URL (or a bare path).
pub fn sqlite_path(url: &str) -> &str {
    url.strip_prefix("sqlite://")
        .or_else(|| url.strip_prefix("sqlite:"))
        .unwrap_or(url)
}

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

/// Whether a database URL is a server's (PostgreSQL), which several processes share, as
/// opposed to a SQLite file.
fn is_server_url(url: &str) -> bool {
    ["postgres://", "postgresql://"]
        .iter()
        .any(|scheme| url.starts_with(scheme))
}

async fn serve(config: Config, daily_secret: Option<DailySecret>) -> Result<(), Error> {
    let path = sqlite_path(&config.database_url).to_owned();
    // One bot process per SQLite file, held until the bot stops (the kernel lets go if it
    // dies). Taken here rather than in `Service::open`: the rule is the deployment's, and
    // tests, the benchmark and tools open services and stores in one process on purpose.
    let _lock = match is_server_url(&config.database_url) {
        true => None,
        false => Some(SqliteLock::acquire(&path)?),
    };
    // A part of the shards (a range) leaves the others to other processes; the service
    // then keeps to its servers. All of them: it owns every server, as one process does.
    let owned = config.shards.filter(|range| !range.is_all());
    if let (Some(range), Some(_)) = (owned, &_lock) {
        tracing::warn!(
            %range,
            "SHARDS is a range but the database is a SQLite file, which one process only              may use: the servers of the other shards get no answer"
        );
    }
    tracing::info!(database = %path, "opening the database");
    let service_config = ServiceConfig {
        shards: owned,
        ..ServiceConfig::default()
    };
    let service = Service::open(&path, Arc::new(SystemClock), service_config)
        .await
        .map_err(|e| format!("cannot open the database {path}: {e}"))?;
    if let Some(secret) = daily_secret {
        service
            .set_daily_secret(secret)
            .await
            .map_err(|e| format!("cannot store DAILY_SECRET: {e}"))?;
        tracing::info!("the daily challenge is keyed by DAILY_SECRET");
    }
    let mut bot = BotConfig::new(config.token, BotData::new(service.clone()));
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
    let ready = handle
        .wait_ready(std::time::Duration::from_secs(60))
        .await?;
    tracing::info!(user = %ready.user_id, "ready; press Ctrl-C to stop");
    let result = handle.run_until_ctrl_c().await;
    service.shutdown().await;
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sqlite_urls_become_paths() {
        assert_eq!(sqlite_path("sqlite://tucana.db"), "tucana.db");
        assert_eq!(sqlite_path("sqlite:data/x.db"), "data/x.db");
        assert_eq!(sqlite_path("x.db"), "x.db");
        assert!(is_server_url("postgres://u@h/db") && is_server_url("postgresql://h/db"));
        assert!(!is_server_url("sqlite://tucana.db") && !is_server_url("x.db"));
    }
}
