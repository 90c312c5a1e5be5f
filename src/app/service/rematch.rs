//! Rematches: a finished game's players play it again, with the same options, the same
//! computer players and the same people. The first press of Rematch opens a lobby for them
//! (its presser the host, its invitations the previous game's people); each later press of
//! a previous player joins it; the last of them in starts it. The link from the finished
//! game to its rematch is stored with the rematch (one per game, `store/lobby.rs`), and
//! every press on one game runs in turn ([`Service::rematching`]), so that players pressing
//! at once open one lobby.

use super::*;
use crate::game::Level;
use crate::store::{Guests, Invitee};

/// What a press of Rematch did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Rematch {
    /// There is no rematch yet: the caller opens a place for it (a new thread) and calls
    /// [`Service::open_rematch`] there.
    Open,
    /// The presser joined the rematch (started if they were the last one it waited for).
    Joined(GameInfo),
    /// The presser opened the rematch, as its host (started at once when nobody else
    /// played the previous game but computer players).
    Opened(GameInfo),
}

/// A finished game that may be played again: its row, its people and its computer
/// players' levels, in seat order.
struct Previous {
    row: GameRow,
    people: Vec<UserId>,
    bots: Vec<Level>,
}

/// The turn of the presses on one finished game, held from reading its rematch link to
/// the end of the press. The lock leaves the map with its last holder.
pub(super) struct Rematching {
    svc: Service,
    game: String,
    _guard: tokio::sync::OwnedMutexGuard<()>,
}

impl Drop for Rematching {
    fn drop(&mut self) {
        let mut rematching = lock(&self.svc.inner.rematching);
        // The map's and this guard's: nobody else waits.
        if rematching
            .get(&self.game)
            .is_some_and(|l| Arc::strong_count(l) == 2)
        {
            rematching.remove(&self.game);
        }
    }
}

impl Service {
    /// Waits for the turn to act on the rematch of `previous` (a public id).
    pub(super) async fn rematching(&self, previous: &str) -> Rematching {
        let game = normalize(previous);
        let mutex = lock(&self.inner.rematching)
            .entry(game.clone())
            .or_default()
            .clone();
        Rematching {
            svc: self.clone(),
            game,
            _guard: mutex.lock_owned().await,
        }
    }

    /// Whether a game's end post offers a rematch: a finished game of a server. Not a
    /// self-paced game (a solo game or a daily attempt: `/game solo` plays again, and a
    /// day's challenge is once a day), nor a league's (its organisers' rounds make its
    /// games and tables).
    pub async fn rematch_offered(&self, game: &str) -> Result<bool, AppError> {
        let store = &self.inner.store;
        let Some(row) = store.find_game(&normalize(game)).await? else {
            return Ok(false);
        };
        let kind = row.status == GameStatus::Finished
            && !row.self_paced
            && row.place.guild != GuildId::NONE;
        Ok(kind && !store.in_league(row.id).await?)
    }

    /// A press of Rematch under the end post of `game`, by one of its players: joins its
    /// rematch if there is one, else says to open one ([`Rematch::Open`]). A second press
    /// of the same player, or a press by someone who did not play, is refused.
    pub async fn press_rematch(&self, actor: &Actor, game: &str) -> Result<Rematch, AppError> {
        let previous = self.previous(actor, game).await?;
        let _one_at_a_time = self.rematching(&previous.row.public_id).await;
        match self.inner.store.rematch_of(previous.row.id).await? {
            Some(rematch) => self
                .join_rematch(&rematch, actor)
                .await
                .map(Rematch::Joined),
            None => Ok(Rematch::Open),
        }
    }

    /// Opens the rematch of `game` in `place`, `actor` its host: the same kind of game,
    /// options, turn hours, reminder, most players, language and hints, the same computer
    /// players at the same levels, open to the previous game's people only. If another
    /// press opened it meanwhile, joins that one instead ([`Rematch::Joined`]: the place is
    /// then unused).
    pub async fn open_rematch(
        &self,
        place: Place,
        actor: &Actor,
        game: &str,
    ) -> Result<Rematch, AppError> {
        let previous = self.previous(actor, game).await?;
        let _one_at_a_time = self.rematching(&previous.row.public_id).await;
        if let Some(rematch) = self.inner.store.rematch_of(previous.row.id).await? {
            return self
                .join_rematch(&rematch, actor)
                .await
                .map(Rematch::Joined);
        }
        let row = &previous.row;
        let settings = GameSettings::stored(row);
        settings.validate()?;
        let invited = previous
            .people
            .iter()
            .filter(|&&u| u != actor.user)
            .map(|&u| Invitee::User(u))
            .collect();
        let extra = Extra {
            guests: Guests {
                invited,
                rematch_of: Some(row.id),
            },
            ..Extra::default()
        };
        let mut info = self.create_spawned(place, actor, settings, extra).await?;
        for level in previous.bots {
            match self.add_bot(&info.id, actor, level).await {
                Ok(with_bot) => info = with_bot,
                // The lobby opens with the computer players seated so far: its host sees
                // them, and may seat more (or be told why not) with the lobby's buttons.
                Err(e) => {
                    tracing::warn!(
                        game = info.id,
                        "cannot seat a rematch's computer player: {e}"
                    );
                    break;
                }
            }
        }
        self.rematch_may_start(&info.id).await.map(Rematch::Opened)
    }

    /// Joins the rematch `game` (a public id) once.
    async fn join_rematch(&self, game: &str, actor: &Actor) -> Result<GameInfo, AppError> {
        let info = self.game_info(game).await?;
        if info.players.iter().any(|p| p.player.user == actor.user) {
            return Err(AppError::Refused(msg!("app-rematch-already-in", game)));
        }
        self.join_lobby(game, actor).await?;
        self.rematch_may_start(game).await
    }

    /// Starts a rematch's lobby (as its host) once every person it is open to is in; the
    /// game as it is then. A start refused (the host's limits) leaves the lobby for its
    /// host to start.
    pub(super) async fn rematch_may_start(&self, game: &str) -> Result<GameInfo, AppError> {
        let info = self.game_info(game).await?;
        if info.status != GameStatus::Lobby {
            return Ok(info);
        }
        let invited = self.inner.store.invitees(&info.id).await?;
        let everyone_in = invited.iter().all(|i| match i {
            Invitee::User(u) => info.players.iter().any(|p| p.player.user == *u),
            Invitee::Role(_) => true,
        });
        if !everyone_in {
            return Ok(info);
        }
        match self.start_game(&info.id, info.host).await {
            Ok(started) => Ok(started),
            Err(e) => {
                tracing::warn!(game = info.id, "cannot start a rematch: {e}");
                Ok(info)
            }
        }
    }

    /// The finished game `game` whose rematch `actor` asks for, if they may: one of its
    /// people, from its server.
    async fn previous(&self, actor: &Actor, game: &str) -> Result<Previous, AppError> {
        let store = &self.inner.store;
        let row = store
            .find_game(&normalize(game))
            .await?
            .ok_or_else(|| AppError::NoSuchGame(game.trim().to_owned()))?;
        if actor.guild != Some(row.place.guild) {
            return Err(AppError::OtherServer);
        }
        match row.status {
            GameStatus::Finished => {}
            GameStatus::Cancelled => return Err(AppError::Cancelled),
            _ => return Err(AppError::Refused(msg!("app-rematch-not-over"))),
        }
        if row.self_paced || store.in_league(row.id).await? {
            return Err(AppError::Refused(msg!("app-rematch-none")));
        }
        let stored = store
            .load_game(row.id)
            .await?
            .ok_or_else(|| AppError::NoSuchGame(row.public_id.clone()))?;
        let mut players = stored.players;
        players.sort_by_key(|p| (p.seat, p.join_order));
        let people: Vec<UserId> = players
            .iter()
            .filter(|p| p.bot.is_none())
            .map(|p| p.user)
            .collect();
        if !people.contains(&actor.user) {
            return Err(AppError::Refused(msg!(
                "app-rematch-players-only",
                game = &row.public_id
            )));
        }
        let bots = players
            .iter()
            .filter_map(|p| p.bot.as_deref()?.parse().ok())
            .collect();
        Ok(Previous { row, people, bots })
    }
}
