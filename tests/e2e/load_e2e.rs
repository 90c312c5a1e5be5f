//! The load run of `cargo bench --bench bot` (`tests/support/load.rs`), small: a few servers
//! and games, interactions at a fixed rate for a few seconds while deadlines and reminders
//! fall due. It checks only what must hold at any speed: every move acknowledged to a
//! player is stored, no post is shown twice, and the bot asked nothing of Discord that
//! the fake does not know. Its timings are the bench's to print, never a test's to assert.

use std::sync::Arc;

use crate::support;

use support::load::{Load, LoadConfig};

async fn small_run(config: LoadConfig) {
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
    Arc::into_inner(load)
        .expect("the run's tasks ended")
        .finish()
        .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_small_load_stores_every_acknowledged_move_and_posts_once() {
    small_run(LoadConfig::small()).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hostile_user_hinting_beside_the_load_loses_nobody_a_move() {
    small_run(LoadConfig {
        hostile: true,
        ..LoadConfig::small()
    })
    .await;
}
