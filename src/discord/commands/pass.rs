//! `/pass`: finish your turn without drawing (when no trail fits, or you'd rather not).

use crate::discord::{util, Context, Error};

/// Finish your turn without drawing a trail.
#[poise::command(slash_command, guild_only)]
pub async fn pass(
    ctx: Context<'_>,
    #[description = "The game (outside its thread)"]
    #[autocomplete = "crate::discord::commands::trail::autocomplete_game"]
    game: Option<String>,
) -> Result<(), Error> {
    let data = ctx.data();
    let game = util::game_of(ctx, game.as_deref()).await?;
    data.service.pass(&game, ctx.author().id.get()).await?;
    ctx.send(
        poise::CreateReply::default()
            .content("You passed: you are done for this turn.")
            .ephemeral(true),
    )
    .await?;
    Ok(())
}
