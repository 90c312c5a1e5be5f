//! The bot's web pages (issue 45): read-only HTML from the bot's own store, served by the
//! bot's process when `WEB_ADDR` is set, or alone by `tucana web --db PATH` (a replica, a
//! second process) and `tucana web --demo`. A surface beside `discord` and `cli`: it knows
//! the service (`app`), never the store; who may see what is the service's
//! ([`crate::app::pages`]), so every page shows only what is public.
//!
//! - `pages/`: one file per page kind (a server, a league season, a game, a daily
//!   challenge, a player, the home page), each a handler that asks the service and writes
//!   HTML with maud (escaped as it is written: a display name is user input).
//! - `guard.rs`: what every answer goes through: the per-address rate limit, the bounded
//!   cache with ETags, the security headers (a Content-Security-Policy that allows the
//!   page's own script and style only).
//! - `lang.rs`: the reader's language (`?lang=`, else `Accept-Language`), from the same
//!   catalogs as the bot; `layout.rs`: the page's frame; `chart.rs`: the ratings' chart as
//!   SVG; `static/`: the style sheet and the replay's keyboard script.
//!
//! Every page works without JavaScript; the script only steps a replay with the arrow keys.

mod chart;
mod guard;
mod lang;
mod layout;
mod pages;
pub mod words;

use std::net::SocketAddr;
use std::sync::Arc;

use axum::routing::get;
use axum::Router;

use crate::app::Service;
use crate::words::Catalog;

pub use guard::{Limits, RATE_BURST, RATE_PER_SECOND};

/// What the pages' handlers share.
pub struct Web {
    pub service: Service,
    pub words: Catalog,
    guard: guard::Guard,
}

/// The web pages' state, shared by every request.
pub type State = Arc<Web>;

impl Web {
    /// The pages of `service`'s store, in the words of its games and the core.
    pub fn new(service: Service, limits: Limits) -> Result<State, crate::words::CatalogError> {
        Ok(Arc::new(Web {
            words: words::catalog(&service)?,
            service,
            guard: guard::Guard::new(limits),
        }))
    }
}

/// Every page's route.
pub fn router(web: State) -> Router {
    Router::new()
        .route("/", get(pages::home::page))
        .route("/s/{server}", get(pages::server::page))
        .route("/s/{server}/daily/{game}", get(pages::daily::today))
        .route("/s/{server}/daily/{game}/{date}", get(pages::daily::day))
        .route(
            "/s/{server}/daily/{game}/{date}/board.png",
            get(pages::daily::board),
        )
        .route("/l/{league}", get(pages::season::current))
        .route("/l/{league}/{season}", get(pages::season::page))
        .route("/g/{game}", get(pages::game::page))
        .route("/g/{game}/step/{file}", get(pages::game::picture))
        .route("/g/{game}/final.png", get(pages::game::final_picture))
        .route("/g/{game}/script.json", get(pages::game::script))
        .route("/p/{player}", get(pages::player::page))
        .route("/static/style.css", get(pages::assets::style))
        .route("/static/replay.js", get(pages::assets::script))
        .route("/static/icon.svg", get(pages::assets::icon))
        .route("/favicon.ico", get(pages::assets::icon))
        .fallback(pages::not_found)
        .layer(axum::middleware::from_fn_with_state(
            web.clone(),
            guard::guard,
        ))
        .with_state(web)
}

/// The web pages being served, until dropped or [`Server::stop`]ped.
pub struct Server {
    addr: SocketAddr,
    stop: tokio::sync::watch::Sender<bool>,
    task: tokio::task::JoinHandle<()>,
}

impl Server {
    /// Serves the pages on `addr` (port 0: any free port).
    pub async fn start(addr: SocketAddr, web: State) -> std::io::Result<Server> {
        let listener = tokio::net::TcpListener::bind(addr).await?;
        let addr = listener.local_addr()?;
        let (stop, mut stopped) = tokio::sync::watch::channel(false);
        let app = router(web).into_make_service_with_connect_info::<SocketAddr>();
        let task = tokio::spawn(async move {
            let shutdown = async move {
                let _ = stopped.wait_for(|s| *s).await;
            };
            if let Err(e) = axum::serve(listener, app)
                .with_graceful_shutdown(shutdown)
                .await
            {
                tracing::error!("the web pages stopped: {e}");
            }
        });
        Ok(Server { addr, stop, task })
    }

    /// Where the pages are served.
    pub fn local_addr(&self) -> SocketAddr {
        self.addr
    }

    /// Stops serving, once the requests under way are answered.
    pub async fn stop(self) {
        let _ = self.stop.send(true);
        let _ = self.task.await;
    }
}

/// The address of a page, for links from elsewhere (Discord's posts): `base` is
/// `WEB_URL`, without a trailing slash.
pub fn link(base: &str, path: &str) -> String {
    format!("{}{path}", base.trim_end_matches('/'))
}
