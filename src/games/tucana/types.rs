//! The small vocabulary of the game: terrains, cards, sights and village letters.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::game::BadData;
use crate::words::Msg;

/// The four terrains a space can have.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Terrain {
    Desert,
    Forest,
    Mountain,
    Water,
}

impl Terrain {
    pub const ALL: [Terrain; 4] = [
        Terrain::Desert,
        Terrain::Forest,
        Terrain::Mountain,
        Terrain::Water,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Terrain::Desert => "desert",
            Terrain::Forest => "forest",
            Terrain::Mountain => "mountain",
            Terrain::Water => "water",
        }
    }

    pub fn index(self) -> usize {
        self as usize
    }

    /// The terrain's name in the game's catalog (`tucana-terrain-forest`).
    pub fn msg(self) -> Msg {
        Msg::new(format!("tucana-terrain-{}", self.name()))
    }
}

impl fmt::Display for Terrain {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A terrain card: one of the four terrains, or the any-terrain card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Card {
    Desert,
    Forest,
    Mountain,
    Water,
    Any,
}

impl Card {
    pub const ALL: [Card; 5] = [
        Card::Desert,
        Card::Forest,
        Card::Mountain,
        Card::Water,
        Card::Any,
    ];

    /// How many of each card the 27-card terrain deck holds.
    pub const DECK: [(Card, usize); 5] = [
        (Card::Desert, 8),
        (Card::Forest, 7),
        (Card::Mountain, 6),
        (Card::Water, 4),
        (Card::Any, 2),
    ];

    /// The number of cards in the terrain deck.
    pub const DECK_SIZE: usize = 27;

    pub fn name(self) -> &'static str {
        match self {
            Card::Any => "any",
            Card::Desert => "desert",
            Card::Forest => "forest",
            Card::Mountain => "mountain",
            Card::Water => "water",
        }
    }

    pub fn index(self) -> usize {
        self as usize
    }

    /// The card's name in the game's catalog (`tucana-card-any`).
    pub fn msg(self) -> Msg {
        Msg::new(format!("tucana-card-{}", self.name()))
    }

    /// The terrain shown, or `None` for the any-terrain card.
    pub fn terrain(self) -> Option<Terrain> {
        match self {
            Card::Desert => Some(Terrain::Desert),
            Card::Forest => Some(Terrain::Forest),
            Card::Mountain => Some(Terrain::Mountain),
            Card::Water => Some(Terrain::Water),
            Card::Any => None,
        }
    }

    /// Whether a space of terrain `t` may be used for this card.
    pub fn matches(self, t: Terrain) -> bool {
        self.terrain().is_none_or(|own| own == t)
    }

    /// The 27 cards of the deck in a fixed order (before any shuffle).
    pub fn full_deck() -> Vec<Card> {
        FULL_DECK.to_vec()
    }
}

/// [`Card::DECK`] card by card, in its order: what every round's shuffle starts from
/// (a set-up deals one per round, a strong player's every sampled future one per round).
const FULL_DECK: [Card; Card::DECK_SIZE] = {
    let mut deck = [Card::Any; Card::DECK_SIZE];
    let (mut at, mut kind) = (0, 0);
    while kind < Card::DECK.len() {
        let (card, n) = Card::DECK[kind];
        let mut k = 0;
        while k < n {
            deck[at] = card;
            at += 1;
            k += 1;
        }
        kind += 1;
    }
    assert!(at == Card::DECK_SIZE, "DECK_SIZE counts DECK");
    deck
};

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Card {
    type Err = BadData;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_ascii_lowercase().as_str() {
            "desert" => Ok(Card::Desert),
            "forest" => Ok(Card::Forest),
            "mountain" => Ok(Card::Mountain),
            "water" => Ok(Card::Water),
            "any" | "any-terrain" | "any terrain" => Ok(Card::Any),
            other => Err(BadData(format!(
                "unknown card {other:?} (expected desert, forest, mountain, water or any)"
            ))),
        }
    }
}

/// The five kinds of sight.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Sight {
    Obelisk,
    Book,
    Toucan,
    Yeti,
    SeaMonster,
}

impl Sight {
    pub const ALL: [Sight; 5] = [
        Sight::Obelisk,
        Sight::Book,
        Sight::Toucan,
        Sight::Yeti,
        Sight::SeaMonster,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Sight::Obelisk => "obelisk",
            Sight::Book => "book",
            Sight::Toucan => "toucan",
            Sight::Yeti => "yeti",
            Sight::SeaMonster => "sea monster",
        }
    }

    pub fn index(self) -> usize {
        self as usize
    }

    /// The sight's name in the game's catalog (`tucana-sight-sea-monster`).
    pub fn msg(self) -> Msg {
        Msg::new(format!("tucana-sight-{}", self.name().replace(' ', "-")))
    }

    /// The terrain this sight always sits on.
    pub fn terrain(self) -> Terrain {
        match self {
            Sight::Obelisk => Terrain::Desert,
            Sight::Book | Sight::Toucan => Terrain::Forest,
            Sight::Yeti => Terrain::Mountain,
            Sight::SeaMonster => Terrain::Water,
        }
    }

    /// The one-letter code used in map files.
    pub fn code(self) -> char {
        match self {
            Sight::Obelisk => 'O',
            Sight::Book => 'B',
            Sight::Toucan => 'T',
            Sight::Yeti => 'Y',
            Sight::SeaMonster => 'S',
        }
    }
}

impl fmt::Display for Sight {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Sight {
    type Err = BadData;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let norm: String = s
            .trim()
            .to_ascii_lowercase()
            .chars()
            .filter(|c| c.is_ascii_alphabetic())
            .collect();
        match norm.as_str() {
            "obelisk" => Ok(Sight::Obelisk),
            "book" => Ok(Sight::Book),
            "toucan" => Ok(Sight::Toucan),
            "yeti" => Ok(Sight::Yeti),
            "seamonster" => Ok(Sight::SeaMonster),
            _ => Err(BadData(format!(
                "unknown sight {s:?} (expected obelisk, book, toucan, yeti or sea monster)"
            ))),
        }
    }
}

impl Serialize for Sight {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

impl<'de> Deserialize<'de> for Sight {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

/// A village letter, A to E.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Letter {
    A,
    B,
    C,
    D,
    E,
}

impl Letter {
    pub const ALL: [Letter; 5] = [Letter::A, Letter::B, Letter::C, Letter::D, Letter::E];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn from_index(i: usize) -> Letter {
        Letter::ALL[i]
    }

    pub fn as_char(self) -> char {
        (b'A' + self as u8) as char
    }

    pub fn from_char(c: char) -> Option<Letter> {
        match c.to_ascii_uppercase() {
            'A' => Some(Letter::A),
            'B' => Some(Letter::B),
            'C' => Some(Letter::C),
            'D' => Some(Letter::D),
            'E' => Some(Letter::E),
            _ => None,
        }
    }
}

impl fmt::Display for Letter {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.as_char())
    }
}

impl Serialize for Letter {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Letter {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        let mut chars = s.trim().chars();
        match (chars.next().and_then(Letter::from_char), chars.next()) {
            (Some(l), None) => Ok(l),
            _ => Err(serde::de::Error::custom(BadData(format!(
                "unknown village letter {s:?} (expected A to E)"
            )))),
        }
    }
}

/// Which way the set-up card's letters are written around the island.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Direction {
    #[default]
    Clockwise,
    CounterClockwise,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deck_has_27_cards() {
        let deck = Card::full_deck();
        assert_eq!(deck.len(), Card::DECK_SIZE);
        assert_eq!(deck.iter().filter(|c| **c == Card::Any).count(), 2);
    }

    #[test]
    fn any_matches_every_terrain_and_others_only_their_own() {
        for t in Terrain::ALL {
            assert!(Card::Any.matches(t));
            for c in Card::ALL.into_iter().filter(|c| *c != Card::Any) {
                assert_eq!(c.matches(t), c.terrain() == Some(t));
            }
        }
    }

    #[test]
    fn sights_parse_in_several_spellings() {
        for s in ["sea monster", "sea_monster", "Sea-Monster", "seamonster"] {
            assert_eq!(s.parse::<Sight>(), Ok(Sight::SeaMonster));
        }
        assert!("dragon".parse::<Sight>().is_err());
    }
}
