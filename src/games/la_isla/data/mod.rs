//! The game's components as data: colours, symbols, animals and rings, the 40 landscape
//! spaces and 35 jungle regions of an assembled island, and the 180 cards. The pieces and the
//! cards are the reference's **\[original\]** design (la-isla.md §1–§2, la-isla-data.md
//! D2–D8); they are loaded from `assets/la-isla/` and checked once against what the reference
//! guarantees of them, so that the rules can rely on those guarantees instead of re-checking.

use std::collections::HashMap;
use std::sync::OnceLock;

use crate::game::BadData;
use crate::words::Msg;
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

    /// Its name for players, a message of the game's catalog (`la-isla-colour-<name>`).
    pub fn msg(self) -> Msg {
        Msg::new(format!("la-isla-colour-{}", self.name()))
    }

    /// The landscape of this colour: "desert", "grassland", "mountain", "steppe", "swamp".
    pub fn landscape(self) -> &'static str {
        ["desert", "grassland", "mountain", "steppe", "swamp"][self.index()]
    }

    /// Its landscape's name for players, a message of the game's catalog
    /// (`la-isla-landscape-<landscape>`).
    pub fn landscape_msg(self) -> Msg {
        Msg::new(format!("la-isla-landscape-{}", self.landscape()))
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

    /// Its name for players, a message of the game's catalog (`la-isla-symbol-<name>`).
    pub fn msg(self) -> Msg {
        Msg::new(format!("la-isla-symbol-{}", self.name()))
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

    /// Its name for players, a message of the game's catalog (`la-isla-animal-<name>`).
    pub fn msg(self) -> Msg {
        Msg::new(format!("la-isla-animal-{}", self.name()))
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

    /// Its name for players, a message of the game's catalog (`la-isla-ring-<name>`).
    pub fn msg(self) -> Msg {
        Msg::new(format!("la-isla-ring-{}", self.name()))
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

mod cards;
mod island;
#[cfg(test)]
mod tests;

pub use cards::*;
pub use island::*;
