//! When one machine is not enough: the bot on PostgreSQL.
//!
//! This binary (its tests are all under the module `scale_out`, so that `cargo test
//! scale_out` selects them) holds the PostgreSQL runs of the store and service suites (`store`,
//! `service`, `daily`, `concurrency`, `free_pace`, `durability`, `bounds`, `thinking`, `leagues`,
//! `shards`): each
//! suite is included below as a module whose name ends in `_on_postgres`, and every test of
//! this binary opens its database on a real PostgreSQL server that the tests start
//! themselves (`tests/support/postgres.rs`: `initdb` in a temporary folder, 127.0.0.1, a
//! free port, a fresh database per test). The same suites run on SQLite in the `services`
//! binary (`cargo test --test services`). Without Debian's `postgresql` package the
//! runs print one line saying they were skipped and why, and run on SQLite again.
//!
//! Three tests of these suites stay on SQLite here too, as they are about SQLite: the
//! `tucana league recompute` test (the tool takes a SQLite file, `--db PATH`), the store
//! test of a file name with URL characters and the `shards` test of one process per SQLite
//! file. The pure tests of `leagues.rs` run twice.
//!
//! Besides them, `faults` runs the bot as two processes over one PostgreSQL database,
//! each with half of the shards of the fake Discord, and kills one of them with SIGKILL
//! mid-turn; and cuts the store's connections to the server under a running service. And
//! `shard_locks` shows that two processes never run one shard: an overlapping range, or a
//! range of another count, is refused while its holder runs, and taken again once its
//! holder is killed.

// The plumbing of `tests/support/`, a crate built once for every binary that uses it.
use tucana_test_support as support;

// Paths inside start from this folder (`tests/scale_out/`), not from a `scale_out/` in it.
#[path = "."]
mod scale_out {
    // The suites' files are the `services` binary's.
    #[path = "../services/service.rs"]
    mod service_on_postgres;

    #[path = "../services/daily.rs"]
    mod daily_on_postgres;

    #[path = "../services/concurrency.rs"]
    mod concurrency_on_postgres;

    #[path = "../services/free_pace.rs"]
    mod free_pace_on_postgres;

    #[path = "../services/durability.rs"]
    mod durability_on_postgres;

    #[path = "../services/bounds.rs"]
    mod bounds_on_postgres;

    #[path = "../services/thinking.rs"]
    mod thinking_on_postgres;

    #[path = "../services/leagues.rs"]
    mod leagues_on_postgres;

    #[path = "../services/store.rs"]
    mod store_on_postgres;

    #[path = "../services/replays.rs"]
    mod replays_on_postgres;

    #[path = "../services/shards.rs"]
    mod shards_on_postgres;

    #[path = "faults.rs"]
    mod faults;

    #[path = "shard_locks.rs"]
    mod shard_locks;
}

/// This binary's store and service suites run on PostgreSQL: the support crate tells the
/// `scale_out` process from the others by the process's file (`support::postgres::wanted`);
/// if it could not, they would quietly run on SQLite again.
#[test]
fn the_suites_of_this_binary_run_on_postgres() {
    assert!(
        support::postgres::wanted(),
        "the scale_out suites would run on SQLite"
    );
}
