//! Turn notices by direct message (migration 0014): the users who asked for them
//! (`users.turn_dms`), the notices to send (`turn_notices`: one per user, game and turn)
//! and what became of them.

use super::shards::{bind_owner, owned};
use super::*;

/// How long a notice sent (or given up) is kept: a week. Past it, it is deleted when other
/// notices are sent, so that the table holds a week of notices, not every one ever sent.
/// (A turn's post delivered again after that, which never happens in practice, could
/// queue its notices again.)
pub const NOTICES_KEPT: Millis = 7 * 24 * 60 * 60 * 1000;

/// A turn notice to queue: `user`'s turn started in the game at `place`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewTurnNotice {
    pub user: UserId,
    pub place: Place,
    /// Unique forever (the turn's event key and the user): a second queueing of the same
    /// notice is ignored.
    pub key: String,
    /// What the direct message says of the game and its turn.
    pub line: String,
    pub at: Millis,
}

/// A pending turn notice.
#[derive(Clone, Debug, PartialEq, Eq, FromRow)]
pub struct TurnNoticeRow {
    pub id: i64,
    #[sqlx(rename = "user_id", try_from = "Bits")]
    pub user: UserId,
    #[sqlx(flatten)]
    pub place: Place,
    #[sqlx(rename = "idem_key")]
    pub key: String,
    pub line: String,
    pub attempts: i64,
}

/// The writes of turn notices.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NoticeWrite {
    /// Turns a user's turn notices on or off (a change of their `users` row, numbered as
    /// every change is: migration 0013).
    SetTurnDms { user: UserId, on: bool, at: Millis },
    /// Queues notices; one already queued (same key) is left as it is.
    Queue(Vec<NewTurnNotice>),
    /// Notices sent (`failure: None`) or given up for good (with why): no longer pending;
    /// and those done more than [`NOTICES_KEPT`] before `at` are deleted.
    Done {
        ids: Vec<i64>,
        failure: Option<String>,
        at: Millis,
    },
    /// A failed try of notices, given up once tried `give_up_after` times.
    Failed {
        ids: Vec<i64>,
        reason: String,
        give_up_after: u32,
        at: Millis,
    },
}

/// Queues notices, each once: a notice whose key is known already is left as it is.
pub(super) async fn queue(
    conn: &mut AnyConnection,
    notices: &[NewTurnNotice],
) -> Result<(), StoreError> {
    for n in notices {
        sqlx::query(
            "INSERT INTO turn_notices \
             (user_id, guild_id, channel_id, idem_key, line, created_at) \
             VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (idem_key) DO NOTHING",
        )
        .bind(to_db(n.user))
        .bind(to_db(n.place.guild))
        .bind(to_db(n.place.channel))
        .bind(&n.key)
        .bind(&n.line)
        .bind(n.at)
        .execute(&mut *conn)
        .await?;
    }
    Ok(())
}

/// Deletes the notices sent (or given up) more than [`NOTICES_KEPT`] before `now`.
async fn forget_done(conn: &mut AnyConnection, now: Millis) -> Result<(), StoreError> {
    sqlx::query("DELETE FROM turn_notices WHERE sent_at < $1")
        .bind(now - NOTICES_KEPT)
        .execute(&mut *conn)
        .await?;
    Ok(())
}

/// Runs a notice write in the writer's transaction.
pub(super) async fn exec(conn: &mut AnyConnection, write: &NoticeWrite) -> Result<(), StoreError> {
    match write {
        NoticeWrite::SetTurnDms { user, on, at } => {
            let seq: i64 = sqlx::query_scalar(
                "UPDATE user_changes SET seq = seq + 1 WHERE id = 1 RETURNING seq",
            )
            .fetch_one(&mut *conn)
            .await?;
            sqlx::query(
                "INSERT INTO users (user_id, turn_dms, updated_at, change_seq) \
                 VALUES ($1, $2, $3, $4) \
                 ON CONFLICT (user_id) DO UPDATE SET turn_dms = excluded.turn_dms, \
                 updated_at = excluded.updated_at, change_seq = excluded.change_seq",
            )
            .bind(to_db(*user))
            .bind(Flag(*on))
            .bind(at)
            .bind(seq)
            .execute(&mut *conn)
            .await?;
        }
        NoticeWrite::Queue(notices) => queue(conn, notices).await?,
        NoticeWrite::Done { ids, failure, at } => {
            for id in ids {
                sqlx::query(
                    "UPDATE turn_notices SET sent_at = $1, failure = $2 \
                     WHERE id = $3 AND sent_at IS NULL",
                )
                .bind(at)
                .bind(failure.as_deref())
                .bind(id)
                .execute(&mut *conn)
                .await?;
            }
            forget_done(conn, *at).await?;
        }
        NoticeWrite::Failed {
            ids,
            reason,
            give_up_after,
            at,
        } => {
            for id in ids {
                sqlx::query(
                    "UPDATE turn_notices SET attempts = attempts + 1, failure = $1, \
                     sent_at = CASE WHEN attempts + 1 >= $2 THEN $3 END \
                     WHERE id = $4 AND sent_at IS NULL",
                )
                .bind(reason)
                .bind(i64::from(*give_up_after))
                .bind(at)
                .bind(id)
                .execute(&mut *conn)
                .await?;
            }
        }
    }
    Ok(())
}

impl Store {
    /// The pending turn notices of `owner`'s servers' games, oldest first, at most `limit`.
    pub async fn pending_turn_notices(
        &self,
        owner: Option<Owner>,
        limit: u32,
    ) -> Result<Vec<TurnNoticeRow>, StoreError> {
        let sql = format!(
            "SELECT id, user_id, guild_id, channel_id, idem_key, line, attempts \
             FROM turn_notices WHERE sent_at IS NULL AND {} ORDER BY id LIMIT $4",
            owned("guild_id")
        );
        Ok(bind_owner(sqlx::query_as(&sql), owner)
            .bind(i64::from(limit))
            .fetch_all(&self.inner.read)
            .await?)
    }
}
