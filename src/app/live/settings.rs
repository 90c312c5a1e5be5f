//! How a game is set up and paced, a user's own settings, and the limits on both: the
//! values a caller chooses and the bounds they are checked against, apart from what a live
//! game does with them.

use std::time::Duration;

use serde::{Deserialize, Serialize};

use crate::app::error::AppError;
use crate::game::{GameKind, Rules};
use crate::store::Millis;
use crate::words::{msg, Msg};

/// The shortest turn deadline.
pub const MIN_DEADLINE: Duration = Duration::from_secs(3600);
/// The longest turn deadline.
pub const MAX_DEADLINE: Duration = Duration::from_secs(7 * 24 * 3600);
/// The turn deadline when none is given.
pub const DEFAULT_DEADLINE: Duration = Duration::from_secs(24 * 3600);
/// The largest time bank a game may give each seat.
pub const MAX_BANK: Duration = Duration::from_secs(7 * 24 * 3600);
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
/// The most started games (solo games aside) one user may host at once: a user's games of
/// computer players cost everyone thinking time.
pub const MAX_HOSTED_GAMES: usize = 10;
/// The most computer players one user may seat in all the games they host (lobbies and
/// started games).
pub const MAX_HOSTED_BOTS: usize = 12;
/// The most games (solo games aside) one user may start in an hour, whether they are still
/// going or not: [`MAX_HOSTED_GAMES`] bounds a host's games at any moment, this bounds them
/// over time (a host opening, starting and leaving games of computer players as fast as
/// the bot answers made everyone's moves wait twice as long).
pub const MAX_HOURLY_STARTS: usize = 30;

/// How long idle games live (see [`LOBBY_EXPIRY`], [`SELF_PACED_EXPIRY`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Bounds {
    pub lobby_idle: Millis,
    pub self_paced_idle: Millis,
}

/// How a game is set up and paced: chosen when it is created.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameSettings {
    /// The game's kind in the registry ([`crate::games`]): `"tucana"`.
    pub game: GameKind,
    /// The game's options as it stores them (JSON), from [`Rules::options`].
    pub options: String,
    /// How long a turn lasts at most: 1 hour to 7 days (default 24 hours).
    pub turn_deadline: Duration,
    /// Each seat's time bank for the whole game: how long its turns may run past their
    /// deadlines in all before a deadline's default move is played for it (0 to 7 days;
    /// none unless the host gives one).
    #[serde(default)]
    pub bank: Duration,
    /// How long before the deadline the reminder goes out; `None` for the default (a
    /// quarter of the deadline, at most 4 hours), zero for no reminder.
    pub reminder_lead: Option<Duration>,
    /// 1 to 50 (default 8).
    pub max_players: usize,
    /// The host allows hints (`/hint`). Solo practice games always allow them; daily
    /// challenges and league games never do, whatever this says.
    #[serde(default)]
    pub hints: bool,
    /// The language of its public posts: a tag of [`crate::words::LANGUAGES`] (another is
    /// stored as English).
    #[serde(default = "english")]
    pub language: String,
}

fn english() -> String {
    "en".to_owned()
}

impl Default for GameSettings {
    fn default() -> Self {
        // The registry's first game, with its default options.
        let rules = crate::games::all()[0];
        GameSettings {
            game: rules.id().into(),
            options: rules.options(&[]).unwrap_or_default(),
            turn_deadline: DEFAULT_DEADLINE,
            bank: Duration::ZERO,
            reminder_lead: None,
            max_players: DEFAULT_MAX_PLAYERS,
            hints: false,
            language: english(),
        }
    }
}

impl GameSettings {
    /// The settings of a game of `rules` with its default options.
    pub fn of(rules: &dyn Rules) -> GameSettings {
        GameSettings {
            game: rules.id().into(),
            options: rules.options(&[]).unwrap_or_default(),
            ..GameSettings::default()
        }
    }

    /// The settings a stored game was created with.
    pub fn stored(row: &crate::store::GameRow) -> GameSettings {
        GameSettings {
            game: row.kind.clone(),
            options: row.options.clone(),
            turn_deadline: Duration::from_millis(row.turn_ms.max(0) as u64),
            bank: Duration::from_millis(row.bank_ms.max(0) as u64),
            reminder_lead: Some(Duration::from_millis(row.reminder_ms.max(0) as u64)),
            max_players: row.max_players as usize,
            hints: row.hints,
            language: row.language.clone(),
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
            return Err(AppError::BadSettings(msg!(
                "app-deadline-out-of-range",
                deadline = duration(self.turn_deadline)
            )));
        }
        if self.bank > MAX_BANK {
            return Err(AppError::BadSettings(msg!(
                "app-bank-out-of-range",
                bank = duration(self.bank),
                most = duration(MAX_BANK)
            )));
        }
        if self.reminder() >= self.turn_deadline {
            return Err(AppError::BadSettings(msg!(
                "app-reminder-too-early",
                reminder = duration(self.reminder()),
                deadline = duration(self.turn_deadline)
            )));
        }
        if self.max_players == 0 || self.max_players > MAX_PLAYERS {
            return Err(AppError::BadSettings(msg!(
                "app-max-players-out-of-range",
                most = MAX_PLAYERS,
                players = self.max_players
            )));
        }
        Ok(())
    }
}

/// A length of time as a message ("2 hours", "90 minutes", "3 days"): in whole days, else
/// hours, else minutes, else seconds.
pub fn duration(d: Duration) -> Msg {
    let s = d.as_secs();
    let (n, unit) = if s.is_multiple_of(86_400) && s > 0 {
        (s / 86_400, "day")
    } else if s.is_multiple_of(3600) && s > 0 {
        (s / 3600, "hour")
    } else if s.is_multiple_of(60) && s > 0 {
        (s / 60, "minute")
    } else {
        (s, "second")
    };
    msg!("app-duration", n, unit)
}

/// A user's settings.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct UserSettings {
    /// Whether reminders name this user.
    pub reminders: bool,
    /// Away: every turn of theirs finishes at once, with no trail, until they return.
    pub vacation: bool,
    /// A direct message when a turn of theirs starts (off unless they ask).
    #[serde(default)]
    pub turn_dms: bool,
    /// The language they chose for their direct messages (`/game settings language:`).
    #[serde(skip)]
    pub language: Option<&'static str>,
    /// The language their last interaction showed.
    #[serde(skip)]
    pub seen_language: Option<&'static str>,
}

impl UserSettings {
    /// The language of their direct messages: the one they chose, else the one their last
    /// interaction showed, else English.
    pub fn reads(&self) -> &'static str {
        self.language.or(self.seen_language).unwrap_or("en")
    }
}

impl Default for UserSettings {
    fn default() -> Self {
        UserSettings {
            reminders: true,
            vacation: false,
            turn_dms: false,
            language: None,
            seen_language: None,
        }
    }
}
