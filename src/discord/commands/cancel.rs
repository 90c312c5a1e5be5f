//! `/tucana cancel`: the host, or a member with Manage Server, cancels a game.

use poise::serenity_prelude as serenity;

use crate::discord::{util, Context, Error};

/// Whether the member who ran the command may manage the server.
pub fn is_admin(ctx: Context<'_>) -> bool {
    let poise::Context::Application(app) = ctx else {
        return false;
    };
    app.interaction
        .member
        .as_ref()
        .and_then(|m| m.permissions)
        .is_some_and(|p| p.contains(serenity::Permissions::MANAGE_GUILD))
}

/// Cancel the game (host, or Manage Server).
#[poise::command(slash_command, guild_only)]
pub async fn cancel(
    ctx: Context<'_>,
    #[description = "The game (outside its thread)"]
    #[autocomplete = "crate::discord::commands::trail::autocomplete_game"]
    game: Option<String>,
) -> Result<(), Error> {
    let data = ctx.data();
    let game = util::game_of(ctx, game.as_deref()).await?;
    data.service
        .cancel(&game, ctx.author().id.get(), is_admin(ctx))
        .await?;
    ctx.send(
        poise::CreateReply::default()
            .content(format!("Game `{game}` is cancelled."))
            .ephemeral(true),
    )
    .await?;
    Ok(())
}
