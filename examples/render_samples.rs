//! Writes the sample pictures of docs/images/: both maps mid-game (with and without the
//! legal-trail overlay), the turn's cards, the standings, and the daily challenge's share
//! card and stats.
//!
//! `cargo run --release --example render_samples -- docs/images`

use std::path::PathBuf;

use tucana::games::tucana::pictures::{self, demo_game, DailyCard, SheetView};
use tucana::games::tucana::{MapId, Sight};
use tucana::render::{self, ScoreHistogram};

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
        println!("{} ({} KB)", path.display(), png.len().div_ceil(1024));
    };

    // Isla Petit, 4 players, round 2.
    let petit = demo_game(MapId::Petit, 4, 17, 7);
    write(
        "sheet-petit.png",
        pictures::sheet(&SheetView::new(&petit, 0, names[0])),
    );
    write(
        "sheet-petit-legal.png",
        pictures::sheet(&SheetView::new(&petit, 0, names[0]).with_legal(true)),
    );
    write("cards-petit.png", pictures::cards(&petit));
    write(
        "standings-petit.png",
        pictures::standings(&petit, &names[..4]),
    );

    // Isla Grande, 8 players with the Special Bonus, round 2.
    let grande = demo_game(MapId::Grande, 8, 20, 11);
    write(
        "sheet-grande.png",
        pictures::sheet(&SheetView::new(&grande, 2, names[2])),
    );
    write(
        "sheet-grande-legal.png",
        pictures::sheet(&SheetView::new(&grande, 2, names[2]).with_legal(true)),
    );
    write("cards-grande.png", pictures::cards(&grande));
    write("standings-grande.png", pictures::standings(&grande, &names));

    // A finished solo game: the ladder title.
    let solo = demo_game(MapId::Petit, 1, 26, 3);
    write("standings-solo.png", pictures::standings(&solo, &["Ana"]));

    // The daily challenge: a shared result card and a player's record.
    write(
        "daily-share.png",
        pictures::daily_card(&DailyCard {
            title: "Daily Tucana · 2026-11-22".into(),
            subtitle: "Isla Grande · special bonus · random start".into(),
            player: "Ana".into(),
            total: 142,
            rounds: vec![12, 26, 41],
            villages: 48,
            bonus: 15,
            ladder: Some("Dinner at the Mayor's house".into()),
            sights: vec![
                (Sight::Obelisk, 3),
                (Sight::Book, 2),
                (Sight::Toucan, 0),
                (Sight::Yeti, 3),
                (Sight::SeaMonster, 1),
            ],
            per_type: 3,
        }),
    );
    write(
        "daily-stats.png",
        render::score_histogram(&ScoreHistogram {
            title: "Ana's daily record".into(),
            subtitle: "23 played · streak 6 (best 9) · best 96 · average 71.4".into(),
            bars: [(40, 1), (50, 3), (60, 6), (70, 8), (80, 3), (90, 2)]
                .iter()
                .map(|(from, n)| (format!("{from}–{}", from + 9), *n))
                .collect(),
            best_bar: Some(5),
        }),
    );
}
