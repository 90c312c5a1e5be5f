//! Replay scripts of Islas Canarias (§11): the reference's script replays to its stated
//! result, a hand-written short game to its result, `sim --dump` scripts to theirs, and
//! malformed or illegal scripts exit 2 with one line naming the move's index and the reason.

use std::path::Path;
use std::process::Command;

use crate::replay::{error_of, run_cli};

use serde_json::{json, Value};
use tucana::games::islas_canarias::script::replay;

fn fixture() -> Value {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/islas-canarias/start-of-game.json");
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

fn totals(result: &Value) -> Vec<u64> {
    result["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["total"].as_u64().unwrap())
        .collect()
}

#[test]
fn the_references_script_replays_to_its_stated_result() {
    let (code, stdout, stderr) = run_cli(&fixture());
    assert_eq!(code, 0, "{stderr}");
    let result: Value = serde_json::from_str(&stdout).unwrap();
    // §11.1: an unfinished game in round 4 with Ana 4, Ben 6, Cleo 2.
    assert_eq!(result["game"], json!("islas-canarias"));
    assert_eq!(result["finished"], json!(false));
    assert_eq!(result["rounds"], json!(4));
    assert_eq!(result["winners"], json!([]));
    assert_eq!(totals(&result), [4, 6, 2]);
    let islands: Vec<&str> = result["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["island"].as_str().unwrap())
        .collect();
    assert_eq!(islands, ["FV", "TF", "LG"]);
    // Ben's red palace (round 2) took the red privilege, pirate_shield.
    let ben = &result["players"][1];
    assert_eq!(ben["palaces"]["red"], json!(1));
    assert_eq!(ben["privileges"], json!(["red"]));
    // Colour keys in canonical order, all six.
    let at = |key: &str| stdout.find(&format!("\"{key}\"")).unwrap();
    let order = ["orange", "brown", "green", "blue", "beige", "red"].map(at);
    assert!(order.windows(2).all(|w| w[0] < w[1]), "{stdout}");
    assert_eq!(ben["rank"], json!(1));
    assert_eq!(result["players"][2]["rank"], json!(3));
}

#[test]
fn a_hand_written_short_game_replays_to_its_result() {
    // Ana and Ben; Ana (seat 0) starts. Deck, top first: Ana's hand 1 2 3 4 5, Ben's
    // 10 11 12 13 14, the first ship card 55, then the other cards by number.
    let mut deck: Vec<u64> = vec![1, 2, 3, 4, 5, 10, 11, 12, 13, 14, 55];
    let rest: Vec<u64> = (1..=60).filter(|c| !deck.contains(c)).collect();
    deck.extend(rest);
    let script = json!({
        "game": "islas-canarias", "version": 1, "players": ["Ana", "Ben"],
        "chance": {"start": 0, "deck": deck, "ships": [[55, 5, 14]]},
        "moves": [
            {"seat": 0, "move": "island TF"},
            // Ben misses the deadline: the first free island, GC.
            {"seat": 1, "move": "timeout"},
            // pescador (orange: orange brown mountain road): nobody has orange or brown, so
            // next to a mountain; A3 is one on TF.
            {"seat": 0, "move": "build pescador A3; ship 5"},
            // leñador (brown: brown green coast farmland): next to the coast; GC's A3 is.
            {"seat": 1, "move": "build Leñador A3; ship 14"},
            // The ship: 55 held back. 5 tonelero (orange: orange river): orange is offered
            // by Ana alone (A2, A4 next to her orange A3: 2 against 0), two legal areas.
            {"seat": 0, "move": "at A4"},
            // 14 arriero (brown: mountain …): mountain, Ana 6 (A3 is built) against Ben 7.
            {"seat": 1, "move": "at B5"},
        ]
    });
    let result = serde_json::to_value(replay(&script.to_string()).unwrap()).unwrap();
    // Round 2 waits for Ben's turn: an unfinished game, provisionally scored.
    assert_eq!(result["finished"], json!(false));
    assert_eq!(result["rounds"], json!(2));
    assert_eq!(result["winners"], json!([]));
    assert_eq!(result["players"][1]["island"], json!("GC"));
    assert_eq!(result["players"][0]["houses"]["orange"], json!(2));
    assert_eq!(result["players"][1]["houses"]["brown"], json!(2));
    assert_eq!(totals(&result), [2, 2]);
    assert_eq!(result["players"][0]["rank"], json!(1));
    assert_eq!(result["players"][1]["rank"], json!(1));
    // 14 had seven legal areas on GC: `at A1` (not an area) is refused.
    let mut wrong = script.clone();
    wrong["moves"][5] = json!({"seat": 1, "move": "at A1"});
    let e = error_of(&wrong);
    assert!(
        e.starts_with("move 5: A1 is not legal for 14 arriero"),
        "{e}"
    );
}

#[test]
fn malformed_and_illegal_scripts_exit_2_with_one_line() {
    let mut s = fixture();
    s["moves"][1] = json!({"seat": 2, "move": "island LG"});
    assert_eq!(error_of(&s), "move 1: Ben is to act, not Cleo");
    let mut s = fixture();
    s["moves"][2] = json!({"seat": 2, "move": "island FV"});
    assert_eq!(error_of(&s), "move 2: FV is taken");
    let mut s = fixture();
    s["moves"][4] = json!({"seat": 1, "move": "build 47 F6; ship 37"});
    let e = error_of(&s);
    assert!(
        e.starts_with("move 4: step 1 (build 47 F6): F6 is not legal for 47 herrero"),
        "{e}"
    );
    let mut s = fixture();
    s["moves"][3] = json!({"seat": 0, "move": "ship 22"});
    assert_eq!(
        error_of(&s),
        "move 3: action 1 first: `draw` or `build`, then `ship`"
    );
    let mut s = fixture();
    s["moves"][3] = json!({"seat": 0, "move": "fly away"});
    assert!(error_of(&s).starts_with("move 3: \"fly\" is not a step"));
    let mut s = fixture();
    s["moves"]
        .as_array_mut()
        .unwrap()
        .push(json!({"seat": 5, "move": "draw"}));
    assert_eq!(error_of(&s), "move 17: there is no seat 5");
    let mut s = fixture();
    s["chance"]["ships"][0] = json!([37, 22, 49, 7]);
    assert!(error_of(&s).starts_with("setup: chance.ships[0]: not a permutation"));
    let mut s = fixture();
    s["chance"]["deck"][0] = json!(61);
    assert_eq!(error_of(&s), "setup: chance.deck: 61 is not a card (1–60)");
    let mut s = fixture();
    s["game"] = json!("islas");
    assert!(error_of(&s).contains("\"islas\""), "an unknown game");
    let mut s = fixture();
    s["players"] = json!(["Ana", "ana", "Cleo"]);
    assert!(error_of(&s).starts_with("setup: players: \"ana\" is listed twice"));
    assert!(error_of(&json!({"game": "islas-canarias"})).starts_with("setup: bad script"));
}

#[test]
fn sim_dumps_scripts_that_replay_to_the_same_result() {
    let dir = tempfile::tempdir().unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_tucana"))
        .args(["sim", "--game", "islas-canarias", "--players", "4"])
        .args(["--games", "5", "--seed", "7", "--dump"])
        .arg(dir.path())
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.lines().any(|l| l.ends_with(" games/s")), "{text}");
    for i in 0..5 {
        let base = dir.path().join(format!("game-{i}"));
        let script = std::fs::read_to_string(base.with_extension("json")).unwrap();
        let want: Value = serde_json::from_str(
            &std::fs::read_to_string(base.with_extension("result.json")).unwrap(),
        )
        .unwrap();
        let got = serde_json::to_value(replay(&script).unwrap()).unwrap();
        assert_eq!(got, want, "game {i}");
        assert_eq!(got["finished"], json!(true));
    }
}
