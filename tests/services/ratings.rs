//! Ratings for every game (issue 46, point 7) through the service: a finished game between
//! people rates its players per server and kind of game, computer players are fixed
//! anchors by level, a game is rated once (a restart, a replayed write), the history keeps
//! each game's change in order, and nothing else (a cancelled game, a lone player, another
//! server) is rated.

use crate::support;

use std::sync::Arc;

use skillratings::weng_lin::{weng_lin_multi_team, WengLinConfig, WengLinRating};
use skillratings::MultiTeamOutcome;
use tempfile::TempDir;
use tucana::app::{
    Actor, ExtraGames, GameSettings, GameStatus, GuildId, Place, Service, ServiceConfig, TestClock,
    UserId,
};
use tucana::game::rng::Rng;
use tucana::game::{Level, Rules};
use tucana::store::{GameRatingsWrite, RatedLine, Write};

use support::games::RACE;
use support::{play_turn_for, PLACE, T0};

async fn service(dir: &TempDir, clock: &Arc<TestClock>) -> Service {
    Service::start(
        support::store(dir).await,
        clock.clone(),
        ServiceConfig {
            games: ExtraGames(vec![&RACE]),
            seed: Some(42),
            no_scheduler: true,
            think_ms: Some(1),
            no_end_replays: true,
            ..ServiceConfig::default()
        },
    )
    .await
    .expect("service starts")
}

fn member(user: u64, place: Place) -> Actor {
    Actor {
        guild: Some(place.guild),
        ..Actor::new(UserId(user), format!("player{user}"))
    }
}

fn race_settings() -> GameSettings {
    GameSettings {
        game: RACE.id().into(),
        options: RACE.options(&[("target", "5"), ("wind", "0")]).unwrap(),
        ..GameSettings::default()
    }
}

/// A race to square 5 on `place` between `users` (the first hosts), started: its id and
/// the users in seat order.
async fn started_race(svc: &Service, place: Place, users: &[u64]) -> (String, Vec<u64>) {
    let info = svc
        .create_game(place, &member(users[0], place), race_settings())
        .await
        .unwrap();
    for &u in &users[1..] {
        svc.join(&info.id, &member(u, place)).await.unwrap();
    }
    svc.start_game(&info.id, UserId(users[0])).await.unwrap();
    let view = svc.view(&info.id).await.unwrap();
    let mut seated = users.to_vec();
    seated.sort_by_key(|&u| view.seat_of(UserId(u)).unwrap());
    (info.id, seated)
}

/// A race of two that `winner` wins (3 + 2 steps against 1): its id.
async fn race_won_by(svc: &Service, place: Place, winner: u64, loser: u64) -> String {
    let (game, seated) = started_race(svc, place, &[winner, loser]).await;
    let steps: &[(u64, &str)] = if seated[0] == winner {
        &[(winner, "3"), (loser, "1"), (winner, "2")]
    } else {
        &[(loser, "1"), (winner, "3"), (loser, "1"), (winner, "2")]
    };
    for &(user, n) in steps {
        svc.play(&game, UserId(user), n).await.unwrap();
    }
    let status = svc.game_info(&game).await.unwrap().status;
    assert_eq!(status, GameStatus::Finished);
    game
}

/// skillratings' own free-for-all update, each seat a team of one placed by its rank: what
/// the service must give.
fn expected(seats: &[(WengLinRating, usize)]) -> Vec<WengLinRating> {
    let teams: Vec<[WengLinRating; 1]> = seats.iter().map(|(r, _)| [*r]).collect();
    let outcome: Vec<(&[WengLinRating], MultiTeamOutcome)> = teams
        .iter()
        .zip(seats)
        .map(|(t, (_, rank))| (&t[..], MultiTeamOutcome::new(*rank)))
        .collect();
    weng_lin_multi_team(&outcome, &WengLinConfig::new())
        .into_iter()
        .map(|t| t[0])
        .collect()
}

fn shown(r: &WengLinRating) -> f64 {
    r.rating - 3.0 * r.uncertainty
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 1e-9
}

#[tokio::test]
async fn two_people_finishing_a_game_are_rated_the_winner_above() {
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(TestClock::new(T0));
    let svc = service(&dir, &clock).await;
    race_won_by(&svc, PLACE, 2, 1).await;

    let table = svc.rating_table(PLACE.guild, "test-race", 1).await.unwrap();
    let users: Vec<u64> = table.lines.iter().map(|l| l.user.0).collect();
    assert_eq!(users, [2, 1]);
    assert_eq!((table.players, table.page, table.pages), (2, 1, 1));
    let new = WengLinRating::new();
    let after = expected(&[(new, 1), (new, 2)]);
    assert!(close(table.lines[0].rating, shown(&after[0])), "{table:?}");
    assert!(close(table.lines[1].rating, shown(&after[1])), "{table:?}");
    assert_eq!([table.lines[0].position, table.lines[1].position], [1, 2]);
    assert_eq!((table.lines[0].games, table.lines[0].wins), (1, 1));
    assert_eq!((table.lines[1].games, table.lines[1].wins), (1, 0));
    assert_eq!(table.lines[0].name, "player2");

    // The winner's record: one game, won, scored 5.
    let profile = svc.player_profile(PLACE.guild, UserId(2)).await.unwrap();
    assert_eq!(profile.len(), 1);
    let p = &profile[0];
    assert_eq!(p.kind.as_str(), "test-race");
    assert_eq!((p.games, p.wins, p.best_score), (1, 1, 5));
    assert!(close(p.mean_score, 5.0) && close(p.rating, shown(&after[0])));
    assert_eq!(p.trend.len(), 1);
    assert!(close(p.trend[0], shown(&after[0])));
    // Nobody else is in any table of this server.
    let nobody = svc.player_profile(PLACE.guild, UserId(3)).await.unwrap();
    assert!(nobody.is_empty());
    // An unknown game is refused.
    assert!(svc.rating_table(PLACE.guild, "chess", 1).await.is_err());
    svc.shutdown().await;
}

#[tokio::test]
async fn each_game_rates_from_the_last_and_the_history_is_in_order() {
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(TestClock::new(T0));
    let svc = service(&dir, &clock).await;
    race_won_by(&svc, PLACE, 1, 2).await;
    clock.advance(std::time::Duration::from_secs(60));
    race_won_by(&svc, PLACE, 2, 1).await;
    clock.advance(std::time::Duration::from_secs(60));
    race_won_by(&svc, PLACE, 1, 2).await;

    let store = svc.store();
    let kind = tucana::game::GameKind::from("test-race");
    let trend = store
        .game_rating_trend(PLACE.guild, &kind, UserId(1))
        .await
        .unwrap();
    let theirs = store
        .game_rating_trend(PLACE.guild, &kind, UserId(2))
        .await
        .unwrap();
    assert_eq!((trend.len(), theirs.len()), (3, 3));
    assert!(trend.windows(2).all(|w| w[0].at < w[1].at), "{trend:?}");
    // Game by game, from the ratings the last one left: won, lost, won.
    let mut mine = WengLinRating::new();
    let mut other = WengLinRating::new();
    for (i, won) in [true, false, true].into_iter().enumerate() {
        let ranks = if won { (1, 2) } else { (2, 1) };
        let after = expected(&[(mine, ranks.0), (other, ranks.1)]);
        (mine, other) = (after[0], after[1]);
        assert!(close(trend[i].mu, mine.rating) && close(trend[i].sigma, mine.uncertainty));
        assert!(close(theirs[i].mu, other.rating));
    }
    let profile = svc.player_profile(PLACE.guild, UserId(1)).await.unwrap();
    assert_eq!((profile[0].games, profile[0].wins), (3, 2));
    let shown_trend: Vec<f64> = trend.iter().map(|p| p.mu - 3.0 * p.sigma).collect();
    assert_eq!(profile[0].trend, shown_trend);
    svc.shutdown().await;
}

#[tokio::test]
async fn a_game_is_rated_once_through_a_restart_and_a_replayed_write() {
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(TestClock::new(T0));
    let svc = service(&dir, &clock).await;
    let game = race_won_by(&svc, PLACE, 1, 2).await;
    let before = svc.rating_table(PLACE.guild, "test-race", 1).await.unwrap();
    svc.shutdown().await;

    // A restart rates nothing again.
    let svc = service(&dir, &clock).await;
    svc.run_due().await;
    let after = svc.rating_table(PLACE.guild, "test-race", 1).await.unwrap();
    assert_eq!(after, before);

    // The same game's ratings written again (a replayed write) change nothing.
    let row = svc.store().find_game(&game).await.unwrap().unwrap();
    let again = GameRatingsWrite {
        game_id: row.id,
        guild: PLACE.guild,
        kind: row.kind.clone(),
        at: T0,
        lines: vec![RatedLine {
            user: UserId(1),
            name: "player1".into(),
            score: 99,
            rank: 1,
            before: (25.0, 8.0),
            after: (40.0, 1.0),
        }],
    };
    svc.store()
        .write(Write::Rated {
            end: Box::new(Write::Heartbeat),
            ratings: Box::new(again),
        })
        .await
        .unwrap();
    let replayed = svc.rating_table(PLACE.guild, "test-race", 1).await.unwrap();
    assert_eq!(replayed, before);
    let trend = svc
        .store()
        .game_rating_trend(PLACE.guild, &row.kind, UserId(1))
        .await
        .unwrap();
    assert_eq!(trend.len(), 1);
    svc.shutdown().await;
}

#[tokio::test]
async fn cancelled_lone_and_other_servers_games_are_not_rated_here() {
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(TestClock::new(T0));
    let svc = service(&dir, &clock).await;
    // A race cancelled half-way.
    let (game, seated) = started_race(&svc, PLACE, &[1, 2]).await;
    svc.play(&game, UserId(seated[0]), "3").await.unwrap();
    svc.cancel(&game, &member(1, PLACE)).await.unwrap();
    // A race of one.
    let (lone, _) = started_race(&svc, PLACE, &[3]).await;
    for _ in 0..2 {
        svc.play(&lone, UserId(3), "3").await.unwrap();
    }
    assert_eq!(
        svc.game_info(&lone).await.unwrap().status,
        GameStatus::Finished
    );
    let table = svc.rating_table(PLACE.guild, "test-race", 1).await.unwrap();
    assert!(table.lines.is_empty(), "{table:?}");

    // A game on another server is in that server's table only.
    let elsewhere = Place {
        guild: GuildId(PLACE.guild.0 + 1),
        ..PLACE
    };
    race_won_by(&svc, elsewhere, 4, 5).await;
    let here = svc.rating_table(PLACE.guild, "test-race", 1).await.unwrap();
    assert!(here.lines.is_empty());
    let there = svc
        .rating_table(elsewhere.guild, "test-race", 1)
        .await
        .unwrap();
    assert_eq!(there.lines.len(), 2);
    assert!(svc
        .player_profile(PLACE.guild, UserId(4))
        .await
        .unwrap()
        .is_empty());
    svc.shutdown().await;
}

/// Lets the computer players move until none is waited for.
async fn bots_move(svc: &Service, game: &str) {
    for _ in 0..20 {
        let info = svc.game_info(game).await.unwrap();
        if info.status != GameStatus::Active || !info.waiting_for.iter().any(|p| p.bot) {
            return;
        }
        svc.run_due().await;
        svc.bots_idle().await;
    }
    panic!("the computer players did not finish their turn");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn computer_players_are_fixed_anchors_by_level() {
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(TestClock::new(T0));
    let svc = service(&dir, &clock).await;
    let host = UserId(1);
    let game = svc
        .create_game(PLACE, &member(1, PLACE), GameSettings::default())
        .await
        .unwrap()
        .id;
    svc.add_bot(&game, &member(1, PLACE), Level::Easy)
        .await
        .unwrap();
    svc.add_bot(&game, &member(1, PLACE), Level::Strong)
        .await
        .unwrap();
    svc.start_game(&game, host).await.unwrap();
    let mut rng = Rng::new(3, 0);
    loop {
        bots_move(&svc, &game).await;
        if svc.game_info(&game).await.unwrap().status == GameStatus::Finished {
            break;
        }
        play_turn_for(&svc, &game, &[host], &mut rng).await;
    }
    let view = svc.view(&game).await.unwrap();
    let standings = view.game.as_ref().unwrap().standings();
    // Each seat's rating before: the person a newcomer, each computer player its
    // level's anchor (easy 18, strong 32, σ 2).
    let anchor = |mu: f64| WengLinRating {
        rating: mu,
        uncertainty: 2.0,
    };
    let seats: Vec<(WengLinRating, usize)> = standings
        .iter()
        .map(|s| {
            let p = &view.info.players[s.seat].player;
            let before = match (p.bot, p.name.contains("easy")) {
                (false, _) => WengLinRating::new(),
                (true, true) => anchor(18.0),
                (true, false) => anchor(32.0),
            };
            (before, s.rank)
        })
        .collect();
    let after = expected(&seats);
    let mine = standings
        .iter()
        .position(|s| view.info.players[s.seat].player.user == host)
        .unwrap();

    // Only the person is in the table, rated against the anchors.
    let table = svc.rating_table(PLACE.guild, "tucana", 1).await.unwrap();
    assert_eq!(table.lines.len(), 1, "{table:?}");
    assert_eq!(table.lines[0].user, host);
    assert!(
        close(table.lines[0].rating, shown(&after[mine])),
        "{table:?}"
    );
    let profile = svc.player_profile(PLACE.guild, host).await.unwrap();
    assert_eq!(profile[0].best_score, standings[mine].total);
    assert_eq!(profile[0].wins, u32::from(standings[mine].rank == 1));
    svc.shutdown().await;
}
