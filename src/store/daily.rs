//! The daily challenge's reads: recorded days, attempts, leaderboards and a user's results.
//! (Its writes are [`super::Write::RecordDailyDay`], [`super::Write::CreateDailyGame`] and
//! the result of an [`super::Append`] that ends a solo game.)

use sqlx::FromRow;

use super::column::{Bits, Maybe};
use super::{to_db, GameKey, GameKind, Millis, Store, StoreError, UserId};
use crate::game::daily::DailySecret;

/// A row of `daily_days`: a day's challenge as first used.
#[derive(Clone, Debug, PartialEq, Eq, FromRow)]
pub struct DailyDayRow {
    /// The game's kind (`"tucana"`).
    #[sqlx(try_from = "String")]
    pub game: GameKind,
    /// `YYYY-MM-DD`.
    pub date: String,
    #[sqlx(try_from = "i64")]
    pub version: u32,
    #[sqlx(try_from = "Bits")]
    pub seed: u64,
    /// The options as JSON.
    pub options: String,
    pub created_at: Millis,
    /// The strongest computer player's score on the day, once it has played it.
    #[sqlx(try_from = "Maybe<i64>")]
    pub par: Option<u32>,
}

/// A row of `daily_attempts`, with its game's public id.
#[derive(Clone, Debug, PartialEq, Eq, FromRow)]
pub struct DailyAttemptRow {
    #[sqlx(rename = "user_id", try_from = "Bits")]
    pub user: UserId,
    /// The game's kind (`"tucana"`): each game has its own daily challenge.
    #[sqlx(try_from = "String")]
    pub game: GameKind,
    pub date: String,
    pub game_id: GameKey,
    pub public_id: String,
    #[sqlx(rename = "guild_id", try_from = "Maybe<Bits>")]
    pub guild: Option<crate::store::GuildId>,
    pub name: String,
    pub started_at: Millis,
    pub finished_at: Option<Millis>,
    #[sqlx(try_from = "Maybe<i64>")]
    pub total: Option<u32>,
    #[sqlx(try_from = "Maybe<i64>")]
    pub bonus: Option<u32>,
    pub title: Option<String>,
}

/// A finished attempt on a leaderboard, with its rank (1 + the attempts strictly better).
#[derive(Clone, Debug, PartialEq, Eq, FromRow)]
pub struct DailyBoardRow {
    #[sqlx(try_from = "i64")]
    pub rank: u32,
    #[sqlx(rename = "user_id", try_from = "Bits")]
    pub user: UserId,
    pub name: String,
    #[sqlx(try_from = "i64")]
    pub total: u32,
    #[sqlx(try_from = "i64")]
    pub bonus: u32,
    pub title: Option<String>,
    pub finished_at: Millis,
}

/// One finished attempt of a user.
#[derive(Clone, Debug, PartialEq, Eq, FromRow)]
pub struct DailyResultRow {
    pub date: String,
    #[sqlx(try_from = "i64")]
    pub total: u32,
    #[sqlx(try_from = "i64")]
    pub bonus: u32,
}

const ATTEMPT_COLUMNS: &str =
    "a.user_id, a.game, a.date, a.game_id, g.public_id, a.guild_id, a.name, \
     a.started_at, a.finished_at, a.total, a.bonus, a.title";

impl Store {
    /// The deployment's daily secret, once stored (see [`super::Write::SetDailySecret`]).
    pub async fn daily_secret(&self) -> Result<Option<DailySecret>, StoreError> {
        let text: Option<String> =
            sqlx::query_scalar("SELECT secret FROM daily_secret WHERE id = 1")
                .fetch_optional(&self.inner.read)
                .await?;
        text.map(|t| {
            DailySecret::new(&t)
                .map_err(|_| StoreError::Corrupt("the stored daily secret is too short".into()))
        })
        .transpose()
    }

    /// A game's recorded day, if it has been used.
    pub async fn daily_day(
        &self,
        game: &str,
        date: &str,
    ) -> Result<Option<DailyDayRow>, StoreError> {
        Ok(sqlx::query_as(
            "SELECT game, date, version, seed, options, created_at, par FROM daily_days \
             WHERE game = $1 AND date = $2",
        )
        .bind(game)
        .bind(date)
        .fetch_optional(&self.inner.read)
        .await?)
    }

    /// A user's attempt of a game's day.
    pub async fn daily_attempt(
        &self,
        user: UserId,
        game: &str,
        date: &str,
    ) -> Result<Option<DailyAttemptRow>, StoreError> {
        Ok(sqlx::query_as(&format!(
            "SELECT {ATTEMPT_COLUMNS} FROM daily_attempts a JOIN games g ON g.id = a.game_id \
             WHERE a.user_id = $1 AND a.game = $2 AND a.date = $3"
        ))
        .bind(to_db(user))
        .bind(game)
        .bind(date)
        .fetch_optional(&self.inner.read)
        .await?)
    }

    /// The daily attempt a game (by its public id) is, if it is one.
    pub async fn daily_attempt_of_game(
        &self,
        public_id: &str,
    ) -> Result<Option<DailyAttemptRow>, StoreError> {
        Ok(sqlx::query_as(&format!(
            "SELECT {ATTEMPT_COLUMNS} FROM daily_attempts a JOIN games g ON g.id = a.game_id \
             WHERE g.public_id = $1"
        ))
        .bind(public_id)
        .fetch_optional(&self.inner.read)
        .await?)
    }

    /// A page of a game's day's finished attempts (of one server's, or all), best first by
    /// (total, bonus), ties ranked alike and ordered by who finished first; and how many
    /// finished attempts there are in all.
    pub async fn daily_leaderboard(
        &self,
        game: &str,
        date: &str,
        guild: Option<crate::store::GuildId>,
        limit: u32,
        offset: u64,
    ) -> Result<(Vec<DailyBoardRow>, u64), StoreError> {
        let filter = if guild.is_some() {
            "AND guild_id = $3"
        } else {
            "AND $3 IS NULL"
        };
        let mut tx = self.snapshot().await?;
        let rows = sqlx::query_as(&format!(
            "SELECT RANK() OVER (ORDER BY total DESC, bonus DESC) AS rank, user_id, name, \
             total, bonus, title, finished_at FROM daily_attempts \
             WHERE game = $1 AND date = $2 AND finished_at IS NOT NULL {filter} \
             ORDER BY total DESC, bonus DESC, finished_at, user_id LIMIT $4 OFFSET $5"
        ))
        .bind(game)
        .bind(date)
        .bind(guild.map(to_db))
        .bind(i64::from(limit))
        .bind(offset as i64)
        .fetch_all(&mut *tx)
        .await?;
        let count: i64 = sqlx::query_scalar(&format!(
            "SELECT COUNT(*) FROM daily_attempts \
             WHERE game = $1 AND date = $2 AND finished_at IS NOT NULL {filter}"
        ))
        .bind(game)
        .bind(date)
        .bind(guild.map(to_db))
        .fetch_one(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok((rows, count as u64))
    }

    /// A user's finished attempts of a game's daily challenge, oldest day first.
    pub async fn daily_results(
        &self,
        user: UserId,
        game: &str,
    ) -> Result<Vec<DailyResultRow>, StoreError> {
        Ok(sqlx::query_as(
            "SELECT date, total, bonus FROM daily_attempts \
             WHERE user_id = $1 AND game = $2 AND finished_at IS NOT NULL ORDER BY date",
        )
        .bind(to_db(user))
        .bind(game)
        .fetch_all(&self.inner.read)
        .await?)
    }
}
