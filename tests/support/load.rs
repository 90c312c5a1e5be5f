//! A load run: the real bot against the fake Discord on 127.0.0.1, with many servers and
//! games of every game of the registry, sent interactions at a fixed rate for a fixed time
//! while deadlines and reminders fall due. `cargo bench --bench bot` runs it at full size
//! and prints its figures; `tests/e2e/load_e2e.rs` runs a small one and checks only what
//! must hold at any speed (every acknowledged move stored, no post shown twice).
//!
//! # How it runs
//!
//! 1. **Set-up** (not timed): the servers, and their games set up through the service
//!    (created, joined, a computer player in some, started), each in a thread of its
//!    server known to the fake; then the outbox is left to deliver what that posted.
//!    The clock ([`LoadClock`]) stands still meanwhile, at each game's start in turn, so
//!    that the games' first deadlines fall one after another through the timed part.
//! 2. **The timed part**: the clock runs, `speed` times faster than the wall's (one hour of
//!    the service's time per run, as deadlines are an hour at least), and workers send
//!    interactions through the fake's gateway only, each at its slot of a fixed rate
//!    ([`Pacer`]): moves after their autocomplete, `/map`, the "My map" and "Hint"
//!    buttons, `/hint`, and lobbies opened with `/game new`, joined and started with
//!    their buttons. With `hostile`, one more user of each kind named there costs the bot
//!    what they can, as fast as the bot answers (at most 20 interactions a second), beside
//!    the load ([`hostile`]: hints, games of computer players, replays, a blocked DM).
//! 3. **The figures** ([`Report`]): from the fake's record of when each interaction was
//!    dispatched, first answered and completed, and from the store: the deadline lag
//!    (when a turn was closed by the deadline, by the service's clock, less the deadline,
//!    in wall time), the outbox's backlog at the end, and the moves acknowledged against
//!    those stored.
//!
//! The clock runs continuously, so a lag read on it is a lag of the wall's (divided by
//! the speed): the turn is closed under its game's lock, at the clock's reading then, so
//! a scheduler that waits for anything shows in the figure.

use std::collections::{HashMap, HashSet};
use std::fmt;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use serde_json::Value;
use tokio::runtime::Handle;
use tokio::task::JoinSet;
use tucana::app::clock::Sleep;
use tucana::app::{
    Actor, ChannelId, Clock, Event, GameSettings, GameStatus, GuildId, Millis, Place, Service,
    ServiceConfig, MIN_DEADLINE,
};
use tucana::discord::component::{ComponentId, LobbyAction};
use tucana::discord::{BotData, BotHandle};
use tucana::game::rng::Rng;
use tucana::game::{Level, Rules};

use super::fake_discord::{collect_custom_ids, id_field, Answer, InteractionState};
use super::*;

mod hostile;
pub use hostile::Hostile;
use hostile::Hostiles;

/// What to run.
#[derive(Clone, Debug)]
pub struct LoadConfig {
    /// Servers the bot is in.
    pub servers: usize,
    /// Games set up before the timed part, spread over the servers and the registry.
    pub games: usize,
    /// Interactions sent per second.
    pub rate: f64,
    /// How long the timed part lasts, in seconds.
    pub seconds: f64,
    /// Hostile users beside the load, one of each kind named ([`Hostile`]).
    pub hostile: Vec<Hostile>,
    /// How long computer players and hints think (`ServiceConfig::think_ms`); `None`: as
    /// the shipped bot.
    pub think_ms: Option<u32>,
    /// One game in this many (of games with computer players) seats one; 0: none.
    pub bot_every: usize,
    /// How long the set-up's posts may take to deliver before the timed part starts
    /// anyway (the backlog is then reported).
    pub settle: Duration,
    /// How long a user waits for a deferred interaction's end (and the run, at its end,
    /// for the last ones) before counting it unanswered.
    pub patience: Duration,
    /// Seeds the service and the workers' choices.
    pub seed: u64,
}

impl LoadConfig {
    /// The bench's defaults: 100 servers, 1,000 games, 50 interactions a second for 60 s.
    pub fn full() -> LoadConfig {
        LoadConfig {
            servers: 100,
            games: 1000,
            rate: 50.0,
            seconds: 60.0,
            hostile: Vec::new(),
            think_ms: None,
            bot_every: 10,
            settle: Duration::from_secs(600),
            patience: Duration::from_secs(30),
            seed: 28,
        }
    }

    /// A run small enough for `cargo test`.
    pub fn small() -> LoadConfig {
        LoadConfig {
            servers: 3,
            games: 12,
            rate: 20.0,
            seconds: 3.0,
            think_ms: Some(1),
            bot_every: 4,
            settle: Duration::from_secs(60),
            // The test counts a move acknowledged only once its answer is in: it waits for
            // every answer, however slow the machine (the bench's 30 s is a user's patience).
            patience: super::PATIENCE,
            ..LoadConfig::full()
        }
    }

    /// How much faster than the wall the service's clock runs: one hour (the shortest turn)
    /// per run, so that deadlines and reminders fall due during it.
    pub fn speed(&self) -> f64 {
        MIN_DEADLINE.as_secs_f64() / self.seconds.max(0.001)
    }
}

/// The service's clock in a load run: stands still during the set-up (moved on by
/// [`set`](Self::set)), then runs `speed` times faster than the wall from
/// [`run`](Self::run) on.
pub struct LoadClock {
    speed: f64,
    /// The reading when it started running (or now, while it stands still), and since when.
    state: Mutex<(Millis, Option<Instant>)>,
}

impl LoadClock {
    pub fn new(start: Millis, speed: f64) -> LoadClock {
        LoadClock {
            speed,
            state: Mutex::new((start, None)),
        }
    }

    /// Moves a standing clock on to `to` (never back); a running clock is left alone.
    pub fn set(&self, to: Millis) {
        let mut state = self.state.lock().unwrap();
        if state.1.is_none() {
            state.0 = state.0.max(to);
        }
    }

    /// Starts the clock running.
    pub fn run(&self) {
        let mut state = self.state.lock().unwrap();
        if state.1.is_none() {
            state.1 = Some(Instant::now());
        }
    }

    /// Stops a running clock where it is.
    pub fn stop(&self) {
        let now = self.now();
        *self.state.lock().unwrap() = (now, None);
    }

    /// A span of this clock, in wall time.
    pub fn wall(&self, span: Millis) -> Duration {
        Duration::from_secs_f64(span.max(0) as f64 / 1000.0 / self.speed)
    }

    fn running(&self) -> bool {
        self.state.lock().unwrap().1.is_some()
    }
}

impl Clock for LoadClock {
    fn now(&self) -> Millis {
        let (base, since) = *self.state.lock().unwrap();
        let ran = since.map_or(0.0, |s| s.elapsed().as_secs_f64() * 1000.0 * self.speed);
        base + ran as Millis
    }

    fn sleep_until(&self, at: Millis) -> Sleep<'_> {
        // A standing clock may start at any moment: look again soon. The scheduler checks
        // the time after every wake, so an early one costs a look only.
        let wait = if self.running() {
            self.wall(at - self.now()).min(Duration::from_secs(1))
        } else {
            Duration::from_millis(20)
        };
        Box::pin(tokio::time::sleep(wait))
    }
}

/// A game of the run: where it is and who plays it.
#[derive(Clone, Debug)]
struct LoadGame {
    id: String,
    guild: u64,
    thread: u64,
    players: Vec<TestUser>,
}

/// What a worker sent.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Kind {
    Autocomplete,
    Move,
    Map,
    MapButton,
    Hint,
    HintButton,
    LobbyNew,
    LobbyJoin,
    LobbyStart,
    /// A hostile user's interaction (counted apart).
    Hostile(Hostile),
}

/// The scenarios the workers run, in turn: a move is two interactions (its
/// autocomplete, then the move), a lobby three (opened, joined, started).
const SCENARIOS: [Scenario; 13] = [
    Scenario::Move,
    Scenario::Map,
    Scenario::Move,
    Scenario::MapButton,
    Scenario::Move,
    Scenario::Hint,
    Scenario::Move,
    Scenario::Map,
    Scenario::Move,
    Scenario::HintButton,
    Scenario::Move,
    Scenario::MapButton,
    Scenario::Lobby,
];

#[derive(Clone, Copy, Debug)]
enum Scenario {
    Move,
    Map,
    MapButton,
    Hint,
    HintButton,
    Lobby,
}

/// Hands out the send times of a fixed rate, from `start` until `end`.
struct Pacer {
    start: tokio::time::Instant,
    end: tokio::time::Instant,
    rate: f64,
    next: AtomicU64,
}

impl Pacer {
    /// Waits for the next free slot; `false` once the run is over.
    async fn slot(&self) -> bool {
        let k = self.next.fetch_add(1, Ordering::Relaxed);
        let at = self.at(k);
        if at >= self.end {
            return false;
        }
        tokio::time::sleep_until(at).await;
        true
    }

    /// A slot for the next step of a scenario already under way (the move after its
    /// autocomplete, the clicks on a lobby just opened): now, as a user goes on at once,
    /// the slot taken from the end of the queue so that the rate stays what it is.
    fn follow(&self) -> bool {
        self.next.fetch_add(1, Ordering::Relaxed);
        tokio::time::Instant::now() < self.end
    }

    /// The run is over, or every slot of it is taken: a worker stops then, rather than
    /// going round its scenarios finding no slot (which, in the run's last seconds, spun
    /// hundreds of workers on the cores the bot was being measured on).
    fn over(&self) -> bool {
        tokio::time::Instant::now() >= self.end
            || self.at(self.next.load(Ordering::Relaxed)) >= self.end
    }

    /// When the `k`-th slot falls.
    fn at(&self, k: u64) -> tokio::time::Instant {
        self.start + Duration::from_secs_f64(k as f64 / self.rate)
    }
}

/// Longest a worker waits for an interaction's first answer (Discord's 3 s, and more).
const ANSWER_WAIT: Duration = Duration::from_secs(10);

/// Ids of the run's servers, channels and users: snowflakes of their own.
const GUILD_BASE: u64 = 1_200_000_000_000_000_000;
const CHANNEL_BASE: u64 = 1_210_000_000_000_000_000;
const USER_BASE: u64 = 1_220_000_000_000_000_000;

/// A running load: the fake, the bot and its service, the games set up.
pub struct Load {
    pub fake: FakeDiscord,
    pub service: Service,
    pub clock: Arc<LoadClock>,
    pub config: LoadConfig,
    /// How long the set-up took, and the outbox's backlog when the timed part began.
    pub setup: Duration,
    pub backlog_at_start: usize,
    bot: Option<BotHandle>,
    servers: Vec<(u64, u64)>,
    games: Mutex<Vec<LoadGame>>,
    hostiles: Hostiles,
    users: AtomicU64,
    sent: Mutex<Vec<(u64, Kind)>>,
    /// The moves sent: (game, user, interaction).
    moves: Mutex<Vec<(String, u64, u64)>>,
    _dir: tempfile::TempDir,
}

impl Load {
    /// Starts the fake, the service and the bot (on `bot_runtime` if given, so that the
    /// bot's workers are its own, as in production), and sets up the servers and games.
    pub async fn set_up(config: LoadConfig, bot_runtime: Option<Handle>) -> Load {
        let begun = Instant::now();
        let dir = tempfile::tempdir().expect("a temporary folder");
        let fake = FakeDiscord::start().await;
        fake.set_lean(true);
        // The games' first deadlines fall from 30% to 95% of the run, their reminders (a
        // quarter of the turn before) from 5%; the clock starts where the first is created.
        let hour = MIN_DEADLINE.as_millis() as Millis;
        let run_start = T0 + hour;
        let clock = Arc::new(LoadClock::new(T0, config.speed()));
        let service_config = ServiceConfig {
            seed: Some(config.seed),
            think_ms: config.think_ms,
            ..ServiceConfig::default()
        };
        // On the bot's runtime (when given): what the service and the bot spawn (the
        // scheduler, the outbox, the shards) runs on its workers.
        let entered = bot_runtime.as_ref().map(Handle::enter);
        let service = Service::open(db(&dir), clock.clone(), service_config)
            .await
            .expect("the service opens");
        init_tracing();
        let bot = tucana::discord::start(bot_config(&fake, BotData::new(service.clone()).unwrap()))
            .await
            .unwrap_or_else(|e| panic!("the bot did not start: {e}\n{}", fake.describe()));
        drop(entered);
        bot.wait_ready(DEFAULT_TIMEOUT)
            .await
            .unwrap_or_else(|e| panic!("the bot did not get ready: {e}\n{}", fake.describe()));

        let servers: Vec<(u64, u64)> = (0..config.servers.max(1) as u64)
            .map(|s| (GUILD_BASE + s, CHANNEL_BASE + s))
            .collect();
        for &(guild, channel) in &servers {
            fake.add_text_channel(channel, guild);
        }
        let mut load = Load {
            fake,
            service,
            clock,
            setup: Duration::ZERO,
            backlog_at_start: 0,
            bot: Some(bot),
            servers,
            games: Mutex::new(Vec::new()),
            hostiles: Hostiles::default(),
            users: AtomicU64::new(0),
            sent: Mutex::new(Vec::new()),
            moves: Mutex::new(Vec::new()),
            config,
            _dir: dir,
        };
        let n = load.config.games;
        // A few at a time, at one reading of the standing clock.
        const BATCH: usize = 8;
        for batch in (0..n).collect::<Vec<_>>().chunks(BATCH) {
            let first_deadline =
                run_start + hour * 3 / 10 + hour * 65 / 100 * batch[0] as i64 / n.max(1) as i64;
            load.clock.set(first_deadline - hour);
            let made = futures::future::join_all(batch.iter().map(|&j| load.set_up_game(j))).await;
            load.games.lock().unwrap().extend(made);
        }
        load.clock.set(run_start);
        load.hostiles = load.set_up_hostiles().await;
        let settled = Instant::now() + load.config.settle;
        while load.backlog().await > 0 && Instant::now() < settled {
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        load.backlog_at_start = load.backlog().await;
        load.setup = begun.elapsed();
        load
    }

    /// Game `j` of the set-up: of the registry's game `j` (in turn), in server `j` (in
    /// turn), three players where the game takes three, a computer player in some.
    async fn set_up_game(&self, j: usize) -> LoadGame {
        let all = tucana::games::all();
        let rules = all[j % all.len()];
        let seats = rules.seats();
        let players = 3.clamp(*seats.start(), *seats.end());
        let every = self.config.bot_every;
        let with_bot = every > 0 && rules.has_bots() && j.is_multiple_of(every) && players > 1;
        self.game_of(rules, j, players, with_bot).await
    }

    /// A game of `rules` in server `j` (in turn) with `players` seats, one of them a
    /// computer player if `with_bot`, started, hints allowed where the game has them.
    async fn game_of(
        &self,
        rules: &dyn Rules,
        j: usize,
        players: usize,
        with_bot: bool,
    ) -> LoadGame {
        let (guild, channel) = self.servers[j % self.servers.len()];
        let thread = self.fake.add_thread(channel, guild);
        let people: Vec<TestUser> = (0..players - usize::from(with_bot))
            .map(|_| self.new_user())
            .collect();
        let settings = GameSettings {
            turn_deadline: MIN_DEADLINE,
            max_players: players,
            hints: rules.has_bots(),
            ..GameSettings::of(rules)
        };
        let place = Place {
            guild: GuildId::from(guild),
            channel: ChannelId::from(thread),
        };
        let host = actor(&people[0]);
        let info = self
            .service
            .create_game(place, &host, settings)
            .await
            .expect("a game is created");
        for user in &people[1..] {
            self.service
                .join(&info.id, &actor(user))
                .await
                .expect("a player joins");
        }
        if with_bot {
            self.service
                .add_bot(&info.id, &host, Level::Normal)
                .await
                .expect("a computer player is seated");
        }
        self.service
            .start_game(&info.id, host.user)
            .await
            .expect("the game starts");
        LoadGame {
            id: info.id,
            guild,
            thread,
            players: people,
        }
    }

    fn new_user(&self) -> TestUser {
        let n = self.users.fetch_add(1, Ordering::Relaxed);
        TestUser::new(USER_BASE + n, &format!("player{n}"))
    }

    /// Events not yet delivered to the fake.
    async fn backlog(&self) -> usize {
        self.service
            .pending_events(100_000)
            .await
            .map_or(usize::MAX, |e| e.len())
    }

    /// The events not yet delivered, by kind.
    async fn backlog_kinds(&self) -> std::collections::BTreeMap<&'static str, usize> {
        let mut kinds = std::collections::BTreeMap::new();
        for e in self
            .service
            .pending_events(100_000)
            .await
            .unwrap_or_default()
        {
            *kinds.entry(e.event.kind()).or_default() += 1;
        }
        kinds
    }

    /// The timed part, then its figures.
    pub async fn run(self: &Arc<Self>) -> Report {
        let replays_before = self.service.replays();
        let drawers_before = drawers_spent();
        let pictures_before = self.service.pictures_counted();
        let clock_start = self.clock.now();
        self.clock.run();
        let start = tokio::time::Instant::now();
        let end = start + Duration::from_secs_f64(self.config.seconds);
        let pacer = Arc::new(Pacer {
            start,
            end,
            rate: self.config.rate,
            next: AtomicU64::new(0),
        });
        // Enough workers that the rate holds while answers are slow: each waits for its
        // own answers, as a user does.
        let workers = (self.config.rate * 4.0).ceil().clamp(4.0, 2000.0) as u64;
        let mut tasks = JoinSet::new();
        for w in 0..workers {
            let (load, pacer) = (Arc::clone(self), Arc::clone(&pacer));
            tasks.spawn(async move {
                let mut rng = Rng::new(load.config.seed, w + 1);
                let mut k = w as usize;
                while !pacer.over() {
                    let scenario = SCENARIOS[k % SCENARIOS.len()];
                    k += workers as usize;
                    load.scenario(scenario, &pacer, &mut rng).await;
                }
            });
        }
        for hostile in self.config.hostile.clone() {
            let load = Arc::clone(self);
            tasks.spawn(async move { load.hostile(hostile, end).await });
        }
        // The backlog through the run, once a second: whether the outbox keeps up or
        // falls behind, beside the one reading at the end.
        let sampler = {
            let load = Arc::clone(self);
            tokio::spawn(async move {
                let mut samples = Vec::new();
                let mut tick = tokio::time::interval(Duration::from_secs(1));
                tick.tick().await;
                loop {
                    tick.tick().await;
                    if tokio::time::Instant::now() >= end {
                        return samples;
                    }
                    samples.push((load.backlog().await, load.fake.requests_count()));
                }
            })
        };
        tokio::time::sleep_until(end).await;
        let backlog_at_end = self.backlog().await;
        let backlog_kinds = self.backlog_kinds().await;
        let backlog_samples = sampler.await.unwrap_or_default();
        let clock_end = self.clock.now();
        // No more deadlines while the last answers come in: they would not be the run's.
        self.clock.stop();
        while tasks.join_next().await.is_some() {}
        // The last answers, for a while: an interaction still unanswered then is counted so.
        let waited = Instant::now() + self.config.patience;
        while !self.all_answered() && Instant::now() < waited {
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        let mut report = self.report(clock_start, clock_end, backlog_at_end).await;
        report.backlog_samples = backlog_samples.iter().map(|s| s.0).collect();
        report.requests_by_second = backlog_samples
            .windows(2)
            .map(|w| w[1].1 - w[0].1)
            .collect();
        report.backlog_kinds = backlog_kinds;
        report.replays = self.service.replays() - replays_before;
        let (served, drawn) = self.service.pictures_counted();
        report.pictures_served = served - pictures_before.0;
        report.pictures_drawn = drawn - pictures_before.1;
        report.drawers = drawers_spent()
            .into_iter()
            .zip(drawers_before)
            .map(|((work, n, us), (_, n0, us0))| (work, n - n0, us - us0))
            .collect();
        report
    }

    /// Runs one scenario, each interaction at its slot of the pacer.
    async fn scenario(&self, scenario: Scenario, pacer: &Pacer, rng: &mut Rng) {
        if matches!(scenario, Scenario::Lobby) {
            return self.lobby(pacer, rng).await;
        }
        let game = {
            let games = self.games.lock().unwrap();
            (!games.is_empty()).then(|| games[rng.below(games.len() as u32) as usize].clone())
        };
        let Some(game) = game else {
            return self.lobby(pacer, rng).await;
        };
        let user = self.to_act(&game, rng).await;
        let here = (game.thread, Some(game.guild));
        match scenario {
            Scenario::Move => {
                let typing = autocomplete(
                    "move",
                    None,
                    &[opt("move", "")],
                    "move",
                    &user,
                    here.0,
                    here.1,
                );
                let Some(answer) = self.send(pacer, &typing, Kind::Autocomplete).await else {
                    return;
                };
                let choices: Vec<String> = answer.json["data"]["choices"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .filter_map(|c| c["value"].as_str().map(str::to_owned))
                    .collect();
                if choices.is_empty() {
                    return;
                }
                let chosen = &choices[rng.below(choices.len() as u32) as usize];
                let ix = slash_command(
                    "move",
                    None,
                    &[opt("move", chosen.as_str())],
                    &user,
                    here.0,
                    here.1,
                );
                self.moves
                    .lock()
                    .unwrap()
                    .push((game.id.clone(), user.id, ix.id));
                self.send(pacer, &ix, Kind::Move).await;
            }
            Scenario::Map => {
                let ix = slash_command("map", None, &[], &user, here.0, here.1);
                self.send(pacer, &ix, Kind::Map).await;
            }
            Scenario::Hint => {
                let ix = slash_command("hint", None, &[], &user, here.0, here.1);
                self.send(pacer, &ix, Kind::Hint).await;
            }
            Scenario::MapButton | Scenario::HintButton => {
                let (id, kind) = match scenario {
                    Scenario::MapButton => (
                        ComponentId::MyMap {
                            game: game.id.clone(),
                        },
                        Kind::MapButton,
                    ),
                    _ => (
                        ComponentId::Hint {
                            game: game.id.clone(),
                        },
                        Kind::HintButton,
                    ),
                };
                let id = id.to_string();
                // The button under the game's latest post that has it (a game without
                // hints has no Hint button: its map's, then).
                let Some(message) = self.post_with(game.thread, &id) else {
                    let ix = slash_command("map", None, &[], &user, here.0, here.1);
                    self.send(pacer, &ix, Kind::Map).await;
                    return;
                };
                let ix = button(&id, &message, &user, here.0, here.1);
                self.send(pacer, &ix, kind).await;
            }
            Scenario::Lobby => unreachable!("handled above"),
        }
    }

    /// A lobby of the registry's games in turn, in a server of the run: opened with `/game
    /// new`, joined with its button by another user, started with its button by its host.
    async fn lobby(&self, pacer: &Pacer, rng: &mut Rng) {
        let all = tucana::games::all();
        let rules = all[rng.below(all.len() as u32) as usize];
        let (guild, channel) = self.servers[rng.below(self.servers.len() as u32) as usize];
        let host = self.new_user();
        let options = [opt("game", rules.id()), opt("turn_hours", 1_i64)];
        let ix = slash_command("game", Some("new"), &options, &host, channel, Some(guild));
        let Some(reply) = self.send(pacer, &ix, Kind::LobbyNew).await else {
            return;
        };
        let text = reply.json["content"].as_str().unwrap_or_default();
        let (Some(id), Some(thread)) = (between(text, "`", "`"), between(text, "<#", ">")) else {
            return;
        };
        let Ok(thread) = thread.parse::<u64>() else {
            return;
        };
        let join = ComponentId::Lobby {
            action: LobbyAction::Join,
            game: id.to_owned(),
        }
        .to_string();
        let Some(message) = self.post_with(thread, &join) else {
            return;
        };
        let joiner = self.new_user();
        let ix = button(&join, &message, &joiner, thread, Some(guild));
        if self.send(pacer, &ix, Kind::LobbyJoin).await.is_none() {
            return;
        }
        let start = ComponentId::Lobby {
            action: LobbyAction::Start,
            game: id.to_owned(),
        }
        .to_string();
        let message = self
            .fake
            .message(id_field(&message, "id").unwrap_or(0))
            .unwrap_or(message);
        let ix = button(&start, &message, &host, thread, Some(guild));
        self.send(pacer, &ix, Kind::LobbyStart).await;
        let started = self
            .service
            .game_info(id)
            .await
            .is_ok_and(|info| info.status == GameStatus::Active);
        if started {
            self.games.lock().unwrap().push(LoadGame {
                id: id.to_owned(),
                guild,
                thread,
                players: vec![host, joiner],
            });
        }
    }

    /// A player of `game` the game waits for (if any waits), else any of its people.
    async fn to_act(&self, game: &LoadGame, rng: &mut Rng) -> TestUser {
        let waited_for: Vec<u64> = match self.service.game_info(&game.id).await {
            Ok(info) => info.waiting_for.iter().map(|p| p.user.get()).collect(),
            Err(_) => Vec::new(),
        };
        let ready: Vec<&TestUser> = game
            .players
            .iter()
            .filter(|u| waited_for.contains(&u.id))
            .collect();
        match ready.len() {
            0 => game.players[rng.below(game.players.len() as u32) as usize].clone(),
            n => ready[rng.below(n as u32) as usize].clone(),
        }
    }

    /// The latest message in `channel` with a component `custom_id`.
    fn post_with(&self, channel: u64, custom_id: &str) -> Option<Value> {
        self.fake.messages_in(channel).into_iter().rev().find(|m| {
            let mut ids = Vec::new();
            collect_custom_ids(&m["components"], &mut ids);
            ids.iter().any(|i| i == custom_id)
        })
    }

    /// Sends `ix` at its slot (a scenario's first step) or now (a later step) and waits
    /// for its answer: the initial response, or the
    /// followup that completes a deferred one. `None` past the run or without an answer.
    async fn send(&self, pacer: &Pacer, ix: &FakeInteraction, kind: Kind) -> Option<Answer> {
        let first_step = matches!(
            kind,
            Kind::Autocomplete
                | Kind::Map
                | Kind::MapButton
                | Kind::Hint
                | Kind::HintButton
                | Kind::LobbyNew
        );
        let slot = if first_step {
            pacer.slot().await
        } else {
            pacer.follow()
        };
        if !slot {
            return None;
        }
        self.dispatch(ix, kind).await
    }

    /// Sends `ix` now, counted as `kind`, and waits for what the user finally sees: the
    /// first answer, or the followup that completes a deferred one.
    async fn dispatch(&self, ix: &FakeInteraction, kind: Kind) -> Option<Answer> {
        self.sent.lock().unwrap().push((ix.id, kind));
        self.fake.dispatch_interaction(ix);
        let first = self.first_answer(ix).await?;
        if !matches!(first.json["type"].as_u64(), Some(5 | 6)) {
            return Some(first);
        }
        self.fake
            .wait_until(self.config.patience, |inner| {
                inner.interactions.get(&ix.id)?.followups.first().cloned()
            })
            .await
    }

    async fn first_answer(&self, ix: &FakeInteraction) -> Option<Answer> {
        self.fake
            .wait_until(ANSWER_WAIT, |inner| {
                inner.interactions.get(&ix.id)?.callback.clone()
            })
            .await
    }

    /// Whether every interaction sent has its first answer, and every deferred one its end.
    fn all_answered(&self) -> bool {
        let sent = self.sent.lock().unwrap().clone();
        sent.iter().all(|(id, _)| {
            self.fake
                .interaction(*id)
                .is_some_and(|s| s.callback.is_some() && (!deferred(&s) || !s.followups.is_empty()))
        })
    }

    /// The figures of the run.
    async fn report(
        &self,
        clock_start: Millis,
        clock_end: Millis,
        backlog_at_end: usize,
    ) -> Report {
        let sent = self.sent.lock().unwrap().clone();
        let mut report = Report {
            config: self.config.clone(),
            setup: self.setup,
            backlog_at_start: self.backlog_at_start,
            backlog_at_end,
            ..Report::default()
        };
        let mut run_start = None;
        for (id, kind) in &sent {
            let state = self
                .fake
                .interaction(*id)
                .expect("a dispatched interaction");
            let start = *run_start.get_or_insert(state.dispatched_at);
            let figures = if let Kind::Hostile(h) = kind {
                report.hostile.entry(*h).or_default()
            } else {
                let name = format!("{kind:?}");
                let slow = deferred(&state)
                    && state
                        .followups
                        .first()
                        .is_none_or(|done| done.at - state.dispatched_at > Duration::from_secs(1));
                if slow {
                    let second = state
                        .dispatched_at
                        .saturating_duration_since(start)
                        .as_secs();
                    *report
                        .slow_by_second
                        .entry(second)
                        .or_default()
                        .entry(name.clone())
                        .or_default() += 1;
                }
                report.by_kind.entry(name).or_default().add(&state);
                &mut report.load
            };
            figures.add(&state);
        }
        // Moves: acknowledged (a reply with the seat's picture, which refusals lack) by
        // game and user, against those stored with that user.
        let mut acknowledged: HashMap<(String, u64), usize> = HashMap::new();
        for (game, user, id) in self.moves.lock().unwrap().iter() {
            // A move whose slot came after the end was never sent.
            let Some(state) = self.fake.interaction(*id) else {
                continue;
            };
            if final_answer(&state).is_some_and(|a| a.files > 0) {
                *acknowledged.entry((game.clone(), *user)).or_default() += 1;
            }
        }
        let mut games: Vec<LoadGame> = self.games.lock().unwrap().clone();
        games.extend(self.hostiles.games());
        for game in &games {
            let row = self
                .service
                .store()
                .find_game(&game.id)
                .await
                .expect("the store answers")
                .expect("the game is stored");
            let stored = self
                .service
                .store()
                .load_game(row.id)
                .await
                .expect("the store answers")
                .expect("the game is stored");
            for user in &game.players {
                let n = stored
                    .moves
                    .iter()
                    .filter(|m| m.user.is_some_and(|u| u.get() == user.id))
                    .count();
                let acked = acknowledged
                    .get(&(game.id.clone(), user.id))
                    .copied()
                    .unwrap_or(0);
                report.moves_acknowledged += acked;
                report.moves_stored += n;
                if acked != n {
                    report.move_mismatches.push(format!(
                        "game {} user {}: {acked} acknowledged, {n} stored",
                        game.id, user.id
                    ));
                }
            }
            self.deadlines(row.id, clock_start, clock_end, &mut report)
                .await;
        }
        report.blocked_dm = self.blocked_requests();
        report.posts_twice = self.posts_twice();
        report.problems = self.fake.problems();
        report.unknown_routes = self.fake.unknown_routes().len();
        report
    }

    /// The lag of each deadline of game `key` that fell due during the run.
    async fn deadlines(
        &self,
        key: tucana::store::GameKey,
        from: Millis,
        to: Millis,
        report: &mut Report,
    ) {
        let events = self
            .service
            .store()
            .game_events(key)
            .await
            .expect("the store answers");
        let events: Vec<(Millis, Event)> = events
            .into_iter()
            .filter_map(|e| Some((e.created_at, serde_json::from_str(&e.payload).ok()?)))
            .collect();
        for (i, (_, event)) in events.iter().enumerate() {
            let Event::TurnStarted {
                round,
                turn,
                deadline,
                ..
            } = event
            else {
                continue;
            };
            if *deadline < from || *deadline > to {
                continue;
            }
            let later = &events[i + 1..];
            let closed = later.iter().find_map(|(at, e)| match e {
                Event::DeadlinePassed {
                    round: r, turn: t, ..
                } if (r, t) == (round, turn) => Some(Some(*at)),
                // Closed by the players before its deadline.
                Event::TurnStarted { .. } | Event::GameEnded { .. } => Some(None),
                _ => None,
            });
            match closed {
                Some(Some(at)) => report.deadline_lags.push(self.clock.wall(at - deadline)),
                Some(None) => {}
                None => report.deadlines_open += 1,
            }
        }
        report.reminders += events
            .iter()
            .filter(|(at, e)| matches!(e, Event::Reminder { .. }) && (from..=to).contains(at))
            .count();
    }

    /// Posts shown twice: two messages created in one channel with the same nonce (the
    /// outbox gives each event its own, so a second post of an event carries the first's).
    /// Texts may repeat ("Time is up: … drew no trail this turn." every turn nobody plays).
    fn posts_twice(&self) -> Vec<String> {
        let mut seen = HashSet::new();
        let mut twice = Vec::new();
        for m in self.fake.all_messages() {
            let (Some(channel), Some(nonce)) = (m["channel_id"].as_str(), m["nonce"].as_str())
            else {
                continue;
            };
            if !seen.insert((channel.to_owned(), nonce.to_owned())) {
                twice.push(format!("channel {channel}: nonce {nonce}"));
            }
        }
        twice
    }

    /// Stops the bot and the service.
    pub async fn finish(mut self) {
        if let Some(bot) = self.bot.take() {
            let _ = bot.shutdown().await;
        }
        self.service.shutdown().await;
    }
}

/// The games of the registry that give hints (they have computer players).
fn games_with_hints() -> Vec<&'static dyn Rules> {
    tucana::games::all()
        .iter()
        .copied()
        .filter(|r| r.has_bots())
        .collect()
}

fn actor(user: &TestUser) -> Actor {
    Actor::new(user.user(), user.name.clone())
}

/// The text of `s` between the first `open` and the next `close`.
fn between<'a>(s: &'a str, open: &str, close: &str) -> Option<&'a str> {
    let from = s.find(open)? + open.len();
    let len = s[from..].find(close)?;
    Some(&s[from..from + len])
}

/// Whether the first response deferred (a deferred message, 5, or update, 6).
fn deferred(state: &InteractionState) -> bool {
    state
        .callback
        .as_ref()
        .is_some_and(|c| matches!(c.json["type"].as_u64(), Some(5 | 6)))
}

/// What the user finally saw: the followup after a deferral, else the first response.
fn final_answer(state: &InteractionState) -> Option<&Answer> {
    if deferred(state) {
        state.followups.first()
    } else {
        state.callback.as_ref()
    }
}

/// The timings of a set of interactions.
#[derive(Clone, Debug, Default)]
pub struct Timings {
    pub sent: usize,
    pub answered: usize,
    pub first_response: Vec<Duration>,
    pub deferred: usize,
    pub completion: Vec<Duration>,
}

impl Timings {
    fn add(&mut self, state: &InteractionState) {
        self.sent += 1;
        let Some(callback) = &state.callback else {
            return;
        };
        self.answered += 1;
        self.first_response.push(callback.at - state.dispatched_at);
        if deferred(state) {
            self.deferred += 1;
            if let Some(done) = state.followups.first() {
                self.completion.push(done.at - state.dispatched_at);
            }
        }
    }

    /// First responses later than Discord's 3 s.
    pub fn late(&self) -> usize {
        self.first_response
            .iter()
            .filter(|d| **d > super::fake_discord::INTERACTION_RESPONSE_DEADLINE)
            .count()
    }
}

/// The figures of a run.
#[derive(Clone, Debug, Default)]
pub struct Report {
    pub config: LoadConfig,
    pub setup: Duration,
    pub backlog_at_start: usize,
    pub backlog_at_end: usize,
    /// The backlog read once a second through the timed part.
    pub backlog_samples: Vec<usize>,
    /// The bot's requests to Discord in each second of the timed part.
    pub requests_by_second: Vec<usize>,
    /// The backlog at the end by kind of event.
    pub backlog_kinds: std::collections::BTreeMap<&'static str, usize>,
    /// The load's deferred interactions completed later than a second, by the second of the
    /// run they were sent in and their kind: when the slow ones came, and what they were.
    pub slow_by_second: std::collections::BTreeMap<u64, std::collections::BTreeMap<String, usize>>,
    /// The load's interactions, and each hostile user's.
    pub load: Timings,
    pub hostile: std::collections::BTreeMap<Hostile, Timings>,
    /// The blocked-DM user's DM: the bot's posts refused there, and its posts there in all.
    pub blocked_dm: Option<(usize, usize)>,
    /// The load's timings by kind of interaction: how many of each, and which kind waits.
    pub by_kind: std::collections::BTreeMap<String, Timings>,
    /// Wall time from each deadline that fell due in the run to its turn's close.
    pub deadline_lags: Vec<Duration>,
    /// Deadlines due in the run whose turn was still open at its end.
    pub deadlines_open: usize,
    pub reminders: usize,
    pub moves_acknowledged: usize,
    pub moves_stored: usize,
    pub move_mismatches: Vec<String>,
    pub posts_twice: Vec<String>,
    pub problems: Vec<String>,
    pub unknown_routes: usize,
    /// Games replayed from their logs in the timed part ([`Service::replays`]): none, since
    /// every picture is drawn from the state the service holds.
    pub replays: u64,
    /// Pictures drawn in the timed part, and served from the service's cache instead.
    pub pictures_drawn: u64,
    pub pictures_served: u64,
    /// The drawers' work in the timed part, by kind: runs, and their time in microseconds.
    pub drawers: Vec<(String, u64, u64)>,
}

/// The drawers' work so far, by kind (`app::heavy::spent`).
fn drawers_spent() -> Vec<(String, u64, u64)> {
    tucana::app::heavy::Work::ALL
        .iter()
        .map(|&work| {
            let (n, us) = tucana::app::heavy::spent(work);
            (format!("{work:?}").to_lowercase(), n, us)
        })
        .collect()
}

impl Default for LoadConfig {
    fn default() -> Self {
        LoadConfig::full()
    }
}

/// The `p` quantile of `values` (0 if none), nearest rank.
pub fn quantile(values: &[Duration], p: f64) -> Duration {
    if values.is_empty() {
        return Duration::ZERO;
    }
    let mut sorted = values.to_vec();
    sorted.sort();
    let rank = ((p * sorted.len() as f64).ceil() as usize).clamp(1, sorted.len());
    sorted[rank - 1]
}

/// "Hint 3, Move 1": counts by name, in the map's order.
fn counts<K: fmt::Display>(counts: &std::collections::BTreeMap<K, usize>) -> String {
    let listed: Vec<String> = counts.iter().map(|(k, n)| format!("{k} {n}")).collect();
    listed.join(", ")
}

fn ms(d: Duration) -> String {
    format!("{:.0} ms", d.as_secs_f64() * 1000.0)
}

impl fmt::Display for Timings {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let r = &self.first_response;
        writeln!(
            f,
            "  interactions sent {}, answered {}",
            self.sent, self.answered
        )?;
        writeln!(
            f,
            "  first response: p50 {}, p99 {}, max {}; over 3 s: {}",
            ms(quantile(r, 0.5)),
            ms(quantile(r, 0.99)),
            ms(r.iter().max().copied().unwrap_or_default()),
            self.late()
        )?;
        writeln!(f, "  {}", self.completed())
    }
}

impl Timings {
    /// "deferred 155, completed 155: p50 179 ms, p99 7792 ms".
    fn completed(&self) -> String {
        format!(
            "deferred {}, completed {}: p50 {}, p99 {}",
            self.deferred,
            self.completion.len(),
            ms(quantile(&self.completion, 0.5)),
            ms(quantile(&self.completion, 0.99))
        )
    }
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let c = &self.config;
        let hostile: String = c
            .hostile
            .iter()
            .map(|h| format!(", {}", h.what()))
            .collect();
        writeln!(
            f,
            "load: {} servers, {} games, {} interactions/s for {} s{hostile} (clock ×{:.0})",
            c.servers,
            c.games,
            c.rate,
            c.seconds,
            c.speed()
        )?;
        writeln!(
            f,
            "set-up {:.1} s; outbox backlog at the start {}",
            self.setup.as_secs_f64(),
            self.backlog_at_start
        )?;
        writeln!(
            f,
            "the load ({:.1}/s sent):",
            self.load.sent as f64 / c.seconds
        )?;
        write!(f, "{}", self.load)?;
        let kinds: Vec<String> = self
            .by_kind
            .iter()
            .map(|(k, t)| format!("{k} {}", t.sent))
            .collect();
        writeln!(f, "  by kind: {}", kinds.join(", "))?;
        for (kind, t) in &self.by_kind {
            if t.deferred > 0 {
                writeln!(f, "    {kind}: {}", t.completed())?;
            }
        }
        if !self.slow_by_second.is_empty() {
            let slow: Vec<String> = self
                .slow_by_second
                .iter()
                .map(|(second, kinds)| format!("{second}: {}", counts(kinds)))
                .collect();
            writeln!(
                f,
                "  done past 1 s, by the second sent: {}",
                slow.join("; ")
            )?;
        }
        for (h, timings) in &self.hostile {
            writeln!(
                f,
                "hostile {} ({:.1}/s sent):",
                h.name(),
                timings.sent as f64 / c.seconds
            )?;
            write!(f, "{timings}")?;
        }
        if let Some((refused, posts)) = self.blocked_dm {
            writeln!(
                f,
                "  the blocked DM: {refused} posts refused of {posts} tried"
            )?;
        }
        let lags = &self.deadline_lags;
        writeln!(
            f,
            "deadline lag ({} closed, {} still open at the end): p50 {}, p99 {}, max {}; reminders {}",
            lags.len(),
            self.deadlines_open,
            ms(quantile(lags, 0.5)),
            ms(quantile(lags, 0.99)),
            ms(lags.iter().max().copied().unwrap_or_default()),
            self.reminders
        )?;
        let samples = &self.backlog_samples;
        writeln!(
            f,
            "outbox backlog at the end: {}; through the run (each second): mean {:.0}, max {}",
            self.backlog_at_end,
            samples.iter().sum::<usize>() as f64 / samples.len().max(1) as f64,
            samples.iter().max().copied().unwrap_or_default()
        )?;
        let line: Vec<String> = samples.iter().map(usize::to_string).collect();
        writeln!(f, "  by second: {}", line.join(" "))?;
        let line: Vec<String> = self
            .requests_by_second
            .iter()
            .map(usize::to_string)
            .collect();
        writeln!(f, "  the bot's requests by second: {}", line.join(" "))?;
        writeln!(f, "  at the end by kind: {}", counts(&self.backlog_kinds))?;
        writeln!(
            f,
            "games replayed from their logs: {}; pictures drawn {}, served from the cache {}",
            self.replays, self.pictures_drawn, self.pictures_served
        )?;
        let drawers: Vec<String> = self
            .drawers
            .iter()
            .filter(|(_, n, _)| *n > 0)
            .map(|(work, n, us)| {
                let mean = *us as f64 / 1000.0 / *n as f64;
                format!("{work} {n} × {mean:.1} ms = {:.1} s", *us as f64 / 1e6)
            })
            .collect();
        writeln!(f, "drawers' time: {}", drawers.join(", "))?;
        writeln!(
            f,
            "moves acknowledged {}, stored {}{}",
            self.moves_acknowledged,
            self.moves_stored,
            if self.move_mismatches.is_empty() {
                ""
            } else {
                " (NOT EQUAL)"
            }
        )?;
        for m in self.move_mismatches.iter().take(10) {
            writeln!(f, "  {m}")?;
        }
        writeln!(f, "posts shown twice: {}", self.posts_twice.len())?;
        for p in self.posts_twice.iter().take(10) {
            writeln!(f, "  {p}")?;
        }
        let late = self
            .problems
            .iter()
            .filter(|p| p.contains("past Discord's 3 s"))
            .count();
        writeln!(
            f,
            "fake Discord: {} problems ({late} late acknowledgements), {} unknown routes",
            self.problems.len(),
            self.unknown_routes
        )?;
        for p in self
            .problems
            .iter()
            .filter(|p| !p.contains("past Discord's 3 s"))
            .take(10)
        {
            writeln!(f, "  {p}")?;
        }
        Ok(())
    }
}
