//! The list of legal trails under a sheet (`--legal`, hints), in label order.

use super::*;

pub(super) const LIST_COLS: usize = 4;
pub(super) const LIST_ROW: f32 = 27.0;
pub(super) const LIST_MAX_ROWS: usize = 14;
pub(super) const LIST_MIN_ROWS: usize = 8;

/// The rows of the list: 0 for its one line (a bonus trail to draw, or no trail).
pub(super) fn legal_list_rows(legal: &EdgeSet, bonus: bool, rows_max: usize) -> usize {
    if bonus || legal.is_empty() {
        return 0;
    }
    legal.len().div_ceil(LIST_COLS).min(rows_max)
}

/// The height of the list's box with that many rows ([`legal_list_rows`]).
pub(super) fn list_height(rows: usize) -> f32 {
    if rows == 0 {
        return 56.0 + 54.0;
    }
    56.0 + rows as f32 * LIST_ROW + 16.0
}

/// The frame of the list for each number of its rows, as [`Stamp`]s: a round rectangle
/// as tall as a third of the page, filled and stroked through the path rasterizer, was
/// three quarters of the cost of drawing the list.
pub(super) struct ListFrames {
    stamps: Vec<Stamp>,
}

impl ListFrames {
    pub(super) fn new(template: &Pixmap, layout: &SheetLayout) -> ListFrames {
        let (x, y) = (layout.panel_x, layout.list_y);
        // The page as tall as the tallest list makes it (rows past the template's paper).
        let tallest = y + list_height(LIST_MAX_ROWS) + MARGIN;
        let page = Canvas::from_template(template, tallest.ceil() as u32, palette::PAPER).pixmap;
        let mut stamper = Stamper::new(&page);
        let stamps = (0..=LIST_MAX_ROWS)
            .map(|rows| {
                let h = list_height(rows);
                let area = (x - 3.0, y - 3.0, x + PANEL_W + 3.0, y + h + 3.0);
                stamper.stamp(area, |c| section_frame(c, x, y, PANEL_W, h))
            })
            .collect();
        ListFrames { stamps }
    }

    pub(super) fn stamp(&self, c: &mut Canvas, rows: usize) {
        // (`rows` is at most `LIST_MAX_ROWS`: `SheetLayout::list_rows`.)
        if let Some(frame) = self.stamps.get(rows) {
            c.stamp(frame);
        }
    }
}

impl SheetLayout {
    /// How many rows of the legal-trail list fit beside the map (at least a few: the
    /// picture grows for them if it must).
    pub(super) fn list_rows(&self) -> usize {
        let room = self.map_box.1 + self.map_box.3 + LEGEND - self.list_y - 72.0;
        ((room / LIST_ROW).floor().max(0.0) as usize).clamp(LIST_MIN_ROWS, LIST_MAX_ROWS)
    }
}

pub(super) fn legal_box(
    c: &mut Canvas,
    game: &Game,
    seat: Seat,
    layout: &SheetLayout,
    legal: &EdgeSet,
    bonus: bool,
    frames: &ListFrames,
) {
    let map = game.map();
    let x = layout.panel_x;
    let y = layout.list_y;
    let n = legal.len();
    let note = if bonus {
        say(&msg!("tucana-picture-bonus-any"))
    } else if let Some(cards) = game.cards_of(seat) {
        say(&cards::describe(cards))
    } else {
        String::new()
    };
    let head = say(&msg!("tucana-picture-legal-head", n));
    frames.stamp(c, legal_list_rows(legal, bonus, layout.list_rows()));
    let top = section_titles(c, x, y, PANEL_W, &head, &note);
    let st = Style::bold(17.0, palette::LEGAL);
    if bonus || n == 0 {
        let text = say(&if n == 0 {
            msg!("tucana-picture-no-trail")
        } else {
            msg!("tucana-picture-any-trail-left", n)
        });
        c.text_mid(
            &text,
            x + 18.0,
            top + 20.0,
            Style::regular(18.0, palette::INK),
            Align::Left,
        );
        return;
    }
    let col_w = (PANEL_W - 36.0) / LIST_COLS as f32;
    let max = layout.list_rows() * LIST_COLS;
    let mut labels: Vec<String> = legal.iter().map(|e| map.edge_label(e)).collect();
    labels.sort_by_key(|a| natural_key(a));
    let shown = if n > max { max - 1 } else { n };
    for (i, label) in labels.iter().take(shown).enumerate() {
        let (row, col) = (i / LIST_COLS, i % LIST_COLS);
        c.text_mid(
            label,
            x + 18.0 + col as f32 * col_w,
            top + 14.0 + row as f32 * LIST_ROW,
            st,
            Align::Left,
        );
    }
    if n > max {
        let i = max - 1;
        let (row, col) = (i / LIST_COLS, i % LIST_COLS);
        c.text_mid(
            &say(&msg!("tucana-picture-more", n = n - shown)),
            x + 18.0 + col as f32 * col_w,
            top + 14.0 + row as f32 * LIST_ROW,
            Style::regular(17.0, palette::INK_SOFT),
            Align::Left,
        );
    }
}

/// Sorts labels like `C10-D9` by row letter then number, not as plain text.
pub(super) fn natural_key(label: &str) -> Vec<(char, u32)> {
    label
        .split('-')
        .map(|part| {
            let mut chars = part.chars();
            let row = chars.next().unwrap_or(' ');
            (row, chars.as_str().parse().unwrap_or(0))
        })
        .collect()
}
