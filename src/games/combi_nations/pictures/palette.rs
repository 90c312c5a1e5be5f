//! Combi-Nations' colours over the kit's shared ones ([`crate::render::palette`]): the four
//! land types (each also has its own texture, so that nothing depends on colour alone),
//! sand, the two groups of facilities, the players' arrows and the marks of the overlays.

pub(crate) use crate::render::palette::*;

use crate::games::combi_nations::Land;

/// Empty sand: plain and pale.
pub(crate) const SAND: Color = rgb(0xF4E6C2);
/// Lines between cells.
pub(crate) const CELL_LINE: Color = rgba(0x5A4630, 110);
/// The country's outline.
pub(crate) const COAST: Color = rgb(0x5A4630);
/// A group A facility's cell (compared with every player).
pub(crate) const FACILITY_A: Color = rgb(0xF6DFA0);
/// A group B facility's cell (own country only).
pub(crate) const FACILITY_B: Color = rgb(0xE4DDF2);
/// Facility glyphs and codes.
pub(crate) const GLYPH: Color = rgb(0x33283F);
/// The outline of the last tile placed.
pub const LAST: Color = rgb(0xD6361E);
/// Cells where the asked-about tile fits.
pub const LEGAL: Color = rgb(0x8A1FA8);
/// The solo opponent's arrow.
pub(crate) const OPPONENT: Color = rgb(0x5B5B5B);

/// Each seat's colour (arrows, badges), chosen to stay apart for colour-blind eyes too;
/// each also always comes with the player's initial.
pub(crate) const SEATS: [Color; 5] = [
    rgb(0x1F6FB4),
    rgb(0xE0760B),
    rgb(0x7E3FA6),
    rgb(0x14866D),
    rgb(0xC21B5B),
];

pub(crate) fn seat_color(seat: usize) -> Color {
    SEATS[seat % SEATS.len()]
}

/// A land type's fill.
pub(crate) fn land_fill(l: Land) -> Color {
    match l {
        Land::Forest => rgb(0x86B86A),
        Land::Grass => rgb(0xD5E48E),
        Land::City => rgb(0xDDAE96),
        Land::Lake => rgb(0x93C6E8),
    }
}

/// The colour of a land type's texture marks (trees, tufts, blocks, waves).
pub(crate) fn land_mark(l: Land) -> Color {
    match l {
        Land::Forest => rgb(0x2C642C),
        Land::Grass => rgb(0x6C8420),
        Land::City => rgb(0x874431),
        Land::Lake => rgb(0x2A68A0),
    }
}
