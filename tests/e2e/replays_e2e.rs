//! A finished game to take away, through the fake Discord: the end post goes at once, with
//! the standings, and the game's replay follows as a post of its own, an animated GIF
//! (drawn once, kept), while the outbox's other posts go on; `/game replay` shows it
//! privately, `/game export` gives its replay script, which replays offline to the same
//! game; neither for a game in progress, nor from another server.

use crate::support;

use support::games::RACE;
use support::*;
use tucana::app::{
    Actor, ChannelId, ExtraGames, GameSettings, GameStatus, GuildId, Place, Service,
};
use tucana::discord::outbox::lanes::LANES;
use tucana::game::rng::Rng;
use tucana::game::Rules;

const OTHER_GUILD: u64 = 1_100_000_000_000_000_900;
const OTHER_GUILD_CHANNEL: u64 = 1_100_000_000_000_000_901;

/// `/game SUB game:GAME` by `user` in `channel` of `guild`: its private answer.
async fn game_command(
    t: &Table,
    sub: &str,
    game: Option<&str>,
    user: &TestUser,
    (guild, channel): (u64, u64),
) -> RecordedRequest {
    let options: Vec<Opt> = game.map(|g| opt("game", g)).into_iter().collect();
    let ix = slash_command("game", Some(sub), &options, user, channel, Some(guild));
    t.answer(&ix).await
}

/// The one file attached to an answer or a post, by its name's ending.
fn file<'a>(request: &'a RecordedRequest, ending: &str) -> &'a Part {
    let files = request.attachments();
    let found: Vec<&&Part> = files
        .iter()
        .filter(|p| p.filename.as_deref().is_some_and(|f| f.ends_with(ending)))
        .collect();
    assert_eq!(found.len(), 1, "one {ending} in {request:?}");
    found[0]
}

/// The post in `channel` that says `text`, waited for up to `seconds`: a game's posts and
/// pictures, and its replay's drawing, take longer than a post's usual wait in a debug
/// build on a busy machine.
async fn post_within(t: &Table, channel: u64, text: &str, seconds: u64) -> RecordedRequest {
    t.fake
        .wait_for_within(std::time::Duration::from_secs(seconds), |r| {
            r.is("POST", &format!("/channels/{channel}/messages"))
                && r.content().is_some_and(|c| c.contains(text))
        })
        .await
        .unwrap_or_else(|| panic!("no post saying {text:?} in {channel}"))
}

/// The post of a game's replay in `channel`, once drawn.
async fn replay_post(t: &Table, channel: u64) -> RecordedRequest {
    post_within(t, channel, "replay, step by step", 300).await
}

/// Plays the game through the service to its end.
async fn play_to_the_end(t: &Table, game: &str) {
    let mut rng = Rng::new(7, 0);
    for _ in 0..200 {
        if t.service.game_info(game).await.unwrap().status == GameStatus::Finished {
            return;
        }
        support::service::play_turn(&t.service, game, &mut rng).await;
    }
    panic!("the game did not end");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_game_is_replayed_and_exported_privately() {
    let t = Table::configured(|c| c.no_end_replays = false).await;
    let (thread, game) = open_game(&t).await;
    let here = (GUILD_ID, thread);

    // In progress: no script (it would show what is hidden), no replay.
    for sub in ["export", "replay"] {
        let refused = game_command(&t, sub, Some(&game), &alice(), here).await;
        assert!(refused.is_ephemeral());
        assert!(refused.attachments().is_empty(), "{refused:?}");
        let text = refused.content().unwrap();
        assert!(text.contains("not over"), "{sub}: {text}");
    }

    play_to_the_end(&t, &game).await;

    // The end post goes with the standings, and the replay, an animated GIF, follows.
    // Every turn's post and picture goes first, then the replay is drawn: in a debug build
    // on a busy machine, that takes longer than a post's usual wait.
    let end = post_within(&t, thread, "The game is over", 300).await;
    file(&end, "standings.png");
    let replayed = replay_post(&t, thread).await;
    assert!(end.seq < replayed.seq, "the end post first");
    let posted = file(&replayed, ".gif").data.clone();
    assert!(posted.starts_with(b"GIF89a"));
    assert!(posted.len() <= tucana::app::replay::GIF_LIMIT);
    let row = t.service.store().find_game(&game).await.unwrap().unwrap();
    let kept = t.service.store().replay(row.id).await.unwrap();
    assert_eq!(kept.as_deref(), Some(&posted[..]), "the replay is kept");

    // `/game replay` in the game's thread: privately, the replay kept (not drawn again).
    let replay = game_command(&t, "replay", None, &bob(), here).await;
    assert!(replay.is_ephemeral(), "{replay:?}");
    assert_eq!(file(&replay, ".gif").data, posted);

    // `/game export` from another channel of the server, naming the game: its script,
    // which replays offline to the same finished game.
    let export = game_command(&t, "export", Some(&game), &carol(), (GUILD_ID, CHANNEL_ID)).await;
    assert!(export.is_ephemeral(), "{export:?}");
    let script = file(&export, ".json").text();
    let view = t.service.view(&game).await.unwrap();
    let played = view.game.unwrap();
    let tools = played.rules().tools().unwrap();
    let offline = tools.read_script(&script).expect("the script replays");
    assert!(offline.game.is_finished());
    assert_eq!(offline.game.log(), played.log());
    assert_eq!(
        offline.names,
        view.info
            .players
            .iter()
            .map(|p| p.player.name.clone())
            .collect::<Vec<_>>()
    );

    // From another server, the game is not the caller's to see.
    for sub in ["replay", "export"] {
        let refused = game_command(
            &t,
            sub,
            Some(&game),
            &alice(),
            (OTHER_GUILD, OTHER_GUILD_CHANNEL),
        )
        .await;
        assert!(refused.attachments().is_empty(), "{refused:?}");
        let text = refused.content().unwrap();
        assert!(text.contains("another server"), "{sub}: {text}");
    }

    drain(&t.service).await;
    t.fake.assert_no_unknown_routes();
    t.fake.assert_no_problems();
    t.finish().await;
}

/// A race of alice and bob to square 5 in `channel`, played to its end through the
/// service: its public id.
async fn race_to_the_end(svc: &Service, channel: u64) -> String {
    let settings = GameSettings {
        game: RACE.id().into(),
        options: RACE.options(&[("target", "5"), ("wind", "0")]).unwrap(),
        ..GameSettings::default()
    };
    let place = Place {
        guild: GuildId(GUILD_ID),
        channel: ChannelId(channel),
    };
    let (a, b) = (alice(), bob());
    let info = svc
        .create_game(place, &Actor::new(a.user(), &a.name), settings)
        .await
        .unwrap();
    svc.join(&info.id, &Actor::new(b.user(), &b.name))
        .await
        .unwrap();
    svc.start_game(&info.id, a.user()).await.unwrap();
    for (user, steps) in [(&a, "3"), (&b, "1"), (&a, "2")] {
        svc.play(&info.id, user.user(), steps).await.unwrap();
    }
    let status = svc.game_info(&info.id).await.unwrap().status;
    assert_eq!(status, GameStatus::Finished);
    info.id
}

/// While the replay drawer is held (as by a long drawing), games ending in more channels
/// than the outbox has lanes get their end posts at once, text and standings, and the
/// other channels' posts go on; each replay follows as a post of its own once drawn.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn end_posts_never_wait_for_replays_nor_hold_the_outbox() {
    let t = Table::configured_with(ExtraGames(vec![&RACE]), |c| c.no_end_replays = false).await;
    let channels: Vec<u64> = (0..=LANES as u64).map(|i| CHANNEL_ID + 100 + i).collect();
    for &channel in &channels {
        t.fake.add_text_channel(channel, GUILD_ID);
    }
    let held = t.service.hold_replay_drawer().await;
    for &channel in &channels {
        race_to_the_end(&t.service, channel).await;
    }
    for &channel in &channels {
        let end = post_within(&t, channel, "The game is over", 120).await;
        file(&end, "standings.png");
        assert!(
            end.attachments()
                .iter()
                .all(|p| !p.filename.as_deref().is_some_and(|f| f.ends_with(".gif"))),
            "{end:?}"
        );
    }
    // Another channel's game starts and posts its first turn meanwhile.
    let (thread, _) = open_game(&t).await;
    post_within(&t, thread, "**Round 1, turn 1**", 120).await;
    for &channel in &channels {
        assert!(posts_with(&t.fake, channel, "replay, step by step").is_empty());
    }
    assert_eq!(t.service.replays_waiting(), channels.len());

    drop(held);
    for &channel in &channels {
        let replay = replay_post(&t, channel).await;
        assert!(file(&replay, ".gif").data.starts_with(b"GIF89a"));
    }
    drain(&t.service).await;
    for &channel in &channels {
        assert_eq!(
            posts_with(&t.fake, channel, "replay, step by step").len(),
            1
        );
    }
    t.finish().await;
}
