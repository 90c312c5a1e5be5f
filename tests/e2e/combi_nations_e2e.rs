//! Combi-Nations through the fake Discord: a three-player game from `/game new` to its end
//! (countries chosen in secret with a deadline giving Delta, the active player mentioned
//! each turn, `/move` with the legal moves and what each scores now, a turn's deadline
//! playing the default move, a restart), then a solo game (`/game solo`) and a daily
//! challenge (`/daily play game:combi-nations`) to their ends, with the leaderboard.

use crate::support;

use support::*;
use tucana::app::{GameStatus, UserId};
use tucana::game::ToAct;

const GAME: &str = "combi-nations";

/// Plays the acting seat's best move (the first `/move` offers) and checks its reply: the
/// move's gain and the player's country as a picture.
async fn play_best(t: &Table, user: &TestUser, thread: u64) {
    let offered = t.move_choices(user, thread).await;
    let (label, value) = offered.first().expect("legal moves").clone();
    assert!(
        label.contains("from position") && label.contains("in all"),
        "{label}"
    );
    let reply = t.play_move(&value, user, thread).await;
    let text = reply.content().unwrap();
    assert!(
        after_away(&text).starts_with("Placed on"),
        "{value}: {text}"
    );
    let files = reply.attachments();
    assert!(
        !files.is_empty() && files.iter().all(|f| f.is_png()),
        "{reply:?}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn three_players_from_the_lobby_to_the_end() {
    let mut t = Table::new().await;
    let reply = t
        .command(
            "game",
            Some("new"),
            &[opt("game", GAME), opt("turn_hours", 24)],
            &alice(),
            CHANNEL_ID,
        )
        .await;
    let thread = t.last_thread();
    let game = t.game_in(thread).await;
    assert!(reply.content().unwrap().contains(&game), "{reply:?}");
    let lobby = t.fake.channel_posts(thread, 1).await.remove(0);
    let text = lobby.content().unwrap();
    assert!(text.starts_with("**Combi-Nations** — game"), "{text}");
    for user in [bob(), carol()] {
        t.command("game", Some("join"), &[], &user, thread).await;
    }
    t.command("game", Some("start"), &[], &alice(), thread)
        .await;
    wait_post(&t.fake, thread, "The game has started").await;

    // Set-up: everyone chooses a country, in secret.
    let post = wait_post(&t.fake, thread, "set-up: every player chooses a country").await;
    let text = post.content().unwrap();
    for user in [alice(), bob(), carol()] {
        assert!(text.contains(&user.mention()), "{text}");
    }
    let offered = t.move_choices(&alice(), thread).await;
    assert_eq!(offered.len(), 5, "{offered:?}");
    let reply = t.play_move("Shield", &alice(), thread).await;
    assert!(
        reply.content().unwrap().contains("You chose Shield"),
        "{reply:?}"
    );
    // A secret choice is taken back until everyone has chosen (issue 46), and made again.
    let text = t.undo(&alice(), thread).await;
    assert!(text.contains("Taken back"), "{text}");
    assert_eq!(t.move_choices(&alice(), thread).await.len(), 5);
    let reply = t.play_move("Shield", &alice(), thread).await;
    assert!(
        reply.content().unwrap().contains("You chose Shield"),
        "{reply:?}"
    );
    let reply = t.play_move("cape", &bob(), thread).await;
    assert!(
        reply.content().unwrap().contains("You chose Cape"),
        "{reply:?}"
    );
    let again = t.play_move("delta", &bob(), thread).await;
    assert!(again.content().unwrap().contains("chosen"), "{again:?}");
    drain(&t.service).await;
    let shown: Vec<String> = t
        .public_posts(thread)
        .into_iter()
        .filter(|p| p.contains("chose "))
        .collect();
    assert!(
        shown.is_empty(),
        "a choice was shown before everyone had chosen: {shown:?}"
    );
    // Carol lets the set-up's deadline pass: she gets Delta.
    let view = t.service.view(&game).await.unwrap();
    t.clock.set(view.info.deadline.unwrap() + 1);
    t.service.run_due().await;
    let late = wait_post(&t.fake, thread, "Time is up").await;
    assert!(late.content().unwrap().contains("carol"), "{late:?}");
    wait_post(&t.fake, thread, "chose Delta").await;
    wait_post(&t.fake, thread, "chose Shield").await;
    wait_post(&t.fake, thread, "is the starting player").await;
    // Revealed, a country is never taken back.
    let text = t.undo(&alice(), thread).await;
    assert!(text.contains("There is nothing to take back"), "{text}");

    // The turns: the acting player alone is mentioned and may move.
    let mut moves = 0;
    let mut deadline_passed = false;
    let mut restarted = false;
    loop {
        let view = t.service.view(&game).await.unwrap();
        if view.info.status == GameStatus::Finished {
            break;
        }
        let users = seat_users(&view);
        let play_ = view.game.as_deref().unwrap();
        let ToAct::One(seat) = play_.to_act() else {
            panic!("a sequential turn: {:?}", play_.to_act())
        };
        let turn = play_.turn();
        let user = &users[seat];
        // The acting player alone is mentioned.
        t.step_post(thread, &view).await;
        if moves == 0 {
            let other = users.iter().find(|u| u.id != user.id).unwrap();
            assert!(t.move_choices(other, thread).await.is_empty());
            let refused = t.play_move("1 A1", other, thread).await;
            assert!(
                refused.content().unwrap().contains("not your turn"),
                "{refused:?}"
            );
        }
        if moves == 4 && !deadline_passed {
            // This player lets the deadline pass: the default move is played for them.
            deadline_passed = true;
            t.clock.set(view.info.deadline.unwrap() + 1);
            t.service.run_due().await;
            drain(&t.service).await;
            let late = posts_with(&t.fake, thread, "Time is up");
            assert_eq!(late.len(), 2, "the set-up's deadline, then this turn's");
            let text = late[1].content().unwrap();
            assert!(
                text.contains(&user.name) && text.contains("option 1"),
                "{text}"
            );
            let after = t.service.view(&game).await.unwrap();
            assert_ne!(after.game.as_deref().unwrap().turn(), turn);
            continue;
        }
        if moves == 10 && !restarted {
            restarted = true;
            drain(&t.service).await;
            t.restart().await;
        }
        play_best(&t, user, thread).await;
        moves += 1;
        assert!(moves < 60, "the game ends");
    }
    let end = wait_post(&t.fake, thread, "The game is over").await;
    assert!(end.content().unwrap().contains("Winner"), "{end:?}");
    assert!(end.attachments().iter().any(|f| f.is_png()));
    drain(&t.service).await;
    let all = t.public_posts(thread);
    let took = all.iter().filter(|p| p.contains(" took option ")).count();
    assert!(
        took > moves,
        "every move is told: {took} posts for {moves} moves"
    );
    assert!(all.iter().any(|p| p.contains("The marker moves to stack")));
    assert!(
        all.iter().any(|p| p.contains("extra")),
        "the end's trigger is told"
    );
    // No post twice: every step's post once.
    assert_steps_posted_once(&all);
    t.finish().await;
}

/// `/daily SUB game:combi-nations`, by alice.
async fn daily_command(t: &Table, sub: &str) -> RecordedRequest {
    t.command(
        "daily",
        Some(sub),
        &[opt("game", GAME)],
        &alice(),
        CHANNEL_ID,
    )
    .await
}

/// Plays a self-paced game in `thread` to its end with the best move each time, restarting
/// the bot once after `restart_after` moves; the number of moves.
async fn play_alone(t: &mut Table, game: &str, thread: u64, restart_after: Option<usize>) -> usize {
    let mut moves = 0;
    loop {
        let view = t.service.view(game).await.unwrap();
        if view.info.status == GameStatus::Finished {
            return moves;
        }
        if restart_after == Some(moves) {
            drain(&t.service).await;
            t.restart().await;
        }
        play_best(t, &alice(), thread).await;
        moves += 1;
        assert!(moves <= 16, "a solo game is 16 turns at most");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_solo_game_and_a_daily_challenge_to_their_end() {
    let mut t = Table::new().await;
    let reply = t
        .command(
            "game",
            Some("solo"),
            &[opt("game", GAME), opt("options", "country=heartland")],
            &alice(),
            CHANNEL_ID,
        )
        .await;
    let text = reply.content().unwrap();
    assert!(text.contains("Heartland for everyone"), "{text}");
    let thread = t.last_thread();
    let game = t.game_in(thread).await;
    // The generic commands speak the game's words: /undo with nothing to take back says
    // so, and /pass, a move it does not have, says so in one line.
    let map = t.command("map", None, &[], &alice(), thread).await;
    assert!(map.content().unwrap().contains("Your country."), "{map:?}");
    for (command, said) in [
        ("undo", "There is nothing to take back"),
        (
            "pass",
            "Combi-Nations has no pass: play your turn with `/move`",
        ),
    ] {
        let reply = t.command(command, None, &[], &alice(), thread).await;
        let text = reply.content().unwrap();
        assert!(text.starts_with(said) && !text.contains('\n'), "{text}");
    }
    let refused = t
        .command(
            "game",
            Some("solo"),
            &[opt("game", GAME), opt("options", "country=atlantis")],
            &alice(),
            CHANNEL_ID,
        )
        .await;
    assert!(
        refused.content().unwrap().contains("no country atlantis"),
        "{refused:?}"
    );
    let moves = play_alone(&mut t, &game, thread, Some(5)).await;
    assert!(moves >= 10, "{moves} moves");
    let end = wait_post(&t.fake, thread, "The game is over").await;
    let view = t.service.view(&game).await.unwrap();
    let standing = &view.game.as_deref().unwrap().standings()[0];
    assert!(
        end.content().unwrap().contains(&standing.total.to_string()),
        "{end:?}"
    );
    if let Some(title) = &standing.title {
        let title = support::games::english(title);
        assert!(end.content().unwrap().contains(&title), "{end:?}");
    }
    assert!(
        t.public_posts(thread)
            .iter()
            .any(|p| p.contains("The opponent moves")),
        "the opponent's turns are told"
    );

    // Today's Combi-Nations challenge, beside Tucana's.
    let reply = daily_command(&t, "play").await;
    assert!(reply.content().unwrap().contains("ready in"), "{reply:?}");
    let thread = t.last_thread();
    let name = t.fake.threads().last().unwrap()["name"]
        .as_str()
        .unwrap()
        .to_owned();
    assert!(name.starts_with("Daily Combi-Nations"), "{name}");
    let daily = t.game_in(thread).await;
    play_alone(&mut t, &daily, thread, None).await;
    drain(&t.service).await;
    let total = t
        .service
        .view(&daily)
        .await
        .unwrap()
        .game
        .unwrap()
        .standings()[0]
        .total;
    let board = daily_command(&t, "leaderboard").await;
    let text = board.content().unwrap();
    assert!(
        text.contains("alice") && text.contains(&format!("{total} points")),
        "{text}"
    );
    assert!(
        text.starts_with("**Daily Combi-Nations leaderboard"),
        "{text}"
    );
    let again = daily_command(&t, "play").await;
    assert!(
        again.content().unwrap().contains("You have played today"),
        "{again:?}"
    );
    let tucana = t
        .command("daily", Some("leaderboard"), &[], &alice(), CHANNEL_ID)
        .await;
    assert!(
        tucana.content().unwrap().contains("Nobody has finished"),
        "{tucana:?}"
    );
    t.finish().await;
}

/// The strong computer player (the core's search) gives a hint in a solo practice game,
/// refuses one in the daily challenge, and plays the day's challenge for its par, which
/// the daily's end post and leaderboard show.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hint_in_practice_none_in_the_daily_and_the_days_par() {
    let mut t = Table::new().await;
    t.command(
        "game",
        Some("solo"),
        &[opt("game", GAME), opt("options", "country=cape")],
        &alice(),
        CHANNEL_ID,
    )
    .await;
    let thread = t.last_thread();
    let hint = t.command("hint", None, &[], &alice(), thread).await;
    let body = hint.content().unwrap();
    assert!(
        hint.is_ephemeral() && body.starts_with("**Hint**"),
        "{body}"
    );
    // Every legal move (autocomplete offers only the first 25).
    let legal: Vec<String> = t
        .service
        .legal_moves(&t.game_in(thread).await, UserId(alice().id))
        .await
        .expect("legal moves")
        .into_iter()
        .map(|legal| legal.text.to_uppercase())
        .collect();
    assert!(legal.len() > 25, "more moves than autocomplete shows");
    let suggested: Vec<&str> = body
        .lines()
        .skip(1)
        .map(|line| line.split('`').nth(1).expect("a move in backticks"))
        .collect();
    assert!((1..=3).contains(&suggested.len()), "{body}");
    for s in &suggested {
        assert!(legal.contains(&s.to_string()), "{s} is not legal: {body}");
    }
    assert!(
        body.contains(" now · ") && body.contains("points in the end"),
        "{body}"
    );

    daily_command(&t, "play").await;
    let thread = t.last_thread();
    let daily = t.game_in(thread).await;
    let refused = t.command("hint", None, &[], &alice(), thread).await;
    assert!(
        refused.content().unwrap().contains("Hints are off"),
        "{refused:?}"
    );
    let today = t.service.today();
    let par = eventually("the day's par", || async {
        t.service.daily_par(GAME, today).await.unwrap()
    })
    .await;
    play_alone(&mut t, &daily, thread, None).await;
    let end = wait_post(&t.fake, thread, "The game is over").await;
    assert!(
        end.content().unwrap().contains(&format!("Par {par}")),
        "{end:?}"
    );
    let board = daily_command(&t, "leaderboard").await;
    assert!(
        board.content().unwrap().contains(&format!("par {par}")),
        "{board:?}"
    );
    drain(&t.service).await;
    t.finish().await;
}
