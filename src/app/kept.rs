//! Earlier states of a game in play, kept as the game is played, so that what happened
//! since a player's last move (the head of their next reply, [`crate::app::told`]) is told
//! from states the service already holds rather than from a replay of the whole log from
//! the game's seed.
//!
//! The game's set-up is always kept: a player who never moved is told the log from it, and
//! so is a log that is not the game's own (a free-paced game as one player may see it,
//! `FreePace::seen_by`). Besides, a copy of the game is taken every [`EVERY`] moves (every
//! [`PER_SEAT`] moves per seat in a bigger game, whose copies are bigger and whose steps
//! longer), and the copies are pruned to the few that can still be asked for: for each
//! seat, the latest at or before each of its last two moves (a move's reply tells what came
//! between that seat's move before it and it; a later look what came after its last), and
//! the newest; at most [`COPIES`] of them, the newest, so that a game's memory stays a few
//! times its own however its players come and go. The game at any of those points is the
//! state kept there with at most a stretch of moves applied; a player away for longer than
//! the copies kept reach back is told from an older state, at worst the set-up.
//!
//! Kept in memory only, with the game: a game loaded from the database keeps its set-up
//! alone until it is played on, so the first summary after a restart may tell from the
//! set-up (still no replay from the seed).

use std::sync::Arc;

use crate::game::{MoveError, Play, Seat};

/// The moves between two copies of a game of a few players.
pub(crate) const EVERY: usize = 32;

/// The moves per seat between two copies of a bigger game.
const PER_SEAT: usize = 4;

/// The most copies kept besides the set-up.
pub(crate) const COPIES: usize = 4;

/// A started game's kept states ([the module](self)). Cheap to clone (the states are
/// shared): a game's view takes a copy under the game's lock, with the game.
#[derive(Clone)]
pub(crate) struct Kept {
    /// The states kept, each with the number of moves applied to it, oldest first: the
    /// set-up (0 moves) always first.
    states: Vec<(usize, Arc<dyn Play>)>,
    /// Each seat's last two moves, as positions in the log: the last first.
    moves: Vec<[Option<usize>; 2]>,
    /// The moves between two copies ([`EVERY`], or [`PER_SEAT`] per seat).
    every: usize,
}

impl Kept {
    /// The kept states of a game set up as `setup` for `seats` seats, whose `log` has been
    /// applied since (a game loaded from the database): the set-up alone, and where each
    /// seat last moved.
    pub fn new(setup: &dyn Play, seats: usize, log: &[String]) -> Kept {
        let mut kept = Kept {
            states: vec![(0, Arc::from(setup.boxed_clone()))],
            moves: vec![[None; 2]; seats],
            every: EVERY.max(PER_SEAT * seats),
        };
        for (at, text) in log.iter().enumerate() {
            kept.moved(at, setup.mover(text));
        }
        kept
    }

    /// The move at position `at` of the log, made by `mover`, has been applied: `game` is
    /// the game after it.
    pub fn applied(&mut self, at: usize, mover: Option<Seat>, game: &dyn Play) {
        self.moved(at, mover);
        let newest = self.states.last().map_or(0, |(at, _)| *at);
        if at + 1 >= newest + self.every {
            self.states.push((at + 1, Arc::from(game.boxed_clone())));
            self.prune();
        }
    }

    fn moved(&mut self, at: usize, mover: Option<Seat>) {
        if let Some(last) = mover.and_then(|seat| self.moves.get_mut(seat)) {
            *last = [Some(at), last[0]];
        }
    }

    /// Drops the copies nothing can ask for any more, then the oldest beyond [`COPIES`]
    /// (see [the module](self)); the set-up stays.
    fn prune(&mut self) {
        let asked: Vec<usize> = self.moves.iter().flatten().flatten().copied().collect();
        let starts: Vec<usize> = self.states.iter().map(|(at, _)| *at).collect();
        let newest = starts.len() - 1;
        let mut keep: Vec<bool> = (0..starts.len())
            .map(|i| {
                let (from, to) = (starts[i], starts.get(i + 1).copied());
                i == 0
                    || i == newest
                    || asked
                        .iter()
                        .any(|&at| from <= at && to.is_none_or(|to| at < to))
            })
            .collect();
        let mut copies = keep.iter().skip(1).filter(|&&k| k).count();
        for k in keep.iter_mut().skip(1) {
            if copies <= COPIES {
                break;
            }
            if *k {
                *k = false;
                copies -= 1;
            }
        }
        let mut keep = keep.into_iter();
        self.states.retain(|_| keep.next().unwrap_or(true));
    }

    /// The set-up.
    pub fn setup(&self) -> &dyn Play {
        &*self.states[0].1
    }

    /// The game after the first `at` moves of `log`, the game's own log (or a beginning of
    /// it): the latest state kept at or before that point, with the moves after it
    /// applied. The error is the first move that does not apply, with its position.
    pub fn at(&self, log: &[String], at: usize) -> Result<Box<dyn Play>, (usize, MoveError)> {
        let (from, state) = self
            .states
            .iter()
            .rev()
            .find(|(from, _)| *from <= at)
            .unwrap_or(&self.states[0]);
        apply(state.boxed_clone(), log, *from, at)
    }

    /// The game after `log` applied to the set-up: a log that need not be the game's own
    /// (a free-paced game as one player may see it). The error as [`Kept::at`]'s.
    pub fn setup_with(&self, log: &[String]) -> Result<Box<dyn Play>, (usize, MoveError)> {
        apply(self.setup().boxed_clone(), log, 0, log.len())
    }

    /// How many states are kept (for the tests).
    #[cfg(test)]
    pub fn states_kept(&self) -> usize {
        self.states.len()
    }
}

/// `game` (the game after `from` moves of `log`) with `log`'s moves from `from` to `to`
/// applied; the error is the first move that does not apply, with its position.
fn apply(
    mut game: Box<dyn Play>,
    log: &[String],
    from: usize,
    to: usize,
) -> Result<Box<dyn Play>, (usize, MoveError)> {
    for (i, text) in log.iter().enumerate().take(to).skip(from) {
        game.apply(text).map_err(|e| (i, e))?;
    }
    Ok(game)
}
