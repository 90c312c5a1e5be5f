//! Small pictures drawn in code: the five symbols of the landscape spaces, the players'
//! pawns (a shape per seat as well as a colour, with the player's initial), animal tiles
//! and resource chips.

use tiny_skia::PathBuilder;

use super::palette::{self, Color};
use crate::games::la_isla::data::{Animal, Colour, Symbol};
use crate::render::canvas::{push_polygon, push_round_rect, Canvas, Line};
use crate::render::text::{Align, Style};

/// A symbol in the box of half-size `s` centred on (x, y).
pub(crate) fn symbol(c: &mut Canvas, sym: Symbol, x: f32, y: f32, s: f32, ink: Color) {
    let p = |u: f32, v: f32| (x + u * s, y + v * s);
    match sym {
        Symbol::Tent => {
            c.polygon(&[p(-0.95, 0.7), p(0.0, -0.8), p(0.95, 0.7)], ink);
            // The door.
            c.polygon(&[p(-0.3, 0.7), p(0.0, 0.05), p(0.3, 0.7)], palette::CARD);
            c.line(
                p(0.0, -0.8).0,
                p(0.0, -0.8).1,
                p(0.0, -1.0).0,
                p(0.0, -1.0).1,
                Line::new(ink, s * 0.14),
            );
        }
        Symbol::Hat => {
            let mut pb = PathBuilder::new();
            push_round_rect(
                &mut pb,
                x - 0.95 * s,
                y + 0.25 * s,
                1.9 * s,
                0.32 * s,
                0.16 * s,
            );
            push_round_rect(
                &mut pb,
                x - 0.5 * s,
                y - 0.65 * s,
                1.0 * s,
                1.0 * s,
                0.3 * s,
            );
            if let Some(path) = pb.finish() {
                c.fill_path(&path, ink);
            }
            c.rect(x - 0.5 * s, y - 0.02 * s, s, 0.14 * s, palette::CARD);
        }
        Symbol::Rope => {
            let line = Line::new(ink, s * 0.2);
            c.ring(x - 0.1 * s, y, 0.7 * s, line);
            c.ring(x - 0.1 * s, y, 0.32 * s, line);
            c.line(p(0.6, 0.0).0, y, p(0.95, 0.75).0, p(0.95, 0.75).1, line);
        }
        Symbol::Bottle => {
            let mut pb = PathBuilder::new();
            push_round_rect(
                &mut pb,
                x - 0.42 * s,
                y - 0.2 * s,
                0.84 * s,
                1.1 * s,
                0.22 * s,
            );
            push_polygon(
                &mut pb,
                &[
                    p(-0.42, -0.05),
                    p(-0.15, -0.45),
                    p(0.15, -0.45),
                    p(0.42, -0.05),
                ],
            );
            push_round_rect(
                &mut pb,
                x - 0.15 * s,
                y - 0.8 * s,
                0.3 * s,
                0.45 * s,
                0.05 * s,
            );
            if let Some(path) = pb.finish() {
                c.fill_path(&path, ink);
            }
            // The label.
            c.rect(x - 0.42 * s, y + 0.2 * s, 0.84 * s, 0.3 * s, palette::CARD);
        }
        Symbol::Backpack => {
            c.ring(x, y - 0.55 * s, 0.28 * s, Line::new(ink, s * 0.14));
            c.round_rect(x - 0.65 * s, y - 0.45 * s, 1.3 * s, 1.35 * s, 0.3 * s, ink);
            c.round_rect(
                x - 0.4 * s,
                y + 0.2 * s,
                0.8 * s,
                0.45 * s,
                0.1 * s,
                palette::CARD,
            );
            c.rect(x - 0.4 * s, y + 0.36 * s, 0.8 * s, 0.1 * s, ink);
        }
    }
}

/// A seat's pawn: a circle (seat 1), square (2), diamond (3) or hexagon (4), in the seat's
/// colour, with `mark` (the player's initial) on it.
pub(crate) fn pawn(c: &mut Canvas, seat: usize, mark: &str, x: f32, y: f32, r: f32) {
    let fill = palette::seat_color(seat);
    let edge = if seat % 4 == 3 {
        palette::WHITE
    } else {
        palette::INK
    };
    let outline = Line::new(edge, (r * 0.14).max(1.2));
    let points: Vec<(f32, f32)> = match seat % 4 {
        0 => Vec::new(),
        1 => vec![
            (x - r * 0.88, y - r * 0.88),
            (x + r * 0.88, y - r * 0.88),
            (x + r * 0.88, y + r * 0.88),
            (x - r * 0.88, y + r * 0.88),
        ],
        2 => vec![
            (x, y - r * 1.2),
            (x + r * 1.2, y),
            (x, y + r * 1.2),
            (x - r * 1.2, y),
        ],
        _ => (0..6)
            .map(|k| {
                let a = (k as f32 * 60.0).to_radians();
                (x + r * 1.05 * a.cos(), y + r * 1.05 * a.sin())
            })
            .collect(),
    };
    // A halo, so that the pawn stands out on any ground.
    c.circle(x, y, r * 1.32, palette::WHITE.alpha(150));
    if points.is_empty() {
        c.circle(x, y, r, fill);
        c.ring(x, y, r, outline);
    } else {
        c.polygon(&points, fill);
        if let Some(path) = crate::render::canvas::polygon_path(&points) {
            c.stroke_path(&path, outline);
        }
    }
    let size = if mark.chars().count() > 1 {
        r * 0.95
    } else {
        r * 1.15
    };
    c.text_mid(
        mark,
        x,
        y,
        Style::bold(size, palette::seat_ink(seat)),
        Align::Center,
    );
}

/// An animal tile in the box (x, y, w, h) with `text` on it.
pub(crate) fn animal_tile(
    c: &mut Canvas,
    animal: Animal,
    text: &str,
    (x, y, w, h): (f32, f32, f32, f32),
    size: f32,
) {
    c.round_rect(x, y, w, h, h * 0.25, palette::animal(animal));
    c.round_rect_outline(x, y, w, h, h * 0.25, Line::new(palette::INK, 1.0));
    // An animal's name longer in translation shrinks (to 60%) before it is cut.
    let (t, st) = Style::bold(size, palette::INK).fitted_to(text, w - 4.0, 0.6);
    c.text_mid(&t, x + w / 2.0, y + h / 2.0, st, Align::Center);
}

/// A resource chip in the box (x, y, w, h): the colour with its code, and `text` after the code.
pub(crate) fn resource_chip(
    c: &mut Canvas,
    colour: Colour,
    text: &str,
    (x, y, w, h): (f32, f32, f32, f32),
    size: f32,
) {
    c.round_rect(x, y, w, h, h * 0.25, palette::colour(colour));
    c.round_rect_outline(x, y, w, h, h * 0.25, Line::new(palette::INK, 1.0));
    let st = Style::bold(size, palette::colour_ink(colour));
    let t = st.fit(text, w - 4.0);
    c.text_mid(&t, x + w / 2.0, y + h / 2.0, st, Align::Center);
}
