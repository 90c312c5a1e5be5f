//! Trails of Tucana's terminal mode (`tucana play`): a solo or daily game, one trail per
//! line, the sheet drawn to a file after every move.

use std::io::{BufRead, Write};

use super::daily::{daily, DailySecret, DailySpec, Date};
use super::pictures::{self, SheetView};
use super::{Card, Game, Move, Options, Setup, Sight, TurnState, TURNS_PER_ROUND};
use crate::game::tools::{RecordedDays, TerminalError, TerminalStart};

const HELP: &str = "\
Type a trail as two spaces, like C3-D4 (any order, any case).
  legal, ?   list the trails you may draw now, best first
  skip       decline a bonus trail
  undo       take back your last trail of this turn
  help       this text
  quit       stop (the game is not saved)";

/// Plays the game `start` asks for: a free solo game of its seed and options, or a daily
/// challenge (as `days` read it from a bot's database, else derived with the secret).
pub fn run(
    start: &TerminalStart<'_>,
    days: RecordedDays<'_>,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<(), TerminalError> {
    let (seed, options, title) = match start.daily {
        Some(date) => {
            let spec = daily_spec(date, start, days).map_err(TerminalError::BadInput)?;
            (
                spec.seed,
                spec.options,
                format!("the daily challenge of {date}"),
            )
        }
        None => {
            let options: Options = crate::game::options::read(start.options)
                .map_err(|e| TerminalError::BadInput(crate::words::english(&e)))?;
            (
                start.seed,
                options,
                format!("a solo game (seed {})", start.seed),
            )
        }
    };
    let setup =
        Setup::from_seed(seed, options, 1).map_err(|e| TerminalError::BadInput(e.to_string()))?;
    let mut game = Game::new(setup);
    play(&mut game, &title, start.picture, input, out)
        .map_err(|e| TerminalError::Failed(e.to_string()))
}

/// A day's challenge: as the database recorded it, else derived with the secret. A day
/// cannot be derived without the secret (that is the point of it), so with neither the
/// answer is one line saying what to give.
fn daily_spec(
    date: Date,
    start: &TerminalStart<'_>,
    days: RecordedDays<'_>,
) -> Result<DailySpec, String> {
    if let Some(db) = start.db {
        if let Some(spec) = recorded_day(days, db, date)? {
            return Ok(spec);
        }
        if start.secret.is_none() {
            return Err(format!(
                "{date} is not recorded in {}: a bot records a day when it is first played \
                 (give --secret to play a day not recorded yet)",
                db.display()
            ));
        }
    }
    match start.secret {
        Some(text) => {
            let secret = DailySecret::new(text).map_err(|e| format!("--secret: {e}"))?;
            Ok(daily(date, &secret))
        }
        None => Err(format!(
            "the daily challenge of {date} is secret: give --db PATH (a bot's database, \
             for a day it has recorded) or --secret S (the bot's daily secret)"
        )),
    }
}

/// A day as recorded in a bot's database (read only), if it is: the registry's reader of
/// recorded days gives the stored derivation, and its options are Tucana's.
fn recorded_day(
    days: RecordedDays<'_>,
    db: &std::path::Path,
    date: Date,
) -> Result<Option<DailySpec>, String> {
    let Some(day) = days(db, date)? else {
        return Ok(None);
    };
    let options: Options = serde_json::from_str(&day.options)
        .map_err(|e| format!("cannot read {}: {e}", db.display()))?;
    Ok(Some(DailySpec {
        date,
        version: day.version,
        seed: day.seed,
        options,
    }))
}

fn play(
    game: &mut Game,
    title: &str,
    sheet_path: &std::path::Path,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> std::io::Result<()> {
    let map = game.map();
    writeln!(out, "Trails of Tucana: {title} on {}.", map.name)?;
    let letters: Vec<String> = (1..=10)
        .map(|v| format!("{v} {}", game.sheet(0).letter(v)))
        .collect();
    writeln!(out, "Your villages: {}.", letters.join(" · "))?;
    if let Some(red) = game.red_left().first() {
        writeln!(
            out,
            "Special Bonus: join two {red}s to each other for 6 points."
        )?;
    }
    writeln!(out, "{HELP}")?;
    write_sheet(game, sheet_path, out)?;
    let mut shown = None;
    let mut line = String::new();
    while !game.is_finished() {
        if shown != Some((game.round(), game.turn(), game.turn_state(0))) {
            shown = Some((game.round(), game.turn(), game.turn_state(0)));
            announce(game, out)?;
        }
        write!(out, "> ")?;
        out.flush()?;
        line.clear();
        if input.read_line(&mut line)? == 0 {
            writeln!(out, "\nStopped before the end; the game is not saved.")?;
            return Ok(());
        }
        let cmd = line.trim();
        let mv = match cmd.to_ascii_lowercase().as_str() {
            "" => continue,
            "quit" | "exit" | "q" => {
                writeln!(out, "Stopped before the end; the game is not saved.")?;
                return Ok(());
            }
            "help" | "h" => {
                writeln!(out, "{HELP}")?;
                continue;
            }
            "legal" | "?" | "l" => {
                list_legal(game, out)?;
                continue;
            }
            "skip" => Move::SkipBonus { seat: 0 },
            "undo" => Move::Undo { seat: 0 },
            _ => match map.parse_trail(cmd) {
                Ok(edge) => Move::Trail { seat: 0, edge },
                Err(e) => {
                    writeln!(out, "{e}")?;
                    continue;
                }
            },
        };
        let before = game.standings().remove(0);
        let skipped_before = game.skipped_turns().len();
        let gain = match mv {
            Move::Trail { edge, .. } => game.preview(0, edge).ok(),
            _ => None,
        };
        if let Err(e) = game.apply(mv) {
            writeln!(out, "{e}")?;
            continue;
        }
        match (mv, gain) {
            (Move::Trail { edge, .. }, Some(gain)) => writeln!(
                out,
                "Drew {}.{}",
                map.edge_label(edge),
                describe(game, &gain)
            )?,
            (Move::SkipBonus { .. }, _) => writeln!(out, "Bonus trail declined.")?,
            _ => writeln!(out, "Taken back.")?,
        }
        for s in &game.skipped_turns()[skipped_before..] {
            writeln!(
                out,
                "Round {}, turn {}: the cards are {} + {} and you cannot draw them; on to the next turn.",
                s.round + 1,
                s.turn + 1,
                card_name(s.cards[0]),
                card_name(s.cards[1])
            )?;
        }
        let after = game.standings().remove(0);
        for card in after.bonus_cards.iter().skip(before.bonus_cards.len()) {
            writeln!(out, "Bonus card {card}: +{}.", card.points())?;
        }
        if after.rounds.len() > before.rounds.len() {
            let last = after.rounds.last().copied().unwrap_or(0);
            writeln!(
                out,
                "Round {} ends: your sights score {last}.",
                after.rounds.len()
            )?;
            if let Some(kept) = game
                .solo_kept()
                .filter(|_| game.round() + 1 == game.rounds())
            {
                writeln!(
                    out,
                    "Blue cards kept for the last round: {} and {}.",
                    kept[0], kept[1]
                )?;
            }
        }
        write_sheet(game, sheet_path, out)?;
    }
    let s = game.standings().remove(0);
    let rounds: Vec<String> = s.rounds.iter().map(u32::to_string).collect();
    writeln!(
        out,
        "Game over. Sights {}, villages {}, bonus {}: {} points.",
        rounds.join(" + "),
        s.villages,
        s.bonus,
        s.total
    )?;
    match &s.title {
        Some(t) => writeln!(out, "Title: {t}.")?,
        None => writeln!(
            out,
            "No title yet: the first step of the ladder is {}.",
            map.ladder.first().map(|l| l.1).unwrap_or(0)
        )?,
    }
    Ok(())
}

fn card_name(c: Card) -> &'static str {
    match c {
        Card::Any => "any terrain",
        c => c.name(),
    }
}

fn announce(game: &Game, out: &mut dyn Write) -> std::io::Result<()> {
    match (game.turn_state(0), game.cards()) {
        (TurnState::Bonus(n), _) => writeln!(
            out,
            "Bonus trail{}: draw any trail ({n} owed), or 'skip'.",
            if n > 1 { "s" } else { "" }
        ),
        (_, Some([a, b])) => writeln!(
            out,
            "Round {} of {} · turn {} of {TURNS_PER_ROUND} · cards: {} + {}",
            game.round() + 1,
            game.rounds(),
            game.turn() + 1,
            card_name(a),
            card_name(b)
        ),
        _ => Ok(()),
    }
}

fn describe(game: &Game, gain: &super::Gain) -> String {
    let map = game.map();
    let mut parts = Vec::new();
    for (i, (_, sight)) in map.sights.iter().enumerate() {
        if gain.sights & (1 << i) != 0 {
            parts.push(format!("{sight} connected"));
        }
    }
    if gain.sight_points > 0 {
        parts.push(format!("+{} in your sight rows", gain.sight_points));
    }
    for l in super::Letter::ALL {
        if gain.pairs & (1 << l.index()) != 0 {
            parts.push(format!("{l}-{l} joined: +{}", map.village_value(l)));
        }
    }
    for s in Sight::ALL {
        if gain.twins & (1 << s.index()) != 0 && game.red_left().contains(&s) {
            parts.push(format!(
                "two {s}s joined: the red card is yours at the turn's end"
            ));
        }
    }
    if gain.bonus_trails > 0 {
        parts.push(format!(
            "{} bonus trail{} earned",
            gain.bonus_trails,
            if gain.bonus_trails > 1 { "s" } else { "" }
        ));
    }
    if parts.is_empty() {
        String::new()
    } else {
        format!(" {}.", parts.join(", "))
    }
}

fn list_legal(game: &Game, out: &mut dyn Write) -> std::io::Result<()> {
    let map = game.map();
    let mut legal: Vec<(u32, String)> = game
        .legal_trails(0)
        .iter()
        .map(|e| {
            let gain = game.preview(0, e).unwrap_or_default();
            let (a, b) = map.edge(e);
            let value = gain.sight_points + gain.pair_points + 3 * u32::from(gain.bonus_trails);
            let text = format!(
                "{} ({}–{}){}",
                map.edge_label(e),
                map.space(a).terrain,
                map.space(b).terrain,
                describe(game, &gain).trim_end_matches('.')
            );
            (value, text)
        })
        .collect();
    legal.sort_by(|x, y| y.0.cmp(&x.0).then(x.1.cmp(&y.1)));
    writeln!(out, "{} legal trails:", legal.len())?;
    for (_, text) in legal.iter().take(40) {
        writeln!(out, "  {text}")?;
    }
    if legal.len() > 40 {
        writeln!(out, "  … and {} more", legal.len() - 40)?;
    }
    Ok(())
}

/// Draws the player's sheet (with the legal trails) to `path`.
fn write_sheet(game: &Game, path: &std::path::Path, out: &mut dyn Write) -> std::io::Result<()> {
    let view = SheetView::new(game, 0, "You").with_legal(!game.is_finished());
    std::fs::write(path, pictures::sheet(&view)).map_err(|e| {
        std::io::Error::new(
            e.kind(),
            format!("cannot write the sheet to {}: {e}", path.display()),
        )
    })?;
    if game.log().is_empty() {
        writeln!(
            out,
            "Your sheet is drawn to {} after every move.",
            path.display()
        )?;
    }
    Ok(())
}
