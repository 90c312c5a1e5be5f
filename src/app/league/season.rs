//! Seasons and the rollover from one to the next.
//!
//! A season has a number (from 1), a start and maybe a planned end. It ends at that end
//! ([`Season::is_over`], checked by the caller's clock) or earlier when an organiser ends it.
//! Either way [`roll_over`] closes it: the final table is computed, the next season starts
//! with empty standings (standings are per season), and every rating is carried over with a
//! widened σ (see [`super::rating`]). A game counts in the season recorded in its result,
//! which the caller sets to the season current when the game finished.

use crate::store::SeasonNo;
use serde::{Deserialize, Serialize};

use super::rating::{RatingBook, RatingError, RatingEvent};
use super::result::GameResult;
use super::standings::{season_table, PointsScheme, Row};

/// A league season.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Season {
    /// 1 for a league's first season, then 2, 3, ….
    pub number: SeasonNo,
    /// When it started (unix seconds).
    pub starts: i64,
    /// When it ends, if planned; for an ended season, when it ended.
    pub ends: Option<i64>,
}

/// Why a season cannot roll over.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SeasonError {
    #[error("the next season would end before it starts")]
    EndsBeforeStart,
    #[error(transparent)]
    Rating(#[from] RatingError),
}

impl Season {
    /// A league's first season.
    pub fn first(starts: i64, ends: Option<i64>) -> Season {
        Season {
            number: SeasonNo::FIRST,
            starts,
            ends,
        }
    }

    /// Whether the season's end has come.
    pub fn is_over(&self, now: i64) -> bool {
        self.ends.is_some_and(|end| now >= end)
    }

    /// The planned length, if it has an end (to plan the next season alike).
    pub fn length(&self) -> Option<i64> {
        self.ends.map(|end| end - self.starts)
    }
}

/// What a rollover produced: store all of it, post the final table.
#[derive(Clone, Debug, PartialEq)]
pub struct Rollover {
    /// The season that ended, with `ends` set to when it ended.
    pub ended: Season,
    /// Its final standings.
    pub final_table: Vec<Row>,
    /// The season that starts.
    pub next: Season,
    /// The carry-over changes to the ratings, already applied to the book.
    pub rating_events: Vec<RatingEvent>,
}

/// Ends `current` now and starts the next season, ending at `next_ends` if given.
///
/// The switch happens at `max(now, current.starts, the book's last applied time + 1)`, so
/// that every game the book has already applied comes before the new season's start on the
/// ratings' timeline (and a recomputation sees the same order). `results` may hold any
/// seasons; the final table uses the results of `current` only.
pub fn roll_over(
    current: &Season,
    now: i64,
    next_ends: Option<i64>,
    results: &[GameResult],
    scheme: &PointsScheme,
    book: &mut RatingBook,
) -> Result<Rollover, SeasonError> {
    let at = now
        .max(current.starts)
        .max(book.last_at().map_or(i64::MIN, |t| t.saturating_add(1)));
    if next_ends.is_some_and(|end| end <= at) {
        return Err(SeasonError::EndsBeforeStart);
    }
    let next = Season {
        number: current.number.next(),
        starts: at,
        ends: next_ends,
    };
    let rating_events = book.start_season(next.number, at)?;
    Ok(Rollover {
        ended: Season {
            ends: Some(at),
            ..current.clone()
        },
        final_table: season_table(results, current.number, scheme),
        next,
        rating_events,
    })
}
