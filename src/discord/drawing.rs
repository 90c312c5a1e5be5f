//! Every picture the adapter sends — a command's reply, a click's, an outbox post — is
//! drawn through [`draw`]: on the service's one bounded pool of blocking threads
//! ([`crate::app::heavy`], shared with the service's replays), never on the async
//! workers that answer Discord. A free-paced game as one player may see it is worked out
//! inside the drawing too. A game's pictures go through [`picture`]: the service's one
//! cache, keyed by game, log length, view and language.

use super::Error;

/// Runs `f` (pixel work, a replay) off the async workers, once a drawer is free.
pub async fn draw<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> Result<T, Error> {
    crate::app::heavy::run(f).await.map_err(|e| {
        // Told the reader in their language, as every refusal is.
        let why = e.to_string();
        super::errors::refuse(crate::words::msg!("drawing-failed", why))
    })
}

/// A picture of a game through the service's one cache ([`crate::app::pictures`]): kept, or
/// drawn by `f` off the async workers and kept for the reply, the posts and the web pages.
pub async fn picture(
    data: &super::BotData,
    key: crate::app::PictureKey,
    f: impl FnOnce() -> Option<Vec<u8>> + Send + 'static,
) -> Result<Option<Vec<u8>>, Error> {
    data.service.picture(key, f).await.map_err(|e| {
        let why = e.to_string();
        super::errors::refuse(crate::words::msg!("drawing-failed", why))
    })
}
