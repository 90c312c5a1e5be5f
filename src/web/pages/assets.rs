//! The style sheet, the replay's keyboard script and the icon, built into the binary.

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

/// The pages' icon (also at `/favicon.ico`, where browsers ask for it unasked).
pub async fn icon() -> impl IntoResponse {
    (
        [(header::CONTENT_TYPE, "image/svg+xml")],
        include_str!("../static/icon.svg"),
    )
}
