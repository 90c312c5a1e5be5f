//! The table (what a turn post shows everyone): every island with its owner's name, score,
//! hand size and privileges, the supply, the deck and the discard pile, and the last ship's
//! arrival card by card with its marks on the islands.

use super::arrival::{self, Panel};
use super::island;
use super::palette as pal;
use super::say;
use super::{chip_width, count, held, privilege_chip, step_words, swatch, MARGIN};
use crate::games::islas_canarias::data::{self, Colour};
use crate::games::islas_canarias::state::{Game, Kind};
use crate::render::canvas::Canvas;
use crate::render::names::seat_name;
use crate::render::text::{Align, Style};
use crate::words::msg;

const TOP: f32 = 56.0;
/// The name and score lines above an island.
const HEADER: f32 = 40.0;
/// The privileges' chips below an island: up to three rows.
const CHIPS: f32 = 3.0 * 22.0 + 8.0;
const GAP: f32 = 20.0;

/// The cell size for `n` islands side by side.
fn cell(n: usize) -> f32 {
    if n <= 3 {
        38.0
    } else {
        30.0
    }
}

pub(crate) fn draw(game: &Game, names: &[String]) -> Canvas {
    let n = game.players();
    let s = cell(n);
    let m = island::margin(s);
    let block = m + island::side(s) + (m - s * 0.45).max(0.0) + GAP;
    let width = (2.0 * MARGIN + n as f32 * block - GAP).max(900.0);
    let inner = width - 2.0 * MARGIN;
    let panel = Panel::new(game, names, inner);
    let islands_bottom = TOP + HEADER + m + island::side(s) + CHIPS;
    let info = 52.0;
    let height = islands_bottom + info + panel.as_ref().map_or(0.0, Panel::height) + 16.0;
    let mut c = Canvas::new(width as u32, height as u32, pal::PAPER);
    let title = say(&msg!(
        "islas-canarias-pic-table-title",
        step = step_words(game, names)
    ));
    let big = Style::bold(20.0, pal::INK);
    let (fitted, fitted_style) = big.fitted(&title, inner);
    c.text(&fitted, MARGIN, 34.0, fitted_style, Align::Left);
    for seat in 0..n {
        let x0 = MARGIN + seat as f32 * block;
        let w = block - GAP;
        let name = seat_name(names, seat);
        let to_act = game.to_act() == Some(seat);
        let style = Style::bold(15.0, if to_act { pal::TURN } else { pal::INK });
        let mut label = name;
        if to_act {
            label = format!("▶ {label}");
        }
        if seat == game.start && game.round > 0 {
            label = format!("{label} · {}", say(&msg!("islas-canarias-pic-start")));
        }
        if game.resigned[seat] {
            label = format!("{label} · {}", say(&msg!("islas-canarias-pic-gone")));
        }
        let soft = Style::regular(13.0, pal::INK_SOFT);
        let board = game.board(seat);
        let points = board.map_or(String::new(), |b| count(b.score() as usize, "point"));
        let score = Style::bold(15.0, pal::INK);
        let pw = c.text(&points, x0 + w, TOP + 16.0, score, Align::Right);
        let (fitted, fitted_style) = style.fitted(&label, w - pw - 8.0);
        c.text(&fitted, x0, TOP + 16.0, fitted_style, Align::Left);
        let Some(board) = board else {
            c.text(
                &say(&msg!("islas-canarias-pic-no-island-yet")),
                x0,
                TOP + 34.0,
                soft,
                Align::Left,
            );
            continue;
        };
        let line = format!(
            "{} {} · {}",
            board.island.code(),
            board.data().name,
            count(game.hands[seat].len(), "card")
        );
        let (fitted, fitted_style) = soft.fitted(&line, w);
        c.text(&fitted, x0, TOP + 34.0, fitted_style, Align::Left);
        let marks = arrival::marks(game, seat);
        island::draw(&mut c, board, x0 + m, TOP + HEADER + m, s, &marks);
        let (mut cx, mut cy) = (x0, TOP + HEADER + m + island::side(s) + 16.0);
        for colour in held(game, seat) {
            if cx > x0 && cx + chip_width(colour) > x0 + w {
                cx = x0;
                cy += 22.0;
            }
            cx += privilege_chip(&mut c, colour, cx, cy) + 6.0;
        }
    }
    let y = islands_bottom;
    supply(&mut c, game, MARGIN, y);
    let top = game.discard.last().map_or(String::new(), |&card| {
        let card = data::card_msg(card);
        format!(" {}", say(&msg!("islas-canarias-pic-top", card)))
    });
    let piles = say(&msg!(
        "islas-canarias-pic-piles",
        deck = game.deck.len(),
        discard = game.discard.len(),
        top,
        ship = game.ship.len()
    ));
    let soft = Style::regular(13.0, pal::INK_SOFT);
    let (fitted, fitted_style) = soft.fitted(&piles, inner);
    c.text(&fitted, MARGIN, y + 44.0, fitted_style, Align::Left);
    if let Some(panel) = panel {
        panel.draw(&mut c, MARGIN, y + info, inner);
    }
    c
}

/// The supply: for each colour its swatch and the houses, palaces and towns left.
fn supply(c: &mut Canvas, game: &Game, x: f32, y: f32) {
    let bold = Style::bold(13.0, pal::INK);
    let w = c.text(
        &say(&msg!("islas-canarias-pic-supply")),
        x,
        y + 14.0,
        bold,
        Align::Left,
    );
    let mut cx = x + w + 8.0;
    // The pieces of each colour, counted in the order the key gives.
    let key = format!("({})", say(&msg!("islas-canarias-pieces-key")));
    let soft = Style::regular(13.0, pal::INK_SOFT);
    cx += c.text(&key, cx, y + 14.0, soft, Align::Left) + 14.0;
    let ink = Style::regular(13.0, pal::INK);
    for colour in Colour::ALL {
        swatch(c, colour, cx, y + 2.0, 24.0, 16.0);
        let counts: Vec<String> = Kind::ALL
            .iter()
            .map(|&k| game.supply[k as usize][colour.index()].to_string())
            .collect();
        cx += 28.0 + c.text(&counts.join(" · "), cx + 28.0, y + 14.0, ink, Align::Left) + 14.0;
    }
}
