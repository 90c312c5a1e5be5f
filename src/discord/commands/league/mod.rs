//! `/league`: community leagues. One file per subcommand (group); the logic is the
//! service's (`Service::create_league`, `draw_round`, `league_standings`, ...).

pub mod create;
pub mod info;
pub mod members;
pub mod organisers;
pub mod post;
pub mod round;
pub mod season;
pub mod standings;

use crate::discord::{errors, finding, Context, Error};

/// Community leagues: seasons of games, standings and ratings.
#[poise::command(
    slash_command,
    guild_only,
    subcommands(
        "create::command",
        "members::join",
        "members::leave",
        "info::info",
        "organisers::organisers",
        "round::round",
        "standings::standings",
        "season::season"
    ),
    subcommand_required
)]
pub async fn league(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// The league a command is about, with its server: the `league` option, or the server's
/// only league.
pub async fn which_league(
    ctx: Context<'_>,
    option: Option<String>,
) -> Result<(crate::store::GuildId, String), Error> {
    let guild = finding::place_of(ctx)?.guild;
    if let Some(name) = option.filter(|n| !n.trim().is_empty()) {
        return Ok((guild, name));
    }
    let leagues = ctx.data().service.leagues_in(guild).await?;
    match leagues.as_slice() {
        [] => Err(errors::refuse(
            "this server has no league yet; an organiser creates one with /league create",
        )),
        [(_, only)] => Ok((guild, only.clone())),
        _ => Err(errors::refuse(
            "this server has several leagues: pick one with the `league` option",
        )),
    }
}
