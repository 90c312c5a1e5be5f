//! The rules of La Isla (Stefan Feld; 2–4 players): pure, deterministic, with no I/O, clock
//! or async. The reference is `la-isla.md` with its data tables; its **\[original\]**
//! components (the island's pieces, the cards) are in `assets/la-isla/`.
//!
//! A game is a [`Setup`] (the island's assembly, the tiles, the large tiles, the start seat
//! and the deck's order, from the seed or a script) plus the moves applied so far; [`Game`]
//! is what replaying them gives.
//!
//! - [`data`]: colours, symbols, animals, spaces and regions, the cards and the island,
//!   loaded and checked once.
//! - [`state`]: set-up, the card phase, actions A–D, the end of a round, final scoring.
//! - [`text`]: the move words players type (§8), read into a [`Move`].
//! - [`play`]: the game behind the bot's game interface, and its words.
//! - [`pictures`]: the island, a player's board and hand, the standings.
//! - [`bots`]: the hooks of the core's search, for computer players and hints.
//! - [`script`], [`sim`], [`tools`]: replay scripts, games of random moves, and the hooks
//!   of the offline tools (`crate::cli`: `tucana replay`, `tucana sim --game la-isla`, …).

pub mod bots;
pub mod data;
pub mod pictures;
pub mod play;
pub mod script;
pub mod sim;
pub mod state;
pub mod text;
pub mod tools;

pub use state::{Game, Phase, Setup, RULESET};
pub use text::Move;
