//! `/league info`: a league's settings, season, organisers and members.

use crate::discord::commands::shared::leagues::{describe, which_league};
use crate::discord::{reply, Context, Error};

/// A league's settings, season, organisers and members.
#[poise::command(slash_command, guild_only)]
pub async fn info(
    ctx: Context<'_>,
    #[autocomplete = "crate::discord::commands::shared::leagues::autocomplete_league"]
    #[max_length = 100]
    league: Option<String>,
) -> Result<(), Error> {
    let (guild, name) = which_league(ctx, league).await?;
    let info = ctx.data().service.league_info(guild, &name).await?;
    reply::private(
        ctx,
        describe(ctx.data(), crate::discord::language::reader(ctx), &info),
    )
    .await
}
