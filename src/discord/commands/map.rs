//! `/map [player]`: a sheet as a private picture; and the turn post's "My map" button.

use poise::serenity_prelude as serenity;

use crate::app::{AppError, GameView, Guess, UserId};
use crate::discord::{errors, finding, reply, BotData, Context, Error};
use crate::game::View;

/// The sheet of `user` in the game as its player sees it (with the legal trails if
/// `legal`), private information included: for that player's eyes only. In a free-paced
/// game the cards still on the table are those of the player's own turn, whatever faster
/// players have claimed since.
pub fn sheet_png(view: &GameView, user: UserId, legal: bool) -> Option<Vec<u8>> {
    let seat = view.seat_of(user)?;
    let game = view.seen_by(user)?;
    game.picture(View::Seat { seat, hints: legal }, &view.names())
}

/// The sheet of `user` as `viewer` may see it: no private information, and in a
/// free-paced game nothing of turns the viewer has not finished.
pub fn seen_png(view: &GameView, viewer: UserId, user: UserId) -> Option<Vec<u8>> {
    let seat = view.seat_of(user)?;
    let game = view.seen_by(viewer)?;
    game.picture(View::Seen { seat }, &view.names())
}

/// In a free-paced game, `user`'s own turn: what it shows them and its picture (their
/// cards), for their eyes alone. `None` in a game played together, where the turn post
/// shows it to everyone.
pub fn own_turn(view: &GameView, user: UserId) -> Option<(String, Option<Vec<u8>>)> {
    let seat = view.seat_of(user)?;
    let game = view.game.as_ref().filter(|g| g.is_free_paced())?;
    if !game.to_act().includes(seat) {
        return None;
    }
    let words = format!("Your {}: {}", game.progress(seat), game.seat_headline(seat));
    Some((words, game.picture(View::TurnOf { seat }, &view.names())))
}

/// Your sheet privately, with your own turn's cards in a free-paced game.
fn own_sheet(view: &GameView, user: UserId) -> Option<(String, Vec<serenity::CreateAttachment>)> {
    let png = sheet_png(view, user, true)?;
    let mut text = "Your sheet (legal trails highlighted).".to_owned();
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
#[poise::command(slash_command, guild_only)]
pub async fn map(
    ctx: Context<'_>,
    #[description = "Whose sheet (default: yours)"] player: Option<serenity::User>,
    #[description = "The game (outside its thread)"]
    #[autocomplete = "crate::discord::commands::trail::autocomplete_game"]
    #[max_length = 100]
    game: Option<String>,
) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let game = finding::find_game(ctx, game.as_deref(), Guess::OnlyGame).await?;
    let me: UserId = ctx.author().id.into();
    let view = &game.view;
    finding::seat_of(&view.info, me).ok_or(AppError::NotAPlayer)?;
    if view.game.is_none() {
        return Err(AppError::NotStarted.into());
    }
    let whose = player.as_ref().map_or(me, |u| u.id.into());
    let not_in = || errors::refuse("that player is not in this game");
    let (text, files) = if whose == me {
        own_sheet(view, me).ok_or_else(not_in)?
    } else {
        let png = seen_png(view, me, whose).ok_or_else(not_in)?;
        let free = view.game.as_ref().is_some_and(|g| g.is_free_paced());
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
    let mut msg = reply::private_message(text);
    for file in files {
        msg = msg.attachment(file);
    }
    ctx.send(msg).await?;
    Ok(())
}

/// A click on "My map" under a turn post: defer, then the sheet privately.
pub async fn handle_map_button(
    ctx: &serenity::Context,
    data: &BotData,
    component: &serenity::ComponentInteraction,
    game: &str,
) -> Result<(), Error> {
    reply::defer_click(ctx, component).await?;
    let user: UserId = component.user.id.into();
    let actor = finding::component_actor(component);
    let followup = match data.service.game_for(&actor, game).await {
        Ok(access) => match own_sheet(&access.view, user) {
            Some((text, files)) => reply::private_followup(text).add_files(files),
            None => reply::private_followup(errors::user_message(&AppError::NotAPlayer)),
        },
        Err(e) => reply::private_followup(errors::user_message(&e)),
    };
    component.create_followup(ctx, followup).await?;
    Ok(())
}
