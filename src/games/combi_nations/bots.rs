//! Combi-Nations' computer players and hints: its engine as the core's search sees it
//! ([`Searchable`]). The search is the core's; this says what a move is, what a seat cannot
//! know (the order of the tiles left in the stacks; while countries are chosen, the others'
//! choices), and how to rate a move cheaply.

use std::sync::OnceLock;

use super::data::{Content, CountryId, Land, Stack, TileId};
use super::score::{self, area_vp};
use super::state::{Board, Game, Move, Opt, Phase};
use crate::game::rng::Rng;
use crate::game::search::Searchable;
use crate::game::Seat;

/// A seat's move, typed for the search: a country at set-up, or a market option with the
/// cells its tile goes on (tile-cell order). The tile is part of the move, so that the same
/// option in two worlds with different tiles on offer is two moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Choice {
    Country(CountryId),
    Take {
        opt: Opt,
        tile: TileId,
        cells: [u8; 3],
    },
}

/// The cells of a packed placement.
fn cells_of(tile: TileId, cells: &[u8; 3]) -> impl Iterator<Item = usize> + '_ {
    cells[..tile.stack().cells()]
        .iter()
        .map(|&c| usize::from(c))
}

/// A shape's cells for every anchor and orientation in one country.
type Placements = Vec<Option<[u8; 3]>>;

/// Where each shape's cells fall in each country, for every anchor and orientation
/// (`anchor × 6 + turn`; `None` where a cell would leave the country): worked out once, so
/// that the search lists placements without looking cells up by their grid position.
fn shapes(country: CountryId, stack: Stack) -> &'static [Option<[u8; 3]>] {
    static SHAPES: OnceLock<Vec<Vec<Placements>>> = OnceLock::new();
    let all = SHAPES.get_or_init(|| {
        CountryId::ALL
            .iter()
            .map(|&country| {
                let board = Board::new(country);
                Stack::ALL
                    .iter()
                    .map(|&stack| {
                        let tile = TileId::new(stack, 1);
                        (0..board.cells.len() * 6)
                            .map(|i| {
                                let cells = board.cells_of(tile, i / 6, i % 6)?;
                                let mut packed = [u8::MAX; 3];
                                for (p, c) in packed.iter_mut().zip(cells) {
                                    *p = c as u8;
                                }
                                Some(packed)
                            })
                            .collect()
                    })
                    .collect()
            })
            .collect()
    });
    &all[country.index()][stack.index()]
}

/// Every distinct legal placement of `tile` taken with `opt`, appended to `out`: the very
/// list and order of [`Board::legal_placements`] (the tests check it), found faster.
fn placements(board: &Board, opt: Opt, tile: TileId, out: &mut Vec<Choice>) {
    let country = board.country.country();
    let table = shapes(board.country, tile.stack());
    let contents = tile.contents();
    let n = contents.len();
    // Only a tile with two equal cells can give one placement twice (a single: every turn).
    let repeats = n == 1 || (1..n).any(|i| contents[..i].contains(&contents[i]));
    let start = out.len();
    let filled = |c: usize| board.cells[c].is_some();
    for anchor in 0..board.cells.len() {
        if filled(anchor) {
            continue;
        }
        for turn in 0..6 {
            let Some(packed) = table[anchor * 6 + turn] else {
                continue;
            };
            let cells = &packed[..n];
            if cells.iter().any(|&c| filled(usize::from(c)))
                || !cells.iter().any(|&c| {
                    country.neighbours[usize::from(c)]
                        .iter()
                        .flatten()
                        .any(|&nb| filled(nb))
                })
            {
                continue;
            }
            let same = |earlier: &Choice| match earlier {
                Choice::Take { cells: e, .. } => {
                    (0..n).all(|i| (0..n).any(|j| e[j] == cells[i] && contents[j] == contents[i]))
                }
                Choice::Country(_) => false,
            };
            if repeats && out[start..].iter().any(same) {
                continue;
            }
            out.push(Choice::Take {
                opt,
                tile,
                cells: packed,
            });
        }
    }
}

/// The engine's move for a choice of `seat`.
fn engine_move(game: &Game, seat: Seat, choice: Choice) -> Move {
    match choice {
        Choice::Country(country) => Move::Country { seat, country },
        Choice::Take { opt, tile, cells } => {
            let board = game.board(seat).expect("a seat that takes has a country");
            Move::Take {
                seat,
                opt,
                labels: cells_of(tile, &cells)
                    .map(|c| board.label(c).to_owned())
                    .collect(),
            }
        }
    }
}

impl Searchable for Game {
    type Move = Choice;

    fn players(&self) -> usize {
        Game::players(self)
    }

    fn to_move(&self, out: &mut Vec<Seat>) {
        out.clear();
        match self.phase {
            Phase::Choosing => out.extend(self.choosing()),
            Phase::Playing => out.extend(self.actor()),
            Phase::Over => {}
        }
    }

    fn legal(&self, seat: Seat, out: &mut Vec<Choice>) {
        match self.phase {
            Phase::Choosing if self.boards.get(seat).is_some_and(Option::is_none) => {
                out.extend(CountryId::ALL.map(Choice::Country));
            }
            Phase::Playing if self.actor() == Some(seat) => {
                let board = self.board(seat).expect("the seat to move has a country");
                for (opt, _, tile) in self.options(seat) {
                    placements(board, opt, tile, out);
                }
            }
            _ => {}
        }
    }

    fn play(&mut self, seat: Seat, mv: &Choice) {
        let mv = engine_move(self, seat, *mv);
        self.apply(&mv).expect("the search plays legal moves only");
    }

    fn is_over(&self) -> bool {
        self.is_finished()
    }

    fn score(&self, seat: Seat) -> f64 {
        f64::from(self.scores()[seat].total)
    }

    fn scores(&self, out: &mut Vec<f64>) {
        out.clear();
        out.extend(Game::scores(self).iter().map(|s| f64::from(s.total)));
    }

    /// The tiles left in each stack are dealt in a fresh order; during set-up, every other
    /// seat's country (chosen in secret, or not yet) is drawn afresh. What is left is sorted
    /// before it is shuffled, so that two games differing only in what `viewer` cannot know
    /// give the very same worlds.
    fn determinize(&self, viewer: Seat, rng: &mut Rng) -> Game {
        let mut world = self.clone();
        for (stack, drawn) in world.setup.stacks.iter_mut().zip(self.drawn) {
            let unseen = &mut stack[drawn..];
            unseen.sort_unstable();
            rng.shuffle(unseen);
        }
        if self.phase == Phase::Choosing {
            for seat in 0..Game::players(self) {
                if seat != viewer && !self.resigned[seat] && self.boards[seat].is_some() {
                    let country = CountryId::ALL[rng.below(CountryId::ALL.len() as u32) as usize];
                    world.boards[seat] = Some(Board::new(country));
                }
            }
        }
        world
    }

    fn playout_move(&self, seat: Seat, moves: &[Choice], rng: &mut Rng) -> usize {
        let Some(board) = self.board(seat) else {
            return rng.below(moves.len() as u32) as usize;
        };
        let quick = Quick::new(board);
        let mut best = (f64::NEG_INFINITY, 0);
        for (i, mv) in moves.iter().enumerate() {
            let Choice::Take { tile, cells, .. } = mv else {
                return rng.below(moves.len() as u32) as usize;
            };
            // A little noise breaks ties at random and keeps playouts varied.
            let rating = quick.gain(board, *tile, *cells) + f64::from(rng.below(100)) / 200.0;
            if rating > best.0 {
                best = (rating, i);
            }
        }
        best.1
    }

    /// What the move scores at once (everyone's countries as they are).
    fn priors(&self, seat: Seat, moves: &[Choice], out: &mut Vec<f64>) {
        let Some(mut boards) = self.boards.iter().cloned().collect::<Option<Vec<Board>>>() else {
            out.extend(moves.iter().map(|_| 0.0));
            return;
        };
        let facilities = self.setup.options.facilities;
        let solo = self.is_solo();
        let now = score::score(&boards, facilities, solo)[seat].total;
        for mv in moves {
            let Choice::Take { tile, cells, .. } = mv else {
                out.push(0.0);
                continue;
            };
            let board = &mut boards[seat];
            let before: Vec<(usize, Option<Content>, u16)> = cells_of(*tile, cells)
                .map(|c| (c, board.cells[c], board.piece[c]))
                .collect();
            for (c, &content) in cells_of(*tile, cells).zip(tile.contents()) {
                board.cells[c] = Some(content);
                board.piece[c] = u16::MAX;
            }
            let after = score::score(&boards, facilities, solo)[seat].total;
            out.push(f64::from(after - now));
            let board = &mut boards[seat];
            for (c, content, piece) in before {
                board.cells[c] = content;
                board.piece[c] = piece;
            }
        }
    }

    fn margin_scale(&self) -> f64 {
        10.0
    }

    /// Measured on the release build after the engine was made faster: at 30 a move of the
    /// strong level took 84 ms of CPU on one core (user time of `tucana ai`, 102 moves of
    /// seed 3), about 89 moves a millisecond, rounded down (`docs/ai.md`).
    fn moves_per_ms(&self) -> f64 {
        85.0
    }

    fn text(&self, seat: Seat, mv: &Choice) -> String {
        match *mv {
            Choice::Country(country) => country.name().to_owned(),
            Choice::Take { opt, tile, cells } => {
                let board = self.board(seat).expect("a seat that takes has a country");
                let labels: Vec<&str> = cells_of(tile, &cells).map(|c| board.label(c)).collect();
                format!("{opt} {}", labels.join(" "))
            }
        }
    }

    fn gains(&self, seat: Seat, mv: &Choice) -> String {
        match *mv {
            Choice::Country(country) => format!("country {}", country.index() + 1),
            Choice::Take { tile, .. } => {
                let mut gain = Vec::new();
                self.priors(seat, std::slice::from_ref(mv), &mut gain);
                let gain = gain.first().copied().unwrap_or(0.0) as i32;
                let sign = if gain >= 0 { "+" } else { "−" };
                format!("{sign}{} now · {}", gain.abs(), tile.describe())
            }
        }
    }
}

/// A cheap rating of placements on one board, for playouts: what the move's land adds to
/// the areas (the weakest land type counted twice, as scored), one point per sand cell
/// covered, and a flat value per facility.
struct Quick {
    /// Each cell's area (an index into `sizes`), for land cells.
    area: Vec<u8>,
    sizes: Vec<(Land, usize)>,
    land: [i32; 4],
}

/// No area.
const NONE: u8 = u8::MAX;
/// What a facility is worth on average, for a playout.
const FACILITY: f64 = 2.5;

impl Quick {
    fn new(board: &Board) -> Quick {
        let country = board.country.country();
        let mut area = vec![NONE; board.cells.len()];
        let mut sizes = Vec::new();
        let mut land = [0i32; 4];
        let mut stack = Vec::new();
        for start in 0..board.cells.len() {
            let Some(Content::Land(kind)) = board.cells[start] else {
                continue;
            };
            if area[start] != NONE {
                continue;
            }
            let id = sizes.len() as u8;
            area[start] = id;
            stack.push(start);
            let mut size = 0;
            while let Some(c) = stack.pop() {
                size += 1;
                for &n in country.neighbours[c].iter().flatten() {
                    if area[n] == NONE && board.cells[n] == Some(Content::Land(kind)) {
                        area[n] = id;
                        stack.push(n);
                    }
                }
            }
            sizes.push((kind, size));
            land[kind.index()] += area_vp(size) as i32;
        }
        Quick { area, sizes, land }
    }

    fn gain(&self, board: &Board, tile: TileId, cells: [u8; 3]) -> f64 {
        let country = board.country.country();
        let contents = tile.contents();
        let n = contents.len();
        let mut land = self.land;
        let mut facilities = 0usize;
        // Tile cells of one land type join each other (when adjacent or touching one area)
        // and the areas they touch: a tiny union of at most three cells.
        let mut group = [0usize, 1, 2];
        let mut touches: [[u8; 6]; 3] = [[NONE; 6]; 3];
        for i in 0..n {
            let Content::Land(kind) = contents[i] else {
                facilities += 1;
                continue;
            };
            let c = usize::from(cells[i]);
            let mut k = 0;
            for &nb in country.neighbours[c].iter().flatten() {
                let a = self.area[nb];
                if a != NONE
                    && self.sizes[usize::from(a)].0 == kind
                    && !touches[i][..k].contains(&a)
                {
                    touches[i][k] = a;
                    k += 1;
                }
            }
            for j in 0..i {
                if contents[j] != contents[i] {
                    continue;
                }
                let cj = usize::from(cells[j]);
                let adjacent = country.neighbours[c].contains(&Some(cj));
                let shared = touches[i]
                    .iter()
                    .any(|&a| a != NONE && touches[j].contains(&a));
                if adjacent || shared {
                    let (from, to) = (group[i], group[j]);
                    for g in group.iter_mut() {
                        if *g == from {
                            *g = to;
                        }
                    }
                }
            }
        }
        for root in 0..n {
            let Content::Land(kind) = contents[root] else {
                continue;
            };
            if group[root] != root && (0..root).any(|j| group[j] == group[root]) {
                continue;
            }
            // The first cell of its group: the group's new area replaces the areas it touches.
            let mut merged = [NONE; 18];
            let mut m = 0;
            let mut size = 0;
            for i in 0..n {
                if group[i] != group[root] {
                    continue;
                }
                size += 1;
                for &a in touches[i].iter().filter(|&&a| a != NONE) {
                    if !merged[..m].contains(&a) {
                        merged[m] = a;
                        m += 1;
                    }
                }
            }
            let t = kind.index();
            for &a in &merged[..m] {
                let old = self.sizes[usize::from(a)].1;
                size += old;
                land[t] -= area_vp(old) as i32;
            }
            land[t] += area_vp(size) as i32;
        }
        let total = |l: [i32; 4]| l.iter().sum::<i32>() + l.iter().min().copied().unwrap_or(0);
        f64::from(total(land) - total(self.land)) + n as f64 + FACILITY * facilities as f64
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::search::{choose, Work};
    use crate::game::Level;
    use crate::games::combi_nations::state::{Options, Setup};

    impl Choice {
        pub(super) fn take(opt: Opt, tile: TileId, cells: &[usize]) -> Choice {
            let mut packed = [u8::MAX; 3];
            for (p, &c) in packed.iter_mut().zip(cells) {
                *p = c as u8;
            }
            Choice::Take {
                opt,
                tile,
                cells: packed,
            }
        }
    }

    #[test]
    fn lists_the_engines_legal_moves_in_its_order() {
        for seed in 0..12 {
            let players = 1 + seed as usize % 4;
            let mut game = crate::games::combi_nations::sim::random_game(players, seed);
            // Rewind to a position part of the way in: replay a prefix of the log.
            let log = game.log().to_vec();
            let setup = game.setup.clone();
            for cut in [players, log.len() / 3, log.len() / 2, log.len() * 9 / 10] {
                game = Game::replay(setup.clone(), &log[..cut]).unwrap();
                let mut seats = Vec::new();
                game.to_move(&mut seats);
                for seat in seats {
                    let mut ours = Vec::new();
                    game.legal(seat, &mut ours);
                    let board = game.board(seat).unwrap();
                    let engine: Vec<Choice> = game
                        .options(seat)
                        .into_iter()
                        .flat_map(|(opt, _, tile)| {
                            board
                                .legal_placements(tile)
                                .into_iter()
                                .map(move |cells| Choice::take(opt, tile, &cells))
                        })
                        .collect();
                    assert_eq!(ours, engine, "seed {seed}, {cut} moves in");
                }
            }
        }
    }

    #[test]
    fn a_solo_game_plays_to_its_end() {
        let setup = Setup::from_seed(
            3,
            Options {
                country: Some(CountryId::Delta),
                ..Options::default()
            },
            1,
        )
        .unwrap();
        let mut game = Game::new(setup);
        let mut rng = Rng::new(1, 0);
        while !game.is_finished() {
            let mv = choose(&game, 0, Level::Strong, Work(200), &mut rng).unwrap();
            game.play(0, &mv);
        }
        assert!(game.scores()[0].total > 0);
    }
}
