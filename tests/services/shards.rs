//! Several processes sharing the shards (`SHARDS=FIRST-LAST/TOTAL`): two services on one
//! database, one owning the servers of shards 0–1 of 4, the other of shards 2–3. Each
//! loads, schedules, changes and delivers its own servers' games, lobbies and leagues
//! only, reports its own outbox backlog, and refuses a change in the other's. (On SQLite
//! here, and on PostgreSQL in the `scale_out` binary.) And one bot process per SQLite file: the
//! lock beside the database, held by a child process (this test binary again, in its
//! child role), refuses a second holder until the child is gone, SIGKILL included.

use crate::support;

use std::io::{BufRead, BufReader, Read as _};
use std::process::{Command, Stdio};
use std::sync::Arc;

use support::*;
use tucana::app::league::LeagueSettings;
use tucana::app::lock::{LockError, SqliteLock};
use tucana::app::{
    Actor, AppError, ChannelId, Event, GameSettings, GuildId, LeagueSpec, Place, Service,
    ServiceConfig, ShardRange, TestClock, UserId,
};
use tucana::game::rng::Rng;
use tucana::games::tucana::MapId;
use tucana::store::{LeagueId, Store};

const LOW: ShardRange = ShardRange {
    first: 0,
    last: 1,
    total: 4,
};
const HIGH: ShardRange = ShardRange {
    first: 2,
    last: 3,
    total: 4,
};
/// A server on shard 1 of 4 (LOW's) and one on shard 2 (HIGH's).
const PLACE_A: Place = PLACE;
const PLACE_B: Place = Place {
    guild: GuildId(PLACE.guild.0 + (1 << 22)),
    channel: ChannelId(PLACE.channel.0 + 1),
};

async fn started_in(svc: &Service, place: Place, users: &[UserId]) -> String {
    let info = svc
        .create_game(place, &who(users[0]), GameSettings::default())
        .await
        .expect("create");
    for &u in &users[1..] {
        svc.join(&info.id, &who(u)).await.expect("join");
    }
    svc.start_game(&info.id, users[0]).await.expect("start");
    info.id
}

fn league(name: &str) -> LeagueSpec {
    LeagueSpec {
        name: name.into(),
        game: "tucana".into(),
        options: serde_json::to_string(&tucana::games::tucana::Options::default()).unwrap(),
        turn_deadline: HOUR * 24,
        season_length: Some(HOUR * 24),
        settings: LeagueSettings::default(),
    }
}

async fn owning(store: &Store, clock: &Arc<TestClock>, range: ShardRange) -> Service {
    Service::start(
        store.clone(),
        clock.clone(),
        ServiceConfig {
            seed: Some(7),
            no_scheduler: true,
            think_ms: Some(1),
            shards: Some(range),
            ..ServiceConfig::default()
        },
    )
    .await
    .expect("service")
}

async fn moves(store: &Store, game: &str) -> i64 {
    store.find_game(game).await.unwrap().unwrap().move_count
}

fn refused_here<T: std::fmt::Debug>(result: Result<T, AppError>) {
    assert!(matches!(result, Err(AppError::OtherProcess)), "{result:?}");
}

#[tokio::test]
async fn each_process_runs_its_own_servers_games_lobbies_leagues_and_outbox() {
    assert_eq!(
        (
            ShardRange::shard_of(PLACE_A.guild.get(), 4),
            ShardRange::shard_of(PLACE_B.guild.get(), 4)
        ),
        (1, 2)
    );
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(TestClock::new(T0));
    // One process made it all (before the split).
    let all = open(&dir, clock.clone(), false).await;
    let (users_a, users_b) = ([UserId(11), UserId(12)], [UserId(21), UserId(22)]);
    let game_a = started_in(&all, PLACE_A, &users_a).await;
    let game_b = started_in(&all, PLACE_B, &users_b).await;
    let lobby_a = all
        .create_game(PLACE_A, &who(UserId(13)), GameSettings::default())
        .await
        .unwrap()
        .id;
    let lobby_b = all
        .create_game(PLACE_B, &who(UserId(23)), GameSettings::default())
        .await
        .unwrap()
        .id;
    let org = |guild| Actor::new(UserId(31), "org").on(guild);
    let league_a = all
        .create_league(&org(PLACE_A.guild), PLACE_A.channel, league("a"))
        .await
        .unwrap()
        .id;
    let league_b = all
        .create_league(&org(PLACE_B.guild), PLACE_B.channel, league("b"))
        .await
        .unwrap()
        .id;
    let pending = all.pending_events(1000).await.unwrap().len();
    all.shutdown().await;

    // Then two, on one database.
    let store = store(&dir).await;
    let low = owning(&store, &clock, LOW).await;
    let high = owning(&store, &clock, HIGH).await;
    assert_eq!((low.shards(), high.shards()), (Some(LOW), Some(HIGH)));
    assert!(low.owns_guild(PLACE_A.guild) && !low.owns_guild(PLACE_B.guild));
    assert!(high.owns_guild(PLACE_B.guild) && !high.owns_guild(PLACE_A.guild));
    assert!(low.owns_guild(GuildId(0)) && !high.owns_guild(GuildId(0)));
    // Each holds its server's game and lobby.
    assert_eq!((low.live_games(), high.live_games()), (2, 2));

    // Each outbox reads its own server's events; together, all of them.
    let (events_low, events_high) = (
        low.pending_events(1000).await.unwrap(),
        high.pending_events(1000).await.unwrap(),
    );
    assert!(!events_low.is_empty() && !events_high.is_empty());
    assert!(events_low.iter().all(|e| e.place.guild == PLACE_A.guild));
    assert!(events_high.iter().all(|e| e.place.guild == PLACE_B.guild));
    assert_eq!(events_low.len() + events_high.len(), pending);
    let per_channel = |svc: Service| async move {
        let events = svc.pending_events_per_channel(1000, 1000).await.unwrap();
        events
            .into_iter()
            .map(|e| e.place.guild)
            .collect::<Vec<_>>()
    };
    let (low_guilds, high_guilds) = (
        per_channel(low.clone()).await,
        per_channel(high.clone()).await,
    );
    assert_eq!(low_guilds, vec![PLACE_A.guild; events_low.len()]);
    assert_eq!(high_guilds, vec![PLACE_B.guild; events_high.len()]);
    // The backlog each reports (`/metrics`) is its own servers' (games' and leagues'
    // events); together, all of it.
    let backlog = |svc: Service| async move {
        let (pending, _) = svc.outbox_backlog().await.unwrap();
        let leagues = svc.pending_league_events(1000).await.unwrap().len() as u64;
        (pending, leagues)
    };
    let ((low_backlog, low_leagues), (high_backlog, high_leagues)) =
        (backlog(low.clone()).await, backlog(high.clone()).await);
    assert_eq!(low_backlog, events_low.len() as u64 + low_leagues);
    assert_eq!(high_backlog, events_high.len() as u64 + high_leagues);
    assert_eq!(
        low_backlog + high_backlog,
        store.outbox_backlog(None).await.unwrap().0
    );
    // Only as many as asked for, the process's own: another's backlog never fills a page.
    assert_eq!(high.pending_events(1).await.unwrap()[0].place, PLACE_B);
    assert_eq!(
        (
            store.league_season_ends(Some(LOW.owner())).await.unwrap()[0].0,
            store.league_season_ends(Some(HIGH.owner())).await.unwrap()[0].0
        ),
        (league_a, league_b)
    );

    // A misrouted change (a configuration mistake) is refused, the other's game untouched.
    refused_here(high.play(&game_a, users_a[0], "skip").await);
    refused_here(high.join(&lobby_a, &who(UserId(14))).await);
    refused_here(low.cancel(&lobby_b, &who(UserId(23))).await);
    refused_here(
        high.create_game(PLACE_A, &who(UserId(15)), GameSettings::default())
            .await,
    );
    refused_here(
        low.create_league(&org(PLACE_B.guild), PLACE_B.channel, league("c"))
            .await,
    );
    refused_here(low.league_info(PLACE_B.guild, "b").await);
    // Reading is not changing: any process shows any game.
    assert_eq!(high.game_info(&game_a).await.unwrap().id, game_a);

    // The turns' deadlines and the seasons' ends pass: each process sees to its own.
    let (a0, b0) = (moves(&store, &game_a).await, moves(&store, &game_b).await);
    let season_end = |league: LeagueId| {
        let store = store.clone();
        async move {
            let ends = store.league_season_ends(None).await.unwrap();
            ends.into_iter().find(|(l, _)| *l == league).unwrap().1
        }
    };
    let (ends_a, ends_b) = (season_end(league_a).await, season_end(league_b).await);
    clock.advance(HOUR * 25);
    assert_eq!(
        high.run_due().await,
        2,
        "game b's deadline and league b's season"
    );
    assert_eq!(moves(&store, &game_a).await, a0);
    assert!(moves(&store, &game_b).await > b0);
    assert_eq!(season_end(league_a).await, ends_a);
    assert!(season_end(league_b).await > ends_b);
    let leagues_high = high.pending_league_events(100).await.unwrap();
    assert!(leagues_high.iter().all(|e| e.place.guild == PLACE_B.guild));
    assert!(low.pending_league_events(100).await.unwrap().is_empty());

    assert_eq!(
        low.run_due().await,
        2,
        "game a's deadline and league a's season"
    );
    assert!(moves(&store, &game_a).await > a0);
    assert!(season_end(league_a).await > ends_a);
    let leagues_low = low.pending_league_events(100).await.unwrap();
    assert!(leagues_low.iter().all(|e| e.place.guild == PLACE_A.guild));
    assert_eq!(
        leagues_low.len() + leagues_high.len(),
        store.pending_league_events(None, 100).await.unwrap().len()
    );

    // The lobbies expire, each in its owner.
    clock.advance(HOUR * 24 * 8);
    high.run_due().await;
    assert!(
        store.find_game(&lobby_b).await.unwrap().unwrap().status != tucana::app::GameStatus::Lobby
    );
    assert_eq!(
        store.find_game(&lobby_a).await.unwrap().unwrap().status,
        tucana::app::GameStatus::Lobby
    );
    low.run_due().await;
    assert!(
        store.find_game(&lobby_a).await.unwrap().unwrap().status != tucana::app::GameStatus::Lobby
    );

    high.shutdown().await;
    low.shutdown().await;
}

#[tokio::test]
async fn a_setting_changed_through_one_process_counts_in_the_other() {
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(TestClock::new(T0));
    let store = store(&dir).await;
    let low = owning(&store, &clock, LOW).await;
    let high = owning(&store, &clock, HIGH).await;
    // A game of the high process's server; its players use commands in the low one's too.
    let users = [UserId(21), UserId(22)];
    let game = started_in(&high, PLACE_B, &users).await;
    let row = |rows: &[tucana::store::UserRow], user: u64| {
        rows.iter()
            .find(|r| r.user == UserId(user))
            .unwrap()
            .clone()
    };

    // Reminders off through the low process, then the other setting changed through the
    // high one at once: it does not undo the first.
    low.set_reminders(UserId(22), false).await.unwrap();
    high.set_vacation(UserId(22), false).await.unwrap();
    let settings = row(&store.users().await.unwrap(), 22);
    assert!(!settings.reminders && !settings.vacation, "{settings:?}");

    // The reminder, 4 hours before the deadline, names only the one who wants it.
    clock.advance(HOUR * 21);
    high.run_due().await;
    let events = events_of(&high, &game).await;
    let Some(Event::Reminder { players, .. }) = last(&events, "reminder") else {
        panic!("no reminder: {:?}", kinds(&events));
    };
    assert_eq!(users_of(players), [21]);

    // A vacation taken through the low process: at the deadline the high process begins
    // the next turn, and the one away passes it at once.
    low.set_vacation(UserId(21), true).await.unwrap();
    clock.advance(HOUR * 4);
    high.run_due().await;
    let stored = store
        .load_game(store.find_game(&game).await.unwrap().unwrap().id)
        .await
        .unwrap()
        .unwrap();
    let seat = stored
        .players
        .iter()
        .find(|p| p.user == UserId(21))
        .unwrap()
        .seat
        .expect("seated");
    let log: Vec<&str> = stored.moves.iter().map(|m| m.text.as_str()).collect();
    let after_close = &log[log.iter().rposition(|m| *m == "close").unwrap() + 1..];
    assert_eq!(after_close, [format!("pass {seat}")], "{log:?}");
    low.shutdown().await;
    high.shutdown().await;
}

/// A process reads again only the users' rows changed since its last read: a change made
/// through the other process is seen, while a row that no change numbered (edited by hand
/// here, as the whole table read again would show it) is not read again.
#[tokio::test]
async fn a_process_reads_again_only_the_settings_changed_since_its_last_read() {
    use sqlx::Connection as _;
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(TestClock::new(T0));
    let store = store(&dir).await;
    let low = owning(&store, &clock, LOW).await;
    let high = owning(&store, &clock, HIGH).await;
    for user in [31, 32, 33] {
        low.set_reminders(UserId(user), true).await.unwrap();
    }
    // High reads them (a setting of its own is changed after a forced read).
    high.set_reminders(UserId(34), true).await.unwrap();
    assert!(high.user_settings(UserId(31)).reminders);

    let mut conn = support::connection(&dir).await;
    sqlx::query("UPDATE users SET reminders = 0 WHERE user_id = 31")
        .execute(&mut conn)
        .await
        .unwrap();
    conn.close().await.unwrap();
    low.set_vacation(UserId(32), true).await.unwrap();

    // Past the copy's age, a move in high's game reads again.
    let game = started_in(&high, PLACE_B, &[UserId(35), UserId(36)]).await;
    clock.advance(std::time::Duration::from_secs(60));
    let _ = high.play(&game, UserId(35), "pass").await;
    assert!(
        high.user_settings(UserId(32)).vacation,
        "the other process's change is seen"
    );
    assert!(
        high.user_settings(UserId(31)).reminders,
        "a row no change numbered is not read again"
    );
    high.shutdown().await;
    low.shutdown().await;
}

// ----- One process per SQLite file -----

const LOCK_CHILD: &str = "TUCANA_LOCK_CHILD";
const HELD: &str = "LOCK HELD";

/// The child: takes the lock of the database named by [`LOCK_CHILD`], says so, and holds
/// it until its stdin closes (or it is killed).
#[test]
fn lock_child() {
    let Ok(db) = std::env::var(LOCK_CHILD) else {
        return; // only a role for the parent's child process
    };
    let _lock = SqliteLock::acquire(&db).expect("the child takes the lock");
    println!("{HELD}");
    let _ = std::io::stdin().read_to_end(&mut Vec::new());
}

#[test]
fn a_second_process_on_a_sqlite_file_is_refused_until_the_first_is_gone() {
    if std::env::var(LOCK_CHILD).is_ok() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let db = db(&dir);
    for killed in [true, false] {
        let mut child = Command::new(std::env::current_exe().unwrap())
            .args([
                support::child::test_name(module_path!(), "lock_child").as_str(),
                "--exact",
                "--nocapture",
                "--test-threads=1",
            ])
            .env(LOCK_CHILD, &db)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("spawn the child");
        let stdout = BufReader::new(child.stdout.take().unwrap());
        let held = stdout
            .lines()
            .map_while(Result::ok)
            .any(|line| line.contains(HELD));
        assert!(held, "the child did not take the lock");

        let refused = SqliteLock::acquire(&db).unwrap_err();
        assert!(matches!(refused, LockError::Held { .. }), "{refused:?}");
        let text = refused.to_string();
        assert!(
            text.starts_with(&format!(
                "another tucana process is using {} (locked: {}.lock)",
                db.display(),
                db.display()
            )),
            "{text}"
        );
        assert!(
            text.contains("Run one process per SQLite file")
                && text.contains("DATABASE_URL=postgres://")
                && text.contains("SHARDS"),
            "{text}"
        );

        // Gone, however it went: the kernel lets the lock go with the process.
        if killed {
            child.kill().unwrap(); // SIGKILL
        } else {
            drop(child.stdin.take());
        }
        child.wait().unwrap();
        let lock = SqliteLock::acquire(&db).expect("free once the holder is gone");
        drop(lock);
    }
}

/// A direct message's games (guild 0, Discord's shard 0) are every process's: a user's
/// command reaches whichever process carries the shard it comes by (a user-installed
/// command in a server without the bot: that server's), and that process finds the game
/// and changes it, whoever changed it last. Their posts are the outbox of shard 0's.
#[tokio::test]
async fn a_direct_message_s_game_is_played_through_either_process() {
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(TestClock::new(T0));
    let store = store(&dir).await;
    let low = owning(&store, &clock, LOW).await;
    let high = owning(&store, &clock, HIGH).await;
    let alice = Actor::new(UserId(41), "alice");
    let dm = Place::direct(ChannelId(4_100));

    // Started through the process without shard 0, as from a server of its own without the
    // bot; then a daily challenge through the other.
    let solo = high
        .create_solo(dm, &alice, "tucana", solo_options(MapId::Petit))
        .await
        .expect("the high process starts a direct message's game")
        .id;
    let daily = low
        .play_daily("tucana", dm, &alice)
        .await
        .expect("the low process starts a direct message's daily")
        .info
        .id;

    // Played turn by turn through one process and the other: each finds the moves the
    // other made (its copy is read again), and every move is stored after the last.
    let mut rng = Rng::new(3, 0);
    for game in [&solo, &daily] {
        let mut stored = moves(&store, game).await;
        for svc in [&low, &high, &high, &low, &high, &low] {
            let played = play_turn(svc, game, &mut rng).await;
            assert!(played > 0, "a turn of {game} played");
            let now = moves(&store, game).await;
            assert!(now >= stored + played as i64, "{game}: {stored} then {now}");
            stored = now;
        }
        assert_eq!(
            low.view(game).await.unwrap().info.turn,
            high.view(game).await.unwrap().info.turn,
            "both see the same game"
        );
    }

    // The posts of both are delivered by the process with shard 0 only.
    let events_low = low.pending_events(1000).await.unwrap();
    assert!(events_low.iter().any(|e| e.place == dm));
    assert!(high
        .pending_events(1000)
        .await
        .unwrap()
        .iter()
        .all(|e| e.place != dm));
    high.shutdown().await;
    low.shutdown().await;
}

/// A process that does not hold a shard's lock right now (`app::shards::keep` pauses it)
/// leaves that shard's deadlines and posts alone until it holds the lock again; the other
/// shards' go on.
#[tokio::test]
async fn a_paused_shard_s_deadlines_and_posts_wait_until_it_resumes() {
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(TestClock::new(T0));
    let store = store(&dir).await;
    let low = owning(&store, &clock, LOW).await;
    // On shard 1 of 4, and on shard 0.
    let game_a = started_in(&low, PLACE_A, &[UserId(11), UserId(12)]).await;
    let shard_zero = Place {
        guild: GuildId(PLACE_A.guild.0 + 3 * (1 << 22)),
        channel: ChannelId(PLACE_A.channel.0 + 7),
    };
    assert_eq!(ShardRange::shard_of(shard_zero.guild.get(), 4), 0);
    let game_0 = started_in(&low, shard_zero, &[UserId(13), UserId(14)]).await;
    // The servers whose posts the outbox is handed.
    let posts = |svc: Service| async move {
        let events = svc.pending_events_per_channel(1000, 1000).await.unwrap();
        let guilds: std::collections::BTreeSet<u64> =
            events.into_iter().map(|e| e.place.guild.get()).collect();
        guilds.into_iter().collect::<Vec<u64>>()
    };
    let both = {
        let mut both = vec![PLACE_A.guild.get(), shard_zero.guild.get()];
        both.sort();
        both
    };
    assert_eq!(posts(low.clone()).await, both);

    // Shard 1 paused: its posts are not handed out, shard 0's are.
    low.pause_shards([1]);
    assert_eq!(low.paused_shards(), [1]);
    assert_eq!(posts(low.clone()).await, [shard_zero.guild.get()]);
    // Both deadlines pass: only shard 0's closes, however often the scheduler looks.
    let (a0, z0) = (moves(&store, &game_a).await, moves(&store, &game_0).await);
    clock.advance(HOUR * 25);
    assert_eq!(low.run_due().await, 1, "game 0 only");
    assert_eq!(low.run_due().await, 0, "game a set aside, not due again");
    assert_eq!(moves(&store, &game_a).await, a0);
    assert!(moves(&store, &game_0).await > z0);

    // Every shard paused: nothing of the outbox is read.
    low.pause_shards([0, 1, 2]);
    assert_eq!(low.paused_shards(), [0, 1], "only the process's own shards");
    assert!(low.pending_events(1000).await.unwrap().is_empty());
    assert!(low
        .pending_events_per_channel(10, 10)
        .await
        .unwrap()
        .is_empty());

    // Held again: what waited is due at once, and its posts go out.
    low.resume_shards([0, 1]);
    assert!(low.paused_shards().is_empty());
    assert_eq!(
        low.run_due().await,
        1,
        "game a's deadline, set aside until now"
    );
    assert!(moves(&store, &game_a).await > a0);
    assert_eq!(posts(low.clone()).await, both);
    low.shutdown().await;
}
