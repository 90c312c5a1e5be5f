//! An assembled island (la-isla.md §2, tables D2–D7): its spaces and regions, built from the
//! pieces loaded from `assets/la-isla/island.toml` and checked once.

use super::*;

/// A landscape space's colour (its landscape) and symbol.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SpaceInfo {
    /// The landscape's colour: what pays for it.
    pub colour: Colour,
    /// The symbol printed on it.
    pub symbol: Symbol,
}

/// A jungle region of an assembled island.
#[derive(Clone, Debug, PartialEq)]
pub struct RegionInfo {
    /// 2, 3 or 4: the number of its spaces and the points its tile scores.
    pub value: u8,
    /// In the listed (drawing) order.
    pub spaces: Vec<Space>,
    /// Pixels on the 1000×1000 picture (tables D3/D4 polar → pixels): where its value and
    /// tile are drawn.
    pub anchor: (f32, f32),
    /// The tooth number 1..=10 it is printed on; None = the central piece.
    pub piece: Option<u8>,
    /// "Ca", "LbV", ... (table D4), or "X" for J1–J5.
    pub face: &'static str,
}

/// An assembled island (la-isla.md §2.3): which tooth lies in which sector, and what that gives.
#[derive(Clone, Debug, PartialEq)]
pub struct Island {
    /// `assembly[s-1]` = tooth number in sector s.
    pub assembly: [u8; 10],
    /// By [`Space::index`].
    pub spaces: [SpaceInfo; 40],
    /// 35, by [`Region::index`].
    pub regions: Vec<RegionInfo>,
    /// For each space (by index), the regions that contain it, in region order.
    pub regions_of: Vec<Vec<Region>>,
}

impl Island {
    /// Err (one line, in words) unless `assembly` is a permutation of 1..=10.
    ///
    /// The tooth in sector s has regions J(3s+3), J(3s+4), J(3s+5) — value 2, 3, 4.
    pub fn assemble(assembly: [u8; 10]) -> Result<Island, BadData> {
        let mut sorted = assembly;
        sorted.sort_unstable();
        if sorted != [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] {
            let listed: Vec<String> = assembly.iter().map(u8::to_string).collect();
            return Err(BadData(format!(
                "an assembly names each tooth 1 to 10 once, not {}",
                listed.join(" ")
            )));
        }
        let pieces = pieces();
        let mut spaces = [SpaceInfo {
            colour: Colour::Yellow,
            symbol: Symbol::Tent,
        }; Space::COUNT];
        spaces[..SECTORS].copy_from_slice(&pieces.inner);
        let mut regions = pieces.centre.clone();
        for (i, &t) in assembly.iter().enumerate() {
            let sector = i + 1;
            let tooth = &pieces.teeth[usize::from(t) - 1];
            for (slot, info) in [Slot::M, Slot::Oa, Slot::Ob].into_iter().zip(tooth.spaces) {
                spaces[slot.resolve(sector).index()] = info;
            }
            for face in &tooth.faces {
                regions.push(RegionInfo {
                    value: face.slots.len() as u8,
                    spaces: face.slots.iter().map(|s| s.resolve(sector)).collect(),
                    anchor: polar(face.anchor_r, 36.0 * i as f32 + face.anchor_offset),
                    piece: Some(t),
                    face: face.name,
                });
            }
        }
        let mut regions_of = vec![Vec::new(); Space::COUNT];
        for (r, region) in regions.iter().enumerate() {
            for s in &region.spaces {
                regions_of[s.index()].push(Region(r as u8));
            }
        }
        Ok(Island {
            assembly,
            spaces,
            regions,
            regions_of,
        })
    }

    /// The reference island, assembly 1 2 3 4 5 6 7 8 9 10 (table D7).
    pub fn reference() -> Island {
        Island::assemble([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]).expect("1..=10 is an assembly")
    }

    /// The colour and symbol of a space.
    pub fn space(&self, s: Space) -> SpaceInfo {
        self.spaces[s.index()]
    }

    /// A region's value, spaces, anchor and origin.
    pub fn region(&self, r: Region) -> &RegionInfo {
        &self.regions[r.index()]
    }

    /// The regions containing a space, in region order: those a placement there may claim.
    pub fn regions_at(&self, s: Space) -> &[Region] {
        &self.regions_of[s.index()]
    }
}

/// A face's slot, relative to the sector s of the tooth carrying it (D4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
pub(super) enum Slot {
    #[serde(rename = "I")]
    I,
    #[serde(rename = "I+")]
    INext,
    #[serde(rename = "M")]
    M,
    #[serde(rename = "M+")]
    MNext,
    #[serde(rename = "oa")]
    Oa,
    #[serde(rename = "ob")]
    Ob,
    #[serde(rename = "oa+")]
    OaNext,
}

impl Slot {
    /// The space this slot is in sector `sector` (1..=10), wrapping past sector 10.
    pub(super) fn resolve(self, sector: usize) -> Space {
        let (this, next) = (sector - 1, sector % SECTORS);
        let index = match self {
            Slot::I => this,
            Slot::INext => next,
            Slot::M => 10 + this,
            Slot::MNext => 10 + next,
            Slot::Oa => 20 + 2 * this,
            Slot::Ob => 21 + 2 * this,
            Slot::OaNext => 20 + 2 * next,
        };
        Space(index as u8)
    }
}

/// The face names of D4: faces are named from this list, so that a region's face is a
/// `&'static str` whatever text the manifest was loaded from.
const FACE_NAMES: [&str; 10] = ["Ca", "Cb", "La", "Lb", "V", "Qa", "Q", "LaLb", "LbV", "VQb"];

/// A face template (D4).
#[derive(Clone, Debug)]
pub(super) struct Face {
    name: &'static str,
    slots: Vec<Slot>,
    anchor_r: f32,
    anchor_offset: f32,
}

/// A tooth (D6) with its type's faces (D5) resolved.
#[derive(Clone, Debug)]
pub(super) struct Tooth {
    /// Its spaces M, oa, ob.
    spaces: [SpaceInfo; 3],
    /// Its faces of value 2, 3, 4.
    faces: [Face; 3],
}

/// The island pieces as loaded: everything an assembly needs.
#[derive(Debug)]
pub(super) struct Pieces {
    /// I1..I10.
    inner: [SpaceInfo; SECTORS],
    /// J1..J5, complete.
    centre: Vec<RegionInfo>,
    /// T1..T10.
    teeth: Vec<Tooth>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct IslandFile {
    inner: Vec<InnerEntry>,
    centre: Vec<CentreEntry>,
    faces: Vec<FaceEntry>,
    types: Vec<TypeEntry>,
    teeth: Vec<ToothEntry>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct InnerEntry {
    space: String,
    colour: Colour,
    symbol: Symbol,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CentreEntry {
    region: String,
    value: u8,
    spaces: Vec<String>,
    anchor_r: f32,
    anchor_angle: f32,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct FaceEntry {
    face: String,
    value: u8,
    slots: Vec<Slot>,
    anchor_r: f32,
    anchor_offset: f32,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct TypeEntry {
    #[serde(rename = "type")]
    name: String,
    faces: Vec<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ToothEntry {
    tooth: u8,
    #[serde(rename = "type")]
    kind: String,
    m: (Colour, Symbol),
    oa: (Colour, Symbol),
    ob: (Colour, Symbol),
}

/// The island pieces, loaded and checked once.
pub(super) fn pieces() -> &'static Pieces {
    static PIECES: OnceLock<Pieces> = OnceLock::new();
    // The built-in file is checked by the tests; a failure here is a build defect.
    PIECES.get_or_init(|| {
        load_island(include_str!("../../../../assets/la-isla/island.toml"))
            .expect("built-in La Isla island is valid")
    })
}

/// Parses the island manifest and checks it against la-isla.md §2.5.
pub(super) fn load_island(text: &str) -> Result<Pieces, BadData> {
    let file: IslandFile = toml::from_str(text).map_err(|e| BadData(format!("island: {e}")))?;

    if file.inner.len() != SECTORS {
        return Err(BadData(format!(
            "{} inner spaces, not 10",
            file.inner.len()
        )));
    }
    let mut inner = [SpaceInfo {
        colour: Colour::Yellow,
        symbol: Symbol::Tent,
    }; SECTORS];
    for (i, entry) in file.inner.iter().enumerate() {
        if Space::parse(&entry.space) != Some(Space(i as u8)) {
            return Err(BadData(format!(
                "inner space {} is listed as {}",
                i + 1,
                entry.space
            )));
        }
        inner[i] = SpaceInfo {
            colour: entry.colour,
            symbol: entry.symbol,
        };
    }

    if file.centre.len() != 5 {
        return Err(BadData(format!(
            "{} central regions, not 5",
            file.centre.len()
        )));
    }
    let mut centre = Vec::new();
    for (i, entry) in file.centre.iter().enumerate() {
        let label = Region(i as u8).label();
        if entry.region != label {
            return Err(BadData(format!(
                "central region {label} is listed as {}",
                entry.region
            )));
        }
        let spaces = entry
            .spaces
            .iter()
            .map(|s| {
                Space::parse(s)
                    .filter(|s| s.ring() == Ring::Inner)
                    .ok_or_else(|| BadData(format!("{label}: {s} is not an inner space")))
            })
            .collect::<Result<Vec<_>, _>>()?;
        if !all_different(&spaces) || usize::from(entry.value) != spaces.len() {
            return Err(BadData(format!(
                "{label}: value {} but {} different spaces",
                entry.value,
                spaces.len()
            )));
        }
        centre.push(RegionInfo {
            value: entry.value,
            spaces,
            anchor: polar(entry.anchor_r, entry.anchor_angle),
            piece: None,
            face: "X",
        });
    }

    let mut faces: Vec<Face> = Vec::new();
    for entry in &file.faces {
        let name = FACE_NAMES
            .iter()
            .copied()
            .find(|&n| n == entry.face)
            .ok_or_else(|| BadData(format!("face {}: not a face of D4", entry.face)))?;
        if faces.iter().any(|f| f.name == name) {
            return Err(BadData(format!("face {name} is listed twice")));
        }
        if usize::from(entry.value) != entry.slots.len() || !all_different(&entry.slots) {
            return Err(BadData(format!(
                "face {name}: value {} but {} different slots",
                entry.value,
                entry.slots.len()
            )));
        }
        faces.push(Face {
            name,
            slots: entry.slots.clone(),
            anchor_r: entry.anchor_r,
            anchor_offset: entry.anchor_offset,
        });
    }

    let mut types: HashMap<&str, [Face; 3]> = HashMap::new();
    for entry in &file.types {
        let found = entry
            .faces
            .iter()
            .map(|name| {
                faces
                    .iter()
                    .find(|f| f.name == name)
                    .cloned()
                    .ok_or_else(|| BadData(format!("type {}: unknown face {name}", entry.name)))
            })
            .collect::<Result<Vec<_>, _>>()?;
        let values: Vec<usize> = found.iter().map(|f| f.slots.len()).collect();
        let Ok(found) = <[Face; 3]>::try_from(found) else {
            return Err(BadData(format!(
                "type {}: three faces expected",
                entry.name
            )));
        };
        if values != [2, 3, 4] {
            return Err(BadData(format!(
                "type {}: faces of value {values:?}, not one each of 2, 3, 4",
                entry.name
            )));
        }
        if types.insert(&entry.name, found).is_some() {
            return Err(BadData(format!("type {} is listed twice", entry.name)));
        }
    }

    if file.teeth.len() != SECTORS {
        return Err(BadData(format!("{} teeth, not 10", file.teeth.len())));
    }
    let mut teeth = Vec::new();
    for (i, entry) in file.teeth.iter().enumerate() {
        let t = i + 1;
        if usize::from(entry.tooth) != t {
            return Err(BadData(format!("tooth T{t} is listed as T{}", entry.tooth)));
        }
        let faces = types
            .get(entry.kind.as_str())
            .ok_or_else(|| BadData(format!("T{t}: unknown type {}", entry.kind)))?
            .clone();
        let spaces =
            [entry.m, entry.oa, entry.ob].map(|(colour, symbol)| SpaceInfo { colour, symbol });
        teeth.push(Tooth { spaces, faces });
    }

    let pieces = Pieces {
        inner,
        centre,
        teeth,
    };
    check_pieces(&pieces)?;
    Ok(pieces)
}

/// Whether no item of `items` occurs twice.
pub(super) fn all_different<T: PartialEq>(items: &[T]) -> bool {
    items
        .iter()
        .enumerate()
        .all(|(i, x)| !items[..i].contains(x))
}

/// What the reference guarantees of the pieces, whatever the assembly (la-isla.md §2.5).
pub(super) fn check_pieces(pieces: &Pieces) -> Result<(), BadData> {
    for (i, tooth) in pieces.teeth.iter().enumerate() {
        let colours = tooth.spaces.map(|s| s.colour);
        let symbols = tooth.spaces.map(|s| s.symbol);
        if !all_different(&colours) {
            return Err(BadData(format!(
                "T{}: two of its spaces have the same colour",
                i + 1
            )));
        }
        if !all_different(&symbols) {
            return Err(BadData(format!(
                "T{}: two of its spaces have the same symbol",
                i + 1
            )));
        }
    }
    // Every space by ring: the inner ones, then M, oa, ob of each tooth.
    let mut by_ring: Vec<(Ring, SpaceInfo)> =
        pieces.inner.iter().map(|&s| (Ring::Inner, s)).collect();
    for tooth in &pieces.teeth {
        let [m, oa, ob] = tooth.spaces;
        by_ring.extend([(Ring::Middle, m), (Ring::Outer, oa), (Ring::Outer, ob)]);
    }
    for ring in Ring::ALL {
        let want = if ring == Ring::Outer { 4 } else { 2 };
        for c in Colour::ALL {
            let have = by_ring
                .iter()
                .filter(|(r, s)| *r == ring && s.colour == c)
                .count();
            if have != want {
                return Err(BadData(format!(
                    "{} is on {have} {} spaces, not {want}",
                    c.name(),
                    ring.name()
                )));
            }
        }
        for sym in Symbol::ALL {
            let have = by_ring
                .iter()
                .filter(|(r, s)| *r == ring && s.symbol == sym)
                .count();
            if have != want {
                return Err(BadData(format!(
                    "the {} is on {have} {} spaces, not {want}",
                    sym.name(),
                    ring.name()
                )));
            }
        }
    }
    if !all_different(&pieces.inner) {
        return Err(BadData(
            "two inner spaces have the same colour and symbol".to_owned(),
        ));
    }
    let total: usize = pieces
        .centre
        .iter()
        .map(|r| usize::from(r.value))
        .chain(
            pieces
                .teeth
                .iter()
                .flat_map(|t| t.faces.iter().map(|f| f.slots.len())),
        )
        .sum();
    if total != 105 {
        return Err(BadData(format!(
            "the region values sum to {total}, not 105"
        )));
    }
    Ok(())
}
