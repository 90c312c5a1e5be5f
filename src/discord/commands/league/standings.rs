//! `/league standings [season]`: a season's table as a picture and as text, paged with
//! Prev/Next buttons (`league:page:<league>:<season>:<page>`).

use poise::serenity_prelude as serenity;

use super::which_league;
use crate::app::league::standings::{text, Page, Row};
use crate::app::{LeagueStandings, StandingLine};
use crate::discord::component::{self, ComponentId};
use crate::discord::{limits, reply, BotData, Context, Error};
use crate::render::{self, LeagueRow, LeagueTable};

/// A season's standings: points, wins, average and best score, ratings.
#[poise::command(slash_command, guild_only)]
pub async fn standings(
    ctx: Context<'_>,
    #[description = "The league (default: the server's only league)"]
    #[autocomplete = "crate::discord::commands::shared::choosing::autocomplete_league"]
    #[max_length = 100]
    league: Option<String>,
    #[description = "The season (default: the current one)"]
    #[min = 1]
    season: Option<u32>,
) -> Result<(), Error> {
    let (guild, name) = which_league(ctx, league).await?;
    let data = ctx.data();
    let id = data.service.league_id(guild, &name).await?;
    ctx.defer_ephemeral().await?;
    let page = data.service.league_standings(id, season, 1).await?;
    let (content, png, rows) = message(&page);
    ctx.send(
        reply::private_message(content)
            .attachment(serenity::CreateAttachment::bytes(png, "standings.png"))
            .components(rows),
    )
    .await?;
    Ok(())
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

/// The reply for a page: text, picture, and the paging buttons.
pub fn message(s: &LeagueStandings) -> (String, Vec<u8>, Vec<serenity::CreateActionRow>) {
    let title = format!("{} — season {}", s.league, s.season.number);
    let state = if s.current {
        "current season"
    } else {
        "final table"
    };
    let subtitle = format!(
        "{state} · {} game{} counted · page {} of {}",
        s.games,
        if s.games == 1 { "" } else { "s" },
        s.page,
        s.pages
    );
    let png = picture(title.clone(), subtitle, &s.lines);
    let content = limits::truncate(
        &format!(
            "**{title}** ({state})\n{}",
            text_table(&s.lines, s.page, s.pages, s.total)
        ),
        2000,
    );
    let rows = component::pager(s.page, 1, s.pages, |page| ComponentId::LeaguePage {
        league: s.league_id,
        season: s.season.number,
        page,
    });
    (content, png, rows)
}

/// A click on Prev or Next: page `page` of season `season` of league `league`.
pub async fn handle_button(
    ctx: &serenity::Context,
    data: &BotData,
    component: &serenity::ComponentInteraction,
    league: i64,
    season: u32,
    page: usize,
) -> Result<(), Error> {
    let info = data.service.league_info_by_id(league).await;
    let here = component.guild_id.map(crate::store::GuildId::from);
    if !matches!(&info, Ok(i) if Some(i.guild) == here) {
        return reply::private_to_click(ctx, component, "That league is not on this server.").await;
    }
    // Drawing takes a moment: acknowledge first, then edit the message.
    component
        .create_response(ctx, serenity::CreateInteractionResponse::Acknowledge)
        .await?;
    let standings = data
        .service
        .league_standings(league, Some(season), page)
        .await?;
    let (content, png, rows) = message(&standings);
    component
        .edit_response(
            ctx,
            serenity::EditInteractionResponse::new()
                .content(content)
                .clear_attachments()
                .new_attachment(serenity::CreateAttachment::bytes(png, "standings.png"))
                .components(rows),
        )
        .await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::UserId;

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
