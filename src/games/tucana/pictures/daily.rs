//! The daily challenge's result card, over plain data: the spoiler-free card of
//! `/daily share`, in the kit's titled frame ([`crate::render::histogram::titled`]).

use super::palette;
use super::{icons, say};
use crate::games::tucana::Sight;
use crate::render::canvas::{Canvas, Line};
use crate::render::histogram::{titled, MARGIN, TOP};
use crate::render::text::{Align, Style};
use crate::words::msg;

/// A finished daily game without its trails: what a player may show everyone.
#[derive(Clone, Debug, PartialEq)]
pub struct DailyCard {
    /// "Daily Tucana · 2026-11-22".
    pub title: String,
    /// "Isla Petit · special bonus" and the like.
    pub subtitle: String,
    pub player: String,
    pub total: u32,
    /// Sight scores of each round.
    pub rounds: Vec<u32>,
    pub villages: u32,
    pub bonus: u32,
    /// The solo ladder title reached, if any.
    pub ladder: Option<String>,
    /// How many sights of each type are connected.
    pub sights: Vec<(Sight, u8)>,
    /// How many sights of each type the map has.
    pub per_type: u8,
}

const CARD_W: f32 = 820.0;
const CARD_H: f32 = 450.0;

pub(crate) fn draw_card(card: &DailyCard) -> Canvas {
    let mut c = titled(CARD_W, CARD_H, &card.title, &card.subtitle);
    let w = CARD_W - 2.0 * MARGIN;
    // The total on a dark plaque at the left, the parts at the right.
    let top = TOP;
    let plaque_w = 210.0;
    c.round_rect(
        MARGIN + 18.0,
        top + 18.0,
        plaque_w,
        150.0,
        14.0,
        palette::INK,
    );
    let cx = MARGIN + 18.0 + plaque_w / 2.0;
    c.text(
        &card.total.to_string(),
        cx,
        top + 112.0,
        Style::bold(76.0, palette::PAPER),
        Align::Center,
    );
    c.text(
        &say(&msg!("tucana-picture-points")),
        cx,
        top + 146.0,
        Style::regular(20.0, palette::PAPER),
        Align::Center,
    );

    let x = MARGIN + 18.0 + plaque_w + 28.0;
    let rw = CARD_W - MARGIN - 18.0 - x;
    let name = Style::bold(26.0, palette::INK);
    c.text(
        &name.fit(&card.player, rw),
        x,
        top + 50.0,
        name,
        Align::Left,
    );
    let ladder = say(&match &card.ladder {
        Some(t) => msg!(
            "tucana-picture-title",
            title = super::super::map::ladder_msg(t)
        ),
        None => msg!("tucana-picture-no-title-reached"),
    });
    let ls = Style::bold(21.0, palette::CIRCLE);
    let (fitted, fitted_style) = ls.fitted(&ladder, rw);
    c.text(&fitted, x, top + 86.0, fitted_style, Align::Left);
    let rounds: Vec<String> = card.rounds.iter().map(u32::to_string).collect();
    let parts = say(&msg!(
        "tucana-picture-daily-parts",
        sights = if rounds.is_empty() {
            "0".to_string()
        } else {
            rounds.join(" + ")
        },
        villages = card.villages,
        bonus = card.bonus
    ));
    let ps = Style::regular(20.0, palette::INK);
    let (fitted, fitted_style) = ps.fitted(&parts, rw);
    c.text(&fitted, x, top + 124.0, fitted_style, Align::Left);

    // The sights connected, one badge a type.
    let row_y = top + 226.0;
    c.line(
        MARGIN + 18.0,
        top + 186.0,
        CARD_W - MARGIN - 18.0,
        top + 186.0,
        Line::new(palette::RULE, 1.5),
    );
    let slot = w / Sight::ALL.len() as f32;
    for (i, sight) in Sight::ALL.iter().enumerate() {
        let sx = MARGIN + slot * (i as f32 + 0.5);
        let n = card
            .sights
            .iter()
            .find(|(s, _)| s == sight)
            .map_or(0, |(_, n)| *n);
        icons::sight_badge(&mut c, *sight, sx - 34.0, row_y, 28.0);
        let color = if n == 0 {
            palette::INK_FAINT
        } else {
            palette::INK
        };
        c.text_mid(
            &format!("{n}/{}", card.per_type),
            sx + 4.0,
            row_y,
            Style::bold(24.0, color),
            Align::Left,
        );
    }
    c.text(
        &say(&msg!("tucana-picture-daily-sights")),
        CARD_W / 2.0,
        CARD_H - MARGIN - 14.0,
        Style::regular(17.0, palette::INK_SOFT),
        Align::Center,
    );
    c
}
