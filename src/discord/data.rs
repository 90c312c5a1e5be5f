//! The adapter's state: the game service, and what it remembers of its own posts.

use std::collections::{BTreeMap, HashMap};
use std::hash::Hash;
use std::sync::{Arc, Mutex, MutexGuard};

use poise::serenity_prelude as serenity;

use crate::app::Service;

/// A message the bot posted and may edit later.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Posted {
    pub channel: serenity::ChannelId,
    pub message: serenity::MessageId,
}

/// A turn's post, and its text before the "still to play" line.
pub type TurnPost = (Posted, String);

/// Whether a lobby edit waits, and the lock that orders a game's lobby edits.
pub type LobbyEdits = (bool, Arc<tokio::sync::Mutex<()>>);

/// What the bot remembers of its posts. In memory, and bounded: a game's entries are
/// dropped when its end (or cancellation) is delivered, and each map keeps at most
/// [`Bounded::CAP`] entries, forgetting the least recently used (a turn's post is also
/// kept as the receipt of its event in the outbox, so a forgotten one is found again
/// there, and a turn post that cannot be found at all is followed by a short new post
/// instead). Lobby messages are stored with their game (`Service::set_lobby_post`, see
/// `lobby::refresh_lobby`).
#[derive(Default)]
pub struct Posts {
    /// A turn's post, by (game, round, turn), with the text before the
    /// "still to play" line.
    pub turns: Mutex<Bounded<(String, usize, usize), TurnPost>>,
    /// Keys of outbox events Discord accepted but that are not yet confirmed in the
    /// outbox (a failed confirmation): not sent again when they come back.
    pub delivered: Mutex<Bounded<String, ()>>,
    /// Lobby edits under way, by game: whether one waits for its turn, and the lock that
    /// runs them one at a time (see `lobby::refresh_lobby_later`); an entry goes when its
    /// edits are done.
    pub lobby_edits: Mutex<HashMap<String, LobbyEdits>>,
}

impl Posts {
    /// Forgets what is kept of a game's posts (its end or cancellation was delivered).
    pub fn drop_game(&self, game: &str) {
        lock(&self.turns).retain(|(g, _, _)| g != game);
        lock(&self.delivered).retain(|key| !is_key_of(key, game));
    }

    /// How many entries the maps hold (turn posts, unconfirmed keys).
    pub fn sizes(&self) -> (usize, usize) {
        (lock(&self.turns).len(), lock(&self.delivered).len())
    }
}

/// Whether an outbox key belongs to a game (keys start with `<game>:`).
fn is_key_of(key: &str, game: &str) -> bool {
    key.strip_prefix(game)
        .is_some_and(|rest| rest.starts_with(':'))
}

const BOUNDED_CAP: usize = 4096;

/// A map that keeps at most [`Bounded::CAP`] entries, forgetting the least recently used
/// one when full: a backstop, so that what the adapter remembers cannot grow without end
/// even if a game's end is never delivered.
pub struct Bounded<K, V> {
    entries: HashMap<K, (V, u64)>,
    order: BTreeMap<u64, K>,
    clock: u64,
    cap: usize,
}

impl<K, V> Default for Bounded<K, V> {
    fn default() -> Self {
        Bounded {
            entries: HashMap::new(),
            order: BTreeMap::new(),
            clock: 0,
            cap: BOUNDED_CAP,
        }
    }
}

impl<K: Clone + Eq + Hash, V> Bounded<K, V> {
    /// The most entries kept.
    pub const CAP: usize = BOUNDED_CAP;

    /// A map keeping at most `cap` entries (at least one).
    pub fn with_cap(cap: usize) -> Self {
        Bounded {
            cap: cap.max(1),
            ..Bounded::default()
        }
    }

    fn tick(&mut self) -> u64 {
        self.clock += 1;
        self.clock
    }

    /// The value, marked as used.
    pub fn get(&mut self, key: &K) -> Option<&V> {
        let now = self.tick();
        let (_, used) = self.entries.get_mut(key)?;
        self.order.remove(used);
        *used = now;
        self.order.insert(now, key.clone());
        self.entries.get(key).map(|(v, _)| v)
    }

    pub fn contains(&self, key: &K) -> bool {
        self.entries.contains_key(key)
    }

    pub fn insert(&mut self, key: K, value: V) {
        let now = self.tick();
        if let Some((_, used)) = self.entries.insert(key.clone(), (value, now)) {
            self.order.remove(&used);
        }
        self.order.insert(now, key);
        while self.entries.len() > self.cap {
            let Some((_, oldest)) = self.order.pop_first() else {
                break;
            };
            self.entries.remove(&oldest);
        }
    }

    pub fn remove(&mut self, key: &K) -> Option<V> {
        let (value, used) = self.entries.remove(key)?;
        self.order.remove(&used);
        Some(value)
    }

    /// Keeps only the entries whose key passes `keep`.
    pub fn retain(&mut self, mut keep: impl FnMut(&K) -> bool) {
        let order = &mut self.order;
        self.entries.retain(|k, (_, used)| {
            let kept = keep(k);
            if !kept {
                order.remove(used);
            }
            kept
        });
    }

    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }
}

/// Locks a std mutex, ignoring poisoning (the maps stay valid).
pub fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// The user data every command receives as `ctx.data()`.
#[derive(Clone)]
pub struct BotData {
    pub service: Service,
    pub posts: Arc<Posts>,
}

impl BotData {
    pub fn new(service: Service) -> BotData {
        BotData {
            service,
            posts: Arc::default(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bounded_map_forgets_the_least_recently_used() {
        let mut m = Bounded::with_cap(2);
        m.insert("a", 1);
        m.insert("b", 2);
        assert_eq!(m.get(&"a"), Some(&1));
        m.insert("c", 3);
        assert_eq!((m.len(), m.contains(&"b")), (2, false));
        assert!(m.contains(&"a") && m.contains(&"c"));
        m.retain(|k| *k != "a");
        assert_eq!(m.remove(&"c"), Some(3));
        assert!(m.is_empty());
    }

    #[test]
    fn a_games_entries_are_dropped_at_its_end() {
        let posts = Posts::default();
        let posted = Posted {
            channel: serenity::ChannelId::new(1),
            message: serenity::MessageId::new(2),
        };
        for game in ["abcde", "abcdef"] {
            lock(&posts.turns).insert((game.to_owned(), 1, 1), (posted, String::new()));
            lock(&posts.delivered).insert(format!("{game}:end"), ());
        }
        posts.drop_game("abcde");
        assert_eq!(posts.sizes(), (1, 1));
        assert!(lock(&posts.delivered).contains(&"abcdef:end".to_owned()));
    }
}
