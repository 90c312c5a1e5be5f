//! The store on its own, through its public API: games with ids above `i64::MAX`, the
//! outbox, writes that conflict with the log, statuses it does not know, the daily
//! challenge's rows. On SQLite here, and on PostgreSQL in `tests/scale_out/main.rs`.

use crate::support;

use sqlx::Connection;
use tempfile::TempDir;
use tucana::store::{
    Append, ChannelId, DailyResultRow, GameKey, GameSchedule, GameStatus, GuildId, LeagueLink,
    LeagueWrite, Millis, NewEvent, NewGame, NewLeague, NewMove, Output, Place, SoloResult, Store,
    StoreError, UserId, UserRow, Write,
};

fn new_game(public_id: &str) -> NewGame {
    NewGame {
        public_id: public_id.into(),
        kind: "tucana".into(),
        place: Place {
            guild: GuildId(u64::MAX),
            channel: ChannelId(5),
        },
        host: UserId(u64::MAX - 1),
        host_name: "Host".into(),
        options: "{}".into(),
        ruleset: 1,
        seed: u64::MAX - 2,
        turn_ms: 1000,
        reminder_ms: 100,
        bank_ms: 0,
        max_players: 4,
        created_at: 7,
        self_paced: false,
        hints: false,
        language: "en".into(),
    }
}

fn append(game_id: GameKey, first_seq: i64, moves: &[&str], key: &str) -> Append {
    Append {
        game_id,
        first_seq,
        moves: moves
            .iter()
            .map(|m| NewMove {
                text: m.to_string(),
                user: Some(UserId(u64::MAX - 1)),
            })
            .collect(),
        events: vec![NewEvent {
            kind: "k".into(),
            key: key.into(),
            payload: "{}".into(),
            seq: Some(first_seq + moves.len() as i64),
        }],
        status: GameStatus::Active,
        schedule: GameSchedule {
            turn_started_at: Some(10),
            deadline_at: Some(20),
            reminder_at: Some(15),
            bank_from: None,
        },
        seats: Vec::new(),
        ended_at: None,
        result: None,
        notices: Vec::new(),
        at: 10,
    }
}

async fn create(store: &Store, public_id: &str) -> GameKey {
    match store
        .write(Write::CreateGame(new_game(public_id)))
        .await
        .unwrap()
    {
        Output::GameId(id) => id,
        other => panic!("{other:?}"),
    }
}

#[tokio::test]
async fn games_round_trip_with_ids_above_i64_max() {
    let dir = tempfile::tempdir().unwrap();
    let store = support::store(&dir).await;
    let id = create(&store, "abcde").await;
    assert!(matches!(
        store.write(Write::CreateGame(new_game("abcde"))).await,
        Err(StoreError::DuplicateId(_))
    ));
    store
        .write(Write::AddPlayer {
            game_id: id,
            user: UserId(3),
            name: "C".into(),
            bot: None,
            at: 8,
        })
        .await
        .unwrap();
    store
        .write(Write::AddPlayer {
            game_id: id,
            user: UserId(4),
            name: "D".into(),
            bot: None,
            at: 8,
        })
        .await
        .unwrap();
    assert_eq!(
        store
            .write(Write::RemovePlayer {
                game_id: id,
                user: UserId(4),
                at: 9,
            })
            .await
            .unwrap(),
        Output::Changed(true)
    );
    let seats = vec![(UserId(u64::MAX - 1), 0), (UserId(3), 1)];
    store
        .write(Write::Start {
            seats,
            append: append(id, 0, &["pass 0"], "abcde:start"),
        })
        .await
        .unwrap();
    let stored = store.load_game(id).await.unwrap().unwrap();
    let g = &stored.game;
    assert_eq!(
        (g.host, g.seed, g.place.guild),
        (UserId(u64::MAX - 1), u64::MAX - 2, GuildId(u64::MAX))
    );
    assert_eq!(
        (g.status, g.move_count, g.started_at),
        (GameStatus::Active, 1, Some(10))
    );
    assert_eq!(g.schedule.deadline_at, Some(20));
    assert_eq!(stored.players.len(), 2);
    assert_eq!(stored.players[0].seat, Some(0));
    assert_eq!(stored.moves[0].text, "pass 0");
    assert_eq!(store.find_game("abcde").await.unwrap().unwrap().id, id);
    assert_eq!(store.games_in_place(g.place).await.unwrap().len(), 1);
    assert_eq!(store.load_live_games().await.unwrap(), vec![stored]);
    assert_eq!(
        store.active_games_of_user(UserId(3)).await.unwrap(),
        vec!["abcde"]
    );
    assert_eq!(store.count_games(GameStatus::Active).await.unwrap(), 1);

    let pending = store.pending_events(None, 10).await.unwrap();
    assert_eq!(pending.len(), 1);
    assert_eq!(store.game_events(id).await.unwrap(), pending);
    assert_eq!(store.events_after(0, 10).await.unwrap(), pending);
    let mark = Write::MarkDelivered {
        event_id: pending[0].id,
        at: 11,
        receipt: Some("channel 5, message 6".into()),
    };
    assert_eq!(
        store.write(mark.clone()).await.unwrap(),
        Output::Changed(true)
    );
    let again = Write::MarkDelivered {
        event_id: pending[0].id,
        at: 12,
        receipt: Some("another".into()),
    };
    assert_eq!(store.write(again).await.unwrap(), Output::Changed(false));
    assert!(store.pending_events(None, 10).await.unwrap().is_empty());
    assert_eq!(
        store.receipt(&pending[0].key).await.unwrap().as_deref(),
        Some("channel 5, message 6"),
        "the first delivery's receipt stays"
    );
    assert_eq!(store.receipt("no such key").await.unwrap(), None);

    store
        .write(Write::SetUser {
            user: UserId(u64::MAX),
            reminders: false,
            vacation: true,
            language: Some("nl".into()),
            seen_language: None,
            at: 1,
        })
        .await
        .unwrap();
    assert_eq!(
        store.users().await.unwrap(),
        vec![UserRow {
            user: UserId(u64::MAX),
            reminders: false,
            vacation: true,
            turn_dms: false,
            change: 1,
            language: Some("nl".into()),
            seen_language: None,
        }]
    );
    store.close().await;
    assert!(matches!(
        store.write(Write::Shutdown).await,
        Err(StoreError::WriterGone)
    ));
}

/// Runs SQL on its own connection, past the tables' CHECKs, as a damaged or hand-edited
/// database could hold it.
async fn damage(dir: &TempDir, sql: &str) {
    let mut conn = support::unchecked(dir).await;
    sqlx::raw_sql(sql).execute(&mut conn).await.unwrap();
    conn.close().await.unwrap();
}

fn corrupt<T: std::fmt::Debug>(got: Result<T, StoreError>, text: &str) {
    match got {
        Err(StoreError::Corrupt(why)) => assert!(why.contains(text), "{why}"),
        other => panic!("expected bad stored data about {text}, got {other:?}"),
    }
}

#[tokio::test]
async fn a_status_the_store_does_not_know_is_refused_as_corrupt() {
    let dir = tempfile::tempdir().unwrap();
    let store = support::store(&dir).await;
    let plain = create(&store, "ggggg").await;
    let league = NewLeague {
        guild: GuildId(1),
        name: "L".into(),
        name_key: "l".into(),
        channel: ChannelId(2),
        created_by: UserId(3),
        created_by_name: "C".into(),
        settings: "{}".into(),
        game: "tucana".into(),
        options: "{}".into(),
        turn_ms: 1000,
        season_ms: None,
        created_at: 1,
        first_season_ends: None,
    };
    let Output::LeagueId(league_id) = store
        .write(Write::League(LeagueWrite::Create(league)))
        .await
        .unwrap()
    else {
        panic!("no league id")
    };
    let link = LeagueLink {
        league_id,
        season: tucana::store::SeasonNo(1),
        round_id: None,
        table_no: None,
    };
    store
        .write(Write::CreateLeagueGame {
            game: new_game("lllll"),
            link,
        })
        .await
        .unwrap();
    damage(
        &dir,
        "UPDATE league_games SET status = 'finished', finished_at = 5",
    )
    .await;
    assert_eq!(store.league_games(league_id).await.unwrap().len(), 1);
    assert_eq!(
        store.league_results(league_id).await.unwrap()[0].status,
        "finished"
    );

    // A game status that no code writes: never read as some other status.
    damage(
        &dir,
        "UPDATE games SET status = 'paused' WHERE public_id = 'ggggg'",
    )
    .await;
    corrupt(store.find_game("ggggg").await, "paused");
    corrupt(store.load_game(plain).await, "paused");
    let place = store.find_game("lllll").await.unwrap().unwrap().place;
    corrupt(store.games_in_place(place).await, "paused");
    // Nor a league game's.
    damage(&dir, "UPDATE league_games SET status = 'forfeited'").await;
    corrupt(store.league_games(league_id).await, "forfeited");
    corrupt(store.league_results(league_id).await, "forfeited");
    damage(
        &dir,
        "UPDATE league_games SET status = 'finished'; \
         UPDATE games SET status = 'paused' WHERE public_id = 'lllll'",
    )
    .await;
    corrupt(store.league_games(league_id).await, "paused");
    store.close().await;
}

/// Each change of a user's settings takes the next number, and a reader asks only for the
/// rows changed after the last number it has seen: unchanged rows are not read again.
#[tokio::test]
async fn users_changed_after_a_read_are_the_only_ones_read_again() {
    let dir = tempfile::tempdir().unwrap();
    let store = support::store(&dir).await;
    let set = |user: u64, reminders: bool| Write::SetUser {
        user: UserId(user),
        reminders,
        vacation: false,
        language: None,
        seen_language: None,
        at: 1,
    };
    for user in 1..=50 {
        store.write(set(user, true)).await.unwrap();
    }
    let all = store.users().await.unwrap();
    assert_eq!(all.len(), 50);
    let seen = all.iter().map(|u| u.change).max().unwrap();
    assert_eq!(seen, 50, "one number a change");
    assert!(store.users_changed_after(seen).await.unwrap().is_empty());

    // Two changes (one user twice) and a new user: three rows read, not 51.
    store.write(set(7, false)).await.unwrap();
    store.write(set(7, true)).await.unwrap();
    store.write(set(60, false)).await.unwrap();
    let changed = store.users_changed_after(seen).await.unwrap();
    let read: Vec<(u64, bool, i64)> = changed
        .iter()
        .map(|u| (u.user.get(), u.reminders, u.change))
        .collect();
    assert_eq!(read, [(7, true, 52), (60, false, 53)], "in change order");
    assert!(store.users_changed_after(53).await.unwrap().is_empty());
    store.close().await;
}

#[tokio::test]
async fn a_write_that_does_not_follow_the_log_fails_alone() {
    let dir = tempfile::tempdir().unwrap();
    let store = support::store(&dir).await;
    let a = create(&store, "aaaaa").await;
    let b = create(&store, "bbbbb").await;
    // Queued together, so that they share a transaction: the bad one must not take the
    // good ones down with it.
    let good_a = store
        .submit(Write::Append(append(a, 0, &["pass 0", "close"], "a1")))
        .unwrap();
    let bad = store
        .submit(Write::Append(append(b, 3, &["pass 0"], "b1")))
        .unwrap();
    let good_b = store
        .submit(Write::Append(append(b, 0, &["pass 0"], "b2")))
        .unwrap();
    let twice = store
        .submit(Write::Append(append(a, 0, &["undo 0"], "a2")))
        .unwrap();
    assert_eq!(good_a.await.unwrap().unwrap(), Output::Done);
    assert!(matches!(
        bad.await.unwrap(),
        Err(StoreError::Conflict { expected: 3, .. })
    ));
    assert_eq!(good_b.await.unwrap().unwrap(), Output::Done);
    assert!(matches!(
        twice.await.unwrap(),
        Err(StoreError::Conflict { .. })
    ));
    let a_moves: Vec<String> = store
        .load_game(a)
        .await
        .unwrap()
        .unwrap()
        .moves
        .into_iter()
        .map(|m| m.text)
        .collect();
    assert_eq!(a_moves, vec!["pass 0", "close"]);
    assert_eq!(store.load_game(b).await.unwrap().unwrap().moves.len(), 1);
    let keys: Vec<String> = store
        .events_after(0, 10)
        .await
        .unwrap()
        .into_iter()
        .map(|e| e.key)
        .collect();
    assert_eq!(keys, vec!["a1", "b2"]);
    // An ended game takes no more moves.
    let mut end = append(b, 1, &[], "b3");
    end.status = GameStatus::Cancelled;
    store.write(Write::Append(end)).await.unwrap();
    assert!(matches!(
        store
            .write(Write::Append(append(b, 1, &["pass 0"], "b4")))
            .await,
        Err(StoreError::Conflict { .. })
    ));
    store.close().await;
}

/// About SQLite's file names: this test opens its file in the PostgreSQL runs too.
#[tokio::test]
async fn a_file_name_with_url_characters_opens_that_file() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("odd ?#% name.db");
    let store = Store::open(&path).await.unwrap();
    create(&store, "odd01").await;
    store.close().await;
    assert!(path.exists());
    let again = Store::open_read_only(&path).await.unwrap();
    assert!(again.find_game("odd01").await.unwrap().is_some());
    again.close().await;
}

// ----- The daily challenge -----

fn daily_game(public_id: &str, host: UserId) -> NewGame {
    NewGame {
        public_id: public_id.into(),
        kind: "tucana".into(),
        place: Place {
            guild: GuildId(1),
            channel: ChannelId(2),
        },
        host,
        host_name: format!("u{host}"),
        options: "{}".into(),
        ruleset: 1,
        seed: u64::MAX,
        turn_ms: 1000,
        reminder_ms: 0,
        bank_ms: 0,
        max_players: 1,
        created_at: 5,
        self_paced: true,
        hints: false,
        language: "en".into(),
    }
}

async fn attempt(store: &Store, public_id: &str, user: UserId, guild: Option<GuildId>) -> GameKey {
    let write = Write::CreateDailyGame {
        game: daily_game(public_id, user),
        date: "2026-11-22".into(),
        guild,
    };
    match store.write(write).await.unwrap() {
        Output::GameId(id) => id,
        other => panic!("{other:?}"),
    }
}

async fn end(store: &Store, game_id: GameKey, total: u32, bonus: u32, at: Millis) {
    store
        .write(Write::Append(Append {
            game_id,
            first_seq: 0,
            moves: Vec::new(),
            events: Vec::new(),
            status: GameStatus::Finished,
            schedule: GameSchedule::default(),
            seats: Vec::new(),
            ended_at: Some(at),
            result: Some(SoloResult {
                total,
                bonus,
                title: Some("T".into()),
            }),
            notices: Vec::new(),
            at,
        }))
        .await
        .unwrap();
}

#[tokio::test]
async fn days_attempts_boards_and_results() {
    let dir = tempfile::tempdir().unwrap();
    let store = support::store(&dir).await;
    let day = |seed: u64| Write::RecordDailyDay {
        game: "tucana".into(),
        date: "2026-11-22".into(),
        version: 1,
        seed,
        options: "{}".into(),
        at: 3,
    };
    assert_eq!(
        store.write(day(u64::MAX)).await.unwrap(),
        Output::Changed(true)
    );
    assert_eq!(store.write(day(7)).await.unwrap(), Output::Changed(false));
    let row = store
        .daily_day("tucana", "2026-11-22")
        .await
        .unwrap()
        .unwrap();
    assert_eq!((row.seed, row.version), (u64::MAX, 1));
    assert!(store
        .daily_day("tucana", "2026-11-23")
        .await
        .unwrap()
        .is_none());

    let a = attempt(
        &store,
        "aaaaa",
        UserId(u64::MAX),
        Some(GuildId(u64::MAX - 1)),
    )
    .await;
    let b = attempt(&store, "bbbbb", UserId(2), None).await;
    let c = attempt(&store, "ccccc", UserId(3), Some(GuildId(u64::MAX - 1))).await;
    // A second attempt of the day fails, and leaves no game behind.
    assert!(matches!(
        store
            .write(Write::CreateDailyGame {
                game: daily_game("ddddd", UserId(2)),
                date: "2026-11-22".into(),
                guild: None,
            })
            .await,
        Err(StoreError::Duplicate(_))
    ));
    assert!(store.find_game("ddddd").await.unwrap().is_none());
    assert!(store.find_game("aaaaa").await.unwrap().unwrap().self_paced);

    let got = store
        .daily_attempt(UserId(u64::MAX), "tucana", "2026-11-22")
        .await
        .unwrap()
        .unwrap();
    assert_eq!(
        (got.game_id, got.guild, got.public_id.as_str(), got.total),
        (a, Some(GuildId(u64::MAX - 1)), "aaaaa", None)
    );
    assert_eq!(
        store
            .daily_attempt_of_game("bbbbb")
            .await
            .unwrap()
            .map(|r| (r.user, r.game_id)),
        Some((UserId(2), b))
    );
    assert!(store
        .daily_attempt_of_game("zzzzz")
        .await
        .unwrap()
        .is_none());
    assert!(store
        .daily_attempt(UserId(2), "tucana", "2026-11-21")
        .await
        .unwrap()
        .is_none());

    end(&store, a, 50, 3, 10).await;
    end(&store, b, 60, 0, 11).await;
    end(&store, c, 50, 3, 12).await;
    let (rows, n) = store
        .daily_leaderboard("tucana", "2026-11-22", None, 10, 0)
        .await
        .unwrap();
    assert_eq!(n, 3);
    let order: Vec<(u32, UserId)> = rows.iter().map(|r| (r.rank, r.user)).collect();
    assert_eq!(
        order,
        vec![(1, UserId(2)), (2, UserId(u64::MAX)), (2, UserId(3))]
    );
    let (rows, n) = store
        .daily_leaderboard("tucana", "2026-11-22", Some(GuildId(u64::MAX - 1)), 1, 1)
        .await
        .unwrap();
    assert_eq!(
        (n, rows.len(), rows[0].user, rows[0].rank),
        (2, 1, UserId(3), 1)
    );
    let results = store.daily_results(UserId(3), "tucana").await.unwrap();
    assert_eq!(
        results,
        vec![DailyResultRow {
            date: "2026-11-22".into(),
            total: 50,
            bonus: 3
        }]
    );
    store.close().await;
}

/// A replay drawn for `game_id` at `at` (`bytes` of it), or why it cannot be, within a
/// budget of 250 bytes.
fn keep_replay(game_id: GameKey, drawn: Result<Vec<u8>, String>, at: Millis) -> Write {
    Write::KeepReplay {
        game_id,
        drawn,
        at,
        forget_before: 0,
        budget: 250,
    }
}

/// The replays kept are bounded in bytes, the least recently used forgotten first (never
/// the one kept now); one that cannot be drawn is kept as such, with no bytes; the post of
/// a replay an end post owed is added once, and only if it was drawn.
#[tokio::test]
async fn replays_are_kept_within_a_byte_budget() {
    let dir = tempfile::tempdir().unwrap();
    let store = support::store(&dir).await;
    let mut games = Vec::new();
    for id in ["rpla1", "rpla2", "rpla3", "rpla4"] {
        games.push(create(&store, id).await);
    }
    let [a, b, c, d] = games[..] else {
        unreachable!()
    };
    let kept = |store: &Store| {
        let store = store.clone();
        async move {
            let mut kept = Vec::new();
            for (name, id) in ["a", "b", "c", "d"].into_iter().zip([a, b, c, d]) {
                if store.replay(id).await.unwrap().is_some() {
                    kept.push(name);
                }
            }
            (kept, store.replay_bytes().await.unwrap())
        }
    };
    store
        .write(keep_replay(a, Ok(vec![1; 100]), 1))
        .await
        .unwrap();
    store
        .write(keep_replay(b, Ok(vec![2; 100]), 2))
        .await
        .unwrap();
    // Shown again: a is now more recently used than b.
    let touch = Write::TouchReplay { game_id: a, at: 3 };
    assert_eq!(store.write(touch).await.unwrap(), Output::Changed(true));
    store
        .write(keep_replay(c, Ok(vec![3; 100]), 4))
        .await
        .unwrap();
    assert_eq!(kept(&store).await, (vec!["a", "c"], 200));

    // Cannot be drawn: remembered, with no bytes; a second outcome does not replace it.
    let failed = keep_replay(b, Err("move 3 does not replay".into()), 5);
    assert_eq!(store.write(failed).await.unwrap(), Output::Changed(true));
    let again = keep_replay(b, Ok(vec![2; 100]), 6);
    assert_eq!(store.write(again).await.unwrap(), Output::Changed(false));
    assert_eq!(
        store.replay_failure(b).await.unwrap().as_deref(),
        Some("move 3 does not replay")
    );
    assert_eq!(store.replay_failure(a).await.unwrap(), None);
    assert_eq!(kept(&store).await, (vec!["a", "c"], 200));

    // Owed to end posts: c's post is added once; b's, which cannot be drawn, never.
    let post = |game_id| Write::PayReplay {
        game_id,
        event: NewEvent {
            kind: "replay".into(),
            key: format!("{game_id}:replay"),
            payload: r#"{"kind":"replay"}"#.into(),
            seq: None,
        },
        at: 7,
    };
    for game_id in [b, c] {
        assert_eq!(
            store.write(post(game_id)).await.unwrap(),
            Output::Changed(false)
        );
        let owe = Write::OweReplay { game_id, at: 7 };
        assert_eq!(store.write(owe).await.unwrap(), Output::Changed(true));
    }
    assert_eq!(store.write(post(b)).await.unwrap(), Output::Changed(false));
    assert_eq!(store.write(post(c)).await.unwrap(), Output::Changed(true));
    assert_eq!(store.write(post(c)).await.unwrap(), Output::Changed(false));
    let posts: Vec<String> = store
        .events_after(0, 100)
        .await
        .unwrap()
        .into_iter()
        .filter(|e| e.kind == "replay")
        .map(|e| e.key)
        .collect();
    assert_eq!(posts, [format!("{c}:replay")]);
    assert!(store.replays_owed(None).await.unwrap().is_empty());

    // Bigger than the budget alone: kept, and everything else forgotten.
    store
        .write(keep_replay(d, Ok(vec![4; 300]), 8))
        .await
        .unwrap();
    assert_eq!(kept(&store).await, (vec!["d"], 300));
}

/// Turn notices sent or given up are deleted a week after, when others are sent.
#[tokio::test]
async fn turn_notices_done_are_deleted_a_week_later() {
    use tucana::store::{NewTurnNotice, NoticeWrite, NOTICES_KEPT};
    let dir = tempfile::tempdir().unwrap();
    let store = support::store(&dir).await;
    let notice = |key: &str, at: Millis| NewTurnNotice {
        user: UserId(5),
        place: new_game("x").place,
        key: key.into(),
        line: format!("the turn of {key}"),
        at,
    };
    let queue = NoticeWrite::Queue(vec![notice("n1", 0), notice("n2", 0), notice("n3", 0)]);
    store.write(Write::Notices(queue)).await.unwrap();
    let ids: Vec<i64> = store
        .pending_turn_notices(None, 10)
        .await
        .unwrap()
        .iter()
        .map(|n| n.id)
        .collect();
    let done = |ids: &[i64], at: Millis| {
        Write::Notices(NoticeWrite::Done {
            ids: ids.to_vec(),
            failure: None,
            at,
        })
    };
    store.write(done(&ids[..1], 0)).await.unwrap();
    let given_up = NoticeWrite::Failed {
        ids: ids[1..2].to_vec(),
        reason: "no".into(),
        give_up_after: 1,
        at: 0,
    };
    store.write(Write::Notices(given_up)).await.unwrap();
    let left = || async {
        let mut conn = support::connection(&dir).await;
        let keys: Vec<String> =
            sqlx::query_scalar("SELECT idem_key FROM turn_notices ORDER BY idem_key")
                .fetch_all(&mut conn)
                .await
                .unwrap();
        conn.close().await.unwrap();
        keys
    };
    // A week to the millisecond: still kept.
    store.write(done(&ids[2..], NOTICES_KEPT)).await.unwrap();
    assert_eq!(left().await, ["n1", "n2", "n3"]);
    // Past it: the first two go; the third, sent a week later, stays.
    store.write(done(&[], NOTICES_KEPT + 1)).await.unwrap();
    assert_eq!(left().await, ["n3"]);
}
