//! Text: the bundled Inter font (assets/fonts/, SIL Open Font License), laid out and
//! rasterised with ab_glyph.
//!
//! The fonts are parsed once. Each glyph is rasterised (exact area coverage) the first
//! time it is needed at a size and a quarter-pixel horizontal offset, and kept: drawing
//! text is then laying coverage masks. Baselines are snapped to whole pixels, so text is
//! crisp. The cache changes no output: a glyph's mask is a pure function of its key.

use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};

use ab_glyph::{Font as _, FontRef, GlyphId, PxScale};

use super::canvas::Canvas;
use super::palette::Color;

static REGULAR_OTF: &[u8] = include_bytes!("../../assets/fonts/Inter-Regular.otf");
static BOLD_OTF: &[u8] = include_bytes!("../../assets/fonts/Inter-Bold.otf");

/// The two weights of the bundled font.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Weight {
    Regular,
    Bold,
}

/// Horizontal alignment of a string against its anchor.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Align {
    Left,
    Center,
    Right,
}

pub(crate) struct Face {
    font: FontRef<'static>,
    upem: f32,
    /// Font units of ascent − descent (ab_glyph's pixel scale is of this height).
    height: f32,
    cap: f32,
}

/// Horizontal sub-pixel positions per pixel.
const SUB: f32 = 4.0;

/// A rasterised glyph: coverage, and where its top-left corner sits from the pen.
struct Mask {
    w: u32,
    left: i32,
    top: i32,
    data: Vec<u8>,
}

type Key = (Weight, u32, GlyphId, u8);

fn masks() -> &'static Mutex<HashMap<Key, Mask>> {
    static MASKS: OnceLock<Mutex<HashMap<Key, Mask>>> = OnceLock::new();
    MASKS.get_or_init(|| Mutex::new(HashMap::new()))
}

impl Face {
    fn load(bytes: &'static [u8]) -> Face {
        let font = FontRef::try_from_slice(bytes).expect("the bundled font parses");
        let upem = font.units_per_em().unwrap_or(1000.0);
        let cap = font
            .outline(font.glyph_id('H'))
            .map(|o| (o.bounds.max.y - o.bounds.min.y).abs())
            .unwrap_or(upem * 0.7);
        let height = font.height_unscaled();
        Face {
            font,
            upem,
            height,
            cap,
        }
    }

    /// Height of a capital letter at this pixel size.
    pub(crate) fn cap_height(&self, size: f32) -> f32 {
        self.cap * size / self.upem
    }

    /// The pen advance of every character of `text` at this size, in pixels.
    fn advances<'t>(
        &'t self,
        text: &'t str,
        size: f32,
    ) -> impl Iterator<Item = (GlyphId, f32)> + 't {
        let scale = size / self.upem;
        let mut prev: Option<GlyphId> = None;
        text.chars().map(move |c| {
            let id = self.font.glyph_id(c);
            let kern = prev.map_or(0.0, |p| self.font.kern_unscaled(p, id));
            prev = Some(id);
            (id, (kern + self.font.h_advance_unscaled(id)) * scale)
        })
    }

    /// The width of `text` at this pixel size.
    pub(crate) fn measure(&self, text: &str, size: f32) -> f32 {
        self.advances(text, size).map(|(_, a)| a).sum()
    }

    fn rasterise(&self, id: GlyphId, size: f32, sub: u8) -> Mask {
        let scale = PxScale::from(size * self.height / self.upem);
        let glyph = id.with_scale_and_position(scale, ab_glyph::point(sub as f32 / SUB, 0.0));
        let Some(outlined) = self.font.outline_glyph(glyph) else {
            return Mask {
                w: 0,
                left: 0,
                top: 0,
                data: Vec::new(),
            };
        };
        let b = outlined.px_bounds();
        let (w, h) = (b.width() as u32, b.height() as u32);
        let mut data = vec![0u8; (w * h) as usize];
        outlined.draw(|x, y, c| {
            if let Some(px) = data.get_mut((y * w + x) as usize) {
                *px = (c.clamp(0.0, 1.0) * 255.0 + 0.5) as u8;
            }
        });
        Mask {
            w,
            left: b.min.x as i32,
            top: b.min.y as i32,
            data,
        }
    }
}

/// The face of a weight, loaded on first use.
pub(crate) fn face(weight: Weight) -> &'static Face {
    static REGULAR: OnceLock<Face> = OnceLock::new();
    static BOLD: OnceLock<Face> = OnceLock::new();
    match weight {
        Weight::Regular => REGULAR.get_or_init(|| Face::load(REGULAR_OTF)),
        Weight::Bold => BOLD.get_or_init(|| Face::load(BOLD_OTF)),
    }
}

/// The smallest a label shrinks to fit its room ([`Style::fitted`]), of its size.
const SMALLEST: f32 = 0.7;

/// A text style: weight, pixel size and colour.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Style {
    pub(crate) weight: Weight,
    pub(crate) size: f32,
    pub(crate) color: Color,
}

impl Style {
    pub(crate) fn new(weight: Weight, size: f32, color: Color) -> Style {
        Style {
            weight,
            size,
            color,
        }
    }

    pub(crate) fn bold(size: f32, color: Color) -> Style {
        Style::new(Weight::Bold, size, color)
    }

    pub(crate) fn regular(size: f32, color: Color) -> Style {
        Style::new(Weight::Regular, size, color)
    }

    pub(crate) fn width(&self, text: &str) -> f32 {
        face(self.weight).measure(text, self.size)
    }

    pub(crate) fn cap_height(&self) -> f32 {
        face(self.weight).cap_height(self.size)
    }

    /// `text` and the style to draw it in: this one where it fits `max` pixels, else as
    /// much smaller as it needs (down to [`SMALLEST`] of the size), cut with an ellipsis
    /// only if it still does not fit ([`Style::fit`]). For a label laid out for its English
    /// that a translation makes longer: English that fits is drawn as before.
    pub(crate) fn fitted(&self, text: &str, max: f32) -> (String, Style) {
        self.fitted_to(text, max, SMALLEST)
    }

    /// [`Style::fitted`], shrinking down to `smallest` of the size: for a line of any
    /// length (a list) in a room too small for some of its translations at [`SMALLEST`].
    pub(crate) fn fitted_to(&self, text: &str, max: f32, smallest: f32) -> (String, Style) {
        let wide = self.width(text);
        if wide <= max {
            return (text.to_string(), *self);
        }
        // Widths grow with the size; a hundredth of a pixel down keeps it within `max`.
        let size = ((self.size * max / wide) * 100.0).floor() / 100.0;
        let style = Style {
            size: size.max(self.size * smallest),
            ..*self
        };
        (style.fit(text, max), style)
    }

    /// `text` cut to fit `max` pixels, with an ellipsis when cut.
    pub(crate) fn fit(&self, text: &str, max: f32) -> String {
        if self.width(text) <= max {
            return text.to_string();
        }
        logged(|log| log.cut.push(text.to_owned()));
        let mut chars: Vec<char> = text.chars().collect();
        while !chars.is_empty() {
            chars.pop();
            let s: String = chars.iter().collect::<String>().trim_end().to_string() + "…";
            if self.width(&s) <= max {
                return s;
            }
        }
        String::new()
    }
}

thread_local! {
    /// The texts drawn on this thread while [`text_log`] records them.
    static LOG: std::cell::RefCell<Option<TextLog>> = const { std::cell::RefCell::new(None) };
}

/// What the pictures drawn in a [`text_log`] wrote: every label, in order, and the labels
/// that did not fit. For the tests that read what a picture tells a person (no internal
/// name, no seat counted from 0, every glyph in the font, nothing cut).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct TextLog {
    /// Every text drawn, as drawn (a text cut to fit ends in "…").
    pub labels: Vec<String>,
    /// Every text cut with an ellipsis to fit its room, whole, as it was before the cut.
    pub cut: Vec<String>,
    /// Every text drawn reaching past the picture's edges.
    pub outside: Vec<String>,
    /// Every text drawn with its size in pixels (the font's em) and the width of the
    /// picture it was drawn on: how large it reads once the picture is shown smaller (a
    /// chat shows a picture about 550 px wide until it is opened).
    pub sizes: Vec<(String, f32, u32)>,
}

fn logged(write: impl FnOnce(&mut TextLog)) {
    LOG.with(|l| {
        if let Some(log) = l.borrow_mut().as_mut() {
            write(log);
        }
    });
}

/// Tells the [`text_log`] around it, if any, of a label drawn `size` pixels tall on a
/// picture `width` wide, as [`Canvas::text`] would: for a label laid as part of a kept
/// layer.
pub(crate) fn log_label(text: &str, size: f32, width: u32) {
    logged(|log| {
        log.labels.push(text.to_owned());
        log.sizes.push((text.to_owned(), size, width));
    });
}

/// What `draw` gives, with the [`TextLog`] of every text it drew on this thread. A picture
/// drawn from a kept template logs only what it draws anew.
pub fn text_log<T>(draw: impl FnOnce() -> T) -> (T, TextLog) {
    let outer = LOG.with(|l| l.borrow_mut().replace(TextLog::default()));
    let drawn = draw();
    let log = LOG.with(|l| std::mem::replace(&mut *l.borrow_mut(), outer));
    (drawn, log.unwrap_or_default())
}

/// Tells the [`text_log`] around it, if any, what a kept part of a picture wrote when it was
/// drawn (its [`TextLog`], as `text_log` gave it then): a picture drawn over a kept template
/// writes its labels too, however often the template is reused.
pub fn relog(said: &TextLog) {
    logged(|log| {
        log.labels.extend(said.labels.iter().cloned());
        log.cut.extend(said.cut.iter().cloned());
        log.outside.extend(said.outside.iter().cloned());
        log.sizes.extend(said.sizes.iter().cloned());
    });
}

/// What `draw` gives, its texts left out of any [`text_log`] around it: for pictures drawn
/// for the renderer's own use (the specimens a palette is chosen from), which nobody reads.
pub fn unlogged<T>(draw: impl FnOnce() -> T) -> T {
    let outer = LOG.with(|l| l.borrow_mut().take());
    let drawn = draw();
    LOG.with(|l| *l.borrow_mut() = outer);
    drawn
}

/// What `draw` gives, with every text it drew on this thread, in order: the labels of a
/// picture as text ([`text_log`]'s labels).
pub fn labels_of<T>(draw: impl FnOnce() -> T) -> (T, Vec<String>) {
    let (drawn, log) = text_log(draw);
    (drawn, log.labels)
}

/// Whether the bundled font has a glyph for `c`, in both weights: every character a
/// picture draws must (the tests check every language's labels).
pub fn has_glyph(c: char) -> bool {
    [Weight::Regular, Weight::Bold]
        .into_iter()
        .all(|weight| face(weight).font.glyph_id(c).0 != 0)
}

impl Canvas {
    /// Draws `text` with its baseline at `y`, aligned on `x`; returns its width.
    pub(crate) fn text(&mut self, text: &str, x: f32, y: f32, style: Style, align: Align) -> f32 {
        let face = face(style.weight);
        let w = face.measure(text, style.size);
        let mut pen = match align {
            Align::Left => x,
            Align::Center => x - w / 2.0,
            Align::Right => x - w,
        };
        // Half a pixel of slack: a glyph's side bearing may touch the edge.
        let past = pen < -0.5 || pen + w > self.width() as f32 + 0.5;
        logged(|log| {
            log.labels.push(text.to_owned());
            log.sizes.push((text.to_owned(), style.size, self.width()));
            if past && !text.trim().is_empty() {
                log.outside.push(text.to_owned());
            }
        });
        // Sizes are kept to a hundredth of a pixel in the cache key.
        let size = (style.size * 100.0).round() / 100.0;
        let key_size = (size * 100.0) as u32;
        let baseline = y.round() as i32;
        let mut cache = masks().lock().unwrap_or_else(|e| e.into_inner());
        for (id, advance) in face.advances(text, size) {
            let whole = pen.floor();
            let mut sub = ((pen - whole) * SUB).round() as u8;
            let mut px = whole as i32;
            if sub as f32 >= SUB {
                sub = 0;
                px += 1;
            }
            let mask = cache
                .entry((style.weight, key_size, id, sub))
                .or_insert_with(|| face.rasterise(id, size, sub));
            self.mask(
                &mask.data,
                mask.w,
                px + mask.left,
                baseline + mask.top,
                style.color,
            );
            pen += advance;
        }
        w
    }

    /// Draws `text` centred vertically on `cy` (on its capital height).
    pub(crate) fn text_mid(
        &mut self,
        text: &str,
        x: f32,
        cy: f32,
        style: Style,
        align: Align,
    ) -> f32 {
        let y = cy + style.cap_height() / 2.0;
        self.text(text, x, y, style, align)
    }
}
