//! The service on a real database (the suite's: [`super::database_url`]) driven by a test
//! clock (no Discord), and random legal play through it: the plumbing of the service tests.

use std::sync::Arc;
use std::time::Duration;

use tempfile::TempDir;
use tucana::app::{
    Actor, ChannelId, Event, GameSettings, GuildId, OutboundEvent, Place, Service, ServiceConfig,
    TestClock, UserId,
};
use tucana::game::rng::Rng;
use tucana::games::tucana::{Game, Move, Options, Setup, TurnState};
use tucana::store::{Store, StoredGame};

use super::{store, T0};

pub const HOUR: Duration = Duration::from_secs(3600);
pub const PLACE: Place = Place {
    guild: GuildId(1_000_000_000_000_000_001),
    channel: ChannelId(17_000_000_000_000_000_002), // above i64::MAX: stored bit for bit
};

/// A service on a fresh database with a test clock at [`T0`]; no background scheduler
/// unless `scheduler`.
pub async fn service(dir: &TempDir, scheduler: bool) -> (Service, Arc<TestClock>) {
    let clock = Arc::new(TestClock::new(T0));
    let svc = open(dir, clock.clone(), scheduler).await;
    (svc, clock)
}

pub async fn open(dir: &TempDir, clock: Arc<TestClock>, scheduler: bool) -> Service {
    start(store(dir).await, clock, scheduler).await
}

/// [`open`] on a given store (for a test that needs a particular database).
pub async fn start(store: Store, clock: Arc<TestClock>, scheduler: bool) -> Service {
    Service::start(
        store,
        clock,
        ServiceConfig {
            seed: Some(42),
            no_scheduler: !scheduler,
            think_ms: Some(1),
            ..ServiceConfig::default()
        },
    )
    .await
    .expect("service starts")
}

pub fn name(user: UserId) -> String {
    format!("player{user}")
}

/// `user` acting under their test name, from no server and with no admin rights.
pub fn who(user: UserId) -> Actor {
    Actor::new(user, name(user))
}

/// Creates a game hosted by `users[0]`, joined by the others in order, and starts it.
pub async fn started_game(svc: &Service, users: &[UserId], settings: GameSettings) -> String {
    let info = svc
        .create_game(PLACE, &who(users[0]), settings)
        .await
        .expect("create");
    for &u in &users[1..] {
        svc.join(&info.id, &who(u)).await.expect("join");
    }
    svc.start_game(&info.id, users[0]).await.expect("start");
    info.id
}

/// Plays random legal trails (and every bonus trail) for the given players who have yet
/// to finish the current turn; returns how many moves were accepted.
pub async fn play_turn_for(svc: &Service, game: &str, users: &[UserId], rng: &mut Rng) -> usize {
    let mut accepted = 0;
    let view = svc.view(game).await.expect("view");
    let (round, turn) = (view.info.round, view.info.turn);
    for &user in users {
        loop {
            let view = svc.view(game).await.expect("view");
            if view.info.round != round || view.info.turn != turn || view.game.is_none() {
                return accepted;
            }
            let play = view.game.unwrap();
            let g = tucana::games::tucana::engine(play.as_ref()).expect("a Tucana game");
            let seat = view
                .info
                .players
                .iter()
                .position(|p| p.player.user == user)
                .expect("a player");
            if g.is_finished() || g.turn_state(seat) == TurnState::Done {
                break;
            }
            let legal = g.legal_trails(seat);
            let edge = legal
                .nth(rng.below(legal.len() as u32) as usize)
                .expect("a player not done has a legal trail");
            svc.play(game, user, &g.map().edge_label(edge))
                .await
                .expect("a legal trail is accepted");
            accepted += 1;
        }
    }
    accepted
}

/// Plays the current turn for every player.
pub async fn play_turn(svc: &Service, game: &str, rng: &mut Rng) -> usize {
    let info = svc.game_info(game).await.expect("info");
    let users: Vec<UserId> = info.players.iter().map(|p| p.player.user).collect();
    play_turn_for(svc, game, &users, rng).await
}

/// Every event of a game, delivered or not, oldest first.
pub async fn events_of(svc: &Service, game: &str) -> Vec<OutboundEvent> {
    let row = svc
        .store()
        .find_game(game)
        .await
        .expect("find")
        .expect("game exists");
    svc.store()
        .game_events(row.id)
        .await
        .expect("events")
        .into_iter()
        .map(|r| {
            let event = serde_json::from_str(&r.payload).expect("payload");
            OutboundEvent {
                id: r.id,
                key: r.key,
                game: r.public_id,
                place: r.place,
                created_at: r.created_at,
                delivered_at: r.delivered_at,
                seq: r.seq,
                attempts: r.attempts,
                language: r.language,
                event,
            }
        })
        .collect()
}

pub fn kinds(events: &[OutboundEvent]) -> Vec<&'static str> {
    events.iter().map(|e| e.event.kind()).collect()
}

/// The players' user numbers, to compare with a list of numbers.
pub fn users_of(players: &[tucana::app::PlayerRef]) -> Vec<u64> {
    players.iter().map(|p| p.user.get()).collect()
}

/// The last event of a kind.
pub fn last<'a>(events: &'a [OutboundEvent], kind: &str) -> Option<&'a Event> {
    events
        .iter()
        .rev()
        .find(|e| e.event.kind() == kind)
        .map(|e| &e.event)
}

/// The stored options of a Trails of Tucana game on `map`, other options at their defaults.
pub fn solo_options(map: tucana::games::tucana::MapId) -> String {
    serde_json::to_string(&tucana::games::tucana::Options {
        map,
        ..Default::default()
    })
    .expect("options serialize")
}

/// The trails a player may draw now, as labels (`C3-D4`): their legal moves but the bonus
/// skip.
pub async fn legal_trails(
    svc: &Service,
    game: &str,
    user: UserId,
) -> Result<Vec<String>, tucana::app::AppError> {
    Ok(svc
        .legal_moves(game, user)
        .await?
        .into_iter()
        .filter(|l| l.text.contains('-'))
        .map(|l| l.text)
        .collect())
}

/// Trails of Tucana's own game behind a game of the interface (the tests look at its
/// sheets and turn states).
pub trait Engine {
    fn engine(&self) -> &tucana::games::tucana::Game;
}

impl Engine for Box<dyn tucana::game::Play> {
    fn engine(&self) -> &tucana::games::tucana::Game {
        tucana::games::tucana::engine(self.as_ref()).expect("a Trails of Tucana game")
    }
}

/// A stored game of Trails of Tucana as it stands: its log replayed on its setup.
pub fn replay(stored: &StoredGame) -> Game {
    let row = &stored.game;
    let options: Options = serde_json::from_str(&row.options).unwrap();
    let map = options.map.map();
    let setup = Setup::from_seed(row.seed, options, stored.players.len()).unwrap();
    let log: Vec<Move> = stored
        .moves
        .iter()
        .map(|m| Move::decode(&m.text, map).unwrap())
        .collect();
    Game::replay(setup, &log).unwrap_or_else(|(i, e)| panic!("{}: move {i}: {e}", row.public_id))
}
