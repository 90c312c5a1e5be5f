//! Pictures in every language: every view of every position, drawn in each language of
//! `tucana::words::LANGUAGES`, reads whole. Through the pictures' text log
//! (`tucana::render::text_log`): every character of every label has a glyph in the bundled
//! font (in both weights), no label is cut to fit its room (`Style::fit` logs what it
//! cuts) or reaches past the picture's edges, and every picture keeps the bounds of
//! [`super::pictures`] (its bytes and its header's size: [`super::pictures`] decodes each
//! view whole in English). A finished game's share card is drawn in every language too.
//!
//! The longest translation of each label: every picture is drawn in all seven languages,
//! so each label is drawn in each of its translations, the longest among them, and none
//! may be cut. (A picture drawn from a kept template, Trails of Tucana's sheet, logs its
//! template's words only when the template is drawn, the first time in a language: the
//! catalogs' glyphs are checked whole below, whatever a test draws first.)
//!
//! Numbers in labels follow the language: a label is a message with its numbers as
//! arguments, formatted by Fluent in the language (`NUMBER`, plurals).

use tucana::game::{Caption, Seat, View};
use tucana::render::{has_glyph, in_language, text_log, TextLog};
use tucana::words::LANGUAGES;

use super::pictures::within_size;
use super::{all_positions, kinds, Position};

/// The views drawn: the table's, the standings', and those of the first and the last seat
/// (as [`super::names`] reads them).
fn drawn_views(players: usize) -> Vec<View> {
    let mut views = vec![View::Turn, View::Standings, View::Board];
    let last: Seat = players.max(1) - 1;
    for seat in [0, last] {
        views.extend([
            View::TurnOf { seat },
            View::Seen { seat },
            View::Seat { seat, hints: false },
            View::Seat { seat, hints: true },
        ]);
    }
    views.dedup();
    views
}

/// What is wrong with the labels of a picture (`what`, drawn in `lang`), its English drawing
/// logging `english`: a character without a glyph, a label past the picture's edge, and
/// labels cut to fit where English has none cut. (A line cut in English too is a line
/// made to be cut, of any length: a list of privileges, a status after players' names.)
fn read(log: &TextLog, english: &TextLog, what: &str, lang: &str, problems: &mut Vec<String>) {
    for label in &log.labels {
        let missing: String = label.chars().filter(|c| !has_glyph(*c)).collect();
        if !missing.is_empty() {
            problems.push(format!(
                "in {lang}: {label:?} has no glyph for {missing:?} ({what})"
            ));
        }
    }
    if log.cut.len() > english.cut.len() {
        for cut in &log.cut {
            problems.push(format!("in {lang}: {cut:?} is cut to fit ({what})"));
        }
    }
    for outside in &log.outside {
        problems.push(format!(
            "in {lang}: {outside:?} reaches past the edge ({what})"
        ));
    }
}

/// Every view of `position` in every language.
fn read_position(position: &Position, problems: &mut Vec<String>) {
    let names = position.names();
    for view in drawn_views(position.players) {
        let mut english = TextLog::default();
        for &lang in LANGUAGES {
            let (png, log) = text_log(|| position.game.picture(view, &names, lang));
            let Some(png) = png else {
                continue;
            };
            let what = format!("{}: {view:?}", position.label());
            within_size(&png, &format!("{view:?} in {lang}"), position);
            if lang == tucana::words::FALLBACK {
                english = log.clone();
            }
            read(&log, &english, &what, lang, problems);
        }
    }
    if position.game.is_finished() {
        let mut english = TextLog::default();
        for &lang in LANGUAGES {
            let caption = Caption {
                title: "Daily · 2026-01-01",
                subtitle: "",
                player: &names[0],
            };
            let (shared, log) =
                text_log(|| in_language(lang, || position.game.shared(0, &caption)));
            if let Some(shared) = shared {
                within_size(
                    &shared.picture,
                    &format!("the share card in {lang}"),
                    position,
                );
                let what = format!("{}: the share card", position.label());
                if lang == tucana::words::FALLBACK {
                    english = log.clone();
                }
                read(&log, &english, &what, lang, problems);
            }
        }
    }
}

#[test]
fn every_picture_in_every_language_has_its_glyphs_and_nothing_cut() {
    let mut problems = Vec::new();
    for position in all_positions() {
        read_position(position, &mut problems);
    }
    // One line per language and label (a label is often cut in many positions alike).
    let mut seen = std::collections::BTreeSet::new();
    problems.retain(|p| seen.insert(p.split(" (").next().unwrap_or(p).to_owned()));
    assert!(
        problems.is_empty(),
        "{} problems:\n{}",
        problems.len(),
        problems.join("\n")
    );
}

/// Every character the pictures' catalogs (the core's and each game's) use in any
/// language, messages and comments alike, has a glyph in the bundled font.
#[test]
fn the_font_has_every_glyph_of_every_catalog() {
    let mut sources = tucana::words::CORE.to_vec();
    for rules in kinds() {
        sources.extend_from_slice(rules.words());
    }
    let mut missing: Vec<String> = Vec::new();
    for source in sources {
        for c in source.ftl.chars() {
            if !c.is_control() && !has_glyph(c) {
                let line = format!("{}: {c:?} (U+{:04X})", source.origin, c as u32);
                if !missing.contains(&line) {
                    missing.push(line);
                }
            }
        }
    }
    assert!(missing.is_empty(), "no glyph:\n{}", missing.join("\n"));
}
