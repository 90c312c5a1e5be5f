//! Metrics and health for the operator: an optional HTTP listener (`METRICS_ADDR`, off by
//! default) serving
//!
//! - `/metrics`: every metric of [`crate::telemetry`], in Prometheus' text format, rendered
//!   by `metrics-exporter-prometheus` from what the `metrics` facade recorded;
//! - `/healthz`: `200 ok` once every shard this process runs is connected, the database
//!   answers and the store's writer commits (a heartbeat through it, within
//!   `SOURCE_TIMEOUT`: a writer stuck in a transaction or waiting for the server holds up
//!   every move while reads still answer); otherwise `503` with a one-line reason
//!   (`shards: 1 of 2 connected`, `store: …`, `store writer: …`), for a load balancer or an
//!   orchestrator's readiness probe.
//!
//! The listener speaks plain HTTP/1 with no authentication: bind it to a private address
//! (`127.0.0.1:9100`, or the pod's network). It is started before the bot connects, so that
//! a probe sees "not ready" rather than "refused" while the shards connect; the bot is
//! attached to it once started ([`MetricsServer::watch_bot`]).
//!
//! Counters and the interaction histogram are recorded as things happen (the move counter
//! in the service, the histogram by [`Timed`] around the framework); the gauges are set at
//! each scrape from their sources: the service's games in memory, the outboxes' backlog in
//! the database (of this process's servers only, when it runs a range of the shards), and the shard manager's connection stages (so a shard that drops out is
//! counted out at once, and counted in again once it has reconnected).

use std::net::SocketAddr;
use std::sync::{Arc, Mutex, OnceLock};
use std::time::{Duration, Instant};

use axum::extract::State;
use axum::http::{header, StatusCode};
use axum::response::IntoResponse;
use axum::routing::get;
use axum::Router;
use metrics_exporter_prometheus::{Matcher, PrometheusBuilder, PrometheusHandle};
use poise::serenity_prelude as serenity;
use tokio::sync::{oneshot, watch};
use tokio::task::JoinHandle;

use super::startup::Startup;
use super::{data, BotHandle, Error};
use crate::app::Service;
use crate::telemetry;

/// How long a scrape or a probe waits for one of its sources (a game's lock, the
/// database) before answering without it: a hung database must not hang the probe that is
/// to report it.
const SOURCE_TIMEOUT: Duration = Duration::from_secs(2);

/// How often the recorder's upkeep runs (it folds recorded histogram samples into their
/// buckets, which a scrape does too: this bounds them between scrapes).
const UPKEEP_EVERY: Duration = Duration::from_secs(5);

/// The text format's content type, as Prometheus asks for it.
const TEXT_FORMAT: &str = "text/plain; version=0.0.4; charset=utf-8";

/// Installs the process's metrics recorder (Prometheus, with [`telemetry::INTERACTION_BUCKETS`]
/// for the interaction histogram and the metrics' descriptions) and returns its handle.
/// Idempotent: a process has one global recorder, and every call returns the handle of the
/// first. If another recorder was installed before (not by this crate), the handle renders
/// nothing and a warning is logged.
pub fn install_recorder() -> PrometheusHandle {
    static HANDLE: OnceLock<PrometheusHandle> = OnceLock::new();
    HANDLE
        .get_or_init(|| {
            let recorder = PrometheusBuilder::new()
                .set_buckets_for_metric(
                    Matcher::Full(telemetry::INTERACTION_SECONDS.to_owned()),
                    telemetry::INTERACTION_BUCKETS,
                )
                .expect("the interaction buckets are not empty")
                .build_recorder();
            let handle = recorder.handle();
            if let Err(e) = metrics::set_global_recorder(recorder) {
                tracing::warn!("another metrics recorder is installed; /metrics stays empty: {e}");
            }
            for &(name, help) in telemetry::DESCRIPTIONS {
                match name {
                    telemetry::MOVES_TOTAL => metrics::describe_counter!(name, help),
                    telemetry::INTERACTION_SECONDS => {
                        metrics::describe_histogram!(name, metrics::Unit::Seconds, help)
                    }
                    _ => metrics::describe_gauge!(name, help),
                }
            }
            handle
        })
        .clone()
}

/// Times the handling of each interaction ([`telemetry::INTERACTION_SECONDS`]): wraps the
/// poise framework, whose dispatch of an event returns only once the command (with its
/// error reply, if any) and the event handler (buttons and menus) are done. Receipt is when
/// serenity hands the event over, as soon as it is read from the gateway.
pub struct Timed<F>(pub F);

#[serenity::async_trait]
impl<F: serenity::Framework> serenity::Framework for Timed<F> {
    async fn init(&mut self, client: &serenity::Client) {
        self.0.init(client).await;
    }

    async fn dispatch(&self, ctx: serenity::Context, event: serenity::FullEvent) {
        let kind = match &event {
            serenity::FullEvent::InteractionCreate { interaction } => match interaction {
                serenity::Interaction::Command(_) => Some("command"),
                serenity::Interaction::Component(_) => Some("component"),
                serenity::Interaction::Autocomplete(_) => Some("autocomplete"),
                _ => None,
            },
            _ => None,
        };
        let received = Instant::now();
        self.0.dispatch(ctx, event).await;
        if let Some(kind) = kind {
            metrics::histogram!(telemetry::INTERACTION_SECONDS, "kind" => kind)
                .record(received.elapsed());
        }
    }
}

/// A running bot's shards, as the listener sees them.
#[derive(Clone)]
struct Shards {
    manager: Arc<serenity::ShardManager>,
    startup: watch::Receiver<Startup>,
}

/// How the shards stand.
#[derive(Debug, Clone, PartialEq, Eq)]
enum ShardState {
    /// No bot attached to the listener yet.
    NotStarted,
    /// Still connecting the shards for the first time (`connected` so far).
    Starting { connected: u32 },
    /// Startup failed (the bot stops).
    Failed(String),
    /// Started: `connected` of the `of` shards this process runs are connected now.
    Running { connected: u32, of: u32 },
}

impl Shards {
    async fn state(&self) -> ShardState {
        // The manager knows each shard's stage now (updated as the shard runner sees it
        // change); startup says how many this process runs.
        let connected = self
            .manager
            .runners
            .lock()
            .await
            .values()
            .filter(|runner| runner.stage == serenity::ConnectionStage::Connected)
            .count() as u32;
        let startup = self.startup.borrow().clone();
        match startup {
            Startup::Starting => ShardState::Starting { connected },
            Startup::Failed(why) => ShardState::Failed(why),
            Startup::Ready(info) => ShardState::Running {
                connected,
                of: info.shards,
            },
        }
    }
}

/// What the listener's handlers read.
struct Sources {
    service: Service,
    /// The bot, once attached.
    shards: Mutex<Option<Shards>>,
    recorder: PrometheusHandle,
}

impl Sources {
    fn shards(&self) -> Option<Shards> {
        data::lock(&self.shards).clone()
    }

    async fn shard_state(&self) -> ShardState {
        match self.shards() {
            Some(shards) => shards.state().await,
            None => ShardState::NotStarted,
        }
    }

    /// Sets the gauges from their sources; a source that fails or does not answer in time
    /// leaves its gauges as they were (and is logged).
    async fn refresh(&self) {
        let shards = self.shard_state().await;
        let connected = match shards {
            ShardState::Starting { connected } | ShardState::Running { connected, .. } => connected,
            ShardState::NotStarted | ShardState::Failed(_) => 0,
        };
        metrics::gauge!(telemetry::SHARDS_CONNECTED).set(connected);
        match tokio::time::timeout(SOURCE_TIMEOUT, self.service.games_in_play()).await {
            Ok(games) => {
                for (game, count) in games {
                    metrics::gauge!(telemetry::GAMES_ACTIVE, "game" => game).set(count as f64);
                }
            }
            Err(_) => tracing::warn!("/metrics: the games did not answer in {SOURCE_TIMEOUT:?}"),
        }
        match tokio::time::timeout(SOURCE_TIMEOUT, self.service.outbox_backlog()).await {
            Ok(Ok((pending, waited))) => {
                metrics::gauge!(telemetry::OUTBOX_PENDING).set(pending as f64);
                metrics::gauge!(telemetry::OUTBOX_OLDEST_AGE_SECONDS).set(waited);
            }
            Ok(Err(e)) => tracing::warn!("/metrics: cannot read the outbox's backlog: {e}"),
            Err(_) => tracing::warn!("/metrics: the outbox did not answer in {SOURCE_TIMEOUT:?}"),
        }
    }

    /// `None` when ready, else why not, in one line.
    async fn not_ready(&self) -> Option<String> {
        match self.shard_state().await {
            ShardState::NotStarted => return Some("shards: not started yet".to_owned()),
            ShardState::Starting { connected } => {
                return Some(format!("shards: starting, {connected} connected so far"))
            }
            ShardState::Failed(why) => return Some(one_line(&format!("shards: {why}"))),
            ShardState::Running { connected, of } if connected < of => {
                return Some(format!("shards: {connected} of {of} connected"))
            }
            ShardState::Running { .. } => {}
        }
        match tokio::time::timeout(SOURCE_TIMEOUT, self.service.store_answers()).await {
            Ok(Ok(())) => {}
            Ok(Err(e)) => return Some(one_line(&format!("store: {e}"))),
            Err(_) => return Some(format!("store: no answer within {SOURCE_TIMEOUT:?}")),
        }
        // Bounded by the heartbeat's own wait.
        match self.service.writer_answers(SOURCE_TIMEOUT).await {
            Ok(()) => None,
            Err(e) => Some(one_line(&format!("store writer: {e}"))),
        }
    }
}

/// `text` on one line (an error's message may span several).
fn one_line(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

async fn metrics_page(State(sources): State<Arc<Sources>>) -> impl IntoResponse {
    sources.refresh().await;
    (
        [(header::CONTENT_TYPE, TEXT_FORMAT)],
        sources.recorder.render(),
    )
}

async fn healthz(State(sources): State<Arc<Sources>>) -> impl IntoResponse {
    let (status, body) = match sources.not_ready().await {
        None => (StatusCode::OK, "ok\n".to_owned()),
        Some(why) => (StatusCode::SERVICE_UNAVAILABLE, format!("{why}\n")),
    };
    (
        status,
        [(header::CONTENT_TYPE, "text/plain; charset=utf-8")],
        body,
    )
}

/// The running listener. Dropping it stops it too (without waiting).
pub struct MetricsServer {
    addr: SocketAddr,
    sources: Arc<Sources>,
    stop: Option<oneshot::Sender<()>>,
    task: JoinHandle<()>,
}

impl MetricsServer {
    /// Installs the recorder ([`install_recorder`]) and serves `/metrics` and `/healthz` on
    /// `addr` (port 0: any free port, see [`MetricsServer::local_addr`]) for `service`.
    /// Fails if the address cannot be bound.
    pub async fn start(addr: SocketAddr, service: Service) -> Result<MetricsServer, Error> {
        let recorder = install_recorder();
        let listener = tokio::net::TcpListener::bind(addr)
            .await
            .map_err(|e| format!("cannot listen on METRICS_ADDR {addr}: {e}"))?;
        let addr = listener.local_addr()?;
        let sources = Arc::new(Sources {
            service,
            shards: Mutex::new(None),
            recorder: recorder.clone(),
        });
        let app = Router::new()
            .route("/metrics", get(metrics_page))
            .route("/healthz", get(healthz))
            .with_state(Arc::clone(&sources));
        let (stop, stopped) = oneshot::channel::<()>();
        let task = tokio::spawn(async move {
            let served = axum::serve(listener, app).with_graceful_shutdown(async {
                // A dropped sender stops the listener too.
                let _ = stopped.await;
            });
            let upkeep = async {
                let mut every = tokio::time::interval(UPKEEP_EVERY);
                loop {
                    every.tick().await;
                    recorder.run_upkeep();
                }
            };
            tokio::select! {
                served = served => {
                    if let Err(e) = served {
                        tracing::error!("the metrics listener stopped: {e}");
                    }
                }
                () = upkeep => {}
            }
        });
        Ok(MetricsServer {
            addr,
            sources,
            stop: Some(stop),
            task,
        })
    }

    /// The address the listener is bound to (the port chosen, when asked for port 0).
    pub fn local_addr(&self) -> SocketAddr {
        self.addr
    }

    /// Reports the shards of `bot` from now on (before this call, `/healthz` answers
    /// `shards: not started yet`).
    pub fn watch_bot(&self, bot: &BotHandle) {
        *data::lock(&self.sources.shards) = Some(Shards {
            manager: Arc::clone(&bot.shard_manager),
            startup: bot.startup.clone(),
        });
    }

    /// Stops the listener: no new connection is taken, and those open are closed once their
    /// request is answered (after at most a few seconds).
    pub async fn shutdown(mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        if tokio::time::timeout(Duration::from_secs(5), &mut self.task)
            .await
            .is_err()
        {
            self.task.abort();
        }
    }
}

impl Drop for MetricsServer {
    fn drop(&mut self) {
        // After `shutdown` the task has ended, and this does nothing.
        self.task.abort();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_reason_is_one_line() {
        assert_eq!(
            one_line("store: database error:\n  pool closed "),
            "store: database error: pool closed"
        );
    }
}
