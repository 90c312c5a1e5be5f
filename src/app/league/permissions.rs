//! Who may manage a league: its organisers and the server's admins. Everyone may look.

use crate::store::UserId;
use serde::{Deserialize, Serialize};

/// Something a user asks of a league.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    /// `/league round`: split the members into tables and open the games.
    StartRound,
    /// End the current season before its date.
    EndSeason,
    /// Change the league's settings (table size, points, season dates, organisers).
    Configure,
    /// Add or remove members.
    ManageMembers,
    /// Cancel a league game (it then does not count).
    CancelGame,
    /// `tucana league recompute`: rebuild the ratings from the results.
    Recompute,
    /// `/league standings`.
    ViewStandings,
    /// Look at the ratings.
    ViewRatings,
}

impl Action {
    /// Whether only organisers and admins may do it.
    pub fn is_management(self) -> bool {
        !matches!(self, Action::ViewStandings | Action::ViewRatings)
    }
}

/// Refused: the user neither organises the league nor administers the server.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}", crate::words::english(&crate::words::Msg::new("app-league-permission")))]
pub struct PermissionError;

/// Whether `user` may manage the league: one of its `organisers`, or a server admin.
pub fn can_manage(user: UserId, organisers: &[UserId], is_admin: bool) -> bool {
    is_admin || organisers.contains(&user)
}

/// Whether `user` may do `action`.
pub fn authorize(
    action: Action,
    user: UserId,
    organisers: &[UserId],
    is_admin: bool,
) -> Result<(), PermissionError> {
    if !action.is_management() || can_manage(user, organisers, is_admin) {
        Ok(())
    } else {
        Err(PermissionError)
    }
}
