//! The deadline scheduler: when each game is next due, and the task that processes what is
//! due.

use super::*;

/// When each active game is next due, ordered.
#[derive(Default)]
pub(super) struct Schedule {
    pub(super) queue: BTreeSet<(Millis, String)>,
    pub(super) due: HashMap<String, Millis>,
}

impl Schedule {
    pub(super) fn set(&mut self, game: &str, at: Option<Millis>) {
        if let Some(old) = self.due.remove(game) {
            self.queue.remove(&(old, game.to_string()));
        }
        if let Some(at) = at {
            self.due.insert(game.to_string(), at);
            self.queue.insert((at, game.to_string()));
        }
    }

    pub(super) fn next(&self) -> Option<Millis> {
        self.queue.first().map(|(t, _)| *t)
    }

    pub(super) fn due(&self, now: Millis) -> Vec<String> {
        self.queue
            .iter()
            .take_while(|(t, _)| *t <= now)
            .map(|(_, g)| g.clone())
            .collect()
    }
}

impl Service {
    /// Processes every deadline, reminder and expiry due by the clock's now, and sets the
    /// computer players of due games thinking; returns how many games were looked at. The
    /// scheduler calls it; tests may too ([`Service::bots_idle`] waits for the computer
    /// players' moves). A game that fails is logged and tried again later, after a wait
    /// that grows with its failures in a row.
    pub async fn run_due(&self) -> usize {
        let now = self.inner.clock.now();
        let due = lock(&self.inner.schedule).due(now);
        // A shard whose lock is not held waits (`held`).
        let due = self.unpaused_due(due).await;
        let looked_at = due.len();
        let idle = self.inner.bounds;
        let mut tasks = JoinSet::new();
        let mut names = HashMap::new();
        for game in due {
            let svc = self.clone();
            let key = game.clone();
            let task = if let Some(league) = league::due_league(&game) {
                tasks.spawn(async move { svc.season_due(league).await.map(|()| true) })
            } else {
                tasks.spawn(async move {
                    // Computer players to act first: they move as soon as a step starts.
                    // They think in a task of their own, so that this pass (and everyone's
                    // deadlines, reminders and expiries after it) never waits for a
                    // thinker; if they cannot move, the game is retried later (after a
                    // backoff), and its deadline still closes the turn meanwhile.
                    let bots = svc.start_bots(&game).await;
                    svc.on_game(&game, move |live, now, users| {
                        let write = live
                            .expire_if_idle(now, &idle)
                            .or_else(|| live.handle_due(now, users));
                        Ok((write, ()))
                    })
                    .await?;
                    // With computer players thinking, their move settles the game's
                    // failures in a row (see `Service::start_bots`).
                    bots.map(|thinking| !thinking)
                })
            };
            names.insert(task.id(), key);
        }
        while let Some(done) = tasks.join_next_with_id().await {
            let (id, result) = match done {
                Ok((id, result)) => (id, result.map_err(|e| bounds::error_chain(&e))),
                Err(e) => (
                    e.id(),
                    Err(crate::words::for_log(format!("the task failed: {e}"))),
                ),
            };
            let Some(game) = names.remove(&id) else {
                continue;
            };
            match result {
                Ok(true) => {
                    lock(&self.inner.failures).remove(&game);
                }
                Ok(false) => {}
                Err(error) => self.due_failed(&game, &error, now),
            }
        }
        looked_at
    }

    /// Sleeps until the next deadline or reminder by the clock, processes what is due, and
    /// again, until shutdown. A change of schedule wakes it.
    pub(super) async fn scheduler(self) {
        let mut stop = self.inner.stop.subscribe();
        loop {
            if *stop.borrow_and_update() {
                return;
            }
            let next = lock(&self.inner.schedule).next();
            let clock = self.inner.clock.clone();
            let sleep = async {
                match next {
                    Some(at) => clock.sleep_until(at).await,
                    None => std::future::pending().await,
                }
            };
            tokio::select! {
                _ = sleep => {
                    self.run_due().await;
                }
                _ = self.inner.wake.notified() => {}
                _ = stop.changed() => return,
            }
        }
    }
}
