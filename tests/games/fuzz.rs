//! Fuzzing of every parser the outside world can reach: trail text, stored moves, replay
//! scripts and map files. Each must give an answer (a value or a clear error), never panic.
//!
//! `cargo test --test games fuzz::` runs a quick pass; a long run is
//! `PROPTEST_CASES=200000 cargo test --release --test games fuzz::` (see README.md).

use proptest::prelude::*;
use serde_json::Value;
use tucana::game::Recorded;
use tucana::games::tucana::script::Script;
use tucana::game::Rules;
use tucana::games::tucana::{Map, MapId, Move, Options, Tucana};

fn petit_text() -> &'static str {
    include_str!("../../assets/tucana/maps/petit.toml")
}

/// A valid script to mutate: a short finished game.
fn sample_script() -> Value {
    let game = tucana::games::tucana::sim::random_game(
        3,
        Options {
            special_bonus: true,
            ..Options::default()
        },
        2,
    )
    .unwrap();
    let names = vec!["ana".to_string(), "ben".to_string()];
    serde_json::to_value(game.to_script(&names)).unwrap()
}

/// Replaces the `pick`-th node of a JSON tree (in pre-order) with `with`.
fn mutate(v: &mut Value, pick: &mut usize, with: &Value) -> bool {
    if *pick == 0 {
        *v = with.clone();
        return true;
    }
    *pick -= 1;
    match v {
        Value::Array(items) => items.iter_mut().any(|i| mutate(i, pick, with)),
        Value::Object(map) => map.values_mut().any(|i| mutate(i, pick, with)),
        _ => false,
    }
}

fn any_json() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        any::<i64>().prop_map(Value::from),
        (-1.0e6f64..1.0e6).prop_map(Value::from),
        "[A-Ma-z0-9 -]{0,8}".prop_map(Value::String),
        prop::sample::select(vec![
            "timeout", "any", "desert", "yeti", "A1-A2", "A", "petit", "grande"
        ])
        .prop_map(|s| Value::String(s.to_string())),
    ];
    leaf.prop_recursive(2, 8, 4, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..4).prop_map(Value::Array),
            prop::collection::btree_map("[a-z]{1,6}", inner, 0..3)
                .prop_map(|m| Value::Object(m.into_iter().collect())),
        ]
    })
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
    fn arbitrary_text_is_not_a_script(text in "\\PC{0,64}") {
        if let Ok(s) = Script::parse(&text) {
            let _ = s.run();
        }
    }

    #[test]
    fn mutated_scripts_run_or_fail_cleanly(pick in 0usize..2000, with in any_json()) {
        let mut v = sample_script();
        mutate(&mut v, &mut pick.clone(), &with);
        let text = v.to_string();
        if let Ok(s) = Script::parse(&text) {
            match s.run() {
                Ok(_) => {}
                Err(e) => prop_assert!(!e.to_string().is_empty()),
            }
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
