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

use std::collections::{BTreeMap, HashMap};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use serde::{Deserialize, Serialize};

use super::{lock, normalize, AppError, Extra, GameInfo, GameSettings, Place, Service, UserId};
use crate::app::league::rating::{Cause, PlayerRating, WengLinRating};
use crate::app::league::result::GameStatus as ResultStatus;
use crate::app::league::standings::Row;
use crate::app::league::{
    authorize, conservative, recompute, season, Action, GameResult, LeagueSettings, Placement,
    RatingBook, RatingEvent, Round, Season,
};
use crate::app::live::LiveGame;
use crate::store::{
    Append, LeagueGameEnd, LeagueGameResult, LeagueLink, LeagueResultRow, LeagueRow, LeagueWrite,
    Millis, NewLeague, NewLeagueEvent, Output, RatingEventRow, RatingRowDb, RatingUpdate,
    SeasonRow, Store, StoreError, Write,
};

/// The longest league name.
pub const MAX_NAME: usize = 40;
/// Standings rows per page.
pub const STANDINGS_PER_PAGE: usize = 10;
/// The shortest and longest season.
pub const MIN_SEASON: Duration = Duration::from_secs(24 * 3600);
pub const MAX_SEASON: Duration = Duration::from_secs(366 * 24 * 3600);

/// What an organiser chooses when creating a league.
#[derive(Clone, Debug, PartialEq)]
pub struct LeagueSpec {
    pub name: String,
    /// The game the league plays (its id in the registry).
    pub game: String,
    /// The options of the league's games, as the game stores them.
    pub options: String,
    /// Each turn's deadline in the league's games.
    pub turn_deadline: Duration,
    /// How long a season lasts; `None`: until an organiser ends it.
    pub season_length: Option<Duration>,
    pub settings: LeagueSettings,
}

/// A member of a league.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LeagueMember {
    pub user: UserId,
    pub name: String,
}

/// A league as `/league info` shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct LeagueInfo {
    pub id: i64,
    pub guild: u64,
    /// Where it was created (season ends are posted there).
    pub channel: u64,
    pub name: String,
    pub settings: LeagueSettings,
    /// The game the league plays.
    pub game: String,
    /// The options of its games, as the game stores them.
    pub options: String,
    pub turn_deadline: Duration,
    pub season_length: Option<Duration>,
    /// The current season.
    pub season: Season,
    pub members: Vec<LeagueMember>,
    /// Organisers (user, name).
    pub organisers: Vec<LeagueMember>,
    /// Rounds drawn so far (all seasons).
    pub rounds: u32,
    /// League games being played now.
    pub live_games: usize,
    /// Counting games of the current season.
    pub season_games: usize,
}

/// A round as drawn: the adapter opens a place per table, then calls
/// [`Service::open_table`] for each.
#[derive(Clone, Debug, PartialEq)]
pub struct RoundDraw {
    pub league_id: i64,
    pub league: String,
    pub round_id: i64,
    /// The round's number in the league (from 1).
    pub number: u32,
    pub season: u32,
    /// The recorded seed of the draw.
    pub seed: u64,
    /// The tables, each in seat order (the first player hosts the table's game).
    pub tables: Vec<Vec<LeagueMember>>,
}

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
    pub league_id: i64,
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

/// A player's line in a league game's result.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ResultLine {
    pub user: UserId,
    pub name: String,
    pub rank: u32,
    pub score: u32,
    pub points: u32,
    pub left: bool,
    /// The shown rating (μ − 3σ) before and after the game.
    pub rating_before: f64,
    pub rating_after: f64,
}

/// What the adapter is to post about a league.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum LeagueEvent {
    /// A league game finished and counted (posted in the game's place).
    GameCounted {
        league: String,
        game: String,
        season: u32,
        /// By rank.
        players: Vec<ResultLine>,
    },
    /// A season ended (posted where the league was created): its final table (every
    /// line), and the season that starts.
    SeasonEnded {
        league: String,
        season: u32,
        final_table: Vec<StandingLine>,
        next: u32,
        next_ends: Option<Millis>,
    },
}

impl LeagueEvent {
    pub fn kind(&self) -> &'static str {
        match self {
            LeagueEvent::GameCounted { .. } => "game_counted",
            LeagueEvent::SeasonEnded { .. } => "season_ended",
        }
    }
}

/// A league event from the outbox, ready to deliver.
#[derive(Clone, Debug, PartialEq)]
pub struct LeagueOutbound {
    /// For [`Service::mark_league_event_delivered`].
    pub id: i64,
    /// Unique forever.
    pub key: String,
    pub league_id: i64,
    pub place: Place,
    pub created_at: Millis,
    pub event: LeagueEvent,
}

/// What ending a season did.
#[derive(Clone, Debug, PartialEq)]
pub struct SeasonEnd {
    pub league: String,
    pub ended: Season,
    pub final_table: Vec<StandingLine>,
    pub next: Season,
}

/// The outcome of [`recompute_ratings`].
#[derive(Clone, Debug, PartialEq)]
pub struct RecomputeReport {
    pub league_id: i64,
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

/// The service's league state: which live games belong to which league, and a lock per
/// league.
#[derive(Default)]
pub(super) struct Leagues {
    games: Mutex<HashMap<String, i64>>,
    locks: Mutex<HashMap<i64, Arc<tokio::sync::Mutex<()>>>>,
}

/// The schedule's key of a league's season end.
fn season_key(league_id: i64) -> String {
    format!("league:{league_id}")
}

/// The league whose season end a schedule key is, if it is one.
pub(super) fn due_league(key: &str) -> Option<i64> {
    key.strip_prefix("league:")?.parse().ok()
}

/// Loads the live league games and schedules the season ends.
pub(super) async fn load(
    store: &Store,
    schedule: &mut super::Schedule,
) -> Result<Leagues, StoreError> {
    let leagues = Leagues::default();
    let live = store.live_league_games().await?;
    lock(&leagues.games).extend(live.into_iter().map(|g| (g.public_id, g.link.league_id)));
    for (league, ends) in store.league_season_ends().await? {
        schedule.set(&season_key(league), Some(ends));
    }
    Ok(leagues)
}

/// Why a table whose players left the league is not played.
fn too_few_left(league: &str, table: usize, left: usize) -> AppError {
    AppError::Refused(format!(
        "table {} is not played: only {left} of its players {} still in {league}",
        table + 1,
        if left == 1 { "is" } else { "are" }
    ))
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

/// A stored result as the core sees it.
fn core_result(g: &LeagueGameResult) -> GameResult {
    GameResult {
        game_id: g.public_id.clone(),
        finished_at: g.finished_at,
        season: g.season,
        status: match g.status.as_str() {
            "finished" => ResultStatus::Finished,
            "abandoned" => ResultStatus::Abandoned,
            _ => ResultStatus::Cancelled,
        },
        players: g
            .players
            .iter()
            .map(|p| Placement {
                user: p.user,
                score: p.score,
                bonus: p.bonus,
                rank: p.rank as usize,
                left: p.left,
            })
            .collect(),
    }
}

fn status_text(s: ResultStatus) -> &'static str {
    match s {
        ResultStatus::Finished => "finished",
        ResultStatus::Abandoned => "abandoned",
        ResultStatus::Cancelled => "cancelled",
    }
}

/// The stored book of a league.
async fn stored_book(
    store: &Store,
    league: &LeagueRow,
    settings: &LeagueSettings,
) -> Result<RatingBook, AppError> {
    let players: BTreeMap<u64, PlayerRating> = store
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
fn rating_row(user: u64, p: &PlayerRating) -> RatingRowDb {
    RatingRowDb {
        user,
        mu: p.rating.rating,
        sigma: p.rating.uncertainty,
        games: p.games,
    }
}

/// The stored form of what `events` changed in `book`.
fn rating_update(book: &RatingBook, events: &[RatingEvent]) -> RatingUpdate {
    let mut users: Vec<u64> = events.iter().map(|e| e.user).collect();
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

/// The final or current table of a season, with names and ratings.
fn table_lines(
    results: &[GameResult],
    names: &HashMap<u64, String>,
    season: u32,
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
fn names_of(stored: &[LeagueGameResult], members: &[LeagueMember]) -> HashMap<u64, String> {
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
    fn league_lock(&self, league_id: i64) -> Arc<tokio::sync::Mutex<()>> {
        lock(&self.inner.leagues.locks)
            .entry(league_id)
            .or_default()
            .clone()
    }

    async fn league_row(&self, guild: u64, name: &str) -> Result<LeagueRow, AppError> {
        let name = name.trim();
        if name.is_empty() {
            return Err(AppError::Refused("name the league".into()));
        }
        self.inner
            .store
            .league_by_name(guild, &name_key(name))
            .await?
            .ok_or_else(|| AppError::NotFound(format!("there is no league called {name} here")))
    }

    async fn league_by_id(&self, league_id: i64) -> Result<LeagueRow, AppError> {
        self.inner
            .store
            .league(league_id)
            .await?
            .ok_or_else(|| AppError::NotFound("that league no longer exists".into()))
    }

    async fn members(&self, league_id: i64) -> Result<Vec<LeagueMember>, AppError> {
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

    async fn current_season(&self, league_id: i64) -> Result<SeasonRow, AppError> {
        self.inner
            .store
            .league_seasons(league_id)
            .await?
            .into_iter()
            .rev()
            .find(|s| s.ended_at.is_none())
            .ok_or_else(|| corrupt(format!("league {league_id} has no current season")))
    }

    /// Refuses a management action to a user who neither organises the league nor is a
    /// server admin, naming who may.
    async fn authorize_league(
        &self,
        league: &LeagueRow,
        action: Action,
        user: UserId,
        is_admin: bool,
        what: &str,
    ) -> Result<(), AppError> {
        let organisers = self.inner.store.league_organisers(league.id).await?;
        let ids: Vec<u64> = organisers.iter().map(|(u, _)| *u).collect();
        authorize(action, user, &ids, is_admin).map_err(|_| {
            let names: Vec<&str> = organisers.iter().map(|(_, n)| n.as_str()).collect();
            AppError::Refused(format!(
                "only the organisers of {} ({}) or server admins (Manage Server) can {what}",
                league.name,
                if names.is_empty() {
                    "none yet".to_string()
                } else {
                    names.join(", ")
                }
            ))
        })
    }

    // ----- Leagues -----

    /// Creates a league on a server; its creator is its first organiser (not a member:
    /// they join like anyone). The first season starts now.
    pub async fn create_league(
        &self,
        guild: u64,
        channel: u64,
        by: UserId,
        by_name: &str,
        spec: LeagueSpec,
    ) -> Result<LeagueInfo, AppError> {
        let name = spec.name.trim().to_string();
        if name.is_empty() || name.chars().count() > MAX_NAME {
            return Err(AppError::BadSettings(format!(
                "a league's name is 1 to {MAX_NAME} characters"
            )));
        }
        if name.contains(['`', '*', '_', '~', '|', '<', '>', '@', '#', ':']) {
            return Err(AppError::BadSettings(
                "a league's name may not contain ` * _ ~ | < > @ # or :".into(),
            ));
        }
        spec.settings.validate().map_err(AppError::BadSettings)?;
        let rules = self.rules(&spec.game)?;
        rules
            .setup(0, &spec.options, spec.settings.table_size.max(2))
            .map_err(AppError::BadSettings)?;
        GameSettings {
            game: spec.game.clone(),
            options: spec.options.clone(),
            turn_deadline: spec.turn_deadline,
            reminder_lead: None,
            max_players: spec.settings.table_size.max(2),
        }
        .validate()?;
        if let Some(len) = spec.season_length {
            if !(MIN_SEASON..=MAX_SEASON).contains(&len) {
                return Err(AppError::BadSettings("a season lasts 1 to 366 days".into()));
            }
        }
        let now = self.inner.clock.now();
        let season_ms = spec.season_length.map(millis);
        let new = NewLeague {
            guild,
            name: name.clone(),
            name_key: name_key(&name),
            channel,
            created_by: by,
            created_by_name: by_name.to_string(),
            settings: serde_json::to_string(&spec.settings).expect("settings serialize"),
            game: spec.game.clone(),
            options: spec.options.clone(),
            turn_ms: millis(spec.turn_deadline),
            season_ms,
            created_at: now,
            first_season_ends: season_ms.map(|l| now + l),
        };
        let id = match self
            .inner
            .store
            .write(Write::League(LeagueWrite::Create(new)))
            .await
        {
            Ok(Output::Id(id)) => id,
            Ok(other) => return Err(corrupt(format!("create league returned {other:?}"))),
            Err(StoreError::Duplicate(_)) => {
                return Err(AppError::Refused(format!(
                    "this server already has a league called {name}"
                )))
            }
            Err(e) => return Err(e.into()),
        };
        if let Some(l) = season_ms {
            lock(&self.inner.schedule).set(&season_key(id), Some(now + l));
            self.inner.wake.notify_one();
        }
        self.league_info_by_id(id).await
    }

    /// A league, by name on a server.
    pub async fn league_info(&self, guild: u64, name: &str) -> Result<LeagueInfo, AppError> {
        let row = self.league_row(guild, name).await?;
        self.league_info_by_id(row.id).await
    }

    /// A league, by id.
    pub async fn league_info_by_id(&self, league_id: i64) -> Result<LeagueInfo, AppError> {
        let row = self.league_by_id(league_id).await?;
        let settings = settings_of(&row)?;
        let season = self.current_season(row.id).await?;
        let members = self.members(row.id).await?;
        let organisers = self
            .inner
            .store
            .league_organisers(row.id)
            .await?
            .into_iter()
            .map(|(user, name)| LeagueMember { user, name })
            .collect();
        let rounds = self.inner.store.league_rounds(row.id, None).await?.len() as u32;
        let games = self.inner.store.league_games(row.id).await?;
        let live_games = games.iter().filter(|g| g.status.is_none()).count();
        let season_games = games
            .iter()
            .filter(|g| g.status.as_deref() == Some("finished") && g.link.season == season.number)
            .count();
        Ok(LeagueInfo {
            id: row.id,
            guild: row.guild,
            channel: row.channel,
            name: row.name.clone(),
            game: row.game.clone(),
            options: options_of(&row)?,
            turn_deadline: Duration::from_millis(row.turn_ms.max(0) as u64),
            season_length: row
                .season_ms
                .map(|l| Duration::from_millis(l.max(0) as u64)),
            settings,
            season: season_of(&season),
            members,
            organisers,
            rounds,
            live_games,
            season_games,
        })
    }

    /// A server's leagues (id, name), by name.
    pub async fn leagues_in(&self, guild: u64) -> Result<Vec<(i64, String)>, AppError> {
        Ok(self
            .inner
            .store
            .leagues_of_guild(guild)
            .await?
            .into_iter()
            .map(|l| (l.id, l.name))
            .collect())
    }

    /// Joins a league (again: updates the name).
    pub async fn join_league(
        &self,
        guild: u64,
        name: &str,
        user: UserId,
        user_name: &str,
    ) -> Result<LeagueInfo, AppError> {
        let row = self.league_row(guild, name).await?;
        let joined = self
            .inner
            .store
            .write(Write::League(LeagueWrite::Join {
                league_id: row.id,
                user,
                name: user_name.to_string(),
                at: self.inner.clock.now(),
            }))
            .await?;
        if joined == Output::Changed(false) {
            return Err(AppError::Refused(format!(
                "you are already a member of {}",
                row.name
            )));
        }
        self.league_info_by_id(row.id).await
    }

    /// Leaves a league. Results already played stay in the standings; games being played
    /// go on.
    pub async fn leave_league(&self, guild: u64, name: &str, user: UserId) -> Result<(), AppError> {
        let row = self.league_row(guild, name).await?;
        let left = self
            .inner
            .store
            .write(Write::League(LeagueWrite::Leave {
                league_id: row.id,
                user,
            }))
            .await?;
        if left == Output::Changed(false) {
            return Err(AppError::Refused(format!(
                "you are not a member of {}",
                row.name
            )));
        }
        Ok(())
    }

    /// Makes `user` an organiser (organisers and admins only).
    #[allow(clippy::too_many_arguments)]
    pub async fn add_organiser(
        &self,
        guild: u64,
        name: &str,
        by: UserId,
        is_admin: bool,
        user: UserId,
        user_name: &str,
    ) -> Result<LeagueInfo, AppError> {
        let row = self.league_row(guild, name).await?;
        self.authorize_league(&row, Action::Configure, by, is_admin, "add organisers")
            .await?;
        let added = self
            .inner
            .store
            .write(Write::League(LeagueWrite::AddOrganiser {
                league_id: row.id,
                user,
                name: user_name.to_string(),
                by,
                at: self.inner.clock.now(),
            }))
            .await?;
        if added == Output::Changed(false) {
            return Err(AppError::Refused(format!(
                "{user_name} already organises {}",
                row.name
            )));
        }
        self.league_info_by_id(row.id).await
    }

    /// Removes an organiser (organisers and admins only; the last organiser stays unless
    /// an admin removes them).
    pub async fn remove_organiser(
        &self,
        guild: u64,
        name: &str,
        by: UserId,
        is_admin: bool,
        user: UserId,
    ) -> Result<LeagueInfo, AppError> {
        let row = self.league_row(guild, name).await?;
        self.authorize_league(&row, Action::Configure, by, is_admin, "remove organisers")
            .await?;
        let organisers = self.inner.store.league_organisers(row.id).await?;
        if !organisers.iter().any(|(u, _)| *u == user) {
            return Err(AppError::Refused(format!(
                "they do not organise {}",
                row.name
            )));
        }
        if organisers.len() == 1 && !is_admin {
            return Err(AppError::Refused(
                "a league keeps at least one organiser; add another first".into(),
            ));
        }
        self.inner
            .store
            .write(Write::League(LeagueWrite::RemoveOrganiser {
                league_id: row.id,
                user,
            }))
            .await?;
        self.league_info_by_id(row.id).await
    }

    // ----- Rounds and league games -----

    /// Draws a round (organisers and admins only): the members are split into tables of
    /// the league's size with a seed from the service's generator, mixing away from the
    /// season's earlier rounds; the draw is recorded. Then open each table with
    /// [`Service::open_table`].
    pub async fn draw_round(
        &self,
        guild: u64,
        name: &str,
        by: UserId,
        is_admin: bool,
    ) -> Result<RoundDraw, AppError> {
        let row = self.league_row(guild, name).await?;
        self.authorize_league(&row, Action::StartRound, by, is_admin, "start a round")
            .await?;
        let settings = settings_of(&row)?;
        let members = self.members(row.id).await?;
        let ids: Vec<u64> = members.iter().map(|m| m.user).collect();
        let guard = self.league_lock(row.id);
        let _guard = guard.lock().await;
        let season = self.current_season(row.id).await?;
        let all = self.inner.store.league_rounds(row.id, None).await?;
        let previous: Vec<Round> = all
            .iter()
            .filter(|r| r.season == season.number)
            .map(|r| serde_json::from_str(&r.draw).map_err(|e| corrupt(format!("round: {e}"))))
            .collect::<Result<_, _>>()?;
        let seed = lock(&self.inner.rng).next_u64();
        let round = Round::draw(&ids, settings.table_size, seed, &previous)
            .map_err(|e| AppError::Refused(format!("{e}; members join with /league join")))?;
        let number = all.last().map_or(1, |r| r.number + 1);
        let out = self
            .inner
            .store
            .write(Write::League(LeagueWrite::Round {
                league_id: row.id,
                season: season.number,
                number,
                seed,
                draw: serde_json::to_string(&round).expect("a round serializes"),
                by,
                at: self.inner.clock.now(),
            }))
            .await?;
        let Output::Id(round_id) = out else {
            return Err(corrupt(format!("round returned {out:?}")));
        };
        let names: HashMap<u64, &str> = members.iter().map(|m| (m.user, m.name.as_str())).collect();
        Ok(RoundDraw {
            league_id: row.id,
            league: row.name.clone(),
            round_id,
            number,
            season: season.number,
            seed,
            tables: round
                .tables
                .iter()
                .map(|t| {
                    t.iter()
                        .map(|&user| LeagueMember {
                            user,
                            name: names.get(&user).copied().unwrap_or("player").to_string(),
                        })
                        .collect()
                })
                .collect(),
        })
    }

    /// Opens table `table` (from 0) of a drawn round in `place`: creates its game with
    /// the league's options, seats the table's players (the first hosts, as the Mayor)
    /// and starts it. A table opens once. A player who has left the league since the
    /// draw is left out, and the table plays with those who remain (the first of them
    /// hosts); with fewer than two left, the table is not played and nothing is created.
    pub async fn open_table(
        &self,
        round_id: i64,
        table: usize,
        place: Place,
    ) -> Result<GameInfo, AppError> {
        let round_row = self
            .inner
            .store
            .league_round(round_id)
            .await?
            .ok_or_else(|| AppError::NotFound("no such round".into()))?;
        let league = self.league_by_id(round_row.league_id).await?;
        let round: Round = serde_json::from_str(&round_row.draw)
            .map_err(|e| corrupt(format!("round {round_id}: {e}")))?;
        let players = round
            .tables
            .get(table)
            .ok_or_else(|| AppError::NotFound(format!("the round has no table {}", table + 1)))?;
        let names: HashMap<u64, String> = self
            .members(league.id)
            .await?
            .into_iter()
            .map(|m| (m.user, m.name))
            .collect();
        let seated: Vec<(u64, String)> = players
            .iter()
            .filter_map(|u| names.get(u).map(|name| (*u, name.clone())))
            .collect();
        if seated.len() < 2 {
            return Err(too_few_left(&league.name, table, seated.len()));
        }
        let link = LeagueLink {
            league_id: league.id,
            season: round_row.season,
            round_id: Some(round_id),
            table_no: Some(table as u32),
        };
        let svc = self.clone();
        tokio::spawn(async move {
            let (host, host_name) = seated[0].clone();
            let info = svc
                .create_in_league(place, host, host_name, &league, link, seated.len())
                .await?;
            let mut joined = 1;
            for (user, name) in &seated[1..] {
                // Someone who leaves the league this very moment is left out too.
                match svc.join(&info.id, *user, name).await {
                    Ok(_) => joined += 1,
                    Err(AppError::Refused(why)) => {
                        tracing::info!(game = info.id, user, "left out of a league table: {why}")
                    }
                    Err(e) => return Err(e),
                }
            }
            if joined < 2 {
                // Not left behind as a lobby that never starts.
                svc.on_game(&info.id, move |live, now, _| {
                    Ok((Some(live.cancel(host, true, now)?), ()))
                })
                .await?;
                return Err(too_few_left(&league.name, table, joined));
            }
            svc.start_game(&info.id, host).await
        })
        .await
        .map_err(|_| AppError::ShuttingDown)?
    }

    /// A league game opened by a member (`/tucana new league:NAME`): a lobby that only the
    /// league's members may join; the host starts it as usual.
    pub async fn create_league_game(
        &self,
        place: Place,
        name: &str,
        host: UserId,
        host_name: &str,
    ) -> Result<GameInfo, AppError> {
        let league = self.league_host(place.guild, name, host).await?;
        let members = self.members(league.id).await?;
        let season = self.current_season(league.id).await?;
        let link = LeagueLink {
            league_id: league.id,
            season: season.number,
            round_id: None,
            table_no: None,
        };
        let svc = self.clone();
        let host_name = host_name.to_string();
        let max = members.len().min(crate::app::MAX_PLAYERS);
        tokio::spawn(async move {
            let _one_at_a_time = svc.creating(host).await;
            svc.check_new_lobby(host).await?;
            svc.create_in_league(place, host, host_name, &league, link, max)
                .await
        })
        .await
        .map_err(|_| AppError::ShuttingDown)?
    }

    /// Refuses to open a game of a league to anyone but its members.
    pub async fn check_league_host(
        &self,
        guild: u64,
        name: &str,
        host: UserId,
    ) -> Result<(), AppError> {
        self.league_host(guild, name, host).await.map(|_| ())
    }

    async fn league_host(
        &self,
        guild: u64,
        name: &str,
        host: UserId,
    ) -> Result<LeagueRow, AppError> {
        let league = self.league_row(guild, name).await?;
        let members = self.members(league.id).await?;
        if !members.iter().any(|m| m.user == host) {
            return Err(AppError::Refused(format!(
                "only members of {} can open its games; join it first with /league join",
                league.name
            )));
        }
        Ok(league)
    }

    async fn create_in_league(
        &self,
        place: Place,
        host: UserId,
        host_name: String,
        league: &LeagueRow,
        link: LeagueLink,
        max_players: usize,
    ) -> Result<GameInfo, AppError> {
        let settings = GameSettings {
            game: league.game.clone(),
            options: options_of(league)?,
            turn_deadline: Duration::from_millis(league.turn_ms.max(0) as u64),
            reminder_lead: None,
            max_players: max_players.max(2),
        };
        settings.validate()?;
        let extra = Extra {
            league: Some(link),
            ..Extra::default()
        };
        let info = self.create(place, host, host_name, settings, extra).await?;
        lock(&self.inner.leagues.games).insert(info.id.clone(), league.id);
        Ok(info)
    }

    /// The league a live game belongs to, if any.
    fn league_of_live(&self, game: &str) -> Option<i64> {
        lock(&self.inner.leagues.games).get(game).copied()
    }

    /// Whether `user` cancels `game` with an admin's rights. A league game is the league's:
    /// its organisers and admins cancel it, anyone else is refused (its host too, for a
    /// cancelled game does not count). Any other game: as the adapter said.
    pub(super) async fn cancel_rights(
        &self,
        game: &str,
        user: UserId,
        is_admin: bool,
    ) -> Result<bool, AppError> {
        let Some(league) = self.league_of_live(&normalize(game)) else {
            return Ok(is_admin);
        };
        let row = self.league_by_id(league).await?;
        self.authorize_league(
            &row,
            Action::CancelGame,
            user,
            is_admin,
            "cancel a league game",
        )
        .await?;
        Ok(true)
    }

    /// Refuses a non-member's joining a league game.
    pub(super) async fn check_league_join(&self, game: &str, user: UserId) -> Result<(), AppError> {
        let Some(league) = self.league_of_live(&normalize(game)) else {
            return Ok(());
        };
        let members = self.members(league).await?;
        if members.iter().any(|m| m.user == user) {
            return Ok(());
        }
        let row = self.league_by_id(league).await?;
        Err(AppError::Refused(format!(
            "this is a game of the league {}: only its members can join",
            row.name
        )))
    }

    /// Called under the game's lock with the append that ends a game: if it is a league
    /// game, takes the league's lock (held until the caller has committed) and returns the
    /// write that also records the league result.
    pub(super) async fn league_game_end(
        &self,
        key: &str,
        live: &LiveGame,
        append: Append,
    ) -> Result<(Write, Option<tokio::sync::OwnedMutexGuard<()>>), AppError> {
        let Some(league_id) = self.league_of_live(key) else {
            return Ok((Write::Append(append), None));
        };
        let guard = self.league_lock(league_id).lock_owned().await;
        let league = self.league_by_id(league_id).await?;
        let settings = settings_of(&league)?;
        let season = self.current_season(league_id).await?;
        let mut book = stored_book(&self.inner.store, &league, &settings).await?;

        let cancelled = append.status == crate::store::GameStatus::Cancelled;
        let mut players: Vec<Placement> = Vec::new();
        let mut names = HashMap::new();
        if let Some(game) = live.game() {
            for s in game.standings() {
                let p = &live.players[s.seat];
                names.insert(p.user, p.name.clone());
                players.push(Placement::from_score(p.user, &s, game.has_resigned(s.seat)));
            }
        }
        // In the order the store gives them back (rank, then user), so that a
        // recomputation from the stored results feeds the same order.
        players.sort_by_key(|p| (p.rank, p.user));
        let everyone_left = !players.is_empty() && players.iter().all(|p| p.left);
        let status = if cancelled {
            ResultStatus::Cancelled
        } else if everyone_left {
            ResultStatus::Abandoned
        } else {
            ResultStatus::Finished
        };
        let now = append.at;
        let cause = Cause::Game {
            game_id: key.to_string(),
        };
        // Keep the ratings' timeline strictly increasing: a game ending in the same
        // millisecond as one already applied, with a smaller id, moves on by 1 ms.
        let finished_at = match book.last() {
            Some((at, last)) if (now, &cause) <= (*at, last) => at + 1,
            _ => now,
        };
        let result = GameResult {
            game_id: key.to_string(),
            finished_at,
            season: season.number,
            status,
            players,
        };
        let before: HashMap<u64, f64> = result
            .players
            .iter()
            .map(|p| (p.user, conservative(&book.rating(p.user))))
            .collect();
        let events = book
            .apply_game(&result)
            .map_err(|e| corrupt(format!("league {league_id}: {e}")))?;
        let counts = result.counts();
        let size = result.players.len();
        let rows: Vec<LeagueResultRow> = result
            .players
            .iter()
            .map(|p| LeagueResultRow {
                user: p.user,
                name: names.get(&p.user).cloned().unwrap_or_default(),
                score: p.score,
                bonus: p.bonus,
                rank: p.rank as u32,
                points: if counts {
                    settings.points.points(p.rank, size)
                } else {
                    0
                },
                left: p.left,
            })
            .collect();
        let event = counts.then(|| {
            let mut lines: Vec<ResultLine> = rows
                .iter()
                .map(|r| ResultLine {
                    user: r.user,
                    name: r.name.clone(),
                    rank: r.rank,
                    score: r.score,
                    points: r.points,
                    left: r.left,
                    rating_before: before.get(&r.user).copied().unwrap_or(0.0),
                    rating_after: conservative(&book.rating(r.user)),
                })
                .collect();
            lines.sort_by_key(|l| (l.rank, l.user));
            let event = LeagueEvent::GameCounted {
                league: league.name.clone(),
                game: key.to_string(),
                season: season.number,
                players: lines,
            };
            NewLeagueEvent {
                place: live.row.place,
                kind: event.kind().to_string(),
                key: format!("league{league_id}:game:{key}"),
                payload: serde_json::to_string(&event).expect("events serialize"),
            }
        });
        let end = LeagueGameEnd {
            league_id,
            game_id: live.row.id,
            season: season.number,
            status: status_text(status).to_string(),
            finished_at,
            results: rows,
            rating: rating_update(&book, &events),
            event,
        };
        Ok((
            Write::EndLeagueGame {
                append,
                end: Box::new(end),
            },
            Some(guard),
        ))
    }

    /// After a league game's end is committed: it is no longer live.
    pub(super) fn league_game_settled(&self, key: &str) {
        lock(&self.inner.leagues.games).remove(key);
    }

    // ----- Standings and seasons -----

    /// The id of a server's league by name.
    pub async fn league_id(&self, guild: u64, name: &str) -> Result<i64, AppError> {
        Ok(self.league_row(guild, name).await?.id)
    }

    /// A page (from 1; clamped) of a season's standings (the current season if `None`).
    pub async fn league_standings(
        &self,
        league_id: i64,
        season: Option<u32>,
        page: usize,
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
            AppError::NotFound(format!(
                "{} has no season {number} (it is in season {})",
                league.name, current.number
            ))
        })?;
        let stored = self.inner.store.league_results(league_id).await?;
        let results: Vec<GameResult> = stored.iter().map(core_result).collect();
        let names = names_of(&stored, &self.members(league_id).await?);
        let book = stored_book(&self.inner.store, &league, &settings).await?;
        let lines = table_lines(&results, &names, number, &settings, &book);
        let games = results
            .iter()
            .filter(|r| r.season == number && r.counts())
            .count();
        let p = crate::app::league::page(&lines, page, STANDINGS_PER_PAGE);
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

    /// Ends the current season now (organisers and admins only): posts its final table and
    /// starts the next, ratings carried over.
    pub async fn end_season(
        &self,
        guild: u64,
        name: &str,
        by: UserId,
        is_admin: bool,
    ) -> Result<SeasonEnd, AppError> {
        let row = self.league_row(guild, name).await?;
        self.authorize_league(&row, Action::EndSeason, by, is_admin, "end a season")
            .await?;
        self.roll_season(row.id, true)
            .await?
            .ok_or_else(|| corrupt("the season did not end"))
    }

    /// The scheduler's call for a league whose season end is due.
    pub(super) async fn season_due(&self, league_id: i64) -> Result<(), AppError> {
        self.roll_season(league_id, false).await.map(|_| ())
    }

    /// Ends the league's current season if `now` (or if it is over), under the league's
    /// lock, and schedules the next season's end.
    async fn roll_season(&self, league_id: i64, now: bool) -> Result<Option<SeasonEnd>, AppError> {
        let guard = self.league_lock(league_id);
        let _guard = guard.lock().await;
        let league = self.league_by_id(league_id).await?;
        let settings = settings_of(&league)?;
        let current_row = self.current_season(league_id).await?;
        let current = season_of(&current_row);
        let clock = self.inner.clock.now();
        if !now && !current.is_over(clock) {
            lock(&self.inner.schedule).set(&season_key(league_id), current.ends);
            return Ok(None);
        }
        let stored = self.inner.store.league_results(league_id).await?;
        let results: Vec<GameResult> = stored.iter().map(core_result).collect();
        let mut book = stored_book(&self.inner.store, &league, &settings).await?;
        let at = clock
            .max(current.starts)
            .max(book.last_at().map_or(i64::MIN, |t| t.saturating_add(1)));
        let next_ends = league.season_ms.map(|l| at.saturating_add(l));
        let rollover = season::roll_over(
            &current,
            clock,
            next_ends,
            &results,
            &settings.points,
            &mut book,
        )
        .map_err(|e| corrupt(format!("league {league_id}: {e}")))?;
        let names = names_of(&stored, &self.members(league_id).await?);
        let final_table = table_lines(&results, &names, current.number, &settings, &book);
        let event = LeagueEvent::SeasonEnded {
            league: league.name.clone(),
            season: current.number,
            final_table: final_table.clone(),
            next: rollover.next.number,
            next_ends: rollover.next.ends,
        };
        let new_event = NewLeagueEvent {
            place: Place {
                guild: league.guild,
                channel: league.channel,
            },
            kind: event.kind().to_string(),
            key: format!("league{league_id}:season{}:end", current.number),
            payload: serde_json::to_string(&event).expect("events serialize"),
        };
        self.inner
            .store
            .write(Write::League(LeagueWrite::EndSeason {
                league_id,
                ended: current.number,
                at: rollover.next.starts,
                next_ends: rollover.next.ends,
                rating: rating_update(&book, &rollover.rating_events),
                event: Some(new_event),
            }))
            .await?;
        lock(&self.inner.schedule).set(&season_key(league_id), rollover.next.ends);
        self.inner.wake.notify_one();
        Ok(Some(SeasonEnd {
            league: league.name,
            ended: rollover.ended,
            final_table,
            next: rollover.next,
        }))
    }

    // ----- The leagues' outbox -----

    /// League events not yet confirmed delivered, oldest first (at most `limit`).
    pub async fn pending_league_events(&self, limit: u32) -> Result<Vec<LeagueOutbound>, AppError> {
        self.inner
            .store
            .pending_league_events(limit)
            .await?
            .into_iter()
            .map(|row| {
                let event = serde_json::from_str(&row.payload)
                    .map_err(|e| corrupt(format!("league event {}: {e}", row.id)))?;
                Ok(LeagueOutbound {
                    id: row.id,
                    key: row.key,
                    league_id: row.league_id,
                    place: row.place,
                    created_at: row.created_at,
                    event,
                })
            })
            .collect()
    }

    /// Confirms a league event delivered.
    pub async fn mark_league_event_delivered(&self, event_id: i64) -> Result<bool, AppError> {
        let out = self
            .inner
            .store
            .write(Write::League(LeagueWrite::MarkDelivered {
                event_id,
                at: self.inner.clock.now(),
            }))
            .await?;
        Ok(out == Output::Changed(true))
    }
}

/// Rebuilds a league's ratings from its stored results and seasons (the core's
/// [`recompute`]) and compares them, bit for bit, with the stored ratings and rating
/// events; with `write`, replaces the stored ones by the recomputed ones. For
/// `tucana league recompute`; run it while the bot is stopped, or the bot may rate a
/// game in between.
pub async fn recompute_ratings(
    store: &Store,
    league_id: i64,
    write: bool,
) -> Result<RecomputeReport, AppError> {
    let league = store
        .league(league_id)
        .await?
        .ok_or_else(|| AppError::NotFound(format!("no league with id {league_id}")))?;
    let settings = settings_of(&league)?;
    let results: Vec<GameResult> = store
        .league_results(league_id)
        .await?
        .iter()
        .map(core_result)
        .collect();
    let seasons: Vec<Season> = store
        .league_seasons(league_id)
        .await?
        .iter()
        .map(season_of)
        .collect();
    let (book, events) = recompute(&results, &seasons, settings.rating)
        .map_err(|e| AppError::Refused(format!("the results cannot be replayed: {e}")))?;
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
            None => differences.push(format!("player {}: no stored rating", r.user)),
            Some(s) if !(same(s.mu, r.mu) && same(s.sigma, r.sigma) && s.games == r.games) => {
                differences.push(format!(
                    "player {}: stored μ {} σ {} ({} games), recomputed μ {} σ {} ({} games)",
                    r.user, s.mu, s.sigma, s.games, r.mu, r.sigma, r.games
                ))
            }
            Some(_) => {}
        }
    }
    for s in &stored_ratings {
        if !fresh_ratings.iter().any(|r| r.user == s.user) {
            differences.push(format!("player {}: stored but not recomputed", s.user));
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
        differences.push(format!(
            "{} rating events stored, {} recomputed",
            stored_events.len(),
            fresh.events.len()
        ));
    } else if let Some(i) =
        (0..stored_events.len()).find(|&i| !same_event(&stored_events[i], &fresh.events[i]))
    {
        differences.push(format!("rating event {} differs", i + 1));
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
