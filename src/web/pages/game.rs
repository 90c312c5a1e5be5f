//! `/g/<game>`: a game's players, result and score breakdown, its public log in words, and
//! every step's public picture to step through (`?step=`: previous and next links, the
//! arrow keys with the script), the final standings' picture and the script of a finished
//! game. A game in play shows only what is public now (the service's rule).

use axum::extract::{Extension, Path, Query, State};
use axum::http::header;
use axum::response::IntoResponse;
use maud::html;

use super::{png, Answer, Query as Asked, Refused};
use crate::app::told::LogLine;
use crate::web::lang::Reader;
use crate::web::layout::{plain, Pen};
use crate::words::msg;

pub async fn page(
    State(web): State<crate::web::State>,
    Extension(reader): Extension<Reader>,
    Path(game): Path<String>,
    Query(asked): Query<Asked>,
) -> Answer {
    let page = web.service.game_page(&game, reader.lang).await?;
    let pen = Pen { web: &web, reader };
    let here = format!("/g/{}", page.id);
    let last = page.steps.len().saturating_sub(1);
    let step = asked.step().unwrap_or(last).min(last);
    let name = page.rules.name();
    let title = pen.say(&msg!("web-game-title", game = name, id = page.id.clone()));
    let said = |line: &LogLine| plain(&line.said_in(&web.words, reader.lang, |n| n.to_owned()));
    let (from, to) = (
        step.checked_sub(1)
            .and_then(|s| page.steps.get(s))
            .map_or(0, |s| s.end),
        page.steps.get(step).map_or(0, |s| s.end),
    );
    let caption = page
        .steps
        .get(step)
        .map(|s| s.caption.clone())
        .unwrap_or_default();
    let body = html! {
        p.facts {
            (name) " · "
            @if page.finished() { (pen.word("web-finished")) } @else {
                (pen.word("web-in-play"))
                @if let (Some(round), Some(turn)) = (page.round, page.turn) {
                    " · " (pen.say(&msg!("web-round-turn", round, turn)))
                }
            }
            @if let Some(at) = page.ended_at { " · " (pen.when(at)) }
            @if let Some((league, season, name)) = &page.league {
                " · " a href=(pen.href(&format!("/l/{}/{}", league, season.0))) { (name) }
            }
            @if let Some(day) = &page.daily {
                " · " a href=(pen.href(&format!("/s/{}/daily/{}/{day}", page.server, page.rules.id()))) { (pen.say(&msg!("web-daily-of", date = day.clone()))) }
            }
        }
        section aria-labelledby="players" {
            h2 #players { (pen.word("web-players")) }
            @if page.results.is_empty() {
                ol { @for who in &page.players { li { (pen.name(who)) @if who.bot { " " (pen.word("web-bot")) } } } }
            } @else {
                div.scroll {
                    table {
                        thead { tr {
                            th scope="col" { (pen.word("web-col-position")) }
                            th scope="col" { (pen.word("web-col-player")) }
                            th scope="col" { (pen.word("web-col-score")) }
                            th scope="col" { (pen.word("web-col-breakdown")) }
                        } }
                        tbody {
                            @for r in &page.results {
                                tr {
                                    td { (r.rank) }
                                    th scope="row" {
                                        (pen.name(&r.who))
                                        @if r.who.bot { " " (pen.word("web-bot")) }
                                        @if r.resigned { " " (pen.word("web-resigned")) }
                                    }
                                    td { (r.total) }
                                    td {
                                        (pen.say(&r.breakdown))
                                        @if let Some(title) = &r.title { " · " (pen.say(title)) }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        section aria-labelledby="replay" {
            h2 #replay { (pen.word("web-replay")) }
            nav.stepper aria-label=(pen.word("web-nav-steps")) {
                @if step > 0 {
                    a #first href=(pen.href(&format!("{here}?step=0#replay"))) { (pen.word("web-first")) }
                    " "
                    a #prev rel="prev" href=(pen.href(&format!("{here}?step={}#replay", step - 1))) { (pen.word("web-previous")) }
                }
                " " span { (pen.say(&msg!("web-step-of", step = step + 1, steps = last + 1))) } " "
                @if step < last {
                    a #next rel="next" href=(pen.href(&format!("{here}?step={}#replay", step + 1))) { (pen.word("web-next")) }
                    " "
                    a #last href=(pen.href(&format!("{here}?step={last}#replay"))) { (pen.word("web-last")) }
                }
            }
            @if !page.steps.is_empty() { figure {
                img #step-picture src=(pen.picture(&format!("{here}/step/{step}.png?at={to}")))
                    alt=(pen.say(&msg!("web-alt-step", game = name, step = caption.clone())));
                figcaption { (caption) }
            } }
            @if to > from {
                h3 { (pen.word("web-this-step")) }
                ul.log {
                    @for (_, line) in page.story.iter().filter(|(at, _)| *at > from && *at <= to) {
                        li { (said(line)) }
                    }
                }
            }
            p.hint { (pen.word("web-keys")) }
        }
        @if page.finished() {
            section aria-labelledby="final" {
                h2 #final { (pen.word("web-final")) }
                @let winners: Vec<&str> = page.results.iter().filter(|r| r.rank == 1).map(|r| r.who.name.as_str()).collect();
                figure {
                    img src=(pen.picture(&format!("{here}/final.png")))
                        alt=(pen.say(&msg!("web-alt-final", game = name, winners = winners.join(", "))));
                }
                p { a href=(format!("{here}/script.json")) download=(format!("{}.json", page.id)) { (pen.word("web-script")) } }
            }
        }
        section aria-labelledby="log" {
            h2 #log { (pen.word("web-log")) }
            @if page.story.is_empty() { p { (pen.word("web-log-empty")) } }
            @else {
                details {
                    summary { (pen.say(&msg!("web-log-lines", lines = page.story.len()))) }
                    ol.log { @for (_, line) in &page.story { li { (said(line)) } } }
                }
            }
        }
    };
    let crumbs = [
        (page.server_name.clone(), format!("/s/{}", page.server)),
        (format!("#{}", page.id), here.clone()),
    ];
    Ok(pen.frame(&title, &crumbs, body).into_response())
}

/// `/g/<game>/step/<n>.png`: a step's public picture, in the page's language.
/// `?at=` names the moves the step ends at, as the page saw it: a free-paced game's step
/// may end later once its slowest player catches up, and the address (so every cache's
/// key) changes with it; a picture asked for a step that no longer ends there is none.
pub async fn picture(
    State(web): State<crate::web::State>,
    Extension(reader): Extension<Reader>,
    Path((game, file)): Path<(String, String)>,
    Query(asked): Query<Asked>,
) -> Answer {
    let step: usize = file
        .strip_suffix(".png")
        .and_then(|n| n.parse().ok())
        .ok_or(Refused(axum::http::StatusCode::NOT_FOUND))?;
    let bytes = web
        .service
        .game_picture(&game, Some(step), reader.lang, asked.at())
        .await?;
    Ok(png(bytes))
}

/// `/g/<game>/final.png`: a finished game's final standings.
pub async fn final_picture(
    State(web): State<crate::web::State>,
    Extension(reader): Extension<Reader>,
    Path(game): Path<String>,
) -> Answer {
    let bytes = web
        .service
        .game_picture(&game, None, reader.lang, None)
        .await?;
    Ok(png(bytes))
}

/// `/g/<game>/script.json`: a finished game's script, which `tucana replay` reads.
pub async fn script(State(web): State<crate::web::State>, Path(game): Path<String>) -> Answer {
    let script = web.service.game_script(&game).await?;
    Ok((
        [
            (
                header::CONTENT_TYPE,
                "application/json; charset=utf-8".to_owned(),
            ),
            (
                header::CONTENT_DISPOSITION,
                format!(
                    "attachment; filename=\"{}.json\"",
                    game.trim().to_ascii_lowercase()
                ),
            ),
        ],
        script,
    )
        .into_response())
}
