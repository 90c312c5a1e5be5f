//! Waking another process's outbox. Each process's outbox wakes at its own commits
//! (`Store::event_signal`) and polls now and then; when one process commits events that
//! another delivers (a direct message's game, every process's to change, whose posts the
//! process with shard 0 makes), it announces them through PostgreSQL's `NOTIFY`, and the
//! listening process counts them as its own commits. Nothing on SQLite (one process).

use std::sync::{Arc, Weak};
use std::time::Duration;

use sqlx::postgres::PgListener;

use super::{Inner, Location, Store, StoreError};

/// The notification channel, one per database.
const CHANNEL: &str = "tucana_events";

/// How long the listener waits before connecting again after a failure, and between its
/// looks at whether its store was closed.
const LISTEN_AGAIN: Duration = Duration::from_secs(5);

impl Store {
    /// Tells the processes listening on this database ([`Store::hear_announcements`])
    /// that events were committed. Nothing on SQLite.
    pub async fn announce_events(&self) -> Result<(), StoreError> {
        if !matches!(self.inner.location, Location::Postgres(_)) {
            return Ok(());
        }
        sqlx::query("SELECT pg_notify($1, '')")
            .bind(CHANNEL)
            .execute(&self.inner.read)
            .await?;
        Ok(())
    }

    /// Bumps [`Store::event_signal`] at every announcement of another process, on a
    /// connection of its own, until the store is closed or dropped. Nothing on SQLite.
    pub fn hear_announcements(&self) {
        let Location::Postgres(url) = &self.inner.location else {
            return;
        };
        tokio::spawn(listen(url.clone(), Arc::downgrade(&self.inner)));
    }
}

/// The listener's loop (see [`Store::hear_announcements`]).
async fn listen(url: String, store: Weak<Inner>) {
    let open = |store: &Weak<Inner>| store.upgrade().filter(|inner| !inner.read.is_closed());
    while open(&store).is_some() {
        let mut listener = match PgListener::connect(&url).await {
            Ok(listener) => listener,
            Err(e) => {
                tracing::warn!(error = %e, "cannot listen for other processes' events");
                tokio::time::sleep(LISTEN_AGAIN).await;
                continue;
            }
        };
        if let Err(e) = listener.listen(CHANNEL).await {
            tracing::warn!(error = %e, "cannot listen for other processes' events");
            tokio::time::sleep(LISTEN_AGAIN).await;
            continue;
        }
        loop {
            match tokio::time::timeout(LISTEN_AGAIN, listener.try_recv()).await {
                // An announcement; or the connection lost (announcements may have been
                // missed: a look costs little). It connects again at the next call.
                Ok(Ok(_)) => match open(&store) {
                    Some(inner) => inner.events.send_modify(|n| *n += 1),
                    None => return,
                },
                Ok(Err(e)) => {
                    tracing::warn!(error = %e, "lost the listener of other processes' events");
                    tokio::time::sleep(LISTEN_AGAIN).await;
                    break;
                }
                Err(_) if open(&store).is_none() => return,
                Err(_) => {}
            }
        }
    }
}
