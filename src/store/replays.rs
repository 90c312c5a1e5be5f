//! Finished games' replays, kept as drawn (animated GIFs, `app::replay`; migrations 0015,
//! 0016), and the replays owed to end posts.
//!
//! A table rather than files: it survives a restart like everything else the bot keeps, is
//! shared by the processes of a range of shards (PostgreSQL) and goes with the database's
//! backups, and a game's row cascades to it. Bounded in bytes: one per finished game, at
//! most Discord's upload limit each, and all of them together within a byte budget
//! ([`REPLAY_BUDGET`] unless configured), the least recently used forgotten first; a replay
//! unused for [`REPLAY_KEPT`] is forgotten too. A forgotten replay is drawn again if asked
//! for. A replay that cannot be drawn is remembered as such (its reason, no bytes), so that
//! it is not drawn again at every request.

use sqlx::AnyConnection;

use super::shards::{bind_owner, owned};
use super::write::{NewEvent, Output};
use super::{GameKey, Millis, Owner, Store, StoreError};

/// How long a replay is kept after it was last used: 90 days.
pub const REPLAY_KEPT: Millis = 90 * 24 * 60 * 60 * 1000;

/// How many bytes of replays are kept unless configured (`REPLAY_BUDGET`): 1 GiB.
pub const REPLAY_BUDGET: u64 = 1024 * 1024 * 1024;

/// The bytes of all the replays kept (a sum is NUMERIC on PostgreSQL: cast back).
const TOTAL_BYTES: &str = "SELECT CAST(COALESCE(SUM(bytes), 0) AS BIGINT) FROM replays";

/// What became of a game's replay: drawn (the GIF) or not drawable (why).
pub type Drawn = Result<Vec<u8>, String>;

/// A replay an end post owes: the game, by internal and public id.
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct OwedReplay {
    pub game_id: GameKey,
    pub public_id: String,
}

impl Store {
    /// The replay kept for a game, if one was drawn and is still kept.
    pub async fn replay(&self, game_id: GameKey) -> Result<Option<Vec<u8>>, StoreError> {
        Ok(
            sqlx::query_scalar("SELECT gif FROM replays WHERE game_id = $1 AND failure IS NULL")
                .bind(game_id)
                .fetch_optional(&self.inner.read)
                .await?,
        )
    }

    /// Why a game's replay could not be drawn, if that is remembered.
    pub async fn replay_failure(&self, game_id: GameKey) -> Result<Option<String>, StoreError> {
        Ok(sqlx::query_scalar::<_, Option<String>>(
            "SELECT failure FROM replays WHERE game_id = $1",
        )
        .bind(game_id)
        .fetch_optional(&self.inner.read)
        .await?
        .flatten())
    }

    /// The bytes of all the replays kept.
    pub async fn replay_bytes(&self) -> Result<u64, StoreError> {
        let bytes: i64 = sqlx::query_scalar(TOTAL_BYTES)
            .fetch_one(&self.inner.read)
            .await?;
        Ok(u64::try_from(bytes).unwrap_or(0))
    }

    /// The replays owed to end posts of `owner`'s servers' games, oldest first.
    pub async fn replays_owed(&self, owner: Option<Owner>) -> Result<Vec<OwedReplay>, StoreError> {
        let sql = format!(
            "SELECT o.game_id, g.public_id FROM replays_owed o JOIN games g ON g.id = o.game_id \
             WHERE {} ORDER BY o.owed_at, o.game_id",
            owned("g.guild_id")
        );
        Ok(bind_owner(sqlx::query_as(&sql), owner)
            .fetch_all(&self.inner.read)
            .await?)
    }
}

/// [`super::Write::KeepReplay`]: keeps what became of a game's replay, unless something is
/// kept for it already (`Changed(false)`); forgets the replays unused since `forget_before`,
/// then the least recently used ones until the rest fit `budget` (never the one kept now).
pub(super) async fn keep(
    conn: &mut AnyConnection,
    game_id: GameKey,
    drawn: &Drawn,
    at: Millis,
    forget_before: Millis,
    budget: u64,
) -> Result<Output, StoreError> {
    sqlx::query("DELETE FROM replays WHERE used_at < $1")
        .bind(forget_before)
        .execute(&mut *conn)
        .await?;
    let (gif, failure) = match drawn {
        Ok(gif) => (&gif[..], None),
        Err(why) => (&[][..], Some(why.as_str())),
    };
    let done = sqlx::query(
        "INSERT INTO replays (game_id, gif, drawn_at, bytes, used_at, failure) \
         VALUES ($1, $2, $3, $4, $3, $5) ON CONFLICT (game_id) DO NOTHING",
    )
    .bind(game_id)
    .bind(gif)
    .bind(at)
    .bind(i64::try_from(gif.len()).unwrap_or(i64::MAX))
    .bind(failure)
    .execute(&mut *conn)
    .await?;
    evict(conn, game_id, budget).await?;
    Ok(Output::Changed(done.rows_affected() > 0))
}

/// Forgets the least recently used replays (but `kept`) until the rest fit `budget` bytes.
async fn evict(conn: &mut AnyConnection, kept: GameKey, budget: u64) -> Result<(), StoreError> {
    let total: i64 = sqlx::query_scalar(TOTAL_BYTES)
        .fetch_one(&mut *conn)
        .await?;
    let mut over = u64::try_from(total).unwrap_or(0).saturating_sub(budget);
    if over == 0 {
        return Ok(());
    }
    let oldest: Vec<(GameKey, i64)> = sqlx::query_as(
        "SELECT game_id, bytes FROM replays WHERE game_id <> $1 AND bytes > 0 \
         ORDER BY used_at, game_id",
    )
    .bind(kept)
    .fetch_all(&mut *conn)
    .await?;
    for (game_id, bytes) in oldest {
        if over == 0 {
            break;
        }
        sqlx::query("DELETE FROM replays WHERE game_id = $1")
            .bind(game_id)
            .execute(&mut *conn)
            .await?;
        over = over.saturating_sub(u64::try_from(bytes).unwrap_or(0));
    }
    Ok(())
}

/// [`super::Write::TouchReplay`]: a kept replay was used (posted or shown) at `at`.
pub(super) async fn touch(
    conn: &mut AnyConnection,
    game_id: GameKey,
    at: Millis,
) -> Result<Output, StoreError> {
    let done = sqlx::query("UPDATE replays SET used_at = $1 WHERE game_id = $2 AND used_at < $1")
        .bind(at)
        .bind(game_id)
        .execute(&mut *conn)
        .await?;
    Ok(Output::Changed(done.rows_affected() > 0))
}

/// [`super::Write::OweReplay`]: a game's end post owes its replay (once; `Changed(false)`
/// if it is owed already).
pub(super) async fn owe(
    conn: &mut AnyConnection,
    game_id: GameKey,
    at: Millis,
) -> Result<Output, StoreError> {
    let done = sqlx::query(
        "INSERT INTO replays_owed (game_id, owed_at) VALUES ($1, $2) \
         ON CONFLICT (game_id) DO NOTHING",
    )
    .bind(game_id)
    .bind(at)
    .execute(&mut *conn)
    .await?;
    Ok(Output::Changed(done.rows_affected() > 0))
}

/// [`super::Write::PayReplay`]: what a game's end post owed is settled: if its replay is
/// kept, `event` (the replay's own post) is added; if it could not be drawn, nothing is
/// posted. `Changed(true)` if the event was added.
pub(super) async fn pay(
    conn: &mut AnyConnection,
    game_id: GameKey,
    event: &NewEvent,
    at: Millis,
) -> Result<Output, StoreError> {
    let owed = sqlx::query("DELETE FROM replays_owed WHERE game_id = $1")
        .bind(game_id)
        .execute(&mut *conn)
        .await?;
    if owed.rows_affected() == 0 {
        return Ok(Output::Changed(false));
    }
    let added = sqlx::query(
        "INSERT INTO events (game_id, kind, idem_key, payload, created_at, seq) \
         SELECT game_id, $2, $3, $4, $5, $6 FROM replays \
         WHERE game_id = $1 AND failure IS NULL \
         ON CONFLICT (idem_key) DO NOTHING",
    )
    .bind(game_id)
    .bind(&event.kind)
    .bind(&event.key)
    .bind(&event.payload)
    .bind(at)
    .bind(event.seq)
    .execute(&mut *conn)
    .await?;
    Ok(Output::Changed(added.rows_affected() > 0))
}
