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

mod column;
mod daily;
mod health;
mod ids;
mod league;
mod shards;
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
pub use ids::{ChannelId, GameKey, GuildId, UserId};
pub use shards::Owner;

/// Where a game is played: a guild (server) and a channel or thread, as plain ids.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, FromRow)]
pub struct Place {
    #[sqlx(rename = "guild_id", try_from = "Bits")]
    pub guild: GuildId,
    #[sqlx(rename = "channel_id", try_from = "Bits")]
    pub channel: ChannelId,
}

/// The most writes committed in one transaction.
pub const MAX_BATCH: usize = 256;

static SQLITE_MIGRATIONS: sqlx::migrate::Migrator = sqlx::migrate!("./migrations/sqlite");
static POSTGRES_MIGRATIONS: sqlx::migrate::Migrator = sqlx::migrate!("./migrations/postgres");

/// Why the store failed.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("database error: {0}")]
    Sql(#[source] sqlx::Error),
    #[error("database migration failed: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),
    /// An append did not follow the stored log (another writer, or a stale game).
    #[error("game {game_id} changed underneath this write (expected {expected} moves)")]
    Conflict { game_id: GameKey, expected: i64 },
    /// A season's end raced another (it was no longer the current season).
    #[error("league {league_id}'s season {season} has already ended")]
    SeasonEnded { league_id: i64, season: u32 },
    #[error("the public id {0} is taken")]
    DuplicateId(String),
    /// A row that may exist once already does (a user's daily attempt of a day).
    #[error("{0} already exists")]
    Duplicate(String),
    #[error("the storage writer has stopped")]
    WriterGone,
    /// The writer's connection was lost and could not be opened again (yet): the write
    /// was not made, and may be tried again.
    #[error("the database cannot be reached: {0}")]
    Unreachable(String),
    #[error("this store was opened read-only")]
    ReadOnly,
    #[error("bad stored data: {0}")]
    Corrupt(String),
}

impl From<sqlx::Error> for StoreError {
    fn from(e: sqlx::Error) -> StoreError {
        match e {
            // A stored value that does not decode (see `column`) is bad data, not a failing
            // database.
            sqlx::Error::ColumnDecode { index, source } => {
                StoreError::Corrupt(format!("column {index}: {source}"))
            }
            e => StoreError::Sql(e),
        }
    }
}

/// A game's life.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum GameStatus {
    /// Created, taking players.
    Lobby,
    /// Started, turns running.
    Active,
    Finished,
    Cancelled,
}

impl GameStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            GameStatus::Lobby => "lobby",
            GameStatus::Active => "active",
            GameStatus::Finished => "finished",
            GameStatus::Cancelled => "cancelled",
        }
    }

    pub fn parse(s: &str) -> Result<GameStatus, StoreError> {
        Ok(match s {
            "lobby" => GameStatus::Lobby,
            "active" => GameStatus::Active,
            "finished" => GameStatus::Finished,
            "cancelled" => GameStatus::Cancelled,
            other => return Err(StoreError::Corrupt(format!("game status {other:?}"))),
        })
    }

    /// Whether the game is still going (lobby or active).
    pub fn is_live(self) -> bool {
        matches!(self, GameStatus::Lobby | GameStatus::Active)
    }
}

text_status!(GameStatus);

/// A row of `games`.
#[derive(Clone, Debug, PartialEq, Eq, FromRow)]
pub struct GameRow {
    pub id: GameKey,
    pub public_id: String,
    pub kind: String,
    #[sqlx(flatten)]
    pub place: Place,
    #[sqlx(rename = "host_id", try_from = "Bits")]
    pub host: UserId,
    /// The options as JSON.
    pub options: String,
    #[sqlx(try_from = "i64")]
    pub ruleset: u32,
    #[sqlx(try_from = "Bits")]
    pub seed: u64,
    pub turn_ms: i64,
    pub reminder_ms: i64,
    #[sqlx(try_from = "i64")]
    pub max_players: u32,
    pub status: GameStatus,
    pub created_at: Millis,
    pub started_at: Option<Millis>,
    pub ended_at: Option<Millis>,
    #[sqlx(flatten)]
    pub schedule: GameSchedule,
    pub move_count: i64,
    /// No turn deadline or reminder: each turn closes when its players finish (solo and
    /// daily games).
    #[sqlx(try_from = "Flag")]
    pub self_paced: bool,
    /// The host allows hints (see the service for the games that never have them).
    #[sqlx(try_from = "Flag")]
    pub hints: bool,
    /// When the game was last touched: created, joined, left, or a move appended.
    pub touched_at: Millis,
}

/// A live game whose rows could not be read (or whose log is incomplete): it is reported,
/// not loaded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnreadableGame {
    pub id: GameKey,
    pub public_id: String,
    pub why: String,
}

/// A row of `players`.
#[derive(Clone, Debug, PartialEq, Eq, FromRow)]
pub struct PlayerRow {
    #[sqlx(rename = "user_id", try_from = "Bits")]
    pub user: UserId,
    pub name: String,
    pub join_order: i64,
    #[sqlx(try_from = "Maybe<i64>")]
    pub seat: Option<u32>,
    pub joined_at: Millis,
    /// A computer player's level as stored ("strong"); `None` for a person.
    pub bot: Option<String>,
    /// The hints the player asked for.
    #[sqlx(try_from = "i64")]
    pub hints: u32,
    /// The move count of the position of their last hint.
    pub hinted_at: Option<i64>,
    /// Their own turn's schedule, in a free-paced game (each player at their own turn);
    /// empty otherwise.
    #[sqlx(flatten)]
    pub schedule: GameSchedule,
}

/// A row of `moves`.
#[derive(Clone, Debug, PartialEq, Eq, FromRow)]
pub struct MoveRow {
    pub seq: i64,
    #[sqlx(rename = "move")]
    pub text: String,
    #[sqlx(rename = "user_id", try_from = "Maybe<Bits>")]
    pub user: Option<UserId>,
    pub at: Millis,
}

/// A game with its players (join order) and, once started, its move log (in order).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredGame {
    pub game: GameRow,
    pub players: Vec<PlayerRow>,
    pub moves: Vec<MoveRow>,
}

/// A row of `events`, with its game's public id and place.
#[derive(Clone, Debug, PartialEq, Eq, FromRow)]
pub struct EventRow {
    pub id: i64,
    pub game_id: GameKey,
    pub public_id: String,
    #[sqlx(flatten)]
    pub place: Place,
    pub kind: String,
    #[sqlx(rename = "idem_key")]
    pub key: String,
    pub payload: String,
    pub created_at: Millis,
    pub delivered_at: Option<Millis>,
    /// The game's log length when the event happened (`None` for events stored before
    /// migration 0007).
    pub seq: Option<i64>,
    /// How many times the adapter could not deliver it, the last reason, and when it gave
    /// up (see [`Write::EventFailed`]).
    #[sqlx(try_from = "i64")]
    pub attempts: u32,
    pub failure: Option<String>,
    pub failed_at: Option<Millis>,
}

/// A row of `users`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, FromRow)]
pub struct UserRow {
    #[sqlx(rename = "user_id", try_from = "Bits")]
    pub user: UserId,
    #[sqlx(try_from = "Flag")]
    pub reminders: bool,
    #[sqlx(try_from = "Flag")]
    pub vacation: bool,
}

pub(crate) fn to_db(id: impl Into<u64>) -> i64 {
    id.into() as i64
}

pub(crate) fn from_db(v: i64) -> u64 {
    v as u64
}

/// Which database a store runs on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Backend {
    /// A file, one process: the default.
    Sqlite,
    /// A server, any number of processes (each owning a range of shards).
    Postgres,
}

impl Backend {
    /// The database a connection talks to.
    pub(crate) fn of(conn: &AnyConnection) -> Backend {
        if conn.backend_name() == <sqlx::Postgres as sqlx::Database>::NAME {
            Backend::Postgres
        } else {
            Backend::Sqlite
        }
    }

    /// The statement that opens a write transaction: SQLite's `IMMEDIATE` takes the write
    /// lock at once (a deferred transaction that reads first could fail to upgrade it);
    /// PostgreSQL locks rows as it writes them.
    pub fn begin_statement(self) -> &'static str {
        match self {
            Backend::Sqlite => "BEGIN IMMEDIATE",
            Backend::Postgres => "BEGIN",
        }
    }
}

/// Where a store's data lives, from `DATABASE_URL`: `postgres://…` (or `postgresql://…`)
/// is a PostgreSQL database; anything else is a SQLite file (`sqlite://tucana.db`,
/// `sqlite:data/x.db` or a bare path).
#[derive(Clone, PartialEq, Eq)]
pub enum Location {
    Sqlite(PathBuf),
    Postgres(String),
}

impl Location {
    pub fn parse(url: &str) -> Location {
        if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            return Location::Postgres(url.to_string());
        }
        let path = url
            .strip_prefix("sqlite://")
            .or_else(|| url.strip_prefix("sqlite:"))
            .unwrap_or(url);
        Location::Sqlite(PathBuf::from(path))
    }

    pub fn backend(&self) -> Backend {
        match self {
            Location::Sqlite(_) => Backend::Sqlite,
            Location::Postgres(_) => Backend::Postgres,
        }
    }

    /// The SQLite file, if it is one.
    pub fn sqlite_path(&self) -> Option<&Path> {
        match self {
            Location::Sqlite(path) => Some(path),
            Location::Postgres(_) => None,
        }
    }

    /// The URL sqlx's `Any` driver opens. A path's `%`, `?`, `#` and spaces are escaped
    /// (sqlx decodes them); `mode` creates the file (`rwc`) or opens it read-only (`ro`).
    fn url(&self, read_only: bool) -> Result<String, StoreError> {
        match self {
            Location::Postgres(url) => Ok(url.clone()),
            Location::Sqlite(path) => {
                let path = path.to_str().ok_or_else(|| {
                    StoreError::Sql(sqlx::Error::Configuration(
                        format!("the database path {} is not UTF-8", path.display()).into(),
                    ))
                })?;
                let escaped = path
                    .replace('%', "%25")
                    .replace('?', "%3F")
                    .replace('#', "%23")
                    .replace(' ', "%20");
                let mode = if read_only { "ro" } else { "rwc" };
                // `sqlite:` without `//`: a relative path is not taken for a host.
                Ok(format!("sqlite:{escaped}?mode={mode}"))
            }
        }
    }
}

/// Shows a SQLite path as it is and a PostgreSQL URL without its password, so that a
/// location can be logged.
impl std::fmt::Display for Location {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Location::Sqlite(path) => write!(f, "{}", path.display()),
            Location::Postgres(url) => f.write_str(&redact(url)),
        }
    }
}

impl std::fmt::Debug for Location {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Location({self})")
    }
}

/// `postgres://user:secret@host/db` → `postgres://user:***@host/db`; a password given as a
/// query parameter (`?password=…`) goes too.
fn redact(url: &str) -> String {
    let (main, query) = url.split_once('?').unwrap_or((url, ""));
    let main = match (main.find("://"), main.rfind('@')) {
        (Some(scheme), Some(at)) if at > scheme => {
            let userinfo = &main[scheme + 3..at];
            match userinfo.split_once(':') {
                Some((user, _)) => format!("{}{user}:***{}", &main[..scheme + 3], &main[at..]),
                None => main.to_string(),
            }
        }
        _ => main.to_string(),
    };
    let query: Vec<String> = query
        .split('&')
        .filter(|kv| !kv.is_empty())
        .map(|kv| match kv.split_once('=') {
            Some((k, _)) if k.eq_ignore_ascii_case("password") => format!("{k}=***"),
            _ => kv.to_string(),
        })
        .collect();
    if query.is_empty() {
        main
    } else {
        format!("{main}?{}", query.join("&"))
    }
}

/// The settings of every SQLite connection of the bot (and of the benchmark's raw commit
/// measurement, so that it compares like with like): `synchronous=FULL` (a committed
/// transaction survives power loss), a busy timeout and foreign keys. PostgreSQL's
/// defaults already give all of this.
pub const SQLITE_PRAGMAS: &str =
    "PRAGMA synchronous = FULL; PRAGMA busy_timeout = 10000; PRAGMA foreign_keys = ON";

/// WAL, so that readers go on beside the writer: set by the connections that may write
/// (a read-only connection cannot change the journal mode).
const SQLITE_WAL: &str = "PRAGMA journal_mode = WAL";

/// What a new connection runs first: on SQLite [`SQLITE_WAL`] (unless read-only) and
/// [`SQLITE_PRAGMAS`]; on PostgreSQL, only a read-only connection has something to say.
fn connection_setup(backend: Backend, read_only: bool) -> &'static [&'static str] {
    match (backend, read_only) {
        (Backend::Postgres, false) => &[],
        (Backend::Postgres, true) => &["SET default_transaction_read_only = on"],
        (Backend::Sqlite, false) => &[SQLITE_WAL, SQLITE_PRAGMAS],
        (Backend::Sqlite, true) => &[SQLITE_PRAGMAS],
    }
}

/// Opens one connection, as the writer and the migrations use.
pub async fn connect(location: &Location) -> Result<AnyConnection, StoreError> {
    sqlx::any::install_default_drivers();
    let mut conn = AnyConnection::connect(&location.url(false)?).await?;
    for statement in connection_setup(location.backend(), false) {
        conn.execute(*statement).await?;
    }
    Ok(conn)
}

async fn read_pool(location: &Location, size: u32, read_only: bool) -> Result<AnyPool, StoreError> {
    sqlx::any::install_default_drivers();
    let backend = location.backend();
    Ok(AnyPoolOptions::new()
        .max_connections(size)
        .after_connect(move |conn, _| {
            Box::pin(async move {
                for statement in connection_setup(backend, read_only) {
                    conn.execute(*statement).await?;
                }
                Ok(())
            })
        })
        .connect(&location.url(read_only)?)
        .await?)
}

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
}

/// The database. Cheap to clone; every clone shares the writer and the read pool.
#[derive(Clone)]
pub struct Store {
    inner: Arc<Inner>,
}

const GAME_COLUMNS: &str = "g.id, g.public_id, g.kind, g.guild_id, g.channel_id, g.host_id, \
     g.options, g.ruleset, g.seed, g.turn_ms, g.reminder_ms, g.max_players, g.status, \
     g.created_at, g.started_at, g.ended_at, g.turn_started_at, g.deadline_at, \
     g.reminder_at, g.move_count, g.self_paced, g.hints, g.touched_at";

const EVENT_COLUMNS: &str = "e.id, e.game_id, g.public_id, g.guild_id, g.channel_id, e.kind, \
     e.idem_key, e.payload, e.created_at, e.delivered_at, e.seq, e.attempts, e.failure, \
     e.failed_at";

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

    /// Every game in the lobby or active, with players and logs, read in one snapshot;
    /// fails if one cannot be read.
    pub async fn load_live_games(&self) -> Result<Vec<StoredGame>, StoreError> {
        let mut out = Vec::new();
        let mut bad = None;
        self.for_each_live_game(|g| match g {
            Ok(g) => out.push(g),
            Err(u) => bad = bad.take().or(Some(u)),
        })
        .await?;
        match bad {
            Some(u) => Err(StoreError::Corrupt(format!(
                "game {}: {}",
                u.public_id, u.why
            ))),
            None => Ok(out),
        }
    }

    /// Hands every game in the lobby or active (and not set aside as broken), with
    /// players and logs, to `f`, in id order, read in one snapshot but a page of games at
    /// a time, so that loading ten thousand games never holds all their rows at once. A
    /// game whose rows cannot be read comes as an [`UnreadableGame`], so that one bad game
    /// never stops the others from loading.
    pub async fn for_each_live_game(
        &self,
        mut f: impl FnMut(Result<StoredGame, UnreadableGame>),
    ) -> Result<(), StoreError> {
        const PAGE: i64 = 256;
        let mut tx = self.snapshot().await?;
        let mut after = GameKey(0);
        loop {
            let games = sqlx::query(&format!(
                "SELECT {GAME_COLUMNS} FROM games g \
                 WHERE g.status IN ('lobby', 'active') AND g.broken IS NULL AND g.id > $1 \
                 ORDER BY g.id LIMIT $2"
            ))
            .bind(after)
            .bind(PAGE)
            .fetch_all(&mut *tx)
            .await?;
            let Some(last) = games.last() else {
                break;
            };
            let last = game_id_of(last, "id")?;
            let players = sqlx::query(
                "SELECT p.game_id, p.user_id, p.name, p.join_order, p.seat, p.joined_at, \
                 p.bot, p.hints, p.hinted_at, p.turn_started_at, p.deadline_at, p.reminder_at \
                 FROM players p JOIN games g ON g.id = p.game_id \
                 WHERE g.status IN ('lobby', 'active') AND p.game_id > $1 AND p.game_id <= $2 \
                 ORDER BY p.game_id, p.join_order",
            )
            .bind(after)
            .bind(last)
            .fetch_all(&mut *tx)
            .await?;
            let moves = sqlx::query(
                "SELECT m.game_id, m.seq, m.move, m.user_id, m.at \
                 FROM moves m JOIN games g ON g.id = m.game_id \
                 WHERE g.status = 'active' AND m.game_id > $1 AND m.game_id <= $2 \
                 ORDER BY m.game_id, m.seq",
            )
            .bind(after)
            .bind(last)
            .fetch_all(&mut *tx)
            .await?;
            for game in assemble(games, players, moves)? {
                f(game);
            }
            after = last;
        }
        tx.commit().await?;
        Ok(())
    }

    /// One game by its internal id, whatever its status.
    pub async fn load_game(&self, id: GameKey) -> Result<Option<StoredGame>, StoreError> {
        let mut tx = self.snapshot().await?;
        let Some(game) = sqlx::query(&format!(
            "SELECT {GAME_COLUMNS} FROM games g WHERE g.id = $1"
        ))
        .bind(id)
        .fetch_optional(&mut *tx)
        .await?
        else {
            return Ok(None);
        };
        let players = sqlx::query(
            "SELECT p.game_id, p.user_id, p.name, p.join_order, p.seat, p.joined_at, \
             p.bot, p.hints, p.hinted_at, p.turn_started_at, p.deadline_at, p.reminder_at \
             FROM players p WHERE p.game_id = $1 ORDER BY p.join_order",
        )
        .bind(id)
        .fetch_all(&mut *tx)
        .await?;
        let moves = sqlx::query(
            "SELECT m.game_id, m.seq, m.move, m.user_id, m.at FROM moves m \
             WHERE m.game_id = $1 ORDER BY m.seq",
        )
        .bind(id)
        .fetch_all(&mut *tx)
        .await?;
        tx.commit().await?;
        match assemble(vec![game], players, moves)?.pop() {
            Some(Ok(g)) => Ok(Some(g)),
            Some(Err(u)) => Err(StoreError::Corrupt(format!(
                "game {}: {}",
                u.public_id, u.why
            ))),
            None => Ok(None),
        }
    }

    /// The games set aside as broken (public id, why), oldest first.
    pub async fn broken_games(&self) -> Result<Vec<(String, String)>, StoreError> {
        Ok(sqlx::query_as(
            "SELECT public_id, broken FROM games WHERE broken IS NOT NULL ORDER BY id",
        )
        .fetch_all(&self.inner.read)
        .await?)
    }

    /// Gives up the undelivered events of a game (they are never handed out again), and
    /// returns how many there were. `reason` is what the caller logs.
    pub async fn give_up_events_of(
        &self,
        game_id: GameKey,
        reason: &str,
        at: Millis,
    ) -> Result<u64, StoreError> {
        match self
            .write(Write::GiveUpEvents {
                game_id,
                reason: reason.to_string(),
                at,
            })
            .await?
        {
            Output::Count(n) => Ok(n),
            other => Err(StoreError::Corrupt(format!("give up returned {other:?}"))),
        }
    }

    /// Where the adapter posted a game's lobby message (see [`Write::SetLobbyPost`]).
    pub async fn lobby_post(&self, public_id: &str) -> Result<Option<String>, StoreError> {
        let row: Option<(Option<String>,)> =
            sqlx::query_as("SELECT lobby_post FROM games WHERE public_id = $1")
                .bind(public_id)
                .fetch_optional(&self.inner.read)
                .await?;
        Ok(row.and_then(|(p,)| p))
    }

    /// The public ids of the open lobbies a user hosts, oldest first.
    pub async fn lobbies_hosted(&self, user: UserId) -> Result<Vec<String>, StoreError> {
        Ok(sqlx::query_scalar(
            "SELECT public_id FROM games WHERE host_id = $1 AND status = 'lobby' \
             AND broken IS NULL ORDER BY id",
        )
        .bind(to_db(user))
        .fetch_all(&self.inner.read)
        .await?)
    }

    /// The public ids of a user's live solo games (self-paced, not daily attempts), oldest
    /// first.
    pub async fn live_solo_games(&self, user: UserId) -> Result<Vec<String>, StoreError> {
        Ok(sqlx::query_scalar(
            "SELECT g.public_id FROM games g WHERE g.host_id = $1 \
             AND g.status IN ('lobby', 'active') AND g.self_paced = 1 AND g.broken IS NULL \
             AND NOT EXISTS (SELECT 1 FROM daily_attempts a WHERE a.game_id = g.id) \
             ORDER BY g.id",
        )
        .bind(to_db(user))
        .fetch_all(&self.inner.read)
        .await?)
    }

    /// A game by its public id, whatever its status.
    pub async fn find_game(&self, public_id: &str) -> Result<Option<GameRow>, StoreError> {
        Ok(sqlx::query_as(&format!(
            "SELECT {GAME_COLUMNS} FROM games g WHERE g.public_id = $1"
        ))
        .bind(public_id)
        .fetch_optional(&self.inner.read)
        .await?)
    }

    /// The games of a place, newest first, whatever their status.
    pub async fn games_in_place(&self, place: Place) -> Result<Vec<GameRow>, StoreError> {
        Ok(sqlx::query_as(&format!(
            "SELECT {GAME_COLUMNS} FROM games g WHERE g.guild_id = $1 AND g.channel_id = $2 \
             ORDER BY g.id DESC"
        ))
        .bind(to_db(place.guild))
        .bind(to_db(place.channel))
        .fetch_all(&self.inner.read)
        .await?)
    }

    /// The public ids of the active games a user plays in.
    pub async fn active_games_of_user(&self, user: UserId) -> Result<Vec<String>, StoreError> {
        Ok(sqlx::query_scalar(
            "SELECT g.public_id FROM players p JOIN games g ON g.id = p.game_id \
             WHERE p.user_id = $1 AND g.status = 'active' AND g.broken IS NULL ORDER BY g.id",
        )
        .bind(to_db(user))
        .fetch_all(&self.inner.read)
        .await?)
    }

    /// The receipt recorded when the event with this idempotency key was delivered.
    pub async fn receipt(&self, key: &str) -> Result<Option<String>, StoreError> {
        let row: Option<(Option<String>,)> =
            sqlx::query_as("SELECT receipt FROM events WHERE idem_key = $1")
                .bind(key)
                .fetch_optional(&self.inner.read)
                .await?;
        Ok(row.and_then(|(r,)| r))
    }

    /// Every event of a game, delivered or not, oldest first. (Event keys start with the
    /// game's public id and a colon; the key index finds them.)
    pub async fn game_events(&self, game_id: GameKey) -> Result<Vec<EventRow>, StoreError> {
        Ok(sqlx::query_as(&game_events_sql())
            .bind(game_id)
            .fetch_all(&self.inner.read)
            .await?)
    }

    /// Every event with an id above `after`, oldest first, at most `limit` (for audits).
    pub async fn events_after(&self, after: i64, limit: u32) -> Result<Vec<EventRow>, StoreError> {
        Ok(sqlx::query_as(&format!(
            "SELECT {EVENT_COLUMNS} FROM events e JOIN games g ON g.id = e.game_id \
             WHERE e.id > $1 ORDER BY e.id LIMIT $2"
        ))
        .bind(after)
        .bind(limit as i64)
        .fetch_all(&self.inner.read)
        .await?)
    }

    /// Every user's settings.
    pub async fn users(&self) -> Result<Vec<UserRow>, StoreError> {
        Ok(
            sqlx::query_as("SELECT user_id, reminders, vacation FROM users ORDER BY user_id")
                .fetch_all(&self.inner.read)
                .await?,
        )
    }

    /// How many games there are in each status (for figures and tests).
    pub async fn count_games(&self, status: GameStatus) -> Result<i64, StoreError> {
        Ok(
            sqlx::query_scalar("SELECT COUNT(*) FROM games WHERE status = $1")
                .bind(status.as_str())
                .fetch_one(&self.inner.read)
                .await?,
        )
    }
}

fn game_events_sql() -> String {
    format!(
        "SELECT {EVENT_COLUMNS} FROM events e JOIN games g ON g.id = e.game_id \
         WHERE e.idem_key > g.public_id || ':' AND e.idem_key < g.public_id || ';' \
         AND g.id = $1 AND e.game_id = g.id ORDER BY e.id"
    )
}

/// Groups player and move rows (sorted by game id) under their games, checking that every
/// log is complete. A game whose rows cannot be read, or whose log is incomplete, is an
/// [`UnreadableGame`] and leaves the others alone.
fn assemble(
    games: Vec<AnyRow>,
    players: Vec<AnyRow>,
    moves: Vec<AnyRow>,
) -> Result<Vec<Result<StoredGame, UnreadableGame>>, StoreError> {
    let mut out = Vec::with_capacity(games.len());
    let mut ids = Vec::with_capacity(games.len());
    for r in &games {
        let id = game_id_of(r, "id")?;
        let public_id = r
            .try_get::<String, _>("public_id")
            .unwrap_or_else(|_| format!("#{id}"));
        ids.push(id);
        out.push(
            GameRow::from_row(r)
                .map(|game| StoredGame {
                    game,
                    players: Vec::new(),
                    moves: Vec::new(),
                })
                .map_err(|e| UnreadableGame {
                    id,
                    public_id,
                    why: StoreError::from(e).to_string(),
                }),
        );
    }
    let index = |id: GameKey| ids.binary_search(&id).ok();
    let unreadable = |g: &mut Result<StoredGame, UnreadableGame>, why: String| {
        if let Ok(ok) = g {
            *g = Err(UnreadableGame {
                id: ok.game.id,
                public_id: ok.game.public_id.clone(),
                why,
            });
        }
    };
    for r in &players {
        let Some(i) = index(game_id_of(r, "game_id")?) else {
            continue;
        };
        match PlayerRow::from_row(r).map_err(StoreError::from) {
            Ok(p) => {
                if let Ok(g) = &mut out[i] {
                    g.players.push(p);
                }
            }
            Err(e) => unreadable(&mut out[i], format!("a player row: {e}")),
        }
    }
    for r in &moves {
        let Some(i) = index(game_id_of(r, "game_id")?) else {
            continue;
        };
        match MoveRow::from_row(r).map_err(StoreError::from) {
            Ok(m) => {
                if let Ok(g) = &mut out[i] {
                    g.moves.push(m);
                }
            }
            Err(e) => unreadable(&mut out[i], format!("a move row: {e}")),
        }
    }
    for g in &mut out {
        let Ok(ok) = g else { continue };
        let complete = ok.moves.iter().enumerate().all(|(i, m)| m.seq == i as i64)
            && (ok.game.status == GameStatus::Lobby || ok.moves.len() as i64 == ok.game.move_count);
        if !complete {
            let why = format!(
                "{} moves stored but the game counts {}",
                ok.moves.len(),
                ok.game.move_count
            );
            unreadable(g, why);
        }
    }
    Ok(out)
}

/// The game id (in column `col`) of a row that [`assemble`] files under its game, read on
/// its own so that a bad column elsewhere in the row spoils only that game.
fn game_id_of(r: &AnyRow, col: &str) -> Result<GameKey, StoreError> {
    Ok(r.try_get(col)?)
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
        let plan: Vec<String> = sqlx::query(&format!("EXPLAIN QUERY PLAN {}", write::UPDATE_GAMES))
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
