//! Helpers shared by the commands: finding the game, wording, lobby messages.

use poise::serenity_prelude as serenity;

use super::data::Posted;
use super::{limits, BotData, Context, Error};
use crate::app::{
    Actor, AppError, GameAccess, GameInfo, GameStatus, Guess, Millis, Place, PlayerRef, UserId,
};

/// A refusal to show the user as is.
#[derive(Debug)]
pub struct UserError(pub String);

impl std::fmt::Display for UserError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for UserError {}

/// A boxed [`UserError`].
pub fn refuse(text: impl Into<String>) -> Error {
    Box::new(UserError(text.into()))
}

/// What to tell the user about an error: the service's and ours as they are,
/// anything else as a generic apology (the details go to the log).
pub fn user_message(error: &(dyn std::error::Error + Send + Sync + 'static)) -> String {
    if let Some(e) = error.downcast_ref::<AppError>() {
        return capitalize(&app_message(e));
    }
    if let Some(e) = error.downcast_ref::<UserError>() {
        return capitalize(&e.0);
    }
    if let Some(serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(resp))) =
        error.downcast_ref::<serenity::Error>()
    {
        // Missing Access, Missing Permissions: a channel override the bot cannot see.
        if matches!(resp.error.code, 50001 | 50013) {
            tracing::info!("Discord refused an action: {}", resp.error.message);
            return "Discord refused: I am missing a permission in this channel \
                    (for a game: View Channel, Send Messages, threads and Attach Files); \
                    ask a server admin"
                .to_owned();
        }
    }
    tracing::warn!("command failed: {}", redacted(error));
    "Something went wrong; please try again.".to_owned()
}

/// A service error in words, with the user's own input that it repeats cut and escaped.
fn app_message(e: &AppError) -> String {
    match e {
        AppError::NoSuchGame(id) => format!("no game with id {}", limits::echo(id)),
        AppError::WrongThread { here, named } => {
            format!(
                "this thread is game {here}; you named {}",
                limits::echo(named)
            )
        }
        other => other.to_string(),
    }
}

/// An error's text for the log, without URLs: serenity's and reqwest's errors name the URL
/// they failed on, and an interaction's URL carries its token (valid 15 minutes).
pub fn redacted(error: &dyn std::fmt::Display) -> String {
    let text = error.to_string();
    let mut out = String::with_capacity(text.len());
    let mut rest = text.as_str();
    while let Some(at) = ["https://", "http://"]
        .iter()
        .filter_map(|scheme| rest.find(scheme))
        .min()
    {
        out.push_str(&rest[..at]);
        out.push_str("<url>");
        let url = &rest[at..];
        let end = url
            .find(|c: char| c.is_whitespace() || matches!(c, ')' | '"' | '\'' | '>'))
            .unwrap_or(url.len());
        rest = &url[end..];
    }
    out.push_str(rest);
    out
}

pub fn capitalize(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + c.as_str(),
        None => String::new(),
    }
}

/// The place (guild, channel) an interaction comes from.
pub fn place_of(ctx: Context<'_>) -> Result<Place, Error> {
    let guild = ctx
        .guild_id()
        .ok_or_else(|| refuse("games are played on a server, not in direct messages"))?;
    Ok(Place {
        guild: guild.get(),
        channel: ctx.channel_id().get(),
    })
}

/// Who runs a command: the user, the server, and whether they may manage that server
/// (admin rights count in the game's own server only, which the service checks).
pub fn actor(ctx: Context<'_>) -> Actor {
    let admin = match ctx {
        poise::Context::Application(app) => app
            .interaction
            .member
            .as_ref()
            .and_then(|m| m.permissions)
            .is_some_and(|p| p.contains(serenity::Permissions::MANAGE_GUILD)),
        poise::Context::Prefix(_) => false,
    };
    Actor {
        user: ctx.author().id.get(),
        guild: ctx.guild_id().map(|g| g.get()),
        admin,
    }
}

/// Who clicked a button.
pub fn component_actor(component: &serenity::ComponentInteraction) -> Actor {
    let admin = component
        .member
        .as_ref()
        .and_then(|m| m.permissions)
        .is_some_and(|p| p.contains(serenity::Permissions::MANAGE_GUILD));
    Actor {
        user: component.user.id.get(),
        guild: component.guild_id.map(|g| g.get()),
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
        .find_game(actor(ctx), here, option, guess)
        .await?)
}

/// Autocomplete of a `game` option: the user's active games on this server.
pub async fn game_choices(
    data: &BotData,
    actor: Actor,
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
            serenity::AutocompleteChoice::new(truncate(&label, 100), info.id.clone())
        })
        .collect()
}

pub use super::limits::truncate;

/// "round 2, turn 3 · alice, bob" or "lobby · alice", as plain text (an autocomplete
/// label).
pub fn summary(info: &GameInfo) -> String {
    summary_with(info, str::to_owned)
}

/// [`summary`] for a message: the names escaped for Markdown.
pub fn summary_shown(info: &GameInfo) -> String {
    summary_with(info, limits::name)
}

/// How many players a game's summary names (a game has up to 50).
const SUMMARY_NAMES: usize = 8;

fn summary_with(info: &GameInfo, name: impl Fn(&str) -> String) -> String {
    let names = info.players.iter().map(|p| name(&p.player.name));
    let state = match (info.status, info.round, info.turn) {
        (GameStatus::Active, Some(r), Some(t)) => format!("round {r}, turn {t}"),
        (status, _, _) => status.as_str().to_owned(),
    };
    format!("{state} · {}", name_list(names, SUMMARY_NAMES))
}

/// "a, b, c" with at most `most` names, then "and 12 more".
pub fn name_list(names: impl ExactSizeIterator<Item = String>, most: usize) -> String {
    let total = names.len();
    let mut shown: Vec<String> = names.take(most).collect();
    if total > most {
        shown.push(format!("and {} more", total - most));
    }
    shown.join(", ")
}

/// `<@id>` for each player.
pub fn mentions(players: &[PlayerRef]) -> String {
    players
        .iter()
        .map(|p| format!("<@{}>", p.user))
        .collect::<Vec<_>>()
        .join(" ")
}

/// A Discord timestamp: the date and the relative time.
pub fn timestamp(at: Millis) -> String {
    let s = at.div_euclid(1000);
    format!("<t:{s}:f> (<t:{s}:R>)")
}

/// A link to a channel or thread.
pub fn link(place: Place) -> String {
    format!(
        "https://discord.com/channels/{}/{}",
        place.guild, place.channel
    )
}

/// The options of a game, in words, with its turn length and size.
pub fn options_text(info: &GameInfo) -> String {
    let game = &info.settings;
    let mut parts = vec![match crate::games::find(&game.game) {
        Some(rules) => rules.describe_options(&game.options),
        None => game.game.clone(),
    }];
    parts.push(format!(
        "{} turns",
        crate::app::human_duration(info.settings.turn_deadline)
    ));
    parts.push(format!("up to {} players", info.settings.max_players));
    parts.join(" · ")
}

/// The prefix of the lobby buttons' custom ids.
pub const LOBBY: &str = "lobby";

/// The lobby message of a game: text and buttons (none once it has started).
pub fn lobby_message(info: &GameInfo) -> (String, Vec<serenity::CreateActionRow>) {
    let players: Vec<_> = info
        .players
        .iter()
        .map(|p| format!("<@{}>", p.player.user))
        .collect();
    let state = match info.status {
        GameStatus::Lobby => "Waiting for players: join, then the host starts the game.",
        GameStatus::Active => "The game has started.",
        GameStatus::Finished => "The game is over.",
        GameStatus::Cancelled => "The game was cancelled.",
    };
    let text = format!(
        "**Trails of Tucana** — game `{}`, hosted by <@{}>\n{}\nPlayers ({}/{}): {}\n{}",
        info.id,
        info.host,
        options_text(info),
        info.players.len(),
        info.settings.max_players,
        players.join(", "),
        state
    );
    let rows = if info.status == GameStatus::Lobby {
        let b = |what: &str, label: &str, style| {
            serenity::CreateButton::new(format!("{LOBBY}:{what}:{}", info.id))
                .label(label)
                .style(style)
        };
        vec![serenity::CreateActionRow::Buttons(vec![
            b("join", "Join", serenity::ButtonStyle::Success),
            b("leave", "Leave", serenity::ButtonStyle::Secondary),
            b("start", "Start", serenity::ButtonStyle::Primary),
        ])]
    } else {
        Vec::new()
    };
    (text, rows)
}

/// Where a lobby message is, as stored with its game.
#[derive(serde::Serialize, serde::Deserialize)]
struct LobbyPost {
    channel: u64,
    message: u64,
}

/// Stores where a game's lobby message is, so that it is edited at start, cancel and
/// expiry, after a restart too.
pub async fn remember_lobby(data: &BotData, game: &str, posted: Posted) -> Result<(), AppError> {
    let post = LobbyPost {
        channel: posted.channel.get(),
        message: posted.message.get(),
    };
    let post = serde_json::to_string(&post).expect("a lobby post serializes");
    data.service.set_lobby_post(game, post).await
}

/// Where a game's lobby message is, if the bot posted one.
pub async fn lobby_post(data: &BotData, game: &str) -> Option<Posted> {
    let stored = match data.service.lobby_post(game).await {
        Ok(stored) => stored?,
        Err(e) => {
            tracing::warn!(game, "cannot read where the lobby message is: {e}");
            return None;
        }
    };
    let post: LobbyPost = serde_json::from_str(&stored).ok()?;
    Some(Posted {
        channel: serenity::ChannelId::new(post.channel),
        message: serenity::MessageId::new(post.message),
    })
}

/// Edits the game's lobby message, if the bot posted one.
pub async fn refresh_lobby(http: &serenity::Http, data: &BotData, game: &str) {
    let Some(posted) = lobby_post(data, game).await else {
        return;
    };
    let Ok(info) = data.service.game_info(game).await else {
        return;
    };
    let (text, rows) = lobby_message(&info);
    let edit = serenity::EditMessage::new().content(text).components(rows);
    if let Err(e) = posted
        .channel
        .edit_message(http, posted.message, edit)
        .await
    {
        tracing::warn!(game, "cannot update the lobby message: {}", redacted(&e));
    }
}

/// Edits the game's lobby message in the background, after the interaction is answered:
/// the edit may wait on Discord's rate limit of the message. Edits of one game run one at
/// a time, each showing the game as it is when its turn comes, and at most one waits: a
/// change made while one waits is shown by that one.
pub fn refresh_lobby_later(ctx: Context<'_>, game: &str) {
    let http = ctx.serenity_context().http.clone();
    let data = ctx.data().clone();
    let game = game.to_owned();
    let turn = {
        let mut edits = super::data::lock(&data.posts.lobby_edits);
        let entry = edits.entry(game.clone()).or_default();
        if entry.0 {
            return;
        }
        entry.0 = true;
        entry.1.clone()
    };
    tokio::spawn(async move {
        let guard = turn.lock().await;
        if let Some(entry) = super::data::lock(&data.posts.lobby_edits).get_mut(&game) {
            entry.0 = false;
        }
        refresh_lobby(&http, &data, &game).await;
        drop(guard);
        drop(turn);
        // Forget the game's entry once no edit waits or runs.
        let mut edits = super::data::lock(&data.posts.lobby_edits);
        if edits
            .get(&game)
            .is_some_and(|(waiting, turn)| !waiting && std::sync::Arc::strong_count(turn) == 1)
        {
            edits.remove(&game);
        }
    });
}

/// The seat of a user in a game.
pub fn seat_of(info: &GameInfo, user: UserId) -> Option<usize> {
    info.players.iter().position(|p| p.player.user == user)
}

/// Refuses, naming what is missing, unless the bot has every permission of `needed` in the
/// channel of the interaction (`purpose`, e.g. " to open the tables' threads", is said
/// after "in this channel").
pub fn require_permissions(
    ctx: Context<'_>,
    needed: &[(serenity::Permissions, &'static str)],
    purpose: &str,
) -> Result<(), Error> {
    let poise::Context::Application(app) = ctx else {
        return Ok(());
    };
    let Some(have) = app.interaction.app_permissions else {
        return Ok(());
    };
    let missing: Vec<&str> = needed
        .iter()
        .filter(|(p, _)| !have.contains(*p))
        .map(|(_, name)| *name)
        .collect();
    if missing.is_empty() {
        return Ok(());
    }
    let one = missing.len() == 1;
    Err(refuse(format!(
        "I need the permission{} {} in this channel{purpose}; ask a server admin to grant {}",
        if one { "" } else { "s" },
        missing.join(", "),
        if one { "it" } else { "them" }
    )))
}

/// The permissions a solo game's private thread needs.
pub const NEEDED_PRIVATE: &[(serenity::Permissions, &str)] = &[
    (serenity::Permissions::VIEW_CHANNEL, "View Channel"),
    (
        serenity::Permissions::CREATE_PRIVATE_THREADS,
        "Create Private Threads",
    ),
    (
        serenity::Permissions::SEND_MESSAGES_IN_THREADS,
        "Send Messages in Threads",
    ),
    (serenity::Permissions::ATTACH_FILES, "Attach Files"),
];

/// Opens a private thread for one player's game, and adds the player to it: only they (and
/// the server's moderators) see it. Run in a thread, it opens beside it (in the thread's
/// channel), as Discord has no thread inside a thread.
pub async fn open_private_thread(ctx: Context<'_>, title: &str) -> Result<Place, Error> {
    let place = place_of(ctx)?;
    let parent = thread_parent(ctx)?;
    let thread = parent
        .create_thread(
            ctx.http(),
            serenity::CreateThread::new(truncate(title, 100))
                .kind(serenity::ChannelType::PrivateThread)
                .invitable(false)
                .auto_archive_duration(serenity::AutoArchiveDuration::OneWeek),
        )
        .await?;
    let place = Place {
        guild: place.guild,
        channel: thread.id.get(),
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
        Some(_) => Err(refuse(
            "games are played in threads: run this in a text channel",
        )),
    }
}

/// Deletes a thread the bot opened for a game that was not created after all.
pub async fn discard_thread(ctx: Context<'_>, thread: Place) {
    let id = serenity::ChannelId::new(thread.channel);
    if let Err(e) = id.delete(ctx.http()).await {
        tracing::warn!(
            thread = thread.channel,
            "cannot delete an unused thread: {}",
            redacted(&e)
        );
    }
}

/// Mentions that notify nobody (used where a name is shown, not called).
pub fn quiet() -> serenity::CreateAllowedMentions {
    serenity::CreateAllowedMentions::new()
        .empty_users()
        .empty_roles()
}

/// Prev and Next buttons for page `page` of the pages `first..=last`, each with the custom
/// id of the page it leads to (`id(page)`); none when there is a single page.
pub fn pager(
    page: usize,
    first: usize,
    last: usize,
    id: impl Fn(usize) -> String,
) -> Vec<serenity::CreateActionRow> {
    if last <= first {
        return Vec::new();
    }
    let button = |label: &str, to: usize, enabled: bool| {
        serenity::CreateButton::new(id(to))
            .label(label)
            .style(serenity::ButtonStyle::Secondary)
            .disabled(!enabled)
    };
    vec![serenity::CreateActionRow::Buttons(vec![
        button("Prev", page.saturating_sub(1).max(first), page > first),
        button("Next", (page + 1).min(last), page < last),
    ])]
}

/// Answers privately with `text`, mentioning nobody.
pub async fn reply(ctx: Context<'_>, text: impl Into<String>) -> Result<(), Error> {
    ctx.send(
        poise::CreateReply::default()
            .content(text)
            .ephemeral(true)
            .allowed_mentions(serenity::CreateAllowedMentions::new().empty_users()),
    )
    .await?;
    Ok(())
}
