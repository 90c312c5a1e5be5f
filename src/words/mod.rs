//! Words: what the bot tells a person is a message ([`Msg`]: a key and typed arguments),
//! never a sentence written in code. Each surface (Discord, the terminal, later the web
//! pages) renders messages in its reader's language through one [`Catalog`] of Fluent
//! files: the core's (`src/words/en.ftl`), each game's (`src/games/<game>/words/en.ftl`)
//! and each surface's own.
//!
//! A game's keys start with its id and a hyphen (`combi-…`), so that the catalogs of all
//! games live in one bundle per language without two games' keys meeting; the core's keys
//! have no such prefix. The arguments are typed, not preformatted: a number selects a
//! plural form, a seat becomes its player's name, a nested message (a card's name) is
//! rendered in the same language.
//!
//! This module knows nothing else of ours: the games, the service and the surfaces all
//! build on it.

mod catalog;

use std::borrow::Cow;

pub use catalog::{Catalog, CatalogError, Source, FALLBACK, PSEUDO};

/// A player's place at the table, counted from 0 (the same as [`crate::game::Seat`]; written
/// here again so that this module stays below the game interface).
type Seat = usize;

/// Something to tell a person: a catalog's key and its arguments, rendered by a surface in
/// its reader's language ([`Catalog::render`]).
#[derive(Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(from = "Stored")]
pub struct Msg {
    /// The Fluent message's id (`combi-not-an-option`).
    pub key: Cow<'static, str>,
    /// The arguments by name (`$word`), in the order given.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub args: Vec<(Cow<'static, str>, Arg)>,
}

/// A message as stored (in an outbox's event, a kept record): itself, or plain text, as
/// rows written before the words moved into catalogs hold it, read back as written
/// ([`Msg::written`]).
#[derive(serde::Deserialize)]
#[serde(untagged)]
enum Stored {
    Text(String),
    Msg {
        key: Cow<'static, str>,
        #[serde(default)]
        args: Vec<(Cow<'static, str>, Arg)>,
    },
}

impl From<Stored> for Msg {
    fn from(stored: Stored) -> Msg {
        match stored {
            Stored::Text(text) => Msg::written(text),
            Stored::Msg { key, args } => Msg { key, args },
        }
    }
}

/// One argument of a message.
#[derive(Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Arg {
    /// A number: shown in the reader's digits, and choosing the plural form.
    Num(i64),
    /// Data shown as it is, in every language: a player's name, a board's label (`E3`),
    /// what the player typed, a move in the game's notation.
    Text(String),
    /// A player, by seat: their name where the surface knows the names, else "player 2".
    Seat(Seat),
    /// A message of its own (a card's or an area's name), rendered first, in the same
    /// language.
    Msg(Msg),
    /// Several arguments, joined as the reader's language lists them ("a, b, c").
    List(Vec<Arg>),
}

impl Msg {
    /// A message without arguments.
    pub fn new(key: impl Into<Cow<'static, str>>) -> Msg {
        Msg {
            key: key.into(),
            args: Vec::new(),
        }
    }

    /// This message with one more argument.
    pub fn with(mut self, name: impl Into<Cow<'static, str>>, value: impl Into<Arg>) -> Msg {
        self.args.push((name.into(), value.into()));
        self
    }

    /// Text shown as it is, in every language (the core's `as-written`): what a person wrote
    /// (a league's name), or the text of a row stored before the words moved into the
    /// catalogs. Never for words of the bot's own, which belong in a catalog.
    pub fn written(text: impl Into<String>) -> Msg {
        Msg::new(AS_WRITTEN).with("text", Arg::Text(text.into()))
    }

    /// This message with each seat among its arguments (nested ones too) replaced by its
    /// player's name in `names` (seat order), for a message kept beyond the game's table
    /// (an outbox's event), where the seats' names are no longer at hand. A seat without a
    /// name stays a seat.
    pub fn naming(mut self, names: &[String]) -> Msg {
        fn name(arg: &mut Arg, names: &[String]) {
            match arg {
                Arg::Seat(seat) => {
                    if let Some(n) = names.get(*seat) {
                        *arg = Arg::Text(n.clone());
                    }
                }
                Arg::Msg(msg) => msg.args.iter_mut().for_each(|(_, a)| name(a, names)),
                Arg::List(items) => items.iter_mut().for_each(|a| name(a, names)),
                Arg::Num(_) | Arg::Text(_) => {}
            }
        }
        self.args.iter_mut().for_each(|(_, a)| name(a, names));
        self
    }

    /// The argument named `name`, if given.
    pub fn arg(&self, name: &str) -> Option<&Arg> {
        self.args
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, value)| value)
    }
}

/// The core's key of text shown as it is ([`Msg::written`]).
pub const AS_WRITTEN: &str = "as-written";

/// A seat as an argument ([`Arg::Seat`]): rendered as its player's name.
pub fn seat(seat: Seat) -> Arg {
    Arg::Seat(seat)
}

/// Messages as one argument ([`Arg::List`]), joined as the reader's language lists them.
pub fn list<T: Into<Arg>>(items: impl IntoIterator<Item = T>) -> Arg {
    Arg::List(items.into_iter().map(Into::into).collect())
}

macro_rules! numbers {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                // Counts and scores of board games: never near i64's bounds.
                Arg::Num(i64::try_from(n).unwrap_or(i64::MAX))
            }
        }
    )*};
}
numbers!(i8, i16, i32, i64, u8, u16, u32, u64, usize, isize);

impl From<&str> for Arg {
    fn from(text: &str) -> Arg {
        Arg::Text(text.to_owned())
    }
}

impl From<String> for Arg {
    fn from(text: String) -> Arg {
        Arg::Text(text)
    }
}

impl From<&String> for Arg {
    fn from(text: &String) -> Arg {
        Arg::Text(text.clone())
    }
}

impl From<char> for Arg {
    fn from(c: char) -> Arg {
        Arg::Text(c.to_string())
    }
}

impl From<Msg> for Arg {
    fn from(msg: Msg) -> Arg {
        Arg::Msg(msg)
    }
}

impl From<Vec<Msg>> for Arg {
    fn from(msgs: Vec<Msg>) -> Arg {
        list(msgs)
    }
}

/// A message: `msg!("combi-not-an-option", word = first)` is
/// `Msg::new("combi-not-an-option").with("word", first)`; an argument's value is anything
/// that converts into an [`Arg`] (a number, text, a message, [`seat`]), and an argument
/// named as a variable may be written alone (`msg!("help-game", name)`).
#[macro_export]
macro_rules! msg {
    (@value $name:ident) => {
        $name
    };
    (@value $name:ident, $value:expr) => {
        $value
    };
    ($key:expr $(,)?) => {
        $crate::words::Msg::new($key)
    };
    ($key:expr, $($name:ident $(= $value:expr)?),+ $(,)?) => {
        $crate::words::Msg::new($key)$(.with(stringify!($name), $crate::msg!(@value $name $(, $value)?)))+
    };
}

pub use crate::msg;

/// `msg` in English from the core's catalog alone: for a message of the core's shown as
/// text where no surface renders it (an error's `Display`, in a log or a test). A surface
/// renders the reader's language from its own catalog instead. A message the core does not
/// have (a game's own) reads as its key in brackets, `[combi-not-adjacent]`: enough for a
/// log, and no warning, as it is no fault.
pub fn english(msg: &Msg) -> String {
    static CORE: std::sync::LazyLock<Option<Catalog>> =
        std::sync::LazyLock::new(|| Catalog::new(&[CORE_EN]).ok());
    // The core's file is part of the binary, and the tests read it: only a broken build
    // lacks it, and the key still says which message it was.
    CORE.as_ref()
        .and_then(|core| core.check("en", msg, &[]).ok())
        .unwrap_or_else(|| format!("[{}]", msg.key))
}

/// What went wrong inside the bot (a task that failed, a replay that broke, a delivery given
/// up), worded for the operator's log and never shown to a person: a player meets a catalog's
/// message about it instead (`app-game-broken`, `app-not-saved`, `app-replay-not-now`). It
/// returns `text` as it is; it marks the words as the operator's, so that the count of
/// English in code (`tests/games/english.rs`) leaves them out. Words a person could read are
/// a [`Msg`], never this.
pub fn for_log(text: impl Into<String>) -> String {
    text.into()
}

/// The languages the bot speaks, English (the fallback) first: Discord's locale tags. A
/// catalog's folder has one file per language (`en.ftl`, `de.ftl`, `pt-BR.ftl`…); a key a
/// language lacks reads in English, and the tests refuse a language that lacks one.
pub const LANGUAGES: &[&str] = &["en", "de", "es-ES", "fr", "it", "nl", "pt-BR"];

/// The language of [`SPOKEN`] (the seven of [`LANGUAGES`], and the tests' pseudo-language in a
/// build of the tests) that serves `tag` (a stored tag, or Discord's locale): the
/// same tag where the catalogs have it, Latin America's Spanish (`es-419`) as Spain's
/// (`es-ES`); `None` where none does (a surface reads English then).
pub fn language(tag: &str) -> Option<&'static str> {
    let tag = if tag == "es-419" { "es-ES" } else { tag };
    SPOKEN.iter().copied().find(|l| *l == tag)
}

/// The languages a surface may read and draw in: [`LANGUAGES`], and in a build with the
/// tests' feature `pseudo-language` the pseudo-language ([`PSEUDO`]) last, so that a game,
/// a reader or a server of the tests may speak it ([`language`] reads its tag, every
/// [`Catalog::new`] has it). Discord's localizations and the language choices stay
/// [`LANGUAGES`]: the bot never offers the pseudo-language, and Discord never sends its tag.
#[cfg(not(feature = "pseudo-language"))]
pub const SPOKEN: &[&str] = LANGUAGES;
/// [`SPOKEN`] in a build of the tests: [`LANGUAGES`] and [`PSEUDO`].
#[cfg(feature = "pseudo-language")]
pub const SPOKEN: &[&str] = &["en", "de", "es-ES", "fr", "it", "nl", "pt-BR", PSEUDO];

thread_local! {
    /// The language of the pictures drawn on this thread: an index of
    /// [`SPOKEN`], while [`in_language`] draws.
    static LANGUAGE: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

/// What `draw` gives, its pictures' labels in `lang` (a tag of [`SPOKEN`];
/// English for any other): every game's [`crate::game::Words::say`] reads it. A game's
/// [`crate::game::Play::picture`] draws in it; a caller of a game's own drawing functions
/// (a share card, a tool) may too. Drawing is synchronous, so the language is the
/// thread's for the span of `draw`, and the one before it after.
pub fn in_language<T>(lang: &str, draw: impl FnOnce() -> T) -> T {
    let index = SPOKEN.iter().position(|l| *l == lang).unwrap_or(0);
    /// Puts the outer language back, even when `draw` panics.
    struct Restore(usize);
    impl Drop for Restore {
        fn drop(&mut self) {
            LANGUAGE.with(|l| l.set(self.0));
        }
    }
    let _restore = Restore(LANGUAGE.with(|l| l.replace(index)));
    draw()
}

/// The language of the picture being drawn ([`in_language`]); English outside one.
pub fn drawing_language() -> &'static str {
    SPOKEN[LANGUAGE.with(std::cell::Cell::get)]
}

/// The index of the picture being drawn's language in [`SPOKEN`]: for a picture's parts
/// drawn once per language and kept (Trails of Tucana's sheet).
pub fn language_index() -> usize {
    LANGUAGE.with(std::cell::Cell::get)
}

/// The [`Source`]s of a catalog's folder, one per language of [`LANGUAGES`]: `$dir` is the
/// folder as `include_str!` finds it from the calling file, `$origin` as the crate's root
/// names it (for errors). `catalog_files!("words", "src/games/tucana/words")`.
#[macro_export]
macro_rules! catalog_files {
    ($dir:literal, $origin:literal) => {
        &[
            $crate::catalog_files!(@one $dir, $origin, "en"),
            $crate::catalog_files!(@one $dir, $origin, "de"),
            $crate::catalog_files!(@one $dir, $origin, "es-ES"),
            $crate::catalog_files!(@one $dir, $origin, "fr"),
            $crate::catalog_files!(@one $dir, $origin, "it"),
            $crate::catalog_files!(@one $dir, $origin, "nl"),
            $crate::catalog_files!(@one $dir, $origin, "pt-BR"),
        ]
    };
    (@one $dir:literal, $origin:literal, $lang:literal) => {
        $crate::words::Source {
            lang: $lang,
            origin: concat!($origin, "/", $lang, ".ftl"),
            ftl: include_str!(concat!($dir, "/", $lang, ".ftl")),
        }
    };
}

pub use crate::catalog_files;

/// The core's own catalog: the words every game and surface shares, in every language.
pub const CORE: &[Source] = catalog_files!(".", "src/words");

/// The core's catalog in English alone.
pub const CORE_EN: Source = CORE[0];

#[cfg(test)]
mod tests {
    use super::*;

    /// The tests' languages are the seven, in their order, and the pseudo-language after
    /// them: a language added to one list only is found here.
    #[test]
    fn the_spoken_languages_are_the_seven_then_the_tests() {
        assert_eq!(&SPOKEN[..LANGUAGES.len()], LANGUAGES);
        let tests: &[&str] = if cfg!(feature = "pseudo-language") {
            &[PSEUDO]
        } else {
            &[]
        };
        assert_eq!(&SPOKEN[LANGUAGES.len()..], tests);
    }

    #[test]
    fn the_macro_builds_a_message_with_typed_arguments() {
        let word = "E3";
        let m = msg!("k", n = 3u32, who = seat(1), word, inner = msg!("j"));
        assert_eq!(m.key, "k");
        assert_eq!(m.arg("n"), Some(&Arg::Num(3)));
        assert_eq!(m.arg("who"), Some(&Arg::Seat(1)));
        assert_eq!(m.arg("word"), Some(&Arg::Text("E3".into())));
        assert_eq!(m.arg("inner"), Some(&Arg::Msg(Msg::new("j"))));
        assert_eq!(m.arg("missing"), None);
    }

    #[test]
    fn a_message_is_stored_as_json_and_read_back() {
        let m = msg!("k", n = 2, list = vec![msg!("a"), msg!("b", x = "y")]);
        let json = serde_json::to_string(&m).unwrap();
        let back: Msg = serde_json::from_str(&json).unwrap();
        assert_eq!(back, m);
        let bare: Msg = serde_json::from_str(r#"{"key":"k"}"#).unwrap();
        assert_eq!(bare, Msg::new("k"));
        // A row written before the words moved into catalogs held the text itself.
        let old: Msg = serde_json::from_str(r#""Ana drew C3-D4""#).unwrap();
        assert_eq!(old, Msg::written("Ana drew C3-D4"));
        assert_eq!(english(&old), "Ana drew C3-D4");
    }

    #[test]
    fn naming_puts_the_players_names_in_place_of_their_seats() {
        let names = ["Ana".to_owned(), "Ben".to_owned()];
        let m = msg!(
            "k",
            who = seat(1),
            all = list([seat(0), seat(5)]),
            inner = msg!("j", s = seat(0))
        );
        let named = m.naming(&names);
        assert_eq!(named.arg("who"), Some(&Arg::Text("Ben".into())));
        assert_eq!(
            named.arg("all"),
            Some(&Arg::List(vec![Arg::Text("Ana".into()), Arg::Seat(5)]))
        );
        assert_eq!(named.arg("inner"), Some(&Arg::Msg(msg!("j", s = "Ana"))));
    }
}
