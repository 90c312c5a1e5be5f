//! `tucana ai`: computer players play whole games of any game that has them (the set-ups of
//! `tucana sim` with the same seed), and the figures are printed: the score distribution,
//! the share of games on each title and the time per move.

use std::collections::BTreeMap;
use std::io::Write;
use std::time::{Duration, Instant};

use clap::Args;

use super::shared::{self, bad_input, Batch, BatchArgs, Dump};
use crate::game::tools::game_seed;
use crate::game::{Level, Play, Rules};

/// The most moves one game may take: a game that goes on longer is stuck.
const MAX_MOVES: usize = 100_000;

#[derive(Debug, Args)]
pub struct AiArgs {
    /// The game (it must have computer players), its options, the seed (the set-ups of
    /// `tucana sim` with the same seed) and the dump.
    #[command(flatten)]
    pub batch: BatchArgs,
    /// Players per game, every one a computer player of the level.
    #[arg(long, default_value_t = 1)]
    pub players: usize,
    /// How many games to play.
    #[arg(long, default_value_t = 200)]
    pub games: u64,
    /// The players' level: easy, normal or strong.
    #[arg(long, default_value = "normal")]
    pub level: Level,
    /// The thinking time per move, in milliseconds of a reference machine (a fixed amount
    /// of work, so runs repeat on any machine); the bot's own by default.
    #[arg(long, default_value_t = crate::app::THINK_MS)]
    pub budget: u32,
}

/// What one level did over the run's games.
#[derive(Default)]
struct Played {
    totals: Vec<u32>,
    /// Each title earned, with how many seats earned it and the lowest total that did.
    titles: BTreeMap<String, (usize, u32)>,
    moves: u64,
    thinking: Duration,
    slowest: Duration,
}

/// What the run is asked for, checked.
struct Run<'a> {
    args: &'a AiArgs,
    rules: &'static dyn Rules,
    options: String,
}

impl Run<'_> {
    /// One game played to its end by computer players of `level`.
    fn game(&self, i: u64, level: Level, played: &mut Played) -> Result<Box<dyn Play>, String> {
        let seed = game_seed(self.args.batch.seed, i);
        let mut game = self.rules.setup(seed, &self.options, self.args.players)?;
        while !game.is_finished() {
            if game.log_len() > MAX_MOVES {
                return Err(format!("game {i}: no end after {MAX_MOVES} moves"));
            }
            let started = Instant::now();
            let chosen = game
                .to_act()
                .seats()
                .into_iter()
                .find_map(|seat| game.bot_move(seat, level, self.args.budget, seed));
            let moves = match chosen {
                Some(mv) => {
                    let took = started.elapsed();
                    played.thinking += took;
                    played.slowest = played.slowest.max(took);
                    played.moves += 1;
                    vec![mv]
                }
                // Nobody has a move to make: the step ends as at its deadline.
                None => game.deadline_moves(),
            };
            if moves.is_empty() {
                return Err(format!("game {i}: nobody can move, yet the game goes on"));
            }
            for mv in moves {
                game.apply(&mv)
                    .map_err(|e| format!("game {i}: the move {mv:?} was refused: {e}"))?;
            }
        }
        for s in game.standings() {
            played.totals.push(s.total);
            if let Some(title) = s.title {
                let entry = played.titles.entry(title).or_insert((0, s.total));
                entry.0 += 1;
                entry.1 = entry.1.min(s.total);
            }
        }
        Ok(game)
    }

    /// The run's games at one level; `dump` writes them.
    fn play(&self, level: Level, dump: Option<&Dump>) -> Result<Played, String> {
        let names = shared::names(self.args.players);
        let mut played = Played::default();
        for i in 0..self.args.games {
            let game = self.game(i, level, &mut played)?;
            if let Some(dump) = dump {
                dump.write(i, game.as_ref(), &names)?;
            }
        }
        Ok(played)
    }
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
    let Batch {
        rules,
        options,
        dump,
        ..
    } = match shared::batch(&args.batch, args.players, true) {
        Ok(batch) => batch,
        Err(e) => return bad_input(err, e),
    };
    let run = Run {
        args,
        rules,
        options,
    };
    // A game that fails on the way (a refused move, no end) fails the run: exit status 1.
    let mut play = |level, dump| {
        run.play(level, dump).map_err(|e| {
            let _ = writeln!(err, "{e}");
            1
        })
    };
    let played = match play(args.level, dump.as_ref()) {
        Ok(p) => p,
        Err(status) => return status,
    };
    let _ = writeln!(
        out,
        "{} of {} for {}, {} (seed {}), level {}",
        shared::count(args.games, "game"),
        rules.name(),
        shared::count(args.players as u64, "player"),
        rules.describe_options(&run.options),
        args.batch.seed,
        args.level
    );
    let _ = writeln!(
        out,
        "scores: {}",
        shared::distribution(&played.totals, true)
    );
    if !played.titles.is_empty() {
        let seats = played.totals.len().max(1) as f64;
        let mut titles: Vec<(&String, &(usize, u32))> = played.titles.iter().collect();
        titles.sort_by_key(|(_, (_, lowest))| *lowest);
        let _ = writeln!(out, "titles:");
        let mut titled = 0;
        for (title, (n, _)) in titles {
            titled += n;
            let _ = writeln!(out, "  {title}: {:.1}%", 100.0 * *n as f64 / seats);
        }
        let untitled = played.totals.len() - titled;
        let _ = writeln!(out, "  (no title): {:.1}%", 100.0 * untitled as f64 / seats);
    }
    let _ = writeln!(out, "time per move: {}", time_line(&played));
    if args.level == Level::Strong {
        // The normal level on the same games, so that one run shows both.
        let baseline = match play(Level::Normal, None) {
            Ok(p) => p,
            Err(status) => return status,
        };
        let _ = writeln!(
            out,
            "baseline (level normal, same games): {}",
            shared::distribution(&baseline.totals, true)
        );
        let _ = writeln!(out, "baseline time per move: {}", time_line(&baseline));
    }
    0
}
