//! Why the store failed.

use super::*;

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
    SeasonEnded {
        league_id: super::LeagueId,
        season: SeasonNo,
    },
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
    /// Another process holds the lock of a shard this one is to run (see `ShardLocks`).
    #[error(
        "shard {shard} of {total} is already run by another process ({holder}): give each \
         process sharing the database shards of its own (SHARDS=FIRST-LAST/TOTAL, docs/deploy.md)"
    )]
    ShardTaken {
        shard: u32,
        total: u32,
        holder: String,
    },
    /// Another process runs every server (as many shards as Discord recommends), as this
    /// one was to.
    #[error(
        "every shard is already run by another process ({holder}): run one process per \
         database without SHARDS, or give each process shards of its own \
         (SHARDS=FIRST-LAST/TOTAL, docs/deploy.md)"
    )]
    AllShardsTaken { holder: String },
    /// Another process runs a different count of shards (`None`: as many as Discord
    /// recommends, every server in one process).
    #[error("{}", other_count(*ours, *theirs, holder))]
    OtherShardCount {
        ours: Option<u32>,
        theirs: Option<u32>,
        holder: String,
    },
    /// The writer did not commit a heartbeat within this time (it is stuck, or waits for
    /// the database).
    #[error("the storage writer has not committed anything for {0:?}")]
    WriterStuck(std::time::Duration),
    #[error("this store was opened read-only")]
    ReadOnly,
    #[error("bad stored data: {0}")]
    Corrupt(String),
}

/// Why another process's count of shards refuses this one, in one line.
fn other_count(ours: Option<u32>, theirs: Option<u32>, holder: &str) -> String {
    let count = |n: Option<u32>| match n {
        Some(n) => format!("{n} shards in all"),
        None => "as many shards as Discord recommends (SHARDS unset)".to_owned(),
    };
    format!(
        "another process runs {} ({holder}), and this one {}: every process sharing the \
         database must run a range of the same TOTAL (SHARDS=FIRST-LAST/TOTAL, docs/deploy.md)",
        count(theirs),
        count(ours)
    )
}

impl StoreError {
    /// Whether this is another process holding shards this one is to run (see
    /// `ShardLocks`): the process must not run them.
    pub fn is_shard_taken(&self) -> bool {
        matches!(
            self,
            StoreError::ShardTaken { .. }
                | StoreError::AllShardsTaken { .. }
                | StoreError::OtherShardCount { .. }
        )
    }
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
