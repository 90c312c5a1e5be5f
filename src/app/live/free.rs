//! Free pace: every seat of a free-paced game ([`Play::free_pace`]) is at its own step, with
//! its own deadline and reminder, kept in its `players` row ([`PlayerRow::schedule`]).
//!
//! Nothing here knows why a game is free-paced or what its seats race for: the game says
//! where each seat is ([`FreePace::seat_turn`](crate::game::FreePace::seat_turn)), decides its races by step rather than by the
//! clock, and reports what it decided as happenings. The service keeps each seat's
//! schedule, closes a seat's step at that seat's deadline (its default move), reminds it,
//! and keeps the thread's one progress post up to date. No seat's step is announced in
//! public: a player's next step is shown to them alone, in the reply to their move. A step
//! that starts without a move of its seat's (the game's first, or the next one after the
//! seat's deadline closed its step) is told by direct message to a player who asked for
//! turn notices (`/game settings dm:on`): there is no turn post to queue it.

use super::*;
use crate::app::event::{notice_line, progress_key, SeatProgress};

impl LiveGame {
    /// Whether every seat is at its own step.
    pub(super) fn free(&self) -> bool {
        self.game().is_some_and(|g| g.is_free_paced())
    }

    /// Every seat's step now, to tell afterwards which seats moved on.
    pub(super) fn seat_turns(&self) -> Vec<Turn> {
        self.game().map_or_else(Vec::new, |g| {
            (0..self.players.len()).map(|s| g.seat_turn(s)).collect()
        })
    }

    /// Starts `seat`'s own step now: its deadline and reminder, or none once it has
    /// nothing more to play.
    fn start_seat_step(&mut self, change: &mut Change, seat: Seat, now: Millis) {
        let playing = self.game().is_some_and(|g| g.to_act().includes(seat));
        let schedule = if playing {
            self.turn_schedule(now)
        } else {
            GameSchedule::default()
        };
        self.players[seat].schedule = schedule;
        change.seats.push(seat);
    }

    /// Queues `seat`'s turn notice for the step it is at, if its player asked for them,
    /// is to play it, and plays on a server (a direct message has the game already). Its
    /// key is the seat's step: at most one notice per player, game and step.
    fn tell_seat(&self, change: &mut Change, seat: Seat, now: Millis, users: Users) {
        let (Some(game), Some(player)) = (self.game(), self.players.get(seat)) else {
            return;
        };
        let place = self.row.place;
        if player.bot.is_some()
            || place.is_direct()
            || !game.to_act().includes(seat)
            || !users(player.user).turn_dms
        {
            return;
        }
        let at = game.seat_turn(seat);
        let (round, turn) = (at.round + 1, at.turn + 1);
        let id = &self.row.public_id;
        change.notices.push(NewTurnNotice {
            user: player.user,
            place,
            key: format!("{id}:s{seat}r{round}t{turn}:dm:{}", player.user),
            line: notice_line(Some(self.rules.name()), id, round, turn),
            at: now,
        });
    }

    /// The start of a free-paced game: every seat's first step (told to those who asked),
    /// and the progress post.
    pub(super) fn begin_free(&mut self, change: &mut Change, now: Millis, users: Users) {
        for seat in 0..self.players.len() {
            self.start_seat_step(change, seat, now);
            self.tell_seat(change, seat, now, users);
        }
        self.row.schedule = GameSchedule {
            turn_started_at: Some(now),
            ..GameSchedule::default()
        };
        self.progress(change, progress_key(&self.row.public_id));
    }

    /// After moves of a free-paced game (made when the seats were at `before`): the game's
    /// end, or a new step for each seat that moved on, and the progress post's edit. The
    /// seats of `told` moved on without a move of theirs (their deadline): their new step
    /// is told to those who asked.
    pub(super) fn after_free_moves(
        &mut self,
        change: &mut Change,
        before: &[Turn],
        told: &[Seat],
        now: Millis,
        users: Users,
    ) {
        let Some(game) = self.game() else { return };
        let finished = game.is_finished();
        let moved: Vec<Seat> = (0..self.players.len())
            .filter(|&s| before.get(s) != Some(&game.seat_turn(s)))
            .collect();
        for &seat in &moved {
            self.start_seat_step(change, seat, now);
            if told.contains(&seat) {
                self.tell_seat(change, seat, now, users);
            }
        }
        if !moved.is_empty() {
            let last = change.first_seq + change.moves.len() as i64;
            self.progress(change, format!("{}:m{last}:progress", self.row.public_id));
        }
        if finished {
            self.begin_turn(change, now, users);
        }
    }

    /// The progress post (or its edit): where every seat is, without any cards.
    fn progress(&self, change: &mut Change, key: String) {
        let Some(game) = self.game() else { return };
        let players = (0..self.players.len())
            .map(|s| SeatProgress {
                player: self.player_ref(s),
                progress: game.progress(s),
            })
            .collect();
        self.event_with_key(change, key, Event::Progress { players });
    }

    /// When the scheduler must next look at a free-paced game: the earliest deadline or
    /// reminder of a seat still playing.
    pub(super) fn free_due_at(&self) -> Option<Millis> {
        let game = self.game()?;
        let to_act = game.to_act();
        self.players
            .iter()
            .enumerate()
            .filter(|(s, _)| to_act.includes(*s))
            .flat_map(|(_, p)| [p.schedule.reminder_at, p.schedule.deadline_at])
            .flatten()
            .min()
    }

    /// Whether `seat`'s own deadline has passed.
    pub(super) fn seat_overdue(&self, seat: Seat, now: Millis) -> bool {
        self.players
            .get(seat)
            .and_then(|p| p.schedule.deadline_at)
            .is_some_and(|d| d <= now)
    }

    /// The deadlines and reminders due in a free-paced game: each seat past its deadline
    /// makes its default move (its step closes for it alone), each seat whose reminder is
    /// due is reminded.
    pub(super) fn handle_free_due(&mut self, now: Millis, users: Users) -> Option<Write> {
        let game = self.game()?;
        let to_act = game.to_act();
        let due = |at: Option<Millis>| at.is_some_and(|t| t <= now);
        let (late, remind): (Vec<Seat>, Vec<Seat>) = (0..self.players.len())
            .filter(|&s| to_act.includes(s))
            .filter(|&s| {
                let p = &self.players[s].schedule;
                due(p.deadline_at) || due(p.reminder_at)
            })
            .partition(|&s| due(self.players[s].schedule.deadline_at));
        if late.is_empty() && remind.is_empty() {
            return None;
        }
        let mut change = Change::new(self.row.move_count);
        let before = self.seat_turns();
        // A seat's bank absorbs its deadline first; once that ran out, the seat spent it all.
        let mut late = late;
        late.retain(|&seat| !self.seat_bank_absorbs(&mut change, seat));
        for &seat in &late {
            if let Some(from) = self.players[seat].schedule.bank_from {
                self.spend_bank(&mut change, seat, from, now);
            }
        }
        for &seat in &late {
            let Some(game) = self.game() else { break };
            let at = game.seat_turn(seat);
            let (round, turn) = (at.round + 1, at.turn + 1);
            let mut happenings = Vec::new();
            if let Some(text) = game.default_move(seat) {
                match self.apply(&mut change, text.clone(), None) {
                    Ok(applied) => happenings = applied.happenings,
                    Err(e) => tracing::error!(
                        game = %self.row.public_id,
                        seat,
                        "the deadline move {text} was refused: {e}"
                    ),
                }
            }
            let timed_out = vec![self.player_ref(seat)];
            self.event(
                &mut change,
                format!("s{seat}r{round}t{turn}:deadline"),
                Event::DeadlinePassed {
                    round,
                    turn,
                    timed_out,
                },
            );
            self.announce_all(&mut change, happenings);
            // A seat whose step did not close has no deadline left to wait for.
            if self.game().is_some_and(|g| g.seat_turn(seat) == at) {
                self.players[seat].schedule = GameSchedule::default();
                change.seats.push(seat);
            }
        }
        for &seat in &remind {
            let Some(game) = self.game() else { break };
            let at = game.seat_turn(seat);
            let player = &mut self.players[seat];
            player.schedule.reminder_at = None;
            change.seats.push(seat);
            let settings = users(player.user);
            if player.bot.is_some() || !settings.reminders || settings.vacation {
                continue;
            }
            let deadline = player.schedule.deadline_at.unwrap_or(now);
            let (round, turn) = (at.round + 1, at.turn + 1);
            let players = vec![self.player_ref(seat)];
            self.event(
                &mut change,
                format!("s{seat}r{round}t{turn}:reminder"),
                Event::Reminder {
                    round,
                    turn,
                    deadline,
                    players,
                },
            );
        }
        self.after_free_moves(&mut change, &before, &late, now, users);
        Some(Write::Append(self.finish(change, now)))
    }
}
