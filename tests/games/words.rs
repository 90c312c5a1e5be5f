//! Every game's words: its catalog builds beside the core's and every other game's, its keys
//! are its own (they start with its id), and what the help and the posts ask of every game
//! renders with nothing missing.

use tucana::words::{Catalog, Source, CORE_EN};

fn catalog() -> Catalog {
    tucana::game::catalog(tucana::games::all(), tucana::discord::words::SOURCES)
        .expect("every catalog builds")
}

/// The message ids a Fluent file defines (its lines that start with an id and ` =`).
fn keys(source: &Source) -> Vec<&'static str> {
    source
        .ftl
        .lines()
        .filter(|line| line.starts_with(|c: char| c.is_ascii_alphabetic()))
        .filter_map(|line| line.split_once(" =").map(|(key, _)| key.trim()))
        .collect()
}

#[test]
fn a_games_keys_start_with_its_id_and_no_other_file_uses_that_prefix() {
    let games = tucana::games::all();
    for game in games {
        assert!(!game.words().is_empty(), "{} has no catalog", game.id());
        for source in game.words() {
            let own = format!("{}-", game.id());
            for key in keys(source) {
                assert!(
                    key.starts_with(&own),
                    "{}: {key} is not {own}…",
                    source.origin
                );
            }
        }
    }
    let others = [CORE_EN]
        .iter()
        .chain(tucana::discord::words::SOURCES)
        .chain(tucana::cli::words::SOURCES)
        .chain(tucana::web::words::SOURCES)
        .flat_map(keys)
        .collect::<Vec<_>>();
    assert!(
        others.len() > 5,
        "the core's and the adapter's keys are read"
    );
    for key in others {
        for game in games {
            assert!(
                !key.starts_with(&format!("{}-", game.id())),
                "{key} is in a game's names but not in its catalog"
            );
        }
    }
}

#[test]
fn what_every_game_is_asked_to_say_renders_whole() {
    let words = catalog();
    for game in tucana::games::all() {
        let said = [
            game.rules_in_short(),
            game.how_to_move(),
            game.timed_out(),
            game.no_title(),
        ];
        for msg in said {
            let text = words
                .check("en", &msg, &[])
                .unwrap_or_else(|problems| panic!("{}: {problems:?}", game.id()));
            assert!(
                !text.trim().is_empty(),
                "{}: {} is empty",
                game.id(),
                msg.key
            );
        }
        let short = words.render(&game.rules_in_short(), &[]);
        assert!(
            (100..=650).contains(&short.len()),
            "{}'s rules in short: {} bytes",
            game.id(),
            short.len()
        );
    }
}
