//! "Since you were away" and `/game log` through the real bot and the fake Discord: a
//! `/move` after another player's moves begins with them, a status once up to date does
//! not, and the log is paged with its buttons and its `from` option.

use crate::support;

use support::*;

/// The trails `seat` drew in the log's moves from `from`, as labels.
fn trails_of(log: &[String], from: usize, seat: usize) -> Vec<String> {
    log[from..]
        .iter()
        .filter_map(|m| match m.split_whitespace().collect::<Vec<_>>()[..] {
            ["trail", s, label] if s == seat.to_string() => Some(label.to_owned()),
            _ => None,
        })
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_after_the_others_begins_with_what_they_did_and_the_log_pages() {
    let t = Table::new().await;
    let (thread, game) = open_game(&t).await;
    let log = || async { t.service.view(&game).await.unwrap().game.unwrap().log() };
    // Six turns: more than a page of the log.
    for _ in 0..6 {
        t.play_turn(&game, &alice(), thread).await;
        t.play_turn(&game, &bob(), thread).await;
    }
    // Bob plays first this turn; Alice's next move begins with his trails.
    let mine = log().await.len();
    t.play_turn(&game, &bob(), thread).await;
    let his = trails_of(&log().await, mine, 1);
    assert!(!his.is_empty());
    let best = t.move_choices(&alice(), thread).await[0].1.clone();
    let reply = t.play_move(&best, &alice(), thread).await;
    assert!(reply.is_ephemeral());
    let text = reply.content().unwrap();
    assert!(text.starts_with("**Since your last move:**\n"), "{text}");
    for label in &his {
        assert!(text.contains(&format!("bob drew **{label}**")), "{text}");
    }
    assert!(
        !text.contains("alice drew"),
        "her own trails are not told: {text}"
    );
    assert!(
        after_away(&text).starts_with("You drew **"),
        "then the move's own note: {text}"
    );
    // Up to date: her status begins with the game.
    let status = t
        .command("game", Some("status"), &[], &alice(), thread)
        .await;
    let status = status.content().unwrap();
    assert!(status.starts_with(&format!("Game `{game}`")), "{status}");

    // The log: pages of 12 lines, Prev and Next.
    let reply = t.command("game", Some("log"), &[], &bob(), thread).await;
    let text = reply.content().unwrap();
    assert!(reply.is_ephemeral());
    assert!(text.contains("(lines 1–12 of "), "{text}");
    assert!(text.contains("\n1. alice drew **"), "{text}");
    assert!(text.chars().count() <= 2000);
    assert_eq!(
        reply.custom_ids(),
        [format!("game:log:{game}:1"), format!("game:log:{game}:2")]
    );
    let message = reply.response.clone().expect("the log's message");
    let next = t
        .click(&format!("game:log:{game}:2"), &message, &bob(), thread)
        .await;
    assert!(is_redraw(&next), "the page is drawn in place: {next:?}");
    let page2 = next.content().unwrap();
    assert!(page2.contains("(lines 13–"), "{page2}");
    assert!(page2.contains("\n13. "), "{page2}");
    // `from` starts anywhere.
    let from = t
        .command("game", Some("log"), &[opt("from", 13)], &alice(), thread)
        .await;
    let from = from.content().unwrap();
    assert!(
        from.contains("(lines 13–") && from.contains("\n13. "),
        "{from}"
    );
    assert_eq!(
        from.lines().nth(1),
        page2.lines().nth(1),
        "the same line 13 either way"
    );
    t.finish().await;
}
