//! The fast player behind the strong level's playouts, and the playouts themselves.
//!
//! The normal level runs a breadth-first search per goal for every candidate trail. Here the
//! distances are kept as *fields*: for every village, every sight and for "any village", the
//! cost of the cheapest way from there to every space, where a drawn trail costs nothing and
//! an undrawn one costs more the rarer its pair of terrains is in the deck. A goal (a village
//! pair, a sight to a village) joining fields `A` and `B` is `min over spaces` away; a
//! candidate trail `u–v` brings it to `min(d, A[u] + B[v], A[v] + B[u])`, so a trail is
//! valued in O(goals). When a trail is drawn the fields only shrink, and only near it, so
//! they are updated in place (a bucketed Dijkstra from the trail's ends) rather than
//! recomputed.

use crate::games::tucana::edges::{EdgeId, EdgeSet};
use crate::games::tucana::map::{Map, SpaceId, MAX_SPACES};
use crate::games::tucana::sheet::Sheet;
use crate::games::tucana::state::TURNS_PER_ROUND;
use crate::games::tucana::types::{Card, Letter};

/// The cost of one undrawn trail of the commonest kind.
pub(crate) const UNIT: u16 = 8;
/// Unreachable (no map is anywhere near this long).
const INF: u16 = 30_000;
/// Bucket ring of the Dijkstra; larger than any trail's cost.
const BUCKETS: usize = 64;
/// The value table covers distances up to this many units.
const FMAX: usize = 64 * UNIT as usize;

/// The fast player's knobs (see `docs/ai.md`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Params {
    /// What a goal one common trail away is worth, as a share of its value.
    pub discount: f64,
    /// How much dearer a rare pair of terrains is: a trail costs
    /// `UNIT * (1 + rarity * ln(p_common / p))`, `p` the chance a turn's cards fit it.
    pub rarity: f64,
    /// What a bonus trail (completing a sight type) is worth, in points.
    pub bonus_trail: f64,
    /// How much of a blue card still on the table a pair's goal counts.
    pub blue: f64,
}

impl Params {
    pub const DEFAULT: Params = Params {
        discount: 0.4,
        rarity: 0.3,
        bonus_trail: 3.0,
        blue: 1.0,
    };
}

/// Per map and parameters: every trail's cost and the value kept at each distance.
pub struct Tables {
    pub params: Params,
    cost: Vec<u16>,
    keep: Vec<f64>,
}

impl Tables {
    pub fn new(map: &Map, params: Params) -> Tables {
        // The chance that a turn's two cards (drawn from a full deck) fit a pair of terrains.
        let fits = |a, b| {
            let mut p = 0.0;
            let n = Card::DECK_SIZE as f64;
            for (c1, n1) in Card::DECK {
                for (c2, n2) in Card::DECK {
                    let n2 = if c1 == c2 { n2 - 1 } else { n2 };
                    let hit = (c1.matches(a) && c2.matches(b)) || (c1.matches(b) && c2.matches(a));
                    if hit {
                        p += n1 as f64 / n * n2 as f64 / (n - 1.0);
                    }
                }
            }
            p
        };
        let probs: Vec<f64> = map
            .edges
            .iter()
            .map(|&(a, b)| fits(map.space(a).terrain, map.space(b).terrain))
            .collect();
        let best = probs.iter().copied().fold(0.0, f64::max);
        let cost = probs
            .iter()
            .map(|&p| {
                let c = f64::from(UNIT) * (1.0 + params.rarity * (best / p).ln());
                (c.round() as u16).clamp(1, BUCKETS as u16 - 1)
            })
            .collect();
        let keep = (0..=FMAX)
            .map(|d| params.discount.powf(d as f64 / f64::from(UNIT)))
            .chain(std::iter::once(0.0))
            .collect();
        Tables { params, cost, keep }
    }

    fn keep(&self, d: u16) -> f64 {
        self.keep[(d as usize).min(FMAX + 1)]
    }
}

/// Distance fields: one per village (`0..10`), one per sight (`10..10 + sights`), and one
/// from every village at once (the last).
#[derive(Clone)]
pub struct Fields {
    d: Vec<[u16; MAX_SPACES]>,
}

/// Reusable buckets for the Dijkstra.
pub struct Scratch {
    buckets: Vec<Vec<u8>>,
}

impl Default for Scratch {
    fn default() -> Scratch {
        Scratch {
            buckets: (0..BUCKETS).map(|_| Vec::with_capacity(32)).collect(),
        }
    }
}

fn weight(tables: &Tables, sheet: &Sheet, e: EdgeId) -> u16 {
    if sheet.is_drawn(e) {
        0
    } else {
        tables.cost[e.0 as usize]
    }
}

/// Bucketed Dijkstra from `seeds`, whose labels in `d` are set; labels only go down.
fn settle(
    map: &Map,
    sheet: &Sheet,
    tables: &Tables,
    d: &mut [u16; MAX_SPACES],
    seeds: &[u8],
    scratch: &mut Scratch,
) {
    let mut pending = 0usize;
    let mut cur = u16::MAX;
    for &s in seeds {
        let ds = d[s as usize];
        cur = cur.min(ds);
        scratch.buckets[ds as usize % BUCKETS].push(s);
        pending += 1;
    }
    while pending > 0 {
        let b = cur as usize % BUCKETS;
        while let Some(x) = scratch.buckets[b].pop() {
            pending -= 1;
            if d[x as usize] != cur {
                continue; // a stale entry: settled lower already
            }
            for &(n, e) in map.neighbors(SpaceId(x)) {
                let nd = cur + weight(tables, sheet, e);
                if nd < d[n.0 as usize] {
                    d[n.0 as usize] = nd;
                    scratch.buckets[nd as usize % BUCKETS].push(n.0);
                    pending += 1;
                }
            }
        }
        cur += 1;
    }
}

impl Fields {
    pub fn new(map: &Map, sheet: &Sheet, tables: &Tables, scratch: &mut Scratch) -> Fields {
        let n = map.spaces.len();
        let mut fields = Vec::with_capacity(11 + map.sights.len());
        let mut one = |sources: &[u8]| {
            let mut d = [INF; MAX_SPACES];
            for &s in sources {
                d[s as usize] = 0;
            }
            settle(map, sheet, tables, &mut d, sources, scratch);
            d[n..].fill(INF);
            d
        };
        for v in map.villages {
            fields.push(one(&[v.0]));
        }
        for &(s, _) in &map.sights {
            fields.push(one(&[s.0]));
        }
        let all: Vec<u8> = map.villages.iter().map(|v| v.0).collect();
        fields.push(one(&all));
        Fields { d: fields }
    }

    fn village(v: usize) -> usize {
        v // village v + 1
    }

    fn sight(i: usize) -> usize {
        10 + i
    }

    fn any_village(&self) -> usize {
        self.d.len() - 1
    }

    /// The fields a sheet's goals still use (bit per field): the villages of pairs not yet
    /// connected, the sights not yet connected, and "any village". Once unused, a field is
    /// never used again, so it may go stale.
    pub fn needed(&self, map: &Map, sheet: &Sheet) -> u32 {
        let mut mask = 1u32 << self.any_village();
        let letters = sheet.letters();
        for (v, l) in letters.iter().enumerate() {
            if !sheet.has_pair(*l) {
                mask |= 1 << Fields::village(v);
            }
        }
        let connected = sheet.connected_sights();
        for i in 0..map.sights.len() {
            if connected & (1 << i) == 0 {
                mask |= 1 << Fields::sight(i);
            }
        }
        mask
    }

    /// After `e` was drawn on `sheet`: lower every field `active` asks for (bit per field).
    pub fn drawn(
        &mut self,
        map: &Map,
        sheet: &Sheet,
        tables: &Tables,
        e: EdgeId,
        active: u32,
        scratch: &mut Scratch,
    ) {
        let (a, b) = map.edge(e);
        let (a, b) = (a.0 as usize, b.0 as usize);
        for (i, d) in self.d.iter_mut().enumerate() {
            if active & (1 << i) == 0 {
                continue;
            }
            let (da, db) = (d[a], d[b]);
            if da < db {
                d[b] = da;
                settle(map, sheet, tables, d, &[b as u8], scratch);
            } else if db < da {
                d[a] = db;
                settle(map, sheet, tables, d, &[a as u8], scratch);
            }
        }
    }
}

/// Something still to connect: its worth and the two fields it joins.
#[derive(Clone, Copy, Debug)]
struct Goal {
    value: f64,
    a: u8,
    b: u8,
    d: u16,
}

/// The goals of a sheet, and the fields they need (bit per field).
pub struct Goals {
    list: [Goal; 20],
    len: usize,
    pub active: u32,
}

impl Goals {
    /// `rounds_left` counts the current round; `blue` is the blue card each letter would
    /// still score.
    pub fn new(
        map: &Map,
        sheet: &Sheet,
        fields: &Fields,
        tables: &Tables,
        rounds_left: u32,
        blue: &[u32; 5],
    ) -> Goals {
        let p = &tables.params;
        let mut goals = Goals {
            list: [Goal {
                value: 0.0,
                a: 0,
                b: 0,
                d: 0,
            }; 20],
            len: 0,
            active: 0,
        };
        let letters = sheet.letters();
        for letter in Letter::ALL {
            if sheet.has_pair(letter) {
                continue;
            }
            let mut ends = (0..10).filter(|&v| letters[v] == letter);
            let (Some(x), Some(y)) = (ends.next(), ends.next()) else {
                continue;
            };
            let (a, b) = (Fields::village(x), Fields::village(y));
            let d = fields.d[a][map.villages[y].0 as usize];
            let value =
                f64::from(map.village_value(letter)) + p.blue * f64::from(blue[letter.index()]);
            goals.push(Goal {
                value,
                a: a as u8,
                b: b as u8,
                d,
            });
        }
        let connected = sheet.connected_sights();
        let any = fields.any_village();
        for (i, &(space, sight)) in map.sights.iter().enumerate() {
            if connected & (1 << i) != 0 {
                continue;
            }
            let k = sheet.circled(sight) as usize;
            if k >= map.sights_per_type as usize {
                continue;
            }
            let mut value = f64::from(map.sight_value(sight, k) * rounds_left.max(1));
            if k + 1 == map.sights_per_type as usize {
                value += p.bonus_trail;
            }
            let a = Fields::sight(i);
            let d = fields.d[any][space.0 as usize];
            goals.push(Goal {
                value,
                a: a as u8,
                b: any as u8,
                d,
            });
        }
        goals
    }

    fn push(&mut self, g: Goal) {
        if self.len < self.list.len() {
            self.list[self.len] = g;
            self.len += 1;
            self.active |= (1 << g.a) | (1 << g.b);
        }
    }

    /// How much drawing `e` would raise the sheet's worth.
    pub fn delta(&self, map: &Map, fields: &Fields, tables: &Tables, e: EdgeId) -> f64 {
        let (u, v) = map.edge(e);
        let (u, v) = (u.0 as usize, v.0 as usize);
        let mut total = 0.0;
        for g in &self.list[..self.len] {
            let (fa, fb) = (&fields.d[g.a as usize], &fields.d[g.b as usize]);
            let nd = (fa[u] + fb[v]).min(fa[v] + fb[u]);
            if nd < g.d {
                total += g.value * (tables.keep(nd) - tables.keep(g.d));
            }
        }
        total
    }
}

/// A small generator for the playouts' tie-breaks (xorshift64*).
pub struct Quick(u64);

impl Quick {
    pub fn new(seed: u64) -> Quick {
        Quick(seed | 1)
    }

    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: u32) -> u32 {
        (((self.next() >> 32) * u64::from(n)) >> 32) as u32
    }
}

/// The best of `edges` by [`Goals::delta`], ties broken by `pick(count)`.
pub fn best_edge(
    map: &Map,
    fields: &Fields,
    tables: &Tables,
    goals: &Goals,
    edges: &EdgeSet,
    mut pick: impl FnMut(u32) -> u32,
) -> Option<EdgeId> {
    let mut best = None;
    let mut top = f64::NEG_INFINITY;
    let mut ties = 0u32;
    for e in edges.iter() {
        let v = goals.delta(map, fields, tables, e);
        if v > top + 1e-9 {
            top = v;
            best = Some(e);
            ties = 1;
        } else if v >= top - 1e-9 {
            ties += 1;
            if pick(ties) == 0 {
                best = Some(e);
            }
        }
    }
    best
}

/// The cards a playout does not know yet, dealt one way.
pub struct Future {
    /// The rest of this round's deck after the current turn's two cards.
    pub rest: Vec<Card>,
    /// The decks of the rounds after this one.
    pub later: Vec<Vec<Card>>,
    /// The order in which the solo keep-2 rule keeps blue cards.
    pub keep: [Letter; 5],
    /// Seeds the playout's tie-breaks.
    pub seed: u64,
}

/// What a playout starts from: the seat's position now.
#[derive(Clone)]
pub struct Start {
    pub sheet: Sheet,
    pub fields: Fields,
    /// Round and turn now (0-based).
    pub round: usize,
    pub turn: usize,
    pub rounds: usize,
    /// Points already certain: round scores written and bonus cards won.
    pub scored: u32,
    /// The blue card each letter would still score (0 when gone).
    pub blue: [u32; 5],
    /// Whether the solo keep-2 rule is still to apply (before the last round).
    pub keep_pending: bool,
    /// Bonus trails still owed after the trail being chosen (when choosing a bonus trail).
    pub owed_after: u8,
}

/// A playout under way.
struct Run<'a> {
    map: &'a Map,
    tables: &'a Tables,
    start: &'a Start,
    future: &'a Future,
    sheet: Sheet,
    fields: Fields,
    blue: [u32; 5],
    scored: u32,
    keep_pending: bool,
    round: usize,
    turn: usize,
    rng: Quick,
}

impl Run<'_> {
    fn goals(&self) -> Goals {
        let rounds_left = (self.start.rounds - self.round) as u32;
        Goals::new(
            self.map,
            &self.sheet,
            &self.fields,
            self.tables,
            rounds_left,
            &self.blue,
        )
    }

    fn best(&mut self, edges: &EdgeSet) -> Option<EdgeId> {
        let goals = self.goals();
        let rng = &mut self.rng;
        best_edge(self.map, &self.fields, self.tables, &goals, edges, |n| {
            rng.below(n)
        })
    }

    /// Draws `e`, then every bonus trail owed (`owed` before `e`'s own), greedily; then
    /// awards the blue cards of the pairs completed.
    fn turn_with(&mut self, e: EdgeId, owed: u8, scratch: &mut Scratch) {
        let map = self.map;
        let mut pairs = 0u8;
        let mut owed = u32::from(owed);
        let mut next = Some(e);
        while let Some(e) = next {
            let gain = self.sheet.draw(map, e);
            pairs |= gain.pairs;
            owed += u32::from(gain.bonus_trails);
            let needed = self.fields.needed(map, &self.sheet);
            self.fields
                .drawn(map, &self.sheet, self.tables, e, needed, scratch);
            next = None;
            if owed > 0 {
                owed -= 1;
                let free = map.all_edges().without(self.sheet.drawn());
                next = self.best(&free);
            }
        }
        for l in Letter::ALL {
            if pairs & (1 << l.index()) != 0 {
                self.scored += self.blue[l.index()];
                self.blue[l.index()] = 0;
            }
        }
    }

    /// Ends the turn; true when that ended the game.
    fn close_turn(&mut self) -> bool {
        self.turn += 1;
        if self.turn < TURNS_PER_ROUND {
            return false;
        }
        self.scored += self.sheet.sight_score(self.map);
        self.round += 1;
        self.turn = 0;
        if self.round == self.start.rounds {
            return true;
        }
        if self.keep_pending && self.round == self.start.rounds - 1 {
            self.keep_pending = false;
            let on = self.blue.iter().filter(|&&b| b > 0).count();
            if on > 2 {
                let mut kept = 0;
                for l in self.future.keep {
                    if self.blue[l.index()] > 0 {
                        if kept < 2 {
                            kept += 1;
                        } else {
                            self.blue[l.index()] = 0;
                        }
                    }
                }
            }
        }
        false
    }

    fn cards(&self) -> [Card; 2] {
        let (start, turn) = (self.start, self.turn);
        if self.round == start.round {
            let i = 2 * (turn - start.turn - 1);
            [self.future.rest[i], self.future.rest[i + 1]]
        } else {
            let deck = &self.future.later[self.round - start.round - 1];
            [deck[2 * turn], deck[2 * turn + 1]]
        }
    }
}

/// One game's rest played by the fast player after drawing `first` now; the final score.
/// Counts the turns simulated into `work`.
pub fn playout(
    map: &Map,
    tables: &Tables,
    start: &Start,
    first: EdgeId,
    future: &Future,
    scratch: &mut Scratch,
    work: &mut u64,
) -> u32 {
    let mut run = Run {
        map,
        tables,
        start,
        future,
        sheet: start.sheet.clone(),
        fields: start.fields.clone(),
        blue: start.blue,
        scored: start.scored,
        keep_pending: start.keep_pending,
        round: start.round,
        turn: start.turn,
        rng: Quick::new(future.seed),
    };
    run.turn_with(first, start.owed_after, scratch);
    loop {
        *work += 1;
        if run.close_turn() {
            return run.scored + run.sheet.village_score(map);
        }
        let legal = map.matching(run.cards()).without(run.sheet.drawn());
        if let Some(e) = run.best(&legal) {
            run.turn_with(e, 0, scratch);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::rng::Rng;
    use crate::games::tucana::map::MapId;

    /// Fields lowered in place after each trail equal fields computed afresh.
    #[test]
    fn fields_updated_in_place_match_fresh_ones() {
        for id in MapId::ALL {
            let map = id.map();
            let tables = Tables::new(map, Params::DEFAULT);
            let mut scratch = Scratch::default();
            let mut sheet = Sheet::new(map, [Letter::A; 10]);
            let mut fields = Fields::new(map, &sheet, &tables, &mut scratch);
            let mut rng = Rng::new(3, 0);
            for _ in 0..60 {
                let free = map.all_edges().without(sheet.drawn());
                let e = free.nth(rng.below(free.len() as u32) as usize).unwrap();
                sheet.draw(map, e);
                fields.drawn(map, &sheet, &tables, e, u32::MAX, &mut scratch);
                let fresh = Fields::new(map, &sheet, &tables, &mut scratch);
                assert!(fields.d == fresh.d, "{id}: fields differ after {e:?}");
            }
        }
    }

    /// Lowering only the fields [`Fields::needed`] names leaves the goals, and every
    /// trail's worth, as fresh fields give them: no field a goal reads is left stale.
    #[test]
    fn only_needed_fields_lowered_value_every_trail_alike() {
        let letters: [Letter; 10] = std::array::from_fn(|v| Letter::ALL[v / 2]);
        for id in MapId::ALL {
            let map = id.map();
            let tables = Tables::new(map, Params::DEFAULT);
            let mut scratch = Scratch::default();
            for seed in 0..4 {
                let mut sheet = Sheet::new(map, letters);
                let mut fields = Fields::new(map, &sheet, &tables, &mut scratch);
                let mut rng = Rng::new(seed, 0);
                let blue = [2; 5];
                for _ in 0..70 {
                    let free = map.all_edges().without(sheet.drawn());
                    if free.is_empty() {
                        break;
                    }
                    let Some(e) = free.nth(rng.below(free.len() as u32) as usize) else {
                        break;
                    };
                    sheet.draw(map, e);
                    let needed = fields.needed(map, &sheet);
                    fields.drawn(map, &sheet, &tables, e, needed, &mut scratch);
                    let fresh = Fields::new(map, &sheet, &tables, &mut scratch);
                    let kept = Goals::new(map, &sheet, &fields, &tables, 3, &blue);
                    let due = Goals::new(map, &sheet, &fresh, &tables, 3, &blue);
                    // The same goals, at the same distances.
                    assert_eq!(
                        format!("{:?}", &kept.list[..kept.len]),
                        format!("{:?}", &due.list[..due.len]),
                        "{id} {seed} {e:?}"
                    );
                    for f in map.all_edges().without(sheet.drawn()).iter() {
                        let (a, b) = (
                            kept.delta(map, &fields, &tables, f),
                            due.delta(map, &fresh, &tables, f),
                        );
                        assert!(a == b, "{id} {seed} {f:?} {a} {b}");
                    }
                }
            }
        }
    }
}
