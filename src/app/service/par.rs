//! The par of a daily challenge: the strong computer player plays each day's challenge
//! once, in the background, and its score is stored with the day. Players see it beside
//! their score, on the leaderboard and in what they share.

use super::bots::Lane;
use super::*;
use crate::game::{Date, Level, Seat};

/// The most moves a par game may take: far beyond any real game, so that a game that
/// never ends cannot keep a thinker busy forever.
const MOST_MOVES: usize = 10_000;

impl Service {
    /// The par of a game's day, if the strong player has played it. A recorded day
    /// without one is played now, in the background (once at a time per day).
    pub async fn daily_par(&self, game: &str, date: Date) -> Result<Option<u32>, AppError> {
        let rules = self.rules(game)?;
        let Some(day) = self
            .inner
            .store
            .daily_day(rules.id(), &date.to_string())
            .await?
        else {
            return Ok(None);
        };
        if day.par.is_none() {
            self.work_out_par(rules, date, day.seed, day.options);
        }
        Ok(day.par)
    }

    /// Plays a day's challenge with the strong player in the background and stores its
    /// score as the day's par. Once per day and run of the service: a day being worked
    /// out, or whose par could not be worked out, is not tried again until a restart.
    /// Each move takes a thinker of its own, in the pars' own lane of the thinkers' queue:
    /// a par never keeps the computer players of live games waiting for long, nor waits
    /// behind one user's many games.
    pub(super) fn work_out_par(
        &self,
        rules: &'static dyn Rules,
        date: Date,
        seed: u64,
        options: String,
    ) {
        if !rules.has_bots() || !lock(&self.inner.pars).insert((rules.id(), date)) {
            return;
        }
        let svc = self.clone();
        tokio::spawn(async move {
            let stored = match svc.par_of(rules, seed, &options).await {
                Ok(par) => svc
                    .inner
                    .store
                    .write(Write::SetDailyPar {
                        game: rules.id().to_owned(),
                        date: date.to_string(),
                        par,
                    })
                    .await
                    .map(|_| ())
                    .map_err(|e| e.to_string()),
                Err(why) => Err(why),
            };
            match stored {
                Ok(()) => {
                    lock(&svc.inner.pars).remove(&(rules.id(), date));
                }
                Err(why) => tracing::warn!(game = rules.id(), %date, "no par for the day: {why}"),
            }
        });
    }

    /// The strong player's score in seat 0 of a daily game of `rules` set up from `seed`
    /// and `options`, the day's opponents ([`Rules::daily_opponents`]) in the other seats,
    /// thinking as in the players' games (the same levels, seeds and budget); in each step
    /// the opponents move first, as they do there ([`Service::bots_first`]).
    async fn par_of(
        &self,
        rules: &'static dyn Rules,
        seed: u64,
        options: &str,
    ) -> Result<u32, String> {
        let think_ms = self.inner.think_ms;
        let opponents = rules.daily_opponents();
        let mut game = rules
            .setup(seed, options, 1 + opponents.len())
            .map_err(|e| crate::game::english(rules, &e))?;
        for _ in 0..MOST_MOVES {
            if game.is_finished() {
                let standing = game.standings().into_iter().find(|s| s.seat == 0);
                return standing
                    .map(|s| s.total)
                    .ok_or_else(|| crate::words::for_log("a daily game with no standing"));
            }
            let to_act = game.to_act().seats();
            let theirs: Vec<(Seat, Level)> = to_act
                .iter()
                .filter_map(|&s| Some((s, *opponents.get(s.checked_sub(1)?)?)))
                .collect();
            let (back, moves) = self
                .think(Lane::Par, move || {
                    let moves: Vec<(Seat, Option<String>)> = if theirs.is_empty() {
                        // The strong player's seed is the day's, as it always was alone.
                        vec![(0, game.bot_move(0, Level::Strong, think_ms, seed))]
                    } else {
                        theirs
                            .into_iter()
                            .map(|(s, level)| {
                                let seat_seed = crate::game::seat_seed(seed, s);
                                (s, game.bot_move(s, level, think_ms, seat_seed))
                            })
                            .collect()
                    };
                    (game, moves)
                })
                .await
                .map_err(|e| e.to_string())?;
            game = back;
            for (seat, text) in moves {
                let text = text
                    .or_else(|| game.default_move(seat))
                    .ok_or_else(|| crate::words::for_log("the computer player has no move"))?;
                game.apply(&text).map_err(|e| e.to_string())?;
            }
        }
        Err(crate::words::for_log(format!(
            "the game did not end in {MOST_MOVES} moves"
        )))
    }
}
