//! Finished games' replays, kept as drawn (animated GIFs, `app::replay`; migration 0015).
//!
//! A table rather than files: it survives a restart like everything else the bot keeps, is
//! shared by the processes of a range of shards (PostgreSQL) and goes with the database's
//! backups, and a game's row cascades to it. Bounded: one per finished game, at most
//! Discord's upload limit each, and forgotten [`REPLAY_KEPT`] after it was drawn (drawn
//! again if asked for later).

use sqlx::AnyConnection;

use super::write::Output;
use super::{GameKey, Millis, Store, StoreError};

/// How long a replay is kept after it was drawn: 90 days.
pub const REPLAY_KEPT: Millis = 90 * 24 * 60 * 60 * 1000;

impl Store {
    /// The replay kept for a game, if any.
    pub async fn replay(&self, game_id: GameKey) -> Result<Option<Vec<u8>>, StoreError> {
        Ok(
            sqlx::query_scalar("SELECT gif FROM replays WHERE game_id = $1")
                .bind(game_id)
                .fetch_optional(&self.inner.read)
                .await?,
        )
    }
}

/// [`super::Write::KeepReplay`]: keeps the first replay drawn of a game, and forgets those
/// drawn before `forget_before`.
pub(super) async fn keep(
    conn: &mut AnyConnection,
    game_id: GameKey,
    gif: &[u8],
    at: Millis,
    forget_before: Millis,
) -> Result<Output, StoreError> {
    sqlx::query("DELETE FROM replays WHERE drawn_at < $1")
        .bind(forget_before)
        .execute(&mut *conn)
        .await?;
    let done = sqlx::query(
        "INSERT INTO replays (game_id, gif, drawn_at) VALUES ($1, $2, $3) \
         ON CONFLICT (game_id) DO NOTHING",
    )
    .bind(game_id)
    .bind(gif)
    .bind(at)
    .execute(&mut *conn)
    .await?;
    Ok(Output::Changed(done.rows_affected() > 0))
}
