//! `/tucana scores`: the standings so far, as a picture.

use poise::serenity_prelude as serenity;

use crate::discord::{util, Context, Error};
use crate::render;

/// The scores so far.
#[poise::command(slash_command, guild_only)]
pub async fn scores(
    ctx: Context<'_>,
    #[description = "The game (outside its thread)"]
    #[autocomplete = "crate::discord::commands::trail::autocomplete_game"]
    game: Option<String>,
) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let data = ctx.data();
    let game = util::game_of(ctx, game.as_deref()).await?;
    let view = data.service.view(&game).await?;
    let engine = view.game.ok_or(crate::app::AppError::NotStarted)?;
    let names: Vec<&str> = view
        .info
        .players
        .iter()
        .map(|p| p.player.name.as_str())
        .collect();
    let lines: Vec<String> = view
        .info
        .players
        .iter()
        .enumerate()
        .map(|(seat, p)| {
            let total: u32 = engine.round_scores(seat).iter().sum();
            format!("{} — {total} (rounds so far)", p.player.name)
        })
        .collect();
    let png = render::standings(&engine, &names);
    ctx.send(
        poise::CreateReply::default()
            .content(format!("Scores of game `{game}`:\n{}", lines.join("\n")))
            .attachment(serenity::CreateAttachment::bytes(png, "scores.png"))
            .ephemeral(true),
    )
    .await?;
    Ok(())
}
