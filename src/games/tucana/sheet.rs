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
        let mut sheet = Sheet {
            drawn: EdgeSet::EMPTY,
            parent: [0; MAX_SPACES],
            villages: [0; MAX_SPACES],
            sights: [0; MAX_SPACES],
            connected: 0,
            circled: [0; 5],
            pairs: 0,
            twins: 0,
            letters,
            pair_masks: [0; 5],
        };
        for i in 0..map.spaces.len() {
            sheet.parent[i] = i as u8;
            let id = SpaceId(i as u8);
            if let Some(v) = map.village_at(id) {
                sheet.villages[i] = 1 << (v - 1);
            }
            if let Some(s) = map.sight_index(id) {
                sheet.sights[i] = 1 << s;
            }
        }
        for (v, letter) in letters.iter().enumerate() {
            sheet.pair_masks[letter.index()] |= 1 << v;
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

    pub fn is_drawn(&self, e: EdgeId) -> bool {
        self.drawn.contains(e)
    }

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
        for letter in Letter::ALL {
            let bit = 1u8 << letter.index();
            let mask = self.pair_masks[letter.index()];
            if self.pairs & bit == 0 && villages & mask == mask {
                self.pairs |= bit;
                gain.pairs |= bit;
                gain.pair_points += map.village_value(letter);
            }
        }
        for sight in Sight::ALL {
            let bit = 1u8 << sight.index();
            if self.twins & bit == 0 && (sights & map.sight_mask(sight)).count_ones() >= 2 {
                self.twins |= bit;
                gain.twins |= bit;
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
