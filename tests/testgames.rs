//! The two games defined only in the tests (`tests/support/games`): "race", sequential with
//! an automatic step, and "guess", simultaneous hidden choices. First the games themselves
//! against the game interface (replay, refused moves, secrecy, deadlines); then the same
//! games played through the service.

#[path = "support/games/mod.rs"]
mod games;

use games::guess::{secret_marker, GuessGame};
use games::race::RaceGame;
use games::{png_texts, GUESS, RACE};
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
        "{:?} {:?} {} {:?} {:?}\n",
        game.to_act(),
        game.turn(),
        game.headline(),
        game.standings(),
        game.winners()
    );
    for seat in 0..n {
        out.push_str(&format!("{seat}: {}\n", game.seat_status(seat)));
    }
    for &seat in seats {
        out.push_str(&format!(
            "{seat}: {:?} {:?} {:?}\n",
            game.legal_moves(seat),
            game.default_move(seat),
            game.picture(View::Seat { seat, hints: true }, &names)
        ));
    }
    out.push_str(&format!(
        "{:?}\n{:?}\n{:?}\n",
        game.deadline_moves(),
        game.picture(View::Turn, &names),
        game.picture(View::Standings, &names)
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
    assert!(err.0.contains("1, 2 or 3"), "{err}");
    let guess = new_game(&GUESS, 1, &[], 2);
    assert!(guess.parse(0, "six").unwrap_err().0.contains("1 to 5"));
    assert!(RACE
        .options(&[("target", "x")])
        .unwrap_err()
        .contains("target"));
    assert!(GUESS
        .options(&[("colour", "red")])
        .unwrap_err()
        .contains("no option colour"));
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
                applied.note.as_deref().map(|n| n.contains("You moved 1")),
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
    assert!(game.seat_status(1).contains("left"));
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
    assert!(matches!(&applied.happenings[..], [Happening::Note(n)] if n.contains("wins")));
    let standings = game.standings();
    assert_eq!((standings[0].rank, standings[1].rank), (1, 2));
    assert!(game.headline().is_empty());
}

/// Guess: all seats choose at once, in any order; a choice is applied but stays hidden
/// until the round is revealed.
#[test]
fn guesses_are_simultaneous_and_revealed_together() {
    let mut game = new_game(&GUESS, 0, &[("rounds", "2")], 3);
    assert_eq!(game.to_act(), ToAct::Everyone(vec![0, 1, 2]));
    let applied = game.apply("choose 2 4").unwrap();
    assert!(applied.happenings.is_empty());
    let note = applied.note.unwrap();
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
            note,
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
            if n.contains("seat 1 chose 5 (+5)") && n.contains("seat 2 chose nothing")));
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
            if applied_a.happenings.is_empty() {
                // Not revealed yet: nobody else can tell 2 from 5.
                assert_eq!(public(&*a, &others), public(&*b, &others), "trial {trial}");
                let all = public(&*a, &others);
                assert!(!all.contains("SECRET-"), "{all}");
            }
            // The chooser's own view and reply hold the secret, with its marker.
            let names = names(n);
            let own = a
                .picture(View::Seat { seat, hints: false }, &names)
                .unwrap();
            if applied_a.happenings.is_empty() {
                let texts = png_texts(&own);
                assert!(
                    texts.contains(&("secret".to_owned(), secret_marker(seat, 2))),
                    "{texts:?}"
                );
            }
            assert!(applied_a.note.unwrap().contains(&secret_marker(seat, 2)));
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
        let png = guess.picture(view, &names).unwrap();
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
        )
        .unwrap();
    assert!(own.windows(10).any(|w| w == b"SECRET-1-3"));
    let race = new_game(&RACE, 0, &[], 2);
    let track = png_texts(&race.picture(View::Standings, &names).unwrap());
    assert!(
        track.contains(&("track".to_owned(), "Ann 0, Bob 0".to_owned())),
        "{track:?}"
    );
}
