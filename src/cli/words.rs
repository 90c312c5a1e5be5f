//! The command line's words: its own catalog (`src/cli/words/en.ftl`), and the catalog it
//! renders every message with (the core's, every game's and its own).

use crate::words::{Catalog, Source};

/// The command line's own catalogs, one file per language.
pub const SOURCES: &[Source] = crate::words::catalog_files!("words", "src/cli/words");

/// The catalog of everything the command line says about the registry's games; an error
/// (a broken file, which the tests never let ship) is one line.
pub fn catalog() -> Result<Catalog, String> {
    crate::game::catalog(crate::games::all(), SOURCES).map_err(|e| e.to_string())
}

/// A game's words as a terminal shows them: Discord's bold marks left out.
pub fn plain(text: &str) -> String {
    text.replace("**", "")
}
