//! Who belongs to a league (members join and leave by themselves) and who manages it
//! (organisers, with the server's admins).

use serde::{Deserialize, Serialize};

use super::LeagueInfo;
use crate::app::league::{authorize, Action};
use crate::app::service::{Actor, AppError, Service, UserId};
use crate::store::{LeagueRow, LeagueWrite, Output, Write};
use crate::words::{list, msg, Arg};

/// A member of a league.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LeagueMember {
    pub user: UserId,
    pub name: String,
}

impl Service {
    /// Refuses a management action to a user who neither organises the league nor is a
    /// server admin, naming who may.
    pub(super) async fn authorize_league(
        &self,
        league: &LeagueRow,
        action: Action,
        by: &Actor,
        what: &'static str,
    ) -> Result<(), AppError> {
        let organisers = self.inner.store.league_organisers(league.id).await?;
        let ids: Vec<UserId> = organisers.iter().map(|(u, _)| *u).collect();
        authorize(action, by.user, &ids, by.admin).map_err(|_| {
            let names: Vec<&str> = organisers.iter().map(|(_, n)| n.as_str()).collect();
            let organisers = if names.is_empty() {
                Arg::Msg(msg!("app-no-organisers-yet"))
            } else {
                list(names)
            };
            AppError::Refused(msg!(
                "app-only-organisers",
                league = &league.name,
                organisers,
                what = msg!(what)
            ))
        })
    }

    /// Joins a league of the actor's server, under the actor's name.
    pub async fn join_league(&self, who: &Actor, league: &str) -> Result<LeagueInfo, AppError> {
        let row = self.league_row(who.server()?, league).await?;
        let joined = self
            .inner
            .store
            .write(Write::League(LeagueWrite::Join {
                league_id: row.id,
                user: who.user,
                name: who.name.clone(),
                at: self.inner.clock.now(),
            }))
            .await?;
        if joined == Output::Changed(false) {
            return Err(AppError::Refused(msg!(
                "app-already-member",
                league = &row.name
            )));
        }
        self.league_info_by_id(row.id).await
    }

    /// Leaves a league. Results already played stay in the standings; games being played
    /// go on.
    pub async fn leave_league(&self, who: &Actor, league: &str) -> Result<(), AppError> {
        let row = self.league_row(who.server()?, league).await?;
        let left = self
            .inner
            .store
            .write(Write::League(LeagueWrite::Leave {
                league_id: row.id,
                user: who.user,
            }))
            .await?;
        if left == Output::Changed(false) {
            return Err(AppError::Refused(msg!(
                "app-not-a-member",
                league = &row.name
            )));
        }
        Ok(())
    }

    /// Makes `organiser` (a user, by the name to show) an organiser (organisers and
    /// admins only).
    pub async fn add_organiser(
        &self,
        by: &Actor,
        league: &str,
        organiser: LeagueMember,
    ) -> Result<LeagueInfo, AppError> {
        let LeagueMember {
            user,
            name: user_name,
        } = organiser;
        let row = self.league_row(by.server()?, league).await?;
        self.authorize_league(&row, Action::Configure, by, "app-league-may-add-organisers")
            .await?;
        let added = self
            .inner
            .store
            .write(Write::League(LeagueWrite::AddOrganiser {
                league_id: row.id,
                user,
                name: user_name.clone(),
                by: by.user,
                at: self.inner.clock.now(),
            }))
            .await?;
        if added == Output::Changed(false) {
            return Err(AppError::Refused(msg!(
                "app-already-organises",
                who = &user_name,
                league = &row.name
            )));
        }
        self.league_info_by_id(row.id).await
    }

    /// Removes an organiser (organisers and admins only; the last organiser stays unless
    /// an admin removes them).
    pub async fn remove_organiser(
        &self,
        by: &Actor,
        league: &str,
        user: UserId,
    ) -> Result<LeagueInfo, AppError> {
        let row = self.league_row(by.server()?, league).await?;
        self.authorize_league(
            &row,
            Action::Configure,
            by,
            "app-league-may-remove-organisers",
        )
        .await?;
        let organisers = self.inner.store.league_organisers(row.id).await?;
        if !organisers.iter().any(|(u, _)| *u == user) {
            return Err(AppError::Refused(msg!(
                "app-does-not-organise",
                league = &row.name
            )));
        }
        if organisers.len() == 1 && !by.admin {
            return Err(AppError::Refused(msg!("app-last-organiser")));
        }
        self.inner
            .store
            .write(Write::League(LeagueWrite::RemoveOrganiser {
                league_id: row.id,
                user,
            }))
            .await?;
        self.league_info_by_id(row.id).await
    }
}
