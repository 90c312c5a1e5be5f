//! Thinking never starves the bot: one player asks for hints as fast as they can while a
//! deadline, a reminder and another game's computer player fall due, with the service's
//! own scheduler running on the test clock.

use crate::support;

use std::time::Duration;

use support::*;
use tucana::app::{Clock, Event, GameStatus, ServiceConfig};

/// How long the strong player thinks about a hint here: long (about two seconds of a test
/// build), so that were hints and computer players one queue, or were the scheduler to
/// wait for thinkers, the computer player, the deadline and the reminder below would wait
/// for the hints asked before them.
const HINT_THINK_MS: u32 = 300;
/// The test clock's step: twenty presses a second.
const STEP: Duration = Duration::from_millis(50);
/// Thirty seconds of the test clock.
const STEPS: u32 = 600;
/// How long the test waits for what falls due, in real time, the test clock standing
/// still: far beyond what it takes (milliseconds, even on a loaded machine), unless it
/// waits for a thinker. Shorter than the tests' patience on purpose: it is what the test
/// measures.
const PATIENCE: Duration = Duration::from_secs(20);

/// The scheduler running, and hints that take long to work out (the normal computer
/// player does not search: it thinks at once whatever the budget).
fn slow_hints(config: &mut ServiceConfig) {
    config.no_scheduler = false;
    config.think_ms = Some(HINT_THINK_MS);
}

/// A lobby opened by alice with `options`, joined by bob if `bob_joins`, started by alice:
/// its thread and game.
async fn started(t: &Table, options: &[Opt], bob_joins: bool) -> (u64, String) {
    let (thread, game, lobby) = t.open_lobby(options).await;
    let message = t.fake.message(lobby).unwrap();
    if bob_joins {
        t.click(&format!("lobby:join:{game}"), &message, &bob(), thread)
            .await;
    }
    t.click(&format!("lobby:start:{game}"), &message, &alice(), thread)
        .await;
    let status = t.service.game_info(&game).await.unwrap().status;
    assert_eq!(status, GameStatus::Active);
    (thread, game)
}

/// When the game's event of `kind` was made, by the service's clock (the last such).
async fn made_at(t: &Table, game: &str, kind: &str) -> Option<i64> {
    let row = t.service.store().find_game(game).await.unwrap().unwrap();
    let events = t.service.store().game_events(row.id).await.unwrap();
    events
        .iter()
        .rev()
        .find(|e| {
            let event: Event = serde_json::from_str(&e.payload).unwrap();
            event.kind() == kind
        })
        .map(|e| e.created_at)
}

/// Waits, the test clock standing still, until `done` says what fell due has happened.
async fn happens<F: std::future::Future<Output = bool>>(what: &str, done: impl Fn() -> F) {
    let give_up = tokio::time::Instant::now() + PATIENCE;
    while !done().await {
        assert!(
            tokio::time::Instant::now() < give_up,
            "{what} did not happen while a player asked for hints"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_hinting_at_full_speed_delays_no_deadline_reminder_or_computer_player() {
    let t = Table::configured(slow_hints).await;
    // Carol's solo game, where she asks for hints.
    let solo = t.tucana("solo", &carol(), CHANNEL_ID).await;
    assert!(solo.content().unwrap().contains("solo"), "{solo:?}");
    let hinted_thread = t.last_thread();
    let hinted = t.game_in(hinted_thread).await;
    let turn_post = wait_post(&t.fake, hinted_thread, "**Round 1, turn 1**").await;
    let turn_post = turn_post.response.clone().unwrap();

    // Alice and Bob's game, whose deadline falls due 5 s into the hints.
    let (late_thread, late) = started(&t, &[opt("turn_hours", 24)], true).await;
    let info = t.service.game_info(&late).await.unwrap();
    let deadline = info.deadline.unwrap();
    let lead = info.settings.reminder().as_millis() as i64;
    // Their other game, started so that its reminder falls due 20 s into the hints.
    let storm = deadline - 5_000;
    let reminded_at = storm + 20_000;
    t.clock.set(reminded_at + lead - 24 * 3_600_000);
    let (reminded_thread, reminded) = started(&t, &[opt("turn_hours", 24)], true).await;
    let info = t.service.game_info(&reminded).await.unwrap();
    assert_eq!(info.deadline.unwrap() - lead, reminded_at);
    // Alice's game with a computer player, started just before the hints.
    t.clock.set(storm);
    let (bot_thread, with_bot) = started(
        &t,
        &[opt("turn_hours", 24), opt("bots", 1), opt("bot_level", 1)],
        false,
    )
    .await;
    // The first game's reminder fell due on the way: out of the way before the hints.
    wait_post(&t.fake, late_thread, "Reminder").await;
    let bot_moved = || async {
        let info = t.service.game_info(&with_bot).await.unwrap();
        !info.waiting_for.iter().any(|p| p.bot)
    };
    happens("the computer player's first move", bot_moved).await;

    let mut presses = Vec::new();
    let mut alice_played = false;
    for step in 0..STEPS {
        // Carol asks again, by the command and by the turn post's button in turn, without
        // waiting for her last answer.
        let press = match step % 2 {
            0 => slash_command("hint", None, &[], &carol(), hinted_thread, Some(GUILD_ID)),
            _ => button(
                &format!("turn:hint:{hinted}"),
                &turn_post,
                &carol(),
                hinted_thread,
                Some(GUILD_ID),
            ),
        };
        t.fake.dispatch_interaction(&press);
        presses.push(press);
        let now = t.clock.now();
        if now >= storm + 2_000 && !alice_played {
            // Alice plays her turn beside the computer player: its next turn starts, and
            // it moves at once (her commands are answered as ever).
            let turn = t.service.game_info(&with_bot).await.unwrap().turn;
            let drawn = t.play_turn(&with_bot, &alice(), bot_thread).await;
            assert!(drawn > 0);
            let after = t.service.game_info(&with_bot).await.unwrap();
            assert_ne!(after.turn, turn, "Alice's turn closed the turn");
            happens("the computer player's move", bot_moved).await;
            alice_played = true;
        }
        t.clock.advance(STEP);
        let now = t.clock.now();
        if (deadline..deadline + STEP.as_millis() as i64).contains(&now) {
            wait_post(&t.fake, late_thread, "Time is up").await;
            let at = made_at(&t, &late, "deadline_passed").await.unwrap();
            assert!(
                at - deadline < STEP.as_millis() as i64,
                "late by {}",
                at - deadline
            );
        }
        if (reminded_at..reminded_at + STEP.as_millis() as i64).contains(&now) {
            happens("the reminder", || async {
                made_at(&t, &reminded, "reminder").await.is_some()
            })
            .await;
            let at = made_at(&t, &reminded, "reminder").await.unwrap();
            assert!(at - reminded_at < STEP.as_millis() as i64);
            wait_post(&t.fake, reminded_thread, "Reminder").await;
        }
        tokio::time::sleep(Duration::from_millis(2)).await;
    }
    assert!(alice_played);

    // The hint worked out (it may still be thinking when the clock stops: on a slow machine,
    // longer than all the presses), and asked for once more, so that one press at least is
    // answered with it however long it took.
    happens("the hint", || async {
        t.service.game_info(&hinted).await.unwrap().players[0].hints == 1
    })
    .await;
    let press = slash_command("hint", None, &[], &carol(), hinted_thread, Some(GUILD_ID));
    t.fake.dispatch_interaction(&press);
    presses.push(press);
    // Every press was answered: a hint, or "still thinking" while one was worked out.
    let (mut hints, mut thinking) = (0, 0);
    for press in &presses {
        let answer = t.fake.followup(press).await;
        let text = answer.content().unwrap_or_default();
        assert!(answer.is_ephemeral(), "{answer:?}");
        if text.starts_with("**Hint**") {
            hints += 1;
        } else if text.contains("till thinking about your last hint") {
            thinking += 1;
        } else {
            panic!("neither a hint nor 'still thinking': {text}");
        }
    }
    eprintln!("{STEPS} presses: {hints} hints, {thinking} 'still thinking'");
    assert_eq!(hints + thinking, STEPS + 1);
    assert!(
        hints > 0 && thinking > 0,
        "{hints} hints, {thinking} 'still thinking'"
    );
    // The position's hint was worked out once, and counted once.
    let info = t.service.game_info(&hinted).await.unwrap();
    assert_eq!(info.players[0].hints, 1);
    t.finish().await;
}
