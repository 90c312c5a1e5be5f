//! Moves typed in the reader's words: where a game's notation has words (`build`, `pass`,
//! `yellow`), a player may type their language's words for them too. A game declares its
//! notation's words ([`super::Rules::typed_words`]); its catalog says, for each, the words
//! a player of each language may type (`<id>-typed-<word>`, a comma-separated list, e.g.
//! German `islas-canarias-typed-build = bauen, baue`). Before the game reads a typed move,
//! [`in_notation`] puts the canonical word in place of every whole word of the reader's
//! language (case-insensitive, accents kept); the notation itself always reads.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};

use super::Rules;
use crate::words::Msg;

/// One language's words for a game's notation: (a word as the player may type it, in
/// lowercase; the notation's canonical word).
pub type Words = Arc<Vec<(String, &'static str)>>;

/// The catalog's key of the words a player may type for the notation's `word`.
pub fn key(rules: &dyn Rules, word: &str) -> String {
    format!("{}-typed-{word}", rules.id())
}

/// The words a player of `lang` may type for `rules`' notation words, each game's and
/// language's read once from the catalog and kept.
pub fn words(rules: &'static dyn Rules, lang: &str) -> Words {
    static KEPT: Mutex<Option<HashMap<(&'static str, &'static str), Words>>> = Mutex::new(None);
    let Some(lang) = crate::words::language(lang) else {
        return Words::default();
    };
    let mut kept = KEPT.lock().unwrap_or_else(PoisonError::into_inner);
    let kept = kept.get_or_insert_with(HashMap::new);
    kept.entry((rules.id(), lang))
        .or_insert_with(|| Arc::new(read(rules, lang)))
        .clone()
}

/// [`words`] read from the game's catalog.
fn read(rules: &'static dyn Rules, lang: &str) -> Vec<(String, &'static str)> {
    let notation = rules.typed_words();
    if notation.is_empty() {
        return Vec::new();
    }
    let Some(catalog) = super::game_catalog(rules) else {
        return Vec::new();
    };
    let mut words = Vec::new();
    for &canonical in notation {
        let listed = catalog.render_in(lang, &Msg::new(key(rules, canonical)), &[]);
        for word in listed.split(',').map(str::trim).filter(|w| !w.is_empty()) {
            words.push((word.to_lowercase(), canonical));
        }
    }
    words
}

/// `typed` with every whole word that `lang`'s words for `rules`' notation give replaced by
/// the canonical word (a word is a run of letters, digits and `_`; case-insensitive,
/// accents kept); everything else as typed.
pub fn in_notation(rules: &'static dyn Rules, lang: &str, typed: &str) -> String {
    let words = words(rules, lang);
    if words.is_empty() {
        return typed.to_owned();
    }
    each_word(typed, |word| {
        let lower = word.to_lowercase();
        words
            .iter()
            .find(|(w, _)| *w == lower)
            .map(|(_, canonical)| (*canonical).to_owned())
    })
}

/// `typed` with each whole word (a run of letters, digits and `_`) that `replace` gives a
/// replacement for replaced by it; everything else as typed.
pub fn each_word(typed: &str, replace: impl Fn(&str) -> Option<String>) -> String {
    let mut out = String::with_capacity(typed.len());
    let mut word = String::new();
    let flush = |word: &mut String, out: &mut String| {
        match replace(word) {
            Some(other) => out.push_str(&other),
            None => out.push_str(word),
        }
        word.clear();
    };
    for c in typed.chars() {
        if c.is_alphanumeric() || c == '_' {
            word.push(c);
        } else {
            flush(&mut word, &mut out);
            out.push(c);
        }
    }
    flush(&mut word, &mut out);
    out
}
