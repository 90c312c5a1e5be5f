//! Who acts and on which game: the place and the [`Actor`] of an interaction (a command or
//! a click), the game a command is about (the service decides; this only gathers what
//! Discord says), the `game` option's autocomplete, a user's name and seat. Every command finds
//! its game the same way, through [`find_game`].

use poise::serenity_prelude as serenity;

use super::errors::refuse;
use super::wording::summary;
use super::{limits, BotData, Context, Error};
use crate::app::{Actor, GameAccess, GameInfo, GameView, Guess, MoveOutcome, Place, UserId};

/// The place (guild, channel) an interaction comes from.
pub fn place_of(ctx: Context<'_>) -> Result<Place, Error> {
    let guild = ctx
        .guild_id()
        .ok_or_else(|| refuse("games are played on a server, not in direct messages"))?;
    Ok(Place {
        guild: guild.into(),
        channel: ctx.channel_id().into(),
    })
}

/// Who runs a command: the user by the name to show, the server, and whether they may
/// manage that server (admin rights count in the game's own server only, which the service
/// checks).
pub fn actor(ctx: Context<'_>) -> Actor {
    let member = match ctx {
        poise::Context::Application(app) => app.interaction.member.as_deref(),
        poise::Context::Prefix(_) => None,
    };
    who(ctx.author(), member, ctx.guild_id())
}

/// Who clicked a button.
pub fn component_actor(component: &serenity::ComponentInteraction) -> Actor {
    who(
        &component.user,
        component.member.as_ref(),
        component.guild_id,
    )
}

/// An actor from what Discord says of an interaction's user: the member (with its nickname
/// and permissions) comes with every interaction from a server.
fn who(
    user: &serenity::User,
    member: Option<&serenity::Member>,
    guild: Option<serenity::GuildId>,
) -> Actor {
    let admin = member
        .and_then(|m| m.permissions)
        .is_some_and(|p| p.contains(serenity::Permissions::MANAGE_GUILD));
    Actor {
        user: user.id.into(),
        name: super::commands::display_name(user, member),
        guild: guild.map(Into::into),
        admin,
    }
}

/// The game a command is about, if its user may act on it: the `game` option or the game
/// of the thread it runs in (both: they must agree), or as `guess` says.
pub async fn find_game(
    ctx: Context<'_>,
    option: Option<&str>,
    guess: Guess,
) -> Result<GameAccess, Error> {
    let here = place_of(ctx).ok();
    Ok(ctx
        .data()
        .service
        .find_game(&actor(ctx), here, option, guess)
        .await?)
}

/// The game a command about a finished game is about, if its user may see it: the `game`
/// option, else the newest game of the thread it runs in, whatever its status.
pub async fn find_ended_game(ctx: Context<'_>, option: Option<&str>) -> Result<GameAccess, Error> {
    let here = place_of(ctx).ok();
    Ok(ctx
        .data()
        .service
        .find_ended_game(&actor(ctx), here, option)
        .await?)
}

/// A move in the game a command is about (found as [`find_game`] finds it), with the
/// game's view after it: the service checks the caller, plays and views the game under one
/// take of its lock.
pub async fn play(
    ctx: Context<'_>,
    option: Option<&str>,
    guess: Guess,
    typed: &str,
) -> Result<(MoveOutcome, GameView), Error> {
    let here = place_of(ctx).ok();
    Ok(ctx
        .data()
        .service
        .play_found(&actor(ctx), here, option, guess, typed)
        .await?)
}

/// Autocomplete of a `game` option: the user's active games on this server.
pub async fn game_choices(
    data: &BotData,
    actor: &Actor,
    partial: &str,
) -> Vec<serenity::AutocompleteChoice> {
    let partial = partial.trim().to_lowercase();
    let games = data.service.games_of(actor).await.unwrap_or_default();
    games
        .iter()
        .filter(|info| info.id.contains(&partial))
        .take(25)
        .map(|info| {
            let label = format!("{} · {}", info.id, summary(info));
            serenity::AutocompleteChoice::new(
                limits::truncate(&label, limits::CHOICE),
                info.id.clone(),
            )
        })
        .collect()
}

/// Autocomplete of a `game` option: the user's active games.
pub async fn autocomplete_game(
    ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let choices = game_choices(ctx.data(), &actor(ctx), partial).await;
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

/// A user's name on the server, for a `User` option.
pub fn user_name(ctx: Context<'_>, user: &serenity::User) -> String {
    if let poise::Context::Application(app) = ctx {
        if let Some(m) = app
            .interaction
            .data
            .resolved
            .members
            .get(&user.id)
            .and_then(|m| m.nick.clone())
        {
            return m;
        }
    }
    user.display_name().to_owned()
}

/// The seat of a user in a game.
pub fn seat_of(info: &GameInfo, user: UserId) -> Option<usize> {
    info.players.iter().position(|p| p.player.user == user)
}
