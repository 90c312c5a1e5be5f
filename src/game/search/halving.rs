//! The search for a game whose chance outweighs its replies ([`Method::Halving`]):
//! successive halving over the root's best moves by prior, every move played out on the
//! same worlds.
//!
//! Where the tree's iterations each deal their own world, this deals a world and plays
//! every surviving move out on it, with the same playout generator: two moves are compared
//! on the same deals (common random numbers), so their difference is measured rather than
//! the deals' luck. After each round the worse half is dropped, so the last rounds spend
//! their work on the few moves that are close. Trails of Tucana's player searches this way
//! too.
//!
//! [`Method::Halving`]: super::Method::Halving

use super::tree::{play_out, rewards};
use super::{Searchable, Seat, Work};
use crate::game::rng::Rng;

/// The generator stream of a world's playouts (seeded from the search's generator).
const PLAYOUT_STREAM: u64 = 3;

/// The best `candidates` of `moves` (best prior first), ranked by successive halving with
/// `work`, playouts cut at `depth` moves (`None`: whole): best first, each with the mean
/// final score of `seat` after it. Moves dropped earlier rank lower; moves beyond
/// `candidates` are not ranked.
pub(super) fn ranked<G: Searchable>(
    game: &G,
    seat: Seat,
    moves: Vec<(G::Move, f64)>,
    candidates: usize,
    work: Work,
    depth: Option<usize>,
    rng: &mut Rng,
) -> Vec<(G::Move, f64)> {
    let mut alive: Vec<Candidate<G::Move>> = moves
        .into_iter()
        .take(candidates.max(1))
        .map(|(mv, _)| Candidate {
            mv,
            reward: 0.0,
            score: 0.0,
            tries: 0,
        })
        .collect();
    let rounds = alive.len().next_power_of_two().trailing_zeros().max(1);
    let per_round = work.0 / u64::from(rounds);
    let mut dropped = Vec::new();
    let (mut seats, mut legal, mut scores, mut rewarded) =
        (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    while alive.len() > 1 {
        let mut done = 0u64;
        // At least one world a round, so that even the smallest budget ranks the moves.
        while done < per_round.max(1) {
            let world = game.determinize(seat, rng);
            let playouts = rng.next_u64();
            done += 1;
            for candidate in &mut alive {
                let mut world = world.clone();
                world.play(seat, &candidate.mv);
                let mut rng = Rng::new(playouts, PLAYOUT_STREAM);
                done += 1 + play_out(
                    &mut world,
                    depth,
                    &mut rng,
                    &mut seats,
                    &mut legal,
                    &mut scores,
                );
                rewards(&scores, world.margin_scale(), &mut rewarded);
                candidate.reward += rewarded[seat];
                candidate.score += scores[seat];
                candidate.tries += 1;
            }
        }
        // A stable sort: on a tie the better prior stays ahead.
        alive.sort_by(|a, b| b.mean_reward().total_cmp(&a.mean_reward()));
        let keep = alive.len().div_ceil(2);
        dropped.extend(alive.drain(keep..).rev());
    }
    alive
        .into_iter()
        .chain(dropped.into_iter().rev())
        .map(|c| {
            let mean = c.score / f64::from(c.tries.max(1));
            (c.mv, mean)
        })
        .collect()
}

/// A root move still in the running, with what its playouts gave so far.
struct Candidate<M> {
    mv: M,
    reward: f64,
    score: f64,
    tries: u32,
}

impl<M> Candidate<M> {
    fn mean_reward(&self) -> f64 {
        self.reward / f64::from(self.tries.max(1))
    }
}
