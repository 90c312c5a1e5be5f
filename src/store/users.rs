//! Reading the users' settings.

use super::*;

impl Store {
    /// Every user's settings.
    pub async fn users(&self) -> Result<Vec<UserRow>, StoreError> {
        Ok(
            sqlx::query_as("SELECT user_id, reminders, vacation FROM users ORDER BY user_id")
                .fetch_all(&self.inner.read)
                .await?,
        )
    }
}
