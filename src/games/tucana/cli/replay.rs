//! `tucana replay SCRIPT.json`: plays a replay script and prints the result as JSON.

use std::io::Write;
use std::path::PathBuf;

use clap::Args;

use super::EXIT_BAD_INPUT;
use crate::games::tucana::script;

#[derive(Debug, Args)]
pub struct ReplayArgs {
    /// The script to play (`-` for standard input).
    pub script: PathBuf,
}

pub fn run(args: &ReplayArgs, out: &mut dyn Write, err: &mut dyn Write) -> u8 {
    match read(args) {
        Ok(text) => run_text(&text, out, err),
        Err(e) => {
            let _ = writeln!(err, "{e}");
            EXIT_BAD_INPUT
        }
    }
}

/// The script's text, from its file or standard input (`-`).
pub fn read(args: &ReplayArgs) -> Result<String, String> {
    let text = if args.script.as_os_str() == "-" {
        std::io::read_to_string(std::io::stdin())
    } else {
        std::fs::read_to_string(&args.script)
    };
    text.map_err(|e| format!("cannot read {}: {e}", args.script.display()))
}

/// Plays a script's text and prints the result as JSON (exit 0), or one line naming what
/// is wrong (exit 2).
pub fn run_text(text: &str, out: &mut dyn Write, err: &mut dyn Write) -> u8 {
    match script::replay(text) {
        Ok(result) => {
            let json = serde_json::to_string_pretty(&result).expect("a result serializes");
            let _ = writeln!(out, "{json}");
            0
        }
        Err(e) => {
            let _ = writeln!(err, "{e}");
            EXIT_BAD_INPUT
        }
    }
}
