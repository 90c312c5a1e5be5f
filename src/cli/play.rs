//! `tucana play`: a game in the terminal, of any game: the person in the first seat, the
//! core's computer players in the others (`--seats`), through the game interface alone
//! ([`super::terminal`]). A game's own terminal mode
//! ([`crate::game::tools::Tools::terminal`]; Trails of Tucana's: a solo game with its sheet,
//! or a daily challenge) plays instead a game without `--seats`, and `--daily`.

use std::io::{BufRead, Write};
use std::path::PathBuf;

use clap::Args;

use super::shared::{self, bad_input};
use super::terminal::{self, Start};
use super::words::{LangArg, Words};
use crate::game::daily::{Date, RecordedDay};
use crate::game::tools::{RecordedDays, TerminalError, TerminalStart};
use crate::game::{Level, Rules};
use crate::words::{list, msg};

#[derive(Debug, Args)]
pub struct PlayArgs {
    /// The game, by its id.
    #[arg(long, default_value_t = shared::default_game())]
    pub game: String,
    /// The computer players at the table, a level each, in seat order after yours:
    /// `strong,normal` (levels easy, normal, strong). Without it: as few as the game
    /// needs, at `normal` (none in a game one may play alone, which is then the game's own
    /// terminal mode if it has one).
    #[arg(long, value_delimiter = ',', conflicts_with = "daily")]
    pub seats: Vec<String>,
    /// A free game's option, as `/game new` takes it (repeat for several): `map=grande`,
    /// `special_bonus=yes`…
    #[arg(long = "option", value_name = "KEY=VALUE", value_parser = shared::option)]
    pub options: Vec<(String, String)>,
    /// Play the daily challenge of this date (YYYY-MM-DD) instead of a free game: a day
    /// recorded in a bot's database (--db), or any day with the bot's secret (--secret).
    #[arg(long)]
    pub daily: Option<Date>,
    /// With --daily: the bot's database, for a day it has recorded (first played).
    #[arg(long)]
    pub db: Option<PathBuf>,
    /// With --daily: the bot's daily secret (its DAILY_SECRET, or the one in its database),
    /// for any day.
    #[arg(long)]
    pub secret: Option<String>,
    /// The seed of a free game (default: a new one each time).
    #[arg(long)]
    pub seed: Option<u64>,
    /// Where to write your view's picture after every move (a game's own terminal mode:
    /// `tucana-sheet.png` by default).
    #[arg(long, short)]
    pub out: Option<PathBuf>,
    /// The game's words, moves typed in them and the picture's labels.
    #[command(flatten)]
    pub lang: LangArg,
}

/// Reads the day a bot's database recorded of a game (its id): `(db, game, date)`.
pub type RecordedDaysOf<'a> =
    &'a dyn Fn(&std::path::Path, &str, Date) -> Result<Option<RecordedDay>, String>;

/// `days` reads a day recorded in a bot's database (`--db`).
pub fn run(
    args: &PlayArgs,
    days: RecordedDaysOf<'_>,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> u8 {
    let (rules, tools) = match shared::game("--game", &args.game) {
        Ok(found) => found,
        Err(e) => return bad_input(err, e),
    };
    let options = match shared::options_in(rules, &args.options, args.lang.lang) {
        Ok(o) => o,
        Err(e) => return bad_input(err, e),
    };
    let words = match super::words::catalog(args.lang.lang) {
        Ok(words) => words,
        Err(e) => return failed(err, e),
    };
    let seed = args.seed.unwrap_or_else(fresh_seed);
    let levels = match levels(rules, &args.seats, &words) {
        Ok(levels) => levels,
        Err(e) => return bad_input(err, e),
    };
    if levels.is_empty() || args.daily.is_some() {
        let sheet = PathBuf::from("tucana-sheet.png");
        let start = TerminalStart {
            seed,
            options: &options,
            daily: args.daily,
            db: args.db.as_deref(),
            secret: args.secret.as_deref(),
            picture: args.out.as_deref().unwrap_or(&sheet),
        };
        let days_of_game = |db: &std::path::Path, date| days(db, rules.id(), date);
        let days: RecordedDays<'_> = &days_of_game;
        // A game's own terminal mode speaks (and draws) in the language of the thread.
        let played =
            crate::words::in_language(words.lang(), || tools.terminal(&start, days, input, out));
        match played {
            Some(done) => return ended(done, err),
            None if args.daily.is_some() => {
                let no_daily = msg!("cli-play-no-daily", game = rules.name());
                return bad_input(err, words.render(&no_daily, &[]));
            }
            None => {}
        }
    }
    let start = Start {
        rules,
        seed,
        options: &options,
        levels: &levels,
        picture: args.out.as_deref(),
    };
    ended(terminal::play(&start, &words, input, out), err)
}

/// The exit status of a terminal game, its error told.
fn ended(done: Result<(), TerminalError>, err: &mut dyn Write) -> u8 {
    match done {
        Ok(()) => 0,
        Err(TerminalError::BadInput(e)) => bad_input(err, e),
        Err(TerminalError::Failed(e)) => failed(err, e),
    }
}

/// Writes why the game failed; the exit status of a failure.
fn failed(err: &mut dyn Write, why: impl std::fmt::Display) -> u8 {
    let _ = writeln!(err, "{why}");
    1
}

/// The computer players' levels of `--seats`, checked against the game: it must have
/// computer players, know each level, and seat them with the person. Without `--seats`:
/// as few as the game needs besides the person, at the default level.
fn levels(rules: &dyn Rules, given: &[String], words: &Words) -> Result<Vec<Level>, String> {
    let game = rules.name();
    let say = |m| words.render(&m, &[]);
    let seats = rules.seats();
    let levels: Vec<Level> = match given {
        [] => vec![Level::default(); seats.start().saturating_sub(1)],
        _ => given
            .iter()
            .map(|level| {
                level.parse::<Level>().map_err(|_| {
                    let levels = list(Level::ALL.iter().map(|l| l.name()));
                    say(msg!(
                        "cli-play-no-level",
                        level = level.trim(),
                        game,
                        levels
                    ))
                })
            })
            .collect::<Result<_, _>>()?,
    };
    if !levels.is_empty() && !rules.has_bots() {
        return Err(say(msg!("cli-play-no-bots", game)));
    }
    let players = levels.len() + 1;
    if !seats.contains(&players) {
        let (min, max, bots) = (*seats.start(), *seats.end(), levels.len());
        return Err(say(msg!("cli-play-seats", game, min, max, bots, players)));
    }
    Ok(levels)
}

/// A seed for a free game nobody gave one for: new each time.
fn fresh_seed() -> u64 {
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap_or_default();
    now.as_nanos() as u64 ^ u64::from(std::process::id()).rotate_left(32)
}
