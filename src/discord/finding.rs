//! Who acts and on which game: the place and the [`Actor`] of an interaction (a command or
//! a click), the game a command is about (the service decides; this only gathers what
//! Discord says), the `game` option's autocomplete, a user's name and seat. Every command finds
//! its game the same way, through [`find_game`].

use poise::serenity_prelude as serenity;

use super::errors::refuse;
use super::wording::summary;
use super::{limits, BotData, Context, Error};
use crate::app::{Actor, GameAccess, GameInfo, GameView, Guess, MoveOutcome, Place, UserId};
use crate::game::Standard;
use crate::words::Msg;

/// The key of the refusal of what needs the bot on a server (a group's game, a league)
/// where it is not: one line, with what works there.
pub const NEEDS_SERVER: &str = "needs-server";

/// The place (guild, channel) an interaction comes from, on a server the bot is in.
pub fn place_of(ctx: Context<'_>) -> Result<Place, Error> {
    let guild = server(ctx).ok_or_else(|| refuse(Msg::new(NEEDS_SERVER)))?;
    Ok(Place {
        guild: guild.into(),
        channel: ctx.channel_id().into(),
    })
}

/// Where a command runs, as a game's place: a channel or thread of a server with the bot,
/// or the direct message with the bot (where a player's own game is played); `None`
/// elsewhere (a group DM, a server without the bot), where no game is.
pub fn here(ctx: Context<'_>) -> Option<Place> {
    match place_of(ctx) {
        Ok(place) => Some(place),
        Err(_) if in_bot_dm(ctx) => Some(Place::direct(ctx.channel_id().into())),
        Err(_) => None,
    }
}

/// The server an interaction counts as coming from: its guild, if the bot is installed
/// there. Discord names the installations that allow an interaction in
/// `authorizing_integration_owners`; a user-installed command run in a server without the
/// bot carries that server's id, but no server counts then, as in a direct message: the
/// bot can post nothing there, and none of that server's games may be reached from it.
pub fn server_of(
    guild: Option<serenity::GuildId>,
    owners: &serenity::AuthorizingIntegrationOwners,
) -> Option<serenity::GuildId> {
    let guild = guild?;
    owners
        .0
        .iter()
        .any(|owner| {
            matches!(owner, serenity::AuthorizingIntegrationOwner::GuildInstall(Some(g)) if *g == guild)
        })
        .then_some(guild)
}

/// [`server_of`] a command (or autocomplete).
pub fn server(ctx: Context<'_>) -> Option<serenity::GuildId> {
    match ctx {
        poise::Context::Application(app) => server_of(
            app.interaction.guild_id,
            &app.interaction.authorizing_integration_owners,
        ),
        poise::Context::Prefix(prefix) => prefix.msg.guild_id,
    }
}

/// [`server_of`] a click.
pub fn component_server(component: &serenity::ComponentInteraction) -> Option<serenity::GuildId> {
    server_of(
        component.guild_id,
        &component.authorizing_integration_owners,
    )
}

/// Whether a command runs in the direct message between its user and the bot.
pub fn in_bot_dm(ctx: Context<'_>) -> bool {
    match ctx {
        poise::Context::Application(app) => {
            app.interaction.context == Some(serenity::InteractionContext::BotDm)
        }
        poise::Context::Prefix(prefix) => prefix.msg.guild_id.is_none(),
    }
}

/// Who runs a command: the user by the name to show, the server, and whether they may
/// manage that server (admin rights count in the game's own server only, which the service
/// checks).
pub fn actor(ctx: Context<'_>) -> Actor {
    let member = match ctx {
        poise::Context::Application(app) => app.interaction.member.as_deref(),
        poise::Context::Prefix(_) => None,
    };
    who(ctx.author(), member, server(ctx))
}

/// Who clicked a button.
pub fn component_actor(component: &serenity::ComponentInteraction) -> Actor {
    who(
        &component.user,
        component.member.as_ref(),
        component_server(component),
    )
}

/// An actor from what Discord says of an interaction's user: the member (with its nickname
/// and permissions) comes with every interaction from a server. Admin rights count only on
/// a server the bot is in (`guild`).
fn who(
    user: &serenity::User,
    member: Option<&serenity::Member>,
    guild: Option<serenity::GuildId>,
) -> Actor {
    let admin = member
        .filter(|_| guild.is_some())
        .and_then(|m| m.permissions)
        .is_some_and(|p| p.contains(serenity::Permissions::MANAGE_GUILD));
    // The roles Discord says the member holds (signed with the interaction): what a
    // lobby's invitation to a role is checked against.
    let roles = member
        .filter(|_| guild.is_some())
        .map(|m| {
            m.roles
                .iter()
                .map(|r| crate::app::RoleId(r.get()))
                .collect()
        })
        .unwrap_or_default();
    Actor {
        user: user.id.into(),
        name: display_name(user, member),
        guild: guild.map(Into::into),
        admin,
        roles,
    }
}

/// The name an interaction's user goes by on the server: their nickname there, else their
/// display name.
pub fn display_name(user: &serenity::User, member: Option<&serenity::Member>) -> String {
    member
        .and_then(|m| m.nick.clone())
        .unwrap_or_else(|| user.display_name().to_owned())
}

/// The game a command is about, if its user may act on it: the `game` option or the game
/// of the thread it runs in (both: they must agree), or as `guess` says.
pub async fn find_game(
    ctx: Context<'_>,
    option: Option<&str>,
    guess: Guess,
) -> Result<GameAccess, Error> {
    let here = here(ctx);
    Ok(ctx
        .data()
        .service
        .find_game(&actor(ctx), here, option, guess)
        .await?)
}

/// The game a command about a finished game is about, if its user may see it: the `game`
/// option, else the newest game of the thread it runs in, or of the direct message with
/// the bot, whatever its status.
pub async fn find_ended_game(ctx: Context<'_>, option: Option<&str>) -> Result<GameAccess, Error> {
    let here = here(ctx);
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
    let here = here(ctx);
    Ok(ctx
        .data()
        .service
        .play_found_in(
            &actor(ctx),
            here,
            option,
            guess,
            typed,
            super::language::reader(ctx),
        )
        .await?)
}

/// `/undo` or `/pass` in the game of the `game` option or of the place, as [`play`].
pub async fn play_standard(
    ctx: Context<'_>,
    option: Option<&str>,
    guess: Guess,
    which: Standard,
) -> Result<(MoveOutcome, GameView), Error> {
    let here = here(ctx);
    Ok(ctx
        .data()
        .service
        .play_standard(&actor(ctx), here, option, guess, which)
        .await?)
}

/// Autocomplete of a `game` option: the user's active games on this server that `partial`
/// finds by id, game name or a player's name, those waiting for the user first.
pub async fn game_choices(
    data: &BotData,
    lang: &str,
    actor: &Actor,
    partial: &str,
) -> Vec<serenity::AutocompleteChoice> {
    let games = data
        .service
        .glance_matching(actor, partial)
        .await
        .unwrap_or_default();
    games
        .iter()
        .take(25)
        .map(|g| {
            let info = &g.info;
            let name = crate::games::find(&info.settings.game)
                .map_or(info.settings.game.as_str(), |r| r.name());
            let mut label = format!(
                "{name} · {} · {}",
                info.id,
                summary(&data.words, lang, info)
            );
            if g.waits_for_you {
                let yours = data
                    .words
                    .render_in(lang, &Msg::new("choice-your-turn"), &[]);
                label = format!("{yours} · {label}");
            }
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
    let lang = super::language::reader(ctx);
    let choices = game_choices(ctx.data(), lang, &actor(ctx), partial).await;
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
