//! The season table and league points.
//!
//! A row per player who played a counting game of the season (see
//! [`GameResult::counts`]): games played, wins (rank 1, so a shared win counts for everyone
//! who shares it), average score, best score, and league points. Rows are sorted by
//! points, then wins, then average score, then best score, all descending; players equal on
//! all four share a position (1 + the number of rows strictly better: 1, 2, 2, 4) and are
//! listed by user id.
//!
//! # League points
//!
//! [`PointsScheme::base`] gives the points for ranks 1, 2, 3, … at a table of
//! [`PointsScheme::reference_size`] players (default 3, 2, 1 at a table of 4; ranks past the
//! list score 0). Scaled by table size (the default), a player's points depend on how many
//! *other players finished level with or behind them*, `k = table size − rank`:
//!
//! - `k < reference_size`: the points of rank `reference_size − k` at a reference table. A
//!   smaller table is scored like the bottom of a reference table: the last player of any
//!   table gets what the last of a reference table gets.
//! - `k ≥ reference_size` (a larger table, near its top): the winner's base points plus the
//!   gap between the first two base values for each further player beaten.
//!
//! With the default scheme this is simply one point per player finishing level with or behind:
//!
//! | table size | 1st | 2nd | 3rd | 4th | 5th | 6th |
//! |---|---|---|---|---|---|---|
//! | 2 | 1 | 0 | | | | |
//! | 3 | 2 | 1 | 0 | | | |
//! | 4 | 3 | 2 | 1 | 0 | | |
//! | 5 | 4 | 3 | 2 | 1 | 0 | |
//! | 6 | 5 | 4 | 3 | 2 | 1 | 0 |
//!
//! and with `base = [5, 3, 1]`: a table of 3 gives 3, 1, 0; a table of 5 gives 7, 5, 3, 1, 0.
//! Tied players share a rank, and get the points of that rank: two players tied first at a
//! table of 4 get 3 each, and the next player (3rd) gets 1.
//!
//! With `scale_by_table_size = false`, rank `r` gets `base[r − 1]` (or 0) whatever the
//! table size.

use crate::store::SeasonNo;
use crate::store::UserId;
use std::cmp::Ordering;
use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::result::GameResult;
use super::tables::MAX_TABLE_SIZE;
use crate::words::{english, msg, Msg};

/// How league points are awarded; see the module documentation.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct PointsScheme {
    /// Points for ranks 1, 2, 3, … at a table of `reference_size` players; ranks past the
    /// list score 0. Never increasing.
    pub base: Vec<u32>,
    /// The table size at which `base` applies as it is.
    pub reference_size: usize,
    /// Whether other table sizes are scaled (see the module documentation).
    pub scale_by_table_size: bool,
}

impl Default for PointsScheme {
    fn default() -> Self {
        PointsScheme {
            base: vec![3, 2, 1],
            reference_size: 4,
            scale_by_table_size: true,
        }
    }
}

impl PointsScheme {
    /// Checks the scheme, with a message an organiser can act on.
    pub fn validate(&self) -> Result<(), Msg> {
        if self.base.windows(2).any(|w| w[0] < w[1]) {
            return Err(msg!(
                "app-points-increase",
                points = format!("{:?}", self.base)
            ));
        }
        if self.scale_by_table_size {
            if !(2..=MAX_TABLE_SIZE).contains(&self.reference_size) {
                return Err(msg!(
                    "app-points-reference-size",
                    most = MAX_TABLE_SIZE,
                    size = self.reference_size
                ));
            }
            if self.base.len() > self.reference_size {
                return Err(msg!(
                    "app-points-too-many-ranks",
                    ranks = self.base.len(),
                    size = self.reference_size
                ));
            }
        }
        Ok(())
    }

    fn base_for(&self, rank: usize) -> u32 {
        rank.checked_sub(1)
            .and_then(|i| self.base.get(i))
            .copied()
            .unwrap_or(0)
    }

    /// The points for `rank` (1-based, shared by tied players) at a table of `table_size`.
    pub fn points(&self, rank: usize, table_size: usize) -> u32 {
        if !self.scale_by_table_size {
            return self.base_for(rank);
        }
        let reference = self.reference_size;
        let behind = table_size.saturating_sub(rank);
        if behind < reference {
            self.base_for(reference - behind)
        } else {
            let step = self.base_for(1).saturating_sub(self.base_for(2));
            let extra = u32::try_from(behind - reference + 1).unwrap_or(u32::MAX);
            self.base_for(1).saturating_add(step.saturating_mul(extra))
        }
    }

    /// The points for ranks 1..=table_size at a table with no ties.
    pub fn table(&self, table_size: usize) -> Vec<u32> {
        (1..=table_size)
            .map(|r| self.points(r, table_size))
            .collect()
    }
}

/// One player's line in the season table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Row {
    pub user: UserId,
    /// 1 + the number of rows strictly better; equal rows share it.
    pub position: usize,
    pub played: u32,
    /// Games ranked first, shared wins included.
    pub wins: u32,
    pub points: u64,
    /// The sum of the player's scores.
    pub total: u64,
    /// `total / played`.
    pub average: f64,
    pub best: u32,
}

impl Row {
    /// Compares the sort keys (points, wins, average, best): `Greater` means better. The
    /// average is compared exactly, as `total × other.played` against `other.total × played`.
    pub fn compare(&self, other: &Row) -> Ordering {
        self.points
            .cmp(&other.points)
            .then(self.wins.cmp(&other.wins))
            .then(
                (u128::from(self.total) * u128::from(other.played))
                    .cmp(&(u128::from(other.total) * u128::from(self.played))),
            )
            .then(self.best.cmp(&other.best))
    }
}

/// The table of one season: the counting results of `season` (others are skipped).
pub fn season_table(results: &[GameResult], season: SeasonNo, scheme: &PointsScheme) -> Vec<Row> {
    table(results.iter().filter(|r| r.season == season), scheme)
}

/// The table over any set of results (only counting games are used).
pub fn table<'a>(
    results: impl IntoIterator<Item = &'a GameResult>,
    scheme: &PointsScheme,
) -> Vec<Row> {
    let mut rows: BTreeMap<UserId, Row> = BTreeMap::new();
    for result in results.into_iter().filter(|r| r.counts()) {
        let size = result.players.len();
        for p in &result.players {
            let row = rows.entry(p.user).or_insert_with(|| Row {
                user: p.user,
                position: 0,
                played: 0,
                wins: 0,
                points: 0,
                total: 0,
                average: 0.0,
                best: 0,
            });
            row.played += 1;
            row.wins += u32::from(p.rank == 1);
            row.points += u64::from(scheme.points(p.rank, size));
            row.total += u64::from(p.score);
            row.best = row.best.max(p.score);
        }
    }
    let mut rows: Vec<Row> = rows.into_values().collect();
    for row in &mut rows {
        row.average = row.total as f64 / f64::from(row.played);
    }
    rows.sort_by(|a, b| b.compare(a).then(a.user.cmp(&b.user)));
    for i in 0..rows.len() {
        rows[i].position = if i > 0 && rows[i].compare(&rows[i - 1]).is_eq() {
            rows[i - 1].position
        } else {
            i + 1
        };
    }
    rows
}

/// One page of a list.
#[derive(Clone, Debug, PartialEq)]
pub struct Page<'a, T> {
    pub items: &'a [T],
    /// This page's number, from 1.
    pub number: usize,
    /// How many pages there are (at least 1, even for an empty list).
    pub pages: usize,
    /// How many items the whole list has.
    pub total: usize,
    /// The index of `items[0]` in the whole list.
    pub first: usize,
}

/// Page `number` (from 1) of `rows`, `per_page` to a page. A page number of 0 is the first
/// page and one past the end is the last, so a stale "next" button still shows something; a
/// `per_page` of 0 is taken as 1.
pub fn page<T>(rows: &[T], number: usize, per_page: usize) -> Page<'_, T> {
    let per_page = per_page.max(1);
    let pages = rows.len().div_ceil(per_page).max(1);
    let number = number.clamp(1, pages);
    let first = (number - 1) * per_page;
    let last = (first + per_page).min(rows.len());
    Page {
        items: &rows[first..last],
        number,
        pages,
        total: rows.len(),
        first,
    }
}

/// The page as a monospace text table (for a code block), names given by `name`:
///
/// ```text
///   #  player            games  wins  points    avg  best
///   1  ana                   3     2       7   55.3    61
/// ```
pub fn text(page: &Page<'_, Row>, name: impl Fn(UserId) -> String) -> String {
    let head = |key: &'static str| english(&msg!(key));
    let mut out = format!(
        "{:>3}  {:<16}  {:>5}  {:>4}  {:>6}  {:>5}  {:>4}\n",
        "#",
        head("render-text-col-player"),
        head("render-text-col-games"),
        head("render-text-col-wins"),
        head("render-text-col-points"),
        head("render-text-col-avg"),
        head("render-text-col-best")
    );
    for row in page.items {
        let mut who: String = name(row.user).chars().take(16).collect();
        if who.is_empty() {
            who = row.user.to_string();
        }
        out.push_str(&format!(
            "{:>3}  {:<16}  {:>5}  {:>4}  {:>6}  {:>5.1}  {:>4}\n",
            row.position, who, row.played, row.wins, row.points, row.average, row.best
        ));
    }
    if page.total == 0 {
        out.push_str(&format!("     {}\n", head("render-text-no-league-games")));
    } else if page.pages > 1 {
        let page = msg!("render-text-page", number = page.number, pages = page.pages);
        out.push_str(&format!("{}\n", english(&page)));
    }
    out
}
