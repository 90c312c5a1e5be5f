//! PNG encoding, speed first.
//!
//! The pictures are flat colours with anti-aliased edges: a few thousand distinct colours
//! in all, of which a few dozen cover nearly every pixel. They are written as 8-bit
//! indexed PNGs: the 256 palette entries are picked by frequency while keeping them
//! apart (so that every hue of the icons keeps a slot), and the rare blends of the
//! anti-aliased edges take their nearest entry. An index per pixel is a third of the
//! RGB bytes, so this is both faster and three to four times smaller than RGB with the
//! same fast deflate (fdeflate, through the png crate that the image crate uses). A
//! picture with too many colours for that (none of ours) falls back to RGB through the
//! image crate's encoder. No dithering: the output stays deterministic and compresses
//! well.

use image::codecs::png::{CompressionType, FilterType, PngEncoder};
use image::{ExtendedColorType, ImageEncoder};

use super::canvas::Canvas;

/// Encodes an opaque canvas as a PNG.
pub(crate) fn encode(canvas: &Canvas) -> Vec<u8> {
    let (w, h) = (canvas.width(), canvas.height());
    let data = canvas.pixmap.data();
    let t = std::time::Instant::now();
    let r = indexed(data, w, h).unwrap_or_else(|| rgb(data, w, h));
    if std::env::var("TIMING").is_ok() { eprintln!("encode {:?}", t.elapsed()); }
    r
}

/// RGB through the image crate: the fallback for pictures with too many colours.
fn rgb(data: &[u8], w: u32, h: u32) -> Vec<u8> {
    // The canvas is opaque, so its premultiplied pixels are plain RGB.
    let mut rgb = Vec::with_capacity(w as usize * h as usize * 3);
    for px in data.chunks_exact(4) {
        rgb.extend_from_slice(&px[..3]);
    }
    let mut out = Vec::with_capacity(rgb.len() / 8);
    let encoder = PngEncoder::new_with_quality(&mut out, CompressionType::Fast, FilterType::Paeth);
    match encoder.write_image(&rgb, w, h, ExtendedColorType::Rgb8) {
        Ok(()) => out,
        // Encoding into memory cannot fail for a valid canvas; never panic for it.
        Err(_) => Vec::new(),
    }
}

/// Distinct colours beyond which a picture is written as RGB.
const MAX_COLORS: usize = 1 << 15;
const TABLE: usize = MAX_COLORS * 2;

/// An open-addressing hash table from a colour (RGBA as a little-endian u32, never 0 for
/// an opaque pixel) to a count, then to a palette index.
struct Colors {
    keys: Vec<u32>,
    vals: Vec<u32>,
    len: usize,
}

impl Colors {
    fn new() -> Colors {
        Colors {
            keys: vec![0; TABLE],
            vals: vec![0; TABLE],
            len: 0,
        }
    }

    #[inline]
    fn slot(&self, key: u32) -> usize {
        let mut i = (key.wrapping_mul(0x9E37_79B1) >> 16) as usize & (TABLE - 1);
        loop {
            let k = self.keys[i];
            if k == key || k == 0 {
                return i;
            }
            i = (i + 1) & (TABLE - 1);
        }
    }

    /// Adds `n` to a colour's count; false when the table is full.
    #[inline]
    fn add(&mut self, key: u32, n: u32) -> bool {
        let i = self.slot(key);
        if self.keys[i] == 0 {
            if self.len >= MAX_COLORS {
                return false;
            }
            self.keys[i] = key;
            self.len += 1;
        }
        self.vals[i] += n;
        true
    }
}

#[inline]
fn px(p: &[u8]) -> u32 {
    u32::from_le_bytes([p[0], p[1], p[2], p[3]])
}

fn rgb3(c: u32) -> [i32; 3] {
    [
        (c & 0xff) as i32,
        ((c >> 8) & 0xff) as i32,
        ((c >> 16) & 0xff) as i32,
    ]
}

/// The palette entries, structure of arrays (padded to a multiple of 8 with far-away
/// entries) so that the nearest-entry search vectorises.
struct Palette {
    r: Vec<f32>,
    g: Vec<f32>,
    b: Vec<f32>,
    len: usize,
}

const FAR: f32 = 1.0e6;

impl Palette {
    fn new() -> Palette {
        Palette {
            r: Vec::with_capacity(256),
            g: Vec::with_capacity(256),
            b: Vec::with_capacity(256),
            len: 0,
        }
    }

    /// The nearest entry and its distance (weighted like the eye: green counts most).
    fn nearest(&self, c: [i32; 3]) -> (usize, i32) {
        let (cr, cg, cb) = (c[0] as f32, c[1] as f32, c[2] as f32);
        let n = self.r.len().min(256);
        // Distance and index packed in one integer, so that one `min` finds both (and
        // the loop vectorises).
        let mut best = u32::MAX;
        for i in 0..n {
            let (dr, dg, db) = (self.r[i] - cr, self.g[i] - cg, self.b[i] - cb);
            let d = (3.0 * dr * dr + 4.0 * dg * dg + 2.0 * db * db).min(8.0e6) as i32 as u32;
            best = best.min((d << 8) | i as u32);
        }
        let i = (best & 0xff) as usize;
        (i.min(self.len.saturating_sub(1)), (best >> 8) as i32)
    }

    fn push(&mut self, c: [i32; 3]) {
        // Replace the padding, then pad again to a multiple of 8.
        self.r.truncate(self.len);
        self.g.truncate(self.len);
        self.b.truncate(self.len);
        self.r.push(c[0] as f32);
        self.g.push(c[1] as f32);
        self.b.push(c[2] as f32);
        self.len += 1;
        while self.r.len() % 8 != 0 {
            self.r.push(FAR);
            self.g.push(FAR);
            self.b.push(FAR);
        }
    }
}

fn indexed(data: &[u8], w: u32, h: u32) -> Option<Vec<u8>> {
    let n = w as usize * h as usize;
    if n == 0 || data.len() != n * 4 {
        return None;
    }
    // 1. Count the colours, a run of equal pixels at a time.
    let mut colors = Colors::new();
    let mut prev = px(data);
    let mut run = 0u32;
    for p in data.chunks_exact(4) {
        let c = px(p);
        if c == prev {
            run += 1;
        } else {
            if !colors.add(prev, run) {
                return None;
            }
            prev = c;
            run = 1;
        }
    }
    if !colors.add(prev, run) {
        return None;
    }

    let tm = std::env::var("TIMING").is_ok();
    let t0 = std::time::Instant::now();
    if tm { eprintln!("  hist {} colours", colors.len); }
    // 2. The palette: the most frequent colours first, each kept only if it is not too
    //    close to one already taken; then fill up with the next most frequent.
    let mut by_count: Vec<(u32, u32)> = colors
        .keys
        .iter()
        .zip(&colors.vals)
        .filter(|(k, _)| **k != 0)
        .map(|(k, v)| (*v, *k))
        .collect();
    by_count.sort_unstable_by(|a, b| b.cmp(a));
    let mut pal = Palette::new();
    let mut chosen: Vec<u32> = Vec::with_capacity(256);
    if by_count.len() <= 256 {
        for &(_, c) in &by_count {
            pal.push(rgb3(c));
            chosen.push(c);
        }
    } else {
        // Rare colours are anti-aliased blends: only the commoner ones compete for a slot.
        let candidates = &by_count[..by_count.len().min(3000)];
        let mut taken = vec![false; candidates.len()];
        for (min_d, pass) in [(900, 0), (250, 1), (0, 2)] {
            for (k, &(_, c)) in candidates.iter().enumerate() {
                if chosen.len() == 256 {
                    break;
                }
                if taken[k] {
                    continue;
                }
                if pass < 2 && !chosen.is_empty() && pal.nearest(rgb3(c)).1 < min_d {
                    continue;
                }
                taken[k] = true;
                pal.push(rgb3(c));
                chosen.push(c);
            }
        }
    }

    if tm { eprintln!("  palette {:?}", t0.elapsed()); }
    // 3. Every colour's palette index, kept in the table's values.
    for (i, v) in colors.vals.iter_mut().enumerate() {
        let k = colors.keys[i];
        if k != 0 {
            *v = pal.nearest(rgb3(k)).0 as u32;
        }
    }

    if tm { eprintln!("  mapped {:?}", t0.elapsed()); }
    // 4. The indices, a run at a time.
    let mut idx = vec![0u8; n];
    let mut prev = px(data);
    let mut cur = colors.vals[colors.slot(prev)] as u8;
    for (p, out) in data.chunks_exact(4).zip(idx.iter_mut()) {
        let c = px(p);
        if c != prev {
            prev = c;
            cur = colors.vals[colors.slot(c)] as u8;
        }
        *out = cur;
    }

    if tm { eprintln!("  indexed {:?}", t0.elapsed()); }
    let mut plte = Vec::with_capacity(chosen.len() * 3);
    for c in &chosen {
        plte.extend_from_slice(&c.to_le_bytes()[..3]);
    }
    let mut out = Vec::with_capacity(n / 6);
    {
        let mut enc = png::Encoder::new(&mut out, w, h);
        enc.set_color(png::ColorType::Indexed);
        enc.set_depth(png::BitDepth::Eight);
        enc.set_palette(plte);
        enc.set_compression(png::Compression::Fast);
        enc.set_filter(png::Filter::Up);
        let mut writer = enc.write_header().ok()?;
        writer.write_image_data(&idx).ok()?;
        writer.finish().ok()?;
    }
    if tm { eprintln!("  written {:?}", t0.elapsed()); }
    Some(out)
}
