//! The turn card: what a turn post shows in a chat, read at a glance where the chat draws
//! it about 550 px wide (docs/render.md, "The turn post's picture"). A title band (the
//! step), then parts: rows of labelled chips (whose turn with a colour swatch, the cards or
//! tiles in play) and lines of words. The games fill a [`TurnCard`] with their own words;
//! the whole board stays one click away (the turn post's map button).
//!
//! Nothing here knows a game. Every text is drawn at least [`SMALLEST`] px on a picture
//! [`WIDTH`] px wide (so at least 12 px at 550): a text too long for its room wraps onto
//! more lines rather than shrinking below it.

use super::canvas::{Canvas, Line};
use super::palette::{self, Color};
use super::png::{self, Quantizer};
use super::text::{Align, Style};

/// The card's width, in pixels.
pub const WIDTH: f32 = 640.0;
/// The smallest text on the card, in pixels: 12 px once the chat shows it 550 px wide.
pub const SMALLEST: f32 = 14.0;

const MARGIN: f32 = 22.0;
const TITLE: f32 = 24.0;
const SUBTITLE: f32 = 17.0;
const LABEL: f32 = 15.0;
const CHIP: f32 = 17.0;
const CHIP_H: f32 = 34.0;
const PAD: f32 = 12.0;
const GAP: f32 = 8.0;
const SWATCH: f32 = 8.0;
const NOTE: f32 = 16.0;

/// A turn post's picture: the step, then its parts in order.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct TurnCard {
    /// The step ("Round 3 · action C").
    pub title: String,
    /// A line under the title (what the step needs), or empty.
    pub subtitle: String,
    pub parts: Vec<Part>,
}

/// A part of a [`TurnCard`].
#[derive(Clone, Debug, PartialEq)]
pub enum Part {
    /// A label over a row of chips, which wrap onto more rows as they need.
    Chips { label: String, chips: Vec<Chip> },
    /// A line of words, wrapped.
    Note(String),
}

/// A chip: a short text on a filled, rounded box, with a colour swatch before it (a
/// seat's colour) and, when `strong`, a dark outline (whose turn it is, the marker).
#[derive(Clone, Debug, PartialEq)]
pub struct Chip {
    pub text: String,
    pub fill: Color,
    pub swatch: Option<Color>,
    pub strong: bool,
}

impl Chip {
    /// A plain chip on the card's paper.
    pub fn plain(text: impl Into<String>) -> Chip {
        Chip {
            text: text.into(),
            fill: palette::CARD,
            swatch: None,
            strong: false,
        }
    }

    /// A chip filled with `fill` (a card's or a tile's colour); its text dark or light to
    /// read on it.
    pub fn filled(text: impl Into<String>, fill: Color) -> Chip {
        Chip {
            fill,
            ..Chip::plain(text)
        }
    }

    /// A seat's chip: its name after a swatch of its colour.
    pub fn seat(text: impl Into<String>, color: Color) -> Chip {
        Chip {
            swatch: Some(color),
            ..Chip::plain(text)
        }
    }

    /// The same chip outlined: the one that matters now.
    pub fn strong(self) -> Chip {
        Chip {
            strong: true,
            ..self
        }
    }
}

/// The card's PNG.
pub(crate) fn draw(card: &TurnCard) -> Vec<u8> {
    let height = lay_out(card, None);
    let mut canvas = Canvas::new(WIDTH as u32, height.ceil() as u32, palette::PAPER);
    lay_out(card, Some(&mut canvas));
    // The card's own colours (the games' seats, cards and tiles) make its palette.
    let q = Quantizer::from_specimens(&[&canvas]);
    png::finish(canvas, &q)
}

/// Lays the card out, drawing it on `canvas` if given; returns its height.
fn lay_out(card: &TurnCard, mut canvas: Option<&mut Canvas>) -> f32 {
    let inner = WIDTH - 2.0 * MARGIN;
    let title = Style::bold(TITLE, palette::WHITE);
    let lines = wrap(&card.title, title, inner);
    let band = 20.0 + lines.len() as f32 * (TITLE + 8.0);
    if let Some(c) = canvas.as_deref_mut() {
        c.rect(0.0, 0.0, WIDTH, band, palette::INK);
        for (i, line) in lines.iter().enumerate() {
            let y = 10.0 + TITLE + i as f32 * (TITLE + 8.0);
            c.text(line, MARGIN, y, title, Align::Left);
        }
    }
    let mut y = band + 8.0;
    if !card.subtitle.trim().is_empty() {
        let style = Style::regular(SUBTITLE, palette::INK_SOFT);
        for line in wrap(&card.subtitle, style, inner) {
            y += SUBTITLE + 8.0;
            if let Some(c) = canvas.as_deref_mut() {
                c.text(&line, MARGIN, y, style, Align::Left);
            }
        }
    }
    for part in &card.parts {
        match part {
            Part::Chips { label, chips } => {
                let style = Style::bold(LABEL, palette::INK_SOFT);
                for line in wrap(label, style, inner) {
                    y += LABEL + 12.0;
                    if let Some(c) = canvas.as_deref_mut() {
                        c.text(&line, MARGIN, y, style, Align::Left);
                    }
                }
                y += 8.0;
                let mut x = MARGIN;
                for chip in chips {
                    let (text, style, w) = chip_text(chip, inner);
                    if x > MARGIN && x + w > WIDTH - MARGIN {
                        x = MARGIN;
                        y += CHIP_H + GAP;
                    }
                    if let Some(c) = canvas.as_deref_mut() {
                        draw_chip(c, chip, &text, style, x, y, w);
                    }
                    x += w + GAP;
                }
                if !chips.is_empty() {
                    y += CHIP_H;
                }
            }
            Part::Note(words) => {
                let style = Style::regular(NOTE, palette::INK);
                y += 4.0;
                for line in wrap(words, style, inner) {
                    y += NOTE + 8.0;
                    if let Some(c) = canvas.as_deref_mut() {
                        c.text(&line, MARGIN, y, style, Align::Left);
                    }
                }
            }
        }
        y += 6.0;
    }
    y + MARGIN
}

/// A chip's text, its style (smaller for a long text, never below [`SMALLEST`]) and the
/// chip's width within `room`.
fn chip_text(chip: &Chip, room: f32) -> (String, Style, f32) {
    let ink = if light(chip.fill) {
        palette::INK
    } else {
        palette::WHITE
    };
    let style = Style::bold(CHIP, ink);
    let before = PAD
        + if chip.swatch.is_some() {
            2.0 * SWATCH + 6.0
        } else {
            0.0
        };
    let (text, style) = style.fitted_to(&chip.text, room - before - PAD, SMALLEST / CHIP);
    let w = before + style.width(&text) + PAD;
    (text, style, w)
}

fn draw_chip(c: &mut Canvas, chip: &Chip, text: &str, style: Style, x: f32, y: f32, w: f32) {
    c.round_rect(x, y, w, CHIP_H, 8.0, chip.fill);
    let outline = if chip.strong {
        Line::new(palette::INK, 3.0)
    } else {
        Line::new(palette::RULE, 1.5)
    };
    c.round_rect_outline(x, y, w, CHIP_H, 8.0, outline);
    let mut tx = x + PAD;
    if let Some(color) = chip.swatch {
        c.circle(tx + SWATCH, y + CHIP_H / 2.0, SWATCH, color);
        c.ring(
            tx + SWATCH,
            y + CHIP_H / 2.0,
            SWATCH,
            Line::new(palette::INK_SOFT, 1.0),
        );
        tx += 2.0 * SWATCH + 6.0;
    }
    c.text_mid(text, tx, y + CHIP_H / 2.0, style, Align::Left);
}

/// Whether dark ink reads on `fill`.
fn light(fill: Color) -> bool {
    let l = 0.299 * f32::from(fill.r) + 0.587 * f32::from(fill.g) + 0.114 * f32::from(fill.b);
    l >= 140.0
}

/// `text` in lines of at most `max` pixels, broken between words (a word longer than a
/// line is cut to fit).
fn wrap(text: &str, style: Style, max: f32) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        let longer = if line.is_empty() {
            word.to_owned()
        } else {
            format!("{line} {word}")
        };
        if style.width(&longer) <= max || line.is_empty() {
            line = longer;
        } else {
            lines.push(std::mem::take(&mut line));
            line = word.to_owned();
        }
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines.into_iter().map(|l| style.fit(&l, max)).collect()
}
