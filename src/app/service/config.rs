//! How the service is configured: its settings and the per-user limits they set.

use super::*;

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
    /// The most started games (solo games aside) a user may host; `None`:
    /// [`MAX_HOSTED_GAMES`] (`MAX_HOSTED_GAMES` in the environment).
    pub max_hosted_games: Option<usize>,
    /// The most computer players a user may seat in the games they host; `None`:
    /// [`MAX_HOSTED_BOTS`] (`MAX_HOSTED_BOTS` in the environment).
    pub max_hosted_bots: Option<usize>,
    /// The most games a user may start in an hour; `None`: [`MAX_HOURLY_STARTS`].
    pub max_hourly_starts: Option<usize>,
    /// How long a computer player thinks about a move, in milliseconds of a reference
    /// machine (a fixed amount of work); `None`: [`THINK_MS`]. Tests think briefly.
    pub think_ms: Option<u32>,
    /// The shards whose servers this service owns, when several processes share one
    /// database (`SHARDS=FIRST-LAST/TOTAL`): it loads, schedules, changes and delivers the
    /// games, lobbies and leagues of those servers only, and leaves the rest to their
    /// owners. `None`: every server (one process).
    pub shards: Option<ShardRange>,
    /// Post no replay after games' end posts (`/game replay` still draws it): for the
    /// tests that do not look at it, as drawing one per finished game is slow in a debug
    /// build.
    pub no_end_replays: bool,
    /// How many bytes of finished games' replays are kept at most (`REPLAY_BUDGET`), the
    /// least recently used forgotten first; `None`: [`crate::store::REPLAY_BUDGET`].
    pub replay_budget: Option<u64>,
    /// Read only: load no live game, run nothing due, schedule nothing and write nothing
    /// (the web pages of `tucana web --db`, beside the bot's own process, on its database
    /// or a replica of it).
    pub reader: bool,
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
pub(super) struct Limits {
    pub(super) lobbies: usize,
    pub(super) solo: usize,
    /// The most started games a user may host.
    pub(super) hosted_games: usize,
    /// The most computer players a user may seat in the games they host.
    pub(super) hosted_bots: usize,
    /// The most games a user may start in an hour.
    pub(super) hourly_starts: usize,
    /// Whether a game's end post is followed by its replay
    /// ([`ServiceConfig::no_end_replays`]).
    pub(super) end_replays: bool,
}
