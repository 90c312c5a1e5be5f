//! The 180 cards (la-isla.md §1.6, table D8): their special functions, loaded from
//! `assets/la-isla/cards.toml` and checked once.

use super::*;
use crate::words::Msg;

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
    pub(super) fn parameter(self) -> Option<&'static str> {
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
    pub(super) fn colour(self) -> Option<Colour> {
        use Function::*;
        match self {
            Wild(c) | BExtra(c) | BMark(c) | BVp(c) | LandRes(c) | LandVp(c) | LandMark(c) => {
                Some(c)
            }
            _ => None,
        }
    }

    /// The card's name in words, a message of the game's catalog ("hat points", "extra
    /// green", "explorer"): what players read, where the rules reference writes the family's
    /// code ([`Function::describe`], for the data files and their checks).
    pub fn name(self) -> Msg {
        self.words("la-isla-card")
    }

    /// The message `<prefix>-<family>` of the catalog, with the parameter's name as its
    /// argument `colour`, `symbol`, `animal` or `ring`.
    fn words(self, prefix: &str) -> Msg {
        use Function::*;
        let key = format!(
            "{prefix}-{}",
            self.family().to_ascii_lowercase().replace('_', "-")
        );
        let msg = Msg::new(key);
        match self {
            Wild(c) | BExtra(c) | BMark(c) | BVp(c) | LandRes(c) | LandVp(c) | LandMark(c) => {
                msg.with("colour", c.msg())
            }
            Cheap(s) | SymMark(s) | SymRes(s) | SymVp(s) => msg.with("symbol", s.msg()),
            DVp(a) | DRes(a) | DAny(a) | TileRes(a) | TileVp(a) | TileMark(a) => {
                msg.with("animal", a.msg())
            }
            RingVp(r) => msg.with("ring", r.msg()),
            Explorer | ExtraSlot | Draw4 | OccSwap | OccVp | OccCheap => msg,
        }
    }

    /// The family and parameter as D8 writes them: "SYM_VP hat", "WILD brown", "EXPLORER":
    /// the data files' words, never a player's ([`Function::name`]).
    pub fn describe(self) -> String {
        match self.parameter() {
            Some(p) => format!("{} {p}", self.family()),
            None => self.family().to_string(),
        }
    }

    /// What it does, for people, in a few words from the catalogue of la-isla.md §5.2, a
    /// message of the game's catalog: "+3 VP after placing on a hat", "a yellow resource may
    /// stand in when paying".
    pub fn effect(self) -> Msg {
        self.words("la-isla-effect")
    }

    /// The function of this D8 family and parameter ("-" for none), spelled exactly.
    pub(super) fn from_parts(family: &str, parameter: &str) -> Option<Function> {
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
    pub(super) fn design() -> Vec<(Function, u8, usize)> {
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
    /// lists hands (the data's words: a player reads [`Function::name`]).
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
        load_cards(include_str!("../../../../assets/la-isla/cards.toml"))
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
pub(super) fn load_cards(text: &str) -> Result<Vec<Card>, BadData> {
    let file: CardsFile = toml::from_str(text).map_err(|e| BadData(format!("cards: {e}")))?;
    let mut cards = Vec::with_capacity(file.cards.len());
    for line in &file.cards {
        let bad = |what: BadData| BadData(format!("card line {line:?}: {what}"));
        let words: Vec<&str> = line.split_whitespace().collect();
        let [number, set, family, parameter, resource, animal] = words[..] else {
            return Err(bad(BadData("six words expected".into())));
        };
        let card = Card {
            number: number
                .parse()
                .map_err(|_| bad(BadData("bad number".into())))?,
            set: set.parse().map_err(|_| bad(BadData("bad set".into())))?,
            function: Function::from_parts(family, parameter)
                .ok_or_else(|| bad(BadData("unknown function".into())))?,
            resource: named(&Colour::ALL, Colour::name, resource)
                .ok_or_else(|| bad(BadData("unknown resource colour".into())))?,
            animal: named(&Animal::ALL, Animal::name, animal)
                .ok_or_else(|| bad(BadData("unknown animal".into())))?,
        };
        cards.push(card);
    }
    check_cards(&cards)?;
    Ok(cards)
}

/// What the reference guarantees of the cards (la-isla.md §1.6, D8).
pub(super) fn check_cards(cards: &[Card]) -> Result<(), BadData> {
    if cards.len() != CARD_COUNT {
        return Err(BadData(format!("{} cards, not {CARD_COUNT}", cards.len())));
    }
    let mut copies: HashMap<Function, usize> = HashMap::new();
    let mut resources = [[0usize; 2]; 5];
    let mut animals = [[0usize; 2]; 5];
    for (i, card) in cards.iter().enumerate() {
        let n = i + 1;
        if usize::from(card.number) != n {
            return Err(BadData(format!(
                "card #{} is listed as card #{n}",
                card.number
            )));
        }
        let set = if n <= BASIC_CARDS { 1 } else { 2 };
        if card.set != set {
            return Err(BadData(format!(
                "card #{n} is in set {}, not {set}",
                card.set
            )));
        }
        // D8's construction rule, which spreads resources and animals evenly.
        let (v, q) = (i % 5, i / 5);
        let resource = Colour::ALL[(v + 1) % 5];
        let animal = Animal::ALL[(v + q + 2) % 5];
        if card.resource != resource {
            return Err(BadData(format!(
                "card #{n} has resource {}, but the construction rule gives {}",
                card.resource.name(),
                resource.name()
            )));
        }
        if card.animal != animal {
            return Err(BadData(format!(
                "card #{n} has animal {}, but the construction rule gives {}",
                card.animal.name(),
                animal.name()
            )));
        }
        if card.function.colour() == Some(card.resource) {
            return Err(BadData(format!(
                "card #{n}'s resource is its function's colour"
            )));
        }
        *copies.entry(card.function).or_default() += 1;
        resources[card.resource.index()][usize::from(set - 1)] += 1;
        animals[card.animal.index()][usize::from(set - 1)] += 1;
    }
    for (function, set, want) in Function::design() {
        let have = copies.remove(&function).unwrap_or(0);
        if have != want {
            return Err(BadData(format!(
                "{} is on {have} cards, not {want}",
                function.describe()
            )));
        }
        if let Some(c) = cards
            .iter()
            .find(|c| c.function == function && c.set != set)
        {
            return Err(BadData(format!(
                "card #{}: {} belongs to set {set}",
                c.number,
                function.describe()
            )));
        }
    }
    if let Some(function) = copies.keys().next() {
        return Err(BadData(format!(
            "{} is not a function of §1.6",
            function.describe()
        )));
    }
    for c in Colour::ALL {
        if resources[c.index()] != [24, 12] {
            return Err(BadData(format!(
                "{} is the resource of {:?} basic and advanced cards, not 24 and 12",
                c.name(),
                resources[c.index()]
            )));
        }
    }
    for a in Animal::ALL {
        if animals[a.index()] != [24, 12] {
            return Err(BadData(format!(
                "the {} is the animal of {:?} basic and advanced cards, not 24 and 12",
                a.name(),
                animals[a.index()]
            )));
        }
    }
    Ok(())
}
