//! One test (at least) for every rule of `../shared/rules/trails-of-tucana.md`.
//!
//! Scenarios are built on the real maps. Most use a deck of any-terrain cards (a test seam:
//! `Game::new` takes any deck, while scripts and seeded games are held to the real deck),
//! so that a test can draw exactly the trails it needs; paths between spaces are found by a
//! search that avoids every other village and sight, so nothing is connected by accident.

use std::collections::{HashMap, VecDeque};

use tucana::games::tucana::score::rank;
use tucana::games::tucana::setup::{check_deck, SoloKeep};
use tucana::games::tucana::{
    BonusCard, Card, Direction, EdgeId, Game, Letter, Map, MapId, Move, Options, RuleError, Setup,
    SetupCard, Sight, SkippedTurn, Terrain, TurnState, RULESET, SETUP_CARDS, TURNS_PER_ROUND,
};

// ---------------------------------------------------------------- helpers

fn setup(map: MapId, players: usize, deck: Vec<Card>) -> Setup {
    let mut s = Setup::from_seed(
        0,
        Options {
            map,
            ..Options::default()
        },
        players,
    )
    .unwrap();
    s.card = "CEBAEDCDAB".parse().unwrap();
    s.decks = vec![deck; map.map().rounds as usize];
    s
}

fn any_deck() -> Vec<Card> {
    vec![Card::Any; 27]
}

fn open_game(map: MapId, players: usize) -> Game {
    Game::new(setup(map, players, any_deck()))
}

fn sid(map: &Map, label: &str) -> tucana::games::tucana::SpaceId {
    map.space_by_label(label)
        .unwrap_or_else(|| panic!("no {label}"))
}

fn edge(map: &Map, a: &str, b: &str) -> EdgeId {
    map.parse_trail(&format!("{a}-{b}")).unwrap()
}

/// The shortest path of trails from `a` to `b` through spaces with nothing on them.
fn path(map: &Map, a: &str, b: &str) -> Vec<EdgeId> {
    let (a, b) = (sid(map, a), sid(map, b));
    let mut prev = HashMap::new();
    let mut queue = VecDeque::from([a]);
    prev.insert(a, None);
    while let Some(s) = queue.pop_front() {
        if s == b {
            break;
        }
        for &(n, e) in map.neighbors(s) {
            let free = n == b || map.space(n).feature.is_none();
            if free && !prev.contains_key(&n) {
                prev.insert(n, Some((s, e)));
                queue.push_back(n);
            }
        }
    }
    let mut out = Vec::new();
    let mut at = b;
    while let Some(Some((p, e))) = prev.get(&at) {
        out.push(*e);
        at = *p;
    }
    assert_eq!(at, a, "no free path");
    out.reverse();
    out
}

fn trail(game: &mut Game, seat: usize, e: EdgeId) {
    game.apply(Move::Trail { seat, edge: e })
        .unwrap_or_else(|err| panic!("{}: {err}", game.map().edge_label(e)));
}

/// Draws trails for seat 0 of a solo game: each is the turn's trail, or a bonus trail when
/// one is owed. Trails already drawn are passed over (they connect already).
fn draw_solo(game: &mut Game, edges: &[EdgeId]) {
    for &e in edges {
        if !game.sheet(0).is_drawn(e) {
            trail(game, 0, e);
        }
    }
}

/// The shortest path of trails from a space to any network of `seat` that holds a village,
/// through spaces with nothing on them.
fn path_to_village(game: &Game, seat: usize, from: &str) -> Vec<EdgeId> {
    let map = game.map();
    let sheet = game.sheet(seat);
    let start = sid(map, from);
    let mut prev = HashMap::from([(start, None)]);
    let mut queue = VecDeque::from([start]);
    while let Some(s) = queue.pop_front() {
        if s != start && (sheet.reaches_village(s) || map.village_at(s).is_some()) {
            let mut out = Vec::new();
            let mut at = s;
            while let Some(Some((p, e))) = prev.get(&at) {
                out.push(*e);
                at = *p;
            }
            out.reverse();
            return out;
        }
        for &(n, e) in map.neighbors(s) {
            let free = map.space(n).feature.is_none()
                || map.village_at(n).is_some()
                || sheet.reaches_village(n);
            if free && !prev.contains_key(&n) {
                prev.insert(n, Some((s, e)));
                queue.push_back(n);
            }
        }
    }
    panic!("no path from {from} to a village");
}

fn connect_sight(game: &mut Game, label: &str) {
    let p = path_to_village(game, 0, label);
    draw_solo(game, &p);
    assert!(game.sheet(0).reaches_village(sid(game.map(), label)));
}

/// A legal trail between two spaces with nothing on them: a move that connects nothing.
fn filler(game: &Game) -> EdgeId {
    let map = game.map();
    game.legal_trails(0)
        .iter()
        .find(|e| {
            let (a, b) = map.edge(*e);
            map.space(a).feature.is_none() && map.space(b).feature.is_none()
        })
        .expect("a featureless trail is left")
}

fn score_of(game: &Game, seat: usize) -> tucana::games::tucana::Score {
    game.standings().remove(seat)
}

// ---------------------------------------------------------------- maps

#[test]
fn maps_match_the_reference_tables() {
    // tests/fixtures/maps.md is the reference's table of every space, kept verbatim.
    let text = include_str!("../fixtures/maps.md");
    let mut tables: HashMap<&str, Vec<Vec<&str>>> = HashMap::new();
    let mut current = "";
    for line in text.lines() {
        if let Some(h) = line.strip_prefix("### ") {
            current = if h.contains("Petit") {
                "petit"
            } else {
                "grande"
            };
        } else if line.starts_with("| ") && !line.starts_with("| label") {
            let cells = line.trim_matches('|').split('|').map(str::trim).collect();
            tables.entry(current).or_default().push(cells);
        }
    }
    for id in MapId::ALL {
        let map = id.map();
        let rows = &tables[id.key()];
        assert_eq!(rows.len(), map.spaces.len(), "{id}");
        for row in rows {
            let s = map.space(sid(map, row[0]));
            assert_eq!(s.row.to_string(), row[1], "{} row", row[0]);
            assert_eq!(s.col.to_string(), row[2], "{} col", row[0]);
            assert_eq!(s.terrain.name(), row[3], "{} terrain", row[0]);
            let feature = match s.feature {
                None => String::new(),
                Some(tucana::games::tucana::Feature::Village(v)) => format!("village {v}"),
                Some(tucana::games::tucana::Feature::Sight(x)) => x.name().to_string(),
            };
            assert_eq!(feature, row[4], "{} feature", row[0]);
        }
    }
}

#[test]
fn map_counts() {
    for (id, spaces, counts, per_type) in [
        (MapId::Petit, 73, [24, 20, 16, 13], 2),
        (MapId::Grande, 104, [34, 29, 24, 17], 3),
    ] {
        let map = id.map();
        assert_eq!(map.spaces.len(), spaces);
        for (t, n) in Terrain::ALL.iter().zip(counts) {
            assert_eq!(map.spaces.iter().filter(|s| s.terrain == *t).count(), n);
        }
        for sight in Sight::ALL {
            let n = map.sights.iter().filter(|(_, s)| *s == sight).count();
            assert_eq!(n, per_type);
        }
        assert_eq!(map.sights_per_type as usize, per_type);
    }
}

#[test]
fn adjacency_is_doubled_width_hex() {
    let map = MapId::Petit.map();
    // C3 (2,6) touches B2 (1,5), B3 (1,7), C2 (2,4), C4 (2,8), D3 (3,5), D4 (3,7).
    let mut n: Vec<&str> = map
        .neighbors(sid(map, "C3"))
        .iter()
        .map(|(s, _)| map.label(*s))
        .collect();
    n.sort();
    assert_eq!(n, ["B2", "B3", "C2", "C4", "D3", "D4"]);
    // A corner has fewer neighbours; J4 sits after the gap in row J.
    assert_eq!(map.neighbors(sid(map, "A1")).len(), 3);
    assert_eq!(map.space(sid(map, "J4")).col, 13);
    assert!(map.edge_between(sid(map, "J3"), sid(map, "J4")).is_none());
    assert_eq!(map.edges.len(), 186);
    assert_eq!(MapId::Grande.map().edges.len(), 274);
}

#[test]
fn labels_are_row_letter_and_position() {
    let map = MapId::Petit.map();
    let top: Vec<&str> = map
        .spaces
        .iter()
        .filter(|s| s.row == 0)
        .map(|s| s.label.as_str())
        .collect();
    assert_eq!(top, ["A1", "A2", "A3", "A4", "A5"]);
    let bottom: Vec<&str> = map
        .spaces
        .iter()
        .filter(|s| s.row == 9)
        .map(|s| s.label.as_str())
        .collect();
    assert_eq!(bottom, ["J1", "J2", "J3", "J4", "J5"]);
    assert_eq!(
        map.villages.map(|v| map.label(v).to_string()),
        ["A3", "B6", "D8", "G8", "I7", "J3", "I3", "G1", "D1", "B1"]
    );
}

#[test]
fn trail_text_is_two_labels_in_any_order_and_case() {
    let map = MapId::Petit.map();
    let e = edge(map, "C3", "D4");
    for text in ["C3-D4", "d4 c3", "C3 - D4", "  c3--d4 ", "D4\tC3", "c3d4"] {
        assert_eq!(map.parse_trail(text), Ok(e), "{text}");
    }
    let err = |t: &str| map.parse_trail(t).unwrap_err().to_string();
    assert_eq!(
        err("C3"),
        "\"C3\" is not a trail: write two spaces, like C3-D4"
    );
    assert_eq!(err("C3-Z9"), "there is no space Z9 on Isla Petit");
    assert_eq!(err("A1-J5"), "A1 and J5 are not next to each other");
    assert_eq!(
        err("C3-c3"),
        "a trail joins two different spaces, not C3 to itself"
    );
    assert!(err("").contains("not a trail"));
    assert_eq!(err("C3D"), "there is no space D on Isla Petit");
    assert_eq!(err("C3D4E5"), "there is no space D4E5 on Isla Petit");
}

#[test]
fn bad_map_files_are_refused_with_a_clear_error() {
    let good = include_str!("../../assets/tucana/maps/petit.toml");
    assert!(Map::from_toml(good).is_ok());
    let cases = [
        (
            good.replace("A         D.  D.  M1", "A         D.  D.  M."),
            "village 1 is missing",
        ),
        (
            good.replace("spaces = 73", "spaces = 74"),
            "the grid has 73 spaces, expected 74",
        ),
        (
            good.replace("desert = 24", "desert = 25"),
            "24 desert spaces, expected 25",
        ),
        (
            good.replace("FT  W.  DO", "FT  W.  FO")
                .replace("desert = 24", "desert = 23")
                .replace("forest = 20", "forest = 21"),
            "the obelisk at C5 is on forest, but a obelisk always sits on desert",
        ),
        (
            good.replace("D.  W.  W.  MY", "D.  W.  W.  XY"),
            "unknown terrain 'X'",
        ),
        (
            good.replace("MY  M.  F7", "MY  M.  F3"),
            "village 3 appears twice",
        ),
        (
            good.replace("toucan = [2, 3]", "toucan = [2]"),
            "the toucan scoring row has 1 values",
        ),
        (
            good.replace("rounds = 2", "rounds = \"two\""),
            "invalid type",
        ),
        (
            good.replace("E D.", "X D."),
            "grid row 5 must start with the letter E",
        ),
        ("not toml at all".to_string(), "map file"),
    ];
    for (text, want) in cases {
        let e = Map::from_toml(&text).unwrap_err().to_string();
        assert!(e.contains(want), "expected {want:?} in {e:?}");
    }
}

// ---------------------------------------------------------------- deck and turns

#[test]
fn deck_order_is_pinned_for_a_seed() {
    // Golden: if this changes, stored games would replay differently. Never update it
    // without a new RULESET version.
    let s = Setup::from_seed(42, Options::default(), 4).unwrap();
    let deck: String = s.decks[0]
        .iter()
        .map(|c| c.name().chars().next().unwrap())
        .collect();
    assert_eq!(deck, GOLDEN_DECK_42);
    assert_eq!(s.card.to_string(), GOLDEN_CARD_42);
    assert_eq!(RULESET, 1);
}
const GOLDEN_DECK_42: &str = "mwfwaffddmwfmwmfdmfddfdmdda";
const GOLDEN_CARD_42: &str = "EADBCEBDAC";

#[test]
fn every_round_is_a_new_shuffle_of_the_real_deck() {
    let s = Setup::from_seed(
        7,
        Options {
            map: MapId::Grande,
            ..Default::default()
        },
        2,
    )
    .unwrap();
    assert_eq!(s.decks.len(), 3);
    for d in &s.decks {
        check_deck(d).unwrap();
    }
    assert_ne!(s.decks[0], s.decks[1]);
    assert_ne!(s.decks[1], s.decks[2]);
    assert!(check_deck(&any_deck())
        .unwrap_err()
        .0
        .contains("the real deck has 8"));
}

#[test]
fn a_turn_reveals_the_next_two_cards_and_a_round_leaves_one_card() {
    let s = Setup::from_seed(3, Options::default(), 1).unwrap();
    let decks = s.decks.clone();
    let mut game = Game::new(s);
    let mut rng = tucana::game::rng::Rng::new(1, 1);
    for t in 0..TURNS_PER_ROUND {
        assert_eq!((game.round(), game.turn()), (0, t));
        assert_eq!(game.cards(), Some([decks[0][2 * t], decks[0][2 * t + 1]]));
        tucana::games::tucana::sim::play_turn(&mut game, &mut rng);
    }
    // 13 turns used 26 cards; the 27th is not used and round 2 starts on a new deck.
    assert_eq!(TURNS_PER_ROUND, 13);
    assert_eq!((game.round(), game.turn()), (1, 0));
    assert_eq!(game.cards(), Some([decks[1][0], decks[1][1]]));
    assert_eq!(game.round_scores(0).len(), 1);
}

#[test]
fn petit_has_two_rounds_and_grande_three() {
    for (map, rounds) in [(MapId::Petit, 2), (MapId::Grande, 3)] {
        let g = tucana::games::tucana::sim::random_game(
            5,
            Options {
                map,
                ..Default::default()
            },
            3,
        )
        .unwrap();
        assert!(g.is_finished());
        assert_eq!(g.rounds(), rounds);
        for seat in 0..3 {
            assert_eq!(g.round_scores(seat).len(), rounds);
        }
        assert_eq!(g.cards(), None);
    }
}

#[test]
fn a_trail_must_match_the_two_cards_in_either_order() {
    let map = MapId::Petit.map();
    let mut deck = any_deck();
    deck[0] = Card::Desert;
    deck[1] = Card::Forest;
    let mut game = Game::new(setup(MapId::Petit, 1, deck));
    // C7 is desert, D7 mountain: refused with the player's words.
    let bad = edge(map, "C7", "D7");
    let refused = game.apply(Move::Trail { seat: 0, edge: bad }).unwrap_err();
    assert!(matches!(refused, RuleError::WrongTerrain(_)), "{refused:?}");
    assert_eq!(
        refused.to_string(),
        "D7 is mountain; this turn needs desert and forest"
    );
    let both_desert = edge(map, "A1", "A2");
    assert_eq!(
        game.apply(Move::Trail {
            seat: 0,
            edge: both_desert
        })
        .unwrap_err()
        .to_string(),
        "A1 and A2 are both desert; this turn needs desert and forest"
    );
    // Forest then desert (B2 forest, A1 desert), written either way round.
    let legal = game.legal_trails(0);
    assert!(legal.contains(edge(map, "B2", "A1")));
    assert!(legal.contains(edge(map, "A1", "B2")));
    assert!(!legal.contains(bad));
    assert_eq!(legal.len(), 38, "Isla Petit has 38 desert-forest edges");
    trail(&mut game, 0, edge(map, "A1", "B2"));
    assert_eq!(game.log().len(), 1);
}

#[test]
fn any_terrain_cards_match_any_terrain() {
    let map = MapId::Petit.map();
    for (pair, want) in [
        ([Card::Any, Card::Any], 186),
        ([Card::Any, Card::Water], 7 + 21 + 23 + 13),
        ([Card::Water, Card::Any], 64),
        ([Card::Water, Card::Water], 7),
        ([Card::Mountain, Card::Desert], 30),
    ] {
        assert_eq!(map.matching(pair).len(), want, "{pair:?}");
    }
    let mut deck = any_deck();
    deck[0] = Card::Any;
    deck[1] = Card::Desert;
    let mut game = Game::new(setup(MapId::Petit, 1, deck));
    assert_eq!(
        game.apply(Move::Trail {
            seat: 0,
            edge: edge(map, "B2", "B3")
        })
        .unwrap_err()
        .to_string(),
        "neither B2 (forest) nor B3 (mountain) is desert; this turn needs any terrain and desert"
    );
}

#[test]
fn a_drawn_segment_is_never_drawn_again() {
    let map = MapId::Petit.map();
    let mut game = open_game(MapId::Petit, 1);
    let e = edge(map, "A1", "A2");
    trail(&mut game, 0, e);
    assert!(!game.legal_trails(0).contains(e));
    assert_eq!(
        game.apply(Move::Trail { seat: 0, edge: e }),
        Err(RuleError::AlreadyDrawn("A1-A2".into()))
    );
}

#[test]
fn rare_case_a_player_with_no_legal_trail_draws_nothing() {
    let map = MapId::Petit.map();
    // Water-water cards every turn: Isla Petit has only 7 water-water edges.
    let mut deck = vec![Card::Water; 27];
    deck[26] = Card::Any;
    let mut game = Game::new(setup(MapId::Petit, 2, deck));
    let ww: Vec<EdgeId> = map.matching([Card::Water, Card::Water]).iter().collect();
    assert_eq!(ww.len(), 7);
    for (t, &e) in ww.iter().enumerate() {
        assert_eq!(game.turn(), t);
        trail(&mut game, 0, e); // seat 0 draws them all
        game.apply(Move::Pass { seat: 1 }).unwrap(); // seat 1 times out
    }
    // Turn 8: seat 0 has nothing left to draw and is finished at once; seat 1 is not.
    assert_eq!(game.turn(), 7);
    assert_eq!(game.turn_state(0), TurnState::Done);
    assert_eq!(game.turn_state(1), TurnState::Trail);
    assert_eq!(game.waiting_for().collect::<Vec<_>>(), [1]);
    assert!(game.legal_trails(0).is_empty());
    assert_eq!(
        game.apply(Move::Trail {
            seat: 0,
            edge: ww[0]
        }),
        Err(RuleError::AlreadyFinished)
    );
}

// ---------------------------------------------------------------- set-up

#[test]
fn the_thirteen_setup_cards_hold_every_letter_twice() {
    for c in SETUP_CARDS {
        c.parse::<SetupCard>().unwrap();
    }
    assert!("AABBCCDDEF".parse::<SetupCard>().is_err());
    assert!("AABBCCDDEE".parse::<SetupCard>().is_ok());
    assert!("AAABCCDDEE"
        .parse::<SetupCard>()
        .unwrap_err()
        .0
        .contains("exactly twice"));
    assert!("ABC"
        .parse::<SetupCard>()
        .unwrap_err()
        .0
        .contains("10 letters"));
}

#[test]
fn seeded_games_draw_one_of_the_printed_cards() {
    let mut seen = std::collections::HashSet::new();
    for seed in 0..200 {
        let s = Setup::from_seed(seed, Options::default(), 2).unwrap();
        let card = s.card.to_string();
        assert!(SETUP_CARDS.contains(&card.as_str()));
        seen.insert(card);
        assert_eq!(s.start_village, 1, "no random start unless asked");
    }
    assert_eq!(seen.len(), 13);
}

fn letters(s: &Setup, seat: usize) -> String {
    s.letters_for(seat).iter().map(|l| l.as_char()).collect()
}

#[test]
fn seat_p_writes_the_card_from_village_1_plus_p() {
    let s = setup(MapId::Petit, 12, any_deck()); // card CEBAEDCDAB
    assert_eq!(letters(&s, 0), "CEBAEDCDAB");
    // Seat 1 starts at village 2: village v gets L[(v - 1 - 1) mod 10].
    assert_eq!(letters(&s, 1), "BCEBAEDCDA");
    assert_eq!(letters(&s, 3), "DABCEBAEDC");
    // With more than ten players the rotation wraps.
    assert_eq!(letters(&s, 10), letters(&s, 0));
    assert_eq!(letters(&s, 11), letters(&s, 1));
}

#[test]
fn random_starting_village() {
    let mut s = setup(MapId::Petit, 3, any_deck());
    s.start_village = 4;
    // The Mayor starts at village 4: L[0] = C on village 4, L[1] = E on 5 ...
    assert_eq!(letters(&s, 0), "DABCEBAEDC");
    assert_eq!(letters(&s, 2), "DCDABCEBAE"); // seat 2 starts at village 6: L[0] = C there
    let drawn: std::collections::HashSet<u8> = (0..100)
        .map(|seed| {
            let o = Options {
                random_start: true,
                ..Options::default()
            };
            Setup::from_seed(seed, o, 2).unwrap().start_village
        })
        .collect();
    assert_eq!(drawn.len(), 10);
}

#[test]
fn counter_clockwise_letters() {
    let mut s = setup(MapId::Petit, 2, any_deck());
    s.direction = Direction::CounterClockwise;
    // L[i] on village ((s - 1 - i) mod 10) + 1: village 1 = C, village 10 = E, village 9 = B ...
    assert_eq!(letters(&s, 0), "CBADCDEABE");
    // Seat 1 starts at village 2 and also goes counter-clockwise.
    assert_eq!(letters(&s, 1), "ECBADCDEAB");
}

#[test]
fn symmetry_gives_everyone_the_mayors_letters() {
    let mut s = setup(MapId::Petit, 5, any_deck());
    s.symmetric = true;
    s.start_village = 3;
    for seat in 1..5 {
        assert_eq!(letters(&s, seat), letters(&s, 0));
    }
    assert_eq!(letters(&s, 0), "ABCEBAEDCD");
}

// ---------------------------------------------------------------- networks and sights

#[test]
fn a_sight_connected_to_a_village_circles_the_leftmost_value() {
    let map = MapId::Petit.map();
    let mut game = open_game(MapId::Petit, 1);
    // Yeti E4 to village 9 (D1); nothing scores until the network holds a village.
    let p = path(map, "E4", "D1");
    draw_solo(&mut game, &p[..p.len() - 1]);
    assert_eq!(game.sheet(0).circled(Sight::Yeti), 0);
    let gain = game.preview(0, p[p.len() - 1]).unwrap();
    assert_eq!((gain.sight_points, gain.bonus_trails), (3, 0));
    draw_solo(&mut game, &p[p.len() - 1..]);
    assert_eq!(game.sheet(0).circled(Sight::Yeti), 1);
    assert_eq!(game.sheet(0).sight_score(map), 3);
    // The second yeti (I1) joins a network with village 8 (G1): the next value, 4.
    draw_solo(&mut game, &path(map, "I1", "G1"));
    assert_eq!(game.sheet(0).circled(Sight::Yeti), 2);
    assert_eq!(game.sheet(0).sight_score(map), 3 + 4);
}

#[test]
fn a_sight_counts_once_and_several_share_a_village() {
    let map = MapId::Petit.map();
    let mut game = open_game(MapId::Petit, 1);
    draw_solo(&mut game, &path(map, "C3", "A3")); // toucan to village 1
    draw_solo(&mut game, &path(map, "C5", "A3")); // obelisk to the same village
    let sheet = game.sheet(0);
    assert_eq!(
        (sheet.circled(Sight::Toucan), sheet.circled(Sight::Obelisk)),
        (1, 1)
    );
    // Joining the same toucan to another village circles nothing more.
    let before = game.sheet(0).sight_score(map);
    draw_solo(&mut game, &path(map, "C3", "B1"));
    assert_eq!(game.sheet(0).circled(Sight::Toucan), 1);
    assert_eq!(game.sheet(0).sight_score(map), before);
}

#[test]
fn the_last_sight_of_a_type_earns_a_bonus_trail_on_any_two_spaces() {
    let map = MapId::Petit.map();
    let mut deck = vec![Card::Water; 27];
    deck[..8].fill(Card::Any);
    let mut game = Game::new(setup(MapId::Petit, 1, deck));
    draw_solo(&mut game, &path(map, "C3", "A3")); // 1st toucan: 2 trails, no bonus
    assert_eq!(game.turn_state(0), TurnState::Trail);
    let p = path(map, "G6", "G8"); // 2nd toucan to village 4
    draw_solo(&mut game, &p);
    assert_eq!(game.turn_state(0), TurnState::Bonus(1));
    // A bonus trail ignores the cards: any undrawn segment.
    let far = edge(map, "B2", "B3"); // forest-mountain, not the turn's cards
    assert_eq!(game.legal_trails(0).len(), 186 - 4);
    trail(&mut game, 0, far);
    assert_eq!(game.turn_state(0), TurnState::Trail);
    assert_eq!(game.turn(), 4);
}

#[test]
fn grande_bonus_comes_with_the_third_sight() {
    let map = MapId::Grande.map();
    let mut game = open_game(MapId::Grande, 1);
    let yetis: Vec<&str> = map
        .sights
        .iter()
        .filter(|(_, s)| *s == Sight::Yeti)
        .map(|(sp, _)| map.label(*sp))
        .collect();
    assert_eq!(yetis, ["G5", "H8", "L1"]);
    draw_solo(&mut game, &path(map, "L1", "I1"));
    draw_solo(&mut game, &path(map, "H8", "J10"));
    assert_eq!(game.sheet(0).circled(Sight::Yeti), 2);
    assert_eq!(game.turn_state(0), TurnState::Trail);
    draw_solo(&mut game, &path(map, "G5", "F1"));
    assert_eq!(game.sheet(0).circled(Sight::Yeti), 3);
    assert_eq!(game.sheet(0).sight_score(map), 3 + 4 + 4);
    assert_eq!(game.turn_state(0), TurnState::Bonus(1));
}

/// Connects the first toucan and the first obelisk to village 1, and joins the second
/// toucan and the second obelisk into one loose network one trail away from village 4.
fn two_types_one_trail_away(game: &mut Game) -> EdgeId {
    let map = game.map();
    draw_solo(game, &path(map, "C3", "A3"));
    draw_solo(game, &path(map, "C5", "A3"));
    draw_solo(game, &path(map, "H5", "G6")); // obelisk H5 and toucan G6, no village
    draw_solo(game, &path(map, "G6", "G7"));
    assert_eq!(game.sheet(0).circled(Sight::Toucan), 1);
    edge(map, "G7", "G8")
}

#[test]
fn one_segment_completing_two_types_earns_two_bonus_trails() {
    let mut game = open_game(MapId::Petit, 1);
    let last = two_types_one_trail_away(&mut game);
    let gain = game.preview(0, last).unwrap();
    assert_eq!(gain.bonus_trails, 2);
    assert_eq!(gain.sight_points, 3 + 2); // 2nd toucan 3, 2nd obelisk 2
    draw_solo(&mut game, &[last]);
    assert_eq!(game.turn_state(0), TurnState::Bonus(2));
    let map = game.map();
    trail(&mut game, 0, edge(map, "A1", "A2"));
    assert_eq!(game.turn_state(0), TurnState::Bonus(1));
    trail(&mut game, 0, edge(map, "A1", "B1"));
    assert_eq!(
        game.turn_state(0),
        TurnState::Trail,
        "the next turn has begun"
    );
}

#[test]
fn chain_reaction_a_bonus_trail_that_completes_a_type_earns_another() {
    let map = MapId::Petit.map();
    let mut game = open_game(MapId::Petit, 1);
    // Yeti 1 (E4) connected; yeti 2 (I1) one step from village 8 (G1).
    draw_solo(&mut game, &path(map, "E4", "D1"));
    let yeti_path = path(map, "I1", "G1");
    draw_solo(&mut game, &yeti_path[..yeti_path.len() - 1]);
    // Complete the toucans with a main trail: one bonus trail...
    draw_solo(&mut game, &path(map, "C3", "A3"));
    let p = path(map, "G6", "G8");
    draw_solo(&mut game, &p);
    assert_eq!(game.turn_state(0), TurnState::Bonus(1));
    // ...used to complete the yetis, which earns another.
    trail(&mut game, 0, yeti_path[yeti_path.len() - 1]);
    assert_eq!(game.turn_state(0), TurnState::Bonus(1));
    assert_eq!(game.sheet(0).circled(Sight::Yeti), 2);
    trail(&mut game, 0, edge(map, "A1", "A2"));
    assert_eq!(game.turn_state(0), TurnState::Trail);
}

#[test]
fn a_bonus_trail_may_be_declined_and_is_lost_at_the_deadline() {
    let mut game = open_game(MapId::Petit, 2);
    let map = game.map();
    // Seat 0 owes two bonus trails; seat 1 has not played.
    let last = {
        let mut solo = open_game(MapId::Petit, 1);
        two_types_one_trail_away(&mut solo);
        for mv in solo.log().to_vec() {
            // Replay seat 0's trails in the 2-player game; seat 1 passes each turn.
            if let Move::Trail { edge, .. } = mv {
                trail(&mut game, 0, edge);
                game.apply(Move::Pass { seat: 1 }).unwrap();
            }
        }
        edge(map, "G7", "G8")
    };
    trail(&mut game, 0, last);
    assert_eq!(game.turn_state(0), TurnState::Bonus(2));
    game.apply(Move::SkipBonus { seat: 0 }).unwrap();
    assert_eq!(game.turn_state(0), TurnState::Bonus(1));
    let turn = game.turn();
    game.apply(Move::CloseTurn).unwrap(); // the deadline: seat 1 draws nothing, the bonus is lost
    assert_eq!(game.turn(), turn + 1);
    assert_eq!(game.turn_state(0), TurnState::Trail);
    assert_eq!(game.sheet(1).drawn().len(), 0);
    assert_eq!(
        game.apply(Move::SkipBonus { seat: 0 }),
        Err(RuleError::NoBonusOwed)
    );
}

// ---------------------------------------------------------------- village pairs and bonus cards

// Seat 0's letters with card CEBAEDCDAB: villages 4 (G8) and 9 (D1) are A; 3 (D8) and 10
// (B1) are B; 1 (A3) and 7 (I3) are C; 6 (J3) and 8 (G1) are D.

#[test]
fn a_village_pair_scores_its_box_value_once() {
    let map = MapId::Petit.map();
    let mut game = open_game(MapId::Petit, 1);
    assert_eq!(game.sheet(0).letter(4), Letter::A);
    assert_eq!(game.sheet(0).letter(9), Letter::A);
    let p = path(map, "G8", "D1");
    let gain = game.preview(0, p[0]).unwrap();
    assert_eq!(gain.pairs, 0);
    draw_solo(&mut game, &p[..p.len() - 1]);
    let gain = game.preview(0, p[p.len() - 1]).unwrap();
    assert_eq!((gain.pairs, gain.pair_points), (1, 14));
    draw_solo(&mut game, &p[p.len() - 1..]);
    assert!(game.sheet(0).has_pair(Letter::A));
    assert_eq!(game.sheet(0).village_score(map), 14);
    // Grande values are higher: A-A 20.
    assert_eq!(MapId::Grande.map().village_value(Letter::A), 20);
    // Two villages of different letters in one network score nothing.
    assert!(!game.sheet(0).has_pair(Letter::B));
}

/// Plays a game in which each plan `(seat, end, (a, b))` has `seat` connect villages `a`
/// and `b`, one trail a turn, drawing the last trail in turn `end` (0-based); seats with
/// nothing to draw pass.
fn play_pairs(players: usize, plans: &[(usize, usize, (&str, &str))]) -> Game {
    let mut game = open_game(MapId::Petit, players);
    let map = game.map();
    let paths: Vec<(usize, usize, Vec<EdgeId>)> = plans
        .iter()
        .map(|&(s, end, (a, b))| (s, end, path(map, a, b)))
        .collect();
    let last = plans.iter().map(|p| p.1).max().unwrap();
    for turn in 0..=last {
        assert_eq!(game.turn(), turn);
        for seat in 0..players {
            let step = paths.iter().find_map(|(s, end, p)| {
                let start = (end + 1).checked_sub(p.len()).expect("the plan fits");
                (*s == seat && (start..=*end).contains(&turn)).then(|| p[turn - start])
            });
            match step {
                Some(e) => trail(&mut game, seat, e),
                None => game.apply(Move::Pass { seat }).unwrap(),
            }
        }
    }
    game
}

#[test]
fn blue_bonus_two_to_four_players_first_to_connect_takes_the_1_card() {
    // Seats 0 and 1 connect their A pairs in the same turn; seat 2 later.
    // Letters shift by seat: seat 1's A villages are 5 (I7) and 10 (B1), seat 2's 1 (A3)
    // and 6 (J3).
    let game = play_pairs(
        3,
        &[
            (0, 10, ("G8", "D1")),
            (1, 10, ("I7", "B1")),
            (2, 11, ("A3", "J3")),
        ],
    );
    assert_eq!(game.setup().letters_for(2)[0], Letter::A);
    assert_eq!(game.setup().letters_for(2)[5], Letter::A);
    assert_eq!(game.bonus_cards(0), [BonusCard::Blue(Letter::A, 1)]);
    assert_eq!(game.bonus_cards(1), [BonusCard::Blue(Letter::A, 1)]);
    assert!(game.sheet(2).has_pair(Letter::A));
    assert_eq!(game.bonus_cards(2), [], "only #1 cards with 2-4 players");
    assert_eq!(game.blue_left(Letter::A).count(), 0);
    assert_eq!(score_of(&game, 0).bonus, 3);
}

#[test]
fn blue_bonus_five_players_take_1_then_2_in_a_later_turn() {
    let game = play_pairs(
        5,
        &[
            (0, 10, ("G8", "D1")),
            (1, 11, ("I7", "B1")),
            (2, 12, ("A3", "J3")),
        ],
    );
    assert_eq!(game.bonus_cards(0), [BonusCard::Blue(Letter::A, 1)]);
    assert_eq!(game.bonus_cards(1), [BonusCard::Blue(Letter::A, 2)]);
    assert_eq!(game.bonus_cards(2), []);
    assert_eq!(score_of(&game, 1).bonus, 2);
    let fresh = open_game(MapId::Petit, 5);
    assert_eq!(
        fresh.blue_left(Letter::E).collect::<Vec<_>>(),
        [BonusCard::Blue(Letter::E, 1), BonusCard::Blue(Letter::E, 2)]
    );
}

#[test]
fn blue_card_values() {
    let v = |l, n| BonusCard::Blue(l, n).points();
    assert_eq!(
        [Letter::A, Letter::B, Letter::C, Letter::D, Letter::E].map(|l| v(l, 1)),
        [3, 4, 5, 6, 7]
    );
    assert_eq!(
        [Letter::A, Letter::B, Letter::C, Letter::D, Letter::E].map(|l| v(l, 2)),
        [2, 2, 3, 4, 5]
    );
    assert_eq!(BonusCard::Red(Sight::Yeti).points(), 6);
    assert_eq!(BonusCard::Blue(Letter::D, 1).to_string(), "blue-D-1");
    assert_eq!(
        BonusCard::Red(Sight::SeaMonster).to_string(),
        "red-sea-monster"
    );
}

#[test]
fn solo_uses_only_the_2_cards() {
    let game = play_pairs(1, &[(0, 10, ("G8", "D1"))]);
    assert_eq!(game.bonus_cards(0), [BonusCard::Blue(Letter::A, 2)]);
    assert_eq!(score_of(&game, 0).bonus, 2);
}

/// The card that puts each letter on two neighbouring villages: A on 1 (A3) and 2 (B6),
/// B on 3 (D8) and 4 (G8), C on 5 (I7) and 6 (J3), D on 7 (I3) and 8 (G1), E on 9 (D1)
/// and 10 (B1). Any arrangement of AABBCCDDEE is a valid card in a game script.
const NEIGHBOUR_CARD: &str = "AABBCCDDEE";

fn solo_to_last_round(keep: SoloKeep, pairs: &[(&str, &str)]) -> Game {
    let mut s = setup(MapId::Petit, 1, any_deck());
    s.card = NEIGHBOUR_CARD.parse().unwrap();
    s.solo_keep = keep;
    let mut game = Game::new(s);
    let map = game.map();
    for (a, b) in pairs {
        draw_solo(&mut game, &path(map, a, b));
    }
    while game.round() == 0 {
        let e = filler(&game);
        draw_solo(&mut game, &[e]);
    }
    game
}

#[test]
fn solo_keeps_two_blue_cards_for_the_last_round() {
    let game = solo_to_last_round(SoloKeep::Named([Letter::C, Letter::E]), &[]);
    assert_eq!(game.solo_kept(), Some([Letter::C, Letter::E]));
    let left: Vec<Letter> = Letter::ALL
        .into_iter()
        .filter(|l| game.blue_left(*l).count() > 0)
        .collect();
    assert_eq!(left, [Letter::C, Letter::E]);
    // Seeded games keep two drawn from the seed, among those still on the table.
    let game = solo_to_last_round(
        SoloKeep::Order([Letter::D, Letter::A, Letter::B, Letter::C, Letter::E]),
        &[("A3", "B6")], // A is taken in round 1
    );
    assert_eq!(game.solo_kept(), Some([Letter::D, Letter::B]));
    // A pair connected in the last round scores only if its card was kept.
    let mut game = game;
    let map = game.map();
    draw_solo(&mut game, &path(map, "D8", "G8")); // B-B: kept
    draw_solo(&mut game, &path(map, "I7", "J3")); // C-C: removed
    assert!(game.sheet(0).has_pair(Letter::C));
    assert_eq!(
        game.bonus_cards(0),
        [BonusCard::Blue(Letter::A, 2), BonusCard::Blue(Letter::B, 2)]
    );
}

#[test]
fn solo_rare_case_three_cards_scored_means_the_rest_stay() {
    let game = solo_to_last_round(
        SoloKeep::Order(Letter::ALL),
        &[("A3", "B6"), ("D8", "G8"), ("I3", "G1")], // A, B, D in round 1
    );
    assert_eq!(game.bonus_cards(0).len(), 3);
    assert_eq!(game.solo_kept(), None);
    assert_eq!(
        game.blue_left(Letter::C).count() + game.blue_left(Letter::E).count(),
        2
    );
    // A script that names cards to keep when the rule does not apply is refused.
    let mut s = game.setup().clone();
    s.solo_keep = SoloKeep::Named([Letter::C, Letter::E]);
    let mut replay = Game::new(s);
    let result = game.log().iter().try_for_each(|m| replay.apply(*m));
    assert!(
        matches!(&result, Err(e @ RuleError::SoloKeep(_)) if e.to_string().contains("all stay")),
        "{result:?}"
    );
}

#[test]
fn red_bonus_first_to_join_two_sights_of_its_type_ties_share() {
    let map = MapId::Petit.map();
    let mut s = setup(MapId::Petit, 3, any_deck());
    s.red = vec![Sight::Yeti];
    let mut game = Game::new(s);
    // Seats 0 and 1 join the two yetis (E4, I1) to each other, with no village, in the same
    // turns; seat 2 does it later and gets nothing.
    let p = path(map, "E4", "I1");
    for &e in &p {
        trail(&mut game, 0, e);
        trail(&mut game, 1, e);
        game.apply(Move::Pass { seat: 2 }).unwrap();
    }
    assert_eq!(game.bonus_cards(0), [BonusCard::Red(Sight::Yeti)]);
    assert_eq!(game.bonus_cards(1), [BonusCard::Red(Sight::Yeti)]);
    assert!(game.red_left().is_empty());
    assert_eq!(
        game.sheet(0).circled(Sight::Yeti),
        0,
        "no village: no sight value"
    );
    for &e in &p {
        game.apply(Move::Pass { seat: 0 }).unwrap();
        game.apply(Move::Pass { seat: 1 }).unwrap();
        trail(&mut game, 2, e);
    }
    assert_eq!(game.bonus_cards(2), []);
    assert_eq!(score_of(&game, 0).bonus, 6);
}

#[test]
fn red_cards_one_for_up_to_four_players_two_different_for_five() {
    let o = Options {
        special_bonus: true,
        ..Options::default()
    };
    assert_eq!(Setup::from_seed(1, o, 4).unwrap().red.len(), 1);
    assert_eq!(Setup::from_seed(1, o, 1).unwrap().red.len(), 1);
    let five = Setup::from_seed(1, o, 5).unwrap();
    assert_eq!(five.red.len(), 2);
    assert_ne!(five.red[0], five.red[1]);
    assert!(Setup::from_seed(1, Options::default(), 5)
        .unwrap()
        .red
        .is_empty());
    let mut bad = five.clone();
    bad.red = vec![Sight::Yeti, Sight::Yeti];
    assert_eq!(
        bad.validate().unwrap_err().to_string(),
        "red_bonus needs exactly 2 different cards with 5 players"
    );
    let mut bad = Setup::from_seed(1, o, 2).unwrap();
    bad.red = vec![Sight::Yeti, Sight::Book];
    assert_eq!(
        bad.validate().unwrap_err().to_string(),
        "red_bonus needs exactly 1 card with 2 players"
    );
}

// ---------------------------------------------------------------- rounds, final score, ranks

#[test]
fn sights_score_at_every_round_end_including_earlier_ones() {
    let map = MapId::Petit.map();
    let mut game = open_game(MapId::Petit, 1);
    draw_solo(&mut game, &path(map, "E4", "D1")); // yeti 3 in round 1
    while game.round() == 0 {
        let e = filler(&game);
        draw_solo(&mut game, &[e]);
    }
    assert_eq!(game.round_scores(0), [3]);
    draw_solo(&mut game, &path(map, "C3", "A3")); // toucan 2 in round 2
                                                  // Unfinished round: not yet scored.
    assert_eq!(score_of(&game, 0).total, 3);
    while !game.is_finished() {
        let e = game.legal_trails(0).iter().next().unwrap();
        draw_solo(&mut game, &[e]);
    }
    assert_eq!(game.round_scores(0)[0], 3);
    assert!(
        game.round_scores(0)[1] >= 3 + 2,
        "the yeti scores again in round 2"
    );
}

#[test]
fn the_rulebooks_worked_example_scores_78() {
    // Alice: sights 10 after round 1 and 22 after round 2; villages A-A, B-B, D-D on Isla
    // Petit (14 + 13 + 11 = 38); bonus 8 (in solo, the #2 cards of A, B, D: 2 + 2 + 4, with
    // A and B kept for the last round).
    let mut s = setup(MapId::Petit, 1, any_deck());
    s.card = NEIGHBOUR_CARD.parse().unwrap();
    s.solo_keep = SoloKeep::Named([Letter::A, Letter::B]);
    let mut game = Game::new(s);
    let map = game.map();
    // Round 1: D-D, then sea monster 4 + yeti 3 + toucan 2 + obelisk 1 = 10.
    draw_solo(&mut game, &path(map, "I3", "G1"));
    for sight in ["F5", "E4", "C3", "C5"] {
        connect_sight(&mut game, sight);
    }
    assert_eq!(game.sheet(0).sight_score(map), 10);
    assert_eq!(game.round(), 0, "round 1 is not over yet");
    while game.round() == 0 {
        let e = filler(&game);
        draw_solo(&mut game, &[e]);
    }
    assert_eq!(game.round_scores(0), [10]);
    // Round 2: sea monster 5 + yeti 4 + toucan 3 = 12 more, and the A and B pairs.
    for sight in ["J5", "I1", "G6"] {
        connect_sight(&mut game, sight);
    }
    draw_solo(&mut game, &path(map, "A3", "B6")); // A-A
    draw_solo(&mut game, &path(map, "D8", "G8")); // B-B
    while !game.is_finished() {
        let e = filler(&game);
        draw_solo(&mut game, &[e]);
    }
    let s = score_of(&game, 0);
    assert_eq!(s.pairs, [Letter::A, Letter::B, Letter::D]);
    assert_eq!(s.rounds, [10, 22]);
    assert_eq!(s.villages, 38);
    assert_eq!(s.bonus, 8);
    assert_eq!(s.total, 78);
    assert_eq!(s.title.as_deref(), Some("Dinner at the Mayor's house"));
}

fn synthetic(total: u32, bonus: u32) -> tucana::games::tucana::Score {
    tucana::games::tucana::Score {
        seat: 0,
        rounds: vec![],
        sights: [0; 5],
        pairs: vec![],
        villages: 0,
        bonus_cards: vec![],
        bonus,
        total,
        rank: 0,
        title: None,
    }
}

#[test]
fn rank_is_one_plus_players_strictly_better_with_bonus_breaking_ties() {
    let mut scores = vec![
        synthetic(50, 5),
        synthetic(50, 5),
        synthetic(50, 3),
        synthetic(60, 0),
        synthetic(10, 9),
    ];
    rank(&mut scores);
    let ranks: Vec<usize> = scores.iter().map(|s| s.rank).collect();
    assert_eq!(ranks, [2, 2, 4, 1, 5]);
    let mut tie = vec![synthetic(40, 2), synthetic(40, 2), synthetic(39, 9)];
    rank(&mut tie);
    assert_eq!(
        tie.iter().map(|s| s.rank).collect::<Vec<_>>(),
        [1, 1, 3],
        "shared win"
    );
}

#[test]
fn solo_ladder_titles() {
    let petit = MapId::Petit.map();
    assert_eq!(petit.title_for(49), None);
    assert_eq!(
        petit.title_for(50),
        Some("You're better than a yeti, at least")
    );
    assert_eq!(
        petit.title_for(99),
        Some("Even the sea monsters are shocked")
    );
    assert_eq!(petit.title_for(100), Some("Too good for Tucana"));
    let grande = MapId::Grande.map();
    assert_eq!(grande.title_for(109), None);
    assert_eq!(grande.title_for(140), Some("Dinner at the Mayor's house"));
    assert_eq!(grande.title_for(185), Some("Too good for Tucana"));
    // Only a finished solo game earns a title.
    let g = tucana::games::tucana::sim::random_game(1, Options::default(), 2).unwrap();
    assert!(g.standings().iter().all(|s| s.title.is_none()));
}

#[test]
fn one_to_fifty_players_and_more() {
    for n in [1, 2, 5, 11, 50] {
        let g = tucana::games::tucana::sim::random_game(
            n as u64,
            Options {
                special_bonus: true,
                ..Default::default()
            },
            n,
        )
        .unwrap();
        assert!(g.is_finished());
        assert_eq!(g.standings().len(), n);
    }
    assert!(Setup::from_seed(0, Options::default(), 0).is_err());
    assert!(Setup::from_seed(0, Options::default(), 100).is_ok());
    assert_eq!(
        Setup::from_seed(0, Options::default(), 101)
            .unwrap_err()
            .to_string(),
        "a game has 1 to 100 players, not 101"
    );
}

// ---------------------------------------------------------------- log, replay, undo

#[test]
fn a_game_is_the_replay_of_its_log() {
    let g = tucana::games::tucana::sim::random_game(
        9,
        Options {
            map: MapId::Grande,
            special_bonus: true,
            ..Default::default()
        },
        4,
    )
    .unwrap();
    let again = Game::replay(g.setup().clone(), g.log()).unwrap();
    assert_eq!(again.standings(), g.standings());
    // The stored text form of every move decodes to the same move.
    for mv in g.log() {
        assert_eq!(Move::decode(&mv.encode(g.map()), g.map()), Ok(*mv));
    }
    assert!(Move::decode("trail 0 C3-Z9", g.map()).is_err());
    assert!(Move::decode("close now", g.map()).is_err());
    assert!(Move::decode("fly 0", g.map()).is_err());
}

#[test]
fn an_illegal_move_changes_nothing() {
    let map = MapId::Petit.map();
    let mut deck = any_deck();
    deck[0] = Card::Water;
    deck[1] = Card::Water;
    let mut game = Game::new(setup(MapId::Petit, 2, deck));
    let before = game.log().len();
    assert!(game
        .apply(Move::Trail {
            seat: 0,
            edge: edge(map, "A1", "A2")
        })
        .is_err());
    assert_eq!(
        game.apply(Move::Trail {
            seat: 7,
            edge: edge(map, "A1", "A2")
        }),
        Err(RuleError::NoSuchSeat(7))
    );
    assert_eq!(
        game.apply(Move::Undo { seat: 0 }),
        Err(RuleError::NothingToUndo)
    );
    assert_eq!(game.log().len(), before);
    assert_eq!(game.sheet(0).drawn().len(), 0);
}

#[test]
fn undo_takes_back_the_last_trail_of_this_turn() {
    let map = MapId::Petit.map();
    let mut game = open_game(MapId::Petit, 2);
    let e = edge(map, "A1", "A2");
    trail(&mut game, 0, e);
    assert_eq!(game.turn_state(0), TurnState::Done);
    game.apply(Move::Undo { seat: 0 }).unwrap();
    assert_eq!(game.turn_state(0), TurnState::Trail);
    assert!(!game.sheet(0).is_drawn(e));
    // Undo of a bonus trail gives the bonus back; undo of the main trail drops the bonus.
    let mut solo = open_game(MapId::Petit, 1);
    let last = two_types_one_trail_away(&mut solo);
    trail(&mut solo, 0, last);
    trail(&mut solo, 0, edge(map, "A1", "A2"));
    assert_eq!(solo.turn_state(0), TurnState::Bonus(1));
    solo.apply(Move::Undo { seat: 0 }).unwrap();
    assert_eq!(solo.turn_state(0), TurnState::Bonus(2));
    solo.apply(Move::Undo { seat: 0 }).unwrap();
    assert_eq!(solo.turn_state(0), TurnState::Trail);
    assert_eq!(solo.sheet(0).circled(Sight::Toucan), 1);
    // The log keeps the undos, and replays to the same state.
    let again = Game::replay(solo.setup().clone(), solo.log()).unwrap();
    assert_eq!(again.sheet(0).drawn(), solo.sheet(0).drawn());
    assert_eq!(again.turn_state(0), solo.turn_state(0));
    // Once the turn has closed, nothing of it can be undone.
    trail(&mut game, 0, e);
    trail(&mut game, 1, e);
    assert_eq!(
        game.apply(Move::Undo { seat: 0 }),
        Err(RuleError::NothingToUndo)
    );
}

#[test]
fn resigning_finishes_every_later_turn() {
    let map = MapId::Petit.map();
    let mut game = open_game(MapId::Petit, 2);
    game.apply(Move::Resign { seat: 1 }).unwrap();
    trail(&mut game, 0, edge(map, "A1", "A2"));
    assert_eq!(game.turn(), 1, "the turn closed without seat 1");
    assert_eq!(game.waiting_for().collect::<Vec<_>>(), [0]);
    assert_eq!(
        game.apply(Move::Trail {
            seat: 1,
            edge: edge(map, "A2", "A3")
        }),
        Err(RuleError::Resigned)
    );
}

/// A refusal is a message of Tucana's catalog (its key starts with `tucana-`, its numbers
/// typed), handed over as it is by the game interface, and reads in English as players
/// have always read it.
#[test]
fn a_refusal_is_a_message_of_the_catalog_that_reads_as_before() {
    use tucana::game::Play;
    use tucana::games::tucana::{Tucana, TucanaGame};
    use tucana::words::Arg;
    let map = MapId::Petit.map();
    let mut deck = any_deck();
    deck[0] = Card::Desert;
    deck[1] = Card::Forest;
    let mut play = TucanaGame {
        game: Game::new(setup(MapId::Petit, 2, deck)),
    };
    let english = |e: &tucana::game::MoveError| e.english(&Tucana);
    let typed = [
        (
            "C3-Z9",
            "tucana-no-such-space",
            "there is no space Z9 on Isla Petit",
        ),
        (
            "A1-J5",
            "tucana-not-next-to",
            "A1 and J5 are not next to each other",
        ),
        (
            "C3",
            "tucana-not-a-trail",
            "\"C3\" is not a trail: write two spaces, like C3-D4",
        ),
        (
            "c3 c3",
            "tucana-same-space",
            "a trail joins two different spaces, not C3 to itself",
        ),
    ];
    for (text, key, words) in typed {
        let e = play.parse(0, text).unwrap_err();
        assert_eq!(e.0.key, key, "{text}");
        assert_eq!(english(&e), words);
    }
    let applied = [
        (
            "trail 0 C7-D7",
            "tucana-wrong-space",
            "D7 is mountain; this turn needs desert and forest",
        ),
        (
            "trail 0 A1-A2",
            "tucana-both-spaces",
            "A1 and A2 are both desert; this turn needs desert and forest",
        ),
        (
            "undo 0",
            "tucana-nothing-to-undo",
            "you have nothing to undo this turn",
        ),
        (
            "skip 1",
            "tucana-no-bonus-owed",
            "you have no bonus trail to skip",
        ),
        (
            "pass 7",
            "tucana-no-such-seat",
            "there is no seat 7 in this game",
        ),
        ("fly 0", "tucana-bad-move", "bad move \"fly 0\""),
    ];
    for (logged, key, words) in applied {
        let e = play.apply(logged).unwrap_err();
        assert_eq!(e.0.key, key, "{logged}");
        assert_eq!(english(&e), words);
    }
    assert_eq!(
        play.apply("pass 7").unwrap_err().0.arg("seat"),
        Some(&Arg::Num(7)),
        "a seat out of the game is a number"
    );
    // A trail drawn twice names it as the map writes it.
    let e = play.apply("trail 0 B2-A1").map(|_| ()).and_then(|()| {
        play.apply("trail 1 A1-B2")?;
        play.apply("trail 0 A1-B2")
    });
    let e = e.unwrap_err();
    assert_eq!(e.0.key, "tucana-already-drawn");
    assert_eq!(english(&e), "A1-B2 is already drawn");
    // The engine's error reads the same English (for scripts and the terminal).
    let engine = Game::new(setup(MapId::Petit, 1, any_deck()));
    let refused = engine.preview(3, edge(map, "A1", "A2")).unwrap_err();
    assert_eq!(refused.msg().key, "tucana-no-such-seat");
    assert_eq!(refused.to_string(), "there is no seat 3 in this game");
    assert_eq!(
        refused.to_string(),
        tucana::game::english(&Tucana, &refused.msg())
    );
}

// ---------------------------------------------------------------- a turn nobody can play

use crate::blocked;

/// Isla Petit for two players, with a deck whose first 8 turns are water + water (the map
/// has 7 water–water trails) and whose other cards are desert.
fn water_game() -> (Game, Vec<EdgeId>) {
    let mut deck = vec![Card::Water; 16];
    deck.resize(Card::DECK_SIZE, Card::Desert);
    let game = Game::new(setup(MapId::Petit, 2, deck));
    let map = game.map();
    let water: Vec<EdgeId> = map
        .all_edges()
        .iter()
        .filter(|&e| blocked::water_water(map, e))
        .collect();
    assert_eq!(water.len(), 7);
    (game, water)
}

#[test]
fn a_turn_nobody_can_play_is_skipped_with_nothing_in_the_log() {
    let (mut game, water) = water_game();
    for &edge in &water {
        for seat in 0..2 {
            game.apply(Move::Trail { seat, edge }).unwrap();
        }
    }
    // Turn 8 is water + water again, and nobody has a water–water trail left: the
    // engine skips it, and turn 9 begins.
    assert_eq!((game.round(), game.turn()), (0, 8));
    assert_eq!(game.cards(), Some([Card::Desert, Card::Desert]));
    assert_eq!(
        game.skipped_turns(),
        &[SkippedTurn {
            round: 0,
            turn: 7,
            cards: [Card::Water, Card::Water],
            after_moves: 14,
        }]
    );
    assert_eq!(game.log().len(), 14, "no move for the skipped turn");
    assert_eq!(game.waiting_for().collect::<Vec<_>>(), vec![0, 1]);
    // Replaying the log finds it again.
    let again = Game::replay(game.setup().clone(), game.log()).unwrap();
    assert_eq!(again.skipped_turns(), game.skipped_turns());
}

#[test]
fn a_turn_is_played_while_one_player_can_draw() {
    let (mut game, water) = water_game();
    for (i, &edge) in water.iter().enumerate() {
        game.apply(Move::Trail { seat: 0, edge }).unwrap();
        // Seat 1 lets the last water–water turn pass, so one trail is left to it.
        let mv = if i + 1 == water.len() {
            Move::Pass { seat: 1 }
        } else {
            Move::Trail { seat: 1, edge }
        };
        game.apply(mv).unwrap();
    }
    assert_eq!((game.round(), game.turn()), (0, 7));
    assert!(game.skipped_turns().is_empty());
    assert_eq!(game.turn_state(0), TurnState::Done, "nothing to draw");
    assert_eq!(game.turn_state(1), TurnState::Trail);
    assert_eq!(
        game.legal_trails(1).iter().collect::<Vec<_>>(),
        vec![water[6]]
    );
    // Once seat 1 has left, seat 0 alone decides: the turn is skipped when it begins.
    game.apply(Move::Resign { seat: 1 }).unwrap();
    assert!(
        game.skipped_turns().is_empty(),
        "turn 8 was closed by a move"
    );
    let (mut game, water) = water_game();
    game.apply(Move::Resign { seat: 1 }).unwrap();
    for &edge in &water {
        game.apply(Move::Trail { seat: 0, edge }).unwrap();
    }
    assert_eq!(
        game.skipped_turns()
            .iter()
            .map(|s| s.turn)
            .collect::<Vec<_>>(),
        vec![7]
    );
}

#[test]
fn turns_after_everyone_has_left_are_not_counted_as_skipped() {
    let (mut game, _) = water_game();
    game.apply(Move::Resign { seat: 0 }).unwrap();
    game.apply(Move::Resign { seat: 1 }).unwrap();
    assert!(game.is_finished());
    assert!(game.skipped_turns().is_empty());
}

// ---------------------------------------------------------------- free pace

mod free_pace {
    use super::*;
    use tucana::game::{FreePace, Happening, Play, Rules, ToAct, View};
    use tucana::games::tucana::{Pace, Tucana, TucanaGame};
    use tucana::words::Msg;

    fn free(players: usize) -> TucanaGame {
        TucanaGame {
            game: Game::with_pace(setup(MapId::Petit, players, any_deck()), Pace::Free),
        }
    }

    fn red_free(players: usize, red: Vec<Sight>) -> TucanaGame {
        let mut s = setup(MapId::Petit, players, any_deck());
        s.red = red;
        TucanaGame {
            game: Game::with_pace(s, Pace::Free),
        }
    }

    fn pos(play: &TucanaGame, seat: usize) -> usize {
        play.game.position_of(seat)
    }

    /// Applies a logged move; returns its happenings, their words in English (as written).
    fn act(play: &mut TucanaGame, logged: &str) -> Vec<Happening> {
        let english = |m: &Msg| Msg::written(tucana::game::english(&Tucana, m));
        play.apply(logged)
            .unwrap_or_else(|e| panic!("{logged}: {e}"))
            .happenings
            .into_iter()
            .map(|h| match h {
                Happening::Seats { seats, text } => Happening::Seats {
                    seats,
                    text: english(&text),
                },
                Happening::Note(text) => Happening::Note(english(&text)),
                Happening::TurnSkipped { at, what } => Happening::TurnSkipped {
                    at,
                    what: english(&what),
                },
                Happening::Lines(lines) => {
                    Happening::Lines(lines.into_iter().map(|(s, t)| (s, english(&t))).collect())
                }
                round => round,
            })
            .collect()
    }

    /// Passes `seat` up to position `to`; returns the happenings on the way.
    fn pass_to(play: &mut TucanaGame, seat: usize, to: usize) -> Vec<Happening> {
        let mut out = Vec::new();
        while pos(play, seat) < to {
            out.extend(act(play, &format!("pass {seat}")));
        }
        out
    }

    /// `seat` draws the path between two spaces, one trail a turn, the last at position
    /// `end`; returns the happenings of the last trail.
    fn draw_by(
        play: &mut TucanaGame,
        seat: usize,
        (a, b): (&str, &str),
        end: usize,
    ) -> Vec<Happening> {
        let map = play.game.map();
        let p = path(map, a, b);
        pass_to(play, seat, end + 1 - p.len());
        let mut last = Vec::new();
        for e in p {
            last = act(play, &format!("trail {seat} {}", map.edge_label(e)));
        }
        assert_eq!(pos(play, seat), end + 1);
        last
    }

    fn seats(seats: &[usize], text: &str) -> Happening {
        Happening::Seats {
            seats: seats.to_vec(),
            text: Msg::written(text),
        }
    }

    #[test]
    fn a_provisional_claim_is_lost_to_a_slower_players_earlier_turn() {
        let mut play = free(2);
        // Seat 0, fast, connects A–A on turn 11; seat 1, slow, on turn 9. Seat 1 is not
        // told of seat 0's claim: it would tell them of cards to come.
        let told = draw_by(&mut play, 0, ("G8", "D1"), 10);
        assert_eq!(told, []);
        let g = &play.game;
        assert_eq!(g.provisional_cards(0), [BonusCard::Blue(Letter::A, 1)]);
        assert_eq!(g.bonus_cards(0), []);
        assert_eq!(
            score_of(g, 0).bonus,
            0,
            "provisional cards are not in the total"
        );
        assert!(
            tucana::game::english(&Tucana, &play.standings()[0].breakdown)
                .ends_with("bonus 0 (+3 provisional)")
        );
        // The pictures show the provisional card (drawn apart, not in the total).
        let names = vec!["ana".to_owned(), "ben".to_owned()];
        let sheet = play
            .picture(
                View::Seat {
                    seat: 0,
                    hints: true,
                },
                &names,
                tucana::words::FALLBACK,
            )
            .unwrap();
        let plain = play
            .seen_by(Some(1))
            .picture(View::Seen { seat: 0 }, &names, tucana::words::FALLBACK)
            .unwrap();
        assert_ne!(sheet, plain);
        assert!(play
            .picture(View::Standings, &names, tucana::words::FALLBACK)
            .is_some());
        // Nobody was told of seat 0's claim, so nobody is told that it is lost.
        let told = draw_by(&mut play, 1, ("I7", "B1"), 8);
        assert_eq!(
            told,
            [seats(
                &[1],
                " won blue card A (3 points), connected on turn 9"
            )]
        );
        let g = &play.game;
        assert_eq!(g.provisional_cards(0), []);
        assert_eq!(g.bonus_cards(0), []);
        assert_eq!(g.bonus_cards(1), [BonusCard::Blue(Letter::A, 1)]);
        assert_eq!(g.blue_left(Letter::A).count(), 0);
    }

    #[test]
    fn a_claim_becomes_final_when_everyone_has_finished_its_turn_and_ties_share() {
        let mut play = free(3);
        assert_eq!(draw_by(&mut play, 0, ("G8", "D1"), 10), []);
        // Seat 1 ties on the same turn: it shares the claim, still provisional (seat 2),
        // and untold (seat 2 has not reached turn 11).
        assert_eq!(draw_by(&mut play, 1, ("I7", "B1"), 10), []);
        assert_eq!(
            play.game.provisional_cards(1),
            [BonusCard::Blue(Letter::A, 1)]
        );
        // Seat 2 reaches turn 11: the claim is told, once, still provisional.
        let told = pass_to(&mut play, 2, 10);
        assert_eq!(
            told,
            [seats(
                &[0, 1],
                " connected A–A on turn 11: blue card A (3 points) is theirs, shared with \
                 whoever else connects it on that turn (provisional)"
            )]
        );
        // Seat 2 finishes turn 11 without connecting: both win, told once.
        let told = pass_to(&mut play, 2, 11);
        assert_eq!(
            told,
            [seats(
                &[0, 1],
                " won blue card A (3 points), connected on turn 11"
            )]
        );
        for s in [0, 1] {
            assert_eq!(play.game.bonus_cards(s), [BonusCard::Blue(Letter::A, 1)]);
            assert_eq!(play.game.provisional_cards(s), []);
        }
        assert!(pass_to(&mut play, 2, 13).is_empty());
    }

    #[test]
    fn five_players_the_next_turns_completers_get_the_second_card() {
        let mut play = free(5);
        // Seat 1 plays first and connects on turn 12; seat 0 then connects on turn 11,
        // which moves seat 1 down to the #2 card; seat 2 on turn 13 gets nothing.
        draw_by(&mut play, 1, ("I7", "B1"), 11);
        assert_eq!(
            play.game.provisional_cards(1),
            [BonusCard::Blue(Letter::A, 1)]
        );
        // Nobody has reached these turns: nobody is told.
        assert_eq!(draw_by(&mut play, 0, ("G8", "D1"), 10), []);
        assert_eq!(
            play.game.provisional_cards(1),
            [BonusCard::Blue(Letter::A, 2)]
        );
        draw_by(&mut play, 2, ("A3", "J3"), 12);
        for s in 0..5 {
            pass_to(&mut play, s, 13);
        }
        let g = &play.game;
        assert_eq!(g.bonus_cards(0), [BonusCard::Blue(Letter::A, 1)]);
        assert_eq!(g.bonus_cards(1), [BonusCard::Blue(Letter::A, 2)]);
        assert_eq!(g.bonus_cards(2), []);
        assert!((0..5).all(|s| g.provisional_cards(s).is_empty()));
    }

    #[test]
    fn the_red_card_goes_to_the_earliest_turn() {
        let mut play = red_free(3, vec![Sight::Yeti]);
        draw_by(&mut play, 0, ("E4", "I1"), 9);
        assert_eq!(
            play.game.provisional_cards(0),
            [BonusCard::Red(Sight::Yeti)]
        );
        // Seat 2 is at turn 1: neither claim is told yet, and seat 0's never will be.
        assert_eq!(draw_by(&mut play, 1, ("E4", "I1"), 7), []);
        let told = pass_to(&mut play, 2, 8);
        assert_eq!(
            told,
            [
                seats(
                    &[1],
                    " linked two yetis on turn 8: red card yeti (6 points) is theirs, \
                     shared with whoever else does it on that turn (provisional)"
                ),
                seats(&[1], " won red card yeti (6 points), linked on turn 8"),
            ]
        );
        let g = &play.game;
        assert_eq!(g.bonus_cards(1), [BonusCard::Red(Sight::Yeti)]);
        assert_eq!(g.bonus_cards(0), []);
        assert!(g.red_left().is_empty());
    }

    #[test]
    fn a_round_ends_once_when_the_last_player_finishes_it_and_the_game_when_all_have() {
        let mut play = free(2);
        let t = TURNS_PER_ROUND;
        assert!(pass_to(&mut play, 0, 2 * t - 1).is_empty());
        assert_eq!(
            play.game.round_scores(0).len(),
            1,
            "seat 0's round 1 is scored"
        );
        assert_eq!(play.turn().round, 0);
        let told = pass_to(&mut play, 1, t);
        assert_eq!(told, [Happening::RoundEnded { round: 0 }]);
        assert!(pass_to(&mut play, 0, 2 * t).is_empty());
        assert_eq!(tucana_said(play.progress(0)), "finished");
        assert_eq!(play.to_act(), ToAct::Everyone(vec![1]));
        assert!(!play.is_finished());
        assert!(play.apply("pass 0").is_err());
        assert_eq!(play.seat_turn(0).round, 2);
        assert_eq!(
            tucana_said(play.progress(1)),
            format!("turn {} of {}", t + 1, 2 * t)
        );
        let told = pass_to(&mut play, 1, 2 * t);
        assert_eq!(told, [Happening::RoundEnded { round: 1 }]);
        assert!(play.is_finished());
        assert_eq!(play.to_act(), ToAct::Nobody);
    }

    #[test]
    fn a_player_who_leaves_a_free_game_does_not_hold_it_up() {
        let mut play = free(3);
        act(&mut play, "resign 2");
        assert_eq!(tucana_said(play.progress(2)), "left");
        assert_eq!(play.to_act(), ToAct::Everyone(vec![0, 1]));
        assert_eq!(play.game.round_scores(2).len(), 2);
        draw_by(&mut play, 0, ("G8", "D1"), 10);
        // Told when seat 1, the only other still playing, reaches turn 11; won when it
        // finishes it.
        let told = pass_to(&mut play, 1, 11);
        assert_eq!(
            told,
            [
                seats(
                    &[0],
                    " connected A–A on turn 11: blue card A (3 points) is theirs, shared with \
                     whoever else connects it on that turn (provisional)"
                ),
                seats(&[0], " won blue card A (3 points), connected on turn 11")
            ]
        );
        pass_to(&mut play, 0, 2 * TURNS_PER_ROUND);
        pass_to(&mut play, 1, 2 * TURNS_PER_ROUND);
        assert!(play.is_finished());
    }

    #[test]
    fn a_claim_waiting_for_a_slower_player_is_told_when_they_leave() {
        let mut play = free(2);
        assert_eq!(draw_by(&mut play, 0, ("G8", "D1"), 10), []);
        let told = act(&mut play, "resign 1");
        assert!(told.contains(&seats(
            &[0],
            " won blue card A (3 points), connected on turn 11"
        )));
    }

    #[test]
    fn there_is_no_shared_turn_to_close_in_a_free_game() {
        let mut play = free(2);
        assert!(play.free_pace().is_some());
        let err = play.apply("close").unwrap_err();
        assert!(
            err.english(tucana::game::Declared::rules(&play))
                .contains("own pace"),
            "{err}"
        );
        act(&mut play, "pass 0");
        assert_eq!(play.deadline_moves(), ["pass 0", "pass 1"]);
        assert_eq!(play.default_move(1).as_deref(), Some("pass 1"));
        assert_eq!(play.turn().turn, 0);
        assert_eq!(play.seat_turn(0).turn, 1);
    }

    #[test]
    fn nobody_sees_a_seat_beyond_their_own_finished_turns() {
        let mut play = free(2);
        draw_by(&mut play, 0, ("G8", "D1"), 10);
        let map = play.game.map();
        let first = path(map, "I7", "B1")[0];
        act(&mut play, &format!("trail 1 {}", map.edge_label(first)));
        pass_to(&mut play, 1, 3);
        // Seat 1 is at turn 4: it sees seat 0 as it was after 3 turns, with no claim.
        let seen = play.game.seen_by(Some(1));
        assert_eq!(seen.position_of(0), 3);
        assert_eq!(seen.sheet(1).drawn(), play.game.sheet(1).drawn());
        let p0 = path(map, "G8", "D1");
        let before = p0.len().saturating_sub(11 - 3);
        assert_eq!(seen.sheet(0).drawn().len(), before);
        assert!(seen.claims().is_empty());
        assert_eq!(seen.provisional_cards(0), []);
        // Everyone sees both seats at turn 4; seat 0 sees all of seat 1.
        let public = play.game.seen_by(None);
        assert_eq!((public.position_of(0), public.position_of(1)), (3, 3));
        let seen0 = play.game.seen_by(Some(0));
        assert_eq!(seen0.sheet(1).drawn(), play.game.sheet(1).drawn());
        assert_eq!(seen0.provisional_cards(0), [BonusCard::Blue(Letter::A, 1)]);
        // Through the interface too.
        let boxed = play.seen_by(Some(1));
        assert_eq!(boxed.seat_turn(0).turn, 3);
        // A player who leaves (and is thus at the game's end) sees what everyone sees: the
        // others as far as the slowest still playing has got, nothing beyond it.
        act(&mut play, "resign 1");
        let left = play.game.seen_by(Some(1));
        let public = play.game.seen_by(None);
        assert_eq!(left.sheet(0).drawn(), public.sheet(0).drawn());
        assert_eq!(left.position_of(0), public.position_of(0));
    }

    /// Leaving jumps a player to the game's end; they still see no further than everyone.
    #[test]
    fn a_player_who_leaves_sees_no_further_than_everyone() {
        let mut play = free(3);
        pass_to(&mut play, 0, 10);
        act(&mut play, "resign 1");
        let left = play.game.seen_by(Some(1));
        assert_eq!(left.position_of(0), 0, "seat 2 has not played yet");
        assert_eq!(play.game.seen_by(Some(2)).position_of(0), 0);
        assert_eq!(play.game.seen_by(Some(0)).position_of(0), 10);
    }

    #[test]
    fn each_seat_sees_its_own_turns_cards_and_the_table_none() {
        let options = Tucana.options(&[("pace", "free")]).unwrap();
        let mut play = Tucana.setup(7, &options, 2).unwrap();
        let game = tucana::games::tucana::engine(play.as_ref())
            .unwrap()
            .clone();
        let deck = &game.setup().decks[0];
        let line = |a: Card, b: Card| format!("the cards: **{a}** and **{b}**");
        play.apply("pass 0").unwrap();
        assert_eq!(tucana_said(play.seat_headline(0)), line(deck[2], deck[3]));
        assert_eq!(tucana_said(play.seat_headline(1)), line(deck[0], deck[1]));
        assert_eq!(
            tucana_said(play.headline()),
            "everyone plays at their own pace"
        );
        assert_eq!(tucana_said(play.progress(0)), "turn 2 of 26");
        assert_eq!(tucana_said(play.progress(1)), "turn 1 of 26");
        let names = vec!["ana".to_owned(), "ben".to_owned()];
        assert!(play
            .picture(View::Turn, &names, tucana::words::FALLBACK)
            .is_none());
        let mine = play
            .picture(View::TurnOf { seat: 0 }, &names, tucana::words::FALLBACK)
            .unwrap();
        let theirs = play
            .picture(View::TurnOf { seat: 1 }, &names, tucana::words::FALLBACK)
            .unwrap();
        assert_ne!(mine, theirs);
        // A together game: the same cards for everyone.
        let together = Tucana.setup(7, &Tucana.options(&[]).unwrap(), 2).unwrap();
        assert!(together.free_pace().is_none());
        assert_eq!(together.seat_headline(1), together.headline());
        assert_eq!(tucana_said(together.headline()), line(deck[0], deck[1]));
    }

    #[test]
    fn the_pace_option() {
        let free = Tucana.options(&[("pace", "free")]).unwrap();
        assert!(free.contains(r#""pace":"free""#), "{free}");
        assert!(tucana_said(Tucana.describe_options(&free)).ends_with("free pace"));
        let together = Tucana.options(&[("pace", "together")]).unwrap();
        assert_eq!(together, Tucana.options(&[]).unwrap());
        assert!(
            !together.contains("pace"),
            "together is stored as before: {together}"
        );
        assert_eq!(
            tucana_said(Tucana.options(&[("pace", "slow")]).err()),
            "pace is together or free, not slow"
        );
        // Options stored before free pace read as together.
        let old: Options = serde_json::from_str(r#"{"map":"petit"}"#).unwrap();
        assert_eq!(old.pace, Pace::Together);
        // A solo game is always self-paced: free is together.
        let solo = Tucana.setup(1, &free, 1).unwrap();
        assert!(solo.free_pace().is_none());
        assert!(Tucana.setup(1, &free, 2).unwrap().is_free_paced());
    }
}

/// A message of Trails of Tucana in English; nothing: empty.
fn tucana_said(msg: Option<tucana::words::Msg>) -> String {
    msg.map_or_else(String::new, |m| {
        tucana::game::english_named(&tucana::games::tucana::Tucana, &m, &[])
    })
}
