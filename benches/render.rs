//! Draw-and-encode time of every kind of picture the bot draws (docs/render.md).
//!
//! `cargo bench --bench render [-- FILTER]`: each picture is drawn and encoded as PNG in
//! full on every iteration, on one thread, warm (the static layers and palettes of its
//! kind drawn once before); the sizes are printed first. The games' pictures are drawn
//! through [`Play::picture`], as the bot draws them:
//!
//! - `tucana/sheet_grande_8_legal`: the headline, an Isla Grande sheet of 8 players
//!   mid-game (round 2, at the start of a turn, nothing drawn yet) with the legal trails,
//!   as the turn post's map button (`/map`) shows it to the player whose turn it is;
//!   `tucana/sheet_grande_8_moved`: the same player's sheet after their trail (the reply to
//!   `/move`); `tucana/sheet_grande_8_seen`: another seat's sheet as others see it;
//!   `tucana/sheet_petit_4_legal`; the turn's cards, the standings of 8 with their maps,
//!   and the daily card;
//! - Combi-Nations (4 players): a country with the hinted tile, the turn card, the market,
//!   the standings;
//! - La Isla (4 players, round 3): a player's own board, the turn card, the island, the
//!   standings;
//! - Islas Canarias (5 players after 120 moves): a seat's own island with its hand, the turn
//!   card, the table of 5 islands with the last arrival, the standings;
//! - the pictures that know no game: a page of a league table, a daily histogram, a rating
//!   trend.

use criterion::{criterion_group, criterion_main, Criterion};
use tucana::game::{Engine, Play, View};
use tucana::games::tucana::pictures::{self, demo_game, DailyCard};
use tucana::games::tucana::{MapId, Move, Sight};
use tucana::render::{self, LeagueRow, LeagueTable, RatingTrend, ScoreHistogram, TrendSeries};

/// A picture to time: its name and how to draw it.
type Case = (&'static str, Box<dyn Fn() -> Vec<u8>>);

fn names(n: usize) -> Vec<String> {
    [
        "Ana", "Bruno", "Chiara", "Dmitri", "Esther", "Farid", "Gwen", "Hiro",
    ]
    .iter()
    .take(n)
    .map(|s| s.to_string())
    .collect()
}

/// Every view of a game that the bot draws, as cases named `prefix/view`.
fn views(
    prefix: &'static str,
    game: Box<dyn Play>,
    players: usize,
    views: &[(&'static str, View)],
) -> Vec<Case> {
    let game: std::rc::Rc<dyn Play> = game.into();
    let names = names(players);
    views
        .iter()
        .map(|&(name, view)| {
            let (game, names) = (game.clone(), names.clone());
            let name: &'static str = Box::leak(format!("{prefix}/{name}").into_boxed_str());
            let draw: Box<dyn Fn() -> Vec<u8>> = Box::new(move || {
                game.picture(view, &names, "en")
                    .unwrap_or_else(|| panic!("{name}: the game draws this view"))
            });
            (name, draw)
        })
        .collect()
}

fn tucana() -> Vec<Case> {
    // Round 2 of 3 of Isla Grande, every seat done with turn 24: the start of turn 25.
    let grande = demo_game(MapId::Grande, 8, 24, 11);
    let mut moved = grande.clone();
    let edge = moved.legal_trails(2).iter().next().expect("a legal trail");
    moved
        .apply(Move::Trail { seat: 2, edge })
        .expect("a legal trail is drawn");
    let petit = demo_game(MapId::Petit, 4, 16, 11);
    let mut cases = views(
        "tucana",
        Engine::boxed(grande.clone()),
        8,
        &[
            (
                "sheet_grande_8_legal",
                View::Seat {
                    seat: 2,
                    hints: true,
                },
            ),
            ("sheet_grande_8_seen", View::Seen { seat: 5 }),
            ("cards", View::Turn),
            ("standings_grande_8", View::Standings),
        ],
    );
    cases.extend(views(
        "tucana",
        Engine::boxed(moved),
        8,
        &[(
            "sheet_grande_8_moved",
            View::Seat {
                seat: 2,
                hints: true,
            },
        )],
    ));
    cases.extend(views(
        "tucana",
        Engine::boxed(petit),
        4,
        &[(
            "sheet_petit_4_legal",
            View::Seat {
                seat: 1,
                hints: true,
            },
        )],
    ));
    let card = DailyCard {
        title: "Daily Tucana · 2026-11-30".into(),
        subtitle: "Isla Petit · special bonus".into(),
        player: "Chiara".into(),
        total: 87,
        rounds: vec![21, 34],
        villages: 22,
        bonus: 10,
        ladder: Some("Pathfinder".into()),
        sights: Sight::ALL.into_iter().zip([3, 2, 4, 1, 3]).collect(),
        per_type: 4,
    };
    cases.push((
        "tucana/daily_card",
        Box::new(move || pictures::daily_card(&card)),
    ));
    cases
}

fn combi_nations() -> Vec<Case> {
    use tucana::games::combi_nations::{pictures, CountryId};
    let game = pictures::demo_game(4, Some(CountryId::Shield), 24, 11);
    views(
        "combi",
        Engine::boxed(game),
        4,
        &[
            (
                "country_legal",
                View::Seat {
                    seat: 0,
                    hints: true,
                },
            ),
            ("country_seen", View::Seen { seat: 1 }),
            ("turn_card", View::Turn),
            ("market", View::Board),
            ("standings_4", View::Standings),
        ],
    )
}

fn la_isla() -> Vec<Case> {
    use tucana::games::la_isla::pictures;
    let game = pictures::demo_game(4, 3, 11);
    views(
        "la_isla",
        Engine::boxed(game),
        4,
        &[
            (
                "player_own",
                View::Seat {
                    seat: 0,
                    hints: false,
                },
            ),
            ("player_seen", View::Seen { seat: 1 }),
            ("turn_card", View::Turn),
            ("island", View::Board),
            ("standings_4", View::Standings),
        ],
    )
}

fn canarias() -> Vec<Case> {
    use tucana::games::islas_canarias::sim;
    let game = sim::demo(5, 120, 11);
    views(
        "canarias",
        Engine::boxed(game),
        5,
        &[
            (
                "own_island",
                View::Seat {
                    seat: 0,
                    hints: false,
                },
            ),
            ("seen_island", View::Seen { seat: 1 }),
            ("turn_card", View::Turn),
            ("table_5", View::Board),
            ("standings_5", View::Standings),
        ],
    )
}

fn kit() -> Vec<Case> {
    let league = LeagueTable {
        title: "Autumn league · Trails of Tucana".into(),
        subtitle: "Season 3 · page 1 of 2".into(),
        rows: (0..10)
            .map(|i| LeagueRow {
                position: i + 1,
                name: format!("{} {}", names(8)[i % 8], i + 1),
                played: 20 - i as u32,
                wins: 9 - (i as u32 % 9),
                points: 300 - 17 * i as u64,
                average: 71.3 - 1.7 * i as f64,
                best: 96 - i as u32,
                rating: Some(1620.0 - 23.5 * i as f64),
            })
            .collect(),
    };
    let histogram = ScoreHistogram {
        title: "Chiara's daily Tucana".into(),
        subtitle: "24 played · streak 3 (best 5) · best 92 · average 71.3".into(),
        bars: (0..10)
            .map(|i| {
                (
                    format!("{}–{}", 10 * i, 10 * i + 9),
                    [0, 0, 1, 2, 3, 5, 7, 4, 2, 0][i],
                )
            })
            .collect(),
        best_bar: Some(8),
    };
    let trend = RatingTrend {
        title: "Chiara's ratings".into(),
        subtitle: "over 64 rated games".into(),
        series: ["Trails of Tucana", "Combi-Nations", "La Isla"]
            .iter()
            .enumerate()
            .map(|(k, label)| TrendSeries {
                label: label.to_string(),
                points: (0..20 + 12 * k)
                    .map(|i| 1500.0 + 40.0 * ((i + 3 * k) as f64 * 0.7).sin() + 3.0 * i as f64)
                    .collect(),
            })
            .collect(),
        empty: "no rated game yet".into(),
        axis: "rated games".into(),
    };
    let league: Box<dyn Fn() -> Vec<u8>> = Box::new(move || render::league_table(&league));
    let histogram: Box<dyn Fn() -> Vec<u8>> = Box::new(move || render::score_histogram(&histogram));
    let trend: Box<dyn Fn() -> Vec<u8>> = Box::new(move || render::rating_trend(&trend));
    vec![
        ("kit/league_table_10", league),
        ("kit/score_histogram", histogram),
        ("kit/rating_trend_3", trend),
    ]
}

fn all_cases() -> Vec<Case> {
    [tucana(), combi_nations(), la_isla(), canarias(), kit()]
        .into_iter()
        .flatten()
        .collect()
}

/// The PNG settings compared on the real pictures (`PNG_TABLE=1 cargo bench --bench
/// render`): the `png` crate's compression levels and filters over the same indexed pixels.
const SETTINGS: [(&str, png::Compression, png::Filter); 11] = [
    (
        "stored",
        png::Compression::NoCompression,
        png::Filter::NoFilter,
    ),
    (
        "fdeflate, none",
        png::Compression::Fast,
        png::Filter::NoFilter,
    ),
    ("fdeflate, Sub", png::Compression::Fast, png::Filter::Sub),
    ("fdeflate, Up", png::Compression::Fast, png::Filter::Up),
    (
        "fdeflate, Paeth",
        png::Compression::Fast,
        png::Filter::Paeth,
    ),
    (
        "fdeflate, adaptive",
        png::Compression::Fast,
        png::Filter::Adaptive,
    ),
    (
        "zlib 6, none",
        png::Compression::Balanced,
        png::Filter::NoFilter,
    ),
    ("zlib 6, Up", png::Compression::Balanced, png::Filter::Up),
    (
        "zlib 6, adaptive",
        png::Compression::Balanced,
        png::Filter::Adaptive,
    ),
    (
        "zlib 9, none",
        png::Compression::High,
        png::Filter::NoFilter,
    ),
    (
        "zlib 9, adaptive",
        png::Compression::High,
        png::Filter::Adaptive,
    ),
];

/// One picture's indexed pixels written with one setting: the PNG's length.
fn write_png(
    w: u32,
    h: u32,
    plte: &[u8],
    idx: &[u8],
    compression: png::Compression,
    filter: png::Filter,
) -> usize {
    let mut out = Vec::new();
    let mut enc = png::Encoder::new(&mut out, w, h);
    enc.set_color(png::ColorType::Indexed);
    enc.set_depth(png::BitDepth::Eight);
    enc.set_palette(plte);
    enc.set_compression(compression);
    enc.set_filter(filter);
    let mut writer = enc.write_header().expect("a header");
    writer.write_image_data(idx).expect("the pixels");
    writer.finish().expect("the end");
    out.len()
}

/// Prints, per picture and setting, the median time to write its indexed pixels (the
/// matching of colours to the palette, the same for every setting, left out) and the size.
fn png_table(cases: &[Case]) {
    print!("| picture |");
    for (name, _, _) in SETTINGS {
        print!(" {name} |");
    }
    println!(" ours: Up, fixed codes, runs |");
    println!("|---|{}", "---|".repeat(SETTINGS.len() + 1));
    for (name, draw) in cases {
        let bytes = draw();
        let mut decoder = png::Decoder::new(std::io::Cursor::new(bytes));
        decoder.set_transformations(png::Transformations::IDENTITY);
        let mut reader = decoder.read_info().expect("a PNG");
        let mut idx = vec![0; reader.output_buffer_size().expect("a size")];
        let frame = reader.next_frame(&mut idx).expect("a frame");
        idx.truncate(frame.buffer_size());
        let info = reader.info();
        let plte = info.palette.as_deref().expect("an indexed PNG").to_vec();
        let (w, h) = (info.width, info.height);
        print!("| {name} {w}×{h} |");
        for (_, compression, filter) in SETTINGS {
            let mut times: Vec<f64> = (0..7)
                .map(|_| {
                    let t = std::time::Instant::now();
                    let n = write_png(w, h, &plte, &idx, compression, filter);
                    std::hint::black_box(n);
                    t.elapsed().as_secs_f64() * 1000.0
                })
                .collect();
            times.sort_by(f64::total_cmp);
            let size = write_png(w, h, &plte, &idx, compression, filter);
            print!(" {:.2} ms, {} KB |", times[3], size.div_ceil(1024));
        }
        // The sheet's own writer, without a kept template (src/render/zpng.rs).
        let mut times: Vec<f64> = (0..7)
            .map(|_| {
                let t = std::time::Instant::now();
                std::hint::black_box(render::write_indexed(w, h, &plte, &idx));
                t.elapsed().as_secs_f64() * 1000.0
            })
            .collect();
        times.sort_by(f64::total_cmp);
        let size = render::write_indexed(w, h, &plte, &idx).len();
        print!(" {:.2} ms, {} KB |", times[3], size.div_ceil(1024));
        println!();
    }
}

fn pictures(c: &mut Criterion) {
    let cases = all_cases();
    if std::env::var_os("PNG_TABLE").is_some() {
        png_table(&cases);
        return;
    }
    for (name, draw) in &cases {
        let png = draw();
        let (w, h, _) = render::decode(&png).expect("a PNG");
        println!("{name}: {w}x{h}, {} KB", png.len().div_ceil(1024));
    }
    for (name, draw) in &cases {
        c.bench_function(name, |b| b.iter(draw));
    }
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .sample_size(40)
        .warm_up_time(std::time::Duration::from_millis(700))
        .measurement_time(std::time::Duration::from_secs(2));
    targets = pictures
}
criterion_main!(benches);
