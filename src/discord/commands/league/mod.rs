//! `/league`: community leagues. One file per subcommand (group); the logic is the
//! service's (`Service::create_league`, `draw_round`, `league_standings`, ...).

pub mod create;
pub mod info;
pub mod members;
pub mod organisers;
pub mod round;
pub mod season;
pub mod standings;
pub mod substitute;

use crate::discord::{Context, Error};

/// Community leagues: seasons of games, standings and ratings.
#[poise::command(
    slash_command,
    guild_only,
    subcommands(
        "create::create",
        "members::join",
        "members::leave",
        "info::info",
        "organisers::organisers",
        "round::round",
        "standings::standings",
        "substitute::substitute",
        "season::season"
    ),
    subcommand_required
)]
pub async fn league(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}
