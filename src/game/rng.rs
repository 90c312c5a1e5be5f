//! The game's only source of chance: ChaCha8 with our own, value-stable sampling.
//!
//! A stored game is replayed from its seed forever, so every number drawn from a seed must
//! never change. ChaCha8's output stream is fixed by its specification; the sampling on top
//! of it (`below`, `shuffle`) is written here rather than taken from `rand`, whose
//! algorithms may change between versions. `tests/games/rules.rs` pins the deck order of a seed.

use rand_chacha::ChaCha8Rng;
use rand_core::{RngCore, SeedableRng};

#[derive(Clone)]
pub struct Rng(ChaCha8Rng);

/// The tag in the key of [`Rng::for_thinking`].
const THINKING: &[u8; 8] = b"thinking";

impl Rng {
    /// A generator for a seed. The 64-bit seed is the first eight bytes (little-endian) of
    /// the ChaCha key; `stream` picks one of ChaCha's independent streams.
    pub fn new(seed: u64, stream: u64) -> Rng {
        Rng::keyed(seed, [0; 8], stream)
    }

    /// A generator for a computer player's or a hint's thinking at `seed`: ChaCha keyed with
    /// a tag in the bytes after the seed (which [`Rng::new`] leaves zero), so that thinking
    /// never draws from the stream a game's set-up dealt with, even when it is given the
    /// game's own seed (`tucana ai`, a daily's par), and a game whose worlds were dealt like
    /// its set-up could not hand its bot the true order.
    pub fn for_thinking(seed: u64, stream: u64) -> Rng {
        Rng::keyed(seed, *THINKING, stream)
    }

    /// ChaCha8 keyed with the seed (little-endian) then `tag`, the rest of the key zero.
    fn keyed(seed: u64, tag: [u8; 8], stream: u64) -> Rng {
        let mut key = [0u8; 32];
        key[..8].copy_from_slice(&seed.to_le_bytes());
        key[8..16].copy_from_slice(&tag);
        let mut rng = ChaCha8Rng::from_seed(key);
        rng.set_stream(stream);
        Rng(rng)
    }

    #[inline]
    pub fn next_u32(&mut self) -> u32 {
        self.0.next_u32()
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0.next_u64()
    }

    /// A uniform number in `0..n` (`n > 0`), by rejection sampling: exact, and stable.
    #[inline]
    pub fn below(&mut self, n: u32) -> u32 {
        assert!(n > 0, "below(0)");
        // The largest multiple of n that fits in u32's range; values at or above it are
        // redrawn so that every residue is equally likely.
        loop {
            let x = self.next_u32();
            // The zone's end is past `u32::MAX - n` (what it leaves out is less than n), so
            // nearly every draw is known to fall in it without the division that finds it:
            // the same numbers, a division fewer (random games draw at every move).
            if x <= u32::MAX - n || x <= u32::MAX - (u32::MAX - n + 1) % n {
                return x % n;
            }
        }
    }

    /// Fisher–Yates, from the last element down.
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i as u32 + 1) as usize;
            items.swap(i, j);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn below_stays_in_range_and_reaches_every_value() {
        let mut rng = Rng::new(7, 0);
        let mut seen = [0u32; 6];
        for _ in 0..6000 {
            seen[rng.below(6) as usize] += 1;
        }
        assert!(seen.iter().all(|&n| n > 850 && n < 1150), "{seen:?}");
    }

    #[test]
    fn thinking_never_draws_the_games_own_numbers() {
        for seed in 0..20 {
            for stream in 0..4 {
                let mut game = Rng::new(seed, stream);
                let mut thinking = Rng::for_thinking(seed, stream);
                let a: Vec<u64> = (0..8).map(|_| game.next_u64()).collect();
                let b: Vec<u64> = (0..8).map(|_| thinking.next_u64()).collect();
                assert_ne!(a, b, "seed {seed}, stream {stream}");
            }
        }
        assert_eq!(
            Rng::for_thinking(5, 2).next_u64(),
            Rng::for_thinking(5, 2).next_u64()
        );
    }

    #[test]
    fn streams_differ() {
        assert_ne!(Rng::new(1, 0).next_u64(), Rng::new(1, 1).next_u64());
        assert_eq!(Rng::new(1, 3).next_u64(), Rng::new(1, 3).next_u64());
    }
}
