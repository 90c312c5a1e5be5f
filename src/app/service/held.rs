//! Shards paused while this process does not hold their locks. A process that has lost a
//! shard's lock (its session to the database dropped or hung, `app::shards::keep`) cannot
//! tell whether another process has taken that shard meanwhile: until it holds the lock
//! again, its scheduler leaves that shard's games and leagues alone (their due entries are
//! set aside, not retried in a loop) and its outbox hands out none of their events. Calls
//! of players go on: each change is still guarded by the stored log it follows.
//!
//! A service without a range (one process, every server) counts as shard 0 of 1.

use super::*;

/// The paused shards and the schedule's entries set aside meanwhile.
#[derive(Default)]
pub(super) struct Paused {
    shards: BTreeSet<u32>,
    /// Due entries (a game's public id or a league's key, with their time) of paused
    /// shards, put back into the schedule when a shard resumes.
    parked: HashMap<String, Millis>,
}

impl Service {
    /// Pauses the scheduler and the outbox for `shards` (of this service's range; any
    /// other number is ignored): their lock is not held right now.
    pub fn pause_shards(&self, shards: impl IntoIterator<Item = u32>) {
        let range = self.inner.shards.unwrap_or(ShardRange::all(1));
        let mut paused = lock(&self.inner.paused);
        for shard in shards.into_iter().filter(|&s| range.owns_shard(s)) {
            if paused.shards.insert(shard) {
                tracing::warn!(
                    shard,
                    total = range.total,
                    "the shard's lock is not held: its deadlines, reminders and posts wait"
                );
            }
        }
    }

    /// Resumes the scheduler and the outbox for `shards`: their lock is held again. What
    /// was set aside meanwhile is due again at once.
    pub fn resume_shards(&self, shards: impl IntoIterator<Item = u32>) {
        let parked = {
            let mut paused = lock(&self.inner.paused);
            let mut resumed = false;
            for shard in shards {
                if paused.shards.remove(&shard) {
                    tracing::info!(shard, "the shard's lock is held again: its work resumes");
                    resumed = true;
                }
            }
            if !resumed {
                return;
            }
            // Put back whole: a pass parks again what is still paused.
            std::mem::take(&mut paused.parked)
        };
        {
            let mut schedule = lock(&self.inner.schedule);
            for (key, at) in parked {
                if !schedule.due.contains_key(&key) {
                    schedule.set(&key, Some(at));
                }
            }
        }
        self.inner.wake.notify_one();
    }

    /// The shards paused now, in order.
    pub fn paused_shards(&self) -> Vec<u32> {
        lock(&self.inner.paused).shards.iter().copied().collect()
    }

    /// Whether the work of server `guild` is paused here.
    fn paused_guild(&self, guild: GuildId) -> bool {
        let total = self.inner.shards.map_or(1, |r| r.total);
        let shard = ShardRange::shard_of(guild.get(), total);
        lock(&self.inner.paused).shards.contains(&shard)
    }

    /// Whether every shard of this service is paused (nothing of its outbox to read).
    fn all_paused(&self) -> bool {
        let range = self.inner.shards.unwrap_or(ShardRange::all(1));
        lock(&self.inner.paused).shards.len() as u32 >= range.count()
    }

    /// `items` without those of paused shards (by their server, `guild_of`): the outbox's
    /// reads. Everything when nothing is paused; nothing, without a look, when all is.
    pub(super) fn unpaused<T>(&self, items: Vec<T>, guild_of: impl Fn(&T) -> GuildId) -> Vec<T> {
        if lock(&self.inner.paused).shards.is_empty() {
            return items;
        }
        if self.all_paused() {
            return Vec::new();
        }
        items
            .into_iter()
            .filter(|item| !self.paused_guild(guild_of(item)))
            .collect()
    }

    /// Whether the outbox's reads are to be skipped: every shard is paused.
    pub(super) fn outbox_paused(&self) -> bool {
        !lock(&self.inner.paused).shards.is_empty() && self.all_paused()
    }

    /// The due entries of `due` to process now: those of paused shards are taken out of
    /// the schedule and set aside until their shard resumes (so that the scheduler does not
    /// wake for them again and again). An entry whose server cannot be read now is set
    /// aside too: it may be a paused shard's.
    pub(super) async fn unpaused_due(&self, due: Vec<String>) -> Vec<String> {
        if lock(&self.inner.paused).shards.is_empty() {
            return due;
        }
        let mut now = Vec::with_capacity(due.len());
        for key in due {
            match self.due_guild(&key).await {
                Ok(Some(guild)) if !self.paused_guild(guild) => now.push(key),
                // Gone from the database: processed as usual (and refused there).
                Ok(None) => now.push(key),
                Ok(Some(_)) | Err(_) => {
                    let mut schedule = lock(&self.inner.schedule);
                    if let Some(at) = schedule.due.get(&key).copied() {
                        schedule.set(&key, None);
                        lock(&self.inner.paused).parked.insert(key, at);
                    }
                }
            }
        }
        now
    }

    /// The server of a schedule entry: a league's (`league:N`) or a game's.
    async fn due_guild(&self, key: &str) -> Result<Option<GuildId>, StoreError> {
        let store = &self.inner.store;
        Ok(match league::due_league(key) {
            Some(league) => store.league(league).await?.map(|row| row.guild),
            None => store.find_game(key).await?.map(|row| row.place.guild),
        })
    }
}
