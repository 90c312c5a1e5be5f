//! Trails of Tucana's offline tools, subcommands of the `tucana` binary (which reaches them
//! through the registry, [`crate::games::tools`]): `play` (a solo or daily game in the
//! terminal), `replay` (a replay script's result as JSON), `sim` (random games, figures)
//! and `render` (a replay script's picture).
//!
//! Each is a function from parsed arguments to an exit status, writing to the given output.

pub mod ai;
pub mod play;
pub mod render;
pub mod replay;
pub mod sim;

/// Exit status for bad input (a bad script, bad arguments): the binary's, `crate::cli`'s.
const EXIT_BAD_INPUT: u8 = 2;
