//! The daily challenge's pictures, over plain data (the service's types stay out of the
//! renderer): the spoiler-free result card of `/daily share`, and the score histogram of
//! `/daily stats`.

use super::canvas::{Canvas, Line};
use super::icons;
use super::palette;
use super::text::{Align, Style};
use crate::games::tucana::Sight;

const MARGIN: f32 = 30.0;

/// A finished daily game without its trails: what a player may show everyone.
#[derive(Clone, Debug, PartialEq)]
pub struct DailyCard {
    /// "Daily Tucana · 2026-11-22".
    pub title: String,
    /// "Isla Petit · special bonus" and the like.
    pub subtitle: String,
    pub player: String,
    pub total: u32,
    /// Sight scores of each round.
    pub rounds: Vec<u32>,
    pub villages: u32,
    pub bonus: u32,
    /// The solo ladder title reached, if any.
    pub ladder: Option<String>,
    /// How many sights of each type are connected.
    pub sights: Vec<(Sight, u8)>,
    /// How many sights of each type the map has.
    pub per_type: u8,
}

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

const CARD_W: f32 = 820.0;
const CARD_H: f32 = 450.0;

/// Where the panel below the title starts.
const TOP: f32 = 110.0;

/// A picture of `width` × `height`: the title and subtitle, and the panel below them.
fn titled(width: f32, height: f32, title: &str, subtitle: &str) -> Canvas {
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

pub(crate) fn draw_card(card: &DailyCard) -> Canvas {
    let mut c = titled(CARD_W, CARD_H, &card.title, &card.subtitle);
    let w = CARD_W - 2.0 * MARGIN;
    // The total on a dark plaque at the left, the parts at the right.
    let top = TOP;
    let plaque_w = 210.0;
    c.round_rect(
        MARGIN + 18.0,
        top + 18.0,
        plaque_w,
        150.0,
        14.0,
        palette::INK,
    );
    let cx = MARGIN + 18.0 + plaque_w / 2.0;
    c.text(
        &card.total.to_string(),
        cx,
        top + 112.0,
        Style::bold(76.0, palette::PAPER),
        Align::Center,
    );
    c.text(
        "points",
        cx,
        top + 146.0,
        Style::regular(20.0, palette::PAPER),
        Align::Center,
    );

    let x = MARGIN + 18.0 + plaque_w + 28.0;
    let rw = CARD_W - MARGIN - 18.0 - x;
    let name = Style::bold(26.0, palette::INK);
    c.text(
        &name.fit(&card.player, rw),
        x,
        top + 50.0,
        name,
        Align::Left,
    );
    let ladder = match &card.ladder {
        Some(t) => format!("Title: {t}"),
        None => "No title reached".to_string(),
    };
    let ls = Style::bold(21.0, palette::CIRCLE);
    c.text(&ls.fit(&ladder, rw), x, top + 86.0, ls, Align::Left);
    let rounds: Vec<String> = card.rounds.iter().map(u32::to_string).collect();
    let parts = format!(
        "Sights {} · Villages {} · Bonus {}",
        if rounds.is_empty() {
            "0".to_string()
        } else {
            rounds.join(" + ")
        },
        card.villages,
        card.bonus
    );
    let ps = Style::regular(20.0, palette::INK);
    c.text(&ps.fit(&parts, rw), x, top + 124.0, ps, Align::Left);

    // The sights connected, one badge a type.
    let row_y = top + 226.0;
    c.line(
        MARGIN + 18.0,
        top + 186.0,
        CARD_W - MARGIN - 18.0,
        top + 186.0,
        Line::new(palette::RULE, 1.5),
    );
    let slot = w / Sight::ALL.len() as f32;
    for (i, sight) in Sight::ALL.iter().enumerate() {
        let sx = MARGIN + slot * (i as f32 + 0.5);
        let n = card
            .sights
            .iter()
            .find(|(s, _)| s == sight)
            .map_or(0, |(_, n)| *n);
        icons::sight_badge(&mut c, *sight, sx - 34.0, row_y, 28.0);
        let color = if n == 0 {
            palette::INK_FAINT
        } else {
            palette::INK
        };
        c.text_mid(
            &format!("{n}/{}", card.per_type),
            sx + 4.0,
            row_y,
            Style::bold(24.0, color),
            Align::Left,
        );
    }
    c.text(
        "sights connected to villages",
        CARD_W / 2.0,
        CARD_H - MARGIN - 14.0,
        Style::regular(17.0, palette::INK_SOFT),
        Align::Center,
    );
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
            "No daily game finished yet: /daily play",
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
            palette::BLUE_CARD
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
