//! Community leagues: the service's side. The decisions are the pure core's
//! ([`crate::app::league`]); this module stores them and wires them to games.
//!
//! - A league belongs to a server (guild) and is found by its name there (any case).
//! - A round is played in two steps, so that the adapter can give every table a place of
//!   its own (a thread): [`Service::draw_round`] draws and records the tables, then
//!   [`Service::open_table`] creates each table's game in the place given, seats the
//!   table's players and starts it. Members may also open a league game themselves
//!   ([`Service::create_league_game`]); only members may join a league game.
//! - When a league game ends, the move that ends it is committed together with the
//!   league result: every player's placement and points, and the rating changes (in the
//!   same transaction, see [`crate::store::Write::EndLeagueGame`]); a [`LeagueEvent`] goes
//!   to the leagues' outbox. Changes to a league's ratings and seasons are serialized by a
//!   per-league lock, always taken after a game's lock, never before.
//! - A season ends at its date (the scheduler, or [`Service::run_due`], with the
//!   service's clock) or by an organiser ([`Service::end_season`]); the final table goes to
//!   the outbox and the next season starts with the ratings carried over.
//! - [`recompute_ratings`] rebuilds a league's ratings from its stored results, for
//!   `tucana league recompute`.
//!
//! One module per job, each adding its calls to [`Service`]:
//! [`info`] (creating a league, `/league info`), [`members`] (members, organisers and
//! who may manage), [`rounds`] (drawing rounds and opening league games), [`results`]
//! (a league game's end), [`standings`], [`seasons`] (a season's end), [`events`] (the
//! leagues' outbox) and [`ratings`] (stored ratings, and their recomputation). This file
//! holds what they share: the live state, and finding a league and its season.

mod events;
mod info;
mod members;
mod ratings;
mod results;
mod rounds;
mod seasons;
mod standings;
mod substitutes;

use crate::store::GuildId;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use super::{lock, AppError, Service};
use crate::app::league::{LeagueSettings, Season};
use crate::app::shards::ShardRange;
use crate::game::Rules;
use crate::store::{LeagueId, LeagueRow, SeasonRow, Store, StoreError};
use crate::words::msg;

pub use events::{LeagueEvent, LeagueOutbound};
pub use info::{LeagueInfo, LeagueSpec};
pub use members::LeagueMember;
pub use ratings::{recompute_ratings, RecomputeReport};
pub use results::ResultLine;
pub use rounds::RoundDraw;
pub use seasons::SeasonEnd;
pub use standings::{LeagueStandings, StandingLine, STANDINGS_PER_PAGE};

/// The service's league state: which live games belong to which league, and a lock per
/// league.
#[derive(Default)]
pub(super) struct Leagues {
    games: Mutex<HashMap<String, LeagueId>>,
    locks: Mutex<HashMap<LeagueId, Arc<tokio::sync::Mutex<()>>>>,
}

/// The schedule's key of a league's season end.
fn season_key(league_id: LeagueId) -> String {
    format!("league:{league_id}")
}

/// The league whose season end a schedule key is, if it is one.
pub(super) fn due_league(key: &str) -> Option<LeagueId> {
    key.strip_prefix("league:")?.parse().ok()
}

/// Loads the live league games and schedules the season ends (of the leagues of the
/// servers of `shards` only: another process ends the others' seasons). Every live league
/// game is listed, its own or not: the list only says which league a game is in.
pub(super) async fn load(
    store: &Store,
    shards: Option<ShardRange>,
    schedule: &mut super::Schedule,
) -> Result<Leagues, StoreError> {
    let leagues = Leagues::default();
    let live = store.live_league_games().await?;
    lock(&leagues.games).extend(live.into_iter().map(|g| (g.public_id, g.link.league_id)));
    let ends = store
        .league_season_ends(shards.map(|range| range.owner()))
        .await?;
    for (league, ends) in ends {
        schedule.set(&season_key(league), Some(ends));
    }
    Ok(leagues)
}

fn name_key(name: &str) -> String {
    name.trim().to_lowercase()
}

fn corrupt(what: impl std::fmt::Display) -> AppError {
    AppError::Storage(StoreError::Corrupt(what.to_string()))
}

fn settings_of(row: &LeagueRow) -> Result<LeagueSettings, AppError> {
    serde_json::from_str(&row.settings).map_err(|e| corrupt(format!("league settings: {e}")))
}

fn options_of(row: &LeagueRow) -> Result<String, AppError> {
    serde_json::from_str::<serde_json::Value>(&row.options)
        .map_err(|e| corrupt(format!("league options: {e}")))?;
    Ok(row.options.clone())
}

/// The options of a league's game: the league's, with the pace a round chose (free or
/// together), if it chose one.
fn league_options(
    row: &LeagueRow,
    free_pace: Option<bool>,
    rules: impl Fn(&str) -> Option<&'static dyn Rules>,
) -> Result<String, AppError> {
    let options = options_of(row)?;
    let Some(free) = free_pace else {
        return Ok(options);
    };
    let rules =
        rules(&row.game).ok_or_else(|| AppError::Broken(format!("no game {}", row.game)))?;
    rules.with_pace(&options, free).map_err(AppError::Refused)
}

fn season_of(row: &SeasonRow) -> Season {
    Season {
        number: row.number,
        starts: row.starts_at,
        ends: row.ended_at.or(row.ends_at),
    }
}

fn millis(d: Duration) -> i64 {
    i64::try_from(d.as_millis()).unwrap_or(i64::MAX)
}

impl Service {
    fn league_lock(&self, league_id: LeagueId) -> Arc<tokio::sync::Mutex<()>> {
        lock(&self.inner.leagues.locks)
            .entry(league_id)
            .or_default()
            .clone()
    }

    async fn league_row(&self, guild: GuildId, name: &str) -> Result<LeagueRow, AppError> {
        let name = name.trim();
        if name.is_empty() {
            return Err(AppError::Refused(msg!("app-name-the-league")));
        }
        // Every league call by name comes from its server: another process's server is
        // refused before its league is read, let alone changed.
        self.check_owner(guild)?;
        self.inner
            .store
            .league_by_name(guild, &name_key(name))
            .await?
            .ok_or_else(|| AppError::NotFound(msg!("app-no-such-league", name)))
    }

    async fn league_by_id(&self, league_id: LeagueId) -> Result<LeagueRow, AppError> {
        self.inner
            .store
            .league(league_id)
            .await?
            .ok_or_else(|| AppError::NotFound(msg!("app-league-gone")))
    }

    async fn members(&self, league_id: LeagueId) -> Result<Vec<LeagueMember>, AppError> {
        Ok(self
            .inner
            .store
            .league_members(league_id)
            .await?
            .into_iter()
            .map(|m| LeagueMember {
                user: m.user,
                name: m.name,
            })
            .collect())
    }

    async fn current_season(&self, league_id: LeagueId) -> Result<SeasonRow, AppError> {
        self.inner
            .store
            .league_seasons(league_id)
            .await?
            .into_iter()
            .rev()
            .find(|s| s.ended_at.is_none())
            .ok_or_else(|| corrupt(format!("league {league_id} has no current season")))
    }

    /// The league a live game belongs to, if any.
    pub(in crate::app::service) fn league_of_live(&self, game: &str) -> Option<LeagueId> {
        lock(&self.inner.leagues.games).get(game).copied()
    }
}
