//! One bot process per SQLite file.
//!
//! Each process holds its games in memory and serializes the moves of a game there, so two
//! processes writing the same games would each change them behind the other's back; and
//! SQLite cannot be shared by processes on several machines anyway. The bot therefore takes
//! an exclusive advisory lock on a file beside the database, `<database>.lock`, for the
//! life of the process: a second bot on the same file is refused with a message saying what
//! to do instead. Several processes (each with a `SHARDS` range) share a PostgreSQL
//! database, never a SQLite file.
//!
//! The lock is the operating system's (`flock` on Unix, `LockFileEx` on Windows), tied to
//! the open file: the kernel releases it when the process ends, however it ends (SIGKILL
//! included), so a crash never leaves a stale lock behind. The lock file itself stays.
//!
//! Only the bot takes it (`discord::run`): read-only tools (`tucana league …`) and the
//! benchmark (on its own temporary file) do not, and tests open several services in one
//! process on purpose.

use std::fs::{File, OpenOptions, TryLockError};
use std::path::{Path, PathBuf};

/// An exclusive lock on `<database>.lock`, held until dropped.
#[derive(Debug)]
pub struct SqliteLock {
    path: PathBuf,
    _file: File,
}

/// Why the lock could not be taken. The message says what to do.
#[derive(Debug, thiserror::Error)]
pub enum LockError {
    #[error(
        "another tucana process is using {db} (locked: {lock}). Run one process per SQLite \
         file; to run several, use PostgreSQL (DATABASE_URL=postgres://…) with SHARDS ranges \
         (docs/deploy.md)"
    )]
    Held { db: String, lock: String },
    #[error("cannot lock {lock} (beside the database {db}): {source}")]
    Io {
        db: String,
        lock: String,
        #[source]
        source: std::io::Error,
    },
}

/// The lock file of the database at `db`: `<db>.lock`.
pub fn lock_path(db: &Path) -> PathBuf {
    let mut name = db.as_os_str().to_owned();
    name.push(".lock");
    PathBuf::from(name)
}

impl SqliteLock {
    /// Takes the lock of the database at `db` (creating the lock file if needed), without
    /// waiting: fails with [`LockError::Held`] while another process holds it.
    pub fn acquire(db: impl AsRef<Path>) -> Result<SqliteLock, LockError> {
        let db = db.as_ref();
        let path = lock_path(db);
        let names = || (db.display().to_string(), path.display().to_string());
        let io = |source| {
            let (db, lock) = names();
            LockError::Io { db, lock, source }
        };
        // Not truncated: the file holds nothing, and another process may hold it open.
        let file = OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(&path)
            .map_err(io)?;
        match file.try_lock() {
            Ok(()) => Ok(SqliteLock { path, _file: file }),
            Err(TryLockError::WouldBlock) => {
                let (db, lock) = names();
                Err(LockError::Held { db, lock })
            }
            Err(TryLockError::Error(e)) => Err(io(e)),
        }
    }

    /// The lock file.
    pub fn path(&self) -> &Path {
        &self.path
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_lock_file_is_beside_the_database() {
        assert_eq!(
            lock_path(Path::new("data/tucana.db")),
            Path::new("data/tucana.db.lock")
        );
    }

    /// flock locks belong to the open file: a second open in the same process is refused
    /// too, and the lock is free again once the holder is dropped.
    #[test]
    fn a_second_holder_is_refused_until_the_first_lets_go() {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("tucana.db");
        let held = SqliteLock::acquire(&db).unwrap();
        assert_eq!(held.path(), lock_path(&db));
        let e = SqliteLock::acquire(&db).unwrap_err();
        assert!(matches!(e, LockError::Held { .. }), "{e:?}");
        let text = e.to_string();
        assert!(text.contains("another tucana process is using"), "{text}");
        assert!(
            text.contains("tucana.db.lock") && text.contains("PostgreSQL"),
            "{text}"
        );
        drop(held);
        SqliteLock::acquire(&db).unwrap();
    }
}
