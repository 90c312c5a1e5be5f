//! A thin drawing layer over tiny-skia: a pixmap plus the few shapes the pictures use.
//!
//! Every shape is anti-aliased. Coordinates are pixels, `y` down. Shapes that cannot be
//! drawn (empty, or of zero size) are skipped silently: drawing never fails.

use tiny_skia::{
    FillRule, LineCap, LineJoin, Paint, Path, PathBuilder, Pixmap, Rect, Stroke, StrokeDash,
    Transform,
};

use super::palette::Color;

mod kept;
pub(crate) use kept::{Layer, Sprite, Stamp, Stamper};

thread_local! {
    /// Pixel buffers of finished pictures, kept for the next ones on this thread: a
    /// fresh multi-megabyte buffer costs a page fault per 4 KB on first touch. Every
    /// buffer taken is overwritten in full before use, so nothing carries over.
    static POOL: std::cell::RefCell<Vec<Vec<u8>>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// An empty buffer with room for `len` bytes, from the pool when it has one.
pub(crate) fn take_buffer(len: usize) -> Vec<u8> {
    let reused = POOL.with(|p| {
        let mut p = p.borrow_mut();
        let i = p.iter().position(|b| b.capacity() >= len)?;
        Some(p.swap_remove(i))
    });
    match reused {
        Some(mut b) => {
            b.clear();
            b
        }
        None => Vec::with_capacity(len),
    }
}

/// A canvas's pixels kept after its picture: the template's address, the pixels, the
/// chunks drawn on.
type Over = Option<(usize, Vec<u8>, Vec<u64>)>;

thread_local! {
    /// The pixels of the last picture drawn over a template on this thread, with what was
    /// drawn on them (the template's address, its dirty chunks): the next picture over the
    /// same template copies back only those chunks rather than the whole template.
    static OVER: std::cell::RefCell<Over> = const { std::cell::RefCell::new(None) };
}

/// Gives a buffer back to the pool (which keeps a few).
pub(crate) fn give_buffer(b: Vec<u8>) {
    POOL.with(|p| {
        let mut p = p.borrow_mut();
        if p.len() < 4 {
            p.push(b);
        }
    });
}

/// The picture being drawn.
pub(crate) struct Canvas {
    pub(crate) pixmap: Pixmap,
    /// When tracked: for every row, the chunks of [`CHUNK`] columns drawn on since
    /// tracking began, as bits.
    dirty: Option<Vec<u64>>,
    /// The address of the template this canvas started as a copy of (0: none), tracked
    /// from its start: its pixels differ from the template's only where `dirty` says.
    over: usize,
}

/// How a stroke ends and is dashed.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Line {
    pub(crate) width: f32,
    pub(crate) color: Color,
    /// Dash and gap lengths, if dashed.
    pub(crate) dash: Option<(f32, f32)>,
    pub(crate) round: bool,
}

impl Line {
    pub(crate) fn new(color: Color, width: f32) -> Line {
        Line {
            width,
            color,
            dash: None,
            round: true,
        }
    }
}

fn paint(color: Color) -> Paint<'static> {
    let mut p = Paint::default();
    p.set_color(color.skia());
    p.anti_alias = true;
    p
}

impl Canvas {
    /// A canvas of at least 1×1 pixels filled with `background`.
    pub(crate) fn new(width: u32, height: u32, background: Color) -> Canvas {
        let (w, h) = (width.max(1), height.max(1));
        let bg = background.skia().premultiply().to_color_u8();
        let px = [bg.red(), bg.green(), bg.blue(), bg.alpha()];
        let pixmap = tiny_skia::IntSize::from_wh(w, h).and_then(|size| {
            let n = w as usize * h as usize;
            // One pixel, then copies doubling in length: as fast as a memset, and the
            // memory is written once.
            let total = n * 4;
            let mut data = take_buffer(total);
            data.extend_from_slice(&px);
            while data.len() < total {
                let k = data.len().min(total - data.len());
                data.extend_from_within(..k);
            }
            Pixmap::from_vec(data, size)
        });
        let pixmap = pixmap
            .or_else(|| Pixmap::new(1, 1))
            .expect("a 1x1 pixmap can always be made");
        Canvas {
            pixmap,
            dirty: None,
            over: 0,
        }
    }

    /// A canvas starting as a copy of `template`, `height` pixels tall (rows past the
    /// template's are filled with `background`).
    pub(crate) fn from_template(template: &Pixmap, height: u32, background: Color) -> Canvas {
        let total = template.width() as usize * height.max(template.height()) as usize * 4;
        let key = template.data().as_ptr() as usize;
        let mut data = match OVER.with(|o| o.borrow_mut().take()) {
            // The last picture over this template: only what it drew is copied back.
            Some((k, mut data, dirty)) if k == key => {
                let w = template.width() as i32;
                let t = template.data();
                data.truncate(t.len());
                for (row, &bits) in dirty.iter().enumerate().take(template.height() as usize) {
                    let o = row * w as usize * 4;
                    for (a, b) in chunk_runs(bits, w as usize) {
                        data[o + a * 4..o + b * 4].copy_from_slice(&t[o + a * 4..o + b * 4]);
                    }
                }
                data
            }
            other => {
                if let Some((_, data, _)) = other {
                    give_buffer(data);
                }
                let mut data = take_buffer(total);
                data.extend_from_slice(template.data());
                data
            }
        };
        if data.len() < total {
            let bg = background.skia().premultiply().to_color_u8();
            let start = data.len();
            data.extend_from_slice(&[bg.red(), bg.green(), bg.blue(), bg.alpha()]);
            while data.len() < total {
                let k = (data.len() - start).min(total - data.len());
                data.extend_from_within(start..start + k);
            }
        }
        match tiny_skia::IntSize::from_wh(template.width(), height.max(template.height()))
            .and_then(|size| Pixmap::from_vec(data, size))
        {
            Some(pixmap) => Canvas {
                dirty: Some(vec![0; pixmap.height() as usize]),
                pixmap,
                over: key,
            },
            None => Canvas::new(template.width(), height, background),
        }
    }

    /// Starts remembering which pixels are drawn on (see [`Canvas::dirty`]).
    pub(crate) fn track(&mut self) {
        if self.over != 0 && self.dirty.is_some() {
            // A copy of a template is tracked from its start.
            return;
        }
        self.dirty = Some(vec![0; self.height() as usize]);
    }

    /// For every row, the chunks of [`CHUNK`] columns drawn on since [`Canvas::track`]
    /// (bit `k` for columns `k * CHUNK..(k + 1) * CHUNK`), if tracked.
    pub(crate) fn dirty(&self) -> Option<&[u64]> {
        self.dirty.as_deref()
    }

    /// Notes that the box from (x0, y0) to (x1, y1) may have been drawn on.
    pub(crate) fn mark(&mut self, x0: f32, y0: f32, x1: f32, y1: f32) {
        let (w, h) = (self.width() as i32, self.height() as i32);
        let Some(rows) = self.dirty.as_mut() else {
            return;
        };
        if !(x0.is_finite() && y0.is_finite() && x1.is_finite() && y1.is_finite()) {
            return;
        }
        let (a, b) = (
            (x0.floor() as i32 - 1).max(0),
            (x1.ceil() as i32 + 1).min(w),
        );
        if b <= a {
            return;
        }
        let bits = chunk_bits(a, b);
        for row in (y0.floor() as i32 - 1).max(0)..(y1.ceil() as i32 + 1).min(h) {
            rows[row as usize] |= bits;
        }
    }

    fn mark_path(&mut self, path: &Path, ts: Transform, pad: f32) {
        if self.dirty.is_none() {
            return;
        }
        let b = path.bounds();
        let mut pts = [
            tiny_skia::Point::from_xy(b.left(), b.top()),
            tiny_skia::Point::from_xy(b.right(), b.top()),
            tiny_skia::Point::from_xy(b.left(), b.bottom()),
            tiny_skia::Point::from_xy(b.right(), b.bottom()),
        ];
        ts.map_points(&mut pts);
        let (mut x0, mut y0, mut x1, mut y1) = (f32::MAX, f32::MAX, f32::MIN, f32::MIN);
        for p in pts {
            x0 = x0.min(p.x);
            y0 = y0.min(p.y);
            x1 = x1.max(p.x);
            y1 = y1.max(p.y);
        }
        let pad = pad * ts.sx.abs().max(ts.sy.abs()).max(1.0);
        self.mark(x0 - pad, y0 - pad, x1 + pad, y1 + pad);
    }

    /// Copies an opaque pixmap with its top-left corner at (x, y), clipped to the canvas.
    pub(crate) fn copy(&mut self, src: &Pixmap, x: i32, y: i32) {
        self.mark(
            x as f32,
            y as f32,
            (x + src.width() as i32) as f32,
            (y + src.height() as i32) as f32,
        );
        let (dw, dh) = (self.width() as i32, self.height() as i32);
        let (sw, sh) = (src.width() as i32, src.height() as i32);
        let x0 = x.max(0);
        let x1 = (x + sw).min(dw);
        if x1 <= x0 {
            return;
        }
        let s = src.data();
        let d = self.pixmap.data_mut();
        for row in y.max(0)..(y + sh).min(dh) {
            let sy = row - y;
            let so = ((sy * sw + (x0 - x)) * 4) as usize;
            let d0 = ((row * dw + x0) * 4) as usize;
            let n = ((x1 - x0) * 4) as usize;
            d[d0..d0 + n].copy_from_slice(&s[so..so + n]);
        }
    }

    pub(crate) fn width(&self) -> u32 {
        self.pixmap.width()
    }

    /// Gives the canvas's pixels back to the pool for the next picture.
    pub(crate) fn recycle(self) {
        match self.dirty {
            // A copy of a template tracked from its start: kept to be copied back cheaply.
            Some(dirty) if self.over != 0 => {
                let data = self.pixmap.take();
                if let Some((_, old, _)) =
                    OVER.with(|o| o.borrow_mut().replace((self.over, data, dirty)))
                {
                    give_buffer(old);
                }
            }
            _ => give_buffer(self.pixmap.take()),
        }
    }

    pub(crate) fn height(&self) -> u32 {
        self.pixmap.height()
    }

    pub(crate) fn fill_path_ts(&mut self, path: &Path, color: Color, ts: Transform) {
        self.mark_path(path, ts, 1.0);
        self.pixmap
            .fill_path(path, &paint(color), FillRule::Winding, ts, None);
    }

    pub(crate) fn fill_path(&mut self, path: &Path, color: Color) {
        self.fill_path_ts(path, color, Transform::identity());
    }

    pub(crate) fn stroke_path_ts(&mut self, path: &Path, line: Line, ts: Transform) {
        self.mark_path(path, ts, line.width / 2.0 + 2.0);
        let mut stroke = Stroke {
            width: line.width,
            ..Stroke::default()
        };
        if line.round {
            stroke.line_cap = LineCap::Round;
            stroke.line_join = LineJoin::Round;
        } else {
            stroke.line_cap = LineCap::Butt;
            stroke.line_join = LineJoin::Miter;
        }
        if let Some((on, off)) = line.dash {
            stroke.dash = StrokeDash::new(vec![on, off], 0.0);
        }
        self.pixmap
            .stroke_path(path, &paint(line.color), &stroke, ts, None);
    }

    pub(crate) fn stroke_path(&mut self, path: &Path, line: Line) {
        self.stroke_path_ts(path, line, Transform::identity());
    }

    pub(crate) fn rect(&mut self, x: f32, y: f32, w: f32, h: f32, color: Color) {
        self.mark(x, y, x + w, y + h);
        if self.solid_rect(x, y, w, h, color) {
            return;
        }
        if let Some(r) = Rect::from_xywh(x, y, w, h) {
            self.pixmap
                .fill_rect(r, &paint(color), Transform::identity(), None);
        }
    }

    pub(crate) fn round_rect(&mut self, x: f32, y: f32, w: f32, h: f32, r: f32, fill: Color) {
        // A big opaque box on whole pixels: its body written directly, only the four
        // corners rasterised.
        let r = r.min(w / 2.0).min(h / 2.0).max(0.0);
        if w * h > 20_000.0 && r.fract() == 0.0 && self.solid_rect(x + r, y, w - 2.0 * r, h, fill) {
            self.mark(x, y, x + w, y + h);
            self.solid_rect(x, y + r, r, h - 2.0 * r, fill);
            self.solid_rect(x + w - r, y + r, r, h - 2.0 * r, fill);
            for (cx, cy) in [
                (x + r, y + r),
                (x + w - r, y + r),
                (x + r, y + h - r),
                (x + w - r, y + h - r),
            ] {
                let mut pb = PathBuilder::new();
                pb.move_to(cx, cy);
                let (sx, sy) = (
                    if cx < x + w / 2.0 { -r } else { r },
                    if cy < y + h / 2.0 { -r } else { r },
                );
                let k = 0.552_284_8 * r;
                pb.line_to(cx + sx, cy);
                pb.cubic_to(
                    cx + sx,
                    cy + sy.signum() * k,
                    cx + sx.signum() * k,
                    cy + sy,
                    cx,
                    cy + sy,
                );
                pb.close();
                if let Some(p) = pb.finish() {
                    self.fill_path(&p, fill);
                }
            }
            return;
        }
        if let Some(p) = round_rect_path(x, y, w, h, r) {
            self.fill_path(&p, fill);
        }
    }

    /// Fills an opaque box whose edges fall on whole pixels by writing its pixels; false
    /// (and nothing drawn) for any other box or colour.
    fn solid_rect(&mut self, x: f32, y: f32, w: f32, h: f32, color: Color) -> bool {
        if color.a != 255
            || [x, y, w, h]
                .iter()
                .any(|v| v.fract() != 0.0 || !v.is_finite())
        {
            return false;
        }
        let (dw, dh) = (self.width() as i64, self.height() as i64);
        let (x0, y0) = ((x as i64).clamp(0, dw), (y as i64).clamp(0, dh));
        let (x1, y1) = (((x + w) as i64).clamp(0, dw), ((y + h) as i64).clamp(0, dh));
        if x1 <= x0 || y1 <= y0 {
            return true;
        }
        let px = [color.r, color.g, color.b, 255];
        let data = self.pixmap.data_mut();
        let n = ((x1 - x0) * 4) as usize;
        let first = ((y0 * dw + x0) * 4) as usize;
        // The first row pixel by pixel, the others copied from it.
        for p in data[first..first + n].chunks_exact_mut(4) {
            p.copy_from_slice(&px);
        }
        for row in y0 + 1..y1 {
            let o = ((row * dw + x0) * 4) as usize;
            data.copy_within(first..first + n, o);
        }
        true
    }

    pub(crate) fn round_rect_outline(
        &mut self,
        x: f32,
        y: f32,
        w: f32,
        h: f32,
        r: f32,
        line: Line,
    ) {
        if let Some(p) = round_rect_path(x, y, w, h, r) {
            self.stroke_path(&p, line);
        }
    }

    pub(crate) fn circle(&mut self, cx: f32, cy: f32, r: f32, fill: Color) {
        if let Some(p) = PathBuilder::from_circle(cx, cy, r) {
            self.fill_path(&p, fill);
        }
    }

    pub(crate) fn ring(&mut self, cx: f32, cy: f32, r: f32, line: Line) {
        if let Some(p) = PathBuilder::from_circle(cx, cy, r) {
            self.stroke_path(&p, line);
        }
    }

    pub(crate) fn line(&mut self, x0: f32, y0: f32, x1: f32, y1: f32, line: Line) {
        let mut pb = PathBuilder::new();
        pb.move_to(x0, y0);
        pb.line_to(x1, y1);
        if let Some(p) = pb.finish() {
            self.stroke_path(&p, line);
        }
    }

    pub(crate) fn polygon(&mut self, points: &[(f32, f32)], fill: Color) {
        if let Some(p) = polygon_path(points) {
            self.fill_path(&p, fill);
        }
    }
}

impl Canvas {
    /// Fills with `color` where `mask` covers (0 to 255), the mask's top-left corner at
    /// (x, y).
    pub(crate) fn mask(&mut self, mask: &[u8], mw: u32, x: i32, y: i32, color: Color) {
        if mw == 0 || color.a == 0 {
            return;
        }
        let mh = (mask.len() / mw as usize) as i32;
        self.mark(x as f32, y as f32, (x + mw as i32) as f32, (y + mh) as f32);
        let (dw, dh) = (self.width() as i32, self.height() as i32);
        let mw = mw as i32;
        let x0 = x.max(0);
        let x1 = (x + mw).min(dw);
        if x1 <= x0 {
            return;
        }
        let d = self.pixmap.data_mut();
        for row in y.max(0)..(y + mh).min(dh) {
            let mrow = &mask[((row - y) * mw) as usize..((row - y + 1) * mw) as usize];
            let d0 = ((row * dw + x0) * 4) as usize;
            let drow = &mut d[d0..d0 + ((x1 - x0) * 4) as usize];
            for (cov, dp) in mrow[(x0 - x) as usize..(x1 - x) as usize]
                .iter()
                .zip(drow.chunks_exact_mut(4))
            {
                if *cov != 0 {
                    blend_px(dp, color, *cov as u32);
                }
            }
        }
    }
}

impl Canvas {
    /// A thick line with round ends from `a` to `b` (a dot when they are equal), `w`
    /// pixels wide, with exact anti-aliasing. Faster than a stroked path for the many
    /// short trail segments of a map.
    pub(crate) fn capsule(&mut self, a: (f32, f32), b: (f32, f32), w: f32, color: Color) {
        let r = w / 2.0;
        if r <= 0.0 || color.a == 0 {
            return;
        }
        let (dw, dh) = (self.width() as i32, self.height() as i32);
        let (dx, dy) = (b.0 - a.0, b.1 - a.1);
        let len2 = dx * dx + dy * dy;
        let inv_len2 = if len2 > 0.0 { 1.0 / len2 } else { 0.0 };
        let inner2 = if r > 0.5 { (r - 0.5) * (r - 0.5) } else { 0.0 };
        let outer = r + 0.5;
        let outer2 = outer * outer;
        // Pixels whose centres are this far inside the capsule less half a pixel are
        // covered whole: they are filled without a distance each. The margin is far wider
        // than the rounding of either computation, so a pixel gets the same colour either
        // way (a test draws capsules both ways).
        let solid = r - 0.5 - 0.02;
        let y0 = ((a.1.min(b.1) - r - 1.0).floor() as i32).max(0);
        let y1 = ((a.1.max(b.1) + r + 1.0).ceil() as i32).min(dh);
        let data = self.pixmap.data_mut();
        let mut dirty = self.dirty.as_mut();
        for y in y0..y1 {
            let py = y as f32 + 0.5;
            // The columns this row can touch: the row's cut through the capsule (which is
            // convex, so one interval): the hull of its cuts through the two end discs
            // and the band between them.
            let Some((xa, xb)) = capsule_row(a, b, dx, dy, len2, outer, py) else {
                continue;
            };
            let x0 = (xa.floor() as i32).max(0);
            let x1 = (xb.ceil() as i32 + 1).min(dw);
            if x1 <= x0 {
                continue;
            }
            if let Some(rows) = dirty.as_mut() {
                rows[y as usize] |= chunk_bits(x0, x1);
            }
            let row = &mut data[(y * dw * 4) as usize..((y + 1) * dw * 4) as usize];
            let (s0, s1) = match capsule_row(a, b, dx, dy, len2, solid, py) {
                Some((l, h)) if solid > 0.0 => {
                    let s0 = ((l - 0.5).ceil() as i32).clamp(x0, x1);
                    (s0, ((h - 0.5).floor() as i32 + 1).clamp(s0, x1))
                }
                _ => (x1, x1),
            };
            if s0 < s1 {
                let solid_px = &mut row[(s0 * 4) as usize..(s1 * 4) as usize];
                if color.a == 255 {
                    for p in solid_px.as_chunks_mut::<4>().0 {
                        *p = [color.r, color.g, color.b, 255];
                    }
                } else {
                    for p in solid_px.as_chunks_mut::<4>().0 {
                        blend_px(p, color, 255);
                    }
                }
            }
            let ey = py - a.1;
            for x in (x0..s0).chain(s1..x1) {
                let ex = x as f32 + 0.5 - a.0;
                let t = ((ex * dx + ey * dy) * inv_len2).clamp(0.0, 1.0);
                let (fx, fy) = (ex - t * dx, ey - t * dy);
                let d2 = fx * fx + fy * fy;
                if d2 >= outer2 {
                    continue;
                }
                let i = (x * 4) as usize;
                let cov = if d2 <= inner2 {
                    255
                } else {
                    ((r - d2.sqrt() + 0.5).clamp(0.0, 1.0) * 255.0 + 0.5) as u32
                };
                blend_px(&mut row[i..i + 4], color, cov);
            }
        }
    }

    /// A dashed thick line: dashes of `on` pixels (plus their round ends) every
    /// `on + off` pixels, starting at `a`.
    pub(crate) fn dashed_capsule(
        &mut self,
        a: (f32, f32),
        b: (f32, f32),
        w: f32,
        color: Color,
        (on, off): (f32, f32),
    ) {
        let (dx, dy) = (b.0 - a.0, b.1 - a.1);
        let len = (dx * dx + dy * dy).sqrt();
        if len <= 0.0 || on <= 0.0 {
            self.capsule(a, b, w, color);
            return;
        }
        let mut s = 0.0;
        while s < len {
            let e = (s + on).min(len);
            let p = |t: f32| (a.0 + dx * t / len, a.1 + dy * t / len);
            self.capsule(p(s), p(e), w, color);
            s += on + off;
        }
    }
}

/// The x interval where the row at `py` is within `rr` of the segment from `a` to `b`.
fn capsule_row(
    a: (f32, f32),
    b: (f32, f32),
    dx: f32,
    dy: f32,
    len2: f32,
    rr: f32,
    py: f32,
) -> Option<(f32, f32)> {
    let mut lo = f32::MAX;
    let mut hi = f32::MIN;
    for c in [a, b] {
        let h2 = rr * rr - (py - c.1) * (py - c.1);
        if h2 >= 0.0 {
            let h = h2.sqrt();
            lo = lo.min(c.0 - h);
            hi = hi.max(c.0 + h);
        }
    }
    if len2 > 0.0 {
        let len = len2.sqrt();
        let (ux, uy) = (dx / len, dy / len);
        let ey = py - a.1;
        // Along: 0 <= (x - ax) ux + ey uy <= len.
        let (mut l, mut h) = (f32::MIN, f32::MAX);
        if ux.abs() > 1e-6 {
            let (p, q) = ((-ey * uy) / ux, (len - ey * uy) / ux);
            l = l.max(a.0 + p.min(q));
            h = h.min(a.0 + p.max(q));
        } else if !(0.0..=len).contains(&(ey * uy)) {
            h = l;
        }
        // Across: |(x - ax) uy - ey ux| <= rr.
        if uy.abs() > 1e-6 {
            let (p, q) = ((ey * ux - rr) / uy, (ey * ux + rr) / uy);
            l = l.max(a.0 + p.min(q));
            h = h.min(a.0 + p.max(q));
        } else if (ey * ux).abs() > rr {
            h = l;
        }
        if l < h {
            lo = lo.min(l);
            hi = hi.max(h);
        }
    }
    (lo <= hi).then_some((lo, hi))
}

#[inline(always)]
fn blend_px(dp: &mut [u8], color: Color, cov: u32) {
    if cov == 255 && color.a == 255 {
        dp[..4].copy_from_slice(&[color.r, color.g, color.b, 255]);
        return;
    }
    let sa = div255(color.a as u32 * cov);
    if sa == 0 {
        return;
    }
    let inv = 255 - sa;
    dp[0] = (div255(color.r as u32 * sa) + div255(dp[0] as u32 * inv)).min(255) as u8;
    dp[1] = (div255(color.g as u32 * sa) + div255(dp[1] as u32 * inv)).min(255) as u8;
    dp[2] = (div255(color.b as u32 * sa) + div255(dp[2] as u32 * inv)).min(255) as u8;
    dp[3] = (sa + div255(dp[3] as u32 * inv)).min(255) as u8;
}

/// Columns per bit of the dirty rows; pictures wider than 64 chunks count their last
/// chunk as reaching the right edge.
pub(crate) const CHUNK: i32 = 32;

/// The columns `a..b` of each run of chunks set in `bits`, in a row `w` pixels wide (the
/// last bit reaching the right edge).
pub(crate) fn chunk_runs(bits: u64, w: usize) -> impl Iterator<Item = (usize, usize)> {
    let mut rest = bits;
    std::iter::from_fn(move || {
        if rest == 0 {
            return None;
        }
        let first = rest.trailing_zeros() as usize;
        let end = first + (rest >> first).trailing_ones() as usize;
        rest &= !(((1u128 << end) - 1) as u64);
        Some(chunk_columns(first, end, w))
    })
}

/// The columns of chunks `first..end` in a row `w` pixels wide.
pub(crate) fn chunk_columns(first: usize, end: usize, w: usize) -> (usize, usize) {
    let chunk = CHUNK as usize;
    let b = if end >= 64 { w } else { (end * chunk).min(w) };
    ((first * chunk).min(w), b)
}

/// The bits of the chunks that columns `a..b` touch.
#[inline]
pub(crate) fn chunk_bits(a: i32, b: i32) -> u64 {
    let first = (a / CHUNK).clamp(0, 63);
    let last = ((b - 1) / CHUNK).clamp(0, 63);
    let upto = if last == 63 {
        u64::MAX
    } else {
        (1u64 << (last + 1)) - 1
    };
    upto & !((1u64 << first) - 1)
}

/// `v / 255`, rounded, for `v` up to 255².
#[inline]
fn div255(v: u32) -> u32 {
    let v = v + 128;
    (v + (v >> 8)) >> 8
}

/// A closed polygon.
pub(crate) fn polygon_path(points: &[(f32, f32)]) -> Option<Path> {
    let mut pb = PathBuilder::new();
    push_polygon(&mut pb, points);
    pb.finish()
}

pub(crate) fn push_polygon(pb: &mut PathBuilder, points: &[(f32, f32)]) {
    let mut it = points.iter();
    if let Some(&(x, y)) = it.next() {
        pb.move_to(x, y);
        for &(x, y) in it {
            pb.line_to(x, y);
        }
        pb.close();
    }
}

/// A rectangle with rounded corners of radius `r`.
pub(crate) fn round_rect_path(x: f32, y: f32, w: f32, h: f32, r: f32) -> Option<Path> {
    let mut pb = PathBuilder::new();
    push_round_rect(&mut pb, x, y, w, h, r);
    pb.finish()
}

pub(crate) fn push_round_rect(pb: &mut PathBuilder, x: f32, y: f32, w: f32, h: f32, r: f32) {
    if w <= 0.0 || h <= 0.0 {
        return;
    }
    let r = r.min(w / 2.0).min(h / 2.0).max(0.0);
    // A quarter circle as a cubic: control points at k·r from the corner's ends.
    let k = 0.552_284_8 * r;
    pb.move_to(x + r, y);
    pb.line_to(x + w - r, y);
    pb.cubic_to(x + w - r + k, y, x + w, y + r - k, x + w, y + r);
    pb.line_to(x + w, y + h - r);
    pb.cubic_to(x + w, y + h - r + k, x + w - r + k, y + h, x + w - r, y + h);
    pb.line_to(x + r, y + h);
    pb.cubic_to(x + r - k, y + h, x, y + h - r + k, x, y + h - r);
    pb.line_to(x, y + r);
    pb.cubic_to(x, y + r - k, x + r - k, y, x + r, y);
    pb.close();
}

/// The six corners of a pointy-top hexagon of circumradius `s` centred on (cx, cy).
pub(crate) fn hex_corners(cx: f32, cy: f32, s: f32) -> [(f32, f32); 6] {
    let h = s * 0.866_025_4; // √3/2
    [
        (cx, cy - s),
        (cx + h, cy - s / 2.0),
        (cx + h, cy + s / 2.0),
        (cx, cy + s),
        (cx - h, cy + s / 2.0),
        (cx - h, cy - s / 2.0),
    ]
}

/// Two wavy lines for water, centred on `(x, y)` and `2u` wide: the water texture both
/// games draw.
pub fn waves(pb: &mut PathBuilder, x: f32, y: f32, u: f32) {
    for dy in [-0.35, 0.45] {
        let yy = y + dy * u;
        pb.move_to(x - u, yy);
        pb.cubic_to(
            x - 0.6 * u,
            yy - 0.45 * u,
            x - 0.4 * u,
            yy - 0.45 * u,
            x,
            yy,
        );
        pb.cubic_to(
            x + 0.4 * u,
            yy + 0.45 * u,
            x + 0.6 * u,
            yy + 0.45 * u,
            x + u,
            yy,
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rgb(r: u8, g: u8, b: u8) -> Color {
        Color { r, g, b, a: 255 }
    }

    /// A capsule as it was drawn before its solid spans: a distance for every pixel.
    fn capsule_pixel_by_pixel(c: &mut Canvas, a: (f32, f32), b: (f32, f32), w: f32, color: Color) {
        let r = w / 2.0;
        let (dx, dy) = (b.0 - a.0, b.1 - a.1);
        let len2 = dx * dx + dy * dy;
        let inv_len2 = if len2 > 0.0 { 1.0 / len2 } else { 0.0 };
        let inner2 = if r > 0.5 { (r - 0.5) * (r - 0.5) } else { 0.0 };
        let outer2 = (r + 0.5) * (r + 0.5);
        let (dw, dh) = (c.width() as i32, c.height() as i32);
        let data = c.pixmap.data_mut();
        for y in 0..dh {
            for x in 0..dw {
                let (ex, ey) = (x as f32 + 0.5 - a.0, y as f32 + 0.5 - a.1);
                let t = ((ex * dx + ey * dy) * inv_len2).clamp(0.0, 1.0);
                let (fx, fy) = (ex - t * dx, ey - t * dy);
                let d2 = fx * fx + fy * fy;
                if d2 >= outer2 {
                    continue;
                }
                let cov = if d2 <= inner2 {
                    255
                } else {
                    ((r - d2.sqrt() + 0.5).clamp(0.0, 1.0) * 255.0 + 0.5) as u32
                };
                let i = ((y * dw + x) * 4) as usize;
                blend_px(&mut data[i..i + 4], color, cov);
            }
        }
    }

    /// Filling a capsule's solid spans whole gives the pixels a distance per pixel gives:
    /// capsules of every width from a hairline up, at every angle, ends on and off the
    /// pixel grid, dots, opaque and translucent, over a picture with edges.
    #[test]
    fn solid_spans_are_the_pixels_computed_one_by_one() {
        let bg = rgb(240, 235, 220);
        let mut base = Canvas::new(90, 70, bg);
        base.circle(30.0, 30.0, 21.3, rgb(40, 120, 70));
        let mut x = 12345u64;
        let mut next = move || {
            x = x
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            (x >> 40) as f32 / (1u64 << 24) as f32
        };
        for k in 0..400 {
            let a = (5.0 + 80.0 * next(), 5.0 + 60.0 * next());
            let b = if k % 5 == 0 {
                a
            } else if k % 7 == 0 {
                (a.0.round(), 5.0 + 60.0 * next())
            } else {
                (5.0 + 80.0 * next(), 5.0 + 60.0 * next())
            };
            let w = 0.3 + 24.0 * next() * next();
            let alpha = if k % 2 == 0 {
                255
            } else {
                40 + (200.0 * next()) as u8
            };
            let color = Color {
                r: 20,
                g: 90,
                b: 160,
                a: alpha,
            };
            let mut spans = Canvas::from_template(&base.pixmap, 70, bg);
            let mut each = Canvas::from_template(&base.pixmap, 70, bg);
            spans.capsule(a, b, w, color);
            capsule_pixel_by_pixel(&mut each, a, b, w, color);
            assert!(
                spans.pixmap.data() == each.pixmap.data(),
                "capsule {k}: {a:?} to {b:?}, width {w}, alpha {alpha}"
            );
        }
    }

    /// A canvas over a template starts as the template, every time: the kept canvas of the
    /// picture before (copied back only where it drew) as much as a fresh copy, however
    /// tall each picture is.
    #[test]
    fn a_canvas_over_a_template_starts_as_the_template() {
        let bg = rgb(240, 235, 220);
        let mut t = Canvas::new(300, 200, bg);
        for i in 0..20 {
            let color = rgb((i * 10) as u8, 90, 30);
            t.circle(15.0 * i as f32, 7.0 * i as f32, 9.0, color);
        }
        let template = t.pixmap;
        let mut seed = 1u64;
        for round in 0..30 {
            let h = if round % 3 == 0 { 260 } else { 200 };
            let mut c = Canvas::from_template(&template, h, bg);
            c.track();
            let mut fresh = template.data().to_vec();
            while fresh.len() < 300 * h as usize * 4 {
                fresh.extend_from_slice(&[bg.r, bg.g, bg.b, 255]);
            }
            assert!(c.pixmap.data() == fresh.as_slice(), "picture {round}");
            for _ in 0..5 {
                seed = seed
                    .wrapping_mul(6_364_136_223_846_793_005)
                    .wrapping_add(1_442_695_040_888_963_407);
                let (x, y) = ((seed >> 40) as f32 % 300.0, (seed >> 20) as f32 % h as f32);
                let ink = rgb(9, (seed >> 8) as u8, 9);
                match seed % 4 {
                    0 => c.capsule((x, y), (x + 40.0, y + 10.0), 6.0, ink),
                    1 => c.circle(x, y, 12.0, ink.alpha(120)),
                    2 => c.rect(x.floor(), y.floor(), 30.0, 20.0, ink),
                    _ => c.line(x, y, x - 50.0, y + 30.0, Line::new(ink, 3.0)),
                }
            }
            c.recycle();
        }
    }
}
