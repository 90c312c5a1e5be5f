//! A database written by an earlier release opens, migrates and replays every stored game
//! identically.
//!
//! `tests/fixtures/upgrade/release-1.db` was written by the code of commit `e50d185` (the
//! last release before the game-agnostic core), by `make_fixture` in that commit's `tests/upgrade.rs`:
//! lobbies, games in play (with undo, bonus skips, passes, vacation, a resignation, passed
//! deadlines and reminders), finished and cancelled games, solo games, a daily attempt and
//! a league game, on a test clock from 2024-01-01 ([`WRITTEN_AT`], which ran 50 hours while
//! the games were played). `release-1.expected`
//! is what that code said of every game: status, turn, who is waiting, each seat's score
//! and rank, and a hash of each seat's picture. The test opens a copy with today's code
//! (running today's migrations) and must say the same.

use crate::support;

use std::fmt::Write as _;
use std::sync::Arc;

use sha2::{Digest, Sha256};
use tucana::app::{GameStatus, Service, ServiceConfig, TestClock};
use tucana::game::View;
use tucana::games::tucana::engine;

use support::db;

/// The test clock's start when the fixture was written: 2024-01-01T00:00:00Z.
const WRITTEN_AT: i64 = 1_704_067_200_000;

const FIXTURE: &str = "tests/fixtures/upgrade/release-1.db";
const EXPECTED: &str = "tests/fixtures/upgrade/release-1.expected";

/// What the service says of every game named in the expected file's header.
async fn describe(svc: &Service, ids: &[String]) -> String {
    let mut out = String::new();
    // Events written by the old code and not yet delivered still read, in order.
    let pending = svc.pending_events(10_000).await.expect("old events read");
    let mut kinds: Vec<String> = pending
        .iter()
        .map(|e| format!("{}:{}", e.game, e.event.kind()))
        .collect();
    kinds.sort();
    writeln!(out, "pending {} {kinds:?}", pending.len()).unwrap();
    for id in ids {
        let view = svc.view(id).await.expect("the game opens");
        let info = &view.info;
        // The turn's cards, read from the game the interface replayed.
        let cards = view
            .game
            .as_deref()
            .and_then(engine)
            .filter(|_| info.status == GameStatus::Active)
            .and_then(|g| g.cards());
        writeln!(
            out,
            "game {id}: {:?} self_paced={} round={:?} turn={:?} cards={:?} deadline={:?}",
            info.status, info.self_paced, info.round, info.turn, cards, info.deadline
        )
        .unwrap();
        let waiting: Vec<u64> = info.waiting_for.iter().map(|p| p.user.get()).collect();
        writeln!(out, "  waiting {waiting:?}").unwrap();
        let Some(play) = view.game.as_deref() else {
            let players: Vec<u64> = info.players.iter().map(|p| p.player.user.get()).collect();
            writeln!(out, "  no game; players {players:?}").unwrap();
            continue;
        };
        writeln!(
            out,
            "  log {} finished={}",
            play.log_len(),
            play.is_finished()
        )
        .unwrap();
        let game = engine(play).expect("a Trails of Tucana game");
        let names = view.names();
        for s in game.standings() {
            let p = &info.players[s.seat];
            // The seat's picture as the bot draws it, through the game interface.
            let png = play
                .picture(
                    View::Seat {
                        seat: s.seat,
                        hints: false,
                    },
                    &names,
                    tucana::words::FALLBACK,
                )
                .expect("a seat's picture");
            let hash = Sha256::digest(&png);
            writeln!(
                out,
                "  seat {} user {} rank {} total {} bonus {} rounds {:?} villages {} title {:?} resigned {} picture {:x}",
                s.seat,
                p.player.user,
                s.rank,
                s.total,
                s.bonus,
                s.rounds,
                s.villages,
                s.title,
                game.has_resigned(s.seat),
                hash
            )
            .unwrap();
        }
    }
    out
}

fn read_expected() -> (Vec<String>, String) {
    let text = std::fs::read_to_string(EXPECTED).expect("the expected file");
    let (head, body) = text.split_once('\n').expect("a header line");
    let ids = head
        .strip_prefix("games ")
        .expect("`games ` header")
        .split(' ')
        .map(String::from)
        .collect();
    (ids, body.to_string())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_release_1_database_replays_every_game_identically() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::copy(FIXTURE, db(&dir)).expect("copy the fixture");
    let (ids, expected) = read_expected();
    assert!(ids.len() >= 10, "the fixture holds every kind of game");
    // Just after the fixture was written (before any deadline it holds), with the
    // scheduler off: nothing moves on, so what is said is what the log replays to.
    let clock = Arc::new(TestClock::new(WRITTEN_AT + 51 * 3_600_000));
    let svc = Service::open(
        db(&dir),
        clock,
        ServiceConfig {
            seed: Some(7),
            no_scheduler: true,
            ..ServiceConfig::default()
        },
    )
    .await
    .expect("the old database opens and migrates");
    assert!(svc.broken_games().is_empty(), "{:?}", svc.broken_games());
    let got = describe(&svc, &ids).await;
    svc.shutdown().await;
    assert_eq!(got, expected);
}
