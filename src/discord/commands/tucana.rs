//! `/tucana`: the parent of the game commands (`/tucana new`, `join`, ...).

use super::{
    cancel::cancel, games::games, help::help, join::join, leave::leave, new::command as new,
    scores::scores, settings::settings, solo::solo, start::start, status::status,
};
use crate::discord::{Context, Error};

/// Trails of Tucana: create, join and follow games.
#[poise::command(
    slash_command,
    guild_only,
    subcommands(
        "new", "join", "leave", "start", "cancel", "status", "scores", "games", "solo", "settings",
        "help"
    ),
    subcommand_required
)]
pub async fn tucana(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}
