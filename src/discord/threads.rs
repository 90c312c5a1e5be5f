//! The threads the bot opens for games: the permissions it needs first (refused in words,
//! before anything is created), where a thread may go, a player's private thread (or, away
//! from a server with the bot, their direct message), and the removal of a thread whose
//! game was not created after all.

use poise::serenity_prelude as serenity;

use super::errors::{redacted, refuse};
use super::finding::{self, place_of};
use super::{limits, Context, Error};
use crate::app::Place;
use crate::words::{self, msg, Msg};

/// Refuses, naming what is missing, unless the bot has every permission of `needed` (each
/// with the key of its name as Discord shows it) in the channel of the interaction
/// (`purpose`, the key of what they are for, e.g. `permissions-for-tables`, is said after
/// "in this channel").
pub fn require_permissions(
    ctx: Context<'_>,
    needed: &[(serenity::Permissions, &'static str)],
    purpose: Option<&'static str>,
) -> Result<(), Error> {
    let poise::Context::Application(app) = ctx else {
        return Ok(());
    };
    match app.interaction.app_permissions {
        Some(have) => check_permissions(have, needed, purpose),
        None => Ok(()),
    }
}

/// Refuses, naming what is missing, unless `have` holds every permission of `needed` (see
/// [`require_permissions`]).
fn check_permissions(
    have: serenity::Permissions,
    needed: &[(serenity::Permissions, &'static str)],
    purpose: Option<&'static str>,
) -> Result<(), Error> {
    let missing: Vec<Msg> = needed
        .iter()
        .filter(|(p, _)| !have.contains(*p))
        .map(|(_, name)| Msg::new(*name))
        .collect();
    if missing.is_empty() {
        return Ok(());
    }
    let said = msg!(
        "permissions-missing",
        count = missing.len(),
        missing = words::list(missing)
    );
    Err(refuse(match purpose {
        Some(purpose) => said.with("purpose", Msg::new(purpose)),
        None => said.with("purpose", Msg::new("permissions-for-a-game")),
    }))
}

/// The permissions a solo game's private thread needs.
pub const NEEDED_PRIVATE: &[(serenity::Permissions, &str)] = &[
    (
        serenity::Permissions::VIEW_CHANNEL,
        "permission-view-channel",
    ),
    (
        serenity::Permissions::CREATE_PRIVATE_THREADS,
        "permission-create-private-threads",
    ),
    (
        serenity::Permissions::SEND_MESSAGES_IN_THREADS,
        "permission-send-messages-in-threads",
    ),
    (
        serenity::Permissions::ATTACH_FILES,
        "permission-attach-files",
    ),
];

/// Where one player's own game (solo, daily) is played: a private thread on a server the
/// bot is in; anywhere else (a direct message, a group DM, a server without the bot), the
/// direct message between the player and the bot, opened for them (`POST
/// /users/@me/channels`) when the command comes from elsewhere: the bot can post nowhere
/// else there.
pub async fn open_own_place(ctx: Context<'_>, title: &str) -> Result<Place, Error> {
    if finding::server(ctx).is_none() {
        if finding::in_bot_dm(ctx) {
            return Ok(Place::direct(ctx.channel_id().into()));
        }
        let dm = ctx.author().id.create_dm_channel(ctx).await?;
        return Ok(Place::direct(dm.id.into()));
    }
    require_permissions(ctx, NEEDED_PRIVATE, Some("permissions-for-private-thread"))?;
    open_private_thread(ctx, title).await
}

/// Opens a private thread for one player's game, and adds the player to it: only they (and
/// the server's moderators) see it. Run in a thread, it opens beside it (in the thread's
/// channel), as Discord has no thread inside a thread.
pub async fn open_private_thread(ctx: Context<'_>, title: &str) -> Result<Place, Error> {
    let place = place_of(ctx)?;
    let parent = thread_parent(ctx)?;
    let thread = parent
        .create_thread(
            ctx.http(),
            serenity::CreateThread::new(limits::truncate(title, limits::THREAD_NAME))
                .kind(serenity::ChannelType::PrivateThread)
                .invitable(false)
                .auto_archive_duration(serenity::AutoArchiveDuration::OneWeek),
        )
        .await?;
    let place = Place {
        guild: place.guild,
        channel: thread.id.into(),
    };
    if let Err(e) = thread
        .id
        .add_thread_member(ctx.http(), ctx.author().id)
        .await
    {
        discard_thread(ctx, place).await;
        return Err(e.into());
    }
    Ok(place)
}

/// Where a new thread for this interaction goes: its channel, or, from a thread, the
/// thread's channel (Discord has no thread inside a thread). Other kinds of channel (voice,
/// forum, ...) are refused with a word on where to go.
pub fn thread_parent(ctx: Context<'_>) -> Result<serenity::ChannelId, Error> {
    use serenity::ChannelType as Kind;
    let channel = match ctx {
        poise::Context::Application(app) => app.interaction.channel.as_ref(),
        poise::Context::Prefix(_) => None,
    };
    match channel.map(|c| (c.kind, c.parent_id)) {
        None | Some((Kind::Text, _)) => Ok(ctx.channel_id()),
        Some((Kind::PublicThread | Kind::PrivateThread | Kind::NewsThread, Some(parent))) => {
            Ok(parent)
        }
        Some(_) => Err(refuse(Msg::new("threads-text-channel-only"))),
    }
}

/// Where a new thread for a click goes: as [`thread_parent`], from the channel the clicked
/// message is in (a game's thread: its channel).
pub fn click_parent(
    component: &serenity::ComponentInteraction,
) -> Result<serenity::ChannelId, Error> {
    use serenity::ChannelType as Kind;
    match component.channel.as_ref().map(|c| (c.kind, c.parent_id)) {
        None | Some((Kind::Text, _)) => Ok(component.channel_id),
        Some((Kind::PublicThread | Kind::PrivateThread | Kind::NewsThread, Some(parent))) => {
            Ok(parent)
        }
        Some(_) => Err(refuse(Msg::new("threads-text-channel-only"))),
    }
}

/// [`require_permissions`] for a click: the bot's permissions in the clicked message's
/// channel, as the interaction gives them.
pub fn require_click_permissions(
    component: &serenity::ComponentInteraction,
    needed: &[(serenity::Permissions, &'static str)],
) -> Result<(), Error> {
    match component.app_permissions {
        Some(have) => check_permissions(have, needed, None),
        None => Ok(()),
    }
}

/// Deletes a thread the bot opened for a game that was not created after all (a direct
/// message is the player's, and stays).
pub async fn discard_thread(ctx: Context<'_>, thread: Place) {
    if thread.is_direct() {
        return;
    }
    let id = serenity::ChannelId::from(thread.channel);
    if let Err(e) = id.delete(ctx.http()).await {
        tracing::warn!(
            thread = thread.channel.get(),
            "cannot delete an unused thread: {}",
            redacted(&e)
        );
    }
}
