//! One player's board: name, colour and score; resources by colour; explorers; the animal
//! tiles taken and the large tile; the cardholder, slot by slot. For the player's eyes alone
//! (`private`): the hand, cards numbered in the order dealt, and this round's assignment.
//!
//! The public board reads nothing of the hand, nor of the assignment before the reveal,
//! beyond whether the player has assigned (la-isla.md §7.2): it draws no hand area at all.

use super::glyphs::{self, animal_tile, resource_chip};
use super::palette;
use super::say;
use super::{seat_names, step_words, wrap};
use crate::games::la_isla::data::{card, Animal, Colour};
use crate::games::la_isla::state::{Assignment, Game, Phase, Player, Seat};
use crate::render::canvas::{Canvas, Line};
use crate::render::names::initials;
use crate::render::text::{Align, Style};
use crate::words::msg;

pub(crate) const WIDTH: u32 = 1000;
const MARGIN: f32 = 30.0;
const INNER: f32 = WIDTH as f32 - 2.0 * MARGIN;
const SLOT_COLS: usize = 3;
const SLOT_H: f32 = 104.0;
const HAND_H: f32 = 196.0;

/// The picture's height for a player with `slots` cardholder slots.
pub(crate) fn height(slots: usize, private: bool) -> u32 {
    let rows = slots.div_ceil(SLOT_COLS).max(1) as f32;
    let base = 132.0 + 92.0 + 70.0 + 96.0 + 44.0 + rows * (SLOT_H + 12.0) + 30.0;
    let hand = if private { 40.0 + HAND_H + 12.0 } else { 0.0 };
    (base + hand + 70.0).ceil() as u32
}

pub(crate) fn draw(game: &Game, seat: Seat, names: &[String], private: bool) -> Canvas {
    let Some(p) = game.players.get(seat) else {
        // No such seat (play.rs never asks): an empty board.
        return Canvas::new(WIDTH, 200, palette::PAPER);
    };
    let all = seat_names(game, names);
    let marks = initials(&all);
    let mut c = Canvas::new(WIDTH, height(p.slots.len(), private), palette::PAPER);

    // Header: pawn, name, colour, score.
    glyphs::pawn(&mut c, seat, &marks[seat], MARGIN + 22.0, 52.0, 20.0);
    let st = Style::bold(32.0, palette::INK);
    let name = st.fit(&all[seat], INNER - 260.0);
    c.text(&name, MARGIN + 56.0, 62.0, st, Align::Left);
    let mut sub = say(&msg!(
        "la-isla-pic-board-sub",
        colour = palette::seat_word(seat),
        seat = seat + 1,
        step = step_words(game)
    ));
    if game.start == seat && game.phase != Phase::Over {
        sub.push_str(&format!(
            " \u{b7} {}",
            say(&msg!("la-isla-pic-start-player"))
        ));
    }
    if p.resigned {
        sub.push_str(&format!(" \u{b7} {}", say(&msg!("la-isla-pic-left"))));
    }
    let sst = Style::regular(17.0, palette::INK_SOFT);
    let (sub, sst_fitted) = sst.fitted(&sub, INNER - 200.0);
    c.text(&sub, MARGIN + 56.0, 92.0, sst_fitted, Align::Left);
    c.text(
        &p.score.to_string(),
        WIDTH as f32 - MARGIN - 44.0,
        66.0,
        Style::bold(44.0, palette::INK),
        Align::Right,
    );
    c.text(
        "VP",
        WIDTH as f32 - MARGIN,
        66.0,
        Style::bold(18.0, palette::INK_SOFT),
        Align::Right,
    );
    let status = status_line(game, seat, p, private);
    let stc = if game.actor() == Some(seat) {
        palette::TURN
    } else {
        palette::INK
    };
    let sst = Style::bold(17.0, stc);
    let (fitted, fitted_style) = sst.fitted(&status, INNER);
    c.text(&fitted, MARGIN, 122.0, fitted_style, Align::Left);

    let mut y = 132.0;
    y = resources(&mut c, p, y);
    y = explorers(&mut c, game, seat, p, y);
    y = tiles(&mut c, p, y);
    y = cardholder(&mut c, p, y);
    if private {
        y = hand(&mut c, p, y);
    }
    this_round(&mut c, game, p, private, y);
    c
}

/// Where the player stands in this step, from what everyone may see (plus the hand's
/// size when `private`).
fn status_line(game: &Game, seat: Seat, p: &Player, private: bool) -> String {
    let line = match game.phase {
        Phase::Assign if p.assigned.is_some() => {
            if private {
                msg!("la-isla-pic-assigned-own")
            } else {
                msg!("la-isla-pic-assigned")
            }
        }
        Phase::Assign => {
            if private {
                msg!("la-isla-pic-assign-own", cards = p.hand.len())
            } else {
                msg!("la-isla-pic-choosing")
            }
        }
        Phase::Turns if game.actor() == Some(seat) => msg!("la-isla-pic-your-action-c"),
        Phase::Turns => match game.actor() {
            Some(a) => msg!("la-isla-pic-action-c-seat", seat = a + 1),
            None => msg!("la-isla-pic-action-c"),
        },
        Phase::Over => msg!("la-isla-pic-over"),
    };
    say(&line)
}

fn section(c: &mut Canvas, title: &str, y: f32, h: f32) {
    c.round_rect(MARGIN, y, INNER, h, 8.0, palette::CARD);
    c.round_rect_outline(MARGIN, y, INNER, h, 8.0, Line::new(palette::RULE, 1.0));
    c.text(
        title,
        MARGIN + 14.0,
        y + 22.0,
        Style::bold(14.0, palette::INK_SOFT),
        Align::Left,
    );
}

fn resources(c: &mut Canvas, p: &Player, y: f32) -> f32 {
    let h = 80.0;
    section(c, &say(&msg!("la-isla-pic-resources")), y, h);
    c.text(
        &say(&msg!("la-isla-pic-in-all", n = p.resources_left())),
        MARGIN + INNER - 14.0,
        y + 22.0,
        Style::regular(14.0, palette::INK_SOFT),
        Align::Right,
    );
    let w = (INNER - 28.0) / 5.0;
    for (i, colour) in Colour::ALL.into_iter().enumerate() {
        let x = MARGIN + 14.0 + w * i as f32;
        let n = p.resources[colour.index()];
        resource_chip(
            c,
            colour,
            &format!("{} {}  \u{d7}{n}", colour.code(), say(&colour.msg())),
            (x, y + 32.0, w - 10.0, 36.0),
            17.0,
        );
    }
    y + h + 12.0
}

fn explorers(c: &mut Canvas, game: &Game, seat: Seat, p: &Player, y: f32) -> f32 {
    let h = 58.0;
    section(c, &say(&msg!("la-isla-pic-explorers")), y, h);
    let general = game.general.get(seat).copied().unwrap_or(0);
    let mut on: Vec<String> = p.on.iter().map(|s| s.label()).collect();
    if on.is_empty() {
        on.push(say(&msg!("la-isla-pic-none")));
    }
    let text = say(&msg!(
        "la-isla-pic-explorers-line",
        supply = p.supply,
        general,
        on = on.join(", ")
    ));
    let st = Style::regular(16.0, palette::INK);
    let (fitted, fitted_style) = st.fitted(&text, INNER - 28.0);
    c.text(&fitted, MARGIN + 14.0, y + 46.0, fitted_style, Align::Left);
    y + h + 12.0
}

fn tiles(c: &mut Canvas, p: &Player, y: f32) -> f32 {
    let h = 84.0;
    section(c, &say(&msg!("la-isla-pic-tiles")), y, h);
    let w = (INNER - 28.0) / 6.0;
    for (i, animal) in Animal::ALL.into_iter().enumerate() {
        let x = MARGIN + 14.0 + w * i as f32;
        let small = p.tiles.iter().filter(|(_, a)| *a == animal).count();
        animal_tile(
            c,
            animal,
            &format!("{} \u{d7}{small}", say(&animal.msg())),
            (x, y + 34.0, w - 12.0, 26.0),
            15.0,
        );
        c.text(
            &say(&msg!("la-isla-pic-counts", n = p.count(animal))),
            x + (w - 12.0) / 2.0,
            y + 76.0,
            Style::regular(12.0, palette::INK_SOFT),
            Align::Center,
        );
    }
    let x = MARGIN + 14.0 + w * 5.0;
    animal_tile(
        c,
        p.large,
        &say(&msg!("la-isla-pic-large-tile", animal = p.large.msg())),
        (x, y + 30.0, w - 12.0, 34.0),
        15.0,
    );
    c.round_rect_outline(
        x - 3.0,
        y + 27.0,
        w - 6.0,
        40.0,
        8.0,
        Line::new(palette::INK, 2.0),
    );
    y + h + 12.0
}

fn cardholder(c: &mut Canvas, p: &Player, y: f32) -> f32 {
    let rows = p.slots.len().div_ceil(SLOT_COLS).max(1) as f32;
    let h = 32.0 + rows * (SLOT_H + 12.0);
    section(c, &say(&msg!("la-isla-pic-cardholder")), y, h);
    let w = (INNER - 28.0 - 12.0 * (SLOT_COLS as f32 - 1.0)) / SLOT_COLS as f32;
    for (i, slot) in p.slots.iter().enumerate() {
        let x = MARGIN + 14.0 + (w + 12.0) * (i % SLOT_COLS) as f32;
        let sy = y + 32.0 + (SLOT_H + 12.0) * (i / SLOT_COLS) as f32;
        c.round_rect(x, sy, w, SLOT_H, 6.0, palette::STRIPE);
        c.round_rect_outline(x, sy, w, SLOT_H, 6.0, Line::new(palette::RULE, 1.0));
        let head = Style::bold(13.0, palette::INK_SOFT);
        c.text(
            &say(&msg!("la-isla-pic-slot", slot = i + 1)),
            x + 10.0,
            sy + 18.0,
            head,
            Align::Left,
        );
        let covered = slot.len().saturating_sub(1);
        if covered > 0 {
            c.text(
                &say(&msg!("la-isla-pic-covered", covered)),
                x + w - 10.0,
                sy + 18.0,
                Style::regular(12.0, palette::INK_SOFT),
                Align::Right,
            );
        }
        match slot.last().and_then(|s| card(s.card)) {
            Some(card) => {
                let st = Style::bold(17.0, palette::INK);
                let name = say(&card.function.name());
                let (t, st_fitted) = st.fitted(&format!("#{} {name}", card.number), w - 20.0);
                c.text(&t, x + 10.0, sy + 42.0, st_fitted, Align::Left);
                let est = Style::regular(14.0, palette::INK);
                for (k, line) in wrap(&say(&card.function.effect()), est, w - 20.0, 3)
                    .iter()
                    .enumerate()
                {
                    c.text(
                        line,
                        x + 10.0,
                        sy + 62.0 + 17.0 * k as f32,
                        est,
                        Align::Left,
                    );
                }
            }
            None => {
                c.text(
                    &say(&msg!("la-isla-pic-empty")),
                    x + w / 2.0,
                    sy + 62.0,
                    Style::regular(16.0, palette::INK_FAINT),
                    Align::Center,
                );
            }
        }
    }
    y + h + 12.0
}

/// The hand, cards numbered 1–4 in the order dealt, each with its three parts.
fn hand(c: &mut Canvas, p: &Player, y: f32) -> f32 {
    let h = 40.0 + HAND_H;
    section(c, &say(&msg!("la-isla-pic-hand")), y, h);
    let w = (INNER - 28.0 - 12.0 * 3.0) / 4.0;
    if p.hand.is_empty() {
        c.text(
            &say(&msg!("la-isla-pic-no-hand")),
            MARGIN + INNER / 2.0,
            y + 40.0 + HAND_H / 2.0,
            Style::regular(16.0, palette::INK_FAINT),
            Align::Center,
        );
    }
    let used = |n: u8| -> Option<&'static str> {
        let a = p.assigned?;
        if a.a == n {
            Some("A")
        } else if a.b == n {
            Some("B")
        } else if a.d == n {
            Some("D")
        } else {
            None
        }
    };
    for (i, &number) in p.hand.iter().take(4).enumerate() {
        let x = MARGIN + 14.0 + (w + 12.0) * i as f32;
        let cy = y + 34.0;
        c.round_rect(x, cy, w, HAND_H - 6.0, 8.0, palette::WHITE);
        c.round_rect_outline(x, cy, w, HAND_H - 6.0, 8.0, Line::new(palette::INK, 1.5));
        c.circle(x + 18.0, cy + 18.0, 13.0, palette::INK);
        c.text_mid(
            &(i + 1).to_string(),
            x + 18.0,
            cy + 18.0,
            Style::bold(16.0, palette::WHITE),
            Align::Center,
        );
        if let Some(action) = used(number) {
            c.round_rect(x + w - 42.0, cy + 7.0, 34.0, 22.0, 5.0, palette::MARKER);
            c.text_mid(
                action,
                x + w - 25.0,
                cy + 18.0,
                Style::bold(15.0, palette::WHITE),
                Align::Center,
            );
        }
        let Some(card) = card(number) else {
            continue;
        };
        c.text(
            &format!("#{}", card.number),
            x + 38.0,
            cy + 24.0,
            Style::regular(15.0, palette::INK_SOFT),
            Align::Left,
        );
        let st = Style::bold(15.0, palette::INK);
        let (fitted, fitted_style) =
            st.fitted(&format!("A: {}", say(&card.function.name())), w - 16.0);
        c.text(&fitted, x + 8.0, cy + 54.0, fitted_style, Align::Left);
        let est = Style::regular(13.0, palette::INK);
        for (k, line) in wrap(&say(&card.function.effect()), est, w - 16.0, 3)
            .iter()
            .enumerate()
        {
            c.text(line, x + 8.0, cy + 72.0 + 16.0 * k as f32, est, Align::Left);
        }
        resource_chip(
            c,
            card.resource,
            &format!("B: {} {}", card.resource.code(), say(&card.resource.msg())),
            (x + 8.0, cy + 124.0, w - 16.0, 24.0),
            14.0,
        );
        animal_tile(
            c,
            card.animal,
            &format!("D: {}", card.animal.name()),
            (x + 8.0, cy + 154.0, w - 16.0, 24.0),
            14.0,
        );
    }
    y + h + 12.0
}

/// This round's assignment: for the player, as soon as committed; for everyone, whether
/// the player has assigned, and what once revealed.
fn this_round(c: &mut Canvas, game: &Game, p: &Player, private: bool, y: f32) {
    let h = 58.0;
    section(c, &say(&msg!("la-isla-pic-this-round")), y, h);
    let st = Style::regular(16.0, palette::INK);
    let text = match (game.phase, p.assigned) {
        (Phase::Over, _) => say(&msg!("la-isla-pic-round-over")),
        (Phase::Assign, Some(_)) if !private => say(&msg!("la-isla-pic-round-assigned")),
        (Phase::Assign, None) if !private => say(&msg!("la-isla-pic-round-not-assigned")),
        (Phase::Assign, None) => say(&msg!("la-isla-pic-round-none-yet")),
        (Phase::Turns, None) => say(&msg!("la-isla-pic-none")),
        (_, Some(a)) => assignment_words(&a),
    };
    let (fitted, fitted_style) = st.fitted(&text, INNER - 28.0);
    c.text(&fitted, MARGIN + 14.0, y + 46.0, fitted_style, Align::Left);
}

fn assignment_words(a: &Assignment) -> String {
    let f = |n: u8| card(n).map(|c| format!("#{n} {}", say(&c.function.name())));
    let mut parts = vec![
        format!("A {}", f(a.a).unwrap_or_else(|| format!("#{}", a.a))),
        format!(
            "B #{} ({})",
            a.b,
            card(a.b).map_or("?", |c| c.resource.name())
        ),
        format!(
            "D #{} ({})",
            a.d,
            card(a.d).map_or("?", |c| c.animal.name())
        ),
    ];
    if let Some(slot) = a.cover {
        parts.push(say(&msg!("la-isla-pic-covers-slot", slot)));
    }
    if let Some(m) = a.mark {
        parts.push(say(&msg!("la-isla-b-moves-marker", animal = m.msg())));
    }
    parts.join(" \u{b7} ")
}
