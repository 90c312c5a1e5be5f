//! A league's ratings as stored: the book read back, the rows a change writes, and
//! [`recompute_ratings`], which replays the stored results to check (or repair) them.

use crate::store::LeagueId;
use crate::store::UserId;
use std::collections::BTreeMap;

use super::results::core_result;
use super::{corrupt, season_of, settings_of};
use crate::app::league::rating::{Cause, PlayerRating, WengLinRating};
use crate::app::league::{recompute, GameResult, LeagueSettings, RatingBook, RatingEvent, Season};
use crate::app::service::AppError;
use crate::store::{
    LeagueRow, LeagueWrite, RatingEventRow, RatingRowDb, RatingUpdate, Store, Write,
};
use crate::words::msg;

/// The outcome of [`recompute_ratings`].
#[derive(Clone, Debug, PartialEq)]
pub struct RecomputeReport {
    pub league_id: LeagueId,
    pub league: String,
    /// Counting games replayed.
    pub games: usize,
    pub players: usize,
    pub events: usize,
    /// What differs between the stored ratings and events and the recomputed ones (empty
    /// when they match bit for bit).
    pub differences: Vec<String>,
    /// Whether the recomputed ratings were written over the stored ones.
    pub written: bool,
}

impl RecomputeReport {
    pub fn matches(&self) -> bool {
        self.differences.is_empty()
    }
}

/// The stored book of a league.
pub(super) async fn stored_book(
    store: &Store,
    league: &LeagueRow,
    settings: &LeagueSettings,
) -> Result<RatingBook, AppError> {
    let players: BTreeMap<UserId, PlayerRating> = store
        .league_ratings(league.id)
        .await?
        .into_iter()
        .map(|r| {
            (
                r.user,
                PlayerRating {
                    rating: WengLinRating {
                        rating: r.mu,
                        uncertainty: r.sigma,
                    },
                    games: r.games,
                },
            )
        })
        .collect();
    let last: Option<(i64, Cause)> = match &league.rating_last {
        Some(json) => {
            Some(serde_json::from_str(json).map_err(|e| corrupt(format!("rating_last: {e}")))?)
        }
        None => None,
    };
    Ok(RatingBook::restore(settings.rating, players, last))
}

fn event_row(e: &RatingEvent) -> RatingEventRow {
    let (game, season) = match &e.cause {
        Cause::Game { game_id } => (Some(game_id.clone()), None),
        Cause::Season { number } => (None, Some(*number)),
    };
    RatingEventRow {
        game,
        season,
        at: e.at,
        user: e.user,
        before: (e.before.rating, e.before.uncertainty),
        after: (e.after.rating, e.after.uncertainty),
    }
}

/// A player's rating as stored.
pub(super) fn rating_row(user: UserId, p: &PlayerRating) -> RatingRowDb {
    RatingRowDb {
        user,
        mu: p.rating.rating,
        sigma: p.rating.uncertainty,
        games: p.games,
    }
}

/// The stored form of what `events` changed in `book`.
pub(super) fn rating_update(book: &RatingBook, events: &[RatingEvent]) -> RatingUpdate {
    let mut users: Vec<UserId> = events.iter().map(|e| e.user).collect();
    users.sort_unstable();
    users.dedup();
    RatingUpdate {
        ratings: users
            .into_iter()
            .filter_map(|u| book.players().get(&u).map(|p| rating_row(u, p)))
            .collect(),
        events: events.iter().map(event_row).collect(),
        last: book
            .last()
            .map(|l| serde_json::to_string(l).expect("a cause serializes")),
    }
}

/// Rebuilds a league's ratings from its stored results and seasons (the core's
/// [`recompute`]) and compares them, bit for bit, with the stored ratings and rating
/// events; with `write`, replaces the stored ones by the recomputed ones. For
/// `tucana league recompute`; run it while the bot is stopped, or the bot may rate a
/// game in between.
pub async fn recompute_ratings(
    store: &Store,
    league_id: LeagueId,
    write: bool,
) -> Result<RecomputeReport, AppError> {
    let league = store.league(league_id).await?.ok_or_else(|| {
        AppError::NotFound(msg!("app-no-league-with-id", id = league_id.to_string()))
    })?;
    let settings = settings_of(&league)?;
    let results: Vec<GameResult> = store
        .league_results(league_id)
        .await?
        .iter()
        .map(core_result)
        .collect::<Result<_, _>>()?;
    let seasons: Vec<Season> = store
        .league_seasons(league_id)
        .await?
        .iter()
        .map(season_of)
        .collect();
    let (book, events) = recompute(&results, &seasons, settings.rating)
        .map_err(|e| AppError::Refused(msg!("app-results-not-replayed", why = e.to_string())))?;
    let stored_ratings = store.league_ratings(league_id).await?;
    let stored_events = store.league_rating_events(league_id).await?;
    let fresh = rating_update(&book, &events);
    // By user, as the book keeps them.
    let fresh_ratings: Vec<RatingRowDb> = book
        .players()
        .iter()
        .map(|(&user, p)| rating_row(user, p))
        .collect();
    let mut differences = Vec::new();
    let same = |a: f64, b: f64| a.to_bits() == b.to_bits();
    for r in &fresh_ratings {
        match stored_ratings.iter().find(|s| s.user == r.user) {
            None => differences.push(crate::words::for_log(format!(
                "player {}: no stored rating",
                r.user
            ))),
            Some(s) if !(same(s.mu, r.mu) && same(s.sigma, r.sigma) && s.games == r.games) => {
                differences.push(crate::words::for_log(format!(
                    "player {}: stored μ {} σ {} ({} games), recomputed μ {} σ {} ({} games)",
                    r.user, s.mu, s.sigma, s.games, r.mu, r.sigma, r.games
                )))
            }
            Some(_) => {}
        }
    }
    for s in &stored_ratings {
        if !fresh_ratings.iter().any(|r| r.user == s.user) {
            differences.push(crate::words::for_log(format!(
                "player {}: stored but not recomputed",
                s.user
            )));
        }
    }
    let same_event = |a: &RatingEventRow, b: &RatingEventRow| {
        a.game == b.game
            && a.season == b.season
            && a.at == b.at
            && a.user == b.user
            && same(a.before.0, b.before.0)
            && same(a.before.1, b.before.1)
            && same(a.after.0, b.after.0)
            && same(a.after.1, b.after.1)
    };
    if stored_events.len() != fresh.events.len() {
        differences.push(crate::words::for_log(format!(
            "{} rating events stored, {} recomputed",
            stored_events.len(),
            fresh.events.len()
        )));
    } else if let Some(i) =
        (0..stored_events.len()).find(|&i| !same_event(&stored_events[i], &fresh.events[i]))
    {
        differences.push(crate::words::for_log(format!(
            "rating event {} differs",
            i + 1
        )));
    }
    let written = write && !differences.is_empty();
    if written {
        store
            .write(Write::League(LeagueWrite::ReplaceRatings {
                league_id,
                rating: RatingUpdate {
                    ratings: fresh_ratings.clone(),
                    ..fresh.clone()
                },
            }))
            .await?;
    }
    Ok(RecomputeReport {
        league_id,
        league: league.name,
        games: results.iter().filter(|r| r.counts()).count(),
        players: fresh_ratings.len(),
        events: fresh.events.len(),
        differences,
        written,
    })
}
