//! The offline tools of the `tucana` binary: `play`, `replay`, `sim`,
//! `render`, `bench-service` and `league`.
//!
//! Each subcommand is a function from parsed arguments to an exit status, writing to the
//! given output; `main.rs` only parses the command line and calls [`run`]. A game's own
//! tools (`play`, `replay`, `sim`, `render`: Trails of Tucana's) live in its folder and are
//! reached through the registry ([`crate::games::tools`]).

pub mod bench_service;
pub mod league;

use std::io::Write;
use std::path::Path;

use clap::{Parser, Subcommand};

use crate::game::daily::{Date, RecordedDay};
use crate::games::tools::{ai, play, render, replay, sim};

/// Trails of Tucana for Discord, and its offline tools.
#[derive(Debug, Parser)]
#[command(name = "tucana", version, about)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Play a replay script (JSON) and print the result as JSON.
    Replay(replay::ReplayArgs),
    /// Play a solo game or a daily challenge in the terminal.
    Play(play::PlayArgs),
    /// Play many games with random legal moves and print figures.
    Sim(sim::SimArgs),
    /// A computer player plays solo games; prints its scores, titles and time per move.
    Ai(ai::AiArgs),
    /// Measure the game service on SQLite: moves/s, latency, raw commit rate, memory.
    BenchService(bench_service::BenchServiceArgs),
    /// Draw a replay script's game as a PNG: a player's sheet, the cards or the standings.
    Render(render::RenderArgs),
    /// League tools: `tucana league recompute --db PATH` rebuilds the ratings from the
    /// stored results and compares them with the stored ones.
    League(league::LeagueArgs),
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
    }
}

/// A daily challenge's day as recorded in a bot's database (opened read only), if it is.
fn recorded_day(db: &Path, date: Date) -> Result<Option<RecordedDay>, String> {
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
        let row = store.daily_day("tucana", &date.to_string()).await;
        store.close().await;
        row
    });
    Ok(row.map_err(|e| cannot(&e))?.map(|row| RecordedDay {
        version: row.version,
        seed: row.seed,
        options: row.options,
    }))
}
