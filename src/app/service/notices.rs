//! Turn notices by direct message (`/game settings dm:on`): who asked for them, the notices
//! queued when a turn's post is delivered (one per user, game and turn), and what became of
//! them. The adapter sends a user's pending notices together, in one message.

use super::*;
use crate::store::{NewTurnNotice, NoticeWrite, TurnNoticeRow};

/// How many times a notice is tried before it is given up.
pub const NOTICE_TRIES: u32 = 3;

impl Service {
    /// Turns a user's turn notices on or off.
    pub async fn set_turn_dms(&self, user: UserId, on: bool) -> Result<UserSettings, AppError> {
        // The other settings as the database has them (another process may have changed them).
        self.refresh_users(true).await?;
        let at = self.inner.clock.now();
        self.inner
            .store
            .write(Write::Notices(NoticeWrite::SetTurnDms { user, on, at }))
            .await?;
        let mut users = lock(&self.inner.users);
        let settings = users.entry(user).or_default();
        settings.turn_dms = on;
        Ok(*settings)
    }

    /// Queues a notice for each of `users` who asked for them (`turn_dms`), for the turn
    /// whose post `key` was just delivered in `place`; `line` names the game and its turn.
    /// A notice already queued (the same post delivered again) stays as it is: at most
    /// one per user, game and turn. Returns how many users asked.
    pub async fn queue_turn_notices(
        &self,
        key: &str,
        place: Place,
        users: &[UserId],
        line: &str,
    ) -> Result<usize, AppError> {
        self.refresh_users(false).await?;
        let at = self.inner.clock.now();
        let notices: Vec<NewTurnNotice> = users
            .iter()
            .filter(|user| !user.is_bot() && self.user_settings(**user).turn_dms)
            .map(|user| NewTurnNotice {
                user: *user,
                place,
                key: format!("{key}:dm:{user}"),
                line: line.to_owned(),
                at,
            })
            .collect();
        let asked = notices.len();
        if asked > 0 {
            self.inner
                .store
                .write(Write::Notices(NoticeWrite::Queue(notices)))
                .await?;
        }
        Ok(asked)
    }

    /// The pending turn notices of this service's servers' games, oldest first.
    pub async fn pending_turn_notices(&self, limit: u32) -> Result<Vec<TurnNoticeRow>, AppError> {
        Ok(self
            .inner
            .store
            .pending_turn_notices(self.owner(), limit)
            .await?)
    }

    /// Notices sent: no longer pending.
    pub async fn turn_notices_sent(&self, ids: Vec<i64>) -> Result<(), AppError> {
        let at = self.inner.clock.now();
        let done = NoticeWrite::Done {
            ids,
            failure: None,
            at,
        };
        self.inner.store.write(Write::Notices(done)).await?;
        Ok(())
    }

    /// A failed try of notices (given up after `NOTICE_TRIES` tries).
    pub async fn turn_notices_failed(&self, ids: Vec<i64>, reason: &str) -> Result<(), AppError> {
        let failed = NoticeWrite::Failed {
            ids,
            reason: reason.to_owned(),
            give_up_after: NOTICE_TRIES,
            at: self.inner.clock.now(),
        };
        self.inner.store.write(Write::Notices(failed)).await?;
        Ok(())
    }

    /// `user` accepts no direct message from the bot: their notices are switched off (they
    /// may switch them on again) and the pending ones given up, never tried again.
    pub async fn turn_dms_refused(&self, user: UserId, ids: Vec<i64>) -> Result<(), AppError> {
        self.set_turn_dms(user, false).await?;
        let given_up = NoticeWrite::Done {
            ids,
            failure: Some(crate::words::for_log("the user accepts no direct message")),
            at: self.inner.clock.now(),
        };
        self.inner.store.write(Write::Notices(given_up)).await?;
        Ok(())
    }
}
