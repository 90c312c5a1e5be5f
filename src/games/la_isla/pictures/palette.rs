//! La Isla's colours over the kit's shared ones ([`crate::render::palette`]): the sea, the
//! island and its jungle, the five landscapes (each space also shows its symbol and colour
//! code, so that nothing depends on colour alone), the animals' tiles, the markers and the
//! players' colours (red, blue, white, black: la-isla.md §1.2; each also has its own pawn
//! shape and the player's initial).

pub(crate) use crate::render::palette::*;

use crate::games::la_isla::data::{Animal, Colour};

/// The sea around the island.
pub(crate) const SEA: Color = rgb(0x8EC3DA);
/// The waves drawn on the sea.
pub(crate) const WAVE: Color = rgb(0x5E9DBB);
/// The island's ground between the jungle regions.
pub(crate) const LAND: Color = rgb(0xEADBB3);
/// The coast line.
pub(crate) const COAST: Color = rgb(0x7A6446);
/// A jungle region's fill and outline.
pub(crate) const JUNGLE: Color = rgb(0x6FA35E);
pub(crate) const JUNGLE_EDGE: Color = rgb(0x3F6B34);
/// The purple animal markers (§1.4).
pub(crate) const MARKER: Color = rgb(0x7B3FA0);
/// The track's value areas, alternating.
pub(crate) const AREA_A: Color = rgb(0xEFE3C6);
pub(crate) const AREA_B: Color = rgb(0xDCCBA3);
/// Highlights: whose turn it is.
pub(crate) const TURN: Color = rgb(0xD6361E);

/// The seats' colours: red, blue, white, black (§1.2).
pub(crate) const SEATS: [Color; 4] = [rgb(0xC8322B), rgb(0x2D62B8), rgb(0xFAFAF5), rgb(0x222222)];

pub(crate) fn seat_color(seat: usize) -> Color {
    SEATS[seat % SEATS.len()]
}

/// The text colour on a seat's pawn.
pub(crate) fn seat_ink(seat: usize) -> Color {
    if seat % SEATS.len() == 2 {
        INK
    } else {
        WHITE
    }
}

/// The seat's colour in words.
pub(crate) fn seat_word(seat: usize) -> String {
    let seat = seat % SEATS.len();
    super::say(&crate::words::msg!("la-isla-pic-seat-colour", seat))
}

/// A landscape's (and a resource's) colour.
pub(crate) fn colour(c: Colour) -> Color {
    match c {
        Colour::Yellow => rgb(0xE9C23A),
        Colour::Green => rgb(0x7DBB4A),
        Colour::Gray => rgb(0x8F9499),
        Colour::Beige => rgb(0xD8C29A),
        Colour::Brown => rgb(0x8A5A32),
    }
}

/// Text on a landscape colour.
pub(crate) fn colour_ink(c: Colour) -> Color {
    match c {
        Colour::Brown | Colour::Gray => WHITE,
        _ => INK,
    }
}

/// An animal tile's colour (its name is always written on it too).
pub(crate) fn animal(a: Animal) -> Color {
    match a {
        Animal::Dodo => rgb(0xC6B2E3),
        Animal::Fossa => rgb(0xF1AE72),
        Animal::Toad => rgb(0xF2D65A),
        Animal::Pika => rgb(0xA6CDE9),
        Animal::Moth => rgb(0xE8A2B6),
    }
}
