//! The search: single-observer information-set Monte Carlo tree search (SO-ISMCTS).
//!
//! Every iteration deals a fresh world for the asking seat ([`Searchable::determinize`]),
//! walks one shared tree down the moves that are legal in that world, adds one move to the
//! tree, plays the rest of the game out with [`Searchable::playout_move`] and backs the final
//! scores up the path. A node stands for what the asking seat knows (its information set),
//! not for one world: a move's statistics mix every world it was legal in, so the search
//! cannot lean on a card order it was dealt by chance (determinized UCT, one tree per world,
//! would; see `docs/ai.md`).
//!
//! - **Selection**: UCB1 with availability counts (a move is judged by how often it was
//!   legal, not how often its node was visited), the reward normalised by the spread of the
//!   rewards seen so far in this search, so one exploration constant fits every game's points.
//! - **Progressive widening**: a node takes a new move only while it has fewer than
//!   `WIDEN_BASE + WIDEN_RATE · √visits` moves, the best by [`Searchable::priors`] first: the
//!   games have hundreds of legal moves, most of them poor, and the budget is small.
//! - **Rewards**: a solo game's reward is the final score. With several players, a seat's
//!   reward is half a win (1, ½ for a shared first place, 0) and half its margin over the best
//!   other seat, squashed to 0–1 by `tanh(margin / margin_scale)`: it plays to win, and when
//!   it cannot tell wins apart it prefers the larger lead (or the smaller gap).
//! - **Work**: the budget counts moves played (in the tree and in playouts) and worlds dealt,
//!   never time, so a seed gives the same choice on every machine.

use super::{halving, Method, Searchable, Seat};
use crate::game::rng::Rng;
use crate::game::Level;

/// A search's budget: a number of moves played (in the tree and in playouts) plus worlds
/// dealt. A fixed amount of work, not time, so that a run repeats on any machine.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Work(pub u64);

impl Work {
    /// The default time to think, as the service passes it: a quarter of a second.
    pub const DEFAULT_MS: u32 = 250;

    /// The work a game does in about `think_ms` milliseconds of one core (release build),
    /// by the game's own calibration ([`Searchable::moves_per_ms`]).
    pub fn of_ms<G: Searchable>(game: &G, think_ms: u32) -> Work {
        Work((f64::from(think_ms) * game.moves_per_ms()).round().max(1.0) as u64)
    }
}

/// The moves a node takes before it has been visited; then `WIDEN_RATE` more per square
/// root of its visits.
const WIDEN_BASE: f64 = 3.0;
const WIDEN_RATE: f64 = 1.0;
/// UCB1's exploration constant, in units of the spread of the rewards seen.
const EXPLORE: f64 = 0.5;
/// The normal level thinks with this share of the strong level's work.
const NORMAL_SHARE: u64 = 8;
/// The easy level plays its prior's best move this often (in 8), else one of its next best.
const EASY_BEST_IN_8: u32 = 4;
const EASY_CHOICES: usize = 4;

/// The move a computer player of `level` makes for `seat`, thinking with `work`; `None` when
/// the seat has nothing to do now.
pub fn choose<G: Searchable>(
    game: &G,
    seat: Seat,
    level: Level,
    work: Work,
    rng: &mut Rng,
) -> Option<G::Move> {
    let moves = root_moves(game, seat)?;
    if moves.len() == 1 {
        return moves.into_iter().next().map(|(mv, _)| mv);
    }
    match level {
        Level::Easy => {
            let pick = if rng.below(8) < EASY_BEST_IN_8 {
                0
            } else {
                rng.below(moves.len().min(EASY_CHOICES) as u32) as usize
            };
            moves.into_iter().nth(pick).map(|(mv, _)| mv)
        }
        Level::Normal | Level::Strong => {
            let work = if level == Level::Normal {
                Work(work.0 / NORMAL_SHARE)
            } else {
                work
            };
            let ranked = search(game, seat, level, moves, work, rng);
            ranked.into_iter().next().map(|(mv, _)| mv)
        }
    }
}

/// The `n` best moves for `seat` as the strong level sees them, best first, each with the
/// final score it expects after it (the mean over the worlds it was tried in). Empty when
/// the seat has nothing to do.
pub fn ranked<G: Searchable>(
    game: &G,
    seat: Seat,
    n: usize,
    work: Work,
    rng: &mut Rng,
) -> Vec<(G::Move, f64)> {
    let Some(moves) = root_moves(game, seat) else {
        return Vec::new();
    };
    let mut ranked = search(game, seat, Level::Strong, moves, work, rng);
    ranked.truncate(n);
    ranked
}

/// The root's `moves` ranked by the game's method at `level`'s playout depth, best first,
/// each with the mean final score of `seat` after it.
fn search<G: Searchable>(
    game: &G,
    seat: Seat,
    level: Level,
    moves: Vec<(G::Move, f64)>,
    work: Work,
    rng: &mut Rng,
) -> Vec<(G::Move, f64)> {
    let depth = game.playout_depth(level);
    if let Method::Halving { candidates } = game.method() {
        return halving::ranked(game, seat, moves, candidates, work, depth, rng);
    }
    let mut tree = Tree::new(moves);
    tree.run(game, seat, work, depth, rng);
    tree.ranked()
}

/// `seat`'s legal moves now with their priors, best prior first (ties in the game's order);
/// `None` when the seat is not to move.
fn root_moves<G: Searchable>(game: &G, seat: Seat) -> Option<Vec<(G::Move, f64)>> {
    let mut seats = Vec::new();
    game.to_move(&mut seats);
    if game.is_over() || !seats.contains(&seat) {
        return None;
    }
    let mut moves = Vec::new();
    game.legal(seat, &mut moves);
    if moves.is_empty() {
        return None;
    }
    let mut priors = Vec::with_capacity(moves.len());
    game.priors(seat, &moves, &mut priors);
    let mut ranked: Vec<(G::Move, f64)> = moves.into_iter().zip(priors).collect();
    // A stable sort: equal priors keep the game's order, so the order is the game's to fix.
    ranked.sort_by(|a, b| b.1.total_cmp(&a.1));
    Some(ranked)
}

/// A move out of a node: its statistics for the seat that made it.
struct Edge<M> {
    mv: M,
    /// The node after it, once the search has gone past it.
    child: Option<usize>,
    visits: u32,
    /// Iterations in which the move was legal when its node was reached.
    available: u32,
    /// Sum of the rewards of the seat that made the move.
    reward: f64,
    /// Sum of that seat's final scores (for a hint's expected score).
    score: f64,
}

struct Node<M> {
    visits: u32,
    edges: Vec<Edge<M>>,
}

struct Tree<M> {
    nodes: Vec<Node<M>>,
    /// The root's moves not yet in the tree, best prior first.
    root_waiting: std::vec::IntoIter<(M, f64)>,
    /// The smallest and largest reward seen, for UCB1's scale.
    low: f64,
    high: f64,
}

/// Buffers reused by every iteration, so that a search allocates little.
struct Scratch<G: Searchable> {
    seats: Vec<Seat>,
    moves: Vec<G::Move>,
    priors: Vec<f64>,
    marked: Vec<bool>,
    scores: Vec<f64>,
    rewards: Vec<f64>,
    /// The path of this iteration: (node, edge, the seat that moved).
    path: Vec<(usize, usize, Seat)>,
}

impl<M: Clone + PartialEq> Tree<M> {
    fn new(moves: Vec<(M, f64)>) -> Self {
        Tree {
            nodes: vec![Node {
                visits: 0,
                edges: Vec::new(),
            }],
            root_waiting: moves.into_iter(),
            low: f64::INFINITY,
            high: f64::NEG_INFINITY,
        }
    }

    /// Iterates until `work` is done, playouts cut at `depth` moves (`None`: whole).
    fn run<G: Searchable<Move = M>>(
        &mut self,
        game: &G,
        seat: Seat,
        work: Work,
        depth: Option<usize>,
        rng: &mut Rng,
    ) {
        let mut scratch = Scratch::<G> {
            seats: Vec::new(),
            moves: Vec::new(),
            priors: Vec::new(),
            marked: Vec::new(),
            scores: Vec::new(),
            rewards: Vec::new(),
            path: Vec::new(),
        };
        let mut done = 0u64;
        // At least one iteration, so that even the smallest budget ranks a move.
        loop {
            done += self.iterate(game, seat, depth, rng, &mut scratch);
            if done >= work.0 {
                break;
            }
        }
    }

    /// One iteration: deal a world, descend, expand, play out, back up. The work it did.
    fn iterate<G: Searchable<Move = M>>(
        &mut self,
        game: &G,
        seat: Seat,
        depth: Option<usize>,
        rng: &mut Rng,
        s: &mut Scratch<G>,
    ) -> u64 {
        let mut world = game.determinize(seat, rng);
        let mut work = 1u64;
        let mut node = Some(0usize);
        s.path.clear();
        // Selection and expansion, while the walk stays in the tree.
        while let Some(at) = node {
            if world.is_over() {
                break;
            }
            let mover = if at == 0 {
                seat
            } else {
                s.seats.clear();
                world.to_move(&mut s.seats);
                match s.seats.first() {
                    Some(&first) => first,
                    None => break,
                }
            };
            s.moves.clear();
            world.legal(mover, &mut s.moves);
            if s.moves.is_empty() {
                break;
            }
            let (edge, expanded) = self.select(at, &world, mover, s);
            let mv = self.nodes[at].edges[edge].mv.clone();
            world.play(mover, &mv);
            work += 1;
            s.path.push((at, edge, mover));
            node = if expanded {
                None
            } else {
                Some(match self.nodes[at].edges[edge].child {
                    Some(child) => child,
                    None => {
                        self.nodes.push(Node {
                            visits: 0,
                            edges: Vec::new(),
                        });
                        let child = self.nodes.len() - 1;
                        self.nodes[at].edges[edge].child = Some(child);
                        child
                    }
                })
            };
        }
        work += play_out(
            &mut world,
            depth,
            rng,
            &mut s.seats,
            &mut s.moves,
            &mut s.scores,
        );
        rewards(&s.scores, world.margin_scale(), &mut s.rewards);
        for &r in &s.rewards {
            self.low = self.low.min(r);
            self.high = self.high.max(r);
        }
        for &(at, edge, mover) in &s.path {
            let node = &mut self.nodes[at];
            node.visits += 1;
            let e = &mut node.edges[edge];
            e.visits += 1;
            e.reward += s.rewards[mover];
            e.score += s.scores[mover];
        }
        work
    }

    /// The move to follow at node `at` for `mover`, among `s.moves` (legal in this world):
    /// (its edge, whether it was just added to the tree). Counts every legal edge's
    /// availability.
    fn select<G: Searchable<Move = M>>(
        &mut self,
        at: usize,
        world: &G,
        mover: Seat,
        s: &mut Scratch<G>,
    ) -> (usize, bool) {
        let node = &mut self.nodes[at];
        s.marked.clear();
        s.marked.resize(s.moves.len(), false);
        let mut in_play = 0usize;
        let mut best: Option<(usize, f64)> = None;
        let spread = if self.high > self.low {
            self.high - self.low
        } else {
            1.0
        };
        // Each legal edge counts as available (UCB1 below needs it) and is rated.
        for (e, edge) in node.edges.iter_mut().enumerate() {
            let Some(i) = s.moves.iter().position(|m| *m == edge.mv) else {
                continue;
            };
            s.marked[i] = true;
            edge.available += 1;
            in_play += 1;
            let rating = if edge.visits == 0 {
                f64::INFINITY
            } else {
                let n = f64::from(edge.visits);
                edge.reward / n + EXPLORE * spread * (f64::from(edge.available).ln() / n).sqrt()
            };
            if best.is_none_or(|(_, b)| rating > b) {
                best = Some((e, rating));
            }
        }
        let room = WIDEN_BASE + WIDEN_RATE * f64::from(node.visits).sqrt();
        let widen = (in_play as f64) < room && in_play < s.moves.len();
        if widen || best.is_none() {
            let new = if at == 0 {
                self.root_waiting.find(|(mv, _)| s.moves.contains(mv))
            } else {
                s.priors.clear();
                world.priors(mover, &s.moves, &mut s.priors);
                (0..s.moves.len())
                    .filter(|&i| !s.marked[i])
                    .max_by(|&a, &b| s.priors[a].total_cmp(&s.priors[b]).then(b.cmp(&a)))
                    .map(|i| (s.moves[i].clone(), s.priors[i]))
            };
            if let Some((mv, _)) = new {
                let node = &mut self.nodes[at];
                node.edges.push(Edge {
                    mv,
                    child: None,
                    visits: 0,
                    available: 1,
                    reward: 0.0,
                    score: 0.0,
                });
                return (node.edges.len() - 1, true);
            }
        }
        let (edge, _) = best.expect("a legal move in the tree, or one to add");
        (edge, false)
    }

    /// The root's moves tried, most visited first (ties: the better mean reward), each with
    /// the mean final score of the seat after it.
    fn ranked(&self) -> Vec<(M, f64)> {
        let mut edges: Vec<&Edge<M>> = self.nodes[0]
            .edges
            .iter()
            .filter(|e| e.visits > 0)
            .collect();
        edges.sort_by(|a, b| {
            b.visits
                .cmp(&a.visits)
                .then((b.reward / f64::from(b.visits)).total_cmp(&(a.reward / f64::from(a.visits))))
        });
        edges
            .into_iter()
            .map(|e| (e.mv.clone(), e.score / f64::from(e.visits)))
            .collect()
    }
}

/// Plays `world` out with the game's playout policy: to the end, or for `depth` moves (the
/// game's [`Searchable::playout_depth`] at the search's level) and then valued by its
/// estimate. Every seat's final (or estimated) score goes into `scores`; returns the moves
/// played. `seats` and `moves` are buffers.
pub(super) fn play_out<G: Searchable>(
    world: &mut G,
    depth: Option<usize>,
    rng: &mut Rng,
    seats: &mut Vec<Seat>,
    moves: &mut Vec<G::Move>,
    scores: &mut Vec<f64>,
) -> u64 {
    let depth = depth.unwrap_or(usize::MAX);
    let mut played = 0usize;
    while !world.is_over() && played < depth {
        seats.clear();
        world.to_move(seats);
        let Some(&mover) = seats.first() else { break };
        moves.clear();
        world.legal(mover, moves);
        if moves.is_empty() {
            break;
        }
        let i = world.playout_move(mover, moves, rng);
        let mv = moves[i].clone();
        world.play(mover, &mv);
        played += 1;
    }
    world.scores(scores);
    if played >= depth && !world.is_over() {
        estimates(world, scores);
    }
    played as u64
}

/// Every seat's estimated final score in `scores` (which holds their scores now), when the
/// game estimates them all; otherwise `scores` stays as it is.
fn estimates<G: Searchable>(world: &G, scores: &mut [f64]) {
    let all: Option<Vec<f64>> = (0..scores.len()).map(|seat| world.estimate(seat)).collect();
    if let Some(all) = all {
        scores.copy_from_slice(&all);
    }
}

/// Each seat's reward for final `scores` (see the module's doc).
pub(super) fn rewards(scores: &[f64], margin_scale: f64, out: &mut Vec<f64>) {
    out.clear();
    if scores.len() == 1 {
        out.push(scores[0]);
        return;
    }
    for (seat, &own) in scores.iter().enumerate() {
        let best_other = scores
            .iter()
            .enumerate()
            .filter(|&(s, _)| s != seat)
            .map(|(_, &x)| x)
            .fold(f64::NEG_INFINITY, f64::max);
        let margin = own - best_other;
        let win = if margin > 0.0 {
            1.0
        } else if margin == 0.0 {
            0.5
        } else {
            0.0
        };
        let lead = 0.5 + 0.5 * (margin / margin_scale.max(f64::EPSILON)).tanh();
        out.push(0.5 * win + 0.5 * lead);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A toy game: the seats take turns, each move adds its value (0–3) and the next card of
    /// a hidden deck to the mover's score. The best move is always 3, whatever the deck.
    #[derive(Clone, Debug)]
    struct Toy {
        scores: Vec<f64>,
        deck: Vec<u8>,
        drawn: usize,
        turns: usize,
        /// The playout depth, and a deliberately wrong estimate (minus the score) to show
        /// that a cut playout is valued by it.
        cut: Option<usize>,
        /// The strong level's playouts go to the end, whatever `cut` says.
        strong_whole: bool,
        method: Method,
    }

    impl Toy {
        fn new(players: usize, deck: Vec<u8>) -> Toy {
            Toy {
                scores: vec![0.0; players],
                turns: deck.len(),
                deck,
                drawn: 0,
                cut: None,
                strong_whole: false,
                method: Method::Tree,
            }
        }
    }

    impl Searchable for Toy {
        type Move = u8;

        fn players(&self) -> usize {
            self.scores.len()
        }

        fn to_move(&self, out: &mut Vec<Seat>) {
            out.clear();
            if !self.is_over() {
                out.push(self.drawn % self.scores.len());
            }
        }

        fn legal(&self, seat: Seat, out: &mut Vec<u8>) {
            if !self.is_over() && seat == self.drawn % self.scores.len() {
                out.extend(0..4);
            }
        }

        fn play(&mut self, seat: Seat, mv: &u8) {
            self.scores[seat] += f64::from(*mv + self.deck[self.drawn]);
            self.drawn += 1;
        }

        fn is_over(&self) -> bool {
            self.drawn == self.turns
        }

        fn score(&self, seat: Seat) -> f64 {
            self.scores[seat]
        }

        fn determinize(&self, _viewer: Seat, rng: &mut Rng) -> Toy {
            let mut world = self.clone();
            let unseen = &mut world.deck[self.drawn..];
            unseen.sort_unstable();
            rng.shuffle(unseen);
            world
        }

        fn estimate(&self, seat: Seat) -> Option<f64> {
            Some(-self.scores[seat])
        }

        fn playout_depth(&self, level: Level) -> Option<usize> {
            if self.strong_whole && level == Level::Strong {
                None
            } else {
                self.cut
            }
        }

        fn method(&self) -> Method {
            self.method
        }

        fn text(&self, _seat: Seat, mv: &u8) -> String {
            mv.to_string()
        }

        fn gains(&self, _seat: Seat, mv: &u8) -> crate::words::Msg {
            crate::msg!("gains", n = *mv)
        }
    }

    #[test]
    fn finds_the_best_move_alone_and_against_another() {
        for players in [1, 2] {
            let game = Toy::new(players, vec![5, 0, 9, 2, 7, 1]);
            let mut rng = Rng::new(4, 0);
            let mv = choose(&game, 0, Level::Strong, Work(2_000), &mut rng);
            assert_eq!(mv, Some(3), "{players} players");
        }
    }

    #[test]
    fn a_cut_playout_is_valued_by_the_estimate() {
        // Playouts to the end ignore the estimate; cut at once, its (inverted) values rule.
        let mut game = Toy::new(1, vec![5, 0, 9, 2, 7, 1]);
        let run = |g: &Toy| choose(g, 0, Level::Strong, Work(2_000), &mut Rng::new(4, 0));
        assert_eq!(run(&game), Some(3));
        game.cut = Some(0);
        assert_eq!(run(&game), Some(0));
    }

    #[test]
    fn each_level_plays_out_as_deep_as_the_game_asks_for_it() {
        // Normal playouts cut at once (the inverted estimate misleads them), strong ones
        // whole: only the strong level finds the best move, by the tree and by halving.
        for method in [Method::Tree, Method::Halving { candidates: 4 }] {
            let mut game = Toy::new(1, vec![5, 0, 9, 2, 7, 1]);
            game.cut = Some(0);
            game.strong_whole = true;
            game.method = method;
            let run = |level| choose(&game, 0, level, Work(16_000), &mut Rng::new(4, 0));
            assert_eq!(run(Level::Strong), Some(3), "{method:?}");
            assert_eq!(run(Level::Normal), Some(0), "{method:?}");
            let hints = ranked(&game, 0, 1, Work(2_000), &mut Rng::new(4, 0));
            assert_eq!(hints.first().map(|h| h.0), Some(3), "{method:?}");
        }
    }

    #[test]
    fn ranks_with_the_expected_final_score() {
        let game = Toy::new(1, vec![5, 0, 9, 2]);
        let ranked = ranked(&game, 0, 2, Work(4_000), &mut Rng::new(1, 0));
        assert_eq!(ranked.len(), 2);
        assert_eq!(ranked[0].0, 3);
        // 3 now, the four cards (16) and at most 3 a move later.
        assert!(ranked[0].1 > 19.0 && ranked[0].1 <= 28.0, "{ranked:?}");
        assert!(ranked[0].1 > ranked[1].1, "{ranked:?}");
    }

    #[test]
    fn repeats_from_a_seed_and_ignores_the_hidden_order() {
        let mut game = Toy::new(2, vec![5, 0, 9, 2, 7, 1]);
        game.play(0, &1);
        let mut other = game.clone();
        other.deck[1..].reverse();
        let run = |g: &Toy| ranked(g, 1, 4, Work(1_500), &mut Rng::new(9, 3));
        assert_eq!(run(&game), run(&game));
        assert_eq!(run(&game), run(&other));
    }

    #[test]
    fn halving_finds_the_best_move_and_ranks_the_candidates() {
        for players in [1, 2] {
            let mut game = Toy::new(players, vec![5, 0, 9, 2, 7, 1]);
            game.method = Method::Halving { candidates: 3 };
            let mut rng = Rng::new(4, 0);
            // The candidates are the three best by prior: alike here, so the game's order.
            assert_eq!(
                choose(&game, 0, Level::Strong, Work(2_000), &mut rng),
                Some(2)
            );
            let ranked = ranked(&game, 0, 5, Work(2_000), &mut rng);
            let moves: Vec<u8> = ranked.iter().map(|r| r.0).collect();
            assert_eq!(moves, vec![2, 1, 0], "{players} players");
            assert!(ranked[0].1 > ranked[2].1, "{ranked:?}");
        }
    }

    #[test]
    fn halving_compares_the_moves_on_the_same_deals() {
        // One world a round. Played out apart, the later moves (0 to 3 each) and, with two
        // players, the cards each seat draws (0 to 9) would swamp the first move's value;
        // on the same deals with the same playouts, only that move differs.
        for players in [1, 2] {
            let mut game = Toy::new(players, vec![9, 0, 8, 1, 9, 0, 7, 2]);
            game.method = Method::Halving { candidates: 4 };
            for seed in 0..20 {
                let mv = choose(&game, 0, Level::Strong, Work(1), &mut Rng::new(seed, 0));
                assert_eq!(mv, Some(3), "{players} players, seed {seed}");
            }
        }
    }

    #[test]
    fn the_seat_not_to_move_has_no_move() {
        let game = Toy::new(2, vec![1, 2]);
        assert_eq!(
            choose(&game, 1, Level::Easy, Work(10), &mut Rng::new(0, 0)),
            None
        );
        assert!(ranked(&game, 1, 3, Work(10), &mut Rng::new(0, 0)).is_empty());
    }

    #[test]
    fn a_win_beats_a_tie_beats_a_loss_and_a_lead_counts() {
        let mut r = Vec::new();
        rewards(&[10.0, 5.0, 10.0], 10.0, &mut r);
        assert_eq!(r[0], r[2]);
        assert!(r[0] > r[1]);
        rewards(&[12.0, 5.0, 10.0], 10.0, &mut r);
        let narrow = r[0];
        rewards(&[30.0, 5.0, 10.0], 10.0, &mut r);
        assert!(r[0] > narrow && r[0] <= 1.0 && r[1] >= 0.0);
        rewards(&[42.0], 10.0, &mut r);
        assert_eq!(r, vec![42.0]);
    }
}
