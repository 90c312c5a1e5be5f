//! The rules of Islas Canarias (Leo Colovini; 2–5 players): pure, deterministic, with no
//! I/O, clock or async. The reference is `islas-canarias.md` with its data tables; its
//! **\[original\]** components (the six islands, the 54 settlers, the pirates, the colours of
//! the privileges) are in `assets/islas-canarias/`.
//!
//! A game is a [`Setup`] (the players, the first start player, the shuffled deck) plus a
//! source of the later outcomes of chance ([`state::Chance`]: the game's seed, or a script's
//! explicit reshuffles and ship orders) and the moves applied so far; [`Game`] is what
//! replaying them gives.
//!
//! - [`bots`]: the hooks of the core's search, for computer players and hints.
//! - [`data`]: colours, features, priorities, islands and cards, loaded and checked once.
//! - [`state`]: set-up, the turn, the ship's arrival, pirates, privileges, the end, scores.
//! - [`legal`]: the legal moves of a seat, typed.
//! - [`text`]: the chat notation (§10.4), read into a [`Move`], and its canonical form.
//! - [`play`]: the game behind the bot's game interface.
//! - [`pictures`]: the table with the last ship's arrival, one island (with its owner's hand for
//!   them alone), the standings.
//! - [`script`], [`sim`], [`tools`]: replay scripts (§11), games of random moves, and the
//!   hooks of the offline tools (`tucana replay`, `tucana sim --game islas-canarias`, …).

pub mod bots;
pub mod data;
pub mod legal;
pub mod pictures;
pub mod play;
pub mod script;
pub mod sim;
pub mod state;
pub mod text;
pub mod tools;

pub use state::{Game, Phase, Setup, RULESET};
pub use text::{Move, Step};
