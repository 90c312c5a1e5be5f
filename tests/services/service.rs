//! The game service against a real SQLite file: lobby rules, complete games, deadlines,
//! reminders, undo, vacation, restart, events and errors. Time is a test clock, moved by
//! the tests; no test sleeps for a deadline.

use crate::support;

use std::collections::HashSet;
use std::time::Duration;
use tucana::app::{Actor, Guess};
use tucana::app::{ChannelId, GuildId};

use support::*;
use tucana::app::{AppError, Event, GameSettings, GameStatus, Left, Service, UserId, MAX_PLAYERS};
use tucana::game::rng::Rng;
use tucana::game::Level;
use tucana::games::tucana::{Game, MapId, Move, Options, RuleError, Setup, TurnState};

/// A message of Trails of Tucana in English.
fn in_english(msg: &tucana::words::Msg) -> String {
    tucana::game::english(&tucana::games::tucana::Tucana, msg)
}

fn settings() -> GameSettings {
    GameSettings::default()
}

async fn seat_state(svc: &Service, game: &str, user: UserId) -> TurnState {
    let view = svc.view(game).await.unwrap();
    let seat = view.seat_of(user).expect("a seated player");
    view.game.expect("a started game").engine().turn_state(seat)
}

/// The stored options of a Trails of Tucana game.
fn json(options: Options) -> String {
    serde_json::to_string(&options).unwrap()
}

/// The refusal of a move the engine does not allow, as the service words it.
fn illegal(e: RuleError) -> AppError {
    AppError::Illegal(e.msg())
}

/// A refusal as a Tucana player reads it: a refused move in the game's English words, any
/// other refusal as the service words it.
fn read(err: &AppError) -> String {
    match err {
        AppError::Illegal(why) => tucana::game::english(&tucana::games::tucana::Tucana, why),
        other => other.to_string(),
    }
}

/// Why a call was refused (its answer, when accepted, need not be printable).
fn refused<T>(answer: Result<T, AppError>) -> AppError {
    match answer {
        Ok(_) => panic!("accepted, where a refusal was expected"),
        Err(e) => e,
    }
}

fn same(a: &AppError, b: &AppError) -> bool {
    a.to_string() == b.to_string() && matches!((a, b), (AppError::Illegal(_), AppError::Illegal(_)))
}

async fn log_of(svc: &Service, game: &str) -> Vec<String> {
    let row = svc.store().find_game(game).await.unwrap().unwrap();
    let stored = svc.store().load_game(row.id).await.unwrap().unwrap();
    stored.moves.into_iter().map(|m| m.text).collect()
}

/// A legal trail for a player who has yet to draw, as text.
async fn some_legal_trail(svc: &Service, game: &str, user: UserId) -> String {
    let trails = support::legal_trails(svc, game, user).await.unwrap();
    trails.first().cloned().expect("a legal trail")
}

#[tokio::test]
async fn a_full_game_plays_to_the_end_with_round_and_game_events() {
    let dir = tempfile::tempdir().unwrap();
    let (svc, _clock) = service(&dir, false).await;
    let users = [UserId(11), UserId(12), UserId(13)];
    let settings = GameSettings {
        options: json(Options {
            special_bonus: true,
            ..Options::default()
        }),
        ..settings()
    };
    let game = started_game(&svc, &users, settings.clone()).await;
    let mut rng = Rng::new(5, 0);
    let mut turns = 0;
    let mut moves = 0;
    while svc.game_info(&game).await.unwrap().status == GameStatus::Active {
        moves += play_turn(&svc, &game, &mut rng).await;
        turns += 1;
        assert!(turns <= 26, "Isla Petit has 26 turns");
    }
    assert!(moves >= 26, "every player drew most turns");

    let events = events_of(&svc, &game).await;
    let kinds = kinds(&events);
    assert_eq!(kinds.first(), Some(&"game_started"));
    assert_eq!(kinds.last(), Some(&"game_ended"));
    assert_eq!(
        kinds.iter().filter(|k| **k == "turn_started").count(),
        turns
    );
    assert_eq!(kinds.iter().filter(|k| **k == "round_ended").count(), 2);
    assert_eq!(kinds.iter().filter(|k| **k == "game_ended").count(), 1);
    let keys: HashSet<&str> = events.iter().map(|e| e.key.as_str()).collect();
    assert_eq!(keys.len(), events.len(), "idempotency keys are unique");

    // The stored log replays to the game the events describe.
    let row = svc.store().find_game(&game).await.unwrap().unwrap();
    assert_eq!(row.status, GameStatus::Finished);
    assert!(row.ended_at.is_some());
    let stored = svc.store().load_game(row.id).await.unwrap().unwrap();
    let options: Options = serde_json::from_str(&settings.options).unwrap();
    let setup = Setup::from_seed(row.seed, options, 3).unwrap();
    let log: Vec<Move> = stored
        .moves
        .iter()
        .map(|m| Move::decode(&m.text, MapId::Petit.map()).unwrap())
        .collect();
    let replayed = Game::replay(setup, &log).expect("the stored log replays");
    assert!(replayed.is_finished());
    let Some(Event::GameEnded { standings, winners }) = last(&events, "game_ended") else {
        panic!("no game_ended event");
    };
    let engine = replayed.standings();
    assert_eq!(standings.len(), 3);
    for (s, e) in standings.iter().zip(&engine) {
        assert_eq!((s.total, s.rank, s.tiebreak), (e.total, e.rank, e.bonus));
        let rounds: Vec<String> = e.rounds.iter().map(u32::to_string).collect();
        let breakdown = games::english(&s.breakdown);
        assert!(
            breakdown.starts_with(&format!("sights {},", rounds.join(" + "))),
            "{breakdown}"
        );
        assert_eq!(s.player.user, users[e.seat]);
    }
    let expected_winners: Vec<u64> = replayed.winners().iter().map(|&s| users[s].get()).collect();
    assert_eq!(users_of(winners), expected_winners);
    let Some(Event::RoundEnded { round, standings }) = last(&events, "round_ended") else {
        panic!("no round_ended event");
    };
    assert_eq!(*round, 2);
    // Two rounds' sight scores: "sights a + b, ...".
    assert!(standings.iter().all(|s| games::english(&s.breakdown)
        .split(',')
        .next()
        .unwrap()
        .matches(" + ")
        .count()
        == 1));

    // Over means over, and the game has left memory.
    assert_eq!(svc.live_games(), 0);
    let err = svc.play(&game, UserId(11), "a1 a2").await.unwrap_err();
    assert!(matches!(err, AppError::Finished), "{err:?}");
    assert_eq!(err.to_string(), "this game is over");
    let info = svc.game_info(&game).await.unwrap();
    assert_eq!(info.status, GameStatus::Finished);
}

/// `/game scores` of a finished game (`find_game`, then the scores drawn from its view)
/// replays the game from its log once, the first time it is asked for after a restart; the
/// view is then kept, and asking again replays nothing. A game that ends in the process
/// that plays it is kept at its end, and never replayed.
#[tokio::test]
async fn a_finished_game_is_replayed_once_to_be_seen_not_on_every_call() {
    let dir = tempfile::tempdir().unwrap();
    let (svc, clock) = service(&dir, false).await;
    let users = [UserId(11), UserId(12)];
    let game = started_game(&svc, &users, settings()).await;
    let mut rng = Rng::new(3, 0);
    while svc.game_info(&game).await.unwrap().status == GameStatus::Active {
        play_turn(&svc, &game, &mut rng).await;
    }
    let scores = |svc: Service, game: String| async move {
        let actor = who(UserId(11)).on(PLACE.guild);
        let found = svc
            .find_game(&actor, None, Some(&game), Guess::OnlyGame)
            .await;
        let view = found.expect("a finished game is seen").view;
        view.seen_by(UserId(11)).expect("started").standings()
    };
    let at_end = scores(svc.clone(), game.clone()).await;
    assert_eq!(svc.replays(), 0, "kept at its end, never replayed");

    svc.shutdown().await;
    let svc = open(&dir, clock, false).await;
    let first = scores(svc.clone(), game.clone()).await;
    assert_eq!(svc.replays(), 1, "replayed from its log, once");
    for _ in 0..3 {
        let again = scores(svc.clone(), game.clone()).await;
        assert_eq!(again.len(), first.len());
    }
    assert_eq!(svc.replays(), 1, "asked again: nothing replayed");
    let totals = |s: &[tucana::game::Standing]| s.iter().map(|s| s.total).collect::<Vec<_>>();
    assert_eq!(totals(&first), totals(&at_end));
}

#[tokio::test]
async fn lobby_rules_are_enforced() {
    let dir = tempfile::tempdir().unwrap();
    let (svc, _clock) = service(&dir, false).await;
    let (host, a, b, c) = (UserId(1), UserId(2), UserId(3), UserId(4));
    let info = svc
        .create_game(
            PLACE,
            &Actor::new(host, "Host"),
            GameSettings {
                max_players: 3,
                ..settings()
            },
        )
        .await
        .unwrap();
    let game = info.id.clone();
    assert_eq!(info.status, GameStatus::Lobby);
    assert_eq!(info.players.len(), 1);
    assert_eq!(info.settings.turn_deadline, Duration::from_secs(24 * 3600));

    svc.join(&game, &Actor::new(a, "A")).await.unwrap();
    let err = svc.join(&game, &Actor::new(a, "A")).await.unwrap_err();
    assert!(matches!(err, AppError::AlreadyJoined));
    assert_eq!(err.to_string(), "you are already in this game");
    assert!(matches!(
        svc.join(&game, &Actor::new(host, "Host"))
            .await
            .unwrap_err(),
        AppError::AlreadyJoined
    ));
    svc.join(&game, &Actor::new(b, "B")).await.unwrap();
    let err = svc.join(&game, &Actor::new(c, "C")).await.unwrap_err();
    assert!(matches!(err, AppError::Full(3)));
    assert_eq!(err.to_string(), "this game is full (3 players)");

    let err = svc.start_game(&game, a).await.unwrap_err();
    assert!(matches!(err, AppError::NotHost(_)));
    assert_eq!(err.to_string(), "only the host can start this game");

    assert!(matches!(
        svc.leave(&game, c).await.unwrap_err(),
        AppError::NotAPlayer
    ));
    assert_eq!(svc.leave(&game, b).await.unwrap(), Left::Lobby);
    svc.join(&game, &Actor::new(c, "C")).await.unwrap();
    let err = svc.leave(&game, host).await.unwrap_err();
    assert!(matches!(err, AppError::HostCannotLeave));

    // The host is the Mayor, then join order (b left, c came after a).
    let info = svc.start_game(&game, host).await.unwrap();
    assert_eq!(info.status, GameStatus::Active);
    let seats: Vec<(UserId, Option<usize>)> = info
        .players
        .iter()
        .map(|p| (p.player.user, p.player.seat))
        .collect();
    assert_eq!(seats, vec![(host, Some(0)), (a, Some(1)), (c, Some(2))]);
    assert_eq!((info.round, info.turn), (Some(1), Some(1)));
    assert!(info
        .headline
        .as_ref()
        .is_some_and(|h| in_english(h).starts_with("the cards: ")));

    let err = svc.join(&game, &Actor::new(b, "B")).await.unwrap_err();
    assert!(matches!(err, AppError::AlreadyStarted));
    assert_eq!(err.to_string(), "this game has already started");
    assert!(matches!(
        svc.start_game(&game, host).await.unwrap_err(),
        AppError::AlreadyStarted
    ));

    // Leaving after the start is resigning: a move in the log, and the game goes on.
    let Left::Resigned(outcome) = svc.leave(&game, a).await.unwrap() else {
        panic!("leaving a started game resigns");
    };
    assert_eq!(outcome.moves, vec!["resign 1".to_string()]);
    let info = svc.game_info(&game).await.unwrap();
    assert!(info.players[1].resigned);
    let trail = some_legal_trail(&svc, &game, host).await;
    let err = svc.play(&game, a, &trail).await.unwrap_err();
    assert!(same(&err, &illegal(RuleError::Resigned)));
    assert_eq!(read(&err), "you have left this game");
    let events = events_of(&svc, &game).await;
    assert!(matches!(
        last(&events, "player_left"),
        Some(Event::PlayerLeft { player }) if player.user == a
    ));
    let mut rng = Rng::new(1, 0);
    play_turn_for(&svc, &game, &[host, c], &mut rng).await;
    assert_eq!(svc.game_info(&game).await.unwrap().turn, Some(2));

    // Cancel: the host or an admin.
    let err = svc.cancel(&game, &who(c)).await.unwrap_err();
    assert_eq!(err.to_string(), "only the host can cancel this game");
    svc.cancel(&game, &who(c).admin(true)).await.unwrap();
    let err = svc.play(&game, host, &trail).await.unwrap_err();
    assert!(matches!(err, AppError::Cancelled));
    assert_eq!(err.to_string(), "this game was cancelled");
    let events = events_of(&svc, &game).await;
    assert!(matches!(
        events.last().map(|e| &e.event),
        Some(Event::GameCancelled { by }) if *by == c
    ));
    assert_eq!(svc.live_games(), 0);
}

#[tokio::test]
async fn several_games_run_in_one_channel_and_lobbies_cancel() {
    let dir = tempfile::tempdir().unwrap();
    let (svc, _clock) = service(&dir, false).await;
    let g1 = started_game(&svc, &[UserId(1), UserId(2)], settings()).await;
    let g2 = started_game(&svc, &[UserId(1), UserId(3)], settings()).await;
    let lobby = svc
        .create_game(PLACE, &Actor::new(UserId(5), "E"), settings())
        .await
        .unwrap()
        .id;
    assert_ne!(g1, g2);
    assert_eq!(g1.len(), 5);
    let here: HashSet<String> = svc
        .games_in(PLACE)
        .await
        .unwrap()
        .into_iter()
        .map(|g| g.id)
        .collect();
    assert_eq!(here, HashSet::from([g1.clone(), g2.clone(), lobby.clone()]));

    // Ids are typed loosely: case and a leading # do not matter.
    let loud = format!("#{}", g1.to_uppercase());
    assert_eq!(svc.game_info(&loud).await.unwrap().id, g1);

    // A move in one game does not touch the other.
    let trail = some_legal_trail(&svc, &g1, UserId(1)).await;
    svc.play(&g1, UserId(1), &trail).await.unwrap();
    assert_eq!(log_of(&svc, &g2).await.len(), 0);

    // The host cancels a lobby; it disappears from the channel's list.
    svc.cancel(&lobby, &who(UserId(5))).await.unwrap();
    let here = svc.games_in(PLACE).await.unwrap();
    assert_eq!(here.len(), 2);
    assert!(matches!(
        svc.join(&lobby, &Actor::new(UserId(6), "F"))
            .await
            .unwrap_err(),
        AppError::Cancelled
    ));
}

#[tokio::test]
async fn settings_are_checked_with_clear_messages() {
    let dir = tempfile::tempdir().unwrap();
    let (svc, _clock) = service(&dir, false).await;
    let try_create = |s: GameSettings| {
        let svc = svc.clone();
        async move { svc.create_game(PLACE, &Actor::new(UserId(1), "A"), s).await }
    };
    let err = try_create(GameSettings {
        turn_deadline: Duration::from_secs(30 * 60),
        ..settings()
    })
    .await
    .unwrap_err();
    assert!(matches!(err, AppError::BadSettings(_)));
    assert_eq!(
        err.to_string(),
        "the turn deadline must be between 1 hour and 7 days, not 30 minutes"
    );
    let err = try_create(GameSettings {
        turn_deadline: Duration::from_secs(8 * 86_400),
        ..settings()
    })
    .await
    .unwrap_err();
    assert!(err.to_string().contains("not 8 days"), "{err}");
    let err = try_create(GameSettings {
        max_players: MAX_PLAYERS + 1,
        ..settings()
    })
    .await
    .unwrap_err();
    assert_eq!(err.to_string(), "a game takes 1 to 50 players, not 51");
    let err = try_create(GameSettings {
        turn_deadline: HOUR,
        reminder_lead: Some(2 * HOUR),
        ..settings()
    })
    .await
    .unwrap_err();
    assert!(err
        .to_string()
        .contains("the reminder must come before the deadline"));

    // The edges of the ranges are fine; the default reminder follows the deadline.
    let short = try_create(GameSettings {
        turn_deadline: HOUR,
        max_players: MAX_PLAYERS,
        ..settings()
    })
    .await
    .unwrap();
    assert_eq!(
        short.settings.reminder_lead,
        Some(Duration::from_secs(15 * 60))
    );
    let long = try_create(GameSettings {
        turn_deadline: Duration::from_secs(7 * 86_400),
        ..settings()
    })
    .await
    .unwrap();
    assert_eq!(long.settings.reminder_lead, Some(4 * HOUR));
}

#[tokio::test]
async fn the_deadline_closes_the_turn_and_laggards_draw_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let (svc, clock) = service(&dir, false).await;
    let users = [UserId(1), UserId(2), UserId(3)];
    let game = started_game(&svc, &users, settings()).await;
    let info = svc.game_info(&game).await.unwrap();
    assert_eq!(info.deadline, Some(T0 + 24 * 3_600_000));
    let events = events_of(&svc, &game).await;
    let Some(Event::TurnStarted {
        round,
        turn,
        deadline,
        waiting_for,
        ..
    }) = last(&events, "turn_started")
    else {
        panic!("no turn_started");
    };
    assert_eq!((*round, *turn, *deadline), (1, 1, T0 + 24 * 3_600_000));
    assert_eq!(users_of(waiting_for), users.map(UserId::get).to_vec());

    let mut rng = Rng::new(3, 0);
    play_turn_for(&svc, &game, &[UserId(1)], &mut rng).await;
    clock.advance(24 * HOUR - Duration::from_secs(60));
    svc.run_due().await;
    assert_eq!(svc.game_info(&game).await.unwrap().turn, Some(1));

    clock.advance(Duration::from_secs(60));
    // At the deadline, before the scheduler has closed the turn, moves are too late.
    let trail = some_legal_trail(&svc, &game, UserId(2)).await;
    let err = svc.play(&game, UserId(2), &trail).await.unwrap_err();
    assert!(matches!(err, AppError::TooLate));
    assert!(err.to_string().starts_with("too late"), "{err}");
    svc.run_due().await;
    let info = svc.game_info(&game).await.unwrap();
    assert_eq!(info.turn, Some(2), "the deadline closed turn 1");
    let now = T0 + 24 * 3_600_000;
    assert_eq!(info.deadline, Some(now + 24 * 3_600_000));
    assert!(log_of(&svc, &game).await.contains(&"close".to_string()));
    let view = svc.view(&game).await.unwrap();
    let g = view.game.unwrap();
    let g = g.engine();
    assert!(!g.sheet(0).drawn().is_empty());
    assert!(g.sheet(1).drawn().is_empty(), "seat 1 drew nothing");
    assert!(g.sheet(2).drawn().is_empty(), "seat 2 drew nothing");

    let events = events_of(&svc, &game).await;
    let Some(Event::DeadlinePassed {
        round,
        turn,
        timed_out,
    }) = last(&events, "deadline_passed")
    else {
        panic!("no deadline_passed");
    };
    assert_eq!((*round, *turn), (1, 1));
    assert_eq!(users_of(timed_out), vec![2, 3]);
    let Some(Event::TurnStarted { turn, deadline, .. }) = last(&events, "turn_started") else {
        panic!()
    };
    assert_eq!((*turn, *deadline), (2, now + 24 * 3_600_000));
    // Processing the same moment again changes nothing.
    svc.run_due().await;
    assert_eq!(events_of(&svc, &game).await.len(), events.len());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_scheduler_closes_turns_by_the_clock_on_its_own() {
    let dir = tempfile::tempdir().unwrap();
    let (svc, clock) = service(&dir, true).await;
    let game = started_game(&svc, &[UserId(1), UserId(2)], settings()).await;
    let mut signal = svc.event_signal();
    signal.borrow_and_update();
    clock.advance(25 * HOUR);
    // No call to run_due: the scheduler wakes when the test clock passes the deadline.
    let waited = tokio::time::timeout(support::PATIENCE, async {
        loop {
            if svc.game_info(&game).await.unwrap().turn == Some(2) {
                return;
            }
            let _ = signal.changed().await;
        }
    })
    .await;
    assert!(waited.is_ok(), "the scheduler did not close the turn");
    let events = events_of(&svc, &game).await;
    assert!(last(&events, "deadline_passed").is_some());
    svc.shutdown().await;
}

#[tokio::test]
async fn the_reminder_names_exactly_the_laggards_and_comes_once() {
    let dir = tempfile::tempdir().unwrap();
    let (svc, clock) = service(&dir, false).await;
    let users = [UserId(1), UserId(2), UserId(3), UserId(4)];
    let game = started_game(
        &svc,
        &users,
        GameSettings {
            reminder_lead: Some(4 * HOUR),
            ..settings()
        },
    )
    .await;
    svc.set_reminders(UserId(2), false).await.unwrap();
    assert!(!svc.user_settings(UserId(2)).reminders);
    let mut rng = Rng::new(9, 0);
    play_turn_for(&svc, &game, &[UserId(1)], &mut rng).await;

    clock.advance(19 * HOUR);
    svc.run_due().await;
    assert!(last(&events_of(&svc, &game).await, "reminder").is_none());
    clock.advance(HOUR);
    svc.run_due().await;
    let events = events_of(&svc, &game).await;
    let Some(Event::Reminder {
        players,
        deadline,
        round,
        turn,
    }) = last(&events, "reminder")
    else {
        panic!("no reminder at 20 hours");
    };
    assert_eq!(
        users_of(players),
        vec![3, 4],
        "not 1 (finished), not 2 (opted out)"
    );
    assert_eq!((*deadline, *round, *turn), (T0 + 24 * 3_600_000, 1, 1));

    clock.advance(HOUR);
    svc.run_due().await;
    let events = events_of(&svc, &game).await;
    assert_eq!(
        kinds(&events).iter().filter(|k| **k == "reminder").count(),
        1
    );

    // A player who finishes is no longer waited for.
    play_turn_for(&svc, &game, &[UserId(3)], &mut rng).await;
    let events = events_of(&svc, &game).await;
    let Some(Event::PlayerFinished {
        player,
        waiting_for,
        ..
    }) = last(&events, "player_finished")
    else {
        panic!("no player_finished");
    };
    assert_eq!(player.user, UserId(3));
    assert_eq!(users_of(waiting_for), vec![2, 4]);
}

#[tokio::test]
async fn undo_takes_back_ones_own_trails_until_the_turn_closes() {
    let dir = tempfile::tempdir().unwrap();
    let (svc, _clock) = service(&dir, false).await;
    let game = started_game(&svc, &[UserId(1), UserId(2)], settings()).await;
    let trails = support::legal_trails(&svc, &game, UserId(1)).await.unwrap();
    assert!(trails.len() >= 2);

    let first = svc.play(&game, UserId(1), &trails[0]).await.unwrap();
    assert_eq!(first.seq, 0);
    assert!(first
        .note
        .as_ref()
        .is_some_and(|n| games::english(n).starts_with("You drew")));
    let err = svc.play(&game, UserId(2), "undo").await.unwrap_err();
    assert!(same(&err, &illegal(RuleError::NothingToUndo)));
    assert_eq!(read(&err), "you have nothing to undo this turn");

    let undone = svc.play(&game, UserId(1), "undo").await.unwrap();
    assert_eq!(in_english(&undone.status), "to draw");
    assert_eq!(seat_state(&svc, &game, UserId(1)).await, TurnState::Trail);
    let view = svc.view(&game).await.unwrap();
    assert!(view.game.unwrap().engine().sheet(0).drawn().is_empty());

    // Play another trail, finishing (bonus trails drawn too), and undo even after that.
    let mut rng = Rng::new(4, 0);
    svc.play(&game, UserId(1), &trails[1]).await.unwrap();
    while seat_state(&svc, &game, UserId(1)).await != TurnState::Done {
        play_turn_for(&svc, &game, &[UserId(1)], &mut rng).await;
    }
    svc.play(&game, UserId(1), "undo").await.unwrap();
    assert_ne!(seat_state(&svc, &game, UserId(1)).await, TurnState::Done);
    play_turn_for(&svc, &game, &[UserId(1)], &mut rng).await;

    let log = log_of(&svc, &game).await;
    assert!(log[0].starts_with("trail 0 "));
    assert_eq!(log[1], "undo 0");

    // Once the turn closes, its trails stay.
    play_turn_for(&svc, &game, &[UserId(2)], &mut rng).await;
    assert_eq!(svc.game_info(&game).await.unwrap().turn, Some(2));
    assert!(same(
        &svc.play(&game, UserId(1), "undo").await.unwrap_err(),
        &illegal(RuleError::NothingToUndo)
    ));
}

#[tokio::test]
async fn a_checked_move_comes_with_its_view_and_a_game_gone_meanwhile_is_a_clean_refusal() {
    let dir = tempfile::tempdir().unwrap();
    let (svc, _clock) = service(&dir, false).await;
    let game = started_game(&svc, &[UserId(1), UserId(2)], settings()).await;
    let me = Actor::new(UserId(1), "A").on(PLACE.guild);
    let trail = some_legal_trail(&svc, &game, UserId(1)).await;

    // Found from the thread, played, and viewed as the move left it.
    let (outcome, view) = svc
        .play_found(&me, Some(PLACE), None, Guess::OnlyGame, &trail)
        .await
        .unwrap();
    assert_eq!(outcome.seq, 0);
    assert_eq!(view.info.id, game);
    assert!(!view.game.unwrap().engine().sheet(0).drawn().is_empty());

    // The caller is checked before anything is played: another server, another thread's
    // game, a stranger to a self-paced game.
    let elsewhere = Actor::new(UserId(1), "A").on(GuildId(5));
    let err = refused(svc.play_as(&elsewhere, &game, "undo").await);
    assert!(matches!(err, AppError::OtherServer), "{err}");
    let err = refused(
        svc.play_found(&me, Some(PLACE), Some("zz9zz"), Guess::OnlyGame, "undo")
            .await,
    );
    assert!(matches!(err, AppError::WrongThread { .. }), "{err}");
    let solo = svc
        .create_solo(
            PLACE,
            &Actor::new(UserId(3), "C"),
            "tucana",
            support::solo_options(MapId::Petit),
        )
        .await
        .unwrap();
    let err = refused(svc.play_as(&me, &solo.id, "undo").await);
    assert!(matches!(err, AppError::Private), "{err}");
    assert_eq!(log_of(&svc, &game).await.len(), 1);

    // A move racing the game's cancellation either lands first or is refused cleanly.
    let host = Actor::new(UserId(1), "A");
    let (moved, cancelled) =
        tokio::join!(svc.play_as(&me, &game, "undo"), svc.cancel(&game, &host));
    cancelled.unwrap();
    match moved {
        Ok((outcome, _)) => assert_eq!(outcome.seq, 1),
        Err(e) => assert!(matches!(e, AppError::Cancelled), "{e}"),
    }
    let err = refused(svc.play_as(&me, &game, "undo").await);
    assert!(matches!(err, AppError::Cancelled), "{err}");
}

/// A move that cannot be taken back is never played on a guessed game: a pass (and a
/// resignation) must name its game outside the game's thread, as `/pass` and `/game leave`
/// must; an ordinary move may still be guessed.
#[tokio::test]
async fn a_move_for_good_is_never_played_on_a_guessed_game() {
    let dir = tempfile::tempdir().unwrap();
    let (svc, _clock) = service(&dir, false).await;
    let game = started_game(&svc, &[UserId(1), UserId(2)], settings()).await;
    let me = Actor::new(UserId(1), "A").on(PLACE.guild);
    let elsewhere = Some(tucana::app::Place {
        guild: PLACE.guild,
        channel: ChannelId(99),
    });
    let err = refused(
        svc.play_found(&me, elsewhere, None, Guess::OnlyGame, "pass")
            .await,
    );
    assert!(err.to_string().contains("cannot be taken back"), "{err}");
    assert!(err.to_string().contains("name the game"), "{err}");
    assert!(log_of(&svc, &game).await.is_empty(), "nothing was played");
    // Guessed, an ordinary move is played; named, or in the thread, a pass is.
    let trail = some_legal_trail(&svc, &game, UserId(1)).await;
    svc.play_found(&me, elsewhere, None, Guess::OnlyGame, &trail)
        .await
        .unwrap();
    let them = Actor::new(UserId(2), "B").on(PLACE.guild);
    svc.play_found(&them, elsewhere, Some(&game), Guess::OnlyGame, "pass")
        .await
        .unwrap();
    assert_eq!(log_of(&svc, &game).await.len(), 2);
}

/// La Isla's typed `resign` is the service's resignation: the player leaves (a
/// `player_left` event), it is not told as a move played.
#[tokio::test]
async fn a_typed_resignation_leaves_the_game() {
    let dir = tempfile::tempdir().unwrap();
    let (svc, _clock) = service(&dir, false).await;
    let rules = tucana::games::find(&"la-isla".into()).unwrap();
    let users = [UserId(1), UserId(2), UserId(3)];
    let game = started_game(&svc, &users, GameSettings::of(rules)).await;
    // Guessed, it is refused like any move for good.
    let me = Actor::new(UserId(2), "B").on(PLACE.guild);
    let err = refused(
        svc.play_found(&me, None, None, Guess::OnlyGame, "resign")
            .await,
    );
    assert!(err.to_string().contains("cannot be taken back"), "{err}");

    let before = events_of(&svc, &game).await.len();
    let outcome = svc.play(&game, UserId(2), "resign").await.unwrap();
    assert_eq!(
        outcome.note.as_ref().map(games::english).as_deref(),
        Some("You left the game.")
    );
    let view = svc.view(&game).await.unwrap();
    let seat = view.seat_of(UserId(2)).unwrap();
    assert!(view.game.unwrap().has_resigned(seat));
    let events: Vec<Event> = events_of(&svc, &game).await[before..]
        .iter()
        .map(|e| e.event.clone())
        .collect();
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::PlayerLeft { player } if player.user == UserId(2))),
        "{events:?}"
    );
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::PlayerFinished { .. })),
        "{events:?}"
    );
}

#[tokio::test]
async fn vacation_finishes_turns_with_no_trail_until_the_player_returns() {
    let dir = tempfile::tempdir().unwrap();
    let (svc, _clock) = service(&dir, false).await;
    let game = started_game(&svc, &[UserId(1), UserId(2), UserId(3)], settings()).await;
    let mut rng = Rng::new(8, 0);

    // Going away mid-turn finishes this turn at once.
    let passed = svc.set_vacation(UserId(3), true).await.unwrap();
    assert_eq!(passed, vec![game.clone()]);
    assert!(svc.user_settings(UserId(3)).vacation);
    assert_eq!(seat_state(&svc, &game, UserId(3)).await, TurnState::Done);
    assert_eq!(log_of(&svc, &game).await, vec!["pass 2".to_string()]);

    // Each new turn: passed as it starts, and not waited for.
    for turn in 2..=3 {
        play_turn_for(&svc, &game, &[UserId(1), UserId(2)], &mut rng).await;
        let info = svc.game_info(&game).await.unwrap();
        assert_eq!(info.turn, Some(turn));
        assert_eq!(users_of(&info.waiting_for), vec![1, 2]);
        assert_eq!(log_of(&svc, &game).await.last().unwrap(), "pass 2");
        let events = events_of(&svc, &game).await;
        let Some(Event::TurnStarted { waiting_for, .. }) = last(&events, "turn_started") else {
            panic!()
        };
        assert_eq!(users_of(waiting_for), vec![1, 2]);
    }
    let view = svc.view(&game).await.unwrap();
    assert!(view.game.unwrap().engine().sheet(2).drawn().is_empty());

    // Back from vacation: waited for from the next turn.
    assert!(svc.set_vacation(UserId(3), false).await.unwrap().is_empty());
    play_turn_for(&svc, &game, &[UserId(1), UserId(2)], &mut rng).await;
    let info = svc.game_info(&game).await.unwrap();
    assert_eq!(users_of(&info.waiting_for), vec![1, 2, 3]);
    play_turn_for(&svc, &game, &[UserId(3)], &mut rng).await;
    assert!(!svc
        .view(&game)
        .await
        .unwrap()
        .game
        .unwrap()
        .engine()
        .sheet(2)
        .drawn()
        .is_empty());
}

#[tokio::test]
async fn a_game_of_absent_players_waits_for_its_deadlines() {
    let dir = tempfile::tempdir().unwrap();
    let (svc, clock) = service(&dir, false).await;
    let game = started_game(&svc, &[UserId(1), UserId(2)], settings()).await;
    assert_eq!(
        svc.set_vacation(UserId(1), true).await.unwrap(),
        vec![game.clone()]
    );
    // The last player present going away does not run the game to its end.
    assert!(svc.set_vacation(UserId(2), true).await.unwrap().is_empty());
    assert_eq!(svc.game_info(&game).await.unwrap().turn, Some(1));
    clock.advance(24 * HOUR);
    svc.run_due().await;
    let info = svc.game_info(&game).await.unwrap();
    assert_eq!((info.status, info.turn), (GameStatus::Active, Some(2)));
    assert_eq!(users_of(&info.waiting_for), vec![1, 2]);
}

#[tokio::test]
async fn restart_processes_passed_deadlines_and_due_reminders_once() {
    let dir = tempfile::tempdir().unwrap();
    let clock = std::sync::Arc::new(tucana::app::TestClock::new(T0));
    let svc = open(&dir, clock.clone(), true).await;
    let late = started_game(&svc, &[UserId(1), UserId(2)], settings()).await;
    let trail = some_legal_trail(&svc, &late, UserId(1)).await;
    svc.play(&late, UserId(1), &trail).await.unwrap();
    let pending_before = svc.pending_events(1000).await.unwrap().len();
    svc.shutdown().await;

    // Down for 30 hours: the deadline passed meanwhile.
    clock.advance(30 * HOUR);
    let svc = open(&dir, clock.clone(), true).await;
    let info = svc.game_info(&late).await.unwrap();
    assert_eq!(
        info.turn,
        Some(2),
        "the passed deadline was processed at start"
    );
    assert_eq!(
        info.deadline,
        Some(T0 + 54 * 3_600_000),
        "a full turn from now"
    );
    let events = events_of(&svc, &late).await;
    let Some(Event::DeadlinePassed { timed_out, .. }) = last(&events, "deadline_passed") else {
        panic!("no deadline_passed");
    };
    assert_eq!(users_of(timed_out), vec![2]);
    // Nothing delivered before the crash is lost: all is still pending, plus the new.
    let pending = svc.pending_events(1000).await.unwrap();
    assert_eq!(pending.len(), pending_before + 2);
    assert!(pending.windows(2).all(|w| w[0].id < w[1].id));

    // A reminder that fell due while down is sent at start, and only once.
    let soon = started_game(&svc, &[UserId(3), UserId(4)], settings()).await;
    svc.shutdown().await;
    clock.advance(21 * HOUR);
    let svc = open(&dir, clock.clone(), false).await;
    let reminders =
        |ev: &[tucana::app::OutboundEvent]| kinds(ev).iter().filter(|k| **k == "reminder").count();
    assert_eq!(reminders(&events_of(&svc, &soon).await), 1);
    svc.shutdown().await;
    let svc = open(&dir, clock.clone(), false).await;
    svc.run_due().await;
    assert_eq!(reminders(&events_of(&svc, &soon).await), 1);
    assert_eq!(svc.game_info(&soon).await.unwrap().turn, Some(1));
}

#[tokio::test]
async fn bad_calls_return_typed_errors_with_clear_messages() {
    let dir = tempfile::tempdir().unwrap();
    let (svc, _clock) = service(&dir, false).await;
    let game = started_game(&svc, &[UserId(1), UserId(2)], settings()).await;

    let err = svc.play("zz9zz", UserId(1), "a1-a2").await.unwrap_err();
    assert!(matches!(&err, AppError::NoSuchGame(id) if id == "zz9zz"));
    assert_eq!(err.to_string(), "no game with id zz9zz");
    assert!(matches!(
        svc.join("nope", &Actor::new(UserId(1), "A"))
            .await
            .unwrap_err(),
        AppError::NoSuchGame(_)
    ));

    let err = svc.play(&game, UserId(99), "a1-a2").await.unwrap_err();
    assert!(matches!(err, AppError::NotAPlayer));
    assert_eq!(err.to_string(), "you are not in this game");

    let lobby = svc
        .create_game(PLACE, &Actor::new(UserId(1), "A"), settings())
        .await
        .unwrap()
        .id;
    let err = svc.play(&lobby, UserId(1), "a1-a2").await.unwrap_err();
    assert!(matches!(err, AppError::NotStarted));
    assert_eq!(err.to_string(), "this game has not started");
    assert!(matches!(
        svc.play(&lobby, UserId(1), "undo").await.unwrap_err(),
        AppError::NotStarted
    ));

    // Text that names no trail.
    let err = svc.play(&game, UserId(1), "hello").await.unwrap_err();
    assert!(matches!(err, AppError::Illegal(_)));
    assert_eq!(
        read(&err),
        "\"hello\" is not a trail: write two spaces, like C3-D4"
    );
    let err = svc.play(&game, UserId(1), "Z9-A1").await.unwrap_err();
    assert_eq!(read(&err), "there is no space Z9 on Isla Petit");
    let err = svc.play(&game, UserId(1), "A1 J5").await.unwrap_err();
    assert_eq!(read(&err), "A1 and J5 are not next to each other");

    // A trail the engine refuses: the wrong terrain for the turn's cards.
    let view = svc.view(&game).await.unwrap();
    let g = view.game.unwrap();
    let g = g.engine();
    let map = g.map();
    let wrong = map
        .all_edges()
        .without(&g.legal_trails(0))
        .iter()
        .next()
        .expect("some trail does not fit the cards");
    let err = svc
        .play(&game, UserId(1), &map.edge_label(wrong))
        .await
        .unwrap_err();
    assert!(matches!(err, AppError::Illegal(_)), "{err:?}");
    assert!(read(&err).contains("this turn needs"), "{err}");
    // A refused move changes nothing.
    assert!(log_of(&svc, &game).await.is_empty());
    assert!(!err.is_transient());

    // Drawn already; done already.
    let trail = some_legal_trail(&svc, &game, UserId(1)).await;
    let outcome = svc.play(&game, UserId(1), &trail).await.unwrap();
    if outcome.done {
        let err = svc.play(&game, UserId(1), "pass").await.unwrap_err();
        assert_eq!(read(&err), "you have finished this turn");
    }
    let err = svc.play(&game, UserId(2), "skip").await.unwrap_err();
    assert_eq!(read(&err), "you have no bonus trail to skip");

    // A game that ended: everyone left.
    svc.leave(&game, UserId(1)).await.unwrap();
    svc.leave(&game, UserId(2)).await.unwrap();
    assert_eq!(
        svc.game_info(&game).await.unwrap().status,
        GameStatus::Finished
    );
    let err = svc.play(&game, UserId(1), &trail).await.unwrap_err();
    assert!(matches!(err, AppError::Finished));
    assert_eq!(err.to_string(), "this game is over");
    let err = support::legal_trails(&svc, &game, UserId(1))
        .await
        .unwrap_err();
    assert!(matches!(err, AppError::Finished));
}

#[tokio::test]
async fn events_stay_pending_until_confirmed() {
    let dir = tempfile::tempdir().unwrap();
    let (svc, _clock) = service(&dir, false).await;
    let game = started_game(&svc, &[UserId(1), UserId(2)], settings()).await;
    let pending = svc.pending_events(100).await.unwrap();
    assert_eq!(kinds(&pending), vec!["game_started", "turn_started"]);
    assert!(pending.iter().all(|e| e.game == game && e.place == PLACE));
    assert_eq!(pending[0].key, format!("{game}:start"));
    assert_eq!(pending[1].key, format!("{game}:r1t1:turn"));
    let Event::TurnStarted { headline, .. } = &pending[1].event else {
        panic!()
    };
    let headline = headline.as_ref().expect("a headline");
    assert!(
        in_english(headline).starts_with("the cards: "),
        "{headline:?}"
    );
    assert_eq!(
        Some(headline),
        svc.game_info(&game).await.unwrap().headline.as_ref(),
        "the turn's cards"
    );

    assert!(svc.mark_delivered(pending[0].id).await.unwrap());
    assert!(
        !svc.mark_delivered(pending[0].id).await.unwrap(),
        "already confirmed"
    );
    let pending = svc.pending_events(100).await.unwrap();
    assert_eq!(kinds(&pending), vec!["turn_started"]);
    assert_eq!(svc.pending_events(0).await.unwrap().len(), 0);

    // The signal moves when new events commit.
    let mut signal = svc.event_signal();
    signal.borrow_and_update();
    let trail = some_legal_trail(&svc, &game, UserId(1)).await;
    svc.play(&game, UserId(1), &trail).await.unwrap();
    let mut rng = Rng::new(2, 0);
    play_turn_for(&svc, &game, &[UserId(1)], &mut rng).await;
    assert!(signal.has_changed().unwrap());
    let json = serde_json::to_value(&svc.pending_events(100).await.unwrap()[1].event).unwrap();
    assert_eq!(json["kind"], "player_finished");
    assert_eq!(json["player"]["user"], 1);
}

use support::blocked;

#[tokio::test]
async fn a_turn_nobody_can_play_is_announced_and_the_next_one_starts() {
    let dir = tempfile::tempdir().unwrap();
    let (svc, _clock) = service(&dir, false).await;
    // A solo game with a turn its player cannot play, as today's daily (recorded with
    // that seed), played through the service trail by trail.
    let seed = blocked::blocked_solo_seed();
    let want = blocked::play_for_water(seed, 1);
    svc.store()
        .write(tucana::store::Write::RecordDailyDay {
            game: "tucana".into(),
            date: svc.today().to_string(),
            version: 2,
            seed,
            options: serde_json::to_string(&Options::default()).unwrap(),
            at: T0,
        })
        .await
        .unwrap();
    let place = tucana::app::Place {
        guild: GuildId(1),
        channel: ChannelId(2),
    };
    let id = svc
        .play_daily(
            "tucana",
            place,
            &Actor::new(UserId(1), "ana").on(GuildId(1)),
        )
        .await
        .unwrap()
        .info
        .id;
    let map = want.map();
    for mv in want.log() {
        let Move::Trail { edge, .. } = *mv else {
            panic!("only trails: {mv:?}");
        };
        svc.play(&id, UserId(1), &map.edge_label(edge))
            .await
            .unwrap();
    }
    let view = svc.view(&id).await.unwrap();
    assert_eq!(view.info.status, GameStatus::Finished);

    let events = events_of(&svc, &id).await;
    let skipped: Vec<(usize, &Event)> = events
        .iter()
        .enumerate()
        .filter(|(_, e)| e.event.kind() == "turn_skipped")
        .map(|(i, e)| (i, &e.event))
        .collect();
    assert_eq!(skipped.len(), want.skipped_turns().len());
    for ((i, event), s) in skipped.iter().zip(want.skipped_turns()) {
        let (round, turn) = (s.round + 1, s.turn + 1);
        let Event::TurnSkipped {
            round: r,
            turn: t,
            what,
            cards: None,
        } = event
        else {
            panic!("not a skipped turn of today's kind: {event:?}");
        };
        assert_eq!((*r, *t), (round, turn));
        assert_eq!(
            games::english(what),
            format!(
                "the cards are {} + {} and nobody can draw them",
                s.cards[0], s.cards[1]
            )
        );
        assert!(
            !events.iter().any(|e| matches!(e.event,
                Event::TurnStarted { round: r, turn: t, .. } if (r, t) == (round, turn))),
            "the skipped turn is not started"
        );
        // What follows it: the next turn, or the end of the round (or game) it closed.
        let next = &events[i + 1].event;
        assert!(
            matches!(
                next,
                Event::TurnStarted { .. }
                    | Event::RoundEnded { .. }
                    | Event::GameEnded { .. }
                    | Event::TurnSkipped { .. }
            ),
            "{next:?}"
        );
        if let Event::TurnStarted {
            round: r, turn: t, ..
        } = next
        {
            assert_eq!((*r, *t), (round, turn + 1));
        }
        // Announced once, by the move that led to it.
        assert_eq!(events.iter().filter(|e| e.event == **event).count(), 1);
    }
    svc.shutdown().await;
}

// ----- Computer players, hints and the daily par -----

/// Lets the computer players of a game move until none is waited for (each call of the
/// scheduler sets them thinking once, and they move in the background: a bonus trail is a
/// move of its own).
async fn bots_move(svc: &Service, game: &str) {
    for _ in 0..20 {
        let info = svc.game_info(game).await.unwrap();
        if info.status != GameStatus::Active || !info.waiting_for.iter().any(|p| p.bot) {
            return;
        }
        svc.run_due().await;
        svc.bots_idle().await;
    }
    panic!("the computer players did not finish their turn");
}

/// A computer player is named in its game's language, as the game's posts are.
#[tokio::test]
async fn a_computer_player_is_named_in_its_games_language() {
    let dir = tempfile::tempdir().unwrap();
    let (svc, _clock) = service(&dir, false).await;
    let host = UserId(1);
    let german = GameSettings {
        language: "de".to_owned(),
        ..settings()
    };
    let game = svc.create_game(PLACE, &who(host), german).await.unwrap().id;
    let info = svc.add_bot(&game, &who(host), Level::Strong).await.unwrap();
    assert_eq!(info.players[1].player.name, "Bot 1 (stark)");
}

#[tokio::test]
async fn computer_players_fill_seats_play_at_once_and_never_time_out() {
    let dir = tempfile::tempdir().unwrap();
    let (svc, clock) = service(&dir, false).await;
    let (host, guest) = (UserId(1), UserId(2));
    let info = svc
        .create_game(PLACE, &who(host), settings())
        .await
        .unwrap();
    let game = info.id;
    assert!(info.bots_allowed);
    // Only the host seats them, and only in the lobby.
    let refused = svc.add_bot(&game, &who(guest), Level::Normal).await;
    assert!(matches!(refused, Err(AppError::NotHost(_))), "{refused:?}");
    svc.add_bot(&game, &who(host), Level::Easy).await.unwrap();
    svc.add_bot(&game, &who(host), Level::Normal).await.unwrap();
    // The last one added can be taken out again.
    let fewer = svc.remove_bot(&game, &who(host)).await.unwrap();
    assert_eq!(fewer.players.len(), 2);
    let info = svc.add_bot(&game, &who(host), Level::Strong).await.unwrap();
    svc.join(&game, &who(guest)).await.unwrap();
    let names: Vec<&str> = info
        .players
        .iter()
        .map(|p| p.player.name.as_str())
        .collect();
    assert_eq!(names, ["player1", "Bot 1 (easy)", "Bot 2 (strong)"]);
    assert!(info.players[1].player.bot && !info.players[0].player.bot);
    svc.start_game(&game, host).await.unwrap();
    let late = svc.add_bot(&game, &who(host), Level::Easy).await;
    assert!(matches!(late, Err(AppError::AlreadyStarted)), "{late:?}");

    let mut rng = Rng::new(5, 0);
    let mut timed_out_once = false;
    loop {
        bots_move(&svc, &game).await;
        let info = svc.game_info(&game).await.unwrap();
        if info.status == GameStatus::Finished {
            break;
        }
        // The bots have played as soon as the turn started: only people are waited for.
        assert!(info.waiting_for.iter().all(|p| !p.bot), "{info:?}");
        assert!(!info.waiting_for.is_empty());
        if !timed_out_once {
            // Nobody plays: the deadline closes the turn, and no bot is among the late.
            clock.set(info.deadline.unwrap() + 1);
            svc.run_due().await;
            timed_out_once = true;
            continue;
        }
        play_turn_for(&svc, &game, &[host, guest], &mut rng).await;
    }
    let events: Vec<Event> = support::events_of(&svc, &game)
        .await
        .into_iter()
        .map(|e| e.event)
        .collect();
    let timed_out: Vec<_> = events
        .iter()
        .filter_map(|e| match e {
            Event::DeadlinePassed { timed_out, .. } => Some(timed_out.clone()),
            _ => None,
        })
        .collect();
    assert_eq!(timed_out.len(), 1);
    assert!(timed_out[0].iter().all(|p| !p.bot) && timed_out[0].len() == 2);
    let Some(Event::GameEnded { standings, .. }) =
        events.iter().find(|e| matches!(e, Event::GameEnded { .. }))
    else {
        panic!("no end")
    };
    assert_eq!(standings.iter().filter(|s| s.player.bot).count(), 2);
    // The bots' moves are the service's own (no user), and there are some of each bot.
    let row = svc.store().find_game(&game).await.unwrap().unwrap();
    let stored = svc.store().load_game(row.id).await.unwrap().unwrap();
    for seat in [1, 2] {
        let theirs = stored
            .moves
            .iter()
            .filter(|m| m.text.starts_with(&format!("trail {seat} ")))
            .count();
        assert!(theirs >= 20, "bot in seat {seat} drew {theirs} trails");
    }
    assert!(stored
        .moves
        .iter()
        .filter(|m| m.text.starts_with("trail 1 "))
        .all(|m| m.user.is_none()));
    let bots: Vec<_> = stored.players.iter().filter(|p| p.bot.is_some()).collect();
    assert_eq!(bots.len(), 2);
    assert!(bots.iter().all(|p| p.user.is_bot()));
}

#[tokio::test]
async fn computer_players_move_after_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let (svc, clock) = service(&dir, false).await;
    let host = UserId(1);
    let game = svc
        .create_game(PLACE, &who(host), settings())
        .await
        .unwrap()
        .id;
    svc.add_bot(&game, &who(host), Level::Normal).await.unwrap();
    svc.start_game(&game, host).await.unwrap();
    // The bot has not moved yet when the service stops.
    let info = svc.game_info(&game).await.unwrap();
    assert!(info.waiting_for.iter().any(|p| p.bot));
    svc.shutdown().await;
    let svc = open(&dir, clock, false).await;
    // Starting processes what is due: the bot moves (in the background).
    svc.bots_idle().await;
    let info = svc.game_info(&game).await.unwrap();
    assert!(!info.waiting_for.iter().any(|p| p.bot), "{info:?}");
    assert_eq!(info.waiting_for.len(), 1);
}

#[tokio::test]
async fn hints_in_practice_and_where_the_host_allows_never_in_a_daily() {
    let dir = tempfile::tempdir().unwrap();
    let (svc, _clock) = service(&dir, false).await;
    let me = UserId(1);
    let solo = svc
        .create_solo(PLACE, &who(me), "tucana", json(Options::default()))
        .await
        .unwrap();
    assert!(solo.hints && !solo.bots_allowed);
    assert!(svc.add_bot(&solo.id, &who(me), Level::Easy).await.is_err());
    let hints = svc.hint(&solo.id, me).await.unwrap();
    assert_eq!(hints.used, 1);
    assert!((1..=3).contains(&hints.moves.len()));
    let legal = support::legal_trails(&svc, &solo.id, me).await.unwrap();
    for hint in &hints.moves {
        assert!(legal.contains(&hint.text), "{} is not legal", hint.text);
        assert!(hint.expected > 0.0);
    }
    // Asking again for the same position shows the same hint and counts it once.
    let again = svc.hint(&solo.id, me).await.unwrap();
    assert_eq!(again, hints);
    // Someone else may not see it.
    let stranger = svc.hint(&solo.id, UserId(2)).await;
    assert!(
        matches!(stranger, Err(AppError::NotAPlayer)),
        "{stranger:?}"
    );
    svc.play(&solo.id, me, &hints.moves[0].text).await.unwrap();
    if svc
        .game_info(&solo.id)
        .await
        .unwrap()
        .waiting_for
        .is_empty()
    {
        unreachable!("a solo game always waits for its player");
    }
    // Counted once per turn.
    let turn = svc.game_info(&solo.id).await.unwrap().turn;
    assert_eq!(
        turn,
        Some(2),
        "a solo turn closes as soon as its player has drawn"
    );
    assert_eq!(svc.hint(&solo.id, me).await.unwrap().used, 2);
    let info = svc.game_info(&solo.id).await.unwrap();
    assert_eq!(info.players[0].hints, 2);

    // A game of several players: only if its host allowed hints.
    let off = started_game(&svc, &[UserId(3), UserId(4)], settings()).await;
    let refused = svc.hint(&off, UserId(3)).await.unwrap_err();
    assert!(refused.to_string().contains("hints are off"), "{refused}");
    let on = started_game(
        &svc,
        &[UserId(5), UserId(6)],
        GameSettings {
            hints: true,
            ..settings()
        },
    )
    .await;
    assert_eq!(svc.hint(&on, UserId(6)).await.unwrap().used, 1);

    // Never in a daily challenge.
    let daily = svc.play_daily("tucana", PLACE, &who(me)).await.unwrap();
    assert!(!daily.info.hints);
    let refused = svc.hint(&daily.info.id, me).await.unwrap_err();
    assert!(refused.to_string().contains("hints are off"), "{refused}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_daily_has_a_par_the_strong_player_scores() {
    let dir = tempfile::tempdir().unwrap();
    let (svc, _clock) = service(&dir, false).await;
    let spec = svc.daily_today("tucana").await.unwrap();
    let par = support::eventually("the par is worked out in the background", || async {
        svc.daily_par("tucana", spec.date).await.unwrap()
    })
    .await;
    // It is the strong player's score on the day's game, as anyone can replay it.
    let rules = svc.rules("tucana").unwrap();
    let mut game = rules.setup(spec.seed, &spec.options, 1).unwrap();
    while !game.is_finished() {
        let text = game.bot_move(0, Level::Strong, 1, spec.seed).unwrap();
        game.apply(&text).unwrap();
    }
    assert_eq!(par, game.standings()[0].total);
    let board = svc
        .daily_leaderboard("tucana", tucana::app::BoardScope::Global, None, 0, 10)
        .await
        .unwrap();
    assert_eq!(board.par, Some(par));
}

#[tokio::test]
async fn turn_notices_are_off_by_default_queued_once_per_turn_and_kept() {
    let dir = tempfile::tempdir().unwrap();
    let (svc, _clock) = service(&dir, false).await;
    let (alice, bob, bot) = (UserId(1), UserId(2), UserId::bot(1));
    assert!(!svc.user_settings(alice).turn_dms, "off by default");
    svc.set_turn_dms(alice, true).await.unwrap();
    // The other settings stay as they were.
    assert!(svc.user_settings(alice).reminders);

    // Only those who asked (never a computer player); the same turn queued again (its
    // post delivered twice) is one notice.
    let users = [alice, bob, bot];
    for _ in 0..2 {
        let asked = svc
            .queue_turn_notices("g1:turn:1:1", PLACE, &users, "A game `g1`, round 1, turn 1")
            .await
            .unwrap();
        assert_eq!(asked, 1);
    }
    svc.queue_turn_notices("g2:turn:1:1", PLACE, &users, "A game `g2`, round 1, turn 1")
        .await
        .unwrap();
    let pending = svc.pending_turn_notices(10).await.unwrap();
    assert_eq!(pending.len(), 2);
    assert!(pending.iter().all(|n| n.user == alice && n.place == PLACE));
    assert_eq!(pending[0].line, "A game `g1`, round 1, turn 1");

    // A failure counts; three give the notice up. Sent ones are no longer pending.
    let (first, second) = (pending[0].id, pending[1].id);
    for _ in 0..3 {
        svc.turn_notices_failed(vec![first], "Discord answered 500")
            .await
            .unwrap();
    }
    svc.turn_notices_sent(vec![second]).await.unwrap();
    assert!(svc.pending_turn_notices(10).await.unwrap().is_empty());

    // Closed DMs: switched off, the pending ones given up, and kept over a restart.
    svc.queue_turn_notices("g1:turn:1:2", PLACE, &users, "A game `g1`, round 1, turn 2")
        .await
        .unwrap();
    let ids = svc
        .pending_turn_notices(10)
        .await
        .unwrap()
        .iter()
        .map(|n| n.id)
        .collect();
    svc.turn_dms_refused(alice, ids).await.unwrap();
    assert!(svc.pending_turn_notices(10).await.unwrap().is_empty());
    assert!(!svc.user_settings(alice).turn_dms);
    svc.set_turn_dms(bob, true).await.unwrap();
    svc.shutdown().await;
    let (svc, _clock) = service(&dir, false).await;
    assert!(!svc.user_settings(alice).turn_dms);
    assert!(svc.user_settings(bob).turn_dms);
    svc.shutdown().await;
}

/// A direct message the bot cannot post in (the user blocked it): the refused event and
/// every other pending one of the place are given up, and the place is muted: its later
/// events wait, handed out to no outbox, after a restart too, until its user is heard from
/// (then they go out). A server's channel is never muted: its refused event alone is given
/// up.
#[tokio::test]
async fn an_unreachable_dm_is_muted_until_its_user_is_heard_from() {
    let dir = tempfile::tempdir().unwrap();
    let (svc, clock) = service(&dir, false).await;
    let user = UserId(1);
    let dm = tucana::app::Place::direct(ChannelId(17_000_000_000_000_000_777));
    let options = solo_options(MapId::Petit);
    let solo = svc
        .create_solo(dm, &who(user), "tucana", options)
        .await
        .unwrap()
        .id;
    let pending = svc.pending_events(100).await.unwrap();
    assert_eq!(kinds(&pending), ["game_started", "turn_started"]);
    let why = "Discord answered 403 (50007: Cannot send messages to this user)";
    assert_eq!(
        svc.place_unreachable(&pending[0], why).await.unwrap(),
        (2, true)
    );
    assert!(svc.pending_events(100).await.unwrap().is_empty());
    let given_up = svc.store().events_after(0, 100).await.unwrap();
    assert!(given_up
        .iter()
        .all(|e| e.failed_at.is_some() && e.failure.as_deref() == Some(why)));
    assert_eq!(given_up[0].attempts, 1, "the refused try is counted");
    assert_eq!(given_up[1].attempts, 0, "never tried");

    // A move made without the user's interaction (as a deadline's would be): its events
    // wait, through a restart.
    let trail = some_legal_trail(&svc, &solo, user).await;
    svc.play(&solo, user, &trail).await.unwrap();
    svc.shutdown().await;
    let svc = open(&dir, clock, false).await;
    assert!(svc.pending_events(100).await.unwrap().is_empty());
    assert!(svc.store().is_muted(dm.channel).await.unwrap());

    // Another user's interaction changes nothing; the user's brings the waiting events
    // out, once.
    assert!(!svc.heard_from(UserId(2)).await.unwrap());
    assert!(svc.pending_events(100).await.unwrap().is_empty());
    let mut signal = svc.event_signal();
    signal.borrow_and_update();
    assert!(svc.heard_from(user).await.unwrap());
    assert!(signal.has_changed().unwrap(), "the outbox is woken");
    assert!(!svc.heard_from(user).await.unwrap());
    let waiting = svc.pending_events(100).await.unwrap();
    assert!(!waiting.is_empty() && waiting.iter().all(|e| e.game == solo));

    // In a server's channel, the refused event alone is given up; nothing is muted.
    let game = started_game(&svc, &[UserId(3), UserId(4)], settings()).await;
    let of_game: Vec<_> = svc
        .pending_events(100)
        .await
        .unwrap()
        .into_iter()
        .filter(|e| e.game == game)
        .collect();
    assert_eq!(
        svc.place_unreachable(&of_game[0], "Discord answered 404 (10003: Unknown Channel)")
            .await
            .unwrap(),
        (1, false)
    );
    assert!(!svc.store().is_muted(PLACE.channel).await.unwrap());
    let still: Vec<_> = svc.pending_events(100).await.unwrap();
    assert!(still.iter().any(|e| e.id == of_game[1].id));
    assert!(still.iter().all(|e| e.id != of_game[0].id));
}

/// The languages the service keeps, as plain tags: a game's (through a restart), a
/// server's as its interactions showed it (English until one did; a tag the catalogs lack
/// is not kept), a user's chosen one over the one last seen.
#[tokio::test]
async fn languages_are_kept_as_the_catalogs_tags() {
    let dir = tempfile::tempdir().unwrap();
    let (svc, clock) = service(&dir, false).await;
    let french = GameSettings {
        language: "fr".to_owned(),
        ..settings()
    };
    let game = svc
        .create_game(PLACE, &who(UserId(11)), french)
        .await
        .unwrap()
        .id;
    let guild = PLACE.guild;
    assert_eq!(svc.guild_language(guild).await.unwrap(), "en");
    svc.seen_languages(UserId(11), "de", Some((guild, "nl")))
        .await
        .unwrap();
    svc.seen_languages(UserId(12), "xx", Some((guild, "xx")))
        .await
        .unwrap();
    svc.set_language(UserId(13), Some("pt-BR")).await.unwrap();
    svc.seen_languages(UserId(13), "it", None).await.unwrap();
    svc.shutdown().await;

    let svc = open(&dir, clock, false).await;
    assert_eq!(svc.game_info(&game).await.unwrap().settings.language, "fr");
    assert_eq!(svc.guild_language(guild).await.unwrap(), "nl");
    assert_eq!(svc.user_settings(UserId(11)).reads(), "de");
    assert_eq!(svc.user_settings(UserId(12)).reads(), "en");
    assert_eq!(svc.user_settings(UserId(13)).reads(), "pt-BR");
    svc.set_language(UserId(13), None).await.unwrap();
    assert_eq!(svc.user_settings(UserId(13)).reads(), "it");
    svc.shutdown().await;
}
