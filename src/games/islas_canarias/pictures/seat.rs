//! One seat's island, large (what `/map` shows): the grid with its buildings and the last
//! ship's marks, the seat's points per colour, privileges and hand size, a key to the
//! drawing; and, in the seat's own view alone, its hand as cards.

use super::arrival;
use super::cards::{self, CARD_H, CARD_W};
use super::island::{self, Mark};
use super::palette as pal;
use super::say;
use super::{count, held, power, privilege_chip, step_words, swatch, MARGIN};
use crate::games::islas_canarias::data::{Colour, Privilege};
use crate::games::islas_canarias::state::{Building, Game, Kind, Seat};
use crate::render::canvas::Canvas;
use crate::render::names::seat_name;
use crate::render::text::{Align, Style};
use crate::words::msg;

const S: f32 = 52.0;
const TOP: f32 = 52.0;
const WIDTH: f32 = 790.0;
/// The key under the grid.
const KEY: f32 = 80.0;
const PER_ROW: usize = 5;

pub(crate) fn draw(game: &Game, seat: Seat, names: &[String], own: bool) -> Canvas {
    let m = island::margin(S);
    let grid_x = MARGIN + m;
    let grid_y = TOP + m;
    let grid_bottom = grid_y + island::side(S) + S * 0.3;
    let hand = if own {
        game.hands.get(seat).map_or(&[][..], Vec::as_slice)
    } else {
        &[]
    };
    let rows = hand.len().div_ceil(PER_ROW);
    let hand_h = if own {
        40.0 + rows.max(1) as f32 * (CARD_H + 10.0)
    } else {
        0.0
    };
    let height = grid_bottom + KEY + hand_h + 12.0;
    let mut c = Canvas::new(WIDTH as u32, height as u32, pal::PAPER);
    let inner = WIDTH - 2.0 * MARGIN;
    let name = seat_name(names, seat);
    let big = Style::bold(20.0, pal::INK);
    let title = say(&msg!(
        "islas-canarias-pic-seat-title",
        player = name,
        step = step_words(game, names)
    ));
    let (fitted, fitted_style) = big.fitted(&title, inner);
    c.text(&fitted, MARGIN, 32.0, fitted_style, Align::Left);
    let Some(board) = game.board(seat) else {
        let soft = Style::regular(15.0, pal::INK_SOFT);
        c.text(
            &say(&msg!("islas-canarias-pic-no-island-chosen")),
            MARGIN,
            TOP + 30.0,
            soft,
            Align::Left,
        );
        if own {
            draw_hand(&mut c, hand, MARGIN, grid_bottom + KEY);
        }
        return c;
    };
    let marks = arrival::marks(game, seat);
    island::draw(&mut c, board, grid_x, grid_y, S, &marks);
    // The panel beside the grid.
    let px = grid_x + island::side(S) + S * 0.3 + 26.0;
    let pw = WIDTH - MARGIN - px;
    let bold = Style::bold(15.0, pal::INK);
    let soft = Style::regular(13.0, pal::INK_SOFT);
    let mut y = TOP + 10.0;
    c.text(
        &format!("{} ({})", board.data().name, board.island.code()),
        px,
        y,
        bold,
        Align::Left,
    );
    y += 30.0;
    c.text(
        &count(board.score() as usize, "point"),
        px,
        y,
        Style::bold(24.0, pal::INK),
        Align::Left,
    );
    y += 22.0;
    let cards = say(&msg!(
        "islas-canarias-pic-in-hand",
        n = game.hands[seat].len()
    ));
    c.text(&cards, px, y, soft, Align::Left);
    y += 18.0;
    // The pieces of each colour, counted in the order of the key above them.
    let pieces_key = say(&msg!("islas-canarias-pieces-key"));
    c.text(
        &pieces_key,
        px + 36.0,
        y + 10.0,
        Style::regular(11.0, pal::INK_SOFT),
        Align::Left,
    );
    y += 16.0;
    for colour in Colour::ALL {
        let [h, p, t] = board.count[colour.index()];
        swatch(&mut c, colour, px, y, 28.0, 18.0);
        let pieces = format!("{h} · {p} · {t}");
        c.text_mid(&pieces, px + 36.0, y + 9.0, soft, Align::Left);
        let pts = board.points(colour);
        c.text_mid(&format!("{pts}"), px + 150.0, y + 9.0, bold, Align::Right);
        if game.privileges[colour.index()] == Some(seat) {
            let privilege = Privilege::of(colour).words();
            let holds = say(&msg!("islas-canarias-holds", privilege));
            let style = Style::bold(12.0, pal::INK);
            let (holds, style_fitted) = style.fitted(&holds, pw - 162.0);
            c.text_mid(&holds, px + 162.0, y + 9.0, style_fitted, Align::Left);
        }
        y += 24.0;
    }
    y += 6.0;
    let privileges = held(game, seat);
    if privileges.is_empty() {
        c.text(
            &say(&msg!("islas-canarias-pic-no-privilege")),
            px,
            y + 12.0,
            soft,
            Align::Left,
        );
    }
    for colour in privileges {
        let w = privilege_chip(&mut c, colour, px, y);
        let (note, soft_fitted) = soft.fitted(&power(Privilege::of(colour)), pw - w - 8.0);
        c.text_mid(&note, px + w + 8.0, y + 9.0, soft_fitted, Align::Left);
        y += 22.0;
    }
    let choice = marks.iter().any(|&(_, m)| m == Mark::Choice);
    key(
        &mut c,
        MARGIN,
        grid_bottom + 8.0,
        game.arrival.is_some(),
        choice,
    );
    if own {
        draw_hand(&mut c, hand, MARGIN, grid_bottom + KEY);
    }
    c
}

/// The key: the three kinds of building, rivers and roads, the last ship's marks.
fn key(c: &mut Canvas, x: f32, y: f32, marked: bool, choice: bool) {
    let soft = Style::regular(12.0, pal::INK_SOFT);
    let s = 30.0;
    let mut cx = x;
    for kind in Kind::ALL {
        c.rect(cx, y, s, s, pal::AREA);
        let b = Building {
            kind,
            colour: Colour::Orange,
        };
        island::building(c, b, cx + s / 2.0, y + s / 2.0, s);
        cx += s
            + 4.0
            + c.text(
                &say(&msg!("islas-canarias-pic-kind", kind = kind.name())),
                cx + s + 4.0,
                y + s / 2.0 + 4.0,
                soft,
                Align::Left,
            )
            + 14.0;
    }
    c.capsule((cx, y + s / 2.0), (cx + 26.0, y + s / 2.0), 4.0, pal::RIVER);
    cx +=
        34.0 + c.text(
            &say(&msg!("islas-canarias-pic-river")),
            cx + 34.0,
            y + s / 2.0 + 4.0,
            soft,
            Align::Left,
        ) + 14.0;
    c.capsule(
        (cx, y + s / 2.0),
        (cx + 26.0, y + s / 2.0),
        5.0,
        pal::ROAD_EDGE,
    );
    c.dashed_capsule(
        (cx, y + s / 2.0),
        (cx + 26.0, y + s / 2.0),
        2.5,
        pal::ROAD,
        (5.0, 3.5),
    );
    c.text(
        &say(&msg!("islas-canarias-pic-road")),
        cx + 34.0,
        y + s / 2.0 + 4.0,
        soft,
        Align::Left,
    );
    // The last ship's marks, on a line of their own.
    let y = y + 34.0;
    let mut cx = x;
    if marked {
        c.circle(cx + 8.0, y + 8.0, 9.0, pal::INK);
        c.circle(cx + 8.0, y + 8.0, 8.0, pal::ARRIVED);
        cx = legend(c, "islas-canarias-pic-built-by-ship", cx, y, soft);
        c.rect(cx, y, 17.0, 17.0, pal::INK);
        c.rect(cx + 1.0, y + 1.0, 15.0, 15.0, pal::TAKEN);
        cx = legend(c, "islas-canarias-pic-taken-by-pirate", cx, y, soft);
    }
    if choice {
        c.dashed_capsule(
            (cx, y + 8.0),
            (cx + 22.0, y + 8.0),
            3.0,
            pal::ARRIVED,
            (6.0, 3.0),
        );
        c.text(
            &say(&msg!("islas-canarias-pic-may-build")),
            cx + 28.0,
            y + 12.0,
            soft,
            Align::Left,
        );
    }
}

/// A legend's words (the catalog's `key`) after its mark drawn at `x`: where the next
/// mark goes.
fn legend(c: &mut Canvas, key: &'static str, x: f32, y: f32, style: Style) -> f32 {
    let words = say(&crate::words::Msg::new(key));
    x + 22.0 + c.text(&words, x + 22.0, y + 12.0, style, Align::Left) + 16.0
}

/// The hand as cards, lowest number first.
fn draw_hand(c: &mut Canvas, hand: &[u8], x: f32, y: f32) {
    let mut sorted = hand.to_vec();
    sorted.sort_unstable();
    let bold = Style::bold(15.0, pal::INK);
    let title = say(&msg!("islas-canarias-pic-your-hand", n = sorted.len()));
    c.text(&title, x, y + 22.0, bold, Align::Left);
    if sorted.is_empty() {
        return;
    }
    for (i, &card) in sorted.iter().enumerate() {
        let (col, row) = (i % PER_ROW, i / PER_ROW);
        cards::card(
            c,
            card,
            x + col as f32 * (CARD_W + 12.0),
            y + 36.0 + row as f32 * (CARD_H + 10.0),
        );
    }
}
