//! Waiting for what a test expects to happen: on the condition itself, looked at again and
//! again, with a deadline that only guards against a hang.
//!
//! How long something takes is the machine's business, never a test's: a debug build on a
//! 2-core machine with one core kept busy by another job, and every test of the binary
//! running beside it, is many times slower than alone. So a test never sleeps and hopes,
//! never counts passes of a loop as if each took a known time, and never asserts a
//! duration; it waits with [`until`] or [`eventually`] (or the fake Discord's `wait_for`,
//! woken on every request), and fails only once [`PATIENCE`] has passed.

use std::future::Future;
use std::time::Duration;

/// How long a test waits for something bound to happen before it fails: far beyond what
/// anything takes even on a loaded machine, since it costs nothing unless the test fails.
pub const PATIENCE: Duration = Duration::from_secs(120);

/// The first pause between two looks; it doubles up to [`LONGEST_PAUSE`].
const FIRST_PAUSE: Duration = Duration::from_millis(5);
/// The longest pause between two looks.
const LONGEST_PAUSE: Duration = Duration::from_millis(100);

/// Looks at `check` until it gives `Some`, and returns that; panics saying `what` was
/// waited for once `within` has passed.
pub async fn eventually_within<T, F>(
    what: &str,
    within: Duration,
    mut check: impl FnMut() -> F,
) -> T
where
    F: Future<Output = Option<T>>,
{
    let give_up = tokio::time::Instant::now() + within;
    let mut pause = FIRST_PAUSE;
    loop {
        if let Some(found) = check().await {
            return found;
        }
        assert!(
            tokio::time::Instant::now() < give_up,
            "{what}: not so after {within:?}"
        );
        tokio::time::sleep(pause).await;
        pause = (pause * 2).min(LONGEST_PAUSE);
    }
}

/// [`eventually_within`] [`PATIENCE`].
pub async fn eventually<T, F>(what: &str, check: impl FnMut() -> F) -> T
where
    F: Future<Output = Option<T>>,
{
    eventually_within(what, PATIENCE, check).await
}

/// Waits until `check` holds; panics saying `what` was waited for after [`PATIENCE`].
pub async fn until<F>(what: &str, mut check: impl FnMut() -> F)
where
    F: Future<Output = bool>,
{
    eventually(what, || {
        let holds = check();
        async move { holds.await.then_some(()) }
    })
    .await
}
