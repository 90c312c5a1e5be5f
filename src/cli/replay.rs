//! `tucana replay SCRIPT.json`: plays a replay script and prints the result as JSON; the
//! script's `"game"` picks the game (the registry's first without one). With `--log`, the
//! game's public log in words instead, a line per step, told by the code that tells
//! `/game log` ([`crate::app::told::public_log`]), in the language of `--lang`.

use std::io::Write;
use std::path::PathBuf;

use clap::Args;

use super::shared::{bad_input, read, script_tools};
use super::words::{plain, LangArg};
use crate::app::told::public_log;
use crate::words::msg;

#[derive(Debug, Args)]
pub struct ReplayArgs {
    /// The script to play (`-` for standard input).
    pub script: PathBuf,
    /// Print the game's public log in words, a line per step, as `/game log` shows it,
    /// instead of the result.
    #[arg(long)]
    pub log: bool,
    #[command(flatten)]
    pub lang: LangArg,
}

/// Prints the result as JSON (exit 0), or one line naming what is wrong (exit 2).
pub fn run(args: &ReplayArgs, out: &mut dyn Write, err: &mut dyn Write) -> u8 {
    match read(&args.script) {
        Ok(text) if args.log => log_text(&text, args.lang.lang, out, err),
        Ok(text) => run_text(&text, args.lang.lang, out, err),
        Err(e) => bad_input(err, e),
    }
}

/// The public log of a script's game in `lang`, a numbered line per step.
pub fn log_text(text: &str, lang: &'static str, out: &mut dyn Write, err: &mut dyn Write) -> u8 {
    let told = script_tools(text).and_then(|tools| {
        let scripted = tools.read_script(text)?;
        let lines = public_log(
            scripted.start.as_ref(),
            scripted.game.as_ref(),
            &scripted.names,
        )?;
        Ok(lines)
    });
    let lines = match told {
        Ok(lines) => lines,
        Err(e) => return bad_input(err, e),
    };
    let words = match super::words::catalog(lang) {
        Ok(words) => words,
        Err(e) => return bad_input(err, e),
    };
    if lines.is_empty() {
        let _ = writeln!(out, "{}", words.render(&msg!("cli-replay-empty"), &[]));
    }
    for (i, line) in lines.iter().enumerate() {
        let _ = writeln!(out, "{}. {}", i + 1, plain(&words.line(line)));
    }
    0
}

/// [`run`] on a script's text; what is wrong is said in `lang`.
pub fn run_text(text: &str, lang: &'static str, out: &mut dyn Write, err: &mut dyn Write) -> u8 {
    let result = script_tools(text).and_then(|tools| {
        let scripted = tools.read_script(text)?;
        scripted
            .game
            .written(&scripted.names)
            .map(|w| w.result)
            .ok_or_else(|| match super::words::catalog(lang) {
                Ok(words) => words.render(&msg!("cli-replay-no-script"), &[]),
                Err(e) => e,
            })
    });
    match result {
        Ok(json) => {
            let _ = writeln!(out, "{json}");
            0
        }
        Err(e) => bad_input(err, e),
    }
}
