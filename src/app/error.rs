//! What can go wrong with a call to the service, as messages of the core's catalog
//! (`src/words/en.ftl`) that each surface renders in its reader's language.

use crate::store::{Millis, StoreError};
use crate::words::{msg, Msg};

/// Why the service refused a call. [`AppError::msg`] is the message for the player who made
/// it, which a surface renders with its catalog; `to_string()` is that message in the core's
/// English (for a log, a test).
#[derive(Debug)]
pub enum AppError {
    NoSuchGame(String),
    NotAPlayer,
    AlreadyJoined,
    NotStarted,
    AlreadyStarted,
    Finished,
    Cancelled,
    Full(usize),
    /// Only the host may do this: the refusal, which says what.
    NotHost(Msg),
    HostCannotLeave,
    /// The turn's deadline has passed; the turn is being closed.
    TooLate,
    /// A game option out of range; the message says which and why.
    BadSettings(Msg),
    /// The game refused the move (or could not read it); its message explains why, in the
    /// game's words: a surface renders it with its catalog (shown as text without one, it
    /// reads in the core's words: [`crate::game::MoveError`]'s `Display`).
    Illegal(Msg),
    /// A stored game that could not be replayed; it is kept out of play.
    Broken(String),
    /// The store failed: the player reads that the move was not saved; the cause goes to
    /// the log (the error's `source`).
    Storage(StoreError),
    /// Nothing to show (no daily attempt of that day, not finished yet…); the message says
    /// what.
    NotFound(Msg),
    /// Refused by a league's rules or permissions; the message says why and who may.
    Refused(Msg),
    /// Refused, in the catalog's words: a surface renders the message in its reader's
    /// language; shown as text (a log, a test) it reads in English.
    Said(Msg),
    /// The game belongs to another server: it is neither seen nor changed from here.
    OtherServer,
    /// Someone else's solo or daily game, played in their private thread.
    Private,
    /// A daily attempt's replay or script, asked for while its day is not over for
    /// everyone: they would hand out the day's cards to those still to play it. `opens` is
    /// when they may be had (the end of the day, Unix milliseconds).
    DayNotOver {
        opens: Millis,
    },
    /// The `game` option names another game than the thread's.
    WrongThread {
        here: String,
        named: String,
    },
    ShuttingDown,
    /// The server's games are run by another process of the bot (several share the
    /// shards, and this one was misrouted: a configuration mistake, logged).
    OtherProcess,
}

impl AppError {
    /// The message for the player, with what they typed shown as it is and a time in UTC
    /// (`2026-01-02 00:00 UTC`).
    pub fn msg(&self) -> Msg {
        self.msg_with(str::to_owned, utc_minute)
    }

    /// The message for the player, with what they typed (a game's id) shown through `echo`
    /// (cut, escaped) and a time through `time`, as the surface writes them.
    pub fn msg_with(&self, echo: impl Fn(&str) -> String, time: impl Fn(Millis) -> String) -> Msg {
        match self {
            AppError::NoSuchGame(id) => msg!("app-no-such-game", id = echo(id)),
            AppError::NotAPlayer => msg!("app-not-a-player"),
            AppError::AlreadyJoined => msg!("app-already-joined"),
            AppError::NotStarted => msg!("app-not-started"),
            AppError::AlreadyStarted => msg!("app-already-started"),
            AppError::Finished => msg!("app-game-finished"),
            AppError::Cancelled => msg!("app-game-cancelled"),
            AppError::Full(n) => msg!("app-game-full", n = *n),
            AppError::HostCannotLeave => msg!("app-host-cannot-leave"),
            AppError::TooLate => msg!("app-too-late"),
            AppError::Broken(id) => msg!("app-game-broken", id),
            AppError::Storage(_) => msg!("app-not-saved"),
            AppError::NotHost(m)
            | AppError::BadSettings(m)
            | AppError::Illegal(m)
            | AppError::NotFound(m)
            | AppError::Refused(m)
            | AppError::Said(m) => m.clone(),
            AppError::OtherServer => msg!("app-other-server"),
            AppError::Private => msg!("app-private-game"),
            AppError::DayNotOver { opens } => AppError::day_not_over(time(*opens)),
            AppError::WrongThread { here, named } => {
                msg!("app-wrong-thread", here, named = echo(named))
            }
            AppError::ShuttingDown => msg!("app-shutting-down"),
            AppError::OtherProcess => msg!("app-other-process"),
        }
    }

    /// The refusal of [`AppError::DayNotOver`], with when it opens as the reader's words
    /// give a time (`2026-01-02 00:00 UTC`, or a Discord timestamp).
    pub fn day_not_over(opens: impl Into<String>) -> Msg {
        msg!("app-day-not-over", opens = opens.into())
    }

    /// Whether the same call may succeed if retried (a storage failure), as opposed to a
    /// refusal that will not change.
    pub fn is_transient(&self) -> bool {
        matches!(self, AppError::Storage(_) | AppError::ShuttingDown)
    }
}

impl std::fmt::Display for AppError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&crate::words::english(&self.msg()))
    }
}

impl std::error::Error for AppError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            AppError::Storage(e) => Some(e),
            _ => None,
        }
    }
}

impl From<StoreError> for AppError {
    fn from(e: StoreError) -> AppError {
        AppError::Storage(e)
    }
}

/// A time as people read it in UTC, to the minute: `2026-01-02 00:00 UTC`.
fn utc_minute(at: Millis) -> String {
    let secs = at.div_euclid(1000);
    let minute = secs.rem_euclid(86_400) / 60;
    let date = crate::game::Date::from_unix(secs);
    format!("{date} {:02}:{:02} UTC", minute / 60, minute % 60)
}
