//! The web pages' side of the service (issue 45): who may see what, and what each page
//! shows. Every page is public, so every rule is here, once, for every surface that shows
//! them (`src/web/`; its tests: `tests/services/pages.rs`):
//!
//! - a server's pages exist only while its admins have them on (`/settings web:on`):
//!   its leagues, its games, its daily boards; anything else answers [`not_shown`], as an
//!   unknown id does;
//! - no platform id reaches a page: a server and a player are named by the bot's own
//!   web ids ([`crate::store::WebRow`]), a game by its public id, a league by its row id;
//! - a player's page exists only while they chose it to be public (`/game settings
//!   profile:public`); otherwise their name shows, linking nowhere;
//! - a game shows only what is public now: its public log and the pictures of the steps
//!   that are over (a free-paced game's as far as its slowest player), its script and
//!   standings once it is finished; a daily attempt nothing until its day is over;
//! - the daily board of today shows scores alone.
//!
//! Pictures and logs are worked out on the drawers' threads ([`heavy`]).

use std::collections::HashMap;
use std::sync::atomic::Ordering;
use std::sync::Arc;

use super::{lock, AppError, Service};
use crate::app::heavy;
use crate::app::league::conservative;
use crate::app::replay::{self, PublicStep};
use crate::app::told::{LogLine, Origin};
use crate::app::{Actor, GameStatus, GameView, PictureKey};
use crate::game::{Date, Rules};
use crate::store::{GuildId, LeagueId, SeasonNo, UserId, WebWrite};
use crate::words::msg;

mod game;

pub use game::{GamePage, SeatResult};
pub(super) use game::{KeptSteps, PAGE_STEPS_KEPT};

/// Finished games per page of a server's or a player's list.
pub const GAMES_PER_PAGE: usize = 20;
/// Standings lines per page of a season.
pub const LINES_PER_PAGE: usize = 50;
/// Past days a daily page lists.
pub const PAST_DAYS: usize = 14;
/// Players whose ratings a season's chart draws (the top of the table).
pub const CHART_PLAYERS: usize = 8;

/// What a page may not show answers as an unknown id does: nothing says it exists.
pub fn not_shown() -> AppError {
    AppError::NotFound(msg!("app-not-shown"))
}

/// A player's name on a page, with their page's id if it is public.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct WebName {
    pub name: String,
    pub page: Option<String>,
    pub bot: bool,
}

/// A finished game in a list.
#[derive(Clone)]
pub struct GameLine {
    pub id: String,
    pub rules: &'static dyn Rules,
    pub ended_at: Option<i64>,
    pub players: u32,
}

/// A page of finished games.
#[derive(Clone)]
pub struct GameList {
    pub games: Vec<GameLine>,
    /// From 1.
    pub page: usize,
    pub pages: usize,
    pub total: u64,
}

/// A league of a server, with its current season.
#[derive(Clone)]
pub struct LeagueLine {
    pub id: LeagueId,
    pub name: String,
    pub rules: &'static dyn Rules,
    pub season: SeasonNo,
    pub members: usize,
}

/// A server's page.
#[derive(Clone)]
pub struct ServerPage {
    pub web_id: String,
    pub name: String,
    pub leagues: Vec<LeagueLine>,
    pub games: GameList,
    /// The games that have a daily challenge.
    pub dailies: Vec<&'static dyn Rules>,
}

/// A line of a season's table.
#[derive(Clone)]
pub struct SeasonLine {
    pub position: usize,
    pub who: WebName,
    pub played: u32,
    pub wins: u32,
    pub points: u64,
    pub average: f64,
    pub best: u32,
    /// The shown rating (μ − 3σ), if rated.
    pub rating: Option<f64>,
}

/// A player's place at a table of a round.
#[derive(Clone)]
pub struct TableSeat {
    pub who: WebName,
    /// Rank, points and score once the game ended.
    pub result: Option<(u32, u32, u32)>,
}

/// A table of a round: its game and its players.
#[derive(Clone)]
pub struct RoundTable {
    pub number: usize,
    pub game: Option<String>,
    /// The game's league status (`finished`, `abandoned`, `cancelled`), `None` in play.
    pub status: Option<String>,
    pub seats: Vec<TableSeat>,
}

/// A round of a season.
#[derive(Clone)]
pub struct RoundLine {
    pub number: u32,
    pub tables: Vec<RoundTable>,
}

/// A player's rating over a season: the shown rating after each of its changes.
#[derive(Clone)]
pub struct RatingLine {
    pub who: WebName,
    /// (when, rating) in order.
    pub points: Vec<(i64, f64)>,
}

/// A league season's page.
#[derive(Clone)]
pub struct SeasonPage {
    pub server: String,
    pub server_name: String,
    pub league: LeagueId,
    pub name: String,
    pub rules: &'static dyn Rules,
    pub season: SeasonNo,
    pub current: bool,
    pub seasons: Vec<SeasonNo>,
    pub lines: Vec<SeasonLine>,
    pub page: usize,
    pub pages: usize,
    pub rounds: Vec<RoundLine>,
    pub chart: Vec<RatingLine>,
}

/// A line of a daily board.
#[derive(Clone)]
pub struct BoardLine {
    pub rank: u32,
    pub who: WebName,
    pub total: u32,
    /// The attempt's game, on a day that is over.
    pub game: Option<String>,
}

/// A past day of a daily challenge.
#[derive(Clone)]
pub struct PastDay {
    pub date: Date,
    pub par: Option<u32>,
}

/// A daily challenge's page, for a server: a day's board (today's: scores alone) and the
/// past days.
#[derive(Clone)]
pub struct DailyPage {
    pub server: String,
    pub server_name: String,
    pub rules: &'static dyn Rules,
    pub date: Date,
    pub today: bool,
    pub par: Option<u32>,
    pub board: Vec<BoardLine>,
    pub players: u64,
    pub past: Vec<PastDay>,
}

/// A player's record of a game.
#[derive(Clone)]
pub struct PlayerGame {
    pub rules: &'static dyn Rules,
    pub games: i64,
    pub ratings: Vec<(LeagueId, String, f64, u32)>,
    pub daily: Option<crate::app::DailyStats>,
}

/// A finished game in a player's list, with their rank in it.
#[derive(Clone)]
pub struct PlayerResult {
    pub game: GameLine,
    pub rank: Option<usize>,
    pub total: Option<u32>,
}

/// A player's page.
#[derive(Clone)]
pub struct PlayerPage {
    pub web_id: String,
    pub name: String,
    pub per_game: Vec<PlayerGame>,
    pub results: Vec<PlayerResult>,
    pub page: usize,
    pub pages: usize,
}

/// Page `page` (from 1, clamped) of `total` items by `per`: (page, pages, offset).
fn paged(page: usize, total: u64, per: usize) -> (usize, usize, usize) {
    let pages = (total as usize).div_ceil(per).max(1);
    let page = page.clamp(1, pages);
    (page, pages, (page - 1) * per)
}

/// A web id: 10 letters and digits, from the service's generator.
fn fresh_web_id(service: &Service) -> String {
    super::lobby::readable_id(&mut lock(&service.inner.rng), 10)
}

impl Service {
    /// Turns a server's web pages on or off (`/settings web:`), for someone who may manage
    /// it; `name` is the server's name for its pages' title. Its web id.
    pub async fn set_web(&self, who: &Actor, name: &str, on: bool) -> Result<String, AppError> {
        let guild = who
            .guild
            .ok_or(AppError::Said(msg!("app-web-server-only")))?;
        if !who.admin {
            return Err(AppError::Refused(msg!("app-web-admins-only")));
        }
        let store = &self.inner.store;
        let web_id = match store.web_server_of(guild).await? {
            Some(row) => row.web_id,
            None => fresh_web_id(self),
        };
        let name: String = name.chars().take(100).collect();
        store
            .write(crate::store::Write::Web(WebWrite::Server {
                guild,
                web_id,
                name,
                on,
                at: self.inner.clock.now(),
            }))
            .await?;
        let row = store.web_server_of(guild).await?;
        Ok(row.map(|r| r.web_id).unwrap_or_default())
    }

    /// A server's web id, while its pages are on (to link them from its posts).
    pub async fn web_of(&self, guild: GuildId) -> Result<Option<String>, AppError> {
        let row = self.inner.store.web_server_of(guild).await?;
        Ok(row.filter(|r| r.shown).map(|r| r.web_id))
    }

    /// Makes a player's page public or not (`/game settings profile:`): their web id.
    pub async fn set_profile(&self, user: UserId, public: bool) -> Result<String, AppError> {
        let store = &self.inner.store;
        let web_id = match store.web_player_of(user).await? {
            Some(row) => row.web_id,
            None => fresh_web_id(self),
        };
        store
            .write(crate::store::Write::Web(WebWrite::Player {
                user,
                web_id,
                public,
                at: self.inner.clock.now(),
            }))
            .await?;
        let row = store.web_player_of(user).await?;
        Ok(row.map(|r| r.web_id).unwrap_or_default())
    }

    /// Whether a player's page is public, and its web id.
    pub async fn profile_of(&self, user: UserId) -> Result<Option<(String, bool)>, AppError> {
        let row = self.inner.store.web_player_of(user).await?;
        Ok(row.map(|r| (r.web_id, r.shown)))
    }

    /// The server behind a web id, while its pages are on.
    async fn shown_server(&self, web_id: &str) -> Result<(GuildId, String), AppError> {
        self.inner
            .store
            .web_server(web_id)
            .await?
            .ok_or_else(not_shown)
    }

    /// The web id and name of a server whose pages are on.
    async fn shown_guild(&self, guild: GuildId) -> Result<(String, String), AppError> {
        let row = self.inner.store.web_server_of(guild).await?;
        let row = row.filter(|r| r.shown).ok_or_else(not_shown)?;
        let (_, name) = self.shown_server(&row.web_id).await?;
        Ok((row.web_id, name))
    }

    /// Names with their public pages' ids.
    async fn web_names(&self, who: &[(UserId, String, bool)]) -> Result<Vec<WebName>, AppError> {
        let users: Vec<UserId> = who.iter().filter(|w| !w.2).map(|w| w.0).collect();
        let pages: HashMap<UserId, String> = self
            .inner
            .store
            .public_players(&users)
            .await?
            .into_iter()
            .collect();
        Ok(who
            .iter()
            .map(|(user, name, bot)| WebName {
                name: name.clone(),
                page: (!bot).then(|| pages.get(user).cloned()).flatten(),
                bot: *bot,
            })
            .collect())
    }

    /// A page of a list of finished games (a server's or a player's).
    async fn game_list(
        &self,
        guild: Option<GuildId>,
        user: Option<UserId>,
        page: usize,
    ) -> Result<GameList, AppError> {
        let today = self.today().to_string();
        let store = &self.inner.store;
        let (_, total) = store.finished_games(guild, user, &today, 0, 0).await?;
        let (page, pages, offset) = paged(page, total, GAMES_PER_PAGE);
        let (rows, _) = store
            .finished_games(guild, user, &today, GAMES_PER_PAGE as u32, offset as u64)
            .await?;
        let games = rows
            .into_iter()
            .filter_map(|r| {
                Some(GameLine {
                    rules: self.rules(r.kind.as_str()).ok()?,
                    id: r.public_id,
                    ended_at: r.ended_at,
                    players: r.players,
                })
            })
            .collect();
        Ok(GameList {
            games,
            page,
            pages,
            total,
        })
    }

    /// A server's page: its leagues and their current seasons, its finished games (page
    /// `page` from 1), its dailies.
    pub async fn server_page(&self, web_id: &str, page: usize) -> Result<ServerPage, AppError> {
        let (guild, name) = self.shown_server(web_id).await?;
        let store = &self.inner.store;
        let mut leagues = Vec::new();
        for row in store.leagues_of_guild(guild).await? {
            let Ok(rules) = self.rules(row.game.as_str()) else {
                continue;
            };
            let seasons = store.league_seasons(row.id).await?;
            let Some(season) = seasons.last() else {
                continue;
            };
            leagues.push(LeagueLine {
                id: row.id,
                members: store.league_members(row.id).await?.len(),
                name: row.name,
                rules,
                season: season.number,
            });
        }
        Ok(ServerPage {
            web_id: web_id.to_owned(),
            name,
            leagues,
            games: self.game_list(Some(guild), None, page).await?,
            dailies: self.daily_games(),
        })
    }

    /// A league season's page (the current season if `None`), its table's page `page`.
    pub async fn season_page(
        &self,
        league: LeagueId,
        season: Option<SeasonNo>,
        page: usize,
    ) -> Result<SeasonPage, AppError> {
        let store = &self.inner.store;
        let row = store.league(league).await?.ok_or_else(not_shown)?;
        let (server, server_name) = self.shown_guild(row.guild).await?;
        let rules = self.rules(row.game.as_str()).map_err(|_| not_shown())?;
        let seasons: Vec<SeasonNo> = store
            .league_seasons(league)
            .await?
            .iter()
            .map(|s| s.number)
            .collect();
        if season.is_some_and(|s| !seasons.contains(&s)) {
            return Err(not_shown());
        }
        // The whole table at once; the page is cut below.
        let first = self
            .league_standings_by(league, season, 1, usize::MAX)
            .await?;
        let all = &first.lines;
        let number = first.season.number;
        let stored = store.league_results(league).await?;
        let members = store.league_members(league).await?;
        let names: HashMap<UserId, String> = members
            .iter()
            .map(|m| (m.user, m.name.clone()))
            .chain(all.iter().map(|l| (l.row.user, l.name.clone())))
            .chain(
                stored
                    .iter()
                    .flat_map(|g| g.players.iter().map(|p| (p.user, p.name.clone()))),
            )
            .collect();
        let who_all: Vec<(UserId, String, bool)> =
            names.iter().map(|(u, n)| (*u, n.clone(), false)).collect();
        let named: HashMap<UserId, WebName> = who_all
            .iter()
            .map(|w| w.0)
            .zip(self.web_names(&who_all).await?)
            .collect();
        let name_of = |user: UserId| named.get(&user).cloned().unwrap_or_default();
        let total = all.len() as u64;
        let (page, pages, offset) = paged(page, total, LINES_PER_PAGE);
        let lines = all
            .iter()
            .skip(offset)
            .take(LINES_PER_PAGE)
            .map(|l| SeasonLine {
                position: l.row.position,
                who: name_of(l.row.user),
                played: l.row.played,
                wins: l.row.wins,
                points: l.row.points,
                average: l.row.average,
                best: l.row.best,
                rating: l.rating,
            })
            .collect();
        // Rounds and their tables.
        let games = store.league_games(league).await?;
        let results: HashMap<&str, _> = stored
            .iter()
            .map(|g| (g.public_id.as_str(), &g.players))
            .collect();
        let mut rounds = Vec::new();
        for round in store.league_rounds(league, Some(number)).await? {
            let draw: crate::app::league::Round = serde_json::from_str(&round.draw)
                .map_err(|e| crate::store::StoreError::Corrupt(format!("a round's draw: {e}")))?;
            let tables = draw
                .tables
                .iter()
                .enumerate()
                .map(|(i, seats)| {
                    let game = games.iter().find(|g| {
                        g.link.round_id == Some(round.id) && g.link.table_no == Some(i as u32)
                    });
                    let played = game.and_then(|g| results.get(g.public_id.as_str()));
                    RoundTable {
                        number: i + 1,
                        game: game.map(|g| g.public_id.clone()),
                        status: game.and_then(|g| g.status.clone()),
                        seats: seats
                            .iter()
                            .map(|&user| TableSeat {
                                who: name_of(user),
                                result: played.and_then(|players| {
                                    players
                                        .iter()
                                        .find(|p| p.user == user)
                                        .map(|p| (p.rank, p.points, p.score))
                                }),
                            })
                            .collect(),
                    }
                })
                .collect();
            rounds.push(RoundLine {
                number: round.number,
                tables,
            });
        }
        // The chart: the top of the table's ratings after each change this season.
        let season_games: std::collections::HashSet<&str> = stored
            .iter()
            .filter(|g| g.season == number)
            .map(|g| g.public_id.as_str())
            .collect();
        let events = store.league_rating_events(league).await?;
        let chart = all
            .iter()
            .take(CHART_PLAYERS)
            .map(|l| RatingLine {
                who: name_of(l.row.user),
                points: events
                    .iter()
                    .filter(|e| {
                        e.user == l.row.user
                            && (e.season == Some(number)
                                || e.game.as_deref().is_some_and(|g| season_games.contains(g)))
                    })
                    .map(|e| (e.at, shown_rating(e.after)))
                    .collect(),
            })
            .filter(|line| !line.points.is_empty())
            .collect();
        Ok(SeasonPage {
            server,
            server_name,
            league,
            name: row.name,
            rules,
            season: number,
            current: first.current,
            seasons,
            lines,
            page,
            pages,
            rounds,
            chart,
        })
    }

    /// A server's daily page of a game: the board of `date` (today if `None`; a day to come
    /// is not shown) and the past days.
    pub async fn daily_page(
        &self,
        web_id: &str,
        game: &str,
        date: Option<Date>,
    ) -> Result<DailyPage, AppError> {
        let (guild, server_name) = self.shown_server(web_id).await?;
        let rules = self
            .daily_games()
            .into_iter()
            .find(|r| r.id() == game)
            .ok_or_else(not_shown)?;
        let today = self.today();
        let date = date.unwrap_or(today);
        if date > today {
            return Err(not_shown());
        }
        let is_today = date == today;
        // The stored board and par alone: a page starts no work (the par of a day is
        // worked out by the bot, not by a reader).
        let store = &self.inner.store;
        let (rows, players) = store
            .daily_leaderboard(rules.id(), &date.to_string(), Some(guild), 100, 0)
            .await?;
        let par = store
            .daily_day(rules.id(), &date.to_string())
            .await?
            .and_then(|d| d.par);
        let who: Vec<(UserId, String, bool)> = rows
            .iter()
            .map(|e| (e.user, e.name.clone(), false))
            .collect();
        let names = self.web_names(&who).await?;
        let mut lines = Vec::new();
        for (entry, who) in rows.iter().zip(names) {
            let game = match is_today {
                true => None,
                false => self
                    .daily_attempt(rules.id(), entry.user, date)
                    .await?
                    .map(|a| a.game),
            };
            lines.push(BoardLine {
                rank: entry.rank,
                who,
                total: entry.total,
                game,
            });
        }
        let past = self
            .inner
            .store
            .daily_days_before(rules.id(), &today.to_string(), PAST_DAYS as u32)
            .await?
            .into_iter()
            .filter_map(|d| {
                Some(PastDay {
                    date: d.date.parse().ok()?,
                    par: d.par,
                })
            })
            .collect();
        Ok(DailyPage {
            server: web_id.to_owned(),
            server_name,
            rules,
            date,
            today: is_today,
            par: if is_today { None } else { par },
            board: lines,
            players,
            past,
        })
    }

    /// The board of a past day of a daily challenge, as it was dealt, in `lang`: PNG bytes.
    pub async fn daily_picture(
        &self,
        web_id: &str,
        game: &str,
        date: Date,
        lang: &str,
    ) -> Result<Vec<u8>, AppError> {
        self.shown_server(web_id).await?;
        if date >= self.today() {
            return Err(not_shown());
        }
        let rules = self
            .daily_games()
            .into_iter()
            .find(|r| r.id() == game)
            .ok_or_else(not_shown)?;
        let day = self
            .inner
            .store
            .daily_day(rules.id(), &date.to_string())
            .await?
            .ok_or_else(not_shown)?;
        let lang = lang.to_owned();
        let drawn = heavy::run(move || {
            let start = rules.setup(day.seed, &day.options, 1).ok()?;
            start.picture(start.replay_view(), &["·".to_owned()], &lang)
        })
        .await
        .ok()
        .flatten();
        drawn.ok_or_else(not_shown)
    }

    /// A public player's page: their record per game and their finished games (page
    /// `page` from 1).
    pub async fn player_page(&self, web_id: &str, page: usize) -> Result<PlayerPage, AppError> {
        let store = &self.inner.store;
        let user = store.web_player(web_id).await?.ok_or_else(not_shown)?;
        let list = self.game_list(None, Some(user), page).await?;
        let mut results = Vec::new();
        let mut name = None;
        for game in list.games {
            let view = self.view(&game.id).await?;
            let seat = view.seat_of(user);
            if let Some(s) = seat {
                name.get_or_insert_with(|| view.info.players[s].player.name.clone());
            }
            let standing = view
                .game
                .as_ref()
                .and_then(|g| g.standings().into_iter().find(|s| Some(s.seat) == seat));
            results.push(PlayerResult {
                game,
                rank: standing.as_ref().map(|s| s.rank),
                total: standing.map(|s| s.total),
            });
        }
        let counts = store
            .web_games_per_kind(user, &self.today().to_string())
            .await?;
        let ratings = store.web_ratings_of(user).await?;
        let mut per_game = Vec::new();
        for rules in self.games() {
            let games = counts
                .iter()
                .find(|(kind, _)| kind == rules.id())
                .map_or(0, |c| c.1);
            let ratings: Vec<(LeagueId, String, f64, u32)> = ratings
                .iter()
                .filter(|r| r.2 == rules.id())
                .map(|r| (r.0, r.1.clone(), shown_rating((r.3, r.4)), r.5 as u32))
                .collect();
            let daily = match self.daily_games().iter().any(|d| d.id() == rules.id()) {
                true => Some(self.daily_stats(rules.id(), user).await?).filter(|s| s.played > 0),
                false => None,
            };
            if games > 0 || !ratings.is_empty() || daily.is_some() {
                per_game.push(PlayerGame {
                    rules: *rules,
                    games,
                    ratings,
                    daily,
                });
            }
        }
        let name = match name {
            Some(n) => n,
            None => store.latest_name_of(user).await?.unwrap_or_default(),
        };
        Ok(PlayerPage {
            web_id: web_id.to_owned(),
            name,
            per_game,
            results,
            page: list.page,
            pages: list.pages,
        })
    }
}

/// The shown rating (μ − 3σ) of a stored (μ, σ).
fn shown_rating((mu, sigma): (f64, f64)) -> f64 {
    conservative(&skillratings::weng_lin::WengLinRating {
        rating: mu,
        uncertainty: sigma,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pages_are_clamped_and_counted() {
        assert_eq!(paged(0, 0, 20), (1, 1, 0));
        assert_eq!(paged(3, 45, 20), (3, 3, 40));
        assert_eq!(paged(9, 45, 20), (3, 3, 40));
        assert_eq!(paged(2, 40, 20), (2, 2, 20));
    }
}
