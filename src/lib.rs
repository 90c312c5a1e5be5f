//! Trails of Tucana for slow, asynchronous play on Discord.
//!
//! The crate is layered, and dependencies point one way (see ARCHITECTURE.md):
//! `discord`, `cli` → `app` → `store` → `game`; `app` and the adapters reach the games only
//! through the registry ([`games`]); a game uses `game` and the drawing kit `render`
//! (`tests/games/layers.rs` keeps this true).
//!
//! - [`game`]: the game interface every game implements; a game is a set-up plus a log of moves.
//! - [`games`]: the games (Trails of Tucana, ...), one folder each, and their registry.
//! - [`store`]: all SQL: games as options + seed + move log, the outbox, user settings.
//! - [`app`]: the game service: lobby, turns, deadlines, reminders, outbound events.
//! - [`discord`]: the thin poise adapter: slash commands in, service calls, messages out.
//! - [`cli`]: the offline tools of the `tucana` binary (`play`, `replay`, `sim`, ...).
//! - [`config`]: the bot's settings from the environment.
//! - [`telemetry`]: the names of the bot's metrics (served by `discord::health`).
//! - [`render`]: the drawing kit every game's pictures use, and the pictures that know no game.
//! - [`words`]: messages (a key and typed arguments) and the Fluent catalogs that render them:
//!   no sentence a person reads is written in code.

// The library never prints nor ends the process: the CLI writes through the writers it is
// given (so tests capture them), the bot logs through `tracing`, and only `main` decides the
// exit code (an exit would skip closing the database and the outbox).
#![warn(clippy::print_stdout, clippy::print_stderr, clippy::exit)]

pub mod app;
pub mod cli;
pub mod config;
pub mod discord;
pub mod game;
pub mod games;
pub mod render;
pub mod store;
pub mod telemetry;
pub mod web;
pub mod words;
