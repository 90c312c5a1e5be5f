//! The Rematch button under a finished game's end post: the first press of one of its
//! players opens a new thread beside the game's with a lobby for the same game, computer
//! players and people (`Service::open_rematch`); each later press of another player joins
//! it, and the last one in starts it. Everything else (who may, once each, one lobby for
//! presses at once) is the service's.

use poise::serenity_prelude as serenity;

use crate::app::{GameStatus, Rematch};
use crate::discord::commands::shared::opening::NEEDED;
use crate::discord::{errors, finding, language, limits, lobby, reply, threads, BotData, Error};
use crate::words::msg;

/// A press of Rematch under the end post of `game` (acknowledged privately).
pub async fn handle_rematch_button(
    ctx: &serenity::Context,
    data: &BotData,
    component: &serenity::ComponentInteraction,
    game: &str,
) -> Result<(), Error> {
    let lang = language::of_locale(&component.locale);
    let actor = finding::component_actor(component);
    let pressed = match data.service.press_rematch(&actor, game).await? {
        Rematch::Open => open(ctx, data, component, game).await?,
        done => done,
    };
    let (key, info) = match pressed {
        Rematch::Opened(info) => ("rematch-opened", info),
        Rematch::Joined(info) => ("rematch-joined", info),
        Rematch::Open => return Ok(()),
    };
    if key == "rematch-joined" {
        lobby::refresh_lobby(&ctx.http, data, &info.id).await;
    }
    let key = match info.status {
        GameStatus::Active => "rematch-started",
        _ => key,
    };
    let said = msg!(
        key,
        game = &info.id,
        thread = info.place.channel.to_string()
    );
    reply::private_after_click(ctx, component, data.say(lang, &said)).await
}

/// Opens the rematch in a new thread of the channel the game's thread is in, and posts its
/// lobby there; if another press opened it meanwhile, this one joins that, and its thread
/// goes.
async fn open(
    ctx: &serenity::Context,
    data: &BotData,
    component: &serenity::ComponentInteraction,
    game: &str,
) -> Result<Rematch, Error> {
    threads::require_click_permissions(component, NEEDED)?;
    let parent = threads::click_parent(component)?;
    let actor = finding::component_actor(component);
    let previous = data.service.game_info(game).await?;
    let name = crate::games::find(&previous.settings.game)
        .map_or(previous.settings.game.as_str(), |g| g.name());
    let title = data.say(
        &previous.settings.language,
        &msg!("opening-thread-title", game = name, host = &actor.name),
    );
    let thread = parent
        .create_thread(
            &ctx.http,
            serenity::CreateThread::new(limits::truncate(&title, 100))
                .kind(serenity::ChannelType::PublicThread),
        )
        .await?;
    let place = crate::app::Place {
        guild: previous.place.guild,
        channel: thread.id.into(),
    };
    match data.service.open_rematch(place, &actor, game).await {
        Ok(Rematch::Opened(info)) => {
            lobby::post_lobby(&ctx.http, data, thread.id, &info).await?;
            Ok(Rematch::Opened(info))
        }
        Ok(other) => {
            discard(ctx, thread.id).await;
            Ok(other)
        }
        Err(e) => {
            discard(ctx, thread.id).await;
            Err(e.into())
        }
    }
}

/// Deletes the thread opened for a rematch that another press opened first (or that could
/// not be opened).
async fn discard(ctx: &serenity::Context, thread: serenity::ChannelId) {
    if let Err(e) = thread.delete(&ctx.http).await {
        tracing::warn!(
            thread = thread.get(),
            "cannot delete an unused thread: {}",
            errors::redacted(&e)
        );
    }
}
