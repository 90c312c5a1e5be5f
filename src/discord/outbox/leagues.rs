//! The leagues' outbox as Discord posts: a league game's result (in its thread) and a
//! season's final table (where the league was created).

use poise::serenity_prelude as serenity;

use crate::app::{LeagueEvent, LeagueOutbound};
use crate::discord::league_table::{picture, text_table};
use crate::discord::{limits, wording};
use crate::words::{msg, Catalog, Msg};

fn signed(v: f64) -> String {
    if v >= 0.0 {
        format!("+{v:.1}")
    } else {
        format!("{v:.1}")
    }
}

/// The message for a league event, in `words` in `lang` (its server's language).
pub fn message(words: &Catalog, lang: &str, ev: &LeagueOutbound) -> serenity::CreateMessage {
    let say = |msg: &Msg| words.render_in(lang, msg, &[]);
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
                    let left = match p.left {
                        true => say(&Msg::new("league-counted-left")),
                        false => String::new(),
                    };
                    say(&msg!(
                        "league-counted-line",
                        rank = p.rank,
                        name = limits::name(&p.name),
                        score = p.score,
                        points = p.points,
                        before = format!("{:.1}", p.rating_before),
                        after = format!("{:.1}", p.rating_after),
                        change = signed(p.rating_after - p.rating_before),
                        left
                    ))
                })
                .collect();
            serenity::CreateMessage::new()
                .content(limits::content(&say(&msg!(
                    "league-counted",
                    league = limits::name(league),
                    game,
                    season = season.to_string(),
                    lines = lines.join("\n")
                ))))
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
                say(&msg!(
                    "league-season-over-empty",
                    league = &shown_name,
                    season = season.to_string()
                ))
            } else {
                say(&msg!(
                    "league-season-over",
                    league = &shown_name,
                    season = season.to_string(),
                    count = winners.len(),
                    winners = winners.join(", ")
                ))
            };
            let next_text = match next_ends {
                Some(end) => say(&msg!(
                    "league-season-next-ends",
                    next = next.to_string(),
                    ends = wording::timestamp(*end)
                )),
                None => say(&msg!("league-season-next", next = next.to_string())),
            };
            let more = match final_table.len() - shown.len() {
                0 => String::new(),
                n => {
                    let more = say(&msg!(
                        "league-season-more",
                        n,
                        league,
                        season = season.to_string()
                    ));
                    format!("\n{more}")
                }
            };
            let png = picture(
                say(&msg!(
                    "league-season-picture",
                    league,
                    season = season.to_string()
                )),
                say(&msg!("league-final-table", players = final_table.len())),
                shown,
            );
            serenity::CreateMessage::new()
                .content(limits::content(&format!(
                    "{head}\n{}{more}\n{}",
                    text_table(words, lang, shown, 1, 1, final_table.len()),
                    say(&msg!("league-season-afresh", next = next_text))
                )))
                .add_file(serenity::CreateAttachment::bytes(
                    png,
                    format!("season{season}.png"),
                ))
                .allowed_mentions(wording::quiet())
        }
    }
}
