//! A plain picture of the table, until the game's own pictures come (the next step of the
//! issue): every island as its 6 × 6 grid (sea, village, farmland, mountain, areas with
//! their labels, rivers and roads on their sides), each building as a square of its colour
//! sized by kind with a letter beside colour (h, P, T), each player's score and privileges;
//! in a seat's own view, its hand too. Only public facts are drawn unless `own` is given.

use std::sync::OnceLock;

use super::data::{Area, Cell, Colour, Privilege};
use super::state::{Game, Kind, Phase};
use crate::render::canvas::{Canvas, Line};
use crate::render::palette::{self, rgb, Color};
use crate::render::png::{self, Quantizer};
use crate::render::text::{Align, Style};

const CELL: f32 = 24.0;
const GAP: f32 = 18.0;
const MARGIN: f32 = 20.0;
const TOP: f32 = 70.0;

fn colour_of(c: Colour) -> Color {
    rgb([0xE67E22, 0x8B5A2B, 0x2E8B3A, 0x2F6FB0, 0xD8C8A0, 0xC0392B][c.index()])
}

fn cell_colour(cell: Cell) -> Color {
    match cell {
        Cell::Area => rgb(0x5A3E2B),
        Cell::Sea => rgb(0x9CC8E8),
        Cell::Village => rgb(0xB9A98F),
        Cell::Farmland => rgb(0xC9D66B),
        Cell::Mountain => rgb(0x8C8C8C),
    }
}

/// The table: every island; `own` adds that seat's hand.
pub fn table(game: &Game, names: &[String], own: Option<usize>) -> Vec<u8> {
    png::finish(draw(game, names, own), quantizer())
}

fn draw(game: &Game, names: &[String], own: Option<usize>) -> Canvas {
    let n = game.players();
    let block = 6.0 * CELL + GAP;
    let width = (2.0 * MARGIN + n as f32 * block).max(560.0);
    let hand_rows = own.map_or(0, |s| game.hands[s].len().div_ceil(2));
    let height = TOP + 6.0 * CELL + 110.0 + hand_rows as f32 * 18.0;
    let mut c = Canvas::new(width as u32, height as u32, palette::PAPER);
    let title = match &game.phase {
        Phase::Islands => "Islas Canarias · choosing islands".to_owned(),
        Phase::Over => format!("Islas Canarias · final, {} rounds", game.round),
        _ => format!(
            "Islas Canarias · round {} · ship {} · deck {} · discard {}",
            game.round,
            game.ship.len(),
            game.deck.len(),
            game.discard.len()
        ),
    };
    c.text(
        &title,
        MARGIN,
        34.0,
        Style::bold(20.0, palette::INK),
        Align::Left,
    );
    let small = Style::regular(12.0, palette::INK_SOFT);
    for seat in 0..n {
        let x0 = MARGIN + seat as f32 * block;
        let name = names
            .get(seat)
            .cloned()
            .unwrap_or_else(|| format!("Player {}", seat + 1));
        let Some(board) = game.board(seat) else {
            c.text(
                &format!("{name}: no island yet"),
                x0,
                TOP - 8.0,
                small,
                Align::Left,
            );
            continue;
        };
        let island = board.data();
        c.text(
            &format!("{name} · {} · {}", island.id.code(), board.score()),
            x0,
            TOP - 8.0,
            Style::bold(13.0, palette::INK),
            Align::Left,
        );
        for a in Area::all() {
            let (x, y) = (
                x0 + f32::from(a.column()) * CELL,
                TOP + f32::from(a.row()) * CELL,
            );
            let cell = island.cells[usize::from(a.0)];
            c.rect(x, y, CELL - 1.0, CELL - 1.0, cell_colour(cell));
            match board.at(a) {
                Some(b) => {
                    let s = [10.0, 15.0, 20.0][b.kind as usize];
                    let m = (CELL - s) / 2.0;
                    c.rect(x + m, y + m, s, s, colour_of(b.colour));
                    let letter = ["h", "P", "T"][b.kind as usize];
                    let ink = if matches!(b.colour, Colour::Beige) {
                        palette::INK
                    } else {
                        palette::WHITE
                    };
                    c.text_mid(
                        letter,
                        x + CELL / 2.0,
                        y + CELL / 2.0,
                        Style::bold(10.0, ink),
                        Align::Center,
                    );
                }
                None if cell == Cell::Area => {
                    c.text_mid(
                        &a.label(),
                        x + CELL / 2.0,
                        y + CELL / 2.0,
                        Style::regular(8.0, rgb(0xD9C7B0)),
                        Align::Center,
                    );
                }
                None => {}
            }
        }
        for (sides, colour) in [
            (&island.rivers, rgb(0x1F5FD0)),
            (&island.roads, rgb(0xF2E2B0)),
        ] {
            for &(a, b) in sides.iter() {
                let (ra, ca) = (f32::from(a.row()), f32::from(a.column()));
                let (rb, cb) = (f32::from(b.row()), f32::from(b.column()));
                let line = Line::new(colour, 3.0);
                if ra == rb {
                    let x = x0 + ca.max(cb) * CELL;
                    c.line(x, TOP + ra * CELL, x, TOP + (ra + 1.0) * CELL, line);
                } else {
                    let y = TOP + ra.max(rb) * CELL;
                    c.line(x0 + ca * CELL, y, x0 + (ca + 1.0) * CELL, y, line);
                }
            }
        }
        let held: Vec<&str> = Colour::ALL
            .into_iter()
            .filter(|c| game.privileges[c.index()] == Some(seat))
            .map(|c| Privilege::of(c).code())
            .collect();
        let y = TOP + 6.0 * CELL + 16.0;
        c.text(
            &format!("{} cards in hand", game.hands[seat].len()),
            x0,
            y,
            small,
            Align::Left,
        );
        for (i, code) in held.iter().enumerate() {
            c.text(code, x0, y + 16.0 * (i as f32 + 1.0), small, Align::Left);
        }
    }
    let y = TOP + 6.0 * CELL + 16.0 + 16.0 * 5.0;
    let supply: Vec<String> = Kind::ALL
        .iter()
        .map(|&k| {
            let n: u32 = game.supply[k as usize].iter().map(|&x| u32::from(x)).sum();
            format!("{n} {}s", k.name())
        })
        .collect();
    c.text(
        &format!("supply: {}", supply.join(", ")),
        MARGIN,
        y,
        small,
        Align::Left,
    );
    if let Some(seat) = own {
        let mut hand = game.hands[seat].clone();
        hand.sort_unstable();
        for (i, &card) in hand.iter().enumerate() {
            let (col, row) = (i % 2, i / 2);
            c.text(
                &super::data::describe(card),
                MARGIN + col as f32 * 300.0,
                y + 20.0 + row as f32 * 18.0,
                Style::regular(12.0, palette::INK),
                Align::Left,
            );
        }
    }
    c
}

fn quantizer() -> &'static Quantizer {
    static Q: OnceLock<Quantizer> = OnceLock::new();
    Q.get_or_init(|| {
        let game = super::sim::demo(5, 60, 0x5EED);
        let names: Vec<String> = ["Ana", "Ben", "Cleo", "Dan", "Eva"]
            .map(String::from)
            .to_vec();
        let specimen = draw(&game, &names, Some(0));
        Quantizer::from_specimens(&[&specimen])
    })
}
