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
        let quick = Quick::new(board, self.is_solo());
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
        immediate(self, seat, moves, out);
    }

    fn margin_scale(&self) -> f64 {
        10.0
    }

    /// Measured on the release build after the engine was made faster: at 30 a move of the
    /// strong level took 84 ms of CPU on one core (user time of `tucana ai`, 102 moves of
    /// seed 3), about 89 moves a millisecond, 85 rounded down; the playout rating by the
    /// facilities' rules and the shut-in cells costs about a fifth more CPU a move (user time
    /// of the same two games, 10.35 s against 8.62 s), so 70 (`docs/ai.md`).
    fn moves_per_ms(&self) -> f64 {
        70.0
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
                immediate(self, seat, std::slice::from_ref(mv), &mut gain);
                let gain = gain.first().copied().unwrap_or(0.0) as i32;
                let sign = if gain >= 0 { "+" } else { "−" };
                format!("{sign}{} now · {}", gain.abs(), tile.describe())
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

/// A cheap rating of placements on one board, for playouts: what the move's land adds to
/// the areas (the weakest land type counted twice, as scored), what it does to the empty
/// sand (the penalty, or a BIRD CONSERVATION's points), what it changes for the facilities
/// already there (each by its own rule), and what a facility it brings is likely to be worth
/// by the end (its rule now, plus what the cells still open round it and the turns still to
/// come are likely to add).
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
}

/// No area.
const NONE: u8 = u8::MAX;
/// The share of the tiles still to come that carry a facility, a little under the stacks'
/// 48%: the turns left are counted generously.
const FACILITY_RATE: f64 = 0.4;
/// What a sand cell shut in by a placement costs, for a playout.
const SHUT_IN: f64 = 1.5;
/// Cells a turn covers on average (240 cells on 100 tiles).
const CELLS_A_TURN: f64 = 2.4;
/// The chance that an open cell next to a facility gets the land type (or the facility)
/// its rule counts.
const OPEN_CELL: f64 = 0.3;

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
        Quick {
            area,
            sizes,
            land,
            areas,
            facilities,
            birds,
            sand,
            solo,
        }
    }

    fn gain(&self, board: &Board, tile: TileId, cells: [u8; 3]) -> f64 {
        let country = board.country.country();
        let contents = tile.contents();
        let n = contents.len();
        let mut land = self.land;
        let mut areas = self.areas;
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
            areas[t] += 1 - m as i32;
        }
        let total = |l: [i32; 4]| l.iter().sum::<i32>() + l.iter().min().copied().unwrap_or(0);
        let mut gain = f64::from(total(land) - total(self.land));
        // Empty sand: a point of penalty saved per cell, or a point lost per BIRD
        // CONSERVATION.
        gain += if self.birds > 0 {
            -f64::from(self.birds) * n as f64
        } else {
            n as f64
        };
        let placed = |c: usize| cells[..n].iter().position(|&p| usize::from(p) == c);
        // A sand cell the placement shuts in (no sand left next to it) can only take a
        // single, of which there are few: likely empty sand at the end.
        {
            let mut seen = [usize::MAX; 18];
            let mut k = 0;
            for &p in &cells[..n] {
                for &nb in country.neighbours[usize::from(p)].iter().flatten() {
                    if board.cells[nb].is_some() || placed(nb).is_some() || seen[..k].contains(&nb)
                    {
                        continue;
                    }
                    seen[k] = nb;
                    k += 1;
                    let shut = country.neighbours[nb]
                        .iter()
                        .flatten()
                        .all(|&m| board.cells[m].is_some() || placed(m).is_some());
                    if shut {
                        gain -= SHUT_IN;
                    }
                }
            }
        }
        // The facilities already there, by their rules.
        let others = self.facilities.len() as i32;
        for &(fc, f) in &self.facilities {
            let near = country.neighbours[fc]
                .iter()
                .flatten()
                .filter_map(|&nb| placed(nb));
            gain += f64::from(match f {
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
            gain += if f.group_a() {
                if self.solo {
                    2.0
                } else {
                    1.5
                }
            } else {
                match f {
                    Facility::HikersCabins | Facility::Farm | Facility::Mall | Facility::Harbor => {
                        let kind = Content::Land(counted(f));
                        around.filter(|&nb| board.cells[nb] == Some(kind)).count() as f64
                            + OPEN_CELL * open
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
                        (seen + 2.0 * OPEN_CELL * open).min(4.0)
                    }
                    Facility::Bank => {
                        let now = around
                            .filter(|&nb| matches!(board.cells[nb], Some(Content::Facility(_))))
                            .count() as f64;
                        2.0 * (now + OPEN_CELL / 2.0 * open)
                    }
                    Facility::Hotel => others + FACILITY_RATE * left,
                    Facility::Watchtower => (4.0 - others - FACILITY_RATE * left).max(0.0),
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
        gain
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
