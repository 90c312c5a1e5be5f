//! Trails of Tucana's terminal mode (`tucana play`): a solo or daily game, one trail per
//! line, the sheet drawn to a file after every move.

use std::io::{BufRead, Write};

use super::daily::{daily, DailySecret, DailySpec, Date};
use super::pictures::{self, SheetView};
use super::{Card, Game, Move, Options, Setup, Sight, TurnState, TURNS_PER_ROUND};
use crate::game::tools::{RecordedDays, TerminalError, TerminalStart};
use crate::words::{msg, Msg};

/// The terminal's words, in the game's catalog, in the language `tucana play --lang` runs
/// the terminal in ([`crate::words::in_language`], which its sheet is drawn in as well).
fn say(msg: &Msg) -> String {
    super::play::GAME_WORDS.say(msg)
}

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
            let date = date.to_string();
            (spec.seed, spec.options, msg!("tucana-terminal-daily", date))
        }
        None => {
            let options: Options = crate::game::options::read(start.options)
                .map_err(|e| TerminalError::BadInput(say(&e)))?;
            (
                start.seed,
                options,
                msg!("tucana-terminal-solo", seed = start.seed.to_string()),
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
            return Err(say(&msg!(
                "tucana-terminal-not-recorded",
                date = date.to_string(),
                db = db.display().to_string()
            )));
        }
    }
    match start.secret {
        Some(text) => {
            let secret = DailySecret::new(text).map_err(|e| format!("--secret: {e}"))?;
            Ok(daily(date, &secret))
        }
        None => Err(say(&msg!(
            "tucana-terminal-secret",
            date = date.to_string()
        ))),
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
    let options: Options = serde_json::from_str(&day.options).map_err(|e| {
        say(&msg!(
            "tucana-terminal-cannot-read",
            db = db.display().to_string(),
            error = e.to_string()
        ))
    })?;
    Ok(Some(DailySpec {
        date,
        version: day.version,
        seed: day.seed,
        options,
    }))
}

fn play(
    game: &mut Game,
    title: &Msg,
    sheet_path: &std::path::Path,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> std::io::Result<()> {
    let map = game.map();
    let help = say(&msg!("tucana-terminal-help"));
    let island = game.map_id().msg();
    let title = title.clone();
    writeln!(
        out,
        "{}",
        say(&msg!("tucana-terminal-start", title, island))
    )?;
    let letters: Vec<String> = (1..=10)
        .map(|v| format!("{v} {}", game.sheet(0).letter(v)))
        .collect();
    let villages = letters.join(" · ");
    writeln!(out, "{}", say(&msg!("tucana-terminal-villages", villages)))?;
    if let Some(red) = game.red_left().first() {
        let special = msg!("tucana-terminal-special-bonus", sight = red.msg());
        writeln!(out, "{}", say(&special))?;
    }
    writeln!(out, "{help}")?;
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
            writeln!(out, "\n{}", say(&msg!("tucana-terminal-stopped")))?;
            return Ok(());
        }
        let cmd = line.trim();
        let mv = match cmd.to_ascii_lowercase().as_str() {
            "" => continue,
            "quit" | "exit" | "q" => {
                writeln!(out, "{}", say(&msg!("tucana-terminal-stopped")))?;
                return Ok(());
            }
            "help" | "h" => {
                writeln!(out, "{help}")?;
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
        let said = match (mv, gain) {
            (Move::Trail { edge, .. }, Some(gain)) => format!(
                "{}{}",
                say(&msg!("tucana-terminal-drew", trail = map.edge_label(edge))),
                describe(game, &gain)
            ),
            (Move::SkipBonus { .. }, _) => say(&msg!("tucana-terminal-declined")),
            _ => say(&msg!("tucana-terminal-taken-back")),
        };
        writeln!(out, "{said}")?;
        for s in &game.skipped_turns()[skipped_before..] {
            let skipped = msg!(
                "tucana-terminal-turn-skipped",
                round = s.round + 1,
                turn = s.turn + 1,
                first = card_name(s.cards[0]),
                second = card_name(s.cards[1])
            );
            writeln!(out, "{}", say(&skipped))?;
        }
        let after = game.standings().remove(0);
        for card in after.bonus_cards.iter().skip(before.bonus_cards.len()) {
            let won = msg!(
                "tucana-terminal-bonus-card",
                card = card.to_string(),
                points = card.points()
            );
            writeln!(out, "{}", say(&won))?;
        }
        if after.rounds.len() > before.rounds.len() {
            let last = after.rounds.last().copied().unwrap_or(0);
            let round = after.rounds.len();
            let ends = msg!("tucana-terminal-round-ends", round, points = last);
            writeln!(out, "{}", say(&ends))?;
            if let Some(kept) = game
                .solo_kept()
                .filter(|_| game.round() + 1 == game.rounds())
            {
                let kept = msg!(
                    "tucana-terminal-kept",
                    first = kept[0].to_string(),
                    second = kept[1].to_string()
                );
                writeln!(out, "{}", say(&kept))?;
            }
        }
        write_sheet(game, sheet_path, out)?;
    }
    let s = game.standings().remove(0);
    let rounds: Vec<String> = s.rounds.iter().map(u32::to_string).collect();
    let over = msg!(
        "tucana-terminal-game-over",
        sights = rounds.join(" + "),
        villages = s.villages,
        bonus = s.bonus,
        total = s.total
    );
    writeln!(out, "{}", say(&over))?;
    let title = match &s.title {
        Some(t) => msg!("tucana-terminal-title", title = super::map::ladder_msg(t)),
        None => msg!(
            "tucana-terminal-no-title",
            points = map.ladder.first().map(|l| l.1).unwrap_or(0)
        ),
    };
    writeln!(out, "{}", say(&title))?;
    Ok(())
}

/// A card's name, the any-terrain card as "any terrain".
fn card_name(c: Card) -> Msg {
    match c {
        Card::Any => msg!("tucana-need-any"),
        c => c.msg(),
    }
}

fn announce(game: &Game, out: &mut dyn Write) -> std::io::Result<()> {
    let said = match (game.turn_state(0), game.cards()) {
        (TurnState::Bonus(n), _) => msg!("tucana-terminal-bonus-owed", n),
        (_, Some([a, b])) => msg!(
            "tucana-terminal-turn",
            round = game.round() + 1,
            rounds = game.rounds(),
            turn = game.turn() + 1,
            turns = TURNS_PER_ROUND,
            first = card_name(a),
            second = card_name(b)
        ),
        _ => return Ok(()),
    };
    writeln!(out, "{}", say(&said))
}

fn describe(game: &Game, gain: &super::Gain) -> String {
    let map = game.map();
    let mut parts = Vec::new();
    for (i, (_, sight)) in map.sights.iter().enumerate() {
        if gain.sights & (1 << i) != 0 {
            parts.push(msg!("tucana-terminal-gain-sight", sight = sight.msg()));
        }
    }
    if gain.sight_points > 0 {
        parts.push(msg!(
            "tucana-terminal-gain-points",
            points = gain.sight_points
        ));
    }
    for l in super::Letter::ALL {
        if gain.pairs & (1 << l.index()) != 0 {
            let (letter, points) = (l.as_char(), map.village_value(l));
            parts.push(msg!("tucana-terminal-gain-pair", letter, points));
        }
    }
    for s in Sight::ALL {
        if gain.twins & (1 << s.index()) != 0 && game.red_left().contains(&s) {
            parts.push(msg!("tucana-terminal-gain-twins", sight = s.msg()));
        }
    }
    if gain.bonus_trails > 0 {
        let n = gain.bonus_trails;
        parts.push(msg!("tucana-terminal-gain-bonus", n));
    }
    if parts.is_empty() {
        String::new()
    } else {
        let parts: Vec<String> = parts.iter().map(say).collect();
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
                say(&map.space(a).terrain.msg()),
                say(&map.space(b).terrain.msg()),
                describe(game, &gain).trim_end_matches('.')
            );
            (value, text)
        })
        .collect();
    legal.sort_by(|x, y| y.0.cmp(&x.0).then(x.1.cmp(&y.1)));
    let head = msg!("tucana-terminal-legal", n = legal.len());
    writeln!(out, "{}", say(&head))?;
    for (_, text) in legal.iter().take(40) {
        writeln!(out, "  {text}")?;
    }
    if legal.len() > 40 {
        let more = msg!("tucana-terminal-more", n = legal.len() - 40);
        writeln!(out, "  {}", say(&more))?;
    }
    Ok(())
}

/// Draws the player's sheet (with the legal trails) to `path`.
fn write_sheet(game: &Game, path: &std::path::Path, out: &mut dyn Write) -> std::io::Result<()> {
    let you = say(&msg!("tucana-terminal-you"));
    let view = SheetView::new(game, 0, &you).with_legal(!game.is_finished());
    let path_text = path.display().to_string();
    std::fs::write(path, pictures::sheet(&view)).map_err(|e| {
        let why = msg!(
            "tucana-terminal-cannot-write",
            path = path_text.as_str(),
            error = e.to_string()
        );
        std::io::Error::new(e.kind(), say(&why))
    })?;
    if game.log().is_empty() {
        let drawn = msg!("tucana-terminal-sheet-drawn", path = path_text.as_str());
        writeln!(out, "{}", say(&drawn))?;
    }
    Ok(())
}
