//! The two games defined in the tests (`tests/support/games`: a sequential race, a
//! hidden-commit guess) played through the fake Discord with the commands every game shares:
//! `/game new game:…`, the lobby's buttons and `/game` subcommands, `/move` with the legal
//! moves the game lists, deadlines, reminders, a restart and the end's standings; and a
//! hidden choice that shows in its player's private reply and never in a public post.

use crate::support;
use crate::support::games;

use games::guess::secret_marker;
use games::race::RaceGame;
use games::{GUESS, RACE};
use serde_json::Value;
use support::*;
use tucana::app::{ExtraGames, GameStatus, GameView};
use tucana::game::ToAct;

async fn table() -> Table {
    Table::with_games(ExtraGames(vec![&RACE, &GUESS])).await
}

/// `/game new` by alice in the test channel: the thread it opened and its game.
async fn new_game(t: &Table, options: &[Opt]) -> (u64, String) {
    let before = t.fake.threads().len();
    let reply = t
        .command("game", Some("new"), options, &alice(), CHANNEL_ID)
        .await;
    let threads = t.fake.threads();
    assert_eq!(threads.len(), before + 1, "no thread: {reply:?}");
    let thread = threads[before]["id"]
        .as_str()
        .unwrap()
        .parse::<u64>()
        .unwrap();
    let game = t.game_in(thread).await;
    assert!(reply.content().unwrap().contains(&game), "{reply:?}");
    (thread, game)
}

fn race(view: &GameView) -> &RaceGame {
    view.game
        .as_deref()
        .unwrap()
        .as_any()
        .downcast_ref::<RaceGame>()
        .expect("a race")
}

fn pair(label: &str, value: &str) -> (String, String) {
    (label.to_owned(), value.to_owned())
}

fn mention(user: &TestUser) -> String {
    format!("<@{}>", user.id)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_race_is_played_through_discord_to_its_end() {
    let mut t = table().await;

    // The games to choose from include the test games.
    let offered = t
        .choices(("game", Some("new")), "game", "", &alice(), CHANNEL_ID)
        .await;
    let ids: Vec<&str> = offered.iter().map(|(_, v)| v.as_str()).collect();
    assert!(
        ids.contains(&"tucana") && ids.contains(&"test-race") && ids.contains(&"test-guess"),
        "{offered:?}"
    );
    let offered = t
        .choices(("game", Some("new")), "game", "race", &alice(), CHANNEL_ID)
        .await;
    assert_eq!(offered, [pair("Race (test game)", "test-race")]);

    // Wrong choices are refused with a friendly word, and open nothing.
    for (options, says) in [
        (vec![opt("game", "chess")], "no game “chess”"),
        (
            vec![opt("game", "test-race"), opt("options", "target")],
            "key=value",
        ),
        (
            vec![opt("game", "test-race"), opt("options", "target=1000")],
            "target is a number from 3 to 100",
        ),
        (
            vec![opt("game", "test-race"), opt("options", "colour=red")],
            "no option colour",
        ),
        (
            vec![opt("game", "test-race"), opt("max_players", 9)],
            "at most 4 players",
        ),
    ] {
        let reply = t
            .command("game", Some("new"), &options, &alice(), CHANNEL_ID)
            .await;
        let text = reply.content().unwrap().to_lowercase();
        assert!(text.contains(says), "{options:?}: {text}");
    }
    assert!(t.fake.threads().is_empty());

    let (thread, game) = new_game(
        &t,
        &[
            opt("game", "test-race"),
            opt("options", "target=6 wind=0"),
            opt("turn_hours", 24),
        ],
    )
    .await;
    let lobby = t.fake.channel_posts(thread, 1).await.remove(0);
    assert!(lobby.content().unwrap().contains(&game), "{lobby:?}");
    let thread_name = t.fake.threads()[0]["name"].as_str().unwrap().to_owned();
    assert!(thread_name.starts_with("Race (test game)"), "{thread_name}");
    // Not twice in a game's thread.
    let reply = t
        .command(
            "game",
            Some("new"),
            &[opt("game", "test-race")],
            &alice(),
            thread,
        )
        .await;
    assert!(
        reply
            .content()
            .unwrap()
            .contains("run /game new in a channel"),
        "{reply:?}"
    );

    // Bob joins with /game join, alice starts with /game start.
    let joined = t.command("game", Some("join"), &[], &bob(), thread).await;
    assert!(
        joined.content().unwrap().contains("You joined"),
        "{joined:?}"
    );
    let refused = t.command("game", Some("start"), &[], &bob(), thread).await;
    assert!(refused.content().unwrap().contains("host"), "{refused:?}");
    t.command("game", Some("start"), &[], &alice(), thread)
        .await;
    wait_post(&t.fake, thread, "The game has started").await;

    let view = t.service.view(&game).await.unwrap();
    let order = seat_users(&view);
    let (first, second) = (&order[0], &order[1]);

    // Round 1: the first seat alone is to move; the other has no moves to choose from.
    let post = wait_post(&t.fake, thread, "**Round 1, turn 1**").await;
    let text = post.content().unwrap();
    assert!(
        text.contains("seat 1 to move") && text.contains("/move"),
        "{text}"
    );
    assert!(
        text.contains(&mention(first)) && !text.contains(&mention(second)),
        "{text}"
    );
    assert!(t.move_choices(second, thread).await.is_empty());
    let refused = t.play_move("2", second, thread).await;
    assert!(
        refused.content().unwrap().contains("not your turn"),
        "{refused:?}"
    );
    let offered = t.move_choices(first, thread).await;
    assert_eq!(
        offered,
        [
            pair("3 · to square 3", "3"),
            pair("2 · to square 2", "2"),
            pair("1 · to square 1", "1"),
        ]
    );
    // A label typed whole plays its move.
    let reply = t.play_move(&offered[0].0, first, thread).await;
    assert_eq!(reply.content().unwrap(), "You moved 3 to square 3.");
    let files = reply.attachments();
    assert!(files.len() == 1 && files[0].is_png(), "{reply:?}");
    let words = games::png_texts(&files[0].data);
    assert!(
        words.iter().any(|(k, v)| k == "view" && v.contains("Seat")),
        "{words:?}"
    );

    // The second seat's turn: its reminder names it alone; at the deadline it takes the
    // smallest step.
    let post = wait_post(&t.fake, thread, "**Round 1, turn 2**").await;
    let text = post.content().unwrap();
    assert!(
        text.contains(&mention(second)) && !text.contains(&mention(first)),
        "{text}"
    );
    let status = t.command("game", Some("status"), &[], first, thread).await;
    let status = status.content().unwrap();
    let still = status
        .lines()
        .find(|l| l.starts_with("Still to play"))
        .unwrap();
    assert!(
        still.contains(&second.name) && !still.contains(&first.name),
        "{status}"
    );
    let view = t.service.view(&game).await.unwrap();
    let deadline = view.info.deadline.unwrap();
    let lead = view.info.settings.reminder().as_millis() as i64;
    t.clock.set(deadline - lead + 1);
    t.service.run_due().await;
    let reminder = wait_post(&t.fake, thread, "Reminder").await;
    let text = reminder.content().unwrap();
    assert!(
        text.contains(&mention(second)) && !text.contains(&mention(first)),
        "{text}"
    );
    t.clock.set(deadline + 1);
    t.service.run_due().await;
    let late = wait_post(&t.fake, thread, "Time is up").await;
    assert!(late.content().unwrap().contains(&second.name), "{late:?}");
    wait_post(&t.fake, thread, "**Round 1 is over.**").await;
    let view = t.service.view(&game).await.unwrap();
    assert_eq!(race(&view).position, [3, 1]);

    // A restart, then the race goes on where it was.
    wait_post(&t.fake, thread, "**Round 2, turn 1**").await;
    drain(&t.service).await;
    t.restart().await;
    let offered = t.move_choices(first, thread).await;
    assert_eq!(offered[0], pair("3 · to square 6", "3"));
    let reply = t.play_move(&offered[0].1, first, thread).await;
    let text = reply.content().unwrap();
    assert!(
        text.starts_with("You moved 3 to square 6.") && text.contains("last move of the game"),
        "{text}"
    );

    // The end: the standings, with their picture, and the winner.
    let end = wait_post(&t.fake, thread, "The game is over").await;
    let text = end.content().unwrap();
    assert!(
        text.contains(&format!("Winner: {}", mention(first))),
        "{text}"
    );
    assert!(end.attachments()[0].is_png());
    let row = t.service.store().find_game(&game).await.unwrap().unwrap();
    assert_eq!(row.status, GameStatus::Finished);
    let scores = t.command("game", Some("scores"), &[], second, thread).await;
    assert!(scores.content().is_some() || !scores.attachments().is_empty());
    drain(&t.service).await;
    t.finish().await;
}

/// Everything the bot showed in public: every request but the ephemeral answers to
/// interactions, as text (JSON payloads, uploaded files).
fn public_output(fake: &FakeDiscord) -> String {
    let mut out = String::new();
    for r in fake.requests() {
        let answer = r.route().starts_with("/interactions/") || r.route().starts_with("/webhooks/");
        if answer && r.is_ephemeral() {
            continue;
        }
        if let Some(json) = r.json() {
            out.push_str(&json.to_string());
        }
        for part in r.parts() {
            out.push_str(&String::from_utf8_lossy(&part.data));
        }
        out.push('\n');
    }
    out
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hidden_choice_shows_only_in_its_players_reply() {
    let t = table().await;
    let (thread, game) =
        new_game(&t, &[opt("game", "test-guess"), opt("options", "rounds=1")]).await;

    // Bob joins and alice starts with the lobby's buttons.
    let lobby = t.fake.channel_posts(thread, 1).await.remove(0);
    let message: Value = lobby.response.clone().unwrap();
    t.click(&format!("lobby:join:{game}"), &message, &bob(), thread)
        .await;
    let started = t
        .click(&format!("lobby:start:{game}"), &message, &alice(), thread)
        .await;
    assert!(is_redraw(&started), "{started:?}");
    wait_post(&t.fake, thread, "**Round 1, turn 1**").await;
    let view = t.service.view(&game).await.unwrap();
    let order = seat_users(&view);
    let seat_of = |u: &TestUser| order.iter().position(|o| o.id == u.id).unwrap();

    // Both choose from the same list.
    let offered = t.move_choices(&alice(), thread).await;
    assert_eq!(offered.len(), 5);
    assert_eq!(offered, t.move_choices(&bob(), thread).await);

    // Alice's choice: in her reply and her picture, and nowhere public.
    let marker = secret_marker(seat_of(&alice()), 4);
    let reply = t.play_move("4", &alice(), thread).await;
    assert!(reply.content().unwrap().contains(&marker), "{reply:?}");
    let picture = &reply.attachments()[0].data;
    assert!(
        games::png_texts(picture)
            .iter()
            .any(|(k, v)| k == "secret" && *v == marker),
        "the private picture holds the choice"
    );
    // The turn post is edited as alice has played: still no secret.
    t.fake
        .wait_for(|r| {
            r.method == "PATCH"
                && r.route()
                    .starts_with(&format!("/channels/{thread}/messages/"))
        })
        .await;
    let status = t.command("game", Some("status"), &[], &bob(), thread).await;
    assert!(!status.content().unwrap().contains("SECRET-"));
    drain(&t.service).await;
    let public = public_output(&t.fake);
    assert!(!public.contains("SECRET-"), "a secret in public: {public}");
    let view = t.service.view(&game).await.unwrap();
    assert_eq!(
        view.game.as_deref().unwrap().to_act(),
        ToAct::Everyone(vec![seat_of(&bob())])
    );

    // Bob's choice reveals the round to everyone together, and ends the game.
    let reply = t.play_move("2", &bob(), thread).await;
    assert!(reply
        .content()
        .unwrap()
        .contains(&secret_marker(seat_of(&bob()), 2)));
    let revealed = wait_post(&t.fake, thread, "revealed").await;
    let text = revealed.content().unwrap();
    assert!(
        text.contains("chose 4 (+4)") && text.contains("chose 2 (+2)"),
        "{text}"
    );
    let end = wait_post(&t.fake, thread, "The game is over").await;
    assert!(end
        .content()
        .unwrap()
        .contains(&format!("Winner: {}", mention(&alice()))));
    drain(&t.service).await;
    assert!(!public_output(&t.fake).contains("SECRET-"));
    t.finish().await;
}
