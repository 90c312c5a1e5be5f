//! `/daily share [date]`: posts a spoiler-free result card in the channel: the score, its
//! parts, the title and the sights connected, never the trails.

use poise::serenity_prelude as serenity;

use super::parse_date;
use crate::app::DailyShare;
use crate::discord::{limits, Context, Error};
use crate::games::tucana::pictures::{self, DailyCard};

/// Show everyone your result of the day, without spoilers.
#[poise::command(slash_command, guild_only)]
pub async fn share(
    ctx: Context<'_>,
    #[description = "The day, as YYYY-MM-DD (default: today)"]
    #[max_length = 100]
    date: Option<String>,
) -> Result<(), Error> {
    let date = parse_date(ctx, date.as_deref())?;
    let data = ctx.data();
    // Refusals (nothing finished that day) are private; the card is for everyone.
    let share = data
        .service
        .daily_share(ctx.author().id.get(), date)
        .await?;
    ctx.defer().await?;
    let png = pictures::daily_card(&card(&share));
    ctx.send(
        poise::CreateReply::default()
            .content(text(&share, share.date == data.service.today()))
            .attachment(serenity::CreateAttachment::bytes(
                png,
                format!("daily-{}.png", share.date),
            ))
            .allowed_mentions(serenity::CreateAllowedMentions::new().empty_users()),
    )
    .await?;
    Ok(())
}

/// "**alice** — Daily Tucana 2026-11-22 (Isla Petit): **78 points** · Explorer · 7/10 sights
/// connected", and, for today's challenge, an invitation to play it.
pub fn text(s: &DailyShare, today: bool) -> String {
    let connected: u32 = s.sights.iter().map(|(_, n)| u32::from(*n)).sum();
    let all = u32::from(s.sights_per_type) * s.sights.len() as u32;
    let invitation = if today {
        "\nPlay the same island with `/daily play`."
    } else {
        ""
    };
    format!(
        "**{}** — Daily Tucana {} ({}): **{} points**{} · {connected}/{all} sights connected{invitation}",
        limits::name(&s.name),
        s.date,
        crate::games::tucana::play::options_text(&s.options),
        s.total,
        s.title
            .as_deref()
            .map(|t| format!(" · {t}"))
            .unwrap_or_default(),
    )
}

/// The picture's data.
pub fn card(s: &DailyShare) -> DailyCard {
    DailyCard {
        title: format!("Daily Tucana · {}", s.date),
        subtitle: crate::games::tucana::play::options_text(&s.options),
        player: s.name.clone(),
        total: s.total,
        rounds: s.rounds.clone(),
        villages: s.villages,
        bonus: s.bonus,
        ladder: s.title.clone(),
        sights: s.sights.clone(),
        per_type: s.sights_per_type,
    }
}
