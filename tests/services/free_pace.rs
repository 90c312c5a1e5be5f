//! Free pace (`pace=free`) end to end: a Trails of Tucana game of three players who play the
//! same cards at their own speeds, through the real bot and the fake Discord.
//!
//! Alice races through the whole game, Bob follows at his own pace, Carol lets her first
//! deadline pass and plays last. What each does is decided by the seat's own position
//! alone ([`pick`]), so the same choices give the same game whatever the others do: the
//! test works out, on a copy of the game, which choices make Alice's claim on a bonus card
//! provisional and then lost to an earlier turn of a slower player, and then plays exactly
//! that through the bot. Nobody is told of a claim before every player still playing has
//! reached its turn, so that claim is never told at all.

use crate::support;

use std::time::Duration;

use support::table::*;
use support::*;
use tucana::app::{Event, GameSettings, GameStatus, GameView, UserId};
use tucana::game::{Level, Play, Seat, View};

/// The typed form of a logged move ("trail 2 C3-D4" is typed "C3-D4", "skip 2" "skip").
fn typed(logged: &str) -> String {
    let words: Vec<&str> = logged.split_whitespace().collect();
    match words.as_slice() {
        ["trail", _, trail] => (*trail).to_owned(),
        [word, _] => (*word).to_owned(),
        _ => panic!("an unexpected move {logged}"),
    }
}

/// Every turn of `seat`, as its moves typed, played by the normal computer player (with
/// `style` as its seed) on a copy of the game where only this seat plays: what a seat does
/// depends on its own position alone, so these moves are legal, and do the same, whatever
/// the others do meanwhile. `pass_first`: its first turn passes (at its deadline).
fn turns_of(start: &dyn Play, seat: Seat, style: u64, pass_first: bool) -> Vec<Vec<String>> {
    let mut game = start.boxed_clone();
    let mut turns = Vec::new();
    while game.to_act().includes(seat) {
        let at = game.seat_turn(seat);
        let mut moves = Vec::new();
        while game.to_act().includes(seat) && game.seat_turn(seat) == at {
            let logged = if pass_first && turns.is_empty() {
                game.default_move(seat).unwrap()
            } else {
                game.bot_move(seat, Level::Normal, 1, style).unwrap()
            };
            moves.push(typed(&logged));
            game.apply(&logged)
                .expect("the computer player's move applies");
        }
        turns.push(moves);
    }
    turns
}

/// What the test does, in order: a seat plays some of its turns, or lets one pass.
#[derive(Clone, Copy, Debug)]
enum Step {
    /// The seat plays this many of its turns (or to its end).
    Play(Seat, usize),
    /// The seat's turn passes at its deadline.
    TimeOut(Seat),
}

const ALICE: Seat = 0;
const BOB: Seat = 1;
const CAROL: Seat = 2;

/// The game's course: Alice finishes first, Bob is at turn 11 when Carol's first deadline
/// passes, then Carol plays half the game, Bob finishes, Carol finishes.
const PLAN: [Step; 7] = [
    Step::Play(ALICE, usize::MAX),
    Step::Play(BOB, 10),
    Step::Play(BOB, 1),
    Step::TimeOut(CAROL),
    Step::Play(CAROL, 12),
    Step::Play(BOB, usize::MAX),
    Step::Play(CAROL, usize::MAX),
];

/// The moves of every seat, turn by turn ([`turns_of`]), with these styles.
fn plan_moves(start: &dyn Play, styles: [u64; 3]) -> [Vec<Vec<String>>; 3] {
    [ALICE, BOB, CAROL].map(|seat| turns_of(start, seat, styles[seat], seat == CAROL))
}

/// Whether the plan, played with these moves on a copy of `start`, has a provisional claim
/// of Alice lost to a slower player.
fn overturns(start: &dyn Play, moves: &[Vec<Vec<String>>; 3]) -> bool {
    let mut game = start.boxed_clone();
    let mut next = [0; 3];
    // Every card Alice has held provisionally.
    let mut held = Vec::new();
    for step in PLAN {
        let (seat, turns) = match step {
            Step::Play(seat, turns) => (seat, turns),
            Step::TimeOut(seat) => (seat, 1),
        };
        for _ in 0..turns {
            let Some(turn) = moves[seat].get(next[seat]) else {
                break;
            };
            next[seat] += 1;
            for typed in turn {
                let logged = game.parse(seat, typed).expect("a planned move parses");
                game.apply(&logged).expect("a planned move applies");
                let engine = tucana::games::tucana::engine(game.as_ref()).unwrap();
                held.extend_from_slice(engine.provisional_cards(ALICE));
            }
        }
    }
    assert!(game.is_finished(), "the plan plays the game to its end");
    let engine = tucana::games::tucana::engine(game.as_ref()).unwrap();
    held.iter().any(|c| !engine.bonus_cards(ALICE).contains(c))
}

fn users() -> [TestUser; 3] {
    [alice(), bob(), carol()]
}

/// Plays one turn of `seat` through the bot, its planned moves: `/move` through Discord
/// (the reply shows the next cards), or straight to the service for the fast player.
async fn play_turn(
    t: &Table,
    game: &str,
    thread: u64,
    seat: Seat,
    moves: &[String],
    by_discord: bool,
) {
    let user = &users()[seat];
    let start = t
        .service
        .view(game)
        .await
        .unwrap()
        .game
        .unwrap()
        .seat_turn(seat);
    for typed in moves {
        if !by_discord {
            t.service.play(game, user.user(), typed).await.unwrap();
            continue;
        }
        let reply = t
            .command("move", None, &[opt("move", typed.as_str())], user, thread)
            .await;
        let text = reply.content().unwrap();
        let after = t.service.view(game).await.unwrap();
        let moved_on = after.game.as_ref().unwrap().seat_turn(seat) != start;
        if moved_on && after.info.status == GameStatus::Active && after.info.players[seat].to_act {
            // The next turn's cards, for this player alone.
            assert!(
                text.contains("Your next turn, turn") && text.contains("the cards:"),
                "{text}"
            );
            let files = reply.attachments();
            assert!(
                files.len() == 2 && files.iter().all(|f| f.is_png()),
                "{reply:?}"
            );
        }
    }
    let after = t.service.view(game).await.unwrap();
    assert_ne!(
        after.game.unwrap().seat_turn(seat),
        start,
        "the turn is over"
    );
}

/// How many trails a seat has drawn, as a game shows it.
fn drawn(game: &dyn Play, seat: Seat) -> usize {
    tucana::games::tucana::engine(game)
        .unwrap()
        .sheet(seat)
        .drawn()
        .len()
}

fn seat_of(view: &GameView, user: UserId) -> Seat {
    view.seat_of(user).unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn three_players_at_their_own_pace_through_discord() {
    let mut t = Table::new().await;
    let (thread, game, lobby) = t
        .open_lobby(&[opt("turn_hours", 24), opt("options", "pace=free")])
        .await;
    let lobby_msg = t.fake.message(lobby).unwrap();
    for user in [bob(), carol()] {
        t.click(&format!("lobby:join:{game}"), &lobby_msg, &user, thread)
            .await;
    }
    t.click(&format!("lobby:start:{game}"), &lobby_msg, &alice(), thread)
        .await;
    let start = t.service.view(&game).await.unwrap();
    assert!(start.info.free_pace, "{:?}", start.info.settings);
    for (seat, user) in users().iter().enumerate() {
        assert_eq!(seat_of(&start, user.user()), seat);
    }

    // The choices that make Alice's claim provisional, then lost to a slower player.
    let first = start.game.unwrap();
    let moves = (0..50u64)
        .map(|i| plan_moves(first.as_ref(), [3 * i + 1, 3 * i + 2, 3 * i + 3]))
        .find(|moves| overturns(first.as_ref(), moves))
        .expect("some choices overturn a claim");
    let mut next = [0; 3];

    // One progress post, no cards in it.
    let progress = wait_post(&t.fake, thread, "Free pace").await;
    assert!(
        progress.content().unwrap().contains("alice turn 1 of 26"),
        "{progress:?}"
    );

    // Alice's sheet after each of her turns, to check what Bob may see of it.
    let mut alice_after: Vec<usize> = vec![0];
    let mut restarted = false;
    for step in PLAN {
        match step {
            Step::Play(seat, turns) => {
                for _ in 0..turns {
                    let Some(turn) = moves[seat].get(next[seat]) else {
                        break;
                    };
                    next[seat] += 1;
                    play_turn(&t, &game, thread, seat, turn, seat != ALICE).await;
                    if seat == ALICE {
                        let view = t.service.view(&game).await.unwrap();
                        alice_after.push(drawn(view.game.unwrap().as_ref(), ALICE));
                    }
                }
            }
            Step::TimeOut(seat) => {
                // Bob played a turn an hour before Carol's first deadline: only hers passes.
                let view = t.service.view(&game).await.unwrap();
                let deadline = view.info.players[seat].deadline.unwrap();
                let bobs = view.info.players[BOB].deadline.unwrap();
                assert!(
                    bobs > deadline,
                    "Bob's turn opened later: {bobs} > {deadline}"
                );
                // Carol's own reminder first: only she is mentioned.
                let lead = view.info.settings.reminder().as_millis() as i64;
                t.clock.set(deadline - lead + 1);
                t.service.run_due().await;
                let reminder = wait_post(&t.fake, thread, "Reminder").await;
                let text = reminder.content().unwrap();
                assert!(text.contains(&format!("<@{}>", carol().id)), "{text}");
                assert!(!text.contains(&format!("<@{}>", bob().id)), "{text}");
                t.clock.set(deadline + 1);
                t.service.run_due().await;
                let late = wait_post(&t.fake, thread, "Time is up").await;
                let text = late.content().unwrap();
                assert!(text.contains("carol") && !text.contains("bob"), "{text}");
                let view = t.service.view(&game).await.unwrap();
                let play = view.game.unwrap();
                assert_eq!(
                    play.seat_turn(CAROL).turn,
                    1,
                    "Carol moved on to her turn 2"
                );
                assert_eq!(play.seat_turn(BOB).turn, 11, "Bob's turn is his own");
                assert_eq!(posts_with(&t.fake, thread, "Time is up").len(), 1);
                assert_eq!(posts_with(&t.fake, thread, "Reminder").len(), 1);
                next[seat] += 1; // the planned pass
                continue;
            }
        }
        if let Step::Play(BOB, 10) = step {
            // Carol has not finished her first turn: no claim is told yet, Alice's on
            // turns still to come for Carol least of all.
            drain(&t.service).await;
            assert_eq!(posts_with(&t.fake, thread, " on turn ").len(), 0);
            spoilers(&t, &game, thread, &alice_after).await;
            // Bob's next turn opens an hour before Carol's first deadline.
            t.clock.advance(Duration::from_secs(23 * 3600));
        }
        if let Step::Play(CAROL, 12) = step {
            // A restart in the middle: every schedule and the progress post are kept.
            drain(&t.service).await;
            t.restart().await;
            restarted = true;
        }
    }
    assert!(restarted);
    // Each move of a free-paced game may end a round, whose public standings are a
    // replay: they were worked out on the drawers' threads, not the async workers.
    assert!(t.service.changes_on_pool() > 0);
    let end = t.service.view(&game).await.unwrap();
    assert_eq!(end.info.status, GameStatus::Finished);
    drain(&t.service).await;

    // Alice's claim, lost to a slower player before everyone had reached its turn, was
    // never told; the claims that were are told once each.
    assert!(posts_with(&t.fake, thread, "lost").is_empty());
    let claims: Vec<String> = posts_with(&t.fake, thread, " on turn ")
        .iter()
        .map(|p| p.content().unwrap())
        .collect();
    assert!(!claims.is_empty());
    let mut once = claims.clone();
    once.sort();
    once.dedup();
    assert_eq!(once.len(), claims.len(), "{claims:?}");
    // Each round's results once, when everyone had finished it; the end once.
    assert_eq!(posts_with(&t.fake, thread, "Round 1 is over").len(), 1);
    assert_eq!(posts_with(&t.fake, thread, "Round 2 is over").len(), 1);
    assert_eq!(posts_with(&t.fake, thread, "The game is over").len(), 1);
    // One progress post, edited ever since (after the restart too), and no cards in any
    // public post.
    assert_eq!(posts_with(&t.fake, thread, "Free pace").len(), 1);
    let id = tucana_id(&progress);
    let edits = t
        .fake
        .requests_matching(|r| r.is("PATCH", &format!("/channels/{thread}/messages/{id}")));
    assert!(edits.len() > 2, "{} edits", edits.len());
    let last = edits.last().unwrap().content().unwrap();
    assert!(
        last.contains("alice finished") && last.contains("carol finished"),
        "{last}"
    );
    let route = format!("/channels/{thread}/messages");
    let public = t
        .fake
        .requests_matching(|r| r.route().starts_with(&route) && r.content().is_some());
    for post in public {
        let text = post.content().unwrap();
        assert!(
            !text.contains("the cards:"),
            "a public post shows cards: {text}"
        );
    }
    t.finish().await;
}

/// The id of the message a post made.
fn tucana_id(post: &support::fake_discord::RecordedRequest) -> u64 {
    support::fake_discord::id_field(post.response.as_ref().unwrap(), "id").unwrap()
}

/// Bob has finished 10 turns, Alice all 26: Bob sees Alice's sheet as it was after her
/// 10th turn, and his own cards, no later ones.
async fn spoilers(t: &Table, game: &str, thread: u64, alice_after: &[usize]) {
    let view = t.service.view(game).await.unwrap();
    let play = view.game.as_ref().unwrap();
    assert!(!play.to_act().includes(ALICE), "Alice has finished");
    assert_eq!(play.seat_turn(BOB).turn, 10);
    let seen = view.seen_by(bob().user()).unwrap();
    assert_eq!(drawn(seen.as_ref(), ALICE), alice_after[10]);
    assert!(alice_after[10] < drawn(play.as_ref(), ALICE));
    // And someone not playing sees everyone as of the slowest player: Carol, at her start.
    let public = play.seen_by(None);
    assert_eq!(drawn(public.as_ref(), ALICE), 0);

    let reply = t
        .command("map", None, &[opt("player", &alice())], &bob(), thread)
        .await;
    let text = reply.content().unwrap();
    assert!(
        text.contains("as it stood when you finished your last turn"),
        "{text}"
    );
    let png = &reply.attachments()[0].data;
    let names = view.names();
    let now = play
        .picture(View::Seen { seat: ALICE }, &names, tucana::words::FALLBACK)
        .unwrap();
    let then = seen
        .picture(View::Seen { seat: ALICE }, &names, tucana::words::FALLBACK)
        .unwrap();
    assert_eq!(png, &then, "Bob sees Alice's sheet of her turn 10");
    assert_ne!(png, &now, "not her sheet of today");

    // Bob's own map shows his cards of his own turn.
    let mine = t.command("map", None, &[], &bob(), thread).await;
    let text = mine.content().unwrap();
    assert!(text.contains("Your turn 11 of 26: the cards:"), "{text}");
    assert_eq!(mine.attachments().len(), 2);
    // The status shows where everyone is, and Bob's own deadline.
    let status = t.command("game", Some("status"), &[], &bob(), thread).await;
    let text = status.content().unwrap();
    assert!(
        text.contains("alice finished") && text.contains("bob turn 11 of 26"),
        "{text}"
    );
    assert!(text.contains("Your turn's deadline"), "{text}");
}

/// The turn a claim's note names ("… on turn 11: …"), 1-based.
fn claim_turn(text: &str) -> Option<usize> {
    let (_, after) = text.split_once(" on turn ")?;
    let digits: String = after.chars().take_while(char::is_ascii_digit).collect();
    digits.parse().ok()
}

/// The claims told so far: the notes naming a bonus card's turn, in order.
async fn told_claims(svc: &tucana::app::Service, game: &str) -> Vec<String> {
    events_of(svc, game)
        .await
        .into_iter()
        .filter_map(|e| match e.event {
            Event::Happened {
                text: Some(text), ..
            } => Some(games::english(&text)).filter(|t| claim_turn(t).is_some()),
            _ => None,
        })
        .collect()
}

/// A computer player races through a free-paced game at once; its claims are told to the
/// table only as the person, passing turn by turn, reaches each claim's turn: never a
/// claim of a turn still to come for them, each once, a restart in the middle included.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_computer_players_claims_wait_for_the_slowest_player() {
    const PERSON: Seat = 0;
    const BOT: Seat = 1;
    let dir = tempfile::tempdir().unwrap();
    let (mut svc, clock) = service(&dir, false).await;
    let person = UserId(1);
    let rules = tucana::games::find(&"tucana".into()).unwrap();
    let mut settings = GameSettings::of(rules);
    settings.options = rules.with_pace(&settings.options, true).unwrap();
    let game = svc
        .create_game(PLACE, &who(person), settings)
        .await
        .unwrap()
        .id;
    svc.add_bot(&game, &who(person), Level::Normal)
        .await
        .unwrap();
    svc.start_game(&game, person).await.unwrap();

    // The computer player plays its whole game (each pass of the scheduler sets it thinking
    // once; waiting for it to be idle, not for a while, keeps a slow machine from failing).
    let mut bot_done = false;
    for _ in 0..2_000 {
        let play = svc.view(&game).await.unwrap().game.unwrap();
        if !play.to_act().includes(BOT) {
            bot_done = true;
            break;
        }
        svc.run_due().await;
        svc.bots_idle().await;
    }
    assert!(bot_done, "the computer player did not finish its game");
    let play = svc.view(&game).await.unwrap().game.unwrap();
    let engine = tucana::games::tucana::engine(play.as_ref()).unwrap();
    assert!(
        engine.claims().iter().any(|c| c.seats.contains(&BOT)),
        "the computer player claimed a card"
    );
    assert_eq!(engine.position_of(PERSON), 0);
    assert_eq!(told_claims(&svc, &game).await, Vec::<String>::new());

    // The person passes turn by turn: after each, only claims of the turns they have
    // reached are told.
    let total = engine.total_turns();
    for pass in 0..total {
        if pass == total / 2 {
            svc.shutdown().await;
            svc = open(&dir, clock.clone(), false).await;
        }
        svc.play(&game, person, "pass").await.unwrap();
        let play = svc.view(&game).await.unwrap().game.unwrap();
        let reached = tucana::games::tucana::engine(play.as_ref())
            .unwrap()
            .position_of(PERSON);
        for text in told_claims(&svc, &game).await {
            let turn = claim_turn(&text).unwrap();
            assert!(turn <= reached + 1, "told at turn {}: {text}", reached + 1);
        }
    }
    let view = svc.view(&game).await.unwrap();
    assert_eq!(view.info.status, GameStatus::Finished);

    // Every card the computer player won was told won, once; no claim was told twice.
    let told = told_claims(&svc, &game).await;
    let mut unique = told.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(unique.len(), told.len(), "{told:?}");
    let play = view.game.unwrap();
    let engine = tucana::games::tucana::engine(play.as_ref()).unwrap();
    let won = engine.claims().iter().filter(|c| c.settled).count();
    assert_eq!(
        told.iter().filter(|t| t.contains(" won ")).count(),
        won,
        "{told:?}"
    );
    svc.shutdown().await;
}

/// A free-paced game's change takes one of the drawers before the game's lock: while every
/// drawer is busy, a move waits for one without holding its game, so that a call on the
/// game (its view) is answered meanwhile; the move is made once a drawer is free.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_change_waits_for_a_drawer_without_holding_its_game() {
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::sync::{Arc, Mutex};
    use tucana::app::heavy;

    const PATIENCE: Duration = Duration::from_secs(60);
    let dir = tempfile::tempdir().unwrap();
    let (svc, _clock) = service(&dir, false).await;
    let person = UserId(1);
    let rules = tucana::games::find(&"tucana".into()).unwrap();
    let mut settings = GameSettings::of(rules);
    settings.options = rules.with_pace(&settings.options, true).unwrap();
    let game = svc
        .create_game(PLACE, &who(person), settings)
        .await
        .unwrap()
        .id;
    // Free pace takes two players or more.
    svc.add_bot(&game, &who(person), Level::Normal)
        .await
        .unwrap();
    svc.start_game(&game, person).await.unwrap();

    // Every drawer busy until the test lets go.
    let (free, wait) = std::sync::mpsc::channel::<()>();
    let wait = Arc::new(Mutex::new(wait));
    let busy = Arc::new(AtomicUsize::new(0));
    let holders: Vec<_> = (0..heavy::drawers())
        .map(|_| {
            let (wait, busy) = (wait.clone(), busy.clone());
            tokio::spawn(heavy::run(move || {
                busy.fetch_add(1, Ordering::SeqCst);
                // Held longer than the test waits for the game below: were the game held
                // while its change waits for a drawer, the wait would end first and fail.
                let _ = wait.lock().unwrap().recv_timeout(4 * PATIENCE);
            }))
        })
        .collect();
    let deadline = tokio::time::Instant::now() + PATIENCE;
    while busy.load(Ordering::SeqCst) < heavy::drawers() {
        assert!(
            tokio::time::Instant::now() < deadline,
            "the drawers never got busy"
        );
        tokio::time::sleep(Duration::from_millis(5)).await;
    }

    let pooled = svc.changes_on_pool();
    let moving = tokio::spawn({
        let (svc, game) = (svc.clone(), game.clone());
        async move { svc.play(&game, person, "pass").await }
    });
    while svc.changes_on_pool() == pooled {
        assert!(
            tokio::time::Instant::now() < deadline,
            "the move never came"
        );
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    // The move waits for a drawer; its game is not held meanwhile.
    let info = tokio::time::timeout(PATIENCE, svc.game_info(&game))
        .await
        .expect("the game was held while its change waited for a drawer")
        .unwrap();
    assert_eq!(info.status, GameStatus::Active);

    for _ in 0..heavy::drawers() {
        free.send(()).unwrap();
    }
    for holder in holders {
        holder.await.unwrap().unwrap();
    }
    moving
        .await
        .unwrap()
        .expect("the move is made once a drawer is free");
}
