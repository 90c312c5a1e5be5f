//! Invitations, kicks and rematches through the service (issue 46, points 1 and 2): a lobby
//! open to its invited users and roles only (after a restart too), the host taking a
//! player out, and a finished game's rematch: opened once however many press at once, with
//! the same computer players, started when the last of its people is in.

use crate::support;

use std::sync::Arc;

use support::games::{GUESS_BOTS, RACE};
use support::*;
use tucana::app::{
    Actor, AppError, ChannelId, ExtraGames, GameSettings, GameStatus, Invitee, Place, Rematch,
    RoleId, Service, ServiceConfig, TestClock, UserId,
};
use tucana::game::{Level, Rules};

const ALICE: UserId = UserId(1);
const BOB: UserId = UserId(2);
const CAROL: UserId = UserId(3);
const DAN: UserId = UserId(4);
const ROLE: RoleId = RoleId(77);

async fn service(dir: &tempfile::TempDir, clock: &Arc<TestClock>) -> Service {
    Service::start(
        store(dir).await,
        clock.clone(),
        ServiceConfig {
            games: ExtraGames(vec![&RACE, &GUESS_BOTS]),
            seed: Some(42),
            no_scheduler: true,
            think_ms: Some(1),
            ..ServiceConfig::default()
        },
    )
    .await
    .expect("service starts")
}

/// `user` on the test server.
fn member(user: UserId) -> Actor {
    who(user).on(PLACE.guild)
}

/// The catalog key of a refusal.
fn refused<T: std::fmt::Debug>(result: Result<T, AppError>) -> String {
    match result {
        Err(e) => e.msg().key.into_owned(),
        Ok(ok) => panic!("not refused: {ok:?}"),
    }
}

fn race(options: &[(&str, &str)]) -> GameSettings {
    GameSettings {
        options: RACE.options(options).unwrap(),
        ..GameSettings::of(&RACE)
    }
}

/// A race of `people` to square 3 with no wind, hosted by the first, which the host wins
/// at once: its id.
async fn finished_race(svc: &Service, people: &[UserId]) -> String {
    let info = svc
        .create_game(
            PLACE,
            &member(people[0]),
            race(&[("target", "3"), ("wind", "0")]),
        )
        .await
        .unwrap();
    for &u in &people[1..] {
        svc.join(&info.id, &member(u)).await.unwrap();
    }
    svc.start_game(&info.id, people[0]).await.unwrap();
    svc.play(&info.id, people[0], "3").await.unwrap();
    assert_eq!(
        svc.game_info(&info.id).await.unwrap().status,
        GameStatus::Finished
    );
    info.id
}

/// A press of Rematch by `user` as the adapter makes it: when there is no rematch yet, it
/// opens one in a thread of its own (`channel`).
async fn press(svc: &Service, user: UserId, game: &str, channel: u64) -> Result<Rematch, AppError> {
    match svc.press_rematch(&member(user), game).await? {
        Rematch::Open => {
            let place = Place {
                guild: PLACE.guild,
                channel: ChannelId(channel),
            };
            svc.open_rematch(place, &member(user), game).await
        }
        done => Ok(done),
    }
}

#[tokio::test]
async fn an_invited_lobby_is_open_to_its_invitees_only_after_a_restart_too() {
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(TestClock::new(T0));
    let svc = service(&dir, &clock).await;

    // No more invitations than the seats beside the host's.
    let small = GameSettings {
        max_players: 2,
        ..race(&[])
    };
    let two = vec![Invitee::User(BOB), Invitee::User(CAROL)];
    assert_eq!(
        refused(
            svc.create_game_inviting(PLACE, &member(ALICE), small, two)
                .await
        ),
        "app-invite-too-many"
    );

    let invited = vec![
        Invitee::User(BOB),
        Invitee::Role(ROLE),
        Invitee::User(ALICE),
    ];
    let info = svc
        .create_game_inviting(PLACE, &member(ALICE), race(&[]), invited)
        .await
        .unwrap();
    // The host needs no invitation, and is not listed.
    assert_eq!(
        svc.invitees(&info.id).await.unwrap(),
        [Invitee::User(BOB), Invitee::Role(ROLE)]
    );
    assert_eq!(
        refused(svc.join(&info.id, &member(CAROL)).await),
        "app-invite-only"
    );
    svc.shutdown().await;

    let svc = service(&dir, &clock).await;
    assert_eq!(
        refused(svc.join(&info.id, &member(CAROL)).await),
        "app-invite-only",
        "the invitations are kept"
    );
    svc.join(&info.id, &member(BOB)).await.unwrap();
    // A member of an invited role is invited.
    let dan = member(DAN).with_roles(vec![RoleId(5), ROLE]);
    let joined = svc.join(&info.id, &dan).await.unwrap();
    assert_eq!(joined.players.len(), 3);
    // An open lobby takes anyone.
    let open = svc
        .create_game(
            Place {
                channel: ChannelId(9),
                ..PLACE
            },
            &member(BOB),
            race(&[]),
        )
        .await
        .unwrap();
    svc.join(&open.id, &member(CAROL)).await.unwrap();
    assert!(svc.invitees(&open.id).await.unwrap().is_empty());
}

#[tokio::test]
async fn the_host_takes_a_player_out_of_the_lobby() {
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(TestClock::new(T0));
    let svc = service(&dir, &clock).await;
    let info = svc
        .create_game(PLACE, &member(ALICE), race(&[]))
        .await
        .unwrap();
    svc.join(&info.id, &member(BOB)).await.unwrap();
    svc.join(&info.id, &member(CAROL)).await.unwrap();

    assert_eq!(
        refused(svc.kick(&info.id, &member(BOB), CAROL).await),
        "app-kick-host-only"
    );
    assert_eq!(
        refused(svc.kick(&info.id, &member(ALICE), ALICE).await),
        "app-kick-not-yourself"
    );
    assert_eq!(
        refused(svc.kick(&info.id, &member(ALICE), DAN).await),
        "app-kick-not-in-lobby"
    );
    let after = svc.kick(&info.id, &member(ALICE), CAROL).await.unwrap();
    let users: Vec<UserId> = after.players.iter().map(|p| p.player.user).collect();
    assert_eq!(users, [ALICE, BOB]);
    // Stored: a restart shows the lobby without her.
    svc.shutdown().await;
    let svc = service(&dir, &clock).await;
    assert_eq!(svc.game_info(&info.id).await.unwrap().players.len(), 2);
    // An open lobby lets her come back.
    svc.join(&info.id, &member(CAROL)).await.unwrap();
    // Not once the game has started.
    svc.start_game(&info.id, ALICE).await.unwrap();
    assert!(matches!(
        svc.kick(&info.id, &member(ALICE), BOB).await,
        Err(AppError::AlreadyStarted)
    ));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn presses_at_once_open_one_rematch_which_starts_when_everyone_is_in() {
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(TestClock::new(T0));
    let svc = service(&dir, &clock).await;

    // Not before the end.
    let going = svc
        .create_game(PLACE, &member(ALICE), race(&[]))
        .await
        .unwrap();
    svc.join(&going.id, &member(BOB)).await.unwrap();
    assert!(!svc.rematch_offered(&going.id).await.unwrap());
    assert_eq!(
        refused(press(&svc, ALICE, &going.id, 50).await),
        "app-rematch-not-over"
    );

    let game = finished_race(&svc, &[ALICE, BOB, CAROL]).await;
    assert!(svc.rematch_offered(&game).await.unwrap());
    // Only its players.
    assert_eq!(
        refused(press(&svc, DAN, &game, 51).await),
        "app-rematch-players-only"
    );
    // Nor from another server.
    assert!(matches!(
        svc.press_rematch(&who(ALICE).on(tucana::app::GuildId(5)), &game)
            .await,
        Err(AppError::OtherServer)
    ));

    // Alice and Bob at once: one lobby, the other joins it.
    let (a, b) = tokio::join!(press(&svc, ALICE, &game, 60), press(&svc, BOB, &game, 61));
    let (a, b) = (a.unwrap(), b.unwrap());
    let (opened, joined) = match (&a, &b) {
        (Rematch::Opened(o), Rematch::Joined(j)) | (Rematch::Joined(j), Rematch::Opened(o)) => {
            (o.clone(), j.clone())
        }
        other => panic!("not one lobby: {other:?}"),
    };
    assert_eq!(opened.id, joined.id);
    let rematch = opened.id.clone();
    assert_ne!(rematch, game);
    assert_eq!(joined.status, GameStatus::Lobby, "Carol is still to come");
    assert_eq!(joined.players.len(), 2);
    let stored = svc.store().find_game(&game).await.unwrap().unwrap();
    assert_eq!(
        svc.store().rematch_of(stored.id).await.unwrap().as_deref(),
        Some(rematch.as_str())
    );
    // The same game and options, open to the previous game's people only.
    let info = svc.game_info(&rematch).await.unwrap();
    let previous = svc.game_info(&game).await.unwrap();
    assert_eq!(info.settings.game, previous.settings.game);
    assert_eq!(info.settings.options, previous.settings.options);
    assert_eq!(info.settings.turn_deadline, previous.settings.turn_deadline);
    assert_eq!(
        refused(svc.join(&rematch, &member(DAN)).await),
        "app-invite-only"
    );

    // A second press by a player already in.
    let again = refused(press(&svc, ALICE, &game, 62).await);
    assert_eq!(again, "app-rematch-already-in");

    // Carol, the last: the rematch starts, Alice (whose press opened it) its host.
    match press(&svc, CAROL, &game, 63).await.unwrap() {
        Rematch::Joined(info) => {
            assert_eq!(info.id, rematch);
            assert_eq!(info.status, GameStatus::Active);
            assert_eq!(info.players.len(), 3);
            assert_eq!(info.host, opened.host);
        }
        other => panic!("{other:?}"),
    }
    assert!(!svc.rematch_offered(&rematch).await.unwrap());
}

/// One round of Guess with computer players: `people` and a strong computer player, who
/// all choose; finished.
async fn finished_guess(svc: &Service, people: &[UserId]) -> String {
    let settings = GameSettings {
        game: GUESS_BOTS.id().into(),
        options: GUESS_BOTS.options(&[("rounds", "1")]).unwrap(),
        ..GameSettings::default()
    };
    let info = svc
        .create_game(PLACE, &member(people[0]), settings)
        .await
        .unwrap();
    for &u in &people[1..] {
        svc.join(&info.id, &member(u)).await.unwrap();
    }
    svc.add_bot(&info.id, &member(people[0]), Level::Strong)
        .await
        .unwrap();
    svc.start_game(&info.id, people[0]).await.unwrap();
    for &u in people {
        svc.play(&info.id, u, "2").await.unwrap();
    }
    until("the game is over", || async {
        svc.run_due().await;
        svc.bots_idle().await;
        svc.game_info(&info.id).await.unwrap().status == GameStatus::Finished
    })
    .await;
    info.id
}

#[tokio::test]
async fn a_rematch_seats_the_same_computer_players() {
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(TestClock::new(T0));
    let svc = service(&dir, &clock).await;

    let game = finished_guess(&svc, &[ALICE, BOB]).await;
    let opened = match press(&svc, BOB, &game, 70).await.unwrap() {
        Rematch::Opened(info) => info,
        other => panic!("{other:?}"),
    };
    assert_eq!(opened.host, BOB, "the first to press hosts it");
    assert_eq!(opened.status, GameStatus::Lobby);
    let bots: Vec<&str> = opened
        .players
        .iter()
        .filter(|p| p.player.bot)
        .map(|p| p.player.name.as_str())
        .collect();
    assert_eq!(bots.len(), 1, "{:?}", opened.players);
    assert!(bots[0].contains("strong"), "{bots:?}");
    assert_eq!(
        svc.invitees(&opened.id).await.unwrap(),
        [Invitee::User(ALICE)]
    );
    // Alice joins with the lobby's Join (not the button under the end post): the rematch
    // starts all the same.
    let joined = svc.join(&opened.id, &member(ALICE)).await.unwrap();
    assert_eq!(joined.status, GameStatus::Active);

    // A game of one person and computer players: the one press starts it.
    let solo = finished_guess(&svc, &[CAROL]).await;
    match press(&svc, CAROL, &solo, 71).await.unwrap() {
        Rematch::Opened(info) => {
            assert_eq!(info.status, GameStatus::Active);
            assert_eq!(info.players.len(), 2);
        }
        other => panic!("{other:?}"),
    }
}

#[tokio::test]
async fn a_rematch_cancelled_before_it_started_leaves_room_for_another() {
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(TestClock::new(T0));
    let svc = service(&dir, &clock).await;
    let game = finished_race(&svc, &[ALICE, BOB]).await;
    let first = match press(&svc, ALICE, &game, 70).await.unwrap() {
        Rematch::Opened(info) => info.id,
        other => panic!("not opened: {other:?}"),
    };
    // Its host calls it off before Bob comes: the next press opens a fresh one.
    svc.cancel(&first, &member(ALICE)).await.unwrap();
    let second = match press(&svc, BOB, &game, 71).await.unwrap() {
        Rematch::Opened(info) => info.id,
        other => panic!("the cancelled rematch stood in the way: {other:?}"),
    };
    assert_ne!(first, second);
    let stored = svc.store().find_game(&game).await.unwrap().unwrap();
    assert_eq!(
        svc.store().rematch_of(stored.id).await.unwrap().as_deref(),
        Some(second.as_str())
    );
    // Alice's press joins it, and it starts: everyone is in.
    match press(&svc, ALICE, &game, 72).await.unwrap() {
        Rematch::Joined(info) => assert_eq!(info.id, second),
        other => panic!("not joined: {other:?}"),
    }
    assert_eq!(
        svc.game_info(&second).await.unwrap().status,
        GameStatus::Active
    );
}
