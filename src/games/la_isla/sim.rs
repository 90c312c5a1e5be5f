//! Games of random legal moves: for `tucana sim --game la-isla`, and tests.
//!
//! Each assignment is a uniformly random legal one (the game's list, [`Play::any_legal_move`]),
//! now and then with a random B marker move, now and then the deadline's default; each C turn
//! is a random placement or move (now and then a pass), with random choices for the
//! resources, marker moves and D options it grants. A simulated game is a pure function of
//! its seed.

use super::data::{Animal, Colour};
use super::play::IslaGame;
use super::state::{Game, Options, Phase};
use super::text::{self, Move};
use crate::game::rng::Rng;
pub use crate::game::tools::game_seed;
use crate::game::Play;

/// A game played out.
#[derive(Clone)]
pub struct Played {
    pub game: Game,
}

/// Plays a whole game of `players` (2–4; panics otherwise) with random legal moves, the
/// set-up drawn from `seed` as the bot draws it.
pub fn random_game(players: usize, seed: u64, options: Options) -> Played {
    let game = Game::from_seed(seed, options, players).expect("2 to 4 players");
    let mut played = Played { game };
    let mut rng = Rng::new(seed, 1);
    while !played.game.is_finished() {
        let seat = match played.game.phase {
            Phase::Assign => {
                let waiting = played.game.assigning();
                waiting[rng.below(waiting.len() as u32) as usize]
            }
            _ => played.game.actor().expect("a seat to act"),
        };
        let mv = random_move(&played.game, seat, &mut rng).expect("a seat to act can move");
        played.game.apply(&mv).expect("a legal move is accepted");
    }
    played
}

/// A random legal move of `seat`, if it is to act.
pub fn random_move(game: &Game, seat: usize, rng: &mut Rng) -> Option<Move> {
    if rng.below(20) == 0 {
        if let Some(mv) = game.default_move(seat) {
            return Some(mv);
        }
    }
    let isla = IslaGame { game: game.clone() };
    let typed = isla.any_legal_move(seat, rng.next_u64())?;
    let base = text::parse(seat, &typed).ok()?;
    let animal = |rng: &mut Rng| Animal::ALL[rng.below(5) as usize].name();
    let colour = |rng: &mut Rng| Colour::ALL[rng.below(5) as usize].code();
    // Options the game's list leaves out, kept when legal.
    let mut extra = Vec::new();
    match &base {
        Move::Assign { .. } if rng.below(2) == 0 => {
            extra.push(format!("mark {}", animal(rng)));
        }
        Move::Place { from, to, .. } => {
            if let Ok(plan) = game.plan(seat, *from, *to, &[]) {
                if plan.gains > 0 && rng.below(2) == 0 {
                    let n = 1 + rng.below(plan.gains as u32);
                    let gets: Vec<&str> = (0..n).map(|_| colour(rng)).collect();
                    extra.push(format!("get {}", gets.join(" ")));
                }
                if plan.marks > 0 && rng.below(4) > 0 {
                    let n = 1 + rng.below(plan.marks as u32);
                    let marks: Vec<&str> = (0..n).map(|_| animal(rng)).collect();
                    extra.push(format!("mark {}", marks.join(" ")));
                }
                if plan.swap && rng.below(2) == 0 {
                    extra.push(format!("swap {}:{}", colour(rng), colour(rng)));
                }
            }
        }
        _ => {}
    }
    if matches!(base, Move::Place { .. } | Move::Pass { .. }) {
        if rng.below(3) == 0 {
            extra.push(format!("dmove {}", animal(rng)));
        }
        if rng.below(2) == 0 {
            extra.push(format!("dget {}", colour(rng)));
        }
    }
    let mut best = base;
    let mut words = typed;
    for option in extra {
        let longer = format!("{words} {option}");
        if let Ok(mv) = text::parse(seat, &longer) {
            if game.check(&mv).is_ok() {
                best = mv;
                words = longer;
            }
        }
    }
    Some(best)
}
