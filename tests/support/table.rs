//! A whole bot on a fresh database: the service with a test clock, the real
//! bot connected to a [`FakeDiscord`], and helpers to play through slash
//! commands, autocomplete and buttons ([`Table`]).

use serde_json::Value;

use super::*;
use std::sync::Arc;
use tucana::app::{ExtraGames, GameStatus, Place, Service, ServiceConfig, ShardRange, TestClock};
use tucana::discord::BotData;
use tucana::games::tucana::TurnState;

/// A bot on a fresh database, with a test clock and no scheduler.
pub struct Table {
    pub fake: FakeDiscord,
    pub clock: Arc<TestClock>,
    pub service: Service,
    /// The bot's data (shared with the running bot: e.g. to look at what it remembers).
    pub data: BotData,
    pub bot: Option<tucana::discord::BotHandle>,
    /// `SHARDS` for the bot (`None`: as many as the fake recommends).
    pub shards: Option<ShardRange>,
    /// The servers the service owns (`ServiceConfig::shards`; `None`: all).
    pub owned: Option<ShardRange>,
    pub db: std::path::PathBuf,
    /// Games hosted besides the registry's (games defined in the tests).
    pub games: ExtraGames,
    /// Changes the service's settings from [`config`]'s (at each start).
    pub adjust: fn(&mut ServiceConfig),
    _dir: tempfile::TempDir,
}

pub async fn open_service(db: &std::path::Path, clock: &Arc<TestClock>) -> Service {
    open_service_with(db, clock, ExtraGames::default()).await
}

/// [`open_service`] hosting `games` too.
pub async fn open_service_with(
    db: &std::path::Path,
    clock: &Arc<TestClock>,
    games: ExtraGames,
) -> Service {
    open_service_owning(db, clock, games, None).await
}

/// [`open_service_with`] owning the servers of `owned` only (`None`: all).
pub async fn open_service_owning(
    db: &std::path::Path,
    clock: &Arc<TestClock>,
    games: ExtraGames,
    owned: Option<ShardRange>,
) -> Service {
    open_service_as(db, clock, config(games, owned)).await
}

/// The service's settings in these tests: hosting `games` too, owning the servers of
/// `owned` (`None`: all), no scheduler (a test runs what is due with `run_due`),
/// computer players thinking briefly, and no replay drawn after end posts (slow in a debug
/// build; `replays_e2e` asks for them).
pub fn config(games: ExtraGames, owned: Option<ShardRange>) -> ServiceConfig {
    ServiceConfig {
        games,
        shards: owned,
        seed: Some(7),
        no_scheduler: true,
        think_ms: Some(1),
        no_end_replays: true,
        ..ServiceConfig::default()
    }
}

/// The service on `db` with the settings `config`.
pub async fn open_service_as(
    db: &std::path::Path,
    clock: &Arc<TestClock>,
    config: ServiceConfig,
) -> Service {
    Service::open(db, clock.clone(), config)
        .await
        .expect("service")
}

impl Table {
    /// The id of the (first) game in a thread of the test guild.
    pub async fn game_in(&self, thread: u64) -> String {
        let place = Place {
            guild: self.guild_for(thread).unwrap_or(0).into(),
            channel: thread.into(),
        };
        let games = self.service.games_in(place).await.unwrap();
        games.first().expect("a game in this thread").id.clone()
    }

    /// `/game new game:tucana` by alice in the test channel, with `options`: the thread it
    /// opened, its game and the id of its lobby message.
    pub async fn open_lobby(&self, options: &[Opt]) -> (u64, String, u64) {
        let before = self.fake.threads().len();
        let mut options = options.to_vec();
        options.insert(0, opt("game", "tucana"));
        self.command("game", Some("new"), &options, &alice(), CHANNEL_ID)
            .await;
        let threads = self.fake.threads();
        assert_eq!(threads.len(), before + 1, "/game new opened no thread");
        let thread = threads[before]["id"]
            .as_str()
            .unwrap()
            .parse::<u64>()
            .unwrap();
        let game = self.game_in(thread).await;
        let lobby = self.fake.channel_posts(thread, 1).await.remove(0);
        let message = super::fake_discord::id_field(lobby.response.as_ref().unwrap(), "id")
            .expect("the lobby message has an id");
        (thread, game, message)
    }

    /// `/game new game:<kind>` by alice in the test channel with `options` besides the
    /// game, bob and carol join with `/game join`, alice starts: the game's thread and id,
    /// once "The game has started" is posted.
    pub async fn started_in_thread(&self, kind: &str, options: &[Opt]) -> (u64, String) {
        let mut all = vec![opt("game", kind)];
        all.extend_from_slice(options);
        self.command("game", Some("new"), &all, &alice(), CHANNEL_ID)
            .await;
        let thread = self.last_thread();
        let game = self.game_in(thread).await;
        for user in [bob(), carol()] {
            self.command("game", Some("join"), &[], &user, thread).await;
        }
        self.command("game", Some("start"), &[], &alice(), thread)
            .await;
        wait_post(&self.fake, thread, "The game has started").await;
        (thread, game)
    }

    /// `/game new game:<kind> bots:2 bot_level:strong hints:on` by alice in the test
    /// channel, started by alice alone: the game's thread and id, once "The game has
    /// started" is posted.
    pub async fn started_with_two_bots(&self, kind: &str) -> (u64, String) {
        let options = [
            opt("game", kind),
            opt("bots", 2),
            opt("bot_level", 2),
            opt("hints", true),
            opt("turn_hours", 24),
        ];
        self.command("game", Some("new"), &options, &alice(), CHANNEL_ID)
            .await;
        let thread = self.last_thread();
        let game = self.game_in(thread).await;
        let reply = self
            .command("game", Some("start"), &[], &alice(), thread)
            .await;
        assert!(
            reply.content().unwrap().contains("started with 3 players"),
            "{reply:?}"
        );
        wait_post(&self.fake, thread, "The game has started").await;
        (thread, game)
    }

    /// The post of the step `view`'s game is at (`**Round R, turn T**`), once posted: it
    /// mentions every seat to act and no other player.
    pub async fn step_post(&self, thread: u64, view: &tucana::app::GameView) -> RecordedRequest {
        let game = view.game.as_deref().expect("a started game");
        let turn = game.turn();
        let head = format!("**Round {}, turn {}**", turn.round + 1, turn.turn + 1);
        let post = wait_post(&self.fake, thread, &head).await;
        let text = post.content().unwrap();
        let waiting = game.to_act().seats();
        for (seat, user) in seat_users(view).iter().enumerate() {
            let mentioned = text.contains(&user.mention());
            assert_eq!(mentioned, waiting.contains(&seat), "seat {seat}: {text}");
        }
        post
    }

    /// The game's view while it is played; `None` once it is finished.
    pub async fn playing(&self, game: &str) -> Option<tucana::app::GameView> {
        let view = self.service.view(game).await.unwrap();
        (view.info.status != GameStatus::Finished).then_some(view)
    }

    pub async fn new() -> Table {
        Table::sharded(1, None).await
    }

    /// A table whose fake Discord recommends `recommended` shards (`GET /gateway/bot`)
    /// and whose bot runs `shards` (`SHARDS`; `None`: the recommendation).
    pub async fn sharded(recommended: u32, shards: Option<u32>) -> Table {
        Table::hosting(recommended, shards, ExtraGames::default()).await
    }

    /// A table whose service hosts `games` besides the registry's.
    pub async fn with_games(games: ExtraGames) -> Table {
        Table::hosting(1, None, games).await
    }

    async fn hosting(recommended: u32, shards: Option<u32>, games: ExtraGames) -> Table {
        Table::owning(recommended, shards.map(ShardRange::all), None, games).await
    }

    /// A table whose service runs with [`config`]'s settings as `adjust` changes them
    /// (e.g. with its scheduler, or thinking longer).
    pub async fn configured(adjust: fn(&mut ServiceConfig)) -> Table {
        Table::build(1, None, None, ExtraGames::default(), adjust).await
    }

    /// A table whose service hosts `games` besides the registry's, with [`config`]'s
    /// settings as `adjust` changes them.
    pub async fn configured_with(games: ExtraGames, adjust: fn(&mut ServiceConfig)) -> Table {
        Table::build(1, None, None, games, adjust).await
    }

    /// A table whose bot runs the shards `shards` (`SHARDS`) of a fake recommending
    /// `recommended`, and whose service owns the servers of `owned` (`None`: all): the
    /// same range as a real process has, or another to show a misconfiguration.
    pub async fn owning(
        recommended: u32,
        shards: Option<ShardRange>,
        owned: Option<ShardRange>,
        games: ExtraGames,
    ) -> Table {
        Table::build(recommended, shards, owned, games, |_| {}).await
    }

    async fn build(
        recommended: u32,
        shards: Option<ShardRange>,
        owned: Option<ShardRange>,
        games: ExtraGames,
        adjust: fn(&mut ServiceConfig),
    ) -> Table {
        let dir = tempfile::tempdir().unwrap();
        let db = db(&dir);
        let clock = Arc::new(TestClock::new(T0));
        let mut settings = config(games.clone(), owned);
        adjust(&mut settings);
        let service = open_service_as(&db, &clock, settings).await;
        let fake = FakeDiscord::start_with_shards(recommended).await;
        let data = BotData::new(service.clone()).unwrap();
        let bot = start_bot_on_shards(&fake, data.clone(), shards).await;
        Table {
            fake,
            clock,
            service,
            data,
            bot: Some(bot),
            shards,
            owned,
            db,
            games,
            adjust,
            _dir: dir,
        }
    }

    /// The end of a test: stops the bot, then checks that the fake saw no route it does not
    /// know and nothing real Discord would have refused.
    pub async fn finish(mut self) {
        self.bot.take().unwrap().shutdown().await.unwrap();
        self.fake.assert_no_unknown_routes();
        self.fake.assert_no_problems();
    }

    /// Stops the bot and the service, and starts both again on the same database.
    pub async fn restart(&mut self) {
        self.bot.take().unwrap().shutdown().await.unwrap();
        self.service.shutdown().await;
        let mut settings = config(self.games.clone(), self.owned);
        (self.adjust)(&mut settings);
        self.service = open_service_as(&self.db, &self.clock, settings).await;
        self.data = BotData::new(self.service.clone()).unwrap();
        self.bot = Some(start_bot_on_shards(&self.fake, self.data.clone(), self.shards).await);
    }

    /// Restarts the bot (not the service) with the web pages' public address `WEB_URL`.
    pub async fn set_web_url(&mut self, url: &str) {
        self.bot.take().unwrap().shutdown().await.unwrap();
        self.data.web_url = Some(url.into());
        self.bot = Some(start_bot_on_shards(&self.fake, self.data.clone(), self.shards).await);
    }

    /// Runs a slash command and returns its ephemeral answer (after a deferral
    /// or directly).
    pub async fn command(
        &self,
        name: &str,
        sub: Option<&str>,
        options: &[Opt],
        user: &TestUser,
        channel: u64,
    ) -> RecordedRequest {
        let ix = slash_command(name, sub, options, user, channel, self.guild_for(channel));
        answer(&self.fake, &ix).await
    }

    /// [`Table::command`] by a user whose Discord speaks `locale`, in a server whose
    /// preferred locale is `guild_locale` ([`FakeInteraction::in_locale`]).
    // The command's arguments, and the two locales.
    #[allow(clippy::too_many_arguments)]
    pub async fn command_in(
        &self,
        (locale, guild_locale): (&str, &str),
        name: &str,
        sub: Option<&str>,
        options: &[Opt],
        user: &TestUser,
        channel: u64,
    ) -> RecordedRequest {
        let ix = slash_command(name, sub, options, user, channel, self.guild_for(channel))
            .in_locale(locale, guild_locale);
        answer(&self.fake, &ix).await
    }

    /// `/game <sub> game:tucana` (`new`, `solo`) by `user` in `channel`, without options.
    pub async fn tucana(&self, sub: &str, user: &TestUser, channel: u64) -> RecordedRequest {
        let options = [opt("game", "tucana")];
        self.command("game", Some(sub), &options, user, channel)
            .await
    }

    /// The server of the interactions in `channel`: the test server, or none in a direct
    /// message with the bot (where the app installed on the user's account answers).
    pub fn guild_for(&self, channel: u64) -> Option<u64> {
        (!self.fake.is_dm(channel)).then_some(GUILD_ID)
    }

    /// The autocomplete choices of `/trail`.
    pub async fn trail_choices(
        &self,
        typed: &str,
        user: &TestUser,
        channel: u64,
    ) -> Vec<(String, String)> {
        self.choices(("trail", None), "trail", typed, user, channel)
            .await
    }

    /// The legal moves `/move` offers `user` in `thread`: (label, value).
    pub async fn move_choices(&self, user: &TestUser, thread: u64) -> Vec<(String, String)> {
        self.choices(("move", None), "move", "", user, thread).await
    }

    /// `/undo` by `user` in `thread`: the text of its reply, which is always private.
    pub async fn undo(&self, user: &TestUser, thread: u64) -> String {
        let reply = self.command("undo", None, &[], user, thread).await;
        assert!(reply.is_ephemeral(), "{reply:?}");
        reply.content().unwrap()
    }

    /// The first move `/move` offers `user` in `thread`, played: its reply.
    pub async fn play_first(&self, user: &TestUser, thread: u64) -> RecordedRequest {
        let (_, value) = self.move_choices(user, thread).await.remove(0);
        self.play_move(&value, user, thread).await
    }

    /// Whether a public post in `thread` says `text`, once everything due is posted.
    pub async fn told(&self, thread: u64, text: &str) -> bool {
        drain(&self.service).await;
        self.public_posts(thread).iter().any(|p| p.contains(text))
    }

    /// `/move move:<typed>` by `user`: its (ephemeral) reply.
    pub async fn play_move(&self, typed: &str, user: &TestUser, thread: u64) -> RecordedRequest {
        self.command("move", None, &[opt("move", typed)], user, thread)
            .await
    }

    /// The thread opened last.
    pub fn last_thread(&self) -> u64 {
        let threads = self.fake.threads();
        threads.last().unwrap()["id"]
            .as_str()
            .unwrap()
            .parse()
            .unwrap()
    }

    /// Every post the bot made in `thread` (public, unlike the replies to commands), as text.
    pub fn public_posts(&self, thread: u64) -> Vec<String> {
        self.fake
            .requests()
            .into_iter()
            .filter(|r| r.route() == format!("/channels/{thread}/messages"))
            .filter_map(|r| r.content())
            .collect()
    }

    /// The autocomplete choices (label, value) of `command`'s option `focused` with `typed`.
    pub async fn choices(
        &self,
        command: (&str, Option<&str>),
        focused: &str,
        typed: &str,
        user: &TestUser,
        channel: u64,
    ) -> Vec<(String, String)> {
        let ix = autocomplete(
            command.0,
            command.1,
            &[opt(focused, typed)],
            focused,
            user,
            channel,
            self.guild_for(channel),
        );
        offered(&self.fake, &ix).await
    }

    /// Clicks a button of a message the bot posted.
    pub async fn click(
        &self,
        custom_id: &str,
        message: &Value,
        user: &TestUser,
        channel: u64,
    ) -> RecordedRequest {
        let ix = button(custom_id, message, user, channel, self.guild_for(channel));
        press(&self.fake, &ix).await
    }

    pub fn seat_state(view: &tucana::app::GameView, user: u64) -> TurnState {
        let seat = view
            .info
            .players
            .iter()
            .position(|p| p.player.user.get() == user)
            .unwrap();
        tucana::games::tucana::engine(view.game.as_deref().unwrap())
            .unwrap()
            .turn_state(seat)
    }

    /// Plays `user`'s whole turn through /trail (the best autocomplete choice),
    /// the skip button for the second bonus trail, or /pass. Returns the number of
    /// trails drawn.
    pub async fn play_turn(&self, game: &str, user: &TestUser, thread: u64) -> usize {
        self.play_turn_with(game, user, thread, |_| 0).await
    }

    /// [`Table::play_turn`], drawing the autocomplete choice `pick(number of choices)`
    /// (0 is the most valuable) instead of the best.
    pub async fn play_turn_with(
        &self,
        game: &str,
        user: &TestUser,
        thread: u64,
        pick: impl Fn(usize) -> usize,
    ) -> usize {
        let mut drawn = 0;
        let start = self.service.view(game).await.unwrap().info;
        loop {
            let view = self.service.view(game).await.unwrap();
            if view.info.status != GameStatus::Active {
                return drawn;
            }
            let (round, turn) = (view.info.round, view.info.turn);
            if (round, turn) != (start.round, start.turn) {
                return drawn; // the turn closed
            }
            let state = Self::seat_state(&view, user.id);
            if state == TurnState::Done {
                return drawn;
            }
            let choices = self.trail_choices("", user, thread).await;
            if choices.is_empty() {
                let reply = self.command("pass", None, &[], user, thread).await;
                assert!(reply.content().unwrap().contains("passed"), "{reply:?}");
                return drawn;
            }
            let (label, value) = &choices[pick(choices.len()).min(choices.len() - 1)];
            assert!(label.starts_with(value.as_str()), "{label} / {value}");
            assert!(label.len() <= 100);
            let reply = self
                .command("trail", None, &[opt("trail", value.as_str())], user, thread)
                .await;
            let content = reply.content().unwrap();
            let text = after_away(&content);
            assert!(
                text.starts_with(&format!("You drew **{}**", value.to_uppercase())),
                "{text}"
            );
            let files = reply.attachments();
            assert!(
                files.len() == 1 && files[0].is_png(),
                "the sheet comes with the reply"
            );
            drawn += 1;
            if text.contains("bonus trail") && matches!(state, TurnState::Bonus(_)) {
                // A second bonus in a row: skip it with the button.
                let after = self.service.view(game).await.unwrap();
                if (after.info.round, after.info.turn) == (round, turn)
                    && matches!(Self::seat_state(&after, user.id), TurnState::Bonus(_))
                {
                    let id = &reply.custom_ids()[0];
                    assert!(id.starts_with("move:") && id.ends_with(":skip"), "{id}");
                    let message = reply.response.clone().expect("the followup message");
                    let skipped = self
                        .click(&reply.custom_ids()[0], &message, user, thread)
                        .await;
                    assert!(
                        skipped.content().unwrap().contains("skipped"),
                        "{skipped:?}"
                    );
                    assert!(skipped.is_ephemeral());
                }
            }
        }
    }
}

/// Checks that no step's post (`**Round R, turn T**`) is among `posts` twice: a restart or
/// a retried delivery shows nothing again.
pub fn assert_steps_posted_once(posts: &[String]) {
    let mut heads: Vec<&String> = posts.iter().filter(|p| p.starts_with("**Round ")).collect();
    let n = heads.len();
    heads.sort();
    heads.dedup();
    assert_eq!(heads.len(), n, "a step's post was shown twice");
}

/// A private reply without what happened since the player's last move, which heads their
/// first reply to a move, a map or a status after others moved.
pub fn after_away(text: &str) -> &str {
    match text.split_once("\n\n") {
        Some((head, rest)) if head.starts_with("**Since your last move:**") => rest,
        _ => text,
    }
}

/// Sends the slash command `ix` (in any server) and returns its ephemeral answer: the
/// initial response, or the followup after a deferral.
pub async fn answer(fake: &FakeDiscord, ix: &FakeInteraction) -> RecordedRequest {
    fake.dispatch_interaction(ix);
    let callback = fake.callback(ix).await;
    let answer = if callback.expect_json()["type"] == 5 {
        fake.followup(ix).await
    } else {
        callback
    };
    assert!(answer.is_ephemeral(), "answered publicly: {answer:?}");
    answer
}

/// Sends the click `ix` and returns its answer: the initial response, the followup after
/// a deferral, or after a deferred update the redraw of the clicked message (or a private
/// followup).
pub async fn press(fake: &FakeDiscord, ix: &FakeInteraction) -> RecordedRequest {
    fake.dispatch_interaction(ix);
    let callback = fake.callback(ix).await;
    match callback.expect_json()["type"].as_u64() {
        Some(5) => fake.followup(ix).await,
        Some(6) => fake.after_update(ix).await,
        _ => callback,
    }
}

/// Whether `answer` redraws the clicked message (an edit of `@original` after a deferred
/// update), as a lobby's or a board's buttons do.
pub fn is_redraw(answer: &RecordedRequest) -> bool {
    answer.method == "PATCH" && answer.route().ends_with("/messages/@original")
}

/// The autocomplete choices (label, value) the bot offers for `ix`.
pub async fn offered(fake: &FakeDiscord, ix: &FakeInteraction) -> Vec<(String, String)> {
    fake.dispatch_interaction(ix);
    let answer = fake.callback(ix).await.expect_json();
    assert_eq!(answer["type"], 8);
    answer["data"]["choices"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| {
            (
                c["name"].as_str().unwrap().to_owned(),
                c["value"].as_str().unwrap().to_owned(),
            )
        })
        .collect()
}

/// Waits until the outbox is delivered.
pub async fn drain(service: &Service) {
    super::until("the outbox delivered", || async {
        service.pending_events(1).await.unwrap().is_empty()
    })
    .await;
}

/// The bot's posts to `channel` whose content contains `text`.
pub fn posts_with(fake: &FakeDiscord, channel: u64, text: &str) -> Vec<RecordedRequest> {
    let route = format!("/channels/{channel}/messages");
    fake.requests_matching(|r| {
        r.is("POST", &route) && r.content().is_some_and(|c| c.contains(text))
    })
}

pub async fn wait_post(fake: &FakeDiscord, channel: u64, text: &str) -> RecordedRequest {
    let route = format!("/channels/{channel}/messages");
    let text = text.to_owned();
    fake.wait_for(move |r| r.is("POST", &route) && r.content().is_some_and(|c| c.contains(&text)))
        .await
}

/// `/game new game:tucana` by alice, bob joins with the button, alice starts: the game's
/// thread and id.
pub async fn open_game(t: &Table) -> (u64, String) {
    let reply = t
        .command(
            "game",
            Some("new"),
            &[opt("game", "tucana"), opt("turn_hours", 24)],
            &alice(),
            CHANNEL_ID,
        )
        .await;
    let threads = t.fake.threads();
    assert_eq!(threads.len(), 1);
    let thread = threads[0]["id"].as_str().unwrap().parse::<u64>().unwrap();
    assert_eq!(
        threads[0]["parent_id"].as_str(),
        Some(CHANNEL_ID.to_string().as_str())
    );
    let game = t.game_in(thread).await;
    assert!(reply.content().unwrap().contains(&game));

    // The lobby message, with its buttons.
    let lobby = t.fake.channel_posts(thread, 1).await.remove(0);
    assert_eq!(
        lobby.custom_ids(),
        [
            format!("lobby:join:{game}"),
            format!("lobby:leave:{game}"),
            format!("lobby:start:{game}"),
            format!("lobby:bot-easy:{game}"),
            format!("lobby:bot-normal:{game}"),
            format!("lobby:bot-strong:{game}"),
        ]
    );
    assert!(lobby.content().unwrap().contains("Isla Petit"));
    let lobby_msg = lobby.response.clone().unwrap();

    // Only the host starts.
    let refused = t
        .click(&format!("lobby:start:{game}"), &lobby_msg, &bob(), thread)
        .await;
    assert!(refused.is_ephemeral());
    let joined = t
        .click(&format!("lobby:join:{game}"), &lobby_msg, &bob(), thread)
        .await;
    assert!(
        is_redraw(&joined),
        "the lobby message is updated: {joined:?}"
    );
    let text = joined.content().unwrap();
    assert!(
        text.contains(&format!("<@{}>", bob().id)) && text.contains("(2/8)"),
        "{text}"
    );
    let started = t
        .click(&format!("lobby:start:{game}"), &lobby_msg, &alice(), thread)
        .await;
    assert!(is_redraw(&started), "{started:?}");
    assert!(started.content().unwrap().contains("has started"));
    (thread, game)
}

impl Table {
    /// Runs a slash command from an interaction built by the caller.
    pub async fn answer(&self, ix: &FakeInteraction) -> RecordedRequest {
        answer(&self.fake, ix).await
    }
}

/// The test user in each seat of a game played by alice, bob and carol.
pub fn seat_users(view: &tucana::app::GameView) -> Vec<TestUser> {
    view.info
        .players
        .iter()
        .map(|p| {
            [alice(), bob(), carol()]
                .into_iter()
                .find(|u| u.user() == p.player.user)
                .expect("alice, bob or carol")
        })
        .collect()
}
