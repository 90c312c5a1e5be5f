//! What a finished game's replay and script withhold (`/game replay`, `/game export`, the
//! end post's replay): a daily attempt's, until its day is over for everyone, as they show
//! every card of a game others are still to play; and the script of a game whose rules keep
//! something secret even after its end ([`crate::game::Declared::kept_secret`]).

use super::{AppError, GameAccess, Service};
use crate::game::Date;
use crate::store::Millis;
use crate::words::msg;

/// When a daily challenge's day is over for everyone: the end of its UTC day, when nobody
/// can start it any more (docs/daily.md, "Midnight").
pub fn day_over(date: Date) -> Millis {
    date.succ().start_unix() * 1000
}

impl Service {
    /// Refuses to hand out game `game`'s replay or script while it is a daily attempt
    /// whose day is not over for everyone, saying when they open.
    pub async fn check_day_over(&self, game: &str) -> Result<(), AppError> {
        let Some(attempt) = self.daily_attempt_of_game(game).await? else {
            return Ok(());
        };
        let opens = day_over(attempt.date);
        if self.inner.clock.now() < opens {
            return Err(AppError::DayNotOver { opens });
        }
        Ok(())
    }
}

impl GameAccess {
    /// Refuses the game's script if it would tell what the game's rules keep secret
    /// even after the end.
    pub(super) fn check_no_secret_kept(&self) -> Result<(), AppError> {
        let Some(game) = self.view.game.as_ref() else {
            return Ok(());
        };
        match game.kept_secret() {
            Some(secret) => Err(AppError::Refused(msg!(
                "app-script-keeps-secret",
                game = game.rules().name(),
                secret = crate::words::Msg::new(secret)
            ))),
            None => Ok(()),
        }
    }
}
