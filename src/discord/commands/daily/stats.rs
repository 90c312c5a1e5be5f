//! `/daily stats [player]`: a player's streaks, best and average score, and a histogram of
//! their daily scores as a picture.

use poise::serenity_prelude as serenity;

use crate::app::DailyStats;
use crate::discord::commands::shared::daily::reset_text;
use crate::discord::drawing::draw;
use crate::discord::finding::user_name;
use crate::discord::{limits, reply, Context, Error};
use crate::render::{self, ScoreHistogram};
use crate::words::{msg, Catalog, Msg};

/// Your daily record (or another player's): streaks, best, average and a score histogram.
#[poise::command(slash_command)]
pub async fn stats(
    ctx: Context<'_>,
    player: Option<serenity::User>,
    #[autocomplete = "crate::discord::commands::shared::daily::autocomplete_daily_game"]
    #[max_length = 100]
    game: Option<String>,
) -> Result<(), Error> {
    let (user, name): (crate::app::UserId, _) = match &player {
        Some(u) => (u.id.into(), user_name(ctx, u)),
        None => {
            let me = crate::discord::finding::actor(ctx);
            (me.user, me.name)
        }
    };
    let stats = ctx
        .data()
        .service
        .daily_stats(
            crate::discord::commands::shared::daily::game(&ctx.data().service, game.as_deref())?,
            user,
        )
        .await?;
    let played_today = stats.last_played == Some(ctx.data().service.today());
    let words = std::sync::Arc::clone(&ctx.data().words);
    let lang = crate::discord::language::reader(ctx);
    let say = |msg: &Msg| words.render_in(lang, msg, &[]);
    let mut text = format!(
        "{}\n{}",
        say(&msg!("daily-stats-title", name = limits::name(&name))),
        headline(&words, lang, &stats)
    );
    if player.is_none() {
        text.push('\n');
        let next = reset_text(ctx);
        text.push_str(&say(&if played_today {
            msg!("daily-stats-done-today", next)
        } else if stats.current_streak > 0 {
            msg!("daily-stats-keep-streak", next)
        } else {
            Msg::new("daily-stats-start-streak")
        }));
    }
    let bars = histogram(&words, lang, &stats, &name);
    let png = draw(move || render::score_histogram(&bars)).await?;
    ctx.send(
        reply::private_message(text)
            .attachment(serenity::CreateAttachment::bytes(png, "daily-stats.png")),
    )
    .await?;
    Ok(())
}

/// "12 played · streak 3 (best 5) · best 92 · average 71.3".
pub fn headline(words: &Catalog, lang: &str, s: &DailyStats) -> String {
    let say = |msg: &Msg| words.render_in(lang, msg, &[]);
    let mut parts = vec![
        say(&msg!("daily-stats-played", n = s.played)),
        say(&msg!(
            "daily-stats-streak",
            now = s.current_streak,
            best = s.best_streak
        )),
    ];
    if let Some(best) = s.best {
        parts.push(say(&msg!("daily-stats-best", best)));
    }
    if let Some(avg) = s.average {
        parts.push(say(&msg!(
            "daily-stats-average",
            average = format!("{avg:.1}")
        )));
    }
    parts.join(" · ")
}

/// The picture's data: a bar per bucket, the best score's in gold.
pub fn histogram(words: &Catalog, lang: &str, s: &DailyStats, name: &str) -> ScoreHistogram {
    ScoreHistogram {
        title: words.render_in(lang, &msg!("daily-stats-picture-title", name), &[]),
        subtitle: headline(words, lang, s),
        bars: s
            .histogram
            .iter()
            .map(|b| (format!("{}–{}", b.from, b.to), b.count))
            .collect(),
        best_bar: s.best.and_then(|best| {
            s.histogram
                .iter()
                .position(|b| (b.from..=b.to).contains(&best))
        }),
    }
}
