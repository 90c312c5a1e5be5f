//! The web pages' rows (migration 0019): which servers turned their pages on, which players
//! chose a public page, each with the bot's own id for its address (never the platform's),
//! and the lists the pages show (a server's finished games, a player's, the past days of a
//! daily challenge).

use super::*;

/// The writes of the web pages' settings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WebWrite {
    /// A server's pages on or off; `web_id` is its id if it has none yet (an id, once
    /// given, is kept).
    Server {
        guild: GuildId,
        web_id: String,
        name: String,
        on: bool,
        at: Millis,
    },
    /// A player's page public or not; `web_id` as for a server.
    Player {
        user: UserId,
        web_id: String,
        public: bool,
        at: Millis,
    },
}

/// A server's or a player's web id, and whether its page is shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WebRow {
    pub web_id: String,
    pub shown: bool,
}

/// A finished game as the lists of the web pages show it.
#[derive(Clone, Debug, PartialEq, Eq, FromRow)]
pub struct FinishedRow {
    pub public_id: String,
    #[sqlx(try_from = "String")]
    pub kind: GameKind,
    pub ended_at: Option<Millis>,
    #[sqlx(try_from = "i64")]
    pub players: u32,
}

/// Runs a web write in the writer's transaction.
pub(super) async fn exec(conn: &mut AnyConnection, write: &WebWrite) -> Result<Output, StoreError> {
    if let WebWrite::Server {
        guild,
        web_id,
        name,
        on,
        at,
    } = write
    {
        sqlx::query(
            "INSERT INTO web_servers (guild_id, web_id, name, web_on, changed_at) \
             VALUES ($1, $2, $3, $4, $5) ON CONFLICT (guild_id) DO UPDATE SET \
             name = excluded.name, web_on = excluded.web_on, changed_at = excluded.changed_at",
        )
        .bind(to_db(*guild))
        .bind(web_id)
        .bind(name)
        .bind(i64::from(*on))
        .bind(at)
        .execute(&mut *conn)
        .await?;
        return Ok(Output::Done);
    }
    let (table, key, flag, id, web_id, shown, at) = match write {
        WebWrite::Server { .. } => unreachable!("written above"),
        WebWrite::Player {
            user,
            web_id,
            public,
            at,
        } => (
            "web_players",
            "user_id",
            "public",
            to_db(*user),
            web_id,
            *public,
            *at,
        ),
    };
    sqlx::query(&format!(
        "INSERT INTO {table} ({key}, web_id, {flag}, changed_at) VALUES ($1, $2, $3, $4) \
         ON CONFLICT ({key}) DO UPDATE SET {flag} = excluded.{flag}, \
         changed_at = excluded.changed_at"
    ))
    .bind(id)
    .bind(web_id)
    .bind(i64::from(shown))
    .bind(at)
    .execute(&mut *conn)
    .await?;
    Ok(Output::Done)
}

/// `?`, `$1`-style placeholders from `first` for `n` values: `$2, $3, $4`.
fn placeholders(first: usize, n: usize) -> String {
    (first..first + n)
        .map(|i| format!("${i}"))
        .collect::<Vec<_>>()
        .join(", ")
}

impl Store {
    /// A server's web id and whether its pages are on, if it ever had them.
    pub async fn web_server_of(&self, guild: GuildId) -> Result<Option<WebRow>, StoreError> {
        let row: Option<(String, i64)> =
            sqlx::query_as("SELECT web_id, web_on FROM web_servers WHERE guild_id = $1")
                .bind(to_db(guild))
                .fetch_optional(&self.inner.read)
                .await?;
        Ok(row.map(|(web_id, on)| WebRow {
            web_id,
            shown: on != 0,
        }))
    }

    /// The server of a web id and its name, if its pages are on.
    pub async fn web_server(&self, web_id: &str) -> Result<Option<(GuildId, String)>, StoreError> {
        let row: Option<(i64, String)> = sqlx::query_as(
            "SELECT guild_id, name FROM web_servers WHERE web_id = $1 AND web_on = 1",
        )
        .bind(web_id)
        .fetch_optional(&self.inner.read)
        .await?;
        Ok(row.map(|(g, name)| (GuildId(from_db(g)), name)))
    }

    /// A player's ratings in the leagues of the servers whose pages are on: (league, its
    /// name, its game, μ, σ, games rated).
    pub async fn web_ratings_of(
        &self,
        user: UserId,
    ) -> Result<Vec<(LeagueId, String, String, f64, f64, i64)>, StoreError> {
        Ok(sqlx::query_as(
            "SELECT l.id, l.name, l.game, r.mu, r.sigma, r.games FROM league_ratings r \
             JOIN leagues l ON l.id = r.league_id \
             JOIN web_servers ws ON ws.guild_id = l.guild_id AND ws.web_on = 1 \
             WHERE r.user_id = $1 ORDER BY l.id",
        )
        .bind(to_db(user))
        .fetch_all(&self.inner.read)
        .await?)
    }

    /// How many finished games of each kind a player played in the servers whose pages are
    /// on (daily attempts of a day not over, `today` and later, left out).
    pub async fn web_games_per_kind(
        &self,
        user: UserId,
        today: &str,
    ) -> Result<Vec<(String, i64)>, StoreError> {
        Ok(sqlx::query_as(
            "SELECT g.kind, COUNT(*) FROM games g \
             JOIN web_servers ws ON ws.guild_id = g.guild_id AND ws.web_on = 1 \
             JOIN players p ON p.game_id = g.id AND p.user_id = $1 \
             WHERE g.status = 'finished' \
             AND g.id NOT IN (SELECT game_id FROM daily_attempts WHERE date >= $2) \
             GROUP BY g.kind ORDER BY g.kind",
        )
        .bind(to_db(user))
        .bind(today)
        .fetch_all(&self.inner.read)
        .await?)
    }

    /// A player's web id and whether their page is public, if they ever chose.
    pub async fn web_player_of(&self, user: UserId) -> Result<Option<WebRow>, StoreError> {
        let row: Option<(String, i64)> =
            sqlx::query_as("SELECT web_id, public FROM web_players WHERE user_id = $1")
                .bind(to_db(user))
                .fetch_optional(&self.inner.read)
                .await?;
        Ok(row.map(|(web_id, public)| WebRow {
            web_id,
            shown: public != 0,
        }))
    }

    /// The player of a web id, if their page is public.
    pub async fn web_player(&self, web_id: &str) -> Result<Option<UserId>, StoreError> {
        let user: Option<i64> =
            sqlx::query_scalar("SELECT user_id FROM web_players WHERE web_id = $1 AND public = 1")
                .bind(web_id)
                .fetch_optional(&self.inner.read)
                .await?;
        Ok(user.map(|u| UserId(from_db(u))))
    }

    /// The web ids of those of `users` whose pages are public (asked 200 at a time).
    pub async fn public_players(
        &self,
        users: &[UserId],
    ) -> Result<Vec<(UserId, String)>, StoreError> {
        let mut found = Vec::new();
        for users in users.chunks(200) {
            let sql = format!(
                "SELECT user_id, web_id FROM web_players WHERE public = 1 AND user_id IN ({})",
                placeholders(1, users.len())
            );
            let mut query = sqlx::query_as::<_, (i64, String)>(&sql);
            for u in users {
                query = query.bind(to_db(*u));
            }
            let rows = query.fetch_all(&self.inner.read).await?;
            found.extend(rows.into_iter().map(|(u, id)| (UserId(from_db(u)), id)));
        }
        Ok(found)
    }

    /// A page of the finished games shown on the web, newest first, and how many there are:
    /// a server's (`guild`), or a player's (`user`, in the servers whose pages are on).
    /// Daily attempts of a day not yet over (`today`, `YYYY-MM-DD`) are left out.
    pub async fn finished_games(
        &self,
        guild: Option<GuildId>,
        user: Option<UserId>,
        today: &str,
        limit: u32,
        offset: u64,
    ) -> Result<(Vec<FinishedRow>, u64), StoreError> {
        let from = "FROM games g \
             JOIN web_servers ws ON ws.guild_id = g.guild_id AND ws.web_on = 1 \
             WHERE g.status = 'finished' \
             AND ($1 IS NULL OR g.guild_id = $1) \
             AND ($2 IS NULL OR g.id IN (SELECT game_id FROM players WHERE user_id = $2)) \
             AND g.id NOT IN (SELECT game_id FROM daily_attempts WHERE date >= $3)";
        let mut tx = self.snapshot().await?;
        let rows = sqlx::query_as(&format!(
            "SELECT g.public_id, g.kind, g.ended_at, \
             (SELECT COUNT(*) FROM players p WHERE p.game_id = g.id) AS players \
             {from} ORDER BY g.ended_at DESC, g.id DESC LIMIT $4 OFFSET $5"
        ))
        .bind(guild.map(to_db))
        .bind(user.map(to_db))
        .bind(today)
        .bind(i64::from(limit))
        .bind(offset as i64)
        .fetch_all(&mut *tx)
        .await?;
        let count: i64 = sqlx::query_scalar(&format!("SELECT COUNT(*) {from}"))
            .bind(guild.map(to_db))
            .bind(user.map(to_db))
            .bind(today)
            .fetch_one(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok((rows, count as u64))
    }

    /// The league (and round table) a game belongs to.
    pub async fn league_link(&self, game: GameKey) -> Result<Option<LeagueLink>, StoreError> {
        Ok(sqlx::query_as(
            "SELECT league_id, season, round_id, table_no FROM league_games WHERE game_id = $1",
        )
        .bind(game)
        .fetch_optional(&self.inner.read)
        .await?)
    }

    /// The name a user last joined a game with.
    pub async fn latest_name_of(&self, user: UserId) -> Result<Option<String>, StoreError> {
        Ok(sqlx::query_scalar(
            "SELECT name FROM players WHERE user_id = $1 ORDER BY joined_at DESC LIMIT 1",
        )
        .bind(to_db(user))
        .fetch_optional(&self.inner.read)
        .await?)
    }

    /// A game's daily day, if the game is a daily attempt (`YYYY-MM-DD`).
    pub async fn daily_date_of(&self, game: GameKey) -> Result<Option<String>, StoreError> {
        Ok(
            sqlx::query_scalar("SELECT date FROM daily_attempts WHERE game_id = $1")
                .bind(game)
                .fetch_optional(&self.inner.read)
                .await?,
        )
    }

    /// A game's daily days before `before` (`YYYY-MM-DD`), newest first, at most `limit`.
    pub async fn daily_days_before(
        &self,
        game: &str,
        before: &str,
        limit: u32,
    ) -> Result<Vec<DailyDayRow>, StoreError> {
        Ok(sqlx::query_as(
            "SELECT game, date, version, seed, options, created_at, par FROM daily_days \
             WHERE game = $1 AND date < $2 ORDER BY date DESC LIMIT $3",
        )
        .bind(game)
        .bind(before)
        .bind(i64::from(limit))
        .fetch_all(&self.inner.read)
        .await?)
    }
}
