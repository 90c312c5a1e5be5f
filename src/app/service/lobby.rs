//! The lobby: creating a game, joining, leaving, starting and cancelling it.

use super::*;
use crate::store::{Guests, Invitee};

/// How a game is created beyond its settings: solo and daily games.
#[derive(Clone, Debug, Default)]
pub(super) struct Extra {
    /// The seed to use instead of a random one (a day's recorded seed).
    pub(super) seed: Option<u64>,
    pub(super) self_paced: bool,
    /// The day (`YYYY-MM-DD`) and server of a daily attempt, created with the game.
    pub(super) daily: Option<(String, Option<crate::store::GuildId>)>,
    /// The league (and round table) the game belongs to, linked with its creation.
    pub(super) league: Option<crate::store::LeagueLink>,
    /// Its invitations and the game it is the rematch of, written with it.
    pub(super) guests: Guests,
}

/// What leaving a game did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Left {
    /// Left the lobby.
    Lobby,
    /// Left a started game: a resignation, stored as a move.
    Resigned(Box<MoveOutcome>),
}

const ID_ALPHABET: &[u8] = b"23456789abcdefghjkmnpqrstuvwxyz";
const ID_LEN: usize = 5;

/// An id of `len` letters and digits that cannot be misread (no 0/o, 1/l/i), from `rng`: a
/// game's public id, a server's or a player's web id.
pub(super) fn readable_id(rng: &mut crate::game::rng::Rng, len: usize) -> String {
    (0..len)
        .map(|_| ID_ALPHABET[rng.below(ID_ALPHABET.len() as u32) as usize] as char)
        .collect()
}

impl Service {
    /// Creates a game in a place; the host joins it as its first player (the Mayor).
    pub async fn create_game(
        &self,
        place: Place,
        host: &Actor,
        settings: GameSettings,
    ) -> Result<GameInfo, AppError> {
        self.create_game_inviting(place, host, settings, Vec::new())
            .await
    }

    /// [`Service::create_game`], open to `invited` only (none: to everyone): at most the
    /// game's seats but the host's, who needs no invitation.
    pub async fn create_game_inviting(
        &self,
        place: Place,
        host: &Actor,
        settings: GameSettings,
        mut invited: Vec<Invitee>,
    ) -> Result<GameInfo, AppError> {
        settings.validate()?;
        invited.retain(|i| *i != Invitee::User(host.user));
        invited.sort_by_key(|i| match i {
            Invitee::User(u) => (0, u.get()),
            Invitee::Role(r) => (1, r.get()),
        });
        invited.dedup();
        let most = settings.max_players.saturating_sub(1);
        if invited.len() > most {
            return Err(AppError::BadSettings(msg!(
                "app-invite-too-many",
                n = invited.len(),
                most
            )));
        }
        let extra = Extra {
            guests: Guests {
                invited,
                rematch_of: None,
            },
            ..Extra::default()
        };
        self.create_spawned(place, host, settings, extra).await
    }

    /// Creates a lobby, the host's limits checked first.
    pub(super) async fn create_spawned(
        &self,
        place: Place,
        host: &Actor,
        settings: GameSettings,
        extra: Extra,
    ) -> Result<GameInfo, AppError> {
        let svc = self.clone();
        let host = host.clone();
        // In a task of its own, so that a caller who gives up cannot leave a game stored
        // but not loaded.
        tokio::spawn(async move {
            let _one_at_a_time = svc.creating(host.user).await;
            svc.check_new_lobby(host.user).await?;
            svc.create(place, &host, settings, extra).await
        })
        .await
        .map_err(|_| AppError::ShuttingDown)?
    }

    pub(super) async fn create(
        &self,
        place: Place,
        host: &Actor,
        settings: GameSettings,
        extra: Extra,
    ) -> Result<GameInfo, AppError> {
        self.check_owner(place.guild)?;
        let (host_name, host) = (&host.name, host.user);
        let rules = self.rules(&settings.game)?;
        let options = settings.options.clone();
        // Hints never help in a daily challenge or a league game (nor exist in a game with
        // no computer player to give them).
        let hints =
            settings.hints && rules.has_bots() && extra.daily.is_none() && extra.league.is_none();
        let mut last = None;
        for _ in 0..8 {
            let now = self.inner.clock.now();
            let (public_id, seed) = {
                let mut rng = lock(&self.inner.rng);
                let id = readable_id(&mut rng, ID_LEN);
                let seed = rng.next_u64();
                (id, extra.seed.unwrap_or(seed))
            };
            if lock(&self.inner.games).contains_key(&public_id) {
                continue;
            }
            let new = NewGame {
                public_id: public_id.clone(),
                kind: rules.id().into(),
                place,
                host,
                host_name: host_name.clone(),
                options: options.clone(),
                ruleset: rules.ruleset(),
                seed,
                turn_ms: settings.turn_deadline.as_millis() as i64,
                bank_ms: settings.bank.as_millis() as i64,
                reminder_ms: settings.reminder().as_millis() as i64,
                max_players: settings.max_players as u32,
                created_at: now,
                self_paced: extra.self_paced,
                hints,
                language: crate::words::language(&settings.language)
                    .unwrap_or("en")
                    .to_owned(),
            };
            let write = match (&extra.daily, extra.league) {
                (Some((date, guild)), _) => Write::CreateDailyGame {
                    game: new.clone(),
                    date: date.clone(),
                    guild: *guild,
                },
                (None, Some(link)) => Write::CreateLeagueGame {
                    game: new.clone(),
                    link,
                },
                (None, None) if !extra.guests.is_empty() => Write::CreateWithGuests {
                    game: new.clone(),
                    guests: extra.guests.clone(),
                },
                (None, None) => Write::CreateGame(new.clone()),
            };
            let id = match self.inner.store.write(write).await {
                Ok(Output::GameId(id)) => id,
                Ok(other) => {
                    return Err(StoreError::Corrupt(format!("create returned {other:?}")).into())
                }
                Err(e @ StoreError::DuplicateId(_)) => {
                    last = Some(e);
                    continue;
                }
                Err(e) => return Err(e.into()),
            };
            let row = GameRow {
                id,
                public_id: public_id.clone(),
                kind: new.kind,
                place,
                host,
                options: new.options,
                ruleset: new.ruleset,
                seed,
                turn_ms: new.turn_ms,
                bank_ms: new.bank_ms,
                reminder_ms: new.reminder_ms,
                max_players: new.max_players,
                status: GameStatus::Lobby,
                created_at: now,
                started_at: None,
                ended_at: None,
                schedule: GameSchedule::default(),
                move_count: 0,
                self_paced: extra.self_paced,
                hints,
                touched_at: now,
                language: new.language.clone(),
            };
            let host_row = PlayerRow {
                user: host,
                name: host_name.clone(),
                join_order: 1,
                seat: None,
                joined_at: now,
                bot: None,
                hints: 0,
                hinted_at: None,
                schedule: GameSchedule::default(),
                bank_left: None,
            };
            let mut settings = settings.clone();
            settings.reminder_lead = Some(settings.reminder());
            settings.hints = hints;
            let live = LiveGame::created(row, settings, rules, host_row);
            let mut info = live.info();
            info.bots_allowed &= extra.league.is_none();
            lock(&self.inner.games).insert(public_id, Arc::new(Slot::new(id, live)));
            return Ok(info);
        }
        Err(last
            .unwrap_or_else(|| StoreError::Corrupt("no free public id".into()))
            .into())
    }

    /// Joins a game in its lobby: a lobby with invitations only its invited users and the
    /// members of its invited roles. The last of a rematch's players to come in starts it.
    pub async fn join(&self, game: &str, who: &Actor) -> Result<GameInfo, AppError> {
        self.check_invited(game, who).await?;
        let info = self.join_lobby(game, who).await?;
        match self.inner.store.rematch_source(&info.id).await? {
            Some(previous) => {
                let _one_at_a_time = self.rematching(&previous).await;
                self.rematch_may_start(&info.id).await
            }
            None => Ok(info),
        }
    }

    /// Joins a game in its lobby, its invitations checked already.
    pub(super) async fn join_lobby(&self, game: &str, who: &Actor) -> Result<GameInfo, AppError> {
        let (user, name) = (who.user, who.name.clone());
        self.check_league_join(game, user).await?;
        self.on_game(game, move |live, now, _| {
            let write = live.join(user, &name, now)?;
            Ok((Some(write), live.info()))
        })
        .await
    }

    /// Refuses a user a lobby they are not invited to (by name or by a role they hold).
    async fn check_invited(&self, game: &str, who: &Actor) -> Result<(), AppError> {
        let invited = self.inner.store.invitees(&normalize(game)).await?;
        let welcome = invited.is_empty()
            || invited.iter().any(|i| match i {
                Invitee::User(u) => *u == who.user,
                Invitee::Role(r) => who.roles.contains(r),
            });
        if welcome {
            return Ok(());
        }
        Err(AppError::Refused(msg!(
            "app-invite-only",
            game = normalize(game)
        )))
    }

    /// The users and roles a lobby is open to (none: everyone).
    pub async fn invitees(&self, game: &str) -> Result<Vec<Invitee>, AppError> {
        Ok(self.inner.store.invitees(&normalize(game)).await?)
    }

    /// The host takes `player` out of the lobby (a person or a computer player); they may
    /// join again if its invitations let them.
    pub async fn kick(
        &self,
        game: &str,
        who: &Actor,
        player: UserId,
    ) -> Result<GameInfo, AppError> {
        let user = who.user;
        self.on_game(game, move |live, now, _| {
            let write = live.kick(user, player, now)?;
            Ok((Some(write), live.info()))
        })
        .await
    }

    /// Leaves a game: from the lobby (not the host, who cancels instead), or, once it has
    /// started, resigns (the player's later turns finish with no trail).
    pub async fn leave(&self, game: &str, user: UserId) -> Result<Left, AppError> {
        self.on_game(game, move |live, now, users| {
            if live.row.status == GameStatus::Lobby {
                Ok((Some(live.leave_lobby(user, now)?), Left::Lobby))
            } else {
                let (write, outcome) = live.resign(user, now, users)?;
                Ok((Some(write), Left::Resigned(Box::new(outcome))))
            }
        })
        .await
    }

    /// Leaves a game's lobby; refused once the game has started (a stale lobby button must
    /// not resign anyone).
    pub async fn leave_lobby(&self, game: &str, user: UserId) -> Result<(), AppError> {
        self.on_game(game, move |live, now, _| {
            authority::lobby_only(live.row.status, live.rules)?;
            Ok((Some(live.leave_lobby(user, now)?), ()))
        })
        .await
    }

    /// Starts a game (the host only): seats the host as the Mayor (seat 0), the others in
    /// join order, and starts the first turn. Refused to a host who already hosts as many
    /// started games as allowed.
    pub async fn start_game(&self, game: &str, user: UserId) -> Result<GameInfo, AppError> {
        let _one_at_a_time = self.check_new_start(game, user).await?;
        self.on_game(game, move |live, now, users| {
            let write = live.start(user, now, users)?;
            Ok((Some(write), live.info()))
        })
        .await
    }

    /// Cancels a game in the lobby or in play: the host, or anyone the adapter says is an
    /// admin.
    pub async fn cancel(&self, game: &str, who: &Actor) -> Result<(), AppError> {
        let user = who.user;
        let admin = self.cancel_rights(game, who).await?;
        self.on_game(game, move |live, now, _| {
            Ok((Some(live.cancel(user, admin, now)?), ()))
        })
        .await
    }
}
