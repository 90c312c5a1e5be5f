//! Combi-Nations: a test per rule, every facility with and without scoring, the reference's
//! worked examples (combi-nations.md §10), replay scripts and malformed scripts.

#[path = "combi_nations/scripts.rs"]
mod scripts;

use tucana::game::{Play, Rules, ToAct, View};
use tucana::games::combi_nations::data::{Content, CountryId, Facility, Land, Stack, TileId};
use tucana::games::combi_nations::play::{english, CombiGame, CombiNations};
use tucana::games::combi_nations::score::{self, CountryScore};
use tucana::games::combi_nations::state::{
    Board, Facilities, Game, Happened, Move, Opt, Options, Setup,
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

/// A game with everyone on `country` (no set-up step), seed 1.
fn game_on(players: usize, country: CountryId) -> Game {
    let options = Options {
        country: Some(country),
        ..Options::default()
    };
    Game::new(Setup::from_seed(1, options, players).unwrap())
}

/// The seat's move as logged: option `opt` with the tile on `labels`.
fn take(seat: usize, opt: &str, labels: &str) -> Move {
    Move::Take {
        seat,
        opt: Opt::parse(opt).unwrap(),
        labels: labels.split(' ').map(str::to_owned).collect(),
    }
}

/// A Delta country with nothing left but sand at `labels`, everything else forest.
fn delta_with_sand(labels: &str) -> Board {
    let mut board = Board::new(CountryId::Delta);
    let keep: Vec<&str> = labels.split(' ').collect();
    let fill: Vec<String> = (0..42)
        .filter(|&c| board.cells[c].is_none() && !keep.contains(&board.label(c)))
        .map(|c| format!("{}:F", board.label(c)))
        .collect();
    put(&mut board, &fill.join(" "), 300);
    board
}

mod setup_and_market {
    use super::*;

    #[test]
    fn the_market_arrows_and_marker_at_set_up() {
        for players in 1..=5 {
            let game = game_on(players, CountryId::Cape);
            let m = 5 * players.max(2);
            assert_eq!(game.market.len(), m);
            for (pos, tile) in game.market.iter().enumerate() {
                assert_eq!(
                    tile.unwrap().stack(),
                    Stack::ALL[pos % 5],
                    "position {}",
                    pos + 1
                );
            }
            for stack in Stack::ALL {
                assert_eq!(game.left(stack), 20 - m / 5);
            }
            assert_eq!(game.marker, Stack::Pair);
            for t in 0..players {
                let arrow = game.arrows[game.order(t)];
                assert_eq!(
                    (arrow.pos, arrow.turned),
                    (5 * t, false),
                    "player {}",
                    t + 1
                );
            }
            if players == 1 {
                assert_eq!(game.arrows[1].pos, 5, "the solo opponent starts at 6");
                assert_eq!(game.setup.start, 0);
            }
            assert_eq!(game.actor(), Some(game.setup.start));
        }
        let a = Setup::from_seed(7, Options::default(), 4).unwrap();
        assert_eq!(a, Setup::from_seed(7, Options::default(), 4).unwrap());
        assert_ne!(
            a.stacks,
            Setup::from_seed(8, Options::default(), 4).unwrap().stacks
        );
        assert!(Setup::from_seed(7, Options::default(), 6).is_err());
    }

    #[test]
    fn options_are_the_first_three_placeable_tiles_ahead_own_position_last() {
        let mut game = game_on(2, CountryId::Delta);
        let seat = game.setup.start;
        // Every tile fits a fresh country: options 1–3 are the next three positions.
        assert_eq!(game.scan(seat, false), vec![1, 2, 3]);
        assert_eq!(game.scan(seat, true), vec![9, 8, 7]);
        // Only one sand cell left: only singles fit (positions 1 and 6 at set-up).
        game.boards[seat] = Some(delta_with_sand("D5"));
        assert_eq!(
            game.scan(seat, false),
            vec![5, 0],
            "the arrow's own position comes last"
        );
        assert_eq!(game.scan(seat, true), vec![5, 0]);
        assert_eq!(
            game.option(seat, Opt::parse("2").unwrap()).map(|o| o.0),
            Some(0)
        );
        assert_eq!(
            game.option(seat, Opt::parse("3").unwrap()),
            None,
            "no third placeable tile"
        );
        let err = game.apply(&take(seat, "3", "D5")).unwrap_err();
        assert!(err.to_string().contains("no option 3"), "{err}");
    }

    #[test]
    fn the_marker_skips_empty_stacks_and_moves_k_steps_whatever_the_arrow_passed() {
        let mut game = game_on(5, CountryId::Delta);
        // §10.1 (4): stacks 1 and I empty, marker on 2, option 3: 2 → V → T → 2.
        game.drawn[Stack::Single.index()] = 20;
        game.drawn[Stack::Line.index()] = 20;
        game.marker = Stack::Pair;
        game.move_marker(3);
        assert_eq!(game.marker, Stack::Pair);
        game.move_marker(1);
        assert_eq!(game.marker, Stack::Bend);
        // Only one stack left: the marker stays on it; none left: it stays put.
        game.drawn = [20, 20, 20, 20, 5];
        game.move_marker(2);
        assert_eq!(game.marker, Stack::Triangle);
        game.drawn = [20; 5];
        game.move_marker(2);
        assert_eq!(game.marker, Stack::Triangle);
    }

    #[test]
    fn a_taken_tile_is_refilled_from_the_marker_stack_or_the_position_stays_empty() {
        let mut game = game_on(2, CountryId::Delta);
        let seat = game.setup.start;
        let top_v = game.setup.stacks[Stack::Bend.index()][game.drawn[Stack::Bend.index()]];
        // Option 2 is position 3 (a line); the marker moves 2 → I → V.
        let (pos, tile) = game.option(seat, Opt::parse("2").unwrap()).unwrap();
        assert_eq!((pos, tile.stack()), (2, Stack::Line));
        let cells = game.board(seat).unwrap().legal_placements(tile)[0].clone();
        let labels: Vec<&str> = cells
            .iter()
            .map(|&c| game.board(seat).unwrap().label(c))
            .collect();
        let happened = game.apply(&take(seat, "2", &labels.join(" "))).unwrap();
        assert_eq!(game.marker, Stack::Bend);
        assert_eq!(game.market[2], Some(top_v));
        assert_eq!(game.arrows[seat].pos, 2);
        assert!(matches!(&happened[0], Happened::Took { refill: Some(t), .. } if *t == top_v));
        // With every stack empty the next taken position stays empty.
        let mut game = game_on(2, CountryId::Delta);
        game.drawn = [20; 5];
        let seat = game.setup.start;
        game.apply(&game.default_move(seat).unwrap()).unwrap();
        assert_eq!(game.market[1], None);
        assert_eq!(game.market.iter().flatten().count(), 9);
    }

    #[test]
    fn a_u_turn_flips_the_arrow_for_good_and_the_marker_still_moves_clockwise() {
        let mut game = game_on(2, CountryId::Shield);
        let seat = game.setup.start;
        let (pos, _) = game.option(seat, Opt::parse("U1").unwrap()).unwrap();
        assert_eq!(pos, game.market.len() - 1, "U1 is the position behind");
        let tile = game.option(seat, Opt::parse("U1").unwrap()).unwrap().1;
        let board = game.board(seat).unwrap();
        let u: Vec<String> = board.legal_placements(tile)[0]
            .iter()
            .map(|&c| board.label(c).to_owned())
            .collect();
        game.apply(&Move::Take {
            seat,
            opt: Opt::parse("U1").unwrap(),
            labels: u,
        })
        .unwrap();
        assert!(game.arrows[seat].turned);
        assert_eq!(game.marker, Stack::Line, "one step clockwise: 2 → I");
        // The other player moves; then no second U-turn.
        let other = game.actor().unwrap();
        game.apply(&game.default_move(other).unwrap()).unwrap();
        assert_eq!(game.option(seat, Opt::parse("U1").unwrap()), None);
        let err = game.apply(&take(seat, "U1", "A1")).unwrap_err();
        assert!(err.to_string().contains("U-turn already"), "{err}");
        // Its options now run counterclockwise.
        let a = game.arrows[seat].pos;
        let first = game.scan(seat, true)[0];
        assert_eq!(first, (a + game.market.len() - 1) % game.market.len());
        assert_eq!(
            game.option(seat, Opt::parse("1").unwrap()).unwrap().0,
            first
        );
    }
}

mod placement {
    use super::*;

    /// The legal placements found the plain way: every anchor in label order, every turn,
    /// each placement's cells and contents compared with every one kept.
    fn plain_placements(board: &Board, tile: TileId) -> Vec<Vec<usize>> {
        let country = board.country.country();
        let mut seen: Vec<Vec<(usize, Content)>> = Vec::new();
        let mut out = Vec::new();
        for anchor in 0..board.cells.len() {
            for turn in 0..6 {
                let Some(cells) = country.shape_at(tile.stack(), anchor, turn) else {
                    continue;
                };
                if board.cells[anchor].is_some() || !board.is_legal(cells) {
                    continue;
                }
                let mut key: Vec<(usize, Content)> = cells
                    .iter()
                    .copied()
                    .zip(tile.contents().iter().copied())
                    .collect();
                key.sort_by_key(|&(c, _)| c);
                if !seen.contains(&key) {
                    seen.push(key);
                    out.push(cells.to_vec());
                }
            }
        }
        out
    }

    #[test]
    fn the_lists_of_placements_are_the_plain_ones() {
        // The lists test a placement's cells as masks and look for a repeat only among the
        // placements anchored on its own cells: every tile of the market on every country,
        // all through random games, must give the plain list, in its order.
        let mut compared = 0;
        for seed in 0..12u64 {
            let players = 1 + (seed as usize % 5);
            let mut game = Game::new(Setup::from_seed(seed, Options::default(), players).unwrap());
            for seat in 0..players {
                let country = CountryId::ALL[(seat + seed as usize) % CountryId::ALL.len()];
                game.apply(&Move::Country { seat, country }).unwrap();
            }
            let mut rng = tucana::game::rng::Rng::new(seed, 1);
            while let Some(seat) = game.actor() {
                for board in game.boards.iter().flatten() {
                    for &tile in game.market.iter().flatten() {
                        let plain = plain_placements(board, tile);
                        assert_eq!(board.legal_placements(tile), plain, "tile {tile}");
                        assert_eq!(board.fits(tile), !plain.is_empty(), "tile {tile}");
                        compared += 1;
                    }
                }
                let mv = tucana::games::combi_nations::sim::random_move(&game, seat, &mut rng)
                    .expect("a move");
                game.apply(&mv).unwrap();
            }
        }
        assert!(compared > 1000, "only {compared} lists compared");
    }

    #[test]
    fn a_tile_goes_on_sand_next_to_the_country_turned_but_never_mirrored() {
        let board = Board::new(CountryId::Delta);
        let c = CountryId::Delta.country();
        let cells = |labels: &str| -> Vec<usize> {
            labels.split(' ').map(|l| c.cell(l).unwrap()).collect()
        };
        // A line next to forest B2, and one touching nothing.
        assert!(board.is_legal(&cells("A2 A3 A4")));
        assert!(!board.is_legal(&cells("D3 D4 D5")), "D3–D5 touch no land");
        assert!(!board.is_legal(&cells("B2 B3")), "B2 is not sand");
        // A bend (cells E, then SE of the middle) and its mirror image.
        let bend = tile("V-01");
        assert_eq!(board.orientation(bend, &cells("D4 D5 E6")), Some(0));
        assert_eq!(
            board.orientation(bend, &cells("D5 D4 E4")),
            None,
            "the mirror image of r3"
        );
        assert_eq!(board.orientation(bend, &cells("D6 D5 C4")), Some(3));
        // A single has one placement per cell, not six.
        let single = tile("1-01");
        let n = board.legal_placements(single).len();
        let touching = (0..42).filter(|&x| board.is_legal(&[x])).count();
        assert_eq!(n, touching);
        // A pair of two forests: A1–A2 and A2–A1 are one placement.
        let pair = tile("2-11");
        let placements = board.legal_placements(pair);
        let mut keys: Vec<Vec<usize>> = placements
            .iter()
            .map(|p| {
                let mut p = p.clone();
                p.sort();
                p
            })
            .collect();
        keys.sort();
        keys.dedup();
        assert_eq!(keys.len(), placements.len());
    }

    #[test]
    fn typed_moves_in_both_forms_and_their_refusals() {
        let game = CombiGame {
            game: game_on(2, CountryId::Delta),
        };
        let seat = game.game.setup.start;
        // Option 2 is the line at position 3.
        let a = game.parse(seat, "2 e3, e4 e5").unwrap();
        assert_eq!(a, format!("move {seat} 2 E3 E4 E5"));
        assert_eq!(game.parse(seat, "2 E3 r0").unwrap(), a, "form B");
        assert_eq!(
            game.parse(seat, "2 E5 r3").unwrap(),
            format!("move {seat} 2 E5 E4 E3")
        );
        for (typed, says) in [
            ("", "write an option"),
            ("4 E3 E4 E5", "not an option"),
            ("2 E3 r7", "not an orientation"),
            ("2 Z9 r0", "no cell Z9"),
        ] {
            let err = game
                .parse(seat, typed)
                .unwrap_err()
                .english(tucana::game::Declared::rules(&game));
            assert!(err.contains(says), "{typed:?}: {err}");
        }
        let mut g = game.clone();
        for (typed, says) in [
            ("2 E3 E4", "has 3 cells"),
            ("2 E3 E4 F5", "does not have the shape"),
            ("2 D3 D4 D5", "touches no land"),
            ("2 B1 B2 B3", "not sand"),
        ] {
            let logged = g.parse(seat, typed).unwrap();
            let err = g
                .apply(&logged)
                .unwrap_err()
                .english(tucana::game::Declared::rules(&g));
            assert!(err.contains(says), "{typed:?}: {err}");
        }
        assert_eq!(g.log_len(), 0, "a refused move changes nothing");
        let other = 1 - seat;
        let logged = g
            .parse(other, "1 A2")
            .unwrap_or_else(|_| format!("move {other} 1 A2"));
        let err = g
            .apply(&logged)
            .unwrap_err()
            .english(tucana::game::Declared::rules(&g));
        assert!(err.contains("not your turn"), "{err}");
    }

    #[test]
    fn the_default_move_is_option_one_first_anchor_in_label_order_then_r0_to_r5() {
        let game = game_on(2, CountryId::Delta);
        let seat = game.setup.start;
        let (pos, tile) = game.option(seat, Opt::parse("1").unwrap()).unwrap();
        assert_eq!(pos, 1);
        let board = game.board(seat).unwrap();
        // The first legal (anchor, orientation) by hand.
        let mut first = None;
        'search: for anchor in 0..42 {
            for turn in 0..6 {
                if let Some(cells) = board.cells_of(tile, anchor, turn) {
                    if board.is_legal(&cells) {
                        first = Some(cells);
                        break 'search;
                    }
                }
            }
        }
        let labels: Vec<String> = first
            .unwrap()
            .iter()
            .map(|&c| board.label(c).to_owned())
            .collect();
        assert_eq!(
            game.default_move(seat),
            Some(Move::Take {
                seat,
                opt: Opt::parse("1").unwrap(),
                labels
            })
        );
    }
}

mod turns_and_the_end {
    use super::*;

    /// What the happenings tell the table, in English, a line each.
    fn said(happenings: &[tucana::game::Happening]) -> String {
        use tucana::game::Happening;
        happenings
            .iter()
            .flat_map(|h| match h {
                Happening::Note(t) | Happening::Seats { text: t, .. } => vec![english(t)],
                Happening::TurnSkipped { what, .. } => vec![english(what)],
                Happening::Lines(lines) => lines.iter().map(|(_, t)| english(t)).collect(),
                Happening::RoundEnded { .. } => Vec::new(),
            })
            .collect::<Vec<_>>()
            .join("\n")
    }

    #[test]
    fn countries_are_chosen_in_secret_and_the_deadline_gives_delta() {
        let mut game = CombiGame {
            game: Game::new(Setup::from_seed(3, Options::default(), 3).unwrap()),
        };
        assert_eq!(game.to_act(), ToAct::Everyone(vec![0, 1, 2]));
        let names: Vec<String> = ["Ann", "Bob", "Cy"].map(str::to_owned).to_vec();
        let logged = game.parse(0, "shield").unwrap();
        let applied = game.apply(&logged).unwrap();
        assert!(english(&applied.note.unwrap()).contains("Shield"));
        assert!(applied.happenings.is_empty());
        assert_eq!(game.to_act(), ToAct::Everyone(vec![1, 2]));
        // Nobody sees the choice before everyone has chosen.
        assert_eq!(
            game.picture(View::Seen { seat: 0 }, &names, tucana::words::FALLBACK),
            None
        );
        assert_eq!(
            game.picture(View::Standings, &names, tucana::words::FALLBACK),
            None
        );
        assert_eq!(english(&game.seat_status(0)), "has chosen a country");
        assert!(game
            .standings()
            .iter()
            .all(|s| !english(&s.breakdown).contains("Shield")));
        let deadline = game.deadline_moves();
        assert_eq!(
            deadline,
            vec!["country 1 delta".to_owned(), "country 2 delta".to_owned()]
        );
        let mut happenings = Vec::new();
        for m in deadline {
            happenings.extend(game.apply(&m).unwrap().happenings);
        }
        let text = said(&happenings);
        assert!(
            text.contains("chose Delta") && text.contains("chose Shield"),
            "{text}"
        );
        assert!(text.contains("starting player"), "{text}");
        assert!(matches!(game.to_act(), ToAct::One(s) if s == game.game.setup.start));
        assert_eq!(game.game.board(0).unwrap().country, CountryId::Shield);
    }

    #[test]
    fn a_pass_triggers_the_end_and_only_players_who_placed_that_round_get_an_extra_turn() {
        let mut game = game_on(3, CountryId::Delta);
        let (p1, p2, p3) = (game.order(0), game.order(1), game.order(2));
        // Player 2's country is full: at its turn it can only pass.
        game.boards[p2] = Some(delta_with_sand(""));
        let mut happened = game.apply(&game.default_move(p1).unwrap()).unwrap();
        assert!(
            happened.contains(&Happened::Passed {
                seat: p2,
                triggered: true
            }),
            "{happened:?}"
        );
        assert_eq!(game.trigger, Some(1));
        assert_eq!(game.actor(), Some(p3), "the round is played out");
        happened = game.apply(&game.default_move(p3).unwrap()).unwrap();
        assert!(
            happened.contains(&Happened::ExtraRound {
                seats: vec![p1, p3]
            }),
            "{happened:?}"
        );
        assert_eq!(game.actor(), Some(p1));
        game.apply(&game.default_move(p1).unwrap()).unwrap();
        assert_eq!(
            game.actor(),
            Some(p3),
            "player 2 passed in the triggering round: no extra turn"
        );
        happened = game.apply(&game.default_move(p3).unwrap()).unwrap();
        assert_eq!(happened.last(), Some(&Happened::Over));
        assert!(game.is_finished());
        assert_eq!(game.board(p1).unwrap().placed.len(), 2);
    }

    #[test]
    fn covering_the_last_sand_triggers_the_end_and_the_extra_turn_is_a_pass() {
        let mut game = game_on(2, CountryId::Delta);
        let (p1, p2) = (game.order(0), game.order(1));
        // Player 1 has one sand cell, D5, next to land: only a single fits (position 6).
        game.boards[p1] = Some(delta_with_sand("D5"));
        let happened = game.apply(&take(p1, "1", "D5")).unwrap();
        assert!(
            happened.contains(&Happened::Filled { seat: p1 }),
            "{happened:?}"
        );
        assert_eq!(game.actor(), Some(p2));
        let happened = game.apply(&game.default_move(p2).unwrap()).unwrap();
        // The extra round: player 1 can only pass, then player 2 plays its last turn.
        assert!(
            happened.contains(&Happened::ExtraRound {
                seats: vec![p1, p2]
            }),
            "{happened:?}"
        );
        assert!(
            happened.contains(&Happened::Passed {
                seat: p1,
                triggered: false
            }),
            "{happened:?}"
        );
        assert_eq!(game.actor(), Some(p2));
        let happened = game.apply(&game.default_move(p2).unwrap()).unwrap();
        assert_eq!(happened.last(), Some(&Happened::Over));
    }

    #[test]
    fn a_seat_that_leaves_plays_its_default_move_at_once_and_is_still_scored() {
        let mut game = CombiGame {
            game: game_on(3, CountryId::Heartland),
        };
        let p2 = game.game.order(1);
        let applied = game.apply(&game.resign_move(p2)).unwrap();
        assert!(applied.happenings.is_empty(), "not its turn yet");
        let p1 = game.game.order(0);
        let logged = game.default_move(p1).unwrap();
        let applied = game.apply(&logged).unwrap();
        let text = said(&applied.happenings);
        assert!(text.contains("played for them"), "{text}");
        assert_eq!(game.to_act(), ToAct::One(game.game.order(2)));
        assert!(game.standings()[p2].resigned);
        assert_eq!(game.game.board(p2).unwrap().placed.len(), 1);
    }

    /// Random games through the game interface, 1–5 players: only the acting seat may
    /// move, every game ends, and the log replays to the same game.
    #[test]
    fn random_games_end_and_replay_to_the_same_state() {
        for seed in 0..10u64 {
            let players = 1 + (seed as usize % 5);
            let options = CombiNations.options(&[]).unwrap();
            let mut game = CombiNations.setup(seed, &options, players).unwrap();
            let mut pick = seed;
            let mut moves = 0;
            while !game.is_finished() {
                pick = pick
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                let seats = game.to_act().seats();
                let seat = seats[(pick >> 33) as usize % seats.len()];
                for other in (0..players).filter(|s| !game.to_act().includes(*s)) {
                    assert!(game.legal_moves(other).is_empty());
                }
                let typed = game.any_legal_move(seat, pick).expect("a legal move");
                let logged = game.parse(seat, &typed).unwrap();
                game.apply(&logged)
                    .unwrap_or_else(|e| panic!("seed {seed}: {typed}: {e}"));
                moves += 1;
                assert!(moves < 200, "the game ends");
            }
            let replayed = CombiNations
                .replay(seed, &options, players, &game.log())
                .unwrap();
            assert_eq!(replayed.standings(), game.standings());
            let (a, b) = (
                replayed.as_any().downcast_ref::<CombiGame>().unwrap(),
                game.as_any().downcast_ref::<CombiGame>().unwrap(),
            );
            assert_eq!(a.game.boards, b.game.boards);
            assert_eq!(a.game.market, b.game.market);
            assert!(!game.winners().is_empty());
            if players == 1 {
                let solo = b.game.solo.clone().unwrap();
                assert!(solo.taken <= 15);
                if solo.taken == 15 && b.game.board(0).unwrap().sand() > 0 {
                    assert!(solo.turns == 16 || solo.turns == 15, "{solo:?}");
                }
            }
        }
    }
}

mod solo {
    use super::*;

    #[test]
    fn the_opponent_moves_by_the_first_option_then_by_the_size_of_its_last_tile() {
        let mut game = game_on(1, CountryId::Peninsula);
        let (pos, tile) = game.option(0, Opt::parse("2").unwrap()).unwrap();
        let board = game.board(0).unwrap();
        let labels: Vec<String> = board.legal_placements(tile)[0]
            .iter()
            .map(|&c| board.label(c).to_owned())
            .collect();
        let happened = game
            .apply(&Move::Take {
                seat: 0,
                opt: Opt::parse("2").unwrap(),
                labels,
            })
            .unwrap();
        assert_eq!(pos, 2);
        // The opponent's arrow (at 6) moves 2 tile-holding positions: to 8.
        let Some(Happened::Opponent {
            steps, pos, tile, ..
        }) = happened
            .iter()
            .find(|h| matches!(h, Happened::Opponent { .. }))
        else {
            panic!("{happened:?}")
        };
        assert_eq!((*steps, *pos), (2, 7));
        assert_eq!(game.arrows[1].pos, 7);
        let next = tile.stack().cells();
        let happened = game.apply(&game.default_move(0).unwrap()).unwrap();
        assert!(
            happened
                .iter()
                .any(|h| matches!(h, Happened::Opponent { steps, .. } if *steps == next)),
            "{happened:?}"
        );
        assert_eq!(game.solo.as_ref().unwrap().taken, 2);
    }

    #[test]
    fn after_the_opponents_fifteenth_tile_the_player_has_one_final_turn() {
        // Simple singles-only play keeps the country from filling: always the default move.
        for seed in 0..20 {
            let options = Options {
                country: Some(CountryId::Cape),
                ..Options::default()
            };
            let mut game = Game::new(Setup::from_seed(seed, options, 1).unwrap());
            while let Some(mv) = game.default_move(0) {
                game.apply(&mv).unwrap();
            }
            let solo = game.solo.clone().unwrap();
            let board = game.board(0).unwrap();
            assert!(game.is_finished());
            if solo.taken == 15 {
                assert_eq!(solo.turns, 16, "seed {seed}");
            } else {
                assert!(
                    board.sand() == 0 || !game.can_move(0),
                    "seed {seed}: ended early for a reason"
                );
            }
        }
    }

    #[test]
    fn the_solo_title_ladder() {
        assert_eq!(score::title(59), None);
        assert_eq!(score::title(60), Some("You turned sand into soil"));
        assert_eq!(score::title(85), Some("The tourists keep coming"));
        assert_eq!(score::title(110), Some("Combi-Nation of the year"));
    }
}

#[test]
fn options_are_checked_and_described() {
    let o = CombiNations
        .options(&[("country", "cape"), ("facilities", "simple")])
        .unwrap();
    assert_eq!(
        english(&CombiNations.describe_options(&o).unwrap()),
        "Cape for everyone · simple facilities"
    );
    assert!(english(
        &CombiNations
            .options(&[("country", "atlantis")])
            .unwrap_err()
    )
    .contains("no country"));
    assert!(
        english(&CombiNations.options(&[("map", "petit")]).unwrap_err()).contains("no option map")
    );
    assert_eq!(
        CombiNations.options(&[]).unwrap(),
        "{}",
        "defaults are stored as nothing"
    );
    let daily = CombiNations
        .daily(tucana::game::Date::from_days(20_000), 0)
        .unwrap();
    assert!(english(&CombiNations.describe_options(&daily).unwrap()).contains("for everyone"));
    let _ = Facility::ALL;
}
