//! `/game settings`: your reminders and vacation.

use crate::discord::{reply, Context, Error};
use crate::store::UserId;

/// Your settings: reminders, vacation.
#[poise::command(slash_command)]
pub async fn settings(
    ctx: Context<'_>,
    #[description = "Be mentioned when a deadline is near"] reminders: Option<bool>,
    #[description = "Away: your turns pass without a trail"] vacation: Option<bool>,
) -> Result<(), Error> {
    let data = ctx.data();
    let user: UserId = ctx.author().id.into();
    if let Some(on) = reminders {
        data.service.set_reminders(user, on).await?;
    }
    if let Some(on) = vacation {
        data.service.set_vacation(user, on).await?;
    }
    let s = data.service.user_settings(user);
    let onoff = |b: bool| if b { "on" } else { "off" };
    reply::private(
        ctx,
        format!(
            "Reminders: {} · Vacation: {}",
            onoff(s.reminders),
            onoff(s.vacation)
        ),
    )
    .await
}
