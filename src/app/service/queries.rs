//! Queries: a game's view, the games of a place, a player's legal moves, the games hosted.

use super::*;
use crate::app::heavy;
use crate::app::kept::Kept;
use crate::store::StoredGame;

/// How many ended games' views are kept in memory (the most recently used): enough for the
/// games whose scores are being looked at (a view is a game's state: its sheets and log).
pub(super) const ENDED_KEPT: usize = 128;

/// A game's public view and, once started, the game's state (for pictures, legal moves).
#[derive(Clone)]
pub struct GameView {
    pub info: GameInfo,
    pub game: Option<Box<dyn Play>>,
    /// Once started, the game's set-up and earlier states, taken with the game, to tell
    /// its log from ([`Service::away`], [`Service::game_log`]) without replaying it from its
    /// seed.
    pub(crate) kept: Option<Kept>,
    /// The length of the game's log at this view: with the game's id, what names the
    /// pictures drawn of it ([`crate::app::PictureKey`]).
    pub len: usize,
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

/// The length of a game's log (its row's count of moves).
pub(super) fn moves_of(live: &LiveGame) -> usize {
    usize::try_from(live.row.move_count).unwrap_or(0)
}

impl Service {
    /// A game's public view, live or ended.
    pub async fn game_info(&self, game: &str) -> Result<GameInfo, AppError> {
        Ok(self.view(game).await?.info)
    }

    /// A game's view with the engine's state (to render its sheets). A game held here is
    /// cloned under its lock; an ended game is replayed from its log once (on the
    /// drawers' threads, [`heavy`](crate::app::heavy)) and its view kept among the ended
    /// games', so that asking again (`/game scores` of a finished game) replays nothing.
    pub async fn view(&self, game: &str) -> Result<GameView, AppError> {
        let key = normalize(game);
        let slot = lock(&self.inner.games).get(&key).cloned();
        if let Some(slot) = slot {
            let mut guard = slot.live.lock().await;
            let live = self.loaded(&slot, &key, &mut guard).await?;
            return Ok(self.view_of(&key, live));
        }
        if let Some(kept) = lock(&self.inner.ended).get(&key) {
            return Ok(kept.clone());
        }
        let row = self
            .inner
            .store
            .find_game(&key)
            .await?
            .ok_or_else(|| AppError::NoSuchGame(game.trim().to_string()))?;
        let live = self.reload(row.id, &key).await?;
        let view = GameView {
            info: live.info(),
            game: live.game().map(|g| g.boxed_clone()),
            kept: live.kept.clone(),
            len: moves_of(&live),
        };
        if !live.row.status.is_live() {
            self.keep_ended(&key, view.clone());
        }
        Ok(view)
    }

    /// Keeps the view of a game that ended (`key`, its public id): it will not change.
    pub(super) fn keep_ended(&self, key: &str, view: GameView) {
        lock(&self.inner.ended).insert(key.to_owned(), view);
    }

    /// A stored game replayed from its log, on the drawers' threads (off the async
    /// workers), counted in [`Service::replays`]. The error says why it cannot be replayed.
    pub(super) async fn replay(&self, stored: StoredGame) -> Result<LiveGame, String> {
        self.inner.replays.fetch_add(1, Ordering::Relaxed);
        let rules = self.inner.rules.clone();
        heavy::run_as(heavy::Work::Replay, move || {
            LiveGame::from_stored(stored, |kind| find_in(&rules, kind))
        })
        .await
        .unwrap_or_else(|e| Err(crate::words::for_log(format!("its replay failed: {e}"))))
    }

    /// How many games were replayed from their logs since the service started (a game
    /// reloaded, an ended game viewed, a game as an outbox event shows it); not the games
    /// loaded at the start. For the tests and the operator's figures.
    pub fn replays(&self) -> u64 {
        self.inner.replays.load(Ordering::Relaxed)
    }

    /// How many hints are being worked out or wait for the hint thinkers now (at most
    /// one thinker's and [`crate::app::HINT_QUEUE`]): for the tests and the operator's
    /// figures.
    pub fn hints_asked(&self) -> usize {
        self.inner.thinking.hints_asked()
    }

    /// How many changes of games (moves, deadlines) were worked out on the drawers'
    /// threads since the start: those of free-paced games, whose public standings are a
    /// replay (`Service::on_game`).
    pub fn changes_on_pool(&self) -> u64 {
        self.inner.pooled.load(Ordering::Relaxed)
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
            kept: live.kept.clone(),
            len: moves_of(live),
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
        let names = view.names();
        let game = view.game.ok_or(AppError::NotStarted)?;
        Ok(game.legal_moves_named(seat, &names))
    }

    /// Every game this service hosts.
    pub fn games(&self) -> &[&'static dyn Rules] {
        &self.inner.rules
    }

    /// The game with this id, or a refusal naming the games there are.
    pub fn rules(&self, id: &str) -> Result<&'static dyn Rules, AppError> {
        find_in(&self.inner.rules, id).ok_or_else(|| {
            let known: Vec<&str> = self.inner.rules.iter().map(|r| r.id()).collect();
            AppError::BadSettings(msg!(
                "app-no-such-game-kind",
                id = format!("{id:?}"),
                games = crate::words::list(known)
            ))
        })
    }
}
