//! The replay-script format of `tucana replay` for La Isla: the players, the deck, every
//! outcome of chance (the assembly, the tiles, the large tiles, the first start player, the
//! draw pile and each reshuffle's new pile, la-isla.md §11), then the moves players typed
//! (§8), so that an implementation of its own can check a game without our generator.
//!
//! Running a script checks every move with the engine and gives the result as JSON;
//! [`Recorded::to_script`] writes any game back out as a script.

use serde::{Deserialize, Serialize};

use super::play::{english, LaIsla};
use crate::game::{BadData, Recorded, Rules};

use super::data::Animal;
use super::state::{Deck, Final, Game, Options, Phase, Reshuffles, Setup};
use super::text::{self, Move};
use crate::game::script::{self as envelope, fail, winners};
pub use crate::game::script::{ScriptError, ScriptMove};

/// The `"game"` of a La Isla script.
pub const GAME: &str = "la-isla";

/// A replay script, as written.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Script {
    pub game: String,
    /// The players' names, in seat order.
    pub players: Vec<String>,
    /// `"basic"` (the default) or `"full"`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deck: Option<String>,
    /// The tooth in each sector 1–10.
    pub assembly: Vec<i64>,
    /// The small tile on each region J1–J35.
    pub tiles: Vec<String>,
    /// Each player's large tile, in seat order.
    pub large: Vec<String>,
    /// The first start player's name.
    pub start: String,
    /// The draw pile, card numbers, top first.
    pub draw: Vec<i64>,
    /// Each new draw pile, top first, in the order the draw pile runs out.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub reshuffles: Vec<Vec<i64>>,
    #[serde(default)]
    pub moves: Vec<ScriptMove>,
}

/// One value per animal, in canonical order (dodo, fossa, toad, pika, moth).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PerAnimal<T> {
    pub dodo: T,
    pub fossa: T,
    pub toad: T,
    pub pika: T,
    pub moth: T,
}

impl<T: Copy> PerAnimal<T> {
    /// From values in canonical order.
    pub fn of(values: [T; 5]) -> PerAnimal<T> {
        let [dodo, fossa, toad, pika, moth] = values;
        PerAnimal {
            dodo,
            fossa,
            toad,
            pika,
            moth,
        }
    }

    /// The values in canonical order.
    pub fn values(&self) -> [T; 5] {
        [self.dodo, self.fossa, self.toad, self.pika, self.moth]
    }
}

/// The result of a replay, as printed by `tucana replay`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ReplayResult {
    pub finished: bool,
    /// Rounds played: the current round while the game goes on, the last one played once it
    /// is over.
    pub rounds: usize,
    /// Each marker's position, 0–15.
    pub markers: PerAnimal<u8>,
    pub players: Vec<PlayerResult>,
    /// The players ranked first, once the game is over (none before).
    pub winners: Vec<String>,
}

/// One player's result.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerResult {
    pub name: String,
    /// Points in play from regions claimed.
    pub regions: u32,
    /// Points in play from card effects.
    pub cards: u32,
    /// Points in play from marker moves.
    pub markers: u32,
    /// Final scoring's sets (0 until the game is over).
    pub sets: u32,
    /// Final scoring's animals (0 until the game is over).
    pub animals: u32,
    /// Final scoring's resources (0 until the game is over).
    pub resources: u32,
    /// The score: the final total once the game is over, the points in play before.
    pub total: u32,
    /// Resources held (the tie-break).
    pub resources_left: u32,
    /// Small tiles taken, per animal.
    pub tiles: PerAnimal<u32>,
    /// The large tile's animal.
    pub large: String,
    /// 1 + the players strictly better on (score, resources left).
    pub rank: usize,
}

/// A card number of the script, checked.
fn card_number(part: &str, n: i64) -> Result<u8, ScriptError> {
    match u8::try_from(n) {
        Ok(c @ 1..=180) => Ok(c),
        _ => fail(part, BadData(format!("{n} is not a card: #1–#180"))),
    }
}

fn animal_of(part: &str, word: &str) -> Result<Animal, ScriptError> {
    match Animal::parse(word) {
        Some(animal) => Ok(animal),
        None => fail(
            part,
            BadData(format!(
                "{word:?} is not an animal: dodo, fossa, toad, pika, moth"
            )),
        ),
    }
}

impl Script {
    /// Parses a script's JSON text.
    pub fn parse(text: &str) -> Result<Script, ScriptError> {
        envelope::parse(text)
    }

    /// The seat of a player's name.
    fn seat(&self, name: &str) -> Option<usize> {
        self.players.iter().position(|p| p == name)
    }

    /// Checks the script's header and builds the game's set-up and its reshuffles.
    pub fn to_setup(&self) -> Result<(Setup, Vec<Vec<u8>>), ScriptError> {
        envelope::check_game(&self.game, GAME)?;
        envelope::check_names(self.players.iter().map(String::as_str))?;
        if !(2..=4).contains(&self.players.len()) {
            return fail(
                "players",
                BadData(format!(
                    "La Isla takes 2 to 4 players, not {}",
                    self.players.len()
                )),
            );
        }
        let deck = match self.deck.as_deref() {
            None | Some("basic") => Deck::Basic,
            Some("full") => Deck::Full,
            Some(other) => {
                return fail(
                    "deck",
                    BadData(format!("{other:?} is not \"basic\" or \"full\"")),
                )
            }
        };
        let assembly: [u8; 10] = {
            let Some(teeth) = self
                .assembly
                .iter()
                .map(|&t| u8::try_from(t).ok().filter(|t| (1..=10).contains(t)))
                .collect::<Option<Vec<u8>>>()
            else {
                return fail("assembly", BadData("teeth are numbered 1–10".to_owned()));
            };
            let mut sorted = teeth.clone();
            sorted.sort_unstable();
            if sorted != (1..=10).collect::<Vec<u8>>() {
                return fail(
                    "assembly",
                    BadData("the ten teeth 1–10, each once".to_owned()),
                );
            }
            teeth.try_into().expect("ten teeth")
        };
        if self.tiles.len() != 35 {
            return fail(
                "tiles",
                BadData(format!(
                    "one tile on each region J1–J35, not {} tiles",
                    self.tiles.len()
                )),
            );
        }
        let tiles: Vec<Animal> = self
            .tiles
            .iter()
            .map(|t| animal_of("tiles", t))
            .collect::<Result<_, _>>()?;
        let large: Vec<Animal> = self
            .large
            .iter()
            .map(|t| animal_of("large", t))
            .collect::<Result<_, _>>()?;
        let Some(start) = self.seat(&self.start) else {
            return fail(
                "start",
                BadData(format!("{:?} is not a player of this game", self.start)),
            );
        };
        let draw: Vec<u8> = self
            .draw
            .iter()
            .map(|&n| card_number("draw", n))
            .collect::<Result<_, _>>()?;
        let mut reshuffles = Vec::new();
        for (i, pile) in self.reshuffles.iter().enumerate() {
            let part = format!("reshuffles {}", i + 1);
            reshuffles.push(
                pile.iter()
                    .map(|&n| card_number(&part, n))
                    .collect::<Result<Vec<u8>, _>>()?,
            );
        }
        let setup = Setup {
            players: self.players.len(),
            options: Options { deck },
            assembly,
            tiles: tiles.try_into().expect("35 tiles"),
            large,
            start,
            draw,
        };
        // The engine's reasons start with the field's name ("tiles: …").
        setup.check().map_err(|e| ScriptError(e.0))?;
        Ok((setup, reshuffles))
    }

    /// Plays the script and returns the game it gives.
    pub fn run(&self) -> Result<Game, ScriptError> {
        let (setup, reshuffles) = self.to_setup()?;
        let given = reshuffles.len();
        let mut game =
            Game::new(setup, Reshuffles::Given(reshuffles)).or_else(|e| fail("draw", e))?;
        for (i, m) in self.moves.iter().enumerate() {
            let part = m.part(i);
            let seat = m.seat(self.players.iter().map(String::as_str), &part)?;
            if game.phase == Phase::Over {
                return fail(&part, BadData("the game is over".to_owned()));
            }
            if game.players[seat].resigned {
                return fail(&part, BadData("this player has left the game".to_owned()));
            }
            let mv = match (&m.text, m.resign) {
                (Some(text), false) if text.trim().eq_ignore_ascii_case("timeout") => {
                    match game.default_move(seat) {
                        Some(mv) => mv,
                        None => return fail(&part, self.not_to_act(&game, seat)),
                    }
                }
                (Some(text), false) => {
                    if let Some(actor) = game.actor().filter(|&a| a != seat) {
                        return fail(
                            &part,
                            BadData(format!("it is {}'s turn (action C)", self.players[actor])),
                        );
                    }
                    text::parse(seat, text).or_else(|e| fail(&part, english(&e)))?
                }
                (None, true) => Move::Resign { seat },
                _ => {
                    return fail(
                        &part,
                        BadData(
                            "write either \"move\": \"place O9\" or \"resign\": true".to_owned(),
                        ),
                    )
                }
            };
            game.apply(&mv).or_else(|e| fail(&part, e))?;
        }
        if game.is_finished() && game.reshuffled < given {
            return fail(
                "reshuffles",
                BadData(format!(
                    "{given} given, but the draw pile ran out {} time{}",
                    game.reshuffled,
                    if game.reshuffled == 1 { "" } else { "s" }
                )),
            );
        }
        Ok(game)
    }

    /// Why a `timeout` of `seat` is refused: who is to act instead.
    fn not_to_act(&self, game: &Game, seat: usize) -> BadData {
        let name = &self.players[seat];
        match game.phase {
            Phase::Assign => BadData(format!(
                "{name} has assigned already; a timeout is a missing move"
            )),
            _ => match game.actor() {
                Some(actor) => BadData(format!(
                    "{name} is not to act: it is {}'s turn (action C)",
                    self.players[actor]
                )),
                None => BadData(format!("{name} is not to act")),
            },
        }
    }
}

/// Replays a script's text and gives its result (what `tucana replay` prints).
pub fn replay(text: &str) -> Result<ReplayResult, ScriptError> {
    let script = Script::parse(text)?;
    let game = script.run()?;
    Ok(game.result(&script.players))
}

/// The rounds played (§4): the current round (a round whose deal could not be completed
/// never began: §4.1's rare end leaves the game at the round before).
pub fn rounds(game: &Game) -> usize {
    game.round
}

impl Recorded for Game {
    const RULES: &'static dyn Rules = &LaIsla;
    type Script = Script;
    type Result = ReplayResult;

    /// Writes a game out as a script that replays to the same game, with the new draw pile of
    /// each reshuffle it made.
    fn to_script(&self, names: &[String]) -> Script {
        let game = self;
        let reshuffles = &game.piles;
        let setup = &game.setup;
        // The moves that stand: a move taken back is left out with its takeback.
        let undo = |mv: &Move| (mv.seat(), matches!(mv, Move::Undo { .. }));
        let standing = crate::game::takeback::settled(game.log(), undo);
        let moves = standing
            .into_iter()
            .map(|mv| match mv {
                Move::Resign { seat } => ScriptMove {
                    player: names[*seat].clone(),
                    text: None,
                    resign: true,
                },
                other => ScriptMove {
                    player: names[other.seat()].clone(),
                    text: Some(other.typed()),
                    resign: false,
                },
            })
            .collect();
        let numbers = |cards: &[u8]| cards.iter().map(|&c| i64::from(c)).collect::<Vec<_>>();
        Script {
            game: GAME.to_owned(),
            players: names[..game.players()].to_vec(),
            deck: Some(
                match setup.options.deck {
                    Deck::Basic => "basic",
                    Deck::Full => "full",
                }
                .to_owned(),
            ),
            assembly: setup.assembly.iter().map(|&t| i64::from(t)).collect(),
            tiles: setup.tiles.iter().map(|a| a.name().to_owned()).collect(),
            large: setup.large.iter().map(|a| a.name().to_owned()).collect(),
            start: names[setup.start].clone(),
            draw: numbers(&setup.draw),
            reshuffles: reshuffles.iter().map(|p| numbers(p)).collect(),
            moves,
        }
    }

    /// A game's result, with the players' names (seat order).
    fn result(&self, names: &[String]) -> ReplayResult {
        let game = self;
        let ranks = game.ranks();
        let players: Vec<PlayerResult> = game
            .players
            .iter()
            .enumerate()
            .map(|(seat, p)| {
                let f: Final = game.finals.as_ref().map(|f| f[seat]).unwrap_or_default();
                let tiles =
                    Animal::ALL.map(|a| p.tiles.iter().filter(|(_, t)| *t == a).count() as u32);
                PlayerResult {
                    name: names[seat].clone(),
                    regions: p.points.regions,
                    cards: p.points.cards,
                    markers: p.points.markers,
                    sets: f.sets,
                    animals: f.animals_total(),
                    resources: f.resources,
                    total: p.score,
                    resources_left: p.resources_left(),
                    tiles: PerAnimal::of(tiles),
                    large: p.large.name().to_owned(),
                    rank: ranks[seat],
                }
            })
            .collect();
        let winners = if game.is_finished() {
            winners(players.iter().map(|p| (p.name.as_str(), p.rank)))
        } else {
            Vec::new()
        };
        ReplayResult {
            finished: game.is_finished(),
            rounds: rounds(game),
            markers: PerAnimal::of(game.markers),
            players,
            winners,
        }
    }
}
