//! `/game solo game:… [options]`: a solo game of any game that seats one player, in a
//! private thread (or the player's direct message with the bot, away from a server with
//! it), at the player's own pace.

use super::shared::choosing::{chosen_game, typed_options};
use super::shared::languages::{of_new_game, Language};
use super::shared::opening::open_solo;
use crate::discord::{finding, reply, wording, Context, Error};
use crate::words::msg;

/// Play a game alone, at your own pace, in a private thread.
#[poise::command(slash_command, rename = "solo")]
pub async fn game_solo(
    ctx: Context<'_>,
    #[autocomplete = "crate::discord::commands::shared::choosing::autocomplete_rules"]
    #[max_length = 100]
    game: String,
    #[autocomplete = "crate::discord::commands::shared::choosing::autocomplete_options"]
    #[max_length = 100]
    options: Option<String>,
    language: Option<Language>,
) -> Result<(), Error> {
    let rules = chosen_game(ctx.data().service.games(), &game)?;
    let options = typed_options(rules, options.as_deref())?;
    let in_game = of_new_game(ctx, language);
    let title = ctx.data().say(
        in_game,
        &msg!(
            "solo-thread-title",
            who = finding::actor(ctx).name,
            game = rules.short_name()
        ),
    );
    let (info, place) = open_solo(ctx, rules, options, &title, in_game).await?;
    let lang = crate::discord::language::reader(ctx);
    reply::private(
        ctx,
        ctx.data().say(
            lang,
            &msg!(
                "solo-ready",
                game = rules.name(),
                id = &info.id,
                options =
                    wording::described(&ctx.data().words, lang, rules, &info.settings.options),
                place = wording::mention(&ctx.data().words, lang, place),
                how = rules.how_to_move()
            ),
        ),
    )
    .await
}
