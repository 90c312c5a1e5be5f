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
use crate::game::{Applied, Happening, Legal, Play, Rules, Seat};
use crate::store::{
    Append, GameRow, GameSchedule, GameStatus, Millis, NewEvent, NewMove, Place, PlayerRow,
    SoloResult, StoredGame, UserId, Write,
};

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
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameSettings {
    /// The game's id in the registry ([`crate::games`]): `"tucana"`.
    pub game: String,
    /// The game's options as it stores them (JSON), from [`Rules::options`].
    pub options: String,
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
        // The registry's first game, with its default options.
        let rules = crate::games::all()[0];
        GameSettings {
            game: rules.id().to_owned(),
            options: rules.options(&[]).unwrap_or_default(),
            turn_deadline: DEFAULT_DEADLINE,
            reminder_lead: None,
            max_players: DEFAULT_MAX_PLAYERS,
        }
    }
}

impl GameSettings {
    /// The settings of a game of `rules` with its default options.
    pub fn of(rules: &dyn Rules) -> GameSettings {
        GameSettings {
            game: rules.id().to_owned(),
            options: rules.options(&[]).unwrap_or_default(),
            ..GameSettings::default()
        }
    }

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
    /// Where they stand in the current turn, in the game's words (active games).
    pub status: Option<String>,
    /// The game waits for them now (active games).
    pub to_act: bool,
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
    /// What the turn shows everyone, in the game's words (active games).
    pub headline: Option<String>,
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
    /// The player's status in the turn they played in, in the game's words.
    pub status: String,
    /// The player has nothing more to do in that turn (or the turn has closed).
    pub done: bool,
    /// What the move did, in the game's words, for the player alone.
    pub note: Option<String>,
    /// Moves worth a button under the reply ([`Play::quick_moves`]).
    pub quick: Vec<Legal>,
    /// The move closed the turn (and a new one started, or the game ended).
    pub turn_closed: bool,
    pub game_over: bool,
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
        }
    }

    /// Rebuilds a stored game: for a started one, replays its log. `find` looks a game up
    /// by its stored id.
    pub fn from_stored(
        stored: StoredGame,
        find: impl Fn(&str) -> Option<&'static dyn Rules>,
    ) -> Result<LiveGame, String> {
        let StoredGame {
            game: row,
            mut players,
            moves,
        } = stored;
        let rules = find(&row.kind).ok_or_else(|| format!("no game {:?} here", row.kind))?;
        if row.ruleset != rules.ruleset() {
            return Err(format!(
                "ruleset {} is not this build's {}",
                row.ruleset,
                rules.ruleset()
            ));
        }
        let settings = GameSettings {
            game: rules.id().to_owned(),
            options: row.options.clone(),
            turn_deadline: Duration::from_millis(row.turn_ms.max(0) as u64),
            reminder_lead: Some(Duration::from_millis(row.reminder_ms.max(0) as u64)),
            max_players: row.max_players as usize,
        };
        // A lobby, or a lobby cancelled (or expired) before it started, has no seats.
        let never_started = row.status == GameStatus::Cancelled && row.started_at.is_none();
        let phase = if row.status == GameStatus::Lobby || never_started {
            Phase::Lobby
        } else {
            players.sort_by_key(|p| p.seat);
            if players
                .iter()
                .enumerate()
                .any(|(i, p)| p.seat != Some(i as u32))
            {
                return Err("the seats are not 0, 1, 2...".into());
            }
            let log: Vec<String> = moves.into_iter().map(|m| m.text).collect();
            Phase::Started(rules.replay(row.seed, &row.options, players.len(), &log)?)
        };
        Ok(LiveGame {
            row,
            settings,
            rules,
            players,
            phase,
        })
    }

    /// The game, once started.
    pub fn game(&self) -> Option<&dyn Play> {
        match &self.phase {
            Phase::Started(game) => Some(game.as_ref()),
            Phase::Lobby => None,
        }
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

    /// The game to change, once [`Self::check_active`] has passed.
    fn game_mut(&mut self) -> Result<&mut Box<dyn Play>, AppError> {
        match &mut self.phase {
            Phase::Started(game) => Ok(game),
            Phase::Lobby => Err(AppError::Broken(self.row.public_id.clone())),
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

    fn standings(&self) -> Vec<Standing> {
        let Some(game) = self.game() else {
            return Vec::new();
        };
        game.standings()
            .into_iter()
            .map(|s| Standing {
                player: self.player_ref(s.seat),
                rank: s.rank,
                total: s.total,
                tiebreak: s.tiebreak,
                breakdown: s.breakdown,
                resigned: s.resigned,
                title: s.title,
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
        change.events.push(NewEvent {
            kind: event.kind().to_string(),
            key,
            payload: serde_json::to_string(&event).expect("events serialize"),
            seq: Some(change.first_seq + change.moves.len() as i64),
        });
    }

    /// Applies a logged move and records it; the move is the game's to check, and a
    /// refused one changes nothing. What the game did on its own is returned, for the
    /// caller to announce after its own events ([`Self::announce`]).
    fn apply(
        &mut self,
        change: &mut Change,
        text: String,
        user: Option<UserId>,
    ) -> Result<Applied, AppError> {
        let applied = self
            .game_mut()?
            .apply(&text)
            .map_err(|e| AppError::Illegal(e.0))?;
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
                        what,
                        cards: None,
                    },
                );
            }
            Happening::Note(text) => {
                let seq = change.first_seq + change.moves.len() as i64;
                let n = change.events.len();
                self.event(change, format!("m{seq}:note{n}"), Event::Happened { text });
            }
        }
    }

    fn finish(&mut self, change: Change, now: Millis) -> Append {
        self.row.move_count = change.first_seq + change.moves.len() as i64;
        self.row.touched_at = self.row.touched_at.max(now);
        let result = match self.game() {
            Some(game)
                if self.row.self_paced
                    && self.row.status == GameStatus::Finished
                    && game.players() == 1 =>
            {
                game.standings().into_iter().next().map(|s| SoloResult {
                    total: s.total,
                    bonus: s.tiebreak,
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

    /// Leaving the lobby; leaving a started game is a resignation (see [`Self::resign`]).
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
        let game = self
            .rules
            .setup(self.row.seed, &self.settings.options, self.players.len())
            .map_err(AppError::BadSettings)?;
        // The host joined first, so join order gives seat 0 to the host.
        self.players.sort_by_key(|p| p.join_order);
        for (seat, p) in self.players.iter_mut().enumerate() {
            p.seat = Some(seat as u32);
        }
        self.phase = Phase::Started(game);
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
                game: self.rules.id().to_owned(),
                options: serde_json::from_str(&self.settings.options)
                    .unwrap_or(serde_json::Value::Null),
                turn_ms: self.row.turn_ms,
            },
        );
        self.begin_turn(&mut change, now, users);
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

    /// A player's move, typed as the game reads it, checked by the game, and everything
    /// that follows from it.
    pub fn play(
        &mut self,
        user: UserId,
        typed: &str,
        now: Millis,
        users: Users,
    ) -> Result<(Write, MoveOutcome), AppError> {
        let (seat, game) = self.seat_of(user)?;
        let text = game
            .parse(seat, typed)
            .map_err(|e| AppError::Illegal(e.0))?;
        self.play_logged(user, seat, text, false, now, users)
    }

    /// Leaving a started game: the game's resignation move.
    pub fn resign(
        &mut self,
        user: UserId,
        now: Millis,
        users: Users,
    ) -> Result<(Write, MoveOutcome), AppError> {
        let (seat, game) = self.seat_of(user)?;
        let text = game.resign_move(seat);
        self.play_logged(user, seat, text, true, now, users)
    }

    fn play_logged(
        &mut self,
        user: UserId,
        seat: Seat,
        text: String,
        resign: bool,
        now: Millis,
        users: Users,
    ) -> Result<(Write, MoveOutcome), AppError> {
        // Past the deadline the turn is closed, whether or not the scheduler has got to
        // it yet; leaving the game is still fine.
        let overdue = self.row.schedule.deadline_at.is_some_and(|d| d <= now);
        if overdue && !resign {
            return Err(AppError::TooLate);
        }
        let game = self.check_active()?;
        let before = game.turn();
        let was_waiting = game.to_act().includes(seat);
        let mut change = Change::new(self.row.move_count);
        let seq = change.first_seq;
        let Applied { happenings, note } = self.apply(&mut change, text, Some(user))?;
        let game = self.check_active_or_over()?;
        let turn_closed = game.turn() != before || game.is_finished();
        let done = turn_closed || !game.to_act().includes(seat);
        let status = if turn_closed {
            "done".to_owned()
        } else {
            game.seat_status(seat)
        };
        let quick = if turn_closed {
            Vec::new()
        } else {
            game.quick_moves(seat)
        };
        if resign {
            let player = self.player_ref(seat);
            self.event(
                &mut change,
                format!("m{seq}:left"),
                Event::PlayerLeft { player },
            );
        } else if !turn_closed && was_waiting && done {
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
        self.announce_all(&mut change, happenings);
        if turn_closed {
            self.begin_turn(&mut change, now, users);
        }
        let game_over = self.row.status == GameStatus::Finished;
        let append = self.finish(change, now);
        let moves = append.moves.iter().map(|m| m.text.clone()).collect();
        Ok((
            Write::Append(append),
            MoveOutcome {
                seq,
                moves,
                status,
                done,
                note,
                quick,
                turn_closed,
                game_over,
            },
        ))
    }

    /// The started game, finished or not (after a move that may have ended it).
    fn check_active_or_over(&self) -> Result<&dyn Play, AppError> {
        started(&self.phase, &self.row.public_id)
    }

    /// A vacationing user's default move in this game's current turn, if they are to act.
    pub fn vacation_pass(&mut self, user: UserId, now: Millis, users: Users) -> Option<Write> {
        let (seat, game) = self.seat_of(user).ok()?;
        let text = game.default_move(seat)?;
        if !game.to_act().includes(seat) || !self.someone_plays(users) {
            return None;
        }
        let before = game.turn();
        let mut change = Change::new(self.row.move_count);
        let seq = change.first_seq;
        let applied = self.apply(&mut change, text, None).ok()?;
        let game = self.game()?;
        if game.turn() != before || game.is_finished() {
            self.announce_all(&mut change, applied.happenings);
            self.begin_turn(&mut change, now, users);
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
        let Some(game) = self.game() else {
            return false;
        };
        self.players
            .iter()
            .enumerate()
            .any(|(s, p)| !game.has_resigned(s) && !users(p.user).vacation)
    }

    /// After the turn changed (or the game started): ends the game, or makes the default
    /// moves of the players away and announces the new turn with its deadline. (The
    /// rounds that ended and the turns skipped were announced as the moves were applied.)
    fn begin_turn(&mut self, change: &mut Change, now: Millis, users: Users) {
        loop {
            let Some(game) = self.game() else { return };
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
            let at = game.turn();
            let away: Vec<Seat> = game
                .to_act()
                .seats()
                .into_iter()
                .filter(|&s| users(self.players[s].user).vacation)
                .collect();
            if away.is_empty() || !self.someone_plays(users) {
                break;
            }
            for seat in away {
                let Some(game) = self.game() else { return };
                if game.turn() != at {
                    break;
                }
                if let Some(text) = game.default_move(seat) {
                    // A default move the game refuses is simply not made.
                    if let Ok(applied) = self.apply(change, text, None) {
                        self.announce_all(change, applied.happenings);
                    }
                }
            }
            let Some(game) = self.game() else { return };
            if game.turn() == at && !game.is_finished() {
                break;
            }
        }
        let Some(game) = self.game() else { return };
        let headline = game.headline();
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
                headline,
                cards: None,
                deadline,
                waiting_for,
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
        let moves = self.game().map(|g| g.deadline_moves()).unwrap_or_default();
        let mut happenings = Vec::new();
        for text in moves {
            match self.apply(&mut change, text.clone(), None) {
                Ok(applied) => happenings.extend(applied.happenings),
                Err(e) => tracing::error!(
                    game = %self.row.public_id,
                    "the deadline move {text} was refused: {e}"
                ),
            }
        }
        self.event(
            &mut change,
            format!("r{round}t{turn}:deadline"),
            Event::DeadlinePassed {
                round,
                turn,
                timed_out,
            },
        );
        self.announce_all(&mut change, happenings);
        self.begin_turn(&mut change, now, users);
        Write::Append(self.finish(change, now))
    }

    fn remind(&mut self, users: Users, now: Millis) -> Write {
        let mut change = Change::new(self.row.move_count);
        let players: Vec<PlayerRef> = match self.game() {
            Some(game) => game
                .to_act()
                .seats()
                .into_iter()
                .filter(|&s| {
                    let u = users(self.players[s].user);
                    u.reminders && !u.vacation
                })
                .map(|s| self.player_ref(s))
                .collect(),
            None => Vec::new(),
        };
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
            .game()
            .filter(|_| self.row.status == GameStatus::Active);
        let to_act = game.map(|g| g.to_act());
        let players = (0..self.players.len())
            .map(|i| PlayerInfo {
                player: self.player_ref(i),
                status: game.map(|g| g.seat_status(i)),
                to_act: to_act.as_ref().is_some_and(|t| t.includes(i)),
                resigned: game.is_some_and(|g| g.has_resigned(i)),
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
            headline: game.map(|g| g.headline()),
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
