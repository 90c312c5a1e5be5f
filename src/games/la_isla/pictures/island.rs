//! The island picture: the island on the left (1000 × 1000, the positions of la-isla-data.md
//! D2–D7), and a panel on the right with the animal tracks, the sum of the markers' values
//! against the end threshold, the round, the start player, whose turn it is, the piles and
//! the players.

use tiny_skia::PathBuilder;

use super::glyphs::{self, animal_tile};
use super::palette;
use super::say;
use super::{seat_names, step_words};
use crate::games::la_isla::data::{Animal, Colour, Island, Region, Space, Symbol};
use crate::games::la_isla::state::{value, Game, Phase, TOP};
use crate::render::canvas::{waves, Canvas, Line};
use crate::render::names::initials;
use crate::render::text::{Align, Style};
use crate::words::msg;

/// The island's square.
pub(crate) const ISLAND: f32 = 1000.0;
/// The panel beside it.
const PANEL: f32 = 470.0;
pub(crate) const WIDTH: u32 = (ISLAND + PANEL) as u32;
pub(crate) const HEIGHT: u32 = ISLAND as u32;

/// A space's blob and the disc of its glyph.
const BLOB: f32 = 20.0;
const DISC: f32 = 12.5;
/// A pawn's radius on the island.
const PAWN: f32 = 9.5;
/// Distance between the pawns of one space.
const PAWN_STEP: f32 = 20.0;
/// The coast's mean radius, in pixels from the centre.
const COAST_R: f32 = 476.0;

fn polar(r: f32, angle: f32) -> (f32, f32) {
    let (sin, cos) = angle.to_radians().sin_cos();
    (500.0 + 130.0 * r * sin, 500.0 - 130.0 * r * cos)
}

/// An axis-aligned box: left, top, right, bottom.
#[derive(Clone, Copy, Debug)]
struct Boxed(f32, f32, f32, f32);

impl Boxed {
    fn around(x: f32, y: f32, w: f32, h: f32) -> Boxed {
        Boxed(x - w / 2.0, y - h / 2.0, x + w / 2.0, y + h / 2.0)
    }

    /// The gap to a circle (negative when they overlap).
    fn gap_circle(&self, (cx, cy): (f32, f32), r: f32) -> f32 {
        let dx = (self.0 - cx).max(cx - self.2).max(0.0);
        let dy = (self.1 - cy).max(cy - self.3).max(0.0);
        let d = (dx * dx + dy * dy).sqrt();
        if d > 0.0 {
            d - r
        } else {
            // Inside: how deep.
            -r - (cx - self.0)
                .min(self.2 - cx)
                .min(cy - self.1)
                .min(self.3 - cy)
        }
    }

    /// The gap to another box (negative when they overlap).
    fn gap_box(&self, o: &Boxed) -> f32 {
        let dx = (o.0 - self.2).max(self.0 - o.2);
        let dy = (o.1 - self.3).max(self.1 - o.3);
        if dx >= 0.0 || dy >= 0.0 {
            dx.max(0.0).hypot(dy.max(0.0))
        } else {
            dx.max(dy)
        }
    }
}

/// Where a region's value, tile and label go: around its anchor.
fn badge_box(anchor: (f32, f32)) -> Boxed {
    Boxed(
        anchor.0 - 23.0,
        anchor.1 - 26.0,
        anchor.0 + 23.0,
        anchor.1 + 24.0,
    )
}

/// The room the pawns of a space take (up to two side by side without spilling).
fn pawn_box(at: (f32, f32)) -> Boxed {
    Boxed(
        at.0 - PAWN_STEP - 2.0,
        at.1 + BLOB - PAWN - 2.0,
        at.0 + PAWN_STEP + 2.0,
        at.1 + BLOB + PAWN + 2.0,
    )
}

const LABEL_W: f32 = 30.0;
const LABEL_H: f32 = 27.0;

/// Where each space's label goes: the spot near it farthest from the blobs, the room of
/// the pawns, the regions' badges and the labels placed before, leaning outwards. It
/// depends on the assembly only (not on explorers), so labels stay put during a game.
fn label_spots(island: &Island) -> Vec<(f32, f32)> {
    let blobs: Vec<(f32, f32)> = Space::all().map(|s| s.xy()).collect();
    let mut boxes: Vec<Boxed> = island.regions.iter().map(|r| badge_box(r.anchor)).collect();
    boxes.extend(blobs.iter().map(|&b| pawn_box(b)));
    boxes.extend((1..=10).map(|s| {
        let p = polar(3.7, 36.0 * (s as f32 - 1.0) + 18.0);
        Boxed::around(p.0, p.1, 24.0, 24.0)
    }));
    let mut spots = Vec::with_capacity(Space::COUNT);
    for s in Space::all() {
        let (x, y) = s.xy();
        let (ox, oy) = (x - 500.0, y - 500.0);
        let len = ox.hypot(oy).max(1.0);
        let (ox, oy) = (ox / len, oy / len);
        let mut best = (f32::MIN, (x, y + 40.0));
        for dist in [37.0, 46.0] {
            for k in 0..24 {
                let a = (k as f32 * 15.0).to_radians();
                let (dx, dy) = (a.sin(), -a.cos());
                let p = (x + dist * dx, y + dist * dy * 0.9);
                let b = Boxed::around(p.0, p.1, LABEL_W, LABEL_H);
                if b.0 < 2.0 || b.1 < 2.0 || b.2 > ISLAND - 2.0 || b.3 > ISLAND - 2.0 {
                    continue;
                }
                let mut gap = f32::MAX;
                for (i, &c) in blobs.iter().enumerate() {
                    let g = b.gap_circle(c, BLOB + 1.0);
                    gap = gap.min(if i == s.index() { g + 4.0 } else { g });
                }
                for o in &boxes {
                    gap = gap.min(b.gap_box(o));
                }
                // Clearance counts up to a point; past it, outwards and near win.
                let score = gap.min(8.0) + 3.0 * (dx * ox + dy * oy) - 0.1 * dist;
                if score > best.0 {
                    best = (score, p);
                }
            }
        }
        let p = best.1;
        boxes.push(Boxed::around(p.0, p.1, LABEL_W, LABEL_H));
        spots.push(p);
    }
    spots
}

/// The coast: a circle with gentle bays.
fn coast() -> Vec<(f32, f32)> {
    (0..360)
        .map(|k| {
            let a = (k as f32).to_radians();
            let r = COAST_R + 7.0 * (10.0 * a).sin() + 4.0 * (7.0 * a + 1.0).sin();
            (500.0 + r * a.sin(), 500.0 - r * a.cos())
        })
        .collect()
}

fn shrink(p: (f32, f32), to: (f32, f32), k: f32) -> (f32, f32) {
    (to.0 + k * (p.0 - to.0), to.1 + k * (p.1 - to.1))
}

/// A region's shape: the polygon through its spaces shrunk towards its anchor (J1–J5: with
/// the centre first); a coast region is a lens between its two spaces on the sea side.
fn region_path(island: &Island, r: Region) -> Option<tiny_skia::Path> {
    let info = island.region(r);
    let a = info.anchor;
    let mut pb = PathBuilder::new();
    if info.face.starts_with('C') && info.spaces.len() == 2 {
        let p = shrink(info.spaces[0].xy(), a, 0.8);
        let q = shrink(info.spaces[1].xy(), a, 0.8);
        let mid = ((p.0 + q.0) / 2.0, (p.1 + q.1) / 2.0);
        let (ox, oy) = (a.0 - 500.0, a.1 - 500.0);
        let len = ox.hypot(oy).max(1.0);
        let (ox, oy) = (ox / len, oy / len);
        let out = (mid.0 + ox * 95.0, mid.1 + oy * 95.0);
        let inner = (mid.0 + ox * 12.0, mid.1 + oy * 12.0);
        pb.move_to(p.0, p.1);
        pb.quad_to(out.0, out.1, q.0, q.1);
        pb.quad_to(inner.0, inner.1, p.0, p.1);
        pb.close();
    } else {
        let mut points: Vec<(f32, f32)> = Vec::new();
        if info.piece.is_none() {
            points.push((500.0, 500.0));
        }
        points.extend(info.spaces.iter().map(|s| s.xy()));
        let points: Vec<(f32, f32)> = points.iter().map(|&p| shrink(p, a, 0.74)).collect();
        crate::render::canvas::push_polygon(&mut pb, &points);
    }
    pb.finish()
}

pub(crate) fn draw(game: &Game, names: &[String]) -> Canvas {
    let mut c = Canvas::new(WIDTH, HEIGHT, palette::SEA);
    let names = seat_names(game, names);
    let marks = initials(&names);
    draw_island(&mut c, game, &marks);
    draw_panel(&mut c, game, &names, &marks);
    c
}

fn draw_island(c: &mut Canvas, game: &Game, marks: &[String]) {
    let island = &game.island;
    // The sea's waves, where the sea shows.
    let mut pb = PathBuilder::new();
    for row in 0..15 {
        for col in 0..15 {
            let x = 30.0 + col as f32 * 68.0 + if row % 2 == 0 { 0.0 } else { 34.0 };
            let y = 25.0 + row as f32 * 68.0;
            if (x - 500.0).hypot(y - 500.0) > COAST_R + 30.0 && x < ISLAND - 20.0 {
                waves(&mut pb, x, y, 12.0);
            }
        }
    }
    if let Some(p) = pb.finish() {
        c.stroke_path(&p, Line::new(palette::WAVE, 2.0));
    }
    let shore = coast();
    c.polygon(&shore, palette::LAND);
    if let Some(p) = crate::render::canvas::polygon_path(&shore) {
        c.stroke_path(&p, Line::new(palette::COAST, 3.0));
    }
    // Jungle regions.
    for r in (0..Region::COUNT as u8).map(Region) {
        if let Some(p) = region_path(island, r) {
            c.fill_path(&p, palette::JUNGLE);
            c.stroke_path(&p, Line::new(palette::JUNGLE_EDGE, 2.0));
        }
    }
    // Sector numbers on the coast.
    for s in 1..=10 {
        let (x, y) = polar(3.7, 36.0 * (s as f32 - 1.0) + 18.0);
        c.circle(x, y, 11.0, palette::CARD);
        c.ring(x, y, 11.0, Line::new(palette::COAST, 1.5));
        c.text_mid(
            &s.to_string(),
            x,
            y,
            Style::bold(12.0, palette::COAST),
            Align::Center,
        );
    }
    // Spaces.
    for s in Space::all() {
        let (x, y) = s.xy();
        let info = island.space(s);
        c.circle(x, y, BLOB, palette::colour(info.colour));
        c.ring(x, y, BLOB, Line::new(palette::INK, 1.5));
        c.circle(x, y, DISC, palette::CARD);
        glyphs::symbol(c, info.symbol, x, y, 8.5, palette::INK);
    }
    // Labels: the space and its colour's code.
    let spots = label_spots(island);
    for (s, &(x, y)) in Space::all().zip(&spots) {
        let info = island.space(s);
        c.round_rect(
            x - LABEL_W / 2.0,
            y - LABEL_H / 2.0,
            LABEL_W,
            LABEL_H,
            5.0,
            palette::CARD.alpha(225),
        );
        c.text(
            &s.label(),
            x,
            y - 1.0,
            Style::bold(12.5, palette::INK),
            Align::Center,
        );
        c.text(
            info.colour.code(),
            x,
            y + 11.0,
            Style::regular(11.0, palette::INK_SOFT),
            Align::Center,
        );
    }
    // Regions: value, tile or "empty", label.
    for r in (0..Region::COUNT as u8).map(Region) {
        let info = island.region(r);
        let (x, y) = info.anchor;
        c.circle(x, y - 16.0, 9.5, palette::WHITE);
        c.ring(x, y - 16.0, 9.5, Line::new(palette::JUNGLE_EDGE, 1.5));
        c.text_mid(
            &info.value.to_string(),
            x,
            y - 16.0,
            Style::bold(13.0, palette::INK),
            Align::Center,
        );
        let tile = (x - 22.0, y - 7.0, 44.0, 17.0);
        match game.tiles.get(r.index()).copied().flatten() {
            Some(animal) => animal_tile(c, animal, &say(&animal.msg()), tile, 11.0),
            None => {
                c.round_rect(tile.0, tile.1, tile.2, tile.3, 4.0, palette::JUNGLE_EDGE);
                c.text_mid(
                    &say(&msg!("la-isla-pic-empty")),
                    x,
                    y + 1.5,
                    Style::regular(10.5, palette::WHITE),
                    Align::Center,
                );
            }
        }
        let st = Style::bold(9.5, palette::WHITE);
        let label = r.label();
        let w = st.width(&label) + 6.0;
        c.round_rect(x - w / 2.0, y + 11.0, w, 12.0, 3.0, palette::JUNGLE_EDGE);
        c.text(&label, x, y + 20.5, st, Align::Center);
    }
    // Explorers: every player's, side by side on a space, under it or over it, wherever
    // they cover less of the badges and labels around.
    let mut around: Vec<Boxed> = island.regions.iter().map(|r| badge_box(r.anchor)).collect();
    around.extend(
        spots
            .iter()
            .map(|&(x, y)| Boxed::around(x, y, LABEL_W, LABEL_H)),
    );
    for s in Space::all() {
        let on: Vec<usize> = game
            .players
            .iter()
            .enumerate()
            .flat_map(|(seat, p)| p.on.iter().filter(|&&o| o == s).map(move |_| seat))
            .collect();
        if on.is_empty() {
            continue;
        }
        let (x, y) = s.xy();
        let n = on.len() as f32;
        let row_w = (n - 1.0) * PAWN_STEP + 2.0 * PAWN;
        let gap = |py: f32| {
            let b = Boxed::around(x, py, row_w, 2.0 * PAWN);
            let mut g = around.iter().map(|o| b.gap_box(o)).fold(f32::MAX, f32::min);
            for o in Space::all().filter(|&o| o != s) {
                g = g.min(b.gap_circle(o.xy(), BLOB));
            }
            g.min(4.0)
        };
        let (below, above) = (y + BLOB, y - BLOB);
        let py = if gap(above) > gap(below) {
            above
        } else {
            below
        };
        for (i, &seat) in on.iter().enumerate() {
            let px = x + (i as f32 - (n - 1.0) / 2.0) * PAWN_STEP;
            let mark = marks.get(seat).map_or("?", String::as_str);
            glyphs::pawn(c, seat, mark, px, py, PAWN);
        }
    }
}

const PX: f32 = ISLAND + 22.0;
const PW: f32 = PANEL - 44.0;

fn draw_panel(c: &mut Canvas, game: &Game, names: &[String], marks: &[String]) {
    c.rect(ISLAND, 0.0, PANEL, ISLAND, palette::PAPER);
    c.line(ISLAND, 0.0, ISLAND, ISLAND, Line::new(palette::RULE, 2.0));
    c.text(
        "La Isla",
        PX,
        46.0,
        Style::bold(30.0, palette::INK),
        Align::Left,
    );
    let st = Style::regular(18.0, palette::INK_SOFT);
    c.text(&step_words(game), PX, 76.0, st, Align::Left);

    // Whose move it is.
    let mut y = 104.0;
    let bold = Style::bold(17.0, palette::INK);
    let name_of = |seat: usize| names.get(seat).cloned().unwrap_or_default();
    match game.phase {
        Phase::Turns => {
            if let Some(seat) = game.actor() {
                glyphs::pawn(c, seat, &marks[seat], PX + 11.0, y + 10.0, 10.0);
                let t = bold.fit(
                    &say(&msg!("la-isla-pic-to-act-c", player = name_of(seat))),
                    PW - 30.0,
                );
                c.text_mid(&t, PX + 30.0, y + 10.0, bold, Align::Left);
            }
        }
        Phase::Assign => {
            let waiting = game.assigning();
            let t = say(&msg!(
                "la-isla-pic-assigning-ready",
                ready = game.players() - waiting.len(),
                players = game.players()
            ));
            c.text_mid(&t, PX, y + 10.0, bold, Align::Left);
        }
        Phase::Over => {
            c.text_mid(
                &say(&msg!("la-isla-pic-over")),
                PX,
                y + 10.0,
                bold,
                Align::Left,
            );
        }
    }
    y += 30.0;
    let reg = Style::regular(16.0, palette::INK);
    let start = game.start.min(game.players().saturating_sub(1));
    glyphs::pawn(c, start, &marks[start], PX + 11.0, y + 10.0, 8.0);
    let t = reg.fit(
        &say(&msg!(
            "la-isla-pic-start-player-is",
            player = name_of(start)
        )),
        PW - 30.0,
    );
    c.text_mid(&t, PX + 30.0, y + 10.0, reg, Align::Left);
    y += 26.0;
    let t = say(&msg!(
        "la-isla-pic-piles",
        draw = game.draw.len(),
        discard = game.discard.len()
    ));
    c.text_mid(
        &t,
        PX,
        y + 10.0,
        Style::regular(16.0, palette::INK_SOFT),
        Align::Left,
    );
    y += 34.0;

    y = players_box(c, game, names, marks, y);
    y = tracks_box(c, game, y + 16.0);
    key_box(c, y + 16.0);
}

/// The players: pawn, name, score, explorers in supply, and this step's status.
fn players_box(c: &mut Canvas, game: &Game, names: &[String], marks: &[String], y: f32) -> f32 {
    let row = 46.0;
    let h = 34.0 + row * game.players() as f32 + 6.0;
    c.round_rect(PX - 8.0, y, PW + 16.0, h, 8.0, palette::CARD);
    c.round_rect_outline(
        PX - 8.0,
        y,
        PW + 16.0,
        h,
        8.0,
        Line::new(palette::RULE, 1.0),
    );
    let head = Style::bold(13.0, palette::INK_SOFT);
    c.text(
        &say(&msg!("la-isla-pic-players")),
        PX + 4.0,
        y + 22.0,
        head,
        Align::Left,
    );
    c.text("VP", PX + 250.0, y + 22.0, head, Align::Right);
    c.text(
        &say(&msg!("la-isla-pic-explorers-head")),
        PX + 268.0,
        y + 22.0,
        head,
        Align::Left,
    );
    let waiting = game.assigning();
    for (seat, p) in game.players.iter().enumerate() {
        let cy = y + 34.0 + row * seat as f32 + row / 2.0;
        if seat % 2 == 1 {
            c.rect(PX - 7.0, cy - row / 2.0, PW + 14.0, row, palette::STRIPE);
        }
        glyphs::pawn(c, seat, &marks[seat], PX + 14.0, cy, 11.0);
        let st = Style::bold(16.0, palette::INK);
        let name = st.fit(&names[seat], 170.0);
        c.text(&name, PX + 34.0, cy - 2.0, st, Align::Left);
        let to_act = !p.resigned && game.phase == Phase::Turns && game.actor() == Some(seat);
        let status = match game.phase {
            _ if p.resigned => say(&msg!("la-isla-pic-left")),
            Phase::Assign if waiting.contains(&seat) => say(&msg!("la-isla-pic-choosing-cards")),
            Phase::Assign => say(&msg!("la-isla-pic-cards-assigned")),
            Phase::Turns if to_act => say(&msg!("la-isla-pic-to-act")),
            Phase::Turns => String::new(),
            Phase::Over => String::new(),
        };
        let colour = if to_act {
            palette::TURN
        } else {
            palette::INK_SOFT
        };
        let sub = format!(
            "{}{}",
            palette::seat_word(seat),
            if status.is_empty() {
                String::new()
            } else {
                format!(" \u{b7} {status}")
            }
        );
        c.text(
            &sub,
            PX + 34.0,
            cy + 15.0,
            Style::regular(13.0, colour),
            Align::Left,
        );
        c.text_mid(
            &p.score.to_string(),
            PX + 250.0,
            cy,
            Style::bold(20.0, palette::INK),
            Align::Right,
        );
        let general = game.general.get(seat).copied().unwrap_or(0);
        c.text_mid(
            &say(&msg!("la-isla-pic-in-supply", n = p.supply)),
            PX + 268.0,
            cy - 8.0,
            Style::regular(14.0, palette::INK),
            Align::Left,
        );
        c.text_mid(
            &say(&msg!("la-isla-pic-on-island", on = p.on.len(), general)),
            PX + 268.0,
            cy + 9.0,
            Style::regular(12.0, palette::INK_SOFT),
            Align::Left,
        );
    }
    y + h
}

/// The five animal tracks, positions 0–15 in their value areas, each marker with its value;
/// the sum of the values against the end threshold.
fn tracks_box(c: &mut Canvas, game: &Game, y: f32) -> f32 {
    let row = 36.0;
    let h = 62.0 + row * 5.0 + 50.0;
    c.round_rect(PX - 8.0, y, PW + 16.0, h, 8.0, palette::CARD);
    c.round_rect_outline(
        PX - 8.0,
        y,
        PW + 16.0,
        h,
        8.0,
        Line::new(palette::RULE, 1.0),
    );
    let head = Style::bold(13.0, palette::INK_SOFT);
    c.text(
        &say(&msg!("la-isla-pic-animal-tracks")),
        PX + 4.0,
        y + 22.0,
        head,
        Align::Left,
    );
    let x0 = PX + 72.0;
    let cell = (PW - 76.0) / f32::from(TOP + 1);
    // The value of each area over it.
    c.text(
        &say(&msg!("la-isla-pic-area-value")),
        x0 - 8.0,
        y + 46.0,
        Style::regular(11.0, palette::INK_SOFT),
        Align::Right,
    );
    for v in 0..=5u8 {
        let first = 3 * v;
        let last = (3 * v + 2).min(TOP);
        let cx = x0 + cell * (f32::from(first) + f32::from(last) + 1.0) / 2.0;
        c.text(
            &v.to_string(),
            cx,
            y + 46.0,
            Style::bold(12.0, palette::INK_SOFT),
            Align::Center,
        );
    }
    for (i, animal) in Animal::ALL.into_iter().enumerate() {
        let ty = y + 56.0 + row * i as f32;
        animal_tile(
            c,
            animal,
            &say(&animal.msg()),
            (PX, ty + 6.0, 62.0, 22.0),
            13.0,
        );
        for pos in 0..=TOP {
            let area = value(pos);
            let fill = if area.is_multiple_of(2) {
                palette::AREA_A
            } else {
                palette::AREA_B
            };
            let x = x0 + cell * f32::from(pos);
            c.rect(x, ty + 4.0, cell, 26.0, fill);
            c.line(x, ty + 4.0, x, ty + 30.0, Line::new(palette::RULE, 0.8));
            c.text(
                &pos.to_string(),
                x + cell / 2.0,
                ty + 28.0,
                Style::regular(8.0, palette::INK_FAINT),
                Align::Center,
            );
        }
        c.round_rect_outline(
            x0,
            ty + 4.0,
            cell * f32::from(TOP + 1),
            26.0,
            2.0,
            Line::new(palette::RULE, 1.0),
        );
        let pos = game.markers[i].min(TOP);
        let mx = x0 + cell * (f32::from(pos) + 0.5);
        c.circle(mx, ty + 15.0, cell * 0.48, palette::MARKER);
        c.text_mid(
            &value(pos).to_string(),
            mx,
            ty + 15.0,
            Style::bold(12.0, palette::WHITE),
            Align::Center,
        );
    }
    // The sum against the threshold.
    let sy = y + 56.0 + row * 5.0 + 8.0;
    let sum = game.marker_sum();
    let limit = game.threshold();
    let st = Style::bold(15.0, palette::INK);
    c.text(
        &say(&msg!("la-isla-pic-marker-sum", sum, limit)),
        PX + 4.0,
        sy + 12.0,
        st,
        Align::Left,
    );
    let bw = PW - 8.0;
    c.round_rect(PX + 4.0, sy + 22.0, bw, 10.0, 5.0, palette::AREA_A);
    let frac = (f32::from(sum) / f32::from(limit.max(1))).min(1.0);
    if frac > 0.0 {
        let fill = if sum >= limit {
            palette::TURN
        } else {
            palette::MARKER
        };
        c.round_rect(PX + 4.0, sy + 22.0, bw * frac, 10.0, 5.0, fill);
    }
    y + h
}

/// What the colour codes and the symbols stand for.
fn key_box(c: &mut Canvas, y: f32) {
    if y + 56.0 > ISLAND {
        return;
    }
    let w = (PW + 8.0) / 5.0;
    for (i, colour) in Colour::ALL.into_iter().enumerate() {
        let x = PX - 4.0 + w * i as f32;
        glyphs::resource_chip(c, colour, colour.code(), (x, y, w - 6.0, 22.0), 13.0);
        let style = Style::regular(12.0, palette::INK_SOFT);
        let (landscape, style) = style.fitted(&say(&colour.landscape_msg()), w - 6.0);
        c.text(
            &landscape,
            x + (w - 6.0) / 2.0,
            y + 38.0,
            style,
            Align::Center,
        );
    }
    // The symbols.
    let y = y + 58.0;
    if y + 50.0 > ISLAND {
        return;
    }
    for (i, symbol) in Symbol::ALL.into_iter().enumerate() {
        let x = PX - 4.0 + w * i as f32 + (w - 6.0) / 2.0;
        c.circle(x, y + 14.0, 15.0, palette::CARD);
        c.ring(x, y + 14.0, 15.0, Line::new(palette::RULE, 1.0));
        glyphs::symbol(c, symbol, x, y + 14.0, 9.0, palette::INK);
        c.text(
            &say(&symbol.msg()),
            x,
            y + 46.0,
            Style::regular(12.0, palette::INK_SOFT),
            Align::Center,
        );
    }
}
