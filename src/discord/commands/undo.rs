//! `/undo`: take back your trails of this turn.

use crate::app::UserId;
use poise::serenity_prelude as serenity;

use crate::app::Guess;
use crate::discord::drawing::draw;
use crate::discord::{finding, reply, Context, Error};

/// Take back your last trail of this turn.
#[poise::command(slash_command)]
pub async fn undo(
    ctx: Context<'_>,
    #[description = "The game (outside its thread)"]
    #[autocomplete = "crate::discord::finding::autocomplete_game"]
    #[max_length = 100]
    game: Option<String>,
) -> Result<(), Error> {
    let user: UserId = ctx.author().id.into();
    let (outcome, view) = finding::play(ctx, game.as_deref(), Guess::OnlyGame, "undo").await?;
    let text = outcome
        .note
        .unwrap_or_else(|| "Undone: your last trail of this turn is erased.".to_owned());
    let mut answer = reply::private_message(text);
    let sheet = draw(move || super::shared::sheets::sheet_png(&view, user, true)).await?;
    if let Some(png) = sheet {
        answer = answer.attachment(serenity::CreateAttachment::bytes(png, "sheet.png"));
    }
    ctx.send(answer).await?;
    Ok(())
}
