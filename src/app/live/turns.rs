//! Play: moves and resignations, vacation passes, the start of each turn (deadline and
//! reminder), and what is due at a deadline or a reminder.

use super::*;
use crate::words::msg;

impl LiveGame {
    /// A player's move, typed as the game reads it, checked by the game, and everything
    /// that follows from it.
    pub fn play(
        &mut self,
        user: UserId,
        typed: &str,
        now: Millis,
        users: Users,
    ) -> Result<(Write, MoveOutcome), AppError> {
        let (seat, game) = self.seat_of(user)?;
        // A resignation typed as a move leaves the game as `/game leave` does: told as the
        // player leaving, not as a move.
        if game.forfeit(seat, typed) == Some(Forfeit::Game) {
            let (write, mut outcome) = self.resign(user, now, users)?;
            outcome
                .note
                .get_or_insert_with(|| Msg::new("move-you-left"));
            return Ok((write, outcome));
        }
        let names = self.names();
        let text = game
            .parse_named(seat, typed, &names)
            .map_err(|e| AppError::Illegal(e.0))?;
        self.play_logged(user, seat, text, false, now, users)
    }

    /// What `user`'s typed move would give up for good, if anything ([`Play::forfeit`]).
    pub fn forfeit(&self, user: UserId, typed: &str) -> Option<Forfeit> {
        let (seat, game) = self.seat_of(user).ok()?;
        game.forfeit(seat, typed)
    }

    /// Leaving a started game: the game's resignation move. The last person leaving a game
    /// that has computer players ends it ([`Self::abandon`]).
    pub fn resign(
        &mut self,
        user: UserId,
        now: Millis,
        users: Users,
    ) -> Result<(Write, MoveOutcome), AppError> {
        let (seat, game) = self.seat_of(user)?;
        let text = game.resign_move(seat);
        if self.last_person(seat) {
            return self.abandon(user, seat, text, now);
        }
        self.play_logged(user, seat, text, true, now, users)
    }

    /// Whether `seat` is the last person still playing a game that goes on, with computer
    /// players in it: without that person, the game would be theirs alone.
    fn last_person(&self, seat: Seat) -> bool {
        let Some(game) = self.game().filter(|g| !g.is_finished()) else {
            return false;
        };
        let person = |(s, p): (usize, &PlayerRow)| p.bot.is_none() && !game.has_resigned(s);
        self.players.iter().any(|p| p.bot.is_some())
            && self
                .players
                .iter()
                .enumerate()
                .filter(|&sp| person(sp))
                .all(|(s, _)| s == seat)
    }

    /// The last person leaves (their resignation `text` is logged): the game ends there as
    /// abandoned, cancelled with a `game_abandoned` event, rather than be played on by
    /// computer players alone, costing thinking time nobody watches.
    fn abandon(
        &mut self,
        user: UserId,
        seat: Seat,
        text: String,
        now: Millis,
    ) -> Result<(Write, MoveOutcome), AppError> {
        self.check_active()?;
        let mut change = Change::new(self.row.move_count);
        let seq = change.first_seq;
        let Applied { note, .. } = self.apply(&mut change, text, Some(user))?;
        let by = self.player_ref(seat);
        self.event(&mut change, "abandoned".into(), Event::GameAbandoned { by });
        self.row.status = GameStatus::Cancelled;
        self.row.ended_at = Some(now);
        self.row.schedule = GameSchedule::default();
        let append = self.finish(change, now);
        let moves = append.moves.iter().map(|m| m.text.clone()).collect();
        let outcome = MoveOutcome {
            seq,
            moves,
            status: Msg::new("status-done"),
            done: true,
            note,
            quick: Vec::new(),
            turn_closed: true,
            game_over: true,
            next: None,
        };
        Ok((Write::Append(append), outcome))
    }

    fn play_logged(
        &mut self,
        user: UserId,
        seat: Seat,
        text: String,
        resign: bool,
        now: Millis,
        users: Users,
    ) -> Result<(Write, MoveOutcome), AppError> {
        // Past the deadline the turn is closed, whether or not the scheduler has got to
        // it yet (in a free-paced game, the seat's own deadline); leaving the game is
        // still fine.
        let free = self.free();
        let overdue = match free {
            true => self.seat_overdue(seat, now),
            false => self.row.schedule.deadline_at.is_some_and(|d| d <= now),
        };
        if overdue && !resign {
            return Err(AppError::TooLate);
        }
        let game = self.check_active()?;
        let before = game.seat_turn(seat);
        let seat_turns = self.seat_turns();
        // A move after the deadline its bank absorbed spends the time it took past it.
        let bank_from = match free {
            true => self.players[seat].schedule.bank_from,
            false => self.row.schedule.bank_from,
        };
        let was_waiting = game.to_act().includes(seat);
        let mut change = Change::new(self.row.move_count);
        let seq = change.first_seq;
        let Applied { happenings, note } = self.apply(&mut change, text, Some(user))?;
        // Told beyond the table: the seats' names go into the note.
        let note = note.map(|n| n.naming(&self.names()));
        let game = self.check_active_or_over()?;
        // In a free-paced game, the player's own turn.
        let turn_closed = game.seat_turn(seat) != before || game.is_finished();
        let next = (free && turn_closed && game.to_act().includes(seat))
            .then(|| game.seat_headline(seat))
            .flatten();
        let done = turn_closed || !game.to_act().includes(seat);
        let status = if turn_closed {
            Msg::new("status-done")
        } else {
            game.seat_status(seat)
        };
        let quick = if turn_closed {
            Vec::new()
        } else {
            game.quick_moves(seat)
        };
        if let (Some(from), true, false) =
            (bank_from, if free { turn_closed } else { done }, resign)
        {
            self.spend_bank(&mut change, seat, from, now);
        }
        if resign {
            let player = self.player_ref(seat);
            self.event(
                &mut change,
                format!("m{seq}:left"),
                Event::PlayerLeft { player },
            );
        } else if !turn_closed && was_waiting && done && !free {
            self.seat_finished(&mut change, seat);
        }
        self.announce_all(&mut change, happenings);
        if free {
            self.after_free_moves(&mut change, &seat_turns, &[], now, users);
        } else if turn_closed {
            self.begin_turn(&mut change, now, users);
        }
        let game_over = self.row.status == GameStatus::Finished;
        let append = self.finish(change, now);
        let moves = append.moves.iter().map(|m| m.text.clone()).collect();
        Ok((
            Write::Append(append),
            MoveOutcome {
                seq,
                moves,
                status,
                done,
                note,
                quick,
                turn_closed,
                game_over,
                next,
            },
        ))
    }

    /// The started game, finished or not (after a move that may have ended it).
    fn check_active_or_over(&self) -> Result<&dyn Play, AppError> {
        started(&self.phase, &self.row.public_id)
    }

    /// A vacationing user's default move in this game's current turn, if they are to act.
    pub fn vacation_pass(&mut self, user: UserId, now: Millis, users: Users) -> Option<Write> {
        let (seat, game) = self.seat_of(user).ok()?;
        let text = game.default_move(seat)?;
        // Nobody waits for a player of a free-paced game: their own deadlines pass.
        if !game.to_act().includes(seat) || !self.someone_plays(users) || game.is_free_paced() {
            return None;
        }
        let before = game.turn();
        let mut change = Change::new(self.row.move_count);
        let applied = self.apply(&mut change, text, None).ok()?;
        let game = self.game()?;
        if game.turn() != before || game.is_finished() {
            self.announce_all(&mut change, applied.happenings);
            self.begin_turn(&mut change, now, users);
        } else {
            self.seat_finished(&mut change, seat);
        }
        Some(Write::Append(self.finish(change, now)))
    }

    /// Tells the table that `seat` has done its part of a turn that goes on, and who is
    /// still to act (keyed by the move that finished it, so that a retry posts it once and
    /// two computer players finishing in one change post twice).
    fn seat_finished(&self, change: &mut Change, seat: Seat) {
        let (round, turn) = self.round_turn();
        let (player, waiting_for) = (self.player_ref(seat), self.waiting_refs());
        let last = change.first_seq + change.moves.len().saturating_sub(1) as i64;
        let key = format!("m{last}:finished");
        let event = Event::PlayerFinished {
            round,
            turn,
            player,
            waiting_for,
        };
        self.event(change, key, event);
    }

    /// Whether some player who has not left is not on vacation: vacation passes are made
    /// only then, so that a game of absent players waits for its deadlines instead of
    /// running to its end at once.
    fn someone_plays(&self, users: Users) -> bool {
        let Some(game) = self.game() else {
            return false;
        };
        self.players
            .iter()
            .enumerate()
            .any(|(s, p)| p.bot.is_none() && !game.has_resigned(s) && !users(p.user).vacation)
    }

    /// The computer players the game waits for now, with their levels.
    pub fn bots_to_act(&self) -> Vec<(Seat, Level)> {
        let Some(game) = self
            .game()
            .filter(|_| self.row.status == GameStatus::Active)
        else {
            return Vec::new();
        };
        game.to_act()
            .seats()
            .into_iter()
            .filter_map(|seat| Some((seat, self.bot_level(seat)?)))
            .collect()
    }

    /// The seed of a computer player's choices: the game's, told apart by seat.
    pub fn bot_seed(&self, seat: Seat) -> u64 {
        crate::game::seat_seed(self.row.seed, seat)
    }

    /// Makes the computer players' moves, each worked out (off the game's lock) for the
    /// step `at`: a move is made only if its seat is still to act in that step, and one the
    /// game refuses (or none at all) is replaced by the seat's default move, so that a
    /// computer player never holds a game up. An error (nothing changed) if a computer
    /// player is to act in that step and none could move: the scheduler then backs off.
    pub fn play_bots(
        &mut self,
        moves: Vec<(Seat, Turn, Option<String>)>,
        now: Millis,
        users: Users,
    ) -> Result<Option<Write>, AppError> {
        let mut change = Change::new(self.row.move_count);
        let mut turn_closed = false;
        let free = self.free();
        let stuck_at: Vec<(Seat, Turn)> = moves.iter().map(|(s, at, _)| (*s, *at)).collect();
        for (seat, at, text) in moves {
            let Some(game) = self.game() else { break };
            if self.row.status != GameStatus::Active
                || game.seat_turn(seat) != at
                || self.bot_level(seat).is_none()
                || !game.to_act().includes(seat)
            {
                continue;
            }
            let before = self.seat_turns();
            let fallback = game.default_move(seat);
            let applied = match text.map(|text| self.apply(&mut change, text, None)) {
                Some(Ok(applied)) => Some(applied),
                refused => {
                    if let Some(Err(e)) = refused {
                        tracing::error!(
                            game = %self.row.public_id,
                            seat,
                            "a computer player's move was refused: {e}"
                        );
                    }
                    fallback.and_then(|text| self.apply(&mut change, text, None).ok())
                }
            };
            let (Some(applied), Some(game)) = (applied, self.game()) else {
                continue;
            };
            if free {
                let finished = game.is_finished();
                self.announce_all(&mut change, applied.happenings);
                self.after_free_moves(&mut change, &before, &[], now, users);
                if finished {
                    break;
                }
                continue;
            }
            if game.turn() != at || game.is_finished() {
                self.announce_all(&mut change, applied.happenings);
                turn_closed = true;
                break;
            }
            if !game.to_act().includes(seat) {
                self.seat_finished(&mut change, seat);
            }
        }
        if change.moves.is_empty() {
            let stuck = self
                .game()
                .is_some_and(|g| stuck_at.iter().any(|&(s, at)| g.seat_turn(s) == at))
                && !self.bots_to_act().is_empty();
            return match stuck {
                true => Err(AppError::Refused(msg!(
                    "app-bot-stuck",
                    game = self.row.public_id.clone()
                ))),
                false => Ok(None),
            };
        }
        if turn_closed {
            self.begin_turn(&mut change, now, users);
        }
        Ok(Some(Write::Append(self.finish(change, now))))
    }

    /// The seat of `user` in the active game, if the game waits for them now.
    pub fn seat_to_act(&self, user: UserId) -> Result<(Seat, &dyn Play), AppError> {
        let (seat, game) = self.seat_of(user)?;
        if !game.to_act().includes(seat) {
            return Err(AppError::Refused(msg!("app-nothing-to-play")));
        }
        Ok((seat, game))
    }

    /// The step a hint is counted for: a player's hints are counted once per step (a
    /// turn and its bonus trails), however often they ask and whoever else moves.
    pub fn hint_step(&self, seat: Seat) -> i64 {
        let at = self.game().map_or(Turn::default(), |g| g.seat_turn(seat));
        (at.round as i64 + 1) * 1_000_000 + at.turn as i64 + 1
    }

    /// Counts a hint `user` asked for in step `step` ([`Self::hint_step`]), unless they
    /// asked in that step already. Refused if the step is over or they have played it
    /// (the hint was worked out too late to help).
    pub fn count_hint(&mut self, user: UserId, step: i64) -> Result<Option<Write>, AppError> {
        let (seat, _) = self.seat_to_act(user)?;
        if self.hint_step(seat) != step {
            return Err(AppError::Refused(msg!("app-turn-moved-on")));
        }
        let i = self.index_of(user).ok_or(AppError::NotAPlayer)?;
        let player = &mut self.players[i];
        if player.hinted_at == Some(step) {
            return Ok(None);
        }
        player.hints += 1;
        player.hinted_at = Some(step);
        Ok(Some(Write::CountHint {
            game_id: self.row.id,
            user,
            step,
        }))
    }

    /// The hints `user` has asked for in this game.
    pub fn hints_of(&self, user: UserId) -> u32 {
        self.index_of(user).map_or(0, |i| self.players[i].hints)
    }

    /// After the turn changed (or the game started): ends the game, or makes the default
    /// moves of the players away and announces the new turn with its deadline. (The
    /// rounds that ended and the turns skipped were announced as the moves were applied.)
    pub(super) fn begin_turn(&mut self, change: &mut Change, now: Millis, users: Users) {
        loop {
            let Some(game) = self.game() else { return };
            if game.is_finished() {
                let standings = self.standings();
                let winners = game
                    .winners()
                    .into_iter()
                    .map(|s| self.player_ref(s))
                    .collect();
                self.event(
                    change,
                    "end".into(),
                    Event::GameEnded { standings, winners },
                );
                self.row.status = GameStatus::Finished;
                self.row.ended_at = Some(now);
                self.row.schedule = GameSchedule::default();
                return;
            }
            if game.is_free_paced() {
                self.begin_free(change, now, users);
                return;
            }
            let at = game.turn();
            let away: Vec<Seat> = game
                .to_act()
                .seats()
                .into_iter()
                .filter(|&s| users(self.players[s].user).vacation)
                .collect();
            if away.is_empty() || !self.someone_plays(users) {
                break;
            }
            for seat in away {
                let Some(game) = self.game() else { return };
                if game.turn() != at {
                    break;
                }
                if let Some(text) = game.default_move(seat) {
                    // A default move the game refuses is simply not made.
                    if let Ok(applied) = self.apply(change, text, None) {
                        self.announce_all(change, applied.happenings);
                    }
                }
            }
            let Some(game) = self.game() else { return };
            if game.turn() == at && !game.is_finished() {
                break;
            }
        }
        let Some(game) = self.game() else { return };
        let names: Vec<String> = (0..self.players.len())
            .map(|s| self.player_ref(s).name)
            .collect();
        // Kept in the outbox, beyond the table: its seats named.
        let headline = game.headline().map(|h| h.naming(&names));
        // A self-paced turn has no deadline (the event says 0) and no reminder: the
        // scheduler never looks at the game.
        let (deadline, schedule) = if self.row.self_paced {
            (
                0,
                GameSchedule {
                    turn_started_at: Some(now),
                    ..GameSchedule::default()
                },
            )
        } else {
            // Moved past the server's quiet hours.
            let schedule = self.turn_schedule(now);
            (schedule.deadline_at.unwrap_or(now), schedule)
        };
        self.row.schedule = schedule;
        let (round, turn) = self.round_turn();
        let waiting_for = self.waiting_refs();
        self.event_with_key(
            change,
            crate::app::event::turn_key(&self.row.public_id, round, turn),
            Event::TurnStarted {
                round,
                turn,
                headline,
                cards: None,
                deadline,
                waiting_for,
                hints: self.row.hints,
            },
        );
    }

    /// The deadline or the reminder, if one is due.
    pub fn handle_due(&mut self, now: Millis, users: Users) -> Option<Write> {
        if self.row.status != GameStatus::Active {
            return None;
        }
        // Nothing falls due inside the server's quiet hours.
        if let Some(write) = self.quiet_postpones(now) {
            return Some(write);
        }
        if self.free() {
            return self.handle_free_due(now, users);
        }
        let s = self.row.schedule;
        if s.deadline_at.is_some_and(|d| d <= now) {
            // The banks of the seats still to play absorb the deadline first.
            if let Some(write) = self.bank_absorbs(now) {
                return Some(write);
            }
            return Some(self.close_turn(now, users));
        }
        if s.reminder_at.is_some_and(|r| r <= now) {
            return Some(self.remind(users, now));
        }
        None
    }

    fn close_turn(&mut self, now: Millis, users: Users) -> Write {
        let mut change = Change::new(self.row.move_count);
        let (round, turn) = self.round_turn();
        let timed_out = self.waiting_refs();
        // Every seat still to play spent its bank (the banks' end is the deadline now).
        if let Some(from) = self.row.schedule.bank_from {
            let seats = self.game().map(|g| g.to_act().seats()).unwrap_or_default();
            for seat in seats {
                self.spend_bank(&mut change, seat, from, now);
            }
        }
        let moves = self.game().map(|g| g.deadline_moves()).unwrap_or_default();
        let mut happenings = Vec::new();
        for text in moves {
            match self.apply(&mut change, text.clone(), None) {
                Ok(applied) => happenings.extend(applied.happenings),
                Err(e) => tracing::error!(
                    game = %self.row.public_id,
                    "the deadline move {text} was refused: {e}"
                ),
            }
        }
        self.event(
            &mut change,
            format!("r{round}t{turn}:deadline"),
            Event::DeadlinePassed {
                round,
                turn,
                timed_out,
            },
        );
        self.announce_all(&mut change, happenings);
        self.begin_turn(&mut change, now, users);
        Write::Append(self.finish(change, now))
    }

    fn remind(&mut self, users: Users, now: Millis) -> Write {
        let mut change = Change::new(self.row.move_count);
        let players: Vec<PlayerRef> = match self.game() {
            Some(game) => game
                .to_act()
                .seats()
                .into_iter()
                .filter(|&s| {
                    let u = users(self.players[s].user);
                    u.reminders && !u.vacation
                })
                .map(|s| self.player_ref(s))
                .collect(),
            None => Vec::new(),
        };
        self.row.schedule.reminder_at = None;
        if !players.is_empty() {
            let (round, turn) = self.round_turn();
            let deadline = self.row.schedule.deadline_at.unwrap_or(now);
            self.event(
                &mut change,
                format!("r{round}t{turn}:reminder"),
                Event::Reminder {
                    round,
                    turn,
                    deadline,
                    players,
                },
            );
        }
        Write::Append(self.finish(change, now))
    }
}
