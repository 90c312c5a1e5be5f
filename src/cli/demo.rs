//! A store filled with games played by the computer, for `tucana web --demo`, the web
//! pages' tests and their bench: one server with its pages on, a league per game (two
//! rounds of one season, a table of the last still in play), finished games of every game
//! outside the leagues, and a week of daily challenges. Every move is a legal move of the
//! game picked by a seeded generator and played through the service, as a player's would
//! be; the players are made up (a few of them with a public page, one with a name that is
//! markup, to show it is escaped).

use std::time::Duration;

use crate::app::{
    Actor, AppError, GameSettings, GameStatus, LeagueSpec, Service, ServiceConfig, TestClock,
    UserId,
};
use crate::game::rng::Rng;
use crate::game::Rules;
use crate::store::{ChannelId, GuildId, LeagueId, Place};

/// The demo's server, and where its games are played: ids shaped as Discord's are, so
/// that a test can see that none reaches a page.
pub const GUILD: GuildId = GuildId(912_345_678_901_234_567);
const CHANNEL: ChannelId = ChannelId(912_345_678_901_234_600);
/// The first made-up player's id; the others follow.
pub const FIRST_USER: u64 = 812_345_678_901_234_500;

/// The made-up players: names, and whether their page is public. One name is markup.
pub const PLAYERS: [(&str, bool); 8] = [
    ("Ana", true),
    ("Bruno", false),
    ("Chiara", true),
    ("<script>alert(1)</script>", false),
    ("Dara", true),
    ("Emeka", false),
    ("Fenna", false),
    ("Gao", true),
];

/// The most moves a game gets before it is left as it is.
const MOST_MOVES: usize = 5_000;

/// What the demo made: where its pages are.
#[derive(Clone, Debug, Default)]
pub struct Demo {
    /// The server's web id.
    pub server: String,
    pub leagues: Vec<LeagueId>,
    /// Finished games (league games and others).
    pub finished: Vec<String>,
    /// A game still in play.
    pub in_play: Vec<String>,
    /// The public players' web ids.
    pub public: Vec<String>,
    /// The days with a daily challenge played, oldest first (`YYYY-MM-DD`), and the game.
    pub days: Vec<String>,
    pub daily_game: Option<String>,
}

fn user(i: usize) -> UserId {
    UserId(FIRST_USER + i as u64)
}

fn actor(i: usize) -> Actor {
    let mut a = Actor::new(user(i), PLAYERS[i].0).on(GUILD);
    a.admin = i == 0;
    a
}

/// A place for a game of its own (a thread, on Discord).
fn place(n: u64) -> Place {
    Place {
        guild: GUILD,
        channel: ChannelId(CHANNEL.0 + 1 + n),
    }
}

/// The service's settings for a store the demo fills: nothing scheduled (the made-up
/// players move at once), no replay drawn after the end posts, and no per-user limit (they
/// start many games in a moment).
pub fn config() -> ServiceConfig {
    ServiceConfig {
        no_scheduler: true,
        no_end_replays: true,
        think_ms: Some(1),
        max_hourly_starts: Some(1_000_000),
        max_hosted_games: Some(1_000_000),
        max_open_lobbies: Some(1_000_000),
        ..ServiceConfig::default()
    }
}

/// Plays `game` with legal moves picked by `rng` until it ends (or `stop_after` moves).
pub async fn play_out(
    service: &Service,
    game: &str,
    rng: &mut Rng,
    stop_after: Option<usize>,
) -> Result<(), AppError> {
    for played in 0..MOST_MOVES {
        if stop_after.is_some_and(|n| played >= n) {
            return Ok(());
        }
        let view = service.view(game).await?;
        if view.info.status != GameStatus::Active {
            return Ok(());
        }
        let Some(play) = view.game else {
            return Ok(());
        };
        let waiting = play.to_act().seats();
        let Some(&seat) = waiting.first() else {
            return Ok(());
        };
        let player = &view.info.players[seat].player;
        let legal = service.legal_moves(game, player.user).await?;
        if legal.is_empty() {
            return Ok(());
        }
        let chosen = &legal[rng.below(legal.len() as u32) as usize].text;
        service.play(game, player.user, chosen).await?;
    }
    Ok(())
}

/// The size of a league table for `rules`: 4, within its seats.
fn table_size(rules: &dyn Rules) -> usize {
    let seats = &rules.about().seats;
    4.clamp(*seats.start(), *seats.end())
}

/// Fills `service` (a fresh store; its clock `clock`, which the demo moves on a day at a
/// time through a week of dailies and leaves a week later than it found it) with the demo.
/// `rounds` league rounds per game, `casual` games per game outside the leagues.
pub async fn fill(
    service: &Service,
    clock: &TestClock,
    rounds: usize,
    casual: usize,
    seed: u64,
) -> Result<Demo, AppError> {
    let mut rng = Rng::new(seed, 45);
    let mut demo = Demo {
        server: service.set_web(&actor(0), "Demo Island", true).await?,
        ..Demo::default()
    };
    for (i, (_, public)) in PLAYERS.iter().enumerate() {
        if *public {
            demo.public.push(service.set_profile(user(i), true).await?);
        }
    }
    let mut places = 0;
    for rules in service.games().to_vec() {
        // A league of the game: every made-up player a member.
        let size = table_size(rules);
        let spec = LeagueSpec {
            name: rules.name().to_owned(),
            game: rules.id().into(),
            options: rules.options(&[]).unwrap_or_default(),
            turn_deadline: Duration::from_secs(24 * 3600),
            season_length: None,
            settings: crate::app::league::LeagueSettings {
                table_size: size,
                ..Default::default()
            },
        };
        if size >= 2 {
            let league = service.create_league(&actor(0), CHANNEL, spec).await?;
            demo.leagues.push(league.id);
            for i in 0..PLAYERS.len() {
                service.join_league(&actor(i), &league.name).await?;
            }
            for round in 0..rounds {
                let draw = service.draw_round(&actor(0), &league.name).await?;
                for table in 0..draw.tables.len() {
                    places += 1;
                    let info = service
                        .open_table(draw.round_id, table, place(places))
                        .await?;
                    // The last table of the last round stays in play, half played.
                    let last = round + 1 == rounds && table + 1 == draw.tables.len();
                    play_out(service, &info.id, &mut rng, last.then_some(12)).await?;
                    match last {
                        true => demo.in_play.push(info.id),
                        false => demo.finished.push(info.id),
                    }
                }
            }
        }
        // Games outside the league, of two to the game's most seats.
        for n in 0..casual {
            places += 1;
            let seats = (2 + n).clamp(
                *rules.about().seats.start(),
                (*rules.about().seats.end()).min(PLAYERS.len()),
            );
            let settings = GameSettings {
                game: rules.id().into(),
                options: rules.options(&[]).unwrap_or_default(),
                max_players: seats,
                ..GameSettings::default()
            };
            let host = (n * 3) % PLAYERS.len();
            let info = service
                .create_game(place(places), &actor(host), settings)
                .await?;
            for k in 1..seats {
                service
                    .join(&info.id, &actor((host + k) % PLAYERS.len()))
                    .await?;
            }
            service.start_game(&info.id, user(host)).await?;
            play_out(service, &info.id, &mut rng, None).await?;
            demo.finished.push(info.id);
        }
    }
    // A week of dailies: a few players a day, then the clock on to the next day.
    if let Some(daily) = service.daily_games().first().copied() {
        demo.daily_game = Some(daily.id().to_owned());
        for _ in 0..7 {
            demo.days.push(service.today().to_string());
            for i in 0..4 {
                let who = (i + demo.days.len()) % PLAYERS.len();
                let attempt = service
                    .play_daily(daily.id(), place(0), &actor(who))
                    .await?;
                play_out(service, &attempt.info.id, &mut rng, None).await?;
            }
            clock.advance(Duration::from_secs(24 * 3600));
        }
        // Today's, whose board shows scores alone.
        for who in [1, 2] {
            let attempt = service
                .play_daily(daily.id(), place(0), &actor(who))
                .await?;
            play_out(service, &attempt.info.id, &mut rng, None).await?;
        }
    }
    Ok(demo)
}
