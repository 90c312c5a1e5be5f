//! `tucana sim`: plays games of random legal moves on one core and prints figures.

use std::io::Write;
use std::path::PathBuf;
use std::time::Instant;

use clap::Args;

use super::EXIT_BAD_INPUT;
use crate::games::tucana::script::{result, to_script};
use crate::games::tucana::sim::{game_seed, random_game};
use crate::games::tucana::{MapId, Options};

#[derive(Debug, Args)]
pub struct SimArgs {
    /// The map: petit or grande.
    #[arg(long, default_value = "petit")]
    pub map: MapId,
    /// Players per game.
    #[arg(long, default_value_t = 4)]
    pub players: usize,
    /// How many games to play.
    #[arg(long, default_value_t = 1000)]
    pub games: u64,
    /// The run's seed; game `i` is seeded from it and `i`.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Play the Special Bonus variant (red bonus cards).
    #[arg(long)]
    pub special_bonus: bool,
    /// Write every game as a replay script (`game-N.json`) with its result
    /// (`game-N.result.json`) into this folder.
    #[arg(long)]
    pub dump: Option<PathBuf>,
}

pub fn run(args: &SimArgs, out: &mut dyn Write, err: &mut dyn Write) -> u8 {
    let options = Options {
        map: args.map,
        special_bonus: args.special_bonus,
        ..Options::default()
    };
    if let Some(dir) = &args.dump {
        if let Err(e) = std::fs::create_dir_all(dir) {
            let _ = writeln!(err, "cannot create {}: {e}", dir.display());
            return EXIT_BAD_INPUT;
        }
    }
    let names: Vec<String> = (1..=args.players).map(|i| format!("p{i}")).collect();
    let mut totals: Vec<u32> = Vec::new();
    let mut winning: Vec<u32> = Vec::new();
    let (mut moves, mut rounds_pts, mut village_pts, mut bonus_pts) = (0u64, 0u64, 0u64, 0u64);
    let started = Instant::now();
    for i in 0..args.games {
        let game = match random_game(game_seed(args.seed, i), options, args.players) {
            Ok(g) => g,
            Err(e) => {
                let _ = writeln!(err, "{e}");
                return EXIT_BAD_INPUT;
            }
        };
        moves += game.log().len() as u64;
        let standings = game.standings();
        for s in &standings {
            totals.push(s.total);
            rounds_pts += s.rounds.iter().sum::<u32>() as u64;
            village_pts += s.villages as u64;
            bonus_pts += s.bonus as u64;
        }
        winning.extend(
            standings
                .iter()
                .filter(|s| s.rank == 1)
                .map(|s| s.total)
                .max(),
        );
        if let Some(dir) = &args.dump {
            if let Err(e) = dump(dir, i, &game, &names) {
                let _ = writeln!(err, "{e}");
                return EXIT_BAD_INPUT;
            }
        }
    }
    let secs = started.elapsed().as_secs_f64().max(1e-9);
    let scores = totals.len().max(1) as f64;
    totals.sort_unstable();
    let pct = |p: f64| percentile(&totals, p);
    let mean = |v: u64| v as f64 / scores;
    let _ = writeln!(
        out,
        "{} games of {} players on {}{} (seed {})",
        args.games,
        args.players,
        args.map.map().name,
        if args.special_bonus {
            " with Special Bonus"
        } else {
            ""
        },
        args.seed
    );
    let _ = writeln!(out, "{:.0} games/s", args.games as f64 / secs);
    let _ = writeln!(
        out,
        "{:.0} moves/s ({moves} moves in {secs:.3} s)",
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
        totals.iter().map(|&t| t as u64).sum::<u64>() as f64 / scores
    );
    let _ = writeln!(
        out,
        "mean parts: sights {:.1} villages {:.1} bonus {:.1}; mean winning score {:.1}",
        mean(rounds_pts),
        mean(village_pts),
        mean(bonus_pts),
        winning.iter().map(|&w| w as f64).sum::<f64>() / winning.len().max(1) as f64
    );
    if let Some(dir) = &args.dump {
        let _ = writeln!(out, "wrote {} scripts into {}", args.games, dir.display());
    }
    0
}

/// Writes game `i` into `dir` as a replay script (`game-N.json`) with its result
/// (`game-N.result.json`): what `--dump` does, for `sim` and `ai` alike.
pub(super) fn dump(
    dir: &std::path::Path,
    i: u64,
    game: &crate::games::tucana::Game,
    names: &[String],
) -> Result<(), String> {
    let script = serde_json::to_string_pretty(&to_script(game, names)).unwrap();
    let res = serde_json::to_string_pretty(&result(game, names)).unwrap();
    let base = dir.join(format!("game-{i}"));
    std::fs::write(base.with_extension("json"), script)
        .and_then(|_| std::fs::write(base.with_extension("result.json"), res))
        .map_err(|e| format!("cannot write into {}: {e}", dir.display()))
}

/// The value at fraction `p` (0 to 1) of sorted scores (0 for none).
pub(super) fn percentile(sorted: &[u32], p: f64) -> u32 {
    sorted
        .get(((sorted.len() as f64 - 1.0) * p).round() as usize)
        .copied()
        .unwrap_or(0)
}
