//! Pictures: golden images, checks that what must be drawn is drawn, and a property test
//! that rendering never panics.
//!
//! Golden images live in `tests/golden/*.png`, drawn from the replay scripts beside
//! them. They are compared as decoded pixels with a small tolerance. After an intended
//! change to the pictures, regenerate them and look at them before committing:
//!
//! ```text
//! UPDATE_GOLDEN=1 cargo test --test games render::
//! ```
//!
//! A failing comparison writes what was drawn to `target/golden-actual/NAME.png`.

use std::path::PathBuf;

use proptest::prelude::*;
use tucana::game::rng::Rng;
use tucana::games::tucana::pictures::{self, colors, Color, SheetLayout, SheetView};
use tucana::games::tucana::script::Script;
use tucana::games::tucana::sim::play_turn;
use tucana::games::tucana::{
    EdgeId, Feature, Game, Letter, MapId, Move, Options, Setup, Sight, SpaceId,
};
use tucana::render;

// ---------------------------------------------------------------------------------------
// Helpers

struct Picture {
    w: u32,
    h: u32,
    rgba: Vec<u8>,
}

impl Picture {
    fn decode(png: &[u8]) -> Picture {
        let (w, h, rgba) = render::decode(png).expect("a valid PNG");
        Picture { w, h, rgba }
    }

    fn px(&self, x: f32, y: f32) -> [u8; 3] {
        let (x, y) = (x.round() as i64, y.round() as i64);
        if x < 0 || y < 0 || x >= self.w as i64 || y >= self.h as i64 {
            return [0, 0, 0];
        }
        let i = ((y as u32 * self.w + x as u32) * 4) as usize;
        [self.rgba[i], self.rgba[i + 1], self.rgba[i + 2]]
    }

    /// How many pixels of the box (x, y, w, h) are close to `color`.
    fn count_in_box(&self, (x, y, w, h): (f32, f32, f32, f32), color: Color, tol: i32) -> usize {
        let mut n = 0;
        for py in y.ceil() as i64..(y + h).floor() as i64 {
            for px in x.ceil() as i64..(x + w).floor() as i64 {
                if near(self.px(px as f32, py as f32), color, tol) {
                    n += 1;
                }
            }
        }
        n
    }
}

fn near(p: [u8; 3], c: Color, tol: i32) -> bool {
    (p[0] as i32 - c.r as i32).abs() <= tol
        && (p[1] as i32 - c.g as i32).abs() <= tol
        && (p[2] as i32 - c.b as i32).abs() <= tol
}

fn fixture(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/golden")
        .join(name)
}

/// A replay script of tests/golden/ played out, with its players' names.
fn script_game(name: &str) -> (Game, Vec<String>) {
    let text = std::fs::read_to_string(fixture(name)).expect("the fixture exists");
    let script = Script::parse(&text).expect("the fixture parses");
    let game = script.run().expect("the fixture replays");
    (game, script.players)
}

/// Compares a picture with its golden image (or writes it, with UPDATE_GOLDEN=1).
fn golden(name: &str, png: &[u8]) {
    let path = fixture(&format!("{name}.png"));
    if std::env::var_os("UPDATE_GOLDEN").is_some() {
        std::fs::write(&path, png).expect("the golden image can be written");
        return;
    }
    let fail = |why: String| {
        let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("target/golden-actual");
        let _ = std::fs::create_dir_all(&dir);
        let _ = std::fs::write(dir.join(format!("{name}.png")), png);
        panic!(
            "{name}: {why}; what was drawn is in target/golden-actual/{name}.png \
             (UPDATE_GOLDEN=1 cargo test --test games render:: regenerates the golden images)"
        );
    };
    let Ok(want) = std::fs::read(&path) else {
        return fail(format!("no golden image {}", path.display()));
    };
    let (want, got) = (Picture::decode(&want), Picture::decode(png));
    if (want.w, want.h) != (got.w, got.h) {
        return fail(format!(
            "size {}x{}, golden {}x{}",
            got.w, got.h, want.w, want.h
        ));
    }
    let differ = want
        .rgba
        .chunks_exact(4)
        .zip(got.rgba.chunks_exact(4))
        .filter(|(a, b)| a.iter().zip(b.iter()).any(|(x, y)| x.abs_diff(*y) > 24))
        .count();
    let allowed = (want.w * want.h) as usize / 2000; // 0.05 %
    if differ > allowed {
        fail(format!("{differ} pixels differ (at most {allowed} may)"));
    }
}

fn solo(map: MapId, seed: u64) -> Game {
    let options = Options {
        map,
        ..Options::default()
    };
    Game::new(Setup::from_seed(seed, options, 1).expect("a solo set-up"))
}

/// Plays random turns until `want` holds; returns the game just before and just after
/// the turn that made it hold.
fn until(map: MapId, want: impl Fn(&Game) -> bool) -> (Game, Game) {
    for seed in 0..200 {
        let mut game = solo(map, seed);
        let mut rng = Rng::new(seed, 7);
        while !game.is_finished() {
            let before = game.clone();
            play_turn(&mut game, &mut rng);
            if want(&game) {
                return (before, game);
            }
        }
    }
    panic!("no simulated game reached the wanted state");
}

// ---------------------------------------------------------------------------------------
// Golden images

#[test]
fn golden_sheet_petit_with_legal_overlay() {
    let (game, names) = script_game("petit-3p.json");
    let view = SheetView::new(&game, 1, &names[1]).with_legal(true);
    golden("sheet-petit-legal", &pictures::sheet(&view));
}

#[test]
fn golden_sheet_grande() {
    let (game, names) = script_game("grande-2p.json");
    golden(
        "sheet-grande",
        &pictures::sheet(&SheetView::new(&game, 0, &names[0])),
    );
}

#[test]
fn golden_cards() {
    let (game, _) = script_game("grande-2p.json");
    golden("cards-grande", &pictures::cards(&game));
}

#[test]
fn golden_standings_petit() {
    let (game, names) = script_game("petit-3p.json");
    golden("standings-petit", &pictures::standings(&game, &names));
}

#[test]
fn golden_standings_solo() {
    let (game, names) = script_game("petit-solo.json");
    assert!(game.is_finished());
    golden("standings-solo", &pictures::standings(&game, &names));
}

#[test]
fn rendering_is_deterministic() {
    let (game, names) = script_game("petit-3p.json");
    let view = SheetView::new(&game, 0, &names[0]).with_legal(true);
    assert_eq!(pictures::sheet(&view), pictures::sheet(&view));
    assert_eq!(pictures::cards(&game), pictures::cards(&game));
    assert_eq!(
        pictures::standings(&game, &names),
        pictures::standings(&game, &names)
    );
}

// ---------------------------------------------------------------------------------------
// What must be drawn is drawn

/// Counts the points along the middle of a trail that have one of the trail colours.
fn trail_hits(pic: &Picture, layout: &SheetLayout, e: EdgeId) -> (usize, usize) {
    let mut hits = 0;
    let samples = 40;
    for k in 0..samples {
        let t = 0.3 + 0.4 * k as f32 / (samples - 1) as f32;
        let (x, y) = layout.trail_point(e, t);
        let p = pic.px(x, y);
        if near(p, colors::TRAIL_LOOSE, 30) || near(p, colors::TRAIL_LINKED, 30) {
            hits += 1;
        }
    }
    (hits, samples)
}

fn plain(game: &Game, id: SpaceId) -> bool {
    game.map().space(id).feature.is_none()
}

#[test]
fn a_trail_is_drawn_from_centre_to_centre() {
    for map in MapId::ALL {
        let base = solo(map, 3);
        let m = base.map();
        let legal = base.legal_trails(0);
        // A trail along a row between two plain spaces, and another far from it.
        let e1 = legal
            .iter()
            .find(|&e| {
                let (a, b) = m.edge(e);
                m.space(a).row == m.space(b).row && plain(&base, a) && plain(&base, b)
            })
            .expect("a horizontal legal trail");
        let (a1, b1) = m.edge(e1);
        let e2 = legal
            .iter()
            .find(|&e| {
                let (a, b) = m.edge(e);
                [a, b].iter().all(|s| {
                    let sp = m.space(*s);
                    let r1 = m.space(a1).row as i32;
                    (sp.row as i32 - r1).abs() > 2 && *s != a1 && *s != b1
                })
            })
            .expect("another legal trail far away");
        let mut with = base.clone();
        with.apply(Move::Trail { seat: 0, edge: e1 }).unwrap();
        let mut without = base.clone();
        without.apply(Move::Trail { seat: 0, edge: e2 }).unwrap();
        let layout = SheetLayout::new(map);
        let pic_with = Picture::decode(&pictures::sheet(&SheetView::new(&with, 0, "T")));
        let pic_without = Picture::decode(&pictures::sheet(&SheetView::new(&without, 0, "T")));
        let (hits, n) = trail_hits(&pic_with, &layout, e1);
        assert!(
            hits * 3 >= n,
            "{map}: trail {} drawn at only {hits} of {n} points",
            m.edge_label(e1)
        );
        let (stray, _) = trail_hits(&pic_without, &layout, e1);
        assert!(
            stray * 10 < n,
            "{map}: {stray} trail-coloured points where no trail is"
        );
        // And the other way round.
        assert!(trail_hits(&pic_without, &layout, e2).0 * 3 >= n);
    }
}

#[test]
fn a_trail_to_a_village_is_solid_red() {
    let base = solo(MapId::Petit, 11);
    let m = base.map();
    let legal = base.legal_trails(0);
    let Some(e) = legal.iter().find(|&e| {
        let (a, b) = m.edge(e);
        matches!(m.space(a).feature, Some(Feature::Village(_)))
            ^ matches!(m.space(b).feature, Some(Feature::Village(_)))
    }) else {
        panic!("no legal trail to a village in this set-up");
    };
    let mut game = base.clone();
    game.apply(Move::Trail { seat: 0, edge: e }).unwrap();
    let pic = Picture::decode(&pictures::sheet(&SheetView::new(&game, 0, "T")));
    let layout = SheetLayout::new(MapId::Petit);
    let red = (0..20)
        .filter(|k| {
            let (x, y) = layout.trail_point(e, 0.35 + 0.3 * *k as f32 / 19.0);
            near(pic.px(x, y), colors::TRAIL_LINKED, 30)
        })
        .count();
    assert!(
        red >= 5,
        "trail {} to a village: {red} red points",
        m.edge_label(e)
    );
}

#[test]
fn the_legal_overlay_marks_every_legal_trail() {
    let (game, names) = script_game("grande-2p.json");
    let legal = game.legal_trails(0);
    assert!(!legal.is_empty());
    let layout = SheetLayout::new(MapId::Grande);
    let view = SheetView::new(&game, 0, &names[0]);
    let on = Picture::decode(&pictures::sheet(&view.with_legal(true)));
    let off = Picture::decode(&pictures::sheet(&view));
    for e in legal.iter() {
        let (x, y) = layout.trail_point(e, 0.5);
        let bead = (x - 3.0, y - 3.0, 6.0, 6.0);
        assert!(
            on.count_in_box(bead, colors::LEGAL, 30) >= 10,
            "legal trail {} is not marked",
            game.map().edge_label(e)
        );
        assert_eq!(off.count_in_box(bead, colors::LEGAL, 30), 0);
    }
}

/// How many of 48 points on a circle have the circle colour.
fn ring_hits(pic: &Picture, (cx, cy, r): (f32, f32, f32)) -> usize {
    (0..48)
        .filter(|k| {
            let a = *k as f32 * std::f32::consts::TAU / 48.0;
            near(
                pic.px(cx + r * a.cos(), cy + r * a.sin()),
                colors::CIRCLE,
                40,
            )
        })
        .count()
}

#[test]
fn a_sight_value_is_circled_when_the_sight_reaches_a_village() {
    let (before, after) = until(MapId::Petit, |g| {
        Sight::ALL.iter().any(|s| g.sheet(0).circled(*s) > 0)
    });
    let sight = *Sight::ALL
        .iter()
        .find(|s| after.sheet(0).circled(**s) > 0)
        .unwrap();
    let layout = SheetLayout::new(MapId::Petit);
    let ring = layout.sight_value(sight, 0);
    let with = Picture::decode(&pictures::sheet(&SheetView::new(&after, 0, "T")));
    let without = Picture::decode(&pictures::sheet(&SheetView::new(&before, 0, "T")));
    assert!(
        ring_hits(&with, ring) >= 30,
        "the {sight} value is not circled"
    );
    assert_eq!(
        ring_hits(&without, ring),
        0,
        "a {sight} value circled too early"
    );
}

/// The trails of a shortest path between two spaces.
fn path(game: &Game, from: SpaceId, to: SpaceId) -> Vec<EdgeId> {
    let map = game.map();
    let mut prev: Vec<Option<(SpaceId, EdgeId)>> = vec![None; map.spaces.len()];
    let mut queue = std::collections::VecDeque::from([from]);
    let mut seen = vec![false; map.spaces.len()];
    seen[from.0 as usize] = true;
    while let Some(s) = queue.pop_front() {
        for &(n, e) in map.neighbors(s) {
            if !seen[n.0 as usize] {
                seen[n.0 as usize] = true;
                prev[n.0 as usize] = Some((s, e));
                queue.push_back(n);
            }
        }
    }
    let mut edges = Vec::new();
    let mut at = to;
    while let Some((p, e)) = prev[at.0 as usize] {
        edges.push(e);
        at = p;
    }
    edges
}

/// A solo game whose player draws, turn by turn, the trails of the shortest path between
/// a pair of villages, until the pair is connected: the game before and after that turn.
fn connect_a_pair(map: MapId) -> (Game, Game, Letter) {
    for seed in 0..500 {
        let mut game = solo(map, seed);
        let m = game.map();
        let letters = game.sheet(0).letters();
        let (letter, trails) = Letter::ALL
            .iter()
            .map(|&l| {
                let vs: Vec<SpaceId> = (0..10)
                    .filter(|&v| letters[v] == l)
                    .map(|v| m.villages[v])
                    .collect();
                (l, path(&game, vs[0], vs[1]))
            })
            .min_by_key(|(_, p)| p.len())
            .unwrap();
        while !game.is_finished() {
            let before = game.clone();
            let legal = game.legal_trails(0);
            let mv = match trails.iter().find(|e| legal.contains(**e)) {
                Some(&edge) => Move::Trail { seat: 0, edge },
                None => Move::Pass { seat: 0 },
            };
            game.apply(mv).unwrap();
            if game.turn_state(0) != tucana::games::tucana::TurnState::Done && !game.is_finished() {
                // A bonus trail owed: decline it.
                let _ = game.apply(Move::Pass { seat: 0 });
            }
            if game.sheet(0).has_pair(letter) {
                return (before, game, letter);
            }
        }
    }
    panic!("no game connected a pair");
}

#[test]
fn a_village_pair_is_circled_when_connected() {
    let (before, after, _) = connect_a_pair(MapId::Petit);
    let letter = *Letter::ALL
        .iter()
        .find(|l| after.sheet(0).has_pair(**l))
        .unwrap();
    let layout = SheetLayout::new(MapId::Petit);
    let ring = layout.pair_value(letter);
    let with = Picture::decode(&pictures::sheet(&SheetView::new(&after, 0, "T")));
    let without = Picture::decode(&pictures::sheet(&SheetView::new(&before, 0, "T")));
    assert!(ring_hits(&with, ring) >= 30, "pair {letter} is not circled");
    assert_eq!(ring_hits(&without, ring), 0);
}

#[test]
fn every_space_label_is_written() {
    for map in MapId::ALL {
        let game = solo(map, 1);
        let pic = Picture::decode(&pictures::sheet(&SheetView::new(&game, 0, "T")));
        let layout = SheetLayout::new(map);
        for (i, space) in game.map().spaces.iter().enumerate() {
            let b = layout.label_box(SpaceId(i as u8));
            let ink = pic.count_in_box(b, colors::INK, 40);
            // A two-character label at this size is well over 40 ink pixels.
            assert!(
                ink >= 40,
                "{map}: label {} has {ink} ink pixels",
                space.label
            );
        }
    }
}

#[test]
fn pictures_stay_small() {
    let (game, names) = script_game("grande-2p.json");
    for png in [
        pictures::sheet(&SheetView::new(&game, 0, &names[0]).with_legal(true)),
        pictures::cards(&game),
        pictures::standings(&game, &names),
    ] {
        assert!(png.len() <= 500 * 1024, "{} KB", png.len() / 1024);
    }
    let w = Picture::decode(&pictures::sheet(&SheetView::new(&game, 0, &names[0]))).w;
    assert!(w >= 1200, "an Isla Grande sheet is {w} px wide");
}

// ---------------------------------------------------------------------------------------
// Never panics

fn check_png(png: &[u8]) {
    assert!(png.len() > 8 && png.starts_with(b"\x89PNG\r\n\x1a\n"));
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    #[test]
    fn rendering_never_panics(
        seed in any::<u64>(),
        players in 1usize..=8,
        grande in any::<bool>(),
        special_bonus in any::<bool>(),
        turns in 0usize..45,
        seat in 0usize..8,
        legal in any::<bool>(),
        undo in any::<bool>(),
    ) {
        let options = Options {
            map: if grande { MapId::Grande } else { MapId::Petit },
            special_bonus,
            ..Options::default()
        };
        let mut game = Game::new(Setup::from_seed(seed, options, players).unwrap());
        let mut rng = Rng::new(seed, 2);
        for _ in 0..turns {
            if game.is_finished() {
                break;
            }
            play_turn(&mut game, &mut rng);
        }
        // Mid-turn too: a trail drawn (maybe owing a bonus trail), or taken back.
        let seat = seat % players;
        if let Some(edge) = game.legal_trails(seat).iter().next() {
            let _ = game.apply(Move::Trail { seat, edge });
            if undo {
                let _ = game.apply(Move::Undo { seat });
            }
        }
        let names: Vec<String> = (0..players).map(|i| format!("Player with a long name {i}")).collect();
        check_png(&pictures::sheet(&SheetView::new(&game, seat, &names[seat]).with_legal(legal)));
        check_png(&pictures::cards(&game));
        check_png(&pictures::standings(&game, &names));
    }
}

#[test]
fn odd_inputs_do_not_panic() {
    let game = solo(MapId::Grande, 5);
    // A seat out of range, empty and exotic names, missing names.
    check_png(&pictures::sheet(&SheetView::new(&game, 7, "")));
    check_png(&pictures::sheet(&SheetView::new(
        &game,
        0,
        "名前 🦜 with a very very very very very very very very very long name",
    )));
    check_png(&pictures::standings(&game, &[] as &[&str]));
    // A finished game, and the standings of more players than get thumbnails.
    let done = tucana::games::tucana::sim::random_game(9, Options::default(), 13).unwrap();
    check_png(&pictures::cards(&done));
    check_png(&pictures::standings(&done, &["a"]));
    check_png(&pictures::sheet(
        &SheetView::new(&done, 12, "last").with_legal(true),
    ));
}

// ---------------------------------------------------------------------------------------
// League tables

fn league_row(position: usize, name: &str, points: u64) -> render::LeagueRow {
    render::LeagueRow {
        position,
        name: name.into(),
        played: 3,
        wins: 1,
        points,
        average: 61.333,
        best: 70,
        rating: Some(4.25),
    }
}

fn league_table(rows: Vec<render::LeagueRow>) -> render::LeagueTable {
    render::LeagueTable {
        title: "Friday League — season 2".into(),
        subtitle: "current season · 4 games counted · page 1 of 1".into(),
        rows,
    }
}

#[test]
fn a_league_table_is_deterministic_with_a_row_per_player_and_medals() {
    let rows = vec![
        league_row(1, "alice", 7),
        league_row(2, "bob", 5),
        league_row(2, "carol", 5),
        league_row(4, "dave", 0),
    ];
    let png = render::league_table(&league_table(rows.clone()));
    check_png(&png);
    assert_eq!(
        png,
        render::league_table(&league_table(rows.clone())),
        "deterministic"
    );
    let pic = Picture::decode(&png);
    assert_eq!(pic.w, 1000);
    // A row is 50 px: two more rows make the picture 100 px taller.
    let mut more = rows.clone();
    more.push(league_row(5, "eve", 0));
    more.push(league_row(6, "fay", 0));
    let taller = Picture::decode(&render::league_table(&league_table(more)));
    assert_eq!(taller.h, pic.h + 100);
    // The leader's medal is gold, in the rank column of the first row (the table starts at
    // y 126, its header row is 44 px).
    let gold = Color {
        r: 0xE0,
        g: 0xA8,
        b: 0x2E,
        a: 255,
    };
    let first_row = (42.0 + 31.0 - 17.0, 126.0 + 44.0 + 8.0, 34.0, 34.0);
    assert!(pic.count_in_box(first_row, gold, 12) > 200, "no gold medal");
    // With nobody first, no gold anywhere.
    let no_leader: Vec<_> = rows
        .iter()
        .cloned()
        .map(|mut r| {
            r.position += 3;
            r
        })
        .collect();
    let plain = Picture::decode(&render::league_table(&league_table(no_leader)));
    assert_eq!(
        plain.count_in_box((0.0, 0.0, 1000.0, plain.h as f32), gold, 12),
        0
    );
}

#[test]
fn odd_league_tables_do_not_panic() {
    check_png(&render::league_table(&league_table(Vec::new())));
    let mut odd = league_row(
        1,
        "名前 🦜 with a very very very very very very very very long name",
        u64::MAX,
    );
    odd.average = f64::NAN;
    odd.rating = Some(f64::INFINITY);
    let mut blank = league_row(usize::MAX, "", 0);
    blank.rating = None;
    check_png(&render::league_table(&render::LeagueTable {
        title: "x".repeat(300),
        subtitle: String::new(),
        rows: vec![odd, blank],
    }));
}

// ---------------------------------------------------------------------------------------
// The daily challenge's pictures

fn daily_card(sights: Vec<(Sight, u8)>) -> pictures::DailyCard {
    pictures::DailyCard {
        title: "Daily Tucana · 2026-11-22".into(),
        subtitle: "Isla Petit · random start".into(),
        player: "alice".into(),
        total: 78,
        rounds: vec![10, 22],
        villages: 38,
        bonus: 8,
        ladder: Some("Dinner at the Mayor's house".into()),
        sights,
        per_type: 2,
    }
}

#[test]
fn the_daily_card_is_deterministic_and_shows_the_sights_connected() {
    let sights = |toucans| {
        Sight::ALL
            .iter()
            .map(|&s| (s, if s == Sight::Toucan { toucans } else { 1 }))
            .collect::<Vec<_>>()
    };
    let png = pictures::daily_card(&daily_card(sights(0)));
    assert_eq!(png, pictures::daily_card(&daily_card(sights(0))));
    assert!(png.len() < 500 * 1024);
    let a = Picture::decode(&png);
    let b = Picture::decode(&pictures::daily_card(&daily_card(sights(2))));
    assert_eq!((a.w, a.h), (b.w, b.h));
    // The toucans' count is the third of five slots along the sights row, below the
    // total: only there do the two pictures differ.
    let slot = (a.w as f32 - 60.0) / 5.0;
    let mut differ_in_slot = [0usize; 5];
    let mut differ_above = 0;
    for y in 0..a.h {
        for x in 0..a.w {
            if a.px(x as f32, y as f32) != b.px(x as f32, y as f32) {
                if y < 300 {
                    differ_above += 1;
                } else {
                    let i = ((x as f32 - 30.0) / slot).clamp(0.0, 4.0) as usize;
                    differ_in_slot[i] += 1;
                }
            }
        }
    }
    assert_eq!(differ_above, 0, "nothing but the sights row changes");
    assert!(
        differ_in_slot[2] > 50,
        "the toucan count is drawn: {differ_in_slot:?}"
    );
    assert_eq!(differ_in_slot.iter().sum::<usize>(), differ_in_slot[2]);
}

fn histogram(counts: &[u32], best_bar: Option<usize>) -> render::ScoreHistogram {
    render::ScoreHistogram {
        title: "alice's daily record".into(),
        subtitle: "12 played · streak 3 (best 5) · best 92 · average 71.3".into(),
        bars: counts
            .iter()
            .enumerate()
            .map(|(i, n)| (format!("{}–{}", 40 + i * 10, 49 + i * 10), *n))
            .collect(),
        best_bar,
    }
}

#[test]
fn the_histogram_has_a_bar_for_each_band_that_has_games() {
    let counts = [1, 3, 0, 8, 2];
    let png = render::score_histogram(&histogram(&counts, Some(4)));
    assert_eq!(png, render::score_histogram(&histogram(&counts, Some(4))));
    let pic = Picture::decode(&png);
    // The panel's background, above the tallest bar's label.
    let panel = pic.px(60.0, 130.0);
    let slot = (pic.w as f32 - 60.0 - 40.0) / counts.len() as f32;
    let base = 110.0 + (pic.h as f32 - 110.0 - 30.0) - 44.0;
    for (i, n) in counts.iter().enumerate() {
        let cx = 50.0 + slot * (i as f32 + 0.5);
        let bar = pic.px(cx, base - 4.0);
        assert_eq!(*n > 0, bar != panel, "bar {i} ({n} games)");
    }
    // The best score's bar stands out from the others.
    let best = pic.px(50.0 + slot * 4.5, base - 4.0);
    let other = pic.px(50.0 + slot * 0.5, base - 4.0);
    assert_ne!(best, other);
    let plain = Picture::decode(&render::score_histogram(&histogram(&counts, None)));
    assert_eq!(plain.px(50.0 + slot * 4.5, base - 4.0), other);
}

#[test]
fn the_daily_pictures_never_panic_on_odd_data() {
    let long = "W".repeat(300);
    for counts in [vec![], vec![0], vec![u32::MAX, 1], vec![1; 60]] {
        let mut h = histogram(&counts, Some(99));
        h.title = long.clone();
        let png = render::score_histogram(&h);
        assert!(Picture::decode(&png).w > 0);
    }
    let mut card = daily_card(vec![]);
    card.player = long.clone();
    card.ladder = None;
    card.rounds = vec![];
    card.total = u32::MAX;
    assert!(Picture::decode(&pictures::daily_card(&card)).w > 0);
}

// ---------------------------------------------------------------------------------------
// Replays as animated GIFs (`tucana render --animate`, `app::replay`)

/// Runs the binary with `args` in `dir`; its exit status and standard output.
fn tucana_in(dir: &std::path::Path, args: &[&str]) -> (i32, String) {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_tucana"))
        .current_dir(dir)
        .args(args)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "tucana {args:?}: {stderr}");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
    )
}

/// A random game of `game` for `players`, dumped by `tucana sim`, drawn by `tucana render
/// --animate`: the GIF's bytes and the frames the tool says it drew.
fn animated(game: &str, players: usize, options: &[&str]) -> (Vec<u8>, usize) {
    let dir = tempfile::tempdir().unwrap();
    let players = players.to_string();
    let mut sim = vec!["sim", "--game", game, "--games", "1", "--players", &players];
    for option in options {
        sim.extend(["--option", option]);
    }
    sim.extend(["--dump", "dump"]);
    tucana_in(dir.path(), &sim);
    let (_, out) = tucana_in(
        dir.path(),
        &["render", "dump/game-0.json", "--animate", "-o", "game.gif"],
    );
    // "wrote game.gif (31 frames, 1106 KB)"
    let frames = out
        .split('(')
        .nth(1)
        .and_then(|rest| rest.split(" frames").next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no frame count in {out:?}"));
    (std::fs::read(dir.path().join("game.gif")).unwrap(), frames)
}

/// The frames of a GIF, decoded: their number, the screen's size, and the last frame's delay.
fn gif_frames(gif: &[u8]) -> (usize, (u16, u16), u16) {
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::Indexed);
    let mut decoder = options.read_info(gif).expect("a GIF");
    let size = (decoder.width(), decoder.height());
    let (mut frames, mut last_delay) = (0, 0);
    while let Some(frame) = decoder.read_next_frame().expect("a frame decodes") {
        frames += 1;
        last_delay = frame.delay;
    }
    (frames, size, last_delay)
}

#[test]
fn every_game_animates_as_a_gif_a_frame_per_step() {
    for rules in tucana::games::all() {
        let Some(_) = rules.tools() else { continue };
        let (gif, frames) = animated(rules.id(), 3.min(*rules.seats().end()), &[]);
        assert!(gif.starts_with(b"GIF89a"), "{}: not a GIF", rules.id());
        let (decoded, (w, h), last_delay) = gif_frames(&gif);
        assert_eq!(
            decoded,
            frames,
            "{}: every frame drawn is in the GIF",
            rules.id()
        );
        // The start or the first step, a step per frame, and the final standings.
        assert!(frames >= 5, "{}: only {frames} frames", rules.id());
        assert!(w <= 960 && h > 100, "{}: {w}×{h}", rules.id());
        assert!(last_delay >= 500, "the final standings stay a while");
        assert!(gif.len() <= tucana::app::replay::GIF_LIMIT);
    }
}

/// The longest game there is: 50 players of Trails of Tucana on Isla Grande, whose
/// standings are the tallest picture; it must fit Discord's upload limit for bots.
#[test]
fn a_fifty_player_game_fits_discords_limit() {
    let (gif, frames) = animated("tucana", 50, &["map=grande"]);
    assert!(
        gif.len() <= tucana::app::replay::GIF_LIMIT,
        "{} bytes",
        gif.len()
    );
    assert_eq!(gif_frames(&gif).0, frames);
    assert!(frames > 20, "{frames} frames");
}
