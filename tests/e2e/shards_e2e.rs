//! `SHARDS=2-3/4` against the fake Discord: the bot connects shards 2 and 3 of 4 and no
//! other, is ready once those two are, and plays a whole lobby in a server of its shards;
//! and a process whose service owns other servers than its shards carry (a configuration
//! mistake) refuses their interactions instead of touching their games.

use crate::support;

use support::payloads::{bot_user_json, message_json};
use support::*;
use tucana::app::{ExtraGames, ShardRange};

const HIGH: ShardRange = ShardRange {
    first: 2,
    last: 3,
    total: 4,
};
const LOW: ShardRange = ShardRange {
    first: 0,
    last: 1,
    total: 4,
};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_process_runs_only_the_shards_of_its_range() {
    // Discord would recommend one shard; the range wins, without asking.
    let t = Table::owning(1, Some(HIGH), Some(HIGH), ExtraGames::default()).await;
    assert!(t
        .fake
        .requests_matching(|r| r.is("GET", "/gateway/bot"))
        .is_empty());
    let mut shards = t.fake.connected_shards();
    shards.sort();
    assert_eq!(shards, [[2, 4], [3, 4]]);
    let ready = t.bot.as_ref().unwrap().wait_ready(DEFAULT_TIMEOUT).await;
    assert_eq!(ready.unwrap().shards, 2, "ready with its own two shards");

    // The test server is on shard 3: its game is this process's.
    assert_eq!(ShardRange::shard_of(GUILD_ID, 4), 3);
    let (thread, game) = open_game(&t).await;
    assert_eq!(t.service.live_games(), 1);
    wait_post(&t.fake, thread, "**Round 1, turn 1**").await;
    drain(&t.service).await;
    assert!(t.service.game_info(&game).await.is_ok());
    let interactions: Vec<String> = t
        .fake
        .dispatched_on([3, 4])
        .into_iter()
        .filter(|e| e == "INTERACTION_CREATE")
        .collect();
    assert_eq!(interactions.len(), 4, "new, and three clicks");
    assert!(t
        .fake
        .dispatched_on([2, 4])
        .iter()
        .all(|e| e != "INTERACTION_CREATE"));
    t.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn interactions_of_another_process_s_servers_are_refused() {
    // The bot carries shards 2–3, but its service was told 0–1: the test server's
    // commands and clicks reach a process that does not own it.
    let t = Table::owning(1, Some(HIGH), Some(LOW), ExtraGames::default()).await;
    let reply = t
        .command(
            "game",
            Some("new"),
            &[opt("game", "tucana"), opt("turn_hours", 24)],
            &alice(),
            CHANNEL_ID,
        )
        .await;
    assert!(
        reply
            .content()
            .unwrap()
            .contains("served by another process of the bot"),
        "{reply:?}"
    );
    assert!(t.fake.threads().is_empty());
    assert_eq!(t.service.live_games(), 0);
    let message = message_json(
        1_234,
        CHANNEL_ID,
        Some(GUILD_ID),
        &bot_user_json(),
        &serde_json::json!({ "content": "a lobby" }),
    );
    let clicked = t
        .click("lobby:join:abcde", &message, &bob(), CHANNEL_ID)
        .await;
    assert!(clicked.is_ephemeral(), "{clicked:?}");
    assert!(
        clicked.expect_json()["data"]["content"]
            .as_str()
            .unwrap()
            .contains("another process"),
        "{clicked:?}"
    );
    t.finish().await;
}
