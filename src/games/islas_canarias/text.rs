//! The chat notation (islas-canarias.md §10.4): the words players type, read into a typed
//! [`Move`], and each move's canonical form (lowercase words, card numbers, capital area
//! labels, `; ` between steps), which is what the log and scripts hold.
//!
//! A move is one message: an island choice, an arrival decision, or one or more turn steps.
//! `divert` takes a seat number here; a player's name is turned into its seat by whoever
//! knows the names (the script reader, the service's adapter) before parsing (C29).

use super::data::{self, Area, Colour, IslandId};
use super::state::{step_refused, Seat};
use crate::words::{msg, Msg};

/// One step of a turn (§10.1).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Step {
    /// Action 1: draw 3 cards (5 with `draw5`).
    Draw,
    /// Action 1: build a house from a settler card.
    Build {
        card: u8,
        area: Area,
        colour: Option<Colour>,
    },
    /// Action 2: a card face down on the ship.
    Ship { card: u8 },
    /// Two houses into a palace on `on`.
    Palace {
        houses: [Area; 2],
        on: Area,
        colour: Option<Colour>,
    },
    /// Three houses into a town on `on`.
    Town {
        houses: [Area; 3],
        on: Area,
        colour: Option<Colour>,
    },
}

impl Step {
    pub fn is_conversion(&self) -> bool {
        matches!(self, Step::Palace { .. } | Step::Town { .. })
    }

    /// The canonical form: `build 12 B2`, `palace C3 D4 on C3 as red`.
    pub fn typed(&self) -> String {
        let areas = |a: &[Area]| a.iter().map(|a| a.label()).collect::<Vec<_>>().join(" ");
        let as_ = |c: &Option<Colour>| c.map_or(String::new(), |c| format!(" as {}", c.name()));
        match self {
            Step::Draw => "draw".to_owned(),
            Step::Build { card, area, colour } => {
                format!("build {card} {}{}", area.label(), as_(colour))
            }
            Step::Ship { card } => format!("ship {card}"),
            Step::Palace { houses, on, colour } => {
                format!("palace {} on {}{}", areas(houses), on.label(), as_(colour))
            }
            Step::Town { houses, on, colour } => {
                format!("town {} on {}{}", areas(houses), on.label(), as_(colour))
            }
        }
    }
}

/// A move: one message of one seat.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// Set-up: `island TF`.
    Island { seat: Seat, island: IslandId },
    /// Turn steps, in the order written.
    Turn { seat: Seat, steps: Vec<Step> },
    /// An arriving settler's area and/or colour: `at E5`, `at E5 as red`, `as red`.
    At {
        seat: Seat,
        area: Option<Area>,
        colour: Option<Colour>,
    },
    /// A pirate's victim loses the house on an area.
    Lose { seat: Seat, area: Area },
    /// The `pirate_shield` holder diverts the attack to a seat.
    Divert { seat: Seat, to: Seat },
    /// A missed deadline: the default of §10.3.
    Timeout { seat: Seat },
    /// The seat leaves; the defaults play for it.
    Resign { seat: Seat },
    /// The seat takes back its last message, while nobody else can have seen its
    /// consequences ([`super::Game::can_undo`]).
    Undo { seat: Seat },
}

impl Move {
    pub fn seat(&self) -> Seat {
        match *self {
            Move::Island { seat, .. }
            | Move::Turn { seat, .. }
            | Move::At { seat, .. }
            | Move::Lose { seat, .. }
            | Move::Divert { seat, .. }
            | Move::Timeout { seat }
            | Move::Resign { seat }
            | Move::Undo { seat } => seat,
        }
    }

    /// The canonical form, as a player would type it.
    pub fn typed(&self) -> String {
        match self {
            Move::Island { island, .. } => format!("island {}", island.code()),
            Move::Turn { steps, .. } => {
                steps.iter().map(Step::typed).collect::<Vec<_>>().join("; ")
            }
            Move::At { area, colour, .. } => {
                let colour = colour.map(|c| format!("as {}", c.name()));
                match (area, colour) {
                    (Some(a), Some(c)) => format!("at {} {c}", a.label()),
                    (Some(a), None) => format!("at {}", a.label()),
                    (None, Some(c)) => c,
                    (None, None) => "at".to_owned(),
                }
            }
            Move::Lose { area, .. } => format!("lose {}", area.label()),
            Move::Divert { to, .. } => format!("divert {to}"),
            Move::Timeout { .. } => "timeout".to_owned(),
            Move::Resign { .. } => "resign".to_owned(),
            Move::Undo { .. } => "undo".to_owned(),
        }
    }

    /// The log's form: the seat, then the canonical move (`1 build 47 B2; ship 37`).
    pub fn encode(&self) -> String {
        format!("{} {}", self.seat(), self.typed())
    }

    /// Reads the log's form back.
    pub fn decode(logged: &str) -> Result<Move, Msg> {
        let bad = || msg!("islas-canarias-not-a-logged-move", logged);
        let (seat, text) = logged.trim().split_once(' ').ok_or_else(bad)?;
        let seat = seat.parse().map_err(|_| bad())?;
        parse(seat, text)
    }
}

/// A card by number (`12`, `#12`), settler name (accents optional) or `pirata-<colour>`.
pub fn card(word: &str) -> Result<u8, Msg> {
    let w = data::fold(word);
    let digits = w.strip_prefix('#').unwrap_or(&w);
    if let Ok(n) = digits.parse::<u8>() {
        return match n {
            1..=data::DECK => Ok(n),
            _ => Err(msg!("islas-canarias-no-such-card", number = n)),
        };
    }
    if let Some(colour) = w.strip_prefix("pirata-").and_then(Colour::parse) {
        let i = data::data().pirates.iter().position(|&c| c == colour);
        return Ok(55 + i.expect("a pirate per colour") as u8);
    }
    data::data()
        .settlers
        .iter()
        .find(|s| data::fold(&s.name) == w)
        .map(|s| s.number)
        .ok_or_else(|| msg!("islas-canarias-not-a-card", typed = word))
}

fn area(word: &str) -> Result<Area, Msg> {
    Area::parse(word).ok_or_else(|| msg!("islas-canarias-not-an-area", typed = word))
}

fn colour(word: &str) -> Result<Colour, Msg> {
    Colour::parse(word).ok_or_else(|| msg!("islas-canarias-not-a-colour", typed = word))
}

/// `… [as <colour>]` at the end of a step's words: the words before, and the colour.
fn split_as<'a>(words: &'a [&'a str]) -> Result<(&'a [&'a str], Option<Colour>), Msg> {
    match words {
        [rest @ .., w, c] if w.eq_ignore_ascii_case("as") => Ok((rest, Some(colour(c)?))),
        _ => Ok((words, None)),
    }
}

/// `<area>… on <area>`: the houses named and where the piece goes.
fn conversion<const N: usize>(words: &[&str], kind: &str) -> Result<([Area; N], Area), Msg> {
    let usage = || msg!("islas-canarias-write-conversion", kind);
    let [houses @ .., on_word, on] = words else {
        return Err(usage());
    };
    if houses.len() != N || !on_word.eq_ignore_ascii_case("on") {
        return Err(usage());
    }
    let mut out = [Area(0); N];
    for (slot, w) in out.iter_mut().zip(houses) {
        *slot = area(w)?;
    }
    Ok((out, area(on)?))
}

fn step(text: &str) -> Result<Step, Msg> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let Some((head, rest)) = words.split_first() else {
        return Err(msg!("islas-canarias-empty-step"));
    };
    let (rest, given) = split_as(rest)?;
    let no_as = |s: Step| match given {
        Some(_) => Err(msg!(
            "islas-canarias-as-does-not-go",
            step = head.to_lowercase()
        )),
        None => Ok(s),
    };
    match (head.to_ascii_lowercase().as_str(), rest) {
        ("draw", []) => no_as(Step::Draw),
        ("build", [c, a]) => Ok(Step::Build {
            card: card(c)?,
            area: area(a)?,
            colour: given,
        }),
        ("build", _) => Err(msg!("islas-canarias-write-build")),
        ("ship", [c]) => no_as(Step::Ship { card: card(c)? }),
        ("ship", _) => Err(msg!("islas-canarias-write-ship")),
        ("palace", words) => {
            let (houses, on) = conversion::<2>(words, "palace")?;
            Ok(Step::Palace {
                houses,
                on,
                colour: given,
            })
        }
        ("town", words) => {
            let (houses, on) = conversion::<3>(words, "town")?;
            Ok(Step::Town {
                houses,
                on,
                colour: given,
            })
        }
        (other, _) => Err(msg!("islas-canarias-not-a-step", typed = other)),
    }
}

/// Reads a seat's message (§10.4), case-insensitive.
pub fn parse(seat: Seat, text: &str) -> Result<Move, Msg> {
    let parts: Vec<&str> = text.split(';').map(str::trim).collect();
    let first: Vec<&str> = parts[0].split_whitespace().collect();
    let head = first.first().map(|w| w.to_ascii_lowercase());
    let single = || -> Result<(), Msg> {
        if parts.len() > 1 {
            return Err(msg!(
                "islas-canarias-goes-alone",
                word = head.as_deref().unwrap_or("")
            ));
        }
        Ok(())
    };
    match (head.as_deref(), first.get(1..).unwrap_or_default()) {
        (None, _) => Err(msg!("islas-canarias-empty-move")),
        (Some("island"), [id]) => {
            single()?;
            let island = IslandId::parse(id)
                .ok_or_else(|| msg!("islas-canarias-not-an-island", typed = *id))?;
            Ok(Move::Island { seat, island })
        }
        (Some("island"), _) => Err(msg!("islas-canarias-write-island")),
        (Some("at"), words) => {
            single()?;
            let (words, colour) = split_as(words)?;
            let [a] = words else {
                return Err(msg!("islas-canarias-write-at"));
            };
            Ok(Move::At {
                seat,
                area: Some(area(a)?),
                colour,
            })
        }
        (Some("as"), [c]) => {
            single()?;
            Ok(Move::At {
                seat,
                area: None,
                colour: Some(colour(c)?),
            })
        }
        (Some("as"), _) => Err(msg!("islas-canarias-write-as")),
        (Some("lose"), [a]) => {
            single()?;
            Ok(Move::Lose {
                seat,
                area: area(a)?,
            })
        }
        (Some("lose"), _) => Err(msg!("islas-canarias-write-lose")),
        (Some("divert"), [to]) => {
            single()?;
            let to = to
                .parse()
                .map_err(|_| msg!("islas-canarias-not-a-player", typed = *to))?;
            Ok(Move::Divert { seat, to })
        }
        (Some("divert"), _) => Err(msg!("islas-canarias-write-divert")),
        (Some("timeout"), []) => {
            single()?;
            Ok(Move::Timeout { seat })
        }
        (Some("undo"), []) => {
            single()?;
            Ok(Move::Undo { seat })
        }
        (Some("resign"), []) => {
            single()?;
            Ok(Move::Resign { seat })
        }
        _ => {
            let steps = parts
                .iter()
                .enumerate()
                .map(|(i, p)| {
                    step(p).map_err(|e| {
                        if parts.len() > 1 {
                            step_refused(i, p, e)
                        } else {
                            e
                        }
                    })
                })
                .collect::<Result<Vec<_>, _>>()?;
            Ok(Move::Turn { seat, steps })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_read_to_their_canonical_form() {
        let mv = parse(1, "Palace b1 B2 on b2; BUILD curtidor e6; ship #55").unwrap();
        assert_eq!(mv.typed(), "palace B1 B2 on B2; build 12 E6; ship 55");
        assert_eq!(Move::decode(&mv.encode()).unwrap(), mv);
        assert_eq!(parse(0, "ship pirata-red").unwrap().typed(), "ship 60");
        assert_eq!(
            parse(0, "build lenador A2 as rd").unwrap().typed(),
            "build 11 A2 as red"
        );
        assert_eq!(parse(2, "as gn").unwrap().typed(), "as green");
        assert!(parse(0, "at E5; ship 3").is_err());
        assert!(parse(0, "build 61 A1").is_err());
        assert!(parse(0, "town A1 A2 on A1").is_err());
    }
}
