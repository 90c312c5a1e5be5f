//! A fixed-size bit set over a map's edges (its possible trail segments).
//!
//! Both islands have fewer than 320 edges (Isla Petit 186, Isla Grande 274), so a player's
//! drawn trails and the legal trails for a pair of cards are five machine words each: the
//! legal trails of a turn are `matching & !drawn`, computed without allocating.

/// Index of an edge (an unordered pair of adjacent spaces) in its map.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct EdgeId(pub u16);

const WORDS: usize = 5;

/// The most edges a map may have.
pub const MAX_EDGES: usize = WORDS * 64;

#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct EdgeSet([u64; WORDS]);

impl EdgeSet {
    pub const EMPTY: EdgeSet = EdgeSet([0; WORDS]);

    /// The set of the first `n` edges.
    pub fn first(n: usize) -> EdgeSet {
        let mut s = EdgeSet::EMPTY;
        for i in 0..n.min(MAX_EDGES) {
            s.insert(EdgeId(i as u16));
        }
        s
    }

    #[inline]
    pub fn contains(&self, e: EdgeId) -> bool {
        let i = e.0 as usize;
        self.0[i / 64] & (1 << (i % 64)) != 0
    }

    #[inline]
    pub fn insert(&mut self, e: EdgeId) {
        let i = e.0 as usize;
        self.0[i / 64] |= 1 << (i % 64);
    }

    #[inline]
    pub fn remove(&mut self, e: EdgeId) {
        let i = e.0 as usize;
        self.0[i / 64] &= !(1 << (i % 64));
    }

    #[inline]
    pub fn len(&self) -> usize {
        self.0.iter().map(|w| w.count_ones() as usize).sum()
    }

    #[inline]
    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|w| *w == 0)
    }

    /// The edges in `self` but not in `other`.
    #[inline]
    pub fn without(&self, other: &EdgeSet) -> EdgeSet {
        let mut out = *self;
        for (a, b) in out.0.iter_mut().zip(other.0.iter()) {
            *a &= !b;
        }
        out
    }

    /// The `n`-th edge of the set in index order (0-based), if there are that many.
    #[inline]
    pub fn nth(&self, mut n: usize) -> Option<EdgeId> {
        for (wi, &w) in self.0.iter().enumerate() {
            let ones = w.count_ones() as usize;
            if n < ones {
                let mut w = w;
                for _ in 0..n {
                    w &= w - 1; // clear the lowest set bit
                }
                return Some(EdgeId((wi * 64 + w.trailing_zeros() as usize) as u16));
            }
            n -= ones;
        }
        None
    }

    pub fn iter(&self) -> impl Iterator<Item = EdgeId> + '_ {
        self.0.iter().enumerate().flat_map(|(wi, &w)| {
            let mut w = w;
            std::iter::from_fn(move || {
                if w == 0 {
                    return None;
                }
                let bit = w.trailing_zeros() as usize;
                w &= w - 1;
                Some(EdgeId((wi * 64 + bit) as u16))
            })
        })
    }
}

impl std::fmt::Debug for EdgeSet {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_set().entries(self.iter().map(|e| e.0)).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn insert_remove_nth_and_iter_agree() {
        let mut s = EdgeSet::EMPTY;
        for i in [0u16, 5, 63, 64, 200, 319] {
            s.insert(EdgeId(i));
        }
        assert_eq!(s.len(), 6);
        let all: Vec<u16> = s.iter().map(|e| e.0).collect();
        assert_eq!(all, vec![0, 5, 63, 64, 200, 319]);
        for (n, e) in all.iter().enumerate() {
            assert_eq!(s.nth(n), Some(EdgeId(*e)));
        }
        assert_eq!(s.nth(6), None);
        s.remove(EdgeId(64));
        assert!(!s.contains(EdgeId(64)));
        assert_eq!(EdgeSet::first(70).without(&s).len(), 70 - 3);
    }
}
