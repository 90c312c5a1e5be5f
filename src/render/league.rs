//! A league's season table: position, player, games, wins, points, average, best score
//! and rating, one page of it, over plain data (no league types: the service fills it in).

use super::canvas::{round_rect_path, Canvas, Line};
use super::palette::{self, Color};
use super::text::{Align, Style};
use crate::words::{english, msg};

const WIDTH: f32 = 1000.0;
const MARGIN: f32 = 30.0;
const HEAD: f32 = 118.0;
const HEADER_ROW: f32 = 44.0;
const ROW: f32 = 50.0;

/// One line of a league table.
#[derive(Clone, Debug, PartialEq)]
pub struct LeagueRow {
    /// Shared by equal lines.
    pub position: usize,
    pub name: String,
    pub played: u32,
    pub wins: u32,
    pub points: u64,
    pub average: f64,
    pub best: u32,
    /// The shown rating (μ − 3σ), if any.
    pub rating: Option<f64>,
}

/// A page of a league table, as the picture shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct LeagueTable {
    /// "Friday League — season 2".
    pub title: String,
    /// "3 games · page 1 of 2" and the like.
    pub subtitle: String,
    pub rows: Vec<LeagueRow>,
}

/// The columns after the name: (the core's key of the label, width).
const COLS: [(&str, f32); 6] = [
    ("render-col-games", 90.0),
    ("render-col-wins", 80.0),
    ("render-col-avg", 90.0),
    ("render-col-best", 80.0),
    ("render-col-rating", 100.0),
    ("render-col-points", 110.0),
];
const RANK_W: f32 = 62.0;

fn medal(position: usize) -> Option<Color> {
    match position {
        1 => Some(palette::GOLD),
        2 => Some(palette::SILVER),
        3 => Some(palette::BRONZE),
        _ => None,
    }
}

pub(crate) fn draw(table: &LeagueTable) -> Canvas {
    let n = table.rows.len().max(1);
    let top = HEAD + 8.0;
    let h = HEADER_ROW + ROW * n as f32;
    let height = top + h + MARGIN;
    let mut c = Canvas::new(WIDTH as u32, height.ceil() as u32, palette::PAPER);
    c.track();
    let title = Style::bold(36.0, palette::INK);
    let text = title.fit(&table.title, WIDTH - 2.0 * MARGIN);
    c.text(&text, MARGIN, 58.0, title, Align::Left);
    let sub = Style::regular(19.0, palette::INK_SOFT);
    let text = sub.fit(&table.subtitle, WIDTH - 2.0 * MARGIN);
    c.text(&text, MARGIN, 92.0, sub, Align::Left);

    let x0 = MARGIN;
    let w = WIDTH - 2.0 * MARGIN;
    if let Some(p) = round_rect_path(x0, top, w, h, 14.0) {
        c.fill_path(&p, palette::CARD);
    }
    let cols_w: f32 = COLS.iter().map(|(_, w)| w).sum();
    let rank_x = x0 + 12.0 + RANK_W / 2.0;
    let name_x = x0 + 12.0 + RANK_W + 8.0;
    let name_w = w - 24.0 - RANK_W - cols_w - 16.0;
    let mut centres = Vec::with_capacity(COLS.len());
    let mut x = name_x + name_w + 8.0;
    for (_, cw) in COLS {
        centres.push(x + cw / 2.0);
        x += cw;
    }
    let hs = Style::bold(15.0, palette::INK_SOFT);
    let hy = top + 28.0;
    c.text("#", rank_x, hy, hs, Align::Center);
    c.text(
        &english(&msg!("render-col-player")),
        name_x,
        hy,
        hs,
        Align::Left,
    );
    for ((label, _), cx) in COLS.iter().zip(&centres) {
        c.text(&english(&msg!(*label)), *cx, hy, hs, Align::Center);
    }
    let num = Style::regular(21.0, palette::INK);
    if table.rows.is_empty() {
        let cy = top + HEADER_ROW + ROW / 2.0;
        c.text_mid(
            &english(&msg!("render-no-league-games")),
            WIDTH / 2.0,
            cy,
            Style::regular(21.0, palette::INK_SOFT),
            Align::Center,
        );
    }
    for (i, r) in table.rows.iter().enumerate() {
        let y = top + HEADER_ROW + ROW * i as f32;
        let cy = y + ROW / 2.0;
        if i % 2 == 0 {
            c.rect(x0 + 2.0, y, w - 4.0, ROW, palette::STRIPE);
        }
        let mr = 17.0;
        match medal(r.position) {
            Some(m) => {
                c.circle(rank_x, cy, mr, m);
                c.ring(rank_x, cy, mr, Line::new(palette::INK.alpha(120), 1.5));
            }
            None => c.ring(rank_x, cy, mr, Line::new(palette::INK_FAINT, 1.5)),
        }
        c.text_mid(
            &r.position.to_string(),
            rank_x,
            cy,
            Style::bold(18.0, palette::INK),
            Align::Center,
        );
        let ns = Style::bold(22.0, palette::INK);
        let name = if r.name.trim().is_empty() {
            "?".to_string()
        } else {
            ns.fit(&r.name, name_w)
        };
        c.text_mid(&name, name_x, cy, ns, Align::Left);
        let rating = r
            .rating
            .filter(|v| v.is_finite())
            .map_or_else(|| "–".to_string(), |v| format!("{v:.1}"));
        let cells = [
            r.played.to_string(),
            r.wins.to_string(),
            if r.average.is_finite() {
                format!("{:.1}", r.average)
            } else {
                "–".to_string()
            },
            r.best.to_string(),
            rating,
        ];
        for (cell, cx) in cells.iter().zip(&centres) {
            c.text_mid(cell, *cx, cy, num, Align::Center);
        }
        // Points, on a dark plaque.
        let pcx = centres[COLS.len() - 1];
        let pw = COLS[COLS.len() - 1].1 - 24.0;
        c.round_rect(
            pcx - pw / 2.0,
            cy - ROW * 0.36,
            pw,
            ROW * 0.72,
            ROW * 0.2,
            if r.position == 1 {
                palette::INK
            } else {
                palette::INK_SOFT
            },
        );
        c.text_mid(
            &r.points.to_string(),
            pcx,
            cy,
            Style::bold(21.0, palette::PAPER),
            Align::Center,
        );
    }
    c
}
