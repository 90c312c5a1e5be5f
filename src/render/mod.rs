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
//! The turn card: [`turn_card`] draws a [`TurnCard`] that a game fills (the step, whose
//! turn, the cards or tiles in play), a turn post's picture readable in a chat.
//!
//! The game-agnostic pictures: [`league_table`], a page of a league's season table, and
//! [`score_histogram`], a player's daily record, and [`rating_trend`], a player's ratings
//! over their rated games.

pub mod animation;
pub(crate) mod canvas;
pub(crate) mod histogram;
mod league;
pub(crate) mod names;
pub(crate) mod palette;
pub(crate) mod png;
pub(crate) mod table_palette;
pub(crate) mod text;
mod trend;
mod turn_card;
pub(crate) mod zpng;

pub use histogram::ScoreHistogram;
pub use league::{LeagueRow, LeagueTable};
pub use palette::Color;
pub use text::{has_glyph, labels_of, text_log, TextLog};
pub use trend::{RatingTrend, TrendSeries};
pub use turn_card::{Chip, Part, TurnCard};

pub(crate) use crate::words::language_index;
/// The language pictures are drawn in: kept by the words' machinery ([`crate::words`]),
/// which every game's [`crate::game::Words::say`] reads.
pub use crate::words::{in_language, language};

/// A page of a league's season table: position (with medals), player, games, wins,
/// average and best score, rating and league points. Deterministic, like every picture.
pub fn league_table(table: &LeagueTable) -> Vec<u8> {
    let canvas = league::draw(table);
    let png = png::encode_on(&canvas, table_palette::quantizer(), palette::PAPER);
    canvas.recycle();
    png
}

/// A turn post's picture: the step, whose turn, the cards or tiles in play, as a game
/// fills it; read at a glance where a chat shows it (docs/render.md).
pub fn turn_card(card: &TurnCard) -> Vec<u8> {
    turn_card::draw(card)
}

/// A player's daily record: the headline figures and a bar per band of scores.
pub fn score_histogram(histogram: &ScoreHistogram) -> Vec<u8> {
    let canvas = histogram::draw_histogram(histogram);
    let png = png::encode_on(&canvas, table_palette::quantizer(), palette::PAPER);
    canvas.recycle();
    png
}

/// A player's rating trend: a line per kind of game over their rated games.
pub fn rating_trend(trend: &RatingTrend) -> Vec<u8> {
    let canvas = trend::draw(trend);
    let png = png::encode_on(&canvas, table_palette::quantizer(), palette::PAPER);
    canvas.recycle();
    png
}

/// Palette indices (`width`×`height`, a byte each) written as a PNG by the sheet's own
/// writer (`render/zpng.rs`: Up filter, fixed Huffman codes, runs), for the comparison of PNG
/// settings in docs/render.md (`benches/render.rs`).
pub fn write_indexed(width: u32, height: u32, plte: &[u8], idx: &[u8]) -> Vec<u8> {
    if idx.len() != width as usize * height as usize {
        return Vec::new();
    }
    zpng::write(idx, width, height, plte, None)
}

/// The size of a picture as its PNG header says, `(width, height)`, its pixels unread: for
/// the animation's frames, and for tests that check the sizes of many pictures ([`decode`]
/// reads the pixels too).
pub fn dimensions(png: &[u8]) -> Option<(u32, u32)> {
    let info = ::png::Decoder::new(std::io::Cursor::new(png))
        .read_info()
        .ok()?;
    let (w, h) = info.info().size();
    Some((w, h))
}

/// The RGBA pixels of a decoded picture, for tests: `(width, height, pixels)`.
pub fn decode(png: &[u8]) -> Option<(u32, u32, Vec<u8>)> {
    let img = image::load_from_memory_with_format(png, image::ImageFormat::Png).ok()?;
    let rgba = img.to_rgba8();
    Some((rgba.width(), rgba.height(), rgba.into_raw()))
}
