//! Combi-Nations' offline tools, reached through the registry's dispatchers
//! (`crate::games::tools`): `tucana replay` of a script whose `"game"` is `"combi-nations"`,
//! and `tucana sim --game combi-nations`.

use std::io::Write;
use std::path::Path;
use std::time::Instant;

use super::script::{replay as replay_text, result, to_script};
use super::sim::{game_seed, random_game};
use super::state::{Game, MAX_PLAYERS};

/// Exit status for bad input (a bad script, bad arguments): the binary's.
const EXIT_BAD_INPUT: u8 = 2;

/// Plays a script's text and prints the result as JSON; a bad script gives one line on `err`
/// and exit status 2.
pub fn replay(text: &str, out: &mut dyn Write, err: &mut dyn Write) -> u8 {
    match replay_text(text) {
        Ok(result) => {
            let json = serde_json::to_string_pretty(&result).expect("a result serializes");
            let _ = writeln!(out, "{json}");
            0
        }
        Err(e) => {
            let _ = writeln!(err, "{e}");
            EXIT_BAD_INPUT
        }
    }
}

/// What `tucana sim --game combi-nations` is asked for.
#[derive(Clone, Debug)]
pub struct SimRun<'a> {
    pub players: usize,
    pub games: u64,
    pub seed: u64,
    /// Write every game as a script (`game-N.json`) and its result (`game-N.result.json`).
    pub dump: Option<&'a Path>,
}

/// Plays games of random legal moves on one core and prints games/s, moves/s and the
/// score distribution.
pub fn sim(run: &SimRun, out: &mut dyn Write, err: &mut dyn Write) -> u8 {
    if !(1..=MAX_PLAYERS).contains(&run.players) {
        let _ = writeln!(
            err,
            "--players: Combi-Nations takes 1 to {MAX_PLAYERS} players, not {}",
            run.players
        );
        return EXIT_BAD_INPUT;
    }
    if let Some(dir) = run.dump {
        if let Err(e) = std::fs::create_dir_all(dir) {
            let _ = writeln!(err, "cannot create {}: {e}", dir.display());
            return EXIT_BAD_INPUT;
        }
    }
    let names: Vec<String> = (1..=run.players).map(|i| format!("p{i}")).collect();
    let mut totals: Vec<i32> = Vec::new();
    let mut winning: Vec<i32> = Vec::new();
    let (mut moves, mut land, mut facilities, mut penalty) = (0u64, 0i64, 0i64, 0i64);
    let started = Instant::now();
    for i in 0..run.games {
        let game = random_game(run.players, game_seed(run.seed, i));
        moves += game
            .boards
            .iter()
            .flatten()
            .map(|b| b.placed.len() as u64)
            .sum::<u64>();
        let scores = game.scores();
        for s in &scores {
            totals.push(s.total);
            land += i64::from(s.land.iter().sum::<u32>() + s.lowest());
            facilities += i64::from(s.facility_vp());
            penalty += i64::from(s.penalty);
        }
        winning.extend(scores.iter().filter(|s| s.rank == 1).map(|s| s.total).max());
        if let Some(dir) = run.dump {
            if let Err(e) = dump(dir, i, &game, &names) {
                let _ = writeln!(err, "{e}");
                return EXIT_BAD_INPUT;
            }
        }
    }
    let secs = started.elapsed().as_secs_f64().max(1e-9);
    let n = totals.len().max(1) as f64;
    totals.sort_unstable();
    let pct = |p: f64| {
        totals
            .get(((totals.len() as f64 - 1.0) * p).round() as usize)
            .copied()
            .unwrap_or(0)
    };
    let _ = writeln!(
        out,
        "{} games of Combi-Nations for {} player{} (seed {})",
        run.games,
        run.players,
        if run.players == 1 { "" } else { "s" },
        run.seed
    );
    let _ = writeln!(out, "{:.0} games/s", run.games as f64 / secs);
    let _ = writeln!(
        out,
        "{:.0} moves/s ({moves} tiles placed in {secs:.3} s)",
        moves as f64 / secs
    );
    let _ = writeln!(
        out,
        "scores: min {} p10 {} median {} p90 {} max {} mean {:.1}",
        pct(0.0),
        pct(0.1),
        pct(0.5),
        pct(0.9),
        pct(1.0),
        totals.iter().map(|&t| i64::from(t)).sum::<i64>() as f64 / n
    );
    let _ = writeln!(
        out,
        "mean parts: land {:.1} (lowest type twice) facilities {:.1} penalty {:.1}; mean winning score {:.1}",
        land as f64 / n,
        facilities as f64 / n,
        penalty as f64 / n,
        winning.iter().map(|&w| f64::from(w)).sum::<f64>() / winning.len().max(1) as f64
    );
    if let Some(dir) = run.dump {
        let _ = writeln!(out, "wrote {} scripts into {}", run.games, dir.display());
    }
    0
}

/// Writes game `i` into `dir` as a script (`game-N.json`) with its result
/// (`game-N.result.json`).
fn dump(dir: &Path, i: u64, game: &Game, names: &[String]) -> Result<(), String> {
    let script = serde_json::to_string_pretty(&to_script(game, names)).expect("serializes");
    let res = serde_json::to_string_pretty(&result(game, names)).expect("serializes");
    let base = dir.join(format!("game-{i}"));
    std::fs::write(base.with_extension("json"), script)
        .and_then(|_| std::fs::write(base.with_extension("result.json"), res))
        .map_err(|e| format!("cannot write into {}: {e}", dir.display()))
}
