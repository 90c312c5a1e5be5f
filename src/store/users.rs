//! Reading the users' settings, and the servers' languages.

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
            "SELECT user_id, reminders, vacation, turn_dms, change_seq, language, seen_language \
             FROM users \
             WHERE change_seq > $1 ORDER BY change_seq, user_id",
        )
        .bind(seen)
        .fetch_all(&self.inner.read)
        .await?)
    }

    /// A server's language as its interactions last showed it (migration 0018), if any.
    pub async fn guild_language(&self, guild: GuildId) -> Result<Option<String>, StoreError> {
        Ok(
            sqlx::query_scalar("SELECT language FROM guild_languages WHERE guild_id = $1")
                .bind(to_db(guild))
                .fetch_optional(&self.inner.read)
                .await?,
        )
    }
}
