//! The drawing kit every game's pictures share, and the pictures that know no game.
//!
//! Every function here is pure: it reads plain data and returns the bytes of a PNG image,
//! with no I/O, clock or randomness, so the same data always gives the same bytes.
//!
//! The kit (for the games' own pictures, in their folders: Trails of Tucana's are in
//! `games::tucana::pictures`): `canvas` (shapes, with tiny-skia, anti-aliased), `text`
//! (the bundled Inter font, `assets/fonts/`, SIL Open Font License, through ab_glyph),
//! `palette` (the shared colours, the medals), `names` (players' names and initials) and `png` (fast indexed encoding with a fixed palette
//! per kind of picture).
//!
//! Animations: [`animation::animate`] makes an animated GIF of pictures under captions (a
//! game's replay).
//!
//! The game-agnostic pictures: [`league_table`], a page of a league's season table, and
//! [`score_histogram`], a player's daily record.

pub mod animation;
pub(crate) mod canvas;
pub(crate) mod histogram;
mod league;
pub(crate) mod names;
pub(crate) mod palette;
pub(crate) mod png;
pub(crate) mod table_palette;
pub(crate) mod text;

pub use histogram::ScoreHistogram;
pub use league::{LeagueRow, LeagueTable};
pub use palette::Color;
pub use text::{has_glyph, labels_of, text_log, TextLog};

thread_local! {
    /// The language of the pictures drawn on this thread: an index of
    /// [`crate::words::LANGUAGES`], while [`in_language`] draws.
    static LANGUAGE: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

/// What `draw` gives, its pictures' labels in `lang` (a tag of [`crate::words::LANGUAGES`];
/// English for any other): every game's [`crate::game::Words::say`] reads it. A game's
/// [`crate::game::Play::picture`] draws in it; a caller of a game's own drawing functions
/// (a share card, a tool) may too. Drawing is synchronous, so the language is the
/// thread's for the span of `draw`, and the one before it after.
pub fn in_language<T>(lang: &str, draw: impl FnOnce() -> T) -> T {
    let index = crate::words::LANGUAGES
        .iter()
        .position(|l| *l == lang)
        .unwrap_or(0);
    /// Puts the outer language back, even when `draw` panics.
    struct Restore(usize);
    impl Drop for Restore {
        fn drop(&mut self) {
            LANGUAGE.with(|l| l.set(self.0));
        }
    }
    let _restore = Restore(LANGUAGE.with(|l| l.replace(index)));
    draw()
}

/// The language of the picture being drawn ([`in_language`]); English outside one.
pub fn language() -> &'static str {
    crate::words::LANGUAGES[LANGUAGE.with(std::cell::Cell::get)]
}

/// The index of the picture being drawn's language in [`crate::words::LANGUAGES`]: for a
/// picture's parts drawn once per language and kept (Trails of Tucana's sheet).
pub(crate) fn language_index() -> usize {
    LANGUAGE.with(std::cell::Cell::get)
}

/// A page of a league's season table: position (with medals), player, games, wins,
/// average and best score, rating and league points. Deterministic, like every picture.
pub fn league_table(table: &LeagueTable) -> Vec<u8> {
    let canvas = league::draw(table);
    let png = png::encode_on(&canvas, table_palette::quantizer(), palette::PAPER);
    canvas.recycle();
    png
}

/// A player's daily record: the headline figures and a bar per band of scores.
pub fn score_histogram(histogram: &ScoreHistogram) -> Vec<u8> {
    let canvas = histogram::draw_histogram(histogram);
    let png = png::encode_on(&canvas, table_palette::quantizer(), palette::PAPER);
    canvas.recycle();
    png
}

/// The RGBA pixels of a decoded picture, for tests: `(width, height, pixels)`.
pub fn decode(png: &[u8]) -> Option<(u32, u32, Vec<u8>)> {
    let img = image::load_from_memory_with_format(png, image::ImageFormat::Png).ok()?;
    let rgba = img.to_rgba8();
    Some((rgba.width(), rgba.height(), rgba.into_raw()))
}
