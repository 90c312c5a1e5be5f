//! `/game kick player:`: the host takes a player out of the lobby. The player is told in
//! the game's thread; they may join again if the lobby's invitations let them (a lobby
//! open to everyone lets them: to keep someone out, open it to the others only).

use poise::serenity_prelude as serenity;

use crate::app::Guess;
use crate::discord::errors::redacted;
use crate::discord::{finding, language, lobby, reply, Context, Error};
use crate::words::msg;

/// Take a player out of the lobby (host only).
#[poise::command(slash_command)]
pub async fn kick(
    ctx: Context<'_>,
    player: serenity::User,
    #[autocomplete = "crate::discord::finding::autocomplete_game"]
    #[max_length = 100]
    game: Option<String>,
) -> Result<(), Error> {
    let game = finding::find_game(ctx, game.as_deref(), Guess::Never).await?;
    let info = game.kick(player.id.into()).await?;
    let data = ctx.data();
    let who = player.id.to_string();
    reply::private(
        ctx,
        data.say(
            language::reader(ctx),
            &msg!("kick-done", player = &who, game = &info.id),
        ),
    )
    .await?;
    // Told where the game is, in its language, with a mention that reaches them alone.
    let notice = data.say(
        &info.settings.language,
        &msg!("kick-notice", player = &who, game = &info.id),
    );
    let thread = serenity::ChannelId::new(info.place.channel.get().max(1));
    let post = serenity::CreateMessage::new()
        .content(notice)
        .allowed_mentions(serenity::CreateAllowedMentions::new().users([player.id]));
    if let Err(e) = thread.send_message(ctx.http(), post).await {
        tracing::warn!(
            game = info.id,
            "cannot tell a player they left the lobby: {}",
            redacted(&e)
        );
    }
    lobby::refresh_lobby_later(ctx, &info.id);
    Ok(())
}
