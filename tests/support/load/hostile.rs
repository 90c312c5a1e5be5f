//! The hostile users of a load run (`--hostile`): each is one account doing, as fast as the
//! bot lets it, something that costs the bot work, beside the load's players. The run
//! reports their interactions apart; what matters is that the load's own figures stay
//! what they are without them (docs/service.md, "The load run").
//!
//! - [`Hostile::Hints`]: asks for a hint in their game, again and again.
//! - [`Hostile::BotGames`]: hosts games of computer players: opens a game with as many as it
//!   may seat, starts it and leaves it, again and again (the bot's bounds and the end of a
//!   game its last person left are what keep this from costing the others).
//! - [`Hostile::Replays`]: asks for the replays of many finished games in turn.
//! - [`Hostile::BlockedDm`]: plays solo games in the bot's DM, which they blocked: every post
//!   the bot makes there is refused (Discord's 50007).

use std::str::FromStr;
use std::time::Duration;

use tucana::app::{GameStatus, Place, UserId};
use tucana::game::rng::Rng;
use tucana::game::Rules;

use super::{between, Kind, Load, LoadGame};
use crate::fake_discord::id_field;
use crate::*;

/// The most a hostile user sends: 20 a second.
const HOSTILE_GAP: Duration = Duration::from_millis(50);
/// Finished games whose replays the replay spammer asks for in turn (each drawn once, if
/// nothing evicts it: a few more than the bot keeps drawn at once would not change that).
const REPLAYED_GAMES: usize = 12;
/// The most moves a solo game of the set-up is played for before it is left unfinished.
const MOST_MOVES: usize = 2_000;

/// A way of costing the bot work that one account can take.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Hostile {
    Hints,
    BotGames,
    Replays,
    BlockedDm,
}

impl Hostile {
    pub const ALL: [Hostile; 4] = [
        Hostile::Hints,
        Hostile::BotGames,
        Hostile::Replays,
        Hostile::BlockedDm,
    ];

    /// Its name on the command line and in the report.
    pub fn name(self) -> &'static str {
        match self {
            Hostile::Hints => "hints",
            Hostile::BotGames => "bot-games",
            Hostile::Replays => "replays",
            Hostile::BlockedDm => "blocked-dm",
        }
    }

    /// What it does, for the report's heading.
    pub fn what(self) -> &'static str {
        match self {
            Hostile::Hints => "one user hinting",
            Hostile::BotGames => "one host of computer players' games",
            Hostile::Replays => "one user asking for replays",
            Hostile::BlockedDm => "one solo player who blocked the bot's DMs",
        }
    }
}

impl FromStr for Hostile {
    type Err = String;

    fn from_str(s: &str) -> Result<Hostile, String> {
        Hostile::ALL
            .into_iter()
            .find(|h| h.name() == s)
            .ok_or_else(|| {
                let names: Vec<&str> = Hostile::ALL.iter().map(|h| h.name()).collect();
                format!("no hostile user `{s}`: one of {}", names.join(", "))
            })
    }
}

/// What the hostile users were given in the set-up.
#[derive(Default)]
pub struct Hostiles {
    /// The hint spammer's game.
    pub hinter: Option<LoadGame>,
    /// The host of computer players' games: its server and channel.
    pub host: Option<(TestUser, u64, u64)>,
    /// The replay spammer, where the games are, and the finished games.
    pub replayer: Option<(TestUser, u64, u64, Vec<String>)>,
    /// The player who blocked the bot's DMs, and their DM channel with it.
    pub blocked: Option<(TestUser, u64)>,
}

impl Hostiles {
    /// The games whose moves are counted with the load's (acknowledged against stored).
    pub fn games(&self) -> Vec<LoadGame> {
        self.hinter.iter().cloned().collect()
    }
}

impl Load {
    /// Sets up what each hostile user of the run needs.
    pub(super) async fn set_up_hostiles(&self) -> Hostiles {
        let mut out = Hostiles::default();
        for hostile in self.config.hostile.clone() {
            match hostile {
                Hostile::Hints => {
                    let rules = super::games_with_hints()[0];
                    out.hinter = Some(self.game_of(rules, 0, 2, false).await);
                }
                Hostile::BotGames => {
                    let (guild, channel) = self.servers[0];
                    out.host = Some((self.new_user(), guild, channel));
                }
                Hostile::Replays => {
                    let user = self.new_user();
                    let (guild, channel) = self.servers[0];
                    let mut finished = Vec::new();
                    for n in 0..self.replayed_games() {
                        if let Some(id) = self.finished_solo_game(&user, guild, channel, n).await {
                            finished.push(id);
                        }
                    }
                    out.replayer = Some((user, guild, channel, finished));
                }
                Hostile::BlockedDm => {
                    let user = self.new_user();
                    let dm = self.fake.dm_channel(user.id);
                    self.fake.block_dms(user.id, true);
                    out.blocked = Some((user, dm));
                }
            }
        }
        out
    }

    /// How many finished games the replay spammer asks for: fewer in a small run.
    fn replayed_games(&self) -> usize {
        REPLAYED_GAMES.min(self.config.games.div_ceil(4).max(2))
    }

    /// A solo game of the registry's solo games (the `n`th in turn) played to its end by
    /// `user` with random legal moves, through the service: its id, if it ended.
    async fn finished_solo_game(
        &self,
        user: &TestUser,
        guild: u64,
        channel: u64,
        n: usize,
    ) -> Option<String> {
        let solo: Vec<&dyn Rules> = tucana::games::all()
            .iter()
            .copied()
            .filter(|r| *r.seats().start() == 1)
            .collect();
        let rules = solo[n % solo.len()];
        let thread = self.fake.add_thread(channel, guild);
        let place = Place {
            guild: tucana::app::GuildId::from(guild),
            channel: tucana::app::ChannelId::from(thread),
        };
        let settings = tucana::app::GameSettings {
            max_players: 1,
            ..tucana::app::GameSettings::of(rules)
        };
        let host = super::actor(user);
        let info = self
            .service
            .create_game(place, &host, settings)
            .await
            .ok()?;
        self.service.start_game(&info.id, host.user).await.ok()?;
        let mut rng = Rng::new(self.config.seed, 1_000 + n as u64);
        play_out(&self.service, &info.id, user.user(), &mut rng).await;
        let ended = self.service.game_info(&info.id).await.ok()?;
        (ended.status == GameStatus::Finished).then_some(info.id)
    }

    /// Runs each hostile user of the run until `end`.
    pub(super) async fn hostile(&self, hostile: Hostile, end: tokio::time::Instant) {
        let mut rng = Rng::new(self.config.seed, 7_000 + hostile as u64);
        while tokio::time::Instant::now() < end {
            let next = tokio::time::Instant::now() + HOSTILE_GAP;
            match hostile {
                Hostile::Hints => self.hint_once().await,
                Hostile::BotGames => self.host_bots_once(&mut rng, end).await,
                Hostile::Replays => self.replay_once(&mut rng).await,
                Hostile::BlockedDm => self.blocked_move_once(&mut rng).await,
            }
            tokio::time::sleep_until(next).await;
        }
    }

    /// Sends a hostile user's interaction and waits for its first answer (and, if it was
    /// deferred, its end): the answer.
    async fn hostile_send(&self, hostile: Hostile, ix: &FakeInteraction) -> Option<super::Answer> {
        self.dispatch(ix, Kind::Hostile(hostile)).await
    }

    async fn hint_once(&self) {
        let Some(game) = self.hostiles.hinter.clone() else {
            return;
        };
        let user = &game.players[0];
        let ix = slash_command("hint", None, &[], user, game.thread, Some(game.guild));
        self.hostile_send(Hostile::Hints, &ix).await;
    }

    /// Opens a game of the registry's games with computer players (in turn) with as many
    /// as it takes, starts it, and leaves it.
    async fn host_bots_once(&self, rng: &mut Rng, end: tokio::time::Instant) {
        let Some((host, guild, channel)) = self.hostiles.host.clone() else {
            return;
        };
        let with_bots = super::games_with_hints();
        let rules = with_bots[rng.below(with_bots.len() as u32) as usize];
        let bots = (*rules.seats().end() - 1).min(4) as i64;
        let options = [
            opt("game", rules.id()),
            opt("turn_hours", 1_i64),
            opt("bots", bots),
        ];
        let ix = slash_command("game", Some("new"), &options, &host, channel, Some(guild));
        let Some(reply) = self.hostile_send(Hostile::BotGames, &ix).await else {
            return;
        };
        let text = reply.json["content"].as_str().unwrap_or_default();
        let (Some(id), Some(thread)) = (between(text, "`", "`"), between(text, "<#", ">")) else {
            return;
        };
        let Ok(thread) = thread.parse::<u64>() else {
            return;
        };
        if tokio::time::Instant::now() >= end {
            return;
        }
        let start = tucana::discord::component::ComponentId::Lobby {
            action: tucana::discord::component::LobbyAction::Start,
            game: id.to_owned(),
        }
        .to_string();
        let Some(message) = self.post_with(thread, &start) else {
            return;
        };
        let message = self
            .fake
            .message(id_field(&message, "id").unwrap_or(0))
            .unwrap_or(message);
        let ix = button(&start, &message, &host, thread, Some(guild));
        self.hostile_send(Hostile::BotGames, &ix).await;
        let ix = slash_command(
            "game",
            Some("leave"),
            &[opt("game", id)],
            &host,
            thread,
            Some(guild),
        );
        self.hostile_send(Hostile::BotGames, &ix).await;
    }

    /// Asks for the replay of one of the finished games, at random.
    async fn replay_once(&self, rng: &mut Rng) {
        let Some((user, guild, channel, games)) = &self.hostiles.replayer else {
            return;
        };
        if games.is_empty() {
            return;
        }
        let game = &games[rng.below(games.len() as u32) as usize];
        let ix = slash_command(
            "game",
            Some("replay"),
            &[opt("game", game.as_str())],
            user,
            *channel,
            Some(*guild),
        );
        self.hostile_send(Hostile::Replays, &ix).await;
    }

    /// One move of the blocked player's solo game in the bot's DM (a new game when none
    /// is on): every post the bot makes there is refused.
    async fn blocked_move_once(&self, rng: &mut Rng) {
        let Some((user, dm)) = self.hostiles.blocked.clone() else {
            return;
        };
        let game = self.solo_in_dm(&user).await;
        let Some(game) = game else {
            let solo = ["tucana", "combi-nations"][rng.below(2) as usize];
            let ix = user_installed(
                "game",
                Some("solo"),
                &[opt("game", solo)],
                &user,
                Away::BotDm(dm),
            );
            self.hostile_send(Hostile::BlockedDm, &ix).await;
            return;
        };
        let Ok(legal) = self.service.legal_moves(&game, user.user()).await else {
            return;
        };
        if legal.is_empty() {
            return;
        }
        let chosen = &legal[rng.below(legal.len() as u32) as usize].text;
        let ix = user_installed(
            "move",
            None,
            &[opt("move", chosen.as_str()), opt("game", game.as_str())],
            &user,
            Away::BotDm(dm),
        );
        self.hostile_send(Hostile::BlockedDm, &ix).await;
    }

    /// The blocked player's active game, if any.
    async fn solo_in_dm(&self, user: &TestUser) -> Option<String> {
        let actor = super::actor(user);
        let games = self.service.games_of(&actor).await.ok()?;
        games
            .into_iter()
            .find(|g| g.status == GameStatus::Active)
            .map(|g| g.id)
    }

    /// The bot's refused posts to the blocked player's DM, and the requests it made there
    /// in all.
    pub(super) fn blocked_requests(&self) -> Option<(usize, usize)> {
        let (_, dm) = self.hostiles.blocked.clone()?;
        let path = format!("/channels/{dm}/messages");
        let requests = self
            .fake
            .requests_matching(|r| r.method == "POST" && r.path.ends_with(&path));
        let refused = requests.iter().filter(|r| r.status >= 400).count();
        Some((refused, requests.len()))
    }
}

/// Plays `game` for `user` with random legal moves until it is over (or `MOST_MOVES`).
async fn play_out(service: &tucana::app::Service, game: &str, user: UserId, rng: &mut Rng) {
    for _ in 0..MOST_MOVES {
        let Ok(legal) = service.legal_moves(game, user).await else {
            return;
        };
        if legal.is_empty() {
            return;
        }
        let chosen = &legal[rng.below(legal.len() as u32) as usize].text;
        if service.play(game, user, chosen).await.is_err() {
            return;
        }
    }
}
