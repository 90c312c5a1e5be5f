//! Idle games: when the scheduler must next look at a game, and the expiry of a lobby or a
//! self-paced game nobody has touched for too long.

use super::*;

impl LiveGame {
    /// When the scheduler must next look at this game (reminder or deadline; for a lobby
    /// or a self-paced game, when it expires if nobody touches it).
    pub fn due_at(&self, bounds: &Bounds) -> Option<Millis> {
        self.due_at_with(bounds, true)
    }

    /// [`Self::due_at`] while the game's computer players are thinking already: its
    /// deadline, reminder or expiry only, so that the scheduler does not look at it again
    /// and again for the same computer players (their move reschedules the game).
    pub fn due_at_besides_bots(&self, bounds: &Bounds) -> Option<Millis> {
        self.due_at_with(bounds, false)
    }

    fn due_at_with(&self, bounds: &Bounds, bots: bool) -> Option<Millis> {
        // Computer players move as soon as a step starts, in a self-paced game too (a daily
        // challenge's opponents move right after the player).
        if bots && self.row.status == GameStatus::Active && !self.bots_to_act().is_empty() {
            let s = self.row.schedule;
            return Some(s.turn_started_at.unwrap_or(self.row.touched_at));
        }
        if let Some(limit) = self.idle_limit(bounds) {
            return Some(self.row.touched_at.saturating_add(limit));
        }
        if self.row.status != GameStatus::Active {
            return None;
        }
        let s = self.row.schedule;
        // Computer players move as soon as a step starts.
        if bots && !self.bots_to_act().is_empty() {
            return Some(s.turn_started_at.unwrap_or(self.row.touched_at));
        }
        if self.free() {
            return self.free_due_at();
        }
        match (s.reminder_at, s.deadline_at) {
            (Some(r), Some(d)) => Some(r.min(d)),
            (r, d) => r.or(d),
        }
    }

    /// How long this game may stay untouched: lobbies and self-paced games only.
    fn idle_limit(&self, bounds: &Bounds) -> Option<Millis> {
        match self.row.status {
            GameStatus::Lobby => Some(bounds.lobby_idle),
            GameStatus::Active if self.row.self_paced => Some(bounds.self_paced_idle),
            _ => None,
        }
    }

    /// Closes the game if it has been left untouched too long (a lobby that never
    /// started, a self-paced game left unfinished), with a `game_expired` event. The game
    /// is cancelled, so a daily attempt stays unfinished and a league game does not count.
    pub fn expire_if_idle(&mut self, now: Millis, bounds: &Bounds) -> Option<Write> {
        let limit = self.idle_limit(bounds)?;
        if self.row.touched_at.saturating_add(limit) > now {
            return None;
        }
        let lobby = self.row.status == GameStatus::Lobby;
        let mut change = Change::new(self.row.move_count);
        let days = (limit / 86_400_000) as u32;
        self.event(
            &mut change,
            "expired".into(),
            Event::GameExpired { lobby, days },
        );
        self.row.status = GameStatus::Cancelled;
        self.row.ended_at = Some(now);
        self.row.schedule = GameSchedule::default();
        Some(Write::Append(self.finish(change, now)))
    }
}
