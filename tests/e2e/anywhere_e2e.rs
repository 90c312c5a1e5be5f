//! The app installed on a user's account, used away from any server with the bot: the
//! commands' installation and interaction contexts as registered; a daily challenge played
//! in the direct message with the bot to its end; `/daily play` and `/game solo` from a
//! server without the bot or a group DM, played in the DM the bot opens; the share card,
//! the leaderboard and the stats from there; group commands refused in one line; and a
//! game in a DM reached from no server (a server's id never reaches it).

use crate::support;

use support::*;
use tucana::app::{GameStatus, UserId};

/// A server the bot is not in (the app is installed on the users' accounts only).
const NO_BOT_GUILD: u64 = 1_100_000_000_000_000_700;
/// A channel of [`NO_BOT_GUILD`].
const NO_BOT_CHANNEL: u64 = 1_100_000_000_000_000_701;
/// A group DM of the test users.
const GROUP_DM: u64 = 1_100_000_000_000_000_702;

fn text(r: &RecordedRequest) -> String {
    r.content().unwrap_or_default()
}

/// The link to `user`'s direct messages with the bot, as replies name it.
fn dm_link(dm: u64) -> String {
    format!("https://discord.com/channels/@me/{dm}")
}

/// Sends a user-installed command and returns its private answer.
async fn away(
    t: &Table,
    name: &str,
    sub: Option<&str>,
    options: &[Opt],
    user: &TestUser,
    at: Away,
) -> RecordedRequest {
    answer(&t.fake, &user_installed(name, sub, options, user, at)).await
}

/// The server with the bot never sees a post of these tests: everything is in DMs.
fn posts_outside_dms(t: &Table) -> Vec<RecordedRequest> {
    t.fake
        .requests()
        .into_iter()
        .filter(|r| {
            r.method == "POST"
                && r.route().starts_with("/channels/")
                && r.route().ends_with("/messages")
                && !t.fake.is_dm(
                    r.route()
                        .trim_start_matches("/channels/")
                        .trim_end_matches("/messages")
                        .parse()
                        .unwrap_or(0),
                )
        })
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn commands_declare_where_they_are_installed_and_used() {
    let t = Table::new().await;
    let registered = t.fake.registered_commands(Some(GUILD_ID)).unwrap();
    for command in registered.as_array().unwrap() {
        let name = command["name"].as_str().unwrap();
        let (install, contexts) = (&command["integration_types"], &command["contexts"]);
        if name == "league" || name == "settings" {
            // Leagues live on a server, and a server's settings are its own: installed with
            // the bot there, used there.
            assert_eq!(install, &serde_json::json!([0]), "{name}");
            assert_eq!(contexts, &serde_json::json!([0]), "{name}");
        } else {
            assert_eq!(install, &serde_json::json!([0, 1]), "{name}");
            assert_eq!(contexts, &serde_json::json!([0, 1, 2]), "{name}");
        }
    }
    for needed in ["daily", "game", "move", "map"] {
        assert!(
            registered
                .as_array()
                .unwrap()
                .iter()
                .any(|c| c["name"] == needed),
            "{needed} is registered"
        );
    }
    t.finish().await;
}

/// Plays a solo game to its end in `place` through `/trail` (and the skip button, and
/// `/pass`), as the player types them there.
async fn play_to_the_end(t: &Table, game: &str, place: u64, user: &TestUser) {
    for _ in 0..200 {
        if t.service.game_info(game).await.unwrap().status != GameStatus::Active {
            return;
        }
        t.play_turn(game, user, place).await;
    }
    panic!("game {game} did not end");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_daily_played_in_direct_messages_to_its_end_then_shared_from_a_server_without_the_bot() {
    let t = Table::new().await;
    let dm = t.fake.dm_channel(alice().id);
    let threads_before = t.fake.threads().len();

    // `/daily play` in the direct message with the bot: the game is played right there.
    let reply = t.command("daily", Some("play"), &[], &alice(), dm).await;
    let body = text(&reply);
    assert!(
        body.contains("Today's challenge (Thursday 2026-01-01") && body.contains(&dm_link(dm)),
        "{body}"
    );
    assert_eq!(t.fake.threads().len(), threads_before, "no thread anywhere");
    let game = t.game_in(dm).await;
    let info = t.service.game_info(&game).await.unwrap();
    assert!(info.place.is_direct() && info.self_paced);
    let first = wait_post(&t.fake, dm, "**Round 1, turn 1**").await;
    assert!(first.attachments()[0].is_png(), "the cards come in the DM");

    // Asking again points to the same game.
    let again = t.command("daily", Some("play"), &[], &alice(), dm).await;
    assert!(
        text(&again).contains(&format!(
            "is waiting in [your direct messages with me]({})",
            dm_link(dm)
        )),
        "{again:?}"
    );

    // Played to its end with `/trail` and the buttons in the DM.
    play_to_the_end(&t, &game, dm, &alice()).await;
    drain(&t.service).await;
    let over = wait_post(&t.fake, dm, "**The game is over!**").await;
    assert!(text(&over).contains("/daily share"), "{over:?}");
    let total = t
        .service
        .daily_attempt("tucana", UserId(alice().id), t.service.today())
        .await
        .unwrap()
        .unwrap()
        .total
        .unwrap();

    // The share card from a server without the bot: the private answer, then the card
    // for everyone as the interaction's followup (the bot cannot post in that channel).
    let ix = user_installed(
        "daily",
        Some("share"),
        &[],
        &alice(),
        Away::Server {
            guild: NO_BOT_GUILD,
            channel: NO_BOT_CHANNEL,
        },
    );
    t.fake.dispatch_interaction(&ix);
    let callback = t.fake.callback(&ix).await;
    assert!(callback.is_ephemeral(), "deferred privately: {callback:?}");
    let private = t.fake.original_edit(&ix).await;
    assert!(text(&private).contains("shared below"), "{private:?}");
    let card = t.fake.followup(&ix).await;
    assert!(!card.is_ephemeral(), "the card is for everyone");
    assert!(
        text(&card).starts_with("**alice** — Daily Tucana 2026-01-01")
            && text(&card).contains(&format!("**{total} points**")),
        "{card:?}"
    );
    assert!(card.attachments()[0].is_png());

    // Everyone's leaderboard and the stats from a group DM; a server's board is not there.
    let group = Away::GroupDm(GROUP_DM);
    let board = away(
        &t,
        "daily",
        Some("leaderboard"),
        &[opt("scope", 1)],
        &alice(),
        group,
    )
    .await;
    assert!(
        text(&board).contains("(everyone, 1 player)")
            && text(&board).contains(&format!("alice — {total} points")),
        "{board:?}"
    );
    let default = away(&t, "daily", Some("leaderboard"), &[], &bob(), group).await;
    assert!(
        text(&default).contains("(everyone, 1 player)"),
        "{default:?}"
    );
    let server = away(
        &t,
        "daily",
        Some("leaderboard"),
        &[opt("scope", 0)],
        &bob(),
        group,
    )
    .await;
    assert_eq!(
        text(&server),
        "A server's board needs the bot on the server: use `scope:Everyone` here"
    );
    let stats = away(&t, "daily", Some("stats"), &[], &alice(), group).await;
    assert!(
        text(&stats).contains("**alice's daily record**"),
        "{stats:?}"
    );
    assert!(posts_outside_dms(&t).is_empty());
    t.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn from_a_server_without_the_bot_or_a_group_dm_the_game_goes_to_the_dm() {
    let t = Table::new().await;

    // `/daily play` from a server without the bot: a private reply pointing to the DM the
    // bot opens, where the cards come.
    let reply = away(
        &t,
        "daily",
        Some("play"),
        &[],
        &bob(),
        Away::Server {
            guild: NO_BOT_GUILD,
            channel: NO_BOT_CHANNEL,
        },
    )
    .await;
    let opened = t
        .fake
        .requests_matching(|r| r.is("POST", "/users/@me/channels"));
    assert_eq!(opened.len(), 1, "the bot opens the DM");
    assert_eq!(
        opened[0].expect_json()["recipient_id"],
        bob().id.to_string()
    );
    let dm = t.fake.dm_channel(bob().id);
    assert!(text(&reply).contains(&dm_link(dm)), "{reply:?}");
    let game = t.game_in(dm).await;
    wait_post(&t.fake, dm, "**Round 1, turn 1**").await;
    assert!(t.fake.threads().is_empty());

    // A move from the server without the bot finds the game; the reply is private.
    let choices = t.move_choices(&bob(), dm).await;
    let moved = away(
        &t,
        "move",
        None,
        &[opt("move", choices[0].1.as_str())],
        &bob(),
        Away::Server {
            guild: NO_BOT_GUILD,
            channel: NO_BOT_CHANNEL,
        },
    )
    .await;
    assert!(text(&moved).starts_with("You drew"), "{moved:?}");

    // A solo game from a group DM: the same DM.
    let solo = away(
        &t,
        "game",
        Some("solo"),
        &[opt("game", "tucana")],
        &bob(),
        Away::GroupDm(GROUP_DM),
    )
    .await;
    assert!(
        text(&solo).contains("Your solo game of") && text(&solo).contains(&dm_link(dm)),
        "{solo:?}"
    );
    let games = t
        .service
        .games_in(tucana::app::Place::direct(dm.into()))
        .await
        .unwrap();
    assert_eq!(
        games.len(),
        2,
        "the daily and the solo game, both in the DM"
    );

    // Two games in the DM: a command there names its game (none is guessed)...
    let status = t.command("game", Some("status"), &[], &bob(), dm).await;
    assert!(
        text(&status).starts_with("You are in several games"),
        "{status:?}"
    );
    // ... and a named one is found there, with no quarrel with the place.
    let named = t
        .command(
            "game",
            Some("status"),
            &[opt("game", game.as_str())],
            &bob(),
            dm,
        )
        .await;
    assert!(text(&named).contains(&game), "{named:?}");
    assert!(posts_outside_dms(&t).is_empty());
    t.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn group_commands_need_the_bot_on_the_server_and_a_dm_game_is_its_players_own() {
    let t = Table::new().await;
    let dm = t.fake.dm_channel(alice().id);
    let needs = "This needs the bot on the server: use it in a server the bot is in \
                 (`/daily` and `/game solo` work anywhere)";

    // `/game new` in the DM, in a group DM and in a server without the bot: one line.
    for at in [
        Away::BotDm(dm),
        Away::GroupDm(GROUP_DM),
        Away::Server {
            guild: NO_BOT_GUILD,
            channel: NO_BOT_CHANNEL,
        },
    ] {
        let refused = away(
            &t,
            "game",
            Some("new"),
            &[opt("game", "tucana")],
            &alice(),
            at,
        )
        .await;
        assert_eq!(text(&refused), needs, "{at:?}");
        assert!(!text(&refused).contains('\n'));
    }
    assert!(t.fake.threads().is_empty(), "no lobby anywhere");

    // Alice's daily in her DM.
    t.command("daily", Some("play"), &[], &alice(), dm).await;
    let game = t.game_in(dm).await;

    // From the server with the bot, her DM's game is not reached, even by her.
    let status = t
        .command(
            "game",
            Some("status"),
            &[opt("game", game.as_str())],
            &alice(),
            CHANNEL_ID,
        )
        .await;
    assert_eq!(
        text(&status),
        "That game is played in direct messages with the bot: use this there"
    );
    // From anyone else's DM (or a server without the bot), it is someone else's.
    let bob_dm = t.fake.dm_channel(bob().id);
    for at in [
        Away::BotDm(bob_dm),
        Away::Server {
            guild: NO_BOT_GUILD,
            channel: NO_BOT_CHANNEL,
        },
    ] {
        let stranger = away(
            &t,
            "game",
            Some("status"),
            &[opt("game", game.as_str())],
            &bob(),
            at,
        )
        .await;
        assert_eq!(
            text(&stranger),
            "That game is someone else's solo game",
            "{at:?}"
        );
    }
    // She sees it from her DM.
    let mine = t.command("game", Some("status"), &[], &alice(), dm).await;
    assert!(text(&mine).contains(&game), "{mine:?}");
    t.finish().await;
}

// ----- Turn notices by direct message (`/game settings dm:on`) -----------------------

/// A game of alice and bob started through the service in a new thread of the test
/// server: its thread and id.
async fn started_in_thread(t: &Table) -> (u64, String) {
    started_with(t, tucana::app::GameSettings::default()).await
}

/// A game of alice and bob with `settings`, as [`started_in_thread`].
async fn started_with(t: &Table, settings: tucana::app::GameSettings) -> (u64, String) {
    let thread = t.fake.add_thread(CHANNEL_ID, GUILD_ID);
    let place = tucana::app::Place {
        guild: GUILD_ID.into(),
        channel: thread.into(),
    };
    let host = tucana::app::Actor::new(alice().user(), "alice").on(GUILD_ID.into());
    let info = t.service.create_game(place, &host, settings).await.unwrap();
    let guest = tucana::app::Actor::new(bob().user(), "bob").on(GUILD_ID.into());
    t.service.join(&info.id, &guest).await.unwrap();
    t.service
        .start_game(&info.id, alice().user())
        .await
        .unwrap();
    (thread, info.id)
}

/// The bot's messages to `user`'s DM channel (answered or refused).
fn dms_to(t: &Table, user: &TestUser) -> Vec<RecordedRequest> {
    let route = format!("/channels/{}/messages", t.fake.dm_channel(user.id));
    t.fake.requests_matching(|r| r.is("POST", &route))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn turn_notices_by_dm_grouped_once_per_turn_and_off_when_dms_are_closed() {
    let t = Table::new().await;
    let settings = |user: &TestUser, on: Option<bool>| {
        let options: Vec<Opt> = on.map(|on| opt("dm", on)).into_iter().collect();
        let (t, user) = (&t, user.clone());
        async move {
            let reply = t
                .command("game", Some("settings"), &options, &user, CHANNEL_ID)
                .await;
            text(&reply)
        }
    };
    // Off by default; alice asks for them.
    assert!(settings(&bob(), None).await.contains("Turn DMs: off"));
    assert!(settings(&alice(), Some(true))
        .await
        .contains("Turn DMs: on"));

    // Two games start at once: the first try to open alice's DM waits until both turns are
    // pending, then fails, so that they go together: one message lists both.
    let release = t
        .fake
        .fail_when_released("POST", "/users/@me/channels", 500);
    let (one, first) = started_in_thread(&t).await;
    let (two, second) = started_in_thread(&t).await;
    let pending = || async { t.service.pending_turn_notices(10).await.unwrap().len() };
    until("both turns' notices queued", || async {
        pending().await == 2
    })
    .await;
    release.send_replace(true);
    let dm = t.fake.dm_channel(alice().id);
    let grouped = wait_post(&t.fake, dm, "Your turn in 2 games:").await;
    let body = text(&grouped);
    for (thread, game) in [(one, &first), (two, &second)] {
        assert!(
            body.contains(&format!("`{game}`, round 1, turn 1"))
                && body.contains(&format!("https://discord.com/channels/{GUILD_ID}/{thread}")),
            "{body}"
        );
    }
    assert_eq!(dms_to(&t, &alice()).len(), 1, "one message for both");
    assert!(dms_to(&t, &bob()).is_empty(), "bob did not ask");

    // The next turn of one game: one more message, naming that turn only; the same
    // turn's post delivered again queues nothing.
    let mut rng = tucana::game::rng::Rng::new(5, 0);
    let both = [alice().user(), bob().user()];
    play_turn_for(&t.service, &first, &both, &mut rng).await;
    let next = wait_post(&t.fake, dm, "round 1, turn 2").await;
    assert!(text(&next).starts_with("Your turn: "), "{next:?}");
    drain(&t.service).await;
    until("every notice sent", || async { pending().await == 0 }).await;
    assert_eq!(dms_to(&t, &alice()).len(), 2, "one per game per turn");

    // Alice closes her DMs: the next notice is refused once (50007), her notices are
    // switched off, and nothing is tried again.
    t.fake.block_dms(alice().id, true);
    play_turn_for(&t.service, &first, &both, &mut rng).await;
    until("alice's turn notices switched off", || async {
        !t.service.user_settings(alice().user()).turn_dms
    })
    .await;
    play_turn_for(&t.service, &second, &both, &mut rng).await;
    drain(&t.service).await;
    until("no notice pending", || async { pending().await == 0 }).await;
    let tries = dms_to(&t, &alice());
    assert_eq!(tries.len(), 3, "a single refused try: {tries:?}");
    assert_eq!(tries[2].status, 403);
    assert!(settings(&alice(), None).await.contains("Turn DMs: off"));
    t.finish().await;
}

/// A free-paced game has no turn posts; its first turn is told by DM all the same, to a
/// player who asked.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_free_paced_games_first_turn_is_told_by_dm() {
    let t = Table::new().await;
    let reply = t
        .command(
            "game",
            Some("settings"),
            &[opt("dm", true)],
            &alice(),
            CHANNEL_ID,
        )
        .await;
    assert!(text(&reply).contains("Turn DMs: on"));
    let rules = tucana::games::find(&"tucana".into()).unwrap();
    let settings = tucana::app::GameSettings {
        options: rules.options(&[("pace", "free")]).unwrap(),
        ..tucana::app::GameSettings::of(rules)
    };
    let (thread, game) = started_with(&t, settings).await;
    let dm = t.fake.dm_channel(alice().id);
    let told = text(&wait_post(&t.fake, dm, "Your turn: ").await);
    assert!(
        told.contains(&format!("`{game}`, round 1, turn 1"))
            && told.contains(&format!("https://discord.com/channels/{GUILD_ID}/{thread}")),
        "{told}"
    );
    drain(&t.service).await;
    assert!(dms_to(&t, &bob()).is_empty(), "bob did not ask");
    t.finish().await;
}

/// `/game log`, `/game replay` and `/game export` work in the direct message with the bot
/// for the games played there: the newest game of the DM, or the one named; a stranger
/// naming it from their own DM is refused.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_dm_game_is_logged_replayed_and_exported_in_the_dm() {
    let t = Table::new().await;
    let dm = t.fake.dm_channel(carol().id);
    let solo = t.tucana("solo", &carol(), dm).await;
    assert!(text(&solo).contains(&dm_link(dm)), "{solo:?}");
    let game = t.game_in(dm).await;
    wait_post(&t.fake, dm, "**Round 1, turn 1**").await;
    t.play_turn(&game, &carol(), dm).await;

    // The log, in the game's DM, while it is played.
    let log = t.command("game", Some("log"), &[], &carol(), dm).await;
    assert!(
        text(&log).starts_with(&format!("**Game `{game}`: its log**")),
        "{log:?}"
    );

    play_to_the_end(&t, &game, dm, &carol()).await;
    drain(&t.service).await;
    wait_post(&t.fake, dm, "**The game is over!**").await;

    // The replay of the DM's newest game (drawn first: drawing it in a debug build takes
    // longer than an answer's usual wait), and its script by name.
    let kept = t.service.replay_gif(&game, carol().user()).await.unwrap();
    let replay = t.command("game", Some("replay"), &[], &carol(), dm).await;
    assert!(replay.is_ephemeral(), "{replay:?}");
    assert_eq!(replay.attachments()[0].data, kept, "{replay:?}");
    let export = t
        .command(
            "game",
            Some("export"),
            &[opt("game", game.as_str())],
            &carol(),
            dm,
        )
        .await;
    let script = export.attachments()[0].text();
    let view = t.service.view(&game).await.unwrap();
    let played = view.game.unwrap();
    let offline = played
        .rules()
        .tools()
        .unwrap()
        .read_script(&script)
        .unwrap();
    assert_eq!(offline.game.log(), played.log());

    // Someone else, from their own DM: not theirs to see.
    let other = t.fake.dm_channel(dave().id);
    for sub in ["log", "replay", "export"] {
        let options = [opt("game", game.as_str())];
        let refused = t.command("game", Some(sub), &options, &dave(), other).await;
        assert!(refused.attachments().is_empty(), "{refused:?}");
        assert_eq!(
            text(&refused),
            "That game is someone else's solo game",
            "{sub}"
        );
    }
    assert!(posts_outside_dms(&t).is_empty());
    t.fake.assert_no_problems();
    t.finish().await;
}
