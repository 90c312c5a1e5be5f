//! The writes, and the writer task that commits them in groups.

use sqlx::AnyConnection;
use sqlx::Connection;
use tokio::sync::{mpsc, watch};

use super::column::Flag;
use super::league::{self, LeagueGameEnd, LeagueLink, LeagueWrite};
use super::{
    to_db, Backend, EventId, GameKey, GameStatus, Job, Location, Millis, NewTurnNotice, Place,
    StoreError, UserId, MAX_BATCH,
};
use crate::game::daily::DailySecret;
use crate::game::GameKind;

/// A game's current turn schedule.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, sqlx::FromRow)]
pub struct GameSchedule {
    pub turn_started_at: Option<Millis>,
    pub deadline_at: Option<Millis>,
    /// When the reminder is due; `None` once sent or when there is none.
    pub reminder_at: Option<Millis>,
    /// When the turn's own deadline passed and the time banks began to absorb it
    /// (`deadline_at` is then the end of the banks); `None` within the turn's own hours.
    pub bank_from: Option<Millis>,
}

/// A game to create; the host joins it as its first player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewGame {
    pub public_id: String,
    pub kind: GameKind,
    pub place: Place,
    pub host: UserId,
    pub host_name: String,
    /// The options as JSON.
    pub options: String,
    pub ruleset: u32,
    pub seed: u64,
    pub turn_ms: i64,
    pub reminder_ms: i64,
    /// Each seat's time bank for the whole game (0: none).
    pub bank_ms: i64,
    pub max_players: u32,
    pub created_at: Millis,
    /// No deadlines: see [`super::GameRow::self_paced`].
    pub self_paced: bool,
    /// The host allows hints.
    pub hints: bool,
    /// The language of its public posts (a tag of `words::LANGUAGES`).
    pub language: String,
}

/// A finished solo game's result, written to its daily attempt (if it is one) in the
/// transaction of the move that ended it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SoloResult {
    pub total: u32,
    pub bonus: u32,
    pub title: Option<String>,
}

/// A move for the log, in the engine's text form.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewMove {
    pub text: String,
    /// Who asked for it; `None` for the service's own moves.
    pub user: Option<UserId>,
}

/// An outbound event for the outbox.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewEvent {
    pub kind: String,
    /// Unique forever: a second event with the same key is not stored.
    pub key: String,
    /// JSON.
    pub payload: String,
    /// The game's log length when the event happened: the game the event shows is its
    /// first `seq` moves (pictures are drawn from it, not from the game as it is later).
    pub seq: Option<i64>,
}

/// Which outbox an event is in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outbox {
    /// `events`: the games' events.
    Games,
    /// `league_events`: the leagues' announcements.
    Leagues,
}

impl Outbox {
    fn table(self) -> &'static str {
        match self {
            Outbox::Games => "events",
            Outbox::Leagues => "league_events",
        }
    }
}

/// Moves appended to a game's log, with the events they cause and the game's status and
/// schedule after them, all in one transaction. It is refused (with
/// [`StoreError::Conflict`]) unless the stored log has exactly `first_seq` moves and the
/// game is still live.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Append {
    pub game_id: GameKey,
    pub first_seq: i64,
    pub moves: Vec<NewMove>,
    pub events: Vec<NewEvent>,
    pub status: GameStatus,
    pub schedule: GameSchedule,
    /// The players whose own turn schedule (free-paced games) or time bank changed, with
    /// the new ones (the bank left, `None` while whole).
    pub seats: Vec<(UserId, GameSchedule, Option<Millis>)>,
    pub ended_at: Option<Millis>,
    /// Set when the append ends a solo game: recorded on its daily attempt, if any.
    pub result: Option<SoloResult>,
    /// Turn notices (`/game settings dm:on`) the change queues itself: a free-paced seat's
    /// step has no post of its own to queue them when delivered.
    pub notices: Vec<NewTurnNotice>,
    pub at: Millis,
}

/// One write; each is atomic, and several may share a transaction.
#[derive(Clone, Debug, PartialEq)]
pub enum Write {
    CreateGame(NewGame),
    /// Creates a game (as [`Write::CreateGame`]) with its invitations and the game it is
    /// the rematch of (`store/lobby.rs`); [`StoreError::Duplicate`] (and nothing written)
    /// if that game has a rematch already.
    CreateWithGuests {
        game: NewGame,
        guests: super::Guests,
    },
    /// Creates a game (as [`Write::CreateGame`]) that belongs to a league.
    CreateLeagueGame {
        game: NewGame,
        link: LeagueLink,
    },
    /// An append that ends a league game, with the game's league result (results, rating
    /// changes, outbox event), in one transaction.
    EndLeagueGame {
        append: Append,
        end: Box<LeagueGameEnd>,
    },
    /// A write that ends a game ([`Write::Append`] or [`Write::EndLeagueGame`]), with the
    /// game's rating changes (`store/ratings.rs`), in one transaction.
    Rated {
        end: Box<Write>,
        ratings: Box<super::GameRatingsWrite>,
    },
    /// A league's own writes (see [`LeagueWrite`]).
    League(LeagueWrite),
    AddPlayer {
        game_id: GameKey,
        user: UserId,
        name: String,
        /// A computer player's level; `None` for a person.
        bot: Option<String>,
        at: Millis,
    },
    /// Counts a hint a player asked for in a step of the game (the service's number for
    /// it), unless their last hint was for that same step; `Changed(true)` if it was
    /// counted.
    CountHint {
        game_id: GameKey,
        user: UserId,
        step: i64,
    },
    RemovePlayer {
        game_id: GameKey,
        user: UserId,
        at: Millis,
    },
    /// Records where the adapter posted a game's lobby message (by public id);
    /// `Changed(false)` if there is no such game.
    SetLobbyPost {
        public_id: String,
        post: String,
    },
    /// Sets a live game aside: it could not be loaded (`why`), so it is skipped at start.
    MarkBroken {
        game_id: GameKey,
        why: String,
    },
    /// Gives up the undelivered events of a game (marked failed at `at` with the reason,
    /// never handed out again); `Count` of the events given up.
    GiveUpEvents {
        game_id: GameKey,
        reason: String,
        at: Millis,
    },
    /// Seats the players (user, seat), marks the game started and appends its first
    /// moves and events (the append's status is `Active`).
    Start {
        seats: Vec<(UserId, u32)>,
        append: Append,
    },
    Append(Append),
    /// A substitute takes over a seat of a running game (`/league substitute`): the seat's
    /// player row becomes the substitute's, then the append (its event) is committed.
    Substitute {
        out: UserId,
        sub: UserId,
        name: String,
        append: Append,
    },
    /// Records a day's challenge unless the day is already recorded (then nothing
    /// changes: `Changed(false)`).
    RecordDailyDay {
        /// The game's id: each game has its own days.
        game: String,
        date: String,
        version: u32,
        seed: u64,
        options: String,
        at: Millis,
    },
    /// Records the par of a recorded day (the strongest computer player's score), once:
    /// `Changed(false)` if the day has one already or is not recorded.
    SetDailyPar {
        game: String,
        date: String,
        par: u32,
    },
    /// Keeps what became of a finished game's replay (an animated GIF, or why it cannot be
    /// drawn; migrations 0015 and 0016), unless something is kept already
    /// (`Changed(false)`); forgets the replays unused since `forget_before`, then the least
    /// recently used ones until the rest fit `budget` bytes (`store/replays.rs`).
    KeepReplay {
        game_id: GameKey,
        drawn: super::replays::Drawn,
        at: Millis,
        forget_before: Millis,
        budget: u64,
    },
    /// A kept replay was used at `at` (posted or shown): the last to be forgotten.
    TouchReplay {
        game_id: GameKey,
        at: Millis,
    },
    /// A game's end post owes its replay, to be posted on its own once drawn.
    OweReplay {
        game_id: GameKey,
        at: Millis,
    },
    /// Settles an owed replay: adds `event` (its post) if it is kept; `Changed(true)` if so.
    PayReplay {
        game_id: GameKey,
        event: NewEvent,
        at: Millis,
    },
    /// Stores the deployment's daily secret: with `replace`, instead of any stored one;
    /// without, only if none is stored yet (`Changed(false)` otherwise).
    SetDailySecret {
        secret: DailySecret,
        replace: bool,
        at: Millis,
    },
    /// Creates a game (as [`Write::CreateGame`]) and the user's attempt of a day with it,
    /// together; [`StoreError::Duplicate`] (and nothing written) if the user already has an
    /// attempt that day.
    CreateDailyGame {
        game: NewGame,
        date: String,
        guild: Option<crate::store::GuildId>,
    },
    MarkDelivered {
        event_id: EventId,
        at: Millis,
        /// What the event became, in the adapter's words (see [`super::Store::receipt`]).
        receipt: Option<String>,
    },
    /// The adapter could not deliver an event, for `reason`: counts the attempt, and gives
    /// the event up (it is no longer pending) once it has been refused `give_up_after`
    /// times (0: at once). `Changed(true)` if it was given up.
    EventFailed {
        outbox: Outbox,
        event_id: EventId,
        reason: String,
        give_up_after: u32,
        at: Millis,
    },
    SetUser {
        user: UserId,
        reminders: bool,
        vacation: bool,
        /// The language chosen, and the one last seen (tags of `words::LANGUAGES`).
        language: Option<String>,
        seen_language: Option<String>,
        at: Millis,
    },
    /// A server's language, as an interaction showed it.
    SetGuildLanguage {
        guild: super::GuildId,
        language: String,
        at: Millis,
    },
    /// Turn notices by direct message, and who asked for them (`store/notices.rs`).
    Notices(super::NoticeWrite),
    /// Places the bot cannot post in, muted until their user is heard from again
    /// (`store/muted.rs`).
    Mute(super::MuteWrite),
    /// The web pages' settings: a server's pages on, a player's page public
    /// (`store/web.rs`).
    Web(super::WebWrite),
    /// A server's quiet hours set or turned off (`store/quiet.rs`).
    Quiet(super::QuietWrite),
    /// Nothing: a transaction of its own, or a part of the next group, that shows the
    /// writer commits (for `/healthz`, [`super::Store::writer_answers`]).
    Heartbeat,
    /// Stops the writer once the writes queued before it have committed.
    Shutdown,
}

impl Write {
    fn has_events(&self) -> bool {
        match self {
            Write::Start { append, .. }
            | Write::Substitute { append, .. }
            | Write::Append(append) => !append.events.is_empty(),
            Write::EndLeagueGame { append, end } => {
                !append.events.is_empty() || end.event.is_some()
            }
            Write::Rated { end, .. } => end.has_events(),
            Write::League(w) => w.has_events(),
            Write::PayReplay { .. } => true,
            Write::Mute(w) => w.has_events(),
            _ => false,
        }
    }
}

/// What a write returns.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Output {
    Done,
    /// The new game's internal id.
    GameId(GameKey),
    /// The new league's id.
    LeagueId(super::LeagueId),
    /// The new round's id.
    RoundId(super::RoundId),
    /// Whether a row changed (`RemovePlayer`, `MarkDelivered`).
    Changed(bool),
    /// How many rows changed (`GiveUpEvents`).
    Count(u64),
}

/// Commits queued writes: every write that arrived while the previous transaction was
/// committing goes into the next one (at most [`MAX_BATCH`]). If a group fails, its writes
/// are retried one by one, so that one bad write fails alone.
///
/// The connection is opened again when it is lost (a PostgreSQL server restarted, the
/// network dropped): the group that found it gone fails as a whole and its senders may try
/// again, and the next group connects first. Nothing acknowledged is at risk: a write is
/// answered `Ok` only after its `COMMIT` was; a `COMMIT` whose answer was lost with the
/// connection is reported as failed, and the service reloads its games after a failed
/// write, so it then sees what the database holds.
pub(super) async fn writer_loop(
    location: Location,
    conn: AnyConnection,
    mut rx: mpsc::UnboundedReceiver<Job>,
    events: watch::Sender<u64>,
) {
    let mut conn = Some(conn);
    let mut batch: Vec<Job> = Vec::with_capacity(MAX_BATCH);
    while let Some(job) = rx.recv().await {
        let mut stop = None;
        if matches!(job.write, Write::Shutdown) {
            stop = Some(job);
        } else {
            batch.push(job);
        }
        while stop.is_none() && batch.len() < MAX_BATCH {
            match rx.try_recv() {
                Ok(job) if matches!(job.write, Write::Shutdown) => stop = Some(job),
                Ok(job) => batch.push(job),
                Err(_) => break,
            }
        }
        if !batch.is_empty() {
            if conn.is_none() {
                conn = reconnect(&location, &mut batch).await;
            }
            if let Some(c) = conn.as_mut() {
                if !commit_batch(c, &mut batch, &events).await {
                    tracing::warn!(
                        "the database connection was lost; the next write opens a new one"
                    );
                    if let Some(lost) = conn.take() {
                        let _ = lost.close().await;
                    }
                }
            }
        }
        if let Some(job) = stop {
            rx.close();
            // Writes queued after the shutdown are refused (their senders see an error).
            while let Ok(late) = rx.try_recv() {
                let _ = late.reply.send(Err(StoreError::WriterGone));
            }
            if let Some(conn) = conn {
                let _ = conn.close().await;
            }
            let _ = job.reply.send(Ok(Output::Done));
            return;
        }
    }
    if let Some(conn) = conn {
        let _ = conn.close().await;
    }
}

/// How long the writer tries to open a new connection before it fails the writes waiting
/// for it (a server that is down may not refuse, only stay silent).
const RECONNECT_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(5);

/// A new connection for the writer; or, if none can be had, `batch` failed with the reason.
async fn reconnect(location: &Location, batch: &mut Vec<Job>) -> Option<AnyConnection> {
    let why = match tokio::time::timeout(RECONNECT_TIMEOUT, super::connect(location)).await {
        Ok(Ok(conn)) => {
            tracing::info!("the database connection is back");
            return Some(conn);
        }
        Ok(Err(e)) => e.to_string(),
        Err(_) => format!("no connection within {RECONNECT_TIMEOUT:?}"),
    };
    tracing::warn!(error = %why, "cannot reach the database");
    for job in batch.drain(..) {
        let _ = job.reply.send(Err(StoreError::Unreachable(why.clone())));
    }
    None
}

/// Commits `batch` (emptying it, every job answered); `false` if the connection turned
/// out to be lost.
async fn commit_batch(
    conn: &mut AnyConnection,
    batch: &mut Vec<Job>,
    events: &watch::Sender<u64>,
) -> bool {
    let writes: Vec<&Write> = batch.iter().map(|j| &j.write).collect();
    let with_events = writes.iter().any(|w| w.has_events());
    let result = run(conn, &writes).await;
    drop(writes);
    match result {
        Ok(outputs) => {
            if with_events {
                events.send_modify(|n| *n += 1);
            }
            for (job, out) in batch.drain(..).zip(outputs) {
                let _ = job.reply.send(Ok(out));
            }
        }
        // A failure on a dead connection says nothing about the writes: they all fail,
        // without the one-by-one retry (which would fail the same way).
        Err(e) if conn.ping().await.is_err() => {
            let why = e.to_string();
            for job in batch.drain(..) {
                let _ = job.reply.send(Err(StoreError::Unreachable(why.clone())));
            }
            return false;
        }
        Err(e) if batch.len() == 1 => {
            let job = batch.pop().expect("one job");
            let _ = job.reply.send(Err(e));
        }
        Err(_) => {
            for job in batch.drain(..) {
                let result = run(conn, &[&job.write]).await;
                if result.is_ok() && job.write.has_events() {
                    events.send_modify(|n| *n += 1);
                }
                let _ = job
                    .reply
                    .send(result.map(|mut outs| outs.pop().unwrap_or(Output::Done)));
            }
        }
    }
    true
}

/// One transaction. On any failure it is rolled back (a `ROLLBACK` with no transaction
/// open fails harmlessly).
async fn run(conn: &mut AnyConnection, writes: &[&Write]) -> Result<Vec<Output>, StoreError> {
    match run_in(conn, writes).await {
        Ok(outputs) => Ok(outputs),
        Err(e) => {
            let _ = sqlx::query("ROLLBACK").execute(&mut *conn).await;
            Err(e)
        }
    }
}

/// The writes of one transaction. Appends (the bulk of the traffic: moves) are gathered
/// and written together: two round trips to SQLite's thread for the whole group, the
/// transaction's `BEGIN` and `COMMIT` included (sqlx runs the statements of one query
/// string in one go). The other writes are written one by one, before them.
async fn run_in(conn: &mut AnyConnection, writes: &[&Write]) -> Result<Vec<Output>, StoreError> {
    let mut outputs = Vec::with_capacity(writes.len());
    let mut appends: Vec<&Append> = Vec::new();
    let mut begun = false;
    for write in writes {
        if !matches!(write, Write::Append(_)) && !begun {
            sqlx::query(begin(conn)).execute(&mut *conn).await?;
            begun = true;
        }
        // A rated end: its ratings, then the end itself as below.
        let write = match write {
            Write::Rated { end, ratings } => {
                super::ratings::record(conn, ratings).await?;
                &**end
            }
            other => *other,
        };
        match write {
            Write::Append(a) => {
                appends.push(a);
                outputs.push(Output::Done);
            }
            Write::Start { seats, append: a } => {
                start(conn, seats, a).await?;
                appends.push(a);
                outputs.push(Output::Done);
            }
            Write::Substitute {
                out,
                sub,
                name,
                append: a,
            } => {
                substitute(conn, *out, *sub, name, a).await?;
                appends.push(a);
                outputs.push(Output::Done);
            }
            Write::EndLeagueGame { append: a, end } => {
                league::end_game(conn, end).await?;
                appends.push(a);
                outputs.push(Output::Done);
            }
            other => outputs.push(exec(conn, other).await?),
        }
    }
    if appends.is_empty() {
        sqlx::query("COMMIT").execute(&mut *conn).await?;
    } else {
        super::append::append_all(conn, &appends, begun).await?;
    }
    Ok(outputs)
}

async fn exec(conn: &mut AnyConnection, write: &Write) -> Result<Output, StoreError> {
    match write {
        Write::CreateGame(g) => create_game(conn, g).await,
        Write::CreateWithGuests { game, guests } => {
            let out = create_game(conn, game).await?;
            if let Output::GameId(id) = out {
                super::lobby::write_guests(conn, id, guests).await?;
            }
            Ok(out)
        }
        Write::CreateLeagueGame { game, link } => {
            let out = create_game(conn, game).await?;
            if let Output::GameId(id) = out {
                league::link_game(conn, id, link).await?;
            }
            Ok(out)
        }
        Write::League(w) => league::exec(conn, w).await,
        Write::Notices(w) => super::notices::exec(conn, w).await.map(|()| Output::Done),
        Write::Mute(w) => super::muted::exec(conn, w).await,
        Write::Web(w) => super::web::exec(conn, w).await,
        Write::Quiet(w) => super::quiet::exec(conn, w).await,
        Write::CreateDailyGame { game, date, guild } => {
            let Output::GameId(id) = create_game(conn, game).await? else {
                return Err(StoreError::Corrupt("no game id".into()));
            };
            let inserted = sqlx::query(
                "INSERT INTO daily_attempts \
                 (user_id, game, date, game_id, guild_id, name, started_at) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7)",
            )
            .bind(to_db(game.host))
            .bind(game.kind.as_str())
            .bind(date)
            .bind(id)
            .bind(guild.map(to_db))
            .bind(&game.host_name)
            .bind(game.created_at)
            .execute(&mut *conn)
            .await;
            match inserted {
                Ok(_) => Ok(Output::GameId(id)),
                Err(sqlx::Error::Database(e)) if e.is_unique_violation() => Err(
                    StoreError::Duplicate(format!("the attempt of {} on {date}", game.host)),
                ),
                Err(e) => Err(e.into()),
            }
        }
        Write::RecordDailyDay {
            game,
            date,
            version,
            seed,
            options,
            at,
        } => {
            let done = sqlx::query(
                "INSERT INTO daily_days (game, date, version, seed, options, created_at) \
                 VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (game, date) DO NOTHING",
            )
            .bind(game)
            .bind(date)
            .bind(*version as i64)
            .bind(to_db(*seed))
            .bind(options)
            .bind(at)
            .execute(&mut *conn)
            .await?;
            Ok(Output::Changed(done.rows_affected() > 0))
        }
        Write::SetDailyPar { game, date, par } => {
            let done = sqlx::query(
                "UPDATE daily_days SET par = $1 WHERE game = $2 AND date = $3 AND par IS NULL",
            )
            .bind(i64::from(*par))
            .bind(game)
            .bind(date)
            .execute(&mut *conn)
            .await?;
            Ok(Output::Changed(done.rows_affected() > 0))
        }
        Write::SetDailySecret {
            secret,
            replace,
            at,
        } => {
            let on_conflict = if *replace {
                "DO UPDATE SET secret = excluded.secret, created_at = excluded.created_at"
            } else {
                "DO NOTHING"
            };
            let done = sqlx::query(&format!(
                "INSERT INTO daily_secret (id, secret, created_at) VALUES (1, $1, $2) \
                 ON CONFLICT (id) {on_conflict}"
            ))
            .bind(secret.expose())
            .bind(at)
            .execute(&mut *conn)
            .await?;
            Ok(Output::Changed(done.rows_affected() > 0))
        }
        Write::AddPlayer {
            game_id,
            user,
            name,
            bot,
            at,
        } => {
            sqlx::query(
                "INSERT INTO players (game_id, user_id, name, join_order, joined_at, bot) \
                 SELECT $1, $2, $3, COALESCE(MAX(join_order), 0) + 1, $4, $5 FROM players \
                 WHERE game_id = $6",
            )
            .bind(game_id)
            .bind(to_db(*user))
            .bind(name)
            .bind(at)
            .bind(bot)
            .bind(game_id)
            .execute(&mut *conn)
            .await?;
            touch(conn, *game_id, *at).await?;
            Ok(Output::Done)
        }
        Write::CountHint {
            game_id,
            user,
            step,
        } => {
            let done = sqlx::query(
                "UPDATE players SET hints = hints + 1, hinted_at = $1 \
                 WHERE game_id = $2 AND user_id = $3 AND hinted_at IS DISTINCT FROM $4",
            )
            .bind(step)
            .bind(game_id)
            .bind(to_db(*user))
            .bind(step)
            .execute(&mut *conn)
            .await?;
            Ok(Output::Changed(done.rows_affected() > 0))
        }
        Write::RemovePlayer { game_id, user, at } => {
            let done = sqlx::query("DELETE FROM players WHERE game_id = $1 AND user_id = $2")
                .bind(game_id)
                .bind(to_db(*user))
                .execute(&mut *conn)
                .await?;
            touch(conn, *game_id, *at).await?;
            Ok(Output::Changed(done.rows_affected() > 0))
        }
        Write::SetLobbyPost { public_id, post } => {
            let done = sqlx::query("UPDATE games SET lobby_post = $1 WHERE public_id = $2")
                .bind(post)
                .bind(public_id)
                .execute(&mut *conn)
                .await?;
            Ok(Output::Changed(done.rows_affected() > 0))
        }
        Write::MarkBroken { game_id, why } => {
            let done = sqlx::query("UPDATE games SET broken = $1 WHERE id = $2")
                .bind(why)
                .bind(game_id)
                .execute(&mut *conn)
                .await?;
            Ok(Output::Changed(done.rows_affected() > 0))
        }
        Write::GiveUpEvents {
            game_id,
            reason,
            at,
        } => {
            // Given up as the outbox gives up a refused event (migration 0007): no longer
            // pending, never delivered, with the reason kept.
            let done = sqlx::query(
                "UPDATE events SET failed_at = $1, failure = $2 \
                 WHERE game_id = $3 AND delivered_at IS NULL AND failed_at IS NULL",
            )
            .bind(at)
            .bind(reason)
            .bind(game_id)
            .execute(&mut *conn)
            .await?;
            Ok(Output::Count(done.rows_affected()))
        }
        Write::Start { .. }
        | Write::Substitute { .. }
        | Write::Append(_)
        | Write::EndLeagueGame { .. }
        | Write::Rated { .. } => Err(StoreError::Corrupt("appends are written in bulk".into())),
        Write::MarkDelivered {
            event_id,
            at,
            receipt,
        } => {
            let done = sqlx::query(
                "UPDATE events SET delivered_at = $1, receipt = $2 WHERE id = $3 AND delivered_at IS NULL",
            )
            .bind(at)
            .bind(receipt)
            .bind(event_id)
            .execute(&mut *conn)
            .await?;
            Ok(Output::Changed(done.rows_affected() > 0))
        }
        Write::EventFailed {
            outbox,
            event_id,
            reason,
            give_up_after,
            at,
        } => {
            let table = outbox.table();
            let given_up: Option<Flag> = sqlx::query_scalar(&format!(
                "UPDATE {table} SET attempts = attempts + 1, failure = $1, \
                 failed_at = CASE WHEN attempts + 1 >= $2 THEN $3 END \
                 WHERE id = $4 AND delivered_at IS NULL AND failed_at IS NULL \
                 RETURNING CASE WHEN failed_at IS NULL THEN 0 ELSE 1 END"
            ))
            .bind(reason)
            .bind(*give_up_after as i64)
            .bind(at)
            .bind(event_id)
            .fetch_optional(&mut *conn)
            .await?;
            Ok(Output::Changed(given_up.is_some_and(bool::from)))
        }
        Write::SetUser {
            user,
            reminders,
            vacation,
            language,
            seen_language,
            at,
        } => {
            // The change's number, from the counter's row: its lock, held to the commit,
            // makes the numbers commit in their order (migration 0013).
            let seq: i64 = sqlx::query_scalar(
                "UPDATE user_changes SET seq = seq + 1 WHERE id = 1 RETURNING seq",
            )
            .fetch_one(&mut *conn)
            .await?;
            sqlx::query(
                "INSERT INTO users (user_id, reminders, vacation, updated_at, change_seq, \
                 language, seen_language) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7) \
                 ON CONFLICT (user_id) DO UPDATE SET reminders = excluded.reminders, \
                 vacation = excluded.vacation, updated_at = excluded.updated_at, \
                 change_seq = excluded.change_seq, language = excluded.language, \
                 seen_language = excluded.seen_language",
            )
            .bind(to_db(*user))
            .bind(Flag(*reminders))
            .bind(Flag(*vacation))
            .bind(at)
            .bind(seq)
            .bind(language.as_deref())
            .bind(seen_language.as_deref())
            .execute(&mut *conn)
            .await?;
            Ok(Output::Done)
        }
        Write::SetGuildLanguage {
            guild,
            language,
            at,
        } => {
            sqlx::query(
                "INSERT INTO guild_languages (guild_id, language, updated_at) VALUES ($1, $2, $3) \
                 ON CONFLICT (guild_id) DO UPDATE SET language = excluded.language, \
                 updated_at = excluded.updated_at",
            )
            .bind(to_db(*guild))
            .bind(language)
            .bind(at)
            .execute(&mut *conn)
            .await?;
            Ok(Output::Done)
        }
        Write::KeepReplay {
            game_id,
            drawn,
            at,
            forget_before,
            budget,
        } => super::replays::keep(conn, *game_id, drawn, *at, *forget_before, *budget).await,
        Write::TouchReplay { game_id, at } => super::replays::touch(conn, *game_id, *at).await,
        Write::OweReplay { game_id, at } => super::replays::owe(conn, *game_id, *at).await,
        Write::PayReplay { game_id, event, at } => {
            super::replays::pay(conn, *game_id, event, *at).await
        }
        Write::Heartbeat | Write::Shutdown => Ok(Output::Done),
    }
}

/// Records that a game was touched now (see migration 0008).
async fn touch(conn: &mut AnyConnection, game_id: GameKey, at: Millis) -> Result<(), StoreError> {
    sqlx::query(
        "UPDATE games SET touched_at = CASE WHEN touched_at > $1 THEN touched_at ELSE $1 END \
         WHERE id = $2",
    )
    .bind(at)
    .bind(game_id)
    .execute(&mut *conn)
    .await?;
    Ok(())
}

async fn create_game(conn: &mut AnyConnection, g: &NewGame) -> Result<Output, StoreError> {
    let inserted: Result<i64, _> = sqlx::query_scalar(
        "INSERT INTO games (public_id, kind, guild_id, channel_id, host_id, options, \
                 ruleset, seed, turn_ms, reminder_ms, max_players, status, created_at, self_paced, \
                 hints, touched_at, language, bank_ms) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'lobby', $12, $13, $14, $15, $16, $17) \
                 RETURNING id",
    )
    .bind(&g.public_id)
    .bind(g.kind.as_str())
    .bind(to_db(g.place.guild))
    .bind(to_db(g.place.channel))
    .bind(to_db(g.host))
    .bind(&g.options)
    .bind(g.ruleset as i64)
    .bind(to_db(g.seed))
    .bind(g.turn_ms)
    .bind(g.reminder_ms)
    .bind(g.max_players as i64)
    .bind(g.created_at)
    .bind(Flag(g.self_paced))
    .bind(Flag(g.hints))
    .bind(g.created_at)
    .bind(&g.language)
    .bind(g.bank_ms)
    .fetch_one(&mut *conn)
    .await;
    let id = match inserted {
        Ok(id) => GameKey(id),
        Err(sqlx::Error::Database(e)) if e.is_unique_violation() => {
            return Err(StoreError::DuplicateId(g.public_id.clone()));
        }
        Err(e) => return Err(e.into()),
    };
    sqlx::query(
        "INSERT INTO players (game_id, user_id, name, join_order, joined_at) \
                 VALUES ($1, $2, $3, 1, $4)",
    )
    .bind(id)
    .bind(to_db(g.host))
    .bind(&g.host_name)
    .bind(g.created_at)
    .execute(&mut *conn)
    .await?;
    Ok(Output::GameId(id))
}

async fn start(
    conn: &mut AnyConnection,
    seats: &[(UserId, u32)],
    a: &Append,
) -> Result<(), StoreError> {
    for &(user, seat) in seats {
        let done = sqlx::query("UPDATE players SET seat = $1 WHERE game_id = $2 AND user_id = $3")
            .bind(seat as i64)
            .bind(a.game_id)
            .bind(to_db(user))
            .execute(&mut *conn)
            .await?;
        if done.rows_affected() != 1 {
            return Err(StoreError::Corrupt(format!(
                "game {}: no player {user} to seat",
                a.game_id
            )));
        }
    }
    sqlx::query("UPDATE games SET started_at = $1 WHERE id = $2 AND status = 'lobby'")
        .bind(a.at)
        .bind(a.game_id)
        .execute(&mut *conn)
        .await?;
    Ok(())
}

/// Gives `out`'s seat of the append's game to `sub`, under `sub`'s name.
async fn substitute(
    conn: &mut AnyConnection,
    out: UserId,
    sub: UserId,
    name: &str,
    a: &Append,
) -> Result<(), StoreError> {
    let done = sqlx::query(
        "UPDATE players SET user_id = $1, name = $2 WHERE game_id = $3 AND user_id = $4 \
         AND seat IS NOT NULL",
    )
    .bind(to_db(sub))
    .bind(name)
    .bind(a.game_id)
    .bind(to_db(out))
    .execute(&mut *conn)
    .await?;
    if done.rows_affected() != 1 {
        return Err(StoreError::Corrupt(format!(
            "game {}: no seated player {out} to substitute",
            a.game_id
        )));
    }
    Ok(())
}

/// The statement that opens a write transaction on `conn` ([`Backend::begin_statement`]).
pub(super) fn begin(conn: &AnyConnection) -> &'static str {
    Backend::of(conn).begin_statement()
}
