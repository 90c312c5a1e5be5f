//! Who may see and act on a game. A game acts only in its own server: a call from another
//! server is refused, whoever makes it (an admin's rights count in their own server only),
//! and a self-paced game (solo, daily) only for its player, whose thread is private. A game
//! in a direct message with the bot (on no server, [`GuildId::NONE`]) is its player's own:
//! seen only by them, and only from where no server counts (a direct message, a group DM
//! or a server without the bot), so that no server's id ever reaches it.
//!
//! The adapter finds a game with [`Service::game_for`] or [`Service::find_game`], which
//! check the caller, and acts on it through the [`GameAccess`] they return; the unchecked
//! calls (`Service::join`, `play`, ...) are for the tools and the tests.

use super::{normalize, AppError, GameInfo, GameStatus, GameView, Left, Place, Service, UserId};
use crate::app::live::{LiveGame, MoveOutcome};
use crate::game::Rules;
use crate::store::{GameRow, GuildId};
use crate::words::msg;

/// Who makes a call: a user, by the name to show, from a server, with or without that
/// server's admin rights. The adapter builds one per interaction; the service takes it
/// instead of a user, a name and a flag passed one by one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Actor {
    pub user: UserId,
    /// The name to show for the user (a server nickname, else their display name).
    pub name: String,
    /// The server the call comes from, if the bot is on it (`None`: a direct message, a
    /// group DM or a server without the bot, where only the user's own games are).
    pub guild: Option<GuildId>,
    /// Whether the user may manage that server (Manage Server on Discord).
    pub admin: bool,
    /// The user's roles on that server, as the platform says with the call (Discord signs
    /// the interaction's member): what an invitation to a role is checked against.
    pub roles: Vec<crate::store::RoleId>,
}

impl Actor {
    /// A user by name, from no server and with no admin rights (as the tools and the
    /// tests act); [`Actor::on`] and [`Actor::admin`] add them.
    pub fn new(user: UserId, name: impl Into<String>) -> Actor {
        Actor {
            user,
            name: name.into(),
            guild: None,
            admin: false,
            roles: Vec::new(),
        }
    }

    /// The same user, calling from `guild`.
    pub fn on(self, guild: GuildId) -> Actor {
        Actor {
            guild: Some(guild),
            ..self
        }
    }

    /// The same user, with (or without) the admin rights of the server they call from.
    pub fn admin(self, admin: bool) -> Actor {
        Actor { admin, ..self }
    }

    /// The same user, holding `roles` on the server they call from.
    pub fn with_roles(self, roles: Vec<crate::store::RoleId>) -> Actor {
        Actor { roles, ..self }
    }

    /// The server the call comes from, for what lives on a server (a league).
    pub(crate) fn server(&self) -> Result<GuildId, AppError> {
        self.guild
            .ok_or_else(|| AppError::Refused(msg!("app-leagues-on-a-server")))
    }
}

/// How [`Service::find_game`] finds a game when neither the place nor a name gives one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Guess {
    /// The caller's only active game of this server.
    OnlyGame,
    /// Never: a call that changes a game for good (leave, cancel, pass) must name it.
    Never,
}

/// A game that an [`Actor`] may act on, with its view as it was when checked.
pub struct GameAccess {
    pub(super) service: Service,
    actor: Actor,
    pub view: GameView,
}

impl Service {
    /// The game `game` (a public id), if `actor` may see it: a game of another server is
    /// refused, and so is a self-paced game to anyone but its player.
    pub async fn game_for(&self, actor: &Actor, game: &str) -> Result<GameAccess, AppError> {
        // A game that is not live is replayed from the database to be viewed: the caller is
        // checked on its rows first, so that a stranger's id costs a read or two, not a
        // replay.
        let key = normalize(game);
        if !super::lock(&self.inner.games).contains_key(&key) {
            if let Some(row) = self.inner.store.find_game(&key).await? {
                self.check_row(actor, &row).await?;
            }
        }
        let view = self.view(game).await?;
        check(actor, &view.info)?;
        Ok(GameAccess {
            service: self.clone(),
            actor: actor.clone(),
            view,
        })
    }

    /// [`check`] on a game's rows, before it is loaded: its server, then, for a game
    /// private to its players (self-paced, or in a direct message), whether the caller is
    /// one of them.
    async fn check_row(&self, actor: &Actor, row: &GameRow) -> Result<(), AppError> {
        let guild = row.place.guild;
        let private = row.self_paced || guild == GuildId::NONE;
        let plays = seen_from(actor, guild)
            && (!private || self.inner.store.plays_in(row.id, actor.user).await?);
        refuse_stranger(actor, guild, row.self_paced, plays)
    }

    /// The game a call is about: the live game of the thread it comes from (`here`) or the
    /// one it names, and failing both, as `guess` says. A name that differs from the
    /// thread's game is refused, rather than one of them chosen.
    pub async fn find_game(
        &self,
        actor: &Actor,
        here: Option<Place>,
        named: Option<&str>,
        guess: Guess,
    ) -> Result<GameAccess, AppError> {
        let (game, _) = self.locate(actor, here, named, guess).await?;
        self.game_for(actor, &game).await
    }

    /// The public id of the game a call is about, as [`Service::find_game`] finds it, from
    /// the games' rows alone (no game's lock is taken, no game replayed or cloned): the call
    /// that acts on the game checks the caller. And whether it was guessed (neither the
    /// place's nor named).
    pub(super) async fn locate(
        &self,
        actor: &Actor,
        here: Option<Place>,
        named: Option<&str>,
        guess: Guess,
    ) -> Result<(String, bool), AppError> {
        let named = named.filter(|n| !normalize(n).is_empty());
        let here_game = match here {
            Some(place) => self.live_game_in(place).await?,
            None => None,
        };
        match (here_game, named) {
            (Some(here), Some(named)) if normalize(named) != here => Err(AppError::WrongThread {
                here,
                named: named.trim().to_owned(),
            }),
            (Some(here), _) => Ok((here, false)),
            (None, Some(named)) => Ok((named.to_owned(), false)),
            (None, None) if guess == Guess::Never => Err(name_the_game("app-name-the-game")),
            (None, None) => {
                // The caller's active games of the server they call from (they play in
                // them, so none is private to them).
                let store = &self.inner.store;
                let mut mine = Vec::new();
                for id in store.active_games_of_user(actor.user).await? {
                    let row = store.find_game(&id).await?;
                    if row.is_some_and(|row| seen_from(actor, row.place.guild)) {
                        mine.push(id);
                    }
                }
                match mine.len() {
                    0 => Err(AppError::Refused(msg!("app-in-no-game"))),
                    1 => Ok((mine.remove(0), true)),
                    _ => Err(AppError::Refused(msg!("app-in-several-games"))),
                }
            }
        }
    }

    /// The public id of a place's live game (the newest, if several), unless it is broken.
    /// A direct message holds all its player's own games at once (a daily, solo games): it
    /// gives a game only while it holds one, else the game is named or guessed.
    async fn live_game_in(&self, place: Place) -> Result<Option<String>, AppError> {
        let rows = self.inner.store.games_in_place(place).await?;
        let broken = super::lock(&self.inner.broken);
        let mut live = rows
            .into_iter()
            .filter(|row| row.status.is_live() && !broken.contains_key(&row.public_id));
        let newest = live.next().map(|row| row.public_id);
        if place.is_direct() && live.next().is_some() {
            return Ok(None);
        }
        Ok(newest)
    }

    /// The active games of `actor` that they may act on from where they are (for a list or
    /// an autocomplete).
    pub async fn games_of(&self, actor: &Actor) -> Result<Vec<GameInfo>, AppError> {
        let mut out = Vec::new();
        for id in self.inner.store.active_games_of_user(actor.user).await? {
            if let Ok(access) = self.game_for(actor, &id).await {
                out.push(access.view.info);
            }
        }
        Ok(out)
    }
}

/// The refusal of a call that changes a game for good on a game only guessed: `key` is
/// the message (`name-the-game`, or one that says first why).
pub(super) fn name_the_game(key: &'static str) -> AppError {
    AppError::Refused(msg!(key))
}

/// Refuses `actor` a game of another server, or someone else's self-paced game.
fn check(actor: &Actor, info: &GameInfo) -> Result<(), AppError> {
    let plays = info.players.iter().any(|p| p.player.user == actor.user);
    refuse_stranger(actor, info.place.guild, info.self_paced, plays)
}

/// [`check`] on the game itself, under its lock.
pub(super) fn check_live(actor: &Actor, live: &LiveGame) -> Result<(), AppError> {
    let plays = live.players.iter().any(|p| p.user == actor.user);
    refuse_stranger(actor, live.row.place.guild, live.row.self_paced, plays)
}

/// Refuses a caller from another server than the game's, or not playing in a self-paced
/// game.
fn refuse_stranger(
    actor: &Actor,
    guild: GuildId,
    self_paced: bool,
    plays: bool,
) -> Result<(), AppError> {
    if !seen_from(actor, guild) {
        return Err(elsewhere(guild));
    }
    // A direct message's game is its player's whatever its kind.
    if (self_paced || guild == GuildId::NONE) && !plays {
        return Err(AppError::Private);
    }
    Ok(())
}

/// Whether a game of `guild` is seen from where `actor` calls: the same server, or, for a
/// game in a direct message, from no server.
fn seen_from(actor: &Actor, guild: GuildId) -> bool {
    actor.guild.unwrap_or(GuildId::NONE) == guild
}

/// The refusal of a game not seen from where the call comes from.
fn elsewhere(guild: GuildId) -> AppError {
    if guild == GuildId::NONE {
        AppError::Refused(msg!("app-game-in-direct-messages"))
    } else {
        AppError::OtherServer
    }
}

impl GameAccess {
    /// The game's public id.
    pub fn id(&self) -> &str {
        &self.view.info.id
    }

    pub fn info(&self) -> &GameInfo {
        &self.view.info
    }

    /// Who asks.
    pub fn actor(&self) -> &Actor {
        &self.actor
    }

    pub async fn join(&self) -> Result<GameInfo, AppError> {
        self.service.join(self.id(), &self.actor).await
    }

    /// The host takes `player` out of the lobby.
    pub async fn kick(&self, player: UserId) -> Result<GameInfo, AppError> {
        self.service.kick(self.id(), &self.actor, player).await
    }

    /// Leaves the lobby, or resigns from the started game.
    pub async fn leave(&self) -> Result<Left, AppError> {
        self.service.leave(self.id(), self.actor.user).await
    }

    /// Leaves the lobby only: a lobby's Leave button never resigns from a started game.
    pub async fn leave_lobby(&self) -> Result<(), AppError> {
        self.service.leave_lobby(self.id(), self.actor.user).await
    }

    pub async fn start(&self) -> Result<GameInfo, AppError> {
        self.service.start_game(self.id(), self.actor.user).await
    }

    /// Cancels the game: its host, or an admin of its server (the only server it is seen
    /// from), or for a league game the league's organisers.
    pub async fn cancel(&self) -> Result<(), AppError> {
        self.service.cancel(self.id(), &self.actor).await
    }

    /// A move, typed as the game reads it.
    pub async fn play(&self, typed: &str) -> Result<MoveOutcome, AppError> {
        self.service.play(self.id(), self.actor.user, typed).await
    }

    /// Seats a computer player of `level` in the lobby (the host only).
    pub async fn add_bot(&self, level: crate::game::Level) -> Result<GameInfo, AppError> {
        self.service.add_bot(self.id(), &self.actor, level).await
    }

    /// Takes the last computer player added out of the lobby (the host only).
    pub async fn remove_bot(&self) -> Result<GameInfo, AppError> {
        self.service.remove_bot(self.id(), &self.actor).await
    }

    /// The best moves now, for the actor alone (where hints are allowed).
    pub async fn hint(&self) -> Result<super::Hints, AppError> {
        self.service.hint(self.id(), self.actor.user).await
    }
}

/// Whether a game of `rules` is still in its lobby (for a lobby's buttons).
pub(super) fn lobby_only(status: GameStatus, rules: &dyn Rules) -> Result<(), AppError> {
    match status {
        GameStatus::Lobby => Ok(()),
        GameStatus::Active => Err(AppError::Refused(msg!(
            "app-started-resign-instead",
            command = rules.command("leave")
        ))),
        GameStatus::Finished => Err(AppError::Finished),
        GameStatus::Cancelled => Err(AppError::Cancelled),
    }
}
