//! The bot's settings, from the environment (and a `.env` file, read by `main`).
//!
//! Parsing is a pure function of a variable lookup, so it is tested without touching the
//! process environment. A missing or malformed setting is a [`ConfigError`] whose message
//! says exactly what to do; the token never appears in any message or log.

use std::fmt;

use crate::app::shards::BadRange;
pub use crate::app::shards::{ShardRange, MAX_SHARDS};

/// Everything the bot needs to start.
#[derive(Clone, PartialEq, Eq)]
pub struct Config {
    pub token: String,
    /// Register the commands on this server only (instant; for development).
    pub guild_id: Option<u64>,
    /// Where games are kept, e.g. `sqlite://tucana.db`.
    pub database_url: String,
    /// Which gateway shards to run (`SHARDS`: a count `N`, all of them, or a range
    /// `FIRST-LAST/TOTAL`); `None`: as many as Discord recommends.
    pub shards: Option<ShardRange>,
    /// `DAILY_SECRET`: the secret that keys the daily challenge's seeds, to share one
    /// between deployments. When set it is stored in the database at start, instead of the
    /// one kept there (generated at the first start otherwise). Never shown.
    pub daily_secret: Option<String>,
    /// `METRICS_ADDR`: where to serve `/metrics` and `/healthz` (e.g. `127.0.0.1:9100`);
    /// `None`, the default: no listener.
    pub metrics_addr: Option<std::net::SocketAddr>,
    /// `MAX_HOSTED_GAMES`: the most started games (solo games aside) one user may host at
    /// once; `None`: [`crate::app::MAX_HOSTED_GAMES`].
    pub max_hosted_games: Option<usize>,
    /// `MAX_HOSTED_BOTS`: the most computer players one user may seat in all the games
    /// they host (lobbies and started); `None`: [`crate::app::MAX_HOSTED_BOTS`].
    pub max_hosted_bots: Option<usize>,
    /// `REPLAY_BUDGET`: how many bytes of finished games' replays the database keeps, the
    /// least recently used forgotten first (drawn again if asked for); `None`, the default:
    /// the service's (1 GiB).
    pub replay_budget: Option<u64>,
    /// `WEB_ADDR`: where to serve the web pages (e.g. `127.0.0.1:8080`); `None`, the
    /// default: no pages.
    pub web_addr: Option<std::net::SocketAddr>,
    /// `WEB_URL`: the pages' public address (e.g. `https://games.example.org`), for the
    /// links in the bot's posts; `None`: no links.
    pub web_url: Option<String>,
}

impl fmt::Debug for Config {
    /// Never prints the token, the daily secret or the database's password.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Config")
            .field("token", &"<hidden>")
            .field("guild_id", &self.guild_id)
            .field("database_url", &crate::store::redact(&self.database_url))
            .field("shards", &self.shards)
            .field(
                "daily_secret",
                &self.daily_secret.as_ref().map(|_| "<hidden>"),
            )
            .field("metrics_addr", &self.metrics_addr)
            .field("max_hosted_games", &self.max_hosted_games)
            .field("max_hosted_bots", &self.max_hosted_bots)
            .field("replay_budget", &self.replay_budget)
            .field("web_addr", &self.web_addr)
            .field("web_url", &self.web_url)
            .finish()
    }
}

/// The default database: a file next to where the bot runs.
pub const DEFAULT_DATABASE_URL: &str = "sqlite://tucana.db";

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ConfigError {
    #[error(
        "DISCORD_TOKEN is not set, so the bot cannot log in to Discord.\n\
         To run the bot:\n\
         1. Create an application at https://discord.com/developers/applications, open its\n\
            Bot page and press \"Reset Token\" to get the token.\n\
         2. Copy .env.example to .env and put the token after DISCORD_TOKEN=.\n\
         3. Run `cargo run --release` again.\n\
         README.md (\"Run your own bot\") has the whole walk-through, with the invite link.\n\
         Without Discord you can still try the game: `cargo run --release -- play`."
    )]
    MissingToken,
    #[error("DISCORD_TOKEN does not look like a bot token (it has spaces or is too short); copy it again from the Bot page of your application")]
    MalformedToken,
    #[error("DISCORD_GUILD_ID must be a server id (a number such as 123456789012345678), not {0:?}; leave it empty to register the commands globally")]
    BadGuildId(String),
    #[error("SHARDS must be a number of gateway shards from 1 to {MAX_SHARDS} (such as 2), or a range of them FIRST-LAST/TOTAL (such as 0-1/4), not {0:?}; leave it empty to use as many as Discord recommends")]
    BadShards(String),
    #[error("METRICS_ADDR must be an IP address and a port to serve /metrics and /healthz on (such as 127.0.0.1:9100, or 0.0.0.0:9100 on every interface), not {0:?}; leave it empty to serve no metrics")]
    BadMetricsAddr(String),
    /// A per-user limit that is not a whole number of at least 1: the setting, what was
    /// given, the default.
    #[error("{0} must be a whole number of at least 1 (such as {2}), not {1:?}; leave it empty for the default ({2})")]
    BadLimit(&'static str, String, usize),
    #[error("REPLAY_BUDGET must be a size above 0, in bytes or with a unit (such as 1GiB, 500MiB or 1048576), not {0:?}; leave it empty for 1GiB")]
    BadReplayBudget(String),
    #[error("WEB_ADDR must be an IP address and a port to serve the web pages on (such as 127.0.0.1:8080, or 0.0.0.0:8080 on every interface), not {0:?}; leave it empty to serve no pages")]
    BadWebAddr(String),
    #[error("WEB_URL must be the pages' public address starting with https:// or http:// (such as https://games.example.org), not {0:?}; leave it empty for no links to the pages")]
    BadWebUrl(String),
    /// A range `FIRST-LAST/TOTAL` that does not hold together (the words say why).
    #[error("SHARDS={0:?}: {1}. A range is FIRST-LAST/TOTAL, shards FIRST to LAST of TOTAL with FIRST <= LAST < TOTAL <= {MAX_SHARDS}: for two processes sharing 4 shards, SHARDS=0-1/4 for one and SHARDS=2-3/4 for the other")]
    BadShardRange(String, String),
}

impl Config {
    /// Reads the settings through `var` (the environment in `main`, a map in tests).
    pub fn from_vars(var: impl Fn(&str) -> Option<String>) -> Result<Config, ConfigError> {
        let get = |name: &str| {
            var(name)
                .map(|v| v.trim().to_string())
                .filter(|v| !v.is_empty())
        };
        let token = get("DISCORD_TOKEN").ok_or(ConfigError::MissingToken)?;
        let bare = token.strip_prefix("Bot ").unwrap_or(&token);
        if bare.len() < 20 || bare.contains(char::is_whitespace) {
            return Err(ConfigError::MalformedToken);
        }
        let guild_id = match get("DISCORD_GUILD_ID") {
            None => None,
            Some(g) => Some(g.parse().map_err(|_| ConfigError::BadGuildId(g))?),
        };
        let shards = match get("SHARDS") {
            None => None,
            // A range has a `/`; anything else is read as a count.
            Some(n) if n.contains('/') => Some(
                n.parse::<ShardRange>()
                    .map_err(|BadRange(why)| ConfigError::BadShardRange(n, why))?,
            ),
            Some(n) => match n.parse::<u32>() {
                Ok(count @ 1..=MAX_SHARDS) => Some(ShardRange::all(count)),
                _ => return Err(ConfigError::BadShards(n)),
            },
        };
        let metrics_addr = match get("METRICS_ADDR") {
            None => None,
            Some(a) => Some(a.parse().map_err(|_| ConfigError::BadMetricsAddr(a))?),
        };
        let limit = |name: &'static str, default: usize| match get(name) {
            None => Ok(None),
            Some(n) => match n.parse::<usize>() {
                Ok(n @ 1..) => Ok(Some(n)),
                _ => Err(ConfigError::BadLimit(name, n, default)),
            },
        };
        let max_hosted_games = limit("MAX_HOSTED_GAMES", crate::app::MAX_HOSTED_GAMES)?;
        let max_hosted_bots = limit("MAX_HOSTED_BOTS", crate::app::MAX_HOSTED_BOTS)?;
        let replay_budget = match get("REPLAY_BUDGET") {
            None => None,
            Some(b) => Some(bytes(&b).ok_or(ConfigError::BadReplayBudget(b))?),
        };
        let web_addr = match get("WEB_ADDR") {
            None => None,
            Some(a) => Some(a.parse().map_err(|_| ConfigError::BadWebAddr(a))?),
        };
        let web_url = match get("WEB_URL") {
            None => None,
            Some(u) if web_url_ok(&u) => Some(u.trim_end_matches('/').to_owned()),
            Some(u) => return Err(ConfigError::BadWebUrl(u)),
        };
        Ok(Config {
            token,
            guild_id,
            database_url: get("DATABASE_URL").unwrap_or_else(|| DEFAULT_DATABASE_URL.to_string()),
            shards,
            daily_secret: get("DAILY_SECRET"),
            metrics_addr,
            max_hosted_games,
            max_hosted_bots,
            replay_budget,
            web_addr,
            web_url,
        })
    }
}

/// An address the links may start with: `http(s)://` and a host, no spaces nor quotes.
fn web_url_ok(url: &str) -> bool {
    let rest = url
        .strip_prefix("https://")
        .or_else(|| url.strip_prefix("http://"));
    rest.is_some_and(|r| {
        !r.is_empty()
            && !r.starts_with('/')
            && r.chars()
                .all(|c| c.is_ascii_graphic() && !matches!(c, '"' | '<' | '>' | '\\'))
    })
}

/// A size above 0: a number of bytes, or of `KiB`, `MiB` or `GiB` (`KB`, `MB`, `GB` and `B`
/// too, in any case, as powers of 1024), a space between them allowed.
fn bytes(text: &str) -> Option<u64> {
    let digits = text
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(text.len());
    let (number, unit) = text.split_at(digits);
    let shift = match unit.trim().to_ascii_lowercase().as_str() {
        "" | "b" => 0,
        "kib" | "kb" => 10,
        "mib" | "mb" => 20,
        "gib" | "gb" => 30,
        _ => return None,
    };
    let n: u64 = number.parse().ok()?;
    n.checked_mul(1 << shift).filter(|&b| b > 0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    #[test]
    fn the_web_pages_address_and_url_are_read_and_checked() {
        let c = parse(&[
            ("DISCORD_TOKEN", TOKEN),
            ("WEB_ADDR", "127.0.0.1:8080"),
            ("WEB_URL", "https://games.example.org/"),
        ])
        .unwrap();
        assert_eq!(c.web_addr, Some(([127, 0, 0, 1], 8080).into()));
        assert_eq!(c.web_url.as_deref(), Some("https://games.example.org"));
        let c = parse(&[("DISCORD_TOKEN", TOKEN)]).unwrap();
        assert_eq!((c.web_addr, c.web_url), (None, None));
        for bad in ["8080", "localhost"] {
            let e = parse(&[("DISCORD_TOKEN", TOKEN), ("WEB_ADDR", bad)]).unwrap_err();
            assert_eq!(e, ConfigError::BadWebAddr(bad.to_owned()));
        }
        for bad in [
            "games.example.org",
            "https://",
            "https://a b",
            "javascript:alert(1)",
        ] {
            let e = parse(&[("DISCORD_TOKEN", TOKEN), ("WEB_URL", bad)]).unwrap_err();
            assert_eq!(e, ConfigError::BadWebUrl(bad.to_owned()));
        }
    }

    fn parse(vars: &[(&str, &str)]) -> Result<Config, ConfigError> {
        let map: HashMap<String, String> = vars
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        Config::from_vars(|k| map.get(k).cloned())
    }

    const TOKEN: &str = "MTAxNTk4ODg0MjQ1OTE1ODY1.GhXyZ9.abcdefghijklmnopqrstuvwxyz012345";

    #[test]
    fn a_token_is_enough() {
        let c = parse(&[("DISCORD_TOKEN", TOKEN)]).unwrap();
        assert_eq!(c.guild_id, None);
        assert_eq!(c.database_url, DEFAULT_DATABASE_URL);
        assert_eq!(c.shards, None, "Discord's recommendation by default");
        let c = parse(&[
            ("DISCORD_TOKEN", TOKEN),
            ("DISCORD_GUILD_ID", " 42 "),
            ("DATABASE_URL", "sqlite://x.db"),
        ])
        .unwrap();
        assert_eq!(
            (c.guild_id, c.database_url.as_str()),
            (Some(42), "sqlite://x.db")
        );
    }

    #[test]
    fn missing_or_bad_settings_say_what_to_do_and_never_show_the_token() {
        let e = parse(&[("DISCORD_GUILD_ID", "1")]).unwrap_err().to_string();
        assert!(e.contains("Copy .env.example to .env"), "{e}");
        assert!(e.contains("cargo run --release"));
        assert_eq!(
            parse(&[("DISCORD_TOKEN", "  ")]),
            Err(ConfigError::MissingToken)
        );
        assert_eq!(
            parse(&[("DISCORD_TOKEN", "short")]),
            Err(ConfigError::MalformedToken)
        );
        let e = parse(&[("DISCORD_TOKEN", TOKEN), ("DISCORD_GUILD_ID", "my server")]).unwrap_err();
        assert!(e.to_string().contains("must be a server id"));
        let c = parse(&[("DISCORD_TOKEN", TOKEN)]).unwrap();
        assert!(!format!("{c:?}").contains(TOKEN));
    }

    #[test]
    fn shards_are_a_positive_count() {
        let c = parse(&[("DISCORD_TOKEN", TOKEN), ("SHARDS", " 4 ")]).unwrap();
        assert_eq!(c.shards, Some(ShardRange::all(4)));
        assert!(format!("{c:?}").contains("total: 4"), "{c:?}");
        assert!(!format!("{c:?}").contains(TOKEN));
        assert_eq!(
            parse(&[("DISCORD_TOKEN", TOKEN), ("SHARDS", "")])
                .unwrap()
                .shards,
            None
        );
        for bad in ["0", "-1", "two", "1.5", "100000"] {
            let e = parse(&[("DISCORD_TOKEN", TOKEN), ("SHARDS", bad)]).unwrap_err();
            assert_eq!(e, ConfigError::BadShards(bad.to_owned()));
            let text = e.to_string();
            assert!(
                text.contains("SHARDS must be a number") && text.contains("leave it empty"),
                "{text}"
            );
        }
    }

    #[test]
    fn the_replay_budget_is_a_size_with_or_without_a_unit() {
        assert_eq!(
            parse(&[("DISCORD_TOKEN", TOKEN)]).unwrap().replay_budget,
            None
        );
        for (text, size) in [
            ("1048576", 1 << 20),
            ("1GiB", 1 << 30),
            (" 500 MiB ", 500 << 20),
            ("64kb", 64 << 10),
            ("2 GB", 2 << 30),
        ] {
            let c = parse(&[("DISCORD_TOKEN", TOKEN), ("REPLAY_BUDGET", text)]).unwrap();
            assert_eq!(c.replay_budget, Some(size), "{text}");
        }
        for bad in [
            "0",
            "0GiB",
            "1.5GiB",
            "GiB",
            "-1",
            "1 TiB",
            "99999999999GiB",
        ] {
            let e = parse(&[("DISCORD_TOKEN", TOKEN), ("REPLAY_BUDGET", bad)]).unwrap_err();
            assert_eq!(e, ConfigError::BadReplayBudget(bad.trim().to_owned()));
            let text = e.to_string();
            assert!(
                text.contains("such as 1GiB") && text.contains("leave it empty"),
                "{text}"
            );
        }
    }

    #[test]
    fn metrics_are_off_unless_an_address_is_given() {
        assert_eq!(
            parse(&[("DISCORD_TOKEN", TOKEN)]).unwrap().metrics_addr,
            None
        );
        assert_eq!(
            parse(&[("DISCORD_TOKEN", TOKEN), ("METRICS_ADDR", " ")])
                .unwrap()
                .metrics_addr,
            None
        );
        let c = parse(&[("DISCORD_TOKEN", TOKEN), ("METRICS_ADDR", "127.0.0.1:9100")]).unwrap();
        assert_eq!(c.metrics_addr, Some(([127, 0, 0, 1], 9100).into()));
        assert!(format!("{c:?}").contains("127.0.0.1:9100"));
        let c = parse(&[("DISCORD_TOKEN", TOKEN), ("METRICS_ADDR", "[::1]:0")]).unwrap();
        assert_eq!(c.metrics_addr.map(|a| a.port()), Some(0));
        for bad in [
            "9100",
            "localhost:9100",
            "127.0.0.1",
            "127.0.0.1:99999",
            "http://x:1",
        ] {
            let e = parse(&[("DISCORD_TOKEN", TOKEN), ("METRICS_ADDR", bad)]).unwrap_err();
            assert_eq!(e, ConfigError::BadMetricsAddr(bad.to_owned()));
            let text = e.to_string();
            assert!(
                text.contains("such as 127.0.0.1:9100") && text.contains("leave it empty"),
                "{text}"
            );
        }
    }

    #[test]
    fn shards_may_be_a_range_of_a_total() {
        for (text, range) in [
            ("0-1/4", (0, 1, 4)),
            (" 2-3/4 ", (2, 3, 4)),
            ("5-5/6", (5, 5, 6)),
        ] {
            let c = parse(&[("DISCORD_TOKEN", TOKEN), ("SHARDS", text)]).unwrap();
            let (first, last, total) = range;
            assert_eq!(c.shards, ShardRange::new(first, last, total), "{text}");
        }
        for (bad, why) in [
            ("2-4/4", "LAST (4) must be below TOTAL (4)"),
            ("3-1/4", "FIRST (3) is after LAST (1)"),
            ("0-1/0", "TOTAL must be from 1"),
            ("0-1/99999", "TOTAL must be from 1"),
            ("1/4", "not a range FIRST-LAST"),
            ("a-b/4", "not a whole number"),
        ] {
            let e = parse(&[("DISCORD_TOKEN", TOKEN), ("SHARDS", bad)]).unwrap_err();
            assert!(matches!(e, ConfigError::BadShardRange(..)), "{bad}: {e:?}");
            let text = e.to_string();
            assert!(text.contains(why), "{text}");
            assert!(
                text.starts_with(&format!("SHARDS={bad:?}"))
                    && text.contains("SHARDS=0-1/4 for one and SHARDS=2-3/4 for the other"),
                "{text}"
            );
        }
    }

    #[test]
    fn the_database_password_is_never_shown() {
        let url = "postgres://bot:s3cret-pw@db.example:5432/tucana?sslmode=require&password=x2";
        let c = parse(&[("DISCORD_TOKEN", TOKEN), ("DATABASE_URL", url)]).unwrap();
        assert_eq!(c.database_url, url, "kept as given, to connect with");
        for shown in [format!("{c:?}"), format!("{c:#?}")] {
            assert!(
                shown.contains(
                    "postgres://bot:***@db.example:5432/tucana?sslmode=require&password=***"
                ),
                "{shown}"
            );
            assert!(
                !shown.contains("s3cret") && !shown.contains("x2") && !shown.contains(TOKEN),
                "{shown}"
            );
        }
        let c = parse(&[("DISCORD_TOKEN", TOKEN), ("DATABASE_URL", "sqlite://a.db")]).unwrap();
        assert!(format!("{c:?}").contains("\"sqlite://a.db\""), "{c:?}");
    }

    #[test]
    fn the_daily_secret_is_read_and_never_shown() {
        let c = parse(&[("DISCORD_TOKEN", TOKEN)]).unwrap();
        assert_eq!(c.daily_secret, None);
        let secret = "d41d8cd98f00b204e9800998ecf8427e";
        let c = parse(&[("DISCORD_TOKEN", TOKEN), ("DAILY_SECRET", secret)]).unwrap();
        assert_eq!(c.daily_secret.as_deref(), Some(secret));
        let shown = format!("{c:?}");
        assert!(
            !shown.contains(secret) && !shown.contains("d41d8"),
            "{shown}"
        );
        assert!(shown.contains("daily_secret"), "{shown}");
    }
}
