//! Solo games and the daily challenge.
//!
//! A solo game is a one-player game started at once and self-paced: it has no deadline and
//! no reminder (the scheduler never looks at it), and each turn closes as soon as the player
//! has finished, which reveals the next cards. The engine applies the solo rules (the
//! blue-card keep-2 rule) and the achievement-ladder title.
//!
//! The daily challenge is one solo game per game and UTC day, the same for everyone. Any
//! game may offer one ([`Rules::daily`]): the day's seed is derived here, keyed by the
//! deployment's secret (stored in `daily_secret`), and the day's options come from the
//! game's own schedule; both are recorded in `daily_days` the first time the day is used,
//! and read from there ever after. Each user has one attempt per game and day
//! (`daily_attempts`), created with its game in one transaction; an attempt counts for its
//! own day whenever it is finished. Leaderboards and streaks are per game.

use std::time::Duration;

use super::{lock, Actor, AppError, Extra, GameInfo, GameSettings, Place, Service, UserId};
use crate::app::event::from_stored_text;
use crate::app::live::MAX_DEADLINE;
use crate::game::daily::{DailySecret, DateError};
use crate::game::{Date, Level, Rules};
use crate::store::{DailyAttemptRow, GameKind, Millis, Store, StoreError, Write};
use crate::words::{msg, Msg};

/// Which players a leaderboard shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardScope {
    /// Attempts started from this server (guild).
    Server(crate::store::GuildId),
    Global,
}

/// The version of the seed's derivation, recorded with every day derived by it. Version 1
/// (days recorded before the secret) hashed the label alone; those days keep their seeds.
pub const DAILY_VERSION: u32 = 2;

/// A game's challenge of a day: what the service records the first time the day is used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DailySpec {
    /// The game whose challenge it is.
    pub game: GameKind,
    pub date: Date,
    pub version: u32,
    pub seed: u64,
    /// The options as stored, and in the game's words ([`Rules::describe_options`]).
    pub options: String,
    /// The options in the game's few words, a message the surface renders (`None`: the
    /// game has no options to tell).
    pub options_text: Option<crate::words::Msg>,
}

/// A game's seed of a day under the deployment's secret: the first 8 bytes (little-endian)
/// of HMAC-SHA-256 keyed by the secret's text, of the label `<game>-daily-v2:YYYY-MM-DD`.
/// A keyed hash, so that seeds of past days tell nothing of the secret or of days to come;
/// the game's id in the label keeps the games' days apart, and for Trails of Tucana it is
/// the label its days always had (`tucana-daily-v2:2026-11-22`), so they stay the same.
pub fn daily_seed(game: &str, date: Date, secret: &DailySecret) -> u64 {
    use hmac::{Hmac, Mac};
    let mut mac = Hmac::<sha2::Sha256>::new_from_slice(secret.expose().as_bytes())
        .expect("HMAC takes a key of any length");
    mac.update(format!("{game}-daily-v{DAILY_VERSION}:{date}").as_bytes());
    let digest = mac.finalize().into_bytes();
    u64::from_le_bytes(digest[..8].try_into().expect("8 bytes"))
}

/// A user's daily game, as `play_daily` gives it.
#[derive(Clone, Debug, PartialEq)]
pub struct DailyGame {
    pub spec: DailySpec,
    pub info: GameInfo,
    /// The attempt existed already (the call resumed it).
    pub resumed: bool,
}

/// A user's attempt of a day.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DailyAttempt {
    pub user: UserId,
    /// The game whose challenge it is (`"tucana"`).
    pub kind: GameKind,
    pub date: Date,
    /// The game's public id.
    pub game: String,
    pub guild: Option<crate::store::GuildId>,
    pub name: String,
    pub started_at: i64,
    pub finished_at: Option<i64>,
    pub total: Option<u32>,
    pub bonus: Option<u32>,
    /// The title earned, in the game's words.
    pub title: Option<Msg>,
}

/// One line of a leaderboard.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LeaderboardEntry {
    /// 1 + the number of players strictly better (by total, then bonus).
    pub rank: u32,
    pub user: UserId,
    pub name: String,
    pub total: u32,
    pub bonus: u32,
    /// The title earned, in the game's words.
    pub title: Option<Msg>,
}

/// A page of a day's leaderboard.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Leaderboard {
    /// The game whose challenge it is.
    pub kind: GameKind,
    pub date: Date,
    pub scope: BoardScope,
    /// Counted from 0.
    pub page: usize,
    pub per_page: usize,
    /// At least 1 (an empty board has one empty page).
    pub pages: usize,
    /// Finished players in all.
    pub players: u64,
    /// The strong computer player's score on the day, once it has played it.
    pub par: Option<u32>,
    pub entries: Vec<LeaderboardEntry>,
}

/// Scores from `from` to `to` (inclusive), and how many games scored so.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HistogramBucket {
    pub from: u32,
    pub to: u32,
    pub count: u32,
}

/// The width of a histogram bucket, in points.
pub const BUCKET: u32 = 10;

/// A user's daily record.
#[derive(Clone, Debug, PartialEq)]
pub struct DailyStats {
    pub user: UserId,
    /// Finished attempts.
    pub played: u32,
    /// Consecutive days with a finished attempt, ending today or yesterday.
    pub current_streak: u32,
    pub best_streak: u32,
    pub best: Option<u32>,
    pub average: Option<f64>,
    /// Buckets of `BUCKET` (10) points, from the lowest score's to the highest's (empty
    /// buckets between included).
    pub histogram: Vec<HistogramBucket>,
    pub last_played: Option<Date>,
}

/// A finished attempt, without its moves: what `/daily share` shows.
pub struct DailyShare {
    /// The game whose challenge it is.
    pub kind: GameKind,
    pub date: Date,
    pub user: UserId,
    pub name: String,
    /// The options as stored, and in the game's words.
    pub options: String,
    /// The options in the game's few words, a message the surface renders (`None`: the
    /// game has no options to tell).
    pub options_text: Option<crate::words::Msg>,
    pub total: u32,
    /// What breaks a tie of totals.
    pub tiebreak: u32,
    /// How the total is made, in the game's words.
    pub breakdown: Msg,
    pub title: Option<Msg>,
    /// The strong computer player's score on the day, once it has played it.
    pub par: Option<u32>,
    /// The finished game, for what the game shares of a result ([`crate::game::Play::shared`]).
    pub game: Box<dyn crate::game::Play>,
    /// The game's rows of the spoiler-free text ([`crate::game::Play::share_rows`]), at most
    /// [`MOST_SHARE_ROWS`]: points per round or kind of scoring, drawn as coloured squares.
    pub rows: Vec<crate::game::ShareRow>,
    /// The player's current streak of days with a finished attempt of this game.
    pub streak: u32,
}

/// The most rows a shared text draws: a message stays short whatever a game gives.
pub const MOST_SHARE_ROWS: usize = 12;

/// The rows of a shared text as lines of coloured squares ([`crate::game::ShareRow::squares`]).
pub fn share_squares(rows: &[crate::game::ShareRow]) -> String {
    rows.iter()
        .take(MOST_SHARE_ROWS)
        .map(|r| r.squares())
        .collect::<Vec<_>>()
        .join("\n")
}

impl std::fmt::Debug for DailyShare {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("DailyShare")
            .field("kind", &self.kind)
            .field("date", &self.date)
            .field("user", &self.user)
            .field("total", &self.total)
            .field("breakdown", &self.breakdown)
            .finish_non_exhaustive()
    }
}

fn attempt(row: DailyAttemptRow) -> Result<DailyAttempt, AppError> {
    let date: Date = row
        .date
        .parse()
        .map_err(|e: DateError| StoreError::Corrupt(format!("daily attempt date: {e}")))?;
    Ok(DailyAttempt {
        user: row.user,
        kind: row.game,
        date,
        game: row.public_id,
        guild: row.guild,
        name: row.name,
        started_at: row.started_at,
        finished_at: row.finished_at,
        total: row.total,
        bonus: row.bonus,
        title: row.title.map(from_stored_text),
    })
}

/// The deployment's daily secret as stored, or, at the first start, a new one of 32 bytes
/// from the operating system, stored now.
pub(super) async fn load_or_create_secret(
    store: &Store,
    now: Millis,
) -> Result<DailySecret, AppError> {
    if let Some(secret) = store.daily_secret().await? {
        return Ok(secret);
    }
    let mut bytes = [0u8; 32];
    getrandom::fill(&mut bytes)
        .map_err(|e| AppError::BadSettings(msg!("app-no-daily-secret", why = e.to_string())))?;
    let secret = DailySecret::from_random_bytes(bytes);
    // Another process may have stored one first: then that one is kept and read back.
    store
        .write(Write::SetDailySecret {
            secret,
            replace: false,
            at: now,
        })
        .await?;
    store
        .daily_secret()
        .await?
        .ok_or_else(|| StoreError::Corrupt("the daily secret was not stored".into()).into())
}

impl Service {
    /// Uses this daily secret from now on, stored instead of the one kept so far (what
    /// `DAILY_SECRET` in the environment does at start). Days already recorded keep their
    /// seed; days recorded from now on are keyed by this secret.
    pub async fn set_daily_secret(&self, secret: DailySecret) -> Result<(), AppError> {
        if *lock(&self.inner.daily_secret) == secret {
            return Ok(());
        }
        self.inner
            .store
            .write(Write::SetDailySecret {
                secret: secret.clone(),
                replace: true,
                at: self.inner.clock.now(),
            })
            .await?;
        *lock(&self.inner.daily_secret) = secret;
        Ok(())
    }

    // ----- Solo -----

    /// Starts a solo game of `game` with its stored `options`: one player, self-paced (no
    /// deadline, no reminder).
    pub async fn create_solo(
        &self,
        place: Place,
        who: &Actor,
        game: &str,
        options: String,
    ) -> Result<GameInfo, AppError> {
        self.create_solo_in(place, who, game, options, None).await
    }

    /// [`Service::create_solo`] in `language` (a tag of [`crate::words::LANGUAGES`]); by
    /// default the place's ([`Service::place_language`]).
    pub async fn create_solo_in(
        &self,
        place: Place,
        who: &Actor,
        game: &str,
        options: String,
        language: Option<String>,
    ) -> Result<GameInfo, AppError> {
        let rules = self.rules(game)?;
        if !rules.seats().contains(&1) {
            return Err(AppError::BadSettings(msg!(
                "app-not-played-alone",
                game = rules.name()
            )));
        }
        let extra = Extra {
            seed: None,
            self_paced: true,
            daily: None,
            league: None,
            ..Extra::default()
        };
        let svc = self.clone();
        let who = who.clone();
        tokio::spawn(async move {
            let _one_at_a_time = svc.creating(who.user).await;
            svc.check_new_solo(who.user).await?;
            svc.create_started(place, &who, rules, options, extra, language, &[])
                .await
        })
        .await
        .map_err(|_| AppError::ShuttingDown)?
    }

    /// Creates and starts a self-paced game of one person, seated first, and `bots`
    /// (computer players of these levels, a daily challenge's opponents) after them.
    #[allow(clippy::too_many_arguments)]
    async fn create_started(
        &self,
        place: Place,
        who: &Actor,
        rules: &'static dyn Rules,
        options: String,
        extra: Extra,
        language: Option<String>,
        bots: &[Level],
    ) -> Result<GameInfo, AppError> {
        let language = match language {
            Some(language) => language,
            None => self.place_language(place, who.user).await?.to_owned(),
        };
        let settings = GameSettings {
            game: GameKind::from(rules.id()),
            options,
            // Stored, never used: a self-paced game has no deadline.
            turn_deadline: MAX_DEADLINE,
            bank: std::time::Duration::ZERO,
            reminder_lead: Some(Duration::ZERO),
            max_players: 1 + bots.len(),
            // Solo practice games always allow hints, daily challenges never
            // (see `Service::create`).
            hints: true,
            language,
        };
        let info = self.create(place, who, settings, extra).await?;
        for &level in bots {
            self.on_game(&info.id, move |live, now, _| {
                Ok((Some(live.seat_bot(level, now)?), ()))
            })
            .await?;
        }
        self.start_game(&info.id, who.user).await
    }

    // ----- Daily -----

    /// Today's UTC date, by the service's clock.
    pub fn today(&self) -> Date {
        Date::from_unix(self.inner.clock.now().div_euclid(1000))
    }

    /// When the next day's challenge begins (the next midnight UTC), in Unix seconds.
    pub fn next_reset(&self) -> i64 {
        self.today().succ().start_unix()
    }

    /// The games that offer a daily challenge, in the registry's order; the first is the
    /// one the commands play when none is named.
    pub fn daily_games(&self) -> Vec<&'static dyn Rules> {
        self.inner
            .rules
            .iter()
            .copied()
            .filter(|r| r.daily(Date::from_days(0), 0).is_some())
            .collect()
    }

    /// The game `game` if it offers a daily challenge.
    fn daily_rules(&self, game: &str) -> Result<&'static dyn Rules, AppError> {
        let rules = self.rules(game)?;
        if rules.daily(self.today(), 0).is_none() {
            return Err(AppError::BadSettings(msg!(
                "app-no-daily-challenge",
                game = rules.name()
            )));
        }
        Ok(rules)
    }

    /// Today's challenge of `game`, recorded if this is its first use.
    pub async fn daily_today(&self, game: &str) -> Result<DailySpec, AppError> {
        self.daily_spec(game, self.today()).await
    }

    /// A game's challenge of a day: as recorded, or derived and recorded now if the day has
    /// not been used yet. A recorded day is never derived again.
    pub async fn daily_spec(&self, game: &str, date: Date) -> Result<DailySpec, AppError> {
        let rules = self.daily_rules(game)?;
        let game = rules.id();
        if let Some(spec) = lock(&self.inner.days).get(&(game, date)) {
            return Ok(spec.clone());
        }
        let key = date.to_string();
        let store = &self.inner.store;
        let row = match store.daily_day(game, &key).await? {
            Some(row) => row,
            None => {
                let seed = daily_seed(game, date, &lock(&self.inner.daily_secret));
                let options = rules.daily(date, seed).ok_or_else(|| {
                    AppError::BadSettings(msg!(
                        "app-no-challenge-that-day",
                        game = rules.name(),
                        date = date.to_string()
                    ))
                })?;
                store
                    .write(Write::RecordDailyDay {
                        game: game.to_owned(),
                        date: key.clone(),
                        version: DAILY_VERSION,
                        seed,
                        options,
                        at: self.inner.clock.now(),
                    })
                    .await?;
                store
                    .daily_day(game, &key)
                    .await?
                    .ok_or_else(|| StoreError::Corrupt(format!("day {key} not recorded")))?
            }
        };
        if row.par.is_none() {
            self.work_out_par(rules, date, row.seed, row.options.clone());
        }
        let spec = DailySpec {
            game: game.into(),
            date,
            version: row.version,
            seed: row.seed,
            options_text: rules.describe_options(&row.options),
            options: row.options,
        };
        lock(&self.inner.days).insert((game, date), spec.clone());
        Ok(spec)
    }

    /// Starts today's challenge of `game` for a user, or resumes it: one attempt per user,
    /// game and day, so a second call gives the same game. The actor's server is the one it
    /// is played from (`None` in direct messages), for server leaderboards. An attempt of an
    /// earlier day is not touched: it is finished through its own game id, and counts for
    /// its own day.
    pub async fn play_daily(
        &self,
        game: &str,
        place: Place,
        who: &Actor,
    ) -> Result<DailyGame, AppError> {
        let svc = self.clone();
        let who = who.clone();
        let game = game.to_string();
        tokio::spawn(async move { svc.play_daily_in(&game, place, &who).await })
            .await
            .map_err(|_| AppError::ShuttingDown)?
    }

    async fn play_daily_in(
        &self,
        game: &str,
        place: Place,
        who: &Actor,
    ) -> Result<DailyGame, AppError> {
        let (user, guild) = (who.user, who.guild);
        let spec = self.daily_today(game).await?;
        let rules = self.rules(&spec.game)?;
        let key = spec.date.to_string();
        let _one_at_a_time = self.inner.daily_lock.lock().await;
        if let Some(row) = self
            .inner
            .store
            .daily_attempt(user, &spec.game, &key)
            .await?
        {
            return self.resume(spec, &row.public_id, user).await;
        }
        let extra = Extra {
            seed: Some(spec.seed),
            self_paced: true,
            daily: Some((key.clone(), guild)),
            league: None,
            ..Extra::default()
        };
        match self
            .create_started(
                place,
                who,
                rules,
                spec.options.clone(),
                extra,
                None,
                rules.daily_opponents(),
            )
            .await
        {
            Ok(info) => Ok(DailyGame {
                spec,
                info,
                resumed: false,
            }),
            Err(AppError::Storage(StoreError::Duplicate(_))) => {
                let row = self
                    .inner
                    .store
                    .daily_attempt(user, &spec.game, &key)
                    .await?
                    .ok_or_else(|| StoreError::Corrupt(format!("attempt of {user} on {key}")))?;
                self.resume(spec, &row.public_id, user).await
            }
            Err(e) => Err(e),
        }
    }

    /// An existing attempt's game (started now if a crash left it in the lobby).
    async fn resume(
        &self,
        spec: DailySpec,
        game: &str,
        user: UserId,
    ) -> Result<DailyGame, AppError> {
        let mut info = self.game_info(game).await?;
        if info.status == crate::store::GameStatus::Lobby {
            // The opponents a crash left unseated first (the person is seated already).
            let opponents = self.rules(&spec.game)?.daily_opponents();
            let seated = info.players.len().saturating_sub(1).min(opponents.len());
            for &level in &opponents[seated..] {
                self.on_game(game, move |live, now, _| {
                    Ok((Some(live.seat_bot(level, now)?), ()))
                })
                .await?;
            }
            info = self.start_game(game, user).await?;
        }
        Ok(DailyGame {
            spec,
            info,
            resumed: true,
        })
    }

    /// A user's attempt of a game's day, if any.
    pub async fn daily_attempt(
        &self,
        game: &str,
        user: UserId,
        date: Date,
    ) -> Result<Option<DailyAttempt>, AppError> {
        self.inner
            .store
            .daily_attempt(user, game, &date.to_string())
            .await?
            .map(attempt)
            .transpose()
    }

    /// The daily attempt a game is, if it is one.
    pub async fn daily_attempt_of_game(
        &self,
        game: &str,
    ) -> Result<Option<DailyAttempt>, AppError> {
        self.inner
            .store
            .daily_attempt_of_game(game)
            .await?
            .map(attempt)
            .transpose()
    }

    /// A page (from 0) of a game's leaderboard of a day (today's if `date` is `None`): the
    /// finished players, best first by total then bonus, ties ranked alike (1 + the players
    /// strictly better) and listed by who finished first. `per_page` is 1 to 100.
    pub async fn daily_leaderboard(
        &self,
        game: &str,
        scope: BoardScope,
        date: Option<Date>,
        page: usize,
        per_page: usize,
    ) -> Result<Leaderboard, AppError> {
        let date = date.unwrap_or_else(|| self.today());
        let per_page = per_page.clamp(1, 100);
        let guild = match scope {
            BoardScope::Server(g) => Some(g),
            BoardScope::Global => None,
        };
        let (rows, players) = self
            .inner
            .store
            .daily_leaderboard(
                game,
                &date.to_string(),
                guild,
                per_page as u32,
                (page * per_page) as u64,
            )
            .await?;
        let pages = (players as usize).div_ceil(per_page).max(1);
        Ok(Leaderboard {
            kind: game.into(),
            date,
            scope,
            page,
            per_page,
            pages,
            players,
            par: self.daily_par(game, date).await?,
            entries: rows
                .into_iter()
                .map(|r| LeaderboardEntry {
                    rank: r.rank,
                    user: r.user,
                    name: r.name,
                    total: r.total,
                    bonus: r.bonus,
                    title: r.title.map(from_stored_text),
                })
                .collect(),
        })
    }

    /// A user's record of a game's daily challenge: streaks (by the service's today), best,
    /// average, histogram.
    pub async fn daily_stats(&self, game: &str, user: UserId) -> Result<DailyStats, AppError> {
        let results = self.inner.store.daily_results(user, game).await?;
        let mut days = Vec::with_capacity(results.len());
        for r in &results {
            let date: Date = r
                .date
                .parse()
                .map_err(|e: DateError| StoreError::Corrupt(format!("daily result date: {e}")))?;
            days.push(date.days());
        }
        Ok(stats(
            user,
            self.today(),
            &days,
            &results.iter().map(|r| r.total).collect::<Vec<_>>(),
        ))
    }

    /// A finished attempt's result without its moves (today's if `date` is `None`).
    pub async fn daily_share(
        &self,
        game: &str,
        user: UserId,
        date: Option<Date>,
    ) -> Result<DailyShare, AppError> {
        let date = date.unwrap_or_else(|| self.today());
        let rules = self.rules(game)?;
        let Some(attempt) = self.daily_attempt(rules.id(), user, date).await? else {
            return Err(AppError::NotFound(msg!(
                "app-daily-not-played",
                date = date.to_string()
            )));
        };
        if attempt.finished_at.is_none() {
            return Err(AppError::NotFound(msg!(
                "app-daily-not-finished",
                date = date.to_string()
            )));
        }
        let view = self.view(&attempt.game).await?;
        let play = view.game.ok_or(AppError::NotStarted)?;
        // The player sits first; a daily challenge's opponents after them.
        let score = play
            .standings()
            .into_iter()
            .find(|s| s.seat == 0)
            .ok_or(AppError::NotAPlayer)?;
        let mut rows = play.share_rows(0);
        rows.truncate(MOST_SHARE_ROWS);
        let streak = self.daily_stats(rules.id(), user).await?.current_streak;
        let options = view.info.settings.options;
        Ok(DailyShare {
            kind: rules.id().into(),
            date,
            user,
            name: attempt.name,
            options_text: rules.describe_options(&options),
            options,
            total: score.total,
            tiebreak: score.tiebreak,
            breakdown: score.breakdown,
            title: score.title,
            par: self.daily_par(rules.id(), date).await?,
            game: play,
            rows,
            streak,
        })
    }
}

/// The record of finished attempts on `days` (days since 1970, ascending) with `totals`.
fn stats(user: UserId, today: Date, days: &[i64], totals: &[u32]) -> DailyStats {
    let mut best_streak = 0u32;
    let mut run = 0u32;
    let mut prev: Option<i64> = None;
    for &d in days {
        run = if prev == Some(d - 1) { run + 1 } else { 1 };
        best_streak = best_streak.max(run);
        prev = Some(d);
    }
    let t = today.days();
    let current_streak = match days.last() {
        Some(&last) if last == t || last == t - 1 => run,
        _ => 0,
    };
    let best = totals.iter().copied().max();
    let average = (!totals.is_empty())
        .then(|| totals.iter().map(|&t| f64::from(t)).sum::<f64>() / totals.len() as f64);
    let histogram = match (totals.iter().min(), best) {
        (Some(&lo), Some(hi)) => (lo / BUCKET..=hi / BUCKET)
            .map(|b| HistogramBucket {
                from: b * BUCKET,
                to: b * BUCKET + BUCKET - 1,
                count: totals.iter().filter(|&&t| t / BUCKET == b).count() as u32,
            })
            .collect(),
        _ => Vec::new(),
    };
    DailyStats {
        user,
        played: totals.len() as u32,
        current_streak,
        best_streak,
        best,
        average,
        histogram,
        last_played: days.last().map(|&d| Date::from_days(d)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn streaks_count_consecutive_days_ending_today_or_yesterday() {
        let today: Date = "2026-11-22".parse().unwrap();
        let t = today.days();
        let s = stats(
            UserId(1),
            today,
            &[t - 9, t - 8, t - 7, t - 3, t - 1],
            &[5, 15, 25, 12, 30],
        );
        assert_eq!((s.best_streak, s.current_streak, s.played), (3, 1, 5));
        assert_eq!(s.best, Some(30));
        assert_eq!(s.average, Some(17.4));
        assert_eq!(s.histogram.len(), 4);
        assert_eq!(
            s.histogram[1],
            HistogramBucket {
                from: 10,
                to: 19,
                count: 2
            }
        );
        let s = stats(UserId(1), today, &[t - 3, t - 2], &[1, 2]);
        assert_eq!((s.best_streak, s.current_streak), (2, 0));
        let s = stats(UserId(1), today, &[], &[]);
        assert_eq!((s.best_streak, s.current_streak, s.best), (0, 0, None));
        assert!(s.histogram.is_empty());
    }
}
