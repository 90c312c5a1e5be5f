//! `/game join`: join the game of this thread (or the one named).

use crate::app::Guess;
use crate::discord::{finding, language, lobby, reply, Context, Error};
use crate::words::msg;

/// Join the game of this thread.
#[poise::command(slash_command)]
pub async fn join(ctx: Context<'_>, #[max_length = 100] game: Option<String>) -> Result<(), Error> {
    let game = finding::find_game(ctx, game.as_deref(), Guess::Never).await?;
    let info = game.join().await?;
    // The reply first: the lobby message's edit may wait on Discord's rate limit, past the
    // interaction's 3 seconds.
    reply::private(
        ctx,
        ctx.data().say(
            language::reader(ctx),
            &msg!("join-done", game = &info.id, players = info.players.len()),
        ),
    )
    .await?;
    lobby::refresh_lobby_later(ctx, &info.id);
    Ok(())
}
