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
    let text = if args.script.as_os_str() == "-" {
        std::io::read_to_string(std::io::stdin())
    } else {
        std::fs::read_to_string(&args.script)
    };
    let text = match text {
        Ok(t) => t,
        Err(e) => {
            let _ = writeln!(err, "cannot read {}: {e}", args.script.display());
            return EXIT_BAD_INPUT;
        }
    };
    match script::replay(&text) {
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
