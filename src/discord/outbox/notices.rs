//! Turn notices by direct message (`/game settings dm:on`): a user's pending notices,
//! queued when their turns' posts were delivered, go together in one short direct message,
//! each with a link to its game; the notices are then marked sent.
//!
//! A user who accepts no direct message from the bot (Discord's 50007, or another of
//! [`refusals::PLACE_GONE`](super::refusals::PLACE_GONE)) has their notices switched off
//! and the pending ones given up at once: no error loop, no retry. Any other
//! failure is counted and given up after `NOTICE_TRIES`. Users are served a few at a time,
//! each in a task of its own, so one user's failing DM never holds back another's (nor
//! any game's posts: the channels' queues are apart). A message carries a nonce derived
//! from its notices' keys, enforced, so a resend after a crash is not shown twice.

use std::collections::BTreeMap;
use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;
use tokio::task::JoinSet;

use super::super::{errors, limits, wording, BotData, Error};
use crate::app::{Place, TurnNoticeRow, UserId};
use crate::words::msg;

/// How often the pending notices are looked for: notices queued within one look are sent
/// together.
const POLL: Duration = Duration::from_millis(500);
/// The most notices read in one look.
const PER_LOOK: u32 = 200;
/// Users whose DMs are sent at once.
const AT_ONCE: usize = 4;

/// Sends the pending notices, forever (supervised by the outbox's task).
pub async fn run(http: Arc<serenity::Http>, data: BotData) {
    loop {
        if let Err(e) = look(&http, &data).await {
            tracing::warn!("turn notices: {}", errors::redacted(&*e));
        }
        tokio::time::sleep(POLL).await;
    }
}

/// One look: every pending notice, one message per user.
async fn look(http: &Arc<serenity::Http>, data: &BotData) -> Result<(), Error> {
    let mut by_user: BTreeMap<UserId, Vec<TurnNoticeRow>> = BTreeMap::new();
    for notice in data.service.pending_turn_notices(PER_LOOK).await? {
        by_user.entry(notice.user).or_default().push(notice);
    }
    let mut sending = JoinSet::new();
    for (user, notices) in by_user {
        while sending.len() >= AT_ONCE {
            sending.join_next().await;
        }
        let (http, data) = (Arc::clone(http), data.clone());
        sending.spawn(async move { send(&http, &data, user, notices).await });
    }
    while sending.join_next().await.is_some() {}
    Ok(())
}

/// Sends one user's notices in one message, and records what became of them.
async fn send(http: &serenity::Http, data: &BotData, user: UserId, notices: Vec<TurnNoticeRow>) {
    let ids: Vec<i64> = notices.iter().map(|n| n.id).collect();
    let keys: Vec<&str> = notices.iter().map(|n| n.key.as_str()).collect();
    let message = serenity::CreateMessage::new()
        .content(limits::content(&text(data, user, &notices)))
        .allowed_mentions(wording::quiet())
        .nonce(serenity::Nonce::String(super::nonce(&keys.join(","))))
        .enforce_nonce(true);
    let sent = async {
        let dm = serenity::UserId::from(user).create_dm_channel(http).await?;
        dm.id.send_message(http, message).await
    }
    .await;
    let recorded = match sent {
        Ok(_) => data.service.turn_notices_sent(ids).await,
        Err(e) if super::refusals::unreachable(&e) => {
            tracing::info!(user = user.get(), "a user accepts no DM: turn notices off");
            data.service.turn_dms_refused(user, ids).await
        }
        Err(e) => {
            let reason = errors::redacted(&e);
            tracing::warn!(user = user.get(), "a turn notice failed: {reason}");
            data.service.turn_notices_failed(ids, &reason).await
        }
    };
    if let Err(e) = recorded {
        tracing::warn!("turn notices not recorded: {}", errors::redacted(&e));
    }
}

/// The message, in its user's language (`/game settings language:`, else their last
/// interaction's): one line, or a list when several turns started at once.
pub fn text(data: &BotData, user: UserId, notices: &[TurnNoticeRow]) -> String {
    let lang = data.service.user_settings(user).reads();
    let line = |n: &TurnNoticeRow| {
        // A message kept as JSON; a row queued before, as the text it was.
        let said = crate::app::from_stored_text(n.line.clone());
        format!("{} — {}", data.say(lang, &said), wording::link(n.place))
    };
    match notices {
        [one] => data.say(lang, &msg!("notice-your-turn", line = line(one))),
        many => {
            let mut out = data.say(lang, &msg!("notice-your-turns", games = many.len()));
            for n in many {
                out.push_str("\n- ");
                out.push_str(&line(n));
            }
            out
        }
    }
}

/// Whether a turn's post calls for notices: not in a direct message (the post is there
/// already) nor a self-paced game (its next turn comes as soon as the player has played).
pub fn wanted(place: Place, deadline: i64) -> bool {
    !place.is_direct() && deadline > 0
}
