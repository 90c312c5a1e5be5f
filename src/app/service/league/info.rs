//! Creating a league, and what `/league info` shows of it.

use crate::store::GuildId;
use crate::store::LeagueId;
use crate::store::{ChannelId, GameKind};
use std::time::Duration;

use super::results::stored_status;
use super::{
    corrupt, millis, name_key, options_of, season_key, season_of, settings_of, LeagueMember,
};
use crate::app::league::result::GameStatus as ResultStatus;
use crate::app::league::{LeagueSettings, Season};
use crate::app::service::{lock, Actor, AppError, GameSettings, Service};
use crate::store::{LeagueWrite, NewLeague, Output, StoreError, Write};
use crate::words::msg;

/// The longest league name.
pub const MAX_NAME: usize = 40;

/// The shortest and longest season.
pub const MIN_SEASON: Duration = Duration::from_secs(24 * 3600);
pub const MAX_SEASON: Duration = Duration::from_secs(366 * 24 * 3600);

/// What an organiser chooses when creating a league.
#[derive(Clone, Debug, PartialEq)]
pub struct LeagueSpec {
    pub name: String,
    /// The game the league plays (its kind in the registry).
    pub game: GameKind,
    /// The options of the league's games, as the game stores them.
    pub options: String,
    /// Each turn's deadline in the league's games.
    pub turn_deadline: Duration,
    /// How long a season lasts; `None`: until an organiser ends it.
    pub season_length: Option<Duration>,
    pub settings: LeagueSettings,
}

/// A league as `/league info` shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct LeagueInfo {
    pub id: LeagueId,
    pub guild: GuildId,
    /// Where it was created (season ends are posted there).
    pub channel: ChannelId,
    pub name: String,
    pub settings: LeagueSettings,
    /// The game the league plays.
    pub game: GameKind,
    /// The options of its games, as the game stores them.
    pub options: String,
    pub turn_deadline: Duration,
    pub season_length: Option<Duration>,
    /// The current season.
    pub season: Season,
    pub members: Vec<LeagueMember>,
    /// Organisers (user, name).
    pub organisers: Vec<LeagueMember>,
    /// Rounds drawn so far (all seasons).
    pub rounds: u32,
    /// League games being played now.
    pub live_games: usize,
    /// Counting games of the current season.
    pub season_games: usize,
}

impl Service {
    /// Creates a league on a server; its creator is its first organiser (not a member:
    /// they join like anyone). The first season starts now.
    pub async fn create_league(
        &self,
        by: &Actor,
        channel: ChannelId,
        spec: LeagueSpec,
    ) -> Result<LeagueInfo, AppError> {
        let guild = by.server()?;
        self.check_owner(guild)?;
        let name = spec.name.trim().to_string();
        if name.is_empty() || name.chars().count() > MAX_NAME {
            return Err(AppError::BadSettings(msg!(
                "app-league-name-length",
                most = MAX_NAME
            )));
        }
        if name.contains(['`', '*', '_', '~', '|', '<', '>', '@', '#', ':']) {
            return Err(AppError::BadSettings(msg!("app-league-name-marks")));
        }
        spec.settings.validate().map_err(AppError::BadSettings)?;
        let rules = self.rules(&spec.game)?;
        rules
            .setup(0, &spec.options, spec.settings.table_size.max(2))
            .map_err(AppError::BadSettings)?;
        GameSettings {
            game: spec.game.clone(),
            options: spec.options.clone(),
            turn_deadline: spec.turn_deadline,
            bank: std::time::Duration::ZERO,
            reminder_lead: None,
            max_players: spec.settings.table_size.max(2),
            hints: false,
            language: "en".to_owned(),
        }
        .validate()?;
        if let Some(len) = spec.season_length {
            if !(MIN_SEASON..=MAX_SEASON).contains(&len) {
                return Err(AppError::BadSettings(msg!("app-season-length")));
            }
        }
        let now = self.inner.clock.now();
        let season_ms = spec.season_length.map(millis);
        let new = NewLeague {
            guild,
            name: name.clone(),
            name_key: name_key(&name),
            channel,
            created_by: by.user,
            created_by_name: by.name.clone(),
            settings: serde_json::to_string(&spec.settings).expect("settings serialize"),
            game: spec.game.clone(),
            options: spec.options.clone(),
            turn_ms: millis(spec.turn_deadline),
            season_ms,
            created_at: now,
            first_season_ends: season_ms.map(|l| now + l),
        };
        let id = match self
            .inner
            .store
            .write(Write::League(LeagueWrite::Create(new)))
            .await
        {
            Ok(Output::LeagueId(id)) => id,
            Ok(other) => return Err(corrupt(format!("create league returned {other:?}"))),
            Err(StoreError::Duplicate(_)) => {
                return Err(AppError::Refused(msg!("app-league-name-taken", name)))
            }
            Err(e) => return Err(e.into()),
        };
        if let Some(l) = season_ms {
            lock(&self.inner.schedule).set(&season_key(id), Some(now + l));
            self.inner.wake.notify_one();
        }
        self.league_info_by_id(id).await
    }

    /// A league, by name on a server.
    pub async fn league_info(&self, guild: GuildId, name: &str) -> Result<LeagueInfo, AppError> {
        let row = self.league_row(guild, name).await?;
        self.league_info_by_id(row.id).await
    }

    /// A league, by id.
    pub async fn league_info_by_id(&self, league_id: LeagueId) -> Result<LeagueInfo, AppError> {
        let row = self.league_by_id(league_id).await?;
        let settings = settings_of(&row)?;
        let season = self.current_season(row.id).await?;
        let members = self.members(row.id).await?;
        let organisers = self
            .inner
            .store
            .league_organisers(row.id)
            .await?
            .into_iter()
            .map(|(user, name)| LeagueMember { user, name })
            .collect();
        let rounds = self.inner.store.league_rounds(row.id, None).await?.len() as u32;
        let games = self.inner.store.league_games(row.id).await?;
        let live_games = games.iter().filter(|g| g.status.is_none()).count();
        // Every ended game's status is read, those of other seasons too: one this code
        // does not know is a damaged record to report, not a game to skip.
        let mut season_games = 0;
        for g in &games {
            if let Some(status) = &g.status {
                let status = stored_status(&g.public_id, status)?;
                if status == ResultStatus::Finished && g.link.season == season.number {
                    season_games += 1;
                }
            }
        }
        Ok(LeagueInfo {
            id: row.id,
            guild: row.guild,
            channel: row.channel,
            name: row.name.clone(),
            game: row.game.clone(),
            options: options_of(&row)?,
            turn_deadline: Duration::from_millis(row.turn_ms.max(0) as u64),
            season_length: row
                .season_ms
                .map(|l| Duration::from_millis(l.max(0) as u64)),
            settings,
            season: season_of(&season),
            members,
            organisers,
            rounds,
            live_games,
            season_games,
        })
    }

    /// A server's leagues (id, name), by name.
    pub async fn leagues_in(&self, guild: GuildId) -> Result<Vec<(LeagueId, String)>, AppError> {
        Ok(self
            .inner
            .store
            .leagues_of_guild(guild)
            .await?
            .into_iter()
            .map(|l| (l.id, l.name))
            .collect())
    }

    /// The id of a server's league by name.
    pub async fn league_id(&self, guild: GuildId, name: &str) -> Result<LeagueId, AppError> {
        Ok(self.league_row(guild, name).await?.id)
    }
}
