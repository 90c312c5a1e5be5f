//! The style sheet and the replay's keyboard script, built into the binary.

use axum::http::header;
use axum::response::IntoResponse;

pub async fn style() -> impl IntoResponse {
    (
        [(header::CONTENT_TYPE, "text/css; charset=utf-8")],
        include_str!("../static/style.css"),
    )
}

pub async fn script() -> impl IntoResponse {
    (
        [(header::CONTENT_TYPE, "text/javascript; charset=utf-8")],
        include_str!("../static/replay.js"),
    )
}
