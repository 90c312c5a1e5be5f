//! A finished game to take away: its replay as an animated GIF (the end post, `/game
//! replay`) and its replay script (`/game export`).
//!
//! A replay is drawn once, on the drawers' threads ([`heavy`]), and kept in the database
//! (`Store::replay`, migration 0014): the end post draws it, and `/game replay` after it, a
//! restart, or another process of a range of shards finds it there. Replays are drawn one
//! at a time in the process, so that many asked for at once take one drawer, not all of
//! them, and a game asked for twice is drawn once (the second waits and finds it kept).

use std::sync::LazyLock;

use super::authority::name_the_game;
use super::{normalize, Actor, AppError, GameAccess, GameStatus, Place, Service};
use crate::app::{heavy, replay};
use crate::store::{Write, REPLAY_KEPT};

/// Taken while a replay is drawn: one at a time in the process.
static DRAWING: LazyLock<tokio::sync::Mutex<()>> = LazyLock::new(|| tokio::sync::Mutex::new(()));

/// A finished game's replay script, as `tucana replay` reads it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Export {
    /// A file name for it (`<game id>.json`).
    pub file: String,
    /// The script, pretty JSON.
    pub script: String,
}

impl Service {
    /// Whether a game's end post carries its replay (see `ServiceConfig::no_end_replays`).
    pub fn end_replays(&self) -> bool {
        self.inner.limits.end_replays
    }

    /// The replay of a finished game (a public id) as an animated GIF of at most
    /// [`replay::GIF_LIMIT`] bytes: the one kept, else drawn now and kept. Unchecked: the
    /// adapter asks through [`GameAccess::replay`], or for the game's own end post.
    pub async fn replay_gif(&self, game: &str) -> Result<Vec<u8>, AppError> {
        let key = normalize(game);
        let store = &self.inner.store;
        let row = store
            .find_game(&key)
            .await?
            .ok_or_else(|| AppError::NoSuchGame(game.trim().to_owned()))?;
        if row.status != GameStatus::Finished {
            return Err(not_over());
        }
        if let Some(gif) = store.replay(row.id).await? {
            return Ok(gif);
        }
        let _drawing = DRAWING.lock().await;
        // Drawn while this one waited its turn?
        if let Some(gif) = store.replay(row.id).await? {
            return Ok(gif);
        }
        let rules = self.rules(row.kind.as_str())?;
        let stored = store
            .load_game(row.id)
            .await?
            .ok_or_else(|| AppError::NoSuchGame(key.clone()))?;
        let drawn = heavy::run(move || {
            let mut players = stored.players;
            players.sort_by_key(|p| p.seat);
            let names: Vec<String> = players.into_iter().map(|p| p.name).collect();
            let log: Vec<String> = stored.moves.into_iter().map(|m| m.text).collect();
            let start = rules.setup(row.seed, &row.options, names.len())?;
            replay::animate(&*start, &log, &names).map(|a| a.gif)
        })
        .await
        .unwrap_or_else(|e| Err(format!("drawing it failed: {e}")));
        let gif = drawn.map_err(|why| {
            tracing::error!(game = key, reason = why, "cannot draw a game's replay");
            AppError::Refused(format!("the replay of {key} cannot be drawn"))
        })?;
        let at = self.inner.clock.now();
        store
            .write(Write::KeepReplay {
                game_id: row.id,
                gif: gif.clone(),
                at,
                forget_before: at - REPLAY_KEPT,
            })
            .await?;
        Ok(gif)
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
                .ok_or_else(|| name_the_game(""))?,
            (None, None) => return Err(name_the_game("")),
        };
        self.game_for(actor, &game).await
    }
}

impl GameAccess {
    /// The game's replay as an animated GIF ([`Service::replay_gif`]), once it is over.
    pub async fn replay(&self) -> Result<Vec<u8>, AppError> {
        self.finished()?;
        self.service.check_day_over(self.id()).await?;
        self.service.replay_gif(self.id()).await
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
            AppError::Refused(format!(
                "{} games cannot be exported yet",
                game.rules().name()
            ))
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

fn not_over() -> AppError {
    AppError::Refused(
        "this game is not over: its replay and script come once it ends (before, they \
         would show what is still hidden)"
            .into(),
    )
}
