//! `/game replay`: a finished game as an animated GIF, privately.

use poise::serenity_prelude as serenity;

use crate::discord::{finding, language, reply, Context, Error};
use crate::words::msg;

/// A finished game, step by step, as an animated picture (privately).
#[poise::command(slash_command)]
pub async fn replay(
    ctx: Context<'_>,
    #[autocomplete = "crate::discord::finding::autocomplete_game"]
    #[max_length = 100]
    game: Option<String>,
) -> Result<(), Error> {
    // Drawing takes a moment (once per game: it is kept): the answer was deferred before
    // the command ran, and the drawing runs on the drawers' threads.
    let game = finding::find_ended_game(ctx, game.as_deref()).await?;
    let gif = game.replay().await?;
    let text = ctx.data().say(
        language::reader(ctx),
        &msg!("replay-done", game = game.id()),
    );
    ctx.send(
        reply::private_message(text).attachment(serenity::CreateAttachment::bytes(
            gif,
            format!("{}.gif", game.id()),
        )),
    )
    .await?;
    Ok(())
}
