//! Islas Canarias' colours over the kit's shared ones ([`crate::render::palette`]): the six
//! building colours (each building also carries its colour's code, `or br gn bl be rd`, and
//! a shape per kind, so that nothing depends on colour alone), the cells of the grid (each
//! with its own mark too), rivers and roads.

pub(crate) use crate::render::palette::*;

use crate::games::islas_canarias::data::{Cell, Colour};

/// The six colours in canonical order (§1.1).
const COLOURS: [Color; 6] = [
    rgb(0xE67E22),
    rgb(0x8B5A2B),
    rgb(0x2E8B3A),
    rgb(0x2F6FB0),
    rgb(0xE3D3A8),
    rgb(0xC0392B),
];

pub(crate) fn colour(c: Colour) -> Color {
    COLOURS[c.index()]
}

/// The ink written on a piece or card of a colour.
pub(crate) fn ink_on(c: Colour) -> Color {
    match c {
        Colour::Beige | Colour::Orange => INK,
        _ => WHITE,
    }
}

pub(crate) const AREA: Color = rgb(0x5A3E2B);
pub(crate) const AREA_LABEL: Color = rgb(0xD9C7B0);
pub(crate) const SEA: Color = rgb(0x9CC8E8);
pub(crate) const WAVE: Color = rgb(0x6FA6D0);
pub(crate) const VILLAGE: Color = rgb(0xC9BBA3);
pub(crate) const FARMLAND: Color = rgb(0xC9D66B);
pub(crate) const MOUNTAIN: Color = rgb(0x9A9A9A);
/// The marks drawn on village, farmland and mountain cells.
pub(crate) const MARK: Color = rgb(0x4A4036);
pub(crate) const RIVER: Color = rgb(0x1F5FD0);
pub(crate) const ROAD: Color = rgb(0xF4E6B8);
pub(crate) const ROAD_EDGE: Color = rgb(0x3A2A1C);
/// The outline that keeps a brown building apart from the brown area under it.
pub(crate) const PIECE_EDGE: Color = rgb(0xFFF9EC);
/// What the last ship changed: a house it built, a house a pirate took.
pub(crate) const ARRIVED: Color = rgb(0xE0A82E);
pub(crate) const TAKEN: Color = rgb(0xD6361E);
/// Whose turn it is.
pub(crate) const TURN: Color = rgb(0xD6361E);
pub(crate) const PIRATE: Color = rgb(0x2B2B2B);

pub(crate) fn cell(cell: Cell) -> Color {
    match cell {
        Cell::Area => AREA,
        Cell::Sea => SEA,
        Cell::Village => VILLAGE,
        Cell::Farmland => FARMLAND,
        Cell::Mountain => MOUNTAIN,
    }
}
