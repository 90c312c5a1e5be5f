//! Computer players for Trails of Tucana (issue 14).
//!
//! A player sees only what a person at the table sees: the map, its own sheet, the cards of
//! the turn and the rounds left. It never reads the deck's order.
//!
//! - [`Level::Easy`] takes an immediate gain when one is on offer and otherwise draws at
//!   random: a beginner.
//! - [`Level::Normal`] is greedy with a look at the map: every legal trail is valued by what
//!   it gains now plus how much nearer it brings what is still to connect (each village pair,
//!   each sight to a village), where a goal `d` trails away counts `value / 2^d`. Sights score
//!   at every round end, so a sight is worth its value times the round ends still to come.
//! - [`Level::Strong`] searches the cards still to come ([`strong`]): for its best few
//!   trails by a fast version of the normal valuation (`fast`: distance fields weighted by
//!   how rare a trail's terrains are), it plays the rest of the game out many times on
//!   futures dealt from the cards it has not seen, and keeps the trail with the best mean
//!   final score. [`Budget`] is turned into a number of simulated turns.
//!
//! Choices are deterministic for a given game, budget and generator: ties are broken by the
//! seeded [`Rng`], never by iteration order of a hash map, and the budget is a fixed amount
//! of work, never a clock.

use std::collections::VecDeque;

mod fast;
pub mod strong;

use super::edges::EdgeId;
use super::map::{Map, SpaceId};
use super::sheet::{Gain, Sheet};
use super::state::{Game, Move, Seat};
use crate::game::rng::Rng;
pub use crate::game::Level;

/// How long the strong player may think about one move, in milliseconds of a reference
/// machine. It is turned into a fixed amount of work, so the same budget gives the same moves
/// on every machine.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget(pub u32);

impl Budget {
    /// The default: a quarter of a second.
    pub const DEFAULT: Budget = Budget(250);
}

impl Default for Budget {
    fn default() -> Budget {
        Budget::DEFAULT
    }
}

/// A move the strong player considered, with what it gains now and the final score it
/// expects after it.
#[derive(Clone, Debug, PartialEq)]
pub struct Ranked {
    pub mv: Move,
    pub gain: Gain,
    pub expected: f64,
}

/// The move `seat` makes now: a trail (for the turn's cards or a bonus trail), or a pass when
/// no trail is legal. `None` when the seat has nothing to do.
pub fn choose(
    game: &Game,
    seat: Seat,
    level: Level,
    budget: Budget,
    rng: &mut Rng,
) -> Option<Move> {
    if game.is_finished() || game.turn_state(seat) == super::state::TurnState::Done {
        return None;
    }
    let legal = legal(game, seat);
    if legal.is_empty() {
        return Some(Move::Pass { seat });
    }
    let map = game.map();
    let sheet = game.sheet(seat);
    let rounds_left = rounds_left(game, seat);
    let edge = match level {
        Level::Easy => {
            let gaining: Vec<EdgeId> = legal
                .iter()
                .copied()
                .filter(|&e| gain_points(&drawn(map, sheet, e).1, rounds_left) > 0)
                .collect();
            let pool = if gaining.is_empty() { &legal } else { &gaining };
            pool[rng.below(pool.len() as u32) as usize]
        }
        Level::Normal => best(map, sheet, &legal, rounds_left, rng),
        Level::Strong => {
            return ranked(game, seat, 1, budget, rng)
                .into_iter()
                .next()
                .map(|r| r.mv)
        }
    };
    Some(Move::Trail { seat, edge })
}

/// The strong player's `n` best trails for `seat` now, best first (for hints). Empty when
/// the seat has nothing to do or no legal trail.
pub fn ranked(game: &Game, seat: Seat, n: usize, budget: Budget, rng: &mut Rng) -> Vec<Ranked> {
    if game.is_finished() || game.turn_state(seat) == super::state::TurnState::Done || n == 0 {
        return Vec::new();
    }
    let legal = legal(game, seat);
    if legal.is_empty() {
        return Vec::new();
    }
    strong::search(game, seat, &legal, n, budget, rng)
}

fn legal(game: &Game, seat: Seat) -> Vec<EdgeId> {
    let set = game.legal_trails(seat);
    (0..set.len()).filter_map(|i| set.nth(i)).collect()
}

fn rounds_left(game: &Game, seat: Seat) -> u32 {
    game.rounds().saturating_sub(game.round_of(seat)) as u32
}

/// The legal trail of highest value; ties broken at random.
fn best(map: &Map, sheet: &Sheet, legal: &[EdgeId], rounds_left: u32, rng: &mut Rng) -> EdgeId {
    let mut top: Vec<EdgeId> = Vec::new();
    let mut top_value = f64::NEG_INFINITY;
    for &e in legal {
        let (after, gain) = drawn(map, sheet, e);
        let value = gain_points(&gain, rounds_left) as f64 + potential(map, &after, rounds_left);
        if value > top_value + 1e-9 {
            top_value = value;
            top.clear();
            top.push(e);
        } else if (value - top_value).abs() <= 1e-9 {
            top.push(e);
        }
    }
    top[rng.below(top.len() as u32) as usize]
}

/// The sheet after drawing `e`, and what drawing it gained.
fn drawn(map: &Map, sheet: &Sheet, e: EdgeId) -> (Sheet, Gain) {
    let mut after = sheet.clone();
    let gain = after.draw(map, e);
    (after, gain)
}

/// Points a gain is worth: sights at every round end still to come, pairs once, and a bonus
/// trail as a few points (it is a free trail).
fn gain_points(gain: &Gain, rounds_left: u32) -> u32 {
    gain.sight_points * rounds_left.max(1) + gain.pair_points + 3 * gain.bonus_trails as u32
}

/// What is still to connect, each goal discounted by the trails it still needs.
fn potential(map: &Map, sheet: &Sheet, rounds_left: u32) -> f64 {
    let mut total = 0.0;
    // Village pairs: each letter's two villages.
    for letter in super::types::Letter::ALL {
        if sheet.has_pair(letter) {
            continue;
        }
        let ends: Vec<SpaceId> = (1..=10u8)
            .filter(|&v| sheet.letter(v) == letter)
            .map(|v| map.villages[v as usize - 1])
            .collect();
        if let [a, b] = ends[..] {
            let d = distance(map, sheet, a, |s| s == b);
            total += map.village_value(letter) as f64 * discount(d);
        }
    }
    // Sights not yet connected to a village.
    let connected = sheet.connected_sights();
    for (i, &(space, sight)) in map.sights.iter().enumerate() {
        if connected & (1 << i) != 0 {
            continue;
        }
        let next = sheet.circled(sight) as usize;
        if next >= map.sights_per_type as usize {
            continue;
        }
        let d = distance(map, sheet, space, |s| map.village_at(s).is_some());
        total += (map.sight_value(sight, next) * rounds_left.max(1)) as f64 * discount(d);
    }
    total
}

fn discount(d: Option<u32>) -> f64 {
    d.map_or(0.0, |d| 0.5f64.powi(d as i32))
}

/// The fewest trails still to draw from `from` to a space that `goal` accepts: drawn trails
/// cost nothing, undrawn ones one each (a 0-1 breadth-first search).
fn distance(
    map: &Map,
    sheet: &Sheet,
    from: SpaceId,
    goal: impl Fn(SpaceId) -> bool,
) -> Option<u32> {
    let mut dist = vec![u32::MAX; map.spaces.len()];
    let mut queue = VecDeque::new();
    dist[from.0 as usize] = 0;
    queue.push_back(from);
    while let Some(s) = queue.pop_front() {
        let d = dist[s.0 as usize];
        if goal(s) && s != from {
            return Some(d);
        }
        for &(n, e) in map.neighbors(s) {
            let step = u32::from(!sheet.is_drawn(e));
            let nd = d + step;
            if nd < dist[n.0 as usize] {
                dist[n.0 as usize] = nd;
                if step == 0 {
                    queue.push_front(n);
                } else {
                    queue.push_back(n);
                }
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::tucana::setup::{Options, Setup};
    use crate::games::tucana::sim::game_seed;
    use crate::games::tucana::MapId;

    fn solo(seed: u64, map: MapId, level: Level) -> Game {
        let options = Options {
            map,
            ..Options::default()
        };
        let mut game = Game::new(Setup::from_seed(seed, options, 1).unwrap());
        let mut rng = Rng::new(seed, 1);
        while let Some(mv) = choose(&game, 0, level, Budget(1), &mut rng) {
            game.apply(mv).expect("the player plays only legal moves");
        }
        assert!(game.is_finished());
        game
    }

    #[test]
    fn players_finish_their_games_with_legal_moves_and_repeat_themselves() {
        for level in [Level::Easy, Level::Normal, Level::Strong] {
            // The strong player searches, so fewer of its games (tests run in debug).
            let games = if level == Level::Strong { 1 } else { 3 };
            for i in 0..games {
                let seed = game_seed(7, i);
                let a = solo(seed, MapId::Petit, level);
                let b = solo(seed, MapId::Petit, level);
                assert_eq!(a.log(), b.log(), "{level:?} game {i}");
            }
        }
    }
}
