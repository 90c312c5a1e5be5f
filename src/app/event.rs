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

use crate::store::{Millis, Place, StoreError, UserId};
use crate::words::{Arg, Msg};

/// A player, as events name them.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PlayerRef {
    pub user: UserId,
    pub name: String,
    /// 0 is the Mayor (the host); `None` before the game starts.
    pub seat: Option<usize>,
    /// A computer player: named, never mentioned.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub bot: bool,
}

/// One player's line in the standings.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "StandingRecord")]
pub struct Standing {
    pub player: PlayerRef,
    /// 1 + the number of players with a strictly better (total, tie-break).
    pub rank: usize,
    pub total: u32,
    /// What breaks a tie of totals (Trails of Tucana: the bonus points).
    pub tiebreak: u32,
    /// How the total is made, in the game's words ("sights 4 + 6, villages 12, bonus 3").
    pub breakdown: Msg,
    pub resigned: bool,
    /// A title earned (the solo ladder), if the game gives one.
    pub title: Option<Msg>,
    /// The hints the player asked for.
    #[serde(skip_serializing_if = "is_zero")]
    pub hints: u32,
}

// serde's `skip_serializing_if` hands a reference.
#[allow(clippy::trivially_copy_pass_by_ref)]
fn is_zero(n: &u32) -> bool {
    *n == 0
}

/// A standing as stored: today's fields, or those of events written before the game
/// interface (Trails of Tucana's rounds, villages and bonus), still waiting in an outbox.
#[derive(Deserialize)]
struct StandingRecord {
    player: PlayerRef,
    rank: usize,
    total: u32,
    #[serde(default, alias = "bonus")]
    tiebreak: u32,
    #[serde(default)]
    breakdown: Option<Msg>,
    #[serde(default)]
    rounds: Vec<u32>,
    #[serde(default)]
    villages: u32,
    #[serde(default)]
    resigned: bool,
    #[serde(default)]
    title: Option<Msg>,
    #[serde(default)]
    hints: u32,
}

impl From<StandingRecord> for Standing {
    fn from(r: StandingRecord) -> Standing {
        let breakdown = r.breakdown.unwrap_or_else(|| {
            let rounds: Vec<String> = r.rounds.iter().map(u32::to_string).collect();
            let rounds = if rounds.is_empty() {
                "0".to_owned()
            } else {
                rounds.join(" + ")
            };
            Msg::new("legacy-breakdown")
                .with("sights", rounds)
                .with("villages", r.villages)
                .with("bonus", r.tiebreak)
        });
        Standing {
            player: r.player,
            rank: r.rank,
            total: r.total,
            tiebreak: r.tiebreak,
            breakdown,
            resigned: r.resigned,
            title: r.title,
            hints: r.hints,
        }
    }
}

/// Something the players are to be told.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Event {
    /// The host started the game; players in seat order.
    GameStarted {
        players: Vec<PlayerRef>,
        /// The game's id (absent in events written before there was more than one).
        #[serde(default)]
        game: String,
        /// The game's options as it stores them.
        options: serde_json::Value,
        turn_ms: i64,
    },
    /// A turn began: what it shows everyone, its deadline, and who is to play.
    TurnStarted {
        round: usize,
        turn: usize,
        /// What the turn shows everyone, the game's message ([`crate::game::Play::headline`]);
        /// plain text in events written before the words moved into catalogs, read back as
        /// written; `None` in events written before the headline (see `cards`).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        headline: Option<Msg>,
        /// Trails of Tucana's two cards, in events written before `headline`.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        cards: Option<[String; 2]>,
        deadline: Millis,
        waiting_for: Vec<PlayerRef>,
        /// Players may ask for a hint in this game (the post offers a button).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        hints: bool,
    },
    /// A turn nobody could play, which the game passed over (Trails of Tucana: no player
    /// still in the game had a trail for its cards); the next turn's `TurnStarted` follows.
    TurnSkipped {
        round: usize,
        turn: usize,
        /// Why, in the game's words (its seats named: [`Msg::naming`]).
        #[serde(default = "nothing_said")]
        what: Msg,
        /// Trails of Tucana's two cards, in events written before `what`.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        cards: Option<[String; 2]>,
    },
    /// Something the game did on its own (an automatic step, a reveal), in its words;
    /// about `players`, when it names any (their names go before the text).
    Happened {
        /// Its seats named ([`Msg::naming`]), as in `lines`; none in a post of `lines`
        /// alone.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        text: Option<Msg>,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        players: Vec<PlayerRef>,
        /// Further lines of the same post, each after its player's name (if it names one).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        lines: Vec<(Option<PlayerRef>, Msg)>,
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
    /// A league organiser seated a substitute (`sub`) in `out`'s seat: the seat keeps its
    /// moves and its standing.
    Substituted { out: PlayerRef, sub: PlayerRef },
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
    /// The last person still playing a game with computer players left it (`by`): the game
    /// ends there, unfinished, for computer players never play on alone.
    GameAbandoned { by: PlayerRef },
    /// Where every player of a free-paced game is (each plays at their own pace), in words
    /// that show no cards: kept in one post, which the first such event of a game makes
    /// (keyed [`progress_key`]) and the later ones edit.
    Progress { players: Vec<SeatProgress> },
    /// A finished game's replay (an animated GIF, kept in the `replays` table), drawn after
    /// its end post went out: posted on its own (keyed [`replay_key`]), so that the end post
    /// never waits for it.
    Replay,
    /// The scheduler closed a game nobody had touched for `days` days: a lobby that never
    /// started (`lobby`), or a self-paced game left unfinished (a daily attempt then stays
    /// unfinished).
    GameExpired { lobby: bool, days: u32 },
}

impl Event {
    /// The headline of a `TurnStarted`, or of a `TurnSkipped`'s reason, for an event
    /// written before games gave their own words: Trails of Tucana's two cards.
    pub fn legacy_cards(cards: &Option<[String; 2]>) -> Option<Msg> {
        cards
            .as_ref()
            .map(|[a, b]| crate::msg!("turn-cards", a = a.as_str(), b = b.as_str()))
    }

    /// Why a `TurnSkipped` turn was passed over: its `what`, or, in an event written
    /// before games gave their own words, what its two cards (Trails of Tucana's) say.
    pub fn skipped_reason(what: &Msg, cards: &Option<[String; 2]>) -> Msg {
        match cards {
            Some([a, b]) if *what == nothing_said() => Msg::new("legacy-turn-skipped")
                .with("first", a.as_str())
                .with("second", b.as_str()),
            _ => what.clone(),
        }
    }

    /// The kind of [`Event::DeadlinePassed`].
    pub const DEADLINE_PASSED: &'static str = "deadline_passed";

    /// The event's kind, as stored in the outbox's `kind` column.
    pub fn kind(&self) -> &'static str {
        match self {
            Event::GameStarted { .. } => "game_started",
            Event::TurnStarted { .. } => "turn_started",
            Event::TurnSkipped { .. } => "turn_skipped",
            Event::Happened { .. } => "happened",
            Event::PlayerFinished { .. } => "player_finished",
            Event::PlayerLeft { .. } => "player_left",
            Event::Substituted { .. } => "substituted",
            Event::Reminder { .. } => "reminder",
            Event::DeadlinePassed { .. } => Event::DEADLINE_PASSED,
            Event::RoundEnded { .. } => "round_ended",
            Event::GameEnded { .. } => "game_ended",
            Event::GameCancelled { .. } => "game_cancelled",
            Event::GameAbandoned { .. } => "game_abandoned",
            Event::Progress { .. } => "progress",
            Event::GameExpired { .. } => "game_expired",
            Event::Replay => "replay",
        }
    }

    /// Whether the event's post shows the game as a picture (a turn's card, the
    /// standings): the service keeps the game as the event shows it until it is delivered.
    pub fn drawn(&self) -> bool {
        matches!(
            self,
            Event::TurnStarted { .. } | Event::RoundEnded { .. } | Event::GameEnded { .. }
        )
    }
}

/// A message as a table's text column keeps it (its JSON): a daily attempt's title.
pub fn stored_text(msg: &Msg) -> String {
    serde_json::to_string(msg).unwrap_or_default()
}

/// A message kept as [`stored_text`]; a column written before the words moved into the
/// catalogs holds plain text, read back as written.
pub fn from_stored_text(text: String) -> Msg {
    serde_json::from_str(&text).unwrap_or_else(|_| Msg::written(text))
}

/// What a `TurnSkipped` written before its reason says (its cards tell it instead): nothing.
fn nothing_said() -> Msg {
    Msg::written("")
}

/// The idempotency key of a game's `TurnStarted` event for a (round, turn) counted from 1.
pub fn turn_key(game: &str, round: usize, turn: usize) -> String {
    format!("{game}:r{round}t{turn}:turn")
}

/// What a turn notice (`/game settings dm:on`) says of its game (its kind's name, else "a
/// game"; its id; the round and turn, counted from 1), kept with the notice as a message
/// (JSON) until it is sent, and told then in its reader's language.
pub fn notice_line(name: Option<&str>, game: &str, round: usize, turn: usize) -> String {
    let name: Arg = name.map_or_else(|| Msg::new("notice-a-game").into(), Arg::from);
    stored_text(&crate::words::msg!(
        "notice-line",
        game = name,
        id = game,
        round,
        turn
    ))
}

/// The idempotency key of a finished game's replay post (its `Replay` event).
pub fn replay_key(game: &str) -> String {
    format!("{game}:replay")
}

/// The idempotency key of a free-paced game's progress post (its first `Progress` event).
pub fn progress_key(game: &str) -> String {
    format!("{game}:progress")
}

/// One player's line in a free-paced game's progress.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatProgress {
    pub player: PlayerRef,
    /// The game's message ("turn 14 of 26", "finished"; plain text in events written
    /// before the words moved into catalogs); `None`: the game does not say.
    #[serde(default)]
    pub progress: Option<Msg>,
}

/// An event from the outbox, ready to deliver.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OutboundEvent {
    /// The outbox id, for [`crate::app::Service::mark_delivered`].
    pub id: crate::store::EventId,
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
    /// The game's language (a tag of [`crate::words::LANGUAGES`]): its posts' words.
    pub language: String,
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
            language: row.language,
            event,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `msg` in English, in the words of the core and of every game.
    fn english(msg: &Msg) -> String {
        crate::game::catalog(crate::games::all(), &[])
            .expect("the catalogs read")
            .render(msg, &[])
    }

    fn ana() -> serde_json::Value {
        serde_json::to_value(PlayerRef {
            user: UserId(1),
            name: "Ana".to_owned(),
            seat: Some(0),
            bot: false,
        })
        .unwrap()
    }

    /// Events written to an outbox before the games' words were messages still read, as
    /// they were shown: their texts as written, and what the bot wrote itself of Trails of
    /// Tucana's events of before the game interface in the core's words.
    #[test]
    fn events_written_before_the_messages_still_read() {
        let happened: Event = serde_json::from_value(serde_json::json!({
            "kind": "happened",
            "text": " connected A–A on turn 8",
            "players": [ana()],
            "lines": [[ana(), ": D moth 2 → 3, +4 VP."], [null, "Markers 9 of 12."]],
        }))
        .unwrap();
        let Event::Happened { text, lines, .. } = happened else {
            panic!("{happened:?}");
        };
        assert_eq!(
            text.as_ref().map(english).as_deref(),
            Some(" connected A–A on turn 8")
        );
        let lines: Vec<String> = lines.iter().map(|(_, l)| english(l)).collect();
        assert_eq!(lines, [": D moth 2 → 3, +4 VP.", "Markers 9 of 12."]);

        let skipped = |what: Option<&str>| -> String {
            let mut row = serde_json::json!({
                "kind": "turn_skipped",
                "round": 1,
                "turn": 3,
                "cards": ["forest", "desert"],
            });
            if let Some(what) = what {
                row["what"] = what.into();
            }
            match serde_json::from_value(row).unwrap() {
                Event::TurnSkipped { what, cards, .. } => {
                    english(&Event::skipped_reason(&what, &cards))
                }
                other => panic!("{other:?}"),
            }
        };
        let legacy = "the cards are forest + desert and nobody can draw them";
        assert_eq!(skipped(None), legacy);
        assert_eq!(skipped(Some("")), legacy);
        assert_eq!(
            skipped(Some("nobody can draw them")),
            "nobody can draw them"
        );

        let standing = |fields: serde_json::Value| -> Standing {
            let mut row = serde_json::json!({ "player": ana(), "rank": 1, "total": 25 });
            for (k, v) in fields.as_object().unwrap() {
                row[k] = v.clone();
            }
            serde_json::from_value(row).unwrap()
        };
        let old = standing(serde_json::json!({ "rounds": [4, 6], "villages": 12, "bonus": 3 }));
        assert_eq!(
            english(&old.breakdown),
            "sights 4 + 6, villages 12, bonus 3"
        );
        assert_eq!(old.tiebreak, 3);
        let titled = standing(serde_json::json!({
            "breakdown": "sights 25, villages 0, bonus 0",
            "title": "Dinner at the Mayor's house",
        }));
        assert_eq!(english(&titled.breakdown), "sights 25, villages 0, bonus 0");
        assert_eq!(
            titled.title.as_ref().map(english).as_deref(),
            Some("Dinner at the Mayor's house")
        );
    }

    /// An event of today reads back as it was written, its messages with their arguments.
    #[test]
    fn events_of_messages_read_back_as_written() {
        let event = Event::Happened {
            text: Some(Msg::new("round-over").with("round", 2)),
            players: Vec::new(),
            lines: vec![(
                None,
                Msg::new("turn-skipped-at").with("what", Msg::new("no-title")),
            )],
        };
        let json = serde_json::to_string(&event).unwrap();
        assert_eq!(serde_json::from_str::<Event>(&json).unwrap(), event);
        let title = Msg::new("combi-nations-title").with("step", 90);
        assert_eq!(from_stored_text(stored_text(&title)), title);
        assert_eq!(
            from_stored_text("Capital of the region".to_owned()),
            Msg::written("Capital of the region")
        );
    }

    #[test]
    fn a_turn_started_before_the_catalogs_reads_its_headline_as_written() {
        let old = r#"{"kind":"turn_started","round":1,"turn":2,"headline":"the cards: **Forest** and **Desert**","deadline":5,"waiting_for":[]}"#;
        let Event::TurnStarted { headline, .. } = serde_json::from_str(old).unwrap() else {
            panic!("a turn started");
        };
        let headline = headline.expect("a headline");
        assert_eq!(
            headline,
            Msg::written("the cards: **Forest** and **Desert**")
        );
        assert_eq!(
            crate::words::english(&headline),
            "the cards: **Forest** and **Desert**"
        );
        // Older still: the two cards alone, told in the core's words.
        let older = r#"{"kind":"turn_started","round":1,"turn":2,"cards":["Forest","Desert"],"deadline":5,"waiting_for":[]}"#;
        let Event::TurnStarted {
            headline, cards, ..
        } = serde_json::from_str(older).unwrap()
        else {
            panic!("a turn started");
        };
        assert_eq!(headline, None);
        let told = Event::legacy_cards(&cards).expect("the cards");
        assert_eq!(
            crate::words::english(&told),
            "the cards: **Forest** and **Desert**"
        );
        // A message goes and comes back as itself.
        let new = Event::TurnStarted {
            round: 1,
            turn: 1,
            headline: Some(crate::msg!("k", n = 2)),
            cards: None,
            deadline: 5,
            waiting_for: Vec::new(),
            hints: false,
        };
        let json = serde_json::to_string(&new).unwrap();
        assert_eq!(serde_json::from_str::<Event>(&json).unwrap(), new);
    }
}
