//! The games' own tests, one binary: each suite is a module named as its file
//! (`tests/games/<suite>.rs`), so that `cargo test la_isla` or `cargo test --test games rules::`
//! selects it. Nothing here needs a database or the fake Discord.
//!
//! Every integration test binary links the whole crate, so the suites are gathered into
//! four binaries (this one, `services`, `e2e` and `scale_out`) rather than one each.

// Only the blocked games of `tests/support/` (games with a turn nobody can play): these
// suites need no service and no fake Discord.
#[path = "../support/blocked.rs"]
mod blocked;
// The games defined in the tests, which the conformance suite checks beside the registry's.
// (Their kinds the suites here do not use, and their re-exports, are the other binaries'.)
#[allow(unused_imports)]
#[path = "../support/games/mod.rs"]
mod test_games;

/// Trails of Tucana's computer players and `tucana ai`.
mod ai;
/// `tucana ai`'s match mode: levels seated against each other, seats rotated.
mod ai_match;
/// Combi-Nations: a test per rule, the worked examples, scripts.
mod combi_nations;
/// What every game must do, checked for each game of the registry and of the tests.
mod conformance;
/// No English sentence in code.
mod english;
/// The parsers never panic.
mod fuzz;
/// Islas Canarias: a test per rule, the worked example, scripts.
mod islas_canarias;
/// La Isla: a test per rule, the worked example, secrets, scripts.
mod la_isla;
/// Every language has every message of English.
mod languages;
/// The layers stay true, read from the sources.
mod layers;
/// `tucana play` through its standard input.
mod play;
/// Properties over random games.
mod properties;
/// Golden pictures.
mod render;
/// `tucana replay` and the script format.
mod replay;
/// Trails of Tucana: a test per rule.
mod rules;
/// Moves typed in the reader's words; no component named in English.
mod typed;
mod words;
