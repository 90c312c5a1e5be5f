//! Animated GIFs of a sequence of pictures, each under a caption: a game's replay
//! (`app::replay` chooses the pictures; this knows no game).
//!
//! GIF because it is the one animated format Discord plays everywhere (in the message, on
//! phones, without a click). Its 256 colours suit our pictures, which are already drawn for a
//! fixed palette of at most 256 colours (`png.rs`); so:
//!
//! - one palette for the whole animation, chosen like a kind of picture's (the frequent
//!   colours of a few specimen frames: the first, the middle and the last), written once as
//!   the GIF's global palette;
//! - each frame is matched to it with no dithering (flat colours stay flat and LZW packs
//!   them well), and only the rectangle that changed since the frame before is written
//!   (a game's step changes a few spaces of a map and a few figures of a table), with the
//!   rest kept on screen (a frame that changes nothing is one pixel);
//! - frames wider than asked are scaled down (averaging the pixels each covers, before the
//!   palette match: several times faster than a triangle filter, as sharp when shrinking),
//!   the caption is drawn at its own size, so it stays readable.
//!
//! The output depends only on the stills: the same stills give the same bytes.

use std::borrow::Cow;

use image::imageops;
use image::RgbaImage;
use tiny_skia::{IntSize, Pixmap};

use super::canvas::Canvas;
use super::palette::{INK, PAPER};
use super::png::Quantizer;
use super::text::{Align, Style};

/// One picture of an animation.
#[derive(Clone, Debug)]
pub struct Still {
    /// A PNG, as every picture is drawn.
    pub png: Vec<u8>,
    /// One line drawn above it.
    pub caption: String,
    /// How long it shows, in hundredths of a second.
    pub delay: u16,
}

/// An animated GIF and its number of frames.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Animation {
    pub gif: Vec<u8>,
    pub frames: usize,
}

/// The caption bar's height in pixels, at any scale.
const CAPTION: u32 = 40;
const CAPTION_TEXT: f32 = 20.0;
/// The narrowest frame, so that a caption has room.
const MIN_WIDTH: u32 = 480;

/// The animated GIF of `stills`, in order, a frame each (those that do not decode left
/// out), at most `max_width` pixels wide, looping forever; `None` if no still decodes.
pub fn animate(stills: &[Still], max_width: u32) -> Option<Animation> {
    let sizes: Vec<Option<(u32, u32)>> = stills.iter().map(|s| super::dimensions(&s.png)).collect();
    let (w0, h0) = sizes
        .iter()
        .flatten()
        .fold((0, 0), |(w, h), &(sw, sh)| (w.max(sw), h.max(sh)));
    if w0 == 0 || h0 == 0 {
        return None;
    }
    let scale = (f64::from(max_width.max(200)) / f64::from(w0)).min(1.0);
    let frame = Frame {
        // Wide enough for a caption, however small the pictures.
        width: scaled(w0, scale).max(MIN_WIDTH.min(max_width)),
        height: CAPTION + scaled(h0, scale),
        scale,
    };
    let drawable: Vec<&Still> = stills
        .iter()
        .zip(&sizes)
        .filter(|(_, size)| size.is_some())
        .map(|(still, _)| still)
        .collect();
    let quantizer = {
        let n = drawable.len();
        let picks = [0, n / 2, n - 1];
        let specimens: Vec<Canvas> = picks
            .iter()
            .enumerate()
            .filter(|&(i, p)| !picks[..i].contains(p))
            .filter_map(|(_, &p)| frame.compose(drawable[p]))
            .collect();
        let refs: Vec<&Canvas> = specimens.iter().collect();
        let q = Quantizer::from_specimens(&refs);
        specimens.into_iter().for_each(Canvas::recycle);
        q
    };
    let (w, h) = (frame.width as usize, frame.height as usize);
    let mut out = Vec::new();
    let mut frames = 0;
    let written = (|| -> Result<(), gif::EncodingError> {
        let mut encoder = gif::Encoder::new(
            &mut out,
            frame.width as u16,
            frame.height as u16,
            quantizer.plte(),
        )?;
        encoder.set_repeat(gif::Repeat::Infinite)?;
        let mut shown: Option<Vec<u8>> = None;
        for still in &drawable {
            let Some(canvas) = frame.compose(still) else {
                continue;
            };
            let idx = quantizer.indices(canvas.pixmap.data(), frame.width);
            canvas.recycle();
            let (x0, y0, x1, y1) = match &shown {
                Some(before) => changed_rect(before, &idx, w, h).unwrap_or((0, 0, 1, 1)),
                None => (0, 0, w, h),
            };
            let mut buffer = Vec::with_capacity((x1 - x0) * (y1 - y0));
            for row in y0..y1 {
                buffer.extend_from_slice(&idx[row * w + x0..row * w + x1]);
            }
            encoder.write_frame(&gif::Frame {
                delay: still.delay,
                dispose: gif::DisposalMethod::Keep,
                left: x0 as u16,
                top: y0 as u16,
                width: (x1 - x0) as u16,
                height: (y1 - y0) as u16,
                buffer: Cow::Owned(buffer),
                ..gif::Frame::default()
            })?;
            frames += 1;
            shown = Some(idx);
        }
        Ok(())
    })();
    // Writing into memory fails only on sizes GIF cannot hold (over 65535 pixels a side).
    written.ok().map(|()| Animation { gif: out, frames })
}

/// The size every frame is drawn at.
struct Frame {
    width: u32,
    height: u32,
    scale: f64,
}

impl Frame {
    /// A still under its caption, centred on the paper, scaled as the frame is.
    fn compose(&self, still: &Still) -> Option<Canvas> {
        let (w, h, rgba) = super::decode(&still.png)?;
        let mut image = RgbaImage::from_raw(w, h, rgba)?;
        if self.scale < 1.0 {
            image = imageops::thumbnail(&image, scaled(w, self.scale), scaled(h, self.scale));
        }
        let (w, h) = image.dimensions();
        let pixmap = Pixmap::from_vec(image.into_raw(), IntSize::from_wh(w, h)?)?;
        let mut canvas = Canvas::new(self.width, self.height, PAPER);
        canvas.rect(0.0, 0.0, self.width as f32, CAPTION as f32, INK);
        let style = Style::bold(CAPTION_TEXT, PAPER);
        let line = style.fit(&still.caption, self.width as f32 - 24.0);
        canvas.text_mid(&line, 12.0, CAPTION as f32 / 2.0, style, Align::Left);
        canvas.copy(
            &pixmap,
            (self.width.saturating_sub(w) / 2) as i32,
            CAPTION as i32,
        );
        Some(canvas)
    }
}

fn scaled(n: u32, scale: f64) -> u32 {
    ((f64::from(n) * scale).round() as u32).max(1)
}

/// The smallest rectangle `(x0, y0, x1, y1)` (ends excluded) outside which `a` and `b`,
/// two frames of `w`×`h` indices, are equal; `None` if they are equal.
fn changed_rect(a: &[u8], b: &[u8], w: usize, h: usize) -> Option<(usize, usize, usize, usize)> {
    let rows = |y: usize| a[y * w..(y + 1) * w] != b[y * w..(y + 1) * w];
    let y0 = (0..h).find(|&y| rows(y))?;
    let y1 = (y0..h).rev().find(|&y| rows(y)).map_or(y0 + 1, |y| y + 1);
    let (mut x0, mut x1) = (w, 0);
    for y in y0..y1 {
        let (ra, rb) = (&a[y * w..(y + 1) * w], &b[y * w..(y + 1) * w]);
        if let Some(first) = (0..x0).find(|&x| ra[x] != rb[x]) {
            x0 = first;
        }
        if let Some(last) = (x1..w).rev().find(|&x| ra[x] != rb[x]) {
            x1 = last + 1;
        }
    }
    Some((x0, y0, x1.max(x0 + 1), y1))
}

#[cfg(test)]
mod tests {
    use super::changed_rect;

    #[test]
    fn the_changed_rectangle_bounds_every_change() {
        let a = vec![0u8; 12];
        let mut b = a.clone();
        assert_eq!(changed_rect(&a, &b, 4, 3), None);
        b[4 + 1] = 1;
        b[2 * 4 + 3] = 1;
        assert_eq!(changed_rect(&a, &b, 4, 3), Some((1, 1, 4, 3)));
    }
}
