//! `/move`: a move in any game, chosen from the legal moves the game lists (autocomplete).
//!
//! The reply is ephemeral: it holds the game's note on the move and the seat's own picture,
//! both of which may show private information (a hidden choice, a hand of cards).

use poise::serenity_prelude as serenity;

use super::shared::moving::{autocomplete_moves, play_typed, Words};
use crate::discord::{Context, Error};

/// Autocomplete of `move`: the user's legal moves in their game, best first, each with the
/// game's note.
async fn autocomplete_move(
    ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    autocomplete_moves(ctx, partial, |_| true).await
}

/// `/move`'s words.
pub const WORDS: Words = Words {
    empty: "move-empty",
    picture: "view.png",
};

/// Make your move (pick one from the list).
#[poise::command(slash_command, rename = "move")]
pub async fn play(
    ctx: Context<'_>,
    #[autocomplete = "autocomplete_move"]
    #[max_length = 100]
    #[rename = "move"]
    typed: String,
    #[autocomplete = "crate::discord::finding::autocomplete_game"]
    #[max_length = 100]
    game: Option<String>,
) -> Result<(), Error> {
    play_typed(ctx, &typed, game.as_deref(), &WORDS).await
}
