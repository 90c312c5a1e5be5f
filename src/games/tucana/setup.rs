//! Set-up: options, set-up cards, who writes which letter where, and what chance decides.
//!
//! Everything random in a game is decided here, up front, from its seed: the set-up card,
//! the starting village, the red bonus cards, every round's deck and the order in which the
//! solo keep-2 rule keeps blue cards. The game itself ([`super::Game`]) holds no generator:
//! it is a pure function of its [`Setup`] and its move log.

use serde::{Deserialize, Serialize};

use super::map::MapId;
use super::types::{Card, Direction, Letter, Sight};
use crate::game::rng::Rng;
use crate::game::BadData;
use crate::words::{msg, Msg};

/// The version of the rules implemented here. A stored game records it; a change that would
/// replay an old log differently must come with a new version (and keep the old behaviour).
pub const RULESET: u32 = 1;

/// The most players one game may seat.
pub const MAX_PLAYERS: usize = 100;

/// The 13 printed set-up cards, read clockwise from the top.
pub const SETUP_CARDS: [&str; 13] = [
    "CEBAEDCDAB",
    "ECAEBDABDC",
    "ADCBDACEBE",
    "EBDBACAECD",
    "BEDCBADECA",
    "ACBDCDEBAE",
    "BDCAEBEDCA",
    "CAECBADEBD",
    "EADBCEBDAC",
    "DBACECDAEB",
    "DADBAECECB",
    "DCEADCBAEB",
    "BACBDCEAED",
];

/// A set-up card: the ten village letters, every letter A–E twice.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SetupCard(pub [Letter; 10]);

impl std::str::FromStr for SetupCard {
    type Err = BadData;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let mut arr = [Letter::A; 10];
        let mut n = 0;
        for c in s.trim().chars() {
            let letter = Letter::from_char(c).ok_or_else(|| {
                BadData(format!("set-up card {s:?}: {c:?} is not a letter A to E"))
            })?;
            if n < arr.len() {
                arr[n] = letter;
            }
            n += 1;
        }
        if n != arr.len() {
            return Err(BadData(format!("set-up card {s:?} must have 10 letters")));
        }
        for l in Letter::ALL {
            if arr.iter().filter(|x| **x == l).count() != 2 {
                return Err(BadData(format!(
                    "set-up card {s:?} must hold every letter A to E exactly twice"
                )));
            }
        }
        Ok(SetupCard(arr))
    }
}

impl std::fmt::Display for SetupCard {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.iter().try_for_each(|l| write!(f, "{l}"))
    }
}

/// The choices made when a game is created.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Options {
    pub map: MapId,
    /// The Special Bonus variant (red bonus cards).
    pub special_bonus: bool,
    /// Draw the Mayor's starting village instead of starting at village 1.
    pub random_start: bool,
    pub direction: Direction,
    /// Every player writes the letters exactly as the Mayor does.
    pub symmetric: bool,
    /// Whether the players move through the turns together or each at their own pace.
    /// Left out of the stored options when together, so that options stored before free
    /// pace existed, and together games' options now, read and write exactly as before.
    #[serde(skip_serializing_if = "Pace::is_together")]
    pub pace: Pace,
}

/// How the players move through the turns.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Pace {
    /// Every turn waits for every player (or its deadline), as at a table.
    #[default]
    Together,
    /// Each player plays through the same cards at their own pace; bonus cards are raced
    /// for by turn number rather than by the clock (see [`super::Game`]).
    Free,
}

impl Pace {
    pub fn is_together(&self) -> bool {
        *self == Pace::Together
    }
}

/// How the solo keep-2 rule picks the blue cards that stay for the last round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SoloKeep {
    /// Keep the first two letters of this order that are still on the table.
    Order([Letter; 5]),
    /// Keep exactly these two (a replay script's `solo_keep`); they must be on the table.
    Named([Letter; 2]),
}

/// Everything fixed before the first turn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    pub map: MapId,
    pub players: usize,
    pub card: SetupCard,
    /// The Mayor's starting village, 1-10.
    pub start_village: u8,
    pub direction: Direction,
    pub symmetric: bool,
    /// Red bonus cards in play (empty without the Special Bonus variant).
    pub red: Vec<Sight>,
    /// Each round's deck, top card first.
    pub decks: Vec<Vec<Card>>,
    pub solo_keep: SoloKeep,
}

/// Why a set-up was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct SetupError(pub String);

/// A set-up built by hand (a replay script's) that is wrong, for its developer.
impl From<BadData> for SetupError {
    fn from(bad: BadData) -> SetupError {
        SetupError(bad.0)
    }
}

impl Setup {
    /// The set-up of a game from its seed: what the bot uses for every game it creates.
    pub fn from_seed(seed: u64, options: Options, players: usize) -> Result<Setup, SetupError> {
        check_players(players)?;
        let mut rng = Rng::new(seed, 0);
        // Draws happen in a fixed order, whether or not an option uses them, so that the
        // same seed deals the same decks whatever the options.
        let card_index = rng.below(SETUP_CARDS.len() as u32) as usize;
        let start = rng.below(10) as u8 + 1;
        let mut reds = Sight::ALL;
        rng.shuffle(&mut reds);
        let mut solo_order = Letter::ALL;
        rng.shuffle(&mut solo_order);
        let rounds = options.map.map().rounds as usize;
        let decks = (0..rounds)
            .map(|_| {
                let mut deck = Card::full_deck();
                rng.shuffle(&mut deck);
                deck
            })
            .collect();
        let setup = Setup {
            map: options.map,
            players,
            card: SETUP_CARDS[card_index].parse().map_err(SetupError::from)?,
            start_village: if options.random_start { start } else { 1 },
            direction: options.direction,
            symmetric: options.symmetric,
            red: if options.special_bonus {
                reds[..red_cards_for(players)].to_vec()
            } else {
                Vec::new()
            },
            decks,
            solo_keep: SoloKeep::Order(solo_order),
        };
        // Dealt whole from full decks and a printed card, checked players: valid by
        // construction; a random game of `tucana sim` need not count its decks again.
        debug_assert_eq!(setup.validate(), Ok(()));
        Ok(setup)
    }

    /// Checks a set-up built by hand (a replay script's): players, villages, red cards, decks.
    pub fn validate(&self) -> Result<(), SetupError> {
        check_players(self.players)?;
        if !(1..=10).contains(&self.start_village) {
            return Err(SetupError::from(BadData(format!(
                "start_village must be 1 to 10, not {}",
                self.start_village
            ))));
        }
        if !self.red.is_empty() {
            let want = red_cards_for(self.players);
            let distinct = self
                .red
                .iter()
                .enumerate()
                .all(|(i, s)| !self.red[..i].contains(s));
            if self.red.len() != want || !distinct {
                return Err(SetupError::from(BadData(format!(
                    "red_bonus needs {} with {} player{}",
                    if want == 1 {
                        "exactly 1 card".to_string()
                    } else {
                        format!("exactly {want} different cards")
                    },
                    self.players,
                    if self.players == 1 { "" } else { "s" }
                ))));
            }
        }
        let rounds = self.map.map().rounds as usize;
        if self.decks.len() != rounds {
            return Err(SetupError::from(BadData(format!(
                "{} needs {rounds} decks, got {}",
                self.map.map().name,
                self.decks.len()
            ))));
        }
        for (r, deck) in self.decks.iter().enumerate() {
            check_deck(deck)
                .map_err(|e| SetupError::from(BadData(format!("round {}: {e}", r + 1))))?;
        }
        if let SoloKeep::Named(keep) = self.solo_keep {
            if self.players != 1 {
                return Err(SetupError::from(BadData(
                    "solo_keep is only for solo games".into(),
                )));
            }
            if keep[0] == keep[1] {
                return Err(SetupError::from(BadData(
                    "solo_keep must name two different letters".into(),
                )));
            }
        }
        Ok(())
    }

    /// The letter seat `seat` writes on each village (`letters[v - 1]`).
    pub fn letters_for(&self, seat: usize) -> [Letter; 10] {
        let start = if self.symmetric {
            self.start_village as usize
        } else {
            (self.start_village as usize - 1 + seat) % 10 + 1
        };
        let mut out = [Letter::A; 10];
        for (i, &letter) in self.card.0.iter().enumerate() {
            let v = match self.direction {
                Direction::Clockwise => (start - 1 + i) % 10,
                Direction::CounterClockwise => (start - 1 + 10 - i) % 10,
            };
            out[v] = letter;
        }
        out
    }
}

/// How many red cards the Special Bonus variant draws for a number of players.
pub fn red_cards_for(players: usize) -> usize {
    if players >= 5 {
        2
    } else {
        1
    }
}

fn check_players(players: usize) -> Result<(), SetupError> {
    if players == 0 || players > MAX_PLAYERS {
        return Err(SetupError::from(BadData(format!(
            "a game has 1 to {MAX_PLAYERS} players, not {players}"
        ))));
    }
    Ok(())
}

/// Checks that a deck is the real 27-card terrain deck (in any order).
pub fn check_deck(deck: &[Card]) -> Result<(), BadData> {
    if deck.len() != Card::DECK_SIZE {
        return Err(BadData(format!(
            "a deck has {} cards, not {}",
            Card::DECK_SIZE,
            deck.len()
        )));
    }
    for (card, n) in Card::DECK {
        let got = deck.iter().filter(|c| **c == card).count();
        if got != n {
            return Err(BadData(format!(
                "the deck has {got} {card} card{}, the real deck has {n}",
                if got == 1 { "" } else { "s" }
            )));
        }
    }
    Ok(())
}

/// The `key=value` choices of [`crate::game::Rules::options`], one at a time.
impl crate::game::options::Choices for Options {
    /// A choice refused is said in the game's words.
    fn choose(self, key: &str, value: &str) -> Result<Options, Msg> {
        let refused = |msg: Msg| msg;
        let mut o = self;
        let yes = || match value {
            "true" | "yes" | "on" => Ok(true),
            "false" | "no" | "off" => Ok(false),
            _ => Err(refused(msg!("tucana-option-yes-no", option = key, value))),
        };
        match key {
            "map" => {
                o.map = match value.to_ascii_lowercase().as_str() {
                    "petit" | "isla petit" => super::MapId::Petit,
                    "grande" | "isla grande" => super::MapId::Grande,
                    _ => return Err(refused(msg!("tucana-option-no-map", value))),
                }
            }
            "special_bonus" => o.special_bonus = yes()?,
            "random_start" => o.random_start = yes()?,
            "symmetric" => o.symmetric = yes()?,
            "pace" => {
                o.pace = match value {
                    "together" => Pace::Together,
                    "free" => Pace::Free,
                    _ => return Err(refused(msg!("tucana-option-pace", value))),
                }
            }
            "direction" => {
                o.direction = match value {
                    "clockwise" => Direction::Clockwise,
                    "counter-clockwise" | "counterclockwise" => Direction::CounterClockwise,
                    _ => return Err(refused(msg!("tucana-option-direction", value))),
                }
            }
            _ => return Err(refused(msg!("tucana-option-unknown", option = key))),
        }
        Ok(o)
    }

    fn describe(&self) -> Msg {
        let o = self;
        let mut parts = vec![match o.map {
            super::MapId::Petit => msg!("tucana-menu-map-petit"),
            super::MapId::Grande => msg!("tucana-menu-map-grande"),
        }];
        if o.special_bonus {
            parts.push(msg!("tucana-described-special-bonus"));
        }
        if o.random_start {
            parts.push(msg!("tucana-described-random-start"));
        }
        if o.direction == Direction::CounterClockwise {
            parts.push(msg!("tucana-menu-counter-clockwise"));
        }
        if o.symmetric {
            parts.push(msg!("tucana-described-symmetric"));
        }
        if o.pace == Pace::Free {
            parts.push(msg!("tucana-described-free-pace"));
        }
        parts
            .into_iter()
            .reduce(|first, then| msg!("tucana-dotted", first, then))
            .expect("the map")
    }
}
