//! Trails of Tucana for slow, asynchronous play on Discord.
//!
//! The crate is layered, and dependencies point one way (see ARCHITECTURE.md):
//!
//! - [`game`]: the rules, pure and deterministic: a game is a set-up plus a log of moves.
//! - [`render`]: pictures of a game (sheets, cards, standings) as PNG bytes.
//! - [`cli`]: the offline tools of the `tucana` binary (`replay`, `sim`, `render`).

pub mod cli;
pub mod game;
pub mod render;
