//! `/league organisers add|remove`: who manages a league (with the server's admins).

use poise::serenity_prelude as serenity;

use crate::app::LeagueMember;
use crate::discord::commands::shared::leagues::which_league;
use crate::discord::finding::user_name;
use crate::discord::{finding, language, limits, reply, Context, Error};
use crate::words::Msg;

/// Manage a league's organisers.
#[poise::command(
    slash_command,
    guild_only,
    subcommands("add", "remove"),
    subcommand_required
)]
pub async fn organisers(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Make someone an organiser of a league (organisers and Manage Server only).
#[poise::command(slash_command, guild_only)]
pub async fn add(
    ctx: Context<'_>,
    user: serenity::User,
    #[autocomplete = "crate::discord::commands::shared::leagues::autocomplete_league"]
    #[max_length = 100]
    league: Option<String>,
) -> Result<(), Error> {
    let (_, name) = which_league(ctx, league).await?;
    let info = ctx
        .data()
        .service
        .add_organiser(
            &finding::actor(ctx),
            &name,
            LeagueMember {
                user: user.id.into(),
                name: user_name(ctx, &user),
            },
        )
        .await?;
    told(ctx, "league-organiser-added", &user, &info.name).await
}

/// Remove an organiser of a league (organisers and Manage Server only).
#[poise::command(slash_command, guild_only)]
pub async fn remove(
    ctx: Context<'_>,
    user: serenity::User,
    #[autocomplete = "crate::discord::commands::shared::leagues::autocomplete_league"]
    #[max_length = 100]
    league: Option<String>,
) -> Result<(), Error> {
    let (_, name) = which_league(ctx, league).await?;
    let info = ctx
        .data()
        .service
        .remove_organiser(&finding::actor(ctx), &name, user.id.into())
        .await?;
    told(ctx, "league-organiser-removed", &user, &info.name).await
}

/// Tells the caller privately that `user` is now (or no longer) an organiser of `league`.
async fn told(
    ctx: Context<'_>,
    key: &'static str,
    user: &serenity::User,
    league: &str,
) -> Result<(), Error> {
    let told = Msg::new(key)
        .with("user", user.id.to_string())
        .with("league", limits::name(league));
    reply::private(ctx, ctx.data().say(language::reader(ctx), &told)).await
}
