//! A direct message's games are every process's. Discord brings a user's commands to the
//! process of the shard that carries them: a command in the direct message with the bot
//! to the one with shard 0, a user-installed command in a server without the bot to the one
//! with that server's shard. So a user's own games in their direct message (solo games,
//! daily challenges) are reachable from any process: one that is not holding such a game
//! loads it when a call needs it (`adopt`), and one that holds it checks the stored row
//! before each call on it and reads it again if another process changed it meanwhile
//! (`changed_elsewhere`); the store's guard (a write follows the stored log) refuses a
//! change made from a stale copy. Their posts are delivered by the process with shard 0
//! (the outbox's owner filter); one that changed such a game without that shard tells it
//! so (`Store::announce_events`), so that the posts need not wait for its next poll.

use super::*;

impl Service {
    /// Whether a game of `guild` may be changed by several processes: a direct message's,
    /// when this service is one of several (a shard range).
    pub(super) fn shared(&self, guild: GuildId) -> bool {
        self.inner.shards.is_some() && guild == GuildId::NONE
    }

    /// Loads a live direct message's game held by no slot here, and holds it from now on
    /// (another call may have loaded it meanwhile: then its slot is the one).
    pub(super) async fn adopt(&self, key: &str, id: GameKey) -> Result<Arc<Slot>, AppError> {
        let live = self.reload(id, key).await?;
        let slot = lock(&self.inner.games)
            .entry(key.to_owned())
            .or_insert_with(|| Arc::new(Slot::new(id, live)))
            .clone();
        Ok(slot)
    }

    /// Whether the stored game differs from `live` (another process changed it, or it is
    /// gone): only looked at for a game that is `shared`.
    pub(super) async fn changed_elsewhere(&self, live: &LiveGame) -> Result<bool, AppError> {
        if !self.shared(live.row.place.guild) {
            return Ok(false);
        }
        let row = self.inner.store.find_game(&live.row.public_id).await?;
        Ok(row.is_none_or(|row| {
            row.move_count != live.row.move_count || row.status != live.row.status
        }))
    }

    /// After a committed change of `live`: if its posts are another process's to deliver
    /// (a direct message's game, changed by a process without shard 0), wakes that
    /// process's outbox.
    pub(super) async fn announce_change(&self, live: &LiveGame) {
        if !self.shared(live.row.place.guild) || self.owns_guild(GuildId::NONE) {
            return;
        }
        if let Err(e) = self.inner.store.announce_events().await {
            // Its outbox finds them at its next poll anyway.
            tracing::warn!(error = %e, "cannot wake the outbox of the process with shard 0");
        }
    }

    /// Wakes this service's outbox when another process announces events of its own
    /// (`announce_change`): for the process with shard 0 among several.
    pub(super) fn hear_shared_changes(&self) {
        if self.inner.shards.is_some_and(|r| r.owns_unplaced()) {
            self.inner.store.hear_announcements();
        }
    }
}
