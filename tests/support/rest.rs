//! The fake's REST API under `/api/v10`, answering the routes serenity 0.12.5
//! and poise 0.7.1 use with objects shaped as Discord documents them.
//!
//! To support a new route: add it to [`router`] and record anything Discord
//! would reject with [`reject`] (which makes it a problem). Every request a
//! route answers is also checked against Discord's API description
//! ([`super::spec`]): a route the description lacks, or a body or query its
//! schemas refuse, is a problem too.

// Helpers return the error `Response` to send as their `Err`; its size does
// not matter in a test server.
#![allow(clippy::result_large_err)]

use std::sync::Arc;

use axum::body::{Body, Bytes};
use axum::extract::{FromRequest, Path, Request, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post, put};
use axum::{Extension, Json, Router};
use serde_json::{json, Value};

use super::fake_discord::{
    check_application, error_body, id_field, is_thread, new_id, Answer, Failure, InteractionState,
    Part, RecordedRequest, RequestBody, Shared, StoredMessage, INTERACTION_RESPONSE_DEADLINE,
};
use super::payloads::{
    bot_user_json, message_json, timestamp_now, user_json, APPLICATION_ID, BOT_USER_ID, GUILD_ID,
};

type St = State<Arc<Shared>>;
/// The parsed request body, put in the request's extensions by [`record`].
type Payload = Extension<Arc<RequestBody>>;

/// Marks a response of the fallback (no route matched).
#[derive(Clone)]
struct UnknownRoute;

pub async fn serve(listener: tokio::net::TcpListener, shared: Arc<Shared>) {
    use axum::serve::ListenerExt;
    let listener = listener.tap_io(|tcp| {
        let _ = tcp.set_nodelay(true);
    });
    let app = router(Arc::clone(&shared));
    if let Err(e) = axum::serve(listener, app).await {
        eprintln!("fake discord: REST server stopped: {e}");
    }
}

fn router(shared: Arc<Shared>) -> Router {
    let api = Router::new()
        .route("/gateway", get(gateway))
        .route("/gateway/bot", get(gateway_bot))
        .route("/users/@me", get(current_user))
        .route("/users/@me/channels", post(create_dm))
        .route("/applications/{app}/commands", put(put_global_commands))
        .route(
            "/applications/{app}/guilds/{guild}/commands",
            put(put_guild_commands),
        )
        .route(
            "/interactions/{id}/{token}/callback",
            post(interaction_callback),
        )
        .route("/webhooks/{app}/{token}", post(create_followup))
        .route(
            "/webhooks/{app}/{token}/messages/{message}",
            get(get_webhook_message)
                .patch(edit_webhook_message)
                .delete(delete_webhook_message),
        )
        .route(
            "/channels/{channel}",
            get(get_channel).delete(delete_channel),
        )
        .route("/channels/{channel}/messages", post(create_message))
        .route(
            "/channels/{channel}/messages/{message}",
            get(get_message).patch(edit_message).delete(delete_message),
        )
        .route("/channels/{channel}/threads", post(start_thread))
        .route(
            "/channels/{channel}/thread-members/{user}",
            put(add_thread_member),
        )
        .route(
            "/channels/{channel}/messages/{message}/threads",
            post(start_thread_from_message),
        );
    Router::new()
        .nest("/api/v10", api)
        .fallback(unknown_route)
        .method_not_allowed_fallback(method_not_allowed)
        .layer(middleware::from_fn_with_state(Arc::clone(&shared), record))
        .with_state(shared)
}

// ----- recording -----------------------------------------------------------

/// Buffers and parses the request body, runs the route, and records request
/// and response.
async fn record(State(shared): St, request: Request, next: Next) -> Response {
    let (parts, body) = request.into_parts();
    let bytes = axum::body::to_bytes(body, usize::MAX)
        .await
        .unwrap_or_default();
    let content_type = parts
        .headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .map(str::to_owned);
    let parsed = Arc::new(parse_body(content_type, bytes.clone()).await);
    let method = parts.method.to_string();
    let path = parts.uri.path().to_owned();
    let query = parts.uri.query().map(str::to_owned);
    let authorization = header_str(&parts.headers, header::AUTHORIZATION);

    let at = std::time::Instant::now();
    let injected = take_failure(&shared, &method, &path);
    let response = match injected {
        Some(failure) => {
            if let Some(mut released) = failure.released.clone() {
                // Gone or told: either way, answer.
                let _ = released.wait_for(|go| *go).await;
            }
            tokio::time::sleep(failure.hold).await;
            failure_response(&failure)
        }
        None => {
            let mut request = Request::from_parts(parts, Body::from(bytes));
            request.extensions_mut().insert(Arc::clone(&parsed));
            next.run(request).await
        }
    };

    let (parts, body) = response.into_parts();
    let bytes = axum::body::to_bytes(body, usize::MAX)
        .await
        .unwrap_or_default();
    let status = parts.status.as_u16();
    let unknown_route = parts.extensions.get::<UnknownRoute>().is_some();
    let response_json = serde_json::from_slice(&bytes).ok();

    {
        let mut inner = shared.lock();
        let mut body = (*parsed).clone();
        if inner.lean {
            if let RequestBody::Multipart(parts) = &mut body {
                for part in parts.iter_mut().filter(|p| p.filename.is_some()) {
                    part.data.truncate(LEAN_FILE_BYTES);
                }
            }
        }
        let recorded = RecordedRequest {
            seq: inner.requests.len(),
            method,
            path,
            query,
            authorization,
            body,
            status,
            response: response_json,
            unknown_route,
            at,
        };
        if unknown_route {
            inner.problems.push(format!(
                "unknown route: {} {}",
                recorded.method, recorded.path
            ));
        } else if !inner.lean {
            // What real Discord would refuse although the fake answered: checked
            // against Discord's published API description.
            let spec_problems = super::spec::check(
                &recorded.method,
                &recorded.path,
                recorded.query.as_deref(),
                &recorded.body,
            );
            for p in spec_problems {
                eprintln!("fake discord: problem: spec: {p}");
                inner.problems.push(format!("spec: {p}"));
            }
        }
        inner.requests.push(recorded);
    }
    shared.notify();
    Response::from_parts(parts, Body::from(bytes))
}

/// What a lean fake keeps of an uploaded file: its PNG signature and size header.
const LEAN_FILE_BYTES: usize = 32;

/// The first injected failure matching this request, removed from the list.
fn take_failure(shared: &Shared, method: &str, path: &str) -> Option<Failure> {
    let mut inner = shared.lock();
    let i = inner
        .failures
        .iter()
        .position(|f| f.method == method && path.contains(&f.path_contains))?;
    Some(inner.failures.remove(i))
}

/// What Discord answers when rate limited (429) or failing (5xx).
fn failure_response(failure: &Failure) -> Response {
    let status = StatusCode::from_u16(failure.status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
    if status == StatusCode::TOO_MANY_REQUESTS {
        let body = json!({
            "message": "You are being rate limited.",
            "retry_after": failure.retry_after,
            "global": false,
            "code": 0,
        });
        let mut response = (status, Json(body)).into_response();
        let headers = response.headers_mut();
        let seconds = failure.retry_after.to_string();
        headers.insert("retry-after", seconds.parse().unwrap());
        headers.insert("x-ratelimit-retry-after", seconds.parse().unwrap());
        headers.insert("x-ratelimit-scope", "user".parse().unwrap());
        response
    } else {
        let message = format!(
            "{}: {}",
            status.as_u16(),
            status.canonical_reason().unwrap_or("Error")
        );
        (status, Json(json!({"message": message, "code": 0}))).into_response()
    }
}

fn header_str(headers: &HeaderMap, name: header::HeaderName) -> Option<String> {
    headers
        .get(name)
        .and_then(|v| v.to_str().ok())
        .map(str::to_owned)
}

async fn parse_body(content_type: Option<String>, bytes: Bytes) -> RequestBody {
    if bytes.is_empty() {
        return RequestBody::Empty;
    }
    let ct = content_type.clone().unwrap_or_default();
    if ct.starts_with("application/json") {
        if let Ok(v) = serde_json::from_slice(&bytes) {
            return RequestBody::Json(v);
        }
    } else if ct.starts_with("multipart/form-data") {
        if let Some(parts) = parse_multipart(&ct, bytes.clone()).await {
            return RequestBody::Multipart(parts);
        }
    }
    RequestBody::Other {
        content_type,
        data: bytes.to_vec(),
    }
}

async fn parse_multipart(content_type: &str, bytes: Bytes) -> Option<Vec<Part>> {
    let request = Request::builder()
        .header(header::CONTENT_TYPE, content_type)
        .body(Body::from(bytes))
        .ok()?;
    let mut multipart = axum::extract::Multipart::from_request(request, &())
        .await
        .ok()?;
    let mut parts = Vec::new();
    while let Some(field) = multipart.next_field().await.ok()? {
        let name = field.name().unwrap_or_default().to_owned();
        let filename = field.file_name().map(str::to_owned);
        let content_type = field.content_type().map(str::to_owned);
        let data = field.bytes().await.ok()?.to_vec();
        parts.push(Part {
            name,
            filename,
            content_type,
            data,
        });
    }
    Some(parts)
}

// ----- answers ---------------------------------------------------------------

fn ok(value: Value) -> Response {
    (StatusCode::OK, Json(value)).into_response()
}

fn no_content() -> Response {
    StatusCode::NO_CONTENT.into_response()
}

/// Answers with a Discord error and records it as a problem.
fn reject(shared: &Shared, status: StatusCode, code: u64, message: &str, why: String) -> Response {
    shared.problem(why);
    (status, Json(error_body(code, message))).into_response()
}

fn unknown_message(shared: &Shared, what: String) -> Response {
    reject(
        shared,
        StatusCode::NOT_FOUND,
        10008,
        "Unknown Message",
        what,
    )
}

async fn unknown_route() -> Response {
    let mut response =
        (StatusCode::NOT_FOUND, Json(error_body(0, "404: Not Found"))).into_response();
    response.extensions_mut().insert(UnknownRoute);
    response
}

async fn method_not_allowed() -> Response {
    let mut response = (
        StatusCode::METHOD_NOT_ALLOWED,
        Json(error_body(0, "405: Method Not Allowed")),
    )
        .into_response();
    response.extensions_mut().insert(UnknownRoute);
    response
}

/// The JSON payload of a request (JSON body or `payload_json` part).
fn payload_json(body: &RequestBody) -> Option<Value> {
    match body {
        RequestBody::Json(v) => Some(v.clone()),
        RequestBody::Multipart(parts) => parts
            .iter()
            .find(|p| p.name == "payload_json")
            .and_then(|p| serde_json::from_slice(&p.data).ok()),
        _ => None,
    }
}

fn require_json(shared: &Shared, body: &RequestBody, what: &str) -> Result<Value, Response> {
    payload_json(body).ok_or_else(|| {
        reject(
            shared,
            StatusCode::BAD_REQUEST,
            50109,
            "The request body contains invalid JSON.",
            format!("{what}: no JSON payload"),
        )
    })
}

// ----- gateway and application -------------------------------------------------

async fn gateway(State(shared): St) -> Response {
    ok(json!({ "url": shared.gateway_url }))
}

async fn gateway_bot(State(shared): St) -> Response {
    ok(json!({
        "url": shared.gateway_url,
        "shards": shared.recommended_shards,
        "session_start_limit": {
            "total": 1000, "remaining": 999, "reset_after": 0, "max_concurrency": 1
        }
    }))
}

async fn current_user() -> Response {
    let mut user = bot_user_json();
    user["verified"] = json!(true);
    user["mfa_enabled"] = json!(false);
    user["flags"] = json!(0);
    ok(user)
}

async fn put_global_commands(
    State(shared): St,
    Path(app): Path<u64>,
    Extension(body): Payload,
) -> Response {
    put_commands(&shared, app, None, &body)
}

async fn put_guild_commands(
    State(shared): St,
    Path((app, guild)): Path<(u64, u64)>,
    Extension(body): Payload,
) -> Response {
    put_commands(&shared, app, Some(guild), &body)
}

/// Bulk overwrite: stores the definitions and returns them as command objects.
fn put_commands(shared: &Shared, app: u64, guild: Option<u64>, body: &RequestBody) -> Response {
    if let Err(why) = check_application(app) {
        return reject(
            shared,
            StatusCode::NOT_FOUND,
            10002,
            "Unknown Application",
            why,
        );
    }
    let definitions = match require_json(shared, body, "command registration") {
        Ok(Value::Array(defs)) => defs,
        Ok(other) => {
            return reject(
                shared,
                StatusCode::BAD_REQUEST,
                50035,
                "Invalid Form Body",
                format!("command registration: expected an array, got {other}"),
            )
        }
        Err(response) => return response,
    };
    let commands: Vec<Value> = definitions
        .iter()
        .map(|def| {
            let mut command = def.clone();
            let obj = command
                .as_object_mut()
                .expect("command definitions are objects");
            obj.insert("id".into(), json!(new_id().to_string()));
            obj.insert("application_id".into(), json!(APPLICATION_ID.to_string()));
            obj.insert("version".into(), json!(new_id().to_string()));
            obj.entry("type").or_insert(json!(1));
            obj.entry("description").or_insert(json!(""));
            obj.entry("default_member_permissions")
                .or_insert(Value::Null);
            obj.entry("nsfw").or_insert(json!(false));
            if let Some(guild) = guild {
                obj.insert("guild_id".into(), json!(guild.to_string()));
            }
            command
        })
        .collect();
    shared
        .lock()
        .commands
        .insert(guild, Value::Array(definitions));
    ok(Value::Array(commands))
}

// ----- interactions ----------------------------------------------------------

async fn interaction_callback(
    State(shared): St,
    Path((id, token)): Path<(u64, String)>,
    Extension(body): Payload,
) -> Response {
    let payload = match require_json(&shared, &body, "interaction callback") {
        Ok(p) => p,
        Err(response) => return response,
    };
    let kind = payload["type"].as_u64().unwrap_or(0);
    let state = {
        let mut inner = shared.lock();
        // When the first response arrived, whatever the fake answers to it.
        if let Some(s) = inner.interactions.get_mut(&id).filter(|s| s.token == token) {
            s.callback.get_or_insert_with(|| Answer::of(&body));
        }
        inner.interactions.get(&id).cloned()
    };
    let Some(state) = state.filter(|s| s.token == token) else {
        return reject(
            &shared,
            StatusCode::NOT_FOUND,
            10062,
            "Unknown interaction",
            format!(
                "callback to interaction {id}, which the fake never dispatched (or wrong token)"
            ),
        );
    };
    if let Some(previous) = state.acknowledged {
        return reject(
            &shared,
            StatusCode::BAD_REQUEST,
            40060,
            "Interaction has already been acknowledged.",
            format!("interaction {id} acknowledged twice (type {previous}, then type {kind})"),
        );
    }
    let elapsed = state.dispatched_at.elapsed();
    if elapsed > INTERACTION_RESPONSE_DEADLINE {
        return reject(
            &shared,
            StatusCode::NOT_FOUND,
            10062,
            "Unknown interaction",
            format!("interaction {id} acknowledged after {elapsed:?}, past Discord's 3 s"),
        );
    }
    // Which callback types each interaction type accepts.
    let allowed: &[u64] = match state.kind {
        2 => &[4, 5, 9],
        3 => &[4, 5, 6, 7, 9],
        4 => &[8],
        5 => &[4, 5, 6, 7],
        _ => &[1],
    };
    if !allowed.contains(&kind) {
        return reject(
            &shared,
            StatusCode::BAD_REQUEST,
            50035,
            "Invalid Form Body",
            format!(
                "callback type {kind} is not valid for interaction type {}",
                state.kind
            ),
        );
    }
    let data = payload.get("data").cloned().unwrap_or(json!({}));
    let mut inner = shared.lock();
    match kind {
        // A message, or a deferral that shows "thinking" until edited.
        4 | 5 => {
            let message_id = new_id();
            let mut message = new_message(&state, message_id, &data, &body);
            if kind == 5 {
                let flags = data["flags"].as_u64().unwrap_or(0) | 128; // LOADING
                message["flags"] = json!(flags);
            }
            message["interaction_metadata"] = interaction_metadata(&state);
            inner.messages.insert(
                message_id,
                StoredMessage {
                    channel_id: state.channel_id(),
                    json: message,
                },
            );
            if let Some(s) = inner.interactions.get_mut(&id) {
                s.original_message = Some(message_id);
            }
        }
        // Update the message the component is on.
        7 => {
            if let Some(message_id) = id_field(&state.payload["message"], "id") {
                if let Some(stored) = inner.messages.get_mut(&message_id) {
                    apply_edit(&mut stored.json, &data, &body);
                }
            }
        }
        _ => {}
    }
    // After a deferred update (6) or an update (7), a component interaction's `@original`
    // is the message the component is on, as on Discord.
    if matches!(kind, 6 | 7) && state.kind == 3 {
        let on = id_field(&state.payload["message"], "id");
        if let (Some(message_id), Some(s)) = (on, inner.interactions.get_mut(&id)) {
            s.original_message = Some(message_id);
        }
    }
    if let Some(s) = inner.interactions.get_mut(&id) {
        s.acknowledged = Some(kind);
    }
    drop(inner);
    no_content()
}

fn interaction_metadata(state: &InteractionState) -> Value {
    let user = state
        .payload
        .get("member")
        .map(|m| m["user"].clone())
        .or_else(|| state.payload.get("user").cloned())
        .unwrap_or(Value::Null);
    let mut metadata = json!({
        "id": state.id.to_string(),
        "type": state.kind,
        "user": user,
        "authorizing_integration_owners": state.payload["authorizing_integration_owners"].clone(),
    });
    // A component interaction names the message whose component was used.
    if state.kind == 3 {
        metadata["interacted_message_id"] = state.payload["message"]["id"].clone();
    }
    metadata
}

/// A message created in the interaction's channel by the application.
fn new_message(state: &InteractionState, id: u64, data: &Value, body: &RequestBody) -> Value {
    let mut message = message_json(
        id,
        state.channel_id(),
        state.guild_id(),
        &bot_user_json(),
        data,
    );
    message["webhook_id"] = json!(APPLICATION_ID.to_string());
    message["application_id"] = json!(APPLICATION_ID.to_string());
    message["type"] = json!(if state.kind == 2 { 20 } else { 0 }); // CHAT_INPUT_COMMAND
    message["attachments"] = attachments_for(state.channel_id(), data, body, &json!([]));
    message
}

/// The interaction for webhook `token`, if acknowledged.
fn acknowledged_interaction(
    shared: &Shared,
    app: u64,
    token: &str,
) -> Result<InteractionState, Response> {
    if let Err(why) = check_application(app) {
        return Err(reject(
            shared,
            StatusCode::NOT_FOUND,
            10015,
            "Unknown Webhook",
            why,
        ));
    }
    let state = shared.lock().interaction_by_token(token).cloned();
    match state {
        Some(state) if state.acknowledged.is_some() => Ok(state),
        Some(state) => Err(reject(
            shared,
            StatusCode::NOT_FOUND,
            10015,
            "Unknown Webhook",
            format!(
                "webhook request for interaction {} before its initial response",
                state.id
            ),
        )),
        None => Err(reject(
            shared,
            StatusCode::NOT_FOUND,
            10015,
            "Unknown Webhook",
            format!("webhook request with a token of no dispatched interaction: {token}"),
        )),
    }
}

async fn create_followup(
    State(shared): St,
    Path((app, token)): Path<(u64, String)>,
    Extension(body): Payload,
) -> Response {
    let state = match acknowledged_interaction(&shared, app, &token) {
        Ok(s) => s,
        Err(response) => return response,
    };
    let data = match require_json(&shared, &body, "followup") {
        Ok(d) => d,
        Err(response) => return response,
    };
    // The first followup after a deferral (type 5) ends its "thinking" message, and is
    // shown as the deferral was (Discord ignores its own ephemeral flag): a public answer
    // after a private deferral would be seen by its user alone.
    let loading = state.original_message.and_then(|original| {
        let inner = shared.lock();
        let flags = inner.messages.get(&original)?.json["flags"].as_u64()?;
        (flags & 128 != 0).then_some((original, flags))
    });
    if let Some((original, flags)) = loading {
        let wanted = data["flags"].as_u64().unwrap_or(0) & 64;
        if wanted != flags & 64 {
            shared.problem(format!(
                "the first followup to interaction {} is {} but its deferral was {}: Discord \
                 shows it as the deferral was (edit the deferred answer first)",
                state.id,
                if wanted != 0 { "ephemeral" } else { "public" },
                if flags & 64 != 0 {
                    "ephemeral"
                } else {
                    "public"
                },
            ));
        }
        if let Some(stored) = shared.lock().messages.get_mut(&original) {
            stored.json["flags"] = json!(flags & !128);
        }
    }
    let id = new_id();
    let mut message = new_message(&state, id, &data, &body);
    message["interaction_metadata"] = interaction_metadata(&state);
    message["type"] = json!(19); // REPLY
    followed_up(&shared, state.id, &body);
    shared.lock().messages.insert(
        id,
        StoredMessage {
            channel_id: state.channel_id(),
            json: message.clone(),
        },
    );
    ok(message)
}

/// Records a followup or an edit of the original response to interaction `id`.
fn followed_up(shared: &Shared, id: u64, body: &RequestBody) {
    if let Some(s) = shared.lock().interactions.get_mut(&id) {
        s.followups.push(Answer::of(body));
    }
}

/// The id of the interaction of webhook `token` (0 if none).
fn state_id(shared: &Shared, token: &str) -> u64 {
    shared
        .lock()
        .interaction_by_token(token)
        .map_or(0, |s| s.id)
}

/// `@original` or a message id, resolved to a stored message id.
fn webhook_message_id(
    shared: &Shared,
    state: &InteractionState,
    message: &str,
) -> Result<u64, Response> {
    let id = if message == "@original" {
        state.original_message
    } else {
        message.parse().ok()
    };
    match id {
        Some(id) if shared.lock().messages.contains_key(&id) => Ok(id),
        _ => Err(unknown_message(
            shared,
            format!(
                "webhook message {message} of interaction {} does not exist",
                state.id
            ),
        )),
    }
}

async fn get_webhook_message(
    State(shared): St,
    Path((app, token, message)): Path<(u64, String, String)>,
) -> Response {
    let result = acknowledged_interaction(&shared, app, &token)
        .and_then(|state| webhook_message_id(&shared, &state, &message));
    match result {
        Ok(id) => ok(shared.lock().messages[&id].json.clone()),
        Err(response) => response,
    }
}

async fn edit_webhook_message(
    State(shared): St,
    Path((app, token, message)): Path<(u64, String, String)>,
    Extension(body): Payload,
) -> Response {
    let id = match acknowledged_interaction(&shared, app, &token)
        .and_then(|state| webhook_message_id(&shared, &state, &message))
    {
        Ok(id) => id,
        Err(response) => return response,
    };
    let data = match require_json(&shared, &body, "webhook message edit") {
        Ok(d) => d,
        Err(response) => return response,
    };
    if message == "@original" {
        followed_up(&shared, state_id(&shared, &token), &body);
    }
    let mut inner = shared.lock();
    let stored = inner.messages.get_mut(&id).expect("checked above");
    apply_edit(&mut stored.json, &data, &body);
    // An edit of a deferred response ends the "thinking" state.
    if let Some(flags) = stored.json["flags"].as_u64() {
        stored.json["flags"] = json!(flags & !128);
    }
    ok(stored.json.clone())
}

async fn delete_webhook_message(
    State(shared): St,
    Path((app, token, message)): Path<(u64, String, String)>,
) -> Response {
    match acknowledged_interaction(&shared, app, &token)
        .and_then(|state| webhook_message_id(&shared, &state, &message))
    {
        Ok(id) => {
            shared.lock().messages.remove(&id);
            no_content()
        }
        Err(response) => response,
    }
}

// ----- messages --------------------------------------------------------------

/// The guild of a channel: the fake's guild for anything it did not create.
fn guild_of(shared: &Shared, channel: u64) -> Option<u64> {
    match shared.lock().channels.get(&channel) {
        Some(c) => id_field(c, "guild_id"),
        None => Some(GUILD_ID),
    }
}

async fn create_message(
    State(shared): St,
    Path(channel): Path<u64>,
    Extension(body): Payload,
) -> Response {
    let data = match require_json(&shared, &body, "create message") {
        Ok(d) => d,
        Err(response) => return response,
    };
    let empty = ["content", "embeds", "components", "sticker_ids", "poll"]
        .iter()
        .all(|k| {
            data.get(*k)
                .is_none_or(|v| v.is_null() || v == "" || v == &json!([]))
        });
    if empty && body_files(&body).is_empty() {
        return reject(
            &shared,
            StatusCode::BAD_REQUEST,
            50006,
            "Cannot send an empty message",
            format!("empty message to channel {channel}"),
        );
    }
    if let Some(user) = dm_user(&shared, channel) {
        // What the user chose, not the bot's mistake: answered, not recorded as a problem.
        if shared.lock().dms_blocked.contains(&user) {
            let body = error_body(50007, "Cannot send messages to this user");
            return (StatusCode::FORBIDDEN, Json(body)).into_response();
        }
    }
    let uploaded: usize = body_files(&body).iter().map(|(_, p)| p.data.len()).sum();
    if shared
        .lock()
        .upload_limit
        .is_some_and(|limit| uploaded > limit)
    {
        // Discord's answer to files over its limit: the bot's to handle, not a problem.
        let body = error_body(40005, "Request entity too large");
        return (StatusCode::PAYLOAD_TOO_LARGE, Json(body)).into_response();
    }
    let nonce = match message_nonce(&data) {
        Ok(nonce) => nonce,
        Err(why) => {
            return reject(
                &shared,
                StatusCode::BAD_REQUEST,
                50035,
                "Invalid Form Body",
                format!("message to channel {channel}: {why}"),
            )
        }
    };
    // With `enforce_nonce`, Discord answers a create whose nonce it saw from the same
    // author in the last few minutes with the message created then, and posts nothing.
    let enforce = data["enforce_nonce"].as_bool() == Some(true);
    if let (Some(nonce), true) = (&nonce, enforce) {
        let inner = shared.lock();
        if let Some((first, at)) = inner.nonces.get(&(channel, nonce.clone())) {
            if at.elapsed() < NONCE_WINDOW {
                if let Some(m) = inner.messages.get(first) {
                    return ok(m.json.clone());
                }
            }
        }
    }
    let id = new_id();
    let mut message = message_json(
        id,
        channel,
        guild_of(&shared, channel),
        &bot_user_json(),
        &data,
    );
    message["attachments"] = attachments_for(channel, &data, &body, &json!([]));
    if let Some(reference) = data.get("message_reference") {
        message["message_reference"] = reference.clone();
        message["type"] = json!(19);
    }
    if let Some(nonce) = &nonce {
        message["nonce"] = json!(nonce);
    }
    let mut inner = shared.lock();
    if let Some(nonce) = nonce {
        inner
            .nonces
            .insert((channel, nonce), (id, std::time::Instant::now()));
    }
    inner.messages.insert(
        id,
        StoredMessage {
            channel_id: channel,
            json: message.clone(),
        },
    );
    ok(message)
}

/// How long Discord remembers a nonce for `enforce_nonce` ("the past few minutes").
const NONCE_WINDOW: std::time::Duration = std::time::Duration::from_secs(5 * 60);

/// A create's nonce as a string: Discord takes an integer or a string of at most 25
/// characters.
fn message_nonce(data: &Value) -> Result<Option<String>, String> {
    match data.get("nonce") {
        None | Some(Value::Null) => Ok(None),
        Some(Value::Number(n)) => Ok(Some(n.to_string())),
        Some(Value::String(s)) if s.chars().count() <= 25 => Ok(Some(s.clone())),
        Some(other) => Err(format!(
            "the nonce {other} is not an integer or a string of at most 25 characters"
        )),
    }
}

fn stored_in(shared: &Shared, channel: u64, message: u64) -> Result<(), Response> {
    match shared.lock().messages.get(&message) {
        Some(m) if m.channel_id == channel => return Ok(()),
        _ => {}
    }
    Err(unknown_message(
        shared,
        format!("message {message} in channel {channel} does not exist"),
    ))
}

async fn get_message(State(shared): St, Path((channel, message)): Path<(u64, u64)>) -> Response {
    match stored_in(&shared, channel, message) {
        Ok(()) => ok(shared.lock().messages[&message].json.clone()),
        Err(response) => response,
    }
}

async fn edit_message(
    State(shared): St,
    Path((channel, message)): Path<(u64, u64)>,
    Extension(body): Payload,
) -> Response {
    if let Err(response) = stored_in(&shared, channel, message) {
        return response;
    }
    let data = match require_json(&shared, &body, "edit message") {
        Ok(d) => d,
        Err(response) => return response,
    };
    let mut inner = shared.lock();
    let stored = inner.messages.get_mut(&message).expect("checked above");
    if id_field(&stored.json["author"], "id") != Some(BOT_USER_ID) {
        drop(inner);
        return reject(
            &shared,
            StatusCode::FORBIDDEN,
            50005,
            "Cannot edit a message authored by another user",
            format!("edit of message {message}, which the bot did not send"),
        );
    }
    apply_edit(&mut stored.json, &data, &body);
    ok(stored.json.clone())
}

async fn delete_message(State(shared): St, Path((channel, message)): Path<(u64, u64)>) -> Response {
    match stored_in(&shared, channel, message) {
        Ok(()) => {
            shared.lock().messages.remove(&message);
            no_content()
        }
        Err(response) => response,
    }
}

/// Applies a PATCH body to a message object.
fn apply_edit(message: &mut Value, data: &Value, body: &RequestBody) {
    for key in [
        "content",
        "embeds",
        "components",
        "flags",
        "allowed_mentions",
    ] {
        if let Some(value) = data.get(key) {
            message[key] = value.clone();
        }
    }
    let channel = id_field(message, "channel_id").unwrap_or(0);
    if data.get("attachments").is_some() || !body_files(body).is_empty() {
        let existing = message["attachments"].clone();
        message["attachments"] = attachments_for(channel, data, body, &existing);
    }
    message["edited_timestamp"] = json!(timestamp_now());
}

/// The uploaded files of a request: `(placeholder id, part)`.
fn body_files(body: &RequestBody) -> Vec<(u64, &Part)> {
    let RequestBody::Multipart(parts) = body else {
        return Vec::new();
    };
    parts
        .iter()
        .filter_map(|p| {
            let index = p
                .name
                .strip_prefix("files[")?
                .strip_suffix(']')?
                .parse()
                .ok()?;
            Some((index, p))
        })
        .collect()
}

/// The attachment objects of a message after a create or edit: the
/// `attachments` array of the payload refers to uploads by placeholder id and
/// keeps existing attachments by their id; without it, all uploads are added
/// to the existing ones.
fn attachments_for(channel: u64, data: &Value, body: &RequestBody, existing: &Value) -> Value {
    let files = body_files(body);
    let existing = existing.as_array().cloned().unwrap_or_default();
    let uploaded = |index: u64, meta: &Value| {
        files.iter().find(|(i, _)| *i == index).map(|(_, part)| {
            let filename = meta["filename"]
                .as_str()
                .map(str::to_owned)
                .or_else(|| part.filename.clone())
                .unwrap_or_else(|| "file".to_owned());
            attachment_json(channel, &filename, part, meta.get("description"))
        })
    };
    let Some(list) = data.get("attachments").and_then(Value::as_array) else {
        let mut all = existing;
        all.extend(files.iter().filter_map(|(i, _)| uploaded(*i, &json!({}))));
        return Value::Array(all);
    };
    let mut result = Vec::new();
    for meta in list {
        let id = id_field(meta, "id");
        if let Some(kept) = existing
            .iter()
            .find(|a| id.is_some() && id_field(a, "id") == id)
        {
            result.push(kept.clone());
        } else if let Some(new) = id.and_then(|i| uploaded(i, meta)) {
            result.push(new);
        }
    }
    Value::Array(result)
}

fn attachment_json(
    channel: u64,
    filename: &str,
    part: &Part,
    description: Option<&Value>,
) -> Value {
    let id = new_id();
    let mut attachment = json!({
        "id": id.to_string(),
        "filename": filename,
        "size": part.data.len(),
        "url": format!("https://cdn.discordapp.com/attachments/{channel}/{id}/{filename}"),
        "proxy_url": format!("https://media.discordapp.net/attachments/{channel}/{id}/{filename}"),
        "content_type": part.content_type.clone().unwrap_or_else(|| "application/octet-stream".into()),
    });
    if let Some(size) = png_size(&part.data) {
        attachment["width"] = json!(size.0);
        attachment["height"] = json!(size.1);
    }
    if let Some(description) = description {
        attachment["description"] = description.clone();
    }
    attachment
}

/// Width and height from a PNG's IHDR chunk.
fn png_size(data: &[u8]) -> Option<(u32, u32)> {
    if !super::fake_discord::is_png(data) || data.len() < 24 {
        return None;
    }
    let width = u32::from_be_bytes(data[16..20].try_into().ok()?);
    let height = u32::from_be_bytes(data[20..24].try_into().ok()?);
    Some((width, height))
}

// ----- channels and threads ----------------------------------------------------

/// `POST /users/@me/channels {recipient_id}`: the direct message channel with a user, the
/// same one every time, as Discord answers.
async fn create_dm(State(shared): St, Extension(body): Payload) -> Response {
    let data = match require_json(&shared, &body, "create DM") {
        Ok(d) => d,
        Err(response) => return response,
    };
    let Some(user) = id_field(&data, "recipient_id") else {
        return reject(
            &shared,
            StatusCode::BAD_REQUEST,
            50035,
            "Invalid Form Body",
            format!("a DM without a recipient_id: {data}"),
        );
    };
    let channel = open_dm(&shared, user);
    let known = shared.lock().channels.get(&channel).cloned();
    ok(known.expect("the DM channel was just stored"))
}

/// The id of the DM channel with `user`, stored as a channel of no server on first use.
pub(crate) fn open_dm(shared: &Shared, user: u64) -> u64 {
    let mut inner = shared.lock();
    if let Some(channel) = inner.dm_channels.get(&user) {
        return *channel;
    }
    let id = new_id();
    inner.dm_channels.insert(user, id);
    inner.channels.insert(
        id,
        json!({
            "id": id.to_string(),
            "type": 1,
            "last_message_id": null,
            "flags": 0,
            "recipients": [user_json(user, &format!("user-{user}"), false)]
        }),
    );
    id
}

/// The user of a DM channel, if `channel` is one.
fn dm_user(shared: &Shared, channel: u64) -> Option<u64> {
    let inner = shared.lock();
    inner
        .dm_channels
        .iter()
        .find(|(_, c)| **c == channel)
        .map(|(user, _)| *user)
}

async fn get_channel(State(shared): St, Path(channel): Path<u64>) -> Response {
    let known = shared.lock().channels.get(&channel).cloned();
    ok(known.unwrap_or_else(|| text_channel_json(channel, GUILD_ID)))
}

/// A text channel of `guild` (for any id the fake does not know: of the fake's guild).
pub(crate) fn text_channel_json(id: u64, guild: u64) -> Value {
    json!({
        "id": id.to_string(),
        "type": 0,
        "guild_id": guild.to_string(),
        "name": format!("channel-{id}"),
        "position": 0,
        "permission_overwrites": [],
        "topic": null,
        "nsfw": false,
        "last_message_id": null,
        "rate_limit_per_user": 0,
        "parent_id": null,
        "flags": 0
    })
}

async fn start_thread(
    State(shared): St,
    Path(channel): Path<u64>,
    Extension(body): Payload,
) -> Response {
    let data = match require_json(&shared, &body, "start thread") {
        Ok(d) => d,
        Err(response) => return response,
    };
    // Without a message, the default is a private thread (type 12).
    let kind = data["type"].as_u64().unwrap_or(12);
    create_thread(&shared, channel, new_id(), kind, &data, StatusCode::CREATED)
}

/// Adds a user to a thread the bot created; anything else is refused as Discord would.
async fn add_thread_member(State(shared): St, Path((thread, user)): Path<(u64, u64)>) -> Response {
    let known_thread = shared.lock().channels.get(&thread).is_some_and(is_thread);
    if !known_thread {
        return reject(
            &shared,
            StatusCode::BAD_REQUEST,
            50024,
            "Cannot execute action on this channel type",
            format!("add member {user} to {thread}, which is not a thread"),
        );
    }
    let mut inner = shared.lock();
    let members = inner.thread_members.entry(thread).or_default();
    if !members.contains(&user) {
        members.push(user);
    }
    drop(inner);
    no_content()
}

async fn start_thread_from_message(
    State(shared): St,
    Path((channel, message)): Path<(u64, u64)>,
    Extension(body): Payload,
) -> Response {
    if let Err(response) = stored_in(&shared, channel, message) {
        return response;
    }
    let data = match require_json(&shared, &body, "start thread from message") {
        Ok(d) => d,
        Err(response) => return response,
    };
    // A thread started from a message has the message's id.
    let response = create_thread(&shared, channel, message, 11, &data, StatusCode::CREATED);
    let thread = shared.lock().channels.get(&message).cloned();
    if let Some(thread) = thread {
        if let Some(stored) = shared.lock().messages.get_mut(&message) {
            stored.json["thread"] = thread;
        }
    }
    response
}

/// Deletes a thread the bot created (other channels are not the bot's to delete).
async fn delete_channel(State(shared): St, Path(channel): Path<u64>) -> Response {
    let removed = {
        let mut inner = shared.lock();
        let thread = inner.channels.get(&channel).is_some_and(is_thread);
        thread.then(|| inner.channels.remove(&channel)).flatten()
    };
    match removed {
        Some(thread) => ok(thread),
        None => reject(
            &shared,
            StatusCode::FORBIDDEN,
            50013,
            "Missing Permissions",
            format!("delete channel {channel}, which the bot did not create"),
        ),
    }
}

pub(crate) fn create_thread(
    shared: &Shared,
    parent: u64,
    id: u64,
    kind: u64,
    data: &Value,
    status: StatusCode,
) -> Response {
    let parent_is_thread = shared.lock().channels.get(&parent).is_some_and(is_thread);
    if parent_is_thread {
        return reject(
            shared,
            StatusCode::BAD_REQUEST,
            50024,
            "Cannot execute action on this channel type",
            format!("a thread inside thread {parent}"),
        );
    }
    if shared.lock().channels.contains_key(&id) {
        return reject(
            shared,
            StatusCode::BAD_REQUEST,
            160004,
            "A thread has already been created for this message",
            format!("a second thread from message {id}"),
        );
    }
    let Some(name) = data["name"]
        .as_str()
        .filter(|n| !n.is_empty() && n.chars().count() <= 100)
    else {
        return reject(
            shared,
            StatusCode::BAD_REQUEST,
            50035,
            "Invalid Form Body",
            format!(
                "thread in channel {parent} without a valid name (1 to 100 characters): {data}"
            ),
        );
    };
    let guild = guild_of(shared, parent).unwrap_or(GUILD_ID);
    let now = timestamp_now();
    let thread = json!({
        "id": id.to_string(),
        "type": kind,
        "guild_id": guild.to_string(),
        "parent_id": parent.to_string(),
        "owner_id": BOT_USER_ID.to_string(),
        "name": name,
        "last_message_id": null,
        "message_count": 0,
        "member_count": 1,
        "rate_limit_per_user": data["rate_limit_per_user"].as_u64().unwrap_or(0),
        "flags": 0,
        "total_message_sent": 0,
        "thread_metadata": {
            "archived": false,
            "auto_archive_duration": data["auto_archive_duration"].as_u64().unwrap_or(4320),
            "archive_timestamp": now,
            "locked": false,
            "invitable": data["invitable"].as_bool().unwrap_or(true),
            "create_timestamp": now
        },
        "member": {
            "id": id.to_string(),
            "user_id": BOT_USER_ID.to_string(),
            "join_timestamp": now,
            "flags": 0
        }
    });
    shared.lock().channels.insert(id, thread.clone());
    (status, Json(thread)).into_response()
}
