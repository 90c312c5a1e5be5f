//! Games of random legal moves: for `tucana sim --game islas-canarias`, demos and tests.
//!
//! Each turn makes a random conversion now and then (a palace or a town when one is
//! possible), then builds a random house (three times in four, when it may) or draws, then
//! ships a random card; each arrival decision is a random legal one, and now and then a
//! seat misses its deadline (`timeout`). A simulated game is a pure function of its seed.

use super::play::english;
use super::state::{Game, Phase};
use super::text::{Move, Step};
use crate::game::rng::Rng;
pub use crate::game::tools::game_seed;
use crate::words::msg;

/// Plays a whole game of `players` (2–5) with random legal moves, the set-up drawn from
/// `seed` as the bot draws it.
pub fn random_game(players: usize, seed: u64) -> Result<Game, String> {
    let mut game = Game::from_seed(seed, players)?;
    let mut rng = Rng::new(seed, 2);
    while let Some(seat) = game.to_act() {
        let mv = random_move(&game, seat, &mut rng).expect("a seat to act can move");
        game.apply_logged_quiet(&mv).map_err(|e| {
            english(&msg!(
                "islas-canarias-random-move-refused",
                mv = mv.encode(),
                why = e.to_string()
            ))
        })?;
    }
    Ok(game)
}

fn pick<T: Clone>(items: &[T], rng: &mut Rng) -> Option<T> {
    (!items.is_empty()).then(|| items[rng.below(items.len() as u32) as usize].clone())
}

/// A random legal move of `seat`, if it is to act.
pub fn random_move(game: &Game, seat: usize, rng: &mut Rng) -> Option<Move> {
    if game.to_act() != Some(seat) {
        return None;
    }
    if rng.below(40) == 0 {
        return Some(Move::Timeout { seat });
    }
    if game.phase != Phase::Turn {
        return pick(&game.legal_moves(seat), rng);
    }
    let turn = |steps: Vec<Step>| Some(Move::Turn { seat, steps });
    if rng.below(2) == 0 {
        if let Some(step) = pick(&game.conversions(seat), rng) {
            return turn(vec![step]);
        }
    }
    if !game.turn.acted {
        if rng.below(4) > 0 {
            if let Some(step) = pick(&game.builds(seat), rng) {
                return turn(vec![step]);
            }
        }
        return turn(vec![Step::Draw]);
    }
    let hand = &game.hands[seat];
    let card = pick(hand, rng)?;
    turn(vec![Step::Ship { card }])
}

/// A game of `players` after `moves` random moves (or at its end): a position to draw.
pub fn demo(players: usize, moves: usize, seed: u64) -> Game {
    let mut game = Game::from_seed(seed, players.clamp(2, 5)).expect("2 to 5 players");
    let mut rng = Rng::new(seed, 3);
    for _ in 0..moves {
        let Some(seat) = game.to_act() else { break };
        let Some(mv) = random_move(&game, seat, &mut rng) else {
            break;
        };
        if game.apply(&mv).is_err() {
            break;
        }
    }
    game
}
