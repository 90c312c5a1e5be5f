//! Checks the bot's REST requests against Discord's published OpenAPI description
//! (`tests/fixtures/discord-api-spec/openapi.json`, MIT, from `discord/discord-api-spec`).
//!
//! For every request the fake receives, [`check`] finds the operation (method and path
//! template, e.g. `POST /channels/{channel_id}/messages`; a literal segment such as
//! `@original` wins over a parameter) and validates, with the JSON Schemas of the
//! description (`$ref`s resolved into `components`):
//!
//! - the path parameters (snowflakes are strings of digits),
//! - the query string (every name must be a parameter of the operation; values are typed
//!   by their schema: `wait=true` is a boolean),
//! - the JSON body, or the `payload_json` part of a multipart body (whose other parts must
//!   be `files[n]`).
//!
//! Each failure is a line for the fake's problems, naming the operation, the JSON pointer
//! in the body and the schema's complaint. The description is parsed once per test binary
//! and each operation's schemas are compiled on first use, then kept.
//!
//! Known leniencies of the real Discord are patched into the description by
//! [`patch_leniencies`], each with the reason; nothing else is relaxed.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use jsonschema::{Draft, Registry, Validator};
use serde_json::{json, Value};

use super::fake_discord::{Part, RequestBody};

/// Where the description is registered for `$ref` resolution (never fetched).
const BASE: &str = "https://discord.test/openapi.json";

/// Discord's description, relative to the package's root (`tests/support/` is a crate of its
/// own, two folders below).
const SPEC_PATH: &str = "tests/fixtures/discord-api-spec/openapi.json";

/// The operations' templates, by path prefix `/api/v10`.
const API_PREFIX: &str = "/api/v10";

/// The parsed description and the compiled schemas.
struct Spec {
    operations: Vec<Operation>,
    /// The (patched) description, to follow a `$ref` by hand.
    document: Value,
    registry: Registry<'static>,
    /// Compiled on first use, by JSON Schema text.
    compiled: Mutex<HashMap<String, Arc<Validator>>>,
}

/// One method of one path of the description.
struct Operation {
    method: String,
    template: String,
    segments: Vec<Segment>,
    /// Path and query parameters (path-level ones merged in).
    parameters: Vec<Parameter>,
    /// The schema of an `application/json` body, if the operation takes one.
    body: Option<Value>,
    body_required: bool,
}

enum Segment {
    Literal(String),
    Param(String),
}

struct Parameter {
    name: String,
    /// `path` or `query`.
    location: String,
    required: bool,
    schema: Value,
}

fn spec() -> &'static Spec {
    static SPEC: OnceLock<Spec> = OnceLock::new();
    SPEC.get_or_init(|| {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../..")
            .join(SPEC_PATH);
        let text = std::fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
        let mut document: Value = serde_json::from_str(&text).expect("openapi.json is JSON");
        patch_leniencies(&mut document);
        let operations = operations(&document);
        let registry = Registry::new()
            .draft(Draft::Draft202012)
            .add(BASE, document.clone())
            .and_then(|r| r.prepare())
            .expect("Discord's description registers as a JSON Schema resource");
        Spec {
            operations,
            document,
            registry,
            compiled: Mutex::default(),
        }
    })
}

/// Where the description is stricter than Discord, or serenity relies on a documented
/// tolerance the description leaves out. Each patch names its reason.
fn patch_leniencies(document: &mut Value) {
    let schemas = &mut document["components"]["schemas"];
    // serenity 0.12.5 (`EditAttachments`, `CreateAttachment`) sends the placeholder id of a
    // new upload (`files[n]` → `"id": n`) and the ids of kept attachments as JSON integers;
    // Discord documents snowflakes as accepted either way, the description only as strings.
    let attachment_id = &mut schemas["MessageAttachmentRequest"]["properties"]["id"];
    assert!(
        attachment_id.is_object(),
        "MessageAttachmentRequest.id moved"
    );
    *attachment_id = json!({
        "anyOf": [
            { "$ref": "#/components/schemas/SnowflakeType" },
            { "type": "integer", "minimum": 0 }
        ]
    });
}

fn operations(document: &Value) -> Vec<Operation> {
    let mut operations = Vec::new();
    let Some(paths) = document["paths"].as_object() else {
        panic!("openapi.json has no paths")
    };
    for (template, item) in paths {
        let shared = item["parameters"].as_array().cloned().unwrap_or_default();
        let Some(methods) = item.as_object() else {
            continue;
        };
        for (method, op) in methods {
            if method == "parameters" {
                continue;
            }
            let own = op["parameters"].as_array().cloned().unwrap_or_default();
            let parameters = shared
                .iter()
                .chain(&own)
                .map(|p| Parameter {
                    name: p["name"].as_str().unwrap_or_default().to_owned(),
                    location: p["in"].as_str().unwrap_or_default().to_owned(),
                    required: p["required"].as_bool().unwrap_or(false),
                    schema: p["schema"].clone(),
                })
                .collect();
            let body = op["requestBody"]["content"]["application/json"]["schema"].clone();
            operations.push(Operation {
                method: method.to_uppercase(),
                template: template.clone(),
                segments: template
                    .trim_start_matches('/')
                    .split('/')
                    .map(
                        |s| match s.strip_prefix('{').and_then(|s| s.strip_suffix('}')) {
                            Some(name) => Segment::Param(name.to_owned()),
                            None => Segment::Literal(s.to_owned()),
                        },
                    )
                    .collect(),
                parameters,
                body_required: op["requestBody"]["required"].as_bool().unwrap_or(false),
                body: (!body.is_null()).then_some(body),
            });
        }
    }
    operations
}

/// Prefixes the description's local `$ref`s (`#/components/...`) with its registered URI,
/// so that a schema copied out of it resolves them there.
fn absolute_refs(schema: &Value) -> Value {
    match schema {
        Value::Object(map) => Value::Object(
            map.iter()
                .map(|(k, v)| match (k.as_str(), v) {
                    ("$ref", Value::String(r)) if r.starts_with('#') => {
                        (k.clone(), Value::String(format!("{BASE}{r}")))
                    }
                    _ => (k.clone(), absolute_refs(v)),
                })
                .collect(),
        ),
        Value::Array(items) => Value::Array(items.iter().map(absolute_refs).collect()),
        other => other.clone(),
    }
}

impl Spec {
    fn validator(&self, schema: &Value) -> Arc<Validator> {
        let key = schema.to_string();
        if let Some(v) = self.lock().get(&key) {
            return Arc::clone(v);
        }
        let validator = jsonschema::options()
            .with_draft(Draft::Draft202012)
            .with_registry(&self.registry)
            .offline()
            .build(&absolute_refs(schema))
            .unwrap_or_else(|e| panic!("a schema of Discord's description does not compile: {e}"));
        let validator = Arc::new(validator);
        self.lock().insert(key, Arc::clone(&validator));
        validator
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<String, Arc<Validator>>> {
        self.compiled.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The operation for `method` and `route` (without `/api/v10`) and its path
    /// parameters' values; literal segments win over parameters.
    fn find(&self, method: &str, route: &str) -> Option<(&Operation, Vec<(String, String)>)> {
        let parts: Vec<&str> = route.trim_start_matches('/').split('/').collect();
        self.operations
            .iter()
            .filter(|op| op.method.eq_ignore_ascii_case(method))
            .filter_map(|op| {
                if op.segments.len() != parts.len() {
                    return None;
                }
                let mut values = Vec::new();
                for (segment, part) in op.segments.iter().zip(&parts) {
                    match segment {
                        Segment::Literal(l) if l == part => {}
                        Segment::Param(name) if !part.is_empty() => {
                            values.push((name.clone(), percent_decode(part)));
                        }
                        _ => return None,
                    }
                }
                Some((op, values))
            })
            .max_by_key(|(op, _)| {
                let literals = op
                    .segments
                    .iter()
                    .filter(|s| matches!(s, Segment::Literal(_)))
                    .count();
                literals
            })
    }

    /// Validates `instance` against `schema`; one line per error.
    fn errors(&self, schema: &Value, instance: &Value, what: &str) -> Vec<String> {
        let validator = self.validator(schema);
        let errors: Vec<_> = validator.iter_errors(instance).collect();
        errors
            .iter()
            .flat_map(leaves)
            .map(|(_, leaf)| format!("{what} at {leaf}"))
            .collect()
    }
}

/// An error as `(pointer, "pointer: message (schema location)")`, looking into unions:
/// "valid under none of the schemas" says little, so for a union (Discord's unions are
/// `anyOf`s of named schemas, e.g. the seven kinds of interaction callbacks) the errors
/// against the closest branch instead: the one that failed deepest in the instance (so
/// it matched the discriminating `type`), then with the fewest errors.
fn leaves(error: &jsonschema::ValidationError<'_>) -> Vec<(String, String)> {
    use jsonschema::error::ValidationErrorKind as Kind;
    if let Kind::AnyOf { context } | Kind::OneOfNotValid { context } = error.kind() {
        let branches: Vec<Vec<(String, String)>> = context
            .iter()
            .map(|branch| branch.iter().flat_map(leaves).collect())
            .collect();
        // A `oneOf` that more than one branch matches has no failing branch to show.
        if !branches.is_empty() && branches.iter().all(|leaves| !leaves.is_empty()) {
            let depth = |leaves: &Vec<(String, String)>| {
                let deepest = leaves.iter().map(|(p, _)| p.matches('/').count()).max();
                (deepest, std::cmp::Reverse(leaves.len()))
            };
            if let Some(closest) = branches.into_iter().max_by_key(depth) {
                return closest;
            }
        }
    }
    let pointer = error.instance_path().to_string();
    let shown = if pointer.is_empty() { "/" } else { &pointer };
    let location = error
        .absolute_keyword_location()
        .and_then(|uri| uri.as_str().split_once('#').map(|(_, f)| f.to_owned()))
        .map(|f| format!(" ({})", f.trim_start_matches("/components/schemas/")))
        .unwrap_or_default();
    let line = format!("{shown}: {}{location}", cut(&error.to_string()));
    vec![(pointer, line)]
}

/// What Discord's description says is wrong with this request; empty if nothing.
/// `path` is the full path (`/api/v10/...`), `query` the query string without `?`.
pub fn check(method: &str, path: &str, query: Option<&str>, body: &RequestBody) -> Vec<String> {
    let spec = spec();
    let Some(route) = path.strip_prefix(API_PREFIX) else {
        return vec![format!(
            "{method} {path}: not under {API_PREFIX}, so not in Discord's API description"
        )];
    };
    let Some((op, path_values)) = spec.find(method, route) else {
        return vec![format!(
            "{method} {route}: no such operation in Discord's API description"
        )];
    };
    let name = format!("{} {}", op.method, op.template);
    let mut problems = Vec::new();

    for (param, value) in &path_values {
        if let Some(p) = op
            .parameters
            .iter()
            .find(|p| p.location == "path" && &p.name == param)
        {
            let what = format!("{name}: path parameter {param}={value:?}");
            problems.extend(spec.errors(&p.schema, &Value::String(value.clone()), &what));
        }
    }

    let pairs = query_pairs(query.unwrap_or_default());
    for (key, value) in &pairs {
        let Some(p) = op
            .parameters
            .iter()
            .find(|p| p.location == "query" && &p.name == key)
        else {
            problems.push(format!(
                "{name}: query parameter {key:?} is not one of the operation's"
            ));
            continue;
        };
        let typed = typed_query_value(spec, &p.schema, value);
        let what = format!("{name}: query parameter {key}={value:?}");
        problems.extend(spec.errors(&p.schema, &typed, &what));
    }
    for p in &op.parameters {
        if p.location == "query" && p.required && !pairs.iter().any(|(k, _)| k == &p.name) {
            problems.push(format!(
                "{name}: required query parameter {} missing",
                p.name
            ));
        }
    }

    problems.extend(check_body(spec, op, &name, body));
    problems
}

fn check_body(spec: &Spec, op: &Operation, name: &str, body: &RequestBody) -> Vec<String> {
    let payload = match body {
        RequestBody::Empty => {
            return if op.body_required {
                vec![format!("{name}: the operation requires a body, none sent")]
            } else {
                Vec::new()
            };
        }
        RequestBody::Json(v) => v.clone(),
        RequestBody::Multipart(parts) => match multipart_payload(name, parts) {
            Ok(Some(v)) => v,
            Ok(None) => return Vec::new(), // files only
            Err(problems) => return problems,
        },
        RequestBody::Other { content_type, .. } => {
            return vec![format!(
                "{name}: body of type {content_type:?} is neither JSON nor multipart (or does not parse)"
            )];
        }
    };
    match &op.body {
        Some(schema) => spec.errors(schema, &payload, &format!("{name}: body")),
        None => vec![format!(
            "{name}: the operation takes no body, got {payload}"
        )],
    }
}

/// The `payload_json` part of a multipart body, checking that every other part is a file.
fn multipart_payload(name: &str, parts: &[Part]) -> Result<Option<Value>, Vec<String>> {
    let mut problems = Vec::new();
    let mut payload = None;
    for part in parts {
        if part.name == "payload_json" {
            match serde_json::from_slice(&part.data) {
                Ok(v) => payload = Some(v),
                Err(e) => problems.push(format!("{name}: payload_json is not JSON: {e}")),
            }
        } else {
            let index = part
                .name
                .strip_prefix("files[")
                .and_then(|s| s.strip_suffix(']'))
                .and_then(|i| i.parse::<u8>().ok());
            if index.is_none_or(|i| i >= 10) {
                problems.push(format!(
                    "{name}: multipart part {:?} is neither payload_json nor files[0..9]",
                    part.name
                ));
            }
        }
    }
    if problems.is_empty() {
        Ok(payload)
    } else {
        Err(problems)
    }
}

/// A query value as the JSON its schema expects: `true`/`false` for booleans, numbers
/// for integers and numbers, a string otherwise (or if it does not parse).
fn typed_query_value(spec: &Spec, schema: &Value, raw: &str) -> Value {
    let types = schema_types(spec, schema);
    let has = |t: &str| types.iter().any(|x| x == t);
    if has("boolean") && (raw == "true" || raw == "false") {
        return Value::Bool(raw == "true");
    }
    if has("integer") || has("number") {
        if let Ok(n) = raw.parse::<i64>() {
            return json!(n);
        }
        if let Some(n) = raw
            .parse::<f64>()
            .ok()
            .and_then(serde_json::Number::from_f64)
        {
            return Value::Number(n);
        }
    }
    Value::String(raw.to_owned())
}

/// The `type`s of a schema, following a top-level `$ref` into the description.
fn schema_types(spec: &Spec, schema: &Value) -> Vec<String> {
    let mut schema = schema.clone();
    for _ in 0..8 {
        let Some(target) = schema["$ref"].as_str().and_then(|r| r.strip_prefix('#')) else {
            break;
        };
        match spec.document.pointer(target) {
            Some(resolved) => schema = resolved.clone(),
            None => break,
        }
    }
    match &schema["type"] {
        Value::String(t) => vec![t.clone()],
        Value::Array(ts) => ts
            .iter()
            .filter_map(|t| t.as_str().map(str::to_owned))
            .collect(),
        _ => Vec::new(),
    }
}

/// A schema error cut to a readable length (its message quotes the whole instance).
fn cut(message: &str) -> String {
    const MAX: usize = 300;
    match message.char_indices().nth(MAX) {
        Some((at, _)) => format!("{}…", &message[..at]),
        None => message.to_owned(),
    }
}

/// `a=1&b=x%20y` as decoded pairs.
fn query_pairs(query: &str) -> Vec<(String, String)> {
    query
        .split('&')
        .filter(|p| !p.is_empty())
        .map(|pair| {
            let (k, v) = pair.split_once('=').unwrap_or((pair, ""));
            // In a query, `+` is a space.
            let decode = |s: &str| percent_decode(&s.replace('+', " "));
            (decode(k), decode(v))
        })
        .collect()
}

fn percent_decode(s: &str) -> String {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'%' if i + 2 < bytes.len() => {
                let hex = std::str::from_utf8(&bytes[i + 1..i + 3]).ok();
                match hex.and_then(|h| u8::from_str_radix(h, 16).ok()) {
                    Some(b) => {
                        out.push(b);
                        i += 3;
                        continue;
                    }
                    None => out.push(b'%'),
                }
            }
            b => out.push(b),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}
