//! A live game in memory (lobby or active) and what each call does to it.
//!
//! Everything here is synchronous and does no I/O: an operation checks the call, changes
//! the in-memory game, and returns the [`Write`] that records the change (moves, outbox
//! events, the new schedule). The service commits that write before it answers the caller;
//! if the commit fails, it throws this in-memory game away and reloads it from the
//! database, so memory never runs ahead of what is stored.
//!
//! This file holds the game itself (its phase, its loading from the store, the events and
//! writes every call shares, and what queries show); each job on it has its own file:
//! [`settings`] (the settings and their limits), [`lobby`] (join, leave, start, cancel),
//! [`turns`] (moves, resignations, vacation, deadlines and reminders) and [`expiry`] (idle
//! games).

use super::clock::millis;
use super::error::AppError;
use super::event::{Event, PlayerRef, Standing};
use super::kept::Kept;
use crate::game::{Applied, Forfeit, GameKind, Happening, Legal, Level, Play, Rules, Seat, Turn};
use crate::store::{
    Append, GameRow, GameSchedule, GameStatus, Millis, NewEvent, NewMove, NewTurnNotice, Place,
    PlayerRow, SoloResult, StoredGame, UserId, Write,
};
use crate::words::Msg;
use std::sync::Arc;

mod bank;
mod expiry;
mod free;
mod lobby;
mod settings;
mod substitute;
mod turns;

pub(crate) use settings::Bounds;
pub use settings::{
    duration, GameSettings, UserSettings, DEFAULT_DEADLINE, DEFAULT_MAX_PLAYERS, LOBBY_EXPIRY,
    MAX_BANK, MAX_DEADLINE, MAX_HOSTED_BOTS, MAX_HOSTED_GAMES, MAX_HOURLY_STARTS, MAX_OPEN_LOBBIES,
    MAX_PLAYERS, MAX_SOLO_GAMES, MIN_DEADLINE, SELF_PACED_EXPIRY,
};

/// A player of a game, as queries show them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerInfo {
    pub player: PlayerRef,
    /// Where they stand in the current turn, the game's message (active games).
    pub status: Option<Msg>,
    /// The game waits for them now (active games).
    pub to_act: bool,
    pub resigned: bool,
    /// The hints the player asked for.
    pub hints: u32,
    /// In a free-paced game, where they are in the whole game ("turn 14 of 26") and their
    /// own turn's deadline.
    pub progress: Option<Msg>,
    pub deadline: Option<Millis>,
    /// What is left of their time bank, in a game that has banks (not counting a turn
    /// running on it now).
    pub bank: Option<Millis>,
    /// Since when the turn they are still to play runs on their bank, if it does.
    pub bank_running: Option<Millis>,
}

/// A game as queries show it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameInfo {
    /// The short public id players type.
    pub id: String,
    pub place: Place,
    pub host: UserId,
    pub status: GameStatus,
    pub settings: GameSettings,
    /// Seat order once started, join order before.
    pub players: Vec<PlayerInfo>,
    /// The current round and turn, counted from 1 (active games).
    pub round: Option<usize>,
    pub turn: Option<usize>,
    /// What the turn shows everyone, the game's message (active games that say one).
    pub headline: Option<Msg>,
    pub deadline: Option<Millis>,
    pub waiting_for: Vec<PlayerRef>,
    pub created_at: Millis,
    /// A solo or daily game: no deadline, each turn closes as soon as the player finishes.
    pub self_paced: bool,
    /// The host may seat computer players (in the lobby of a game that has them, not a
    /// solo game nor a league's).
    pub bots_allowed: bool,
    /// Players may ask for hints.
    pub hints: bool,
    /// Every player plays at their own pace ([`Play::free_pace`]): each has their own turn
    /// and deadline ([`PlayerInfo::progress`], [`PlayerInfo::deadline`]).
    pub free_pace: bool,
}

/// What a move did, once it is stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveOutcome {
    /// Position of the player's move in the game's log.
    pub seq: i64,
    /// Every move this call appended, in order from `seq`, in the engine's text form (the
    /// player's move, then any the service added: vacation passes of a new turn).
    pub moves: Vec<String>,
    /// The player's status in the turn they played in, the game's message (the core's
    /// `status-done` once the turn has closed).
    pub status: Msg,
    /// The player has nothing more to do in that turn (or the turn has closed).
    pub done: bool,
    /// What the move did, in the game's words, for the player alone.
    pub note: Option<Msg>,
    /// Moves worth a button under the reply ([`Play::quick_moves`]).
    pub quick: Vec<Legal>,
    /// The move closed the turn (and a new one started, or the game ended); in a
    /// free-paced game, the player's own turn.
    pub turn_closed: bool,
    pub game_over: bool,
    /// In a free-paced game, when the move opened the player's next turn: what it shows
    /// them, for their eyes alone ([`FreePace::seat_headline`](crate::game::FreePace::seat_headline); the picture is
    /// [`crate::game::View::TurnOf`]).
    pub next: Option<Msg>,
}

/// Where a game is: before its start, or started with the game's state.
pub(crate) enum Phase {
    /// In the lobby (or cancelled there): no seats, no game yet.
    Lobby,
    /// Started (and perhaps since finished or cancelled): the game replayed from its log.
    Started(Box<dyn Play>),
}

/// A game in the lobby or in play, held in memory by the service.
pub(crate) struct LiveGame {
    pub row: GameRow,
    pub settings: GameSettings,
    /// The kind of game, from the registry.
    pub rules: &'static dyn Rules,
    /// Join order in the lobby; seat order once started.
    pub players: Vec<PlayerRow>,
    pub phase: Phase,
    /// Once started: its set-up and the earlier states kept as it is played, to tell what
    /// happened since a player's last move without replaying it from its seed.
    pub kept: Option<Kept>,
    /// Its server's quiet hours, as the service last knew them (set before each change).
    pub quiet: Option<std::sync::Arc<crate::app::quiet::Quiet>>,
    /// The game as each event of the last change that shows it as a picture shows it (the
    /// event's key and the game at its position): the service keeps them once the change
    /// is committed, so that the outbox draws its posts without a replay.
    pub shown: Vec<(String, Arc<dyn Play>)>,
}

/// What a change writes: moves, events, the seats whose own schedule changed (free pace),
/// and the game row after it.
struct Change {
    first_seq: i64,
    moves: Vec<NewMove>,
    events: Vec<NewEvent>,
    seats: Vec<Seat>,
    /// Turn notices queued with the change (free pace: see `LiveGame::tell_seat`).
    notices: Vec<NewTurnNotice>,
    /// The game as the change's drawn events show it: key, position, state.
    shown: Vec<(String, i64, Arc<dyn Play>)>,
}

impl Change {
    fn new(first_seq: i64) -> Change {
        Change {
            first_seq,
            moves: Vec::new(),
            events: Vec::new(),
            seats: Vec::new(),
            notices: Vec::new(),
            shown: Vec::new(),
        }
    }
}

/// Looks up a user's settings.
pub(crate) type Users<'a> = &'a dyn Fn(UserId) -> UserSettings;

/// The game of a started game, or why there is none.
fn started<'a>(phase: &'a Phase, id: &str) -> Result<&'a dyn Play, AppError> {
    match phase {
        Phase::Started(game) => Ok(game.as_ref()),
        Phase::Lobby => Err(AppError::Broken(id.to_owned())),
    }
}

impl LiveGame {
    /// A game just created (its host the only player).
    pub fn created(
        row: GameRow,
        settings: GameSettings,
        rules: &'static dyn Rules,
        host: PlayerRow,
    ) -> LiveGame {
        LiveGame {
            row,
            settings,
            rules,
            players: vec![host],
            phase: Phase::Lobby,
            kept: None,
            quiet: None,
            shown: Vec::new(),
        }
    }

    /// Rebuilds a stored game: for a started one, replays its log, and keeps its set-up
    /// (what it tells its log from: `app::kept`). `find` looks a game up by its stored
    /// kind.
    pub fn from_stored(
        stored: StoredGame,
        find: impl Fn(&GameKind) -> Option<&'static dyn Rules>,
    ) -> Result<LiveGame, String> {
        let StoredGame {
            game: row,
            mut players,
            moves,
        } = stored;
        let rules = find(&row.kind)
            .ok_or_else(|| crate::words::for_log(format!("no game {:?} here", row.kind)))?;
        if row.ruleset != rules.ruleset() {
            return Err(crate::words::for_log(format!(
                "ruleset {} is not this build's {}",
                row.ruleset,
                rules.ruleset()
            )));
        }
        let settings = GameSettings {
            game: rules.id().into(),
            ..GameSettings::stored(&row)
        };
        // A lobby, or a lobby cancelled (or expired) before it started, has no seats.
        let never_started = row.status == GameStatus::Cancelled && row.started_at.is_none();
        let mut kept = None;
        let phase = if row.status == GameStatus::Lobby || never_started {
            Phase::Lobby
        } else {
            players.sort_by_key(|p| p.seat);
            if players
                .iter()
                .enumerate()
                .any(|(i, p)| p.seat != Some(i as u32))
            {
                return Err(crate::words::for_log("the seats are not 0, 1, 2..."));
            }
            let log: Vec<String> = moves.into_iter().map(|m| m.text).collect();
            let setup = rules
                .setup(row.seed, &row.options, players.len())
                .map_err(|e| crate::game::english(rules, &e))?;
            kept = Some(Kept::new(setup.as_ref(), players.len(), &log));
            Phase::Started(rules.replay(row.seed, &row.options, players.len(), &log)?)
        };
        Ok(LiveGame {
            row,
            settings,
            rules,
            players,
            phase,
            kept,
            quiet: None,
            shown: Vec::new(),
        })
    }

    /// The game, once started.
    pub fn game(&self) -> Option<&dyn Play> {
        match &self.phase {
            Phase::Started(game) => Some(game.as_ref()),
            Phase::Lobby => None,
        }
    }

    fn player_ref(&self, i: usize) -> PlayerRef {
        let p = &self.players[i];
        PlayerRef {
            user: p.user,
            name: p.name.clone(),
            seat: p.seat.map(|s| s as usize),
            bot: p.bot.is_some(),
        }
    }

    /// The level of the computer player at `i` (join order in the lobby, seat once
    /// started); `None` for a person.
    pub fn bot_level(&self, i: usize) -> Option<Level> {
        self.players.get(i)?.bot.as_deref()?.parse().ok()
    }

    fn index_of(&self, user: UserId) -> Option<usize> {
        self.players.iter().position(|p| p.user == user)
    }

    /// The active game and the user's seat in it.
    fn seat_of(&self, user: UserId) -> Result<(Seat, &dyn Play), AppError> {
        let game = self.check_active()?;
        let seat = self.index_of(user).ok_or(AppError::NotAPlayer)?;
        Ok((seat, game))
    }

    fn check_active(&self) -> Result<&dyn Play, AppError> {
        match self.row.status {
            GameStatus::Lobby => Err(AppError::NotStarted),
            GameStatus::Finished => Err(AppError::Finished),
            GameStatus::Cancelled => Err(AppError::Cancelled),
            GameStatus::Active => started(&self.phase, &self.row.public_id),
        }
    }

    fn check_lobby(&self) -> Result<(), AppError> {
        match self.row.status {
            GameStatus::Lobby => Ok(()),
            GameStatus::Active => Err(AppError::AlreadyStarted),
            GameStatus::Finished => Err(AppError::Finished),
            GameStatus::Cancelled => Err(AppError::Cancelled),
        }
    }

    fn waiting_refs(&self) -> Vec<PlayerRef> {
        match self.game() {
            Some(g) => g
                .to_act()
                .seats()
                .into_iter()
                .map(|s| self.player_ref(s))
                .collect(),
            None => Vec::new(),
        }
    }

    /// The standings everyone may see (in a free-paced game, as of the step every seat
    /// has reached: nothing of a faster seat's later turns).
    fn standings(&self) -> Vec<Standing> {
        let Some(game) = self.game() else {
            return Vec::new();
        };
        // Kept beyond the table: the seats' names go into the messages.
        let names = self.names();
        game.seen_by(None)
            .standings()
            .into_iter()
            .map(|s| Standing {
                player: self.player_ref(s.seat),
                rank: s.rank,
                total: s.total,
                tiebreak: s.tiebreak,
                breakdown: s.breakdown.naming(&names),
                resigned: s.resigned,
                title: s.title.map(|t| t.naming(&names)),
                hints: self.players[s.seat].hints,
            })
            .collect()
    }

    /// The current (round, turn), counted from 1.
    fn round_turn(&self) -> (usize, usize) {
        self.game().map_or((0, 0), |g| {
            let t = g.turn();
            (t.round + 1, t.turn + 1)
        })
    }

    /// Adds an event keyed `<game>:<key>`.
    fn event(&self, change: &mut Change, key: String, event: Event) {
        let key = format!("{}:{key}", self.row.public_id);
        self.event_with_key(change, key, event);
    }

    /// Adds an event with its whole idempotency key. The event records the log length at
    /// this point (the moves stored before it and those of this change so far): the game
    /// its pictures show.
    fn event_with_key(&self, change: &mut Change, key: String, event: Event) {
        let seq = change.first_seq + change.moves.len() as i64;
        if let Some(game) = self.game().filter(|_| event.drawn()) {
            // Events at one position share one copy of the game.
            let state = match change.shown.last() {
                Some((_, at, state)) if *at == seq => Arc::clone(state),
                _ => Arc::from(game.boxed_clone()),
            };
            change.shown.push((key.clone(), seq, state));
        }
        change.events.push(NewEvent {
            kind: event.kind().to_string(),
            key,
            payload: serde_json::to_string(&event).expect("events serialize"),
            seq: Some(seq),
        });
    }

    /// Applies a logged move and records it (in the change, and among the kept states);
    /// the move is the game's to check, and a refused one changes nothing. What the game
    /// did on its own is returned, for the caller to announce after its own events
    /// ([`Self::announce`]).
    fn apply(
        &mut self,
        change: &mut Change,
        text: String,
        user: Option<UserId>,
    ) -> Result<Applied, AppError> {
        let at = usize::try_from(change.first_seq).unwrap_or(0) + change.moves.len();
        let Phase::Started(game) = &mut self.phase else {
            return Err(AppError::Broken(self.row.public_id.clone()));
        };
        let mover = game.mover(&text);
        let applied = game.apply(&text).map_err(|e| AppError::Illegal(e.0))?;
        if let Some(kept) = &mut self.kept {
            kept.applied(at, mover, game.as_ref());
        }
        change.moves.push(NewMove { text, user });
        Ok(applied)
    }

    fn announce_all(&self, change: &mut Change, happenings: Vec<Happening>) {
        for happening in happenings {
            self.announce(change, happening);
        }
    }

    /// The event of something the game did on its own.
    fn announce(&self, change: &mut Change, happening: Happening) {
        match happening {
            Happening::RoundEnded { round } => {
                let standings = self.standings();
                self.event(
                    change,
                    format!("round{}", round + 1),
                    Event::RoundEnded {
                        round: round + 1,
                        standings,
                    },
                );
            }
            Happening::TurnSkipped { at, what } => {
                let (round, turn) = (at.round + 1, at.turn + 1);
                self.event(
                    change,
                    format!("r{round}t{turn}:skipped"),
                    Event::TurnSkipped {
                        round,
                        turn,
                        what: what.naming(&self.names()),
                        cards: None,
                    },
                );
            }
            Happening::Note(text) => self.note(change, Some(text), Vec::new(), Vec::new()),
            Happening::Seats { seats, text } => {
                let players = seats.into_iter().filter_map(|s| self.seat_ref(s)).collect();
                self.note(change, Some(text), players, Vec::new());
            }
            Happening::Lines(lines) => {
                let lines = lines
                    .into_iter()
                    .map(|(seat, text)| (seat.and_then(|s| self.seat_ref(s)), text))
                    .collect();
                self.note(change, None, Vec::new(), lines);
            }
        }
    }

    /// The players' names, in seat order: what names the seats of a message kept in an
    /// event ([`crate::words::Msg::naming`]).
    fn names(&self) -> Vec<String> {
        self.players.iter().map(|p| p.name.clone()).collect()
    }

    /// The player in `seat`, if the game has that seat.
    fn seat_ref(&self, seat: Seat) -> Option<PlayerRef> {
        (seat < self.players.len()).then(|| self.player_ref(seat))
    }

    /// A post of something the game did, keyed by the move that caused it.
    fn note(
        &self,
        change: &mut Change,
        text: Option<Msg>,
        players: Vec<PlayerRef>,
        lines: Vec<(Option<PlayerRef>, Msg)>,
    ) {
        // Kept beyond the table: the seats' names go into the messages.
        let names = self.names();
        let text = text.map(|t| t.naming(&names));
        let lines = lines
            .into_iter()
            .map(|(p, t)| (p, t.naming(&names)))
            .collect();
        let seq = change.first_seq + change.moves.len() as i64;
        let n = change.events.len();
        self.event(
            change,
            format!("m{seq}:note{n}"),
            Event::Happened {
                text,
                players,
                lines,
            },
        );
    }

    fn finish(&mut self, mut change: Change, now: Millis) -> Append {
        self.shown
            .extend(change.shown.drain(..).map(|(key, _, state)| (key, state)));
        change.seats.sort_unstable();
        change.seats.dedup();
        let seats = change
            .seats
            .iter()
            .filter_map(|&s| self.players.get(s))
            .map(|p| (p.user, p.schedule, p.bank_left))
            .collect();
        self.row.move_count = change.first_seq + change.moves.len() as i64;
        self.row.touched_at = self.row.touched_at.max(now);
        // A self-paced game has one person, alone or facing computer players (a daily
        // challenge's opponents): the result is that person's seat's.
        let person = self.players.iter().position(|p| p.bot.is_none());
        let result = match (self.game(), person) {
            (Some(game), Some(seat))
                if self.row.self_paced && self.row.status == GameStatus::Finished =>
            {
                let standings = game.standings();
                standings
                    .into_iter()
                    .find(|s| s.seat == seat)
                    .map(|s| SoloResult {
                        total: s.total,
                        bonus: s.tiebreak,
                        title: s.title.as_ref().map(super::event::stored_text),
                    })
            }
            _ => None,
        };
        Append {
            game_id: self.row.id,
            first_seq: change.first_seq,
            moves: change.moves,
            events: change.events,
            status: self.row.status,
            schedule: self.row.schedule,
            seats,
            ended_at: self.row.ended_at,
            result,
            notices: change.notices,
            at: now,
        }
    }

    // ----- Queries -----

    pub fn info(&self) -> GameInfo {
        let game = self
            .game()
            .filter(|_| self.row.status == GameStatus::Active);
        let to_act = game.map(|g| g.to_act());
        let players = (0..self.players.len())
            .map(|i| PlayerInfo {
                player: self.player_ref(i),
                status: game.map(|g| g.seat_status(i)),
                to_act: to_act.as_ref().is_some_and(|t| t.includes(i)),
                resigned: game.is_some_and(|g| g.has_resigned(i)),
                hints: self.players[i].hints,
                progress: game
                    .filter(|g| g.is_free_paced())
                    .and_then(|g| g.progress(i)),
                deadline: game
                    .filter(|g| g.is_free_paced())
                    .and(self.players[i].schedule.deadline_at),
                bank: (self.row.bank_ms > 0).then(|| self.bank_left(i)),
                bank_running: self.bank_running(i),
            })
            .collect();
        let (round, turn) = self.round_turn();
        GameInfo {
            id: self.row.public_id.clone(),
            place: self.row.place,
            host: self.row.host,
            status: self.row.status,
            settings: self.settings.clone(),
            players,
            round: game.map(|_| round),
            turn: game.map(|_| turn),
            headline: game.and_then(|g| g.headline()),
            deadline: self.row.schedule.deadline_at,
            waiting_for: if game.is_some() {
                self.waiting_refs()
            } else {
                Vec::new()
            },
            created_at: self.row.created_at,
            self_paced: self.row.self_paced,
            bots_allowed: !self.row.self_paced && self.rules.has_bots(),
            hints: self.row.hints,
            free_pace: game.is_some_and(|g| g.is_free_paced()),
        }
    }
}
