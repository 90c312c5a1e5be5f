//! What every answer of the pages goes through: a per-address rate limit, a bounded cache
//! answered with ETags, the reader's language, and the security headers.
//!
//! The cache keeps an answer by its address (the query's words a page reads) and language
//! for a few seconds (a page) or
//! minutes (a picture, the style sheet): a page read by many is worked out once, and a
//! picture drawn once (every step of a finished game's stays the same). It is bounded in
//! entries and bytes, the oldest forgotten first. Every answer has an ETag (a hash of its
//! body), and a request that names it gets `304 Not Modified` without the body.

use std::collections::{HashMap, VecDeque};
use std::hash::{Hash, Hasher};
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use axum::body::{Body, Bytes};
use axum::extract::{ConnectInfo, Request, State};
use axum::http::{header, HeaderValue, Method, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

use super::lang;

/// Requests a second an address may make, on average.
pub const RATE_PER_SECOND: f64 = 20.0;
/// Requests an address may make at once (a page and its pictures).
pub const RATE_BURST: f64 = 60.0;
/// Addresses remembered by the rate limit (the least recently seen forgotten first).
const ADDRESSES: usize = 10_000;
/// Answers the cache keeps at most, and their bytes at most.
const CACHED: usize = 4096;
const CACHED_BYTES: usize = 64 * 1024 * 1024;
/// The largest answer kept or served (a picture of the largest game is far smaller).
const LARGEST: usize = 16 * 1024 * 1024;
/// How long a page is kept, and a picture or a file.
const PAGE_FOR: Duration = Duration::from_secs(10);
const FILE_FOR: Duration = Duration::from_secs(600);

/// The only sources a page may load: its own style sheet, script and pictures.
const CSP: &str = "default-src 'none'; img-src 'self'; style-src 'self'; script-src 'self'; \
                   base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/// The rate limit's figures (the tests and the bench set their own).
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    pub per_second: f64,
    pub burst: f64,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            per_second: RATE_PER_SECOND,
            burst: RATE_BURST,
        }
    }
}

/// An answer kept: its body, type and ETag, until when.
#[derive(Clone)]
struct Kept {
    body: Bytes,
    content_type: HeaderValue,
    etag: HeaderValue,
    until: Instant,
}

#[derive(Default)]
struct Cache {
    entries: HashMap<String, Kept>,
    order: VecDeque<String>,
    bytes: usize,
}

impl Cache {
    fn get(&self, key: &str, now: Instant) -> Option<Kept> {
        self.entries.get(key).filter(|k| k.until > now).cloned()
    }

    fn put(&mut self, key: String, kept: Kept) {
        if let Some(old) = self.entries.remove(&key) {
            self.bytes -= old.body.len();
            self.order.retain(|k| *k != key);
        }
        self.bytes += kept.body.len();
        self.entries.insert(key.clone(), kept);
        self.order.push_back(key);
        while self.entries.len() > CACHED || self.bytes > CACHED_BYTES {
            let Some(oldest) = self.order.pop_front() else {
                break;
            };
            if let Some(old) = self.entries.remove(&oldest) {
                self.bytes -= old.body.len();
            }
        }
    }
}

/// A token bucket per address.
struct Buckets {
    limits: Limits,
    buckets: crate::app::Bounded<IpAddr, (f64, Instant)>,
}

impl Buckets {
    /// Takes a token of `addr`'s bucket, or says how long to wait for one.
    fn take(&mut self, addr: IpAddr, now: Instant) -> Result<(), Duration> {
        let Limits { per_second, burst } = self.limits;
        let (tokens, at) = self.buckets.get(&addr).copied().unwrap_or((burst, now));
        let tokens = (tokens + now.duration_since(at).as_secs_f64() * per_second).min(burst);
        if tokens < 1.0 {
            self.buckets.insert(addr, (tokens, now));
            return Err(Duration::from_secs_f64((1.0 - tokens) / per_second));
        }
        self.buckets.insert(addr, (tokens - 1.0, now));
        Ok(())
    }
}

/// The guard's state: the buckets and the cache.
pub struct Guard {
    buckets: Mutex<Buckets>,
    cache: Mutex<Cache>,
}

impl Guard {
    pub fn new(limits: Limits) -> Guard {
        Guard {
            buckets: Mutex::new(Buckets {
                limits,
                buckets: crate::app::Bounded::with_cap(ADDRESSES),
            }),
            cache: Mutex::new(Cache::default()),
        }
    }
}

fn locked<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// A hash of a body, as an ETag.
fn etag_of(body: &[u8]) -> HeaderValue {
    let mut h = std::collections::hash_map::DefaultHasher::new();
    body.hash(&mut h);
    HeaderValue::from_str(&format!("\"{:016x}-{:x}\"", h.finish(), body.len()))
        .unwrap_or(HeaderValue::from_static("\"0\""))
}

/// Every request: rate-limited by address, its language found, answered from the cache
/// when it can be, and every answer given the security headers.
pub async fn guard(State(web): State<super::State>, mut request: Request, next: Next) -> Response {
    let peer = request
        .extensions()
        .get::<ConnectInfo<SocketAddr>>()
        .map_or(IpAddr::V4(Ipv4Addr::UNSPECIFIED), |c| c.0.ip());
    let addr = client(peer, request.headers());
    let now = Instant::now();
    if let Err(wait) = locked(&web.guard.buckets).take(addr, now) {
        let mut answer = StatusCode::TOO_MANY_REQUESTS.into_response();
        let secs = wait.as_secs().max(1).to_string();
        if let Ok(v) = HeaderValue::from_str(&secs) {
            answer.headers_mut().insert(header::RETRY_AFTER, v);
        }
        return secured(answer);
    }
    if !matches!(*request.method(), Method::GET | Method::HEAD) {
        return secured(StatusCode::METHOD_NOT_ALLOWED.into_response());
    }
    let reader = lang::Reader::of(&request);
    let lang = reader.lang;
    let key = cache_key(lang, request.uri());
    let named = request.headers().get(header::IF_NONE_MATCH).cloned();
    request.extensions_mut().insert(reader);
    let cached = locked(&web.guard.cache).get(&key, now);
    let kept = match cached {
        Some(kept) => kept,
        None => {
            let answer = next.run(request).await;
            // Whatever cannot be shown reads as a page that says so, in the reader's words.
            if answer.status() == StatusCode::NOT_FOUND {
                return secured(super::pages::missing(&web, reader));
            }
            if answer.status() != StatusCode::OK {
                return secured(answer);
            }
            let (parts, body) = answer.into_parts();
            let Ok(body) = axum::body::to_bytes(body, LARGEST).await else {
                return secured(StatusCode::INTERNAL_SERVER_ERROR.into_response());
            };
            let content_type = parts
                .headers
                .get(header::CONTENT_TYPE)
                .cloned()
                .unwrap_or(HeaderValue::from_static("application/octet-stream"));
            let page = content_type.as_bytes().starts_with(b"text/html");
            let kept = Kept {
                etag: etag_of(&body),
                body,
                content_type,
                until: now + if page { PAGE_FOR } else { FILE_FOR },
            };
            locked(&web.guard.cache).put(key, kept.clone());
            kept
        }
    };
    let page = kept.content_type.as_bytes().starts_with(b"text/html");
    let mut answer = if named.as_ref() == Some(&kept.etag) {
        StatusCode::NOT_MODIFIED.into_response()
    } else {
        let mut answer = Response::new(Body::from(kept.body.clone()));
        answer
            .headers_mut()
            .insert(header::CONTENT_TYPE, kept.content_type.clone());
        answer
    };
    let headers = answer.headers_mut();
    headers.insert(header::ETAG, kept.etag.clone());
    headers.insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static(if page {
            "no-cache"
        } else {
            "public, max-age=600"
        }),
    );
    headers.insert(header::VARY, HeaderValue::from_static("Accept-Language"));
    if let Ok(v) = HeaderValue::from_str(lang) {
        headers.insert(header::CONTENT_LANGUAGE, v);
    }
    secured(answer)
}

/// Who is asking: the connection's address, or, from a reverse proxy on this machine (a
/// loopback peer), the address it says it forwards (`X-Forwarded-For`'s last, which that
/// proxy wrote): so that every reader behind the proxy has a bucket of their own. Another
/// peer's header is not believed (anyone may write it).
fn client(peer: IpAddr, headers: &axum::http::HeaderMap) -> IpAddr {
    if !peer.is_loopback() {
        return peer;
    }
    headers
        .get("x-forwarded-for")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.rsplit(',').next())
        .and_then(|last| last.trim().parse().ok())
        .unwrap_or(peer)
}

/// What an answer is kept by: its language, its path and the query's words the pages read
/// (`page`, `step`, `lang`, and `at`, a step picture's moves), so that other words in a query (`?x=1`, `?x=2`, …) are the same
/// page from the cache, not a new one to work out each time.
fn cache_key(lang: &str, uri: &axum::http::Uri) -> String {
    let mut read: Vec<&str> = uri
        .query()
        .unwrap_or("")
        .split('&')
        .filter(|pair| {
            ["page=", "step=", "lang="]
                .iter()
                .any(|k| pair.starts_with(k))
        })
        .take(3)
        .collect();
    read.sort_unstable();
    format!("{lang}|{}?{}", uri.path(), read.join("&"))
}

/// The security headers every answer carries.
fn secured(mut answer: Response) -> Response {
    let headers = answer.headers_mut();
    headers.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(CSP),
    );
    headers.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    headers.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("same-origin"),
    );
    headers.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    answer
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_address_past_its_burst_waits_and_another_does_not() {
        let mut b = Buckets {
            limits: Limits {
                per_second: 2.0,
                burst: 3.0,
            },
            buckets: crate::app::Bounded::with_cap(10),
        };
        let (one, two) = (IpAddr::from([10, 0, 0, 1]), IpAddr::from([10, 0, 0, 2]));
        let now = Instant::now();
        for _ in 0..3 {
            assert!(b.take(one, now).is_ok());
        }
        let wait = b.take(one, now).unwrap_err();
        assert!(wait > Duration::ZERO && wait <= Duration::from_millis(500));
        assert!(b.take(two, now).is_ok());
        assert!(b.take(one, now + Duration::from_millis(600)).is_ok());
    }

    #[test]
    fn the_cache_forgets_the_oldest_past_its_bounds_and_what_expired() {
        let mut c = Cache::default();
        let now = Instant::now();
        let kept = |n: usize, until| Kept {
            body: Bytes::from(vec![0u8; n]),
            content_type: HeaderValue::from_static("text/html"),
            etag: etag_of(&[n as u8]),
            until,
        };
        for i in 0..CACHED + 5 {
            c.put(format!("k{i}"), kept(1, now + PAGE_FOR));
        }
        assert_eq!(c.entries.len(), CACHED);
        assert!(c.get("k0", now).is_none());
        assert!(c.get(&format!("k{}", CACHED + 4), now).is_some());
        assert!(c.get("k10", now + PAGE_FOR).is_none(), "expired");
        c.put("big".into(), kept(CACHED_BYTES, now + PAGE_FOR));
        assert!(c.bytes <= CACHED_BYTES);
    }

    #[test]
    fn a_local_proxys_forwarded_address_is_the_reader_and_no_one_elses() {
        let mut headers = axum::http::HeaderMap::new();
        headers.insert(
            "x-forwarded-for",
            HeaderValue::from_static("1.2.3.4, 5.6.7.8"),
        );
        let local = IpAddr::from([127, 0, 0, 1]);
        let far = IpAddr::from([9, 9, 9, 9]);
        assert_eq!(client(local, &headers), IpAddr::from([5, 6, 7, 8]));
        assert_eq!(client(far, &headers), far);
        assert_eq!(client(local, &axum::http::HeaderMap::new()), local);
    }

    #[test]
    fn a_query_the_pages_do_not_read_is_the_same_page() {
        let key = |uri: &str| cache_key("en", &uri.parse().unwrap());
        assert_eq!(key("/g/ab?x=1"), key("/g/ab?x=2"));
        assert_eq!(key("/g/ab?x=1"), key("/g/ab"));
        assert_eq!(key("/g/ab?step=2&x=1"), key("/g/ab?x=9&step=2"));
        assert_ne!(key("/g/ab?step=2"), key("/g/ab?step=3"));
        assert_ne!(key("/g/ab?page=2"), key("/g/ab"));
    }

    #[test]
    fn an_etag_follows_the_body() {
        assert_eq!(etag_of(b"abc"), etag_of(b"abc"));
        assert_ne!(etag_of(b"abc"), etag_of(b"abd"));
    }
}
