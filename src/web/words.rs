//! The web pages' words: their own catalog (`src/web/words/<lang>.ftl`), and the catalog
//! every page renders with (the core's, the hosted games' and their own).

use crate::app::Service;
use crate::words::{Catalog, CatalogError, Source};

/// The pages' own catalogs, one file per language.
pub const SOURCES: &[Source] = crate::words::catalog_files!("words", "src/web/words");

/// The catalog of everything the pages say about the games `service` hosts.
pub fn catalog(service: &Service) -> Result<Catalog, CatalogError> {
    crate::game::catalog(service.games(), SOURCES)
}
