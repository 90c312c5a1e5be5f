//! Islas Canarias with computer players through the fake Discord: one person and two bots
//! (`/game new game:islas-canarias bots:2`, started by the host alone) play to the end, the
//! bots taking their island choices, turns and arrival decisions at once; the person's
//! hint is private and offers legal moves; and a league game refuses hints.

use crate::support;

use support::*;
use tucana::app::GameStatus;
use tucana::game::ToAct;

const GAME: &str = "islas-canarias";

/// The moves a hint suggests (each line's move in backticks).
fn suggested(body: &str) -> Vec<String> {
    body.lines()
        .skip(1)
        .filter_map(|line| line.split('`').nth(1))
        .map(str::to_owned)
        .collect()
}

/// One person and two strong computer players play Islas Canarias to its end: only the
/// person is ever waited for (the bots choose their islands, take their turns and make
/// their arrival decisions as soon as the game reaches them), and the person's hint is
/// private and names up to three of the legal moves.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_person_and_two_bots_play_to_the_end() {
    let t = Table::new().await;
    let (thread, game) = t.started_with_two_bots(GAME).await;

    let (mut moves, mut hinted, mut built) = (0, 0, 0);
    for _ in 0..1000 {
        // The scheduler's round: the computer players move.
        t.service.run_due().await;
        t.service.bots_idle().await;
        let view = t.service.view(&game).await.unwrap();
        if view.info.status == GameStatus::Finished {
            break;
        }
        let me = view.seat_of(alice().user()).unwrap();
        let play_ = view.game.as_deref().unwrap();
        let ToAct::One(seat) = play_.to_act() else {
            panic!("one seat acts at a time: {:?}", play_.to_act());
        };
        if seat != me {
            // A bot's step: it is thinking, or about to.
            continue;
        }
        let offered = t.move_choices(&alice(), thread).await;
        assert!(!offered.is_empty(), "alice has legal moves");
        if hinted < 2 && offered.iter().any(|(_, v)| v.starts_with("build ")) {
            // A hint on a turn with a choice: private, up to three moves, each legal now.
            hinted += 1;
            let reply = t.command("hint", None, &[], &alice(), thread).await;
            let body = reply.content().unwrap();
            assert!(
                reply.is_ephemeral() && body.starts_with("**Hint**"),
                "{body}"
            );
            let hints = suggested(&body);
            assert!((1..=3).contains(&hints.len()), "{body}");
            let legal = play_.legal_moves(me);
            for h in &hints {
                assert!(
                    legal.iter().any(|l| l.text.eq_ignore_ascii_case(h)),
                    "{h} is not legal: {body}"
                );
            }
        }
        // Build when she can, else the first move offered (a draw, a ship card, an area).
        let value = offered
            .iter()
            .find(|(_, v)| v.starts_with("build "))
            .unwrap_or(&offered[0])
            .1
            .clone();
        built += usize::from(value.starts_with("build "));
        let said = t.play_move(&value, &alice(), thread).await;
        assert!(
            !said.content().unwrap_or_default().contains("not legal"),
            "{value}: {said:?}"
        );
        moves += 1;
    }
    let view = t.service.view(&game).await.unwrap();
    assert_eq!(view.info.status, GameStatus::Finished, "{moves} moves");
    assert!(
        hinted >= 1 && built >= 3 && moves >= 20,
        "{hinted} {built} {moves}"
    );
    drain(&t.service).await;
    let end = wait_post(&t.fake, thread, "The game is over").await;
    let text = end.content().unwrap();
    assert!(
        text.contains(r"Bot 1 \(strong\)") && text.contains(r"Bot 2 \(strong\)"),
        "{text}"
    );
    t.finish().await;
}

/// A league game of Islas Canarias gives no hint, to the player to act either.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_league_game_refuses_hints() {
    let t = Table::new().await;
    t.command(
        "league",
        Some("create"),
        &[
            opt("name", "canary league"),
            opt("table_size", 2),
            opt("game", GAME),
        ],
        &alice(),
        CHANNEL_ID,
    )
    .await;
    for p in [alice(), bob()] {
        t.command("league", Some("join"), &[], &p, CHANNEL_ID).await;
    }
    t.command("league", Some("round"), &[], &alice(), CHANNEL_ID)
        .await;
    let thread = t.last_thread();
    let game = t.game_in(thread).await;
    let view = t.service.view(&game).await.unwrap();
    let play_ = view.game.as_deref().unwrap();
    let ToAct::One(seat) = play_.to_act() else {
        panic!("a seat chooses its island first");
    };
    assert!(
        play_.legal_moves(seat)[0].text.starts_with("island "),
        "an Islas Canarias table"
    );
    let user = &seat_users(&view)[seat];
    let refused = t.command("hint", None, &[], user, thread).await;
    assert!(
        refused.is_ephemeral() && refused.content().unwrap().contains("ints are off"),
        "{refused:?}"
    );
    t.finish().await;
}
