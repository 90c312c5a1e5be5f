//! `/map [player]`: a sheet as a private picture; and the turn post's "My map" button.

use poise::serenity_prelude as serenity;

use super::shared::away::with_away;
use super::shared::sheets::{own_turn, seen_png, sheet_png};
use crate::app::{AppError, GameView, Guess, UserId};
use crate::discord::drawing::draw;
use crate::discord::{errors, finding, reply, BotData, Context, Error};

/// Your sheet privately, with your own turn's cards in a free-paced game.
fn own_sheet(view: &GameView, user: UserId) -> Option<(String, Vec<serenity::CreateAttachment>)> {
    let png = sheet_png(view, user, true)?;
    let mut text = "Your sheet (legal trails highlighted).".to_owned();
    // A hand held in secret, in words, for this player alone.
    let seat = view.seat_of(user)?;
    if let Some(words) = view.game.as_ref().and_then(|g| g.own_words(seat)) {
        text = format!("{words}\n{text}");
    }
    let mut files = vec![serenity::CreateAttachment::bytes(png, "sheet.png")];
    if let Some((words, cards)) = own_turn(view, user) {
        text = format!("{words}\n{text}");
        if let Some(cards) = cards {
            files.insert(0, serenity::CreateAttachment::bytes(cards, "cards.png"));
        }
    }
    Some((text, files))
}

/// Your sheet, or another player's, as a private picture.
#[poise::command(slash_command)]
pub async fn map(
    ctx: Context<'_>,
    #[description = "Whose sheet (default: yours)"] player: Option<serenity::User>,
    #[description = "The game (outside its thread)"]
    #[autocomplete = "crate::discord::finding::autocomplete_game"]
    #[max_length = 100]
    game: Option<String>,
) -> Result<(), Error> {
    let game = finding::find_game(ctx, game.as_deref(), Guess::OnlyGame).await?;
    let me: UserId = ctx.author().id.into();
    let view = game.view;
    finding::seat_of(&view.info, me).ok_or(AppError::NotAPlayer)?;
    if view.game.is_none() {
        return Err(AppError::NotStarted.into());
    }
    let whose = player.as_ref().map_or(me, |u| u.id.into());
    let not_in = || errors::refuse("that player is not in this game");
    let away = ctx.data().service.away(&view, me, None).await;
    let (text, files) = if whose == me {
        draw(move || own_sheet(&view, me))
            .await?
            .ok_or_else(not_in)?
    } else {
        let free = view.game.as_ref().is_some_and(|g| g.is_free_paced());
        let png = draw(move || seen_png(&view, me, whose))
            .await?
            .ok_or_else(not_in)?;
        let when = if free {
            " as it stood when you finished your last turn"
        } else {
            ""
        };
        (
            format!("<@{whose}>'s sheet{when}."),
            vec![serenity::CreateAttachment::bytes(png, "sheet.png")],
        )
    };
    let text = with_away(away.as_ref(), &text);
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
    let actor = finding::component_actor(component);
    let followup = match data.service.game_for(&actor, game).await {
        Ok(access) => {
            let away = data.service.away(&access.view, user, None).await;
            match draw(move || own_sheet(&access.view, user)).await? {
                Some((text, files)) => {
                    let text = with_away(away.as_ref(), &text);
                    reply::private_followup(text).add_files(files)
                }
                None => reply::private_followup(errors::user_message(
                    &data.words,
                    &AppError::NotAPlayer,
                )),
            }
        }
        Err(e) => reply::private_followup(errors::user_message(&data.words, &e)),
    };
    component.create_followup(ctx, followup).await?;
    Ok(())
}
