//! What every game's takeback (`/undo`, [`super::Standard::TakeBack`]) shares: the rule
//! (a move is taken back at once while nobody else can have seen its consequences: a
//! simultaneous step's secret choice before its reveal, a move before the next player acts,
//! never after a card was drawn or revealed), the state kept to restore, and the log without
//! its taken-back moves that a game's script writes.
//!
//! A takeback is a move of the log like any other (`undo 0`), so a replay and a script play
//! it as the game did and the log stays append-only; each game spells it with
//! [`super::Rules::standard_move`] and decides which of its moves it takes back.

use std::sync::Arc;

use super::Seat;

/// The state before the last move of a seat, kept while that move can still be taken back
/// (until the next move of anyone). Shared, so that copying a game (the service's copies,
/// a computer player's search) does not copy the kept state again.
pub struct Kept<S> {
    kept: Option<(Seat, Arc<S>)>,
}

impl<S> std::fmt::Debug for Kept<S> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Kept")
            .field("seat", &self.kept.as_ref().map(|(seat, _)| seat))
            .finish()
    }
}

impl<S> Default for Kept<S> {
    fn default() -> Self {
        Kept { kept: None }
    }
}

impl<S> Clone for Kept<S> {
    fn clone(&self) -> Self {
        Kept {
            kept: self.kept.clone(),
        }
    }
}

impl<S: Clone> Kept<S> {
    /// Keeps `before`, the state before `seat`'s move, until the next move.
    pub fn keep(&mut self, seat: Seat, before: S) {
        self.kept = Some((seat, Arc::new(before)));
    }

    /// Forgets the kept state: the move can no longer be taken back.
    pub fn clear(&mut self) {
        self.kept = None;
    }

    /// Whether `seat`'s last move can be taken back now.
    pub fn holds(&self, seat: Seat) -> bool {
        self.kept.as_ref().is_some_and(|(s, _)| *s == seat)
    }

    /// The state before `seat`'s last move, taken (it is forgotten), if it was kept.
    pub fn take(&mut self, seat: Seat) -> Option<S> {
        if !self.holds(seat) {
            return None;
        }
        let (_, before) = self.kept.take()?;
        Some(Arc::try_unwrap(before).unwrap_or_else(|shared| (*shared).clone()))
    }
}

/// A copy of `game` to take a move back to, without what `aside` reaches (its log, its own
/// kept state), which the move does not read and the copy would only repeat.
pub fn before<G: Clone, M>(game: &mut G, aside: fn(&mut G) -> (&mut Vec<M>, &mut Kept<G>)) -> G {
    let (log, kept) = aside(game);
    let (log, kept) = (std::mem::take(log), std::mem::take(kept));
    let copy = game.clone();
    let (log_now, kept_now) = aside(game);
    (*log_now, *kept_now) = (log, kept);
    copy
}

/// `game` given back as it was (`before`), but for its log, which keeps the move and its
/// takeback (`log` reaches it).
pub fn restore<G, M>(game: &mut G, before: G, log: fn(&mut G) -> &mut Vec<M>) {
    let moves = std::mem::take(log(game));
    *game = before;
    *log(game) = moves;
}

/// The moves of `log` that stand: each takeback removes the last standing move of its seat
/// and is itself left out (`seat_of` gives a move's seat and whether it is a takeback). A
/// game's script written from these replays to the same game, since a takeback restores
/// exactly the game before the move.
pub fn settled<M>(log: &[M], seat_of: impl Fn(&M) -> (Seat, bool)) -> Vec<&M> {
    let mut standing: Vec<&M> = Vec::with_capacity(log.len());
    for mv in log {
        match seat_of(mv) {
            (seat, true) => {
                if let Some(i) = standing.iter().rposition(|m| seat_of(m).0 == seat) {
                    standing.remove(i);
                }
            }
            (_, false) => standing.push(mv),
        }
    }
    standing
}

#[cfg(test)]
mod tests {
    use super::{settled, Kept};

    #[test]
    fn a_takeback_removes_the_last_standing_move_of_its_seat() {
        // (seat, is an undo)
        let log = [
            (0, false),
            (1, false),
            (0, true),
            (1, false),
            (1, true),
            (0, false),
        ];
        let kept = settled(&log, |m| *m);
        assert_eq!(kept, vec![&(1, false), &(0, false)]);
    }

    #[test]
    fn a_kept_state_is_given_back_once_and_only_to_its_seat() {
        let mut kept = Kept::default();
        kept.keep(1, 7);
        assert!(!kept.holds(0));
        assert_eq!(kept.take(0), None);
        assert_eq!(kept.take(1), Some(7));
        assert_eq!(kept.take(1), None);
    }
}
