//! A player's rating trend (`/game profile`): a line per kind of game, the shown rating
//! after each rated game, over plain data (the service's types stay out of the renderer).
//! Every word on it comes with the data, in the reader's language.

use super::canvas::{Canvas, Line};
use super::histogram::{titled, MARGIN, TOP};
use super::palette::{self, Color};
use super::text::{Align, Style};

/// A player's ratings over their rated games.
#[derive(Clone, Debug, PartialEq)]
pub struct RatingTrend {
    /// "alice's ratings".
    pub title: String,
    /// "2 games rated · 14 rated games".
    pub subtitle: String,
    /// One line per kind of game (at most `MAX_SERIES` are drawn).
    pub series: Vec<TrendSeries>,
    /// What the panel says when there is no point to draw.
    pub empty: String,
    /// The horizontal axis' name ("rated games").
    pub axis: String,
}

/// One kind of game's line.
#[derive(Clone, Debug, PartialEq)]
pub struct TrendSeries {
    /// The game's name, with its current rating.
    pub label: String,
    /// The shown rating after each rated game, oldest first.
    pub points: Vec<f64>,
}

/// The most lines one picture draws (the games hosted are fewer).
pub const MAX_SERIES: usize = 6;

const WIDTH: f32 = 900.0;
const HEIGHT: f32 = 520.0;
/// The legend's room below the chart.
const LEGEND: f32 = 64.0;
/// The vertical axis' labels' room.
const LABELS: f32 = 56.0;

const COLORS: [Color; MAX_SERIES] = [
    palette::BLUE,
    palette::RED,
    palette::GOLD,
    palette::INK,
    palette::BRONZE,
    palette::INK_FAINT,
];

/// The lowest and highest value shown, with some room around the points, and a step of
/// round grid lines.
fn scale(series: &[&TrendSeries]) -> (f64, f64, f64) {
    let values = series.iter().flat_map(|s| s.points.iter().copied());
    let (lo, hi) = values
        .filter(|v| v.is_finite())
        .fold((f64::INFINITY, f64::NEG_INFINITY), |(lo, hi), v| {
            (lo.min(v), hi.max(v))
        });
    let (lo, hi) = if lo.is_finite() { (lo, hi) } else { (0.0, 1.0) };
    let span = (hi - lo).max(2.0);
    let step = [1.0, 2.0, 5.0, 10.0, 20.0, 50.0]
        .into_iter()
        .find(|s| span / s <= 6.0)
        .unwrap_or(100.0);
    let lo = ((lo - span * 0.05) / step).floor() * step;
    let hi = ((hi + span * 0.05) / step).ceil() * step;
    (lo, hi.max(lo + step), step)
}

pub(crate) fn draw(trend: &RatingTrend) -> Canvas {
    let mut c = titled(WIDTH, HEIGHT, &trend.title, &trend.subtitle);
    let series: Vec<&TrendSeries> = trend
        .series
        .iter()
        .filter(|s| !s.points.is_empty())
        .take(MAX_SERIES)
        .collect();
    let panel_h = HEIGHT - TOP - MARGIN;
    if series.is_empty() {
        let style = Style::regular(22.0, palette::INK_SOFT);
        c.text_mid(
            &style.fit(&trend.empty, WIDTH - 4.0 * MARGIN),
            WIDTH / 2.0,
            TOP + panel_h / 2.0,
            style,
            Align::Center,
        );
        return c;
    }
    let left = MARGIN + LABELS;
    let right = WIDTH - MARGIN - 24.0;
    let top = TOP + 24.0;
    let bottom = HEIGHT - MARGIN - LEGEND;
    let (lo, hi, step) = scale(&series);
    let y_of = |v: f64| bottom - ((v - lo) / (hi - lo)) as f32 * (bottom - top);
    let longest = series.iter().map(|s| s.points.len()).max().unwrap_or(1);
    let x_of = |i: usize| {
        if longest <= 1 {
            (left + right) / 2.0
        } else {
            left + (right - left) * i as f32 / (longest - 1) as f32
        }
    };

    // Grid lines and their values.
    let label = Style::regular(15.0, palette::INK_SOFT);
    let lines = ((hi - lo) / step).round() as u32;
    for n in 0..=lines {
        // `+ 0.0` turns a −0 into 0, which reads without a sign.
        let v = lo + f64::from(n) * step + 0.0;
        let y = y_of(v);
        c.line(left, y, right, y, Line::new(palette::RULE, 1.0));
        c.text_mid(&format!("{v:.0}"), left - 10.0, y, label, Align::Right);
    }
    c.text(
        &label.fit(&trend.axis, right - left),
        (left + right) / 2.0,
        bottom + 22.0,
        label,
        Align::Center,
    );

    // A line per game, a dot on each rated game.
    for (s, color) in series.iter().zip(COLORS) {
        let points: Vec<(f32, f32)> = s
            .points
            .iter()
            .enumerate()
            .map(|(i, &v)| (x_of(i), y_of(if v.is_finite() { v } else { lo })))
            .collect();
        for w in points.windows(2) {
            c.line(w[0].0, w[0].1, w[1].0, w[1].1, Line::new(color, 3.0));
        }
        let r = if points.len() > 60 { 2.0 } else { 4.0 };
        for &(x, y) in &points {
            c.circle(x, y, r, color);
        }
    }

    // The legend: a swatch and the game's label each.
    let room = (right - left) / series.len() as f32;
    let legend = Style::regular(16.0, palette::INK);
    let y = HEIGHT - MARGIN - 18.0;
    for (i, (s, color)) in series.iter().zip(COLORS).enumerate() {
        let x = left + room * i as f32;
        c.round_rect(x, y - 7.0, 22.0, 14.0, 4.0, color);
        c.text_mid(
            &legend.fit(&s.label, room - 34.0),
            x + 30.0,
            y,
            legend,
            Align::Left,
        );
    }
    c
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::{decode, rating_trend, text_log};

    fn trend(series: Vec<TrendSeries>) -> RatingTrend {
        RatingTrend {
            title: "Ann".into(),
            subtitle: "2".into(),
            series,
            empty: "none".into(),
            axis: "games".into(),
        }
    }

    #[test]
    fn a_trend_is_a_png_of_its_size_with_every_label_inside() {
        let data = trend(vec![
            TrendSeries {
                label: "Tucana 3.1".into(),
                points: vec![0.0, 1.5, 3.1, -2.0],
            },
            TrendSeries {
                label: "Combi 0.4".into(),
                points: vec![0.4],
            },
        ]);
        let (png, log) = text_log(|| rating_trend(&data));
        let (w, h, _) = decode(&png).expect("a PNG");
        assert_eq!((w, h), (WIDTH as u32, HEIGHT as u32));
        assert!(log.outside.is_empty(), "{:?}", log.outside);
        for label in ["Ann", "Tucana 3.1", "Combi 0.4", "games", "-2", "4"] {
            assert!(log.labels.iter().any(|l| l == label), "{label}: {log:?}");
        }
        assert!(!log.labels.iter().any(|l| l == "none"));
        // The same data, the same bytes.
        assert_eq!(rating_trend(&data), png);
    }

    #[test]
    fn no_point_says_so() {
        let (png, log) = text_log(|| rating_trend(&trend(Vec::new())));
        assert!(decode(&png).is_some());
        assert!(log.labels.iter().any(|l| l == "none"), "{log:?}");
    }

    #[test]
    fn the_scale_holds_every_point() {
        let s = TrendSeries {
            label: String::new(),
            points: vec![-7.3, 12.9, 3.0],
        };
        let (lo, hi, step) = scale(&[&s]);
        assert!(lo <= -7.3 && hi >= 12.9 && step > 0.0, "{lo} {hi} {step}");
        assert!((hi - lo) / step <= 8.0);
    }
}
