//! `/game start`: the host starts the game.

use crate::app::Guess;
use crate::discord::{finding, language, lobby, reply, Context, Error};
use crate::words::msg;

/// Start the game (host only).
#[poise::command(slash_command)]
pub async fn start(
    ctx: Context<'_>,
    #[autocomplete = "crate::discord::finding::autocomplete_game"]
    #[max_length = 100]
    game: Option<String>,
) -> Result<(), Error> {
    let game = finding::find_game(ctx, game.as_deref(), Guess::Never).await?;
    let info = game.start().await?;
    reply::private(
        ctx,
        ctx.data().say(
            language::reader(ctx),
            &msg!("start-done", game = &info.id, players = info.players.len()),
        ),
    )
    .await?;
    lobby::refresh_lobby_later(ctx, &info.id);
    Ok(())
}
