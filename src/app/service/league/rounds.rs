//! Rounds and league games: drawing a round's tables and opening each as a game, a
//! member's own league game, and the league's say over its live games (only members join,
//! only organisers and admins cancel).

use crate::store::SeasonNo;
use crate::store::{LeagueId, RoundId};
use std::collections::HashMap;
use std::time::Duration;

use super::{corrupt, league_options, settings_of, LeagueMember};
use crate::app::league::{Action, Round};
use crate::app::service::{
    lock, normalize, Actor, AppError, Extra, GameInfo, GameSettings, Place, Service, UserId,
};
use crate::store::{LeagueLink, LeagueRow, LeagueWrite, Output, Write};
use crate::words::msg;

/// A round as drawn: the adapter opens a place per table, then calls
/// [`Service::open_table`] for each.
#[derive(Clone, Debug, PartialEq)]
pub struct RoundDraw {
    pub league_id: LeagueId,
    pub league: String,
    pub round_id: RoundId,
    /// The round's number in the league (from 1).
    pub number: u32,
    pub season: SeasonNo,
    /// The recorded seed of the draw.
    pub seed: u64,
    /// The tables, each in seat order (the first player hosts the table's game).
    pub tables: Vec<Vec<LeagueMember>>,
}

/// Why a table whose players left the league is not played.
fn too_few_left(league: &str, table: usize, left: usize) -> AppError {
    AppError::Refused(msg!(
        "app-table-not-played",
        table = table + 1,
        left,
        league
    ))
}

impl Service {
    /// Draws a round (organisers and admins only): the members are split into tables of
    /// the league's size with a seed from the service's generator, mixing away from the
    /// season's earlier rounds; the draw is recorded. Then open each table with
    /// [`Service::open_table`].
    pub async fn draw_round(&self, by: &Actor, league: &str) -> Result<RoundDraw, AppError> {
        self.draw_round_paced(by, league, None).await
    }

    /// [`Service::draw_round`], the round's games free-paced (each player at their own
    /// pace) or played together as `free_pace` says, whatever the league's options (`None`:
    /// as they say).
    pub async fn draw_round_paced(
        &self,
        by: &Actor,
        league: &str,
        free_pace: Option<bool>,
    ) -> Result<RoundDraw, AppError> {
        let row = self.league_row(by.server()?, league).await?;
        self.authorize_league(&row, Action::StartRound, by, "app-league-may-start-round")
            .await?;
        let settings = settings_of(&row)?;
        let members = self.members(row.id).await?;
        let ids: Vec<UserId> = members.iter().map(|m| m.user).collect();
        let guard = self.league_lock(row.id);
        let _guard = guard.lock().await;
        let season = self.current_season(row.id).await?;
        let all = self.inner.store.league_rounds(row.id, None).await?;
        let previous: Vec<Round> = all
            .iter()
            .filter(|r| r.season == season.number)
            .map(|r| serde_json::from_str(&r.draw).map_err(|e| corrupt(format!("round: {e}"))))
            .collect::<Result<_, _>>()?;
        let seed = lock(&self.inner.rng).next_u64();
        let mut round = Round::draw(&ids, settings.table_size, seed, &previous)
            .map_err(|e| AppError::Refused(msg!("app-round-not-drawn", why = e.msg())))?;
        if let Some(free) = free_pace {
            // Checked now, so that a game that cannot be free-paced draws no round.
            league_options(&row, Some(free), |id| self.rules(id).ok())?;
            round.free_pace = Some(free);
        }
        let number = all.last().map_or(1, |r| r.number + 1);
        let out = self
            .inner
            .store
            .write(Write::League(LeagueWrite::Round {
                league_id: row.id,
                season: season.number,
                number,
                seed,
                draw: serde_json::to_string(&round).expect("a round serializes"),
                by: by.user,
                at: self.inner.clock.now(),
            }))
            .await?;
        let Output::RoundId(round_id) = out else {
            return Err(corrupt(format!("round returned {out:?}")));
        };
        let names: HashMap<UserId, &str> =
            members.iter().map(|m| (m.user, m.name.as_str())).collect();
        Ok(RoundDraw {
            league_id: row.id,
            league: row.name.clone(),
            round_id,
            number,
            season: season.number,
            seed,
            tables: round
                .tables
                .iter()
                .map(|t| {
                    t.iter()
                        .map(|&user| LeagueMember {
                            user,
                            name: names.get(&user).copied().unwrap_or("player").to_string(),
                        })
                        .collect()
                })
                .collect(),
        })
    }

    /// Opens table `table` (from 0) of a drawn round in `place`: creates its game with
    /// the league's options, seats the table's players (the first hosts, as the Mayor)
    /// and starts it. A table opens once. A player who has left the league since the
    /// draw is left out, and the table plays with those who remain (the first of them
    /// hosts); with fewer than two left, the table is not played and nothing is created.
    pub async fn open_table(
        &self,
        round_id: RoundId,
        table: usize,
        place: Place,
    ) -> Result<GameInfo, AppError> {
        let round_row = self
            .inner
            .store
            .league_round(round_id)
            .await?
            .ok_or_else(|| AppError::NotFound(msg!("app-no-such-round")))?;
        let league = self.league_by_id(round_row.league_id).await?;
        let round: Round = serde_json::from_str(&round_row.draw)
            .map_err(|e| corrupt(format!("round {round_id}: {e}")))?;
        let players = round
            .tables
            .get(table)
            .ok_or_else(|| AppError::NotFound(msg!("app-no-such-table", table = table + 1)))?;
        let names: HashMap<UserId, String> = self
            .members(league.id)
            .await?
            .into_iter()
            .map(|m| (m.user, m.name))
            .collect();
        let seated: Vec<(UserId, String)> = players
            .iter()
            .filter_map(|u| names.get(u).map(|name| (*u, name.clone())))
            .collect();
        if seated.len() < 2 {
            return Err(too_few_left(&league.name, table, seated.len()));
        }
        let link = LeagueLink {
            league_id: league.id,
            season: round_row.season,
            round_id: Some(round_id),
            table_no: Some(table as u32),
        };
        let svc = self.clone();
        tokio::spawn(async move {
            let host = Actor::new(seated[0].0, seated[0].1.clone());
            let info = svc
                .create_in_league(place, &host, &league, link, seated.len(), round.free_pace)
                .await?;
            let host = host.user;
            let mut joined = 1;
            for (user, name) in &seated[1..] {
                // Someone who leaves the league this very moment is left out too.
                match svc.join(&info.id, &Actor::new(*user, name.clone())).await {
                    Ok(_) => joined += 1,
                    Err(AppError::Refused(why)) => {
                        tracing::info!(
                            game = info.id,
                            user = user.get(),
                            "left out of a league table: {}",
                            crate::words::english(&why)
                        )
                    }
                    Err(e) => return Err(e),
                }
            }
            if joined < 2 {
                // Not left behind as a lobby that never starts.
                svc.on_game(&info.id, move |live, now, _| {
                    Ok((Some(live.cancel(host, true, now)?), ()))
                })
                .await?;
                return Err(too_few_left(&league.name, table, joined));
            }
            svc.start_game(&info.id, host).await
        })
        .await
        .map_err(|_| AppError::ShuttingDown)?
    }

    /// A league game opened by a member (`/game new league:NAME`): a lobby that only the
    /// league's members may join; the host starts it as usual.
    pub async fn create_league_game(
        &self,
        place: Place,
        league: &str,
        host: &Actor,
    ) -> Result<GameInfo, AppError> {
        let league = self.league_host(place.guild, league, host.user).await?;
        let members = self.members(league.id).await?;
        let season = self.current_season(league.id).await?;
        let link = LeagueLink {
            league_id: league.id,
            season: season.number,
            round_id: None,
            table_no: None,
        };
        let svc = self.clone();
        let host = host.clone();
        let max = members.len().min(crate::app::MAX_PLAYERS);
        tokio::spawn(async move {
            let _one_at_a_time = svc.creating(host.user).await;
            svc.check_new_lobby(host.user).await?;
            svc.create_in_league(place, &host, &league, link, max, None)
                .await
        })
        .await
        .map_err(|_| AppError::ShuttingDown)?
    }

    /// Refuses to open a game of a league to anyone but its members, and a game of
    /// another kind than `game` (a league plays one game, chosen when it was made).
    pub async fn check_league_host(
        &self,
        host: &Actor,
        league: &str,
        game: &str,
    ) -> Result<(), AppError> {
        let row = self.league_host(host.server()?, league, host.user).await?;
        if row.game != game {
            let name = |id: &str| {
                self.rules(id)
                    .map_or(id.to_owned(), |r| r.name().to_owned())
            };
            return Err(AppError::Refused(msg!(
                "app-league-plays-another",
                league = &row.name,
                plays = name(&row.game),
                named = name(game)
            )));
        }
        Ok(())
    }

    async fn league_host(
        &self,
        guild: crate::store::GuildId,
        league: &str,
        host: UserId,
    ) -> Result<LeagueRow, AppError> {
        let league = self.league_row(guild, league).await?;
        let members = self.members(league.id).await?;
        if !members.iter().any(|m| m.user == host) {
            return Err(AppError::Refused(msg!(
                "app-members-open-games",
                league = &league.name
            )));
        }
        Ok(league)
    }

    async fn create_in_league(
        &self,
        place: Place,
        host: &Actor,
        league: &LeagueRow,
        link: LeagueLink,
        max_players: usize,
        free_pace: Option<bool>,
    ) -> Result<GameInfo, AppError> {
        // Never more seats than the game has: a member-opened lobby is sized by the
        // league's members, and a joiner past the game's most would make its start fail.
        let most = *self.rules(&league.game)?.seats().end();
        let settings = GameSettings {
            game: league.game.clone(),
            options: league_options(league, free_pace, |id| self.rules(id).ok())?,
            turn_deadline: Duration::from_millis(league.turn_ms.max(0) as u64),
            bank: std::time::Duration::ZERO,
            reminder_lead: None,
            max_players: max_players.max(2).min(most),
            hints: false,
            language: self.guild_language(place.guild).await?.to_owned(),
        };
        settings.validate()?;
        let extra = Extra {
            league: Some(link),
            ..Extra::default()
        };
        let info = self.create(place, host, settings, extra).await?;
        lock(&self.inner.leagues.games).insert(info.id.clone(), league.id);
        Ok(info)
    }

    /// Whether `user` cancels `game` with an admin's rights. A league game is the league's:
    /// its organisers and admins cancel it, anyone else is refused (its host too, for a
    /// cancelled game does not count). Any other game: as the adapter said.
    pub(in crate::app::service) async fn cancel_rights(
        &self,
        game: &str,
        by: &Actor,
    ) -> Result<bool, AppError> {
        let Some(league) = self.league_of_live(&normalize(game)) else {
            return Ok(by.admin);
        };
        let row = self.league_by_id(league).await?;
        self.authorize_league(&row, Action::CancelGame, by, "app-league-may-cancel-game")
            .await?;
        Ok(true)
    }

    /// Refuses a non-member's joining a league game.
    pub(in crate::app::service) async fn check_league_join(
        &self,
        game: &str,
        user: UserId,
    ) -> Result<(), AppError> {
        let Some(league) = self.league_of_live(&normalize(game)) else {
            return Ok(());
        };
        let members = self.members(league).await?;
        if members.iter().any(|m| m.user == user) {
            return Ok(());
        }
        let row = self.league_by_id(league).await?;
        Err(AppError::Refused(msg!(
            "app-members-join-games",
            league = &row.name
        )))
    }
}
