//! La Isla's pictures (placeholder until drawn).

use super::state::{Game, Seat};

pub fn island(_game: &Game, _names: &[String]) -> Vec<u8> {
    Vec::new()
}

pub fn player(_game: &Game, _seat: Seat, _names: &[String], _private: bool) -> Vec<u8> {
    Vec::new()
}

pub fn standings(_game: &Game, _names: &[String]) -> Vec<u8> {
    Vec::new()
}
