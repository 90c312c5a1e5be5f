//! The web pages under load, on one core: a store filled with games played by the computer
//! (`cli::demo`: leagues of every game, a week of dailies, and games outside the leagues up
//! to `--games` in all), its pages served by `tucana::web` on 127.0.0.1 and asked for by a
//! client on the same single-threaded runtime, one request at a time.
//!
//! ```text
//! cargo bench --bench web
//! cargo bench --bench web -- --games 1000 --requests 2000
//! ```
//!
//! For a league's season page and a finished game's page it prints pages a second and the
//! time per page (p50, p99, max): "cold", each request another `?page=` or `?step=` (the
//! cache misses, so the page is worked out: the store read, the game's log told and its
//! steps found), and "warm", the same address again (answered from the cache). docs/web.md has the figures.

use std::sync::Arc;
use std::time::{Duration, Instant};

use clap::Parser;
use tucana::app::{Service, ServiceConfig, TestClock};
use tucana::web::{Limits, Server, Web};

/// The web pages' bench.
#[derive(Debug, Parser)]
struct Args {
    /// Finished games in the store (about: the leagues' and the dailies' come on top).
    #[arg(long, default_value_t = 1000)]
    games: usize,
    /// Requests per page kind and kind of run.
    #[arg(long, default_value_t = 1000)]
    requests: usize,
    /// Cargo passes `--bench` to a bench binary.
    #[arg(long, hide = true)]
    bench: bool,
}

fn main() {
    let args = Args::parse();
    // One core: the server, its service and the client share one thread.
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("a runtime");
    rt.block_on(run(args));
}

async fn run(args: Args) {
    let dir = tempfile::tempdir().expect("a folder");
    let clock = Arc::new(TestClock::new(1_780_000_000_000));
    let config = ServiceConfig {
        seed: Some(45),
        ..tucana::cli::demo::config()
    };
    let service = Service::open(dir.path().join("web.db"), clock.clone(), config)
        .await
        .expect("the service");
    let kinds = service.games().len();
    let started = Instant::now();
    let casual = args.games.div_ceil(kinds);
    let demo = tucana::cli::demo::fill(&service, &clock, 2, casual, 45)
        .await
        .expect("the games");
    println!(
        "store: {} finished games, {} in play, {} leagues, filled in {:.1} s",
        demo.finished.len(),
        demo.in_play.len(),
        demo.leagues.len(),
        started.elapsed().as_secs_f64()
    );
    let limits = Limits {
        per_second: 1e9,
        burst: 1e9,
    };
    let web = Web::new(service.clone(), limits).expect("the catalogs");
    let server = Server::start(([127, 0, 0, 1], 0).into(), web)
        .await
        .expect("the server");
    let base = format!("http://{}", server.local_addr());
    let client = reqwest::Client::new();
    // The league with the most games, and a 4-player game of it.
    let league = format!("/l/{}", demo.leagues[0]);
    let game = format!("/g/{}", demo.finished[0]);
    for (what, path) in [("league season", &league), ("game", &game)] {
        let bytes = client
            .get(format!("{base}{path}"))
            .send()
            .await
            .expect("a page")
            .bytes()
            .await
            .expect("its body")
            .len();
        for cold in [true, false] {
            let mut times = Vec::with_capacity(args.requests);
            let all = Instant::now();
            for i in 0..args.requests {
                // Cold: another page or step each time (past the last one a page is the
                // last: worked out again all the same, as the cache keeps it by its query).
                let asked = if what == "game" { "step" } else { "page" };
                let url = match cold {
                    true => format!("{base}{path}?{asked}={}", i + 1),
                    false => format!("{base}{path}"),
                };
                let t = Instant::now();
                let answer = client.get(&url).send().await.expect("an answer");
                assert_eq!(answer.status(), 200, "{url}");
                answer.bytes().await.expect("its body");
                times.push(t.elapsed());
            }
            let took = all.elapsed();
            times.sort();
            let at = |q: f64| times[((times.len() as f64 * q) as usize).min(times.len() - 1)];
            let ms = |d: Duration| d.as_secs_f64() * 1000.0;
            println!(
                "{what:<14} {:<4} {:>7.0} pages/s  p50 {:>7.2} ms  p99 {:>7.2} ms  max {:>7.2} ms  ({bytes} bytes)",
                if cold { "cold" } else { "warm" },
                args.requests as f64 / took.as_secs_f64(),
                ms(at(0.50)),
                ms(at(0.99)),
                ms(*times.last().unwrap()),
            );
        }
    }
    server.stop().await;
    service.shutdown().await;
}
