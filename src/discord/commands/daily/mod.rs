//! `/daily`: the daily challenge, one solo game a UTC day, the same for everyone. One file
//! per subcommand; the logic is the service's (`Service::play_daily`, `daily_leaderboard`,
//! `daily_stats`, `daily_share`), what the subcommands share is in `shared/daily.rs`.

pub mod leaderboard;
pub mod play;
pub mod share;
pub mod stats;

use crate::discord::{Context, Error};
use crate::game::Date;

/// The daily challenge: the same island and cards for everyone, every day.
#[poise::command(
    slash_command,
    subcommands(
        "play::play",
        "leaderboard::leaderboard",
        "stats::stats",
        "share::share"
    ),
    subcommand_required
)]
pub async fn daily(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// `/daily` as registered: its commands' `game` options say which game is the default.
pub fn command() -> poise::Command<crate::discord::BotData, Error> {
    let mut command = daily();
    let first = crate::games::all()
        .iter()
        .find(|r| r.daily(Date::from_days(0), 0).is_some());
    for sub in &mut command.subcommands {
        if let (Some(game), Some(first)) =
            (sub.parameters.iter_mut().find(|p| p.name == "game"), first)
        {
            game.description = Some(format!("The game (default: {})", first.name()).into());
        }
    }
    command
}
