//! A substitute takes over a seat of a running game (`/league substitute`): the seat, its
//! moves and its standing stay as they are; who plays it from now on changes, and so does
//! whom its result is credited to (docs/leagues.md, "Substitutes").

use super::*;
use crate::words::msg;

impl LiveGame {
    /// Seats `sub` (named `name`) in `out`'s seat. The service has checked who asks and
    /// why; this checks the game: running, `out` seated and still playing, `sub` not
    /// already in it.
    pub fn substitute(
        &mut self,
        out: UserId,
        sub: UserId,
        name: &str,
        now: Millis,
    ) -> Result<Write, AppError> {
        let (seat, game) = self.seat_of(out)?;
        // A resignation is a move of the log: the seat's later turns end with no move,
        // whoever would sit there.
        if game.has_resigned(seat) {
            return Err(AppError::Refused(msg!("app-substitute-resigned")));
        }
        if self.players[seat].bot.is_some() {
            return Err(AppError::Refused(msg!("app-substitute-bot")));
        }
        if self.index_of(sub).is_some() {
            return Err(AppError::Refused(msg!("app-substitute-plays")));
        }
        let before = self.player_ref(seat);
        let p = &mut self.players[seat];
        p.user = sub;
        p.name = name.to_owned();
        let after = self.player_ref(seat);
        let mut change = Change::new(self.row.move_count);
        // One substitution per seat, substitute and position of the log: the key of a
        // retried write, never of another substitution.
        let key = format!("sub:{}:{seat}:{sub}", self.row.move_count);
        self.event(
            &mut change,
            key,
            Event::Substituted {
                out: before,
                sub: after,
            },
        );
        let append = self.finish(change, now);
        Ok(Write::Substitute {
            out,
            sub,
            name: name.to_owned(),
            append,
        })
    }
}
