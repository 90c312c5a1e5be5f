//! `/league join` and `/league leave`.

use crate::discord::commands::shared::leagues::which_league;
use crate::discord::{finding, language, limits, reply, Context, Error};
use crate::words::msg;

/// Join a league: you will be seated at its rounds' tables.
#[poise::command(slash_command, guild_only)]
pub async fn join(
    ctx: Context<'_>,
    #[autocomplete = "crate::discord::commands::shared::leagues::autocomplete_league"]
    #[max_length = 100]
    league: Option<String>,
) -> Result<(), Error> {
    let (_, name) = which_league(ctx, league).await?;
    let info = ctx
        .data()
        .service
        .join_league(&finding::actor(ctx), &name)
        .await?;
    reply::private(
        ctx,
        ctx.data().say(
            language::reader(ctx),
            &msg!(
                "league-joined",
                league = limits::name(&info.name),
                members = info.members.len()
            ),
        ),
    )
    .await
}

/// Leave a league (your results so far stay in its standings).
#[poise::command(slash_command, guild_only)]
pub async fn leave(
    ctx: Context<'_>,
    #[autocomplete = "crate::discord::commands::shared::leagues::autocomplete_league"]
    #[max_length = 100]
    league: Option<String>,
) -> Result<(), Error> {
    let (_, name) = which_league(ctx, league).await?;
    ctx.data()
        .service
        .leave_league(&finding::actor(ctx), &name)
        .await?;
    reply::private(
        ctx,
        ctx.data()
            .say(language::reader(ctx), &msg!("league-left", league = name)),
    )
    .await
}
