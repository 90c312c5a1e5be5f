//! `tucana web --db PATH` or `tucana web --demo`: the bot's web pages without Discord. On a
//! database (the bot's, a replica of it, or another process's), read only: the pages of
//! the servers that turned them on, as the bot would serve them. With `--demo`, on a
//! temporary database filled with games played by the computer (`cli::demo`), so that
//! anyone can see the pages with no Discord at all. Serves until Ctrl-C.

use std::io::Write;
use std::net::SocketAddr;
use std::sync::Arc;

use clap::Args;

use super::EXIT_BAD_INPUT;
use crate::app::{Clock, Service, ServiceConfig, SystemClock, TestClock};
use crate::store::{Location, Store};
use crate::words::{msg, Msg};

#[derive(Debug, Args)]
pub struct WebArgs {
    /// The bot's database (a SQLite file, or a DATABASE_URL such as postgres://…), read
    /// only.
    #[arg(long, conflicts_with = "demo", required_unless_present = "demo")]
    pub db: Option<String>,
    /// Serve a temporary database filled with games played by the computer.
    #[arg(long)]
    pub demo: bool,
    /// Where to serve the pages.
    #[arg(long, default_value = "127.0.0.1:8080")]
    pub addr: SocketAddr,
    /// With --demo: the league rounds per game.
    #[arg(long, default_value_t = 2)]
    pub rounds: usize,
    /// With --demo: the games per game outside the leagues.
    #[arg(long, default_value_t = 2)]
    pub games: usize,
    #[command(flatten)]
    pub lang: super::words::LangArg,
}

pub fn run(args: &WebArgs, out: &mut dyn Write, err: &mut dyn Write) -> u8 {
    let rt = match tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
    {
        Ok(rt) => rt,
        Err(e) => {
            let _ = writeln!(err, "cannot start: {e}");
            return 1;
        }
    };
    match rt.block_on(serve(args, out)) {
        Ok(()) => 0,
        Err(e) => {
            let _ = writeln!(err, "{e}");
            EXIT_BAD_INPUT
        }
    }
}

async fn serve(args: &WebArgs, out: &mut dyn Write) -> Result<(), String> {
    let words = super::words::catalog(args.lang.lang)?;
    // The temporary folder lives as long as the demo's pages.
    let mut _dir = None;
    let (service, home) = match (&args.db, args.demo) {
        (Some(db), _) => {
            let location = Location::parse(db);
            let store = Store::open_read_only_at(location.clone())
                .await
                .map_err(|e| format!("cannot open the database {location}: {e}"))?;
            let config = ServiceConfig {
                reader: true,
                no_scheduler: true,
                ..ServiceConfig::default()
            };
            let service = Service::start(store, Arc::new(SystemClock), config)
                .await
                .map_err(|e| format!("cannot read the database {location}: {e}"))?;
            (service, "/".to_owned())
        }
        (None, _) => {
            let dir = tempfile::tempdir().map_err(|e| format!("no temporary folder: {e}"))?;
            let week = 7 * 24 * 3600 * 1000;
            let clock = Arc::new(TestClock::new(SystemClock.now() - week));
            let config = super::demo::config();
            let service = Service::open(dir.path().join("demo.db"), clock.clone(), config)
                .await
                .map_err(|e| format!("cannot open the demo's database: {e}"))?;
            let _ = writeln!(out, "{}", words.render(&Msg::new("cli-web-playing"), &[]));
            let demo = super::demo::fill(&service, &clock, args.rounds, args.games, 45)
                .await
                .map_err(|e| format!("the demo's games: {e}"))?;
            let played = msg!(
                "cli-web-played",
                games = demo.finished.len(),
                in_play = demo.in_play.len(),
                leagues = demo.leagues.len(),
                days = demo.days.len()
            );
            let _ = writeln!(out, "{}", words.render(&played, &[]));
            _dir = Some(dir);
            (service, format!("/s/{}", demo.server))
        }
    };
    let web = crate::web::Web::new(service.clone(), crate::web::Limits::default())
        .map_err(|e| format!("a catalog of words: {e}"))?;
    let server = crate::web::Server::start(args.addr, web)
        .await
        .map_err(|e| format!("cannot serve on {}: {e}", args.addr))?;
    let url = format!("http://{}{home}", server.local_addr());
    let _ = writeln!(out, "{}", words.render(&msg!("cli-web-serving", url), &[]));
    let _ = out.flush();
    let _ = tokio::signal::ctrl_c().await;
    server.stop().await;
    service.shutdown().await;
    Ok(())
}
