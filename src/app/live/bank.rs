//! Time banks and quiet hours in a live game: each seat's bank (how long its turns may run
//! past their deadlines, in all, for the whole game) and the server's quiet hours (no
//! deadline falls and no reminder goes out inside them).
//!
//! A turn's deadline is worked out at its start, moved past the quiet hours. When it
//! passes, the banks absorb it: the turn (in a free-paced game, the seat's own step) runs on
//! until the largest bank among the seats it still waits for is spent, from `bank_from`
//! (the turn's own deadline). A seat that finishes in that time spends what it used; when
//! the banks' end comes, every seat still waited for has spent all of its bank, and the
//! deadline's default moves are played. In a simultaneous step a seat with a smaller bank
//! may thus still move after its own bank ran out, while the step waits for a larger one:
//! the step has one deadline, the seats' banks only decide how long it waits.
//!
//! Quiet hours set while a turn runs are kept too: the scheduler finds a deadline or a
//! reminder due inside the window and moves it to the window's end.

use super::*;

impl LiveGame {
    /// `at`, moved past the server's quiet hours.
    pub(super) fn quiet_at(&self, at: Millis) -> Millis {
        self.quiet.as_ref().map_or(at, |q| q.postpone(at))
    }

    /// A turn's (or a free-paced seat's step's) schedule, starting now.
    pub(super) fn turn_schedule(&self, now: Millis) -> GameSchedule {
        let deadline = self.quiet_at(now + self.row.turn_ms);
        let lead = millis(self.settings.reminder());
        let reminder = (lead > 0)
            .then(|| self.quiet_at(deadline - lead))
            .filter(|&r| r < deadline);
        GameSchedule {
            turn_started_at: Some(now),
            deadline_at: Some(deadline),
            reminder_at: reminder,
            bank_from: None,
        }
    }

    /// What is left of `seat`'s bank (as stored: not counting a turn running on it now).
    pub(super) fn bank_left(&self, seat: Seat) -> Millis {
        self.players
            .get(seat)
            .map_or(0, |p| p.bank_left.unwrap_or(self.row.bank_ms).max(0))
    }

    /// `seat` spends, from its bank, the time from `from` (the deadline its bank absorbed)
    /// to now.
    pub(super) fn spend_bank(
        &mut self,
        change: &mut Change,
        seat: Seat,
        from: Millis,
        now: Millis,
    ) {
        let left = self.bank_left(seat);
        let Some(player) = self.players.get_mut(seat) else {
            return;
        };
        player.bank_left = Some((left - (now - from).max(0)).max(0));
        change.seats.push(seat);
    }

    /// The seats whose bank may absorb a deadline: people, with some bank left.
    fn banked(&self, seat: Seat) -> bool {
        self.players[seat].bot.is_none() && self.bank_left(seat) > 0
    }

    /// At a turn's deadline: the banks of the seats the turn waits for absorb it, if they
    /// have any left and have not yet (the turn runs on until the largest is spent).
    pub(super) fn bank_absorbs(&mut self, now: Millis) -> Option<Write> {
        let s = self.row.schedule;
        if s.bank_from.is_some() {
            return None;
        }
        let deadline = s.deadline_at?;
        let most = self
            .game()?
            .to_act()
            .seats()
            .into_iter()
            .filter(|&seat| self.banked(seat))
            .map(|seat| self.bank_left(seat))
            .max()?;
        self.row.schedule = GameSchedule {
            deadline_at: Some(self.quiet_at(deadline + most)),
            reminder_at: None,
            bank_from: Some(deadline),
            ..s
        };
        Some(Write::Append(
            self.finish(Change::new(self.row.move_count), now),
        ))
    }

    /// A free-paced seat's deadline passed: its bank absorbs it if it has some left and
    /// has not yet; whether it did.
    pub(super) fn seat_bank_absorbs(&mut self, change: &mut Change, seat: Seat) -> bool {
        let s = self.players[seat].schedule;
        let Some(deadline) = s.deadline_at.filter(|_| s.bank_from.is_none()) else {
            return false;
        };
        if !self.banked(seat) {
            return false;
        }
        let end = self.quiet_at(deadline + self.bank_left(seat));
        self.players[seat].schedule = GameSchedule {
            deadline_at: Some(end),
            reminder_at: None,
            bank_from: Some(deadline),
            ..s
        };
        change.seats.push(seat);
        true
    }

    /// Since when the turn `seat` is still to play runs on its bank, if it does.
    pub(super) fn bank_running(&self, seat: Seat) -> Option<Millis> {
        let game = self
            .game()
            .filter(|_| self.row.status == GameStatus::Active)?;
        if !game.to_act().includes(seat) || !self.banked(seat) {
            return None;
        }
        match game.is_free_paced() {
            true => self.players[seat].schedule.bank_from,
            false => self.row.schedule.bank_from,
        }
    }

    /// Whether the server's quiet hours hold `now`.
    fn quiet_now(&self, now: Millis) -> bool {
        self.quiet.as_ref().is_some_and(|q| q.holds(now))
    }

    /// Inside the quiet hours, the deadlines and reminders due now move to the window's
    /// end (quiet hours set after the turn began): the change, if any was due.
    pub(super) fn quiet_postpones(&mut self, now: Millis) -> Option<Write> {
        if !self.quiet_now(now) {
            return None;
        }
        let end = self.quiet_at(now);
        let later = |s: &mut GameSchedule| {
            let due = |t: Option<Millis>| t.is_some_and(|t| t <= now);
            let moved = due(s.deadline_at) || due(s.reminder_at);
            if due(s.deadline_at) {
                s.deadline_at = Some(end);
            }
            if due(s.reminder_at) {
                s.reminder_at = Some(end).filter(|&r| s.deadline_at.is_none_or(|d| r < d));
            }
            moved
        };
        let mut change = Change::new(self.row.move_count);
        let mut moved = later(&mut self.row.schedule);
        for seat in 0..self.players.len() {
            if later(&mut self.players[seat].schedule) {
                change.seats.push(seat);
                moved = true;
            }
        }
        moved.then(|| Write::Append(self.finish(change, now)))
    }
}
