//! The market: its positions as cards on a loop (position 1 at the top, numbered
//! clockwise), each with its tile; every arrow outside its position, in its player's colour
//! with their initial and its direction; the five stacks inside the loop with the tiles
//! left and the marker; who is to move, and a key to the arrows.

use super::country::{self, ordinal};
use super::palette::{self, Color};
use super::say;
use crate::games::combi_nations::{Game, Phase, Stack};
use crate::render::canvas::{hex_corners, Canvas, Line};
use crate::render::names::{initials, seat_name};
use crate::render::text::{Align, Style};
use crate::words::msg;

const MARGIN: f32 = 30.0;
const HEAD: f32 = 96.0;
const GAP: f32 = 14.0;

/// The loop's shape: `cols` cards on the top row, `bottom` on the bottom row (`cols` or
/// one fewer, spread over the same width), and `rows - 2` on each side between them.
#[derive(Clone, Copy, Debug)]
struct Shape {
    cols: usize,
    rows: usize,
    bottom: usize,
}

fn shape(m: usize) -> Shape {
    match m {
        10 => Shape {
            cols: 4,
            rows: 3,
            bottom: 4,
        },
        15 => Shape {
            cols: 5,
            rows: 5,
            bottom: 4,
        },
        20 => Shape {
            cols: 6,
            rows: 6,
            bottom: 6,
        },
        25 => Shape {
            cols: 8,
            rows: 7,
            bottom: 7,
        },
        _ => {
            // Any other size (none is reachable): the squarest loop that holds it.
            let mut best = Shape {
                cols: m.max(1),
                rows: 1,
                bottom: 0,
            };
            let mut best_score = usize::MAX;
            for cols in 2..=m.max(2) {
                for rows in 2..=m.max(2) {
                    let sides = 2 * (rows - 2);
                    if cols + sides > m {
                        continue;
                    }
                    let bottom = m - cols - sides;
                    if bottom == cols || (bottom + 1 == cols && bottom >= 2) {
                        let score = cols.max(rows) * 10 + cols.abs_diff(rows);
                        if score < best_score {
                            best_score = score;
                            best = Shape { cols, rows, bottom };
                        }
                    }
                }
            }
            best
        }
    }
}

/// Which side of the loop a position is on, for its arrows: the outward direction.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Side {
    Top,
    Right,
    Bottom,
    Left,
}

struct Slot {
    /// The card's centre.
    x: f32,
    y: f32,
    side: Side,
}

/// The cards' centres, position 0 (shown as 1) at the top middle, going clockwise.
fn slots(sh: Shape, x0: f32, y0: f32, cw: f32, ch: f32) -> Vec<Slot> {
    let step_x = cw + GAP;
    let step_y = ch + GAP;
    let width = (sh.cols.max(1) - 1) as f32 * step_x;
    let height = (sh.rows.max(1) - 1) as f32 * step_y;
    let cx = |i: usize| x0 + cw / 2.0 + i as f32 * step_x;
    let cy = |j: usize| y0 + ch / 2.0 + j as f32 * step_y;
    // The whole loop clockwise from the top-left corner.
    let mut around: Vec<Slot> = Vec::new();
    for i in 0..sh.cols {
        around.push(Slot {
            x: cx(i),
            y: cy(0),
            side: Side::Top,
        });
    }
    if sh.rows >= 2 {
        for j in 1..sh.rows - 1 {
            around.push(Slot {
                x: cx(sh.cols - 1),
                y: cy(j),
                side: Side::Right,
            });
        }
        for i in 0..sh.bottom {
            let x = if sh.bottom >= 2 {
                x0 + cw / 2.0 + width * (sh.bottom - 1 - i) as f32 / (sh.bottom - 1) as f32
            } else {
                x0 + cw / 2.0 + width / 2.0
            };
            around.push(Slot {
                x,
                y: y0 + ch / 2.0 + height,
                side: Side::Bottom,
            });
        }
        for j in (1..sh.rows - 1).rev() {
            around.push(Slot {
                x: cx(0),
                y: cy(j),
                side: Side::Left,
            });
        }
    }
    // Position 1 is the top row's middle card (right of the middle for an even row).
    let start = sh.cols / 2;
    let n = around.len();
    if n == 0 {
        return around;
    }
    let mut out = Vec::with_capacity(n);
    let mut taken: Vec<Option<Slot>> = around.into_iter().map(Some).collect();
    for k in 0..n {
        if let Some(s) = taken[(start + k) % n].take() {
            out.push(s);
        }
    }
    out
}

/// Each seat's name, "Player N" when missing; in the solo game a last one, "Opponent".
pub(crate) fn arrow_names(game: &Game, names: &[String]) -> Vec<String> {
    (0..game.arrows.len())
        .map(|i| {
            if game.is_solo() && i >= game.players() {
                say(&msg!("combi-nations-picture-opponent"))
            } else {
                seat_name(names, i)
            }
        })
        .collect()
}

/// The colour of arrow `i`.
pub(crate) fn arrow_color(game: &Game, i: usize) -> Color {
    if game.is_solo() && i >= game.players() {
        palette::OPPONENT
    } else {
        palette::seat_color(i)
    }
}

/// A round badge with a player's mark.
pub(crate) fn badge(c: &mut Canvas, mark: &str, x: f32, y: f32, r: f32, color: Color) {
    c.circle(x, y, r + 1.5, palette::WHITE);
    c.circle(x, y, r, color);
    let size = if mark.chars().count() > 1 {
        r * 0.95
    } else {
        r * 1.2
    };
    c.text_mid(mark, x, y, Style::bold(size, palette::WHITE), Align::Center);
}

/// An arrow from `a` to `b` with a head at `b`.
fn arrow_line(c: &mut Canvas, a: (f32, f32), b: (f32, f32), color: Color, w: f32) {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len = (dx * dx + dy * dy).sqrt().max(0.001);
    let (ux, uy) = (dx / len, dy / len);
    let head = w * 2.6;
    let base = (b.0 - ux * head, b.1 - uy * head);
    c.line(a.0, a.1, base.0, base.1, Line::new(color, w));
    c.polygon(
        &[
            b,
            (base.0 - uy * head * 0.7, base.1 + ux * head * 0.7),
            (base.0 + uy * head * 0.7, base.1 - ux * head * 0.7),
        ],
        color,
    );
}

/// The direction an arrow points on a side of the loop: clockwise is right along the
/// top, down the right side, left along the bottom and up the left side.
fn tangent(side: Side, turned: bool) -> (f32, f32) {
    let (x, y) = match side {
        Side::Top => (1.0, 0.0),
        Side::Right => (0.0, 1.0),
        Side::Bottom => (-1.0, 0.0),
        Side::Left => (0.0, -1.0),
    };
    if turned {
        (-x, -y)
    } else {
        (x, y)
    }
}

/// One arrow's mark: the badge, an arrow along the loop, and a "U" once turned. Its size.
const MARK_W: f32 = 58.0;
const MARK_H: f32 = 30.0;

fn arrow_mark(c: &mut Canvas, x: f32, y: f32, side: Side, turned: bool, mark: &str, color: Color) {
    // A pale plate keeps the mark apart from its neighbours.
    c.round_rect(
        x - MARK_W / 2.0,
        y - MARK_H / 2.0,
        MARK_W,
        MARK_H,
        MARK_H / 2.0,
        palette::CARD,
    );
    c.round_rect_outline(
        x - MARK_W / 2.0,
        y - MARK_H / 2.0,
        MARK_W,
        MARK_H,
        MARK_H / 2.0,
        Line::new(color, 2.0),
    );
    let (tx, ty) = tangent(side, turned);
    let (bx, ax) = if tx < 0.0 {
        (x + 14.0, x - 14.0)
    } else {
        (x - 14.0, x + 14.0)
    };
    if tx != 0.0 {
        badge(c, mark, bx, y, 11.0, color);
        arrow_line(c, (ax - tx * 10.0, y), (ax + tx * 11.0, y), color, 3.5);
    } else {
        badge(c, mark, x - 14.0, y, 11.0, color);
        let ax = x + 12.0;
        arrow_line(c, (ax, y - ty * 10.0), (ax, y + ty * 11.0), color, 3.5);
    }
    if turned {
        let st = Style::bold(12.0, palette::WHITE);
        c.circle(
            x + MARK_W / 2.0 - 2.0,
            y - MARK_H / 2.0 + 2.0,
            8.0,
            palette::INK,
        );
        c.text_mid(
            "U",
            x + MARK_W / 2.0 - 2.0,
            y - MARK_H / 2.0 + 2.0,
            st,
            Align::Center,
        );
    }
}

/// The market picture.
pub(crate) fn draw(game: &Game, names: &[String]) -> Canvas {
    let m = game.market.len();
    let sh = shape(m);
    let (cw, ch) = if sh.cols >= 8 {
        (112.0, 118.0)
    } else {
        (124.0, 124.0)
    };
    let ts = if sh.cols >= 8 { 16.0 } else { 17.5 };
    let loop_w = sh.cols.max(1) as f32 * (cw + GAP) - GAP;
    let loop_h = sh.rows.max(1) as f32 * (ch + GAP) - GAP;
    // Room outside each side for the arrows standing there.
    let mut slots = slots(sh, 0.0, 0.0, cw, ch);
    let mut out = [12.0f32; 4];
    for (pos, slot) in slots.iter().enumerate() {
        let n = game.arrows.iter().filter(|a| a.pos == pos).count();
        if n == 0 {
            continue;
        }
        let (k, need) = match slot.side {
            Side::Top => (0, 8.0 + n.div_ceil(2) as f32 * (MARK_H + 4.0)),
            Side::Right => (1, 8.0 + n.div_ceil(3) as f32 * (MARK_W + 4.0)),
            Side::Bottom => (2, 8.0 + n.div_ceil(2) as f32 * (MARK_H + 4.0)),
            Side::Left => (3, 8.0 + n.div_ceil(3) as f32 * (MARK_W + 4.0)),
        };
        out[k] = out[k].max(need);
    }
    let width = (loop_w + out[1] + out[3] + 2.0 * MARGIN).max(860.0);
    let x0 = (width - loop_w - out[1] - out[3]) / 2.0 + out[3];
    let y0 = HEAD + out[0];
    for s in &mut slots {
        s.x += x0;
        s.y += y0;
    }

    let arrow_names = arrow_names(game, names);
    let marks = initials(&arrow_names);
    // The key: one row per arrow, in turn order (then the opponent).
    let mut order: Vec<usize> = (0..game.players()).map(|t| game.order(t)).collect();
    order.retain(|&s| s < game.arrows.len());
    for i in game.players()..game.arrows.len() {
        order.push(i);
    }
    let key_top = y0 + loop_h + out[2] + 10.0;
    let key_h = 40.0 + 32.0 * order.len() as f32;
    let height = key_top + key_h + MARGIN;
    let mut c = Canvas::new(width.ceil() as u32, height.ceil() as u32, palette::PAPER);

    // Title and whose turn it is.
    c.text(
        &say(&msg!("combi-nations-picture-market")),
        MARGIN,
        50.0,
        Style::bold(32.0, palette::INK),
        Align::Left,
    );
    let sub = say(&msg!("combi-nations-picture-market-sub", m));
    let st = Style::regular(17.0, palette::INK_SOFT);
    let (sub, st_fitted) = st.fitted(&sub, width - 2.0 * MARGIN);
    c.text(&sub, MARGIN, 80.0, st_fitted, Align::Left);
    let status = say(&status(game, &arrow_names));
    let st = Style::bold(20.0, palette::INK);
    let status = st.fit(&status, width / 2.0);
    let sw = st.width(&status);
    let sx = width - MARGIN - sw;
    if let Some(seat) = game.actor().filter(|&s| s < game.arrows.len()) {
        let color = arrow_color(game, seat);
        badge(&mut c, &marks[seat], sx - 20.0, 44.0, 13.0, color);
    }
    c.text_mid(&status, sx, 44.0, st, Align::Left);

    // The track behind the cards.
    if slots.len() >= 2 {
        let mut pb = tiny_skia::PathBuilder::new();
        pb.move_to(slots[0].x, slots[0].y);
        for s in &slots[1..] {
            pb.line_to(s.x, s.y);
        }
        pb.close();
        if let Some(p) = pb.finish() {
            let mut line = Line::new(palette::RULE, 10.0);
            line.round = false;
            c.stroke_path(&p, line);
        }
    }

    // The cards.
    for (pos, slot) in slots.iter().enumerate() {
        let (x, y) = (slot.x - cw / 2.0, slot.y - ch / 2.0);
        let tile = game.market.get(pos).copied().flatten();
        let number = (pos + 1).to_string();
        match tile {
            Some(t) => {
                c.round_rect(x, y, cw, ch, 10.0, palette::CARD);
                c.round_rect_outline(x, y, cw, ch, 10.0, Line::new(palette::RULE, 1.5));
                let st = Style::bold(16.0, palette::INK);
                c.text(&t.to_string(), x + cw - 9.0, y + 22.0, st, Align::Right);
                let (_, th) = country::tile_extent(t, ts);
                let mid = y + 30.0 + (ch - 30.0 - 24.0) / 2.0;
                let _ = th;
                country::tile(&mut c, t, slot.x, mid, ts);
                let codes: Vec<&str> = t.contents().iter().map(|x| x.code()).collect();
                let st = Style::regular(14.0, palette::INK_SOFT);
                let (text, st_fitted) = st.fitted(&codes.join(" "), cw - 10.0);
                c.text(&text, slot.x, y + ch - 8.0, st_fitted, Align::Center);
            }
            None => {
                c.round_rect(x, y, cw, ch, 10.0, palette::PAPER);
                let mut line = Line::new(palette::INK_FAINT, 1.5);
                line.dash = Some((6.0, 5.0));
                c.round_rect_outline(x, y, cw, ch, 10.0, line);
                let st = Style::regular(16.0, palette::INK_FAINT);
                let empty = say(&msg!("combi-nations-picture-empty"));
                c.text_mid(&empty, slot.x, slot.y + 8.0, st, Align::Center);
            }
        }
        // The position number in a disc at the top-left corner.
        c.circle(x + 17.0, y + 16.0, 13.0, palette::INK);
        c.text_mid(
            &number,
            x + 17.0,
            y + 16.0,
            Style::bold(14.0, palette::WHITE),
            Align::Center,
        );
    }

    // The arrows, outside their positions.
    for (pos, slot) in slots.iter().enumerate() {
        let here: Vec<usize> = (0..game.arrows.len())
            .filter(|&i| game.arrows[i].pos == pos)
            .collect();
        if here.is_empty() {
            continue;
        }
        let n = here.len();
        for (k, &i) in here.iter().enumerate() {
            let a = game.arrows[i];
            let color = arrow_color(game, i);
            let (x, y) = match slot.side {
                Side::Top | Side::Bottom => {
                    // Two per row along the card, rows outwards.
                    let per = 2;
                    let (row, col) = (k / per, k % per);
                    let in_row = (n - row * per).min(per);
                    let x = slot.x + (col as f32 - (in_row as f32 - 1.0) / 2.0) * (MARK_W + 4.0);
                    let out = ch / 2.0 + 6.0 + MARK_H / 2.0 + row as f32 * (MARK_H + 4.0);
                    let y = if slot.side == Side::Top {
                        slot.y - out
                    } else {
                        slot.y + out
                    };
                    (x, y)
                }
                Side::Left | Side::Right => {
                    let per = 3;
                    let (col, row) = (k / per, k % per);
                    let in_col = (n - col * per).min(per);
                    let y = slot.y + (row as f32 - (in_col as f32 - 1.0) / 2.0) * (MARK_H + 4.0);
                    let out = cw / 2.0 + 6.0 + MARK_W / 2.0 + col as f32 * (MARK_W + 4.0);
                    let x = if slot.side == Side::Left {
                        slot.x - out
                    } else {
                        slot.x + out
                    };
                    (x, y)
                }
            };
            arrow_mark(&mut c, x, y, slot.side, a.turned, &marks[i], color);
        }
    }

    // The stacks, inside the loop.
    let (inner_x0, inner_x1) = (x0 + cw + GAP, x0 + loop_w - cw - GAP);
    let (inner_y0, inner_y1) = (y0 + ch + GAP, y0 + loop_h - ch - GAP);
    stacks(
        &mut c,
        game,
        (inner_x0 + inner_x1) / 2.0,
        (inner_y0 + inner_y1) / 2.0,
        (inner_x1 - inner_x0).max(200.0),
    );

    // The key to the arrows.
    c.round_rect(
        MARGIN,
        key_top,
        width - 2.0 * MARGIN,
        key_h - 8.0,
        10.0,
        palette::CARD,
    );
    c.text(
        &say(&msg!("combi-nations-picture-arrows")),
        MARGIN + 16.0,
        key_top + 26.0,
        Style::bold(17.0, palette::INK),
        Align::Left,
    );
    for (row, &i) in order.iter().enumerate() {
        let y = key_top + 50.0 + 32.0 * row as f32;
        let a = game.arrows[i];
        let color = arrow_color(game, i);
        badge(&mut c, &marks[i], MARGIN + 30.0, y, 12.0, color);
        let who = if game.is_solo() && i >= game.players() {
            arrow_names[i].clone()
        } else {
            format!("{} {}", ordinal(row + 1), arrow_names[i])
        };
        let st = Style::bold(17.0, palette::INK);
        let (who, st_fitted) = st.fitted(&who, 250.0);
        c.text_mid(&who, MARGIN + 52.0, y, st_fitted, Align::Left);
        let dir = say(&msg!(
            "combi-nations-picture-arrow",
            position = a.pos + 1,
            turned = if a.turned { "yes" } else { "no" }
        ));
        let st = Style::regular(16.0, palette::INK_SOFT);
        let dx = MARGIN + 320.0;
        // A small arrow for the direction: right for clockwise, left for counterclockwise.
        let (ax0, ax1) = if a.turned {
            (dx + 24.0, dx)
        } else {
            (dx, dx + 24.0)
        };
        arrow_line(&mut c, (ax0, y), (ax1, y), color, 3.0);
        let (dir, st_fitted) = st.fitted(&dir, width - MARGIN - dx - 150.0);
        c.text_mid(&dir, dx + 34.0, y, st_fitted, Align::Left);
        if game.actor() == Some(i) {
            let t = &say(&msg!("combi-nations-picture-to-move-tag"));
            let tst = Style::bold(15.0, palette::WHITE);
            let tw = tst.width(t) + 18.0;
            let tx = width - MARGIN - 16.0 - tw;
            c.round_rect(tx, y - 12.0, tw, 24.0, 12.0, color);
            c.text_mid(t, tx + tw / 2.0, y, tst, Align::Center);
        }
    }
    c
}

/// The five stacks in their circuit order, each with its shape and the tiles left; the
/// marker on its stack.
fn stacks(c: &mut Canvas, game: &Game, cx: f32, cy: f32, room: f32) {
    let n = Stack::ALL.len() as f32;
    let gap = 6.0;
    let bw = ((room - 16.0 - gap * (n - 1.0)) / n).clamp(46.0, 72.0);
    let bh = 92.0;
    let total = n * bw + (n - 1.0) * gap;
    let x0 = cx - total / 2.0;
    let y0 = cy - bh / 2.0 - 2.0;
    for (k, &stack) in Stack::ALL.iter().enumerate() {
        let x = x0 + k as f32 * (bw + gap);
        let left = game.left(stack);
        let marker = game.marker == stack;
        let fill = if marker { rgb_marker() } else { palette::CARD };
        c.round_rect(x, y0, bw, bh, 8.0, fill);
        let line = if marker {
            Line::new(palette::INK, 3.0)
        } else {
            Line::new(palette::RULE, 1.5)
        };
        c.round_rect_outline(x, y0, bw, bh, 8.0, line);
        let mx = x + bw / 2.0;
        c.text(
            stack.code(),
            mx,
            y0 + 26.0,
            Style::bold(22.0, palette::INK),
            Align::Center,
        );
        // The stack's shape in sand hexes.
        let s = 6.0;
        let offs = stack.offsets();
        let pts: Vec<(f32, f32)> = offs
            .iter()
            .map(|&(r, col)| (col as f32 * 0.866 * s, r as f32 * 1.5 * s))
            .collect();
        let (minx, maxx) = pts
            .iter()
            .fold((f32::MAX, f32::MIN), |a, p| (a.0.min(p.0), a.1.max(p.0)));
        let (miny, maxy) = pts
            .iter()
            .fold((f32::MAX, f32::MIN), |a, p| (a.0.min(p.1), a.1.max(p.1)));
        for &(px, py) in &pts {
            let (hx, hy) = (
                mx + px - (minx + maxx) / 2.0,
                y0 + 44.0 + py - (miny + maxy) / 2.0,
            );
            c.polygon(&hex_corners(hx, hy, s), palette::SAND);
            if let Some(p) = crate::render::canvas::polygon_path(&hex_corners(hx, hy, s)) {
                c.stroke_path(&p, Line::new(palette::COAST, 1.0));
            }
        }
        let color = if left == 0 {
            palette::INK_FAINT
        } else {
            palette::INK
        };
        c.text(
            &left.to_string(),
            mx,
            y0 + 78.0,
            Style::bold(18.0, color),
            Align::Center,
        );
        if marker {
            let t = &say(&msg!("combi-nations-picture-marker"));
            let mst = Style::bold(11.0, palette::WHITE);
            let tw = mst.width(t) + 10.0;
            c.round_rect(mx - tw / 2.0, y0 + bh - 7.0, tw, 16.0, 8.0, palette::INK);
            c.text_mid(t, mx, y0 + bh + 1.0, mst, Align::Center);
        }
    }
}

fn rgb_marker() -> Color {
    palette::GOLD
}

/// Where the game stands, as the market's picture and the turn card say it: the step, and
/// whose arrow is to move in which round.
pub(super) fn status(game: &Game, arrow_names: &[String]) -> crate::words::Msg {
    match game.phase {
        Phase::Choosing => msg!("combi-nations-picture-choosing"),
        Phase::Over => msg!("combi-nations-picture-over"),
        Phase::Playing => match game.actor() {
            Some(seat) => msg!(
                "combi-nations-picture-to-move",
                who = arrow_names.get(seat).map_or("?", |s| s.as_str()),
                extra = if game.extra.is_some() { "yes" } else { "no" },
                round = game.round
            ),
            None => msg!("combi-nations-picture-round", round = game.round),
        },
    }
}
