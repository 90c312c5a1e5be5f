//! One computer player for every game: what a game gives the core's search.
//!
//! A game gets computer players, hints and a daily par by implementing [`Searchable`] for
//! its own engine (its state type, free of the interface); the search itself (information
//! set Monte Carlo tree search over determinizations) is the core's, written once, and
//! [`crate::game::Bots`] follows from it. A game never writes its own player (Trails of
//! Tucana keeps the tuned one it had, see `docs/ai.md`).
//!
//! The search only ever looks at the game through a seat's eyes: every world it thinks in
//! is [`Searchable::determinize`]d for the seat that asks, so what that seat cannot know
//! (the deck's order, other hands, face-down choices) is dealt afresh in each world and
//! cannot sway its choice.
//!
//! A simultaneous secret step (La Isla's assignments, Combi-Nations' country) is searched
//! as the asking seat's own choice against determinized choices of the others: in each
//! world the others' secret choices already made are unknown and dealt afresh by
//! `determinize`, and those still to be made are played by the search as any later move.

use std::fmt::Debug;

use super::rng::Rng;
use super::Level;
use super::Seat;

mod bots;
mod halving;
mod tree;

pub use bots::world;
pub use tree::{choose, ranked, Work};

/// How the search spends its work at the root ([`Searchable::method`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Method {
    /// Information-set Monte Carlo tree search (the module `tree`): every iteration deals a
    /// world, walks the tree and plays out. Right where the replies matter: several players.
    Tree,
    /// Successive halving over the best `candidates` root moves by prior, every move played
    /// out on the same worlds (the module `halving`): right where chance outweighs the
    /// replies, as in a solo game against the deck, because comparing moves on the same
    /// deals takes the deals' luck out of the comparison.
    Halving { candidates: usize },
}

/// A playout policy games share ([`Searchable::playout_move`]): the move of `n` rated best
/// by `rating` (the first on a tie), but once in `random_in` any move at random, so that
/// playouts play sensibly without always playing alike.
pub fn mostly_best(
    n: usize,
    rating: impl Fn(usize) -> f64,
    random_in: u32,
    rng: &mut Rng,
) -> usize {
    if rng.below(random_in) == 0 {
        return rng.below(n as u32) as usize;
    }
    (0..n)
        .max_by(|&i, &j| rating(i).total_cmp(&rating(j)).then(j.cmp(&i)))
        .unwrap_or(0)
}

/// A game's engine as the core's search sees it. Everything is typed and allocation-light
/// (moves are the engine's own values, not text), because the search plays many thousands
/// of moves per decision.
pub trait Searchable: Clone + Send + Sync + 'static {
    /// A move of the game, as the engine applies it.
    type Move: Clone + PartialEq + Debug + Send + Sync;

    /// The number of seats.
    fn players(&self) -> usize;

    /// The seats that may move now: one seat on a sequential step, the seats still to
    /// choose on a simultaneous one (in seat order), none when the game is over, appended to
    /// `out` (which the caller has cleared). The search plays them one after another in
    /// this order.
    fn to_move(&self, out: &mut Vec<Seat>);

    /// Every legal move of `seat` now, appended to `out` (which the caller has cleared). Empty
    /// when `seat` is not to move. Moves a player would never want may be left out only if
    /// what remains still contains every move a good player could choose.
    fn legal(&self, seat: Seat, out: &mut Vec<Self::Move>);

    /// Plays a legal move of `seat` (one `legal` gave). Chance inside the move (a card drawn
    /// from the deck) is resolved from the game's own state, so a determinized world plays
    /// on with the order `determinize` dealt.
    fn play(&mut self, seat: Seat, mv: &Self::Move);

    /// True when the game is over.
    fn is_over(&self) -> bool;

    /// A seat's score now (its final score once the game is over), in the game's points.
    fn score(&self, seat: Seat) -> f64;

    /// Every seat's score now, in seat order ([`Searchable::score`] of each by default; a
    /// game that scores all seats at once can do it faster).
    fn scores(&self, out: &mut Vec<f64>) {
        out.clear();
        out.extend((0..self.players()).map(|seat| self.score(seat)));
    }

    /// A whole game consistent with everything `viewer` has seen: the same public position
    /// and the viewer's own secrets, with everything else still unknown to the viewer
    /// (unseen cards and their order, other hands, face-down choices of the others, future
    /// tiles) dealt afresh with `rng` from what is still possible. Two games that differ only
    /// in what `viewer` cannot know must give worlds drawn from the same distribution: the
    /// no-peeking tests swap those parts and expect the same moves.
    fn determinize(&self, viewer: Seat, rng: &mut Rng) -> Self;

    /// Optional: a quick estimate of the final score of each seat, for a playout cut short
    /// ([`Searchable::playout_depth`]). `None` (the default) plays every playout to the
    /// game's end.
    fn estimate(&self, _seat: Seat) -> Option<f64> {
        None
    }

    /// Optional: how many moves a playout of a search at `level` plays before it stops and
    /// every seat's final score is taken from [`Searchable::estimate`] instead. A short
    /// playout valued well costs a fraction of a whole one, so many more fit in the budget;
    /// a whole one sees what the estimate misses. A game may answer by level: the strong
    /// level has the work to play further. `None` (the default) plays every playout to the
    /// game's end, as does a seat without an estimate.
    fn playout_depth(&self, _level: Level) -> Option<usize> {
        None
    }

    /// Optional: the move a playout plays for `seat` among `moves` (all legal, not empty):
    /// a cheap policy beats uniform random playouts in most games. The default is uniform.
    fn playout_move(&self, _seat: Seat, moves: &[Self::Move], rng: &mut Rng) -> usize {
        rng.below(moves.len() as u32) as usize
    }

    /// Optional: a prior for a move at a search node, higher is better (move ordering: the
    /// search tries moves in this order and, at the easy level, plays the best of them).
    /// The default rates every move alike.
    fn prior(&self, _seat: Seat, _mv: &Self::Move) -> f64 {
        0.0
    }

    /// Optional: [`Searchable::prior`] of each of `moves` (all legal moves of `seat`),
    /// appended to `out` in the same order (which the caller has cleared). A game whose prior
    /// needs work done once per position (finding its areas) does it once here.
    fn priors(&self, seat: Seat, moves: &[Self::Move], out: &mut Vec<f64>) {
        out.extend(moves.iter().map(|mv| self.prior(seat, mv)));
    }

    /// Optional: how the search spends its work ([`Method`]); the tree by default.
    fn method(&self) -> Method {
        Method::Tree
    }

    /// A typical gap between two players' final scores, in the game's points: the search
    /// counts a winning margin of this size as clearly better than a narrow win.
    fn margin_scale(&self) -> f64 {
        10.0
    }

    /// How many moves (in the search's tree and playouts) the game plays in a millisecond on
    /// one core of a release build: it turns the milliseconds a player may think into a
    /// fixed amount of work ([`Work::of_ms`]).
    fn moves_per_ms(&self) -> f64 {
        100.0
    }

    /// A move as its player types it ("take 2 at D4"): what `Play::parse` reads into the
    /// log's words, and what a hint shows.
    fn text(&self, seat: Seat, mv: &Self::Move) -> String;

    /// What a move gains now, the game's message for a hint ("+4 · completes a lake" once
    /// rendered).
    fn gains(&self, seat: Seat, mv: &Self::Move) -> crate::words::Msg;
}
