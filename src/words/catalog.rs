//! The catalog: the Fluent files of the core, the games and a surface, read once into one
//! bundle per language, and messages rendered from it.

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use unic_langid::LanguageIdentifier;

use super::{Arg, Msg};

/// The language every catalog has in full, and the one a missing translation falls back to.
pub const FALLBACK: &str = "en";

/// One Fluent file: its language, where it lives (for errors) and its text (the file,
/// included in the binary with `include_str!`).
#[derive(Clone, Copy, Debug)]
pub struct Source {
    /// The language's tag (`en`, `pt-BR`).
    pub lang: &'static str,
    /// The file, from the crate's root, for errors (`src/games/la_isla/words/en.ftl`).
    pub origin: &'static str,
    /// The file's text.
    pub ftl: &'static str,
}

/// What is wrong with a catalog's files: found when the catalog is built, which every
/// surface does at start and the tests do too, so that a broken file never ships.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum CatalogError {
    #[error("{origin}: not a language tag: {lang}")]
    Language {
        origin: &'static str,
        lang: &'static str,
    },
    #[error("{origin}: not valid Fluent: {problems}")]
    Syntax {
        origin: &'static str,
        problems: String,
    },
    #[error("{origin}: a key given twice: {problems}")]
    Twice {
        origin: &'static str,
        problems: String,
    },
    #[error("no catalog in {FALLBACK}, the language every catalog falls back to")]
    NoFallback,
}

/// Every message of the bot, in every language it speaks: built once from [`Source`]s.
pub struct Catalog {
    /// One bundle per language, the fallback first.
    bundles: Vec<(String, FluentBundle<FluentResource>)>,
}

impl std::fmt::Debug for Catalog {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list()
            .entries(self.bundles.iter().map(|(lang, _)| lang))
            .finish()
    }
}

impl Catalog {
    /// The catalog of these files. Every file must parse, no key may be given twice in a
    /// language, and English must be among them. A file listed twice (two kinds of one
    /// game sharing their words) is read once.
    pub fn new(sources: &[Source]) -> Result<Catalog, CatalogError> {
        // A build of the tests speaks the pseudo-language too (`words::SPOKEN`).
        Catalog::build(sources, cfg!(feature = "pseudo-language"))
    }

    /// The catalog of these files and the tests' pseudo-language ([`PSEUDO`]): English with
    /// every letter accented and every message wrapped in `[!! … !!]`, so that a test sees at
    /// a glance which text came from a catalog and which did not. Never shown to Discord
    /// (it is no locale of Discord's): only the tests ask for it. In a build with the tests'
    /// feature `pseudo-language`, [`Catalog::new`] gives it too.
    pub fn with_pseudo(sources: &[Source]) -> Result<Catalog, CatalogError> {
        Catalog::build(sources, true)
    }

    fn build(sources: &[Source], pseudo: bool) -> Result<Catalog, CatalogError> {
        let mut bundles: Vec<(String, FluentBundle<FluentResource>)> = Vec::new();
        let mut read: Vec<(&str, &str)> = Vec::new();
        for source in sources {
            if read.contains(&(source.lang, source.origin)) {
                continue;
            }
            read.push((source.lang, source.origin));
            let id: LanguageIdentifier =
                source.lang.parse().map_err(|_| CatalogError::Language {
                    origin: source.origin,
                    lang: source.lang,
                })?;
            let resource =
                FluentResource::try_new(source.ftl.to_owned()).map_err(|(_, errors)| {
                    CatalogError::Syntax {
                        origin: source.origin,
                        problems: listed(&errors),
                    }
                })?;
            let at = match bundles.iter().position(|(lang, _)| *lang == source.lang) {
                Some(at) => at,
                None => {
                    let mut bundle = FluentBundle::new_concurrent(vec![id]);
                    // Discord and terminals show Unicode's isolation marks as they are.
                    bundle.set_use_isolating(false);
                    bundles.push((source.lang.to_owned(), bundle));
                    bundles.len() - 1
                }
            };
            bundles[at]
                .1
                .add_resource(resource)
                .map_err(|errors| CatalogError::Twice {
                    origin: source.origin,
                    problems: listed(&errors),
                })?;
        }
        let fallback = bundles
            .iter()
            .position(|(lang, _)| lang == FALLBACK)
            .ok_or(CatalogError::NoFallback)?;
        bundles.swap(0, fallback);
        if pseudo {
            bundles.push((PSEUDO.to_owned(), pseudo_bundle(sources)?));
        }
        Ok(Catalog { bundles })
    }

    /// The languages the catalog has, the fallback first.
    pub fn languages(&self) -> impl Iterator<Item = &str> {
        self.bundles.iter().map(|(lang, _)| lang.as_str())
    }

    /// Whether `lang` (or, failing it, English) has the message `key`
    /// (`key.attribute` for an attribute).
    pub fn has(&self, lang: &str, key: &str) -> bool {
        let (id, attribute) = split(key);
        [self.bundle(lang), &self.bundles[0].1]
            .into_iter()
            .any(|bundle| match (bundle.get_message(id), attribute) {
                (Some(m), None) => m.value().is_some(),
                (Some(m), Some(a)) => m.get_attribute(a).is_some(),
                (None, _) => false,
            })
    }

    /// Whether `lang` itself has the message `key` (`key.attribute`), not counting English:
    /// what a translation has done.
    pub fn has_own(&self, lang: &str, key: &str) -> bool {
        let (id, attribute) = split(key);
        self.bundles
            .iter()
            .find(|(l, _)| l == lang)
            .and_then(|(_, bundle)| bundle.get_message(id))
            .is_some_and(|m| match attribute {
                Some(a) => m.get_attribute(a).is_some(),
                None => m.value().is_some(),
            })
    }

    /// `msg` in English, with seats named by `names` (seat order).
    pub fn render(&self, msg: &Msg, names: &[String]) -> String {
        self.render_in(FALLBACK, msg, names)
    }

    /// `msg` in `lang` (English where the language lacks it), with seats named by `names`.
    /// A problem (a key no catalog has, an argument missing) leaves a visible mark in the
    /// text rather than failing the reply; [`Catalog::check`] is the tests' strict reading.
    pub fn render_in(&self, lang: &str, msg: &Msg, names: &[String]) -> String {
        let mut problems = Vec::new();
        let text = self.whole(lang, msg, names, &mut problems);
        if !problems.is_empty() {
            tracing::warn!(key = %msg.key, ?problems, "a message rendered with problems");
        }
        text
    }

    /// `msg` in `lang`, or every problem met on the way (a missing key, a missing argument, a
    /// nested message's problems): what the tests ask of every message.
    pub fn check(&self, lang: &str, msg: &Msg, names: &[String]) -> Result<String, Vec<String>> {
        let mut problems = Vec::new();
        let text = self.whole(lang, msg, names, &mut problems);
        if problems.is_empty() {
            Ok(text)
        } else {
            Err(problems)
        }
    }

    /// A whole message (not one nested in another): in the pseudo-language, wrapped.
    fn whole(&self, lang: &str, msg: &Msg, names: &[String], problems: &mut Vec<String>) -> String {
        let text = self.format(lang, msg, names, problems);
        if lang == PSEUDO {
            format!("[!! {text} !!]")
        } else {
            text
        }
    }

    fn bundle(&self, lang: &str) -> &FluentBundle<FluentResource> {
        self.bundles
            .iter()
            .find(|(l, _)| l == lang)
            .map_or(&self.bundles[0].1, |(_, b)| b)
    }

    fn format(
        &self,
        lang: &str,
        msg: &Msg,
        names: &[String],
        problems: &mut Vec<String>,
    ) -> String {
        let mut args = FluentArgs::new();
        for (name, value) in &msg.args {
            args.set(name.to_string(), self.value(lang, value, names, problems));
        }
        let (id, attribute) = split(&msg.key);
        for bundle in [self.bundle(lang), &self.bundles[0].1] {
            let Some(message) = bundle.get_message(id) else {
                continue;
            };
            let pattern = match attribute {
                Some(a) => message.get_attribute(a).map(|a| a.value()),
                None => message.value(),
            };
            let Some(pattern) = pattern else {
                continue;
            };
            let mut errors = Vec::new();
            let text = bundle.format_pattern(pattern, Some(&args), &mut errors);
            problems.extend(errors.iter().map(|e| format!("{}: {e}", msg.key)));
            return text.into_owned();
        }
        problems.push(super::for_log(format!(
            "no message {} in any catalog",
            msg.key
        )));
        format!("[{}]", msg.key)
    }

    fn value(
        &self,
        lang: &str,
        arg: &Arg,
        names: &[String],
        problems: &mut Vec<String>,
    ) -> FluentValue<'static> {
        match arg {
            Arg::Num(n) => FluentValue::from(*n),
            Arg::Text(text) => FluentValue::from(text.clone()),
            Arg::Seat(seat) => FluentValue::from(self.seat_name(lang, *seat, names, problems)),
            Arg::Msg(inner) => FluentValue::from(self.format(lang, inner, names, problems)),
            Arg::List(items) => {
                let parts: Vec<String> = items
                    .iter()
                    .map(|item| match self.value(lang, item, names, problems) {
                        FluentValue::String(s) => s.into_owned(),
                        FluentValue::Number(n) => n.as_string().into_owned(),
                        _ => String::new(),
                    })
                    .collect();
                let separator = self.format(lang, &Msg::new("list-separator"), names, problems);
                FluentValue::from(parts.join(&separator))
            }
        }
    }

    /// A seat's player's name, or "player 2" where the names are not known.
    fn seat_name(
        &self,
        lang: &str,
        seat: usize,
        names: &[String],
        problems: &mut Vec<String>,
    ) -> String {
        match names.get(seat) {
            Some(name) => name.clone(),
            None => self.format(
                lang,
                &Msg::new("player-n").with("n", seat + 1),
                names,
                problems,
            ),
        }
    }
}

/// The tests' pseudo-language: a private-use tag, never one of Discord's locales.
pub const PSEUDO: &str = "qps-ploc";

/// English's files again, in one bundle whose text is accented ([`accented`]).
fn pseudo_bundle(sources: &[Source]) -> Result<FluentBundle<FluentResource>, CatalogError> {
    let id: LanguageIdentifier = PSEUDO.parse().map_err(|_| CatalogError::Language {
        origin: "the pseudo-language",
        lang: PSEUDO,
    })?;
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    bundle.set_use_isolating(false);
    bundle.set_transform(Some(accented));
    let mut read: Vec<&str> = Vec::new();
    for source in sources.iter().filter(|s| s.lang == FALLBACK) {
        if read.contains(&source.origin) {
            continue;
        }
        read.push(source.origin);
        // English parsed and added once already: neither fails now.
        if let Ok(resource) = FluentResource::try_new(source.ftl.to_owned()) {
            let _ = bundle.add_resource(resource);
        }
    }
    Ok(bundle)
}

/// Every ASCII letter of a catalog's text (not its arguments) accented: `Trail` → `Ŧřäïľ`.
fn accented(text: &str) -> std::borrow::Cow<'_, str> {
    const FROM: &str = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
    const TO: &str = "äƀçđëƒğħïĵķľɱñöþǫřšŧüṽŵẋÿžÄƁÇĐËƑĞĦÏĴĶĽṀÑÖÞǪŘŠŦÜṼŴẊŸŽ";
    text.chars()
        .map(|c| match FROM.find(c) {
            Some(at) => TO.chars().nth(at).unwrap_or(c),
            None => c,
        })
        .collect::<String>()
        .into()
}

/// Fluent's errors on one line, for a [`CatalogError`].
fn listed(errors: &[impl std::fmt::Display]) -> String {
    errors
        .iter()
        .map(|e| e.to_string())
        .collect::<Vec<_>>()
        .join("; ")
}

/// `key.attribute` split at its dot.
fn split(key: &str) -> (&str, Option<&str>) {
    match key.split_once('.') {
        Some((id, attribute)) => (id, Some(attribute)),
        None => (key, None),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::words::{msg, seat, CORE_EN};

    const GAME: Source = Source {
        lang: "en",
        origin: "test",
        ftl: "g-tiles = { $n ->\n    [one] one tile\n   *[other] { $n } tiles\n}\n\
              g-took = { $who } took { $what }.\n\
              g-card = Card\n    .short = C\n",
    };

    fn catalog() -> Catalog {
        Catalog::new(&[CORE_EN, GAME]).unwrap()
    }

    #[test]
    fn the_pseudo_language_accents_the_words_not_the_arguments_and_wraps_the_message() {
        let c = Catalog::with_pseudo(&[CORE_EN, GAME]).unwrap();
        let m = msg!("g-took", who = "Ana", what = msg!("g-tiles", n = 2));
        assert_eq!(c.render_in(PSEUDO, &m, &[]), "[!! Ana ŧööķ 2 ŧïľëš. !!]");
        assert_eq!(c.render(&m, &[]), "Ana took 2 tiles.");
        // Every catalog has it in a build of the tests, none in the bot's.
        let pseudo = catalog().languages().any(|l| l == PSEUDO);
        assert_eq!(pseudo, cfg!(feature = "pseudo-language"));
    }

    #[test]
    fn numbers_choose_the_plural_and_seats_are_named() {
        let c = catalog();
        assert_eq!(c.render(&msg!("g-tiles", n = 1), &[]), "one tile");
        assert_eq!(c.render(&msg!("g-tiles", n = 4), &[]), "4 tiles");
        let m = msg!("g-took", who = seat(1), what = msg!("g-tiles", n = 2));
        assert_eq!(
            c.render(&m, &["Ana".into(), "Ben".into()]),
            "Ben took 2 tiles."
        );
        assert_eq!(c.render(&m, &[]), "player 2 took 2 tiles.");
        assert_eq!(c.render(&msg!("g-card.short"), &[]), "C");
    }

    #[test]
    fn lists_are_joined_and_problems_are_found() {
        let c = catalog();
        let m = msg!(
            "g-took",
            who = "Ana",
            what = vec![msg!("g-card"), msg!("g-tiles", n = 2)]
        );
        assert_eq!(c.check("en", &m, &[]).unwrap(), "Ana took Card, 2 tiles.");
        assert!(c.check("en", &msg!("g-nothing"), &[]).is_err());
        assert!(c.check("en", &msg!("g-took", who = "Ana"), &[]).is_err());
        assert_eq!(c.render_in("xx", &msg!("g-card"), &[]), "Card");
        assert!(c.has("de", "g-card.short") && !c.has("en", "g-card.long"));
    }

    #[test]
    fn a_broken_or_doubled_file_is_refused() {
        let broken = Source {
            lang: "en",
            origin: "broken",
            ftl: "= nothing\n",
        };
        assert!(matches!(
            Catalog::new(&[broken]),
            Err(CatalogError::Syntax { .. })
        ));
        let again = Source {
            origin: "again",
            ..GAME
        };
        assert!(matches!(
            Catalog::new(&[GAME, again]),
            Err(CatalogError::Twice { .. })
        ));
        assert!(
            Catalog::new(&[GAME, GAME]).is_ok(),
            "the same file, read once"
        );
        let german = Source { lang: "de", ..GAME };
        assert_eq!(
            Catalog::new(&[german]).unwrap_err(),
            CatalogError::NoFallback
        );
    }
}
