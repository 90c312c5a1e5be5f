//! The replay script of islas-canarias.md §11.1 and the result of §11.2, exactly: every
//! outcome of chance explicit (the first start player, the deck, each reshuffle's new deck,
//! each ship's order), then the moves with the seat each comes from.
//!
//! A refused script is one line: `move I: <reason>` (I from 0) for a move that is illegal,
//! from the wrong seat or after the end; `setup: <reason>` for everything else, the chance
//! entries included (C30).

use serde::{Deserialize, Serialize};

use super::data::{fold, Colour, DECK};
use super::play::{english, IslasCanarias};
use super::state::{Chance, Drawn, Game, Kind, Phase, Refused, Setup};
use super::text::{self, Move};
use crate::game::script::{self as envelope, ScriptError};
use crate::game::{BadData, Recorded, Rules};

/// The `"game"` of a script.
pub const GAME: &str = "islas-canarias";
/// The script format's version.
pub const VERSION: u32 = 1;

/// A replay script, as written.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Script {
    pub game: String,
    pub version: u32,
    pub players: Vec<String>,
    pub chance: ChanceBlock,
    #[serde(default)]
    pub moves: Vec<ScriptMove>,
}

/// Every outcome of chance.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ChanceBlock {
    pub start: i64,
    pub deck: Vec<i64>,
    #[serde(default)]
    pub reshuffles: Vec<Vec<i64>>,
    #[serde(default)]
    pub ships: Vec<Vec<i64>>,
}

/// A move and the seat it comes from.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScriptMove {
    pub seat: i64,
    #[serde(rename = "move")]
    pub text: String,
}

/// Per colour, in canonical order, all six always present.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PerColour {
    pub orange: u32,
    pub brown: u32,
    pub green: u32,
    pub blue: u32,
    pub beige: u32,
    pub red: u32,
}

impl PerColour {
    fn of(f: impl Fn(Colour) -> u32) -> PerColour {
        let [orange, brown, green, blue, beige, red] = Colour::ALL.map(f);
        PerColour {
            orange,
            brown,
            green,
            blue,
            beige,
            red,
        }
    }
}

/// The result (§11.2).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ReplayResult {
    pub game: String,
    pub rounds: usize,
    pub finished: bool,
    pub players: Vec<PlayerResult>,
    pub winners: Vec<String>,
}

/// One player's line of the result.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerResult {
    pub seat: usize,
    pub name: String,
    pub island: Option<String>,
    pub houses: PerColour,
    pub palaces: PerColour,
    pub towns: PerColour,
    pub points: PerColour,
    pub privileges: Vec<String>,
    pub total: u32,
    pub rank: usize,
}

fn setup_error(reason: impl std::fmt::Display) -> ScriptError {
    ScriptError(format!("setup: {reason}"))
}

/// The error of the script's move `i` (from 0).
fn move_error(i: usize, why: impl std::fmt::Display) -> ScriptError {
    ScriptError(format!("move {i}: {why}"))
}

fn cards(field: &str, list: &[i64]) -> Result<Vec<u8>, ScriptError> {
    list.iter()
        .map(|&n| match u8::try_from(n) {
            Ok(c @ 1..=DECK) => Ok(c),
            _ => Err(setup_error(BadData(format!(
                "{field}: {n} is not a card (1–60)"
            )))),
        })
        .collect()
}

impl Script {
    /// Reads a script's text strictly (`game::script::parse`); anything malformed is a
    /// `setup:` error.
    pub fn parse(text: &str) -> Result<Script, ScriptError> {
        if let Some(e) = envelope::not_json(text) {
            return Err(setup_error(e));
        }
        envelope::read(text).map_err(|e| setup_error(format!("bad script: {e}")))
    }

    /// The set-up and the given chance.
    pub fn to_setup(&self) -> Result<(Setup, Drawn), ScriptError> {
        if self.game != GAME {
            return Err(setup_error(BadData(format!(
                "game: {:?} is not {GAME:?}",
                self.game
            ))));
        }
        if self.version != VERSION {
            return Err(setup_error(BadData(format!(
                "version: {} is not {VERSION}",
                self.version
            ))));
        }
        for (i, name) in self.players.iter().enumerate() {
            if name.trim().is_empty() {
                return Err(setup_error(BadData(format!(
                    "players: player {i} has no name"
                ))));
            }
            if self.players[..i].iter().any(|o| fold(o) == fold(name)) {
                return Err(setup_error(BadData(format!(
                    "players: {name:?} is listed twice (names are compared ignoring case)"
                ))));
            }
        }
        let start = usize::try_from(self.chance.start).unwrap_or(usize::MAX);
        let setup = Setup {
            players: self.players.len(),
            start,
            deck: cards("chance.deck", &self.chance.deck)?,
        };
        setup.check().map_err(|BadData(e)| {
            setup_error(if e.starts_with("start") || e.starts_with("deck") {
                format!("chance.{e}")
            } else {
                e
            })
        })?;
        let drawn = Drawn {
            reshuffles: self
                .chance
                .reshuffles
                .iter()
                .enumerate()
                .map(|(k, d)| cards(&format!("chance.reshuffles[{k}]"), d))
                .collect::<Result<_, _>>()?,
            ships: self
                .chance
                .ships
                .iter()
                .enumerate()
                .map(|(k, s)| cards(&format!("chance.ships[{k}]"), s))
                .collect::<Result<_, _>>()?,
        };
        Ok((setup, drawn))
    }

    /// A move's text with a player's name after `divert` turned into its seat (C29).
    fn with_seats(&self, text: &str) -> String {
        // The name is all after `divert`: a name may have spaces in it ("Ana Maria").
        if let Some((head, name)) = text.trim().split_once(char::is_whitespace) {
            if head.eq_ignore_ascii_case("divert") {
                let name = name.trim();
                if let Some(seat) = self.players.iter().position(|p| fold(p) == fold(name)) {
                    return format!("divert {seat}");
                }
            }
        }
        text.to_owned()
    }

    /// Plays the script and gives the game.
    pub fn run(&self) -> Result<Game, ScriptError> {
        let (setup, drawn) = self.to_setup()?;
        let given = (drawn.reshuffles.len(), drawn.ships.len());
        let mut game = Game::new(setup, Chance::Given(drawn)).map_err(setup_error)?;
        for (i, m) in self.moves.iter().enumerate() {
            let seat = usize::try_from(m.seat)
                .ok()
                .filter(|&s| s < self.players.len())
                .ok_or_else(|| move_error(i, BadData(format!("there is no seat {}", m.seat))))?;
            if game.is_finished() {
                return Err(move_error(i, BadData("the game is over".to_owned())));
            }
            let resign = m.text.trim().eq_ignore_ascii_case("resign");
            if let Some(actor) = game.to_act().filter(|&a| a != seat && !resign) {
                return Err(move_error(
                    i,
                    BadData(format!(
                        "{} is to act, not {}",
                        self.players[actor], self.players[seat]
                    )),
                ));
            }
            let mv = text::parse(seat, &self.with_seats(&m.text))
                .map_err(|e| move_error(i, english(&e)))?;
            match game.apply(&mv) {
                Ok(_) => {}
                Err(Refused::Move(why)) => return Err(move_error(i, english(&why))),
                Err(Refused::Chance(why)) => return Err(setup_error(why)),
            }
        }
        if game.is_finished() {
            let used = game.used;
            if used.0 < given.0 {
                return Err(setup_error(BadData(format!(
                    "chance.reshuffles: {} given, but the game reshuffled {} time(s)",
                    given.0, used.0
                ))));
            }
            if used.1 < given.1 {
                return Err(setup_error(BadData(format!(
                    "chance.ships: {} given, but {} ships arrived",
                    given.1, used.1
                ))));
            }
        }
        Ok(game)
    }
}

/// Replays a script's text to its result (what `tucana replay` prints).
pub fn replay(text: &str) -> Result<ReplayResult, ScriptError> {
    let script = Script::parse(text)?;
    let game = script.run()?;
    Ok(game.result(&script.players))
}

/// The rounds of the result: played (finished), or in progress (§11.2).
pub fn rounds(game: &Game) -> usize {
    game.round
}

impl Recorded for Game {
    const RULES: &'static dyn Rules = &IslasCanarias;
    type Script = Script;
    type Result = ReplayResult;
    /// §10.2: "a revealed card is public, but the bot never says who put it on the ship",
    /// and the end reveals only the last ship's held-back card; a script that replays
    /// names each ship's cards with their seats (and the deck, which gives every hand).
    const KEPT_SECRET: Option<&'static str> = Some("islas-canarias-kept-secret");

    fn to_script(&self, names: &[String]) -> Script {
        let numbers = |cards: &[u8]| cards.iter().map(|&c| i64::from(c)).collect::<Vec<_>>();
        // The moves that stand: a move taken back is left out with its takeback.
        let undo = |mv: &Move| (mv.seat(), matches!(mv, Move::Undo { .. }));
        let standing = crate::game::takeback::settled(self.log(), undo);
        let moves = standing
            .into_iter()
            .map(|mv| ScriptMove {
                seat: mv.seat() as i64,
                text: match mv {
                    Move::Divert { to, .. } => format!("divert {}", names[*to]),
                    other => other.typed(),
                },
            })
            .collect();
        Script {
            game: GAME.to_owned(),
            version: VERSION,
            players: names[..self.players()].to_vec(),
            chance: ChanceBlock {
                start: self.setup.start as i64,
                deck: numbers(&self.setup.deck),
                reshuffles: self.drawn.reshuffles.iter().map(|d| numbers(d)).collect(),
                ships: self.drawn.ships.iter().map(|s| numbers(s)).collect(),
            },
            moves,
        }
    }

    fn result(&self, names: &[String]) -> ReplayResult {
        let ranks = self.ranks();
        let players: Vec<PlayerResult> = (0..self.players())
            .map(|seat| {
                let board = self.board(seat);
                let count = |kind: Kind| {
                    PerColour::of(|c| {
                        board.map_or(0, |b| u32::from(b.count[c.index()][kind as usize]))
                    })
                };
                PlayerResult {
                    seat,
                    name: names[seat].clone(),
                    island: board.map(|b| b.island.code().to_owned()),
                    houses: count(Kind::House),
                    palaces: count(Kind::Palace),
                    towns: count(Kind::Town),
                    points: PerColour::of(|c| board.map_or(0, |b| b.points(c))),
                    privileges: Colour::ALL
                        .into_iter()
                        .filter(|c| self.privileges[c.index()] == Some(seat))
                        .map(|c| c.name().to_owned())
                        .collect(),
                    total: self.score(seat),
                    rank: ranks[seat],
                }
            })
            .collect();
        let winners = if self.phase == Phase::Over {
            players
                .iter()
                .filter(|p| p.rank == 1)
                .map(|p| p.name.clone())
                .collect()
        } else {
            Vec::new()
        };
        ReplayResult {
            game: GAME.to_owned(),
            rounds: rounds(self),
            finished: self.is_finished(),
            players,
            winners,
        }
    }
}
