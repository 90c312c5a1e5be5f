//! A country at any size (the player's picture, the standings' thumbnails), its cells drawn
//! as pointy-top hexagons from their doubled-width (row, col) positions; and a tile drawn on
//! its own (the market, captions).

use super::palette::{self, Color};
use super::{icons, say};
use crate::games::combi_nations::data::Country;
use crate::games::combi_nations::hex::{self, DIRECTIONS};
use crate::games::combi_nations::{Board, Content, CountryScore, Land, TileId};
use crate::render::canvas::{hex_corners, Canvas, Line};
use crate::render::text::{Align, Style};
use crate::words::msg;

/// √3.
const SQRT3: f32 = 1.732_050_8;

/// Where a country's cells fall on a picture.
pub(crate) struct Geo {
    pub(crate) s: f32,
    ox: f32,
    oy: f32,
    cmin: i32,
}

impl Geo {
    /// Cells of circumradius `s`, the country's bounding box's top-left corner on (ox, oy).
    pub(crate) fn new(country: &Country, s: f32, ox: f32, oy: f32) -> Geo {
        let cmin = country.cells.iter().map(|c| c.1).min().unwrap_or(0);
        Geo { s, ox, oy, cmin }
    }

    /// The size of the bounding box in units of `s`.
    pub(crate) fn unit_extent(country: &Country) -> (f32, f32) {
        let cmin = country.cells.iter().map(|c| c.1).min().unwrap_or(0);
        let cmax = country.cells.iter().map(|c| c.1).max().unwrap_or(0);
        let rows = country.rows().max(1);
        (
            (cmax - cmin) as f32 * SQRT3 / 2.0 + SQRT3,
            (rows - 1) as f32 * 1.5 + 2.0,
        )
    }

    pub(crate) fn at(&self, (row, col): hex::Cell) -> (f32, f32) {
        let w = SQRT3 * self.s;
        (
            self.ox + (col - self.cmin) as f32 * w / 2.0 + w / 2.0,
            self.oy + row as f32 * 1.5 * self.s + self.s,
        )
    }

    pub(crate) fn centre(&self, country: &Country, cell: usize) -> (f32, f32) {
        self.at(country.cells[cell])
    }
}

/// The cell's fill.
pub(crate) fn fill_of(content: Option<Content>) -> Color {
    match content {
        None => palette::SAND,
        Some(Content::Land(l)) => palette::land_fill(l),
        Some(Content::Facility(f)) if f.group_a() => palette::FACILITY_A,
        Some(Content::Facility(_)) => palette::FACILITY_B,
    }
}

/// Draws one cell's content in a hexagon of circumradius `s` centred on (cx, cy): fill,
/// texture or glyph and code (when `s` is big enough to read), and its outline.
pub(crate) fn cell(c: &mut Canvas, content: Option<Content>, cx: f32, cy: f32, s: f32, code: bool) {
    let fill = fill_of(content);
    c.polygon(&hex_corners(cx, cy, s), fill);
    match content {
        Some(Content::Land(l)) => {
            let spots = if code {
                icons::texture_spots(s).map(|(x, y)| (cx + x, cy + y))
            } else {
                [(-0.42 * s, -0.2 * s), (0.42 * s, -0.2 * s), (0.0, 0.45 * s)]
                    .map(|(x, y)| (cx + x, cy + y))
            };
            let u = if code { 0.17 * s } else { 0.26 * s };
            icons::textures(c, l, &spots, u);
        }
        Some(Content::Facility(f)) => {
            if code {
                icons::facility(c, f, cx, cy - 0.08 * s, 0.3 * s, palette::GLYPH, fill);
                let st = Style::bold((0.27 * s).max(8.0), palette::GLYPH);
                c.text(f.code(), cx, cy + 0.62 * s, st, Align::Center);
            } else {
                icons::facility(c, f, cx, cy, 0.55 * s, palette::GLYPH, fill);
            }
        }
        None => {}
    }
    outline(
        c,
        cx,
        cy,
        s,
        Line::new(palette::CELL_LINE, (s * 0.035).max(0.8)),
    );
}

fn outline(c: &mut Canvas, cx: f32, cy: f32, s: f32, line: Line) {
    if let Some(p) = crate::render::canvas::polygon_path(&hex_corners(cx, cy, s)) {
        c.stroke_path(&p, line);
    }
}

/// A side of a cell: its two corners.
type Edge = ((f32, f32), (f32, f32));

/// The sides of a set of cells that face no cell of the set.
fn border(country: &Country, geo: &Geo, cells: &[usize]) -> Vec<Edge> {
    let mut out = Vec::new();
    for &i in cells {
        let at = country.cells[i];
        let (cx, cy) = geo.at(at);
        let corners = hex_corners(cx, cy, geo.s);
        for (k, &d) in DIRECTIONS.iter().enumerate() {
            let inside = country
                .at(hex::add(at, d))
                .is_some_and(|n| cells.contains(&n));
            if !inside {
                out.push((corners[(k + 1) % 6], corners[(k + 2) % 6]));
            }
        }
    }
    out
}

fn stroke_sides(c: &mut Canvas, sides: &[Edge], line: Line) {
    let mut pb = tiny_skia::PathBuilder::new();
    for &(a, b) in sides {
        pb.move_to(a.0, a.1);
        pb.line_to(b.0, b.1);
    }
    if let Some(p) = pb.finish() {
        c.stroke_path(&p, line);
    }
}

/// What to draw over a country.
pub(crate) struct Marks<'a> {
    /// Cell labels.
    pub(crate) labels: bool,
    /// Glyph codes and textures at reading size.
    pub(crate) detail: bool,
    pub(crate) score: Option<&'a CountryScore>,
    /// Cells covered by some legal placement.
    pub(crate) legal: &'a [bool],
}

/// Draws a board's cells, the last tile's outline and the country's border.
pub(crate) fn draw(c: &mut Canvas, board: &Board, geo: &Geo, marks: &Marks) {
    let country = board.country.country();
    let s = geo.s;
    for i in 0..country.len() {
        let (cx, cy) = geo.centre(country, i);
        let content = board.cells.get(i).copied().flatten();
        cell(c, content, cx, cy, s, marks.detail);
        if marks.legal.get(i).copied().unwrap_or(false) {
            if let Some(p) = crate::render::canvas::polygon_path(&hex_corners(cx, cy, s * 0.8)) {
                let mut line = Line::new(palette::LEGAL, (0.05 * s).max(1.0));
                line.dash = Some((0.12 * s, 0.1 * s));
                c.stroke_path(&p, line);
            }
            c.ring(
                cx,
                cy + 0.12 * s,
                0.2 * s,
                Line::new(palette::LEGAL, (0.07 * s).max(1.2)),
            );
            c.circle(cx, cy + 0.12 * s, 0.07 * s, palette::LEGAL);
        }
        if marks.labels {
            let st = Style::regular((0.25 * s).max(8.0), palette::INK_SOFT);
            let (ly, lc) = match content {
                Some(Content::Land(Land::Forest)) => (cy - 0.56 * s, palette::INK),
                _ => (cy - 0.56 * s, palette::INK_SOFT),
            };
            c.text_mid(
                &country.labels[i],
                cx,
                ly,
                Style { color: lc, ..st },
                Align::Center,
            );
        }
    }
    if let Some(score) = marks.score {
        for f in &score.facilities {
            if f.cell >= country.len() {
                continue;
            }
            let (cx, cy) = geo.centre(country, f.cell);
            let text = format!("+{}", f.vp);
            let st = Style::bold((0.22 * s).max(8.0), palette::WHITE);
            let w = st.width(&text) + 0.14 * s;
            let h = 0.3 * s;
            let (px, py) = (cx + 0.6 * s, cy - 0.05 * s);
            c.round_rect(px - w / 2.0, py - h / 2.0, w, h, h / 2.0, palette::INK);
            c.text_mid(&text, px, py, st, Align::Center);
        }
    }
    let all: Vec<usize> = (0..country.len()).collect();
    stroke_sides(
        c,
        &border(country, geo, &all),
        Line::new(palette::COAST, (0.08 * s).max(1.5)),
    );
    if let Some(last) = board.placed.last() {
        let cells: Vec<usize> = last
            .cells
            .iter()
            .copied()
            .filter(|&i| i < country.len())
            .collect();
        let sides = border(country, geo, &cells);
        stroke_sides(c, &sides, Line::new(palette::WHITE, (0.2 * s).max(3.0)));
        stroke_sides(c, &sides, Line::new(palette::LAST, (0.12 * s).max(2.0)));
    }
}

/// A tile's cells in its first orientation: their centres relative to the tile's middle,
/// for cells of circumradius `s`.
pub(crate) fn tile_cells(tile: TileId, s: f32) -> Vec<(f32, f32)> {
    let offsets = tile.stack().offsets();
    let pts: Vec<(f32, f32)> = offsets
        .iter()
        .map(|&(r, col)| (col as f32 * SQRT3 * s / 2.0, r as f32 * 1.5 * s))
        .collect();
    let (x0, x1) = pts
        .iter()
        .fold((f32::MAX, f32::MIN), |a, p| (a.0.min(p.0), a.1.max(p.0)));
    let (y0, y1) = pts
        .iter()
        .fold((f32::MAX, f32::MIN), |a, p| (a.0.min(p.1), a.1.max(p.1)));
    let (mx, my) = ((x0 + x1) / 2.0, (y0 + y1) / 2.0);
    pts.iter().map(|&(x, y)| (x - mx, y - my)).collect()
}

/// The size of a tile drawn by [`tile`] with cells of circumradius `s`.
pub(crate) fn tile_extent(tile: TileId, s: f32) -> (f32, f32) {
    let pts = tile_cells(tile, s);
    let w = pts.iter().map(|p| p.0.abs()).fold(0.0, f32::max) * 2.0 + SQRT3 * s;
    let h = pts.iter().map(|p| p.1.abs()).fold(0.0, f32::max) * 2.0 + 2.0 * s;
    (w, h)
}

/// A tile on its own, centred on (cx, cy): its cells' contents in its shape, each facility
/// with its glyph, and (when big enough) its code.
pub(crate) fn tile(c: &mut Canvas, t: TileId, cx: f32, cy: f32, s: f32) {
    let pts = tile_cells(t, s);
    let contents = t.contents();
    for (k, &(x, y)) in pts.iter().enumerate() {
        cell(c, contents.get(k).copied(), cx + x, cy + y, s, s >= 22.0);
    }
    let all: Vec<(f32, f32)> = pts.iter().map(|&(x, y)| (cx + x, cy + y)).collect();
    let mut pb = tiny_skia::PathBuilder::new();
    for &(x, y) in &all {
        crate::render::canvas::push_polygon(&mut pb, &hex_corners(x, y, s));
    }
    if let Some(p) = pb.finish() {
        c.stroke_path(&p, Line::new(palette::COAST, (0.07 * s).max(1.2)));
    }
}

/// The picture's width.
pub(crate) const WIDTH: f32 = 960.0;
const MARGIN: f32 = 36.0;

/// The land types' names as the breakdown writes them ("Forest").
pub(crate) fn land_word(l: Land) -> String {
    say(&msg!("combi-nations-picture-land", land = l.name()))
}

/// "57 VP", or "−3 VP".
pub(crate) fn vp(n: i64) -> String {
    let points = if n < 0 {
        format!("\u{2212}{}", -n)
    } else {
        n.to_string()
    };
    say(&msg!("combi-nations-picture-vp", points))
}

pub(crate) fn ordinal(n: usize) -> String {
    // English's ordinal kinds (1st, 2nd, 3rd, 4th), named as Fluent names plural kinds.
    let kind = match (n % 10, n % 100) {
        (_, 11..=13) => "other",
        (1, _) => "one",
        (2, _) => "two",
        (3, _) => "few",
        _ => "other",
    };
    say(&msg!("combi-nations-picture-ordinal", n, kind))
}

/// The short breakdown of a score: "Forest 13 · Grass 8 · City 10 · Lake 6 (×2) · …".
pub(crate) fn breakdown(score: &CountryScore) -> String {
    let mut parts: Vec<String> = Land::ALL
        .iter()
        .map(|&l| {
            let twice = if l == score.doubled { " (\u{d7}2)" } else { "" };
            format!("{} {}{twice}", land_word(l), score.land[l.index()])
        })
        .collect();
    let facilities = msg!(
        "combi-nations-picture-facilities",
        points = score.facility_vp()
    );
    parts.push(say(&facilities));
    if score.penalty > 0 {
        let penalty = msg!("combi-nations-picture-penalty", penalty = score.penalty);
        parts.push(say(&penalty));
    } else if score.empty > 0 {
        let empty = msg!("combi-nations-picture-no-penalty", empty = score.empty);
        parts.push(say(&empty));
    }
    parts.join(" \u{b7} ")
}

/// One player's country picture.
pub(crate) fn draw_picture(
    board: &Board,
    owner: &str,
    score: Option<&CountryScore>,
    legal: Option<TileId>,
) -> Canvas {
    let country = board.country.country();
    let (uw, uh) = Geo::unit_extent(country);
    let s = ((WIDTH - 2.0 * MARGIN) / uw)
        .min(620.0 / uh)
        .min(64.0)
        .floor();
    let (mw, mh) = (uw * s, uh * s);

    let head = if score.is_some() { 128.0 } else { 96.0 };
    let map_top = head + 10.0;
    let mut y = map_top + mh + 22.0;

    // What the legal overlay shows.
    let placements = legal.map(|t| (t, board.legal_placements(t)));
    let mut covered = vec![false; country.len()];
    if let Some((_, ps)) = &placements {
        for p in ps {
            for &i in p {
                if let Some(v) = covered.get_mut(i) {
                    *v = true;
                }
            }
        }
    }
    let caption_top = y;
    if placements.is_some() {
        y += 64.0;
    }
    let legend_top = y;
    y += 40.0;
    let mut facilities: Vec<usize> = (0..country.len())
        .filter(|&i| matches!(board.cells.get(i), Some(Some(Content::Facility(_)))))
        .collect();
    facilities.sort_by_key(|&i| (country.cells[i].0, country.cells[i].1));
    const FCOLS: usize = 3;
    let frows = facilities.len().div_ceil(FCOLS);
    let facilities_top = y;
    y += frows as f32 * 28.0;
    let height = y + MARGIN - 12.0;

    let mut c = Canvas::new(WIDTH as u32, height.ceil() as u32, palette::PAPER);

    // Title, and the score at the right.
    let right = if let Some(sc) = score {
        let big = Style::bold(40.0, palette::INK);
        let total = vp(i64::from(sc.total));
        c.text(&total, WIDTH - MARGIN, 56.0, big, Align::Right);
        let st = Style::regular(17.0, palette::INK_SOFT);
        c.text(
            &say(&msg!(
                "combi-nations-picture-place",
                place = ordinal(sc.rank)
            )),
            WIDTH - MARGIN,
            82.0,
            st,
            Align::Right,
        );
        big.width(&total) + 24.0
    } else {
        0.0
    };
    let title_style = Style::bold(32.0, palette::INK);
    let title = title_style.fit(
        &say(&msg!(
            "combi-nations-picture-owner",
            owner,
            country = country.id.msg()
        )),
        WIDTH - 2.0 * MARGIN - right,
    );
    c.text(&title, MARGIN, 52.0, title_style, Align::Left);
    let sub_style = Style::regular(18.0, palette::INK_SOFT);
    let n = board.placed.len();
    let placed = msg!("combi-nations-picture-placed", n, sand = board.sand());
    let sub = match board.placed.last() {
        None => say(&placed),
        Some(last) => {
            let labels: Vec<&str> = last
                .cells
                .iter()
                .filter(|&&i| i < country.len())
                .map(|&i| country.labels[i].as_str())
                .collect();
            say(&msg!(
                "combi-nations-picture-placed-last",
                placed,
                tile = last.tile.describe(),
                cells = labels.join(" ")
            ))
        }
    };
    let (sub, sub_style_fitted) = sub_style.fitted(&sub, WIDTH - 2.0 * MARGIN - right);
    c.text(&sub, MARGIN, 82.0, sub_style_fitted, Align::Left);
    if let Some(sc) = score {
        let st = Style::regular(18.0, palette::INK);
        let (line, st_fitted) = st.fitted(&breakdown(sc), WIDTH - 2.0 * MARGIN);
        c.text(&line, MARGIN, 114.0, st_fitted, Align::Left);
    }

    // The map.
    let geo = Geo::new(country, s, (WIDTH - mw) / 2.0, map_top);
    let _ = mh;
    draw(
        &mut c,
        board,
        &geo,
        &Marks {
            labels: true,
            detail: true,
            score,
            legal: &covered,
        },
    );

    // The legal caption, with the tile itself.
    if let Some((t, ps)) = &placements {
        let ts = 12.0;
        let (tw, th) = tile_extent(*t, ts);
        c.round_rect(
            MARGIN,
            caption_top,
            WIDTH - 2.0 * MARGIN,
            52.0,
            10.0,
            palette::CARD,
        );
        c.round_rect_outline(
            MARGIN,
            caption_top,
            WIDTH - 2.0 * MARGIN,
            52.0,
            10.0,
            Line::new(palette::LEGAL, 2.0),
        );
        let _ = th;
        tile(&mut c, *t, MARGIN + 16.0 + tw / 2.0, caption_top + 26.0, ts);
        let text = say(&msg!(
            "combi-nations-picture-fits",
            tile = t.describe(),
            n = ps.len()
        ));
        let st = Style::bold(21.0, palette::LEGAL);
        let x = MARGIN + 32.0 + tw;
        let (text, st_fitted) = st.fitted(&text, WIDTH - MARGIN - 12.0 - x);
        c.text_mid(&text, x, caption_top + 26.0, st_fitted, Align::Left);
    }

    // The legend: land types, the last tile's outline.
    let ls = 13.0;
    let mut x = MARGIN + ls;
    let cy = legend_top + 14.0;
    let st = Style::regular(16.0, palette::INK_SOFT);
    for &l in &Land::ALL {
        cell(&mut c, Some(Content::Land(l)), x, cy, ls, false);
        x += ls + 8.0;
        x += c.text_mid(&land_word(l), x, cy, st, Align::Left) + 22.0 + ls;
    }
    cell(&mut c, None, x, cy, ls, false);
    x += ls + 8.0;
    let sand = say(&msg!("combi-nations-picture-legend-sand"));
    x += c.text_mid(&sand, x, cy, st, Align::Left) + 26.0;
    if !board.placed.is_empty() {
        outline(&mut c, x + ls, cy, ls, Line::new(palette::LAST, 3.0));
        x += 2.0 * ls + 8.0;
        let last = say(&msg!("combi-nations-picture-legend-last"));
        x += c.text_mid(&last, x, cy, st, Align::Left) + 26.0;
    }
    if legal.is_some() {
        c.polygon(&hex_corners(x + ls, cy, ls), palette::SAND);
        if let Some(p) = crate::render::canvas::polygon_path(&hex_corners(x + ls, cy, ls * 0.8)) {
            let mut line = Line::new(palette::LEGAL, 1.2);
            line.dash = Some((2.5, 2.0));
            c.stroke_path(&p, line);
        }
        c.ring(x + ls, cy, 4.5, Line::new(palette::LEGAL, 1.5));
        c.circle(x + ls, cy, 1.8, palette::LEGAL);
        x += 2.0 * ls + 8.0;
        let fits = say(&msg!("combi-nations-picture-legend-fits"));
        c.text_mid(&fits, x, cy, st, Align::Left);
    }

    // The facilities in the country, by code and name.
    let col_w = (WIDTH - 2.0 * MARGIN) / FCOLS as f32;
    for (k, &i) in facilities.iter().enumerate() {
        let Some(Some(Content::Facility(f))) = board.cells.get(i) else {
            continue;
        };
        let (r, col) = (k / FCOLS, k % FCOLS);
        let x = MARGIN + col as f32 * col_w;
        let cy = facilities_top + r as f32 * 28.0 + 10.0;
        let fill = fill_of(Some(Content::Facility(*f)));
        c.round_rect(x, cy - 11.0, 22.0, 22.0, 5.0, fill);
        icons::facility(&mut c, *f, x + 11.0, cy, 8.5, palette::GLYPH, fill);
        let mut text = format!("{} {} {}", country.labels[i], f.code(), say(&f.msg()));
        if let Some(fs) = score.and_then(|sc| sc.facilities.iter().find(|fs| fs.cell == i)) {
            text.push_str(&format!(" +{}", fs.vp));
        }
        let st = Style::regular(15.0, palette::INK);
        let (text, st_fitted) = st.fitted(&text, col_w - 34.0);
        c.text_mid(&text, x + 28.0, cy, st_fitted, Align::Left);
    }
    c
}
