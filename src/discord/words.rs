//! The adapter's words: its own catalog (`src/discord/words/en.ftl`), and the catalog it
//! renders every message with (the core's, the hosted games' and its own).
//!
//! The slash commands are described from the catalog too: [`describe`] gives each command,
//! option and choice its words when the commands are built for registration
//! (`commands::all`), English as the description and every other language of the catalog
//! as Discord's localizations, so that a language is added by adding its file.

use std::borrow::Cow;

use crate::app::Service;
use crate::game::{Date, Rules};
use crate::words::{Catalog, CatalogError, Msg, Source};

/// The language of the commands' descriptions; the others are localizations.
const FALLBACK: &str = "en";

/// The adapter's own catalogs, one file per language.
pub const SOURCES: &[Source] = crate::words::catalog_files!("words", "src/discord/words");

/// The catalog of everything the adapter says about the games `service` hosts.
pub fn catalog(service: &Service) -> Result<Catalog, CatalogError> {
    crate::game::catalog(service.games(), SOURCES)
}

/// The catalog of the adapter's own words: its own files and the core's (no game's). The
/// commands are described from it.
pub fn commands_catalog() -> Result<Catalog, CatalogError> {
    let mut sources = crate::words::CORE.to_vec();
    sources.extend_from_slice(SOURCES);
    Catalog::new(&sources)
}

/// `msg`, one of the adapter's own (or the core's), in English: for the helpers that word
/// a part of a message with no [`crate::discord::BotData`] at hand (a game's summary, a
/// cut message's last line). A broken catalog (which the tests see first) leaves the key.
pub fn say(msg: &Msg) -> String {
    static OWN: std::sync::LazyLock<Option<Catalog>> =
        std::sync::LazyLock::new(|| commands_catalog().ok());
    match OWN.as_ref() {
        Some(words) => words.render(msg, &[]),
        None => format!("[{}]", msg.key),
    }
}

type Command = poise::Command<crate::discord::BotData, crate::discord::Error>;

/// A description in the catalog's other languages: (language, text), as poise takes them.
type Localized = Vec<(Cow<'static, str>, Cow<'static, str>)>;

/// The key of a command's description: `cmd-` and its qualified name, its words joined by
/// `-` (`cmd-game-new`); an option's is the attribute of its name (`cmd-game-new.turn_hours`),
/// a choice's that of the option's name and the choice's (`cmd-game-new.bot_level-easy`).
pub fn command_key(qualified_name: &str) -> String {
    format!("cmd-{}", qualified_name.replace(' ', "-"))
}

/// The key of a command's name in other languages: `slash-` and its qualified name
/// (`slash-game-new`); an option's is the attribute of its name (`slash-game-new.turn_hours`).
pub fn name_key(qualified_name: &str) -> String {
    format!("slash-{}", qualified_name.replace(' ', "-"))
}

/// `msg` in every language of `words` that translates it, English aside: Discord's
/// localizations (a language without it is left out, and Discord shows English). Spain's
/// Spanish serves Latin America's too (`es-419`), which Discord tells apart.
fn localized(words: &Catalog, msg: &Msg) -> Localized {
    let mut localized = Localized::new();
    // Discord's locales: the seven languages, never the tests' pseudo-language.
    for &lang in crate::words::LANGUAGES {
        if lang == FALLBACK || !words.has_own(lang, &msg.key) {
            continue;
        }
        let text: Cow<'static, str> = words.render_in(lang, msg, &[]).into();
        if lang == "es-ES" {
            localized.push(("es-419".into(), text.clone()));
        }
        localized.push((lang.to_owned().into(), text));
    }
    localized
}

/// What every description may name: `$first_game`, the first game the bot hosts (a
/// default), and `$first_daily`, the first with a daily challenge.
fn description_args(msg: Msg, games: &[&'static dyn Rules]) -> Msg {
    let first = games.first().map_or("", |r| r.name());
    let daily = games
        .iter()
        .find(|r| r.daily(Date::from_days(0), 0).is_some())
        .map_or("", |r| r.name());
    msg.with("first_game", first).with("first_daily", daily)
}

/// Gives `commands` (and their subcommands, options and choices) their descriptions from
/// `words`: English as the description, the catalog's other languages as localizations.
/// Returns the problems met (a missing description), which the tests refuse.
pub fn describe(
    commands: &mut [Command],
    words: &Catalog,
    games: &[&'static dyn Rules],
) -> Vec<String> {
    let mut problems = Vec::new();
    for command in commands {
        describe_one(command, "", words, games, &mut problems);
    }
    problems
}

/// Describes `command`, a subcommand of the command named `parent` (its qualified name;
/// empty at the top: poise gives the qualified names only once the framework is built).
fn describe_one(
    command: &mut Command,
    parent: &str,
    words: &Catalog,
    games: &[&'static dyn Rules],
    problems: &mut Vec<String>,
) {
    let qualified = match parent {
        "" => command.name.to_string(),
        parent => format!("{parent} {}", command.name),
    };
    let key = command_key(&qualified);
    let mut say = |key: String| -> (Cow<'static, str>, Localized) {
        let msg = description_args(Msg::new(key), games);
        let english = words.check(FALLBACK, &msg, &[]).unwrap_or_else(|p| {
            problems.extend(p);
            words.render(&msg, &[])
        });
        (english.into(), localized(words, &msg))
    };
    let (description, localized_description) = say(key.clone());
    command.description = Some(description);
    command.description_localizations = localized_description.into();
    let name_key = name_key(&qualified);
    command.name_localizations = localized(words, &Msg::new(name_key.clone())).into();
    for parameter in &mut command.parameters {
        let (description, localized_description) = say(format!("{key}.{}", parameter.name));
        parameter.description = Some(description);
        parameter.description_localizations = localized_description.into();
        parameter.name_localizations =
            localized(words, &Msg::new(format!("{name_key}.{}", parameter.name))).into();
        let option = parameter.name.clone();
        for choice in parameter.choices.to_mut() {
            let (name, localized_name) = say(format!("{key}.{option}-{}", choice.name));
            choice.name = name;
            choice.localizations = localized_name.into();
        }
    }
    for sub in &mut command.subcommands {
        describe_one(sub, &qualified, words, games, problems);
    }
}
