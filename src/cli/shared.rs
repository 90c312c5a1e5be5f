//! What the offline tools share, written once for every game: finding the game, reading a
//! script and its envelope, a game's options from `--option key=value`, the dump of
//! `--dump`, the score distribution.

use std::io::Write;
use std::path::{Path, PathBuf};

use super::EXIT_BAD_INPUT;
use crate::game::tools::Tools;
use crate::game::{Play, Rules};
use crate::games;

/// Writes one line saying what is wrong and gives the exit status of bad input.
pub fn bad_input(err: &mut dyn Write, why: impl std::fmt::Display) -> u8 {
    let _ = writeln!(err, "{why}");
    EXIT_BAD_INPUT
}

/// The id of the game the tools pick when not told: the registry's first.
pub fn default_game() -> String {
    games::all()[0].id().to_owned()
}

/// The registry's ids, for an error: `"a", "b" or "c"`.
fn ids() -> String {
    let ids: Vec<String> = games::all()
        .iter()
        .map(|g| format!("{:?}", g.id()))
        .collect();
    match ids.split_last() {
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
        None => String::new(),
    }
}

/// The game of this id, with its tools; the error names `field` (`game`, `--game`).
pub fn game(field: &str, id: &str) -> Result<(&'static dyn Rules, &'static dyn Tools), String> {
    let rules = games::find(&id.into())
        .ok_or_else(|| format!("{field}: unknown game {id:?} ({})", ids()))?;
    let tools = rules
        .tools()
        .ok_or_else(|| format!("{field}: {} has no offline tools", rules.name()))?;
    Ok((rules, tools))
}

/// A script's or a file's text, from its file or standard input (`-`).
pub fn read(path: &Path) -> Result<String, String> {
    let text = if path.as_os_str() == "-" {
        std::io::read_to_string(std::io::stdin())
    } else {
        std::fs::read_to_string(path)
    };
    text.map_err(|e| format!("cannot read {}: {e}", path.display()))
}

/// The tools of a script's game: its `"game"`, or the registry's first game without one.
/// Text that is not JSON is refused here, saying where (a truncated script is not any
/// game's to read); JSON without a string there is left to that game's reader, which says
/// what is wrong in its own words.
pub fn script_tools(text: &str) -> Result<&'static dyn Tools, String> {
    #[derive(serde::Deserialize)]
    struct Envelope {
        game: Option<String>,
    }
    if let Some(e) = crate::game::script::not_json(text) {
        return Err(e.to_string());
    }
    let id = serde_json::from_str::<Envelope>(text)
        .ok()
        .and_then(|e| e.game)
        .unwrap_or_else(default_game);
    game("game", &id).map(|(_, tools)| tools)
}

/// `--option key=value`, read by clap.
pub fn option(text: &str) -> Result<(String, String), String> {
    let (key, value) = text
        .split_once('=')
        .ok_or_else(|| format!("{text:?} is not key=value"))?;
    Ok((key.trim().to_owned(), value.trim().to_owned()))
}

/// A game's options as stored, from `--option` choices (the words of `/game new`); what is
/// wrong with them in English ([`options_in`] for another language).
pub fn options(rules: &'static dyn Rules, given: &[(String, String)]) -> Result<String, String> {
    options_in(rules, given, crate::words::FALLBACK)
}

/// [`options`], what is wrong said in `lang`.
pub fn options_in(
    rules: &'static dyn Rules,
    given: &[(String, String)],
    lang: &str,
) -> Result<String, String> {
    let pairs: Vec<(&str, &str)> = given
        .iter()
        .map(|(k, v)| (k.as_str(), v.as_str()))
        .collect();
    rules.options(&pairs).map_err(|e| {
        let why = crate::game::words_of(rules).render_in(lang, &e, &[]);
        format!("--option: {why}")
    })
}

/// The stored options in the game's few words, in English ([`Rules::describe_options`]);
/// empty for a game without options.
pub fn described(rules: &dyn Rules, options: &str) -> String {
    rules
        .describe_options(options)
        .map_or_else(String::new, |m| crate::game::english(rules, &m))
}

/// Checks `--players` against what the game seats.
pub fn players(rules: &dyn Rules, players: usize) -> Result<(), String> {
    let seats = rules.seats();
    if seats.contains(&players) {
        return Ok(());
    }
    Err(format!(
        "--players: {} takes {} to {} players, not {players}",
        rules.name(),
        seats.start(),
        seats.end()
    ))
}

/// What `sim` and `ai` are both asked for: the game, its options, the run's seed and where
/// to dump the games (`--players` and `--games` are each command's own, with its own
/// defaults).
#[derive(Debug, clap::Args)]
pub struct BatchArgs {
    /// The game, by its id.
    #[arg(long, default_value_t = default_game())]
    pub game: String,
    /// A game option, as `/game new` takes it (repeat for several): `map=grande`,
    /// `special_bonus=yes`, `deck=full`, `facilities=simple`…
    #[arg(long = "option", value_name = "KEY=VALUE", value_parser = option)]
    pub options: Vec<(String, String)>,
    /// The run's seed; game `i` is seeded from it and `i`, alike in `sim` and `ai`.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Write every game as a replay script (`game-N.json`) with its result
    /// (`game-N.result.json`) into this folder.
    #[arg(long)]
    pub dump: Option<PathBuf>,
}

/// What a run of many games (`sim`, `ai`) is asked for, checked: the game, its hooks, its
/// options as stored, and where to dump the games.
pub struct Batch {
    pub rules: &'static dyn Rules,
    pub tools: &'static dyn Tools,
    pub options: String,
    pub dump: Option<Dump>,
}

/// Checks `--game` (with computer players, if the run needs `bots`), `--option`s,
/// `--players` and `--dump` (the folder is made), in that order: the first thing wrong is
/// the one told.
pub fn batch(args: &BatchArgs, seats: usize, bots: bool) -> Result<Batch, String> {
    let (rules, tools) = game("--game", &args.game)?;
    if bots && !rules.has_bots() {
        return Err(format!("--game: {} has no computer players", rules.name()));
    }
    let options = options(rules, &args.options)?;
    players(rules, seats)?;
    let dump = args.dump.as_deref().map(Dump::into).transpose()?;
    Ok(Batch {
        rules,
        tools,
        options,
        dump,
    })
}

/// The names of a run's players: `p1`, `p2`, …
pub fn names(players: usize) -> Vec<String> {
    (1..=players).map(|i| format!("p{i}")).collect()
}

/// Where `--dump` writes each game: `game-N.json` (a script that replays to the same game)
/// and `game-N.result.json` (what `tucana replay` prints for it).
pub struct Dump {
    dir: PathBuf,
}

impl Dump {
    /// The folder, made if need be.
    pub fn into(dir: &Path) -> Result<Dump, String> {
        std::fs::create_dir_all(dir)
            .map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
        Ok(Dump {
            dir: dir.to_owned(),
        })
    }

    /// Writes game `i`.
    pub fn write(&self, i: u64, game: &dyn Play, names: &[String]) -> Result<(), String> {
        let base = self.dir.join(format!("game-{i}"));
        let written = game
            .written(names)
            .ok_or_else(|| format!("{} cannot be written as a script", game.rules().name()))?;
        std::fs::write(base.with_extension("json"), written.script)
            .and_then(|_| std::fs::write(base.with_extension("result.json"), written.result))
            .map_err(|e| format!("cannot write into {}: {e}", self.dir.display()))
    }

    pub fn dir(&self) -> &Path {
        &self.dir
    }
}

/// The value at fraction `p` (0 to 1) of sorted scores (0 for none).
pub fn percentile(sorted: &[u32], p: f64) -> u32 {
    sorted
        .get(((sorted.len() as f64 - 1.0) * p).round() as usize)
        .copied()
        .unwrap_or(0)
}

/// The distribution of scores: `min 12 p10 40 median 55 p90 70 max 94 mean 54.8`, the mean
/// first and to two places (`mean 54.83 min 12 …`) when it matters most (`ai`, whose bars
/// are round numbers that one place would round onto).
pub fn distribution(totals: &[u32], mean_first: bool) -> String {
    let mut sorted = totals.to_vec();
    sorted.sort_unstable();
    let pct = |p: f64| percentile(&sorted, p);
    let n = sorted.len().max(1) as f64;
    let mean = format!(
        "mean {:.*}",
        if mean_first { 2 } else { 1 },
        sorted.iter().map(|&t| u64::from(t)).sum::<u64>() as f64 / n
    );
    let spread = format!(
        "min {} p10 {} median {} p90 {} max {}",
        pct(0.0),
        pct(0.1),
        pct(0.5),
        pct(0.9),
        pct(1.0),
    );
    if mean_first {
        format!("{mean} {spread}")
    } else {
        format!("{spread} {mean}")
    }
}

/// A run's first line: `200 games of Combi-Nations for 1 player, countries chosen at set-up
/// (seed 1)`, without the options' part for a game whose options say nothing.
pub fn heading(games: u64, game: &str, players: u64, options: &str, seed: u64) -> String {
    let options = if options.trim().is_empty() {
        String::new()
    } else {
        format!(", {options}")
    };
    format!(
        "{} of {game} for {}{options} (seed {seed})",
        count(games, "game"),
        count(players, "player"),
    )
}

/// "1 player" / "3 players".
pub fn count(n: u64, what: &str) -> String {
    format!("{n} {what}{}", if n == 1 { "" } else { "s" })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_heading_leaves_out_options_that_say_nothing() {
        assert_eq!(
            heading(200, "Combi-Nations", 1, "countries chosen at set-up", 1),
            "200 games of Combi-Nations for 1 player, countries chosen at set-up (seed 1)"
        );
        assert_eq!(
            heading(2, "Islas Canarias", 3, "", 7),
            "2 games of Islas Canarias for 3 players (seed 7)"
        );
    }

    #[test]
    fn the_mean_is_to_two_places_where_it_comes_first() {
        assert!(distribution(&[90, 90, 91], true).starts_with("mean 90.33 min 90"));
        assert!(distribution(&[90, 90, 91], false).ends_with("max 91 mean 90.3"));
    }
}
