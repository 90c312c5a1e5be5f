//! The outbox's machinery, apart from what each event becomes on Discord: events are
//! delivered per channel (a *lane*), in order within a lane, a few lanes at a time; a
//! lane that fails waits on its own while the others go on; each delivery runs in a task
//! of its own, so that a panic fails that delivery only; and the whole is supervised
//! (restarted if it panics or ends).

use std::collections::HashMap;
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use std::time::Duration;

use tokio::task::{JoinError, JoinHandle, JoinSet};
use tokio::time::Instant;

use super::super::data::lock;
use super::super::BotData;
use crate::app::{progress_key, Event, LeagueOutbound, OutboundEvent, Outbox};

/// How many lanes deliver at once.
pub const LANES: usize = 8;
/// How many of a channel's pending events are read at a time.
const PER_LANE: u32 = 20;
/// How many pending events are read at a time in all.
const READ_LIMIT: u32 = 500;
/// How many times an event may be refused before it is given up.
pub const TRIES: u32 = 3;
/// The first wait after a transient failure; it doubles with each failure in a row.
const FIRST_RETRY: Duration = Duration::from_millis(500);
/// The longest wait between two tries.
const MAX_RETRY: Duration = Duration::from_secs(60);
/// How often the outbox is read when no signal wakes it.
const POLL: Duration = Duration::from_secs(30);

/// Why a delivery failed.
#[derive(Debug)]
pub enum Failure {
    /// Transient (network, a server error, rate limited): try again later, after at
    /// least this long if known.
    Retry(Option<Duration>),
    /// Refused (by Discord with a 4xx, by serenity's own checks, or the event cannot be
    /// drawn): tried again a few times, then given up with this reason.
    Refused(String),
    /// Refused in a way no retry changes (see `refusals`): given up at once.
    Final(String),
    /// Refused because the place cannot be reached (a direct message the user closed, a
    /// channel gone): given up at once; in a direct message with the place's other pending
    /// events, and the place muted until its user interacts again.
    Unreachable(String),
}

/// An event of either outbox.
#[derive(Clone, Debug)]
pub enum Item {
    Game(OutboundEvent),
    League(LeagueOutbound),
}

impl Item {
    pub fn id(&self) -> crate::app::EventId {
        match self {
            Item::Game(e) => e.id,
            Item::League(e) => e.id,
        }
    }

    pub fn key(&self) -> &str {
        match self {
            Item::Game(e) => &e.key,
            Item::League(e) => &e.key,
        }
    }

    fn outbox(&self) -> Outbox {
        match self {
            Item::Game(_) => Outbox::Games,
            Item::League(_) => Outbox::Leagues,
        }
    }

    /// Where it is posted: its lane.
    fn lane(&self) -> Lane {
        match self {
            Item::Game(e) => Lane(e.place.channel),
            Item::League(e) => Lane(e.place.channel),
        }
    }

    /// The game (or league) it is about, for log lines.
    fn about(&self) -> String {
        match self {
            Item::Game(e) => format!("game {}", e.game),
            Item::League(e) => format!("league {}", e.league_id),
        }
    }

    /// The post this event edits, if it only edits one: the "still to play" line of a
    /// turn's post (game, round, turn), or a free-paced game's progress post (game, 0, 0;
    /// not the event that makes the post).
    fn finished_turn(&self) -> Option<(&str, usize, usize)> {
        match self {
            Item::Game(OutboundEvent {
                game,
                event: Event::PlayerFinished { round, turn, .. },
                ..
            }) => Some((game, *round, *turn)),
            Item::Game(OutboundEvent {
                game,
                key,
                event: Event::Progress { .. },
                ..
            }) if *key != progress_key(game) => Some((game, 0, 0)),
            _ => None,
        }
    }
}

/// A channel's queue, by channel id. League announcements share the lane of the channel
/// they are posted in, after its game events: a league result posted in a game's thread
/// comes after that game's end, as it was written, never before it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Lane(crate::app::ChannelId);

/// What delivers one event (posts it on Discord, in production) and returns its receipt.
pub type Courier = Arc<
    dyn Fn(Item) -> Pin<Box<dyn Future<Output = Result<Option<String>, Failure>> + Send>>
        + Send
        + Sync,
>;

/// A task that is aborted when this is dropped (so that aborting the outbox stops what
/// it started).
pub struct AbortOnDrop<T>(pub JoinHandle<T>);

impl<T> Drop for AbortOnDrop<T> {
    fn drop(&mut self) {
        self.0.abort();
    }
}

impl<T> AbortOnDrop<T> {
    pub async fn join(mut self) -> Result<T, JoinError> {
        (&mut self.0).await
    }
}

/// A panic's message, if it has one.
fn panic_text(e: JoinError) -> String {
    match e.try_into_panic() {
        Ok(payload) => payload
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| payload.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "no message".to_owned()),
        Err(e) => e.to_string(),
    }
}

/// Runs the task `make` gives again whenever it panics or ends, after `wait`, with a log
/// line; returns only when cancelled (aborting the supervisor aborts the task).
pub async fn supervise<F, Fut>(name: &str, wait: Duration, mut make: F)
where
    F: FnMut() -> Fut,
    Fut: Future<Output = ()> + Send + 'static,
{
    loop {
        match AbortOnDrop(tokio::spawn(make())).join().await {
            Ok(()) => tracing::error!("the {name} stopped; restarting it in {wait:?}"),
            Err(e) if e.is_panic() => tracing::error!(
                "the {name} panicked ({}); restarting it in {wait:?}",
                panic_text(e)
            ),
            Err(_) => return,
        }
        tokio::time::sleep(wait).await;
    }
}

/// One lane's state in the dispatcher.
#[derive(Default)]
struct LaneState {
    busy: bool,
    /// Transient failures in a row (the wait doubles with each).
    failures: u32,
    retry_at: Option<Instant>,
}

/// How a lane's run ended.
enum LaneEnd {
    /// Everything it was given is delivered or given up.
    Done,
    /// Stopped at a transient failure.
    Transient(Option<Duration>),
    /// Stopped at an event refused fewer than [`TRIES`] times: it is tried again soon.
    Refused,
}

/// The dispatcher: reads the pending events of both outboxes, and runs each lane that
/// has some, is not running and is not waiting, up to [`LANES`] at once; wakes on new
/// events, on a lane's end and on a lane's retry time.
pub async fn run(data: BotData, courier: Courier) {
    let mut signal = data.service.event_signal();
    let mut signal_open = true;
    let mut lanes: HashMap<Lane, LaneState> = HashMap::new();
    let mut running: JoinSet<LaneEnd> = JoinSet::new();
    let mut running_lanes: HashMap<tokio::task::Id, Lane> = HashMap::new();
    loop {
        signal.borrow_and_update();
        let now = Instant::now();
        let mut read_failed = false;
        let items = match read(&data).await {
            Ok(items) => items,
            Err(e) => {
                tracing::warn!("cannot read the outbox: {e}");
                read_failed = true;
                Vec::new()
            }
        };
        for (lane, batch) in by_lane(items) {
            if running.len() >= LANES {
                break;
            }
            let state = lanes.entry(lane).or_default();
            if state.busy || state.retry_at.is_some_and(|t| t > now) {
                continue;
            }
            state.busy = true;
            let task = running.spawn(deliver_lane(data.clone(), courier.clone(), batch));
            running_lanes.insert(task.id(), lane);
        }
        // Idle lanes with nothing to wait for are forgotten, so the map stays small (a
        // lane whose wait is long past has had its events delivered by now, or given up).
        lanes.retain(|_, s| s.busy || s.retry_at.is_some_and(|t| t + 2 * MAX_RETRY > now));
        let wake_at = lanes
            .values()
            .filter(|s| !s.busy)
            .filter_map(|s| s.retry_at)
            .filter(|&t| t > now)
            .min()
            .unwrap_or(now + if read_failed { FIRST_RETRY * 2 } else { POLL });
        tokio::select! {
            Some(done) = running.join_next_with_id(), if !running.is_empty() => {
                let (id, end) = match done {
                    Ok((id, end)) => (id, end),
                    // A lane's own code failed (deliveries are caught one by one): the
                    // lane waits as after a transient failure.
                    Err(e) => {
                        let id = e.id();
                        tracing::error!("an outbox lane failed: {}", panic_text(e));
                        (id, LaneEnd::Transient(None))
                    }
                };
                if let Some(lane) = running_lanes.remove(&id) {
                    let state = lanes.entry(lane).or_default();
                    state.busy = false;
                    match end {
                        LaneEnd::Done => {
                            state.failures = 0;
                            state.retry_at = None;
                        }
                        LaneEnd::Refused => {
                            state.retry_at = Some(Instant::now() + FIRST_RETRY);
                        }
                        LaneEnd::Transient(at_least) => {
                            state.failures += 1;
                            let wait = backoff(state.failures, at_least);
                            tracing::warn!(
                                ?lane,
                                "delivery failed {} time(s) in a row; retrying in {wait:?}",
                                state.failures
                            );
                            state.retry_at = Some(Instant::now() + wait);
                        }
                    }
                }
            }
            changed = signal.changed(), if signal_open => signal_open = changed.is_ok(),
            _ = tokio::time::sleep_until(wake_at) => {}
        }
    }
}

/// The wait after `failures` transient failures in a row: doubling from [`FIRST_RETRY`],
/// at least what the failure asked for, at most [`MAX_RETRY`].
fn backoff(failures: u32, at_least: Option<Duration>) -> Duration {
    let doubled = FIRST_RETRY * (1 << (failures.clamp(1, 8) - 1));
    doubled.max(at_least.unwrap_or_default()).min(MAX_RETRY)
}

/// The pending events of both outboxes, oldest first.
async fn read(data: &BotData) -> Result<Vec<Item>, crate::app::AppError> {
    let games = data
        .service
        .pending_events_per_channel(PER_LANE, READ_LIMIT)
        .await?;
    let leagues = data.service.pending_league_events(READ_LIMIT).await?;
    let mut items: Vec<Item> = games.into_iter().map(Item::Game).collect();
    items.extend(leagues.into_iter().map(Item::League));
    Ok(items)
}

/// Items grouped by lane, in order within each lane; lanes in the order of their oldest
/// event.
fn by_lane(items: Vec<Item>) -> Vec<(Lane, Vec<Item>)> {
    let mut lanes: Vec<(Lane, Vec<Item>)> = Vec::new();
    let mut index: HashMap<Lane, usize> = HashMap::new();
    for item in items {
        let lane = item.lane();
        let i = *index.entry(lane).or_insert_with(|| {
            lanes.push((lane, Vec::new()));
            lanes.len() - 1
        });
        lanes[i].1.push(item);
    }
    lanes
}

/// Delivers a lane's events in order. A "still to play" update (or a progress post's edit)
/// followed in the same batch by a later one of the same post is not sent (the later one
/// carries the newer text); it is confirmed all the same.
async fn deliver_lane(data: BotData, courier: Courier, batch: Vec<Item>) -> LaneEnd {
    for (i, item) in batch.iter().enumerate() {
        let superseded = item.finished_turn().is_some_and(|turn| {
            batch[i + 1..]
                .iter()
                .any(|later| later.finished_turn() == Some(turn))
        });
        let already = lock(&data.posts.delivered).contains(&item.key().to_owned());
        let receipt = if superseded || already {
            None
        } else {
            match caught(courier(item.clone())).await {
                Ok(receipt) => receipt,
                Err(Failure::Retry(at_least)) => return LaneEnd::Transient(at_least),
                Err(Failure::Final(reason)) => match give_up(&data, item, &reason).await {
                    Ok(()) => continue,
                    Err(end) => return end,
                },
                Err(Failure::Unreachable(reason)) => {
                    match unreachable(&data, item, &reason).await {
                        // The rest of the batch is the same place's: given up with it.
                        Ok(true) => return LaneEnd::Done,
                        Ok(false) => continue,
                        Err(end) => return end,
                    }
                }
                Err(Failure::Refused(reason)) => {
                    let outbox = item.outbox();
                    match data
                        .service
                        .event_refused(outbox, item.id(), &reason, TRIES)
                        .await
                    {
                        Ok(true) => {
                            tracing::warn!(
                                key = item.key(),
                                "gave up delivering an event of {} after {TRIES} tries: {reason}",
                                item.about()
                            );
                            continue;
                        }
                        Ok(false) => return LaneEnd::Refused,
                        Err(e) => {
                            tracing::warn!("cannot record a refused delivery: {e}");
                            return LaneEnd::Transient(None);
                        }
                    }
                }
            }
        };
        if !confirm(&data, item, receipt).await {
            return LaneEnd::Transient(None);
        }
    }
    LaneEnd::Done
}

/// Gives an event up at once (refused for good), with a log line.
async fn give_up(data: &BotData, item: &Item, reason: &str) -> Result<(), LaneEnd> {
    data.service.event_done(item.key());
    match data
        .service
        .give_up_event(item.outbox(), item.id(), reason)
        .await
    {
        Ok(_) => {
            tracing::warn!(
                key = item.key(),
                "gave up delivering an event of {} at once: {reason}",
                item.about()
            );
            Ok(())
        }
        Err(e) => {
            tracing::warn!("cannot record a refused delivery: {e}");
            Err(LaneEnd::Transient(None))
        }
    }
}

/// An event whose place cannot be reached: given up; in a direct message, with every
/// other pending event of the place, which is muted (`Service::place_unreachable`).
/// Returns whether the place was muted (the rest of its lane's batch is given up too).
async fn unreachable(data: &BotData, item: &Item, reason: &str) -> Result<bool, LaneEnd> {
    let Item::Game(ev) = item else {
        return give_up(data, item, reason).await.map(|()| false);
    };
    match data.service.place_unreachable(ev, reason).await {
        Ok((given_up, muted)) => {
            tracing::info!(
                key = item.key(),
                muted,
                "cannot post in the place of {}: {given_up} event(s) given up: {reason}",
                item.about()
            );
            Ok(muted)
        }
        Err(e) => {
            tracing::warn!("cannot record a refused delivery: {e}");
            Err(LaneEnd::Transient(None))
        }
    }
}

/// Marks an event delivered. Until that is stored, its key is kept in memory, so that
/// the event is not sent again if the confirmation fails. Returns whether it is stored.
async fn confirm(data: &BotData, item: &Item, receipt: Option<String>) -> bool {
    lock(&data.posts.delivered).insert(item.key().to_owned(), ());
    let marked = match item {
        Item::Game(e) => {
            data.service.event_done(&e.key);
            data.service.mark_delivered_as(e.id, receipt).await
        }
        Item::League(e) => data.service.mark_league_event_delivered(e.id).await,
    };
    match marked {
        Ok(_) => {
            lock(&data.posts.delivered).remove(&item.key().to_owned());
            true
        }
        Err(e) => {
            tracing::warn!(key = item.key(), "cannot mark an event delivered: {e}");
            false
        }
    }
}

/// Runs one delivery in a task of its own: a panic in it is that delivery's refusal, not
/// the end of the outbox.
async fn caught<T: Send + 'static>(
    delivery: impl Future<Output = Result<T, Failure>> + Send + 'static,
) -> Result<T, Failure> {
    match AbortOnDrop(tokio::spawn(delivery)).join().await {
        Ok(result) => result,
        Err(e) if e.is_panic() => Err(Failure::Refused(crate::words::for_log(format!(
            "the delivery panicked: {}",
            panic_text(e)
        )))),
        Err(_) => Err(Failure::Retry(None)),
    }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::sync::Mutex;

    use super::*;
    use crate::app::Service;

    /// How long a test waits for what it expects before failing: long, since a loaded
    /// machine is slow and it costs nothing unless the test fails.
    const PATIENCE: Duration = Duration::from_secs(120);

    async fn service(dir: &tempfile::TempDir) -> Service {
        Service::for_tests(dir.path()).await
    }

    async fn started(svc: &Service, channel: u64) -> String {
        svc.started_for_tests(channel).await
    }

    /// A delivery that panics (every delivery of one game's events, here) fails that
    /// event only: it is given up with the panic as its reason, and the other games'
    /// events are delivered, in order.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_panic_in_one_delivery_does_not_stop_the_others() {
        let dir = tempfile::tempdir().unwrap();
        let svc = service(&dir).await;
        let bad = started(&svc, 1).await;
        let good = [started(&svc, 2).await, started(&svc, 3).await];
        let sent: Arc<Mutex<Vec<String>>> = Arc::default();
        let courier: Courier = {
            let (bad, sent) = (bad.clone(), sent.clone());
            Arc::new(move |item: Item| {
                let (bad, sent) = (bad.clone(), sent.clone());
                Box::pin(async move {
                    if item.key().starts_with(&bad) {
                        panic!("boom");
                    }
                    sent.lock().unwrap().push(item.key().to_owned());
                    Ok(None)
                })
            })
        };
        let outbox = AbortOnDrop(tokio::spawn(run(
            BotData::new(svc.clone()).unwrap(),
            courier,
        )));
        let mut events = Vec::new();
        // Until every event is settled, however slow the machine (the deadline only guards
        // against a hang): its retries wait half a second, then a second.
        let give_up = Instant::now() + PATIENCE;
        while Instant::now() < give_up {
            events = svc.store().events_after(0, 100).await.unwrap();
            if events
                .iter()
                .all(|e| e.delivered_at.is_some() || e.failed_at.is_some())
            {
                break;
            }
            tokio::time::sleep(Duration::from_millis(25)).await;
        }
        drop(outbox);
        assert_eq!(events.len(), 6);
        for e in &events {
            if e.public_id == bad {
                assert_eq!(e.attempts, TRIES);
                assert!(e.failed_at.is_some(), "{e:?}");
                assert_eq!(e.failure.as_deref(), Some("the delivery panicked: boom"));
            } else {
                assert!(e.delivered_at.is_some(), "{e:?}");
            }
        }
        let sent = sent.lock().unwrap().clone();
        for game in &good {
            let of_game: Vec<&String> = sent.iter().filter(|k| k.starts_with(game)).collect();
            assert_eq!(
                of_game,
                [&format!("{game}:start"), &format!("{game}:r1t1:turn")]
            );
        }
    }

    #[test]
    fn waits_double_from_half_a_second_up_to_a_minute() {
        let ms = |f, at: Option<u64>| backoff(f, at.map(Duration::from_millis)).as_millis();
        assert_eq!([ms(1, None), ms(2, None), ms(3, None)], [500, 1000, 2000]);
        assert_eq!(ms(20, None), 60_000);
        assert_eq!(ms(1, Some(3000)), 3000);
    }

    /// The supervised task is started again after it panics and after it ends.
    #[tokio::test]
    async fn the_supervisor_restarts_its_task() {
        let runs = Arc::new(AtomicUsize::new(0));
        let counted = runs.clone();
        let supervisor = AbortOnDrop(tokio::spawn(async move {
            supervise("test task", Duration::from_millis(5), move || {
                let n = counted.fetch_add(1, Ordering::SeqCst);
                async move {
                    match n {
                        0 => panic!("first run"),
                        1 => {}
                        _ => std::future::pending::<()>().await,
                    }
                }
            })
            .await
        }));
        let give_up = Instant::now() + PATIENCE;
        while Instant::now() < give_up {
            if runs.load(Ordering::SeqCst) >= 3 {
                break;
            }
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
        assert_eq!(runs.load(Ordering::SeqCst), 3);
        drop(supervisor);
    }
}
