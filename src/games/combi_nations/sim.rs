//! Games of random legal moves: for `tucana sim --game combi-nations`, and tests.
//!
//! Every player gets a random country, then each turn takes a uniformly random option among
//! those that exist (U-turns included) and a uniformly random legal placement of its tile.
//! A simulated game is a pure function of its seed.

use super::data::CountryId;
use super::state::{Game, Move, Options, Setup};
use crate::game::rng::Rng;

/// The seed of game number `index` of a simulation run with `seed` (a SplitMix64 step, so
/// neighbouring indices give unrelated games).
pub fn game_seed(seed: u64, index: u64) -> u64 {
    let mut z = seed
        .wrapping_add(index.wrapping_mul(0x9E37_79B9_7F4A_7C15))
        .wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Plays a whole game of `players` (1–5; panics otherwise) with random countries and random
/// legal moves, the set-up drawn from `seed` as the bot draws it.
pub fn random_game(players: usize, seed: u64) -> Game {
    let setup = Setup::from_seed(seed, Options::default(), players).expect("1 to 5 players");
    let mut game = Game::new(setup);
    let mut rng = Rng::new(seed, 1);
    for seat in 0..players {
        let country = CountryId::ALL[rng.below(CountryId::ALL.len() as u32) as usize];
        game.apply(&Move::Country { seat, country })
            .expect("a country is accepted");
    }
    play_out(&mut game, &mut rng);
    game
}

/// Plays random legal moves until the game ends.
pub fn play_out(game: &mut Game, rng: &mut Rng) {
    while let Some(seat) = game.actor() {
        let mv = random_move(game, seat, rng).expect("a player to act can move");
        game.apply(&mv).expect("a legal move is accepted");
    }
}

/// A random legal move of `seat`, if it has one: a random option, then a random legal
/// placement of its tile.
pub fn random_move(game: &Game, seat: usize, rng: &mut Rng) -> Option<Move> {
    let options = game.options(seat);
    if options.is_empty() {
        return None;
    }
    let (opt, _, tile) = options[rng.below(options.len() as u32) as usize];
    let board = game.board(seat)?;
    let placements = board.legal_placements(tile);
    let cells = &placements[rng.below(placements.len() as u32) as usize];
    Some(Move::Take {
        seat,
        opt,
        labels: cells.iter().map(|&c| board.label(c).to_owned()).collect(),
    })
}
