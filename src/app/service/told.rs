//! What happened in a game, told as its reader may see it ([`crate::app::told`]): "since
//! you were away" and `/game log`. Both tell the game's log on the drawers' threads
//! ([`heavy`]) from a view the caller already holds (a move's, a map's, a status's),
//! taken under the game's lock with the game and its kept states (`app::kept`): nothing
//! here takes the game's lock, writes, or replays the game from its seed.
//!
//! "Since your last move" is derived from the log (the seat's last move), not stored: see
//! `docs/service.md`.

use super::*;
use crate::app::heavy;
use crate::app::told::{Away, LogPage, Origin};
use crate::game::Seat;

impl Service {
    /// What happened in `view`'s game since `user`'s last move in it, as they may see it
    /// (nothing hidden, nothing beyond their own progress in a free-paced game), for the
    /// head of their next reply; `None` if nothing did, or `user` does not play it, or it
    /// is not in play. `before`: the position (a [`MoveOutcome::seq`]) of the move just
    /// made, whose reply this is: what happened before it. A replay that fails is logged
    /// and told as nothing.
    pub async fn away(&self, view: &GameView, user: UserId, before: Option<i64>) -> Option<Away> {
        // A move that ended the game is still answered with what came before it.
        if view.info.status != GameStatus::Active && before.is_none() {
            return None;
        }
        let seat = view.seat_of(user)?;
        let upto = before.and_then(|seq| usize::try_from(seq).ok());
        replayed(view, move |origin, game| origin.away(game, seat, upto))
            .await
            .ok()
            .flatten()
    }

    /// A page of `view`'s game's public log from line `from` (counted from 0), as `user`
    /// may see it: a game in progress shows nothing hidden, and in a free-paced game
    /// nothing beyond the user's own progress (or, for someone not playing, the step
    /// every seat has reached). The caller has checked that `user` may see the game.
    pub async fn game_log(
        &self,
        view: &GameView,
        user: UserId,
        from: usize,
    ) -> Result<LogPage, AppError> {
        view.game.as_ref().ok_or(AppError::NotStarted)?;
        let viewer: Option<Seat> = view.seat_of(user);
        replayed(view, move |origin, game| {
            origin.log_page(game, viewer, from)
        })
        .await
        .map_err(|()| AppError::Broken(view.info.id.clone()))
    }
}

/// `tell` asked of `view`'s game and its origin (its kept states), on the drawers'
/// threads; a failure (a log that does not apply again) is logged.
async fn replayed<T: Send + 'static>(
    view: &GameView,
    tell: impl FnOnce(&Origin<'_>, &dyn Play) -> Result<T, String> + Send + 'static,
) -> Result<T, ()> {
    let (game, kept) = (view.game.clone().ok_or(())?, view.kept.clone().ok_or(())?);
    let names = view.names();
    let told = heavy::run(move || {
        let origin = Origin {
            kept: &kept,
            names: &names,
        };
        tell(&origin, game.as_ref())
    })
    .await
    .map_err(|e| e.to_string())
    .and_then(|told| told);
    told.map_err(|e| tracing::error!(game = %view.info.id, "its log told: {e}"))
}
