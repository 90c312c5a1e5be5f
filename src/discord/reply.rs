//! Private answers: to a command (ephemeral replies) and to a click (ephemeral responses and
//! followups). One way to make them, so that every private answer is cut to Discord's
//! limit ([`limits::content`]) and pings nobody (a name in an answer is shown, not called);
//! a command adds a picture or buttons to [`private_message`] rather than building its own.
//!
//! Every interaction is acknowledged before anything that may wait (the store, a picture,
//! a game's lock), so that Discord has its answer within 3 seconds whatever that waits on:
//! a command is deferred privately before it runs (`events::defer_first`), so its answer
//! is a followup; a click is deferred by `commands::handle_component`, with
//! [`defer_update`] when it redraws its message ([`redraw_clicked`]) and with
//! [`defer_click`] when it answers privately ([`private_after_click`]).

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

/// Answers a click privately with `text` at once (the clicked message stays as it is): for
/// an answer that waits on nothing.
pub async fn private_to_click(
    ctx: &serenity::Context,
    component: &serenity::ComponentInteraction,
    text: impl AsRef<str>,
) -> Result<(), Error> {
    let message = click_message(text.as_ref());
    component
        .create_response(ctx, serenity::CreateInteractionResponse::Message(message))
        .await?;
    Ok(())
}

/// Answers a click deferred with [`defer_update`] by redrawing the clicked message with
/// `text` and `rows` (a lobby, a page of a board), pinging nobody.
pub async fn redraw_clicked(
    ctx: &serenity::Context,
    component: &serenity::ComponentInteraction,
    text: String,
    rows: Vec<serenity::CreateActionRow>,
) -> Result<(), Error> {
    let edit = serenity::EditInteractionResponse::new()
        .content(text)
        .components(rows)
        .allowed_mentions(serenity::CreateAllowedMentions::new().empty_users());
    component.edit_response(ctx, edit).await?;
    Ok(())
}

/// Acknowledges a click that will redraw its message (a deferred update: nothing shows
/// until [`redraw_clicked`] edits it, or a refusal comes with [`private_after_click`]).
pub async fn defer_update(
    ctx: &serenity::Context,
    component: &serenity::ComponentInteraction,
) -> Result<(), Error> {
    component
        .create_response(ctx, serenity::CreateInteractionResponse::Acknowledge)
        .await?;
    Ok(())
}

/// Answers a deferred click ([`defer_click`] or [`defer_update`]) privately with `text`.
pub async fn private_after_click(
    ctx: &serenity::Context,
    component: &serenity::ComponentInteraction,
    text: impl AsRef<str>,
) -> Result<(), Error> {
    component
        .create_followup(ctx, private_followup(text))
        .await?;
    Ok(())
}

/// Answers a click with "thinking…", privately, for work that may take longer than
/// Discord's three seconds; the answer follows with [`private_followup`].
pub async fn defer_click(
    ctx: &serenity::Context,
    component: &serenity::ComponentInteraction,
) -> Result<(), Error> {
    let deferred = serenity::CreateInteractionResponseMessage::new().ephemeral(true);
    component
        .create_response(ctx, serenity::CreateInteractionResponse::Defer(deferred))
        .await?;
    Ok(())
}

/// The private response to a click with `text`.
fn click_message(text: &str) -> serenity::CreateInteractionResponseMessage {
    serenity::CreateInteractionResponseMessage::new()
        .content(limits::content(text))
        .ephemeral(true)
        .allowed_mentions(quiet())
}

/// A private followup to a click that was deferred, with `text`, to which a picture may be
/// added before it is sent (`create_followup`).
pub fn private_followup(text: impl AsRef<str>) -> serenity::CreateInteractionResponseFollowup {
    serenity::CreateInteractionResponseFollowup::new()
        .content(limits::content(text.as_ref()))
        .ephemeral(true)
        .allowed_mentions(quiet())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn json(body: impl serde::Serialize) -> serde_json::Value {
        serde_json::to_value(body).unwrap()
    }

    /// Every kind of private answer: to a command, to a click, after a deferred click.
    fn answers(text: &str) -> Vec<serde_json::Value> {
        let to_command = private_message(text)
            .to_slash_initial_response(serenity::CreateInteractionResponseMessage::new());
        vec![
            json(to_command),
            json(click_message(text)),
            json(private_followup(text)),
        ]
    }

    #[test]
    fn a_private_answer_is_ephemeral_cut_to_a_message_and_pings_nobody() {
        let long = "<@123> and <@&456>, look\n".repeat(200);
        for answer in answers(&long) {
            let flags = answer["flags"].as_u64().unwrap_or_default();
            assert_eq!(flags & 64, 64, "not ephemeral: {answer}");
            let content = answer["content"].as_str().unwrap();
            assert!(content.chars().count() <= limits::MESSAGE, "{content}");
            assert!(content.ends_with("more lines"), "{content}");
            let mentions = &answer["allowed_mentions"];
            assert_eq!(mentions["parse"], serde_json::json!([]), "{answer}");
            assert_eq!(mentions["users"], serde_json::json!([]), "{answer}");
            assert_eq!(mentions["roles"], serde_json::json!([]), "{answer}");
        }
    }

    #[test]
    fn a_short_private_answer_is_sent_as_written() {
        for answer in answers("Game `k3x9a` started with 2 players.") {
            assert_eq!(answer["content"], "Game `k3x9a` started with 2 players.");
        }
    }
}
