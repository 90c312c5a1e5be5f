//! Discord adapter: wires the bot's slash commands into serenity + poise.
//!
//! The adapter is deliberately thin. Every command lives in its own file under
//! [`commands`] and should delegate its logic to plain functions (the service
//! layer) that can be unit tested without Discord: a poise `Context` cannot be
//! built without a live gateway shard. The adapter itself is tested end to end
//! against the fake Discord in `tests/support/`.
//!
//! Start the bot with [`start`], which returns a [`BotHandle`]:
//!
//! ```no_run
//! # async fn demo() -> Result<(), tucana::discord::Error> {
//! use tucana::discord::{start, BotConfig};
//! # let data: tucana::discord::BotData = todo!();
//! let handle = start(BotConfig::new("token", data)).await?;
//! handle.wait_ready(std::time::Duration::from_secs(30)).await?;
//! handle.run_until_ctrl_c().await?;
//! # Ok(()) }
//! ```

pub mod commands;
pub mod component;
pub mod data;
pub mod errors;
pub mod finding;
pub mod health;
pub mod limits;
pub mod lobby;
pub mod outbox;
pub mod reply;
pub mod run;
pub mod threads;
pub mod wording;

pub use data::BotData;
pub use run::run_bot;

use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;
use tokio::sync::watch;

use crate::app::ShardRange;
use tokio::task::JoinHandle;

/// Error type shared by all commands and the adapter.
pub type Error = Box<dyn std::error::Error + Send + Sync>;

/// The poise context every command receives.
pub type Context<'a> = poise::Context<'a, BotData, Error>;

/// Gateway intents the bot asks for. No privileged intent: slash commands and
/// components arrive as interactions, which need no intent at all.
pub fn intents() -> serenity::GatewayIntents {
    serenity::GatewayIntents::GUILDS
}

/// How to start the bot. Its `Debug` leaves out the token.
#[derive(Clone)]
pub struct BotConfig<D> {
    /// The bot token (with or without the `Bot ` prefix).
    pub token: String,
    /// Register the commands in this guild only (instant, for development and
    /// tests). `None` registers them globally.
    pub guild_id: Option<serenity::GuildId>,
    /// Base URL (`http://127.0.0.1:1234`) of a fake Discord REST API.
    /// **Tests only.** When set, the rate limiter is disabled, HTTP proxies
    /// from the environment are ignored and failing to fetch the gateway URL
    /// from it is fatal (serenity would silently fall back to the real gateway).
    pub api_base: Option<String>,
    /// Which gateway shards to run (`SHARDS`): all of a count ([`ShardRange::all`]), or
    /// a range of them when several processes share the bot. `None`: the count Discord
    /// recommends (`GET /gateway/bot`), which grows with the number of servers; a single
    /// shard is closed by Discord past 2,500 servers.
    pub shards: Option<ShardRange>,
    /// User data handed to every command as `ctx.data()`.
    pub data: D,
}

impl<D> std::fmt::Debug for BotConfig<D> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("BotConfig")
            .field("token", &"<hidden>")
            .field("guild_id", &self.guild_id)
            .field("api_base", &self.api_base)
            .finish_non_exhaustive()
    }
}

impl<D> BotConfig<D> {
    /// A config that registers commands globally against the real Discord.
    pub fn new(token: impl Into<String>, data: D) -> Self {
        Self {
            token: token.into(),
            guild_id: None,
            api_base: None,
            shards: None,
            data,
        }
    }
}

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
enum Startup {
    Starting,
    Ready(ReadyInfo),
    Failed(String),
}

/// Where the `Ready` handler finds the sender for [`Startup`] (serenity's type map).
struct StartupKey;

impl serenity::prelude::TypeMapKey for StartupKey {
    type Value = Arc<StartupState>;
}

/// Startup is over once every shard of this process has sent `READY`.
struct StartupState {
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
    fn shard_ready(&self, ready: &serenity::Ready) {
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
    shard_manager: Arc<serenity::ShardManager>,
    http: Arc<serenity::Http>,
    startup: watch::Receiver<Startup>,
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

/// Every gateway event after the framework setup; poise has already handled
/// slash commands and autocomplete.
async fn on_event(
    framework: poise::FrameworkContext<'_, BotData, Error>,
    event: &serenity::FullEvent,
) -> Result<(), Error> {
    let ctx = framework.serenity_context;
    match event {
        serenity::FullEvent::Ready { data_about_bot } => {
            tracing::info!(user = %data_about_bot.user.name, "connected to Discord");
            if let Some(startup) = ctx.data.read().await.get::<StartupKey>() {
                startup.shard_ready(data_about_bot);
            }
        }
        serenity::FullEvent::InteractionCreate {
            interaction: serenity::Interaction::Component(component),
        } => {
            let data = framework.user_data;
            if !owned_here(data, component.guild_id) {
                reply::private_to_click(ctx, component, NOT_HERE).await?;
                return Ok(());
            }
            commands::handle_component(ctx, data, component).await?;
        }
        _ => {}
    }
    Ok(())
}

/// The reply to a command whose error reply could not be sent.
const FALLBACK_REPLY: &str = "Something went wrong; please try again.";

/// The reply to an interaction from a server another process of the bot owns.
const NOT_HERE: &str =
    "This server is served by another process of the bot; please try again later.";

/// Whether this process owns the server of an interaction (none: a direct message or a
/// user-installed context, the owner of shard 0's); logs the refusal of one it does not.
/// With Discord's routing a process only hears its own servers; a misconfiguration
/// (`SHARDS` ranges that overlap, or totals that differ) is refused here, before any
/// command or click touches another process's games.
fn owned_here(data: &BotData, guild: Option<serenity::GuildId>) -> bool {
    let guild = guild.map_or(crate::store::GuildId(0), Into::into);
    let owned = data.service.owns_guild(guild);
    if !owned {
        tracing::warn!(
            guild = guild.get(),
            "an interaction from a server of another process's shards: refused (check SHARDS)"
        );
    }
    owned
}

/// The commands' check: [`owned_here`] (refused ones are answered in [`on_error`]).
fn served_here(ctx: Context<'_>) -> bool {
    owned_here(ctx.data(), ctx.guild_id())
}

async fn on_error(error: poise::FrameworkError<'_, BotData, Error>) {
    match error {
        poise::FrameworkError::Command { error, ctx, .. } => {
            if let Err(e) = reply::private(ctx, errors::user_message(&*error)).await {
                tracing::warn!("cannot send an error reply: {}", errors::redacted(&e));
                // Whatever made the reply fail, the user still hears that it did not work.
                if let Err(e) = reply::private(ctx, FALLBACK_REPLY).await {
                    tracing::warn!("cannot send a short error reply: {}", errors::redacted(&e));
                }
            }
        }
        poise::FrameworkError::CommandCheckFailed {
            error: None, ctx, ..
        } => {
            if let Err(e) = reply::private(ctx, NOT_HERE).await {
                tracing::warn!("cannot send a refusal: {}", errors::redacted(&e));
            }
        }
        poise::FrameworkError::Setup { error, .. } => {
            tracing::error!("framework setup failed: {}", errors::redacted(&error));
        }
        poise::FrameworkError::EventHandler { error, event, .. } => {
            tracing::error!(
                event = event.snake_case_name(),
                "event handler failed: {}",
                errors::redacted(&error)
            );
        }
        other => {
            tracing::warn!("{}", errors::redacted(&other));
            // Tells the user something went wrong, where that makes sense.
            if let Err(e) = poise::builtins::on_error(other).await {
                tracing::error!("error while handling an error: {}", errors::redacted(&e));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn debug_hides_the_token() {
        let config = BotConfig::new("MTA.secret-token.xyz", ());
        let shown = format!("{config:?} {config:#?}");
        assert!(!shown.contains("secret-token"), "{shown}");
        assert!(shown.contains("<hidden>"), "{shown}");
    }

    #[test]
    fn logged_errors_carry_no_url() {
        let error = "error sending request for url \
            (https://discord.com/api/v10/interactions/123/aW50ZXJhY3Rpb246dG9rZW4/callback): \
            connection reset; retry http://127.0.0.1:9/x later";
        let shown = errors::redacted(&error);
        assert!(!shown.contains("aW50ZXJhY3Rpb246dG9rZW4"), "{shown}");
        assert!(!shown.contains("127.0.0.1"), "{shown}");
        assert_eq!(
            shown,
            "error sending request for url (<url>): connection reset; retry <url> later"
        );
    }
}

// The adapter's one place where serenity's ids become ours and back.
macro_rules! serenity_id {
    ($ours:ty, $theirs:ty) => {
        impl From<$theirs> for $ours {
            fn from(id: $theirs) -> $ours {
                <$ours>::from(id.get())
            }
        }

        impl From<$ours> for $theirs {
            fn from(id: $ours) -> $theirs {
                <$theirs>::new(id.get())
            }
        }
    };
}
serenity_id!(crate::store::UserId, serenity::all::UserId);
serenity_id!(crate::store::GuildId, serenity::all::GuildId);
serenity_id!(crate::store::ChannelId, serenity::all::ChannelId);
