//! La Isla through the fake Discord: a three-player game from `/game new` to its end. Each
//! round's secret assignment is collected privately (one player changes theirs, one lets
//! the deadline pass and gets the defaults), then revealed; the C turns mention the active
//! player alone, `/move` offers the legal moves in the reference's notation, the bot is
//! restarted mid-game, and no public post shows a choice before its reveal.

use crate::support;

use support::*;
use tucana::app::{Event, GameStatus};
use tucana::game::ToAct;

const GAME: &str = "la-isla";

/// The cards a private reply to `assign` names ("A #85 moth D resource | …"): their numbers.
fn cards_in(reply: &str) -> Vec<String> {
    reply
        .split_whitespace()
        .filter(|w| w.starts_with('#'))
        .map(|w| w.trim_end_matches(|c: char| !c.is_ascii_digit()).to_owned())
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn three_players_from_the_lobby_to_the_end() {
    let mut t = Table::new().await;
    let (thread, game) = t
        .started_in_thread(GAME, &[opt("options", "deck=full"), opt("turn_hours", 24)])
        .await;
    let lobby = t.fake.channel_posts(thread, 1).await.remove(0);
    let text = lobby.content().unwrap();
    assert!(text.starts_with("**La Isla** — game"), "{text}");
    assert!(text.contains("full deck"), "{text}");

    let mut assigned_rounds = 0;
    let mut c_moves = 0;
    let mut restarted = false;
    let mut checked_turn_refusal = false;
    for _ in 0..400 {
        let Some(view) = t.playing(&game).await else {
            break;
        };
        let users = seat_users(&view);
        let play_ = view.game.as_deref().unwrap();
        let turn = play_.turn();
        // Everyone still to assign, or the active player alone, is mentioned.
        let post = t.step_post(thread, &view).await;
        let text = post.content().unwrap();
        match play_.to_act() {
            ToAct::Everyone(waiting) => {
                // The secret step.
                assert!(text.contains("secretly assigns"), "{text}");
                drain(&t.service).await;
                let before = t.public_posts(thread).len();
                let mut secrets: Vec<String> = Vec::new();
                let first_round = assigned_rounds == 0;
                let late = if first_round {
                    waiting.last().copied()
                } else {
                    None
                };
                for &seat in &waiting {
                    if Some(seat) == late {
                        continue;
                    }
                    let user = &users[seat];
                    let offered = t.move_choices(user, thread).await;
                    assert!(
                        offered.iter().all(|(_, v)| v.starts_with("assign ")),
                        "{offered:?}"
                    );
                    let (label, value) = offered[0].clone();
                    assert!(
                        label.contains(" · B ") && label.contains(" · D "),
                        "{label}"
                    );
                    let reply = t.play_move(&value, user, thread).await;
                    let mut said = reply.content().unwrap();
                    if first_round && seat == waiting[0] {
                        // Changed before the step closes: the second assignment counts.
                        assert!(said.contains("you may change them"), "{said}");
                        let other = offered.last().unwrap().1.clone();
                        let reply = t.play_move(&other, user, thread).await;
                        said = reply.content().unwrap();
                    }
                    secrets.extend(cards_in(&said));
                    if Some(seat) != waiting.last().copied() {
                        drain(&t.service).await;
                        let shown = &t.public_posts(thread)[before..];
                        for post in shown {
                            assert!(
                                !secrets.iter().any(|c| post.contains(c.as_str())),
                                "a secret card was shown before the reveal: {post}"
                            );
                        }
                    }
                }
                if let Some(seat) = late {
                    // The last player lets the deadline pass: the defaults of §7.3.
                    let view = t.service.view(&game).await.unwrap();
                    t.clock.set(view.info.deadline.unwrap() + 1);
                    t.service.run_due().await;
                    let late = wait_post(&t.fake, thread, "Time is up").await;
                    assert!(
                        late.content().unwrap().contains(&users[seat].name),
                        "{late:?}"
                    );
                }
                let reveal = wait_post(
                    &t.fake,
                    thread,
                    &format!("Round {}: the cards are revealed", turn.round + 1),
                )
                .await;
                let text = reveal.content().unwrap();
                for card in &secrets {
                    assert!(text.contains(card.as_str()), "{card} in {text}");
                }
                assigned_rounds += 1;
            }
            ToAct::One(seat) => {
                let user = &users[seat];
                assert!(post.attachments().iter().any(|f| f.is_png()), "the island");
                if !checked_turn_refusal {
                    checked_turn_refusal = true;
                    let other = users.iter().find(|u| u.id != user.id).unwrap();
                    assert!(t.move_choices(other, thread).await.is_empty());
                    let refused = t.play_move("pass yellow", other, thread).await;
                    assert!(
                        refused.content().unwrap().contains("not your turn"),
                        "{refused:?}"
                    );
                    let bad = t.play_move("place X9", user, thread).await;
                    assert!(bad.content().unwrap().contains("not a space"), "{bad:?}");
                }
                if c_moves == 7 && !restarted {
                    restarted = true;
                    drain(&t.service).await;
                    t.restart().await;
                }
                let offered = t.move_choices(user, thread).await;
                let (label, value) = offered.first().expect("legal moves").clone();
                assert!(
                    value.starts_with("place ")
                        || value.starts_with("move ")
                        || value.starts_with("pass "),
                    "{value}"
                );
                assert!(
                    label.contains("VP") || label.contains("resource"),
                    "{label}"
                );
                let reply = t.play_move(&value, user, thread).await;
                let said = reply.content().unwrap();
                assert!(said.contains("Done"), "{value}: {said}");
                let verb = value.split(' ').next().unwrap();
                let line = format!("{}: R{} {verb}", user.name, turn.round + 1);
                drain(&t.service).await;
                assert!(
                    t.public_posts(thread).iter().any(|p| p.contains(&line)),
                    "{line} is told"
                );
                c_moves += 1;
            }
            ToAct::Nobody => unreachable!("an active game"),
        }
    }
    assert!(
        restarted && assigned_rounds >= 5,
        "{assigned_rounds} rounds"
    );
    let end = wait_post(&t.fake, thread, "The game is over").await;
    assert!(end.content().unwrap().contains("Winner"), "{end:?}");
    assert!(end.attachments().iter().any(|f| f.is_png()));
    drain(&t.service).await;
    let all = t.public_posts(thread);
    assert!(
        all.iter().any(|p| p.contains("the game ends")),
        "the end is told"
    );
    assert!(
        all.iter().any(|p| p.contains("sets")),
        "final scoring is told"
    );
    // No post twice: every step's post once.
    assert_steps_posted_once(&all);
    t.finish().await;
}

/// A typed `resign` gives the game up for good: outside the game's thread it must name
/// the game (the player's only game is not guessed); in the thread it leaves the game as
/// `/game leave` does, told as the player leaving, not as a move played.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_typed_resignation_names_its_game_and_leaves_it() {
    let t = Table::new().await;
    let (thread, game) = t.started_in_thread(GAME, &[opt("turn_hours", 24)]).await;
    let resigned = |view: &tucana::app::GameView| {
        let seat = view.seat_of(carol().user()).unwrap();
        view.game.as_ref().unwrap().has_resigned(seat)
    };

    let reply = t.play_move("resign", &carol(), CHANNEL_ID).await;
    let text = reply.content().unwrap();
    assert!(text.contains("cannot be taken back"), "{text}");
    assert!(!resigned(&t.service.view(&game).await.unwrap()));

    let reply = t.play_move("resign", &carol(), thread).await;
    let text = reply.content().unwrap();
    assert!(text.contains("You left the game."), "{text}");
    assert!(resigned(&t.service.view(&game).await.unwrap()));
    let left = wait_post(&t.fake, thread, "left the game.").await;
    assert!(left.content().unwrap().contains("carol"), "{left:?}");
    let events: Vec<Event> = events_of(&t.service, &game)
        .await
        .into_iter()
        .map(|e| e.event)
        .collect();
    assert!(
        !events.iter().any(
            |e| matches!(e, Event::PlayerFinished { player, .. } if player.user == carol().user())
        ),
        "{events:?}"
    );
    t.finish().await;
}

/// One person and two strong computer players (`/game new game:la-isla bots:2`, started
/// by the host alone) play La Isla to its end: the computer players assign in secret as
/// soon as a round starts, so only the person is waited for; they take their C turns at
/// once; the host's hint is private and offers assignments; and the bot restarted in a
/// secret step, before the computer players chose, picks the step up where it was.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_person_and_two_strong_bots_play_to_the_end() {
    let mut t = Table::new().await;
    let (thread, game) = t.started_with_two_bots(GAME).await;
    let seat_of_alice = |view: &tucana::app::GameView| view.seat_of(alice().user()).unwrap();

    let (mut rounds, mut c_moves, mut restarted, mut hinted) = (0, 0, false, false);
    for _ in 0..400 {
        if t.service.view(&game).await.unwrap().info.status == GameStatus::Finished {
            break;
        }
        // The scheduler's round: the computer players move.
        for _ in 0..10 {
            let view = t.service.view(&game).await.unwrap();
            let waiting = view.game.as_deref().unwrap().to_act().seats();
            if rounds >= 1 && !restarted && waiting.len() == 3 {
                // A secret step after the first, nobody has chosen yet: the bot restarts.
                restarted = true;
                drain(&t.service).await;
                t.restart().await;
            }
            t.service.run_due().await;
            t.service.bots_idle().await;
        }
        let view = t.service.view(&game).await.unwrap();
        if view.info.status == GameStatus::Finished {
            break;
        }
        let me = seat_of_alice(&view);
        let play_ = view.game.as_deref().unwrap();
        let turn = play_.turn();
        match play_.to_act() {
            ToAct::Everyone(waiting) => {
                // The computer players have chosen, in secret: alice alone is waited for.
                assert_eq!(waiting, vec![me], "round {}", turn.round + 1);
                if !hinted {
                    hinted = true;
                    let reply = t.command("hint", None, &[], &alice(), thread).await;
                    let text = reply.content().unwrap();
                    assert!(text.starts_with("**Hint**"), "{text}");
                    assert!(text.contains("1. `assign"), "{text}");
                    assert!(reply.is_ephemeral(), "{reply:?}");
                }
                let offered = t.move_choices(&alice(), thread).await;
                let (_, value) = offered.first().expect("assignments").clone();
                let said = t.play_move(&value, &alice(), thread).await;
                assert!(said.content().unwrap().contains("revealed"), "{said:?}");
                wait_post(
                    &t.fake,
                    thread,
                    &format!("Round {}: the cards are revealed", turn.round + 1),
                )
                .await;
                rounds += 1;
            }
            ToAct::One(seat) => {
                assert_eq!(seat, me, "the computer players took their turns at once");
                let offered = t.move_choices(&alice(), thread).await;
                let (_, value) = offered.first().expect("legal moves").clone();
                let said = t.play_move(&value, &alice(), thread).await;
                assert!(
                    said.content().unwrap().contains("Done"),
                    "{value}: {said:?}"
                );
                c_moves += 1;
            }
            ToAct::Nobody => unreachable!("an active game"),
        }
    }
    assert!(restarted && rounds >= 3 && c_moves >= 3, "{rounds} rounds");
    drain(&t.service).await;
    let end = wait_post(&t.fake, thread, "The game is over").await;
    let text = end.content().unwrap();
    assert!(
        text.contains(r"Bot 1 \(strong\)") && text.contains(r"Bot 2 \(strong\)"),
        "{text}"
    );
    // Every round was revealed once, the restart's included.
    let all = t.public_posts(thread);
    for round in 1..=rounds {
        let reveal = format!("Round {round}: the cards are revealed");
        let n = all.iter().filter(|p| p.contains(&reveal)).count();
        assert_eq!(n, 1, "{reveal}");
    }
    t.finish().await;
}

/// `/undo` (issue 46) in La Isla's words: a secret assignment is taken back before the
/// reveal and made again; an action C is taken back at once (an ephemeral reply, the table
/// told), played again, and once the next player has acted, the takeback is refused.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn undo_takes_a_move_back_until_the_next_player_acts() {
    let t = Table::new().await;
    let (thread, game) = t.started_in_thread(GAME, &[opt("turn_hours", 24)]).await;
    let to_act = |view: &tucana::app::GameView| view.game.as_deref().unwrap().to_act();
    let view = t.service.view(&game).await.unwrap();
    let users = seat_users(&view);
    let ToAct::Everyone(waiting) = to_act(&view) else {
        panic!("the secret step first")
    };
    for (i, &seat) in waiting.iter().enumerate() {
        let user = &users[seat];
        let (_, value) = t.move_choices(user, thread).await.remove(0);
        t.play_move(&value, user, thread).await;
        if i == 0 {
            let text = t.undo(user, thread).await;
            assert!(text.contains("Taken back"), "{text}");
            let view = t.service.view(&game).await.unwrap();
            assert!(to_act(&view).includes(seat), "to assign again");
            t.play_move(&value, user, thread).await;
        }
    }
    wait_post(&t.fake, thread, "Round 1: the cards are revealed").await;
    // After the reveal, an assignment is never taken back.
    let text = t.undo(&users[waiting[0]], thread).await;
    assert!(text.contains("nothing to take back"), "{text}");

    // Action C: played, taken back, played again.
    let view = t.service.view(&game).await.unwrap();
    let ToAct::One(seat) = to_act(&view) else {
        panic!("action C")
    };
    let user = &users[seat];
    let (_, value) = t.move_choices(user, thread).await.remove(0);
    let played = t.play_move(&value, user, thread).await;
    assert!(played.content().unwrap().contains("Done"), "{played:?}");
    let text = t.undo(user, thread).await;
    assert!(text.contains("Taken back"), "{text}");
    let view = t.service.view(&game).await.unwrap();
    assert_eq!(
        to_act(&view),
        ToAct::One(seat),
        "the same player acts again"
    );
    let told = format!("{} took back their move", user.name);
    assert!(t.told(thread, &told).await, "{told}");
    let again = t.play_move(&value, user, thread).await;
    assert!(again.content().unwrap().contains("Done"), "{again:?}");

    // The next player acts: the first can no longer take back.
    let view = t.service.view(&game).await.unwrap();
    let next = to_act(&view).seats()[0];
    assert_ne!(next, seat);
    t.play_first(&users[next], thread).await;
    let text = t.undo(user, thread).await;
    assert!(text.contains("There is nothing to take back"), "{text}");
    t.finish().await;
}
