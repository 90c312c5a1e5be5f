//! Bounds and faults: the per-user limits on new games, the lobby message's place, and
//! what happens to a game that cannot be loaded at start.
//!
//! Idle games expire through the scheduler: a lobby untouched for [`LOBBY_EXPIRY`] and a
//! self-paced game untouched for [`SELF_PACED_EXPIRY`] are due then, and
//! `LiveGame::expire_if_idle` closes them (see `Service::run_due`).
//!
//! [`LOBBY_EXPIRY`]: crate::app::live::LOBBY_EXPIRY
//! [`SELF_PACED_EXPIRY`]: crate::app::live::SELF_PACED_EXPIRY

use std::collections::HashMap;
use std::sync::Arc;

use super::{lock, normalize, AppError, GameStatus, Service, UserId};
use crate::app::shards::ShardRange;
use crate::store::{GameKey, Millis, Output, Store, Write};
use crate::words::{list, msg};

/// A user's turn to create a game, held from the check of their limit to the creation:
/// their creations are serialized, other users' are not. The user's lock leaves the map
/// with the last holder.
pub(super) struct Creating {
    svc: Service,
    user: UserId,
    _guard: tokio::sync::OwnedMutexGuard<()>,
}

impl Drop for Creating {
    fn drop(&mut self) {
        let mut creating = lock(&self.svc.inner.creating);
        // The map's and this guard's: nobody else waits.
        if creating
            .get(&self.user)
            .is_some_and(|l| Arc::strong_count(l) == 2)
        {
            creating.remove(&self.user);
        }
    }
}

/// After a failed deadline, reminder or expiry, how long before the scheduler tries that
/// game again: doubled at each failure in a row, up to [`MAX_RETRY_MS`].
const RETRY_MS: Millis = 5_000;
/// The longest wait between two tries of a failing game.
const MAX_RETRY_MS: Millis = 10 * 60_000;

/// The wait before the next try after `failures` failures in a row (from 1).
fn retry_wait(failures: u32) -> Millis {
    RETRY_MS
        .saturating_mul(1 << failures.saturating_sub(1).min(16))
        .min(MAX_RETRY_MS)
}

/// An error with its causes, for the log (the player's message hides them).
pub(super) fn error_chain(e: &(dyn std::error::Error + 'static)) -> String {
    let mut text = e.to_string();
    let mut source = e.source();
    while let Some(cause) = source {
        text.push_str(": ");
        text.push_str(&cause.to_string());
        source = cause.source();
    }
    text
}

impl Service {
    // ----- Scheduler faults -----

    /// Logs a due game that failed and schedules its next try, later at each failure in a
    /// row (the count is reset by a success, see `Service::run_due`).
    pub(super) fn due_failed(&self, game: &str, error: &str, now: Millis) {
        let failures = {
            let mut failures = lock(&self.inner.failures);
            let n = failures.entry(game.to_string()).or_insert(0);
            *n += 1;
            *n
        };
        let wait = retry_wait(failures);
        tracing::error!(
            game,
            error,
            failures,
            retry_in_s = wait / 1000,
            "the scheduler could not process a game; it tries again later"
        );
        // A game whose computer players failed (in a task of their own, see
        // `Service::start_bots`) may be scheduled for nothing else, or for a deadline
        // sooner than the retry: that deadline stays on time.
        let live = lock(&self.inner.games).contains_key(game);
        {
            let mut schedule = lock(&self.inner.schedule);
            let at = match schedule.due.get(game) {
                Some(&due) if due > now => due.min(now + wait),
                Some(_) => now + wait,
                None if live => now + wait,
                None => return,
            };
            schedule.set(game, Some(at));
        }
        self.inner.wake.notify_one();
    }

    // ----- Per-user limits -----

    /// Waits for the user's turn to create a game.
    pub(super) async fn creating(&self, user: UserId) -> Creating {
        let mutex = lock(&self.inner.creating).entry(user).or_default().clone();
        Creating {
            svc: self.clone(),
            user,
            _guard: mutex.lock_owned().await,
        }
    }

    /// Refuses a new lobby to a user who already hosts as many open lobbies as allowed,
    /// naming them.
    pub async fn check_new_lobby(&self, host: UserId) -> Result<(), AppError> {
        let open = self.inner.store.lobbies_hosted(host).await?;
        if open.len() < self.inner.limits.lobbies {
            return Ok(());
        }
        Err(AppError::Refused(msg!(
            "app-too-many-lobbies",
            n = open.len(),
            games = list(&open)
        )))
    }

    /// Refuses a new solo game to a user who already has as many going as allowed (daily
    /// attempts aside: those are one a day), naming them.
    pub async fn check_new_solo(&self, user: UserId) -> Result<(), AppError> {
        let live = self.inner.store.live_solo_games(user).await?;
        if live.len() < self.inner.limits.solo {
            return Ok(());
        }
        Err(AppError::Refused(msg!(
            "app-too-many-solo",
            n = live.len(),
            games = list(&live)
        )))
    }

    /// Before `user` starts `game`: refuses the start if they already host as many started
    /// games as allowed, naming them (solo games, daily attempts and league games aside,
    /// and anyone who is not the host, whom the start refuses). The host's turn to create
    /// is held until the start, so that two starts cannot both pass the check.
    pub(super) async fn check_new_start(
        &self,
        game: &str,
        user: UserId,
    ) -> Result<Option<Creating>, AppError> {
        let counted = self.league_of_live(&normalize(game)).is_none()
            && self
                .peek(game, |live| {
                    live.row.host == user
                        && !live.row.self_paced
                        && live.row.status == GameStatus::Lobby
                })
                .await?;
        if !counted {
            return Ok(None);
        }
        let turn = self.creating(user).await;
        let hour_ago = self.inner.clock.now() - 3_600_000;
        let lately = self.inner.store.games_started_since(user, hour_ago).await?;
        if lately >= self.inner.limits.hourly_starts {
            return Err(AppError::Said(msg!("starts-per-hour", count = lately)));
        }
        let started = self.inner.store.games_hosted(user).await?;
        if started.len() < self.inner.limits.hosted_games {
            return Ok(Some(turn));
        }
        Err(AppError::Refused(msg!(
            "app-too-many-started",
            n = started.len(),
            games = list(&started)
        )))
    }

    /// Before `user` seats a computer player in `game`: refuses it if they already seat as
    /// many as allowed in all the games they host (anyone else is refused by the lobby).
    /// The host's turn to create is held until the computer player is seated.
    pub(super) async fn check_new_bot(
        &self,
        game: &str,
        user: UserId,
    ) -> Result<Option<Creating>, AppError> {
        if !self.peek(game, |live| live.row.host == user).await? {
            return Ok(None);
        }
        let turn = self.creating(user).await;
        let seated = self.inner.store.bots_hosted(user).await?;
        if seated < self.inner.limits.hosted_bots {
            return Ok(Some(turn));
        }
        Err(AppError::Refused(msg!("app-too-many-bots", n = seated)))
    }

    // ----- The lobby message -----

    /// Records where the adapter posted a game's lobby message, in its own words, so that
    /// it can edit it after a restart too (see [`Service::lobby_post`]).
    pub async fn set_lobby_post(&self, game: &str, post: String) -> Result<(), AppError> {
        let public_id = normalize(game);
        let out = self
            .inner
            .store
            .write(Write::SetLobbyPost { public_id, post })
            .await?;
        if out == Output::Changed(true) {
            Ok(())
        } else {
            Err(AppError::NoSuchGame(game.trim().to_string()))
        }
    }

    /// Where the game's lobby message was posted, as recorded by
    /// [`Service::set_lobby_post`].
    pub async fn lobby_post(&self, game: &str) -> Result<Option<String>, AppError> {
        Ok(self.inner.store.lobby_post(&normalize(game)).await?)
    }
}

/// The unloadable games (as for [`set_aside`]) of the servers of `shards`: another
/// process's are its to set aside. A game whose server cannot be read either goes to the
/// owner of shard 0, like work tied to no server.
pub(super) async fn owned_only(
    store: &Store,
    shards: Option<ShardRange>,
    unloadable: Vec<(GameKey, String, String, bool)>,
) -> Vec<(GameKey, String, String, bool)> {
    let Some(range) = shards else {
        return unloadable;
    };
    let mut owned = Vec::with_capacity(unloadable.len());
    for game in unloadable {
        let mine = match store.game_guild(game.0).await {
            Ok(Some(guild)) => range.owns_guild(guild.get()),
            _ => range.owns_unplaced(),
        };
        if mine {
            owned.push(game);
        }
    }
    owned
}

/// Sets aside the live games that could not be loaded at start: each is logged with its
/// id and why, marked broken in the database (so later starts skip it) and its pending
/// events are given up, so that they never hold up the outbox. (A game of a newer build
/// is only skipped: that build will load it.) A failure to mark is logged, never fatal.
/// Returns every game set aside, those of earlier starts included, with why.
pub(super) async fn set_aside(
    store: &Store,
    now: Millis,
    unloadable: Vec<(GameKey, String, String, bool)>,
) -> HashMap<String, String> {
    let mut broken: HashMap<String, String> = match store.broken_games().await {
        Ok(rows) => rows.into_iter().collect(),
        Err(e) => {
            tracing::error!(error = %e, "cannot read the games set aside as broken");
            HashMap::new()
        }
    };
    for (id, game, why, mark) in unloadable {
        tracing::error!(
            game,
            reason = why,
            "cannot load a game: it is set aside and the bot starts without it"
        );
        if mark {
            let marked = store
                .write(Write::MarkBroken {
                    game_id: id,
                    why: why.clone(),
                })
                .await;
            if let Err(e) = marked {
                tracing::error!(game, error = %e, "cannot mark a game broken");
            }
            match store.give_up_events_of(id, &why, now).await {
                Ok(0) => {}
                Ok(events) => tracing::warn!(
                    game,
                    events,
                    reason = why,
                    "gave up the undelivered events of a broken game"
                ),
                Err(e) => tracing::error!(game, error = %e, "cannot give up a game's events"),
            }
        }
        broken.insert(game, why);
    }
    broken
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn retries_wait_longer_after_each_failure_up_to_ten_minutes() {
        let waits: Vec<Millis> = (1..=10).map(retry_wait).collect();
        assert_eq!(
            waits,
            [5, 10, 20, 40, 80, 160, 320, 600, 600, 600].map(|s| s * 1000)
        );
        assert_eq!(retry_wait(u32::MAX), MAX_RETRY_MS);
    }
}
