//! The rows the store reads: games, players, moves, events, users, and how ids go in and
//! out of the database's signed integers.

use super::*;

/// Where a game is played: a guild (server) and a channel or thread, as plain ids.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, FromRow)]
pub struct Place {
    #[sqlx(rename = "guild_id", try_from = "Bits")]
    pub guild: GuildId,
    #[sqlx(rename = "channel_id", try_from = "Bits")]
    pub channel: ChannelId,
}

impl Place {
    /// A direct message's channel with a user: a place on no server.
    pub fn direct(channel: ChannelId) -> Place {
        Place {
            guild: GuildId::NONE,
            channel,
        }
    }

    /// Whether this is a direct message with the bot rather than a server's channel.
    pub fn is_direct(self) -> bool {
        self.guild == GuildId::NONE
    }
}

/// A game's life.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum GameStatus {
    /// Created, taking players.
    Lobby,
    /// Started, turns running.
    Active,
    Finished,
    Cancelled,
}

impl GameStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            GameStatus::Lobby => "lobby",
            GameStatus::Active => "active",
            GameStatus::Finished => "finished",
            GameStatus::Cancelled => "cancelled",
        }
    }

    pub fn parse(s: &str) -> Result<GameStatus, StoreError> {
        Ok(match s {
            "lobby" => GameStatus::Lobby,
            "active" => GameStatus::Active,
            "finished" => GameStatus::Finished,
            "cancelled" => GameStatus::Cancelled,
            other => return Err(StoreError::Corrupt(format!("game status {other:?}"))),
        })
    }

    /// Whether the game is still going (lobby or active).
    pub fn is_live(self) -> bool {
        matches!(self, GameStatus::Lobby | GameStatus::Active)
    }
}

/// A row of `games`.
#[derive(Clone, Debug, PartialEq, Eq, FromRow)]
pub struct GameRow {
    pub id: GameKey,
    pub public_id: String,
    #[sqlx(try_from = "String")]
    pub kind: GameKind,
    #[sqlx(flatten)]
    pub place: Place,
    #[sqlx(rename = "host_id", try_from = "Bits")]
    pub host: UserId,
    /// The options as JSON.
    pub options: String,
    #[sqlx(try_from = "i64")]
    pub ruleset: u32,
    #[sqlx(try_from = "Bits")]
    pub seed: u64,
    pub turn_ms: i64,
    pub reminder_ms: i64,
    /// Each seat's time bank for the whole game, 0 for none (migration 0021).
    pub bank_ms: i64,
    #[sqlx(try_from = "i64")]
    pub max_players: u32,
    pub status: GameStatus,
    pub created_at: Millis,
    pub started_at: Option<Millis>,
    pub ended_at: Option<Millis>,
    #[sqlx(flatten)]
    pub schedule: GameSchedule,
    pub move_count: i64,
    /// No turn deadline or reminder: each turn closes when its players finish (solo and
    /// daily games).
    #[sqlx(try_from = "Flag")]
    pub self_paced: bool,
    /// The host allows hints (see the service for the games that never have them).
    #[sqlx(try_from = "Flag")]
    pub hints: bool,
    /// When the game was last touched: created, joined, left, or a move appended.
    pub touched_at: Millis,
    /// The language of its public posts: a tag of `words::LANGUAGES` (migration 0018).
    pub language: String,
}

/// A live game whose rows could not be read (or whose log is incomplete): it is reported,
/// not loaded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnreadableGame {
    pub id: GameKey,
    pub public_id: String,
    pub why: String,
}

/// A row of `players`.
#[derive(Clone, Debug, PartialEq, Eq, FromRow)]
pub struct PlayerRow {
    #[sqlx(rename = "user_id", try_from = "Bits")]
    pub user: UserId,
    pub name: String,
    pub join_order: i64,
    #[sqlx(try_from = "Maybe<i64>")]
    pub seat: Option<u32>,
    pub joined_at: Millis,
    /// A computer player's level as stored ("strong"); `None` for a person.
    pub bot: Option<String>,
    /// The hints the player asked for.
    #[sqlx(try_from = "i64")]
    pub hints: u32,
    /// The move count of the position of their last hint.
    pub hinted_at: Option<i64>,
    /// Their own turn's schedule, in a free-paced game (each player at their own turn);
    /// empty otherwise.
    #[sqlx(flatten)]
    pub schedule: GameSchedule,
    /// What is left of their time bank; `None` while it is whole (migration 0021).
    pub bank_left: Option<Millis>,
}

/// A row of `moves`.
#[derive(Clone, Debug, PartialEq, Eq, FromRow)]
pub struct MoveRow {
    pub seq: i64,
    #[sqlx(rename = "move")]
    pub text: String,
    #[sqlx(rename = "user_id", try_from = "Maybe<Bits>")]
    pub user: Option<UserId>,
    pub at: Millis,
}

/// A game with its players (join order) and, once started, its move log (in order).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredGame {
    pub game: GameRow,
    pub players: Vec<PlayerRow>,
    pub moves: Vec<MoveRow>,
}

/// A row of `events`, with its game's public id and place.
#[derive(Clone, Debug, PartialEq, Eq, FromRow)]
pub struct EventRow {
    pub id: EventId,
    pub game_id: GameKey,
    pub public_id: String,
    #[sqlx(flatten)]
    pub place: Place,
    pub kind: String,
    #[sqlx(rename = "idem_key")]
    pub key: String,
    pub payload: String,
    pub created_at: Millis,
    pub delivered_at: Option<Millis>,
    /// The game's log length when the event happened (`None` for events stored before
    /// migration 0007).
    pub seq: Option<i64>,
    /// How many times the adapter could not deliver it, the last reason, and when it gave
    /// up (see [`Write::EventFailed`]).
    #[sqlx(try_from = "i64")]
    pub attempts: u32,
    pub failure: Option<String>,
    pub failed_at: Option<Millis>,
    /// The game's language (migration 0018).
    pub language: String,
}

/// A row of `users`.
#[derive(Clone, Debug, PartialEq, Eq, FromRow)]
pub struct UserRow {
    #[sqlx(rename = "user_id", try_from = "Bits")]
    pub user: UserId,
    #[sqlx(try_from = "Flag")]
    pub reminders: bool,
    #[sqlx(try_from = "Flag")]
    pub vacation: bool,
    /// A direct message when a turn of theirs starts (migration 0014).
    #[sqlx(try_from = "Flag")]
    pub turn_dms: bool,
    /// The number of the row's last change (migration 0013): a reader that has seen it
    /// asks only for rows changed after it.
    #[sqlx(rename = "change_seq")]
    pub change: i64,
    /// The language the user chose for their direct messages, and the one their last
    /// interaction showed (migration 0018).
    pub language: Option<String>,
    pub seen_language: Option<String>,
}

pub(crate) fn to_db(id: impl Into<u64>) -> i64 {
    id.into() as i64
}

pub(crate) fn from_db(v: i64) -> u64 {
    v as u64
}
