//! Scripts and logs: a game's log replays from its seed to the same game; a game written as
//! a replay script (`written()`) is read back by its tools (`Tools::read_script`) to the
//! same script and result; a script mutated anywhere, cut short, or of any text at all is
//! refused with one line saying why, never a panic (a fuzz for every game with a format).

use proptest::prelude::*;
use serde_json::Value;
use tucana::game::tools::Tools;
use tucana::game::Play;

use super::{all_positions, positions, Position};

/// What two games of the same log must share: everything the service and the tools read.
fn observed(game: &dyn Play, names: &[String]) -> String {
    let written = game.written(names).map(|w| (w.script, w.result));
    format!(
        "{:?} {:?} {:?} {:?} {:?} {:?} {:?}",
        game.log(),
        game.to_act(),
        game.turn(),
        game.headline(),
        game.standings(),
        game.winners(),
        written
    )
}

/// Whether the game can be written as a script now: always but for a free-paced game in
/// progress (its seats at different turns, which a script cannot tell).
fn writes(game: &dyn Play) -> bool {
    !game.is_free_paced() || game.is_finished()
}

#[test]
fn a_log_replays_from_its_seed_to_the_same_game() {
    for position in all_positions() {
        let names = position.names();
        let again = position
            .rules
            .replay(
                position.seed,
                &position.options,
                position.players,
                &position.game.log(),
            )
            .unwrap_or_else(|e| panic!("{}: {e}", position.label()));
        assert_eq!(
            observed(again.as_ref(), &names),
            observed(position.game.as_ref(), &names),
            "{}",
            position.label()
        );
    }
}

#[test]
fn a_written_game_reads_back_to_the_same_script_and_result() {
    // Free-paced games over, written as if played together: each must end the same.
    let mut free_over = 0;
    for position in all_positions() {
        let names = position.names();
        let written = position.game.written(&names);
        if !writes(position.game.as_ref()) {
            assert!(written.is_none(), "{}: not written yet", position.label());
            continue;
        }
        let Some(tools) = position.rules.tools() else {
            // A game without the tools has no script format to read back.
            continue;
        };
        let written = written.unwrap_or_else(|| {
            panic!(
                "{}: a game of the tools writes a script (a free-paced one once it is over)",
                position.label()
            )
        });
        let read = tools
            .read_script(&written.script)
            .unwrap_or_else(|e| panic!("{}: its script is refused: {e}", position.label()));
        assert_eq!(read.names, names, "{}", position.label());
        free_over += usize::from(position.game.is_free_paced());
        let again = read.game.written(&names).unwrap();
        assert_eq!(again.result, written.result, "{}", position.label());
        assert_eq!(again.script, written.script, "{}", position.label());
        assert_eq!(
            read.start.log_len(),
            0,
            "{}: the start is before any move",
            position.label()
        );
    }
    assert!(
        free_over > 0,
        "a free-paced game over is written and read back"
    );
}

/// Each kind with the tools, and the script of a finished game of it.
fn scripts() -> Vec<(&'static dyn Tools, String, Value)> {
    positions()
        .iter()
        .filter_map(|(rules, positions)| {
            let end: &Position = positions
                .iter()
                .rev()
                .find(|p| p.game.is_finished() && writes(p.game.as_ref()))?;
            let script = end.game.written(&end.names())?.script;
            let value = serde_json::from_str(&script).expect("a written script is JSON");
            Some((rules.tools()?, rules.id().to_owned(), value))
        })
        .collect()
}

/// A refusal of a script: one line saying why.
fn refused_in_one_line(read: Result<tucana::game::tools::Scripted, String>, id: &str, text: &str) {
    if let Err(e) = read {
        assert!(
            !e.trim().is_empty() && !e.contains('\n'),
            "{id}: {e:?} for {text}"
        );
    }
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

/// Any JSON value, with strings and numbers near those scripts hold.
fn any_json() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        any::<i64>().prop_map(Value::from),
        (0u64..60).prop_map(Value::from),
        (-1.0e6f64..1.0e6).prop_map(Value::from),
        "[A-Ma-z0-9 -]{0,8}".prop_map(Value::String),
        prop::sample::select(vec![
            "timeout", "resign", "pass", "skip", "A1-A2", "Player 0", "Player 1", "yes", "no",
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

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// A node of a real script replaced by any value: the game read, or one line why.
    #[test]
    fn a_mutated_script_is_read_or_refused_in_one_line(
        kind in any::<usize>(),
        pick in 0usize..3000,
        with in any_json(),
    ) {
        let scripts = scripts();
        let (tools, id, script) = &scripts[kind % scripts.len()];
        let mut value = script.clone();
        mutate(&mut value, &mut pick.clone(), &with);
        let text = value.to_string();
        match tools.read_script(&text) {
            Ok(read) => {
                // What it read is a game like any other: it writes itself again.
                let names = read.names.clone();
                let _ = read.game.written(&names);
            }
            read => refused_in_one_line(read, id, &text),
        }
    }

    /// A script cut short anywhere, or any text at all, is refused in one line.
    #[test]
    fn a_script_cut_short_or_any_text_is_refused_in_one_line(
        kind in any::<usize>(),
        cut in any::<usize>(),
        text in "\\PC{0,64}",
    ) {
        let scripts = scripts();
        let (tools, id, script) = &scripts[kind % scripts.len()];
        let whole = script.to_string();
        let mut at = cut % whole.len();
        while !whole.is_char_boundary(at) {
            at -= 1;
        }
        let short = &whole[..at];
        let read = tools.read_script(short);
        prop_assert!(read.is_err(), "{}: a script cut at {} is read", id, at);
        refused_in_one_line(read, id, short);
        refused_in_one_line(tools.read_script(&text), id, &text);
    }
}
