//! Outbound events: what the chat adapter is to tell the players.
//!
//! Events are written to the outbox (the `events` table) in the same transaction as the
//! change that caused them. The adapter reads them with `Service::pending_events`, delivers
//! them, and confirms each with `Service::mark_delivered`; an event is handed out again
//! until it is confirmed, so none is lost to a crash. Each carries an idempotency key,
//! unique forever, that the adapter passes to the platform (a message nonce) or checks
//! itself, so that a delivery retried after a crash is not shown twice.
//!
//! Rounds and turns in events are counted from 1, as players count them.

use serde::{Deserialize, Serialize};

use crate::games::tucana::{Card, Options};
use crate::store::{Millis, Place, StoreError, UserId};

/// A player, as events name them.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PlayerRef {
    pub user: UserId,
    pub name: String,
    /// 0 is the Mayor (the host); `None` before the game starts.
    pub seat: Option<usize>,
}

/// One player's line in the standings.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Standing {
    pub player: PlayerRef,
    /// 1 + the number of players with a strictly better (total, bonus).
    pub rank: usize,
    pub total: u32,
    /// Sight scores written at each completed round's end.
    pub rounds: Vec<u32>,
    pub villages: u32,
    pub bonus: u32,
    pub resigned: bool,
    /// The solo ladder title, for a finished solo game that reaches one.
    pub title: Option<String>,
}

/// Something the players are to be told.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Event {
    /// The host started the game; players in seat order.
    GameStarted {
        players: Vec<PlayerRef>,
        options: Options,
        turn_ms: i64,
    },
    /// A turn began: its two cards, its deadline, and who is to play.
    TurnStarted {
        round: usize,
        turn: usize,
        cards: [Card; 2],
        deadline: Millis,
        waiting_for: Vec<PlayerRef>,
    },
    /// A turn nobody could play: no player still in the game had a trail for its cards
    /// (say water + water once everyone has drawn every water–water trail). The engine
    /// skipped it; the next turn's `TurnStarted` follows.
    TurnSkipped {
        round: usize,
        turn: usize,
        cards: [Card; 2],
    },
    /// A player finished the turn (the last one to finish starts the next turn instead).
    PlayerFinished {
        round: usize,
        turn: usize,
        player: PlayerRef,
        waiting_for: Vec<PlayerRef>,
    },
    /// A player left the game after it started.
    PlayerLeft { player: PlayerRef },
    /// The deadline is near; only the players who have not finished (and want reminders).
    Reminder {
        round: usize,
        turn: usize,
        deadline: Millis,
        players: Vec<PlayerRef>,
    },
    /// The deadline passed: these players drew nothing this turn.
    DeadlinePassed {
        round: usize,
        turn: usize,
        timed_out: Vec<PlayerRef>,
    },
    /// A round ended and was scored.
    RoundEnded {
        round: usize,
        standings: Vec<Standing>,
    },
    /// The game ended: final standings (seat order) and the winners.
    GameEnded {
        standings: Vec<Standing>,
        winners: Vec<PlayerRef>,
    },
    /// The host (or an admin) cancelled the game.
    GameCancelled { by: UserId },
    /// The scheduler closed a game nobody had touched for `days` days: a lobby that never
    /// started (`lobby`), or a self-paced game left unfinished (a daily attempt then stays
    /// unfinished).
    GameExpired { lobby: bool, days: u32 },
}

impl Event {
    /// The event's kind, as stored in the outbox's `kind` column.
    pub fn kind(&self) -> &'static str {
        match self {
            Event::GameStarted { .. } => "game_started",
            Event::TurnStarted { .. } => "turn_started",
            Event::TurnSkipped { .. } => "turn_skipped",
            Event::PlayerFinished { .. } => "player_finished",
            Event::PlayerLeft { .. } => "player_left",
            Event::Reminder { .. } => "reminder",
            Event::DeadlinePassed { .. } => "deadline_passed",
            Event::RoundEnded { .. } => "round_ended",
            Event::GameEnded { .. } => "game_ended",
            Event::GameCancelled { .. } => "game_cancelled",
            Event::GameExpired { .. } => "game_expired",
        }
    }
}

/// The idempotency key of a game's `TurnStarted` event for a (round, turn) counted from 1.
pub fn turn_key(game: &str, round: usize, turn: usize) -> String {
    format!("{game}:r{round}t{turn}:turn")
}

/// An event from the outbox, ready to deliver.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OutboundEvent {
    /// The outbox id, for [`crate::app::Service::mark_delivered`].
    pub id: i64,
    /// Unique forever: deliver it with the event so that a retried delivery is not doubled.
    pub key: String,
    /// The game's public id.
    pub game: String,
    pub place: Place,
    pub created_at: Millis,
    pub delivered_at: Option<Millis>,
    /// The game's log length when the event happened: its pictures show the game after
    /// its first `seq` moves ([`crate::app::Service::game_at`]). `None` for events stored
    /// before the position was recorded.
    pub seq: Option<i64>,
    /// How many times the adapter could not deliver it so far.
    pub attempts: u32,
    pub event: Event,
}

impl OutboundEvent {
    pub(crate) fn from_row(row: crate::store::EventRow) -> Result<OutboundEvent, StoreError> {
        let event = serde_json::from_str(&row.payload)
            .map_err(|e| StoreError::Corrupt(format!("event {}: {e}", row.id)))?;
        Ok(OutboundEvent {
            id: row.id,
            key: row.key,
            game: row.public_id,
            place: row.place,
            created_at: row.created_at,
            delivered_at: row.delivered_at,
            seq: row.seq,
            attempts: row.attempts,
            event,
        })
    }
}
