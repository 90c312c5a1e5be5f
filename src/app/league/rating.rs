//! Ratings: Weng-Lin (the OpenSkill family), through the `skillratings` crate.
//!
//! Every player starts at μ = 25, σ = 25/3. Each counting league game (see
//! [`GameResult::counts`]) is one free-for-all update: every player is a one-player team,
//! placed by their rank, so tied players share a place
//! (`skillratings::weng_lin::weng_lin_multi_team` with `MultiTeamOutcome::new(rank)`), with
//! the crate's default constants (β = 25/6, uncertainty tolerance 10⁻⁶) unless configured.
//! A rating is shown as the conservative figure μ − 3σ ([`conservative`]), which starts at 0
//! and rises as a player both wins and becomes well known.
//!
//! **Seasons.** Ratings carry over from season to season. When a season starts (after the
//! first), every rating's σ is widened, μ kept ([`carry_over`]):
//! σ' = min(25/3, √(σ² + w²)) with w = [`DEFAULT_SEASON_WIDENING`] = 25/12 (a quarter of a
//! newcomer's σ). A regular at σ = 2 goes to σ ≈ 2.89, so their conservative figure drops by
//! about 2.7 and comes back quickly as they play; a rating never gets less certain than a
//! newcomer's.
//!
//! **Events and recomputation.** Every change is a [`RatingEvent`] (before and after), from a
//! game or from a season start. [`RatingBook`] applies them in one fixed order, the
//! *timeline*: by time, a season start before a game of the same second, games of the same
//! second by id. [`recompute`] sorts the results and season starts into that order and
//! applies them to a fresh book, so it gives exactly (bit for bit) the figures of a book fed
//! live in that order. A live book refuses anything older than what it has already applied
//! ([`RatingError::OutOfOrder`]); the caller then recomputes.

use crate::store::SeasonNo;
use crate::store::UserId;
use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use skillratings::weng_lin::weng_lin_multi_team;
pub use skillratings::weng_lin::{WengLinConfig, WengLinRating};
use skillratings::MultiTeamOutcome;

use super::result::{GameResult, ResultError};
use super::season::Season;
use crate::words::{msg, Msg};

/// A newcomer's μ.
pub const DEFAULT_MU: f64 = 25.0;
/// A newcomer's σ.
pub const DEFAULT_SIGMA: f64 = 25.0 / 3.0;
/// The default w of the season widening: a quarter of a newcomer's σ.
pub const DEFAULT_SEASON_WIDENING: f64 = DEFAULT_SIGMA / 4.0;

/// The rating constants of a league. Changing them and recomputing gives every rating anew.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct RatingConfig {
    /// Weng-Lin's β, the skill-class width (default 25/6).
    pub beta: f64,
    /// Weng-Lin's lower bound on σ² reductions (default 10⁻⁶).
    pub uncertainty_tolerance: f64,
    /// The w of the season widening σ' = min(25/3, √(σ² + w²)) (default 25/12).
    pub season_widening: f64,
}

impl Default for RatingConfig {
    fn default() -> Self {
        let wl = WengLinConfig::new();
        RatingConfig {
            beta: wl.beta,
            uncertainty_tolerance: wl.uncertainty_tolerance,
            season_widening: DEFAULT_SEASON_WIDENING,
        }
    }
}

impl RatingConfig {
    /// The `skillratings` configuration.
    pub fn weng_lin(&self) -> WengLinConfig {
        WengLinConfig {
            beta: self.beta,
            uncertainty_tolerance: self.uncertainty_tolerance,
        }
    }

    pub fn validate(&self) -> Result<(), Msg> {
        if !(self.beta.is_finite() && self.beta > 0.0) {
            return Err(msg!("app-rating-beta", value = self.beta.to_string()));
        }
        if !(self.uncertainty_tolerance.is_finite() && self.uncertainty_tolerance >= 0.0) {
            return Err(msg!(
                "app-rating-tolerance",
                value = self.uncertainty_tolerance.to_string()
            ));
        }
        if !(self.season_widening.is_finite() && self.season_widening >= 0.0) {
            return Err(msg!(
                "app-rating-widening",
                value = self.season_widening.to_string()
            ));
        }
        Ok(())
    }
}

/// The figure shown for a rating: μ − 3σ.
pub fn conservative(rating: &WengLinRating) -> f64 {
    rating.rating - 3.0 * rating.uncertainty
}

/// A rating carried into a new season: μ kept, σ widened to min(25/3, √(σ² + w²)). A σ
/// already at or above 25/3 is left alone.
pub fn carry_over(rating: &WengLinRating, widening: f64) -> WengLinRating {
    let sigma = rating.uncertainty;
    WengLinRating {
        rating: rating.rating,
        uncertainty: if sigma >= DEFAULT_SIGMA {
            sigma
        } else {
            sigma.hypot(widening).min(DEFAULT_SIGMA)
        },
    }
}

/// What changed a rating.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Cause {
    /// A season started (the widening). Sorts before a game of the same second.
    Season { number: SeasonNo },
    /// A league game finished.
    Game { game_id: String },
}

/// One change of one player's rating.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RatingEvent {
    pub cause: Cause,
    /// The time of the cause (the game's end, or the season's start).
    pub at: i64,
    pub user: UserId,
    pub before: WengLinRating,
    pub after: WengLinRating,
}

/// A rating update that would break the timeline.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RatingError {
    #[error(
        "{cause:?} at {at} comes before {last:?} at {last_at}, which is already applied; \
         recompute the ratings instead"
    )]
    OutOfOrder {
        cause: Cause,
        at: i64,
        last: Cause,
        last_at: i64,
    },
    #[error("game {game_id} is in the results twice")]
    DuplicateGame { game_id: String },
    #[error(transparent)]
    BadResult(#[from] ResultError),
}

/// A player's current rating.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct PlayerRating {
    pub rating: WengLinRating,
    /// Counting league games played.
    pub games: u32,
}

/// The ratings of a league, fed in timeline order.
#[derive(Clone, Debug, PartialEq)]
pub struct RatingBook {
    config: RatingConfig,
    players: BTreeMap<UserId, PlayerRating>,
    last: Option<(i64, Cause)>,
}

impl RatingBook {
    pub fn new(config: RatingConfig) -> RatingBook {
        RatingBook {
            config,
            players: BTreeMap::new(),
            last: None,
        }
    }

    /// A book as stored: its players' ratings and the last thing it applied (`None` for a
    /// book that has applied nothing). Applying to it continues exactly as the book that
    /// was stored would have.
    pub fn restore(
        config: RatingConfig,
        players: BTreeMap<UserId, PlayerRating>,
        last: Option<(i64, Cause)>,
    ) -> RatingBook {
        RatingBook {
            config,
            players,
            last,
        }
    }

    pub fn config(&self) -> &RatingConfig {
        &self.config
    }

    /// The last thing applied and its time: where the timeline stands (store it with the
    /// ratings, for [`RatingBook::restore`]).
    pub fn last(&self) -> Option<&(i64, Cause)> {
        self.last.as_ref()
    }

    /// A player's rating (a newcomer's if they have none).
    pub fn rating(&self, user: UserId) -> WengLinRating {
        self.players
            .get(&user)
            .map_or_else(WengLinRating::new, |p| p.rating)
    }

    /// Every rated player, by user id.
    pub fn players(&self) -> &BTreeMap<UserId, PlayerRating> {
        &self.players
    }

    /// The time of the last thing applied, if any.
    pub fn last_at(&self) -> Option<i64> {
        self.last.as_ref().map(|(at, _)| *at)
    }

    fn advance(&mut self, at: i64, cause: &Cause) -> Result<(), RatingError> {
        if let Some((last_at, last)) = &self.last {
            if (at, cause) <= (*last_at, last) {
                return Err(RatingError::OutOfOrder {
                    cause: cause.clone(),
                    at,
                    last: last.clone(),
                    last_at: *last_at,
                });
            }
        }
        self.last = Some((at, cause.clone()));
        Ok(())
    }

    /// Applies a finished league game; a game that does not count changes nothing and gives
    /// no events. The events are in the result's player order. A result that fails
    /// [`GameResult::validate`] is refused.
    pub fn apply_game(&mut self, result: &GameResult) -> Result<Vec<RatingEvent>, RatingError> {
        if !result.counts() {
            return Ok(Vec::new());
        }
        result.validate()?;
        let cause = Cause::Game {
            game_id: result.game_id.clone(),
        };
        self.advance(result.finished_at, &cause)?;
        let before: Vec<[WengLinRating; 1]> = result
            .players
            .iter()
            .map(|p| [self.rating(p.user)])
            .collect();
        let teams: Vec<(&[WengLinRating], MultiTeamOutcome)> = before
            .iter()
            .zip(&result.players)
            .map(|(team, p)| (&team[..], MultiTeamOutcome::new(p.rank)))
            .collect();
        let after = weng_lin_multi_team(&teams, &self.config.weng_lin());
        let mut events = Vec::with_capacity(result.players.len());
        for ((p, before), after) in result.players.iter().zip(&before).zip(after) {
            let entry = self.players.entry(p.user).or_insert(PlayerRating {
                rating: before[0],
                games: 0,
            });
            entry.rating = after[0];
            entry.games += 1;
            events.push(RatingEvent {
                cause: cause.clone(),
                at: result.finished_at,
                user: p.user,
                before: before[0],
                after: after[0],
            });
        }
        Ok(events)
    }

    /// Starts season `number` at `at`: every rating is carried over ([`carry_over`]). Events
    /// only for ratings that changed, by user id.
    pub fn start_season(
        &mut self,
        number: SeasonNo,
        at: i64,
    ) -> Result<Vec<RatingEvent>, RatingError> {
        let cause = Cause::Season { number };
        self.advance(at, &cause)?;
        let widening = self.config.season_widening;
        let mut events = Vec::new();
        for (&user, player) in &mut self.players {
            let after = carry_over(&player.rating, widening);
            if after != player.rating {
                events.push(RatingEvent {
                    cause: cause.clone(),
                    at,
                    user,
                    before: player.rating,
                    after,
                });
                player.rating = after;
            }
        }
        Ok(events)
    }

    /// The rating list: by conservative figure, best first, then by user id; equal figures
    /// share a position.
    pub fn leaderboard(&self) -> Vec<RatingRow> {
        let mut rows: Vec<RatingRow> = self
            .players
            .iter()
            .map(|(&user, p)| RatingRow {
                user,
                position: 0,
                conservative: conservative(&p.rating),
                mu: p.rating.rating,
                sigma: p.rating.uncertainty,
                games: p.games,
            })
            .collect();
        rows.sort_by(|a, b| {
            b.conservative
                .total_cmp(&a.conservative)
                .then(a.user.cmp(&b.user))
        });
        for i in 0..rows.len() {
            rows[i].position = if i > 0 && rows[i].conservative == rows[i - 1].conservative {
                rows[i - 1].position
            } else {
                i + 1
            };
        }
        rows
    }
}

/// One line of the rating list.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RatingRow {
    pub user: UserId,
    pub position: usize,
    /// μ − 3σ, the figure shown.
    pub conservative: f64,
    pub mu: f64,
    pub sigma: f64,
    pub games: u32,
}

/// Every rating from scratch: the counting `results` and the starts of the `seasons` after
/// the first (the lowest-numbered one) are put in timeline order and applied to a fresh
/// book. Returns the book and every event, in order. The input order does not matter.
pub fn recompute(
    results: &[GameResult],
    seasons: &[Season],
    config: RatingConfig,
) -> Result<(RatingBook, Vec<RatingEvent>), RatingError> {
    enum Item<'a> {
        Start(&'a Season),
        Game(&'a GameResult),
    }
    let mut seen = std::collections::BTreeSet::new();
    if let Some(dup) = results.iter().find(|r| !seen.insert(r.game_id.as_str())) {
        return Err(RatingError::DuplicateGame {
            game_id: dup.game_id.clone(),
        });
    }
    let first = seasons.iter().map(|s| s.number).min();
    let mut items: Vec<(i64, Cause, Item)> = seasons
        .iter()
        .filter(|s| Some(s.number) != first)
        .map(|s| (s.starts, Cause::Season { number: s.number }, Item::Start(s)))
        .chain(results.iter().filter(|r| r.counts()).map(|r| {
            let cause = Cause::Game {
                game_id: r.game_id.clone(),
            };
            (r.finished_at, cause, Item::Game(r))
        }))
        .collect();
    items.sort_by(|a, b| (a.0, &a.1).cmp(&(b.0, &b.1)));

    let mut book = RatingBook::new(config);
    let mut events = Vec::new();
    for (_, _, item) in items {
        events.extend(match item {
            Item::Start(s) => book.start_season(s.number, s.starts)?,
            Item::Game(r) => book.apply_game(r)?,
        });
    }
    Ok((book, events))
}
