//! No internal name reaches a person: at every position of every game, everything a game
//! gives to be read (its headline, each seat's status and progress, the standings' words,
//! the notes of the legal and quick moves as autocomplete and buttons show them, a seat's
//! own words, the public log's lines, what each move applied says, its refusals, the rules
//! in short and the other catalog words, the hints' gains, and the text drawn on every
//! picture) is free of identifiers of the code (`snake_case`, `SCREAMING_CASE`), of Rust's
//! `Debug` output, and of seats counted from 0 ("player 0").
//!
//! What a player types is notation, not words, and is not read here: a move as typed (the
//! text before an autocomplete note), an option's `key=value`.

use tucana::game::{Happening, Rules, Seat, View};
use tucana::render::labels_of;
use tucana::words::Msg;

use super::{all_positions, Position};

/// What a person reads of a game's kind, with where it comes from.
type Read = Vec<(String, String)>;

/// The players' names here: people's names, so that a seat counted from 0 shows.
fn people(players: usize) -> Vec<String> {
    ["Ana", "Ben", "Cleo", "Dev", "Eli", "Fay", "Gus", "Hal"]
        .iter()
        .cycle()
        .take(players)
        .map(|n| (*n).to_owned())
        .collect()
}

/// What is wrong with `text` as words for a person, if anything.
fn offence(text: &str) -> Option<String> {
    // An identifier of the code: letters or digits joined by `_` (`mixed_palace`, `B_VP`).
    let joined = text
        .split(|c: char| !(c.is_alphanumeric() || c == '_'))
        .find(|word| {
            let parts: Vec<&str> = word.split('_').collect();
            parts.len() > 1 && parts.iter().filter(|p| !p.is_empty()).count() > 1
        });
    if let Some(word) = joined {
        return Some(format!("the code's name {word:?}"));
    }
    // Rust's Debug output of an option, a result, a path or a struct.
    for mark in ["Some(", "None", "Ok(", "Err(", "::", "\\\"", " { "] {
        if text.contains(mark) {
            return Some(format!("Debug output ({mark:?})"));
        }
    }
    // A seat counted from 0.
    let lower = text.to_lowercase();
    for seat in ["player 0", "seat 0", "player #0", "seat #0"] {
        if let Some(at) = lower.find(seat) {
            let next = lower[at + seat.len()..].chars().next();
            if !next.is_some_and(|c| c.is_ascii_digit()) {
                return Some(format!("a seat counted from 0 ({seat:?})"));
            }
        }
    }
    None
}

/// Fails with every offence found in what is read at `at`.
fn check(read: &Read, at: &str) {
    let offences: Vec<String> = read
        .iter()
        .filter_map(|(what, text)| offence(text).map(|o| format!("{what}: {o} in {text:?}")))
        .collect();
    assert!(
        offences.is_empty(),
        "{at}: {} offences:\n{}",
        offences.len(),
        offences.join("\n")
    );
}

/// The words a game's kind has for every game: rendered from its catalog.
fn kind_words(rules: &'static dyn Rules, names: &[String]) -> Read {
    let words = tucana::game::catalog(&[rules], &[]).expect("the game's catalog");
    let mut read = vec![
        ("rules in short", rules.rules_in_short()),
        ("how to move", rules.how_to_move()),
        ("timed out", rules.timed_out()),
        ("no title", rules.no_title()),
    ]
    .into_iter()
    .map(|(what, msg)| (what.to_owned(), words.render(&msg, names)))
    .collect::<Read>();
    for option in rules.game_options() {
        let description = words.render(&option.description, names);
        read.push(("an option".to_owned(), description));
        for (_, name) in option.choices {
            read.push(("an option's choice".to_owned(), words.render(&name, names)));
        }
    }
    read
}

/// What a seat reads of `game` now, and what everyone does.
fn position_words(position: &Position, names: &[String]) -> Read {
    let game = &*position.game;
    let words = tucana::game::catalog(&[position.rules], &[]).expect("the game's catalog");
    let options = &position.options;
    let said = |msg: Option<Msg>| msg.map_or_else(String::new, |m| words.render(&m, names));
    let mut read: Read = vec![
        ("the headline".to_owned(), said(game.headline())),
        (
            "the options".to_owned(),
            said(position.rules.describe_options(options)),
        ),
    ];
    for standing in game.standings() {
        read.push((
            "a breakdown".to_owned(),
            words.render(&standing.breakdown, names),
        ));
        read.extend(
            standing
                .title
                .map(|t| ("a title".to_owned(), words.render(&t, names))),
        );
    }
    for seat in 0..position.players {
        read.push((
            "a seat's status".to_owned(),
            said(Some(game.seat_status(seat))),
        ));
        if game.is_free_paced() {
            read.push(("a seat's progress".to_owned(), said(game.progress(seat))));
            read.push((
                "a seat's headline".to_owned(),
                said(game.seat_headline(seat)),
            ));
        }
        read.extend(
            game.own_words(seat)
                .map(|w| ("its own words".to_owned(), said(Some(w)))),
        );
        for legal in game.legal_moves_named(seat, names) {
            read.push(("a legal move's note".to_owned(), said(legal.note)));
        }
        for quick in game.quick_moves(seat) {
            read.push(("a quick move's note".to_owned(), said(quick.note)));
        }
        if let Err(refused) = game.parse_named(seat, "nonsense 0 _", names) {
            read.push(("a refusal".to_owned(), words.render(&refused.0, names)));
        }
    }
    for logged in game.log() {
        read.extend(
            game.public_line(&logged)
                .map(|l| ("a log line".to_owned(), said(Some(l)))),
        );
    }
    read
}

/// What each move of the position's log said as it was applied, from the set-up on.
fn applied_words(position: &Position) -> Read {
    let rules = position.rules;
    let mut game = rules
        .setup(position.seed, &position.options, position.players)
        .expect("the set-up");
    let words = tucana::game::catalog(&[rules], &[]).expect("the game's catalog");
    let names = people(position.players);
    let said = |msg: &tucana::words::Msg| words.render(msg, &names);
    let mut read = Read::new();
    for logged in position.game.log() {
        let applied = game.apply(&logged).expect("the log replays");
        read.extend(applied.note.map(|n| ("a move's note".to_owned(), said(&n))));
        for happening in applied.happenings {
            match happening {
                Happening::RoundEnded { .. } => {}
                Happening::TurnSkipped { what, .. } => {
                    read.push(("a turn skipped".into(), said(&what)));
                }
                Happening::Note(text) | Happening::Seats { text, .. } => {
                    read.push(("a happening".into(), said(&text)));
                }
                Happening::Lines(lines) => {
                    read.extend(lines.iter().map(|(_, l)| ("a happening".into(), said(l))));
                }
            }
        }
    }
    read
}

/// The text drawn on the pictures of the position: the table's, the standings', and those of
/// the first and the last seat.
fn picture_words(position: &Position, names: &[String]) -> Read {
    let mut views = vec![View::Turn, View::Standings, View::Board];
    let last: Seat = position.players - 1;
    for seat in [0, last] {
        views.extend([
            View::TurnOf { seat },
            View::Seen { seat },
            View::Seat { seat, hints: true },
        ]);
    }
    views
        .into_iter()
        .flat_map(|view| {
            let (_, labels) =
                labels_of(|| position.game.picture(view, names, tucana::words::FALLBACK));
            labels
                .into_iter()
                .map(move |label| (format!("the picture {view:?}"), label))
        })
        .collect()
}

/// What the hints of the first seat to act say they gain, at the position a third of the
/// way (the computer players think briefly: this reads their words, not their play).
fn hint_words(position: &Position) -> Read {
    let game = &*position.game;
    let Some(&seat) = game.to_act().seats().first() else {
        return Read::new();
    };
    if game.bots().is_none() || game.is_finished() {
        return Read::new();
    }
    let words = tucana::game::catalog(&[position.rules], &[]).expect("the game's catalog");
    game.hints(seat, 5, 1)
        .into_iter()
        .map(|hint| {
            let gains = words.render(&hint.gains, &position.names());
            ("a hint's gains".to_owned(), gains)
        })
        .collect()
}

#[test]
fn no_internal_name_reaches_a_person() {
    let mut kinds_read = Vec::new();
    for (i, position) in all_positions().enumerate() {
        let names = people(position.players);
        let at = position.label();
        if !kinds_read.contains(&position.rules.id()) {
            kinds_read.push(position.rules.id());
            check(&kind_words(position.rules, &names), &at);
        }
        check(&position_words(position, &names), &at);
        check(&applied_words(position), &at);
        check(&picture_words(position, &names), &at);
        if i % 4 == 1 {
            check(&hint_words(position), &at);
        }
    }
}

/// The check finds what it is for, and lets words be.
#[test]
fn the_check_finds_names_debug_and_seats_from_0() {
    for bad in [
        "holds mixed_palace",
        "#47 B_EXTRA green",
        "Some(3)",
        "Card::Yeti",
        "Score { total: 3 }",
        "player 0 moved",
        "Seat 0",
    ] {
        assert!(offence(bad).is_some(), "{bad}");
    }
    for good in [
        "Ana drew C3-D4 · forest–desert · +2",
        "player 10 passed",
        "Round 2, turn 3: 5 points",
        "Isla Grande, letters printed",
        "_",
    ] {
        assert_eq!(offence(good), None, "{good}");
    }
}
