//! Pictures from the state the service holds: the game as each pending outbox event shows
//! it, kept from the change that wrote the event (never replayed from the log to draw a
//! post), and the one cache of drawn pictures ([`crate::app::pictures`]) every surface
//! draws through.

use super::*;
use crate::app::heavy;
use crate::app::pictures::PictureKey;

/// How many games as pending events show them are kept (a backstop: each is let go when
/// its event is delivered or given up). An event whose game was let go (or written before
/// a restart) is drawn from a replay of the log, counted in [`Service::replays`].
pub(super) const SHOWN_KEPT: usize = 2048;

impl Service {
    /// Keeps the games a committed change's drawn events show, by event key.
    pub(super) fn keep_shown(&self, shown: Vec<(String, Arc<dyn Play>)>) {
        if shown.is_empty() {
            return;
        }
        let mut kept = lock(&self.inner.shown);
        for (key, state) in shown {
            kept.insert(key, state);
        }
    }

    /// An event was delivered or given up: the game it showed is no longer kept for it.
    pub fn event_done(&self, key: &str) {
        lock(&self.inner.shown).remove(&key.to_owned());
    }

    /// The game as the event `key` of `game`, written at position `seq`, shows it: kept
    /// since the change that wrote it, else the game held here if it is still at that
    /// position (live, or ended), else replayed from the stored log ([`Service::game_at`],
    /// counted in [`Service::replays`]).
    pub async fn game_of_event(
        &self,
        game: &str,
        key: &str,
        seq: i64,
    ) -> Result<Arc<dyn Play>, AppError> {
        if let Some(state) = lock(&self.inner.shown).get(&key.to_owned()) {
            return Ok(Arc::clone(state));
        }
        let at = usize::try_from(seq).ok();
        let id = normalize(game);
        let slot = lock(&self.inner.games).get(&id).cloned();
        if let Some(slot) = slot {
            let held = slot.live.lock().await;
            let live = held
                .as_ref()
                .filter(|live| Some(super::queries::moves_of(live)) == at);
            if let Some(state) = live.and_then(|live| live.game()) {
                return Ok(Arc::from(state.boxed_clone()));
            }
        }
        if let Some(view) = lock(&self.inner.ended).get(&id) {
            if let Some(state) = view.game.as_ref().filter(|_| Some(view.len) == at) {
                return Ok(Arc::from(state.boxed_clone()));
            }
        }
        Ok(Arc::from(self.game_at(game, seq).await?))
    }

    /// The picture `key` names: kept, or drawn by `draw` on the drawers' threads
    /// ([`heavy`]) and kept. An error only if the drawing panicked.
    pub async fn picture(
        &self,
        key: PictureKey,
        draw: impl FnOnce() -> Option<Vec<u8>> + Send + 'static,
    ) -> Result<Option<Vec<u8>>, tokio::task::JoinError> {
        let pictures = &self.inner.pictures;
        if let Some(png) = pictures.get(&key, self.inner.clock.now()) {
            return Ok(png);
        }
        let svc = self.clone();
        heavy::run_as(heavy::Work::Picture, move || {
            let (pictures, clock) = (&svc.inner.pictures, &svc.inner.clock);
            // Drawn by another caller while this one waited for a drawer: served.
            if let Some(png) = pictures.get(&key, clock.now()) {
                return png;
            }
            let png = draw();
            pictures.put(key, png.as_deref(), clock.now());
            png
        })
        .await
    }

    /// How many pictures were served from the cache, and how many drawn, since the start
    /// (for the tests and the figures).
    pub fn pictures_counted(&self) -> (u64, u64) {
        self.inner.pictures.counts()
    }

    /// How many pictures the cache holds, and their bytes.
    pub fn pictures_kept(&self) -> (usize, usize) {
        self.inner.pictures.kept()
    }

    /// How many games as pending events show them are kept.
    pub fn shown_kept(&self) -> usize {
        lock(&self.inner.shown).len()
    }
}
