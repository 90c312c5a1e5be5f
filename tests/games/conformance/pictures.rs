//! Pictures: every view of every position draws within the pictures' bounds: a PNG that
//! decodes, of at most 500 KB (docs/render.md: far within Discord's upload limit) and of a
//! size a message shows whole; some view of every finished game is drawn; a view of a seat
//! beyond the table is not a panic; a finished game's share card, where the game has one,
//! keeps the same bounds.
//!
//! Only sizes are asserted, never how long a picture takes: speed is measured in `benches/`
//! and by the tools, never asserted in a test (docs/tests.md), so the time bound a picture
//! keeps here is that it is drawn at all, the test ending.

use tucana::game::{Caption, View};

use super::{all_positions, views, Position};

/// The most bytes of a picture (docs/render.md).
const MOST_BYTES: usize = 500 * 1024;
/// The widest and tallest picture, in pixels.
const MOST_WIDTH: u32 = 2000;
const MOST_HEIGHT: u32 = 2500;

/// `png`'s bounds, or why not: a PNG that decodes whole.
pub(super) fn within_bounds(png: &[u8], what: &str, position: &Position) {
    let at = format!("{}: {what}", position.label());
    assert!(
        tucana::render::decode(png).is_some(),
        "{at}: not a PNG that decodes"
    );
    within_size(png, what, position);
}

/// `png`'s bytes and size (its header's) within bounds, or why not: for the sweeps that
/// draw each view again in every language ([`super::translated`]), where decoding each
/// picture whole again took about a tenth of the sweep.
pub(super) fn within_size(png: &[u8], what: &str, position: &Position) {
    let at = format!("{}: {what}", position.label());
    assert!(png.len() <= MOST_BYTES, "{at}: {} KB", png.len() / 1024);
    let (w, h) = tucana::render::dimensions(png).unwrap_or_else(|| panic!("{at}: not a PNG"));
    assert!(
        (1..=MOST_WIDTH).contains(&w) && (1..=MOST_HEIGHT).contains(&h),
        "{at}: {w}×{h}"
    );
}

#[test]
fn every_view_of_every_position_draws_within_bounds() {
    for position in all_positions() {
        let (game, names) = (&position.game, position.names());
        let mut drawn = 0;
        for view in views(position.players) {
            // A view may be missing (a free-paced game has no common step, a solo game of
            // Combi-Nations no board before its country is chosen); one drawn is in bounds.
            if let Some(png) = game.picture(view, &names, tucana::words::FALLBACK) {
                within_bounds(&png, &format!("{view:?}"), position);
                drawn += 1;
            }
        }
        // (Before anything is chosen a game may show nothing: a solo game of Combi-Nations
        // before its country.)
        let over = game.is_finished();
        assert!(drawn > 0 || !over, "{}: no view is drawn", position.label());
        // A seat beyond the table draws nothing, or in bounds (Race draws its one track
        // for anyone), never a panic.
        let beyond = position.players;
        for view in [
            View::Seat {
                seat: beyond,
                hints: true,
            },
            View::Seen { seat: beyond },
        ] {
            if let Some(png) = game.picture(view, &names, tucana::words::FALLBACK) {
                within_bounds(&png, &format!("{view:?}"), position);
            }
        }
        if game.is_finished() {
            let subtitle = position
                .rules
                .describe_options(&position.options)
                .map(|m| tucana::game::english(position.rules, &m))
                .unwrap_or_default();
            let caption = Caption {
                title: "Daily · 2026-01-01",
                subtitle: &subtitle,
                player: &names[0],
            };
            if let Some(shared) = game.shared(0, &caption) {
                within_bounds(&shared.picture, "the share card", position);
            }
        }
    }
}

/// How wide a chat shows a picture until it is opened (Discord, on a desktop).
const CHAT_WIDTH: f32 = 550.0;
/// The smallest text a turn post's picture may have once shown [`CHAT_WIDTH`] wide, in
/// pixels of the font's em: what reads at a glance on a screen (Discord's own small print
/// is 12 px).
const LEGIBLE_PX: f32 = 11.0;

/// The turn post's picture (`View::Turn`, or each seat's step of a free-paced game) of
/// every position of every game this bot lists, scaled to a chat's width: every text on it
/// (the step, whose turn, the cards or tiles in play) is at least [`LEGIBLE_PX`]; the whole
/// board stays one click away (`/map`).
#[test]
fn a_turn_posts_picture_reads_where_a_chat_shows_it() {
    let mut smallest: std::collections::BTreeMap<&str, (f32, u32, String)> = Default::default();
    let mut small = Vec::new();
    for position in all_positions() {
        if !tucana::games::all()
            .iter()
            .any(|g| g.id() == position.rules.id())
        {
            continue;
        }
        let (game, names) = (&position.game, position.names());
        let mut views = vec![View::Turn];
        views.extend((0..position.players).map(|seat| View::TurnOf { seat }));
        for view in views {
            let (png, log) =
                tucana::render::text_log(|| game.picture(view, &names, tucana::words::FALLBACK));
            if png.is_none() {
                continue;
            }
            for (text, size, width) in log.sizes {
                if text.trim().is_empty() {
                    continue;
                }
                let shown = size * CHAT_WIDTH / (width as f32).max(CHAT_WIDTH);
                let entry =
                    smallest
                        .entry(position.rules.id())
                        .or_insert((f32::MAX, width, String::new()));
                if shown < entry.0 {
                    *entry = (shown, width, text.clone());
                }
                if shown < LEGIBLE_PX {
                    small.push(format!(
                        "{}: {view:?}: {text:?} is {size} px on a picture {width} px wide: \
                         {shown:.1} px in a chat",
                        position.label()
                    ));
                }
            }
        }
    }
    for (game, (shown, width, text)) in &smallest {
        println!(
            "{game}: smallest text {shown:.1} px at {CHAT_WIDTH} px ({width} px wide: {text:?})"
        );
    }
    assert!(!smallest.is_empty(), "some turn picture was drawn");
    small.dedup();
    assert!(
        small.is_empty(),
        "{} texts too small:\n{}",
        small.len(),
        small.join("\n")
    );
}
