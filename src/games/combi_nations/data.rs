//! The game's components as data: land types, facilities, the 100 land tiles and the five
//! countries, loaded from `assets/combi-nations/` and checked once against what the
//! reference says of them (combi-nations.md §1–§2, combi-nations-tiles.md).

use std::collections::{BTreeMap, HashMap};
use std::fmt;
use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

use super::hex::{self, Cell, DIRECTIONS};
use crate::game::BadData;
use crate::words::Msg;

/// The four land types, in the reference's order (F, G, C, L).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Land {
    Forest,
    Grass,
    City,
    Lake,
}

impl Land {
    pub const ALL: [Land; 4] = [Land::Forest, Land::Grass, Land::City, Land::Lake];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn code(self) -> &'static str {
        ["F", "G", "C", "L"][self.index()]
    }

    /// "forest".
    pub fn name(self) -> &'static str {
        ["forest", "grass", "city", "lake"][self.index()]
    }

    /// Its name for players, in the catalog: "forest".
    pub fn msg(self) -> Msg {
        Msg::new(format!("combi-nations-land-{}", self.name()))
    }

    /// What an area of it is called: "FOREST".
    pub fn area(self) -> &'static str {
        ["FOREST", "GRASSLAND", "CITY", "LAKE"][self.index()]
    }

    /// The plural of [`Land::area`]: "FORESTS".
    pub fn areas(self) -> &'static str {
        ["FORESTS", "GRASSLANDS", "CITIES", "LAKES"][self.index()]
    }
}

/// Defines [`Facility`] with its code, name and group in one table.
macro_rules! facilities {
    ($($v:ident $code:literal $name:literal $group:literal,)*) => {
        /// The 24 facilities (combi-nations.md §1), in the reference's table order.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum Facility { $($v,)* }

        impl Facility {
            pub const ALL: [Facility; 24] = [$(Facility::$v,)*];

            /// The two-letter code: "WP".
            pub fn code(self) -> &'static str {
                match self { $(Facility::$v => $code,)* }
            }

            /// The name, in capitals as the rules write it: "WILDLIFE PARK".
            pub fn name(self) -> &'static str {
                match self { $(Facility::$v => $name,)* }
            }

            /// Its name for players, in the catalog ("WILDLIFE PARK").
            pub fn msg(self) -> Msg {
                Msg::new(format!("combi-nations-facility-{}", self.code().to_ascii_lowercase()))
            }

            /// Group A compares with every player; group B counts the own country only.
            pub fn group_a(self) -> bool {
                match self { $(Facility::$v => $group == 'A',)* }
            }
        }
    };
}

facilities! {
    WildlifePark "WP" "WILDLIFE PARK" 'A',
    GolfCourse "GC" "GOLF COURSE" 'A',
    FunPark "FP" "FUN PARK" 'A',
    TourBoat "TB" "TOUR BOAT" 'A',
    Restaurant "RE" "RESTAURANT" 'A',
    TourOperator "TO" "TOUR OPERATOR" 'A',
    CampSite "CS" "CAMP SITE" 'A',
    HikersCabins "HC" "HIKERS' CABINS" 'B',
    Farm "FA" "FARM" 'B',
    Mall "MA" "MALL" 'B',
    Harbor "HA" "HARBOR" 'B',
    HikingTrails "HT" "HIKING TRAILS" 'B',
    Market "MK" "MARKET" 'B',
    Metro "ME" "METRO" 'B',
    DivingSchool "DS" "DIVING SCHOOL" 'B',
    Watchtower "WT" "WATCHTOWER" 'B',
    Viewpoint "VP" "VIEWPOINT" 'B',
    Bank "BA" "BANK" 'B',
    Zoo "ZO" "ZOO" 'B',
    Hotel "HO" "HOTEL" 'B',
    Airport "AP" "AIRPORT" 'B',
    Customs "CU" "CUSTOMS" 'B',
    RaceTrack "RT" "RACE TRACK" 'B',
    BirdConservation "BC" "BIRD CONSERVATION" 'B',
}

/// What a covered cell holds: land or a facility.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Content {
    Land(Land),
    Facility(Facility),
}

impl Content {
    pub fn code(self) -> &'static str {
        match self {
            Content::Land(l) => l.code(),
            Content::Facility(f) => f.code(),
        }
    }

    pub fn from_code(code: &str) -> Option<Content> {
        Land::ALL
            .iter()
            .find(|l| l.code() == code)
            .map(|&l| Content::Land(l))
            .or_else(|| {
                Facility::ALL
                    .iter()
                    .find(|f| f.code() == code)
                    .map(|&f| Content::Facility(f))
            })
    }

    pub fn land(self) -> Option<Land> {
        match self {
            Content::Land(l) => Some(l),
            Content::Facility(_) => None,
        }
    }

    pub fn facility(self) -> Option<Facility> {
        match self {
            Content::Facility(f) => Some(f),
            Content::Land(_) => None,
        }
    }
}

/// The five stacks, one per shape, in the marker's clockwise circuit `1 → 2 → I → V → T`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Stack {
    Single,
    Pair,
    Line,
    Bend,
    Triangle,
}

impl Stack {
    pub const ALL: [Stack; 5] = [
        Stack::Single,
        Stack::Pair,
        Stack::Line,
        Stack::Bend,
        Stack::Triangle,
    ];

    pub fn index(self) -> usize {
        self as usize
    }

    /// "1", "2", "I", "V", "T".
    pub fn code(self) -> &'static str {
        ["1", "2", "I", "V", "T"][self.index()]
    }

    pub fn from_code(code: &str) -> Option<Stack> {
        Stack::ALL
            .iter()
            .copied()
            .find(|s| s.code().eq_ignore_ascii_case(code))
    }

    /// "single", "pair", ...
    pub fn shape(self) -> &'static str {
        ["single", "pair", "line", "bend", "triangle"][self.index()]
    }

    pub fn cells(self) -> usize {
        [1, 2, 3, 3, 3][self.index()]
    }

    /// The offsets of cells 1, 2, 3 from cell 1 in orientation r0 (§2.4).
    pub fn offsets(self) -> &'static [Cell] {
        const SHAPES: [&[Cell]; 5] = [
            &[(0, 0)],
            &[(0, 0), (0, 2)],
            &[(0, 0), (0, 2), (0, 4)],
            &[(0, 0), (0, 2), (1, 3)],
            &[(0, 0), (0, 2), (1, 1)],
        ];
        SHAPES[self.index()]
    }
}

/// Tiles per stack.
pub const STACK_SIZE: usize = 20;

/// A land tile: `stack × 20 + (number − 1)`, so 0..100.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TileId(pub u8);

impl TileId {
    pub fn new(stack: Stack, number: usize) -> TileId {
        debug_assert!((1..=STACK_SIZE).contains(&number));
        TileId((stack.index() * STACK_SIZE + number - 1) as u8)
    }

    pub fn stack(self) -> Stack {
        Stack::ALL[usize::from(self.0) / STACK_SIZE]
    }

    pub fn number(self) -> usize {
        usize::from(self.0) % STACK_SIZE + 1
    }

    /// What the tile holds, cell by cell.
    pub fn contents(self) -> &'static [Content] {
        &data().tiles[usize::from(self.0)]
    }

    /// "I-13 (G G L)".
    pub fn describe(self) -> String {
        let codes: Vec<&str> = self.contents().iter().map(|c| c.code()).collect();
        format!("{self} ({})", codes.join(" "))
    }
}

impl fmt::Display for TileId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{:02}", self.stack().code(), self.number())
    }
}

impl std::str::FromStr for TileId {
    type Err = BadData;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let bad = || BadData(format!("“{s}” is not a tile: tiles are 1-01 … T-20"));
        let (stack, number) = s.trim().split_once('-').ok_or_else(bad)?;
        let stack = Stack::from_code(stack).ok_or_else(bad)?;
        let number: usize = number.parse().map_err(|_| bad())?;
        if !(1..=STACK_SIZE).contains(&number) {
            return Err(bad());
        }
        Ok(TileId::new(stack, number))
    }
}

/// The five countries (§2.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum CountryId {
    Delta,
    Shield,
    Heartland,
    Peninsula,
    Cape,
}

impl CountryId {
    pub const ALL: [CountryId; 5] = [
        CountryId::Delta,
        CountryId::Shield,
        CountryId::Heartland,
        CountryId::Peninsula,
        CountryId::Cape,
    ];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn name(self) -> &'static str {
        ["Delta", "Shield", "Heartland", "Peninsula", "Cape"][self.index()]
    }

    /// Its name for players, in the catalog ("Delta").
    pub fn msg(self) -> Msg {
        Msg::new(format!(
            "combi-nations-country-{}",
            self.name().to_ascii_lowercase()
        ))
    }

    pub fn from_name(name: &str) -> Option<CountryId> {
        let name = name.trim();
        CountryId::ALL
            .iter()
            .copied()
            .find(|c| c.name().eq_ignore_ascii_case(name) || name == (c.index() + 1).to_string())
    }

    pub fn country(self) -> &'static Country {
        &data().countries[self.index()]
    }
}

/// A country's cells, their labels and neighbours, worked out once.
#[derive(Debug)]
pub struct Country {
    pub id: CountryId,
    /// Every cell in label order (A1, A2, …, B1, …): the index of a cell everywhere else.
    pub cells: Vec<Cell>,
    pub labels: Vec<String>,
    /// The sand tile (1–7) each cell is on: for the picture only.
    pub sand_tile: Vec<u8>,
    /// The starting land spaces: (cell, land).
    pub starts: Vec<(usize, Land)>,
    /// Each cell's neighbours in the country, in the order of [`DIRECTIONS`].
    pub neighbours: Vec<[Option<usize>; 6]>,
    /// How many of each cell's sides are on the border (0–6).
    pub border_sides: Vec<u8>,
    /// The distance from each cell to the nearest border cell (0 for a border cell).
    pub border_distance: Vec<u8>,
    index: HashMap<Cell, usize>,
    /// Each shape's cells placed with cell 1 on each anchor, turned each way: at
    /// `anchor * 6 + turn` of the shape's (stack's) table, `None` where a cell falls
    /// outside. Worked out once: placements are tried for every tile of every scan.
    shapes: [Vec<Option<[usize; 3]>>; 5],
    /// The same placements as masks of cells (a bit per cell; 0 where a cell falls
    /// outside), and each cell's neighbours as a mask: a placement's legality is then a
    /// couple of bit tests.
    shape_masks: [Vec<u128>; 5],
    neighbour_masks: Vec<u128>,
}

impl Country {
    pub fn len(&self) -> usize {
        self.cells.len()
    }

    pub fn is_empty(&self) -> bool {
        self.cells.is_empty()
    }

    /// The cell at grid position `at`, if it is in the country.
    pub fn at(&self, at: Cell) -> Option<usize> {
        self.index.get(&at).copied()
    }

    /// The cells of a tile of `stack` placed with cell 1 on `anchor`, turned `turn` × 60°
    /// clockwise, in tile-cell order; `None` if a cell falls outside the country.
    pub fn shape_at(&self, stack: Stack, anchor: usize, turn: usize) -> Option<&[usize]> {
        self.shapes[stack.index()][anchor * 6 + turn]
            .as_ref()
            .map(|cells| &cells[..stack.cells()])
    }

    /// [`Country::shape_at`] as a mask of its cells: 0 where a cell falls outside.
    pub fn shape_mask(&self, stack: Stack, anchor: usize, turn: usize) -> u128 {
        self.shape_masks[stack.index()][anchor * 6 + turn]
    }

    /// A cell's neighbours as a mask.
    pub fn neighbour_mask(&self, cell: usize) -> u128 {
        self.neighbour_masks[cell]
    }

    /// The cell labelled `label` ("c4" as well as "C4").
    pub fn cell(&self, label: &str) -> Option<usize> {
        let label = label.trim();
        self.labels
            .iter()
            .position(|l| l.eq_ignore_ascii_case(label))
    }

    /// The number of rows (A, B, …).
    pub fn rows(&self) -> usize {
        self.cells
            .iter()
            .map(|c| c.0)
            .max()
            .map_or(0, |r| r as usize + 1)
    }

    fn from_grid(id: CountryId, grid: &str) -> Result<Country, BadData> {
        let mut cells = Vec::new();
        let mut labels = Vec::new();
        let mut sand_tile = Vec::new();
        let mut starts = Vec::new();
        let mut shift = None;
        for (row, line) in grid.lines().filter(|l| !l.trim().is_empty()).enumerate() {
            let letter = (b'A' + row as u8) as char;
            if !line.starts_with(letter) {
                return Err(BadData(format!(
                    "row {} should start with {letter}",
                    row + 1
                )));
            }
            let bytes = line.as_bytes();
            let mut k = 0;
            let mut i = 1;
            while i < bytes.len() {
                if bytes[i] == b' ' {
                    i += 1;
                    continue;
                }
                let token = line
                    .get(i..i + 2)
                    .ok_or(BadData(format!("row {letter}: cut short")))?;
                let tile = token.as_bytes()[0];
                if !(b'1'..=b'7').contains(&tile) {
                    return Err(BadData(format!("row {letter}: bad sand tile in {token:?}")));
                }
                let row = row as i32;
                let col = (i / 2) as i32;
                let s = *shift.get_or_insert((row + col).rem_euclid(2));
                k += 1;
                cells.push((row, col - s));
                labels.push(format!("{letter}{k}"));
                sand_tile.push(tile - b'0');
                match &token[1..] {
                    "." => {}
                    code => match Content::from_code(code) {
                        Some(Content::Land(land)) => starts.push((cells.len() - 1, land)),
                        _ => return Err(BadData(format!("row {letter}: bad start {code:?}"))),
                    },
                }
                i += 2;
            }
        }
        let index: HashMap<Cell, usize> = cells.iter().enumerate().map(|(i, &c)| (c, i)).collect();
        if index.len() != cells.len() || cells.iter().any(|&(r, c)| (r + c) % 2 != 0) {
            return Err(BadData("cells overlap or are off the grid".into()));
        }
        let neighbours: Vec<[Option<usize>; 6]> = cells
            .iter()
            .map(|&c| DIRECTIONS.map(|d| index.get(&hex::add(c, d)).copied()))
            .collect();
        let border_sides: Vec<u8> = neighbours
            .iter()
            .map(|n| n.iter().filter(|x| x.is_none()).count() as u8)
            .collect();
        let border: Vec<Cell> = (0..cells.len())
            .filter(|&i| border_sides[i] > 0)
            .map(|i| cells[i])
            .collect();
        let border_distance = cells
            .iter()
            .map(|&c| {
                border
                    .iter()
                    .map(|&b| hex::distance(c, b))
                    .min()
                    .unwrap_or(0) as u8
            })
            .collect();
        let shapes = Stack::ALL.map(|stack| {
            let mut table = Vec::with_capacity(cells.len() * 6);
            for &at in &cells {
                for turn in 0..6 {
                    let mut placed = [0; 3];
                    let mut inside = true;
                    for (i, &o) in stack.offsets().iter().enumerate() {
                        match index.get(&hex::add(at, hex::rotate_by(o, turn))) {
                            Some(&c) => placed[i] = c,
                            None => inside = false,
                        }
                    }
                    table.push(inside.then_some(placed));
                }
            }
            table
        });
        if cells.len() > 128 {
            return Err(BadData(format!(
                "country {id:?}: {} cells, more than a mask holds",
                cells.len()
            )));
        }
        let mask = |cells: &[usize]| cells.iter().fold(0u128, |m, &c| m | 1 << c);
        let shape_masks = std::array::from_fn(|i| {
            let cells = Stack::ALL[i].cells();
            shapes[i]
                .iter()
                .map(|placed| placed.map_or(0, |placed| mask(&placed[..cells])))
                .collect()
        });
        let neighbour_masks = neighbours
            .iter()
            .map(|n: &[Option<usize>; 6]| n.iter().flatten().fold(0u128, |m, &c| m | 1 << c))
            .collect();
        let country = Country {
            id,
            cells,
            labels,
            sand_tile,
            starts,
            neighbours,
            border_sides,
            border_distance,
            index,
            shapes,
            shape_masks,
            neighbour_masks,
        };
        country.check()?;
        Ok(country)
    }

    /// What the reference guarantees of every country (§2.3).
    fn check(&self) -> Result<(), BadData> {
        let n = self.cells.len();
        let sides: u32 = self.border_sides.iter().map(|&s| u32::from(s)).sum();
        let at = |d: u8| self.border_distance.iter().filter(|&&x| x == d).count();
        let mut per_tile = BTreeMap::new();
        for &t in &self.sand_tile {
            *per_tile.entry(t).or_insert(0) += 1;
        }
        let start_tiles: Vec<u8> = self
            .starts
            .iter()
            .map(|&(c, _)| self.sand_tile[c])
            .collect();
        let mut lands: Vec<Land> = self.starts.iter().map(|&(_, l)| l).collect();
        lands.sort();
        let checks = [
            (n == 42, BadData("42 cells".into())),
            (sides == 48, BadData("48 sides on the border".into())),
            (
                at(0) == 21 && at(1) == 14 && at(2) == 7,
                BadData("21 + 14 + 7 cells by depth".into()),
            ),
            (
                per_tile.len() == 7 && per_tile.values().all(|&c| c == 6),
                BadData("7 sand tiles of 6 cells".into()),
            ),
            (
                lands == Land::ALL,
                BadData("one starting space of each land type".into()),
            ),
            (
                start_tiles
                    .iter()
                    .collect::<std::collections::BTreeSet<_>>()
                    .len()
                    == 4,
                BadData("starting spaces on four sand tiles".into()),
            ),
            (
                self.starts
                    .iter()
                    .all(|&(c, _)| self.border_distance[c] == 1),
                BadData("starting spaces at distance 1 from the border".into()),
            ),
            (
                self.starts.iter().all(|&(a, _)| {
                    self.starts
                        .iter()
                        .all(|&(b, _)| a == b || hex::distance(self.cells[a], self.cells[b]) >= 3)
                }),
                BadData("starting spaces at least 3 apart".into()),
            ),
        ];
        match checks.into_iter().find(|(ok, _)| !ok) {
            Some((_, what)) => Err(BadData(format!(
                "{} does not have {what}",
                self.id.name(),
                what = what.0
            ))),
            None => Ok(()),
        }
    }
}

/// Everything loaded from the assets.
#[derive(Debug)]
pub struct Data {
    /// Each tile's contents, indexed by [`TileId`].
    pub tiles: Vec<Vec<Content>>,
    pub countries: Vec<Country>,
}

#[derive(Deserialize)]
struct TilesFile {
    tiles: BTreeMap<String, Vec<String>>,
}

#[derive(Deserialize)]
struct CountriesFile {
    country: Vec<CountryEntry>,
}

#[derive(Deserialize)]
struct CountryEntry {
    name: String,
    grid: String,
}

/// The built-in data, loaded and checked once.
pub fn data() -> &'static Data {
    static DATA: OnceLock<Data> = OnceLock::new();
    // The built-in files are checked by the tests; a failure here is a build defect.
    DATA.get_or_init(|| {
        load(
            include_str!("../../../assets/combi-nations/tiles.toml"),
            include_str!("../../../assets/combi-nations/countries.toml"),
        )
        .expect("built-in Combi-Nations data is valid")
    })
}

/// Parses and checks the tile manifest and the countries.
pub fn load(tiles: &str, countries: &str) -> Result<Data, BadData> {
    let file: TilesFile = toml::from_str(tiles).map_err(|e| BadData(format!("tiles: {e}")))?;
    let mut table: Vec<Option<Vec<Content>>> = vec![None; 5 * STACK_SIZE];
    for (id, codes) in &file.tiles {
        let tile: TileId = id.parse()?;
        let contents = codes
            .iter()
            .map(|c| {
                Content::from_code(c).ok_or(BadData(format!("tile {id}: unknown content {c}")))
            })
            .collect::<Result<Vec<_>, _>>()?;
        if contents.len() != tile.stack().cells() {
            return Err(BadData(format!(
                "tile {id}: a {} has {} cells",
                tile.stack().shape(),
                tile.stack().cells()
            )));
        }
        table[usize::from(tile.0)] = Some(contents);
    }
    let tiles = table
        .into_iter()
        .enumerate()
        .map(|(i, t)| t.ok_or(BadData(format!("tile {} is missing", TileId(i as u8)))))
        .collect::<Result<Vec<_>, _>>()?;
    check_tiles(&tiles)?;
    let file: CountriesFile =
        toml::from_str(countries).map_err(|e| BadData(format!("countries: {e}")))?;
    if file.country.len() != CountryId::ALL.len() {
        return Err(BadData("there are five countries".into()));
    }
    let countries = CountryId::ALL
        .iter()
        .zip(&file.country)
        .map(|(&id, entry)| {
            if entry.name != id.name() {
                return Err(BadData(format!(
                    "country {} should be {}",
                    entry.name,
                    id.name()
                )));
            }
            Country::from_grid(id, &entry.grid)
        })
        .collect::<Result<Vec<_>, _>>()?;
    Ok(Data { tiles, countries })
}

/// The design rules of the manifest that the game relies on (tiles.md §1.2–§1.3).
fn check_tiles(tiles: &[Vec<Content>]) -> Result<(), BadData> {
    let mut land = [[0u32; 4]; 5];
    let mut facility_tiles: HashMap<Facility, Vec<Stack>> = HashMap::new();
    for (i, contents) in tiles.iter().enumerate() {
        let id = TileId(i as u8);
        let stack = id.stack();
        let facilities: Vec<Facility> = contents.iter().filter_map(|c| c.facility()).collect();
        if facilities.len() > 1 {
            return Err(BadData(format!("tile {id} has more than one facility")));
        }
        for c in contents {
            if let Some(l) = c.land() {
                land[stack.index()][l.index()] += 1;
            }
        }
        if let Some(&f) = facilities.first() {
            facility_tiles.entry(f).or_default().push(stack);
        }
    }
    const LAND: [[u32; 4]; 5] = [
        [3, 3, 3, 3],
        [7, 8, 7, 8],
        [13, 12, 13, 12],
        [12, 13, 12, 13],
        [13, 12, 13, 12],
    ];
    if land != LAND {
        return Err(BadData(format!("land per stack is {land:?}, not {LAND:?}")));
    }
    for f in Facility::ALL {
        match facility_tiles.get(&f).map(Vec::as_slice) {
            Some([a, b]) if a != b => {}
            _ => {
                return Err(BadData(format!(
                    "{} is not on 2 tiles of 2 stacks",
                    f.name()
                )))
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_built_in_data_loads_and_checks() {
        let data = data();
        assert_eq!(data.tiles.len(), 100);
        let delta = CountryId::Delta.country();
        assert_eq!(delta.cells[delta.cell("E7").unwrap()], (4, 14));
        let shield = CountryId::Shield.country();
        assert_eq!(shield.cells[shield.cell("c1").unwrap()], (2, 0));
        assert_eq!("I-13".parse::<TileId>().unwrap().describe(), "I-13 (G G L)");
    }

    #[test]
    fn a_broken_manifest_is_refused() {
        let tiles = include_str!("../../../assets/combi-nations/tiles.toml");
        let countries = include_str!("../../../assets/combi-nations/countries.toml");
        let swapped = tiles.replace("\"1-01\" = [\"F\"]", "\"1-01\" = [\"G\"]");
        assert!(load(&swapped, countries)
            .unwrap_err()
            .0
            .contains("land per stack"));
        let moved = countries.replacen("1F", "1.", 1);
        assert!(load(tiles, &moved).is_err());
    }
}
