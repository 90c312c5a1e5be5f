//! `/league season end`: an organiser ends the current season early.

use crate::discord::commands::shared::leagues::which_league;
use crate::discord::{finding, language, reply, Context, Error};
use crate::words::msg;

/// A league's seasons.
#[poise::command(slash_command, guild_only, subcommands("end"), subcommand_required)]
pub async fn season(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// End the current season now: the final table is posted and a new season starts.
#[poise::command(slash_command, guild_only)]
pub async fn end(
    ctx: Context<'_>,
    #[autocomplete = "crate::discord::commands::shared::leagues::autocomplete_league"]
    #[max_length = 100]
    league: Option<String>,
) -> Result<(), Error> {
    let (_, name) = which_league(ctx, league).await?;
    let end = ctx
        .data()
        .service
        .end_season(&finding::actor(ctx), &name)
        .await?;
    reply::private(
        ctx,
        ctx.data().say(
            language::reader(ctx),
            &msg!(
                "league-season-ended",
                ended = end.ended.number.to_string(),
                league = &end.league,
                next = end.next.number.to_string()
            ),
        ),
    )
    .await
}
