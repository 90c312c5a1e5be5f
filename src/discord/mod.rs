//! Discord adapter: wires the bot's slash commands into serenity + poise.
//!
//! The adapter is deliberately thin. Every command lives in its own file under
//! [`commands`] and should delegate its logic to plain functions (the service
//! layer) that can be unit tested without Discord: a poise `Context` cannot be
//! built without a live gateway shard. The adapter itself is tested end to end
//! against the fake Discord in `tests/support/`.
//!
//! Start the bot with [`start`], which returns a [`BotHandle`]:
//!
//! ```no_run
//! # async fn demo() -> Result<(), tucana::discord::Error> {
//! use tucana::discord::{start, BotConfig};
//! # let data: tucana::discord::BotData = todo!();
//! let handle = start(BotConfig::new("token", data)).await?;
//! handle.wait_ready(std::time::Duration::from_secs(30)).await?;
//! handle.run_until_ctrl_c().await?;
//! # Ok(()) }
//! ```

pub mod commands;
pub mod component;
pub mod config;
pub mod data;
pub mod drawing;
pub mod errors;
mod events;
pub mod finding;
pub mod health;
pub mod language;
pub mod league_table;
pub mod limits;
pub mod lobby;
pub mod outbox;
pub mod reply;
pub mod run;
pub mod startup;
pub mod threads;
pub mod web_links;
pub mod wording;
pub mod words;

pub use config::BotConfig;
pub use data::BotData;
pub use run::run_bot;
pub use startup::{build_http, start, BotHandle, ReadyInfo};

use poise::serenity_prelude as serenity;

/// Error type shared by all commands and the adapter.
pub type Error = Box<dyn std::error::Error + Send + Sync>;

/// The poise context every command receives.
pub type Context<'a> = poise::Context<'a, BotData, Error>;

/// Gateway intents the bot asks for. No privileged intent: slash commands and
/// components arrive as interactions, which need no intent at all.
pub fn intents() -> serenity::GatewayIntents {
    serenity::GatewayIntents::GUILDS
}

// The adapter's one place where serenity's ids become ours and back.
macro_rules! serenity_id {
    ($ours:ty, $theirs:ty) => {
        impl From<$theirs> for $ours {
            fn from(id: $theirs) -> $ours {
                <$ours>::from(id.get())
            }
        }

        impl From<$ours> for $theirs {
            fn from(id: $ours) -> $theirs {
                <$theirs>::new(id.get())
            }
        }
    };
}
serenity_id!(crate::app::UserId, serenity::all::UserId);
serenity_id!(crate::app::GuildId, serenity::all::GuildId);
serenity_id!(crate::app::ChannelId, serenity::all::ChannelId);
