//! The game's components as data: colours, symbols, animals and rings, the 40 landscape
//! spaces and 35 jungle regions of an assembled island, and the 180 cards. The pieces and the
//! cards are the reference's **\[original\]** design (la-isla.md §1–§2, la-isla-data.md
//! D2–D8); they are loaded from `assets/la-isla/` and checked once against what the reference
//! guarantees of them, so that the rules can rely on those guarantees instead of re-checking.

use std::collections::HashMap;
use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

/// Finds the item of `all` whose `name` is exactly `word`: the manifests are strict, unlike
/// what players type.
fn named<T: Copy>(all: &[T], name: fn(T) -> &'static str, word: &str) -> Option<T> {
    all.iter().copied().find(|&x| name(x) == word)
}

/// Finds the item of `all` that one of `names` gives for `word`, ignoring case: what players
/// type (la-isla.md §8).
fn typed<T: Copy>(all: &[T], names: &[fn(T) -> &'static str], word: &str) -> Option<T> {
    let word = word.trim();
    all.iter()
        .copied()
        .find(|&x| names.iter().any(|name| name(x).eq_ignore_ascii_case(word)))
}

/// The five colours, which are also the five landscapes and the five resources (la-isla.md
/// §1.1, clarification C1), in canonical order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Colour {
    /// Desert.
    Yellow,
    /// Grassland.
    Green,
    /// Mountain.
    Gray,
    /// Steppe.
    Beige,
    /// Swamp.
    Brown,
}

impl Colour {
    /// Every colour, in canonical order (the order of defaults and data layout).
    pub const ALL: [Colour; 5] = [
        Colour::Yellow,
        Colour::Green,
        Colour::Gray,
        Colour::Beige,
        Colour::Brown,
    ];

    /// The position in canonical order, 0..5.
    pub fn index(self) -> usize {
        self as usize
    }

    /// The two-letter code of the chat notation: "ye", "gn", "gy", "be", "br".
    pub fn code(self) -> &'static str {
        ["ye", "gn", "gy", "be", "br"][self.index()]
    }

    /// "yellow", "green", "gray", "beige", "brown".
    pub fn name(self) -> &'static str {
        ["yellow", "green", "gray", "beige", "brown"][self.index()]
    }

    /// The landscape of this colour: "desert", "grassland", "mountain", "steppe", "swamp".
    pub fn landscape(self) -> &'static str {
        ["desert", "grassland", "mountain", "steppe", "swamp"][self.index()]
    }

    /// Case-insensitive: full name, landscape name or code; also "grey" (§8 of la-isla.md).
    pub fn parse(word: &str) -> Option<Colour> {
        if word.trim().eq_ignore_ascii_case("grey") {
            return Some(Colour::Gray);
        }
        typed(
            &Colour::ALL,
            &[Colour::name, Colour::landscape, Colour::code],
            word,
        )
    }
}

/// The five symbols printed on the landscape spaces (la-isla.md §1.1), in canonical order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Symbol {
    /// A tent.
    Tent,
    /// A hat.
    Hat,
    /// A rope.
    Rope,
    /// A bottle.
    Bottle,
    /// A backpack.
    Backpack,
}

impl Symbol {
    /// Every symbol, in canonical order.
    pub const ALL: [Symbol; 5] = [
        Symbol::Tent,
        Symbol::Hat,
        Symbol::Rope,
        Symbol::Bottle,
        Symbol::Backpack,
    ];

    /// The position in canonical order, 0..5.
    pub fn index(self) -> usize {
        self as usize
    }

    /// "tent", "hat", "rope", "bottle", "backpack".
    pub fn name(self) -> &'static str {
        ["tent", "hat", "rope", "bottle", "backpack"][self.index()]
    }

    /// The symbol of this name, case-insensitive.
    pub fn parse(word: &str) -> Option<Symbol> {
        typed(&Symbol::ALL, &[Symbol::name], word)
    }
}

/// The five animals (la-isla.md §1.1), in canonical order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Animal {
    /// The dodo.
    Dodo,
    /// The giant fossa.
    Fossa,
    /// The golden toad.
    Toad,
    /// The Sardinian pika.
    Pika,
    /// The owlet moth.
    Moth,
}

impl Animal {
    /// Every animal, in canonical order.
    pub const ALL: [Animal; 5] = [
        Animal::Dodo,
        Animal::Fossa,
        Animal::Toad,
        Animal::Pika,
        Animal::Moth,
    ];

    /// The position in canonical order, 0..5.
    pub fn index(self) -> usize {
        self as usize
    }

    /// The one-letter code of the chat notation: "d", "f", "t", "p", "m".
    pub fn code(self) -> &'static str {
        ["d", "f", "t", "p", "m"][self.index()]
    }

    /// The short name players type: "dodo", "fossa", "toad", "pika", "moth".
    pub fn name(self) -> &'static str {
        ["dodo", "fossa", "toad", "pika", "moth"][self.index()]
    }

    /// The name printed on the components: "Dodo", "Giant Fossa", ….
    pub fn printed(self) -> &'static str {
        [
            "Dodo",
            "Giant Fossa",
            "Golden Toad",
            "Sardinian Pika",
            "Owlet Moth",
        ][self.index()]
    }

    /// The animal of this name or code, case-insensitive.
    pub fn parse(word: &str) -> Option<Animal> {
        typed(&Animal::ALL, &[Animal::name, Animal::code], word)
    }
}

/// The three rings of landscape spaces (la-isla.md §2.1, clarification C24).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Ring {
    /// I1–I10, on the central piece.
    Inner,
    /// M1–M10, one per tooth.
    Middle,
    /// O1–O20, two per tooth, on the coast.
    Outer,
}

impl Ring {
    /// Every ring, from the centre out.
    pub const ALL: [Ring; 3] = [Ring::Inner, Ring::Middle, Ring::Outer];

    /// The position in canonical order, 0..3; also the ring's radius less 1.
    pub fn index(self) -> usize {
        self as usize
    }

    /// "inner", "middle", "outer".
    pub fn name(self) -> &'static str {
        ["inner", "middle", "outer"][self.index()]
    }

    /// The ring of this name, case-insensitive.
    pub fn parse(word: &str) -> Option<Ring> {
        typed(&Ring::ALL, &[Ring::name], word)
    }

    /// The label letter of its spaces.
    fn letter(self) -> char {
        ['I', 'M', 'O'][self.index()]
    }

    /// The first space index of the ring and its number of spaces.
    fn span(self) -> (usize, usize) {
        [(0, 10), (10, 10), (20, 20)][self.index()]
    }
}

/// The number of sectors, teeth and inner spaces.
const SECTORS: usize = 10;

/// The pixel position of a polar point on the 1000 × 1000 picture: `r` in ring radii (130 px
/// each), `angle` in degrees clockwise from 12 o'clock (la-isla-data.md D2).
fn polar(r: f32, angle: f32) -> (f32, f32) {
    let (sin, cos) = angle.to_radians().sin_cos();
    (500.0 + 130.0 * r * sin, 500.0 - 130.0 * r * cos)
}

/// A landscape space: 0..40 = I1..I10 (0..=9), M1..M10 (10..=19), O1..O20 (20..=39).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Space(pub u8);

impl Space {
    /// The number of landscape spaces.
    pub const COUNT: usize = 40;

    /// Every space, in index order.
    pub fn all() -> impl Iterator<Item = Space> {
        (0..Space::COUNT as u8).map(Space)
    }

    /// The index, 0..40, of tables kept per space.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    /// The ring the space lies in.
    pub fn ring(self) -> Ring {
        match self.0 {
            0..=9 => Ring::Inner,
            10..=19 => Ring::Middle,
            _ => Ring::Outer,
        }
    }

    /// Its number within its ring: 1..=10 (inner, middle) or 1..=20 (outer).
    fn number(self) -> usize {
        self.index() - self.ring().span().0 + 1
    }

    /// The sector it belongs to, 1..=10 (D2): O(2s−1) and O(2s) lie in sector s.
    pub fn sector(self) -> usize {
        match self.ring() {
            Ring::Outer => self.number().div_ceil(2),
            _ => self.number(),
        }
    }

    /// "I1", "M10", "O20".
    pub fn label(self) -> String {
        format!("{}{}", self.ring().letter(), self.number())
    }

    /// Case-insensitive; a leading digit 0 is read as the letter O ("09" = O9); None if not a space.
    pub fn parse(text: &str) -> Option<Space> {
        let text = text.trim();
        let mut chars = text.chars();
        let ring = match chars.next()?.to_ascii_uppercase() {
            'I' => Ring::Inner,
            'M' => Ring::Middle,
            'O' | '0' => Ring::Outer,
            _ => return None,
        };
        let digits = chars.as_str();
        // Plain decimal only: no sign, no leading zero, so each space has one spelling.
        if digits.is_empty()
            || digits.len() > 2
            || digits.starts_with('0')
            || !digits.bytes().all(|b| b.is_ascii_digit())
        {
            return None;
        }
        let number: usize = digits.parse().ok()?;
        let (first, count) = ring.span();
        (1..=count)
            .contains(&number)
            .then(|| Space((first + number - 1) as u8))
    }

    /// D2 pixel position on a 1000×1000 picture. Positions never depend on the assembly.
    pub fn xy(self) -> (f32, f32) {
        let angle = match self.ring() {
            Ring::Outer => 18.0 * (self.number() - 1) as f32,
            _ => 36.0 * (self.number() - 1) as f32 + 18.0,
        };
        polar((self.ring().index() + 1) as f32, angle)
    }
}

/// A jungle region: 0..35 = J1..J35.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Region(pub u8);

impl Region {
    /// The number of jungle regions: 5 on the central piece, 3 on each tooth.
    pub const COUNT: usize = 35;

    /// The index, 0..35, of tables kept per region.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    /// "J7".
    pub fn label(self) -> String {
        format!("J{}", self.0 + 1)
    }
}

/// A card's special function with its parameter (la-isla.md §5.2); the families are those of
/// table D8.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Function {
    /// A resource of this colour may stand in when paying.
    Wild(Colour),
    /// A target showing this symbol costs 1.
    Cheap(Symbol),
    /// A marker move after placing on this symbol.
    SymMark(Symbol),
    /// A resource of choice after placing on this symbol.
    SymRes(Symbol),
    /// +3 VP after placing on this symbol.
    SymVp(Symbol),
    /// +1 more resource when the B card is this colour.
    BExtra(Colour),
    /// A marker move when the B card is this colour.
    BMark(Colour),
    /// +2 VP when the B card is this colour.
    BVp(Colour),
    /// +2 VP when this animal's marker moves in action D.
    DVp(Animal),
    /// A resource of choice when this animal's marker moves in action D.
    DRes(Animal),
    /// A resource of choice after placing on this colour.
    LandRes(Colour),
    /// +3 VP after placing on this colour.
    LandVp(Colour),
    /// A marker move after placing on this colour.
    LandMark(Colour),
    /// A D card showing this animal may move any marker.
    DAny(Animal),
    /// A resource of choice per small tile of this animal taken.
    TileRes(Animal),
    /// +3 VP per small tile of this animal taken.
    TileVp(Animal),
    /// A marker move per small tile of this animal taken.
    TileMark(Animal),
    /// +2 VP after placing on this ring.
    RingVp(Ring),
    /// One more explorer from the general supply, when placed.
    Explorer,
    /// A new cardholder slot.
    ExtraSlot,
    /// Draw 4 cards instead of 3.
    Draw4,
    /// A resource swap after placing on an occupied space.
    OccSwap,
    /// +2 VP after placing on an occupied space.
    OccVp,
    /// An occupied target costs 1.
    OccCheap,
}

impl Function {
    /// The family's name as table D8 writes it: "SYM_VP", "EXPLORER", ….
    pub fn family(self) -> &'static str {
        use Function::*;
        match self {
            Wild(_) => "WILD",
            Cheap(_) => "CHEAP",
            SymMark(_) => "SYM_MARK",
            SymRes(_) => "SYM_RES",
            SymVp(_) => "SYM_VP",
            BExtra(_) => "B_EXTRA",
            BMark(_) => "B_MARK",
            BVp(_) => "B_VP",
            DVp(_) => "D_VP",
            DRes(_) => "D_RES",
            LandRes(_) => "LAND_RES",
            LandVp(_) => "LAND_VP",
            LandMark(_) => "LAND_MARK",
            DAny(_) => "D_ANY",
            TileRes(_) => "TILE_RES",
            TileVp(_) => "TILE_VP",
            TileMark(_) => "TILE_MARK",
            RingVp(_) => "RING_VP",
            Explorer => "EXPLORER",
            ExtraSlot => "EXTRA_SLOT",
            Draw4 => "DRAW4",
            OccSwap => "OCC_SWAP",
            OccVp => "OCC_VP",
            OccCheap => "OCC_CHEAP",
        }
    }

    /// The parameter's name ("hat", "brown", "moth", "inner"), or None for the functions
    /// without one.
    fn parameter(self) -> Option<&'static str> {
        use Function::*;
        match self {
            Wild(c) | BExtra(c) | BMark(c) | BVp(c) | LandRes(c) | LandVp(c) | LandMark(c) => {
                Some(c.name())
            }
            Cheap(s) | SymMark(s) | SymRes(s) | SymVp(s) => Some(s.name()),
            DVp(a) | DRes(a) | DAny(a) | TileRes(a) | TileVp(a) | TileMark(a) => Some(a.name()),
            RingVp(r) => Some(r.name()),
            Explorer | ExtraSlot | Draw4 | OccSwap | OccVp | OccCheap => None,
        }
    }

    /// The colour named by the function, if any: a card's resource never equals it (§1.6).
    fn colour(self) -> Option<Colour> {
        use Function::*;
        match self {
            Wild(c) | BExtra(c) | BMark(c) | BVp(c) | LandRes(c) | LandVp(c) | LandMark(c) => {
                Some(c)
            }
            _ => None,
        }
    }

    /// A card of this function by its number: "#167 EXPLORER".
    pub fn describe_card(self, number: u8) -> String {
        format!("#{number} {}", self.describe())
    }

    /// The family and parameter as D8 writes them: "SYM_VP hat", "WILD brown", "EXPLORER".
    pub fn describe(self) -> String {
        match self.parameter() {
            Some(p) => format!("{} {p}", self.family()),
            None => self.family().to_string(),
        }
    }

    /// What it does, for people, in a few words from the catalogue of la-isla.md §5.2:
    /// "+3 VP after placing on a hat", "a yellow resource may stand in when paying".
    pub fn effect(self) -> String {
        use Function::*;
        match self {
            Wild(c) => format!("a {} resource may stand in when paying", c.name()),
            Cheap(s) => format!("placing on a {} costs 1", s.name()),
            SymMark(s) => format!("a marker move after placing on a {}", s.name()),
            SymRes(s) => format!("+1 resource of choice after placing on a {}", s.name()),
            SymVp(s) => format!("+3 VP after placing on a {}", s.name()),
            BExtra(c) => format!("+1 more {0} resource when the B card is {0}", c.name()),
            BMark(c) => format!("a marker move when the B card is {}", c.name()),
            BVp(c) => format!("+2 VP when the B card is {}", c.name()),
            DVp(a) => format!("+2 VP when action D moves the {} marker", a.name()),
            DRes(a) => format!(
                "+1 resource of choice when action D moves the {} marker",
                a.name()
            ),
            LandRes(c) => format!(
                "+1 resource of choice after placing on a {} space",
                c.name()
            ),
            LandVp(c) => format!("+3 VP after placing on a {} space", c.name()),
            LandMark(c) => format!("a marker move after placing on a {} space", c.name()),
            DAny(a) => format!("a D card showing the {} may move any marker", a.name()),
            TileRes(a) => format!("+1 resource of choice per {} tile taken", a.name()),
            TileVp(a) => format!("+3 VP per {} tile taken", a.name()),
            TileMark(a) => format!("a marker move per {} tile taken", a.name()),
            RingVp(r) => format!("+2 VP after placing on the {} ring", r.name()),
            Explorer => "take 1 explorer of your colour from the general supply".to_string(),
            ExtraSlot => "a new cardholder slot".to_string(),
            Draw4 => "draw 4 cards instead of 3".to_string(),
            OccSwap => "swap 1 resource after placing on an occupied space".to_string(),
            OccVp => "+2 VP after placing on an occupied space".to_string(),
            OccCheap => "an occupied space costs 1".to_string(),
        }
    }

    /// The function of this D8 family and parameter ("-" for none), spelled exactly.
    fn from_parts(family: &str, parameter: &str) -> Option<Function> {
        use Function::*;
        let colour = || named(&Colour::ALL, Colour::name, parameter);
        let symbol = || named(&Symbol::ALL, Symbol::name, parameter);
        let animal = || named(&Animal::ALL, Animal::name, parameter);
        let none = |f: Function| (parameter == "-").then_some(f);
        match family {
            "WILD" => colour().map(Wild),
            "CHEAP" => symbol().map(Cheap),
            "SYM_MARK" => symbol().map(SymMark),
            "SYM_RES" => symbol().map(SymRes),
            "SYM_VP" => symbol().map(SymVp),
            "B_EXTRA" => colour().map(BExtra),
            "B_MARK" => colour().map(BMark),
            "B_VP" => colour().map(BVp),
            "D_VP" => animal().map(DVp),
            "D_RES" => animal().map(DRes),
            "LAND_RES" => colour().map(LandRes),
            "LAND_VP" => colour().map(LandVp),
            "LAND_MARK" => colour().map(LandMark),
            "D_ANY" => animal().map(DAny),
            "TILE_RES" => animal().map(TileRes),
            "TILE_VP" => animal().map(TileVp),
            "TILE_MARK" => animal().map(TileMark),
            "RING_VP" => named(&Ring::ALL, Ring::name, parameter).map(RingVp),
            "EXPLORER" => none(Explorer),
            "EXTRA_SLOT" => none(ExtraSlot),
            "DRAW4" => none(Draw4),
            "OCC_SWAP" => none(OccSwap),
            "OCC_VP" => none(OccVp),
            "OCC_CHEAP" => none(OccCheap),
            _ => None,
        }
    }

    /// Every function with its set and number of copies: the family table of la-isla.md §1.6.
    fn design() -> Vec<(Function, u8, usize)> {
        use Function::*;
        let mut design = Vec::new();
        for c in Colour::ALL {
            design.push((Wild(c), 1, 1));
            for f in [BExtra, BMark, BVp, LandRes, LandVp, LandMark] {
                design.push((f(c), 1, 2));
            }
        }
        for s in Symbol::ALL {
            design.push((Cheap(s), 1, 1));
            for f in [SymMark, SymRes, SymVp] {
                design.push((f(s), 1, 2));
            }
        }
        for a in Animal::ALL {
            for f in [DVp, DRes] {
                design.push((f(a), 1, 2));
            }
            for f in [DAny, TileRes, TileVp, TileMark] {
                design.push((f(a), 2, 2));
            }
        }
        for r in Ring::ALL {
            design.push((RingVp(r), 2, 2));
        }
        design.extend([
            (Explorer, 2, 2),
            (ExtraSlot, 2, 3),
            (Draw4, 2, 3),
            (OccSwap, 2, 2),
            (OccVp, 2, 2),
            (OccCheap, 2, 2),
        ]);
        design
    }
}

/// One of the 180 cards (la-isla.md §1.6, table D8): its function is used in action A, its
/// resource in action B, its animal in action D.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Card {
    /// 1..=180: the card's identity in records and chat (`#17`).
    pub number: u8,
    /// 1 basic, 2 advanced: the `basic` deck is the set-1 cards.
    pub set: u8,
    /// The special function, for action A.
    pub function: Function,
    /// The resource colour, for action B.
    pub resource: Colour,
    /// The animal, for action D.
    pub animal: Animal,
}

impl Card {
    /// "#85 D_RES moth | yellow | toad": function, resource and animal, as the reference
    /// lists hands.
    pub fn describe(&self) -> String {
        format!(
            "#{} {} | {} | {}",
            self.number,
            self.function.describe(),
            self.resource.name(),
            self.animal.name()
        )
    }
}

/// The number of cards; the first [`BASIC_CARDS`] are set 1.
const CARD_COUNT: usize = 180;
/// The number of basic (set-1) cards.
const BASIC_CARDS: usize = 120;

/// All 180 cards, index = number − 1, loaded and checked once.
pub fn cards() -> &'static [Card] {
    static CARDS: OnceLock<Vec<Card>> = OnceLock::new();
    // The built-in file is checked by the tests; a failure here is a build defect.
    CARDS.get_or_init(|| {
        load_cards(include_str!("../../../assets/la-isla/cards.toml"))
            .expect("built-in La Isla cards are valid")
    })
}

/// The card with this number, if 1..=180.
pub fn card(number: u8) -> Option<&'static Card> {
    cards().get(usize::from(number).checked_sub(1)?)
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CardsFile {
    cards: Vec<String>,
}

/// Parses the card manifest and checks it against la-isla.md §1.6 and D8's construction rule.
fn load_cards(text: &str) -> Result<Vec<Card>, String> {
    let file: CardsFile = toml::from_str(text).map_err(|e| format!("cards: {e}"))?;
    let mut cards = Vec::with_capacity(file.cards.len());
    for line in &file.cards {
        let bad = |what: &str| format!("card line {line:?}: {what}");
        let words: Vec<&str> = line.split_whitespace().collect();
        let [number, set, family, parameter, resource, animal] = words[..] else {
            return Err(bad("six words expected"));
        };
        let card = Card {
            number: number.parse().map_err(|_| bad("bad number"))?,
            set: set.parse().map_err(|_| bad("bad set"))?,
            function: Function::from_parts(family, parameter)
                .ok_or_else(|| bad("unknown function"))?,
            resource: named(&Colour::ALL, Colour::name, resource)
                .ok_or_else(|| bad("unknown resource colour"))?,
            animal: named(&Animal::ALL, Animal::name, animal)
                .ok_or_else(|| bad("unknown animal"))?,
        };
        cards.push(card);
    }
    check_cards(&cards)?;
    Ok(cards)
}

/// What the reference guarantees of the cards (la-isla.md §1.6, D8).
fn check_cards(cards: &[Card]) -> Result<(), String> {
    if cards.len() != CARD_COUNT {
        return Err(format!("{} cards, not {CARD_COUNT}", cards.len()));
    }
    let mut copies: HashMap<Function, usize> = HashMap::new();
    let mut resources = [[0usize; 2]; 5];
    let mut animals = [[0usize; 2]; 5];
    for (i, card) in cards.iter().enumerate() {
        let n = i + 1;
        if usize::from(card.number) != n {
            return Err(format!("card #{} is listed as card #{n}", card.number));
        }
        let set = if n <= BASIC_CARDS { 1 } else { 2 };
        if card.set != set {
            return Err(format!("card #{n} is in set {}, not {set}", card.set));
        }
        // D8's construction rule, which spreads resources and animals evenly.
        let (v, q) = (i % 5, i / 5);
        let resource = Colour::ALL[(v + 1) % 5];
        let animal = Animal::ALL[(v + q + 2) % 5];
        if card.resource != resource {
            return Err(format!(
                "card #{n} has resource {}, but the construction rule gives {}",
                card.resource.name(),
                resource.name()
            ));
        }
        if card.animal != animal {
            return Err(format!(
                "card #{n} has animal {}, but the construction rule gives {}",
                card.animal.name(),
                animal.name()
            ));
        }
        if card.function.colour() == Some(card.resource) {
            return Err(format!("card #{n}'s resource is its function's colour"));
        }
        *copies.entry(card.function).or_default() += 1;
        resources[card.resource.index()][usize::from(set - 1)] += 1;
        animals[card.animal.index()][usize::from(set - 1)] += 1;
    }
    for (function, set, want) in Function::design() {
        let have = copies.remove(&function).unwrap_or(0);
        if have != want {
            return Err(format!(
                "{} is on {have} cards, not {want}",
                function.describe()
            ));
        }
        if let Some(c) = cards
            .iter()
            .find(|c| c.function == function && c.set != set)
        {
            return Err(format!(
                "card #{}: {} belongs to set {set}",
                c.number,
                function.describe()
            ));
        }
    }
    if let Some(function) = copies.keys().next() {
        return Err(format!("{} is not a function of §1.6", function.describe()));
    }
    for c in Colour::ALL {
        if resources[c.index()] != [24, 12] {
            return Err(format!(
                "{} is the resource of {:?} basic and advanced cards, not 24 and 12",
                c.name(),
                resources[c.index()]
            ));
        }
    }
    for a in Animal::ALL {
        if animals[a.index()] != [24, 12] {
            return Err(format!(
                "the {} is the animal of {:?} basic and advanced cards, not 24 and 12",
                a.name(),
                animals[a.index()]
            ));
        }
    }
    Ok(())
}

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
    pub fn assemble(assembly: [u8; 10]) -> Result<Island, String> {
        let mut sorted = assembly;
        sorted.sort_unstable();
        if sorted != [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] {
            let listed: Vec<String> = assembly.iter().map(u8::to_string).collect();
            return Err(format!(
                "an assembly names each tooth 1 to 10 once, not {}",
                listed.join(" ")
            ));
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
enum Slot {
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
    fn resolve(self, sector: usize) -> Space {
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
struct Face {
    name: &'static str,
    slots: Vec<Slot>,
    anchor_r: f32,
    anchor_offset: f32,
}

/// A tooth (D6) with its type's faces (D5) resolved.
#[derive(Clone, Debug)]
struct Tooth {
    /// Its spaces M, oa, ob.
    spaces: [SpaceInfo; 3],
    /// Its faces of value 2, 3, 4.
    faces: [Face; 3],
}

/// The island pieces as loaded: everything an assembly needs.
#[derive(Debug)]
struct Pieces {
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
fn pieces() -> &'static Pieces {
    static PIECES: OnceLock<Pieces> = OnceLock::new();
    // The built-in file is checked by the tests; a failure here is a build defect.
    PIECES.get_or_init(|| {
        load_island(include_str!("../../../assets/la-isla/island.toml"))
            .expect("built-in La Isla island is valid")
    })
}

/// Parses the island manifest and checks it against la-isla.md §2.5.
fn load_island(text: &str) -> Result<Pieces, String> {
    let file: IslandFile = toml::from_str(text).map_err(|e| format!("island: {e}"))?;

    if file.inner.len() != SECTORS {
        return Err(format!("{} inner spaces, not 10", file.inner.len()));
    }
    let mut inner = [SpaceInfo {
        colour: Colour::Yellow,
        symbol: Symbol::Tent,
    }; SECTORS];
    for (i, entry) in file.inner.iter().enumerate() {
        if Space::parse(&entry.space) != Some(Space(i as u8)) {
            return Err(format!(
                "inner space {} is listed as {}",
                i + 1,
                entry.space
            ));
        }
        inner[i] = SpaceInfo {
            colour: entry.colour,
            symbol: entry.symbol,
        };
    }

    if file.centre.len() != 5 {
        return Err(format!("{} central regions, not 5", file.centre.len()));
    }
    let mut centre = Vec::new();
    for (i, entry) in file.centre.iter().enumerate() {
        let label = Region(i as u8).label();
        if entry.region != label {
            return Err(format!(
                "central region {label} is listed as {}",
                entry.region
            ));
        }
        let spaces = entry
            .spaces
            .iter()
            .map(|s| {
                Space::parse(s)
                    .filter(|s| s.ring() == Ring::Inner)
                    .ok_or_else(|| format!("{label}: {s} is not an inner space"))
            })
            .collect::<Result<Vec<_>, _>>()?;
        if !all_different(&spaces) || usize::from(entry.value) != spaces.len() {
            return Err(format!(
                "{label}: value {} but {} different spaces",
                entry.value,
                spaces.len()
            ));
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
            .ok_or_else(|| format!("face {}: not a face of D4", entry.face))?;
        if faces.iter().any(|f| f.name == name) {
            return Err(format!("face {name} is listed twice"));
        }
        if usize::from(entry.value) != entry.slots.len() || !all_different(&entry.slots) {
            return Err(format!(
                "face {name}: value {} but {} different slots",
                entry.value,
                entry.slots.len()
            ));
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
                    .ok_or_else(|| format!("type {}: unknown face {name}", entry.name))
            })
            .collect::<Result<Vec<_>, _>>()?;
        let values: Vec<usize> = found.iter().map(|f| f.slots.len()).collect();
        let Ok(found) = <[Face; 3]>::try_from(found) else {
            return Err(format!("type {}: three faces expected", entry.name));
        };
        if values != [2, 3, 4] {
            return Err(format!(
                "type {}: faces of value {values:?}, not one each of 2, 3, 4",
                entry.name
            ));
        }
        if types.insert(&entry.name, found).is_some() {
            return Err(format!("type {} is listed twice", entry.name));
        }
    }

    if file.teeth.len() != SECTORS {
        return Err(format!("{} teeth, not 10", file.teeth.len()));
    }
    let mut teeth = Vec::new();
    for (i, entry) in file.teeth.iter().enumerate() {
        let t = i + 1;
        if usize::from(entry.tooth) != t {
            return Err(format!("tooth T{t} is listed as T{}", entry.tooth));
        }
        let faces = types
            .get(entry.kind.as_str())
            .ok_or_else(|| format!("T{t}: unknown type {}", entry.kind))?
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
fn all_different<T: PartialEq>(items: &[T]) -> bool {
    items
        .iter()
        .enumerate()
        .all(|(i, x)| !items[..i].contains(x))
}

/// What the reference guarantees of the pieces, whatever the assembly (la-isla.md §2.5).
fn check_pieces(pieces: &Pieces) -> Result<(), String> {
    for (i, tooth) in pieces.teeth.iter().enumerate() {
        let colours = tooth.spaces.map(|s| s.colour);
        let symbols = tooth.spaces.map(|s| s.symbol);
        if !all_different(&colours) {
            return Err(format!(
                "T{}: two of its spaces have the same colour",
                i + 1
            ));
        }
        if !all_different(&symbols) {
            return Err(format!(
                "T{}: two of its spaces have the same symbol",
                i + 1
            ));
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
                return Err(format!(
                    "{} is on {have} {} spaces, not {want}",
                    c.name(),
                    ring.name()
                ));
            }
        }
        for sym in Symbol::ALL {
            let have = by_ring
                .iter()
                .filter(|(r, s)| *r == ring && s.symbol == sym)
                .count();
            if have != want {
                return Err(format!(
                    "the {} is on {have} {} spaces, not {want}",
                    sym.name(),
                    ring.name()
                ));
            }
        }
    }
    if !all_different(&pieces.inner) {
        return Err("two inner spaces have the same colour and symbol".into());
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
        return Err(format!("the region values sum to {total}, not 105"));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::rng::Rng;

    /// Table D7: per space its colour, symbol and regions; per region its value, piece, face,
    /// anchor and spaces.
    const D7: &str = "
I1 yellow tent J1 J5 J34
I2 green hat J1 J11
I3 gray rope J1 J2 J11
I4 brown tent J2
I5 beige backpack J2 J3 J17 J19
I6 yellow hat J3 J19
I7 green rope J3 J4 J26
I8 gray bottle J4 J26
I9 brown backpack J4 J5
I10 beige bottle J5 J32 J34
M1 yellow rope J7 J8
M2 green bottle J8 J10 J11
M3 gray backpack J11 J13 J14
M4 beige tent J13 J16 J17
M5 brown hat J17 J19 J20
M6 yellow backpack J22 J23
M7 green tent J22 J25 J26
M8 gray hat J26 J28 J29
M9 beige rope J29 J31 J32
M10 brown bottle J32 J34 J35
O1 green backpack J7 J33 J35
O2 gray hat J6 J7 J8
O3 gray tent J6 J8 J9
O4 beige rope J9 J10
O5 beige hat J10 J12 J14
O6 brown bottle J12 J14
O7 brown rope J13 J14 J15 J16
O8 yellow backpack J15 J16
O9 yellow bottle J17 J20
O10 green tent J18 J20
O11 gray tent J18 J20 J21 J23
O12 brown hat J21 J23
O13 beige hat J22 J23 J24
O14 yellow rope J24 J25
O15 brown rope J25 J28
O16 green bottle J27 J28 J29
O17 yellow bottle J27 J29 J30 J31
O18 gray backpack J30 J31
O19 green backpack J32 J35
O20 beige tent J33 J35

J1 3 centre X 552.6 461.8 I1 I2 I3
J2 3 centre X 552.6 538.2 I3 I4 I5
J3 3 centre X 479.9 561.8 I5 I6 I7
J4 3 centre X 435.0 500.0 I7 I8 I9
J5 3 centre X 479.9 438.2 I9 I10 I1
J6 2 T1 Cb 700.7 106.2 O2 O3
J7 3 T1 La 565.7 161.8 O1 O2 M1
J8 4 T1 LbV 659.2 224.2 O2 O3 M2 M1
J9 2 T2 Ca 812.5 187.5 O3 O4
J10 3 T2 Lb 801.3 333.0 O4 O5 M2
J11 4 T2 Q 679.3 441.8 I2 M2 M3 I3
J12 2 T3 Ca 936.6 430.9 O5 O6
J13 3 T3 V 784.4 592.4 M3 O7 M4
J14 4 T3 LaLb 844.5 500.0 O5 O6 O7 M3
J15 2 T4 Ca 893.8 700.7 O7 O8
J16 3 T4 La 801.3 667.0 O7 O8 M4
J17 4 T4 VQb 641.8 710.2 M4 O9 M5 I5
J18 2 T5 Cb 569.1 936.6 O10 O11
J19 3 T5 Qa 526.4 666.9 I5 M5 I6
J20 4 T5 LaLb 606.5 827.6 O9 O10 O11 M5
J21 2 T6 Ca 430.9 936.6 O11 O12
J22 3 T6 V 324.3 741.9 M6 O13 M7
J23 4 T6 LaLb 393.5 827.6 O11 O12 O13 M6
J24 2 T7 Ca 187.5 812.5 O13 O14
J25 3 T7 Lb 198.7 667.0 O14 O15 M7
J26 4 T7 Q 320.7 558.2 I7 M7 M8 I8
J27 2 T8 Cb 63.4 430.9 O16 O17
J28 3 T8 La 158.1 542.0 O15 O16 M8
J29 4 T8 LbV 188.5 433.8 O16 O17 M9 M8
J30 2 T9 Ca 106.2 299.3 O17 O18
J31 3 T9 La 198.7 333.0 O17 O18 M9
J32 4 T9 VQb 358.2 289.8 M9 O19 M10 I10
J33 2 T10 Cb 430.9 63.4 O20 O1
J34 3 T10 Qa 473.6 333.1 I10 M10 I1
J35 4 T10 LaLb 393.5 172.4 O19 O20 O1 M10
";

    fn space(label: &str) -> Space {
        Space::parse(label).unwrap()
    }

    fn region(label: &str) -> Region {
        Region(label[1..].parse::<u8>().unwrap() - 1)
    }

    fn spaces(labels: &str) -> Vec<Space> {
        labels.split_whitespace().map(space).collect()
    }

    #[test]
    fn the_reference_island_is_table_d7() {
        let island = Island::reference();
        let (space_rows, region_rows) = D7.trim().split_once("\n\n").unwrap();
        let mut seen = 0;
        for (i, row) in space_rows.lines().enumerate() {
            let w: Vec<&str> = row.split_whitespace().collect();
            let s = space(w[0]);
            assert_eq!(s, Space(i as u8), "{row}");
            let info = island.space(s);
            assert_eq!(info.colour, Colour::parse(w[1]).unwrap(), "{row}");
            assert_eq!(info.symbol, Symbol::parse(w[2]).unwrap(), "{row}");
            let want: Vec<Region> = w[3..].iter().map(|r| region(r)).collect();
            assert_eq!(island.regions_at(s), want.as_slice(), "{row}");
            seen += 1;
        }
        assert_eq!(seen, Space::COUNT);
        seen = 0;
        for (i, row) in region_rows.lines().enumerate() {
            let w: Vec<&str> = row.split_whitespace().collect();
            let r = region(w[0]);
            assert_eq!(r, Region(i as u8), "{row}");
            assert_eq!(r.label(), w[0]);
            let info = island.region(r);
            assert_eq!(info.value.to_string(), w[1], "{row}");
            let piece = match w[2] {
                "centre" => None,
                t => Some(t[1..].parse::<u8>().unwrap()),
            };
            assert_eq!(info.piece, piece, "{row}");
            assert_eq!(info.face, w[3], "{row}");
            let (x, y): (f32, f32) = (w[4].parse().unwrap(), w[5].parse().unwrap());
            assert!(
                (info.anchor.0 - x).abs() < 0.1 && (info.anchor.1 - y).abs() < 0.1,
                "{row}: anchor {:?}",
                info.anchor
            );
            assert_eq!(info.spaces, spaces(&w[6..].join(" ")), "{row}");
            seen += 1;
        }
        assert_eq!(seen, Region::COUNT);
        assert_eq!(island.regions.len(), Region::COUNT);
    }

    #[test]
    fn the_worked_example_holds_on_the_reference_island() {
        let island = Island::reference();
        assert_eq!(island.region(region("J7")).spaces, spaces("O1 O2 M1"));
        assert_eq!(island.region(region("J17")).spaces, spaces("M4 O9 M5 I5"));
        assert_eq!(island.region(region("J20")).spaces, spaces("O9 O10 O11 M5"));
        let at = |s: &str| island.space(space(s));
        assert_eq!(
            at("O1"),
            SpaceInfo {
                colour: Colour::Green,
                symbol: Symbol::Backpack
            }
        );
        assert_eq!(
            at("O2"),
            SpaceInfo {
                colour: Colour::Gray,
                symbol: Symbol::Hat
            }
        );
        assert_eq!(
            at("O9"),
            SpaceInfo {
                colour: Colour::Yellow,
                symbol: Symbol::Bottle
            }
        );
        // The example's hands (§9).
        let hands = [
            (122, "#122 D_ANY fossa | gray | toad"),
            (54, "#54 B_MARK beige | brown | dodo"),
            (80, "#80 D_VP moth | yellow | fossa"),
            (32, "#32 SYM_VP hat | gray | moth"),
            (45, "#45 B_EXTRA brown | yellow | moth"),
            (90, "#90 D_RES moth | yellow | pika"),
            (113, "#113 LAND_MARK gray | beige | fossa"),
            (167, "#167 EXPLORER | gray | fossa"),
            (85, "#85 D_RES moth | yellow | toad"),
            (158, "#158 TILE_MARK toad | beige | dodo"),
        ];
        for (n, text) in hands {
            assert_eq!(card(n).unwrap().describe(), text);
        }
        // The cardholders: §9 names only their functions.
        let slots = [
            (106, "LAND_VP yellow"),
            (148, "TILE_VP toad"),
            (12, "SYM_MARK hat"),
            (5, "WILD brown"),
            (55, "B_MARK brown"),
            (77, "D_VP fossa"),
            (172, "DRAW4"),
            (7, "CHEAP hat"),
            (177, "OCC_VP"),
            (169, "EXTRA_SLOT"),
        ];
        for (n, text) in slots {
            assert_eq!(card(n).unwrap().function.describe(), text);
        }
    }

    #[test]
    fn every_assembly_keeps_the_region_guarantees() {
        let mask = |r: &RegionInfo| r.spaces.iter().fold(0u64, |m, s| m | 1 << s.0);
        for seed in 0..2000 {
            let mut assembly = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
            Rng::new(seed, 0).shuffle(&mut assembly);
            let island = Island::assemble(assembly).unwrap();
            assert_eq!(island.assembly, assembly);
            let masks: Vec<u64> = island.regions.iter().map(mask).collect();
            let mut sorted = masks.clone();
            sorted.sort_unstable();
            sorted.dedup();
            assert_eq!(
                sorted.len(),
                Region::COUNT,
                "{assembly:?}: two regions alike"
            );
            let inside = masks
                .iter()
                .filter(|&&a| masks.iter().any(|&b| a != b && a & b == a))
                .count();
            assert_eq!(inside, 8, "{assembly:?}");
            let mut total = 0;
            for s in Space::all() {
                let n = island.regions_at(s).len();
                assert!((1..=4).contains(&n), "{assembly:?}: {} in {n}", s.label());
                total += n;
            }
            assert_eq!(total, 105, "{assembly:?}");
        }
    }

    #[test]
    fn an_assembly_must_be_a_permutation() {
        for bad in [
            [1, 1, 3, 4, 5, 6, 7, 8, 9, 10],
            [0, 2, 3, 4, 5, 6, 7, 8, 9, 10],
            [11, 2, 3, 4, 5, 6, 7, 8, 9, 10],
        ] {
            let e = Island::assemble(bad).unwrap_err();
            assert!(!e.contains('\n') && e.contains("once"), "{e}");
        }
        let island = Island::assemble([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]).unwrap();
        assert_eq!(island.region(Region(5)).piece, Some(10));
    }

    #[test]
    fn spaces_have_labels_sectors_and_positions() {
        for s in Space::all() {
            assert_eq!(Space::parse(&s.label()), Some(s));
            assert_eq!(Space::parse(&s.label().to_lowercase()), Some(s));
        }
        assert_eq!(Space::all().count(), Space::COUNT);
        assert_eq!(Space::parse("o9"), Some(space("O9")));
        assert_eq!(Space::parse("09"), Some(space("O9")));
        assert_eq!(Space::parse("m10"), Some(Space(19)));
        for bad in [
            "O21", "I0", "X1", "I11", "M11", "O0", "O", "", "O+9", "O09", "I1x",
        ] {
            assert_eq!(Space::parse(bad), None, "{bad}");
        }
        // D2, a few rows.
        for (label, ring, sector, x, y) in [
            ("I1", Ring::Inner, 1, 540.2, 376.4),
            ("I8", Ring::Inner, 8, 370.0, 500.0),
            ("M4", Ring::Middle, 4, 710.3, 652.8),
            ("O1", Ring::Outer, 1, 500.0, 110.0),
            ("O2", Ring::Outer, 1, 620.5, 129.1),
            ("O11", Ring::Outer, 6, 500.0, 890.0),
            ("O20", Ring::Outer, 10, 379.5, 129.1),
        ] {
            let s = space(label);
            assert_eq!((s.ring(), s.sector()), (ring, sector), "{label}");
            let (px, py) = s.xy();
            assert!((px - x).abs() < 0.1 && (py - y).abs() < 0.1, "{label}");
        }
    }

    #[test]
    fn words_of_the_notation_are_read() {
        for (words, colour) in [
            ("yellow desert ye", Colour::Yellow),
            ("green grassland gn", Colour::Green),
            ("gray grey mountain gy", Colour::Gray),
            ("beige steppe be", Colour::Beige),
            ("brown swamp br", Colour::Brown),
        ] {
            for w in words.split(' ') {
                assert_eq!(Colour::parse(w), Some(colour), "{w}");
                assert_eq!(Colour::parse(&w.to_uppercase()), Some(colour), "{w}");
            }
        }
        assert_eq!(Colour::parse("red"), None);
        for a in Animal::ALL {
            assert_eq!(Animal::parse(a.name()), Some(a));
            assert_eq!(Animal::parse(&a.code().to_uppercase()), Some(a));
        }
        assert_eq!(Animal::parse("Giant Fossa"), None);
        for s in Symbol::ALL {
            assert_eq!(Symbol::parse(&s.name().to_uppercase()), Some(s));
        }
        for r in Ring::ALL {
            assert_eq!(Ring::parse(r.name()), Some(r));
        }
    }

    #[test]
    fn the_cards_follow_the_reference() {
        let cards = cards();
        assert_eq!(cards.len(), 180);
        assert_eq!(cards.iter().filter(|c| c.set == 1).count(), 120);
        assert_eq!(card(0), None);
        assert_eq!(card(181), None);
        assert_eq!(card(180).unwrap().function, Function::OccCheap);
        assert_eq!(
            Function::SymVp(Symbol::Hat).effect(),
            "+3 VP after placing on a hat"
        );
        assert_eq!(
            Function::Wild(Colour::Yellow).effect(),
            "a yellow resource may stand in when paying"
        );
        assert_eq!(Function::Wild(Colour::Brown).describe(), "WILD brown");
        assert_eq!(Function::Explorer.describe(), "EXPLORER");
        for (function, _, _) in Function::design() {
            let text = function.describe();
            let (family, parameter) = text.split_once(' ').unwrap_or((&text, "-"));
            assert_eq!(Function::from_parts(family, parameter), Some(function));
            assert_eq!(function.family(), family);
        }
    }

    #[test]
    fn a_broken_cards_manifest_is_refused() {
        let text = include_str!("../../../assets/la-isla/cards.toml");
        let changed = text.replace(
            "\"1 1 WILD yellow green toad\"",
            "\"1 1 WILD yellow gray toad\"",
        );
        assert_ne!(changed, text);
        let e = load_cards(&changed).unwrap_err();
        assert!(e.contains("card #1 ") && e.contains("resource"), "{e}");
        let doubled = text.replace(
            "\"2 1 WILD green gray pika\"",
            "\"2 1 WILD yellow gray pika\"",
        );
        let e = load_cards(&doubled).unwrap_err();
        assert!(e.contains("WILD"), "{e}");
        let short = text.replace("  \"180 2 OCC_CHEAP - yellow fossa\",\n", "");
        assert!(load_cards(&short).unwrap_err().contains("179 cards"));
    }

    #[test]
    fn a_broken_island_manifest_is_refused() {
        let text = include_str!("../../../assets/la-isla/island.toml");
        let tooth = "{ tooth = 1, type = \"B\", m = [\"yellow\", \"rope\"], oa = [\"green\", \"backpack\"], ob = [\"gray\", \"hat\"] }";
        assert!(text.contains(tooth));
        let changed = text.replace(
            tooth,
            &tooth.replace("\"gray\", \"hat\"", "\"green\", \"hat\""),
        );
        let e = load_island(&changed).unwrap_err();
        assert!(e.contains("T1") && e.contains("colour"), "{e}");
        let face = text.replace(
            "slots = [\"oa\", \"ob\"], anchor_r = 3.4",
            "slots = [\"oa\"], anchor_r = 3.4",
        );
        assert!(load_island(&face).unwrap_err().contains("face Ca"));
    }
}
