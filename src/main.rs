//! The `tucana` binary: with no subcommand, the Discord bot; otherwise the offline tools.

use std::process::ExitCode;

use clap::Parser;
use tucana::cli::{run, Cli};

fn main() -> ExitCode {
    let cli = Cli::parse();
    let Some(command) = cli.command else {
        return ExitCode::from(tucana::discord::run_bot());
    };
    let code = run(command, &mut std::io::stdout(), &mut std::io::stderr());
    ExitCode::from(code)
}
