//! The standings: every seat by rank with its points in each colour (the privilege of a
//! colour marked on its holder's cell), the privileges it holds, its total and the
//! tie-break (privileges held, §9 C23); below, the six privileges with their holders and
//! powers. At the end, the card the last ship held back (public then, §10.2).

use super::palette as pal;
use super::say;
use super::{held, power, privilege_chip, step_words, swatch, MARGIN};
use crate::games::islas_canarias::data::{self, Colour, Privilege};
use crate::games::islas_canarias::state::Game;
use crate::render::canvas::{Canvas, Line};
use crate::render::names::seat_name;
use crate::render::text::{Align, Style};
use crate::words::{msg, Msg};

const WIDTH: f32 = 860.0;
const TOP: f32 = 56.0;
const ROW: f32 = 34.0;
/// The columns' left edges: rank, name, the six colours, privileges, total.
const RANK: f32 = MARGIN;
const NAME: f32 = MARGIN + 36.0;
const COLOURS: f32 = MARGIN + 190.0;
const COLOUR_W: f32 = 50.0;
const HELD: f32 = COLOURS + 6.0 * COLOUR_W + 14.0;
const TOTAL: f32 = WIDTH - MARGIN;
/// The privileges' boxes below the table.
const BOX_W: f32 = (WIDTH - 2.0 * MARGIN - 5.0 * 10.0) / 3.0;
const BOX_H: f32 = 52.0;

pub(crate) fn draw(game: &Game, names: &[String]) -> Canvas {
    let n = game.players();
    let table_bottom = TOP + 30.0 + n as f32 * ROW;
    let height = table_bottom + 36.0 + 2.0 * (BOX_H + 10.0) + 40.0;
    let mut c = Canvas::new(WIDTH as u32, height as u32, pal::PAPER);
    let inner = WIDTH - 2.0 * MARGIN;
    let big = Style::bold(20.0, pal::INK);
    let title = say(&msg!(
        "islas-canarias-pic-standings-title",
        over = if game.is_finished() { "yes" } else { "no" },
        step = step_words(game, names)
    ));
    let (fitted, fitted_style) = big.fitted(&title, inner);
    c.text(&fitted, MARGIN, 34.0, fitted_style, Align::Left);
    let head = Style::bold(12.0, pal::INK_SOFT);
    c.text(
        &say(&msg!("islas-canarias-pic-rank")),
        RANK,
        TOP + 16.0,
        head,
        Align::Left,
    );
    c.text(
        &say(&msg!("islas-canarias-pic-player")),
        NAME,
        TOP + 16.0,
        head,
        Align::Left,
    );
    for (i, colour) in Colour::ALL.into_iter().enumerate() {
        swatch(
            &mut c,
            colour,
            COLOURS + i as f32 * COLOUR_W + 4.0,
            TOP + 2.0,
            COLOUR_W - 8.0,
            20.0,
        );
    }
    c.text(
        &say(&msg!("islas-canarias-pic-privileges")),
        HELD,
        TOP + 16.0,
        head,
        Align::Left,
    );
    c.text(
        &say(&msg!("islas-canarias-pic-total")),
        TOTAL,
        TOP + 16.0,
        head,
        Align::Right,
    );
    let ranks = game.ranks();
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by_key(|&s| (ranks[s], s));
    let bold = Style::bold(15.0, pal::INK);
    let soft = Style::regular(13.0, pal::INK_SOFT);
    for (k, &seat) in order.iter().enumerate() {
        let y = TOP + 30.0 + k as f32 * ROW;
        if k % 2 == 0 {
            c.rect(MARGIN - 6.0, y, inner + 12.0, ROW, pal::STRIPE);
        }
        let mid = y + ROW / 2.0;
        c.text_mid(&format!("{}.", ranks[seat]), RANK, mid, bold, Align::Left);
        let mut name = seat_name(names, seat);
        if game.resigned[seat] {
            name = say(&msg!("islas-canarias-pic-left", player = name));
        }
        c.text_mid(
            &bold.fit(&name, COLOURS - NAME - 8.0),
            NAME,
            mid,
            bold,
            Align::Left,
        );
        for (i, colour) in Colour::ALL.into_iter().enumerate() {
            let cx = COLOURS + i as f32 * COLOUR_W + COLOUR_W / 2.0;
            let points = game.board(seat).map_or(0, |b| b.points(colour));
            if game.privileges[colour.index()] == Some(seat) {
                // The holder's cell: a ring in the colour, its code beside colour.
                c.round_rect_outline(
                    cx - 20.0,
                    y + 4.0,
                    40.0,
                    ROW - 8.0,
                    6.0,
                    Line::new(pal::colour(colour), 3.0),
                );
            }
            c.text_mid(&points.to_string(), cx, mid, bold, Align::Center);
        }
        let privileges: Vec<Msg> = held(game, seat)
            .iter()
            .map(|&c| Privilege::of(c).words())
            .collect();
        let privileges = if privileges.is_empty() {
            "—".to_owned()
        } else {
            say(&msg!("islas-canarias-privilege-list", privileges))
        };
        let room = TOTAL - 90.0 - HELD;
        // Up to five privileges: the list may shrink further than a label.
        let (fitted, fitted_style) = soft.fitted_to(&privileges, room, 0.6);
        c.text_mid(&fitted, HELD, mid, fitted_style, Align::Left);
        let total = format!("{} · {}", game.score(seat), game.privileges_of(seat));
        c.text_mid(
            &total,
            TOTAL,
            mid,
            Style::bold(17.0, pal::INK),
            Align::Right,
        );
    }
    let note = say(&msg!("islas-canarias-pic-ties"));
    c.text(&note, MARGIN, table_bottom + 22.0, soft, Align::Left);
    let y0 = table_bottom + 36.0;
    for (i, colour) in Colour::ALL.into_iter().enumerate() {
        let (col, row) = (i % 3, i / 3);
        let x = MARGIN + col as f32 * (BOX_W + 25.0);
        let y = y0 + row as f32 * (BOX_H + 10.0);
        c.round_rect(x, y, BOX_W, BOX_H, 6.0, pal::CARD);
        let w = privilege_chip(&mut c, colour, x + 8.0, y + 7.0);
        let holder = match game.privileges[colour.index()] {
            Some(s) => seat_name(names, s),
            None => say(&msg!("islas-canarias-pic-unowned")),
        };
        let style = Style::bold(13.0, pal::INK);
        c.text_mid(
            &style.fit(&holder, BOX_W - w - 24.0),
            x + w + 16.0,
            y + 16.0,
            style,
            Align::Left,
        );
        let (p, soft_fitted) = soft.fitted(&power(Privilege::of(colour)), BOX_W - 16.0);
        c.text_mid(&p, x + 8.0, y + 39.0, soft_fitted, Align::Left);
    }
    let foot = y0 + 2.0 * (BOX_H + 10.0) + 22.0;
    if game.is_finished() {
        if let Some(&card) = game.ship.first() {
            let line = say(&msg!(
                "islas-canarias-pic-held-back",
                card = data::card_msg(card)
            ));
            let (fitted, fitted_style) = soft.fitted(&line, inner);
            c.text(&fitted, MARGIN, foot, fitted_style, Align::Left);
        }
    }
    c
}
