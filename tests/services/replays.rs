//! Finished games' replays through the service: a `/game replay` waits in the drawer's
//! queue, one request per user; a replay that cannot be drawn is answered from the
//! remembered failure, never drawn again; the replays kept stay within their byte budget,
//! the least recently used forgotten first and drawn again when asked for; a replay an end
//! post owed is drawn after a restart. On SQLite here, and on PostgreSQL in
//! `tests/scale_out/main.rs`.

use crate::support;

use std::sync::Arc;
use std::time::Duration;

use sqlx::Connection;
use tempfile::TempDir;
use tucana::app::{
    Actor, AppError, ExtraGames, GameSettings, GameStatus, Service, ServiceConfig, TestClock,
    UserId,
};
use tucana::game::Rules;

use support::games::RACE;
use support::{PLACE, T0};

/// How long a test waits for what it expects before it fails: generous, for a busy machine.
const DEADLINE: Duration = Duration::from_secs(120);

async fn service(dir: &TempDir, clock: &Arc<TestClock>, budget: Option<u64>) -> Service {
    Service::start(
        support::store(dir).await,
        clock.clone(),
        ServiceConfig {
            games: ExtraGames(vec![&RACE]),
            seed: Some(42),
            no_scheduler: true,
            replay_budget: budget,
            ..ServiceConfig::default()
        },
    )
    .await
    .expect("service starts")
}

/// A user of the test's server.
fn member(user: u64) -> Actor {
    Actor {
        guild: Some(PLACE.guild),
        ..Actor::new(UserId(user), format!("player{user}"))
    }
}

/// A race of two players to square 5, played to its end: its public id.
async fn finished_race(svc: &Service) -> String {
    let settings = GameSettings {
        game: RACE.id().into(),
        options: RACE.options(&[("target", "5"), ("wind", "0")]).unwrap(),
        ..GameSettings::default()
    };
    let info = svc.create_game(PLACE, &member(1), settings).await.unwrap();
    svc.join(&info.id, &member(2)).await.unwrap();
    svc.start_game(&info.id, UserId(1)).await.unwrap();
    for (user, steps) in [(1, "3"), (2, "1"), (1, "2")] {
        svc.play(&info.id, UserId(user), steps).await.unwrap();
    }
    let status = svc.game_info(&info.id).await.unwrap().status;
    assert_eq!(status, GameStatus::Finished);
    info.id
}

/// Three such races.
async fn three_races(svc: &Service) -> [String; 3] {
    [
        finished_race(svc).await,
        finished_race(svc).await,
        finished_race(svc).await,
    ]
}

/// `/game replay` of `game` by `user`.
async fn replay_of(svc: &Service, user: u64, game: &str) -> Result<Vec<u8>, AppError> {
    svc.game_for(&member(user), game).await?.replay().await
}

/// Waits until `done` holds, failing after [`DEADLINE`].
async fn until(what: &str, done: impl Fn() -> bool) {
    let give_up = tokio::time::Instant::now() + DEADLINE;
    while !done() {
        assert!(tokio::time::Instant::now() < give_up, "timed out: {what}");
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
}

/// The internal id of a game.
async fn game_id(svc: &Service, game: &str) -> tucana::store::GameKey {
    svc.store().find_game(game).await.unwrap().unwrap().id
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_user_has_one_replay_waiting_and_a_failure_is_not_drawn_again() {
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(TestClock::new(T0));
    let svc = service(&dir, &clock, None).await;
    let [a, b, c] = three_races(&svc).await;

    // A long drawing holds the drawer: user 3's request waits its turn.
    let held = svc.hold_replay_drawer().await;
    let first = tokio::spawn({
        let (svc, a) = (svc.clone(), a.clone());
        async move { replay_of(&svc, 3, &a).await }
    });
    until("user 3's request waits", || svc.replays_waiting() == 1).await;
    // Asking again meanwhile, for any game, is answered at once and queues nothing.
    let again = tokio::time::timeout(DEADLINE, replay_of(&svc, 3, &b))
        .await
        .expect("answered at once, while the drawer is held");
    let text = again.unwrap_err().to_string();
    assert!(
        text.contains("still drawing the replay you asked for"),
        "{text}"
    );
    assert_eq!(svc.replays_waiting(), 1);
    // Another user's request waits its turn beside it.
    let other = tokio::spawn({
        let (svc, b) = (svc.clone(), b.clone());
        async move { replay_of(&svc, 4, &b).await }
    });
    until("user 4's request waits", || svc.replays_waiting() == 2).await;
    drop(held);
    let first = first.await.unwrap().expect("user 3's replay");
    let other = other.await.unwrap().expect("user 4's replay");
    assert!(first.starts_with(b"GIF89a") && other.starts_with(b"GIF89a"));
    assert_eq!(svc.replays_drawn(), 2);
    // Kept: asked again, it is not drawn again; and user 3 may ask again.
    assert_eq!(replay_of(&svc, 3, &a).await.unwrap(), first);
    assert_eq!(svc.replays_drawn(), 2);

    // A game whose log no longer replays cannot be drawn: said once, then remembered.
    let id = game_id(&svc, &c).await;
    let mut conn = support::unchecked(&dir).await;
    sqlx::query("UPDATE moves SET move = 'nonsense' WHERE game_id = $1 AND seq = 0")
        .bind(id)
        .execute(&mut conn)
        .await
        .unwrap();
    conn.close().await.unwrap();
    let refused = replay_of(&svc, 3, &c).await.unwrap_err().to_string();
    assert!(refused.contains("cannot be drawn"), "{refused}");
    assert_eq!(svc.replays_drawn(), 3);
    for user in [3, 4, 5] {
        let again = replay_of(&svc, user, &c).await.unwrap_err().to_string();
        assert_eq!(again, refused);
    }
    assert_eq!(
        svc.replays_drawn(),
        3,
        "the failure is remembered, not drawn again"
    );
    svc.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn replays_kept_stay_within_their_byte_budget_least_recently_used_first() {
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(TestClock::new(T0));
    let svc = service(&dir, &clock, None).await;
    let [a, b, c] = three_races(&svc).await;
    // The size of one race's replay (the three are alike), with the default budget.
    replay_of(&svc, 3, &a).await.unwrap();
    let one = svc.store().replay_bytes().await.unwrap();
    assert!(one > 0);
    svc.shutdown().await;

    // Room for two and a half.
    let budget = one * 5 / 2;
    let svc = service(&dir, &clock, Some(budget)).await;
    let ids = [
        game_id(&svc, &a).await,
        game_id(&svc, &b).await,
        game_id(&svc, &c).await,
    ];
    let kept = || async {
        let mut kept = Vec::new();
        for (name, id) in ["a", "b", "c"].into_iter().zip(ids) {
            if svc.store().replay(id).await.unwrap().is_some() {
                kept.push(name);
            }
        }
        kept
    };
    let step = Duration::from_secs(60);
    replay_of(&svc, 3, &b).await.unwrap();
    clock.advance(step);
    // Shown again: a is now more recently used than b.
    replay_of(&svc, 4, &a).await.unwrap();
    clock.advance(step);
    assert_eq!(svc.replays_drawn(), 1, "a was kept");
    replay_of(&svc, 3, &c).await.unwrap();
    assert_eq!(
        kept().await,
        ["a", "c"],
        "b, the least recently used, is forgotten"
    );
    assert!(svc.store().replay_bytes().await.unwrap() <= budget);
    clock.advance(step);

    // Forgotten, b is drawn again when asked for; a is now the least recently used.
    replay_of(&svc, 4, &b).await.unwrap();
    assert_eq!(svc.replays_drawn(), 3);
    assert_eq!(kept().await, ["b", "c"]);
    assert!(svc.store().replay_bytes().await.unwrap() <= budget);
    svc.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_replay_an_end_post_owed_is_drawn_and_posted_after_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(TestClock::new(T0));
    let svc = service(&dir, &clock, None).await;
    let game = finished_race(&svc).await;
    // Owed while the drawer is busy, then the process stops before drawing it.
    let held = svc.hold_replay_drawer().await;
    svc.owe_replay(&game).await.unwrap();
    let key = format!("{game}:replay");
    let posted = |events: Vec<tucana::app::OutboundEvent>| events.iter().any(|e| e.key == key);
    assert!(!posted(svc.pending_events(1000).await.unwrap()));
    svc.shutdown().await;
    drop(held);

    let svc = service(&dir, &clock, None).await;
    let give_up = tokio::time::Instant::now() + DEADLINE;
    while !posted(svc.pending_events(1000).await.unwrap()) {
        assert!(
            tokio::time::Instant::now() < give_up,
            "the owed replay's post"
        );
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    assert_eq!(svc.replays_drawn(), 1);
    let id = game_id(&svc, &game).await;
    assert!(svc.store().replay(id).await.unwrap().is_some());
    // Owed once: owing it again (the end post delivered again) posts nothing twice.
    svc.owe_replay(&game).await.unwrap();
    until("the drawing settled", || svc.replays_waiting() == 0).await;
    let events = svc.pending_events(1000).await.unwrap();
    assert_eq!(events.iter().filter(|e| e.key == key).count(), 1);
    assert_eq!(svc.replays_drawn(), 1);
    svc.shutdown().await;
}
