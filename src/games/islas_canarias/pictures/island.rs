//! One island at any cell size (islas-canarias.md §2.4): the 6 × 6 grid in the sea with its
//! row letters and column numbers, each cell with its colour and mark (waves, roofs, furrows,
//! a peak), the empty areas labelled as the notation names them (`A1` … `F6`), rivers (solid
//! blue) and roads (dashed, pale on dark) on the cell sides, and every building: a house, a
//! palace or a town by its shape, in its colour with its colour's code on it.

use super::palette::{self as pal, Color};
use crate::games::islas_canarias::data::{Area, Cell, Colour};
use crate::games::islas_canarias::state::{Board, Building, Kind};
use crate::render::canvas::{Canvas, Line};
use crate::render::text::{Align, Style};

/// A mark the last ship left on an area, with the number of its step in the arrival's list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Mark {
    /// A settler built its house here.
    Arrived(usize),
    /// A pirate took the house that stood here.
    Taken(usize),
    /// A legal area for the settler whose owner is choosing its area now.
    Choice,
}

/// The sea's width around the grid.
fn frame(s: f32) -> f32 {
    (s * 0.3).round()
}

/// The room left of and above the grid (the sea and the row letters or column numbers).
pub(crate) fn margin(s: f32) -> f32 {
    frame(s) + (s * 0.45).max(12.0)
}

/// The grid's side.
pub(crate) fn side(s: f32) -> f32 {
    6.0 * s
}

/// Draws `board` with its grid's top-left corner at (`x0`, `y0`), cells of `s` pixels.
pub(crate) fn draw(
    c: &mut Canvas,
    board: &Board,
    x0: f32,
    y0: f32,
    s: f32,
    marks: &[(Area, Mark)],
) {
    let island = board.data();
    let f = frame(s);
    c.rect(
        x0 - f,
        y0 - f,
        6.0 * s + 2.0 * f,
        6.0 * s + 2.0 * f,
        pal::SEA,
    );
    let axis = Style::bold((s * 0.36).clamp(10.0, 16.0), pal::INK_SOFT);
    for k in 0..6u8 {
        let mid = f32::from(k) * s + s / 2.0;
        c.text(
            &(k + 1).to_string(),
            x0 + mid,
            y0 - f - 4.0,
            axis,
            Align::Center,
        );
        let row = char::from(b'A' + k).to_string();
        c.text_mid(&row, x0 - f - 4.0, y0 + mid, axis, Align::Right);
    }
    for a in Area::all() {
        let (x, y) = (x0 + f32::from(a.column()) * s, y0 + f32::from(a.row()) * s);
        let cell = island.cells[usize::from(a.0)];
        c.rect(x, y, s - 1.0, s - 1.0, pal::cell(cell));
        cell_mark(c, cell, x, y, s);
        if cell == Cell::Area && board.at(a).is_none() {
            let style = Style::regular((s * 0.3).clamp(8.0, 15.0), pal::AREA_LABEL);
            c.text_mid(&a.label(), x + s / 2.0, y + s / 2.0, style, Align::Center);
        }
    }
    sides(c, &island.rivers, x0, y0, s, |c, a, b| {
        c.capsule(a, b, (s * 0.13).max(3.0), pal::RIVER);
    });
    sides(c, &island.roads, x0, y0, s, |c, a, b| {
        c.capsule(a, b, (s * 0.17).max(4.0), pal::ROAD_EDGE);
        let dash = (s * 0.16).max(3.0);
        c.dashed_capsule(a, b, (s * 0.08).max(2.0), pal::ROAD, (dash, dash * 0.7));
    });
    for a in Area::all() {
        if let Some(b) = board.at(a) {
            let (cx, cy) = (
                x0 + f32::from(a.column()) * s + s / 2.0,
                y0 + f32::from(a.row()) * s + s / 2.0,
            );
            building(c, b, cx, cy, s);
        }
    }
    for &(a, mark) in marks {
        let (x, y) = (x0 + f32::from(a.column()) * s, y0 + f32::from(a.row()) * s);
        if mark == Mark::Choice {
            // A dashed gold frame: dashes are the second cue beside colour.
            let w = (s * 0.08).max(2.0);
            let (l, t, r, b) = (x + w, y + w, x + s - 1.0 - w, y + s - 1.0 - w);
            for (p, q) in [
                ((l, t), (r, t)),
                ((r, t), (r, b)),
                ((r, b), (l, b)),
                ((l, b), (l, t)),
            ] {
                c.dashed_capsule(p, q, w, pal::ARRIVED, (s * 0.14, s * 0.08));
            }
        } else {
            badge(c, mark, x + 1.0, y + 1.0, s);
        }
    }
}

/// Calls `draw` with the two ends of each side (a pair of neighbouring cells).
fn sides(
    c: &mut Canvas,
    list: &[(Area, Area)],
    x0: f32,
    y0: f32,
    s: f32,
    draw: impl Fn(&mut Canvas, (f32, f32), (f32, f32)),
) {
    for &(a, b) in list {
        let (ra, ca) = (f32::from(a.row()), f32::from(a.column()));
        let (rb, cb) = (f32::from(b.row()), f32::from(b.column()));
        if ra == rb {
            let x = x0 + ca.max(cb) * s - 0.5;
            draw(c, (x, y0 + ra * s + 2.0), (x, y0 + (ra + 1.0) * s - 2.0));
        } else {
            let y = y0 + ra.max(rb) * s - 0.5;
            draw(c, (x0 + ca * s + 2.0, y), (x0 + (ca + 1.0) * s - 2.0, y));
        }
    }
}

/// The mark of a cell that is not an area, so that it reads without its colour.
fn cell_mark(c: &mut Canvas, cell: Cell, x: f32, y: f32, s: f32) {
    let line = Line::new(pal::MARK, (s * 0.05).max(1.2));
    match cell {
        Cell::Area => {}
        Cell::Sea => {
            let wave = Line::new(pal::WAVE, (s * 0.06).max(1.2));
            for (dx, dy) in [(0.2, 0.35), (0.45, 0.65)] {
                let (wx, wy) = (x + dx * s, y + dy * s);
                c.line(wx, wy, wx + 0.15 * s, wy - 0.06 * s, wave);
                c.line(wx + 0.15 * s, wy - 0.06 * s, wx + 0.3 * s, wy, wave);
            }
        }
        Cell::Village => {
            // Three roofs.
            for (dx, dy) in [(0.3, 0.38), (0.62, 0.38), (0.46, 0.68)] {
                let (hx, hy) = (x + dx * s, y + dy * s);
                let r = 0.11 * s;
                c.polygon(
                    &[
                        (hx - r, hy + r),
                        (hx - r, hy),
                        (hx, hy - r),
                        (hx + r, hy),
                        (hx + r, hy + r),
                    ],
                    pal::MARK,
                );
            }
        }
        Cell::Farmland => {
            for k in 0..3 {
                let dx = (0.2 + 0.25 * k as f32) * s;
                c.line(x + dx, y + 0.8 * s, x + dx + 0.2 * s, y + 0.2 * s, line);
            }
        }
        Cell::Mountain => {
            c.polygon(
                &[
                    (x + 0.15 * s, y + 0.8 * s),
                    (x + 0.5 * s, y + 0.2 * s),
                    (x + 0.85 * s, y + 0.8 * s),
                ],
                pal::MARK,
            );
            c.polygon(
                &[
                    (x + 0.4 * s, y + 0.37 * s),
                    (x + 0.5 * s, y + 0.2 * s),
                    (x + 0.6 * s, y + 0.37 * s),
                ],
                pal::WHITE,
            );
        }
    }
}

/// The outline of a building's shape, centred on (`cx`, `cy`), `grow` pixels larger.
fn outline(kind: Kind, cx: f32, cy: f32, s: f32, grow: f32) -> Vec<(f32, f32)> {
    let g = grow;
    match kind {
        Kind::House => {
            let (w, h, roof) = (0.24 * s + g, 0.16 * s + g, 0.2 * s + g);
            let base = cy + 0.2 * s + g;
            vec![
                (cx - w, base),
                (cx - w, base - 2.0 * h),
                (cx, base - 2.0 * h - roof),
                (cx + w, base - 2.0 * h),
                (cx + w, base),
            ]
        }
        Kind::Palace => {
            let (w, top, base) = (0.36 * s + g, cy - 0.16 * s - g, cy + 0.24 * s + g);
            let (m, mh) = (0.1 * s, 0.13 * s + g);
            vec![
                (cx - w, base),
                (cx - w, top - mh),
                (cx - w + 2.0 * m, top - mh),
                (cx - w + 2.0 * m, top),
                (cx - m, top),
                (cx - m, top - mh),
                (cx + m, top - mh),
                (cx + m, top),
                (cx + w - 2.0 * m, top),
                (cx + w - 2.0 * m, top - mh),
                (cx + w, top - mh),
                (cx + w, base),
            ]
        }
        Kind::Town => Vec::new(),
    }
}

/// A building: a house (small, with a roof), a palace (wide, with battlements) or a town (a
/// walled circle), in its colour with its colour's code (`or br gn bl be rd`) on it.
pub(crate) fn building(c: &mut Canvas, b: Building, cx: f32, cy: f32, s: f32) {
    let fill = pal::colour(b.colour);
    let text_y = match b.kind {
        Kind::Town => {
            c.circle(cx, cy, 0.44 * s + 1.5, pal::PIECE_EDGE);
            c.circle(cx, cy, 0.44 * s, fill);
            c.ring(
                cx,
                cy,
                0.36 * s,
                Line::new(ink(b.colour), (s * 0.04).max(1.0)),
            );
            cy
        }
        kind => {
            c.polygon(&outline(kind, cx, cy, s, 1.5), pal::PIECE_EDGE);
            c.polygon(&outline(kind, cx, cy, s, 0.0), fill);
            cy + 0.04 * s
        }
    };
    let size = match b.kind {
        Kind::House => 0.26,
        Kind::Palace | Kind::Town => 0.3,
    };
    let style = Style::bold((s * size).max(8.0), ink(b.colour));
    c.text_mid(b.colour.code(), cx, text_y, style, Align::Center);
}

fn ink(c: Colour) -> Color {
    pal::ink_on(c)
}

/// The last ship's mark in a cell's top-left corner, clear of the building's colour code: a
/// round gold badge where a settler built, a square red one where a pirate took a house,
/// with the step's number.
fn badge(c: &mut Canvas, mark: Mark, left: f32, top: f32, s: f32) {
    let r = (s * 0.15).max(6.5);
    let (cx, cy) = (left + r, top + r);
    let (n, ink) = match mark {
        Mark::Arrived(n) => {
            c.circle(cx, cy, r + 1.0, pal::INK);
            c.circle(cx, cy, r, pal::ARRIVED);
            (n, pal::INK)
        }
        Mark::Taken(n) => {
            c.rect(
                cx - r - 1.0,
                cy - r - 1.0,
                2.0 * r + 2.0,
                2.0 * r + 2.0,
                pal::INK,
            );
            c.rect(cx - r, cy - r, 2.0 * r, 2.0 * r, pal::TAKEN);
            (n, pal::WHITE)
        }
        Mark::Choice => return,
    };
    c.text_mid(
        &n.to_string(),
        cx,
        cy,
        Style::bold(r * 1.3, ink),
        Align::Center,
    );
}
