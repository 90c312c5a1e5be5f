//! The daily challenge: one solo game per UTC day, the same for everyone.
//!
//! A day's game is derived from its date and the deployment's secret ([`DailySecret`]): the
//! seed is a keyed hash (HMAC-SHA-256) of a versioned label and the date
//! (`tucana-daily-v2:2026-11-22`), so that nobody without the secret can compute a day
//! before the bot reveals it; the map and options follow a published schedule. The service
//! records a day's derivation the first time it is used, so a later change here (or of the
//! secret) can never change a past day; a change to the derivation must also bump
//! [`DAILY_VERSION`].

use std::fmt;

use super::map::MapId;
use super::setup::Options;
use super::types::Direction;
pub use crate::game::Date;

/// The version of the daily derivation, part of every day's label. Version 1 (days recorded
/// before the secret) hashed the label alone with FNV-1a; those days keep their recorded
/// seeds.
pub const DAILY_VERSION: u32 = 2;

/// The deployment's daily secret, mixed into every day's seed. Its `Debug` hides it, and
/// nothing displays it: it is read only to store it ([`DailySecret::expose`]) and to key
/// the hash.
#[derive(Clone, PartialEq, Eq)]
pub struct DailySecret(String);

impl DailySecret {
    /// The fewest characters a secret may have.
    pub const MIN_LEN: usize = 16;

    /// A secret from its text (surrounding spaces ignored): at least [`Self::MIN_LEN`]
    /// characters, none of them spaces. The error says what to do, without the text.
    pub fn new(text: &str) -> Result<DailySecret, String> {
        let text = text.trim();
        if text.chars().count() < Self::MIN_LEN || text.contains(char::is_whitespace) {
            return Err(format!(
                "a daily secret must be at least {} characters with no spaces \
                 (64 random hex digits are best: `openssl rand -hex 32`)",
                Self::MIN_LEN
            ));
        }
        Ok(DailySecret(text.to_string()))
    }

    /// A secret of 32 random bytes, written as 64 hex digits.
    pub fn from_random_bytes(bytes: [u8; 32]) -> DailySecret {
        DailySecret(bytes.iter().map(|b| format!("{b:02x}")).collect())
    }

    /// The secret's text, to store it. Never log or show it.
    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for DailySecret {
    /// Never prints the secret.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("DailySecret(<hidden>)")
    }
}

/// A day's challenge: what the service records the first time the day is played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DailySpec {
    pub date: Date,
    pub version: u32,
    pub seed: u64,
    pub options: Options,
}

/// A day's challenge under a secret: the seed is keyed by the secret, the options follow
/// [`schedule`].
pub fn daily(date: Date, secret: &DailySecret) -> DailySpec {
    DailySpec {
        date,
        version: DAILY_VERSION,
        seed: seed(date, secret),
        options: schedule(date),
    }
}

/// The published schedule: Isla Petit on weekdays and Isla Grande at weekends; the Special
/// Bonus variant on Wednesdays and Sundays; a random starting village every day; letters
/// counter-clockwise on odd-numbered days of the month.
pub fn schedule(date: Date) -> Options {
    let weekday = date.weekday();
    Options {
        map: if weekday >= 5 {
            MapId::Grande
        } else {
            MapId::Petit
        },
        special_bonus: weekday == 2 || weekday == 6,
        random_start: true,
        direction: if date.day % 2 == 1 {
            Direction::CounterClockwise
        } else {
            Direction::Clockwise
        },
        symmetric: false,
    }
}

/// The first 8 bytes (little-endian) of HMAC-SHA-256 keyed by the secret's text, of the
/// label `tucana-daily-v2:YYYY-MM-DD`: a keyed hash, so that seeds of past days tell
/// nothing of the secret or of days to come.
fn seed(date: Date, secret: &DailySecret) -> u64 {
    use hmac::{Hmac, Mac};
    let mut mac = Hmac::<sha2::Sha256>::new_from_slice(secret.0.as_bytes())
        .expect("HMAC takes a key of any length");
    mac.update(format!("tucana-daily-v{DAILY_VERSION}:{date}").as_bytes());
    let digest = mac.finalize().into_bytes();
    u64::from_le_bytes(digest[..8].try_into().expect("8 bytes"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn secret(text: &str) -> DailySecret {
        DailySecret::new(text).unwrap()
    }

    #[test]
    fn the_schedule_and_the_seed_are_pinned() {
        let key = secret("0123456789abcdef0123456789abcdef");
        let sunday = daily("2026-11-22".parse().unwrap(), &key);
        assert_eq!(sunday.version, 2);
        assert_eq!(sunday.options.map, MapId::Grande);
        assert!(sunday.options.special_bonus);
        // Golden: a changed hash would change days not yet recorded.
        assert_eq!(sunday.seed, GOLDEN);
        let monday = daily("2026-11-23".parse().unwrap(), &key);
        assert_eq!(monday.options.map, MapId::Petit);
        assert!(!monday.options.special_bonus);
        assert_eq!(monday.options.direction, Direction::CounterClockwise);
        assert_ne!(monday.seed, sunday.seed);
    }
    // Checked independently: Python `hmac.new(key, label, sha256).digest()[:8]`, little-endian.
    const GOLDEN: u64 = 7_071_388_812_582_380_442;

    #[test]
    fn the_secret_decides_the_seed() {
        let date: Date = "2026-11-22".parse().unwrap();
        let a = secret("first-deployment-secret");
        let b = secret("second-deployment-secret");
        assert_eq!(
            daily(date, &a),
            daily(date, &a.clone()),
            "same secret, same day"
        );
        assert_ne!(daily(date, &a).seed, daily(date, &b).seed);
        assert_eq!(daily(date, &a).options, daily(date, &b).options);
    }

    #[test]
    fn secrets_are_checked_and_never_shown() {
        assert!(DailySecret::new("short").is_err());
        assert!(DailySecret::new("has a space in the middle").is_err());
        let e = DailySecret::new("tiny").unwrap_err();
        assert!(!e.contains("tiny"), "{e}");
        let s = secret("  0123456789abcdef  ");
        assert_eq!(s.expose(), "0123456789abcdef");
        assert!(!format!("{s:?}").contains("0123"));
        let r = DailySecret::from_random_bytes([0xab; 32]);
        assert_eq!(r.expose().len(), 64);
        assert!(DailySecret::new(r.expose()).is_ok());
    }
}
