//! What the operator's `/metrics` and `/healthz` read of the service: the games in play,
//! the outbox's backlog, whether the database answers and its writer commits. Read afresh
//! at each call, so that a figure never outlives what it counts.

use std::collections::BTreeMap;
use std::sync::Arc;
use std::time::Duration;

use super::{lock, Service, Slot};
use crate::store::{GameStatus, StoreError};

impl Service {
    /// Whether the database answers a trivial read (for a health check). Fails once the
    /// service is shut down (the store closed).
    pub async fn store_answers(&self) -> Result<(), StoreError> {
        self.inner.store.ping().await
    }

    /// Whether the store's writer commits a heartbeat within `within` (for a health check):
    /// see [`crate::store::Store::writer_answers`].
    pub async fn writer_answers(&self, within: Duration) -> Result<(), StoreError> {
        self.inner.store.writer_answers(within).await
    }

    /// The games started and not over, by game id, with a zero for every game hosted (so
    /// that a count falls back to 0 when its last game ends). A game whose in-memory state
    /// waits to be reloaded (after a failed commit) is not counted until its next call.
    pub async fn games_in_play(&self) -> BTreeMap<&'static str, usize> {
        let mut counts: BTreeMap<&'static str, usize> =
            self.inner.rules.iter().map(|r| (r.id(), 0)).collect();
        let slots: Vec<Arc<Slot>> = lock(&self.inner.games).values().cloned().collect();
        for slot in slots {
            // Each game's lock is held only for a call on it (a commit at most).
            let live = slot.live.lock().await;
            if let Some(live) = live.as_ref() {
                if live.row.status == GameStatus::Active {
                    *counts.entry(live.rules.id()).or_default() += 1;
                }
            }
        }
        counts
    }

    /// The outboxes' backlog of this service's servers (its shards', see
    /// [`crate::app::ServiceConfig::shards`]; another process reports its own): how many
    /// events wait to be delivered, and how long the oldest has waited by the service's
    /// clock (zero when none waits).
    pub async fn outbox_backlog(&self) -> Result<(u64, Duration), StoreError> {
        let (pending, oldest) = self.inner.store.outbox_backlog(self.owner()).await?;
        let waited = oldest.map_or(0, |at| self.inner.clock.now().saturating_sub(at).max(0));
        Ok((pending, Duration::from_millis(waited as u64)))
    }
}
