//! One file per slash command.
//!
//! To add a command: create `name.rs` with a `#[poise::command(slash_command)]`
//! function, add it to [`all`] (or to the subcommands of `/game`), and, if it sends
//! buttons, give them a variant of [`ComponentId`] and route it in [`handle_component`].
//! A command's file serves no other: what several commands use lives in [`shared`]. A
//! game's own command (`/trail`) is an alias of a shared one, in [`aliases`], the one file
//! that names a game.

pub mod aliases;
pub mod cancel;
pub mod daily;
pub mod export;
pub mod game;
pub mod game_log;
pub mod game_solo;
pub mod games;
pub mod help;
pub mod hint;
pub mod join;
pub mod kick;
pub mod league;
pub mod leave;
pub mod map;
pub mod pass;
pub mod play;
pub mod profile;
pub mod ratings;
pub mod rematch;
pub mod replay;
pub mod scores;
pub mod server_settings;
pub mod settings;
pub mod shared;
pub mod start;
pub mod status;
pub mod undo;

use poise::serenity_prelude as serenity;

use super::component::ComponentId;
use super::{errors, reply, BotData, Error};

/// Every command the bot registers, described from the adapter's catalog
/// ([`crate::discord::words::describe`]).
pub fn all() -> Vec<poise::Command<BotData, Error>> {
    let mut commands = undescribed();
    match super::words::commands_catalog() {
        Ok(words) => {
            let problems = super::words::describe(&mut commands, &words, crate::games::all());
            if !problems.is_empty() {
                tracing::warn!(?problems, "commands described with problems");
            }
        }
        Err(e) => tracing::error!("the adapter's catalog is broken: {e}"),
    }
    commands
}

/// Every command the bot registers, as the code declares them (without their words).
fn undescribed() -> Vec<poise::Command<BotData, Error>> {
    vec![
        anywhere(game::game()),
        anywhere(aliases::trail()),
        anywhere(play::play()),
        anywhere(undo::undo()),
        anywhere(pass::pass()),
        anywhere(map::map()),
        anywhere(hint::hint()),
        on_servers_only(league::league()),
        anywhere(daily::daily()),
        on_servers_only(server_settings::server_settings()),
    ]
}

/// A command installable on a user's account as well as on a server, and usable in a
/// server (with or without the bot), in the direct message with the bot and in group DMs:
/// a solo game or a daily challenge is played in the direct message there, and the moves
/// that play it are typed wherever the user is. What needs the bot on the server (a
/// group's game) says so in one line (`finding::NEEDS_SERVER`). Discord takes these on a
/// top-level command only, for all its subcommands.
fn anywhere(mut command: poise::Command<BotData, Error>) -> poise::Command<BotData, Error> {
    command.install_context = Some(vec![
        serenity::InstallationContext::Guild,
        serenity::InstallationContext::User,
    ]);
    command.interaction_context = Some(vec![
        serenity::InteractionContext::Guild,
        serenity::InteractionContext::BotDm,
        serenity::InteractionContext::PrivateChannel,
    ]);
    command
}

/// A command that lives on a server the bot is in (leagues): installed with the bot on a
/// server only, and offered in servers only.
fn on_servers_only(mut command: poise::Command<BotData, Error>) -> poise::Command<BotData, Error> {
    command.install_context = Some(vec![serenity::InstallationContext::Guild]);
    command.interaction_context = Some(vec![serenity::InteractionContext::Guild]);
    command
}

/// Routes a component interaction (button click) by its [`ComponentId`], once it is
/// acknowledged: every click may wait (on the store, a game's lock, a picture), so Discord
/// has its acknowledgement first, within its 3 seconds. A click that redraws its message
/// is a deferred update, the others a private "thinking…"; a handler's error is answered
/// privately. Ids that are none of the bot's buttons are logged and ignored.
pub async fn handle_component(
    ctx: &serenity::Context,
    data: &BotData,
    component: &serenity::ComponentInteraction,
) -> Result<(), Error> {
    let custom_id = component.data.custom_id.as_str();
    let Ok(id) = custom_id.parse::<ComponentId>() else {
        tracing::warn!(custom_id, "component interaction with an unknown custom_id");
        return Ok(());
    };
    if id.redraws() {
        reply::defer_update(ctx, component).await?;
    } else {
        reply::defer_click(ctx, component).await?;
    }
    let guild = component
        .guild_id
        .map(|g| (g, component.guild_locale.as_deref()));
    data.heard(component.user.id, &component.locale, guild)
        .await;
    if let Err(e) = route(ctx, data, component, id).await {
        let lang = crate::discord::language::of_locale(&component.locale);
        reply::private_after_click(ctx, component, errors::user_message(&data.words, lang, &*e))
            .await?;
    }
    Ok(())
}

/// The handler of a click, acknowledged.
async fn route(
    ctx: &serenity::Context,
    data: &BotData,
    component: &serenity::ComponentInteraction,
    id: ComponentId,
) -> Result<(), Error> {
    match id {
        ComponentId::Lobby { action, game } => {
            shared::opening::handle_lobby_button(ctx, data, component, action, &game).await
        }
        ComponentId::MyMap { game } => map::handle_map_button(ctx, data, component, &game).await,
        ComponentId::Hint { game } => hint::handle_hint_button(ctx, data, component, &game).await,
        ComponentId::Quick { game, text } => {
            shared::moving::handle_quick_button(ctx, data, component, &game, &text).await
        }
        ComponentId::DailyBoard {
            scope,
            date,
            page,
            game,
        } => {
            daily::leaderboard::handle_button(
                ctx,
                data,
                component,
                scope,
                &date,
                page,
                game.as_deref(),
            )
            .await
        }
        ComponentId::LeaguePage {
            league,
            season,
            page,
        } => league::standings::handle_button(ctx, data, component, league, season, page).await,
        ComponentId::GameLog { game, page } => {
            game_log::handle_button(ctx, data, component, &game, page).await
        }
        ComponentId::Rematch { game } => {
            rematch::handle_rematch_button(ctx, data, component, &game).await
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::discord::words::{commands_catalog, describe};

    /// A command, option or choice without its words in the catalog fails here (and would
    /// be registered with its key in brackets).
    #[test]
    fn every_command_option_and_choice_has_its_description_in_the_catalog() {
        let words = commands_catalog().unwrap();
        let mut commands = super::undescribed();
        let problems = describe(&mut commands, &words, crate::games::all());
        assert!(problems.is_empty(), "{problems:#?}");
        let described = super::all();
        assert!(described.iter().all(|c| c.description.is_some()));
    }
}
