//! `/echo text`: repeats the text, with autocomplete on `text` and an
//! "Again" button whose click is answered privately.

use poise::serenity_prelude as serenity;

use crate::discord::{Context, Error};

/// The prefix of this command's component `custom_id`s.
pub const COMPONENT_PREFIX: &str = "echo";

/// The `custom_id` of the "Again" button.
pub const AGAIN_BUTTON: &str = "echo:again";

/// The reply to a click on the "Again" button.
pub const CLICKED: &str = "clicked";

/// Words offered by the autocomplete.
pub const SUGGESTIONS: &[&str] = &["hello", "help", "jungle", "toucan", "trail"];

/// The suggestions that start with what the user has typed (case-insensitive).
pub fn suggestions(partial: &str) -> Vec<&'static str> {
    let partial = partial.trim().to_lowercase();
    SUGGESTIONS
        .iter()
        .copied()
        .filter(|word| word.starts_with(&partial))
        .collect()
}

async fn autocomplete_text<D: Send + Sync + 'static>(
    _ctx: Context<'_, D>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let choices = suggestions(partial)
        .into_iter()
        .map(serenity::AutocompleteChoice::from)
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

/// Repeat some text.
#[poise::command(slash_command)]
pub async fn echo<D: Send + Sync + 'static>(
    ctx: Context<'_, D>,
    #[description = "What to repeat"]
    #[autocomplete = "autocomplete_text"]
    text: String,
) -> Result<(), Error> {
    let again = serenity::CreateButton::new(AGAIN_BUTTON)
        .label("Again")
        .style(serenity::ButtonStyle::Primary);
    let reply = poise::CreateReply::default()
        .content(text)
        .components(vec![serenity::CreateActionRow::Buttons(vec![again])]);
    ctx.send(reply).await?;
    Ok(())
}

/// Handles clicks on this command's buttons.
pub async fn handle_component(
    ctx: &serenity::Context,
    component: &serenity::ComponentInteraction,
) -> Result<(), Error> {
    if component.data.custom_id == AGAIN_BUTTON {
        let message = serenity::CreateInteractionResponseMessage::new()
            .content(CLICKED)
            .ephemeral(true);
        component
            .create_response(ctx, serenity::CreateInteractionResponse::Message(message))
            .await?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn suggestions_filter_by_prefix() {
        assert_eq!(suggestions("he"), ["hello", "help"]);
        assert_eq!(suggestions("T"), ["toucan", "trail"]);
        assert_eq!(suggestions(""), SUGGESTIONS);
        assert!(suggestions("zebra").is_empty());
    }
}
