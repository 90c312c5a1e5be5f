//! One file per page kind; what they share is here: the reader and the pen, and the
//! answers to what cannot be shown (404, as for an unknown id) or failed.

pub mod assets;
pub mod daily;
pub mod game;
pub mod home;
pub mod player;
pub mod season;
pub mod server;

use axum::extract::{Extension, State};
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use maud::html;

use super::lang::Reader;
use super::layout::Pen;
use crate::app::AppError;

/// A page's `?page=` and `?step=` (and a step picture's `?at=`), read leniently: a word
/// that is not a number is as if not given (no 400 for a mistyped address).
#[derive(Debug, Default, serde::Deserialize)]
pub struct Query {
    page: Option<String>,
    step: Option<String>,
    at: Option<String>,
}

impl Query {
    fn number(word: &Option<String>) -> Option<usize> {
        word.as_deref()?.trim().parse().ok()
    }

    pub fn page(&self) -> usize {
        Query::number(&self.page).unwrap_or(1)
    }

    pub fn step(&self) -> Option<usize> {
        Query::number(&self.step)
    }

    pub fn at(&self) -> Option<usize> {
        Query::number(&self.at)
    }
}

/// What a handler answers when it cannot show its page.
pub struct Refused(pub StatusCode);

impl From<AppError> for Refused {
    fn from(e: AppError) -> Refused {
        match e {
            AppError::NotFound(_)
            | AppError::NoSuchGame(_)
            | AppError::OtherServer
            | AppError::Private
            | AppError::DayNotOver { .. }
            | AppError::NotStarted
            | AppError::Cancelled => Refused(StatusCode::NOT_FOUND),
            other => {
                tracing::warn!("a web page failed: {other}");
                Refused(StatusCode::INTERNAL_SERVER_ERROR)
            }
        }
    }
}

impl IntoResponse for Refused {
    fn into_response(self) -> Response {
        // The reader is not at hand here: the guard answers a 404 with the page that says
        // so in their words ([`missing`]).
        self.0.into_response()
    }
}

/// What a handler answers.
pub type Answer = Result<Response, Refused>;

/// PNG bytes as an answer.
pub fn png(bytes: Vec<u8>) -> Response {
    ([(header::CONTENT_TYPE, "image/png")], bytes).into_response()
}

/// An unknown address: a page that says so, in the reader's language.
pub async fn not_found(
    State(web): State<super::State>,
    Extension(reader): Extension<Reader>,
) -> Response {
    missing(&web, reader)
}

/// The page of what does not exist or may not be shown (the same for both: nothing says
/// which), with status 404.
pub fn missing(web: &super::Web, reader: Reader) -> Response {
    let pen = Pen { web, reader };
    let body = html! {
        p { (pen.word("web-not-found-text")) }
        p { a href=(pen.href("/")) { (pen.word("web-home")) } }
    };
    (
        StatusCode::NOT_FOUND,
        pen.frame(&pen.word("web-not-found"), &[], body),
    )
        .into_response()
}
