//! Symbols drawn in code (original art): a glyph for each of the 24 facilities, and the
//! texture marks of the four land types.
//!
//! A glyph is designed in a unit box (−1…1 on both axes, y down) and drawn in one colour:
//! filled shapes, then cut-outs in the cell's colour, then strokes. The codes printed
//! beside the glyphs keep them readable whatever the glyph looks like at a small size.

use tiny_skia::{Path, PathBuilder};

use super::palette::{self, Color};
use crate::games::combi_nations::{Facility, Land};
use crate::render::canvas::{push_polygon, push_round_rect, Canvas, Line};

/// Builds one glyph at a place and size.
struct Pen {
    cx: f32,
    cy: f32,
    r: f32,
    fill: PathBuilder,
    cut: PathBuilder,
    stroke: PathBuilder,
    dashed: PathBuilder,
}

impl Pen {
    fn new(cx: f32, cy: f32, r: f32) -> Pen {
        Pen {
            cx,
            cy,
            r,
            fill: PathBuilder::new(),
            cut: PathBuilder::new(),
            stroke: PathBuilder::new(),
            dashed: PathBuilder::new(),
        }
    }

    fn p(&self, x: f32, y: f32) -> (f32, f32) {
        (self.cx + x * self.r, self.cy + y * self.r)
    }

    fn pts(&self, pts: &[(f32, f32)]) -> Vec<(f32, f32)> {
        pts.iter().map(|&(x, y)| self.p(x, y)).collect()
    }

    fn poly(&mut self, pts: &[(f32, f32)]) {
        let pts = self.pts(pts);
        push_polygon(&mut self.fill, &pts);
    }

    fn cut_poly(&mut self, pts: &[(f32, f32)]) {
        let pts = self.pts(pts);
        push_polygon(&mut self.cut, &pts);
    }

    fn dot(&mut self, x: f32, y: f32, rad: f32) {
        let (x, y) = self.p(x, y);
        self.fill.push_circle(x, y, rad * self.r);
    }

    fn cut_dot(&mut self, x: f32, y: f32, rad: f32) {
        let (x, y) = self.p(x, y);
        self.cut.push_circle(x, y, rad * self.r);
    }

    fn ring(&mut self, x: f32, y: f32, rad: f32) {
        let (x, y) = self.p(x, y);
        self.stroke.push_circle(x, y, rad * self.r);
    }

    fn oval(&mut self, x: f32, y: f32, rx: f32, ry: f32) {
        let (x, y) = self.p(x, y);
        if let Some(rect) = tiny_skia::Rect::from_xywh(
            x - rx * self.r,
            y - ry * self.r,
            2.0 * rx * self.r,
            2.0 * ry * self.r,
        ) {
            self.fill.push_oval(rect);
        }
    }

    fn cut_oval(&mut self, x: f32, y: f32, rx: f32, ry: f32) {
        let (x, y) = self.p(x, y);
        if let Some(rect) = tiny_skia::Rect::from_xywh(
            x - rx * self.r,
            y - ry * self.r,
            2.0 * rx * self.r,
            2.0 * ry * self.r,
        ) {
            self.cut.push_oval(rect);
        }
    }

    fn rect(&mut self, x: f32, y: f32, w: f32, h: f32) {
        self.poly(&[(x, y), (x + w, y), (x + w, y + h), (x, y + h)]);
    }

    fn round_rect(&mut self, x: f32, y: f32, w: f32, h: f32, rad: f32) {
        let (px, py) = self.p(x, y);
        push_round_rect(&mut self.fill, px, py, w * self.r, h * self.r, rad * self.r);
    }

    fn cut_rect(&mut self, x: f32, y: f32, w: f32, h: f32) {
        self.cut_poly(&[(x, y), (x + w, y), (x + w, y + h), (x, y + h)]);
    }

    fn cut_round_rect(&mut self, x: f32, y: f32, w: f32, h: f32, rad: f32) {
        let (px, py) = self.p(x, y);
        push_round_rect(&mut self.cut, px, py, w * self.r, h * self.r, rad * self.r);
    }

    fn line(&mut self, x0: f32, y0: f32, x1: f32, y1: f32) {
        let (a, b) = (self.p(x0, y0), self.p(x1, y1));
        self.stroke.move_to(a.0, a.1);
        self.stroke.line_to(b.0, b.1);
    }

    fn curve(&mut self, pts: [(f32, f32); 4], dashed: bool) {
        let [a, b, c, d] = pts.map(|(x, y)| self.p(x, y));
        let pb = if dashed {
            &mut self.dashed
        } else {
            &mut self.stroke
        };
        pb.move_to(a.0, a.1);
        pb.cubic_to(b.0, b.1, c.0, c.1, d.0, d.1);
    }

    fn finish(self, canvas: &mut Canvas, ink: Color, bg: Color) {
        let w = (0.13 * self.r).max(1.0);
        let done = |pb: PathBuilder| -> Option<Path> { pb.finish() };
        if let Some(p) = done(self.fill) {
            canvas.fill_path(&p, ink);
        }
        if let Some(p) = done(self.cut) {
            canvas.fill_path(&p, bg);
        }
        if let Some(p) = done(self.stroke) {
            canvas.stroke_path(&p, Line::new(ink, w));
        }
        if let Some(p) = done(self.dashed) {
            let mut line = Line::new(ink, w);
            line.dash = Some((w * 1.6, w * 1.4));
            line.round = false;
            canvas.stroke_path(&p, line);
        }
    }
}

/// Draws `f`'s glyph, of half-size `r`, centred on (cx, cy), in `ink` on a cell of colour `bg`.
pub(crate) fn facility(
    canvas: &mut Canvas,
    f: Facility,
    cx: f32,
    cy: f32,
    r: f32,
    ink: Color,
    bg: Color,
) {
    let mut g = Pen::new(cx, cy, r);
    match f {
        Facility::WildlifePark => {
            // A paw print.
            g.oval(0.0, 0.32, 0.42, 0.34);
            g.dot(-0.58, -0.18, 0.17);
            g.dot(-0.22, -0.52, 0.18);
            g.dot(0.22, -0.52, 0.18);
            g.dot(0.58, -0.18, 0.17);
        }
        Facility::GolfCourse => {
            // A flag in the hole, and a ball.
            g.line(-0.15, 0.7, -0.15, -0.85);
            g.poly(&[(-0.15, -0.88), (0.65, -0.58), (-0.15, -0.3)]);
            g.oval(-0.15, 0.75, 0.55, 0.14);
            g.dot(0.5, 0.45, 0.14);
        }
        Facility::FunPark => {
            // A Ferris wheel.
            g.ring(0.0, -0.2, 0.6);
            for k in 0..4 {
                let a = k as f32 * std::f32::consts::FRAC_PI_4;
                let (dx, dy) = (0.6 * a.cos(), 0.6 * a.sin());
                g.line(-dx, -0.2 - dy, dx, -0.2 + dy);
            }
            for k in 0..8 {
                let a = k as f32 * std::f32::consts::FRAC_PI_4 + 0.39;
                g.dot(0.62 * a.cos(), -0.2 + 0.62 * a.sin(), 0.11);
            }
            g.line(0.0, -0.2, -0.45, 0.85);
            g.line(0.0, -0.2, 0.45, 0.85);
            g.line(-0.65, 0.85, 0.65, 0.85);
        }
        Facility::TourBoat => {
            // A boat with a cabin, on a wave.
            g.poly(&[(-0.9, 0.1), (0.9, 0.1), (0.6, 0.5), (-0.6, 0.5)]);
            g.rect(-0.5, -0.3, 0.75, 0.42);
            g.rect(0.05, -0.65, 0.2, 0.35);
            g.cut_dot(-0.3, -0.1, 0.08);
            g.cut_dot(-0.02, -0.1, 0.08);
            g.curve(
                [(-0.9, 0.78), (-0.45, 0.58), (-0.2, 0.98), (0.1, 0.78)],
                false,
            );
            g.curve([(0.1, 0.78), (0.4, 0.58), (0.65, 0.98), (0.9, 0.78)], false);
        }
        Facility::Restaurant => {
            // A fork and a knife.
            g.line(-0.4, -0.85, -0.4, 0.85);
            g.line(-0.65, -0.85, -0.65, -0.35);
            g.line(-0.15, -0.85, -0.15, -0.35);
            g.curve(
                [(-0.65, -0.35), (-0.65, -0.1), (-0.15, -0.1), (-0.15, -0.35)],
                false,
            );
            g.poly(&[(0.3, -0.88), (0.65, -0.55), (0.65, 0.05), (0.3, 0.05)]);
            g.round_rect(0.33, 0.0, 0.22, 0.88, 0.1);
        }
        Facility::TourOperator => {
            // A map pin.
            g.dot(0.0, -0.3, 0.52);
            g.poly(&[(-0.46, -0.05), (0.46, -0.05), (0.0, 0.9)]);
            g.cut_dot(0.0, -0.3, 0.2);
        }
        Facility::CampSite => {
            // A tent.
            g.poly(&[(0.0, -0.75), (0.85, 0.7), (-0.85, 0.7)]);
            g.cut_poly(&[(0.0, -0.05), (0.3, 0.7), (-0.3, 0.7)]);
            g.line(-0.95, 0.72, 0.95, 0.72);
            g.line(-0.2, -0.98, 0.0, -0.7);
            g.line(0.2, -0.98, 0.0, -0.7);
        }
        Facility::HikersCabins => {
            // Two A-frame cabins.
            g.poly(&[(-0.42, -0.7), (0.05, 0.7), (-0.9, 0.7)]);
            g.poly(&[(0.42, -0.35), (0.9, 0.7), (-0.05, 0.7)]);
            g.cut_rect(-0.55, 0.25, 0.26, 0.45);
            g.cut_rect(0.31, 0.35, 0.22, 0.35);
            g.line(-0.95, 0.72, 0.95, 0.72);
        }
        Facility::Farm => {
            // A barn with a gambrel roof and a crossed door.
            g.poly(&[
                (-0.75, -0.2),
                (-0.45, -0.72),
                (0.45, -0.72),
                (0.75, -0.2),
                (0.75, 0.8),
                (-0.75, 0.8),
            ]);
            g.cut_rect(-0.32, 0.15, 0.64, 0.65);
            g.cut_rect(-0.16, -0.45, 0.32, 0.22);
            g.line(-0.32, 0.15, 0.32, 0.8);
            g.line(0.32, 0.15, -0.32, 0.8);
        }
        Facility::Mall => {
            // A shopping bag.
            g.round_rect(-0.65, -0.35, 1.3, 1.2, 0.12);
            g.curve(
                [(-0.32, -0.35), (-0.32, -1.0), (0.32, -1.0), (0.32, -0.35)],
                false,
            );
            g.cut_dot(-0.32, -0.1, 0.08);
            g.cut_dot(0.32, -0.1, 0.08);
        }
        Facility::Harbor => {
            // An anchor.
            g.ring(0.0, -0.68, 0.16);
            g.line(0.0, -0.52, 0.0, 0.82);
            g.line(-0.42, -0.3, 0.42, -0.3);
            g.curve(
                [(-0.72, 0.25), (-0.6, 0.75), (-0.25, 0.85), (0.0, 0.85)],
                false,
            );
            g.curve(
                [(0.72, 0.25), (0.6, 0.75), (0.25, 0.85), (0.0, 0.85)],
                false,
            );
            g.poly(&[(-0.72, 0.05), (-0.9, 0.35), (-0.55, 0.35)]);
            g.poly(&[(0.72, 0.05), (0.9, 0.35), (0.55, 0.35)]);
        }
        Facility::HikingTrails => {
            // A dashed winding trail to a flag.
            g.curve(
                [(-0.85, 0.85), (0.4, 0.75), (-0.7, -0.1), (0.35, -0.35)],
                true,
            );
            g.line(0.35, -0.3, 0.35, -0.95);
            g.poly(&[(0.35, -0.95), (0.88, -0.78), (0.35, -0.6)]);
        }
        Facility::Market => {
            // A stall with a striped, scalloped awning.
            g.rect(-0.85, -0.7, 1.7, 0.45);
            for k in 0..5 {
                g.dot(-0.68 + 0.34 * k as f32, -0.25, 0.17);
            }
            g.cut_rect(-0.51, -0.62, 0.34, 0.3);
            g.cut_rect(0.17, -0.62, 0.34, 0.3);
            g.line(-0.72, -0.1, -0.72, 0.85);
            g.line(0.72, -0.1, 0.72, 0.85);
            g.rect(-0.85, 0.3, 1.7, 0.2);
        }
        Facility::Metro => {
            // The front of a train on its rails.
            g.round_rect(-0.6, -0.85, 1.2, 1.4, 0.25);
            g.cut_round_rect(-0.44, -0.65, 0.88, 0.45, 0.08);
            g.cut_dot(-0.32, 0.25, 0.11);
            g.cut_dot(0.32, 0.25, 0.11);
            g.line(-0.4, 0.6, -0.7, 0.95);
            g.line(0.4, 0.6, 0.7, 0.95);
        }
        Facility::DivingSchool => {
            // A diving mask, a snorkel and bubbles.
            g.round_rect(-0.85, -0.3, 0.78, 0.62, 0.2);
            g.round_rect(-0.07, -0.3, 0.78, 0.62, 0.2);
            g.cut_round_rect(-0.72, -0.18, 0.55, 0.38, 0.12);
            g.cut_round_rect(0.03, -0.18, 0.55, 0.38, 0.12);
            g.curve(
                [(0.85, -0.75), (0.85, 0.3), (0.85, 0.6), (0.35, 0.6)],
                false,
            );
            g.ring(-0.35, -0.72, 0.12);
            g.ring(0.1, -0.82, 0.08);
        }
        Facility::Watchtower => {
            // A lookout on stilts.
            g.poly(&[(-0.62, -0.62), (0.0, -0.98), (0.62, -0.62)]);
            g.rect(-0.45, -0.62, 0.9, 0.38);
            g.cut_rect(-0.3, -0.55, 0.6, 0.18);
            g.line(-0.35, -0.24, -0.62, 0.88);
            g.line(0.35, -0.24, 0.62, 0.88);
            g.line(-0.45, 0.18, 0.5, 0.55);
            g.line(0.45, 0.18, -0.5, 0.55);
        }
        Facility::Viewpoint => {
            // Binoculars.
            g.dot(-0.42, 0.25, 0.38);
            g.dot(0.42, 0.25, 0.38);
            g.round_rect(-0.65, -0.55, 0.42, 0.75, 0.1);
            g.round_rect(0.23, -0.55, 0.42, 0.75, 0.1);
            g.rect(-0.25, -0.35, 0.5, 0.3);
            g.cut_dot(-0.42, 0.25, 0.2);
            g.cut_dot(0.42, 0.25, 0.2);
        }
        Facility::Bank => {
            // A temple front: pediment, columns, steps.
            g.poly(&[(-0.9, -0.4), (0.0, -0.92), (0.9, -0.4)]);
            for k in 0..4 {
                g.rect(-0.72 + 0.42 * k as f32, -0.3, 0.2, 0.85);
            }
            g.rect(-0.9, 0.6, 1.8, 0.22);
            g.cut_dot(0.0, -0.56, 0.09);
        }
        Facility::Zoo => {
            // A bear's head.
            g.dot(-0.48, -0.45, 0.24);
            g.dot(0.48, -0.45, 0.24);
            g.dot(0.0, 0.1, 0.65);
            g.cut_dot(-0.24, -0.02, 0.1);
            g.cut_dot(0.24, -0.02, 0.1);
            g.cut_oval(0.0, 0.38, 0.27, 0.2);
            g.ring(0.0, 0.3, 0.04);
        }
        Facility::Hotel => {
            // A bed.
            g.rect(-0.88, -0.6, 0.18, 1.4);
            g.rect(-0.88, 0.12, 1.76, 0.32);
            g.rect(0.7, 0.44, 0.18, 0.36);
            g.round_rect(-0.62, -0.2, 0.45, 0.26, 0.1);
            g.round_rect(-0.1, -0.12, 0.98, 0.18, 0.06);
        }
        Facility::Airport => {
            // An aeroplane seen from above.
            g.round_rect(-0.13, -0.92, 0.26, 1.8, 0.13);
            g.poly(&[
                (-0.92, 0.05),
                (0.0, -0.4),
                (0.92, 0.05),
                (0.92, 0.22),
                (0.0, 0.02),
                (-0.92, 0.22),
            ]);
            g.poly(&[
                (-0.4, 0.78),
                (0.0, 0.52),
                (0.4, 0.78),
                (0.4, 0.9),
                (-0.4, 0.9),
            ]);
        }
        Facility::Customs => {
            // A barrier across the road: post and striped bar.
            g.rect(-0.85, -0.35, 0.24, 1.1);
            g.rect(-1.0, 0.72, 0.54, 0.14);
            g.rect(-0.61, -0.2, 1.55, 0.26);
            for k in 0..3 {
                g.cut_rect(-0.38 + 0.45 * k as f32, -0.15, 0.2, 0.16);
            }
            g.line(0.75, 0.06, 0.75, 0.8);
        }
        Facility::RaceTrack => {
            // A chequered flag.
            g.line(-0.72, -0.9, -0.72, 0.92);
            let (x0, y0, w, h) = (-0.72, -0.88, 1.56, 0.96);
            let (cols, rows) = (4, 3);
            for i in 0..cols {
                for j in 0..rows {
                    if (i + j) % 2 == 0 {
                        g.rect(
                            x0 + w * i as f32 / cols as f32,
                            y0 + h * j as f32 / rows as f32,
                            w / cols as f32,
                            h / rows as f32,
                        );
                    }
                }
            }
            g.line(x0, y0, x0 + w, y0);
            g.line(x0 + w, y0, x0 + w, y0 + h);
            g.line(x0, y0 + h, x0 + w, y0 + h);
        }
        Facility::BirdConservation => {
            // A bird.
            g.oval(-0.05, 0.15, 0.55, 0.32);
            g.dot(0.45, -0.28, 0.24);
            g.poly(&[(0.62, -0.36), (0.95, -0.22), (0.62, -0.14)]);
            g.poly(&[(-0.45, 0.0), (-0.98, -0.25), (-0.85, 0.3)]);
            g.cut_dot(0.5, -0.33, 0.06);
            g.curve(
                [(-0.35, 0.05), (-0.1, 0.35), (0.2, 0.3), (0.3, 0.05)],
                false,
            );
            g.line(-0.05, 0.45, -0.1, 0.85);
            g.line(0.15, 0.45, 0.2, 0.85);
        }
    }
    g.finish(canvas, ink, bg);
}

/// The places of the texture marks in a land cell of circumradius `s`, from its centre.
pub(crate) fn texture_spots(s: f32) -> [(f32, f32); 3] {
    [(-0.4 * s, 0.08 * s), (0.4 * s, 0.08 * s), (0.0, 0.56 * s)]
}

/// Draws texture marks of half-size `u` for a land type at each of `at`: forest trees,
/// grass tufts, city blocks, lake waves.
pub(crate) fn textures(canvas: &mut Canvas, land: Land, at: &[(f32, f32)], u: f32) {
    if at.is_empty() || u <= 0.0 {
        return;
    }
    let mut pb = PathBuilder::new();
    let stroked = matches!(land, Land::Grass | Land::Lake);
    for &(x, y) in at {
        match land {
            Land::Forest => {
                push_polygon(
                    &mut pb,
                    &[
                        (x, y - u),
                        (x + 0.72 * u, y + 0.5 * u),
                        (x + 0.16 * u, y + 0.5 * u),
                        (x + 0.16 * u, y + 0.95 * u),
                        (x - 0.16 * u, y + 0.95 * u),
                        (x - 0.16 * u, y + 0.5 * u),
                        (x - 0.72 * u, y + 0.5 * u),
                    ],
                );
            }
            Land::Grass => {
                for (bx, tx, ty) in [(-0.2, -0.75, -0.45), (0.0, 0.0, -0.9), (0.2, 0.75, -0.45)] {
                    pb.move_to(x + bx * u, y + 0.7 * u);
                    pb.line_to(x + tx * u, y + ty * u);
                }
            }
            Land::City => {
                for (bx, bw, bh) in [(-0.9, 0.5, 1.1), (-0.32, 0.6, 1.7), (0.36, 0.54, 1.3)] {
                    push_polygon(
                        &mut pb,
                        &[
                            (x + bx * u, y + 0.8 * u),
                            (x + (bx + bw) * u, y + 0.8 * u),
                            (x + (bx + bw) * u, y + (0.8 - bh) * u),
                            (x + bx * u, y + (0.8 - bh) * u),
                        ],
                    );
                }
            }
            Land::Lake => {
                crate::render::canvas::waves(&mut pb, x, y, u);
            }
        }
    }
    if let Some(p) = pb.finish() {
        let color = palette::land_mark(land);
        if stroked {
            canvas.stroke_path(&p, Line::new(color, (u * 0.27).max(1.0)));
        } else {
            canvas.fill_path(&p, color);
        }
    }
    if land == Land::City {
        // Windows: light dots on the blocks.
        let mut pb = PathBuilder::new();
        for &(x, y) in at {
            for (wx, wy) in [(-0.65, 0.2), (-0.02, -0.5), (-0.02, 0.2), (0.63, -0.15)] {
                let (px, py) = (x + wx * u, y + wy * u);
                let d = 0.11 * u;
                push_polygon(
                    &mut pb,
                    &[
                        (px - d, py - d),
                        (px + d, py - d),
                        (px + d, py + d),
                        (px - d, py + d),
                    ],
                );
            }
        }
        if let Some(p) = pb.finish() {
            canvas.fill_path(&p, palette::land_fill(Land::City));
        }
    }
}
