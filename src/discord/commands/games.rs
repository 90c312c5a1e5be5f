//! `/game games`: your active games on this server, with links to their threads.

use crate::discord::{finding, language, reply, wording, Context, Error};
use crate::words::Msg;

/// Your active games, with links.
#[poise::command(slash_command)]
pub async fn games(ctx: Context<'_>) -> Result<(), Error> {
    let games = ctx.data().service.games_of(&finding::actor(ctx)).await?;
    let (words, lang) = (&ctx.data().words, language::reader(ctx));
    let lines: Vec<String> = games
        .iter()
        .map(|info| {
            format!(
                "`{}` · {} · {}",
                info.id,
                wording::summary_shown(words, lang, info),
                wording::link(info.place)
            )
        })
        .collect();
    let text = if lines.is_empty() {
        ctx.data()
            .words
            .render_in(lang, &Msg::new("games-none"), &[])
    } else {
        let title = ctx
            .data()
            .words
            .render_in(lang, &Msg::new("games-yours"), &[]);
        format!("{title}\n{}", lines.join("\n"))
    };
    reply::private(ctx, text).await
}
