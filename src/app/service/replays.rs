//! A finished game to take away: its replay as an animated GIF (the end post, `/game
//! replay`) and its replay script (`/game export`).
//!
//! A replay is drawn once, on the drawers' threads ([`heavy`]), by the service's replay
//! drawer ([`Drawer`]): one drawing at a time in the process, in the order asked, a game
//! asked for twice drawn once. Nobody waits for a drawing but the one who asked for it:
//! a game's end post goes out at once and owes its replay ([`Service::owe_replay`], kept in
//! `replays_owed` so that a restart draws it), which follows as a post of its own (a
//! `replay` event) once drawn; a `/game replay` waits for its own drawing, one at a time
//! for each user. What became of it is kept (`Store::replay`, migrations 0015 and 0016): a
//! replay drawn, within the byte budget (`ServiceConfig::replay_budget`), the least
//! recently used forgotten first and drawn again if asked for; one that cannot be drawn, as
//! such, so that it is answered at once and not drawn again.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

use tokio::sync::{watch, OwnedMutexGuard};

use super::authority::name_the_game;
use super::{lock, normalize, Actor, AppError, GameAccess, GameStatus, Place, Service};
use crate::app::event::{replay_key, Event};
use crate::app::{heavy, replay};
use crate::store::{Drawn, GameKey, GameRow, NewEvent, UserId, Write, REPLAY_KEPT};
use crate::words::{msg, Msg};

/// A finished game's replay script, as `tucana replay` reads it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Export {
    /// A file name for it (`<game id>.json`).
    pub file: String,
    /// The script, pretty JSON.
    pub script: String,
}

/// What draws the replays, and what it is drawing.
pub(super) struct Drawer {
    /// Held while a replay is drawn: one at a time, in the order asked (tokio's mutex is
    /// fair), so that many asked for at once take one of the drawers' threads, not all.
    turn: Arc<tokio::sync::Mutex<()>>,
    /// The games being drawn or waiting their turn, each with what its askers watch.
    games: Mutex<std::collections::HashMap<GameKey, watch::Receiver<Option<Outcome>>>>,
    /// The users with a `/game replay` waiting for its drawing: one each.
    asking: super::OneEach,
    /// How many bytes of replays are kept at most (but the one drawn last).
    budget: u64,
    /// How many replays were drawn since the start ([`Service::replays_drawn`]).
    drawn: AtomicU64,
}

impl Drawer {
    pub(super) fn new(budget: u64) -> Drawer {
        Drawer {
            turn: Arc::default(),
            games: Mutex::default(),
            asking: super::OneEach::default(),
            budget,
            drawn: AtomicU64::new(0),
        }
    }
}

/// What a drawing gave its askers.
#[derive(Clone, Debug)]
enum Outcome {
    Gif(Arc<Vec<u8>>),
    /// Not drawn: why, as a message.
    Refused(Msg),
}

/// A game's drawing under way or waiting its turn: the game is drawn again if asked for
/// once this is dropped, whatever became of the drawing.
struct Drawing {
    svc: Service,
    game_id: GameKey,
}

impl Drop for Drawing {
    fn drop(&mut self) {
        lock(&self.svc.inner.drawer.games).remove(&self.game_id);
    }
}

impl Service {
    /// Whether a game's end post is followed by its replay (see
    /// `ServiceConfig::no_end_replays`).
    pub fn end_replays(&self) -> bool {
        self.inner.limits.end_replays
    }

    /// How many replays were drawn since the start (for tests and figures).
    pub fn replays_drawn(&self) -> u64 {
        self.inner.drawer.drawn.load(Ordering::Relaxed)
    }

    /// How many games' replays are being drawn or waiting their turn.
    pub fn replays_waiting(&self) -> usize {
        lock(&self.inner.drawer.games).len()
    }

    /// Holds the replay drawer until the guard is dropped, as a long drawing does: for
    /// tests that show that nothing but the askers waits for a drawing.
    pub async fn hold_replay_drawer(&self) -> OwnedMutexGuard<()> {
        self.inner.drawer.turn.clone().lock_owned().await
    }

    /// A finished game's end post owes its replay (`game`: a public id): it is drawn in its
    /// turn, then posted on its own (a `replay` event). Owed once, however often the end
    /// post is delivered; kept owed across a restart until it is drawn.
    pub async fn owe_replay(&self, game: &str) -> Result<(), AppError> {
        let (key, row) = self.finished_row(game).await?;
        let at = self.inner.clock.now();
        self.inner
            .store
            .write(Write::OweReplay {
                game_id: row.id,
                at,
            })
            .await?;
        drop(self.drawing(row.id, key));
        Ok(())
    }

    /// Draws the replays owed to end posts of this service's servers (after a restart).
    pub(super) async fn draw_owed_replays(&self) {
        match self.inner.store.replays_owed(self.owner()).await {
            Ok(owed) => {
                for game in owed {
                    drop(self.drawing(game.game_id, game.public_id));
                }
            }
            Err(e) => tracing::error!("cannot read the replays owed to end posts: {e}"),
        }
    }

    /// The replay kept for a finished game (a public id), if any, for its own post: read
    /// as it is, never drawn here.
    pub async fn kept_replay(&self, game: &str) -> Result<Option<Vec<u8>>, AppError> {
        let (_, row) = self.finished_row(game).await?;
        self.kept_gif(row.id).await
    }

    /// The replay of a finished game (a public id) that `user` asked for, as an animated
    /// GIF of at most [`replay::GIF_LIMIT`] bytes: the one kept, else drawn in its turn and
    /// kept. A game whose replay cannot be drawn is answered so at once, and a user whose
    /// last request is still waiting too. Unchecked: the adapter asks through
    /// [`GameAccess::replay`].
    pub async fn replay_gif(&self, game: &str, user: UserId) -> Result<Vec<u8>, AppError> {
        let (key, row) = self.finished_row(game).await?;
        if let Some(gif) = self.kept_gif(row.id).await? {
            return Ok(gif);
        }
        if self.inner.store.replay_failure(row.id).await?.is_some() {
            return Err(cannot_draw(&key));
        }
        let _asking = self
            .inner
            .drawer
            .asking
            .claim(user, "replay-still-drawing")?;
        let mut drawing = self.drawing(row.id, key);
        let outcome = drawing
            .wait_for(Option::is_some)
            .await
            .map_err(|_| AppError::ShuttingDown)?
            .clone();
        match outcome {
            Some(Outcome::Gif(gif)) => Ok(gif.to_vec()),
            Some(Outcome::Refused(why)) => Err(AppError::Refused(why)),
            None => Err(AppError::ShuttingDown),
        }
    }

    /// The game `game` names (a public id), once it is over.
    async fn finished_row(&self, game: &str) -> Result<(String, GameRow), AppError> {
        let key = normalize(game);
        let row = self
            .inner
            .store
            .find_game(&key)
            .await?
            .ok_or_else(|| AppError::NoSuchGame(game.trim().to_owned()))?;
        if row.status != GameStatus::Finished {
            return Err(not_over());
        }
        Ok((key, row))
    }

    /// The replay kept for a game, if any; it is then the last to be forgotten.
    async fn kept_gif(&self, game_id: GameKey) -> Result<Option<Vec<u8>>, AppError> {
        let store = &self.inner.store;
        let Some(gif) = store.replay(game_id).await? else {
            return Ok(None);
        };
        let at = self.inner.clock.now();
        store.write(Write::TouchReplay { game_id, at }).await?;
        Ok(Some(gif))
    }

    /// The drawing of a game's replay (`key`: its public id), started unless it is under
    /// way or waiting its turn: its outcome comes through the receiver. It runs in a task of
    /// its own, so that an asker who gives up does not cut it short.
    fn drawing(&self, game_id: GameKey, key: String) -> watch::Receiver<Option<Outcome>> {
        let mut games = lock(&self.inner.drawer.games);
        if let Some(drawing) = games.get(&game_id) {
            return drawing.clone();
        }
        let (done, drawing) = watch::channel(None);
        games.insert(game_id, drawing.clone());
        drop(games);
        let drawn = Drawing {
            svc: self.clone(),
            game_id,
        };
        tokio::spawn(async move {
            let outcome = drawn.svc.draw_in_turn(game_id, &key).await;
            done.send_replace(Some(outcome));
        });
        drawing
    }

    /// Draws a game's replay in the drawer's turn (unless it was kept meanwhile), keeps
    /// what became of it, and posts it if its end post owed it.
    async fn draw_in_turn(&self, game_id: GameKey, key: &str) -> Outcome {
        let _turn = self.inner.drawer.turn.clone().lock_owned().await;
        let outcome = match self.kept_outcome(game_id, key).await {
            Ok(Some(kept)) => Ok(kept),
            Ok(None) => self.draw_and_keep(game_id, key).await,
            Err(e) => Err(e),
        };
        let paid = match outcome {
            Ok(outcome) => self.pay_replay(game_id, key).await.map(|()| outcome),
            Err(e) => Err(e),
        };
        paid.unwrap_or_else(|e| {
            tracing::error!(game = key, error = %e, "cannot keep a game's replay");
            Outcome::Refused(msg!("app-replay-not-now", game = key))
        })
    }

    /// What is kept of a game's replay: drawn, or known not to draw.
    async fn kept_outcome(&self, game_id: GameKey, key: &str) -> Result<Option<Outcome>, AppError> {
        let store = &self.inner.store;
        if let Some(gif) = store.replay(game_id).await? {
            return Ok(Some(Outcome::Gif(Arc::new(gif))));
        }
        let failed = store.replay_failure(game_id).await?;
        Ok(failed.map(|_| Outcome::Refused(cannot_draw(key).msg())))
    }

    /// Draws a game's replay and keeps it, or keeps why it cannot be drawn.
    async fn draw_and_keep(&self, game_id: GameKey, key: &str) -> Result<Outcome, AppError> {
        let drawn = self.draw(game_id, key).await?;
        let at = self.inner.clock.now();
        let outcome = match &drawn {
            Ok(gif) => Outcome::Gif(Arc::new(gif.clone())),
            Err(why) => {
                tracing::error!(game = key, reason = why, "cannot draw a game's replay");
                Outcome::Refused(cannot_draw(key).msg())
            }
        };
        self.inner
            .store
            .write(Write::KeepReplay {
                game_id,
                drawn,
                at,
                forget_before: at - REPLAY_KEPT,
                budget: self.inner.drawer.budget,
            })
            .await?;
        Ok(outcome)
    }

    /// Draws a game's replay on the drawers' threads: the GIF, or why it cannot be drawn.
    async fn draw(&self, game_id: GameKey, key: &str) -> Result<Drawn, AppError> {
        let store = &self.inner.store;
        let row = store
            .find_game(key)
            .await?
            .ok_or_else(|| AppError::NoSuchGame(key.to_owned()))?;
        let rules = self.rules(row.kind.as_str())?;
        let stored = store
            .load_game(game_id)
            .await?
            .ok_or_else(|| AppError::NoSuchGame(key.to_owned()))?;
        self.inner.drawer.drawn.fetch_add(1, Ordering::Relaxed);
        Ok(heavy::run(move || {
            let mut players = stored.players;
            players.sort_by_key(|p| p.seat);
            let names: Vec<String> = players.into_iter().map(|p| p.name).collect();
            let log: Vec<String> = stored.moves.into_iter().map(|m| m.text).collect();
            let start = rules
                .setup(row.seed, &row.options, names.len())
                .map_err(|e| crate::game::english(rules, &e))?;
            replay::animate(&*start, &log, &names, &row.language).map(|a| a.gif)
        })
        .await
        .unwrap_or_else(|e| Err(crate::words::for_log(format!("drawing it failed: {e}")))))
    }

    /// Settles what a game's end post owed: its replay's own post, if it was drawn.
    async fn pay_replay(&self, game_id: GameKey, key: &str) -> Result<(), AppError> {
        let event = Event::Replay;
        let payload = serde_json::to_string(&event).expect("an event serializes");
        let event = NewEvent {
            kind: event.kind().to_owned(),
            key: replay_key(key),
            payload,
            seq: None,
        };
        let at = self.inner.clock.now();
        self.inner
            .store
            .write(Write::PayReplay { game_id, event, at })
            .await?;
        Ok(())
    }
}

impl Service {
    /// The game a call about a finished game is about, if `actor` may see it (as
    /// [`Service::game_for`] checks): the one `named`, else the newest game of the place
    /// (`here`: a game's thread), whatever its status.
    pub async fn find_ended_game(
        &self,
        actor: &Actor,
        here: Option<Place>,
        named: Option<&str>,
    ) -> Result<GameAccess, AppError> {
        let named = named.map(str::trim).filter(|n| !n.is_empty());
        let game = match (named, here) {
            (Some(named), _) => named.to_owned(),
            (None, Some(place)) => self
                .inner
                .store
                .games_in_place(place)
                .await?
                .into_iter()
                .next()
                .map(|row| row.public_id)
                .ok_or_else(|| name_the_game("app-name-the-game"))?,
            (None, None) => return Err(name_the_game("app-name-the-game")),
        };
        self.game_for(actor, &game).await
    }
}

impl GameAccess {
    /// The game's replay as an animated GIF ([`Service::replay_gif`]), once it is over.
    pub async fn replay(&self) -> Result<Vec<u8>, AppError> {
        self.finished()?;
        self.service.check_day_over(self.id()).await?;
        self.service.replay_gif(self.id(), self.actor().user).await
    }

    /// The game's replay script (`tucana replay` reads it), once it is over: never before,
    /// as it holds every card still hidden (nor, for a daily attempt, before its day is
    /// over for everyone, nor when the rules keep a secret after the end).
    pub async fn export(&self) -> Result<Export, AppError> {
        self.finished()?;
        self.service.check_day_over(self.id()).await?;
        self.check_no_secret_kept()?;
        let game = self.view.game.as_ref().ok_or_else(not_over)?;
        let written = game.written(&self.view.names()).ok_or_else(|| {
            AppError::Refused(msg!("app-no-export-yet", game = game.rules().name()))
        })?;
        Ok(Export {
            file: format!("{}.json", self.id()),
            script: written.script,
        })
    }

    /// Refuses a game that is not over (a lobby, a game in progress, a cancelled one).
    fn finished(&self) -> Result<(), AppError> {
        let over = self.view.info.status == GameStatus::Finished
            && self.view.game.as_ref().is_some_and(|g| g.is_finished());
        if over {
            Ok(())
        } else {
            Err(not_over())
        }
    }
}

/// A replay that cannot be drawn, in the asker's words (why is logged).
fn cannot_draw(key: &str) -> AppError {
    AppError::Refused(msg!("app-replay-not-drawn", game = key))
}

fn not_over() -> AppError {
    AppError::Refused(msg!("app-replay-not-over"))
}
