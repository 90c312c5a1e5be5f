//! The games' own commands: `/trail`, Trails of Tucana's alias of `/move` since it was the
//! only game, with its own words. It plays through `/move`'s path. This is the one file of
//! the adapter that names a game.

use poise::serenity_prelude as serenity;

use super::shared::moving::{autocomplete_moves, play_typed, Words};
use crate::discord::{Context, Error};
use crate::words::Msg;

// The id of the game whose alias `/trail` is (declared once, in its folder).
use crate::games::tucana::play::ID as TUCANA;

/// What the help says of the own commands of the game `id`, if it has some (the help names
/// every command).
pub fn own_help(id: &str) -> Option<Msg> {
    (id == TUCANA).then(|| Msg::new("help-own-trail"))
}

/// The legal trails of the user (Trails of Tucana's trails are written `C3-D4`).
async fn autocomplete_trail(
    ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    autocomplete_moves(ctx, partial, |l| l.text.contains('-')).await
}

/// `/trail`'s words.
const TRAIL: Words = Words {
    empty: "trail-empty",
    picture: "sheet.png",
};

/// Draw a trail (pick one from the list).
#[poise::command(slash_command)]
pub async fn trail(
    ctx: Context<'_>,
    #[autocomplete = "autocomplete_trail"]
    #[max_length = 100]
    trail: String,
    #[autocomplete = "crate::discord::finding::autocomplete_game"]
    #[max_length = 100]
    game: Option<String>,
) -> Result<(), Error> {
    play_typed(ctx, &trail, game.as_deref(), &TRAIL).await
}
