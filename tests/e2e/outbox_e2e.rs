//! The outbox against the fake Discord: one channel's failures never hold up another's
//! posts, refusals are given up and recorded (a DM the user closed at once, and muted),
//! posts too long for Discord are cut rather than refused, a picture that fails or files
//! too large leave a post as text, and what the adapter remembers of its posts shrinks as
//! games end.

use crate::support;

use std::time::Duration;
use tucana::app::Actor;
use tucana::app::{ChannelId, GuildId, UserId};

use support::games;
use support::*;
use tucana::app::{ExtraGames, GameSettings, GameStatus, Place};
use tucana::games::tucana::MapId;
use tucana::store::EventRow;

/// Creates a game in `channel` with these players (the first hosts) and starts it.
async fn started_in(t: &Table, channel: u64, players: &[(u64, String)]) -> String {
    let place = Place {
        guild: GuildId(GUILD_ID),
        channel: ChannelId(channel),
    };
    let settings = GameSettings {
        max_players: players.len().max(2),
        ..GameSettings::default()
    };
    let (host, host_name) = &players[0];
    let info = t
        .service
        .create_game(place, &Actor::new(UserId(*host), host_name), settings)
        .await
        .expect("create");
    for (user, name) in &players[1..] {
        t.service
            .join(&info.id, &Actor::new(UserId(*user), name))
            .await
            .expect("join");
    }
    t.service
        .start_game(&info.id, UserId(*host))
        .await
        .expect("start");
    info.id
}

fn two_players() -> Vec<(u64, String)> {
    vec![
        (alice().id, "alice".to_owned()),
        (bob().id, "bob".to_owned()),
    ]
}

/// Waits for a post accepted (200) in `channel` whose content contains `text`.
async fn accepted_post(fake: &FakeDiscord, channel: u64, text: &str) -> RecordedRequest {
    accepted_post_within(fake, channel, text, DEFAULT_TIMEOUT).await
}

async fn accepted_post_within(
    fake: &FakeDiscord,
    channel: u64,
    text: &str,
    timeout: Duration,
) -> RecordedRequest {
    let route = format!("/channels/{channel}/messages");
    let found = fake
        .wait_until(timeout, |inner| {
            inner
                .requests
                .iter()
                .find(|r| {
                    r.is("POST", &route)
                        && r.status == 200
                        && r.content().is_some_and(|c| c.contains(text))
                })
                .cloned()
        })
        .await;
    found.unwrap_or_else(|| panic!("no post of {text:?} in {channel}\n{}", fake.describe()))
}

/// Waits until the game's first event of `kind` is delivered or given up.
async fn settled(t: &Table, game: &str, kind: &str) -> EventRow {
    let what = format!("the {kind} event of {game} delivered or given up");
    eventually(&what, || async {
        let events = events_of(t, game).await;
        events
            .into_iter()
            .find(|e| e.kind == kind)
            .filter(|e| e.delivered_at.is_some() || e.failed_at.is_some())
    })
    .await
}

/// Every stored event of a game.
async fn events_of(t: &Table, game: &str) -> Vec<EventRow> {
    let store = t.service.store();
    let row = store.find_game(game).await.unwrap().unwrap();
    store.game_events(row.id).await.unwrap()
}

/// Waits (up to `secs`, and never less than the tests' patience) until nothing is
/// pending in the outbox.
async fn delivered_within(t: &Table, secs: u64) {
    let within = Duration::from_secs(secs).max(PATIENCE);
    eventually_within("the outbox delivered", within, || async {
        t.service
            .pending_events(1)
            .await
            .unwrap()
            .is_empty()
            .then_some(())
    })
    .await;
}

/// One game's thread keeps failing (500: transient) and another's first post is refused
/// (400): the other games' posts go out all the same; the refused event is tried three
/// times, then given up and recorded with the reason, and its game's next post follows;
/// the failing thread's events wait, never given up.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refused_event_is_given_up_without_delaying_other_games() {
    let t = Table::new().await;
    let (failing, refused, good) = (9_001u64, 9_002u64, [9_003u64, 9_004]);
    t.fake.fail_next(
        "POST",
        &format!("/channels/{failing}/messages"),
        &[500; 40],
        0.0,
    );
    t.fake.fail_next(
        "POST",
        &format!("/channels/{refused}/messages"),
        &[400; 3],
        0.0,
    );
    // The failing game's events are the oldest in the outbox.
    let failing_game = started_in(&t, failing, &two_players()).await;
    let refused_game = started_in(&t, refused, &two_players()).await;
    for channel in good {
        started_in(&t, channel, &two_players()).await;
    }
    for channel in good {
        accepted_post(&t.fake, channel, "The game has started").await;
        accepted_post(&t.fake, channel, "**Round 1, turn 1**").await;
    }
    // The refused game: its start refused three times, given up; its turn posted.
    accepted_post(&t.fake, refused, "**Round 1, turn 1**").await;
    let route = format!("/channels/{refused}/messages");
    let refusals = t
        .fake
        .requests_matching(|r| r.is("POST", &route) && r.status == 400);
    assert_eq!(refusals.len(), 3, "{}", t.fake.describe());
    assert!(refusals
        .iter()
        .all(|r| r.content().unwrap().contains("The game has started")));
    let start = settled(&t, &refused_game, "game_started").await;
    assert_eq!(start.attempts, 3);
    assert!(start.failed_at.is_some() && start.delivered_at.is_none());
    let reason = start.failure.as_deref().unwrap();
    assert!(reason.contains("400"), "{reason}");
    let turn = settled(&t, &refused_game, "turn_started").await;
    assert!(turn.delivered_at.is_some() && turn.failure.is_none());

    // The failing thread: nothing posted, nothing given up.
    let route = format!("/channels/{failing}/messages");
    assert!(t
        .fake
        .requests_matching(|r| r.is("POST", &route) && r.status == 200)
        .is_empty());
    let events = events_of(&t, &failing_game).await;
    assert!(events
        .iter()
        .all(|e| e.delivered_at.is_none() && e.failed_at.is_none()));

    t.finish().await;
}

/// A game of 48 players that all tie (every turn closed by its deadline, nobody draws):
/// every post goes out, cut to 2,000 characters, names escaped, with its pictures.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_48_player_tie_is_delivered() {
    let t = Table::new().await;
    let channel = 9_100u64;
    let players: Vec<(u64, String)> = (0..48u64)
        .map(|i| {
            (
                5_000 + i,
                format!("**Tied {i}** [free nitro](https://example.com) of the long names"),
            )
        })
        .collect();
    let game = started_in(&t, channel, &players).await;
    for _ in 0..200 {
        if t.service.game_info(&game).await.unwrap().status != GameStatus::Active {
            break;
        }
        t.clock.advance(Duration::from_secs(25 * 3600));
        t.service.run_due().await;
    }
    assert_eq!(
        t.service.game_info(&game).await.unwrap().status,
        GameStatus::Finished
    );
    // Each post of the game goes out in turn, in its thread: give them time.
    let end = accepted_post_within(
        &t.fake,
        channel,
        "**The game is over!** Winners:",
        Duration::from_secs(180),
    )
    .await;
    let text = end.content().unwrap();
    assert!(text.chars().count() <= 2000, "{} characters", text.len());
    let first = text.lines().next().unwrap();
    for (user, _) in &players {
        assert!(first.contains(&format!("<@{user}>")), "{first}");
    }
    assert!(text.contains("more lines"), "the standings are cut: {text}");
    assert!(text.contains(r"\*\*Tied 0\*\* \[free nitro\]"), "{text}");
    assert!(!text.contains("[free nitro](https"), "names are escaped");
    assert!(end.attachments().iter().any(|a| a.is_png()));
    delivered_within(&t, 60).await;
    let events = events_of(&t, &game).await;
    assert!(events
        .iter()
        .all(|e| e.delivered_at.is_some() && e.failed_at.is_none()));

    t.finish().await;
}

/// 200 solo games (each with a few turns, then cancelled; a few played to their end): once
/// their events are delivered, the adapter remembers no turn post and no key of theirs.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_adapters_maps_shrink_as_games_end() {
    let t = Table::new().await;
    for i in 0..200u64 {
        let place = Place {
            guild: GuildId(GUILD_ID),
            channel: ChannelId(20_000 + i),
        };
        let user = 7_000 + i;
        let info = t
            .service
            .create_solo(
                place,
                &Actor::new(UserId(user), "solo"),
                "tucana",
                support::solo_options(MapId::Petit),
            )
            .await
            .expect("solo");
        t.service
            .play(&info.id, UserId(user), "pass")
            .await
            .expect("pass");
        if i % 50 == 0 {
            while t.service.game_info(&info.id).await.unwrap().status == GameStatus::Active {
                t.service
                    .play(&info.id, UserId(user), "pass")
                    .await
                    .expect("pass");
            }
        } else {
            t.service
                .cancel(&info.id, &who(UserId(user)))
                .await
                .expect("cancel");
        }
    }
    delivered_within(&t, 120).await;
    let ends = t
        .fake
        .requests_matching(|r| {
            r.status == 200
                && r.content().is_some_and(|c| {
                    c.contains("cancelled the game") || c.contains("The game is over")
                })
        })
        .len();
    assert_eq!(ends, 200);
    assert_eq!(t.data.posts.sizes(), (0, 0), "turn posts, unconfirmed keys");

    t.finish().await;
}

/// A message create carries the event's nonce with `enforce_nonce`; the fake, as Discord,
/// answers a second create with the same nonce with the first message.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn posts_carry_their_events_nonce() {
    let t = Table::new().await;
    let channel = 9_200u64;
    let game = started_in(&t, channel, &two_players()).await;
    let post = accepted_post(&t.fake, channel, "**Round 1, turn 1**").await;
    let json = post.expect_json();
    let key = tucana::app::event::turn_key(&game, 1, 1);
    let nonce = tucana::discord::outbox::nonce(&key);
    assert_eq!(json["nonce"], nonce.as_str());
    assert_eq!(json["enforce_nonce"], true);
    delivered_within(&t, 10).await;

    // Sent again (as after a crash between sending and confirming): the same message.
    let http = t.bot.as_ref().unwrap().http().clone();
    let again = serenity::all::ChannelId::new(channel)
        .send_message(
            &http,
            serenity::all::CreateMessage::new()
                .content("again")
                .nonce(serenity::all::Nonce::String(nonce.clone()))
                .enforce_nonce(true),
        )
        .await
        .unwrap();
    assert_eq!(
        Some(again.id.get()),
        post.response.as_ref().unwrap()["id"]
            .as_str()
            .and_then(|id| id.parse().ok())
    );
    let with_nonce = t
        .fake
        .messages_in(channel)
        .into_iter()
        .filter(|m| m["nonce"] == nonce.as_str())
        .count();
    assert_eq!(with_nonce, 1);

    t.finish().await;
}

fn three_players() -> Vec<(u64, String)> {
    let mut players = two_players();
    players.push((carol().id, "carol".to_owned()));
    players
}

/// "Still to play" updates of one turn pending together (here: held back by a failing
/// edit) become one edit, with the newest line; each is confirmed.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn still_to_play_edits_of_a_turn_are_coalesced() {
    let t = Table::new().await;
    let channel = 9_300u64;
    let game = started_in(&t, channel, &three_players()).await;
    accepted_post(&t.fake, channel, "**Round 1, turn 1**").await;
    delivered_within(&t, 10).await;
    let route = format!("/channels/{channel}/messages/");
    t.fake.fail_next("PATCH", &route, &[500, 500], 0.0);
    t.service
        .play(&game, UserId(alice().id), "pass")
        .await
        .unwrap();
    t.service
        .play(&game, UserId(bob().id), "pass")
        .await
        .unwrap();
    delivered_within(&t, 30).await;
    let edits = t
        .fake
        .requests_matching(|r| r.method == "PATCH" && r.path.contains(&route));
    let accepted: Vec<_> = edits.iter().filter(|r| r.status == 200).collect();
    assert_eq!(accepted.len(), 1, "{}", t.fake.describe());
    let text = accepted[0].content().unwrap();
    assert!(
        text.ends_with(&format!("Still to play: <@{}>", carol().id)),
        "{text}"
    );
    let finished: Vec<_> = events_of(&t, &game)
        .await
        .into_iter()
        .filter(|e| e.kind == "player_finished")
        .collect();
    assert_eq!(finished.len(), 2);
    assert!(finished.iter().all(|e| e.delivered_at.is_some()));

    t.finish().await;
}

/// A turn's picture shows the turn it announces, even when it is delivered after the game
/// moved on (here: its thread refused posts for a while), drawn from the game replayed to
/// the event.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_late_turn_post_shows_its_own_turn() {
    let t = Table::new().await;
    let channel = 9_400u64;
    t.fake.fail_next(
        "POST",
        &format!("/channels/{channel}/messages"),
        &[500, 500, 500],
        0.0,
    );
    let game = started_in(&t, channel, &two_players()).await;
    for user in [alice().id, bob().id] {
        t.service.play(&game, UserId(user), "pass").await.unwrap();
    }
    assert_eq!(t.service.game_info(&game).await.unwrap().turn, Some(2));
    let first = accepted_post_within(&t.fake, channel, "**Round 1, turn 1**", PATIENCE).await;
    let picture = first.attachments()[0].data.clone();
    let events = events_of(&t, &game).await;
    let turn1 = events.iter().find(|e| e.kind == "turn_started").unwrap();
    let then = t.service.game_at(&game, turn1.seq.unwrap()).await.unwrap();
    let now = t.service.view(&game).await.unwrap().game.unwrap();
    assert_eq!(
        picture,
        tucana::games::tucana::pictures::cards(then.engine())
    );
    assert_ne!(
        picture,
        tucana::games::tucana::pictures::cards(now.engine())
    );

    t.finish().await;
}

// ----- Refusals: a DM the user closed, a picture that fails, an end post too large -------

/// The requests Discord counts against the bot (401, 403 and 429: past 10,000 in 10
/// minutes it refuses every request of the bot for an hour).
fn invalid_requests(fake: &FakeDiscord) -> Vec<RecordedRequest> {
    fake.requests_matching(|r| matches!(r.status, 401 | 403 | 429))
}

/// The nonce of a message create: which post it is, whichever try.
fn nonce_of(r: &RecordedRequest) -> String {
    r.expect_json()["nonce"]
        .as_str()
        .unwrap_or_default()
        .to_owned()
}

/// Waits (up to 20 s) until every event of the game is delivered or given up: none
/// pending, none waiting in a muted place.
async fn all_settled(t: &Table, game: &str) -> Vec<EventRow> {
    for _ in 0..400 {
        let events = events_of(t, game).await;
        if events
            .iter()
            .all(|e| e.delivered_at.is_some() || e.failed_at.is_some())
        {
            return events;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!(
        "the events of {game} were not settled\n{}",
        t.fake.describe()
    );
}

/// Every refused request so far was a post tried once, never again: at most one invalid
/// request per blocked post. Returns how many there were.
fn each_refused_once(t: &Table) -> usize {
    let refused = invalid_requests(&t.fake);
    let nonces: std::collections::HashSet<String> = refused.iter().map(nonce_of).collect();
    assert_eq!(
        nonces.len(),
        refused.len(),
        "a post tried twice: {refused:#?}"
    );
    refused.len()
}

/// Alice's first legal move typed with `/move` (no autocomplete: one interaction).
async fn move_in_dm(t: &Table, game: &str, dm: u64) {
    let legal = t.service.legal_moves(game, alice().user()).await.unwrap();
    let reply = t.play_move(&legal[0].text, &alice(), dm).await;
    assert!(!reply.content().unwrap_or_default().is_empty(), "{reply:?}");
}

/// A user who blocked the bot while playing a solo game in their DM: each post is refused
/// once (50007), given up at once with the DM's other pending events, and the DM muted:
/// a move made without the user (as a deadline's) waits, and goes out (refused once) when
/// the user is heard from again (here, autocomplete). Unblocked, their posts arrive.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_dm_that_cannot_be_delivered_is_not_retried() {
    let t = Table::new().await;
    let dm = t.fake.dm_channel(alice().id);
    t.command("daily", Some("play"), &[], &alice(), dm).await;
    let game = t.game_in(dm).await;
    accepted_post(&t.fake, dm, "**Round 1, turn 1**").await;
    all_settled(&t, &game).await;

    t.fake.block_dms(alice().id, true);
    for blocked in 1..=3 {
        while each_refused_once(&t) < blocked {
            move_in_dm(&t, &game, dm).await;
            all_settled(&t, &game).await;
        }
    }
    let refused = invalid_requests(&t.fake);
    let dm_posts = format!("/channels/{dm}/messages");
    assert!(refused.iter().all(|r| r.route() == dm_posts));
    let events = all_settled(&t, &game).await;
    assert!(events.iter().all(|e| e.attempts <= 1), "{events:#?}");
    let given_up: Vec<&EventRow> = events.iter().filter(|e| e.failed_at.is_some()).collect();
    assert!(given_up.len() >= 3);
    assert!(given_up
        .iter()
        .all(|e| e.failure.as_deref().is_some_and(|f| f.contains("50007"))));
    assert!(t.service.store().is_muted(ChannelId(dm)).await.unwrap());

    // Moves made without her: their events wait, handed out to no outbox.
    let before = events.len();
    while !events_of(&t, &game)
        .await
        .iter()
        .any(|e| e.kind == "turn_started" && e.failed_at.is_none() && e.delivered_at.is_none())
    {
        let legal = t.service.legal_moves(&game, alice().user()).await.unwrap();
        t.service
            .play(&game, alice().user(), &legal[0].text)
            .await
            .unwrap();
    }
    assert!(events_of(&t, &game).await.len() > before);
    let pending = t.service.pending_events(1000).await.unwrap();
    assert!(pending.iter().all(|e| e.game != game), "{pending:?}");

    // She is heard from (autocomplete): what waited goes out, refused once.
    t.move_choices(&alice(), dm).await;
    let events = all_settled(&t, &game).await;
    assert_eq!(each_refused_once(&t), refused.len() + 1);
    assert!(events.iter().all(|e| e.attempts <= 1));

    // Unblocked, her next move's posts arrive.
    t.fake.block_dms(alice().id, false);
    let delivered = |events: &[EventRow]| {
        events
            .iter()
            .filter(|e| e.kind == "turn_started" && e.delivered_at.is_some())
            .count()
    };
    let turns_before = delivered(&events);
    while delivered(&all_settled(&t, &game).await) == turns_before {
        move_in_dm(&t, &game, dm).await;
    }
    assert_eq!(each_refused_once(&t), refused.len() + 1);
    t.finish().await;
}

/// A race whose pictures fail to draw (the drawing panics): its posts go out as text, and
/// nothing is given up.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_post_whose_picture_fails_to_draw_is_posted_as_text() {
    let t = Table::with_games(ExtraGames(vec![&games::RACE])).await;
    let channel = 9_310u64;
    let game = race_in(&t, channel, &[("broken", "1")]).await;
    let turn = accepted_post(&t.fake, channel, "**Round 1, turn 1**").await;
    assert!(turn.attachments().is_empty(), "{turn:?}");
    t.service.play(&game, alice().user(), "3").await.unwrap();
    let end = accepted_post(&t.fake, channel, "**The game is over!**").await;
    assert!(end.attachments().is_empty(), "{end:?}");
    let events = all_settled(&t, &game).await;
    assert!(
        events
            .iter()
            .all(|e| e.delivered_at.is_some() && e.failure.is_none()),
        "{events:#?}"
    );
    t.finish().await;
}

/// An end post refused as too large (413, 40005) is posted again at once without its files.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_end_post_too_large_is_posted_again_without_its_files() {
    let t = Table::with_games(ExtraGames(vec![&games::RACE])).await;
    let channel = 9_311u64;
    let game = race_in(&t, channel, &[]).await;
    let turn = accepted_post(&t.fake, channel, "**Round 1, turn 1**").await;
    assert!(!turn.attachments().is_empty(), "a turn's picture");
    all_settled(&t, &game).await;

    t.fake.limit_uploads(Some(0));
    t.service.play(&game, alice().user(), "3").await.unwrap();
    let end = accepted_post(&t.fake, channel, "**The game is over!**").await;
    assert!(end.attachments().is_empty(), "{end:?}");
    let route = format!("/channels/{channel}/messages");
    let tries: Vec<RecordedRequest> = t.fake.requests_matching(|r| {
        r.is("POST", &route) && r.content().is_some_and(|c| c.contains("The game is over"))
    });
    assert_eq!(tries.len(), 2, "{tries:#?}");
    assert_eq!(tries[0].status, 413);
    assert!(!tries[0].attachments().is_empty());
    assert_eq!(nonce_of(&tries[0]), nonce_of(&tries[1]), "the same post");
    let events = all_settled(&t, &game).await;
    let ended = events.iter().find(|e| e.kind == "game_ended").unwrap();
    assert!(ended.delivered_at.is_some() && ended.failure.is_none());
    t.finish().await;
}

/// A race of alice and bob to square 3 with no wind (alice wins with one move of 3),
/// with these options too, started in `channel`.
async fn race_in(t: &Table, channel: u64, options: &[(&str, &str)]) -> String {
    let mut all = vec![("target", "3"), ("wind", "0")];
    all.extend_from_slice(options);
    let rules: &'static dyn tucana::game::Rules = &games::RACE;
    let settings = GameSettings {
        options: rules.options(&all).unwrap(),
        ..GameSettings::of(rules)
    };
    let place = Place {
        guild: GuildId(GUILD_ID),
        channel: ChannelId(channel),
    };
    let host = Actor::new(alice().user(), "alice");
    let info = t.service.create_game(place, &host, settings).await.unwrap();
    let guest = Actor::new(bob().user(), "bob");
    t.service.join(&info.id, &guest).await.unwrap();
    t.service
        .start_game(&info.id, alice().user())
        .await
        .unwrap();
    info.id
}
