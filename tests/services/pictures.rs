//! Pictures from the state the service holds (issue 47): the game as each outbox event
//! shows it is kept from the change that wrote the event, never replayed from the log; a
//! drawn picture is kept in the one bounded cache that the replies, the posts and the web
//! pages share, and asked again it is served from there.

use crate::support;

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;

use support::*;
use tucana::app::{Actor, GameSettings, GameStatus, PictureKey, Service, UserId};
use tucana::game::rng::Rng;
use tucana::game::View;
use tucana::store::{ChannelId, GuildId, Place};

/// Every post of a whole game (its turns, rounds and end) is drawn from the game as the
/// service kept it for the event, at the event's position: nothing is replayed, and each
/// kept game is the one the log gives there. Delivered, its game is let go.
#[tokio::test]
async fn every_post_of_a_game_is_drawn_from_the_state_kept_for_it() {
    let dir = tempfile::tempdir().unwrap();
    let (svc, _clock) = service(&dir, false).await;
    let users = [UserId(11), UserId(12)];
    let game = started_game(&svc, &users, GameSettings::default()).await;
    let mut rng = Rng::new(5, 0);
    while svc.game_info(&game).await.unwrap().status == GameStatus::Active {
        play_turn(&svc, &game, &mut rng).await;
    }
    let events = svc.pending_events(10_000).await.unwrap();
    let drawn: Vec<_> = events.iter().filter(|e| e.event.drawn()).collect();
    assert!(
        drawn.len() > 3,
        "turns, rounds and the end: {}",
        drawn.len()
    );
    assert_eq!(
        svc.shown_kept(),
        drawn.len(),
        "one kept game per drawn post"
    );
    let mut held = Vec::new();
    for ev in &drawn {
        let seq = ev.seq.expect("a position");
        let state = svc.game_of_event(&ev.game, &ev.key, seq).await.unwrap();
        assert_eq!(state.log_len() as i64, seq, "{}", ev.key);
        held.push((ev, state));
    }
    assert_eq!(svc.replays(), 0, "no game replayed to draw its posts");
    // The game kept is the game the log gives at that position.
    for (ev, state) in held.iter().step_by(5) {
        let replayed = svc.game_at(&ev.game, ev.seq.unwrap()).await.unwrap();
        assert_eq!(replayed.log(), state.log(), "{}", ev.key);
        let totals = |g: &dyn tucana::game::Play| -> Vec<(usize, u32)> {
            g.standings().iter().map(|s| (s.seat, s.total)).collect()
        };
        assert_eq!(totals(&*replayed), totals(&**state), "{}", ev.key);
    }
    for ev in &drawn {
        svc.event_done(&ev.key);
        svc.mark_delivered(ev.id).await.unwrap();
    }
    assert_eq!(svc.shown_kept(), 0, "let go once delivered");
}

/// A picture is drawn once for its game, log length, view and language: asked again (a
/// post delivered again, "My map" after a move), it is served from the cache.
#[tokio::test]
async fn a_picture_asked_again_is_served_from_the_cache() {
    let dir = tempfile::tempdir().unwrap();
    let (svc, _clock) = service(&dir, false).await;
    let game = started_game(&svc, &[UserId(11), UserId(12)], GameSettings::default()).await;
    let view = Arc::new(svc.view(&game).await.unwrap());
    let draws = Arc::new(AtomicUsize::new(0));
    let ask = |svc: Service, view: Arc<tucana::app::GameView>, lang: &'static str| {
        let draws = Arc::clone(&draws);
        async move {
            let key = PictureKey::new(&view.info.id, view.len, View::Turn, &[], lang);
            svc.picture(key, move || {
                draws.fetch_add(1, Ordering::SeqCst);
                view.game.as_ref()?.picture(View::Turn, &[], lang)
            })
            .await
            .unwrap()
        }
    };
    let first = ask(svc.clone(), Arc::clone(&view), "en")
        .await
        .expect("a card");
    let again = ask(svc.clone(), Arc::clone(&view), "en")
        .await
        .expect("a card");
    assert_eq!(first, again);
    assert_eq!(draws.load(Ordering::SeqCst), 1, "drawn once");
    assert_eq!(svc.pictures_counted(), (1, 1), "(served, drawn)");
    ask(svc.clone(), Arc::clone(&view), "de").await;
    assert_eq!(
        draws.load(Ordering::SeqCst),
        2,
        "another language, another picture"
    );
    let (entries, bytes) = svc.pictures_kept();
    assert_eq!(entries, 2);
    assert!(bytes >= first.len() && bytes <= tucana::app::pictures::PICTURE_BYTES);
}

const GUILD: GuildId = GuildId(987_654_321_012_345_678);

/// A game's page and its step pictures: the steps are worked out once per game, length and
/// language, and a step's picture asked again (another reader) is served from the cache.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_pages_steps_and_pictures_are_worked_out_once() {
    let dir = tempfile::tempdir().unwrap();
    let (svc, _clock) = support::service(&dir, false).await;
    let host = Actor::new(UserId(1), "p1").on(GUILD);
    let mut admin = host.clone();
    admin.admin = true;
    let place = Place {
        guild: GUILD,
        channel: ChannelId(20),
    };
    let info = svc
        .create_game(place, &host, GameSettings::default())
        .await
        .unwrap();
    svc.join(&info.id, &Actor::new(UserId(2), "p2").on(GUILD))
        .await
        .unwrap();
    svc.start_game(&info.id, UserId(1)).await.unwrap();
    tucana::cli::demo::play_out(&svc, &info.id, &mut Rng::new(1, 1), None)
        .await
        .unwrap();
    svc.set_web(&admin, "Isla", true).await.unwrap();
    let page = svc.game_page(&info.id, "en").await.unwrap();
    assert_eq!(svc.replays(), 1, "the steps, worked out once");
    let first = svc
        .game_picture(&info.id, Some(1), "en", None)
        .await
        .unwrap();
    let (served, drawn) = svc.pictures_counted();
    svc.game_page(&info.id, "en").await.unwrap();
    let again = svc
        .game_picture(&info.id, Some(1), "en", Some(page.steps[1].end))
        .await
        .unwrap();
    assert_eq!(first, again);
    assert_eq!(
        svc.pictures_counted(),
        (served + 1, drawn),
        "served, not drawn"
    );
    assert_eq!(svc.replays(), 1, "the second reader replays nothing");
    let last = svc.game_picture(&info.id, None, "en", None).await.unwrap();
    assert!(last.starts_with(b"\x89PNG"));
    assert_eq!(svc.replays(), 1, "the final standings are the game held");
}
