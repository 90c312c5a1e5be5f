//! `/pass`: finish your turn without moving, in a game that has such a move.

use crate::app::Guess;
use crate::discord::{finding, reply, Context, Error};
use crate::game::Standard;

/// Finish your turn without moving (where the game allows it).
#[poise::command(slash_command)]
pub async fn pass(
    ctx: Context<'_>,
    #[autocomplete = "crate::discord::finding::autocomplete_game"]
    #[max_length = 100]
    game: Option<String>,
) -> Result<(), Error> {
    // A pass cannot be undone: outside the game's thread the game must be named.
    let which = Standard::Pass;
    let (outcome, view) = finding::play_standard(ctx, game.as_deref(), Guess::Never, which).await?;
    let text = super::shared::moving::standard_done(ctx, which, &outcome, &view);
    reply::private(ctx, text).await
}
