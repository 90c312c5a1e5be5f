//! Links to the web pages (issue 45) under the bot's posts: a game's end, a league's
//! standings and rounds, a daily board. Only when the operator set `WEB_URL` and the
//! server turned its pages on (`/settings web:on`): a link elsewhere would answer 404.

use poise::serenity_prelude as serenity;

use super::BotData;
use crate::app::GuildId;
use crate::words::Msg;

/// What a link leads to.
pub enum Page<'a> {
    Game(&'a str),
    League(i64, Option<u32>),
    Daily(&'a str),
    Server,
}

/// The address of `page` of `guild`'s pages, if there is one to link.
pub async fn url(data: &BotData, guild: Option<GuildId>, page: Page<'_>) -> Option<String> {
    let base = data.web_url.as_deref()?;
    let web_id = match data.service.web_of(guild?).await {
        Ok(id) => id?,
        Err(e) => {
            tracing::warn!("cannot read whether a server's pages are on: {e}");
            return None;
        }
    };
    let path = match page {
        Page::Game(id) => format!("/g/{id}"),
        Page::League(id, None) => format!("/l/{id}"),
        Page::League(id, Some(season)) => format!("/l/{id}/{season}"),
        Page::Daily(game) => format!("/s/{web_id}/daily/{game}"),
        Page::Server => format!("/s/{web_id}"),
    };
    Some(format!("{}{path}", base.trim_end_matches('/')))
}

/// A row with the link button to `page`, in `lang`, if there is one to link.
pub async fn row(
    data: &BotData,
    lang: &str,
    guild: Option<GuildId>,
    page: Page<'_>,
) -> Option<serenity::CreateActionRow> {
    let url = url(data, guild, page).await?;
    let label = data.say(lang, &Msg::new("web-link-button"));
    Some(serenity::CreateActionRow::Buttons(vec![
        serenity::CreateButton::new_link(url).label(label),
    ]))
}
