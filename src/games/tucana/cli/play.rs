//! `tucana play`: a solo or daily game in the terminal, one trail per line.

use std::io::{BufRead, Write};
use std::path::PathBuf;

use clap::Args;

use super::EXIT_BAD_INPUT;
use crate::game::daily::RecordedDay;
use crate::games::tucana::daily::{daily, DailySecret, DailySpec, Date};
use crate::games::tucana::pictures::{self, SheetView};
use crate::games::tucana::{
    Card, Game, MapId, Move, Options, Setup, Sight, TurnState, TURNS_PER_ROUND,
};

#[derive(Debug, Args)]
pub struct PlayArgs {
    /// The map of a free game: petit or grande.
    #[arg(long, default_value = "petit")]
    pub map: MapId,
    /// Play the daily challenge of this date (YYYY-MM-DD) instead of a free game: a day
    /// recorded in a bot's database (--db), or any day with the bot's secret (--secret).
    #[arg(long)]
    pub daily: Option<Date>,
    /// With --daily: the bot's database, for a day it has recorded (first played).
    #[arg(long)]
    pub db: Option<PathBuf>,
    /// With --daily: the bot's daily secret (its DAILY_SECRET, or the one in its database),
    /// for any day.
    #[arg(long)]
    pub secret: Option<String>,
    /// The seed of a free game (default: a new one each time).
    #[arg(long)]
    pub seed: Option<u64>,
    /// Play the Special Bonus variant (a free game).
    #[arg(long)]
    pub special_bonus: bool,
    /// Where to write the sheet after every move.
    #[arg(long, short, default_value = "tucana-sheet.png")]
    pub out: PathBuf,
}

const HELP: &str = "\
Type a trail as two spaces, like C3-D4 (any order, any case).
  legal, ?   list the trails you may draw now, best first
  skip       decline a bonus trail
  undo       take back your last trail of this turn
  help       this text
  quit       stop (the game is not saved)";

/// Reads the day a bot's database recorded (the binary's store is not the game's to open).
pub type RecordedDays<'a> =
    &'a dyn Fn(&std::path::Path, Date) -> Result<Option<RecordedDay>, String>;

/// `days` reads a day recorded in a bot's database (`--db`).
pub fn run(
    args: &PlayArgs,
    days: RecordedDays,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> u8 {
    let (seed, options, title) = match args.daily {
        Some(date) => match daily_spec(date, args, days) {
            Ok(spec) => (
                spec.seed,
                spec.options,
                format!("the daily challenge of {date}"),
            ),
            Err(why) => {
                let _ = writeln!(err, "{why}");
                return EXIT_BAD_INPUT;
            }
        },
        None => {
            let seed = args.seed.unwrap_or_else(fresh_seed);
            let options = Options {
                map: args.map,
                special_bonus: args.special_bonus,
                ..Options::default()
            };
            (seed, options, format!("a solo game (seed {seed})"))
        }
    };
    let setup = match Setup::from_seed(seed, options, 1) {
        Ok(s) => s,
        Err(e) => {
            let _ = writeln!(err, "{e}");
            return EXIT_BAD_INPUT;
        }
    };
    let mut game = Game::new(setup);
    match play(&mut game, &title, &args.out, input, out) {
        Ok(()) => 0,
        Err(e) => {
            let _ = writeln!(err, "{e}");
            1
        }
    }
}

/// A day's challenge: as the database recorded it, else derived with the secret. A day
/// cannot be derived without the secret (that is the point of it), so with neither the
/// answer is one line saying what to give.
fn daily_spec(date: Date, args: &PlayArgs, days: RecordedDays) -> Result<DailySpec, String> {
    if let Some(db) = &args.db {
        if let Some(spec) = recorded_day(days, db, date)? {
            return Ok(spec);
        }
        if args.secret.is_none() {
            return Err(format!(
                "{date} is not recorded in {}: a bot records a day when it is first played \
                 (give --secret to play a day not recorded yet)",
                db.display()
            ));
        }
    }
    match &args.secret {
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
    days: RecordedDays,
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

fn fresh_seed() -> u64 {
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap_or_default();
    now.as_nanos() as u64 ^ u64::from(std::process::id()).rotate_left(32)
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

fn describe(game: &Game, gain: &crate::games::tucana::Gain) -> String {
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
    for l in crate::games::tucana::Letter::ALL {
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
