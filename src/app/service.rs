//! The service: the calls the chat adapter makes, the per-game serialization, and the
//! deadline scheduler. This file holds what every part shares (the service's state, its
//! start and stop); each job has a module of its own.

mod authority;
mod bots;
mod bounds;
mod config;
mod daily;
mod figures;
mod glance;
mod held;
mod league;
mod lobby;
mod muted;
mod notices;
mod outbox;
pub mod pages;
mod par;
mod play;
mod queries;
mod quiet;
mod ratings;
mod rematch;
mod replays;
mod scheduler;
mod serial;
mod shared;
mod shown;
mod told;
mod users;
mod withheld;

use std::collections::hash_map::RandomState;
use std::collections::{BTreeSet, HashMap};
use std::hash::{BuildHasher, Hasher};
use std::sync::atomic::{AtomicI64, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use tokio::sync::{watch, Notify};
use tokio::task::JoinSet;

use super::clock::Clock;
use super::error::AppError;
use super::live::{
    Bounds, GameInfo, GameSettings, LiveGame, MoveOutcome, UserSettings, LOBBY_EXPIRY,
    MAX_HOSTED_BOTS, MAX_HOSTED_GAMES, MAX_HOURLY_STARTS, MAX_OPEN_LOBBIES, MAX_SOLO_GAMES,
    SELF_PACED_EXPIRY,
};
use super::shards::ShardRange;
use crate::game::rng::Rng;
use crate::game::{Legal, Play, Rules};
use crate::store::{
    GameKey, GameRow, GameSchedule, GameStatus, GuildId, Location, Millis, NewGame, Output, Place,
    PlayerRow, Store, StoreError, UserId, Write,
};
use crate::telemetry;
use crate::words::msg;

pub use authority::{Actor, GameAccess, Guess};
use config::Limits;
pub use config::{ExtraGames, ServiceConfig};
pub use glance::Glance;
use lobby::Extra;
pub use lobby::Left;
pub use queries::GameView;
pub use ratings::{ProfileGame, RatingLine, RatingTable, RATINGS_PER_PAGE};
pub use rematch::Rematch;
pub use replays::Export;
use scheduler::Schedule;
use serial::Slot;
use users::settings_of;

pub use bots::{Hints, HINT_QUEUE, HINT_WAIT_MS, THINK_MS};
pub use daily::{
    daily_seed, share_squares, BoardScope, DailyAttempt, DailyGame, DailyShare, DailySpec,
    DailyStats, HistogramBucket, Leaderboard, LeaderboardEntry, DAILY_VERSION, MOST_SHARE_ROWS,
};
pub use league::{
    recompute_ratings, LeagueEvent, LeagueInfo, LeagueMember, LeagueOutbound, LeagueSpec,
    LeagueStandings, RecomputeReport, ResultLine, RoundDraw, SeasonEnd, StandingLine,
    STANDINGS_PER_PAGE,
};

struct Inner {
    /// Every game hosted: the registry's and the configuration's extras.
    rules: Vec<&'static dyn Rules>,
    store: Store,
    clock: Arc<dyn Clock>,
    games: Mutex<HashMap<String, Arc<Slot>>>,
    broken: Mutex<HashMap<String, String>>,
    users: Mutex<HashMap<UserId, UserSettings>>,
    /// The servers' languages read or seen so far ([`Service::guild_language`]).
    guild_languages: Mutex<HashMap<GuildId, &'static str>>,
    /// The servers' quiet hours ([`Service::set_quiet`]), read once at start.
    quiet: Mutex<HashMap<GuildId, Arc<crate::app::quiet::Quiet>>>,
    /// When `users` was last read from the database.
    users_read_at: AtomicI64,
    /// The highest change number of the users' rows read so far (see `users`); its lock
    /// makes one read and its use at a time, so that an older read never lands after a
    /// newer one.
    users_seen: tokio::sync::Mutex<i64>,
    schedule: Mutex<Schedule>,
    wake: Notify,
    rng: Mutex<Rng>,
    stop: watch::Sender<bool>,
    scheduler: Mutex<Option<tokio::task::JoinHandle<()>>>,
    /// The days' challenges read or recorded so far.
    days: Mutex<HashMap<(&'static str, crate::game::Date), daily::DailySpec>>,
    /// Keys the seeds of days not yet recorded (stored in the database).
    daily_secret: Mutex<crate::game::daily::DailySecret>,
    /// Serializes the creation of daily attempts.
    daily_lock: tokio::sync::Mutex<()>,
    /// The live league games and the leagues' locks.
    leagues: league::Leagues,
    bounds: Bounds,
    limits: Limits,
    /// Failures in a row of each game the scheduler could not process (for the backoff).
    failures: Mutex<HashMap<String, u32>>,
    /// Per user creating a game: serializes the check of a per-user limit with the
    /// creation it allows (see `bounds::Creating`).
    creating: Mutex<HashMap<UserId, Arc<tokio::sync::Mutex<()>>>>,
    /// Per finished game whose Rematch is being pressed: its presses in turn (see
    /// `rematch::Rematching`).
    rematching: Mutex<HashMap<String, Arc<tokio::sync::Mutex<()>>>>,
    /// How long a computer player thinks about a move ([`ServiceConfig::think_ms`]).
    think_ms: u32,
    /// The computer players' and the hints' queues, and what is thinking now.
    thinking: bots::Thinking,
    /// The days whose par is being worked out.
    pars: Mutex<std::collections::HashSet<(&'static str, crate::game::Date)>>,
    /// The servers this service owns ([`ServiceConfig::shards`]).
    shards: Option<ShardRange>,
    /// Its shards whose locks it does not hold right now, and their work set aside.
    paused: Mutex<held::Paused>,
    /// The views of games that ended, the most recently used kept (`queries::ENDED_KEPT`):
    /// an ended game never changes, and is not replayed from its log again to be seen.
    ended: Mutex<super::Bounded<String, GameView>>,
    /// Games replayed from their logs since the start ([`Service::replays`]).
    replays: AtomicU64,
    /// The pictures drawn, kept for every surface ([`crate::app::pictures`]).
    pictures: crate::app::pictures::Pictures,
    /// The games as pending outbox events show them, by event key (`service/shown.rs`).
    shown: Mutex<super::Bounded<String, Arc<dyn Play>>>,
    /// The steps of the games whose pages are read (`service/pages/game.rs`).
    page_steps: Mutex<pages::KeptSteps>,
    /// Changes worked out on the drawers' threads ([`Service::changes_on_pool`]).
    pooled: AtomicU64,
    /// What draws finished games' replays (`service/replays.rs`).
    drawer: replays::Drawer,
    /// The ratings' locks, per (server, kind of game) (`service/ratings.rs`).
    rating_locks: ratings::RatingLocks,
}

#[cfg(test)]
impl Service {
    /// A service on a new SQLite file in `dir`, on a test clock, without its scheduler: for
    /// the unit tests.
    pub(crate) async fn for_tests(dir: &std::path::Path) -> Service {
        Service::open(
            dir.join("t.db"),
            Arc::new(super::TestClock::new(1_767_225_600_000)),
            ServiceConfig {
                seed: Some(3),
                no_scheduler: true,
                ..ServiceConfig::default()
            },
        )
        .await
        .unwrap()
    }

    /// A game of users 10 (the host) and 11 started in `channel` of server 1: its id.
    pub(crate) async fn started_for_tests(&self, channel: u64) -> String {
        let place = Place {
            guild: GuildId(1),
            channel: crate::store::ChannelId(channel),
        };
        let info = self
            .create_game(place, &Actor::new(UserId(10), "a"), GameSettings::default())
            .await
            .unwrap();
        self.join(&info.id, &Actor::new(UserId(11), "b"))
            .await
            .unwrap();
        self.start_game(&info.id, UserId(10)).await.unwrap();
        info.id
    }
}

/// The game service. Cheap to clone; clones share everything.
#[derive(Clone)]
pub struct Service {
    inner: Arc<Inner>,
}

/// Locks a std mutex, whether or not a panic poisoned it (what it guards stays valid:
/// every change under these locks is a single insert or removal).
fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// Users with one request in flight each (a hint being worked out, a replay being drawn):
/// asking again meanwhile is refused at once, so that no user queues a second one.
#[derive(Default)]
struct OneEach(Mutex<std::collections::HashSet<UserId>>);

impl OneEach {
    /// Takes `user`'s place until the returned claim is dropped, or refuses with `busy` (a
    /// key of the core's catalog).
    fn claim(&self, user: UserId, busy: &'static str) -> Result<Claim<'_>, AppError> {
        if !lock(&self.0).insert(user) {
            return Err(AppError::Said(crate::words::Msg::new(busy)));
        }
        Ok(Claim { of: self, user })
    }
}

/// A user's place in a [`OneEach`]; they may ask again once it is dropped.
struct Claim<'a> {
    of: &'a OneEach,
    user: UserId,
}

impl Drop for Claim<'_> {
    fn drop(&mut self) {
        lock(&self.of.0).remove(&self.user);
    }
}

/// The game of this kind among `rules`.
fn find_in(rules: &[&'static dyn Rules], kind: &str) -> Option<&'static dyn Rules> {
    rules.iter().copied().find(|r| r.id() == kind)
}

/// A public id as typed by a player: trimmed, lowercase, without a leading `#`.
fn normalize(id: &str) -> String {
    id.trim().trim_start_matches('#').to_ascii_lowercase()
}

impl Service {
    /// Opens the database at `path` and starts the service on it.
    pub async fn open(
        path: impl AsRef<std::path::Path>,
        clock: Arc<dyn Clock>,
        config: ServiceConfig,
    ) -> Result<Service, AppError> {
        let location = Location::Sqlite(path.as_ref().to_path_buf());
        Service::open_at(location, clock, config).await
    }

    /// Opens the database at `location` (a SQLite file or a PostgreSQL database) and starts
    /// the service on it.
    pub async fn open_at(
        location: Location,
        clock: Arc<dyn Clock>,
        config: ServiceConfig,
    ) -> Result<Service, AppError> {
        let store = Store::open_at(location).await?;
        Service::start(store, clock, config).await
    }

    /// Starts the service: loads the live games (replaying their logs), schedules their
    /// deadlines and reminders, processes those that passed while the bot was down, and
    /// starts the scheduler. Undelivered events stay in the outbox for
    /// [`Service::pending_events`].
    pub async fn start(
        store: Store,
        clock: Arc<dyn Clock>,
        config: ServiceConfig,
    ) -> Result<Service, AppError> {
        let rows = store.users().await?;
        let quiet = quiet::quiet_map(store.quiet_hours().await?);
        let users_seen = rows.iter().map(|u| u.change).max().unwrap_or(0);
        let users = settings_of(rows);
        let bounds = Bounds {
            lobby_idle: super::clock::millis(config.lobby_expiry.unwrap_or(LOBBY_EXPIRY)),
            self_paced_idle: super::clock::millis(
                config.self_paced_expiry.unwrap_or(SELF_PACED_EXPIRY),
            ),
        };
        let mut rules: Vec<&'static dyn Rules> = crate::games::all().to_vec();
        rules.extend(config.games.0.iter().copied());
        let mut games = HashMap::new();
        let mut unloadable = Vec::new();
        let mut schedule = Schedule::default();
        let owns = |guild: GuildId| config.shards.is_none_or(|r| r.owns_guild(guild.get()));
        // Every live game is read, and another process's passed over before its replay
        // (the costly part): reading rows is cheap beside it, and happens once, at start.
        // A reader loads no game: each is read from the store when asked (as its writer
        // has it then).
        store
            .for_each_live_game(|stored| {
                if config.reader {
                    return;
                }
                let stored = match stored {
                    Ok(stored) => stored,
                    Err(u) => return unloadable.push((u.id, u.public_id, u.why, true)),
                };
                if !owns(stored.game.place.guild) {
                    return;
                }
                let id = stored.game.id;
                let public_id = stored.game.public_id.clone();
                // A game of a newer build (or of a game this build lacks) is not broken:
                // that build will load it.
                let newer = find_in(&rules, &stored.game.kind)
                    .is_none_or(|r| stored.game.ruleset > r.ruleset());
                match LiveGame::from_stored(stored, |kind| find_in(&rules, kind)) {
                    Ok(live) => {
                        schedule.set(&public_id, live.due_at(&bounds));
                        games.insert(public_id, Arc::new(Slot::new(id, live)));
                    }
                    Err(why) => unloadable.push((id, public_id, why, !newer)),
                }
            })
            .await?;
        let unloadable = bounds::owned_only(&store, config.shards, unloadable).await;
        let broken = match config.reader {
            true => Default::default(),
            false => bounds::set_aside(&store, clock.now(), unloadable).await,
        };
        let leagues = league::load(&store, config.shards, &mut schedule).await?;
        let daily_secret = match config.reader {
            // A reader deals no day: it reads the days dealt.
            true => store
                .daily_secret()
                .await?
                .unwrap_or_else(|| crate::game::daily::DailySecret::from_random_bytes([0; 32])),
            false => daily::load_or_create_secret(&store, clock.now()).await?,
        };
        let seed = config.seed.unwrap_or_else(|| {
            let mut h = RandomState::new().build_hasher();
            h.write_u64(clock.now() as u64);
            h.finish()
        });
        let users_read_at = clock.now();
        let service = Service {
            inner: Arc::new(Inner {
                rules,
                store,
                clock,
                games: Mutex::new(games),
                broken: Mutex::new(broken),
                users: Mutex::new(users),
                guild_languages: Mutex::new(HashMap::new()),
                quiet: Mutex::new(quiet),
                users_read_at: AtomicI64::new(users_read_at),
                users_seen: tokio::sync::Mutex::new(users_seen),
                schedule: Mutex::new(schedule),
                wake: Notify::new(),
                rng: Mutex::new(Rng::new(seed, 7)),
                stop: watch::Sender::new(false),
                scheduler: Mutex::new(None),
                days: Mutex::new(HashMap::new()),
                daily_secret: Mutex::new(daily_secret),
                daily_lock: tokio::sync::Mutex::new(()),
                leagues,
                bounds,
                limits: Limits {
                    lobbies: config.max_open_lobbies.unwrap_or(MAX_OPEN_LOBBIES),
                    solo: config.max_solo_games.unwrap_or(MAX_SOLO_GAMES),
                    hosted_games: config.max_hosted_games.unwrap_or(MAX_HOSTED_GAMES),
                    hosted_bots: config.max_hosted_bots.unwrap_or(MAX_HOSTED_BOTS),
                    hourly_starts: config.max_hourly_starts.unwrap_or(MAX_HOURLY_STARTS),
                    end_replays: !config.no_end_replays,
                },
                failures: Mutex::new(HashMap::new()),
                creating: Mutex::new(HashMap::new()),
                rematching: Mutex::new(HashMap::new()),
                think_ms: config.think_ms.unwrap_or(THINK_MS),
                thinking: bots::Thinking::new(),
                pars: Mutex::new(std::collections::HashSet::new()),
                shards: config.shards,
                paused: Mutex::new(held::Paused::default()),
                ended: Mutex::new(super::Bounded::with_cap(queries::ENDED_KEPT)),
                replays: AtomicU64::new(0),
                pictures: crate::app::pictures::Pictures::default(),
                shown: Mutex::new(super::Bounded::with_cap(shown::SHOWN_KEPT)),
                page_steps: Mutex::new(super::Bounded::with_cap(pages::PAGE_STEPS_KEPT)),
                pooled: AtomicU64::new(0),
                drawer: replays::Drawer::new(
                    config.replay_budget.unwrap_or(crate::store::REPLAY_BUDGET),
                ),
                rating_locks: ratings::RatingLocks::new(),
            }),
        };
        service.hear_shared_changes();
        if config.reader {
            return Ok(service);
        }
        service.run_due().await;
        service.draw_owed_replays().await;
        if !config.no_scheduler {
            let task = tokio::spawn(service.clone().scheduler());
            *lock(&service.inner.scheduler) = Some(task);
        }
        Ok(service)
    }

    /// Stops the scheduler and closes the database once the queued writes are committed.
    pub async fn shutdown(&self) {
        self.inner.stop.send_replace(true);
        let task = lock(&self.inner.scheduler).take();
        if let Some(task) = task {
            let _ = task.await;
        }
        self.inner.store.close().await;
    }

    /// The store underneath (for tools, tests and figures).
    pub fn store(&self) -> &Store {
        &self.inner.store
    }

    /// The games that are in the database as live but could not be loaded, with why.
    pub fn broken_games(&self) -> Vec<(String, String)> {
        let broken = lock(&self.inner.broken);
        broken.iter().map(|(k, v)| (k.clone(), v.clone())).collect()
    }

    /// How many games are held in memory (lobby and active).
    pub fn live_games(&self) -> usize {
        lock(&self.inner.games).len()
    }

    /// The shards whose servers this service owns (`None`: every server).
    pub fn shards(&self) -> Option<ShardRange> {
        self.inner.shards
    }

    /// The servers this service reads the outboxes of, as the store knows them.
    pub(crate) fn owner(&self) -> Option<crate::store::Owner> {
        self.inner.shards.map(|range| range.owner())
    }

    /// Whether this service owns server `guild`'s games, lobbies and leagues (guild 0, no
    /// server: the owner of shard 0).
    pub fn owns_guild(&self, guild: GuildId) -> bool {
        self.inner.shards.is_none_or(|r| r.owns_guild(guild.get()))
    }

    /// Refuses a change in a server another process owns. With Discord's routing its
    /// interactions never come here; only a misconfiguration (overlapping or mismatched
    /// `SHARDS`) brings one, and then that process's games must not be touched from here.
    /// A direct message's games are every process's (`shared`).
    pub(in crate::app::service) fn check_owner(&self, guild: GuildId) -> Result<(), AppError> {
        if self.owns_guild(guild) || guild == GuildId::NONE {
            return Ok(());
        }
        tracing::warn!(
            guild = guild.get(),
            shards = %self.inner.shards.map(|r| r.to_string()).unwrap_or_default(),
            "refused a change in a server of another process's shards: check SHARDS"
        );
        Err(AppError::OtherProcess)
    }
}
