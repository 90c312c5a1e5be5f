//! `/trail`: draw a trail, chosen by autocomplete; and the skip-bonus button.

use poise::serenity_prelude as serenity;

use crate::app::{Actor, Guess, MoveOutcome};
use crate::discord::component::ComponentId;
use crate::discord::{errors, finding, reply, tucana_text, BotData, Context, Error};
use crate::game::TurnState;

/// The option values of the interaction, by name (strings only).
fn string_option(ctx: Context<'_>, name: &str) -> Option<String> {
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
    let choices = finding::game_choices(ctx.data(), finding::actor(ctx), partial).await;
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

/// The legal trails of the user, best first, filtered by what is typed.
pub async fn trail_choices(
    data: &BotData,
    place: Option<crate::app::Place>,
    actor: Actor,
    game: Option<&str>,
    partial: &str,
) -> Vec<serenity::AutocompleteChoice> {
    let Ok(game) = data
        .service
        .find_game(actor, place, game, Guess::OnlyGame)
        .await
    else {
        return Vec::new();
    };
    let user = actor.user;
    let view = game.view;
    let (Some(seat), Some(engine)) = (finding::seat_of(&view.info, user), view.game) else {
        return Vec::new();
    };
    let partial = partial.trim().to_lowercase();
    let mut lines: Vec<(String, u32, String)> = engine
        .legal_trails(seat)
        .iter()
        .map(|e| {
            let (line, value) = tucana_text::trail_line(&engine, seat, e);
            (line, value, engine.map().edge_label(e))
        })
        .filter(|(line, _, _)| line.to_lowercase().contains(&partial))
        .collect();
    lines.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.2.cmp(&b.2)));
    lines
        .into_iter()
        .take(25)
        .map(|(line, _, label)| serenity::AutocompleteChoice::new(line, label))
        .collect()
}

async fn autocomplete_trail(
    ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let game = string_option(ctx, "game");
    let place = finding::place_of(ctx).ok();
    let choices = trail_choices(
        ctx.data(),
        place,
        finding::actor(ctx),
        game.as_deref(),
        partial,
    )
    .await;
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

/// The text of a move's reply, and whether a bonus trail is owed. `sheet` is the
/// player's sheet after the move, on its map.
pub fn outcome_text(
    sheet: Option<(&crate::game::Map, &crate::game::Sheet)>,
    trail: &str,
    outcome: &MoveOutcome,
) -> (String, bool) {
    let mut text = format!("You drew **{}**", trail.to_uppercase());
    match (sheet, &outcome.gain) {
        (Some((map, sheet)), Some(gain)) => {
            let g = tucana_text::gain_text(map, sheet, gain);
            if g.is_empty() {
                text.push_str(": no points yet.");
            } else {
                text.push_str(&format!(": {g}."));
            }
        }
        _ => text.push('.'),
    }
    let owed = match outcome.state {
        TurnState::Bonus(n) => {
            text.push_str(&format!(
                "\nYou are owed {n} bonus trail{}: draw it with `/trail` (any terrain), or skip it.",
                if n == 1 { "" } else { "s" }
            ));
            true
        }
        TurnState::Done => {
            text.push_str("\nYou are done for this turn.");
            false
        }
        TurnState::Trail => false,
    };
    if outcome.game_over {
        text.push_str("\nThat was the last trail of the game!");
    }
    (text, owed)
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
    let game = finding::find_game(ctx, game.as_deref(), Guess::OnlyGame).await?;
    let user = ctx.author().id.get();
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
    let outcome = game.play(&trail).await?;
    let view = game.fresh().await?;
    let sheet = view
        .game
        .as_ref()
        .zip(finding::seat_of(&view.info, user))
        .map(|(engine, seat)| (engine.map(), engine.sheet(seat)));
    let (text, owed) = outcome_text(sheet, &trail, &outcome);
    let mut answer = reply::private_message(text);
    if owed {
        let skip = ComponentId::SkipBonus {
            game: game.id().to_owned(),
        };
        let skip = skip.button("Skip the bonus trail", serenity::ButtonStyle::Secondary);
        answer = answer.components(vec![serenity::CreateActionRow::Buttons(vec![skip])]);
    }
    if let Some(png) = super::map::sheet_png(&view, user, true) {
        answer = answer.attachment(serenity::CreateAttachment::bytes(png, "sheet.png"));
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
    let skipped = match data.service.game_for(actor, game).await {
        Ok(access) => access.skip_bonus().await,
        Err(e) => Err(e),
    };
    let text = match skipped {
        Ok(outcome) => match outcome.state {
            TurnState::Bonus(n) => format!("Skipped; {n} bonus trail(s) still owed."),
            _ => "Bonus trail skipped: you are done for this turn.".to_owned(),
        },
        Err(e) => errors::user_message(&e),
    };
    reply::private_to_click(ctx, component, text).await
}
