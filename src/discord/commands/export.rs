//! `/game export`: a finished game's replay script, privately.

use poise::serenity_prelude as serenity;

use crate::discord::{finding, language, reply, Context, Error};
use crate::words::msg;

/// A finished game's replay script, to replay, draw or check it offline (privately).
#[poise::command(slash_command)]
pub async fn export(
    ctx: Context<'_>,
    #[autocomplete = "crate::discord::finding::autocomplete_game"]
    #[max_length = 100]
    game: Option<String>,
) -> Result<(), Error> {
    let game = finding::find_ended_game(ctx, game.as_deref()).await?;
    let export = game.export().await?;
    let text = ctx.data().say(
        language::reader(ctx),
        &msg!("export-done", game = game.id(), file = &export.file),
    );
    ctx.send(
        reply::private_message(text).attachment(serenity::CreateAttachment::bytes(
            export.script.into_bytes(),
            export.file,
        )),
    )
    .await?;
    Ok(())
}
