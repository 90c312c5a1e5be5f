//! `tucana play`: a game in the terminal, for a game that has a terminal mode
//! ([`crate::game::tools::Tools::terminal`]; Trails of Tucana's: a solo or daily game).

use std::io::{BufRead, Write};
use std::path::PathBuf;

use clap::Args;

use super::shared::{self, bad_input};
use crate::game::daily::{Date, RecordedDay};
use crate::game::tools::{RecordedDays, TerminalError, TerminalStart};

#[derive(Debug, Args)]
pub struct PlayArgs {
    /// The game, by its id; it must have a terminal mode.
    #[arg(long, default_value_t = shared::default_game())]
    pub game: String,
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
    /// Where to write the game's picture after every move.
    #[arg(long, short, default_value = "tucana-sheet.png")]
    pub out: PathBuf,
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
    let options = match shared::options(rules, &args.options) {
        Ok(o) => o,
        Err(e) => return bad_input(err, e),
    };
    let start = TerminalStart {
        seed: args.seed.unwrap_or_else(fresh_seed),
        options: &options,
        daily: args.daily,
        db: args.db.as_deref(),
        secret: args.secret.as_deref(),
        picture: &args.out,
    };
    let days_of_game = |db: &std::path::Path, date| days(db, rules.id(), date);
    let days: RecordedDays<'_> = &days_of_game;
    match tools.terminal(&start, days, input, out) {
        None => bad_input(
            err,
            format!("--game: {} has no terminal mode", rules.name()),
        ),
        Some(Ok(())) => 0,
        Some(Err(TerminalError::BadInput(e))) => bad_input(err, e),
        Some(Err(TerminalError::Failed(e))) => {
            let _ = writeln!(err, "{e}");
            1
        }
    }
}

/// A seed for a free game nobody gave one for: new each time.
fn fresh_seed() -> u64 {
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap_or_default();
    now.as_nanos() as u64 ^ u64::from(std::process::id()).rotate_left(32)
}
