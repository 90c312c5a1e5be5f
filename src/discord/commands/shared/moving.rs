//! A move's path, the same for `/move` and a game's own move command (`/trail`): the
//! legal moves for autocomplete, the move played, and the private reply with the game's
//! note, the seat's picture and the quick moves' buttons (and their clicks).

use poise::serenity_prelude as serenity;

use super::away;
use super::choosing::string_option;
use super::sheets::{own_turn, own_turn_png, sheet_png};
use crate::app::{Actor, GameView, Guess, MoveOutcome, UserId};
use crate::discord::component::ComponentId;
use crate::discord::{errors, finding, language, limits, reply, BotData, Context, Error};
use crate::game::{typed, Legal, Standard};
use crate::words::Msg;

/// The legal moves of the user that `keep` keeps, best first, filtered by what is typed:
/// `C3-D4 · forest–desert · +2 · connects ...`, the notes in `lang` (the reader's), the
/// value the move in the game's notation.
pub async fn move_choices(
    data: &BotData,
    place: Option<crate::app::Place>,
    actor: Actor,
    game: Option<&str>,
    (partial, lang): (&str, &str),
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
    let names = view.names();
    let (Some(seat), Some(engine)) = (view.seat_of(actor.user), view.game) else {
        return Vec::new();
    };
    let partial = partial.trim().to_lowercase();
    // What is typed in the reader's words finds the moves of the notation too.
    let notation = typed::in_notation(engine.rules(), lang, &partial).to_lowercase();
    let lang = crate::words::language(lang).unwrap_or(crate::words::FALLBACK);
    engine
        .legal_moves_named(seat, &names)
        .into_iter()
        .filter(keep)
        .map(|legal| {
            let line = legal.listed(|note| data.words.render_in(lang, note, &names));
            (limits::truncate(&line, 100), legal.text)
        })
        .filter(|(line, text)| {
            line.to_lowercase().contains(&partial) || text.to_lowercase().contains(&notation)
        })
        .take(25)
        .map(|(line, text)| serenity::AutocompleteChoice::new(line, text))
        .collect()
}

/// Autocomplete of a move option (`/move`'s, a game's own command's): the user's legal
/// moves that `keep` keeps, in the game of the `game` option or of the thread.
pub async fn autocomplete_moves(
    ctx: Context<'_>,
    partial: &str,
    keep: fn(&Legal) -> bool,
) -> serenity::CreateAutocompleteResponse {
    let game = string_option(ctx, "game");
    let place = finding::here(ctx);
    let actor = finding::actor(ctx);
    let typed = (partial, language::reader(ctx));
    let choices = move_choices(ctx.data(), place, actor, game.as_deref(), typed, keep).await;
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

/// The text of a move's reply (the game's note on it), and the buttons of its quick moves
/// ([`crate::game::Play::quick_moves`], whatever the game spells them: at most a row).
pub fn outcome_reply(
    data: &BotData,
    lang: &str,
    game: &str,
    outcome: &MoveOutcome,
) -> (String, Vec<serenity::CreateActionRow>) {
    let note = outcome
        .note
        .clone()
        .unwrap_or_else(|| Msg::new("move-done"));
    let mut text = data.words.render_in(lang, &note, &[]);
    if outcome.game_over {
        text.push('\n');
        text.push_str(
            &data
                .words
                .render_in(lang, &Msg::new("move-last-of-game"), &[]),
        );
    }

    let buttons: Vec<serenity::CreateButton> = outcome
        .quick
        .iter()
        .map(|q| {
            let id = ComponentId::Quick {
                game: game.to_owned(),
                text: q.text.clone(),
            };
            let label = match &q.note {
                Some(note) => data.words.render_in(lang, note, &[]),
                None => q.text.clone(),
            };
            (id, label)
        })
        // A move too long for a button's id is typed instead.
        .filter(|(id, _)| id.to_string().chars().count() <= limits::CUSTOM_ID)
        .take(limits::BUTTONS_PER_ROW)
        .map(|(id, label)| id.button(&label, serenity::ButtonStyle::Secondary))
        .collect();
    let rows = if buttons.is_empty() {
        Vec::new()
    } else {
        vec![serenity::CreateActionRow::Buttons(buttons)]
    };
    (limits::content(&text), rows)
}

/// What a move command says in its own words.
pub struct Words {
    /// The key of the refusal of a move left empty.
    pub empty: &'static str,
    /// The file name of the seat's picture in the reply.
    pub picture: &'static str,
}

/// Plays `typed` (a choice's label typed whole counts as its move, the part before the
/// note) in the game of the `game` option or of the thread, and answers privately with the
/// game's note and the seat's picture (and, in a free-paced game, its next turn).
pub async fn play_typed(
    ctx: Context<'_>,
    typed: &str,
    game: Option<&str>,
    words: &Words,
) -> Result<(), Error> {
    let typed = typed.split('·').next().unwrap_or_default().trim();
    if typed.is_empty() {
        return Err(errors::refuse(Msg::new(words.empty)));
    }
    let (outcome, view) = finding::play(ctx, game, Guess::OnlyGame, typed).await?;
    let lang = language::reader(ctx);
    let (text, rows) = outcome_reply(ctx.data(), lang, &view.info.id, &outcome);
    let user: UserId = ctx.author().id.into();
    // What the others did since the player's last move, before the note on this one.
    let text = away::headed(ctx.data(), lang, &view, user, Some(outcome.seq), &text).await;
    let mut answer = reply::private_message(text);
    if !rows.is_empty() {
        answer = answer.components(rows);
    }
    let view = std::sync::Arc::new(view);
    let sheet = sheet_png(ctx.data(), &view, user, true, lang).await?;
    // A free-paced game's next turn: the cards for this player's eyes alone.
    let cards = match outcome
        .next
        .is_some()
        .then(|| own_turn(&view, user))
        .flatten()
    {
        Some((_, seat)) => own_turn_png(ctx.data(), &view, seat, lang).await?,
        None => None,
    };
    if let Some(png) = sheet {
        answer = answer.attachment(serenity::CreateAttachment::bytes(png, words.picture));
    }
    if let Some(cards) = cards {
        answer = answer.attachment(serenity::CreateAttachment::bytes(cards, "cards.png"));
    }
    ctx.send(answer).await?;
    Ok(())
}

/// A click on a quick move's button ("Skip the bonus trail"), acknowledged privately: the
/// move played as if the clicker typed it.
pub async fn handle_quick_button(
    ctx: &serenity::Context,
    data: &BotData,
    component: &serenity::ComponentInteraction,
    game: &str,
    typed: &str,
) -> Result<(), Error> {
    let actor = finding::component_actor(component);
    let lang = language::of_locale(&component.locale);
    let played = data.service.play_as(&actor, game, typed).await;
    let text = match played {
        Ok((outcome, _)) => {
            let note = outcome.note.unwrap_or_else(|| Msg::new("move-done"));
            data.words.render_in(lang, &note, &[])
        }
        Err(e) => errors::user_message(&data.words, lang, &e),
    };
    reply::private_after_click(ctx, component, text).await
}

/// What a generic command's move did, for its reply: the game's note on it, else the
/// game's own word for it ([`Standard::done_word`]).
pub fn standard_done(
    ctx: Context<'_>,
    which: Standard,
    outcome: &MoveOutcome,
    view: &GameView,
) -> String {
    let (data, lang) = (ctx.data(), language::reader(ctx));
    if let Some(note) = &outcome.note {
        return data.words.render_in(lang, note, &view.names());
    }
    match view.game.as_ref() {
        Some(game) => {
            data.words
                .render_in(lang, &game.rules().word(which.done_word()), &view.names())
        }
        None => String::new(),
    }
}
