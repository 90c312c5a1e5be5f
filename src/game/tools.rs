//! What a game gives the offline tools of the `tucana` binary (`replay`, `sim`, `ai`,
//! `render`, `play`: `crate::cli`), which are written once for every game.
//!
//! The tools own everything a game has no say in: reading the file, the script's envelope
//! (its `"game"`), the `game-N.json` / `game-N.result.json` dump, the score distribution, the
//! exit status and the one-line errors. A game gives only what is its own: its script format
//! (read and written), a game of random legal moves, the figures worth summing over many
//! games, a demo position, and, if it has one, a terminal mode.

use std::io::{BufRead, Write};
use std::path::Path;

use super::daily::{Date, RecordedDay};
use super::{engine, Engine, Play};

/// A game read from a replay script: the game after the script's moves, the players' names
/// in seat order, and the same game before any move (for a picture of an earlier step).
pub struct Scripted {
    pub game: Box<dyn Play>,
    pub start: Box<dyn Play>,
    pub names: Vec<String>,
}

impl Scripted {
    /// A script's game of engine `G`: `game` after its moves, `start` before any.
    pub fn new<G>(game: G, start: G, names: Vec<String>) -> Scripted
    where
        Engine<G>: Play,
    {
        Scripted {
            game: Engine::boxed(game),
            start: Engine::boxed(start),
            names,
        }
    }
}

/// A game as the tools write it ([`super::Declared::written`]): a script that replays to the
/// same game, and its result as `tucana replay` prints it, both pretty JSON.
pub struct Written {
    pub script: String,
    pub result: String,
}

/// A random game as `tucana sim` asks for one ([`Tools::random_game`]).
#[derive(Clone, Copy, Debug)]
pub struct Deal<'a> {
    /// The game's seed: its set-up and every move are drawn from it.
    pub seed: u64,
    /// The options as stored (from `--option key=value`).
    pub options: &'a str,
    pub players: usize,
}

/// Random games of one table by seed ([`Tools::dealer`]).
pub type Dealer<'a> = Box<dyn FnMut(u64) -> Result<Box<dyn Play>, String> + 'a>;

/// What a figure of [`Tools::figures`] is counted per.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Per {
    /// Summed over the seats; `sim` prints its mean per seat ("villages 12.3").
    Seat,
    /// One value per game; `sim` prints its mean per game ("rounds 6.2").
    Game,
}

/// One figure of a finished game worth averaging over many ("sights", "rounds").
#[derive(Clone, Debug, PartialEq)]
pub struct Figure {
    pub name: &'static str,
    pub per: Per,
    pub value: f64,
}

/// One seat's score of a finished game as `sim` counts it ([`Tools::scores`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Scored {
    pub total: u32,
    /// 1 + the number of seats strictly better, as in [`crate::game::Standing`].
    pub rank: usize,
}

/// A terminal game's start, as `tucana play` was asked for it.
#[derive(Clone, Copy, Debug)]
pub struct TerminalStart<'a> {
    /// A free game's seed.
    pub seed: u64,
    /// A free game's options, as stored (from `--option key=value`).
    pub options: &'a str,
    /// The daily challenge of this date instead of a free game.
    pub daily: Option<Date>,
    /// With `daily`: a bot's database, for a day it has recorded.
    pub db: Option<&'a Path>,
    /// With `daily`: the bot's daily secret, for any day.
    pub secret: Option<&'a str>,
    /// Where to write the picture after every move.
    pub picture: &'a Path,
}

/// Reads the day a bot's database recorded (the binary's store is not the game's to open).
pub type RecordedDays<'a> = &'a dyn Fn(&Path, Date) -> Result<Option<RecordedDay>, String>;

/// Why a terminal game did not run to its end.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TerminalError {
    /// The start asked for cannot be (exit status 2): one line saying why.
    BadInput(String),
    /// The terminal failed on the way (exit status 1).
    Failed(String),
}

/// The hooks of a game's offline tools; [`super::Rules::tools`] gives them.
pub trait Tools: Send + Sync + 'static {
    /// Plays a script's text (JSON; its `"game"` is this game's or absent), checking every
    /// move. The error is one line naming the field or move at fault.
    fn read_script(&self, text: &str) -> Result<Scripted, String>;
    /// A whole game of random legal moves, a pure function of its deal.
    fn random_game(&self, deal: Deal<'_>) -> Result<Box<dyn Play>, String>;
    /// Random games of one table (its options as stored, its players) by seed: what `sim`
    /// plays a hundred thousand of a second, so that a game may read the options once
    /// here rather than in every deal. By default each is a [`Tools::random_game`].
    fn dealer<'a>(&'a self, options: &'a str, players: usize) -> Result<Dealer<'a>, String> {
        Ok(Box::new(move |seed| {
            self.random_game(Deal {
                seed,
                options,
                players,
            })
        }))
    }
    /// Each seat's total and rank, in seat order: what `sim` counts of every game. By
    /// default [`Play::standings`] without their words; a game whose standings cost more
    /// to word than to score (a string per round) gives them directly, as `sim` asks for
    /// them a hundred thousand times a second.
    fn scores(&self, game: &dyn Play) -> Vec<Scored> {
        game.standings()
            .iter()
            .map(|s| Scored {
                total: s.total,
                rank: s.rank,
            })
            .collect()
    }
    /// The figures of a finished game that `sim` averages, beyond its scores.
    fn figures(&self, game: &dyn Play) -> Vec<Figure> {
        let _ = game;
        Vec::new()
    }
    /// A game in progress to draw without a script (`tucana render --demo`), from `seed`.
    fn demo(&self, seed: u64) -> Box<dyn Play>;
    /// Plays a game in the terminal (`tucana play`), one move per line of `input`; `None`
    /// (the default): the game has no terminal mode.
    fn terminal(
        &self,
        start: &TerminalStart<'_>,
        days: RecordedDays<'_>,
        input: &mut dyn BufRead,
        out: &mut dyn Write,
    ) -> Option<Result<(), TerminalError>> {
        let _ = (start, days, input, out);
        None
    }
}

/// The seed of game number `index` of a run with `seed` (a SplitMix64 step, so neighbouring
/// indices give unrelated games): `sim` and `ai` play game `i` from it.
pub fn game_seed(seed: u64, index: u64) -> u64 {
    let mut z = seed
        .wrapping_add(index.wrapping_mul(0x9E37_79B9_7F4A_7C15))
        .wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// A script or a result as the tools write it: pretty JSON.
pub fn pretty(value: &impl serde::Serialize) -> String {
    serde_json::to_string_pretty(value).expect("a script or a result serializes")
}

/// The engine behind `play`, of its own type `G`: the tools hand a game's hooks only that
/// game's games.
pub fn own<G: 'static>(play: &dyn Play) -> &G {
    engine::<G>(play).expect("the tools give a game's hooks its own games")
}
