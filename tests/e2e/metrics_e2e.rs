//! Metrics and health (`METRICS_ADDR`): the bot against the fake Discord with its listener on
//! 127.0.0.1:0, scraped over HTTP. `/metrics` parses as Prometheus' text format and counts
//! what was played (moves accepted and refused, interactions timed, games in play, shards
//! connected, the outbox); `/healthz` answers 503 with its reason until the bot is watched,
//! 200 `ok` once the shards are connected and the store answers, 503 while the store's
//! writer is held and 200 again once it is let go, and 503 again once the store is closed
//! or the shards are gone.
//!
//! The `metrics` recorder is process-wide: this file is a test binary of its own, and its
//! counts are compared with a scrape taken before the play.

use crate::support;

use std::collections::BTreeMap;

use support::*;
use tucana::discord::health::MetricsServer;
use tucana::telemetry;

/// One scrape: each sample's value by its series (`name{labels}` as rendered).
#[derive(Debug, Default)]
struct Scrape {
    samples: BTreeMap<String, f64>,
    /// `# TYPE` of each metric family.
    types: BTreeMap<String, String>,
}

impl Scrape {
    /// Parses Prometheus' text exposition format, strictly enough to fail on anything else:
    /// `# HELP name text`, `# TYPE name kind`, and samples `name{label="value",…} value`.
    fn parse(text: &str) -> Scrape {
        let mut scrape = Scrape::default();
        for line in text.lines().filter(|l| !l.trim().is_empty()) {
            if let Some(comment) = line.strip_prefix("# ") {
                let mut words = comment.splitn(3, ' ');
                let (keyword, name, rest) = (words.next(), words.next(), words.next());
                match (keyword, name, rest) {
                    (Some("HELP"), Some(name), Some(_)) => assert!(is_name(name), "{line}"),
                    (Some("TYPE"), Some(name), Some(kind)) => {
                        assert!(is_name(name), "{line}");
                        assert!(
                            ["counter", "gauge", "histogram", "summary", "untyped"].contains(&kind),
                            "{line}"
                        );
                        scrape.types.insert(name.to_owned(), kind.to_owned());
                    }
                    _ => panic!("not a HELP or TYPE line: {line}"),
                }
                continue;
            }
            let (series, value) = line.rsplit_once(' ').unwrap_or_else(|| panic!("{line}"));
            let name = series.split('{').next().unwrap();
            assert!(is_name(name), "bad metric name in {line}");
            if let Some(labels) = series.strip_prefix(name).filter(|l| !l.is_empty()) {
                let inner = labels
                    .strip_prefix('{')
                    .and_then(|l| l.strip_suffix('}'))
                    .unwrap_or_else(|| panic!("bad labels in {line}"));
                for pair in inner.split(',') {
                    let (key, quoted) = pair.split_once('=').unwrap_or_else(|| panic!("{line}"));
                    assert!(is_name(key), "bad label name in {line}");
                    assert!(
                        quoted.len() >= 2 && quoted.starts_with('"') && quoted.ends_with('"'),
                        "unquoted label value in {line}"
                    );
                }
            }
            let value = match value {
                "+Inf" => f64::INFINITY,
                "-Inf" => f64::NEG_INFINITY,
                v => v.parse().unwrap_or_else(|_| panic!("bad value in {line}")),
            };
            assert!(
                scrape.samples.insert(series.to_owned(), value).is_none(),
                "a series twice: {line}"
            );
        }
        scrape
    }

    /// A series' value, 0 if absent (a counter not yet incremented is not rendered).
    fn value(&self, series: &str) -> f64 {
        self.samples.get(series).copied().unwrap_or(0.0)
    }

    /// The sum of every series of `name` (over all its labels).
    fn total(&self, name: &str) -> f64 {
        self.samples
            .iter()
            .filter(|(s, _)| s.split('{').next() == Some(name))
            .map(|(_, v)| v)
            .sum()
    }
}

fn is_name(name: &str) -> bool {
    !name.is_empty()
        && !name.starts_with(|c: char| c.is_ascii_digit())
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == ':')
}

/// `GET path` on the listener: the status and the body.
async fn get(http: &reqwest::Client, server: &MetricsServer, path: &str) -> (u16, String) {
    let url = format!("http://{}{path}", server.local_addr());
    let response = http
        .get(&url)
        .send()
        .await
        .unwrap_or_else(|e| panic!("{url}: {e}"));
    let status = response.status().as_u16();
    (status, response.text().await.unwrap())
}

async fn scrape(http: &reqwest::Client, server: &MetricsServer) -> Scrape {
    let (status, text) = get(http, server, "/metrics").await;
    assert_eq!(status, 200, "{text}");
    Scrape::parse(&text)
}

/// Scrapes until `ready` holds, and returns that scrape.
async fn scrape_until(
    http: &reqwest::Client,
    server: &MetricsServer,
    ready: impl Fn(&Scrape) -> bool,
) -> Scrape {
    let deadline = tokio::time::Instant::now() + PATIENCE;
    loop {
        let scrape = scrape(http, server).await;
        if ready(&scrape) {
            return scrape;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "not there after {PATIENCE:?}: {scrape:#?}"
        );
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
}

fn moves(result: &str) -> String {
    format!("{}{{result=\"{result}\"}}", telemetry::MOVES_TOTAL)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn metrics_and_health_are_served_and_scraped() {
    // The metrics recorder is the process's: the other tests of this binary would count in
    // it too, so the test runs in a child process of its own.
    if !support::child::alone(module_path!(), "metrics_and_health_are_served_and_scraped") {
        return;
    }
    let mut t = Table::new().await;
    let server = MetricsServer::start("127.0.0.1:0".parse().unwrap(), t.service.clone())
        .await
        .expect("the listener starts");
    assert_ne!(server.local_addr().port(), 0, "the bound port is reported");
    let http = reqwest::Client::builder().no_proxy().build().unwrap();

    // As in `serve`, between the listener's start and the bot's: not ready, and why.
    assert_eq!(
        get(&http, &server, "/healthz").await,
        (503, "shards: not started yet\n".to_owned())
    );
    server.watch_bot(t.bot.as_ref().unwrap());
    assert_eq!(
        get(&http, &server, "/healthz").await,
        (200, "ok\n".to_owned())
    );
    let before = scrape(&http, &server).await;

    // 4 interactions: /game new, a refused start, a join and a start (buttons).
    let (thread, game) = open_game(&t).await;
    // A move the game refuses (/move), then one it takes (autocomplete, /trail).
    let refused = t.play_move("Z9-Z9", &alice(), thread).await;
    assert!(
        !refused.content().unwrap().starts_with("You drew"),
        "{refused:?}"
    );
    let choices = t.trail_choices("", &alice(), thread).await;
    let trail = &choices.first().expect("a legal trail").1;
    let drawn = t
        .command(
            "trail",
            None,
            &[opt("trail", trail.as_str())],
            &alice(),
            thread,
        )
        .await;
    assert!(
        drawn.content().unwrap().starts_with("You drew"),
        "{drawn:?}"
    );
    let interactions = 7.0;
    drain(&t.service).await;

    // An interaction is timed once its handling is over, just after its reply went out.
    let hist = telemetry::INTERACTION_SECONDS;
    let count = format!("{hist}_count");
    let after = scrape_until(&http, &server, |s| {
        s.total(&count) - before.total(&count) >= interactions
    })
    .await;
    let delta = |series: &str| after.value(series) - before.value(series);
    assert_eq!(delta(&moves(telemetry::ACCEPTED)), 1.0, "{after:#?}");
    assert_eq!(delta(&moves(telemetry::REFUSED)), 1.0, "{after:#?}");
    assert_eq!(delta(&moves(telemetry::FAILED)), 0.0, "{after:#?}");
    assert_eq!(after.types[telemetry::MOVES_TOTAL], "counter");

    // Every interaction timed, in buckets: the +Inf bucket holds them all.
    assert_eq!(after.types[hist], "histogram");
    for kind in ["command", "component", "autocomplete"] {
        let count = after.value(&format!("{hist}_count{{kind=\"{kind}\"}}"));
        let inf = after.value(&format!("{hist}_bucket{{kind=\"{kind}\",le=\"+Inf\"}}"));
        assert!(count >= 1.0 && inf == count, "{kind}: {after:#?}");
        let sum = after.value(&format!("{hist}_sum{{kind=\"{kind}\"}}"));
        assert!(sum > 0.0 && sum < 60.0 * count, "{kind}: {sum}");
    }

    // The gauges, read afresh: one game of Trails of Tucana in play and none of the
    // others, the one shard, the outbox delivered.
    assert_eq!(t.service.view(&game).await.unwrap().info.id, game);
    let active = |g: &str| format!("{}{{game=\"{g}\"}}", telemetry::GAMES_ACTIVE);
    assert_eq!(
        after.samples.get(&active("tucana")),
        Some(&1.0),
        "{after:#?}"
    );
    for rules in t.service.games() {
        if rules.id() != "tucana" {
            assert_eq!(after.samples.get(&active(rules.id())), Some(&0.0));
        }
    }
    assert_eq!(after.samples.get(telemetry::SHARDS_CONNECTED), Some(&1.0));
    assert_eq!(after.samples.get(telemetry::OUTBOX_PENDING), Some(&0.0));
    assert_eq!(
        after.samples.get(telemetry::OUTBOX_OLDEST_AGE_SECONDS),
        Some(&0.0)
    );
    for gauge in [
        telemetry::GAMES_ACTIVE,
        telemetry::SHARDS_CONNECTED,
        telemetry::OUTBOX_PENDING,
        telemetry::OUTBOX_OLDEST_AGE_SECONDS,
    ] {
        assert_eq!(after.types[gauge], "gauge", "{gauge}");
    }
    t.fake.assert_no_unknown_routes();
    t.fake.assert_no_problems();

    // The store's writer held (another connection keeps SQLite's write lock, as a lock or
    // a reconnecting server holds a writer): reads still answer, but not ready, and why;
    // ready again once it lets go.
    let location = tucana::store::Location::Sqlite(t.db.clone());
    let mut hold = tucana::store::connect(&location).await.unwrap();
    sqlx::Executor::execute(&mut hold, "BEGIN IMMEDIATE")
        .await
        .unwrap();
    assert_eq!(
        get(&http, &server, "/healthz").await,
        (
            503,
            "store writer: the storage writer has not committed anything for 2s\n".to_owned()
        )
    );
    sqlx::Executor::execute(&mut hold, "ROLLBACK")
        .await
        .unwrap();
    let mut probes = 0;
    while get(&http, &server, "/healthz").await != (200, "ok\n".to_owned()) {
        probes += 1;
        assert!(probes < 20, "not ready again once the writer was let go");
    }

    // The store closed: not ready, and why.
    t.service.shutdown().await;
    let (status, body) = get(&http, &server, "/healthz").await;
    assert_eq!(status, 503, "{body}");
    assert!(
        body.starts_with("store: ") && body.lines().count() == 1,
        "{body}"
    );
    // The shards gone: not ready, counted out.
    t.bot.take().unwrap().shutdown().await.unwrap();
    assert_eq!(
        get(&http, &server, "/healthz").await,
        (503, "shards: 0 of 1 connected\n".to_owned())
    );
    let gone = scrape(&http, &server).await;
    assert_eq!(gone.samples.get(telemetry::SHARDS_CONNECTED), Some(&0.0));

    // Stopped: nothing listens any more.
    let addr = server.local_addr();
    server.shutdown().await;
    assert!(tokio::net::TcpStream::connect(addr).await.is_err());
}
