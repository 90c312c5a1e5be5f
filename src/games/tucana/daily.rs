//! The daily challenge: one solo game per UTC day, the same for everyone.
//!
//! A day's game is derived from its date and the deployment's secret ([`DailySecret`]): the
//! seed is a keyed hash (HMAC-SHA-256) of a versioned label and the date
//! (`tucana-daily-v2:2026-11-22`), so that nobody without the secret can compute a day
//! before the bot reveals it; the map and options follow a published schedule. The service
//! records a day's derivation the first time it is used, so a later change here (or of the
//! secret) can never change a past day; a change to the derivation must also bump
//! [`DAILY_VERSION`].
//!
//! The date and the secret are every game's ([`crate::game::daily`]); the schedule and the
//! label are Tucana's.

pub use crate::game::daily::{DailySecret, Date};

use super::map::MapId;
use super::setup::Options;
use super::types::Direction;

/// The version of the daily derivation, part of every day's label. Version 1 (days recorded
/// before the secret) hashed the label alone with FNV-1a; those days keep their recorded
/// seeds.
pub const DAILY_VERSION: u32 = 2;

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
        pace: super::setup::Pace::Together,
    }
}

/// The day's seed: the secret's keyed hash ([`DailySecret::seed`]) of the label
/// `tucana-daily-v2:YYYY-MM-DD`.
fn seed(date: Date, secret: &DailySecret) -> u64 {
    secret.seed(&format!("tucana-daily-v{DAILY_VERSION}:{date}"))
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
}
