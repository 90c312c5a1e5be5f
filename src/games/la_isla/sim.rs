//! Games of random legal moves: for `tucana sim --game la-isla`, and tests.
//!
//! Each assignment is a uniformly random legal one (the game's list, [`crate::game::Play::any_legal_move`]),
//! now and then with a random B marker move, now and then the deadline's default; each C turn
//! is a random placement or move (now and then a pass), with random choices for the
//! resources, marker moves and D options it grants. A simulated game is a pure function of
//! its seed.

use super::data::{Animal, Colour};
use super::state::{Game, Options, Phase};
use super::text::Move;
use crate::game::rng::Rng;
pub use crate::game::tools::game_seed;

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
        played
            .game
            .apply_quiet(&mv)
            .expect("a legal move is accepted");
    }
    played
}

/// A random legal move of `seat`, if it is to act. Typed throughout: the options below are
/// the words the game's parser would read (`mark dodo`, `get ye gn`), each added only if the
/// move stays legal with it.
pub fn random_move(game: &Game, seat: usize, rng: &mut Rng) -> Option<Move> {
    if rng.below(20) == 0 {
        if let Some(mv) = game.default_move(seat) {
            return Some(mv);
        }
    }
    let base = game.any_legal(seat, rng.next_u64())?;
    let animal = |rng: &mut Rng| Animal::ALL[rng.below(5) as usize];
    let colour = |rng: &mut Rng| Colour::ALL[rng.below(5) as usize];
    // Options the game's list leaves out, kept when legal; drawn before any is tried.
    let mut extra: Vec<Extra> = Vec::new();
    match &base {
        Move::Assign { .. } if rng.below(2) == 0 => {
            extra.push(Extra::Mark(vec![animal(rng)]));
        }
        Move::Place { from, to, .. } => {
            if let Ok(plan) = game.plan(seat, *from, *to, &[]) {
                if plan.gains > 0 && rng.below(2) == 0 {
                    let n = 1 + rng.below(plan.gains as u32);
                    extra.push(Extra::Get((0..n).map(|_| colour(rng)).collect()));
                }
                if plan.marks > 0 && rng.below(4) > 0 {
                    let n = 1 + rng.below(plan.marks as u32);
                    extra.push(Extra::Mark((0..n).map(|_| animal(rng)).collect()));
                }
                if plan.swap && rng.below(2) == 0 {
                    extra.push(Extra::Swap(colour(rng), colour(rng)));
                }
            }
        }
        _ => {}
    }
    if matches!(base, Move::Place { .. } | Move::Pass { .. }) {
        if rng.below(3) == 0 {
            extra.push(Extra::DMove(animal(rng)));
        }
        if rng.below(2) == 0 {
            extra.push(Extra::DGet(colour(rng)));
        }
    }
    let mut best = base;
    for option in extra {
        let mut longer = best.clone();
        option.add_to(&mut longer);
        if game.check(&longer).is_ok() {
            best = longer;
        }
    }
    Some(best)
}

/// An option a random move may carry beyond the game's list.
enum Extra {
    /// `mark …`: an assignment's B marker move, or a placement's marker moves.
    Mark(Vec<Animal>),
    Get(Vec<Colour>),
    Swap(Colour, Colour),
    DMove(Animal),
    DGet(Colour),
}

impl Extra {
    /// The move with this option, as the parser reads the move's words followed by it.
    fn add_to(self, mv: &mut Move) {
        match (mv, self) {
            (Move::Assign { mark, .. }, Extra::Mark(animals)) => {
                *mark = Some(animals.first().copied())
            }
            (Move::Place { choices, .. }, Extra::Mark(animals)) => choices.mark = animals,
            (Move::Place { choices, .. }, Extra::Get(colours)) => choices.get = colours,
            (Move::Place { choices, .. }, Extra::Swap(give, take)) => {
                choices.swap = Some((give, take))
            }
            (Move::Place { choices, .. } | Move::Pass { choices, .. }, Extra::DMove(a)) => {
                choices.dmove = Some(a)
            }
            (Move::Place { choices, .. } | Move::Pass { choices, .. }, Extra::DGet(c)) => {
                choices.dget = Some(c)
            }
            _ => unreachable!("an option is drawn only for a move that takes it"),
        }
    }
}
