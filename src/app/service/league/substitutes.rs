//! `/league substitute`: an organiser seats a member in a running league game for a player
//! who left the league or missed two of the game's deadlines. The seat keeps its moves and
//! its standing; its result goes to whoever holds it at the end (docs/leagues.md,
//! "Substitutes").

use super::LeagueMember;
use crate::app::event::Event;
use crate::app::league::Action;
use crate::app::service::{Actor, AppError, GameInfo, Guess, Place, Service, UserId};
use crate::words::msg;

/// How many of a game's deadlines a player must have missed before an organiser may seat
/// a substitute for them (a player still in the league).
pub const MISSED_DEADLINES: usize = 2;

impl Service {
    /// Seats `sub` in `out`'s seat of the league game found from `here` or `named` (never
    /// guessed): `by` must organise its league (or be a server admin), `sub` must be a
    /// member of it, and `out` must have left it or missed `MISSED_DEADLINES` (2) deadlines of
    /// the game.
    pub async fn substitute(
        &self,
        by: &Actor,
        here: Option<Place>,
        named: Option<&str>,
        out: UserId,
        sub: LeagueMember,
    ) -> Result<GameInfo, AppError> {
        let access = self.find_game(by, here, named, Guess::Never).await?;
        let game = access.view.info.id.clone();
        let league_id = self
            .league_of_live(&game)
            .ok_or_else(|| AppError::Refused(msg!("app-substitute-league-only")))?;
        let league = self.league_by_id(league_id).await?;
        self.authorize_league(
            &league,
            Action::ManageMembers,
            by,
            "app-league-may-substitute",
        )
        .await?;
        let members = self.members(league_id).await?;
        if !members.iter().any(|m| m.user == sub.user) {
            let name = sub.name.as_str();
            let league = league.name.as_str();
            return Err(AppError::Refused(msg!(
                "app-substitute-not-member",
                name,
                league
            )));
        }
        if members.iter().any(|m| m.user == out) {
            let missed = self.deadlines_missed(&game, out).await?;
            if missed < MISSED_DEADLINES {
                return Err(AppError::Refused(msg!(
                    "app-substitute-too-soon",
                    missed,
                    needed = MISSED_DEADLINES
                )));
            }
        }
        self.on_game(&game, move |live, now, _| {
            let write = live.substitute(out, sub.user, &sub.name, now)?;
            Ok((Some(write), live.info()))
        })
        .await
    }

    /// How many of `game`'s deadlines passed while it waited for `user`, from its stored
    /// events.
    async fn deadlines_missed(&self, game: &str, user: UserId) -> Result<usize, AppError> {
        let payloads = self
            .inner
            .store
            .event_payloads(game, Event::DEADLINE_PASSED)
            .await?;
        Ok(payloads
            .iter()
            .filter_map(|p| serde_json::from_str::<Event>(p).ok())
            .filter(|e| match e {
                Event::DeadlinePassed { timed_out, .. } => timed_out.iter().any(|p| p.user == user),
                _ => false,
            })
            .count())
    }
}
