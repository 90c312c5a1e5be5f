//! Islas Canarias' words (issue 43): every refusal is a message of its own catalog (none left
//! as written in code), and what its players read (autocomplete's notes, the seats' status,
//! the headline, the standings, the hints, the table's lines) names no privilege or piece by
//! its code.

use tucana::game::{catalog, Happening, MoveError, Play, Rules, ToAct};
use tucana::games::islas_canarias::play::{english, IslasCanarias};
use tucana::words::{Arg, Catalog, Msg};

fn names(players: usize) -> Vec<String> {
    ["Ana", "Ben", "Cleo", "Dan", "Eva"][..players]
        .iter()
        .map(|n| n.to_string())
        .collect()
}

fn words() -> Catalog {
    catalog(&[&IslasCanarias], &[]).unwrap()
}

/// Whether `word` reads as a name in code: `snake_case` or `SCREAMING_CASE` (two words or
/// more joined by `_`), or a path (`a::b`).
fn internal_name(word: &str) -> bool {
    let word = word.trim_matches(|c: char| !c.is_alphanumeric() && c != '_');
    let letters = |w: &str| w.chars().filter(|c| c.is_alphabetic()).count();
    word.split('_').filter(|part| letters(part) > 0).count() > 1 || word.contains("::")
}

/// Asserts that `text` (what `what` shows) names nothing by its code.
fn in_words(what: &str, text: &str) {
    for word in text.split_whitespace() {
        assert!(!internal_name(word), "{what}: {word:?} in {text:?}");
    }
    // The pieces are words, not letters (`0 h · 1 P · 0 T`).
    for letters in [" h ", " P ", " T "] {
        assert!(!text.contains(letters), "{what}: {letters:?} in {text:?}");
    }
}

/// Every key of a message and of the messages nested in it.
fn keys(msg: &Msg, out: &mut Vec<String>) {
    out.push(msg.key.to_string());
    for (_, arg) in &msg.args {
        let mut args = vec![arg];
        while let Some(arg) = args.pop() {
            match arg {
                Arg::Msg(inner) => keys(inner, out),
                Arg::List(items) => args.extend(items),
                _ => {}
            }
        }
    }
}

/// A refusal is the game's own message, every argument given, and reads in words.
fn check_refusal(words: &Catalog, typed: &str, e: &MoveError, names: &[String]) {
    let mut all = Vec::new();
    keys(&e.0, &mut all);
    for key in all {
        assert!(
            key.starts_with("islas-canarias-"),
            "{typed:?} refused with {key}: {:?}",
            e.0
        );
    }
    let text = words
        .check("en", &e.0, names)
        .unwrap_or_else(|problems| panic!("{typed:?}: {problems:?}"));
    assert!(!text.is_empty() && !text.contains('['), "{typed:?}: {text}");
    in_words(typed, &text);
}

/// What players type wrong, or at the wrong moment: the notation's every refusal.
const TYPED: &[&str] = &[
    "",
    " ; draw",
    "fly",
    "island",
    "island XX",
    "island TF",
    "island TF; draw",
    "at",
    "at Z9",
    "at A1",
    "at A1 as purple",
    "as",
    "as red",
    "lose",
    "lose A1",
    "divert",
    "divert nobody",
    "divert 0",
    "divert 1",
    "divert 9",
    "draw",
    "draw as red",
    "draw; draw",
    "draw; ship 99",
    "draw; ship 1; ship 2",
    "build",
    "build 99 A1",
    "build nobody A1",
    "build 1 A1",
    "build 55 A1",
    "build 1 A1 as red",
    "ship",
    "ship 1",
    "ship 1 as red",
    "palace A1 A2",
    "palace A1 A1 on A1",
    "palace A1 A2 on A1",
    "palace A1 A2 on F6",
    "town A1 A2 A3",
    "town A1 A2 A3 on A1",
    "timeout",
    "resign; draw",
];

/// Plays a few random games through the interface, calling `at` at every step.
fn random_games(mut at: impl FnMut(&mut dyn Play, &[String], u64)) {
    for (players, seed) in [(2, 11), (3, 12), (4, 13), (5, 14)] {
        let names = names(players);
        let mut game = IslasCanarias.setup(seed, "", players).unwrap();
        let mut step = 0u64;
        while let ToAct::One(seat) = game.to_act() {
            at(&mut *game, &names, step);
            let typed = game
                .any_legal_move(seat, seed.wrapping_mul(31).wrapping_add(step))
                .unwrap();
            let logged = game.parse(seat, &typed).unwrap();
            let applied = game.apply(&logged).unwrap();
            // What the table and the mover read of the move.
            for happening in &applied.happenings {
                if let Happening::Lines(lines) = happening {
                    for (_, line) in lines {
                        in_words("a line", &english(line));
                    }
                }
            }
            let note = applied.note.as_ref().map(english).unwrap_or_default();
            in_words("the mover's note", &note);
            step += 1;
        }
        at(&mut *game, &names, step);
    }
}

#[test]
fn every_refusal_is_a_message_of_the_games_catalog() {
    let words = words();
    let mut refused = 0;
    random_games(|game, names, step| {
        // Every few steps: each seat types each of the wrong moves.
        if step % 7 != 0 {
            return;
        }
        for seat in 0..game.players() {
            for typed in TYPED {
                for e in [
                    game.parse(seat, typed).err(),
                    game.parse_named(seat, typed, names).err(),
                ]
                .into_iter()
                .flatten()
                {
                    check_refusal(&words, typed, &e, names);
                    refused += 1;
                }
            }
        }
        // A log that is no log of the game (a refused move changes nothing).
        for logged in ["", "draw", "x draw", "9 draw", "0 fly"] {
            let e = game.apply(logged).expect_err("refused");
            check_refusal(&words, logged, &e, names);
        }
    });
    assert!(refused > 1000, "{refused} refusals");
}

#[test]
fn what_players_read_names_no_code() {
    random_games(|game, names, step| {
        let said = |msg: Option<Msg>| msg.map_or_else(String::new, |m| english(&m));
        in_words("headline", &said(game.headline()));
        for seat in 0..game.players() {
            in_words("seat status", &said(Some(game.seat_status(seat))));
            for legal in game
                .legal_moves(seat)
                .into_iter()
                .chain(game.legal_moves_named(seat, names))
            {
                in_words(&legal.text, &said(legal.note));
            }
        }
        for standing in game.standings() {
            in_words("standings", &english(&standing.breakdown));
        }
        // The hints' words, now and then (a search each).
        if step % 25 == 0 {
            if let (ToAct::One(seat), Some(bots)) = (game.to_act(), game.bots()) {
                for hint in bots.hints(seat, 2, step) {
                    in_words(&hint.text, &english(&hint.gains));
                }
            }
        }
    });
}

/// A move out of turn names whose step it is by the player's name, which a surface does not
/// give when it renders a refusal.
#[test]
fn a_move_out_of_turn_names_the_player_to_act() {
    let names = names(3);
    let game = IslasCanarias.setup(5, "", 3).unwrap();
    let ToAct::One(actor) = game.to_act() else {
        panic!("{:?}", game.to_act())
    };
    let e = game
        .parse_named((actor + 1) % 3, "island TF", &names)
        .unwrap_err();
    assert_eq!(
        words().render(&e.0, &[]),
        format!(
            "it is not your turn: it is {}'s turn to choose an island",
            names[actor]
        )
    );
}
