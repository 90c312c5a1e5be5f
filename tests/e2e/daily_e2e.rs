//! Solo play and the daily challenge through the real bot against the fake Discord:
//! `/daily play` opens a private thread, the game is played to the end with `/trail`, then
//! the leaderboard, the share card and the stats; the day rolls over on the test clock;
//! `/game solo game:tucana` starts a self-paced game on the island asked for.

use crate::support;

use std::time::Duration;
use tucana::app::Actor;
use tucana::app::{ChannelId, GuildId, UserId};

use support::*;
use tucana::app::{BoardScope, GameStatus, Place};
use tucana::games::tucana::MapId;

fn text(r: &RecordedRequest) -> String {
    r.content().unwrap_or_default()
}

/// Runs a command whose answer is public: deferred privately (as every command is), its
/// private answer says where the card is, and the card follows for everyone.
async fn public_command(
    t: &Table,
    name: &str,
    sub: Option<&str>,
    options: &[Opt],
    user: &TestUser,
) -> RecordedRequest {
    let ix = slash_command(name, sub, options, user, CHANNEL_ID, Some(GUILD_ID));
    t.fake.dispatch_interaction(&ix);
    let callback = t.fake.callback(&ix).await;
    assert_eq!(callback.expect_json()["type"], 5, "{callback:?}");
    assert!(callback.is_ephemeral(), "deferred privately: {callback:?}");
    let private = t.fake.original_edit(&ix).await;
    assert!(text(&private).contains("shared below"), "{private:?}");
    t.fake.followup(&ix).await
}

/// The private thread `/daily play` or `/game solo` announced in its reply.
fn thread_in(reply: &RecordedRequest) -> u64 {
    let body = text(reply);
    let start = body.find("<#").expect("a thread link") + 2;
    let end = start + body[start..].find('>').unwrap();
    body[start..end].parse().unwrap()
}

/// Plays a solo game to its end through /trail (and the skip button, and /pass).
async fn play_solo(t: &Table, game: &str, thread: u64, user: &TestUser, pick: fn(usize) -> usize) {
    for _ in 0..200 {
        let info = t.service.game_info(game).await.unwrap();
        if info.status != GameStatus::Active {
            return;
        }
        t.play_turn_with(game, user, thread, pick).await;
    }
    panic!("game {game} did not end");
}

/// A player's daily game of today: starts it with `/daily play`, checks the private
/// thread, plays it to the end. Returns the thread and the game.
async fn daily_game(t: &Table, user: &TestUser, pick: fn(usize) -> usize) -> (u64, String) {
    let threads_before = t.fake.threads().len();
    let reply = t
        .command("daily", Some("play"), &[], user, CHANNEL_ID)
        .await;
    assert!(
        text(&reply).contains("Today's challenge (Thursday 2026-01-01 · Isla Petit"),
        "{reply:?}"
    );
    let thread = thread_in(&reply);
    let threads = t.fake.threads();
    assert_eq!(threads.len(), threads_before + 1);
    let made = threads
        .iter()
        .find(|c| c["id"].as_str() == Some(thread.to_string().as_str()))
        .expect("the thread was created");
    assert_eq!(made["type"], 12, "a private thread");
    assert_eq!(
        made["parent_id"].as_str(),
        Some(CHANNEL_ID.to_string().as_str())
    );
    assert_eq!(
        t.fake.thread_members(thread),
        [user.id],
        "the player is added"
    );
    let game = t.game_in(thread).await;
    let info = t.service.game_info(&game).await.unwrap();
    assert!(info.self_paced && info.status == GameStatus::Active);
    assert_eq!(info.players.len(), 1);

    // The first cards, with no deadline and the cards picture.
    let first = wait_post(&t.fake, thread, "**Round 1, turn 1**").await;
    assert!(text(&first).contains("No deadline"), "{first:?}");
    assert!(first.attachments()[0].is_png());

    // Asking again points to the same game; no second thread.
    let again = t
        .command("daily", Some("play"), &[], user, CHANNEL_ID)
        .await;
    assert!(
        text(&again).contains(&format!("is waiting in <#{thread}>")),
        "{again:?}"
    );
    assert_eq!(t.fake.threads().len(), threads_before + 1);

    play_solo(t, &game, thread, user, pick).await;
    assert_eq!(
        t.service.game_info(&game).await.unwrap().status,
        GameStatus::Finished
    );
    drain(&t.service).await;
    let over = wait_post(&t.fake, thread, "**The game is over!**").await;
    assert!(
        text(&over).contains("daily challenge of 2026-01-01")
            && text(&over).contains("/daily share"),
        "{over:?}"
    );
    (thread, game)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_daily_game_through_discord_then_leaderboard_share_and_stats() {
    let mut t = Table::new().await;

    // Nothing to share before playing: a private, clear refusal.
    let early = t
        .command("daily", Some("share"), &[], &alice(), CHANNEL_ID)
        .await;
    assert_eq!(
        text(&early),
        "You have not played the daily challenge of 2026-01-01"
    );

    // Alice plays the best trail each time; Bob the least valuable one.
    let (_, alice_game) = daily_game(&t, &alice(), |_| 0).await;
    let (_, bob_game) = daily_game(&t, &bob(), |n| n - 1).await;
    let total = |user: u64| {
        let service = t.service.clone();
        async move {
            let today = service.today();
            service
                .daily_attempt("tucana", UserId(user), today)
                .await
                .unwrap()
                .unwrap()
                .total
                .unwrap()
        }
    };
    let (a, b) = (total(alice().id).await, total(bob().id).await);
    assert!(a > b, "the best trails score more: {a} vs {b}");
    // The database has both attempts, each with its game's log.
    for (user, game) in [(alice().id, &alice_game), (bob().id, &bob_game)] {
        let attempt = t
            .service
            .daily_attempt("tucana", UserId(user), t.service.today())
            .await
            .unwrap()
            .unwrap();
        assert_eq!(&attempt.game, game);
        assert!(attempt.finished_at.is_some());
        let row = t.service.store().find_game(game).await.unwrap().unwrap();
        assert_eq!(row.status, GameStatus::Finished);
        let stored = t.service.store().load_game(row.id).await.unwrap().unwrap();
        let trails = stored
            .moves
            .iter()
            .filter(|m| m.user == Some(UserId(user)) && m.text.starts_with("trail"))
            .count();
        assert!(trails >= 20, "{trails} trails stored");
    }

    // The leaderboard: best first, Alice's own line marked.
    let board = t
        .command("daily", Some("leaderboard"), &[], &alice(), CHANNEL_ID)
        .await;
    let body = text(&board);
    assert!(
        body.contains("**Daily leaderboard — 2026-01-01** (this server, 2 players)"),
        "{body}"
    );
    assert!(
        body.contains(&format!("**1. alice — {a} points")) && body.contains("← you"),
        "{body}"
    );
    assert!(body.contains(&format!("2. bob — {b} points")), "{body}");
    assert!(body.find("alice").unwrap() < body.find("bob").unwrap());
    // Everyone's board of the same day; and the page button redraws in place.
    let global = t
        .command(
            "daily",
            Some("leaderboard"),
            &[opt("scope", 1), opt("date", "2026-01-01")],
            &bob(),
            CHANNEL_ID,
        )
        .await;
    assert!(
        text(&global).contains("(everyone, 2 players)"),
        "{global:?}"
    );
    let message = global.response.clone().expect("the followup message");
    let ix = button(
        "daily:board:global:2026-01-01:0",
        &message,
        &bob(),
        CHANNEL_ID,
        Some(GUILD_ID),
    );
    let redrawn = press(&t.fake, &ix).await;
    assert!(is_redraw(&redrawn), "{redrawn:?}");
    assert!(text(&redrawn).contains(&format!("**2. bob — {b} points** ← you")));
    // Bad dates: friendly and private.
    let bad = t
        .command(
            "daily",
            Some("leaderboard"),
            &[opt("date", "yesterday")],
            &bob(),
            CHANNEL_ID,
        )
        .await;
    assert!(
        text(&bad).starts_with("“yesterday” is not a date: write it as YYYY-MM-DD"),
        "{bad:?}"
    );
    let future = t
        .command(
            "daily",
            Some("leaderboard"),
            &[opt("date", "2026-01-05")],
            &bob(),
            CHANNEL_ID,
        )
        .await;
    assert_eq!(
        text(&future),
        "2026-01-05 has not come yet: today's challenge is 2026-01-01"
    );

    // The share card: public, with the picture, and no trail in it.
    let shared = public_command(&t, "daily", Some("share"), &[], &alice()).await;
    assert!(!shared.is_ephemeral(), "the card is for everyone");
    let body = text(&shared);
    assert!(
        body.starts_with("**alice** — Daily Tucana 2026-01-01 (Isla Petit")
            && body.contains(&format!("**{a} points**")),
        "{body}"
    );
    let spoiler = regex_like_trail(&body);
    assert!(spoiler.is_none(), "a trail in the share text: {spoiler:?}");
    // The text that pastes anywhere: the score and the streak, then a row per kind of sight.
    assert!(
        body.contains(&format!("\n\nDaily Tucana 2026-01-01: {a} points"))
            && body.contains("streak 1"),
        "{body}"
    );
    let rows = body
        .lines()
        .filter(|l| l.chars().count() == 5 && l.chars().all(|c| "🟩🟨🟧⬜".contains(c)))
        .count();
    assert_eq!(rows, tucana::games::tucana::Sight::ALL.len(), "{body}");
    let files = shared.attachments();
    assert!(files.len() == 1 && files[0].is_png());

    // Stats: one game, a streak of one, the histogram picture.
    let stats = t
        .command("daily", Some("stats"), &[], &alice(), CHANNEL_ID)
        .await;
    assert!(
        text(&stats).contains(&format!(
            "1 played · streak 1 (best 1) · best {a} · average {a}.0"
        )),
        "{stats:?}"
    );
    assert!(stats.attachments()[0].is_png());

    // Midnight: a new day, a new game (a new thread), on a restarted bot.
    t.restart().await;
    t.clock.advance(Duration::from_secs(24 * 3600));
    let next = t
        .command("daily", Some("play"), &[], &alice(), CHANNEL_ID)
        .await;
    assert!(
        text(&next).contains("Today's challenge (Friday 2026-01-02 · Isla Petit"),
        "{next:?}"
    );
    let thread = thread_in(&next);
    let game = t.game_in(thread).await;
    assert_ne!(game, alice_game);
    // Yesterday's board is kept; today's is empty.
    let board = t
        .service
        .daily_leaderboard("tucana", BoardScope::Server(GuildId(GUILD_ID)), None, 0, 10)
        .await
        .unwrap();
    assert_eq!(board.players, 0);
    t.finish().await;
}

/// The first thing that looks like a trail (`C3-D4`), if any.
fn regex_like_trail(s: &str) -> Option<String> {
    let chars: Vec<char> = s.chars().collect();
    chars
        .windows(5)
        .find(|c| {
            c[0].is_ascii_uppercase()
                && c[1].is_ascii_digit()
                && c[2] == '-'
                && c[3].is_ascii_uppercase()
                && c[4].is_ascii_digit()
        })
        .map(|c| c.iter().collect())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_solo_game_on_isla_grande_is_self_paced_in_a_private_thread() {
    let mut t = Table::new().await;
    let reply = t
        .command(
            "game",
            Some("solo"),
            &[opt("game", "tucana"), opt("options", "map=grande")],
            &carol(),
            CHANNEL_ID,
        )
        .await;
    assert!(
        text(&reply).contains("Isla Grande") && text(&reply).contains("is ready in <#"),
        "{reply:?}"
    );
    let thread = thread_in(&reply);
    assert_eq!(t.fake.thread_members(thread), [carol().id]);
    let place = Place {
        guild: GuildId(GUILD_ID),
        channel: ChannelId(thread),
    };
    let info = t.service.games_in(place).await.unwrap().remove(0);
    assert!(info.self_paced && info.status == GameStatus::Active);
    assert_eq!(info.settings.options, support::solo_options(MapId::Grande));
    assert_eq!(info.deadline, None);

    // Playing a turn reveals the next cards at once: no deadline to wait for.
    wait_post(&t.fake, thread, "**Round 1, turn 1**").await;
    t.play_turn(&info.id, &carol(), thread).await;
    let second = wait_post(&t.fake, thread, "**Round 1, turn 2**").await;
    assert!(text(&second).contains("No deadline"), "{second:?}");

    // Not a player of it: Dave cannot draw in Carol's game, nor look at it.
    let refused = t
        .command("trail", None, &[opt("trail", "A1-A2")], &dave(), thread)
        .await;
    assert_eq!(text(&refused), "That game is someone else's solo game");

    // Without the permission to open private threads: a clear refusal, nothing created.
    let mut ix = slash_command(
        "game",
        Some("solo"),
        &[opt("game", "tucana")],
        &dave(),
        CHANNEL_ID,
        Some(GUILD_ID),
    );
    ix.payload["app_permissions"] =
        serde_json::json!((2_248_473_465_835_073u64 & !(1u64 << 36)).to_string());
    let answer = t.answer(&ix).await;
    assert_eq!(
        text(&answer),
        "I need the permission Create Private Threads in this channel to open your game's private thread; ask a server admin to grant it"
    );
    assert_eq!(t.fake.threads().len(), 1);
    t.restart().await;
    t.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_begun_before_midnight_counts_for_its_day_and_the_leaderboard_pages() {
    let mut t = Table::new().await;
    // 2026-01-01, 23:00 UTC.
    t.clock.advance(Duration::from_secs(23 * 3600));

    // Eleven other players of the server finish the day's game (through the service, with
    // the bot offline: their posts are not what this test is about).
    t.bot.take().unwrap().shutdown().await.unwrap();
    let mut rng = tucana::game::rng::Rng::new(5, 0);
    for user in 5_000..5_011u64 {
        let place = Place {
            guild: GuildId(GUILD_ID),
            channel: ChannelId(70_000 + user),
        };
        let daily = t
            .service
            .play_daily(
                "tucana",
                place,
                &Actor::new(UserId(user), format!("player{user}")).on(GuildId(GUILD_ID)),
            )
            .await
            .unwrap();
        while t.service.game_info(&daily.info.id).await.unwrap().status == GameStatus::Active {
            support::play_turn_for(&t.service, &daily.info.id, &[UserId(user)], &mut rng).await;
        }
    }
    for event in t.service.pending_events(10_000).await.unwrap() {
        t.service.mark_delivered(event.id).await.unwrap();
    }
    t.bot = Some(
        start_bot(
            &t.fake,
            tucana::discord::BotData::new(t.service.clone()).unwrap(),
        )
        .await,
    );

    // Alice asks from inside Carol's solo thread: Discord has no thread in a thread, so hers
    // opens beside it, in the channel.
    let solo = t.tucana("solo", &carol(), CHANNEL_ID).await;
    let carols = thread_in(&solo);
    let reply = t
        .command("daily", Some("play"), &[], &alice(), carols)
        .await;
    assert!(
        text(&reply).contains("Today's challenge (Thursday 2026-01-01"),
        "{reply:?}"
    );
    let thread = thread_in(&reply);
    let made = t
        .fake
        .threads()
        .into_iter()
        .find(|c| c["id"].as_str() == Some(thread.to_string().as_str()))
        .unwrap();
    assert_eq!(
        made["parent_id"].as_str(),
        Some(CHANNEL_ID.to_string().as_str())
    );
    let game = t.game_in(thread).await;

    // One turn before midnight, the rest after it.
    t.play_turn(&game, &alice(), thread).await;
    t.clock.advance(Duration::from_secs(2 * 3600));
    assert_eq!(t.service.today().to_string(), "2026-01-02");
    play_solo(&t, &game, thread, &alice(), |_| 0).await;
    drain(&t.service).await;
    let over = wait_post(&t.fake, thread, "**The game is over!**").await;
    assert!(
        text(&over).contains("daily challenge of 2026-01-01")
            && text(&over).contains("`/daily share date:2026-01-01`"),
        "{over:?}"
    );

    // It counts for its own day: twelve players, two pages, with real buttons.
    let board = t
        .command(
            "daily",
            Some("leaderboard"),
            &[opt("date", "2026-01-01")],
            &alice(),
            CHANNEL_ID,
        )
        .await;
    let body = text(&board);
    assert!(body.contains("(this server, 12 players)"), "{body}");
    assert!(body.ends_with("Page 1 of 2"), "{body}");
    assert_eq!(body.lines().filter(|l| l.contains(" points")).count(), 10);
    assert_eq!(
        board.custom_ids(),
        [
            "daily:board:server:2026-01-01:0",
            "daily:board:server:2026-01-01:1"
        ]
    );
    let message = board.response.clone().expect("the followup message");
    let ix = button(
        &board.custom_ids()[1],
        &message,
        &alice(),
        CHANNEL_ID,
        Some(GUILD_ID),
    );
    let page2 = press(&t.fake, &ix).await;
    assert!(is_redraw(&page2), "the message is redrawn: {page2:?}");
    let body2 = text(&page2);
    assert!(body2.ends_with("Page 2 of 2"), "{body2}");
    assert_eq!(body2.lines().filter(|l| l.contains(" points")).count(), 2);
    // Every line of both pages is in rank order, and ranks never go down.
    let ranks: Vec<u32> = body
        .lines()
        .chain(body2.lines())
        .filter(|l| l.contains(" points"))
        .map(|l| {
            l.trim_start_matches("**")
                .split('.')
                .next()
                .unwrap()
                .parse()
                .unwrap()
        })
        .collect();
    assert_eq!(ranks.len(), 12);
    assert!(ranks.windows(2).all(|w| w[0] <= w[1]), "{ranks:?}");
    assert_eq!(ranks[0], 1);

    // Today's board is empty; yesterday's result can still be shared, by its date.
    let today = t
        .service
        .daily_leaderboard("tucana", BoardScope::Server(GuildId(GUILD_ID)), None, 0, 10)
        .await
        .unwrap();
    assert_eq!(today.players, 0);
    let shared = public_command(
        &t,
        "daily",
        Some("share"),
        &[opt("date", "2026-01-01")],
        &alice(),
    )
    .await;
    assert!(
        text(&shared).starts_with("**alice** — Daily Tucana 2026-01-01")
            && !text(&shared).contains("/daily play"),
        "{shared:?}"
    );
    t.finish().await;
}

/// A hint in a solo practice game, from `/hint` and from the turn post's button, counted
/// in the end post; and its refusal in a daily challenge, which has no Hint button. The
/// day's par shows beside the daily score, on the leaderboard and in the share.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hint_in_practice_and_its_refusal_in_a_daily() {
    let t = Table::new().await;
    let solo = t.tucana("solo", &carol(), CHANNEL_ID).await;
    let thread = thread_in(&solo);
    let game = t.game_in(thread).await;
    let hint = t.command("hint", None, &[], &carol(), thread).await;
    let body = text(&hint);
    assert!(body.starts_with("**Hint**"), "{body}");
    assert!(body.contains("hint 1 in this game"), "{body}");
    let legal: Vec<String> = t
        .trail_choices("", &carol(), thread)
        .await
        .into_iter()
        .map(|(_, value)| value.to_uppercase())
        .collect();
    let suggested: Vec<&str> = body
        .lines()
        .skip(1)
        .map(|line| line.split('`').nth(1).expect("a trail in backticks"))
        .collect();
    assert!((1..=3).contains(&suggested.len()), "{body}");
    assert!(
        suggested.iter().all(|s| legal.contains(&s.to_string())),
        "{body}"
    );
    // Someone else cannot ask in carol's game.
    let other = t.command("hint", None, &[], &alice(), thread).await;
    assert!(!text(&other).starts_with("**Hint**"), "{other:?}");
    // The turn post offers the button; it shows the same hint, counted once.
    let post = wait_post(&t.fake, thread, "**Round 1, turn 1**").await;
    assert_eq!(
        post.custom_ids(),
        [format!("turn:map:{game}"), format!("turn:hint:{game}")]
    );
    let clicked = t
        .click(
            &format!("turn:hint:{game}"),
            post.response.as_ref().unwrap(),
            &carol(),
            thread,
        )
        .await;
    assert!(clicked.is_ephemeral());
    assert_eq!(text(&clicked), body);
    play_solo(&t, &game, thread, &carol(), |_| 0).await;
    let end = wait_post(&t.fake, thread, "The game is over").await;
    assert!(text(&end).contains("(1 hint)"), "{end:?}");

    // The daily challenge: no Hint button, and /hint is refused.
    let (daily_thread, daily) = {
        let reply = t
            .command("daily", Some("play"), &[], &carol(), CHANNEL_ID)
            .await;
        let thread = thread_in(&reply);
        (thread, t.game_in(thread).await)
    };
    let post = wait_post(&t.fake, daily_thread, "**Round 1, turn 1**").await;
    assert_eq!(post.custom_ids(), [format!("turn:map:{daily}")]);
    let refused = t.command("hint", None, &[], &carol(), daily_thread).await;
    assert!(text(&refused).contains("Hints are off"), "{refused:?}");

    // The day's par, once the strong player has played it.
    let today = t.service.today();
    let par = eventually("the day's par", || async {
        t.service.daily_par("tucana", today).await.unwrap()
    })
    .await;
    play_solo(&t, &daily, daily_thread, &carol(), |_| 0).await;
    let end = wait_post(&t.fake, daily_thread, "The game is over").await;
    assert!(text(&end).contains(&format!("Par {par}")), "{end:?}");
    let board = t
        .command("daily", Some("leaderboard"), &[], &carol(), CHANNEL_ID)
        .await;
    assert!(text(&board).contains(&format!("par {par}")), "{board:?}");
    let share = public_command(&t, "daily", Some("share"), &[], &carol()).await;
    let total = t
        .service
        .daily_attempt("tucana", UserId(carol().id), today)
        .await
        .unwrap()
        .unwrap()
        .total
        .unwrap();
    let expected = match total.cmp(&par) {
        std::cmp::Ordering::Greater => format!("beat par by {}", total - par),
        std::cmp::Ordering::Equal => "on par".to_owned(),
        std::cmp::Ordering::Less => format!("par {par}"),
    };
    assert!(text(&share).contains(&expected), "{share:?}");
    drain(&t.service).await;
    t.finish().await;
}

/// A daily attempt's replay and script hand out the day's cards: until the day is over for
/// everyone (the end of its UTC day), `/game export` and `/game replay` refuse, saying when
/// they open, and the end post goes without its replay; then they are given.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_daily_attempt_is_exported_and_replayed_only_once_its_day_is_over() {
    let t = Table::configured(|c| c.no_end_replays = false).await;
    let (thread, game) = daily_game(&t, &alice(), |_| 0).await;
    let over = wait_post(&t.fake, thread, "**The game is over!**").await;
    let files: Vec<_> = over
        .attachments()
        .iter()
        .map(|p| p.filename.clone())
        .collect();
    assert!(
        !files.iter().flatten().any(|f| f.ends_with(".gif")),
        "no replay at the end: {files:?}"
    );

    let opens = t.service.next_reset();
    for sub in ["export", "replay"] {
        let refused = ask(&t, sub, &game, thread).await;
        assert!(
            refused.is_ephemeral() && refused.attachments().is_empty(),
            "{refused:?}"
        );
        assert_eq!(
            text(&refused),
            format!(
                "This is a daily challenge, the same game for everyone: its replay and script \
                 are given once its day is over for everyone, <t:{opens}:f> (<t:{opens}:R>)"
            ),
            "{sub}"
        );
    }

    // A second before the day is over, still refused; at its end, given.
    t.clock.set((opens - 1) * 1000);
    assert!(ask(&t, "export", &game, thread)
        .await
        .attachments()
        .is_empty());
    t.clock.advance(Duration::from_secs(1));
    let export = ask(&t, "export", &game, thread).await;
    let script = export.attachments()[0].text();
    assert!(script.contains("\"rounds\""), "{script}");
    // Drawn first: drawing it in a debug build takes longer than an answer's usual wait.
    let kept = t.service.replay_gif(&game, alice().user()).await.unwrap();
    let replay = ask(&t, "replay", &game, thread).await;
    assert_eq!(replay.attachments()[0].data, kept, "{replay:?}");
    t.fake.assert_no_problems();
    t.finish().await;
}

/// `/game SUB game:GAME` by Alice in `thread`: its private answer.
async fn ask(t: &Table, sub: &str, game: &str, thread: u64) -> RecordedRequest {
    let options = [opt("game", game)];
    let ix = slash_command(
        "game",
        Some(sub),
        &options,
        &alice(),
        thread,
        Some(GUILD_ID),
    );
    t.answer(&ix).await
}

/// The share card is for everyone in the server: in the server's language, whoever shares
/// it; the note that it was shared is the sharer's, in theirs.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_share_card_speaks_the_servers_language() {
    let t = Table::new().await;
    daily_game(&t, &alice(), |_| 0).await;
    let ix = slash_command(
        "daily",
        Some("share"),
        &[],
        &alice(),
        CHANNEL_ID,
        Some(GUILD_ID),
    )
    .in_locale("en-US", "de");
    t.fake.dispatch_interaction(&ix);
    t.fake.callback(&ix).await;
    let private = t.fake.original_edit(&ix).await;
    assert!(text(&private).contains("shared below"), "{private:?}");
    let card = t.fake.followup(&ix).await;
    let invite = |lang: &str| {
        let msg = tucana::words::Msg::new("daily-share-invite");
        t.data.words.render_in(lang, &msg, &[])
    };
    assert_ne!(invite("de"), invite("en"), "German is not English");
    // The card's words end with the invitation; the text that pastes anywhere follows,
    // in German too.
    let body = text(&card);
    assert!(body.contains(&format!("{}\n\n", invite("de"))), "{card:?}");
    assert!(
        body.contains("\n\nTagesspiel Tucana 2026-01-01: ") && body.contains(" · Serie 1\n"),
        "{body}"
    );
    t.finish().await;
}

/// La Isla's daily through the fake Discord: `/daily play game:la-isla` seats the player
/// and two computer players, who move right after the player (no deadline to wait for);
/// played with `/move` to its end, then `/daily share game:la-isla` posts the text that
/// pastes anywhere: the score, the par, the streak and a row of squares per kind of
/// scoring, within Discord's limits, and no move of the game in it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn la_isla_daily_through_discord_then_a_share_that_pastes_anywhere() {
    let t = Table::new().await;
    let reply = t
        .command(
            "daily",
            Some("play"),
            &[opt("game", "la-isla")],
            &alice(),
            CHANNEL_ID,
        )
        .await;
    assert!(text(&reply).contains("Today's challenge"), "{reply:?}");
    let thread = thread_in(&reply);
    let game = t.game_in(thread).await;
    let info = t.service.game_info(&game).await.unwrap();
    assert!(info.self_paced && info.deadline.is_none());
    assert_eq!(info.settings.game, "la-isla");
    assert_eq!(info.players.len(), 3, "the player and two computer players");
    assert_eq!(info.players[0].player.user, UserId(alice().id));

    let mut played: Vec<String> = Vec::new();
    for _ in 0..3_000 {
        let view = t.service.view(&game).await.unwrap();
        if view.info.status != GameStatus::Active {
            break;
        }
        let play = view.game.unwrap();
        if play.to_act().includes(0) {
            let offered = t.move_choices(&alice(), thread).await;
            assert!(!offered.is_empty(), "moves are offered");
            let value = offered[0].1.clone();
            let answer = t.play_move(&value, &alice(), thread).await;
            assert!(answer.is_ephemeral(), "{answer:?}");
            played.push(value);
        } else {
            // The scheduler's work: the computer players move as soon as their step starts.
            t.service.run_due().await;
            t.service.bots_idle().await;
        }
    }
    let view = t.service.view(&game).await.unwrap();
    assert_eq!(view.info.status, GameStatus::Finished);
    drain(&t.service).await;
    let over = wait_post(&t.fake, thread, "**The game is over!**").await;
    assert!(
        text(&over).contains("daily challenge of 2026-01-01")
            && text(&over).contains("`/daily share game:la-isla`"),
        "{over:?}"
    );
    let attempt = t
        .service
        .daily_attempt("la-isla", UserId(alice().id), t.service.today())
        .await
        .unwrap()
        .unwrap();
    let total = view.game.as_ref().unwrap().standings()[0].total;
    assert_eq!(attempt.total, Some(total), "the player's seat's score");

    let card = public_command(
        &t,
        "daily",
        Some("share"),
        &[opt("game", "la-isla")],
        &alice(),
    )
    .await;
    let shared = text(&card);
    assert!(shared.chars().count() <= 2000, "{shared}");
    assert!(
        shared.contains(&format!("Daily La Isla 2026-01-01: {total} points")),
        "{shared}"
    );
    assert!(shared.contains("streak 1"), "{shared}");
    let squares: Vec<&str> = shared
        .lines()
        .filter(|l| l.chars().count() == 5 && l.chars().all(|c| "🟩🟨🟧⬜".contains(c)))
        .collect();
    assert_eq!(squares.len(), 4, "a row per kind of scoring: {shared}");
    // Spoiler-free: no move of the game, nor any card, in the text.
    let log = view.game.unwrap().log();
    for mv in played.iter().chain(&log) {
        assert!(!shared.contains(mv.as_str()), "{mv} shown in {shared}");
    }
    assert!(!shared.contains('#'), "no card named: {shared}");
    t.finish().await;
}
