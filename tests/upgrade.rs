//! A database written by an earlier release opens, migrates and replays every stored game
//! identically.
//!
//! `tests/fixtures/upgrade/release-1.db` was written by the code of commit `e50d185` (the
//! last release before the game-agnostic core), by `make_fixture` below as it stood then:
//! lobbies, games in play (with undo, bonus skips, passes, vacation, a resignation, passed
//! deadlines and reminders), finished and cancelled games, solo games, a daily attempt and
//! a league game, on a test clock from 2024-01-01 (the service tests' `T0` then; the one
//! `T0` is now 2026-01-01, so the test below opens it two years later). `release-1.expected`
//! is what that code said of every game: status, turn, who is waiting, each seat's score
//! and rank, and a hash of each seat's picture. The test opens a copy with today's code
//! (running today's migrations) and must say the same.

mod support;

use std::fmt::Write as _;
use std::path::Path;
use std::sync::Arc;

use sha2::{Digest, Sha256};
use tucana::app::{GameSettings, Service, ServiceConfig, TestClock};
use tucana::game::rng::Rng;
use tucana::games::tucana::{MapId, Options};
use tucana::render::{self, SheetView};

use support::{db, HOUR, T0};

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
        writeln!(
            out,
            "game {id}: {:?} self_paced={} round={:?} turn={:?} cards={:?} deadline={:?}",
            info.status, info.self_paced, info.round, info.turn, info.cards, info.deadline
        )
        .unwrap();
        let waiting: Vec<u64> = info.waiting_for.iter().map(|p| p.user).collect();
        writeln!(out, "  waiting {waiting:?}").unwrap();
        let Some(game) = &view.game else {
            let players: Vec<u64> = info.players.iter().map(|p| p.player.user).collect();
            writeln!(out, "  no game; players {players:?}").unwrap();
            continue;
        };
        writeln!(
            out,
            "  log {} finished={}",
            game.log().len(),
            game.is_finished()
        )
        .unwrap();
        for s in game.standings() {
            let p = &info.players[s.seat];
            let png = render::sheet(&SheetView::new(game, s.seat, &p.player.name));
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
    // Long after the fixture was written, with the scheduler off: nothing moves on.
    let clock = Arc::new(TestClock::new(T0 + 3_600_000));
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

/// Writes the fixture; run once with the release's code:
/// `cargo test --test upgrade -- --ignored make_fixture`.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore]
async fn make_fixture() {
    let dir = tempfile::tempdir().unwrap();
    let (svc, clock) = support::service(&dir, false).await;
    svc.set_daily_secret(
        tucana::games::tucana::daily::DailySecret::new("fixture-secret-0123456789").unwrap(),
    )
    .await
    .unwrap();
    let mut rng = Rng::new(2026, 0);
    let mut ids = Vec::new();
    let petit = GameSettings {
        options: Options {
            map: MapId::Petit,
            ..Options::default()
        },
        ..GameSettings::default()
    };
    let grande = GameSettings::default();

    // 1. Three players mid-game: trails, an undo, a bonus skip, a pass, a vacation.
    let a = support::started_game(&svc, &[11, 12, 13], petit).await;
    for _ in 0..5 {
        support::play_turn(&svc, &a, &mut rng).await;
    }
    let _ = svc.undo(&a, 11).await;
    let _ = svc.skip_bonus(&a, 12).await;
    let _ = svc.pass(&a, 13).await;
    svc.set_vacation(13, true).await.unwrap();
    support::play_turn_for(&svc, &a, &[11, 12], &mut rng).await;
    support::play_turn_for(&svc, &a, &[11], &mut rng).await;
    ids.push(a);

    // 2. A two-player game on Isla Grande played to its end.
    let b = support::started_game(&svc, &[21, 22], grande).await;
    for _ in 0..40 {
        if support::play_turn(&svc, &b, &mut rng).await == 0 {
            break;
        }
    }
    ids.push(b);

    // 3. A game whose deadlines passed twice, with a reminder, then a resignation.
    let c = support::started_game(&svc, &[31, 32, 33, 34], petit).await;
    support::play_turn_for(&svc, &c, &[31], &mut rng).await;
    clock.advance(20 * HOUR);
    svc.run_due().await;
    clock.advance(5 * HOUR);
    svc.run_due().await;
    support::play_turn_for(&svc, &c, &[31, 32], &mut rng).await;
    clock.advance(25 * HOUR);
    svc.run_due().await;
    svc.leave(&c, 34).await.unwrap();
    support::play_turn(&svc, &c, &mut rng).await;
    ids.push(c);

    // 4. A lobby of two; a lobby cancelled; a game cancelled after two turns.
    let lobby = svc
        .create_game(support::PLACE, 41, "host41", petit)
        .await
        .unwrap();
    svc.join(&lobby.id, 42, "guest42").await.unwrap();
    ids.push(lobby.id);
    let gone = svc
        .create_game(support::PLACE, 43, "host43", petit)
        .await
        .unwrap();
    svc.cancel(&gone.id, 43, false).await.unwrap();
    ids.push(gone.id);
    let d = support::started_game(&svc, &[51, 52], grande).await;
    support::play_turn(&svc, &d, &mut rng).await;
    support::play_turn(&svc, &d, &mut rng).await;
    svc.cancel(&d, 51, false).await.unwrap();
    ids.push(d);

    // 5. Solo games: one half played, one finished; a daily attempt finished.
    let place = |c: u64| tucana::app::Place {
        guild: support::PLACE.guild,
        channel: c,
    };
    let s1 = svc
        .create_solo(place(601), 61, "solo61", MapId::Petit)
        .await
        .unwrap();
    for _ in 0..6 {
        support::play_turn(&svc, &s1.id, &mut rng).await;
    }
    ids.push(s1.id);
    let s2 = svc
        .create_solo(place(602), 62, "solo62", MapId::Grande)
        .await
        .unwrap();
    for _ in 0..60 {
        if support::play_turn(&svc, &s2.id, &mut rng).await == 0 {
            break;
        }
    }
    ids.push(s2.id);
    let daily = svc
        .play_daily(place(603), Some(support::PLACE.guild), 63, "daily63")
        .await
        .unwrap();
    for _ in 0..60 {
        if support::play_turn(&svc, &daily.info.id, &mut rng).await == 0 {
            break;
        }
    }
    ids.push(daily.info.id);

    // 6. A league game played to its end (its result and ratings are stored with it).
    use tucana::app::league::LeagueSettings;
    use tucana::app::LeagueSpec;
    svc.create_league(
        support::PLACE.guild,
        support::PLACE.channel,
        71,
        "org71",
        LeagueSpec {
            name: "Fixture League".into(),
            options: petit.options,
            turn_deadline: std::time::Duration::from_secs(24 * 3600),
            season_length: None,
            settings: LeagueSettings {
                table_size: 3,
                ..LeagueSettings::default()
            },
        },
    )
    .await
    .unwrap();
    for m in [72, 73, 74] {
        svc.join_league(support::PLACE.guild, "Fixture League", m, &format!("m{m}"))
            .await
            .unwrap();
    }
    let draw = svc
        .draw_round(support::PLACE.guild, "Fixture League", 71, false)
        .await
        .unwrap();
    let lg = svc.open_table(draw.round_id, 0, place(701)).await.unwrap();
    for _ in 0..40 {
        if support::play_turn(&svc, &lg.id, &mut rng).await == 0 {
            break;
        }
    }
    ids.push(lg.id);
    let lg2 = svc.open_table(draw.round_id, 0, place(702)).await;
    if let Ok(g) = lg2 {
        ids.push(g.id);
    }

    let text = describe(&svc, &ids).await;
    svc.shutdown().await;
    let out = Path::new(FIXTURE);
    std::fs::create_dir_all(out.parent().unwrap()).unwrap();
    // VACUUM INTO gives one self-contained file (no WAL beside it).
    let _ = std::fs::remove_file(out);
    let pool = sqlx::SqlitePool::connect(&format!("sqlite://{}", db(&dir).display()))
        .await
        .unwrap();
    sqlx::query(&format!("VACUUM INTO '{}'", out.display()))
        .execute(&pool)
        .await
        .unwrap();
    pool.close().await;
    std::fs::write(EXPECTED, format!("games {}\n{text}", ids.join(" "))).unwrap();
}
