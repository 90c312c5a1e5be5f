//! `/settings web:on|off quiet:… time_zone:…`: a server's own settings, for those who may
//! manage it (Manage Server): its web pages (its leagues, games and daily boards on the web,
//! issue 45) and its quiet hours (issue 46: no deadline falls and no reminder goes out in
//! them).

use crate::discord::web_links::{self, Page};
use crate::discord::{errors, finding, reply, Context, Error};
use crate::words::{msg, Msg};

/// The time zone of quiet hours set without one (and without earlier ones).
const DEFAULT_ZONE: &str = "UTC";

/// On or off.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum OnOff {
    #[name = "on"]
    On,
    #[name = "off"]
    Off,
}

/// This server's settings (Manage Server): its web pages and its quiet hours.
// Shown to everyone (Discord's `default_member_permissions` would hide it from members, but
// serenity sends it as a string where Discord's published description wants a number):
// the service refuses whoever may not manage the server, in words.
#[poise::command(slash_command, guild_only, rename = "settings")]
pub async fn server_settings(
    ctx: Context<'_>,
    web: Option<OnOff>,
    #[max_length = 20] quiet: Option<String>,
    #[max_length = 64] time_zone: Option<String>,
) -> Result<(), Error> {
    let data = ctx.data();
    let lang = crate::discord::language::reader(ctx);
    let actor = finding::actor(ctx);
    let guild = finding::place_of(ctx)?.guild;
    if quiet.is_some() || time_zone.is_some() {
        // A time zone alone moves the window the server has; a window alone keeps its zone.
        let had = data.service.quiet_of(guild);
        // A zone alone moves a window; with no window yet, there is nothing to move.
        if quiet.is_none() && had.is_none() {
            return Err(errors::refuse(Msg::new("settings-quiet-needs-window")));
        }
        let window = quiet.or_else(|| had.as_ref().map(|q| q.typed()));
        let zone = time_zone
            .or_else(|| had.as_ref().map(|q| q.zone.clone()))
            .unwrap_or_else(|| DEFAULT_ZONE.to_owned());
        let window = window.filter(|w| !w.trim().eq_ignore_ascii_case("off"));
        data.service
            .set_quiet(&actor, window.as_deref().map(|w| (w, zone.as_str())))
            .await?;
    }
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
    let quiet = match data.service.quiet_of(guild) {
        Some(q) => msg!(
            "settings-quiet-now",
            window = q.window(),
            zone = q.zone.clone()
        ),
        None => Msg::new("settings-quiet-off"),
    };
    text.push('\n');
    text.push_str(&data.say(lang, &quiet));
    reply::private(ctx, text).await
}
