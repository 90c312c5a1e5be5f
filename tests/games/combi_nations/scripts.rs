//! Replay scripts of Combi-Nations: played to their result, and malformed ones refused.

use std::process::Command;

use serde_json::{json, Value};
use tucana::game::Recorded;
use tucana::games::combi_nations::data::Stack;
use tucana::games::combi_nations::play::english;
use tucana::games::combi_nations::score::title;
use tucana::games::combi_nations::script::{replay, Script};
use tucana::games::combi_nations::text::parse_typed;
use tucana::games::combi_nations::{Move, TileId};

/// Each stack's 20 tiles, top first: `tops` first (in order), then the rest by number.
fn stacks_with(tops: &[&str]) -> Value {
    let mut out = serde_json::Map::new();
    for stack in Stack::ALL {
        let code = stack.code();
        let mut ids: Vec<String> = tops
            .iter()
            .filter(|t| t.starts_with(&format!("{code}-")))
            .map(|t| t.to_string())
            .collect();
        for n in 1..=20 {
            let id = TileId::new(stack, n).to_string();
            if !ids.contains(&id) {
                ids.push(id);
            }
        }
        out.insert(code.to_string(), json!(ids));
    }
    Value::Object(out)
}

/// The market of combi-nations.md §10.1 (positions 1–10), with V-12 and T-07 next in
/// their stacks.
fn example_stacks() -> Value {
    stacks_with(&[
        "1-07", "1-13", "2-12", "2-05", "I-13", "I-02", "V-06", "V-17", "V-12", "T-11", "T-15",
        "T-07",
    ])
}

/// Ana (Delta, the starting player) and Ben (Shield), as in §10.1.
fn two_players(moves: Value) -> Value {
    json!({
        "game": "combi-nations",
        "players": [{"name": "ana", "country": "delta"}, {"name": "ben", "country": "shield"}],
        "start": "ana",
        "stacks": example_stacks(),
        "moves": moves,
    })
}

fn tile(id: &str) -> TileId {
    id.parse().unwrap()
}

fn run_cli(args: &[&str], script: &Value) -> (i32, String, String) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("s.json");
    std::fs::write(&path, script.to_string()).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_tucana"))
        .args(args)
        .arg(&path)
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

#[test]
fn the_worked_example_of_turns_at_the_market() {
    let s = two_players(json!([
        {"player": "ana", "move": "2 E3 E4 E5"},
        {"player": "ben", "move": "U1 C3 C4 D3"},
    ]));
    let script = Script::parse(&s.to_string()).unwrap();
    // Before any move: the market of §10.1, the marker on stack 2.
    let mut start = script.clone();
    start.moves.clear();
    let game = start.run().unwrap();
    let market: Vec<String> = game.market.iter().map(|t| t.unwrap().to_string()).collect();
    assert_eq!(
        market,
        ["1-07", "2-12", "I-13", "V-06", "T-11", "1-13", "2-05", "I-02", "V-17", "T-15"]
    );
    assert_eq!(game.marker, Stack::Pair);
    assert_eq!((game.arrows[0].pos, game.arrows[1].pos), (0, 5));
    // Ana's options 1 → 2, 2 → 3, 3 → 4, U1 → 10, U2 → 9, U3 → 8 (positions from 1).
    let ana: Vec<(String, usize)> = game
        .options(0)
        .iter()
        .map(|(o, p, _)| (o.to_string(), p + 1))
        .collect();
    let expected = [
        ("1", 2),
        ("2", 3),
        ("3", 4),
        ("U1", 10),
        ("U2", 9),
        ("U3", 8),
    ];
    assert_eq!(ana, expected.map(|(o, p)| (o.to_string(), p)));

    // Ana: option 2 (I-13, G G L) on E3 E4 E5; her arrow to 3; the marker 2 → I → V; position
    // 3 refilled with V-12.
    let mut after_ana = script.clone();
    after_ana.moves.truncate(1);
    let game = after_ana.run().unwrap();
    assert_eq!(game.arrows[0].pos, 2);
    assert!(!game.arrows[0].turned);
    assert_eq!(game.marker, Stack::Bend);
    assert_eq!(game.market[2], Some(tile("V-12")));
    let board = game.board(0).unwrap();
    assert_eq!(board.placed[0].tile, tile("I-13"));
    let labels: Vec<&str> = board.placed[0]
        .cells
        .iter()
        .map(|&c| board.label(c))
        .collect();
    assert_eq!(labels, ["E3", "E4", "E5"]);
    // Ben's options: 1 → 7, 2 → 8, 3 → 9, U1 → 5, U2 → 4, U3 → 3.
    let ben: Vec<usize> = game.options(1).iter().map(|(_, p, _)| p + 1).collect();
    assert_eq!(ben, [7, 8, 9, 5, 4, 3]);

    // Ben: U1 takes T-11 (F F F) at 5 onto C3 C4 D3, next to his forest C2; his arrow turns;
    // the marker V → T; position 5 refilled with T-07.
    let game = script.run().unwrap();
    assert_eq!(game.arrows[1].pos, 4);
    assert!(game.arrows[1].turned);
    assert_eq!(game.marker, Stack::Triangle);
    assert_eq!(game.market[4], Some(tile("T-07")));
    let board = game.board(1).unwrap();
    assert_eq!(board.placed[0].tile, tile("T-11"));
    let labels: Vec<&str> = board.placed[0]
        .cells
        .iter()
        .map(|&c| board.label(c))
        .collect();
    assert_eq!(labels, ["C3", "C4", "D3"]);
    assert_eq!(game.actor(), Some(0));

    // The result so far: not finished, every country scored as it stands.
    let r = replay(&s.to_string()).unwrap();
    let v = serde_json::to_value(&r).unwrap();
    assert_eq!(v["finished"], json!(false));
    assert_eq!(v["players"][0]["name"], "ana");
    assert_eq!(v["players"][0]["country"], "delta");
    assert_eq!(v["players"][1]["country"], "shield");
    // Ben's forest: the starting space C2 and the three of T-11.
    assert_eq!(v["players"][1]["areas"]["forest"], json!([4]));
    assert_eq!(v["players"][1]["land"]["forest"], json!(4));
    assert_eq!(v["players"][0]["title"], Value::Null);
    assert_eq!(v["players"][0]["facilities"], json!([]));
    assert_eq!(r, game.result(&["ana".into(), "ben".into()]));
}

#[test]
fn form_b_and_any_case_or_commas_give_the_canonical_move() {
    let s = two_players(json!([{"player": "ana", "move": "2 E3 E4 E5"}]));
    let mut start = Script::parse(&s.to_string()).unwrap();
    start.moves.clear();
    let game = start.run().unwrap();
    let take = |labels: &[&str], opt: &str| Move::Take {
        seat: 0,
        opt: tucana::games::combi_nations::Opt::parse(opt).unwrap(),
        labels: labels.iter().map(|l| l.to_string()).collect(),
    };
    let want = take(&["E3", "E4", "E5"], "2");
    assert_eq!(parse_typed(&game, 0, "2 E3 E4 E5").unwrap(), want);
    assert_eq!(parse_typed(&game, 0, " 2, e3,e4  e5 ").unwrap(), want);
    assert_eq!(parse_typed(&game, 0, "2 e3 R0").unwrap(), want);
    // The same line turned half round, written from its other end.
    assert_eq!(
        parse_typed(&game, 0, "2 E5 r3").unwrap(),
        take(&["E5", "E4", "E3"], "2")
    );
    // Option U1 is position 10: T-15, a triangle.
    let u1 = parse_typed(&game, 0, "u1 c3 r0").unwrap();
    assert!(matches!(u1, Move::Take { ref labels, .. } if labels.len() == 3));
    // Refused: not an option, no placement, a bad orientation, too many labels, a cell
    // outside the country.
    for bad in [
        "",
        "4 E3",
        "2",
        "2 E3 r6",
        "2 E3 E4 E5 E6",
        "2 Z9 r0",
        "2 E3 E4 r1",
    ] {
        assert!(parse_typed(&game, 0, bad).is_err(), "{bad:?}");
    }
    // Form B with a cell off the country names it.
    let e = english(&parse_typed(&game, 0, "2 A5 r0").unwrap_err());
    assert!(e.contains("does not fit inside Delta"), "{e}");
}

#[test]
fn a_solo_script_plays_the_opponent_and_earns_a_title() {
    // Cleo (Heartland) with the market of §10.1: option 2 (I-13) next to her city B5; the
    // opponent's arrow (at 6) moves 2 tiles to 8 and takes I-02 out of the game (§10.1.5).
    let s = json!({
        "game": "combi-nations",
        "players": [{"name": "cleo", "country": "heartland"}],
        "start": "cleo",
        "facilities": "full",
        "stacks": example_stacks(),
        "moves": [{"player": "cleo", "move": "2 A4 A5 A6"}],
    });
    let script = Script::parse(&s.to_string()).unwrap();
    let game = script.run().unwrap();
    assert_eq!(game.arrows[1].pos, 7);
    // Marker: 2 → I → V for Cleo, then V → T → 1 for the opponent; position 8 gets 1-01.
    assert_eq!(game.marker, Stack::Single);
    assert_eq!(game.market[2], Some(tile("V-12")));
    assert_eq!(game.market[7], Some(tile("1-01")));
    assert_eq!(game.solo.as_ref().unwrap().taken, 1);
    assert_eq!(game.solo.as_ref().unwrap().next_steps, 3);
    let r = replay(&s.to_string()).unwrap();
    assert!(!r.finished);
    assert_eq!(r.players[0].title, None);

    // Played to the end with default moves, written out and replayed: the ladder's title.
    let mut game = game;
    while let Some(seat) = game.actor() {
        let mv = game.default_move(seat).unwrap();
        game.apply(&mv).unwrap();
    }
    assert!(game.is_finished());
    let names = vec!["cleo".to_string()];
    let text = serde_json::to_string(&game.to_script(&names)).unwrap();
    let r = replay(&text).unwrap();
    assert!(r.finished);
    assert_eq!(r.winners, ["cleo"]);
    assert_eq!(r.players[0].rank, 1);
    assert_eq!(r.players[0].title.as_deref(), title(r.players[0].total));
    assert_eq!(r, game.result(&names));
}

#[test]
fn the_solo_ladder() {
    assert_eq!(title(59), None);
    assert_eq!(title(-3), None);
    assert_eq!(title(60), Some("You turned sand into soil"));
    assert_eq!(title(77), Some("A town worth a detour"));
    assert_eq!(title(80), Some("The tourists keep coming"));
    assert_eq!(title(99), Some("Capital of the region"));
    assert_eq!(title(100), Some("A nation to envy"));
    assert_eq!(title(140), Some("Combi-Nation of the year"));
}

#[test]
fn a_resigned_player_is_played_by_the_game_and_the_script_round_trips() {
    // Ben resigns at once: his turns are default moves; Ana plays on, with default moves.
    let s = two_players(json!([{"player": "ben", "resign": true}]));
    let mut game = Script::parse(&s.to_string()).unwrap().run().unwrap();
    assert_eq!(game.actor(), Some(0));
    let mut moves = vec![json!({"player": "ben", "resign": true})];
    while let Some(seat) = game.actor() {
        let mv = game.default_move(seat).unwrap();
        let Move::Take { opt, labels, .. } = &mv else {
            unreachable!()
        };
        moves.push(json!({"player": "ana", "move": format!("{opt} {}", labels.join(" "))}));
        game.apply(&mv).unwrap();
    }
    let names = vec!["ana".to_string(), "ben".to_string()];
    let r = replay(&two_players(json!(moves)).to_string()).unwrap();
    assert!(r.finished);
    assert_eq!(r, game.result(&names));
    // Ben placed tiles too, though he typed nothing.
    assert!(game.board(1).unwrap().placed.len() > 2);
    let text = serde_json::to_string(&game.to_script(&names)).unwrap();
    assert_eq!(replay(&text).unwrap(), r);
}

#[test]
fn malformed_scripts_are_refused_with_one_line_naming_the_move_and_why() {
    let legal = json!([
        {"player": "ana", "move": "2 E3 E4 E5"},
        {"player": "ben", "move": "U1 C3 C4 D3"},
        {"player": "ana", "move": "1 D4 D5 E6"},
    ]);
    let with = |extra: Value| {
        let mut moves = legal.as_array().unwrap().clone();
        moves.push(extra);
        two_players(json!(moves))
    };
    let mut wrong_stack = two_players(json!([]));
    wrong_stack["stacks"]["V"][0] = json!("V-17");
    let mut bad_tile = two_players(json!([]));
    bad_tile["stacks"]["T"][3] = json!("T-21");
    let mut atlantis = two_players(json!([]));
    atlantis["players"][1]["country"] = json!("atlantis");
    let mut nobody_starts = two_players(json!([]));
    nobody_starts["start"] = json!("cleo");
    let cases: Vec<(Value, &str)> = vec![
        (
            two_players(json!([{"player": "cleo", "move": "1 A1"}])),
            r#"move 1 (cleo: "1 A1"): not a player of this game"#,
        ),
        (
            two_players(json!([{"player": "ben", "move": "1 A1"}])),
            r#"move 1 (ben: "1 A1"): it is ana's turn"#,
        ),
        (
            two_players(json!([{"player": "ana", "move": "X E3 E4 E5"}])),
            r#"move 1 (ana: "X E3 E4 E5"): “X” is not an option"#,
        ),
        (
            two_players(json!([{"player": "ana", "move": "2 E2 E3 E4"}])),
            r#"move 1 (ana: "2 E2 E3 E4"): E2 is not sand"#,
        ),
        (
            two_players(json!([{"player": "ana", "move": "2 D3 D4 D5"}])),
            r#"move 1 (ana: "2 D3 D4 D5"): D3 D4 D5 touches no land or facility of your country"#,
        ),
        (
            two_players(json!([{"player": "ana", "move": "2 E3 E4 F5"}])),
            r#"move 1 (ana: "2 E3 E4 F5"): E3 E4 F5 does not have the shape of I-13"#,
        ),
        (
            two_players(json!([{"player": "ana", "move": "2 E3 E4"}])),
            r#"move 1 (ana: "2 E3 E4"): I-13 (G G L) has 3 cells"#,
        ),
        (
            with(json!({"player": "ben", "move": "U2 C5 C6 D5"})),
            r#"move 4 (ben: "U2 C5 C6 D5"): you have made your U-turn already"#,
        ),
        (
            with(json!({"player": "ben", "move": "U2 C5 r0"})),
            r#"move 4 (ben: "U2 C5 r0"): you have made your U-turn already"#,
        ),
        (
            with(json!({"player": "ben", "move": "2 H1 H2 H3"})),
            r#"move 4 (ben: "2 H1 H2 H3"): Shield has no cell H1"#,
        ),
        (
            with(json!({"player": "ben"})),
            r#"move 4 (ben: nothing): write either "move""#,
        ),
        (
            wrong_stack,
            "stacks: stack V must hold the tiles V-01 … V-20, each once",
        ),
        (bad_tile, "stacks: stack T: “T-21” is not a tile"),
        (atlantis, r#"players: unknown country "atlantis""#),
        (
            nobody_starts,
            r#"start: "cleo" is not a player of this game"#,
        ),
        (
            json!({"game": "combi-nations", "players": []}),
            "bad JSON: missing field",
        ),
    ];
    for (s, want) in cases {
        let e = replay(&s.to_string()).unwrap_err().to_string();
        assert!(e.starts_with(want), "want {want:?}, got {e:?}");
        assert_eq!(e.lines().count(), 1, "{e}");
    }
    // Not JSON at all: where it stops being JSON.
    let e = replay("{\"game\": \"combi-nations\",")
        .unwrap_err()
        .to_string();
    assert!(
        e.starts_with("not valid JSON: line 1, column 25: EOF while parsing an object"),
        "{e}"
    );
    // The legal moves themselves replay.
    replay(&two_players(legal).to_string()).unwrap();
}

#[test]
fn the_binary_replays_a_script_and_exits_2_on_a_malformed_one() {
    let s = two_players(json!([
        {"player": "ana", "move": "2 E3 E4 E5"},
        {"player": "ben", "move": "u1, c3 r0"},
    ]));
    let (code, stdout, stderr) = run_cli(&["replay"], &s);
    assert_eq!(code, 0, "{stderr}");
    let out: Value = serde_json::from_str(&stdout).unwrap();
    assert_eq!(out["finished"], json!(false));
    assert_eq!(out["players"][1]["areas"]["forest"], json!([4]));
    assert_eq!(
        out,
        serde_json::to_value(replay(&s.to_string()).unwrap()).unwrap()
    );

    let bad = two_players(json!([{"player": "ana", "move": "2 E2 E3 E4"}]));
    let (code, stdout, stderr) = run_cli(&["replay"], &bad);
    assert_eq!(code, 2, "{stdout}");
    assert!(stdout.is_empty());
    assert_eq!(
        stderr.trim(),
        r#"move 1 (ana: "2 E2 E3 E4"): E2 is not sand"#
    );

    let mut unknown = s.clone();
    unknown["game"] = json!("chess");
    let (code, _, stderr) = run_cli(&["replay"], &unknown);
    assert_eq!(code, 2);
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
}

#[test]
fn sim_dumps_scripts_that_the_binary_replays_to_the_same_result() {
    let dir = tempfile::tempdir().unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_tucana"))
        .args([
            "sim",
            "--game",
            "combi-nations",
            "--players",
            "3",
            "--games",
            "3",
        ])
        .args(["--seed", "5", "--dump"])
        .arg(dir.path())
        .output()
        .unwrap();
    assert!(out.status.success());
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert!(
        stdout.contains("games/s") && stdout.contains("moves/s"),
        "{stdout}"
    );
    assert!(stdout.contains("scores: min"), "{stdout}");
    for i in 0..3 {
        let script = dir.path().join(format!("game-{i}.json"));
        let want: Value = serde_json::from_str(
            &std::fs::read_to_string(dir.path().join(format!("game-{i}.result.json"))).unwrap(),
        )
        .unwrap();
        let out = Command::new(env!("CARGO_BIN_EXE_tucana"))
            .arg("replay")
            .arg(&script)
            .output()
            .unwrap();
        assert!(out.status.success());
        let got: Value = serde_json::from_slice(&out.stdout).unwrap();
        assert_eq!(got, want);
        assert_eq!(got["finished"], json!(true));
    }
    // Out of range.
    let out = Command::new(env!("CARGO_BIN_EXE_tucana"))
        .args(["sim", "--game", "combi-nations", "--players", "6"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
}
