//! `/undo`: take back your trails of this turn.

use poise::serenity_prelude as serenity;

use crate::app::Guess;
use crate::discord::{limits, util, Context, Error};

/// Take back your last trail of this turn.
#[poise::command(slash_command, guild_only)]
pub async fn undo(
    ctx: Context<'_>,
    #[description = "The game (outside its thread)"]
    #[autocomplete = "crate::discord::commands::trail::autocomplete_game"]
    #[max_length = 100]
    game: Option<String>,
) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let game = util::find_game(ctx, game.as_deref(), Guess::OnlyGame).await?;
    let user = ctx.author().id.get();
    let outcome = game.play("undo").await?;
    let view = game.fresh().await?;
    let text = outcome
        .note
        .unwrap_or_else(|| "Undone: your last trail of this turn is erased.".to_owned());
    let mut reply = poise::CreateReply::default()
        .content(limits::content(&text))
        .ephemeral(true);
    if let Some(png) = super::map::sheet_png(&view, user, true) {
        reply = reply.attachment(serenity::CreateAttachment::bytes(png, "sheet.png"));
    }
    ctx.send(reply).await?;
    Ok(())
}
