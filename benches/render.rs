//! Render-and-encode time of the pictures the bot draws on every move.
//!
//! `cargo bench --bench render`: an Isla Grande sheet (1474 px wide) with the legal-trail
//! overlay, and the standings of 8 players with their thumbnails, mid-game; Islas Canarias'
//! table of 5 islands with the last ship's arrival, a seat's own island with its hand, and
//! the standings. Each picture
//! is drawn and encoded as PNG in full on every iteration (one core); the sizes are
//! printed first.

use criterion::{criterion_group, criterion_main, Criterion};
use tucana::games::tucana::pictures::{self, demo_game, SheetView};
use tucana::games::tucana::MapId;
use tucana::render;

fn pictures(c: &mut Criterion) {
    let game = demo_game(MapId::Grande, 8, 24, 11);
    let names = [
        "Ana", "Bruno", "Chiara", "Dmitri", "Esther", "Farid", "Gwen", "Hiro",
    ];
    let view = SheetView::new(&game, 2, names[2]).with_legal(true);
    let sheet = pictures::sheet(&view);
    let standings = pictures::standings(&game, &names);
    let (w, h, _) = render::decode(&sheet).expect("a PNG");
    println!(
        "Isla Grande sheet with legal overlay: {w}x{h}, {} KB; 8-player standings: {} KB",
        sheet.len().div_ceil(1024),
        standings.len().div_ceil(1024)
    );
    c.bench_function("sheet_grande_legal", |b| b.iter(|| pictures::sheet(&view)));
    c.bench_function("standings_8_players", |b| {
        b.iter(|| pictures::standings(&game, &names))
    });
}

fn canarias(c: &mut Criterion) {
    use tucana::games::islas_canarias::{pictures, sim};
    let game = sim::demo(5, 120, 11);
    let names: Vec<String> = ["Ana", "Bruno", "Chiara", "Dmitri", "Esther"]
        .map(String::from)
        .to_vec();
    for (what, png) in [
        ("table of 5", pictures::table(&game, &names)),
        (
            "own island with hand",
            pictures::seat(&game, 0, &names, true),
        ),
        ("standings of 5", pictures::standings(&game, &names)),
    ] {
        let (w, h, _) = render::decode(&png).expect("a PNG");
        println!(
            "Islas Canarias {what}: {w}x{h}, {} KB",
            png.len().div_ceil(1024)
        );
    }
    c.bench_function("canarias_table_5", |b| {
        b.iter(|| pictures::table(&game, &names))
    });
    c.bench_function("canarias_own_island", |b| {
        b.iter(|| pictures::seat(&game, 0, &names, true))
    });
    c.bench_function("canarias_standings_5", |b| {
        b.iter(|| pictures::standings(&game, &names))
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(60);
    targets = pictures, canarias
}
criterion_main!(benches);
