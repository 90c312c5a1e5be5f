//! `tucana ai`'s match mode, for any game of several players with computer players: the
//! levels of `--seats` rotated over the seats, each level's wins and mean score, and the
//! games dumped as replay scripts with their results. Trails of Tucana's two-player games
//! here; a tiny budget, since the suites run in debug builds.

use std::collections::BTreeMap;
use std::path::Path;
use std::process::{Command, Output};

use serde_json::Value;

fn ai(args: &[&str], dump: Option<&Path>) -> Output {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_tucana"));
    cmd.arg("ai").args(args);
    if let Some(dir) = dump {
        cmd.arg("--dump").arg(dir);
    }
    cmd.output().unwrap()
}

/// The `LEVEL wins W of N (P%) · mean score M` lines: level → (W, N, M).
fn wins(text: &str) -> BTreeMap<String, (u64, u64, f64)> {
    text.lines()
        .filter_map(|line| {
            let (level, rest) = line.split_once(" wins ")?;
            let (w, rest) = rest.split_once(" of ")?;
            let (n, rest) = rest.split_once(" (")?;
            let (_, mean) = rest.split_once("· mean score ")?;
            Some((
                level.to_owned(),
                (w.parse().ok()?, n.parse().ok()?, mean.parse().ok()?),
            ))
        })
        .collect()
}

/// A match of strong against easy over four games: the seats rotate (the dumped names
/// say who sat where), each level's wins are the first places its seats took in the
/// dumped results (a shared one counting for each), and its mean score is its seats'.
#[test]
fn a_match_rotates_the_seats_and_counts_each_levels_wins() {
    let dir = tempfile::tempdir().unwrap();
    let args = [
        "--option",
        "map=petit",
        "--games",
        "4",
        "--seed",
        "3",
        "--seats",
        "strong,easy",
        "--budget",
        "1",
    ];
    let out = ai(&args, Some(dir.path()));
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    let printed = wins(&text);
    assert_eq!(printed.len(), 2, "{text}");
    assert!(text.contains("strong time per move: mean"), "{text}");
    assert!(text.contains("easy time per move: mean"), "{text}");
    let mut counted: BTreeMap<String, (u64, u64, f64)> = BTreeMap::new();
    for i in 0..4 {
        let base = dir.path().join(format!("game-{i}"));
        let script = std::fs::read_to_string(base.with_extension("json")).unwrap();
        let result: Value = serde_json::from_str(
            &std::fs::read_to_string(base.with_extension("result.json")).unwrap(),
        )
        .unwrap();
        // The script replays to the result written beside it.
        let replayed =
            serde_json::to_value(tucana::games::tucana::script::replay(&script).unwrap()).unwrap();
        assert_eq!(replayed, result, "game {i}");
        let names: Vec<String> = result["players"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p["name"].as_str().unwrap().to_owned())
            .collect();
        // Game i seats the list rotated by i.
        let want = if i % 2 == 0 {
            ["p1-strong", "p2-easy"]
        } else {
            ["p1-easy", "p2-strong"]
        };
        assert_eq!(names, want, "game {i}");
        let winners = result["winners"].as_array().unwrap();
        for p in result["players"].as_array().unwrap() {
            let name = p["name"].as_str().unwrap();
            let level = name.split_once('-').unwrap().1.to_owned();
            let entry = counted.entry(level).or_default();
            entry.0 += u64::from(winners.iter().any(|w| w == name));
            entry.1 += 1;
            entry.2 += p["total"].as_f64().unwrap();
        }
    }
    for (level, (w, n, total)) in &counted {
        let (pw, pn, pmean) = printed[level];
        assert_eq!((pw, pn), (*w, *n), "{level}: {text}");
        assert!((pmean - total / *n as f64).abs() < 0.051, "{level}: {text}");
    }
}

/// `--players` that disagrees with `--seats` is bad input, told before anything is played.
#[test]
fn players_must_agree_with_the_seats() {
    let out = ai(&["--players", "3", "--seats", "strong,easy"], None);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8(out.stderr).unwrap(),
        "--players: 3 players, yet --seats names 2; give one of them\n"
    );
}
