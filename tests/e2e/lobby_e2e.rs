//! Invitations, kicks and rematches through the fake Discord (issue 46, points 1 and 2):
//! `/game new invite:` opens a lobby to the users and roles mentioned (and pings those
//! users alone), a stranger's Join is refused in words, the host takes a player out with
//! `/game kick`, and a finished game's end post carries Rematch, whose presses open one
//! lobby in a new thread beside the game's and start it once every player is in.

use crate::support;
use crate::support::games;

use serde_json::{json, Value};
use support::*;
use tucana::app::{ExtraGames, GameStatus};

async fn table() -> Table {
    Table::with_games(ExtraGames(vec![&games::RACE])).await
}

/// `/game new game:test-race` by alice with `options` besides: its reply, thread and game.
async fn new_race(t: &Table, options: &[Opt]) -> (RecordedRequest, u64, String) {
    let before = t.fake.threads().len();
    let mut all = vec![opt("game", "test-race")];
    all.extend_from_slice(options);
    let reply = t
        .command("game", Some("new"), &all, &alice(), CHANNEL_ID)
        .await;
    assert_eq!(t.fake.threads().len(), before + 1, "no thread: {reply:?}");
    let thread = t.last_thread();
    let game = t.game_in(thread).await;
    (reply, thread, game)
}

/// A click of `user` on `custom_id` of `message` in `thread` (a public thread of the test
/// channel, as Discord describes it in the interaction), with the server roles `roles`.
async fn click_in_thread(
    t: &Table,
    custom_id: &str,
    message: &Value,
    (user, roles): (&TestUser, &[u64]),
    thread: u64,
) -> RecordedRequest {
    let mut ix = button(custom_id, message, user, thread, Some(GUILD_ID));
    ix.payload["channel"] = json!({
        "id": thread.to_string(),
        "type": 11,
        "name": format!("thread-{thread}"),
        "parent_id": CHANNEL_ID.to_string(),
    });
    let roles: Vec<String> = roles.iter().map(u64::to_string).collect();
    ix.payload["member"]["roles"] = json!(roles);
    press(&t.fake, &ix).await
}

/// The users a post may ping (its `allowed_mentions.users`).
fn pinged(post: &RecordedRequest) -> Vec<String> {
    let body = post.expect_json();
    body["allowed_mentions"]["users"]
        .as_array()
        .map(|users| {
            users
                .iter()
                .map(|u| u.as_str().unwrap().to_owned())
                .collect()
        })
        .unwrap_or_default()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_invited_lobby_refuses_a_stranger_and_the_host_takes_a_player_out() {
    let t = table().await;
    let role = 4_242_u64;

    // Typed names are not mentions: refused before any thread is opened.
    let reply = t
        .command(
            "game",
            Some("new"),
            &[opt("game", "test-race"), opt("invite", "bob")],
            &alice(),
            CHANNEL_ID,
        )
        .await;
    assert!(
        reply.content().unwrap().contains("takes mentions only"),
        "{reply:?}"
    );
    assert!(t.fake.threads().is_empty());

    let invite = format!("<@{}> <@&{role}>", bob().id);
    let (_, thread, game) = new_race(&t, &[opt("invite", invite.as_str())]).await;
    let lobby = t.fake.channel_posts(thread, 1).await.remove(0);
    let text = lobby.content().unwrap();
    assert!(
        text.contains(&format!("Open to <@{}>, <@&{role}> only.", bob().id)),
        "{text}"
    );
    // Bob is pinged, nobody else (not the role, which may be the whole server).
    assert_eq!(pinged(&lobby), [bob().id.to_string()]);
    let message = lobby.response.clone().unwrap();
    let join = format!("lobby:join:{game}");

    // Carol is not invited.
    let refused = click_in_thread(&t, &join, &message, (&carol(), &[]), thread).await;
    assert!(refused.is_ephemeral());
    assert!(
        refused
            .content()
            .unwrap()
            .contains(&format!("`{game}` is open to its invited players only")),
        "{refused:?}"
    );
    // Bob is, and Dave by his role.
    let joined = click_in_thread(&t, &join, &message, (&bob(), &[]), thread).await;
    assert!(is_redraw(&joined), "{joined:?}");
    let joined = click_in_thread(&t, &join, &message, (&dave(), &[7, role]), thread).await;
    assert!(is_redraw(&joined), "{joined:?}");
    assert_eq!(t.service.game_info(&game).await.unwrap().players.len(), 3);

    // Only the host takes a player out, and not themselves.
    let reply = t
        .command(
            "game",
            Some("kick"),
            &[opt("player", &dave())],
            &bob(),
            thread,
        )
        .await;
    assert!(
        reply
            .content()
            .unwrap()
            .contains("nly the host can take players out"),
        "{reply:?}"
    );
    let reply = t
        .command(
            "game",
            Some("kick"),
            &[opt("player", &alice())],
            &alice(),
            thread,
        )
        .await;
    assert!(
        reply.content().unwrap().contains("cancel the game instead"),
        "{reply:?}"
    );
    let reply = t
        .command(
            "game",
            Some("kick"),
            &[opt("player", &dave())],
            &alice(),
            thread,
        )
        .await;
    assert!(
        reply.content().unwrap().contains(&format!(
            "<@{}> is out of the lobby of game `{game}`",
            dave().id
        )),
        "{reply:?}"
    );
    // Dave is told in the thread, pinged alone.
    let told = wait_post(&t.fake, thread, "the host took you out of the lobby").await;
    assert_eq!(pinged(&told), [dave().id.to_string()]);
    let users: Vec<u64> = t
        .service
        .game_info(&game)
        .await
        .unwrap()
        .players
        .iter()
        .map(|p| p.player.user.get())
        .collect();
    assert_eq!(users, [alice().id, bob().id]);
    t.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_end_post_has_rematch_and_the_presses_start_the_rematch() {
    let t = table().await;
    let (_, thread, game) = new_race(&t, &[opt("options", "target=3 wind=0")]).await;
    t.command("game", Some("join"), &[], &bob(), thread).await;
    t.command("game", Some("start"), &[], &alice(), thread)
        .await;
    wait_post(&t.fake, thread, "The game has started").await;
    t.play_move("3", &alice(), thread).await;
    let end = wait_post(&t.fake, thread, "The game is over").await;
    let rematch = format!("game:rematch:{game}");
    assert!(end.custom_ids().contains(&rematch), "{end:?}");
    let message = end.response.clone().unwrap();

    // Carol did not play.
    let refused = click_in_thread(&t, &rematch, &message, (&carol(), &[]), thread).await;
    assert!(
        refused
            .content()
            .unwrap()
            .contains("nly the players of game"),
        "{refused:?}"
    );
    assert_eq!(t.fake.threads().len(), 1);

    // Alice's press opens the rematch in a new thread of the same channel.
    let opened = click_in_thread(&t, &rematch, &message, (&alice(), &[]), thread).await;
    assert!(opened.is_ephemeral());
    assert!(
        opened.content().unwrap().contains("You opened the rematch"),
        "{opened:?}"
    );
    let threads = t.fake.threads();
    assert_eq!(threads.len(), 2);
    assert_eq!(
        threads[1]["parent_id"].as_str(),
        Some(CHANNEL_ID.to_string().as_str())
    );
    let second = t.last_thread();
    let next = t.game_in(second).await;
    assert_ne!(next, game);
    assert!(opened.content().unwrap().contains(&format!("<#{second}>")));
    // Its lobby waits for Bob, and pings him.
    let lobby = t.fake.channel_posts(second, 1).await.remove(0);
    assert!(
        lobby
            .content()
            .unwrap()
            .contains(&format!("Open to <@{}> only.", bob().id)),
        "{lobby:?}"
    );
    assert_eq!(pinged(&lobby), [bob().id.to_string()]);

    // A second press of Alice's.
    let again = click_in_thread(&t, &rematch, &message, (&alice(), &[]), thread).await;
    assert!(
        again.content().unwrap().contains("in the rematch"),
        "{again:?}"
    );
    // Bob's press, the last: the rematch starts.
    let started = click_in_thread(&t, &rematch, &message, (&bob(), &[]), thread).await;
    assert!(
        started
            .content()
            .unwrap()
            .contains(&format!("The rematch `{next}` has started in <#{second}>")),
        "{started:?}"
    );
    wait_post(&t.fake, second, "The game has started").await;
    let info = t.service.game_info(&next).await.unwrap();
    assert_eq!(info.status, GameStatus::Active);
    assert_eq!(info.players.len(), 2);
    assert_eq!(t.fake.threads().len(), 2, "one rematch thread");
    t.finish().await;
}
