//! The adapter's state: the game service, and what it remembers of its own posts.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard};

use poise::serenity_prelude as serenity;

pub use crate::app::Bounded;
use crate::app::Service;
use crate::words::{Catalog, CatalogError};

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

/// What the bot remembers of its posts. In memory, and bounded: a game's entries are
/// dropped when its end (or cancellation) is delivered, and each map keeps at most
/// [`Bounded::CAP`] entries, forgetting the least recently used (a turn's post is also
/// kept as the receipt of its event in the outbox, so a forgotten one is found again
/// there, and a turn post that cannot be found at all is followed by a short new post
/// instead). Lobby messages are stored with their game (`Service::set_lobby_post`, see
/// `lobby::refresh_lobby`).
#[derive(Default)]
pub struct Posts {
    /// A turn's post, by (game, round, turn), with the text before the
    /// "still to play" line.
    pub turns: Mutex<Bounded<(String, usize, usize), TurnPost>>,
    /// Keys of outbox events Discord accepted but that are not yet confirmed in the
    /// outbox (a failed confirmation): not sent again when they come back.
    pub delivered: Mutex<Bounded<String, ()>>,
    /// Lobby edits under way, by game: whether one waits for its turn, and the lock that
    /// runs them one at a time (see `lobby::refresh_lobby_later`); an entry goes when its
    /// edits are done.
    pub lobby_edits: Mutex<HashMap<String, LobbyEdits>>,
}

impl Posts {
    /// Forgets what is kept of a game's posts (its end or cancellation was delivered).
    pub fn drop_game(&self, game: &str) {
        lock(&self.turns).retain(|(g, _, _)| g != game);
        lock(&self.delivered).retain(|key| !is_key_of(key, game));
    }

    /// How many entries the maps hold (turn posts, unconfirmed keys).
    pub fn sizes(&self) -> (usize, usize) {
        (lock(&self.turns).len(), lock(&self.delivered).len())
    }
}

/// Whether an outbox key belongs to a game (keys start with `<game>:`).
fn is_key_of(key: &str, game: &str) -> bool {
    key.strip_prefix(game)
        .is_some_and(|rest| rest.starts_with(':'))
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
    /// Every message's words, for the games the service hosts ([`super::words::catalog`]).
    pub words: Arc<Catalog>,
    /// The web pages' public address (`WEB_URL`), for links from posts; `None`: none.
    pub web_url: Option<Arc<str>>,
}

impl BotData {
    /// The adapter's state over `service`; refused if a catalog of words is broken (which
    /// the tests see first: every catalog is built there).
    pub fn new(service: Service) -> Result<BotData, CatalogError> {
        Ok(BotData {
            words: Arc::new(super::words::catalog(&service)?),
            service,
            posts: Arc::default(),
            web_url: None,
        })
    }

    /// `msg` in words in `lang` (a tag of [`crate::words::LANGUAGES`]: the reader's, see
    /// [`super::language`]), from [`BotData::words`] (seats read as "player 2": a message
    /// that names players passes their names itself).
    pub fn say(&self, lang: &str, msg: &crate::words::Msg) -> String {
        self.words.render_in(lang, msg, &[])
    }

    /// Any interaction of a user (a command, a button, autocomplete) lifts the mute of their
    /// direct message place, if the bot could not post there (`Service::heard_from`): what
    /// waits there goes out. Once the interaction is acknowledged (a command, a button) or
    /// answered (autocomplete), so that Discord never waits for it; before a command or a
    /// button does anything, so that what it posts is tried.
    ///
    /// The interaction's locales are kept too (`Service::seen_languages`): the user's (their
    /// direct messages' language until they choose one) and its server's (`guild`: its id
    /// and `guild_locale`; the language of its league and daily posts and, by default, of
    /// its new games).
    pub async fn heard(
        &self,
        user: serenity::UserId,
        locale: &str,
        guild: Option<(serenity::GuildId, Option<&str>)>,
    ) {
        if let Err(e) = self.service.heard_from(user.into()).await {
            tracing::warn!(user = user.get(), "cannot lift a user's mute: {e}");
        }
        let guild = guild.and_then(|(id, locale)| Some((id.into(), locale?)));
        let guild = guild.map(|(id, locale)| (id, super::language::of_locale(locale)));
        let seen = self
            .service
            .seen_languages(user.into(), super::language::of_locale(locale), guild)
            .await;
        if let Err(e) = seen {
            tracing::warn!(user = user.get(), "cannot keep a user's language: {e}");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_games_entries_are_dropped_at_its_end() {
        let posts = Posts::default();
        let posted = Posted {
            channel: serenity::ChannelId::new(1),
            message: serenity::MessageId::new(2),
        };
        for game in ["abcde", "abcdef"] {
            lock(&posts.turns).insert((game.to_owned(), 1, 1), (posted, String::new()));
            lock(&posts.delivered).insert(format!("{game}:end"), ());
        }
        posts.drop_game("abcde");
        assert_eq!(posts.sizes(), (1, 1));
        assert!(lock(&posts.delivered).contains(&"abcdef:end".to_owned()));
    }
}
