//! Muted places (migration 0017): a direct message place the bot cannot post in (the user
//! closed their DMs, blocked the bot, or the channel is gone). When one of its events is
//! refused so, that event and every other pending one of the place are given up in one
//! transaction, and the place is muted: the outbox's reads hand out none of its events
//! (they wait) until its user interacts with the bot again, which deletes the row. Kept in
//! the store, not in a process's memory, so that neither a restart nor another process of
//! the bot tries the place again.

use super::*;

/// The writes of muted places.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MuteWrite {
    /// `event_id` of the game at `place` was refused for good because the place cannot be
    /// reached: the refusal is counted on it (`attempts`, `failure`), every pending event of
    /// the place's games is given up with `reason`, and the place is muted for `user`
    /// (its user). `Count` of the events given up.
    Mute {
        event_id: EventId,
        place: Place,
        user: UserId,
        reason: String,
        at: Millis,
    },
    /// `user` interacted with the bot: their muted places are muted no more (their waiting
    /// events are handed out again). `Changed(true)` if one was.
    Heard { user: UserId },
}

impl MuteWrite {
    /// Whether it may make events pending again (the outbox is woken for them).
    pub(super) fn has_events(&self) -> bool {
        matches!(self, MuteWrite::Heard { .. })
    }
}

/// Runs a mute write in the writer's transaction.
pub(super) async fn exec(
    conn: &mut AnyConnection,
    write: &MuteWrite,
) -> Result<Output, StoreError> {
    match write {
        MuteWrite::Mute {
            event_id,
            place,
            user,
            reason,
            at,
        } => {
            sqlx::query("UPDATE events SET attempts = attempts + 1 WHERE id = $1")
                .bind(event_id)
                .execute(&mut *conn)
                .await?;
            // Given up as the outbox gives up a refused event (migration 0007).
            let given_up = sqlx::query(
                "UPDATE events SET failed_at = $1, failure = $2 \
                 WHERE delivered_at IS NULL AND failed_at IS NULL AND game_id IN \
                 (SELECT id FROM games WHERE guild_id = $3 AND channel_id = $4)",
            )
            .bind(at)
            .bind(reason)
            .bind(to_db(place.guild))
            .bind(to_db(place.channel))
            .execute(&mut *conn)
            .await?;
            sqlx::query(
                "INSERT INTO muted_places (channel_id, user_id, muted_at, reason) \
                 VALUES ($1, $2, $3, $4) ON CONFLICT (channel_id) DO UPDATE SET \
                 user_id = excluded.user_id, muted_at = excluded.muted_at, \
                 reason = excluded.reason",
            )
            .bind(to_db(place.channel))
            .bind(to_db(*user))
            .bind(at)
            .bind(reason)
            .execute(&mut *conn)
            .await?;
            Ok(Output::Count(given_up.rows_affected()))
        }
        MuteWrite::Heard { user } => {
            let done = sqlx::query("DELETE FROM muted_places WHERE user_id = $1")
                .bind(to_db(*user))
                .execute(&mut *conn)
                .await?;
            Ok(Output::Changed(done.rows_affected() > 0))
        }
    }
}

/// The test the outbox's reads add: the event's game (`g`) is not in a muted place.
pub(super) const NOT_MUTED: &str =
    "NOT EXISTS (SELECT 1 FROM muted_places m WHERE m.channel_id = g.channel_id)";

impl Store {
    /// Whether `user` has a muted place: one indexed read, so that an interaction changes
    /// nothing (no write) unless it has.
    pub async fn has_muted_place(&self, user: UserId) -> Result<bool, StoreError> {
        let found: Option<i64> =
            sqlx::query_scalar("SELECT channel_id FROM muted_places WHERE user_id = $1 LIMIT 1")
                .bind(to_db(user))
                .fetch_optional(&self.inner.read)
                .await?;
        Ok(found.is_some())
    }

    /// Whether the place of `channel` is muted.
    pub async fn is_muted(&self, channel: ChannelId) -> Result<bool, StoreError> {
        let found: Option<i64> =
            sqlx::query_scalar("SELECT user_id FROM muted_places WHERE channel_id = $1")
                .bind(to_db(channel))
                .fetch_optional(&self.inner.read)
                .await?;
        Ok(found.is_some())
    }
}
