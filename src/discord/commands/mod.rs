//! One file per slash command.
//!
//! To add a command: create `name.rs` with a `#[poise::command(slash_command)]`
//! function, add it to [`all`], and, if it sends buttons or other components,
//! give their `custom_id`s the prefix `name:` and route that prefix in
//! [`handle_component`].

pub mod echo;
pub mod ping;

use poise::serenity_prelude as serenity;

use super::Error;

/// Every command the bot registers.
pub fn all<D: Send + Sync + 'static>() -> Vec<poise::Command<D, Error>> {
    vec![ping::ping(), echo::echo()]
}

/// Routes a component interaction (button click, select menu) by the prefix
/// of its `custom_id` (`"echo:again"` goes to [`echo`]). Unknown ids are
/// logged and ignored.
pub async fn handle_component<D: Send + Sync + 'static>(
    ctx: &serenity::Context,
    _data: &D,
    component: &serenity::ComponentInteraction,
) -> Result<(), Error> {
    let custom_id = component.data.custom_id.as_str();
    match custom_id.split_once(':').map(|(prefix, _)| prefix) {
        Some(echo::COMPONENT_PREFIX) => echo::handle_component(ctx, component).await,
        _ => {
            tracing::warn!(custom_id, "component interaction with an unknown custom_id");
            Ok(())
        }
    }
}
