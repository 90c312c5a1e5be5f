//! The registry: every game the bot hosts, one line each.
//!
//! Each game is one folder here (its rules, its pictures, its move text, its hooks for the
//! offline tools, its assets under `assets/<game>/`) that implements the game interface
//! ([`crate::game::Rules`] and [`crate::game::Play`], [`crate::game::tools::Tools`]). Nothing
//! outside a game's folder and this file names it; the layers above, the offline tools of
//! `crate::cli` included, find a game by its stored id through [`find`].

use crate::game::{GameKind, Rules};

pub mod combi_nations;
pub mod islas_canarias;
pub mod la_isla;
pub mod tucana;

/// Every game, in the order menus list them; the first is the default of a new game.
static ALL: &[&dyn Rules] = &[
    &tucana::Tucana,
    &combi_nations::play::CombiNations,
    &la_isla::play::LaIsla,
    &islas_canarias::play::IslasCanarias,
];

/// The most players any game seats: a league's largest table.
pub const MAX_SEATS: usize = tucana::setup::MAX_PLAYERS;

/// Every game the bot hosts.
pub fn all() -> &'static [&'static dyn Rules] {
    ALL
}

/// The game of this kind, if the registry has it.
pub fn find(kind: &GameKind) -> Option<&'static dyn Rules> {
    ALL.iter().copied().find(|g| *kind == g.id())
}
