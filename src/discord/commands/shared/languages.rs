//! The `language` option of `/game new`, `/game solo` and `/game settings`, and a new
//! game's language.

use crate::discord::{language, Context};

/// A language of the bot's, as the `language` options offer it: each named in its own
/// words (the choices' names are the catalog's keys, `cmd-game-settings.language-de`), its
/// value the catalogs' tag.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum Language {
    #[name = "de"]
    De,
    #[name = "es-ES"]
    EsEs,
    #[name = "fr"]
    Fr,
    #[name = "it"]
    It,
    #[name = "nl"]
    Nl,
    #[name = "pt-BR"]
    PtBr,
    #[name = "en"]
    En,
}

impl Language {
    /// Its tag among [`crate::words::LANGUAGES`].
    pub fn tag(self) -> &'static str {
        match self {
            Language::De => "de",
            Language::EsEs => "es-ES",
            Language::Fr => "fr",
            Language::It => "it",
            Language::Nl => "nl",
            Language::PtBr => "pt-BR",
            Language::En => "en",
        }
    }
}

/// The language of a game opened by a command: the one `chosen`, else the server's (its
/// `preferred_locale`, English when not one of the bot's), else (in a direct message) the
/// user's.
pub fn of_new_game(ctx: Context<'_>, chosen: Option<Language>) -> &'static str {
    match (chosen, language::server(ctx)) {
        (Some(chosen), _) => chosen.tag(),
        (None, Some(server)) => server,
        (None, None) => ctx
            .data()
            .service
            .user_settings(ctx.author().id.into())
            .reads(),
    }
}
