//! `/pass`: finish your turn without drawing (when no trail fits, or you'd rather not).

use crate::app::Guess;
use crate::discord::{finding, reply, Context, Error};

/// Finish your turn without drawing a trail.
#[poise::command(slash_command)]
pub async fn pass(
    ctx: Context<'_>,
    #[description = "The game (outside its thread)"]
    #[autocomplete = "crate::discord::finding::autocomplete_game"]
    #[max_length = 100]
    game: Option<String>,
) -> Result<(), Error> {
    // A pass cannot be undone: outside the game's thread the game must be named.
    let (outcome, _) = finding::play(ctx, game.as_deref(), Guess::Never, "pass").await?;
    let text = outcome
        .note
        .unwrap_or_else(|| "You passed: you are done for this turn.".to_owned());
    reply::private(ctx, text).await
}
