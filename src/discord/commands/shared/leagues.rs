//! What the league commands share, and the league posts of the outbox: which league a
//! command is about (and its autocomplete), a league in words, a page of its standings as a
//! picture and as a text table.

use poise::serenity_prelude as serenity;

use crate::app::league::standings::{text, Page, Row};
use crate::app::{human_duration, LeagueInfo, StandingLine};
use crate::discord::{errors, finding, limits, wording, Context, Error};
use crate::render::{self, LeagueRow, LeagueTable};

/// Autocomplete of a `league` option: the server's leagues.
pub async fn autocomplete_league(
    ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let partial = partial.trim().to_lowercase();
    let leagues = match crate::discord::finding::server(ctx) {
        Some(guild) => ctx
            .data()
            .service
            .leagues_in(guild.into())
            .await
            .unwrap_or_default(),
        None => Vec::new(),
    };
    let choices = leagues
        .into_iter()
        .filter(|(_, name)| name.to_lowercase().contains(&partial))
        .take(25)
        .map(|(_, name)| serenity::AutocompleteChoice::new(limits::truncate(&name, 100), name))
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

/// The league a command is about, with its server: the `league` option, or the server's
/// only league.
pub async fn which_league(
    ctx: Context<'_>,
    option: Option<String>,
) -> Result<(crate::app::GuildId, String), Error> {
    let guild = finding::place_of(ctx)?.guild;
    if let Some(name) = option.filter(|n| !n.trim().is_empty()) {
        return Ok((guild, name));
    }
    let leagues = ctx.data().service.leagues_in(guild).await?;
    match leagues.as_slice() {
        [] => Err(errors::refuse(
            "this server has no league yet; an organiser creates one with /league create",
        )),
        [(_, only)] => Ok((guild, only.clone())),
        _ => Err(errors::refuse(
            "this server has several leagues: pick one with the `league` option",
        )),
    }
}

/// A league in words.
pub fn describe(info: &LeagueInfo) -> String {
    let game = crate::games::find(&info.game)
        .map(|rules| {
            format!(
                "{} · {}",
                rules.name(),
                rules.describe_options(&info.options)
            )
        })
        .unwrap_or_else(|| info.game.to_string());
    let season_end = match info.season.ends {
        Some(end) => format!("ends {}", wording::timestamp(end)),
        None => "ends when an organiser ends it".to_owned(),
    };
    let names = |v: &[crate::app::LeagueMember]| {
        if v.is_empty() {
            "nobody yet".to_owned()
        } else {
            v.iter()
                .map(|m| format!("<@{}>", m.user))
                .collect::<Vec<_>>()
                .join(", ")
        }
    };
    let points = &info.settings.points;
    let by_place: Vec<String> = points.base.iter().map(u32::to_string).collect();
    let scheme = if points.scale_by_table_size {
        format!(
            "{} for 1st, 2nd, ... at a table of {}, scaled for other sizes",
            by_place.join("/"),
            points.reference_size
        )
    } else {
        format!("{} for 1st, 2nd, ... at any table", by_place.join("/"))
    };
    format!(
        "**{}**\nGames: {game}, {} turns, tables of {}\nLeague points: {scheme}\nSeason {} started {}, {season_end}; {} game{} counted so far, {} being played\nRounds drawn: {}\nOrganisers: {}\nMembers ({}): {}",
        limits::name(&info.name),
        human_duration(info.turn_deadline),
        info.settings.table_size,
        info.season.number,
        wording::timestamp(info.season.starts),
        info.season_games,
        if info.season_games == 1 { "" } else { "s" },
        info.live_games,
        info.rounds,
        names(&info.organisers),
        info.members.len(),
        names(&info.members),
    )
}

/// The picture of a page of lines.
pub fn picture(title: String, subtitle: String, lines: &[StandingLine]) -> Vec<u8> {
    render::league_table(&LeagueTable {
        title,
        subtitle,
        rows: lines
            .iter()
            .map(|l| LeagueRow {
                position: l.row.position,
                name: l.name.clone(),
                played: l.row.played,
                wins: l.row.wins,
                points: l.row.points,
                average: l.row.average,
                best: l.row.best,
                rating: l.rating,
            })
            .collect(),
    })
}

/// The text table of a page of lines (in a code block), with the ratings.
pub fn text_table(lines: &[StandingLine], number: usize, pages: usize, total: usize) -> String {
    let rows: Vec<Row> = lines.iter().map(|l| l.row.clone()).collect();
    let page = Page {
        items: &rows,
        number,
        pages,
        total,
        first: 0,
    };
    let table = text(&page, |user| {
        lines
            .iter()
            .find(|l| l.row.user == user)
            .map(|l| l.name.replace('`', "'"))
            .unwrap_or_default()
    });
    let ratings: Vec<String> = lines
        .iter()
        .filter_map(|l| {
            l.rating
                .map(|r| format!("{} {r:.1}", limits::name(&l.name)))
        })
        .collect();
    let mut out = format!("```\n{table}```");
    if !ratings.is_empty() {
        out.push_str(&format!(
            "Ratings (skill − 3 × uncertainty): {}",
            ratings.join(" · ")
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::UserId;

    /// Names go into public posts (the season's end): a nickname cannot become a link, nor
    /// close the code block of the table.
    #[test]
    fn names_in_the_table_cannot_become_links_or_break_out_of_it() {
        let row = Row {
            user: UserId(7),
            position: 1,
            played: 1,
            wins: 1,
            points: 3,
            total: 50,
            average: 50.0,
            best: 50,
        };
        let line = StandingLine {
            row,
            name: "[free nitro](https://x.y)```".to_owned(),
            rating: Some(21.5),
        };
        let text = text_table(&[line], 1, 1, 1);
        assert_eq!(text.matches("```").count(), 2, "{text}");
        // Outside the code block (where Markdown is read), the name is escaped.
        let after = text.rsplit("```").next().unwrap();
        assert!(!after.contains("[free nitro](https"), "{after}");
        assert!(after.contains("\\[free nitro\\]"), "{after}");
    }
}
