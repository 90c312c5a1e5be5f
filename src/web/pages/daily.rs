//! `/s/<server>/daily/<game>` (today) and `…/<date>` (a past day): the server's board of
//! the day (today's: scores alone, no board, no moves), and the past days with their
//! boards as dealt and the par.

use axum::extract::{Extension, Path, State};
use axum::http::StatusCode;
use axum::response::IntoResponse;
use maud::html;

use super::{png, Answer, Refused};
use crate::game::Date;
use crate::web::lang::Reader;
use crate::web::layout::Pen;
use crate::words::msg;

pub async fn today(
    web: State<crate::web::State>,
    reader: Extension<Reader>,
    Path((server, game)): Path<(String, String)>,
) -> Answer {
    show(web, reader, server, game, None).await
}

pub async fn day(
    web: State<crate::web::State>,
    reader: Extension<Reader>,
    Path((server, game, date)): Path<(String, String, String)>,
) -> Answer {
    let date: Date = date.parse().map_err(|_| Refused(StatusCode::NOT_FOUND))?;
    show(web, reader, server, game, Some(date)).await
}

async fn show(
    State(web): State<crate::web::State>,
    Extension(reader): Extension<Reader>,
    server: String,
    game: String,
    date: Option<Date>,
) -> Answer {
    let page = web.service.daily_page(&server, &game, date).await?;
    let pen = Pen { web: &web, reader };
    let base = format!("/s/{}/daily/{}", page.server, page.rules.id());
    let title = pen.say(&msg!(
        "web-daily-title",
        game = page.rules.name(),
        date = page.date.to_string()
    ));
    let body = html! {
        @if page.today {
            p { (pen.word("web-daily-today")) }
        } @else {
            figure {
                img src=(pen.picture(&format!("{base}/{}/board.png", page.date)))
                    alt=(pen.say(&msg!("web-alt-daily", game = page.rules.name(), date = page.date.to_string())));
            }
            p { @if let Some(par) = page.par { (pen.say(&msg!("web-par", par))) } }
        }
        section aria-labelledby="board" {
            h2 #board { (pen.say(&msg!("web-daily-board", players = page.players))) }
            @if page.board.is_empty() { p { (pen.word("web-daily-nobody")) } }
            @else {
                table {
                    thead { tr {
                        th scope="col" { (pen.word("web-col-position")) }
                        th scope="col" { (pen.word("web-col-player")) }
                        th scope="col" { (pen.word("web-col-score")) }
                        @if !page.today { th scope="col" { (pen.word("web-col-game")) } }
                    } }
                    tbody {
                        @for line in &page.board {
                            tr {
                                td { (line.rank) }
                                th scope="row" { (pen.name(&line.who)) }
                                td { (line.total) }
                                @if !page.today {
                                    td { @if let Some(g) = &line.game { a href=(pen.href(&format!("/g/{g}"))) { "#" (g) } } }
                                }
                            }
                        }
                    }
                }
            }
        }
        section aria-labelledby="past" {
            h2 #past { (pen.word("web-daily-past")) }
            ul {
                @if !page.today { li { a href=(pen.href(&base)) { (pen.word("web-daily-back-today")) } } }
                @for day in &page.past {
                    li {
                        a href=(pen.href(&format!("{base}/{}", day.date))) { (day.date.to_string()) }
                        @if let Some(par) = day.par { " · " (pen.say(&msg!("web-par", par))) }
                    }
                }
            }
        }
    };
    let crumbs = [
        (page.server_name.clone(), format!("/s/{}", page.server)),
        (page.rules.name().to_owned(), base.clone()),
    ];
    Ok(pen.frame(&title, &crumbs, body).into_response())
}

/// `…/<date>/board.png`: a past day's board as it was dealt.
pub async fn board(
    State(web): State<crate::web::State>,
    Extension(reader): Extension<Reader>,
    Path((server, game, date)): Path<(String, String, String)>,
) -> Answer {
    let date: Date = date.parse().map_err(|_| Refused(StatusCode::NOT_FOUND))?;
    let bytes = web
        .service
        .daily_picture(&server, &game, date, reader.lang)
        .await?;
    Ok(png(bytes))
}
