//! Reads that may be limited to the servers of a shard range (the service's `ShardRange`
//! gives an [`Owner`]; the store knows only its numbers; `None` reads every server's):
//! when several bot processes share one database, each reads its own servers' outbox
//! events and season ends, and never sees another's.
//!
//! The owner test is in SQL, so that a process's poll is never filled (and starved) by
//! other processes' backlog: a server is on shard `(guild_id >> 22) % total`, as Discord
//! routes it. Ids are stored bit for bit as signed integers, so the shifted value is
//! masked to the 42 bits a shifted `u64` has: the test agrees with
//! the service's `ShardRange::owns_guild` for every id (Discord's are all below 2^63 anyway). Only
//! `>>`, `&`, `%` and `BETWEEN` on integers: the same in SQLite and PostgreSQL. Guild 0
//! (no server) falls on shard 0, as it should.

use sqlx::any::AnyArguments;
use sqlx::query::QueryAs;
use sqlx::Any;

use super::muted::NOT_MUTED;
use super::{EventRow, GameKey, GuildId, LeagueEventRow, Millis, Store, StoreError, EVENT_COLUMNS};

/// The servers a read is limited to: those whose events come through shards `first` to
/// `last` (inclusive) of `total`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Owner {
    pub first: u32,
    pub last: u32,
    pub total: u32,
}

/// `(guild >> 22) % $1 BETWEEN $2 AND $3` over column `guild`, as an unsigned shift.
pub(super) fn owned(guild: &str) -> String {
    format!("(((({guild}) >> 22) & 4398046511103) % $1) BETWEEN $2 AND $3")
}

impl Owner {
    /// Every server: one shard of one (`x % 1` is 0 for every `x`).
    pub const ALL: Owner = Owner {
        first: 0,
        last: 0,
        total: 1,
    };
}

/// Binds `owner` (every server when `None`) as `$1`, `$2` and `$3` of [`owned`]'s test.
pub(super) fn bind_owner<'q, O>(
    query: QueryAs<'q, Any, O, AnyArguments<'q>>,
    owner: Option<Owner>,
) -> QueryAs<'q, Any, O, AnyArguments<'q>> {
    let owner = owner.unwrap_or(Owner::ALL);
    query
        .bind(i64::from(owner.total))
        .bind(i64::from(owner.first))
        .bind(i64::from(owner.last))
}

impl Store {
    /// Outbound events not yet delivered (nor given up), oldest first, at most `limit`;
    /// of `owner`'s servers only (`None`: every server's); none of a muted place's (they
    /// wait for its user: `store/muted.rs`).
    pub async fn pending_events(
        &self,
        owner: Option<Owner>,
        limit: u32,
    ) -> Result<Vec<EventRow>, StoreError> {
        let sql = format!(
            "SELECT {EVENT_COLUMNS} FROM events e JOIN games g ON g.id = e.game_id \
             WHERE e.delivered_at IS NULL AND e.failed_at IS NULL AND {} AND {NOT_MUTED} \
             ORDER BY e.id LIMIT $4",
            owned("g.guild_id")
        );
        Ok(bind_owner(sqlx::query_as(&sql), owner)
            .bind(i64::from(limit))
            .fetch_all(&self.inner.read)
            .await?)
    }

    /// Pending events (as [`Store::pending_events`]), at most `per_channel` of each
    /// channel (its oldest), oldest first, at most `limit` in all: a channel with a long
    /// backlog does not hide the others' events.
    pub async fn pending_events_per_channel(
        &self,
        owner: Option<Owner>,
        per_channel: u32,
        limit: u32,
    ) -> Result<Vec<EventRow>, StoreError> {
        let sql = format!(
            "SELECT * FROM (SELECT {EVENT_COLUMNS}, ROW_NUMBER() OVER \
             (PARTITION BY g.channel_id ORDER BY e.id) AS n \
             FROM events e JOIN games g ON g.id = e.game_id \
             WHERE e.delivered_at IS NULL AND e.failed_at IS NULL AND {} AND {NOT_MUTED}) \
             AS pending \
             WHERE n <= $4 ORDER BY id LIMIT $5",
            owned("g.guild_id")
        );
        Ok(bind_owner(sqlx::query_as(&sql), owner)
            .bind(i64::from(per_channel))
            .bind(i64::from(limit))
            .fetch_all(&self.inner.read)
            .await?)
    }

    /// League events not yet delivered (nor given up), oldest first, at most `limit`; of
    /// the leagues of `owner`'s servers only (`None`: every league's).
    pub async fn pending_league_events(
        &self,
        owner: Option<Owner>,
        limit: u32,
    ) -> Result<Vec<LeagueEventRow>, StoreError> {
        let sql = format!(
            "SELECT id, league_id, guild_id, channel_id, kind, idem_key, payload, created_at, \
             delivered_at FROM league_events WHERE delivered_at IS NULL AND failed_at IS NULL \
             AND {} ORDER BY id LIMIT $4",
            owned("guild_id")
        );
        Ok(bind_owner(sqlx::query_as(&sql), owner)
            .bind(i64::from(limit))
            .fetch_all(&self.inner.read)
            .await?)
    }

    /// The current seasons with an end date: (league, end), of the leagues of `owner`'s
    /// servers only (`None`: every league's).
    pub async fn league_season_ends(
        &self,
        owner: Option<Owner>,
    ) -> Result<Vec<(super::LeagueId, Millis)>, StoreError> {
        let sql = format!(
            "SELECT s.league_id, s.ends_at FROM league_seasons s \
             JOIN leagues l ON l.id = s.league_id \
             WHERE s.ended_at IS NULL AND s.ends_at IS NOT NULL AND {} \
             ORDER BY s.league_id",
            owned("l.guild_id")
        );
        Ok(bind_owner(sqlx::query_as(&sql), owner)
            .fetch_all(&self.inner.read)
            .await?)
    }

    /// The server of a game, read from its row alone (for a game whose other rows cannot
    /// be read).
    pub async fn game_guild(&self, game: GameKey) -> Result<Option<GuildId>, StoreError> {
        let guild: Option<i64> = sqlx::query_scalar("SELECT guild_id FROM games WHERE id = $1")
            .bind(game)
            .fetch_optional(&self.inner.read)
            .await?;
        Ok(guild.map(|g| GuildId(super::from_db(g))))
    }
}
