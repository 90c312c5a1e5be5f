//! One process per shard (`app::shards::lock`, the shard locks of `docs/deploy.md`): on
//! PostgreSQL a process holds a lock per shard it runs, and the count of shards it runs
//! them of, for its life.
//!
//! - Ranges of one count that do not overlap are taken side by side; one that overlaps a
//!   held range is refused, in one line naming the first shard taken and its holder (the
//!   holder's range, pid and host, as it set them on its lock session).
//! - A range of another count is refused the same way, even on shards nobody runs, and so
//!   is a process of Discord's count (no `SHARDS`), which runs every server.
//! - Locks whose session is lost (a restarted server) are taken again on a new one, unless
//!   another process took one of the shards meanwhile: then the process must stop.
//! - A holder killed with SIGKILL (a child process, this test binary again in its child
//!   role) leaves nothing behind: its range is taken again once PostgreSQL has seen its
//!   session end.

use crate::support;

use std::sync::mpsc;
use std::time::{Duration, Instant};

use support::child;
use tucana::app::{shards, Location, ShardRange};
use tucana::store::{ShardLocks, StoreError};

/// Set (to the database's URL) in the child that holds a range.
const CHILD_ENV: &str = "TUCANA_SHARD_LOCK_CHILD";
/// The child's range.
const RANGE_ENV: &str = "TUCANA_SHARD_LOCK_RANGE";
const HELD: &str = "shards held";

fn range(text: &str) -> Option<ShardRange> {
    Some(text.parse().expect("a range"))
}

/// How the holder of `range` in process `pid` is named to a refused process (the host
/// follows).
fn named(range: &str, pid: u32) -> String {
    format!("(tucana {range} pid {pid} on ")
}

/// `range`'s locks, taken once their last holder's session has ended: PostgreSQL lets go
/// of a session's locks when its backend exits, a moment after the client has gone.
async fn lock_once_free(location: &Location, range: Option<ShardRange>) -> ShardLocks {
    let give_up = Instant::now() + support::PATIENCE;
    loop {
        match shards::lock(location, range).await {
            Ok(locks) => return locks,
            Err(
                e @ (StoreError::ShardTaken { .. }
                | StoreError::AllShardsTaken { .. }
                | StoreError::OtherShardCount { .. }),
            ) => {
                assert!(
                    Instant::now() < give_up,
                    "still held after {:?}: {e}",
                    support::PATIENCE
                );
                tokio::time::sleep(Duration::from_millis(20)).await;
            }
            Err(e) => panic!("{e}"),
        }
    }
}

/// A new database on the test server, or `None` after saying why `test` was skipped.
async fn fresh_database(test: &str) -> Option<Location> {
    let server = support::postgres::server_or_skip(test)?;
    Some(Location::parse(&server.fresh_database().await))
}

/// The refusal of `range`, as one line, once the refused attempt's own session has ended.
/// PostgreSQL ends a backend a moment after its client has gone, and until then the
/// attempt's session is one more process of its range: the next refusal could name it
/// rather than the holder (seen on a busy machine).
async fn refused(location: &Location, range: Option<ShardRange>) -> (StoreError, String) {
    let e = shards::lock(location, range)
        .await
        .expect_err("refused while held");
    if let Some(range) = range {
        ended(location, &range.to_string()).await;
    }
    let line = e.to_string();
    assert_eq!(line.lines().count(), 1, "{line}");
    (e, line)
}

/// Waits until no session of `range` from this process is left in `location`'s database
/// (the other tests', in databases of their own, do not count).
async fn ended(location: &Location, range: &str) {
    let mut admin = tucana::store::connect(location).await.unwrap();
    let give_up = Instant::now() + support::PATIENCE;
    loop {
        let left: i64 = sqlx::query_scalar(
            "SELECT count(*) FROM pg_stat_activity \
             WHERE datname = current_database() AND application_name LIKE $1",
        )
        .bind(format!("tucana {range} pid {} %", std::process::id()))
        .fetch_one(&mut admin)
        .await
        .unwrap();
        if left == 0 {
            return;
        }
        assert!(
            Instant::now() < give_up,
            "a refused session of {range} still there after {:?}",
            support::PATIENCE
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

#[tokio::test]
async fn overlapping_ranges_and_other_counts_are_refused_naming_the_holder() {
    let Some(location) = fresh_database("the shard locks test").await else {
        return;
    };
    let me = std::process::id();
    let mut low = shards::lock(&location, range("0-1/4")).await.unwrap();
    let high = shards::lock(&location, range("2-3/4")).await.unwrap();
    assert!(low.renew().await.unwrap(), "held");

    for (overlapping, shard, holder) in [("1-2/4", 1, "0-1/4"), ("3-3/4", 3, "2-3/4")] {
        let (e, line) = refused(&location, range(overlapping)).await;
        assert!(
            matches!(e, StoreError::ShardTaken { shard: s, total: 4, .. } if s == shard),
            "{e:?}"
        );
        assert!(
            line.starts_with(&format!(
                "shard {shard} of 4 is already run by another process {}",
                named(holder, me)
            )) && line.contains("SHARDS=FIRST-LAST/TOTAL"),
            "{line}"
        );
    }
    // Another count, on shards nobody runs: refused, naming the count in use.
    for other in [range("4-7/8"), range("0-0/1"), None] {
        let (e, line) = refused(&location, other).await;
        assert!(
            matches!(
                e,
                StoreError::OtherShardCount {
                    theirs: Some(4),
                    ..
                }
            ),
            "{e:?}"
        );
        assert!(
            line.starts_with("another process runs 4 shards in all (tucana ")
                && line.contains(&format!(" pid {me} on "))
                && line.contains("the same TOTAL"),
            "{line}"
        );
    }

    // A refused process took nothing: once the two let go, every count is free.
    low.release().await;
    high.release().await;
    let all = lock_once_free(&location, None).await;
    // A process of Discord's count runs every server: no other, of any count.
    let (e, line) = refused(&location, range("0-0/4")).await;
    assert!(
        matches!(e, StoreError::OtherShardCount { theirs: None, .. }),
        "{e:?}"
    );
    assert!(
        line.starts_with(&format!(
            "another process runs as many shards as Discord recommends (SHARDS unset) {}",
            named("all shards", me)
        )) && line.contains("and this one 4 shards in all"),
        "{line}"
    );
    let (e, line) = refused(&location, None).await;
    assert!(matches!(e, StoreError::AllShardsTaken { .. }), "{e:?}");
    assert!(
        line.starts_with(&format!(
            "every shard is already run by another process {}",
            named("all shards", me)
        )),
        "{line}"
    );
    all.release().await;
    lock_once_free(&location, range("0-3/4"))
        .await
        .release()
        .await;
}

/// Ends the session holding `range`'s locks in this process on `location`'s database (as a
/// restarted server or a dropped network would), and waits until its backend is gone (and
/// its locks with it). Only that database's: `pg_stat_activity` is the whole server's, and
/// the other tests of this process, running at the same time, hold ranges of the same name
/// in databases of their own.
async fn cut(location: &Location, range: &str) {
    let mut admin = tucana::store::connect(location).await.unwrap();
    let cut: Vec<bool> = sqlx::query_scalar(
        "SELECT pg_terminate_backend(pid, $2) FROM pg_stat_activity \
         WHERE datname = current_database() AND application_name LIKE $1",
    )
    .bind(format!("tucana {range} pid {} %", std::process::id()))
    .bind(support::PATIENCE.as_millis() as i64)
    .fetch_all(&mut admin)
    .await
    .unwrap();
    assert_eq!(cut, [true], "one session of {range}, ended");
}

/// [`cut`] ends its own database's session only: another database's session of the same
/// range and process (another test's, running at the same time) goes on.
#[tokio::test]
async fn a_cut_ends_the_session_of_its_own_database_only() {
    let Some(mine) = fresh_database("the shard locks cut test").await else {
        return;
    };
    let Some(theirs) = fresh_database("the shard locks cut test").await else {
        return;
    };
    let mut kept = shards::lock(&theirs, range("0-1/4")).await.unwrap();
    let mut lost = shards::lock(&mine, range("0-1/4")).await.unwrap();
    cut(&mine, "0-1/4").await;
    assert!(
        kept.renew().await.unwrap(),
        "the other database's session goes on"
    );
    assert!(!lost.renew().await.unwrap(), "taken again on a new session");
    kept.release().await;
    lost.release().await;
}

#[tokio::test]
async fn locks_lost_with_their_session_are_taken_again_unless_another_took_them() {
    let Some(location) = fresh_database("the shard locks renewal test").await else {
        return;
    };
    let me = std::process::id();
    let mut low = shards::lock(&location, range("0-1/4")).await.unwrap();
    cut(&location, "0-1/4").await;
    assert!(!low.renew().await.unwrap(), "taken again on a new session");
    assert!(low.renew().await.unwrap(), "held since");
    let (e, _) = refused(&location, range("1-1/4")).await;
    assert!(
        matches!(e, StoreError::ShardTaken { shard: 1, .. }),
        "{e:?}"
    );

    // Lost again, and meanwhile another process takes shard 1: this one must stop.
    cut(&location, "0-1/4").await;
    let other = lock_once_free(&location, range("1-1/4")).await;
    let e = low.renew().await.expect_err("shard 1 is the other's now");
    assert!(e.is_shard_taken(), "{e:?}");
    assert!(
        e.to_string().starts_with(&format!(
            "shard 1 of 4 is already run by another process {}",
            named("1-1/4", me)
        )),
        "{e}"
    );
    other.release().await;
    low.release().await;
}

// ----- A holder in a process of its own, killed -----

/// The child: takes the range [`RANGE_ENV`] of the database [`CHILD_ENV`], says so, and
/// holds it until its stdin closes (or it is killed).
#[test]
fn lock_holder() {
    let Ok(url) = std::env::var(CHILD_ENV) else {
        return; // only a role for the parent's child process
    };
    let range = std::env::var(RANGE_ENV).expect("the child's range");
    child::runtime().block_on(async move {
        let _locks = shards::lock(&Location::parse(&url), self::range(&range))
            .await
            .expect("the child takes its shards");
        child::say(HELD);
        let mut parent = child::parent_lines();
        while parent.recv().await.is_some() {}
    });
}

#[test]
fn a_killed_holders_range_can_be_taken_again() {
    if std::env::var(CHILD_ENV).is_ok() {
        return;
    }
    let Some(server) = support::postgres::server_or_skip("the killed shard holder test") else {
        return;
    };
    let runtime = child::runtime();
    let url = runtime.block_on(server.fresh_database());
    let location = Location::parse(&url);
    let (said, heard) = mpsc::channel();
    let (mut holder, _stdin) = child::spawn(
        module_path!(),
        "lock_holder",
        &[(CHILD_ENV, url.clone()), (RANGE_ENV, "0-1/4".to_owned())],
        move |line| said.send(line.to_owned()).is_ok(),
    );
    let line = heard
        .recv_timeout(support::PATIENCE)
        .expect("the child says it holds its shards");
    assert_eq!(line, HELD);
    let pid = holder.id();

    runtime.block_on(async {
        let (e, line) = refused(&location, range("1-3/4")).await;
        assert!(
            matches!(e, StoreError::ShardTaken { shard: 1, .. }),
            "{e:?}"
        );
        assert!(
            line.starts_with(&format!(
                "shard 1 of 4 is already run by another process {}",
                named("0-1/4", pid)
            )),
            "{line}"
        );
        let (_, line) = refused(&location, range("2-3/8")).await;
        assert!(
            line.starts_with(&format!(
                "another process runs 4 shards in all {}",
                named("0-1/4", pid)
            )),
            "{line}"
        );
    });

    holder.kill().expect("SIGKILL the holder");
    holder.wait().expect("the holder is gone");
    runtime.block_on(async {
        // Its range, and any other count once nobody runs 4.
        lock_once_free(&location, range("0-1/4"))
            .await
            .release()
            .await;
        lock_once_free(&location, range("0-7/8"))
            .await
            .release()
            .await;
    });
}

// ----- A lock session that hangs -----

/// Stops (`STOP`) or continues (`CONT`) a PostgreSQL backend process, as a hung connection
/// or server would leave it: it holds its locks, and answers nothing.
fn signal(backend: i32, signal: &str) {
    let done = std::process::Command::new("kill")
        .arg(format!("-{signal}"))
        .arg(backend.to_string())
        .status()
        .expect("kill runs");
    assert!(done.success(), "kill -{signal} {backend}");
}

/// Continues a stopped backend however the test ends (a stopped backend would hold up the
/// test server's shutdown).
struct Stopped(i32);

impl Stopped {
    fn new(backend: i32) -> Stopped {
        signal(backend, "STOP");
        Stopped(backend)
    }
}

impl Drop for Stopped {
    fn drop(&mut self) {
        signal(self.0, "CONT");
    }
}

/// One check of the locks ([`shards::keep`]), within a generous bound: a renewal without a
/// timeout of its own would never end on a silent session.
async fn keep(locks: &mut ShardLocks, svc: &tucana::app::Service) -> Result<bool, StoreError> {
    tokio::time::timeout(Duration::from_secs(60), shards::keep(locks, svc))
        .await
        .expect("a renewal ends in time")
}

/// The renewal of the locks is bounded in time: a session that does not answer (its
/// backend stopped, holding its locks) counts as lost, and the service pauses its shards'
/// deadlines and posts; they resume once the locks are taken again, after the server has
/// let the silent session go (the new session ends it as soon as it can run).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_silent_lock_session_pauses_the_shards_work_until_the_locks_are_held_again() {
    use std::sync::Arc;
    use support::*;
    use tucana::app::{GameSettings, Service, ServiceConfig, TestClock, UserId};

    let Some(location) = fresh_database("the silent shard locks test").await else {
        return;
    };
    let store = tucana::store::Store::open_at(location.clone())
        .await
        .unwrap();
    let clock = Arc::new(TestClock::new(T0));
    let low = range("1-1/4");
    let svc = Service::start(
        store.clone(),
        clock.clone(),
        ServiceConfig {
            seed: Some(7),
            no_scheduler: true,
            think_ms: Some(1),
            shards: low,
            ..ServiceConfig::default()
        },
    )
    .await
    .unwrap();
    let mut locks = shards::lock(&location, low).await.unwrap();
    locks.set_timeout(Duration::from_secs(2));
    // The test server is on shard 1 of 4: this process's.
    assert_eq!(ShardRange::shard_of(PLACE.guild.get(), 4), 1);
    let game = started_game(&svc, &[UserId(1), UserId(2)], GameSettings::default()).await;
    let moves = || {
        let store = store.clone();
        let game = game.clone();
        async move { store.find_game(&game).await.unwrap().unwrap().move_count }
    };
    assert!(keep(&mut locks, &svc).await.unwrap(), "held");
    assert!(!svc.pending_events(100).await.unwrap().is_empty());

    // The session stops answering: the renewal gives up on it, and the shards pause.
    let stopped = Stopped::new(locks.backend_pid().expect("a lock session"));
    assert!(!keep(&mut locks, &svc).await.unwrap(), "not held");
    assert_eq!(svc.paused_shards(), [1]);
    assert!(svc.pending_events(100).await.unwrap().is_empty());
    let before = moves().await;
    clock.advance(HOUR * 25);
    assert_eq!(svc.run_due().await, 0, "the deadline waits");
    assert_eq!(moves().await, before);
    // Still silent: still paused (the new session cannot take what the old one holds).
    assert!(!keep(&mut locks, &svc).await.unwrap(), "not held yet");

    // The backend runs again and ends (the new session asked it to): the locks are taken
    // again, and the shards resume.
    drop(stopped);
    let give_up = Instant::now() + Duration::from_secs(60);
    while !keep(&mut locks, &svc).await.unwrap() {
        assert!(Instant::now() < give_up, "the locks were not taken again");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert!(svc.paused_shards().is_empty());
    assert_eq!(svc.run_due().await, 1, "the deadline that waited");
    assert!(moves().await > before);
    assert!(!svc.pending_events(100).await.unwrap().is_empty());
    locks.release().await;
    svc.shutdown().await;
}
