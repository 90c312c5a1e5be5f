//! The colours of every picture, in one place so that they stay a family.
//!
//! A warm paper sheet, pastel terrains (each also has its own texture, so that nothing
//! depends on colour alone), dark ink for text and trails, and a few strong accents.

use crate::games::tucana::Terrain;

/// A colour, not premultiplied.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Color {
    pub r: u8,
    pub g: u8,
    pub b: u8,
    pub a: u8,
}

impl Color {
    pub(crate) fn skia(self) -> tiny_skia::Color {
        tiny_skia::Color::from_rgba8(self.r, self.g, self.b, self.a)
    }

    /// The same colour with another alpha.
    pub(crate) const fn alpha(self, a: u8) -> Color {
        Color { a, ..self }
    }
}

/// An opaque colour from `0xRRGGBB`.
pub(crate) const fn rgb(hex: u32) -> Color {
    rgba(hex, 255)
}

/// A colour from `0xRRGGBB` and an alpha.
pub(crate) const fn rgba(hex: u32, a: u8) -> Color {
    Color {
        r: ((hex >> 16) & 0xff) as u8,
        g: ((hex >> 8) & 0xff) as u8,
        b: (hex & 0xff) as u8,
        a,
    }
}

/// Page background: warm paper.
pub const PAPER: Color = rgb(0xF5ECD7);
/// Boxes on the page: a lighter paper.
pub(crate) const CARD: Color = rgb(0xFFF9EC);
/// Every other row of a table: between paper and card.
pub(crate) const STRIPE: Color = rgb(0xF8F0DE);
/// Box outlines and rules.
pub(crate) const RULE: Color = rgb(0xC9B48F);
/// Main text and trails.
pub const INK: Color = rgb(0x2B2118);
/// Secondary text.
pub(crate) const INK_SOFT: Color = rgb(0x6E5E4C);
/// Faint text and empty marks.
pub(crate) const INK_FAINT: Color = rgb(0xA8977E);

/// The sea around the island, from the coast outwards.
pub(crate) const SEA_NEAR: Color = rgb(0xBFDCE6);
pub(crate) const SEA_FAR: Color = rgb(0xDCEBEB);
/// The coast line.
pub(crate) const COAST: Color = rgb(0x7A6446);
/// Lines between spaces.
pub(crate) const HEX_LINE: Color = rgba(0x5A4630, 90);

/// Trails in a network that reaches a village: solid brick red.
pub const TRAIL_LINKED: Color = rgb(0xA3321C);
/// Trails in a network with no village: dashed dark brown.
pub const TRAIL_LOOSE: Color = rgb(0x3F3429);
/// The light casing under every trail, so it stands out on any terrain.
pub(crate) const TRAIL_CASING: Color = rgb(0xFFF9EC);
/// The glow under the trails of the current (or last) turn.
pub const TRAIL_NEW: Color = rgb(0xFFB020);
/// Legal trails of the overlay.
pub const LEGAL: Color = rgb(0x8A1FA8);
/// Circles drawn around scored values.
pub const CIRCLE: Color = rgb(0xA3321C);

/// Label plaques on the map.
pub(crate) const PLAQUE: Color = rgba(0xFFFBF0, 225);

/// Village huts.
pub(crate) const HUT_WALL: Color = rgb(0xB5532F);
pub(crate) const HUT_ROOF: Color = rgb(0xD9A441);
pub(crate) const HUT_ROOF_DARK: Color = rgb(0x8E6420);

/// Blue and red bonus cards.
pub(crate) const BLUE_CARD: Color = rgb(0x2F6FB0);
pub(crate) const RED_CARD: Color = rgb(0xC0392B);

/// Gold, silver and bronze for ranks.
pub(crate) const GOLD: Color = rgb(0xE0A82E);
pub(crate) const SILVER: Color = rgb(0xA9B2BA);
pub(crate) const BRONZE: Color = rgb(0xC07A45);

pub(crate) const WHITE: Color = rgb(0xFFFFFF);

/// A terrain's fill.
pub(crate) fn terrain_fill(t: Terrain) -> Color {
    match t {
        Terrain::Desert => rgb(0xF0D38B),
        Terrain::Forest => rgb(0x9CC784),
        Terrain::Mountain => rgb(0xBDB2A6),
        Terrain::Water => rgb(0x94C8E6),
    }
}

/// The colour of a terrain's texture glyphs (dots, trees, peaks, waves).
pub(crate) fn terrain_mark(t: Terrain) -> Color {
    match t {
        Terrain::Desert => rgb(0xB88A33),
        Terrain::Forest => rgb(0x3F7D3A),
        Terrain::Mountain => rgb(0x6B5F55),
        Terrain::Water => rgb(0x2E77A8),
    }
}
