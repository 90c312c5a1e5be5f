//! The rules of Combi-Nations (Cwali; 1–5 players): pure, deterministic, with no I/O, clock
//! or async. The reference is `combi-nations.md` with its tile data; its **\[original\]**
//! components (the tiles, the countries, the market) are in `assets/combi-nations/`.
//!
//! A game is a [`Setup`] (the starting player and each stack's order, from the seed or a
//! script) plus the moves applied so far; [`Game`] is what replaying them gives.
//!
//! - [`data`]: land types, facilities, tiles and countries, loaded and checked once.
//! - [`hex`]: the grid's distance and rotation.
//! - [`state`]: set-up, the market and arrows, turns, the end, the solo opponent.
//! - [`score`]: areas, facilities, the penalty, ranks.
//! - [`play`]: the game behind the bot's game interface, and its words.
//! - [`pictures`]: countries, the market, standings.
//! - [`text`]: the move text players type (§9.2), read into a [`Move`].
//! - [`script`]: the replay-script format of `tucana replay`.
//! - [`sim`]: games of random legal moves, for `tucana sim --game combi-nations`.
//! - [`tools`]: its hooks for the offline tools (`crate::cli`), over those two.

pub mod board;
pub mod bots;
pub mod data;
pub mod hex;
mod options;
pub mod pictures;
pub mod play;
pub mod score;
pub mod script;
pub mod sim;
pub mod state;
pub mod text;
pub mod tools;

pub use data::{Content, CountryId, Facility, Land, Stack, TileId};
pub use score::CountryScore;
pub use state::{Board, Facilities, Game, Happened, Move, Opt, Options, Phase, Setup, RULESET};
