//! `/game settings`: your reminders, vacation, turn notices by direct message, the
//! language of those messages, and whether your player page on the web is public.

use super::shared::languages::Language;
use crate::app::UserId;
use crate::discord::{reply, Context, Error};
use crate::words::{msg, Msg};

/// Your settings: reminders, vacation, a DM when your turn starts, its language.
#[poise::command(slash_command)]
pub async fn settings(
    ctx: Context<'_>,
    reminders: Option<bool>,
    vacation: Option<bool>,
    dm: Option<bool>,
    language: Option<Language>,
    profile: Option<Profile>,
) -> Result<(), Error> {
    let data = ctx.data();
    let user: UserId = ctx.author().id.into();
    if let Some(on) = reminders {
        data.service.set_reminders(user, on).await?;
    }
    if let Some(on) = vacation {
        data.service.set_vacation(user, on).await?;
    }
    if let Some(on) = dm {
        data.service.set_turn_dms(user, on).await?;
    }
    if let Some(chosen) = language {
        data.service.set_language(user, Some(chosen.tag())).await?;
    }
    if let Some(profile) = profile {
        data.service
            .set_profile(user, profile == Profile::Public)
            .await?;
    }
    let s = data.service.user_settings(user);
    let onoff = |b: bool| Msg::new(if b { "settings-on" } else { "settings-off" });
    let lang = crate::discord::language::reader(ctx);
    let text = data.say(
        lang,
        &msg!(
            "settings-now",
            reminders = onoff(s.reminders),
            vacation = onoff(s.vacation),
            dms = onoff(s.turn_dms)
        ),
    );
    let dms_in = data.say(
        lang,
        &msg!(
            "settings-language",
            language = Msg::new(format!("language-{}", s.reads()))
        ),
    );
    let public = data.service.profile_of(user).await?;
    let page = match (&public, data.web_url.as_deref()) {
        (Some((id, true)), Some(base)) => {
            msg!("settings-profile-public-at", url = format!("{base}/p/{id}"))
        }
        (Some((_, true)), None) => Msg::new("settings-profile-public"),
        _ => Msg::new("settings-profile-private"),
    };
    let page = data.say(lang, &page);
    reply::private(ctx, format!("{text}\n{dms_in}\n{page}")).await
}

/// Whether your player page on the web is public.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum Profile {
    #[name = "public"]
    Public,
    #[name = "private"]
    Private,
}
