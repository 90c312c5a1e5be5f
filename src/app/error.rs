//! What can go wrong with a call to the service, in words fit to show the player.

use crate::store::{Millis, StoreError};

/// Why the service refused a call. `to_string()` is a message for the player who made it.
#[derive(Debug, thiserror::Error)]
pub enum AppError {
    #[error("no game with id {0}")]
    NoSuchGame(String),
    #[error("you are not in this game")]
    NotAPlayer,
    #[error("you are already in this game")]
    AlreadyJoined,
    #[error("this game has not started")]
    NotStarted,
    #[error("this game has already started")]
    AlreadyStarted,
    #[error("this game is over")]
    Finished,
    #[error("this game was cancelled")]
    Cancelled,
    #[error("this game is full ({0} players)")]
    Full(usize),
    /// Only the host may do this (the words say what).
    #[error("only the host can {0}")]
    NotHost(&'static str),
    #[error("you are the host: cancel the game instead of leaving it")]
    HostCannotLeave,
    /// The turn's deadline has passed; the turn is being closed.
    #[error("too late: this turn's deadline has passed, and the next turn is about to start")]
    TooLate,
    /// A game option out of range; the message says which and why.
    #[error("{0}")]
    BadSettings(String),
    /// The game refused the move (or could not read it); its message explains why, in the
    /// game's words: a surface renders it with its catalog (shown as text without one, it
    /// reads in the core's words: [`crate::game::MoveError`]'s `Display`).
    #[error("{}", crate::words::english(.0))]
    Illegal(crate::words::Msg),
    /// A stored game that could not be replayed; it is kept out of play.
    #[error("game {0} cannot be loaded; an admin has to look at it")]
    Broken(String),
    #[error("the move could not be saved; please try again")]
    Storage(#[from] StoreError),
    /// Nothing to show (no daily attempt of that day, not finished yet…); the message says
    /// what.
    #[error("{0}")]
    NotFound(String),
    /// Refused by a league's rules or permissions; the message says why and who may.
    #[error("{0}")]
    Refused(String),
    /// Refused, in the catalog's words (the way every refusal goes as the service's words
    /// move into the catalogs): a surface renders the message in its reader's language;
    /// shown as text (a log, a test) it reads in English.
    #[error("{}", crate::words::english(.0))]
    Said(crate::words::Msg),
    /// The game belongs to another server: it is neither seen nor changed from here.
    #[error("that game is on another server")]
    OtherServer,
    /// Someone else's solo or daily game, played in their private thread.
    #[error("that game is someone else's solo game")]
    Private,
    /// A daily attempt's replay or script, asked for while its day is not over for
    /// everyone: they would hand out the day's cards to those still to play it. `opens` is
    /// when they may be had (the end of the day, Unix milliseconds).
    #[error("{}", AppError::day_not_over(&utc_minute(*opens)))]
    DayNotOver { opens: Millis },
    /// The `game` option names another game than the thread's.
    #[error("this thread is game {here}; you named {named}")]
    WrongThread { here: String, named: String },
    #[error("the bot is shutting down; please try again in a moment")]
    ShuttingDown,
    /// The server's games are run by another process of the bot (several share the
    /// shards, and this one was misrouted: a configuration mistake, logged).
    #[error("this server is served by another process of the bot; please try again later")]
    OtherProcess,
}

impl AppError {
    /// The refusal of [`AppError::DayNotOver`], with when it opens as the reader's words
    /// give a time (`2026-01-02 00:00 UTC`, or a Discord timestamp).
    pub fn day_not_over(opens: &str) -> String {
        format!(
            "this is a daily challenge, the same game for everyone: its replay and script \
             are given once its day is over for everyone, {opens}"
        )
    }

    /// Whether the same call may succeed if retried (a storage failure), as opposed to a
    /// refusal that will not change.
    pub fn is_transient(&self) -> bool {
        matches!(self, AppError::Storage(_) | AppError::ShuttingDown)
    }
}

/// A time as people read it in UTC, to the minute: `2026-01-02 00:00 UTC`.
fn utc_minute(at: Millis) -> String {
    let secs = at.div_euclid(1000);
    let minute = secs.rem_euclid(86_400) / 60;
    let date = crate::game::Date::from_unix(secs);
    format!("{date} {:02}:{:02} UTC", minute / 60, minute % 60)
}
