//! Where the database is (a SQLite file or a PostgreSQL server) and how its connections are
//! set up.

use super::*;

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
    pub(super) fn url(&self, read_only: bool) -> Result<String, StoreError> {
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
/// query parameter (`?password=…`) goes too. Anything else (a SQLite URL) stays as it is.
pub fn redact(url: &str) -> String {
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

pub(super) async fn read_pool(
    location: &Location,
    size: u32,
    read_only: bool,
) -> Result<AnyPool, StoreError> {
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
