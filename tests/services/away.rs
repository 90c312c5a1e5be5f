//! "Since you were away" and a game's public log, through the service: what a player is
//! told of the others' moves since their last one (capped, with "and N more"), nothing of
//! it hidden (a La Isla assignment or a Combi-Nations country before the reveal, a
//! free-paced player's turns ahead of the reader), and nothing when nobody moved; a
//! move's reply, its summary and picture included, replaying nothing from the seed; and a
//! free-paced player's turn notices by direct message, for the steps they did not start.

use crate::support;

use std::sync::Arc;
use std::time::Duration;
use support::games::Counted;
use support::*;
use tucana::app::told::{Away, AWAY_LINES};

use tucana::app::{
    Actor, ExtraGames, GameSettings, Guess, Service, ServiceConfig, TestClock, UserId,
};
use tucana::game::rng::Rng;
use tucana::game::{Rules, Seat, View};

const A: UserId = UserId(21);
const B: UserId = UserId(22);
const C: UserId = UserId(23);

/// A game of `game` with its default options (or `options`), started by `users`.
async fn game_of(svc: &Service, game: &str, options: &[(&str, &str)], users: &[UserId]) -> String {
    let rules = tucana::games::find(&game.into()).expect("a game of the registry");
    let settings = GameSettings {
        options: rules.options(options).expect("options"),
        ..GameSettings::of(rules)
    };
    started_game(svc, users, settings).await
}

/// What `user` is told now of what happened since their last move.
async fn away(svc: &Service, game: &str, user: UserId) -> Option<Away> {
    let view = svc.view(game).await.expect("view");
    svc.away(&view, user, None).await
}

/// The lines of a summary, each its players' names and the game's words.
fn lines(away: &Away) -> Vec<String> {
    away.lines
        .iter()
        .map(|l| format!("{}{}", l.who.join(", "), games::english(&l.text)))
        .collect()
}

/// `user`'s first legal move, as typed.
async fn first_move(svc: &Service, game: &str, user: UserId) -> String {
    svc.legal_moves(game, user).await.expect("legal moves")[0]
        .text
        .clone()
}

/// Trails of Tucana together: a player is told each of the others' trails since their own
/// last move, by name, and nothing once they are up to date or when nobody has moved.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_others_trails_since_a_players_last_move_are_told() {
    let dir = tempfile::tempdir().unwrap();
    let (svc, _clock) = service(&dir, false).await;
    let game = game_of(&svc, "tucana", &[], &[A, B, C]).await;
    assert_eq!(away(&svc, &game, A).await, None, "nobody has moved");
    let mut rng = Rng::new(7, 0);
    play_turn_for(&svc, &game, &[A], &mut rng).await;
    assert_eq!(away(&svc, &game, A).await, None, "nobody moved since A");
    let before = svc.view(&game).await.unwrap().game.unwrap().log_len();
    play_turn_for(&svc, &game, &[B, C], &mut rng).await;

    let told = away(&svc, &game, A).await.expect("B and C moved");
    let log = svc.view(&game).await.unwrap().game.unwrap().log();
    let trails: Vec<(String, String)> = log[before..]
        .iter()
        .filter_map(|m| match m.split_whitespace().collect::<Vec<_>>()[..] {
            ["trail", seat, label] => Some((
                name([A, B, C][seat.parse::<usize>().unwrap()]),
                label.to_owned(),
            )),
            _ => None,
        })
        .collect();
    assert!(trails.len() >= 2);
    let text = lines(&told);
    for (who, label) in &trails {
        let said = format!("{who} drew **{label}** (");
        assert!(
            text.iter().any(|l| l.starts_with(&said)),
            "{said} not in {text:#?}"
        );
    }
    assert!(
        !text.iter().any(|l| l.starts_with(&name(A))),
        "A's own trails are not told to A: {text:#?}"
    );
    // B is told C's trails (after B's), not its own.
    let to_b = lines(&away(&svc, &game, B).await.expect("C moved after B"));
    assert!(to_b.iter().all(|l| l.starts_with(&name(C))), "{to_b:#?}");
}

/// More than fits is cut at [`AWAY_LINES`] lines in all, the last saying how many more
/// there are; every line of the public log since is counted.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_long_absence_is_told_in_ten_lines_and_a_count() {
    let dir = tempfile::tempdir().unwrap();
    let (svc, clock) = service(&dir, false).await;
    let game = game_of(&svc, "tucana", &[], &[A, B, C]).await;
    let mut rng = Rng::new(8, 0);
    // A lets six turns pass at their deadlines while B and C play them.
    for _ in 0..6 {
        play_turn_for(&svc, &game, &[B, C], &mut rng).await;
        clock.advance(25 * HOUR);
        svc.run_due().await;
    }
    let told = away(&svc, &game, A).await.expect("B and C moved");
    assert!(told.more > 0, "{told:#?}");
    let shown = told.lines.len() + 1 + usize::from(!told.standings.is_empty());
    assert_eq!(shown, AWAY_LINES, "{told:#?}");
    // A never moved: what they missed is the whole public log.
    let view = svc.view(&game).await.unwrap();
    let log = svc.game_log(&view, A, 0).await.unwrap();
    assert_eq!(told.lines.len() + told.more, log.total);
    assert_eq!(
        told.lines,
        log.lines[..told.lines.len()],
        "the oldest lines first"
    );
}

/// A game of `game` whose first step is a hidden choice: B chooses first, and A is told
/// nothing of it (no summary, no line of the log); A chooses, and the reveal is told to B.
/// Returns what B is told then.
async fn hidden_until_revealed(game: &str) -> Vec<String> {
    let dir = tempfile::tempdir().unwrap();
    let (svc, _clock) = service(&dir, false).await;
    let game = game_of(&svc, game, &[], &[A, B]).await;
    let choice = first_move(&svc, &game, B).await;
    svc.play(&game, B, &choice).await.unwrap();
    let view = svc.view(&game).await.unwrap();
    assert_eq!(svc.away(&view, A, None).await, None, "B's choice is secret");
    let page = svc.game_log(&view, A, 0).await.unwrap();
    assert_eq!(page.total, 0, "nothing public yet: {page:#?}");

    let choice = first_move(&svc, &game, A).await;
    svc.play(&game, A, &choice).await.unwrap();
    lines(&away(&svc, &game, B).await.expect("the reveal"))
}

/// La Isla: an assignment is secret until everyone has assigned; the reveal then tells
/// everyone's cards.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_la_isla_assignment_is_told_only_once_revealed() {
    let told = hidden_until_revealed("la-isla").await;
    assert!(
        told.iter().any(|l| l.starts_with(&name(A))),
        "the reveal tells A's cards: {told:#?}"
    );
}

/// Combi-Nations: a country chosen is not told before everyone has chosen.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_combi_nations_country_is_told_only_once_everyone_has_chosen() {
    let told = hidden_until_revealed("combi-nations").await;
    assert!(
        told.iter().any(|l| l.contains(" chose ")),
        "the countries, shown once all have chosen: {told:#?}"
    );
}

/// Plays `user`'s whole current turn of a free-paced game (each move their first legal
/// one); returns the trails drawn.
async fn free_turn(svc: &Service, game: &str, user: UserId, seat: Seat) -> usize {
    let at = |svc: &Service| {
        let svc = svc.clone();
        let game = game.to_owned();
        async move {
            let play = svc.view(&game).await.unwrap().game.unwrap();
            play.seat_turn(seat)
        }
    };
    let start = at(svc).await;
    let mut moves = 0;
    while at(svc).await == start {
        let typed = first_move(svc, game, user).await;
        svc.play(game, user, &typed).await.unwrap();
        moves += usize::from(typed != "skip");
    }
    moves
}

/// Free pace: a player is told nothing of a faster player's turns they have not reached,
/// and each of them once their own progress reaches it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_free_paced_player_is_told_nothing_beyond_their_own_turn() {
    let dir = tempfile::tempdir().unwrap();
    let (svc, _clock) = service(&dir, false).await;
    let game = game_of(&svc, "tucana", &[("pace", "free")], &[A, B]).await;
    let first = free_turn(&svc, &game, B, 1).await;
    free_turn(&svc, &game, B, 1).await;
    free_turn(&svc, &game, B, 1).await;
    assert_eq!(away(&svc, &game, A).await, None, "B is ahead of A");
    let view = svc.view(&game).await.unwrap();
    assert_eq!(svc.game_log(&view, A, 0).await.unwrap().total, 0);

    free_turn(&svc, &game, A, 0).await;
    let told = away(&svc, &game, A).await.expect("B's first turn");
    let from_b = lines(&told)
        .into_iter()
        .filter(|l| l.starts_with(&format!("{} drew ", name(B))))
        .count();
    assert_eq!(from_b, first, "B's first turn, no more: {told:#?}");
}

/// Plays `user`'s part of their current step, each move their first legal one, for as long
/// as the game waits for them in that step.
async fn step_of(svc: &Service, game: &str, user: UserId) {
    let view = svc.view(game).await.unwrap();
    let seat = view.seat_of(user).expect("a player");
    let at = view.game.expect("started").seat_turn(seat);
    loop {
        let play = svc.view(game).await.unwrap().game.unwrap();
        if play.seat_turn(seat) != at || !play.to_act().includes(seat) {
            return;
        }
        let typed = first_move(svc, game, user).await;
        svc.play(game, user, &typed).await.unwrap();
    }
}

/// A `/move` as the adapter answers it (`discord::commands::shared::moving`), in a game of
/// Trails of Tucana under a kind that counts its replays from the seed ([`Counted`]),
/// together or at everyone's own pace: A's move after B and C played a step, its summary
/// of what they did ("since your last move", B's and C's moves) and A's pictures cost no
/// replay, neither of the game from its seed nor of a stored game.
async fn a_moves_reply_replays_nothing(free: bool) {
    let dir = tempfile::tempdir().unwrap();
    let counted = Counted::of(tucana::games::find(&"tucana".into()).expect("a game"));
    let svc = Service::start(
        support::store(&dir).await,
        Arc::new(TestClock::new(T0)),
        ServiceConfig {
            games: ExtraGames(vec![counted as &'static dyn Rules]),
            seed: Some(42),
            no_scheduler: true,
            ..ServiceConfig::default()
        },
    )
    .await
    .expect("service starts");
    let mut settings = GameSettings::of(counted);
    if free {
        settings.options = counted
            .with_pace(&settings.options, true)
            .expect("free pace");
    }
    let game = started_game(&svc, &[A, B, C], settings).await;
    for user in [A, B, C] {
        step_of(&svc, &game, user).await;
    }

    let (replays, stored) = (counted.replays(), svc.replays());
    // The move, from the game's server, then its reply: the summary heading it and the
    // seat's pictures.
    let typed = first_move(&svc, &game, A).await;
    let a = Actor {
        guild: Some(PLACE.guild),
        ..who(A)
    };
    let (outcome, view) = svc
        .play_found(
            &a,
            Some(PLACE),
            Some(game.as_str()),
            Guess::OnlyGame,
            &typed,
        )
        .await
        .expect("A's move");
    let told = svc.away(&view, A, Some(outcome.seq)).await;
    let seat = view.seat_of(A).unwrap();
    let sheet = view.seen_by(A).and_then(|g| {
        g.picture(
            View::Seat { seat, hints: true },
            &view.names(),
            tucana::words::FALLBACK,
        )
    });
    // At free pace, the cards of A's own step too.
    let _own = view.game.as_ref().filter(|g| g.is_free_paced()).map(|g| {
        g.picture(
            View::TurnOf { seat },
            &view.names(),
            tucana::words::FALLBACK,
        )
    });

    assert_eq!(counted.replays(), replays, "replays from the seed");
    assert_eq!(svc.replays(), stored, "stored games replayed");
    let told = lines(&told.expect("B and C played since A's last move"));
    for other in [B, C] {
        assert!(
            told.iter()
                .any(|l| l.starts_with(&format!("{} drew ", name(other)))),
            "{other:?} in {told:#?}"
        );
    }
    assert!(!told.iter().any(|l| l.starts_with(&name(A))), "{told:#?}");
    assert!(sheet.is_some(), "A's sheet");
}

/// [`a_moves_reply_replays_nothing`], the game played together.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_moves_reply_replays_nothing_from_the_seed() {
    a_moves_reply_replays_nothing(false).await;
}

/// [`a_moves_reply_replays_nothing`], the game at everyone's own pace.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_free_paced_moves_reply_replays_nothing_from_the_seed() {
    a_moves_reply_replays_nothing(true).await;
}

/// The lines of `user`'s pending turn notices, oldest first.
async fn notices_of(svc: &Service, user: UserId) -> Vec<String> {
    let pending = svc.pending_turn_notices(50).await.unwrap();
    pending
        .into_iter()
        .filter(|n| n.user == user)
        // Kept as a message, read here as an English reader reads it.
        .map(|n| tucana::words::english(&serde_json::from_str(&n.line).unwrap()))
        .collect()
}

/// Free pace has no turn post to queue notices: a player who asked (`dm:on`) is told of
/// their first step and of a step their deadline started for them, once each, never of a
/// step they started themselves by playing; a player who did not ask is told nothing.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_free_paced_players_steps_they_did_not_start_are_told_by_dm() {
    let dir = tempfile::tempdir().unwrap();
    let (svc, clock) = service(&dir, false).await;
    svc.set_turn_dms(A, true).await.unwrap();
    let game = game_of(&svc, "tucana", &[("pace", "free")], &[A, B]).await;
    let name = tucana::games::find(&"tucana".into()).unwrap().name();
    let first = format!("{name} `{game}`, round 1, turn 1");
    assert_eq!(notices_of(&svc, A).await, vec![first.clone()]);
    assert!(notices_of(&svc, B).await.is_empty(), "B did not ask");

    // A plays a step: the next one is theirs to see already; B's moves tell A nothing.
    free_turn(&svc, &game, A, 0).await;
    free_turn(&svc, &game, B, 1).await;
    assert_eq!(notices_of(&svc, A).await, vec![first.clone()]);

    // A lets the next step's deadline pass: the step after it is told, once, however often
    // the scheduler looks.
    let at = svc.view(&game).await.unwrap().game.unwrap().seat_turn(0);
    clock.advance(Duration::from_secs(48 * 3_600));
    svc.run_due().await;
    svc.run_due().await;
    let next = svc.view(&game).await.unwrap().game.unwrap().seat_turn(0);
    assert_ne!(next, at, "the deadline closed A's step");
    let told = format!(
        "{name} `{game}`, round {}, turn {}",
        next.round + 1,
        next.turn + 1
    );
    assert_eq!(notices_of(&svc, A).await, vec![first, told]);
    assert!(notices_of(&svc, B).await.is_empty());
}
