//! `/undo`: take back your last move of this turn, in a game that has such a move.

use crate::app::UserId;
use poise::serenity_prelude as serenity;

use crate::app::Guess;
use crate::discord::{finding, reply, Context, Error};
use crate::game::Standard;

/// Take back your last move of this turn (where the game allows it).
#[poise::command(slash_command)]
pub async fn undo(
    ctx: Context<'_>,
    #[autocomplete = "crate::discord::finding::autocomplete_game"]
    #[max_length = 100]
    game: Option<String>,
) -> Result<(), Error> {
    let user: UserId = ctx.author().id.into();
    let which = Standard::TakeBack;
    let (outcome, view) =
        finding::play_standard(ctx, game.as_deref(), Guess::OnlyGame, which).await?;
    let text = super::shared::moving::standard_done(ctx, which, &outcome, &view);
    let mut answer = reply::private_message(text);
    let lang = crate::discord::language::reader(ctx);
    let view = std::sync::Arc::new(view);
    let sheet = super::shared::sheets::sheet_png(ctx.data(), &view, user, true, lang).await?;
    if let Some(png) = sheet {
        answer = answer.attachment(serenity::CreateAttachment::bytes(png, "sheet.png"));
    }
    ctx.send(answer).await?;
    Ok(())
}
