//! Cards: a settler or a pirate as a whole card (the hand, for its owner alone), and as a
//! small chip (a revealed card in the arrival's list). A settler's card shows its number,
//! name and colour (the colour's code too) and its priorities in order, 1st first, each with
//! a small sample of what it means (a colour swatch with its code, a cell, a river or road).

use super::palette as pal;
use super::say;
use crate::games::islas_canarias::data::{self, Card, Colour, Feature, Priority};
use crate::render::canvas::{Canvas, Line};
use crate::render::text::{Align, Style};
use crate::words::msg;

pub(crate) const CARD_W: f32 = 136.0;
pub(crate) const CARD_H: f32 = 156.0;
/// The band at a card's top.
const BAND: f32 = 30.0;

/// The colour of a card: a settler's, or a pirate's.
fn colour_of(card: Card) -> Colour {
    match card {
        Card::Settler(s) => s.colour,
        Card::Pirate(c) => c,
    }
}

/// A whole card with its top-left corner at (`x`, `y`).
pub(crate) fn card(c: &mut Canvas, number: u8, x: f32, y: f32) {
    let Some(card) = data::card(number) else {
        return;
    };
    let colour = colour_of(card);
    let fill = pal::colour(colour);
    let pirate = matches!(card, Card::Pirate(_));
    let band = if pirate { pal::PIRATE } else { fill };
    c.round_rect(x, y, CARD_W, CARD_H, 8.0, pal::CARD);
    c.round_rect(x, y, CARD_W, BAND + 8.0, 8.0, band);
    c.rect(x, y + BAND, CARD_W, 8.0, pal::CARD);
    c.round_rect_outline(x, y, CARD_W, CARD_H, 8.0, Line::new(fill, 3.0));
    let ink = if pirate {
        pal::WHITE
    } else {
        pal::ink_on(colour)
    };
    c.text_mid(
        &number.to_string(),
        x + 10.0,
        y + BAND / 2.0 + 2.0,
        Style::bold(18.0, ink),
        Align::Left,
    );
    match card {
        Card::Settler(s) => {
            c.text_mid(
                &format!("{} · {}", say(&colour.msg()), colour.code()),
                x + CARD_W - 9.0,
                y + BAND / 2.0 + 2.0,
                Style::regular(11.0, ink),
                Align::Right,
            );
            let name = Style::bold(14.0, pal::INK);
            c.text(
                &name.fit(&s.name, CARD_W - 16.0),
                x + 9.0,
                y + BAND + 24.0,
                name,
                Align::Left,
            );
            for (i, &p) in s.priorities.iter().enumerate() {
                let py = y + BAND + 44.0 + 20.0 * i as f32;
                let small = Style::bold(12.0, pal::INK_SOFT);
                c.text_mid(&format!("{}", i + 1), x + 14.0, py, small, Align::Center);
                sample(c, p, x + 26.0, py - 7.0, 14.0);
                c.text_mid(
                    &say(&p.msg()),
                    x + 46.0,
                    py,
                    Style::regular(13.0, pal::INK),
                    Align::Left,
                );
            }
        }
        Card::Pirate(_) => {
            c.text_mid(
                "PIRATA",
                x + CARD_W - 9.0,
                y + BAND / 2.0 + 2.0,
                Style::bold(12.0, ink),
                Align::Right,
            );
            // The pirate's colour as a swatch with its code: the colour it attacks.
            c.round_rect(x + 10.0, y + BAND + 14.0, CARD_W - 20.0, 26.0, 5.0, fill);
            c.text_mid(
                &format!("{} · {}", say(&colour.msg()), colour.code()),
                x + CARD_W / 2.0,
                y + BAND + 27.0,
                Style::bold(13.0, pal::ink_on(colour)),
                Align::Center,
            );
            let soft = Style::regular(12.0, pal::INK_SOFT);
            let what = say(&msg!("islas-canarias-pic-pirate-card"));
            for (i, line) in what.lines().enumerate() {
                c.text(
                    line,
                    x + 10.0,
                    y + BAND + 64.0 + 16.0 * i as f32,
                    soft,
                    Align::Left,
                );
            }
        }
    }
}

/// A priority's sample, `w` pixels square: a colour's swatch with its code, a cell of the
/// grid, or a side with a river or road.
fn sample(c: &mut Canvas, p: Priority, x: f32, y: f32, w: f32) {
    match p {
        Priority::Colour(col) => {
            c.rect(x, y, w, w, pal::colour(col));
            c.text_mid(
                col.code(),
                x + w / 2.0,
                y + w / 2.0,
                Style::bold(8.0, pal::ink_on(col)),
                Align::Center,
            );
        }
        Priority::Feature(f) => {
            let cell = match f {
                Feature::Coast => pal::SEA,
                Feature::Village => pal::VILLAGE,
                Feature::Mountain => pal::MOUNTAIN,
                Feature::Farmland => pal::FARMLAND,
                Feature::River | Feature::Road => pal::AREA,
            };
            c.rect(x, y, w, w, cell);
            match f {
                Feature::River => c.capsule(
                    (x + w / 2.0, y + 1.0),
                    (x + w / 2.0, y + w - 1.0),
                    3.0,
                    pal::RIVER,
                ),
                Feature::Road => c.dashed_capsule(
                    (x + w / 2.0, y + 1.0),
                    (x + w / 2.0, y + w - 1.0),
                    3.0,
                    pal::ROAD,
                    (3.0, 2.0),
                ),
                Feature::Mountain => c.polygon(
                    &[
                        (x + 2.0, y + w - 2.0),
                        (x + w / 2.0, y + 2.0),
                        (x + w - 2.0, y + w - 2.0),
                    ],
                    pal::MARK,
                ),
                _ => {}
            }
        }
    }
}

/// A card's chip colour (a pirate's dark, a settler's its colour's) and the ink on it.
pub(crate) fn chip_colours(number: u8) -> Option<(crate::render::Color, crate::render::Color)> {
    let card = data::card(number)?;
    let colour = colour_of(card);
    Some(match card {
        Card::Settler(_) => (pal::colour(colour), pal::ink_on(colour)),
        Card::Pirate(_) => (pal::PIRATE, pal::WHITE),
    })
}

/// The width of a card's chip.
pub(crate) const CHIP_W: f32 = 150.0;

/// A small card: its colour (a pirate dark with a strip of its colour), number and name.
pub(crate) fn chip(c: &mut Canvas, number: u8, x: f32, y: f32, h: f32) {
    let Some(card) = data::card(number) else {
        return;
    };
    let colour = colour_of(card);
    let (fill, ink, name) = match card {
        Card::Settler(s) => (pal::colour(colour), pal::ink_on(colour), s.name.clone()),
        Card::Pirate(_) => (pal::PIRATE, pal::WHITE, format!("pirata {}", colour.code())),
    };
    c.round_rect(x, y, CHIP_W, h, 4.0, fill);
    if matches!(card, Card::Pirate(_)) {
        c.rect(
            x + CHIP_W - 14.0,
            y + 3.0,
            10.0,
            h - 6.0,
            pal::colour(colour),
        );
    }
    let style = Style::bold(12.0, ink);
    let text = format!("{number} {name}");
    let (fitted, fitted_style) = style.fitted(&text, CHIP_W - 34.0);
    c.text_mid(&fitted, x + 6.0, y + h / 2.0, fitted_style, Align::Left);
    if let Card::Settler(_) = card {
        let code = Style::regular(11.0, ink);
        c.text_mid(
            colour.code(),
            x + CHIP_W - 6.0,
            y + h / 2.0,
            code,
            Align::Right,
        );
    }
}
