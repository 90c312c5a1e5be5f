//! Builders for the JSON Discord sends: users, interactions, snowflakes.
//!
//! Every builder produces what the Discord API documents, with the fields
//! serenity 0.12.5 requires. serenity drops a gateway event that fails to
//! deserialize *silently*, so `tests/e2e/discord_e2e.rs` checks each builder
//! against `serde_json::from_value::<serenity::all::Interaction>`; use
//! [`FakeInteraction::parse`] when you add a new builder.

use std::sync::atomic::{AtomicU64, Ordering};

use serde_json::{json, Value};

/// The fake application's id (also the bot user's id, as on Discord).
pub const APPLICATION_ID: u64 = 1_100_000_000_000_000_001;
/// The bot user's id.
pub const BOT_USER_ID: u64 = APPLICATION_ID;
/// The bot user's name.
pub const BOT_NAME: &str = "Tucana";
/// The default guild of the fake.
pub const GUILD_ID: u64 = 1_100_000_000_000_000_100;
/// A text channel in [`GUILD_ID`].
pub const CHANNEL_ID: u64 = 1_100_000_000_000_000_200;
/// A second text channel in [`GUILD_ID`].
pub const OTHER_CHANNEL_ID: u64 = 1_100_000_000_000_000_201;
/// The token the bot is started with.
pub const BOT_TOKEN: &str = "fake-bot-token";

/// Discord's epoch (2015-01-01) in Unix milliseconds.
const DISCORD_EPOCH_MS: u64 = 1_420_070_400_000;

/// A new snowflake, unique within the test process and increasing; its
/// timestamp part is the current time, as Discord's are.
pub fn snowflake() -> u64 {
    static LAST: AtomicU64 = AtomicU64::new(0);
    let now_ms = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .expect("clock before 1970")
        .as_millis() as u64;
    let candidate = (now_ms - DISCORD_EPOCH_MS) << 22;
    let mut last = LAST.load(Ordering::Relaxed);
    loop {
        let next = candidate.max(last + 1);
        match LAST.compare_exchange_weak(last, next, Ordering::Relaxed, Ordering::Relaxed) {
            Ok(_) => return next,
            Err(seen) => last = seen,
        }
    }
}

/// The current time as Discord formats timestamps (ISO 8601).
pub fn timestamp_now() -> String {
    serenity::all::Timestamp::now().to_string()
}

/// A Discord user taking part in a test.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TestUser {
    pub id: u64,
    pub name: String,
}

impl TestUser {
    /// The user as the service knows them.
    pub fn user(&self) -> tucana::app::UserId {
        tucana::app::UserId(self.id)
    }

    pub fn new(id: u64, name: &str) -> Self {
        Self {
            id,
            name: name.to_owned(),
        }
    }

    /// The user object (`/users/{id}` shape).
    pub fn json(&self) -> Value {
        user_json(self.id, &self.name, false)
    }

    /// A guild member object for this user.
    pub fn member_json(&self) -> Value {
        json!({
            "user": self.json(),
            "nick": null,
            "avatar": null,
            "roles": [],
            "joined_at": "2025-01-01T00:00:00.000000+00:00",
            "premium_since": null,
            "deaf": false,
            "mute": false,
            "flags": 0,
            "pending": false,
            // The member's permissions in the channel: all text permissions.
            "permissions": "2248473465835073",
            "communication_disabled_until": null
        })
    }

    /// `<@id>`, as a mention in message content.
    pub fn mention(&self) -> String {
        format!("<@{}>", self.id)
    }
}

/// Alice, a player.
pub fn alice() -> TestUser {
    TestUser::new(1_100_000_000_000_001_001, "alice")
}

/// Bob, another player.
pub fn bob() -> TestUser {
    TestUser::new(1_100_000_000_000_001_002, "bob")
}

/// Carol, a third player.
pub fn carol() -> TestUser {
    TestUser::new(1_100_000_000_000_001_003, "carol")
}

/// Dave, a fourth player.
pub fn dave() -> TestUser {
    TestUser::new(1_100_000_000_000_001_004, "dave")
}

/// A user object.
pub fn user_json(id: u64, name: &str, bot: bool) -> Value {
    json!({
        "id": id.to_string(),
        "username": name,
        "discriminator": "0",
        "global_name": name,
        "avatar": null,
        "bot": bot,
        "public_flags": 0
    })
}

/// The bot's own user object.
pub fn bot_user_json() -> Value {
    user_json(BOT_USER_ID, BOT_NAME, true)
}

/// The value of a slash command option.
#[derive(Debug, Clone, PartialEq)]
pub enum OptValue {
    String(String),
    Integer(i64),
    Boolean(bool),
    Number(f64),
    /// A user option; the user is also put in `data.resolved`.
    User(TestUser),
    /// A channel option (a text channel of the guild).
    Channel(u64),
}

impl OptValue {
    /// Discord's application command option type.
    fn kind(&self) -> u8 {
        match self {
            OptValue::String(_) => 3,
            OptValue::Integer(_) => 4,
            OptValue::Boolean(_) => 5,
            OptValue::User(_) => 6,
            OptValue::Channel(_) => 7,
            OptValue::Number(_) => 10,
        }
    }

    fn value(&self) -> Value {
        match self {
            OptValue::String(s) => json!(s),
            OptValue::Integer(i) => json!(i),
            OptValue::Boolean(b) => json!(b),
            OptValue::Number(n) => json!(n),
            OptValue::User(u) => json!(u.id.to_string()),
            OptValue::Channel(c) => json!(c.to_string()),
        }
    }
}

impl From<&str> for OptValue {
    fn from(s: &str) -> Self {
        OptValue::String(s.to_owned())
    }
}
impl From<String> for OptValue {
    fn from(s: String) -> Self {
        OptValue::String(s)
    }
}
impl From<i64> for OptValue {
    fn from(i: i64) -> Self {
        OptValue::Integer(i)
    }
}
impl From<bool> for OptValue {
    fn from(b: bool) -> Self {
        OptValue::Boolean(b)
    }
}
impl From<f64> for OptValue {
    fn from(n: f64) -> Self {
        OptValue::Number(n)
    }
}
impl From<&TestUser> for OptValue {
    fn from(u: &TestUser) -> Self {
        OptValue::User(u.clone())
    }
}

/// A named option of a slash command invocation.
#[derive(Debug, Clone, PartialEq)]
pub struct Opt {
    pub name: String,
    pub value: OptValue,
}

/// `opt("text", "hello")`, `opt("count", 3)`, `opt("player", &bob())`.
pub fn opt(name: &str, value: impl Into<OptValue>) -> Opt {
    Opt {
        name: name.to_owned(),
        value: value.into(),
    }
}

/// An interaction ready to be dispatched with `FakeDiscord::dispatch_interaction`.
#[derive(Debug, Clone)]
pub struct FakeInteraction {
    /// The interaction id (`/interactions/{id}/{token}/callback`).
    pub id: u64,
    /// The interaction token (also the followup webhook token).
    pub token: String,
    /// 2 application command, 3 message component, 4 autocomplete.
    pub kind: u8,
    /// The `d` of the `INTERACTION_CREATE` dispatch.
    pub payload: Value,
}

impl FakeInteraction {
    /// Deserializes the payload the way serenity does; panics with the serde
    /// error if serenity would drop it.
    pub fn parse(&self) -> serenity::all::Interaction {
        serde_json::from_value(self.payload.clone()).unwrap_or_else(|e| {
            panic!(
                "serenity cannot parse this interaction: {e}\n{:#}",
                self.payload
            )
        })
    }

    /// The interaction as a user whose Discord speaks `locale` sends it (`locale`, one of
    /// Discord's locales), from a server whose preferred locale is `guild_locale` (none in
    /// a direct message: the field is only set in a server).
    pub fn in_locale(mut self, locale: &str, guild_locale: &str) -> FakeInteraction {
        self.payload["locale"] = json!(locale);
        if self.payload.get("guild_locale").is_some() {
            self.payload["guild_locale"] = json!(guild_locale);
        }
        self
    }

    /// The route of the initial response, without `/api/v10`.
    pub fn callback_route(&self) -> String {
        format!("/interactions/{}/{}/callback", self.id, self.token)
    }

    /// The route of followup messages, without `/api/v10`.
    pub fn webhook_route(&self) -> String {
        format!("/webhooks/{}/{}", APPLICATION_ID, self.token)
    }
}

/// Common fields of every interaction.
fn interaction_base(
    kind: u8,
    user: &TestUser,
    channel: u64,
    guild: Option<u64>,
) -> FakeInteraction {
    let id = snowflake();
    let token = format!("fake-interaction-token-{id}");
    let mut payload = json!({
        "id": id.to_string(),
        "application_id": APPLICATION_ID.to_string(),
        "type": kind,
        "token": token,
        "version": 1,
        "channel_id": channel.to_string(),
        "channel": { "id": channel.to_string(), "type": 0, "name": format!("channel-{channel}") },
        "locale": "en-US",
        "entitlements": [],
        "attachment_size_limit": 26_214_400,
        // All text permissions.
        "app_permissions": "2248473465835073",
    });
    let obj = payload.as_object_mut().expect("object");
    match guild {
        Some(guild) => {
            obj.insert("guild_id".into(), json!(guild.to_string()));
            obj.insert("guild_locale".into(), json!("en-US"));
            obj.insert("member".into(), user.member_json());
            obj.insert("context".into(), json!(0));
            obj.insert(
                "authorizing_integration_owners".into(),
                json!({ "0": guild.to_string() }),
            );
        }
        None => {
            obj.insert("user".into(), user.json());
            obj.insert("context".into(), json!(1));
            // The app installed on the user's account allows it (a server install shows
            // as `"0": "0"` in a DM).
            obj.insert(
                "authorizing_integration_owners".into(),
                json!({ "1": user.id.to_string() }),
            );
            // A DM channel.
            obj.insert(
                "channel".into(),
                json!({ "id": channel.to_string(), "type": 1 }),
            );
        }
    }
    FakeInteraction {
        id,
        token,
        kind,
        payload,
    }
}

/// Builds `data` of a command or autocomplete interaction.
fn command_data(
    name: &str,
    subcommand: Option<&str>,
    options: &[Opt],
    focused: Option<&str>,
    guild: Option<u64>,
) -> Value {
    let mut resolved_users = serde_json::Map::new();
    let mut resolved_members = serde_json::Map::new();
    let mut resolved_channels = serde_json::Map::new();
    let mut leaf: Vec<Value> = options
        .iter()
        .map(|o| {
            match &o.value {
                OptValue::User(u) => {
                    resolved_users.insert(u.id.to_string(), u.json());
                    if guild.is_some() {
                        let mut member = u.member_json();
                        member.as_object_mut().expect("object").remove("user");
                        resolved_members.insert(u.id.to_string(), member);
                    }
                }
                OptValue::Channel(c) => {
                    resolved_channels.insert(
                        c.to_string(),
                        json!({
                            "id": c.to_string(),
                            "type": 0,
                            "name": format!("channel-{c}"),
                            "permissions": "2248473465835073"
                        }),
                    );
                }
                _ => {}
            }
            let mut option = json!({
                "name": o.name,
                "type": o.value.kind(),
                "value": o.value.value(),
            });
            if focused == Some(o.name.as_str()) {
                option["focused"] = json!(true);
            }
            option
        })
        .collect();
    if let Some(focused) = focused {
        assert!(
            options.iter().any(|o| o.name == focused),
            "the focused option `{focused}` is not among the options"
        );
    }
    // "group sub" nests twice: group (type 2) > subcommand (type 1) > options.
    if let Some(path) = subcommand {
        let parts: Vec<&str> = path.split_whitespace().collect();
        assert!(
            (1..=2).contains(&parts.len()),
            "subcommand must be `sub` or `group sub`, got {path:?}"
        );
        let sub = json!({ "name": parts[parts.len() - 1], "type": 1, "options": leaf });
        leaf = vec![if parts.len() == 2 {
            json!({ "name": parts[0], "type": 2, "options": [sub] })
        } else {
            sub
        }];
    }
    let mut data = json!({
        "id": snowflake().to_string(),
        "name": name,
        "type": 1,
        "options": leaf,
    });
    if let Some(guild) = guild {
        data["guild_id"] = json!(guild.to_string());
    }
    let mut resolved = serde_json::Map::new();
    if !resolved_users.is_empty() {
        resolved.insert("users".into(), Value::Object(resolved_users));
    }
    if !resolved_members.is_empty() {
        resolved.insert("members".into(), Value::Object(resolved_members));
    }
    if !resolved_channels.is_empty() {
        resolved.insert("channels".into(), Value::Object(resolved_channels));
    }
    if !resolved.is_empty() {
        data["resolved"] = Value::Object(resolved);
    }
    data
}

/// A slash command invocation (interaction type 2) of `/name [subcommand]
/// options...` by `user` in `channel` of `guild` (`None`: a DM).
/// `subcommand` is `"sub"` or `"group sub"`.
pub fn slash_command(
    name: &str,
    subcommand: Option<&str>,
    options: &[Opt],
    user: &TestUser,
    channel: u64,
    guild: Option<u64>,
) -> FakeInteraction {
    let mut ix = interaction_base(2, user, channel, guild);
    ix.payload["data"] = command_data(name, subcommand, options, None, guild);
    ix
}

/// Where a user-installed command comes from, away from a server with the bot.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Away {
    /// The direct message between the user and the bot (its channel,
    /// `FakeDiscord::dm_channel`).
    BotDm(u64),
    /// A group DM (its channel).
    GroupDm(u64),
    /// A channel of a server the bot is not in.
    Server { guild: u64, channel: u64 },
}

/// A slash command of the app installed on `user`'s account, run `away` from any server
/// with the bot: Discord sends its `context` (1 bot DM, 2 group DM, 0 server) and
/// `authorizing_integration_owners` naming the user's install only (`"1"`), with the
/// server's id and the member, but no server install, from a server without the bot.
pub fn user_installed(
    name: &str,
    subcommand: Option<&str>,
    options: &[Opt],
    user: &TestUser,
    away: Away,
) -> FakeInteraction {
    let (channel, guild) = match away {
        Away::BotDm(channel) | Away::GroupDm(channel) => (channel, None),
        Away::Server { guild, channel } => (channel, Some(guild)),
    };
    let mut ix = interaction_base(2, user, channel, guild);
    ix.payload["data"] = command_data(name, subcommand, options, None, None);
    ix.payload["authorizing_integration_owners"] = json!({ "1": user.id.to_string() });
    match away {
        Away::BotDm(_) => {}
        Away::GroupDm(channel) => {
            ix.payload["context"] = json!(2);
            ix.payload["channel"] =
                json!({ "id": channel.to_string(), "type": 3, "name": "group" });
        }
        Away::Server { .. } => {
            // What an app with no bot on the server may do there: attach files, embed
            // links, mention everyone, use external emojis.
            ix.payload["app_permissions"] = json!("442368");
        }
    }
    ix
}

/// An autocomplete request (interaction type 4) while `user` types the option
/// `focused` of `/name [subcommand]`; `options` holds what is typed so far,
/// including the partial value of `focused` (as a string, even for numbers).
pub fn autocomplete(
    name: &str,
    subcommand: Option<&str>,
    options: &[Opt],
    focused: &str,
    user: &TestUser,
    channel: u64,
    guild: Option<u64>,
) -> FakeInteraction {
    let mut ix = interaction_base(4, user, channel, guild);
    ix.payload["data"] = command_data(name, subcommand, options, Some(focused), guild);
    ix
}

/// A click on the button `custom_id` of `message` (a message object, e.g.
/// from `FakeDiscord::original_message` or `FakeDiscord::message`) by `user`.
pub fn button(
    custom_id: &str,
    message: &Value,
    user: &TestUser,
    channel: u64,
    guild: Option<u64>,
) -> FakeInteraction {
    let mut ix = interaction_base(3, user, channel, guild);
    ix.payload["data"] = json!({ "custom_id": custom_id, "component_type": 2 });
    ix.payload["message"] = message.clone();
    ix
}

/// A choice in a string select menu `custom_id` of `message`.
pub fn select(
    custom_id: &str,
    values: &[&str],
    message: &Value,
    user: &TestUser,
    channel: u64,
    guild: Option<u64>,
) -> FakeInteraction {
    let mut ix = interaction_base(3, user, channel, guild);
    ix.payload["data"] = json!({ "custom_id": custom_id, "component_type": 3, "values": values });
    ix.payload["message"] = message.clone();
    ix
}

/// A message object as Discord returns it (`POST /channels/{id}/messages`).
pub fn message_json(
    id: u64,
    channel: u64,
    guild: Option<u64>,
    author: &Value,
    body: &Value,
) -> Value {
    let field = |name: &str, default: Value| body.get(name).cloned().unwrap_or(default);
    let mut message = json!({
        "id": id.to_string(),
        "channel_id": channel.to_string(),
        "author": author,
        "content": field("content", json!("")),
        "timestamp": timestamp_now(),
        "edited_timestamp": null,
        "tts": field("tts", json!(false)),
        "mention_everyone": false,
        "mentions": [],
        "mention_roles": [],
        "attachments": [],
        "embeds": field("embeds", json!([])),
        "components": field("components", json!([])),
        "pinned": false,
        "type": 0,
        "flags": field("flags", json!(0)),
    });
    if let Some(guild) = guild {
        message["guild_id"] = json!(guild.to_string());
    }
    message
}
