//! The replay-script format of `tucana replay` for Combi-Nations (README.md, "Combi-Nations
//! scripts"): the players with their countries, the starting player and every stack's order
//! top first (all that chance decides, §9.5), then the moves players typed, in §9.2 text.
//! Passes, the solo opponent and the turns of players who resigned are played by the game.
//!
//! Running a script checks every move with the engine and gives the result as JSON;
//! [`Recorded::to_script`] writes any game back out as a script.

use serde::{Deserialize, Serialize};

use super::play::{english, CombiNations};
use crate::game::{BadData, Recorded, Rules};

use super::data::{CountryId, Stack, TileId};
use super::score::{self, CountryScore};
use super::state::{Facilities, Game, Move, Options, Phase, Setup, MAX_PLAYERS};
use super::text::{canonical, parse_typed};
use crate::game::script::{self as envelope, fail, Outcome};
pub use crate::game::script::{ScriptError, ScriptMove};

/// The `"game"` of a Combi-Nations script.
pub const GAME: &str = "combi-nations";

/// A replay script, as written.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Script {
    pub game: String,
    /// Seat order.
    pub players: Vec<ScriptPlayer>,
    /// The starting player's name.
    pub start: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub facilities: Option<Facilities>,
    pub stacks: ScriptStacks,
    #[serde(default)]
    pub moves: Vec<ScriptMove>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScriptPlayer {
    pub name: String,
    pub country: String,
}

/// Each stack's 20 tile ids, top first.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScriptStacks {
    #[serde(rename = "1")]
    pub single: Vec<String>,
    #[serde(rename = "2")]
    pub pair: Vec<String>,
    #[serde(rename = "I")]
    pub line: Vec<String>,
    #[serde(rename = "V")]
    pub bend: Vec<String>,
    #[serde(rename = "T")]
    pub triangle: Vec<String>,
}

/// The result of a replay, as printed by `tucana replay`.
pub type ReplayResult = Outcome<PlayerResult>;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerResult {
    pub name: String,
    pub country: String,
    pub total: i32,
    /// Each land type's area sizes, largest first.
    pub areas: PerLand<Vec<usize>>,
    /// Each land type's score.
    pub land: PerLand<u32>,
    /// The land type counted twice.
    pub doubled: String,
    pub facilities: Vec<FacilityResult>,
    pub penalty: u32,
    pub empty: usize,
    pub rank: usize,
    /// The solo ladder title of a finished solo game (§8).
    pub title: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PerLand<T> {
    pub forest: T,
    pub grass: T,
    pub city: T,
    pub lake: T,
}

impl<T: Clone> PerLand<T> {
    fn of(values: &[T; 4]) -> PerLand<T> {
        let [forest, grass, city, lake] = values.clone();
        PerLand {
            forest,
            grass,
            city,
            lake,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FacilityResult {
    pub cell: String,
    pub facility: String,
    pub vp: u32,
}

impl Script {
    /// Parses a script's JSON text.
    pub fn parse(text: &str) -> Result<Script, ScriptError> {
        envelope::parse(text)
    }

    /// The players' names, in seat order.
    fn names(&self) -> impl Iterator<Item = &str> {
        self.players.iter().map(|p| p.name.as_str())
    }

    /// The seat of a player's name.
    fn seat(&self, name: &str) -> Option<usize> {
        self.names().position(|p| p == name)
    }

    /// Checks the script's header and builds the game's set-up with each seat's country.
    pub fn to_setup(&self) -> Result<(Setup, Vec<CountryId>), ScriptError> {
        envelope::check_game(&self.game, GAME)?;
        envelope::check_names(self.names())?;
        let mut countries = Vec::new();
        for p in &self.players {
            let country = CountryId::from_name(&p.country).ok_or_else(|| {
                ScriptError(
                    BadData(format!(
                        "players: unknown country {:?} (delta, shield, heartland, peninsula or cape)",
                        p.country
                    ))
                    .0,
                )
            })?;
            countries.push(country);
        }
        let start = self.seat(&self.start).ok_or_else(|| {
            ScriptError(
                BadData(format!(
                    "start: {:?} is not a player of this game",
                    self.start
                ))
                .0,
            )
        })?;
        let lists = [
            &self.stacks.single,
            &self.stacks.pair,
            &self.stacks.line,
            &self.stacks.bend,
            &self.stacks.triangle,
        ];
        let mut stacks: [Vec<TileId>; 5] = Default::default();
        for ((stack, list), out) in Stack::ALL.iter().zip(lists).zip(&mut stacks) {
            for id in list {
                let tile: TileId = match id.parse() {
                    Ok(t) => t,
                    Err(e) => return fail("stacks", format!("stack {}: {e}", stack.code())),
                };
                out.push(tile);
            }
        }
        let setup = Setup {
            players: self.players.len(),
            options: Options {
                facilities: self.facilities.unwrap_or_default(),
                country: None,
            },
            start,
            stacks,
        };
        if let Err(e) = setup.check() {
            let part = if self.players.is_empty() || self.players.len() > MAX_PLAYERS {
                "players"
            } else {
                "stacks"
            };
            return fail(part, e);
        }
        Ok((setup, countries))
    }

    /// Plays the script and returns the game it gives.
    pub fn run(&self) -> Result<Game, ScriptError> {
        let (setup, countries) = self.to_setup()?;
        let mut game = Game::new(setup);
        for (seat, &country) in countries.iter().enumerate() {
            game.apply(&Move::Country { seat, country })
                .or_else(|e| fail("players", e))?;
        }
        for (i, m) in self.moves.iter().enumerate() {
            let part = m.part(i);
            let seat = m.seat(self.names(), &part)?;
            let mv = match (&m.text, m.resign) {
                (Some(text), false) => {
                    if game.phase == Phase::Over {
                        return fail(&part, BadData("the game is over".into()));
                    }
                    if game.resigned[seat] {
                        return fail(&part, BadData("this player has resigned".into()));
                    }
                    if let Some(actor) = game.actor().filter(|&a| a != seat) {
                        return fail(
                            &part,
                            BadData(format!("it is {}'s turn", self.players[actor].name)),
                        );
                    }
                    parse_typed(&game, seat, text).or_else(|e| fail(&part, english(&e)))?
                }
                (None, true) => Move::Resign { seat },
                _ => {
                    return fail(
                        &part,
                        BadData("write either \"move\": \"2 E3 E4 E5\" or \"resign\": true".into()),
                    )
                }
            };
            game.apply(&mv).or_else(|e| fail(&part, e))?;
        }
        Ok(game)
    }
}

/// Replays a script's text and gives its result (what `tucana replay` prints).
pub fn replay(text: &str) -> Result<ReplayResult, ScriptError> {
    let script = Script::parse(text)?;
    let game = script.run()?;
    let names: Vec<String> = script.players.iter().map(|p| p.name.clone()).collect();
    Ok(game.result(&names))
}

impl Recorded for Game {
    const RULES: &'static dyn Rules = &CombiNations;
    type Script = Script;
    type Result = ReplayResult;

    /// Writes a game out as a script that replays to the same game.
    fn to_script(&self, names: &[String]) -> Script {
        let game = self;
        let setup = &game.setup;
        let ids = |s: Stack| -> Vec<String> {
            setup.stacks[s.index()]
                .iter()
                .map(|t| t.to_string())
                .collect()
        };
        // The moves that stand: a move taken back is left out with its takeback.
        let undo = |mv: &Move| (mv.seat(), matches!(mv, Move::Undo { .. }));
        let standing = crate::game::takeback::settled(game.log(), undo);
        let moves = standing
            .into_iter()
            .filter_map(|mv| match mv {
                Move::Country { .. } | Move::Undo { .. } => None,
                Move::Take { seat, .. } => Some(ScriptMove {
                    player: names[*seat].clone(),
                    text: canonical(mv),
                    resign: false,
                }),
                Move::Resign { seat } => Some(ScriptMove {
                    player: names[*seat].clone(),
                    text: None,
                    resign: true,
                }),
            })
            .collect();
        Script {
            game: GAME.to_owned(),
            players: (0..game.players())
                .map(|seat| ScriptPlayer {
                    name: names[seat].clone(),
                    country: game
                        .board(seat)
                        .map_or(CountryId::Delta, |b| b.country)
                        .name()
                        .to_ascii_lowercase(),
                })
                .collect(),
            start: names[setup.start].clone(),
            facilities: Some(setup.options.facilities),
            stacks: ScriptStacks {
                single: ids(Stack::Single),
                pair: ids(Stack::Pair),
                line: ids(Stack::Line),
                bend: ids(Stack::Bend),
                triangle: ids(Stack::Triangle),
            },
            moves,
        }
    }

    /// A game's result, with the players' names (seat order).
    fn result(&self, names: &[String]) -> ReplayResult {
        let game = self;
        let scores = game.scores();
        let players: Vec<PlayerResult> = scores
            .iter()
            .enumerate()
            .map(|(seat, s): (usize, &CountryScore)| {
                let country = game
                    .board(seat)
                    .map_or(CountryId::Delta, |b| b.country)
                    .country();
                PlayerResult {
                    name: names[seat].clone(),
                    country: country.id.name().to_ascii_lowercase(),
                    total: s.total,
                    areas: PerLand::of(&s.areas),
                    land: PerLand::of(&s.land),
                    doubled: s.doubled.name().to_owned(),
                    facilities: s
                        .facilities
                        .iter()
                        .map(|f| FacilityResult {
                            cell: country.labels[f.cell].clone(),
                            facility: f.facility.code().to_owned(),
                            vp: f.vp,
                        })
                        .collect(),
                    penalty: s.penalty,
                    empty: s.empty,
                    rank: s.rank,
                    title: (game.is_solo() && game.is_finished())
                        .then(|| score::title(s.total))
                        .flatten()
                        .map(str::to_owned),
                }
            })
            .collect();
        Outcome::new(game.is_finished(), players, |p| (&p.name, p.rank))
    }
}
