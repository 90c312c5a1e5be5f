//! "Since your last move": what happened in a game while a player was away, at the head of
//! their reply to a move, a map (`/map`, the "My map" button) or a status. The service
//! works it out ([`crate::app::Service::away`]); this is its wording.

use crate::app::told::{Away, LogLine};
use crate::app::{GameView, UserId};
use crate::discord::{limits, BotData};

/// The longest line shown (a line of the game's words, its players' names first): ten of
/// them leave most of a message to the reply they head.
const LINE: usize = 140;

/// The longest standings line (a game has up to 50 players).
const STANDINGS: usize = 300;

/// A line of a game's log as a message shows it: its players' names, escaped, then the
/// game's words, cut to [`LINE`].
pub fn log_line(line: &LogLine) -> String {
    let who: Vec<String> = line.who.iter().map(|n| limits::name(n)).collect();
    let text = match who.as_slice() {
        [] => line.text.trim().to_owned(),
        _ => format!("{}{}", who.join(", "), line.text.trim_end()),
    };
    limits::truncate(&text.replace('\n', " "), LINE)
}

/// What happened since the player's last move, as lines ending with a blank one, to put
/// before a reply; empty if nothing did.
pub fn away_text(away: Option<&Away>) -> String {
    let Some(away) = away else {
        return String::new();
    };
    let mut text = "**Since your last move:**\n".to_owned();
    for line in &away.lines {
        text.push_str(&format!("• {}\n", log_line(line)));
    }
    if away.more > 0 {
        text.push_str(&format!("…and {} more: `/game log`\n", away.more));
    }
    if !away.standings.is_empty() {
        let totals: Vec<String> = away
            .standings
            .iter()
            .map(|c| {
                let name = limits::name(&c.name);
                match i64::from(c.after) - i64::from(c.before) {
                    0 => format!("{name} {}", c.after),
                    d => format!("{name} {} ({d:+})", c.after),
                }
            })
            .collect();
        let line = format!("Standings: {}", totals.join(" · "));
        text.push_str(&limits::truncate(&line, STANDINGS));
        text.push('\n');
    }
    text.push('\n');
    text
}

/// `reply` headed by what happened in `view`'s game since `user`'s last move (before the
/// move at `before`, for a move's reply), if anything did.
pub async fn headed(
    data: &BotData,
    view: &GameView,
    user: UserId,
    before: Option<i64>,
    reply: &str,
) -> String {
    let away = data.service.away(view, user, before).await;
    format!("{}{reply}", away_text(away.as_ref()))
}
