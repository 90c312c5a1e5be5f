//! Storage: every SQL statement of the bot, behind one type, [`Store`].
//!
//! SQLite through sqlx, with the migrations of `migrations/` applied when the store opens.
//! Every connection runs in WAL mode with `synchronous=FULL` (a committed transaction
//! survives power loss), a busy timeout and foreign keys on.
//!
//! A game is stored as its options, seed and append-only move log (in the engine's stable
//! text form), never as a serialized state. All writes go through one writer connection,
//! owned by a writer task: callers hand it a [`Write`] and get the result once the
//! transaction holding it has committed. The writer takes every write queued while the
//! previous transaction was committing and commits them together (group commit), so the
//! rate of acknowledged writes can exceed the rate of `fsync`s. Reads use a separate pool,
//! which WAL lets run beside the writer.
//!
//! Ids from the chat platform are `u64`; SQLite's INTEGER is `i64`, so they are stored bit
//! for bit (`as i64`) and read back the same way. Times are [`Millis`], milliseconds since
//! the Unix epoch, from the service's clock.

mod announce;
mod append;
mod column;
mod daily;
mod error;
mod events;
mod games;
mod health;
mod ids;
mod league;
mod lobby;
mod location;
mod muted;
mod notices;
mod quiet;
mod ratings;
mod replays;
mod rows;
mod shard_locks;
mod shards;
mod users;
mod web;
mod write;

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use serde::{Deserialize, Serialize};
use sqlx::any::{AnyPoolOptions, AnyRow};
use sqlx::{AnyConnection, AnyPool, Connection, Executor, FromRow, Row};
use tokio::sync::{mpsc, oneshot, watch};

use column::{text_status, Bits, Flag, Maybe};
pub use daily::{DailyAttemptRow, DailyBoardRow, DailyDayRow, DailyResultRow};
pub use league::{
    LeagueEventRow, LeagueGameEnd, LeagueGameResult, LeagueGameRow, LeagueGameStatus, LeagueLink,
    LeagueMemberRow, LeagueResultRow, LeagueRow, LeagueWrite, NewLeague, NewLeagueEvent,
    RatingEventRow, RatingRowDb, RatingUpdate, RoundRow, SeasonRow,
};
pub use write::{
    Append, GameSchedule, NewEvent, NewGame, NewMove, Outbox, Output, SoloResult, Write,
};

/// Milliseconds since the Unix epoch.
pub type Millis = i64;
pub use crate::game::GameKind;
pub use error::StoreError;
#[cfg(test)]
use events::game_events_sql;
pub use ids::{
    ChannelId, EventId, GameKey, GuildId, LeagueId, MessageId, RoleId, RoundId, SeasonNo, UserId,
};
pub use lobby::{Guests, Invitee};
use location::read_pool;
pub use location::{connect, redact, Backend, Location, SQLITE_PRAGMAS};
pub use muted::MuteWrite;
pub use notices::{NewTurnNotice, NoticeWrite, TurnNoticeRow, NOTICES_KEPT};
pub use quiet::{QuietRow, QuietWrite};
pub use ratings::{GameRatingRow, GameRatingsWrite, RatedLine, TrendPoint, TREND_KEPT};
pub use replays::{Drawn, OwedReplay, REPLAY_BUDGET, REPLAY_KEPT};
pub(crate) use rows::{from_db, to_db};
pub use rows::{
    EventRow, GameRow, GameStatus, MoveRow, Place, PlayerRow, StoredGame, UnreadableGame, UserRow,
};
pub use shard_locks::ShardLocks;
pub use shards::Owner;
pub use web::{FinishedRow, WebRow, WebWrite};

/// The most writes committed in one transaction.
pub const MAX_BATCH: usize = 256;

static SQLITE_MIGRATIONS: sqlx::migrate::Migrator = sqlx::migrate!("./migrations/sqlite");
static POSTGRES_MIGRATIONS: sqlx::migrate::Migrator = sqlx::migrate!("./migrations/postgres");

text_status!(GameStatus);

struct Job {
    write: Write,
    reply: oneshot::Sender<Result<Output, StoreError>>,
}

struct Inner {
    read: AnyPool,
    writer: Option<mpsc::UnboundedSender<Job>>,
    writer_task: Mutex<Option<tokio::task::JoinHandle<()>>>,
    events: watch::Sender<u64>,
    location: Location,
    /// The heartbeat sent through the writer that had not committed when last awaited
    /// (see [`Store::writer_answers`]): awaited again rather than another queued behind it.
    heartbeat: Mutex<Option<oneshot::Receiver<Result<Output, StoreError>>>>,
}

/// The database. Cheap to clone; every clone shares the writer and the read pool.
#[derive(Clone)]
pub struct Store {
    inner: Arc<Inner>,
}

const GAME_COLUMNS: &str = "g.id, g.public_id, g.kind, g.guild_id, g.channel_id, g.host_id, \
     g.options, g.ruleset, g.seed, g.turn_ms, g.reminder_ms, g.bank_ms, g.max_players, g.status, g.language, \
     g.created_at, g.started_at, g.ended_at, g.turn_started_at, g.deadline_at, \
     g.reminder_at, g.bank_from, g.move_count, g.self_paced, g.hints, g.touched_at";

const EVENT_COLUMNS: &str = "e.id, e.game_id, g.public_id, g.guild_id, g.channel_id, e.kind, \
     e.idem_key, e.payload, e.created_at, e.delivered_at, e.seq, e.attempts, e.failure, \
     e.failed_at, g.language";

impl Store {
    /// Opens (creating if needed) the SQLite database at `path`; see [`Store::open_at`].
    pub async fn open(path: impl AsRef<Path>) -> Result<Store, StoreError> {
        Store::open_at(Location::Sqlite(path.as_ref().to_path_buf())).await
    }

    /// Opens the database of a `DATABASE_URL` (see [`Location::parse`]).
    pub async fn connect(url: &str) -> Result<Store, StoreError> {
        Store::open_at(Location::parse(url)).await
    }

    /// Opens (creating a SQLite file if needed) the database, applies the migrations of
    /// its kind (`migrations/sqlite` or `migrations/postgres`) and starts the writer task
    /// (on the current tokio runtime).
    pub async fn open_at(location: Location) -> Result<Store, StoreError> {
        let mut conn = connect(&location).await?;
        match location.backend() {
            Backend::Sqlite => SQLITE_MIGRATIONS.run(&mut conn).await?,
            Backend::Postgres => POSTGRES_MIGRATIONS.run(&mut conn).await?,
        }
        let read = read_pool(&location, 4, false).await?;
        let (tx, rx) = mpsc::unbounded_channel();
        let (events, _) = watch::channel(0u64);
        let task = tokio::spawn(write::writer_loop(
            location.clone(),
            conn,
            rx,
            events.clone(),
        ));
        Ok(Store {
            inner: Arc::new(Inner {
                read,
                writer: Some(tx),
                writer_task: Mutex::new(Some(task)),
                events,
                location,
                heartbeat: Mutex::new(None),
            }),
        })
    }

    /// Opens an existing SQLite database for reading only; see [`Store::open_read_only_at`].
    pub async fn open_read_only(path: impl AsRef<Path>) -> Result<Store, StoreError> {
        Store::open_read_only_at(Location::Sqlite(path.as_ref().to_path_buf())).await
    }

    /// Opens the database of a `DATABASE_URL` for reading only.
    pub async fn connect_read_only(url: &str) -> Result<Store, StoreError> {
        Store::open_read_only_at(Location::parse(url)).await
    }

    /// Opens an existing database for reading only (no migrations, no writer): for tools
    /// and tests that look at a database another process writes.
    pub async fn open_read_only_at(location: Location) -> Result<Store, StoreError> {
        let read = read_pool(&location, 2, true).await?;
        let (events, _) = watch::channel(0u64);
        Ok(Store {
            inner: Arc::new(Inner {
                read,
                writer: None,
                writer_task: Mutex::new(None),
                events,
                location,
                heartbeat: Mutex::new(None),
            }),
        })
    }

    /// A read transaction that sees one snapshot of the database throughout: SQLite's
    /// deferred transaction does (WAL keeps its snapshot from the first read);
    /// PostgreSQL's default isolation takes a new snapshot per statement, so it is asked
    /// for `REPEATABLE READ`.
    async fn snapshot(&self) -> Result<sqlx::Transaction<'static, sqlx::Any>, StoreError> {
        let mut tx = self.inner.read.begin().await?;
        if self.backend() == Backend::Postgres {
            sqlx::query("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY")
                .execute(&mut *tx)
                .await?;
        }
        Ok(tx)
    }

    /// Where the data lives.
    pub fn location(&self) -> &Location {
        &self.inner.location
    }

    /// Which database the store runs on.
    pub fn backend(&self) -> Backend {
        self.inner.location.backend()
    }

    /// Queues a write and returns at once; the receiver answers once its transaction has
    /// committed (or failed). Once queued, the write happens even if the receiver is dropped.
    pub fn submit(
        &self,
        write: Write,
    ) -> Result<oneshot::Receiver<Result<Output, StoreError>>, StoreError> {
        let writer = self.inner.writer.as_ref().ok_or(StoreError::ReadOnly)?;
        let (reply, rx) = oneshot::channel();
        writer
            .send(Job { write, reply })
            .map_err(|_| StoreError::WriterGone)?;
        Ok(rx)
    }

    /// Writes and waits for the commit.
    pub async fn write(&self, write: Write) -> Result<Output, StoreError> {
        self.submit(write)?
            .await
            .map_err(|_| StoreError::WriterGone)?
    }

    /// A counter bumped whenever a committed transaction added outbound events.
    pub fn event_signal(&self) -> watch::Receiver<u64> {
        self.inner.events.subscribe()
    }

    /// Stops taking writes, waits for the queued ones to commit, and closes the connections.
    /// Other clones of this store can no longer write.
    pub async fn close(&self) {
        // Dropping the sender is not possible while clones hold `Inner`; the writer stops
        // when it receives a close job instead.
        if let Some(writer) = &self.inner.writer {
            let (reply, rx) = oneshot::channel();
            let _ = writer.send(Job {
                write: Write::Shutdown,
                reply,
            });
            let _ = rx.await;
        }
        let task = self
            .inner
            .writer_task
            .lock()
            .expect("writer task lock")
            .take();
        if let Some(task) = task {
            let _ = task.await;
        }
        self.inner.read.close().await;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Dir(PathBuf);
    impl Drop for Dir {
        fn drop(&mut self) {
            let _ = std::fs::remove_dir_all(&self.0);
        }
    }

    fn dir(tag: &str) -> Dir {
        let d = std::env::temp_dir().join(format!("tucana-store-{tag}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&d);
        std::fs::create_dir_all(&d).unwrap();
        Dir(d)
    }

    #[test]
    fn locations_come_from_database_urls_and_hide_passwords() {
        let sqlite = |p: &str| Location::Sqlite(PathBuf::from(p));
        assert_eq!(Location::parse("sqlite://tucana.db"), sqlite("tucana.db"));
        assert_eq!(Location::parse("sqlite:data/x.db"), sqlite("data/x.db"));
        assert_eq!(Location::parse("x.db"), sqlite("x.db"));
        let pg = Location::parse(
            "postgres://bot:s3cret@db.example:5432/tucana?sslmode=require&password=x",
        );
        assert_eq!(pg.backend(), Backend::Postgres);
        assert_eq!(
            pg.to_string(),
            "postgres://bot:***@db.example:5432/tucana?sslmode=require&password=***"
        );
        assert!(!format!("{pg:?}").contains("s3cret"));
        assert_eq!(
            Location::parse("postgresql://h/db").to_string(),
            "postgresql://h/db"
        );
        // A path with the URL's own characters still names its file.
        assert_eq!(
            sqlite("a?b#c%d e.db").url(false).unwrap(),
            "sqlite:a%3Fb%23c%25d%20e.db?mode=rwc"
        );
    }

    /// The writer's heartbeat: through while the writer commits, stuck while another
    /// connection holds the database (as a writer waiting for a lock or a server does),
    /// through again once it lets go, and gone once the store is closed.
    #[tokio::test]
    async fn the_writers_heartbeat_shows_it_stuck_and_back() {
        let d = dir("beat");
        let store = Store::open(d.0.join("beat.db")).await.unwrap();
        let long = std::time::Duration::from_secs(30);
        store.writer_answers(long).await.unwrap();
        let mut other = connect(store.location()).await.unwrap();
        other.execute("BEGIN IMMEDIATE").await.unwrap();
        for _ in 0..3 {
            let stuck = store
                .writer_answers(std::time::Duration::from_millis(100))
                .await;
            assert!(
                matches!(stuck, Err(StoreError::WriterStuck(_))),
                "{stuck:?}"
            );
            // The next probe awaits the same heartbeat: none piles up behind the first.
            assert!(store.inner.heartbeat.lock().unwrap().is_some());
        }
        other.execute("ROLLBACK").await.unwrap();
        store.writer_answers(long).await.unwrap();
        store.close().await;
        let gone = store.writer_answers(long).await;
        assert!(matches!(gone, Err(StoreError::WriterGone)), "{gone:?}");
    }

    #[tokio::test]
    async fn a_games_events_are_found_through_the_key_index() {
        let d = dir("keys");
        let store = Store::open(d.0.join("k.db")).await.unwrap();
        let plan: Vec<String> = sqlx::query(&format!("EXPLAIN QUERY PLAN {}", game_events_sql()))
            .bind(1i64)
            .fetch_all(&store.inner.read)
            .await
            .unwrap()
            .iter()
            .map(|r| r.get::<String, _>("detail"))
            .collect();
        store.close().await;
        assert!(
            plan.iter().any(|d| d.contains("sqlite_autoindex_events_1")),
            "{plan:?}"
        );
    }

    #[tokio::test]
    async fn the_bulk_game_update_finds_rows_by_id() {
        let d = dir("plan");
        let store = Store::open(d.0.join("plan.db")).await.unwrap();
        let plan: Vec<String> =
            sqlx::query(&format!("EXPLAIN QUERY PLAN {}", append::UPDATE_GAMES))
                .bind("[]")
                .fetch_all(&store.inner.read)
                .await
                .unwrap()
                .iter()
                .map(|r| r.get::<String, _>("detail"))
                .collect();
        store.close().await;
        assert!(
            plan.iter()
                .any(|d| d.contains("SEARCH games USING INTEGER PRIMARY KEY")),
            "{plan:?}"
        );
    }
}
