//! A public bot among strangers: a game acts only in its own server and, if it is a solo
//! game, for its player; a command acts on the game it names or the thread's, never a
//! guessed one for what cannot be undone; interactions are answered in time whatever the
//! lobby message's rate limit; what users type comes back short and escaped.

use crate::support;

use std::time::Duration;
use tucana::app::Actor;

use serde_json::{json, Value};
use support::*;
use tucana::app::{GameSettings, GameStatus, Place};

/// A second server, where the bot is also installed, and a channel of it.
const OTHER_GUILD: u64 = 1_100_000_000_000_000_900;
const OTHER_GUILD_CHANNEL: u64 = 1_100_000_000_000_000_901;

/// Eve: a stranger to the first server, owner of the second.
fn eve() -> TestUser {
    TestUser::new(1_100_000_000_000_001_666, "eve")
}

/// Text permissions plus Manage Server.
fn admin(ix: &mut FakeInteraction) {
    ix.payload["member"]["permissions"] = json!((2_248_473_465_835_073u64 | 0x20).to_string());
}

/// `/name [sub] options` by `user` in `channel` of `guild`: its private answer's text.
async fn ask(
    t: &Table,
    name: &str,
    sub: Option<&str>,
    options: &[Opt],
    user: &TestUser,
    (guild, channel): (u64, u64),
) -> String {
    let ix = slash_command(name, sub, options, user, channel, Some(guild));
    t.answer(&ix).await.content().unwrap_or_default()
}

/// [`ask`] as an admin (Manage Server) of `guild`.
async fn ask_as_admin(
    t: &Table,
    name: &str,
    sub: Option<&str>,
    options: &[Opt],
    user: &TestUser,
    (guild, channel): (u64, u64),
) -> String {
    let mut ix = slash_command(name, sub, options, user, channel, Some(guild));
    admin(&mut ix);
    t.answer(&ix).await.content().unwrap_or_default()
}

/// The autocomplete choices of `/game status`'s `game` option.
async fn game_choices(t: &Table, user: &TestUser, (guild, channel): (u64, u64)) -> Vec<String> {
    let ix = autocomplete(
        "game",
        Some("status"),
        &[opt("game", "")],
        "game",
        user,
        channel,
        Some(guild),
    );
    t.fake.dispatch_interaction(&ix);
    let answer = t.fake.callback(&ix).await.expect_json();
    answer["data"]["choices"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["value"].as_str().unwrap().to_owned())
        .collect()
}

/// A click on `custom_id` (on `message`) by `user` from `guild`: the private answer's text.
async fn click_from(
    t: &Table,
    custom_id: &str,
    message: &Value,
    user: &TestUser,
    (guild, channel): (u64, u64),
) -> String {
    let ix = button(custom_id, message, user, channel, Some(guild));
    t.fake.dispatch_interaction(&ix);
    let callback = t.fake.callback(&ix).await;
    let answer = if matches!(callback.expect_json()["type"].as_u64(), Some(5 | 6)) {
        t.fake.followup(&ix).await
    } else {
        callback
    };
    assert!(answer.is_ephemeral(), "{answer:?}");
    answer.content().unwrap_or_default()
}

/// A started game of alice and bob in `channel` of the first server, made by the service.
async fn side_game(t: &Table, channel: u64) -> String {
    let place = Place {
        guild: GUILD_ID.into(),
        channel: channel.into(),
    };
    let svc = &t.service;
    let info = svc
        .create_game(
            place,
            &Actor::new(alice().id.into(), "alice"),
            GameSettings::default(),
        )
        .await
        .unwrap();
    svc.join(&info.id, &Actor::new(bob().id.into(), "bob"))
        .await
        .unwrap();
    svc.start_game(&info.id, alice().id.into()).await.unwrap();
    info.id
}

/// Whether anyone resigned from `game`.
async fn resigned(t: &Table, game: &str) -> bool {
    let row = t.service.store().find_game(game).await.unwrap().unwrap();
    let stored = t.service.store().load_game(row.id).await.unwrap().unwrap();
    stored.moves.iter().any(|m| m.text.starts_with("resign"))
}

const HERE: (u64, u64) = (GUILD_ID, CHANNEL_ID);
const THERE: (u64, u64) = (OTHER_GUILD, OTHER_GUILD_CHANNEL);
const ELSEWHERE: &str = "That game is on another server";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn games_act_only_in_their_own_server() {
    let t = Table::new().await;
    let (thread, game) = open_game(&t).await;
    let lobby_msg = t.fake.channel_posts(thread, 1).await[0]
        .response
        .clone()
        .unwrap();
    let lobby = t
        .service
        .create_game(
            Place {
                guild: GUILD_ID.into(),
                channel: OTHER_CHANNEL_ID.into(),
            },
            &Actor::new(alice().id.into(), "alice"),
            GameSettings::default(),
        )
        .await
        .unwrap()
        .id;
    let g = game.as_str();

    // Eve owns the other server: nothing of hers reaches a game of the first one, not even
    // with Manage Server there.
    let named = [opt("game", g)];
    for (name, sub) in [
        ("game", Some("cancel")),
        ("game", Some("status")),
        ("game", Some("scores")),
        ("game", Some("leave")),
        ("map", None),
        ("undo", None),
        ("pass", None),
    ] {
        let text = ask_as_admin(&t, name, sub, &named, &eve(), THERE).await;
        assert_eq!(text, ELSEWHERE, "/{name} {sub:?}");
    }
    let text = ask(
        &t,
        "trail",
        None,
        &[opt("trail", "c3-d4"), opt("game", g)],
        &eve(),
        THERE,
    )
    .await;
    assert_eq!(text, ELSEWHERE);
    let text = ask(
        &t,
        "game",
        Some("join"),
        &[opt("game", lobby.as_str())],
        &eve(),
        THERE,
    )
    .await;
    assert_eq!(text, ELSEWHERE);
    // Buttons too: the lobby's, the turn post's "My map", the bonus skip.
    let text = click_from(
        &t,
        &format!("lobby:join:{lobby}"),
        &lobby_msg,
        &eve(),
        THERE,
    )
    .await;
    assert_eq!(text, ELSEWHERE);
    for id in [format!("turn:map:{g}"), format!("trail:skip:{g}")] {
        let text = click_from(&t, &id, &lobby_msg, &alice(), THERE).await;
        assert_eq!(text, ELSEWHERE, "{id}");
    }

    // Alice plays on the first server; from the second, her game is not hers to act on.
    let text = ask(&t, "game", Some("status"), &named, &alice(), THERE).await;
    assert_eq!(text, ELSEWHERE);
    let text = ask(&t, "game", Some("games"), &[], &alice(), THERE).await;
    assert!(text.contains("no game on this server"), "{text}");
    assert!(game_choices(&t, &alice(), THERE).await.is_empty());
    assert_eq!(game_choices(&t, &alice(), HERE).await, vec![game.clone()]);
    let ix = autocomplete(
        "trail",
        None,
        &[opt("trail", ""), opt("game", g)],
        "trail",
        &alice(),
        OTHER_GUILD_CHANNEL,
        Some(OTHER_GUILD),
    );
    t.fake.dispatch_interaction(&ix);
    let answer = t.fake.callback(&ix).await.expect_json();
    assert_eq!(answer["data"]["choices"], json!([]), "{answer}");

    // Nothing changed.
    let info = t.service.game_info(g).await.unwrap();
    assert_eq!(info.status, GameStatus::Active);
    assert_eq!(t.service.game_info(&lobby).await.unwrap().players.len(), 1);
    assert!(!resigned(&t, g).await);

    // Manage Server counts in the game's own server.
    let text = ask_as_admin(&t, "game", Some("cancel"), &named, &carol(), HERE).await;
    assert!(text.contains("cancelled"), "{text}");
    assert_eq!(
        t.service.game_info(g).await.unwrap().status,
        GameStatus::Cancelled
    );

    drain(&t.service).await;
    t.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_solo_game_is_its_players_alone() {
    let t = Table::new().await;
    let text = ask(
        &t,
        "game",
        Some("solo"),
        &[opt("game", "tucana")],
        &alice(),
        HERE,
    )
    .await;
    assert!(text.contains("solo game"), "{text}");
    let solo_thread = t.fake.threads()[0]["id"]
        .as_str()
        .unwrap()
        .parse::<u64>()
        .unwrap();
    let solo = t.game_in(solo_thread).await;
    let named = [opt("game", solo.as_str())];
    let private = "That game is someone else's solo game";

    // Bob, even as an admin, sees neither its trails nor its scores, and cannot end it.
    for (name, sub) in [
        ("game", Some("scores")),
        ("game", Some("status")),
        ("game", Some("cancel")),
        ("map", None),
    ] {
        let text = ask_as_admin(&t, name, sub, &named, &bob(), HERE).await;
        assert_eq!(text, private, "/{name} {sub:?}");
    }
    // Nor in its thread (a moderator may see a private thread).
    let in_thread = (GUILD_ID, solo_thread);
    let text = ask(&t, "game", Some("scores"), &[], &bob(), in_thread).await;
    assert_eq!(text, private);
    assert!(t.trail_choices("", &bob(), solo_thread).await.is_empty());

    // Alice plays it.
    let ix = slash_command(
        "game",
        Some("scores"),
        &[],
        &alice(),
        solo_thread,
        Some(GUILD_ID),
    );
    let reply = t.answer(&ix).await;
    assert!(reply.attachments()[0].is_png(), "{reply:?}");
    assert!(!t.trail_choices("", &alice(), solo_thread).await.is_empty());

    drain(&t.service).await;
    t.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn commands_act_on_the_named_game_and_never_guess_for_good() {
    let t = Table::new().await;
    let (thread, game) = open_game(&t).await;
    let lobby_msg = t.fake.channel_posts(thread, 1).await[0]
        .response
        .clone()
        .unwrap();
    let second_thread = 1_100_000_000_000_000_260;
    let other = side_game(&t, second_thread).await;
    let in_thread = (GUILD_ID, thread);

    // In a game's thread, naming another game is refused, not ignored.
    let text = ask(
        &t,
        "game",
        Some("status"),
        &[opt("game", other.as_str())],
        &bob(),
        in_thread,
    )
    .await;
    assert_eq!(
        text,
        format!("This thread is game {game}; you named {other}")
    );
    let text = ask(
        &t,
        "game",
        Some("status"),
        &[opt("game", game.to_uppercase().as_str())],
        &bob(),
        in_thread,
    )
    .await;
    assert!(
        after_away(&text).starts_with(&format!("Game `{game}`")),
        "{text}"
    );
    // Outside any thread, the option picks the game.
    let text = ask(
        &t,
        "game",
        Some("status"),
        &[opt("game", other.as_str())],
        &bob(),
        HERE,
    )
    .await;
    assert!(
        after_away(&text).starts_with(&format!("Game `{other}`")),
        "{text}"
    );

    // An old thread: its game was cancelled. Leave, pass and cancel there name no game, and
    // bob's (or alice's) other games are not guessed.
    let old_thread = 1_100_000_000_000_000_270;
    let old = side_game(&t, old_thread).await;
    t.service
        .cancel(&old, &who(alice().id.into()))
        .await
        .unwrap();
    let in_old = (GUILD_ID, old_thread);
    let must_name = "Name the game with the `game` option, or use this in the game's thread";
    assert_eq!(
        ask(&t, "game", Some("leave"), &[], &bob(), in_old).await,
        must_name
    );
    assert_eq!(ask(&t, "pass", None, &[], &bob(), in_old).await, must_name);
    assert_eq!(
        ask(&t, "game", Some("cancel"), &[], &alice(), in_old).await,
        must_name
    );
    assert_eq!(
        ask(&t, "game", Some("leave"), &[], &bob(), HERE).await,
        must_name
    );
    assert!(!resigned(&t, &game).await && !resigned(&t, &other).await);
    assert_eq!(
        t.service.game_info(&other).await.unwrap().status,
        GameStatus::Active
    );

    // The lobby's Leave button, still under the lobby message after the start, resigns
    // nobody.
    let text = click_from(
        &t,
        &format!("lobby:leave:{game}"),
        &lobby_msg,
        &bob(),
        in_thread,
    )
    .await;
    assert_eq!(text, "The game has started; use /game leave to resign");
    assert!(!resigned(&t, &game).await);

    // Named, leaving resigns.
    let text = ask(
        &t,
        "game",
        Some("leave"),
        &[opt("game", other.as_str())],
        &bob(),
        HERE,
    )
    .await;
    assert_eq!(text, format!("You resigned from game `{other}`."));
    assert!(resigned(&t, &other).await && !resigned(&t, &game).await);

    drain(&t.service).await;
    t.finish().await;
}

/// The lobby message's edits are rate limited (the fake holds the first one past the
/// 3 seconds and then answers 429): twenty joins in a burst are each answered in time, all
/// are saved, and the lobby message ends up showing them all.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_burst_of_joins_is_answered_in_time() {
    let t = Table::new().await;
    let (thread, game, lobby_id) = t.open_lobby(&[opt("max_players", 50)]).await;
    let lobby_route = format!("/channels/{thread}/messages/{lobby_id}");
    t.fake.fail_slowly(
        "PATCH",
        &lobby_route,
        &[429],
        4.0,
        Duration::from_millis(3500),
    );

    let players: Vec<TestUser> = (0..20)
        .map(|i| TestUser::new(1_100_000_000_000_002_000 + i, &format!("p{i}")))
        .collect();
    let burst: Vec<FakeInteraction> = players
        .iter()
        .map(|p| slash_command("game", Some("join"), &[], p, thread, Some(GUILD_ID)))
        .collect();
    for ix in &burst {
        t.fake.dispatch_interaction(ix);
    }
    for ix in &burst {
        let deferred = t.fake.callback(ix).await;
        assert_eq!(deferred.status, 204, "{deferred:?}");
        let answer = t.fake.followup(ix).await;
        assert!(
            answer.content().unwrap().contains("You joined"),
            "{answer:?}"
        );
    }
    let info = t.service.game_info(&game).await.unwrap();
    assert_eq!(info.players.len(), 21);

    // The lobby message catches up once the limit has passed.
    t.fake
        .wait_until(PATIENCE, |inner| {
            inner
                .requests
                .iter()
                .any(|r| {
                    r.is("PATCH", &lobby_route)
                        && r.status == 200
                        && r.content().is_some_and(|c| c.contains("(21/50)"))
                })
                .then_some(())
        })
        .await
        .expect("the lobby message shows every player");

    t.finish().await;
}

/// `/game status game:nope9` (a refusal), the first POST to its `route` answered 500:
/// that request and the one after it.
async fn failing_once(t: &Table, route: fn(&FakeInteraction) -> String) -> Vec<RecordedRequest> {
    let ix = slash_command(
        "game",
        Some("status"),
        &[opt("game", "nope9")],
        &alice(),
        CHANNEL_ID,
        Some(GUILD_ID),
    );
    let route = route(&ix);
    t.fake.fail_next("POST", &route, &[500], 0.0);
    t.fake.dispatch_interaction(&ix);
    t.fake.wait_for_n(2, |r| r.is("POST", &route)).await
}

fn id_of(message: &Value) -> u64 {
    message["id"].as_str().unwrap().parse().unwrap()
}

/// `/game new` opens its thread before the game exists; when the game cannot be created,
/// the thread goes too.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_that_cannot_be_created_leaves_no_thread() {
    let t = Table::new().await;
    // The database refuses new games from now on.
    let url = format!("sqlite://{}", t.db.display());
    let db = sqlx::SqlitePool::connect(&url).await.unwrap();
    sqlx::query(
        "CREATE TRIGGER no_new_games BEFORE INSERT ON games \
         BEGIN SELECT RAISE(ABORT, 'no new games'); END",
    )
    .execute(&db)
    .await
    .unwrap();
    db.close().await;

    let reply = t.tucana("new", &alice(), CHANNEL_ID).await;
    let text = reply.content().unwrap();
    assert!(!text.contains("is open in"), "{text}");
    let opened = t
        .fake
        .requests_matching(|r| r.is("POST", &format!("/channels/{CHANNEL_ID}/threads")));
    assert_eq!(opened.len(), 1, "a thread was opened");
    let thread = id_of(opened[0].response.as_ref().unwrap());
    t.fake
        .wait_for(|r| r.is("DELETE", &format!("/channels/{thread}")) && r.status == 200)
        .await;
    assert!(t.fake.threads().is_empty());

    t.finish().await;
}

/// Names are shown as typed, never as Markdown; replies about 50 players or many games, and
/// errors that repeat what was typed, stay within Discord's 2,000 characters; and when an
/// error reply cannot be sent, a short one is.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn names_are_escaped_and_replies_fit() {
    // Alice hosts the 30 games of "many games" below: past the default bounds of a host's
    // started games (at once, and in an hour), which this test is not about.
    let t = Table::configured(|c| {
        c.max_hosted_games = Some(40);
        c.max_hourly_starts = Some(40);
    })
    .await;
    let nick = "[free nitro](https://x.y)";
    let escaped = "\\[free nitro\\]\\(https\\://x.y\\)";
    let place = Place {
        guild: GUILD_ID.into(),
        channel: OTHER_CHANNEL_ID.into(),
    };
    let settings = GameSettings {
        max_players: 50,
        ..GameSettings::default()
    };
    let game = t
        .service
        .create_game(place, &Actor::new(alice().id.into(), "alice"), settings)
        .await
        .unwrap()
        .id;
    // Mallory joins with a masked link as her nickname; 48 more with long names.
    let mallory = TestUser::new(1_100_000_000_000_003_000, "mallory");
    let mut ix = slash_command(
        "game",
        Some("join"),
        &[opt("game", game.as_str())],
        &mallory,
        CHANNEL_ID,
        Some(GUILD_ID),
    );
    ix.payload["member"]["nick"] = json!(nick);
    let text = t.answer(&ix).await.content().unwrap();
    assert!(text.contains("You joined"), "{text}");
    for i in 0..48 {
        let name = format!("**a rather long nickname {i:02}**");
        t.service
            .join(
                &game,
                &Actor::new((1_100_000_000_000_003_100 + i).into(), &name),
            )
            .await
            .unwrap();
    }
    t.service
        .start_game(&game, alice().id.into())
        .await
        .unwrap();
    drain(&t.service).await;

    let named = [opt("game", game.as_str())];
    let status = ask(&t, "game", Some("status"), &named, &mallory, HERE).await;
    assert!(status.chars().count() <= 2000, "{}", status.len());
    assert!(
        status.contains(escaped) && !status.contains(nick),
        "{status}"
    );
    assert!(status.contains("and 30 more"), "{status}");
    let ix = slash_command(
        "game",
        Some("scores"),
        &named,
        &mallory,
        CHANNEL_ID,
        Some(GUILD_ID),
    );
    let scores = t.answer(&ix).await;
    let text = scores.content().unwrap();
    assert!(
        text.chars().count() <= 2000 && text.contains("more lines"),
        "{text}"
    );
    assert!(
        text.contains(escaped) && !text.contains("**a rather"),
        "{text}"
    );
    assert!(scores.attachments()[0].is_png());

    // Many games.
    for i in 0..30 {
        side_game(&t, 1_100_000_000_000_004_000 + i).await;
    }
    let games = ask(&t, "game", Some("games"), &[], &alice(), HERE).await;
    assert!(
        games.chars().count() <= 2000 && games.contains("more lines"),
        "{games}"
    );

    // What was typed comes back short and escaped.
    let typed = format!("[x](https://evil.example) {}", "z".repeat(6000));
    let text = ask(
        &t,
        "game",
        Some("status"),
        &[opt("game", typed.as_str())],
        &alice(),
        HERE,
    )
    .await;
    assert!(text.starts_with("No game with id \\[x\\]"), "{text}");
    assert!(text.chars().count() < 200, "{}", text.len());

    // An error reply that fails is followed by a short one.
    let tries = failing_once(&t, FakeInteraction::webhook_route).await;
    assert_eq!((tries[0].status, tries[1].status), (500, 200));
    assert_eq!(
        tries[1].content().as_deref(),
        Some("Something went wrong; please try again.")
    );

    // A deferral that fails is followed by the answer itself.
    let tries = failing_once(&t, FakeInteraction::callback_route).await;
    assert_eq!((tries[0].status, tries[1].status), (500, 204));
    assert_eq!(tries[1].content().as_deref(), Some("No game with id nope9"));

    t.finish().await;
}
