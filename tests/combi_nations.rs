//! Combi-Nations: a test per rule, every facility with and without scoring, the reference's
//! worked examples (combi-nations.md §10), replay scripts and malformed scripts.

#[path = "combi_nations/scripts.rs"]
mod scripts;

use tucana::game::{Play, Rules, ToAct, View};
use tucana::games::combi_nations::data::{Content, CountryId, Facility, Land, Stack, TileId};
use tucana::games::combi_nations::play::{CombiGame, COMBI_NATIONS};
use tucana::games::combi_nations::score::{self, CountryScore};
use tucana::games::combi_nations::state::{
    Board, Facilities, Game, Happened, Move, Opt, Options, Phase, Setup,
};

fn tile(id: &str) -> TileId {
    id.parse().expect("a tile id")
}

/// A country built by placing tiles in order, each placement checked legal when made.
fn build(country: CountryId, tiles: &[(&str, &str)]) -> Board {
    let mut board = Board::new(country);
    let c = country.country();
    for (i, (id, cells)) in tiles.iter().enumerate() {
        let t = tile(id);
        let cells: Vec<usize> = cells
            .split(' ')
            .map(|l| c.cell(l).expect("a label"))
            .collect();
        assert!(
            board.orientation(t, &cells).is_some(),
            "tile {} ({id}) does not have that shape",
            i + 1
        );
        assert!(
            board.is_legal(&cells),
            "tile {} ({id}) is not legal there",
            i + 1
        );
        board.place(t, &cells);
    }
    board
}

fn vp_of(score: &CountryScore, board: &Board, label: &str) -> u32 {
    let cell = board.country.country().cell(label).unwrap();
    score
        .facilities
        .iter()
        .find(|f| f.cell == cell)
        .expect("a facility there")
        .vp
}

fn ana_10_2() -> Board {
    build(
        CountryId::Delta,
        &[
            ("I-01", "E5 D4 C3"),
            ("I-05", "C4 D5 E6"),
            ("V-05", "B3 B4 C5"),
            ("I-06", "D6 C6 B6"),
            ("I-11", "A1 A2 A3"),
            ("T-11", "B1 C2 C1"),
            ("I-07", "D3 D2 D1"),
            ("T-18", "C7 D8 D7"),
            ("V-15", "E3 E4 F5"),
            ("V-16", "E8 F8 F7"),
            ("1-16", "F6"),
            ("1-18", "E1"),
            ("1-04", "F2"),
            ("2-03", "F4 F3"),
            ("1-13", "A5"),
        ],
    )
}

fn ben_10_2() -> Board {
    build(
        CountryId::Shield,
        &[
            ("T-02", "D5 C6 D6"),
            ("I-10", "E3 D4 C5"),
            ("V-06", "A5 B5 B4"),
            ("T-04", "B3 C4 C3"),
            ("I-16", "A2 A3 A4"),
            ("V-11", "E6 F5 F4"),
            ("T-12", "B7 A6 A7"),
            ("T-03", "D2 D3 E2"),
            ("I-15", "D1 E1 F1"),
            ("I-13", "G2 F3 E4"),
            ("V-08", "C1 B1 B2"),
            ("2-08", "G3 G4"),
            ("1-14", "A1"),
        ],
    )
}

mod worked_examples {
    use super::*;

    /// §10.2, line by line: Ana 73, Ben 70.
    #[test]
    fn final_scoring_two_players() {
        let (ana, ben) = (ana_10_2(), ben_10_2());
        let scores = score::score(&[ana.clone(), ben.clone()], Facilities::Full, false);
        let (a, b) = (&scores[0], &scores[1]);
        assert_eq!(a.areas[Land::Forest.index()], vec![14]);
        assert_eq!(a.areas[Land::Grass.index()], vec![4, 2]);
        assert_eq!(a.land, [31, 5, 4, 8]);
        assert_eq!(a.doubled, Land::City);
        for (label, vp) in [
            ("D5", 3),
            ("F4", 0),
            ("C6", 3),
            ("D3", 3),
            ("B3", 5),
            ("E5", 4),
            ("A5", 1),
            ("F6", 2),
            ("E1", 2),
        ] {
            assert_eq!(vp_of(a, &ana, label), vp, "Ana's facility at {label}");
        }
        assert_eq!((a.empty, a.penalty, a.total), (2, 2, 73));
        assert_eq!(b.land, [4, 31, 6, 6]);
        assert_eq!(b.doubled, Land::Forest);
        for (label, vp) in [
            ("D2", 3),
            ("G3", 0),
            ("D4", 3),
            ("B1", 3),
            ("B5", 4),
            ("B3", 3),
            ("A1", 2),
            ("D5", 3),
        ] {
            assert_eq!(vp_of(b, &ben, label), vp, "Ben's facility at {label}");
        }
        assert_eq!((b.empty, b.penalty, b.total), (2, 2, 70));
        assert_eq!((a.rank, b.rank), (1, 2));
    }

    /// §10.3: Cleo's solo Heartland, 77 and "A town worth a detour".
    #[test]
    fn final_scoring_solo() {
        let cleo = build(
            CountryId::Heartland,
            &[
                ("1-15", "A4"),
                ("I-02", "B4 B3 B2"),
                ("I-04", "E1 E2 E3"),
                ("V-03", "C6 D6 D5"),
                ("T-08", "E6 E7 F6"),
                ("T-06", "D2 D1 C1"),
                ("V-15", "E5 E4 D3"),
                ("T-05", "G3 F3 F4"),
                ("T-14", "D4 C3 C4"),
                ("1-19", "C5"),
                ("1-20", "B1"),
                ("2-11", "G5 G4"),
                ("V-16", "G2 G1 F1"),
                ("I-16", "A1 A2 A3"),
            ],
        );
        let s = &score::score(std::slice::from_ref(&cleo), Facilities::Full, true)[0];
        assert_eq!(s.land, [8, 6, 5, 25]);
        assert_eq!(s.doubled, Land::City);
        for (label, vp) in [
            ("G3", 2),
            ("A4", 3),
            ("B1", 0),
            ("B4", 4),
            ("C5", 2),
            ("D2", 3),
            ("D5", 2),
            ("E1", 4),
            ("E6", 8),
        ] {
            assert_eq!(vp_of(s, &cleo, label), vp, "Cleo's facility at {label}");
        }
        assert_eq!((s.empty, s.penalty, s.total), (3, 0, 77));
        assert_eq!(score::title(s.total), Some("A town worth a detour"));
    }
}
