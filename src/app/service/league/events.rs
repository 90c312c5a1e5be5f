//! The leagues' outbox: what the adapter is to post about a league (a game counted, a
//! season ended), stored with the change that caused it and delivered at least once.

use crate::store::SeasonNo;
use crate::store::{EventId, LeagueId};
use serde::{Deserialize, Serialize};

use super::{corrupt, ResultLine, StandingLine};
use crate::app::service::{AppError, Place, Service};
use crate::store::{LeagueWrite, Millis, Output, Write};

/// What the adapter is to post about a league.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum LeagueEvent {
    /// A league game finished and counted (posted in the game's place).
    GameCounted {
        league: String,
        game: String,
        season: SeasonNo,
        /// By rank.
        players: Vec<ResultLine>,
    },
    /// A season ended (posted where the league was created): its final table (every
    /// line), and the season that starts.
    SeasonEnded {
        league: String,
        season: SeasonNo,
        final_table: Vec<StandingLine>,
        next: SeasonNo,
        next_ends: Option<Millis>,
    },
}

impl LeagueEvent {
    pub fn kind(&self) -> &'static str {
        match self {
            LeagueEvent::GameCounted { .. } => "game_counted",
            LeagueEvent::SeasonEnded { .. } => "season_ended",
        }
    }
}

/// A league event from the outbox, ready to deliver.
#[derive(Clone, Debug, PartialEq)]
pub struct LeagueOutbound {
    /// For [`Service::mark_league_event_delivered`].
    pub id: EventId,
    /// Unique forever.
    pub key: String,
    pub league_id: LeagueId,
    pub place: Place,
    pub created_at: Millis,
    pub event: LeagueEvent,
}

impl Service {
    /// League events not yet confirmed delivered, oldest first (at most `limit`).
    /// (Of this service's servers only, see [`crate::app::ServiceConfig::shards`].)
    pub async fn pending_league_events(&self, limit: u32) -> Result<Vec<LeagueOutbound>, AppError> {
        if self.outbox_paused() {
            return Ok(Vec::new());
        }
        let store = &self.inner.store;
        let rows = store.pending_league_events(self.owner(), limit).await?;
        let rows = self.unpaused(rows, |row| row.place.guild);
        rows.into_iter()
            .map(|row| {
                let event = serde_json::from_str(&row.payload)
                    .map_err(|e| corrupt(format!("league event {}: {e}", row.id)))?;
                Ok(LeagueOutbound {
                    id: row.id,
                    key: row.key,
                    league_id: row.league_id,
                    place: row.place,
                    created_at: row.created_at,
                    event,
                })
            })
            .collect()
    }

    /// Confirms a league event delivered.
    pub async fn mark_league_event_delivered(&self, event_id: EventId) -> Result<bool, AppError> {
        let out = self
            .inner
            .store
            .write(Write::League(LeagueWrite::MarkDelivered {
                event_id,
                at: self.inner.clock.now(),
            }))
            .await?;
        Ok(out == Output::Changed(true))
    }
}
