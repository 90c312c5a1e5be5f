//! One file per slash command.
//!
//! To add a command: create `name.rs` with a `#[poise::command(slash_command)]`
//! function, add it to [`all`] (or to the subcommands of `/game` and `/tucana`), and, if it
//! sends buttons, give their `custom_id`s a prefix and route it in
//! [`handle_component`].

pub mod cancel;
pub mod daily;
pub mod game;
pub mod games;
pub mod help;
pub mod join;
pub mod league;
pub mod leave;
pub mod map;
pub mod new;
pub mod pass;
pub mod play;
pub mod scores;
pub mod settings;
pub mod solo;
pub mod start;
pub mod status;
pub mod trail;
pub mod tucana;
pub mod undo;

use poise::serenity_prelude as serenity;

use super::{outbox, util, BotData, Error};

/// Every command the bot registers.
pub fn all() -> Vec<poise::Command<BotData, Error>> {
    vec![
        tucana::tucana(),
        game::game(),
        trail::trail(),
        play::play(),
        undo::undo(),
        pass::pass(),
        map::map(),
        league::league(),
        daily::daily(),
    ]
}

/// Routes a component interaction (button click) by the prefix of its
/// `custom_id`: `lobby:join:<game>`, `turn:map:<game>`, `trail:skip:<game>`.
/// Unknown ids are logged and ignored.
pub async fn handle_component(
    ctx: &serenity::Context,
    data: &BotData,
    component: &serenity::ComponentInteraction,
) -> Result<(), Error> {
    let custom_id = component.data.custom_id.as_str();
    let mut parts = custom_id.splitn(3, ':');
    let (prefix, action, game) = (parts.next(), parts.next(), parts.next());
    let (Some(prefix), Some(action), Some(game)) = (prefix, action, game) else {
        tracing::warn!(custom_id, "component interaction with an unknown custom_id");
        return Ok(());
    };
    match prefix {
        util::LOBBY => new::handle_lobby_button(ctx, data, component, action, game).await,
        outbox::TURN => map::handle_map_button(ctx, data, component, game).await,
        trail::PREFIX => trail::handle_skip_button(ctx, data, component, game).await,
        daily::PREFIX => {
            daily::leaderboard::handle_button(ctx, data, component, action, game).await
        }
        league::PREFIX => {
            league::standings::handle_button(ctx, data, component, action, game).await
        }
        _ => {
            tracing::warn!(custom_id, "component interaction with an unknown custom_id");
            Ok(())
        }
    }
}

/// Answers a component interaction privately with `text`.
pub async fn reply_private(
    ctx: &serenity::Context,
    component: &serenity::ComponentInteraction,
    text: impl Into<String>,
) -> Result<(), Error> {
    let message = serenity::CreateInteractionResponseMessage::new()
        .content(text)
        .ephemeral(true);
    component
        .create_response(ctx, serenity::CreateInteractionResponse::Message(message))
        .await?;
    Ok(())
}

/// The name a component's user goes by on the server.
pub fn display_name(user: &serenity::User, member: Option<&serenity::Member>) -> String {
    member
        .and_then(|m| m.nick.clone())
        .unwrap_or_else(|| user.display_name().to_owned())
}
