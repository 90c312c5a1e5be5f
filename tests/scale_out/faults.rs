//! Faults of a bot on PostgreSQL: two bot processes over one database, one of them
//! killed with SIGKILL mid-turn and restarted; and the database's connections cut under a
//! running service.
//!
//! **Two processes.** The fake Discord serves 4 shards. The bot runs as two processes, children of this test
//! (this test binary again, in its child role): `SHARDS=0-1/4` and `SHARDS=2-3/4`, each
//! with its own service on the same PostgreSQL database and a test clock this test moves
//! (a line on the child's stdin). A game is played in a server of each half, through
//! slash commands and buttons only:
//! - turn 1: alice plays in both games; 21 hours on, both reminders name bob;
//! - while bob's move in the low half's game is on its way (the bot has deferred its
//!   answer), the low process is killed with SIGKILL; the high half's game goes on;
//! - the low process comes back 46 hours in, past the deadline of its open turn: that
//!   deadline fires then, and the reminder sent before the kill not again; the high game's
//!   deadline passes too; 21 hours later both processes send the next turns' reminders;
//! - both games are played to their end.
//!
//! Then: every acknowledged move is in the database, in its order; no turn had two
//! reminders or two deadlines, and each was posted once; every event was delivered; no
//! post is visible twice (each message create carries its event's nonce with
//! `enforce_nonce`), and a post was sent again only across the kill.
//!
//! **A lost connection.** Every connection to the database is ended by the server (as a
//! restart of PostgreSQL or a dropped network would), the writer's included: a move may
//! then fail once, as a transient error to try again, and the next goes through on a new
//! connection; every acknowledged move is stored.

use crate::support;

use std::collections::HashMap;
use std::process::{Child, ChildStdin};
use std::sync::Arc;
use std::time::{Duration, Instant};

use sqlx::Connection as _;
use support::*;
use tucana::app::{GameSettings, Place, Service, ServiceConfig, ShardRange, TestClock, UserId};
use tucana::discord::{BotConfig, BotData};
use tucana::game::rng::Rng;
use tucana::store::{GameStatus, Store};

/// Set (to the process's `SHARDS`) in the children.
const CHILD_ENV: &str = "TUCANA_SCALE_OUT_CHILD";
const HOUR_MS: i64 = 3_600_000;
/// How long a child may take to answer (its start connects two shards, 5 s apart): the
/// tests' patience, a guard against a hang.
const CHILD_TIMEOUT: Duration = support::PATIENCE;

/// A text channel of a server, where games are opened.
#[derive(Clone, Copy, Debug)]
struct Server {
    guild: u64,
    channel: u64,
}

/// The test server, on shard 3 of 4: the high process's.
const HIGH_SERVER: Server = Server {
    guild: GUILD_ID,
    channel: CHANNEL_ID,
};
/// A server on shard 0 of 4 (the next id up in Discord's shard bits): the low process's.
const LOW_SERVER: Server = Server {
    guild: GUILD_ID + (1 << 22),
    channel: CHANNEL_ID + 1_000,
};

// ----- The child: one bot process -----

#[test]
fn bot_process() {
    let Ok(shards) = std::env::var(CHILD_ENV) else {
        return; // only a role for the parent's children
    };
    let range: ShardRange = shards.parse().expect("SHARDS");
    let url = std::env::var("TUCANA_DB").expect("TUCANA_DB");
    let api = std::env::var("TUCANA_API").expect("TUCANA_API");
    let now: i64 = std::env::var("TUCANA_NOW").unwrap().parse().unwrap();
    let rt = child::runtime();
    rt.block_on(async move {
        // What `tucana` with `DATABASE_URL=postgres://…` and `SHARDS` does (`discord::run`),
        // with the test's clock and the fake's address.
        let clock = Arc::new(TestClock::new(now));
        let store = Store::connect(&url).await.expect("the child's store opens");
        let config = ServiceConfig {
            shards: Some(range),
            ..ServiceConfig::default()
        };
        let service = Service::start(store, clock.clone(), config)
            .await
            .expect("the child's service starts");
        let bot = tucana::discord::start(BotConfig {
            token: BOT_TOKEN.to_owned(),
            guild_id: None,
            api_base: Some(api),
            shards: Some(range),
            data: BotData::new(service.clone()).unwrap(),
        })
        .await
        .expect("the child's bot starts");
        bot.wait_ready(CHILD_TIMEOUT)
            .await
            .expect("the child's bot gets ready");
        child::say("ready");
        let mut rx = child::parent_lines();
        // `at T`: the clock moves to T. The end of stdin (the parent is done or gone): stop.
        while let Some(line) = rx.recv().await {
            let at: i64 = line.strip_prefix("at ").unwrap().parse().unwrap();
            clock.set(at);
            child::say(&format!("at {at}"));
        }
        let _ = bot.shutdown().await;
        service.shutdown().await;
    });
    std::process::exit(0);
}

// ----- The parent -----

/// A running child.
struct Bot {
    child: Child,
    stdin: ChildStdin,
    said: tokio::sync::mpsc::UnboundedReceiver<String>,
}

impl Bot {
    fn spawn(shards: &str, db: &str, api: &str, now: i64) -> Bot {
        let vars = [
            (CHILD_ENV, shards.to_owned()),
            ("TUCANA_DB", db.to_owned()),
            ("TUCANA_API", api.to_owned()),
            ("TUCANA_NOW", now.to_string()),
        ];
        let (tx, said) = tokio::sync::mpsc::unbounded_channel();
        let (child, stdin) = child::spawn(module_path!(), "bot_process", &vars, move |line| {
            tx.send(line.to_owned()).is_ok()
        });
        Bot { child, stdin, said }
    }

    /// Waits until the child says `what`.
    async fn expect(&mut self, what: &str) {
        let deadline = tokio::time::Instant::now() + CHILD_TIMEOUT;
        loop {
            match tokio::time::timeout_at(deadline, self.said.recv()).await {
                Ok(Some(line)) if line == what => return,
                Ok(Some(_)) => {}
                Ok(None) => panic!("the bot process ended before it said {what:?}"),
                Err(_) => panic!("the bot process did not say {what:?} in {CHILD_TIMEOUT:?}"),
            }
        }
    }

    /// Moves the child's clock to `at`, once it has.
    async fn set_clock(&mut self, at: i64) {
        child::tell(&mut self.stdin, &format!("at {at}"));
        self.expect(&format!("at {at}")).await;
    }

    fn kill(mut self) {
        self.child.kill().expect("SIGKILL");
        self.child.wait().unwrap();
    }
}

impl Drop for Bot {
    fn drop(&mut self) {
        // A failing test leaves no bot behind (a child also stops when its stdin closes).
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A game opened in a thread of `server`.
struct TestGame {
    server: Server,
    thread: u64,
    id: String,
    /// The players by seat.
    users: Vec<TestUser>,
}

/// A move the bot acknowledged: its game, and the move as the log stores it.
type Ack = (String, String);

/// `/game new game:tucana` by alice in `server`, bob joins, alice starts: all through the bot.
async fn open_game(fake: &FakeDiscord, store: &Store, server: Server) -> TestGame {
    let guild = Some(server.guild);
    let before = fake.threads().len();
    let new = slash_command(
        "game",
        Some("new"),
        &[opt("game", "tucana"), opt("turn_hours", 24)],
        &alice(),
        server.channel,
        guild,
    );
    answer(fake, &new).await;
    let threads = fake.threads();
    assert_eq!(threads.len(), before + 1, "/game new opened a thread");
    let thread: u64 = threads[before]["id"].as_str().unwrap().parse().unwrap();
    let lobby = fake.channel_posts(thread, 1).await.remove(0);
    let message = lobby.response.clone().expect("the lobby message");
    let games = store
        .games_in_place(Place {
            guild: server.guild.into(),
            channel: thread.into(),
        })
        .await
        .unwrap();
    let id = games[0].public_id.clone();
    for (user, button_id) in [(bob(), "join"), (alice(), "start")] {
        let click = button(
            &format!("lobby:{button_id}:{id}"),
            &message,
            &user,
            thread,
            guild,
        );
        let answer = press(fake, &click).await;
        assert!(is_redraw(&answer), "{button_id}: {answer:?}");
    }
    let stored = store.load_game(games[0].id).await.unwrap().unwrap();
    assert_eq!(stored.game.status, GameStatus::Active);
    let mut players = stored.players.clone();
    players.sort_by_key(|p| p.seat);
    let users = players
        .iter()
        .map(|p| {
            [alice(), bob()]
                .into_iter()
                .find(|u| u.user() == p.user)
                .unwrap()
        })
        .collect();
    TestGame {
        server,
        thread,
        id,
        users,
    }
}

/// The game as the database has it.
async fn current(store: &Store, game: &TestGame) -> tucana::games::tucana::Game {
    stored_game(store, &game.id).await
}

/// The game `id` as the database has it.
async fn stored_game(store: &Store, id: &str) -> tucana::games::tucana::Game {
    let row = store.find_game(id).await.unwrap().unwrap();
    replay(&store.load_game(row.id).await.unwrap().unwrap())
}

/// The `/trail` (a random legal trail) or `/pass` that `seat` would play now, as stored.
fn next_move(game: &tucana::games::tucana::Game, seat: usize, rng: &mut Rng) -> String {
    let legal = game.legal_trails(seat);
    match legal.nth(rng.below(legal.len().max(1) as u32) as usize) {
        Some(edge) => format!("trail {seat} {}", game.map().edge_label(edge)),
        None => format!("pass {seat}"),
    }
}

/// The slash command that plays `mv` (as [`next_move`] gives it) for its seat.
fn command_for(game: &TestGame, mv: &str) -> FakeInteraction {
    let words: Vec<&str> = mv.split(' ').collect();
    let user = &game.users[words[1].parse::<usize>().unwrap()];
    let guild = Some(game.server.guild);
    match words[..] {
        ["trail", _, label] => slash_command(
            "trail",
            None,
            &[opt("trail", label)],
            user,
            game.thread,
            guild,
        ),
        _ => slash_command("pass", None, &[], user, game.thread, guild),
    }
}

/// Whether `reply` acknowledges `mv`.
fn acknowledges(reply: &RecordedRequest, mv: &str) -> bool {
    let text = reply.content().unwrap_or_default();
    match mv.rsplit_once(' ') {
        Some((kind, label)) if kind.starts_with("trail") => {
            // A reply may begin with what the others did meanwhile.
            support::table::after_away(&text).starts_with(&format!("You drew **{label}**"))
        }
        _ => text.contains("passed"),
    }
}

/// Plays the moves of `seats` (every seat: `None`) in the current turn until none of them
/// is waiting or the turn is over; the turn's (round, turn) before.
async fn play_turn(
    fake: &FakeDiscord,
    store: &Store,
    game: &TestGame,
    seats: Option<&[usize]>,
    rng: &mut Rng,
    acks: &mut Vec<Ack>,
) {
    let start = current(store, game).await;
    let turn = (start.round(), start.turn());
    loop {
        let now = current(store, game).await;
        if now.is_finished() || (now.round(), now.turn()) != turn {
            return;
        }
        let waiting: Vec<usize> = now
            .waiting_for()
            .filter(|s| seats.is_none_or(|seats| seats.contains(s)))
            .collect();
        let Some(&seat) = waiting.first() else {
            return;
        };
        let mv = next_move(&now, seat, rng);
        let reply = answer(fake, &command_for(game, &mv)).await;
        assert!(acknowledges(&reply, &mv), "{mv}: {reply:?}");
        acks.push((game.id.clone(), mv));
    }
}

#[test]
fn two_processes_share_one_postgres_and_survive_a_sigkill() {
    if std::env::var(CHILD_ENV).is_ok() {
        return;
    }
    let Some(server) = support::postgres::server_or_skip("the two-process test") else {
        return;
    };
    // Worker threads serve the fake Discord while the test's own thread drives it.
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    rt.block_on(async {
        let started = Instant::now();
        let db = server.fresh_database().await;
        // The schema first, and the test's own view of the database.
        Store::connect(&db).await.unwrap().close().await;
        let store = Store::connect_read_only(&db).await.unwrap();
        let fake = FakeDiscord::start_with_shards(4).await;
        fake.add_text_channel(LOW_SERVER.channel, LOW_SERVER.guild);
        assert_eq!(ShardRange::shard_of(HIGH_SERVER.guild, 4), 3);
        assert_eq!(ShardRange::shard_of(LOW_SERVER.guild, 4), 0);

        let api = fake.api_base();
        let mut low = Bot::spawn("0-1/4", &db, &api, T0);
        let mut high = Bot::spawn("2-3/4", &db, &api, T0);
        low.expect("ready").await;
        high.expect("ready").await;
        let mut shards = fake.connected_shards();
        shards.sort();
        assert_eq!(shards, [[0, 4], [1, 4], [2, 4], [3, 4]]);

        let mut rng = Rng::new(16, 0);
        let mut acks: Vec<Ack> = Vec::new();
        let high_game = open_game(&fake, &store, HIGH_SERVER).await;
        let low_game = open_game(&fake, &store, LOW_SERVER).await;

        // Turn 1: alice plays in both games. 21 hours on, the reminders (4 hours before a
        // 24-hour deadline) name bob in both.
        play_turn(&fake, &store, &high_game, Some(&[0]), &mut rng, &mut acks).await;
        play_turn(&fake, &store, &low_game, Some(&[0]), &mut rng, &mut acks).await;
        let mut now = T0 + 21 * HOUR_MS;
        for bot in [&mut high, &mut low] {
            bot.set_clock(now).await;
        }
        wait_posts(&fake, [&high_game, &low_game], "Reminder:", 1).await;

        // Bob's move in the low game is under way (the bot has deferred its answer) when
        // the low process is killed.
        let game = current(&store, &low_game).await;
        let in_flight = next_move(&game, 1, &mut rng);
        let ix = command_for(&low_game, &in_flight);
        fake.dispatch_interaction(&ix);
        fake.callback(&ix).await;
        low.kill();
        // Whether it was acknowledged is looked at once the games are over: a request the
        // killed process sent may reach the fake's records later still.
        let in_flight_at = acks.len();

        // The high half goes on: bob finishes turn 1, alice plays turn 2.
        play_turn(&fake, &store, &high_game, Some(&[1]), &mut rng, &mut acks).await;
        play_turn(&fake, &store, &high_game, Some(&[0]), &mut rng, &mut acks).await;
        let high_now = current(&store, &high_game).await;
        assert!(
            (high_now.round(), high_now.turn()) > (0, 0),
            "the high game is past its first turn"
        );

        // The low process comes back past the deadline of its open turn (it passed while
        // the process was down): the deadline fires, the reminder sent before the kill does
        // not again. The high game's open turn passes its deadline too.
        now = T0 + 46 * HOUR_MS;
        high.set_clock(now).await;
        let restarted_at = Instant::now();
        let mut low = Bot::spawn("0-1/4", &db, &api, now);
        low.expect("ready").await;
        wait_posts(&fake, [&high_game, &low_game], "Time is up:", 1).await;
        // The next turns' reminders come in both processes, the restarted one's included.
        now += 21 * HOUR_MS;
        for bot in [&mut high, &mut low] {
            bot.set_clock(now).await;
        }
        wait_posts(&fake, [&high_game, &low_game], "Reminder:", 2).await;

        // Both games to their end.
        let mut turns = 0;
        loop {
            let mut playing = false;
            for game in [&high_game, &low_game] {
                if !current(&store, game).await.is_finished() {
                    play_turn(&fake, &store, game, None, &mut rng, &mut acks).await;
                    playing = true;
                }
            }
            if !playing {
                break;
            }
            turns += 1;
        }
        delivered(&store).await;
        // What reached Discord from the killed process: everything it sent is in by now.
        let acknowledged = fake
            .requests_matching(|r| {
                r.is("POST", &ix.callback_route()) || r.is("POST", &ix.webhook_route())
            })
            .iter()
            .any(|r| acknowledges(r, &in_flight));
        if acknowledged {
            acks.insert(in_flight_at, (low_game.id.clone(), in_flight.clone()));
        }
        println!(
            "{} moves acknowledged, {turns} turns after the deadlines; the move under way at \
             the kill was {}acknowledged; {:.1} s",
            acks.len(),
            if acknowledged { "" } else { "not " },
            started.elapsed().as_secs_f64()
        );

        let committed = verify_moves(&store, [&high_game, &low_game], &acks, &in_flight).await;
        if !acknowledged {
            let was = if committed { "was" } else { "was not" };
            println!("the unacknowledged move under way at the kill {was} committed");
        }
        verify_posts(&fake, &store, [&high_game, &low_game], restarted_at).await;
        drop(low);
        drop(high);
        fake.assert_no_unknown_routes();
        fake.assert_no_problems();
        store.close().await;
    });
}

/// Waits until each game's thread has at least `n` posts starting with `text`.
async fn wait_posts(fake: &FakeDiscord, games: [&TestGame; 2], text: &str, n: usize) {
    for game in games {
        let route = format!("/channels/{}/messages", game.thread);
        fake.wait_for_n(n, |r| {
            r.is("POST", &route) && r.content().is_some_and(|c| c.starts_with(text))
        })
        .await;
    }
}

/// Waits until every event is delivered (a guard against a hang, not a timing).
async fn delivered(store: &Store) {
    let deadline = Instant::now() + Duration::from_secs(600);
    loop {
        let events = store.events_after(0, u32::MAX).await.unwrap();
        if events.iter().all(|e| e.delivered_at.is_some()) {
            assert!(
                events.iter().all(|e| e.failed_at.is_none()),
                "none given up"
            );
            return;
        }
        assert!(Instant::now() < deadline, "the events were not delivered");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// Every acknowledged move is in its game's log, in the order acknowledged; the log holds
/// nothing else but the deadlines' `close` and, perhaps, the move under way at the kill.
async fn verify_moves(store: &Store, games: [&TestGame; 2], acks: &[Ack], in_flight: &str) -> bool {
    let mut stored_unacknowledged = false;
    for game in games {
        let row = store.find_game(&game.id).await.unwrap().unwrap();
        assert_eq!(
            row.status,
            GameStatus::Finished,
            "{} played to its end",
            game.id
        );
        let stored = store.load_game(row.id).await.unwrap().unwrap();
        let log: Vec<&str> = stored
            .moves
            .iter()
            .map(|m| m.text.as_str())
            .filter(|m| *m != "close")
            .collect();
        let acked: Vec<&str> = acks
            .iter()
            .filter(|(id, _)| *id == game.id)
            .map(|(_, mv)| mv.as_str())
            .collect();
        // The acknowledged moves are in the log in their order; what else is there is
        // the move under way at the kill, if it was committed.
        let mut expected = acked.iter().peekable();
        let mut unacked = Vec::new();
        for mv in &log {
            if expected.peek() == Some(&mv) {
                expected.next();
            } else {
                unacked.push(*mv);
            }
        }
        let missing: Vec<_> = expected.collect();
        assert!(
            missing.is_empty(),
            "{}: acknowledged moves not stored in their order: {missing:?}",
            game.id
        );
        assert!(
            unacked.is_empty() || unacked == [in_flight],
            "{}: moves stored without an acknowledgement: {unacked:?}",
            game.id
        );
        stored_unacknowledged |= !unacked.is_empty();
    }
    stored_unacknowledged
}

/// Each game's reminders and deadlines fired at most once per turn, and every post is
/// visible once; a post was sent again only by the low process started again at
/// `restarted_at` (after the kill).
async fn verify_posts(
    fake: &FakeDiscord,
    store: &Store,
    games: [&TestGame; 2],
    restarted_at: Instant,
) {
    let mut again = 0;
    for game in games {
        let row = store.find_game(&game.id).await.unwrap().unwrap();
        let events = store.game_events(row.id).await.unwrap();
        let count = |kind: &str| events.iter().filter(|e| e.kind == kind).count();
        let stored = store.load_game(row.id).await.unwrap().unwrap();
        let closes = stored.moves.iter().filter(|m| m.text == "close").count();
        assert!(closes >= 1, "{}: a deadline passed", game.id);
        assert_eq!(count("deadline_passed"), closes, "{}", game.id);
        let reminders = count("reminder");
        assert!(reminders >= 2, "{}: {reminders} reminders", game.id);
        // Once per turn: no turn has two reminders or two deadlines.
        let mut this_turn: HashMap<&str, usize> = HashMap::new();
        for event in &events {
            match event.kind.as_str() {
                "turn_started" => this_turn.clear(),
                kind @ ("reminder" | "deadline_passed") => {
                    let n = this_turn.entry(kind).or_default();
                    *n += 1;
                    assert_eq!(*n, 1, "{}: a second {kind} in one turn", game.id);
                }
                _ => {}
            }
        }

        let messages = fake.messages_in(game.thread);
        let mut visible: HashMap<String, usize> = HashMap::new();
        // The outbox's posts (a command's answers have no nonce).
        for nonce in messages.iter().filter_map(|m| m["nonce"].as_str()) {
            *visible.entry(nonce.to_owned()).or_default() += 1;
        }
        let twice: Vec<_> = visible.iter().filter(|(_, n)| **n > 1).collect();
        assert!(
            twice.is_empty(),
            "{}: posts visible twice: {twice:?}",
            game.id
        );
        let posted = |text: &str| {
            messages
                .iter()
                .filter(|m| m["content"].as_str().is_some_and(|c| c.starts_with(text)))
                .count()
        };
        assert_eq!(posted("Reminder:"), reminders, "{}", game.id);
        assert_eq!(posted("Time is up:"), closes, "{}", game.id);
        // A post is sent again only if it was sent before the kill and not confirmed: in the
        // killed process's game, by the process started after it. (Not "a kill between the
        // two arrivals": the fake may take a request in after the process that sent it was
        // killed, when this one is busy.)
        let route = format!("/channels/{}/messages", game.thread);
        let mut sent: HashMap<String, Instant> = HashMap::new();
        for create in fake.requests_matching(|r| r.is("POST", &route)) {
            let Some(nonce) = create.expect_json()["nonce"].as_str().map(str::to_owned) else {
                continue;
            };
            if let Some(before) = sent.insert(nonce.clone(), create.at) {
                assert!(
                    game.server.guild == LOW_SERVER.guild
                        && before < restarted_at
                        && restarted_at < create.at,
                    "{}: {nonce} sent again with no kill between",
                    game.id
                );
                again += 1;
            }
        }
        // Every event but a "still to play" update (an edit of its turn's post) is a post.
        for event in &events {
            if event.kind != "player_finished" {
                let nonce = tucana::discord::outbox::nonce(&event.key);
                assert!(
                    visible.contains_key(&nonce),
                    "{}: the {} event was not posted",
                    game.id,
                    event.kind
                );
            }
        }
    }
    assert!(again <= 1, "{again} posts sent again after one kill");
    println!("{again} post(s) sent again after the kill");
}

// ----- A user's own games, from servers of either process -----

/// A server without the bot on shard 3 of 4 (the high process's), where the players use
/// the app installed on their accounts.
const NO_BOT_HIGH: Server = Server {
    guild: GUILD_ID + (8 << 22),
    channel: CHANNEL_ID + 2_000,
};
/// A server without the bot on shard 0 of 4 (the low process's).
const NO_BOT_LOW: Server = Server {
    guild: GUILD_ID + (9 << 22),
    channel: CHANNEL_ID + 3_000,
};

/// A user-installed command in `server` (without the bot).
fn from_server(name: &str, options: &[Opt], user: &TestUser, server: Server) -> FakeInteraction {
    let (sub, name) = match name.split_once(' ') {
        Some((name, sub)) => (Some(sub), name),
        None => (None, name),
    };
    let away = Away::Server {
        guild: server.guild,
        channel: server.channel,
    };
    user_installed(name, sub, options, user, away)
}

/// Plays the next trail of `user`'s solo game `id` through `ix` (built from the trail's
/// label), checks that it is acknowledged, and notes it.
async fn play_trail(
    fake: &FakeDiscord,
    store: &Store,
    id: &str,
    rng: &mut Rng,
    acks: &mut Vec<Ack>,
    ix: impl Fn(&str) -> FakeInteraction,
) {
    let mv = next_move(&stored_game(store, id).await, 0, rng);
    let label = mv.strip_prefix("trail 0 ").expect("a trail to draw");
    let reply = answer(fake, &ix(label)).await;
    assert!(acknowledges(&reply, &mv), "{mv}: {reply:?}");
    acks.push((id.to_owned(), mv));
}

/// Two processes (shards 0–1 and 2–3 of 4): `/daily play` from a server without the bot
/// on each process's shards reaches that process (Discord carries the interaction on that
/// server's shard), which starts the player's game in their direct message; the same
/// command from the other process's server finds the same game; the moves made from the
/// direct message (shard 0: the low process) and from the high process's server are all
/// taken, each process finding the other's; and every post reaches the direct messages.
#[test]
fn a_user_s_own_games_are_reached_from_a_server_of_either_process_and_their_dm() {
    if std::env::var(CHILD_ENV).is_ok() {
        return;
    }
    let Some(server) = support::postgres::server_or_skip("the user-installed scale-out test")
    else {
        return;
    };
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    rt.block_on(async {
        let db = server.fresh_database().await;
        Store::connect(&db).await.unwrap().close().await;
        let store = Store::connect_read_only(&db).await.unwrap();
        let fake = FakeDiscord::start_with_shards(4).await;
        assert_eq!(ShardRange::shard_of(NO_BOT_HIGH.guild, 4), 3);
        assert_eq!(ShardRange::shard_of(NO_BOT_LOW.guild, 4), 0);
        let api = fake.api_base();
        let mut low = Bot::spawn("0-1/4", &db, &api, T0);
        let mut high = Bot::spawn("2-3/4", &db, &api, T0);
        low.expect("ready").await;
        high.expect("ready").await;

        // alice from the high process's server, bob from the low one's.
        let mut games = Vec::new();
        for (user, at) in [(alice(), NO_BOT_HIGH), (bob(), NO_BOT_LOW)] {
            let reply = answer(&fake, &from_server("daily play", &[], &user, at)).await;
            let dm = fake.dm_channel(user.id);
            let text = reply.content().unwrap_or_default();
            assert!(
                text.starts_with("Today's challenge")
                    && text.contains(&format!("/channels/@me/{dm}")),
                "{}: {reply:?}",
                user.name
            );
            let place = Place::direct(dm.into());
            let id = store.games_in_place(place).await.unwrap()[0]
                .public_id
                .clone();
            games.push((user, dm, id));
        }
        // alice again, from the low process's server: the same game, in her DMs.
        let again = answer(&fake, &from_server("daily play", &[], &alice(), NO_BOT_LOW)).await;
        assert!(
            again
                .content()
                .unwrap_or_default()
                .contains("is waiting in [your direct messages with me]"),
            "{again:?}"
        );
        // Their first turns come in their DMs (posted by the process with shard 0).
        for (_, dm, _) in &games {
            let route = format!("/channels/{dm}/messages");
            fake.wait_for_n(1, |r| {
                r.is("POST", &route)
                    && r.content()
                        .is_some_and(|c| c.starts_with("**Round 1, turn 1**"))
            })
            .await;
        }

        // Moves from the DMs, then alice's from the high process's server and her DM in
        // turn: each process takes up where the other left.
        let mut rng = Rng::new(42, 0);
        let mut acks: Vec<Ack> = Vec::new();
        for (user, dm, id) in &games {
            for _ in 0..3 {
                play_trail(&fake, &store, id, &mut rng, &mut acks, |label| {
                    user_installed(
                        "trail",
                        None,
                        &[opt("trail", label)],
                        user,
                        Away::BotDm(*dm),
                    )
                })
                .await;
            }
        }
        let (alice, alice_dm, alice_game) = games[0].clone();
        for _ in 0..2 {
            play_trail(&fake, &store, &alice_game, &mut rng, &mut acks, |label| {
                from_server("trail", &[opt("trail", label)], &alice, NO_BOT_HIGH)
            })
            .await;
            play_trail(&fake, &store, &alice_game, &mut rng, &mut acks, |label| {
                user_installed(
                    "trail",
                    None,
                    &[opt("trail", label)],
                    &alice,
                    Away::BotDm(alice_dm),
                )
            })
            .await;
        }

        // Every acknowledged move is stored, in order, and nothing else; every post delivered,
        // none refused, none twice.
        for (_, _, id) in &games {
            let row = store.find_game(id).await.unwrap().unwrap();
            let stored = store.load_game(row.id).await.unwrap().unwrap();
            let log: Vec<&str> = stored.moves.iter().map(|m| m.text.as_str()).collect();
            let acked: Vec<&str> = acks
                .iter()
                .filter(|(game, _)| game == id)
                .map(|(_, mv)| mv.as_str())
                .collect();
            assert_eq!(log, acked, "{id}");
        }
        delivered(&store).await;
        for (_, dm, _) in &games {
            let mut nonces: Vec<String> = fake
                .messages_in(*dm)
                .iter()
                .filter_map(|m| m["nonce"].as_str().map(str::to_owned))
                .collect();
            let all = nonces.len();
            nonces.sort();
            nonces.dedup();
            assert_eq!(nonces.len(), all, "no post twice in {dm}");
        }
        drop(low);
        drop(high);
        fake.assert_no_unknown_routes();
        fake.assert_no_problems();
        store.close().await;
    });
}

// ----- A lost connection -----

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_writer_connects_again_after_losing_its_connection() {
    let Some(server) = support::postgres::server_or_skip("the lost-connection test") else {
        return;
    };
    let db = server.fresh_database().await;
    let store = Store::connect(&db).await.unwrap();
    let svc = support::service::start(store, Arc::new(TestClock::new(T0)), false).await;
    let users = [UserId(1), UserId(2)];
    let game = started_game(&svc, &users, GameSettings::default()).await;
    let mut rng = Rng::new(9, 0);
    let mut acknowledged = support::play_turn(&svc, &game, &mut rng).await;
    assert!(acknowledged > 0);

    // The server ends every other connection to the database, as a restart would, and
    // this waits until their backends are gone (else a read could still find one alive,
    // then lose it mid-query).
    let name = db.rsplit('/').next().unwrap();
    let mut admin = sqlx::PgConnection::connect(&server.url("postgres"))
        .await
        .unwrap();
    let ended: i64 = sqlx::query_scalar(
        "SELECT count(*) FILTER (WHERE ended) FROM (SELECT pg_terminate_backend(pid, $2) \
         AS ended FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()) AS t",
    )
    .bind(name)
    .bind(support::PATIENCE.as_millis() as i64)
    .fetch_one(&mut admin)
    .await
    .unwrap();
    admin.close().await.unwrap();
    assert!(
        ended >= 2,
        "the writer's and a reader's connections ended: {ended}"
    );

    // The first move may find the connection gone: a transient error, and nothing
    // stored; the writer connects again for the next.
    let mut failures = 0;
    loop {
        let view = svc
            .view(&game)
            .await
            .expect("reads go on (the pool connects again)");
        let g = tucana::games::tucana::engine(view.game.as_deref().unwrap()).unwrap();
        let seat = g.waiting_for().next().expect("someone to play");
        let legal = g.legal_trails(seat);
        let edge = legal.nth(rng.below(legal.len() as u32) as usize).unwrap();
        let user = view.info.players[seat].player.user;
        match svc.play(&game, user, &g.map().edge_label(edge)).await {
            Ok(_) => break,
            Err(e) => {
                assert!(e.is_transient(), "{e}");
                failures += 1;
                assert!(failures < 3, "the writer did not connect again: {e}");
            }
        }
    }
    acknowledged += 1;
    for _ in 0..3 {
        acknowledged += support::play_turn(&svc, &game, &mut rng).await;
    }
    println!("{failures} move(s) refused while the connection was lost; {acknowledged} stored");

    // Every acknowledged move is stored (the game has no other moves: no deadline passed).
    let reader = Store::connect_read_only(&db).await.unwrap();
    let row = reader.find_game(&game).await.unwrap().unwrap();
    let stored = reader.load_game(row.id).await.unwrap().unwrap();
    assert_eq!(stored.moves.len(), acknowledged);
    assert_eq!(replay(&stored).log().len(), acknowledged);
    reader.close().await;
    svc.shutdown().await;
}
