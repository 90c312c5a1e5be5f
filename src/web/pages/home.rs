//! `/`: what the pages are, and how a server gets its own.

use axum::extract::{Extension, State};
use axum::response::IntoResponse;
use maud::html;

use crate::web::lang::Reader;
use crate::web::layout::Pen;

pub async fn page(
    State(web): State<crate::web::State>,
    Extension(reader): Extension<Reader>,
) -> impl IntoResponse {
    let pen = Pen { web: &web, reader };
    let body = html! {
        p { (pen.word("web-home-about")) }
        p { (pen.word("web-home-how")) }
        h2 { (pen.word("web-home-games")) }
        ul {
            @for rules in web.service.games() {
                li { (rules.name()) }
            }
        }
    };
    pen.frame(&pen.word("web-site-name"), &[], body)
}
