//! Replay scripts of La Isla: a fixture played to its result (derived by hand), `sim --dump`
//! scripts replayed to theirs, and malformed scripts refused with one line.

use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::{json, Value};
use tucana::cli::shared::BatchArgs;
use tucana::cli::sim;
use tucana::game::Recorded;
use tucana::game::Rules;
use tucana::games::la_isla::data::card;
use tucana::games::la_isla::play::LaIsla;
use tucana::games::la_isla::script::{replay, Script};
use tucana::games::la_isla::sim::{game_seed, random_game, Played};
use tucana::games::la_isla::state::{Deck, Game, Options, Phase};
use tucana::games::la_isla::text;

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/la-isla")
}

fn read_json(path: &Path) -> Value {
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

/// The fixture `two-rounds.json`: ana and ben, two rounds on the reference island.
fn two_rounds() -> Value {
    read_json(&fixtures().join("two-rounds.json"))
}

/// The fixture's set-up with other moves.
fn with_moves(moves: Value) -> Value {
    let mut s = two_rounds();
    s["moves"] = moves;
    s
}

/// `tucana replay`'s La Isla part (the game's hooks, under the tools' envelope), in-process:
/// (status, stdout, stderr).
fn run_replay(script: &Value) -> (u8, String, String) {
    let tools = LaIsla.tools().expect("La Isla has offline tools");
    match tools.read_script(&script.to_string()) {
        Ok(read) => (
            0,
            format!("{}\n", read.game.written(&read.names).unwrap().result),
            String::new(),
        ),
        Err(e) => (2, String::new(), format!("{e}\n")),
    }
}

#[test]
fn the_fixture_replays_to_its_result_derived_by_hand() {
    // Round 1 (ana starts): ana A #101 LAND_VP yellow, B #44 brown, D #1 toad (+2, her large
    // toad), then O7 for 2 brown; ben A #4, B #61 green, D #66 dodo (+2, his large dodo),
    // then I2 for 2 green. Round 2 (ben starts): ben's deadline assigns #31 #52 #41 (D dodo
    // +2), his C deadline passes taking green (he has none); ana, after replacing her
    // assignment, plays A #35 SYM_VP backpack, B #65 yellow, then O8 (yellow, backpack)
    // for 2 yellow: J15 = {O7 O8} with its toad (+2), LAND_VP yellow +3, SYM_VP backpack
    // +3; then D #43 toad scores her toad count, now 3 with the new tile (+3). Round 3 is
    // dealt: ana 2 + 2 + 6 + 3 = 13 (regions 2, cards 6, markers 5), ben 4.
    let (code, out, err) = run_replay(&two_rounds());
    assert_eq!(code, 0, "{err}");
    let got: Value = serde_json::from_str(&out).unwrap();
    let want = read_json(&fixtures().join("two-rounds.result.json"));
    assert_eq!(got, want);
    // The result's shape.
    let keys = |v: &Value| -> Vec<String> { v.as_object().unwrap().keys().cloned().collect() };
    let mut top = keys(&got);
    top.sort();
    assert_eq!(top, ["finished", "markers", "players", "rounds", "winners"]);
    let mut player = keys(&got["players"][0]);
    player.sort();
    assert_eq!(
        player,
        [
            "animals",
            "cards",
            "large",
            "markers",
            "name",
            "rank",
            "regions",
            "resources",
            "resources_left",
            "sets",
            "tiles",
            "total"
        ]
    );
    assert_eq!(
        keys(&got["markers"]),
        ["dodo", "fossa", "moth", "pika", "toad"]
    );
    // In play, the total is the sum of the sources.
    for p in got["players"].as_array().unwrap() {
        let n = |k: &str| p[k].as_u64().unwrap();
        assert_eq!(n("regions") + n("cards") + n("markers"), n("total"));
    }
    // Stopping after round 1: ana 2, ben 2, both with 4 resources: both rank 1.
    let s = two_rounds();
    let mut early = s.clone();
    early["moves"] = json!(s["moves"].as_array().unwrap()[..4].to_vec());
    let r = replay(&early.to_string()).unwrap();
    assert!(!r.finished);
    assert_eq!(r.rounds, 2);
    assert_eq!((r.players[0].total, r.players[1].total), (2, 2));
    assert_eq!(r.players[0].rank, 1);
    assert_eq!(r.players[1].rank, 1);
    assert!(r.winners.is_empty());
}

#[test]
fn the_binary_dispatches_la_isla_scripts() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("s.json");
    std::fs::write(&path, two_rounds().to_string()).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_tucana"))
        .arg("replay")
        .arg(&path)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let got: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(got, read_json(&fixtures().join("two-rounds.result.json")));
    let bad = with_moves(json!([{"player": "ana", "move": "place X9"}]));
    std::fs::write(&path, bad.to_string()).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_tucana"))
        .arg("replay")
        .arg(&path)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    assert_eq!(
        String::from_utf8(out.stderr).unwrap(),
        "move 1 (ana: \"place X9\"): X9 is not a space: I1–I10, M1–M10, O1–O20\n"
    );
}

#[test]
fn logged_moves_are_typed_words_that_read_back() {
    let game = Script::parse(&two_rounds().to_string())
        .unwrap()
        .run()
        .unwrap();
    for mv in game.log() {
        let typed = mv.typed();
        assert_eq!(text::parse(mv.seat(), &typed).as_ref(), Ok(mv), "{typed}");
    }
    let names = vec!["ana".to_string(), "ben".to_string()];
    let script = game.to_script(&names);
    // Timeouts and replaced assignments are written as the moves they were.
    assert_eq!(script.moves.len(), 9);
    assert_eq!(
        script.moves[7].text.as_deref(),
        Some("pass gn"),
        "ben's C deadline"
    );
    let again = replay(&serde_json::to_string(&script).unwrap()).unwrap();
    assert_eq!(again, game.result(&names));
}

/// A game in which every C move is the deadline's pass and every D card is chosen so that
/// the markers' values grow slowly: it lasts long enough
/// for the basic deck to run out with 4 players. With its reshuffles.
fn stalling_game(players: usize, seed: u64) -> Played {
    let game = Game::from_seed(seed, Options::default(), players).unwrap();
    let mut played = Played { game };
    while !played.game.is_finished() {
        let g = &played.game;
        let seat = g
            .actor()
            .or_else(|| g.assigning().first().copied())
            .unwrap();
        let mut mv = g.default_move(seat).unwrap();
        if g.phase == Phase::Assign {
            let hand = &g.players[seat].hand;
            let d = *hand
                .iter()
                .max_by_key(|&&c| {
                    let at = g.markers[card(c).unwrap().animal.index()];
                    // No change of value first (the top, or not onto a multiple of 3).
                    (at == 15 || !(at + 1).is_multiple_of(3), at)
                })
                .unwrap();
            let rest: Vec<u8> = hand.iter().copied().filter(|&c| c != d).collect();
            let typed = format!("assign #{} #{} #{d}", rest[0], rest[1]);
            for cover in ["", " cover 1"] {
                let m = text::parse(seat, &format!("{typed}{cover}")).unwrap();
                if g.check(&m).is_ok() {
                    mv = m;
                    break;
                }
            }
        }
        played.game.apply(&mv).unwrap();
    }
    played
}

#[test]
fn random_games_written_as_scripts_replay_to_the_same_result() {
    let mut reshuffled = 0;
    let mut games: Vec<(usize, u64, Played)> = [(2, 1), (3, 2), (4, 3), (3, 6)]
        .into_iter()
        .map(|(players, seed)| {
            let deck = if seed % 2 == 0 {
                Deck::Full
            } else {
                Deck::Basic
            };
            let played = random_game(players, game_seed(seed, 0), Options { deck });
            (players, seed, played)
        })
        .collect();
    // Natural games end before the draw pile runs out (§2.6); stalling ones do not.
    for seed in [7, 9] {
        games.push((4, seed, stalling_game(4, seed)));
    }
    for (players, seed, played) in games {
        let game = &played.game;
        assert!(game.is_finished());
        reshuffled += game.reshuffled;
        let names: Vec<String> = ["a", "b", "c", "d"][..players]
            .iter()
            .map(|s| s.to_string())
            .collect();
        let want = game.result(&names);
        assert!(want.finished);
        assert!(!want.winners.is_empty());
        for p in &want.players {
            assert_eq!(
                p.regions + p.cards + p.markers + p.sets + p.animals + p.resources,
                p.total
            );
        }
        let script = game.to_script(&names);
        assert_eq!(script.reshuffles.len(), game.reshuffled);
        let text = serde_json::to_string(&script).unwrap();
        assert_eq!(
            replay(&text).unwrap(),
            want,
            "players {players} seed {seed}"
        );
        // Without its reshuffles the script stops where the draw pile runs out.
        if game.reshuffled > 0 {
            let mut short = script.clone();
            short.reshuffles.clear();
            let e = replay(&serde_json::to_string(&short).unwrap())
                .unwrap_err()
                .to_string();
            assert!(
                e.starts_with("move ") && e.contains("must give reshuffle 1"),
                "{e}"
            );
            assert_eq!(e.lines().count(), 1);
        }
    }
    assert!(reshuffled > 0, "some game reshuffled");
}

#[test]
fn sim_dumps_scripts_that_replay_to_the_same_result() {
    let dir = tempfile::tempdir().unwrap();
    let run = sim::SimArgs {
        batch: BatchArgs {
            game: "la-isla".into(),
            options: Vec::new(),
            seed: 7,
            dump: Some(dir.path().to_owned()),
        },
        players: 4,
        games: 3,
    };
    let (mut out, mut err) = (Vec::new(), Vec::new());
    assert_eq!(sim::run(&run, &mut out, &mut err), 0);
    let out = String::from_utf8(out).unwrap();
    for part in ["games/s", "moves/s", "per game: rounds", "scores: min"] {
        assert!(out.contains(part), "{out}");
    }
    for i in 0..3 {
        let script = read_json(&dir.path().join(format!("game-{i}.json")));
        let want = read_json(&dir.path().join(format!("game-{i}.result.json")));
        let (code, got, err) = run_replay(&script);
        assert_eq!(code, 0, "{err}");
        let got: Value = serde_json::from_str(&got).unwrap();
        assert_eq!(got, want);
        assert_eq!(got["finished"], json!(true));
    }
    // Out of range.
    let run = sim::SimArgs {
        players: 5,
        batch: BatchArgs {
            dump: None,
            ..run.batch
        },
        ..run
    };
    let (mut out, mut err) = (Vec::new(), Vec::new());
    assert_eq!(sim::run(&run, &mut out, &mut err), 2);
    assert_eq!(String::from_utf8(err).unwrap().lines().count(), 1);
}

#[test]
fn the_binary_sim_takes_la_isla() {
    let dir = tempfile::tempdir().unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_tucana"))
        .args(["sim", "--game", "la-isla", "--players", "3", "--games", "2"])
        .args(["--seed", "5", "--option", "deck=full", "--dump"])
        .arg(dir.path())
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert!(stdout.contains("full deck"), "{stdout}");
    let script = read_json(&dir.path().join("game-1.json"));
    assert_eq!(script["deck"], json!("full"));
    let (code, _, err) = run_replay(&script);
    assert_eq!(code, 0, "{err}");
}

#[test]
fn malformed_scripts_are_refused_with_one_line_naming_the_move_or_field() {
    let fixture = two_rounds();
    let moves = fixture["moves"].as_array().unwrap().clone();
    let after = |n: usize, extra: Value| {
        let mut m = moves[..n].to_vec();
        m.push(extra);
        with_moves(json!(m))
    };
    let set = |key: &str, value: Value| {
        let mut s = two_rounds();
        s[key] = value;
        s
    };
    let mut one_dodo_less = two_rounds();
    one_dodo_less["tiles"][0] = json!("fossa");
    let played = random_game(2, 11, Options::default());
    let mut finished = serde_json::to_value(
        played
            .game
            .to_script(&["ana".to_string(), "ben".to_string()]),
    )
    .unwrap();
    let cases: Vec<(Value, &str)> = vec![
        (
            with_moves(json!([{"player": "ana", "move": "place X9"}])),
            "move 1 (ana: \"place X9\"): X9 is not a space: I1–I10, M1–M10, O1–O20",
        ),
        (
            with_moves(json!([{"player": "zed", "move": "assign 1 2 3"}])),
            "move 1 (zed: \"assign 1 2 3\"): not a player of this game",
        ),
        (
            with_moves(json!([{"player": "ana", "move": "place O7"}])),
            "move 1 (ana: \"place O7\"): first assign your cards",
        ),
        (
            with_moves(json!([{"player": "ana", "move": "assign 1 1 2"}])),
            "move 1 (ana: \"assign 1 1 2\"): A, B and D need three different cards",
        ),
        (
            after(2, json!({"player": "ben", "move": "timeout"})),
            "move 3 (ben: \"timeout\"): ben is not to act: it is ana's turn (action C)",
        ),
        (
            after(1, json!({"player": "ben", "move": "timeout"})),
            "move 2 (ben: \"timeout\"): ben has assigned already",
        ),
        (
            after(2, json!({"player": "ben", "move": "pass ye"})),
            "move 3 (ben: \"pass ye\"): it is ana's turn (action C)",
        ),
        (
            after(2, json!({"player": "ana", "move": "place O7 pay gn br"})),
            "move 3 (ana: \"place O7 pay gn br\"): O7 is brown",
        ),
        (
            after(2, json!({"player": "ana"})),
            "move 3 (ana: nothing): write either",
        ),
        (one_dodo_less, "tiles: there are 7 dodo tiles, not 6"),
        (
            set("tiles", json!(vec!["dodo"; 34])),
            "tiles: one tile on each region J1–J35, not 34 tiles",
        ),
        (
            set("large", json!(["toad", "unicorn"])),
            "large: \"unicorn\" is not an animal",
        ),
        (
            set("large", json!(["toad", "toad"])),
            "large: two players have the large toad",
        ),
        (
            set("start", json!("cleo")),
            "start: \"cleo\" is not a player of this game",
        ),
        (set("deck", json!("huge")), "deck: \"huge\" is not"),
        (
            set("deck", json!("full")),
            "draw: the full deck's cards, #1–#180, each once",
        ),
        (
            set("assembly", json!([1, 2, 3, 4, 5, 6, 7, 8, 9, 9])),
            "assembly: the ten teeth 1–10, each once",
        ),
        (set("draw", json!([0])), "draw: 0 is not a card: #1–#180"),
        (
            set("players", json!(["ana"])),
            "players: La Isla takes 2 to 4",
        ),
        (
            set("players", json!(["ana", "ana"])),
            "players: \"ana\" is listed twice",
        ),
        (set("draw", json!("all of them")), "bad JSON: invalid type"),
        (
            set("colour", json!("red")),
            "bad JSON: unknown field `colour`",
        ),
        (set("game", json!("la isla")), "game: \"la isla\" is not"),
    ];
    // A finished game takes no more moves, and keeps no unused reshuffle.
    let n = finished["moves"].as_array().unwrap().len();
    let mut over = finished.clone();
    over["moves"]
        .as_array_mut()
        .unwrap()
        .push(json!({"player": "ana", "move": "pass ye"}));
    let over_want = format!("move {} (ana: \"pass ye\"): the game is over", n + 1);
    let mut piles = finished["reshuffles"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    piles.push(json!([1, 2, 3]));
    let unused = format!(
        "reshuffles: {} given, but the draw pile ran out",
        piles.len()
    );
    finished["reshuffles"] = json!(piles);
    let mut cases = cases;
    cases.push((over, &over_want));
    cases.push((finished, &unused));
    for (s, want) in cases {
        let (code, out, e) = run_replay(&s);
        assert_eq!(code, 2, "{want}: {out}");
        assert!(out.is_empty());
        assert!(e.starts_with(want), "want {want:?}, got {e:?}");
        assert_eq!(e.lines().count(), 1, "{e}");
    }
    // The legal moves themselves replay.
    assert_eq!(run_replay(&two_rounds()).0, 0);
}
