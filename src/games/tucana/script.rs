//! Replay scripts: a whole game written as JSON, the format of `tucana replay`.
//!
//! The format is documented in README.md ("Replay scripts"). A script names its set-up and
//! each round's deck, then, turn by turn, the trails each player drew (the turn's trail
//! first, then bonus trails in order). `[]` means the player had no legal trail; a player
//! left out, or `"timeout"`, timed out. A turn in which nobody has a legal trail is closed by
//! the engine as it begins ([`Game::skipped_turns`]); a script writes it with every player
//! `[]` (to keep the count of turns), and such a turn accepts nothing else. Running a script checks every move with the engine
//! and gives the result as JSON; [`Recorded::to_script`] writes any game back out as a script.

use std::collections::{BTreeMap, HashSet};

use serde::{Deserialize, Serialize};

use super::play::Tucana;
use crate::game::{BadData, Recorded, Rules};
use serde_json::Value;

use super::map::MapId;
use super::score::Score;
use super::setup::{check_deck, Options, Pace, Setup, SetupCard, SoloKeep, MAX_PLAYERS};
use super::state::{Game, Move, Seat, TurnState, TURNS_PER_ROUND};
use super::types::{Card, Direction, Letter, Sight};
use crate::game::script::{self as envelope, Outcome};

/// A replay script, as written.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Script {
    /// `"tucana"` when given: the registry's `tucana replay` reads it to pick the game.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub game: Option<String>,
    pub map: MapId,
    pub players: Vec<String>,
    pub setup: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub start_village: Option<u8>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub direction: Option<Direction>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub symmetric: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub red_bonus: Option<Vec<Sight>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub solo_keep: Option<Vec<Letter>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seed: Option<u64>,
    pub rounds: Vec<ScriptRound>,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScriptRound {
    pub deck: Vec<Card>,
    /// Each turn: player name → list of trails, or `"timeout"`. Checked when run.
    pub turns: Vec<BTreeMap<String, Value>>,
}

/// A script's error: where it happened, and why. Displayed as one line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScriptError {
    pub round: Option<usize>,
    pub turn: Option<usize>,
    pub player: Option<String>,
    pub reason: String,
}

impl ScriptError {
    fn new(reason: BadData) -> ScriptError {
        ScriptError {
            round: None,
            turn: None,
            player: None,
            reason: reason.0,
        }
    }

    fn at(round: usize, turn: Option<usize>, player: Option<&str>, reason: BadData) -> Self {
        ScriptError {
            round: Some(round),
            turn,
            player: player.map(str::to_string),
            reason: reason.0,
        }
    }
}

impl std::fmt::Display for ScriptError {
    /// `round 1, turn 3, ana: D4 is water; this turn needs desert and forest` (1-based).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mut parts = Vec::new();
        if let Some(r) = self.round {
            parts.push(format!("round {}", r + 1));
        }
        if let Some(t) = self.turn {
            parts.push(format!("turn {}", t + 1));
        }
        if let Some(p) = &self.player {
            parts.push(p.clone());
        }
        if parts.is_empty() {
            write!(f, "script: {}", self.reason)
        } else {
            write!(f, "{}: {}", parts.join(", "), self.reason)
        }
    }
}

impl std::error::Error for ScriptError {}

/// The result of a replay, as printed by `tucana replay`.
pub type ReplayResult = Outcome<PlayerResult>;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerResult {
    pub name: String,
    pub rounds: Vec<u32>,
    pub villages: u32,
    pub bonus: u32,
    pub total: u32,
    pub sights: SightCounts,
    pub pairs: Vec<Letter>,
    pub bonus_cards: Vec<String>,
    pub rank: usize,
    pub title: Option<String>,
}

/// Connected sights per type, in the order of the scoring box.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SightCounts {
    pub obelisk: u8,
    pub book: u8,
    pub toucan: u8,
    pub yeti: u8,
    #[serde(rename = "sea monster")]
    pub sea_monster: u8,
}

impl Script {
    /// Parses a script's JSON text.
    pub fn parse(text: &str) -> Result<Script, ScriptError> {
        if let Some(e) = envelope::not_json(text) {
            return Err(ScriptError::new(BadData(e.0)));
        }
        envelope::read(text).map_err(|e| ScriptError::new(BadData(format!("bad JSON: {e}"))))
    }

    /// Checks the script's header and builds the game's set-up.
    pub fn to_setup(&self) -> Result<Setup, ScriptError> {
        if let Some(game) = self.game.as_deref().filter(|g| *g != "tucana") {
            return Err(ScriptError::new(BadData(format!(
                "{game:?} is not \"tucana\""
            ))));
        }
        let n = self.players.len();
        if n == 0 || n > MAX_PLAYERS {
            return Err(ScriptError::new(BadData(format!(
                "a game has 1 to {MAX_PLAYERS} players, not {n}"
            ))));
        }
        let mut seen = HashSet::new();
        for name in &self.players {
            if name.trim().is_empty() {
                return Err(ScriptError::new(BadData("a player's name is empty".into())));
            }
            if !seen.insert(name.as_str()) {
                return Err(ScriptError::new(BadData(format!(
                    "player {name:?} is listed twice"
                ))));
            }
        }
        let card: SetupCard = self.setup.parse().map_err(ScriptError::new)?;
        let rounds = self.map.map().rounds as usize;
        if self.rounds.len() > rounds {
            return Err(ScriptError::new(BadData(format!(
                "{} has {rounds} rounds, the script has {}",
                self.map.map().name,
                self.rounds.len()
            ))));
        }
        for (r, round) in self.rounds.iter().enumerate() {
            check_deck(&round.deck).map_err(|e| {
                ScriptError::at(r, None, None, BadData(format!("not the real deck: {e}")))
            })?;
            if round.turns.len() > TURNS_PER_ROUND {
                return Err(ScriptError::at(
                    r,
                    None,
                    None,
                    BadData(format!(
                        "{} turns, but a round has {TURNS_PER_ROUND}",
                        round.turns.len()
                    )),
                ));
            }
            if round.turns.len() < TURNS_PER_ROUND && r + 1 < self.rounds.len() {
                return Err(ScriptError::at(
                    r,
                    None,
                    None,
                    BadData(format!(
                        "only {} of {TURNS_PER_ROUND} turns, yet another round follows",
                        round.turns.len()
                    )),
                ));
            }
        }
        let options = Options {
            map: self.map,
            special_bonus: false,
            random_start: false,
            direction: self.direction.unwrap_or_default(),
            symmetric: self.symmetric.unwrap_or(false),
            pace: super::setup::Pace::Together,
        };
        let seeded = Setup::from_seed(self.seed.unwrap_or(0), options, n)
            .map_err(|e| ScriptError::new(BadData(e.0)))?;
        let solo_keep = match &self.solo_keep {
            None => seeded.solo_keep.clone(),
            Some(keep) => match keep[..] {
                [a, b] => SoloKeep::Named([a, b]),
                _ => {
                    return Err(ScriptError::new(BadData(
                        "solo_keep must name 2 blue cards".into(),
                    )))
                }
            },
        };
        let mut decks = seeded.decks;
        for (r, round) in self.rounds.iter().enumerate() {
            decks[r] = round.deck.clone();
        }
        let setup = Setup {
            card,
            start_village: self.start_village.unwrap_or(1),
            red: self.red_bonus.clone().unwrap_or_default(),
            decks,
            solo_keep,
            ..seeded
        };
        setup
            .validate()
            .map_err(|e| ScriptError::new(BadData(e.0)))?;
        Ok(setup)
    }

    /// Plays the script and returns the game it gives.
    pub fn run(&self) -> Result<Game, ScriptError> {
        let mut game = Game::new(self.to_setup()?);
        for (r, round) in self.rounds.iter().enumerate() {
            for (t, entries) in round.turns.iter().enumerate() {
                self.play_turn(&mut game, r, t, entries)?;
            }
        }
        Ok(game)
    }

    fn play_turn(
        &self,
        game: &mut Game,
        r: usize,
        t: usize,
        entries: &BTreeMap<String, Value>,
    ) -> Result<(), ScriptError> {
        let err =
            |player: Option<&str>, reason: BadData| ScriptError::at(r, Some(t), player, reason);
        let at = if game.is_finished() {
            game.rounds() * TURNS_PER_ROUND
        } else {
            game.round() * TURNS_PER_ROUND + game.turn()
        };
        if at > r * TURNS_PER_ROUND + t {
            // Turns are played in order, so the engine closed this one as it began: nobody
            // could draw for its cards.
            return self.skipped_turn(r, t, entries);
        }
        if at != r * TURNS_PER_ROUND + t {
            return Err(err(None, BadData("the game is not at this turn".into())));
        }
        // Read the whole turn first: which seat does what.
        let mut plays: Vec<(Seat, &str, Vec<&str>)> = Vec::new();
        for (name, value) in entries {
            let seat = self
                .players
                .iter()
                .position(|p| p == name)
                .ok_or_else(|| err(Some(name), BadData("not a player of this game".into())))?;
            match value {
                Value::String(s) if s == "timeout" => {}
                Value::Array(items) => {
                    let trails = items
                        .iter()
                        .map(|v| v.as_str())
                        .collect::<Option<Vec<&str>>>()
                        .ok_or_else(|| {
                            err(
                                Some(name),
                                BadData("trails must be strings like \"C3-D4\"".into()),
                            )
                        })?;
                    if trails.is_empty() && game.turn_state(seat) != TurnState::Done {
                        let example = game
                            .legal_trails(seat)
                            .iter()
                            .next()
                            .map(|e| game.map().edge_label(e))
                            .unwrap_or_default();
                        return Err(err(
                            Some(name),
                            BadData(format!(
                                "no trail given, but legal trails exist (for example {example})"
                            )),
                        ));
                    }
                    plays.push((seat, name, trails));
                }
                _ => {
                    return Err(err(
                        Some(name),
                        BadData("expected a list of trails, or \"timeout\"".into()),
                    ))
                }
            }
        }
        plays.sort_by_key(|(seat, _, _)| *seat);
        for (seat, name, trails) in plays {
            for (k, text) in trails.iter().enumerate() {
                let still_here = (game.round(), game.turn()) == (r, t);
                if !still_here || game.turn_state(seat) == TurnState::Done {
                    return Err(err(
                        Some(name),
                        BadData(if k == 0 {
                            "has no legal trail for these cards".to_string()
                        } else {
                            format!("{text}: no bonus trail is owed")
                        }),
                    ));
                }
                let edge = game
                    .map()
                    .parse_trail(text)
                    .map_err(|e| err(Some(name), BadData(e.to_string())))?;
                game.apply(Move::Trail { seat, edge })
                    .map_err(|e| err(Some(name), BadData(e.to_string())))?;
            }
            let still_here = (game.round(), game.turn()) == (r, t);
            if still_here && game.turn_state(seat) != TurnState::Done {
                // Bonus trails not drawn are declined.
                game.apply(Move::Pass { seat })
                    .map_err(|e| err(Some(name), BadData(e.to_string())))?;
            }
        }
        if (game.round(), game.turn()) == (r, t) && !game.is_finished() {
            game.apply(Move::CloseTurn)
                .map_err(|e| err(None, BadData(e.to_string())))?;
        }
        Ok(())
    }
}

impl Script {
    /// A turn the engine closed as it began (no player had a legal trail): every player
    /// written must be `[]`; players left out are fine too.
    fn skipped_turn(
        &self,
        r: usize,
        t: usize,
        entries: &BTreeMap<String, Value>,
    ) -> Result<(), ScriptError> {
        let cards = &self.rounds[r].deck[2 * t..2 * t + 2];
        for (name, value) in entries {
            if !self.players.contains(name) {
                return Err(ScriptError::at(
                    r,
                    Some(t),
                    Some(name),
                    BadData("not a player of this game".into()),
                ));
            }
            if !matches!(value, Value::Array(items) if items.is_empty()) {
                let reason = BadData(format!(
                    "nobody can draw {} + {} here, so the turn is skipped: write [] for every player",
                    cards[0], cards[1]
                ));
                return Err(ScriptError::at(r, Some(t), Some(name), reason));
            }
        }
        Ok(())
    }
}

/// Replays a script's text and gives its result (what `tucana replay` prints).
pub fn replay(text: &str) -> Result<ReplayResult, ScriptError> {
    let script = Script::parse(text)?;
    let game = script.run()?;
    Ok(game.result(&script.players))
}

impl Recorded for Game {
    const RULES: &'static dyn Rules = &Tucana;
    type Script = Script;
    type Result = ReplayResult;

    /// Writes a game out as a script that replays to the same game.
    fn to_script(&self, names: &[String]) -> Script {
        let game = self;
        let setup = game.setup();
        let rounds = if game.is_free() {
            free_rounds(game, names)
        } else {
            together_rounds(game, names)
        };
        let solo_keep = game.solo_kept().map(|k| k.to_vec());
        Script {
            game: None,
            map: setup.map,
            players: names.to_vec(),
            setup: setup.card.to_string(),
            start_village: Some(setup.start_village),
            direction: Some(setup.direction),
            symmetric: Some(setup.symmetric),
            red_bonus: (!setup.red.is_empty()).then(|| setup.red.clone()),
            solo_keep,
            seed: None,
            rounds,
        }
    }

    /// A free-paced game is written once it is over: before, its seats are at different
    /// turns, which a script (turn by turn, every seat together) cannot tell.
    fn writable(&self) -> bool {
        !self.is_free() || self.is_finished()
    }

    /// A game's result, with the players' names.
    fn result(&self, names: &[String]) -> ReplayResult {
        let game = self;
        let standings = game.standings();
        let players: Vec<PlayerResult> = standings
            .iter()
            .map(|s: &Score| PlayerResult {
                name: names[s.seat].clone(),
                rounds: s.rounds.clone(),
                villages: s.villages,
                bonus: s.bonus,
                total: s.total,
                sights: SightCounts {
                    obelisk: s.sights[Sight::Obelisk.index()],
                    book: s.sights[Sight::Book.index()],
                    toucan: s.sights[Sight::Toucan.index()],
                    yeti: s.sights[Sight::Yeti.index()],
                    sea_monster: s.sights[Sight::SeaMonster.index()],
                },
                pairs: s.pairs.clone(),
                bonus_cards: s.bonus_cards.iter().map(|c| c.to_string()).collect(),
                rank: s.rank,
                title: s.title.clone(),
            })
            .collect();
        Outcome::new(game.is_finished(), players, |p| (&p.name, p.rank))
    }
}

/// The rounds of a game played together: its log replayed, each seat's trails noted per
/// turn (undos taken back).
fn together_rounds(game: &Game, names: &[String]) -> Vec<ScriptRound> {
    let setup = game.setup();
    let map = game.map();
    let n = game.players();
    // Replay the log, noting each seat's trails per turn (undos taken back).
    let mut replay = Game::new(setup.clone());
    let mut rounds: Vec<ScriptRound> = Vec::new();
    let mut current: Vec<Vec<String>> = vec![Vec::new(); n];
    let start_turn = |g: &Game| -> Vec<bool> {
        (0..n)
            .map(|s| g.turn_state(s) == TurnState::Done && !g.has_resigned(s))
            .collect()
    };
    let mut no_trail = start_turn(&replay);
    let at = |g: &Game| g.round() * TURNS_PER_ROUND + g.turn();
    for mv in game.log() {
        let before = at(&replay);
        if let Move::Undo { seat } = *mv {
            // Undo takes back the last trail or skip; a skip leaves no trail in a script.
            let trails_before = replay.turn_edges(seat).len();
            replay.apply(*mv).expect("a game's own log replays");
            if replay.turn_edges(seat).len() < trails_before {
                current[seat].pop();
            }
            continue;
        }
        if let Move::Trail { seat, edge } = *mv {
            current[seat].push(map.edge_label(edge));
        }
        replay.apply(*mv).expect("a game's own log replays");
        // One move may close several turns: the turns after the first had every player
        // finished from the start (resigned, or with no legal trail).
        for closed in before..at(&replay) {
            let r = closed / TURNS_PER_ROUND;
            if rounds.len() <= r {
                rounds.push(ScriptRound {
                    deck: setup.decks[r].clone(),
                    turns: Vec::new(),
                });
            }
            let mut turn = BTreeMap::new();
            for seat in 0..n {
                let trails = std::mem::take(&mut current[seat]);
                let rare = if closed == before {
                    no_trail[seat]
                } else {
                    !replay.has_resigned(seat)
                };
                if !trails.is_empty() || rare {
                    turn.insert(
                        names[seat].clone(),
                        Value::Array(trails.into_iter().map(Value::String).collect()),
                    );
                }
            }
            rounds[r].turns.push(turn);
        }
        if at(&replay) != before {
            no_trail = start_turn(&replay);
        }
    }
    rounds
}

/// The rounds of a free-paced game, over: each seat's trails at each of its own turns,
/// written as if the seats had played together. The engine records a free game's
/// completions at each seat's turn, so that the game played together, turn by turn, ends
/// the same (the conformance suite replays every written script to the same result).
fn free_rounds(game: &Game, names: &[String]) -> Vec<ScriptRound> {
    let setup = game.setup();
    let map = game.map();
    let n = game.players();
    let total = game.total_turns();
    let mut replay = Game::with_pace(setup.clone(), Pace::Free);
    // Per seat and turn: the trails drawn, and whether the turn began with none legal.
    let mut trails: Vec<Vec<Vec<String>>> = vec![vec![Vec::new(); total]; n];
    let mut none_legal = vec![vec![false; total]; n];
    let mut played = vec![vec![false; total]; n];
    // The turns a seat passed over as they began (it had left, or could draw nothing).
    let passed_over = |g: &Game, seat: Seat, from: usize, none_legal: &mut Vec<Vec<bool>>| {
        let upto = g.position_of(seat).min(total);
        for slot in none_legal[seat].iter_mut().take(upto).skip(from) {
            *slot = !g.has_resigned(seat);
        }
    };
    for seat in 0..n {
        passed_over(&replay, seat, 0, &mut none_legal);
    }
    for mv in game.log() {
        let Some(seat) = mv.seat() else {
            replay.apply(*mv).expect("a game's own log replays");
            continue;
        };
        let at = replay.position_of(seat);
        let trails_before = replay.turn_edges(seat).len();
        replay.apply(*mv).expect("a game's own log replays");
        if at >= total {
            continue;
        }
        played[seat][at] = true;
        match *mv {
            Move::Trail { edge, .. } => trails[seat][at].push(map.edge_label(edge)),
            // Undo takes back the last trail or skip; a skip leaves no trail in a script.
            Move::Undo { .. } if replay.turn_edges(seat).len() < trails_before => {
                trails[seat][at].pop();
            }
            _ => {}
        }
        if replay.position_of(seat) > at {
            passed_over(&replay, seat, at + 1, &mut none_legal);
        }
    }
    // Every turn up to the last one a seat played or could not play in.
    let last = (0..total)
        .rev()
        .find(|&t| (0..n).any(|s| played[s][t] || none_legal[s][t]))
        .map_or(0, |t| t + 1);
    let mut rounds: Vec<ScriptRound> = Vec::new();
    for turn in 0..last {
        let r = turn / TURNS_PER_ROUND;
        if rounds.len() <= r {
            rounds.push(ScriptRound {
                deck: setup.decks[r].clone(),
                turns: Vec::new(),
            });
        }
        let entries = (0..n)
            .filter_map(|s| {
                let drawn = std::mem::take(&mut trails[s][turn]);
                (!drawn.is_empty() || none_legal[s][turn]).then(|| {
                    let drawn = drawn.into_iter().map(Value::String).collect();
                    (names[s].clone(), Value::Array(drawn))
                })
            })
            .collect();
        rounds[r].turns.push(entries);
    }
    rounds
}
