//! Combi-Nations' computer players and hints: its engine as the core's search sees it
//! ([`Searchable`]). The search is the core's; this says what a move is, what a seat cannot
//! know (the order of the tiles left in the stacks; while countries are chosen, the others'
//! choices), and how to rate a move cheaply.

use std::sync::OnceLock;

use super::data::{Content, Country, CountryId, Facility, Land, Stack, TileId};
use super::hex;
use super::score::{self, area_vp};
use super::state::{Board, Game, Move, Opt, Phase};
use crate::game::rng::Rng;
use crate::game::search::{Method, Searchable};
use crate::game::Seat;
use crate::words::{msg, Msg};

/// The solo game's moves compared by the search, the best by prior: on the 200 games of
/// seed 1, 24 gave 90.05, 16 gave 89.6, 8 gave 88.9, 32 gave 89.9 (`docs/ai.md`).
const SOLO_CANDIDATES: usize = 24;

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

/// A country's cells as bit masks (a country has 42 cells): each cell's neighbours, and the
/// cells 2 or fewer away from it (itself included).
struct Masks {
    next: Vec<u64>,
    within_2: Vec<u64>,
}

fn masks(country: CountryId) -> &'static Masks {
    static MASKS: OnceLock<Vec<Masks>> = OnceLock::new();
    let all = MASKS.get_or_init(|| {
        CountryId::ALL
            .iter()
            .map(|&id| {
                let country = id.country();
                assert!(country.len() <= 64, "a country's cells fit a mask");
                let bits = |keep: &dyn Fn(usize) -> bool| {
                    (0..country.len())
                        .filter(|&o| keep(o))
                        .fold(0u64, |m, o| m | 1 << o)
                };
                Masks {
                    next: (0..country.len())
                        .map(|c| bits(&|o| country.neighbours[c].contains(&Some(o))))
                        .collect(),
                    within_2: (0..country.len())
                        .map(|c| bits(&|o| hex::distance(country.cells[c], country.cells[o]) <= 2))
                        .collect(),
                }
            })
            .collect()
    });
    &all[country.index()]
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
        let quick = Quick::new(board, self.is_solo());
        let mut best = (f64::NEG_INFINITY, 0);
        for (i, mv) in moves.iter().enumerate() {
            let Choice::Take { opt, tile, cells } = mv else {
                return rng.below(moves.len() as u32) as usize;
            };
            // A little noise breaks ties at random and keeps playouts varied.
            let rating = quick.gain(board, *opt, *tile, *cells)
                + W.noise * f64::from(rng.below(100)) / 100.0;
            if rating > best.0 {
                best = (rating, i);
            }
        }
        best.1
    }

    /// Half what the move scores at once (everyone's countries as they are) plus the
    /// playouts' rating: the score now alone leaves out what a move prepares or spoils
    /// (`docs/ai.md`).
    fn priors(&self, seat: Seat, moves: &[Choice], out: &mut Vec<f64>) {
        let start = out.len();
        immediate(self, seat, moves, out);
        let Some(board) = self.board(seat) else {
            return;
        };
        let quick = Quick::new(board, self.is_solo());
        for (prior, mv) in out[start..].iter_mut().zip(moves) {
            if let Choice::Take { opt, tile, cells } = mv {
                *prior = *prior * 0.5 + quick.gain(board, *opt, *tile, *cells);
            }
        }
    }

    /// The solo game is played against the deck: a move's worth depends on the tiles to
    /// come far more than on any reply, so its moves are compared on the same deals
    /// (`docs/ai.md`). With several players, the tree.
    fn method(&self) -> Method {
        if self.is_solo() {
            Method::Halving {
                candidates: SOLO_CANDIDATES,
            }
        } else {
            Method::Tree
        }
    }

    fn margin_scale(&self) -> f64 {
        10.0
    }

    /// Measured by CPU time on the release build, for each method apart (`docs/ai.md`). The
    /// solo game's halving: at 70, a strong move took 183 ms of CPU (user time of `tucana
    /// ai`, 102 moves of seed 3, the strong level's share), so 95 for about 250 ms. The tree
    /// of several players works out the priors (a score of the whole country per move) at
    /// every node it widens, CPU the count of moves leaves out: at 95 a strong move of a
    /// two-player game took 469 ms, so 50.
    fn moves_per_ms(&self) -> f64 {
        if self.is_solo() {
            95.0
        } else {
            50.0
        }
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

    fn gains(&self, seat: Seat, mv: &Choice) -> Msg {
        match *mv {
            Choice::Country(country) => msg!("combi-nations-country-n", n = country.index() + 1),
            Choice::Take { tile, .. } => {
                let mut gain = Vec::new();
                immediate(self, seat, std::slice::from_ref(mv), &mut gain);
                let gain = gain.first().copied().unwrap_or(0.0) as i32;
                msg!(
                    "combi-nations-hint-gains",
                    gain = super::play::signed(gain),
                    tile = tile.describe()
                )
            }
        }
    }
}

/// What each move scores at once (everyone's countries as they are), appended to `out`.
fn immediate(game: &Game, seat: Seat, moves: &[Choice], out: &mut Vec<f64>) {
    let Some(mut boards) = game.boards.iter().cloned().collect::<Option<Vec<Board>>>() else {
        out.extend(moves.iter().map(|_| 0.0));
        return;
    };
    let facilities = game.setup.options.facilities;
    let solo = game.is_solo();
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

/// A cheap rating of placements on one board, for playouts (and, with what a move scores
/// at once, the prior): what the move's land adds to the areas (the weakest land type
/// counted twice, as scored), what it does to the empty sand (the penalty, or a BIRD
/// CONSERVATION's points, and the sand cells it shuts in), what it changes for the
/// facilities already there (each by its own rule), what a facility it brings is likely to
/// be worth by the end (its rule now, plus what the cells still open round it and the turns
/// still to come are likely to add), and what it does to the areas' room to grow: a new area
/// (worse when no cell of its type is near), the sand next to each type's largest area taken
/// by something else, land of the type with the fewest cells. Using the U-turn costs a
/// little: it can be used once. Weighted by [`W`].
struct Quick {
    /// Each cell's area (an index into `sizes`), for land cells.
    area: Vec<u8>,
    sizes: Vec<(Land, usize)>,
    land: [i32; 4],
    /// The number of areas of each land type.
    areas: [i32; 4],
    /// The facility cells, with their facility.
    facilities: Vec<(usize, Facility)>,
    /// BIRD CONSERVATIONs among them.
    birds: i32,
    sand: usize,
    /// Whether group A facilities score a flat 2 (the solo game).
    solo: bool,
    /// Sand cells next to the largest area of each type.
    front: [u64; 4],
    /// Cells 2 or fewer away from a cell of each land type.
    near: [u64; 4],
    /// The sand cells.
    sand_mask: u64,
    /// The land types with the fewest cells (all four on an empty board).
    weakest: [bool; 4],
}

/// No area.
const NONE: u8 = u8::MAX;

/// The rating's weights. The rating is the playouts' whole policy, so they were tuned on
/// that policy alone (no search): solo games played by the best-rated move, 3,000 games a
/// trial, one weight nudged at a time and kept when the mean rose (`docs/ai.md`). They
/// took the policy from 71 to 77, and the search's score with it.
struct Weights {
    /// The change of the land score (areas, the weakest type twice).
    land: f64,
    /// Each sand cell covered (the penalty saved).
    sand: f64,
    /// Each cell of the tile after the first (on top of `sand`).
    more_cells: f64,
    /// Each sand cell shut in: no sand left next to it, so only a single can fill it.
    shut_in: f64,
    /// What the placement changes for the facilities already there.
    existing: f64,
    /// What a facility the tile brings is likely to be worth at the end.
    fresh: f64,
    /// The chance that an open cell next to a facility gets what its rule counts.
    open_cell: f64,
    /// Facilities still to come per turn left (a HOTEL's gain, a WATCHTOWER's loss).
    facility_rate: f64,
    /// A group-A facility in the solo game (it scores 2 whatever happens).
    group_a_solo: f64,
    /// A new area (land touching no area of its type).
    new_area: f64,
    /// ...and, on top, when a cell of its type is 2 away (one cell can join them later).
    near_new_area: f64,
    /// ...or when it is farther.
    far_new_area: f64,
    /// Each land cell of the type with the fewest cells.
    weakest_type: f64,
    /// Each sand cell next to a type's largest area taken by something else.
    frontier_lost: f64,
    /// A type's largest area left with no sand next to it.
    frontier_closed: f64,
    /// Using the U-turn (once a game).
    uturn: f64,
    /// Each option number above 1.
    option_step: f64,
    /// The noise that breaks ties and varies playouts: up to this much.
    noise: f64,
}

const W: Weights = Weights {
    land: 1.0,
    sand: 0.428,
    more_cells: -0.606,
    shut_in: 1.013,
    existing: 0.953,
    fresh: 1.156,
    open_cell: 0.326,
    facility_rate: 1.669,
    group_a_solo: 1.45,
    new_area: 0.714,
    near_new_area: 0.371,
    far_new_area: 0.896,
    weakest_type: 0.395,
    frontier_lost: 0.5,
    frontier_closed: 0.109,
    uturn: 2.69,
    option_step: -0.162,
    noise: 0.5,
};

/// Cells a turn covers on average (240 cells on 100 tiles).
const CELLS_A_TURN: f64 = 2.4;

impl Quick {
    fn new(board: &Board, solo: bool) -> Quick {
        let country = board.country.country();
        let mut area = vec![NONE; board.cells.len()];
        let mut sizes = Vec::new();
        let mut land = [0i32; 4];
        let mut areas = [0i32; 4];
        let mut facilities = Vec::new();
        let mut sand = 0;
        let mut stack = Vec::new();
        for start in 0..board.cells.len() {
            let kind = match board.cells[start] {
                Some(Content::Land(kind)) => kind,
                Some(Content::Facility(f)) => {
                    facilities.push((start, f));
                    continue;
                }
                None => {
                    sand += 1;
                    continue;
                }
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
            areas[kind.index()] += 1;
        }
        let birds = facilities
            .iter()
            .filter(|(_, f)| *f == Facility::BirdConservation)
            .count() as i32;
        let mut main = [NONE; 4];
        for (id, &(kind, size)) in sizes.iter().enumerate() {
            let t = kind.index();
            if main[t] == NONE || sizes[usize::from(main[t])].1 < size {
                main[t] = id as u8;
            }
        }
        let table = masks(board.country);
        let mut front = [0u64; 4];
        let mut mask = [0u64; 4];
        let mut near = [0u64; 4];
        let mut sand_mask = 0u64;
        for c in 0..board.cells.len() {
            match board.cells[c] {
                Some(Content::Land(kind)) => {
                    mask[kind.index()] |= 1 << c;
                    near[kind.index()] |= table.within_2[c];
                }
                None => {
                    sand_mask |= 1 << c;
                    for &nb in country.neighbours[c].iter().flatten() {
                        let a = area[nb];
                        if a != NONE {
                            let t = sizes[usize::from(a)].0.index();
                            if main[t] == a {
                                front[t] |= 1 << c;
                            }
                        }
                    }
                }
                _ => {}
            }
        }
        let counts: [u32; 4] = std::array::from_fn(|t| mask[t].count_ones());
        let low = counts.iter().min().copied().unwrap_or(0);
        let weakest = counts.map(|n| n == low);
        Quick {
            area,
            sizes,
            land,
            areas,
            facilities,
            birds,
            sand,
            solo,
            front,
            near,
            sand_mask,
            weakest,
        }
    }

    fn gain(&self, board: &Board, opt: Opt, tile: TileId, cells: [u8; 3]) -> f64 {
        let country = board.country.country();
        let contents = tile.contents();
        let n = contents.len();
        let mut land = self.land;
        let mut areas = self.areas;
        let mut facilities = 0usize;
        let mut extra = 0.0;
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
            if m == 0 {
                extra -= W.new_area;
                // Whether a cell of its type is 2 away (none is next to it).
                let near = (0..n)
                    .filter(|&i| group[i] == group[root])
                    .any(|i| self.near[t] & (1 << cells[i]) != 0);
                extra -= if near {
                    W.near_new_area
                } else {
                    W.far_new_area
                };
            }
            for &a in &merged[..m] {
                let old = self.sizes[usize::from(a)].1;
                size += old;
                land[t] -= area_vp(old) as i32;
            }
            land[t] += area_vp(size) as i32;
            areas[t] += 1 - m as i32;
        }
        let total = |l: [i32; 4]| l.iter().sum::<i32>() + l.iter().min().copied().unwrap_or(0);
        let mut gain = W.land * f64::from(total(land) - total(self.land)) + extra;
        // Balance: land added to the type with the fewest cells.
        for &c in contents.iter() {
            if let Content::Land(k) = c {
                if self.weakest[k.index()] {
                    gain += W.weakest_type;
                }
            }
        }
        // The frontier of each type's largest area.
        {
            for t in 0..4 {
                let front = self.front[t];
                if front == 0 {
                    continue;
                }
                let mut lost = 0;
                let mut grows = false;
                for i in 0..n {
                    let c = usize::from(cells[i]);
                    if front & (1 << c) != 0 {
                        if contents[i] == Content::Land(Land::ALL[t]) {
                            grows = true;
                        } else {
                            lost += 1;
                        }
                    }
                }
                gain -= W.frontier_lost * f64::from(lost);
                if !grows && lost == front.count_ones() {
                    gain -= W.frontier_closed;
                }
            }
        }
        if opt.uturn {
            gain -= W.uturn;
        }
        gain -= W.option_step * f64::from(opt.k - 1);
        gain += W.more_cells * (n as f64 - 1.0);
        // Empty sand: a point of penalty saved per cell, or a point lost per BIRD
        // CONSERVATION.
        gain += W.sand
            * if self.birds > 0 {
                -f64::from(self.birds) * n as f64
            } else {
                n as f64
            };
        let placed = |c: usize| cells[..n].iter().position(|&p| usize::from(p) == c);
        let table = masks(board.country);
        let placed_mask = cells[..n].iter().fold(0u64, |m, &c| m | 1 << c);
        let open = self.sand_mask & !placed_mask;
        // A sand cell the placement shuts in (no sand left next to it) can only take a
        // single, of which there are few: likely empty sand at the end.
        let mut edge = cells[..n]
            .iter()
            .fold(0u64, |m, &c| m | table.next[usize::from(c)])
            & open;
        while edge != 0 {
            let nb = edge.trailing_zeros() as usize;
            edge &= edge - 1;
            if table.next[nb] & open == 0 {
                gain -= W.shut_in;
            }
        }
        // The facilities already there, by their rules.
        let others = self.facilities.len() as i32;
        let mut exist = 0.0;
        for &(fc, f) in &self.facilities {
            // Only these count what lies next to them; the rest change with the whole country.
            let local = matches!(
                f,
                Facility::HikersCabins
                    | Facility::Farm
                    | Facility::Mall
                    | Facility::Harbor
                    | Facility::Zoo
                    | Facility::Bank
            );
            if local && table.next[fc] & placed_mask == 0 {
                continue;
            }
            let near = country.neighbours[fc]
                .iter()
                .flatten()
                .filter_map(|&nb| placed(nb));
            exist += f64::from(match f {
                Facility::HikersCabins | Facility::Farm | Facility::Mall | Facility::Harbor => {
                    let kind = Content::Land(counted(f));
                    near.filter(|&i| contents[i] == kind).count() as i32
                }
                Facility::Zoo => {
                    let mut seen = [false; 4];
                    for &nb in country.neighbours[fc].iter().flatten() {
                        if let Some(Content::Land(l)) = board.cells[nb] {
                            seen[l.index()] = true;
                        }
                    }
                    let mut new = 0;
                    for i in near {
                        if let Content::Land(l) = contents[i] {
                            new += i32::from(!seen[l.index()]);
                            seen[l.index()] = true;
                        }
                    }
                    new
                }
                Facility::Bank => {
                    2 * near
                        .filter(|&i| matches!(contents[i], Content::Facility(_)))
                        .count() as i32
                }
                Facility::Hotel => facilities as i32,
                Facility::Watchtower => {
                    (4 - (others - 1)).max(0) - (4 - (others - 1 + facilities as i32)).max(0)
                }
                Facility::HikingTrails
                | Facility::Market
                | Facility::Metro
                | Facility::DivingSchool => {
                    let t = counted(f).index();
                    (5 - areas[t]).max(0) - (5 - self.areas[t]).max(0)
                }
                Facility::RaceTrack if facilities > 0 => {
                    let old = self.nearest(country, fc);
                    let new = (0..n)
                        .filter(|&i| matches!(contents[i], Content::Facility(_)))
                        .map(|i| {
                            hex::distance(country.cells[fc], country.cells[usize::from(cells[i])])
                                - 1
                        })
                        .min()
                        .unwrap_or(i32::MAX);
                    old.map_or(new, |old| new.min(old)) - old.unwrap_or(0)
                }
                _ => 0,
            });
        }
        gain += W.existing * exist;
        let (open_cell, facility_rate) = (W.open_cell, W.facility_rate);
        let mut fresh = 0.0;
        // A facility the tile brings: what it is likely to be worth at the end.
        let left = (self.sand.saturating_sub(n) as f64 / CELLS_A_TURN).min(16.0);
        for i in 0..n {
            let Content::Facility(f) = contents[i] else {
                continue;
            };
            let c = usize::from(cells[i]);
            let own = |nb: usize| placed(nb).is_some();
            let around = country.neighbours[c].iter().flatten().copied();
            let open = around
                .clone()
                .filter(|&nb| board.cells[nb].is_none() && !own(nb))
                .count() as f64;
            let others = f64::from(others) + (facilities - 1) as f64;
            fresh += if f.group_a() {
                if self.solo {
                    W.group_a_solo
                } else {
                    1.5
                }
            } else {
                match f {
                    Facility::HikersCabins | Facility::Farm | Facility::Mall | Facility::Harbor => {
                        let kind = Content::Land(counted(f));
                        around.filter(|&nb| board.cells[nb] == Some(kind)).count() as f64
                            + open_cell * open
                    }
                    Facility::Zoo => {
                        let mut seen = [false; 4];
                        for nb in around {
                            let content = placed(nb).map(|j| contents[j]).or(board.cells[nb]);
                            if let Some(Content::Land(l)) = content {
                                seen[l.index()] = true;
                            }
                        }
                        let seen = seen.iter().filter(|&&s| s).count() as f64;
                        (seen + 2.0 * open_cell * open).min(4.0)
                    }
                    Facility::Bank => {
                        let now = around
                            .filter(|&nb| matches!(board.cells[nb], Some(Content::Facility(_))))
                            .count() as f64;
                        2.0 * (now + open_cell / 2.0 * open)
                    }
                    Facility::Hotel => others + facility_rate * left,
                    Facility::Watchtower => (4.0 - others - facility_rate * left).max(0.0),
                    Facility::HikingTrails
                    | Facility::Market
                    | Facility::Metro
                    | Facility::DivingSchool => {
                        f64::from((5 - areas[counted(f).index()]).max(0)) - 0.5
                    }
                    Facility::Viewpoint => 2.0,
                    Facility::Airport => f64::from((1 + country.border_distance[c]).min(3)),
                    Facility::Customs => f64::from(country.border_sides[c]),
                    Facility::RaceTrack => {
                        let near = self.nearest(country, c);
                        near.map_or(2.0, |d| f64::from(d.min(4)) * 0.8)
                    }
                    Facility::BirdConservation => 4.0,
                    _ => 0.0,
                }
            };
        }
        gain + W.fresh * fresh
    }

    /// The cells between `c` and its nearest facility (other than `c`), if it has one.
    fn nearest(&self, country: &Country, c: usize) -> Option<i32> {
        self.facilities
            .iter()
            .filter(|&&(o, _)| o != c)
            .map(|&(o, _)| hex::distance(country.cells[c], country.cells[o]) - 1)
            .min()
    }
}

/// The land type a facility's rule counts (HIKERS' CABINS and HIKING TRAILS forest, and so
/// on); grass for any other (never asked).
fn counted(f: Facility) -> Land {
    match f {
        Facility::HikersCabins | Facility::HikingTrails => Land::Forest,
        Facility::Mall | Facility::Metro => Land::City,
        Facility::Harbor | Facility::DivingSchool => Land::Lake,
        _ => Land::Grass,
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
