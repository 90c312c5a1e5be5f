//! `/daily leaderboard [scope] [date]`: a day's finished players, best first, ties ranked
//! alike, paged with Prev/Next buttons (`daily:board:<scope>:<date>:<page>`).

use poise::serenity_prelude as serenity;

use super::parse_date;
use crate::app::{BoardScope, Leaderboard};
use crate::discord::component::{self, ComponentId};
use crate::discord::{finding, limits, reply, BotData, Context, Error};
use crate::game::daily::Date;

/// Players a page of the leaderboard shows.
pub const PER_PAGE: usize = 10;

/// Whose results a leaderboard shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum Scope {
    #[name = "This server"]
    Server,
    #[name = "Everyone"]
    Global,
}

impl Scope {
    /// How a button's id names the scope.
    pub fn key(self) -> &'static str {
        match self {
            Scope::Server => "server",
            Scope::Global => "global",
        }
    }

    /// The scope a button's id names.
    pub fn from_key(key: &str) -> Option<Scope> {
        match key {
            "server" => Some(Scope::Server),
            "global" => Some(Scope::Global),
            _ => None,
        }
    }

    fn board(self, guild: crate::store::GuildId) -> BoardScope {
        match self {
            Scope::Server => BoardScope::Server(guild),
            Scope::Global => BoardScope::Global,
        }
    }
}

/// A day's leaderboard: the finished players, best first.
#[poise::command(slash_command, guild_only)]
pub async fn leaderboard(
    ctx: Context<'_>,
    #[description = "This server's players (default) or everyone's"] scope: Option<Scope>,
    #[description = "The day, as YYYY-MM-DD (default: today)"]
    #[max_length = 100]
    date: Option<String>,
    #[description = "The game (default: Trails of Tucana)"]
    #[autocomplete = "super::autocomplete_daily_game"]
    #[max_length = 100]
    game: Option<String>,
) -> Result<(), Error> {
    let guild = finding::place_of(ctx)?.guild;
    let date = parse_date(ctx, date.as_deref())?;
    let scope = scope.unwrap_or(Scope::Server);
    ctx.defer_ephemeral().await?;
    let board = ctx
        .data()
        .service
        .daily_leaderboard(
            super::game(&ctx.data().service, game.as_deref())?,
            scope.board(guild),
            date,
            0,
            PER_PAGE,
        )
        .await?;
    let (content, rows) = message(&board, scope, ctx.author().id.into());
    ctx.send(reply::private_message(content).components(rows))
        .await?;
    Ok(())
}

/// The text of a page and its buttons; `me`'s line is in bold.
pub fn message(
    board: &Leaderboard,
    scope: Scope,
    me: crate::store::UserId,
) -> (String, Vec<serenity::CreateActionRow>) {
    let whose = match scope {
        Scope::Server => "this server",
        Scope::Global => "everyone",
    };
    let par = board.par.map(|p| format!(" · par {p}")).unwrap_or_default();
    // Trails of Tucana's board reads as it always has; another game's names itself, and
    // the command that plays it.
    let tucana = board.kind == crate::discord::commands::game_options::TUCANA;
    let (which, play) = match crate::games::find(&board.kind) {
        Some(rules) if !tucana => (
            format!("{} ", rules.short_name()),
            format!("/daily play game:{}", rules.id()),
        ),
        _ => (String::new(), "/daily play".to_owned()),
    };
    let mut text = format!(
        "**Daily {which}leaderboard — {}** ({whose}, {} player{}){par}\n",
        board.date,
        board.players,
        if board.players == 1 { "" } else { "s" }
    );
    // The par is a line of its own where it falls among the scores.
    let par_line = |p: u32| format!("┄ par {p}: the strong computer player ┄\n");
    let mut par_shown = false;
    if board.entries.is_empty() {
        text.push_str(&format!(
            "Nobody has finished this day's challenge yet: be the first with `{play}`."
        ));
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
            .as_deref()
            .map(|t| format!(" · {t}"))
            .unwrap_or_default();
        // Equal totals are told apart by the bonus in Trails of Tucana: show it there.
        let tied = tucana
            && board
                .entries
                .iter()
                .any(|o| o.user != e.user && o.total == e.total);
        let bonus = if tied {
            format!(" (bonus {})", e.bonus)
        } else {
            String::new()
        };
        let line = format!(
            "{}. {} — {} points{bonus}{title}",
            e.rank,
            limits::name(&e.name),
            e.total
        );
        if e.user == me {
            text.push_str(&format!("**{line}** ← you\n"));
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
        text.push_str(&format!("Page {} of {}", board.page + 1, board.pages));
    }
    let last = board.pages.saturating_sub(1);
    let rows = component::pager(board.page, 0, last, |page| ComponentId::DailyBoard {
        scope,
        date: board.date.to_string(),
        page,
        game: board.kind.to_string(),
    });
    (limits::content(text.trim_end()), rows)
}

/// A click on Prev or Next: page `page` of the board of `scope` on `date`; the message is
/// redrawn in place.
pub async fn handle_button(
    ctx: &serenity::Context,
    data: &BotData,
    component: &serenity::ComponentInteraction,
    scope: Scope,
    date: &str,
    page: usize,
    game: &str,
) -> Result<(), Error> {
    let Ok(date) = date.parse::<Date>() else {
        tracing::warn!(date, "a daily button with a bad date");
        return Ok(());
    };
    let Some(guild) = component.guild_id else {
        return Ok(());
    };
    let board = data
        .service
        .daily_leaderboard(
            super::game(&data.service, Some(game))?,
            scope.board(guild.into()),
            Some(date),
            page,
            PER_PAGE,
        )
        .await?;
    let (content, rows) = message(&board, scope, component.user.id.into());
    let update = serenity::CreateInteractionResponseMessage::new()
        .content(content)
        .components(rows)
        .allowed_mentions(serenity::CreateAllowedMentions::new().empty_users());
    component
        .create_response(
            ctx,
            serenity::CreateInteractionResponse::UpdateMessage(update),
        )
        .await?;
    Ok(())
}
