//! What `/healthz` and `/metrics` ask of the database: whether it answers, whether the
//! writer commits, and the outbox's backlog. Plain SQL that any of the supported databases
//! reads the same way.

use std::time::Duration;

use super::shards::{bind_owner, owned};
use super::{Millis, Owner, Store, StoreError, Write};

impl Store {
    /// Whether the database answers (for `/healthz`): a trivial read on the read pool.
    pub async fn ping(&self) -> Result<(), StoreError> {
        sqlx::query("SELECT 1").execute(&self.inner.read).await?;
        Ok(())
    }

    /// Whether the writer commits (for `/healthz`): a heartbeat, an empty write, goes
    /// through it and must commit within `within`. A read says nothing of the writer: its
    /// one connection may be stuck in a transaction, waiting for a lock or a server that
    /// does not answer, while the read pool answers, and then every move waits.
    /// [`StoreError::WriterStuck`] when the heartbeat is not through in time,
    /// [`StoreError::WriterGone`] when the writer has stopped, or the heartbeat's own
    /// failure (the database cannot be reached). A read-only store has no writer: `Ok`.
    ///
    /// A heartbeat still queued from an earlier call is awaited again rather than another
    /// queued behind it, so that a stuck writer does not pile up heartbeats, one per probe.
    pub async fn writer_answers(&self, within: Duration) -> Result<(), StoreError> {
        if self.inner.writer.is_none() {
            return Ok(());
        }
        let queued = self
            .inner
            .heartbeat
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .take();
        // One that has committed since says nothing of the writer now: a fresh one then.
        let still_queued = queued.filter(|beat| beat.is_empty() && !beat.is_terminated());
        let mut beat = match still_queued {
            Some(beat) => beat,
            None => self.submit(Write::Heartbeat)?,
        };
        match tokio::time::timeout(within, &mut beat).await {
            Ok(Ok(committed)) => committed.map(drop),
            Ok(Err(_)) => Err(StoreError::WriterGone),
            Err(_) => {
                *self
                    .inner
                    .heartbeat
                    .lock()
                    .unwrap_or_else(|e| e.into_inner()) = Some(beat);
                Err(StoreError::WriterStuck(within))
            }
        }
    }

    /// The backlog of both outboxes (games' and leagues', for `/metrics`) of `owner`'s
    /// servers (`None`: every server's; a process of a range of shards reports its own, not
    /// the other processes'): how many events are pending, and when the oldest of them was
    /// written (`None` when none is). Pending is what [`Store::pending_events`] hands out:
    /// neither delivered nor given up, nor waiting in a muted place. Counted here rather
    /// than from what the adapter reads, which is capped per channel.
    pub async fn outbox_backlog(
        &self,
        owner: Option<Owner>,
    ) -> Result<(u64, Option<Millis>), StoreError> {
        let (mut pending, mut oldest_of_all) = (0, None::<Millis>);
        for (table, guild, also) in [
            (
                "events e JOIN games g ON g.id = e.game_id",
                "g.guild_id",
                super::muted::NOT_MUTED,
            ),
            ("league_events e", "e.guild_id", "1 = 1"),
        ] {
            let sql = format!(
                "SELECT COUNT(*), MIN(e.created_at) FROM {table} \
                 WHERE e.delivered_at IS NULL AND e.failed_at IS NULL AND {} AND {also}",
                owned(guild)
            );
            let (count, oldest): (i64, Option<i64>) = bind_owner(sqlx::query_as(&sql), owner)
                .fetch_one(&self.inner.read)
                .await?;
            pending += count.max(0) as u64;
            oldest_of_all = match (oldest_of_all, oldest) {
                (Some(a), Some(b)) => Some(a.min(b)),
                (a, b) => a.or(b),
            };
        }
        Ok((pending, oldest_of_all))
    }
}
