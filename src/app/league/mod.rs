//! Community leagues: the pure core.
//!
//! A league is a group that plays game after game over a season. This module holds the
//! decisions, with no I/O, no async, no clock and no SQL: the caller passes the time, the
//! seed and the stored results in, and stores what comes out. `docs/leagues.md` explains the
//! formulas for organisers and developers.
//!
//! - [`result`]: a finished league game as the league sees it ([`GameResult`]), and which
//!   games count.
//! - [`tables`]: splitting the members into tables for a round: even sizes, a fresh mix,
//!   reproducible from the recorded seed.
//! - [`standings`]: the season table and the configurable league points ([`PointsScheme`]).
//! - [`rating`]: Weng-Lin ratings (the `skillratings` crate), an event per change, and the
//!   recomputation from the results.
//! - [`season`]: seasons, their end, and the rollover to the next one.
//! - [`permissions`]: who may manage a league.
//!
//! [`LeagueSettings`] gathers what an organiser can configure.

pub mod permissions;
pub mod rating;
pub mod result;
pub mod season;
pub mod standings;
pub mod tables;

pub use permissions::{authorize, can_manage, Action, PermissionError};
pub use rating::{conservative, recompute, RatingBook, RatingConfig, RatingEvent, RatingRow};
pub use result::{GameResult, GameStatus, Placement, ResultError, UnknownStatus};
pub use season::{Rollover, Season};
pub use standings::{page, season_table, Page, PointsScheme, Row};
pub use tables::{split, verify, Round, SplitError};

use serde::{Deserialize, Serialize};

/// What an organiser configures for a league. Every field has a default, so a stored
/// settings object with missing fields still loads.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct LeagueSettings {
    /// Players per table in a round (see [`tables::split`] for how uneven counts are split).
    pub table_size: usize,
    pub points: PointsScheme,
    pub rating: RatingConfig,
}

impl Default for LeagueSettings {
    fn default() -> Self {
        LeagueSettings {
            table_size: tables::DEFAULT_TABLE_SIZE,
            points: PointsScheme::default(),
            rating: RatingConfig::default(),
        }
    }
}

impl LeagueSettings {
    /// Checks every part, with a message an organiser can act on.
    pub fn validate(&self) -> Result<(), crate::words::Msg> {
        tables::check_table_size(self.table_size).map_err(|e| e.msg())?;
        self.points.validate()?;
        self.rating.validate()
    }
}
