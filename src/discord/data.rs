//! The adapter's state: the game service, and what it remembers of its own posts.

use std::collections::{HashMap, HashSet};
use std::sync::{Arc, Mutex, MutexGuard};

use poise::serenity_prelude as serenity;

use crate::app::Service;

/// A message the bot posted and may edit later.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Posted {
    pub channel: serenity::ChannelId,
    pub message: serenity::MessageId,
}

/// A turn's post, and its text before the "still to play" line.
pub type TurnPost = (Posted, String);

/// Whether a lobby edit waits, and the lock that orders a game's lobby edits.
pub type LobbyEdits = (bool, Arc<tokio::sync::Mutex<()>>);

/// What the bot remembers of its posts. In memory; a turn's post is also kept
/// as the receipt of its event in the outbox, so it is still edited after a
/// restart (a turn post that cannot be found at all is followed by a short new
/// post instead). Lobby messages are stored with their game
/// (`Service::set_lobby_post`, see `util::refresh_lobby`).
#[derive(Default)]
pub struct Posts {
    /// A turn's post, by (game, round, turn), with the text before the
    /// "still to play" line.
    pub turns: Mutex<HashMap<(String, usize, usize), TurnPost>>,
    /// Lobby edits under way, by game: whether one waits for its turn, and the lock that
    /// runs them one at a time (see `util::refresh_lobby_later`).
    pub lobby_edits: Mutex<HashMap<String, LobbyEdits>>,
    /// Keys of the outbox events already accepted by Discord.
    pub delivered: Mutex<HashSet<String>>,
}

/// Locks a std mutex, ignoring poisoning (the maps stay valid).
pub fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// The user data every command receives as `ctx.data()`.
#[derive(Clone)]
pub struct BotData {
    pub service: Service,
    pub posts: Arc<Posts>,
}

impl BotData {
    pub fn new(service: Service) -> BotData {
        BotData {
            service,
            posts: Arc::default(),
        }
    }
}
