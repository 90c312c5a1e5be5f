//! `/game solo game:… [options]`: a solo game of any game that seats one player, in a
//! private thread, at the player's own pace (`/tucana solo` is Trails of Tucana's).

use super::game::{autocomplete_rules, chosen_game, option_pairs};
use crate::discord::{errors, finding, reply, threads, Context, Error};

/// Play a game alone, at your own pace, in a private thread.
#[poise::command(slash_command, guild_only, rename = "solo")]
pub async fn game_solo(
    ctx: Context<'_>,
    #[description = "The game to play: pick one from the list"]
    #[autocomplete = "autocomplete_rules"]
    #[max_length = 100]
    game: String,
    #[description = "The game's options as key=value words, e.g. country=cape"]
    #[max_length = 100]
    options: Option<String>,
) -> Result<(), Error> {
    let data = ctx.data();
    let rules = chosen_game(data.service.games(), &game)?;
    if !rules.seats().contains(&1) {
        return Err(errors::refuse(format!(
            "{} has no solo game: it takes {} to {} players",
            rules.name(),
            rules.seats().start(),
            rules.seats().end()
        )));
    }
    let pairs = option_pairs(options.as_deref().unwrap_or_default())?;
    let options = rules.options(&pairs).map_err(errors::refuse)?;
    threads::require_permissions(
        ctx,
        threads::NEEDED_PRIVATE,
        " to open your game's private thread",
    )?;
    // Before a thread is opened for it.
    let me = finding::actor(ctx);
    data.service.check_new_solo(me.user).await?;
    ctx.defer_ephemeral().await?;
    let title = format!("Solo · {} · {}", me.name, rules.short_name());
    let place = threads::open_private_thread(ctx, &title).await?;
    let info = match data
        .service
        .create_solo(place, &me, rules.id(), options)
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
            "Your solo game of {} (`{}`, {}) is ready in <#{}>. {}",
            rules.name(),
            info.id,
            rules.describe_options(&info.settings.options),
            place.channel,
            rules.how_to_move()
        ),
    )
    .await
}
