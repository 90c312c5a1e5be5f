//! `/tucana start`: the host starts the game.

use crate::discord::{util, Context, Error};

/// Start the game (host only).
#[poise::command(slash_command, guild_only)]
pub async fn start(
    ctx: Context<'_>,
    #[description = "The game (outside its thread)"]
    #[autocomplete = "crate::discord::commands::trail::autocomplete_game"]
    game: Option<String>,
) -> Result<(), Error> {
    let data = ctx.data();
    let game = util::game_of(ctx, game.as_deref()).await?;
    let info = data
        .service
        .start_game(&game, ctx.author().id.get())
        .await?;
    util::refresh_lobby(ctx.http(), data, &game).await;
    ctx.send(
        poise::CreateReply::default()
            .content(format!(
                "Game `{}` started with {} players.",
                info.id,
                info.players.len()
            ))
            .ephemeral(true),
    )
    .await?;
    Ok(())
}
