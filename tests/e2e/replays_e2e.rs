//! A finished game to take away, through the fake Discord: the end post carries the game's
//! replay as an animated GIF, `/game replay` shows it privately (drawn once, kept), `/game
//! export` gives its replay script, which replays offline to the same game; neither for a
//! game in progress, nor from another server.

use crate::support;

use support::*;
use tucana::app::GameStatus;
use tucana::game::rng::Rng;

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

    // The end post carries the replay, an animated GIF.
    // Every turn's post and picture goes first, then the replay is drawn: in a debug build
    // on a busy machine, that takes longer than a post's usual wait.
    let end = t
        .fake
        .wait_for_within(std::time::Duration::from_secs(300), |r| {
            r.is("POST", &format!("/channels/{thread}/messages"))
                && r.content().is_some_and(|c| c.contains("The game is over"))
        })
        .await
        .expect("the end post");
    let posted = file(&end, ".gif").data.clone();
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
