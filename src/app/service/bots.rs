//! Computer players and hints. A computer player thinks off the game's lock, off the
//! async runtime and off the scheduler's pass (in a blocking task, a few at a time, so that
//! a busy bot never starves its commands nor anyone's deadlines), then moves under the
//! game's lock like anyone else, if the step it thought about is still on. The scheduler
//! sees to it: a game whose computer players are to act is due at once
//! (`LiveGame::due_at`), so they move as soon as a step starts, after a restart too.
//! The thinkers are shared fairly ([`Fair`]): round-robin by host (the daily pars in a lane
//! of their own), so that one user's many games of computer players wait behind each
//! other, never in front of everyone else's.
//!
//! Hints think in a queue of their own, one at a time per player, and an answer is kept
//! for its position (the game's log length): a player pressing Hint over and over costs one
//! thought per position, and never delays a computer player or a deadline. The queue is
//! short ([`HINT_QUEUE`]): past it a player is told at once that the thinkers are busy. On
//! a busy machine a hint thinks less than its budget, as much as fits in [`HINT_AIM_MS`]
//! ([`hint_budget`]), so that it still answers within a second. A hint is never shown once
//! the position it was worked out for has changed.

use std::collections::HashSet;

use super::*;
use crate::app::fair::Fair;
use crate::game::{GameKind, Hint, Level, Seat, Turn};
use crate::words::Msg;

/// How long a computer player thinks about a move unless configured: the strong player's
/// budget (a fixed amount of work, so a game replays alike on any machine).
pub const THINK_MS: u32 = 250;

/// How many computer players think at once (the daily pars' moves among them).
pub(super) const THINKERS: usize = 2;

/// How many hints are worked out at once: a queue apart from the computer players', so
/// that players asking for hints never hold a game's computer players up.
pub(super) const HINT_THINKERS: usize = 1;

/// The most hints waiting for the hint thinkers (beside those being worked out): past it a
/// player is told at once that the thinkers are busy, rather than waiting behind a minute
/// of others' hints (at 250 ms a hint, eight wait two seconds at most).
pub const HINT_QUEUE: usize = 8;

/// How long a hint may take, waiting for the hint thinker and thinking: a player whose
/// hint would be ready later than that (the expected times of the hints asked before it and
/// its own, at their games' pace lately) is told at once that the thinkers are busy. The
/// queue is bounded by time as well as by count ([`HINT_QUEUE`]), so that on a slower (or
/// busier) machine than the reference one a hint still answers within a second: a load
/// run's hints, at 0.8 s each on the development machine, waited 7 s at p99 behind a queue
/// of eight. A hint is always taken when nothing else is being worked out.
pub const HINT_WAIT_MS: u64 = 1_000;

/// How long a hint's own thinking aims to take, in wall time: on a busy machine a hint
/// thinks less than the strong player's budget, as much as it can in this time at the pace
/// the game's hints lately thought ([`hint_budget`]), so that one hint waiting behind
/// another is ready within [`HINT_WAIT_MS`], with a margin for a pace that changed. On an
/// idle machine a hint thinks its whole budget (the reference machine's calibration gives
/// about 250 ms for 250).
pub const HINT_AIM_MS: u64 = 300;

/// The least a hint thinks, in milliseconds of the budget, however busy the machine: below
/// it a hint would be little better than the first moves the player sees.
const HINT_LEAST_MS: u32 = 40;

/// The pace assumed for a kind of game's hints before the first is seen, in microseconds of
/// wall time per millisecond of the budget: twice the reference machine's, so that a burst
/// of first hints when the bot starts queues a few of them, not [`HINT_QUEUE`] hints each
/// expected to take no time (a load run's first second waited 3 s for them).
const HINT_PACE_GUESS: u64 = 2_000;

/// The most games whose hints are kept at once; past it a hint is still given, not kept.
const KEPT_HINT_GAMES: usize = 10_000;

/// The budget a hint thinks with: `think_ms`, or less when hints lately took longer than
/// [`HINT_AIM_MS`] for it. `pace` is the wall time, in microseconds, that a millisecond of
/// the budget lately took in this game's hints (0 before the first). Deterministic for a
/// budget (a hint is kept for its position once worked out, so a player never sees two),
/// but not for a position: a busier machine gives a hint thought for less.
fn hint_budget(think_ms: u32, pace: u64) -> u32 {
    let least = HINT_LEAST_MS.min(think_ms);
    if pace == 0 {
        return think_ms;
    }
    let in_time = u32::try_from(HINT_AIM_MS * 1000 / pace).unwrap_or(u32::MAX);
    in_time.clamp(least, think_ms.max(least))
}

/// How long a hint thinking `budget` is expected to take, in microseconds of wall time, at
/// `pace` ([`hint_budget`]'s; [`HINT_PACE_GUESS`] before the first is seen).
fn hint_expected(budget: u32, pace: u64) -> u64 {
    let pace = if pace == 0 { HINT_PACE_GUESS } else { pace };
    pace * u64::from(budget)
}

/// Whose thinking it is: the lanes the computer players' thinkers are shared by.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) enum Lane {
    /// The computer players of the games a user hosts.
    Host(UserId),
    /// The daily pars.
    Par,
}

/// What thinks, and what is thinking.
pub(super) struct Thinking {
    /// Lets a few computer players think at once, by turns between the lanes.
    bots: Fair<Lane>,
    /// Lets a few hints be worked out at once.
    hints: tokio::sync::Semaphore,
    /// How many hints wait for [`Thinking::hints`] or are being worked out: at most
    /// [`HINT_THINKERS`] + [`HINT_QUEUE`], and as many as [`HINT_WAIT_MS`] lets through.
    hints_asked: Mutex<Asked>,
    /// By kind of game, the wall time a millisecond of a hint's budget took lately, in
    /// microseconds (a moving average of the last few; none before the first): what
    /// [`hint_budget`] and the queue's bound by time read. One entry per game of the
    /// registry at most.
    hint_pace: Mutex<HashMap<GameKind, u64>>,
    /// The players with a hint being worked out: one at a time each.
    asking: super::OneEach,
    /// The hints worked out, by game: each for a seat and a position (the log's length),
    /// dropped when the game moves on or ends (`Service::settle`).
    kept: Mutex<HashMap<String, Vec<KeptHint>>>,
    /// The games whose computer players are thinking (at most one task per game, so at
    /// most as many as the live games).
    games: watch::Sender<HashSet<String>>,
    /// The computer players' tasks not yet over (their moves committed, or their failure
    /// scheduled for a retry); watched by [`Service::bots_idle`].
    running: watch::Sender<usize>,
}

impl Thinking {
    pub(super) fn new() -> Thinking {
        Thinking {
            bots: Fair::new(THINKERS),
            hints: tokio::sync::Semaphore::new(HINT_THINKERS),
            hints_asked: Mutex::new(Asked::default()),
            hint_pace: Mutex::new(HashMap::new()),
            asking: super::OneEach::default(),
            kept: Mutex::new(HashMap::new()),
            games: watch::Sender::new(HashSet::new()),
            running: watch::Sender::new(0),
        }
    }
}

impl Thinking {
    /// How many hints wait or are being worked out ([`Thinking::hints_asked`]).
    pub(super) fn hints_asked(&self) -> usize {
        lock(&self.hints_asked).count
    }
}

/// The hints waiting for the hint thinkers or being worked out: how many, and how long
/// they are expected to take in all (microseconds of wall time, by their pace).
#[derive(Default)]
struct Asked {
    count: usize,
    micros: u64,
}

/// A hint's place among those asked ([`Thinking::hints_asked`]), let go when dropped.
struct HintAsked<'a> {
    asked: &'a Mutex<Asked>,
    micros: u64,
}

impl<'a> HintAsked<'a> {
    /// A place for a hint expected to take `micros`, or a refusal when [`HINT_QUEUE`] wait
    /// already, or when it would be ready later than [`HINT_WAIT_MS`] after those asked
    /// before it (their expected times summed, shared by the thinkers). A hint is always
    /// taken when no other is asked.
    fn take(asked: &'a Mutex<Asked>, micros: u64) -> Result<HintAsked<'a>, AppError> {
        let mut all = lock(asked);
        let ready = (all.micros + micros) / HINT_THINKERS as u64;
        let in_time = all.count == 0 || ready <= HINT_WAIT_MS * 1000;
        if all.count >= HINT_THINKERS + HINT_QUEUE || !in_time {
            return Err(AppError::Said(Msg::new("hint-thinkers-busy")));
        }
        all.count += 1;
        all.micros += micros;
        Ok(HintAsked { asked, micros })
    }
}

impl Drop for HintAsked<'_> {
    fn drop(&mut self) {
        let mut all = lock(self.asked);
        all.count -= 1;
        all.micros -= self.micros;
    }
}

/// A hint worked out for a seat in a position.
struct KeptHint {
    seat: Seat,
    /// The game's log length when it was worked out.
    at: usize,
    moves: Vec<Hint>,
}

/// Where a game is, for a hint: its log's length (any move, anyone's, changes it).
fn position(live: &LiveGame) -> usize {
    live.game().map_or(0, |g| g.log_len())
}

/// A game's computer players thinking, in a task counted in [`Thinking::running`] until
/// this is dropped: the game leaves [`Thinking::games`] then at the latest (the move itself
/// takes it out under the game's lock), whatever became of the thought.
struct BotsThinking {
    svc: Service,
    game: String,
}

impl Drop for BotsThinking {
    fn drop(&mut self) {
        self.svc.bots_done(&self.game);
        self.svc.inner.thinking.running.send_modify(|n| *n -= 1);
    }
}

/// What a hint shows a player.
#[derive(Clone, Debug, PartialEq)]
pub struct Hints {
    /// The best moves, best first (at most three).
    pub moves: Vec<Hint>,
    /// The hints this player has asked for in this game, this one included.
    pub used: u32,
}

/// What the computer players of a game are to think about.
struct BotWork {
    /// Whose turn of the thinkers it is: the game's host's.
    lane: Lane,
    game: Box<dyn Play>,
    /// Each seat to move, its level, its seed and the step it thinks about (its own, in a
    /// free-paced game).
    seats: Vec<(Seat, Level, u64, Turn)>,
}

/// What a player asking for a hint is told when the game moved on while it was worked out.
const MOVED_ON: &str = "app-hint-game-moved-on";

/// A hint whose search panicked: logged (with the game, the seat and the panic's words),
/// and answered as no hint, never as the bot shutting down.
fn no_hint(game: &str, seat: Seat, panic: &(dyn std::any::Any + Send)) -> AppError {
    let why = panic
        .downcast_ref::<&str>()
        .copied()
        .or_else(|| panic.downcast_ref::<String>().map(String::as_str))
        .unwrap_or("a panic");
    tracing::error!(game, seat, "a hint could not be worked out: {why}");
    AppError::Refused(msg!("app-hint-went-wrong"))
}

impl Service {
    /// The host seats a computer player of `level` in the lobby. Never in a league's game
    /// (leagues are for people) nor in a solo or daily game, nor past the computer players
    /// a host may seat in all their games.
    pub async fn add_bot(
        &self,
        game: &str,
        who: &Actor,
        level: Level,
    ) -> Result<GameInfo, AppError> {
        if self.league_of_live(&normalize(game)).is_some() {
            return Err(AppError::Refused(msg!("app-league-no-bots")));
        }
        let user = who.user;
        let _one_at_a_time = self.check_new_bot(game, user).await?;
        self.on_game(game, move |live, now, _| {
            let write = live.add_bot(user, level, now)?;
            Ok((Some(write), live.info()))
        })
        .await
    }

    /// The host takes the last computer player added out of the lobby.
    pub async fn remove_bot(&self, game: &str, who: &Actor) -> Result<GameInfo, AppError> {
        let user = who.user;
        self.on_game(game, move |live, now, _| {
            let write = live.remove_bot(user, now)?;
            Ok((Some(write), live.info()))
        })
        .await
    }

    /// The strong player's best moves for `user` now, privately: in a solo practice game,
    /// or a game whose host allows hints; never in a daily challenge or a league game. A
    /// hint is counted (once per step) and shown in the standings. A position's hint is
    /// worked out once (then kept until the game moves on), and shown only if the game is
    /// still there when it is ready; a player asking while their last hint is being worked
    /// out is told so at once. A hint that fails (a panic in the search) is logged, and the
    /// player told there is none.
    pub async fn hint(&self, game: &str, user: UserId) -> Result<Hints, AppError> {
        let think_ms = self.inner.think_ms;
        let key = normalize(game);
        let (seat, step, at, kind, asked) = self
            .peek(game, |live| {
                let (seat, play) = live.seat_to_act(user)?;
                if !live.row.hints {
                    return Err(AppError::Refused(msg!("app-hints-off")));
                }
                let (step, at) = (live.hint_step(seat), position(live));
                // The game is cloned only when there is something to think about.
                let asked = match self.kept_hint(&key, seat, at) {
                    Some(moves) => Ok(moves),
                    None => Err((play.boxed_clone(), live.bot_seed(seat))),
                };
                Ok((seat, step, at, live.row.kind.clone(), asked))
            })
            .await??;
        let moves = match asked {
            Ok(moves) => moves,
            Err((play, seed)) => {
                let _asking = self
                    .inner
                    .thinking
                    .asking
                    .claim(user, "hint-still-thinking")?;
                let thinking = &self.inner.thinking;
                let pace = lock(&thinking.hint_pace).get(&kind).copied().unwrap_or(0);
                let budget = hint_budget(think_ms, pace);
                let _place = HintAsked::take(&thinking.hints_asked, hint_expected(budget, pace))?;
                let (thought, micros) = self
                    .think_on(&thinking.hints, move || {
                        let started = std::time::Instant::now();
                        let thought =
                            std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                                play.hints(seat, budget, seed)
                            }));
                        (thought, started.elapsed().as_micros() as u64)
                    })
                    .await?;
                // A moving average of the last few hints' pace.
                let now = micros / u64::from(budget.max(1));
                lock(&thinking.hint_pace)
                    .entry(kind)
                    .and_modify(|old| *old = (3 * *old + now) / 4)
                    .or_insert(now);
                thought.map_err(|panic| no_hint(&key, seat, panic.as_ref()))?
            }
        };
        if moves.is_empty() {
            return Err(AppError::Said(Msg::new("hint-nothing-to-suggest")));
        }
        let used = self
            .on_game(game, move |live, _, _| {
                if position(live) != at {
                    return Err(AppError::Refused(msg!(MOVED_ON)));
                }
                let write = live.count_hint(user, step)?;
                let used = live.hints_of(user);
                Ok((write, used))
            })
            .await?;
        // Kept once shown: if the game has moved on since, it is kept for a position that
        // is over, never asked for again and dropped at the next change.
        self.keep_hint(&key, seat, at, &moves);
        Ok(Hints { moves, used })
    }

    /// The hint kept for `seat` of `game` at position `at`, if it was worked out.
    fn kept_hint(&self, game: &str, seat: Seat, at: usize) -> Option<Vec<Hint>> {
        let kept = lock(&self.inner.thinking.kept);
        let hint = kept.get(game)?.iter().find(|h| h.seat == seat)?;
        (hint.at == at).then(|| hint.moves.clone())
    }

    /// Keeps a hint worked out for `seat` of `game` at position `at` (in place of the
    /// seat's earlier one), unless as many games as allowed have hints kept, or the game
    /// ended while it was worked out (it is let go before its hints are forgotten, so one
    /// kept just before is forgotten with them).
    fn keep_hint(&self, game: &str, seat: Seat, at: usize, moves: &[Hint]) {
        let mut kept = lock(&self.inner.thinking.kept);
        let full = kept.len() >= KEPT_HINT_GAMES && !kept.contains_key(game);
        if full || !lock(&self.inner.games).contains_key(game) {
            return;
        }
        let seats = kept.entry(game.to_owned()).or_default();
        seats.retain(|h| h.seat != seat);
        seats.push(KeptHint {
            seat,
            at,
            moves: moves.to_vec(),
        });
    }

    /// Drops the hints kept for positions of `game` that are over (all of them once the
    /// game has ended). Called under the game's lock after each change of it.
    pub(super) fn forget_hints(&self, game: &str, live: &LiveGame) {
        let mut kept = lock(&self.inner.thinking.kept);
        let Some(seats) = kept.get_mut(game) else {
            return;
        };
        let at = position(live);
        seats.retain(|h| live.row.status.is_live() && h.at == at);
        if seats.is_empty() {
            kept.remove(game);
        }
    }

    /// Runs `f` (a computer player thinking) in a blocking task, a few at a time, once
    /// `lane`'s turn comes (round-robin between the lanes waiting).
    pub(super) async fn think<R: Send + 'static>(
        &self,
        lane: Lane,
        f: impl FnOnce() -> R + Send + 'static,
    ) -> Result<R, AppError> {
        let _turn = self.inner.thinking.bots.turn(lane).await;
        tokio::task::spawn_blocking(f)
            .await
            .map_err(|_| AppError::ShuttingDown)
    }

    /// How many computer players (and daily pars' moves) wait for a thinker: for the tests
    /// and the operator's figures.
    pub fn thoughts_waiting(&self) -> usize {
        self.inner.thinking.bots.waiting()
    }

    /// Runs `f` in a blocking task once `queue` lets it (in arrival order).
    async fn think_on<R: Send + 'static>(
        &self,
        queue: &tokio::sync::Semaphore,
        f: impl FnOnce() -> R + Send + 'static,
    ) -> Result<R, AppError> {
        let _turn = queue.acquire().await.map_err(|_| AppError::ShuttingDown)?;
        tokio::task::spawn_blocking(f)
            .await
            .map_err(|_| AppError::ShuttingDown)
    }

    /// Sets a due game's computer players thinking, if some are to act, in a task of their
    /// own: the scheduler's pass goes on without waiting for them. `Ok(true)` when they are
    /// thinking (now, or still from an earlier pass: a game has one such task at a time);
    /// `Ok(false)` when none is to act (the game is due for another reason).
    pub(super) async fn start_bots(&self, game: &str) -> Result<bool, AppError> {
        if self.bots_thinking(game) {
            return Ok(true);
        }
        let work = self
            .peek(game, |live| {
                let game = live.game()?;
                let seats: Vec<(Seat, Level, u64, Turn)> = live
                    .bots_to_act()
                    .into_iter()
                    .map(|(seat, level)| (seat, level, live.bot_seed(seat), game.seat_turn(seat)))
                    .collect();
                (!seats.is_empty()).then(|| BotWork {
                    lane: Lane::Host(live.row.host),
                    game: game.boxed_clone(),
                    seats,
                })
            })
            .await?;
        let Some(work) = work else {
            return Ok(false);
        };
        // Marked before the pass goes on, so that the game's next due time (as the pass
        // leaves it) is its deadline's, not "now" again for the same computer players.
        let fresh = self
            .inner
            .thinking
            .games
            .send_if_modified(|games| games.insert(game.to_owned()));
        if fresh {
            self.inner.thinking.running.send_modify(|n| *n += 1);
            let thinking = BotsThinking {
                svc: self.clone(),
                game: game.to_owned(),
            };
            tokio::spawn(async move {
                let svc = thinking.svc.clone();
                let game = thinking.game.clone();
                let moved = svc.bots_move(&game, work).await;
                svc.bots_done(&game);
                match moved {
                    Ok(()) => {
                        lock(&svc.inner.failures).remove(&game);
                    }
                    // The game ended (or was let go, or cancelled: its last person left)
                    // while its computer players thought: nothing failed.
                    Err(AppError::Finished | AppError::Cancelled) => {}
                    Err(_) if !lock(&svc.inner.games).contains_key(&game) => {}
                    Err(e) => {
                        let now = svc.inner.clock.now();
                        svc.due_failed(&game, &bounds::error_chain(&e), now);
                    }
                }
                drop(thinking);
            });
        }
        Ok(true)
    }

    /// A game's computer players think, then move (if the step they thought about is
    /// still on).
    async fn bots_move(&self, game: &str, work: BotWork) -> Result<(), AppError> {
        let BotWork {
            lane,
            game: play,
            seats,
        } = work;
        let think_ms = self.inner.think_ms;
        let moves = self
            .think(lane, move || {
                seats
                    .into_iter()
                    .map(|(seat, level, seed, at)| {
                        // A player that fails (a panic in its search) makes no move: the
                        // seat's default move is made instead, so the game goes on.
                        let thought =
                            std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                                play.bot_move(seat, level, think_ms, seed)
                            }));
                        (seat, at, thought.unwrap_or(None))
                    })
                    .collect::<Vec<_>>()
            })
            .await?;
        let svc = self.clone();
        let key = game.to_owned();
        self.on_game(game, move |live, now, users| {
            // Under the game's lock, before the game is rescheduled: from here on it is
            // due as any game is, its computer players' next move included.
            svc.bots_done(&key);
            Ok((live.play_bots(moves, now, users)?, ()))
        })
        .await
    }

    /// In a self-paced game (a daily challenge's opponents), the computer players still to
    /// act in the step move before a person's move is played: they always think on the
    /// position their step started with, however soon the person moves, so that everyone
    /// who plays the same moves meets the same opponents' moves. Bounded: a few steps of
    /// computer players in a row, then the person's move goes on as it would.
    pub(super) async fn bots_first(&self, game: &str) {
        const MOST_STEPS: usize = 16;
        // The slot's flag spares every other game's move a take of its lock.
        let slot = lock(&self.inner.games).get(&normalize(game)).cloned();
        if slot.is_some_and(|slot| !slot.bots_first.load(Ordering::Relaxed)) {
            return;
        }
        for _ in 0..MOST_STEPS {
            // A game that cannot be looked at, or whose computer players cannot start, is
            // left to the move, which says what is wrong.
            let due = self
                .peek(game, |live| {
                    live.row.self_paced && !live.bots_to_act().is_empty()
                })
                .await;
            if !matches!(due, Ok(true)) || !matches!(self.start_bots(game).await, Ok(true)) {
                return;
            }
            let mut games = self.inner.thinking.games.subscribe();
            // The sender lives as long as the service: `wait_for` cannot fail here.
            let _ = games.wait_for(|games| !games.contains(game)).await;
        }
    }

    /// The game's computer players are no longer thinking.
    fn bots_done(&self, game: &str) {
        self.inner
            .thinking
            .games
            .send_if_modified(|games| games.remove(game));
    }

    /// Whether the computer players of `game` are thinking (then the scheduler looks at it
    /// only for its deadlines, reminders and expiry until they move).
    pub(super) fn bots_thinking(&self, game: &str) -> bool {
        self.inner.thinking.games.borrow().contains(game)
    }

    /// Waits until no game's computer players are thinking: the moves of those set
    /// thinking by [`Service::run_due`] are made (for tests and tools that drive the
    /// service step by step; a computer player's next move needs another `run_due`).
    pub async fn bots_idle(&self) {
        let mut running = self.inner.thinking.running.subscribe();
        // The sender lives as long as the service: `wait_for` cannot fail here.
        let _ = running.wait_for(|n| *n == 0).await;
    }

    /// Runs `f` on a live game under its lock, changing nothing.
    pub(super) async fn peek<R>(
        &self,
        game: &str,
        f: impl FnOnce(&LiveGame) -> R,
    ) -> Result<R, AppError> {
        let (key, slot) = self.slot(game).await?;
        let mut guard = slot.live.lock().await;
        Ok(f(self.loaded(&slot, &key, &mut guard).await?))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The hint queue is bounded by time as well as by count: behind a hint expected to
    /// take 0.7 s, one of 0.4 s would be ready after 1.1 s, past [`HINT_WAIT_MS`], and is
    /// refused, one of 0.3 s taken; at 0.1 s a hint the count bound is the one reached; the
    /// first is always taken, however long.
    #[test]
    fn a_hint_queue_is_bounded_by_time_too() {
        let asked = Mutex::new(Asked::default());
        // The thinker is free: taken, however long; anything after it is ready past 5 s.
        let long = HintAsked::take(&asked, 5_000_000).unwrap();
        assert!(HintAsked::take(&asked, 1).is_err());
        drop(long);
        let first = HintAsked::take(&asked, 700_000).unwrap();
        // Ready after 1.1 s: refused; after 1 s: taken.
        assert!(HintAsked::take(&asked, 400_000).is_err());
        let second = HintAsked::take(&asked, 300_000).unwrap();
        drop((first, second));
        let places: Vec<_> = (0..2 * HINT_QUEUE)
            .map_while(|_| HintAsked::take(&asked, 100_000).ok())
            .collect();
        assert_eq!(places.len(), HINT_THINKERS + HINT_QUEUE);
        assert_eq!(lock(&asked).micros, 900_000);
        drop(places);
        let all = lock(&asked);
        assert_eq!((all.count, all.micros), (0, 0));
    }

    /// A hint thinks its whole budget until hints are seen to be slow, then as much as
    /// fits in [`HINT_AIM_MS`] at their pace, never less than [`HINT_LEAST_MS`] (nor more
    /// than the budget, however fast).
    #[test]
    fn a_hint_thinks_less_on_a_busy_machine() {
        // No pace known yet; then a free core, where 300 ms would fit the whole budget.
        assert_eq!(hint_budget(250, 0), 250);
        assert_eq!(hint_budget(250, 1_000), 250);
        // Three, and three and a half, times slower.
        assert_eq!(hint_budget(250, 3_000), 100);
        assert_eq!(hint_budget(250, 3_500), 85);
        // Never below the least, nor above a smaller budget.
        assert_eq!(hint_budget(250, 100_000), HINT_LEAST_MS);
        assert_eq!(hint_budget(10, 100_000), 10);
        assert_eq!(hint_budget(0, 5_000), 0);
    }

    /// Hints are kept while their game is on, dropped when it ends, and a hint worked out
    /// while it ended (kept after that) is not kept: nothing stays for a game that is over.
    #[tokio::test]
    async fn no_hint_is_kept_for_a_game_that_ended() {
        let dir = tempfile::tempdir().unwrap();
        let svc = Service::for_tests(dir.path()).await;
        let game = svc.started_for_tests(2).await;
        let kept = || lock(&svc.inner.thinking.kept).len();
        svc.keep_hint(&game, 0, 1, &[]);
        assert_eq!(kept(), 1, "kept while the game is on");
        let host = Actor::new(UserId(10), "a");
        svc.cancel(&game, &host).await.unwrap();
        assert_eq!(kept(), 0, "dropped when the game ends");
        svc.keep_hint(&game, 0, 1, &[]);
        assert_eq!(kept(), 0, "worked out while the game ended: not kept");
    }
}
