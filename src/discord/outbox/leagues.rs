//! The leagues' outbox as Discord posts: a league game's result (in its thread) and a
//! season's final table (where the league was created).

use poise::serenity_prelude as serenity;

use crate::app::{LeagueEvent, LeagueOutbound};
use crate::discord::league_table::{picture, text_table};
use crate::discord::{limits, wording};

fn signed(v: f64) -> String {
    if v >= 0.0 {
        format!("+{v:.1}")
    } else {
        format!("{v:.1}")
    }
}

/// The message for a league event.
pub fn message(ev: &LeagueOutbound) -> serenity::CreateMessage {
    match &ev.event {
        LeagueEvent::GameCounted {
            league,
            game,
            season,
            players,
        } => {
            let lines: Vec<String> = players
                .iter()
                .map(|p| {
                    format!(
                        "{}. {} — {} · **{} league point{}** · rating {:.1} → {:.1} ({}){}",
                        p.rank,
                        limits::name(&p.name),
                        p.score,
                        p.points,
                        if p.points == 1 { "" } else { "s" },
                        p.rating_before,
                        p.rating_after,
                        signed(p.rating_after - p.rating_before),
                        if p.left { " · left the game" } else { "" }
                    )
                })
                .collect();
            serenity::CreateMessage::new()
                .content(limits::content(&format!(
                    "**{}** — game `{game}` counts for season {season}:\n{}\nSee the table with `/league standings`.",
                    limits::name(league),
                    lines.join("\n")
                )))
                .allowed_mentions(wording::quiet())
        }
        LeagueEvent::SeasonEnded {
            league,
            season,
            final_table,
            next,
            next_ends,
        } => {
            let shown = &final_table[..final_table.len().min(20)];
            let winners: Vec<String> = final_table
                .iter()
                .filter(|l| l.row.position == 1)
                .map(|l| format!("<@{}>", l.row.user))
                .collect();
            let shown_name = limits::name(league);
            let head = if winners.is_empty() {
                format!("**{shown_name} — season {season} is over.** No league game was finished.")
            } else {
                format!(
                    "**{shown_name} — season {season} is over!** Champion{}: {}",
                    if winners.len() == 1 { "" } else { "s" },
                    winners.join(", ")
                )
            };
            let next_text = match next_ends {
                Some(end) => format!(
                    "Season {next} has started; it ends {}.",
                    wording::timestamp(*end)
                ),
                None => format!("Season {next} has started."),
            };
            let more = match final_table.len() - shown.len() {
                0 => String::new(),
                n => {
                    format!("\n… and {n} more: `/league standings league:{league} season:{season}`")
                }
            };
            let png = picture(
                format!("{league} — season {season}"),
                format!(
                    "final table · {} player{}",
                    final_table.len(),
                    if final_table.len() == 1 { "" } else { "s" }
                ),
                shown,
            );
            serenity::CreateMessage::new()
                .content(limits::content(&format!(
                    "{head}\n{}{more}\n{next_text} Standings start afresh; ratings carry over.",
                    text_table(shown, 1, 1, final_table.len())
                )))
                .add_file(serenity::CreateAttachment::bytes(
                    png,
                    format!("season{season}.png"),
                ))
                .allowed_mentions(wording::quiet())
        }
    }
}
