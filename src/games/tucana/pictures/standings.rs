//! Standings: every player's score parts and rank, thumbnails of every map for up to 12
//! players, and the ladder title of a solo game.

use std::sync::OnceLock;

use tiny_skia::Pixmap;

use super::super::map::ladder_msg;
use super::island::{self, Detail, Geo};
use super::palette;
use super::{icons, say};
use crate::games::tucana::{EdgeSet, Game, Map, MapId, Score, Sight, TURNS_PER_ROUND};
use crate::render::canvas::{round_rect_path, Canvas, Layer, Line, Sprite};
use crate::render::png::Quantizer;
use crate::render::text::{Align, Style};
use crate::words::{msg, Msg};

/// Thumbnails of the players' maps are drawn for up to this many players.
pub const MAX_THUMBNAILS: usize = 12;

const WIDTH: f32 = 1180.0;
const MARGIN: f32 = 30.0;
const HEAD: f32 = 118.0;
const THUMB_COLS: usize = 4;
const THUMB_GAP: f32 = 18.0;
const THUMB_CAPTION: f32 = 40.0;
const THUMB_PAD: f32 = 10.0;

/// The table's columns: left edge and width.
struct Cols {
    rank: (f32, f32),
    name: (f32, f32),
    rounds: Vec<(f32, f32)>,
    sights: (f32, f32),
    pairs: (f32, f32),
    villages: (f32, f32),
    bonus: (f32, f32),
    total: (f32, f32),
}

fn cols(rounds: usize) -> Cols {
    let mut x = MARGIN + 12.0;
    let mut take = |w: f32| {
        let c = (x, w);
        x += w;
        c
    };
    let rank = take(62.0);
    let name_w = 220.0 + (3 - rounds.min(3)) as f32 * 64.0;
    let name = take(name_w);
    let rounds = (0..rounds.min(3)).map(|_| take(64.0)).collect();
    let sights = take(270.0);
    let pairs = take(100.0);
    let villages = take(86.0);
    let bonus = take(76.0);
    let total = take(90.0);
    Cols {
        rank,
        name,
        rounds,
        sights,
        pairs,
        villages,
        bonus,
        total,
    }
}

fn mid(col: (f32, f32)) -> f32 {
    col.0 + col.1 / 2.0
}

fn name_of(names: &[&str], seat: usize) -> String {
    match names.get(seat) {
        Some(n) if !n.trim().is_empty() => n.to_string(),
        _ => say(&msg!("tucana-picture-player", seat = seat + 1)),
    }
}

pub(crate) fn draw(game: &Game, names: &[&str]) -> Canvas {
    let map = game.map();
    let n = game.players();
    let mut scores = game.standings();
    scores.sort_by_key(|s| (s.rank, s.seat));
    let rounds = game.rounds();
    let row_h = if n > MAX_THUMBNAILS { 40.0 } else { 54.0 };
    let table_top = HEAD + 8.0;
    let table_h = 44.0 + row_h * n as f32;
    let mut y_after = table_top + table_h + 24.0;

    let solo = game.is_solo();
    let ladder_h = if solo {
        90.0 + 30.0 * map.ladder.len() as f32
    } else {
        0.0
    };
    let ladder_top = y_after;
    y_after += ladder_h;

    let thumbs = n <= MAX_THUMBNAILS;
    let thumb_cols = n.clamp(1, THUMB_COLS);
    let (tw, th, _) = thumb_size(map);
    let (thumb_w, thumb_h) = (tw as f32, th as f32);
    let thumb_rows = n.div_ceil(THUMB_COLS);
    let thumbs_top = y_after;
    if thumbs {
        y_after += thumb_rows as f32 * (thumb_h + THUMB_GAP);
    }
    let height = y_after + MARGIN - 10.0;
    let mut c = Canvas::new(WIDTH as u32, height.ceil() as u32, palette::PAPER);
    c.track();

    // Title.
    let title = if game.is_finished() {
        say(&msg!("tucana-picture-final-standings"))
    } else if game.round() == 0 {
        say(&msg!("tucana-picture-standings"))
    } else {
        say(&msg!(
            "tucana-picture-standings-after",
            round = game.round(),
            rounds
        ))
    };
    c.text(
        &title,
        MARGIN,
        58.0,
        Style::bold(38.0, palette::INK),
        Align::Left,
    );
    let island = game.map_id().msg();
    let sub = if game.is_finished() {
        say(&msg!("tucana-picture-standings-over", island, n, rounds))
    } else {
        say(&msg!(
            "tucana-picture-standings-now",
            island,
            n,
            round = game.round() + 1,
            rounds,
            turn = game.turn() + 1,
            turns = TURNS_PER_ROUND
        ))
    };
    let st = Style::regular(19.0, palette::INK_SOFT);
    let (sub, st_fitted) = st.fitted(&sub, WIDTH - 2.0 * MARGIN);
    c.text(&sub, MARGIN, 92.0, st_fitted, Align::Left);

    table(&mut c, game, names, &scores, table_top, row_h);
    if solo {
        if let Some(s) = scores.first() {
            ladder(&mut c, game, s, ladder_top, ladder_h);
        }
    }
    if thumbs {
        let row_w = thumb_cols as f32 * thumb_w + (thumb_cols - 1) as f32 * THUMB_GAP;
        let x0 = (WIDTH - row_w) / 2.0;
        for (i, s) in scores.iter().enumerate() {
            let (r, col) = (i / THUMB_COLS, i % THUMB_COLS);
            let in_row = (n - r * THUMB_COLS).min(THUMB_COLS);
            let row_x0 = x0 + (thumb_cols - in_row) as f32 * (thumb_w + THUMB_GAP) / 2.0;
            let x = row_x0 + col as f32 * (thumb_w + THUMB_GAP);
            let y = thumbs_top + r as f32 * (thumb_h + THUMB_GAP);
            thumbnail(&mut c, game, names, s, x.round() as i32, y.round() as i32);
        }
    }
    c
}

/// A sight's badge for the table, drawn once per size.
fn badge(sight: Sight, big: bool) -> &'static Sprite {
    static BIG: OnceLock<Vec<Sprite>> = OnceLock::new();
    static SMALL: OnceLock<Vec<Sprite>> = OnceLock::new();
    let (cell, r) = if big { (&BIG, 13.0) } else { (&SMALL, 11.0) };
    let sprites = cell.get_or_init(|| {
        Sight::ALL
            .iter()
            .map(|&s| {
                let size = (2.0 * r + 4.0) as u32;
                let a = (size / 2) as i32;
                Sprite::new(size, size, a, a, |c| {
                    icons::sight_badge(c, s, a as f32, a as f32, r)
                })
            })
            .collect()
    });
    &sprites[sight.index()]
}

fn table(c: &mut Canvas, game: &Game, names: &[&str], scores: &[Score], top: f32, row_h: f32) {
    let rounds = game.rounds();
    let k = cols(rounds);
    let x0 = MARGIN;
    let w = WIDTH - 2.0 * MARGIN;
    let h = 44.0 + row_h * scores.len() as f32;
    if let Some(p) = round_rect_path(x0, top, w, h, 14.0) {
        c.fill_path(&p, palette::CARD);
    }
    let hs = Style::bold(15.0, palette::INK_SOFT);
    let hy = top + 28.0;
    c.text("#", mid(k.rank), hy, hs, Align::Center);
    let head = |key: &str| say(&Msg::new(format!("tucana-picture-head-{key}")));
    c.text(&head("player"), k.name.0 + 8.0, hy, hs, Align::Left);
    for (r, col) in k.rounds.iter().enumerate() {
        let round = say(&msg!("tucana-picture-head-round", round = r + 1));
        c.text(&round, mid(*col), hy, hs, Align::Center);
    }
    c.text(&head("sights"), mid(k.sights), hy, hs, Align::Center);
    c.text(&head("pairs"), mid(k.pairs), hy, hs, Align::Center);
    c.text(&head("villages"), mid(k.villages), hy, hs, Align::Center);
    c.text(&head("bonus"), mid(k.bonus), hy, hs, Align::Center);
    c.text(&head("total"), mid(k.total), hy, hs, Align::Center);

    let big = row_h >= 50.0;
    let num = Style::regular(if big { 21.0 } else { 18.0 }, palette::INK);
    for (i, s) in scores.iter().enumerate() {
        let y = top + 44.0 + row_h * i as f32;
        let cy = y + row_h / 2.0;
        if i % 2 == 0 {
            c.rect(x0 + 2.0, y, w - 4.0, row_h, palette::STRIPE);
        }
        // Rank.
        let mr = (row_h * 0.36).min(18.0);
        match palette::medal(s.rank) {
            Some(m) => {
                c.circle(mid(k.rank), cy, mr, m);
                c.ring(mid(k.rank), cy, mr, Line::new(palette::INK.alpha(120), 1.5));
            }
            None => c.ring(mid(k.rank), cy, mr, Line::new(palette::INK_FAINT, 1.5)),
        }
        c.text_mid(
            &s.rank.to_string(),
            mid(k.rank),
            cy,
            Style::bold(if big { 19.0 } else { 16.0 }, palette::INK),
            Align::Center,
        );
        // Name.
        let ns = Style::bold(if big { 22.0 } else { 18.0 }, palette::INK);
        let name = ns.fit(&name_of(names, s.seat), k.name.1 - 16.0);
        c.text_mid(&name, k.name.0 + 8.0, cy, ns, Align::Left);
        // Rounds.
        for (r, col) in k.rounds.iter().enumerate() {
            match s.rounds.get(r) {
                Some(v) => c.text_mid(&v.to_string(), mid(*col), cy, num, Align::Center),
                None => c.text_mid(
                    "–",
                    mid(*col),
                    cy,
                    Style {
                        color: palette::INK_FAINT,
                        ..num
                    },
                    Align::Center,
                ),
            };
        }
        // Sights: each type's icon with how many are linked.
        let step = k.sights.1 / 5.0;
        for sight in Sight::ALL {
            let sx = k.sights.0 + step * sight.index() as f32 + 16.0;
            let count = s.sights[sight.index()];
            let ir = if big { 13.0 } else { 11.0 };
            if count > 0 {
                c.sprite(badge(sight, big), sx, cy);
            } else {
                c.circle(sx, cy, ir, palette::PAPER);
                c.ring(sx, cy, ir, Line::new(palette::INK_FAINT, 1.2));
            }
            c.text_mid(
                &count.to_string(),
                sx + ir + 4.0,
                cy,
                Style::bold(
                    16.0,
                    if count > 0 {
                        palette::INK
                    } else {
                        palette::INK_FAINT
                    },
                ),
                Align::Left,
            );
        }
        // Pairs and villages.
        let pairs: String = if s.pairs.is_empty() {
            "–".to_string()
        } else {
            s.pairs
                .iter()
                .map(|l| l.to_string())
                .collect::<Vec<_>>()
                .join(" ")
        };
        c.text_mid(
            &pairs,
            mid(k.pairs),
            cy,
            Style::bold(18.0, palette::HUT_WALL),
            Align::Center,
        );
        c.text_mid(
            &s.villages.to_string(),
            mid(k.villages),
            cy,
            num,
            Align::Center,
        );
        let provisional: u32 = game
            .provisional_cards(s.seat)
            .iter()
            .map(|b| b.points())
            .sum();
        if provisional == 0 {
            c.text_mid(&s.bonus.to_string(), mid(k.bonus), cy, num, Align::Center);
        } else {
            // Free pace: claims not final yet, shown apart and washed out, not in the total.
            c.text_mid(
                &s.bonus.to_string(),
                mid(k.bonus),
                cy - row_h * 0.14,
                num,
                Align::Center,
            );
            c.text_mid(
                &format!("+{provisional}?"),
                mid(k.bonus),
                cy + row_h * 0.24,
                Style::bold(15.0, palette::INK_FAINT),
                Align::Center,
            );
        }
        // Total.
        let tw = k.total.1 - 20.0;
        c.round_rect(
            mid(k.total) - tw / 2.0,
            cy - row_h * 0.36,
            tw,
            row_h * 0.72,
            row_h * 0.2,
            if s.rank == 1 {
                palette::INK
            } else {
                palette::INK_SOFT
            },
        );
        c.text_mid(
            &s.total.to_string(),
            mid(k.total),
            cy,
            Style::bold(if big { 24.0 } else { 19.0 }, palette::WHITE),
            Align::Center,
        );
    }
    if let Some(p) = round_rect_path(x0, top, w, h, 14.0) {
        c.stroke_path(&p, Line::new(palette::RULE, 2.0));
    }
}

/// The solo achievement ladder, with the title earned (once the game is over).
fn ladder(c: &mut Canvas, game: &Game, s: &Score, top: f32, h: f32) {
    let map = game.map();
    let x0 = MARGIN;
    let w = WIDTH - 2.0 * MARGIN;
    if let Some(p) = round_rect_path(x0, top, w, h - 16.0, 14.0) {
        c.fill_path(&p, palette::CARD);
        c.stroke_path(&p, Line::new(palette::RULE, 2.0));
    }
    let head = say(&match (&s.title, game.is_finished()) {
        (Some(t), true) => msg!("tucana-picture-title-earned", title = ladder_msg(t)),
        (None, true) => msg!("tucana-picture-no-title"),
        (_, false) => msg!("tucana-picture-ladder-so-far", points = s.total),
    });
    let hs = Style::bold(22.0, palette::INK);
    let (head, hs_fitted) = hs.fitted(&head, w - 40.0);
    c.text(&head, x0 + 20.0, top + 38.0, hs_fitted, Align::Left);
    for (i, (title, min)) in map.ladder.iter().enumerate() {
        let y = top + 70.0 + 30.0 * i as f32;
        let earned = game.is_finished() && s.title.as_deref() == Some(title.as_str());
        let reached = s.total >= *min;
        if earned {
            c.round_rect(
                x0 + 12.0,
                y - 14.0,
                w - 24.0,
                28.0,
                8.0,
                palette::GOLD.alpha(110),
            );
            super::cards::star(c, x0 + 32.0, y, 10.0, palette::GOLD);
        } else if reached {
            c.circle(x0 + 32.0, y, 5.0, palette::INK_SOFT);
        } else {
            c.ring(x0 + 32.0, y, 5.0, Line::new(palette::INK_FAINT, 1.5));
        }
        let color = if reached {
            palette::INK
        } else {
            palette::INK_FAINT
        };
        c.text_mid(
            &format!("{min}+"),
            x0 + 100.0,
            y,
            Style::bold(18.0, color),
            Align::Right,
        );
        let ts = Style::new(
            if earned {
                crate::render::text::Weight::Bold
            } else {
                crate::render::text::Weight::Regular
            },
            18.0,
            color,
        );
        let title = ts.fit(&say(&ladder_msg(title)), w - 150.0);
        c.text_mid(&title, x0 + 118.0, y, ts, Align::Left);
    }
}

/// The palette of standings pictures, chosen from specimens of both maps, with medals
/// and a solo ladder.
pub(crate) fn quantizer() -> &'static Quantizer {
    static Q: OnceLock<Quantizer> = OnceLock::new();
    Q.get_or_init(|| {
        // Specimens for a palette: no picture anyone reads.
        crate::render::text::unlogged(|| {
            let names = ["Specimen"; 8];
            let grande = super::specimen_game(MapId::Grande, 8, 20);
            let petit = super::specimen_game(MapId::Petit, 4, 99);
            let solo = super::specimen_game(MapId::Petit, 1, 99);
            let a = draw(&grande, &names);
            let b = draw(&petit, &names);
            let c = draw(&solo, &names);
            Quantizer::from_specimens(&[&a, &b, &c])
        })
    })
}

/// A thumbnail's card with the island (drawn once per map), and the layer of huts and
/// sights that goes over the trails.
struct Thumb {
    card: Pixmap,
    overlay: Layer,
    hex: f32,
}

fn thumb_size(map: &Map) -> (u32, u32, f32) {
    let w =
        ((WIDTH - 2.0 * MARGIN - (THUMB_COLS - 1) as f32 * THUMB_GAP) / THUMB_COLS as f32).floor();
    let (iw, ih) = Geo::extent(map, 1.0);
    let hex = (w - 2.0 * THUMB_PAD) / iw;
    let h = (ih * hex + 2.0 * THUMB_PAD + THUMB_CAPTION).ceil();
    (w as u32, h as u32, hex)
}

fn thumb(map_id: MapId) -> &'static Thumb {
    static PETIT: OnceLock<Thumb> = OnceLock::new();
    static GRANDE: OnceLock<Thumb> = OnceLock::new();
    let cell = match map_id {
        MapId::Petit => &PETIT,
        MapId::Grande => &GRANDE,
    };
    cell.get_or_init(|| {
        let map = map_id.map();
        let (w, h, hex) = thumb_size(map);
        let mut c = Canvas::new(w, h, palette::PAPER);
        if let Some(p) = round_rect_path(0.75, 0.75, w as f32 - 1.5, h as f32 - 1.5, 12.0) {
            c.fill_path(&p, palette::CARD);
            c.stroke_path(&p, Line::new(palette::RULE, 1.5));
        }
        let geo = Geo::new(map, hex, THUMB_PAD, THUMB_PAD);
        island::base(&mut c, map, &geo, Detail::Thumb);
        let overlay = Layer::new(w, h, |o| island::features(o, map, &geo, Detail::Thumb));
        Thumb {
            card: c.pixmap,
            overlay,
            hex,
        }
    })
}

fn thumbnail(c: &mut Canvas, game: &Game, names: &[&str], s: &Score, x: i32, y: i32) {
    let map = game.map();
    let t = thumb(map.id);
    let (w, h) = (t.card.width() as f32, t.card.height() as f32);
    c.copy(&t.card, x, y);
    let (x, y) = (x as f32, y as f32);
    let geo = Geo::new(map, t.hex, x + THUMB_PAD, y + THUMB_PAD);
    let sheet = game.sheet(s.seat);
    island::trails(c, map, &geo, sheet, &EdgeSet::EMPTY, Detail::Thumb);
    c.layer(&t.overlay, x as i32, y as i32);
    let cy = y + h - THUMB_CAPTION / 2.0 - 4.0;
    let mr = 12.0;
    match palette::medal(s.rank) {
        Some(m) => c.circle(x + 22.0, cy, mr, m),
        None => c.ring(x + 22.0, cy, mr, Line::new(palette::INK_FAINT, 1.5)),
    }
    c.text_mid(
        &s.rank.to_string(),
        x + 22.0,
        cy,
        Style::bold(14.0, palette::INK),
        Align::Center,
    );
    let total = s.total.to_string();
    let ts = Style::bold(20.0, palette::INK);
    let tw = c.text_mid(&total, x + w - 12.0, cy, ts, Align::Right);
    let ns = Style::bold(17.0, palette::INK);
    let name = ns.fit(&name_of(names, s.seat), w - 60.0 - tw);
    c.text_mid(&name, x + 42.0, cy, ns, Align::Left);
}
