//! The fake's gateway: a websocket speaking Discord's gateway protocol v10
//! in JSON text frames (no compression).
//!
//! On connect it sends HELLO (op 10); it answers IDENTIFY (op 2) with a READY
//! dispatch, HEARTBEAT (op 1) with HEARTBEAT_ACK (op 11) and RESUME (op 6)
//! with INVALID_SESSION (op 9), records every frame the bot sends, and sends
//! what tests queue with `FakeDiscord::dispatch`.
//!
//! Sharding: each connection is one shard, named by IDENTIFY's `shard: [id, count]`
//! (`[0, 1]` without it). READY echoes the shard and lists the servers whose
//! `(id >> 22) % count` is `id`; `FakeDiscord::dispatch` sends each server's events
//! on that shard only.

use std::sync::Arc;

use futures::{SinkExt, StreamExt};
use serde_json::{json, Value};
use tokio::sync::mpsc;
use tokio_tungstenite::tungstenite::protocol::frame::coding::CloseCode;
use tokio_tungstenite::tungstenite::protocol::CloseFrame;
use tokio_tungstenite::tungstenite::Message;

use super::fake_discord::{shard_of, GatewayFrame, Outgoing, Session, Shared};
use super::payloads::{bot_user_json, APPLICATION_ID, BOT_TOKEN};

/// The heartbeat interval announced in HELLO, as Discord's.
pub const HEARTBEAT_INTERVAL_MS: u64 = 41_250;

pub async fn serve(listener: tokio::net::TcpListener, shared: Arc<Shared>) {
    let mut next_session = 0;
    loop {
        let Ok((stream, _)) = listener.accept().await else {
            continue;
        };
        let _ = stream.set_nodelay(true);
        next_session += 1;
        tokio::spawn(session(stream, Arc::clone(&shared), next_session));
    }
}

async fn session(stream: tokio::net::TcpStream, shared: Arc<Shared>, id: u64) {
    let ws = match tokio_tungstenite::accept_async(stream).await {
        Ok(ws) => ws,
        Err(e) => {
            shared.problem(format!("gateway: websocket handshake failed: {e}"));
            return;
        }
    };
    let (mut sink, mut stream) = ws.split();
    let (tx, mut rx) = mpsc::unbounded_channel::<Outgoing>();
    shared.lock().sessions.push(Session {
        id,
        tx: tx.clone(),
        identified: false,
        open: true,
        shard: [0, 1],
    });

    // The writer owns the sequence number, so dispatches are numbered in the
    // order they are sent.
    let writer = tokio::spawn(async move {
        let mut seq = 0u64;
        while let Some(out) = rx.recv().await {
            let frame = match out {
                Outgoing::Dispatch { t, d } => {
                    seq += 1;
                    json!({ "op": 0, "t": t, "s": seq, "d": d })
                }
                Outgoing::Op { op, d } => json!({ "op": op, "t": null, "s": null, "d": d }),
                Outgoing::Close(code) => {
                    let _ = sink
                        .send(Message::Close(Some(CloseFrame {
                            code: CloseCode::from(code),
                            reason: "fake discord closing".into(),
                        })))
                        .await;
                    break;
                }
            };
            if sink.send(Message::Text(frame.to_string())).await.is_err() {
                break;
            }
        }
    });

    let _ = tx.send(Outgoing::Op {
        op: 10,
        d: json!({ "heartbeat_interval": HEARTBEAT_INTERVAL_MS }),
    });

    while let Some(message) = stream.next().await {
        let text = match message {
            Ok(Message::Text(text)) => text,
            Ok(Message::Binary(bytes)) => {
                shared.problem(format!(
                    "gateway: binary frame from the bot ({} bytes)",
                    bytes.len()
                ));
                continue;
            }
            // Keep reading: that sends tungstenite's reply to the close
            // frame, and then the stream ends.
            Ok(Message::Close(_)) => continue,
            Err(_) => break,
            Ok(_) => continue, // ping/pong are handled by tungstenite
        };
        let Ok(frame) = serde_json::from_str::<Value>(&text) else {
            shared.problem(format!("gateway: frame is not JSON: {text}"));
            continue;
        };
        let op = frame["op"].as_u64().unwrap_or(u64::MAX);
        let d = frame.get("d").cloned().unwrap_or(Value::Null);
        shared.lock().gateway_frames.push(GatewayFrame {
            session: id,
            op,
            d: d.clone(),
        });
        match op {
            1 => {
                let _ = tx.send(Outgoing::Op {
                    op: 11,
                    d: Value::Null,
                });
            }
            2 => identify(&shared, id, &tx, &d),
            6 => {
                // No resuming: the bot must identify anew.
                let _ = tx.send(Outgoing::Op {
                    op: 9,
                    d: json!(false),
                });
            }
            3 | 4 | 8 => {} // presence, voice state, request guild members
            _ => shared.problem(format!("gateway: unexpected opcode {op}: {text}")),
        }
        shared.notify();
    }

    if let Some(s) = shared.lock().sessions.iter_mut().find(|s| s.id == id) {
        s.open = false;
    }
    shared.notify();
    writer.abort();
}

fn identify(shared: &Shared, id: u64, tx: &mpsc::UnboundedSender<Outgoing>, d: &Value) {
    let token = d["token"].as_str().unwrap_or_default();
    if token.trim_start_matches("Bot ") != BOT_TOKEN {
        shared.problem(format!("gateway: IDENTIFY with token {token:?}"));
        let _ = tx.send(Outgoing::Close(4004)); // authentication failed
        return;
    }
    let shard = match d.get("shard") {
        None => [0, 1],
        Some(given) => match serde_json::from_value::<[u64; 2]>(given.clone()) {
            Ok([id, total]) if id < total => [id, total],
            _ => {
                shared.problem(format!("gateway: IDENTIFY with shard {given}"));
                let _ = tx.send(Outgoing::Close(4010)); // invalid shard
                return;
            }
        },
    };
    let inner = shared.lock();
    let others: Vec<[u64; 2]> = inner
        .sessions
        .iter()
        .filter(|s| s.identified && s.open && s.id != id)
        .map(|s| s.shard)
        .collect();
    let guilds: Vec<Value> = inner
        .guilds
        .iter()
        .filter(|g| shard_of("GUILD_CREATE", &json!({ "id": g.to_string() }), shard[1]) == shard[0])
        .map(|g| json!({ "id": g.to_string(), "unavailable": true }))
        .collect();
    drop(inner);
    if let Some(other) = others.iter().find(|o| o[1] != shard[1]) {
        shared.problem(format!(
            "gateway: IDENTIFY as shard {shard:?} while shard {other:?} is connected (counts differ)"
        ));
    }
    let mut user = bot_user_json();
    user["verified"] = json!(true);
    user["mfa_enabled"] = json!(false);
    user["flags"] = json!(0);
    let ready = json!({
        "v": 10,
        "user": user,
        "guilds": guilds,
        "session_id": format!("fake-session-{id}"),
        "resume_gateway_url": shared.gateway_url,
        "shard": shard,
        "application": { "id": APPLICATION_ID.to_string(), "flags": 0 },
        "private_channels": [],
        "relationships": [],
        "presences": [],
        "geo_ordered_rtc_regions": [],
        "guild_join_requests": []
    });
    // READY is queued and the session marked identified under one lock: a dispatch (which
    // takes the lock to find its shard's session) then either misses the session and is
    // reported, or is queued behind READY. Marked after the lock was let go, a bot that had
    // already read READY (and so was ready) could have its first event refused as sent to a
    // shard not connected, on a loaded machine.
    let mut inner = shared.lock();
    let _ = tx.send(Outgoing::Dispatch {
        t: "READY".to_owned(),
        d: ready,
    });
    if let Some(s) = inner.sessions.iter_mut().find(|s| s.id == id) {
        s.identified = true;
        s.shard = shard;
    }
}
