//! A map that keeps at most so many entries, forgetting the least recently used: what the
//! service and the adapter remember of games and posts beyond what the database holds is
//! bounded with it.

use std::collections::{BTreeMap, HashMap};
use std::hash::Hash;

const BOUNDED_CAP: usize = 4096;

/// A map that keeps at most [`Bounded::CAP`] entries, forgetting the least recently used
/// one when full: a backstop, so that what is remembered cannot grow without end (the
/// adapter's posts, even if a game's end is never delivered; the service's ended games).
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
}
