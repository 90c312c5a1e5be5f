//! La Isla's words: a refusal is a message of its catalog, and nothing a player reads of a game (autocomplete notes, seat
//! statuses, headlines, a move's note, the table's lines, the hints' gains) names a card by
//! its code in the rules reference (`B_EXTRA`, `LAND_VP`) or any other name of the code.

use tucana::game::rng::Rng;
use tucana::game::search::Searchable;
use tucana::game::{self, Happening, MoveError, Play};
use tucana::games::la_isla::data::{card, Function};
use tucana::games::la_isla::play::{english, IslaGame, LaIsla};
use tucana::games::la_isla::sim::random_move;
use tucana::games::la_isla::state::{Deck, Game, Options};
use tucana::words::{Catalog, Msg};

/// The core's and La Isla's words, as a surface builds them.
fn catalog() -> Catalog {
    game::catalog(&[&LaIsla], &[]).expect("La Isla's catalog reads")
}

/// Whether `word` reads as a name in code: `SCREAMING_CASE` (`B_EXTRA`, and a family code
/// without an underscore, `EXPLORER`, `DRAW4`: three capitals or more) or `snake_case`.
/// Labels (`O20`, `J7`), actions (`A`, `B`) and `VP` are the game's words.
fn internal_name(word: &str) -> bool {
    let word = word.trim_matches(|c: char| !c.is_alphanumeric() && c != '_');
    let letters = |w: &str| w.chars().filter(|c| c.is_alphabetic()).count();
    let snake = word.split('_').filter(|part| letters(part) > 0).count() > 1;
    let screaming = letters(word) >= 3 && !word.chars().any(|c| c.is_lowercase());
    snake || screaming
}

/// Every word of `text` reads as the game's, not as code's.
fn in_words(text: &str, what: &str, at: &str) {
    for word in text.split_whitespace() {
        assert!(!internal_name(word), "{at}: {what} says {word:?}: {text}");
    }
}

#[test]
fn names_of_code_are_told_apart_from_the_games_words() {
    for code in [
        "B_EXTRA",
        "LAND_VP",
        "D_RES",
        "SYM_VP",
        "EXPLORER",
        "DRAW4",
        "OCC_SWAP)",
    ] {
        assert!(internal_name(code), "{code}");
    }
    for word in [
        "snake_case",
        "#47",
        "O20",
        "J7",
        "A",
        "VP",
        "(wild",
        "yellow)",
        "**Round",
    ] {
        assert_eq!(internal_name(word), word.contains('_'), "{word}");
    }
}

/// Every card's function has a name in the catalog, in words, and no two functions share
/// one.
#[test]
fn every_card_is_named_in_words() {
    let catalog = catalog();
    let mut names: Vec<(String, Function)> = Vec::new();
    for number in 1..=180 {
        let function = card(number).unwrap().function;
        let name = catalog
            .check("en", &function.name(), &[])
            .unwrap_or_else(|problems| panic!("#{number}: {problems:?}"));
        assert_eq!(name, english(&function.name()));
        in_words(&name, "a card's name", &format!("#{number}"));
        match names.iter().find(|(n, _)| *n == name) {
            Some((_, other)) => assert_eq!(*other, function, "{name}"),
            None => names.push((name, function)),
        }
    }
    assert_eq!(names.len(), 94, "every function of §1.6");
}

/// A refusal of La Isla is one of its catalog's messages, rendered without a problem.
fn from_the_catalog(catalog: &Catalog, e: &MoveError, what: &str) {
    let Msg { key, .. } = &e.0;
    assert!(key.starts_with("la-isla-"), "{what}: refused as {:?}", e.0);
    let text = catalog
        .check("en", &e.0, &["ana".into(), "ben".into()])
        .unwrap_or_else(|problems| panic!("{what}: {problems:?}"));
    assert!(!text.trim().is_empty(), "{what}");
    in_words(&text, "a refusal", what);
}

/// Words no rule takes, typed or logged: each is refused at some point of a game.
const REFUSED: &[&str] = &[
    "",
    "jump",
    "place",
    "place X9",
    "place O9 pay",
    "place O9 pay purple",
    "place O9 pay ye ye ye",
    "place O9 swap gn",
    "place O9 get ye ye ye",
    "place O9 mark dodo dodo dodo",
    "place O9 dmove dodo",
    "place O9 dget gn",
    "place O9 swap br:gn",
    "place O9 pay ye pay ye",
    "move I1",
    "move I1 O1",
    "pass",
    "pass purple",
    "pass ye pay ye",
    "pass ye dmove emu",
    "pass ye dmove dodo dmove fossa",
    "pass ye dmove dodo fossa",
    "assign 1 2",
    "assign 1 1 2",
    "assign 1 2 5",
    "assign 1 2 4",
    "assign 1 2 3 4",
    "assign #180 #179 #178",
    "assign 1 2 3 cover 0",
    "assign 1 2 3 cover 9",
    "assign 1 2 3 cover 1 cover 2",
    "assign 1 2 3 mark dodo",
    "assign 1 2 3 mark none",
    "assign 1 2 3 swap br:gn",
    "resign now",
    "place 7 O9",
    "pass 9 ye",
];

/// Every refusal, typed or logged, of every seat at every step of a few games, whatever
/// refuses it (the parser, the log's reader or a rule): a message of the game's catalog.
#[test]
fn every_refusal_is_a_message_of_the_catalog() {
    let catalog = catalog();
    let mut refusals = 0;
    for (seed, players) in [(1, 2), (2, 3), (3, 4)] {
        let mut isla = IslaGame {
            game: Game::from_seed(seed, Options { deck: Deck::Full }, players).unwrap(),
        };
        let mut rng = Rng::new(seed, 7);
        let mut step = 0;
        while !isla.is_finished() {
            step += 1;
            for seat in 0..players + 1 {
                for text in REFUSED {
                    let what = format!("seed {seed}, step {step}, seat {seat}: {text:?}");
                    match isla.parse(seat, text) {
                        Err(e) => from_the_catalog(&catalog, &e, &what),
                        Ok(logged) => {
                            if let Err(e) = isla.clone().apply(&logged) {
                                from_the_catalog(&catalog, &e, &what);
                            }
                        }
                    }
                    if let Err(e) = isla.clone().apply(text) {
                        from_the_catalog(&catalog, &e, &format!("{what} as logged"));
                        refusals += 1;
                    }
                }
            }
            let seats = isla.to_act().seats();
            let seat = seats[rng.below(seats.len() as u32) as usize];
            let mv = random_move(&isla.game, seat, &mut rng).expect("a move");
            let logged = isla.parse(seat, &mv.typed()).expect("a legal move");
            isla.apply(&logged).expect("a legal move is accepted");
        }
    }
    assert!(refusals > 1000, "{refusals} refusals");
}

/// The refusals a player meets most, through the game interface: their keys are the game's,
/// and they read in its words (the card a move needs by its name).
#[test]
fn a_refusal_renders_from_the_catalog() {
    let isla = IslaGame {
        game: Game::from_seed(5, Options::default(), 2).unwrap(),
    };
    let said = |typed: &str| {
        let e = isla.parse(0, typed).unwrap_err();
        assert!(e.0.key.starts_with("la-isla-"), "{typed}: {:?}", e.0);
        assert_eq!(e.english(&LaIsla), english(&e.0));
        english(&e.0)
    };
    assert_eq!(
        said("place X9"),
        "X9 is not a space: I1–I10, M1–M10, O1–O20"
    );
    assert_eq!(
        said("assign 1 2 3 mark banana"),
        "banana is not an animal: dodo, fossa, toad, pika, moth"
    );
    assert_eq!(
        said("pass ye pay ye"),
        "`pay` is not an option here (options: dmove, dget)"
    );
    assert_eq!(
        said("assign 1 2 5"),
        "5 is not a card: a hand position 1–4 or a number like #17"
    );
    assert_eq!(
        said("assign 1 1 2"),
        "A, B and D need three different cards"
    );
    assert_eq!(said("pass ye"), "first assign your cards: `assign A B D`");
    // A seat the game does not have is named as a player, its number from 1.
    let e = isla.clone().apply("pass 5 ye").unwrap_err();
    assert_eq!(e.0.key, "la-isla-no-seat");
    assert_eq!(english(&e.0), "there is no player 6 in this game");
    let e = isla.clone().apply("nonsense").unwrap_err();
    assert_eq!(english(&e.0), "not a move of La Isla: nonsense");
    // The core alone does not know the words: they are the game's.
    assert!(tucana::words::english(&e.0).starts_with("[la-isla-"));
}

/// What a player reads of `isla` now: the headline, every seat's status and every listed
/// move's note (as `/move`'s autocomplete shows them), and the hints' gains.
fn what_players_read(isla: &IslaGame, at: &str) -> usize {
    let mut read = 0;
    let said = |msg: Option<Msg>| msg.map_or_else(String::new, |m| english(&m));
    in_words(&said(isla.headline()), "the headline", at);
    let mut moves = Vec::new();
    for seat in 0..isla.game.players() {
        in_words(&said(Some(isla.seat_status(seat))), "a seat's status", at);
        for legal in isla.legal_moves(seat) {
            in_words(
                &said(legal.note),
                "an autocomplete note",
                &format!("{at}: {}", legal.text),
            );
            read += 1;
        }
        Searchable::legal(&isla.game, seat, &mut moves);
        for mv in moves.drain(..) {
            in_words(&english(&isla.game.gains(seat, &mv)), "a hint's gains", at);
        }
    }
    read
}

/// The lines a move tells the table and its player.
fn what_a_move_tells(happenings: &[Happening], note: Option<&Msg>) -> Vec<String> {
    let mut lines: Vec<String> = note.into_iter().map(english).collect();
    for h in happenings {
        match h {
            Happening::Lines(said) => lines.extend(said.iter().map(|(_, t)| english(t))),
            Happening::Note(t) | Happening::Seats { text: t, .. } => lines.push(english(t)),
            Happening::TurnSkipped { what, .. } => lines.push(english(what)),
            Happening::RoundEnded { .. } => {}
        }
    }
    lines
}

/// A few random games of every player count with the full deck, their moves typed with
/// random choices (marker moves, D options, swaps): no card's code reaches a player.
#[test]
fn no_card_code_in_what_players_read_of_random_games() {
    let mut notes = 0;
    let mut lines = Vec::new();
    for (seed, players) in [(11, 2), (12, 3), (13, 4), (14, 4)] {
        let mut isla = IslaGame {
            game: Game::from_seed(seed, Options { deck: Deck::Full }, players).unwrap(),
        };
        let mut rng = Rng::new(seed, 9);
        while !isla.is_finished() {
            let at = format!("seed {seed}, {players} players, move {}", isla.log().len());
            notes += what_players_read(&isla, &at);
            let seats = isla.to_act().seats();
            let seat = seats[rng.below(seats.len() as u32) as usize];
            let mv = random_move(&isla.game, seat, &mut rng).expect("a move");
            let logged = isla.parse(seat, &mv.typed()).expect("a legal move");
            let applied = isla.apply(&logged).expect("a legal move is accepted");
            for line in what_a_move_tells(&applied.happenings, applied.note.as_ref()) {
                in_words(&line, "a line", &format!("{at}: {logged}"));
                lines.push(line);
            }
        }
        for standing in isla.standings() {
            let breakdown = english(&standing.breakdown);
            in_words(&breakdown, "a standing", &format!("seed {seed}"));
        }
    }
    assert!(notes > 1000, "{notes} notes read");
    // The cards are named, in words: an A card placed, a B card's effects, the D cards'.
    let told = lines.join("\n");
    for words in [
        " in slot ",
        " B points)",
        " D points)",
        " D resource)",
        "(extra ",
    ] {
        assert!(told.contains(words), "no {words:?} in\n{told}");
    }
}
