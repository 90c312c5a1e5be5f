//! `tucana replay SCRIPT.json`: plays a replay script and prints the result as JSON; the
//! script's `"game"` picks the game (the registry's first without one).

use std::io::Write;
use std::path::PathBuf;

use clap::Args;

use super::shared::{bad_input, read, script_tools};

#[derive(Debug, Args)]
pub struct ReplayArgs {
    /// The script to play (`-` for standard input).
    pub script: PathBuf,
}

/// Prints the result as JSON (exit 0), or one line naming what is wrong (exit 2).
pub fn run(args: &ReplayArgs, out: &mut dyn Write, err: &mut dyn Write) -> u8 {
    match read(&args.script) {
        Ok(text) => run_text(&text, out, err),
        Err(e) => bad_input(err, e),
    }
}

/// [`run`] on a script's text.
pub fn run_text(text: &str, out: &mut dyn Write, err: &mut dyn Write) -> u8 {
    let result = script_tools(text).and_then(|tools| {
        let scripted = tools.read_script(text)?;
        scripted
            .game
            .written(&scripted.names)
            .map(|w| w.result)
            .ok_or_else(|| "this game cannot be written as a script".to_string())
    });
    match result {
        Ok(json) => {
            let _ = writeln!(out, "{json}");
            0
        }
        Err(e) => bad_input(err, e),
    }
}
