//! A league game's end: its players' placements, league points and rating changes,
//! committed with the move that ends the game, and the stored results read back for the
//! core.

use std::collections::HashMap;

use serde::{Deserialize, Serialize};

use super::ratings::{rating_update, stored_book};
use super::{corrupt, settings_of, LeagueEvent};
use crate::app::league::rating::Cause;
use crate::app::league::result::GameStatus as ResultStatus;
use crate::app::league::{conservative, GameResult, Placement, UnknownStatus};
use crate::app::live::LiveGame;
use crate::app::service::{lock, AppError, Service, UserId};
use crate::store::{
    Append, LeagueGameEnd, LeagueGameResult, LeagueResultRow, NewLeagueEvent, Write,
};

/// A player's line in a league game's result.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ResultLine {
    pub user: UserId,
    pub name: String,
    pub rank: u32,
    pub score: u32,
    pub points: u32,
    pub left: bool,
    /// The shown rating (μ − 3σ) before and after the game.
    pub rating_before: f64,
    pub rating_after: f64,
}

/// A stored result as the core sees it. A status that is none of the core's is an error,
/// never read as some status: it would count a game, or drop one, without a word.
pub(super) fn core_result(g: &LeagueGameResult) -> Result<GameResult, AppError> {
    Ok(GameResult {
        game_id: g.public_id.clone(),
        finished_at: g.finished_at,
        season: g.season,
        status: stored_status(&g.public_id, &g.status)?,
        players: g
            .players
            .iter()
            .map(|p| Placement {
                user: p.user,
                score: p.score,
                bonus: p.bonus,
                rank: p.rank as usize,
                left: p.left,
            })
            .collect(),
    })
}

/// League game `game`'s status as stored (`finished`, `abandoned` or `cancelled`): any
/// other word is a corrupt record, named in the error.
pub(super) fn stored_status(game: &str, text: &str) -> Result<ResultStatus, AppError> {
    text.parse()
        .map_err(|e: UnknownStatus| corrupt(format!("league game {game}: {e}")))
}

impl Service {
    /// Called under the game's lock with the append that ends a game: if it is a league
    /// game, takes the league's lock (held until the caller has committed) and returns the
    /// write that also records the league result.
    pub(in crate::app::service) async fn league_game_end(
        &self,
        key: &str,
        live: &LiveGame,
        append: Append,
    ) -> Result<(Write, Option<tokio::sync::OwnedMutexGuard<()>>), AppError> {
        let Some(league_id) = self.league_of_live(key) else {
            return Ok((Write::Append(append), None));
        };
        let guard = self.league_lock(league_id).lock_owned().await;
        let league = self.league_by_id(league_id).await?;
        let settings = settings_of(&league)?;
        let season = self.current_season(league_id).await?;
        let mut book = stored_book(&self.inner.store, &league, &settings).await?;

        let cancelled = append.status == crate::store::GameStatus::Cancelled;
        let mut players: Vec<Placement> = Vec::new();
        let mut names = HashMap::new();
        if let Some(game) = live.game() {
            for s in game.standings() {
                let p = &live.players[s.seat];
                names.insert(p.user, p.name.clone());
                players.push(Placement::from_score(p.user, &s, game.has_resigned(s.seat)));
            }
        }
        // In the order the store gives them back (rank, then user), so that a
        // recomputation from the stored results feeds the same order.
        players.sort_by_key(|p| (p.rank, p.user));
        let everyone_left = !players.is_empty() && players.iter().all(|p| p.left);
        let status = if cancelled {
            ResultStatus::Cancelled
        } else if everyone_left {
            ResultStatus::Abandoned
        } else {
            ResultStatus::Finished
        };
        let now = append.at;
        let cause = Cause::Game {
            game_id: key.to_string(),
        };
        // Keep the ratings' timeline strictly increasing: a game ending in the same
        // millisecond as one already applied, with a smaller id, moves on by 1 ms.
        let finished_at = match book.last() {
            Some((at, last)) if (now, &cause) <= (*at, last) => at + 1,
            _ => now,
        };
        let result = GameResult {
            game_id: key.to_string(),
            finished_at,
            season: season.number,
            status,
            players,
        };
        let before: HashMap<UserId, f64> = result
            .players
            .iter()
            .map(|p| (p.user, conservative(&book.rating(p.user))))
            .collect();
        let events = book
            .apply_game(&result)
            .map_err(|e| corrupt(format!("league {league_id}: {e}")))?;
        let counts = result.counts();
        let size = result.players.len();
        let rows: Vec<LeagueResultRow> = result
            .players
            .iter()
            .map(|p| LeagueResultRow {
                user: p.user,
                name: names.get(&p.user).cloned().unwrap_or_default(),
                score: p.score,
                bonus: p.bonus,
                rank: p.rank as u32,
                points: if counts {
                    settings.points.points(p.rank, size)
                } else {
                    0
                },
                left: p.left,
            })
            .collect();
        let event = counts.then(|| {
            let mut lines: Vec<ResultLine> = rows
                .iter()
                .map(|r| ResultLine {
                    user: r.user,
                    name: r.name.clone(),
                    rank: r.rank,
                    score: r.score,
                    points: r.points,
                    left: r.left,
                    rating_before: before.get(&r.user).copied().unwrap_or(0.0),
                    rating_after: conservative(&book.rating(r.user)),
                })
                .collect();
            lines.sort_by_key(|l| (l.rank, l.user));
            let event = LeagueEvent::GameCounted {
                league: league.name.clone(),
                game: key.to_string(),
                season: season.number,
                players: lines,
            };
            NewLeagueEvent {
                place: live.row.place,
                kind: event.kind().to_string(),
                key: format!("league{league_id}:game:{key}"),
                payload: serde_json::to_string(&event).expect("events serialize"),
            }
        });
        let end = LeagueGameEnd {
            league_id,
            game_id: live.row.id,
            season: season.number,
            status: status.as_str().to_string(),
            finished_at,
            results: rows,
            rating: rating_update(&book, &events),
            event,
        };
        Ok((
            Write::EndLeagueGame {
                append,
                end: Box::new(end),
            },
            Some(guard),
        ))
    }

    /// After a league game's end is committed: it is no longer live.
    pub(in crate::app::service) fn league_game_settled(&self, key: &str) {
        lock(&self.inner.leagues.games).remove(key);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::StoreError;

    fn stored(status: &str) -> LeagueGameResult {
        LeagueGameResult {
            public_id: "ABC123".into(),
            season: crate::store::SeasonNo(1),
            status: status.into(),
            finished_at: 1_000,
            players: Vec::new(),
        }
    }

    #[test]
    fn a_stored_status_is_read_as_written() {
        for status in [
            ResultStatus::Finished,
            ResultStatus::Abandoned,
            ResultStatus::Cancelled,
        ] {
            let result = core_result(&stored(status.as_str())).unwrap();
            assert_eq!(result.status, status);
        }
    }

    #[test]
    fn an_unknown_stored_status_is_corrupt_and_named() {
        for text in ["forfeited", "", "FINISHED"] {
            match core_result(&stored(text)) {
                Err(AppError::Storage(StoreError::Corrupt(what))) => assert_eq!(
                    what,
                    format!("league game ABC123: unknown league game status {text:?}")
                ),
                other => panic!("{text:?} read as {other:?}"),
            }
        }
    }
}
