//! `/tucana join`: join the game of this thread (or the one named).

use super::display_name;
use crate::discord::{util, Context, Error};

/// Join the game of this thread.
#[poise::command(slash_command, guild_only)]
pub async fn join(
    ctx: Context<'_>,
    #[description = "The game's id (outside its thread)"] game: Option<String>,
) -> Result<(), Error> {
    let data = ctx.data();
    let place = util::place_of(ctx)?;
    let game = match data.service.games_in(place).await?.into_iter().next() {
        Some(info) => info.id,
        None => {
            game.ok_or_else(|| util::refuse("use this in the game's thread, or give its id"))?
        }
    };
    let name = display_name(ctx.author(), ctx.author_member().await.as_deref());
    let info = data
        .service
        .join(&game, ctx.author().id.get(), &name)
        .await?;
    util::refresh_lobby(ctx.http(), data, &info.id).await;
    ctx.send(
        poise::CreateReply::default()
            .content(format!(
                "You joined game `{}` ({} players so far).",
                info.id,
                info.players.len()
            ))
            .ephemeral(true),
    )
    .await?;
    Ok(())
}
