//! Games of random legal moves: for `tucana sim --game combi-nations`, and tests.
//!
//! Every player gets a random country, then each turn takes a uniformly random option among
//! those that exist (U-turns included) and a uniformly random legal placement of its tile.
//! A simulated game is a pure function of its seed.

use super::data::CountryId;
use super::state::{Game, Move, Options, Setup};
use crate::game::rng::Rng;
pub use crate::game::tools::game_seed;

/// Plays a whole game of `players` (1–5; panics otherwise) with random countries and random
/// legal moves, the set-up drawn from `seed` as the bot draws it.
pub fn random_game(players: usize, seed: u64) -> Game {
    random_game_with(players, seed, Options::default()).expect("1 to 5 players")
}

/// [`random_game`] with `options`; the error says why such a game cannot be set up. When
/// the options give every seat its country, the countries drawn are not played (the draws
/// are made all the same, so that a seed plays the same tiles whatever the options).
pub fn random_game_with(players: usize, seed: u64, options: Options) -> Result<Game, String> {
    let setup = Setup::from_seed(seed, options, players)?;
    let mut game = Game::new(setup);
    let mut rng = Rng::new(seed, 1);
    for seat in 0..players {
        let country = CountryId::ALL[rng.below(CountryId::ALL.len() as u32) as usize];
        if options.country.is_none() {
            game.apply(&Move::Country { seat, country })
                .expect("a country is accepted");
        }
    }
    play_out(&mut game, &mut rng);
    Ok(game)
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
    let placements = board.placements(tile);
    let cells = &placements[rng.below(placements.len() as u32) as usize];
    Some(Move::Take {
        seat,
        opt,
        labels: cells[..tile.stack().cells()]
            .iter()
            .map(|&c| board.label(c).to_owned())
            .collect(),
    })
}
