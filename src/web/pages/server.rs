//! `/s/<server>`: a server's leagues and their current seasons, its daily challenges, and
//! its finished games, newest first (`?page=`).

use axum::extract::{Extension, Path, Query, State};
use axum::response::IntoResponse;
use maud::{html, Markup};

use super::{Answer, Query as Asked};
use crate::app::pages::GameList;
use crate::web::lang::Reader;
use crate::web::layout::Pen;
use crate::words::msg;

pub async fn page(
    State(web): State<crate::web::State>,
    Extension(reader): Extension<Reader>,
    Path(server): Path<String>,
    Query(asked): Query<Asked>,
) -> Answer {
    let page = web.service.server_page(&server, asked.page()).await?;
    let pen = Pen { web: &web, reader };
    let here = format!("/s/{}", page.web_id);
    let body = html! {
        section aria-labelledby="leagues" {
            h2 #leagues { (pen.word("web-leagues")) }
            @if page.leagues.is_empty() {
                p { (pen.word("web-no-leagues")) }
            } @else {
                ul {
                    @for league in &page.leagues {
                        li {
                            a href=(pen.href(&format!("/l/{}", league.id))) { (league.name) }
                            " · " (league.rules.name()) " · "
                            (pen.say(&msg!("web-league-line", season = league.season.0, members = league.members)))
                        }
                    }
                }
            }
        }
        section aria-labelledby="dailies" {
            h2 #dailies { (pen.word("web-dailies")) }
            ul {
                @for rules in &page.dailies {
                    li { a href=(pen.href(&format!("{here}/daily/{}", rules.id()))) { (rules.name()) } }
                }
            }
        }
        section aria-labelledby="games" {
            h2 #games { (pen.word("web-finished-games")) }
            (games(&pen, &page.games, &here))
        }
    };
    Ok(pen
        .frame(&page.name, &[(page.name.clone(), here.clone())], body)
        .into_response())
}

/// A list of finished games, with its pages' links (`here`: the list's page).
pub fn games(pen: &Pen, list: &GameList, here: &str) -> Markup {
    html! {
        @if list.games.is_empty() {
            p { (pen.word("web-no-games")) }
        } @else {
            table {
                caption { (pen.say(&msg!("web-games-caption", total = list.total))) }
                thead { tr {
                    th scope="col" { (pen.word("web-col-game")) }
                    th scope="col" { (pen.word("web-col-kind")) }
                    th scope="col" { (pen.word("web-col-players")) }
                    th scope="col" { (pen.word("web-col-ended")) }
                } }
                tbody {
                    @for game in &list.games {
                        tr {
                            td { a href=(pen.href(&format!("/g/{}", game.id))) { "#" (game.id) } }
                            td { (game.rules.name()) }
                            td { (game.players) }
                            td { @if let Some(at) = game.ended_at { (pen.when(at)) } }
                        }
                    }
                }
            }
            (pager(pen, here, list.page, list.pages))
        }
    }
}

/// Previous and next page links of a paged list.
pub fn pager(pen: &Pen, here: &str, page: usize, pages: usize) -> Markup {
    html! {
        @if pages > 1 {
            nav.pager aria-label=(pen.word("web-nav-pages")) {
                @if page > 1 {
                    a rel="prev" href=(pen.href(&format!("{here}?page={}", page - 1))) { (pen.word("web-previous")) }
                }
                " " span { (pen.say(&msg!("web-page-of", page, pages))) } " "
                @if page < pages {
                    a rel="next" href=(pen.href(&format!("{here}?page={}", page + 1))) { (pen.word("web-next")) }
                }
            }
        }
    }
}
