//! `tucana render SCRIPT.json`: draws a picture of a replay script's game as a PNG.
//!
//! - `--player NAME`: that player's sheet (the default picture); `--legal` overlays the
//!   trails they may draw now.
//! - `--cards`: the turn's two terrain cards; `--standings`: the standings.
//! - `--turn N`: the game after its first N turns, counted across rounds (turn 14 is
//!   the first turn of round 2); the picture then shows turn N + 1 about to be played.
//!   Without it, the whole script is played.

use std::io::Write;
use std::path::PathBuf;

use clap::Args;

use super::EXIT_BAD_INPUT;
use crate::games::tucana::pictures::{self, SheetView};
use crate::games::tucana::script::{Script, ScriptRound};
use crate::games::tucana::TURNS_PER_ROUND;

#[derive(Debug, Args)]
pub struct RenderArgs {
    /// The replay script (`-` for standard input).
    pub script: PathBuf,
    /// Whose sheet to draw (a name from the script's `players`).
    #[arg(long)]
    pub player: Option<String>,
    /// Draw the game after its first N turns, counted across rounds.
    #[arg(long, value_name = "N")]
    pub turn: Option<usize>,
    /// Overlay the trails the player may draw now, and list them.
    #[arg(long, conflicts_with_all = ["cards", "standings"])]
    pub legal: bool,
    /// Draw the turn's two terrain cards instead of a sheet.
    #[arg(long, conflicts_with = "standings")]
    pub cards: bool,
    /// Draw the standings instead of a sheet.
    #[arg(long)]
    pub standings: bool,
    /// Where to write the PNG.
    #[arg(short = 'o', long = "output", value_name = "FILE.png")]
    pub output: PathBuf,
}

/// Keeps the first `n` turns of a script, across rounds. When they end a round, the next
/// round is kept with no turns, so that its deck (the cards shown next) is the script's.
pub fn truncate(script: &mut Script, n: usize) -> Result<(), String> {
    let total: usize = script.rounds.iter().map(|r| r.turns.len()).sum();
    if n > total {
        return Err(format!(
            "--turn {n}: the script has only {total} turn{}",
            if total == 1 { "" } else { "s" }
        ));
    }
    let mut kept: Vec<ScriptRound> = Vec::new();
    let mut left = n;
    for mut round in std::mem::take(&mut script.rounds) {
        let take = left.min(round.turns.len());
        round.turns.truncate(take);
        left -= take;
        kept.push(round);
        if take < TURNS_PER_ROUND {
            break;
        }
    }
    script.rounds = kept;
    Ok(())
}

pub fn run(args: &RenderArgs, out: &mut dyn Write, err: &mut dyn Write) -> u8 {
    match render_png(args) {
        Ok(png) => match std::fs::write(&args.output, &png) {
            Ok(()) => {
                let _ = writeln!(
                    out,
                    "wrote {} ({} KB)",
                    args.output.display(),
                    png.len().div_ceil(1024)
                );
                0
            }
            Err(e) => {
                let _ = writeln!(err, "cannot write {}: {e}", args.output.display());
                1
            }
        },
        Err(e) => {
            let _ = writeln!(err, "{e}");
            EXIT_BAD_INPUT
        }
    }
}

/// The picture the arguments ask for, or why it cannot be drawn.
fn render_png(args: &RenderArgs) -> Result<Vec<u8>, String> {
    let text = if args.script.as_os_str() == "-" {
        std::io::read_to_string(std::io::stdin())
    } else {
        std::fs::read_to_string(&args.script)
    }
    .map_err(|e| format!("cannot read {}: {e}", args.script.display()))?;
    let mut script = Script::parse(&text).map_err(|e| e.to_string())?;
    let seat = match &args.player {
        Some(name) => Some(find_player(&script.players, name)?),
        None => None,
    };
    if let Some(n) = args.turn {
        truncate(&mut script, n)?;
    }
    let game = script.run().map_err(|e| e.to_string())?;
    if args.cards {
        return Ok(pictures::cards(&game));
    }
    if args.standings {
        return Ok(pictures::standings(&game, &script.players));
    }
    let Some(seat) = seat else {
        return Err(format!(
            "whose sheet? give --player NAME (one of {}), or ask for --cards or --standings",
            list(&script.players)
        ));
    };
    let view = SheetView::new(&game, seat, &script.players[seat]).with_legal(args.legal);
    Ok(pictures::sheet(&view))
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
