//! `/move`: a move in any game, chosen from the legal moves the game lists (autocomplete).
//!
//! The reply is ephemeral: it holds the game's note on the move and the seat's own picture,
//! both of which may show private information (a hidden choice, a hand of cards).

use poise::serenity_prelude as serenity;

use super::trail::{autocomplete_game, autocomplete_moves, outcome_reply};
use crate::app::Guess;
use crate::discord::{errors, finding, Context, Error};

/// Autocomplete of `move`: the user's legal moves in their game, best first, each with the
/// game's note.
async fn autocomplete_move(
    ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    autocomplete_moves(ctx, partial, |_| true).await
}

/// Make your move (pick one from the list).
#[poise::command(slash_command, guild_only, rename = "move")]
pub async fn play(
    ctx: Context<'_>,
    #[description = "Your move: pick one from the list"]
    #[autocomplete = "autocomplete_move"]
    #[max_length = 100]
    #[rename = "move"]
    typed: String,
    #[description = "The game (outside its thread)"]
    #[autocomplete = "autocomplete_game"]
    #[max_length = 100]
    game: Option<String>,
) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    // A choice's label ("3 · to square 5") typed whole: its move is the part before the note.
    let typed = typed.split('·').next().unwrap_or_default().trim();
    if typed.is_empty() {
        return Err(errors::refuse("name your move: pick one from the list"));
    }
    let (outcome, view) = finding::play(ctx, game.as_deref(), Guess::OnlyGame, typed).await?;
    let (text, rows) = outcome_reply(&view.info.id, &outcome);
    let mut reply = poise::CreateReply::default().content(text).ephemeral(true);
    if !rows.is_empty() {
        reply = reply.components(rows);
    }
    let user = ctx.author().id.into();
    if let Some(png) = super::map::sheet_png(&view, user, true) {
        reply = reply.attachment(serenity::CreateAttachment::bytes(png, "view.png"));
    }
    // A free-paced game's next turn: the cards for this player's eyes alone.
    if let Some((_, Some(cards))) = outcome.next.as_ref().and(super::map::own_turn(&view, user)) {
        reply = reply.attachment(serenity::CreateAttachment::bytes(cards, "cards.png"));
    }
    ctx.send(reply).await?;
    Ok(())
}
