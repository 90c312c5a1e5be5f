//! The turn's cards: the two terrain cards, and how far into the round the game is.

use std::sync::OnceLock;

use super::palette::{self, Color};
use super::{icons, say};
use crate::games::tucana::{Card, Game, Seat, Terrain, TURNS_PER_ROUND};
use crate::render::canvas::{round_rect_path, Canvas, Line, Sprite};
use crate::render::png::Quantizer;
use crate::render::text::{Align, Style};
use crate::words::{msg, Msg};

/// Width and height of the cards picture.
pub const CARDS_SIZE: (u32, u32) = (920, 540);

/// Draws one terrain card with its top-left corner at (x, y).
pub(crate) fn card(canvas: &mut Canvas, card: Card, x: f32, y: f32, w: f32, h: f32) {
    let r = w * 0.08;
    // Shadow, white frame, then the art.
    canvas.round_rect(x + w * 0.02, y + w * 0.03, w, h, r, palette::INK.alpha(50));
    canvas.round_rect(x, y, w, h, r, palette::CARD);
    canvas.round_rect_outline(x, y, w, h, r, Line::new(palette::RULE, (w * 0.01).max(1.0)));
    let inset = w * 0.06;
    let (ax, ay, aw, ah) = (x + inset, y + inset, w - 2.0 * inset, h - 2.0 * inset);
    let ar = r * 0.6;
    match card.terrain() {
        Some(t) => {
            canvas.round_rect(ax, ay, aw, ah, ar, palette::terrain_fill(t));
            pattern(canvas, t, ax, ay, aw, ah * 0.78, w);
        }
        None => {
            // The any-terrain card: the four terrains in quarters.
            let (hw, hh) = (aw / 2.0, ah * 0.78 / 2.0);
            for (i, t) in Terrain::ALL.iter().enumerate() {
                let qx = ax + (i % 2) as f32 * hw;
                let qy = ay + (i / 2) as f32 * hh;
                canvas.rect(qx, qy, hw, hh, palette::terrain_fill(*t));
                icons::textures(canvas, *t, &[(qx + hw / 2.0, qy + hh / 2.0)], w * 0.12);
            }
            canvas.round_rect(
                ax,
                ay + ah * 0.78,
                aw,
                ah * 0.22,
                ar,
                palette::terrain_fill(Terrain::Desert),
            );
        }
    }
    // The emblem: a big glyph in a white disc (a star for any terrain).
    let (ex, ey) = (x + w / 2.0, ay + ah * 0.39);
    let er = w * 0.22;
    canvas.circle(ex, ey, er, palette::CARD);
    canvas.ring(ex, ey, er, Line::new(palette::INK, (w * 0.012).max(1.0)));
    match card.terrain() {
        Some(t) => icons::textures(canvas, t, &[(ex, ey + er * 0.05)], er * 0.62),
        None => star(canvas, ex, ey, er * 0.7, palette::GOLD),
    }
    // The name on a banner.
    let by = ay + ah * 0.86;
    let name = say(&card.msg()).to_uppercase();
    let bh = ah * 0.16;
    canvas.round_rect(
        ax + aw * 0.06,
        by - bh / 2.0,
        aw * 0.88,
        bh,
        bh / 2.0,
        palette::CARD,
    );
    let style = Style::bold((w * 0.12).min(bh * 0.62), palette::INK);
    let style = Style {
        size: style
            .size
            .min(aw * 0.8 / (style.width(&name) / style.size).max(0.1)),
        ..style
    };
    canvas.text_mid(&name, x + w / 2.0, by, style, Align::Center);
}

/// The palette of cards pictures, chosen from specimens with every card on them.
pub(crate) fn quantizer() -> &'static Quantizer {
    static Q: OnceLock<Quantizer> = OnceLock::new();
    Q.get_or_init(|| {
        // Specimens for a palette: no picture anyone reads.
        crate::render::text::unlogged(|| {
            let game = super::specimen_game(crate::games::tucana::MapId::Petit, 2, 3);
            let mut a = draw(&game);
            for (i, k) in Card::ALL.iter().enumerate() {
                card(&mut a, *k, 20.0 + 180.0 * i as f32, 100.0, 160.0, 230.0);
            }
            let over = super::specimen_game(crate::games::tucana::MapId::Petit, 1, 99);
            let b = draw(&over);
            Quantizer::from_specimens(&[&a, &b])
        })
    })
}

/// A small card (50×70) for the sheet's header, drawn once per card; anchored at its
/// top-left corner.
pub(crate) fn mini(c: Card) -> &'static Sprite {
    static MINI: OnceLock<Vec<Sprite>> = OnceLock::new();
    let sprites = MINI.get_or_init(|| {
        Card::ALL
            .iter()
            .map(|&k| Sprite::new(54, 74, 0, 0, |s| card(s, k, 0.0, 0.0, 50.0, 70.0)))
            .collect()
    });
    &sprites[c.index()]
}

/// Texture glyphs in a loose grid over a card's art.
fn pattern(canvas: &mut Canvas, t: Terrain, x: f32, y: f32, w: f32, h: f32, card_w: f32) {
    let u = card_w * 0.05;
    let step = card_w * 0.2;
    let mut at = Vec::new();
    let rows = (h / step).floor().max(1.0) as i32;
    let cols = (w / step).floor().max(1.0) as i32;
    for r in 0..rows {
        for c in 0..cols {
            let off = if r % 2 == 0 { 0.25 } else { 0.75 };
            let px = x + (c as f32 + off) * (w / cols as f32);
            let py = y + (r as f32 + 0.5) * (h / rows as f32);
            if px < x + w - u {
                at.push((px, py));
            }
        }
    }
    icons::textures(canvas, t, &at, u);
}

/// A five-pointed star.
pub(crate) fn star(canvas: &mut Canvas, cx: f32, cy: f32, r: f32, color: Color) {
    let mut pts = Vec::new();
    for i in 0..10 {
        let a = -std::f32::consts::FRAC_PI_2 + i as f32 * std::f32::consts::PI / 5.0;
        let rr = if i % 2 == 0 { r } else { r * 0.45 };
        pts.push((cx + rr * a.cos(), cy + rr * a.sin()));
    }
    canvas.polygon(&pts, color);
    if let Some(p) = crate::render::canvas::polygon_path(&pts) {
        canvas.stroke_path(&p, Line::new(palette::INK, (r * 0.08).max(1.0)));
    }
}

/// A round's progress as pips: done, this turn, still to come.
pub(crate) fn pips(canvas: &mut Canvas, x: f32, y: f32, w: f32, turn: Option<usize>, done: usize) {
    let n = TURNS_PER_ROUND;
    let step = w / n as f32;
    let r = (step * 0.36).min(12.0);
    for i in 0..n {
        let cx = x + step * (i as f32 + 0.5);
        if Some(i) == turn {
            canvas.circle(cx, y, r * 1.25, palette::TRAIL_NEW);
            canvas.ring(cx, y, r * 1.25, Line::new(palette::INK, 2.0));
        } else if i < done {
            canvas.circle(cx, y, r, palette::INK_SOFT);
        } else {
            canvas.circle(cx, y, r, palette::CARD);
            canvas.ring(cx, y, r, Line::new(palette::INK_FAINT, 2.0));
        }
    }
}

/// The turn's two cards, with the round's progress.
pub(crate) fn draw(game: &Game) -> Canvas {
    draw_for(game, None)
}

/// The two cards of `seat`'s own turn (a free game), or of the game's turn (`None`).
pub(crate) fn draw_for(game: &Game, seat: Option<Seat>) -> Canvas {
    let (w, h) = CARDS_SIZE;
    let mut c = Canvas::new(w, h, palette::PAPER);
    c.track();
    let (wf, hf) = (w as f32, h as f32);
    let rounds = game.rounds();
    let island = game.map_id().msg();
    let cards = match seat {
        Some(s) => game.cards_of(s),
        None => game.cards(),
    };
    let Some(cards) = cards else {
        // The game is over: no cards, only the news.
        c.text(
            &say(&msg!("tucana-picture-game-over")),
            wf / 2.0,
            hf / 2.0 - 10.0,
            Style::bold(48.0, palette::INK),
            Align::Center,
        );
        c.text(
            &say(&msg!("tucana-picture-all-played", island, rounds)),
            wf / 2.0,
            hf / 2.0 + 40.0,
            Style::regular(24.0, palette::INK_SOFT),
            Align::Center,
        );
        return c;
    };
    let (round, turn) = match seat {
        Some(s) => (game.round_of(s), game.turn_of(s)),
        None => (game.round(), game.turn()),
    };
    let left = TURNS_PER_ROUND - turn - 1;

    // Header.
    c.text(
        &say(&msg!("tucana-picture-turn-cards")),
        36.0,
        62.0,
        Style::bold(36.0, palette::INK),
        Align::Left,
    );
    c.text(
        &say(&msg!(
            "tucana-picture-island-round",
            island,
            round = round + 1,
            rounds
        )),
        wf - 36.0,
        60.0,
        Style::regular(22.0, palette::INK_SOFT),
        Align::Right,
    );

    // The two cards.
    let (cw, ch) = (230.0, 330.0);
    let top = 100.0;
    card(&mut c, cards[0], 36.0, top, cw, ch);
    c.text_mid(
        "+",
        36.0 + cw + 27.0,
        top + ch / 2.0,
        Style::bold(44.0, palette::INK_SOFT),
        Align::Center,
    );
    card(&mut c, cards[1], 36.0 + cw + 54.0, top, cw, ch);

    // Progress on the right.
    let px = 36.0 + 2.0 * cw + 54.0 + 40.0;
    let pw = wf - px - 36.0;
    if let Some(p) = round_rect_path(px, top, pw, ch, 16.0) {
        c.fill_path(&p, palette::CARD);
        c.stroke_path(&p, Line::new(palette::RULE, 2.0));
    }
    let cx = px + pw / 2.0;
    c.text(
        &say(&msg!(
            "tucana-picture-turn-of",
            turn = turn + 1,
            turns = TURNS_PER_ROUND
        )),
        cx,
        top + 52.0,
        Style::bold(30.0, palette::INK),
        Align::Center,
    );
    c.text(
        &left.to_string(),
        cx,
        top + 170.0,
        Style::bold(96.0, palette::TRAIL_LINKED),
        Align::Center,
    );
    let caption = say(&msg!("tucana-picture-turns-left", left));
    c.text(
        &caption,
        cx,
        top + 206.0,
        Style::regular(19.0, palette::INK_SOFT),
        Align::Center,
    );
    pips(&mut c, px + 16.0, top + 252.0, pw - 32.0, Some(turn), turn);
    if round + 1 == rounds {
        c.text(
            &say(&msg!("tucana-picture-last-round")),
            cx,
            top + 300.0,
            Style::bold(19.0, palette::INK_SOFT),
            Align::Center,
        );
    } else {
        c.text(
            &say(&msg!("tucana-picture-rounds-after", n = rounds - round - 1)),
            cx,
            top + 300.0,
            Style::regular(19.0, palette::INK_SOFT),
            Align::Center,
        );
    }

    // What to do, in words.
    let need = describe(cards);
    let room = c.width() as f32 - 72.0;
    let (line, st) = Style::regular(22.0, palette::INK)
        .fitted(&say(&msg!("tucana-picture-draw-one", need)), room);
    c.text(&line, 36.0, top + ch + 62.0, st, Align::Left);
    c
}

/// "desert + forest", "two desert spaces", "forest + any terrain", "any two spaces".
pub(crate) fn describe(cards: [Card; 2]) -> Msg {
    let name = |c: Card| match c {
        Card::Any => msg!("tucana-need-any"),
        c => c.msg(),
    };
    match cards {
        [Card::Any, Card::Any] => msg!("tucana-picture-any-two"),
        [a, b] if a == b => msg!("tucana-need-two", card = a.msg()),
        [a, b] => msg!("tucana-picture-pair", first = name(a), second = name(b)),
    }
}
