//! How to start the bot: its token, where its commands are registered, which shards it
//! runs, and (in tests) the fake Discord it talks to.

use poise::serenity_prelude as serenity;

use crate::app::ShardRange;

/// How to start the bot. Its `Debug` leaves out the token.
#[derive(Clone)]
pub struct BotConfig<D> {
    /// The bot token (with or without the `Bot ` prefix).
    pub token: String,
    /// Register the commands in this guild only (instant, for development and
    /// tests). `None` registers them globally.
    pub guild_id: Option<serenity::GuildId>,
    /// Base URL (`http://127.0.0.1:1234`) of a fake Discord REST API.
    /// **Tests only.** When set, the rate limiter is disabled, HTTP proxies
    /// from the environment are ignored and failing to fetch the gateway URL
    /// from it is fatal (serenity would silently fall back to the real gateway).
    pub api_base: Option<String>,
    /// Which gateway shards to run (`SHARDS`): all of a count ([`ShardRange::all`]), or
    /// a range of them when several processes share the bot. `None`: the count Discord
    /// recommends (`GET /gateway/bot`), which grows with the number of servers; a single
    /// shard is closed by Discord past 2,500 servers.
    pub shards: Option<ShardRange>,
    /// User data handed to every command as `ctx.data()`.
    pub data: D,
}

impl<D> std::fmt::Debug for BotConfig<D> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("BotConfig")
            .field("token", &"<hidden>")
            .field("guild_id", &self.guild_id)
            .field("api_base", &self.api_base)
            .finish_non_exhaustive()
    }
}

impl<D> BotConfig<D> {
    /// A config that registers commands globally against the real Discord.
    pub fn new(token: impl Into<String>, data: D) -> Self {
        Self {
            token: token.into(),
            guild_id: None,
            api_base: None,
            shards: None,
            data,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn debug_hides_the_token() {
        let config = BotConfig::new("MTA.secret-token.xyz", ());
        let shown = format!("{config:?} {config:#?}");
        assert!(!shown.contains("secret-token"), "{shown}");
        assert!(shown.contains("<hidden>"), "{shown}");
    }
}
