//! `/tucana solo [map]`: a solo game in a private thread, played at the player's own pace.

use super::game_options::MapChoice;
use crate::discord::{finding, reply, threads, Context, Error};
use poise::ChoiceParameter as _;

/// Play alone, at your own pace, in a private thread.
#[poise::command(slash_command, guild_only)]
pub async fn solo(
    ctx: Context<'_>,
    #[description = "The island (default: Isla Petit)"] map: Option<MapChoice>,
) -> Result<(), Error> {
    threads::require_permissions(
        ctx,
        threads::NEEDED_PRIVATE,
        " to open your game's private thread",
    )?;
    let map = map.unwrap_or(MapChoice::Petit);
    let options = super::game_options::on_map(&ctx.data().service, map)?;
    // Before a thread is opened for it.
    let me = finding::actor(ctx);
    ctx.data().service.check_new_solo(me.user).await?;
    ctx.defer_ephemeral().await?;
    let name = &me.name;
    let island = map.name();
    let place = threads::open_private_thread(ctx, &format!("Solo · {name} · {island}")).await?;
    let info = match ctx
        .data()
        .service
        .create_solo(place, &me, super::new::TUCANA, options)
        .await
    {
        Ok(info) => info,
        Err(e) => {
            threads::discard_thread(ctx, place).await;
            return Err(e.into());
        }
    };
    reply::private(
        ctx,
        format!(
            "Your solo game `{}` on {island} is ready in <#{}>: the cards are there, draw with `/trail`. \
             The next cards come as soon as you have played.",
            info.id, place.channel
        ),
    )
    .await
}
