//! A season's end, at its date or by an organiser: the final table to the outbox, and
//! the next season started with the ratings carried over.

use super::ratings::{rating_update, stored_book};
use super::results::core_result;
use super::standings::{names_of, table_lines};
use super::{corrupt, season_key, season_of, settings_of, LeagueEvent, StandingLine};
use crate::app::league::{season, Action, GameResult, Season};
use crate::app::service::{lock, Actor, AppError, Place, Service};
use crate::store::LeagueId;
use crate::store::{LeagueWrite, NewLeagueEvent, Write};

/// What ending a season did.
#[derive(Clone, Debug, PartialEq)]
pub struct SeasonEnd {
    pub league: String,
    pub ended: Season,
    pub final_table: Vec<StandingLine>,
    pub next: Season,
}

impl Service {
    /// Ends the current season now (organisers and admins only): posts its final table and
    /// starts the next, ratings carried over.
    pub async fn end_season(&self, by: &Actor, league: &str) -> Result<SeasonEnd, AppError> {
        let row = self.league_row(by.server()?, league).await?;
        self.authorize_league(&row, Action::EndSeason, by, "app-league-may-end-season")
            .await?;
        self.roll_season(row.id, true)
            .await?
            .ok_or_else(|| corrupt("the season did not end"))
    }

    /// The scheduler's call for a league whose season end is due.
    pub(in crate::app::service) async fn season_due(
        &self,
        league_id: LeagueId,
    ) -> Result<(), AppError> {
        self.roll_season(league_id, false).await.map(|_| ())
    }

    /// Ends the league's current season if `now` (or if it is over), under the league's
    /// lock, and schedules the next season's end.
    async fn roll_season(
        &self,
        league_id: LeagueId,
        now: bool,
    ) -> Result<Option<SeasonEnd>, AppError> {
        let guard = self.league_lock(league_id);
        let _guard = guard.lock().await;
        let league = self.league_by_id(league_id).await?;
        let settings = settings_of(&league)?;
        let current_row = self.current_season(league_id).await?;
        let current = season_of(&current_row);
        let clock = self.inner.clock.now();
        if !now && !current.is_over(clock) {
            lock(&self.inner.schedule).set(&season_key(league_id), current.ends);
            return Ok(None);
        }
        let stored = self.inner.store.league_results(league_id).await?;
        let results: Vec<GameResult> = stored.iter().map(core_result).collect::<Result<_, _>>()?;
        let mut book = stored_book(&self.inner.store, &league, &settings).await?;
        let at = clock
            .max(current.starts)
            .max(book.last_at().map_or(i64::MIN, |t| t.saturating_add(1)));
        let next_ends = league.season_ms.map(|l| at.saturating_add(l));
        let rollover = season::roll_over(
            &current,
            clock,
            next_ends,
            &results,
            &settings.points,
            &mut book,
        )
        .map_err(|e| corrupt(format!("league {league_id}: {e}")))?;
        let names = names_of(&stored, &self.members(league_id).await?);
        let final_table = table_lines(&results, &names, current.number, &settings, &book);
        let event = LeagueEvent::SeasonEnded {
            league: league.name.clone(),
            season: current.number,
            final_table: final_table.clone(),
            next: rollover.next.number,
            next_ends: rollover.next.ends,
        };
        let new_event = NewLeagueEvent {
            place: Place {
                guild: league.guild,
                channel: league.channel,
            },
            kind: event.kind().to_string(),
            key: format!("league{league_id}:season{}:end", current.number),
            payload: serde_json::to_string(&event).expect("events serialize"),
        };
        self.inner
            .store
            .write(Write::League(LeagueWrite::EndSeason {
                league_id,
                ended: current.number,
                at: rollover.next.starts,
                next_ends: rollover.next.ends,
                rating: rating_update(&book, &rollover.rating_events),
                event: Some(new_event),
            }))
            .await?;
        lock(&self.inner.schedule).set(&season_key(league_id), rollover.next.ends);
        self.inner.wake.notify_one();
        Ok(Some(SeasonEnd {
            league: league.name,
            ended: rollover.ended,
            final_table,
            next: rollover.next,
        }))
    }
}
