//! `/game leave`: leave a game's lobby, or resign from a started game.

use crate::app::{Guess, Left};
use crate::discord::{finding, language, lobby, reply, Context, Error};
use crate::words::msg;

/// Leave the game (resign, if it has started).
#[poise::command(slash_command)]
pub async fn leave(
    ctx: Context<'_>,
    #[autocomplete = "crate::discord::finding::autocomplete_game"]
    #[max_length = 100]
    game: Option<String>,
) -> Result<(), Error> {
    // Resigning is for good: outside the game's thread it must be named, never guessed.
    let game = finding::find_game(ctx, game.as_deref(), Guess::Never).await?;
    let id = game.id().to_owned();
    let text = match game.leave().await? {
        Left::Lobby => ctx
            .data()
            .say(language::reader(ctx), &msg!("leave-done", game = &id)),
        Left::Resigned(_) => ctx
            .data()
            .say(language::reader(ctx), &msg!("leave-resigned", game = &id)),
    };
    reply::private(ctx, text).await?;
    lobby::refresh_lobby_later(ctx, &id);
    Ok(())
}
