//! Games of random legal moves: for `tucana sim`, benchmarks and property tests.
//!
//! Every player draws a uniformly random legal trail each turn, and every bonus trail owed.
//! A simulated game is a pure function of its seed.

use super::setup::{Options, Setup, SetupError};
use super::state::{Game, Move, TurnState};
use crate::game::rng::Rng;
pub use crate::game::tools::game_seed;

/// Plays a whole game with random legal moves.
pub fn random_game(seed: u64, options: Options, players: usize) -> Result<Game, SetupError> {
    let mut game = Game::new(Setup::from_seed(seed, options, players)?);
    let mut rng = Rng::new(seed, 1);
    play_out(&mut game, &mut rng);
    Ok(game)
}

/// Plays random legal moves until the game ends.
pub fn play_out(game: &mut Game, rng: &mut Rng) {
    while !game.is_finished() {
        play_turn(game, rng);
    }
}

/// Plays random legal moves for every player until the current turn closes.
pub fn play_turn(game: &mut Game, rng: &mut Rng) {
    let at = (game.round(), game.turn());
    for seat in 0..game.players() {
        while !game.is_finished()
            && (game.round(), game.turn()) == at
            && game.turn_state(seat) != TurnState::Done
        {
            let legal = game.legal_trails(seat);
            let pick = |len: usize| rng.below(len.max(1) as u32) as usize;
            let played = match legal.nth_of(pick) {
                Some(edge) => game.apply_legal_trail(seat, edge),
                None => game.apply(Move::Pass { seat }),
            };
            played.expect("a legal move is accepted");
        }
    }
}
