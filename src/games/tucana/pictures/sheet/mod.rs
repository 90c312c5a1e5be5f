//! The player's sheet: the island with their trails, and the scoring panel of the paper
//! sheet beside it.
//!
//! ```text
//! ┌──────────────────────────────────────────────────────────────┐
//! │ Name                                  status    [card][card] │
//! │ Isla Grande · round 2 of 3 · turn 5 of 13                    │
//! ├───────────────────────────────────────┬──────────────────────┤
//! │                                       │ SIGHTS   ① ② 2 ⟋+    │
//! │              the island               │ VILLAGES A B C D E   │
//! │                                       │ BONUS CARDS          │
//! │                                       │ SCORE  R1+R2+…=Total │
//! ├───────────────────────────────────────┤ LEGAL TRAILS (opt.)  │
//! │ legend: terrains · trails             │                      │
//! └───────────────────────────────────────┴──────────────────────┘
//! ```

use std::sync::OnceLock;

use tiny_skia::Pixmap;

use super::cards;
use super::icons;
use super::island::{self, Detail, Geo};
use super::palette;
use super::{say, SheetView};
use crate::games::tucana::{
    BonusCard, EdgeId, EdgeSet, Game, Letter, Map, MapId, Pace, Seat, Sight, SpaceId, Terrain,
    TurnState, TURNS_PER_ROUND,
};
use crate::render::canvas::{round_rect_path, Canvas, Layer, Line, Stamp, Stamper};
use crate::render::png::Quantizer;
use crate::render::text::{relog, text_log, Align, Style, TextLog};
use crate::render::zpng;
use crate::words::{msg, Msg};

mod boxes;
mod legal;

use boxes::*;
use legal::*;

/// How many languages a picture is drawn in: each has its own kept page and legend.
const LANGUAGES: usize = crate::words::SPOKEN.len();

/// Hex size (centre to corner) on the sheet, in pixels.
const HEX: f32 = 46.0;
const MARGIN: f32 = 28.0;
const HEADER: f32 = 104.0;
/// Sea around the island's hexes.
const SEA: f32 = 0.75 * HEX;
const LEGEND: f32 = 86.0;
const PANEL_W: f32 = 450.0;
const GAP: f32 = 22.0;

const SIGHT_TOP: f32 = 50.0;
const SIGHT_ROW: f32 = 46.0;
const SIGHTS_H: f32 = SIGHT_TOP + 5.0 * SIGHT_ROW + 4.0;
const VILLAGES_H: f32 = 152.0;
const BONUS_H: f32 = 128.0;
const SCORE_H: f32 = 140.0;
const BOX_GAP: f32 = 12.0;

/// Where things are on a sheet picture of a map: for tests, and for anyone who wants to
/// point at something on it. All coordinates are pixels from the top-left corner.
#[derive(Clone, Debug)]
pub struct SheetLayout {
    map: &'static Map,
    geo: Geo,
    /// The picture's width, and its height without the legal-trail list.
    pub width: u32,
    pub height: u32,
    map_box: (f32, f32, f32, f32),
    panel_x: f32,
    sights_y: f32,
    villages_y: f32,
    bonus_y: f32,
    score_y: f32,
    list_y: f32,
}

impl SheetLayout {
    pub fn new(map_id: MapId) -> SheetLayout {
        let map = map_id.map();
        let (iw, ih) = Geo::extent(map, HEX);
        let map_box = (MARGIN, HEADER, iw + 2.0 * SEA, ih + 2.0 * SEA);
        let geo = Geo::new(map, HEX, map_box.0 + SEA, map_box.1 + SEA);
        let panel_x = map_box.0 + map_box.2 + GAP;
        let width = panel_x + PANEL_W + MARGIN;
        let sights_y = HEADER;
        let villages_y = sights_y + SIGHTS_H + BOX_GAP;
        let bonus_y = villages_y + VILLAGES_H + BOX_GAP;
        let score_y = bonus_y + BONUS_H + BOX_GAP;
        let list_y = score_y + SCORE_H + BOX_GAP;
        let map_bottom = map_box.1 + map_box.3 + LEGEND;
        let height = map_bottom.max(list_y) + MARGIN;
        SheetLayout {
            map,
            geo,
            width: width.ceil() as u32,
            height: height.ceil() as u32,
            map_box,
            panel_x,
            sights_y,
            villages_y,
            bonus_y,
            score_y,
            list_y,
        }
    }

    /// The centre of a space on the map.
    pub fn space_centre(&self, id: SpaceId) -> (f32, f32) {
        self.geo.centre(self.map, id)
    }

    /// A point `t` of the way along a trail, from its lower-numbered space (0) to the other (1).
    pub fn trail_point(&self, e: EdgeId, t: f32) -> (f32, f32) {
        let (a, b) = self.map.edge(e);
        let (pa, pb) = (self.space_centre(a), self.space_centre(b));
        (pa.0 + (pb.0 - pa.0) * t, pa.1 + (pb.1 - pa.1) * t)
    }

    /// The box (x, y, w, h) of a space's label plaque.
    pub fn label_box(&self, id: SpaceId) -> (f32, f32, f32, f32) {
        let (x, y) = self.geo.label_centre(self.map, id);
        let w = island::label_style(HEX).width(self.map.label(id)) + 0.2 * HEX;
        let h = 0.44 * HEX;
        (x - w / 2.0, y - h / 2.0, w, h)
    }

    /// Centre and radius of the circle around the `k`-th value (0-based) of a sight's row.
    pub fn sight_value(&self, sight: Sight, k: usize) -> (f32, f32, f32) {
        let y = self.sights_y + SIGHT_TOP + SIGHT_ROW * (sight.index() as f32 + 0.5);
        let x = self.panel_x + 214.0 + 54.0 * k as f32;
        (x, y, 20.0)
    }

    /// Centre and radius of the bonus-trail mark of a sight's row.
    pub fn bonus_mark(&self, sight: Sight) -> (f32, f32, f32) {
        let n = self.map.sights_per_type as usize;
        let (x, y, _) = self.sight_value(sight, n - 1);
        (x + 50.0, y, 17.0)
    }

    /// Centre and radius of the circle around a village pair's value.
    pub fn pair_value(&self, letter: Letter) -> (f32, f32, f32) {
        let col = (PANEL_W - 20.0) / 5.0;
        let x = self.panel_x + 10.0 + col * (letter.index() as f32 + 0.5);
        (x, self.villages_y + 126.0, 20.0)
    }
}

/// Draws a section box of the panel with its title; returns the y below the title.
fn section(c: &mut Canvas, x: f32, y: f32, w: f32, h: f32, title: &str, note: &str) -> f32 {
    section_frame(c, x, y, w, h);
    section_titles(c, x, y, w, title, note)
}

/// A section's card.
fn section_frame(c: &mut Canvas, x: f32, y: f32, w: f32, h: f32) {
    if let Some(p) = round_rect_path(x, y, w, h, 14.0) {
        c.fill_path(&p, palette::CARD);
        c.stroke_path(&p, Line::new(palette::RULE, 2.0));
    }
}

/// A section's title and note, on its card; where its content starts.
fn section_titles(c: &mut Canvas, x: f32, y: f32, w: f32, title: &str, note: &str) -> f32 {
    let tw = c.text(
        title,
        x + 18.0,
        y + 32.0,
        Style::bold(19.0, palette::INK),
        Align::Left,
    );
    if !note.is_empty() {
        let st = Style::regular(15.0, palette::INK_SOFT);
        let room = w - tw - 50.0;
        let (note, st) = st.fitted(note, room);
        c.text(&note, x + w - 18.0, y + 31.0, st, Align::Right);
    }
    y + 44.0
}

/// A value written in the scoring box, circled or not.
fn value(c: &mut Canvas, v: u32, x: f32, y: f32, r: f32, circled: bool) {
    if circled {
        c.circle(x, y, r, palette::CIRCLE.alpha(40));
        c.ring(x, y, r, Line::new(palette::CIRCLE, 3.4));
        c.text_mid(
            &v.to_string(),
            x,
            y,
            Style::bold(22.0, palette::INK),
            Align::Center,
        );
    } else {
        c.text_mid(
            &v.to_string(),
            x,
            y,
            Style::regular(22.0, palette::INK_FAINT),
            Align::Center,
        );
    }
}

/// Encodes a sheet drawn by [`draw`]: only what was drawn over the template is matched
/// to the palette again.
pub(crate) fn encode(c: &Canvas, map_id: MapId) -> Vec<u8> {
    let q = quantizer();
    let statics = statics(map_id);
    let base = statics
        .indices
        .get_or_init(|| q.indices(statics.template.data(), statics.template.width()));
    let kept = statics
        .kept
        .get_or_init(|| zpng::Kept::new(base, statics.template.width() as usize));
    crate::render::png::encode_kept(c, q, base, kept)
}

/// The palette of sheet pictures, chosen from specimen sheets of both maps with every
/// kind of mark on them.
pub(crate) fn quantizer() -> &'static Quantizer {
    static Q: OnceLock<Quantizer> = OnceLock::new();
    Q.get_or_init(|| {
        // Specimens for a palette: no picture anyone reads.
        crate::render::text::unlogged(|| {
            let mut specimens = Vec::new();
            for map in MapId::ALL {
                let game = super::specimen_game(map, 4, 20);
                let view = SheetView::new(&game, 0, "Specimen").with_legal(true);
                let mut c = draw(&view);
                specimen_extras(&mut c, &SheetLayout::new(map));
                specimens.push(c);
            }
            Quantizer::from_specimens(&specimens.iter().collect::<Vec<_>>())
        })
    })
}

/// Marks a specimen game may lack: every bonus card, every status, every circle.
fn specimen_extras(c: &mut Canvas, layout: &SheetLayout) {
    let (x, y) = (layout.map_box.0 + 20.0, layout.map_box.1 + 20.0);
    let mut cx = x;
    for l in Letter::ALL {
        for n in [1, 2] {
            bonus_card(c, BonusCard::Blue(l, n), cx, y, 44.0, 58.0);
            cx += 54.0;
        }
    }
    cx = x;
    for s in Sight::ALL {
        bonus_card(c, BonusCard::Red(s), cx, y + 70.0, 44.0, 58.0);
        cx += 54.0;
    }
    for (i, fill) in [palette::TRAIL_LINKED, palette::INK, palette::INK_SOFT]
        .into_iter()
        .enumerate()
    {
        let py = y + 150.0 + 44.0 * i as f32;
        c.round_rect(x, py, 300.0, 36.0, 18.0, fill);
        c.text_mid(
            &say(&msg!("tucana-picture-your-move")),
            x + 150.0,
            py + 18.0,
            Style::bold(19.0, palette::WHITE),
            Align::Center,
        );
    }
    for sight in Sight::ALL {
        for k in 0..layout.map.sights_per_type as usize {
            let (vx, vy, r) = layout.sight_value(sight, k);
            value(c, layout.map.sight_value(sight, k), vx, vy, r, true);
        }
    }
    for letter in Letter::ALL {
        let (vx, vy, r) = layout.pair_value(letter);
        value(c, layout.map.village_value(letter), vx, vy, r, true);
    }
}

/// Which trails to highlight, and whether they are this turn's (or else the last turn's).
pub(crate) fn recent_trails(game: &Game, seat: Seat) -> (EdgeSet, bool) {
    let now = *game.turn_edges(seat);
    if !now.is_empty() {
        return (now, true);
    }
    // Nothing drawn yet this turn: replay the log to find what the last turn added.
    // At the game's pace: in a free game the seat's own turns.
    let pace = if game.is_free() {
        Pace::Free
    } else {
        Pace::Together
    };
    let mut g = Game::with_pace(game.setup().clone(), pace);
    let mut prev_start = *g.sheet(seat).drawn();
    let mut cur_start = prev_start;
    let mut at = (g.position_of(seat), g.is_finished());
    for mv in game.log() {
        if g.apply(*mv).is_err() {
            return (EdgeSet::EMPTY, false);
        }
        let here = (g.position_of(seat), g.is_finished());
        if here != at {
            prev_start = cur_start;
            cur_start = *g.sheet(seat).drawn();
            at = here;
        }
    }
    (cur_start.without(&prev_start), false)
}

/// Where a player stands this turn, in words.
fn status(game: &Game, seat: Seat) -> String {
    say(&if game.is_finished() {
        msg!("tucana-picture-game-over-short")
    } else if game.has_resigned(seat) {
        msg!("tucana-picture-has-left")
    } else if game.is_free() && game.cards_of(seat).is_none() {
        msg!("tucana-picture-waiting")
    } else {
        match game.turn_state(seat) {
            TurnState::Trail => msg!("tucana-picture-your-move"),
            TurnState::Bonus(n) => msg!("tucana-picture-bonus-owed", n),
            TurnState::Done => msg!("tucana-picture-done"),
        }
    })
}

/// What every sheet of a map has in common, drawn once: the page with the island and the
/// panel's fixed parts (the template), and the layer that goes over the trails (sights,
/// huts, labels).
struct Static {
    /// The page as printed, with the overlay on it.
    template: Pixmap,
    overlay: Layer,
    /// The template's palette indices, once wanted.
    indices: OnceLock<Vec<u8>>,
    /// The template's rows compressed, once wanted.
    kept: OnceLock<zpng::Kept>,
    /// What the template wrote, told again to each picture's text log ([`text::relog`]).
    said: TextLog,
    /// Every value of the scoring boxes circled, as stamps.
    circled: Circled,
    legends: Legends,
    list_frames: ListFrames,
}

/// The values of a map's scoring boxes circled, each drawn once on the template and kept
/// as a [`Stamp`]: a sheet mid-game has a dozen, and drawing each again (a circle, a ring
/// and a number) was a tenth of drawing the whole sheet.
struct Circled {
    /// By sight, then by value (`sights_per_type` each).
    sights: Vec<Stamp>,
    /// By village letter.
    pairs: Vec<Stamp>,
    per_sight: usize,
}

impl Circled {
    fn new(template: &Pixmap, map: &Map, layout: &SheetLayout) -> Circled {
        let mut stamper = Stamper::new(template);
        let mut circle = |v: u32, (x, y, r): (f32, f32, f32)| {
            let m = r + 4.0;
            stamper.stamp((x - m, y - m, x + m, y + m), |c| value(c, v, x, y, r, true))
        };
        let per_sight = map.sights_per_type as usize;
        let sights = Sight::ALL
            .into_iter()
            .flat_map(|s| (0..per_sight).map(move |k| (s, k)))
            .map(|(s, k)| circle(map.sight_value(s, k), layout.sight_value(s, k)))
            .collect();
        let pairs = Letter::ALL
            .into_iter()
            .map(|l| circle(map.village_value(l), layout.pair_value(l)))
            .collect();
        Circled {
            sights,
            pairs,
            per_sight,
        }
    }

    fn sight(&self, sight: Sight, k: usize) -> &Stamp {
        &self.sights[sight.index() * self.per_sight + k]
    }

    fn pair(&self, letter: Letter) -> &Stamp {
        &self.pairs[letter.index()]
    }
}

/// The page of `map_id` in the language being drawn in: its words are part of it.
fn statics(map_id: MapId) -> &'static Static {
    static PETIT: [OnceLock<Static>; LANGUAGES] = [const { OnceLock::new() }; LANGUAGES];
    static GRANDE: [OnceLock<Static>; LANGUAGES] = [const { OnceLock::new() }; LANGUAGES];
    let cell = match map_id {
        MapId::Petit => &PETIT[crate::render::language_index()],
        MapId::Grande => &GRANDE[crate::render::language_index()],
    };
    let kept = cell.get_or_init(|| {
        let (statics, said) = text_log(|| statics_drawn(map_id));
        Static { said, ..statics }
    });
    relog(&kept.said);
    kept
}

/// The marked labels of `map_id`'s sheet: the same in every language.
fn marked_labels(map_id: MapId) -> &'static island::MarkedLabels {
    static KEPT: [OnceLock<island::MarkedLabels>; 2] = [const { OnceLock::new() }; 2];
    KEPT[map_id as usize].get_or_init(|| {
        let layout = SheetLayout::new(map_id);
        crate::render::text::unlogged(|| island::MarkedLabels::new(layout.map, &layout.geo))
    })
}

/// [`statics`] drawn.
fn statics_drawn(map_id: MapId) -> Static {
    let layout = SheetLayout::new(map_id);
    let map = layout.map;
    let mut t = Canvas::new(layout.width, layout.height, palette::PAPER);
    island::base(&mut t, map, &layout.geo, Detail::Full);
    sights_static(&mut t, map, &layout);
    villages_static(&mut t, map, &layout);
    section(
        &mut t,
        layout.panel_x,
        layout.bonus_y,
        PANEL_W,
        BONUS_H,
        &say(&msg!("tucana-picture-bonus-head")),
        "",
    );
    score_static(&mut t, map, &layout);
    let (bx, by, bw, bh) = layout.map_box;
    let geo = Geo::new(map, HEX, SEA, SEA);
    let overlay = Layer::new(bw.ceil() as u32, bh.ceil() as u32, |o| {
        island::features(o, map, &geo, Detail::Full);
        island::labels(o, map, &geo);
    });
    debug_assert!(bx.fract() == 0.0 && by.fract() == 0.0);
    t.layer(&overlay, bx as i32, by as i32);
    let legends = Legends::new(&mut t, &layout);
    let circled = Circled::new(&t.pixmap, map, &layout);
    let list_frames = ListFrames::new(&t.pixmap, &layout);
    Static {
        template: t.pixmap,
        overlay,
        indices: OnceLock::new(),
        kept: OnceLock::new(),
        said: TextLog::default(),
        circled,
        legends,
        list_frames,
    }
}

pub(crate) fn draw(view: &SheetView) -> Canvas {
    let game = view.game;
    let seat = view.seat.min(game.players().saturating_sub(1));
    let map = game.map();
    let layout = SheetLayout::new(map.id);
    let statics = statics(map.id);
    let sheet = game.sheet(seat);
    let legal = if view.legal {
        game.legal_trails(seat)
    } else {
        EdgeSet::EMPTY
    };
    let bonus_owed = matches!(game.turn_state(seat), TurnState::Bonus(_));
    let list_h = if view.legal {
        list_height(legal_list_rows(&legal, bonus_owed, layout.list_rows()))
    } else {
        0.0
    };
    let height = (layout.height as f32).max(layout.list_y + list_h + MARGIN);
    let mut c = Canvas::from_template(&statics.template, height.ceil() as u32, palette::PAPER);
    c.track();

    // The island: trails and the legal overlay under the sights, huts and labels (which
    // the template has: they are laid again where trails were drawn).
    let geo = &layout.geo;
    let (recent, this_turn) = recent_trails(game, seat);
    island::trails(&mut c, map, geo, sheet, &recent, Detail::Full);
    let mut marks = vec![false; map.spaces.len()];
    if view.legal {
        island::legal(&mut c, map, geo, &legal, bonus_owed);
        if !bonus_owed {
            for e in legal.iter() {
                let (a, b) = map.edge(e);
                marks[a.0 as usize] = true;
                marks[b.0 as usize] = true;
            }
        }
    }
    let drawn = c.dirty().map(|d| d.to_vec());
    c.layer_within(
        &statics.overlay,
        layout.map_box.0 as i32,
        layout.map_box.1 as i32,
        drawn.as_deref(),
    );
    island::village_letters(&mut c, map, geo, sheet);
    if marks.iter().any(|m| *m) {
        marked_labels(map.id).lay(&mut c, map, |id| marks[id.0 as usize]);
    }

    header(&mut c, view, seat, &layout);
    statics.legends.stamp(&mut c, view.legal, this_turn);
    sights_box(&mut c, game, seat, &layout, &statics.circled);
    villages_box(&mut c, game, seat, &layout, &statics.circled);
    bonus_box(&mut c, game, seat, &layout);
    score_box(&mut c, game, seat, &layout);
    if view.legal {
        legal_box(
            &mut c,
            game,
            seat,
            &layout,
            &legal,
            bonus_owed,
            &statics.list_frames,
        );
    }
    c
}

fn header(c: &mut Canvas, view: &SheetView, seat: Seat, layout: &SheetLayout) {
    let game = view.game;
    let w = layout.width as f32;
    // Cards of the turn on the right, then the status left of them.
    let mut right = w - MARGIN;
    if let Some(cards) = game.cards_of(seat) {
        let cw = 50.0;
        for card in cards.iter().rev() {
            c.sprite(cards::mini(*card), (right - cw).round(), 16.0);
            right -= cw + 10.0;
        }
        c.text(
            &say(&msg!("tucana-picture-this-turn")),
            right - 4.0,
            46.0,
            Style::bold(17.0, palette::INK_SOFT),
            Align::Right,
        );
        c.text(
            &say(&cards::describe(cards)),
            right - 4.0,
            72.0,
            Style::regular(17.0, palette::INK_SOFT),
            Align::Right,
        );
        right -= 230.0;
    }
    let stat = status(game, seat);
    let st = Style::bold(19.0, palette::WHITE);
    let sw = st.width(&stat) + 28.0;
    let sx = right - sw;
    let active = matches!(
        game.turn_state(seat),
        TurnState::Trail | TurnState::Bonus(_)
    );
    let pill = if game.is_finished() {
        palette::INK
    } else if active {
        palette::TRAIL_LINKED
    } else {
        palette::INK_SOFT
    };
    c.round_rect(sx, 36.0, sw, 36.0, 18.0, pill);
    c.text_mid(&stat, sx + sw / 2.0, 54.0, st, Align::Center);

    let name_style = Style::bold(36.0, palette::INK);
    let name = name_style.fit(view.name, (sx - MARGIN - 20.0).max(60.0));
    c.text(&name, MARGIN, 52.0, name_style, Align::Left);
    let island = game.map_id().msg();
    let when = say(&if game.is_finished() {
        msg!("tucana-picture-final-sheet", island, rounds = game.rounds())
    } else if game.cards_of(seat).is_none() {
        // Free pace: this seat has played every turn; the others have not.
        msg!("tucana-picture-every-turn-played", island)
    } else {
        msg!(
            "tucana-picture-sheet-when",
            island,
            round = game.round_of(seat).min(game.rounds() - 1) + 1,
            rounds = game.rounds(),
            turn = game.turn_of(seat) + 1,
            turns = TURNS_PER_ROUND
        )
    });
    let ws = Style::regular(20.0, palette::INK_SOFT);
    let (when, ws_fitted) = ws.fitted(&when, (sx - MARGIN - 20.0).max(60.0));
    c.text(&when, MARGIN, 84.0, ws_fitted, Align::Left);
}

/// The legend under the map: terrains, villages and the kinds of trail, in four variants
/// (with or without the legal overlay; this turn's or last turn's trails): the template
/// has the first, laid over the page, and a stamp for each makes it another.
struct Legends {
    stamps: [Stamp; 4],
}

impl Legends {
    /// Lays the first variant on the template `t` and keeps the others as stamps.
    fn new(t: &mut Canvas, layout: &SheetLayout) -> Legends {
        let (x0, y0, w, h) = layout.map_box;
        let (x, y) = (x0 as i32, (y0 + h) as i32);
        let layers = [(false, false), (false, true), (true, false), (true, true)].map(
            |(legal, this_turn)| {
                Layer::new(w.ceil() as u32, LEGEND as u32, |c| {
                    legend_draw(c, w, legal, this_turn)
                })
            },
        );
        // The page under the legend, to lay each variant on as the first was.
        let under = tiny_skia::IntRect::from_xywh(x, y, w.ceil() as u32, LEGEND as u32)
            .and_then(|area| t.pixmap.clone_rect(area));
        t.layer(&layers[0], x, y);
        let mut stamper = Stamper::new(&t.pixmap);
        let area = (x as f32, y as f32, x as f32 + w.ceil(), y as f32 + LEGEND);
        Legends {
            stamps: [0, 1, 2, 3].map(|k| {
                stamper.stamp(area, |c| {
                    if let Some(under) = &under {
                        c.copy(under, x, y);
                    }
                    c.layer(&layers[k], x, y);
                })
            }),
        }
    }

    fn stamp(&self, c: &mut Canvas, legal: bool, this_turn: bool) {
        c.stamp(&self.stamps[(legal as usize) * 2 + this_turn as usize]);
    }
}

fn legend_draw(c: &mut Canvas, w: f32, legal: bool, this_turn: bool) {
    let (x0, y) = (0.0, 14.0);
    if let Some(p) = round_rect_path(x0 + 1.0, y, w - 2.0, LEGEND - 15.0, 12.0) {
        c.fill_path(&p, palette::CARD);
        c.stroke_path(&p, Line::new(palette::RULE, 2.0));
    }
    let st = Style::regular(17.0, palette::INK);
    let row1 = y + 22.0;
    let row2 = y + 52.0;
    // Terrains: a small hex with its texture, and the name.
    let mut x = x0 + 18.0;
    for t in Terrain::ALL {
        let s = 13.0;
        let cx = x + s;
        let corners = crate::render::canvas::hex_corners(cx, row1, s);
        c.polygon(&corners, palette::terrain_fill(t));
        if let Some(p) = crate::render::canvas::polygon_path(&corners) {
            c.stroke_path(&p, Line::new(palette::HEX_LINE, 1.0));
        }
        icons::textures(c, t, &[(cx, row1)], 6.0);
        x = cx + s + 8.0;
        x += c.text_mid(&say(&t.msg()), x, row1, st, Align::Left) + 26.0;
    }
    icons::hut(c, x + 10.0, row1 + 2.0, 11.0);
    x += 26.0;
    c.text_mid(
        &say(&msg!("tucana-picture-legend-village")),
        x,
        row1,
        st,
        Align::Left,
    );

    // Trails, drawn as on the map.
    let s = HEX;
    let mut x = x0 + 18.0;
    let seg = 40.0;
    let items: [(Msg, u8); 4] = [
        (msg!("tucana-picture-legend-reaches"), 0),
        (msg!("tucana-picture-legend-not-yet"), 1),
        (
            msg!(
                "tucana-picture-legend-turn",
                this = if this_turn { "yes" } else { "no" }
            ),
            2,
        ),
        (msg!("tucana-picture-legend-legal"), 3),
    ];
    for (label, kind) in items {
        if kind == 3 && !legal {
            continue;
        }
        let (a, b) = ((x, row2), (x + seg, row2));
        match kind {
            0 => {
                c.capsule(a, b, (island::TRAIL_W + 0.08) * s, palette::TRAIL_CASING);
                c.capsule(a, b, island::TRAIL_W * s, palette::TRAIL_LINKED);
            }
            1 => {
                c.capsule(a, b, (island::TRAIL_W + 0.08) * s, palette::TRAIL_CASING);
                c.dashed_capsule(
                    a,
                    b,
                    island::LOOSE_W * s,
                    palette::TRAIL_LOOSE,
                    (island::DASH * s, island::DASH * s),
                );
            }
            2 => {
                c.capsule(a, b, island::GLOW_W * s, palette::TRAIL_NEW);
                c.capsule(a, b, island::TRAIL_W * s, palette::TRAIL_LINKED);
            }
            _ => {
                c.capsule(a, b, 0.15 * s, palette::WHITE);
                c.capsule(a, b, 0.07 * s, palette::LEGAL);
                let m = (x + seg / 2.0, row2);
                c.capsule(m, m, 0.28 * s, palette::WHITE);
                c.capsule(m, m, 0.2 * s, palette::LEGAL);
            }
        }
        x += seg + 14.0;
        x += c.text_mid(&say(&label), x, row2, st, Align::Left) + 26.0;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The legal list's frame stamped is the frame drawn, for every number of rows, on
    /// both maps, on pictures as tall as each list makes them.
    #[test]
    fn a_stamped_list_frame_is_the_frame_drawn() {
        for map_id in MapId::ALL {
            let layout = SheetLayout::new(map_id);
            let statics = statics(map_id);
            let t = &statics.template;
            for rows in 0..=LIST_MAX_ROWS {
                let h = list_height(rows);
                let height = (t.height() as f32).max(layout.list_y + h + MARGIN).ceil() as u32;
                let mut stamped = Canvas::from_template(t, height, palette::PAPER);
                let mut drawn = Canvas::from_template(t, height, palette::PAPER);
                statics.list_frames.stamp(&mut stamped, rows);
                section_frame(&mut drawn, layout.panel_x, layout.list_y, PANEL_W, h);
                assert!(
                    stamped.pixmap.data() == drawn.pixmap.data(),
                    "{map_id:?}, {rows} rows: the stamp differs from the frame drawn"
                );
                stamped.recycle();
                drawn.recycle();
            }
        }
    }

    /// A circled value stamped is byte for byte the value circled by drawing it, every
    /// value of both maps, all of them at once as a finished game has them.
    #[test]
    fn a_stamped_circle_is_the_circle_drawn() {
        for map_id in MapId::ALL {
            let layout = SheetLayout::new(map_id);
            let map = layout.map;
            let statics = statics(map_id);
            let t = &statics.template;
            let mut stamped = Canvas::from_template(t, t.height(), palette::PAPER);
            let mut drawn = Canvas::from_template(t, t.height(), palette::PAPER);
            for sight in Sight::ALL {
                for k in 0..map.sights_per_type as usize {
                    stamped.stamp(statics.circled.sight(sight, k));
                    let (x, y, r) = layout.sight_value(sight, k);
                    value(&mut drawn, map.sight_value(sight, k), x, y, r, true);
                }
            }
            for letter in Letter::ALL {
                stamped.stamp(statics.circled.pair(letter));
                let (x, y, r) = layout.pair_value(letter);
                value(&mut drawn, map.village_value(letter), x, y, r, true);
            }
            assert!(
                stamped.pixmap.data() != t.data(),
                "{map_id:?}: nothing stamped"
            );
            assert!(
                stamped.pixmap.data() == drawn.pixmap.data(),
                "{map_id:?}: a stamp differs from its circle drawn"
            );
            for (row, (s, d)) in stamped
                .dirty()
                .unwrap_or_default()
                .iter()
                .zip(drawn.dirty().unwrap_or_default())
                .enumerate()
            {
                assert_eq!(
                    s & !d,
                    0,
                    "{map_id:?}: row {row} stamped outside the drawing"
                );
            }
        }
    }
}
