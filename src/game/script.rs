//! What every game's replay-script format shares (`tucana replay`, `sim --dump`): the
//! envelope a game fills in with its own fields. A script is JSON: its `"game"` (checked
//! here), its players' names (unique, not empty), the game's own set-up, then the moves as
//! players typed them ([`ScriptMove`]); an error is one line naming the field or the move
//! at fault ([`ScriptError`]). It is read strictly ([`parse`]): text that is not JSON says
//! where it stops being JSON, and an object of the format written as a list is refused.

use crate::game::BadData;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

/// A script's error, as one line: `move 7 (ana: "2 E3 E4 E5"): E3 is not sand`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScriptError(pub String);

impl std::fmt::Display for ScriptError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ScriptError {}

/// The error `part: reason` (`players: "ana" is listed twice`).
pub fn fail<T>(part: &str, reason: impl std::fmt::Display) -> Result<T, ScriptError> {
    Err(ScriptError(format!("{part}: {reason}")))
}

/// A script's JSON text read into the game's script type, strictly: text that is not JSON
/// is [`not_json`]'s error, and a struct written as a list is refused ([`super::strict`]).
pub fn parse<S: DeserializeOwned>(text: &str) -> Result<S, ScriptError> {
    if let Some(e) = not_json(text) {
        return Err(e);
    }
    read(text).map_err(|e| ScriptError(format!("bad JSON: {e}")))
}

/// A script's JSON text read into the game's script type as [`parse`] does, once it is
/// known to be JSON (for a game that words the error its own way): the error is the
/// shape's, with its line and column.
pub fn read<S: DeserializeOwned>(text: &str) -> Result<S, serde_json::Error> {
    super::strict::from_str(text)
}

/// Why `text` is not JSON at all, and where (`not valid JSON: line 1, column 2499: EOF
/// while parsing a list`), before anything is read of it: a truncated script is told as
/// such, whichever game it is, rather than read as far as it goes.
pub fn not_json(text: &str) -> Option<ScriptError> {
    let e = serde_json::from_str::<serde::de::IgnoredAny>(text).err()?;
    let reason = e.to_string();
    // serde_json ends its message with " at line L column C", which leads here instead.
    let reason = match reason.rfind(" at line ") {
        Some(at) => &reason[..at],
        None => &reason,
    };
    Some(ScriptError(format!(
        "not valid JSON: line {}, column {}: {reason}",
        e.line(),
        e.column()
    )))
}

/// Checks the script's `"game"` against the game's id.
pub fn check_game(given: &str, id: &str) -> Result<(), ScriptError> {
    if given == id {
        return Ok(());
    }
    fail("game", format!("{given:?} is not {id:?}"))
}

/// Checks the players' names: none empty, none twice.
pub fn check_names<'a>(names: impl IntoIterator<Item = &'a str>) -> Result<(), ScriptError> {
    let mut seen: Vec<&str> = Vec::new();
    for (i, name) in names.into_iter().enumerate() {
        if name.trim().is_empty() {
            return fail("players", BadData(format!("player {} has no name", i + 1)));
        }
        if seen.contains(&name) {
            return fail("players", BadData(format!("{name:?} is listed twice")));
        }
        seen.push(name);
    }
    Ok(())
}

/// A move a player typed (`"move": "2 E3 E4 E5"`), or a resignation (`"resign": true`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScriptMove {
    pub player: String,
    #[serde(default, rename = "move", skip_serializing_if = "Option::is_none")]
    pub text: Option<String>,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub resign: bool,
}

impl ScriptMove {
    /// The move `i` (from 0) as an error names it: `move 7 (ana: "2 E3 E4 E5")`.
    pub fn part(&self, i: usize) -> String {
        let what = match (&self.text, self.resign) {
            (Some(text), _) => format!("{text:?}"),
            (None, true) => "resign".to_owned(),
            (None, false) => "nothing".to_owned(),
        };
        format!("move {} ({}: {what})", i + 1, self.player)
    }

    /// The player's seat among `names`; the error (under `part`) says they are not one.
    pub fn seat<'a>(
        &self,
        names: impl IntoIterator<Item = &'a str>,
        part: &str,
    ) -> Result<usize, ScriptError> {
        match names.into_iter().position(|n| n == self.player) {
            Some(seat) => Ok(seat),
            None => fail(part, BadData("not a player of this game".into())),
        }
    }
}

/// The result of a replay as `tucana replay` prints it, for a game whose result is its
/// players' lines and the winners (a game with more to say has a result of its own).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome<P> {
    pub finished: bool,
    pub players: Vec<P>,
    pub winners: Vec<String>,
}

impl<P> Outcome<P> {
    /// The outcome of a game with these players' lines, each with its name and rank as
    /// `ranked` reads them: the winners are those ranked first.
    pub fn new(finished: bool, players: Vec<P>, ranked: fn(&P) -> (&str, usize)) -> Outcome<P> {
        Outcome {
            finished,
            winners: winners(players.iter().map(ranked)),
            players,
        }
    }
}

/// The names of the players ranked first, from `(name, rank)`s.
pub fn winners<'a>(ranked: impl IntoIterator<Item = (&'a str, usize)>) -> Vec<String> {
    ranked
        .into_iter()
        .filter(|&(_, rank)| rank == 1)
        .map(|(name, _)| name.to_owned())
        .collect()
}
