//! Many submissions at once: to one game (serialized, none lost or doubled) and to many
//! games in parallel (every move accounted for exactly once).

use crate::support;

use std::collections::{BTreeMap, HashSet};
use std::sync::Arc;

use support::*;
use tokio::sync::Barrier;
use tokio::task::JoinSet;
use tucana::app::{AppError, GameSettings, GameStatus, Service, UserId};
use tucana::game::english;
use tucana::game::rng::Rng;
use tucana::games::tucana::{Game, MapId, Move, Options, RuleError, Setup, Tucana, TurnState};

/// The stored log of a game, and the game it replays to.
async fn stored_log(svc: &Service, game: &str) -> (Vec<String>, Game) {
    let row = svc.store().find_game(game).await.unwrap().unwrap();
    let stored = svc.store().load_game(row.id).await.unwrap().unwrap();
    let options: Options = serde_json::from_str(&row.options).unwrap();
    let setup = Setup::from_seed(row.seed, options, stored.players.len()).unwrap();
    let log: Vec<Move> = stored
        .moves
        .iter()
        .map(|m| Move::decode(&m.text, MapId::Petit.map()).unwrap())
        .collect();
    let replayed = Game::replay(setup, &log).expect("the stored log replays");
    (stored.moves.into_iter().map(|m| m.text).collect(), replayed)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn fifty_concurrent_submissions_to_one_game_are_each_taken_once() {
    let dir = tempfile::tempdir().unwrap();
    let (svc, _clock) = service(&dir, false).await;
    let users: Vec<UserId> = (1..=50).map(UserId).collect();
    let game = started_game(
        &svc,
        &users,
        GameSettings {
            max_players: 50,
            ..GameSettings::default()
        },
    )
    .await;
    let view = svc.view(&game).await.unwrap();
    let g = view.game.unwrap();
    let g = g.engine();
    let map = g.map();

    // Every player sends their trail twice, all 100 released at the same moment.
    let barrier = Arc::new(Barrier::new(100));
    let mut tasks = JoinSet::new();
    let mut rng = Rng::new(50, 0);
    let mut can_play = 0;
    for (seat, &user) in users.iter().enumerate() {
        let legal = g.legal_trails(seat);
        let Some(edge) = legal.nth(rng.below(legal.len().max(1) as u32) as usize) else {
            // The rare case: no legal trail, finished already. It still sends something.
            for _ in 0..2 {
                let (svc, game, barrier) = (svc.clone(), game.clone(), barrier.clone());
                tasks.spawn(async move {
                    barrier.wait().await;
                    (user, svc.play(&game, user, "a1-a2").await)
                });
            }
            continue;
        };
        can_play += 1;
        let text = map.edge_label(edge);
        for _ in 0..2 {
            let (svc, game, text, barrier) =
                (svc.clone(), game.clone(), text.clone(), barrier.clone());
            tasks.spawn(async move {
                barrier.wait().await;
                (user, svc.play(&game, user, &text).await)
            });
        }
    }
    let mut accepted: BTreeMap<i64, (UserId, String)> = BTreeMap::new();
    let mut per_user: BTreeMap<UserId, usize> = BTreeMap::new();
    while let Some(done) = tasks.join_next().await {
        let (user, result) = done.unwrap();
        match result {
            Ok(outcome) => {
                assert_eq!(outcome.moves.len(), 1);
                let before = accepted.insert(outcome.seq, (user, outcome.moves[0].clone()));
                assert!(
                    before.is_none(),
                    "two moves acknowledged at seq {}",
                    outcome.seq
                );
                *per_user.entry(user).or_default() += 1;
            }
            Err(AppError::Illegal(why))
                if english(&Tucana, &why) == RuleError::AlreadyFinished.to_string()
                    || english(&Tucana, &why).ends_with(" is already drawn") => {}
            Err(other) => panic!("unexpected refusal: {other:?}"),
        }
    }
    assert_eq!(accepted.len(), can_play);
    assert!(
        per_user.values().all(|&n| n == 1),
        "nobody's move is taken twice"
    );
    assert_eq!(
        accepted.keys().copied().collect::<Vec<_>>(),
        (0..can_play as i64).collect::<Vec<_>>(),
        "acknowledged moves take every position of the log, once"
    );

    let (log, replayed) = stored_log(&svc, &game).await;
    assert_eq!(log.len(), can_play);
    for (seq, (user, text)) in &accepted {
        assert_eq!(&log[*seq as usize], text);
        let seat = (user.get() - 1) as usize;
        assert!(text.starts_with(&format!("trail {seat} ")));
    }
    assert_eq!(replayed.turn(), 1, "everyone finished, so turn 1 closed");
    let info = svc.game_info(&game).await.unwrap();
    assert_eq!(info.turn, Some(2));
}

/// Plays one player's turn: random legal trails until done. Returns (seq, move) acks.
async fn play_seat(svc: Service, game: String, user: UserId, seed: u64) -> Vec<(i64, String)> {
    let mut rng = Rng::new(seed, user.get());
    let mut acks = Vec::new();
    let start = svc.view(&game).await.unwrap();
    let at = (start.info.round, start.info.turn);
    let seat = start
        .info
        .players
        .iter()
        .position(|p| p.player.user == user)
        .unwrap();
    loop {
        let view = svc.view(&game).await.unwrap();
        if (view.info.round, view.info.turn) != at || view.info.status != GameStatus::Active {
            return acks;
        }
        let g = view.game.unwrap();
        let g = g.engine();
        if g.turn_state(seat) == TurnState::Done {
            return acks;
        }
        let legal = g.legal_trails(seat);
        let edge = legal.nth(rng.below(legal.len() as u32) as usize).unwrap();
        let outcome = svc
            .play(&game, user, &g.map().edge_label(edge))
            .await
            .expect("a legal trail is accepted");
        for (i, m) in outcome.moves.iter().enumerate() {
            acks.push((outcome.seq + i as i64, m.clone()));
        }
    }
}

/// Plays a whole game, every player of a turn at the same time.
async fn play_game(
    svc: Service,
    game: String,
    users: Vec<UserId>,
    seed: u64,
) -> Vec<(i64, String)> {
    let mut acks = Vec::new();
    loop {
        let view = svc.view(&game).await.unwrap();
        if view.info.status != GameStatus::Active {
            return acks;
        }
        let g = view.game.unwrap();
        let g = g.engine();
        let mut seats = JoinSet::new();
        for seat in g.waiting_for() {
            seats.spawn(play_seat(svc.clone(), game.clone(), users[seat], seed));
        }
        while let Some(done) = seats.join_next().await {
            acks.extend(done.unwrap());
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn two_hundred_games_in_parallel_account_for_every_move_once() {
    let dir = tempfile::tempdir().unwrap();
    let (svc, _clock) = service(&dir, false).await;
    let mut setup = JoinSet::new();
    for i in 0..200u64 {
        let svc = svc.clone();
        setup.spawn(async move {
            let users: Vec<UserId> = (0..2 + i % 2).map(|k| UserId(1000 * (i + 1) + k)).collect();
            let game = started_game(&svc, &users, GameSettings::default()).await;
            (game, users)
        });
    }
    let mut games = Vec::new();
    while let Some(done) = setup.join_next().await {
        games.push(done.unwrap());
    }
    assert_eq!(svc.live_games(), 200);
    let ids: HashSet<&String> = games.iter().map(|(g, _)| g).collect();
    assert_eq!(ids.len(), 200, "public ids are unique");

    let mut play = JoinSet::new();
    for (i, (game, users)) in games.iter().enumerate() {
        let (svc, game, users) = (svc.clone(), game.clone(), users.clone());
        play.spawn(async move {
            let acks = play_game(svc, game.clone(), users, i as u64).await;
            (game, acks)
        });
    }
    let mut total = 0;
    while let Some(done) = play.join_next().await {
        let (game, mut acks) = done.unwrap();
        acks.sort();
        let (log, replayed) = stored_log(&svc, &game).await;
        assert!(replayed.is_finished(), "{game} finished");
        // Every acknowledged move is in the log at its place, and nothing else is.
        let positions: Vec<i64> = acks.iter().map(|(s, _)| *s).collect();
        assert_eq!(
            positions,
            (0..log.len() as i64).collect::<Vec<_>>(),
            "{game}"
        );
        for (seq, text) in &acks {
            assert_eq!(&log[*seq as usize], text);
        }
        let events = events_of(&svc, &game).await;
        assert_eq!(
            kinds(&events)
                .iter()
                .filter(|k| **k == "game_ended")
                .count(),
            1
        );
        total += log.len();
    }
    assert!(total > 200 * 40, "{total} moves");
    assert_eq!(svc.live_games(), 0);
    assert_eq!(
        svc.store().count_games(GameStatus::Finished).await.unwrap(),
        200
    );
}
