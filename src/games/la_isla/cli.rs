//! La Isla's offline tools, reached through the registry's dispatchers
//! (`crate::games::tools`): `tucana replay` of a script whose `"game"` is `"la-isla"`, and
//! `tucana sim --game la-isla`.

use std::io::Write;
use std::path::Path;
use std::time::Instant;

use super::script::{replay as replay_text, result, rounds, to_script};
use super::sim::{game_seed, random_game, Played};
use super::state::{Deck, Options, MAX_PLAYERS, MIN_PLAYERS};

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

/// What `tucana sim --game la-isla` is asked for.
#[derive(Clone, Debug)]
pub struct SimRun<'a> {
    pub players: usize,
    pub games: u64,
    pub seed: u64,
    /// The deck (basic unless asked).
    pub deck: Deck,
    /// Write every game as a script (`game-N.json`) and its result (`game-N.result.json`).
    pub dump: Option<&'a Path>,
}

/// Plays games of random legal moves on one core and prints games/s, moves/s, the rounds
/// and the score distribution.
pub fn sim(run: &SimRun, out: &mut dyn Write, err: &mut dyn Write) -> u8 {
    if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&run.players) {
        let _ = writeln!(
            err,
            "--players: La Isla takes {MIN_PLAYERS} to {MAX_PLAYERS} players, not {}",
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
    let options = Options { deck: run.deck };
    let names: Vec<String> = (1..=run.players).map(|i| format!("p{i}")).collect();
    let mut totals: Vec<u32> = Vec::new();
    let mut winning: Vec<u32> = Vec::new();
    let mut round_counts: Vec<usize> = Vec::new();
    let (mut moves, mut tiles, mut reshuffled, mut ran_out) = (0u64, 0u64, 0u64, 0u64);
    let (mut in_play, mut sets, mut animals, mut resources) = (0u64, 0u64, 0u64, 0u64);
    let started = Instant::now();
    for i in 0..run.games {
        let played = random_game(run.players, game_seed(run.seed, i), options);
        let game = &played.game;
        moves += game.log().len() as u64;
        round_counts.push(rounds(game));
        reshuffled += game.reshuffled as u64;
        ran_out += u64::from(game.ran_out);
        let finals = game.finals.as_deref().unwrap_or_default();
        for (p, f) in game.players.iter().zip(finals) {
            totals.push(f.total);
            tiles += p.tiles.len() as u64;
            in_play += u64::from(f.play);
            sets += u64::from(f.sets);
            animals += u64::from(f.animals_total());
            resources += u64::from(f.resources);
        }
        winning.extend(finals.iter().map(|f| f.total).max());
        if let Some(dir) = run.dump {
            if let Err(e) = dump(dir, i, &played, &names) {
                let _ = writeln!(err, "{e}");
                return EXIT_BAD_INPUT;
            }
        }
    }
    let secs = started.elapsed().as_secs_f64().max(1e-9);
    let n = totals.len().max(1) as f64;
    let games = round_counts.len().max(1) as f64;
    totals.sort_unstable();
    let pct = |p: f64| {
        totals
            .get(((totals.len() as f64 - 1.0) * p).round() as usize)
            .copied()
            .unwrap_or(0)
    };
    let _ = writeln!(
        out,
        "{} games of La Isla for {} players, {} deck (seed {})",
        run.games,
        run.players,
        match run.deck {
            Deck::Basic => "basic",
            Deck::Full => "full",
        },
        run.seed
    );
    let _ = writeln!(out, "{:.0} games/s", run.games as f64 / secs);
    let _ = writeln!(
        out,
        "{:.0} moves/s ({moves} moves in {secs:.3} s)",
        moves as f64 / secs
    );
    let _ = writeln!(
        out,
        "rounds: mean {:.1} min {} max {}; reshuffles per game {:.2}; games ended by an incomplete deal {ran_out}",
        round_counts.iter().sum::<usize>() as f64 / games,
        round_counts.iter().min().copied().unwrap_or(0),
        round_counts.iter().max().copied().unwrap_or(0),
        reshuffled as f64 / games
    );
    let _ = writeln!(
        out,
        "scores: min {} p10 {} median {} p90 {} max {} mean {:.1}",
        pct(0.0),
        pct(0.1),
        pct(0.5),
        pct(0.9),
        pct(1.0),
        totals.iter().map(|&t| u64::from(t)).sum::<u64>() as f64 / n
    );
    let _ = writeln!(
        out,
        "mean parts: in play {:.1} sets {:.1} animals {:.1} resources {:.1}; small tiles per player {:.1}; mean winning score {:.1}",
        in_play as f64 / n,
        sets as f64 / n,
        animals as f64 / n,
        resources as f64 / n,
        tiles as f64 / n,
        winning.iter().map(|&w| f64::from(w)).sum::<f64>() / winning.len().max(1) as f64
    );
    if let Some(dir) = run.dump {
        let _ = writeln!(out, "wrote {} scripts into {}", run.games, dir.display());
    }
    0
}

/// Writes game `i` into `dir` as a script (`game-N.json`) with its result
/// (`game-N.result.json`).
fn dump(dir: &Path, i: u64, played: &Played, names: &[String]) -> Result<(), String> {
    let script = to_script(&played.game, names);
    let script = serde_json::to_string_pretty(&script).expect("serializes");
    let res = serde_json::to_string_pretty(&result(&played.game, names)).expect("serializes");
    let base = dir.join(format!("game-{i}"));
    std::fs::write(base.with_extension("json"), script)
        .and_then(|_| std::fs::write(base.with_extension("result.json"), res))
        .map_err(|e| format!("cannot write into {}: {e}", dir.display()))
}
