//! The standings: one row per seat by rank (score, then resources left: la-isla.md §6), with
//! the sources of the points scored in play, the final scoring once the game is over, the
//! animal counts and the resources left; under them the markers' values.

use super::glyphs::{self, animal_tile};
use super::palette;
use super::say;
use super::{seat_names, step_words};
use crate::games::la_isla::data::Animal;
use crate::games::la_isla::state::{value, Game};
use crate::render::canvas::{Canvas, Line};
use crate::render::names::initials;
use crate::render::text::{Align, Style};
use crate::words::msg;

pub(crate) const WIDTH: u32 = 1100;
const MARGIN: f32 = 30.0;
const HEAD: f32 = 100.0;
const ROW_H: f32 = 56.0;
const TABLE_HEAD: f32 = 50.0;
const FOOT: f32 = 130.0;

/// The picture's height for `players` rows.
pub(crate) fn height(players: usize) -> u32 {
    (HEAD + TABLE_HEAD + ROW_H * players as f32 + 20.0 + FOOT).ceil() as u32
}

pub(crate) fn draw(game: &Game, names: &[String]) -> Canvas {
    let n = game.players();
    let names = seat_names(game, names);
    let marks = initials(&names);
    let ranks = game.ranks();
    let mut seats: Vec<usize> = (0..n).collect();
    seats.sort_by_key(|&s| (ranks.get(s).copied().unwrap_or(usize::MAX), s));
    let mut c = Canvas::new(WIDTH, height(n), palette::PAPER);
    let w = WIDTH as f32 - 2.0 * MARGIN;

    let over = game.finals.is_some();
    let title = say(&msg!(if over {
        "la-isla-pic-final-standings"
    } else {
        "la-isla-pic-standings"
    }));
    c.text(
        &title,
        MARGIN,
        52.0,
        Style::bold(32.0, palette::INK),
        Align::Left,
    );
    let mut sub = say(&msg!(
        "la-isla-pic-standings-sub",
        players = n,
        step = step_words(game)
    ));
    if !over {
        sub.push_str(&format!(
            " \u{b7} {}",
            say(&msg!("la-isla-pic-scoring-to-come"))
        ));
    }
    let st = Style::regular(17.0, palette::INK_SOFT);
    let (fitted, fitted_style) = st.fitted(&sub, w);
    c.text(&fitted, MARGIN, 82.0, fitted_style, Align::Left);

    // Columns (left edges or centres).
    let x_rank = MARGIN + 24.0;
    let x_name = MARGIN + 52.0;
    let name_w = 190.0;
    let col = 62.0;
    let x_score = x_name + name_w + 40.0;
    let play_cols = ["regions", "cards", "markers"].map(|k| say(&msg!("la-isla-pic-col", k)));
    let final_cols = ["sets", "animals", "resources"].map(|k| say(&msg!("la-isla-pic-col", k)));
    let x_play = x_score + 46.0;
    let x_final = x_play + col * 3.0 + 10.0;
    let x_count = x_final + col * 3.0 + 14.0;
    let count_w = 46.0;
    let x_left = x_count + count_w * 5.0 + 38.0;

    let top = HEAD;
    let table_h = TABLE_HEAD + ROW_H * n as f32 + 8.0;
    c.round_rect(MARGIN, top, w, table_h, 8.0, palette::CARD);
    c.round_rect_outline(MARGIN, top, w, table_h, 8.0, Line::new(palette::RULE, 1.0));
    let hst = Style::bold(13.0, palette::INK_SOFT);
    let hy = top + 22.0;
    c.text(
        &say(&msg!("la-isla-pic-player")),
        x_name,
        hy + 8.0,
        hst,
        Align::Left,
    );
    c.text("VP", x_score, hy + 8.0, hst, Align::Center);
    c.text(
        &say(&msg!("la-isla-pic-scored-in-play")),
        x_play + col * 1.5,
        hy - 4.0,
        hst,
        Align::Center,
    );
    c.text(
        &say(&msg!("la-isla-pic-final-scoring")),
        x_final + col * 1.5,
        hy - 4.0,
        hst,
        Align::Center,
    );
    c.text(
        &say(&msg!("la-isla-pic-animal-counts")),
        x_count + count_w * 2.5,
        hy - 4.0,
        hst,
        Align::Center,
    );
    let small = Style::regular(12.0, palette::INK_SOFT);
    for (i, h) in play_cols.iter().enumerate() {
        c.text(
            h,
            x_play + col * (i as f32 + 0.5),
            hy + 14.0,
            small,
            Align::Center,
        );
    }
    for (i, h) in final_cols.iter().enumerate() {
        c.text(
            h,
            x_final + col * (i as f32 + 0.5),
            hy + 14.0,
            small,
            Align::Center,
        );
    }
    for (i, a) in Animal::ALL.into_iter().enumerate() {
        animal_tile(
            &mut c,
            a,
            &say(&a.msg()),
            (
                x_count + count_w * i as f32 + 2.0,
                hy + 3.0,
                count_w - 4.0,
                16.0,
            ),
            10.5,
        );
    }
    c.text(
        &say(&msg!("la-isla-pic-resources-left")),
        x_left,
        hy + 8.0,
        hst,
        Align::Center,
    );

    for (row, &seat) in seats.iter().enumerate() {
        let p = &game.players[seat];
        let y = top + TABLE_HEAD + ROW_H * row as f32;
        let cy = y + ROW_H / 2.0;
        if row % 2 == 0 {
            c.rect(MARGIN + 1.0, y, w - 2.0, ROW_H, palette::STRIPE);
        }
        let rank = ranks.get(seat).copied().unwrap_or(n);
        if let Some(m) = palette::medal(rank) {
            c.circle(x_rank, cy, 14.0, m);
        }
        c.text_mid(
            &rank.to_string(),
            x_rank,
            cy,
            Style::bold(16.0, palette::INK),
            Align::Center,
        );
        glyphs::pawn(&mut c, seat, &marks[seat], x_name + 12.0, cy, 11.0);
        let st = Style::bold(17.0, palette::INK);
        c.text(
            &st.fit(&names[seat], name_w - 34.0),
            x_name + 32.0,
            cy - 2.0,
            st,
            Align::Left,
        );
        let mut sub = palette::seat_word(seat);
        if p.resigned {
            sub.push_str(&format!(" \u{b7} {}", say(&msg!("la-isla-pic-left"))));
        }
        c.text(
            &sub,
            x_name + 32.0,
            cy + 15.0,
            Style::regular(12.0, palette::INK_SOFT),
            Align::Left,
        );
        c.text_mid(
            &p.score.to_string(),
            x_score,
            cy,
            Style::bold(24.0, palette::INK),
            Align::Center,
        );
        let num = Style::regular(17.0, palette::INK);
        let faint = Style::regular(17.0, palette::INK_FAINT);
        for (i, v) in [p.points.regions, p.points.cards, p.points.markers]
            .into_iter()
            .enumerate()
        {
            c.text_mid(
                &v.to_string(),
                x_play + col * (i as f32 + 0.5),
                cy,
                num,
                Align::Center,
            );
        }
        let fin = game.finals.as_ref().and_then(|f| f.get(seat));
        for i in 0..3 {
            let (text, style) = match fin {
                Some(f) => ([f.sets, f.animals_total(), f.resources][i].to_string(), num),
                None => ("\u{2013}".to_string(), faint),
            };
            c.text_mid(
                &text,
                x_final + col * (i as f32 + 0.5),
                cy,
                style,
                Align::Center,
            );
        }
        for (i, a) in Animal::ALL.into_iter().enumerate() {
            let count = p.count(a);
            let large = p.large == a;
            let style = if large {
                Style::bold(17.0, palette::INK)
            } else {
                num
            };
            let x = x_count + count_w * (i as f32 + 0.5);
            c.text_mid(&count.to_string(), x, cy, style, Align::Center);
            if large {
                c.text(
                    &say(&msg!("la-isla-pic-large")),
                    x,
                    cy + 19.0,
                    Style::regular(10.0, palette::INK_SOFT),
                    Align::Center,
                );
            }
        }
        c.text_mid(
            &p.resources_left().to_string(),
            x_left,
            cy,
            num,
            Align::Center,
        );
    }

    // The markers' values.
    let fy = top + table_h + 20.0;
    c.round_rect(MARGIN, fy, w, FOOT - 20.0, 8.0, palette::CARD);
    c.round_rect_outline(
        MARGIN,
        fy,
        w,
        FOOT - 20.0,
        8.0,
        Line::new(palette::RULE, 1.0),
    );
    let sum = game.marker_sum();
    c.text(
        &say(&msg!(
            "la-isla-pic-markers-foot",
            sum,
            limit = game.threshold()
        )),
        MARGIN + 14.0,
        fy + 24.0,
        hst,
        Align::Left,
    );
    let cw = (w - 28.0) / 5.0;
    for (i, a) in Animal::ALL.into_iter().enumerate() {
        let x = MARGIN + 14.0 + cw * i as f32;
        let pos = game.markers[i];
        animal_tile(
            &mut c,
            a,
            &say(&a.msg()),
            (x, fy + 40.0, cw - 70.0, 28.0),
            15.0,
        );
        c.circle(x + cw - 44.0, fy + 54.0, 18.0, palette::MARKER);
        c.text_mid(
            &value(pos).to_string(),
            x + cw - 44.0,
            fy + 54.0,
            Style::bold(18.0, palette::WHITE),
            Align::Center,
        );
        c.text(
            &say(&msg!("la-isla-pic-position", pos, value = value(pos))),
            x + (cw - 10.0) / 2.0,
            fy + 92.0,
            Style::regular(12.0, palette::INK_SOFT),
            Align::Center,
        );
    }
    c
}
