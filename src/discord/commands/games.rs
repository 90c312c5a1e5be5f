//! `/tucana games`: your active games, with links to their threads.

use crate::discord::{util, Context, Error};

/// Your active games, with links.
#[poise::command(slash_command, guild_only)]
pub async fn games(ctx: Context<'_>) -> Result<(), Error> {
    let data = ctx.data();
    let ids = data
        .service
        .store()
        .active_games_of_user(ctx.author().id.get())
        .await
        .map_err(crate::app::AppError::from)?;
    let mut lines = Vec::new();
    for id in ids {
        if let Ok(info) = data.service.game_info(&id).await {
            lines.push(format!(
                "`{}` · {} · {}",
                info.id,
                util::summary(&info),
                util::link(info.place)
            ));
        }
    }
    let text = if lines.is_empty() {
        "You are in no game. Start one with /tucana new.".to_owned()
    } else {
        format!("Your games:\n{}", lines.join("\n"))
    };
    ctx.send(poise::CreateReply::default().content(text).ephemeral(true))
        .await?;
    Ok(())
}
