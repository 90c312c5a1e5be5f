//! `/tucana status`: the turn's cards, deadline, and who is still to play.

use crate::app::GameStatus;
use crate::discord::{util, Context, Error};

/// The game's turn: cards, deadline, who is still to play.
#[poise::command(slash_command, guild_only)]
pub async fn status(
    ctx: Context<'_>,
    #[description = "The game (outside its thread)"]
    #[autocomplete = "crate::discord::commands::trail::autocomplete_game"]
    game: Option<String>,
) -> Result<(), Error> {
    let data = ctx.data();
    let game = util::game_of(ctx, game.as_deref()).await?;
    let info = data.service.game_info(&game).await?;
    let mut text = format!(
        "Game `{}` · {}\n{}",
        info.id,
        util::summary(&info),
        util::options_text(&info)
    );
    if info.status == GameStatus::Active {
        if let Some(cards) = info.cards {
            text.push_str(&format!("\nCards: **{}** and **{}**", cards[0], cards[1]));
        }
        if let Some(deadline) = info.deadline {
            text.push_str(&format!("\nDeadline: {}", util::timestamp(deadline)));
        }
        let waiting: Vec<_> = info.waiting_for.iter().map(|p| p.name.as_str()).collect();
        text.push_str(&format!("\nStill to play: {}", waiting.join(", ")));
    }
    ctx.send(poise::CreateReply::default().content(text).ephemeral(true))
        .await?;
    Ok(())
}
