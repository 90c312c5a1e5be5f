//! Trails of Tucana for slow, asynchronous play on Discord.
//!
//! The crate is layered, and dependencies point one way (see ARCHITECTURE.md):
//!
//! - [`game`]: the rules, pure and deterministic: a game is a set-up plus a log of moves.
//! - [`discord`]: the thin poise adapter: slash commands in, service calls, messages out.
//! - [`cli`]: the offline tools of the `tucana` binary (`play`, `replay`, `sim`).

pub mod app;
pub mod cli;
pub mod discord;
pub mod game;
