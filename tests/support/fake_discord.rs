//! An in-process fake of Discord's REST API and gateway, for driving the real
//! serenity + poise client in tests.
//!
//! ```ignore
//! let fake = FakeDiscord::start().await;
//! let bot = start_bot(&fake, ()).await;             // see `support::start_bot`
//! let ix = slash_command("ping", None, &[], &alice(), CHANNEL_ID, Some(GUILD_ID));
//! fake.dispatch_interaction(&ix);
//! let callback = fake.callback(&ix).await;        // the initial response
//! let followup = fake.followup(&ix).await;        // the first followup message
//! fake.assert_no_problems();
//! ```
//!
//! The fake records every REST request ([`RecordedRequest`]: method, path,
//! JSON body, multipart parts with file bytes, the status and body it
//! answered) and every frame the bot sent on the gateway. It keeps the state
//! Discord would keep (messages, threads, registered commands, interaction
//! acknowledgements) so that it can answer realistically and reject what
//! Discord rejects: an unknown route, a second acknowledgement of an
//! interaction, an acknowledgement after 3 s, a followup before the
//! acknowledgement. Each rejection is a *problem*; end a test with
//! [`FakeDiscord::assert_no_problems`].

use std::collections::HashMap;
use std::fmt;
use std::net::SocketAddr;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use serde_json::{json, Value};
use tokio::sync::{mpsc, watch};
use tokio::task::JoinHandle;

use super::payloads::{FakeInteraction, APPLICATION_ID};

/// How long the `wait_*` helpers wait before failing the test: the tests' patience
/// ([`super::wait::PATIENCE`]), not a guess at how long the bot takes, which a busy
/// machine stretches.
pub const DEFAULT_TIMEOUT: Duration = super::wait::PATIENCE;

/// Discord's limit for the initial response to an interaction.
pub const INTERACTION_RESPONSE_DEADLINE: Duration = Duration::from_secs(3);

/// One part of a `multipart/form-data` request.
#[derive(Debug, Clone)]
pub struct Part {
    /// The form field name: `payload_json`, `files[0]`, ...
    pub name: String,
    /// The file name, for file parts.
    pub filename: Option<String>,
    /// The part's `Content-Type`, if given.
    pub content_type: Option<String>,
    pub data: Vec<u8>,
}

impl Part {
    /// The part as UTF-8 text (lossy).
    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.data).into_owned()
    }

    /// Whether the data starts with the PNG signature.
    pub fn is_png(&self) -> bool {
        is_png(&self.data)
    }
}

/// Whether `data` starts with the 8-byte PNG signature.
pub fn is_png(data: &[u8]) -> bool {
    data.starts_with(b"\x89PNG\r\n\x1a\n")
}

/// The body of a recorded request.
#[derive(Debug, Clone)]
pub enum RequestBody {
    Empty,
    Json(Value),
    Multipart(Vec<Part>),
    /// Anything else (or JSON that failed to parse).
    Other {
        content_type: Option<String>,
        data: Vec<u8>,
    },
}

/// A REST request the bot made, with the fake's answer.
#[derive(Debug, Clone)]
pub struct RecordedRequest {
    /// Position in the order requests were answered, from 0.
    pub seq: usize,
    /// `GET`, `POST`, `PUT`, `PATCH`, `DELETE`.
    pub method: String,
    /// The full path, e.g. `/api/v10/interactions/1/tok/callback`.
    pub path: String,
    /// The query string without `?`, if any.
    pub query: Option<String>,
    /// The `Authorization` header.
    pub authorization: Option<String>,
    pub body: RequestBody,
    /// The status the fake answered with.
    pub status: u16,
    /// The JSON the fake answered with, if any.
    pub response: Option<Value>,
    /// Whether no route of the fake matched (see [`FakeDiscord::assert_no_unknown_routes`]).
    pub unknown_route: bool,
    /// When the request arrived.
    pub at: std::time::Instant,
}

impl RecordedRequest {
    /// The path without the `/api/v10` prefix, e.g. `/channels/1/messages`.
    pub fn route(&self) -> &str {
        self.path.strip_prefix("/api/v10").unwrap_or(&self.path)
    }

    /// `method` equals `m` and [`route`](Self::route) equals `route`.
    pub fn is(&self, m: &str, route: &str) -> bool {
        self.method.eq_ignore_ascii_case(m) && self.route() == route
    }

    /// The JSON payload: the body of a JSON request, or the `payload_json`
    /// part of a multipart one.
    pub fn json(&self) -> Option<Value> {
        match &self.body {
            RequestBody::Json(v) => Some(v.clone()),
            RequestBody::Multipart(parts) => parts
                .iter()
                .find(|p| p.name == "payload_json")
                .and_then(|p| serde_json::from_slice(&p.data).ok()),
            _ => None,
        }
    }

    /// Like [`json`](Self::json), panicking if there is none.
    pub fn expect_json(&self) -> Value {
        self.json()
            .unwrap_or_else(|| panic!("no JSON payload in {self}: {:?}", self.body))
    }

    /// The multipart parts (empty for other bodies).
    pub fn parts(&self) -> &[Part] {
        match &self.body {
            RequestBody::Multipart(parts) => parts,
            _ => &[],
        }
    }

    /// The uploaded files (`files[n]` parts), in order.
    pub fn attachments(&self) -> Vec<&Part> {
        self.parts()
            .iter()
            .filter(|p| p.name.starts_with("files[") || p.name == "file")
            .collect()
    }

    /// The message content in the payload, looking inside `data` for
    /// interaction callbacks.
    pub fn content(&self) -> Option<String> {
        let json = self.json()?;
        let content = json
            .get("content")
            .or_else(|| json.get("data").and_then(|d| d.get("content")))?;
        content.as_str().map(str::to_owned)
    }

    /// Whether the payload has the ephemeral flag (64), looking inside `data`
    /// for interaction callbacks.
    pub fn is_ephemeral(&self) -> bool {
        let Some(json) = self.json() else {
            return false;
        };
        let flags = json
            .get("flags")
            .or_else(|| json.get("data").and_then(|d| d.get("flags")))
            .and_then(Value::as_u64)
            .unwrap_or(0);
        flags & 64 != 0
    }

    /// The `custom_id`s of all components in the payload (looking inside
    /// `data` for interaction callbacks), in order.
    pub fn custom_ids(&self) -> Vec<String> {
        let Some(json) = self.json() else {
            return Vec::new();
        };
        let components = json
            .get("components")
            .or_else(|| json.get("data").and_then(|d| d.get("components")));
        let mut ids = Vec::new();
        if let Some(components) = components {
            collect_custom_ids(components, &mut ids);
        }
        ids
    }
}

/// The `custom_id`s of `value`'s components and theirs, in order, added to `out`.
pub fn collect_custom_ids(value: &Value, out: &mut Vec<String>) {
    match value {
        Value::Array(items) => items.iter().for_each(|v| collect_custom_ids(v, out)),
        Value::Object(map) => {
            if let Some(id) = map.get("custom_id").and_then(Value::as_str) {
                out.push(id.to_owned());
            }
            if let Some(children) = map.get("components") {
                collect_custom_ids(children, out);
            }
        }
        _ => {}
    }
}

impl fmt::Display for RecordedRequest {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{} {} {}", self.seq, self.method, self.path)?;
        if let Some(q) = &self.query {
            write!(f, "?{q}")?;
        }
        write!(f, " -> {}", self.status)?;
        if self.unknown_route {
            write!(f, " (unknown route)")?;
        }
        Ok(())
    }
}

/// A frame the bot sent on the gateway.
#[derive(Debug, Clone)]
pub struct GatewayFrame {
    /// Which connection (1 for the first).
    pub session: u64,
    /// The opcode (1 heartbeat, 2 identify, 3 presence, 6 resume, ...).
    pub op: u64,
    /// The `d` field.
    pub d: Value,
}

/// What the fake knows about a dispatched interaction.
#[derive(Debug, Clone)]
pub struct InteractionState {
    pub id: u64,
    pub token: String,
    pub kind: u8,
    pub payload: Value,
    pub dispatched_at: Instant,
    /// The callback type of the initial response, once acknowledged.
    pub acknowledged: Option<u64>,
    /// The message created by the initial response (type 4 or 5).
    pub original_message: Option<u64>,
    /// The initial response as it arrived (even one refused as late or as a second).
    pub callback: Option<Answer>,
    /// The followup messages and edits of the original response, as they arrived: what
    /// completes a deferred interaction.
    pub followups: Vec<Answer>,
}

/// A response to an interaction, with when it arrived: the timings of a load run.
#[derive(Debug, Clone)]
pub struct Answer {
    pub at: Instant,
    /// The JSON payload (of a multipart request, its `payload_json`).
    pub json: Value,
    /// How many files came with it.
    pub files: usize,
}

impl Answer {
    pub fn of(body: &RequestBody) -> Answer {
        let files = match body {
            RequestBody::Multipart(parts) => parts
                .iter()
                .filter(|p| p.name.starts_with("files[") || p.name == "file")
                .count(),
            _ => 0,
        };
        let json = match body {
            RequestBody::Json(v) => v.clone(),
            RequestBody::Multipart(parts) => parts
                .iter()
                .find(|p| p.name == "payload_json")
                .and_then(|p| serde_json::from_slice(&p.data).ok())
                .unwrap_or(Value::Null),
            _ => Value::Null,
        };
        Answer {
            at: Instant::now(),
            json,
            files,
        }
    }
}

impl InteractionState {
    pub fn channel_id(&self) -> u64 {
        id_field(&self.payload, "channel_id").unwrap_or(0)
    }

    pub fn guild_id(&self) -> Option<u64> {
        id_field(&self.payload, "guild_id")
    }
}

/// Reads a snowflake that Discord sends as a string (or a number).
pub fn id_field(value: &Value, key: &str) -> Option<u64> {
    match value.get(key)? {
        Value::String(s) => s.parse().ok(),
        Value::Number(n) => n.as_u64(),
        _ => None,
    }
}

/// A stored message.
#[derive(Debug, Clone)]
pub struct StoredMessage {
    pub channel_id: u64,
    pub json: Value,
}

pub enum Outgoing {
    /// An op 0 dispatch; the session assigns the sequence number.
    Dispatch { t: String, d: Value },
    /// Any other opcode.
    Op { op: u64, d: Value },
    /// Close the connection with this close code.
    Close(u16),
}

pub struct Session {
    pub id: u64,
    pub tx: mpsc::UnboundedSender<Outgoing>,
    pub identified: bool,
    pub open: bool,
    /// `[shard id, shard count]` from IDENTIFY (`[0, 1]` without one).
    pub shard: [u64; 2],
}

/// The shard that carries `t` with data `d` when the bot runs `total` shards, as
/// Discord routes it: `(guild_id >> 22) % total`, events without a server on shard 0.
pub fn shard_of(t: &str, d: &Value, total: u64) -> u64 {
    // The guild events carry the server as their own `id`.
    let own_id = matches!(t, "GUILD_CREATE" | "GUILD_UPDATE" | "GUILD_DELETE");
    let guild = id_field(d, "guild_id").or_else(|| own_id.then(|| id_field(d, "id")).flatten());
    match guild {
        Some(g) if total > 0 => (g >> 22) % total,
        _ => 0,
    }
}

/// Everything the fake records and keeps.
#[derive(Default)]
pub struct Inner {
    pub requests: Vec<RecordedRequest>,
    pub problems: Vec<String>,
    /// Command definitions by guild (`None`: global), as last PUT.
    pub commands: HashMap<Option<u64>, Value>,
    pub messages: HashMap<u64, StoredMessage>,
    /// Channels created by the bot (threads); other ids are plain text channels.
    pub channels: HashMap<u64, Value>,
    /// Users the bot added to threads (`PUT /channels/{thread}/thread-members/{user}`).
    pub thread_members: HashMap<u64, Vec<u64>>,
    pub interactions: HashMap<u64, InteractionState>,
    pub sessions: Vec<Session>,
    pub gateway_frames: Vec<GatewayFrame>,
    /// Failures to answer instead of running the route (see [`FakeDiscord::fail_next`]).
    pub failures: Vec<Failure>,
    /// The servers the bot is in, listed in READY on their shard ([`FakeDiscord::add_guild`]).
    pub guilds: Vec<u64>,
    /// The events [`FakeDiscord::dispatch`] sent: `([shard id, shard count], event name)`.
    pub dispatched: Vec<([u64; 2], String)>,
    /// The nonces of created messages, by (channel, nonce): the message and when it was
    /// created, for `enforce_nonce` (see `rest::create_message`).
    pub nonces: HashMap<(u64, String), (u64, Instant)>,
    /// Keep only the first bytes of uploaded files and skip the check against Discord's
    /// API description: for a load run, whose thousands of pictures would otherwise fill
    /// the memory and whose checks would take the bot's cores ([`FakeDiscord::set_lean`]).
    pub lean: bool,
    /// The direct message channel of each user with the bot, by user id
    /// (`POST /users/@me/channels`, [`FakeDiscord::dm_channel`]).
    pub dm_channels: HashMap<u64, u64>,
    /// Users who accept no direct message from the bot: a message to their DM channel is
    /// refused with Discord's 50007 ([`FakeDiscord::block_dms`]).
    pub dms_blocked: Vec<u64>,
    /// The most bytes of files one message may upload; more is refused with 413 (40005,
    /// "Request entity too large") as Discord does ([`FakeDiscord::limit_uploads`]).
    pub upload_limit: Option<usize>,
}

/// An error the fake answers with, once, to the next request that matches.
#[derive(Debug, Clone)]
pub struct Failure {
    pub method: String,
    /// Matches when the request's path contains this.
    pub path_contains: String,
    /// 429 (rate limited, with `retry_after`) or a 5xx.
    pub status: u16,
    /// Seconds, for a 429.
    pub retry_after: f64,
    /// How long the fake waits before answering: the time a bot with serenity's rate
    /// limiter (off against the fake) would wait out a 429 before trying again.
    pub hold: Duration,
    /// Answered only once this is `true` (or its sender gone), before the `hold`.
    pub released: Option<watch::Receiver<bool>>,
}

impl Inner {
    pub fn interaction_by_token(&mut self, token: &str) -> Option<&mut InteractionState> {
        self.interactions.values_mut().find(|i| i.token == token)
    }
}

pub struct Shared {
    inner: Mutex<Inner>,
    /// Bumped on every change worth waking a waiter for.
    changed: watch::Sender<u64>,
    pub gateway_url: String,
    /// The shard count `GET /gateway/bot` recommends.
    pub recommended_shards: u32,
}

impl Shared {
    pub fn lock(&self) -> MutexGuard<'_, Inner> {
        // A panicking handler must not hide what was recorded.
        self.inner.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Wakes the waiters.
    pub fn notify(&self) {
        self.changed.send_modify(|n| *n += 1);
    }

    pub fn problem(&self, what: String) {
        eprintln!("fake discord: problem: {what}");
        self.lock().problems.push(what);
        self.notify();
    }
}

/// The fake Discord: a REST server and a gateway on 127.0.0.1, random ports.
///
/// Stops when dropped.
pub struct FakeDiscord {
    shared: Arc<Shared>,
    rest_addr: SocketAddr,
    tasks: Vec<JoinHandle<()>>,
}

impl Drop for FakeDiscord {
    fn drop(&mut self) {
        for task in &self.tasks {
            task.abort();
        }
        for session in &self.shared.lock().sessions {
            let _ = session.tx.send(Outgoing::Close(1001));
        }
    }
}

impl FakeDiscord {
    /// Binds both servers and starts serving; `GET /gateway/bot` recommends one shard.
    pub async fn start() -> Self {
        Self::start_with_shards(1).await
    }

    /// [`start`](Self::start), with `GET /gateway/bot` recommending `shards` shards.
    pub async fn start_with_shards(shards: u32) -> Self {
        let rest = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind the fake REST API");
        let gateway = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind the fake gateway");
        let rest_addr = rest.local_addr().expect("REST address");
        let gateway_addr = gateway.local_addr().expect("gateway address");
        // No query string: serenity appends `?v=10`.
        let gateway_url = format!("ws://{gateway_addr}/gateway");
        let shared = Arc::new(Shared {
            inner: Mutex::new(Inner {
                guilds: vec![super::payloads::GUILD_ID],
                ..Inner::default()
            }),
            changed: watch::channel(0).0,
            gateway_url,
            recommended_shards: shards,
        });
        let rest_task = tokio::spawn(super::rest::serve(rest, Arc::clone(&shared)));
        let gateway_task = tokio::spawn(super::gateway::serve(gateway, Arc::clone(&shared)));
        Self {
            shared,
            rest_addr,
            tasks: vec![rest_task, gateway_task],
        }
    }

    /// The base URL to give the bot (`BotConfig::api_base`), e.g. `http://127.0.0.1:40000`.
    pub fn api_base(&self) -> String {
        format!("http://{}", self.rest_addr)
    }

    /// The websocket URL the fake's `GET /gateway` returns.
    pub fn gateway_url(&self) -> String {
        self.shared.gateway_url.clone()
    }

    /// The shard count `GET /gateway/bot` recommends.
    pub fn recommended_shards(&self) -> u32 {
        self.shared.recommended_shards
    }

    /// Lean recording for a load run: uploaded files keep their first bytes only (enough
    /// for [`is_png`]) and requests are not checked against Discord's API description
    /// (the e2e suites check the same requests).
    pub fn set_lean(&self, lean: bool) {
        self.shared.lock().lean = lean;
    }

    /// A public thread of text channel `parent` in server `guild`, as if the bot had
    /// opened it (for games a test sets up through the service): its id.
    pub fn add_thread(&self, parent: u64, guild: u64) -> u64 {
        self.add_text_channel(parent, guild);
        let id = new_id();
        let data = json!({ "name": format!("thread-{id}") });
        let _ = super::rest::create_thread(
            &self.shared,
            parent,
            id,
            11,
            &data,
            axum::http::StatusCode::CREATED,
        );
        id
    }

    /// The direct message channel between `user` and the bot, opened as the bot opens it
    /// (`POST /users/@me/channels` answers the same channel again): its id.
    pub fn dm_channel(&self, user: u64) -> u64 {
        super::rest::open_dm(&self.shared, user)
    }

    /// Whether `channel` is a direct message channel with the bot.
    pub fn is_dm(&self, channel: u64) -> bool {
        self.shared
            .lock()
            .dm_channels
            .values()
            .any(|c| *c == channel)
    }

    /// `user` accepts no direct message from the bot (Discord's "Cannot send messages to
    /// this user", 50007), or does again.
    pub fn block_dms(&self, user: u64, blocked: bool) {
        let mut inner = self.shared.lock();
        inner.dms_blocked.retain(|u| *u != user);
        if blocked {
            inner.dms_blocked.push(user);
        }
    }

    /// Messages may upload at most `bytes` of files (`None`: no limit), as Discord's
    /// limit; a message over it is refused with 413 (40005).
    pub fn limit_uploads(&self, bytes: Option<usize>) {
        self.shared.lock().upload_limit = bytes;
    }

    /// What the fake knows of interaction `id`: its answers and their times.
    pub fn interaction(&self, id: u64) -> Option<InteractionState> {
        self.shared.lock().interactions.get(&id).cloned()
    }

    /// Every interaction dispatched so far.
    pub fn interactions(&self) -> Vec<InteractionState> {
        self.shared.lock().interactions.values().cloned().collect()
    }

    /// Makes the bot a member of server `guild` too (listed in READY on its shard).
    pub fn add_guild(&self, guild: u64) {
        let mut inner = self.shared.lock();
        if !inner.guilds.contains(&guild) {
            inner.guilds.push(guild);
        }
    }

    /// A text channel `channel` of server `guild`, where the bot may post and open threads
    /// (channels the fake does not know are text channels of [`GUILD_ID`](super::GUILD_ID)).
    pub fn add_text_channel(&self, channel: u64, guild: u64) {
        self.add_guild(guild);
        let json = super::rest::text_channel_json(channel, guild);
        self.shared.lock().channels.insert(channel, json);
    }

    /// The names of the events [`dispatch`](Self::dispatch) sent on shard `[id, count]`.
    pub fn dispatched_on(&self, shard: [u64; 2]) -> Vec<String> {
        let inner = self.shared.lock();
        inner
            .dispatched
            .iter()
            .filter(|(s, _)| *s == shard)
            .map(|(_, t)| t.clone())
            .collect()
    }

    /// The `[shard id, shard count]` of every identified gateway session still open, in
    /// the order they identified.
    pub fn connected_shards(&self) -> Vec<[u64; 2]> {
        self.shared
            .lock()
            .sessions
            .iter()
            .filter(|s| s.identified && s.open)
            .map(|s| s.shard)
            .collect()
    }

    // ----- waiting -------------------------------------------------------

    /// Re-evaluates `check` on every change of the fake's state until it
    /// returns `Some`, or `timeout` passes.
    pub async fn wait_until<T>(
        &self,
        timeout: Duration,
        mut check: impl FnMut(&Inner) -> Option<T>,
    ) -> Option<T> {
        let mut changed = self.shared.changed.subscribe();
        let deadline = tokio::time::Instant::now() + timeout;
        loop {
            changed.borrow_and_update();
            if let Some(found) = check(&self.shared.lock()) {
                return Some(found);
            }
            match tokio::time::timeout_at(deadline, changed.changed()).await {
                Ok(Ok(())) => {}
                Ok(Err(_)) | Err(_) => return check(&self.shared.lock()),
            }
        }
    }

    /// Waits (up to [`DEFAULT_TIMEOUT`]) for the first request matching
    /// `pred`, counting those already received; panics with the list of
    /// received requests on timeout.
    pub async fn wait_for(&self, pred: impl Fn(&RecordedRequest) -> bool) -> RecordedRequest {
        self.wait_for_n(1, pred).await.remove(0)
    }

    /// Waits for `n` requests matching `pred`; returns the first `n`.
    pub async fn wait_for_n(
        &self,
        n: usize,
        pred: impl Fn(&RecordedRequest) -> bool,
    ) -> Vec<RecordedRequest> {
        self.wait_for_what(&format!("{n} matching request(s)"), n, pred)
            .await
    }

    /// [`wait_for_n`](Self::wait_for_n), saying `what` it waited for on timeout.
    async fn wait_for_what(
        &self,
        what: &str,
        n: usize,
        pred: impl Fn(&RecordedRequest) -> bool,
    ) -> Vec<RecordedRequest> {
        let found = self
            .wait_until(DEFAULT_TIMEOUT, |inner| {
                let matching: Vec<_> = inner
                    .requests
                    .iter()
                    .filter(|r| pred(r))
                    .take(n)
                    .cloned()
                    .collect();
                (matching.len() == n).then_some(matching)
            })
            .await;
        found.unwrap_or_else(|| {
            panic!(
                "timed out after {DEFAULT_TIMEOUT:?} waiting for {what}\n{}",
                self.describe()
            )
        })
    }

    /// Like [`wait_for`](Self::wait_for) with a custom timeout; `None` on timeout.
    pub async fn wait_for_within(
        &self,
        timeout: Duration,
        pred: impl Fn(&RecordedRequest) -> bool,
    ) -> Option<RecordedRequest> {
        self.wait_until(timeout, |inner| {
            inner.requests.iter().find(|r| pred(r)).cloned()
        })
        .await
    }

    /// Everything received so far, for failure messages.
    pub fn describe(&self) -> String {
        let inner = self.shared.lock();
        let mut out = String::from("requests received by the fake Discord:\n");
        for r in &inner.requests {
            out += &format!("  {r}\n");
        }
        if inner.requests.is_empty() {
            out += "  (none)\n";
        }
        if !inner.problems.is_empty() {
            out += "problems:\n";
            for p in &inner.problems {
                out += &format!("  {p}\n");
            }
        }
        let ops: Vec<String> = inner
            .gateway_frames
            .iter()
            .map(|f| format!("{}:op{}", f.session, f.op))
            .collect();
        out += &format!("gateway frames from the bot: [{}]\n", ops.join(", "));
        out
    }

    // ----- recorded requests ---------------------------------------------

    /// All REST requests so far, in the order they were answered.
    /// Makes the fake answer the next requests of `method` whose path contains
    /// `path_contains` with these statuses, one per request, in order, instead
    /// of running the route: 429 answers as Discord does when rate limited
    /// (`Retry-After` header, `retry_after` in the body), others with a bare error.
    pub fn fail_next(&self, method: &str, path_contains: &str, statuses: &[u16], retry_after: f64) {
        self.fail_slowly(method, path_contains, statuses, retry_after, Duration::ZERO);
    }

    /// [`fail_next`](Self::fail_next), each answer held back for `hold` first: a route as
    /// slow as it is for a bot whose rate limiter waits out Discord's `retry_after`.
    pub fn fail_slowly(
        &self,
        method: &str,
        path_contains: &str,
        statuses: &[u16],
        retry_after: f64,
        hold: Duration,
    ) {
        let mut inner = self.shared.lock();
        for &status in statuses {
            inner.failures.push(Failure {
                method: method.to_owned(),
                path_contains: path_contains.to_owned(),
                status,
                retry_after,
                hold,
                released: None,
            });
        }
    }

    /// One failure of `status` for the next request matching, answered only once the
    /// returned sender is told `true` (or dropped): the bot's request stays under way while
    /// the test brings about what must happen meanwhile, however long that takes.
    pub fn fail_when_released(
        &self,
        method: &str,
        path_contains: &str,
        status: u16,
    ) -> watch::Sender<bool> {
        let (release, released) = watch::channel(false);
        self.shared.lock().failures.push(Failure {
            method: method.to_owned(),
            path_contains: path_contains.to_owned(),
            status,
            retry_after: 0.0,
            hold: Duration::ZERO,
            released: Some(released),
        });
        release
    }

    pub fn requests(&self) -> Vec<RecordedRequest> {
        self.shared.lock().requests.clone()
    }

    /// How many requests the bot made so far (none copied).
    pub fn requests_count(&self) -> usize {
        self.shared.lock().requests.len()
    }

    /// The requests matching `pred`.
    pub fn requests_matching(
        &self,
        pred: impl Fn(&RecordedRequest) -> bool,
    ) -> Vec<RecordedRequest> {
        self.shared
            .lock()
            .requests
            .iter()
            .filter(|r| pred(r))
            .cloned()
            .collect()
    }

    /// Requests no route matched.
    pub fn unknown_routes(&self) -> Vec<RecordedRequest> {
        self.requests_matching(|r| r.unknown_route)
    }

    /// Panics if the bot called a route the fake does not implement.
    pub fn assert_no_unknown_routes(&self) {
        let unknown = self.unknown_routes();
        assert!(
            unknown.is_empty(),
            "the bot called routes the fake Discord does not know (add them to tests/support/rest.rs):\n{}",
            unknown.iter().map(|r| format!("  {r}\n")).collect::<String>()
        );
    }

    /// What the fake rejected, as Discord would have: unknown routes, bad
    /// bodies, double or late acknowledgements, unknown messages, ...
    pub fn problems(&self) -> Vec<String> {
        self.shared.lock().problems.clone()
    }

    /// Panics if there was any [problem](Self::problems).
    pub fn assert_no_problems(&self) {
        let problems = self.problems();
        assert!(
            problems.is_empty(),
            "the fake Discord rejected requests:\n{}",
            self.describe()
        );
    }

    // ----- application commands ------------------------------------------

    /// The command definitions last registered in `guild` (`None`: globally).
    pub fn registered_commands(&self, guild: Option<u64>) -> Option<Value> {
        self.shared.lock().commands.get(&guild).cloned()
    }

    /// The names of the commands last registered in `guild` (`None`: globally).
    pub fn registered_command_names(&self, guild: Option<u64>) -> Vec<String> {
        self.registered_commands(guild)
            .and_then(|c| c.as_array().cloned())
            .unwrap_or_default()
            .iter()
            .filter_map(|c| c["name"].as_str().map(str::to_owned))
            .collect()
    }

    /// One registered command definition by name.
    pub fn registered_command(&self, guild: Option<u64>, name: &str) -> Option<Value> {
        self.registered_commands(guild)?
            .as_array()?
            .iter()
            .find(|c| c["name"] == name)
            .cloned()
    }

    // ----- gateway ------------------------------------------------------

    /// Waits for the bot's IDENTIFY and returns its `d` (token, intents, ...).
    pub async fn wait_for_identify(&self) -> Value {
        self.wait_until(DEFAULT_TIMEOUT, |inner| {
            inner
                .gateway_frames
                .iter()
                .find(|f| f.op == 2)
                .map(|f| f.d.clone())
        })
        .await
        .unwrap_or_else(|| {
            panic!(
                "the bot did not IDENTIFY on the gateway\n{}",
                self.describe()
            )
        })
    }

    /// The frames the bot sent on the gateway.
    pub fn gateway_frames(&self) -> Vec<GatewayFrame> {
        self.shared.lock().gateway_frames.clone()
    }

    /// Sends a dispatch (op 0) event `t` with data `d` on the shard that carries its
    /// server ([`shard_of`]; the latest session identified for that shard). Panics if no
    /// session is identified; an event whose shard is not connected is a problem.
    pub fn dispatch(&self, t: &str, d: Value) {
        let mut inner = self.shared.lock();
        let sessions: Vec<&Session> = inner
            .sessions
            .iter()
            .filter(|s| s.identified && s.open)
            .collect();
        let total = sessions
            .last()
            .unwrap_or_else(|| panic!("no identified gateway session to dispatch {t} to"))
            .shard[1];
        let shard = shard_of(t, &d, total);
        let target = sessions.iter().rev().find(|s| s.shard == [shard, total]);
        let sent = target.is_some_and(|s| {
            s.tx.send(Outgoing::Dispatch {
                t: t.to_owned(),
                d: d.clone(),
            })
            .is_ok()
        });
        if sent {
            inner.dispatched.push(([shard, total], t.to_owned()));
        }
        drop(inner);
        if !sent {
            self.shared.problem(format!(
                "gateway: {t} belongs on shard {shard} of {total}, which is not connected"
            ));
        }
    }

    /// Sends an opcode other than dispatch (e.g. 7 RECONNECT) to every session.
    pub fn send_op(&self, op: u64, d: Value) {
        for session in self.shared.lock().sessions.iter().filter(|s| s.open) {
            let _ = session.tx.send(Outgoing::Op { op, d: d.clone() });
        }
    }

    /// Dispatches `INTERACTION_CREATE` for `ix` and [tracks](Self::track_interaction) it.
    pub fn dispatch_interaction(&self, ix: &FakeInteraction) {
        self.track_interaction(ix);
        let mut payload = ix.payload.clone();
        // As Discord does, an interaction from a thread describes the thread (its type and
        // parent), not a plain text channel.
        let channel = payload["channel_id"]
            .as_str()
            .and_then(|c| c.parse::<u64>().ok());
        let thread = channel.and_then(|c| self.shared.lock().channels.get(&c).cloned());
        if let Some(thread) = thread {
            payload["channel"] = serde_json::json!({
                "id": thread["id"],
                "type": thread["type"],
                "name": thread["name"],
                "parent_id": thread["parent_id"],
            });
        }
        self.dispatch("INTERACTION_CREATE", payload);
    }

    /// Makes the REST API accept responses to `ix` as if it had been
    /// dispatched now (its 3 s deadline starts), without sending it on the
    /// gateway. [`dispatch_interaction`](Self::dispatch_interaction) does both.
    pub fn track_interaction(&self, ix: &FakeInteraction) {
        self.shared.lock().interactions.insert(
            ix.id,
            InteractionState {
                id: ix.id,
                token: ix.token.clone(),
                kind: ix.kind,
                payload: ix.payload.clone(),
                dispatched_at: Instant::now(),
                acknowledged: None,
                original_message: None,
                callback: None,
                followups: Vec::new(),
            },
        );
    }

    /// Pretends `ix` was dispatched `by` earlier than it was, e.g. to check
    /// what happens past the 3 s deadline without waiting for it.
    pub fn age_interaction(&self, ix: &FakeInteraction, by: Duration) {
        if let Some(state) = self.shared.lock().interactions.get_mut(&ix.id) {
            state.dispatched_at -= by;
        }
    }

    // ----- interactions --------------------------------------------------

    /// Waits for the initial response (`POST /interactions/{id}/{token}/callback`) to `ix`.
    pub async fn callback(&self, ix: &FakeInteraction) -> RecordedRequest {
        let route = ix.callback_route();
        let what = format!(
            "the initial response to interaction {} (POST {route})",
            ix.id
        );
        self.wait_for_what(&what, 1, |r| r.is("POST", &route))
            .await
            .remove(0)
    }

    /// Waits for the first followup message (`POST /webhooks/{app}/{token}`) to `ix`.
    pub async fn followup(&self, ix: &FakeInteraction) -> RecordedRequest {
        self.followups(ix, 1).await.remove(0)
    }

    /// Waits for `n` followup messages to `ix`.
    pub async fn followups(&self, ix: &FakeInteraction, n: usize) -> Vec<RecordedRequest> {
        let route = ix.webhook_route();
        let what = format!("{n} followup(s) to interaction {} (POST {route})", ix.id);
        self.wait_for_what(&what, n, |r| r.is("POST", &route)).await
    }

    /// Waits for an edit of the original response to `ix`.
    pub async fn original_edit(&self, ix: &FakeInteraction) -> RecordedRequest {
        let route = format!("{}/messages/@original", ix.webhook_route());
        let what = format!("an edit of the original response to interaction {}", ix.id);
        self.wait_for_what(&what, 1, |r| r.is("PATCH", &route))
            .await
            .remove(0)
    }

    /// Waits for the answer to a click acknowledged with a deferred update (callback type
    /// 6): the clicked message redrawn (an edit of `@original`, which for a click is the
    /// message clicked) or a followup (a private refusal), whichever comes first.
    pub async fn after_update(&self, ix: &FakeInteraction) -> RecordedRequest {
        let followup = ix.webhook_route();
        let edit = format!("{followup}/messages/@original");
        let what = format!("the redraw of, or a followup to, click {}", ix.id);
        self.wait_for_what(&what, 1, |r| {
            r.is("PATCH", &edit) || r.is("POST", &followup)
        })
        .await
        .remove(0)
    }

    /// The message object of the initial response to `ix` (after a callback
    /// of type 4 or 5), as Discord would return it; e.g. to build a click on
    /// one of its buttons. Panics if there is none.
    pub fn original_message(&self, ix: &FakeInteraction) -> Value {
        let inner = self.shared.lock();
        let id = inner
            .interactions
            .get(&ix.id)
            .and_then(|i| i.original_message)
            .unwrap_or_else(|| panic!("interaction {} has no original response message", ix.id));
        inner.messages[&id].json.clone()
    }

    // ----- messages and channels -----------------------------------------

    /// Waits for `n` messages posted by the bot to `channel` (a channel or
    /// thread; `POST /channels/{channel}/messages`), returns the first `n`.
    pub async fn channel_posts(&self, channel: u64, n: usize) -> Vec<RecordedRequest> {
        let route = format!("/channels/{channel}/messages");
        let what = format!("{n} message(s) posted to channel {channel}");
        self.wait_for_what(&what, n, |r| r.is("POST", &route)).await
    }

    /// A message by id, as it is now (after edits).
    pub fn message(&self, id: u64) -> Option<Value> {
        self.shared.lock().messages.get(&id).map(|m| m.json.clone())
    }

    /// Every stored message (in any channel), oldest first.
    pub fn all_messages(&self) -> Vec<Value> {
        let inner = self.shared.lock();
        let mut messages: Vec<(u64, Value)> = inner
            .messages
            .iter()
            .map(|(id, m)| (*id, m.json.clone()))
            .collect();
        messages.sort_by_key(|(id, _)| *id);
        messages.into_iter().map(|(_, m)| m).collect()
    }

    /// The messages in `channel` (including interaction responses), oldest first.
    pub fn messages_in(&self, channel: u64) -> Vec<Value> {
        let inner = self.shared.lock();
        let mut messages: Vec<(u64, Value)> = inner
            .messages
            .iter()
            .filter(|(_, m)| m.channel_id == channel)
            .map(|(id, m)| (*id, m.json.clone()))
            .collect();
        messages.sort_by_key(|(id, _)| *id);
        messages.into_iter().map(|(_, m)| m).collect()
    }

    /// A channel the bot created (a thread), as Discord returns it.
    pub fn channel(&self, id: u64) -> Option<Value> {
        self.shared.lock().channels.get(&id).cloned()
    }

    /// The threads the bot created, oldest first.
    /// The users the bot added to a thread.
    pub fn thread_members(&self, thread: u64) -> Vec<u64> {
        let inner = self.shared.lock();
        inner
            .thread_members
            .get(&thread)
            .cloned()
            .unwrap_or_default()
    }

    pub fn threads(&self) -> Vec<Value> {
        let inner = self.shared.lock();
        let mut threads: Vec<Value> = inner
            .channels
            .values()
            .filter(|c| is_thread(c))
            .cloned()
            .collect();
        threads.sort_by_key(|c| id_field(c, "id"));
        threads
    }
}

/// The REST answer for an application id other than the fake's.
pub(crate) fn check_application(app: u64) -> Result<(), String> {
    if app == APPLICATION_ID {
        Ok(())
    } else {
        Err(format!(
            "unknown application id {app} (the fake's is {APPLICATION_ID})"
        ))
    }
}

/// `{"code":.., "message":..}`, Discord's error body.
pub(crate) fn error_body(code: u64, message: &str) -> Value {
    json!({ "code": code, "message": message })
}

pub(crate) use super::payloads::snowflake as new_id;

/// Whether a channel (as JSON) is a thread: announcement (10), public (11) or private (12).
pub fn is_thread(channel: &Value) -> bool {
    matches!(channel["type"].as_u64(), Some(10..=12))
}
