//! Leagues' SQL: reads, and the writes of [`LeagueWrite`] (run by the writer task like
//! every other write). A league game's result is written by [`super::Write::EndLeagueGame`],
//! in the transaction of the move that ended the game.

use crate::store::GuildId;
use crate::store::SeasonNo;
use crate::store::{ChannelId, GameKind, RoundId};
use sqlx::AnyConnection;
use sqlx::FromRow;

use super::column::{text_status, Bits, Flag, Maybe};
use super::{
    to_db, EventId, GameKey, GameStatus, LeagueId, Millis, Output, Place, Store, StoreError, UserId,
};

/// How a league game ended (`league_games.status`, which is NULL while it is played).
/// Rows hand it out as its text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LeagueGameStatus {
    Finished,
    Abandoned,
    Cancelled,
}

impl LeagueGameStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            LeagueGameStatus::Finished => "finished",
            LeagueGameStatus::Abandoned => "abandoned",
            LeagueGameStatus::Cancelled => "cancelled",
        }
    }

    pub fn parse(s: &str) -> Result<LeagueGameStatus, StoreError> {
        Ok(match s {
            "finished" => LeagueGameStatus::Finished,
            "abandoned" => LeagueGameStatus::Abandoned,
            "cancelled" => LeagueGameStatus::Cancelled,
            other => return Err(StoreError::Corrupt(format!("league game status {other:?}"))),
        })
    }
}

text_status!(LeagueGameStatus);

/// A league to create, with its first season.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewLeague {
    pub guild: GuildId,
    pub name: String,
    /// The name as compared: trimmed and lowercase (unique per server).
    pub name_key: String,
    pub channel: ChannelId,
    pub created_by: UserId,
    pub created_by_name: String,
    /// `LeagueSettings` as JSON.
    pub settings: String,
    /// The game the league plays.
    pub game: GameKind,
    /// The games' options as the game stores them.
    pub options: String,
    pub turn_ms: i64,
    pub season_ms: Option<i64>,
    pub created_at: Millis,
    /// The first season's planned end.
    pub first_season_ends: Option<Millis>,
}

/// A row of `leagues`.
#[derive(Clone, Debug, PartialEq, Eq, FromRow)]
pub struct LeagueRow {
    pub id: LeagueId,
    #[sqlx(rename = "guild_id", try_from = "Bits")]
    pub guild: GuildId,
    pub name: String,
    #[sqlx(rename = "channel_id", try_from = "Bits")]
    pub channel: ChannelId,
    #[sqlx(try_from = "Bits")]
    pub created_by: UserId,
    pub settings: String,
    /// The game the league plays.
    #[sqlx(try_from = "String")]
    pub game: GameKind,
    pub options: String,
    pub turn_ms: i64,
    pub season_ms: Option<i64>,
    pub created_at: Millis,
    /// JSON `[at, cause]`, or `None` before anything was rated.
    pub rating_last: Option<String>,
}

/// A member of a league.
#[derive(Clone, Debug, PartialEq, Eq, FromRow)]
pub struct LeagueMemberRow {
    #[sqlx(rename = "user_id", try_from = "Bits")]
    pub user: UserId,
    pub name: String,
    pub joined_at: Millis,
}

/// A row of `league_seasons`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, FromRow)]
pub struct SeasonRow {
    pub number: SeasonNo,
    pub starts_at: Millis,
    pub ends_at: Option<Millis>,
    pub ended_at: Option<Millis>,
}

/// A row of `league_rounds`.
#[derive(Clone, Debug, PartialEq, Eq, FromRow)]
pub struct RoundRow {
    pub id: RoundId,
    pub league_id: LeagueId,
    pub season: SeasonNo,
    #[sqlx(try_from = "i64")]
    pub number: u32,
    #[sqlx(try_from = "Bits")]
    pub seed: u64,
    /// The recorded draw (`Round`) as JSON.
    pub draw: String,
    #[sqlx(try_from = "Bits")]
    pub created_by: UserId,
    pub created_at: Millis,
}

/// Which league (and round table) a game belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, FromRow)]
pub struct LeagueLink {
    pub league_id: LeagueId,
    pub season: SeasonNo,
    pub round_id: Option<RoundId>,
    #[sqlx(try_from = "Maybe<i64>")]
    pub table_no: Option<u32>,
}

/// A league game, with its game's public id.
#[derive(Clone, Debug, PartialEq, Eq, FromRow)]
pub struct LeagueGameRow {
    pub game_id: GameKey,
    pub public_id: String,
    #[sqlx(flatten)]
    pub link: LeagueLink,
    /// `None` while it is played; else finished, abandoned or cancelled.
    #[sqlx(rename = "lstatus", try_from = "Maybe<LeagueGameStatus>")]
    pub status: Option<String>,
    pub finished_at: Option<Millis>,
    /// The game's own status (lobby, active, finished, cancelled).
    #[sqlx(rename = "status", try_from = "GameStatus")]
    pub game_status: String,
    #[sqlx(flatten)]
    pub place: Place,
}

/// One player's stored result in an ended league game.
#[derive(Clone, Debug, PartialEq, Eq, FromRow)]
pub struct LeagueResultRow {
    #[sqlx(rename = "user_id", try_from = "Bits")]
    pub user: UserId,
    pub name: String,
    #[sqlx(try_from = "i64")]
    pub score: u32,
    #[sqlx(try_from = "i64")]
    pub bonus: u32,
    #[sqlx(try_from = "i64")]
    pub rank: u32,
    #[sqlx(try_from = "i64")]
    pub points: u32,
    #[sqlx(rename = "left_game", try_from = "Flag")]
    pub left: bool,
}

/// An ended league game with its results (players by rank, then user id).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LeagueGameResult {
    pub public_id: String,
    pub season: SeasonNo,
    pub status: String,
    pub finished_at: Millis,
    pub players: Vec<LeagueResultRow>,
}

/// A player's stored rating.
#[derive(Clone, Copy, Debug, PartialEq, FromRow)]
pub struct RatingRowDb {
    #[sqlx(rename = "user_id", try_from = "Bits")]
    pub user: UserId,
    pub mu: f64,
    pub sigma: f64,
    #[sqlx(try_from = "i64")]
    pub games: u32,
}

/// A stored rating change: from a game (its public id) or a season start (its number).
#[derive(Clone, Debug, PartialEq)]
pub struct RatingEventRow {
    pub game: Option<String>,
    pub season: Option<SeasonNo>,
    pub at: Millis,
    pub user: UserId,
    pub before: (f64, f64),
    pub after: (f64, f64),
}

/// An event for the leagues' outbox.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewLeagueEvent {
    pub place: Place,
    pub kind: String,
    /// Unique forever.
    pub key: String,
    /// JSON.
    pub payload: String,
}

/// A row of `league_events`.
#[derive(Clone, Debug, PartialEq, Eq, FromRow)]
pub struct LeagueEventRow {
    pub id: EventId,
    pub league_id: LeagueId,
    #[sqlx(flatten)]
    pub place: Place,
    pub kind: String,
    #[sqlx(rename = "idem_key")]
    pub key: String,
    pub payload: String,
    pub created_at: Millis,
    pub delivered_at: Option<Millis>,
}

/// The ratings after a change: the rows that changed, every event, and the new timeline
/// position (JSON).
#[derive(Clone, Debug, PartialEq, Default)]
pub struct RatingUpdate {
    pub ratings: Vec<RatingRowDb>,
    pub events: Vec<RatingEventRow>,
    pub last: Option<String>,
}

/// A league game's end, written with the move that ended it.
#[derive(Clone, Debug, PartialEq)]
pub struct LeagueGameEnd {
    pub league_id: LeagueId,
    pub game_id: GameKey,
    pub season: SeasonNo,
    /// `finished`, `abandoned` or `cancelled`.
    pub status: String,
    pub finished_at: Millis,
    pub results: Vec<LeagueResultRow>,
    pub rating: RatingUpdate,
    pub event: Option<NewLeagueEvent>,
}

/// A league write.
#[derive(Clone, Debug, PartialEq)]
pub enum LeagueWrite {
    /// Creates the league, its first season, and makes its creator an organiser:
    /// `Output::LeagueId`; [`StoreError::Duplicate`] if the server has a league of
    /// that name.
    Create(NewLeague),
    /// Adds a member (or renames one): `Changed(true)` if they were not a member.
    Join {
        league_id: LeagueId,
        user: UserId,
        name: String,
        at: Millis,
    },
    Leave {
        league_id: LeagueId,
        user: UserId,
    },
    AddOrganiser {
        league_id: LeagueId,
        user: UserId,
        name: String,
        by: UserId,
        at: Millis,
    },
    RemoveOrganiser {
        league_id: LeagueId,
        user: UserId,
    },
    /// Records a round's draw: `Output::RoundId`.
    Round {
        league_id: LeagueId,
        season: SeasonNo,
        number: u32,
        seed: u64,
        draw: String,
        by: UserId,
        at: Millis,
    },
    /// Ends the current season `ended` at `at` and starts the next, with the carry-over
    /// of the ratings; refused ([`StoreError::SeasonEnded`]) unless `ended` is current.
    EndSeason {
        league_id: LeagueId,
        ended: SeasonNo,
        at: Millis,
        next_ends: Option<Millis>,
        rating: RatingUpdate,
        event: Option<NewLeagueEvent>,
    },
    /// Replaces every rating and rating event of the league (a recomputation).
    ReplaceRatings {
        league_id: LeagueId,
        rating: RatingUpdate,
    },
    MarkDelivered {
        event_id: EventId,
        at: Millis,
    },
}

impl LeagueWrite {
    pub(super) fn has_events(&self) -> bool {
        matches!(self, LeagueWrite::EndSeason { event: Some(_), .. })
    }
}

pub(super) async fn exec(
    conn: &mut AnyConnection,
    write: &LeagueWrite,
) -> Result<Output, StoreError> {
    match write {
        LeagueWrite::Create(l) => {
            let inserted: Result<i64, _> = sqlx::query_scalar(
                "INSERT INTO leagues (guild_id, name, name_key, channel_id, created_by, settings, \
                 game, options, turn_ms, season_ms, created_at) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id",
            )
            .bind(to_db(l.guild))
            .bind(&l.name)
            .bind(&l.name_key)
            .bind(to_db(l.channel))
            .bind(to_db(l.created_by))
            .bind(&l.settings)
            .bind(l.game.as_str())
            .bind(&l.options)
            .bind(l.turn_ms)
            .bind(l.season_ms)
            .bind(l.created_at)
            .fetch_one(&mut *conn)
            .await;
            let id = match inserted {
                Ok(id) => id,
                Err(sqlx::Error::Database(e)) if e.is_unique_violation() => {
                    return Err(StoreError::Duplicate(format!("a league named {}", l.name)));
                }
                Err(e) => return Err(e.into()),
            };
            sqlx::query(
                "INSERT INTO league_seasons (league_id, number, starts_at, ends_at) \
                 VALUES ($1, 1, $2, $3)",
            )
            .bind(id)
            .bind(l.created_at)
            .bind(l.first_season_ends)
            .execute(&mut *conn)
            .await?;
            sqlx::query(
                "INSERT INTO league_organisers (league_id, user_id, name, added_by, added_at) \
                 VALUES ($1, $2, $3, $4, $5)",
            )
            .bind(id)
            .bind(to_db(l.created_by))
            .bind(&l.created_by_name)
            .bind(to_db(l.created_by))
            .bind(l.created_at)
            .execute(&mut *conn)
            .await?;
            Ok(Output::LeagueId(LeagueId(id)))
        }
        LeagueWrite::Join {
            league_id,
            user,
            name,
            at,
        } => {
            let existed = sqlx::query(
                "UPDATE league_members SET name = $1 WHERE league_id = $2 AND user_id = $3",
            )
            .bind(name)
            .bind(league_id)
            .bind(to_db(*user))
            .execute(&mut *conn)
            .await?
            .rows_affected()
                > 0;
            if !existed {
                sqlx::query(
                    "INSERT INTO league_members (league_id, user_id, name, joined_at) \
                     VALUES ($1, $2, $3, $4)",
                )
                .bind(league_id)
                .bind(to_db(*user))
                .bind(name)
                .bind(at)
                .execute(&mut *conn)
                .await?;
            }
            Ok(Output::Changed(!existed))
        }
        LeagueWrite::Leave { league_id, user } => {
            let done =
                sqlx::query("DELETE FROM league_members WHERE league_id = $1 AND user_id = $2")
                    .bind(league_id)
                    .bind(to_db(*user))
                    .execute(&mut *conn)
                    .await?;
            Ok(Output::Changed(done.rows_affected() > 0))
        }
        LeagueWrite::AddOrganiser {
            league_id,
            user,
            name,
            by,
            at,
        } => {
            let done = sqlx::query(
                "INSERT INTO league_organisers (league_id, user_id, name, added_by, added_at) \
                 VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING",
            )
            .bind(league_id)
            .bind(to_db(*user))
            .bind(name)
            .bind(to_db(*by))
            .bind(at)
            .execute(&mut *conn)
            .await?;
            Ok(Output::Changed(done.rows_affected() > 0))
        }
        LeagueWrite::RemoveOrganiser { league_id, user } => {
            let done =
                sqlx::query("DELETE FROM league_organisers WHERE league_id = $1 AND user_id = $2")
                    .bind(league_id)
                    .bind(to_db(*user))
                    .execute(&mut *conn)
                    .await?;
            Ok(Output::Changed(done.rows_affected() > 0))
        }
        LeagueWrite::Round {
            league_id,
            season,
            number,
            seed,
            draw,
            by,
            at,
        } => {
            let done: Result<RoundId, _> = sqlx::query_scalar(
                "INSERT INTO league_rounds (league_id, season, number, seed, draw, created_by, \
                 created_at) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id",
            )
            .bind(league_id)
            .bind(*season)
            .bind(*number as i64)
            .bind(to_db(*seed))
            .bind(draw)
            .bind(to_db(*by))
            .bind(at)
            .fetch_one(&mut *conn)
            .await;
            match done {
                Ok(id) => Ok(Output::RoundId(id)),
                Err(sqlx::Error::Database(e)) if e.is_unique_violation() => {
                    Err(StoreError::Duplicate(format!("round {number}")))
                }
                Err(e) => Err(e.into()),
            }
        }
        LeagueWrite::EndSeason {
            league_id,
            ended,
            at,
            next_ends,
            rating,
            event,
        } => {
            let done = sqlx::query(
                "UPDATE league_seasons SET ended_at = $1 \
                 WHERE league_id = $2 AND number = $3 AND ended_at IS NULL",
            )
            .bind(at)
            .bind(league_id)
            .bind(*ended)
            .execute(&mut *conn)
            .await?;
            if done.rows_affected() != 1 {
                return Err(StoreError::SeasonEnded {
                    league_id: *league_id,
                    season: *ended,
                });
            }
            sqlx::query(
                "INSERT INTO league_seasons (league_id, number, starts_at, ends_at) \
                 VALUES ($1, $2, $3, $4)",
            )
            .bind(league_id)
            .bind(ended.next())
            .bind(at)
            .bind(next_ends)
            .execute(&mut *conn)
            .await?;
            write_rating(conn, *league_id, rating).await?;
            if let Some(e) = event {
                insert_event(conn, *league_id, e, *at).await?;
            }
            Ok(Output::Done)
        }
        LeagueWrite::ReplaceRatings { league_id, rating } => {
            sqlx::query("DELETE FROM league_ratings WHERE league_id = $1")
                .bind(league_id)
                .execute(&mut *conn)
                .await?;
            sqlx::query("DELETE FROM league_rating_events WHERE league_id = $1")
                .bind(league_id)
                .execute(&mut *conn)
                .await?;
            write_rating(conn, *league_id, rating).await?;
            if rating.last.is_none() {
                // Nothing to rate any more: the timeline starts afresh.
                sqlx::query("UPDATE leagues SET rating_last = NULL WHERE id = $1")
                    .bind(league_id)
                    .execute(&mut *conn)
                    .await?;
            }
            Ok(Output::Done)
        }
        LeagueWrite::MarkDelivered { event_id, at } => {
            let done = sqlx::query(
                "UPDATE league_events SET delivered_at = $1 WHERE id = $2 AND delivered_at IS NULL",
            )
            .bind(at)
            .bind(event_id)
            .execute(&mut *conn)
            .await?;
            Ok(Output::Changed(done.rows_affected() > 0))
        }
    }
}

/// Links a game just created to its league (same transaction as the game).
pub(super) async fn link_game(
    conn: &mut AnyConnection,
    game_id: GameKey,
    link: &LeagueLink,
) -> Result<(), StoreError> {
    let done = sqlx::query(
        "INSERT INTO league_games (game_id, league_id, season, round_id, table_no) \
         VALUES ($1, $2, $3, $4, $5)",
    )
    .bind(game_id)
    .bind(link.league_id)
    .bind(link.season)
    .bind(link.round_id)
    .bind(link.table_no.map(i64::from))
    .execute(&mut *conn)
    .await;
    match done {
        Ok(_) => Ok(()),
        Err(sqlx::Error::Database(e)) if e.is_unique_violation() => Err(StoreError::Duplicate(
            format!("table {} of that round", link.table_no.unwrap_or(0) + 1),
        )),
        Err(e) => Err(e.into()),
    }
}

/// Records a league game's end (before the game's own append, same transaction).
pub(super) async fn end_game(
    conn: &mut AnyConnection,
    end: &LeagueGameEnd,
) -> Result<(), StoreError> {
    let done = sqlx::query(
        "UPDATE league_games SET status = $1, season = $2, finished_at = $3 \
         WHERE game_id = $4 AND league_id = $5 AND status IS NULL",
    )
    .bind(&end.status)
    .bind(end.season)
    .bind(end.finished_at)
    .bind(end.game_id)
    .bind(end.league_id)
    .execute(&mut *conn)
    .await?;
    if done.rows_affected() != 1 {
        return Err(StoreError::Conflict {
            game_id: end.game_id,
            expected: 0,
        });
    }
    for r in &end.results {
        sqlx::query(
            "INSERT INTO league_results (game_id, user_id, name, score, bonus, rank, points, \
             left_game) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
        )
        .bind(end.game_id)
        .bind(to_db(r.user))
        .bind(&r.name)
        .bind(r.score as i64)
        .bind(r.bonus as i64)
        .bind(r.rank as i64)
        .bind(r.points as i64)
        .bind(Flag(r.left))
        .execute(&mut *conn)
        .await?;
    }
    write_rating(conn, end.league_id, &end.rating).await?;
    if let Some(e) = &end.event {
        insert_event(conn, end.league_id, e, end.finished_at).await?;
    }
    Ok(())
}

async fn write_rating(
    conn: &mut AnyConnection,
    league_id: LeagueId,
    update: &RatingUpdate,
) -> Result<(), StoreError> {
    for r in &update.ratings {
        sqlx::query(
            "INSERT INTO league_ratings (league_id, user_id, mu, sigma, games) \
             VALUES ($1, $2, $3, $4, $5) ON CONFLICT (league_id, user_id) DO UPDATE SET \
             mu = excluded.mu, sigma = excluded.sigma, games = excluded.games",
        )
        .bind(league_id)
        .bind(to_db(r.user))
        .bind(r.mu)
        .bind(r.sigma)
        .bind(r.games as i64)
        .execute(&mut *conn)
        .await?;
    }
    for e in &update.events {
        sqlx::query(
            "INSERT INTO league_rating_events (league_id, game, season, at, user_id, \
             mu_before, sigma_before, mu_after, sigma_after) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
        )
        .bind(league_id)
        .bind(&e.game)
        .bind(e.season)
        .bind(e.at)
        .bind(to_db(e.user))
        .bind(e.before.0)
        .bind(e.before.1)
        .bind(e.after.0)
        .bind(e.after.1)
        .execute(&mut *conn)
        .await?;
    }
    if update.last.is_some() {
        sqlx::query("UPDATE leagues SET rating_last = $1 WHERE id = $2")
            .bind(&update.last)
            .bind(league_id)
            .execute(&mut *conn)
            .await?;
    }
    Ok(())
}

async fn insert_event(
    conn: &mut AnyConnection,
    league_id: LeagueId,
    e: &NewLeagueEvent,
    at: Millis,
) -> Result<(), StoreError> {
    sqlx::query(
        "INSERT INTO league_events (league_id, guild_id, channel_id, kind, idem_key, payload, \
         created_at) VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (idem_key) DO NOTHING",
    )
    .bind(league_id)
    .bind(to_db(e.place.guild))
    .bind(to_db(e.place.channel))
    .bind(&e.kind)
    .bind(&e.key)
    .bind(&e.payload)
    .bind(at)
    .execute(&mut *conn)
    .await?;
    Ok(())
}

const LEAGUE_COLUMNS: &str =
    "id, guild_id, name, channel_id, created_by, settings, game, options, \
     turn_ms, season_ms, created_at, rating_last";

/// A row of `league_rating_events`, as stored: [`RatingEventRow`] pairs its figures.
#[derive(FromRow)]
struct RatingEventColumns {
    game: Option<String>,
    season: Option<SeasonNo>,
    at: Millis,
    #[sqlx(rename = "user_id", try_from = "Bits")]
    user: UserId,
    mu_before: f64,
    sigma_before: f64,
    mu_after: f64,
    sigma_after: f64,
}

impl From<RatingEventColumns> for RatingEventRow {
    fn from(r: RatingEventColumns) -> RatingEventRow {
        RatingEventRow {
            game: r.game,
            season: r.season,
            at: r.at,
            user: r.user,
            before: (r.mu_before, r.sigma_before),
            after: (r.mu_after, r.sigma_after),
        }
    }
}

/// A row of an ended league game joined with one of its results (none if it has none).
#[derive(FromRow)]
struct EndedGameColumns {
    public_id: String,
    season: SeasonNo,
    #[sqlx(try_from = "LeagueGameStatus")]
    status: String,
    finished_at: Millis,
    /// NULL when the game has no result rows.
    #[sqlx(rename = "user_id")]
    has_result: Option<i64>,
}

const LEAGUE_GAME_COLUMNS: &str = "lg.game_id, g.public_id, lg.league_id, lg.season, \
     lg.round_id, lg.table_no, lg.status AS lstatus, lg.finished_at, g.status, g.guild_id, \
     g.channel_id";

impl Store {
    /// A league by its id.
    pub async fn league(&self, id: LeagueId) -> Result<Option<LeagueRow>, StoreError> {
        Ok(sqlx::query_as(&format!(
            "SELECT {LEAGUE_COLUMNS} FROM leagues WHERE id = $1"
        ))
        .bind(id)
        .fetch_optional(&self.inner.read)
        .await?)
    }

    /// A server's league by name (`name_key`: trimmed, lowercase).
    pub async fn league_by_name(
        &self,
        guild: GuildId,
        name_key: &str,
    ) -> Result<Option<LeagueRow>, StoreError> {
        Ok(sqlx::query_as(&format!(
            "SELECT {LEAGUE_COLUMNS} FROM leagues WHERE guild_id = $1 AND name_key = $2"
        ))
        .bind(to_db(guild))
        .bind(name_key)
        .fetch_optional(&self.inner.read)
        .await?)
    }

    /// A server's leagues, by name.
    pub async fn leagues_of_guild(&self, guild: GuildId) -> Result<Vec<LeagueRow>, StoreError> {
        Ok(sqlx::query_as(&format!(
            "SELECT {LEAGUE_COLUMNS} FROM leagues WHERE guild_id = $1 ORDER BY name_key"
        ))
        .bind(to_db(guild))
        .fetch_all(&self.inner.read)
        .await?)
    }

    /// Every league's id (for tools).
    pub async fn league_ids(&self) -> Result<Vec<LeagueId>, StoreError> {
        Ok(sqlx::query_scalar("SELECT id FROM leagues ORDER BY id")
            .fetch_all(&self.inner.read)
            .await?)
    }

    /// A league's members, by join time.
    pub async fn league_members(
        &self,
        league_id: LeagueId,
    ) -> Result<Vec<LeagueMemberRow>, StoreError> {
        Ok(sqlx::query_as(
            "SELECT user_id, name, joined_at FROM league_members WHERE league_id = $1 \
             ORDER BY joined_at, user_id",
        )
        .bind(league_id)
        .fetch_all(&self.inner.read)
        .await?)
    }

    /// A league's organisers (user id, name), by user id.
    pub async fn league_organisers(
        &self,
        league_id: LeagueId,
    ) -> Result<Vec<(UserId, String)>, StoreError> {
        let rows: Vec<(Bits, String)> = sqlx::query_as(
            "SELECT user_id, name FROM league_organisers WHERE league_id = $1 ORDER BY user_id",
        )
        .bind(league_id)
        .fetch_all(&self.inner.read)
        .await?;
        Ok(rows
            .into_iter()
            .map(|(user, name)| (user.into(), name))
            .collect())
    }

    /// A league's seasons, oldest first.
    pub async fn league_seasons(&self, league_id: LeagueId) -> Result<Vec<SeasonRow>, StoreError> {
        Ok(sqlx::query_as(
            "SELECT number, starts_at, ends_at, ended_at FROM league_seasons \
             WHERE league_id = $1 ORDER BY number",
        )
        .bind(league_id)
        .fetch_all(&self.inner.read)
        .await?)
    }

    /// A league's rounds, oldest first (of one season, if given).
    pub async fn league_rounds(
        &self,
        league_id: LeagueId,
        season: Option<SeasonNo>,
    ) -> Result<Vec<RoundRow>, StoreError> {
        Ok(sqlx::query_as(
            "SELECT id, league_id, season, number, seed, draw, created_by, created_at \
             FROM league_rounds WHERE league_id = $1 AND ($2 IS NULL OR season = $3) ORDER BY number",
        )
        .bind(league_id)
        .bind(season)
        .bind(season)
        .fetch_all(&self.inner.read)
        .await?)
    }

    /// A round by id.
    pub async fn league_round(&self, id: RoundId) -> Result<Option<RoundRow>, StoreError> {
        Ok(sqlx::query_as(
            "SELECT id, league_id, season, number, seed, draw, created_by, created_at \
             FROM league_rounds WHERE id = $1",
        )
        .bind(id)
        .fetch_optional(&self.inner.read)
        .await?)
    }

    /// A league's games (every status), oldest first.
    pub async fn league_games(
        &self,
        league_id: LeagueId,
    ) -> Result<Vec<LeagueGameRow>, StoreError> {
        Ok(sqlx::query_as(&format!(
            "SELECT {LEAGUE_GAME_COLUMNS} FROM league_games lg JOIN games g ON g.id = lg.game_id \
             WHERE lg.league_id = $1 ORDER BY lg.game_id"
        ))
        .bind(league_id)
        .fetch_all(&self.inner.read)
        .await?)
    }

    /// The league games still being played, of every league.
    pub async fn live_league_games(&self) -> Result<Vec<LeagueGameRow>, StoreError> {
        Ok(sqlx::query_as(&format!(
            "SELECT {LEAGUE_GAME_COLUMNS} FROM league_games lg JOIN games g ON g.id = lg.game_id \
             WHERE lg.status IS NULL AND g.status IN ('lobby', 'active') ORDER BY lg.game_id"
        ))
        .fetch_all(&self.inner.read)
        .await?)
    }

    /// Every ended game of a league with its results, in the order they ended.
    pub async fn league_results(
        &self,
        league_id: LeagueId,
    ) -> Result<Vec<LeagueGameResult>, StoreError> {
        let rows = sqlx::query(
            "SELECT g.public_id, lg.season, lg.status, lg.finished_at, r.user_id, r.name, \
             r.score, r.bonus, r.rank, r.points, r.left_game \
             FROM league_games lg JOIN games g ON g.id = lg.game_id \
             LEFT JOIN league_results r ON r.game_id = lg.game_id \
             WHERE lg.league_id = $1 AND lg.status IS NOT NULL \
             ORDER BY lg.finished_at, g.public_id, r.rank, r.user_id",
        )
        .bind(league_id)
        .fetch_all(&self.inner.read)
        .await?;
        let mut out: Vec<LeagueGameResult> = Vec::new();
        for r in &rows {
            let game = EndedGameColumns::from_row(r)?;
            if out.last().is_none_or(|g| g.public_id != game.public_id) {
                out.push(LeagueGameResult {
                    public_id: game.public_id,
                    season: game.season,
                    status: game.status,
                    finished_at: game.finished_at,
                    players: Vec::new(),
                });
            }
            if game.has_result.is_some() {
                let result = LeagueResultRow::from_row(r)?;
                out.last_mut().expect("pushed").players.push(result);
            }
        }
        Ok(out)
    }

    /// A league's stored ratings, by user id.
    pub async fn league_ratings(
        &self,
        league_id: LeagueId,
    ) -> Result<Vec<RatingRowDb>, StoreError> {
        Ok(sqlx::query_as(
            "SELECT user_id, mu, sigma, games FROM league_ratings WHERE league_id = $1 \
             ORDER BY user_id",
        )
        .bind(league_id)
        .fetch_all(&self.inner.read)
        .await?)
    }

    /// A league's stored rating events, in the order they were applied.
    pub async fn league_rating_events(
        &self,
        league_id: LeagueId,
    ) -> Result<Vec<RatingEventRow>, StoreError> {
        let rows: Vec<RatingEventColumns> = sqlx::query_as(
            "SELECT game, season, at, user_id, mu_before, sigma_before, mu_after, sigma_after \
             FROM league_rating_events WHERE league_id = $1 ORDER BY id",
        )
        .bind(league_id)
        .fetch_all(&self.inner.read)
        .await?;
        Ok(rows.into_iter().map(RatingEventRow::from).collect())
    }
}
