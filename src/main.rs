//! The `tucana` binary: with no subcommand, the Discord bot; otherwise the offline tools.

use std::process::ExitCode;

use tucana::cli::{parse, run};

fn main() -> ExitCode {
    let cli = parse();
    let Some(command) = cli.command else {
        return ExitCode::from(tucana::discord::run_bot());
    };
    let code = run(command, &mut std::io::stdout(), &mut std::io::stderr());
    ExitCode::from(code)
}
