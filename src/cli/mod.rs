//! The offline tools of the `tucana` binary: `replay`, `sim` and `render`.
//!
//! Each subcommand is a function from parsed arguments to an exit status, writing to the
//! given output; `main.rs` only parses the command line and calls [`run`].

pub mod render;
pub mod replay;
pub mod sim;

use std::io::Write;

use clap::{Parser, Subcommand};

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
    /// Play many games with random legal moves and print figures.
    Sim(sim::SimArgs),
    /// Draw a replay script's game as a PNG: a player's sheet, the cards or the standings.
    Render(render::RenderArgs),
}

/// Exit status for bad input (a bad script, bad arguments).
pub const EXIT_BAD_INPUT: u8 = 2;

/// Runs one subcommand; returns the process exit status.
pub fn run(command: Command, out: &mut dyn Write, err: &mut dyn Write) -> u8 {
    match command {
        Command::Replay(args) => replay::run(&args, out, err),
        Command::Sim(args) => sim::run(&args, out, err),
        Command::Render(args) => render::run(&args, out, err),
    }
}
