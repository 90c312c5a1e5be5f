//! Answered within Discord's 3 seconds, always: with the store's writer held — as a
//! PostgreSQL server that is reconnecting holds every write — each command and click is
//! still acknowledged (its interaction callback answered) in time, and completed (its
//! followup or redraw sent) once the writer is free again.
//!
//! The writer is held by a connection of the test's own to the bot's SQLite file, in a
//! `BEGIN IMMEDIATE` transaction kept open for 5 s of real time: the bot's writes wait on
//! SQLite's lock (its busy timeout is longer), its reads go on (WAL). A handler that worked
//! before acknowledging would answer Discord after the 5 s, which the fake Discord refuses
//! as real Discord does; the test checks the callbacks' times itself too.

use crate::support;

use std::time::{Duration, Instant};

use support::*;
use tucana::app::{GameStatus, Location};

/// How long the writer is held: longer than Discord's 3 s.
const HELD: Duration = Duration::from_secs(5);

/// A lobby opened by alice, joined by `joiners` with `/game join`: its thread, game and
/// lobby message.
async fn lobby(t: &Table, joiners: &[TestUser]) -> (u64, String, serde_json::Value) {
    let (thread, game, message) = t.open_lobby(&[]).await;
    for user in joiners {
        let joined = t.command("game", Some("join"), &[], user, thread).await;
        assert!(
            joined.content().unwrap().contains("You joined"),
            "{joined:?}"
        );
    }
    (
        thread,
        game,
        t.fake.message(message).expect("the lobby message"),
    )
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_interaction_is_acknowledged_in_time_while_the_writer_is_held() {
    let t = Table::new().await;
    let (thread, game) = open_game(&t).await;
    let turn_post = wait_post(&t.fake, thread, "**Round 1, turn 1**").await;
    let turn_post = turn_post.response.expect("the turn post");
    let trail = t.trail_choices("", &alice(), thread).await.remove(0).1;
    let (joined, joined_game, joined_lobby) = lobby(&t, &[bob()]).await;
    let (cancelled, cancelled_game, _) = lobby(&t, &[]).await;
    let (started, started_game, _) = lobby(&t, &[bob()]).await;
    drain(&t.service).await;
    let guild = Some(GUILD_ID);
    let writes = [
        slash_command(
            "game",
            Some("settings"),
            &[opt("reminders", false)],
            &bob(),
            CHANNEL_ID,
            guild,
        ),
        slash_command(
            "trail",
            None,
            &[opt("trail", trail.as_str())],
            &alice(),
            thread,
            guild,
        ),
        slash_command("pass", None, &[], &bob(), thread, guild),
        slash_command("game", Some("join"), &[], &dave(), joined, guild),
        slash_command("game", Some("leave"), &[], &bob(), joined, guild),
        slash_command("game", Some("cancel"), &[], &alice(), cancelled, guild),
        slash_command("game", Some("start"), &[], &alice(), started, guild),
        slash_command(
            "game",
            Some("new"),
            &[opt("game", "tucana")],
            &carol(),
            CHANNEL_ID,
            guild,
        ),
        slash_command(
            "game",
            Some("solo"),
            &[opt("game", "tucana")],
            &dave(),
            CHANNEL_ID,
            guild,
        ),
        button(
            &format!("lobby:join:{joined_game}"),
            &joined_lobby,
            &carol(),
            joined,
            guild,
        ),
    ];
    // Reads, and what may be refused before it writes (an undo before the trail).
    let others = [
        slash_command("undo", None, &[], &alice(), thread, guild),
        slash_command("game", Some("status"), &[], &alice(), thread, guild),
        slash_command("game", Some("scores"), &[], &bob(), thread, guild),
        slash_command("game", Some("games"), &[], &alice(), CHANNEL_ID, guild),
        slash_command("map", None, &[], &bob(), thread, guild),
        button(
            &format!("turn:map:{game}"),
            &turn_post,
            &alice(),
            thread,
            guild,
        ),
    ];

    // The writer held, every interaction sent at once.
    let db = Location::parse(&t.db.display().to_string());
    let mut writer = tucana::store::connect(&db).await.expect("a connection");
    sqlx::raw_sql("BEGIN IMMEDIATE")
        .execute(&mut writer)
        .await
        .expect("the write lock");
    let held = Instant::now();
    let all: Vec<&FakeInteraction> = writes.iter().chain(&others).collect();
    let mut sent = Vec::new();
    for ix in &all {
        sent.push(Instant::now());
        t.fake.dispatch_interaction(ix);
    }
    for (ix, sent) in all.iter().zip(&sent) {
        let callback = t.fake.callback(ix).await;
        let waited = callback.at.duration_since(*sent);
        assert!(
            waited < fake_discord::INTERACTION_RESPONSE_DEADLINE,
            "{} acknowledged after {waited:?}: {callback:?}",
            ix.payload["data"]
        );
    }
    // Acknowledged while the writes still wait: none of them is done before the writer is
    // free (the hold was real).
    for ix in &writes {
        let done = t
            .fake
            .requests_matching(|r| r.route().starts_with(&ix.webhook_route()) && r.method != "GET");
        assert!(done.is_empty(), "a write completed while held: {done:?}");
    }
    tokio::time::sleep(HELD.saturating_sub(held.elapsed())).await;
    let released = Instant::now();
    sqlx::raw_sql("COMMIT")
        .execute(&mut writer)
        .await
        .expect("the write lock let go");

    // Then every one is completed: its answer, or its message redrawn.
    for ix in &all {
        let answer = match t.fake.callback(ix).await.expect_json()["type"].as_u64() {
            Some(6) => t.fake.after_update(ix).await,
            _ => t.fake.followup(ix).await,
        };
        assert!(answer.content().is_some(), "{answer:?}");
    }
    for ix in &writes {
        let answer = t
            .fake
            .wait_for(|r| r.route().starts_with(&ix.webhook_route()) && r.method != "GET")
            .await;
        assert!(
            answer.at >= released,
            "completed before the writer was free: {answer:?}"
        );
    }
    assert!(!t.service.user_settings(bob().user()).reminders);
    let info = |game: String| {
        let service = t.service.clone();
        async move { service.game_info(&game).await.unwrap() }
    };
    let lobby = info(joined_game).await;
    let in_lobby: Vec<u64> = lobby.players.iter().map(|p| p.player.user.get()).collect();
    assert!(
        in_lobby.contains(&dave().id) && in_lobby.contains(&carol().id),
        "{in_lobby:?}"
    );
    assert!(!in_lobby.contains(&bob().id), "{in_lobby:?}");
    assert_eq!(info(cancelled_game).await.status, GameStatus::Cancelled);
    assert_eq!(info(started_game).await.status, GameStatus::Active);
    t.finish().await;
}
