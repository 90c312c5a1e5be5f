//! The island itself: hexes, textures, trails, features and labels, at any size.
//!
//! Used full size on the sheet and as small thumbnails in the standings. Spaces are
//! pointy-top hexes placed by their doubled-width coordinates; a trail runs from the
//! centre of one space to the centre of its neighbour.

use tiny_skia::PathBuilder;

use super::icons;
use super::palette;
use crate::games::tucana::{EdgeSet, Feature, Map, Sheet, SpaceId, Terrain};
use crate::render::canvas::{hex_corners, push_polygon, push_round_rect, Canvas, Layer, Line};
use crate::render::palette::Color;
use crate::render::text::{log_label, Align, Style};

const SQRT3_2: f32 = 0.866_025_4;

/// Where the island sits on the canvas and how big its hexes are.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Geo {
    /// Hex circumradius (centre to corner), in pixels.
    pub(crate) s: f32,
    /// Top-left corner of the island's bounding box.
    pub(crate) ox: f32,
    pub(crate) oy: f32,
    min_col: f32,
}

impl Geo {
    pub(crate) fn new(map: &Map, s: f32, ox: f32, oy: f32) -> Geo {
        let min_col = map.spaces.iter().map(|sp| sp.col).min().unwrap_or(0) as f32;
        Geo { s, ox, oy, min_col }
    }

    /// Width and height of the island's hexes for hex size `s`.
    pub(crate) fn extent(map: &Map, s: f32) -> (f32, f32) {
        let min_col = map.spaces.iter().map(|sp| sp.col).min().unwrap_or(0) as f32;
        let max_col = map.spaces.iter().map(|sp| sp.col).max().unwrap_or(0) as f32;
        let max_row = map.spaces.iter().map(|sp| sp.row).max().unwrap_or(0) as f32;
        (
            (max_col - min_col + 2.0) * SQRT3_2 * s,
            max_row * 1.5 * s + 2.0 * s,
        )
    }

    /// The centre of a space.
    pub(crate) fn centre(&self, map: &Map, id: SpaceId) -> (f32, f32) {
        let sp = map.space(id);
        (
            self.ox + (sp.col as f32 - self.min_col + 1.0) * SQRT3_2 * self.s,
            self.oy + self.s + sp.row as f32 * 1.5 * self.s,
        )
    }

    /// Where a space's label plaque is centred.
    pub(crate) fn label_centre(&self, map: &Map, id: SpaceId) -> (f32, f32) {
        let (x, y) = self.centre(map, id);
        (x, y - 0.6 * self.s)
    }
}

/// How much to draw: everything, or a small thumbnail.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Detail {
    Full,
    Thumb,
}

fn ids(map: &Map) -> impl Iterator<Item = SpaceId> + '_ {
    (0..map.spaces.len()).map(|i| SpaceId(i as u8))
}

/// The sea around the island, the terrain hexes with their textures, and the coast.
pub(crate) fn base(canvas: &mut Canvas, map: &Map, geo: &Geo, detail: Detail) {
    let s = geo.s;
    // Sea: the union of enlarged hexes, in two rings.
    for (scale, color) in [(1.5, palette::SEA_FAR), (1.22, palette::SEA_NEAR)] {
        let mut pb = PathBuilder::new();
        for id in ids(map) {
            let (x, y) = geo.centre(map, id);
            push_polygon(&mut pb, &hex_corners(x, y, s * scale));
        }
        if let Some(p) = pb.finish() {
            canvas.fill_path(&p, color);
        }
    }
    // Terrain fills, one path per terrain.
    for t in Terrain::ALL {
        let mut pb = PathBuilder::new();
        for id in ids(map).filter(|&id| map.space(id).terrain == t) {
            let (x, y) = geo.centre(map, id);
            push_polygon(&mut pb, &hex_corners(x, y, s + 0.5));
        }
        if let Some(p) = pb.finish() {
            canvas.fill_path(&p, palette::terrain_fill(t));
        }
    }
    if detail == Detail::Full {
        // Texture glyphs in the free corners of each hex, between the six trail directions.
        let u = 0.16 * s;
        for t in Terrain::ALL {
            let mut at = Vec::new();
            for id in ids(map).filter(|&id| map.space(id).terrain == t) {
                let (x, y) = geo.centre(map, id);
                let d = 0.6 * s;
                let (dx, dy) = (d * SQRT3_2, d * 0.5);
                at.extend_from_slice(&[
                    (x + dx, y - dy),
                    (x - dx, y - dy),
                    (x + dx, y + dy),
                    (x - dx, y + dy),
                ]);
                if map.space(id).feature.is_none() {
                    at.push((x, y + 0.62 * s));
                }
            }
            icons::textures(canvas, t, &at, u);
        }
    }
    // Lines between hexes, and the coast.
    let mut grid = PathBuilder::new();
    let mut coast = PathBuilder::new();
    // Side k joins corner k and k+1 and faces this neighbour (drow, dcol).
    const SIDES: [(i32, i32); 6] = [(-1, 1), (0, 2), (1, 1), (1, -1), (0, -2), (-1, -1)];
    for id in ids(map) {
        let sp = map.space(id);
        let (x, y) = geo.centre(map, id);
        let c = hex_corners(x, y, s);
        for (k, (dr, dc)) in SIDES.iter().enumerate() {
            let (nr, nc) = (sp.row as i32 + dr, sp.col as i32 + dc);
            let inland = (0..=255).contains(&nr)
                && (0..=255).contains(&nc)
                && map.space_at(nr as u8, nc as u8).is_some();
            let (a, b) = (c[k], c[(k + 1) % 6]);
            let pb = if inland { &mut grid } else { &mut coast };
            pb.move_to(a.0, a.1);
            pb.line_to(b.0, b.1);
        }
    }
    let (grid_w, coast_w) = match detail {
        Detail::Full => ((0.03 * s).max(1.0), (0.08 * s).max(1.5)),
        Detail::Thumb => ((0.05 * s).max(0.6), (0.12 * s).max(1.0)),
    };
    if let Some(p) = grid.finish() {
        canvas.stroke_path(&p, Line::new(palette::HEX_LINE, grid_w));
    }
    if let Some(p) = coast.finish() {
        canvas.stroke_path(&p, Line::new(palette::COAST, coast_w));
    }
}

/// A player's trails: networks that reach a village solid red, loose ones dashed dark;
/// the trails in `new` glow.
pub(crate) fn trails(
    canvas: &mut Canvas,
    map: &Map,
    geo: &Geo,
    sheet: &Sheet,
    new: &EdgeSet,
    detail: Detail,
) {
    let s = geo.s;
    // (from, to, reaches a village, new)
    type Seg = ((f32, f32), (f32, f32), bool, bool);
    let segs: Vec<Seg> = sheet
        .drawn()
        .iter()
        .map(|e| {
            let (a, b) = map.edge(e);
            (
                geo.centre(map, a),
                geo.centre(map, b),
                sheet.reaches_village(a),
                new.contains(e),
            )
        })
        .collect();
    let (w_linked, w_loose) = match detail {
        Detail::Full => (TRAIL_W * s, LOOSE_W * s),
        Detail::Thumb => ((0.2 * s).max(1.2), (0.15 * s).max(1.0)),
    };
    for &(a, b, _, new) in &segs {
        if new {
            canvas.capsule(a, b, GLOW_W * s, palette::TRAIL_NEW);
        }
    }
    if detail == Detail::Full {
        for &(a, b, _, new) in &segs {
            if !new {
                canvas.capsule(a, b, w_linked + 0.08 * s, palette::TRAIL_CASING);
            }
        }
    }
    for &(a, b, linked, _) in &segs {
        if linked {
            canvas.capsule(a, b, w_linked, palette::TRAIL_LINKED);
        } else if detail == Detail::Full {
            canvas.dashed_capsule(a, b, w_loose, palette::TRAIL_LOOSE, (DASH * s, DASH * s));
        } else {
            canvas.capsule(a, b, w_loose, palette::TRAIL_LOOSE);
        }
    }
    // A dot on every space a trail touches.
    let node_r = match detail {
        Detail::Full => 0.12 * s,
        Detail::Thumb => 0.14 * s,
    };
    let mut noded = [false; 256];
    for e in sheet.drawn().iter() {
        let (a, b) = map.edge(e);
        for id in [a, b] {
            if !std::mem::replace(&mut noded[id.0 as usize], true) {
                let p = geo.centre(map, id);
                let color = if sheet.reaches_village(id) {
                    palette::TRAIL_LINKED
                } else {
                    palette::TRAIL_LOOSE
                };
                canvas.capsule(p, p, 2.0 * node_r, color);
            }
        }
    }
}

/// Widths of trails (linked, loose, glow) and the dash length, in hex sizes.
pub(crate) const TRAIL_W: f32 = 0.15;
pub(crate) const LOOSE_W: f32 = 0.12;
pub(crate) const GLOW_W: f32 = 0.42;
pub(crate) const DASH: f32 = 0.2;

/// The legal-trail overlay: every trail the player may draw now, as a violet line from
/// centre to centre with a bead in its middle. `light` draws thinner lines, for when
/// nearly every trail is legal (a bonus trail).
pub(crate) fn legal(canvas: &mut Canvas, map: &Map, geo: &Geo, legal: &EdgeSet, light: bool) {
    let s = geo.s;
    let segs: Vec<((f32, f32), (f32, f32))> = legal
        .iter()
        .map(|e| {
            let (a, b) = map.edge(e);
            (geo.centre(map, a), geo.centre(map, b))
        })
        .collect();
    let (w, casing, bead) = if light {
        (0.045 * s, 0.09 * s, 0.07 * s)
    } else {
        (0.07 * s, 0.15 * s, 0.1 * s)
    };
    for &(a, b) in &segs {
        canvas.capsule(a, b, casing, palette::WHITE);
    }
    for &(a, b) in &segs {
        canvas.capsule(a, b, w, palette::LEGAL);
    }
    for &(a, b) in &segs {
        let m = ((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0);
        canvas.capsule(m, m, 2.0 * bead + 0.08 * s, palette::WHITE);
        canvas.capsule(m, m, 2.0 * bead, palette::LEGAL);
    }
}

/// Villages (huts with the village number) and sights (badges): everything of the
/// features that is the same for every player. See [`village_letters`].
pub(crate) fn features(canvas: &mut Canvas, map: &Map, geo: &Geo, detail: Detail) {
    let s = geo.s;
    for id in ids(map) {
        let Some(feature) = map.space(id).feature else {
            continue;
        };
        let (x, y) = geo.centre(map, id);
        match (feature, detail) {
            (Feature::Sight(sight), Detail::Full) => {
                icons::sight_badge(canvas, sight, x, y, 0.36 * s);
            }
            (Feature::Sight(_), Detail::Thumb) => {
                canvas.circle(x, y, 0.34 * s, palette::CARD);
                canvas.ring(x, y, 0.34 * s, Line::new(palette::INK, (0.1 * s).max(0.8)));
            }
            (Feature::Village(v), Detail::Full) => {
                icons::hut(canvas, x, y + HUT_DY * s, HUT_R * s);
                // The village number on a small dark tag below the hut.
                let ty = y + 0.66 * s;
                let num = v.to_string();
                let st = Style::bold(0.25 * s, palette::WHITE);
                let tw = st.width(&num).max(0.2 * s) + 0.16 * s;
                let th = 0.3 * s;
                canvas.round_rect(x - tw / 2.0, ty - th / 2.0, tw, th, th / 2.0, palette::INK);
                canvas.text_mid(&num, x, ty, st, Align::Center);
            }
            (Feature::Village(_), Detail::Thumb) => {
                icons::hut(canvas, x, y + 0.1 * s, 0.55 * s);
            }
        }
    }
}

const HUT_R: f32 = 0.42;
const HUT_DY: f32 = 0.02;

/// This player's letter on every village hut (drawn over [`features`]).
pub(crate) fn village_letters(canvas: &mut Canvas, map: &Map, geo: &Geo, sheet: &Sheet) {
    let s = geo.s;
    let style = Style::bold(0.36 * s, palette::WHITE);
    for (v, &id) in map.villages.iter().enumerate() {
        let (x, y) = geo.centre(map, id);
        let letter = sheet.letter(v as u8 + 1).as_char().to_string();
        let wall_mid = y + HUT_DY * s + 0.35 * HUT_R * s;
        canvas.text_mid(&letter, x, wall_mid, style, Align::Center);
    }
}

/// The size of a space's label plaque for hex size `s`.
pub(crate) fn label_style(s: f32) -> Style {
    Style::bold(0.39 * s, palette::INK)
}

/// A map's labels marked (white on violet plaques, the ends of legal trails), each drawn
/// once as a layer: a sheet showing the legal trails marks a few dozen, and each drawn
/// again was a path filled and a text shaped. A layer laid gives the plaque drawn there,
/// to a unit of rounding on its anti-aliased rim.
pub(crate) struct MarkedLabels {
    /// By space: the layer and where its top-left corner goes.
    layers: Vec<(Layer, i32, i32)>,
    size: f32,
}

impl MarkedLabels {
    pub(crate) fn new(map: &Map, geo: &Geo) -> MarkedLabels {
        let s = geo.s;
        let style = label_style(s);
        let layers = ids(map)
            .map(|id| {
                let (x, y) = geo.label_centre(map, id);
                let (w, h) = plaque_size(map, id, s);
                // Whole pixels around the plaque: the layer's pixels are the canvas's.
                let (x0, y0) = ((x - w / 2.0).floor() - 2.0, (y - h / 2.0).floor() - 2.0);
                let (x1, y1) = ((x + w / 2.0).ceil() + 2.0, (y + h / 2.0).ceil() + 2.0);
                let layer = Layer::new((x1 - x0) as u32, (y1 - y0) as u32, |c| {
                    plaque(c, (x - x0, y - y0), (w, h), s, palette::LEGAL);
                    let ink = Style {
                        color: palette::WHITE,
                        ..style
                    };
                    c.text_mid(map.label(id), x - x0, y - y0, ink, Align::Center);
                });
                (layer, x0 as i32, y0 as i32)
            })
            .collect();
        MarkedLabels {
            layers,
            size: style.size,
        }
    }

    /// Lays the marked labels of the spaces for which `which` is true.
    pub(crate) fn lay(&self, canvas: &mut Canvas, map: &Map, which: impl Fn(SpaceId) -> bool) {
        for (id, (layer, x, y)) in ids(map).zip(&self.layers) {
            if which(id) {
                canvas.layer(layer, *x, *y);
                log_label(map.label(id), self.size, canvas.width());
            }
        }
    }
}

/// The width and height of a space's label plaque on hexes of size `s`.
fn plaque_size(map: &Map, id: SpaceId, s: f32) -> (f32, f32) {
    (label_style(s).width(map.label(id)) + 0.2 * s, 0.44 * s)
}

/// A label's plaque centred on `(x, y)`.
fn plaque(canvas: &mut Canvas, (x, y): (f32, f32), (w, h): (f32, f32), s: f32, color: Color) {
    let mut pb = PathBuilder::new();
    push_round_rect(&mut pb, x - w / 2.0, y - h / 2.0, w, h, 0.14 * s);
    if let Some(p) = pb.finish() {
        canvas.fill_path(&p, color);
    }
}

/// Every space's label on a light plaque at the top of its hex, as the page prints it
/// ([`MarkedLabels`] marks the ends of legal trails over it).
pub(crate) fn labels(canvas: &mut Canvas, map: &Map, geo: &Geo) {
    let style = label_style(geo.s);
    for id in ids(map) {
        let size = plaque_size(map, id, geo.s);
        plaque(
            canvas,
            geo.label_centre(map, id),
            size,
            geo.s,
            palette::PLAQUE,
        );
    }
    for id in ids(map) {
        let (x, y) = geo.label_centre(map, id);
        canvas.text_mid(map.label(id), x, y, style, Align::Center);
    }
}
