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

/// Sets cells of `board` directly (no rules): `"C3:HC C4:F"`, all as one piece `piece`.
fn put(board: &mut Board, cells: &str, piece: u16) {
    let country = board.country.country();
    for word in cells.split_whitespace() {
        let (label, code) = word.split_once(':').expect("label:code");
        let cell = country.cell(label).expect("a label");
        board.cells[cell] = Some(Content::from_code(code).expect("a code"));
        board.piece[cell] = piece;
    }
}

/// A Delta country with `cells` set, each word its own piece unless joined by `+`
/// (`"C3:HC+C4:F"` is one tile).
fn delta(cells: &str) -> Board {
    let mut board = Board::new(CountryId::Delta);
    for (i, group) in cells.split_whitespace().enumerate() {
        put(&mut board, &group.replace('+', " "), 200 + i as u16);
    }
    board
}

/// The points of the facility at `label` in the first of `boards` (full facilities).
fn facility_vp(boards: &[Board], label: &str) -> u32 {
    let scores = score::score(boards, Facilities::Full, boards.len() == 1);
    vp_of(&scores[0], &boards[0], label)
}

mod scoring {
    use super::*;

    #[test]
    fn areas_score_by_the_table_and_the_lowest_type_counts_twice() {
        assert_eq!(score::area_vp(1), 0);
        assert_eq!(score::area_vp(4), 4);
        assert_eq!(score::area_vp(8), 13);
        assert_eq!(score::area_vp(14), 31);
        assert_eq!(score::area_vp(15), 34);
        assert_eq!(score::area_vp(30), 34);
        // A fresh country: four areas of 1 (0 each), 38 sand cells.
        let fresh = score::score(&[Board::new(CountryId::Cape)], Facilities::Full, true);
        assert_eq!(
            (fresh[0].land, fresh[0].empty, fresh[0].total),
            ([0; 4], 38, -38)
        );
        // Forest B2 grows to 3 (2 VP), grass E2 to 2 (1 VP): city and lake stay lowest (0).
        let b = delta("A1:F A2:F E1:G");
        let s = &score::score(std::slice::from_ref(&b), Facilities::Full, true)[0];
        assert_eq!(s.land, [2, 1, 0, 0]);
        assert_eq!(s.lowest(), 0);
        // Lake grows: city alone is lowest and counted twice.
        let b = delta("A1:F A2:F A4:L A5:L E8:C");
        let s = &score::score(std::slice::from_ref(&b), Facilities::Full, true)[0];
        assert_eq!(s.land, [2, 0, 1, 2]);
        assert_eq!(s.doubled, Land::Grass);
        assert_eq!(s.total, 2 + 1 + 2 - s.empty as i32);
    }

    #[test]
    fn group_a_scores_only_next_to_the_largest_area_anywhere() {
        // (facility, a cell next to the starting space of its land type, that type's
        // starting space, a cell that grows the other country's area of that type to 2).
        let cases = [
            ("WP", "A1", "A2:F"),
            ("GC", "E1", "E3:G"),
            ("FP", "E8", "F8:C"),
            ("TB", "A5", "B6:L"),
            ("RE", "A1", "A2:F"),
        ];
        for (code, at, bigger) in cases {
            let mine = delta(&format!("{at}:{code}"));
            let level = Board::new(CountryId::Delta);
            assert_eq!(
                facility_vp(&[mine.clone(), level], at),
                3,
                "{code}: shared largest area"
            );
            let other = delta(bigger);
            assert_eq!(
                facility_vp(&[mine.clone(), other], at),
                0,
                "{code}: a larger area elsewhere"
            );
            // Solo: 2 VP whatever the condition (§8).
            assert_eq!(
                facility_vp(std::slice::from_ref(&mine), at),
                2,
                "{code} solo"
            );
        }
    }

    #[test]
    fn tour_operator_and_camp_site_compare_counts() {
        let mine = delta("D5:TO");
        assert_eq!(facility_vp(&[mine.clone(), delta("")], "D5"), 3);
        assert_eq!(
            facility_vp(&[mine.clone(), delta("A1:VP")], "D5"),
            3,
            "a tie counts as best"
        );
        assert_eq!(facility_vp(&[mine, delta("A1:VP A3:VP")], "D5"), 0);
        // 36 empty sand cells against 36, 38 and 35.
        let mine = delta("D5:CS A1:F");
        assert_eq!(
            facility_vp(&[mine.clone(), delta("A1:F A2:F")], "D5"),
            3,
            "a tie counts as best"
        );
        assert_eq!(facility_vp(&[mine.clone(), delta("")], "D5"), 3);
        assert_eq!(
            facility_vp(&[mine, delta("A1:F A2:F A3:F")], "D5"),
            0,
            "more empty sand"
        );
    }

    #[test]
    fn cabins_farm_mall_harbor_count_land_on_other_tiles_only() {
        for (code, land) in [("HC", "F"), ("FA", "G"), ("MA", "C"), ("HA", "L")] {
            // D4's neighbours: C3, C4, D3, D5, E4, E5. E4 shares the tile: not counted.
            let b = delta(&format!("D4:{code}+E4:{land}"));
            assert_eq!(facility_vp(&[b], "D4"), 0, "{code}: own tile only");
            let b = delta(&format!("D4:{code}+E4:{land} C3:{land} D5:{land}"));
            assert_eq!(facility_vp(&[b], "D4"), 2, "{code}: two on other tiles");
        }
        // A starting space is always on another tile: HC at A1 next to forest B2.
        assert_eq!(facility_vp(&[delta("A1:HC")], "A1"), 1);
    }

    #[test]
    fn four_minus_facilities_count_areas_of_their_type() {
        // A3, C1, D5, F1 are apart from each other and from every starting space.
        for (code, land) in [("HT", "F"), ("MK", "G"), ("ME", "C"), ("DS", "L")] {
            let b = delta(&format!("F8:{code}"));
            assert_eq!(facility_vp(&[b], "F8"), 4, "{code}: one area");
            let b = delta(&format!("F8:{code} A3:{land} C1:{land}"));
            assert_eq!(facility_vp(&[b], "F8"), 2, "{code}: three areas");
            let b = delta(&format!(
                "F8:{code} A3:{land} C1:{land} D5:{land} F1:{land} C7:{land}"
            ));
            assert_eq!(
                facility_vp(&[b], "F8"),
                0,
                "{code}: six areas, never below 0"
            );
        }
    }

    #[test]
    fn watchtower_hotel_viewpoint_bank() {
        assert_eq!(facility_vp(&[delta("F8:WT")], "F8"), 4);
        assert_eq!(facility_vp(&[delta("F8:WT A3:VP C1:VP")], "F8"), 2);
        assert_eq!(
            facility_vp(&[delta("F8:WT A3:VP C1:VP D5:VP F1:VP C7:VP")], "F8"),
            0
        );
        assert_eq!(facility_vp(&[delta("F8:HO")], "F8"), 0);
        assert_eq!(facility_vp(&[delta("F8:HO A3:VP C1:VP")], "F8"), 2);
        assert_eq!(facility_vp(&[delta("F8:VP")], "F8"), 2);
        assert_eq!(facility_vp(&[delta("D4:BA A1:VP")], "D4"), 0);
        assert_eq!(
            facility_vp(&[delta("D4:BA D5:VP C3:BA")], "D4"),
            4,
            "the other BANK counts"
        );
    }

    #[test]
    fn zoo_airport_customs_race_track() {
        assert_eq!(facility_vp(&[delta("D4:ZO")], "D4"), 0);
        assert_eq!(
            facility_vp(&[delta("D4:ZO+C3:F C4:G D5:C E4:L E5:L")], "D4"),
            4,
            "own tile too"
        );
        // A1 is on the border, E5 one cell in, D5 two.
        assert_eq!(facility_vp(&[delta("A1:AP")], "A1"), 1);
        assert_eq!(facility_vp(&[delta("E5:AP")], "E5"), 2);
        assert_eq!(facility_vp(&[delta("D5:AP")], "D5"), 3);
        // A1 has three sides on the border; D5 none.
        assert_eq!(facility_vp(&[delta("A1:CU")], "A1"), 3);
        assert_eq!(facility_vp(&[delta("D5:CU")], "D5"), 0);
        assert_eq!(facility_vp(&[delta("D1:RT")], "D1"), 0, "no other facility");
        assert_eq!(facility_vp(&[delta("D1:RT D2:VP")], "D1"), 0, "next to it");
        assert_eq!(
            facility_vp(&[delta("D1:RT D4:VP")], "D1"),
            2,
            "two cells between"
        );
    }

    #[test]
    fn bird_conservation_takes_the_place_of_the_penalty() {
        let b = delta("D5:BC");
        let s = &score::score(std::slice::from_ref(&b), Facilities::Full, false)[0];
        assert_eq!((s.empty, s.penalty, vp_of(s, &b, "D5")), (37, 0, 37));
        let b = delta("D5:BC A1:BC");
        let s = &score::score(std::slice::from_ref(&b), Facilities::Full, false)[0];
        assert_eq!(
            (s.penalty, vp_of(s, &b, "D5"), vp_of(s, &b, "A1")),
            (0, 36, 36),
            "each copy"
        );
        let mut full = Board::new(CountryId::Delta);
        let all: Vec<String> = (0..42)
            .filter(|&c| full.cells[c].is_none())
            .map(|c| format!("{}:F", full.label(c)))
            .collect();
        put(&mut full, &all.join(" "), 300);
        put(&mut full, "D5:BC", 301);
        assert_eq!(facility_vp(&[full], "D5"), 0, "no empty sand");
        let b = delta("D5:BC");
        let s = &score::score(std::slice::from_ref(&b), Facilities::Simple, false)[0];
        assert_eq!(
            (s.penalty, vp_of(s, &b, "D5")),
            (37, 2),
            "simple: 2 VP and the penalty"
        );
    }

    #[test]
    fn simple_facilities_give_two_each() {
        let b = delta("D4:BA D5:VP C3:BA A1:WP F8:HO");
        let s = &score::score(std::slice::from_ref(&b), Facilities::Simple, false)[0];
        assert!(s.facilities.iter().all(|f| f.vp == 2), "{:?}", s.facilities);
        assert_eq!(s.facility_vp(), 10);
    }

    #[test]
    fn ties_share_a_place_and_break_on_the_lowest_land_then_fewer_empty() {
        let scores = score::score(
            &[delta("A1:F"), delta("A1:F"), delta("")],
            Facilities::Full,
            false,
        );
        assert_eq!(
            scores.iter().map(|s| s.rank).collect::<Vec<_>>(),
            vec![1, 1, 3]
        );
        // Equal totals (−28): the higher lowest land score ranks first.
        let x = delta("A1:F A2:F A4:VP C7:VP");
        let y = delta("A1:F E1:G E8:C B6:L A3:F");
        let s = score::score(&[x, y], Facilities::Full, false);
        assert_eq!((s[0].total, s[1].total), (-28, -28));
        assert_eq!((s[0].lowest(), s[1].lowest()), (0, 1));
        assert_eq!((s[0].rank, s[1].rank), (2, 1));
    }
}
