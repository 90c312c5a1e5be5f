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
    run_on(drawer().await, f).await
}

/// Runs `f` on a blocking thread with the drawer taken beforehand.
pub async fn run_on<T: Send + 'static>(
    drawer: Drawer,
    f: impl FnOnce() -> T + Send + 'static,
) -> Result<T, JoinError> {
    let done = tokio::task::spawn_blocking(f).await;
    drop(drawer);
    done
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};
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
