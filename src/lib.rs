//! Trails of Tucana for slow, asynchronous play on Discord.
//!
//! The crate is layered, and dependencies point one way (see ARCHITECTURE.md):
//!
//! - [`game`]: the rules, pure and deterministic: a game is a set-up plus a log of moves.
//! - [`store`]: all SQL: games as options + seed + move log, the outbox, user settings.
//! - [`app`]: the game service: lobby, turns, deadlines, reminders, outbound events.
//! - [`cli`]: the offline tools of the `tucana` binary (`replay`, `sim`).

pub mod app;
pub mod cli;
pub mod game;
pub mod store;
