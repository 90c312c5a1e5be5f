//! The sheet's scoring panel: the sights, the villages, the bonus cards and the score
//! boxes, each a static part drawn once per map and the game's marks on it.

use super::*;

/// A sight's name as the scoring box prints it ("Sea monster").
pub(super) fn sight_name(sight: Sight) -> String {
    let key = sight.name().replace(' ', "-");
    say(&Msg::new(format!("tucana-picture-sight-{key}")))
}

/// The sight scoring box as printed: icons, names, values not circled, bonus marks.
pub(super) fn sights_static(c: &mut Canvas, map: &Map, layout: &SheetLayout) {
    let x = layout.panel_x;
    section(
        c,
        x,
        layout.sights_y,
        PANEL_W,
        SIGHTS_H,
        &say(&msg!("tucana-picture-sights-head")),
        &say(&msg!("tucana-picture-sights-note")),
    );
    let n = map.sights_per_type as usize;
    for sight in Sight::ALL {
        let (_, y, _) = layout.sight_value(sight, 0);
        if sight.index() > 0 {
            c.line(
                x + 14.0,
                y - SIGHT_ROW / 2.0,
                x + PANEL_W - 14.0,
                y - SIGHT_ROW / 2.0,
                Line::new(palette::RULE.alpha(120), 1.0),
            );
        }
        icons::sight_badge(c, sight, x + 36.0, y, 21.0);
        c.text_mid(
            &sight_name(sight),
            x + 66.0,
            y,
            Style::bold(19.0, palette::INK),
            Align::Left,
        );
        for k in 0..n {
            let (vx, vy, r) = layout.sight_value(sight, k);
            value(c, map.sight_value(sight, k), vx, vy, r, false);
        }
        let (bx, by, _) = layout.bonus_mark(sight);
        icons::bonus_trail(c, bx + 1.0, by, 11.0, palette::INK_FAINT);
    }
}

/// This player's circles in the sight scoring box, and each row's points.
pub(super) fn sights_box(
    c: &mut Canvas,
    game: &Game,
    seat: Seat,
    layout: &SheetLayout,
    circled: &Circled,
) {
    let map = game.map();
    let sheet = game.sheet(seat);
    let x = layout.panel_x;
    let n = map.sights_per_type as usize;
    for sight in Sight::ALL {
        let (_, y, _) = layout.sight_value(sight, 0);
        let got_n = (sheet.circled(sight) as usize).min(n);
        for k in 0..got_n {
            c.stamp(circled.sight(sight, k));
        }
        if got_n >= n {
            let (bx, by, br) = layout.bonus_mark(sight);
            c.circle(bx, by, br + 1.0, palette::CARD);
            c.circle(bx, by, br, palette::CIRCLE.alpha(40));
            c.ring(bx, by, br, Line::new(palette::CIRCLE, 3.0));
            icons::bonus_trail(c, bx + 1.0, by, 11.0, palette::CIRCLE);
        }
        let got: u32 = (0..got_n).map(|k| map.sight_value(sight, k)).sum();
        c.text_mid(
            &got.to_string(),
            x + PANEL_W - 22.0,
            y,
            Style::bold(
                20.0,
                if got > 0 {
                    palette::INK
                } else {
                    palette::INK_FAINT
                },
            ),
            Align::Right,
        );
    }
}

/// The village scoring box as printed: a hut per letter and the pair values.
pub(super) fn villages_static(c: &mut Canvas, map: &Map, layout: &SheetLayout) {
    let x = layout.panel_x;
    let y = layout.villages_y;
    section(
        c,
        x,
        y,
        PANEL_W,
        VILLAGES_H,
        &say(&msg!("tucana-picture-villages-head")),
        &say(&msg!("tucana-picture-villages-note")),
    );
    for letter in Letter::ALL {
        let (cx, vy, r) = layout.pair_value(letter);
        let hy = y + 62.0;
        icons::hut(c, cx, hy, 20.0);
        c.text_mid(
            &letter.to_string(),
            cx,
            hy + 7.0,
            Style::bold(17.0, palette::WHITE),
            Align::Center,
        );
        value(c, map.village_value(letter), cx, vy, r, false);
    }
}

/// This player's villages of each letter, and the pairs circled.
pub(super) fn villages_box(
    c: &mut Canvas,
    game: &Game,
    seat: Seat,
    layout: &SheetLayout,
    circled: &Circled,
) {
    let sheet = game.sheet(seat);
    let y = layout.villages_y;
    let letters = sheet.letters();
    for letter in Letter::ALL {
        let (cx, _, _) = layout.pair_value(letter);
        let vs: Vec<String> = (1..=10u8)
            .filter(|v| letters[*v as usize - 1] == letter)
            .map(|v| v.to_string())
            .collect();
        c.text_mid(
            &vs.join(" & "),
            cx,
            y + 96.0,
            Style::regular(16.0, palette::INK_SOFT),
            Align::Center,
        );
        if sheet.has_pair(letter) {
            c.stamp(circled.pair(letter));
        }
    }
}

pub(super) fn bonus_box(c: &mut Canvas, game: &Game, seat: Seat, layout: &SheetLayout) {
    let x = layout.panel_x;
    let y = layout.bonus_y;
    let won = game.bonus_cards(seat);
    let provisional = game.provisional_cards(seat);
    let points: u32 = won.iter().map(|b| b.points()).sum();
    let top = y + 44.0;
    let st = Style::regular(15.0, palette::INK_SOFT);
    let more: u32 = provisional.iter().map(|b| b.points()).sum();
    let head = say(&if provisional.is_empty() {
        msg!("tucana-picture-bonus-won", points)
    } else {
        msg!("tucana-picture-bonus-won-provisional", points, more)
    });
    c.text(&head, x + PANEL_W - 18.0, y + 31.0, st, Align::Right);
    let (cw, ch) = (44.0, 58.0);
    let mut cx = x + 18.0;
    if won.is_empty() && provisional.is_empty() {
        c.text_mid(
            &say(&msg!("tucana-picture-none-yet")),
            cx,
            top + ch / 2.0,
            Style::regular(18.0, palette::INK_FAINT),
            Align::Left,
        );
    }
    for card in won.iter().take(8) {
        bonus_card(c, *card, cx, top + 2.0, cw, ch);
        cx += cw + 10.0;
    }
    for card in provisional.iter().take(8usize.saturating_sub(won.len())) {
        provisional_card(c, *card, cx, top + 2.0, cw, ch);
        cx += cw + 10.0;
    }
    // What is still on the table.
    let mut left = Vec::new();
    for l in Letter::ALL {
        match game.blue_left(l).next() {
            Some(card) => left.push(format!("{l} {}", card.points())),
            None => left.push(format!("{l} –")),
        }
    }
    let line = say(&if game.red_left().is_empty() {
        msg!("tucana-picture-on-the-table", blue = left.join(" · "))
    } else {
        let reds: Vec<String> = game.red_left().iter().map(|s| say(&s.msg())).collect();
        msg!(
            "tucana-picture-on-the-table-red",
            blue = left.join(" · "),
            red = reds.join(", ")
        )
    });
    let st = Style::regular(16.0, palette::INK_SOFT);
    let (line, st_fitted) = st.fitted(&line, PANEL_W - 36.0);
    c.text(&line, x + 18.0, y + BONUS_H - 14.0, st_fitted, Align::Left);
}

/// A bonus card claimed but not final yet (free pace): the card washed out, with a "?".
pub(crate) fn provisional_card(c: &mut Canvas, card: BonusCard, x: f32, y: f32, w: f32, h: f32) {
    bonus_card(c, card, x, y, w, h);
    c.round_rect(x, y, w, h, 6.0, palette::PAPER.alpha(150));
    c.text_mid(
        "?",
        x + w / 2.0,
        y + h / 2.0,
        Style::bold(w * 0.6, palette::INK),
        Align::Center,
    );
}

/// A small bonus card: blue with its letter, or red with its sight; the points big.
pub(crate) fn bonus_card(c: &mut Canvas, card: BonusCard, x: f32, y: f32, w: f32, h: f32) {
    let (fill, pts) = match card {
        BonusCard::Blue(..) => (palette::BLUE_CARD, card.points()),
        BonusCard::Red(_) => (palette::RED_CARD, card.points()),
    };
    c.round_rect(x + 2.0, y + 3.0, w, h, 6.0, palette::INK.alpha(50));
    c.round_rect(x, y, w, h, 6.0, fill);
    c.round_rect_outline(
        x + 3.0,
        y + 3.0,
        w - 6.0,
        h - 6.0,
        4.0,
        Line::new(palette::WHITE.alpha(160), 1.5),
    );
    match card {
        BonusCard::Blue(l, _) => {
            c.text(
                &l.to_string(),
                x + 7.0,
                y + 18.0,
                Style::bold(w * 0.3, palette::WHITE),
                Align::Left,
            );
        }
        BonusCard::Red(s) => {
            c.circle(x + w * 0.3, y + h * 0.25, w * 0.2, palette::CARD);
            icons::sight(c, s, x + w * 0.3, y + h * 0.25, w * 0.16);
        }
    }
    c.text(
        &pts.to_string(),
        x + w - 7.0,
        y + h - 9.0,
        Style::bold(w * 0.5, palette::WHITE),
        Align::Right,
    );
}

/// The score cells: one per round, villages and bonus, and the total.
pub(super) fn score_cells(map: &Map, layout: &SheetLayout) -> (Vec<(String, f32)>, f32, f32) {
    let mut captions: Vec<String> = (0..map.rounds)
        .map(|r| say(&msg!("tucana-picture-score-round", round = r + 1)))
        .collect();
    captions.push(say(&msg!("tucana-picture-score-villages")));
    captions.push(say(&msg!("tucana-picture-score-bonus")));
    let total_w = 78.0;
    let x = layout.panel_x;
    let cw = (PANEL_W - 36.0 - total_w - 22.0) / captions.len() as f32;
    let cells = captions
        .into_iter()
        .enumerate()
        .map(|(i, cap)| (cap, x + 18.0 + cw * (i as f32 + 0.5)))
        .collect();
    (cells, cw, layout.score_y + 44.0 + 40.0)
}

/// The score box as printed: captions and empty cells.
pub(super) fn score_static(c: &mut Canvas, map: &Map, layout: &SheetLayout) {
    let x = layout.panel_x;
    let y = layout.score_y;
    let head = say(&msg!("tucana-picture-score-head"));
    let top = section(c, x, y, PANEL_W, SCORE_H, &head, "");
    let (cells, cw, vy) = score_cells(map, layout);
    let cap = Style::regular(14.0, palette::INK_SOFT);
    let n = cells.len();
    for (i, (caption, cx)) in cells.into_iter().enumerate() {
        let (caption, cap_fitted) = cap.fitted(&caption, cw - 2.0);
        c.text(&caption, cx, top + 10.0, cap_fitted, Align::Center);
        c.round_rect(
            cx - cw / 2.0 + 4.0,
            vy - 20.0,
            cw - 8.0,
            40.0,
            8.0,
            palette::PAPER,
        );
        if i + 1 < n {
            c.text_mid(
                "+",
                cx + cw / 2.0,
                vy,
                Style::bold(16.0, palette::INK_FAINT),
                Align::Center,
            );
        }
    }
    let total_w = 78.0;
    let tx = x + PANEL_W - 18.0 - total_w;
    c.text_mid(
        "=",
        tx - 11.0,
        vy,
        Style::bold(20.0, palette::INK_SOFT),
        Align::Center,
    );
    c.text(
        &say(&msg!("tucana-picture-score-total")),
        tx + total_w / 2.0,
        top + 10.0,
        Style::bold(14.0, palette::INK),
        Align::Center,
    );
    c.round_rect(tx, vy - 22.0, total_w, 44.0, 10.0, palette::INK);
}

/// This player's scores in the score box.
pub(super) fn score_box(c: &mut Canvas, game: &Game, seat: Seat, layout: &SheetLayout) {
    let map = game.map();
    let sheet = game.sheet(seat);
    let x = layout.panel_x;
    let y = layout.score_y;
    let rounds = game.round_scores(seat);
    let villages = sheet.village_score(map);
    let bonus: u32 = game.bonus_cards(seat).iter().map(|b| b.points()).sum();
    let total = rounds.iter().sum::<u32>() + villages + bonus;
    let (cells, _, vy) = score_cells(map, layout);
    let n = game.rounds();
    let num = Style::bold(24.0, palette::INK);
    for (i, (_, cx)) in cells.into_iter().enumerate() {
        let v = if i < n {
            rounds.get(i).copied()
        } else if i == n {
            Some(villages)
        } else {
            Some(bonus)
        };
        match v {
            Some(v) => c.text_mid(&v.to_string(), cx, vy, num, Align::Center),
            None => c.text_mid(
                "–",
                cx,
                vy,
                Style {
                    color: palette::INK_FAINT,
                    ..num
                },
                Align::Center,
            ),
        };
    }
    let total_w = 78.0;
    let tx = x + PANEL_W - 18.0 - total_w;
    c.text_mid(
        &total.to_string(),
        tx + total_w / 2.0,
        vy,
        Style::bold(28.0, palette::WHITE),
        Align::Center,
    );
    let now = sheet.sight_score(map);
    let note = say(&if game.is_finished() {
        msg!("tucana-picture-final-score")
    } else {
        msg!("tucana-picture-circled-now", now)
    });
    let st = Style::regular(16.0, palette::INK_SOFT);
    let (note, st_fitted) = st.fitted(&note, PANEL_W - 36.0);
    c.text(&note, x + 18.0, y + SCORE_H - 14.0, st_fitted, Align::Left);
}
