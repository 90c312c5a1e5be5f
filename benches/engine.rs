//! Engine benchmarks: whole random games, and the per-move queries the bot makes.
//!
//! `cargo bench --bench engine`. The bar: at least 100,000 random 4-player Isla Petit games
//! per second on one core (criterion reports the time per game; 10 µs is 100,000/s), as
//! `tucana sim --option map=petit --players 4` plays them: the group "Trails of Tucana,
//! random 4-player Isla Petit game" measures the engine's game alone and the game as the
//! sim plays it, through the tools (its figure is `sim`'s games/s). Combi-Nations and La Isla:
//! whole random games, and `apply` and the legal moves over every position of one game,
//! typed and through the game interface (docs/ai.md gives the figures).

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use std::hint::black_box;
use std::time::Duration;
use tucana::game::tools::Deal;
use tucana::game::{Play, Rules};
use tucana::games::combi_nations as combi;
use tucana::games::la_isla as isla;
use tucana::games::tucana::sim::{game_seed, random_game};
use tucana::games::tucana::{Game, MapId, Options, Setup};

fn games(c: &mut Criterion) {
    // Isla Petit's: `tucana_random_petit`.
    let mut i = 0u64;
    let grande = Options {
        map: MapId::Grande,
        special_bonus: true,
        ..Options::default()
    };
    c.bench_function("random 8-player Isla Grande game, Special Bonus", |b| {
        b.iter(|| {
            i += 1;
            black_box(random_game(game_seed(2, i), grande, 8).unwrap())
        })
    });
}

fn queries(c: &mut Criterion) {
    let game = random_game(5, Options::default(), 4).unwrap();
    c.bench_function("replay a finished 4-player game from its log", |b| {
        b.iter(|| black_box(Game::replay(game.setup().clone(), game.log()).unwrap()))
    });
    let mid = Game::new(Setup::from_seed(6, Options::default(), 4).unwrap());
    c.bench_function("legal trails and their previews (autocomplete)", |b| {
        b.iter(|| {
            let legal = mid.legal_trails(0);
            let points: u32 = legal
                .iter()
                .map(|e| mid.preview(0, e).unwrap().sight_points)
                .sum();
            black_box(points)
        })
    });
}

/// The positions of a game at each of its moves, from its start: where the engines are
/// asked for legal moves, and the moves that led on from each.
fn positions<G: Clone, M: Clone>(
    start: G,
    log: &[M],
    mut apply: impl FnMut(&mut G, &M),
) -> Vec<(G, M)> {
    let mut game = start;
    let mut out = Vec::with_capacity(log.len());
    for mv in log {
        out.push((game.clone(), mv.clone()));
        apply(&mut game, mv);
    }
    out
}

/// The interface's legal moves of the seat that moved next, over every position.
fn interface_legal(
    group: &mut criterion::BenchmarkGroup<'_, criterion::measurement::WallTime>,
    at: Vec<(Box<dyn Play>, usize)>,
) {
    group.bench_function("legal moves, interface", |b| {
        b.iter(|| {
            let n: usize = at.iter().map(|(g, s)| g.legal_moves(*s).len()).sum();
            black_box(n)
        })
    });
}

/// Combi-Nations, 3 players: whole games, then `apply` and the legal moves over every
/// position of one game (the throughput is per position), typed and through the game
/// interface (moves as text).
fn combi_nations(c: &mut Criterion) {
    let mut i = 0u64;
    c.bench_function("random 3-player Combi-Nations game", |b| {
        b.iter(|| {
            i += 1;
            black_box(combi::sim::random_game(3, game_seed(3, i)))
        })
    });
    let played = combi::sim::random_game(3, game_seed(3, 0));
    let start = combi::Game::new(played.setup.clone());
    let log = played.log();
    let mut group = short(c.benchmark_group("Combi-Nations, every position of a 3-player game"));
    group.throughput(Throughput::Elements(log.len() as u64));
    apply_typed(&mut group, &start, log, |g, mv| g.apply(mv).is_ok());
    let texts: Vec<String> = log.iter().map(combi::Move::encode).collect();
    let boxed = || -> Box<dyn Play> {
        Box::new(combi::play::CombiGame {
            game: start.clone(),
        })
    };
    group.bench_function("apply, interface", |b| {
        b.iter(|| {
            let mut game = boxed();
            for mv in &texts {
                game.apply(mv).unwrap();
            }
            black_box(game.log_len())
        })
    });
    let at = positions(start.clone(), log, |g, mv| {
        g.apply(mv).unwrap();
    });
    group.bench_function("legal moves, typed (options and placements)", |b| {
        b.iter(|| {
            let mut n = 0;
            for (game, mv) in &at {
                let seat = mv.seat();
                let Some(board) = game.board(seat) else {
                    continue;
                };
                for (_, _, tile) in game.options(seat) {
                    n += board.legal_placements(tile).len();
                }
            }
            black_box(n)
        })
    });
    let boxed_at = at
        .iter()
        .map(|(g, mv)| {
            let play: Box<dyn Play> = Box::new(combi::play::CombiGame { game: g.clone() });
            (play, mv.seat())
        })
        .collect();
    interface_legal(&mut group, boxed_at);
    group.finish();
}

/// La Isla, 3 players: as [`combi_nations`].
fn la_isla(c: &mut Criterion) {
    let mut i = 0u64;
    let options = isla::state::Options::default();
    c.bench_function("random 3-player La Isla game", |b| {
        b.iter(|| {
            i += 1;
            black_box(isla::sim::random_game(3, game_seed(4, i), options))
        })
    });
    let seed = game_seed(4, 0);
    let played = isla::sim::random_game(3, seed, options).game;
    let start = isla::Game::from_seed(seed, options, 3).unwrap();
    let log = played.log();
    let mut group = short(c.benchmark_group("La Isla, every position of a 3-player game"));
    group.throughput(Throughput::Elements(log.len() as u64));
    apply_typed(&mut group, &start, log, |g, mv| g.apply(mv).is_ok());
    group.bench_function("apply, typed, quiet (no events worded)", |b| {
        b.iter(|| {
            let mut game = start.clone();
            for mv in log {
                game.apply_quiet(mv).unwrap();
            }
            black_box(game)
        })
    });
    let texts: Vec<String> = log.iter().map(isla::Move::encode).collect();
    group.bench_function("apply, interface", |b| {
        b.iter(|| {
            let mut game = isla::play::LaIsla.setup(seed, "{}", 3).unwrap();
            for mv in &texts {
                game.apply(mv).unwrap();
            }
            black_box(game.log_len())
        })
    });
    let at = positions(start.clone(), log, |g, mv| {
        g.apply(mv).unwrap();
    });
    group.bench_function("legal moves, typed", |b| {
        b.iter(|| {
            let n: usize = at
                .iter()
                .map(|(g, mv)| {
                    g.legal_assignments(mv.seat()).len() + g.legal_turns(mv.seat()).len()
                })
                .sum();
            black_box(n)
        })
    });
    let boxed_at = at
        .iter()
        .map(|(g, mv)| {
            let play: Box<dyn Play> = Box::new(isla::play::IslaGame { game: g.clone() });
            (play, mv.seat())
        })
        .collect();
    interface_legal(&mut group, boxed_at);
    group.finish();
}

/// A group measured briefly enough that the whole bench stays within minutes on a loaded
/// one-core run: the per-position figures vary little from sample to sample.
fn short(
    mut group: criterion::BenchmarkGroup<'_, criterion::measurement::WallTime>,
) -> criterion::BenchmarkGroup<'_, criterion::measurement::WallTime> {
    group
        .sample_size(30)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3));
    group
}

/// "apply, typed": the engine's own `apply` replays `log` from `start` (each move must apply).
fn apply_typed<G: Clone, M>(
    group: &mut criterion::BenchmarkGroup<'_, criterion::measurement::WallTime>,
    start: &G,
    log: &[M],
    apply: impl Fn(&mut G, &M) -> bool,
) {
    group.bench_function("apply, typed", |b| {
        b.iter(|| {
            let mut game = start.clone();
            for mv in log {
                assert!(apply(&mut game, mv), "a logged move applies");
            }
            black_box(game)
        })
    });
}

/// Trails of Tucana's random 4-player Isla Petit game: the engine's alone, and as `tucana
/// sim` plays it through the game's tools and the interface (the log's length, the
/// standings, the figures), whose plumbing once took more time than the game itself.
fn tucana_random_petit(c: &mut Criterion) {
    let mut group = c.benchmark_group("Trails of Tucana, random 4-player Isla Petit game");
    group.throughput(Throughput::Elements(1));
    let mut i = 0u64;
    group.bench_function("engine", |b| {
        b.iter(|| {
            i += 1;
            black_box(random_game(game_seed(3, i), Options::default(), 4).unwrap())
        })
    });
    let rules: &dyn Rules = &tucana::games::tucana::Tucana;
    let tools = rules.tools().expect("Trails of Tucana has tools");
    let options = rules.options(&[("map", "petit")]).unwrap();
    group.bench_function("as tucana sim plays it", |b| {
        b.iter(|| {
            i += 1;
            let deal = Deal {
                seed: game_seed(3, i),
                options: &options,
                players: 4,
            };
            let game = tools.random_game(deal).unwrap();
            black_box((
                game.log_len(),
                game.standings(),
                tools.figures(game.as_ref()),
            ))
        })
    });
    group.finish();
}

criterion_group!(
    benches,
    games,
    tucana_random_petit,
    queries,
    combi_nations,
    la_isla
);
criterion_main!(benches);
