//! Time banks and quiet hours (issue 46): a seat's bank absorbs a deadline and a late move
//! spends it, the deadline's default is played once every bank is spent, the banks survive a
//! restart; a server's quiet hours move deadlines and reminders to their end (a window across
//! midnight, one set while a turn runs, a time zone through a change of clocks). Time is the
//! test clock.

use crate::support;

use std::time::Duration;

use support::*;
use tucana::app::{Actor, AppError, GameSettings, Quiet, Service, UserId};
use tucana::game::rng::Rng;

const H: i64 = 3_600_000;

fn banked(hours: u64) -> GameSettings {
    GameSettings {
        bank: Duration::from_secs(hours * 3600),
        ..GameSettings::default()
    }
}

/// Each seat's bank left, in seat order.
async fn banks(svc: &Service, game: &str) -> Vec<Option<i64>> {
    let info = svc.game_info(game).await.unwrap();
    info.players.iter().map(|p| p.bank).collect()
}

fn admin() -> Actor {
    Actor::new(UserId(1), "p1").on(PLACE.guild).admin(true)
}

fn count(events: &[tucana::app::OutboundEvent], kind: &str) -> usize {
    kinds(events).iter().filter(|k| **k == kind).count()
}

#[tokio::test]
async fn a_bank_absorbs_the_deadline_and_a_late_move_spends_what_it_used() {
    let dir = tempfile::tempdir().unwrap();
    let (svc, clock) = service(&dir, false).await;
    let users = [UserId(1), UserId(2)];
    let game = started_game(&svc, &users, banked(10)).await;
    assert_eq!(banks(&svc, &game).await, vec![Some(10 * H), Some(10 * H)]);
    let mut rng = Rng::new(3, 0);
    play_turn_for(&svc, &game, &[UserId(1)], &mut rng).await;

    // The turn's own deadline passes: seat 2's bank absorbs it, the turn runs on.
    clock.advance(Duration::from_secs(24 * 3600));
    svc.run_due().await;
    let info = svc.game_info(&game).await.unwrap();
    assert_eq!(info.turn, Some(1), "the bank absorbed the deadline");
    assert_eq!(info.deadline, Some(T0 + 34 * H));
    assert_eq!(info.players[1].bank_running, Some(T0 + 24 * H));
    assert_eq!(info.players[0].bank_running, None, "seat 1 has played");
    assert_eq!(count(&events_of(&svc, &game).await, "deadline_passed"), 0);

    // Three hours late, seat 2 plays: the turn closes, seat 2 spent three hours.
    clock.advance(Duration::from_secs(3 * 3600));
    assert!(play_turn_for(&svc, &game, &[UserId(2)], &mut rng).await > 0);
    let info = svc.game_info(&game).await.unwrap();
    assert_eq!(info.turn, Some(2));
    assert_eq!(
        info.deadline,
        Some(T0 + 27 * H + 24 * H),
        "a new turn's own hours"
    );
    assert_eq!(banks(&svc, &game).await, vec![Some(10 * H), Some(7 * H)]);

    // What is left is stored: a restart reads it back.
    svc.shutdown().await;
    drop(svc);
    let svc = open(&dir, clock.clone(), false).await;
    assert_eq!(banks(&svc, &game).await, vec![Some(10 * H), Some(7 * H)]);
}

#[tokio::test]
async fn the_deadline_default_is_played_once_every_bank_is_spent() {
    let dir = tempfile::tempdir().unwrap();
    let (svc, clock) = service(&dir, false).await;
    let users = [UserId(1), UserId(2), UserId(3)];
    let game = started_game(&svc, &users, banked(2)).await;
    let mut rng = Rng::new(4, 0);
    play_turn_for(&svc, &game, &[UserId(1)], &mut rng).await;
    clock.advance(Duration::from_secs(24 * 3600));
    svc.run_due().await;
    assert_eq!(
        svc.game_info(&game).await.unwrap().deadline,
        Some(T0 + 26 * H)
    );
    // Seat 3 plays within its bank; seat 2 never does.
    clock.advance(Duration::from_secs(3600));
    play_turn_for(&svc, &game, &[UserId(3)], &mut rng).await;
    assert_eq!(svc.game_info(&game).await.unwrap().turn, Some(1));
    clock.advance(Duration::from_secs(3600));
    svc.run_due().await;
    let info = svc.game_info(&game).await.unwrap();
    assert_eq!(info.turn, Some(2), "the banks' end closed the turn");
    assert_eq!(
        banks(&svc, &game).await,
        vec![Some(2 * H), Some(0), Some(H)]
    );
    let events = events_of(&svc, &game).await;
    let Some(tucana::app::Event::DeadlinePassed { timed_out, .. }) =
        last(&events, "deadline_passed")
    else {
        panic!("no deadline_passed");
    };
    assert_eq!(users_of(timed_out), vec![2]);

    // Next turn, seats 1 and 3 play; seat 2 has no bank left: its deadline closes the turn.
    play_turn_for(&svc, &game, &[UserId(1), UserId(3)], &mut rng).await;
    clock.advance(Duration::from_secs(24 * 3600));
    svc.run_due().await;
    assert_eq!(svc.game_info(&game).await.unwrap().turn, Some(3));
    assert_eq!(count(&events_of(&svc, &game).await, "deadline_passed"), 2);
}

#[tokio::test]
async fn a_bank_is_bounded_and_none_by_default() {
    let dir = tempfile::tempdir().unwrap();
    let (svc, _clock) = service(&dir, false).await;
    let err = svc
        .create_game(PLACE, &who(UserId(1)), banked(169))
        .await
        .unwrap_err();
    assert!(matches!(err, AppError::BadSettings(_)), "{err:?}");
    assert!(svc
        .create_game(PLACE, &who(UserId(1)), banked(168))
        .await
        .is_ok());
    let game = started_game(&svc, &[UserId(2), UserId(3)], GameSettings::default()).await;
    assert_eq!(banks(&svc, &game).await, vec![None, None]);
}

#[tokio::test]
async fn quiet_hours_move_a_deadline_past_a_window_across_midnight() {
    let dir = tempfile::tempdir().unwrap();
    let (svc, clock) = service(&dir, false).await;
    // T0 is midnight UTC: the turn starts at 10:00 and would end at 23:00.
    svc.set_quiet(&admin(), Some(("22:00-02:00", "UTC")))
        .await
        .unwrap();
    clock.advance(Duration::from_secs(10 * 3600));
    let settings = GameSettings {
        turn_deadline: Duration::from_secs(13 * 3600),
        reminder_lead: Some(Duration::ZERO),
        ..GameSettings::default()
    };
    let game = started_game(&svc, &[UserId(1), UserId(2)], settings).await;
    let info = svc.game_info(&game).await.unwrap();
    assert_eq!(
        info.deadline,
        Some(T0 + 26 * H),
        "moved to 02:00 the next day"
    );
    clock.advance(Duration::from_secs(13 * 3600));
    svc.run_due().await;
    assert_eq!(svc.game_info(&game).await.unwrap().turn, Some(1));
    clock.advance(Duration::from_secs(3 * 3600));
    svc.run_due().await;
    assert_eq!(svc.game_info(&game).await.unwrap().turn, Some(2));
}

#[tokio::test]
async fn quiet_hours_hold_back_a_reminder_to_their_end() {
    let dir = tempfile::tempdir().unwrap();
    let (svc, clock) = service(&dir, false).await;
    svc.set_quiet(&admin(), Some(("22:00-02:00", "UTC")))
        .await
        .unwrap();
    clock.advance(Duration::from_secs(10 * 3600));
    // Deadline 03:00 (outside), reminder 23:00 (inside): the reminder waits until 02:00.
    let settings = GameSettings {
        turn_deadline: Duration::from_secs(17 * 3600),
        reminder_lead: Some(Duration::from_secs(4 * 3600)),
        ..GameSettings::default()
    };
    let game = started_game(&svc, &[UserId(1), UserId(2)], settings).await;
    assert_eq!(
        svc.game_info(&game).await.unwrap().deadline,
        Some(T0 + 27 * H)
    );
    clock.advance(Duration::from_secs(13 * 3600 + 60));
    svc.run_due().await;
    assert_eq!(count(&events_of(&svc, &game).await, "reminder"), 0);
    clock.advance(Duration::from_secs(3 * 3600));
    svc.run_due().await;
    assert_eq!(count(&events_of(&svc, &game).await, "reminder"), 1);
    assert_eq!(svc.game_info(&game).await.unwrap().turn, Some(1));
}

#[tokio::test]
async fn quiet_hours_set_while_a_turn_runs_postpone_its_deadline() {
    let dir = tempfile::tempdir().unwrap();
    let (svc, clock) = service(&dir, false).await;
    let game = started_game(&svc, &[UserId(1), UserId(2)], GameSettings::default()).await;
    assert_eq!(
        svc.game_info(&game).await.unwrap().deadline,
        Some(T0 + 24 * H)
    );
    // Midnight falls inside the new window: the scheduler moves the deadline to 06:00.
    svc.set_quiet(&admin(), Some(("23:00-06:00", "UTC")))
        .await
        .unwrap();
    clock.advance(Duration::from_secs(24 * 3600));
    svc.run_due().await;
    let info = svc.game_info(&game).await.unwrap();
    assert_eq!(info.turn, Some(1));
    assert_eq!(info.deadline, Some(T0 + 30 * H));
    clock.advance(Duration::from_secs(6 * 3600));
    svc.run_due().await;
    assert_eq!(svc.game_info(&game).await.unwrap().turn, Some(2));
    // Off again: the next deadline is the turn's own.
    svc.set_quiet(&admin(), None).await.unwrap();
    assert!(svc.quiet_of(PLACE.guild).is_none());
}

#[tokio::test]
async fn only_a_servers_admins_set_its_quiet_hours_and_they_are_stored() {
    let dir = tempfile::tempdir().unwrap();
    let (svc, clock) = service(&dir, false).await;
    let member = Actor::new(UserId(2), "p2").on(PLACE.guild);
    let err = svc
        .set_quiet(&member, Some(("23:00-07:00", "UTC")))
        .await
        .unwrap_err();
    assert!(matches!(err, AppError::Refused(_)), "{err:?}");
    let dm = Actor::new(UserId(1), "p1").admin(true);
    assert!(svc
        .set_quiet(&dm, Some(("23:00-07:00", "UTC")))
        .await
        .is_err());
    for bad in [
        ("23:00", "UTC"),
        ("7-7", "UTC"),
        ("23:00-07:00", "Nowhere/Atlantis"),
    ] {
        let err = svc.set_quiet(&admin(), Some(bad)).await.unwrap_err();
        assert!(matches!(err, AppError::BadSettings(_)), "{bad:?}: {err:?}");
    }
    assert!(svc.quiet_of(PLACE.guild).is_none());
    svc.set_quiet(&admin(), Some(("23:00-07:00", "Europe/Berlin")))
        .await
        .unwrap();
    svc.shutdown().await;
    drop(svc);
    let svc = open(&dir, clock, false).await;
    let quiet = svc.quiet_of(PLACE.guild).expect("kept over a restart");
    assert_eq!(
        (quiet.window().as_str(), quiet.zone.as_str()),
        ("23:00–07:00", "Europe/Berlin")
    );
}

#[test]
fn a_window_in_a_time_zone_follows_its_change_of_clocks() {
    let ms = |t: &str| t.parse::<jiff::Timestamp>().unwrap().as_millisecond();
    let q = Quiet::new(23 * 60, 7 * 60, "Europe/Berlin").unwrap();
    // Winter: 04:00 in Berlin is 03:00 UTC; the window ends at 07:00 CET, 06:00 UTC.
    assert_eq!(
        q.postpone(ms("2026-01-15T03:00:00Z")),
        ms("2026-01-15T06:00:00Z")
    );
    // The night the clocks go forward (29 March 2026): 07:00 CEST is 05:00 UTC.
    assert_eq!(
        q.postpone(ms("2026-03-29T03:00:00Z")),
        ms("2026-03-29T05:00:00Z")
    );
    // 23:30 in Berlin, summer: the window ends the next morning.
    assert_eq!(
        q.postpone(ms("2026-07-01T21:30:00Z")),
        ms("2026-07-02T05:00:00Z")
    );
    // Outside the window nothing moves.
    assert_eq!(
        q.postpone(ms("2026-07-01T12:00:00Z")),
        ms("2026-07-01T12:00:00Z")
    );
    assert!(q.holds(ms("2026-07-01T21:30:00Z")));
    assert!(
        !q.holds(ms("2026-07-01T05:00:00Z")),
        "the window's end is outside it"
    );
}
