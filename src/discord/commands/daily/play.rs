//! `/daily play`: starts today's challenge in a private thread (or, away from a server with
//! the bot, in the player's direct message with it), or points to it.

use crate::app::{GameStatus, Place};
use crate::discord::commands::shared::daily::{day_text, reset_text};
use crate::discord::commands::shared::languages::of_new_game;
use crate::discord::{finding, language, reply, threads, wording, Context, Error};
use crate::words::msg;

/// Play today's challenge (one attempt a day), in a private thread or your DMs with the bot.
#[poise::command(slash_command)]
pub async fn play(
    ctx: Context<'_>,
    #[autocomplete = "crate::discord::commands::shared::daily::autocomplete_daily_game"]
    #[max_length = 100]
    game: Option<String>,
) -> Result<(), Error> {
    let data = ctx.data();
    let lang = language::reader(ctx);
    let me = finding::actor(ctx);
    let name = &me.name;
    let today = data.service.today();
    let kind = crate::discord::commands::shared::daily::game(&data.service, game.as_deref())?;
    // Resuming needs no new thread: the attempt's game has its place (and `here` is not used).
    if let Some(attempt) = data.service.daily_attempt(kind, me.user, today).await? {
        let here = Place::direct(ctx.channel_id().into());
        let daily = data.service.play_daily(kind, here, &me).await?;
        let (game, spec) = (daily.info, daily.spec);
        let text = if game.status == GameStatus::Cancelled {
            data.say(
                lang,
                &msg!(
                    "daily-cancelled",
                    day = day_text(data, lang, &spec),
                    next = reset_text(ctx)
                ),
            )
        } else if game.status == GameStatus::Finished {
            data.say(
                lang,
                &msg!(
                    "daily-played",
                    day = day_text(data, lang, &spec),
                    total = attempt.total.unwrap_or(0),
                    title = attempt
                        .title
                        .map(|t| format!(" · {}", data.say(lang, &t)))
                        .unwrap_or_default(),
                    next = reset_text(ctx)
                ),
            )
        } else {
            data.say(
                lang,
                &msg!(
                    "daily-waiting",
                    day = day_text(data, lang, &spec),
                    place = wording::mention(&data.words, lang, game.place),
                    summary = wording::summary_shown(&data.words, lang, &game)
                ),
            )
        };
        return reply::private(ctx, text).await;
    }
    // The default game's threads keep the name they always had; another game's says which.
    let first = crate::discord::commands::shared::daily::game(&data.service, None)?;
    let which = if kind == first {
        String::new()
    } else {
        format!("{} ", data.service.rules(kind)?.short_name())
    };
    // The thread is the game's: in its language.
    let title = data.say(
        of_new_game(ctx, None),
        &msg!(
            "daily-thread-title",
            which,
            today = today.to_string(),
            name = name.as_str()
        ),
    );
    let place = threads::open_own_place(ctx, &title).await?;
    let daily = match data.service.play_daily(kind, place, &me).await {
        Ok(daily) => daily,
        Err(e) => {
            threads::discard_thread(ctx, place).await;
            return Err(e.into());
        }
    };
    // Two calls at once: the other one created the attempt; its game (and thread) is the
    // one to play, and this thread is not needed.
    if daily.info.place.channel != place.channel {
        threads::discard_thread(ctx, place).await;
    }
    reply::private(
        ctx,
        data.say(
            lang,
            &msg!(
                "daily-ready",
                day = day_text(data, lang, &daily.spec),
                place = wording::mention(&data.words, lang, daily.info.place),
                how = data.service.rules(kind)?.how_to_move(),
                next = reset_text(ctx)
            ),
        ),
    )
    .await
}
