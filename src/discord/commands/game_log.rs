//! `/game log [game] [from]`: a game's public log in the game's words, paged with Prev/Next
//! buttons (`game:log:<game>:<page>`): what everyone may read of it (in a game in
//! progress nothing hidden; in a free-paced game nothing beyond the caller's own progress).

use poise::serenity_prelude as serenity;

use crate::app::told::{LogPage, LOG_PAGE};
use crate::app::{GameView, Guess, UserId};
use crate::discord::commands::shared::away::log_line;
use crate::discord::component::{self, ComponentId};
use crate::discord::{finding, language, reply, BotData, Context, Error};
use crate::words::msg;

/// A game's log: every move in the game's notation, and what followed from it.
#[poise::command(slash_command, rename = "log")]
pub async fn game_log(
    ctx: Context<'_>,
    #[autocomplete = "crate::discord::finding::autocomplete_game"]
    #[max_length = 100]
    game: Option<String>,
    #[min = 1] from: Option<u32>,
) -> Result<(), Error> {
    let game = finding::find_game(ctx, game.as_deref(), Guess::OnlyGame).await?;
    let user: UserId = ctx.author().id.into();
    let from = from.map_or(0, |n| n.saturating_sub(1) as usize);
    let lang = language::reader(ctx);
    let (content, rows) = page(ctx.data(), lang, &game.view, user, from).await?;
    ctx.send(reply::private_message(content).components(rows))
        .await?;
    Ok(())
}

/// The text of the page of `view`'s log from line `from` (counted from 0), as `user` may
/// read it, and its paging buttons.
async fn page(
    data: &BotData,
    lang: &str,
    view: &GameView,
    user: UserId,
    from: usize,
) -> Result<(String, Vec<serenity::CreateActionRow>), Error> {
    let page = data.service.game_log(view, user, from).await?;
    Ok((
        text(data, lang, &view.info.id, &page),
        buttons((&data.words, lang), &view.info.id, &page),
    ))
}

fn text(data: &BotData, lang: &str, game: &str, page: &LogPage) -> String {
    if page.lines.is_empty() {
        return data.say(lang, &msg!("log-empty", game));
    }
    let last = page.from + page.lines.len();
    let mut text = data.say(
        lang,
        &msg!(
            "log-title",
            game,
            first = page.from + 1,
            last,
            total = page.total
        ),
    );
    text.push('\n');
    for (i, line) in page.lines.iter().enumerate() {
        text.push_str(&format!(
            "{}. {}\n",
            page.from + i + 1,
            log_line(&data.words, lang, line)
        ));
    }
    text
}

/// Prev and Next, by pages of [`LOG_PAGE`] lines from 1.
fn buttons(
    reader: (&crate::words::Catalog, &str),
    game: &str,
    page: &LogPage,
) -> Vec<serenity::CreateActionRow> {
    let pages = page.total.div_ceil(LOG_PAGE).max(1);
    let at = (page.from / LOG_PAGE + 1).min(pages);
    component::pager(reader, at, 1, pages, |page| ComponentId::GameLog {
        game: game.to_owned(),
        page,
    })
}

/// A click on Prev or Next (acknowledged with a deferred update): page `page` of the
/// game's log in place of the clicked one, for a caller who may see the game (the id in
/// the button is a claim, checked as any command checks it).
pub async fn handle_button(
    ctx: &serenity::Context,
    data: &BotData,
    component: &serenity::ComponentInteraction,
    game: &str,
    page: usize,
) -> Result<(), Error> {
    let actor = finding::component_actor(component);
    let access = data.service.game_for(&actor, game).await?;
    let from = page.saturating_sub(1).saturating_mul(LOG_PAGE);
    let lang = language::of_locale(&component.locale);
    let (content, rows) = self::page(data, lang, &access.view, actor.user, from).await?;
    component
        .edit_response(
            ctx,
            serenity::EditInteractionResponse::new()
                .content(crate::discord::limits::content(&content))
                .components(rows),
        )
        .await?;
    Ok(())
}
