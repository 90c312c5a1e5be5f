//! "Race" (test-race): a **sequential** game with an **automatic step**.
//!
//! Seats take turns in seat order (`ToAct::One`); a turn is one typed number, `1`, `2` or `3`,
//! the steps forward, logged as `step <seat> <n>`. The first to reach the target wins at
//! once. After every full round the wind blows everyone back by a seeded 0..=`wind` steps
//! (never below 0): nobody plays it, the game reports it as a [`Happening::Note`] followed by
//! [`Happening::RoundEnded`]. After `rounds` rounds without a winner the furthest seat wins.
//! At a deadline the acting seat takes the smallest step; a seat that resigns is skipped for
//! the rest of the game.

use std::any::Any;
use std::ops::RangeInclusive;

use tucana::game::rng::Rng;
use tucana::game::{
    tools::Written, About, Applied, Declared, Happening, Legal, MoveError, Play, Rules, Seat,
    Standing, ToAct, Turn, View,
};
use tucana::words::{self, Msg};

/// The kind of game, as a service's list of extra games names it.
pub struct Race;

pub static RACE: Race = Race;

pub const ID: &str = "test-race";
/// The steps a turn may take.
pub const STEPS: RangeInclusive<u32> = 1..=3;

/// A race in progress.
#[derive(Clone, Debug)]
pub struct RaceGame {
    seed: u64,
    target: u32,
    wind: u32,
    rounds: u32,
    /// Every picture fails to draw (it panics): option `broken=1`, for the outbox.
    broken: bool,
    players: usize,
    /// Each seat's square, from 0.
    pub position: Vec<u32>,
    resigned: Vec<bool>,
    /// The round being played, from 0.
    round: usize,
    /// The seat to act; `None` once the game is over.
    acting: Option<Seat>,
    /// Who reached the target, if anyone did.
    reached: Option<Seat>,
    log: Vec<String>,
}

const ABOUT: About = About {
    id: ID,
    name: "Race (test game)",
    short_name: None,
    ruleset: 1,
    seats: 1..=4,
    choices: None,
    bots: false,
    tools: None,
    words: super::WORDS,
};

impl Rules for Race {
    fn about(&self) -> &'static About {
        &ABOUT
    }

    fn options(&self, given: &[(&str, &str)]) -> Result<String, Msg> {
        super::number_options(
            "Race",
            given,
            &[
                ("target", 10, 3..=100),
                ("wind", 1, 0..=3),
                ("rounds", 20, 1..=100),
                ("broken", 0, 0..=1),
            ],
        )
    }

    /// A daily race, to prove the daily challenge per game: the target is drawn from the
    /// day's seed, with no wind.
    fn daily(&self, _date: tucana::game::Date, seed: u64) -> Option<String> {
        let target = (5 + seed % 10).to_string();
        self.options(&[("target", &target), ("wind", "0")]).ok()
    }

    fn describe_options(&self, options: &str) -> Option<Msg> {
        Some(
            match (
                super::stored_number(options, "target"),
                super::stored_number(options, "wind"),
            ) {
                (Ok(target), Ok(wind)) => Msg::new("test-race-options")
                    .with("target", target)
                    .with("wind", wind),
                (Err(e), _) | (_, Err(e)) => e,
            },
        )
    }

    fn setup(&self, seed: u64, options: &str, players: usize) -> Result<Box<dyn Play>, Msg> {
        if !self.seats().contains(&players) {
            return Err(Msg::new("test-race-players").with("players", players));
        }
        Ok(Box::new(RaceGame {
            seed,
            target: super::stored_number(options, "target")?,
            wind: super::stored_number(options, "wind")?,
            rounds: super::stored_number(options, "rounds")?,
            broken: super::stored_number(options, "broken") == Ok(1),
            players,
            position: vec![0; players],
            resigned: vec![false; players],
            round: 0,
            acting: Some(0),
            reached: None,
            log: Vec::new(),
        }))
    }

    fn how_to_move(&self) -> Msg {
        Msg::new("test-race-how-to-move")
    }

    fn rules_in_short(&self) -> Msg {
        Msg::new("test-race-rules-in-short")
    }
}

impl RaceGame {
    /// The wind at the end of a round: its own ChaCha stream per round, so that it depends on
    /// the seed and the round alone, never on the moves.
    pub fn wind_after(&self, round: usize) -> u32 {
        Rng::new(self.seed, 1 + round as u64).below(self.wind + 1)
    }

    /// The next seat still racing after `seat` in this round, if any.
    fn next_in_round(&self, seat: Seat) -> Option<Seat> {
        (seat + 1..self.players).find(|&s| !self.resigned[s])
    }

    fn first_racing(&self) -> Option<Seat> {
        (0..self.players).find(|&s| !self.resigned[s])
    }

    /// Passes the turn on from `seat`: to the next seat of the round, or, when the round is
    /// over, the automatic step (the wind) and the first seat of the next round.
    fn pass_on(&mut self, seat: Seat, happenings: &mut Vec<Happening>) {
        if let Some(next) = self.next_in_round(seat) {
            self.acting = Some(next);
            return;
        }
        let wind = self.wind_after(self.round);
        for p in &mut self.position {
            *p = p.saturating_sub(wind);
        }
        happenings.push(Happening::Note(
            Msg::new("test-race-wind")
                .with("round", self.round + 1)
                .with("wind", wind),
        ));
        happenings.push(Happening::RoundEnded { round: self.round });
        self.round += 1;
        self.acting = if self.round as u32 >= self.rounds {
            None
        } else {
            self.first_racing()
        };
    }

    /// A logged move, checked: (verb, seat, steps).
    fn check(&self, logged: &str) -> Result<(Seat, Option<u32>), MoveError> {
        let words: Vec<&str> = logged.split_whitespace().collect();
        let bad = || MoveError(Msg::new("test-race-not-a-move").with("text", logged));
        let (seat, steps) = match words.split_first() {
            Some((&"step", rest)) => {
                let (seat, n) = super::seat_and_number(rest, self.players).ok_or_else(bad)?;
                (seat, Some(n))
            }
            Some((&"resign", rest)) => {
                (super::seat_word(rest, self.players).ok_or_else(bad)?, None)
            }
            _ => return Err(bad()),
        };
        if self.acting.is_none() {
            return Err(MoveError(Msg::new("test-race-over")));
        }
        if self.resigned[seat] {
            return Err(MoveError(Msg::new("test-race-left")));
        }
        if let Some(n) = steps {
            if self.acting != Some(seat) {
                let acting = self.acting.unwrap_or_default();
                return Err(MoveError(
                    Msg::new("test-race-not-your-turn").with("player", words::seat(acting)),
                ));
            }
            if !STEPS.contains(&n) {
                return Err(MoveError(Msg::new("test-race-steps").with("n", n)));
            }
        }
        Ok((seat, steps))
    }
}

impl Declared for RaceGame {
    fn rules(&self) -> &'static dyn Rules {
        &RACE
    }

    fn written(&self, _names: &[String]) -> Option<Written> {
        None
    }
}

impl Play for RaceGame {
    fn players(&self) -> usize {
        self.players
    }

    fn log_len(&self) -> usize {
        self.log.len()
    }

    fn log(&self) -> Vec<String> {
        self.log.clone()
    }

    /// Every seat's turn is a step of its own: `turn` is the acting seat.
    fn turn(&self) -> Turn {
        Turn {
            round: self.round,
            turn: self.acting.unwrap_or(0),
        }
    }

    fn to_act(&self) -> ToAct {
        self.acting.map_or(ToAct::Nobody, ToAct::One)
    }

    fn is_finished(&self) -> bool {
        self.acting.is_none()
    }

    fn has_resigned(&self, seat: Seat) -> bool {
        self.resigned.get(seat).copied().unwrap_or(false)
    }

    fn seat_status(&self, seat: Seat) -> Msg {
        if self.has_resigned(seat) {
            Msg::new("test-race-status-left")
        } else if self.acting == Some(seat) {
            Msg::new("test-race-status-to-move").with("square", self.position[seat])
        } else {
            Msg::new("test-race-status-waiting").with("square", self.position[seat])
        }
    }

    fn parse(&self, seat: Seat, typed: &str) -> Result<String, MoveError> {
        let n: u32 = typed
            .trim()
            .parse()
            .map_err(|_| MoveError(Msg::new("test-race-type-steps").with("text", typed.trim())))?;
        Ok(format!("step {seat} {n}"))
    }

    fn apply(&mut self, logged: &str) -> Result<Applied, MoveError> {
        // Everything is checked before anything changes: a refused move leaves no trace.
        let (seat, steps) = self.check(logged)?;
        let mut happenings = Vec::new();
        let note = match steps {
            Some(n) => {
                self.position[seat] += n;
                if self.position[seat] >= self.target {
                    self.reached = Some(seat);
                    self.acting = None;
                    happenings.push(Happening::Note(
                        Msg::new("test-race-wins")
                            .with("seat", seat + 1)
                            .with("target", self.target),
                    ));
                } else {
                    self.pass_on(seat, &mut happenings);
                }
                Some(
                    Msg::new("test-race-moved")
                        .with("n", n)
                        .with("square", self.position[seat].min(self.target)),
                )
            }
            None => {
                self.resigned[seat] = true;
                if self.first_racing().is_none() {
                    self.acting = None;
                } else if self.acting == Some(seat) {
                    self.pass_on(seat, &mut happenings);
                }
                None
            }
        };
        self.log.push(logged.to_owned());
        Ok(Applied { happenings, note })
    }

    fn deadline_moves(&self) -> Vec<String> {
        self.acting
            .and_then(|seat| self.default_move(seat))
            .into_iter()
            .collect()
    }

    fn default_move(&self, seat: Seat) -> Option<String> {
        (self.acting == Some(seat)).then(|| format!("step {seat} {}", STEPS.start()))
    }

    fn resign_move(&self, seat: Seat) -> String {
        format!("resign {seat}")
    }

    fn legal_moves(&self, seat: Seat) -> Vec<Legal> {
        if self.acting != Some(seat) {
            return Vec::new();
        }
        // Best first: the longest step.
        STEPS
            .rev()
            .map(|n| Legal {
                text: n.to_string(),
                note: Some(
                    Msg::new("test-race-to-square")
                        .with("square", (self.position[seat] + n).min(self.target)),
                ),
            })
            .collect()
    }

    fn standings(&self) -> Vec<Standing> {
        // Ties of squares go to the earlier seat, which has had no more turns than later ones.
        let lines = (0..self.players)
            .map(|seat| {
                (
                    self.position[seat].min(self.target),
                    (self.players - seat) as u32,
                    Msg::new("test-race-standing")
                        .with("square", self.position[seat])
                        .with("target", self.target),
                )
            })
            .collect();
        super::ranked(lines, &self.resigned)
    }

    fn winners(&self) -> Vec<Seat> {
        if !self.is_finished() {
            return Vec::new();
        }
        if let Some(seat) = self.reached {
            return vec![seat];
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
        self.acting.map(|seat| {
            Msg::new("test-race-headline")
                .with("round", self.round + 1)
                .with("seat", seat + 1)
                .with("target", self.target)
        })
    }

    /// Nothing in a race is private but the winds still to blow, drawn from the seed at
    /// each round's end: the world blows them from its own seed.
    fn world_of(&self, _viewer: Seat, seed: u64) -> Option<Box<dyn Play>> {
        Some(Box::new(RaceGame {
            seed,
            ..self.clone()
        }))
    }

    /// One row per seat, one pixel per square: the seat's colour where it stands. Nothing
    /// in a race is private, so every view is the same track.
    fn picture(&self, view: View, names: &[String], _lang: &str) -> Option<Vec<u8>> {
        assert!(!self.broken, "a race of broken pictures");
        let width = self.target + 1;
        let mut rgb = vec![255u8; (width as usize) * self.players * 3];
        for seat in 0..self.players {
            let x = self.position[seat].min(self.target) as usize;
            let at = (seat * width as usize + x) * 3;
            rgb[at..at + 3].copy_from_slice(&super::colour(seat));
        }
        let track: Vec<String> = (0..self.players)
            .map(|s| {
                let name = names.get(s).map_or("?", String::as_str);
                format!("{name} {}", self.position[s])
            })
            .collect();
        let texts = [
            ("game", ID.to_owned()),
            ("view", format!("{view:?}")),
            ("track", track.join(", ")),
        ];
        Some(super::png(width, self.players as u32, &rgb, &texts))
    }
}
