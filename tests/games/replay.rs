//! `tucana replay`: the script format, its result, and every kind of bad script.

use std::process::Command;

use serde_json::{json, Value};
use tucana::game::Recorded;
use tucana::games::tucana::script::{replay, ReplayResult, Script};

use crate::blocked;

fn deck_with(first: &[&str]) -> Vec<String> {
    // A real deck whose first cards are `first`, the rest in a fixed order.
    let mut rest: Vec<&str> = [
        ("desert", 8),
        ("forest", 7),
        ("mountain", 6),
        ("water", 4),
        ("any", 2),
    ]
    .iter()
    .flat_map(|&(c, n)| std::iter::repeat_n(c, n))
    .collect();
    for f in first {
        let i = rest.iter().position(|c| c == f).unwrap();
        rest.remove(i);
    }
    first
        .iter()
        .chain(rest.iter())
        .map(|s| s.to_string())
        .collect()
}

fn script(turns: Value) -> Value {
    json!({
        "map": "petit",
        "players": ["ana", "ben"],
        "setup": "CEBAEDCDAB",
        "rounds": [ { "deck": deck_with(&["desert", "forest", "mountain", "water"]), "turns": turns } ]
    })
}

/// `tucana replay` on a script: (status, stdout, stderr). Other games' suites use it too.
pub(crate) fn run_cli(script: &Value) -> (i32, String, String) {
    run_cli_on(&script.to_string())
}

/// `tucana replay` on a script's text, JSON or not: (status, stdout, stderr).
fn run_cli_on(text: &str) -> (i32, String, String) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("s.json");
    std::fs::write(&path, text).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_tucana"))
        .arg("replay")
        .arg(&path)
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

/// The one line of a refused script (exit status 2, nothing on stdout).
pub(crate) fn error_of(script: &Value) -> String {
    error_of_text(&script.to_string())
}

/// [`error_of`] a script's text, JSON or not.
fn error_of_text(text: &str) -> String {
    let (code, stdout, stderr) = run_cli_on(text);
    assert_eq!(code, 2, "stdout: {stdout}");
    assert!(stdout.is_empty());
    assert_eq!(stderr.lines().count(), 1, "one line: {stderr:?}");
    assert!(!stderr.contains("panicked"));
    stderr.trim().to_string()
}

#[test]
fn a_script_that_stops_early_gives_standings_so_far() {
    // Turn 1 desert+forest, turn 2 mountain+water. Ana draws A1-B2 then B3-B4; ben times out
    // on turn 1 and draws on turn 2.
    let s = script(json!([
        { "ana": ["A1-B2"], "ben": "timeout" },
        { "ana": ["B3-B4"], "ben": ["e2 - f2"] }
    ]));
    let (code, stdout, stderr) = run_cli(&s);
    assert_eq!(code, 0, "{stderr}");
    let result: Value = serde_json::from_str(&stdout).unwrap();
    assert_eq!(result["finished"], json!(false));
    let ana = &result["players"][0];
    assert_eq!(ana["name"], "ana");
    assert_eq!(ana["rounds"], json!([]));
    assert_eq!(ana["total"], json!(0));
    assert_eq!(ana["rank"], json!(1));
    assert_eq!(ana["title"], Value::Null);
    assert_eq!(
        ana["sights"],
        json!({"obelisk": 0, "book": 0, "toucan": 0, "yeti": 0, "sea monster": 0})
    );
    assert_eq!(result["winners"], json!(["ana", "ben"]));
    // The same result in-process.
    let direct = replay(&s.to_string()).unwrap();
    assert_eq!(serde_json::to_value(direct).unwrap(), result);
}

#[test]
fn a_script_plays_the_moves_it_lists() {
    let s = script(json!([{ "ana": ["A1-B2"], "ben": ["A2-B2"] }]));
    let game = Script::parse(&s.to_string()).unwrap().run().unwrap();
    assert_eq!(game.turn(), 1);
    assert_eq!(game.sheet(0).drawn().len(), 1);
    assert_eq!(game.sheet(1).drawn().len(), 1);
    // Counted in seats; the log writes a close for nobody since both finished.
    assert_eq!(game.log().len(), 2);
}

#[test]
fn bad_scripts_exit_2_with_one_line_naming_where_and_why() {
    let cases: Vec<(Value, &str)> = vec![
        (
            script(json!([{ "ana": ["A1-Z9"] }])),
            "round 1, turn 1, ana: there is no space Z9 on Isla Petit",
        ),
        (
            script(json!([{ "ana": ["A1-C1"] }])),
            "round 1, turn 1, ana: A1 and C1 are not next to each other",
        ),
        (
            script(json!([{ "ben": ["A1-A2"] }])),
            "round 1, turn 1, ben: A1 and A2 are both desert; this turn needs desert and forest",
        ),
        (
            script(json!([{ "ana": ["A1-B2", "A2-A3"] }])),
            "round 1, turn 1, ana: A2-A3: no bonus trail is owed",
        ),
        (
            script(json!([{ "carl": ["A1-B2"] }])),
            "round 1, turn 1, carl: not a player of this game",
        ),
        (
            script(json!([{ "ana": [] }])),
            "round 1, turn 1, ana: no trail given, but legal trails exist",
        ),
        (
            script(json!([{ "ana": "later" }])),
            "round 1, turn 1, ana: expected a list of trails, or \"timeout\"",
        ),
        (
            script(json!([{ "ana": ["A1-B2-C3"] }])),
            "round 1, turn 1, ana: \"A1-B2-C3\" is not a trail: write two spaces, like C3-D4",
        ),
    ];
    for (s, want) in cases {
        let e = error_of(&s);
        assert!(e.starts_with(want), "expected {want:?}, got {e:?}");
    }
}

#[test]
fn a_repeated_segment_is_refused() {
    // Turn 2 is mountain+water; turn 3 desert+forest again (cards 5 and 6).
    let mut s = script(json!([
        { "ana": ["A1-B2"], "ben": "timeout" },
        { "ana": ["B3-B4"], "ben": "timeout" },
        { "ana": ["B2-A1"], "ben": "timeout" }
    ]));
    s["rounds"][0]["deck"] = json!(deck_with(&[
        "desert", "forest", "mountain", "water", "desert", "forest"
    ]));
    assert_eq!(error_of(&s), "round 1, turn 3, ana: A1-B2 is already drawn");
}

#[test]
fn bad_headers_are_refused() {
    let mut not_a_deck = script(json!([]));
    not_a_deck["rounds"][0]["deck"] = json!(vec!["desert"; 27]);
    let mut red_two = script(json!([]));
    red_two["red_bonus"] = json!(["yeti", "book"]);
    let mut five = script(json!([]));
    five["players"] = json!(["a", "b", "c", "d", "e"]);
    five["red_bonus"] = json!(["yeti", "yeti"]);
    let mut bad_card = script(json!([]));
    bad_card["setup"] = json!("AAAAABBBBB");
    let mut keep_multi = script(json!([]));
    keep_multi["solo_keep"] = json!(["A", "B"]);
    let mut twice = script(json!([]));
    twice["players"] = json!(["ana", "ana"]);
    let mut village = script(json!([]));
    village["start_village"] = json!(11);
    let mut extra = script(json!([]));
    extra["colour"] = json!("blue");
    let cases: Vec<(Value, &str)> = vec![
        (
            not_a_deck,
            "round 1: not the real deck: the deck has 27 desert cards, the real deck has 8",
        ),
        (
            red_two,
            "script: red_bonus needs exactly 1 card with 2 players",
        ),
        (
            five,
            "script: red_bonus needs exactly 2 different cards with 5 players",
        ),
        (
            bad_card,
            "script: set-up card \"AAAAABBBBB\" must hold every letter A to E exactly twice",
        ),
        (keep_multi, "script: solo_keep is only for solo games"),
        (twice, "script: player \"ana\" is listed twice"),
        (village, "script: start_village must be 1 to 10, not 11"),
        (extra, "script: bad JSON: unknown field `colour`"),
    ];
    for (s, want) in cases {
        let e = error_of(&s);
        assert!(e.starts_with(want), "expected {want:?}, got {e:?}");
    }
    for (text, want) in [
        (
            "{",
            "not valid JSON: line 1, column 1: EOF while parsing an object",
        ),
        (
            "",
            "not valid JSON: line 1, column 0: EOF while parsing a value",
        ),
        (
            "[]",
            "script: bad JSON: invalid type: sequence, expected an object",
        ),
        (
            "{\"map\": \"atlantis\"}",
            "script: bad JSON: unknown variant `atlantis`",
        ),
        ("null", "script: bad JSON: invalid type: null"),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("s.json");
        std::fs::write(&path, text).unwrap();
        let out = Command::new(env!("CARGO_BIN_EXE_tucana"))
            .args(["replay", path.to_str().unwrap()])
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2));
        let err = String::from_utf8(out.stderr).unwrap();
        assert!(err.starts_with(want), "{text:?}: {err}");
    }
}

#[test]
fn a_missing_file_is_a_clear_error() {
    let out = Command::new(env!("CARGO_BIN_EXE_tucana"))
        .args(["replay", "/nonexistent/game.json"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8(out.stderr)
        .unwrap()
        .starts_with("cannot read /nonexistent/game.json"));
}

#[test]
fn sim_dumps_scripts_that_replay_to_the_same_result() {
    let dir = tempfile::tempdir().unwrap();
    for (map, players, extra) in [
        ("petit", "3", None),
        ("grande", "1", None),
        ("petit", "6", Some("special_bonus=yes")),
    ] {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_tucana"));
        cmd.args([
            "sim",
            "--option",
            &format!("map={map}"),
            "--players",
            players,
            "--games",
            "4",
            "--seed",
            "11",
            "--dump",
        ])
        .arg(dir.path().join(format!("{map}-{players}")));
        cmd.args(extra.iter().flat_map(|o| ["--option", o]));
        let out = cmd.output().unwrap();
        assert!(out.status.success());
        let text = String::from_utf8(out.stdout).unwrap();
        assert!(text.lines().any(|l| l.ends_with(" games/s")), "{text}");
        assert!(text.contains("moves/s"));
        assert!(text.contains("scores: min"));
        for i in 0..4 {
            let base = dir.path().join(format!("{map}-{players}/game-{i}"));
            let script = std::fs::read_to_string(base.with_extension("json")).unwrap();
            let want: Value = serde_json::from_str(
                &std::fs::read_to_string(base.with_extension("result.json")).unwrap(),
            )
            .unwrap();
            let got = serde_json::to_value(replay(&script).unwrap()).unwrap();
            assert_eq!(got, want, "{map} {players} game {i}");
            assert_eq!(got["finished"], json!(true));
        }
    }
}

/// `tucana ai` on a game without computer players says so first, whatever else is wrong
/// with the run (every game of the registry has them today: this holds for a later one);
/// on a game of several players it says how many it seats.
#[test]
fn ai_on_a_game_without_computer_players_says_so() {
    let without = tucana::games::all().iter().filter(|g| !g.has_bots());
    for rules in without {
        let out = Command::new(env!("CARGO_BIN_EXE_tucana"))
            .args(["ai", "--game", rules.id()])
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2));
        let err = String::from_utf8(out.stderr).unwrap();
        assert_eq!(
            err,
            format!("--game: {} has no computer players\n", rules.name())
        );
    }
    let out = Command::new(env!("CARGO_BIN_EXE_tucana"))
        .args(["ai", "--game", "la-isla"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8(out.stderr).unwrap(),
        "--players: La Isla takes 2 to 4 players, not 1\n"
    );
}

/// `tucana ai` plays solo games with a computer player; what it dumps replays to the same
/// result, and the same seed plays the same games.
#[test]
fn ai_dumps_scripts_that_replay_to_the_same_result() {
    let dir = tempfile::tempdir().unwrap();
    for (map, level) in [("petit", "normal"), ("grande", "easy")] {
        let run = |into: &str| {
            let out = Command::new(env!("CARGO_BIN_EXE_tucana"))
                .args(["ai", "--option", &format!("map={map}"), "--games", "2"])
                .args(["--seed", "5"])
                .args(["--level", level, "--dump"])
                .arg(dir.path().join(into))
                .output()
                .unwrap();
            assert!(out.status.success());
            String::from_utf8(out.stdout).unwrap()
        };
        let text = run(&format!("{map}-a"));
        assert!(text.contains("scores: mean"), "{text}");
        assert!(text.contains("time per move"), "{text}");
        run(&format!("{map}-b"));
        for i in 0..2 {
            let file = |run: &str, ext: &str| {
                let base = dir.path().join(format!("{map}-{run}/game-{i}"));
                std::fs::read_to_string(base.with_extension(ext)).unwrap()
            };
            let script = file("a", "json");
            assert_eq!(
                script,
                file("b", "json"),
                "the same seed plays the same game"
            );
            let want: Value = serde_json::from_str(&file("a", "result.json")).unwrap();
            let got = serde_json::to_value(replay(&script).unwrap()).unwrap();
            assert_eq!(got, want, "{map} game {i}");
            assert_eq!(got["finished"], json!(true));
        }
    }
}

#[test]
fn the_readmes_example_script_replays() {
    let text = include_str!("../fixtures/scripts/example.json");
    let result = serde_json::to_value(replay(text).unwrap()).unwrap();
    assert_eq!(result["finished"], json!(true));
    assert_eq!(result["players"][0]["rounds"], json!([0, 7]));
    assert_eq!(result["players"][0]["total"], json!(7));
    assert_eq!(result["winners"], json!(["ana"]));
}

#[test]
fn a_turn_nobody_can_play_is_written_with_every_player_empty_and_replays() {
    let game = blocked::blocked_game(2);
    let names = vec!["ana".to_string(), "ben".to_string()];
    let s = game.skipped_turns()[0];
    // What `sim --dump` writes: the skipped turn keeps its place, every player [].
    let script = game.to_script(&names);
    let turn = &script.rounds[s.round].turns[s.turn];
    assert_eq!(
        serde_json::to_value(turn).unwrap(),
        json!({ "ana": [], "ben": [] })
    );
    let text = serde_json::to_value(&script).unwrap();
    let (code, stdout, stderr) = run_cli(&text);
    assert_eq!(code, 0, "{stderr}");
    let got: ReplayResult = serde_json::from_str(&stdout).unwrap();
    assert_eq!(got, game.result(&names));
    assert!(got.finished);
    let again = Script::parse(&text.to_string()).unwrap().run().unwrap();
    assert_eq!(again.skipped_turns(), game.skipped_turns());
    assert_eq!(again.log(), game.log());

    // A player left out of it is fine too (nobody timed out: nobody could play).
    let mut short = text.clone();
    short["rounds"][s.round]["turns"][s.turn] = json!({ "ben": [] });
    assert_eq!(run_cli(&short).0, 0);

    // A trail in it is refused, on one line naming the turn.
    let mut bad = text.clone();
    bad["rounds"][s.round]["turns"][s.turn]["ana"] = json!(["C3-D4"]);
    let e = error_of(&bad);
    let [a, b] = s.cards;
    assert!(
        e.starts_with(&format!(
            "round {}, turn {}, ana: nobody can draw {a} + {b} here",
            s.round + 1,
            s.turn + 1
        )),
        "{e}"
    );

    // A script that stops just before it replays as before, unfinished.
    let mut early = text.clone();
    early["rounds"]
        .as_array_mut()
        .unwrap()
        .truncate(s.round + 1);
    early["rounds"][s.round]["turns"]
        .as_array_mut()
        .unwrap()
        .truncate(s.turn);
    let (code, stdout, stderr) = run_cli(&early);
    assert_eq!(code, 0, "{stderr}");
    assert!(stdout.contains("\"finished\": false") || stdout.contains("\"finished\":false"));
}

/// A whole game of every game of the registry, as its script (JSON, on one line) with the
/// game's hooks: random legal moves from seed 3, at the fewest players it seats beyond one.
fn every_games_script() -> Vec<(&'static dyn tucana::game::tools::Tools, Value)> {
    tucana::games::all()
        .iter()
        .filter_map(|rules| {
            let tools = rules.tools()?;
            let players = (*rules.seats().start()).max(2);
            let options = rules.options(&[]).unwrap();
            let deal = tucana::game::tools::Deal {
                seed: 3,
                options: &options,
                players,
            };
            let game = tools.random_game(deal).unwrap();
            let names: Vec<String> = (1..=players).map(|i| format!("p{i}")).collect();
            let script = game.written(&names).unwrap().script;
            Some((tools, serde_json::from_str(&script).unwrap()))
        })
        .collect()
}

/// Every object of `value` (itself included) by its JSON pointer, outermost first.
fn objects(value: &Value, at: String, out: &mut Vec<String>) {
    match value {
        Value::Object(fields) => {
            out.push(at.clone());
            for (key, field) in fields {
                objects(field, format!("{at}/{key}"), out);
            }
        }
        Value::Array(items) => {
            for (i, item) in items.iter().enumerate() {
                objects(item, format!("{at}/{i}"), out);
            }
        }
        _ => {}
    }
}

/// A script cut short is told as text that is not JSON, with where it stops, in every
/// game: never read as far as it goes by whichever game reads it (a truncated Islas
/// Canarias script was answered with Trails of Tucana's fields).
#[test]
fn a_script_that_is_not_json_says_where_in_every_game() {
    for (tools, script) in every_games_script() {
        let text = script.to_string();
        let cut = text.len() / 2;
        let want = format!("not valid JSON: line 1, column {cut}: EOF while parsing");
        let e = error_of_text(&text[..cut]);
        assert!(e.starts_with(&want), "{}: {e}", script["game"]);
        let e = tools.read_script(&text[..cut]).err().unwrap();
        assert!(e.contains(&want), "{}: {e}", script["game"]);
        assert!(tools.read_script(&text).is_ok(), "{}", script["game"]);
    }
    let e = error_of_text("{\n  \"game\": \"islas-canarias\",\n  \"version\": 1,,\n}");
    assert_eq!(e, "not valid JSON: line 3, column 16: key must be a string");
}

/// Each object of every game's script (its moves first of all) written as the list of its
/// values (`[0, "at C1"]` for `{"seat": 0, "move": "at C1"}`) is refused: serde's derived
/// reading would take the list.
#[test]
fn an_object_written_as_a_list_is_refused_in_every_game() {
    for (tools, script) in every_games_script() {
        let mut pointers = Vec::new();
        objects(&script, String::new(), &mut pointers);
        assert!(pointers.len() > 10, "{}: {pointers:?}", script["game"]);
        for pointer in pointers {
            let mut listed = script.clone();
            let object = listed.pointer_mut(&pointer).unwrap();
            let values: Vec<Value> = object.as_object().unwrap().values().cloned().collect();
            *object = Value::Array(values);
            let e = tools.read_script(&listed.to_string()).err();
            let e = e.unwrap_or_else(|| panic!("{}: {pointer} read as a list", script["game"]));
            assert!(
                e.contains("invalid type: sequence, expected"),
                "{}: {pointer}: {e}",
                script["game"]
            );
        }
    }
}

/// The example through `tucana replay`: a move of Islas Canarias as a list.
#[test]
fn a_move_written_as_a_list_is_refused_saying_what_the_script_has() {
    let (_, mut script) = every_games_script()
        .into_iter()
        .find(|(_, s)| s["game"] == json!("islas-canarias"))
        .unwrap();
    let first = script["moves"][0].clone();
    script["moves"][0] = json!([first["seat"], first["move"]]);
    let e = error_of(&script);
    assert!(
        e.starts_with(
            "setup: bad script: invalid type: sequence, expected an object with the fields \
             `seat`, `move` at line 1 column "
        ),
        "{e}"
    );
}

/// Whether `word` reads as a name in code: `snake_case`, `SCREAMING_CASE` or a path
/// (`a::b`).
fn internal_name(word: &str) -> bool {
    let word = word.trim_matches(|c: char| !c.is_alphanumeric() && c != '_');
    let letters = |w: &str| w.chars().filter(|c| c.is_alphabetic()).count();
    let snake = word.split('_').filter(|part| letters(part) > 0).count() > 1;
    snake || word.contains("::")
}

/// `tucana replay --log`: every game's public log in words, a numbered line per step as
/// `/game log` shows it, with its players' names, no name of the code and no move as
/// the game logs it (what a hidden choice was is the log's, not the table's).
#[test]
fn every_games_public_log_is_told_in_words() {
    for (tools, script) in every_games_script() {
        let game = script["game"].clone();
        let text = script.to_string();
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("s.json");
        std::fs::write(&path, &text).unwrap();
        let out = Command::new(env!("CARGO_BIN_EXE_tucana"))
            .args(["replay", "--log"])
            .arg(&path)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(0), "{game}");
        let log = String::from_utf8(out.stdout).unwrap();
        let lines: Vec<&str> = log.lines().collect();
        assert!(lines.len() >= 5, "{game}: {log}");
        for (i, line) in lines.iter().enumerate() {
            assert!(line.starts_with(&format!("{}. ", i + 1)), "{game}: {line}");
            for word in line.split_whitespace() {
                assert!(!internal_name(word), "{game}: {word:?} in {line}");
            }
            for debug in ["Some(", "None", "{ ", " }", "\\\"", "**"] {
                assert!(!line.contains(debug), "{game}: {debug:?} in {line}");
            }
        }
        assert!(log.contains("p1") && log.contains("p2"), "{game}: {log}");
        // No move as logged: the log's own words, which tell hidden choices too.
        let scripted = tools.read_script(&text).unwrap();
        for logged in scripted.game.log() {
            if logged.contains(' ') {
                assert!(!log.contains(&logged), "{game}: {logged:?} in {log}");
            }
        }
        // The JSON result is unchanged without --log.
        let (code, result, _) = run_cli(&script);
        assert_eq!(code, 0);
        assert_eq!(
            result.trim(),
            scripted
                .game
                .written(&scripted.names)
                .unwrap()
                .result
                .trim(),
            "{game}"
        );
    }
}

/// `tucana replay SCRIPT --log --lang L`: every game's public log in each language, line for
/// line the English log's steps told in that language's catalog.
#[test]
fn every_games_public_log_is_told_in_every_language() {
    for (tools, script) in every_games_script() {
        let game = script["game"].clone();
        let text = script.to_string();
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("s.json");
        std::fs::write(&path, &text).unwrap();
        let log_in = |lang: &str| {
            let out = Command::new(env!("CARGO_BIN_EXE_tucana"))
                .args(["replay", "--log", "--lang", lang])
                .arg(&path)
                .output()
                .unwrap();
            assert_eq!(out.status.code(), Some(0), "{game} {lang}");
            String::from_utf8(out.stdout).unwrap()
        };
        let english = log_in("en");
        let scripted = tools.read_script(&text).unwrap();
        let lines = tucana::app::told::public_log(
            scripted.start.as_ref(),
            scripted.game.as_ref(),
            &scripted.names,
        )
        .unwrap();
        for &lang in &tucana::words::LANGUAGES[1..] {
            let log = log_in(lang);
            let words = tucana::cli::words::catalog(lang).unwrap();
            let expected: String = lines
                .iter()
                .enumerate()
                .map(|(i, line)| {
                    let said = tucana::cli::words::plain(&words.line(line));
                    format!("{}. {said}\n", i + 1)
                })
                .collect();
            assert_eq!(log, expected, "{game} in {lang}");
            // Told in the language: most lines read otherwise than in English.
            let same = log
                .lines()
                .zip(english.lines())
                .filter(|(a, b)| a == b)
                .count();
            assert!(
                same * 4 < lines.len(),
                "{game} in {lang}: {same} of {} lines as in English",
                lines.len()
            );
        }
    }
}
