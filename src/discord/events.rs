//! What reaches the bot besides the commands poise runs: gateway events (a shard's
//! `READY`, a button's click), the check that this process serves the interaction's
//! server, every interaction as news of its user (a muted direct message is muted no
//! more), and the errors of commands and events, answered to the user where it makes
//! sense and logged without secrets.

use poise::serenity_prelude as serenity;

use super::startup::StartupKey;
use super::{commands, errors, language, reply, BotData, Context, Error};
use crate::words::Msg;

/// Every gateway event after the framework setup; poise has already handled
/// slash commands and autocomplete.
pub(super) async fn on_event(
    framework: poise::FrameworkContext<'_, BotData, Error>,
    event: &serenity::FullEvent,
) -> Result<(), Error> {
    let ctx = framework.serenity_context;
    match event {
        serenity::FullEvent::Ready { data_about_bot } => {
            tracing::info!(user = %data_about_bot.user.name, "connected to Discord");
            if let Some(startup) = ctx.data.read().await.get::<StartupKey>() {
                startup.shard_ready(data_about_bot);
            }
        }
        serenity::FullEvent::InteractionCreate {
            interaction: serenity::Interaction::Autocomplete(typing),
        } => {
            let guild = typing.guild_id.map(|g| (g, typing.guild_locale.as_deref()));
            framework
                .user_data
                .heard(typing.user.id, &typing.locale, guild)
                .await;
        }
        serenity::FullEvent::InteractionCreate {
            interaction: serenity::Interaction::Component(component),
        } => {
            let data = framework.user_data;
            if !owned_here(data, component.guild_id) {
                let lang = language::of_locale(&component.locale);
                reply::private_to_click(ctx, component, not_here(data, lang)).await?;
                return Ok(());
            }
            commands::handle_component(ctx, data, component).await?;
        }
        _ => {}
    }
    Ok(())
}

/// The reply to an interaction from a server another process of the bot owns.
fn not_here(data: &BotData, lang: &str) -> String {
    data.say(lang, &Msg::new("error-not-here"))
}

/// Whether this process owns the server an interaction comes by (`guild`, its raw guild
/// id: a server without the bot counts, as Discord carries a user-installed command there
/// on that server's shard; none, a direct message or a group DM: the owner of shard 0);
/// logs the refusal of one it does not. With Discord's routing a process only hears its
/// own servers; a misconfiguration (`SHARDS` ranges that overlap, or totals that differ)
/// is refused here, before any command or click touches another process's games. (A
/// user's games in their direct message are every process's: the service finds them
/// from whichever process the command reaches.)
fn owned_here(data: &BotData, guild: Option<serenity::GuildId>) -> bool {
    let guild = guild.map_or(crate::app::GuildId(0), Into::into);
    let owned = data.service.owns_guild(guild);
    if !owned {
        tracing::warn!(
            guild = guild.get(),
            "an interaction from a server of another process's shards: refused (check SHARDS)"
        );
    }
    owned
}

/// Before every command runs (after the check): its answer deferred, privately. A command
/// may wait on the store (a write queued behind others, a database reconnecting), on a
/// game's lock or on a picture; deferred first, Discord has its acknowledgement within
/// its 3 seconds whatever that takes, and the answer follows (as a followup; a refusal
/// too, still private). A command whose answer is for everyone posts it after its private
/// one (`/daily share`).
async fn defer_first(ctx: Context<'_>) {
    if let Err(e) = ctx.defer_ephemeral().await {
        tracing::warn!("cannot defer a command's answer: {}", errors::redacted(&e));
    }
}

/// Before every command runs: [`defer_first`], then [`BotData::heard`].
pub(super) async fn before_command(ctx: Context<'_>) {
    defer_first(ctx).await;
    let guild = ctx
        .guild_id()
        .map(|g| (g, super::language::server_locale(ctx)));
    let locale = ctx.locale().unwrap_or("en-US");
    ctx.data().heard(ctx.author().id, locale, guild).await;
}

/// The commands' check: [`owned_here`] (refused ones are answered in [`on_error`]).
pub(super) fn served_here(ctx: Context<'_>) -> bool {
    let routed_by = match ctx {
        poise::Context::Application(app) => app.interaction.guild_id,
        poise::Context::Prefix(prefix) => prefix.msg.guild_id,
    };
    owned_here(ctx.data(), routed_by)
}

pub(super) async fn on_error(error: poise::FrameworkError<'_, BotData, Error>) {
    match error {
        poise::FrameworkError::Command { error, ctx, .. } => {
            let lang = language::reader(ctx);
            if let Err(e) =
                reply::private(ctx, errors::user_message(&ctx.data().words, lang, &*error)).await
            {
                tracing::warn!("cannot send an error reply: {}", errors::redacted(&e));
                // Whatever made the reply fail, the user still hears that it did not work.
                let went_wrong = ctx.data().say(lang, &Msg::new("error-went-wrong"));
                if let Err(e) = reply::private(ctx, went_wrong).await {
                    tracing::warn!("cannot send a short error reply: {}", errors::redacted(&e));
                }
            }
        }
        poise::FrameworkError::CommandCheckFailed {
            error: None, ctx, ..
        } => {
            let lang = language::reader(ctx);
            if let Err(e) = reply::private(ctx, not_here(ctx.data(), lang)).await {
                tracing::warn!("cannot send a refusal: {}", errors::redacted(&e));
            }
        }
        poise::FrameworkError::Setup { error, .. } => {
            tracing::error!("framework setup failed: {}", errors::redacted(&error));
        }
        poise::FrameworkError::EventHandler { error, event, .. } => {
            tracing::error!(
                event = event.snake_case_name(),
                "event handler failed: {}",
                errors::redacted(&error)
            );
        }
        other => {
            tracing::warn!("{}", errors::redacted(&other));
            // Tells the user something went wrong, where that makes sense.
            if let Err(e) = poise::builtins::on_error(other).await {
                tracing::error!("error while handling an error: {}", errors::redacted(&e));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn logged_errors_carry_no_url() {
        let error = "error sending request for url \
            (https://discord.com/api/v10/interactions/123/aW50ZXJhY3Rpb246dG9rZW4/callback): \
            connection reset; retry http://127.0.0.1:9/x later";
        let shown = errors::redacted(&error);
        assert!(!shown.contains("aW50ZXJhY3Rpb246dG9rZW4"), "{shown}");
        assert!(!shown.contains("127.0.0.1"), "{shown}");
        assert_eq!(
            shown,
            "error sending request for url (<url>): connection reset; retry <url> later"
        );
    }
}
