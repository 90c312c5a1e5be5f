//! The registry: every game the bot hosts, one line each.
//!
//! Each game is one folder here (its rules, its pictures, its move text, its assets under
//! `assets/<game>/`) that implements the game interface ([`crate::game::Rules`] and
//! [`crate::game::Play`]). Nothing outside a game's folder and this file names it; the layers
//! above find a game by its stored id through [`find`].

use crate::game::Rules;

pub mod tucana;

/// Every game, in the order menus list them.
static ALL: &[&dyn Rules] = &[&tucana::TUCANA];

/// Every game the bot hosts.
pub fn all() -> &'static [&'static dyn Rules] {
    ALL
}

/// The game with this stored id.
pub fn find(id: &str) -> Option<&'static dyn Rules> {
    ALL.iter().copied().find(|g| g.id() == id)
}
