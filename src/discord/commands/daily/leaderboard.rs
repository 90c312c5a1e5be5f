//! `/daily leaderboard [scope] [date]`: a day's finished players, best first, ties ranked
//! alike, paged with Prev/Next buttons (`daily:board:<scope>:<date>:<page>`).

use poise::serenity_prelude as serenity;

use crate::app::{BoardScope, Leaderboard};
use crate::discord::commands::shared::daily::parse_date;
use crate::discord::component::{self, ComponentId, Scope};
use crate::discord::{finding, limits, reply, BotData, Context, Error};
use crate::game::daily::Date;
use crate::game::Rules;
use crate::words::{msg, Msg};

/// Players a page of the leaderboard shows.
pub const PER_PAGE: usize = 10;

/// The board of `scope` seen from `guild` (`None`: from no server the bot is in, where
/// only everyone's board is).
fn board_of(scope: Scope, guild: Option<serenity::GuildId>) -> Result<BoardScope, Error> {
    match (scope, guild) {
        (Scope::Server, Some(guild)) => Ok(BoardScope::Server(guild.into())),
        (Scope::Server, None) => Err(crate::discord::errors::refuse(Msg::new(
            "daily-board-needs-server",
        ))),
        (Scope::Global, _) => Ok(BoardScope::Global),
    }
}

/// A day's leaderboard: the finished players, best first.
#[poise::command(slash_command)]
pub async fn leaderboard(
    ctx: Context<'_>,
    scope: Option<Scope>,
    #[max_length = 100] date: Option<String>,
    #[autocomplete = "crate::discord::commands::shared::daily::autocomplete_daily_game"]
    #[max_length = 100]
    game: Option<String>,
) -> Result<(), Error> {
    let guild = finding::server(ctx);
    let date = parse_date(ctx, date.as_deref())?;
    // Away from a server with the bot, everyone's board is the only one.
    let scope = scope.unwrap_or(if guild.is_some() {
        Scope::Server
    } else {
        Scope::Global
    });
    let board = ctx
        .data()
        .service
        .daily_leaderboard(
            crate::discord::commands::shared::daily::game(&ctx.data().service, game.as_deref())?,
            board_of(scope, guild)?,
            date,
            0,
            PER_PAGE,
        )
        .await?;
    let data = ctx.data();
    let lang = crate::discord::language::reader(ctx);
    let (content, mut rows) = message(
        &data.service,
        &data.words,
        lang,
        &board,
        scope,
        ctx.author().id.into(),
    )?;
    // The server's board of the day on the web, when its pages are on.
    let link = crate::discord::web_links::Page::Daily(&board.kind);
    rows.extend(crate::discord::web_links::row(data, lang, guild.map(Into::into), link).await);
    ctx.send(reply::private_message(content).components(rows))
        .await?;
    Ok(())
}

/// The text of a page and its buttons; `me`'s line is in bold.
pub fn message(
    service: &crate::app::Service,
    words: &crate::words::Catalog,
    lang: &str,
    board: &Leaderboard,
    scope: Scope,
    me: crate::app::UserId,
) -> Result<(String, Vec<serenity::CreateActionRow>), Error> {
    let rules = service.rules(&board.kind)?;
    let first = board.kind == crate::discord::commands::shared::daily::game(service, None)?;
    Ok(page_text(words, lang, board, scope, me, rules, first))
}

/// The text of a page of `board`, a board of `rules`' daily challenge, and its buttons;
/// `first`: the game is the default of the `/daily` commands.
fn page_text(
    words: &crate::words::Catalog,
    lang: &str,
    board: &Leaderboard,
    scope: Scope,
    me: crate::app::UserId,
    rules: &dyn Rules,
    first: bool,
) -> (String, Vec<serenity::CreateActionRow>) {
    let say = |msg: &Msg| words.render_in(lang, msg, &[]);
    let whose = Msg::new(match scope {
        Scope::Server => "daily-board-this-server",
        Scope::Global => "daily-board-everyone",
    });
    let par = board
        .par
        .map(|par| say(&msg!("daily-board-par", par)))
        .unwrap_or_default();
    // The default game's board reads as it always has (it was the only one); another
    // game's names itself, and the command that plays it.
    let (which, play) = if first {
        (String::new(), msg!("command-daily-play"))
    } else {
        (
            format!("{} ", rules.short_name()),
            msg!("command-daily-play-game", game = rules.id()),
        )
    };
    let mut text = say(&msg!(
        "daily-board-title",
        which,
        date = board.date.to_string(),
        whose,
        players = board.players,
        par
    ));
    text.push('\n');
    // The par is a line of its own where it falls among the scores.
    let par_line = |par: u32| format!("{}\n", say(&msg!("daily-board-par-line", par)));
    let mut par_shown = false;
    if board.entries.is_empty() {
        text.push_str(&say(&msg!("daily-board-empty", play)));
    }
    for (i, e) in board.entries.iter().enumerate() {
        if let Some(p) = board.par {
            if !par_shown && e.total < p && (i > 0 || board.page == 0) {
                text.push_str(&par_line(p));
                par_shown = true;
            }
            par_shown |= e.total < p;
        }
        let title = e
            .title
            .as_ref()
            .map(|t| format!(" · {}", words.render_in(lang, t, &[])))
            .unwrap_or_default();
        // Equal totals are told apart by the tie-break, where the game names it: show it.
        let tied = board
            .entries
            .iter()
            .any(|o| o.user != e.user && o.total == e.total);
        let bonus = match rules.tiebreak_name() {
            Some(word) if tied => format!(" ({word} {})", e.bonus),
            _ => String::new(),
        };
        let line = say(&msg!(
            "daily-board-line",
            rank = e.rank,
            name = limits::name(&e.name),
            total = e.total,
            bonus,
            title
        ));
        if e.user == me {
            text.push_str(&say(&msg!("daily-board-you", line)));
            text.push('\n');
        } else {
            text.push_str(&format!("{line}\n"));
        }
    }
    if let Some(p) = board.par {
        if !par_shown && board.page + 1 >= board.pages {
            text.push_str(&par_line(p));
        }
    }
    if board.pages > 1 {
        text.push_str(&say(&msg!(
            "page-of",
            page = board.page + 1,
            pages = board.pages
        )));
    }
    let last = board.pages.saturating_sub(1);
    let rows = component::pager((words, lang), board.page, 0, last, |page| {
        ComponentId::DailyBoard {
            scope,
            date: board.date.to_string(),
            page,
            game: (!first).then(|| board.kind.to_string()),
        }
    });
    (limits::content(text.trim_end()), rows)
}

/// A click on Prev or Next (acknowledged with a deferred update): page `page` of the board
/// of `scope` on `date`; the message is redrawn in place.
pub async fn handle_button(
    ctx: &serenity::Context,
    data: &BotData,
    component: &serenity::ComponentInteraction,
    scope: Scope,
    date: &str,
    page: usize,
    game: Option<&str>,
) -> Result<(), Error> {
    let Ok(date) = date.parse::<Date>() else {
        tracing::warn!(date, "a daily button with a bad date");
        return Ok(());
    };
    let guild = finding::component_server(component);
    let board = data
        .service
        .daily_leaderboard(
            crate::discord::commands::shared::daily::game(&data.service, game)?,
            board_of(scope, guild)?,
            Some(date),
            page,
            PER_PAGE,
        )
        .await?;
    let (content, rows) = message(
        &data.service,
        &data.words,
        crate::discord::language::of_locale(&component.locale),
        &board,
        scope,
        component.user.id.into(),
    )?;
    reply::redraw_clicked(ctx, component, content, rows).await
}
