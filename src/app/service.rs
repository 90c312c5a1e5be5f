//! The service: the calls the chat adapter makes, the per-game serialization, and the
//! deadline scheduler.

mod authority;
mod bots;
mod bounds;
mod daily;
mod figures;
mod league;
mod outbox;
mod par;

use std::collections::hash_map::RandomState;
use std::collections::{BTreeSet, HashMap};
use std::hash::{BuildHasher, Hasher};
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use tokio::sync::{watch, Notify};
use tokio::task::JoinSet;

use super::clock::Clock;
use super::error::AppError;
use super::event::OutboundEvent;
use super::live::{
    Bounds, GameInfo, GameSettings, LiveGame, MoveOutcome, UserSettings, LOBBY_EXPIRY,
    MAX_OPEN_LOBBIES, MAX_SOLO_GAMES, SELF_PACED_EXPIRY,
};
use super::shards::ShardRange;
use crate::game::rng::Rng;
use crate::game::{Legal, Play, Rules};
use crate::store::{
    GameKey, GameRow, GameSchedule, GameStatus, GuildId, Location, Millis, NewGame, Output, Place,
    PlayerRow, Store, StoreError, UserId, Write,
};
use crate::telemetry;

/// How the service runs.
#[derive(Clone, Debug, Default)]
pub struct ServiceConfig {
    /// Games hosted besides the registry's ([`crate::games::all`]): games defined in tests.
    pub games: ExtraGames,
    /// Seeds the public ids and game seeds (tests); `None` takes one from the system.
    pub seed: Option<u64>,
    /// Leave out the scheduler task: deadlines and reminders then happen only when
    /// [`Service::run_due`] is called (tests that want every step in their hands).
    pub no_scheduler: bool,
    /// How long a lobby waits untouched before it expires; `None`: [`LOBBY_EXPIRY`].
    pub lobby_expiry: Option<Duration>,
    /// How long a self-paced game waits untouched before it is closed; `None`:
    /// [`SELF_PACED_EXPIRY`].
    pub self_paced_expiry: Option<Duration>,
    /// The most open lobbies a user may host; `None`: [`MAX_OPEN_LOBBIES`].
    pub max_open_lobbies: Option<usize>,
    /// The most live solo games (daily attempts aside) a user may have; `None`:
    /// [`MAX_SOLO_GAMES`].
    pub max_solo_games: Option<usize>,
    /// How long a computer player thinks about a move, in milliseconds of a reference
    /// machine (a fixed amount of work); `None`: [`THINK_MS`]. Tests think briefly.
    pub think_ms: Option<u32>,
    /// The shards whose servers this service owns, when several processes share one
    /// database (`SHARDS=FIRST-LAST/TOTAL`): it loads, schedules, changes and delivers the
    /// games, lobbies and leagues of those servers only, and leaves the rest to their
    /// owners. `None`: every server (one process).
    pub shards: Option<ShardRange>,
}

/// Games added to the registry's, for tests (the bot hosts the registry's alone).
#[derive(Clone, Default)]
pub struct ExtraGames(pub Vec<&'static dyn Rules>);

impl std::fmt::Debug for ExtraGames {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list()
            .entries(self.0.iter().map(|g| g.id()))
            .finish()
    }
}

/// The per-user limits in force.
#[derive(Clone, Copy, Debug)]
struct Limits {
    lobbies: usize,
    solo: usize,
}

pub use authority::{Actor, GameAccess, Guess};
pub use bots::{Hints, THINK_MS};
pub use daily::{
    daily_seed, BoardScope, DailyAttempt, DailyGame, DailyShare, DailySpec, DailyStats,
    HistogramBucket, Leaderboard, LeaderboardEntry, DAILY_VERSION,
};
pub use league::{
    recompute_ratings, LeagueEvent, LeagueInfo, LeagueMember, LeagueOutbound, LeagueSpec,
    LeagueStandings, RecomputeReport, ResultLine, RoundDraw, SeasonEnd, StandingLine,
    STANDINGS_PER_PAGE,
};

/// How a game is created beyond its settings: solo and daily games.
#[derive(Clone, Debug, Default)]
struct Extra {
    /// The seed to use instead of a random one (a day's recorded seed).
    seed: Option<u64>,
    self_paced: bool,
    /// The day (`YYYY-MM-DD`) and server of a daily attempt, created with the game.
    daily: Option<(String, Option<crate::store::GuildId>)>,
    /// The league (and round table) the game belongs to, linked with its creation.
    league: Option<crate::store::LeagueLink>,
}

/// What leaving a game did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Left {
    /// Left the lobby.
    Lobby,
    /// Left a started game: a resignation, stored as a move.
    Resigned(MoveOutcome),
}

/// A game's public view and, once started, the game's state (for pictures, legal moves).
#[derive(Clone)]
pub struct GameView {
    pub info: GameInfo,
    pub game: Option<Box<dyn Play>>,
}

impl GameView {
    /// The seat of a user in the game.
    pub fn seat_of(&self, user: UserId) -> Option<usize> {
        self.info.players.iter().position(|p| p.player.user == user)
    }

    /// The game as `user` may see it ([`Play::seen_by`]): in a free-paced game, the other
    /// players as they stood when `user` finished their last turn (as of the turn everyone
    /// has reached, for someone not playing).
    pub fn seen_by(&self, user: UserId) -> Option<Box<dyn Play>> {
        let game = self.game.as_ref()?;
        Some(game.seen_by(self.seat_of(user)))
    }

    /// The players' names in seat order (join order before the start).
    pub fn names(&self) -> Vec<String> {
        self.info
            .players
            .iter()
            .map(|p| p.player.name.clone())
            .collect()
    }
}

/// One live game: its lock serializes every call on it.
struct Slot {
    id: GameKey,
    /// `None` when the in-memory game must be reloaded from the database (after a failed
    /// commit).
    live: tokio::sync::Mutex<Option<LiveGame>>,
}

/// When each active game is next due, ordered.
#[derive(Default)]
struct Schedule {
    queue: BTreeSet<(Millis, String)>,
    due: HashMap<String, Millis>,
}

impl Schedule {
    fn set(&mut self, game: &str, at: Option<Millis>) {
        if let Some(old) = self.due.remove(game) {
            self.queue.remove(&(old, game.to_string()));
        }
        if let Some(at) = at {
            self.due.insert(game.to_string(), at);
            self.queue.insert((at, game.to_string()));
        }
    }

    fn next(&self) -> Option<Millis> {
        self.queue.first().map(|(t, _)| *t)
    }

    fn due(&self, now: Millis) -> Vec<String> {
        self.queue
            .iter()
            .take_while(|(t, _)| *t <= now)
            .map(|(_, g)| g.clone())
            .collect()
    }
}

/// How old a process's copy of the users' settings may get when other processes share the
/// database (a range of shards): a setting changed through another process (reminders off,
/// a vacation) counts here within this time.
pub const USERS_STALE_AFTER: Millis = 10_000;

/// The users' settings, from their rows.
fn settings_of(rows: Vec<crate::store::UserRow>) -> HashMap<UserId, UserSettings> {
    rows.into_iter()
        .map(|u| {
            (
                u.user,
                UserSettings {
                    reminders: u.reminders,
                    vacation: u.vacation,
                },
            )
        })
        .collect()
}

struct Inner {
    /// Every game hosted: the registry's and the configuration's extras.
    rules: Vec<&'static dyn Rules>,
    store: Store,
    clock: Arc<dyn Clock>,
    games: Mutex<HashMap<String, Arc<Slot>>>,
    broken: Mutex<HashMap<String, String>>,
    users: Mutex<HashMap<UserId, UserSettings>>,
    /// When `users` was last read from the database.
    users_read_at: AtomicI64,
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
    /// How long a computer player thinks about a move ([`ServiceConfig::think_ms`]).
    think_ms: u32,
    /// Lets a few computer players (and hints) think at once.
    thinkers: tokio::sync::Semaphore,
    /// The days whose par is being worked out.
    pars: Mutex<std::collections::HashSet<(&'static str, crate::game::Date)>>,
    /// The servers this service owns ([`ServiceConfig::shards`]).
    shards: Option<ShardRange>,
}

/// The game service. Cheap to clone; clones share everything.
#[derive(Clone)]
pub struct Service {
    inner: Arc<Inner>,
}

const ID_ALPHABET: &[u8] = b"23456789abcdefghjkmnpqrstuvwxyz";
const ID_LEN: usize = 5;

/// Locks a std mutex, whether or not a panic poisoned it (what it guards stays valid:
/// every change under these locks is a single insert or removal).
fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// The game of this id among `rules`.
fn find_in(rules: &[&'static dyn Rules], id: &str) -> Option<&'static dyn Rules> {
    rules.iter().copied().find(|r| r.id() == id)
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
        let users = settings_of(store.users().await?);
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
        store
            .for_each_live_game(|stored| {
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
                        let slot = Slot {
                            id,
                            live: tokio::sync::Mutex::new(Some(live)),
                        };
                        games.insert(public_id, Arc::new(slot));
                    }
                    Err(why) => unloadable.push((id, public_id, why, !newer)),
                }
            })
            .await?;
        let unloadable = bounds::owned_only(&store, config.shards, unloadable).await;
        let broken = bounds::set_aside(&store, clock.now(), unloadable).await;
        let leagues = league::load(&store, config.shards, &mut schedule).await?;
        let daily_secret = daily::load_or_create_secret(&store, clock.now()).await?;
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
                users_read_at: AtomicI64::new(users_read_at),
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
                },
                failures: Mutex::new(HashMap::new()),
                creating: Mutex::new(HashMap::new()),
                think_ms: config.think_ms.unwrap_or(THINK_MS),
                thinkers: tokio::sync::Semaphore::new(bots::THINKERS),
                pars: Mutex::new(std::collections::HashSet::new()),
                shards: config.shards,
            }),
        };
        service.run_due().await;
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
    pub(in crate::app::service) fn check_owner(&self, guild: GuildId) -> Result<(), AppError> {
        if self.owns_guild(guild) {
            return Ok(());
        }
        tracing::warn!(
            guild = guild.get(),
            shards = %self.inner.shards.map(|r| r.to_string()).unwrap_or_default(),
            "refused a change in a server of another process's shards: check SHARDS"
        );
        Err(AppError::OtherProcess)
    }

    // ----- Lobby -----

    /// Creates a game in a place; the host joins it as its first player (the Mayor).
    pub async fn create_game(
        &self,
        place: Place,
        host: &Actor,
        settings: GameSettings,
    ) -> Result<GameInfo, AppError> {
        settings.validate()?;
        let svc = self.clone();
        let host = host.clone();
        // In a task of its own, so that a caller who gives up cannot leave a game stored
        // but not loaded.
        tokio::spawn(async move {
            let _one_at_a_time = svc.creating(host.user).await;
            svc.check_new_lobby(host.user).await?;
            svc.create(place, &host, settings, Extra::default()).await
        })
        .await
        .map_err(|_| AppError::ShuttingDown)?
    }

    async fn create(
        &self,
        place: Place,
        host: &Actor,
        settings: GameSettings,
        extra: Extra,
    ) -> Result<GameInfo, AppError> {
        self.check_owner(place.guild)?;
        let (host_name, host) = (&host.name, host.user);
        let rules = self.rules(&settings.game)?;
        let options = settings.options.clone();
        // Hints never help in a daily challenge or a league game (nor exist in a game with
        // no computer player to give them).
        let hints =
            settings.hints && rules.has_bots() && extra.daily.is_none() && extra.league.is_none();
        let mut last = None;
        for _ in 0..8 {
            let now = self.inner.clock.now();
            let (public_id, seed) = {
                let mut rng = lock(&self.inner.rng);
                let id: String = (0..ID_LEN)
                    .map(|_| ID_ALPHABET[rng.below(ID_ALPHABET.len() as u32) as usize] as char)
                    .collect();
                let seed = rng.next_u64();
                (id, extra.seed.unwrap_or(seed))
            };
            if lock(&self.inner.games).contains_key(&public_id) {
                continue;
            }
            let new = NewGame {
                public_id: public_id.clone(),
                kind: rules.id().to_string(),
                place,
                host,
                host_name: host_name.clone(),
                options: options.clone(),
                ruleset: rules.ruleset(),
                seed,
                turn_ms: settings.turn_deadline.as_millis() as i64,
                reminder_ms: settings.reminder().as_millis() as i64,
                max_players: settings.max_players as u32,
                created_at: now,
                self_paced: extra.self_paced,
                hints,
            };
            let write = match (&extra.daily, extra.league) {
                (Some((date, guild)), _) => Write::CreateDailyGame {
                    game: new.clone(),
                    date: date.clone(),
                    guild: *guild,
                },
                (None, Some(link)) => Write::CreateLeagueGame {
                    game: new.clone(),
                    link,
                },
                (None, None) => Write::CreateGame(new.clone()),
            };
            let id = match self.inner.store.write(write).await {
                Ok(Output::GameId(id)) => id,
                Ok(other) => {
                    return Err(StoreError::Corrupt(format!("create returned {other:?}")).into())
                }
                Err(e @ StoreError::DuplicateId(_)) => {
                    last = Some(e);
                    continue;
                }
                Err(e) => return Err(e.into()),
            };
            let row = GameRow {
                id,
                public_id: public_id.clone(),
                kind: new.kind,
                place,
                host,
                options: new.options,
                ruleset: new.ruleset,
                seed,
                turn_ms: new.turn_ms,
                reminder_ms: new.reminder_ms,
                max_players: new.max_players,
                status: GameStatus::Lobby,
                created_at: now,
                started_at: None,
                ended_at: None,
                schedule: GameSchedule::default(),
                move_count: 0,
                self_paced: extra.self_paced,
                hints,
                touched_at: now,
            };
            let host_row = PlayerRow {
                user: host,
                name: host_name.clone(),
                join_order: 1,
                seat: None,
                joined_at: now,
                bot: None,
                hints: 0,
                hinted_at: None,
                schedule: GameSchedule::default(),
            };
            let mut settings = settings.clone();
            settings.reminder_lead = Some(settings.reminder());
            settings.hints = hints;
            let live = LiveGame::created(row, settings, rules, host_row);
            let mut info = live.info();
            info.bots_allowed &= extra.league.is_none();
            let slot = Slot {
                id,
                live: tokio::sync::Mutex::new(Some(live)),
            };
            lock(&self.inner.games).insert(public_id, Arc::new(slot));
            return Ok(info);
        }
        Err(last
            .unwrap_or_else(|| StoreError::Corrupt("no free public id".into()))
            .into())
    }

    /// Joins a game in its lobby.
    pub async fn join(&self, game: &str, who: &Actor) -> Result<GameInfo, AppError> {
        let (user, name) = (who.user, who.name.clone());
        self.check_league_join(game, user).await?;
        self.on_game(game, move |live, now, _| {
            let write = live.join(user, &name, now)?;
            Ok((Some(write), live.info()))
        })
        .await
    }

    /// Leaves a game: from the lobby (not the host, who cancels instead), or, once it has
    /// started, resigns (the player's later turns finish with no trail).
    pub async fn leave(&self, game: &str, user: UserId) -> Result<Left, AppError> {
        self.on_game(game, move |live, now, users| {
            if live.row.status == GameStatus::Lobby {
                Ok((Some(live.leave_lobby(user, now)?), Left::Lobby))
            } else {
                let (write, outcome) = live.resign(user, now, users)?;
                Ok((Some(write), Left::Resigned(outcome)))
            }
        })
        .await
    }

    /// Leaves a game's lobby; refused once the game has started (a stale lobby button must
    /// not resign anyone).
    pub async fn leave_lobby(&self, game: &str, user: UserId) -> Result<(), AppError> {
        self.on_game(game, move |live, now, _| {
            authority::lobby_only(live.row.status, live.rules)?;
            Ok((Some(live.leave_lobby(user, now)?), ()))
        })
        .await
    }

    /// Starts a game (the host only): seats the host as the Mayor (seat 0), the others in
    /// join order, and starts the first turn.
    pub async fn start_game(&self, game: &str, user: UserId) -> Result<GameInfo, AppError> {
        self.on_game(game, move |live, now, users| {
            let write = live.start(user, now, users)?;
            Ok((Some(write), live.info()))
        })
        .await
    }

    /// Cancels a game in the lobby or in play: the host, or anyone the adapter says is an
    /// admin.
    pub async fn cancel(&self, game: &str, who: &Actor) -> Result<(), AppError> {
        let user = who.user;
        let admin = self.cancel_rights(game, who).await?;
        self.on_game(game, move |live, now, _| {
            Ok((Some(live.cancel(user, admin, now)?), ()))
        })
        .await
    }

    // ----- Play -----

    /// A player's move, typed as the game reads it (Trails of Tucana: `C3-D4`, `skip`,
    /// `undo`, `pass`).
    pub async fn play(
        &self,
        game: &str,
        user: UserId,
        typed: &str,
    ) -> Result<MoveOutcome, AppError> {
        let typed = typed.to_string();
        let played = self
            .on_game(game, move |live, now, users| {
                let (write, outcome) = live.play(user, &typed, now, users)?;
                Ok((Some(write), outcome))
            })
            .await;
        let result = match &played {
            Ok(_) => telemetry::ACCEPTED,
            Err(e) if e.is_transient() => telemetry::FAILED,
            Err(_) => telemetry::REFUSED,
        };
        metrics::counter!(telemetry::MOVES_TOTAL, "result" => result).increment(1);
        played
    }

    // ----- Users -----

    pub fn user_settings(&self, user: UserId) -> UserSettings {
        lock(&self.inner.users)
            .get(&user)
            .copied()
            .unwrap_or_default()
    }

    /// Reads the users' settings again when other processes may have changed them: with a
    /// range of shards, when this copy is older than [`USERS_STALE_AFTER`] (or whatever its
    /// age, with `force`). A process alone keeps its copy current itself.
    async fn refresh_users(&self, force: bool) -> Result<(), AppError> {
        if self.inner.shards.is_none() {
            return Ok(());
        }
        let now = self.inner.clock.now();
        let read_at = self.inner.users_read_at.load(Ordering::Relaxed);
        if !force && now - read_at < USERS_STALE_AFTER {
            return Ok(());
        }
        // Of the moves that find the copy old at once, one reads it again; the others go
        // on with it (a forced read always reads).
        let claimed = self.inner.users_read_at.compare_exchange(
            read_at,
            now,
            Ordering::Relaxed,
            Ordering::Relaxed,
        );
        if claimed.is_err() && !force {
            return Ok(());
        }
        let users = settings_of(self.inner.store.users().await?);
        *lock(&self.inner.users) = users;
        Ok(())
    }

    /// Turns a user's reminders on or off.
    pub async fn set_reminders(&self, user: UserId, on: bool) -> Result<UserSettings, AppError> {
        // The other setting as the database has it (another process may have changed it).
        self.refresh_users(true).await?;
        let mut settings = self.user_settings(user);
        settings.reminders = on;
        self.save_user(user, settings).await?;
        Ok(settings)
    }

    /// Sets or clears a user's vacation. Going away also finishes, with no trail, the
    /// current turn of every game where they have yet to finish; the public ids of those
    /// games are returned.
    pub async fn set_vacation(&self, user: UserId, on: bool) -> Result<Vec<String>, AppError> {
        self.refresh_users(true).await?;
        let mut settings = self.user_settings(user);
        settings.vacation = on;
        self.save_user(user, settings).await?;
        let mut passed = Vec::new();
        if on {
            for game in self.inner.store.active_games_of_user(user).await? {
                // Only the games held here (another process's are its own to change).
                if !lock(&self.inner.games).contains_key(&game) {
                    continue;
                }
                let done = self
                    .on_game(&game, move |live, now, users| {
                        let write = live.vacation_pass(user, now, users);
                        let done = write.is_some();
                        Ok((write, done))
                    })
                    .await;
                if let Ok(true) = done {
                    passed.push(game);
                }
            }
        }
        Ok(passed)
    }

    async fn save_user(&self, user: UserId, settings: UserSettings) -> Result<(), AppError> {
        self.inner
            .store
            .write(Write::SetUser {
                user,
                reminders: settings.reminders,
                vacation: settings.vacation,
                at: self.inner.clock.now(),
            })
            .await?;
        lock(&self.inner.users).insert(user, settings);
        Ok(())
    }

    // ----- Queries -----

    /// A game's public view, live or ended.
    pub async fn game_info(&self, game: &str) -> Result<GameInfo, AppError> {
        Ok(self.view(game).await?.info)
    }

    /// A game's view with the engine's state (to render its sheets).
    pub async fn view(&self, game: &str) -> Result<GameView, AppError> {
        let key = normalize(game);
        let slot = lock(&self.inner.games).get(&key).cloned();
        if let Some(slot) = slot {
            let mut guard = slot.live.lock().await;
            if guard.is_none() {
                *guard = Some(self.reload(slot.id, &key).await?);
            }
            let live = guard.as_ref().expect("loaded");
            let mut info = live.info();
            info.bots_allowed &= self.league_of_live(&key).is_none();
            return Ok(GameView {
                info,
                game: live.game().map(Play::boxed_clone),
            });
        }
        let row = self
            .inner
            .store
            .find_game(&key)
            .await?
            .ok_or_else(|| AppError::NoSuchGame(game.trim().to_string()))?;
        let live = self.reload(row.id, &key).await?;
        Ok(GameView {
            info: live.info(),
            game: live.game().map(Play::boxed_clone),
        })
    }

    /// The live games (lobby and active) of a place, newest first.
    pub async fn games_in(&self, place: Place) -> Result<Vec<GameInfo>, AppError> {
        let mut out = Vec::new();
        for row in self.inner.store.games_in_place(place).await? {
            if row.status.is_live() {
                if let Ok(view) = self.view(&row.public_id).await {
                    out.push(view.info);
                }
            }
        }
        Ok(out)
    }

    /// The moves a player may make now, as they would type them, best first.
    pub async fn legal_moves(&self, game: &str, user: UserId) -> Result<Vec<Legal>, AppError> {
        let view = self.view(game).await?;
        let seat = view.seat_of(user).ok_or(AppError::NotAPlayer)?;
        match view.info.status {
            GameStatus::Lobby => return Err(AppError::NotStarted),
            GameStatus::Finished => return Err(AppError::Finished),
            GameStatus::Cancelled => return Err(AppError::Cancelled),
            GameStatus::Active => {}
        }
        let game = view.game.ok_or(AppError::NotStarted)?;
        Ok(game.legal_moves(seat))
    }

    /// Every game this service hosts.
    pub fn games(&self) -> &[&'static dyn Rules] {
        &self.inner.rules
    }

    /// The game with this id, or a refusal naming the games there are.
    pub fn rules(&self, id: &str) -> Result<&'static dyn Rules, AppError> {
        find_in(&self.inner.rules, id).ok_or_else(|| {
            let known: Vec<&str> = self.inner.rules.iter().map(|r| r.id()).collect();
            AppError::BadSettings(format!(
                "there is no game {id:?} here; the games are {}",
                known.join(", ")
            ))
        })
    }

    // ----- Outbound events -----

    /// Events not yet confirmed delivered, oldest first (at most `limit`).
    pub async fn pending_events(&self, limit: u32) -> Result<Vec<OutboundEvent>, AppError> {
        let store = &self.inner.store;
        let rows = store.pending_events(self.owner(), limit).await?;
        Ok(rows
            .into_iter()
            .map(OutboundEvent::from_row)
            .collect::<Result<_, _>>()?)
    }

    /// Confirms an event delivered; it is not handed out again. Returns false if it was
    /// already confirmed (or does not exist).
    pub async fn mark_delivered(&self, event_id: i64) -> Result<bool, AppError> {
        self.mark_delivered_as(event_id, None).await
    }

    /// Confirms an event delivered, recording what it became in the adapter's words
    /// (e.g. where it was posted), to be found again with [`Service::receipt`].
    pub async fn mark_delivered_as(
        &self,
        event_id: i64,
        receipt: Option<String>,
    ) -> Result<bool, AppError> {
        let out = self
            .inner
            .store
            .write(Write::MarkDelivered {
                event_id,
                at: self.inner.clock.now(),
                receipt,
            })
            .await?;
        Ok(out == Output::Changed(true))
    }

    /// The receipt of a delivered event, by its idempotency key (see
    /// [`crate::app::event::turn_key`] for a turn's post).
    pub async fn receipt(&self, key: &str) -> Result<Option<String>, AppError> {
        Ok(self.inner.store.receipt(key).await?)
    }

    /// Changes whenever new events are committed: `changed().await` on it, then read
    /// [`Service::pending_events`].
    pub fn event_signal(&self) -> watch::Receiver<u64> {
        self.inner.store.event_signal()
    }

    // ----- Time -----

    /// Processes every deadline, reminder and expiry due by the clock's now; returns how
    /// many games were looked at. The scheduler calls it; tests may too. A game that fails
    /// is logged and tried again later, after a wait that grows with its failures in a row.
    pub async fn run_due(&self) -> usize {
        let now = self.inner.clock.now();
        let due = lock(&self.inner.schedule).due(now);
        let looked_at = due.len();
        let idle = self.inner.bounds;
        let mut tasks = JoinSet::new();
        let mut names = HashMap::new();
        for game in due {
            let svc = self.clone();
            let key = game.clone();
            let task = if let Some(league) = league::due_league(&game) {
                tasks.spawn(async move { svc.season_due(league).await })
            } else {
                tasks.spawn(async move {
                    // Computer players to act first: they move as soon as a step starts.
                    // If they cannot, the game is retried later (after a backoff), and its
                    // deadline still closes the turn meanwhile. The people's deadlines and
                    // reminders are seen to in the same round, so that they never wait for
                    // computer players racing through a free-paced game.
                    let bots = svc.bots_due(&game).await;
                    svc.on_game(&game, move |live, now, users| {
                        let write = live
                            .expire_if_idle(now, &idle)
                            .or_else(|| live.handle_due(now, users));
                        Ok((write, ()))
                    })
                    .await?;
                    bots.map(|_| ())
                })
            };
            names.insert(task.id(), key);
        }
        while let Some(done) = tasks.join_next_with_id().await {
            let (id, result) = match done {
                Ok((id, result)) => (id, result.map_err(|e| bounds::error_chain(&e))),
                Err(e) => (e.id(), Err(format!("the task failed: {e}"))),
            };
            let Some(game) = names.remove(&id) else {
                continue;
            };
            match result {
                Ok(()) => {
                    lock(&self.inner.failures).remove(&game);
                }
                Err(error) => self.due_failed(&game, &error, now),
            }
        }
        looked_at
    }

    /// Sleeps until the next deadline or reminder by the clock, processes what is due, and
    /// again, until shutdown. A change of schedule wakes it.
    async fn scheduler(self) {
        let mut stop = self.inner.stop.subscribe();
        loop {
            if *stop.borrow_and_update() {
                return;
            }
            let next = lock(&self.inner.schedule).next();
            let clock = self.inner.clock.clone();
            let sleep = async {
                match next {
                    Some(at) => clock.sleep_until(at).await,
                    None => std::future::pending().await,
                }
            };
            tokio::select! {
                _ = sleep => {
                    self.run_due().await;
                }
                _ = self.inner.wake.notified() => {}
                _ = stop.changed() => return,
            }
        }
    }

    // ----- Per-game serialization -----

    async fn slot(&self, game: &str) -> Result<(String, Arc<Slot>), AppError> {
        let key = normalize(game);
        if let Some(slot) = lock(&self.inner.games).get(&key) {
            return Ok((key, slot.clone()));
        }
        if lock(&self.inner.broken).contains_key(&key) {
            return Err(AppError::Broken(key));
        }
        match self.inner.store.find_game(&key).await? {
            None => Err(AppError::NoSuchGame(game.trim().to_string())),
            Some(row) => Err(match row.status {
                GameStatus::Finished => AppError::Finished,
                GameStatus::Cancelled => AppError::Cancelled,
                // A live game not held here is another process's (or broken).
                _ => match self.check_owner(row.place.guild) {
                    Err(e) => e,
                    Ok(()) => AppError::Broken(key),
                },
            }),
        }
    }

    async fn reload(&self, id: GameKey, key: &str) -> Result<LiveGame, AppError> {
        let stored = self
            .inner
            .store
            .load_game(id)
            .await?
            .ok_or_else(|| AppError::NoSuchGame(key.to_string()))?;
        LiveGame::from_stored(stored, |kind| self.rules(kind).ok()).map_err(|why| {
            tracing::error!(game = key, reason = why, "cannot load a game");
            lock(&self.inner.broken).insert(key.to_string(), why);
            AppError::Broken(key.to_string())
        })
    }

    /// Runs `op` on a live game under its lock, commits the write it returns, and only then
    /// answers. The whole runs in a task of its own, so that a caller who stops waiting
    /// cannot cut it between the change in memory and its commit. If the commit fails, the
    /// in-memory game is dropped and reloaded from the database on the next call.
    async fn on_game<R, F>(&self, game: &str, op: F) -> Result<R, AppError>
    where
        R: Send + 'static,
        F: FnOnce(
                &mut LiveGame,
                Millis,
                super::live::Users,
            ) -> Result<(Option<Write>, R), AppError>
            + Send
            + 'static,
    {
        let (key, slot) = self.slot(game).await?;
        // A move or a deadline may begin a turn, which looks at the players' settings
        // (vacations); a reminder names those who want one. Without a fresh copy the old one
        // serves: better than refusing the move.
        if let Err(e) = self.refresh_users(false).await {
            tracing::warn!(error = %e, "cannot read the users' settings again");
        }
        let svc = self.clone();
        tokio::spawn(async move {
            let mut guard = slot.live.lock().await;
            if guard.is_none() {
                *guard = Some(svc.reload(slot.id, &key).await?);
            }
            let live = guard.as_mut().expect("loaded");
            let now = svc.inner.clock.now();
            // A panic in the middle of a change would leave the game in memory half
            // changed: it is dropped and reloaded from the database instead.
            let changed = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                let users = lock(&svc.inner.users);
                let lookup = |u: UserId| users.get(&u).copied().unwrap_or_default();
                op(live, now, &lookup)
            }));
            let (write, result) = match changed {
                Ok(done) => done?,
                Err(_) => {
                    *guard = None;
                    return Err(AppError::Broken(key));
                }
            };
            // A league game's end is committed with its league result, under the league's
            // lock (taken after the game's).
            let (write, league) = match write {
                Some(Write::Append(append)) if !append.status.is_live() => {
                    match svc.league_game_end(&key, live, append).await {
                        Ok((write, league)) => (Some(write), league),
                        Err(e) => {
                            *guard = None;
                            return Err(e);
                        }
                    }
                }
                other => (other, None),
            };
            if let Some(write) = write {
                let committed = match svc.inner.store.submit(write) {
                    Ok(rx) => rx.await.unwrap_or(Err(StoreError::WriterGone)),
                    Err(e) => Err(e),
                };
                if let Err(e) = committed {
                    *guard = None;
                    return Err(e.into());
                }
            }
            if league.is_some() {
                svc.league_game_settled(&key);
            }
            drop(league);
            let live = guard.as_ref().expect("loaded");
            svc.settle(&key, live);
            Ok(result)
        })
        .await
        .map_err(|_| AppError::ShuttingDown)?
    }

    /// After a committed change: reschedules the game, or lets it go once it has ended.
    fn settle(&self, key: &str, live: &LiveGame) {
        if !live.row.status.is_live() {
            lock(&self.inner.games).remove(key);
            lock(&self.inner.failures).remove(key);
        }
        let due = live.due_at(&self.inner.bounds);
        {
            let mut schedule = lock(&self.inner.schedule);
            if schedule.due.get(key).copied() == due {
                return;
            }
            schedule.set(key, due);
        }
        self.inner.wake.notify_one();
    }
}
