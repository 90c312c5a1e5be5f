//! `/game`: the commands every game shares (`/game new game:…`, `join`, `leave`, ...).
//!
//! `new` and `solo` name the game and take its options as `key=value` words (autocomplete
//! lists what the game offers). The others know no game: they are the very commands of a
//! game's own command (`aliases`), as a poise command is made by calling its function, so
//! one function serves both parents.

use super::game_log::game_log;
use super::game_solo::game_solo;
use super::profile::game_profile;
use super::ratings::game_ratings;
use super::shared::choosing::{chosen_game, typed_options};
use super::shared::invites::invitees;
use super::shared::languages::{of_new_game, Language};
use super::shared::opening::{new_game, BotLevel, Bots, NewGame};
use super::{
    cancel::cancel, export::export, games::games, help::help, join::join, kick::kick, leave::leave,
    replay::replay, scores::scores, settings::settings, start::start, status::status,
};
use crate::discord::{Context, Error};

/// Every game: create, join and follow games.
#[poise::command(
    slash_command,
    subcommands(
        "game_new",
        "game_solo",
        "join",
        "leave",
        "kick",
        "start",
        "cancel",
        "status",
        "scores",
        "game_log",
        "games",
        "settings",
        "replay",
        "export",
        "game_ratings",
        "game_profile",
        "help"
    ),
    subcommand_required
)]
pub async fn game(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Open a new game of any kind in a thread of this channel.
#[poise::command(slash_command, rename = "new")]
// One argument per option of the slash command: that is how poise declares them.
#[allow(clippy::too_many_arguments)]
pub async fn game_new(
    ctx: Context<'_>,
    #[autocomplete = "crate::discord::commands::shared::choosing::autocomplete_rules"]
    #[max_length = 100]
    game: String,
    #[autocomplete = "crate::discord::commands::shared::choosing::autocomplete_options"]
    #[max_length = 100]
    options: Option<String>,
    #[min = 1]
    #[max = 168]
    turn_hours: Option<u32>,
    #[min = 0]
    #[max = 168]
    bank_hours: Option<u32>,
    #[min = 1]
    #[max = 50]
    max_players: Option<u32>,
    #[autocomplete = "crate::discord::commands::shared::leagues::autocomplete_league"]
    #[max_length = 100]
    league: Option<String>,
    #[min = 0]
    #[max = 7]
    bots: Option<u32>,
    bot_level: Option<BotLevel>,
    hints: Option<bool>,
    language: Option<Language>,
    // Mentions, not typed text: longer than other options (`limits::INVITE_OPTION`).
    #[max_length = 1000] invite: Option<String>,
) -> Result<(), Error> {
    let rules = chosen_game(ctx.data().service.games(), &game)?;
    // The server's own id is its @everyone role: inviting it is inviting no one in
    // particular, a lobby open to everyone.
    let everyone = ctx.guild_id().map(|g| g.get());
    let invited = invitees(invite.as_deref().unwrap_or(""))?
        .into_iter()
        .filter(|i| !matches!(i, crate::app::Invitee::Role(r) if Some(r.0) == everyone))
        .collect();
    let new = NewGame {
        turn_hours,
        bank_hours,
        max_players,
        league,
        bots: Bots::new(bots, bot_level),
        hints,
        language: of_new_game(ctx, language),
        invited,
    };
    let options = || typed_options(rules, options.as_deref());
    new_game(ctx, "/game new", rules, options, new).await
}
