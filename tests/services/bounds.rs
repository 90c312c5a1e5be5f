//! Bounds and faults of the service: idle lobbies expire, self-paced games left untouched
//! are closed, per-user limits on new games, a game that cannot be loaded is set aside at
//! start, and a failing deadline is logged and retried with a growing wait. Time is a test
//! clock; no test sleeps.

use crate::support;

use std::sync::{Arc, Mutex};
use std::time::Duration;
use tucana::app::Actor;

use sqlx::Connection;
use support::*;
use tempfile::TempDir;
use tucana::app::{AppError, Event, GameSettings, GameStatus, Service, TestClock, UserId};
use tucana::game::rng::Rng;
use tucana::games::tucana::MapId;
use tucana::store::{Backend, Location};

const DAY: Duration = Duration::from_secs(24 * 3600);
const MS: Duration = Duration::from_millis(1);

/// The log lines written while the guard lives (on this thread: `#[tokio::test]` runs the
/// service's tasks on it).
#[derive(Clone, Default)]
struct Logs(Arc<Mutex<Vec<u8>>>);

impl std::io::Write for Logs {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl<'a> tracing_subscriber::fmt::MakeWriter<'a> for Logs {
    type Writer = Logs;
    fn make_writer(&'a self) -> Logs {
        self.clone()
    }
}

impl Logs {
    fn capture() -> (Logs, tracing::subscriber::DefaultGuard) {
        let logs = Logs::default();
        let subscriber = tracing_subscriber::fmt()
            .with_writer(logs.clone())
            .with_ansi(false)
            .finish();
        (logs.clone(), tracing::subscriber::set_default(subscriber))
    }

    /// The lines that contain every one of `words`.
    fn lines_with(&self, words: &[&str]) -> Vec<String> {
        let text = String::from_utf8_lossy(&self.0.lock().unwrap()).into_owned();
        text.lines()
            .filter(|l| words.iter().all(|w| l.contains(w)))
            .map(str::to_owned)
            .collect()
    }
}

async fn sql(dir: &TempDir, statement: &str) {
    let mut conn = support::connection(dir).await;
    sqlx::raw_sql(statement).execute(&mut conn).await.unwrap();
    conn.close().await.unwrap();
}

/// A trigger that makes every update of `game`'s row fail with "injected failure", and
/// the statement that drops it. Triggers are the one piece of this suite's damage whose SQL
/// differs: SQLite raises in the trigger's body, PostgreSQL only from a function.
async fn failing_update_trigger(dir: &TempDir, game: &str) -> (String, &'static str) {
    match Location::parse(&database_url(dir).await).backend() {
        Backend::Sqlite => (
            format!(
                "CREATE TRIGGER fail BEFORE UPDATE ON games WHEN OLD.public_id = '{game}' \
                 BEGIN SELECT RAISE(ABORT, 'injected failure'); END;"
            ),
            "DROP TRIGGER fail",
        ),
        // `OR REPLACE`: the test puts the trigger back after dropping it.
        Backend::Postgres => (
            format!(
                "CREATE OR REPLACE FUNCTION fail() RETURNS trigger LANGUAGE plpgsql AS \
                   $$ BEGIN RAISE EXCEPTION 'injected failure'; END $$; \
                 CREATE TRIGGER fail BEFORE UPDATE ON games FOR EACH ROW \
                   WHEN (OLD.public_id = '{game}') EXECUTE FUNCTION fail();"
            ),
            "DROP TRIGGER fail ON games",
        ),
    }
}

async fn status(svc: &Service, game: &str) -> GameStatus {
    svc.game_info(game).await.unwrap().status
}

fn expired(svc_events: &[tucana::app::OutboundEvent]) -> Vec<&Event> {
    svc_events
        .iter()
        .filter(|e| e.event.kind() == "game_expired")
        .map(|e| &e.event)
        .collect()
}

#[tokio::test]
async fn an_idle_lobby_expires_after_seven_days_and_activity_resets_it() {
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(TestClock::new(T0));
    let svc = open(&dir, clock.clone(), false).await;
    let quiet = svc
        .create_game(
            PLACE,
            &Actor::new(UserId(1), "One"),
            GameSettings::default(),
        )
        .await
        .unwrap()
        .id;
    let busy = svc
        .create_game(
            PLACE,
            &Actor::new(UserId(2), "Two"),
            GameSettings::default(),
        )
        .await
        .unwrap()
        .id;

    // Activity: a join on day 3, a leave on day 5 (across a restart).
    clock.advance(3 * DAY);
    svc.join(&busy, &Actor::new(UserId(3), "Three"))
        .await
        .unwrap();
    svc.shutdown().await;
    clock.advance(2 * DAY);
    let svc = open(&dir, clock.clone(), false).await;
    svc.leave(&busy, UserId(3)).await.unwrap();

    // Not before 7 days.
    clock.set(T0 + 7 * DAY.as_millis() as i64 - 1);
    svc.run_due().await;
    assert_eq!(status(&svc, &quiet).await, GameStatus::Lobby);
    assert!(expired(&events_of(&svc, &quiet).await).is_empty());

    // At 7 days untouched: closed, with its event; the other lobby was touched since.
    clock.advance(MS);
    svc.run_due().await;
    assert_eq!(status(&svc, &quiet).await, GameStatus::Cancelled);
    assert_eq!(
        expired(&events_of(&svc, &quiet).await),
        [&Event::GameExpired {
            lobby: true,
            days: 7
        }]
    );
    assert_eq!(status(&svc, &busy).await, GameStatus::Lobby);
    let err = svc
        .join(&quiet, &Actor::new(UserId(4), "Four"))
        .await
        .unwrap_err();
    assert!(matches!(err, AppError::Cancelled), "{err:?}");

    // Seven days after the leave (day 5), not after the join (day 3).
    clock.set(T0 + 12 * DAY.as_millis() as i64 - 1);
    svc.run_due().await;
    assert_eq!(status(&svc, &busy).await, GameStatus::Lobby);
    clock.advance(MS);
    svc.run_due().await;
    assert_eq!(status(&svc, &busy).await, GameStatus::Cancelled);
    assert_eq!(expired(&events_of(&svc, &busy).await).len(), 1);
    assert_eq!(svc.live_games(), 0, "expired lobbies leave memory");

    // Once: run again, nothing new.
    svc.run_due().await;
    assert_eq!(expired(&events_of(&svc, &busy).await).len(), 1);
}

#[tokio::test]
async fn self_paced_games_close_after_thirty_days_and_a_daily_attempt_stays_unfinished() {
    let dir = tempfile::tempdir().unwrap();
    let (svc, clock) = service(&dir, false).await;
    let solo = svc
        .create_solo(
            PLACE,
            &Actor::new(UserId(5), "Five"),
            "tucana",
            support::solo_options(MapId::Petit),
        )
        .await
        .unwrap();
    let daily = svc
        .play_daily(
            "tucana",
            PLACE,
            &Actor::new(UserId(6), "Six").on(PLACE.guild),
        )
        .await
        .unwrap();
    let date = daily.spec.date;
    let group = started_game(&svc, &[UserId(7), UserId(8)], GameSettings::default()).await;

    // The solo player draws on day 2.
    clock.advance(2 * DAY);
    let trail = support::legal_trails(&svc, &solo.id, UserId(5))
        .await
        .unwrap()
        .remove(0);
    svc.play(&solo.id, UserId(5), &trail).await.unwrap();

    // The daily attempt, untouched since day 0, closes at 30 days, not before.
    clock.set(T0 + 30 * DAY.as_millis() as i64 - 1);
    svc.run_due().await;
    assert_eq!(status(&svc, &daily.info.id).await, GameStatus::Active);
    clock.advance(MS);
    svc.run_due().await;
    assert_eq!(status(&svc, &daily.info.id).await, GameStatus::Cancelled);
    assert_eq!(
        expired(&events_of(&svc, &daily.info.id).await),
        [&Event::GameExpired {
            lobby: false,
            days: 30
        }]
    );
    assert_eq!(status(&svc, &solo.id).await, GameStatus::Active);

    // The attempt counts as unfinished: no result, no leaderboard line, no streak.
    let attempt = svc
        .daily_attempt("tucana", UserId(6), date)
        .await
        .unwrap()
        .unwrap();
    assert_eq!((attempt.finished_at, attempt.total), (None, None));
    let board = svc
        .daily_leaderboard("tucana", tucana::app::BoardScope::Global, Some(date), 0, 10)
        .await
        .unwrap();
    assert_eq!(board.players, 0);
    let stats = svc.daily_stats("tucana", UserId(6)).await.unwrap();
    assert_eq!((stats.played, stats.current_streak), (0, 0));
    assert!(svc
        .daily_share("tucana", UserId(6), Some(date))
        .await
        .is_err());

    // The solo game, touched on day 2, closes on day 32.
    clock.set(T0 + 32 * DAY.as_millis() as i64 - 1);
    svc.run_due().await;
    assert_eq!(status(&svc, &solo.id).await, GameStatus::Active);
    clock.advance(MS);
    svc.run_due().await;
    assert_eq!(status(&svc, &solo.id).await, GameStatus::Cancelled);

    // A game with deadlines is never closed for idleness: its turns time out instead.
    assert_eq!(status(&svc, &group).await, GameStatus::Active);
    assert!(expired(&events_of(&svc, &group).await).is_empty());
}

#[tokio::test]
async fn a_user_hosts_at_most_five_open_lobbies_and_three_solo_games() {
    let dir = tempfile::tempdir().unwrap();
    let (svc, _clock) = service(&dir, false).await;
    let host: UserId = UserId(1);
    let mut lobbies = Vec::new();
    for _ in 0..5 {
        let info = svc
            .create_game(PLACE, &Actor::new(host, "One"), GameSettings::default())
            .await
            .unwrap();
        lobbies.push(info.id);
    }
    let err = svc
        .create_game(PLACE, &Actor::new(host, "One"), GameSettings::default())
        .await
        .unwrap_err();
    assert!(matches!(err, AppError::Refused(_)), "{err:?}");
    assert_eq!(
        err.to_string(),
        format!(
            "you already host 5 open lobbies: start or cancel one first ({})",
            lobbies.join(", ")
        )
    );
    assert!(svc.check_new_lobby(host).await.is_err());
    // Someone else is not limited by it.
    svc.create_game(
        PLACE,
        &Actor::new(UserId(2), "Two"),
        GameSettings::default(),
    )
    .await
    .unwrap();
    // A started lobby no longer counts, nor a cancelled one.
    svc.join(&lobbies[0], &Actor::new(UserId(2), "Two"))
        .await
        .unwrap();
    svc.start_game(&lobbies[0], host).await.unwrap();
    svc.create_game(PLACE, &Actor::new(host, "One"), GameSettings::default())
        .await
        .unwrap();
    svc.cancel(&lobbies[1], &who(host)).await.unwrap();
    svc.create_game(PLACE, &Actor::new(host, "One"), GameSettings::default())
        .await
        .unwrap();
    assert!(svc
        .create_game(PLACE, &Actor::new(host, "One"), GameSettings::default())
        .await
        .is_err());

    let player: UserId = UserId(9);
    let mut solos = Vec::new();
    for _ in 0..3 {
        solos.push(
            svc.create_solo(
                PLACE,
                &Actor::new(player, "Nine"),
                "tucana",
                support::solo_options(MapId::Petit),
            )
            .await
            .unwrap()
            .id,
        );
    }
    let err = svc
        .create_solo(
            PLACE,
            &Actor::new(player, "Nine"),
            "tucana",
            support::solo_options(MapId::Grande),
        )
        .await
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        format!(
            "you already have 3 solo games going: finish or cancel one first ({})",
            solos.join(", ")
        )
    );
    // The daily challenge is not a solo game of the limit (it is one a day).
    svc.play_daily("tucana", PLACE, &Actor::new(player, "Nine"))
        .await
        .unwrap();
    svc.cancel(&solos[2], &who(player)).await.unwrap();
    svc.create_solo(
        PLACE,
        &Actor::new(player, "Nine"),
        "tucana",
        support::solo_options(MapId::Grande),
    )
    .await
    .unwrap();

    // Many at once still stop at the limit.
    let racer: UserId = UserId(20);
    let tries: Vec<_> = (0..8)
        .map(|_| {
            let svc = svc.clone();
            tokio::spawn(async move {
                svc.create_game(PLACE, &Actor::new(racer, "Racer"), GameSettings::default())
                    .await
            })
        })
        .collect();
    let mut made = 0;
    for t in tries {
        made += usize::from(t.await.unwrap().is_ok());
    }
    assert_eq!(made, 5);
}

#[tokio::test]
async fn a_game_that_cannot_be_loaded_is_set_aside_and_the_bot_starts() {
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(TestClock::new(T0));
    let svc = open(&dir, clock.clone(), false).await;
    let good = started_game(&svc, &[UserId(1), UserId(2)], GameSettings::default()).await;
    let bad_log = started_game(&svc, &[UserId(3), UserId(4)], GameSettings::default()).await;
    let short_log = started_game(&svc, &[UserId(5), UserId(6)], GameSettings::default()).await;
    let bad_row = started_game(&svc, &[UserId(7), UserId(8)], GameSettings::default()).await;
    let mut rng = Rng::new(1, 0);
    for (game, first) in [
        (&good, UserId(1)),
        (&bad_log, UserId(3)),
        (&short_log, UserId(5)),
        (&bad_row, UserId(7)),
    ] {
        play_turn_for(&svc, game, &[first], &mut rng).await;
    }
    assert!(svc.pending_events(1000).await.unwrap().len() >= 8);
    svc.shutdown().await;

    // A log that does not replay, a log with a move missing, a row that cannot be read.
    sql(
        &dir,
        &format!(
            "UPDATE moves SET move = 'pass 7' WHERE seq = 0 AND game_id = \
               (SELECT id FROM games WHERE public_id = '{bad_log}');
             DELETE FROM moves WHERE seq = 0 AND game_id = \
               (SELECT id FROM games WHERE public_id = '{short_log}');
             UPDATE games SET ruleset = -1 WHERE public_id = '{bad_row}';"
        ),
    )
    .await;

    let (logs, _guard) = Logs::capture();
    let svc = open(&dir, clock.clone(), false).await;
    let mut broken = svc.broken_games();
    broken.sort();
    let ids: Vec<&str> = broken.iter().map(|(id, _)| id.as_str()).collect();
    let mut expected = vec![bad_log.as_str(), short_log.as_str(), bad_row.as_str()];
    expected.sort();
    assert_eq!(ids, expected);
    let why = |game: &str| broken.iter().find(|(g, _)| g == game).unwrap().1.clone();
    assert!(
        why(&bad_log).contains("does not replay"),
        "{}",
        why(&bad_log)
    );
    assert!(
        why(&short_log).contains("moves stored"),
        "{}",
        why(&short_log)
    );
    assert!(why(&bad_row).contains("ruleset"), "{}", why(&bad_row));
    for game in &expected {
        assert_eq!(
            logs.lines_with(&["ERROR", "cannot load a game", game])
                .len(),
            1,
            "{game} is logged once with its id"
        );
        assert_eq!(
            logs.lines_with(&["gave up", game]).len(),
            1,
            "{game}'s events are given up with a log line"
        );
        let err = svc.play(game, UserId(3), "a1-a2").await.unwrap_err();
        assert!(matches!(err, AppError::Broken(_)), "{err:?}");
    }
    // Their events are given up; the good game's are still to deliver, and it plays on.
    let pending = svc.pending_events(1000).await.unwrap();
    assert!(pending.iter().all(|e| e.game == good), "{pending:?}");
    assert!(!pending.is_empty());
    play_turn_for(&svc, &good, &[UserId(2)], &mut rng).await;
    assert_eq!(svc.game_info(&good).await.unwrap().turn, Some(2));
    svc.shutdown().await;

    // Marked in the database: the next start skips them at once, and still reports them.
    let svc = open(&dir, clock.clone(), false).await;
    assert_eq!(svc.broken_games().len(), 3);
    assert_eq!(logs.lines_with(&["cannot load a game"]).len(), 3);
    assert_eq!(svc.live_games(), 1);
    assert!(svc
        .pending_events(1000)
        .await
        .unwrap()
        .iter()
        .all(|e| e.game == good));
}

#[tokio::test]
async fn a_failing_deadline_is_logged_and_retried_later_and_later() {
    let dir = tempfile::tempdir().unwrap();
    let (svc, clock) = service(&dir, false).await;
    let settings = GameSettings {
        reminder_lead: Some(Duration::ZERO),
        ..GameSettings::default()
    };
    let game = started_game(&svc, &[UserId(1), UserId(2)], settings).await;
    let (fail, fixed) = failing_update_trigger(&dir, &game).await;
    sql(&dir, &fail).await;
    let (logs, _guard) = Logs::capture();

    // The deadline fails, then is tried after 5 s, 10 s, 20 s...
    clock.advance(DAY);
    assert_eq!(svc.run_due().await, 1);
    for wait in [5u64, 10, 20] {
        clock.advance(Duration::from_secs(wait) - MS);
        assert_eq!(svc.run_due().await, 0, "not tried again before {wait} s");
        clock.advance(MS);
        assert_eq!(svc.run_due().await, 1, "tried again after {wait} s");
    }
    assert_eq!(svc.game_info(&game).await.unwrap().turn, Some(1));
    let failed = logs.lines_with(&["ERROR", &game, "injected failure"]);
    assert_eq!(failed.len(), 4, "each failure is logged with its cause");
    assert!(failed[3].contains("retry_in_s=40"), "{}", failed[3]);

    // Fixed: the next try closes the turn, and the count starts again.
    sql(&dir, fixed).await;
    clock.advance(Duration::from_secs(40));
    assert_eq!(svc.run_due().await, 1);
    assert_eq!(svc.game_info(&game).await.unwrap().turn, Some(2));
    sql(&dir, &fail).await;
    clock.advance(DAY);
    assert_eq!(svc.run_due().await, 1);
    clock.advance(Duration::from_secs(5));
    assert_eq!(svc.run_due().await, 1, "after a success, 5 s again");
    let failed = logs.lines_with(&["ERROR", &game, "injected failure"]);
    assert!(failed.last().unwrap().contains("retry_in_s=10"));
}
