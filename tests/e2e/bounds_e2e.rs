//! Bounds through the bot: the lobby message is stored with its game, so it is still edited
//! after a restart (its buttons go once the game starts, is cancelled or expires), and an
//! idle lobby's expiry is posted in its thread.

use crate::support;

use std::time::Duration;

use serde_json::Value;
use support::*;

fn buttons(message: &Value) -> usize {
    message["components"].as_array().map_or(0, Vec::len)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_lobby_message_is_still_edited_after_a_restart_and_an_expiry_is_posted() {
    let mut t = Table::new().await;
    let (thread, game, lobby) = t.open_lobby(&[]).await;
    let lobby_msg = t.fake.message(lobby).unwrap();
    t.click(&format!("lobby:join:{game}"), &lobby_msg, &bob(), thread)
        .await;
    let (idle_thread, idle, idle_lobby) = t.open_lobby(&[]).await;
    assert_eq!(
        buttons(&t.fake.message(idle_lobby).unwrap()),
        2,
        "Join/Leave/Start and the computer players"
    );

    // After a restart, the bot still knows its lobby messages: starting the game with the
    // command (not a button of the message) edits the message, and its buttons go.
    drain(&t.service).await;
    t.restart().await;
    let reply = t
        .command("game", Some("start"), &[], &alice(), thread)
        .await;
    assert!(reply.content().unwrap().contains("started"), "{reply:?}");
    drain(&t.service).await;
    let edited = t.fake.message(lobby).unwrap();
    assert!(
        edited["content"]
            .as_str()
            .unwrap()
            .contains("The game has started."),
        "{edited}"
    );
    assert_eq!(buttons(&edited), 0, "no Join/Leave/Start on a started game");

    // The other lobby, untouched for 7 days, expires: said in its thread, its message
    // edited (no buttons), across another restart.
    t.restart().await;
    t.clock.advance(Duration::from_secs(7 * 24 * 3600));
    t.service.run_due().await;
    drain(&t.service).await;
    let post = wait_post(&t.fake, idle_thread, "This lobby expired").await;
    assert_eq!(
        post.content().unwrap(),
        "This lobby expired after 7 days without a start; open a new one with `/game new game:tucana`."
    );
    let edited = t.fake.message(idle_lobby).unwrap();
    assert!(
        edited["content"].as_str().unwrap().contains("cancelled"),
        "{edited}"
    );
    assert_eq!(buttons(&edited), 0);
    let refused = t
        .click(&format!("lobby:join:{idle}"), &edited, &bob(), idle_thread)
        .await;
    assert!(refused.is_ephemeral());
    assert!(
        refused.content().unwrap().contains("cancelled"),
        "{refused:?}"
    );
    t.fake.assert_no_problems();
}
