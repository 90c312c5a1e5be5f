//! Reading the users' settings.

use super::*;

impl Store {
    /// Every user's settings.
    pub async fn users(&self) -> Result<Vec<UserRow>, StoreError> {
        self.users_changed_after(-1).await
    }

    /// The settings of the users whose row changed after change number `seen` (each change
    /// takes the next number: migration 0013), in the order they changed. A process that
    /// shares the database reads only these again, never the whole table.
    pub async fn users_changed_after(&self, seen: i64) -> Result<Vec<UserRow>, StoreError> {
        Ok(sqlx::query_as(
            "SELECT user_id, reminders, vacation, turn_dms, change_seq FROM users \
             WHERE change_seq > $1 ORDER BY change_seq, user_id",
        )
        .bind(seen)
        .fetch_all(&self.inner.read)
        .await?)
    }
}
