//! Games with a turn nobody can play: every player draws every water–water trail as soon as
//! one is legal, so that a later water + water turn has no legal trail for anyone. A round's
//! deck has only 4 water cards and 2 any-terrain cards, so such a game also needs bonus
//! trails spent on water; [`blocked_game`] searches seeds for one, deterministically.
//!
//! Every player makes the same choices (they depend only on the player's sheet), so all
//! sheets stay alike and all players are blocked in the same turn.

#![allow(dead_code)]

use tucana::game::{EdgeId, Game, Map, Move, Options, Setup, TurnState, Terrain};

/// Whether a trail joins two water spaces.
pub fn water_water(map: &Map, edge: EdgeId) -> bool {
    let (a, b) = map.edge(edge);
    map.space(a).terrain == Terrain::Water && map.space(b).terrain == Terrain::Water
}

/// A player's choice: a water–water trail whenever one is legal, else the trail that
/// earns the most (bonus trails, then sights), else one picked by the seed and the sheet.
fn choose(game: &Game, seat: usize, seed: u64) -> EdgeId {
    let map = game.map();
    let legal = game.legal_trails(seat);
    if let Some(e) = legal.iter().find(|&e| water_water(map, e)) {
        return e;
    }
    let (bonus, sights, best) = legal
        .iter()
        .map(|e| {
            let g = game.preview(seat, e).unwrap();
            (g.bonus_trails, g.sights.count_ones(), e)
        })
        .max_by_key(|&(b, s, _)| (b, s))
        .expect("a player asked to draw has a legal trail");
    if bonus > 0 || sights > 0 {
        return best;
    }
    let k = (seed as usize).wrapping_add(31 * game.sheet(seat).drawn().len());
    legal.nth(k % legal.len()).unwrap()
}

/// Plays a game of Isla Petit to its end with [`choose`] for every player.
pub fn play_for_water(seed: u64, players: usize) -> Game {
    let mut game = Game::new(Setup::from_seed(seed, Options::default(), players).unwrap());
    while !game.is_finished() {
        let at = (game.round(), game.turn());
        for seat in 0..players {
            while !game.is_finished()
                && (game.round(), game.turn()) == at
                && game.turn_state(seat) != TurnState::Done
            {
                let edge = choose(&game, seat, seed);
                game.apply(Move::Trail { seat, edge }).unwrap();
            }
        }
    }
    game
}

/// The first game (by seed, from 0) of [`play_for_water`] that skips a turn.
pub fn blocked_game(players: usize) -> Game {
    (0..20_000)
        .map(|seed| play_for_water(seed, players))
        .find(|g| !g.skipped_turns().is_empty())
        .expect("some seed gives a turn nobody can play")
}

/// The seed of [`blocked_game`]'s game, for one player.
pub fn blocked_solo_seed() -> u64 {
    (0..20_000)
        .find(|&seed| !play_for_water(seed, 1).skipped_turns().is_empty())
        .expect("some seed gives a turn nobody can play")
}
