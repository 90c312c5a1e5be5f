//! What several commands share, so that no command's file serves another's: choosing a game
//! and its options, a daily challenge, a league, the path of a move, opening a game's thread, and a seat's
//! pictures.

pub mod away;
pub mod bank;
pub mod choosing;
pub mod daily;
pub mod invites;
pub mod languages;
pub mod leagues;
pub mod moving;
pub mod opening;
pub mod sheets;
