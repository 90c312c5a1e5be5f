//! `/league substitute`: an organiser seats a member in a running league game for a player
//! who left the league or missed two of its deadlines (the rule is the service's:
//! `Service::substitute`).

use poise::serenity_prelude as serenity;

use crate::app::LeagueMember;
use crate::discord::finding::user_name;
use crate::discord::{finding, language, limits, reply, Context, Error};
use crate::words::msg;

/// Seat a substitute for a player who left or missed two deadlines (organisers only).
#[poise::command(slash_command, guild_only)]
pub async fn substitute(
    ctx: Context<'_>,
    player: serenity::User,
    substitute: serenity::User,
    #[max_length = 100] game: Option<String>,
) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let sub = LeagueMember {
        user: substitute.id.into(),
        name: user_name(ctx, &substitute),
    };
    let info = ctx
        .data()
        .service
        .substitute(
            &finding::actor(ctx),
            finding::here(ctx),
            game.as_deref(),
            player.id.into(),
            sub,
        )
        .await?;
    let told = msg!(
        "league-substituted",
        sub = substitute.id.to_string(),
        out = player.id.to_string(),
        game = info.id.as_str()
    );
    let text = ctx.data().say(language::reader(ctx), &told);
    reply::private(ctx, limits::content(&text)).await
}
