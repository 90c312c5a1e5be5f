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
    pub fn nth(&self, n: usize) -> Option<EdgeId> {
        self.nth_of(|_| n)
    }

    /// The edge at the index `choose` picks given the set's length ([`EdgeSet::nth`] of
    /// it), the words' ones counted once for both: how a random game draws its trail.
    #[inline]
    pub fn nth_of(&self, choose: impl FnOnce(usize) -> usize) -> Option<EdgeId> {
        let ones = self.0.map(|w| w.count_ones() as usize);
        let n = choose(ones.iter().sum());
        // The word holding it, found without a loop that stops where it is: a random
        // game's trail is any of its legal ones, and a branch that goes either way at
        // random costs a pipeline's refill.
        let mut before = 0;
        let mut word = 0;
        let mut skipped = 0;
        for count in ones {
            before += count;
            let past = usize::from(n >= before);
            word += past;
            skipped += past * count;
        }
        let &w = self.0.get(word)?;
        Some(EdgeId(
            (word * 64 + select(w, (n - skipped) as u32) as usize) as u16,
        ))
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

/// The position of the `n`-th set bit of `w` (0-based; `n` is below `w`'s count of ones):
/// halves, quarters and eighths skipped by their counts of ones, then at most seven bits
/// cleared. A random game's trail is drawn by `nth` of some fifty legal ones, and clearing
/// bits one by one was a sixth of `tucana sim`'s instructions.
#[inline]
fn select(mut w: u64, mut n: u32) -> u32 {
    let mut at = 0;
    for width in [32, 16, 8] {
        let low = (w & ((1u64 << width) - 1)).count_ones();
        let past = u32::from(n >= low); // no branch: which half is as random as `n`
        n -= past * low;
        w >>= past * width;
        at += past * width;
    }
    for _ in 0..n {
        w &= w - 1; // clear the lowest set bit
    }
    at + w.trailing_zeros()
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
        // Every position of a dense word and of a sparse one, against clearing bits.
        for w in [
            u64::MAX,
            0x8000_0001_0F0F_00F1,
            1 << 63,
            0xAAAA_AAAA_AAAA_AAAA,
        ] {
            let mut slow = w;
            for n in 0..w.count_ones() {
                assert_eq!(select(w, n), slow.trailing_zeros(), "{w:#x} {n}");
                slow &= slow - 1;
            }
        }
        s.remove(EdgeId(64));
        assert!(!s.contains(EdgeId(64)));
        assert_eq!(EdgeSet::first(70).without(&s).len(), 70 - 3);
    }
}
