//! Queries: a game's view, the games of a place, a player's legal moves, the games hosted.

use super::*;

/// A game's public view and, once started, the game's state (for pictures, legal moves).
#[derive(Clone)]
pub struct GameView {
    pub info: GameInfo,
    pub game: Option<Box<dyn Play>>,
}

impl GameView {
    /// The seat of a user in the game.
    pub fn seat_of(&self, user: UserId) -> Option<usize> {
        self.info.players.iter().position(|p| p.player.user == user)
    }

    /// The game as `user` may see it ([`FreePace::seen_by`](crate::game::FreePace::seen_by)): in a free-paced game, the other
    /// players as they stood when `user` finished their last turn (as of the turn everyone
    /// has reached, for someone not playing).
    pub fn seen_by(&self, user: UserId) -> Option<Box<dyn Play>> {
        let game = self.game.as_ref()?;
        Some(game.seen_by(self.seat_of(user)))
    }

    /// The players' names in seat order (join order before the start).
    pub fn names(&self) -> Vec<String> {
        self.info
            .players
            .iter()
            .map(|p| p.player.name.clone())
            .collect()
    }
}

impl Service {
    /// A game's public view, live or ended.
    pub async fn game_info(&self, game: &str) -> Result<GameInfo, AppError> {
        Ok(self.view(game).await?.info)
    }

    /// A game's view with the engine's state (to render its sheets).
    pub async fn view(&self, game: &str) -> Result<GameView, AppError> {
        let key = normalize(game);
        let slot = lock(&self.inner.games).get(&key).cloned();
        if let Some(slot) = slot {
            let mut guard = slot.live.lock().await;
            let live = self.loaded(&slot, &key, &mut guard).await?;
            return Ok(self.view_of(&key, live));
        }
        let row = self
            .inner
            .store
            .find_game(&key)
            .await?
            .ok_or_else(|| AppError::NoSuchGame(game.trim().to_string()))?;
        let live = self.reload(row.id, &key).await?;
        Ok(GameView {
            info: live.info(),
            game: live.game().map(|g| g.boxed_clone()),
        })
    }

    /// The view of a live game (`key`, its public id), under its lock: the one clone of
    /// the game a call makes.
    pub(super) fn view_of(&self, key: &str, live: &LiveGame) -> GameView {
        let mut info = live.info();
        // A league's game never takes computer players.
        info.bots_allowed &= self.league_of_live(key).is_none();
        GameView {
            info,
            game: live.game().map(|g| g.boxed_clone()),
        }
    }

    /// The live games (lobby and active) of a place, newest first.
    pub async fn games_in(&self, place: Place) -> Result<Vec<GameInfo>, AppError> {
        let mut out = Vec::new();
        for row in self.inner.store.games_in_place(place).await? {
            if row.status.is_live() {
                if let Ok(view) = self.view(&row.public_id).await {
                    out.push(view.info);
                }
            }
        }
        Ok(out)
    }

    /// The moves a player may make now, as they would type them, best first.
    pub async fn legal_moves(&self, game: &str, user: UserId) -> Result<Vec<Legal>, AppError> {
        let view = self.view(game).await?;
        let seat = view.seat_of(user).ok_or(AppError::NotAPlayer)?;
        match view.info.status {
            GameStatus::Lobby => return Err(AppError::NotStarted),
            GameStatus::Finished => return Err(AppError::Finished),
            GameStatus::Cancelled => return Err(AppError::Cancelled),
            GameStatus::Active => {}
        }
        let game = view.game.ok_or(AppError::NotStarted)?;
        Ok(game.legal_moves(seat))
    }

    /// Every game this service hosts.
    pub fn games(&self) -> &[&'static dyn Rules] {
        &self.inner.rules
    }

    /// The game with this id, or a refusal naming the games there are.
    pub fn rules(&self, id: &str) -> Result<&'static dyn Rules, AppError> {
        find_in(&self.inner.rules, id).ok_or_else(|| {
            let known: Vec<&str> = self.inner.rules.iter().map(|r| r.id()).collect();
            AppError::BadSettings(format!(
                "there is no game {id:?} here; the games are {}",
                known.join(", ")
            ))
        })
    }
}
