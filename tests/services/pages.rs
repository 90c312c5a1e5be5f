//! The web pages' access rules, through the service (`app::pages`): a server that did not
//! turn its pages on shows nothing, a private player has no page, a daily attempt of today
//! shows nothing of its deal, a free-paced game only what its slowest player reached, and no
//! platform id reaches a page.

use crate::support;

use std::time::Duration;

use tucana::app::pages::{not_shown, GamePage};
use tucana::app::{Actor, AppError, GameSettings, GameStatus, Service, UserId};
use tucana::game::rng::Rng;
use tucana::store::{ChannelId, GuildId, Place};

const GUILD: GuildId = GuildId(987_654_321_012_345_678);

fn actor(user: u64, admin: bool) -> Actor {
    let mut a = Actor::new(UserId(user), format!("p{user}")).on(GUILD);
    a.admin = admin;
    a
}

fn place(channel: u64) -> Place {
    Place {
        guild: GUILD,
        channel: ChannelId(channel),
    }
}

fn hidden(e: AppError) -> bool {
    e.to_string() == not_shown().to_string()
}

/// A finished two-player game of the registry's first game on the test server.
async fn finished_game(svc: &Service, channel: u64, seed: u64) -> String {
    let info = svc
        .create_game(place(channel), &actor(1, false), GameSettings::default())
        .await
        .unwrap();
    svc.join(&info.id, &actor(2, false)).await.unwrap();
    svc.start_game(&info.id, UserId(1)).await.unwrap();
    tucana::cli::demo::play_out(svc, &info.id, &mut Rng::new(seed, 1), None)
        .await
        .unwrap();
    assert_eq!(
        svc.game_info(&info.id).await.unwrap().status,
        GameStatus::Finished
    );
    info.id
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_shows_nothing_until_its_admins_turn_its_pages_on() {
    let dir = tempfile::tempdir().unwrap();
    let (svc, _clock) = support::service(&dir, false).await;
    let game = finished_game(&svc, 20, 1).await;
    // Off: the game's page, its pictures and script are not shown, as an unknown id.
    assert!(hidden(svc.game_page(&game, "en").await.err().unwrap()));
    assert!(hidden(
        svc.game_picture(&game, Some(0), "en", None)
            .await
            .err()
            .unwrap()
    ));
    assert!(hidden(svc.game_script(&game).await.err().unwrap()));
    assert!(hidden(
        svc.game_page("nosuchgame", "en").await.err().unwrap()
    ));
    // Only an admin turns them on; a direct message cannot.
    let refused = svc
        .set_web(&actor(2, false), "Isla", true)
        .await
        .unwrap_err();
    assert!(matches!(refused, AppError::Refused(_)), "{refused:?}");
    let dm = Actor::new(UserId(1), "p1");
    assert!(svc.set_web(&dm, "Isla", true).await.is_err());
    let web_id = svc.set_web(&actor(1, true), "Isla", true).await.unwrap();
    // The bot's own id: no snowflake.
    assert_eq!(web_id.len(), 10);
    assert!(!web_id.contains(&GUILD.0.to_string()));
    let page = svc.server_page(&web_id, 1).await.unwrap();
    assert_eq!(page.name, "Isla");
    assert_eq!(page.games.games.len(), 1);
    assert_eq!(page.games.games[0].id, game);
    let shown: GamePage = svc.game_page(&game, "en").await.unwrap();
    assert!(shown.finished());
    assert_eq!(shown.results.len(), 2);
    assert!(shown.steps.len() > 1, "the start and every step");
    assert!(!shown.story.is_empty());
    assert!(svc
        .game_picture(&game, Some(1), "en", None)
        .await
        .unwrap()
        .starts_with(b"\x89PNG"));
    assert!(
        svc.game_picture(&game, None, "en", None).await.is_ok(),
        "the final standings"
    );
    let script = svc.game_script(&game).await.unwrap();
    assert!(script.contains("\"players\""), "{script}");
    // A step's picture asked as ending elsewhere (a page of before) is none.
    let end = shown.steps[1].end;
    assert!(svc
        .game_picture(&game, Some(1), "en", Some(end))
        .await
        .is_ok());
    let moved = svc.game_picture(&game, Some(1), "en", Some(end + 1)).await;
    assert!(hidden(moved.err().unwrap()));
    // A step past the last is no picture.
    let past = svc
        .game_picture(&game, Some(shown.steps.len()), "en", None)
        .await;
    assert!(hidden(past.err().unwrap()));
    // Off again: every page of the server goes, and its id is kept for the next time.
    assert_eq!(
        svc.set_web(&actor(1, true), "Isla", false).await.unwrap(),
        web_id
    );
    assert!(hidden(svc.server_page(&web_id, 1).await.err().unwrap()));
    assert!(hidden(svc.game_page(&game, "en").await.err().unwrap()));
    assert!(hidden(
        svc.daily_page(&web_id, "tucana", None).await.err().unwrap()
    ));
    assert_eq!(svc.web_of(GUILD).await.unwrap(), None);
    assert_eq!(
        svc.set_web(&actor(1, true), "Isla", true).await.unwrap(),
        web_id
    );
    assert_eq!(svc.web_of(GUILD).await.unwrap(), Some(web_id));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_private_player_has_no_page_and_their_name_links_nowhere() {
    let dir = tempfile::tempdir().unwrap();
    let (svc, _clock) = support::service(&dir, false).await;
    svc.set_web(&actor(1, true), "Isla", true).await.unwrap();
    let game = finished_game(&svc, 21, 2).await;
    let page = svc.game_page(&game, "en").await.unwrap();
    assert!(page.players.iter().all(|p| p.page.is_none()));
    let id = svc.set_profile(UserId(2), true).await.unwrap();
    let page = svc.game_page(&game, "en").await.unwrap();
    let linked: Vec<_> = page.players.iter().map(|p| p.page.clone()).collect();
    assert_eq!(linked, [None, Some(id.clone())]);
    let player = svc.player_page(&id, 1).await.unwrap();
    assert_eq!(player.name, "p2");
    assert_eq!(player.results.len(), 1);
    assert_eq!(player.per_game.len(), 1);
    // Private again: no page, the same id kept.
    assert_eq!(svc.set_profile(UserId(2), false).await.unwrap(), id);
    assert!(hidden(svc.player_page(&id, 1).await.err().unwrap()));
    assert!(hidden(
        svc.player_page("nobodyhere", 1).await.err().unwrap()
    ));
    let page = svc.game_page(&game, "en").await.unwrap();
    assert!(page.players.iter().all(|p| p.page.is_none()));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_daily_attempt_shows_nothing_until_its_day_is_over() {
    let dir = tempfile::tempdir().unwrap();
    let (svc, clock) = support::service(&dir, false).await;
    let web_id = svc.set_web(&actor(1, true), "Isla", true).await.unwrap();
    let daily = svc.daily_games()[0];
    let attempt = svc
        .play_daily(daily.id(), place(30), &actor(3, false))
        .await
        .unwrap();
    let game = attempt.info.id.clone();
    tucana::cli::demo::play_out(&svc, &game, &mut Rng::new(3, 1), None)
        .await
        .unwrap();
    // Today: the board has the score, no link to the game; the game has no page.
    let today = svc.daily_page(&web_id, daily.id(), None).await.unwrap();
    assert!(today.today);
    assert_eq!(today.board.len(), 1);
    assert_eq!(today.board[0].game, None);
    assert_eq!(today.par, None, "no par until the day is over");
    assert!(hidden(svc.game_page(&game, "en").await.err().unwrap()));
    assert!(hidden(
        svc.game_picture(&game, Some(0), "en", None)
            .await
            .err()
            .unwrap()
    ));
    let date = svc.today();
    assert!(hidden(
        svc.daily_picture(&web_id, daily.id(), date, "en")
            .await
            .err()
            .unwrap()
    ));
    // Nor is it among the server's finished games.
    assert!(svc
        .server_page(&web_id, 1)
        .await
        .unwrap()
        .games
        .games
        .is_empty());
    // A day to come is not shown.
    assert!(hidden(
        svc.daily_page(&web_id, daily.id(), Some(date.succ()))
            .await
            .err()
            .unwrap()
    ));
    // The next day: the attempt, its day's board and the server's list show it.
    clock.advance(Duration::from_secs(24 * 3600));
    assert!(svc.game_page(&game, "en").await.is_ok());
    let day = svc
        .daily_page(&web_id, daily.id(), Some(date))
        .await
        .unwrap();
    assert!(!day.today);
    assert_eq!(day.board[0].game.as_deref(), Some(game.as_str()));
    assert!(svc
        .daily_picture(&web_id, daily.id(), date, "en")
        .await
        .is_ok());
    assert_eq!(
        svc.server_page(&web_id, 1).await.unwrap().games.games.len(),
        1
    );
    let now = svc.daily_page(&web_id, daily.id(), None).await.unwrap();
    assert_eq!(now.past.iter().map(|d| d.date).collect::<Vec<_>>(), [date]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_free_paced_game_shows_only_what_its_slowest_player_reached() {
    let dir = tempfile::tempdir().unwrap();
    let (svc, _clock) = support::service(&dir, false).await;
    svc.set_web(&actor(1, true), "Isla", true).await.unwrap();
    let rules = svc.games()[0];
    let mut settings = GameSettings::default();
    settings.options = rules.with_pace(&settings.options, true).unwrap();
    let info = svc
        .create_game(place(40), &actor(1, false), settings)
        .await
        .unwrap();
    svc.join(&info.id, &actor(2, false)).await.unwrap();
    svc.start_game(&info.id, UserId(1)).await.unwrap();
    assert!(svc.game_info(&info.id).await.unwrap().free_pace);
    // Player 1 races ahead; player 2 has not moved.
    let mut rng = Rng::new(4, 1);
    for _ in 0..12 {
        let legal = svc.legal_moves(&info.id, UserId(1)).await.unwrap();
        let Some(chosen) = legal.get(rng.below(legal.len().max(1) as u32) as usize) else {
            break;
        };
        svc.play(&info.id, UserId(1), &chosen.text).await.unwrap();
    }
    let view = svc.view(&info.id).await.unwrap();
    assert!(
        !view.game.as_ref().unwrap().log().is_empty(),
        "moves were played"
    );
    let page = svc.game_page(&info.id, "en").await.unwrap();
    assert_eq!(page.steps.len(), 1, "the start alone: {:?}", page.steps);
    let own = svc.game_log(&view, UserId(1), 0).await.unwrap();
    assert!(
        page.story.len() < own.total,
        "{} of {}",
        page.story.len(),
        own.total
    );
    assert!(page.results.is_empty());
    assert!(hidden(
        svc.game_picture(&info.id, Some(1), "en", None)
            .await
            .err()
            .unwrap()
    ));
    assert!(hidden(
        svc.game_picture(&info.id, None, "en", None)
            .await
            .err()
            .unwrap()
    ));
    assert!(hidden(svc.game_script(&info.id).await.err().unwrap()));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_steps_of_every_games_page_have_their_pictures() {
    let dir = tempfile::tempdir().unwrap();
    let (svc, clock) = support::service(&dir, false).await;
    let demo = tucana::cli::demo::fill(&svc, &clock, 1, 1, 7)
        .await
        .unwrap();
    let mut kinds = std::collections::HashSet::new();
    for game in demo.finished.iter().chain(&demo.in_play) {
        let page = svc.game_page(game, "en").await.unwrap();
        kinds.insert(page.rules.id());
        assert!(!page.steps.is_empty(), "{game}");
        // The first two, one between and the last: every step costs a replay and a
        // picture, which a debug build draws slowly.
        let n = page.steps.len();
        let mut steps = vec![0, 1.min(n - 1), n / 2, n - 1];
        steps.dedup();
        for step in steps {
            let png = svc.game_picture(game, Some(step), "en", None).await;
            assert!(
                png.is_ok(),
                "{game} ({}): step {step} has no picture",
                page.rules.id()
            );
        }
        let last = svc.game_picture(game, None, "en", None).await;
        assert_eq!(last.is_ok(), page.finished(), "{game}: the final standings");
    }
    assert_eq!(kinds.len(), svc.games().len(), "every game");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_reader_on_the_database_serves_the_same_pages_and_writes_nothing() {
    // What `tucana web --db PATH` runs: a service that only reads, beside the bot's.
    let dir = tempfile::tempdir().unwrap();
    let (svc, clock) = support::service(&dir, false).await;
    let demo = tucana::cli::demo::fill(&svc, &clock, 1, 1, 9)
        .await
        .unwrap();
    let store = tucana::store::Store::open_read_only(support::db(&dir))
        .await
        .unwrap();
    let config = tucana::app::ServiceConfig {
        reader: true,
        no_scheduler: true,
        ..tucana::app::ServiceConfig::default()
    };
    let reader = Service::start(store, clock.clone(), config).await.unwrap();
    assert_eq!(reader.live_games(), 0, "a reader loads no game");
    let (mine, theirs) = (
        svc.server_page(&demo.server, 1).await.unwrap(),
        reader.server_page(&demo.server, 1).await.unwrap(),
    );
    let ids = |p: &tucana::app::pages::ServerPage| {
        p.games
            .games
            .iter()
            .map(|g| g.id.clone())
            .collect::<Vec<_>>()
    };
    assert_eq!(ids(&mine), ids(&theirs));
    assert_eq!(mine.leagues.len(), theirs.leagues.len());
    for game in demo.finished.iter().take(4).chain(&demo.in_play) {
        let (a, b) = (
            svc.game_page(game, "de").await.unwrap(),
            reader.game_page(game, "de").await.unwrap(),
        );
        assert_eq!(a.steps, b.steps, "{game}");
        assert_eq!(a.story, b.story, "{game}");
    }
    // A move made by the writer reaches the reader's page (it keeps no game).
    let game = &demo.in_play[0];
    let before = reader.game_page(game, "en").await.unwrap().story.len();
    // (The demo's week of dailies went past its deadline: the writer plays what is due.)
    svc.run_due().await;
    tucana::cli::demo::play_out(&svc, game, &mut Rng::new(9, 2), Some(40))
        .await
        .unwrap();
    let after = reader.game_page(game, "en").await.unwrap().story.len();
    assert!(after > before, "{before} → {after}");
    let league = demo.leagues[0];
    let (a, b) = (
        svc.season_page(league, None, 1).await.unwrap(),
        reader.season_page(league, None, 1).await.unwrap(),
    );
    assert_eq!(a.lines.len(), b.lines.len());
    assert_eq!(a.rounds.len(), b.rounds.len());
    // It writes nothing: turning a server's pages off is refused by the read-only store.
    let mut admin =
        Actor::new(UserId(tucana::cli::demo::FIRST_USER), "Ana").on(tucana::cli::demo::GUILD);
    admin.admin = true;
    assert!(reader.set_web(&admin, "x", false).await.is_err());
    assert!(svc
        .web_of(tucana::cli::demo::GUILD)
        .await
        .unwrap()
        .is_some());
}
