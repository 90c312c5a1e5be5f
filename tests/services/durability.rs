//! Crash safety: a child process (this test binary again, in its child role) runs the
//! service on a SQLite file, takes a stream of moves on stdin and prints an
//! acknowledgement for each once the service has answered; it also runs the bot's real
//! outbox (`tucana::discord::outbox::spawn`), delivering to a fake Discord that the parent
//! runs (so it outlives every child). The parent kills the child with SIGKILL at random
//! moments, more than 20 times, restarting it each time (sometimes with the clock moved
//! on, so that deadlines and reminders fall due while it is down). The moments are counted
//! in acknowledgements, not in time: most runs are killed a few milliseconds after a
//! random number of them, mid-stream, so that every machine, however slow, sees the same
//! runs; one run in five is killed while it starts. After each kill: every
//! acknowledged move is in the database at the place it was acknowledged for, and every
//! stored log replays. At the end, every event has been delivered and none given up, a
//! post was sent again only after a kill fell between its sending and its confirmation
//! (at most once per kill), and no post is visible twice in the fake: each message create
//! carries its event's nonce with `enforce_nonce`, so Discord (and the fake) answers a
//! resent post with the first one.

use crate::support;

use std::collections::{HashMap, HashSet};
use std::process::{Child, ChildStdin};
use std::sync::mpsc;
use std::sync::Arc;
use std::time::{Duration, Instant};

use support::*;
use tucana::app::{GameSettings, Service, ServiceConfig, TestClock, UserId};
use tucana::discord::BotData;
use tucana::game::rng::Rng;
use tucana::games::tucana::{Game, Move, TurnState};
use tucana::store::{GameStatus, Store, StoredGame};

const CHILD_ENV: &str = "TUCANA_DURABILITY_CHILD";
const RUNS: usize = 24;
const LIVE_GAMES: usize = 6;
/// The most acknowledgements a run takes before it is killed.
const MOST_ACKS: u32 = 20;

// ----- The child -----

#[test]
fn durability_child() {
    if std::env::var(CHILD_ENV).is_err() {
        return; // only a role for the parent's child process
    }
    let db = std::env::var("TUCANA_DB").expect("TUCANA_DB");
    let api = std::env::var("TUCANA_API").expect("TUCANA_API");
    let now: i64 = std::env::var("TUCANA_NOW")
        .expect("TUCANA_NOW")
        .parse()
        .unwrap();
    let rt = child::runtime();
    rt.block_on(async move {
        let clock = Arc::new(TestClock::new(now));
        let store = Store::connect(&db).await.expect("the child's store opens");
        let svc = Service::start(store, clock, ServiceConfig::default())
            .await
            .expect("the child's service starts");
        let http = tucana::discord::build_http(BOT_TOKEN, Some(&api)).expect("http");
        let _outbox =
            tucana::discord::outbox::spawn(Arc::new(http), BotData::new(svc.clone()).unwrap());
        child::say("ready");
        let mut rx = child::parent_lines();
        let mut tasks = tokio::task::JoinSet::new();
        while let Some(line) = rx.recv().await {
            if line == "drain" {
                while !svc.pending_events(1).await.unwrap().is_empty() {
                    tokio::time::sleep(Duration::from_millis(5)).await;
                }
                child::say("drained");
                continue;
            }
            tasks.spawn(command(svc.clone(), line));
        }
        while tasks.join_next().await.is_some() {}
    });
    std::process::exit(0);
}

async fn command(svc: Service, line: String) {
    let words: Vec<&str> = line.split_whitespace().collect();
    match words[..] {
        ["create", tag, n] => {
            let tag: u64 = tag.parse().unwrap();
            let n: u64 = n.parse().unwrap();
            let users: Vec<UserId> = (0..n).map(|k| UserId(tag * 10 + k)).collect();
            let game = started_game(&svc, &users, GameSettings::default()).await;
            child::say(&format!("created {tag} {game}"));
        }
        [verb, game, user, ..] => {
            let user: UserId = user.parse().unwrap();
            let result = match verb {
                "play" => svc.play(game, user, words[3]).await,
                "skip" => svc.play(game, user, "skip").await,
                "undo" => svc.play(game, user, "undo").await,
                other => panic!("unknown command {other}"),
            };
            match result {
                Ok(outcome) => {
                    let moves: Vec<String> =
                        outcome.moves.iter().map(|m| m.replace(' ', "_")).collect();
                    child::say(&format!("ack {game} {} {}", outcome.seq, moves.join(" ")));
                }
                Err(e) => child::say(&format!("err {game} {e}")),
            }
        }
        _ => panic!("bad command {line:?}"),
    }
}

// ----- The parent -----

enum Msg {
    Ready,
    Created(String),
    Ack(String, i64, Vec<String>),
    Err(String),
    Drained,
}

fn parse(rest: &str) -> Option<Msg> {
    let words: Vec<&str> = rest.split(' ').collect();
    Some(match words[0] {
        "ready" => Msg::Ready,
        "drained" => Msg::Drained,
        "created" => Msg::Created(words[2].to_string()),
        "ack" => Msg::Ack(
            words[1].to_string(),
            words[2].parse().unwrap(),
            words[3..].iter().map(|m| m.replace('_', " ")).collect(),
        ),
        "err" => Msg::Err(words[1].to_string()),
        _ => return None,
    })
}

struct Running {
    child: Child,
    stdin: ChildStdin,
    rx: mpsc::Receiver<Msg>,
}

fn spawn_child(db: &str, now: i64, api: &str) -> Running {
    let vars = [
        (CHILD_ENV, "1".to_owned()),
        ("TUCANA_DB", db.to_owned()),
        ("TUCANA_API", api.to_owned()),
        ("TUCANA_NOW", now.to_string()),
    ];
    let (tx, rx) = mpsc::channel();
    let (child, stdin) = child::spawn(module_path!(), "durability_child", &vars, move |line| {
        parse(line).is_none_or(|msg| tx.send(msg).is_ok())
    });
    Running { child, stdin, rx }
}

/// The parent's copy of a game, kept from the database and the acknowledgements.
struct Mirror {
    game: Game,
    users: Vec<UserId>,
    busy: bool,
}

fn mirror_of(stored: &StoredGame) -> Mirror {
    let mut players = stored.players.clone();
    players.sort_by_key(|p| p.seat);
    Mirror {
        game: replay(stored),
        users: players.iter().map(|p| p.user).collect(),
        busy: false,
    }
}

/// A command for one of the game's players: mostly legal trails, sometimes a bonus skip,
/// an undo, or a trail that will be refused.
fn choose(game_id: &str, m: &Mirror, rng: &mut Rng) -> Option<String> {
    let g = &m.game;
    let waiting: Vec<usize> = g.waiting_for().collect();
    if g.is_finished() || waiting.is_empty() {
        return None;
    }
    let seat = waiting[rng.below(waiting.len() as u32) as usize];
    let user = m.users[seat];
    let map = g.map();
    let legal = g.legal_trails(seat);
    let roll = rng.below(100);
    if roll < 4 {
        return Some(format!("undo {game_id} {user}"));
    }
    if roll < 8 {
        let wrong = map.all_edges().without(&legal);
        if let Some(e) = wrong.nth(rng.below(wrong.len().max(1) as u32) as usize) {
            return Some(format!("play {game_id} {user} {}", map.edge_label(e)));
        }
    }
    if roll < 20 && matches!(g.turn_state(seat), TurnState::Bonus(_)) {
        return Some(format!("skip {game_id} {user}"));
    }
    let e = legal.nth(rng.below(legal.len().max(1) as u32) as usize)?;
    Some(format!("play {game_id} {user} {}", map.edge_label(e)))
}

#[test]
fn acknowledged_moves_and_events_survive_sigkill() {
    if std::env::var(CHILD_ENV).is_ok() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    // Worker threads serve the fake Discord while this thread drives the child.
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    let fake = rt.block_on(FakeDiscord::start());
    let api = fake.api_base();
    let db = rt.block_on(database_url(&dir));
    // Create the schema first, so that the parent can read from the very first run.
    rt.block_on(async {
        let store = Store::connect(&db).await.unwrap();
        store.close().await;
    });
    let mut rng = Rng::new(2024, 0);
    // The kills' schedule, from a generator of its own: the same runs whatever the moves.
    let mut kills_rng = Rng::new(2024, 1);
    let mut now = T0;
    let mut acked: Vec<(String, i64, String)> = Vec::new();
    let mut kills = 0;
    let mut acks_per_run = Vec::new();
    // When each child was started: every child but the last is killed, so a post sent again
    // by a later child than the one that sent it first was sent again across a kill.
    let mut starts: Vec<Instant> = Vec::new();
    let mut next_tag = 1u64;

    for run in 0..RUNS {
        // Every few runs the bot stays down long enough for reminders (21 hours: the
        // default reminder is 4 hours before a 24-hour deadline) or deadlines to fall due.
        now += match run % 6 {
            2 => 21 * 3_600_000,
            5 => 25 * 3_600_000,
            _ => [0, 0, 3_600_000][rng.below(3) as usize],
        };
        starts.push(Instant::now());
        let mut running = spawn_child(&db, now, &api);
        let started = Instant::now();
        // Killed while it starts (within 60 ms), or a moment (up to 20 ms) after its
        // `target`-th acknowledgement: the moment is random, that it comes is not.
        let early = kills_rng.below(5) == 0;
        let target = 1 + kills_rng.below(MOST_ACKS);
        let moment = Duration::from_millis(kills_rng.below(if early { 60 } else { 20 }) as u64);
        let mut kill_at = early.then(|| started + moment);
        let give_up = started + support::PATIENCE;
        let mut mirrors: HashMap<String, Mirror> = HashMap::new();
        let mut creating = false;
        let mut ready = false;
        let mut run_acks = 0;
        loop {
            let now_i = Instant::now();
            if kill_at.is_some_and(|at| now_i >= at) {
                break;
            }
            assert!(
                now_i < give_up,
                "run {run}: {run_acks} of {target} moves acknowledged after {:?}",
                support::PATIENCE
            );
            let wait = kill_at.map_or(Duration::from_millis(5), |at| {
                (at - now_i).min(Duration::from_millis(5))
            });
            let Ok(msg) = running.rx.recv_timeout(wait) else {
                continue;
            };
            match msg {
                Msg::Ready => {
                    ready = true;
                    let store = rt.block_on(Store::connect_read_only(&db)).unwrap();
                    for stored in rt.block_on(store.load_live_games()).unwrap() {
                        if stored.game.status == GameStatus::Active {
                            mirrors.insert(stored.game.public_id.clone(), mirror_of(&stored));
                        }
                    }
                    rt.block_on(store.close());
                }
                Msg::Created(game) => {
                    creating = false;
                    let store = rt.block_on(Store::connect_read_only(&db)).unwrap();
                    let row = rt.block_on(store.find_game(&game)).unwrap().unwrap();
                    let stored = rt.block_on(store.load_game(row.id)).unwrap().unwrap();
                    rt.block_on(store.close());
                    mirrors.insert(game, mirror_of(&stored));
                }
                Msg::Ack(game, seq, moves) => {
                    run_acks += 1;
                    if run_acks == target && kill_at.is_none() {
                        kill_at = Some(Instant::now() + moment);
                    }
                    let m = mirrors.get_mut(&game).expect("an ack for a known game");
                    assert_eq!(seq as usize, m.game.log().len(), "ack in log order");
                    for (i, text) in moves.iter().enumerate() {
                        let mv = Move::decode(text, m.game.map()).unwrap();
                        m.game.apply(mv).expect("an acknowledged move is legal");
                        acked.push((game.clone(), seq + i as i64, text.clone()));
                    }
                    m.busy = false;
                }
                Msg::Err(game) => {
                    if let Some(m) = mirrors.get_mut(&game) {
                        m.busy = false;
                    }
                }
                Msg::Drained => {}
            }
            // Keep every idle game busy, and a few games going.
            mirrors.retain(|_, m| !m.game.is_finished());
            for (game, m) in mirrors.iter_mut() {
                if !m.busy {
                    if let Some(cmd) = choose(game, m, &mut rng) {
                        child::tell(&mut running.stdin, &cmd);
                        m.busy = true;
                    }
                }
            }
            if ready && mirrors.len() < LIVE_GAMES && !creating {
                child::tell(
                    &mut running.stdin,
                    &format!("create {next_tag} {}", 2 + next_tag % 3),
                );
                next_tag += 1;
                creating = true;
            }
        }
        running.child.kill().expect("SIGKILL");
        running.child.wait().unwrap();
        kills += 1;
        // Acknowledgements printed before the kill still count: all of them, read until the
        // child's output ends.
        loop {
            match running.rx.recv_timeout(support::PATIENCE) {
                Ok(Msg::Ack(game, seq, moves)) => {
                    run_acks += 1;
                    for (i, text) in moves.into_iter().enumerate() {
                        acked.push((game.clone(), seq + i as i64, text));
                    }
                }
                Ok(_) => {}
                Err(mpsc::RecvTimeoutError::Disconnected) => break,
                Err(mpsc::RecvTimeoutError::Timeout) => panic!("the killed child's output"),
            }
        }
        acks_per_run.push(run_acks);
        verify_moves(&rt, &db, &acked);
    }
    println!(
        "{kills} kills; {} moves acknowledged; acknowledgements per run: {acks_per_run:?}",
        acked.len()
    );
    assert!(kills >= 20);
    assert!(
        acks_per_run.iter().filter(|&&n| n > 0).count() >= RUNS / 3,
        "runs were killed while taking moves: {acks_per_run:?}"
    );
    assert!(acked.len() >= 100, "{} moves acknowledged", acked.len());

    // A last run, left to deliver everything. The wait only guards against a hang: how long
    // the delivery takes depends on the machine (a loaded CI runner drew every picture of
    // some 2,000 moves in over a minute), so it is printed, not asserted.
    starts.push(Instant::now());
    let mut running = spawn_child(&db, now, &api);
    let started = std::time::Instant::now();
    loop {
        match running.rx.recv_timeout(Duration::from_secs(600)) {
            Ok(Msg::Ready) => child::tell(&mut running.stdin, "drain"),
            Ok(Msg::Drained) => break,
            Ok(_) => {}
            Err(_) => panic!("the last run did not drain its events in 10 minutes"),
        }
    }
    println!(
        "the last run drained in {:.1} s",
        started.elapsed().as_secs_f64()
    );
    drop(running.stdin);
    running.child.wait().unwrap();
    verify_moves(&rt, &db, &acked);
    verify_events(&rt, &db, &fake, &starts, kills);
}

/// Every acknowledged move is stored where it was acknowledged; every game replays.
fn verify_moves(rt: &tokio::runtime::Runtime, db: &str, acked: &[(String, i64, String)]) {
    rt.block_on(async {
        let store = Store::connect_read_only(db).await.unwrap();
        let mut logs: HashMap<String, Vec<String>> = HashMap::new();
        for row in store.games_in_place(PLACE).await.unwrap() {
            let stored = store.load_game(row.id).await.unwrap().unwrap();
            if row.status != GameStatus::Lobby {
                let game = replay(&stored);
                assert_eq!(game.is_finished(), row.status == GameStatus::Finished);
            }
            logs.insert(
                row.public_id.clone(),
                stored.moves.into_iter().map(|m| m.text).collect(),
            );
        }
        for (game, seq, text) in acked {
            let log = logs
                .get(game)
                .unwrap_or_else(|| panic!("acknowledged game {game} is stored"));
            assert_eq!(
                log.get(*seq as usize),
                Some(text),
                "{game}: acknowledged move {seq} is stored"
            );
        }
        store.close().await;
    });
}

/// Every event is delivered and none given up; a post was sent again only after a kill
/// (at most once per kill) and no post is visible twice; every deadline closing in a log
/// has its event.
fn verify_events(
    rt: &tokio::runtime::Runtime,
    db: &str,
    fake: &FakeDiscord,
    starts: &[Instant],
    kills: usize,
) {
    let route = format!("/channels/{}/messages", PLACE.channel);
    let creates = fake.requests_matching(|r| r.is("POST", &route));
    assert!(
        creates.iter().all(|r| r.status == 200),
        "{}",
        fake.describe()
    );
    // A post is sent again only if a kill fell after it was sent before (the child died
    // before confirming it): only by a child started after the first post arrived. (Not
    // "a kill between the two arrivals": the fake may take a request in after the child
    // that sent it was killed, when this process is busy.)
    let mut sent: HashMap<String, Instant> = HashMap::new();
    let mut repeats = 0;
    for r in &creates {
        let json = r.expect_json();
        assert_eq!(json["enforce_nonce"], true, "{r}");
        let nonce = json["nonce"].as_str().expect("a nonce").to_owned();
        if let Some(before) = sent.insert(nonce.clone(), r.at) {
            assert!(
                starts.iter().any(|&s| before < s && s < r.at),
                "{nonce} sent again with no kill between"
            );
            repeats += 1;
        }
    }
    // What players see: each post once.
    let mut visible: HashMap<String, usize> = HashMap::new();
    for m in fake.messages_in(PLACE.channel.get()) {
        let nonce = m["nonce"]
            .as_str()
            .expect("every post has a nonce")
            .to_owned();
        *visible.entry(nonce).or_default() += 1;
    }
    let twice: Vec<_> = visible.iter().filter(|(_, &n)| n > 1).collect();
    assert!(twice.is_empty(), "posts visible twice: {twice:?}");
    rt.block_on(async {
        let store = Store::connect_read_only(db).await.unwrap();
        let events = store.events_after(0, u32::MAX).await.unwrap();
        assert!(events.len() > 50, "{} events", events.len());
        let keys: HashSet<&str> = events.iter().map(|e| e.key.as_str()).collect();
        assert_eq!(keys.len(), events.len(), "idempotency keys are unique");
        assert!(
            events
                .iter()
                .all(|e| e.delivered_at.is_some() && e.failed_at.is_none()),
            "every event is confirmed, none given up"
        );
        // Every post is an event's, and every event but a "still to play" update (an
        // edit of its turn's post) is a post.
        let nonces: HashMap<String, &str> = events
            .iter()
            .map(|e| (tucana::discord::outbox::nonce(&e.key), e.kind.as_str()))
            .collect();
        for nonce in visible.keys() {
            assert!(nonces.contains_key(nonce), "a post of no event: {nonce}");
        }
        for (nonce, kind) in &nonces {
            if *kind != "player_finished" {
                assert!(visible.contains_key(nonce), "a {kind} event was not posted");
            }
        }
        println!(
            "{} events, {} posts, {} creates, {repeats} sent again after {kills} kills",
            events.len(),
            visible.len(),
            creates.len()
        );
        assert!(
            repeats <= kills,
            "{repeats} repeated deliveries for {kills} kills"
        );

        let mut closes = 0;
        let mut deadline_events = 0;
        for row in store.games_in_place(PLACE).await.unwrap() {
            let stored = store.load_game(row.id).await.unwrap().unwrap();
            let game_closes = stored.moves.iter().filter(|m| m.text == "close").count();
            let game_events = store.game_events(row.id).await.unwrap();
            let passed = game_events
                .iter()
                .filter(|e| e.kind == "deadline_passed")
                .count();
            assert_eq!(
                game_closes, passed,
                "{}: one event per deadline",
                row.public_id
            );
            let ended = game_events
                .iter()
                .filter(|e| e.kind == "game_ended")
                .count();
            assert_eq!(ended, usize::from(row.status == GameStatus::Finished));
            closes += game_closes;
            deadline_events += passed;
        }
        assert_eq!(closes, deadline_events);
        println!("{closes} deadlines closed turns");
        assert!(closes > 0, "some deadlines passed while the child was down");
        store.close().await;
    });
}
