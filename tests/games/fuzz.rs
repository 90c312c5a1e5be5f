//! Fuzzing of Trails of Tucana's own parsers: trail text, stored moves and map files. Each
//! must give an answer (a value or a clear error), never panic. (Every game's scripts and
//! moves are fuzzed by `conformance::`.)
//!
//! `cargo test --test games fuzz::` runs a quick pass; a long run is
//! `PROPTEST_CASES=200000 cargo test --release --test games fuzz::` (see README.md).

use proptest::prelude::*;
use tucana::game::Rules;
use tucana::games::tucana::{Map, MapId, Move, Tucana};

fn petit_text() -> &'static str {
    include_str!("../../assets/tucana/maps/petit.toml")
}

/// A stored move of a seat beyond the table is refused, not a panic (found by
/// `conformance::moves`' fuzz).
#[test]
fn a_stored_move_of_a_seat_beyond_the_table_is_refused() {
    let mut game = Tucana.setup(1, &Tucana.options(&[]).unwrap(), 2).unwrap();
    for logged in ["skip 9", "pass 92", "undo 2"] {
        assert!(game.apply(logged).is_err(), "{logged}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn trail_text_never_panics(text in "\\PC{0,12}") {
        for id in MapId::ALL {
            let map = id.map();
            if let Ok(e) = map.parse_trail(&text) {
                // Whatever parses names a real trail, and its label parses back to it.
                prop_assert_eq!(map.parse_trail(&map.edge_label(e)), Ok(e));
            }
        }
    }

    #[test]
    fn trail_like_text_never_panics(text in "[A-Za-z]{0,2}[0-9]{0,3}[ -]{0,3}[A-Za-z]{0,2}[0-9]{0,3}") {
        let _ = MapId::Grande.map().parse_trail(&text);
        let _ = MapId::Petit.map().parse_trail(&text);
    }

    #[test]
    fn stored_moves_never_panic(text in "(trail|skip|undo|pass|resign|close|x)? ?[0-9]{0,3} ?[A-M0-9-]{0,6}") {
        let map = MapId::Petit.map();
        if let Ok(mv) = Move::decode(&text, map) {
            prop_assert_eq!(Move::decode(&mv.encode(map), map), Ok(mv));
        }
    }

    #[test]
    fn mutated_map_files_load_or_fail_cleanly(
        edits in prop::collection::vec((0usize..3000, prop::sample::select(vec![' ', '.', 'D', 'F', 'M', 'W', 'X', '0', '7', 'S', '\n', '"', '='])), 1..6)
    ) {
        let mut bytes: Vec<char> = petit_text().chars().collect();
        for (at, ch) in edits {
            let i = at % bytes.len();
            bytes[i] = ch;
        }
        let text: String = bytes.into_iter().collect();
        match Map::from_toml(&text) {
            Ok(map) => prop_assert_eq!(map.spaces.len(), 73),
            Err(e) => prop_assert!(e.to_string().starts_with("map file: ")),
        }
    }
}
