//! The command line's words: its own catalog (`src/cli/words/en.ftl` and its translations),
//! and the catalog it renders every message with (the core's, every game's and its own), in
//! the language `--lang` asks for.

use crate::app::told::LogLine;
use crate::words::{Catalog, Msg, Source};

/// The command line's own catalogs, one file per language.
pub const SOURCES: &[Source] = crate::words::catalog_files!("words", "src/cli/words");

/// The language a tool speaks, `--lang`: its words, its public log and its pictures' labels.
#[derive(Clone, Debug, clap::Args)]
pub struct LangArg {
    /// The language of the words and the pictures: en, de, es-ES (or es-419), fr, it, nl or
    /// pt-BR.
    #[arg(long = "lang", value_name = "LANG", default_value = "en", value_parser = language)]
    pub lang: &'static str,
}

/// `--lang`'s tag, read: one of [`crate::words::LANGUAGES`] (Latin America's Spanish as
/// Spain's), else the languages there are.
fn language(tag: &str) -> Result<&'static str, String> {
    crate::words::language(tag.trim()).ok_or_else(|| {
        let languages = crate::words::list(crate::words::LANGUAGES.iter().copied());
        let unknown = crate::words::msg!("cli-no-language", tag = tag.trim(), languages);
        match catalog(crate::words::FALLBACK) {
            Ok(words) => words.render(&unknown, &[]),
            Err(e) => e,
        }
    })
}

/// Everything the command line says, in one language.
pub struct Words {
    catalog: Catalog,
    lang: &'static str,
}

impl Words {
    /// `msg` in the tool's language, the seats named by `names`.
    pub fn render(&self, msg: &Msg, names: &[String]) -> String {
        self.catalog.render_in(self.lang, msg, names)
    }

    /// A line of a game's public log in the tool's language, its players as named.
    pub fn line(&self, line: &LogLine) -> String {
        line.said_in(&self.catalog, self.lang, str::to_owned)
    }

    /// The tool's language: a tag of [`crate::words::LANGUAGES`].
    pub fn lang(&self) -> &'static str {
        self.lang
    }
}

/// The words of everything the command line says about the registry's games, in `lang`; an
/// error (a broken file, which the tests never let ship) is one line.
pub fn catalog(lang: &'static str) -> Result<Words, String> {
    let catalog = crate::game::catalog(crate::games::all(), SOURCES).map_err(|e| e.to_string())?;
    Ok(Words { catalog, lang })
}

/// A game's words as a terminal shows them: Discord's bold marks left out.
pub fn plain(text: &str) -> String {
    text.replace("**", "")
}
