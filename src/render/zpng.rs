//! Our own PNG writer for indexed pictures drawn over a kept template (the sheet): the
//! template's compressed rows are kept, and a picture compresses again only the pieces of
//! rows that were drawn on.
//!
//! The format: every row filtered with Up (an index minus the one above: a part of a row
//! as printed gives zeros), compressed as one deflate block with the fixed Huffman code
//! (no table to write, and literals of 8 or 9 bits: a palette index is any byte), where
//! every maximal run of [`MIN_RUN`] equal bytes or more is its first byte and a match
//! at distance 1. That encoding depends only on the bytes, not on how they are cut: a run
//! crossing a piece's edge is joined to the next piece's. So a piece of a row (a chunk of
//! [`CHUNK`] columns, or a whole row) that is the template's, with the template's row above
//! it, is written from what was kept (its runs at its two ends, its middle's bits, its
//! Adler-32 sums) and the result is byte for byte what compressing every byte would give
//! (tested).

use super::canvas::CHUNK;

/// Runs of equal bytes are a literal and a match from this length on (below, literals:
/// a match costs 12 bits or more, a literal 8 or 9).
const MIN_RUN: usize = 4;
const MOD: u32 = 65_521;

/// The fixed Huffman code of a literal: (bits as written, least significant first; length).
const fn literal(v: usize) -> (u32, u32) {
    if v < 144 {
        (reverse(0x30 + v as u32, 8), 8)
    } else {
        (reverse(0x190 + (v as u32 - 144), 9), 9)
    }
}

const fn reverse(code: u32, len: u32) -> u32 {
    let mut out = 0;
    let mut i = 0;
    while i < len {
        out |= ((code >> i) & 1) << (len - 1 - i);
        i += 1;
    }
    out
}

const LITERALS: [(u32, u32); 256] = {
    let mut t = [(0, 0); 256];
    let mut v = 0;
    while v < 256 {
        t[v] = literal(v);
        v += 1;
    }
    t
};

/// A match of length 3 to 258 at distance 1: its length symbol, extra bits and the
/// distance code 0 (five zero bits), as written.
const MATCHES: [(u32, u32); 259] = {
    const BASE: [usize; 29] = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115,
        131, 163, 195, 227, 258,
    ];
    const EXTRA: [u32; 29] = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ];
    let mut t = [(0, 0); 259];
    let mut len = 3;
    while len <= 258 {
        let mut s = 28;
        while BASE[s] > len {
            s -= 1;
        }
        let sym = 257 + s as u32;
        let (code, n) = if sym < 280 {
            (reverse(sym - 256, 7), 7)
        } else {
            (reverse(0xC0 + sym - 280, 8), 8)
        };
        let extra = (len - BASE[s]) as u32;
        t[len] = (code | (extra << n), n + EXTRA[s] + 5);
        len += 1;
    }
    t
};

/// Bits written least significant first.
struct Bits {
    out: Vec<u8>,
    acc: u64,
    n: u32,
}

impl Bits {
    fn new(capacity: usize) -> Bits {
        Bits {
            out: Vec::with_capacity(capacity),
            acc: 0,
            n: 0,
        }
    }

    /// Up to 32 bits.
    #[inline(always)]
    fn put(&mut self, bits: u32, n: u32) {
        self.acc |= u64::from(bits) << self.n;
        self.n += n;
        if self.n >= 32 {
            self.out.extend_from_slice(&(self.acc as u32).to_le_bytes());
            self.acc >>= 32;
            self.n -= 32;
        }
    }

    /// A run of `len` bytes `v`.
    #[inline(always)]
    fn run(&mut self, v: u8, len: usize) {
        let (code, n) = LITERALS[v as usize];
        if len < MIN_RUN {
            for _ in 0..len {
                self.put(code, n);
            }
            return;
        }
        self.put(code, n);
        let mut rest = len - 1;
        while rest > 0 {
            if rest < 3 {
                for _ in 0..rest {
                    self.put(code, n);
                }
                return;
            }
            let mut m = rest.min(258);
            if rest - m > 0 && rest - m < 3 {
                m = rest - 3;
            }
            let (bits, nb) = MATCHES[m];
            self.put(bits, nb);
            rest -= m;
        }
    }

    /// Bits kept by [`Bits::words`].
    fn append(&mut self, words: &[u32], tail: u32, tail_n: u32) {
        // Fewer than 32 bits are ever pending, so each word completes one: no test per word;
        // the pending bits in a local, not read back from `self` after each store.
        let (mut acc, n) = (self.acc, self.n);
        self.out.reserve(words.len() * 4);
        for &w in words {
            acc |= u64::from(w) << n;
            self.out.extend_from_slice(&(acc as u32).to_le_bytes());
            acc >>= 32;
        }
        self.acc = acc;
        if tail_n > 0 {
            self.put(tail, tail_n);
        }
    }

    /// What was written, as whole 32-bit words and the bits left over.
    fn words(&self) -> (Vec<u32>, u32, u32) {
        let words = self
            .out
            .chunks_exact(4)
            .map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
            .collect();
        (words, self.acc as u32, self.n)
    }
}

/// The run of equal bytes not yet written, and the Adler-32 sums so far.
struct Stream {
    bits: Bits,
    run_byte: u8,
    run_len: usize,
    a: u32,
    b: u32,
}

impl Stream {
    #[inline]
    fn flush_run(&mut self) {
        if self.run_len > 0 {
            self.bits.run(self.run_byte, self.run_len);
            self.run_len = 0;
        }
    }

    /// Continues the pending run with `len` bytes `v`, or writes it and starts another.
    #[inline]
    fn extend(&mut self, v: u8, len: usize) {
        if self.run_len > 0 && self.run_byte == v {
            self.run_len += len;
        } else {
            self.flush_run();
            self.run_byte = v;
            self.run_len = len;
        }
    }

    #[inline]
    fn sums(&mut self, a: u32, b: u32, len: usize) {
        self.b = (self.b + (len as u32 % MOD) * self.a + b) % MOD;
        self.a = (self.a + a) % MOD;
    }

    /// Writes bytes not kept.
    fn bytes(&mut self, s: &[u8]) {
        let Some(&first) = s.first() else {
            return;
        };
        // Most chunks drawn on are still one colour over one colour (zeros): a word at a time.
        let lead = same_from(s, 0);
        if lead == s.len() {
            let (n, v) = (s.len() as u32, u32::from(first));
            self.sums(n * v % MOD, (n * (n + 1) / 2) % MOD * v % MOD, s.len());
            self.extend(first, s.len());
            return;
        }
        let (a, b) = adler_parts(s);
        self.sums(a, b, s.len());
        let last = s[s.len() - 1];
        let mut trail = 1;
        while s[s.len() - 1 - trail] == last {
            trail += 1;
        }
        self.extend(first, lead);
        self.flush_run();
        middle(&mut self.bits, &s[lead..s.len() - trail]);
        self.run_byte = last;
        self.run_len = trail;
    }

    /// Writes a kept piece.
    #[inline]
    fn piece(&mut self, p: &Piece, words: &[u32]) {
        self.sums(p.a.into(), p.b.into(), p.len.into());
        self.extend(p.first, p.lead.into());
        if p.same {
            return;
        }
        self.flush_run();
        let at = p.word as usize;
        let w = &words[at..at + usize::from(p.words)];
        self.bits.append(w, p.tail, p.tail_n.into());
        self.run_byte = p.last;
        self.run_len = p.trail.into();
    }
}

/// The end of the run of equal bytes starting at `i`.
#[inline]
fn same_from(s: &[u8], i: usize) -> usize {
    let v = s[i];
    let splat = u64::from_le_bytes([v; 8]);
    let mut j = i + 1;
    while let Some(q) = s.get(j..j + 8) {
        if u64::from_le_bytes([q[0], q[1], q[2], q[3], q[4], q[5], q[6], q[7]]) != splat {
            break;
        }
        j += 8;
    }
    while j < s.len() && s[j] == v {
        j += 1;
    }
    j
}

/// Writes bytes whose first and last runs are written by the caller: each run of equal
/// bytes as [`Bits::run`] writes it.
#[inline]
fn middle(bits: &mut Bits, mid: &[u8]) {
    let mut i = 0;
    while i < mid.len() {
        let v = mid[i];
        if mid.get(i + 1) != Some(&v) {
            let (code, n) = LITERALS[v as usize];
            bits.put(code, n);
            i += 1;
            continue;
        }
        let j = same_from(mid, i);
        bits.run(v, j - i);
        i = j;
    }
}

/// The Adler-32 parts of a piece: the sum of its bytes, and the sum weighted from its
/// length down to 1 (both modulo 65521): its Adler-32 from the start (1, 0), less those.
fn adler_parts(s: &[u8]) -> (u32, u32) {
    let mut h = simd_adler32::Adler32::new();
    h.write(s);
    let sum = h.finish();
    let n = (s.len() as u32) % MOD;
    let (a, b) = (sum & 0xFFFF, sum >> 16);
    ((a + MOD - 1) % MOD, (b + MOD - n) % MOD)
}

/// A kept piece of a filtered row: its first run (to join the run before it), its middle's
/// bits, its last run (left open for the next piece), its Adler-32 parts. 24 bytes: a sheet
/// keeps some 115,000 of them, read in the order of its rows, so their size is memory
/// traffic on every picture (lengths fit 16 bits: [`Kept::new`] keeps no row wider).
#[derive(Clone, Copy, Default)]
struct Piece {
    word: u32,
    tail: u32,
    lead: u16,
    trail: u16,
    words: u16,
    len: u16,
    a: u16,
    b: u16,
    first: u8,
    last: u8,
    tail_n: u8,
    same: bool,
}

/// Rows wider than this are not kept (written in full): a piece's lengths are 16 bits.
const WIDEST: usize = u16::MAX as usize - 1;

impl Piece {
    fn of(s: &[u8], pool: &mut Vec<u32>) -> Piece {
        let (a, b) = adler_parts(s);
        let (a, b) = (a as u16, b as u16);
        let Some(&first) = s.first() else {
            return Piece::default();
        };
        let lead = s.iter().take_while(|&&v| v == first).count() as u16;
        let len = s.len() as u16;
        if lead == len {
            return Piece {
                first,
                lead: len,
                last: first,
                trail: len,
                same: true,
                a,
                b,
                len,
                ..Piece::default()
            };
        }
        let last = s[s.len() - 1];
        let trail = s.iter().rev().take_while(|&&v| v == last).count();
        let mut bits = Bits::new(64);
        middle(&mut bits, &s[usize::from(lead)..s.len() - trail]);
        let (words, tail, tail_n) = bits.words();
        let word = pool.len() as u32;
        pool.extend_from_slice(&words);
        Piece {
            word,
            tail,
            lead,
            trail: trail as u16,
            words: words.len() as u16,
            len,
            a,
            b,
            first,
            last,
            tail_n: tail_n as u8,
            same: false,
        }
    }
}

/// Blocks of 2, 4, ... up to 2^`LEVELS` chunks are kept too, aligned on their size: a run
/// of untouched chunks in a row drawn on is written as a few blocks (a run of n chunks as
/// at most about 2·log2(n) pieces) rather than chunk by chunk.
const LEVELS: usize = 6;

/// A template's rows, filtered and compressed, kept whole, by chunk and by aligned block
/// of chunks. A picture reads them row after row, so each is laid out in that order: the
/// whole rows and their bits in arrays of their own (a stretch of untouched rows reads
/// straight through), a row's chunks and blocks side by side with their bits after them.
pub(crate) struct Kept {
    width: usize,
    rows: usize,
    per_row: usize,
    /// Per row: the filter byte and the row; their bits.
    row: Vec<Piece>,
    row_words: Vec<u32>,
    /// Per row, per level from 0 (chunks of columns), per block of 2^level chunks (the
    /// last one cut at the row's end); `level_at[level]` is where a level's pieces start
    /// in a row's, `level_at[LEVELS + 1]` how many a row has.
    pieces: Vec<Piece>,
    level_at: [usize; LEVELS + 2],
    words: Vec<u32>,
}

impl Kept {
    /// The template of palette indices `idx`, `width` a row.
    pub(crate) fn new(idx: &[u8], width: usize) -> Kept {
        let width = width.max(1);
        let rows = if width <= WIDEST {
            idx.len() / width
        } else {
            0
        };
        let chunk = CHUNK as usize;
        let per_row = width.div_ceil(chunk);
        let mut level_at = [0; LEVELS + 2];
        for level in 0..=LEVELS {
            level_at[level + 1] = level_at[level] + per_row.div_ceil(1 << level);
        }
        let mut kept = Kept {
            width,
            rows,
            per_row,
            row: Vec::with_capacity(rows),
            row_words: Vec::new(),
            pieces: Vec::with_capacity(rows * level_at[LEVELS + 1]),
            level_at,
            words: Vec::new(),
        };
        let mut line = vec![0u8; width + 1];
        let zeros = vec![0u8; width];
        for r in 0..rows {
            let above = if r == 0 {
                &zeros[..]
            } else {
                &idx[(r - 1) * width..r * width]
            };
            up(&idx[r * width..(r + 1) * width], above, &mut line);
            let piece = Piece::of(&line, &mut kept.row_words);
            kept.row.push(piece);
            for level in 0..=LEVELS {
                for b in line[1..].chunks(chunk << level) {
                    let piece = Piece::of(b, &mut kept.words);
                    kept.pieces.push(piece);
                }
            }
        }
        kept
    }

    /// What a row drawn on in the chunks of `bits` (or the row above it) is written from,
    /// in order: runs of chunks drawn on, and the untouched runs in the largest aligned
    /// blocks kept that fit.
    fn parts(&self, bits: u64, parts: &mut Vec<Part>) {
        parts.clear();
        let drawn_at = |c: usize| bits & (1u64 << c.min(63)) != 0;
        let mut c = 0;
        while c < self.per_row {
            let drawn = drawn_at(c);
            let mut end = c + 1;
            while end < self.per_row && drawn_at(end) == drawn {
                end += 1;
            }
            if drawn {
                parts.push(Part::Drawn(c, end));
            } else {
                let mut from = c;
                while from < end {
                    let mut level = 0;
                    while level < LEVELS
                        && from.is_multiple_of(2 << level)
                        && (from + (2 << level)).min(self.per_row) <= end
                    {
                        level += 1;
                    }
                    parts.push(Part::Kept(self.level_at[level] + (from >> level)));
                    from = (from + (1 << level)).min(self.per_row);
                }
            }
            c = end;
        }
    }

    /// Reads every kept piece of row `r` that `parts` names, then the first of each one's
    /// bits: loads that wait on nothing, so the memory serves them side by side, where
    /// writing each piece in turn would wait for its own (a sheet's kept rows are
    /// megabytes, out of the cache again by the next picture).
    fn fetch(&self, r: usize, parts: &[Part]) {
        let pieces = self.pieces_of(r);
        let kept = || {
            parts.iter().filter_map(|p| match *p {
                Part::Kept(i) => Some(&pieces[i]),
                Part::Drawn(..) => None,
            })
        };
        let words = kept().fold(0, |any, p| any ^ p.word);
        let first = kept().fold(0, |any, p| {
            any ^ self.words.get(p.word as usize).copied().unwrap_or(0)
        });
        std::hint::black_box((words, first));
    }

    /// Row `r`'s kept chunks and blocks.
    fn pieces_of(&self, r: usize) -> &[Piece] {
        let per = self.level_at[LEVELS + 1];
        &self.pieces[r * per..(r + 1) * per]
    }
}

/// A part of a row drawn on: the chunks `a..b` compressed again, or a kept piece (its place
/// among the row's, [`Kept::pieces_of`]).
enum Part {
    Drawn(usize, usize),
    Kept(usize),
}

/// A row filtered with Up, after its filter byte.
#[inline]
fn up(row: &[u8], above: &[u8], out: &mut [u8]) {
    out[0] = 2;
    let out = &mut out[1..];
    let n = out.len().min(row.len()).min(above.len());
    // Eight bytes at a time, each subtracted without borrowing from the next (Hacker's
    // Delight, 2-18): as fast as the byte loop optimised, and not a call per byte in the
    // tests' debug build.
    const H: u64 = 0x8080_8080_8080_8080;
    let (o8, o_rest) = out[..n].as_chunks_mut::<8>();
    let (r8, r_rest) = row[..n].as_chunks::<8>();
    let (a8, a_rest) = above[..n].as_chunks::<8>();
    for ((o, r), a) in o8.iter_mut().zip(r8).zip(a8) {
        let (v, u) = (u64::from_le_bytes(*r), u64::from_le_bytes(*a));
        *o = (((v | H) - (u & !H)) ^ ((v ^ !u) & H)).to_le_bytes();
    }
    for ((o, &v), &u) in o_rest.iter_mut().zip(r_rest).zip(a_rest) {
        *o = v.wrapping_sub(u);
    }
}

/// The PNG of palette indices `idx` (`w`×`h`) with palette `plte`. With `kept`, the rows
/// of the template it was drawn over and which chunks of each row were drawn on since
/// (`dirty`, as the canvas tracks them): every other piece is written from what was kept.
pub(crate) fn write(
    idx: &[u8],
    w: u32,
    h: u32,
    plte: &[u8],
    kept: Option<(&Kept, &[u64])>,
) -> Vec<u8> {
    let (wu, hu) = (w as usize, h as usize);
    let kept = kept.filter(|(k, d)| k.width == wu && d.len() >= hu.min(k.rows));
    let mut s = Stream {
        bits: Bits::new(idx.len() / 5 + 1024),
        run_byte: 0,
        run_len: 0,
        a: 1,
        b: 0,
    };
    // zlib header, then the block header: final, fixed Huffman codes.
    s.bits.out.extend_from_slice(&[0x78, 0x01]);
    s.bits.put(0b011, 3);
    let chunk = CHUNK as usize;
    let mut parts = Vec::with_capacity(64);
    let mut line = vec![0u8; wu + 1];
    let zeros = vec![0u8; wu];
    for r in 0..hu {
        let row = &idx[r * wu..(r + 1) * wu];
        let above = if r == 0 {
            &zeros[..]
        } else {
            &idx[(r - 1) * wu..r * wu]
        };
        let drawn = match kept {
            Some((k, dirty)) if r < k.rows => Some(dirty[r] | if r > 0 { dirty[r - 1] } else { 0 }),
            _ => None,
        };
        match (kept, drawn) {
            (Some((k, _)), Some(0)) => s.piece(&k.row[r], &k.row_words),
            (Some((k, _)), Some(bits)) => {
                s.bytes(&[2]);
                k.parts(bits, &mut parts);
                k.fetch(r, &parts);
                let pieces = k.pieces_of(r);
                for part in &parts {
                    match *part {
                        Part::Drawn(c, end) => {
                            let (a, b) = (c * chunk, (end * chunk).min(wu));
                            up(&row[a..b], &above[a..b], &mut line[..b - a + 1]);
                            s.bytes(&line[1..b - a + 1]);
                        }
                        Part::Kept(i) => s.piece(&pieces[i], &k.words),
                    }
                }
            }
            _ => {
                up(row, above, &mut line);
                s.bytes(&line);
            }
        }
    }
    s.flush_run();
    // End of block, then the stream's Adler-32 on whole bytes.
    s.bits.put(0, 7);
    let pad = (8 - s.bits.n % 8) % 8;
    s.bits.put(0, pad);
    let (a, b) = (s.a, s.b);
    let mut z = s.bits.out;
    let acc = s.bits.acc;
    for k in 0..s.bits.n / 8 {
        z.push((acc >> (8 * k)) as u8);
    }
    z.extend_from_slice(&((b << 16) | a).to_be_bytes());

    let mut out = Vec::with_capacity(z.len() + plte.len() + 64);
    out.extend_from_slice(&[0x89, b'P', b'N', b'G', 0x0D, 0x0A, 0x1A, 0x0A]);
    let mut ihdr = Vec::with_capacity(13);
    ihdr.extend_from_slice(&w.to_be_bytes());
    ihdr.extend_from_slice(&h.to_be_bytes());
    ihdr.extend_from_slice(&[8, 3, 0, 0, 0]);
    chunk_out(&mut out, *b"IHDR", &ihdr);
    chunk_out(&mut out, *b"PLTE", plte);
    chunk_out(&mut out, *b"IDAT", &z);
    chunk_out(&mut out, *b"IEND", &[]);
    out
}

fn chunk_out(out: &mut Vec<u8>, kind: [u8; 4], data: &[u8]) {
    out.extend_from_slice(&(data.len() as u32).to_be_bytes());
    let start = out.len();
    out.extend_from_slice(&kind);
    out.extend_from_slice(data);
    let crc = crc32fast::hash(&out[start..]);
    out.extend_from_slice(&crc.to_be_bytes());
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A picture-like pattern: flat areas, edges, a little noise.
    fn pattern(w: usize, h: usize, seed: u32) -> Vec<u8> {
        let mut x = seed | 1;
        (0..w * h)
            .map(|i| {
                x ^= x << 13;
                x ^= x >> 17;
                x ^= x << 5;
                let (r, c) = (i / w, i % w);
                if x.is_multiple_of(17) {
                    (x >> 8) as u8
                } else {
                    ((r / 9 + c / 23) % 7) as u8
                }
            })
            .collect()
    }

    /// The Up filter eight bytes at a time is the byte-by-byte difference: every pair of
    /// bytes, and tails of every length.
    #[test]
    fn up_is_the_bytewise_difference() {
        let a: Vec<u8> = (0..=255u8).collect();
        for shift in 0..=255u8 {
            let b: Vec<u8> = a.iter().map(|v| v.wrapping_add(shift)).collect();
            for len in [0, 1, 7, 8, 9, 255, 256] {
                let mut out = vec![0u8; len + 1];
                up(&a[..len], &b[..len], &mut out);
                assert_eq!(out[0], 2);
                for i in 0..len {
                    assert_eq!(out[i + 1], a[i].wrapping_sub(b[i]), "{} - {}", a[i], b[i]);
                }
            }
        }
    }

    fn decode(png: &[u8]) -> Vec<u8> {
        let mut d = png::Decoder::new(std::io::Cursor::new(png));
        d.set_transformations(png::Transformations::IDENTITY);
        let mut r = d.read_info().expect("a PNG");
        let mut buf = vec![0; r.output_buffer_size().expect("a size")];
        let f = r.next_frame(&mut buf).expect("a frame");
        buf.truncate(f.buffer_size());
        buf
    }

    #[test]
    fn what_is_written_decodes_to_the_indices() {
        for (w, h) in [(1, 1), (7, 3), (100, 40), (333, 77)] {
            let idx = pattern(w, h, 7);
            let png = write(&idx, w as u32, h as u32, &[0; 768], None);
            assert_eq!(decode(&png), idx, "{w}x{h}");
        }
    }

    /// A picture drawn over a template gives the same bytes from the kept rows as from
    /// scratch, whatever was drawn where, and rows past the template too.
    #[test]
    fn kept_rows_give_the_same_bytes() {
        for (w, h, h2, seed, marks) in [
            (301, 90, 90usize, 5u64, 40),
            (301, 90, 120, 9, 40),
            (2011, 60, 60, 3, 25),
            (2011, 60, 70, 4, 300),
            // Too wide to keep: every row written in full.
            (WIDEST + 2, 3, 3, 7, 20),
        ] {
            let template = pattern(w, h, 3);
            let kept = Kept::new(&template, w);
            let mut idx = template.clone();
            idx.resize(w * h2, 0);
            let mut dirty = vec![0u64; h2];
            let mut x = seed;
            for _ in 0..marks {
                x = x
                    .wrapping_mul(6_364_136_223_846_793_005)
                    .wrapping_add(1_442_695_040_888_963_407);
                let (r, c) = ((x >> 33) as usize % h2, (x >> 45) as usize % w);
                idx[r * w + c] = (x >> 24) as u8;
                dirty[r] |= 1 << (c / CHUNK as usize).min(63);
            }
            for d in dirty.iter_mut().skip(h) {
                *d = u64::MAX;
            }
            let fresh = write(&idx, w as u32, h2 as u32, &[0; 30], None);
            let from_kept = write(&idx, w as u32, h2 as u32, &[0; 30], Some((&kept, &dirty)));
            assert_eq!(fresh, from_kept);
            assert_eq!(decode(&fresh), idx);
        }
    }
}
