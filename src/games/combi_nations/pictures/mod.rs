//! Combi-Nations' pictures: each country, the market ring, the standings.

// Until the pictures land: blank stand-ins with the same signatures.
use super::data::TileId;
use super::score::CountryScore;
use super::state::{Board, Game};

pub fn country(
    _board: &Board,
    _owner: &str,
    _score: Option<&CountryScore>,
    _legal: Option<TileId>,
) -> Vec<u8> {
    Vec::new()
}

pub fn market(_game: &Game, _names: &[String]) -> Vec<u8> {
    Vec::new()
}

pub fn standings(_game: &Game, _names: &[String]) -> Vec<u8> {
    Vec::new()
}
