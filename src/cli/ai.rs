//! `tucana ai`: computer players play whole games of any game that has them (the set-ups of
//! `tucana sim` with the same seed), and the figures are printed. Solo: the score
//! distribution, the share of games on each title and the time per move. Several players:
//! a match of the levels of `--seats`, rotated over the seats from game to game, with each
//! level's wins, mean score and time per move.

use std::collections::BTreeMap;
use std::io::Write;
use std::time::{Duration, Instant};

use clap::Args;

use super::shared::{self, bad_input, Batch, BatchArgs, Dump};
use super::words::LangArg;
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
    /// Players per game, every one a computer player of the level (1 by default, or as
    /// many as `--seats` names).
    #[arg(long)]
    pub players: Option<usize>,
    /// A match: each seat's level (`strong,normal,normal`), rotated one seat on at every
    /// game so that each level sits in each seat alike. Several players without it: every
    /// seat plays `--level`.
    #[arg(long, value_delimiter = ',')]
    pub seats: Vec<Level>,
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
    /// The language of the titles and the game's refusals.
    #[command(flatten)]
    pub lang: LangArg,
}

/// What one level did over the run's games.
#[derive(Default)]
struct Played {
    totals: Vec<u32>,
    /// Each title earned, with how many seats earned it and the lowest total that did.
    titles: BTreeMap<String, (usize, u32)>,
    /// The level's seats that finished first (a shared first place counts for each).
    wins: u64,
    moves: u64,
    thinking: Duration,
    slowest: Duration,
}

/// What each level did: one level in a solo run, every level of `--seats` in a match.
type ByLevel = BTreeMap<Level, Played>;

/// What the run is asked for, checked.
struct Run<'a> {
    args: &'a AiArgs,
    rules: &'static dyn Rules,
    options: String,
    players: usize,
}

impl Run<'_> {
    /// A message of the game in `--lang`.
    fn say(&self, msg: &crate::words::Msg) -> String {
        crate::game::words_of(self.rules).render_in(self.args.lang.lang, msg, &[])
    }

    /// One game played to its end, seat `s` by a computer player of `levels[s]`.
    fn game(&self, i: u64, levels: &[Level], by: &mut ByLevel) -> Result<Box<dyn Play>, String> {
        let seed = game_seed(self.args.batch.seed, i);
        let mut game = self
            .rules
            .setup(seed, &self.options, self.players)
            .map_err(|e| self.say(&e))?;
        while !game.is_finished() {
            if game.log_len() > MAX_MOVES {
                return Err(format!("game {i}: no end after {MAX_MOVES} moves"));
            }
            let started = Instant::now();
            let chosen = game.to_act().seats().into_iter().find_map(|seat| {
                let level = levels[seat];
                let mv = game.bot_move(seat, level, self.args.budget, seed)?;
                Some((level, mv))
            });
            let moves = match chosen {
                Some((level, mv)) => {
                    let took = started.elapsed();
                    let played = by.entry(level).or_default();
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
        let winners = game.winners();
        for s in game.standings() {
            let played = by.entry(levels[s.seat]).or_default();
            played.totals.push(s.total);
            played.wins += u64::from(winners.contains(&s.seat));
            if let Some(title) = s.title {
                let title = self.say(&title);
                let entry = played.titles.entry(title).or_insert((0, s.total));
                entry.0 += 1;
                entry.1 = entry.1.min(s.total);
            }
        }
        Ok(game)
    }

    /// The run's games, game `i` seating `seats` rotated by `i` (seat `s` plays
    /// `seats[(s + i) % n]`); `dump` writes them, each seat named by its level.
    fn play(&self, seats: &[Level], dump: Option<&Dump>) -> Result<ByLevel, String> {
        let n = seats.len();
        let mut by = ByLevel::new();
        for i in 0..self.args.games {
            let levels: Vec<Level> = (0..n).map(|s| seats[(s + i as usize) % n]).collect();
            let game = self.game(i, &levels, &mut by)?;
            if let Some(dump) = dump {
                let names = if n == 1 {
                    shared::names(1)
                } else {
                    (0..n)
                        .map(|s| format!("p{}-{}", s + 1, levels[s]))
                        .collect()
                };
                dump.write(i, game.as_ref(), &names)?;
            }
        }
        Ok(by)
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

/// The seats of the run: `--seats`, else every one of `--players` (1 by default) at
/// `--level`; `--players` must agree with `--seats` when both are given.
fn seats(args: &AiArgs) -> Result<Vec<Level>, String> {
    match (args.players, args.seats.len()) {
        (Some(p), n) if n > 0 && p != n => Err(format!(
            "--players: {p} players, yet --seats names {n}; give one of them"
        )),
        (_, n) if n > 0 => Ok(args.seats.clone()),
        (players, _) => Ok(vec![args.level; players.unwrap_or(1)]),
    }
}

pub fn run(args: &AiArgs, out: &mut dyn Write, err: &mut dyn Write) -> u8 {
    let seats = match seats(args) {
        Ok(seats) => seats,
        Err(e) => return bad_input(err, e),
    };
    let Batch {
        rules,
        options,
        dump,
        ..
    } = match shared::batch(&args.batch, seats.len(), true) {
        Ok(batch) => batch,
        Err(e) => return bad_input(err, e),
    };
    let run = Run {
        args,
        rules,
        options,
        players: seats.len(),
    };
    // A game that fails on the way (a refused move, no end) fails the run: exit status 1.
    let mut play = |seats: &[Level], dump| {
        run.play(seats, dump).map_err(|e| {
            let _ = writeln!(err, "{e}");
            1
        })
    };
    let by = match play(&seats, dump.as_ref()) {
        Ok(by) => by,
        Err(status) => return status,
    };
    if seats.len() > 1 {
        match_report(&run, &seats, &by, out);
        return 0;
    }
    let level = seats[0];
    let none = Played::default();
    let played = by.get(&level).unwrap_or(&none);
    let _ = writeln!(
        out,
        "{}, level {level}",
        shared::heading(
            args.games,
            rules.name(),
            1,
            &shared::described(rules, &run.options),
            args.batch.seed
        ),
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
    let _ = writeln!(out, "time per move: {}", time_line(played));
    if level == Level::Strong {
        // The normal level on the same games, so that one run shows both.
        let baseline = match play(&[Level::Normal], None) {
            Ok(by) => by,
            Err(status) => return status,
        };
        let baseline = baseline.get(&Level::Normal).unwrap_or(&none);
        let _ = writeln!(
            out,
            "baseline (level normal, same games): {}",
            shared::distribution(&baseline.totals, true)
        );
        let _ = writeln!(out, "baseline time per move: {}", time_line(baseline));
    }
    0
}

/// A match's figures: for each level of `--seats` (strongest first), its wins over its
/// seats in all the games (`normal wins W of N`: N counts the level's seats, so two
/// normal seats over 60 games make 120), its mean score and its time per move.
fn match_report(run: &Run<'_>, seats: &[Level], by: &ByLevel, out: &mut dyn Write) {
    let names: Vec<&str> = seats.iter().map(|l| l.name()).collect();
    let _ = writeln!(
        out,
        "{}, seats {} rotated",
        shared::heading(
            run.args.games,
            run.rules.name(),
            seats.len() as u64,
            &shared::described(run.rules, &run.options),
            run.args.batch.seed
        ),
        names.join(",")
    );
    for (level, played) in by.iter().rev() {
        let n = played.totals.len();
        let mean = played.totals.iter().map(|&t| f64::from(t)).sum::<f64>() / n.max(1) as f64;
        let _ = writeln!(
            out,
            "{level} wins {} of {n} ({:.1}%) · mean score {mean:.1}",
            played.wins,
            100.0 * played.wins as f64 / n.max(1) as f64
        );
    }
    for (level, played) in by.iter().rev() {
        let _ = writeln!(out, "{level} time per move: {}", time_line(played));
    }
}
