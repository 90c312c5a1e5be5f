//! The components checked against the reference's tables (la-isla-data.md D2–D8).

use super::*;
use crate::game::rng::Rng;
use crate::games::la_isla::play::english;

/// Table D7: per space its colour, symbol and regions; per region its value, piece, face,
/// anchor and spaces.
const D7: &str = "
I1 yellow tent J1 J5 J34
I2 green hat J1 J11
I3 gray rope J1 J2 J11
I4 brown tent J2
I5 beige backpack J2 J3 J17 J19
I6 yellow hat J3 J19
I7 green rope J3 J4 J26
I8 gray bottle J4 J26
I9 brown backpack J4 J5
I10 beige bottle J5 J32 J34
M1 yellow rope J7 J8
M2 green bottle J8 J10 J11
M3 gray backpack J11 J13 J14
M4 beige tent J13 J16 J17
M5 brown hat J17 J19 J20
M6 yellow backpack J22 J23
M7 green tent J22 J25 J26
M8 gray hat J26 J28 J29
M9 beige rope J29 J31 J32
M10 brown bottle J32 J34 J35
O1 green backpack J7 J33 J35
O2 gray hat J6 J7 J8
O3 gray tent J6 J8 J9
O4 beige rope J9 J10
O5 beige hat J10 J12 J14
O6 brown bottle J12 J14
O7 brown rope J13 J14 J15 J16
O8 yellow backpack J15 J16
O9 yellow bottle J17 J20
O10 green tent J18 J20
O11 gray tent J18 J20 J21 J23
O12 brown hat J21 J23
O13 beige hat J22 J23 J24
O14 yellow rope J24 J25
O15 brown rope J25 J28
O16 green bottle J27 J28 J29
O17 yellow bottle J27 J29 J30 J31
O18 gray backpack J30 J31
O19 green backpack J32 J35
O20 beige tent J33 J35

J1 3 centre X 552.6 461.8 I1 I2 I3
J2 3 centre X 552.6 538.2 I3 I4 I5
J3 3 centre X 479.9 561.8 I5 I6 I7
J4 3 centre X 435.0 500.0 I7 I8 I9
J5 3 centre X 479.9 438.2 I9 I10 I1
J6 2 T1 Cb 700.7 106.2 O2 O3
J7 3 T1 La 565.7 161.8 O1 O2 M1
J8 4 T1 LbV 659.2 224.2 O2 O3 M2 M1
J9 2 T2 Ca 812.5 187.5 O3 O4
J10 3 T2 Lb 801.3 333.0 O4 O5 M2
J11 4 T2 Q 679.3 441.8 I2 M2 M3 I3
J12 2 T3 Ca 936.6 430.9 O5 O6
J13 3 T3 V 784.4 592.4 M3 O7 M4
J14 4 T3 LaLb 844.5 500.0 O5 O6 O7 M3
J15 2 T4 Ca 893.8 700.7 O7 O8
J16 3 T4 La 801.3 667.0 O7 O8 M4
J17 4 T4 VQb 641.8 710.2 M4 O9 M5 I5
J18 2 T5 Cb 569.1 936.6 O10 O11
J19 3 T5 Qa 526.4 666.9 I5 M5 I6
J20 4 T5 LaLb 606.5 827.6 O9 O10 O11 M5
J21 2 T6 Ca 430.9 936.6 O11 O12
J22 3 T6 V 324.3 741.9 M6 O13 M7
J23 4 T6 LaLb 393.5 827.6 O11 O12 O13 M6
J24 2 T7 Ca 187.5 812.5 O13 O14
J25 3 T7 Lb 198.7 667.0 O14 O15 M7
J26 4 T7 Q 320.7 558.2 I7 M7 M8 I8
J27 2 T8 Cb 63.4 430.9 O16 O17
J28 3 T8 La 158.1 542.0 O15 O16 M8
J29 4 T8 LbV 188.5 433.8 O16 O17 M9 M8
J30 2 T9 Ca 106.2 299.3 O17 O18
J31 3 T9 La 198.7 333.0 O17 O18 M9
J32 4 T9 VQb 358.2 289.8 M9 O19 M10 I10
J33 2 T10 Cb 430.9 63.4 O20 O1
J34 3 T10 Qa 473.6 333.1 I10 M10 I1
J35 4 T10 LaLb 393.5 172.4 O19 O20 O1 M10
";

fn space(label: &str) -> Space {
    Space::parse(label).unwrap()
}

fn region(label: &str) -> Region {
    Region(label[1..].parse::<u8>().unwrap() - 1)
}

fn spaces(labels: &str) -> Vec<Space> {
    labels.split_whitespace().map(space).collect()
}

#[test]
fn the_reference_island_is_table_d7() {
    let island = Island::reference();
    let (space_rows, region_rows) = D7.trim().split_once("\n\n").unwrap();
    let mut seen = 0;
    for (i, row) in space_rows.lines().enumerate() {
        let w: Vec<&str> = row.split_whitespace().collect();
        let s = space(w[0]);
        assert_eq!(s, Space(i as u8), "{row}");
        let info = island.space(s);
        assert_eq!(info.colour, Colour::parse(w[1]).unwrap(), "{row}");
        assert_eq!(info.symbol, Symbol::parse(w[2]).unwrap(), "{row}");
        let want: Vec<Region> = w[3..].iter().map(|r| region(r)).collect();
        assert_eq!(island.regions_at(s), want.as_slice(), "{row}");
        seen += 1;
    }
    assert_eq!(seen, Space::COUNT);
    seen = 0;
    for (i, row) in region_rows.lines().enumerate() {
        let w: Vec<&str> = row.split_whitespace().collect();
        let r = region(w[0]);
        assert_eq!(r, Region(i as u8), "{row}");
        assert_eq!(r.label(), w[0]);
        let info = island.region(r);
        assert_eq!(info.value.to_string(), w[1], "{row}");
        let piece = match w[2] {
            "centre" => None,
            t => Some(t[1..].parse::<u8>().unwrap()),
        };
        assert_eq!(info.piece, piece, "{row}");
        assert_eq!(info.face, w[3], "{row}");
        let (x, y): (f32, f32) = (w[4].parse().unwrap(), w[5].parse().unwrap());
        assert!(
            (info.anchor.0 - x).abs() < 0.1 && (info.anchor.1 - y).abs() < 0.1,
            "{row}: anchor {:?}",
            info.anchor
        );
        assert_eq!(info.spaces, spaces(&w[6..].join(" ")), "{row}");
        seen += 1;
    }
    assert_eq!(seen, Region::COUNT);
    assert_eq!(island.regions.len(), Region::COUNT);
}

#[test]
fn the_worked_example_holds_on_the_reference_island() {
    let island = Island::reference();
    assert_eq!(island.region(region("J7")).spaces, spaces("O1 O2 M1"));
    assert_eq!(island.region(region("J17")).spaces, spaces("M4 O9 M5 I5"));
    assert_eq!(island.region(region("J20")).spaces, spaces("O9 O10 O11 M5"));
    let at = |s: &str| island.space(space(s));
    assert_eq!(
        at("O1"),
        SpaceInfo {
            colour: Colour::Green,
            symbol: Symbol::Backpack
        }
    );
    assert_eq!(
        at("O2"),
        SpaceInfo {
            colour: Colour::Gray,
            symbol: Symbol::Hat
        }
    );
    assert_eq!(
        at("O9"),
        SpaceInfo {
            colour: Colour::Yellow,
            symbol: Symbol::Bottle
        }
    );
    // The example's hands (§9).
    let hands = [
        (122, "#122 D_ANY fossa | gray | toad"),
        (54, "#54 B_MARK beige | brown | dodo"),
        (80, "#80 D_VP moth | yellow | fossa"),
        (32, "#32 SYM_VP hat | gray | moth"),
        (45, "#45 B_EXTRA brown | yellow | moth"),
        (90, "#90 D_RES moth | yellow | pika"),
        (113, "#113 LAND_MARK gray | beige | fossa"),
        (167, "#167 EXPLORER | gray | fossa"),
        (85, "#85 D_RES moth | yellow | toad"),
        (158, "#158 TILE_MARK toad | beige | dodo"),
    ];
    for (n, text) in hands {
        assert_eq!(card(n).unwrap().describe(), text);
    }
    // The cardholders: §9 names only their functions.
    let slots = [
        (106, "LAND_VP yellow"),
        (148, "TILE_VP toad"),
        (12, "SYM_MARK hat"),
        (5, "WILD brown"),
        (55, "B_MARK brown"),
        (77, "D_VP fossa"),
        (172, "DRAW4"),
        (7, "CHEAP hat"),
        (177, "OCC_VP"),
        (169, "EXTRA_SLOT"),
    ];
    for (n, text) in slots {
        assert_eq!(card(n).unwrap().function.describe(), text);
    }
}

#[test]
fn every_assembly_keeps_the_region_guarantees() {
    let mask = |r: &RegionInfo| r.spaces.iter().fold(0u64, |m, s| m | 1 << s.0);
    for seed in 0..2000 {
        let mut assembly = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
        Rng::new(seed, 0).shuffle(&mut assembly);
        let island = Island::assemble(assembly).unwrap();
        assert_eq!(island.assembly, assembly);
        let masks: Vec<u64> = island.regions.iter().map(mask).collect();
        let mut sorted = masks.clone();
        sorted.sort_unstable();
        sorted.dedup();
        assert_eq!(
            sorted.len(),
            Region::COUNT,
            "{assembly:?}: two regions alike"
        );
        let inside = masks
            .iter()
            .filter(|&&a| masks.iter().any(|&b| a != b && a & b == a))
            .count();
        assert_eq!(inside, 8, "{assembly:?}");
        let mut total = 0;
        for s in Space::all() {
            let n = island.regions_at(s).len();
            assert!((1..=4).contains(&n), "{assembly:?}: {} in {n}", s.label());
            total += n;
        }
        assert_eq!(total, 105, "{assembly:?}");
    }
}

#[test]
fn an_assembly_must_be_a_permutation() {
    for bad in [
        [1, 1, 3, 4, 5, 6, 7, 8, 9, 10],
        [0, 2, 3, 4, 5, 6, 7, 8, 9, 10],
        [11, 2, 3, 4, 5, 6, 7, 8, 9, 10],
    ] {
        let e = Island::assemble(bad).unwrap_err().0;
        assert!(!e.contains('\n') && e.contains("once"), "{e}");
    }
    let island = Island::assemble([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]).unwrap();
    assert_eq!(island.region(Region(5)).piece, Some(10));
}

#[test]
fn spaces_have_labels_sectors_and_positions() {
    for s in Space::all() {
        assert_eq!(Space::parse(&s.label()), Some(s));
        assert_eq!(Space::parse(&s.label().to_lowercase()), Some(s));
    }
    assert_eq!(Space::all().count(), Space::COUNT);
    assert_eq!(Space::parse("o9"), Some(space("O9")));
    assert_eq!(Space::parse("09"), Some(space("O9")));
    assert_eq!(Space::parse("m10"), Some(Space(19)));
    for bad in [
        "O21", "I0", "X1", "I11", "M11", "O0", "O", "", "O+9", "O09", "I1x",
    ] {
        assert_eq!(Space::parse(bad), None, "{bad}");
    }
    // D2, a few rows.
    for (label, ring, sector, x, y) in [
        ("I1", Ring::Inner, 1, 540.2, 376.4),
        ("I8", Ring::Inner, 8, 370.0, 500.0),
        ("M4", Ring::Middle, 4, 710.3, 652.8),
        ("O1", Ring::Outer, 1, 500.0, 110.0),
        ("O2", Ring::Outer, 1, 620.5, 129.1),
        ("O11", Ring::Outer, 6, 500.0, 890.0),
        ("O20", Ring::Outer, 10, 379.5, 129.1),
    ] {
        let s = space(label);
        assert_eq!((s.ring(), s.sector()), (ring, sector), "{label}");
        let (px, py) = s.xy();
        assert!((px - x).abs() < 0.1 && (py - y).abs() < 0.1, "{label}");
    }
}

#[test]
fn words_of_the_notation_are_read() {
    for (words, colour) in [
        ("yellow desert ye", Colour::Yellow),
        ("green grassland gn", Colour::Green),
        ("gray grey mountain gy", Colour::Gray),
        ("beige steppe be", Colour::Beige),
        ("brown swamp br", Colour::Brown),
    ] {
        for w in words.split(' ') {
            assert_eq!(Colour::parse(w), Some(colour), "{w}");
            assert_eq!(Colour::parse(&w.to_uppercase()), Some(colour), "{w}");
        }
    }
    assert_eq!(Colour::parse("red"), None);
    for a in Animal::ALL {
        assert_eq!(Animal::parse(a.name()), Some(a));
        assert_eq!(Animal::parse(&a.code().to_uppercase()), Some(a));
    }
    assert_eq!(Animal::parse("Giant Fossa"), None);
    for s in Symbol::ALL {
        assert_eq!(Symbol::parse(&s.name().to_uppercase()), Some(s));
    }
    for r in Ring::ALL {
        assert_eq!(Ring::parse(r.name()), Some(r));
    }
}

#[test]
fn the_cards_follow_the_reference() {
    let cards = cards();
    assert_eq!(cards.len(), 180);
    assert_eq!(cards.iter().filter(|c| c.set == 1).count(), 120);
    assert_eq!(card(0), None);
    assert_eq!(card(181), None);
    assert_eq!(card(180).unwrap().function, Function::OccCheap);
    assert_eq!(
        english(&Function::SymVp(Symbol::Hat).effect()),
        "+3 VP after placing on a hat"
    );
    assert_eq!(
        english(&Function::Wild(Colour::Yellow).effect()),
        "a yellow resource may stand in when paying"
    );
    assert_eq!(Function::Wild(Colour::Brown).describe(), "WILD brown");
    assert_eq!(Function::Explorer.describe(), "EXPLORER");
    for (function, _, _) in Function::design() {
        let text = function.describe();
        let (family, parameter) = text.split_once(' ').unwrap_or((&text, "-"));
        assert_eq!(Function::from_parts(family, parameter), Some(function));
        assert_eq!(function.family(), family);
    }
}

#[test]
fn a_broken_cards_manifest_is_refused() {
    let text = include_str!("../../../../assets/la-isla/cards.toml");
    let changed = text.replace(
        "\"1 1 WILD yellow green toad\"",
        "\"1 1 WILD yellow gray toad\"",
    );
    assert_ne!(changed, text);
    let e = load_cards(&changed).unwrap_err().0;
    assert!(e.contains("card #1 ") && e.contains("resource"), "{e}");
    let doubled = text.replace(
        "\"2 1 WILD green gray pika\"",
        "\"2 1 WILD yellow gray pika\"",
    );
    let e = load_cards(&doubled).unwrap_err().0;
    assert!(e.contains("WILD"), "{e}");
    let short = text.replace("  \"180 2 OCC_CHEAP - yellow fossa\",\n", "");
    assert!(load_cards(&short).unwrap_err().0.contains("179 cards"));
}

#[test]
fn a_broken_island_manifest_is_refused() {
    let text = include_str!("../../../../assets/la-isla/island.toml");
    let tooth = "{ tooth = 1, type = \"B\", m = [\"yellow\", \"rope\"], oa = [\"green\", \"backpack\"], ob = [\"gray\", \"hat\"] }";
    assert!(text.contains(tooth));
    let changed = text.replace(
        tooth,
        &tooth.replace("\"gray\", \"hat\"", "\"green\", \"hat\""),
    );
    let e = load_island(&changed).unwrap_err().0;
    assert!(e.contains("T1") && e.contains("colour"), "{e}");
    let face = text.replace(
        "slots = [\"oa\", \"ob\"], anchor_r = 3.4",
        "slots = [\"oa\"], anchor_r = 3.4",
    );
    assert!(load_island(&face).unwrap_err().0.contains("face Ca"));
}
