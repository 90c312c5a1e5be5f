//! Opening a game: a new game's thread with its lobby message (`/game new` and a game's own
//! `new`), the lobby's Join, Leave and Start buttons, and a solo game's private thread.

use poise::serenity_prelude as serenity;

use crate::app::{GameInfo, GameSettings, Invitee, Place};
use crate::discord::component::LobbyAction;
use crate::discord::data::Posted;
use crate::discord::{
    errors, finding, language, limits, lobby, reply, threads, BotData, Context, Error,
};
use crate::game::{Level, Rules};
use crate::words::{msg, Msg};

/// The permissions the bot needs in a channel to run a game there (with their names' keys).
pub const NEEDED: &[(serenity::Permissions, &str)] = &[
    (
        serenity::Permissions::VIEW_CHANNEL,
        "permission-view-channel",
    ),
    (
        serenity::Permissions::SEND_MESSAGES,
        "permission-send-messages",
    ),
    (
        serenity::Permissions::CREATE_PUBLIC_THREADS,
        "permission-create-public-threads",
    ),
    (
        serenity::Permissions::SEND_MESSAGES_IN_THREADS,
        "permission-send-messages-in-threads",
    ),
    (
        serenity::Permissions::ATTACH_FILES,
        "permission-attach-files",
    ),
    (serenity::Permissions::EMBED_LINKS, "permission-embed-links"),
];

/// What a new game takes besides its game and options: the options of `/game new` (and of a
/// game's own `new`) after them.
pub struct NewGame {
    pub turn_hours: Option<u32>,
    /// Each seat's time bank in hours (none if not given).
    pub bank_hours: Option<u32>,
    pub max_players: Option<u32>,
    pub league: Option<String>,
    pub bots: Bots,
    pub hints: Option<bool>,
    /// The language of its public posts (a tag of [`crate::words::LANGUAGES`]).
    pub language: &'static str,
    /// Who the lobby is open to (`invite:`; none: everyone).
    pub invited: Vec<Invitee>,
}

/// Opens a new game of `rules` with `options` (as stored, worked out once the channel is
/// known to be right for a game); `command` is the command named when run in a game's
/// thread.
pub async fn new_game(
    ctx: Context<'_>,
    command: &str,
    rules: &'static dyn Rules,
    options: impl FnOnce() -> Result<String, Error>,
    new: NewGame,
) -> Result<(), Error> {
    let NewGame {
        turn_hours,
        bank_hours,
        max_players,
        league,
        bots,
        hints,
        language,
        invited,
    } = new;
    let settings = move |_: &crate::app::Service| -> Result<GameSettings, Error> {
        let most = *rules.seats().end();
        let max_players = match max_players {
            None => most.min(8),
            Some(n) if n as usize > most => {
                return Err(errors::refuse(msg!(
                    "opening-too-many-players",
                    game = rules.name(),
                    most,
                    n
                )))
            }
            Some(n) => n as usize,
        };
        Ok(GameSettings {
            game: rules.id().into(),
            options: options()?,
            turn_deadline: turn_hours_deadline(turn_hours),
            bank: std::time::Duration::from_secs(u64::from(bank_hours.unwrap_or(0)) * 3600),
            reminder_lead: None,
            max_players,
            hints: hints.unwrap_or(false),
            language: language.to_owned(),
        })
    };
    open_lobby(ctx, command, settings, (league, invited), bots).await
}

/// Opens a solo game of `rules` with `options` (as stored) in a private thread named
/// `title` (or the player's direct message with the bot, away from a server with it): its
/// game and its place, for the command's reply.
pub async fn open_solo(
    ctx: Context<'_>,
    rules: &'static dyn Rules,
    options: String,
    title: &str,
    language: &str,
) -> Result<(GameInfo, Place), Error> {
    let data = ctx.data();
    if !rules.seats().contains(&1) {
        return Err(errors::refuse(msg!(
            "opening-no-solo",
            game = rules.name(),
            least = *rules.seats().start(),
            most = *rules.seats().end()
        )));
    }
    // Before a thread is opened for it.
    let me = finding::actor(ctx);
    data.service.check_new_solo(me.user).await?;
    let place = threads::open_own_place(ctx, title).await?;
    match data
        .service
        .create_solo_in(place, &me, rules.id(), options, Some(language.to_owned()))
        .await
    {
        Ok(info) => Ok((info, place)),
        Err(e) => {
            threads::discard_thread(ctx, place).await;
            Err(e.into())
        }
    }
}

/// A turn's deadline from the `turn_hours` option (default 24).
pub fn turn_hours_deadline(turn_hours: Option<u32>) -> std::time::Duration {
    std::time::Duration::from_secs(u64::from(turn_hours.unwrap_or(24)) * 3600)
}

/// A computer player's level, as the `bot_level` option offers it (its choices' names are
/// the catalog's keys, `cmd-game-new.bot_level-easy`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum BotLevel {
    #[name = "easy"]
    Easy,
    #[name = "normal"]
    Normal,
    #[name = "strong"]
    Strong,
}

/// The computer players `/game new` (and a game's own `new`) seats at once.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Bots {
    pub count: u32,
    pub level: Level,
}

impl Bots {
    pub fn new(count: Option<u32>, level: Option<BotLevel>) -> Bots {
        Bots {
            count: count.unwrap_or(0),
            level: match level {
                Some(BotLevel::Easy) => Level::Easy,
                Some(BotLevel::Strong) => Level::Strong,
                Some(BotLevel::Normal) | None => Level::Normal,
            },
        }
    }
}

/// Opens a new game's thread in this channel, with its lobby message: what `/game new` and a
/// game's own `new` share. `command` is the command named when run in a game's thread;
/// `settings` are worked out once the channel is known to be right for a game; the lobby
/// is a league's, or open to its invited users and roles only (not both); `bots` are
/// seated before the lobby is shown.
pub async fn open_lobby(
    ctx: Context<'_>,
    command: &str,
    settings: impl FnOnce(&crate::app::Service) -> Result<GameSettings, Error>,
    (league, invited): (Option<String>, Vec<Invitee>),
    bots: Bots,
) -> Result<(), Error> {
    // A group's game needs the bot on the server: said first, in one line.
    let place = finding::place_of(ctx)?;
    threads::require_permissions(ctx, NEEDED, None)?;
    let parent = threads::thread_parent(ctx)?;
    let data = ctx.data();
    if !data.service.games_in(place).await?.is_empty() {
        return Err(errors::refuse(msg!("opening-in-a-game-thread", command)));
    }
    let settings = settings(&data.service)?;
    settings.validate()?;
    let rules = data.service.rules(&settings.game)?;
    let title = rules.name();
    if bots.count > 0 && !rules.has_bots() {
        return Err(errors::refuse(msg!("opening-no-bots", game = title)));
    }
    let host = finding::actor(ctx);
    // Before a thread is opened for it.
    data.service.check_new_lobby(host.user).await?;
    let league = league.filter(|l| !l.trim().is_empty());
    if league.is_some() && bots.count > 0 {
        return Err(errors::refuse(Msg::new("opening-no-bots-in-leagues")));
    }
    // A league's games are its members' already.
    if league.is_some() && !invited.is_empty() {
        return Err(errors::refuse(Msg::new("invite-not-in-leagues")));
    }
    if bots.count as usize >= settings.max_players {
        return Err(errors::refuse(msg!(
            "opening-bots-fill-the-table",
            bots = bots.count,
            most = settings.max_players
        )));
    }
    if let Some(league) = &league {
        data.service
            .check_league_host(&host, league, &settings.game)
            .await?;
    }
    // A league's game is in its server's language.
    let in_game = match &league {
        Some(_) => data.service.guild_language(place.guild).await?,
        None => settings.language.as_str(),
    };
    let thread_title = data.say(
        in_game,
        &msg!("opening-thread-title", game = title, host = &host.name),
    );
    let thread = parent
        .create_thread(
            ctx.http(),
            serenity::CreateThread::new(limits::truncate(&thread_title, 100))
                .kind(serenity::ChannelType::PublicThread),
        )
        .await?;
    let thread_place = crate::app::Place {
        guild: place.guild,
        channel: thread.id.into(),
    };
    let created = match &league {
        Some(league) => {
            data.service
                .create_league_game(thread_place, league, &host)
                .await
        }
        None => {
            data.service
                .create_game_inviting(thread_place, &host, settings, invited)
                .await
        }
    };
    let mut info = match created {
        Ok(info) => info,
        Err(e) => {
            // No game, no thread: an empty thread would be left for nobody.
            threads::discard_thread(ctx, thread_place).await;
            return Err(e.into());
        }
    };
    for _ in 0..bots.count {
        match data.service.add_bot(&info.id, &host, bots.level).await {
            Ok(with_bot) => info = with_bot,
            // The lobby opens with the bots seated so far; the host sees why no more.
            Err(e) => {
                tracing::warn!(game = info.id, "cannot seat a computer player: {e}");
                break;
            }
        }
    }
    lobby::post_lobby(ctx.http(), data, thread.id, &info).await?;
    reply::private(
        ctx,
        data.words.render_in(
            language::reader(ctx),
            &msg!(
                "opening-lobby-open",
                game = &info.id,
                thread = thread.id.to_string()
            ),
            &[],
        ),
    )
    .await
}

/// A click on Join, Leave or Start under a lobby message (acknowledged with a deferred
/// update): the lobby message is redrawn, or the user told privately why not.
pub async fn handle_lobby_button(
    ctx: &serenity::Context,
    data: &BotData,
    component: &serenity::ComponentInteraction,
    action: LobbyAction,
    game: &str,
) -> Result<(), Error> {
    let lang = language::of_locale(&component.locale);
    let access = match data
        .service
        .game_for(&finding::component_actor(component), game)
        .await
    {
        Ok(access) => access,
        Err(e) => {
            return reply::private_after_click(
                ctx,
                component,
                errors::user_message(&data.words, lang, &e),
            )
            .await
        }
    };
    // A lobby's buttons act on the lobby only: once the game has started, Leave does not
    // resign (that is the `leave` command), and Join and Start are refused by the service.
    let done = match action {
        LobbyAction::Join => access.join().await.map(|_| ()),
        LobbyAction::Leave => access.leave_lobby().await,
        LobbyAction::Start => access.start().await.map(|_| ()),
        LobbyAction::AddBot(level) => access.add_bot(level).await.map(|_| ()),
        LobbyAction::RemoveBot => access.remove_bot().await.map(|_| ()),
    };
    if let Err(e) = done {
        return reply::private_after_click(
            ctx,
            component,
            errors::user_message(&data.words, lang, &e),
        )
        .await;
    }
    let game = access.id();
    // A lobby whose message was not stored (opened by an older version): it is now.
    if lobby::lobby_post(data, game).await.is_none() {
        let posted = Posted {
            channel: component.channel_id,
            message: component.message.id,
        };
        if let Err(e) = lobby::remember_lobby(data, game, posted).await {
            tracing::warn!(game, "cannot store where the lobby message is: {e}");
        }
    }
    let info = data.service.game_info(game).await?;
    let invited = data.service.invitees(game).await?;
    let (text, rows) = lobby::lobby_message(&data.words, &info, &invited);
    reply::redraw_clicked(ctx, component, text, rows).await
}
