//! Marks drawn once and laid many times: layers (transparent pictures laid over a
//! canvas), sprites (layers placed by an anchor) and stamps (the pixels a mark changes on
//! a template, copied onto copies of it).

use tiny_skia::Pixmap;

use super::{chunk_bits, div255, Canvas, CHUNK};
use crate::render::palette::Color;

/// A transparent picture drawn once and laid over canvases many times: its pixels, and
/// the runs of each row that are not fully transparent (so that laying it skips the rest).
pub(crate) struct Layer {
    pixmap: Pixmap,
    /// (row, first column, end column) of every run of visible pixels.
    spans: Vec<(u32, u32, u32)>,
}

impl Layer {
    /// A `w`×`h` layer, transparent where `draw` leaves it so.
    pub(crate) fn new(w: u32, h: u32, draw: impl FnOnce(&mut Canvas)) -> Layer {
        let mut c = Canvas::new(
            w,
            h,
            Color {
                r: 0,
                g: 0,
                b: 0,
                a: 0,
            },
        );
        draw(&mut c);
        let pixmap = c.pixmap;
        let (w, h) = (pixmap.width(), pixmap.height());
        let data = pixmap.data();
        let mut spans = Vec::new();
        for row in 0..h {
            let mut start = None;
            for col in 0..=w {
                let visible = col < w && data[((row * w + col) * 4 + 3) as usize] != 0;
                match (visible, start) {
                    (true, None) => start = Some(col),
                    (false, Some(s)) => {
                        spans.push((row, s, col));
                        start = None;
                    }
                    _ => {}
                }
            }
        }
        Layer { pixmap, spans }
    }
}

/// A small layer placed by an anchor point (an icon drawn once, placed many times).
pub(crate) struct Sprite {
    layer: Layer,
    ax: i32,
    ay: i32,
}

impl Sprite {
    /// A `w`×`h` sprite drawn by `draw` with its anchor at (ax, ay).
    pub(crate) fn new(w: u32, h: u32, ax: i32, ay: i32, draw: impl FnOnce(&mut Canvas)) -> Sprite {
        Sprite {
            layer: Layer::new(w, h, draw),
            ax,
            ay,
        }
    }
}

/// A mark on a template kept as the pixels it changes: copying them onto a copy of the
/// template gives the same bytes as drawing the mark there, for the price of a copy (a
/// circled value drawn through a path rasterizer and a text shaper costs a hundred times
/// more). The pixels are where they are on the template: a stamp has no other place.
pub(crate) struct Stamp {
    /// The template's width.
    width: u32,
    /// (row, first column, end column, offset in `pixels`) of each run of changed pixels;
    /// an offset with [`SOLID`] set is a run of one colour, its one pixel at the offset
    /// (a filled shape is kept as a few runs a row, not as its area).
    spans: Vec<(u32, u32, u32, u32)>,
    pixels: Vec<u8>,
}

/// Marks a [`Stamp`]'s run of one colour.
const SOLID: u32 = 1 << 31;
/// Equal pixels from which a stamp keeps a run as one colour.
const SOLID_RUN: usize = 16;

impl Stamp {
    /// Keeps the changed pixels `px` of `row` from column `x`: runs of one colour as such.
    fn keep(&mut self, row: u32, x: u32, px: &[u8]) {
        let (px, _) = px.as_chunks::<4>();
        let mut copied = 0;
        let mut i = 0;
        while i < px.len() {
            let run = px[i..].iter().take_while(|p| **p == px[i]).count();
            if run >= SOLID_RUN {
                self.copied(row, x, &px[copied..i], copied);
                let offset = self.pixels.len() as u32;
                self.pixels.extend_from_slice(&px[i]);
                let at = x + i as u32;
                self.spans.push((row, at, at + run as u32, offset | SOLID));
                copied = i + run;
            }
            i += run;
        }
        self.copied(row, x, &px[copied..], copied);
    }

    /// Keeps pixels as they are, from column `x + from`.
    fn copied(&mut self, row: u32, x: u32, px: &[[u8; 4]], from: usize) {
        if px.is_empty() {
            return;
        }
        let offset = self.pixels.len() as u32;
        self.pixels.extend(px.iter().flatten());
        let at = x + from as u32;
        self.spans.push((row, at, at + px.len() as u32, offset));
    }
}

/// Makes [`Stamp`]s of a template: each mark is drawn on one working copy, kept, and
/// rubbed out again (its box copied back from the template), so no stamp holds another's
/// pixels.
pub(crate) struct Stamper<'t> {
    template: &'t Pixmap,
    work: Canvas,
}

impl<'t> Stamper<'t> {
    pub(crate) fn new(template: &'t Pixmap) -> Stamper<'t> {
        Stamper {
            template,
            work: Canvas {
                pixmap: template.clone(),
                dirty: None,
                over: 0,
            },
        }
    }

    /// The pixels `draw` changes within the box from (x0, y0) to (x1, y1) (which must hold
    /// all it draws: what falls outside is lost, and the golden pictures tell).
    pub(crate) fn stamp(
        &mut self,
        (x0, y0, x1, y1): (f32, f32, f32, f32),
        draw: impl FnOnce(&mut Canvas),
    ) -> Stamp {
        draw(&mut self.work);
        let (w, h) = (self.template.width() as i32, self.template.height() as i32);
        let (x0, x1) = (
            (x0.floor() as i32).clamp(0, w),
            (x1.ceil() as i32).clamp(0, w),
        );
        let (y0, y1) = (
            (y0.floor() as i32).clamp(0, h),
            (y1.ceil() as i32).clamp(0, h),
        );
        let (t, d) = (self.template.data(), self.work.pixmap.data_mut());
        let mut stamp = Stamp {
            width: w as u32,
            spans: Vec::new(),
            pixels: Vec::new(),
        };
        for row in y0..y1 {
            let (a, b) = (((row * w + x0) * 4) as usize, ((row * w + x1) * 4) as usize);
            let (tr, dr) = (&t[a..b], &mut d[a..b]);
            let mut start = None;
            for col in 0..=(x1 - x0) as usize {
                let changed = col < (x1 - x0) as usize
                    && tr[col * 4..col * 4 + 4] != dr[col * 4..col * 4 + 4];
                match (changed, start) {
                    (true, None) => start = Some(col),
                    (false, Some(s)) => {
                        stamp.keep(row as u32, (x0 as usize + s) as u32, &dr[s * 4..col * 4]);
                        start = None;
                    }
                    _ => {}
                }
            }
            dr.copy_from_slice(tr);
        }
        stamp
    }
}

impl Canvas {
    /// Copies a stamp's pixels, on a canvas as wide as its template (others have nothing
    /// of it).
    pub(crate) fn stamp(&mut self, s: &Stamp) {
        let (dw, dh) = (self.width(), self.height());
        if dw != s.width {
            return;
        }
        let d = self.pixmap.data_mut();
        for &(row, x0, x1, offset) in &s.spans {
            if row >= dh {
                continue;
            }
            if let Some(rows) = self.dirty.as_mut() {
                rows[row as usize] |= chunk_bits(x0 as i32, x1 as i32);
            }
            let (a, n) = (((row * dw + x0) * 4) as usize, ((x1 - x0) * 4) as usize);
            if offset & SOLID != 0 {
                let o = (offset & !SOLID) as usize;
                let px: [u8; 4] = s.pixels[o..o + 4].try_into().unwrap_or_default();
                d[a..a + n].as_chunks_mut::<4>().0.fill(px);
            } else {
                d[a..a + n].copy_from_slice(&s.pixels[offset as usize..offset as usize + n]);
            }
        }
    }

    /// Places a sprite with its anchor on (x, y), rounded to whole pixels.
    pub(crate) fn sprite(&mut self, s: &Sprite, x: f32, y: f32) {
        self.layer(&s.layer, x.round() as i32 - s.ax, y.round() as i32 - s.ay);
    }

    /// Lays a layer over the canvas with its top-left corner at (x, y): source-over,
    /// clipped to the canvas.
    pub(crate) fn layer(&mut self, layer: &Layer, x: i32, y: i32) {
        self.layer_within(layer, x, y, None);
    }

    /// Lays a layer, but only over the columns of each row given in `within` (indexed by
    /// canvas row), when given.
    pub(crate) fn layer_within(&mut self, layer: &Layer, x: i32, y: i32, within: Option<&[u64]>) {
        let (dw, dh) = (self.width() as i32, self.height() as i32);
        let sw = layer.pixmap.width() as i32;
        let s = layer.pixmap.data();
        let d = self.pixmap.data_mut();
        for &(row, x0, x1) in &layer.spans {
            let dy = y + row as i32;
            if dy < 0 || dy >= dh {
                continue;
            }
            let (mut a, mut b) = ((x + x0 as i32).max(0), (x + x1 as i32).min(dw));
            if let Some(w) = within {
                // Only the drawn chunks of this row: clip to the first and last.
                let bits = w.get(dy as usize).copied().unwrap_or(0) & chunk_bits(a, b);
                if bits == 0 {
                    continue;
                }
                a = a.max(bits.trailing_zeros() as i32 * CHUNK);
                b = b.min((64 - bits.leading_zeros() as i32) * CHUNK);
            }
            if b <= a {
                continue;
            }
            if let Some(rows) = self.dirty.as_mut() {
                rows[dy as usize] |= chunk_bits(a, b);
            }
            let so = ((row as i32 * sw + (a - x)) * 4) as usize;
            let d0 = ((dy * dw + a) * 4) as usize;
            let n = ((b - a) * 4) as usize;
            over(&s[so..so + n], &mut d[d0..d0 + n]);
        }
    }
}

/// Premultiplied source-over of one run of pixels.
#[inline]
fn over(src: &[u8], dst: &mut [u8]) {
    // Pixels as `[u8; 4]` arrays: a chunk iterator's every step is a call with checks in
    // the tests' debug build.
    let (src, _) = src.as_chunks::<4>();
    let (dst, _) = dst.as_chunks_mut::<4>();
    for (sp, dp) in src.iter().zip(dst) {
        let a = sp[3];
        if a == 0 {
            continue;
        }
        if a == 255 {
            *dp = *sp;
            continue;
        }
        let inv = 255 - a as u32;
        for k in 0..4 {
            dp[k] = (sp[k] as u32 + div255(dp[k] as u32 * inv)).min(255) as u8;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::canvas::Line;
    use crate::render::palette::rgb;

    /// A stamp is the mark drawn, with the dirty chunks it drew on, and the working copy
    /// is the template again after each stamp (a mark overlapping another's box is not in
    /// the other's stamp).
    #[test]
    fn a_stamp_is_its_mark_drawn() {
        let bg = rgb(0xF0EBDC);
        let mut t = Canvas::new(200, 120, bg);
        let sea = rgb(0xC8DCF0);
        t.rect(0.0, 60.0, 200.0, 60.0, sea);
        let template = t.pixmap;
        let ink = rgb(0x145AA0);
        let marks: [&dyn Fn(&mut Canvas); 3] = [
            &|c| {
                c.circle(40.0, 50.0, 20.0, ink.alpha(60));
                c.ring(40.0, 50.0, 20.0, Line::new(ink, 3.0));
            },
            &|c| c.capsule((50.0, 60.0), (150.0, 70.0), 9.0, ink),
            &|c| c.circle(150.0, 60.5, 30.0, ink.alpha(200)),
        ];
        let boxes = [
            (15.0, 25.0, 65.0, 75.0),
            (40.0, 50.0, 160.0, 80.0),
            (115.0, 25.0, 185.0, 95.0),
        ];
        let mut stamper = Stamper::new(&template);
        let stamps: Vec<Stamp> = marks
            .iter()
            .zip(boxes)
            .map(|(m, b)| stamper.stamp(b, |c| m(c)))
            .collect();
        assert!(stamper.work.pixmap.data() == template.data());
        for (i, (stamp, mark)) in stamps.iter().zip(marks).enumerate() {
            let mut stamped = Canvas::from_template(&template, 120, bg);
            let mut drawn = Canvas::from_template(&template, 120, bg);
            stamped.stamp(stamp);
            mark(&mut drawn);
            assert!(stamped.pixmap.data() == drawn.pixmap.data(), "mark {i}");
            assert!(stamped.pixmap.data() != template.data(), "mark {i}");
            for (row, (s, d)) in stamped
                .dirty
                .iter()
                .flatten()
                .zip(drawn.dirty.iter().flatten())
                .enumerate()
            {
                assert_eq!(s & !d, 0, "mark {i}, row {row}");
                let changed = (0..200).any(|x| {
                    let o = (row * 200 + x) * 4;
                    stamped.pixmap.data()[o..o + 4] != template.data()[o..o + 4]
                });
                assert_eq!(*s != 0, changed, "mark {i}, row {row}");
            }
        }
    }
}
