//! A page of a league's standings, drawn and as a text table with the ratings: for
//! `/league standings` and for the outbox's post of a season's final table.

use crate::app::league::standings::{text, Page, Row};
use crate::app::StandingLine;
use crate::discord::limits;
use crate::render::{self, LeagueRow, LeagueTable};

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
pub fn text_table(
    words: &crate::words::Catalog,
    lang: &str,
    lines: &[StandingLine],
    number: usize,
    pages: usize,
    total: usize,
) -> String {
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
        let ratings = crate::words::msg!("standings-ratings", ratings = ratings.join(" · "));
        out.push_str(&words.render_in(lang, &ratings, &[]));
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
        let words = crate::discord::words::commands_catalog().unwrap();
        let text = text_table(&words, "en", &[line], 1, 1, 1);
        assert_eq!(text.matches("```").count(), 2, "{text}");
        // Outside the code block (where Markdown is read), the name is escaped.
        let after = text.rsplit("```").next().unwrap();
        assert!(!after.contains("[free nitro](https"), "{after}");
        assert!(after.contains("\\[free nitro\\]"), "{after}");
    }
}
