use std::time::Instant;
use tucana::game::sim::play_turn;
use tucana::game::{rng::Rng, Game, MapId, Options, Setup};
use tucana::render::{self, SheetView};
fn main() {
    let what = std::env::args().nth(1).unwrap_or_default();
    let options = Options {
        map: MapId::Grande,
        special_bonus: true,
        ..Options::default()
    };
    let mut game = Game::new(Setup::from_seed(11, options, 8).unwrap());
    let mut rng = Rng::new(11, 1);
    for _ in 0..30 {
        play_turn(&mut game, &mut rng);
    }
    let names = ["a", "b", "c", "d", "e", "f", "g", "h"];
    let _ = render::sheet(&SheetView::new(&game, 2, "Chiara").with_legal(true));
    let _ = render::standings(&game, &names);
    let t = Instant::now();
    let mut n = 0;
    let iters: usize = std::env::var("ITERS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(100);
    for _ in 0..iters {
        n += if what == "sheet" {
            render::sheet(&SheetView::new(&game, 2, "Chiara").with_legal(true)).len()
        } else {
            render::standings(&game, &names).len()
        };
    }
    println!(
        "{what} {:.2} ms wall ({n})",
        t.elapsed().as_secs_f64() * 1000.0 / iters as f64
    );
}
