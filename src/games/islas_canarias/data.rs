//! The game's components as data: colours, features and priorities, the six islands, the 54
//! settlers, the 6 pirates and the 6 privileges. They are the reference's **\[original\]**
//! design (islas-canarias-data.md D1–D7), loaded from `assets/islas-canarias/` and checked
//! once against the counts of D8, so that the rules can rely on them instead of re-checking.
//!
//! An island's cells are numbered 0..36 in reading order (`A1` = 0, `A2` = 1, …, `F6` = 35),
//! so that a set of areas is a `u64` bit mask: the rules count empty areas next to a
//! priority with a few mask operations.

use std::sync::OnceLock;

use serde::Deserialize;

use crate::game::BadData;
use crate::words::Msg;

/// Folds what players type: lowercase, accents dropped (`Leñador` = `lenador`).
pub fn fold(word: &str) -> String {
    word.trim()
        .chars()
        .flat_map(char::to_lowercase)
        .map(|c| match c {
            'á' | 'à' | 'â' | 'ä' => 'a',
            'é' | 'è' | 'ê' | 'ë' => 'e',
            'í' | 'ì' | 'î' | 'ï' => 'i',
            'ó' | 'ò' | 'ô' | 'ö' => 'o',
            'ú' | 'ù' | 'û' | 'ü' => 'u',
            'ñ' => 'n',
            other => other,
        })
        .collect()
}

/// The six colours of buildings, in canonical order (rules §1.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Colour {
    Orange,
    Brown,
    Green,
    Blue,
    Beige,
    Red,
}

impl Colour {
    pub const ALL: [Colour; 6] = [
        Colour::Orange,
        Colour::Brown,
        Colour::Green,
        Colour::Blue,
        Colour::Beige,
        Colour::Red,
    ];

    /// The position in canonical order, 0..6.
    pub fn index(self) -> usize {
        self as usize
    }

    pub fn name(self) -> &'static str {
        ["orange", "brown", "green", "blue", "beige", "red"][self.index()]
    }

    /// Its name for players, a message of the game's catalog ("green").
    pub fn msg(self) -> Msg {
        Msg::new(format!("islas-canarias-colour-{}", self.name()))
    }

    /// The short code of the chat notation (§10.4): `or br gn bl be rd`.
    pub fn code(self) -> &'static str {
        ["or", "br", "gn", "bl", "be", "rd"][self.index()]
    }

    /// A colour's name or code, ignoring case.
    pub fn parse(word: &str) -> Option<Colour> {
        let word = fold(word);
        Colour::ALL
            .into_iter()
            .find(|c| c.name() == word || c.code() == word)
    }
}

/// The six features an area may be next to, in canonical order (rules §1.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Feature {
    Coast,
    Village,
    River,
    Mountain,
    Farmland,
    Road,
}

impl Feature {
    pub const ALL: [Feature; 6] = [
        Feature::Coast,
        Feature::Village,
        Feature::River,
        Feature::Mountain,
        Feature::Farmland,
        Feature::Road,
    ];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn name(self) -> &'static str {
        ["coast", "village", "river", "mountain", "farmland", "road"][self.index()]
    }

    /// Its name for players, a message of the game's catalog ("river").
    pub fn msg(self) -> Msg {
        Msg::new(format!("islas-canarias-feature-{}", self.name()))
    }

    pub fn parse(word: &str) -> Option<Feature> {
        Feature::ALL.into_iter().find(|f| f.name() == word)
    }
}

/// One of a settler's priorities: next to a feature, or next to a building of a colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Priority {
    Feature(Feature),
    Colour(Colour),
}

impl Priority {
    pub fn name(self) -> &'static str {
        match self {
            Priority::Feature(f) => f.name(),
            Priority::Colour(c) => c.name(),
        }
    }

    /// Its name for players, a message of the game's catalog ("river", "blue").
    pub fn msg(self) -> Msg {
        match self {
            Priority::Feature(f) => f.msg(),
            Priority::Colour(c) => c.msg(),
        }
    }

    pub fn parse(word: &str) -> Option<Priority> {
        Feature::parse(word)
            .map(Priority::Feature)
            .or_else(|| Colour::parse(word).map(Priority::Colour))
    }
}

/// The six islands, in canonical order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum IslandId {
    TF,
    GC,
    LZ,
    FV,
    LP,
    LG,
}

impl IslandId {
    pub const ALL: [IslandId; 6] = [
        IslandId::TF,
        IslandId::GC,
        IslandId::LZ,
        IslandId::FV,
        IslandId::LP,
        IslandId::LG,
    ];

    pub fn index(self) -> usize {
        self as usize
    }

    /// `TF`, `GC`, …
    pub fn code(self) -> &'static str {
        ["TF", "GC", "LZ", "FV", "LP", "LG"][self.index()]
    }

    /// The island's name, from the data ("Tenerife").
    pub fn name(self) -> &'static str {
        &island(self).name
    }

    pub fn parse(word: &str) -> Option<IslandId> {
        let word = word.trim();
        IslandId::ALL
            .into_iter()
            .find(|i| i.code().eq_ignore_ascii_case(word))
    }
}

/// A cell of an island's grid, `A1`–`F6`: row × 6 + column, from 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Area(pub u8);

impl Area {
    /// Every cell, in reading order.
    pub fn all() -> impl Iterator<Item = Area> {
        (0..36).map(Area)
    }

    pub fn row(self) -> u8 {
        self.0 / 6
    }

    pub fn column(self) -> u8 {
        self.0 % 6
    }

    /// This cell's bit in an area mask.
    pub fn bit(self) -> u64 {
        1 << self.0
    }

    /// `C4`.
    pub fn label(self) -> String {
        format!("{}{}", (b'A' + self.row()) as char, self.column() + 1)
    }

    /// A label `A1`–`F6`, ignoring case.
    pub fn parse(word: &str) -> Option<Area> {
        let bytes = word.trim().as_bytes();
        let [row, column] = bytes else { return None };
        let row = row.to_ascii_uppercase();
        if !(b'A'..=b'F').contains(&row) || !(b'1'..=b'6').contains(column) {
            return None;
        }
        Some(Area((row - b'A') * 6 + (column - b'1')))
    }

    /// The orthogonal neighbours inside the grid.
    pub fn around(self) -> impl Iterator<Item = Area> {
        let (r, c) = (self.row() as i8, self.column() as i8);
        [(-1, 0), (0, -1), (0, 1), (1, 0)]
            .into_iter()
            .map(move |(dr, dc)| (r + dr, c + dc))
            .filter(|&(r, c)| (0..6).contains(&r) && (0..6).contains(&c))
            .map(|(r, c)| Area((r * 6 + c) as u8))
    }

    /// How many of the four sides lie on the grid's edge (outside is sea).
    fn edges(self) -> usize {
        4 - self.around().count()
    }
}

/// The areas of a mask, in reading order.
pub fn areas_of(mask: u64) -> impl Iterator<Item = Area> {
    (0..36u8).filter(move |i| mask & (1 << i) != 0).map(Area)
}

/// What a cell of the grid is (D1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cell {
    /// Buildable.
    Area,
    Sea,
    Village,
    Farmland,
    Mountain,
}

impl Cell {
    fn of(code: char) -> Option<Cell> {
        Some(match code {
            '.' => Cell::Area,
            '~' => Cell::Sea,
            'V' => Cell::Village,
            'F' => Cell::Farmland,
            'M' => Cell::Mountain,
            _ => return None,
        })
    }
}

/// One island board, with everything the rules ask of it precomputed as masks.
#[derive(Clone, Debug)]
pub struct Island {
    pub id: IslandId,
    pub name: String,
    pub cells: [Cell; 36],
    /// River and road sides, each as its two cells.
    pub rivers: Vec<(Area, Area)>,
    pub roads: Vec<(Area, Area)>,
    /// The buildable areas.
    pub areas: u64,
    /// For each feature (canonical order), the areas next to it.
    pub next_to: [u64; 6],
    /// For each cell, its neighbouring areas (sharing a side; rivers and roads change
    /// nothing: rules §2.2).
    pub neighbours: [u64; 36],
}

impl Island {
    /// The features of an area, in canonical order.
    pub fn features(&self, area: Area) -> Vec<Feature> {
        Feature::ALL
            .into_iter()
            .filter(|f| self.next_to[f.index()] & area.bit() != 0)
            .collect()
    }

    pub fn is_area(&self, area: Area) -> bool {
        self.areas & area.bit() != 0
    }
}

/// A settler card (D4).
#[derive(Clone, Debug)]
pub struct Settler {
    pub number: u8,
    /// The Spanish name printed on the card, its id in chat.
    pub name: String,
    pub colour: Colour,
    /// 2 to 4 priorities, the 1st first.
    pub priorities: Vec<Priority>,
}

/// A card of the deck: a settler (1–54) or a pirate (55–60).
#[derive(Clone, Copy, Debug)]
pub enum Card {
    Settler(&'static Settler),
    Pirate(Colour),
}

/// The six privileges (D6), each the power of one colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Privilege {
    Ties,
    Draw5,
    MixedPalace,
    BuildAnywhere,
    ExtraCard,
    PirateShield,
}

impl Privilege {
    pub const ALL: [Privilege; 6] = [
        Privilege::Ties,
        Privilege::Draw5,
        Privilege::MixedPalace,
        Privilege::BuildAnywhere,
        Privilege::ExtraCard,
        Privilege::PirateShield,
    ];

    pub fn code(self) -> &'static str {
        match self {
            Privilege::Ties => "ties",
            Privilege::Draw5 => "draw5",
            Privilege::MixedPalace => "mixed_palace",
            Privilege::BuildAnywhere => "build_anywhere",
            Privilege::ExtraCard => "extra_card",
            Privilege::PirateShield => "pirate_shield",
        }
    }

    fn parse(word: &str) -> Option<Privilege> {
        Privilege::ALL.into_iter().find(|p| p.code() == word)
    }

    /// The privilege's name in words (`pirate_shield` is its code in the rules, not a word
    /// for players): its message in the game's catalog.
    pub fn words(self) -> Msg {
        Msg::new(format!(
            "islas-canarias-privilege-{}",
            self.code().replace('_', "-")
        ))
    }

    /// What the privilege does, in a few words: its message in the game's catalog.
    pub fn power(self) -> Msg {
        Msg::new(format!(
            "islas-canarias-power-{}",
            self.code().replace('_', "-")
        ))
    }

    /// The colour whose privilege this is (D6).
    pub fn colour(self) -> Colour {
        data().privilege_colour[self as usize]
    }

    /// The privilege of a colour.
    pub fn of(colour: Colour) -> Privilege {
        data().privilege_of[colour.index()]
    }
}

/// The deck's size: 54 settlers and 6 pirates.
pub const DECK: u8 = 60;
/// The last settler's number.
pub const SETTLERS: u8 = 54;

/// Everything loaded from `assets/islas-canarias/`.
#[derive(Debug)]
pub struct Data {
    pub islands: Vec<Island>,
    pub settlers: Vec<Settler>,
    /// The colour of pirates 55–60.
    pub pirates: [Colour; 6],
    privilege_colour: [Colour; 6],
    privilege_of: [Privilege; 6],
}

/// The data, loaded and checked once.
pub fn data() -> &'static Data {
    static DATA: OnceLock<Data> = OnceLock::new();
    // The built-in files are checked by the tests; a failure here is a build defect.
    DATA.get_or_init(|| {
        load(
            include_str!("../../../assets/islas-canarias/islands.toml"),
            include_str!("../../../assets/islas-canarias/cards.toml"),
        )
        .unwrap_or_else(|e| panic!("built-in Islas Canarias data: {e}"))
    })
}

/// An island's board.
pub fn island(id: IslandId) -> &'static Island {
    &data().islands[id.index()]
}

/// The card with this number (1–60), if any.
pub fn card(number: u8) -> Option<Card> {
    match number {
        1..=SETTLERS => Some(Card::Settler(&data().settlers[usize::from(number) - 1])),
        55..=DECK => Some(Card::Pirate(data().pirates[usize::from(number - 55)])),
        _ => None,
    }
}

/// The settler with this number, if it is one.
pub fn settler(number: u8) -> Option<&'static Settler> {
    match card(number)? {
        Card::Settler(s) => Some(s),
        Card::Pirate(_) => None,
    }
}

/// A card as players read it, in their words: `37 cestero (beige: blue village coast red)`,
/// `52 pirata orange`: its number, then [`card_words`].
pub fn card_msg(number: u8) -> Msg {
    match card(number) {
        Some(_) => {
            crate::words::msg!(
                "islas-canarias-card-numbered",
                number,
                card = card_words(number)
            )
        }
        None => crate::words::msg!("islas-canarias-card-unknown", number),
    }
}

/// A card's words without its number (a move names the number already): a settler's name
/// (the card's own, Spanish in every language), colour and priorities; a pirate's colour.
pub fn card_words(number: u8) -> Msg {
    match card(number) {
        Some(Card::Settler(s)) => {
            let priorities = s
                .priorities
                .iter()
                .map(|p| p.msg())
                .reduce(|a, b| crate::words::msg!("islas-canarias-spaced", a, b))
                .unwrap_or_else(|| crate::words::msg!("islas-canarias-nothing"));
            crate::words::msg!(
                "islas-canarias-card-settler",
                name = s.name.as_str(),
                colour = s.colour.msg(),
                priorities
            )
        }
        Some(Card::Pirate(c)) => crate::words::msg!("islas-canarias-card-pirate", colour = c.msg()),
        None => crate::words::msg!("islas-canarias-card-unknown", number),
    }
}

/// A card in English ([`card_msg`] in the English catalog), as the tests read it.
pub fn describe(number: u8) -> String {
    super::play::GAME_WORDS.render(&card_msg(number))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct IslandsFile {
    island: Vec<IslandEntry>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct IslandEntry {
    id: String,
    name: String,
    rows: Vec<String>,
    river: Vec<String>,
    road: Vec<String>,
    areas: Vec<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CardsFile {
    settlers: Vec<String>,
    pirates: Vec<String>,
    privileges: Vec<String>,
}

/// Parses both files and checks them against D8; the error names the item at fault.
pub fn load(islands: &str, cards: &str) -> Result<Data, BadData> {
    let file: IslandsFile =
        toml::from_str(islands).map_err(|e| BadData(format!("islands: {e}")))?;
    if file.island.len() != 6 {
        return Err(BadData(format!(
            "islands: 6 islands, not {}",
            file.island.len()
        )));
    }
    let mut loaded = Vec::new();
    for (entry, id) in file.island.iter().zip(IslandId::ALL) {
        if entry.id != id.code() {
            return Err(BadData(format!(
                "islands: {:?} where {} is due (canonical order)",
                entry.id,
                id.code()
            )));
        }
        loaded.push(
            load_island(entry, id).map_err(|e| BadData(format!("island {}: {e}", id.code())))?,
        );
    }
    let file: CardsFile = toml::from_str(cards).map_err(|e| BadData(format!("cards: {e}")))?;
    let settlers = load_settlers(&file.settlers)?;
    let pirates = load_pirates(&file.pirates)?;
    let (privilege_colour, privilege_of) = load_privileges(&file.privileges)?;
    Ok(Data {
        islands: loaded,
        settlers,
        pirates,
        privilege_colour,
        privilege_of,
    })
}

/// A side `X|Y` between two orthogonally adjacent cells.
fn side(text: &str) -> Result<(Area, Area), BadData> {
    let bad = || BadData(format!("side {text:?} is not two adjacent cells X|Y"));
    let (a, b) = text.split_once('|').ok_or_else(bad)?;
    let (a, b) = (
        Area::parse(a).ok_or_else(bad)?,
        Area::parse(b).ok_or_else(bad)?,
    );
    if !a.around().any(|n| n == b) {
        return Err(bad());
    }
    Ok((a, b))
}

/// Areas per island (D8), in canonical order.
const AREAS: [u32; 6] = [24, 24, 24, 24, 24, 23];

fn load_island(entry: &IslandEntry, id: IslandId) -> Result<Island, BadData> {
    if entry.rows.len() != 6 || entry.rows.iter().any(|r| r.chars().count() != 6) {
        return Err(BadData("the grid must be 6 rows of 6 cells".to_owned()));
    }
    let mut cells = [Cell::Sea; 36];
    for (i, code) in entry.rows.iter().flat_map(|r| r.chars()).enumerate() {
        cells[i] = Cell::of(code).ok_or_else(|| BadData(format!("unknown cell code {code:?}")))?;
    }
    let count = |kind: Cell| cells.iter().filter(|&&c| c == kind).count();
    let sea = if id == IslandId::LG { 6 } else { 5 };
    for (kind, want, what) in [
        (Cell::Village, 2, "village"),
        (Cell::Farmland, 3, "farmland"),
        (Cell::Mountain, 2, "mountain"),
        (Cell::Sea, sea, "sea"),
    ] {
        if count(kind) != want {
            return Err(BadData(format!("{} {what} cells, not {want}", count(kind))));
        }
    }
    let rivers: Vec<_> = entry
        .river
        .iter()
        .map(|s| side(s))
        .collect::<Result<_, _>>()?;
    let roads: Vec<_> = entry
        .road
        .iter()
        .map(|s| side(s))
        .collect::<Result<_, _>>()?;
    if !(3..=4).contains(&rivers.len()) || roads.len() != 4 {
        return Err(BadData(format!(
            "{} river sides and {} road sides (3 or 4, and 4)",
            rivers.len(),
            roads.len()
        )));
    }
    let same = |x: &(Area, Area), y: &(Area, Area)| *x == *y || (x.0 == y.1 && x.1 == y.0);
    if rivers.iter().any(|r| roads.iter().any(|o| same(r, o))) {
        return Err(BadData("a side is both river and road".to_owned()));
    }
    if rivers
        .iter()
        .chain(&roads)
        .any(|(a, b)| cells[usize::from(a.0)] == Cell::Sea || cells[usize::from(b.0)] == Cell::Sea)
    {
        return Err(BadData("a river or road side touches the sea".to_owned()));
    }
    let mut areas = 0u64;
    let mut next_to = [0u64; 6];
    let mut neighbours = [0u64; 36];
    for a in Area::all() {
        for n in a.around() {
            if cells[usize::from(n.0)] == Cell::Area {
                neighbours[usize::from(a.0)] |= n.bit();
            }
        }
        if cells[usize::from(a.0)] != Cell::Area {
            continue;
        }
        areas |= a.bit();
        let touches = |kind: Cell| a.around().any(|n| cells[usize::from(n.0)] == kind);
        let on = |sides: &[(Area, Area)]| sides.iter().any(|&(x, y)| x == a || y == a);
        let flags = [
            a.edges() > 0 || touches(Cell::Sea),
            touches(Cell::Village),
            on(&rivers),
            touches(Cell::Mountain),
            touches(Cell::Farmland),
            on(&roads),
        ];
        for (f, flag) in flags.into_iter().enumerate() {
            if flag {
                next_to[f] |= a.bit();
            }
        }
    }
    if areas.count_ones() != AREAS[id.index()] {
        return Err(BadData(format!(
            "{} areas, not {}",
            areas.count_ones(),
            AREAS[id.index()]
        )));
    }
    let island = Island {
        id,
        name: entry.name.clone(),
        cells,
        rivers,
        roads,
        areas,
        next_to,
        neighbours,
    };
    // The listed features must be the ones derived from the grid and the sides (D8).
    let mut listed = 0u64;
    for line in &entry.areas {
        let mut words = line.split_whitespace();
        let area = words
            .next()
            .and_then(Area::parse)
            .ok_or_else(|| BadData(format!("area line {line:?}: no area label")))?;
        let features: Vec<Feature> = words
            .map(|w| Feature::parse(w).ok_or_else(|| BadData(format!("area line {line:?}: {w:?}"))))
            .collect::<Result<_, _>>()?;
        if !island.is_area(area) {
            return Err(BadData(format!(
                "{} is listed but is not an area",
                area.label()
            )));
        }
        if features != island.features(area) {
            return Err(BadData(format!(
                "{} is listed next to {:?}, but its grid gives {:?}",
                area.label(),
                features.iter().map(|f| f.name()).collect::<Vec<_>>(),
                island
                    .features(area)
                    .iter()
                    .map(|f| f.name())
                    .collect::<Vec<_>>()
            )));
        }
        listed |= area.bit();
    }
    if listed != areas {
        return Err(BadData(
            "the area lines do not list every area once".to_owned(),
        ));
    }
    if areas_of(areas).any(|a| island.features(a).is_empty()) {
        return Err(BadData("an area is next to no feature".to_owned()));
    }
    Ok(island)
}

fn load_settlers(lines: &[String]) -> Result<Vec<Settler>, BadData> {
    let mut settlers: Vec<Settler> = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        let bad = |what: BadData| BadData(format!("settler line {line:?}: {what}"));
        let words: Vec<&str> = line.split_whitespace().collect();
        let [number, name, colour, priorities @ ..] = &words[..] else {
            return Err(bad(BadData(
                "number, name, colour and priorities expected".into(),
            )));
        };
        let number: u8 = number
            .parse()
            .map_err(|_| bad(BadData("bad number".into())))?;
        if usize::from(number) != i + 1 {
            return Err(bad(BadData(format!("numbered {number}, not {}", i + 1))));
        }
        let colour = Colour::parse(colour)
            .filter(|c| c.name() == *colour)
            .ok_or_else(|| bad(BadData("unknown colour".into())))?;
        // Settlers are numbered by colour: 1–9 orange, 10–18 brown, …
        if colour.index() != i / 9 {
            return Err(bad(BadData("out of its colour's run of 9 numbers".into())));
        }
        let priorities: Vec<Priority> = priorities
            .iter()
            .map(|w| {
                Priority::parse(w).ok_or_else(|| bad(BadData(format!("unknown priority {w:?}"))))
            })
            .collect::<Result<_, _>>()?;
        if !(2..=4).contains(&priorities.len()) {
            return Err(bad(BadData("2, 3 or 4 priorities".into())));
        }
        if (1..priorities.len()).any(|k| priorities[..k].contains(&priorities[k])) {
            return Err(bad(BadData("a priority listed twice".into())));
        }
        let features = priorities
            .iter()
            .filter(|p| matches!(p, Priority::Feature(_)))
            .count();
        let want = if priorities.len() == 4 {
            2
        } else {
            priorities.len() - 1
        };
        if features != want {
            return Err(bad(BadData(format!("{features} features, not {want}"))));
        }
        if settlers.iter().any(|s| fold(&s.name) == fold(name)) {
            return Err(bad(BadData("a name used twice".into())));
        }
        settlers.push(Settler {
            number,
            name: (*name).to_owned(),
            colour,
            priorities,
        });
    }
    if settlers.len() != usize::from(SETTLERS) {
        return Err(BadData(format!("{} settlers, not 54", settlers.len())));
    }
    for colour in Colour::ALL {
        let mut lengths = [0; 5];
        for s in settlers.iter().filter(|s| s.colour == colour) {
            lengths[s.priorities.len()] += 1;
        }
        if lengths[2..] != [1, 2, 6] {
            return Err(BadData(format!(
                "{}: cards with 2/3/4 priorities are {:?}, not [1, 2, 6]",
                colour.name(),
                &lengths[2..]
            )));
        }
    }
    let all: Vec<Priority> = settlers
        .iter()
        .flat_map(|s| s.priorities.iter().copied())
        .collect();
    let firsts: Vec<Priority> = settlers.iter().map(|s| s.priorities[0]).collect();
    let words = Feature::ALL
        .map(Priority::Feature)
        .into_iter()
        .chain(Colour::ALL.map(Priority::Colour));
    for p in words {
        let is_feature = matches!(p, Priority::Feature(_));
        let (total, first) = if is_feature { (17, 5) } else { (15, 4) };
        let (t, f) = (
            all.iter().filter(|&&x| x == p).count(),
            firsts.iter().filter(|&&x| x == p).count(),
        );
        if (t, f) != (total, first) {
            return Err(BadData(format!(
                "settlers: {} occurs {t} times ({f} as 1st priority), not {total} ({first})",
                p.name()
            )));
        }
    }
    Ok(settlers)
}

fn load_pirates(lines: &[String]) -> Result<[Colour; 6], BadData> {
    let mut pirates = [Colour::Orange; 6];
    if lines.len() != 6 {
        return Err(BadData(format!("{} pirates, not 6", lines.len())));
    }
    for (i, line) in lines.iter().enumerate() {
        let bad = |what: BadData| BadData(format!("pirate line {line:?}: {what}"));
        let words: Vec<&str> = line.split_whitespace().collect();
        let [number, "pirata", colour] = words[..] else {
            return Err(bad(BadData("number, pirata, colour expected".into())));
        };
        if number.parse::<usize>() != Ok(55 + i) {
            return Err(bad(BadData(format!("numbered {number}, not {}", 55 + i))));
        }
        pirates[i] = Colour::parse(colour).ok_or_else(|| bad(BadData("unknown colour".into())))?;
    }
    if Colour::ALL.iter().any(|c| !pirates.contains(c)) {
        return Err(BadData("pirates: one of each colour".to_owned()));
    }
    Ok(pirates)
}

type Privileges = ([Colour; 6], [Privilege; 6]);

fn load_privileges(lines: &[String]) -> Result<Privileges, BadData> {
    let mut colour_of: [Option<Colour>; 6] = [None; 6];
    let mut of: [Option<Privilege>; 6] = [None; 6];
    if lines.len() != 6 {
        return Err(BadData(format!("{} privileges, not 6", lines.len())));
    }
    for line in lines {
        let bad = |what: BadData| BadData(format!("privilege line {line:?}: {what}"));
        let words: Vec<&str> = line.split_whitespace().collect();
        let [colour, code] = words[..] else {
            return Err(bad(BadData("colour and code expected".into())));
        };
        let colour = Colour::parse(colour).ok_or_else(|| bad(BadData("unknown colour".into())))?;
        let privilege =
            Privilege::parse(code).ok_or_else(|| bad(BadData("unknown code".into())))?;
        if of[colour.index()].is_some() || colour_of[privilege as usize].is_some() {
            return Err(bad(BadData("a colour or a privilege listed twice".into())));
        }
        of[colour.index()] = Some(privilege);
        colour_of[privilege as usize] = Some(colour);
    }
    Ok((
        colour_of.map(|c| c.expect("six")),
        of.map(|p| p.expect("six")),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    const ISLANDS: &str = include_str!("../../../assets/islas-canarias/islands.toml");
    const CARDS: &str = include_str!("../../../assets/islas-canarias/cards.toml");

    #[test]
    fn the_built_in_data_loads_with_the_counts_of_d3() {
        let data = load(ISLANDS, CARDS).unwrap();
        // D3: areas next to coast, village, river, mountain, farmland, road.
        let want = [
            [15, 5, 8, 7, 6, 5],
            [16, 5, 6, 7, 7, 6],
            [17, 6, 5, 7, 6, 5],
            [16, 5, 7, 7, 7, 5],
            [15, 6, 6, 8, 6, 5],
            [15, 5, 7, 6, 7, 6],
        ];
        for (island, want) in data.islands.iter().zip(want) {
            assert_eq!(island.next_to.map(u64::count_ones), want, "{:?}", island.id);
        }
        assert_eq!(
            data.islands
                .iter()
                .map(|i| i.areas.count_ones())
                .sum::<u32>(),
            143
        );
    }

    #[test]
    fn a_broken_file_is_refused_with_a_clear_message() {
        // A feature listed that the grid does not give.
        let broken = ISLANDS.replacen("\"A2 coast\",", "\"A2 coast road\",", 1);
        let e = load(&broken, CARDS).unwrap_err().0;
        assert!(e.starts_with("island TF: A2 is listed next to"), "{e}");
        // A cell changed: one farmland too many.
        let broken = ISLANDS.replacen("\"~....~\", \"..M...\"", "\"~....~\", \"..MF..\"", 1);
        let e = load(&broken, CARDS).unwrap_err().0;
        assert!(e.contains("farmland cells, not 3"), "{e}");
        // A river side across two cells that do not touch.
        let broken = ISLANDS.replacen("\"B4|C4\"", "\"B4|D4\"", 1);
        let e = load(&broken, CARDS).unwrap_err().0;
        assert!(e.contains("is not two adjacent cells"), "{e}");
        // A settler's priority changed: the counts of D8 no longer hold.
        let broken = CARDS.replacen("1 pescador orange orange", "1 pescador orange green", 1);
        let e = load(ISLANDS, &broken).unwrap_err().0;
        assert!(e.starts_with("settlers: "), "{e}");
        // A card missing.
        let broken = CARDS.replacen("  \"54 minero red orange river\",\n", "", 1);
        let e = load(ISLANDS, &broken).unwrap_err().0;
        assert_eq!(e, "53 settlers, not 54");
        // Two colours with one privilege.
        let broken = CARDS.replacen("\"brown draw5\"", "\"brown ties\"", 1);
        let e = load(ISLANDS, &broken).unwrap_err().0;
        assert!(e.contains("listed twice"), "{e}");
    }

    #[test]
    fn cards_and_areas_read_as_players_type_them() {
        assert_eq!(Area::parse("c4"), Some(Area(15)));
        assert_eq!(Area(15).label(), "C4");
        assert_eq!(Area::parse("G1"), None);
        let s = settler(11).unwrap();
        assert_eq!(fold(&s.name), "lenador");
        assert_eq!(describe(37), "37 cestero (beige: blue village coast red)");
        // In their words in another language.
        let words = &super::super::play::GAME_WORDS;
        let german = words.render_in("de", &card_msg(37), &[]);
        assert!(
            german.starts_with("37 cestero (") && german.contains("Dorf"),
            "{german}"
        );
        assert_eq!(Privilege::of(Colour::Red), Privilege::PirateShield);
        assert_eq!(Privilege::Ties.colour(), Colour::Orange);
    }
}
