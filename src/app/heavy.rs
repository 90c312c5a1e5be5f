//! Work too heavy for the async workers: drawing a picture, replaying a game from its log
//! (a finished or reloaded game, a game as an outbox event shows it, a free-paced game as
//! one player may see it). It runs on tokio's blocking threads, at most [`drawers`] at once
//! in the whole process; the rest wait their turn without holding a worker, in the order
//! they came (the semaphore is fair). So a user asking for pictures as fast as Discord
//! lets them queues behind everyone else's, and never stalls the gateway, the other
//! commands or the scheduler, which run on the async workers.
//!
//! One pool for the service's replays and the adapter's pictures (`discord::drawing`),
//! beside the thinkers' (computer players and hints think in a queue of their own, in
//! `service/bots.rs`).

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::LazyLock;

use tokio::sync::{Semaphore, SemaphorePermit};
use tokio::task::JoinError;

/// How many drawings or replays run at once: one per core, at least 2, at most 8.
pub fn drawers() -> usize {
    std::thread::available_parallelism().map_or(2, |n| n.get().clamp(2, 8))
}

/// The drawers' permits, one per drawing or replay under way.
static DRAWERS: LazyLock<Semaphore> = LazyLock::new(|| Semaphore::new(drawers()));

/// One of the [`drawers`], held until dropped: taken with [`drawer`] before a lock that the
/// work needs, so that nothing waits for a drawer while holding that lock.
pub struct Drawer {
    _permit: SemaphorePermit<'static>,
}

/// Waits for one of the [`drawers`] (in the order the waiters came).
pub async fn drawer() -> Drawer {
    // The semaphore is never closed: a permit always comes.
    Drawer {
        _permit: DRAWERS
            .acquire()
            .await
            .expect("the drawers' semaphore is never closed"),
    }
}

/// Runs `f` on a blocking thread once one of the [`drawers`] is free. An error only if `f`
/// panicked (or the runtime is shutting down).
pub async fn run<T: Send + 'static>(
    f: impl FnOnce() -> T + Send + 'static,
) -> Result<T, JoinError> {
    run_as(Work::Other, f).await
}

/// [`run`], its time counted as `work` ([`spent`]).
pub async fn run_as<T: Send + 'static>(
    work: Work,
    f: impl FnOnce() -> T + Send + 'static,
) -> Result<T, JoinError> {
    run_on_as(drawer().await, work, f).await
}

/// Runs `f` on a blocking thread with the drawer taken beforehand.
pub async fn run_on<T: Send + 'static>(
    drawer: Drawer,
    f: impl FnOnce() -> T + Send + 'static,
) -> Result<T, JoinError> {
    run_on_as(drawer, Work::Other, f).await
}

/// [`run_on`], its time counted as `work`.
pub async fn run_on_as<T: Send + 'static>(
    drawer: Drawer,
    work: Work,
    f: impl FnOnce() -> T + Send + 'static,
) -> Result<T, JoinError> {
    let done = tokio::task::spawn_blocking(move || {
        let started = std::time::Instant::now();
        let done = f();
        let micros = u64::try_from(started.elapsed().as_micros()).unwrap_or(u64::MAX);
        let (count, time) = &SPENT[work as usize];
        count.fetch_add(1, Ordering::Relaxed);
        time.fetch_add(micros, Ordering::Relaxed);
        done
    })
    .await;
    drop(drawer);
    done
}

/// What the drawers' time goes to, for the figures ([`spent`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Work {
    /// A game's picture drawn for the cache ([`crate::app::pictures`]).
    Picture,
    /// A game replayed from its log (a reload, an event's game let go, a page's steps).
    Replay,
    /// A free-paced game's change worked out.
    Change,
    /// Anything else: a league's or a profile's picture, a finished game's GIF.
    Other,
}

impl Work {
    pub const ALL: [Work; 4] = [Work::Picture, Work::Replay, Work::Change, Work::Other];
}

/// Per [`Work`]: how many runs, and their time on the drawers in microseconds.
static SPENT: [(AtomicU64, AtomicU64); 4] = [
    (AtomicU64::new(0), AtomicU64::new(0)),
    (AtomicU64::new(0), AtomicU64::new(0)),
    (AtomicU64::new(0), AtomicU64::new(0)),
    (AtomicU64::new(0), AtomicU64::new(0)),
];

/// How many runs of `work` the drawers made since the process started, and their time in
/// microseconds (wall time on the blocking thread): where the drawers' time goes.
pub fn spent(work: Work) -> (u64, u64) {
    let (count, time) = &SPENT[work as usize];
    (count.load(Ordering::Relaxed), time.load(Ordering::Relaxed))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::AtomicUsize;
    use std::sync::Arc;

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn no_more_than_the_drawers_run_at_once() {
        let (running, most) = (Arc::new(AtomicUsize::new(0)), Arc::new(AtomicUsize::new(0)));
        let tasks: Vec<_> = (0..4 * drawers())
            .map(|_| {
                let (running, most) = (running.clone(), most.clone());
                tokio::spawn(run(move || {
                    let now = running.fetch_add(1, Ordering::SeqCst) + 1;
                    most.fetch_max(now, Ordering::SeqCst);
                    std::thread::sleep(std::time::Duration::from_millis(20));
                    running.fetch_sub(1, Ordering::SeqCst);
                }))
            })
            .collect();
        for task in tasks {
            task.await.unwrap().unwrap();
        }
        let most = most.load(Ordering::SeqCst);
        assert!(most >= 1 && most <= drawers(), "{most} ran at once");
    }

    #[tokio::test]
    async fn a_panic_is_an_error_not_a_crash() {
        let failed = run(|| panic!("a broken picture")).await;
        assert!(failed.is_err());
        assert_eq!(run(|| 2 + 2).await.unwrap(), 4);
    }
}
