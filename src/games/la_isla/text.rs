//! The moves as words (la-isla.md §8): what a player types, and the log's text, which is the
//! same words with the seat after the verb and every card written by its number
//! (`assign 0 #167 #85 #158 cover 3`, `move 1 I3 O1 pay gn br dmove dodo`).
//!
//! Reading is split from checking: this module only turns words into a [`Move`]; whether the
//! move is legal now is the game's question ([`super::Game::check`]).

use super::data::{Animal, Colour, Space};
use super::state::Seat;
use crate::words::{list, msg, Msg};

/// A card as the player named it: by hand position (1–4) or by number (`#17`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CardRef {
    Hand(u8),
    Number(u8),
}

/// The choices a placement (or a pass) carries beyond its target (§8): each list is read in
/// order, one entry per gain or marker move granted; what is left out takes the defaults of
/// §7.3 when the move is played.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Choices {
    /// Exactly the resources paid; empty: the game pays (§8 `pay`).
    pub pay: Vec<Colour>,
    /// One colour per resource-of-choice gain.
    pub get: Vec<Colour>,
    /// One animal per marker move granted.
    pub mark: Vec<Animal>,
    /// `mark none`: every marker move declined.
    pub no_marks: bool,
    /// OCC_SWAP: give the first, take the second.
    pub swap: Option<(Colour, Colour)>,
    /// Action D: the animal moved instead of the D card's (D_ANY).
    pub dmove: Option<Animal>,
    /// Action D: the colour a D_RES gain takes.
    pub dget: Option<Colour>,
}

/// A move, as logged (cards by number) or as typed (cards maybe by hand position).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Move {
    /// The secret assignment of the card phase (§4.1): cards for A, B and D; the slot A
    /// covers when every slot is full (§4.2 d); the B marker move (`Some(None)`: declined).
    Assign {
        seat: Seat,
        a: CardRef,
        b: CardRef,
        d: CardRef,
        cover: Option<usize>,
        mark: Option<Option<Animal>>,
    },
    /// Action C: an explorer from the supply onto `to`, or (`from`) one already on the island.
    Place {
        seat: Seat,
        from: Option<Space>,
        to: Space,
        choices: Choices,
    },
    /// Action C: a resource of `colour` instead of an explorer.
    Pass {
        seat: Seat,
        colour: Colour,
        choices: Choices,
    },
    Resign {
        seat: Seat,
    },
    /// The seat takes back its last move while nobody else can have seen its consequences
    /// ([`super::Game::can_undo`]).
    Undo {
        seat: Seat,
    },
}

impl Move {
    pub fn seat(&self) -> Seat {
        match self {
            Move::Assign { seat, .. }
            | Move::Place { seat, .. }
            | Move::Pass { seat, .. }
            | Move::Resign { seat }
            | Move::Undo { seat } => *seat,
        }
    }

    /// The log's text. Cards given by hand position are written as such (`#` marks a
    /// number); the game writes numbers before logging ([`super::Game::check`]).
    pub fn encode(&self) -> String {
        let card = |c: &CardRef| match c {
            CardRef::Hand(h) => h.to_string(),
            CardRef::Number(n) => format!("#{n}"),
        };
        match self {
            Move::Assign {
                seat,
                a,
                b,
                d,
                cover,
                mark,
            } => {
                let mut text = format!("assign {seat} {} {} {}", card(a), card(b), card(d));
                if let Some(slot) = cover {
                    text.push_str(&format!(" cover {slot}"));
                }
                match mark {
                    Some(Some(animal)) => text.push_str(&format!(" mark {}", animal.name())),
                    Some(None) => text.push_str(" mark none"),
                    None => {}
                }
                text
            }
            Move::Place {
                seat,
                from,
                to,
                choices,
            } => {
                let head = match from {
                    Some(from) => format!("move {seat} {} {}", from.label(), to.label()),
                    None => format!("place {seat} {}", to.label()),
                };
                head + &choices_text(choices)
            }
            Move::Pass {
                seat,
                colour,
                choices,
            } => format!("pass {seat} {}", colour.code()) + &choices_text(choices),
            Move::Resign { seat } => format!("resign {seat}"),
            Move::Undo { seat } => format!("undo {seat}"),
        }
    }

    /// The typed words again, without the seat: what the public log line shows
    /// (`move I3 O1 pay gn br`).
    pub fn typed(&self) -> String {
        let logged = self.encode();
        let mut words = logged.split(' ');
        let verb = words.next().unwrap_or_default();
        let _seat = words.next();
        std::iter::once(verb)
            .chain(words)
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// Reads the log's text.
    pub fn decode(text: &str) -> Result<Move, Msg> {
        let words: Vec<&str> = text.split_whitespace().collect();
        let seat: Seat = words
            .get(1)
            .and_then(|s| s.parse().ok())
            .ok_or_else(|| msg!("la-isla-not-a-move", logged = text))?;
        let mut typed = vec![words[0]];
        typed.extend_from_slice(&words[2..]);
        parse(seat, &typed.join(" "))
    }
}

fn choices_text(c: &Choices) -> String {
    let mut out = String::new();
    let colours = |list: &[Colour]| list.iter().map(|c| c.code()).collect::<Vec<_>>().join(" ");
    if !c.pay.is_empty() {
        out.push_str(&format!(" pay {}", colours(&c.pay)));
    }
    if !c.get.is_empty() {
        out.push_str(&format!(" get {}", colours(&c.get)));
    }
    if c.no_marks {
        out.push_str(" mark none");
    } else if !c.mark.is_empty() {
        let names: Vec<&str> = c.mark.iter().map(|a| a.name()).collect();
        out.push_str(&format!(" mark {}", names.join(" ")));
    }
    if let Some((give, take)) = c.swap {
        out.push_str(&format!(" swap {}:{}", give.code(), take.code()));
    }
    if let Some(a) = c.dmove {
        out.push_str(&format!(" dmove {}", a.name()));
    }
    if let Some(c) = c.dget {
        out.push_str(&format!(" dget {}", c.code()));
    }
    out
}

/// The words of one command, as §8 writes them, for `seat`; a refusal is a message of the
/// game's catalog.
pub fn parse(seat: Seat, typed: &str) -> Result<Move, Msg> {
    // Words keep their case, so that a refusal names them as typed; keywords are matched
    // in any case.
    let words: Vec<&str> = typed.split_whitespace().collect();
    let Some((&verb, rest)) = words.split_first() else {
        return Err(usage());
    };
    match verb.to_ascii_lowercase().as_str() {
        "assign" => parse_assign(seat, rest),
        "place" => {
            let (&to, rest) = rest
                .split_first()
                .ok_or_else(|| msg!("la-isla-say-where"))?;
            Ok(Move::Place {
                seat,
                from: None,
                to: space(to)?,
                choices: parse_choices(rest, true)?,
            })
        }
        "move" => match rest {
            [from, to, rest @ ..] => Ok(Move::Place {
                seat,
                from: Some(space(from)?),
                to: space(to)?,
                choices: parse_choices(rest, true)?,
            }),
            _ => Err(msg!("la-isla-say-which-explorer")),
        },
        "pass" => {
            let (&colour, rest) = rest
                .split_first()
                .ok_or_else(|| msg!("la-isla-say-which-resource"))?;
            Ok(Move::Pass {
                seat,
                colour: self::colour(colour)?,
                choices: parse_choices(rest, false)?,
            })
        }
        "resign" if rest.is_empty() => Ok(Move::Resign { seat }),
        "undo" if rest.is_empty() => Ok(Move::Undo { seat }),
        _ => Err(usage()),
    }
}

fn usage() -> Msg {
    msg!("la-isla-usage")
}

fn space(word: &str) -> Result<Space, Msg> {
    Space::parse(word).ok_or_else(|| msg!("la-isla-not-a-space", typed = word))
}

fn colour(word: &str) -> Result<Colour, Msg> {
    Colour::parse(word).ok_or_else(|| msg!("la-isla-not-a-colour", typed = word))
}

fn animal(word: &str) -> Result<Animal, Msg> {
    Animal::parse(word).ok_or_else(|| msg!("la-isla-not-an-animal", typed = word))
}

fn card(word: &str) -> Result<CardRef, Msg> {
    let bad = || msg!("la-isla-not-a-card", typed = word);
    if let Some(n) = word.strip_prefix('#') {
        let n: u8 = n.parse().map_err(|_| bad())?;
        return (1..=180)
            .contains(&n)
            .then_some(CardRef::Number(n))
            .ok_or_else(bad);
    }
    match word.parse::<u8>() {
        Ok(h @ 1..=4) => Ok(CardRef::Hand(h)),
        _ => Err(bad()),
    }
}

fn parse_assign(seat: Seat, rest: &[&str]) -> Result<Move, Msg> {
    let [a, b, d, options @ ..] = rest else {
        return Err(msg!("la-isla-name-three-cards"));
    };
    let (mut cover, mut mark) = (None, None);
    let mut words = options.iter();
    while let Some(&word) = words.next() {
        if card(word).is_ok() {
            return Err(msg!("la-isla-a-fourth-card"));
        }
        let value = words
            .next()
            .ok_or_else(|| msg!("la-isla-needs-a-value", option = word))?;
        match word.to_ascii_lowercase().as_str() {
            "cover" if cover.is_none() => {
                cover = Some(
                    value
                        .parse::<usize>()
                        .ok()
                        .filter(|&s| s >= 1)
                        .ok_or_else(|| msg!("la-isla-not-a-slot", typed = *value))?,
                )
            }
            "mark" if mark.is_none() => {
                mark = Some(match *value {
                    none if none.eq_ignore_ascii_case("none") => None,
                    other => Some(animal(other)?),
                })
            }
            "cover" | "mark" => return Err(msg!("la-isla-given-twice", option = word)),
            _ => return Err(msg!("la-isla-not-an-assignment-option", typed = word)),
        }
    }
    Ok(Move::Assign {
        seat,
        a: card(a)?,
        b: card(b)?,
        d: card(d)?,
        cover,
        mark,
    })
}

/// The options after a placement's target (`placement`) or a pass's colour.
fn parse_choices(words: &[&str], placement: bool) -> Result<Choices, Msg> {
    let mut c = Choices::default();
    let mut seen: Vec<String> = Vec::new();
    let mut i = 0;
    let keyword = |w: &str| w.to_ascii_lowercase();
    while i < words.len() {
        let lower = keyword(words[i]);
        let key = lower.as_str();
        let allowed: &[&str] = if placement {
            &["pay", "get", "mark", "swap", "dmove", "dget"]
        } else {
            &["dmove", "dget"]
        };
        if !allowed.contains(&key) {
            return Err(msg!(
                "la-isla-not-an-option-here",
                option = key,
                options = list(allowed.iter().copied())
            ));
        }
        if seen.contains(&lower) {
            return Err(msg!("la-isla-given-twice", option = key));
        }
        seen.push(lower.clone());
        // The values run up to the next option word.
        let end = words[i + 1..]
            .iter()
            .position(|w| allowed.contains(&keyword(w).as_str()))
            .map_or(words.len(), |p| i + 1 + p);
        let values = &words[i + 1..end];
        if values.is_empty() {
            return Err(msg!("la-isla-needs-a-value", option = key));
        }
        let one = || -> Result<&str, Msg> {
            match values {
                [v] => Ok(v),
                _ => Err(msg!("la-isla-takes-one-value", option = key)),
            }
        };
        match key {
            "pay" => c.pay = values.iter().map(|w| colour(w)).collect::<Result<_, _>>()?,
            "get" => c.get = values.iter().map(|w| colour(w)).collect::<Result<_, _>>()?,
            "mark" if matches!(values, [v] if v.eq_ignore_ascii_case("none")) => c.no_marks = true,
            "mark" => c.mark = values.iter().map(|w| animal(w)).collect::<Result<_, _>>()?,
            "swap" => {
                let (give, take) = one()?
                    .split_once(':')
                    .ok_or_else(|| msg!("la-isla-swap-form"))?;
                c.swap = Some((colour(give)?, colour(take)?));
            }
            "dmove" => c.dmove = Some(animal(one()?)?),
            "dget" => c.dget = Some(colour(one()?)?),
            _ => unreachable!("checked above"),
        }
        i = end;
    }
    Ok(c)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_reference_commands_read_and_write_back() {
        for (typed, logged) in [
            (
                "assign 1 2 3 cover 3 mark dodo",
                "assign 1 1 2 3 cover 3 mark dodo",
            ),
            ("assign #167 #85 #158", "assign 1 #167 #85 #158"),
            (
                "move I3 O1 pay gn br dmove dodo",
                "move 1 I3 O1 pay gn br dmove dodo",
            ),
            ("place 09 pay yellow desert", "place 1 O9 pay ye ye"),
            (
                "place O2 get gy mark none swap br:gn",
                "place 1 O2 get gy mark none swap br:gn",
            ),
            ("pass grey dget brown", "pass 1 gy dget br"),
        ] {
            let mv = parse(1, typed).unwrap();
            assert_eq!(mv.encode(), logged, "{typed}");
            assert_eq!(Move::decode(logged).unwrap(), mv);
        }
    }

    #[test]
    fn bad_words_are_refused_in_words() {
        for (typed, says) in [
            ("place X9", "not a space"),
            ("assign 1 2", "three cards"),
            ("assign 1 2 3 4", "discarded by itself"),
            ("assign 1 2 5", "not a card"),
            ("pass purple", "not a colour"),
            ("place O9 pay", "needs a value"),
            ("place O9 swap gn", "give:take"),
            ("pass ye pay ye", "not an option"),
            ("jump", "a move is"),
        ] {
            let err = crate::games::la_isla::play::english(&parse(0, typed).unwrap_err());
            assert!(err.contains(says), "{typed}: {err}");
        }
    }
}
