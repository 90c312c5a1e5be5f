//! Trails of Tucana's colours: the kit's shared ones ([`crate::render::palette`]) and the
//! island's own: pastel terrains (each also has its own texture, so that nothing depends on
//! colour alone), the sea, trails, huts and bonus cards.

pub(crate) use crate::render::palette::*;

use crate::games::tucana::Terrain;

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
pub(crate) const BLUE_CARD: Color = BLUE;
pub(crate) const RED_CARD: Color = RED;

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
