//! "Guess" (test-guess): **simultaneous hidden** choices and **private information**.
//!
//! Every round all seats secretly choose a number from 1 to 5, in any order
//! (`ToAct::Everyone` of the seats yet to choose), logged as `choose <seat> <n>`. A choice
//! is applied at once but stays secret: only its own seat sees it, in its reply
//! ([`Applied::note`]) and in its own picture (`View::Seat`); the status, the headline, the
//! standings, the public pictures and the other seats' legal moves never show it. When every
//! seat has chosen, or at the deadline (the logged move `reveal`), the round is revealed to
//! everyone together ([`Happening::Note`], then [`Happening::RoundEnded`]); a seat that did not
//! choose scores nothing. A choice scores its number unless another seat chose the same
//! number. After `rounds` rounds the highest sum wins; ties go to the seat that scored in more
//! rounds.
//!
//! Each secret carries a marker ([`secret_marker`], `SECRET-<seat>-<n>`) wherever it is
//! shown privately, so a test can search every public output for `SECRET-`.

use std::any::Any;
use std::ops::RangeInclusive;

use tucana::game::{
    tools::Written, About, Applied, Bots, Declared, Happening, Legal, MoveError, Play, Rules, Seat,
    Standing, ToAct, Turn, View,
};
use tucana::words::{self, Msg};

/// The kind of game: Guess, or Guess with computer players ([`Thinkers`]).
pub struct Guess {
    thinkers: Thinkers,
}

pub static GUESS: Guess = Guess {
    thinkers: Thinkers::None,
};
/// Guess with computer players and hints ("test-guess-bots", [`Thinkers::Quick`]).
pub static GUESS_BOTS: Guess = Guess {
    thinkers: Thinkers::Quick,
};
/// Guess whose computer players wait at the gate ("test-guess-gated", [`Thinkers::Gated`]).
pub static GUESS_GATED: Guess = Guess {
    thinkers: Thinkers::Gated,
};
/// Guess whose computer players and hints panic ("test-guess-broken",
/// [`Thinkers::Broken`]).
pub static GUESS_BROKEN: Guess = Guess {
    thinkers: Thinkers::Broken,
};

/// The computer players a kind of Guess has (see `super::thinkers` for what each does).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Thinkers {
    /// None: no computer player, no hint.
    None,
    /// They choose at once; a hint names the position it was worked out for.
    Quick,
    /// They choose once the test opens the gate for them ([`super::thinkers::Gate`]).
    Gated,
    /// Their thinking panics, hints included.
    Broken,
}

pub const ID: &str = "test-guess";
/// The numbers a seat may choose.
pub const CHOICES: RangeInclusive<u32> = 1..=5;

/// The words that mark a seat's secret choice in its private view and reply.
pub fn secret_marker(seat: Seat, n: u32) -> String {
    format!("SECRET-{seat}-{n}")
}

/// A game of Guess in progress.
#[derive(Clone, Debug)]
pub struct GuessGame {
    thinkers: Thinkers,
    rounds: u32,
    players: usize,
    /// This round's secret choices.
    chosen: Vec<Option<u32>>,
    /// The revealed rounds: each seat's choice (`None`: did not choose).
    revealed: Vec<Vec<Option<u32>>>,
    resigned: Vec<bool>,
    log: Vec<String>,
}

const ABOUT: About = About {
    id: ID,
    name: "Guess (test game)",
    short_name: None,
    ruleset: 1,
    seats: 1..=5,
    choices: None,
    bots: false,
    tools: None,
    words: super::WORDS,
};

/// [`ABOUT`] of a kind of Guess with computer players, under its own id.
const fn with_bots(id: &'static str) -> About {
    About {
        id,
        bots: true,
        ..ABOUT
    }
}

const ABOUT_BOTS: About = with_bots("test-guess-bots");
const ABOUT_GATED: About = with_bots("test-guess-gated");
const ABOUT_BROKEN: About = with_bots("test-guess-broken");

impl Guess {
    /// The kind of Guess with these computer players.
    fn of(thinkers: Thinkers) -> &'static Guess {
        match thinkers {
            Thinkers::None => &GUESS,
            Thinkers::Quick => &GUESS_BOTS,
            Thinkers::Gated => &GUESS_GATED,
            Thinkers::Broken => &GUESS_BROKEN,
        }
    }
}

impl Rules for Guess {
    fn about(&self) -> &'static About {
        match self.thinkers {
            Thinkers::None => &ABOUT,
            Thinkers::Quick => &ABOUT_BOTS,
            Thinkers::Gated => &ABOUT_GATED,
            Thinkers::Broken => &ABOUT_BROKEN,
        }
    }

    fn options(&self, given: &[(&str, &str)]) -> Result<String, Msg> {
        super::number_options("Guess", given, &[("rounds", 3, 1..=10)])
    }

    fn describe_options(&self, options: &str) -> Option<Msg> {
        Some(
            super::stored_number(options, "rounds")
                .map_or_else(|e| e, |n| Msg::new("test-guess-options").with("rounds", n)),
        )
    }

    /// No chance in Guess: the seed is not used.
    fn setup(&self, _seed: u64, options: &str, players: usize) -> Result<Box<dyn Play>, Msg> {
        if !self.seats().contains(&players) {
            return Err(Msg::new("test-guess-players").with("players", players));
        }
        Ok(Box::new(GuessGame {
            thinkers: self.thinkers,
            rounds: super::stored_number(options, "rounds")?,
            players,
            chosen: vec![None; players],
            revealed: Vec::new(),
            resigned: vec![false; players],
            log: Vec::new(),
        }))
    }

    fn how_to_move(&self) -> Msg {
        Msg::new("test-guess-how-to-move")
    }

    fn rules_in_short(&self) -> Msg {
        Msg::new("test-guess-rules-in-short")
    }

    /// Every kind of Guess (with computer players or not) speaks Guess's words.
    fn word(&self, what: &str) -> Msg {
        Msg::new(format!("test-guess-{what}"))
    }
}

enum Checked {
    Choose(Seat, u32),
    Reveal,
    Resign(Seat),
}

impl GuessGame {
    /// The computer players of this game.
    pub fn thinkers(&self) -> Thinkers {
        self.thinkers
    }

    /// The rounds the game is played over (its `rounds` option).
    pub fn rounds(&self) -> u32 {
        self.rounds
    }

    /// The seats yet to choose this round.
    pub fn to_choose(&self) -> Vec<Seat> {
        self.waiting()
    }

    fn round(&self) -> usize {
        self.revealed.len()
    }

    /// What a seat scores in a revealed round.
    fn score(round: &[Option<u32>], seat: Seat) -> u32 {
        match round[seat] {
            Some(n) if round.iter().filter(|c| **c == Some(n)).count() == 1 => n,
            _ => 0,
        }
    }

    fn waiting(&self) -> Vec<Seat> {
        if self.is_finished() {
            return Vec::new();
        }
        (0..self.players)
            .filter(|&s| !self.resigned[s] && self.chosen[s].is_none())
            .collect()
    }

    /// Reveals the round to everyone: the automatic step that ends every round.
    fn reveal(&mut self, happenings: &mut Vec<Happening>) {
        let round = std::mem::replace(&mut self.chosen, vec![None; self.players]);
        let choices: Vec<Msg> = (0..self.players)
            .filter(|&s| !self.resigned[s] || round[s].is_some())
            .map(|s| match round[s] {
                Some(n) => Msg::new("test-guess-seat-chose")
                    .with("seat", s + 1)
                    .with("n", n)
                    .with("score", Self::score(&round, s)),
                None => Msg::new("test-guess-seat-chose-nothing").with("seat", s + 1),
            })
            .collect();
        happenings.push(Happening::Note(
            Msg::new("test-guess-revealed")
                .with("round", self.round() + 1)
                .with("choices", words::list(choices)),
        ));
        happenings.push(Happening::RoundEnded {
            round: self.round(),
        });
        self.revealed.push(round);
    }

    fn check(&self, logged: &str) -> Result<Checked, MoveError> {
        let words: Vec<&str> = logged.split_whitespace().collect();
        let bad = || MoveError(Msg::new("test-guess-not-a-move").with("text", logged));
        let checked = match words.split_first() {
            Some((&"choose", rest)) => {
                let (seat, n) = super::seat_and_number(rest, self.players).ok_or_else(bad)?;
                Checked::Choose(seat, n)
            }
            Some((&"resign", rest)) => {
                Checked::Resign(super::seat_word(rest, self.players).ok_or_else(bad)?)
            }
            Some((&"reveal", [])) => Checked::Reveal,
            _ => return Err(bad()),
        };
        if self.is_finished() {
            return Err(MoveError(Msg::new("test-guess-over")));
        }
        match checked {
            Checked::Choose(seat, n) => {
                if self.resigned[seat] {
                    return Err(MoveError(Msg::new("test-guess-left")));
                }
                if self.chosen[seat].is_some() {
                    return Err(MoveError(Msg::new("test-guess-already-chosen")));
                }
                if !CHOICES.contains(&n) {
                    return Err(MoveError(Msg::new("test-guess-choose").with("n", n)));
                }
            }
            Checked::Resign(seat) if self.resigned[seat] => {
                return Err(MoveError(Msg::new("test-guess-left")))
            }
            _ => {}
        }
        Ok(checked)
    }

    fn totals(&self, seat: Seat) -> (u32, u32) {
        let scores = self.revealed.iter().map(|r| Self::score(r, seat));
        (
            scores.clone().sum(),
            scores.filter(|&s| s > 0).count() as u32,
        )
    }
}

impl Declared for GuessGame {
    fn rules(&self) -> &'static dyn Rules {
        Guess::of(self.thinkers)
    }

    fn written(&self, _names: &[String]) -> Option<Written> {
        None
    }
}

impl Play for GuessGame {
    fn players(&self) -> usize {
        self.players
    }

    fn log_len(&self) -> usize {
        self.log.len()
    }

    fn log(&self) -> Vec<String> {
        self.log.clone()
    }

    fn turn(&self) -> Turn {
        Turn {
            round: self.round(),
            turn: 0,
        }
    }

    fn to_act(&self) -> ToAct {
        if self.is_finished() {
            ToAct::Nobody
        } else {
            ToAct::Everyone(self.waiting())
        }
    }

    fn is_finished(&self) -> bool {
        self.round() as u32 >= self.rounds || self.resigned.iter().all(|&r| r)
    }

    fn has_resigned(&self, seat: Seat) -> bool {
        self.resigned.get(seat).copied().unwrap_or(false)
    }

    /// Whether a seat has chosen, never what: this line is public.
    fn seat_status(&self, seat: Seat) -> Msg {
        Msg::new(if self.has_resigned(seat) {
            "test-guess-status-left"
        } else if self.is_finished() {
            "test-guess-status-done"
        } else if self.chosen[seat].is_some() {
            "test-guess-status-chosen"
        } else {
            "test-guess-status-to-choose"
        })
    }

    fn parse(&self, seat: Seat, typed: &str) -> Result<String, MoveError> {
        let n: u32 = typed.trim().parse().map_err(|_| {
            MoveError(Msg::new("test-guess-type-a-number").with("text", typed.trim()))
        })?;
        Ok(format!("choose {seat} {n}"))
    }

    fn apply(&mut self, logged: &str) -> Result<Applied, MoveError> {
        // Everything is checked before anything changes: a refused move leaves no trace.
        let checked = self.check(logged)?;
        let mut happenings = Vec::new();
        let mut note = None;
        match checked {
            Checked::Choose(seat, n) => {
                self.chosen[seat] = Some(n);
                note = Some(
                    Msg::new("test-guess-chose")
                        .with("n", n)
                        .with("marker", secret_marker(seat, n)),
                );
                if self.waiting().is_empty() {
                    self.reveal(&mut happenings);
                }
            }
            Checked::Reveal => self.reveal(&mut happenings),
            Checked::Resign(seat) => {
                self.resigned[seat] = true;
                // The others may all have chosen already: then the round is complete.
                if !self.is_finished() && self.waiting().is_empty() {
                    self.reveal(&mut happenings);
                }
            }
        }
        self.log.push(logged.to_owned());
        Ok(Applied { happenings, note })
    }

    fn deadline_moves(&self) -> Vec<String> {
        if self.is_finished() {
            Vec::new()
        } else {
            vec!["reveal".to_owned()]
        }
    }

    /// A seat that does not act chooses 1.
    fn default_move(&self, seat: Seat) -> Option<String> {
        self.waiting()
            .contains(&seat)
            .then(|| format!("choose {seat} {}", CHOICES.start()))
    }

    fn resign_move(&self, seat: Seat) -> String {
        format!("resign {seat}")
    }

    /// The same list for every seat still to choose, so it tells nothing of others' choices.
    fn legal_moves(&self, seat: Seat) -> Vec<Legal> {
        if !self.waiting().contains(&seat) {
            return Vec::new();
        }
        CHOICES
            .rev()
            .map(|n| Legal {
                text: n.to_string(),
                note: Some(Msg::new("test-guess-scores").with("n", n)),
            })
            .collect()
    }

    /// Revealed rounds only.
    fn standings(&self) -> Vec<Standing> {
        let lines = (0..self.players)
            .map(|seat| {
                let (total, rounds) = self.totals(seat);
                let scores: Vec<String> = self
                    .revealed
                    .iter()
                    .map(|r| Self::score(r, seat).to_string())
                    .collect();
                let breakdown = if scores.is_empty() {
                    Msg::new("test-guess-no-round-yet")
                } else {
                    Msg::new("test-guess-rounds").with("scores", scores.join(" + "))
                };
                (total, rounds, breakdown)
            })
            .collect();
        super::ranked(lines, &self.resigned)
    }

    fn winners(&self) -> Vec<Seat> {
        if !self.is_finished() {
            return Vec::new();
        }
        let standings = self.standings();
        let best = standings
            .iter()
            .filter(|s| !s.resigned)
            .map(|s| (s.total, s.tiebreak))
            .max();
        standings
            .iter()
            .filter(|s| !s.resigned && Some((s.total, s.tiebreak)) == best)
            .map(|s| s.seat)
            .collect()
    }

    fn headline(&self) -> Option<Msg> {
        if self.is_finished() {
            return None;
        }
        let playing = self.players - self.resigned.iter().filter(|&&r| r).count();
        Some(
            Msg::new("test-guess-headline")
                .with("round", self.round() + 1)
                .with("rounds", self.rounds)
                .with("chosen", playing - self.waiting().len())
                .with("playing", playing),
        )
    }

    /// Its computer players, if it is a kind of Guess with them (`super::thinkers`).
    fn bots(&self) -> Option<&dyn Bots> {
        (self.thinkers != Thinkers::None).then_some(self as &dyn Bots)
    }

    /// The others' choices of this round, not revealed yet, chosen again from `seed`.
    fn world_of(&self, viewer: Seat, seed: u64) -> Option<Box<dyn Play>> {
        let mut world = self.clone();
        for (seat, chosen) in world.chosen.iter_mut().enumerate() {
            if let (false, Some(n)) = (seat == viewer, chosen.as_mut()) {
                *n = CHOICES.start() + ((seed + seat as u64) % 5) as u32;
            }
        }
        Some(Box::new(world))
    }

    /// A row per seat, a pixel per round: grey for a revealed round's score. The seat's own
    /// view adds this round's secret choice, as a pixel in its colour and as its marker in a
    /// `tEXt` chunk; the public views show only who has chosen.
    fn picture(&self, view: View, _names: &[String], _lang: &str) -> Option<Vec<u8>> {
        let width = self.rounds + 1;
        let mut rgb = vec![255u8; width as usize * self.players * 3];
        let mut put = |seat: Seat, x: usize, px: [u8; 3]| {
            let at = (seat * width as usize + x) * 3;
            rgb[at..at + 3].copy_from_slice(&px);
        };
        for (x, round) in self.revealed.iter().enumerate() {
            for seat in 0..self.players {
                let grey = 255 - 50 * Self::score(round, seat) as u8;
                put(seat, x, [grey, grey, grey]);
            }
        }
        let mut texts = vec![("game", ID.to_owned()), ("view", format!("{view:?}"))];
        let now = self.round();
        match view {
            View::Seat { seat, .. } => {
                if seat >= self.players {
                    return None;
                }
                if let Some(n) = self.chosen[seat] {
                    let mut px = super::colour(seat);
                    px[2] = n as u8;
                    put(seat, now, px);
                    texts.push(("secret", secret_marker(seat, n)));
                }
            }
            View::Turn
            | View::TurnOf { .. }
            | View::Standings
            | View::Board
            | View::Seen { .. } => {
                for seat in 0..self.players {
                    if !self.is_finished() && self.chosen[seat].is_some() {
                        put(seat, now, [0, 0, 0]);
                    }
                }
                let headline = self.headline().map(|h| super::english(&h));
                texts.push(("status", headline.unwrap_or_default()));
            }
        }
        Some(super::png(width, self.players as u32, &rgb, &texts))
    }
}
