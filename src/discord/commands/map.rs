//! `/map [player]`: a seat's picture privately (a sheet, a country, an island: the game's
//! words say which); and the turn post's "My map" button.

use poise::serenity_prelude as serenity;

use super::shared::away::with_away;
use std::sync::Arc;

use super::shared::sheets::{own_turn, own_turn_png, seen_png, sheet_png};
use crate::app::{AppError, GameView, Guess, UserId};
use crate::discord::{errors, finding, language, reply, BotData, Context, Error};
use crate::words::Msg;

/// What `/map` says above a sheet, in the game's words ([`crate::game::GAME_WORDS`]):
/// `map-own` for the reader's own, else `map-of` with the player's mention.
fn map_words(data: &BotData, lang: &str, view: &GameView, whose: Option<UserId>) -> String {
    let Some(game) = view.game.as_ref() else {
        return String::new();
    };
    let rules = game.rules();
    let msg = match whose {
        None => rules.word("map-own"),
        Some(user) => {
            let earlier = if game.is_free_paced() { "yes" } else { "no" };
            rules
                .word("map-of")
                .with("player", format!("<@{user}>"))
                .with("earlier", earlier)
        }
    };
    data.words.render_in(lang, &msg, &view.names())
}

/// Your sheet privately (under `said`, the game's words for it), with your own turn's
/// cards in a free-paced game.
async fn own_sheet(
    data: &BotData,
    lang: &'static str,
    view: &Arc<GameView>,
    user: UserId,
    said: String,
) -> Result<Option<(String, Vec<serenity::CreateAttachment>)>, Error> {
    let Some(png) = sheet_png(data, view, user, true, lang).await? else {
        return Ok(None);
    };
    let words = &data.words;
    let mut text = said;
    let names = view.names();
    // A hand held in secret, in words, for this player alone.
    let Some(seat) = view.seat_of(user) else {
        return Ok(None);
    };
    if let Some(own) = view.game.as_ref().and_then(|g| g.own_words(seat)) {
        text = format!("{}\n{text}", words.render_in(lang, &own, &names));
    }
    let mut files = vec![serenity::CreateAttachment::bytes(png, "sheet.png")];
    if let Some((turn, seat)) = own_turn(view, user) {
        text = format!("{}\n{text}", words.render_in(lang, &turn, &names));
        if let Some(cards) = own_turn_png(data, view, seat, lang).await? {
            files.insert(0, serenity::CreateAttachment::bytes(cards, "cards.png"));
        }
    }
    Ok(Some((text, files)))
}

/// Your sheet, or another player's, as a private picture.
#[poise::command(slash_command)]
pub async fn map(
    ctx: Context<'_>,
    player: Option<serenity::User>,
    #[autocomplete = "crate::discord::finding::autocomplete_game"]
    #[max_length = 100]
    game: Option<String>,
) -> Result<(), Error> {
    let game = finding::find_game(ctx, game.as_deref(), Guess::OnlyGame).await?;
    let me: UserId = ctx.author().id.into();
    let view = Arc::new(game.view);
    finding::seat_of(&view.info, me).ok_or(AppError::NotAPlayer)?;
    if view.game.is_none() {
        return Err(AppError::NotStarted.into());
    }
    let whose = player.as_ref().map_or(me, |u| u.id.into());
    let not_in = || errors::refuse(Msg::new("map-not-a-player"));
    let away = ctx.data().service.away(&view, me, None).await;
    let lang = language::reader(ctx);
    let (text, files) = if whose == me {
        let said = map_words(ctx.data(), lang, &view, None);
        own_sheet(ctx.data(), lang, &view, me, said)
            .await?
            .ok_or_else(not_in)?
    } else {
        let said = map_words(ctx.data(), lang, &view, Some(whose));
        let png = seen_png(ctx.data(), &view, me, whose, lang)
            .await?
            .ok_or_else(not_in)?;
        (
            said,
            vec![serenity::CreateAttachment::bytes(png, "sheet.png")],
        )
    };
    let text = with_away(&ctx.data().words, lang, away.as_ref(), &text);
    let mut msg = reply::private_message(text);
    for file in files {
        msg = msg.attachment(file);
    }
    ctx.send(msg).await?;
    Ok(())
}

/// A click on "My map" under a turn post (acknowledged privately): the sheet privately.
pub async fn handle_map_button(
    ctx: &serenity::Context,
    data: &BotData,
    component: &serenity::ComponentInteraction,
    game: &str,
) -> Result<(), Error> {
    let user: UserId = component.user.id.into();
    let lang = language::of_locale(&component.locale);
    let actor = finding::component_actor(component);
    let followup = match data.service.game_for(&actor, game).await {
        Ok(access) => {
            let away = data.service.away(&access.view, user, None).await;
            let said = map_words(data, lang, &access.view, None);
            let view = Arc::new(access.view);
            match own_sheet(data, lang, &view, user, said).await? {
                Some((text, files)) => {
                    let text = with_away(&data.words, lang, away.as_ref(), &text);
                    reply::private_followup(text).add_files(files)
                }
                None => reply::private_followup(errors::user_message(
                    &data.words,
                    lang,
                    &AppError::NotAPlayer,
                )),
            }
        }
        Err(e) => reply::private_followup(errors::user_message(&data.words, lang, &e)),
    };
    component.create_followup(ctx, followup).await?;
    Ok(())
}
