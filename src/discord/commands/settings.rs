//! `/game settings`: your reminders, vacation and turn notices by direct message.

use crate::app::UserId;
use crate::discord::{reply, Context, Error};
use crate::words::{msg, Msg};

/// Your settings: reminders, vacation, a DM when your turn starts.
#[poise::command(slash_command)]
pub async fn settings(
    ctx: Context<'_>,
    reminders: Option<bool>,
    vacation: Option<bool>,
    dm: Option<bool>,
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
    let s = data.service.user_settings(user);
    let onoff = |b: bool| Msg::new(if b { "settings-on" } else { "settings-off" });
    let text = data.say(&msg!(
        "settings-now",
        reminders = onoff(s.reminders),
        vacation = onoff(s.vacation),
        dms = onoff(s.turn_dms)
    ));
    reply::private(ctx, text).await
}
