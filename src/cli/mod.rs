//! The offline tools of the `tucana` binary: `replay`, `sim`, `ai`, `render`, `play`,
//! `bench-service` and `league`.
//!
//! Each subcommand is a function from parsed arguments to an exit status, writing to the
//! given output; `main.rs` only parses the command line and calls [`run`]. The game tools
//! (`replay`, `sim`, `ai`, `render`, `play`) are written once for every game: they find a
//! game through the registry ([`crate::games::find`]) and ask it only for its hooks
//! ([`crate::game::tools::Tools`]); [`shared`] holds what they share.

pub mod ai;
pub mod bench_service;
pub mod demo;
pub mod league;
pub mod play;
pub mod render;
pub mod replay;
pub mod shared;
pub mod sim;
pub mod terminal;
pub mod web;
pub mod words;

use std::io::Write;
use std::path::Path;

use clap::{Parser, Subcommand};

use crate::game::daily::{Date, RecordedDay};

/// A Discord bot for island board games, and its offline tools.
#[derive(Debug, Parser)]
#[command(
    name = "tucana",
    version,
    about = "A Discord bot for island board games, and its offline tools"
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// The binary as `tucana --help` presents it: the games (the registry's, in place of
/// `{games}`), then the tools.
const LONG_ABOUT: &str = "\
A Discord bot for island board games. With no subcommand it runs the bot (its settings come
from the environment: see README.md). It hosts:
{games}
The subcommands are its offline tools. replay, sim, ai, render and play work for every
game (pick it with a script's \"game\", or --game; options as --option key=value, the
words of /game new); bench-service and league work on the bot's service and database.";

/// [`LONG_ABOUT`] with the registry's games, a line each: its name, its id (`--game`) and
/// how many it seats.
fn long_about() -> String {
    let games: String = crate::games::all()
        .iter()
        .map(|g| {
            let seats = g.seats();
            let (id, min, max) = (g.id(), seats.start(), seats.end());
            format!("  {:<18}--game {id:<16}{min}–{max} players\n", g.name())
        })
        .collect();
    LONG_ABOUT.replace("{games}", games.trim_end_matches('\n'))
}

/// The command line, read: `tucana --help` lists the registry's games.
pub fn parse() -> Cli {
    use clap::{CommandFactory, FromArgMatches};
    let matches = Cli::command().long_about(long_about()).get_matches();
    Cli::from_arg_matches(&matches).unwrap_or_else(|e| e.exit())
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Play a replay script (JSON) of any game and print the result as JSON (or, with
    /// `--log`, the game's public log in words).
    Replay(replay::ReplayArgs),
    /// Play any game in the terminal against computer players (`--seats strong,normal`),
    /// or a game's own terminal mode (Trails of Tucana: a solo game or a daily challenge).
    Play(play::PlayArgs),
    /// Play many games of any game with random legal moves and print figures.
    Sim(sim::SimArgs),
    /// Computer players play whole games of a game that has them; prints their scores,
    /// titles and time per move.
    Ai(ai::AiArgs),
    /// Measure the game service on SQLite: moves/s, latency, raw commit rate, memory.
    BenchService(bench_service::BenchServiceArgs),
    /// Draw a replay script's game (of any game) as a PNG: a player's view, the current
    /// step or the standings.
    Render(render::RenderArgs),
    /// League tools: `tucana league recompute --db PATH` rebuilds the ratings from the
    /// stored results and compares them with the stored ones.
    League(league::LeagueArgs),
    /// The bot's web pages without Discord: `--db PATH` serves a bot's database (read
    /// only), `--demo` a temporary one filled with games played by the computer.
    Web(web::WebArgs),
}

/// Exit status for bad input (a bad script, bad arguments).
pub const EXIT_BAD_INPUT: u8 = 2;

/// Runs one subcommand; returns the process exit status.
pub fn run(command: Command, out: &mut dyn Write, err: &mut dyn Write) -> u8 {
    match command {
        Command::Play(args) => {
            play::run(&args, &recorded_day, &mut std::io::stdin().lock(), out, err)
        }
        Command::Replay(args) => replay::run(&args, out, err),
        Command::Sim(args) => sim::run(&args, out, err),
        Command::Ai(args) => ai::run(&args, out, err),
        Command::BenchService(args) => bench_service::run(&args, out, err),
        Command::Render(args) => render::run(&args, out, err),
        Command::League(args) => league::run(&args, out, err),
        Command::Web(args) => web::run(&args, out, err),
    }
}

/// A game's daily challenge's day as recorded in a bot's database (opened read only), if it
/// is.
fn recorded_day(db: &Path, game: &str, date: Date) -> Result<Option<RecordedDay>, String> {
    if !db.is_file() {
        return Err(format!("no database at {}", db.display()));
    }
    let cannot = |e: &dyn std::fmt::Display| format!("cannot read {}: {e}", db.display());
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| cannot(&e))?;
    let row = rt.block_on(async {
        let store = crate::store::Store::open_read_only(db).await?;
        let row = store.daily_day(game, &date.to_string()).await;
        store.close().await;
        row
    });
    Ok(row.map_err(|e| cannot(&e))?.map(|row| RecordedDay {
        version: row.version,
        seed: row.seed,
        options: row.options,
    }))
}
