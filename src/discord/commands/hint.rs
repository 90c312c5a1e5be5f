//! `/hint`: the strong computer player's best three moves for this turn, privately; and the
//! turn post's "Hint" button. Only where hints are allowed (solo practice games, and games
//! whose host allowed them); every hint is counted in the standings.

use poise::serenity_prelude as serenity;

use crate::app::{Guess, Hints};
use crate::discord::{errors, finding, language, limits, reply, BotData, Context, Error};
use crate::words::msg;

/// The hint as the player reads it.
pub fn hint_text(data: &BotData, lang: &str, hints: &Hints) -> String {
    let mut lines = vec![data.say(lang, &msg!("hint-title", used = hints.used))];

    for (i, hint) in hints.moves.iter().enumerate() {
        lines.push(data.say(
            lang,
            &msg!(
                "hint-line",
                n = i + 1,
                // In a code span nothing is escaped: only a backtick could break out of it.
                text = hint.text.replace('`', "'"),
                gains = hint.gains.clone(),
                expected = format!("{:.0}", hint.expected)
            ),
        ));
    }
    limits::content(&lines.join("\n"))
}

/// The best moves for this turn, privately (where the game allows hints).
#[poise::command(slash_command)]
pub async fn hint(
    ctx: Context<'_>,
    #[autocomplete = "crate::discord::finding::autocomplete_game"]
    #[max_length = 100]
    game: Option<String>,
) -> Result<(), Error> {
    // Thinking takes a moment: the answer was deferred before the command ran.
    let game = finding::find_game(ctx, game.as_deref(), Guess::OnlyGame).await?;
    let hints = game.hint().await?;
    reply::private(ctx, hint_text(ctx.data(), language::reader(ctx), &hints)).await
}

/// A click on "Hint" under a turn post (acknowledged privately): the hint privately.
pub async fn handle_hint_button(
    ctx: &serenity::Context,
    data: &BotData,
    component: &serenity::ComponentInteraction,
    game: &str,
) -> Result<(), Error> {
    let actor = finding::component_actor(component);
    let lang = language::of_locale(&component.locale);
    let text = match data.service.game_for(&actor, game).await {
        Ok(access) => match access.hint().await {
            Ok(hints) => hint_text(data, lang, &hints),
            Err(e) => errors::user_message(&data.words, lang, &e),
        },
        Err(e) => errors::user_message(&data.words, lang, &e),
    };
    component
        .create_followup(ctx, reply::private_followup(text))
        .await?;
    Ok(())
}
