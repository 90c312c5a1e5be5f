//! Ratings for every game (issue 46, point 7) through the fake Discord: a race of two
//! finished in its thread, then `/game ratings game:` (the server's table, the winner
//! first) and `/game profile [player]` (each game's record, the trend as a PNG).

use crate::support;
use crate::support::games;

use games::{GUESS, RACE};
use support::*;
use tucana::app::ExtraGames;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_game_shows_in_ratings_and_profiles() {
    let t = Table::with_games(ExtraGames(vec![&RACE, &GUESS])).await;
    // Nothing rated yet.
    let none = t
        .command(
            "game",
            Some("ratings"),
            &[opt("game", "test-race")],
            &alice(),
            CHANNEL_ID,
        )
        .await;
    assert!(
        none.content().unwrap().contains("Nobody on this server"),
        "{none:?}"
    );
    let empty = t
        .command("game", Some("profile"), &[], &alice(), CHANNEL_ID)
        .await;
    assert!(
        empty.content().unwrap().contains("no rated game"),
        "{empty:?}"
    );
    assert!(empty.attachments().is_empty());

    // A race of alice and bob to square 4, played to its end.
    t.command(
        "game",
        Some("new"),
        &[opt("game", "test-race"), opt("options", "target=4 wind=0")],
        &alice(),
        CHANNEL_ID,
    )
    .await;
    let thread = t.last_thread();
    let game = t.game_in(thread).await;
    t.command("game", Some("join"), &[], &bob(), thread).await;
    t.command("game", Some("start"), &[], &alice(), thread)
        .await;
    wait_post(&t.fake, thread, "The game has started").await;
    let view = t.service.view(&game).await.unwrap();
    let order = seat_users(&view);
    let (first, second) = (&order[0], &order[1]);
    t.play_move("3", first, thread).await;
    t.play_move("1", second, thread).await;
    t.play_move("3", first, thread).await;
    wait_post(&t.fake, thread, "The game is over").await;

    // The server's table: the winner first, the loser second.
    let table = t
        .command(
            "game",
            Some("ratings"),
            &[opt("game", "test-race")],
            &carol(),
            CHANNEL_ID,
        )
        .await;
    let text = table.content().unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines[0].contains("Race (test game) ratings"), "{text}");
    assert!(lines[0].contains("2 rated players"), "{text}");
    assert!(
        lines[1].starts_with(&format!("1. {}", first.name)) && lines[1].contains("1 win"),
        "{text}"
    );
    assert!(
        lines[2].starts_with(&format!("2. {}", second.name)) && lines[2].contains("0 wins"),
        "{text}"
    );
    assert!(table.is_ephemeral());

    // The winner's profile: the race's record and the trend picture.
    let mine = t
        .command("game", Some("profile"), &[], first, CHANNEL_ID)
        .await;
    let text = mine.content().unwrap();
    assert!(
        text.contains("**Race (test game)**: 1 game, 1 win, mean score "),
        "{text}"
    );
    let files = mine.attachments();
    assert!(files.len() == 1 && files[0].is_png(), "{mine:?}");
    // Another player's, by the `player` option.
    let theirs = t
        .command(
            "game",
            Some("profile"),
            &[opt("player", second)],
            &carol(),
            CHANNEL_ID,
        )
        .await;
    let text = theirs.content().unwrap();
    assert!(
        text.contains(&second.name) && text.contains("1 game, 0 wins"),
        "{text}"
    );
    assert!(theirs.attachments()[0].is_png());

    // Away from a server there is no server's table.
    let dm = t.fake.dm_channel(alice().id);
    let refused = t
        .command(
            "game",
            Some("ratings"),
            &[opt("game", "test-race")],
            &alice(),
            dm,
        )
        .await;
    assert!(
        refused
            .content()
            .unwrap()
            .contains("needs the bot on the server"),
        "{refused:?}"
    );
    drain(&t.service).await;
    t.finish().await;
}
