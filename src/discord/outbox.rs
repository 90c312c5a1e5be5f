//! Delivers the service's outbox to Discord: each event becomes a post (or an
//! edit) in its game's thread. An event is marked delivered only once Discord
//! accepted it; a failed delivery is retried with a growing wait (0.5 s,
//! 1 s, 2 s, … up to a minute), keeping the order of events.
//!
//! Rate limits: serenity's rate limiter (on in production) keeps to Discord's
//! buckets from the `X-RateLimit-*` headers and, on a 429, waits out
//! `retry_after` and resends by itself. What still fails after that (a 429 or
//! a 5xx reaching us, a network error) is retried here; a 4xx refusal (e.g.
//! the thread was deleted) is logged and dropped, so one bad event cannot
//! block the others. `tests/discord_e2e.rs`
//! (`the_outbox_retries_until_discord_accepts`) shows a post refused with 500
//! and then 429 arriving exactly once.

use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;
use tokio::task::JoinHandle;

use super::data::{lock, Posted, TurnPost};
use super::{util, BotData, Error};
use crate::app::event::turn_key;
use crate::app::{Event, OutboundEvent, PlayerRef};
use crate::render;

/// The prefix of the turn post's buttons.
pub const TURN: &str = "turn";

/// Starts the delivery task.
pub fn spawn(http: Arc<serenity::Http>, data: BotData) -> JoinHandle<()> {
    tokio::spawn(async move { run(http, data).await })
}

async fn run(http: Arc<serenity::Http>, data: BotData) {
    let mut signal = data.service.event_signal();
    let mut failures: u32 = 0;
    loop {
        let mut wait = Duration::from_secs(30);
        match data.service.pending_events(50).await {
            Ok(events) => {
                for event in events {
                    match deliver_once(&http, &data, &event).await {
                        Ok(()) => {
                            failures = 0;
                            lock(&data.posts.delivered).insert(event.key.clone());
                            let receipt = receipt_of(&data, &event);
                            if let Err(e) = data.service.mark_delivered_as(event.id, receipt).await
                            {
                                tracing::warn!("cannot mark event {} delivered: {e}", event.id);
                            }
                        }
                        Err(Failure::Retry(after)) => {
                            failures += 1;
                            let backoff = Duration::from_millis(250 << failures.min(8));
                            wait = after.unwrap_or(backoff).max(Duration::from_millis(50));
                            tracing::warn!(
                                key = event.key,
                                "delivery failed; retrying in {wait:?}"
                            );
                            break;
                        }
                        Err(Failure::GiveUp(why)) => {
                            tracing::warn!(
                                key = event.key,
                                "dropping an undeliverable event: {why}"
                            );
                            let _ = data.service.mark_delivered(event.id).await;
                        }
                    }
                }
            }
            Err(e) => {
                tracing::warn!("cannot read the outbox: {e}");
                wait = Duration::from_secs(1);
            }
        }
        if failures == 0 {
            if let Err(Failure::Retry(after)) = deliver_league_events(&http, &data).await {
                failures += 1;
                wait = after.unwrap_or(Duration::from_millis(250 << failures.min(8)));
            }
        }
        if failures > 0 {
            tokio::time::sleep(wait).await;
            continue;
        }
        // Wake on a new event, or now and then in case a signal was missed.
        let _ = tokio::time::timeout(wait, signal.changed()).await;
    }
}

enum Failure {
    /// Transient (rate limited, server error, network): try again later.
    Retry(Option<Duration>),
    /// Discord refused it for good (e.g. the thread is gone).
    GiveUp(String),
}

fn classify(e: Error) -> Failure {
    if let Some(serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(resp))) =
        e.downcast_ref::<serenity::Error>()
    {
        let status = resp.status_code.as_u16();
        if status == 429 || status >= 500 {
            return Failure::Retry(None);
        }
        return Failure::GiveUp(format!("{status}: {}", resp.error.message));
    }
    Failure::Retry(None)
}

async fn deliver_once(
    http: &serenity::Http,
    data: &BotData,
    event: &OutboundEvent,
) -> Result<(), Failure> {
    if lock(&data.posts.delivered).contains(&event.key) {
        return Ok(());
    }
    deliver(http, data, event).await.map_err(classify)
}

/// What a delivered event became, kept with it in the outbox: for a turn's
/// post, where it is and its text before the "still to play" line, so that
/// it can still be edited after a restart.
fn receipt_of(data: &BotData, event: &OutboundEvent) -> Option<String> {
    let Event::TurnStarted { round, turn, .. } = &event.event else {
        return None;
    };
    let (posted, head) = lock(&data.posts.turns)
        .get(&(event.game.clone(), *round, *turn))
        .cloned()?;
    let receipt = TurnReceipt {
        channel: posted.channel.get(),
        message: posted.message.get(),
        head,
    };
    serde_json::to_string(&receipt).ok()
}

#[derive(serde::Serialize, serde::Deserialize)]
struct TurnReceipt {
    channel: u64,
    message: u64,
    head: String,
}

/// A turn's post: remembered since it was posted, or found in its event's receipt.
async fn turn_post(data: &BotData, game: &str, round: usize, turn: usize) -> Option<TurnPost> {
    let key = (game.to_owned(), round, turn);
    if let Some(known) = lock(&data.posts.turns).get(&key).cloned() {
        return Some(known);
    }
    let receipt = data
        .service
        .receipt(&turn_key(game, round, turn))
        .await
        .ok()??;
    let receipt: TurnReceipt = serde_json::from_str(&receipt).ok()?;
    let post = (
        Posted {
            channel: serenity::ChannelId::new(receipt.channel),
            message: serenity::MessageId::new(receipt.message),
        },
        receipt.head,
    );
    lock(&data.posts.turns).insert(key, post.clone());
    Some(post)
}

/// Delivers the leagues' outbox (results counted, seasons ended), in order; stops at the
/// first delivery to retry.
async fn deliver_league_events(http: &serenity::Http, data: &BotData) -> Result<(), Failure> {
    let events = match data.service.pending_league_events(50).await {
        Ok(events) => events,
        Err(e) => {
            tracing::warn!("cannot read the leagues' outbox: {e}");
            return Err(Failure::Retry(Some(Duration::from_secs(1))));
        }
    };
    for ev in events {
        if !lock(&data.posts.delivered).contains(&ev.key) {
            let channel = serenity::ChannelId::new(ev.place.channel);
            let sent = channel
                .send_message(http, super::commands::league::post::message(&ev))
                .await;
            match sent.map_err(|e| classify(e.into())) {
                Ok(_) => {}
                Err(Failure::GiveUp(why)) => {
                    tracing::warn!(key = ev.key, "dropping an undeliverable event: {why}");
                }
                Err(retry) => return Err(retry),
            }
            lock(&data.posts.delivered).insert(ev.key.clone());
        }
        if let Err(e) = data.service.mark_league_event_delivered(ev.id).await {
            tracing::warn!("cannot mark league event {} delivered: {e}", ev.id);
        }
    }
    Ok(())
}

fn names(players: &[PlayerRef]) -> String {
    players
        .iter()
        .map(|p| p.name.as_str())
        .collect::<Vec<_>>()
        .join(", ")
}

fn still_to_play(waiting: &[PlayerRef]) -> String {
    if waiting.is_empty() {
        "Everyone has played.".to_owned()
    } else {
        format!("Still to play: {}", util::mentions(waiting))
    }
}

async fn deliver(http: &serenity::Http, data: &BotData, ev: &OutboundEvent) -> Result<(), Error> {
    let channel = serenity::ChannelId::new(ev.place.channel);
    let post = |text: String| {
        serenity::CreateMessage::new()
            .content(text)
            .allowed_mentions(util::quiet())
    };
    match &ev.event {
        Event::GameStarted { players, .. } => {
            util::refresh_lobby(http, data, &ev.game).await;
            channel
                .send_message(
                    http,
                    post(format!(
                        "The game has started! Seat order: {}.",
                        names(players)
                    )),
                )
                .await?;
        }
        Event::TurnStarted {
            round,
            turn,
            cards,
            deadline,
            waiting_for,
        } => {
            // A self-paced (solo) game has no deadline (0).
            let when = if *deadline > 0 {
                format!("Deadline: {}", util::timestamp(*deadline))
            } else {
                "No deadline: the next cards come as soon as you have played.".to_owned()
            };
            let head = format!(
                "**Round {round}, turn {turn}** — the cards: **{}** and **{}**\n{when}\nDraw your trail with `/trail`.",
                cards[0], cards[1],
            );
            let view = data.service.view(&ev.game).await?;
            let png = view.game.as_ref().map(render::cards);
            let button = serenity::CreateButton::new(format!("{TURN}:map:{}", ev.game))
                .label("My map")
                .style(serenity::ButtonStyle::Secondary);
            let mut msg = post(format!("{head}\n{}", still_to_play(waiting_for)))
                .components(vec![serenity::CreateActionRow::Buttons(vec![button])]);
            if let Some(png) = png {
                msg = msg.add_file(serenity::CreateAttachment::bytes(
                    png,
                    format!("round{round}-turn{turn}.png"),
                ));
            }
            let sent = channel.send_message(http, msg).await?;
            lock(&data.posts.turns).insert(
                (ev.game.clone(), *round, *turn),
                (
                    Posted {
                        channel,
                        message: sent.id,
                    },
                    head,
                ),
            );
        }
        Event::PlayerFinished {
            round,
            turn,
            player,
            waiting_for,
        } => {
            let known = turn_post(data, &ev.game, *round, *turn).await;
            match known {
                Some((posted, head)) => {
                    let edit = serenity::EditMessage::new()
                        .content(format!("{head}\n{}", still_to_play(waiting_for)))
                        .allowed_mentions(util::quiet());
                    posted
                        .channel
                        .edit_message(http, posted.message, edit)
                        .await?;
                }
                None => {
                    channel
                        .send_message(
                            http,
                            post(format!(
                                "{} has played. {}",
                                player.name,
                                still_to_play(waiting_for)
                            )),
                        )
                        .await?;
                }
            }
        }
        Event::TurnSkipped { round, turn, cards } => {
            let [a, b] = cards;
            let text = format!(
                "Round {round}, turn {turn}: the cards are {a} + {b} and nobody can draw them; \
                 on to the next turn."
            );
            channel.send_message(http, post(text)).await?;
        }
        Event::PlayerLeft { player } => {
            channel
                .send_message(http, post(format!("{} left the game.", player.name)))
                .await?;
        }
        Event::Reminder {
            deadline, players, ..
        } => {
            let users: Vec<serenity::UserId> = players
                .iter()
                .map(|p| serenity::UserId::new(p.user))
                .collect();
            let msg = serenity::CreateMessage::new()
                .content(format!(
                    "Reminder: {} — the turn ends {}.",
                    util::mentions(players),
                    util::timestamp(*deadline)
                ))
                .allowed_mentions(serenity::CreateAllowedMentions::new().users(users));
            channel.send_message(http, msg).await?;
        }
        Event::DeadlinePassed { timed_out, .. } => {
            channel
                .send_message(
                    http,
                    post(format!(
                        "Time is up: {} drew no trail this turn.",
                        names(timed_out)
                    )),
                )
                .await?;
        }
        Event::RoundEnded { round, standings } => {
            let lines: Vec<_> = standings
                .iter()
                .map(|s| format!("{}. {} — {}", s.rank, s.player.name, s.total))
                .collect();
            let mut msg = post(format!("**Round {round} is over.**\n{}", lines.join("\n")));
            if let Some(png) = standings_png(data, &ev.game, standings).await {
                msg = msg.add_file(serenity::CreateAttachment::bytes(
                    png,
                    format!("round{round}.png"),
                ));
            }
            channel.send_message(http, msg).await?;
        }
        Event::GameEnded { standings, winners } => {
            let text = match standings.as_slice() {
                [solo] => solo_ended(data, &ev.game, solo).await,
                _ => {
                    let lines: Vec<_> = standings
                        .iter()
                        .map(|s| format!("{}. {} — {}", s.rank, s.player.name, s.total))
                        .collect();
                    format!(
                        "**The game is over!** Winner{}: {}\n{}",
                        if winners.len() == 1 { "" } else { "s" },
                        util::mentions(winners),
                        lines.join("\n")
                    )
                }
            };
            let mut msg = post(text);
            if let Some(png) = standings_png(data, &ev.game, standings).await {
                msg = msg.add_file(serenity::CreateAttachment::bytes(png, "standings.png"));
            }
            channel.send_message(http, msg).await?;
        }
        Event::GameCancelled { by } => {
            util::refresh_lobby(http, data, &ev.game).await;
            channel
                .send_message(http, post(format!("<@{by}> cancelled the game.")))
                .await?;
        }
        Event::GameExpired { lobby, days } => {
            util::refresh_lobby(http, data, &ev.game).await;
            let text = if *lobby {
                format!("This lobby expired after {days} days without a start; open a new one with `/tucana new`.")
            } else {
                format!(
                    "This game was closed after {days} days without a move; it stays unfinished."
                )
            };
            channel.send_message(http, post(text)).await?;
        }
    }
    Ok(())
}

/// The end of a solo game: the score, its parts and the title; for a daily challenge, how
/// to share it and compare.
async fn solo_ended(data: &BotData, game: &str, s: &crate::app::Standing) -> String {
    let rounds: Vec<String> = s.rounds.iter().map(u32::to_string).collect();
    let mut text = format!(
        "**The game is over!** {}: **{} points** (sights {}, villages {}, bonus {})",
        s.player.name,
        s.total,
        rounds.join(" + "),
        s.villages,
        s.bonus
    );
    match &s.title {
        Some(title) => text.push_str(&format!("\nTitle: **{title}**")),
        None => text.push_str("\nNo title this time: the ladder starts at 50 points on Isla Petit and 110 on Isla Grande."),
    }
    if let Ok(Some(attempt)) = data.service.daily_attempt_of_game(game).await {
        // Finished after midnight, it is still the attempt of its own day.
        let day = if attempt.date == data.service.today() {
            String::new()
        } else {
            format!(" date:{}", attempt.date)
        };
        text.push_str(&format!(
            "\nThat was the daily challenge of {}: show your result (no spoilers) with \
             `/daily share{day}` in any channel, and compare with `/daily leaderboard{day}`.",
            attempt.date
        ));
    }
    text
}

async fn standings_png(
    data: &BotData,
    game: &str,
    standings: &[crate::app::Standing],
) -> Option<Vec<u8>> {
    let view = data.service.view(game).await.ok()?;
    let game = view.game?;
    let mut names = vec![String::new(); game.players()];
    for s in standings {
        if let Some(seat) = s.player.seat {
            if seat < names.len() {
                names[seat] = s.player.name.clone();
            }
        }
    }
    Some(render::standings(&game, &names))
}
