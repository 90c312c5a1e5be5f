//! `/game scores`: the standings so far, as a picture.

use poise::serenity_prelude as serenity;

use crate::app::Guess;
use crate::discord::drawing::draw;
use crate::discord::{finding, language, limits, reply, wording, Context, Error};
use crate::game::View;
use crate::words::msg;

/// The scores so far.
#[poise::command(slash_command)]
pub async fn scores(
    ctx: Context<'_>,
    #[autocomplete = "crate::discord::finding::autocomplete_game"]
    #[max_length = 100]
    game: Option<String>,
) -> Result<(), Error> {
    let game = finding::find_game(ctx, game.as_deref(), Guess::OnlyGame).await?;
    let id = game.id().to_owned();
    let view = game.view;
    let user = ctx.author().id.into();
    // The standings and their picture, drawn off the async workers: in a free-paced game
    // the game as the caller may see it (nothing of turns they have not played yet) is a
    // replay of its log.
    let words = ctx.data().words.clone();
    let lang = language::reader(ctx);
    let drawn = draw(move || {
        let engine = view.seen_by(user)?;
        let names = view.names();
        let lines: Vec<String> = engine
            .standings()
            .into_iter()
            .map(|s| {
                let name = names.get(s.seat).map_or("", String::as_str);
                let hints = view.info.players.get(s.seat).map_or(0, |p| p.hints);
                format!(
                    "{} — {}{} ({})",
                    limits::name(name),
                    s.total,
                    wording::hints_used(&words, lang, hints),
                    words.render_in(lang, &s.breakdown, &names)
                )
            })
            .collect();
        Some((lines, engine.picture(View::Standings, &names, lang)?))
    })
    .await?;
    let (lines, png) = drawn.ok_or(crate::app::AppError::NotStarted)?;
    let text = format!(
        "{}\n{}",
        ctx.data()
            .say(language::reader(ctx), &msg!("scores-title", game = &id)),
        lines.join("\n")
    );
    ctx.send(
        reply::private_message(text)
            .attachment(serenity::CreateAttachment::bytes(png, "scores.png")),
    )
    .await?;
    Ok(())
}
