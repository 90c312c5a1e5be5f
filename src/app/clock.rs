//! Where the service's time comes from.
//!
//! The service never reads the system time itself: it is given a [`Clock`]. The bot uses
//! [`SystemClock`]; tests use [`TestClock`], which stands still until the test moves it, so
//! that a 24-hour deadline passes in no time and exactly when the test says.

use std::future::Future;
use std::pin::Pin;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use tokio::sync::watch;

use crate::store::Millis;

/// A future the scheduler can hold.
pub type Sleep<'a> = Pin<Box<dyn Future<Output = ()> + Send + 'a>>;

/// A source of time.
pub trait Clock: Send + Sync + 'static {
    /// Now, in milliseconds since the Unix epoch.
    fn now(&self) -> Millis;
    /// Resolves when `now() >= at`, or earlier (the caller checks the time again).
    fn sleep_until(&self, at: Millis) -> Sleep<'_>;
}

/// The system's wall clock, with tokio timers.
#[derive(Clone, Copy, Debug, Default)]
pub struct SystemClock;

/// The longest a [`SystemClock`] sleep lasts before the scheduler looks again, so that a
/// jump of the wall clock is noticed.
const MAX_SLEEP: Duration = Duration::from_secs(60);

impl Clock for SystemClock {
    fn now(&self) -> Millis {
        SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map(|d| d.as_millis() as Millis)
            .unwrap_or(0)
    }

    fn sleep_until(&self, at: Millis) -> Sleep<'_> {
        let wait = Duration::from_millis((at - self.now()).max(0) as u64).min(MAX_SLEEP);
        Box::pin(tokio::time::sleep(wait))
    }
}

/// A clock that moves only when told to. Sleepers wake as soon as it reaches their time.
#[derive(Debug)]
pub struct TestClock {
    now: watch::Sender<Millis>,
}

impl TestClock {
    pub fn new(start: Millis) -> TestClock {
        TestClock {
            now: watch::Sender::new(start),
        }
    }

    /// Moves the clock forward.
    pub fn advance(&self, by: Duration) {
        self.now.send_modify(|t| *t += by.as_millis() as Millis);
    }

    /// Sets the clock (it may not go back).
    pub fn set(&self, to: Millis) {
        self.now.send_modify(|t| *t = (*t).max(to));
    }
}

impl Clock for TestClock {
    fn now(&self) -> Millis {
        *self.now.borrow()
    }

    fn sleep_until(&self, at: Millis) -> Sleep<'_> {
        let mut rx = self.now.subscribe();
        Box::pin(async move {
            while *rx.borrow_and_update() < at {
                if rx.changed().await.is_err() {
                    std::future::pending::<()>().await;
                }
            }
        })
    }
}

/// `d` in milliseconds.
pub fn millis(d: Duration) -> Millis {
    d.as_millis() as Millis
}
