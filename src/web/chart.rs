//! A season's ratings as an SVG line chart, drawn by the server (no script): a line per
//! player, over the season's time, with a legend that names each line beside its colour
//! and a title and description for screen readers.

use maud::{html, Markup};

/// Colours that keep 3:1 against the white background (WCAG's for graphics), and apart
/// from each other (the legend's swatches, `.c0` to `.c7`, are the same in the style sheet:
/// no inline style, which the Content-Security-Policy forbids).
const COLOURS: [&str; 8] = [
    "#1f5fa8", "#b3261e", "#1d7a3a", "#7a3fa0", "#a15c00", "#00727a", "#8a2f5f", "#4d5560",
];

const WIDTH: f64 = 640.0;
const HEIGHT: f64 = 260.0;
const PAD: f64 = 40.0;

/// A line of the chart: its name and its (time, value) points.
pub struct Line<'a> {
    pub name: &'a str,
    pub points: &'a [(i64, f64)],
}

/// The chart of `lines`, titled `title`, described `about`; `decimal` writes the axis'
/// numbers in the reader's way.
pub fn chart(title: &str, about: &str, lines: &[Line], decimal: impl Fn(f64) -> String) -> Markup {
    let all = lines.iter().flat_map(|l| l.points.iter());
    let (t0, t1) = all
        .clone()
        .fold((i64::MAX, i64::MIN), |(a, b), p| (a.min(p.0), b.max(p.0)));
    let (v0, v1) = all.fold((f64::MAX, f64::MIN), |(a, b), p| (a.min(p.1), b.max(p.1)));
    if t0 > t1 {
        return html! {};
    }
    let (v0, v1) = if v1 - v0 < 1.0 {
        (v0 - 1.0, v1 + 1.0)
    } else {
        (v0, v1)
    };
    let span = (t1 - t0).max(1) as f64;
    let x = |t: i64| PAD + (t - t0) as f64 / span * (WIDTH - 2.0 * PAD);
    let y = |v: f64| HEIGHT - PAD - (v - v0) / (v1 - v0) * (HEIGHT - 2.0 * PAD);
    html! {
        figure.chart {
            svg viewBox=(format!("0 0 {WIDTH} {HEIGHT}")) role="img" aria-labelledby="chart-title chart-about" {
                title #chart-title { (title) }
                desc #chart-about { (about) }
                line x1=(PAD) y1=(HEIGHT - PAD) x2=(WIDTH - PAD) y2=(HEIGHT - PAD) stroke="#555" {}
                line x1=(PAD) y1=(PAD) x2=(PAD) y2=(HEIGHT - PAD) stroke="#555" {}
                text x="4" y=(y(v1) + 4.0) font-size="12" fill="#222" { (decimal(v1)) }
                text x="4" y=(y(v0) + 4.0) font-size="12" fill="#222" { (decimal(v0)) }
                @for (i, line) in lines.iter().enumerate() {
                    @let colour = COLOURS[i % COLOURS.len()];
                    @let points = line.points.iter().map(|p| format!("{:.1},{:.1}", x(p.0), y(p.1))).collect::<Vec<_>>().join(" ");
                    polyline points=(points) fill="none" stroke=(colour) stroke-width="2" {}
                    @for p in line.points {
                        circle cx=(format!("{:.1}", x(p.0))) cy=(format!("{:.1}", y(p.1))) r="3" fill=(colour) {}
                    }
                }
            }
            figcaption {
                ul.legend {
                    @for (i, line) in lines.iter().enumerate() {
                        li {
                            span class=(format!("swatch c{}", i % COLOURS.len())) {}
                            " " (line.name) " "
                            @if let Some(last) = line.points.last() { "(" (decimal(last.1)) ")" }
                        }
                    }
                }
            }
        }
    }
}
