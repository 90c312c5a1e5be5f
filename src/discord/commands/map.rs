//! `/map [player]`: a sheet as a private picture; and the turn post's "My map" button.

use poise::serenity_prelude as serenity;

use crate::app::{AppError, GameView, Guess, UserId};
use crate::discord::{errors, finding, reply, BotData, Context, Error};
use crate::game::View;

/// The sheet of `user` in the game as its player sees it (with the legal trails if
/// `legal`), private information included: for that player's eyes only.
pub fn sheet_png(view: &GameView, user: UserId, legal: bool) -> Option<Vec<u8>> {
    let seat = view.seat_of(user)?;
    let game = view.game.as_ref()?;
    game.picture(View::Seat { seat, hints: legal }, &view.names())
}

/// The sheet of `user` as the other players may see it: no private information.
pub fn seen_png(view: &GameView, user: UserId) -> Option<Vec<u8>> {
    let seat = view.seat_of(user)?;
    let game = view.game.as_ref()?;
    game.picture(View::Seen { seat }, &view.names())
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
    let png = if whose == me {
        sheet_png(view, whose, true)
    } else {
        seen_png(view, whose)
    }
    .ok_or_else(|| errors::refuse("that player is not in this game"))?;
    let text = if whose == me {
        "Your sheet (legal trails highlighted).".to_owned()
    } else {
        format!("<@{whose}>'s sheet.")
    };
    ctx.send(
        reply::private_message(text)
            .attachment(serenity::CreateAttachment::bytes(png, "sheet.png")),
    )
    .await?;
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
        Ok(access) => match sheet_png(&access.view, user, true) {
            Some(png) => reply::private_followup("Your sheet (legal trails highlighted).")
                .add_file(serenity::CreateAttachment::bytes(png, "sheet.png")),
            None => reply::private_followup(errors::user_message(&AppError::NotAPlayer)),
        },
        Err(e) => reply::private_followup(errors::user_message(&e)),
    };
    component.create_followup(ctx, followup).await?;
    Ok(())
}
