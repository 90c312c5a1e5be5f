//! `/tucana scores`: the standings so far, as a picture.

use poise::serenity_prelude as serenity;

use crate::app::Guess;
use crate::discord::{finding, limits, reply, Context, Error};
use crate::render;

/// The scores so far.
#[poise::command(slash_command, guild_only)]
pub async fn scores(
    ctx: Context<'_>,
    #[description = "The game (outside its thread)"]
    #[autocomplete = "crate::discord::commands::trail::autocomplete_game"]
    #[max_length = 100]
    game: Option<String>,
) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let game = finding::find_game(ctx, game.as_deref(), Guess::OnlyGame).await?;
    let view = &game.view;
    let engine = view.game.as_ref().ok_or(crate::app::AppError::NotStarted)?;
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
            format!("{} — {total} (rounds so far)", limits::name(&p.player.name))
        })
        .collect();
    let png = render::standings(engine, &names);
    let text = format!("Scores of game `{}`:\n{}", game.id(), lines.join("\n"));
    ctx.send(
        reply::private_message(text)
            .attachment(serenity::CreateAttachment::bytes(png, "scores.png")),
    )
    .await?;
    Ok(())
}
