//! `/daily play`: starts today's challenge in a private thread (or, away from a server with
//! the bot, in the player's direct message with it), or points to it.

use crate::app::{GameStatus, Place};
use crate::discord::commands::shared::daily::{day_text, reset_text};
use crate::discord::{finding, reply, threads, wording, Context, Error};

/// Play today's challenge (one attempt a day), in a private thread or your DMs with the bot.
#[poise::command(slash_command)]
pub async fn play(
    ctx: Context<'_>,
    #[autocomplete = "crate::discord::commands::shared::daily::autocomplete_daily_game"]
    #[max_length = 100]
    game: Option<String>,
) -> Result<(), Error> {
    let data = ctx.data();
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
            format!(
                "Your attempt at today's challenge ({}) was cancelled; there is one attempt a day. \
                 The next challenge comes at {}.",
                day_text(&spec),
                reset_text(ctx)
            )
        } else if game.status == GameStatus::Finished {
            format!(
                "You have played today's challenge ({}): **{} points**{}.\n\
                 Show it with `/daily share`, compare with `/daily leaderboard`. \
                 The next challenge comes at {}.",
                day_text(&spec),
                attempt.total.unwrap_or(0),
                attempt.title.map(|t| format!(" · {t}")).unwrap_or_default(),
                reset_text(ctx)
            )
        } else {
            format!(
                "Your game of today ({}) is waiting in {}: {}.",
                day_text(&spec),
                wording::mention(game.place),
                wording::summary_shown(&game)
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
    let place = threads::open_own_place(ctx, &format!("Daily {which}{today} · {name}")).await?;
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
        format!(
            "Today's challenge ({}) is ready in {}. {} \
             Everyone plays the same challenge today; one attempt each. \
             The next challenge comes at {}.",
            day_text(&daily.spec),
            wording::mention(daily.info.place),
            data.words
                .render(&data.service.rules(kind)?.how_to_move(), &[]),
            reset_text(ctx)
        ),
    )
    .await
}
