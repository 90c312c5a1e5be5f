//! Connecting: the HTTP client, the framework with the commands, the gateway shards, and
//! the [`BotHandle`] that waits until every shard is ready and shuts the bot down.

use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;
use tokio::sync::watch;
use tokio::task::JoinHandle;

use super::events::{before_command, on_error, on_event, served_here};
use super::{commands, health, intents, outbox, BotConfig, BotData, Error};

/// What the bot knows once it is connected and its commands are registered.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReadyInfo {
    /// The bot's own user id.
    pub user_id: serenity::UserId,
    /// The application id, used in interaction and webhook routes.
    pub application_id: serenity::ApplicationId,
    /// The gateway session id (of the last shard to connect).
    pub session_id: String,
    /// How many shards are connected: all of this process's, once ready.
    pub shards: u32,
}

/// Startup state, published by the framework setup and the `Ready` handler.
#[derive(Debug, Clone)]
pub(super) enum Startup {
    Starting,
    Ready(ReadyInfo),
    Failed(String),
}

/// Where the `Ready` handler finds the sender for [`Startup`] (serenity's type map).
pub(super) struct StartupKey;

impl serenity::prelude::TypeMapKey for StartupKey {
    type Value = Arc<StartupState>;
}

/// Startup is over once every shard of this process has sent `READY`.
pub(super) struct StartupState {
    tx: watch::Sender<Startup>,
    /// How many shards this process runs; `None`: all of the total each `READY` names
    /// (Discord's recommendation, learnt when connecting).
    expected: Option<u32>,
    /// The shards that sent `READY`.
    ready: std::sync::Mutex<std::collections::BTreeSet<u32>>,
}

impl StartupState {
    fn failed(&self, why: String) {
        self.tx.send_replace(Startup::Failed(why));
    }

    /// Records `ready`'s shard; publishes [`Startup::Ready`] once all are in.
    pub(super) fn shard_ready(&self, ready: &serenity::Ready) {
        let (shard, total) = ready
            .shard
            .map_or((0, 1), |info| (info.id.get(), info.total));
        let mut shards = self.ready.lock().unwrap_or_else(|e| e.into_inner());
        shards.insert(shard);
        tracing::info!(shard, total, "shard connected");
        let expected = self.expected.unwrap_or(total);
        // Counted once: a shard that reconnects later sends READY again.
        if shards.len() as u32 >= expected && !matches!(*self.tx.borrow(), Startup::Ready(_)) {
            self.tx.send_replace(Startup::Ready(ReadyInfo {
                user_id: ready.user.id,
                application_id: ready.application.id,
                session_id: ready.session_id.clone(),
                shards: expected,
            }));
        }
    }
}

/// A running bot.
pub struct BotHandle {
    pub(super) shard_manager: Arc<serenity::ShardManager>,
    http: Arc<serenity::Http>,
    pub(super) startup: watch::Receiver<Startup>,
    task: JoinHandle<Result<(), serenity::Error>>,
    outbox: Arc<std::sync::Mutex<Option<JoinHandle<()>>>>,
}

impl BotHandle {
    /// Waits until the bot is connected on every shard, its commands are
    /// registered and the framework dispatches events. Fails if startup failed, the client
    /// stopped, or `timeout` passed.
    pub async fn wait_ready(&self, timeout: Duration) -> Result<ReadyInfo, Error> {
        let mut startup = self.startup.clone();
        let waited = tokio::time::timeout(timeout, async {
            loop {
                match &*startup.borrow_and_update() {
                    Startup::Ready(info) => return Ok(info.clone()),
                    Startup::Failed(why) => return Err(format!("bot startup failed: {why}")),
                    Startup::Starting => {}
                }
                if self.task.is_finished() {
                    return Err("the Discord client stopped before it was ready".to_owned());
                }
                // Wake on a state change, and now and then to notice a stopped client.
                let _ = tokio::time::timeout(Duration::from_millis(50), startup.changed()).await;
            }
        })
        .await;
        match waited {
            Ok(result) => result.map_err(Error::from),
            Err(_) => Err(format!("bot not ready after {timeout:?}").into()),
        }
    }

    /// The HTTP client the bot uses (pointed at the fake Discord in tests).
    pub fn http(&self) -> &Arc<serenity::Http> {
        &self.http
    }

    /// The shard manager, e.g. to read shard latencies.
    pub fn shard_manager(&self) -> &Arc<serenity::ShardManager> {
        &self.shard_manager
    }

    /// Closes the gateway connection and waits for the client to stop.
    pub async fn shutdown(self) -> Result<(), Error> {
        if let Some(outbox) = self.outbox.lock().unwrap_or_else(|e| e.into_inner()).take() {
            outbox.abort();
        }
        self.shard_manager.shutdown_all().await;
        let mut task = self.task;
        // `shutdown_all` returns early without stopping the client if no shard
        // is running yet: don't wait forever then.
        match tokio::time::timeout(Duration::from_secs(10), &mut task).await {
            Ok(joined) => Ok(joined??),
            Err(_) => {
                task.abort();
                Err("the Discord client did not stop within 10 s".into())
            }
        }
    }

    /// Runs until Ctrl-C (or SIGTERM on Unix), then shuts down; returns early
    /// with the client's error if it stops by itself.
    pub async fn run_until_ctrl_c(mut self) -> Result<(), Error> {
        tokio::select! {
            joined = &mut self.task => return Ok(joined??),
            _ = shutdown_signal() => tracing::info!("shutdown signal received"),
        }
        self.shutdown().await
    }
}

async fn shutdown_signal() {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{signal, SignalKind};
        match signal(SignalKind::terminate()) {
            Ok(mut term) => {
                tokio::select! {
                    _ = tokio::signal::ctrl_c() => {}
                    _ = term.recv() => {}
                }
            }
            Err(_) => {
                let _ = tokio::signal::ctrl_c().await;
            }
        }
    }
    #[cfg(not(unix))]
    {
        let _ = tokio::signal::ctrl_c().await;
    }
}

/// Builds serenity's HTTP client: Discord's, or with `api_base` a fake Discord (tests; the
/// durability test runs only the outbox on it, with [`outbox::spawn`]).
pub fn build_http(token: &str, api_base: Option<&str>) -> Result<serenity::Http, Error> {
    let builder = serenity::HttpBuilder::new(token);
    let Some(base) = api_base else {
        return Ok(builder.build());
    };
    // serenity only rewrites the `https://discord.com` prefix of its routes when
    // the rate limiter is off; and the reqwest client must ignore HTTP_PROXY & co.
    let client = reqwest::Client::builder()
        .no_proxy()
        .build()
        .map_err(|e| format!("cannot build the HTTP client: {e}"))?;
    Ok(builder
        .proxy(base.trim_end_matches('/'))
        .ratelimiter_disabled(true)
        .client(client)
        .build())
}

/// Connects the bot and returns once the client task is running; use
/// [`BotHandle::wait_ready`] to wait for the gateway `READY` and the command
/// registration.
pub async fn start(config: BotConfig<BotData>) -> Result<BotHandle, Error> {
    let BotConfig {
        token,
        guild_id,
        api_base,
        shards,
        data,
    } = config;
    let http = build_http(&token, api_base.as_deref())?;
    if api_base.is_some() {
        // serenity falls back to the real gateway when this request fails.
        let gateway = http
            .get_gateway()
            .await
            .map_err(|e| format!("GET /gateway failed against the API override: {e}"))?;
        tracing::debug!(url = %gateway.url, "gateway URL from the API override");
    }

    let (startup_tx, startup_rx) = watch::channel(Startup::Starting);
    let startup = Arc::new(StartupState {
        tx: startup_tx,
        expected: shards.map(|r| r.count()),
        ready: Default::default(),
    });
    let outbox: Arc<std::sync::Mutex<Option<JoinHandle<()>>>> = Arc::default();

    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: commands::all(),
            event_handler: |framework, event| Box::pin(on_event(framework, event)),
            command_check: Some(|ctx| Box::pin(async move { Ok(served_here(ctx)) })),
            pre_command: |ctx| Box::pin(before_command(ctx)),
            on_error: |error| Box::pin(on_error(error)),
            ..Default::default()
        })
        // Owners are not used; skip `GET /oauth2/applications/@me` at startup.
        .initialize_owners(false)
        .setup({
            let startup = Arc::clone(&startup);
            let outbox = Arc::clone(&outbox);
            move |ctx, _ready, framework| {
                Box::pin(async move {
                    let commands = &framework.options().commands;
                    let registered = match guild_id {
                        Some(guild) => {
                            poise::builtins::register_in_guild(ctx, commands, guild).await
                        }
                        None => poise::builtins::register_globally(ctx, commands).await,
                    };
                    if let Err(e) = registered {
                        startup.failed(format!("command registration failed: {e}"));
                        return Err(e.into());
                    }
                    let task = outbox::spawn(Arc::clone(&ctx.http), data.clone());
                    *outbox.lock().unwrap_or_else(|e| e.into_inner()) = Some(task);
                    Ok(data)
                })
            }
        })
        .build();

    let mut client = serenity::ClientBuilder::new_with_http(http, intents())
        // Timed: each interaction's handling goes into the metrics (`health`).
        .framework(health::Timed(framework))
        .type_map_insert::<StartupKey>(startup)
        .await?;
    let shard_manager = Arc::clone(&client.shard_manager);
    let http = Arc::clone(&client.http);
    // Each shard is a gateway connection carrying the events of the servers with
    // `(server id >> 22) % shards` equal to its number (direct messages: shard 0). A
    // range runs some of the total only: other processes run the rest.
    let task = tokio::spawn(async move {
        match shards {
            Some(range) if range.is_all() => client.start_shards(range.total).await,
            // serenity's range is `first..last` but starts `last` too (its end is
            // inclusive, `start_connection(first, last, total)`).
            Some(range) => {
                client
                    .start_shard_range(range.first..range.last, range.total)
                    .await
            }
            // Asks `GET /gateway/bot` for Discord's recommendation.
            None => client.start_autosharded().await,
        }
    });

    Ok(BotHandle {
        shard_manager,
        http,
        startup: startup_rx,
        task,
        outbox,
    })
}
