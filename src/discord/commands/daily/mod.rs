//! `/daily`: the daily challenge, one solo game a UTC day, the same for everyone. One file
//! per subcommand; the logic is the service's (`Service::play_daily`, `daily_leaderboard`,
//! `daily_stats`, `daily_share`), what the subcommands share is in `shared/daily.rs`.

pub mod leaderboard;
pub mod play;
pub mod share;
pub mod stats;

use crate::discord::{Context, Error};

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
