//! The islands: spaces, adjacency, villages, sights and each map's scoring boxes.
//!
//! Maps are data files in `assets/tucana/maps/` (their format is described at the top of
//! `petit.toml`), compiled into the binary and validated when loaded. Spaces are named for
//! players by their label: the row letter and the position in the row from the left
//! (`A1`, `C4`), which is also how commands accept them.

use std::collections::HashMap;
use std::fmt;
use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

use super::edges::{EdgeId, EdgeSet, MAX_EDGES};
use super::types::{Card, Letter, Sight, Terrain};
use crate::game::BadData;
use crate::words::{msg, Msg};

/// Index of a space in its map.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SpaceId(pub u8);

/// The most spaces a map may have.
pub const MAX_SPACES: usize = 128;
/// The most sights of one type a map may have.
pub const MAX_SIGHTS_PER_TYPE: usize = 3;

/// What sits on a space, if anything.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Feature {
    /// A village, numbered 1 to 10 clockwise from the top.
    Village(u8),
    Sight(Sight),
}

#[derive(Clone, Debug)]
pub struct Space {
    pub label: String,
    /// Doubled-width coordinates: row from the top, column from the left.
    pub row: u8,
    pub col: u8,
    pub terrain: Terrain,
    pub feature: Option<Feature>,
}

/// The built-in maps.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum MapId {
    #[default]
    Petit,
    Grande,
}

impl MapId {
    pub const ALL: [MapId; 2] = [MapId::Petit, MapId::Grande];

    /// The map's data, parsed and validated once.
    pub fn map(self) -> &'static Map {
        static PETIT: OnceLock<Map> = OnceLock::new();
        static GRANDE: OnceLock<Map> = OnceLock::new();
        let (cell, text) = match self {
            MapId::Petit => (
                &PETIT,
                include_str!("../../../assets/tucana/maps/petit.toml"),
            ),
            MapId::Grande => (
                &GRANDE,
                include_str!("../../../assets/tucana/maps/grande.toml"),
            ),
        };
        // The built-in files are validated by the tests; a failure here is a build defect.
        cell.get_or_init(|| Map::from_toml(text).expect("built-in map file is valid"))
    }

    /// The island's name, as players read it (Isla Petit).
    pub fn msg(self) -> Msg {
        Msg::new(format!("tucana-island-{}", self.key()))
    }

    pub fn key(self) -> &'static str {
        match self {
            MapId::Petit => "petit",
            MapId::Grande => "grande",
        }
    }
}

impl std::str::FromStr for MapId {
    type Err = BadData;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_ascii_lowercase().as_str() {
            "petit" | "isla petit" => Ok(MapId::Petit),
            "grande" | "isla grande" => Ok(MapId::Grande),
            other => Err(BadData(format!(
                "unknown map {other:?} (expected petit or grande)"
            ))),
        }
    }
}

impl fmt::Display for MapId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.key())
    }
}

/// A validated island map.
#[derive(Debug)]
pub struct Map {
    pub id: MapId,
    pub name: String,
    pub rounds: u8,
    /// How many sights of each type there are (2 on Isla Petit, 3 on Isla Grande).
    pub sights_per_type: u8,
    pub spaces: Vec<Space>,
    /// Every pair of adjacent spaces, `(a, b)` with `a < b`.
    pub edges: Vec<(SpaceId, SpaceId)>,
    neighbors: Vec<Vec<(SpaceId, EdgeId)>>,
    /// The space of village `v` is `villages[v - 1]`.
    pub villages: [SpaceId; 10],
    /// Every sight space, in map order; a sight's index here is its "sight index".
    pub sights: Vec<(SpaceId, Sight)>,
    sight_index: Vec<Option<u8>>,
    /// For each sight type, the bit set of its sight indices.
    sight_masks: [u16; 5],
    village_of: Vec<Option<u8>>,
    /// By space: its village's bit (`1 << (v - 1)`), or 0. A blank sheet's networks start
    /// as these ([`super::Sheet::new`] copies them rather than looking each space up).
    pub(super) village_bits: [u16; MAX_SPACES],
    /// By space: its sight's bit (`1 << sight index`), or 0.
    pub(super) sight_bits: [u16; MAX_SPACES],
    /// The Sight Scoring Box: `sight_values[sight][k]` is the (k+1)-th value of its row.
    pub sight_values: [[u8; MAX_SIGHTS_PER_TYPE]; 5],
    /// The Village Scoring Box, by letter.
    pub village_values: [u8; 5],
    /// The solo achievement ladder, lowest step first.
    pub ladder: Vec<(String, u32)>,
    by_label: HashMap<String, SpaceId>,
    /// Every edge of the map.
    all_edges: EdgeSet,
    /// `matching[c1][c2]`: the edges whose two terrains match cards `c1` and `c2`.
    matching: [[EdgeSet; 5]; 5],
    /// The neighbour of a space in a given direction, by doubled-width position.
    grid: HashMap<(u8, u8), SpaceId>,
}

/// Why a map file was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("map file: {0}")]
pub struct MapError(pub String);

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct MapFile {
    id: MapId,
    name: String,
    rounds: u8,
    grid: String,
    expect: Expect,
    sight_values: SightValues,
    village_values: HashMap<String, u8>,
    ladder: Vec<LadderStep>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Expect {
    spaces: usize,
    desert: usize,
    forest: usize,
    mountain: usize,
    water: usize,
    sights_per_type: u8,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SightValues {
    obelisk: Vec<u8>,
    book: Vec<u8>,
    toucan: Vec<u8>,
    yeti: Vec<u8>,
    sea_monster: Vec<u8>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct LadderStep {
    title: String,
    score: u32,
}

fn err<T>(bad: BadData) -> Result<T, MapError> {
    Err(MapError(bad.0))
}

impl Map {
    /// Parses and validates a map file (see `assets/tucana/maps/petit.toml` for the format).
    pub fn from_toml(text: &str) -> Result<Map, MapError> {
        let file: MapFile = toml::from_str(text).map_err(|e| MapError(e.to_string()))?;
        Map::from_file(file)
    }

    fn from_file(file: MapFile) -> Result<Map, MapError> {
        let spaces = parse_grid(&file.grid)?;
        let n = spaces.len();
        if n > MAX_SPACES {
            return err(BadData(format!(
                "{n} spaces; at most {MAX_SPACES} are supported"
            )));
        }
        let ex = &file.expect;
        if n != ex.spaces {
            return err(BadData(format!(
                "the grid has {n} spaces, expected {}",
                ex.spaces
            )));
        }
        for (t, want) in [
            (Terrain::Desert, ex.desert),
            (Terrain::Forest, ex.forest),
            (Terrain::Mountain, ex.mountain),
            (Terrain::Water, ex.water),
        ] {
            let got = spaces.iter().filter(|s| s.terrain == t).count();
            if got != want {
                return err(BadData(format!("{got} {t} spaces, expected {want}")));
            }
        }
        if file.rounds == 0 {
            return err(BadData("a map needs at least one round".into()));
        }
        let per_type = ex.sights_per_type;
        if per_type == 0 || per_type as usize > MAX_SIGHTS_PER_TYPE {
            return err(BadData(format!(
                "sights_per_type must be 1 to {MAX_SIGHTS_PER_TYPE}, not {per_type}"
            )));
        }

        // Adjacency on doubled-width coordinates.
        let grid: HashMap<(u8, u8), SpaceId> = spaces
            .iter()
            .enumerate()
            .map(|(i, s)| ((s.row, s.col), SpaceId(i as u8)))
            .collect();
        let mut edges = Vec::new();
        let mut neighbors = vec![Vec::new(); n];
        let mut edge_of = HashMap::new();
        for (i, s) in spaces.iter().enumerate() {
            let (r, c) = (s.row as i32, s.col as i32);
            for (dr, dc) in [(0, 2), (1, 1), (1, -1)] {
                let (nr, nc) = (r + dr, c + dc);
                if nr < 0 || nc < 0 || nr > 255 || nc > 255 {
                    continue;
                }
                if let Some(&j) = grid.get(&(nr as u8, nc as u8)) {
                    let a = SpaceId(i as u8);
                    let (a, b) = if a < j { (a, j) } else { (j, a) };
                    let id = EdgeId(edges.len() as u16);
                    edges.push((a, b));
                    edge_of.insert((a, b), id);
                }
            }
        }
        if edges.len() > MAX_EDGES {
            return err(BadData(format!(
                "{} adjacent pairs; at most {MAX_EDGES} are supported",
                edges.len()
            )));
        }
        for (k, &(a, b)) in edges.iter().enumerate() {
            neighbors[a.0 as usize].push((b, EdgeId(k as u16)));
            neighbors[b.0 as usize].push((a, EdgeId(k as u16)));
        }
        if let Some(lonely) = spaces.iter().zip(&neighbors).find(|(_, nb)| nb.is_empty()) {
            return err(BadData(format!(
                "space {} has no neighbour",
                lonely.0.label
            )));
        }
        if !is_connected(&neighbors) {
            return err(BadData("the island is not in one piece".into()));
        }

        // Villages 1-10, once each, on the coast.
        let mut villages = [None; 10];
        let mut village_of = vec![None; n];
        let mut sights = Vec::new();
        let mut sight_index = vec![None; n];
        for (i, s) in spaces.iter().enumerate() {
            match s.feature {
                Some(Feature::Village(v)) => {
                    let slot = &mut villages[v as usize - 1];
                    if slot.is_some() {
                        return err(BadData(format!("village {v} appears twice")));
                    }
                    if neighbors[i].len() == 6 {
                        return err(BadData(format!(
                            "village {v} at {} is not on the coast",
                            s.label
                        )));
                    }
                    *slot = Some(SpaceId(i as u8));
                    village_of[i] = Some(v);
                }
                Some(Feature::Sight(sight)) => {
                    if s.terrain != sight.terrain() {
                        return err(BadData(format!(
                            "the {sight} at {} is on {}, but a {sight} always sits on {}",
                            s.label,
                            s.terrain,
                            sight.terrain()
                        )));
                    }
                    sight_index[i] = Some(sights.len() as u8);
                    sights.push((SpaceId(i as u8), sight));
                }
                None => {}
            }
        }
        let mut village_spaces = [SpaceId(0); 10];
        for (v, slot) in villages.iter().enumerate() {
            match slot {
                Some(s) => village_spaces[v] = *s,
                None => return err(BadData(format!("village {} is missing", v + 1))),
            }
        }
        for sight in Sight::ALL {
            let count = sights.iter().filter(|(_, s)| *s == sight).count();
            if count != per_type as usize {
                return err(BadData(format!(
                    "{count} {sight} sights, expected {per_type} of each type"
                )));
            }
        }

        // Scoring boxes.
        let sv = &file.sight_values;
        let mut sight_values = [[0u8; MAX_SIGHTS_PER_TYPE]; 5];
        for (sight, row) in [
            (Sight::Obelisk, &sv.obelisk),
            (Sight::Book, &sv.book),
            (Sight::Toucan, &sv.toucan),
            (Sight::Yeti, &sv.yeti),
            (Sight::SeaMonster, &sv.sea_monster),
        ] {
            if row.len() != per_type as usize {
                return err(BadData(format!(
                    "the {sight} scoring row has {} values, expected {per_type}",
                    row.len()
                )));
            }
            sight_values[sight.index()][..row.len()].copy_from_slice(row);
        }
        let mut village_values = [0u8; 5];
        for letter in Letter::ALL {
            match file.village_values.get(&letter.to_string()) {
                Some(v) => village_values[letter.index()] = *v,
                None => return err(BadData(format!("village_values has no value for {letter}"))),
            }
        }
        if file.village_values.len() != 5 {
            return err(BadData(
                "village_values must name exactly the letters A to E".into(),
            ));
        }
        let ladder: Vec<(String, u32)> = file
            .ladder
            .into_iter()
            .map(|s| (s.title, s.score))
            .collect();
        if ladder.windows(2).any(|w| w[0].1 >= w[1].1) {
            return err(BadData(
                "the ladder's scores must rise from step to step".into(),
            ));
        }

        let mut village_bits = [0u16; MAX_SPACES];
        let mut sight_bits = [0u16; MAX_SPACES];
        for (i, (village, sight)) in village_of.iter().zip(&sight_index).enumerate() {
            if let Some(v) = village {
                village_bits[i] = 1 << (v - 1);
            }
            if let Some(k) = sight {
                sight_bits[i] = 1 << k;
            }
        }
        let mut sight_masks = [0u16; 5];
        for (i, (_, sight)) in sights.iter().enumerate() {
            sight_masks[sight.index()] |= 1 << i;
        }
        let by_label = spaces
            .iter()
            .enumerate()
            .map(|(i, s)| (s.label.clone(), SpaceId(i as u8)))
            .collect();
        let mut matching = [[EdgeSet::EMPTY; 5]; 5];
        for c1 in Card::ALL {
            for c2 in Card::ALL {
                for (k, &(a, b)) in edges.iter().enumerate() {
                    let (ta, tb) = (spaces[a.0 as usize].terrain, spaces[b.0 as usize].terrain);
                    if (c1.matches(ta) && c2.matches(tb)) || (c1.matches(tb) && c2.matches(ta)) {
                        matching[c1.index()][c2.index()].insert(EdgeId(k as u16));
                    }
                }
            }
        }

        let all_edges = EdgeSet::first(edges.len());
        Ok(Map {
            id: file.id,
            name: file.name,
            rounds: file.rounds,
            sights_per_type: per_type,
            spaces,
            edges,
            neighbors,
            villages: village_spaces,
            sights,
            sight_index,
            sight_masks,
            village_of,
            village_bits,
            sight_bits,
            sight_values,
            village_values,
            ladder,
            by_label,
            all_edges,
            matching,
            grid,
        })
    }

    pub fn space(&self, id: SpaceId) -> &Space {
        &self.spaces[id.0 as usize]
    }

    pub fn label(&self, id: SpaceId) -> &str {
        &self.spaces[id.0 as usize].label
    }

    /// The space with this label (case-insensitive, surrounding spaces ignored).
    pub fn space_by_label(&self, label: &str) -> Option<SpaceId> {
        self.by_label
            .get(&label.trim().to_ascii_uppercase())
            .copied()
    }

    /// The space at doubled-width position (row, col), if any.
    pub fn space_at(&self, row: u8, col: u8) -> Option<SpaceId> {
        self.grid.get(&(row, col)).copied()
    }

    pub fn neighbors(&self, id: SpaceId) -> &[(SpaceId, EdgeId)] {
        &self.neighbors[id.0 as usize]
    }

    /// The edge joining two spaces, if they are adjacent.
    pub fn edge_between(&self, a: SpaceId, b: SpaceId) -> Option<EdgeId> {
        self.neighbors
            .get(a.0 as usize)?
            .iter()
            .find(|(n, _)| *n == b)
            .map(|(_, e)| *e)
    }

    #[inline]
    pub fn edge(&self, e: EdgeId) -> (SpaceId, SpaceId) {
        self.edges[e.0 as usize]
    }

    #[inline]
    pub fn all_edges(&self) -> EdgeSet {
        self.all_edges
    }

    /// The edges a trail may use for this pair of cards (in either order).
    #[inline]
    pub fn matching(&self, cards: [Card; 2]) -> &EdgeSet {
        &self.matching[cards[0].index()][cards[1].index()]
    }

    /// The edge's two labels joined by a dash, e.g. `C3-D4` (lower label first).
    pub fn edge_label(&self, e: EdgeId) -> String {
        let (a, b) = self.edge(e);
        format!("{}-{}", self.label(a), self.label(b))
    }

    /// Which sight index (into [`Map::sights`]) sits on a space.
    pub fn sight_index(&self, id: SpaceId) -> Option<u8> {
        self.sight_index[id.0 as usize]
    }

    /// The sight indices (bits) of every sight of one type.
    #[inline]
    pub fn sight_mask(&self, sight: Sight) -> u16 {
        self.sight_masks[sight.index()]
    }

    /// The village number (1-10) on a space.
    pub fn village_at(&self, id: SpaceId) -> Option<u8> {
        self.village_of[id.0 as usize]
    }

    /// The value of the `k`-th (0-based) circle in a sight's row.
    #[inline]
    pub fn sight_value(&self, sight: Sight, k: usize) -> u32 {
        self.sight_values[sight.index()][k] as u32
    }

    #[inline]
    pub fn village_value(&self, letter: Letter) -> u32 {
        self.village_values[letter.index()] as u32
    }

    /// The highest ladder title a solo score reaches, if any.
    pub fn title_for(&self, score: u32) -> Option<&str> {
        self.ladder
            .iter()
            .rev()
            .find(|(_, min)| score >= *min)
            .map(|(t, _)| t.as_str())
    }

    /// Parses a trail written as two labels (`C3-D4`, `d4 c3`, `C3 - D4`, `c3d4`).
    pub fn parse_trail(&self, text: &str) -> Result<EdgeId, TrailError> {
        let mut parts: Vec<&str> = text
            .split(|c: char| c == '-' || c.is_whitespace())
            .filter(|p| !p.is_empty())
            .collect();
        if let [joined] = parts[..] {
            // `C3D4`: split where a row letter follows a digit.
            let bytes = joined.as_bytes();
            if let Some(i) = (1..bytes.len())
                .find(|&i| bytes[i - 1].is_ascii_digit() && bytes[i].is_ascii_alphabetic())
            {
                parts = vec![&joined[..i], &joined[i..]];
            }
        }
        let [a, b] = parts[..] else {
            return Err(TrailError::Format(text.trim().to_string()));
        };
        let find = |label: &str| {
            self.space_by_label(label)
                .ok_or_else(|| TrailError::UnknownSpace {
                    label: label.to_ascii_uppercase(),
                    map: self.name.clone(),
                })
        };
        let (sa, sb) = (find(a)?, find(b)?);
        if sa == sb {
            return Err(TrailError::SameSpace(self.label(sa).to_string()));
        }
        self.edge_between(sa, sb)
            .ok_or_else(|| TrailError::NotAdjacent(self.label(sa).into(), self.label(sb).into()))
    }
}

/// Why a trail's text names no trail of the map.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TrailError {
    /// Not two spaces: the text as written.
    Format(String),
    /// A label the map does not have (in capitals), and the map's name.
    UnknownSpace { label: String, map: String },
    /// The same space twice.
    SameSpace(String),
    /// Two spaces that are not neighbours.
    NotAdjacent(String, String),
}

impl TrailError {
    /// The refusal in the game's words.
    pub fn msg(&self) -> Msg {
        match self {
            TrailError::Format(typed) => msg!("tucana-not-a-trail", typed = typed.as_str()),
            TrailError::UnknownSpace { label, map } => {
                msg!(
                    "tucana-no-such-space",
                    space = label.as_str(),
                    map = map.as_str()
                )
            }
            TrailError::SameSpace(space) => msg!("tucana-same-space", space = space.as_str()),
            TrailError::NotAdjacent(first, second) => msg!(
                "tucana-not-next-to",
                first = first.as_str(),
                second = second.as_str()
            ),
        }
    }
}

/// In English, in the game's words: for a script's error, the terminal and the tests.
impl fmt::Display for TrailError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&super::play::GAME_WORDS.render(&self.msg()))
    }
}

impl std::error::Error for TrailError {}

fn is_connected(neighbors: &[Vec<(SpaceId, EdgeId)>]) -> bool {
    let mut seen = vec![false; neighbors.len()];
    let mut stack = vec![0usize];
    seen[0] = true;
    while let Some(i) = stack.pop() {
        for (n, _) in &neighbors[i] {
            let j = n.0 as usize;
            if !seen[j] {
                seen[j] = true;
                stack.push(j);
            }
        }
    }
    seen.into_iter().all(|s| s)
}

fn parse_grid(grid: &str) -> Result<Vec<Space>, MapError> {
    let mut spaces = Vec::new();
    let lines: Vec<&str> = grid.lines().filter(|l| !l.trim().is_empty()).collect();
    if lines.is_empty() {
        return err(BadData("the grid is empty".into()));
    }
    if lines.len() > 26 {
        return err(BadData("the grid has more than 26 rows".into()));
    }
    for (r, line) in lines.iter().enumerate() {
        let want = (b'A' + r as u8) as char;
        let bytes = line.as_bytes();
        if !line.is_ascii() || bytes[0] as char != want {
            return err(BadData(format!(
                "grid row {} must start with the letter {want}",
                r + 1
            )));
        }
        let mut pos_in_row = 0;
        let mut p = 1;
        while p < bytes.len() {
            let ch = bytes[p] as char;
            if ch == ' ' {
                p += 1;
                continue;
            }
            let col = (p as i32 - 2) / 2;
            if p % 2 != 0 || col < 0 {
                return err(BadData(format!(
                    "row {want}: a space token must start at an even column (found {ch:?} at {p})"
                )));
            }
            if (r as i32 + col) % 2 != 0 {
                return err(BadData(format!(
                    "row {want}: a space at doubled-width column {col} (row + column must be even)"
                )));
            }
            let terrain = match ch {
                'D' => Terrain::Desert,
                'F' => Terrain::Forest,
                'M' => Terrain::Mountain,
                'W' => Terrain::Water,
                _ => return err(BadData(format!("row {want}: unknown terrain {ch:?}"))),
            };
            let f = bytes.get(p + 1).map(|b| *b as char).unwrap_or(' ');
            let feature = match f {
                '.' => None,
                '0' => Some(Feature::Village(10)),
                '1'..='9' => Some(Feature::Village(f as u8 - b'0')),
                _ => match Sight::ALL.into_iter().find(|s| s.code() == f) {
                    Some(s) => Some(Feature::Sight(s)),
                    None => {
                        return err(BadData(format!(
                            "row {want}: unknown feature {f:?} after {ch}"
                        )))
                    }
                },
            };
            pos_in_row += 1;
            spaces.push(Space {
                label: format!("{want}{pos_in_row}"),
                row: r as u8,
                col: col as u8,
                terrain,
                feature,
            });
            p += 2;
        }
    }
    Ok(spaces)
}

/// A title of a solo ladder as players read it: the message `tucana-ladder-<words>` of the
/// title as the map's file writes it, its words in lower case joined by `-`
/// ("Too good for Tucana": `tucana-ladder-too-good-for-tucana`). The tests check that every
/// map's every title has its message.
pub fn ladder_msg(title: &str) -> Msg {
    let words: Vec<String> = title
        .split(|c: char| !c.is_ascii_alphanumeric() && c != '\'')
        .map(|w| w.replace('\'', "").to_ascii_lowercase())
        .filter(|w| !w.is_empty())
        .collect();
    Msg::new(format!("tucana-ladder-{}", words.join("-")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_builtin_maps_load() {
        let p = MapId::Petit.map();
        assert_eq!((p.spaces.len(), p.edges.len()), (73, 186));
        let g = MapId::Grande.map();
        assert_eq!((g.spaces.len(), g.edges.len()), (104, 274));
    }

    /// Every title of both maps' ladders reads in every language, each in its own words.
    #[test]
    fn every_ladder_title_has_its_message_in_every_language() {
        let catalog = crate::game::catalog(&[&super::super::play::Tucana], &[]).unwrap();
        for id in [MapId::Petit, MapId::Grande] {
            for (title, _) in &id.map().ladder {
                let msg = ladder_msg(title);
                assert_eq!(
                    catalog.check("en", &msg, &[]).as_deref(),
                    Ok(title.as_str())
                );
                for lang in crate::words::LANGUAGES {
                    let said = catalog.check(lang, &msg, &[]).unwrap();
                    assert!(*lang == "en" || said != *title, "{lang}: {said}");
                }
            }
        }
        // The third step of Isla Petit's ladder, as its map's file writes it.
        let (title, _) = &MapId::Petit.map().ladder[2];
        assert_eq!(
            ladder_msg(title).key,
            "tucana-ladder-dinner-at-the-mayors-house"
        );
    }
}
