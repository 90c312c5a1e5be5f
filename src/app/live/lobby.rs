//! The lobby: joining, leaving, starting and cancelling a game before (or, for cancel,
//! while) it is played. Each call checks who may do it and gives the write that records it.

use super::*;
use crate::words::msg;

impl LiveGame {
    pub fn join(&mut self, user: UserId, name: &str, now: Millis) -> Result<Write, AppError> {
        self.add_player(user, name, None, now)
    }

    /// The host seats a computer player of `level` ("Bot 2 (strong)"). Not in a game that
    /// cannot have one (a league's, a solo or daily game): the service checks the league.
    pub fn add_bot(&mut self, user: UserId, level: Level, now: Millis) -> Result<Write, AppError> {
        self.check_lobby()?;
        if user != self.row.host {
            return Err(AppError::NotHost(msg!("app-host-adds-bots")));
        }
        if self.row.self_paced {
            return Err(AppError::Refused(msg!("app-solo-is-yours")));
        }
        if !self.rules.has_bots() {
            return Err(AppError::Refused(msg!("app-no-bots-yet")));
        }
        self.seat_bot(level, now)
    }

    /// Seats a computer player of `level` in the lobby, whoever's game it is: the daily
    /// challenge's opponents ([`crate::game::Rules::daily_opponents`]), seated by the
    /// service, never by a player.
    pub fn seat_bot(&mut self, level: Level, now: Millis) -> Result<Write, AppError> {
        if !self.rules.has_bots() {
            return Err(AppError::Refused(msg!("app-no-bots-yet")));
        }
        let n = (1..)
            .find(|&n| self.index_of(UserId::bot(n)).is_none())
            .expect("a free number");
        // Named in the game's language, as its posts are: "Bot 2 (stark)" in German.
        let said = msg!("bot-name", n, level = level.msg());
        let name = crate::game::words_of(self.rules).render_in(&self.settings.language, &said, &[]);
        self.add_player(UserId::bot(n), &name, Some(level), now)
    }

    /// Seats a person (`bot: None`) or a computer player in the lobby.
    fn add_player(
        &mut self,
        user: UserId,
        name: &str,
        bot: Option<Level>,
        now: Millis,
    ) -> Result<Write, AppError> {
        self.check_lobby()?;
        if self.index_of(user).is_some() {
            return Err(AppError::AlreadyJoined);
        }
        if self.players.len() >= self.settings.max_players {
            return Err(AppError::Full(self.settings.max_players));
        }
        let join_order = self.players.iter().map(|p| p.join_order).max().unwrap_or(0) + 1;
        let bot = bot.map(|level| level.name().to_owned());
        self.players.push(PlayerRow {
            user,
            name: name.to_string(),
            join_order,
            seat: None,
            joined_at: now,
            bot: bot.clone(),
            hints: 0,
            hinted_at: None,
            schedule: GameSchedule::default(),
            bank_left: None,
        });
        self.row.touched_at = self.row.touched_at.max(now);
        Ok(Write::AddPlayer {
            game_id: self.row.id,
            user,
            name: name.to_string(),
            bot,
            at: now,
        })
    }

    /// The host takes the last computer player added out of the lobby.
    pub fn remove_bot(&mut self, user: UserId, now: Millis) -> Result<Write, AppError> {
        self.check_lobby()?;
        if user != self.row.host {
            return Err(AppError::NotHost(msg!("app-host-removes-bots")));
        }
        let last = self
            .players
            .iter()
            .filter(|p| p.bot.is_some())
            .max_by_key(|p| p.join_order)
            .map(|p| p.user)
            .ok_or_else(|| AppError::Refused(msg!("app-no-bot-to-remove")))?;
        self.players.retain(|p| p.user != last);
        self.row.touched_at = self.row.touched_at.max(now);
        Ok(Write::RemovePlayer {
            game_id: self.row.id,
            user: last,
            at: now,
        })
    }

    /// Leaving the lobby; leaving a started game is a resignation (see [`Self::resign`]).
    pub fn leave_lobby(&mut self, user: UserId, now: Millis) -> Result<Write, AppError> {
        self.check_lobby()?;
        let i = self.index_of(user).ok_or(AppError::NotAPlayer)?;
        if user == self.row.host {
            return Err(AppError::HostCannotLeave);
        }
        self.players.remove(i);
        self.row.touched_at = self.row.touched_at.max(now);
        Ok(Write::RemovePlayer {
            game_id: self.row.id,
            user,
            at: now,
        })
    }

    /// The host takes a player (a person or a computer player) out of the lobby. Not
    /// themselves: a host leaves by cancelling. The player may join again, if the lobby's
    /// invitations let them (see `Service::join`).
    pub fn kick(&mut self, user: UserId, player: UserId, now: Millis) -> Result<Write, AppError> {
        self.check_lobby()?;
        if user != self.row.host {
            return Err(AppError::NotHost(msg!("app-kick-host-only")));
        }
        if player == self.row.host {
            return Err(AppError::Refused(msg!("app-kick-not-yourself")));
        }
        let i = self
            .index_of(player)
            .ok_or_else(|| AppError::Refused(msg!("app-kick-not-in-lobby")))?;
        self.players.remove(i);
        self.row.touched_at = self.row.touched_at.max(now);
        Ok(Write::RemovePlayer {
            game_id: self.row.id,
            user: player,
            at: now,
        })
    }

    pub fn start(&mut self, user: UserId, now: Millis, users: Users) -> Result<Write, AppError> {
        self.check_lobby()?;
        if user != self.row.host {
            return Err(AppError::NotHost(msg!("app-host-starts")));
        }
        // Computer players never play alone: their thinking would cost everyone, for
        // nobody to watch.
        if self.players.iter().all(|p| p.bot.is_some()) {
            return Err(AppError::Refused(msg!("app-bots-not-alone")));
        }
        let game = self
            .rules
            .setup(self.row.seed, &self.settings.options, self.players.len())
            .map_err(AppError::BadSettings)?;
        // The host joined first, so join order gives seat 0 to the host.
        self.players.sort_by_key(|p| p.join_order);
        for (seat, p) in self.players.iter_mut().enumerate() {
            p.seat = Some(seat as u32);
        }
        self.kept = Some(Kept::new(game.as_ref(), self.players.len(), &[]));
        self.phase = Phase::Started(game);
        self.row.status = GameStatus::Active;
        self.row.started_at = Some(now);
        let mut change = Change::new(self.row.move_count);
        let players = (0..self.players.len())
            .map(|i| self.player_ref(i))
            .collect();
        self.event(
            &mut change,
            "start".into(),
            Event::GameStarted {
                players,
                game: self.rules.id().to_owned(),
                options: serde_json::from_str(&self.settings.options)
                    .unwrap_or(serde_json::Value::Null),
                turn_ms: self.row.turn_ms,
            },
        );
        self.begin_turn(&mut change, now, users);
        let seats = self
            .players
            .iter()
            .map(|p| (p.user, p.seat.unwrap_or(0)))
            .collect();
        let append = self.finish(change, now);
        Ok(Write::Start { seats, append })
    }

    pub fn cancel(&mut self, user: UserId, admin: bool, now: Millis) -> Result<Write, AppError> {
        match self.row.status {
            GameStatus::Finished => return Err(AppError::Finished),
            GameStatus::Cancelled => return Err(AppError::Cancelled),
            _ => {}
        }
        if user != self.row.host && !admin {
            return Err(AppError::NotHost(msg!("app-host-cancels")));
        }
        let mut change = Change::new(self.row.move_count);
        self.event(
            &mut change,
            "cancel".into(),
            Event::GameCancelled { by: user },
        );
        self.row.status = GameStatus::Cancelled;
        self.row.ended_at = Some(now);
        self.row.schedule = GameSchedule::default();
        Ok(Write::Append(self.finish(change, now)))
    }
}
