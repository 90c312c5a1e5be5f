//! `/tucana new`: opens a thread for a new game, with its lobby message, and
//! handles the lobby's Join, Leave and Start buttons.

use poise::serenity_prelude as serenity;

use super::{display_name, reply_private};
use crate::app::GameSettings;
use crate::discord::data::Posted;
use crate::discord::{util, BotData, Context, Error};

/// The island to play.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum MapChoice {
    #[name = "Isla Petit"]
    Petit,
    #[name = "Isla Grande"]
    Grande,
}

impl MapChoice {
    /// The option value Trails of Tucana reads.
    fn value(self) -> &'static str {
        match self {
            MapChoice::Petit => "petit",
            MapChoice::Grande => "grande",
        }
    }
}

/// The id of the game `/tucana` plays.
pub const TUCANA: &str = "tucana";

/// The permissions the bot needs in a channel to run a game there.
pub const NEEDED: &[(serenity::Permissions, &str)] = &[
    (serenity::Permissions::VIEW_CHANNEL, "View Channel"),
    (serenity::Permissions::SEND_MESSAGES, "Send Messages"),
    (
        serenity::Permissions::CREATE_PUBLIC_THREADS,
        "Create Public Threads",
    ),
    (
        serenity::Permissions::SEND_MESSAGES_IN_THREADS,
        "Send Messages in Threads",
    ),
    (serenity::Permissions::ATTACH_FILES, "Attach Files"),
    (serenity::Permissions::EMBED_LINKS, "Embed Links"),
];

/// Trails of Tucana's options chosen with the usual command options, as the game stores
/// them.
pub fn game_options(
    service: &crate::app::Service,
    map: Option<MapChoice>,
    special_bonus: Option<bool>,
    random_start: Option<bool>,
    counter_clockwise: Option<bool>,
    symmetric: Option<bool>,
) -> Result<String, Error> {
    let yes = |b: Option<bool>| if b.unwrap_or(false) { "yes" } else { "no" };
    let direction = if counter_clockwise.unwrap_or(false) {
        "counter-clockwise"
    } else {
        "clockwise"
    };
    let given = [
        ("map", map.unwrap_or(MapChoice::Petit).value()),
        ("special_bonus", yes(special_bonus)),
        ("random_start", yes(random_start)),
        ("direction", direction),
        ("symmetric", yes(symmetric)),
    ];
    Ok(service
        .rules(TUCANA)?
        .options(&given)
        .map_err(util::refuse)?)
}

/// Open a new game in a thread of this channel.
#[allow(clippy::too_many_arguments)]
#[poise::command(slash_command, guild_only)]
pub async fn new(
    ctx: Context<'_>,
    #[description = "The island (default Isla Petit)"] map: Option<MapChoice>,
    #[description = "Play with the special bonus cards (red)"] special_bonus: Option<bool>,
    #[description = "Draw the starting village"] random_start: Option<bool>,
    #[description = "Pass the start counter-clockwise"] counter_clockwise: Option<bool>,
    #[description = "Everyone writes the letters as the host does"] symmetric: Option<bool>,
    #[description = "Hours per turn, 1 to 168 (default 24)"]
    #[min = 1]
    #[max = 168]
    turn_hours: Option<u32>,
    #[description = "Most players, 1 to 50 (default 8)"]
    #[min = 1]
    #[max = 50]
    max_players: Option<u32>,
    #[description = "A game of this league (the league's options apply; members only)"]
    #[autocomplete = "crate::discord::commands::league::autocomplete_league"]
    #[max_length = 100]
    league: Option<String>,
) -> Result<(), Error> {
    let settings = |service: &crate::app::Service| -> Result<GameSettings, Error> {
        Ok(GameSettings {
            game: TUCANA.to_owned(),
            options: game_options(
                service,
                map,
                special_bonus,
                random_start,
                counter_clockwise,
                symmetric,
            )?,
            turn_deadline: turn_hours_deadline(turn_hours),
            reminder_lead: None,
            max_players: max_players.unwrap_or(8) as usize,
        })
    };
    open_lobby(ctx, "/tucana new", settings, league).await
}

/// A turn's deadline from the `turn_hours` option (default 24).
pub fn turn_hours_deadline(turn_hours: Option<u32>) -> std::time::Duration {
    std::time::Duration::from_secs(u64::from(turn_hours.unwrap_or(24)) * 3600)
}

/// Opens a new game's thread in this channel, with its lobby message: what `/tucana new` and
/// `/game new` share. `command` is the command named when run in a game's thread;
/// `settings` are worked out once the channel is known to be right for a game.
pub async fn open_lobby(
    ctx: Context<'_>,
    command: &str,
    settings: impl FnOnce(&crate::app::Service) -> Result<GameSettings, Error>,
    league: Option<String>,
) -> Result<(), Error> {
    util::require_permissions(ctx, NEEDED, "")?;
    let parent = util::thread_parent(ctx)?;
    let place = util::place_of(ctx)?;
    let data = ctx.data();
    if !data.service.games_in(place).await?.is_empty() {
        return Err(util::refuse(format!(
            "this is already a game's thread; run {command} in a channel"
        )));
    }
    let settings = settings(&data.service)?;
    settings.validate()?;
    let title = data.service.rules(&settings.game)?.name();
    let host = ctx.author();
    // Before a thread is opened for it.
    data.service.check_new_lobby(host.id.get()).await?;
    let league = league.filter(|l| !l.trim().is_empty());
    if let Some(league) = &league {
        data.service
            .check_league_host(place.guild, league, host.id.get())
            .await?;
    }
    ctx.defer_ephemeral().await?;
    let name = display_name(host, ctx.author_member().await.as_deref());
    let thread = parent
        .create_thread(
            ctx.http(),
            serenity::CreateThread::new(util::truncate(&format!("{title} – {name}'s game"), 100))
                .kind(serenity::ChannelType::PublicThread),
        )
        .await?;
    let thread_place = crate::app::Place {
        guild: place.guild,
        channel: thread.id.get(),
    };
    let created = match &league {
        Some(league) => {
            data.service
                .create_league_game(thread_place, league, host.id.get(), &name)
                .await
        }
        None => {
            data.service
                .create_game(thread_place, host.id.get(), &name, settings)
                .await
        }
    };
    let info = match created {
        Ok(info) => info,
        Err(e) => {
            // No game, no thread: an empty thread would be left for nobody.
            util::discard_thread(ctx, thread_place).await;
            return Err(e.into());
        }
    };
    let (text, rows) = util::lobby_message(&info);
    let lobby = thread
        .id
        .send_message(
            ctx.http(),
            serenity::CreateMessage::new()
                .content(text)
                .components(rows)
                .allowed_mentions(serenity::CreateAllowedMentions::new().empty_users()),
        )
        .await?;
    let posted = Posted {
        channel: thread.id,
        message: lobby.id,
    };
    if let Err(e) = util::remember_lobby(data, &info.id, posted).await {
        tracing::warn!(
            game = info.id,
            "cannot store where the lobby message is: {e}"
        );
    }
    ctx.send(
        poise::CreateReply::default()
            .content(format!(
                "Game `{}` is open in <#{}>: players join there.",
                info.id, thread.id
            ))
            .ephemeral(true),
    )
    .await?;
    Ok(())
}

/// A click on Join, Leave or Start under a lobby message.
pub async fn handle_lobby_button(
    ctx: &serenity::Context,
    data: &BotData,
    component: &serenity::ComponentInteraction,
    action: &str,
    game: &str,
) -> Result<(), Error> {
    let user = &component.user;
    let access = match data
        .service
        .game_for(util::component_actor(component), game)
        .await
    {
        Ok(access) => access,
        Err(e) => return reply_private(ctx, component, util::user_message(&e)).await,
    };
    // A lobby's buttons act on the lobby only: once the game has started, Leave does not
    // resign (that is /tucana leave), and Join and Start are refused by the service.
    let done = match action {
        "join" => {
            let name = display_name(user, component.member.as_ref());
            access.join(&name).await.map(|_| ())
        }
        "leave" => access.leave_lobby().await,
        "start" => access.start().await.map(|_| ()),
        _ => return Ok(()),
    };
    if let Err(e) = done {
        return reply_private(ctx, component, util::user_message(&e)).await;
    }
    let game = access.id();
    // A lobby whose message was not stored (opened by an older version): it is now.
    if util::lobby_post(data, game).await.is_none() {
        let posted = Posted {
            channel: component.channel_id,
            message: component.message.id,
        };
        if let Err(e) = util::remember_lobby(data, game, posted).await {
            tracing::warn!(game, "cannot store where the lobby message is: {e}");
        }
    }
    let info = data.service.game_info(game).await?;
    let (text, rows) = util::lobby_message(&info);
    let update = serenity::CreateInteractionResponseMessage::new()
        .content(text)
        .components(rows)
        .allowed_mentions(serenity::CreateAllowedMentions::new().empty_users());
    component
        .create_response(
            ctx,
            serenity::CreateInteractionResponse::UpdateMessage(update),
        )
        .await?;
    Ok(())
}
