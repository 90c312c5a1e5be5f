//! Moves typed in the reader's words (`tucana::game::typed`), for every game of the
//! registry and every language: each word a language gives for a notation word reads as
//! that word (whole words only, in any case), no word of a language stands for two notation
//! words or for another notation word's own spelling, a legal move typed in the language's
//! words plays as the move in the notation, and the notation itself reads in every language.
//! And what a game says in German names no colour, animal, building or country in English:
//! those are messages of the game's catalog, not English words passed as text.

use std::collections::BTreeMap;

use tucana::game::{typed, Happening, Play, Rules};
use tucana::words::{Arg, Catalog, Msg, LANGUAGES};

use crate::conformance::all_positions;

/// The words of a language for each of a game's notation words, as its catalog lists them
/// (a comma-separated list, `<id>-typed-<word>`).
fn listed(rules: &dyn Rules, words: &Catalog, lang: &str) -> Vec<(&'static str, Vec<String>)> {
    rules
        .typed_words()
        .iter()
        .map(|&canonical| {
            let key = typed::key(rules, canonical);
            let text = words
                .check(lang, &Msg::new(key.clone()), &[])
                .unwrap_or_else(|e| panic!("{lang}: {key}: {e:?}"));
            assert!(
                words.has_own(lang, &key),
                "{lang} has no {key}: the words a player of {lang} types for `{canonical}`"
            );
            let list: Vec<String> = text.split(',').map(|w| w.trim().to_owned()).collect();
            (canonical, list)
        })
        .collect()
}

/// The catalog of `rules` (the core's words and its own).
fn catalog(rules: &'static dyn Rules) -> Catalog {
    tucana::game::catalog(&[rules], &[]).expect("the game's catalog")
}

#[test]
fn every_word_of_a_language_reads_as_its_notation_word() {
    for &rules in tucana::games::all() {
        let words = catalog(rules);
        for &lang in LANGUAGES {
            for (canonical, list) in listed(rules, &words, lang) {
                for word in list {
                    let at = format!("{} {lang}: `{word}` for `{canonical}`", rules.id());
                    assert!(
                        !word.is_empty() && word.chars().all(|c| c.is_alphanumeric() || c == '_'),
                        "{at}: one word of letters, each word of the list set apart by a comma"
                    );
                    assert_eq!(typed::in_notation(rules, lang, &word), canonical, "{at}");
                    let upper = word.to_uppercase();
                    assert_eq!(typed::in_notation(rules, lang, &upper), canonical, "{at}");
                    // Never inside a longer word.
                    let longer = format!("{word}x x{word}");
                    assert_eq!(typed::in_notation(rules, lang, &longer), longer, "{at}");
                }
                // The notation's own word reads in every language.
                assert_eq!(
                    typed::in_notation(rules, lang, canonical),
                    canonical,
                    "{} {lang}: `{canonical}`",
                    rules.id()
                );
            }
        }
    }
}

#[test]
fn no_word_of_a_language_is_ambiguous() {
    for &rules in tucana::games::all() {
        let words = catalog(rules);
        let notation = rules.typed_words();
        for &lang in LANGUAGES {
            let mut seen: BTreeMap<String, &str> = BTreeMap::new();
            for (canonical, list) in listed(rules, &words, lang) {
                for word in list {
                    let lower = word.to_lowercase();
                    if let Some(other) = notation.iter().find(|&&n| n == lower && n != canonical) {
                        panic!(
                            "{} {lang}: `{word}` for `{canonical}` is the notation's `{other}`",
                            rules.id()
                        );
                    }
                    if let Some(other) = seen.insert(lower, canonical) {
                        assert_eq!(
                            other,
                            canonical,
                            "{} {lang}: `{word}` stands for `{other}` and `{canonical}`",
                            rules.id()
                        );
                    }
                }
            }
        }
    }
}

/// `typed` with each whole word that is a notation word written as `lang`'s first word for
/// it: what a player of `lang` types for the move.
fn in_words(typed: &str, words: &[(&str, Vec<String>)]) -> String {
    tucana::game::typed::each_word(typed, |word| {
        let lower = word.to_lowercase();
        words
            .iter()
            .find(|(canonical, _)| *canonical == lower)
            .map(|(_, list)| list[0].clone())
    })
}

#[test]
fn a_move_typed_in_a_languages_words_plays_as_the_notation() {
    let mut translated = 0;
    for position in all_positions() {
        let rules = position.rules;
        if rules.typed_words().is_empty() {
            continue;
        }
        let (game, names) = (&position.game, position.names());
        let words = catalog(rules);
        for &lang in LANGUAGES {
            let list = listed(rules, &words, lang);
            for seat in 0..position.players {
                for legal in game.legal_moves_named(seat, &names).into_iter().take(40) {
                    let expected = game.parse_named(seat, &legal.text, &names);
                    let typed_in = in_words(&legal.text, &list);
                    translated += usize::from(typed_in != legal.text);
                    for text in [&typed_in, &legal.text] {
                        let read = typed::in_notation(rules, lang, text);
                        assert_eq!(
                            game.parse_named(seat, &read, &names),
                            expected,
                            "{} {lang}: `{text}` (read `{read}`) for `{}`",
                            position.label(),
                            legal.text
                        );
                    }
                }
            }
        }
    }
    assert!(
        translated > 100,
        "only {translated} moves had words to translate"
    );
}

/// The texts a game gives to be read, of every position and every move of the games
/// played: the headline, the seats' statuses and words, the legal moves' notes, the
/// standings, and each move's public line, note and happenings.
fn said(position: &crate::conformance::Position) -> Vec<Msg> {
    let game = &position.game;
    let mut out: Vec<Msg> = Vec::new();
    out.extend(game.headline());
    for seat in 0..position.players {
        out.push(game.seat_status(seat));
        out.extend(game.seat_headline(seat));
        out.extend(game.progress(seat));
        out.extend(game.own_words(seat));
        let names = position.names();
        out.extend(
            game.legal_moves_named(seat, &names)
                .into_iter()
                .filter_map(|l| l.note),
        );
    }
    for standing in game.standings() {
        out.push(standing.breakdown);
        out.extend(standing.title);
    }
    if game.is_finished() {
        let rules = position.rules;
        let mut replay: Box<dyn Play> = rules
            .setup(position.seed, &position.options, position.players)
            .unwrap();
        for logged in game.log() {
            out.extend(replay.public_line(&logged));
            let applied = replay.apply(&logged).unwrap();
            out.extend(applied.note);
            for h in applied.happenings {
                match h {
                    Happening::Lines(lines) => out.extend(lines.into_iter().map(|(_, t)| t)),
                    Happening::Note(t) | Happening::Seats { text: t, .. } => out.push(t),
                    Happening::TurnSkipped { what, .. } => out.push(what),
                    Happening::RoundEnded { .. } => {}
                }
            }
        }
    }
    out
}

/// The moves in the notation among `msg`'s arguments (nested ones too): text of several
/// words (`pass gy`), shown as typed. A single word given as text is not one: a name passed
/// as text is what the test looks for.
fn notation_args(msg: &Msg, out: &mut Vec<String>) {
    fn arg(a: &Arg, out: &mut Vec<String>) {
        match a {
            Arg::Text(t) if t.split_whitespace().nth(1).is_some() => out.push(t.clone()),
            Arg::Msg(m) => notation_args(m, out),
            Arg::List(items) => items.iter().for_each(|i| arg(i, out)),
            _ => {}
        }
    }
    msg.args.iter().for_each(|(_, a)| arg(a, out));
}

/// The words of `text` outside backticks (where the notation is quoted), in lowercase.
fn words_outside_backticks(text: &str) -> Vec<String> {
    text.split('`')
        .step_by(2)
        .flat_map(|part| part.split(|c: char| !(c.is_alphanumeric() || c == '_')))
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect()
}

#[test]
fn what_a_game_says_in_german_names_no_component_in_english() {
    let lang = "de";
    let mut checked = 0;
    for position in all_positions() {
        let rules = position.rules;
        if rules.typed_words().is_empty() {
            continue;
        }
        let words = catalog(rules);
        // The notation's words that German writes otherwise (`build`: `bauen`; not `beige`).
        let english: Vec<&str> = listed(rules, &words, lang)
            .into_iter()
            .filter(|(canonical, list)| !list.iter().any(|w| w.to_lowercase() == *canonical))
            .map(|(canonical, _)| canonical)
            .chain(["house", "palace", "town"])
            .collect();
        let names = position.names();
        for msg in said(position) {
            let mut text = words.render_in(lang, &msg, &names);
            checked += 1;
            let mut moves = Vec::new();
            notation_args(&msg, &mut moves);
            for typed in moves {
                text = text.replace(&typed, "`…`");
            }
            if let Some(word) = words_outside_backticks(&text)
                .into_iter()
                .find(|w| english.contains(&w.as_str()))
            {
                panic!(
                    "{}: the English `{word}` in German, outside backticks: {text:?} ({})",
                    position.label(),
                    msg.key
                );
            }
        }
    }
    assert!(checked > 1000, "only {checked} messages checked");
}
