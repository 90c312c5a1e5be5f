//! "Since your last move": what happened in a game while a player was away, at the head of
//! their reply to a move, a map (`/map`, the "My map" button) or a status. The service
//! works it out ([`crate::app::Service::away`]); this is its wording.

use crate::app::told::{Away, LogLine};
use crate::app::{GameView, UserId};
use crate::discord::{limits, BotData};
use crate::words::{msg, Catalog, Msg};

/// The longest line shown (a line of the game's words, its players' names first): ten of
/// them leave most of a message to the reply they head.
const LINE: usize = 120;

/// The longest standings line (a game has up to 50 players).
const STANDINGS: usize = 200;

/// A line of a game's log as a message shows it: its players' names, escaped, then the
/// game's words, cut to `LINE`.
pub fn log_line(words: &Catalog, lang: &str, line: &LogLine) -> String {
    limits::truncate(&line.said_in(words, lang, limits::name), LINE)
}

/// `reply` headed by what happened since the player's last move (`away`), if anything
/// did: the summary gives up its last lines (counted in "and N more") rather than push
/// the reply past a message's limit.
pub fn with_away(words: &Catalog, lang: &str, away: Option<&Away>, reply: &str) -> String {
    format!(
        "{}{reply}",
        away_text(words, lang, away, reply.chars().count())
    )
}

/// What happened since the player's last move, as lines ending with a blank one, to put
/// before a reply of `reply` characters; empty if nothing happened.
fn away_text(words: &Catalog, lang: &str, away: Option<&Away>, reply: usize) -> String {
    let Some(away) = away else {
        return String::new();
    };
    let standings = standings_line(words, lang, away);
    let budget = limits::MESSAGE.saturating_sub(reply);
    let mut shown = away.lines.len();
    loop {
        let text = summary(words, lang, away, shown, &standings);
        if shown == 0 || text.chars().count() <= budget {
            return text;
        }
        shown -= 1;
    }
}

/// The summary with its first `shown` lines, the count of the others, the standings.
fn summary(words: &Catalog, lang: &str, away: &Away, shown: usize, standings: &str) -> String {
    let say = |msg: &Msg| words.render_in(lang, msg, &[]);
    let mut text = say(&Msg::new("away-title"));
    text.push('\n');
    for line in &away.lines[..shown] {
        text.push_str(&format!("• {}\n", log_line(words, lang, line)));
    }
    let more = away.more + away.lines.len() - shown;
    if more > 0 {
        text.push_str(&say(&msg!("away-more", more)));
        text.push('\n');
    }
    if !standings.is_empty() {
        text.push_str(standings);
        text.push('\n');
    }
    text.push('\n');
    text
}

/// "Standings: Ana 31 (+5) · Ben 27 · …", cut to [`STANDINGS`]; empty when no total
/// changed.
fn standings_line(words: &Catalog, lang: &str, away: &Away) -> String {
    if away.standings.is_empty() {
        return String::new();
    }
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
    let line = words.render_in(
        lang,
        &msg!("away-standings", totals = totals.join(" · ")),
        &[],
    );
    limits::truncate(&line, STANDINGS)
}

/// `reply` headed by what happened in `view`'s game since `user`'s last move (before the
/// move at `before`, for a move's reply), if anything did.
pub async fn headed(
    data: &BotData,
    lang: &str,
    view: &GameView,
    user: UserId,
    before: Option<i64>,
    reply: &str,
) -> String {
    let away = data.service.away(view, user, before).await;
    with_away(&data.words, lang, away.as_ref(), reply)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::told::Change;

    #[test]
    fn the_summary_gives_way_to_the_reply() {
        let line = LogLine {
            who: vec!["Ana".to_owned()],
            text: crate::words::Msg::written(format!(" drew **C3-D4** ({})", "x".repeat(200))),
        };
        let away = Away {
            lines: vec![line; 9],
            more: 4,
            standings: vec![Change {
                name: "Ana".to_owned(),
                before: 3,
                after: 5,
            }],
        };
        let words =
            crate::game::catalog(crate::games::all(), crate::discord::words::SOURCES).unwrap();
        let short = with_away(&words, "en", Some(&away), "You drew **E5-F5**.");
        assert!(short.starts_with("**Since your last move:**\n• Ana drew **C3-D4** ("));
        assert!(short.contains("…and 4 more: `/game log`\nStandings: Ana 5 (+2)\n\nYou drew"));
        let reply = "y".repeat(1500);
        let long = with_away(&words, "en", Some(&away), &reply);
        assert!(long.chars().count() <= limits::MESSAGE, "{}", long.len());
        assert!(long.ends_with(&reply) && long.contains("Standings: Ana 5 (+2)"));
        let lines = long.lines().filter(|l| l.starts_with("• ")).count();
        assert!(
            long.contains(&format!("…and {} more", 4 + 9 - lines)),
            "{long}"
        );
        assert_eq!(with_away(&words, "en", None, "Done."), "Done.");
    }
}
