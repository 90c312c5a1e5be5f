//! Writes the sample pictures of docs/images/ (and the README): both maps mid-game, with
//! the legal-trail overlay, the turn's cards and the standings.
//!
//! `cargo run --release --example render_samples -- docs/images`

use std::path::PathBuf;

use tucana::game::sim::play_turn;
use tucana::game::{rng::Rng, Game, MapId, Options, Setup};
use tucana::render::{self, SheetView};

fn game(map: MapId, seed: u64, players: usize, turns: usize, special_bonus: bool) -> Game {
    let options = Options {
        map,
        special_bonus,
        ..Options::default()
    };
    let mut game = Game::new(Setup::from_seed(seed, options, players).expect("a valid set-up"));
    let mut rng = Rng::new(seed, 1);
    for _ in 0..turns {
        if game.is_finished() {
            break;
        }
        play_turn(&mut game, &mut rng);
    }
    game
}

fn main() {
    let dir = PathBuf::from(
        std::env::args()
            .nth(1)
            .unwrap_or_else(|| "docs/images".into()),
    );
    std::fs::create_dir_all(&dir).expect("the output folder can be made");
    let names = [
        "Ana", "Bruno", "Chiara", "Dmitri", "Esther", "Farid", "Gwen", "Hiro",
    ];
    let write = |file: &str, png: Vec<u8>| {
        let path = dir.join(file);
        std::fs::write(&path, &png).expect("the picture can be written");
        println!("{} ({} KB)", path.display(), png.len() / 1024);
    };

    let petit = game(MapId::Petit, 7, 4, 18, false);
    write(
        "sheet-petit.png",
        render::sheet(&SheetView::new(&petit, 0, names[0])),
    );
    write(
        "sheet-petit-legal.png",
        render::sheet(&SheetView::new(&petit, 0, names[0]).with_legal(true)),
    );
    write("cards-petit.png", render::cards(&petit));
    write(
        "standings-petit.png",
        render::standings(&petit, &names[..4]),
    );

    let grande = game(MapId::Grande, 11, 8, 30, true);
    write(
        "sheet-grande.png",
        render::sheet(&SheetView::new(&grande, 2, names[2])),
    );
    write(
        "sheet-grande-legal.png",
        render::sheet(&SheetView::new(&grande, 2, names[2]).with_legal(true)),
    );
    write("cards-grande.png", render::cards(&grande));
    write("standings-grande.png", render::standings(&grande, &names));

    let solo = game(MapId::Petit, 3, 1, 99, false);
    write("standings-solo.png", render::standings(&solo, &["Ana"]));
}
