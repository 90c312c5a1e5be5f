//! Words within Discord's limits: what a game gives that reaches Discord fits where the
//! adapter puts it (`src/discord/limits.rs`), so that the adapter never has to cut it: a
//! message of 2,000 characters, an autocomplete choice of 100 (a legal move as typed, and
//! with its note; an option's label), a button's label of 80 (a quick move's note), the
//! rules in short of about 600 (docs: `Rules::rules_in_short`) with how to move in the one
//! message of a game's help. Discord counts characters, so these do too.

use tucana::game::{Happening, Standard, GAME_WORDS};
use tucana::words::Msg;

use crate::test_games::english;

use super::{all_positions, kinds, Position};

/// A message's content.
const MESSAGE: usize = 2000;
/// An autocomplete choice's name and value.
const CHOICE: usize = 100;
/// A button's label.
const BUTTON_LABEL: usize = 80;
/// The rules in short.
const RULES_IN_SHORT: usize = 600;
/// A game's id, as it goes in a button's custom id (`src/discord/component.rs`).
const GAME_ID: usize = 32;

/// `text` is at most `most` characters.
fn fits(text: &str, most: usize, what: &str, at: &str) {
    let n = text.chars().count();
    assert!(
        n <= most,
        "{at}: {what} has {n} characters, more than {most}: {text:?}"
    );
}

/// The generic commands speak each game's words: its catalog has every word they ask of it
/// (`game::GAME_WORDS`, and those of its `/undo` and `/pass` moves), with what they give.
#[test]
fn a_kinds_catalog_gives_the_generic_commands_words() {
    let names = vec!["Ana".to_owned(), "Ben".to_owned()];
    for rules in kinds() {
        let words = tucana::game::catalog(&[rules], &[]).expect("the game's catalog");
        // With every argument a generic command may give (`map-of`'s).
        let mut asked: Vec<Msg> = GAME_WORDS
            .iter()
            .flat_map(|w| {
                ["yes", "no"].map(|e| rules.word(w).with("player", "Ana").with("earlier", e))
            })
            .collect();
        for which in [Standard::TakeBack, Standard::Pass] {
            if rules.standard_move(which).is_some() {
                asked.push(rules.word(which.done_word()));
                // Its rule, stated in the game's help.
                asked.extend(which.rule_word().map(|word| rules.word(word)));
            }
        }
        for msg in asked {
            let text = words
                .check("en", &msg, &names)
                .unwrap_or_else(|e| panic!("{}: {}: {e:?}", rules.id(), msg.key));
            fits(&text, MESSAGE, "a generic command's word", rules.id());
        }
    }
}

#[test]
fn a_kinds_names_rules_and_options_fit() {
    for rules in kinds() {
        let at = rules.id();
        fits(rules.id(), GAME_ID, "the id", at);
        fits(rules.name(), CHOICE, "the name", at);
        let words = tucana::game::catalog(&[rules], &[]).expect("the game's catalog");
        let short = words.render(&rules.rules_in_short(), &[]);
        fits(&short, RULES_IN_SHORT, "the rules in short", at);
        let how = words.render(&rules.how_to_move(), &[]);
        let new = words.render(&rules.command("new"), &[]);
        let help = format!("{}: {new}\n{short}\n{how}", rules.name());
        fits(&help, MESSAGE, "the game's help", at);
        for option in rules.game_options() {
            for (value, name) in &option.choices {
                // As `/game new`'s autocomplete shows it (`commands/shared/choosing.rs`).
                let label = format!(
                    "{}={value} · {}: {}",
                    option.key,
                    words.render(&option.description, &[]),
                    words.render(name, &[])
                );
                fits(&label, CHOICE, "an option's label", at);
            }
        }
        let options = rules.options(&[]).unwrap();
        let described = rules.describe_options(&options);
        fits(
            &described.map_or_else(String::new, |m| words.render(&m, &[])),
            CHOICE,
            "the options described",
            at,
        );
    }
}

/// The texts of a move's happenings, each a post's line or more.
fn happening_texts(happenings: &[Happening]) -> Vec<String> {
    happenings
        .iter()
        .flat_map(|h| match h {
            Happening::Lines(lines) => lines.iter().map(|(_, t)| english(t)).collect(),
            Happening::Note(t) | Happening::Seats { text: t, .. } => vec![english(t)],
            Happening::TurnSkipped { what, .. } => vec![english(what)],
            Happening::RoundEnded { .. } => Vec::new(),
        })
        .collect()
}

/// What the game says of `position` now: its lines, each seat's status, words and moves.
fn position_fits(position: &Position) {
    let (game, names, at) = (&position.game, position.names(), position.label());
    let words = tucana::game::catalog(&[position.rules], &[]).expect("the game's catalog");
    let said = |msg: Option<Msg>| msg.map_or_else(String::new, |m| words.render(&m, &names));
    fits(&said(game.headline()), MESSAGE, "the headline", &at);
    for seat in 0..position.players {
        fits(
            &said(Some(game.seat_status(seat))),
            MESSAGE,
            "a seat's status",
            &at,
        );
        fits(
            &said(game.seat_headline(seat)),
            MESSAGE,
            "a seat's headline",
            &at,
        );
        fits(
            &said(game.progress(seat)),
            MESSAGE,
            "a seat's progress",
            &at,
        );
        fits(
            &said(game.own_words(seat)),
            MESSAGE,
            "a seat's own words",
            &at,
        );
        for legal in game.legal_moves_named(seat, &names) {
            // As `/move`'s autocomplete shows it (`commands/shared/moving.rs`).
            fits(&legal.text, CHOICE, "a legal move", &at);
            if legal.note.is_some() {
                let line = legal.listed(|note| words.render(note, &names));
                fits(&line, CHOICE, "a legal move with its note", &at);
            }
        }
        for quick in game.quick_moves(seat) {
            fits(&said(quick.note), BUTTON_LABEL, "a quick move's note", &at);
        }
    }
    for standing in game.standings() {
        fits(
            &english(&standing.breakdown),
            MESSAGE,
            "a standing's breakdown",
            &at,
        );
        let title = standing.title.as_ref().map(english).unwrap_or_default();
        fits(&title, CHOICE, "a title", &at);
    }
}

#[test]
fn every_position_and_every_move_says_what_fits() {
    for position in all_positions() {
        position_fits(position);
        if !position.game.is_finished() {
            continue;
        }
        // The whole game again, move by move: each move's public line, its note for its
        // player and its happenings for the table.
        let mut game = position
            .rules
            .setup(position.seed, &position.options, position.players)
            .unwrap();
        let words = tucana::game::catalog(&[position.rules], &[]).expect("the game's catalog");
        let names = position.names();
        let said = |msg: Option<Msg>| msg.map_or_else(String::new, |m| words.render(&m, &names));
        for logged in position.game.log() {
            let at = format!("{}, at {logged:?}", position.label());
            fits(
                &said(game.public_line(&logged)),
                MESSAGE,
                "a public line",
                &at,
            );
            let applied = game.apply(&logged).unwrap();
            fits(
                &applied.note.as_ref().map(english).unwrap_or_default(),
                MESSAGE,
                "a move's note",
                &at,
            );
            for text in happening_texts(&applied.happenings) {
                fits(&text, MESSAGE, "a happening", &at);
            }
        }
    }
}
