//! What `/healthz` and `/metrics` ask of the database: whether it answers, and the outbox's
//! backlog. Plain SQL that any of the supported databases reads the same way.

use super::{Millis, Store, StoreError};

impl Store {
    /// Whether the database answers (for `/healthz`): a trivial read on the read pool.
    pub async fn ping(&self) -> Result<(), StoreError> {
        sqlx::query("SELECT 1").execute(&self.inner.read).await?;
        Ok(())
    }

    /// The backlog of both outboxes (games' and leagues', for `/metrics`): how many events
    /// are pending, and when the oldest of them was written (`None` when none is). Pending
    /// is what [`Store::pending_events`] hands out: neither delivered nor given up. Counted
    /// here rather than from what the adapter reads, which is capped per channel.
    pub async fn outbox_backlog(&self) -> Result<(u64, Option<Millis>), StoreError> {
        let (mut pending, mut oldest_of_all) = (0, None::<Millis>);
        for table in ["events", "league_events"] {
            let (count, oldest): (i64, Option<i64>) = sqlx::query_as(&format!(
                "SELECT COUNT(*), MIN(created_at) FROM {table} \
                 WHERE delivered_at IS NULL AND failed_at IS NULL"
            ))
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
