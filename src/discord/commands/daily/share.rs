//! `/daily share [date]`: posts a spoiler-free result card in the channel: the score, its
//! parts, the title and the sights connected, never the trails; and a text that pastes into
//! any chat: the score, the par, the streak and a row of coloured squares per round or kind
//! of scoring.

use poise::serenity_prelude as serenity;

use crate::app::DailyShare;
use crate::discord::commands::shared::daily::parse_date;
use crate::discord::commands::shared::languages::of_new_game;
use crate::discord::drawing::draw;
use crate::discord::{limits, Context, Error};
use crate::game::Caption;
use crate::words::{msg, Catalog, Msg};

/// Show everyone your result of the day, without spoilers.
#[poise::command(slash_command)]
pub async fn share(
    ctx: Context<'_>,
    #[max_length = 100] date: Option<String>,
    #[autocomplete = "crate::discord::commands::shared::daily::autocomplete_daily_game"]
    #[max_length = 100]
    game: Option<String>,
) -> Result<(), Error> {
    let date = parse_date(ctx, date.as_deref())?;
    let data = ctx.data();
    // The card is for everyone: in the server's language (the user's, in a direct message).
    let lang = of_new_game(ctx, None);
    let game = crate::discord::commands::shared::daily::game(&data.service, game.as_deref())?;
    // Refusals (nothing finished that day) are private; the card is for everyone.
    let share = data
        .service
        .daily_share(game, ctx.author().id.into(), date)
        .await?;
    let short = data.service.rules(&share.kind)?.short_name();
    let title = data.say(
        lang,
        &msg!(
            "daily-share-title",
            game = short,
            date = share.date.to_string()
        ),
    );
    let first = share.kind == crate::discord::commands::shared::daily::game(&data.service, None)?;
    let today = share.date == data.service.today();
    let words = data.words.clone();
    let options = share
        .options_text
        .as_ref()
        .map_or_else(String::new, |m| data.words.render_in(lang, m, &[]));
    let (content, picture) = draw(move || {
        let caption = Caption {
            title: &title,
            subtitle: &options,
            player: &share.name,
        };
        // The card's labels in the card's language too.
        let shared = crate::words::in_language(lang, || share.game.shared(0, &caption));
        let line = shared.as_ref().map(|s| &s.line);
        let content = format!(
            "{}\n\n{}",
            text((&words, lang), &share, &options, short, line, today, first),
            paste((&words, lang), &share, short)
        );
        (content, shared.map(|s| (s.picture, share.date)))
    })
    .await?;
    let mut reply = poise::CreateReply::default()
        .content(limits::content(&content))
        .ephemeral(false)
        .allowed_mentions(serenity::CreateAllowedMentions::new().empty_users());
    if let Some((picture, date)) = picture {
        reply = reply.attachment(serenity::CreateAttachment::bytes(
            picture,
            format!("daily-{date}.png"),
        ));
    }
    // The command's answer was deferred privately (as every command's is): it says where
    // the card is, and the card follows, for everyone.
    if let poise::Context::Application(app) = ctx {
        let done = serenity::EditInteractionResponse::new().content(data.say(
            crate::discord::language::reader(ctx),
            &Msg::new("daily-shared"),
        ));
        app.interaction.edit_response(ctx.http(), done).await?;
    }
    ctx.send(reply).await?;
    Ok(())
}

/// "**alice** — Daily Tucana 2026-11-22 (Isla Petit): **78 points** · Explorer · 7/10 sights
/// connected" (the game's line, or how the total is made), and, for today's challenge, an
/// invitation to play it (`first`: the game is the default of the `/daily` commands, named
/// by none).
/// `options`: the options in the game's words, rendered.
pub fn text(
    (words, lang): (&Catalog, &str),
    s: &DailyShare,
    options: &str,
    short: &str,
    line: Option<&Msg>,
    today: bool,
    first: bool,
) -> String {
    let say = |msg: &Msg| words.render_in(lang, msg, &[]);
    let invitation = match (today, first) {
        (false, _) => String::new(),
        (true, true) => format!("\n{}", say(&Msg::new("daily-share-invite"))),
        (true, false) => format!(
            "\n{}",
            say(&msg!("daily-share-invite-game", game = s.kind.to_string()))
        ),
    };
    let card = say(&msg!(
        "daily-share-card",
        name = limits::name(&s.name),
        game = short,
        date = s.date.to_string(),
        options,
        total = s.total
    ));
    format!(
        "{card}{}{} · {}{invitation}",
        s.title
            .as_ref()
            .map(|t| format!(" · {}", words.render_in(lang, t, &[])))
            .unwrap_or_default(),
        s.par
            .map(|par| par_text(words, lang, s.total, par))
            .unwrap_or_default(),
        words.render_in(lang, line.unwrap_or(&s.breakdown), &[]),
    )
}

/// The text that pastes into any chat, spoiler-free: the day, the score, the par and the
/// streak, then the game's rows as coloured squares ([`crate::game::ShareRow::squares`]):
/// points in proportion only, never a move or a place on the board.
pub fn paste((words, lang): (&Catalog, &str), s: &DailyShare, short: &str) -> String {
    let head = words.render_in(
        lang,
        &msg!(
            "daily-share-paste",
            game = short,
            date = s.date.to_string(),
            total = s.total,
            par = s
                .par
                .map(|par| par_text(words, lang, s.total, par))
                .unwrap_or_default(),
            streak = s.streak
        ),
        &[],
    );
    let rows = crate::app::share_squares(&s.rows);
    if rows.is_empty() {
        head
    } else {
        format!("{head}\n{rows}")
    }
}

/// " · beat par by 4", " · on par", or " · par 87" for a score below it.
pub fn par_text(words: &Catalog, lang: &str, total: u32, par: u32) -> String {
    let msg = match total.cmp(&par) {
        std::cmp::Ordering::Greater => msg!("daily-par-beaten", by = total - par),
        std::cmp::Ordering::Equal => Msg::new("daily-par-on"),
        std::cmp::Ordering::Less => msg!("daily-par-below", par),
    };
    words.render_in(lang, &msg, &[])
}
