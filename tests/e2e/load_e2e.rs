//! The load run of `cargo bench --bench bot` (`tests/support/load.rs`), small: a few servers
//! and games, interactions at a fixed rate for a few seconds while deadlines and reminders
//! fall due. It checks only what must hold at any speed: every move acknowledged to a
//! player is stored, no post is shown twice, and the bot asked nothing of Discord that
//! the fake does not know. Its timings are the bench's to print, never a test's to assert.

use std::sync::Arc;

use crate::support;

use support::load::{Hostile, Load, LoadConfig};

async fn small_run(config: LoadConfig) -> support::load::Report {
    let load = Arc::new(Load::set_up(config, None).await);
    let report = load.run().await;
    println!("{report}");
    assert!(
        report.load.answered > 0 && report.moves_acknowledged > 0,
        "the run played: {report}"
    );
    assert!(report.move_mismatches.is_empty(), "{report}");
    assert_eq!(report.moves_acknowledged, report.moves_stored, "{report}");
    assert!(report.posts_twice.is_empty(), "{report}");
    assert_eq!(report.unknown_routes, 0, "{report}");
    // Every reply, post and page is drawn from the state the service holds.
    assert_eq!(report.replays, 0, "no game replayed from its log: {report}");
    assert!(report.pictures_drawn > 0, "{report}");
    Arc::into_inner(load)
        .expect("the run's tasks ended")
        .finish()
        .await;
    report
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_small_load_stores_every_acknowledged_move_and_posts_once() {
    small_run(LoadConfig::small()).await;
}

/// Every hostile user of the bench at once (hints, games of computer players, replays, a
/// blocked DM): nobody loses a move, and the blocked DM is refused at most once a post.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn hostile_users_beside_the_load_lose_nobody_a_move() {
    let report = small_run(LoadConfig {
        hostile: Hostile::ALL.to_vec(),
        ..LoadConfig::small()
    })
    .await;
    for h in Hostile::ALL {
        assert!(
            report.hostile.get(&h).is_some_and(|t| t.answered > 0),
            "{} was answered: {report}",
            h.name()
        );
    }
}
