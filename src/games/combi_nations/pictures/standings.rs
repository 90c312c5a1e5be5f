//! The standings: players by rank, with the total and its parts (the four land types, the
//! doubled one marked, facilities, the empty-sand penalty) and a small map of each country.

use super::country::{self, land_word, ordinal, Geo, Marks};
use super::market::{arrow_color, arrow_names, badge};
use super::{palette, say};
use crate::games::combi_nations::{Game, Land, Phase};
use crate::render::canvas::{Canvas, Line};
use crate::render::names::initials;
use crate::render::text::{Align, Style};
use crate::words::msg;

const WIDTH: f32 = 1040.0;
const MARGIN: f32 = 30.0;
const HEAD: f32 = 104.0;
const ROW_H: f32 = 100.0;
const THUMB_W: f32 = 132.0;
const THUMB_H: f32 = 88.0;

pub(crate) fn draw(game: &Game, names: &[String]) -> Canvas {
    let n = game.players();
    let scores = game.scores();
    let all_names = arrow_names(game, names);
    let marks = initials(&all_names);
    let mut seats: Vec<usize> = (0..n.min(scores.len())).collect();
    seats.sort_by_key(|&s| (game.board(s).is_none(), scores[s].rank, s));

    let table_top = HEAD + 8.0;
    let head_h = 40.0;
    let height = table_top + head_h + ROW_H * seats.len() as f32 + 44.0 + MARGIN;
    let mut c = Canvas::new(WIDTH as u32, height.ceil() as u32, palette::PAPER);

    let title = say(&match game.phase {
        Phase::Over => msg!("combi-nations-picture-final-standings"),
        Phase::Choosing => msg!("combi-nations-picture-standings"),
        Phase::Playing => msg!("combi-nations-picture-standings-in", round = game.round),
    });
    c.text(
        &title,
        MARGIN,
        54.0,
        Style::bold(34.0, palette::INK),
        Align::Left,
    );
    let sub = say(&msg!(
        "combi-nations-picture-standings-sub",
        n,
        solo = if game.is_solo() { "yes" } else { "no" },
        phase = match game.phase {
            Phase::Over => "over",
            Phase::Choosing => "choosing",
            Phase::Playing => "playing",
        }
    ));
    let st = Style::regular(18.0, palette::INK_SOFT);
    let (sub, st_fitted) = st.fitted(&sub, WIDTH - 2.0 * MARGIN);
    c.text(&sub, MARGIN, 86.0, st_fitted, Align::Left);

    // Columns: rank, player, land ×4, facilities, sand, total, map.
    let x_rank = MARGIN + 30.0;
    let x_name = MARGIN + 62.0;
    let name_w = 210.0;
    let col_w = 78.0;
    let x_land = x_name + name_w + 10.0;
    let x_fac = x_land + 4.0 * col_w;
    let x_sand = x_fac + col_w + 6.0;
    let x_total = x_sand + col_w + 10.0;
    let x_thumb = WIDTH - MARGIN - THUMB_W - 8.0;
    let mid = |x: f32| x + col_w / 2.0;

    let w = WIDTH - 2.0 * MARGIN;
    c.round_rect(
        MARGIN,
        table_top,
        w,
        head_h + ROW_H * seats.len() as f32,
        10.0,
        palette::CARD,
    );
    let hy = table_top + head_h / 2.0 + 2.0;
    let hst = Style::bold(15.0, palette::INK_SOFT);
    c.text_mid("#", x_rank, hy, hst, Align::Center);
    let head = |key: &str| {
        say(&crate::words::Msg::new(format!(
            "combi-nations-picture-head-{key}"
        )))
    };
    c.text_mid(&head("player"), x_name, hy, hst, Align::Left);
    for (k, &l) in Land::ALL.iter().enumerate() {
        let x = x_land + k as f32 * col_w;
        let s = 8.0;
        country::cell(
            &mut c,
            Some(crate::games::combi_nations::Content::Land(l)),
            x + 12.0,
            hy,
            s,
            false,
        );
        c.text_mid(&land_word(l), x + 24.0, hy, hst, Align::Left);
    }
    c.text_mid(&head("facilities"), mid(x_fac), hy, hst, Align::Center);
    c.text_mid(&head("sand"), mid(x_sand), hy, hst, Align::Center);
    c.text_mid(&head("total"), mid(x_total), hy, hst, Align::Center);
    let country_head = head("country");
    c.text_mid(
        &country_head,
        x_thumb + THUMB_W / 2.0,
        hy,
        hst,
        Align::Center,
    );

    for (row, &seat) in seats.iter().enumerate() {
        let top = table_top + head_h + ROW_H * row as f32;
        let y = top + ROW_H / 2.0;
        if row % 2 == 0 {
            c.rect(MARGIN + 2.0, top, w - 4.0, ROW_H, palette::STRIPE);
        }
        c.line(
            MARGIN + 8.0,
            top,
            MARGIN + w - 8.0,
            top,
            Line::new(palette::RULE, 1.0),
        );
        let sc = &scores[seat];
        let Some(board) = game.board(seat) else {
            badge(
                &mut c,
                &marks[seat],
                x_name + 14.0,
                y,
                14.0,
                arrow_color(game, seat),
            );
            let st = Style::bold(19.0, palette::INK);
            let nm = st.fit(&all_names[seat], name_w - 36.0);
            c.text_mid(&nm, x_name + 36.0, y - 10.0, st, Align::Left);
            let st = Style::regular(15.0, palette::INK_SOFT);
            c.text_mid(
                &say(&msg!("combi-nations-picture-choosing-country")),
                x_name + 36.0,
                y + 14.0,
                st,
                Align::Left,
            );
            continue;
        };
        // Rank, with a medal for the first three.
        if let Some(m) = palette::medal(sc.rank) {
            c.circle(x_rank, y, 17.0, m);
        }
        c.text_mid(
            &ordinal(sc.rank),
            x_rank,
            y,
            Style::bold(16.0, palette::INK),
            Align::Center,
        );
        // Player and country.
        badge(
            &mut c,
            &marks[seat],
            x_name + 14.0,
            y - 10.0,
            14.0,
            arrow_color(game, seat),
        );
        let st = Style::bold(19.0, palette::INK);
        let nm = st.fit(&all_names[seat], name_w - 36.0);
        c.text_mid(&nm, x_name + 36.0, y - 10.0, st, Align::Left);
        let st = Style::regular(15.0, palette::INK_SOFT);
        let tiles = board.placed.len();
        let line = say(&msg!(
            "combi-nations-picture-country-tiles",
            country = board.country.msg(),
            tiles
        ));
        c.text_mid(&line, x_name + 36.0, y + 16.0, st, Align::Left);
        // Land types: score, areas; the doubled one marked.
        for (k, &l) in Land::ALL.iter().enumerate() {
            let x = x_land + k as f32 * col_w;
            let doubled = sc.doubled == l;
            if doubled {
                c.round_rect(
                    x + 4.0,
                    top + 12.0,
                    col_w - 8.0,
                    ROW_H - 24.0,
                    8.0,
                    palette::FACILITY_A,
                );
            }
            let v = sc.land[l.index()];
            c.text_mid(
                &v.to_string(),
                mid(x),
                y - 10.0,
                Style::bold(22.0, palette::INK),
                Align::Center,
            );
            let small = Style::regular(13.0, palette::INK_SOFT);
            let note = say(&if doubled {
                msg!("combi-nations-picture-lowest")
            } else {
                let a = &sc.areas[l.index()];
                match a.first() {
                    Some(&big) => msg!("combi-nations-picture-largest", size = big),
                    None => msg!("combi-nations-picture-no-area"),
                }
            });
            c.text_mid(&note, mid(x), y + 16.0, small, Align::Center);
        }
        let small = Style::regular(13.0, palette::INK_SOFT);
        c.text_mid(
            &format!("+{}", sc.facility_vp()),
            mid(x_fac),
            y - 10.0,
            Style::bold(22.0, palette::INK),
            Align::Center,
        );
        let nf = sc.facilities.len();
        c.text_mid(
            &say(&msg!("combi-nations-picture-facility-count", n = nf)),
            mid(x_fac),
            y + 16.0,
            small,
            Align::Center,
        );
        let pen = if sc.penalty > 0 {
            format!("\u{2212}{}", sc.penalty)
        } else {
            "0".to_string()
        };
        let pc = if sc.penalty > 0 {
            palette::RED
        } else {
            palette::INK
        };
        c.text_mid(
            &pen,
            mid(x_sand),
            y - 10.0,
            Style::bold(22.0, pc),
            Align::Center,
        );
        c.text_mid(
            &say(&msg!("combi-nations-picture-empty-cells", n = sc.empty)),
            mid(x_sand),
            y + 16.0,
            small,
            Align::Center,
        );
        c.text_mid(
            &sc.total.to_string().replace('-', "\u{2212}"),
            mid(x_total),
            y - 6.0,
            Style::bold(30.0, palette::INK),
            Align::Center,
        );
        let vp = say(&msg!("combi-nations-picture-vp-unit"));
        c.text_mid(&vp, mid(x_total), y + 20.0, small, Align::Center);
        // The country, small.
        let ctry = board.country.country();
        let (uw, uh) = Geo::unit_extent(ctry);
        let s = (THUMB_W / uw).min(THUMB_H / uh);
        let geo = Geo::new(
            ctry,
            s,
            x_thumb + (THUMB_W - uw * s) / 2.0,
            y - uh * s / 2.0,
        );
        country::draw(
            &mut c,
            board,
            &geo,
            &Marks {
                labels: false,
                detail: false,
                score: None,
                legal: &[],
            },
        );
    }
    let foot = table_top + head_h + ROW_H * seats.len() as f32 + 32.0;
    let st = Style::regular(15.0, palette::INK_SOFT);
    let text = say(&msg!("combi-nations-picture-standings-foot"));
    let (text, st_fitted) = st.fitted(&text, WIDTH - 2.0 * MARGIN);
    c.text(&text, MARGIN, foot, st_fitted, Align::Left);
    c
}
