//! Errors as the user and the log see them. A command refuses with [`refuse`]; whatever it
//! returns, the framework's error handler shows [`user_message`] (the service's words, ours,
//! or an apology) and logs the rest through [`redacted`], which keeps interaction tokens
//! out of the log. One place, so that no command words an error its own way.

use poise::serenity_prelude as serenity;

use super::{limits, Error};
use crate::app::AppError;
use crate::words::{Catalog, Msg};

/// A refusal to show the user, in the adapter's words.
#[derive(Debug)]
pub struct UserError(pub Msg);

impl std::fmt::Display for UserError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // The adapter's own words (and the core's): a log's or a test's reading.
        f.write_str(&super::words::say(&self.0))
    }
}

impl std::error::Error for UserError {}

/// A boxed [`UserError`].
pub fn refuse(msg: Msg) -> Error {
    Box::new(UserError(msg))
}

/// What to tell the user about an error: the service's and ours as they are,
/// anything else as a generic apology (the details go to the log).
pub fn user_message(
    words: &Catalog,
    lang: &str,
    error: &(dyn std::error::Error + Send + Sync + 'static),
) -> String {
    if let Some(e) = error.downcast_ref::<AppError>() {
        if let AppError::Storage(cause) = e {
            // The player reads that it was not saved; the cause is the operator's.
            tracing::warn!("the store failed: {}", redacted(cause));
        }
        return capitalize(&app_message(words, lang, e));
    }
    if let Some(e) = error.downcast_ref::<UserError>() {
        return capitalize(&words.render_in(lang, &e.0, &[]));
    }
    if let Some(serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(resp))) =
        error.downcast_ref::<serenity::Error>()
    {
        // Missing Access, Missing Permissions: a channel override the bot cannot see.
        if matches!(resp.error.code, 50001 | 50013) {
            tracing::info!("Discord refused an action: {}", resp.error.message);
            return words.render_in(lang, &Msg::new("error-discord-refused"), &[]);
        }
    }
    tracing::warn!("command failed: {}", redacted(error));
    words.render_in(lang, &Msg::new("error-went-wrong"), &[])
}

/// A service error in words (a message in the catalog's, `words`, in `lang`), with the
/// user's own input that it repeats cut and escaped.
fn app_message(words: &Catalog, lang: &str, e: &AppError) -> String {
    words.render_in(
        lang,
        &e.msg_with(limits::echo, super::wording::timestamp),
        &[],
    )
}

/// An error's text for the log, without URLs: serenity's and reqwest's errors name the URL
/// they failed on, and an interaction's URL carries its token (valid 15 minutes).
pub fn redacted(error: &dyn std::fmt::Display) -> String {
    let text = error.to_string();
    let mut out = String::with_capacity(text.len());
    let mut rest = text.as_str();
    while let Some(at) = ["https://", "http://"]
        .iter()
        .filter_map(|scheme| rest.find(scheme))
        .min()
    {
        out.push_str(&rest[..at]);
        out.push_str("<url>");
        let url = &rest[at..];
        let end = url
            .find(|c: char| c.is_whitespace() || matches!(c, ')' | '"' | '\'' | '>'))
            .unwrap_or(url.len());
        rest = &url[end..];
    }
    out.push_str(rest);
    out
}

pub fn capitalize(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + c.as_str(),
        None => String::new(),
    }
}
