//! The reader's language: the page's switch (`?lang=de`) if given, else the browser's
//! `Accept-Language` (by its weights), else English. Every language the catalogs speak
//! ([`crate::words::SPOKEN`]); a region the bot does not speak reads its language's
//! (`de-AT` German, `pt-PT` Brazilian Portuguese, `es-MX` Spanish).

use axum::extract::Request;
use axum::http::header;

/// The language a page is written in, and whether the reader chose it (its links then
/// keep it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reader {
    pub lang: &'static str,
    pub chosen: bool,
    /// The page's `?page=` and `?step=`, which the language switch keeps.
    pub at: (Option<usize>, Option<usize>),
}

impl Reader {
    /// The reader of a request.
    pub fn of(request: &Request) -> Reader {
        let query = request.uri().query().unwrap_or("");
        let number = |key: &str| {
            query
                .split('&')
                .find_map(|pair| pair.strip_prefix(key))
                .and_then(|n| n.parse().ok())
        };
        let at = (number("page="), number("step="));
        let chosen = query
            .split('&')
            .filter_map(|pair| pair.strip_prefix("lang="))
            .find_map(spoken);
        if let Some(lang) = chosen {
            return Reader {
                lang,
                chosen: true,
                at,
            };
        }
        let accepted = request
            .headers()
            .get(header::ACCEPT_LANGUAGE)
            .and_then(|v| v.to_str().ok())
            .unwrap_or("");
        Reader {
            lang: accepted_language(accepted),
            chosen: false,
            at,
        }
    }

    /// `path` as a link of this page: with the chosen language, if one was chosen.
    pub fn href(&self, path: &str) -> String {
        if !self.chosen {
            return path.to_owned();
        }
        // The language goes into the query, before any `#fragment`.
        let (path, fragment) = path.split_at(path.find('#').unwrap_or(path.len()));
        let join = if path.contains('?') { '&' } else { '?' };
        format!("{path}{join}lang={}{fragment}", self.lang)
    }

    /// The link of the language switch to `lang`: this page (its `?page=` and `?step=`
    /// kept) in that language.
    pub fn switch(&self, lang: &str) -> String {
        let mut query = String::from("?");
        if let Some(page) = self.at.0 {
            query.push_str(&format!("page={page}&"));
        }
        if let Some(step) = self.at.1 {
            query.push_str(&format!("step={step}&"));
        }
        format!("{query}lang={lang}")
    }
}

/// A tag the catalogs speak, or its language's if only the region differs.
fn spoken(tag: &str) -> Option<&'static str> {
    let tag = tag.trim();
    if tag.is_empty() || tag.len() > 35 {
        return None;
    }
    if let Some(lang) = crate::words::language(tag) {
        return Some(lang);
    }
    let primary = tag.split(['-', '_']).next()?.to_ascii_lowercase();
    crate::words::SPOKEN
        .iter()
        .copied()
        .find(|l| l.split('-').next() == Some(primary.as_str()))
}

/// The first language of an `Accept-Language` value, by weight, that the catalogs speak.
pub fn accepted_language(value: &str) -> &'static str {
    let mut tags: Vec<(f32, usize, &str)> = value
        .split(',')
        .take(20)
        .enumerate()
        .filter_map(|(i, part)| {
            let mut bits = part.split(';');
            let tag = bits.next()?.trim();
            let q = bits
                .find_map(|b| b.trim().strip_prefix("q="))
                .map_or(Some(1.0), |q| q.trim().parse::<f32>().ok())?;
            (q > 0.0).then_some((q, i, tag))
        })
        .collect();
    tags.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
    tags.iter().find_map(|t| spoken(t.2)).unwrap_or("en")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_browsers_languages_are_read_by_weight_and_region() {
        assert_eq!(accepted_language(""), "en");
        assert_eq!(accepted_language("de-DE,de;q=0.9,en;q=0.8"), "de");
        assert_eq!(accepted_language("ja,fr;q=0.5"), "fr");
        assert_eq!(accepted_language("en;q=0.1, nl;q=0.9"), "nl");
        assert_eq!(accepted_language("pt-PT"), "pt-BR");
        assert_eq!(accepted_language("es-419"), "es-ES");
        assert_eq!(accepted_language("es-MX"), "es-ES");
        assert_eq!(accepted_language("zz, xx;q=0"), "en");
        assert_eq!(accepted_language("it;q=abc, fr"), "fr");
    }

    #[test]
    fn a_chosen_language_stays_in_the_links() {
        let chosen = Reader {
            lang: "de",
            chosen: true,
            at: (None, Some(3)),
        };
        assert_eq!(chosen.href("/g/ab"), "/g/ab?lang=de");
        assert_eq!(chosen.href("/g/ab?step=2"), "/g/ab?step=2&lang=de");
        assert_eq!(
            chosen.href("/g/ab?step=2#replay"),
            "/g/ab?step=2&lang=de#replay"
        );
        assert_eq!(chosen.switch("fr"), "?step=3&lang=fr");
        let told = Reader {
            lang: "de",
            chosen: false,
            at: (Some(2), None),
        };
        assert_eq!(told.switch("it"), "?page=2&lang=it");
        assert_eq!(told.href("/g/ab"), "/g/ab");
    }
}
