//! `/trail`: draw a trail, chosen by autocomplete; and the skip-bonus button.

use crate::store::UserId;
use poise::serenity_prelude as serenity;

use crate::app::{Actor, Guess, MoveOutcome};
use crate::discord::component::ComponentId;
use crate::discord::{errors, finding, limits, reply, BotData, Context, Error};
use crate::game::Legal;

/// The option values of the interaction, by name (strings only).
pub fn string_option(ctx: Context<'_>, name: &str) -> Option<String> {
    let poise::Context::Application(app) = ctx else {
        return None;
    };
    app.interaction
        .data
        .options
        .iter()
        .find_map(|o| match &o.value {
            serenity::CommandDataOptionValue::String(s) if o.name == name => Some(s.clone()),
            _ => None,
        })
}

/// Autocomplete of a `game` option: the user's active games.
pub async fn autocomplete_game(
    ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let choices = finding::game_choices(ctx.data(), &finding::actor(ctx), partial).await;
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

/// The legal moves of the user that `keep` keeps, best first, filtered by what is typed:
/// `C3-D4 · forest–desert · +2 · connects ...`.
pub async fn move_choices(
    data: &BotData,
    place: Option<crate::app::Place>,
    actor: Actor,
    game: Option<&str>,
    partial: &str,
    keep: fn(&Legal) -> bool,
) -> Vec<serenity::AutocompleteChoice> {
    let Ok(game) = data
        .service
        .find_game(&actor, place, game, Guess::OnlyGame)
        .await
    else {
        return Vec::new();
    };
    let view = game.view;
    let (Some(seat), Some(engine)) = (view.seat_of(actor.user), view.game) else {
        return Vec::new();
    };
    let partial = partial.trim().to_lowercase();
    engine
        .legal_moves(seat)
        .into_iter()
        .filter(keep)
        .map(|legal| {
            let line = if legal.note.is_empty() {
                legal.text.clone()
            } else {
                format!("{} · {}", legal.text, legal.note)
            };
            (limits::truncate(&line, 100), legal.text)
        })
        .filter(|(line, _)| line.to_lowercase().contains(&partial))
        .take(25)
        .map(|(line, text)| serenity::AutocompleteChoice::new(line, text))
        .collect()
}

/// Autocomplete of a move option (`/trail`'s, `/move`'s): the user's legal moves that `keep`
/// keeps, in the game of the `game` option or of the thread.
pub async fn autocomplete_moves(
    ctx: Context<'_>,
    partial: &str,
    keep: fn(&Legal) -> bool,
) -> serenity::CreateAutocompleteResponse {
    let game = string_option(ctx, "game");
    let place = finding::place_of(ctx).ok();
    let actor = finding::actor(ctx);
    let choices = move_choices(ctx.data(), place, actor, game.as_deref(), partial, keep).await;
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

/// The legal trails of the user (Trails of Tucana's trails are written `C3-D4`).
async fn autocomplete_trail(
    ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    autocomplete_moves(ctx, partial, |l| l.text.contains('-')).await
}

/// The text of a move's reply (the game's note on it), and the buttons of its quick moves.
pub fn outcome_reply(
    game: &str,
    outcome: &MoveOutcome,
) -> (String, Vec<serenity::CreateActionRow>) {
    let mut text = outcome.note.clone().unwrap_or_else(|| "Done.".to_owned());
    if outcome.game_over {
        text.push_str("\nThat was the last move of the game!");
    }

    let buttons: Vec<serenity::CreateButton> = outcome
        .quick
        .iter()
        .filter(|q| q.text == "skip")
        .map(|q| {
            ComponentId::SkipBonus {
                game: game.to_owned(),
            }
            .button(
                &limits::truncate(&q.note, 80),
                serenity::ButtonStyle::Secondary,
            )
        })
        .collect();
    let rows = if buttons.is_empty() {
        Vec::new()
    } else {
        vec![serenity::CreateActionRow::Buttons(buttons)]
    };
    (limits::content(&text), rows)
}

/// Draw a trail (pick one from the list).
#[poise::command(slash_command, guild_only)]
pub async fn trail(
    ctx: Context<'_>,
    #[description = "The trail, e.g. C3-D4: pick one from the list"]
    #[autocomplete = "autocomplete_trail"]
    #[max_length = 100]
    trail: String,
    #[description = "The game (outside its thread)"]
    #[autocomplete = "autocomplete_game"]
    #[max_length = 100]
    game: Option<String>,
) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let user: UserId = ctx.author().id.into();
    let trail = trail
        .split('·')
        .next()
        .unwrap_or_default()
        .trim()
        .to_owned();
    if trail.is_empty() {
        return Err(errors::refuse(
            "name a trail, e.g. C3-D4: pick one from the list",
        ));
    }
    let (outcome, view) = finding::play(ctx, game.as_deref(), Guess::OnlyGame, &trail).await?;
    let (text, rows) = outcome_reply(&view.info.id, &outcome);
    let mut answer = reply::private_message(text);
    if !rows.is_empty() {
        answer = answer.components(rows);
    }
    if let Some(png) = super::map::sheet_png(&view, user, true) {
        answer = answer.attachment(serenity::CreateAttachment::bytes(png, "sheet.png"));
    }
    if let Some((_, Some(cards))) = outcome.next.as_ref().and(super::map::own_turn(&view, user)) {
        answer = answer.attachment(serenity::CreateAttachment::bytes(cards, "cards.png"));
    }
    ctx.send(answer).await?;
    Ok(())
}

/// A click on "Skip the bonus trail".
pub async fn handle_skip_button(
    ctx: &serenity::Context,
    data: &BotData,
    component: &serenity::ComponentInteraction,
    game: &str,
) -> Result<(), Error> {
    let actor = finding::component_actor(component);
    let skipped = data.service.play_as(&actor, game, "skip").await;
    let text = match skipped {
        Ok((outcome, _)) => outcome.note.unwrap_or_else(|| "Skipped.".to_owned()),
        Err(e) => errors::user_message(&e),
    };
    reply::private_to_click(ctx, component, text).await
}
