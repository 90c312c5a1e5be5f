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
