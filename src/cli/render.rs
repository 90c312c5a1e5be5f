//! `tucana render SCRIPT.json`: draws a picture of a replay script's game, of any game, as
//! a PNG, through the game's own pictures ([`crate::game::Play::picture`]).
//!
//! - `--player NAME`: that player's own view (the default picture); `--legal` marks the
//!   moves they may make now.
//! - `--step`: what the current step shows everyone (Trails of Tucana: the turn's two
//!   cards); `--standings`: the standings.
//! - `--turn N`: the game after its first N steps (a step ends when the game's turn moves
//!   on); the picture then shows step N + 1 about to be played. Without it, the whole
//!   script is played.
//! - `--demo`: instead of a script, the game's demo position (`--game`, `--seed`).
//! - `--animate`: the whole game as an animated GIF instead (`app::replay`: a frame per
//!   step, the final standings last), at most Discord's upload limit for bots.
//! - `--lang de`: the labels in that language (English by default).

use std::io::Write;
use std::path::PathBuf;

use clap::Args;

use super::shared::{self, bad_input};
use super::words::LangArg;
use crate::app::replay;
use crate::game::tools::Scripted;
use crate::game::{Play, View};
use crate::render::animation::Animation;

#[derive(Debug, Args)]
pub struct RenderArgs {
    /// The replay script (`-` for standard input).
    #[arg(required_unless_present = "demo")]
    pub script: Option<PathBuf>,
    /// Draw the game's demo position instead of a script's game.
    #[arg(long, conflicts_with = "script")]
    pub demo: bool,
    /// With --demo: the game, by its id.
    #[arg(long, default_value_t = shared::default_game(), requires = "demo")]
    pub game: String,
    /// With --demo: the seed of the demo position.
    #[arg(long, default_value_t = 1, requires = "demo")]
    pub seed: u64,
    /// Whose view to draw (a name from the script's `players`).
    #[arg(long)]
    pub player: Option<String>,
    /// Draw the game after its first N steps.
    #[arg(long, value_name = "N", conflicts_with = "demo")]
    pub turn: Option<usize>,
    /// Mark the moves the player may make now.
    #[arg(long, conflicts_with_all = ["step", "standings"])]
    pub legal: bool,
    /// Draw what the current step shows everyone instead of a player's view.
    #[arg(long, conflicts_with = "standings")]
    pub step: bool,
    /// Draw the standings instead of a player's view.
    #[arg(long)]
    pub standings: bool,
    /// Draw the whole game, step by step, as an animated GIF.
    #[arg(long, conflicts_with_all = ["demo", "player", "turn", "legal", "step", "standings"])]
    pub animate: bool,
    /// Where to write the PNG (the GIF with --animate).
    #[arg(short = 'o', long = "output", value_name = "FILE.png")]
    pub output: PathBuf,
    /// The labels' language.
    #[command(flatten)]
    pub lang: LangArg,
}

pub fn run(args: &RenderArgs, out: &mut dyn Write, err: &mut dyn Write) -> u8 {
    let drawn = if args.animate {
        render_gif(args).map(|a| (a.gif, format!("{} frames, ", a.frames)))
    } else {
        render_png(args).map(|png| (png, String::new()))
    };
    let (png, frames) = match drawn {
        Ok(drawn) => drawn,
        Err(e) => return bad_input(err, e),
    };
    match std::fs::write(&args.output, &png) {
        Ok(()) => {
            let _ = writeln!(
                out,
                "wrote {} ({frames}{} KB)",
                args.output.display(),
                png.len().div_ceil(1024)
            );
            0
        }
        Err(e) => {
            let _ = writeln!(err, "cannot write {}: {e}", args.output.display());
            1
        }
    }
}

/// The game to draw: the script's, or the demo position.
fn scripted(args: &RenderArgs) -> Result<Scripted, String> {
    match &args.script {
        Some(path) => {
            let text = shared::read(path)?;
            shared::script_tools(&text)?.read_script(&text)
        }
        None => {
            let (_, tools) = shared::game("--game", &args.game)?;
            let game = tools.demo(args.seed);
            let names = shared::names(game.players());
            // `--turn` goes with a script only: the demo's start is its own.
            Ok(Scripted {
                start: game.clone(),
                game,
                names,
            })
        }
    }
}

/// The script's whole game as an animated GIF, or why it cannot be drawn.
fn render_gif(args: &RenderArgs) -> Result<Animation, String> {
    let Scripted { game, start, names } = scripted(args)?;
    replay::animate(&*start, &game.log(), &names, args.lang.lang)
}

/// The picture the arguments ask for, or why it cannot be drawn.
fn render_png(args: &RenderArgs) -> Result<Vec<u8>, String> {
    let Scripted { game, start, names } = scripted(args)?;
    let seat = match &args.player {
        Some(name) => Some(find_player(&names, name)?),
        None => None,
    };
    let game = match args.turn {
        Some(n) => after_steps(start, &game.log(), n)?,
        None => game,
    };
    let view = if args.step {
        View::Turn
    } else if args.standings {
        View::Standings
    } else {
        let seat = seat.ok_or_else(|| {
            format!(
                "whose view? give --player NAME (one of {}), or ask for --step or --standings",
                list(&names)
            )
        })?;
        View::Seat {
            seat,
            hints: args.legal,
        }
    };
    game.picture(view, &names, args.lang.lang)
        .ok_or_else(|| "the game has no such picture at this point".to_owned())
}

/// `start` with the moves of `log` played until `n` steps have ended.
fn after_steps(mut game: Box<dyn Play>, log: &[String], n: usize) -> Result<Box<dyn Play>, String> {
    let mut steps = 0;
    for mv in log {
        if steps == n {
            return Ok(game);
        }
        let before = game.turn();
        game.apply(mv)
            .map_err(|e| format!("the script's move {mv:?} does not replay: {e}"))?;
        if game.turn() != before || game.is_finished() {
            steps += 1;
        }
    }
    if steps < n {
        return Err(format!(
            "--turn {n}: the script has only {}",
            shared::count(steps as u64, "step")
        ));
    }
    Ok(game)
}

/// The seat of a player by name: exactly, else ignoring case.
fn find_player(players: &[String], name: &str) -> Result<usize, String> {
    players
        .iter()
        .position(|p| p == name)
        .or_else(|| {
            let lower = name.trim().to_lowercase();
            let found: Vec<usize> = (0..players.len())
                .filter(|&i| players[i].to_lowercase() == lower)
                .collect();
            match found[..] {
                [i] => Some(i),
                _ => None,
            }
        })
        .ok_or_else(|| {
            format!(
                "no player {name:?} in this script (players: {})",
                list(players)
            )
        })
}

fn list(players: &[String]) -> String {
    players
        .iter()
        .map(|p| format!("{p:?}"))
        .collect::<Vec<_>>()
        .join(", ")
}
