//! The two games defined only in the tests (`tests/support/games`): "race", sequential with
//! an automatic step, and "guess", simultaneous hidden choices. First the games themselves
//! against the game interface (replay, refused moves, secrecy, deadlines); then the same
//! games played through the service.

use crate::support;
use crate::support::games;

use games::guess::{secret_marker, GuessGame};
use games::race::RaceGame;
use games::{english, png_texts, GUESS, RACE};
use tucana::game::rng::Rng;
use tucana::game::{Happening, Play, Rules, Seat, ToAct, View};

fn names(n: usize) -> Vec<String> {
    ["Ann", "Bob", "Cy", "Di", "Ed"][..n]
        .iter()
        .map(|s| (*s).to_owned())
        .collect()
}

fn new_game(
    rules: &'static dyn Rules,
    seed: u64,
    options: &[(&str, &str)],
    n: usize,
) -> Box<dyn Play> {
    let options = rules.options(options).expect("options");
    rules.setup(seed, &options, n).expect("setup")
}

/// The whole state of a test game, through its concrete type.
fn state(game: &dyn Play) -> String {
    if let Some(race) = game.as_any().downcast_ref::<RaceGame>() {
        format!("{race:?}")
    } else if let Some(guess) = game.as_any().downcast_ref::<GuessGame>() {
        format!("{guess:?}")
    } else {
        panic!("not a test game")
    }
}

/// Everything a game shows everyone: status lines, headline, standings, public pictures,
/// who is to act, and the legal moves of `seats` (seats other than a chooser).
fn public(game: &dyn Play, seats: &[Seat]) -> String {
    let n = game.players();
    let names = names(n);
    let mut out = format!(
        "{:?} {:?} {:?} {:?} {:?}\n",
        game.to_act(),
        game.turn(),
        game.headline(),
        game.standings(),
        game.winners()
    );
    for seat in 0..n {
        out.push_str(&format!("{seat}: {:?}\n", game.seat_status(seat)));
    }
    for &seat in seats {
        out.push_str(&format!(
            "{seat}: {:?} {:?} {:?}\n",
            game.legal_moves(seat),
            game.default_move(seat),
            game.picture(
                View::Seat { seat, hints: true },
                &names,
                tucana::words::FALLBACK
            )
        ));
    }
    out.push_str(&format!(
        "{:?}\n{:?}\n{:?}\n",
        game.deadline_moves(),
        game.picture(View::Turn, &names, tucana::words::FALLBACK),
        game.picture(View::Standings, &names, tucana::words::FALLBACK)
    ));
    out
}

/// A random next move: mostly a legal move of a seat to act, sometimes a deadline, rarely a
/// resignation.
fn random_move(game: &dyn Play, rng: &mut Rng) -> String {
    let waiting = game.to_act().seats();
    let roll = rng.below(40);
    if roll == 0 {
        let seat = rng.below(game.players() as u32) as usize;
        if !game.has_resigned(seat) {
            return game.resign_move(seat);
        }
    }
    if roll < 4 || waiting.is_empty() {
        if let Some(m) = game.deadline_moves().into_iter().next() {
            return m;
        }
    }
    let seat = waiting[rng.below(waiting.len() as u32) as usize];
    let legal = game.legal_moves(seat);
    let typed = &legal[rng.below(legal.len() as u32) as usize].text;
    game.parse(seat, typed).expect("a legal move parses")
}

/// Plays a game to its end with random moves; returns the game and every happening.
fn play_out(mut game: Box<dyn Play>, rng: &mut Rng) -> (Box<dyn Play>, Vec<Happening>) {
    let mut happenings = Vec::new();
    for _ in 0..1000 {
        if game.is_finished() {
            return (game, happenings);
        }
        let mv = random_move(&*game, rng);
        let applied = game.apply(&mv).unwrap_or_else(|e| panic!("{mv}: {e}"));
        happenings.extend(applied.happenings);
    }
    panic!("the game did not end: {:?}", game.log());
}

#[test]
fn a_replayed_log_gives_the_same_game() {
    for seed in 0..40u64 {
        for (rules, opts) in [
            (
                &RACE as &'static dyn Rules,
                vec![("target", "8"), ("wind", "2")],
            ),
            (&GUESS, vec![("rounds", "3")]),
        ] {
            let n = 1 + (seed as usize % 4);
            let options = rules.options(&opts).unwrap();
            let mut rng = Rng::new(seed, 99);
            let (game, _) = play_out(rules.setup(seed, &options, n).unwrap(), &mut rng);
            assert!(game.is_finished());
            let log = game.log();
            assert_eq!(log.len(), game.log_len());
            let replayed = rules.replay(seed, &options, n, &log).unwrap();
            assert_eq!(
                state(&*replayed),
                state(&*game),
                "{} seed {seed}",
                rules.id()
            );
            assert_eq!(public(&*replayed, &[0]), public(&*game, &[0]));
            // Every prefix replays too, and a move that is not in the game names itself.
            let half = rules
                .replay(seed, &options, n, &log[..log.len() / 2])
                .unwrap();
            assert_eq!(half.log(), log[..log.len() / 2]);
            let mut broken = log.clone();
            broken.insert(0, "fly 0 9".to_owned());
            let err = rules.replay(seed, &options, n, &broken).unwrap_err();
            assert!(err.contains("move 0 (fly 0 9)"), "{err}");
        }
    }
}

#[test]
fn the_race_depends_on_its_seed_through_the_wind_only() {
    let winds: Vec<u32> = (0..20u64)
        .map(|seed| {
            let game = new_game(&RACE, seed, &[("wind", "3")], 2);
            let race = game.as_any().downcast_ref::<RaceGame>().unwrap();
            race.wind_after(0)
        })
        .collect();
    assert!(winds.iter().all(|&w| w <= 3));
    assert!(
        winds.iter().any(|&w| w != winds[0]),
        "the wind is seeded: {winds:?}"
    );
}

#[test]
fn refused_moves_change_nothing() {
    let mut rng = Rng::new(5, 0);
    let illegal_race = [
        "step 1 2", "step 0 4", "step 0 0", "step 9 1", "step 0", "hop 0 1", "", "reveal",
    ];
    let illegal_guess = [
        "choose 0 6",
        "choose 0 0",
        "choose 7 1",
        "choose 0",
        "step 0 1",
        "resign 9",
        "",
    ];
    for (rules, illegal) in [
        (&RACE as &'static dyn Rules, &illegal_race[..]),
        (&GUESS, &illegal_guess[..]),
    ] {
        let mut game = new_game(rules, 5, &[], 3);
        while !game.is_finished() {
            for bad in illegal {
                let before = (state(&*game), public(&*game, &[0, 1, 2]));
                assert!(game.apply(bad).is_err(), "{} accepted {bad}", rules.id());
                assert_eq!((state(&*game), public(&*game, &[0, 1, 2])), before);
            }
            // A move of a seat not to act, and a second choice in the same round.
            for seat in 0..3 {
                if !game.to_act().includes(seat) && !game.has_resigned(seat) {
                    let before = state(&*game);
                    let mv = game.parse(seat, "1").unwrap();
                    assert!(game.apply(&mv).is_err(), "{} accepted {mv}", rules.id());
                    assert_eq!(state(&*game), before);
                }
            }
            let mv = random_move(&*game, &mut rng);
            game.apply(&mv).unwrap();
        }
        // Over: nothing more is accepted.
        let before = state(&*game);
        assert!(game.apply(&game.resign_move(0)).is_err());
        assert!(game.apply("reveal").is_err());
        assert!(game.apply("step 0 1").is_err());
        assert_eq!(state(&*game), before);
        assert_eq!(game.to_act(), ToAct::Nobody);
        assert!(game.deadline_moves().is_empty());
    }
}

#[test]
fn typed_words_that_are_not_moves_get_a_friendly_error() {
    let race = new_game(&RACE, 1, &[], 2);
    let err = race.parse(0, "far").unwrap_err();
    assert!(err.english(&RACE).contains("1, 2 or 3"), "{err}");
    let guess = new_game(&GUESS, 1, &[], 2);
    assert!(guess
        .parse(0, "six")
        .unwrap_err()
        .english(&GUESS)
        .contains("1 to 5"));
    assert!(games::english(&RACE.options(&[("target", "x")]).unwrap_err()).contains("target"));
    assert!(
        games::english(&GUESS.options(&[("colour", "red")]).unwrap_err())
            .contains("no option colour")
    );
    assert!(RACE.setup(1, &RACE.options(&[]).unwrap(), 9).is_err());
}

/// The race: one seat at a time, in seat order; the deadline and the default move are the
/// acting seat's alone; after every round the wind, which nobody plays.
#[test]
fn the_race_is_sequential_with_an_automatic_wind() {
    let mut game = new_game(&RACE, 3, &[("target", "30"), ("wind", "3")], 3);
    for round in 0..4 {
        for seat in 0..3 {
            assert_eq!(game.to_act(), ToAct::One(seat));
            assert_eq!(game.turn().round, round);
            let moves = game.deadline_moves();
            assert_eq!(moves, vec![format!("step {seat} 1")]);
            assert_eq!(game.default_move(seat), Some(moves[0].clone()));
            for other in (0..3).filter(|&o| o != seat) {
                assert_eq!(game.default_move(other), None);
                assert!(game.legal_moves(other).is_empty());
            }
            assert_eq!(game.legal_moves(seat).len(), 3);
            let race = game.as_any().downcast_ref::<RaceGame>().unwrap();
            let before = race.position.clone();
            let wind = race.wind_after(round);
            let applied = game.apply(&moves[0]).unwrap();
            assert_eq!(
                applied
                    .note
                    .as_ref()
                    .map(|n| english(n).contains("You moved 1")),
                Some(true)
            );
            let race = game.as_any().downcast_ref::<RaceGame>().unwrap();
            if seat < 2 {
                assert!(applied.happenings.is_empty());
                assert_eq!(race.position[seat], before[seat] + 1);
            } else {
                // The round's end: the wind blows, reported, then the round ends.
                let expected: Vec<u32> = before
                    .iter()
                    .enumerate()
                    .map(|(s, p)| (p + u32::from(s == seat)).saturating_sub(wind))
                    .collect();
                assert_eq!(race.position, expected);
                match &applied.happenings[..] {
                    [Happening::Note(note), Happening::RoundEnded { round: r }] => {
                        let note = english(note);
                        assert!(note.contains(&format!("back {wind} step")), "{note}");
                        assert_eq!(*r, round);
                    }
                    other => panic!("{other:?}"),
                }
            }
        }
    }
    // A resigned seat is skipped for the rest of the game.
    game.apply(&game.resign_move(1)).unwrap();
    for _ in 0..6 {
        assert!(!game.to_act().includes(1));
        let mv = game.deadline_moves().remove(0);
        game.apply(&mv).unwrap();
    }
    assert!(games::english(&game.seat_status(1)).contains("left"));
}

#[test]
fn the_first_to_reach_the_target_wins() {
    let mut game = new_game(&RACE, 3, &[("target", "5"), ("wind", "0")], 2);
    for mv in ["step 0 3", "step 1 1"] {
        game.apply(mv).unwrap();
    }
    assert!(!game.is_finished());
    let applied = game.apply("step 0 2").unwrap();
    assert!(game.is_finished());
    assert_eq!(game.winners(), vec![0]);
    assert!(matches!(&applied.happenings[..], [Happening::Note(n)] if english(n).contains("wins")));
    let standings = game.standings();
    assert_eq!((standings[0].rank, standings[1].rank), (1, 2));
    assert!(game.headline().is_none());
}

/// Guess: all seats choose at once, in any order; a choice is applied but stays hidden
/// until the round is revealed.
#[test]
fn guesses_are_simultaneous_and_revealed_together() {
    let mut game = new_game(&GUESS, 0, &[("rounds", "2")], 3);
    assert_eq!(game.to_act(), ToAct::Everyone(vec![0, 1, 2]));
    let applied = game.apply("choose 2 4").unwrap();
    assert!(applied.happenings.is_empty());
    let note = english(&applied.note.unwrap());
    assert!(
        note.contains("You chose 4") && note.contains(&secret_marker(2, 4)),
        "{note}"
    );
    assert_eq!(game.to_act(), ToAct::Everyone(vec![0, 1]));
    assert_eq!(game.default_move(2), None);
    assert_eq!(game.default_move(0).as_deref(), Some("choose 0 1"));
    game.apply("choose 0 4").unwrap();
    let applied = game.apply("choose 1 2").unwrap();
    match &applied.happenings[..] {
        [Happening::Note(note), Happening::RoundEnded { round: 0 }] => assert_eq!(
            english(note),
            "Round 1 revealed: seat 1 chose 4 (+0), seat 2 chose 2 (+2), seat 3 chose 4 (+0)."
        ),
        other => panic!("{other:?}"),
    }
    assert_eq!(game.to_act(), ToAct::Everyone(vec![0, 1, 2]));
    // The deadline reveals the round as it stands: who did not choose scores nothing.
    game.apply("choose 0 5").unwrap();
    assert_eq!(game.deadline_moves(), vec!["reveal".to_owned()]);
    let applied = game.apply("reveal").unwrap();
    assert!(matches!(&applied.happenings[..],
        [Happening::Note(n), Happening::RoundEnded { round: 1 }]
            if english(n).contains("seat 1 chose 5 (+5)")
                && english(n).contains("seat 2 chose nothing")));
    assert!(game.is_finished());
    let totals: Vec<u32> = game.standings().iter().map(|s| s.total).collect();
    assert_eq!(totals, vec![5, 2, 0]);
    assert_eq!(game.winners(), vec![0]);
}

/// Non-interference: two games that differ only in one seat's secret choice look the same
/// to everyone else (status, headline, standings, public pictures, the others' moves and
/// pictures) until the reveal; only the chooser's own picture and reply hold it.
#[test]
fn a_hidden_choice_never_shows_in_public() {
    let mut rng = Rng::new(11, 0);
    for trial in 0..30 {
        let n = 2 + trial % 4;
        let mut game = new_game(&GUESS, trial as u64, &[("rounds", "4")], n);
        while !game.is_finished() {
            let waiting = game.to_act().seats();
            let seat = waiting[rng.below(waiting.len() as u32) as usize];
            let others: Vec<Seat> = (0..n).filter(|&s| s != seat).collect();
            let mut a = game.clone();
            let mut b = game.clone();
            let applied_a = a.apply(&format!("choose {seat} 2")).unwrap();
            let applied_b = b.apply(&format!("choose {seat} 5")).unwrap();
            let last = waiting.len() == 1;
            if !last {
                // Not revealed yet: nobody else can tell 2 from 5, and nothing is posted.
                assert!(applied_a.happenings.is_empty() && applied_b.happenings.is_empty());
                assert_eq!(public(&*a, &others), public(&*b, &others), "trial {trial}");
            } else {
                // The last choice reveals the round to everyone.
                assert!(matches!(&applied_a.happenings[..],
                    [Happening::Note(n), Happening::RoundEnded { .. }]
                        if english(n).contains("revealed")));
            }
            // The chooser's own view and reply hold the secret, with its marker.
            let names = names(n);
            let own = a
                .picture(
                    View::Seat { seat, hints: false },
                    &names,
                    tucana::words::FALLBACK,
                )
                .unwrap();
            if !last {
                let texts = png_texts(&own);
                assert!(
                    texts.contains(&("secret".to_owned(), secret_marker(seat, 2))),
                    "{texts:?}"
                );
            }
            assert!(english(&applied_a.note.unwrap()).contains(&secret_marker(seat, 2)));
            // Happenings are public: a reveal says the numbers, never the marker.
            for h in &applied_b.happenings {
                assert!(!format!("{h:?}").contains("SECRET-"));
            }
            // Play on with a random choice (or, now and then, the deadline).
            let mv = if rng.below(6) == 0 {
                "reveal".to_owned()
            } else {
                random_move(&*game, &mut rng)
            };
            game.apply(&mv).unwrap();
        }
    }
}

#[test]
fn pictures_are_pngs_that_say_what_they_show() {
    let mut guess = new_game(&GUESS, 0, &[], 2);
    guess.apply("choose 1 3").unwrap();
    let names = names(2);
    for view in [
        View::Turn,
        View::Standings,
        View::Seat {
            seat: 0,
            hints: false,
        },
    ] {
        let png = guess
            .picture(view, &names, tucana::words::FALLBACK)
            .unwrap();
        assert!(png.starts_with(b"\x89PNG"));
        assert!(!png.windows(7).any(|w| w == b"SECRET-"), "{view:?}");
    }
    let own = guess
        .picture(
            View::Seat {
                seat: 1,
                hints: false,
            },
            &names,
            tucana::words::FALLBACK,
        )
        .unwrap();
    assert!(own.windows(10).any(|w| w == b"SECRET-1-3"));
    let race = new_game(&RACE, 0, &[], 2);
    let track = png_texts(
        &race
            .picture(View::Standings, &names, tucana::words::FALLBACK)
            .unwrap(),
    );
    assert!(
        track.contains(&("track".to_owned(), "Ann 0, Bob 0".to_owned())),
        "{track:?}"
    );
}

// ----- Through the service, on SQLite -----

mod service {
    use std::sync::Arc;
    use std::time::Duration;

    use super::games::guess::secret_marker;
    use super::games::{GUESS, RACE};
    use tucana::app::{
        Actor, AppError, ChannelId, Event, ExtraGames, GameSettings, GameStatus, GuildId,
        OutboundEvent, Place, PlayerRef, Service, ServiceConfig, TestClock, UserId,
    };
    use tucana::game::english;
    use tucana::game::rng::Rng;
    use tucana::game::{Play, Rules, ToAct, View};

    /// 2024-01-01T00:00:00Z.
    const T0: i64 = 1_704_067_200_000;
    const PLACE: Place = Place {
        guild: GuildId(1),
        channel: ChannelId(2),
    };
    const MINUTE: Duration = Duration::from_secs(60);
    const USERS: [UserId; 3] = [UserId(101), UserId(102), UserId(103)];

    fn name(user: UserId) -> String {
        format!("player{user}")
    }

    async fn open(db: &std::path::Path, clock: Arc<TestClock>) -> Service {
        Service::open(
            db,
            clock,
            ServiceConfig {
                games: ExtraGames(vec![&RACE, &GUESS]),
                seed: Some(7),
                no_scheduler: true,
                ..ServiceConfig::default()
            },
        )
        .await
        .expect("service starts")
    }

    /// A game of `rules` with these options, a one-hour deadline and a reminder 15 minutes
    /// before it, hosted by `USERS[0]` and joined by the others, started.
    async fn started(svc: &Service, rules: &dyn Rules, options: &[(&str, &str)]) -> String {
        let settings = GameSettings {
            game: rules.id().into(),
            options: rules.options(options).unwrap(),
            turn_deadline: Duration::from_secs(3600),
            reminder_lead: Some(15 * MINUTE),
            ..GameSettings::default()
        };
        let info = svc
            .create_game(PLACE, &Actor::new(USERS[0], name(USERS[0])), settings)
            .await
            .expect("create");
        for &u in &USERS[1..] {
            svc.join(&info.id, &Actor::new(u, name(u)))
                .await
                .expect("join");
        }
        svc.start_game(&info.id, USERS[0]).await.expect("start");
        info.id
    }

    async fn game(svc: &Service, id: &str) -> Box<dyn Play> {
        svc.view(id).await.unwrap().game.expect("started")
    }

    fn users(players: &[PlayerRef]) -> Vec<UserId> {
        players.iter().map(|p| p.user).collect()
    }

    /// The outbox, read as the adapter reads it: every pending event, confirmed, with what
    /// the adapter would post for it (its words and its public picture, drawn from the game
    /// as the event saw it).
    async fn drain(svc: &Service) -> Vec<(OutboundEvent, Vec<u8>)> {
        let mut out = Vec::new();
        for ev in svc.pending_events(1000).await.unwrap() {
            let mut public = format!("{:?}", ev.event).into_bytes();
            let view = match ev.event {
                Event::TurnStarted { .. } => Some(View::Turn),
                Event::RoundEnded { .. } | Event::GameEnded { .. } => Some(View::Standings),
                _ => None,
            };
            if let (Some(view), Some(seq)) = (view, ev.seq) {
                let game = svc.game_at(&ev.game, seq).await.unwrap();
                let names: Vec<String> = USERS.iter().map(|&u| name(u)).collect();
                let png = game
                    .picture(view, &names, tucana::words::FALLBACK)
                    .expect("a picture");
                assert!(png.starts_with(b"\x89PNG"));
                public.extend(png);
            }
            assert!(svc.mark_delivered(ev.id).await.unwrap());
            out.push((ev, public));
        }
        out
    }

    fn contains(haystack: &[u8], needle: &str) -> bool {
        haystack
            .windows(needle.len())
            .any(|w| w == needle.as_bytes())
    }

    /// Race through the service: one seat at a time; only that seat is told it is its turn,
    /// reminded and defaulted at the deadline; the wind is posted; a restart replays the
    /// game and it goes on to its end.
    #[tokio::test]
    async fn race_is_played_through_the_service_to_its_end() {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("race.db");
        let clock = Arc::new(TestClock::new(T0));
        let svc = open(&db, clock.clone()).await;
        let id = started(&svc, &RACE, &[("target", "7"), ("wind", "2")]).await;
        let events = drain(&svc).await;
        let kinds: Vec<&str> = events.iter().map(|(e, _)| e.event.kind()).collect();
        assert_eq!(kinds, ["game_started", "turn_started"]);
        match &events[1].0.event {
            Event::TurnStarted {
                waiting_for,
                headline,
                ..
            } => {
                assert_eq!(users(waiting_for), [USERS[0]]);
                let headline =
                    crate::support::games::english(headline.as_ref().expect("a headline"));
                assert!(headline.contains("seat 1 to move"), "{headline}");
            }
            other => panic!("{other:?}"),
        }

        // Out of turn: refused, and nothing changes.
        let before = game(&svc, &id).await.log();
        let err = svc.play(&id, USERS[1], "2").await.unwrap_err();
        assert!(
            matches!(&err, AppError::Illegal(m) if english(&RACE, m).contains("not your turn")),
            "{err:?}"
        );
        let err = svc.play(&id, USERS[0], "five").await.unwrap_err();
        assert!(
            matches!(&err, AppError::Illegal(m) if english(&RACE, m).contains("1, 2 or 3")),
            "{err:?}"
        );
        assert_eq!(game(&svc, &id).await.log(), before);
        assert!(drain(&svc).await.is_empty());
        assert_eq!(svc.legal_moves(&id, USERS[1]).await.unwrap(), vec![]);
        assert_eq!(svc.legal_moves(&id, USERS[0]).await.unwrap().len(), 3);

        // Seat 0 moves: the next turn is seat 1's alone.
        let out = svc.play(&id, USERS[0], "3").await.unwrap();
        assert!(out.turn_closed);
        assert_eq!(out.moves, ["step 0 3"]);
        assert_eq!(
            out.note.as_ref().map(super::games::english).as_deref(),
            Some("You moved 3 to square 3.")
        );
        let events = drain(&svc).await;
        match &events[..] {
            [(ev, _)] => match &ev.event {
                Event::TurnStarted { waiting_for, .. } => {
                    assert_eq!(users(waiting_for), [USERS[1]])
                }
                other => panic!("{other:?}"),
            },
            other => panic!("{other:?}"),
        }

        // Seat 1 sleeps: the reminder is seat 1's alone, then the deadline plays its
        // smallest step, and seat 2 is to move.
        clock.advance(45 * MINUTE);
        svc.run_due().await;
        let events = drain(&svc).await;
        match &events[..] {
            [(ev, _)] => match &ev.event {
                Event::Reminder { players, .. } => assert_eq!(users(players), [USERS[1]]),
                other => panic!("{other:?}"),
            },
            other => panic!("{other:?}"),
        }
        clock.advance(15 * MINUTE);
        svc.run_due().await;
        let events = drain(&svc).await;
        let kinds: Vec<&str> = events.iter().map(|(e, _)| e.event.kind()).collect();
        assert_eq!(kinds, ["deadline_passed", "turn_started"]);
        match (&events[0].0.event, &events[1].0.event) {
            (Event::DeadlinePassed { timed_out, .. }, Event::TurnStarted { waiting_for, .. }) => {
                assert_eq!(users(timed_out), [USERS[1]]);
                assert_eq!(users(waiting_for), [USERS[2]]);
            }
            other => panic!("{other:?}"),
        }
        assert_eq!(game(&svc, &id).await.log(), ["step 0 3", "step 1 1"]);

        // Seat 2 ends the round: the wind (an automatic step) is posted, then the round's
        // standings, then seat 0's turn.
        svc.play(&id, USERS[2], "2").await.unwrap();
        let g = game(&svc, &id).await;
        let race = g.as_any().downcast_ref::<super::RaceGame>().unwrap();
        let wind = race.wind_after(0);
        let events = drain(&svc).await;
        let kinds: Vec<&str> = events.iter().map(|(e, _)| e.event.kind()).collect();
        assert_eq!(kinds, ["happened", "round_ended", "turn_started"]);
        match &events[0].0.event {
            Event::Happened {
                text: Some(text), ..
            } => {
                assert!(super::games::english(text).contains(&format!("back {wind} step")));
            }
            other => panic!("{other:?}"),
        }
        match &events[1].0.event {
            Event::RoundEnded {
                round: 1,
                standings,
            } => {
                let totals: Vec<u32> = standings.iter().map(|s| s.total).collect();
                assert_eq!(totals, [3 - wind.min(3), 1 - wind.min(1), 2 - wind.min(2)]);
            }
            other => panic!("{other:?}"),
        }

        // A restart: the game is replayed from the file and goes on where it was.
        let log = g.log();
        svc.shutdown().await;
        drop(svc);
        let svc = open(&db, clock.clone()).await;
        let g = game(&svc, &id).await;
        assert_eq!(g.log(), log);
        assert_eq!(g.to_act(), ToAct::One(0));
        assert!(drain(&svc).await.is_empty(), "nothing is posted twice");

        // Seat 2 leaves; the others play on to the end, seat 2 never asked again.
        svc.leave(&id, USERS[2]).await.unwrap();
        let mut ended = None;
        for _ in 0..200 {
            let g = game(&svc, &id).await;
            let ToAct::One(seat) = g.to_act() else { break };
            assert_ne!(seat, 2);
            svc.play(&id, USERS[seat], "3").await.unwrap();
            for (ev, _) in drain(&svc).await {
                match ev.event {
                    Event::TurnStarted { waiting_for, .. }
                    | Event::Reminder {
                        players: waiting_for,
                        ..
                    } => {
                        assert!(!users(&waiting_for).contains(&USERS[2]))
                    }
                    Event::GameEnded { winners, .. } => ended = Some(users(&winners)),
                    _ => {}
                }
            }
        }
        let winners = ended.expect("the race ends");
        assert_eq!(winners.len(), 1);
        let info = svc.game_info(&id).await.unwrap();
        assert_eq!(info.status, GameStatus::Finished);
        svc.shutdown().await;
    }

    /// Every way the service shows a game of Guess to those who are not `chooser`: the
    /// game's info (status lines, headline), the public pictures, the moves offered to the
    /// others, and the others' own pictures.
    async fn seen_by_others(svc: &Service, id: &str, chooser: usize) -> Vec<u8> {
        let info = svc.game_info(id).await.unwrap();
        let mut out = format!("{info:?}").into_bytes();
        let g = game(svc, id).await;
        for view in [View::Turn, View::Standings] {
            out.extend(g.picture(view, &[], tucana::words::FALLBACK).unwrap());
        }
        for (seat, &u) in USERS.iter().enumerate() {
            if seat != chooser {
                out.extend(format!("{:?}", svc.legal_moves(id, u).await).into_bytes());
                out.extend(
                    g.picture(
                        View::Seat { seat, hints: true },
                        &[],
                        tucana::words::FALLBACK,
                    )
                    .unwrap(),
                );
            }
        }
        out
    }

    /// Guess through the service: the choices of a round are made in any order and stay
    /// secret (every outbox event, with its picture, and every public view is searched for
    /// any seat's secret) until the round is revealed, by the last choice or the deadline;
    /// the reminder and the deadline are for those yet to choose; a restart keeps a
    /// secret choice made before it.
    #[tokio::test]
    async fn guess_is_played_through_the_service_and_keeps_its_secrets() {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("guess.db");
        let clock = Arc::new(TestClock::new(T0));
        let mut svc = open(&db, clock.clone()).await;
        let id = started(&svc, &GUESS, &[("rounds", "3")]).await;
        let events = drain(&svc).await;
        match &events.last().unwrap().0.event {
            Event::TurnStarted { waiting_for, .. } => assert_eq!(users(waiting_for), USERS),
            other => panic!("{other:?}"),
        }
        let mut rng = Rng::new(3, 0);
        let mut secrets: Vec<String> = Vec::new();
        // Every event posted, in order, for the checks at the end.
        let mut posted: Vec<(OutboundEvent, Vec<u8>)> = Vec::new();

        for round in 1..=3usize {
            // Seats in a random order; round 2 is closed by its deadline, with seats 1 and
            // 2 not having chosen; in round 3 a restart falls between two choices.
            let mut order = vec![0usize, 1, 2];
            rng.shuffle(&mut order);
            let choosers = if round == 2 { vec![0] } else { order.clone() };
            for (i, &seat) in choosers.iter().enumerate() {
                let n = 1 + rng.below(5);
                let secret = secret_marker(seat, n);
                let last = round != 2 && i == choosers.len() - 1;
                let out = svc.play(&id, USERS[seat], &n.to_string()).await.unwrap();
                // The chooser's own reply and own picture hold the secret.
                let note = super::games::english(&out.note.expect("a private note"));
                assert!(note.contains(&format!("You chose {n}")) && note.contains(&secret));
                let g = game(&svc, &id).await;
                if !last {
                    let own = g
                        .picture(
                            View::Seat { seat, hints: false },
                            &[],
                            tucana::words::FALLBACK,
                        )
                        .unwrap();
                    assert!(
                        contains(&own, &secret),
                        "the seat's own view shows its choice"
                    );
                    // Everything public, and everything posted so far, keeps it secret.
                    let others = seen_by_others(&svc, &id, seat).await;
                    assert!(!contains(&others, &secret));
                    let news = drain(&svc).await;
                    for (ev, bytes) in &news {
                        assert!(!contains(bytes, "SECRET-"), "{:?}", ev.event);
                        assert!(!matches!(ev.event, Event::Happened { .. }), "no reveal yet");
                    }
                    posted.extend(news);
                } else {
                    let news = drain(&svc).await;
                    assert!(
                        news.iter().any(|(ev, _)| matches!(&ev.event,
                            Event::Happened { text: Some(text), .. }
                                if super::games::english(text).starts_with(&format!("Round {round} revealed")))),
                        "the last choice reveals the round"
                    );
                    posted.extend(news);
                }
                secrets.push(secret);
                if round == 3 && i == 0 {
                    // A restart with a secret choice made: it is still made, still secret.
                    svc.shutdown().await;
                    drop(svc);
                    svc = open(&db, clock.clone()).await;
                    let g = game(&svc, &id).await;
                    assert!(!g.to_act().includes(seat));
                    let own = g
                        .picture(
                            View::Seat { seat, hints: false },
                            &[],
                            tucana::words::FALLBACK,
                        )
                        .unwrap();
                    assert!(contains(&own, secrets.last().unwrap()));
                    let others = seen_by_others(&svc, &id, seat).await;
                    assert!(!contains(&others, secrets.last().unwrap()));
                    assert!(drain(&svc).await.is_empty(), "nothing is posted twice");
                }
            }
            if round == 2 {
                // The reminder goes to those yet to choose; at the deadline the round is
                // revealed as it stands.
                clock.advance(45 * MINUTE);
                svc.run_due().await;
                let news = drain(&svc).await;
                match &news[..] {
                    [(ev, _)] => match &ev.event {
                        Event::Reminder { players, .. } => {
                            assert_eq!(users(players), [USERS[1], USERS[2]])
                        }
                        other => panic!("{other:?}"),
                    },
                    other => panic!("{other:?}"),
                }
                posted.extend(news);
                clock.advance(15 * MINUTE);
                svc.run_due().await;
                let news = drain(&svc).await;
                let kinds: Vec<&str> = news.iter().map(|(e, _)| e.event.kind()).collect();
                assert_eq!(
                    kinds,
                    ["deadline_passed", "happened", "round_ended", "turn_started"]
                );
                match (&news[0].0.event, &news[1].0.event) {
                    (
                        Event::DeadlinePassed { timed_out, .. },
                        Event::Happened {
                            text: Some(text), ..
                        },
                    ) => {
                        let text = super::games::english(text);
                        assert_eq!(users(timed_out), [USERS[1], USERS[2]]);
                        assert!(text.contains("seat 2 chose nothing"), "{text}");
                        assert!(text.contains("seat 3 chose nothing"), "{text}");
                    }
                    other => panic!("{other:?}"),
                }
                posted.extend(news);
            }
        }
        // The end: the final standings are those of the revealed rounds.
        let g = game(&svc, &id).await;
        assert!(g.is_finished());
        let ended = posted.iter().find_map(|(ev, _)| match &ev.event {
            Event::GameEnded { standings, winners } => Some((standings.clone(), winners.clone())),
            _ => None,
        });
        let (standings, winners) = ended.expect("the game ends");
        let totals: Vec<u32> = standings.iter().map(|s| s.total).collect();
        let expected: Vec<u32> = g.standings().iter().map(|s| s.total).collect();
        assert_eq!(totals, expected);
        assert_eq!(
            users(&winners),
            g.winners().iter().map(|&s| USERS[s]).collect::<Vec<_>>()
        );
        // No post, ever, carried a secret's marker; every secret was revealed in words.
        for (ev, bytes) in &posted {
            assert!(!contains(bytes, "SECRET-"), "{:?}", ev.event);
        }
        let reveals = posted
            .iter()
            .filter(|(ev, _)| matches!(ev.event, Event::Happened { .. }))
            .count();
        assert_eq!(reveals, 3);
        assert_eq!(secrets.len(), 7);
        svc.shutdown().await;
    }

    /// A league plays one game, chosen when it is made: its members open games of that game
    /// only, and others open none.
    #[tokio::test]
    async fn a_league_opens_games_of_its_own_game_only() {
        let dir = tempfile::tempdir().unwrap();
        let clock = Arc::new(TestClock::new(T0));
        let svc = open(&dir.path().join("t.db"), clock).await;
        let spec = tucana::app::LeagueSpec {
            name: "Racers".into(),
            game: RACE.id().into(),
            options: RACE.options(&[]).unwrap(),
            turn_deadline: Duration::from_secs(3600),
            season_length: None,
            settings: tucana::app::league::LeagueSettings::default(),
        };
        let organiser = Actor::new(USERS[0], "org").on(PLACE.guild);
        svc.create_league(&organiser, PLACE.channel, spec)
            .await
            .unwrap();
        let member = Actor::new(USERS[1], name(USERS[1])).on(PLACE.guild);
        svc.join_league(&member, "Racers").await.unwrap();

        svc.check_league_host(&member, "Racers", RACE.id())
            .await
            .unwrap();
        let other = svc
            .check_league_host(&member, "Racers", GUESS.id())
            .await
            .unwrap_err();
        assert_eq!(
            other.to_string(),
            format!(
                "the league Racers plays {}, not {}",
                RACE.name(),
                GUESS.name()
            )
        );
        // The organiser is no member: no game of the league for them.
        assert!(svc
            .check_league_host(&organiser, "Racers", RACE.id())
            .await
            .is_err());
        // A league game opens as the league's game.
        let place = Place {
            guild: PLACE.guild,
            channel: ChannelId(3),
        };
        let info = svc
            .create_league_game(place, "Racers", &member)
            .await
            .unwrap();
        assert_eq!(info.settings.game, RACE.id());
        svc.shutdown().await;
    }
}

// ----- Through the fake Discord -----

mod discord {
    use std::time::Duration;

    use super::games::guess::secret_marker;
    use super::games::{GUESS, RACE};
    use super::support::table::{drain, wait_post, Table};
    use super::support::*;
    use tucana::app::{Actor, ChannelId, ExtraGames, GameSettings, GuildId, Place};
    use tucana::game::Rules;

    const HOUR: Duration = Duration::from_secs(3600);

    fn bytes_contain(haystack: &[u8], needle: &str) -> bool {
        haystack
            .windows(needle.len())
            .any(|w| w == needle.as_bytes())
    }

    /// Everything a request carries: its JSON or every part of its form (attachments too).
    fn request_bytes(r: &RecordedRequest) -> Vec<u8> {
        match &r.body {
            RequestBody::Empty => Vec::new(),
            RequestBody::Json(v) => v.to_string().into_bytes(),
            RequestBody::Multipart(parts) => parts.iter().flat_map(|p| p.data.clone()).collect(),
            RequestBody::Other { data, .. } => data.clone(),
        }
    }

    /// Every public post or edit the bot made in the game's channel.
    fn public_requests(t: &Table) -> Vec<RecordedRequest> {
        let route = format!("/channels/{CHANNEL_ID}/messages");
        t.fake.requests_matching(|r| {
            (r.method == "POST" || r.method == "PATCH") && r.route().starts_with(&route)
        })
    }

    /// A game of `rules` in the test channel, hosted by alice, joined by bob and carol,
    /// started through the service (the generic `/game new` is another slice's).
    async fn start(t: &Table, rules: &dyn Rules, options: &[(&str, &str)]) -> String {
        let settings = GameSettings {
            game: rules.id().into(),
            options: rules.options(options).unwrap(),
            turn_deadline: HOUR,
            reminder_lead: Some(HOUR / 4),
            ..GameSettings::default()
        };
        let place = Place {
            guild: GuildId(GUILD_ID),
            channel: ChannelId(CHANNEL_ID),
        };
        let svc = &t.service;
        let host = alice();
        let info = svc
            .create_game(place, &Actor::new(host.user(), &host.name), settings)
            .await
            .unwrap();
        for u in [bob(), carol()] {
            svc.join(&info.id, &Actor::new(u.user(), &u.name))
                .await
                .unwrap();
        }
        svc.start_game(&info.id, host.user()).await.unwrap();
        info.id
    }

    /// A move typed in `/trail` (the one move command there is so far: it hands the typed
    /// words to the game); the private answer.
    async fn play(t: &Table, user: &TestUser, game: &str, typed: &str) -> RecordedRequest {
        t.command(
            "trail",
            None,
            &[opt("trail", typed), opt("game", game)],
            user,
            CHANNEL_ID,
        )
        .await
    }

    /// Guess through the bot: each choice is answered privately with the secret; the
    /// reveal, the deadline and the end are posted; no public post, picture included,
    /// ever carries a secret; a restart keeps a choice made before it.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn guess_through_discord_keeps_secrets_out_of_public_posts() {
        let mut t = Table::with_games(ExtraGames(vec![&RACE, &GUESS])).await;
        let game = start(&t, &GUESS, &[("rounds", "2")]).await;
        wait_post(&t.fake, CHANNEL_ID, "**Round 1, turn 1**").await;

        let answer = play(&t, &alice(), &game, "4").await;
        let text = answer.content().unwrap_or_default();
        assert!(text.contains("You chose 4"), "{text}");
        assert!(bytes_contain(&request_bytes(&answer), &secret_marker(0, 4)));
        let answer = play(&t, &bob(), &game, "2").await;
        assert!(bytes_contain(&request_bytes(&answer), &secret_marker(1, 2)));
        // A second choice is refused, privately.
        let answer = play(&t, &bob(), &game, "3").await;
        assert!(answer
            .content()
            .unwrap_or_default()
            .contains("already chosen"));
        // Bob's own map shows his choice, not Alice's.
        let map = t
            .command(
                "map",
                None,
                &[opt("game", game.as_str())],
                &bob(),
                CHANNEL_ID,
            )
            .await;
        let bytes = request_bytes(&map);
        assert!(bytes_contain(&bytes, &secret_marker(1, 2)));
        assert!(!bytes_contain(&bytes, &secret_marker(0, 4)));
        play(&t, &carol(), &game, "4").await;
        let reveal = wait_post(&t.fake, CHANNEL_ID, "Round 1 revealed").await;
        let text = reveal.content().unwrap();
        assert!(
            text.contains("seat 1 chose 4 (+0), seat 2 chose 2 (+2), seat 3 chose 4 (+0)"),
            "{text}"
        );
        wait_post(&t.fake, CHANNEL_ID, "**Round 2, turn 1**").await;

        // Round 2: Carol chooses, the bot restarts, the deadline reveals the rest.
        play(&t, &carol(), &game, "5").await;
        drain(&t.service).await;
        t.restart().await;
        let map = t
            .command(
                "map",
                None,
                &[opt("game", game.as_str())],
                &carol(),
                CHANNEL_ID,
            )
            .await;
        assert!(bytes_contain(&request_bytes(&map), &secret_marker(2, 5)));
        t.clock.advance(HOUR * 3 / 4);
        t.service.run_due().await;
        let reminder = wait_post(&t.fake, CHANNEL_ID, "Reminder").await;
        let text = reminder.content().unwrap();
        assert!(
            text.contains(&alice().mention()) && text.contains(&bob().mention()),
            "{text}"
        );
        assert!(
            !text.contains(&carol().mention()),
            "carol has chosen: {text}"
        );
        t.clock.advance(HOUR / 4);
        t.service.run_due().await;
        let reveal = wait_post(&t.fake, CHANNEL_ID, "Round 2 revealed").await;
        assert!(reveal.content().unwrap().contains("seat 3 chose 5 (+5)"));
        drain(&t.service).await;
        let ended = t.service.game_info(&game).await.unwrap();
        assert_eq!(ended.status, tucana::app::GameStatus::Finished);

        // Not one public post or edit carried a secret. (The search reaches into the
        // pictures: the public ones carry the game's id in a text chunk.)
        let public = public_requests(&t);
        assert!(public.len() >= 6, "{}", public.len());
        assert!(public
            .iter()
            .any(|r| bytes_contain(&request_bytes(r), "test-guess")));
        for r in &public {
            assert!(!bytes_contain(&request_bytes(r), "SECRET-"), "{r:?}");
        }
        t.finish().await;
    }

    /// `/map player:<someone else>` in a game with hidden choices must not show their
    /// secret (Trails of Tucana's sheets are public; a game's own view is not).
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn another_players_map_never_shows_their_secret() {
        let t = Table::with_games(ExtraGames(vec![&GUESS])).await;
        let game = start(&t, &GUESS, &[]).await;
        wait_post(&t.fake, CHANNEL_ID, "**Round 1, turn 1**").await;
        play(&t, &alice(), &game, "4").await;
        let map = t
            .command(
                "map",
                None,
                &[opt("game", game.as_str()), opt("player", &alice())],
                &bob(),
                CHANNEL_ID,
            )
            .await;
        assert!(
            !bytes_contain(&request_bytes(&map), "SECRET-"),
            "bob sees alice's secret choice with /map player:alice"
        );
        t.finish().await;
    }

    /// Race through the bot: the turn post names the acting seat only; the reminder and
    /// the deadline are the acting seat's; the wind is posted; the race ends.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn race_through_discord_is_sequential() {
        let t = Table::with_games(ExtraGames(vec![&RACE])).await;
        let game = start(&t, &RACE, &[("target", "5"), ("wind", "0")]).await;
        let first = wait_post(&t.fake, CHANNEL_ID, "**Round 1, turn 1**").await;
        let text = first.content().unwrap();
        assert!(text.contains("seat 1 to move"), "{text}");
        // Bob out of turn: refused, privately.
        let answer = play(&t, &bob(), &game, "2").await;
        assert!(answer
            .content()
            .unwrap_or_default()
            .contains("not your turn"));
        let answer = play(&t, &alice(), &game, "3").await;
        assert!(answer.content().unwrap_or_default().contains("You moved 3"));
        // The next turn is Bob's: he alone is told.
        let second = wait_post(&t.fake, CHANNEL_ID, "**Round 1, turn 2**").await;
        let text = second.content().unwrap();
        assert!(
            text.contains(&format!("Still to play: {}", bob().mention())),
            "{text}"
        );
        assert!(!text.contains(&alice().mention()) && !text.contains(&carol().mention()));
        // Bob sleeps: reminded alone, then moved one step at the deadline.
        t.clock.advance(HOUR * 3 / 4);
        t.service.run_due().await;
        let reminder = wait_post(&t.fake, CHANNEL_ID, "Reminder").await;
        let text = reminder.content().unwrap();
        assert!(text.contains(&bob().mention()), "{text}");
        assert!(!text.contains(&alice().mention()) && !text.contains(&carol().mention()));
        t.clock.advance(HOUR / 4);
        t.service.run_due().await;
        wait_post(&t.fake, CHANNEL_ID, "Time is up").await;
        wait_post(&t.fake, CHANNEL_ID, "**Round 1, turn 3**").await;
        play(&t, &carol(), &game, "1").await;
        wait_post(&t.fake, CHANNEL_ID, "the wind blows everyone back 0 steps").await;
        play(&t, &alice(), &game, "2").await;
        drain(&t.service).await;
        let info = t.service.game_info(&game).await.unwrap();
        assert_eq!(info.status, tucana::app::GameStatus::Finished);
        t.finish().await;
    }
}
