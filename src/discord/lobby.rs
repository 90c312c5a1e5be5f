//! A game's lobby message: its text and Join/Leave/Start buttons, where it is (stored with
//! the game, so that it is edited after a restart too), and its edits, which follow every
//! change of the lobby (from a command, a button or the outbox) one at a time.

use poise::serenity_prelude as serenity;

use super::component::{ComponentId, LobbyAction};
use super::data::{lock, Posted};
use super::errors::redacted;
use super::wording::options_text;
use super::{BotData, Context};
use crate::app::{AppError, ChannelId, GameInfo, GameStatus, Invitee, MessageId};
use crate::game::Level;
use crate::words::{msg, Catalog, Msg};

/// The lobby message of a game: text and buttons (none once it has started), in the game's
/// language, with the users and roles it is open to (`invited`; none: everyone).
pub fn lobby_message(
    words: &Catalog,
    info: &GameInfo,
    invited: &[Invitee],
) -> (String, Vec<serenity::CreateActionRow>) {
    let lang = info.settings.language.as_str();
    let say = |msg: &Msg| words.render_in(lang, msg, &[]);
    let players: Vec<_> = info
        .players
        .iter()
        .map(|p| super::wording::who(&p.player))
        .collect();
    let state = Msg::new(match info.status {
        GameStatus::Lobby => "lobby-waiting",
        GameStatus::Active => "lobby-started",
        GameStatus::Finished => "lobby-over",
        GameStatus::Cancelled => "lobby-cancelled",
    });
    // The game's own name (ours: no Markdown to escape); a kind of game this bot does not
    // list (a test's) shows its id.
    let name =
        crate::games::find(&info.settings.game).map_or(info.settings.game.as_str(), |g| g.name());
    let text = words.render_in(
        lang,
        &msg!(
            "lobby-message",
            name,
            game = &info.id,
            host = info.host.to_string(),
            options = options_text(words, lang, info),
            count = info.players.len(),
            most = info.settings.max_players,
            players = players.join(", "),
            state
        ),
        &[],
    );
    let text = match (invited, info.status) {
        ([], _) | (_, GameStatus::Finished | GameStatus::Cancelled) => text,
        _ => {
            let who: Vec<String> = invited.iter().map(|i| mention(*i)).collect();
            let line = words.render_in(lang, &msg!("lobby-invited", who = who.join(", ")), &[]);
            super::limits::content(&format!("{text}\n{line}"))
        }
    };
    let rows = if info.status == GameStatus::Lobby {
        let b = |action, label: &str, style| {
            let game = info.id.clone();
            ComponentId::Lobby { action, game }.button(label, style)
        };
        let mut rows = vec![serenity::CreateActionRow::Buttons(vec![
            b(
                LobbyAction::Join,
                &say(&Msg::new("lobby-join")),
                serenity::ButtonStyle::Success,
            ),
            b(
                LobbyAction::Leave,
                &say(&Msg::new("lobby-leave")),
                serenity::ButtonStyle::Secondary,
            ),
            b(
                LobbyAction::Start,
                &say(&Msg::new("lobby-start")),
                serenity::ButtonStyle::Primary,
            ),
        ])];
        // Computer players, for the host: one button per level, and one to take the last
        // one out. Not in a league's game (its buttons would only be refused).
        if info.bots_allowed {
            let mut bots: Vec<serenity::CreateButton> = Level::ALL
                .into_iter()
                .map(|level| {
                    let label = say(&msg!("lobby-add-bot", level = level.msg()));
                    b(
                        LobbyAction::AddBot(level),
                        &label,
                        serenity::ButtonStyle::Secondary,
                    )
                })
                .collect();
            if info.players.iter().any(|p| p.player.bot) {
                bots.push(b(
                    LobbyAction::RemoveBot,
                    &say(&Msg::new("lobby-remove-bot")),
                    serenity::ButtonStyle::Secondary,
                ));
            }
            rows.push(serenity::CreateActionRow::Buttons(bots));
        }
        rows
    } else {
        Vec::new()
    };
    (text, rows)
}

/// How a message mentions an invited user or role.
fn mention(invitee: Invitee) -> String {
    match invitee {
        Invitee::User(u) => format!("<@{}>", u.get()),
        Invitee::Role(r) => format!("<@&{}>", r.get()),
    }
}

/// Posts a new game's lobby message in `channel` (its thread) and stores where it is. Its
/// invited users are mentioned, and pinged; an invited role is shown, not pinged (a role
/// may be the whole server).
pub async fn post_lobby(
    http: &serenity::Http,
    data: &BotData,
    channel: serenity::ChannelId,
    info: &GameInfo,
) -> Result<(), super::Error> {
    let invited = data.service.invitees(&info.id).await?;
    let (text, rows) = lobby_message(&data.words, info, &invited);
    let users = invited.iter().filter_map(|i| match i {
        Invitee::User(u) => Some(serenity::UserId::new(u.get().max(1))),
        Invitee::Role(_) => None,
    });
    let lobby = channel
        .send_message(
            http,
            serenity::CreateMessage::new()
                .content(text)
                .components(rows)
                .allowed_mentions(serenity::CreateAllowedMentions::new().users(users)),
        )
        .await?;
    let posted = Posted {
        channel,
        message: lobby.id,
    };
    if let Err(e) = remember_lobby(data, &info.id, posted).await {
        tracing::warn!(
            game = info.id,
            "cannot store where the lobby message is: {e}"
        );
    }
    Ok(())
}

/// Where a lobby message is, as stored with its game.
#[derive(serde::Serialize, serde::Deserialize)]
struct LobbyPost {
    channel: ChannelId,
    message: MessageId,
}

/// Stores where a game's lobby message is, so that it is edited at start, cancel and
/// expiry, after a restart too.
pub async fn remember_lobby(data: &BotData, game: &str, posted: Posted) -> Result<(), AppError> {
    let post = LobbyPost {
        channel: ChannelId::from(posted.channel.get()),
        message: MessageId::from(posted.message.get()),
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
        channel: serenity::ChannelId::new(post.channel.get()),
        message: serenity::MessageId::new(post.message.get()),
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
    let invited = data.service.invitees(game).await.unwrap_or_default();
    let (text, rows) = lobby_message(&data.words, &info, &invited);
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
        let mut edits = lock(&data.posts.lobby_edits);
        let entry = edits.entry(game.clone()).or_default();
        if entry.0 {
            return;
        }
        entry.0 = true;
        entry.1.clone()
    };
    tokio::spawn(async move {
        let guard = turn.lock().await;
        if let Some(entry) = lock(&data.posts.lobby_edits).get_mut(&game) {
            entry.0 = false;
        }
        refresh_lobby(&http, &data, &game).await;
        drop(guard);
        drop(turn);
        // Forget the game's entry once no edit waits or runs.
        let mut edits = lock(&data.posts.lobby_edits);
        if edits
            .get(&game)
            .is_some_and(|(waiting, turn)| !waiting && std::sync::Arc::strong_count(turn) == 1)
        {
            edits.remove(&game);
        }
    });
}
