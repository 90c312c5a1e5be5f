//! A season's table: standings with names and ratings, a page at a time.

use crate::store::LeagueId;
use crate::store::SeasonNo;
use crate::store::UserId;
use std::collections::HashMap;

use serde::{Deserialize, Serialize};

use super::ratings::stored_book;
use super::results::core_result;
use super::{corrupt, season_of, settings_of, LeagueMember};
use crate::app::league::standings::Row;
use crate::app::league::{conservative, GameResult, LeagueSettings, RatingBook, Season};
use crate::app::service::{AppError, Service};
use crate::store::LeagueGameResult;
use crate::words::msg;

/// Standings rows per page.
pub const STANDINGS_PER_PAGE: usize = 10;

/// A line of the standings, with the player's name and current rating.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct StandingLine {
    pub row: Row,
    pub name: String,
    /// The shown rating (μ − 3σ), if the player has one.
    pub rating: Option<f64>,
}

/// A page of a season's standings.
#[derive(Clone, Debug, PartialEq)]
pub struct LeagueStandings {
    pub league_id: LeagueId,
    pub league: String,
    pub season: Season,
    /// Whether it is the current season.
    pub current: bool,
    /// This page's lines.
    pub lines: Vec<StandingLine>,
    /// From 1.
    pub page: usize,
    pub pages: usize,
    /// Players in the whole table.
    pub total: usize,
    /// Counting games of the season.
    pub games: usize,
}

/// The final or current table of a season, with names and ratings.
pub(super) fn table_lines(
    results: &[GameResult],
    names: &HashMap<UserId, String>,
    season: SeasonNo,
    settings: &LeagueSettings,
    book: &RatingBook,
) -> Vec<StandingLine> {
    crate::app::league::season_table(results, season, &settings.points)
        .into_iter()
        .map(|row| StandingLine {
            name: names
                .get(&row.user)
                .cloned()
                .unwrap_or_else(|| row.user.to_string()),
            rating: book
                .players()
                .get(&row.user)
                .map(|p| conservative(&p.rating)),
            row,
        })
        .collect()
}

/// Players' names: from the results (as they were called then), then the members.
pub(super) fn names_of(
    stored: &[LeagueGameResult],
    members: &[LeagueMember],
) -> HashMap<UserId, String> {
    let mut names = HashMap::new();
    for g in stored {
        for p in &g.players {
            names.insert(p.user, p.name.clone());
        }
    }
    for m in members {
        names.insert(m.user, m.name.clone());
    }
    names
}

impl Service {
    /// A page (from 1; clamped) of a season's standings (the current season if `None`).
    pub async fn league_standings(
        &self,
        league_id: LeagueId,
        season: Option<SeasonNo>,
        page: usize,
    ) -> Result<LeagueStandings, AppError> {
        self.league_standings_by(league_id, season, page, STANDINGS_PER_PAGE)
            .await
    }

    /// [`Service::league_standings`] in pages of `per_page` lines (the web pages' whole
    /// table: `usize::MAX`).
    pub async fn league_standings_by(
        &self,
        league_id: LeagueId,
        season: Option<SeasonNo>,
        page: usize,
        per_page: usize,
    ) -> Result<LeagueStandings, AppError> {
        let league = self.league_by_id(league_id).await?;
        let settings = settings_of(&league)?;
        let seasons = self.inner.store.league_seasons(league_id).await?;
        let current = seasons
            .iter()
            .rev()
            .find(|s| s.ended_at.is_none())
            .copied()
            .ok_or_else(|| corrupt("no current season"))?;
        let number = season.unwrap_or(current.number);
        let wanted = seasons.iter().find(|s| s.number == number).ok_or_else(|| {
            AppError::NotFound(msg!(
                "app-no-such-season",
                league = &league.name,
                number = number.0,
                current = current.number.0
            ))
        })?;
        let stored = self.inner.store.league_results(league_id).await?;
        let results: Vec<GameResult> = stored.iter().map(core_result).collect::<Result<_, _>>()?;
        let names = names_of(&stored, &self.members(league_id).await?);
        let book = stored_book(&self.inner.store, &league, &settings).await?;
        let lines = table_lines(&results, &names, number, &settings, &book);
        let games = results
            .iter()
            .filter(|r| r.season == number && r.counts())
            .count();
        let p = crate::app::league::page(&lines, page, per_page);
        Ok(LeagueStandings {
            league_id,
            league: league.name.clone(),
            season: season_of(wanted),
            current: wanted.number == current.number,
            lines: p.items.to_vec(),
            page: p.number,
            pages: p.pages,
            total: p.total,
            games,
        })
    }
}
