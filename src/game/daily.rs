//! What every game's daily challenge shares: the calendar date of a day, and the deployment's
//! secret that keys each day's seed so that nobody can compute a day before the bot reveals it.
//! Which game a day holds (its map, its options) is the game's own schedule.
//!
//! Dates are civil UTC dates, counted in days since 1970-01-01. The conversion is the classic
//! days-from-civil algorithm, written here (a dozen lines) so that the game layer stays free
//! of clocks and time-zone crates.

use std::fmt;
use std::str::FromStr;

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
    pub fn new(text: &str) -> Result<DailySecret, WeakSecret> {
        let text = text.trim();
        if text.chars().count() < Self::MIN_LEN || text.contains(char::is_whitespace) {
            return Err(WeakSecret);
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

    /// The first 8 bytes (little-endian) of HMAC-SHA-256 of `label`, keyed by the secret's
    /// text: a keyed hash, so that the seeds of past days tell nothing of the secret or of
    /// days to come. A game's label names the game, its derivation version and the date.
    pub fn seed(&self, label: &str) -> u64 {
        use hmac::{Hmac, Mac};
        let mut mac = Hmac::<sha2::Sha256>::new_from_slice(self.0.as_bytes())
            .expect("HMAC takes a key of any length");
        mac.update(label.as_bytes());
        let digest = mac.finalize().into_bytes();
        u64::from_le_bytes(digest[..8].try_into().expect("8 bytes"))
    }
}

impl fmt::Debug for DailySecret {
    /// Never prints the secret.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("DailySecret(<hidden>)")
    }
}

/// A day's challenge as a bot recorded it the first time it was played: the version of the
/// game's derivation, the seed, and the game's options as stored (JSON).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordedDay {
    pub version: u32,
    pub seed: u64,
    pub options: String,
}

/// A civil date (proleptic Gregorian calendar).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Date {
    pub year: i32,
    pub month: u8,
    pub day: u8,
}

impl Date {
    /// The date `days` days after 1970-01-01.
    pub fn from_days(days: i64) -> Date {
        // Howard Hinnant's civil_from_days.
        let z = days + 719_468;
        let era = z.div_euclid(146_097);
        let doe = z.rem_euclid(146_097);
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        let mp = (5 * doy + 2) / 153;
        let day = (doy - (153 * mp + 2) / 5 + 1) as u8;
        let month = if mp < 10 { mp + 3 } else { mp - 9 } as u8;
        let year = (yoe + era * 400 + i64::from(month <= 2)) as i32;
        Date { year, month, day }
    }

    /// Days since 1970-01-01.
    pub fn days(self) -> i64 {
        let y = i64::from(self.year) - i64::from(self.month <= 2);
        let era = y.div_euclid(400);
        let yoe = y.rem_euclid(400);
        let m = i64::from(self.month);
        let doy = (153 * if m > 2 { m - 3 } else { m + 9 } + 2) / 5 + i64::from(self.day) - 1;
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
        era * 146_097 + doe - 719_468
    }

    /// The UTC date of a Unix time in seconds.
    pub fn from_unix(secs: i64) -> Date {
        Date::from_days(secs.div_euclid(86_400))
    }

    /// The Unix time (seconds) at which this date starts, UTC.
    pub fn start_unix(self) -> i64 {
        self.days() * 86_400
    }

    pub fn succ(self) -> Date {
        Date::from_days(self.days() + 1)
    }

    /// Day of the week, 0 = Monday … 6 = Sunday.
    pub fn weekday(self) -> u8 {
        // 1970-01-01 was a Thursday.
        (self.days() + 3).rem_euclid(7) as u8
    }
}

impl fmt::Display for Date {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

/// A daily secret too short or with spaces: what the operator who set `DAILY_SECRET` reads,
/// without the text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "a daily secret must be at least {} characters with no spaces \
     (64 random hex digits are best: `openssl rand -hex 32`)",
    DailySecret::MIN_LEN
)]
pub struct WeakSecret;

/// Text that is not a date: what the command line's `--daily` says of it (a player on
/// Discord reads the catalog's words).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DateError {
    #[error("{0:?} is not a date: write it as YYYY-MM-DD, like 2026-11-22")]
    NotADate(String),
    #[error("{0} does not exist")]
    NoSuchDay(Date),
}

impl FromStr for Date {
    type Err = DateError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let bad = || DateError::NotADate(s.to_owned());
        let parts: Vec<&str> = s.trim().split('-').collect();
        let [y, m, d] = parts[..] else {
            return Err(bad());
        };
        let (year, month, day) = (
            y.parse::<i32>().map_err(|_| bad())?,
            m.parse::<u8>().map_err(|_| bad())?,
            d.parse::<u8>().map_err(|_| bad())?,
        );
        if !(1..=9999).contains(&year) || !(1..=12).contains(&month) || day == 0 {
            return Err(bad());
        }
        let date = Date { year, month, day };
        // Reject days past the month's end: they do not survive the round trip.
        if Date::from_days(date.days()) != date {
            return Err(DateError::NoSuchDay(date));
        }
        Ok(date)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_round_trip_and_know_their_weekday() {
        for days in -800_000..800_000i64 {
            if days % 997 == 0 {
                assert_eq!(Date::from_days(days).days(), days);
            }
        }
        let d: Date = "2026-11-22".parse().unwrap();
        assert_eq!(d.weekday(), 6, "a Sunday");
        assert_eq!(Date::from_days(0).to_string(), "1970-01-01");
        assert_eq!(
            "2024-02-29".parse::<Date>().unwrap().succ().to_string(),
            "2024-03-01"
        );
        assert!("2025-02-29".parse::<Date>().is_err());
        assert!("22/11/2026".parse::<Date>().is_err());
        assert_eq!(Date::from_unix(d.start_unix() + 86_399), d);
        assert_eq!(
            Date::from_unix(d.start_unix() - 1).to_string(),
            "2026-11-21"
        );
    }

    fn secret(text: &str) -> DailySecret {
        DailySecret::new(text).unwrap()
    }

    #[test]
    fn secrets_are_checked_and_never_shown() {
        assert!(DailySecret::new("short").is_err());
        assert!(DailySecret::new("has a space in the middle").is_err());
        let e = DailySecret::new("tiny").unwrap_err();
        assert!(!e.to_string().contains("tiny"), "{e}");
        let s = secret("  0123456789abcdef  ");
        assert_eq!(s.expose(), "0123456789abcdef");
        assert!(!format!("{s:?}").contains("0123"));
        let r = DailySecret::from_random_bytes([0xab; 32]);
        assert_eq!(r.expose().len(), 64);
        assert!(DailySecret::new(r.expose()).is_ok());
    }
}
