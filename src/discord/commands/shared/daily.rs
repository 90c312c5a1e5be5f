//! What the `/daily` commands share: which game's challenge (and its autocomplete), a
//! `date` option, a day and the next reset in words.

use crate::app::DailySpec;
use crate::discord::{errors, limits, BotData, Context, Error};
use crate::game::Date;
use crate::words::{self, msg, Msg};

/// The game whose daily challenge a command is about: the one its `game` option names (by
/// id or name), else the first in the registry that offers one.
pub fn game(service: &crate::app::Service, named: Option<&str>) -> Result<&'static str, Error> {
    let games = service.daily_games();
    match named.map(str::trim).filter(|n| !n.is_empty()) {
        None => games.first(),
        Some(named) => games
            .iter()
            .find(|r| r.id() == named || r.name().eq_ignore_ascii_case(named)),
    }
    .map(|rules| rules.id())
    .ok_or_else(|| {
        let known: Vec<String> = games.iter().map(|g| format!("`{}`", g.id())).collect();
        errors::refuse(msg!(
            "daily-no-such-game",
            typed = limits::echo(named.unwrap_or_default()),
            known = words::list(known)
        ))
    })
}

/// Autocomplete of the `game` option of `/daily` commands: the games with a daily challenge.
pub async fn autocomplete_daily_game(
    ctx: Context<'_>,
    partial: &str,
) -> poise::serenity_prelude::CreateAutocompleteResponse {
    let partial = partial.trim().to_lowercase();
    let choices: Vec<_> = ctx
        .data()
        .service
        .daily_games()
        .iter()
        .filter(|g| g.id().contains(&partial) || g.name().to_lowercase().contains(&partial))
        .take(25)
        .map(|g| {
            poise::serenity_prelude::AutocompleteChoice::new(
                limits::truncate(g.name(), 100),
                g.id(),
            )
        })
        .collect();
    poise::serenity_prelude::CreateAutocompleteResponse::new().set_choices(choices)
}

/// A `date` option: `YYYY-MM-DD`, not after today.
pub fn parse_date(ctx: Context<'_>, text: Option<&str>) -> Result<Option<Date>, Error> {
    let Some(text) = text.map(str::trim).filter(|t| !t.is_empty()) else {
        return Ok(None);
    };
    let date: Date = text.parse().map_err(|_| {
        errors::refuse(msg!(
            "daily-not-a-date",
            typed = limits::truncate(text, 30),
            today = ctx.data().service.today().to_string()
        ))
    })?;
    if date > ctx.data().service.today() {
        return Err(errors::refuse(msg!(
            "daily-not-yet",
            date = date.to_string(),
            today = ctx.data().service.today().to_string()
        )));
    }
    Ok(Some(date))
}

/// "Sunday 2026-11-22 · Isla Grande · special bonus".
pub fn day_text(data: &BotData, lang: &str, spec: &DailySpec) -> String {
    // Monday first, as `Date::weekday` counts.
    const DAYS: [&str; 7] = [
        "weekday-monday",
        "weekday-tuesday",
        "weekday-wednesday",
        "weekday-thursday",
        "weekday-friday",
        "weekday-saturday",
        "weekday-sunday",
    ];
    let day = DAYS
        .get(usize::from(spec.date.weekday()))
        .map_or("", |key| *key);
    data.say(
        lang,
        &msg!(
            "daily-day",
            weekday = Msg::new(day),
            date = spec.date.to_string(),
            options = spec
                .options_text
                .as_ref()
                .map_or_else(String::new, |m| data.say(lang, m))
        ),
    )
}

/// When the next challenge comes, as a Discord timestamp.
pub fn reset_text(ctx: Context<'_>) -> String {
    let at = ctx.data().service.next_reset();
    format!("<t:{at}:t> (<t:{at}:R>)")
}
