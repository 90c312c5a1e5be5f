//! `tucana sim`: plays games of random legal moves of any game on one core and prints
//! figures: games/s, moves/s, the score distribution and the game's own figures.

use std::io::Write;
use std::time::Instant;

use clap::Args;

use super::shared::{self, bad_input, distribution, Batch, BatchArgs};
use crate::game::tools::{game_seed, Figure, Per};

#[derive(Debug, Args)]
pub struct SimArgs {
    #[command(flatten)]
    pub batch: BatchArgs,
    /// Players per game.
    #[arg(long, default_value_t = 4)]
    pub players: usize,
    /// How many games to play.
    #[arg(long, default_value_t = 1000)]
    pub games: u64,
}

/// The sums of a game's figures over the run, in the game's order.
#[derive(Default)]
struct Sums(Vec<Figure>);

impl Sums {
    fn add(&mut self, figures: Vec<Figure>) {
        if self.0.is_empty() {
            self.0 = figures;
            return;
        }
        for (sum, f) in self.0.iter_mut().zip(figures) {
            sum.value += f.value;
        }
    }

    /// `sights 4.1 villages 12.0` of the figures counted `per`, each divided by `n`.
    fn means(&self, per: Per, n: f64) -> String {
        let parts: Vec<String> = self
            .0
            .iter()
            .filter(|f| f.per == per)
            .map(|f| format!("{} {:.1}", f.name, f.value / n))
            .collect();
        parts.join(", ")
    }
}

pub fn run(args: &SimArgs, out: &mut dyn Write, err: &mut dyn Write) -> u8 {
    let Batch {
        rules,
        tools,
        options,
        dump,
    } = match shared::batch(&args.batch, args.players, false) {
        Ok(batch) => batch,
        Err(e) => return bad_input(err, e),
    };
    let names = shared::names(args.players);
    let mut totals: Vec<u32> = Vec::new();
    let mut winning: Vec<u32> = Vec::new();
    let mut sums = Sums::default();
    let mut moves = 0u64;
    let mut deal = match tools.dealer(&options, args.players) {
        Ok(dealer) => dealer,
        Err(e) => return bad_input(err, e),
    };
    let started = Instant::now();
    for i in 0..args.games {
        let game = match deal(game_seed(args.batch.seed, i)) {
            Ok(g) => g,
            Err(e) => return bad_input(err, e),
        };
        moves += game.log_len() as u64;
        let scores = tools.scores(game.as_ref());
        totals.extend(scores.iter().map(|s| s.total));
        winning.extend(scores.iter().filter(|s| s.rank == 1).map(|s| s.total).max());
        sums.add(tools.figures(game.as_ref()));
        if let Some(dump) = &dump {
            if let Err(e) = dump.write(i, game.as_ref(), &names) {
                return bad_input(err, e);
            }
        }
    }
    let secs = started.elapsed().as_secs_f64().max(1e-9);
    let seats = totals.len().max(1) as f64;
    let games = args.games.max(1) as f64;
    let _ = writeln!(
        out,
        "{}",
        shared::heading(
            args.games,
            rules.name(),
            args.players as u64,
            &shared::described(rules, &options),
            args.batch.seed
        )
    );
    let _ = writeln!(out, "{:.0} games/s", args.games as f64 / secs);
    let _ = writeln!(
        out,
        "{:.0} moves/s ({moves} moves in {secs:.3} s)",
        moves as f64 / secs
    );
    let _ = writeln!(out, "scores: {}", distribution(&totals, false));
    let _ = writeln!(
        out,
        "mean parts: {}; mean winning score {:.1}",
        sums.means(Per::Seat, seats),
        winning.iter().map(|&w| f64::from(w)).sum::<f64>() / winning.len().max(1) as f64
    );
    let per_game = sums.means(Per::Game, games);
    if !per_game.is_empty() {
        let _ = writeln!(out, "mean per game: {per_game}");
    }
    if let Some(dump) = &dump {
        let _ = writeln!(
            out,
            "wrote {} scripts into {}",
            args.games,
            dump.dir().display()
        );
    }
    0
}
