//! Who reads what, in which language: Discord's locales mapped to the catalogs' languages
//! ([`crate::words::LANGUAGES`]). A private answer (an ephemeral reply, an autocomplete
//! list, a modal) is in the interaction's `locale` ([`reader`]); a game's public posts in
//! the game's language (stored with it); a server's league and daily posts in the server's
//! (its `preferred_locale` as interactions show it, stored by the service); a direct
//! message in its user's (`/game settings language:`, else their last interaction's).

use super::Context;

/// The catalogs' language a Discord locale reads: the same tag when the catalogs have it,
/// `es-419` (Latin American Spanish) as `es-ES`, `en-US` and `en-GB` as `en`, and anything
/// else English.
pub fn of_locale(locale: &str) -> &'static str {
    match locale {
        "es-419" => "es-ES",
        locale => crate::words::language(locale).unwrap_or("en"),
    }
}

/// The language of the user who runs a command: their client's locale.
pub fn reader(ctx: Context<'_>) -> &'static str {
    ctx.locale().map_or("en", of_locale)
}

/// The locale of the server a command comes from (its `preferred_locale`, which
/// interactions carry as `guild_locale`); `None` in a direct message.
pub fn server_locale(ctx: Context<'_>) -> Option<&str> {
    match ctx {
        poise::Context::Application(app) => app.interaction.guild_locale.as_deref(),
        poise::Context::Prefix(_) => None,
    }
}

/// The language of the server a command comes from ([`server_locale`]); `None` in a direct
/// message.
pub fn server(ctx: Context<'_>) -> Option<&'static str> {
    server_locale(ctx).map(of_locale)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_discord_locale_reads_one_of_the_seven_languages() {
        for (locale, lang) in [
            ("de", "de"),
            ("fr", "fr"),
            ("it", "it"),
            ("nl", "nl"),
            ("pt-BR", "pt-BR"),
            ("es-ES", "es-ES"),
            ("es-419", "es-ES"),
            ("en-US", "en"),
            ("en-GB", "en"),
            ("ja", "en"),
            ("pt", "en"),
            ("", "en"),
        ] {
            assert_eq!(of_locale(locale), lang, "{locale}");
        }
    }

    #[test]
    fn every_language_is_its_own_locale() {
        for lang in crate::words::LANGUAGES {
            assert_eq!(of_locale(lang), *lang);
        }
    }
}
