//! One player's island sheet: the trails drawn, the networks they form, and what is circled.
//!
//! Networks are tracked incrementally with a union–find over the map's spaces. Each root
//! carries the set of villages and of sights in its network as bit sets, so drawing a trail
//! is a couple of `find`s and a few mask operations; nothing is ever searched again.
//! A `Sheet` is a plain value with no heap data, so taking a snapshot (for undo, or to
//! preview a trail) is a copy.

use super::edges::{EdgeId, EdgeSet};
use super::map::{Map, SpaceId, MAX_SPACES};
use super::types::{Letter, Sight};

/// Every space its own network: a blank sheet's union–find.
const ALONE: [u8; MAX_SPACES] = {
    let mut parent = [0u8; MAX_SPACES];
    let mut i = 0;
    while i < MAX_SPACES {
        parent[i] = i as u8;
        i += 1;
    }
    parent
};

/// What drawing one trail gained.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Gain {
    /// Sights newly connected to a village (bits are indices into `Map::sights`).
    pub sights: u16,
    /// The values circled for those sights, summed.
    pub sight_points: u32,
    /// Village pairs newly completed (bit `i` is letter `i`).
    pub pairs: u8,
    /// The values circled for those pairs, summed.
    pub pair_points: u32,
    /// Sight types of which this player now has two in one network for the first time
    /// (bit `i` is `Sight::ALL[i]`): what a red bonus card asks for.
    pub twins: u8,
    /// Bonus trails earned (one per sight type completed).
    pub bonus_trails: u8,
}

#[derive(Clone, Debug)]
pub struct Sheet {
    drawn: EdgeSet,
    parent: [u8; MAX_SPACES],
    /// At a root: the villages in its network (bit `v - 1` for village `v`).
    villages: [u16; MAX_SPACES],
    /// At a root: the sights in its network (bit `i` for `Map::sights[i]`).
    sights: [u16; MAX_SPACES],
    /// Sights connected to a village (their value is circled).
    connected: u16,
    /// How many values are circled in each sight row.
    circled: [u8; 5],
    /// Village letters whose pair is connected (bit per letter).
    pairs: u8,
    /// Sight types with two sights in one network (bit per type).
    twins: u8,
    /// This player's letter on each village (`letters[v - 1]`).
    letters: [Letter; 10],
    /// For each letter, the two villages that carry it (bit `v - 1`).
    pair_masks: [u16; 5],
}

impl Sheet {
    /// A blank sheet with this player's village letters.
    pub fn new(map: &Map, letters: [Letter; 10]) -> Sheet {
        let mut pair_masks = [0u16; 5];
        for (v, letter) in letters.iter().enumerate() {
            pair_masks[letter.index()] |= 1 << v;
        }
        Sheet {
            drawn: EdgeSet::EMPTY,
            parent: ALONE,
            villages: map.village_bits,
            sights: map.sight_bits,
            connected: 0,
            circled: [0; 5],
            pairs: 0,
            twins: 0,
            letters,
            pair_masks,
        }
    }

    /// This sheet as it was before `edges` (its latest trails) were drawn, in everything
    /// its methods tell: the networks, what is circled, pairs and twins depend only on the
    /// trails drawn, not on their order (a network's root is its lowest space). Undo's way
    /// back to a turn's start, which is rare enough not to keep a copy of every turn's.
    pub fn before(&self, map: &Map, edges: &EdgeSet) -> Sheet {
        let mut sheet = Sheet::new(map, self.letters);
        for e in self.drawn.without(edges).iter() {
            sheet.draw(map, e);
        }
        sheet
    }

    fn find(&mut self, x: u8) -> u8 {
        let mut x = x as usize;
        while self.parent[x] as usize != x {
            let grand = self.parent[self.parent[x] as usize];
            self.parent[x] = grand; // path halving
            x = grand as usize;
        }
        x as u8
    }

    fn root(&self, x: SpaceId) -> usize {
        let mut x = x.0 as usize;
        while self.parent[x] as usize != x {
            x = self.parent[x] as usize;
        }
        x
    }

    #[inline]
    pub fn is_drawn(&self, e: EdgeId) -> bool {
        self.drawn.contains(e)
    }

    #[inline]
    pub fn drawn(&self) -> &EdgeSet {
        &self.drawn
    }

    /// Draws a trail (the caller has checked it is legal) and returns what it gained.
    pub fn draw(&mut self, map: &Map, e: EdgeId) -> Gain {
        debug_assert!(!self.drawn.contains(e));
        self.drawn.insert(e);
        let (a, b) = map.edge(e);
        let (ra, rb) = (self.find(a.0), self.find(b.0));
        let mut gain = Gain::default();
        if ra == rb {
            return gain;
        }
        let (keep, gone) = (ra.min(rb) as usize, ra.max(rb) as usize);
        self.parent[gone] = keep as u8;
        // A pair (two villages) or twins (two sights) can be new only where both networks
        // brought some: each network's own were counted when it formed.
        let both_villages = self.villages[keep] != 0 && self.villages[gone] != 0;
        let both_sights = self.sights[keep] != 0 && self.sights[gone] != 0;
        self.villages[keep] |= self.villages[gone];
        self.sights[keep] |= self.sights[gone];
        let villages = self.villages[keep];
        let sights = self.sights[keep];

        if villages != 0 {
            let fresh = sights & !self.connected;
            gain.sights = fresh;
            self.connected |= fresh;
            let mut bits = fresh;
            while bits != 0 {
                let i = bits.trailing_zeros() as usize;
                bits &= bits - 1;
                let sight = map.sights[i].1;
                let k = &mut self.circled[sight.index()];
                gain.sight_points += map.sight_value(sight, *k as usize);
                *k += 1;
                if *k == map.sights_per_type {
                    gain.bonus_trails += 1;
                }
            }
        }
        if both_villages {
            for letter in Letter::ALL {
                let bit = 1u8 << letter.index();
                let mask = self.pair_masks[letter.index()];
                if self.pairs & bit == 0 && villages & mask == mask {
                    self.pairs |= bit;
                    gain.pairs |= bit;
                    gain.pair_points += map.village_value(letter);
                }
            }
        }
        if both_sights {
            for sight in Sight::ALL {
                let bit = 1u8 << sight.index();
                if self.twins & bit == 0 && (sights & map.sight_mask(sight)).count_ones() >= 2 {
                    self.twins |= bit;
                    gain.twins |= bit;
                }
            }
        }
        gain
    }

    /// Whether two spaces are in the same network.
    pub fn same_network(&self, a: SpaceId, b: SpaceId) -> bool {
        self.root(a) == self.root(b)
    }

    /// A number naming the network a space belongs to (equal for spaces of one network).
    pub fn network_of(&self, s: SpaceId) -> u8 {
        self.root(s) as u8
    }

    /// Whether the network of a space holds a village.
    pub fn reaches_village(&self, s: SpaceId) -> bool {
        self.villages[self.root(s)] != 0
    }

    /// The villages in the network of a space (bit `v - 1` for village `v`).
    pub fn villages_of(&self, s: SpaceId) -> u16 {
        self.villages[self.root(s)]
    }

    /// Sights connected to a village (bit `i` for `Map::sights[i]`).
    pub fn connected_sights(&self) -> u16 {
        self.connected
    }

    /// How many values are circled in a sight's row.
    pub fn circled(&self, sight: Sight) -> u8 {
        self.circled[sight.index()]
    }

    /// The sum of every circled sight value: what a round end scores.
    pub fn sight_score(&self, map: &Map) -> u32 {
        Sight::ALL
            .iter()
            .map(|&s| {
                (0..self.circled(s) as usize)
                    .map(|k| map.sight_value(s, k))
                    .sum::<u32>()
            })
            .sum()
    }

    pub fn has_pair(&self, letter: Letter) -> bool {
        self.pairs & (1 << letter.index()) != 0
    }

    pub fn pairs(&self) -> impl Iterator<Item = Letter> + '_ {
        Letter::ALL.into_iter().filter(|l| self.has_pair(*l))
    }

    /// The value of every connected village pair.
    pub fn village_score(&self, map: &Map) -> u32 {
        self.pairs().map(|l| map.village_value(l)).sum()
    }

    pub fn has_twins(&self, sight: Sight) -> bool {
        self.twins & (1 << sight.index()) != 0
    }

    /// This player's letter on village `v` (1-10).
    pub fn letter(&self, v: u8) -> Letter {
        self.letters[v as usize - 1]
    }

    pub fn letters(&self) -> [Letter; 10] {
        self.letters
    }
}
