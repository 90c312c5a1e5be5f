//! One process per shard: the locks a bot process takes on the shards it runs, so that two
//! processes sharing a PostgreSQL database never run the same servers (each would change
//! the other's games behind its back, and post everything twice).
//!
//! The locks are PostgreSQL's session-level advisory locks, on a connection of their own
//! held for the process's life (not one of the read pool's, which are recycled): the
//! server releases them when that session ends, however the process ends (SIGKILL
//! included), so a crash leaves nothing stale to clear by hand. Each shard `n` is the lock
//! `(SHARD_SPACE, n)`, taken exclusively. The shard count is a lock too: `(TOTAL_SPACE,
//! total)`, shared by every process of that count; before taking it a process looks in
//! `pg_locks` for another count in use, and is refused if it finds one (shard 1 of 4 and
//! shard 1 of 8 are different servers, so overlapping ranges of different counts would go
//! unseen by the shard locks). A process that runs as many shards as Discord recommends
//! (no count of its own) holds `(TOTAL_SPACE, 0)` exclusively: it runs every server.
//! These checks and takes run under a transaction lock of their own (`GATE_SPACE`), so that
//! two processes starting at once see each other.
//!
//! A refusal names the holder: the lock connection's `application_name` (set by the caller,
//! e.g. `tucana 0-1/4 pid 1234 on host-a`) and its PostgreSQL backend, from
//! `pg_stat_activity`.
//!
//! Checking that the locks are still held is bounded in time ([`ShardLocks::renew`], within
//! [`RENEW_TIMEOUT`]): a connection that hangs (a dropped network, a stuck server) says
//! nothing, and must not keep a process believing it holds its shards. Such a session is
//! given up, and a new one ends it (`pg_terminate_backend`, its own, by its backend pid)
//! before taking the locks again; until the server has let it go, the shards are refused to
//! the new session as to anyone, and the process waits rather than stops.
//!
//! SQLite is one process per file (`app::lock` sees to that): there, taking the locks holds
//! nothing, so that the bot takes them the same way on either database.

use sqlx::{AnyConnection, Connection};

use super::{connect, Backend, Location, Owner, StoreError};

/// The first key of each kind of lock (the second is the shard, or the count): `tuc` and a
/// digit, so that another program's advisory locks on the same database are unlikely to
/// meet these.
const SHARD_SPACE: i64 = 0x7475_6331;
const TOTAL_SPACE: i64 = 0x7475_6332;
const GATE_SPACE: i64 = 0x7475_6333;

/// The longest `application_name` PostgreSQL keeps (it truncates longer ones).
const NAME_BYTES: usize = 63;

/// How long [`ShardLocks::renew`] waits for the database, to check the session and to take
/// the locks again: past it, the locks count as lost.
pub const RENEW_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(5);

/// The locks of the shards this process runs, held until dropped (or the process ends).
pub struct ShardLocks {
    /// The session holding them (PostgreSQL); `None` on SQLite.
    conn: Option<AnyConnection>,
    /// What was taken, to take it again on a new session ([`ShardLocks::renew`]).
    location: Location,
    owner: Option<Owner>,
    name: String,
    /// The PostgreSQL backend of the session (that holds, or last held, the locks): a new
    /// session ends it if it hangs on to them.
    backend: Option<i32>,
    /// How long a renewal waits for the database ([`RENEW_TIMEOUT`]).
    timeout: std::time::Duration,
}

impl std::fmt::Debug for ShardLocks {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ShardLocks")
            .field("held", &self.conn.is_some())
            .finish()
    }
}

/// Who holds a lock, in one phrase: its `application_name` and PostgreSQL backend.
fn describe(pid: i32, name: &str, addr: &str) -> String {
    let backend = match addr {
        "" => format!("PostgreSQL backend pid {pid}"),
        addr => format!("PostgreSQL backend pid {pid} from {addr}"),
    };
    match name.trim() {
        "" => backend,
        name => format!("{name}; {backend}"),
    }
}

/// A lock of `space` held by another session: its second key, its backend pid and its
/// holder. `key` picks the lock (`same`: that key; else any other key).
async fn holder(
    conn: &mut AnyConnection,
    space: i64,
    key: i64,
    same: bool,
) -> Result<Option<(i64, i32, String)>, StoreError> {
    let sql = format!(
        "SELECT l.objid::bigint, l.pid, COALESCE(a.application_name, ''), \
         COALESCE(host(a.client_addr), '') \
         FROM pg_locks l LEFT JOIN pg_stat_activity a ON a.pid = l.pid \
         WHERE l.locktype = 'advisory' AND l.granted AND l.objsubid = 2 \
         AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database()) \
         AND l.pid <> pg_backend_pid() AND l.classid::bigint = $1 AND l.objid::bigint {} $2 \
         ORDER BY l.objid LIMIT 1",
        if same { "=" } else { "<>" }
    );
    let row: Option<(i64, i32, String, String)> = sqlx::query_as(&sql)
        .bind(space)
        .bind(key)
        .fetch_optional(&mut *conn)
        .await?;
    Ok(row.map(|(key, pid, name, addr)| (key, pid, describe(pid, &name, &addr))))
}

/// The holder of a lock this session could not take (it may have let go since), unless it
/// is `previous`, this process's own earlier session: then the lock is not another's, only
/// not let go yet ([`StoreError::Unreachable`], to try again).
async fn holder_of(
    conn: &mut AnyConnection,
    space: i64,
    key: i64,
    previous: Option<i32>,
) -> Result<String, StoreError> {
    match holder(conn, space, key, true).await? {
        Some((_, pid, _)) if Some(pid) == previous => Err(StoreError::Unreachable(format!(
            "this process's earlier session (PostgreSQL backend pid {pid}) still holds its \
             shards' locks; waiting for the server to let it go"
        ))),
        Some((_, _, who)) => Ok(who),
        None => Ok("a process that has just stopped".to_owned()),
    }
}

/// Takes `owner`'s locks in the open transaction of `conn` (see the module's text);
/// `previous` is this process's earlier session, if any, whose locks are not another's.
async fn take(
    conn: &mut AnyConnection,
    owner: Option<Owner>,
    previous: Option<i32>,
) -> Result<(), StoreError> {
    sqlx::query("SET LOCAL statement_timeout = '30s'")
        .execute(&mut *conn)
        .await?;
    sqlx::query("SELECT pg_advisory_xact_lock($1::integer, 0)")
        .bind(GATE_SPACE)
        .execute(&mut *conn)
        .await?;
    let total = owner.map_or(0, |o| i64::from(o.total));
    if let Some((theirs, _, holder)) = holder(conn, TOTAL_SPACE, total, false).await? {
        return Err(StoreError::OtherShardCount {
            ours: owner.map(|o| o.total),
            theirs: u32::try_from(theirs).ok().filter(|&n| n > 0),
            holder,
        });
    }
    let function = if owner.is_some() {
        "pg_try_advisory_lock_shared"
    } else {
        "pg_try_advisory_lock"
    };
    let took: bool = sqlx::query_scalar(&format!("SELECT {function}($1::integer, $2::integer)"))
        .bind(TOTAL_SPACE)
        .bind(total)
        .fetch_one(&mut *conn)
        .await?;
    if !took {
        // Only the exclusive lock of "every server" can fail: another holds it.
        return Err(StoreError::AllShardsTaken {
            holder: holder_of(conn, TOTAL_SPACE, total, previous).await?,
        });
    }
    let Some(owner) = owner else {
        return Ok(());
    };
    // One round trip for the whole range: the shards that could not be taken.
    let refused: Vec<i64> = sqlx::query_scalar(
        "SELECT s FROM generate_series($2::bigint, $3::bigint) AS s \
         WHERE NOT pg_try_advisory_lock($1::integer, s::integer) ORDER BY s",
    )
    .bind(SHARD_SPACE)
    .bind(i64::from(owner.first))
    .bind(i64::from(owner.last))
    .fetch_all(&mut *conn)
    .await?;
    if let Some(&shard) = refused.first() {
        return Err(StoreError::ShardTaken {
            shard: shard as u32,
            total: owner.total,
            holder: holder_of(conn, SHARD_SPACE, shard, previous).await?,
        });
    }
    Ok(())
}

impl ShardLocks {
    /// Takes the locks of `owner`'s shards (`None`: every server, as many shards as
    /// Discord recommends) on a connection of their own named `name` (shown to a process
    /// that is refused), without waiting: fails with [`StoreError::ShardTaken`] (or
    /// [`StoreError::AllShardsTaken`]) when another process holds one of them, or
    /// [`StoreError::OtherShardCount`] when another runs a different count of shards. On
    /// SQLite it holds nothing (one process per file).
    pub async fn take(
        location: &Location,
        owner: Option<Owner>,
        name: &str,
    ) -> Result<ShardLocks, StoreError> {
        let mut locks = ShardLocks {
            conn: None,
            location: location.clone(),
            owner,
            name: name.to_owned(),
            backend: None,
            timeout: RENEW_TIMEOUT,
        };
        if location.backend() == Backend::Postgres {
            let (conn, backend) = session(location, owner, name, None).await?;
            locks.conn = Some(conn);
            locks.backend = Some(backend);
        }
        Ok(locks)
    }

    /// Checks that the locks' session is alive, and if it was lost (the server restarted,
    /// the network dropped: the server then let go of the locks) or does not answer within
    /// the renewal's timeout (`RENEW_TIMEOUT`: a hung connection must not pass for a held
    /// lock), takes them again on a new one, as [`ShardLocks::take`] does: `Ok(true)` held
    /// throughout, `Ok(false)` taken again. Refused if another process took one of the
    /// shards meanwhile (this one must then stop running them); any other error (the
    /// database unreachable or silent, this process's hung session not let go yet) leaves
    /// them untaken, to try again.
    pub async fn renew(&mut self) -> Result<bool, StoreError> {
        if self.location.backend() == Backend::Sqlite {
            return Ok(true); // nothing held
        }
        if let Some(conn) = self.conn.as_mut() {
            if let Ok(Ok(())) = tokio::time::timeout(self.timeout, conn.ping()).await {
                return Ok(true);
            }
        }
        // Lost, silent, or not opened again yet after a failed renewal. Dropped rather
        // than closed: closing would wait on a hung server too.
        self.conn = None;
        let opened = tokio::time::timeout(
            self.timeout,
            session(&self.location, self.owner, &self.name, self.backend),
        )
        .await
        .map_err(|_| {
            StoreError::Unreachable(format!(
                "the shard locks were not taken again within {:?}",
                self.timeout
            ))
        })??;
        let (conn, backend) = opened;
        self.conn = Some(conn);
        self.backend = Some(backend);
        Ok(false)
    }

    /// Sets how long [`ShardLocks::renew`] waits for the database (`RENEW_TIMEOUT` unless
    /// set).
    pub fn set_timeout(&mut self, timeout: std::time::Duration) {
        self.timeout = timeout;
    }

    /// The PostgreSQL backend of the session holding the locks (`None` on SQLite, or while
    /// they are not held).
    pub fn backend_pid(&self) -> Option<i32> {
        self.backend.filter(|_| self.conn.is_some())
    }

    /// Lets go of the locks now (dropping them does too, once the connection is closed).
    pub async fn release(mut self) {
        if let Some(conn) = self.conn.take() {
            let _ = conn.close().await;
        }
    }
}

/// A new session named `name`, holding `owner`'s locks, and its backend pid. `previous`
/// is this process's earlier session, if any: ended first if it is still there (it hung),
/// so that the server lets go of its locks.
async fn session(
    location: &Location,
    owner: Option<Owner>,
    name: &str,
    previous: Option<i32>,
) -> Result<(AnyConnection, i32), StoreError> {
    let mut conn = connect(location).await?;
    let mut end = NAME_BYTES.min(name.len());
    while !name.is_char_boundary(end) {
        end -= 1;
    }
    let name = &name[..end];
    sqlx::query("SELECT set_config('application_name', $1, false)")
        .bind(name)
        .execute(&mut conn)
        .await?;
    if let Some(pid) = previous {
        // Only if it is still this process's session (a pid may be reused).
        sqlx::query(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity \
             WHERE pid = $1 AND application_name = $2",
        )
        .bind(pid)
        .bind(name)
        .execute(&mut conn)
        .await?;
    }
    let backend: i32 = sqlx::query_scalar("SELECT pg_backend_pid()")
        .fetch_one(&mut conn)
        .await?;
    sqlx::query("BEGIN").execute(&mut conn).await?;
    match take(&mut conn, owner, previous).await {
        Ok(()) => {
            sqlx::query("COMMIT").execute(&mut conn).await?;
            Ok((conn, backend))
        }
        Err(e) => {
            // Closing the session lets go of whatever it took.
            let _ = conn.close().await;
            Err(e)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_holder_is_named_by_its_application_name_and_backend() {
        assert_eq!(
            describe(7, "tucana 0-1/4 pid 12 on h", "10.0.0.2"),
            "tucana 0-1/4 pid 12 on h; PostgreSQL backend pid 7 from 10.0.0.2"
        );
        assert_eq!(describe(7, " ", ""), "PostgreSQL backend pid 7");
    }

    #[tokio::test]
    async fn on_sqlite_nothing_is_held() {
        let dir = tempfile::tempdir().unwrap();
        let location = Location::Sqlite(dir.path().join("x.db"));
        let owner = Owner {
            first: 0,
            last: 1,
            total: 4,
        };
        let mut a = ShardLocks::take(&location, Some(owner), "a").await.unwrap();
        let b = ShardLocks::take(&location, Some(owner), "b").await.unwrap();
        assert!(a.renew().await.unwrap() && b.conn.is_none());
        assert!(!dir.path().join("x.db").exists(), "no database opened");
    }
}
