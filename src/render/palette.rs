//! The colours every game's pictures share, so that they stay a family: a warm paper
//! sheet, dark ink for text, and a few strong accents. A game adds its own colours
//! (Trails of Tucana's terrains and trails are in its `pictures::palette`).

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

/// A plain blue and red, for bars and accents.
pub(crate) const BLUE: Color = rgb(0x2F6FB0);
pub(crate) const RED: Color = rgb(0xC0392B);

/// Gold, silver and bronze for ranks.
pub(crate) const GOLD: Color = rgb(0xE0A82E);
pub(crate) const SILVER: Color = rgb(0xA9B2BA);
pub(crate) const BRONZE: Color = rgb(0xC07A45);

/// The medal of a rank in the standings: gold, silver, bronze for the first three.
pub(crate) fn medal(rank: usize) -> Option<Color> {
    match rank {
        1 => Some(GOLD),
        2 => Some(SILVER),
        3 => Some(BRONZE),
        _ => None,
    }
}

pub(crate) const WHITE: Color = rgb(0xFFFFFF);
