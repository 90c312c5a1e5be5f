//! Delivers the service's outboxes to Discord: each game event becomes a post (or an
//! edit) in its game's thread, each league event a post in its league's place. An event
//! is marked delivered only once Discord accepted it.
//!
//! How (the machinery is in [`lanes`]):
//! - **A queue per channel.** Events are delivered channel by channel, in order within a
//!   channel, up to [`lanes::LANES`] channels at once; a channel that fails waits on its
//!   own, so one event's failure never delays another channel's posts. League
//!   announcements have queues of their own.
//! - **Failures are classified.** Network errors, 5xx and 429 are retried, with a wait
//!   per channel that doubles (0.5 s, 1 s, 2 s, … up to a minute). In production
//!   serenity's rate limiter keeps to Discord's buckets and, on a 429, waits out
//!   `retry_after` and resends by itself, so a 429 reaching us is rare. A refusal that no
//!   retry changes ([`refusals`]: a 401, 403, 404, a body Discord does not take) is given
//!   up at once; one because the place cannot be reached (a user who closed their DMs)
//!   gives up, in a direct message, every pending event of the place and mutes it until
//!   its user interacts again (`Service::place_unreachable`). Another refusal — another
//!   4xx, serenity's own checks (`Error::Model`, e.g. a message too long), an event whose
//!   game cannot be loaded to draw it, a delivery that panicked — is tried
//!   [`lanes::TRIES`] times, then given up: recorded in the outbox with its reason
//!   (`Service::event_refused`) and logged once with the game.
//! - **Words before pictures.** A picture that fails to draw leaves its post as text; an
//!   end post refused as too large is posted again without its files.
//! - **Limits and names.** Every content posted or edited here goes through
//!   [`limits::content`]; every player name through [`limits::name`].
//! - **Pictures show the event**: they are drawn from the game as it was at the event's
//!   position (`OutboundEvent::seq`), not from the game as it is now: the state the
//!   service kept from the change that wrote the event (`Service::game_of_event`; a
//!   replay of the log only for an event older than the process), drawn on the drawers'
//!   blocking threads and kept in the one picture cache ([`drawing`](super::drawing)), so
//!   that a post delivered again draws nothing. (Events stored before positions were
//!   recorded are drawn from the game as it is now, or posted without their picture.)
//! - **No delivery draws a replay**: a game's end post goes with its standings and owes
//!   the replay ([`crate::app::Service::owe_replay`]), which the service draws in its
//!   turn and then adds as a `replay` event; that post reads the kept GIF. So end posts
//!   never wait for a drawing, and no lane is ever held by one.
//! - **"Still to play" edits of one turn are coalesced**: several pending together give
//!   one edit with the newest line.
//! - **No post is shown twice.** Every message created carries a nonce derived from the
//!   event's idempotency key ([`nonce`]) with `enforce_nonce`: Discord answers a second
//!   create with the same nonce, within a few minutes, with the first message, so a post
//!   resent after a crash between sending and confirming is not doubled.
//! - **Supervised.** Each delivery runs in a task of its own (a panic fails that delivery
//!   only), and the outbox task is restarted, with a log line, if it panics or ends.
//!
//! `tests/e2e/discord_e2e.rs` shows a post refused with 500 and then 429 arriving exactly once
//! (`the_outbox_retries_until_discord_accepts`); `tests/e2e/outbox_e2e.rs` a refused event
//! given up while other games post, a 48-player end delivered, coalesced edits, a late turn
//! post with its own turn's picture, nonces, and the adapter's maps shrinking;
//! `tests/services/durability.rs` that no post is visible twice across SIGKILLs; the unit tests of
//! [`lanes`] a panicking delivery and the supervisor.

pub mod lanes;
pub mod leagues;
pub mod notices;
pub mod refusals;

use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;
use tokio::task::JoinHandle;

use super::component::ComponentId;
use super::data::{lock, Posted, TurnPost};
use super::drawing::draw;
use super::web_links;
use super::{errors, limits, lobby, wording, BotData, Error};
use crate::app::event::turn_key;
use crate::app::{
    notice_line, progress_key, AppError, ChannelId, Event, LeagueOutbound, MessageId,
    OutboundEvent, PictureKey, PlayerRef, SeatProgress,
};
use crate::game::{Play, View};
use crate::words::{msg, Catalog, Msg};
use lanes::{Courier, Failure, Item};

/// How long the supervisor waits before restarting a stopped outbox.
const RESTART_WAIT: Duration = Duration::from_secs(1);

/// Starts the delivery task (supervised: restarted if it panics or ends). Aborting the
/// returned task stops it and every delivery it started.
pub fn spawn(http: Arc<serenity::Http>, data: BotData) -> JoinHandle<()> {
    tokio::spawn(async move {
        // The turn notices by direct message beside the posts, each supervised, both
        // stopped with this task.
        let (dm_http, dm_data) = (Arc::clone(&http), data.clone());
        let posts = lanes::supervise("outbox", RESTART_WAIT, move || {
            lanes::run(data.clone(), courier(http.clone(), data.clone()))
        });
        let dms = lanes::supervise("turn notices", RESTART_WAIT, move || {
            notices::run(Arc::clone(&dm_http), dm_data.clone())
        });
        tokio::join!(posts, dms);
    })
}

/// Delivery on Discord.
fn courier(http: Arc<serenity::Http>, data: BotData) -> Courier {
    Arc::new(move |item| {
        let (http, data) = (http.clone(), data.clone());
        Box::pin(async move {
            match item {
                Item::Game(ev) => deliver(&http, &data, &ev).await.map_err(classify),
                Item::League(ev) => deliver_league(&http, &data, ev).await.map_err(classify),
            }
        })
    })
}

/// The message nonce of an event: at most 25 characters (Discord's limit), the same for
/// the same key forever (a 128-bit FNV-1a hash of the key, in base 36).
pub fn nonce(key: &str) -> String {
    let mut h: u128 = 0x6c62_272e_07bb_0142_62b8_2175_6295_c58d;
    for b in key.bytes() {
        h ^= u128::from(b);
        h = h.wrapping_mul(0x0000_0000_0100_0000_0000_0000_0000_013b);
    }
    let digits = b"0123456789abcdefghijklmnopqrstuvwxyz";
    let mut out = Vec::with_capacity(25);
    loop {
        out.push(digits[(h % 36) as usize]);
        h /= 36;
        if h == 0 {
            break;
        }
    }
    out.reverse();
    String::from_utf8(out).expect("ascii digits")
}

/// Transient or refused, from a delivery's error.
fn classify(e: Error) -> Failure {
    if let Some(e) = e.downcast_ref::<serenity::Error>() {
        return classify_serenity(e);
    }
    if let Some(e) = e.downcast_ref::<AppError>() {
        return if e.is_transient() {
            Failure::Retry(None)
        } else {
            Failure::Refused(e.to_string())
        };
    }
    Failure::Refused(errors::redacted(&e))
}

fn classify_serenity(e: &serenity::Error) -> Failure {
    use serenity::{Error as E, HttpError as H};
    match e {
        E::Http(H::UnsuccessfulRequest(resp)) => {
            let status = resp.status_code.as_u16();
            if status == 429 || status >= 500 {
                Failure::Retry(None)
            } else {
                // Not the URL: an interaction's URL carries its token.
                let reason = format!(
                    "Discord answered {status} ({}: {})",
                    resp.error.code, resp.error.message
                );
                refusals::refusal(status, resp.error.code, reason)
            }
        }
        E::Http(H::Request(_) | H::RateLimitI64F64 | H::RateLimitUtf8)
        | E::Io(_)
        | E::Gateway(_)
        | E::Tungstenite(_) => Failure::Retry(None),
        E::Http(_) => Failure::Refused(crate::words::for_log("the request could not be built")),
        // serenity's own checks (a message too long…), an answer it could not read.
        other => Failure::Refused(errors::redacted(other)),
    }
}

/// A new message: its content cut to Discord's limit, no pings unless allowed, and the
/// event's nonce, enforced.
fn post(key: &str, text: &str) -> serenity::CreateMessage {
    serenity::CreateMessage::new()
        .content(limits::content(text))
        .allowed_mentions(wording::quiet())
        .nonce(serenity::Nonce::String(nonce(key)))
        .enforce_nonce(true)
}

/// The game as the event shows it: the state the service kept for it (or holds at its
/// position; replayed only when it was let go, as after a restart). An event stored
/// before positions were recorded is drawn from the game as it is now, or without a
/// picture if that cannot be had.
///
/// A game that cannot be had (it was set aside, or its log is broken) gives no picture:
/// the post goes out with its text alone, rather than being given up and never seen.
/// Only a transient failure (storage) is an error, to retry.
async fn game_of_event(
    data: &BotData,
    ev: &OutboundEvent,
) -> Result<Option<(Arc<dyn Play>, usize)>, Error> {
    let game = match ev.seq {
        Some(seq) => data
            .service
            .game_of_event(&ev.game, &ev.key, seq)
            .await
            .map(|g| Some((g, usize::try_from(seq).unwrap_or(0)))),
        None => data
            .service
            .view(&ev.game)
            .await
            .map(|v| v.game.map(|g| (Arc::from(g), v.len))),
    };
    match game {
        Ok(game) => Ok(game),
        Err(e) if e.is_transient() => Err(e.into()),
        Err(e) => {
            tracing::warn!(
                game = ev.game,
                key = ev.key,
                "posting without a picture: {e}"
            );
            Ok(None)
        }
    }
}

/// A league announcement (its picture drawn off the async workers).
async fn deliver_league(
    http: &serenity::Http,
    data: &BotData,
    ev: LeagueOutbound,
) -> Result<Option<String>, Error> {
    let channel = serenity::ChannelId::from(ev.place.channel);
    let key = ev.key.clone();
    // A league's posts are in its server's language.
    let lang = data.service.guild_language(ev.place.guild).await?;
    let words = std::sync::Arc::clone(&data.words);
    let page = match &ev.event {
        crate::app::LeagueEvent::SeasonEnded { season, .. } => {
            web_links::Page::League(ev.league_id.0, Some(season.0))
        }
        _ => web_links::Page::League(ev.league_id.0, None),
    };
    let link = web_links::row(data, lang, Some(ev.place.guild), page).await;
    let msg = draw(move || leagues::message(&words, lang, &ev)).await?;
    let msg = msg.components(link.into_iter().collect());
    let msg = msg
        .nonce(serenity::Nonce::String(nonce(&key)))
        .enforce_nonce(true);
    channel.send_message(http, msg).await?;
    Ok(None)
}

/// What a delivered event became, kept with it in the outbox: for a turn's post, where it
/// is and its text before the "still to play" line, so that it can still be edited after
/// a restart.
#[derive(serde::Serialize, serde::Deserialize)]
struct TurnReceipt {
    channel: ChannelId,
    message: MessageId,
    head: String,
}

/// A turn's post: remembered since it was posted, or found in its event's receipt.
async fn turn_post(data: &BotData, game: &str, round: usize, turn: usize) -> Option<TurnPost> {
    kept_post(
        data,
        (game.to_owned(), round, turn),
        &turn_key(game, round, turn),
    )
    .await
}

/// Where a free-paced game's progress post is kept among the turn posts: turn (0, 0),
/// which no turn has (they count from 1), and no such game has turn posts.
fn progress_slot(game: &str) -> (String, usize, usize) {
    (game.to_owned(), 0, 0)
}

/// A post kept to be edited: remembered since it was posted, or found in the receipt of
/// the event `receipt_key` that posted it.
async fn kept_post(
    data: &BotData,
    key: (String, usize, usize),
    receipt_key: &str,
) -> Option<TurnPost> {
    if let Some(known) = lock(&data.posts.turns).get(&key).cloned() {
        return Some(known);
    }
    let receipt = data.service.receipt(receipt_key).await.ok()??;
    let receipt: TurnReceipt = serde_json::from_str(&receipt).ok()?;
    let post = (
        Posted {
            channel: serenity::ChannelId::new(receipt.channel.get()),
            message: serenity::MessageId::new(receipt.message.get()),
        },
        receipt.head,
    );
    lock(&data.posts.turns).insert(key, post.clone());
    Some(post)
}

/// Player names for a post, each escaped.
fn names(players: &[PlayerRef]) -> String {
    players
        .iter()
        .map(|p| limits::name(&p.name))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Edits a kept post's text (cut to Discord's limit), mentioning nobody.
async fn edit_quietly(http: &serenity::Http, posted: Posted, text: &str) -> Result<(), Error> {
    let edit = serenity::EditMessage::new()
        .content(limits::content(text))
        .allowed_mentions(wording::quiet());
    posted
        .channel
        .edit_message(http, posted.message, edit)
        .await?;
    Ok(())
}

/// A free-paced game's progress post: where everyone is, no cards.
fn progress_text(words: &Catalog, lang: &str, players: &[SeatProgress]) -> String {
    let line = players
        .iter()
        .map(|p| {
            let progress = p
                .progress
                .as_ref()
                .map_or_else(String::new, |m| words.render_in(lang, m, &[]));
            format!("{} {progress}", limits::name(&p.player.name))
        })
        .collect::<Vec<_>>()
        .join(" · ");
    let free_pace = words.render_in(lang, &Msg::new("outbox-free-pace"), &[]);
    format!("{free_pace}\n{line}")
}

fn still_to_play(words: &Catalog, lang: &str, waiting: &[PlayerRef]) -> String {
    let msg = if waiting.is_empty() {
        Msg::new("outbox-everyone-played")
    } else {
        msg!("outbox-still-to-play", who = wording::mentions(waiting))
    };
    words.render_in(lang, &msg, &[])
}

fn standing_lines(words: &Catalog, lang: &str, standings: &[crate::app::Standing]) -> Vec<String> {
    standings
        .iter()
        .map(|s| {
            format!(
                "{}. {} — {}{}",
                s.rank,
                limits::name(&s.player.name),
                s.total,
                wording::hints_used(words, lang, s.hints)
            )
        })
        .collect()
}

/// The Rematch button under an end post, in a row of its own, where the game has one
/// (`Service::rematch_offered`: not a solo game, a daily attempt or a league's); only a
/// passing failure (the database) holds the post back.
async fn rematch_row(
    data: &BotData,
    lang: &str,
    game: &str,
) -> Result<Option<serenity::CreateActionRow>, Error> {
    match data.service.rematch_offered(game).await {
        Ok(true) => {}
        Ok(false) => return Ok(None),
        Err(e) if e.is_transient() => return Err(e.into()),
        Err(e) => {
            tracing::warn!(game, error = %e, "the end post goes without its Rematch button");
            return Ok(None);
        }
    }
    let label = data.say(lang, &Msg::new("rematch-button"));
    let button = ComponentId::Rematch {
        game: game.to_owned(),
    }
    .button(&label, serenity::ButtonStyle::Primary);
    Ok(Some(serenity::CreateActionRow::Buttons(vec![button])))
}

/// An end post owes its game's replay, which follows as a post of its own once drawn
/// (the end post never waits for the drawing). Owed before the end post is sent, so that
/// a restart still draws it; only a passing failure (the database) holds the post back. A
/// daily attempt's is owed nothing while its day is not over for everyone (`/game replay`
/// gives it after).
async fn owe_replay(data: &BotData, game: &str) -> Result<(), Error> {
    if !data.service.end_replays() {
        return Ok(());
    }
    match data.service.check_day_over(game).await {
        Err(AppError::DayNotOver { .. }) => return Ok(()),
        other => other?,
    }
    match data.service.owe_replay(game).await {
        Ok(()) => Ok(()),
        Err(e) if e.is_transient() => Err(e.into()),
        Err(e) => {
            tracing::warn!(game, error = %e, "the end post goes without its replay");
            Ok(())
        }
    }
}

/// A finished game's replay, on its own after the end post: the one kept, never drawn
/// here (a replay forgotten before it was posted is refused, and `/game replay` draws it
/// again).
async fn replay_post(data: &BotData, ev: &OutboundEvent) -> Result<serenity::CreateMessage, Error> {
    let gif = data
        .service
        .kept_replay(&ev.game)
        .await?
        .ok_or_else(|| AppError::Refused(crate::words::msg!("app-replay-gone")))?;
    Ok(
        post(&ev.key, &data.say(&ev.language, &Msg::new("outbox-replay")))
            .add_file(serenity::CreateAttachment::bytes(gif, "replay.gif")),
    )
}

/// Posts (or edits) what an event says; returns its receipt, if it has one.
async fn deliver(
    http: &serenity::Http,
    data: &BotData,
    ev: &OutboundEvent,
) -> Result<Option<String>, Error> {
    let channel = serenity::ChannelId::from(ev.place.channel);
    let post = |text: String| post(&ev.key, &text);
    // A game's posts are in its language.
    let lang = ev.language.as_str();
    match &ev.event {
        Event::GameStarted { players, .. } => {
            lobby::refresh_lobby(http, data, &ev.game).await;
            channel
                .send_message(
                    http,
                    post(data.words.render_in(
                        lang,
                        &msg!("outbox-game-started", order = names(players)),
                        &[],
                    )),
                )
                .await?;
        }
        Event::TurnStarted {
            round,
            turn,
            headline,
            cards,
            deadline,
            waiting_for,
            hints,
        } => {
            // A self-paced (solo) game has no deadline (0).
            let when = if *deadline > 0 {
                let at = wording::timestamp(*deadline);
                data.words
                    .render_in(lang, &msg!("outbox-deadline", at), &[])
            } else {
                data.words
                    .render_in(lang, &Msg::new("outbox-no-deadline"), &[])
            };
            let game = game_of_event(data, ev).await?;
            let name = game.as_ref().map(|(g, _)| g.rules().name());
            // An event written before the headline: Trails of Tucana's two cards.
            let headline = headline
                .clone()
                .or_else(|| Event::legacy_cards(cards))
                .map_or_else(String::new, |h| data.words.render_in(lang, &h, &[]));
            let how = game
                .as_ref()
                .map_or(Msg::new("how-to-move"), |(g, _)| g.rules().how_to_move());
            let how = data.words.render_in(lang, &how, &[]);
            let title = data.words.render_in(
                lang,
                &msg!("outbox-turn-title", round = *round, turn = *turn),
                &[],
            );
            let head = format!("{title} — {headline}\n{when}\n{how}");
            let png = match game {
                Some((game, len)) => {
                    let lang = ev.language.clone();
                    let key = PictureKey::new(&ev.game, len, View::Turn, &[], &lang);
                    picture_or_text(data, &ev.key, key, move || {
                        game.picture(View::Turn, &[], &lang)
                    })
                    .await
                }
                None => None,
            };
            let my_map = ComponentId::MyMap {
                game: ev.game.clone(),
            };
            let mut buttons = vec![my_map.button(
                &data.words.render_in(lang, &Msg::new("button-my-map"), &[]),
                serenity::ButtonStyle::Secondary,
            )];
            if *hints {
                let hint = ComponentId::Hint {
                    game: ev.game.clone(),
                };
                buttons.push(hint.button(
                    &data.words.render_in(lang, &Msg::new("button-hint"), &[]),
                    serenity::ButtonStyle::Secondary,
                ));
            }
            let mut msg = post(format!(
                "{head}\n{}",
                still_to_play(&data.words, lang, waiting_for)
            ))
            .components(vec![serenity::CreateActionRow::Buttons(buttons)]);
            if let Some(png) = png {
                msg = msg.add_file(serenity::CreateAttachment::bytes(
                    png,
                    format!("round{round}-turn{turn}.png"),
                ));
            }
            let sent = channel.send_message(http, msg).await?;
            // Before the post is confirmed: a post delivered again queues nothing twice.
            if notices::wanted(ev.place, *deadline) {
                let users: Vec<_> = waiting_for.iter().map(|p| p.user).collect();
                let line = notice_line(name, &ev.game, *round, *turn);
                data.service
                    .queue_turn_notices(&ev.key, ev.place, &users, &line)
                    .await?;
            }
            let posted = Posted {
                channel,
                message: sent.id,
            };
            // Earlier turns' posts are edited no more: only this one is kept.
            let mut turns = lock(&data.posts.turns);
            turns.retain(|(game, _, _)| *game != ev.game);
            turns.insert((ev.game.clone(), *round, *turn), (posted, head.clone()));
            drop(turns);
            let receipt = TurnReceipt {
                channel: ChannelId::from(channel.get()),
                message: MessageId::from(sent.id.get()),
                head,
            };
            return Ok(serde_json::to_string(&receipt).ok());
        }
        Event::PlayerFinished {
            round,
            turn,
            player,
            waiting_for,
        } => match turn_post(data, &ev.game, *round, *turn).await {
            Some((posted, head)) => {
                let text = format!("{head}\n{}", still_to_play(&data.words, lang, waiting_for));
                edit_quietly(http, posted, &text).await?;
            }
            None => {
                channel
                    .send_message(
                        http,
                        post(data.words.render_in(
                            lang,
                            &msg!(
                                "outbox-has-played",
                                who = limits::name(&player.name),
                                waiting = still_to_play(&data.words, lang, waiting_for)
                            ),
                            &[],
                        )),
                    )
                    .await?;
            }
        },
        Event::TurnSkipped {
            round,
            turn,
            what,
            cards,
        } => {
            let what = Event::skipped_reason(what, cards);
            let text = data.words.render_in(
                lang,
                &msg!("outbox-turn-skipped", round = *round, turn = *turn, what),
                &[],
            );
            channel.send_message(http, post(text)).await?;
        }
        Event::Happened {
            text,
            players,
            lines,
        } => {
            let said = text
                .as_ref()
                .map(|t| data.words.render_in(lang, t, &[]))
                .unwrap_or_default();
            let mut text = match players.as_slice() {
                [] => said,
                players => format!("{}{said}", names(players)),
            };
            for (player, line) in lines {
                if !text.is_empty() {
                    text.push('\n');
                }
                if let Some(player) = player {
                    text.push_str(&limits::name(&player.name));
                }
                text.push_str(&data.words.render_in(lang, line, &[]));
            }
            channel.send_message(http, post(text)).await?;
        }
        Event::PlayerLeft { player } => {
            channel
                .send_message(
                    http,
                    post(data.words.render_in(
                        lang,
                        &msg!("outbox-player-left", who = limits::name(&player.name)),
                        &[],
                    )),
                )
                .await?;
        }
        Event::Substituted { out, sub } => {
            let said = msg!(
                "outbox-substituted",
                sub = wording::who(sub),
                out = limits::name(&out.name)
            );
            channel
                .send_message(http, post(data.words.render_in(lang, &said, &[])))
                .await?;
        }
        Event::Reminder {
            deadline, players, ..
        } => {
            let users: Vec<serenity::UserId> = players
                .iter()
                .map(|p| serenity::UserId::from(p.user))
                .collect();
            let msg = post(data.words.render_in(
                lang,
                &msg!(
                    "outbox-reminder",
                    who = wording::mentions(players),
                    at = wording::timestamp(*deadline)
                ),
                &[],
            ))
            .allowed_mentions(serenity::CreateAllowedMentions::new().users(users));
            channel.send_message(http, msg).await?;
        }
        Event::DeadlinePassed { timed_out, .. } => {
            // The game's kind is enough (one read, no replay of the game).
            let words = match data.service.game_info(&ev.game).await {
                Ok(info) => data
                    .service
                    .rules(&info.settings.game)
                    .map_or(Msg::new("timed-out"), |rules| rules.timed_out()),
                Err(e) if e.is_transient() => return Err(e.into()),
                Err(_) => Msg::new("timed-out"),
            };
            let words = data.words.render_in(lang, &words, &[]);
            channel
                .send_message(
                    http,
                    post(data.words.render_in(
                        lang,
                        &msg!("outbox-time-is-up", who = names(timed_out), words),
                        &[],
                    )),
                )
                .await?;
        }
        Event::RoundEnded { round, standings } => {
            let lines = standing_lines(&data.words, lang, standings);
            let over = data
                .words
                .render_in(lang, &msg!("outbox-round-over", round = *round), &[]);
            let mut msg = post(format!("{over}\n{}", lines.join("\n")));
            if let Some(png) = standings_png(data, ev, standings).await? {
                msg = msg.add_file(serenity::CreateAttachment::bytes(
                    png,
                    format!("round{round}.png"),
                ));
            }
            channel.send_message(http, msg).await?;
        }
        Event::GameEnded { standings, winners } => {
            let text = match standings.as_slice() {
                [solo] => solo_ended(data, lang, &ev.game, solo).await,
                _ => format!(
                    "{}\n{}{}",
                    data.words.render_in(
                        lang,
                        &msg!(
                            "outbox-game-over",
                            count = winners.len(),
                            winners = wording::mentions(winners)
                        ),
                        &[],
                    ),
                    standing_lines(&data.words, lang, standings).join("\n"),
                    // A daily challenge against computer players: the person's score
                    // (seat 0) against the par.
                    match standings.iter().find(|s| s.player.seat == Some(0)) {
                        Some(s) => daily_done(data, lang, &ev.game, s.total).await,
                        None => String::new(),
                    }
                ),
            };
            let mut files = Vec::new();
            if let Some(png) = standings_png(data, ev, standings).await? {
                files.push(serenity::CreateAttachment::bytes(png, "standings.png"));
            }
            owe_replay(data, &ev.game).await?;
            // No link to a daily attempt's page before its day is over (it shows nothing).
            let link = match data.service.check_day_over(&ev.game).await {
                Ok(()) => {
                    let page = web_links::Page::Game(&ev.game);
                    web_links::row(data, lang, Some(ev.place.guild), page).await
                }
                Err(_) => None,
            };
            let mut rows: Vec<serenity::CreateActionRow> = link.into_iter().collect();
            rows.extend(rematch_row(data, lang, &ev.game).await?);
            let text = post(text).components(rows);
            send_or_without_files(http, channel, text, files).await?;
            data.posts.drop_game(&ev.game);
        }
        Event::Replay => {
            channel
                .send_message(http, replay_post(data, ev).await?)
                .await?;
        }
        Event::Progress { players } => {
            let text = progress_text(&data.words, lang, players);
            match kept_post(data, progress_slot(&ev.game), &progress_key(&ev.game)).await {
                Some((posted, _)) => edit_quietly(http, posted, &text).await?,
                None => {
                    let my_map = ComponentId::MyMap {
                        game: ev.game.clone(),
                    };
                    let label = data
                        .words
                        .render_in(lang, &Msg::new("button-my-cards"), &[]);
                    let buttons = vec![my_map.button(&label, serenity::ButtonStyle::Secondary)];
                    let msg =
                        post(text).components(vec![serenity::CreateActionRow::Buttons(buttons)]);
                    let sent = channel.send_message(http, msg).await?;
                    let posted = Posted {
                        channel,
                        message: sent.id,
                    };
                    lock(&data.posts.turns)
                        .insert(progress_slot(&ev.game), (posted, String::new()));
                    let receipt = TurnReceipt {
                        channel: ChannelId::from(channel.get()),
                        message: MessageId::from(sent.id.get()),
                        head: String::new(),
                    };
                    return Ok(serde_json::to_string(&receipt).ok());
                }
            }
        }
        Event::GameCancelled { by } => {
            lobby::refresh_lobby(http, data, &ev.game).await;
            channel
                .send_message(
                    http,
                    post(data.words.render_in(
                        lang,
                        &msg!("outbox-cancelled", by = by.to_string()),
                        &[],
                    )),
                )
                .await?;
            data.posts.drop_game(&ev.game);
        }
        Event::GameAbandoned { by } => {
            let text = data.words.render_in(
                lang,
                &msg!("outbox-abandoned", who = limits::name(&by.name)),
                &[],
            );
            channel.send_message(http, post(text)).await?;
            data.posts.drop_game(&ev.game);
        }
        Event::GameExpired { lobby, days } => {
            lobby::refresh_lobby(http, data, &ev.game).await;
            let text = if *lobby {
                // The command of this game: `/game new game:…`.
                let info = data.service.game_info(&ev.game).await.ok();
                let new = info
                    .and_then(|i| data.service.rules(&i.settings.game).ok())
                    .map_or_else(
                        || Msg::new("command-game-new-any"),
                        |rules| rules.command("new"),
                    );
                data.words
                    .render_in(lang, &msg!("outbox-lobby-expired", days = *days, new), &[])
            } else {
                data.words
                    .render_in(lang, &msg!("outbox-game-expired", days = *days), &[])
            };
            channel.send_message(http, post(text)).await?;
            data.posts.drop_game(&ev.game);
        }
    }
    Ok(None)
}

/// The end of a solo game: the score, its parts and the title; for a daily challenge, how
/// to share it and compare.
async fn solo_ended(data: &BotData, lang: &str, game: &str, s: &crate::app::Standing) -> String {
    let mut text = data.words.render_in(
        lang,
        &msg!(
            "outbox-solo-over",
            who = limits::name(&s.player.name),
            total = s.total,
            hints = wording::hints_used(&data.words, lang, s.hints),
            breakdown = s.breakdown.clone()
        ),
        &[],
    );
    match &s.title {
        Some(title) => {
            text.push('\n');
            text.push_str(&data.words.render_in(
                lang,
                &msg!("outbox-title", title = title.clone()),
                &[],
            ));
        }
        None => {
            // The game's own words on its ladder (its kind is enough: one read, no replay).
            let info = data.service.game_info(game).await.ok();
            let rules = info.and_then(|i| data.service.rules(&i.settings.game).ok());
            text.push('\n');
            let none = rules.map_or(Msg::new("no-title"), |r| r.no_title());
            text.push_str(&data.words.render_in(lang, &none, &[]));
        }
    }
    text.push_str(&daily_done(data, lang, game, s.total).await);
    text
}

/// For a daily challenge's end (alone or against its opponents, `total` the player's
/// score): the par and how the player did against it, and how to share and compare, each
/// on a line of its own; nothing for another game.
async fn daily_done(data: &BotData, lang: &str, game: &str, total: u32) -> String {
    let mut text = String::new();
    if let Ok(Some(attempt)) = data.service.daily_attempt_of_game(game).await {
        if let Ok(Some(par)) = data.service.daily_par(&attempt.kind, attempt.date).await {
            let against = match total.cmp(&par) {
                std::cmp::Ordering::Greater => msg!("outbox-par-beaten", by = total - par),
                std::cmp::Ordering::Equal => Msg::new("outbox-par-matched"),
                std::cmp::Ordering::Less => Msg::new("outbox-par-missed"),
            };
            text.push('\n');
            text.push_str(
                &data
                    .words
                    .render_in(lang, &msg!("outbox-par", par, against), &[]),
            );
        }
        // Finished after midnight, it is still the attempt of its own day; a game other
        // than the commands' default is named.
        let default = data.service.daily_games().first().map(|r| r.id());
        let mut day = match default {
            Some(first) if first != attempt.kind.as_str() => format!(" game:{}", attempt.kind),
            _ => String::new(),
        };
        if attempt.date != data.service.today() {
            day.push_str(&format!(" date:{}", attempt.date));
        }
        text.push('\n');
        text.push_str(&data.words.render_in(
            lang,
            &msg!("outbox-daily-done", date = attempt.date.to_string(), day),
            &[],
        ));
    }
    text
}

/// The standings picture of the game as the event shows it.
async fn standings_png(
    data: &BotData,
    ev: &OutboundEvent,
    standings: &[crate::app::Standing],
) -> Result<Option<Vec<u8>>, Error> {
    let Some((game, len)) = game_of_event(data, ev).await? else {
        return Ok(None);
    };
    let mut names = vec![String::new(); game.players()];
    for s in standings {
        if let Some(seat) = s.player.seat {
            if seat < names.len() {
                let hints = wording::hints_used(&data.words, &ev.language, s.hints);
                names[seat] = format!("{}{hints}", s.player.name);
            }
        }
    }
    // A post is for everyone: in a free-paced game, nothing beyond the step all have
    // reached (a replay, drawn with the picture).
    let lang = ev.language.clone();
    let key = PictureKey::new(&ev.game, len, View::Standings, &names, &lang);
    let png = picture_or_text(data, &ev.key, key, move || {
        game.seen_by(None).picture(View::Standings, &names, &lang)
    });
    Ok(png.await)
}

/// A post's picture (kept, or drawn and kept: `crate::app::pictures`), or none if it fails
/// to draw (the drawing panicked): the post then goes out as text, rather than being
/// refused, tried again and given up unseen.
async fn picture_or_text(
    data: &BotData,
    key: &str,
    picture: PictureKey,
    drawing: impl FnOnce() -> Option<Vec<u8>> + Send + 'static,
) -> Option<Vec<u8>> {
    match super::drawing::picture(data, picture, drawing).await {
        Ok(png) => png,
        Err(e) => {
            tracing::warn!(key, "posting as text: {}", errors::redacted(&e));
            None
        }
    }
}

/// Sends a post with its files; one refused as too large for Discord is sent again
/// without them, so that its words are seen all the same.
async fn send_or_without_files(
    http: &serenity::Http,
    channel: serenity::ChannelId,
    words: serenity::CreateMessage,
    files: Vec<serenity::CreateAttachment>,
) -> Result<(), Error> {
    let with_files = words.clone().add_files(files);
    match channel.send_message(http, with_files).await {
        Err(e) if refusals::too_large(&e) => {
            tracing::warn!(%channel, "a post too large for Discord goes without its files");
            channel.send_message(http, words).await?;
        }
        sent => {
            sent?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nonces_are_short_stable_and_distinct() {
        let keys = ["k7p2x:r3t5:turn", "k7p2x:r3t6:turn", "k7p2x:end", ""];
        let nonces: Vec<String> = keys.iter().map(|k| nonce(k)).collect();
        assert!(
            nonces.iter().all(|n| !n.is_empty() && n.len() <= 25),
            "{nonces:?}"
        );
        let distinct: std::collections::HashSet<_> = nonces.iter().collect();
        assert_eq!(distinct.len(), keys.len());
        assert_eq!(nonce(keys[0]), nonces[0]);
        // Pinned: a changed nonce would let a post resent across an upgrade be doubled.
        assert_eq!(nonce(""), "6ezv16m7wweombnkd3ldlii6l");
    }
}
