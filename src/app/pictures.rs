//! The one cache of drawn pictures, shared by every surface that shows a game: a move's
//! reply and a click's (the seat's sheet), the outbox's posts (a turn's card, the
//! standings) and the web pages' steps. A picture is drawn from a game's state once for a
//! (game, log length, view, language) and then served from here, so that a player's "My
//! map" after their move, a post delivered again, or a page seen by many readers draws
//! nothing more.
//!
//! A picture never goes stale by its key: a game at a given log length is always the same
//! game, so a key names one picture for ever (the view's names are part of it). The cache
//! is bounded by bytes ([`PICTURE_BYTES`]) and by entries ([`PICTURE_ENTRIES`]), the least
//! recently used forgotten first, and a picture unused for [`PICTURE_TTL`] (by the
//! service's clock) is forgotten too, so that the memory of games long over goes back.

use std::collections::{BTreeMap, HashMap};
use std::hash::{Hash, Hasher};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

use crate::game::View;
use crate::store::Millis;

/// The most bytes of pictures kept (a sheet is 50–300 KB).
pub const PICTURE_BYTES: usize = 96 * 1024 * 1024;

/// The most pictures kept, whatever their size.
pub const PICTURE_ENTRIES: usize = 4096;

/// How long a picture nobody asked for is kept: 30 minutes.
pub const PICTURE_TTL: Millis = 30 * 60 * 1000;

/// What a picture shows: which game, after how many moves of its log, which view (with the
/// names written on it) and in which language.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PictureKey {
    game: String,
    len: usize,
    view: String,
    lang: String,
}

impl PictureKey {
    /// The picture of `view` of the game `game` (its public id) after `len` moves, with
    /// `names` written on it, in `lang`.
    pub fn new(game: &str, len: usize, view: View, names: &[String], lang: &str) -> PictureKey {
        PictureKey::of(game, len, &format!("{view:?}"), names, lang)
    }

    /// A picture of a kind the game's views do not name (a web page's step, the game's
    /// final standings as the page shows them): `what` says which.
    pub fn of(game: &str, len: usize, what: &str, names: &[String], lang: &str) -> PictureKey {
        let mut h = std::collections::hash_map::DefaultHasher::new();
        names.hash(&mut h);
        PictureKey {
            game: game.trim().trim_start_matches('#').to_ascii_lowercase(),
            len,
            view: format!("{what}#{:016x}", h.finish()),
            lang: lang.to_owned(),
        }
    }
}

/// A picture kept: its bytes (`None`: the game has no such picture, kept too, so that it
/// is not asked again), its size, and when it was last used.
struct Entry {
    png: Option<Arc<Vec<u8>>>,
    used: u64,
    at: Millis,
}

impl Entry {
    fn bytes(&self) -> usize {
        self.png.as_ref().map_or(0, |p| p.len())
    }
}

/// The kept pictures, least recently used first in `order`.
struct State {
    entries: HashMap<PictureKey, Entry>,
    order: BTreeMap<u64, PictureKey>,
    tick: u64,
    bytes: usize,
}

/// The cache ([the module](self)): bounded, with an expiry, and counting what it serves.
pub struct Pictures {
    state: Mutex<State>,
    max_bytes: usize,
    max_entries: usize,
    ttl: Millis,
    served: AtomicU64,
    drawn: AtomicU64,
}

impl Default for Pictures {
    fn default() -> Self {
        Pictures::with_bounds(PICTURE_BYTES, PICTURE_ENTRIES, PICTURE_TTL)
    }
}

impl Pictures {
    /// A cache keeping at most `max_bytes` of pictures and `max_entries` of them, each for
    /// `ttl` after its last use.
    pub fn with_bounds(max_bytes: usize, max_entries: usize, ttl: Millis) -> Pictures {
        Pictures {
            state: Mutex::new(State {
                entries: HashMap::new(),
                order: BTreeMap::new(),
                tick: 0,
                bytes: 0,
            }),
            max_bytes,
            max_entries: max_entries.max(1),
            ttl,
            served: AtomicU64::new(0),
            drawn: AtomicU64::new(0),
        }
    }

    fn state(&self) -> std::sync::MutexGuard<'_, State> {
        self.state
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// The picture kept for `key` at `now` (`Some(None)`: kept as "no such picture"), marked
    /// as used; `None` if none is kept (or it expired).
    pub fn get(&self, key: &PictureKey, now: Millis) -> Option<Option<Vec<u8>>> {
        let mut state = self.state();
        let expired = state.entries.get(key)?.at + self.ttl < now;
        if expired {
            state.forget(key);
            return None;
        }
        state.tick += 1;
        let tick = state.tick;
        let entry = state.entries.get_mut(key)?;
        let old = std::mem::replace(&mut entry.used, tick);
        entry.at = now;
        let png = entry.png.as_ref().map(|p| p.to_vec());
        state.order.remove(&old);
        state.order.insert(tick, key.clone());
        drop(state);
        self.served.fetch_add(1, Ordering::Relaxed);
        Some(png)
    }

    /// Keeps a picture just drawn for `key` (counted as drawn), forgetting the least
    /// recently used ones, and those expired, beyond the bounds. A picture bigger than the
    /// whole budget is not kept.
    pub fn put(&self, key: PictureKey, png: Option<&[u8]>, now: Millis) {
        self.drawn.fetch_add(1, Ordering::Relaxed);
        if png.is_some_and(|p| p.len() > self.max_bytes) {
            return;
        }
        let mut state = self.state();
        state.forget(&key);
        state.tick += 1;
        let tick = state.tick;
        let entry = Entry {
            png: png.map(|p| Arc::new(p.to_vec())),
            used: tick,
            at: now,
        };
        state.bytes += entry.bytes();
        state.order.insert(tick, key.clone());
        state.entries.insert(key, entry);
        while state.bytes > self.max_bytes || state.entries.len() > self.max_entries {
            let Some((_, oldest)) = state.order.pop_first() else {
                break;
            };
            if let Some(gone) = state.entries.remove(&oldest) {
                state.bytes -= gone.bytes();
            }
        }
        // The least recently used first: the expired ones are at the front.
        while let Some(oldest) = state.order.values().next().cloned() {
            let expired = state
                .entries
                .get(&oldest)
                .is_some_and(|e| e.at + self.ttl < now);
            if !expired {
                break;
            }
            state.forget(&oldest);
        }
    }

    /// How many pictures were served from here, and how many were drawn (and put here).
    pub fn counts(&self) -> (u64, u64) {
        (
            self.served.load(Ordering::Relaxed),
            self.drawn.load(Ordering::Relaxed),
        )
    }

    /// How many pictures are kept, and their bytes.
    pub fn kept(&self) -> (usize, usize) {
        let state = self.state();
        (state.entries.len(), state.bytes)
    }
}

impl State {
    fn forget(&mut self, key: &PictureKey) {
        if let Some(gone) = self.entries.remove(key) {
            self.order.remove(&gone.used);
            self.bytes -= gone.bytes();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(len: usize) -> PictureKey {
        PictureKey::new("abcde", len, View::Turn, &[], "en")
    }

    #[test]
    fn a_picture_is_served_until_forgotten_by_size_or_age() {
        let pictures = Pictures::with_bounds(250, 10, 1_000);
        assert_eq!(pictures.get(&key(1), 0), None);
        pictures.put(key(1), Some(&[1u8; 100][..]), 0);
        assert_eq!(pictures.get(&key(1), 10), Some(Some(vec![1; 100])));
        pictures.put(key(2), Some(&[2u8; 100][..]), 20);
        // Over 250 bytes: the least recently used (1, last used at 10) goes.
        pictures.put(key(3), Some(&[3u8; 100][..]), 30);
        assert_eq!(pictures.kept(), (2, 200));
        assert_eq!(pictures.get(&key(1), 40), None);
        assert!(pictures.get(&key(2), 40).is_some());
        // Unused for longer than the expiry: forgotten.
        assert_eq!(pictures.get(&key(3), 2_000), None);
        pictures.put(key(4), None, 2_500);
        assert_eq!(pictures.get(&key(4), 2_600), Some(None), "no picture, kept");
        assert_eq!(pictures.kept().0, 1, "the expired one went at the next put");
        assert_eq!(pictures.counts(), (3, 4));
    }

    #[test]
    fn the_entries_are_bounded_too_and_keys_tell_views_names_and_languages_apart() {
        let pictures = Pictures::with_bounds(1 << 20, 3, 1_000);
        for len in 0..10 {
            pictures.put(key(len), Some(&[0u8; 8][..]), 0);
        }
        assert_eq!(pictures.kept(), (3, 24));
        let names = ["Ann".to_owned()];
        let keys = [
            PictureKey::new("abcde", 1, View::Turn, &[], "en"),
            PictureKey::new("abcde", 1, View::Turn, &names, "en"),
            PictureKey::new("abcde", 1, View::Standings, &[], "en"),
            PictureKey::new("abcde", 1, View::Turn, &[], "de"),
            PictureKey::new(
                "abcde",
                1,
                View::Seat {
                    seat: 0,
                    hints: true,
                },
                &[],
                "en",
            ),
            PictureKey::new(
                "abcde",
                1,
                View::Seat {
                    seat: 1,
                    hints: true,
                },
                &[],
                "en",
            ),
        ];
        let distinct: std::collections::HashSet<_> = keys.iter().collect();
        assert_eq!(distinct.len(), keys.len());
        assert_eq!(keys[0], PictureKey::new("#ABCDE", 1, View::Turn, &[], "en"));
    }
}
