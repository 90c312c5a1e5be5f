//! Titled pictures over plain data (the service's types stay out of the renderer): the
//! frame every such picture shares ([`titled`]), and the score histogram of `/daily stats`,
//! which any game's daily record can use.

use super::canvas::{Canvas, Line};
use super::palette;
use super::text::{Align, Style};
use crate::words::{english, msg};

/// The margin around a titled picture.
pub(crate) const MARGIN: f32 = 30.0;

/// A player's daily record: the headline figures and a histogram of their scores.
#[derive(Clone, Debug, PartialEq)]
pub struct ScoreHistogram {
    /// "alice's daily record".
    pub title: String,
    /// "12 played · streak 3 (best 5) · best 92 · average 71.3".
    pub subtitle: String,
    /// (label, games), lowest scores first.
    pub bars: Vec<(String, u32)>,
    /// The bar of the best score, drawn in gold.
    pub best_bar: Option<usize>,
}

/// Where the panel below the title starts.
pub(crate) const TOP: f32 = 110.0;

/// A picture of `width` × `height`: the title and subtitle, and the panel below them.
pub(crate) fn titled(width: f32, height: f32, title: &str, subtitle: &str) -> Canvas {
    let mut c = Canvas::new(width as u32, height as u32, palette::PAPER);
    c.track();
    let w = width - 2.0 * MARGIN;
    let ts = Style::bold(34.0, palette::INK);
    c.text(&ts.fit(title, w), MARGIN, 56.0, ts, Align::Left);
    let ss = Style::regular(20.0, palette::INK_SOFT);
    c.text(&ss.fit(subtitle, w), MARGIN, 88.0, ss, Align::Left);
    c.round_rect(MARGIN, TOP, w, height - TOP - MARGIN, 16.0, palette::CARD);
    c
}

const HIST_W: f32 = 820.0;
const HIST_H: f32 = 440.0;

pub(crate) fn draw_histogram(h: &ScoreHistogram) -> Canvas {
    let mut c = titled(HIST_W, HIST_H, &h.title, &h.subtitle);
    let w = HIST_W - 2.0 * MARGIN;
    let top = TOP;
    let panel_h = HIST_H - top - MARGIN;
    if h.bars.is_empty() {
        c.text_mid(
            &english(&msg!("render-no-daily-game")),
            HIST_W / 2.0,
            top + panel_h / 2.0,
            Style::regular(22.0, palette::INK_SOFT),
            Align::Center,
        );
        return c;
    }
    // Bars from a base line, the count above each, the score range below.
    let base = top + panel_h - 44.0;
    let tallest = top + 48.0;
    let max = h.bars.iter().map(|(_, n)| *n).max().unwrap_or(0).max(1);
    let inner = w - 40.0;
    let slot = inner / h.bars.len() as f32;
    let bar_w = (slot * 0.7).min(90.0);
    let label = Style::regular(if slot < 60.0 { 13.0 } else { 17.0 }, palette::INK_SOFT);
    for (i, (text, n)) in h.bars.iter().enumerate() {
        let cx = MARGIN + 20.0 + slot * (i as f32 + 0.5);
        let height = (base - tallest) * (*n as f32 / max as f32);
        let color = if h.best_bar == Some(i) {
            palette::GOLD
        } else {
            palette::BLUE
        };
        if *n > 0 {
            c.round_rect(
                cx - bar_w / 2.0,
                base - height,
                bar_w,
                height,
                (bar_w * 0.12).min(6.0),
                color,
            );
        }
        c.text(
            &n.to_string(),
            cx,
            base - height - 8.0,
            Style::bold(18.0, palette::INK),
            Align::Center,
        );
        c.text(
            &label.fit(text, slot - 4.0),
            cx,
            base + 28.0,
            label,
            Align::Center,
        );
    }
    c.line(
        MARGIN + 14.0,
        base,
        HIST_W - MARGIN - 14.0,
        base,
        Line::new(palette::INK_SOFT, 2.0),
    );
    c
}
