//! The rules of Trails of Tucana: pure, deterministic, with no I/O, clock or async.
//!
//! A game is a [`Setup`] (ruleset version, seed-derived set-up, options, players) plus an
//! append-only log of [`Move`]s; [`Game`] is what replaying that log gives, and
//! [`Game::replay`] rebuilds it from a stored log. Everything chance decides comes from
//! the seed, through ChaCha8 and our own shuffle ([`crate::game::rng`]), so a stored game replays the same
//! forever.
//!
//! - [`play`]: the game behind the bot's game interface, and its words.
//! - [`pictures`]: its pictures (sheets, cards, standings, the daily card), drawn with the
//!   shared kit of [`crate::render`].
//! - [`tools`]: its hooks for the offline tools (`crate::cli`: `tucana replay`, `sim`, `ai`,
//!   `render`), and [`terminal`], its terminal mode (`tucana play`).
//! - [`daily`]: the daily challenge derived from a date.
//! - [`types`]: terrains, cards, sights, village letters.
//! - [`map`]: the islands, loaded from `assets/tucana/maps/` and validated; labels like `C4`.
//! - [`edges`]: bit sets of trails, so that legal trails are a mask operation.
//! - [`setup`]: options, set-up cards, the per-seat letters, and every draw of chance.
//! - [`sheet`]: one player's sheet, with networks tracked by a union–find.
//! - [`state`]: the game, its moves and turns, bonus cards, rounds.
//! - [`score`]: scores, ranks and the solo ladder.
//! - [`script`]: the replay-script format of `tucana replay`.
//! - [`sim`]: games of random legal moves, for `tucana sim` and the property tests.

pub mod ai;
pub mod daily;
pub mod edges;
pub mod map;
pub mod pictures;
pub mod play;
pub mod score;
pub mod script;
pub mod setup;
pub mod sheet;
pub mod sim;
pub mod state;
pub mod terminal;
pub mod tools;
pub mod types;

pub use edges::{EdgeId, EdgeSet};
pub use map::{Feature, Map, MapError, MapId, SpaceId, TrailError};
pub use play::{engine, Tucana, TucanaGame};
pub use score::Score;
pub use setup::{Options, Pace, Setup, SetupCard, SetupError, SoloKeep, RULESET, SETUP_CARDS};
pub use sheet::{Gain, Sheet};
pub use state::{
    BonusCard, Claim, Game, Move, RuleError, Seat, SkippedTurn, TurnState, TURNS_PER_ROUND,
};
pub use types::{Card, Direction, Letter, Sight, Terrain};
