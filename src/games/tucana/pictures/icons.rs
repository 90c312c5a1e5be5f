//! Vector icons drawn in code (original art): the five sights, the village hut, the
//! terrain textures, the bonus-trail mark.
//!
//! Icons are designed in a unit box (−1…1 on both axes, y down) and drawn with a
//! transform, so that one design serves the map, the scoring box and the legend. Their
//! paths are built once.

use std::sync::OnceLock;

use tiny_skia::{Path, PathBuilder, Transform};

use super::palette::{self, rgb, Color};
use crate::games::tucana::{Sight, Terrain};
use crate::render::canvas::{push_polygon, Canvas, Line};

/// One layer of an icon: a path filled, or stroked with a width (in unit-box units).
struct Layer {
    path: Path,
    color: Color,
    stroke: Option<f32>,
}

type Icon = Vec<Layer>;

fn fill(path: Option<Path>, color: Color) -> Option<Layer> {
    path.map(|path| Layer {
        path,
        color,
        stroke: None,
    })
}

fn stroke(path: Option<Path>, color: Color, width: f32) -> Option<Layer> {
    path.map(|path| Layer {
        path,
        color,
        stroke: Some(width),
    })
}

fn poly(points: &[(f32, f32)]) -> Option<Path> {
    let mut pb = PathBuilder::new();
    push_polygon(&mut pb, points);
    pb.finish()
}

fn ellipse(cx: f32, cy: f32, rx: f32, ry: f32) -> Option<Path> {
    tiny_skia::Rect::from_xywh(cx - rx, cy - ry, 2.0 * rx, 2.0 * ry)
        .and_then(PathBuilder::from_oval)
}

fn circle(cx: f32, cy: f32, r: f32) -> Option<Path> {
    PathBuilder::from_circle(cx, cy, r)
}

fn build(f: impl FnOnce(&mut PathBuilder)) -> Option<Path> {
    let mut pb = PathBuilder::new();
    f(&mut pb);
    pb.finish()
}

fn draw_icon(canvas: &mut Canvas, icon: &Icon, cx: f32, cy: f32, r: f32) {
    let ts = Transform::from_row(r, 0.0, 0.0, r, cx, cy);
    for layer in icon {
        match layer.stroke {
            None => canvas.fill_path_ts(&layer.path, layer.color, ts),
            Some(w) => canvas.stroke_path_ts(&layer.path, Line::new(layer.color, w), ts),
        }
    }
}

fn obelisk() -> Icon {
    let stone = rgb(0xC79A5A);
    let shade = rgb(0x9C7440);
    let gold = rgb(0xF2B632);
    let ink = rgb(0x4A3520);
    [
        // ground
        fill(ellipse(0.0, 0.82, 0.7, 0.12), rgb(0xD9B978)),
        // plinth
        fill(
            poly(&[(-0.42, 0.66), (0.42, 0.66), (0.5, 0.84), (-0.5, 0.84)]),
            ink,
        ),
        // shaft, lit and shaded faces
        fill(
            poly(&[(-0.26, 0.68), (0.0, 0.68), (0.0, -0.55), (-0.18, -0.55)]),
            stone,
        ),
        fill(
            poly(&[(0.0, 0.68), (0.26, 0.68), (0.18, -0.55), (0.0, -0.55)]),
            shade,
        ),
        // pyramidion
        fill(poly(&[(-0.2, -0.53), (0.2, -0.53), (0.0, -0.92)]), gold),
        // carved signs
        stroke(
            build(|pb| {
                pb.move_to(-0.08, -0.3);
                pb.line_to(0.08, -0.3);
                pb.move_to(-0.1, 0.0);
                pb.line_to(0.1, 0.0);
                pb.move_to(-0.12, 0.3);
                pb.line_to(0.12, 0.3);
            }),
            ink,
            0.07,
        ),
        stroke(
            poly(&[
                (-0.26, 0.68),
                (0.26, 0.68),
                (0.18, -0.55),
                (0.0, -0.92),
                (-0.18, -0.55),
            ]),
            ink,
            0.06,
        ),
    ]
    .into_iter()
    .flatten()
    .collect()
}

fn book() -> Icon {
    let cover = rgb(0x7A4E2D);
    let page = rgb(0xFFFBEF);
    let line = rgb(0x8A7A66);
    let ink = rgb(0x3B2A1A);
    let left = build(|pb| {
        pb.move_to(0.0, -0.42);
        pb.cubic_to(-0.3, -0.62, -0.6, -0.6, -0.86, -0.5);
        pb.line_to(-0.86, 0.5);
        pb.cubic_to(-0.6, 0.42, -0.3, 0.44, 0.0, 0.62);
        pb.close();
    });
    let right = build(|pb| {
        pb.move_to(0.0, -0.42);
        pb.cubic_to(0.3, -0.62, 0.6, -0.6, 0.86, -0.5);
        pb.line_to(0.86, 0.5);
        pb.cubic_to(0.6, 0.42, 0.3, 0.44, 0.0, 0.62);
        pb.close();
    });
    let covers = build(|pb| {
        pb.move_to(0.0, -0.3);
        pb.cubic_to(-0.35, -0.5, -0.7, -0.45, -0.96, -0.38);
        pb.line_to(-0.96, 0.64);
        pb.cubic_to(-0.6, 0.56, -0.3, 0.6, 0.0, 0.76);
        pb.cubic_to(0.3, 0.6, 0.6, 0.56, 0.96, 0.64);
        pb.line_to(0.96, -0.38);
        pb.cubic_to(0.7, -0.45, 0.35, -0.5, 0.0, -0.3);
        pb.close();
    });
    let lines = build(|pb| {
        for k in 0..4 {
            let y = -0.3 + k as f32 * 0.2;
            pb.move_to(-0.7, y);
            pb.cubic_to(-0.5, y - 0.05, -0.3, y - 0.03, -0.14, y + 0.05);
            pb.move_to(0.14, y + 0.05);
            pb.cubic_to(0.3, y - 0.03, 0.5, y - 0.05, 0.7, y);
        }
    });
    [
        fill(covers, cover),
        fill(left.clone(), page),
        fill(right.clone(), page),
        stroke(lines, line, 0.06),
        stroke(left, ink, 0.06),
        stroke(right, ink, 0.06),
        // ribbon
        fill(
            poly(&[
                (0.34, 0.46),
                (0.46, 0.48),
                (0.46, 0.86),
                (0.4, 0.78),
                (0.34, 0.86),
            ]),
            rgb(0xC0392B),
        ),
    ]
    .into_iter()
    .flatten()
    .collect()
}

fn toucan() -> Icon {
    let black = rgb(0x1E1A1A);
    let white = rgb(0xFFF4D6);
    let bill = rgb(0xF08A1C);
    let bill_top = rgb(0xF6C431);
    let branch = rgb(0x7A5230);
    let body = build(|pb| {
        pb.move_to(-0.05, -0.62);
        pb.cubic_to(0.25, -0.62, 0.3, -0.3, 0.22, 0.0);
        pb.cubic_to(0.15, 0.3, -0.05, 0.55, -0.3, 0.62);
        pb.line_to(-0.62, 0.95);
        pb.line_to(-0.5, 0.55);
        pb.cubic_to(-0.6, 0.2, -0.52, -0.2, -0.4, -0.4);
        pb.cubic_to(-0.32, -0.55, -0.2, -0.62, -0.05, -0.62);
        pb.close();
    });
    let throat = build(|pb| {
        pb.move_to(0.2, -0.36);
        pb.cubic_to(0.26, -0.16, 0.2, 0.06, 0.08, 0.16);
        pb.cubic_to(-0.02, 0.0, -0.04, -0.24, 0.02, -0.38);
        pb.close();
    });
    let beak = build(|pb| {
        pb.move_to(0.14, -0.58);
        pb.cubic_to(0.45, -0.78, 0.8, -0.66, 0.98, -0.38);
        pb.cubic_to(0.75, -0.36, 0.45, -0.3, 0.2, -0.3);
        pb.close();
    });
    let beak_top = build(|pb| {
        pb.move_to(0.14, -0.58);
        pb.cubic_to(0.45, -0.78, 0.8, -0.66, 0.98, -0.38);
        pb.cubic_to(0.7, -0.52, 0.4, -0.5, 0.16, -0.46);
        pb.close();
    });
    [
        stroke(
            build(|pb| {
                pb.move_to(-0.9, 0.62);
                pb.line_to(0.6, 0.5);
            }),
            branch,
            0.12,
        ),
        fill(body, black),
        fill(throat, white),
        fill(beak, bill),
        fill(beak_top, bill_top),
        stroke(
            build(|pb| {
                pb.move_to(0.9, -0.42);
                pb.line_to(0.98, -0.38);
            }),
            black,
            0.08,
        ),
        fill(circle(0.04, -0.44, 0.1), rgb(0x4FA3D9)),
        fill(circle(0.05, -0.44, 0.045), black),
        // feet
        stroke(
            build(|pb| {
                pb.move_to(-0.18, 0.5);
                pb.line_to(-0.12, 0.6);
                pb.move_to(-0.04, 0.46);
                pb.line_to(0.0, 0.58);
            }),
            rgb(0x5B8DB8),
            0.07,
        ),
    ]
    .into_iter()
    .flatten()
    .collect()
}

fn yeti() -> Icon {
    let fur = rgb(0xF7F8FA);
    let edge = rgb(0x5C6F87);
    let face = rgb(0x8FA6C0);
    let dark = rgb(0x1E2633);
    // A shaggy outline: a dome head and body with a zig-zag hem and raised arms.
    let mut pts = Vec::new();
    let n = 28;
    for i in 0..=n {
        let a = std::f32::consts::PI * (1.0 + i as f32 / n as f32);
        let r = if i % 2 == 0 { 0.74 } else { 0.66 };
        pts.push((r * a.cos(), -0.1 + r * a.sin() * 1.05));
    }
    // right side down, arms and a zig-zag hem
    pts.extend_from_slice(&[
        (0.74, 0.05),
        (0.95, -0.2),
        (0.98, -0.02),
        (0.76, 0.3),
        (0.7, 0.82),
        (0.52, 0.7),
        (0.4, 0.86),
        (0.22, 0.7),
        (0.08, 0.86),
        (-0.08, 0.7),
        (-0.22, 0.86),
        (-0.4, 0.7),
        (-0.52, 0.86),
        (-0.7, 0.7),
        (-0.76, 0.3),
        (-0.98, -0.02),
        (-0.95, -0.2),
        (-0.74, 0.05),
    ]);
    let body = poly(&pts);
    let face_path = ellipse(0.0, -0.28, 0.4, 0.3);
    [
        fill(body.clone(), fur),
        stroke(body, edge, 0.08),
        fill(face_path, face),
        fill(circle(-0.15, -0.34, 0.07), dark),
        fill(circle(0.15, -0.34, 0.07), dark),
        fill(
            build(|pb| {
                pb.move_to(-0.18, -0.16);
                pb.cubic_to(-0.1, -0.06, 0.1, -0.06, 0.18, -0.16);
                pb.cubic_to(0.1, -0.12, -0.1, -0.12, -0.18, -0.16);
                pb.close();
            }),
            dark,
        ),
        fill(poly(&[(-0.12, -0.15), (-0.06, -0.14), (-0.09, -0.05)]), fur),
        fill(poly(&[(0.12, -0.15), (0.06, -0.14), (0.09, -0.05)]), fur),
        // a tuft of fur on the belly
        stroke(
            build(|pb| {
                pb.move_to(-0.2, 0.25);
                pb.line_to(-0.1, 0.4);
                pb.move_to(0.2, 0.25);
                pb.line_to(0.1, 0.4);
                pb.move_to(0.0, 0.22);
                pb.line_to(0.0, 0.4);
            }),
            rgb(0xB8C4D2),
            0.07,
        ),
    ]
    .into_iter()
    .flatten()
    .collect()
}

fn sea_monster() -> Icon {
    let green = rgb(0x2E8A7A);
    let belly = rgb(0x8FD1B9);
    let dark = rgb(0x17332C);
    let wave = rgb(0x2E77A8);
    let humps = build(|pb| {
        pb.move_to(-0.92, 0.42);
        pb.cubic_to(-0.9, -0.12, -0.42, -0.12, -0.4, 0.42);
        pb.move_to(-0.22, 0.42);
        pb.cubic_to(-0.2, -0.22, 0.3, -0.26, 0.34, 0.1);
    });
    let neck_head = build(|pb| {
        // neck rising to a head facing right
        pb.move_to(0.22, 0.42);
        pb.cubic_to(0.22, 0.0, 0.3, -0.4, 0.44, -0.6);
        pb.cubic_to(0.56, -0.76, 0.86, -0.74, 0.96, -0.56);
        pb.cubic_to(0.9, -0.46, 0.72, -0.44, 0.64, -0.42);
        pb.cubic_to(0.54, -0.2, 0.5, 0.1, 0.52, 0.42);
        pb.close();
    });
    let waves = build(|pb| {
        pb.move_to(-1.0, 0.5);
        for k in 0..4 {
            let x = -1.0 + k as f32 * 0.5;
            pb.cubic_to(x + 0.12, 0.36, x + 0.38, 0.36, x + 0.5, 0.5);
        }
        pb.move_to(-0.75, 0.78);
        for k in 0..3 {
            let x = -0.75 + k as f32 * 0.5;
            pb.cubic_to(x + 0.12, 0.64, x + 0.38, 0.64, x + 0.5, 0.78);
        }
    });
    [
        stroke(humps.clone(), green, 0.26),
        stroke(humps, belly, 0.08),
        fill(neck_head, green),
        // spines
        fill(
            poly(&[(0.38, -0.5), (0.3, -0.74), (0.5, -0.64)]),
            rgb(0xE07B1F),
        ),
        fill(
            poly(&[(0.31, -0.2), (0.16, -0.36), (0.36, -0.36)]),
            rgb(0xE07B1F),
        ),
        fill(circle(0.7, -0.6, 0.08), rgb(0xFFF4D6)),
        fill(circle(0.72, -0.6, 0.04), dark),
        stroke(waves, wave, 0.1),
    ]
    .into_iter()
    .flatten()
    .collect()
}

fn icon(sight: Sight) -> &'static Icon {
    static ICONS: OnceLock<[Icon; 5]> = OnceLock::new();
    let icons = ICONS.get_or_init(|| [obelisk(), book(), toucan(), yeti(), sea_monster()]);
    &icons[sight.index()]
}

/// A sight's icon fitted in a circle of radius `r`.
pub(crate) fn sight(canvas: &mut Canvas, sight: Sight, cx: f32, cy: f32, r: f32) {
    draw_icon(canvas, icon(sight), cx, cy, r);
}

/// A sight on a round badge: the map's and the scoring box's marker.
pub(crate) fn sight_badge(canvas: &mut Canvas, s: Sight, cx: f32, cy: f32, r: f32) {
    canvas.circle(cx, cy, r, palette::CARD);
    canvas.ring(cx, cy, r, Line::new(palette::INK, (r * 0.09).max(1.2)));
    sight(canvas, s, cx, cy, r * 0.74);
}

fn hut_icon() -> &'static Icon {
    static HUT: OnceLock<Icon> = OnceLock::new();
    HUT.get_or_init(|| {
        let roof = poly(&[(-1.0, -0.12), (0.0, -1.0), (1.0, -0.12)]);
        let hatch = build(|pb| {
            for k in 1..6 {
                let t = k as f32 / 6.0;
                pb.move_to(-1.0 + t * 1.0, -0.12 - t * 0.88);
                pb.line_to(-0.75 + t * 1.5, -0.12);
            }
        });
        [
            fill(
                tiny_skia::Rect::from_xywh(-0.8, -0.25, 1.6, 1.2).map(PathBuilder::from_rect),
                palette::HUT_WALL,
            ),
            stroke(
                tiny_skia::Rect::from_xywh(-0.8, -0.25, 1.6, 1.2).map(PathBuilder::from_rect),
                palette::INK,
                0.08,
            ),
            fill(roof.clone(), palette::HUT_ROOF),
            stroke(hatch, palette::HUT_ROOF_DARK, 0.06),
            stroke(roof, palette::INK, 0.08),
        ]
        .into_iter()
        .flatten()
        .collect()
    })
}

/// A village hut of half-width `r` centred on (cx, cy); the wall spans y from
/// `cy - 0.25 r` to `cy + 0.95 r`, where the caller writes the letter.
pub(crate) fn hut(canvas: &mut Canvas, cx: f32, cy: f32, r: f32) {
    draw_icon(canvas, hut_icon(), cx, cy, r);
}

/// The bonus-trail mark of the scoring box: a short trail between two dots, with a plus.
pub(crate) fn bonus_trail(canvas: &mut Canvas, cx: f32, cy: f32, r: f32, color: Color) {
    let w = (r * 0.28).max(1.5);
    canvas.line(
        cx - r * 0.45,
        cy + r * 0.55,
        cx + r * 0.7,
        cy - r * 0.35,
        Line::new(color, w),
    );
    canvas.circle(cx - r * 0.45, cy + r * 0.55, w * 0.9, color);
    canvas.circle(cx + r * 0.7, cy - r * 0.35, w * 0.9, color);
    let pw = (r * 0.2).max(1.2);
    canvas.line(
        cx - r * 0.9,
        cy - r * 0.45,
        cx - r * 0.2,
        cy - r * 0.45,
        Line::new(color, pw),
    );
    canvas.line(
        cx - r * 0.55,
        cy - r * 0.8,
        cx - r * 0.55,
        cy - r * 0.1,
        Line::new(color, pw),
    );
}

/// Adds one terrain texture glyph of half-size `u` at (x, y) to a fill path (desert dots,
/// forest trees, mountain peaks) or a stroke path (water waves).
pub(crate) fn push_texture(pb: &mut PathBuilder, t: Terrain, x: f32, y: f32, u: f32) {
    match t {
        Terrain::Desert => {
            for (dx, dy) in [(-0.55, 0.35), (0.55, 0.35), (0.0, -0.45)] {
                pb.push_circle(x + dx * u, y + dy * u, 0.26 * u);
            }
        }
        Terrain::Forest => {
            push_polygon(
                pb,
                &[
                    (x, y - u),
                    (x + 0.7 * u, y + 0.45 * u),
                    (x + 0.14 * u, y + 0.45 * u),
                    (x + 0.14 * u, y + 0.95 * u),
                    (x - 0.14 * u, y + 0.95 * u),
                    (x - 0.14 * u, y + 0.45 * u),
                    (x - 0.7 * u, y + 0.45 * u),
                ],
            );
        }
        Terrain::Mountain => {
            push_polygon(
                pb,
                &[
                    (x - u, y + 0.7 * u),
                    (x - 0.05 * u, y - 0.85 * u),
                    (x + u, y + 0.7 * u),
                ],
            );
        }
        Terrain::Water => {
            crate::render::canvas::waves(pb, x, y, u);
        }
    }
}

/// The snow cap of a mountain texture glyph (drawn over [`push_texture`]'s peak).
pub(crate) fn push_snow(pb: &mut PathBuilder, x: f32, y: f32, u: f32) {
    push_polygon(
        pb,
        &[
            (x - 0.05 * u, y - 0.85 * u),
            (x + 0.4 * u, y - 0.2 * u),
            (x + 0.1 * u, y - 0.32 * u),
            (x - 0.1 * u, y - 0.15 * u),
            (x - 0.45 * u, y - 0.2 * u),
        ],
    );
}

/// Draws a batch of texture glyphs of one terrain.
pub(crate) fn textures(canvas: &mut Canvas, t: Terrain, at: &[(f32, f32)], u: f32) {
    if at.is_empty() {
        return;
    }
    let mut pb = PathBuilder::new();
    for &(x, y) in at {
        push_texture(&mut pb, t, x, y, u);
    }
    if let Some(p) = pb.finish() {
        match t {
            Terrain::Water => {
                canvas.stroke_path(&p, Line::new(palette::terrain_mark(t), (u * 0.26).max(1.0)))
            }
            _ => canvas.fill_path(&p, palette::terrain_mark(t)),
        }
    }
    if t == Terrain::Mountain {
        let mut pb = PathBuilder::new();
        for &(x, y) in at {
            push_snow(&mut pb, x, y, u);
        }
        if let Some(p) = pb.finish() {
            canvas.fill_path(&p, palette::WHITE);
        }
    }
}
