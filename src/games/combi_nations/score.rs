//! Scoring (combi-nations.md §7): areas by the area table, the weakest land type again,
//! every facility on its own, the empty-sand penalty (or BIRD CONSERVATION), and ranks.

use super::data::{Content, Facility, Land};
use super::hex;
use super::state::{Board, Facilities};

/// VP of one area, by size (§1); 15 or more gives 34.
pub const AREA_VP: [u32; 16] = [0, 0, 1, 2, 4, 6, 8, 10, 13, 16, 19, 22, 25, 28, 31, 34];

pub fn area_vp(size: usize) -> u32 {
    AREA_VP[size.min(15)]
}

/// One facility cell's points.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FacilityScore {
    pub cell: usize,
    pub facility: Facility,
    pub vp: u32,
}

/// A country's score, part by part.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CountryScore {
    /// The sizes of each land type's areas, largest first, in the order of [`Land::ALL`].
    pub areas: [Vec<usize>; 4],
    /// Each land type's score.
    pub land: [u32; 4],
    /// The land type counted twice (the first of the lowest, in F, G, C, L order).
    pub doubled: Land,
    pub facilities: Vec<FacilityScore>,
    pub empty: usize,
    /// VP lost to empty sand (0 with a BIRD CONSERVATION, unless facilities are simple).
    pub penalty: u32,
    /// Below 0 early in a game, when empty sand outweighs the rest.
    pub total: i32,
    /// 1 + the countries strictly better on (total, lowest land score, fewer empty sand).
    pub rank: usize,
}

impl CountryScore {
    pub fn lowest(&self) -> u32 {
        self.land[self.doubled.index()]
    }

    pub fn facility_vp(&self) -> u32 {
        self.facilities.iter().map(|f| f.vp).sum()
    }

    /// What breaks a tie of totals, higher better: the lowest land score, then fewer empty
    /// sand cells (§7.6).
    pub fn tiebreak(&self) -> u32 {
        self.lowest() * 100 + (99 - self.empty.min(99) as u32)
    }
}

/// Each cell's area (index into a list of (land, size)), for land cells.
struct Areas {
    of: Vec<Option<usize>>,
    list: Vec<(Land, usize)>,
}

fn areas(board: &Board) -> Areas {
    let country = board.country.country();
    let mut of = vec![None; board.cells.len()];
    let mut list = Vec::new();
    for start in 0..board.cells.len() {
        let Some(Content::Land(land)) = board.cells[start] else {
            continue;
        };
        if of[start].is_some() {
            continue;
        }
        let id = list.len();
        let mut stack = vec![start];
        of[start] = Some(id);
        let mut size = 0;
        while let Some(c) = stack.pop() {
            size += 1;
            for &n in country.neighbours[c].iter().flatten() {
                if of[n].is_none() && board.cells[n] == Some(Content::Land(land)) {
                    of[n] = Some(id);
                    stack.push(n);
                }
            }
        }
        list.push((land, size));
    }
    Areas { of, list }
}

/// Every country's score; `boards` in seat order. `solo`: group A gives 2 VP each (§8).
pub fn score(boards: &[Board], facilities: Facilities, solo: bool) -> Vec<CountryScore> {
    let all: Vec<Areas> = boards.iter().map(areas).collect();
    let largest = |land: Option<Land>| -> usize {
        all.iter()
            .flat_map(|a| a.list.iter())
            .filter(|(l, _)| land.is_none_or(|x| x == *l))
            .map(|&(_, s)| s)
            .max()
            .unwrap_or(0)
    };
    let largest_of: [usize; 4] = Land::ALL.map(|l| largest(Some(l)));
    let largest_any = largest(None);
    let facility_count = |b: &Board| {
        b.cells
            .iter()
            .filter(|c| matches!(c, Some(Content::Facility(_))))
            .count()
    };
    let counts: Vec<usize> = boards.iter().map(facility_count).collect();
    let empties: Vec<usize> = boards.iter().map(Board::sand).collect();
    let mut scores: Vec<CountryScore> = boards
        .iter()
        .zip(&all)
        .enumerate()
        .map(|(seat, (board, areas))| {
            let country = board.country.country();
            let mut sizes: [Vec<usize>; 4] = Default::default();
            for &(land, size) in &areas.list {
                sizes[land.index()].push(size);
            }
            for s in &mut sizes {
                s.sort_unstable_by(|a, b| b.cmp(a));
            }
            let land = sizes
                .clone()
                .map(|s| s.iter().map(|&n| area_vp(n)).sum::<u32>());
            let doubled = Land::ALL
                .into_iter()
                .min_by_key(|l| land[l.index()])
                .expect("four land types");
            let empty = empties[seat];
            let neighbours = |c: usize| country.neighbours[c].iter().flatten().copied();
            let facility_cells: Vec<usize> = (0..board.cells.len())
                .filter(|&c| matches!(board.cells[c], Some(Content::Facility(_))))
                .collect();
            let others = facility_cells.len().saturating_sub(1) as u32;
            let next_to_largest = |c: usize, land: Option<Land>, target: usize| {
                neighbours(c).any(|n| match (areas.of[n], board.cells[n]) {
                    (Some(a), Some(Content::Land(l))) => {
                        land.is_none_or(|x| x == l) && areas.list[a].1 == target
                    }
                    _ => false,
                })
            };
            let on_other_tile = |c: usize, land: Land| {
                neighbours(c)
                    .filter(|&n| {
                        board.cells[n] == Some(Content::Land(land))
                            && board.piece[n] != board.piece[c]
                    })
                    .count() as u32
            };
            let minus = |land: Land| {
                4u32.saturating_sub(sizes[land.index()].len().saturating_sub(1) as u32)
            };
            let has_bc = facility_cells
                .iter()
                .any(|&c| board.cells[c] == Some(Content::Facility(Facility::BirdConservation)));
            let simple = facilities == Facilities::Simple;
            let facility_scores: Vec<FacilityScore> = facility_cells
                .iter()
                .map(|&c| {
                    let Some(Content::Facility(f)) = board.cells[c] else {
                        unreachable!("a facility cell")
                    };
                    let three = |ok: bool| if ok { 3 } else { 0 };
                    // Simple facilities, and group A alone in the solo game: 2 VP each.
                    let vp = if simple || (solo && f.group_a()) {
                        2
                    } else {
                        match f {
                            Facility::WildlifePark => {
                                three(next_to_largest(c, Some(Land::Forest), largest_of[0]))
                            }
                            Facility::GolfCourse => {
                                three(next_to_largest(c, Some(Land::Grass), largest_of[1]))
                            }
                            Facility::FunPark => {
                                three(next_to_largest(c, Some(Land::City), largest_of[2]))
                            }
                            Facility::TourBoat => {
                                three(next_to_largest(c, Some(Land::Lake), largest_of[3]))
                            }
                            Facility::Restaurant => three(next_to_largest(c, None, largest_any)),
                            Facility::TourOperator => {
                                three(counts.iter().all(|&n| counts[seat] >= n))
                            }
                            Facility::CampSite => three(empties.iter().all(|&n| empty <= n)),
                            Facility::HikersCabins => on_other_tile(c, Land::Forest),
                            Facility::Farm => on_other_tile(c, Land::Grass),
                            Facility::Mall => on_other_tile(c, Land::City),
                            Facility::Harbor => on_other_tile(c, Land::Lake),
                            Facility::HikingTrails => minus(Land::Forest),
                            Facility::Market => minus(Land::Grass),
                            Facility::Metro => minus(Land::City),
                            Facility::DivingSchool => minus(Land::Lake),
                            Facility::Watchtower => 4u32.saturating_sub(others),
                            Facility::Viewpoint => 2,
                            Facility::Bank => {
                                2 * neighbours(c)
                                    .filter(|&n| {
                                        matches!(board.cells[n], Some(Content::Facility(_)))
                                    })
                                    .count() as u32
                            }
                            Facility::Zoo => {
                                let mut seen = [false; 4];
                                for n in neighbours(c) {
                                    if let Some(Content::Land(l)) = board.cells[n] {
                                        seen[l.index()] = true;
                                    }
                                }
                                seen.iter().filter(|&&s| s).count() as u32
                            }
                            Facility::Hotel => others,
                            Facility::Airport => (1 + u32::from(country.border_distance[c])).min(3),
                            Facility::Customs => u32::from(country.border_sides[c]),
                            Facility::RaceTrack => facility_cells
                                .iter()
                                .filter(|&&o| o != c)
                                .map(|&o| {
                                    hex::distance(country.cells[c], country.cells[o]) as u32 - 1
                                })
                                .min()
                                .unwrap_or(0),
                            Facility::BirdConservation => empty as u32,
                        }
                    };
                    FacilityScore {
                        cell: c,
                        facility: f,
                        vp,
                    }
                })
                .collect();
            let penalty = if has_bc && !simple { 0 } else { empty as u32 };
            let land_sum: u32 = land.iter().sum();
            let fac: u32 = facility_scores.iter().map(|f| f.vp).sum();
            let total = (land_sum + land[doubled.index()] + fac) as i32 - penalty as i32;
            CountryScore {
                areas: sizes,
                land,
                doubled,
                facilities: facility_scores,
                empty,
                penalty,
                total,
                rank: 0,
            }
        })
        .collect();
    let keys: Vec<(i32, u32)> = scores.iter().map(|s| (s.total, s.tiebreak())).collect();
    for (s, key) in scores.iter_mut().zip(&keys) {
        s.rank = 1 + keys.iter().filter(|k| *k > key).count();
    }
    scores
}

/// The solo ladder (§8): the highest title a finished solo game's total reaches, by the
/// total that step starts at (its catalog key, `combi-nations-title`).
pub fn title_step(total: i32) -> Option<i32> {
    LADDER
        .iter()
        .find(|(at, _)| total >= *at)
        .map(|(at, _)| *at)
}

/// The solo ladder (§8): the highest title a finished solo game's total reaches.
pub fn title(total: i32) -> Option<&'static str> {
    LADDER.iter().find(|(at, _)| total >= *at).map(|(_, t)| *t)
}

/// The solo ladder's steps, highest first: the total each starts at, and its title.
const LADDER: [(i32, &str); 6] = [
    (110, "Combi-Nation of the year"),
    (100, "A nation to envy"),
    (90, "Capital of the region"),
    (80, "The tourists keep coming"),
    (70, "A town worth a detour"),
    (60, "You turned sand into soil"),
];
