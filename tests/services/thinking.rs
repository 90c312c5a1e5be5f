//! Computer players and hints through the service, on the kinds of Guess that have them
//! (`support::games::thinkers`): games of computer players only, the bounds on a host's
//! games and computer players, the thinkers shared fairly between hosts, and hints kept
//! and shown only for the position they were worked out for.

use crate::support;

use std::sync::Arc;
use std::time::Duration;

use support::games::thinkers::Gate;
use support::games::{GUESS_BOTS, GUESS_BROKEN, GUESS_GATED};
use support::*;
use tucana::app::{
    AppError, ExtraGames, GameSettings, GameStatus, Service, ServiceConfig, TestClock, UserId,
    HINT_QUEUE,
};
use tucana::game::{Level, Rules};

/// How long a test waits for what it expects at most: far beyond what it takes.
const PATIENCE: Duration = Duration::from_secs(120);

/// A service hosting the kinds of Guess with computer players, with `config`'s limits.
async fn service_with(dir: &tempfile::TempDir, config: ServiceConfig) -> Service {
    Service::start(
        store(dir).await,
        Arc::new(TestClock::new(T0)),
        ServiceConfig {
            games: ExtraGames(vec![&GUESS_BOTS, &GUESS_GATED, &GUESS_BROKEN]),
            seed: Some(42),
            no_scheduler: true,
            think_ms: Some(1),
            ..config
        },
    )
    .await
    .expect("service starts")
}

/// The settings of a game of `rules` over `rounds` rounds, hints allowed.
fn settings(rules: &dyn Rules, rounds: u32) -> GameSettings {
    GameSettings {
        game: rules.id().into(),
        options: rules.options(&[("rounds", &rounds.to_string())]).unwrap(),
        hints: true,
        ..GameSettings::default()
    }
}

/// A lobby of `rules` hosted by `host`, joined by `people`, with `bots` computer players.
async fn lobby(
    svc: &Service,
    rules: &dyn Rules,
    rounds: u32,
    host: UserId,
    people: &[UserId],
    bots: usize,
) -> String {
    let info = svc
        .create_game(PLACE, &who(host), settings(rules, rounds))
        .await
        .expect("create");
    for &u in people {
        svc.join(&info.id, &who(u)).await.expect("join");
    }
    for _ in 0..bots {
        svc.add_bot(&info.id, &who(host), Level::Normal)
            .await
            .expect("a computer player");
    }
    info.id
}

/// Waits until `ready` holds, for at most [`PATIENCE`].
async fn until(what: &str, mut ready: impl FnMut() -> bool) {
    let deadline = tokio::time::Instant::now() + PATIENCE;
    while !ready() {
        assert!(
            tokio::time::Instant::now() < deadline,
            "waited too long: {what}"
        );
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
}

/// The last person leaving a game that has computer players ends it, as abandoned, with
/// its end post; the computer players think no more for it.
#[tokio::test]
async fn the_last_person_leaving_ends_a_game_of_computer_players() {
    let dir = tempfile::tempdir().unwrap();
    let svc = service_with(&dir, ServiceConfig::default()).await;
    let (alice, bob) = (UserId(1), UserId(2));
    let game = lobby(&svc, &GUESS_BOTS, 5, alice, &[bob], 2).await;
    svc.start_game(&game, alice).await.unwrap();
    svc.run_due().await;
    svc.bots_idle().await;

    // One person left: the game goes on.
    svc.leave(&game, bob).await.unwrap();
    assert_eq!(
        svc.game_info(&game).await.unwrap().status,
        GameStatus::Active
    );
    // The last one: it ends there.
    svc.leave(&game, alice).await.unwrap();
    let row = svc.store().find_game(&game).await.unwrap().unwrap();
    assert_eq!(row.status, GameStatus::Cancelled);
    let events = events_of(&svc, &game).await;
    assert_eq!(kinds(&events).last(), Some(&"game_abandoned"), "{events:?}");
    match last(&events, "game_abandoned") {
        Some(tucana::app::Event::GameAbandoned { by }) => assert_eq!(by.user, alice),
        other => panic!("{other:?}"),
    }
    let moves = row.move_count;
    svc.run_due().await;
    svc.bots_idle().await;
    let row = svc.store().find_game(&game).await.unwrap().unwrap();
    assert_eq!(row.move_count, moves, "no computer player moved after");
    assert!(matches!(
        svc.leave(&game, alice).await,
        Err(AppError::Cancelled)
    ));
}

/// A host seats at most so many computer players in all the games they host, and starts
/// at most so many games; both free again as their games end.
#[tokio::test]
async fn a_host_seats_and_starts_a_bounded_number() {
    let dir = tempfile::tempdir().unwrap();
    let config = ServiceConfig {
        max_hosted_bots: Some(3),
        max_hosted_games: Some(2),
        ..ServiceConfig::default()
    };
    let svc = service_with(&dir, config).await;
    let (alice, bob) = (UserId(1), UserId(2));
    let first = lobby(&svc, &GUESS_BOTS, 5, alice, &[], 2).await;
    let second = lobby(&svc, &GUESS_BOTS, 5, alice, &[], 1).await;
    let refused = svc.add_bot(&second, &who(alice), Level::Easy).await;
    let words = refused.unwrap_err().to_string();
    assert!(
        words.contains("you already seat 3 computer players in the games you host"),
        "{words}"
    );
    // Another host's computer players are theirs.
    let bobs = lobby(&svc, &GUESS_BOTS, 5, bob, &[], 3).await;

    svc.start_game(&first, alice).await.unwrap();
    svc.start_game(&second, alice).await.unwrap();
    let third = lobby(&svc, &GUESS_BOTS, 5, alice, &[], 0).await;
    let refused = svc.start_game(&third, alice).await.unwrap_err().to_string();
    assert!(
        refused.contains("you already host 2 started games")
            && refused.contains(&first)
            && refused.contains(&second),
        "{refused}"
    );
    svc.start_game(&bobs, bob).await.unwrap();

    // A game that ends frees its place and its computer players' seats.
    svc.cancel(&first, &who(alice)).await.unwrap();
    svc.add_bot(&third, &who(alice), Level::Easy).await.unwrap();
    svc.add_bot(&third, &who(alice), Level::Easy).await.unwrap();
    svc.start_game(&third, alice).await.unwrap();
}

/// A host starts at most so many games in an hour, even games that ended at once (a host
/// opening, starting and leaving games of computer players as fast as the bot answers
/// made everyone's moves wait twice as long in the load run); an hour later, more.
#[tokio::test]
async fn a_host_starts_a_bounded_number_of_games_an_hour() {
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(TestClock::new(T0));
    let svc = Service::start(
        store(&dir).await,
        clock.clone(),
        ServiceConfig {
            games: ExtraGames(vec![&GUESS_BOTS]),
            seed: Some(42),
            no_scheduler: true,
            think_ms: Some(1),
            max_hourly_starts: Some(2),
            ..ServiceConfig::default()
        },
    )
    .await
    .expect("service starts");
    let (alice, bob) = (UserId(1), UserId(2));
    for _ in 0..2 {
        let game = lobby(&svc, &GUESS_BOTS, 5, alice, &[], 1).await;
        svc.start_game(&game, alice).await.unwrap();
        // Left at once: the game of a computer player alone is abandoned.
        svc.leave(&game, alice).await.unwrap();
    }
    let third = lobby(&svc, &GUESS_BOTS, 5, alice, &[], 1).await;
    let refused = svc.start_game(&third, alice).await.unwrap_err().to_string();
    assert!(refused.contains("in the last hour"), "{refused}");
    // Another host is not held back.
    let bobs = lobby(&svc, &GUESS_BOTS, 5, bob, &[], 1).await;
    svc.start_game(&bobs, bob).await.unwrap();
    clock.advance(Duration::from_secs(3601));
    svc.start_game(&third, alice).await.unwrap();
}

/// The thinkers are shared by host, not first come first served: with one host's games
/// of computer players holding both thinkers and more of them waiting, another user's
/// game thinks at the next free thinker, not after all of the first host's.
#[tokio::test]
async fn another_hosts_game_thinks_before_one_hosts_backlog() {
    // The gate's games: the first host's over 7 rounds, the other's over 8.
    const FIRST: u32 = 7;
    const OTHER: u32 = 8;
    // What came to the gate for this test's games (another test may use the gate).
    let came = || -> Vec<u32> {
        let ours = |r: &u32| *r == FIRST || *r == OTHER;
        Gate::came().into_iter().filter(ours).collect()
    };
    let dir = tempfile::tempdir().unwrap();
    let svc = service_with(&dir, ServiceConfig::default()).await;
    let (alice, bob) = (UserId(1), UserId(2));
    for _ in 0..5 {
        let game = lobby(&svc, &GUESS_GATED, FIRST, alice, &[], 1).await;
        svc.start_game(&game, alice).await.unwrap();
    }
    svc.run_due().await;
    // Two of Alice's games think (at the gate); the three others wait for a thinker.
    until("two thinkers busy and three waiting", || {
        came().len() == 2 && svc.thoughts_waiting() == 3
    })
    .await;
    let game = lobby(&svc, &GUESS_GATED, OTHER, bob, &[], 1).await;
    svc.start_game(&game, bob).await.unwrap();
    svc.run_due().await;
    until("Bob's game waiting too", || svc.thoughts_waiting() == 4).await;

    // One of Alice's thinkers is done: the next is Bob's game.
    Gate::let_through(FIRST, 1);
    until("a third thinker at the gate", || came().len() == 3).await;
    assert_eq!(came(), [FIRST, FIRST, OTHER]);

    Gate::let_through(FIRST, 100);
    Gate::let_through(OTHER, 100);
    tokio::time::timeout(PATIENCE, svc.bots_idle())
        .await
        .expect("every computer player moves");
}

/// A hint is kept for the position it was worked out for: once anyone has moved, asking
/// again works it out again.
#[tokio::test]
async fn a_hint_is_kept_for_its_position_only() {
    let dir = tempfile::tempdir().unwrap();
    let svc = service_with(&dir, ServiceConfig::default()).await;
    let (alice, bob) = (UserId(1), UserId(2));
    let game = lobby(&svc, &GUESS_BOTS, 5, alice, &[bob], 0).await;
    svc.start_game(&game, alice).await.unwrap();
    let hint = svc.hint(&game, alice).await.unwrap();
    assert_eq!(support::games::english(&hint.moves[0].gains), "at move 0");
    let again = svc.hint(&game, alice).await.unwrap();
    assert_eq!(again.moves, hint.moves);
    assert_eq!(again.used, 1, "counted once a step");
    // Bob chooses: the round goes on (Alice has yet to choose), the position changed.
    svc.play(&game, bob, "3").await.unwrap();
    let moved = svc.hint(&game, alice).await.unwrap();
    assert_eq!(
        support::games::english(&moved.moves[0].gains),
        "at move 1",
        "{moved:?}"
    );
    assert_eq!(moved.used, 1, "still the same step");
}

/// A hint that panics is logged and answered as no hint, never as the bot shutting down;
/// the game goes on.
#[tokio::test]
async fn a_hint_that_panics_is_no_hint() {
    let dir = tempfile::tempdir().unwrap();
    let svc = service_with(&dir, ServiceConfig::default()).await;
    let (alice, bob) = (UserId(1), UserId(2));
    let game = lobby(&svc, &GUESS_BROKEN, 5, alice, &[bob], 0).await;
    svc.start_game(&game, alice).await.unwrap();
    let refused = svc.hint(&game, alice).await.unwrap_err();
    assert!(!matches!(refused, AppError::ShuttingDown), "{refused:?}");
    assert!(
        refused.to_string().starts_with("no hint this time"),
        "{refused}"
    );
    assert!(!refused.is_transient());
    svc.play(&game, alice, "2").await.unwrap();
}

/// A hint worked out while the game moved on is not shown: the player is told to ask
/// again, and is not counted a hint.
#[tokio::test]
async fn a_hint_worked_out_for_a_position_gone_is_not_shown() {
    // The gate's game for this test: over 9 rounds.
    const ROUNDS: u32 = 9;
    let dir = tempfile::tempdir().unwrap();
    let svc = service_with(&dir, ServiceConfig::default()).await;
    let (alice, bob) = (UserId(1), UserId(2));
    let game = lobby(&svc, &GUESS_GATED, ROUNDS, alice, &[bob], 0).await;
    svc.start_game(&game, alice).await.unwrap();
    let asked = tokio::spawn({
        let (svc, game) = (svc.clone(), game.clone());
        async move { svc.hint(&game, alice).await }
    });
    until("the hint thinking", || Gate::came().contains(&ROUNDS)).await;
    svc.play(&game, bob, "3").await.unwrap();
    Gate::let_through(ROUNDS, 1);
    let answer = asked.await.unwrap();
    let words = answer.unwrap_err().to_string();
    assert!(
        words.contains("moved on") && words.contains("ask again"),
        "{words}"
    );
    let info = svc.game_info(&game).await.unwrap();
    assert_eq!(info.players[0].hints, 0, "{info:?}");

    // Asked again, it is the new position's (and the gate lets it through).
    Gate::let_through(ROUNDS, 1);
    let hint = svc.hint(&game, alice).await.unwrap();
    assert_eq!(support::games::english(&hint.moves[0].gains), "at move 1");
}

/// Hints wait in a short queue: with the thinker busy and [`HINT_QUEUE`] waiting, one more
/// player asking is told at once that the thinkers are busy, rather than waiting behind
/// everyone (a load run's hints waited 39 s at p50 behind a queue nothing bounded); once
/// the queue moves, they are answered.
#[tokio::test]
async fn a_hint_past_a_full_queue_is_refused_at_once() {
    // The gate's games for this test: over 10 rounds.
    const ROUNDS: u32 = 10;
    let dir = tempfile::tempdir().unwrap();
    let svc = service_with(&dir, ServiceConfig::default()).await;
    // Games of five people each, enough for the thinker, the queue and one more.
    let wanted = 1 + HINT_QUEUE + 1;
    let mut players = Vec::new();
    for table in 0..wanted.div_ceil(5) as u64 {
        let host = UserId(100 + 10 * table);
        let others: Vec<UserId> = (1..5).map(|i| UserId(100 + 10 * table + i)).collect();
        let game = lobby(&svc, &GUESS_GATED, ROUNDS, host, &others, 0).await;
        svc.start_game(&game, host).await.unwrap();
        players.extend(
            std::iter::once(host)
                .chain(others)
                .map(|u| (game.clone(), u)),
        );
    }
    let mut asked = Vec::new();
    for (game, user) in players.iter().take(wanted - 1).cloned() {
        let svc = svc.clone();
        asked.push(tokio::spawn(async move { svc.hint(&game, user).await }));
    }
    until("the first hint thinking", || Gate::came().contains(&ROUNDS)).await;
    // The others wait in the queue (not refused: their tasks are still on).
    until("the queue full", || svc.hints_asked() == wanted - 1).await;
    assert!(
        asked.iter().all(|a| !a.is_finished()),
        "all wait for the gate"
    );
    let (game, user) = players[wanted - 1].clone();
    let refused = tokio::time::timeout(PATIENCE, svc.hint(&game, user))
        .await
        .expect("answered without waiting for the thinker")
        .unwrap_err();
    assert!(refused.to_string().contains("busy"), "{refused}");
    Gate::let_through(ROUNDS, 100);
    for a in asked {
        let hint = a.await.unwrap().expect("a hint once the queue moves");
        assert!(!hint.moves.is_empty());
    }
    let again = svc.hint(&game, user).await.expect("asked again: a hint");
    assert!(!again.moves.is_empty());
}
