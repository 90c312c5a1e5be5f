//! Reading events: a receipt, a game's events, and every event after an id (audits); giving
//! up a game's undelivered events.

use super::*;

impl Store {
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
}

pub(super) fn game_events_sql() -> String {
    format!(
        "SELECT {EVENT_COLUMNS} FROM events e JOIN games g ON g.id = e.game_id \
         WHERE e.idem_key > g.public_id || ':' AND e.idem_key < g.public_id || ';' \
         AND g.id = $1 AND e.game_id = g.id ORDER BY e.id"
    )
}
