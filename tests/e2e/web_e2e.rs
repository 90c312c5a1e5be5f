//! The web pages (issue 45), served by `tucana::web` from a store filled by real games of
//! every game (`cli::demo`: leagues, games outside them, a week of dailies, a player whose
//! name is markup):
//!
//! - over HTTP: every page kind answers, in the reader's language; an unknown id and a
//!   server that did not turn its pages on answer 404; the security headers; ETags
//!   answered with 304; the rate limit; no platform id in any page; a 4-player game's page
//!   under 300 KB before its pictures; the hostile name escaped;
//! - in headless Chromium driven through ChromeDriver (`fantoccini`): every page kind
//!   reached by following links, a replay stepped with the arrow keys, the hostile name
//!   shown as text, no console error, screenshots at 1280 and 375 px wide that are not
//!   blank. Without Chromium and ChromeDriver it says it was skipped, as the PostgreSQL runs
//!   do (`.ci/run` installs Debian's packages).

use crate::support;

use std::sync::Arc;
use std::time::Duration;

use tucana::app::{Service, TestClock};
use tucana::cli::demo::{self, Demo};
use tucana::web::{Limits, Server, Web};

/// A store filled by the demo, its pages served on 127.0.0.1.
struct Site {
    _dir: tempfile::TempDir,
    service: Service,
    demo: Demo,
    server: Server,
    base: String,
}

async fn site(limits: Limits) -> Site {
    let dir = tempfile::tempdir().unwrap();
    let (service, clock): (Service, Arc<TestClock>) = support::service(&dir, false).await;
    let started = std::time::Instant::now();
    let demo = demo::fill(&service, &clock, 1, 1, 7)
        .await
        .expect("the demo's games");
    eprintln!(
        "the demo: {} finished games, {} in play, {} leagues, {} days, in {:.1} s",
        demo.finished.len(),
        demo.in_play.len(),
        demo.leagues.len(),
        demo.days.len(),
        started.elapsed().as_secs_f64()
    );
    let web = Web::new(service.clone(), limits).unwrap();
    let server = Server::start(([127, 0, 0, 1], 0).into(), web)
        .await
        .unwrap();
    let base = format!("http://{}", server.local_addr());
    Site {
        _dir: dir,
        service,
        demo,
        server,
        base,
    }
}

fn generous() -> Limits {
    Limits {
        per_second: 10_000.0,
        burst: 10_000.0,
    }
}

impl Site {
    /// Every page of the demo: its server, daily boards, leagues, games and public players.
    async fn pages(&self) -> Vec<String> {
        let d = &self.demo;
        let mut pages = vec!["/".to_owned(), format!("/s/{}", d.server)];
        let game = d.daily_game.clone().unwrap();
        pages.push(format!("/s/{}/daily/{game}", d.server));
        pages.push(format!("/s/{}/daily/{game}/{}", d.server, d.days[0]));
        for league in &d.leagues {
            pages.push(format!("/l/{league}"));
        }
        for game in d.finished.iter().chain(&d.in_play) {
            pages.push(format!("/g/{game}"));
        }
        for player in &d.public {
            pages.push(format!("/p/{player}"));
        }
        pages
    }
}

/// Every id of the platform the demo used: none may reach a page.
fn snowflakes() -> Vec<String> {
    let mut ids = vec![demo::GUILD.0.to_string()];
    ids.extend((0..demo::PLAYERS.len() as u64).map(|i| (demo::FIRST_USER + i).to_string()));
    ids
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_page_answers_over_http_with_its_rules() {
    let site = site(generous()).await;
    let http = reqwest::Client::new();
    let get = |path: String, lang: Option<&'static str>| {
        let mut req = http.get(format!("{}{path}", site.base));
        if let Some(lang) = lang {
            req = req.header("Accept-Language", lang);
        }
        req.send()
    };
    let ids = snowflakes();
    let mut biggest_game = 0;
    for path in site.pages().await {
        let answer = get(path.clone(), None).await.unwrap();
        assert_eq!(answer.status(), 200, "{path}");
        let headers = answer.headers().clone();
        let csp = headers["content-security-policy"].to_str().unwrap();
        assert!(
            csp.contains("default-src 'none'") && csp.contains("script-src 'self'"),
            "{csp}"
        );
        assert_eq!(headers["x-content-type-options"], "nosniff");
        let etag = headers["etag"].clone();
        let body = answer.text().await.unwrap();
        for id in &ids {
            assert!(
                !body.contains(id.as_str()),
                "{path} shows the platform's id {id}"
            );
        }
        assert!(
            !body.contains("<script>alert"),
            "{path}: a name is not escaped"
        );
        if path.starts_with("/g/") {
            biggest_game = biggest_game.max(body.len());
            assert!(body.len() < 300 * 1024, "{path}: {} bytes", body.len());
        }
        // The same page again with its ETag: 304 and no body.
        let again = http
            .get(format!("{}{path}", site.base))
            .header("If-None-Match", etag)
            .send()
            .await
            .unwrap();
        assert_eq!(again.status(), 304, "{path}");
    }
    eprintln!("the largest game page: {biggest_game} bytes");
    // The hostile name is on the league's page, escaped.
    let league = get(format!("/l/{}", site.demo.leagues[0]), None)
        .await
        .unwrap();
    let html = league.text().await.unwrap();
    assert!(
        html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"),
        "escaped"
    );
    // In the reader's language: Accept-Language, else the switch.
    let german = get("/".to_owned(), Some("de-DE,de;q=0.9")).await.unwrap();
    assert_eq!(german.headers()["content-language"], "de");
    let german = german.text().await.unwrap();
    assert!(german.contains("lang=\"de\""));
    let french = get("/?lang=fr".to_owned(), Some("de")).await.unwrap();
    assert_eq!(french.headers()["content-language"], "fr");
    // Unknown ids, and pictures that cannot be: 404.
    for path in [
        "/s/nosuchserver",
        "/g/nosuchgame",
        "/g/nosuchgame/step/0.png",
        "/l/999999",
        "/p/nosuchplayer",
        "/nowhere",
    ] {
        assert_eq!(
            get(path.to_owned(), None).await.unwrap().status(),
            404,
            "{path}"
        );
    }
    let in_play = &site.demo.in_play[0];
    for path in [
        format!("/g/{in_play}/final.png"),
        format!("/g/{in_play}/script.json"),
    ] {
        assert_eq!(
            get(path.clone(), None).await.unwrap().status(),
            404,
            "{path}"
        );
    }
    let finished = &site.demo.finished[0];
    let picture = get(format!("/g/{finished}/step/1.png"), None)
        .await
        .unwrap();
    assert_eq!(picture.headers()["content-type"], "image/png");
    let script = get(format!("/g/{finished}/script.json"), None)
        .await
        .unwrap();
    assert_eq!(script.status(), 200);
    // A server that turns its pages off: every page of it answers 404.
    let mut admin =
        tucana::app::Actor::new(tucana::app::UserId(demo::FIRST_USER), "Ana").on(demo::GUILD);
    admin.admin = true;
    site.service
        .set_web(&admin, "Demo Island", false)
        .await
        .unwrap();
    for path in [
        format!("/s/{}?page=2", site.demo.server),
        format!("/g/{finished}?step=0"),
    ] {
        assert_eq!(
            get(path.clone(), None).await.unwrap().status(),
            404,
            "{path}"
        );
    }
    site.server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_address_past_its_rate_answers_429() {
    let limits = Limits {
        per_second: 1.0,
        burst: 5.0,
    };
    let dir = tempfile::tempdir().unwrap();
    let (service, _clock) = support::service(&dir, false).await;
    let server = Server::start(
        ([127, 0, 0, 1], 0).into(),
        Web::new(service, limits).unwrap(),
    )
    .await
    .unwrap();
    let url = format!("http://{}/", server.local_addr());
    let mut statuses = Vec::new();
    for _ in 0..8 {
        statuses.push(reqwest::get(&url).await.unwrap().status().as_u16());
    }
    assert_eq!(statuses[..5], [200; 5]);
    assert!(statuses[5..].iter().all(|&s| s == 429), "{statuses:?}");
    server.stop().await;
}

/// ChromeDriver and Chromium, or why the browser tests are skipped.
fn browser() -> Result<(String, String), String> {
    let driver = std::env::var("CHROMEDRIVER").unwrap_or_else(|_| "/usr/bin/chromedriver".into());
    let chromium = std::env::var("CHROMIUM").unwrap_or_else(|_| "/usr/bin/chromium".into());
    for path in [&driver, &chromium] {
        if !std::path::Path::new(path).exists() {
            return Err(format!(
                "no {path}; .ci/run installs Debian's chromium and chromium-driver"
            ));
        }
    }
    Ok((driver, chromium))
}

/// ChromeDriver's browser log since the last ask (`goog:loggingPrefs`), as its JSON.
#[derive(Debug)]
struct BrowserLog;

impl fantoccini::wd::WebDriverCompatibleCommand for BrowserLog {
    fn endpoint(
        &self,
        base: &url::Url,
        session: Option<&str>,
    ) -> Result<url::Url, url::ParseError> {
        base.join(&format!("session/{}/se/log", session.unwrap_or_default()))
    }

    fn method_and_body(&self, _: &url::Url) -> (http::Method, Option<String>) {
        (http::Method::POST, Some(r#"{"type":"browser"}"#.to_owned()))
    }
}

/// The log's errors (`SEVERE`): a script's error, a resource refused, a 404 of the page's
/// own files.
async fn console_errors(client: &fantoccini::Client) -> Vec<String> {
    let log = client.issue_cmd(BrowserLog).await.expect("the browser log");
    log.as_array()
        .into_iter()
        .flatten()
        .filter(|entry| entry["level"] == "SEVERE")
        .map(|entry| entry["message"].to_string())
        .collect()
}

/// A screenshot that is not blank: decoded, with more than a few colours and something
/// dark (the text) on the light page.
fn not_blank(png: &[u8]) -> bool {
    let image = image::load_from_memory(png).expect("a PNG").to_rgb8();
    let mut colours = std::collections::HashSet::new();
    let mut dark = 0;
    for p in image.pixels() {
        colours.insert(p.0);
        if p.0.iter().map(|&c| c as u32).sum::<u32>() < 200 {
            dark += 1;
        }
    }
    colours.len() > 8 && dark > 100
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_pages_in_a_real_browser() {
    let (driver, chromium) = match browser() {
        Ok(found) => found,
        Err(why) => {
            eprintln!("skipped: the browser tests of the web pages ({why})");
            return;
        }
    };
    let site = site(generous()).await;
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let mut chromedriver = tokio::process::Command::new(&driver)
        .arg(format!("--port={port}"))
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .kill_on_drop(true)
        .spawn()
        .expect("chromedriver starts");
    let webdriver = format!("http://127.0.0.1:{port}");
    let mut caps = serde_json::Map::new();
    caps.insert(
        "goog:chromeOptions".into(),
        serde_json::json!({
            "binary": chromium,
            "args": ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--disable-background-networking", "--disable-component-update",
                     "--disable-sync", "--no-first-run", "--disable-quic",
                     "--window-size=1280,900", "--lang=en-US"]
        }),
    );
    caps.insert(
        "goog:loggingPrefs".into(),
        serde_json::json!({ "browser": "ALL" }),
    );
    let mut client = None;
    for _ in 0..50 {
        let connector = hyper_util::client::legacy::connect::HttpConnector::new();
        match fantoccini::ClientBuilder::new(connector)
            .capabilities(caps.clone())
            .connect(&webdriver)
            .await
        {
            Ok(c) => {
                client = Some(c);
                break;
            }
            Err(_) => tokio::time::sleep(Duration::from_millis(200)).await,
        }
    }
    let c = client.expect("a session of ChromeDriver");
    use fantoccini::Locator;
    let url = |path: &str| format!("{}{path}", site.base);
    let mut visited = 0;
    let check = |c: &fantoccini::Client| {
        let c = c.clone();
        async move {
            let errors = console_errors(&c).await;
            let here = c.current_url().await.unwrap();
            assert!(errors.is_empty(), "{here}: {errors:?}");
        }
    };

    // The server's page, from the home page's address.
    c.goto(&url(&format!("/s/{}", site.demo.server)))
        .await
        .unwrap();
    check(&c).await;
    visited += 1;
    let shot = c.screenshot().await.unwrap();
    assert!(not_blank(&shot), "the server's page at 1280 px");
    // A league, by its link: the standings show the hostile name as text.
    c.find(Locator::Css("section[aria-labelledby=leagues] a"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    check(&c).await;
    visited += 1;
    assert!(c.current_url().await.unwrap().path().starts_with("/l/"));
    let text = c
        .find(Locator::Css("main"))
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(
        text.contains("<script>alert(1)</script>"),
        "shown as text: {text}"
    );
    // Its first finished game, by its link in the rounds.
    let game = c
        .find(Locator::Css("ul.tables a[href^='/g/']"))
        .await
        .unwrap();
    game.click().await.unwrap();
    check(&c).await;
    visited += 1;
    let path = c.current_url().await.unwrap().path().to_owned();
    assert!(path.starts_with("/g/"), "{path}");
    // Its replay, stepped with the keys: Home to the start, → to the next step, ← back.
    let step = |c: fantoccini::Client| async move {
        let url = c.current_url().await.unwrap();
        url.query_pairs()
            .find(|(k, _)| k == "step")
            .map(|(_, v)| v.parse::<usize>().unwrap())
    };
    let body = c.find(Locator::Css("body")).await.unwrap();
    body.send_keys(&fantoccini::key::Key::Home.to_string())
        .await
        .unwrap();
    wait_for(&c, |u| u.contains("step=0")).await;
    assert_eq!(step(c.clone()).await, Some(0));
    let body = c.find(Locator::Css("body")).await.unwrap();
    body.send_keys(&fantoccini::key::Key::Right.to_string())
        .await
        .unwrap();
    wait_for(&c, |u| u.contains("step=1")).await;
    check(&c).await;
    let loaded = c
        .execute(
            "const i = document.getElementById('step-picture'); return i.complete && i.naturalWidth > 0;",
            vec![],
        )
        .await
        .unwrap();
    assert_eq!(
        loaded,
        serde_json::Value::Bool(true),
        "the step's picture loaded"
    );
    let body = c.find(Locator::Css("body")).await.unwrap();
    body.send_keys(&fantoccini::key::Key::Left.to_string())
        .await
        .unwrap();
    wait_for(&c, |u| u.contains("step=0")).await;
    visited += 1;
    // The pages at 375 px wide: no sideways scroll of the page, not blank.
    c.set_window_size(375, 800).await.unwrap();
    let wide = c
        .execute("return document.documentElement.scrollWidth;", vec![])
        .await
        .unwrap();
    assert!(
        wide.as_u64().unwrap() <= 375 + 1,
        "the page is {wide} px wide at 375"
    );
    assert!(
        not_blank(&c.screenshot().await.unwrap()),
        "a game's page at 375 px"
    );
    c.set_window_size(1280, 900).await.unwrap();
    // A public player's page, by a name's link on the game's page or the season's.
    c.goto(&url(&format!("/p/{}", site.demo.public[0])))
        .await
        .unwrap();
    check(&c).await;
    visited += 1;
    // The daily: today's board, then a past day by its link (its board picture loads).
    let daily = site.demo.daily_game.clone().unwrap();
    c.goto(&url(&format!("/s/{}/daily/{daily}", site.demo.server)))
        .await
        .unwrap();
    check(&c).await;
    c.find(Locator::Css(
        "section[aria-labelledby=past] li a[href*='/daily/']",
    ))
    .await
    .unwrap()
    .click()
    .await
    .unwrap();
    check(&c).await;
    visited += 2;
    assert!(
        not_blank(&c.screenshot().await.unwrap()),
        "a past day at 1280 px"
    );
    // The language switch: the same page in German.
    c.find(Locator::Css("nav.languages a[lang=de]"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    check(&c).await;
    let lang = c
        .execute("return document.documentElement.lang;", vec![])
        .await
        .unwrap();
    assert_eq!(lang, "de");
    // Every other page of the demo, with no console error.
    for path in site.pages().await {
        c.goto(&url(&path)).await.unwrap();
        check(&c).await;
        visited += 1;
    }
    eprintln!("{visited} pages seen in Chromium");
    c.close().await.unwrap();
    let _ = chromedriver.kill().await;
    site.server.stop().await;
}

/// Waits until the browser's address passes `ok`.
async fn wait_for(c: &fantoccini::Client, ok: impl Fn(&str) -> bool) {
    for _ in 0..100 {
        if ok(c.current_url().await.unwrap().as_str()) {
            return;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("the browser stayed at {}", c.current_url().await.unwrap());
}

/// The URLs of the link buttons of a message's JSON.
fn links(message: &serde_json::Value) -> Vec<String> {
    // An interaction's callback has the message in `data`; a follow-up is the message.
    let message = match message.get("data") {
        Some(data) if data.is_object() => data,
        _ => message,
    };
    message["components"]
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .filter(|button| button["style"] == 5)
        .filter_map(|button| button["url"].as_str().map(str::to_owned))
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_bot_turns_a_servers_pages_on_and_links_them() {
    use support::payloads::*;
    use support::table::Table;
    use tucana::app::{Actor, GameSettings, UserId};
    const URL: &str = "https://games.example.org";
    let mut t = Table::new().await;
    t.set_web_url(URL).await;
    let as_admin = |ix: &mut FakeInteraction| {
        ix.payload["member"]["permissions"] =
            serde_json::json!((2_248_473_465_835_073u64 | 0x20).to_string());
    };
    // Someone who may not manage the server is refused; an admin turns the pages on (the
    // choices are sent as their numbers: on 0, off 1; public 0).
    let ix = slash_command(
        "settings",
        None,
        &[opt("web", 0)],
        &bob(),
        CHANNEL_ID,
        Some(GUILD_ID),
    );
    let refused = t.answer(&ix).await.content().unwrap();
    assert!(refused.contains("Manage Server"), "{refused}");
    assert_eq!(
        t.service
            .web_of(tucana::app::GuildId(GUILD_ID))
            .await
            .unwrap(),
        None
    );
    let mut ix = slash_command(
        "settings",
        None,
        &[opt("web", 0)],
        &alice(),
        CHANNEL_ID,
        Some(GUILD_ID),
    );
    as_admin(&mut ix);
    let on = t.answer(&ix).await.content().unwrap();
    let web_id = t
        .service
        .web_of(tucana::app::GuildId(GUILD_ID))
        .await
        .unwrap()
        .unwrap();
    assert!(on.contains(&format!("{URL}/s/{web_id}")), "{on}");
    assert!(!on.contains(&GUILD_ID.to_string()));
    // A player's page: public, with its address.
    let profile = t
        .command(
            "game",
            Some("settings"),
            &[opt("profile", 0)],
            &alice(),
            CHANNEL_ID,
        )
        .await
        .content()
        .unwrap();
    assert!(profile.contains(&format!("{URL}/p/")), "{profile}");
    // The daily board links the server's board of the day.
    let board = t
        .command("daily", Some("leaderboard"), &[], &alice(), CHANNEL_ID)
        .await;
    let daily = t.service.daily_games()[0].id();
    assert_eq!(
        links(&board.json().unwrap()),
        [format!("{URL}/s/{web_id}/daily/{daily}")]
    );
    // A game's end post links its page.
    let place = tucana::app::Place {
        guild: tucana::app::GuildId(GUILD_ID),
        channel: tucana::app::ChannelId(CHANNEL_ID),
    };
    let host = Actor::new(UserId(alice().id), "alice").on(tucana::app::GuildId(GUILD_ID));
    let info = t
        .service
        .create_game(place, &host, GameSettings::default())
        .await
        .unwrap();
    let guest = Actor::new(UserId(bob().id), "bob").on(tucana::app::GuildId(GUILD_ID));
    t.service.join(&info.id, &guest).await.unwrap();
    t.service
        .start_game(&info.id, UserId(alice().id))
        .await
        .unwrap();
    demo::play_out(
        &t.service,
        &info.id,
        &mut tucana::game::rng::Rng::new(5, 1),
        None,
    )
    .await
    .unwrap();
    let want = format!("{URL}/g/{}", info.id);
    let mut found = false;
    for _ in 0..200 {
        if t.fake
            .messages_in(CHANNEL_ID)
            .iter()
            .any(|m| links(m) == [want.clone()])
        {
            found = true;
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert!(found, "the end post links {want}");
    // Off: no link any more.
    let mut ix = slash_command(
        "settings",
        None,
        &[opt("web", 1)],
        &alice(),
        CHANNEL_ID,
        Some(GUILD_ID),
    );
    as_admin(&mut ix);
    let off = t.answer(&ix).await.content().unwrap();
    assert!(!off.contains(URL), "{off}");
    let board = t
        .command("daily", Some("leaderboard"), &[], &alice(), CHANNEL_ID)
        .await;
    assert!(links(&board.json().unwrap()).is_empty());
    t.finish().await;
}
