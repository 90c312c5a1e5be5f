//! `/l/<league>` (its current season) and `/l/<league>/<season>`: the standings with
//! ratings (`?page=`), each player's rating over the season as a chart, and the rounds'
//! tables with their results.

use axum::extract::{Extension, Path, Query, State};
use axum::response::IntoResponse;
use maud::html;

use super::{Answer, Query as Asked, Refused};
use crate::app::{LeagueId, SeasonNo};
use crate::web::chart::{chart, Line};
use crate::web::lang::Reader;
use crate::web::layout::Pen;
use crate::words::msg;
use axum::http::StatusCode;

pub async fn current(
    web: State<crate::web::State>,
    reader: Extension<Reader>,
    Path(league): Path<String>,
    asked: Query<Asked>,
) -> Answer {
    let league = league.parse().map_err(|_| Refused(StatusCode::NOT_FOUND))?;
    show(web, reader, LeagueId(league), None, asked).await
}

pub async fn page(
    web: State<crate::web::State>,
    reader: Extension<Reader>,
    Path((league, season)): Path<(String, String)>,
    asked: Query<Asked>,
) -> Answer {
    let (Ok(league), Ok(season)) = (league.parse(), season.parse()) else {
        return Err(Refused(StatusCode::NOT_FOUND));
    };
    show(web, reader, LeagueId(league), Some(SeasonNo(season)), asked).await
}

async fn show(
    State(web): State<crate::web::State>,
    Extension(reader): Extension<Reader>,
    league: LeagueId,
    season: Option<SeasonNo>,
    Query(asked): Query<Asked>,
) -> Answer {
    let page = web
        .service
        .season_page(league, season, asked.page())
        .await?;
    let pen = Pen { web: &web, reader };
    let here = format!("/l/{}/{}", page.league, page.season.0);
    let title = pen.say(&msg!(
        "web-season-title",
        league = page.name.clone(),
        season = page.season.0
    ));
    let lines: Vec<Line> = page
        .chart
        .iter()
        .map(|l| Line {
            name: &l.who.name,
            points: &l.points,
        })
        .collect();
    let body = html! {
        p { (page.rules.name()) " · "
            @if page.current { (pen.word("web-season-current")) } @else { (pen.word("web-season-over")) } }
        @if page.seasons.len() > 1 {
            nav aria-label=(pen.word("web-nav-seasons")) {
                ul.inline {
                    @for s in &page.seasons {
                        li {
                            @if *s == page.season { strong aria-current="page" { (pen.say(&msg!("web-season", season = s.0))) } }
                            @else { a href=(pen.href(&format!("/l/{}/{}", page.league, s.0))) { (pen.say(&msg!("web-season", season = s.0))) } }
                        }
                    }
                }
            }
        }
        section aria-labelledby="standings" {
            h2 #standings { (pen.word("web-standings")) }
            @if page.lines.is_empty() {
                p { (pen.word("web-no-results")) }
            } @else {
                div.scroll {
                    table {
                        thead { tr {
                            th scope="col" { (pen.word("web-col-position")) }
                            th scope="col" { (pen.word("web-col-player")) }
                            th scope="col" { (pen.word("web-col-points")) }
                            th scope="col" { (pen.word("web-col-played")) }
                            th scope="col" { (pen.word("web-col-wins")) }
                            th scope="col" { (pen.word("web-col-average")) }
                            th scope="col" { (pen.word("web-col-best")) }
                            th scope="col" { (pen.word("web-col-rating")) }
                        } }
                        tbody {
                            @for line in &page.lines {
                                tr {
                                    td { (line.position) }
                                    th scope="row" { (pen.name(&line.who)) }
                                    td { (line.points) }
                                    td { (line.played) }
                                    td { (line.wins) }
                                    td { (pen.decimal(line.average, 1)) }
                                    td { (line.best) }
                                    td { @if let Some(r) = line.rating { (pen.decimal(r, 1)) } @else { "–" } }
                                }
                            }
                        }
                    }
                }
                (super::server::pager(&pen, &here, page.page, page.pages))
            }
        }
        @if !lines.is_empty() {
            section aria-labelledby="ratings" {
                h2 #ratings { (pen.word("web-ratings")) }
                (chart(&pen.word("web-ratings"), &pen.word("web-ratings-about"), &lines, |v| pen.decimal(v, 1)))
            }
        }
        section aria-labelledby="rounds" {
            h2 #rounds { (pen.word("web-rounds")) }
            @if page.rounds.is_empty() { p { (pen.word("web-no-rounds")) } }
            @for round in page.rounds.iter().rev() {
                h3 { (pen.say(&msg!("web-round", round = round.number))) }
                ul.tables {
                    @for table in &round.tables {
                        li {
                            (pen.say(&msg!("web-table", table = table.number))) ": "
                            @if let Some(game) = &table.game {
                                a href=(pen.href(&format!("/g/{game}"))) { "#" (game) }
                                " "
                            }
                            @match table.status.as_deref() {
                                None => { "(" (pen.word("web-in-play")) ")" }
                                Some("finished") => {}
                                Some(_) => { "(" (pen.word("web-not-played")) ")" }
                            }
                            ol.seats {
                                @for seat in &table.seats {
                                    li {
                                        (pen.name(&seat.who))
                                        @if let Some((rank, points, score)) = seat.result {
                                            " — " (pen.say(&msg!("web-table-result", rank, points, score)))
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    };
    let crumbs = [
        (page.server_name.clone(), format!("/s/{}", page.server)),
        (page.name.clone(), here.clone()),
    ];
    Ok(pen.frame(&title, &crumbs, body).into_response())
}
