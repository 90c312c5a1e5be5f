//! Solo games and the daily challenge, through the service on a real SQLite file with a
//! test clock: the same date gives the same game to everyone and across restarts, a
//! recorded day never changes, the day rolls over at midnight UTC, one attempt per user per
//! day, leaderboards (order, ties, pages, servers) and streaks across missed days; Trails of
//! Tucana's days derived as before, and each game its own daily challenge.

use crate::support;
use crate::support::games;

use std::time::Duration;
use tucana::app::Actor;
use tucana::app::{ChannelId, GuildId};

use support::*;
use tucana::app::DailySpec;
use tucana::app::{AppError, BoardScope, Event, GameStatus, Place, Service, UserId};
use tucana::game::options::Choices;
use tucana::game::rng::Rng;
use tucana::games::tucana::daily::{daily, DailySecret, Date};
use tucana::games::tucana::{MapId, Options, Setup};
use tucana::store::{Output, Write};

const DAY: Duration = Duration::from_secs(86_400);
const GUILD_A: GuildId = GuildId(111);
const GUILD_B: GuildId = GuildId(222);

fn place(guild: GuildId, user: UserId) -> Place {
    Place {
        guild,
        channel: ChannelId(9_000 + user.get()),
    }
}

async fn play_daily(svc: &Service, guild: GuildId, user: UserId) -> tucana::app::DailyGame {
    svc.play_daily("tucana", place(guild, user), &who(user).on(guild))
        .await
        .expect("play_daily")
}

/// Plays random legal trails (from `rng`) until the game is over.
async fn finish(svc: &Service, game: &str, user: UserId, rng: &mut Rng) {
    for _ in 0..500 {
        if svc.game_info(game).await.unwrap().status == GameStatus::Finished {
            return;
        }
        play_turn_for(svc, game, &[user], rng).await;
    }
    panic!("game {game} did not end");
}

/// What the service must give for a day of Trails of Tucana: the game's own derivation
/// (the seed keyed by the secret, the options of its schedule), as it always was.
fn derived(date: Date, secret: &DailySecret) -> DailySpec {
    let d = daily(date, secret);
    DailySpec {
        game: "tucana".into(),
        date,
        version: d.version,
        seed: d.seed,
        options: serde_json::to_string(&d.options).unwrap(),
        options_text: Some(d.options.describe()),
    }
}

/// A day's options as Trails of Tucana reads them.
fn options(spec: &DailySpec) -> Options {
    serde_json::from_str(&spec.options).unwrap()
}

/// The service's daily secret, as stored.
async fn secret_of(svc: &Service) -> DailySecret {
    svc.store()
        .daily_secret()
        .await
        .unwrap()
        .expect("a secret is stored at start")
}

/// The engine's set-up of a game (decks, set-up card, start, letters).
async fn setup_of(svc: &Service, game: &str) -> Setup {
    svc.view(game)
        .await
        .unwrap()
        .game
        .unwrap()
        .engine()
        .setup()
        .clone()
}

#[tokio::test]
async fn the_same_date_gives_the_same_game_to_everyone_and_across_restarts() {
    let dir = tempfile::tempdir().unwrap();
    let (svc, clock) = service(&dir, false).await;
    clock.advance(Duration::from_secs(5 * 3600));
    let today = svc.today();
    assert_eq!(today.to_string(), "2026-01-01");
    let spec = svc.daily_today("tucana").await.unwrap();
    assert_eq!(
        spec,
        derived(today, &secret_of(&svc).await),
        "a fresh day is derived from its date and the secret"
    );

    let a = play_daily(&svc, GUILD_A, UserId(1)).await;
    let b = play_daily(&svc, GUILD_B, UserId(2)).await;
    assert_ne!(a.info.id, b.info.id);
    assert!(!a.resumed && !b.resumed);
    assert!(a.info.self_paced && a.info.deadline.is_none());
    assert_eq!(a.info.settings.options, spec.options);
    assert_eq!(a.info.headline, b.info.headline);
    let setup = setup_of(&svc, &a.info.id).await;
    assert_eq!(setup, setup_of(&svc, &b.info.id).await);
    assert_eq!(
        setup,
        Setup::from_seed(spec.seed, options(&spec), 1).unwrap(),
        "the game is the day's seed and options"
    );
    for id in [&a.info.id, &b.info.id] {
        assert_eq!(
            svc.store().find_game(id).await.unwrap().unwrap().seed,
            spec.seed
        );
    }

    // Another player, after a restart (and a different service seed), gets the same game.
    svc.shutdown().await;
    let svc = Service::start(
        store(&dir).await,
        clock.clone(),
        tucana::app::ServiceConfig {
            seed: Some(4242),
            no_scheduler: true,
            think_ms: Some(1),
            ..tucana::app::ServiceConfig::default()
        },
    )
    .await
    .unwrap();
    assert_eq!(svc.daily_today("tucana").await.unwrap(), spec);
    let c = play_daily(&svc, GUILD_A, UserId(3)).await;
    assert_eq!(setup_of(&svc, &c.info.id).await, setup);
    assert_eq!(c.info.headline, a.info.headline);
    let again = play_daily(&svc, GUILD_A, UserId(1)).await;
    assert!(again.resumed);
    assert_eq!(again.info.id, a.info.id);
    svc.shutdown().await;
}

#[tokio::test]
async fn a_recorded_day_is_not_changed_by_a_change_of_the_derivation() {
    let dir = tempfile::tempdir().unwrap();
    let (svc, _clock) = service(&dir, false).await;
    let today = svc.today();
    let derived = daily(today, &secret_of(&svc).await);
    // What an older derivation recorded for today: another seed and map.
    let old_options = Options {
        map: if derived.options.map == MapId::Petit {
            MapId::Grande
        } else {
            MapId::Petit
        },
        ..derived.options
    };
    let old_seed = derived.seed ^ 0x5eed;
    let record = |seed: u64, options: Options| Write::RecordDailyDay {
        game: "tucana".into(),
        date: today.to_string(),
        version: 0,
        seed,
        options: serde_json::to_string(&options).unwrap(),
        at: T0,
    };
    assert_eq!(
        svc.store()
            .write(record(old_seed, old_options))
            .await
            .unwrap(),
        Output::Changed(true)
    );
    // Recording the day again (today's derivation) changes nothing.
    assert_eq!(
        svc.store()
            .write(record(derived.seed, derived.options))
            .await
            .unwrap(),
        Output::Changed(false)
    );

    let spec = svc.daily_today("tucana").await.unwrap();
    assert_eq!(
        (spec.seed, options(&spec), spec.version),
        (old_seed, old_options, 0)
    );
    let game = play_daily(&svc, GUILD_A, UserId(1)).await;
    let row = svc.store().find_game(&game.info.id).await.unwrap().unwrap();
    assert_eq!(row.seed, old_seed, "the stored seed, not the derived one");
    assert_eq!(
        game.info.settings.options,
        serde_json::to_string(&old_options).unwrap()
    );
    assert_eq!(
        setup_of(&svc, &game.info.id).await,
        Setup::from_seed(old_seed, old_options, 1).unwrap()
    );
    let stored = svc
        .store()
        .daily_day("tucana", &today.to_string())
        .await
        .unwrap()
        .unwrap();
    assert_eq!((stored.seed, stored.version), (old_seed, 0));
    svc.shutdown().await;
}

#[tokio::test]
async fn the_day_rolls_over_at_midnight_and_an_old_attempt_counts_for_its_day() {
    let dir = tempfile::tempdir().unwrap();
    let (svc, clock) = service(&dir, false).await;
    clock.advance(Duration::from_secs(23 * 3600));
    let day1: Date = "2026-01-01".parse().unwrap();
    assert_eq!(svc.today(), day1);
    assert_eq!(svc.next_reset(), day1.succ().start_unix());
    let old = play_daily(&svc, GUILD_A, UserId(1)).await;
    let mut rng = Rng::new(1, 1);
    play_turn_for(&svc, &old.info.id, &[UserId(1)], &mut rng).await;

    clock.advance(2 * HOUR);
    let day2 = day1.succ();
    assert_eq!(svc.today(), day2);
    assert_eq!(svc.next_reset(), day2.succ().start_unix());
    let new = play_daily(&svc, GUILD_A, UserId(1)).await;
    assert!(!new.resumed, "a new day, a new attempt");
    assert_ne!(new.info.id, old.info.id);
    assert_eq!(new.spec, derived(day2, &secret_of(&svc).await));
    assert_ne!(new.spec.seed, old.spec.seed);
    assert_ne!(
        setup_of(&svc, &new.info.id).await,
        setup_of(&svc, &old.info.id).await
    );

    // Yesterday's unfinished game can still be finished, and counts for yesterday.
    finish(&svc, &old.info.id, UserId(1), &mut rng).await;
    let attempt = svc
        .daily_attempt("tucana", UserId(1), day1)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(attempt.game, old.info.id);
    assert!(attempt.finished_at.is_some());
    let board1 = svc
        .daily_leaderboard("tucana", BoardScope::Global, Some(day1), 0, 10)
        .await
        .unwrap();
    assert_eq!(board1.entries.len(), 1);
    assert_eq!(board1.entries[0].user, UserId(1));
    assert_eq!(Some(board1.entries[0].total), attempt.total);
    let board2 = svc
        .daily_leaderboard("tucana", BoardScope::Global, None, 0, 10)
        .await
        .unwrap();
    assert_eq!(board2.date, day2);
    assert!(board2.entries.is_empty(), "today's attempt is not finished");
    svc.shutdown().await;
}

#[tokio::test]
async fn one_attempt_per_user_per_day() {
    let dir = tempfile::tempdir().unwrap();
    let (svc, _clock) = service(&dir, false).await;
    let first = play_daily(&svc, GUILD_A, UserId(1)).await;
    let second = play_daily(&svc, GUILD_B, UserId(1)).await;
    assert!(second.resumed);
    assert_eq!(second.info.id, first.info.id);
    // Calls at once still make one attempt.
    let two = Actor::new(UserId(2), "two").on(GUILD_A);
    let (x, y) = tokio::join!(
        svc.play_daily("tucana", place(GUILD_A, two.user), &two),
        svc.play_daily("tucana", place(GUILD_A, two.user), &two),
    );
    assert_eq!(x.unwrap().info.id, y.unwrap().info.id);
    assert_eq!(
        svc.store().count_games(GameStatus::Active).await.unwrap(),
        2
    );

    // Finished: playing again shows the finished game, it starts no other.
    let mut rng = Rng::new(3, 3);
    finish(&svc, &first.info.id, UserId(1), &mut rng).await;
    let after = play_daily(&svc, GUILD_A, UserId(1)).await;
    assert_eq!(after.info.id, first.info.id);
    assert_eq!(after.info.status, GameStatus::Finished);
    assert_eq!(
        svc.store().count_games(GameStatus::Active).await.unwrap(),
        1
    );
    assert!(matches!(
        svc.play(&first.info.id, UserId(1), "A1-A2").await,
        Err(AppError::Finished)
    ));
    // The attempt is kept with the server it was started from.
    let attempt = svc
        .daily_attempt("tucana", UserId(1), svc.today())
        .await
        .unwrap()
        .unwrap();
    assert_eq!(attempt.guild, Some(GUILD_A));
    svc.shutdown().await;
}

#[tokio::test]
async fn the_leaderboard_ranks_best_first_with_ties_and_pages() {
    let dir = tempfile::tempdir().unwrap();
    let (svc, _clock) = service(&dir, false).await;
    // Users 1 and 2 make the same moves (a tie); the others their own. 1-3 play from
    // server A, 4-6 from B; 7 starts and does not finish.
    let plan: [(UserId, GuildId, u64); 6] = [
        (UserId(1), GUILD_A, 7),
        (UserId(2), GUILD_A, 7),
        (UserId(3), GUILD_A, 11),
        (UserId(4), GUILD_B, 12),
        (UserId(5), GUILD_B, 13),
        (UserId(6), GUILD_B, 14),
    ];
    for &(user, guild, seed) in &plan {
        let game = play_daily(&svc, guild, user).await;
        finish(&svc, &game.info.id, user, &mut Rng::new(seed, 5)).await;
    }
    play_daily(&svc, GUILD_A, UserId(7)).await;

    let all = svc
        .daily_leaderboard("tucana", BoardScope::Global, None, 0, 100)
        .await
        .unwrap();
    assert_eq!((all.players, all.pages), (6, 1));
    assert!(
        all.entries.iter().all(|e| e.user != UserId(7)),
        "unfinished: not listed"
    );
    for (i, e) in all.entries.iter().enumerate() {
        let better = all
            .entries
            .iter()
            .filter(|o| (o.total, o.bonus) > (e.total, e.bonus))
            .count();
        assert_eq!(e.rank as usize, 1 + better, "{e:?}");
        if i > 0 {
            let p = &all.entries[i - 1];
            assert!((p.total, p.bonus) >= (e.total, e.bonus), "best first");
        }
        // The board's score is the game's.
        let share = svc.daily_share("tucana", e.user, None).await.unwrap();
        assert_eq!((share.total, share.tiebreak), (e.total, e.bonus));
    }
    let one = all.entries.iter().find(|e| e.user == UserId(1)).unwrap();
    let two = all.entries.iter().find(|e| e.user == UserId(2)).unwrap();
    assert_eq!(
        (one.total, one.rank),
        (two.total, two.rank),
        "a tie ranks alike"
    );
    let pos = |u: UserId| all.entries.iter().position(|e| e.user == u).unwrap();
    assert_eq!(
        pos(UserId(2)),
        pos(UserId(1)) + 1,
        "ties in the order they finished"
    );

    // Pages of 4: the same order, cut in two.
    let p0 = svc
        .daily_leaderboard("tucana", BoardScope::Global, None, 0, 4)
        .await
        .unwrap();
    let p1 = svc
        .daily_leaderboard("tucana", BoardScope::Global, None, 1, 4)
        .await
        .unwrap();
    assert_eq!((p0.pages, p0.entries.len(), p1.entries.len()), (2, 4, 2));
    let paged: Vec<_> = p0.entries.into_iter().chain(p1.entries).collect();
    assert_eq!(paged, all.entries);
    let p2 = svc
        .daily_leaderboard("tucana", BoardScope::Global, None, 2, 4)
        .await
        .unwrap();
    assert!(p2.entries.is_empty());

    // A server's board: its players only, ranked among themselves.
    let a = svc
        .daily_leaderboard("tucana", BoardScope::Server(GUILD_A), None, 0, 10)
        .await
        .unwrap();
    let users: Vec<UserId> = a.entries.iter().map(|e| e.user).collect();
    assert_eq!(a.players, 3);
    assert!(users.iter().all(|u| [1, 2, 3].contains(&u.get())));
    assert_eq!(a.entries[0].rank, 1);
    let b = svc
        .daily_leaderboard("tucana", BoardScope::Server(GUILD_B), None, 0, 10)
        .await
        .unwrap();
    assert_eq!(b.players, 3);
    assert!(b.entries.iter().all(|e| [4, 5, 6].contains(&e.user.get())));
    svc.shutdown().await;
}

#[tokio::test]
async fn streaks_count_across_missed_days() {
    let dir = tempfile::tempdir().unwrap();
    let (svc, clock) = service(&dir, false).await;
    let user = UserId(1);
    let mut rng = Rng::new(9, 9);
    // Days 1, 2, 3 finished; day 4 missed; day 5 started only; days 6, 7 finished.
    for day in 1..=7 {
        if day > 1 {
            clock.advance(DAY);
        }
        if day == 4 {
            continue;
        }
        let game = play_daily(&svc, GUILD_A, user).await;
        if day != 5 {
            finish(&svc, &game.info.id, user, &mut rng).await;
        }
    }
    let stats = svc.daily_stats("tucana", user).await.unwrap();
    assert_eq!(stats.played, 5);
    assert_eq!((stats.current_streak, stats.best_streak), (2, 3));
    let totals: Vec<u32> = {
        let mut t = Vec::new();
        for d in 0..7 {
            let date = Date::from_days(svc.today().days() - d);
            if let Some(a) = svc.daily_attempt("tucana", user, date).await.unwrap() {
                t.extend(a.total);
            }
        }
        t
    };
    assert_eq!(totals.len(), 5);
    assert_eq!(stats.best, totals.iter().copied().max());
    let avg = totals.iter().sum::<u32>() as f64 / 5.0;
    assert!((stats.average.unwrap() - avg).abs() < 1e-9);
    assert_eq!(stats.histogram.iter().map(|b| b.count).sum::<u32>(), 5);

    // The next day the streak still stands (today not played yet); the day after, it is
    // broken.
    clock.advance(DAY);
    assert_eq!(
        svc.daily_stats("tucana", user)
            .await
            .unwrap()
            .current_streak,
        2
    );
    clock.advance(DAY);
    let stats = svc.daily_stats("tucana", user).await.unwrap();
    assert_eq!((stats.current_streak, stats.best_streak), (0, 3));
    assert_eq!(
        svc.daily_stats("tucana", UserId(99)).await.unwrap().played,
        0
    );
    svc.shutdown().await;
}

#[tokio::test]
async fn a_solo_game_is_self_paced_and_ends_with_its_title() {
    let dir = tempfile::tempdir().unwrap();
    let (svc, clock) = service(&dir, false).await;
    let info = svc
        .create_solo(
            PLACE,
            &Actor::new(UserId(5), "five"),
            "tucana",
            support::solo_options(MapId::Grande),
        )
        .await
        .unwrap();
    assert_eq!(info.status, GameStatus::Active);
    assert!(info.self_paced);
    assert_eq!(info.deadline, None);
    assert_eq!(info.settings.options, solo_options(MapId::Grande));
    let cards = info.headline.clone();

    // No deadline: four weeks later the turn is still open, and the scheduler has nothing
    // (it closes a self-paced game only after 30 untouched days, see tests/services/bounds.rs).
    clock.advance(29 * DAY);
    assert_eq!(svc.run_due().await, 0);
    let later = svc.game_info(&info.id).await.unwrap();
    assert_eq!(
        (later.round, later.turn, later.headline),
        (Some(1), Some(1), cards)
    );

    // Finishing the turn's trails reveals the next cards at once.
    let mut rng = Rng::new(2, 2);
    play_turn_for(&svc, &info.id, &[UserId(5)], &mut rng).await;
    let next = svc.game_info(&info.id).await.unwrap();
    assert_eq!(next.turn, Some(2));
    finish(&svc, &info.id, UserId(5), &mut rng).await;

    let events = events_of(&svc, &info.id).await;
    assert!(events
        .iter()
        .all(|e| e.event.kind() != "reminder" && e.event.kind() != "deadline_passed"));
    let Some(Event::GameEnded { standings, .. }) = last(&events, "game_ended") else {
        panic!("no game_ended");
    };
    let play = svc.view(&info.id).await.unwrap().game.unwrap();
    let game = play.engine();
    let score = &game.standings()[0];
    assert_eq!(standings[0].total, score.total);
    assert_eq!(standings[0].title.as_ref().map(games::english), score.title);
    assert_eq!(
        score.title.as_deref(),
        game.map().title_for(score.total),
        "the ladder title of the score"
    );
    // Not a daily game: no attempt.
    assert!(svc
        .daily_attempt("tucana", UserId(5), svc.today())
        .await
        .unwrap()
        .is_none());
    svc.shutdown().await;
}

#[tokio::test]
async fn daily_share_shows_the_result_without_the_trails() {
    let dir = tempfile::tempdir().unwrap();
    let (svc, _clock) = service(&dir, false).await;
    assert!(matches!(
        svc.daily_share("tucana", UserId(1), None).await,
        Err(AppError::NotFound(_))
    ));
    let game = play_daily(&svc, GUILD_A, UserId(1)).await;
    assert!(matches!(
        svc.daily_share("tucana", UserId(1), None).await,
        Err(AppError::NotFound(_))
    ));
    finish(&svc, &game.info.id, UserId(1), &mut Rng::new(4, 4)).await;
    let share = svc.daily_share("tucana", UserId(1), None).await.unwrap();
    let play = svc.view(&game.info.id).await.unwrap().game.unwrap();
    let g = play.engine();
    let score = &g.standings()[0];
    assert_eq!(share.date, svc.today());
    assert_eq!(share.options, game.spec.options);
    assert_eq!((share.total, share.tiebreak), (score.total, score.bonus));
    assert_eq!(share.breakdown, play.standings()[0].breakdown);
    assert_eq!(share.title.as_ref().map(games::english), score.title);
    // The card is the game's: Trails of Tucana counts the sights connected, never a trail.
    let connected: u32 = score.sights.iter().map(|&n| u32::from(n)).sum();
    let options = share
        .options_text
        .as_ref()
        .map(|m| tucana::game::english(&tucana::games::tucana::Tucana, m))
        .expect("the options in words");
    let caption = tucana::game::Caption {
        title: "Daily Tucana",
        subtitle: &options,
        player: &share.name,
    };
    let shared = share.game.shared(0, &caption).expect("a card");
    let line = games::english(&shared.line);
    assert!(
        line.starts_with(&format!("{connected}/")) && line.ends_with("sights connected"),
        "{line}"
    );
    assert!(shared.picture.starts_with(b"\x89PNG"));
    svc.shutdown().await;
}

#[tokio::test]
async fn the_secret_is_generated_once_and_survives_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let (svc, clock) = service(&dir, false).await;
    let secret = secret_of(&svc).await;
    assert_eq!(secret.expose().len(), 64, "32 random bytes in hex");
    assert!(!format!("{secret:?}").contains(secret.expose()));
    let spec = svc.daily_today("tucana").await.unwrap();
    assert_eq!(spec, derived(svc.today(), &secret));
    svc.shutdown().await;

    let svc = open(&dir, clock.clone(), false).await;
    assert_eq!(secret_of(&svc).await, secret, "not generated again");
    // A day not recorded yet is keyed by the same secret after the restart.
    clock.advance(DAY);
    assert_eq!(
        svc.daily_today("tucana").await.unwrap(),
        derived(svc.today(), &secret)
    );
    svc.shutdown().await;

    // Another deployment draws its own secret, so its days differ.
    let other_dir = tempfile::tempdir().unwrap();
    let (other, _) = service(&other_dir, false).await;
    let other_secret = secret_of(&other).await;
    assert_ne!(other_secret, secret);
    assert_ne!(
        other.daily_spec("tucana", spec.date).await.unwrap().seed,
        spec.seed,
        "different secrets give different days"
    );
    other.shutdown().await;
}

#[tokio::test]
async fn a_shared_secret_gives_the_same_days_and_a_recorded_day_never_changes() {
    let shared = DailySecret::new("shared-between-two-deployments").unwrap();
    let (dir_a, dir_b) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let (a, clock_a) = service(&dir_a, false).await;
    let (b, _clock_b) = service(&dir_b, false).await;
    // Deployment A recorded today before it was given the shared secret.
    let recorded = a.daily_today("tucana").await.unwrap();
    let today = a.today();
    for svc in [&a, &b] {
        svc.set_daily_secret(shared.clone()).await.unwrap();
        assert_eq!(secret_of(svc).await, shared, "stored instead of its own");
    }
    assert_eq!(
        a.daily_today("tucana").await.unwrap(),
        recorded,
        "a recorded day stays"
    );
    assert_eq!(
        b.daily_today("tucana").await.unwrap(),
        derived(today, &shared)
    );
    assert_ne!(recorded.seed, derived(today, &shared).seed);
    let tomorrow = today.succ();
    let (ta, tb) = (
        a.daily_spec("tucana", tomorrow).await.unwrap(),
        b.daily_spec("tucana", tomorrow).await.unwrap(),
    );
    assert_eq!(ta, tb, "the same secret gives the same day");
    assert_eq!(ta, derived(tomorrow, &shared));
    b.shutdown().await;

    // After a restart, and under yet another secret, A's recorded days are unchanged.
    a.shutdown().await;
    let a = open(&dir_a, clock_a.clone(), false).await;
    assert_eq!(secret_of(&a).await, shared, "the secret given is kept");
    let third = DailySecret::new("a-third-secret-for-later-days").unwrap();
    a.set_daily_secret(third.clone()).await.unwrap();
    assert_eq!(a.daily_spec("tucana", today).await.unwrap(), recorded);
    assert_eq!(a.daily_spec("tucana", tomorrow).await.unwrap(), ta);
    let later = tomorrow.succ();
    assert_eq!(
        a.daily_spec("tucana", later).await.unwrap(),
        derived(later, &third)
    );
    a.shutdown().await;
}

/// Trails of Tucana's days are what they always were: for every date, the service's seed
/// (keyed by the secret, the date and the game) and the game's options (its schedule) are
/// those of Trails of Tucana's own derivation.
#[tokio::test]
async fn tucana_days_are_derived_as_before() {
    use tucana::game::Rules;
    let secret = DailySecret::new("0123456789abcdef0123456789abcdef").unwrap();
    let first: Date = "2026-01-01".parse().unwrap();
    for days in 0..800 {
        let date = Date::from_days(first.days() + days);
        let before = daily(date, &secret);
        let seed = tucana::app::daily_seed("tucana", date, &secret);
        assert_eq!(seed, before.seed, "{date}");
        assert_eq!(
            tucana::games::tucana::Tucana.daily(date, seed),
            Some(serde_json::to_string(&before.options).unwrap()),
            "{date}"
        );
    }
    // And through the service, which records them.
    let dir = tempfile::tempdir().unwrap();
    let (svc, _clock) = service(&dir, false).await;
    let secret = secret_of(&svc).await;
    for days in 0..40 {
        let date = Date::from_days(svc.today().days() + days);
        assert_eq!(
            svc.daily_spec("tucana", date).await.unwrap(),
            derived(date, &secret)
        );
    }
    svc.shutdown().await;
}

/// Each game that offers a daily challenge has its own days, attempts, leaderboards and
/// streaks; a game without one refuses clearly.
#[tokio::test]
async fn each_game_has_its_own_daily_challenge() {
    let dir = tempfile::tempdir().unwrap();
    let clock = std::sync::Arc::new(tucana::app::TestClock::new(T0));
    let svc = Service::start(
        store(&dir).await,
        clock.clone(),
        tucana::app::ServiceConfig {
            seed: Some(42),
            no_scheduler: true,
            think_ms: Some(1),
            games: tucana::app::ExtraGames(vec![&games::RACE, &games::GUESS]),
            ..tucana::app::ServiceConfig::default()
        },
    )
    .await
    .unwrap();
    let race = games::race::ID;
    let offered: Vec<&str> = svc.daily_games().iter().map(|r| r.id()).collect();
    assert_eq!(
        offered,
        vec!["tucana", "combi-nations", "la-isla", "islas-canarias", race],
        "the guess game has none"
    );
    assert!(matches!(
        svc.daily_today(games::guess::ID).await,
        Err(AppError::BadSettings(_))
    ));

    let secret = secret_of(&svc).await;
    let today = svc.today();
    let spec = svc.daily_today(race).await.unwrap();
    assert_eq!(spec.game, race);
    assert_eq!(spec.seed, tucana::app::daily_seed(race, today, &secret));
    assert_ne!(spec.seed, svc.daily_today("tucana").await.unwrap().seed);
    assert_eq!(
        svc.store()
            .daily_day(race, &today.to_string())
            .await
            .unwrap()
            .map(|d| d.options),
        Some(spec.options.clone())
    );

    // One user plays both games' challenges today: two attempts, one per game.
    let mut rng = Rng::new(3, 3);
    let t = play_daily(&svc, GUILD_A, UserId(1)).await;
    let r = svc
        .play_daily(
            race,
            place(GUILD_A, UserId(1)),
            &Actor::new(UserId(1), "one").on(GUILD_A),
        )
        .await
        .unwrap();
    assert_ne!(t.info.id, r.info.id);
    assert_eq!(r.info.settings.game, race);
    assert_eq!(r.info.settings.options, spec.options);
    let again = svc
        .play_daily(
            race,
            place(GUILD_A, UserId(1)),
            &Actor::new(UserId(1), "one").on(GUILD_A),
        )
        .await
        .unwrap();
    assert!(again.resumed && again.info.id == r.info.id);
    for _ in 0..100 {
        if svc.game_info(&r.info.id).await.unwrap().status == GameStatus::Finished {
            break;
        }
        svc.play(&r.info.id, UserId(1), "3").await.unwrap();
    }
    assert_eq!(
        svc.game_info(&r.info.id).await.unwrap().status,
        GameStatus::Finished
    );
    let attempt = svc
        .daily_attempt(race, UserId(1), today)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(
        (attempt.kind.as_str(), attempt.game.as_str()),
        (race, r.info.id.as_str())
    );
    assert!(attempt.finished_at.is_some());
    let board = svc
        .daily_leaderboard(race, BoardScope::Global, None, 0, 10)
        .await
        .unwrap();
    assert_eq!(board.entries.len(), 1);
    assert_eq!(board.entries[0].user, UserId(1));
    let tucana_board = svc
        .daily_leaderboard("tucana", BoardScope::Global, None, 0, 10)
        .await
        .unwrap();
    assert!(
        tucana_board.entries.is_empty(),
        "the Tucana attempt is not finished"
    );
    assert_eq!(svc.daily_stats(race, UserId(1)).await.unwrap().played, 1);
    assert_eq!(
        svc.daily_stats("tucana", UserId(1)).await.unwrap().played,
        0
    );
    let share = svc.daily_share(race, UserId(1), None).await.unwrap();
    assert_eq!(
        share.breakdown,
        svc.view(&r.info.id)
            .await
            .unwrap()
            .game
            .unwrap()
            .standings()[0]
            .breakdown
    );
    assert!(share
        .game
        .shared(
            0,
            &tucana::game::Caption {
                title: "",
                subtitle: "",
                player: ""
            }
        )
        .is_none());
    assert!(matches!(
        svc.daily_share("tucana", UserId(1), None).await,
        Err(AppError::NotFound(_))
    ));
    finish(&svc, &t.info.id, UserId(1), &mut rng).await;
    assert_eq!(
        svc.daily_stats("tucana", UserId(1)).await.unwrap().played,
        1
    );
    svc.shutdown().await;
}

/// A stranger asking for someone's daily attempt by its id, from the server it was played
/// from, is refused on the game's rows, before the game is loaded: a game that cannot be
/// replayed is not even tried for them (its player is the one told it is broken).
#[tokio::test]
async fn a_stranger_is_refused_a_self_paced_game_before_it_is_loaded() {
    let dir = tempfile::tempdir().unwrap();
    let (svc, _) = service(&dir, false).await;
    let game = play_daily(&svc, GUILD_A, UserId(1)).await.info.id;
    finish(&svc, &game, UserId(1), &mut Rng::new(4, 0)).await;
    svc.shutdown().await;
    let mut conn = support::connection(&dir).await;
    let damage = format!(
        "UPDATE moves SET move = 'pass 7' WHERE seq = 0 AND game_id = \
         (SELECT id FROM games WHERE public_id = '{game}')"
    );
    sqlx::raw_sql(&damage).execute(&mut conn).await.unwrap();

    let (svc, _) = service(&dir, false).await;
    let stranger = who(UserId(2)).on(GUILD_A);
    let refused = svc.game_for(&stranger, &game).await.err().unwrap();
    assert!(matches!(refused, AppError::Private), "{refused:?}");
    assert!(svc.broken_games().is_empty(), "the game was not loaded");
    let player = who(UserId(1)).on(GUILD_A);
    let broken = svc.game_for(&player, &game).await.err().unwrap();
    assert!(matches!(broken, AppError::Broken(_)), "{broken:?}");
    svc.shutdown().await;
}

/// Plays `user`'s daily game of a game with computer opponents (La Isla, Islas Canarias)
/// to its end, the player always taking the legal move `pick` gives (of the moves offered,
/// best first). `bots_before`: the test runs the opponents (as the scheduler does) before
/// each of the player's moves; otherwise the player moves at once, and the service has the
/// opponents still to act in the step move first. Returns the game's log.
async fn play_against_bots(
    svc: &Service,
    game: &str,
    user: UserId,
    pick: fn(usize) -> usize,
    bots_before: bool,
) -> Vec<String> {
    for _ in 0..3_000 {
        let view = svc.view(game).await.unwrap();
        if view.info.status != GameStatus::Active {
            return view.game.expect("a started game").log();
        }
        if bots_before {
            svc.run_due().await;
            svc.bots_idle().await;
        }
        let play = svc.view(game).await.unwrap().game.unwrap();
        if play.to_act().includes(0) {
            let legal = play.legal_moves(0);
            assert!(!legal.is_empty(), "a seat to act has a move");
            let text = &legal[pick(legal.len()).min(legal.len() - 1)].text;
            svc.play(game, user, text).await.expect("a legal move");
        } else {
            svc.run_due().await;
            svc.bots_idle().await;
        }
    }
    panic!("game {game} did not end");
}

/// La Isla's and Islas Canarias' dailies seat the player and two computer players of the
/// normal level: two players who make the same moves meet the same deal and the same
/// opponents' moves (whether the opponents moved before the player's move or had to move
/// when it came); the player's score is the attempt's; the par is the strong player's in
/// the same seat; leaderboards and streaks are the game's own.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn dailies_with_opponents_give_everyone_the_same_deal_and_opponents() {
    for kind in ["la-isla", "islas-canarias"] {
        let dir = tempfile::tempdir().unwrap();
        let (svc, clock) = service(&dir, false).await;
        clock.advance(Duration::from_secs(3600));
        let today = svc.today();
        assert!(svc.daily_games().iter().any(|r| r.id() == kind));
        let spec = svc.daily_today(kind).await.unwrap();
        let start = |user: UserId| {
            let svc = svc.clone();
            async move {
                svc.play_daily(kind, place(GUILD_A, user), &who(user).on(GUILD_A))
                    .await
                    .unwrap()
            }
        };
        let a = start(UserId(1)).await;
        let b = start(UserId(2)).await;
        for daily in [&a, &b] {
            let info = &daily.info;
            assert!(info.self_paced && info.deadline.is_none(), "{kind}");
            assert_eq!(
                info.players.len(),
                3,
                "{kind}: the player and two opponents"
            );
            assert_eq!(info.players[0].player.user, daily.info.host);
            assert!(info.players[1..].iter().all(|p| p.player.bot));
            assert!(!info.players[0].player.bot);
            assert!(info.players[1].player.name.contains("normal"), "{kind}");
            assert_eq!(
                svc.store().find_game(&info.id).await.unwrap().unwrap().seed,
                spec.seed,
                "{kind}: the day's deal"
            );
        }
        let first = svc.view(&a.info.id).await.unwrap().game.unwrap();
        let second = svc.view(&b.info.id).await.unwrap().game.unwrap();
        assert_eq!(
            first.picture(tucana::game::View::Turn, &[], "en"),
            second.picture(tucana::game::View::Turn, &[], "en"),
            "{kind}: the same deal"
        );

        let log_a = play_against_bots(&svc, &a.info.id, UserId(1), |_| 0, true).await;
        let log_b = play_against_bots(&svc, &b.info.id, UserId(2), |_| 0, false).await;
        assert_eq!(
            log_a, log_b,
            "{kind}: the same moves meet the same opponents' moves"
        );
        let mover = |log: &[String]| {
            let rules = tucana::games::find(&kind.into()).unwrap();
            let mut game = rules.setup(spec.seed, &spec.options, 3).unwrap();
            let mut theirs = 0;
            for text in log {
                if game.mover(text).is_some_and(|s| s > 0) {
                    theirs += 1;
                }
                game.apply(text).unwrap();
            }
            theirs
        };
        assert!(mover(&log_a) > 0, "{kind}: the opponents moved");

        // A third player who plays otherwise meets other moves, and another score.
        let c = start(UserId(3)).await;
        let log_c = play_against_bots(&svc, &c.info.id, UserId(3), |n| n - 1, false).await;
        assert_ne!(log_a, log_c, "{kind}");

        // The attempt's score is the player's seat's.
        let total = |id: String| {
            let svc = svc.clone();
            async move { svc.view(&id).await.unwrap().game.unwrap().standings()[0].total }
        };
        let attempt = svc
            .daily_attempt(kind, UserId(1), today)
            .await
            .unwrap()
            .unwrap();
        assert!(attempt.finished_at.is_some());
        assert_eq!(attempt.total, Some(total(a.info.id.clone()).await));
        let board = svc
            .daily_leaderboard(kind, BoardScope::Global, None, 0, 10)
            .await
            .unwrap();
        assert_eq!(board.players, 3, "{kind}");
        assert_eq!(
            board
                .entries
                .iter()
                .find(|e| e.user == UserId(3))
                .unwrap()
                .total,
            total(c.info.id.clone()).await
        );

        // The par: the strong player in the player's seat, against the same opponents.
        let mut par = None;
        for _ in 0..600 {
            par = svc.daily_par(kind, today).await.unwrap();
            if par.is_some() {
                break;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        let par = par.expect("the par is worked out");
        assert!(par > 0, "{kind}: the strong player scores");

        // Streaks are the game's own: one day of this game, none of Tucana's.
        let stats = svc.daily_stats(kind, UserId(1)).await.unwrap();
        assert_eq!((stats.played, stats.current_streak), (1, 1), "{kind}");
        let other = svc.daily_stats("tucana", UserId(1)).await.unwrap();
        assert_eq!((other.played, other.current_streak), (0, 0));

        // The share: the player's score, the par, the streak and a row per kind.
        let share = svc.daily_share(kind, UserId(1), None).await.unwrap();
        assert_eq!(share.total, attempt.total.unwrap());
        assert_eq!(share.par, Some(par));
        assert_eq!(share.streak, 1);
        assert_eq!(
            share.rows.len(),
            if kind == "la-isla" { 4 } else { 6 },
            "{kind}"
        );
        let squares = tucana::app::share_squares(&share.rows);
        assert_eq!(squares.lines().count(), share.rows.len());
        svc.shutdown().await;
    }
}
