//! PNG encoding, speed first.
//!
//! The pictures are flat colours with anti-aliased edges: some thousands of distinct
//! colours, of which a few dozen cover nearly every pixel. They are written as 8-bit
//! indexed PNGs with a fixed 256-colour palette per kind of picture:
//!
//! - The palette is chosen once, from specimen pictures of that kind (every element
//!   drawn): the most frequent colours first, each kept only if it is not too close to
//!   one already taken, so that every hue of the icons keeps a slot; the rest of the
//!   slots go to the commonest anti-aliasing blends.
//! - A pixel takes its nearest palette entry (weighted like the eye). The answer for
//!   each colour is remembered, so a picture costs one pass over its pixels, a run of
//!   equal pixels at a time. No dithering.
//!
//! The output depends only on the pixels and the fixed palette: the same picture gives
//! the same bytes whatever was encoded before. An index per pixel is a third of the RGB
//! bytes, so this is both faster and three to four times smaller than RGB with the same
//! fast deflate (fdeflate, in the png crate that the image crate wraps; the image
//! crate's encoder has no indexed colour, so the png crate is used directly).

use std::sync::Mutex;

use super::canvas::{chunk_columns, chunk_runs, give_buffer, take_buffer, Canvas};

/// Distinct colours remembered per palette; beyond, colours are matched every time.
const TABLE: usize = 1 << 17;
const MAX_REMEMBERED: usize = TABLE / 2;
/// Entries of the small cache in front of the table.
const NEAR_BITS: u32 = 14;
const NEAR: usize = 1 << NEAR_BITS;

/// An open-addressing hash table from a colour (RGBA as a little-endian u32, never 0 for
/// an opaque pixel) to a value.
struct Table {
    keys: Vec<u32>,
    vals: Vec<u32>,
    len: usize,
}

impl Table {
    fn new(size: usize) -> Table {
        Table {
            keys: vec![0; size],
            vals: vec![0; size],
            len: 0,
        }
    }

    #[inline]
    fn slot(&self, key: u32) -> usize {
        let mask = self.keys.len() - 1;
        let mut i = (key.wrapping_mul(0x9E37_79B1) >> 15) as usize & mask;
        loop {
            let k = self.keys[i];
            if k == key || k == 0 {
                return i;
            }
            i = (i + 1) & mask;
        }
    }
}

#[inline]
fn px(p: &[u8]) -> u32 {
    match p {
        [a, b, c, d, ..] => u32::from_le_bytes([*a, *b, *c, *d]),
        _ => 0,
    }
}

fn rgb3(c: u32) -> [f32; 3] {
    [
        (c & 0xff) as f32,
        ((c >> 8) & 0xff) as f32,
        ((c >> 16) & 0xff) as f32,
    ]
}

/// A fixed palette, and the palette index of every colour seen so far.
pub(crate) struct Quantizer {
    /// Entries as structure of arrays, padded to 256 with far-away entries, so that the
    /// nearest-entry search is one straight loop.
    r: [f32; 256],
    g: [f32; 256],
    b: [f32; 256],
    len: usize,
    plte: Vec<u8>,
    seen: Mutex<Table>,
}

const FAR: f32 = 1.0e4;

impl Quantizer {
    /// The palette that best fits these specimen pictures.
    pub(crate) fn from_specimens(specimens: &[&Canvas]) -> Quantizer {
        // Count every colour, a run of equal pixels at a time.
        let mut counts = Table::new(1 << 20);
        for canvas in specimens {
            let data = canvas.pixmap.data();
            let mut prev = 0u32;
            let mut run = 0u32;
            for p in data.chunks_exact(4).chain(std::iter::once(&[0u8; 4][..])) {
                let c = px(p);
                if c == prev {
                    run += 1;
                    continue;
                }
                if prev != 0 && counts.len < counts.keys.len() / 2 {
                    let i = counts.slot(prev);
                    if counts.keys[i] == 0 {
                        counts.keys[i] = prev;
                        counts.len += 1;
                    }
                    counts.vals[i] += run;
                }
                prev = c;
                run = 1;
            }
        }
        let mut by_count: Vec<(u32, u32)> = counts
            .keys
            .iter()
            .zip(&counts.vals)
            .filter(|(k, _)| **k != 0)
            .map(|(k, v)| (*v, *k))
            .collect();
        by_count.sort_unstable_by(|a, b| b.cmp(a));

        let mut q = Quantizer {
            r: [FAR; 256],
            g: [FAR; 256],
            b: [FAR; 256],
            len: 0,
            plte: Vec::with_capacity(768),
            seen: Mutex::new(Table::new(TABLE)),
        };
        // Only the commoner colours compete for a slot: the rare ones are blends.
        let candidates = &by_count[..by_count.len().min(4000)];
        let mut taken = vec![false; candidates.len()];
        for min_d in [900, 250, 60, 0] {
            for (k, &(_, c)) in candidates.iter().enumerate() {
                if q.len == 256 {
                    break;
                }
                if taken[k] || (q.len > 0 && q.nearest(c).1 < min_d) {
                    continue;
                }
                taken[k] = true;
                let [r, g, b] = rgb3(c);
                q.r[q.len] = r;
                q.g[q.len] = g;
                q.b[q.len] = b;
                q.len += 1;
                q.plte.extend_from_slice(&c.to_le_bytes()[..3]);
            }
        }
        if q.len == 0 {
            // No specimen pixels at all: a single black entry keeps the encoder valid.
            q.r[0] = 0.0;
            q.g[0] = 0.0;
            q.b[0] = 0.0;
            q.len = 1;
            q.plte.extend_from_slice(&[0, 0, 0]);
        }
        q
    }

    /// The palette with these entries (RGB triples, in order), as [`Quantizer::from_specimens`]
    /// chose them for a kind of picture once and for all.
    pub(crate) fn from_plte(plte: &[u8]) -> Quantizer {
        let mut q = Quantizer {
            r: [FAR; 256],
            g: [FAR; 256],
            b: [FAR; 256],
            len: 0,
            plte: Vec::with_capacity(768),
            seen: Mutex::new(Table::new(TABLE)),
        };
        for rgb in plte.chunks_exact(3).take(256) {
            q.r[q.len] = f32::from(rgb[0]);
            q.g[q.len] = f32::from(rgb[1]);
            q.b[q.len] = f32::from(rgb[2]);
            q.len += 1;
            q.plte.extend_from_slice(rgb);
        }
        if q.len == 0 {
            q.r[0] = 0.0;
            q.g[0] = 0.0;
            q.b[0] = 0.0;
            q.len = 1;
            q.plte.extend_from_slice(&[0, 0, 0]);
        }
        q
    }

    /// The palette's entries, RGB triples in order (a GIF's palette too).
    pub(crate) fn plte(&self) -> &[u8] {
        &self.plte
    }

    /// The nearest entry to a colour and its distance (green counts most, blue least).
    fn nearest(&self, c: u32) -> (usize, u32) {
        let [cr, cg, cb] = rgb3(c);
        // Distance and index packed in one integer, so that one `min` finds both.
        let mut best = u32::MAX;
        for i in 0..256 {
            let (dr, dg, db) = (self.r[i] - cr, self.g[i] - cg, self.b[i] - cb);
            let d = (3.0 * dr * dr + 4.0 * dg * dg + 2.0 * db * db).min(8.0e6) as i32 as u32;
            let packed = (d << 8) | i as u32;
            // (Not `Ord::min`: a call per entry in a debug build.)
            if packed < best {
                best = packed;
            }
        }
        (((best & 0xff) as usize).min(self.len - 1), best >> 8)
    }

    /// Every pixel's palette index (`width` pixels a row).
    pub(crate) fn indices(&self, data: &[u8], width: u32) -> Vec<u8> {
        let mut idx = vec![0u8; data.len() / 4];
        self.matcher().run(data, &mut idx, width as usize);
        idx
    }

    fn matcher(&self) -> Matcher<'_> {
        Matcher {
            q: self,
            seen: self.seen.lock().unwrap_or_else(|e| e.into_inner()),
            near_keys: vec![0; NEAR],
            near_vals: vec![0; NEAR],
        }
    }
}

/// Matches colours to palette indices while an encoding lasts: a small direct-mapped
/// cache (the colours of one picture are a few thousand) in front of the palette's table
/// (too big for the fastest caches).
struct Matcher<'q> {
    q: &'q Quantizer,
    seen: std::sync::MutexGuard<'q, Table>,
    near_keys: Vec<u32>,
    near_vals: Vec<u8>,
}

impl Matcher<'_> {
    #[inline]
    fn lookup(&mut self, c: u32) -> u8 {
        let k = (c.wrapping_mul(0x9E37_79B1) >> (32 - NEAR_BITS)) as usize;
        if self.near_keys[k] == c {
            return self.near_vals[k];
        }
        let v = self.find(c);
        self.near_keys[k] = c;
        self.near_vals[k] = v;
        v
    }

    #[inline(never)]
    fn find(&mut self, c: u32) -> u8 {
        let seen = &mut *self.seen;
        let i = seen.slot(c);
        if seen.keys[i] == c {
            return seen.vals[i] as u8;
        }
        let n = self.q.nearest(c).0 as u8;
        if seen.len < MAX_REMEMBERED {
            seen.keys[i] = c;
            seen.vals[i] = n as u32;
            seen.len += 1;
        }
        n
    }

    /// Palette indices of a run of pixels: eight at a time while they all equal the
    /// previous pixel (long runs of one colour are most of every picture), or failing
    /// that the eight pixels a row above (`row` pixels back, when the run is longer than
    /// a row); else one by one.
    ///
    /// Pixels are read as `[u8; 4]` arrays and blocks as `[[u8; 4]; 8]` (compared whole:
    /// a 32-byte comparison inline in a release build, one `memcmp` in a debug one), not
    /// through chunk iterators: in the tests' debug build, where our crate is barely
    /// optimised, each chunk of an iterator was a call with its own checks, and this loop
    /// a quarter of the time spent drawing every picture in every language.
    fn run(&mut self, data: &[u8], idx: &mut [u8], row: usize) {
        let (pixels, _) = data.as_chunks::<4>();
        let n = pixels.len().min(idx.len());
        let Some(&first) = pixels.first() else {
            return;
        };
        let mut prev = first;
        let mut cur = self.lookup(u32::from_le_bytes(prev));
        let (blocks, tail) = pixels[..n].as_chunks::<8>();
        for (b, block) in blocks.iter().enumerate() {
            let i = b * 8;
            if *block == [prev; 8] {
                idx[i..i + 8].fill(cur);
                continue;
            }
            if i >= row && block[..] == pixels[i - row..i + 8 - row] {
                idx.copy_within(i - row..i + 8 - row, i);
                prev = block[7];
                cur = idx[i + 7];
                continue;
            }
            for (p, o) in block.iter().zip(&mut idx[i..i + 8]) {
                if *p != prev {
                    prev = *p;
                    cur = self.lookup(u32::from_le_bytes(prev));
                }
                *o = cur;
            }
        }
        let whole = blocks.len() * 8;
        for (p, o) in tail.iter().zip(&mut idx[whole..n]) {
            if *p != prev {
                prev = *p;
                cur = self.lookup(u32::from_le_bytes(prev));
            }
            *o = cur;
        }
    }
}

/// Encodes a canvas that started as a copy of a template whose indices are `base`:
/// only the pixels drawn on since (the canvas's tracked rows, and rows past the
/// template) are matched again, and only the pieces of rows that differ from the
/// template's are compressed again (the template's rows compressed are `kept`,
/// [`super::zpng`]).
///
/// `base` lives as long as the program (a kind of picture's template is drawn once), so
/// its address names it: the indices of the last picture over it are kept on the thread,
/// and the next picture puts back only the chunks that one changed instead of copying
/// the whole template's indices again.
pub(crate) fn encode_kept(
    canvas: &Canvas,
    q: &Quantizer,
    base: &'static [u8],
    kept: &super::zpng::Kept,
) -> Vec<u8> {
    encode_tracked(canvas, q, Base::Indices(base), Some(kept))
}

/// The last picture's indices over a template: the template's indices' address, the
/// indices, and per row of the template it covered the chunks where they differ from
/// the template's.
type LastIndices = Option<(usize, Vec<u8>, Vec<u64>)>;

thread_local! {
    static LAST: std::cell::RefCell<LastIndices> = const { std::cell::RefCell::new(None) };
}

/// Indices starting as `base` for its `rows` rows (`w` a row), `len` long: the last
/// picture's over the same base with its changes put back, else a copy.
fn indices_over(base: &'static [u8], rows: usize, w: usize, len: usize) -> Vec<u8> {
    let mut idx = match LAST.with(|l| l.borrow_mut().take()) {
        Some((key, mut idx, changed)) if key == base.as_ptr() as usize && idx.len() >= rows * w => {
            // Rows of the template the last picture did not cover (it was shorter).
            let covered = changed.len().min(rows);
            idx[covered * w..rows * w].copy_from_slice(&base[covered * w..rows * w]);
            for (row, &bits) in changed.iter().enumerate().take(rows) {
                for (a, b) in chunk_runs(bits, w) {
                    let (a, b) = (row * w + a, row * w + b);
                    idx[a..b].copy_from_slice(&base[a..b]);
                }
            }
            idx
        }
        other => {
            if let Some((_, idx, _)) = other {
                give_buffer(idx);
            }
            let mut idx = take_buffer(len);
            idx.extend_from_slice(&base[..rows * w]);
            idx
        }
    };
    // Rows past the template are matched whole: their bytes need no value.
    idx.resize(len, 0);
    idx
}

/// Encodes a canvas that started filled with one colour: only the pixels drawn on since
/// are matched to the palette.
pub(crate) fn encode_on(
    canvas: &Canvas,
    q: &Quantizer,
    background: super::palette::Color,
) -> Vec<u8> {
    let c = background;
    let key = u32::from_le_bytes([c.r, c.g, c.b, 255]);
    let index = q.matcher().lookup(key);
    encode_tracked(canvas, q, Base::Fill(index), None)
}

/// What a tracked canvas started as, in palette indices.
enum Base {
    Indices(&'static [u8]),
    Fill(u8),
}

fn encode_tracked(
    canvas: &Canvas,
    q: &Quantizer,
    base: Base,
    kept: Option<&super::zpng::Kept>,
) -> Vec<u8> {
    let (w, h) = (canvas.width() as usize, canvas.height() as usize);
    let Some(dirty) = canvas.dirty() else {
        return encode(canvas, q);
    };
    if dirty.len() != h {
        return encode(canvas, q);
    }
    let data = canvas.pixmap.data();
    // (`vec!` of one byte is a `memset`; `resize` writes a byte at a time in a debug build.)
    let (mut idx, base_rows, template) = match base {
        Base::Indices(base) => {
            if base.len() % w != 0 {
                return encode(canvas, q);
            }
            let rows = (base.len() / w).min(h);
            (indices_over(base, rows, w, w * h), rows, Some(base))
        }
        Base::Fill(index) => (vec![index; w * h], h, None),
    };
    // The chunks whose indices differ from the template's: drawn on, and changed (a chunk
    // drawn on is often the same again, as where a trail's casing was laid over by the
    // overlay it had covered).
    let mut changed = vec![0u64; h];
    let mut m = q.matcher();
    {
        for (row, &bits) in dirty.iter().enumerate() {
            let o = row * w;
            if row >= base_rows {
                m.run(&data[o * 4..(o + w) * 4], &mut idx[o..o + w], w);
                changed[row] = u64::MAX;
                continue;
            }
            for (a, b) in chunk_runs(bits, w) {
                if a < b {
                    m.run(&data[(o + a) * 4..(o + b) * 4], &mut idx[o + a..o + b], w);
                }
            }
            changed[row] = match template {
                Some(base) => differing(&idx[o..o + w], &base[o..o + w], bits),
                None => bits,
            };
        }
    }
    drop(m);
    let png = match kept {
        Some(kept) => super::zpng::write(
            &idx,
            canvas.width(),
            canvas.height(),
            &q.plte,
            Some((kept, &changed)),
        ),
        None => write(&idx, canvas.width(), canvas.height(), q),
    };
    match template {
        Some(base) => LAST.with(|l| {
            changed.truncate(base_rows);
            if let Some((_, old, _)) =
                l.borrow_mut()
                    .replace((base.as_ptr() as usize, idx, changed))
            {
                give_buffer(old);
            }
        }),
        None => give_buffer(idx),
    }
    png
}

/// Of the chunks `bits` of a row, those where `row` differs from `template`.
fn differing(row: &[u8], template: &[u8], bits: u64) -> u64 {
    let mut out = 0;
    let mut rest = bits;
    while rest != 0 {
        let c = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        let (a, b) = chunk_columns(c, c + 1, row.len());
        if row[a..b] != template[a..b] {
            out |= 1 << c;
        }
    }
    out
}

/// A picture's PNG, its canvas handed back for the next picture to reuse.
pub(crate) fn finish(canvas: Canvas, q: &Quantizer) -> Vec<u8> {
    let png = encode(&canvas, q);
    canvas.recycle();
    png
}

/// Encodes an opaque canvas as an indexed PNG with this palette.
pub(crate) fn encode(canvas: &Canvas, q: &Quantizer) -> Vec<u8> {
    let (w, h) = (canvas.width(), canvas.height());
    let idx = q.indices(canvas.pixmap.data(), w);
    write(&idx, w, h, q)
}

/// Writes palette indices as a PNG.
fn write(idx: &[u8], w: u32, h: u32, q: &Quantizer) -> Vec<u8> {
    let mut out = Vec::with_capacity(idx.len() / 6);
    let written = (|| -> Result<(), png::EncodingError> {
        let mut enc = png::Encoder::new(&mut out, w, h);
        enc.set_color(png::ColorType::Indexed);
        enc.set_depth(png::BitDepth::Eight);
        enc.set_palette(q.plte.as_slice());
        enc.set_compression(png::Compression::Fast);
        enc.set_filter(png::Filter::Up);
        let mut writer = enc.write_header()?;
        writer.write_image_data(idx)?;
        writer.finish()
    })();
    match written {
        Ok(()) => out,
        // Encoding into memory cannot fail for a valid canvas; never panic for it.
        Err(_) => Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::palette::rgb;

    /// Pictures over one template, one after another on a thread (each starting from the
    /// last one's indices): each decodes to its own pixels' indices, whether it drew much,
    /// nothing, the same again, or grew past the template.
    #[test]
    fn pictures_over_a_template_decode_to_their_own_indices() {
        let (w, h) = (333, 200);
        let paper = rgb(0xF0EBDC);
        let mut t = Canvas::new(w, h, paper);
        t.rect(0.0, 120.0, 333.0, 80.0, rgb(0xC8DCF0));
        t.circle(100.0, 60.0, 40.0, rgb(0x1E783C));
        let template = t.pixmap;
        let inks = [rgb(0xC8281E), rgb(0x145AA0), rgb(0xFAC800)];
        let specimen = {
            let mut s = Canvas::from_template(&template, h, paper);
            for (k, ink) in inks.iter().enumerate() {
                s.circle(50.0 + 90.0 * k as f32, 100.0, 30.0, *ink);
            }
            s
        };
        let q = Quantizer::from_specimens(&[&specimen]);
        let base: &'static [u8] = Box::leak(q.indices(template.data(), w).into_boxed_slice());
        let kept = super::super::zpng::Kept::new(base, w as usize);
        // (Height, circles drawn: centre and radius.)
        type Picture = (u32, &'static [(f32, f32, f32)]);
        let pictures: [Picture; 6] = [
            (h, &[(60.0, 50.0, 25.0), (250.0, 150.0, 40.0)]),
            (h, &[]),
            (h + 60, &[(300.0, 230.0, 30.0)]),
            (h, &[(60.0, 50.0, 25.0)]),
            (h, &[(200.0, 20.0, 15.0)]),
            (h, &[(120.0, 180.0, 10.0)]),
        ];
        for (i, (height, circles)) in pictures.into_iter().enumerate() {
            let mut c = Canvas::from_template(&template, height, paper);
            c.track();
            for (k, &(x, y, r)) in circles.iter().enumerate() {
                c.circle(x, y, r, inks[k % inks.len()]);
            }
            let png = encode_kept(&c, &q, base, &kept);
            let mut d = ::png::Decoder::new(std::io::Cursor::new(&png[..]));
            d.set_transformations(::png::Transformations::IDENTITY);
            let mut r = d.read_info().expect("a PNG");
            let mut decoded = vec![0; r.output_buffer_size().expect("a size")];
            r.next_frame(&mut decoded).expect("a frame");
            assert_eq!(
                decoded,
                q.indices(c.pixmap.data(), w),
                "picture {i}: not its own indices"
            );
            c.recycle();
        }
    }
}
