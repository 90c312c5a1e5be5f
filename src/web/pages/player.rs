//! `/p/<player>`: a public player's games, results and ratings per game, their daily
//! streaks and scores' histogram, and their finished games (`?page=`). A player who did
//! not choose a public page has none (404).

use axum::extract::{Extension, Path, Query, State};
use axum::response::IntoResponse;
use maud::html;

use super::{Answer, Query as Asked};
use crate::web::lang::Reader;
use crate::web::layout::Pen;
use crate::words::msg;

pub async fn page(
    State(web): State<crate::web::State>,
    Extension(reader): Extension<Reader>,
    Path(player): Path<String>,
    Query(asked): Query<Asked>,
) -> Answer {
    let page = web.service.player_page(&player, asked.page()).await?;
    let pen = Pen { web: &web, reader };
    let here = format!("/p/{}", page.web_id);
    let body = html! {
        @for record in &page.per_game {
            section {
                h2 { (record.rules.name()) }
                p { (pen.say(&msg!("web-player-games", games = record.games))) }
                @if !record.ratings.is_empty() {
                    ul {
                        @for (league, name, rating, games) in &record.ratings {
                            li {
                                a href=(pen.href(&format!("/l/{league}"))) { (name) } ": "
                                (pen.say(&msg!("web-player-rating", rating = pen.decimal(*rating, 1), games = *games)))
                            }
                        }
                    }
                }
                @if let Some(daily) = &record.daily {
                    p { (pen.say(&msg!("web-player-daily",
                        played = daily.played,
                        streak = daily.current_streak,
                        best_streak = daily.best_streak,
                        best = daily.best.unwrap_or(0)))) }
                    @let most = daily.histogram.iter().map(|b| b.count).max().unwrap_or(1).max(1);
                    table.histogram {
                        caption { (pen.word("web-histogram")) }
                        thead { tr { th scope="col" { (pen.word("web-col-score")) } th scope="col" { (pen.word("web-col-days")) } } }
                        tbody {
                            @for bucket in &daily.histogram {
                                tr {
                                    th scope="row" { (bucket.from) "–" (bucket.to) }
                                    td {
                                        meter min="0" max=(most) value=(bucket.count) { (bucket.count) }
                                        " " (bucket.count)
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        section aria-labelledby="games" {
            h2 #games { (pen.word("web-finished-games")) }
            @if page.results.is_empty() { p { (pen.word("web-no-games")) } }
            @else {
                table {
                    thead { tr {
                        th scope="col" { (pen.word("web-col-game")) }
                        th scope="col" { (pen.word("web-col-kind")) }
                        th scope="col" { (pen.word("web-col-position")) }
                        th scope="col" { (pen.word("web-col-score")) }
                        th scope="col" { (pen.word("web-col-ended")) }
                    } }
                    tbody {
                        @for r in &page.results {
                            tr {
                                td { a href=(pen.href(&format!("/g/{}", r.game.id))) { "#" (r.game.id) } }
                                td { (r.game.rules.name()) }
                                td { @if let Some(rank) = r.rank { (pen.say(&msg!("web-rank-of", rank, players = r.game.players))) } }
                                td { @if let Some(total) = r.total { (total) } }
                                td { @if let Some(at) = r.game.ended_at { (pen.when(at)) } }
                            }
                        }
                    }
                }
                (super::server::pager(&pen, &here, page.page, page.pages))
            }
        }
    };
    Ok(pen
        .frame(&page.name, &[(page.name.clone(), here.clone())], body)
        .into_response())
}
