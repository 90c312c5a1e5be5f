//! Quiet hours: a server's daily window, in a time zone, during which no deadline falls due
//! and no reminder goes out (`/settings quiet:`). A deadline or a reminder that would fall
//! inside the window is moved to its end.
//!
//! The window is kept as minutes from midnight of an IANA time zone (jiff's bundled
//! database: no file of the host's is needed), so that "23:00-07:00 Europe/Berlin" follows
//! Berlin's clocks through the changes to and from summer time.

use jiff::civil::{Date, DateTime};
use jiff::tz::TimeZone;
use jiff::Timestamp;

use super::error::AppError;
use crate::store::Millis;
use crate::words::msg;

/// The longest time zone name kept (IANA names are far shorter).
const MAX_ZONE: usize = 64;

/// A server's quiet hours.
#[derive(Clone, Debug)]
pub struct Quiet {
    /// Minutes from midnight; `starts > ends` for a window across midnight.
    pub starts: u16,
    pub ends: u16,
    /// The zone's IANA name, as stored and shown.
    pub zone: String,
    tz: TimeZone,
}

impl PartialEq for Quiet {
    fn eq(&self, other: &Quiet) -> bool {
        (self.starts, self.ends, &self.zone) == (other.starts, other.ends, &other.zone)
    }
}

impl Quiet {
    /// The window `starts`..`ends` (minutes from midnight) in the zone named `zone`.
    pub fn new(starts: u16, ends: u16, zone: &str) -> Result<Quiet, AppError> {
        let zone = zone.trim();
        let tz = (zone.len() <= MAX_ZONE)
            .then(|| TimeZone::get(zone).ok())
            .flatten()
            .ok_or_else(|| {
                AppError::BadSettings(msg!(
                    "app-quiet-bad-zone",
                    zone = zone.chars().take(MAX_ZONE).collect::<String>()
                ))
            })?;
        if starts >= 1440 || ends >= 1440 || starts == ends {
            return Err(AppError::BadSettings(msg!("app-quiet-bad-window")));
        }
        // The zone's own spelling ("europe/berlin" is found, "Europe/Berlin" is kept).
        let zone = tz.iana_name().unwrap_or(zone).to_owned();
        Ok(Quiet {
            starts,
            ends,
            zone,
            tz,
        })
    }

    /// Reads a window as typed: "23:00-07:00" (or "23-7"), in the zone named `zone`.
    pub fn parse(window: &str, zone: &str) -> Result<Quiet, AppError> {
        let bad = || AppError::BadSettings(msg!("app-quiet-bad-window"));
        let (a, b) = window.split_once('-').ok_or_else(bad)?;
        let starts = minutes(a).ok_or_else(bad)?;
        let ends = minutes(b).ok_or_else(bad)?;
        Quiet::new(starts, ends, zone)
    }

    /// The window as shown: "23:00–07:00".
    pub fn window(&self) -> String {
        format!("{}–{}", hm(self.starts), hm(self.ends))
    }

    /// The window as typed ("23:00-07:00"): what [`Quiet::parse`] reads back.
    pub fn typed(&self) -> String {
        format!("{}-{}", hm(self.starts), hm(self.ends))
    }

    /// `at`, or the end of the window if `at` falls inside it.
    pub fn postpone(&self, at: Millis) -> Millis {
        self.end_if_inside(at).map_or(at, |end| end.max(at))
    }

    /// Whether `at` falls inside the window.
    pub fn holds(&self, at: Millis) -> bool {
        self.end_if_inside(at).is_some_and(|end| end > at)
    }

    /// The end of the window that holds `at`, if one does.
    fn end_if_inside(&self, at: Millis) -> Option<Millis> {
        let local = Timestamp::from_millisecond(at)
            .ok()?
            .to_zoned(self.tz.clone());
        let minute = local.hour() as u16 * 60 + local.minute() as u16;
        let across = self.starts > self.ends;
        let inside = match across {
            false => self.starts <= minute && minute < self.ends,
            true => minute >= self.starts || minute < self.ends,
        };
        if !inside {
            return None;
        }
        // A window across midnight that began this evening ends tomorrow.
        let day: Date = match across && minute >= self.starts {
            true => local.date().tomorrow().ok()?,
            false => local.date(),
        };
        let end: DateTime = day.at((self.ends / 60) as i8, (self.ends % 60) as i8, 0, 0);
        // A local time that a change of clocks skips is taken as the first time after it.
        let end = end.to_zoned(self.tz.clone()).ok()?;
        Some(end.timestamp().as_millisecond())
    }
}

/// Minutes from midnight as "23:00".
fn hm(minutes: u16) -> String {
    format!("{:02}:{:02}", minutes / 60, minutes % 60)
}

/// "23:00", "7:30" or "23" as minutes from midnight.
fn minutes(text: &str) -> Option<u16> {
    let text = text.trim();
    let (h, m) = text.split_once(':').unwrap_or((text, "0"));
    let (h, m): (u16, u16) = (h.trim().parse().ok()?, m.trim().parse().ok()?);
    (h < 24 && m < 60).then_some(h * 60 + m)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn windows_are_read_and_checked() {
        let q = Quiet::parse("23:00-07:30", "Europe/Berlin").unwrap();
        assert_eq!((q.starts, q.ends), (23 * 60, 7 * 60 + 30));
        assert_eq!(q.window(), "23:00–07:30");
        assert!(Quiet::parse("7-7", "UTC").is_err());
        assert!(Quiet::parse("25:00-07:00", "UTC").is_err());
        assert!(Quiet::parse("23:00", "UTC").is_err());
        assert!(Quiet::parse("23:00-07:00", "Mars/Olympus").is_err());
    }
}
