//! The computer players and hints of the kinds of Guess that have them
//! ([`super::guess::Thinkers`]), made to test how the service thinks rather than to play well:
//!
//! - a computer player chooses `1 + seed % 5`;
//! - a hint offers every choice, each saying the position (log length) it was worked out for
//!   (`"at move N"`), so that a test sees whether a hint is of the position it asked about;
//! - "test-guess-gated": a computer player or a hint first comes to the [`Gate`], where it
//!   says which game it thinks for (the game's `rounds` option) and waits until the test
//!   lets it through;
//! - "test-guess-broken": a computer player and a hint panic.

use std::collections::BTreeMap;
use std::sync::{Condvar, Mutex};
use std::time::Duration;

use tucana::game::{Bots, Hint, Level, Play, Seat};
use tucana::words::Msg;

use super::guess::{GuessGame, Thinkers, CHOICES};

/// How long a computer player waits at the gate at most: far beyond any test's wait, so
/// that a failed test's thinkers end too.
const GATE_WAIT: Duration = Duration::from_secs(120);

/// The gate the computer players (and hints) of "test-guess-gated" pass, each game's in the
/// order they came, as many as the test lets through for games of that many rounds. Its
/// record is process-wide: tests using it tell their games apart by their `rounds`.
pub struct Gate;

struct Passes {
    /// The `rounds` option of each game whose thinker came, in the order they came.
    came: Vec<u32>,
    /// How many thinkers of games of so many rounds may be through.
    open: BTreeMap<u32, usize>,
}

static PASSES: Mutex<Passes> = Mutex::new(Passes {
    came: Vec::new(),
    open: BTreeMap::new(),
});
static OPENED: Condvar = Condvar::new();

impl Gate {
    /// The games (their `rounds` option) whose thinkers came to the gate, in order.
    pub fn came() -> Vec<u32> {
        PASSES.lock().unwrap().came.clone()
    }

    /// Lets `n` more thinkers of games of `rounds` rounds through (the first come first).
    pub fn let_through(rounds: u32, n: usize) {
        *PASSES.lock().unwrap().open.entry(rounds).or_default() += n;
        OPENED.notify_all();
    }

    /// Comes to the gate for a game of `rounds` rounds, and waits to be let through.
    fn pass(rounds: u32) {
        let mut passes = PASSES.lock().unwrap();
        let me = passes.came.iter().filter(|&&r| r == rounds).count();
        passes.came.push(rounds);
        let _ = OPENED
            .wait_timeout_while(passes, GATE_WAIT, |p| {
                p.open.get(&rounds).copied().unwrap_or(0) <= me
            })
            .unwrap();
    }
}

impl Bots for GuessGame {
    fn bot_move(&self, seat: Seat, _level: Level, _think_ms: u32, seed: u64) -> Option<String> {
        match self.thinkers() {
            Thinkers::Broken => panic!("a broken computer player"),
            Thinkers::Gated => Gate::pass(self.rounds()),
            Thinkers::Quick | Thinkers::None => {}
        }
        let n = CHOICES.start() + (seed % 5) as u32;
        self.to_choose()
            .contains(&seat)
            .then(|| format!("choose {seat} {n}"))
    }

    fn hints(&self, seat: Seat, _think_ms: u32, _seed: u64) -> Vec<Hint> {
        match self.thinkers() {
            Thinkers::Broken => panic!("a broken hint"),
            Thinkers::Gated => Gate::pass(self.rounds()),
            Thinkers::Quick | Thinkers::None => {}
        }
        self.legal_moves(seat)
            .into_iter()
            .map(|legal| Hint {
                text: legal.text,
                gains: Msg::new("test-guess-at-move").with("n", self.log_len()),
                expected: 0.0,
            })
            .collect()
    }
}
