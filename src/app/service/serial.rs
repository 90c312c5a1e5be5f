//! Per-game serialization: each live game in a slot whose lock serializes every call on
//! it, and the one way a call changes a game ([`Service::on_game`]).

use super::*;
use crate::app::heavy;
use std::sync::atomic::AtomicBool;

/// One live game: its lock serializes every call on it.
pub(super) struct Slot {
    pub(super) id: GameKey,
    /// `None` when the in-memory game must be reloaded from the database (after a failed
    /// commit).
    pub(super) live: tokio::sync::Mutex<Option<LiveGame>>,
    /// Whether the game is self-paced with computer players seated (a daily challenge's
    /// opponents), who move before a person's move ([`Service::bots_first`]): read
    /// without the game's lock, so that no other game's move takes it once more.
    pub(super) bots_first: AtomicBool,
}

impl Slot {
    pub(super) fn new(id: GameKey, live: LiveGame) -> Slot {
        Slot {
            id,
            bots_first: AtomicBool::new(bots_first(&live)),
            live: tokio::sync::Mutex::new(Some(live)),
        }
    }
}

/// Whether `live`'s computer players move before a person's move: a self-paced game with
/// computer players seated.
pub(super) fn bots_first(live: &LiveGame) -> bool {
    live.row.self_paced && live.players.iter().any(|p| p.bot.is_some())
}

impl Service {
    pub(super) async fn slot(&self, game: &str) -> Result<(String, Arc<Slot>), AppError> {
        let key = normalize(game);
        if let Some(slot) = lock(&self.inner.games).get(&key) {
            return Ok((key, slot.clone()));
        }
        if lock(&self.inner.broken).contains_key(&key) {
            return Err(AppError::Broken(key));
        }
        match self.inner.store.find_game(&key).await? {
            None => Err(AppError::NoSuchGame(game.trim().to_string())),
            Some(row) => Err(match row.status {
                GameStatus::Finished => AppError::Finished,
                GameStatus::Cancelled => AppError::Cancelled,
                // A direct message's game is held by whichever process a call brings it to.
                _ if self.shared(row.place.guild) => {
                    return Ok((key.clone(), self.adopt(&key, row.id).await?));
                }
                // A live game not held here is another process's (or broken).
                _ => match self.check_owner(row.place.guild) {
                    Err(e) => e,
                    Ok(()) => AppError::Broken(key),
                },
            }),
        }
    }

    pub(super) async fn reload(&self, id: GameKey, key: &str) -> Result<LiveGame, AppError> {
        let stored = self
            .inner
            .store
            .load_game(id)
            .await?
            .ok_or_else(|| AppError::NoSuchGame(key.to_string()))?;
        self.replay(stored).await.map_err(|why| {
            tracing::error!(game = key, reason = why, "cannot load a game");
            lock(&self.inner.broken).insert(key.to_string(), why);
            AppError::Broken(key.to_string())
        })
    }

    /// Runs `op` on a live game under its lock (on the drawers' threads for a free-paced
    /// game, whose round ends replay it), commits the write it returns, and only then
    /// answers. The whole runs in a task of its own, so that a caller who stops waiting
    /// cannot cut it between the change in memory and its commit. If the commit fails, the
    /// in-memory game is dropped and reloaded from the database on the next call.
    pub(super) async fn on_game<R, F>(&self, game: &str, op: F) -> Result<R, AppError>
    where
        R: Send + 'static,
        F: FnOnce(
                &mut LiveGame,
                Millis,
                crate::app::live::Users,
            ) -> Result<(Option<Write>, R), AppError>
            + Send
            + 'static,
    {
        let (key, slot) = self.slot(game).await?;
        // A move or a deadline may begin a turn, which looks at the players' settings
        // (vacations); a reminder names those who want one. Without a fresh copy the old one
        // serves: better than refusing the move.
        if let Err(e) = self.refresh_users(false).await {
            tracing::warn!(error = %e, "cannot read the users' settings again");
        }
        let svc = self.clone();
        tokio::spawn(async move {
            let mut guard = slot.live.lock().await;
            let mut now = svc.inner.clock.now();
            let live = svc.loaded(&slot, &key, &mut guard).await?;
            // A free-paced game's change needs one of the drawers: taken before the game's
            // lock (let go meanwhile), so that no call on the game waits for the pool.
            let drawer = match live.game().is_some_and(|g| g.is_free_paced()) {
                true => {
                    drop(guard);
                    svc.inner.pooled.fetch_add(1, Ordering::Relaxed);
                    let drawer = heavy::drawer().await;
                    guard = slot.live.lock().await;
                    now = svc.inner.clock.now();
                    svc.loaded(&slot, &key, &mut guard).await?;
                    Some(drawer)
                }
                false => None,
            };
            // The server's quiet hours as they are now (set since the game was loaded).
            if let Some(live) = guard.as_mut() {
                live.quiet = svc.quiet_of(live.row.place.guild);
            }
            let users = svc.users_of(guard.as_ref());
            let changed = if let Some(drawer) = drawer {
                // Any move of a free-paced game may end a round or the game, and its
                // public standings are then a replay (to the step every seat has reached):
                // the change is worked out on the drawers' threads, the game taken out of
                // its slot meanwhile (the slot's lock is still held) and put back after.
                let Some(mut taken) = guard.take() else {
                    return Err(AppError::Broken(key));
                };
                match heavy::run_on_as(drawer, heavy::Work::Change, move || {
                    let changed = change(&users, &mut taken, now, op);
                    (taken, changed)
                })
                .await
                {
                    Ok((taken, changed)) => {
                        *guard = Some(taken);
                        changed
                    }
                    Err(_) => Err(()),
                }
            } else {
                match guard.as_mut() {
                    Some(live) => change(&users, live, now, op),
                    None => Err(()),
                }
            };
            // A panic in the middle of a change would leave the game in memory half
            // changed: it is dropped and reloaded from the database instead.
            let Ok(done) = changed else {
                *guard = None;
                return Err(AppError::Broken(key));
            };
            let Some(live) = guard.as_mut() else {
                return Err(AppError::Broken(key));
            };
            let (write, result) = done?;
            // A league game's end is committed with its league result, under the league's
            // lock (taken after the game's).
            let (write, league) = match write {
                Some(Write::Append(append)) if !append.status.is_live() => {
                    match svc.league_game_end(&key, live, append).await {
                        Ok((write, league)) => (Some(write), league),
                        Err(e) => {
                            *guard = None;
                            return Err(e);
                        }
                    }
                }
                other => (other, None),
            };
            // A finished game between people is rated with its end, under the lock of its
            // (server, kind)'s ratings (taken after the league's).
            let (write, rated) = match write {
                Some(write) => match svc.rated_game_end(live, write).await {
                    Ok((write, rated)) => (Some(write), rated),
                    Err(e) => {
                        *guard = None;
                        return Err(e);
                    }
                },
                None => (None, None),
            };
            if let Some(write) = write {
                let committed = match svc.inner.store.submit(write) {
                    Ok(rx) => rx.await.unwrap_or(Err(StoreError::WriterGone)),
                    Err(e) => Err(e),
                };
                if let Err(e) = committed {
                    *guard = None;
                    return Err(e.into());
                }
            }
            // Committed: the games its drawn events show are kept for the outbox.
            svc.keep_shown(std::mem::take(&mut live.shown));
            if league.is_some() {
                svc.league_game_settled(&key);
            }
            drop(rated);
            drop(league);
            svc.settle(&key, live);
            svc.announce_change(live).await;
            Ok(result)
        })
        .await
        .map_err(|_| AppError::ShuttingDown)?
    }

    /// The game a slot holds (under its lock), read again from the database first if it was
    /// let go (after a failed commit), or if another process changed it since (a direct
    /// message's game, `shared`).
    pub(super) async fn loaded<'a>(
        &self,
        slot: &Slot,
        key: &str,
        held: &'a mut Option<LiveGame>,
    ) -> Result<&'a mut LiveGame, AppError> {
        let live = match held.take() {
            // Another process may have changed a direct message's game since.
            Some(live) if self.changed_elsewhere(&live).await? => self.reload(slot.id, key).await?,
            Some(live) => live,
            None => self.reload(slot.id, key).await?,
        };
        Ok(held.insert(live))
    }

    /// The settings of `live`'s players, copied out of the users' lock: a change is worked
    /// out with them (on the drawers' threads, for a free-paced game) holding no lock of the
    /// whole process. Anyone else's are the defaults, as if never set.
    fn users_of(&self, live: Option<&LiveGame>) -> HashMap<UserId, UserSettings> {
        let Some(live) = live else {
            return HashMap::new();
        };
        let users = lock(&self.inner.users);
        live.players
            .iter()
            .filter_map(|p| Some((p.user, *users.get(&p.user)?)))
            .collect()
    }

    /// After a committed change: reschedules the game, or lets it go once it has ended
    /// (keeping its view among the ended games', so that it is not replayed to be seen);
    /// and drops the hints of steps that are over.
    pub(super) fn settle(&self, key: &str, live: &LiveGame) {
        if let Some(slot) = lock(&self.inner.games).get(key) {
            slot.bots_first.store(bots_first(live), Ordering::Relaxed);
        }
        if !live.row.status.is_live() {
            self.keep_ended(key, self.view_of(key, live));
            lock(&self.inner.games).remove(key);
            lock(&self.inner.failures).remove(key);
        }
        self.forget_hints(key, live);
        let due = match self.bots_thinking(key) {
            true => live.due_at_besides_bots(&self.inner.bounds),
            false => live.due_at(&self.inner.bounds),
        };
        {
            let mut schedule = lock(&self.inner.schedule);
            if schedule.due.get(key).copied() == due {
                return;
            }
            schedule.set(key, due);
        }
        self.inner.wake.notify_one();
    }
}

/// Runs a change on a live game with its players' settings at hand (a copy: no lock is
/// held while the game changes); `Err(())` if it panicked (the game may be half changed).
fn change<R, F>(
    users: &HashMap<UserId, UserSettings>,
    live: &mut LiveGame,
    now: Millis,
    op: F,
) -> Result<Result<(Option<Write>, R), AppError>, ()>
where
    F: FnOnce(
        &mut LiveGame,
        Millis,
        crate::app::live::Users,
    ) -> Result<(Option<Write>, R), AppError>,
{
    // What an earlier change left (refused before its commit) is not this one's.
    live.shown.clear();
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        let lookup = |u: UserId| users.get(&u).copied().unwrap_or_default();
        op(live, now, &lookup)
    }))
    .map_err(|_| ())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::{Actor, ChannelId, GameSettings, TestClock};
    use crate::game::Level;

    const PLACE: Place = Place {
        guild: GuildId(1),
        channel: ChannelId(2),
    };

    /// A service on a fresh database in `dir`, with no scheduler.
    async fn service(dir: &tempfile::TempDir) -> Service {
        let config = ServiceConfig {
            no_scheduler: true,
            think_ms: Some(1),
            ..ServiceConfig::default()
        };
        let clock = Arc::new(TestClock::new(1_000_000));
        Service::open(dir.path().join("t.db"), clock, config)
            .await
            .unwrap()
    }

    /// A free-paced game's change is worked out on the drawers' threads holding no lock of
    /// the whole process: the users' settings are free meanwhile (a change waiting for
    /// its turn elsewhere never holds up every other game's).
    #[tokio::test]
    async fn a_pooled_change_holds_no_process_wide_lock() {
        let dir = tempfile::tempdir().unwrap();
        let svc = service(&dir).await;
        // The registry's first game that can be free-paced.
        let (rules, options) = crate::games::all()
            .iter()
            .find_map(|r| Some((*r, r.with_pace(&GameSettings::of(*r).options, true).ok()?)))
            .expect("a game that can be free-paced");
        let mut settings = GameSettings::of(rules);
        settings.options = options;
        let host = Actor::new(UserId(7), "host");
        let game = svc.create_game(PLACE, &host, settings).await.unwrap().id;
        // Free pace takes two players or more.
        svc.add_bot(&game, &host, Level::Easy).await.unwrap();
        svc.start_game(&game, host.user).await.unwrap();
        let pooled = svc.changes_on_pool();
        let inside = svc.clone();
        let users_free = svc
            .on_game(&game, move |_, _, _| {
                Ok((None, inside.inner.users.try_lock().is_ok()))
            })
            .await
            .unwrap();
        assert_eq!(svc.changes_on_pool(), pooled + 1, "worked out on the pool");
        assert!(
            users_free,
            "the users' settings were locked during the change"
        );
    }

    /// A lobby holding computer players alone (however it came about: the host is always
    /// seated through the service) does not start: they never play alone.
    #[tokio::test]
    async fn a_lobby_of_computer_players_alone_does_not_start() {
        let dir = tempfile::tempdir().unwrap();
        let svc = service(&dir).await;
        let host = Actor::new(UserId(7), "host");
        let settings = GameSettings::default();
        let game = svc.create_game(PLACE, &host, settings).await.unwrap().id;
        svc.add_bot(&game, &host, Level::Easy).await.unwrap();
        svc.on_game(&game, |live, _, _| {
            live.players.retain(|p| p.bot.is_some());
            Ok((None, ()))
        })
        .await
        .unwrap();
        let refused = svc.start_game(&game, host.user).await.unwrap_err();
        assert!(
            refused.to_string().contains("at least one person"),
            "{refused}"
        );
    }
}
