//! The par of a daily challenge: the strong computer player plays each day's challenge
//! once, in the background, and its score is stored with the day. Players see it beside
//! their score, on the leaderboard and in what they share.

use super::*;
use crate::game::{Date, Level};

/// The most moves a par game may take: far beyond any real game, so that a game that
/// never ends cannot hold a thinker forever.
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
    /// score as the day's par (unless a par is being worked out for that day already).
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
            let think_ms = svc.inner.think_ms;
            let played = svc
                .think(move || par_of(rules, seed, &options, think_ms))
                .await;
            let stored = match played {
                Ok(Ok(par)) => svc
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
                Ok(Err(why)) => Err(why),
                Err(e) => Err(e.to_string()),
            };
            if let Err(why) = stored {
                tracing::warn!(game = rules.id(), %date, "no par for the day: {why}");
            }
            lock(&svc.inner.pars).remove(&(rules.id(), date));
        });
    }
}

/// The strong player's score on a solo game of `rules` set up from `seed` and `options`.
fn par_of(
    rules: &'static dyn Rules,
    seed: u64,
    options: &str,
    think_ms: u32,
) -> Result<u32, String> {
    let mut game = rules.setup(seed, options, 1)?;
    for _ in 0..MOST_MOVES {
        if game.is_finished() {
            let standing = game.standings().into_iter().next();
            return standing
                .map(|s| s.total)
                .ok_or_else(|| "a solo game with no standing".to_owned());
        }
        let text = game
            .bot_move(0, Level::Strong, think_ms, seed)
            .or_else(|| game.default_move(0))
            .ok_or_else(|| "the computer player has no move".to_owned())?;
        game.apply(&text).map_err(|e| e.to_string())?;
    }
    Err(format!("the game did not end in {MOST_MOVES} moves"))
}
