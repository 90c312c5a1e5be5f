//! A live game in memory (lobby or active) and what each call does to it.
//!
//! Everything here is synchronous and does no I/O: an operation checks the call, changes
//! the in-memory game, and returns the [`Write`] that records the change (moves, outbox
//! events, the new schedule). The service commits that write before it answers the caller;
//! if the commit fails, it throws this in-memory game away and reloads it from the
//! database, so memory never runs ahead of what is stored.

use std::time::Duration;

use serde::{Deserialize, Serialize};

use super::clock::millis;
use super::error::AppError;
use super::event::{Event, PlayerRef, Standing};
use crate::games::tucana::{
    Card, Gain, Game, Move, Options, Seat, Setup, SkippedTurn, TurnState, RULESET,
};
use crate::store::{
    Append, GameRow, GameSchedule, GameStatus, Millis, NewEvent, NewMove, Place, PlayerRow,
    SoloResult, StoredGame, UserId, Write,
};

/// The game kind stored for Trails of Tucana.
pub const KIND: &str = "tucana";

/// The shortest turn deadline.
pub const MIN_DEADLINE: Duration = Duration::from_secs(3600);
/// The longest turn deadline.
pub const MAX_DEADLINE: Duration = Duration::from_secs(7 * 24 * 3600);
/// The turn deadline when none is given.
pub const DEFAULT_DEADLINE: Duration = Duration::from_secs(24 * 3600);
/// The most players a game may be set to take.
pub const MAX_PLAYERS: usize = 50;
/// The player limit when none is given.
pub const DEFAULT_MAX_PLAYERS: usize = 8;

/// How long a lobby may wait untouched (no join, leave or creation) before it expires.
pub const LOBBY_EXPIRY: Duration = Duration::from_secs(7 * 24 * 3600);
/// How long a self-paced game (solo, daily) may wait untouched before it is closed.
pub const SELF_PACED_EXPIRY: Duration = Duration::from_secs(30 * 24 * 3600);

/// The most open lobbies one user may host at once.
pub const MAX_OPEN_LOBBIES: usize = 5;
/// The most live solo games (daily attempts aside) one user may have at once.
pub const MAX_SOLO_GAMES: usize = 3;

/// How long idle games live (see [`LOBBY_EXPIRY`], [`SELF_PACED_EXPIRY`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Bounds {
    pub lobby_idle: Millis,
    pub self_paced_idle: Millis,
}

/// How a game is set up and paced: chosen when it is created.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameSettings {
    pub options: Options,
    /// How long a turn lasts at most: 1 hour to 7 days (default 24 hours).
    pub turn_deadline: Duration,
    /// How long before the deadline the reminder goes out; `None` for the default (a
    /// quarter of the deadline, at most 4 hours), zero for no reminder.
    pub reminder_lead: Option<Duration>,
    /// 1 to 50 (default 8).
    pub max_players: usize,
}

impl Default for GameSettings {
    fn default() -> Self {
        GameSettings {
            options: Options::default(),
            turn_deadline: DEFAULT_DEADLINE,
            reminder_lead: None,
            max_players: DEFAULT_MAX_PLAYERS,
        }
    }
}

impl GameSettings {
    /// The reminder lead in force (the default worked out).
    pub fn reminder(&self) -> Duration {
        self.reminder_lead
            .unwrap_or_else(|| (self.turn_deadline / 4).min(Duration::from_secs(4 * 3600)))
    }

    /// Checks the ranges; the error says what is wrong in the player's words.
    pub fn validate(&self) -> Result<(), AppError> {
        if self.turn_deadline < MIN_DEADLINE || self.turn_deadline > MAX_DEADLINE {
            return Err(AppError::BadSettings(format!(
                "the turn deadline must be between 1 hour and 7 days, not {}",
                human_duration(self.turn_deadline)
            )));
        }
        if self.reminder() >= self.turn_deadline {
            return Err(AppError::BadSettings(format!(
                "the reminder must come before the deadline: {} before a {} deadline is too early",
                human_duration(self.reminder()),
                human_duration(self.turn_deadline)
            )));
        }
        if self.max_players == 0 || self.max_players > MAX_PLAYERS {
            return Err(AppError::BadSettings(format!(
                "a game takes 1 to {MAX_PLAYERS} players, not {}",
                self.max_players
            )));
        }
        Ok(())
    }
}

/// "2 hours", "90 minutes", "3 days".
pub fn human_duration(d: Duration) -> String {
    let s = d.as_secs();
    let (n, unit) = if s % 86_400 == 0 && s > 0 {
        (s / 86_400, "day")
    } else if s % 3600 == 0 && s > 0 {
        (s / 3600, "hour")
    } else if s % 60 == 0 && s > 0 {
        (s / 60, "minute")
    } else {
        (s, "second")
    };
    format!("{n} {unit}{}", if n == 1 { "" } else { "s" })
}

/// A user's settings.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct UserSettings {
    /// Whether reminders name this user.
    pub reminders: bool,
    /// Away: every turn of theirs finishes at once, with no trail, until they return.
    pub vacation: bool,
}

impl Default for UserSettings {
    fn default() -> Self {
        UserSettings {
            reminders: true,
            vacation: false,
        }
    }
}

/// A player of a game, as queries show them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerInfo {
    pub player: PlayerRef,
    /// Where they stand in the current turn (active games).
    pub state: Option<TurnState>,
    pub resigned: bool,
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
    pub cards: Option<[Card; 2]>,
    pub deadline: Option<Millis>,
    pub waiting_for: Vec<PlayerRef>,
    pub created_at: Millis,
    /// A solo or daily game: no deadline, each turn closes as soon as the player finishes.
    pub self_paced: bool,
}

/// What a move did, once it is stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveOutcome {
    /// Position of the player's move in the game's log.
    pub seq: i64,
    /// Every move this call appended, in order from `seq`, in the engine's text form (the
    /// player's move, then any the service added: vacation passes of a new turn).
    pub moves: Vec<String>,
    /// The player's state in the turn they played in (`Done` if the turn has closed).
    pub state: TurnState,
    /// What a trail gained.
    pub gain: Option<Gain>,
    /// The move closed the turn (and a new one started, or the game ended).
    pub turn_closed: bool,
    pub game_over: bool,
}

/// A game in the lobby or in play, held in memory by the service.
pub(crate) struct LiveGame {
    pub row: GameRow,
    pub settings: GameSettings,
    /// Join order in the lobby; seat order once started.
    pub players: Vec<PlayerRow>,
    /// The engine's game, once started.
    pub game: Option<Game>,
}

/// What a change writes: moves, events, and the game row after it.
struct Change {
    first_seq: i64,
    moves: Vec<NewMove>,
    events: Vec<NewEvent>,
}

impl Change {
    fn new(first_seq: i64) -> Change {
        Change {
            first_seq,
            moves: Vec::new(),
            events: Vec::new(),
        }
    }
}

/// Looks up a user's settings.
pub(crate) type Users<'a> = &'a dyn Fn(UserId) -> UserSettings;

impl LiveGame {
    /// A game just created (its host the only player).
    pub fn created(row: GameRow, settings: GameSettings, host: PlayerRow) -> LiveGame {
        LiveGame {
            row,
            settings,
            players: vec![host],
            game: None,
        }
    }

    /// Rebuilds a stored game: for an active one, replays its log.
    pub fn from_stored(stored: StoredGame) -> Result<LiveGame, String> {
        let StoredGame {
            game: row,
            mut players,
            moves,
        } = stored;
        let options: Options =
            serde_json::from_str(&row.options).map_err(|e| format!("options: {e}"))?;
        if row.kind != KIND {
            return Err(format!("kind {:?} is not {KIND}", row.kind));
        }
        if row.ruleset != RULESET {
            return Err(format!(
                "ruleset {} is not this build's {RULESET}",
                row.ruleset
            ));
        }
        let settings = GameSettings {
            options,
            turn_deadline: Duration::from_millis(row.turn_ms.max(0) as u64),
            reminder_lead: Some(Duration::from_millis(row.reminder_ms.max(0) as u64)),
            max_players: row.max_players as usize,
        };
        // A lobby, or a lobby cancelled (or expired) before it started, has no seats.
        let never_started = row.status == GameStatus::Cancelled && row.started_at.is_none();
        let game = if row.status == GameStatus::Lobby || never_started {
            None
        } else {
            players.sort_by_key(|p| p.seat);
            if players
                .iter()
                .enumerate()
                .any(|(i, p)| p.seat != Some(i as u32))
            {
                return Err("the seats are not 0, 1, 2...".into());
            }
            let setup =
                Setup::from_seed(row.seed, options, players.len()).map_err(|e| e.to_string())?;
            let map = setup.map.map();
            let log = moves
                .iter()
                .map(|m| Move::decode(&m.text, map))
                .collect::<Result<Vec<_>, _>>()?;
            let game = Game::replay(setup, &log)
                .map_err(|(i, e)| format!("move {i} ({}) does not replay: {e}", moves[i].text))?;
            Some(game)
        };
        Ok(LiveGame {
            row,
            settings,
            players,
            game,
        })
    }

    /// When the scheduler must next look at this game (reminder or deadline; for a lobby
    /// or a self-paced game, when it expires if nobody touches it).
    pub fn due_at(&self, bounds: &Bounds) -> Option<Millis> {
        if let Some(limit) = self.idle_limit(bounds) {
            return Some(self.row.touched_at.saturating_add(limit));
        }
        if self.row.status != GameStatus::Active {
            return None;
        }
        let s = self.row.schedule;
        match (s.reminder_at, s.deadline_at) {
            (Some(r), Some(d)) => Some(r.min(d)),
            (r, d) => r.or(d),
        }
    }

    /// How long this game may stay untouched: lobbies and self-paced games only.
    fn idle_limit(&self, bounds: &Bounds) -> Option<Millis> {
        match self.row.status {
            GameStatus::Lobby => Some(bounds.lobby_idle),
            GameStatus::Active if self.row.self_paced => Some(bounds.self_paced_idle),
            _ => None,
        }
    }

    /// Closes the game if it has been left untouched too long (a lobby that never
    /// started, a self-paced game left unfinished), with a `game_expired` event. The game
    /// is cancelled, so a daily attempt stays unfinished and a league game does not count.
    pub fn expire_if_idle(&mut self, now: Millis, bounds: &Bounds) -> Option<Write> {
        let limit = self.idle_limit(bounds)?;
        if self.row.touched_at.saturating_add(limit) > now {
            return None;
        }
        let lobby = self.row.status == GameStatus::Lobby;
        let mut change = Change::new(self.row.move_count);
        let days = (limit / 86_400_000) as u32;
        self.event(
            &mut change,
            "expired".into(),
            Event::GameExpired { lobby, days },
        );
        self.row.status = GameStatus::Cancelled;
        self.row.ended_at = Some(now);
        self.row.schedule = GameSchedule::default();
        Some(Write::Append(self.finish(change, now)))
    }

    fn player_ref(&self, i: usize) -> PlayerRef {
        let p = &self.players[i];
        PlayerRef {
            user: p.user,
            name: p.name.clone(),
            seat: p.seat.map(|s| s as usize),
        }
    }

    fn index_of(&self, user: UserId) -> Option<usize> {
        self.players.iter().position(|p| p.user == user)
    }

    /// The user's seat in a started game.
    fn seat_of(&self, user: UserId) -> Result<Seat, AppError> {
        self.check_active()?;
        self.index_of(user).ok_or(AppError::NotAPlayer)
    }

    fn check_active(&self) -> Result<&Game, AppError> {
        match self.row.status {
            GameStatus::Lobby => Err(AppError::NotStarted),
            GameStatus::Finished => Err(AppError::Finished),
            GameStatus::Cancelled => Err(AppError::Cancelled),
            GameStatus::Active => self
                .game
                .as_ref()
                .ok_or_else(|| AppError::Broken(self.row.public_id.clone())),
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
        match &self.game {
            Some(g) if !g.is_finished() => g.waiting_for().map(|s| self.player_ref(s)).collect(),
            _ => Vec::new(),
        }
    }

    fn standings(&self) -> Vec<Standing> {
        let Some(game) = &self.game else {
            return Vec::new();
        };
        game.standings()
            .into_iter()
            .map(|s| Standing {
                player: self.player_ref(s.seat),
                rank: s.rank,
                total: s.total,
                rounds: s.rounds,
                villages: s.villages,
                bonus: s.bonus,
                resigned: game.has_resigned(s.seat),
                title: s.title,
            })
            .collect()
    }

    /// The current (round, turn), counted from 1.
    fn round_turn(&self) -> (usize, usize) {
        self.game
            .as_ref()
            .map_or((0, 0), |g| (g.round() + 1, g.turn() + 1))
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
        change.events.push(NewEvent {
            kind: event.kind().to_string(),
            key,
            payload: serde_json::to_string(&event).expect("events serialize"),
            seq: Some(change.first_seq + change.moves.len() as i64),
        });
    }

    fn push_move(&mut self, change: &mut Change, mv: Move, user: Option<UserId>) {
        let map = self.game.as_ref().expect("an active game").map();
        change.moves.push(NewMove {
            text: mv.encode(map),
            user,
        });
    }

    fn finish(&mut self, change: Change, now: Millis) -> Append {
        self.row.move_count = change.first_seq + change.moves.len() as i64;
        self.row.touched_at = self.row.touched_at.max(now);
        let result = match &self.game {
            Some(game)
                if self.row.self_paced
                    && self.row.status == GameStatus::Finished
                    && game.players() == 1 =>
            {
                game.standings().into_iter().next().map(|s| SoloResult {
                    total: s.total,
                    bonus: s.bonus,
                    title: s.title,
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
            ended_at: self.row.ended_at,
            result,
            at: now,
        }
    }

    // ----- Lobby -----

    pub fn join(&mut self, user: UserId, name: &str, now: Millis) -> Result<Write, AppError> {
        self.check_lobby()?;
        if self.index_of(user).is_some() {
            return Err(AppError::AlreadyJoined);
        }
        if self.players.len() >= self.settings.max_players {
            return Err(AppError::Full(self.settings.max_players));
        }
        let join_order = self.players.iter().map(|p| p.join_order).max().unwrap_or(0) + 1;
        self.players.push(PlayerRow {
            user,
            name: name.to_string(),
            join_order,
            seat: None,
            joined_at: now,
        });
        self.row.touched_at = self.row.touched_at.max(now);
        Ok(Write::AddPlayer {
            game_id: self.row.id,
            user,
            name: name.to_string(),
            at: now,
        })
    }

    /// Leaving the lobby; leaving a started game is a resignation (see [`Self::play`]).
    pub fn leave_lobby(&mut self, user: UserId, now: Millis) -> Result<Write, AppError> {
        self.check_lobby()?;
        let i = self.index_of(user).ok_or(AppError::NotAPlayer)?;
        if user == self.row.host {
            return Err(AppError::HostCannotLeave);
        }
        self.players.remove(i);
        self.row.touched_at = self.row.touched_at.max(now);
        Ok(Write::RemovePlayer {
            game_id: self.row.id,
            user,
            at: now,
        })
    }

    pub fn start(&mut self, user: UserId, now: Millis, users: Users) -> Result<Write, AppError> {
        self.check_lobby()?;
        if user != self.row.host {
            return Err(AppError::NotHost("start this game"));
        }
        let setup = Setup::from_seed(self.row.seed, self.settings.options, self.players.len())
            .map_err(|e| AppError::BadSettings(e.to_string()))?;
        // The host joined first, so join order gives seat 0 to the Mayor.
        self.players.sort_by_key(|p| p.join_order);
        for (seat, p) in self.players.iter_mut().enumerate() {
            p.seat = Some(seat as u32);
        }
        self.game = Some(Game::new(setup));
        self.row.status = GameStatus::Active;
        self.row.started_at = Some(now);
        let mut change = Change::new(self.row.move_count);
        let players = (0..self.players.len())
            .map(|i| self.player_ref(i))
            .collect();
        self.event(
            &mut change,
            "start".into(),
            Event::GameStarted {
                players,
                options: self.settings.options,
                turn_ms: self.row.turn_ms,
            },
        );
        self.begin_turn(&mut change, 0, now, users);
        let seats = self
            .players
            .iter()
            .map(|p| (p.user, p.seat.unwrap_or(0)))
            .collect();
        let append = self.finish(change, now);
        Ok(Write::Start { seats, append })
    }

    pub fn cancel(&mut self, user: UserId, admin: bool, now: Millis) -> Result<Write, AppError> {
        match self.row.status {
            GameStatus::Finished => return Err(AppError::Finished),
            GameStatus::Cancelled => return Err(AppError::Cancelled),
            _ => {}
        }
        if user != self.row.host && !admin {
            return Err(AppError::NotHost("cancel this game"));
        }
        let mut change = Change::new(self.row.move_count);
        self.event(
            &mut change,
            "cancel".into(),
            Event::GameCancelled { by: user },
        );
        self.row.status = GameStatus::Cancelled;
        self.row.ended_at = Some(now);
        self.row.schedule = GameSchedule::default();
        Ok(Write::Append(self.finish(change, now)))
    }

    // ----- Play -----

    /// A player's move (trail, skip, undo, pass, resign), checked by the engine, and
    /// everything that follows from it.
    pub fn play(
        &mut self,
        user: UserId,
        make: impl FnOnce(Seat, &Game) -> Result<Move, AppError>,
        now: Millis,
        users: Users,
    ) -> Result<(Write, MoveOutcome), AppError> {
        let seat = self.seat_of(user)?;
        let game = self.check_active()?;
        let mv = make(seat, game)?;
        // Past the deadline the turn is closed, whether or not the scheduler has got to
        // it yet; leaving the game is still fine.
        let overdue = self.row.schedule.deadline_at.is_some_and(|d| d <= now);
        if overdue && !matches!(mv, Move::Resign { .. }) {
            return Err(AppError::TooLate);
        }
        let gain = match mv {
            Move::Trail { seat, edge } => Some(game.preview(seat, edge)?),
            _ => None,
        };
        let before = (game.round(), game.turn());
        let was_done = game.turn_state(seat) == TurnState::Done;
        let mut change = Change::new(self.row.move_count);
        self.game.as_mut().expect("active").apply(mv)?;
        let seq = change.first_seq;
        self.push_move(&mut change, mv, Some(user));
        let game = self.game.as_ref().expect("active");
        let turn_closed = (game.round(), game.turn()) != before || game.is_finished();
        let state = if turn_closed {
            TurnState::Done
        } else {
            game.turn_state(seat)
        };
        if let Move::Resign { .. } = mv {
            let player = self.player_ref(seat);
            self.event(
                &mut change,
                format!("m{seq}:left"),
                Event::PlayerLeft { player },
            );
        } else if !turn_closed && !was_done && state == TurnState::Done {
            let (round, turn) = self.round_turn();
            let (player, waiting_for) = (self.player_ref(seat), self.waiting_refs());
            self.event(
                &mut change,
                format!("m{seq}:finished"),
                Event::PlayerFinished {
                    round,
                    turn,
                    player,
                    waiting_for,
                },
            );
        }
        if turn_closed {
            self.begin_turn(&mut change, before.0, now, users);
        }
        let game_over = self.row.status == GameStatus::Finished;
        let append = self.finish(change, now);
        let moves = append.moves.iter().map(|m| m.text.clone()).collect();
        Ok((
            Write::Append(append),
            MoveOutcome {
                seq,
                moves,
                state,
                gain,
                turn_closed,
                game_over,
            },
        ))
    }

    /// A vacationing user's pass in this game's current turn, if they have yet to finish.
    pub fn vacation_pass(&mut self, user: UserId, now: Millis, users: Users) -> Option<Write> {
        let seat = self.seat_of(user).ok()?;
        let game = self.game.as_ref()?;
        if game.is_finished() || game.turn_state(seat) == TurnState::Done {
            return None;
        }
        if !self.someone_plays(users) {
            return None;
        }
        let before = (game.round(), game.turn());
        let mut change = Change::new(self.row.move_count);
        let mv = Move::Pass { seat };
        self.game.as_mut()?.apply(mv).ok()?;
        let seq = change.first_seq;
        self.push_move(&mut change, mv, None);
        let game = self.game.as_ref()?;
        if (game.round(), game.turn()) != before || game.is_finished() {
            self.begin_turn(&mut change, before.0, now, users);
        } else {
            let (round, turn) = self.round_turn();
            let (player, waiting_for) = (self.player_ref(seat), self.waiting_refs());
            self.event(
                &mut change,
                format!("m{seq}:finished"),
                Event::PlayerFinished {
                    round,
                    turn,
                    player,
                    waiting_for,
                },
            );
        }
        Some(Write::Append(self.finish(change, now)))
    }

    /// Whether some player who has not left is not on vacation: vacation passes are made
    /// only then, so that a game of absent players waits for its deadlines instead of
    /// running to its end at once.
    fn someone_plays(&self, users: Users) -> bool {
        let Some(game) = &self.game else {
            return false;
        };
        self.players
            .iter()
            .enumerate()
            .any(|(s, p)| !game.has_resigned(s) && !users(p.user).vacation)
    }

    /// After the turn changed (or the game started): scores the rounds that ended, ends the
    /// game, or makes the vacation passes of the new turn and announces it with its
    /// deadline. `from_round` is the (0-based) round the change started in.
    fn begin_turn(
        &mut self,
        change: &mut Change,
        mut from_round: usize,
        now: Millis,
        users: Users,
    ) {
        // The turns this change skipped, announced in order among the round ends.
        let first_seq = change.first_seq as usize;
        let game = self.game.as_ref().expect("active");
        let mut announced = game
            .skipped_turns()
            .iter()
            .take_while(|s| s.after_moves <= first_seq)
            .count();
        loop {
            let game = self.game.as_ref().expect("active");
            let skipped = game.skipped_turns()[announced..].to_vec();
            announced += skipped.len();
            let mut skipped = skipped.into_iter().peekable();
            for r in from_round..=game.round() {
                while let Some(s) = skipped.next_if(|s| s.round == r) {
                    self.announce_skipped(change, s);
                }
                if r == game.round() {
                    break;
                }
                let standings = self.standings();
                self.event(
                    change,
                    format!("round{}", r + 1),
                    Event::RoundEnded {
                        round: r + 1,
                        standings,
                    },
                );
            }
            let game = self.game.as_ref().expect("active");
            from_round = game.round();
            if game.is_finished() {
                let standings = self.standings();
                let winners = game
                    .winners()
                    .into_iter()
                    .map(|s| self.player_ref(s))
                    .collect();
                self.event(
                    change,
                    "end".into(),
                    Event::GameEnded { standings, winners },
                );
                self.row.status = GameStatus::Finished;
                self.row.ended_at = Some(now);
                self.row.schedule = GameSchedule::default();
                return;
            }
            let at = (game.round(), game.turn());
            let away: Vec<Seat> = game
                .waiting_for()
                .filter(|&s| users(self.players[s].user).vacation)
                .collect();
            if away.is_empty() || !self.someone_plays(users) {
                break;
            }
            for seat in away {
                let game = self.game.as_mut().expect("active");
                if (game.round(), game.turn()) != at {
                    break;
                }
                let mv = Move::Pass { seat };
                if game.apply(mv).is_ok() {
                    self.push_move(change, mv, None);
                }
            }
            let game = self.game.as_ref().expect("active");
            if (game.round(), game.turn()) == at && !game.is_finished() {
                break;
            }
        }
        let game = self.game.as_ref().expect("active");
        let cards = game.cards().expect("a running game has cards");
        // A self-paced turn has no deadline (the event says 0) and no reminder: the
        // scheduler never looks at the game.
        let (deadline, schedule) = if self.row.self_paced {
            (
                0,
                GameSchedule {
                    turn_started_at: Some(now),
                    deadline_at: None,
                    reminder_at: None,
                },
            )
        } else {
            let deadline = now + self.row.turn_ms;
            let lead = millis(self.settings.reminder());
            (
                deadline,
                GameSchedule {
                    turn_started_at: Some(now),
                    deadline_at: Some(deadline),
                    reminder_at: (lead > 0).then_some(deadline - lead),
                },
            )
        };
        self.row.schedule = schedule;
        let (round, turn) = self.round_turn();
        let waiting_for = self.waiting_refs();
        self.event_with_key(
            change,
            super::event::turn_key(&self.row.public_id, round, turn),
            Event::TurnStarted {
                round,
                turn,
                cards,
                deadline,
                waiting_for,
            },
        );
    }

    /// Says that a turn was skipped because nobody could draw for its cards.
    fn announce_skipped(&self, change: &mut Change, s: SkippedTurn) {
        let (round, turn) = (s.round + 1, s.turn + 1);
        self.event(
            change,
            format!("r{round}t{turn}:skipped"),
            Event::TurnSkipped {
                round,
                turn,
                cards: s.cards,
            },
        );
    }

    /// The deadline or the reminder, if one is due.
    pub fn handle_due(&mut self, now: Millis, users: Users) -> Option<Write> {
        if self.row.status != GameStatus::Active {
            return None;
        }
        let s = self.row.schedule;
        if s.deadline_at.is_some_and(|d| d <= now) {
            return Some(self.close_turn(now, users));
        }
        if s.reminder_at.is_some_and(|r| r <= now) {
            return Some(self.remind(users, now));
        }
        None
    }

    fn close_turn(&mut self, now: Millis, users: Users) -> Write {
        let mut change = Change::new(self.row.move_count);
        let (round, turn) = self.round_turn();
        let timed_out = self.waiting_refs();
        let game = self.game.as_mut().expect("active");
        let from = game.round();
        game.apply(Move::CloseTurn)
            .expect("a running game can always close its turn");
        self.push_move(&mut change, Move::CloseTurn, None);
        self.event(
            &mut change,
            format!("r{round}t{turn}:deadline"),
            Event::DeadlinePassed {
                round,
                turn,
                timed_out,
            },
        );
        self.begin_turn(&mut change, from, now, users);
        Write::Append(self.finish(change, now))
    }

    fn remind(&mut self, users: Users, now: Millis) -> Write {
        let mut change = Change::new(self.row.move_count);
        let game = self.game.as_ref().expect("active");
        let players: Vec<PlayerRef> = game
            .waiting_for()
            .filter(|&s| {
                let u = users(self.players[s].user);
                u.reminders && !u.vacation
            })
            .map(|s| self.player_ref(s))
            .collect();
        self.row.schedule.reminder_at = None;
        if !players.is_empty() {
            let (round, turn) = self.round_turn();
            let deadline = self.row.schedule.deadline_at.unwrap_or(now);
            self.event(
                &mut change,
                format!("r{round}t{turn}:reminder"),
                Event::Reminder {
                    round,
                    turn,
                    deadline,
                    players,
                },
            );
        }
        Write::Append(self.finish(change, now))
    }

    // ----- Queries -----

    pub fn info(&self) -> GameInfo {
        let game = self
            .game
            .as_ref()
            .filter(|_| self.row.status == GameStatus::Active);
        let players = (0..self.players.len())
            .map(|i| PlayerInfo {
                player: self.player_ref(i),
                state: game.map(|g| g.turn_state(i)),
                resigned: game.is_some_and(|g| g.has_resigned(i)),
            })
            .collect();
        GameInfo {
            id: self.row.public_id.clone(),
            place: self.row.place,
            host: self.row.host,
            status: self.row.status,
            settings: self.settings,
            players,
            round: game.map(|g| g.round() + 1),
            turn: game.map(|g| g.turn() + 1),
            cards: game.and_then(|g| g.cards()),
            deadline: self.row.schedule.deadline_at,
            waiting_for: if game.is_some() {
                self.waiting_refs()
            } else {
                Vec::new()
            },
            created_at: self.row.created_at,
            self_paced: self.row.self_paced,
        }
    }
}
