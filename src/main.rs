//! The `tucana` binary: the offline tools (and, later, the bot).

use std::process::ExitCode;

use clap::Parser;
use tucana::cli::{run, Cli};

fn main() -> ExitCode {
    let cli = Cli::parse();
    let Some(command) = cli.command else {
        eprintln!("tucana: give a command; `tucana --help` lists them");
        return ExitCode::from(tucana::cli::EXIT_BAD_INPUT);
    };
    let code = run(command, &mut std::io::stdout(), &mut std::io::stderr());
    ExitCode::from(code)
}
