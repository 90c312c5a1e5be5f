//! Private answers: to a command (ephemeral replies) and to a click (ephemeral responses and
//! followups). One way to make them, so that every private answer is cut to Discord's
//! limit ([`limits::content`]) and pings nobody (a name in an answer is shown, not called);
//! a command adds a picture or buttons to [`private_message`] rather than building its own.

use poise::serenity_prelude as serenity;

use super::wording::quiet;
use super::{limits, Context, Error};

/// A private answer to a command with `text`, to which a picture or buttons may be added
/// before it is sent (`ctx.send`).
pub fn private_message(text: impl AsRef<str>) -> poise::CreateReply {
    poise::CreateReply::default()
        .content(limits::content(text.as_ref()))
        .ephemeral(true)
        .allowed_mentions(quiet())
}

/// Answers a command privately with `text`.
pub async fn private(ctx: Context<'_>, text: impl AsRef<str>) -> Result<(), Error> {
    ctx.send(private_message(text)).await?;
    Ok(())
}

/// Answers a click privately with `text` (the clicked message stays as it is).
pub async fn private_to_click(
    ctx: &serenity::Context,
    component: &serenity::ComponentInteraction,
    text: impl AsRef<str>,
) -> Result<(), Error> {
    let message = serenity::CreateInteractionResponseMessage::new()
        .content(limits::content(text.as_ref()))
        .ephemeral(true)
        .allowed_mentions(quiet());
    component
        .create_response(ctx, serenity::CreateInteractionResponse::Message(message))
        .await?;
    Ok(())
}

/// A private followup to a click that was deferred, with `text`, to which a picture may be
/// added before it is sent (`create_followup`).
pub fn private_followup(text: impl AsRef<str>) -> serenity::CreateInteractionResponseFollowup {
    serenity::CreateInteractionResponseFollowup::new()
        .content(limits::content(text.as_ref()))
        .ephemeral(true)
        .allowed_mentions(quiet())
}
