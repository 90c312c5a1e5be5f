//! `tucana play` of any game: a person at the terminal in the first seat, the core's
//! computer players in the others, written once from the game interface.
//!
//! It goes as the service goes: who acts is the game's [`Play::to_act`] (every seat of a
//! simultaneous step, one seat of a sequential one); the computer players move as soon as
//! they are to act (their level's [`Bots::bot_move`](crate::game::Bots::bot_move), with
//! the service's thinking time and seeds, else the seat's default move), the person types
//! moves read by
//! [`Play::parse_named`] and played by [`Play::apply`] (a refusal is the game's words, and
//! the game goes on), and a step nobody can play ends as at its deadline
//! ([`Play::deadline_moves`]). What happens is told as `/game log` tells it
//! ([`crate::app::told`]); `legal` lists the moves as autocomplete does
//! ([`Play::legal_moves_named`]). Every word comes from a catalog.

use std::io::{BufRead, Write};
use std::path::Path;

use super::words::{plain, Words};
use crate::app::told::{apply_told, Told};
use crate::app::THINK_MS;
use crate::game::tools::TerminalError;
use crate::game::{seat_seed, Forfeit, Level, Play, Rules, Seat, View};
use crate::words::{list, msg, Msg};

/// The seat of the person at the terminal.
const YOU: Seat = 0;

/// The most legal moves listed at once: as many as autocomplete offers.
const LISTED: usize = 25;

/// The most moves a game may take: a game that goes on longer is stuck.
const MAX_MOVES: usize = 100_000;

/// A game at the terminal, as `tucana play` was asked for it.
pub struct Start<'a> {
    pub rules: &'static dyn Rules,
    pub seed: u64,
    /// The options as stored.
    pub options: &'a str,
    /// The computer players' levels, seat by seat after the person's.
    pub levels: &'a [Level],
    /// Where to draw the person's view after every move, if anywhere.
    pub picture: Option<&'a Path>,
}

/// A game being played at the terminal.
struct Table<'a> {
    rules: &'static dyn Rules,
    game: Box<dyn Play>,
    levels: &'a [Level],
    seed: u64,
    names: Vec<String>,
    words: &'a Words,
    picture: Option<&'a Path>,
}

/// Plays `start`'s game to its end (or until the person stops), one line of `input` at a
/// time.
pub fn play(
    start: &Start<'_>,
    words: &Words,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<(), TerminalError> {
    let players = start.levels.len() + 1;
    let game = start
        .rules
        .setup(start.seed, start.options, players)
        .map_err(|e| TerminalError::BadInput(words.render(&e, &[])))?;
    let mut names = vec![words.render(&msg!("cli-play-you"), &[])];
    for (i, level) in start.levels.iter().enumerate() {
        let bot = msg!("cli-play-bot", seat = i + 2, level = level.msg());
        names.push(words.render(&bot, &[]));
    }
    let mut table = Table {
        rules: start.rules,
        game,
        levels: start.levels,
        seed: start.seed,
        names,
        words,
        picture: start.picture,
    };
    table
        .run(input, out)
        .map_err(|e| TerminalError::Failed(e.to_string()))?
}

/// What a line typed at the prompt asks for.
enum Typed<'t> {
    Nothing,
    Quit,
    Help,
    /// The legal moves whose line contains this text (lower case).
    Legal(String),
    Move(&'t str),
}

fn typed(line: &str) -> Typed<'_> {
    let line = line.trim();
    let lower = line.to_lowercase();
    let (word, rest) = lower.split_once(' ').unwrap_or((&lower, ""));
    match word {
        "" => Typed::Nothing,
        "quit" | "exit" if rest.is_empty() => Typed::Quit,
        "help" if rest.is_empty() => Typed::Help,
        "legal" | "?" => Typed::Legal(rest.trim().to_owned()),
        _ => Typed::Move(line),
    }
}

impl Table<'_> {
    /// The game to its end; an input or output failure is the outer error, a game that
    /// cannot go on the inner one.
    fn run(
        &mut self,
        input: &mut dyn BufRead,
        out: &mut dyn Write,
    ) -> std::io::Result<Result<(), TerminalError>> {
        let rules = self.rules;
        let bots = list(&self.names[1..]);
        let players = self.names.len();
        let seed = self.seed;
        let start = msg!(
            "cli-play-start",
            game = rules.name(),
            players,
            bots,
            seed = seed.to_string()
        );
        self.say(out, &start)?;
        self.say(out, &rules.rules_in_short())?;
        self.say(out, &msg!("cli-play-help"))?;
        if let Some(path) = self.picture {
            let path = path.display().to_string();
            self.say(out, &msg!("cli-play-picture", path))?;
        }
        // The log's length when the person's view was last shown.
        let mut shown = None;
        let mut line = String::new();
        while !self.game.is_finished() {
            if self.game.log_len() > MAX_MOVES {
                return Ok(Err(self.stuck()));
            }
            if self.bots_move(out)? {
                continue;
            }
            if !self.game.to_act().includes(YOU) {
                // Nobody to act can: the step ends as at its deadline.
                let moves = self.game.deadline_moves();
                if moves.is_empty() {
                    return Ok(Err(self.stuck()));
                }
                for text in moves {
                    match apply_told(self.game.as_mut(), &text, &self.names, true) {
                        Ok(told) => self.tell(out, &told)?,
                        Err(_) => return Ok(Err(self.stuck())),
                    }
                }
                continue;
            }
            if shown != Some(self.game.log_len()) {
                shown = Some(self.game.log_len());
                self.show(out)?;
            }
            write!(out, "> ")?;
            out.flush()?;
            line.clear();
            if input.read_line(&mut line)? == 0 {
                writeln!(out)?;
                self.say(out, &msg!("cli-play-stopped"))?;
                return Ok(Ok(()));
            }
            match typed(&line) {
                Typed::Nothing => {}
                Typed::Quit => {
                    self.say(out, &msg!("cli-play-stopped"))?;
                    return Ok(Ok(()));
                }
                Typed::Help => self.say(out, &msg!("cli-play-help"))?,
                Typed::Legal(partial) => self.list_legal(out, &partial)?,
                Typed::Move(typed) => {
                    if self.your_move(out, typed)? {
                        return Ok(Ok(()));
                    }
                }
            }
        }
        self.standings(out)?;
        Ok(Ok(()))
    }

    /// A message of the catalog, on a line of its own.
    fn say(&self, out: &mut dyn Write, message: &Msg) -> std::io::Result<()> {
        writeln!(out, "{}", plain(&self.words.render(message, &self.names)))
    }

    fn stuck(&self) -> TerminalError {
        TerminalError::Failed(self.words.render(&msg!("cli-play-stuck"), &self.names))
    }

    /// What a move did: its player's note, if any, then its lines of the public log.
    fn tell(&self, out: &mut dyn Write, told: &Told) -> std::io::Result<()> {
        for line in &told.lines {
            writeln!(out, "  • {}", plain(&self.words.line(line)))?;
        }
        Ok(())
    }

    /// The computer players to act make their moves; whether one did.
    fn bots_move(&mut self, out: &mut dyn Write) -> std::io::Result<bool> {
        let mut moved = false;
        for seat in self.game.to_act().seats() {
            if seat == YOU || !self.game.to_act().includes(seat) || self.game.is_finished() {
                continue;
            }
            let level = self.levels[seat - 1];
            let seed = seat_seed(self.seed, seat);
            let thought = self.game.bot_move(seat, level, THINK_MS, seed);
            let fallback = self.game.default_move(seat);
            // A move the game refuses (or none) is replaced by the seat's default move, so
            // that a computer player never holds the game up.
            let told = thought
                .and_then(|text| apply_told(self.game.as_mut(), &text, &self.names, true).ok())
                .or_else(|| {
                    let text = fallback?;
                    apply_told(self.game.as_mut(), &text, &self.names, true).ok()
                });
            if let Some(told) = told {
                moved = true;
                self.tell(out, &told)?;
            }
        }
        Ok(moved)
    }

    /// The person's view of the step: what it shows them, where they stand, what they
    /// alone know, and their picture if one is drawn.
    fn show(&self, out: &mut dyn Write) -> std::io::Result<()> {
        if let Some(headline) = self.game.seat_headline(YOU) {
            self.say(out, &headline)?;
        }
        let status = self.words.render(&self.game.seat_status(YOU), &self.names);
        if !status.trim().is_empty() {
            self.say(out, &msg!("cli-play-status", status))?;
        }
        if let Some(own) = self.game.own_words(YOU) {
            self.say(out, &own)?;
        }
        self.draw()
    }

    /// Draws the person's view, with their legal moves, where `--out` asked.
    fn draw(&self) -> std::io::Result<()> {
        let Some(path) = self.picture else {
            return Ok(());
        };
        let view = View::Seat {
            seat: YOU,
            hints: !self.game.is_finished(),
        };
        match self.game.picture(view, &self.names, self.words.lang()) {
            Some(png) => std::fs::write(path, png),
            None => Ok(()),
        }
    }

    /// The person's legal moves as autocomplete lists them, those containing `partial`.
    fn list_legal(&self, out: &mut dyn Write, partial: &str) -> std::io::Result<()> {
        let legal: Vec<String> = self
            .game
            .legal_moves_named(YOU, &self.names)
            .iter()
            .map(|legal| legal.listed(|note| self.words.render(note, &self.names)))
            .filter(|line| line.to_lowercase().contains(partial))
            .collect();
        if legal.is_empty() {
            return self.say(out, &msg!("cli-play-no-legal"));
        }
        self.say(out, &msg!("cli-play-legal", count = legal.len()))?;
        for line in legal.iter().take(LISTED) {
            writeln!(out, "  {}", plain(line))?;
        }
        if legal.len() > LISTED {
            let count = legal.len() - LISTED;
            self.say(out, &msg!("cli-play-legal-more", count))?;
        }
        Ok(())
    }

    /// The person's typed move, played as the service plays it; whether the game ends here
    /// (they left it).
    fn your_move(&mut self, out: &mut dyn Write, typed: &str) -> std::io::Result<bool> {
        // The notation always reads; so do the language's own words for its words.
        let typed = crate::game::typed::in_notation(self.rules, self.words.lang(), typed);
        // A resignation typed as a move leaves the game; the last person leaving a game of
        // computer players ends it.
        if self.game.forfeit(YOU, &typed) == Some(Forfeit::Game) {
            let text = self.game.resign_move(YOU);
            if let Ok(told) = apply_told(self.game.as_mut(), &text, &self.names, true) {
                self.tell(out, &told)?;
            }
            self.say(out, &msg!("cli-play-left"))?;
            return Ok(true);
        }
        let played = self
            .game
            .parse_named(YOU, &typed, &self.names)
            .and_then(|text| apply_told(self.game.as_mut(), &text, &self.names, true));
        match played {
            Err(refused) => self.say(out, &refused.0)?,
            Ok(told) => {
                match &told.note {
                    Some(note) => {
                        writeln!(out, "{}", plain(&self.words.render(note, &self.names)))?
                    }
                    None => self.say(out, &msg!("cli-play-done"))?,
                }
                self.tell(out, &told)?;
                self.draw()?;
            }
        }
        Ok(false)
    }

    /// The final standings, best first.
    fn standings(&self, out: &mut dyn Write) -> std::io::Result<()> {
        self.draw()?;
        self.say(out, &msg!("cli-play-over"))?;
        let mut standings = self.game.standings();
        standings.sort_by_key(|s| (s.rank, s.seat));
        for s in standings {
            let name = self.names.get(s.seat).cloned().unwrap_or_default();
            let (rank, total) = (s.rank, s.total);
            let breakdown = self.words.render(&s.breakdown, &self.names);
            let line = match breakdown.trim() {
                "" => msg!("cli-play-standing", rank, name, total),
                _ => msg!(
                    "cli-play-standing-how",
                    rank,
                    name,
                    total,
                    breakdown = s.breakdown
                ),
            };
            self.say(out, &line)?;
            if let Some(title) = s.title {
                self.say(out, &msg!("cli-play-title", title))?;
            }
        }
        Ok(())
    }
}
