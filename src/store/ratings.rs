//! Ratings for every game (migration 0022): each human player's current rating and record
//! per (server, kind of game), and every rated game's change of it (the trend). A game's
//! ratings are written in the transaction of the move that ends it
//! ([`super::Write::Rated`]), and at most once: a game already in the history is skipped.

use super::*;

/// One human player's line of a rated game: their rating before and after (μ, σ), their
/// score and rank in the game.
#[derive(Clone, Debug, PartialEq)]
pub struct RatedLine {
    pub user: UserId,
    /// Their name in the game (kept as the table's).
    pub name: String,
    pub score: u32,
    pub rank: u32,
    pub before: (f64, f64),
    pub after: (f64, f64),
}

/// A finished game's rating changes, written with its end.
#[derive(Clone, Debug, PartialEq)]
pub struct GameRatingsWrite {
    pub game_id: GameKey,
    pub guild: GuildId,
    pub kind: GameKind,
    pub at: Millis,
    /// The human players only (computer players are anchors, never stored).
    pub lines: Vec<RatedLine>,
}

/// A player's stored rating and record of a kind of game on a server.
#[derive(Clone, Debug, PartialEq, FromRow)]
pub struct GameRatingRow {
    #[sqlx(try_from = "String")]
    pub kind: GameKind,
    #[sqlx(rename = "user_id", try_from = "Bits")]
    pub user: UserId,
    pub name: String,
    pub mu: f64,
    pub sigma: f64,
    #[sqlx(try_from = "i64")]
    pub games: u32,
    #[sqlx(try_from = "i64")]
    pub wins: u32,
    pub score_sum: i64,
    #[sqlx(try_from = "i64")]
    pub best_score: u32,
}

/// One point of a player's trend: the rating after a rated game.
#[derive(Clone, Copy, Debug, PartialEq, FromRow)]
pub struct TrendPoint {
    pub at: Millis,
    pub mu: f64,
    pub sigma: f64,
}

/// Most rated games a player's trend reads back (the newest): a picture shows no more.
pub const TREND_KEPT: u32 = 200;

/// Writes a game's ratings, unless the game is rated already (then nothing changes).
pub(super) async fn record(
    conn: &mut AnyConnection,
    rated: &GameRatingsWrite,
) -> Result<(), StoreError> {
    let done: Option<(i64,)> =
        sqlx::query_as("SELECT game_id FROM game_rating_history WHERE game_id = $1 LIMIT 1")
            .bind(rated.game_id)
            .fetch_optional(&mut *conn)
            .await?;
    if done.is_some() {
        return Ok(());
    }
    for line in &rated.lines {
        sqlx::query(
            "INSERT INTO game_rating_history (game_id, user_id, guild_id, kind, at, score, \
             rank, mu_before, sigma_before, mu_after, sigma_after) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)",
        )
        .bind(rated.game_id)
        .bind(to_db(line.user))
        .bind(to_db(rated.guild))
        .bind(rated.kind.as_str())
        .bind(rated.at)
        .bind(i64::from(line.score))
        .bind(i64::from(line.rank))
        .bind(line.before.0)
        .bind(line.before.1)
        .bind(line.after.0)
        .bind(line.after.1)
        .execute(&mut *conn)
        .await?;
        let won = i64::from(line.rank == 1);
        let score = i64::from(line.score);
        sqlx::query(
            "INSERT INTO game_ratings (guild_id, kind, user_id, name, mu, sigma, games, wins, \
             score_sum, best_score, updated_at) \
             VALUES ($1, $2, $3, $4, $5, $6, 1, $7, $8, $8, $9) \
             ON CONFLICT (guild_id, kind, user_id) DO UPDATE SET name = excluded.name, \
             mu = excluded.mu, \
             sigma = excluded.sigma, games = game_ratings.games + 1, \
             wins = game_ratings.wins + excluded.wins, \
             score_sum = game_ratings.score_sum + excluded.score_sum, \
             best_score = CASE WHEN excluded.best_score > game_ratings.best_score \
             THEN excluded.best_score ELSE game_ratings.best_score END, \
             updated_at = excluded.updated_at",
        )
        .bind(to_db(rated.guild))
        .bind(rated.kind.as_str())
        .bind(to_db(line.user))
        .bind(&line.name)
        .bind(line.after.0)
        .bind(line.after.1)
        .bind(won)
        .bind(score)
        .bind(rated.at)
        .execute(&mut *conn)
        .await?;
    }
    Ok(())
}

impl Store {
    /// Whether a game's ratings are written.
    pub async fn game_rated(&self, game_id: GameKey) -> Result<bool, StoreError> {
        let row: Option<(i64,)> =
            sqlx::query_as("SELECT game_id FROM game_rating_history WHERE game_id = $1 LIMIT 1")
                .bind(game_id)
                .fetch_optional(&self.inner.read)
                .await?;
        Ok(row.is_some())
    }

    /// The stored ratings of these players for a kind of game on a server (players with
    /// none are left out).
    pub async fn game_ratings_of(
        &self,
        guild: GuildId,
        kind: &GameKind,
        users: &[UserId],
    ) -> Result<Vec<GameRatingRow>, StoreError> {
        let mut rows = Vec::with_capacity(users.len());
        for &user in users {
            let row: Option<GameRatingRow> = sqlx::query_as(
                "SELECT kind, user_id, name, mu, sigma, games, wins, score_sum, best_score \
                 FROM game_ratings WHERE guild_id = $1 AND kind = $2 AND user_id = $3",
            )
            .bind(to_db(guild))
            .bind(kind.as_str())
            .bind(to_db(user))
            .fetch_optional(&self.inner.read)
            .await?;
            rows.extend(row);
        }
        Ok(rows)
    }

    /// A server's ratings of a kind of game, best shown rating (μ − 3σ) first, then by
    /// user id; at most `limit` from `offset`.
    pub async fn game_rating_table(
        &self,
        guild: GuildId,
        kind: &GameKind,
        offset: u32,
        limit: u32,
    ) -> Result<Vec<GameRatingRow>, StoreError> {
        Ok(sqlx::query_as(
            "SELECT kind, user_id, name, mu, sigma, games, wins, score_sum, best_score \
             FROM game_ratings WHERE guild_id = $1 AND kind = $2 \
             ORDER BY mu - 3 * sigma DESC, user_id LIMIT $3 OFFSET $4",
        )
        .bind(to_db(guild))
        .bind(kind.as_str())
        .bind(i64::from(limit))
        .bind(i64::from(offset))
        .fetch_all(&self.inner.read)
        .await?)
    }

    /// How many players a server's table of a kind of game holds.
    pub async fn game_rating_count(
        &self,
        guild: GuildId,
        kind: &GameKind,
    ) -> Result<u32, StoreError> {
        let (n,): (i64,) =
            sqlx::query_as("SELECT COUNT(*) FROM game_ratings WHERE guild_id = $1 AND kind = $2")
                .bind(to_db(guild))
                .bind(kind.as_str())
                .fetch_one(&self.inner.read)
                .await?;
        Ok(u32::try_from(n).unwrap_or(u32::MAX))
    }

    /// How many players of a server's table of a kind of game have a shown rating
    /// (μ − 3σ) above `rating`.
    pub async fn game_rating_better(
        &self,
        guild: GuildId,
        kind: &GameKind,
        rating: f64,
    ) -> Result<u32, StoreError> {
        let (n,): (i64,) = sqlx::query_as(
            "SELECT COUNT(*) FROM game_ratings \
             WHERE guild_id = $1 AND kind = $2 AND mu - 3 * sigma > $3",
        )
        .bind(to_db(guild))
        .bind(kind.as_str())
        .bind(rating)
        .fetch_one(&self.inner.read)
        .await?;
        Ok(u32::try_from(n).unwrap_or(u32::MAX))
    }

    /// A player's ratings of every kind of game on a server, by kind.
    pub async fn player_game_ratings(
        &self,
        guild: GuildId,
        user: UserId,
    ) -> Result<Vec<GameRatingRow>, StoreError> {
        Ok(sqlx::query_as(
            "SELECT kind, user_id, name, mu, sigma, games, wins, score_sum, best_score \
             FROM game_ratings WHERE guild_id = $1 AND user_id = $2 ORDER BY kind",
        )
        .bind(to_db(guild))
        .bind(to_db(user))
        .fetch_all(&self.inner.read)
        .await?)
    }

    /// A player's trend of a kind of game on a server: the rating after each rated game,
    /// oldest first, the newest [`TREND_KEPT`] at most.
    pub async fn game_rating_trend(
        &self,
        guild: GuildId,
        kind: &GameKind,
        user: UserId,
    ) -> Result<Vec<TrendPoint>, StoreError> {
        let mut points: Vec<TrendPoint> = sqlx::query_as(
            "SELECT at, mu_after AS mu, sigma_after AS sigma FROM game_rating_history \
             WHERE guild_id = $1 AND kind = $2 AND user_id = $3 \
             ORDER BY at DESC, game_id DESC LIMIT $4",
        )
        .bind(to_db(guild))
        .bind(kind.as_str())
        .bind(to_db(user))
        .bind(i64::from(TREND_KEPT))
        .fetch_all(&self.inner.read)
        .await?;
        points.reverse();
        Ok(points)
    }
}
