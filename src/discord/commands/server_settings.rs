//! `/settings web:on|off`: a server's own settings, for those who may manage it (Manage
//! Server): its web pages (its leagues, games and daily boards on the web, issue 45).

use crate::discord::web_links::{self, Page};
use crate::discord::{finding, reply, Context, Error};
use crate::words::{msg, Msg};

/// On or off.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum OnOff {
    #[name = "on"]
    On,
    #[name = "off"]
    Off,
}

/// This server's settings (Manage Server): its web pages.
// Shown to everyone (Discord's `default_member_permissions` would hide it from members, but
// serenity sends it as a string where Discord's published description wants a number):
// the service refuses whoever may not manage the server, in words.
#[poise::command(slash_command, guild_only, rename = "settings")]
pub async fn server_settings(ctx: Context<'_>, web: Option<OnOff>) -> Result<(), Error> {
    let data = ctx.data();
    let lang = crate::discord::language::reader(ctx);
    let actor = finding::actor(ctx);
    let guild = finding::place_of(ctx)?.guild;
    if let Some(web) = web {
        // The name as the cache has it (the pages say "a server" without one).
        let name = ctx.guild().map(|g| g.name.clone()).unwrap_or_default();
        data.service
            .set_web(&actor, &name, web == OnOff::On)
            .await?;
    }
    let on = data.service.web_of(guild).await?.is_some();
    let state = Msg::new(if on { "settings-on" } else { "settings-off" });
    let mut text = data.say(lang, &msg!("settings-web-now", state));
    if on {
        let more = match web_links::url(data, Some(guild), Page::Server).await {
            Some(url) => msg!("settings-web-link", url),
            None => Msg::new("settings-web-no-url"),
        };
        text.push('\n');
        text.push_str(&data.say(lang, &more));
    }
    reply::private(ctx, text).await
}
