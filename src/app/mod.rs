//! The game service: lobby, turns, deadlines, reminders and outbound events, with no
//! knowledge of Discord (a platform's ids are typed numbers, `UserId`, `GuildId`,
//! `ChannelId`, `MessageId`; names are strings). Rows have typed ids too: `GameKey`,
//! `LeagueId`, `RoundId`, `EventId` (`src/store/ids.rs`).
//!
//! - [`Service`]: the calls the chat adapter makes. Each call on a game runs under that
//!   game's lock, on the game held in memory; an accepted change is committed to the
//!   database (with the outbound events it causes) before the call returns.
//! - [`Clock`]: where time comes from ([`SystemClock`], or [`TestClock`] in tests).
//! - [`Event`] / [`OutboundEvent`]: what the adapter is to tell the players, from the
//!   outbox.
//! - [`AppError`]: why a call was refused, in the player's words.
//! - [`league`]: leagues' pure core: tables, standings, league points, ratings, seasons.
//! - [`told`]: what happened in a game, told as its reader may see it: a game's public log
//!   and what a player missed since their last move, from the earlier states kept with
//!   each game in play (`kept`), never from a replay from the seed.
//! - [`ShardRange`]: which servers this process owns when several share the shards.
//! - [`lock`]: one bot process per SQLite file.
//! - [`replay`]: a game told as an animated GIF (its end post, `/game replay`, `tucana render
//!   --animate`).
//! - [`heavy`]: the one bounded pool of blocking threads where pictures are drawn and games
//!   replayed, off the async workers; [`pictures`]: the one bounded cache of drawn
//!   pictures (replies, posts, web pages); [`Bounded`]: the LRU map that bounds what is kept in
//!   memory; [`fair`]: turns shared round-robin by lane (the computer players' thinkers,
//!   by host).
//!
//! See `docs/service.md` for the data flow of a move, the outbox, the scheduler and restart.

pub mod bounded;
pub mod clock;
pub mod error;
pub mod event;
pub mod fair;
pub mod game_rating;
pub mod heavy;
mod kept;
pub mod league;
mod live;
pub mod lock;
pub mod pictures;
pub mod quiet;
pub mod replay;
mod service;
pub mod shards;
pub mod told;

pub use crate::store::{
    Backend, ChannelId, EventId, GameKind, GameStatus, GuildId, Invitee, LeagueId, Location,
    MessageId, Millis, Outbox, Place, RoleId, RoundId, SeasonNo, TurnNoticeRow, UserId,
};
pub use bounded::Bounded;
pub use clock::{Clock, SystemClock, TestClock};
pub use error::AppError;
pub use event::{
    from_stored_text, notice_line, progress_key, replay_key, Event, OutboundEvent, PlayerRef,
    SeatProgress, Standing,
};
pub use live::{
    duration, GameInfo, GameSettings, MoveOutcome, PlayerInfo, UserSettings, DEFAULT_DEADLINE,
    DEFAULT_MAX_PLAYERS, LOBBY_EXPIRY, MAX_BANK, MAX_DEADLINE, MAX_HOSTED_BOTS, MAX_HOSTED_GAMES,
    MAX_HOURLY_STARTS, MAX_OPEN_LOBBIES, MAX_PLAYERS, MAX_SOLO_GAMES, MIN_DEADLINE,
    SELF_PACED_EXPIRY,
};
pub use pictures::PictureKey;
pub use quiet::Quiet;
pub use service::pages;
pub use service::{daily_seed, DailySpec, DAILY_VERSION};
pub use service::{
    recompute_ratings, LeagueEvent, LeagueInfo, LeagueMember, LeagueOutbound, LeagueSpec,
    LeagueStandings, RecomputeReport, ResultLine, RoundDraw, SeasonEnd, StandingLine,
    STANDINGS_PER_PAGE,
};
pub use service::{
    share_squares, Actor, BoardScope, DailyAttempt, DailyGame, DailyShare, DailyStats, Export,
    ExtraGames, GameAccess, GameView, Glance, Guess, Hints, HistogramBucket, Leaderboard,
    LeaderboardEntry, Left, ProfileGame, RatingLine, RatingTable, Rematch, Service, ServiceConfig,
    HINT_QUEUE, HINT_WAIT_MS, MOST_SHARE_ROWS, RATINGS_PER_PAGE, THINK_MS,
};
pub use shards::ShardRange;
