//! `/tucana leave`: leave a game's lobby, or resign from a started game.

use crate::app::Left;
use crate::discord::{util, Context, Error};

/// Leave the game (resign, if it has started).
#[poise::command(slash_command, guild_only)]
pub async fn leave(
    ctx: Context<'_>,
    #[description = "The game (outside its thread)"]
    #[autocomplete = "crate::discord::commands::trail::autocomplete_game"]
    game: Option<String>,
) -> Result<(), Error> {
    let data = ctx.data();
    let game = util::game_of(ctx, game.as_deref()).await?;
    let text = match data.service.leave(&game, ctx.author().id.get()).await? {
        Left::Lobby => format!("You left game `{game}`."),
        Left::Resigned(_) => format!("You resigned from game `{game}`."),
    };
    util::refresh_lobby(ctx.http(), data, &game).await;
    ctx.send(poise::CreateReply::default().content(text).ephemeral(true))
        .await?;
    Ok(())
}
