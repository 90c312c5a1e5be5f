//! The frame of every page (its head, the way back, the language switch, its footer) and
//! the words' helpers the pages write with.

use maud::{html, Markup, DOCTYPE};

use super::lang::Reader;
use super::Web;
use crate::app::pages::WebName;
use crate::words::{Msg, LANGUAGES};

/// What a page is written with: the pages' state and its reader.
pub struct Pen<'a> {
    pub web: &'a Web,
    pub reader: Reader,
}

impl Pen<'_> {
    /// A message in the reader's language, as plain words (no Markdown).
    pub fn say(&self, msg: &Msg) -> String {
        plain(&self.web.words.render_in(self.reader.lang, msg, &[]))
    }

    /// A message of the pages' catalog without arguments.
    pub fn word(&self, key: &'static str) -> String {
        self.say(&Msg::new(key))
    }

    /// `path` as a link of this page (keeping a chosen language).
    pub fn href(&self, path: &str) -> String {
        self.reader.href(path)
    }

    /// A picture's address, always in the page's language.
    pub fn picture(&self, path: &str) -> String {
        Reader {
            chosen: true,
            ..self.reader
        }
        .href(path)
    }

    /// A player's name, linking to their page if it is public.
    pub fn name(&self, who: &WebName) -> Markup {
        match &who.page {
            Some(page) => html! { a href=(self.href(&format!("/p/{page}"))) { (who.name) } },
            None => html! { span { (who.name) } },
        }
    }

    /// A time (Unix milliseconds) as a date and time in UTC, `2026-11-30 14:05 UTC`.
    pub fn when(&self, millis: i64) -> String {
        let day = crate::game::Date::from_unix(millis.div_euclid(1000));
        let minutes = millis.div_euclid(60_000).rem_euclid(24 * 60);
        format!("{day} {:02}:{:02} UTC", minutes / 60, minutes % 60)
    }

    /// A number with `digits` decimals in the reader's way (a comma in most languages).
    pub fn decimal(&self, value: f64, digits: usize) -> String {
        let text = format!("{value:.digits$}");
        match self.reader.lang {
            "en" => text,
            _ => text.replace('.', ","),
        }
    }

    /// The whole page: `title`, the way back (`crumbs`: words and links), `body`.
    pub fn frame(&self, title: &str, crumbs: &[(String, String)], body: Markup) -> Markup {
        let site = self.word("web-site-name");
        html! {
            (DOCTYPE)
            html lang=(self.reader.lang) {
                head {
                    meta charset="utf-8";
                    meta name="viewport" content="width=device-width, initial-scale=1";
                    title { (title) " · " (site) }
                    link rel="stylesheet" href="/static/style.css";
                    link rel="icon" href="/static/icon.svg" type="image/svg+xml";
                    script src="/static/replay.js" defer {}
                }
                body {
                    a.skip href="#main" { (self.word("web-skip")) }
                    header {
                        nav aria-label=(self.word("web-nav-crumbs")) {
                            ol.crumbs {
                                li { a href=(self.href("/")) { (site) } }
                                @for (words, link) in crumbs {
                                    li { a href=(self.href(link)) { (words) } }
                                }
                            }
                        }
                        nav.languages aria-label=(self.word("web-nav-languages")) {
                            ul {
                                @for lang in LANGUAGES {
                                    li {
                                        @let name = plain(&self.web.words.render_in(lang, &Msg::new("web-language-name"), &[]));
                                        @if *lang == self.reader.lang {
                                            strong lang=(lang) aria-current="true" { (name) }
                                        } @else {
                                            a lang=(lang) hreflang=(lang) href=(self.reader.switch(lang)) { (name) }
                                        }
                                    }
                                }
                            }
                        }
                    }
                    main #main {
                        h1 { (title) }
                        (body)
                    }
                    footer { p { (self.word("web-footer")) } }
                }
            }
        }
    }
}

/// Discord's Markdown as plain words: no bold, no code marks.
pub fn plain(text: &str) -> String {
    text.replace("**", "").replace('`', "").replace("__", "")
}
