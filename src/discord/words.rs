//! The adapter's words: its own catalog (`src/discord/words/en.ftl`), and the catalog it
//! renders every message with (the core's, the hosted games' and its own).

use crate::app::Service;
use crate::words::{Catalog, CatalogError, Source};

/// The adapter's own catalogs, one file per language.
pub const SOURCES: &[Source] = &[Source {
    lang: "en",
    origin: "src/discord/words/en.ftl",
    ftl: include_str!("words/en.ftl"),
}];

/// The catalog of everything the adapter says about the games `service` hosts.
pub fn catalog(service: &Service) -> Result<Catalog, CatalogError> {
    crate::game::catalog(service.games(), SOURCES)
}
