//! `/game cancel`: the host, or a member with Manage Server in the game's server, cancels
//! a game.

use crate::app::Guess;
use crate::discord::{finding, language, reply, Context, Error};
use crate::words::msg;

/// Cancel the game (host, or Manage Server).
#[poise::command(slash_command)]
pub async fn cancel(
    ctx: Context<'_>,
    #[autocomplete = "crate::discord::finding::autocomplete_game"]
    #[max_length = 100]
    game: Option<String>,
) -> Result<(), Error> {
    // Cancelling is for good: outside the game's thread it must be named.
    let game = finding::find_game(ctx, game.as_deref(), Guess::Never).await?;
    game.cancel().await?;
    let text = ctx.data().say(
        language::reader(ctx),
        &msg!("cancel-done", game = game.id()),
    );
    reply::private(ctx, text).await
}
