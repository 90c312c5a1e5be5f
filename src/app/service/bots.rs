//! Computer players and hints. A computer player thinks off the game's lock and off the
//! async runtime (in a blocking task, a few at a time, so that a busy bot never starves its
//! commands), then moves under the game's lock like anyone else, if the step it thought
//! about is still on. The scheduler sees to it: a game whose computer players are to act
//! is due at once (`LiveGame::due_at`), so they move as soon as a step starts, after a
//! restart too.

use super::*;
use crate::game::{Hint, Level, Seat, Turn};

/// How long a computer player thinks about a move unless configured: the strong player's
/// budget (a fixed amount of work, so a game replays alike on any machine).
pub const THINK_MS: u32 = 250;

/// How many computer players (and hints) think at once.
pub(super) const THINKERS: usize = 2;

/// What a hint shows a player.
#[derive(Clone, Debug, PartialEq)]
pub struct Hints {
    /// The best moves, best first (at most three).
    pub moves: Vec<Hint>,
    /// The hints this player has asked for in this game, this one included.
    pub used: u32,
}

/// What the computer players of a game are to think about.
struct BotWork {
    game: Box<dyn Play>,
    /// Each seat to move, its level, its seed and the step it thinks about (its own, in a
    /// free-paced game).
    seats: Vec<(Seat, Level, u64, Turn)>,
}

impl Service {
    /// The host seats a computer player of `level` in the lobby. Never in a league's game
    /// (leagues are for people) nor in a solo or daily game.
    pub async fn add_bot(
        &self,
        game: &str,
        who: &Actor,
        level: Level,
    ) -> Result<GameInfo, AppError> {
        if self.league_of_live(&normalize(game)).is_some() {
            return Err(AppError::Refused(
                "a league's games are for its members: no computer players".into(),
            ));
        }
        let user = who.user;
        self.on_game(game, move |live, now, _| {
            let write = live.add_bot(user, level, now)?;
            Ok((Some(write), live.info()))
        })
        .await
    }

    /// The host takes the last computer player added out of the lobby.
    pub async fn remove_bot(&self, game: &str, who: &Actor) -> Result<GameInfo, AppError> {
        let user = who.user;
        self.on_game(game, move |live, now, _| {
            let write = live.remove_bot(user, now)?;
            Ok((Some(write), live.info()))
        })
        .await
    }

    /// The strong player's best moves for `user` now, privately: in a solo practice game,
    /// or a game whose host allows hints; never in a daily challenge or a league game. A
    /// hint is counted (once per position) and shown in the standings.
    pub async fn hint(&self, game: &str, user: UserId) -> Result<Hints, AppError> {
        let think_ms = self.inner.think_ms;
        let (play, seat, seed, step) = self
            .peek(game, move |live| {
                let (seat, play) = live.seat_to_act(user)?;
                if !live.row.hints {
                    return Err(AppError::Refused(
                        "hints are off in this game: the host allows them when creating it \
                         (never in daily challenges or league games)"
                            .into(),
                    ));
                }
                Ok((
                    play.boxed_clone(),
                    seat,
                    live.bot_seed(seat),
                    live.hint_step(seat),
                ))
            })
            .await??;
        let moves = self.think(move || play.hints(seat, think_ms, seed)).await?;
        if moves.is_empty() {
            return Err(AppError::Refused(
                "there is nothing to suggest: no trail fits this turn".into(),
            ));
        }
        let used = self
            .on_game(game, move |live, _, _| {
                let write = live.count_hint(user, step)?;
                let used = live.hints_of(user);
                Ok((write, used))
            })
            .await?;
        Ok(Hints { moves, used })
    }

    /// Runs `f` (a computer player thinking) in a blocking task, a few at a time.
    pub(super) async fn think<R: Send + 'static>(
        &self,
        f: impl FnOnce() -> R + Send + 'static,
    ) -> Result<R, AppError> {
        let _turn = self
            .inner
            .thinkers
            .acquire()
            .await
            .map_err(|_| AppError::ShuttingDown)?;
        tokio::task::spawn_blocking(f)
            .await
            .map_err(|_| AppError::ShuttingDown)
    }

    /// A due game's computer players, if it has some to act: they think, then move.
    /// `Ok(false)` when none is to act (the game is due for another reason).
    pub(super) async fn bots_due(&self, game: &str) -> Result<bool, AppError> {
        let work = self
            .peek(game, |live| {
                let game = live.game()?;
                let seats: Vec<(Seat, Level, u64, Turn)> = live
                    .bots_to_act()
                    .into_iter()
                    .map(|(seat, level)| (seat, level, live.bot_seed(seat), game.seat_turn(seat)))
                    .collect();
                (!seats.is_empty()).then(|| BotWork {
                    game: game.boxed_clone(),
                    seats,
                })
            })
            .await?;
        let Some(BotWork { game: play, seats }) = work else {
            return Ok(false);
        };
        let think_ms = self.inner.think_ms;
        let moves = self
            .think(move || {
                seats
                    .into_iter()
                    .map(|(seat, level, seed, at)| {
                        // A player that fails (a panic in its search) makes no move: the
                        // seat's default move is made instead, so the game goes on.
                        let thought =
                            std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                                play.bot_move(seat, level, think_ms, seed)
                            }));
                        (seat, at, thought.unwrap_or(None))
                    })
                    .collect::<Vec<_>>()
            })
            .await?;
        self.on_game(game, move |live, now, users| {
            Ok((live.play_bots(moves, now, users)?, ()))
        })
        .await?;
        Ok(true)
    }

    /// Runs `f` on a live game under its lock, changing nothing.
    pub(super) async fn peek<R>(
        &self,
        game: &str,
        f: impl FnOnce(&LiveGame) -> R,
    ) -> Result<R, AppError> {
        let (key, slot) = self.slot(game).await?;
        let mut guard = slot.live.lock().await;
        Ok(f(self.loaded(&slot, &key, &mut guard).await?))
    }
}
