//! Engine benchmarks: whole random games, and the per-move queries the bot makes.
//!
//! `cargo bench --bench engine`. The bar: at least 20,000 random 4-player Isla Petit
//! games per second on one core (criterion reports the time per game; 50 µs is 20,000/s).
//! `tucana sim --games 100000` prints the same figure as games/s.

use criterion::{criterion_group, criterion_main, Criterion};
use std::hint::black_box;
use tucana::games::tucana::sim::{game_seed, random_game};
use tucana::games::tucana::{Game, MapId, Options, Setup};

fn games(c: &mut Criterion) {
    let mut i = 0u64;
    c.bench_function("random 4-player Isla Petit game", |b| {
        b.iter(|| {
            i += 1;
            black_box(random_game(game_seed(1, i), Options::default(), 4).unwrap())
        })
    });
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

criterion_group!(benches, games, queries);
criterion_main!(benches);
