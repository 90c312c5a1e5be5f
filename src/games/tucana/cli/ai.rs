//! `tucana ai`: a computer player plays solo games (the set-ups and decks of `tucana sim`
//! with the same seed) and the figures are printed: the score distribution, the share of
//! games on each ladder title and the time per move.

use std::io::Write;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use clap::Args;

use super::sim::{dump, percentile};
use super::EXIT_BAD_INPUT;
use crate::game::rng::Rng;
use crate::games::tucana::ai::{choose, Budget, Level};
use crate::games::tucana::sim::game_seed;
use crate::games::tucana::{Game, MapId, Options, Setup};

#[derive(Debug, Args)]
pub struct AiArgs {
    /// The map: petit or grande.
    #[arg(long, default_value = "petit")]
    pub map: MapId,
    /// How many solo games to play.
    #[arg(long, default_value_t = 200)]
    pub games: u64,
    /// The run's seed; game `i` is seeded from it and `i`, as in `tucana sim`.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// The player's level: easy, normal or strong.
    #[arg(long, default_value = "normal")]
    pub level: Level,
    /// The strong player's thinking time per move, in milliseconds of a reference machine
    /// (a fixed amount of work, so runs repeat on any machine).
    #[arg(long, default_value_t = Budget::DEFAULT.0)]
    pub budget: u32,
    /// Write every game as a replay script (`game-N.json`) with its result
    /// (`game-N.result.json`) into this folder.
    #[arg(long)]
    pub dump: Option<PathBuf>,
}

/// What one level did over the run's games.
struct Played {
    totals: Vec<u32>,
    moves: u64,
    thinking: Duration,
    slowest: Duration,
}

/// Plays the run's games at one level; `dump` writes them.
fn play(
    args: &AiArgs,
    level: Level,
    dump_to: Option<&PathBuf>,
    err: &mut dyn Write,
) -> Result<Played, u8> {
    let options = Options {
        map: args.map,
        ..Options::default()
    };
    let names = vec!["ai".to_owned()];
    let mut played = Played {
        totals: Vec::new(),
        moves: 0,
        thinking: Duration::ZERO,
        slowest: Duration::ZERO,
    };
    for i in 0..args.games {
        let seed = game_seed(args.seed, i);
        let mut game = match Setup::from_seed(seed, options, 1) {
            Ok(setup) => Game::new(setup),
            Err(e) => {
                let _ = writeln!(err, "{e}");
                return Err(EXIT_BAD_INPUT);
            }
        };
        let mut rng = Rng::new(seed, 1);
        loop {
            let started = Instant::now();
            let Some(mv) = choose(&game, 0, level, Budget(args.budget), &mut rng) else {
                break;
            };
            let took = started.elapsed();
            played.thinking += took;
            played.slowest = played.slowest.max(took);
            played.moves += 1;
            if let Err(e) = game.apply(mv) {
                let _ = writeln!(err, "game {i}: the player's move was refused: {e}");
                return Err(1);
            }
        }
        played.totals.push(game.standings()[0].total);
        if let Some(dir) = dump_to {
            if let Err(e) = dump(dir, i, &game, &names) {
                let _ = writeln!(err, "{e}");
                return Err(EXIT_BAD_INPUT);
            }
        }
    }
    Ok(played)
}

/// `mean 69.8 p10 55 median 70 p90 84 max 94`
fn scores_line(totals: &[u32]) -> String {
    let mut sorted = totals.to_vec();
    sorted.sort_unstable();
    let pct = |p: f64| percentile(&sorted, p);
    let n = totals.len().max(1) as f64;
    format!(
        "mean {:.1} p10 {} median {} p90 {} max {}",
        totals.iter().map(|&t| u64::from(t)).sum::<u64>() as f64 / n,
        pct(0.1),
        pct(0.5),
        pct(0.9),
        pct(1.0)
    )
}

fn time_line(p: &Played) -> String {
    format!(
        "mean {:.3} ms, max {:.3} ms ({} moves)",
        p.thinking.as_secs_f64() * 1000.0 / p.moves.max(1) as f64,
        p.slowest.as_secs_f64() * 1000.0,
        p.moves
    )
}

pub fn run(args: &AiArgs, out: &mut dyn Write, err: &mut dyn Write) -> u8 {
    if let Some(dir) = &args.dump {
        if let Err(e) = std::fs::create_dir_all(dir) {
            let _ = writeln!(err, "cannot create {}: {e}", dir.display());
            return EXIT_BAD_INPUT;
        }
    }
    let map = args.map.map();
    let played = match play(args, args.level, args.dump.as_ref(), err) {
        Ok(p) => p,
        Err(code) => return code,
    };
    let totals = &played.totals;
    let n = totals.len().max(1) as f64;
    let _ = writeln!(
        out,
        "{} solo games on {} (seed {}), level {:?}",
        args.games, map.name, args.seed, args.level
    );
    let _ = writeln!(out, "scores: {}", scores_line(totals));
    let _ = writeln!(out, "titles:");
    for (title, _) in &map.ladder {
        let on = totals
            .iter()
            .filter(|&&t| map.title_for(t) == Some(title.as_str()))
            .count();
        let _ = writeln!(out, "  {title}: {:.1}%", 100.0 * on as f64 / n);
    }
    let untitled = totals
        .iter()
        .filter(|&&t| map.title_for(t).is_none())
        .count();
    let _ = writeln!(out, "  (no title): {:.1}%", 100.0 * untitled as f64 / n);
    let _ = writeln!(out, "time per move: {}", time_line(&played));
    if args.level == Level::Strong {
        // The greedy baseline on the same games, so one run shows both.
        let baseline = match play(args, Level::Normal, None, err) {
            Ok(p) => p,
            Err(code) => return code,
        };
        let top = map.ladder.last().map_or(0, |(_, s)| *s);
        let share = |t: &[u32]| 100.0 * t.iter().filter(|&&x| x >= top).count() as f64 / n;
        let _ = writeln!(
            out,
            "share {top}+: strong {:.1}%, normal {:.1}%",
            share(totals),
            share(&baseline.totals)
        );
        let _ = writeln!(
            out,
            "baseline (level normal, same games): {}",
            scores_line(&baseline.totals)
        );
        let _ = writeln!(out, "baseline time per move: {}", time_line(&baseline));
    }
    0
}
