//! Games with a turn nobody can play: every player draws every water–water trail as soon as
//! one is legal, so that a later water + water turn has no legal trail for anyone. A round's
//! deck has only 4 water cards and 2 any-terrain cards, so such a game also needs bonus
//! trails spent on water; [`blocked_game`] searches seeds for one, deterministically.
//!
//! Every player makes the same choices (they depend only on the player's sheet), so all
//! sheets stay alike and all players are blocked in the same turn.

#![allow(dead_code)]

use tucana::games::tucana::{
    EdgeId, Game, Map, Move, Options, Setup, Sheet, SpaceId, Terrain, TurnState,
};

/// Whether a trail joins two water spaces.
pub fn water_water(map: &Map, edge: EdgeId) -> bool {
    let (a, b) = map.edge(edge);
    map.space(a).terrain == Terrain::Water && map.space(b).terrain == Terrain::Water
}

/// How far every unconnected sight is from the player's village networks: the sum, over
/// those sights, of the fewest trails still to draw to connect it (a 0-1 search: drawn
/// trails cost nothing).
fn sight_distance(map: &Map, sheet: &Sheet) -> u32 {
    let n = map.spaces.len();
    let mut queue: std::collections::VecDeque<usize> = (0..n)
        .filter(|&s| sheet.reaches_village(SpaceId(s as u8)))
        .collect();
    let mut dist = vec![u32::MAX; n];
    for &s in &queue {
        dist[s] = 0;
    }
    let mut adj = vec![Vec::new(); n];
    for (i, &(a, b)) in map.edges.iter().enumerate() {
        let w = u32::from(!sheet.is_drawn(EdgeId(i as u16)));
        adj[a.0 as usize].push((b.0 as usize, w));
        adj[b.0 as usize].push((a.0 as usize, w));
    }
    while let Some(s) = queue.pop_front() {
        for &(t, w) in &adj[s] {
            if dist[s] + w < dist[t] {
                dist[t] = dist[s] + w;
                if w == 0 {
                    queue.push_front(t);
                } else {
                    queue.push_back(t);
                }
            }
        }
    }
    map.sights
        .iter()
        .map(|&(space, _)| dist[space.0 as usize].min(50))
        .sum()
}

/// A player's choice: a water–water trail whenever one is legal, else the trail that
/// brings the sights nearest to the villages (for bonus trails), ties broken by the seed.
fn choose(game: &Game, seat: usize, seed: u64) -> EdgeId {
    let map = game.map();
    let legal = game.legal_trails(seat);
    if let Some(e) = legal.iter().find(|&e| water_water(map, e)) {
        return e;
    }
    let k = (seed as usize).wrapping_add(31 * game.sheet(seat).drawn().len());
    let scored: Vec<(u32, EdgeId)> = legal
        .iter()
        .map(|e| {
            let mut sheet = game.sheet(seat).clone();
            sheet.draw(map, e);
            (sight_distance(map, &sheet), e)
        })
        .collect();
    let best = scored.iter().map(|&(d, _)| d).min().expect("a legal trail");
    let ties: Vec<EdgeId> = scored
        .iter()
        .filter(|&&(d, _)| d == best)
        .map(|&(_, e)| e)
        .collect();
    ties[k % ties.len()]
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
    (0..3_000)
        .map(|seed| play_for_water(seed, players))
        .find(|g| !g.skipped_turns().is_empty())
        .expect("some seed gives a turn nobody can play")
}

/// The seed of [`blocked_game`]'s game, for one player.
pub fn blocked_solo_seed() -> u64 {
    (0..3_000)
        .find(|&seed| !play_for_water(seed, 1).skipped_turns().is_empty())
        .expect("some seed gives a turn nobody can play")
}
