//! The pure core of community leagues (`src/app/league/`): table splitting, standings and
//! league points, Weng-Lin ratings and their recomputation, seasons, permissions.

use skillratings::weng_lin::{weng_lin_multi_team, WengLinConfig, WengLinRating};
use skillratings::MultiTeamOutcome;
use tucana::app::league::permissions::{authorize, can_manage, Action, PermissionError};
use tucana::app::league::rating::{
    carry_over, conservative, recompute, Cause, RatingBook, RatingConfig, RatingError,
    DEFAULT_SEASON_WIDENING, DEFAULT_SIGMA,
};
use tucana::app::league::result::{GameResult, GameStatus, Placement, ResultError};
use tucana::app::league::season::{roll_over, Season, SeasonError};
use tucana::app::league::standings::{self, page, season_table, PointsScheme, Row};
use tucana::app::league::tables::{
    self, repeated_pairs, split, table_sizes, verify, Round, SplitError,
};
use tucana::app::league::LeagueSettings;
use tucana::app::Actor;
use tucana::app::{ChannelId, GuildId, SeasonNo, UserId};
use tucana::game::rng::Rng;

// ---------------------------------------------------------------- helpers

/// A finished game; ranks from the scores (no bonus, so equal scores tie).
fn game(id: &str, at: i64, season: u32, scores: &[(UserId, u32)]) -> GameResult {
    GameResult::finished(
        id,
        at,
        SeasonNo(season),
        scores
            .iter()
            .map(|&(u, s)| Placement::new(u, s, 0))
            .collect(),
    )
}

fn row(rows: &[Row], user: UserId) -> &Row {
    rows.iter()
        .find(|r| r.user == user)
        .expect("user has a row")
}

/// Users by number.
fn ids(numbers: impl IntoIterator<Item = u64>) -> Vec<UserId> {
    numbers.into_iter().map(UserId).collect()
}

/// Tables by user number, to compare with pinned values.
fn numbers(tables: &[Vec<UserId>]) -> Vec<Vec<u64>> {
    tables
        .iter()
        .map(|t| t.iter().map(|u| u.get()).collect())
        .collect()
}

/// A split that ignores history: the seeded shuffle of the sorted members, cut into tables.
fn naive(members: &[UserId], size: usize, seed: u64) -> Vec<Vec<UserId>> {
    let mut order = members.to_vec();
    order.sort_unstable();
    Rng::new(seed, 0).shuffle(&mut order);
    let mut rest = &order[..];
    table_sizes(members.len(), size)
        .unwrap()
        .into_iter()
        .map(|s| {
            let (t, tail) = rest.split_at(s);
            rest = tail;
            t.to_vec()
        })
        .collect()
}

fn sorted(mut v: Vec<UserId>) -> Vec<UserId> {
    v.sort_unstable();
    v
}

// ---------------------------------------------------------------- tables

#[test]
fn table_sizes_follow_the_documented_examples() {
    assert_eq!(table_sizes(10, 4).unwrap(), [4, 3, 3]);
    assert_eq!(table_sizes(9, 4).unwrap(), [3, 3, 3]);
    assert_eq!(table_sizes(8, 4).unwrap(), [4, 4]);
    assert_eq!(table_sizes(5, 4).unwrap(), [3, 2]);
    assert_eq!(table_sizes(2, 4).unwrap(), [2]);
    // Tables of 2 with an odd count: one table of 3 rather than a lone player.
    assert_eq!(table_sizes(3, 2).unwrap(), [3]);
    assert_eq!(table_sizes(5, 2).unwrap(), [3, 2]);
    assert_eq!(table_sizes(6, 2).unwrap(), [2, 2, 2]);
}

#[test]
fn table_sizes_are_as_even_as_possible_and_nobody_is_alone() {
    for size in 2..=9 {
        for n in 2..=80 {
            let sizes = table_sizes(n, size).unwrap();
            let (min, max) = (*sizes.iter().min().unwrap(), *sizes.iter().max().unwrap());
            assert_eq!(sizes.iter().sum::<usize>(), n, "n={n} size={size}");
            assert!(max - min <= 1, "n={n} size={size}: {sizes:?}");
            assert!(min >= 2, "n={n} size={size}: {sizes:?}");
            assert!(
                sizes.windows(2).all(|w| w[0] >= w[1]),
                "larger tables first"
            );
            if size == 2 && n % 2 == 1 {
                assert_eq!(sizes.len(), n / 2, "n={n}: one table of 3");
                assert_eq!(max, 3);
            } else {
                assert_eq!(sizes.len(), n.div_ceil(size), "n={n} size={size}");
                assert!(max <= size, "n={n} size={size}: {sizes:?}");
            }
        }
    }
}

#[test]
fn split_refuses_too_few_members_and_bad_sizes() {
    assert_eq!(
        split(&[], 4, 1, &[]),
        Err(SplitError::TooFewMembers { members: 0 })
    );
    assert_eq!(
        split(&[UserId(7)], 4, 1, &[]),
        Err(SplitError::TooFewMembers { members: 1 })
    );
    // A member listed twice is one member.
    assert_eq!(
        split(&ids([7, 7]), 4, 1, &[]),
        Err(SplitError::TooFewMembers { members: 1 })
    );
    for size in [0, 1, tables::MAX_TABLE_SIZE + 1] {
        assert_eq!(
            split(&[UserId(1), UserId(2), UserId(3)], size, 1, &[]),
            Err(SplitError::TableSize { size })
        );
    }
    assert_eq!(
        SplitError::TooFewMembers { members: 1 }.to_string(),
        "a league round needs at least two members; this league has 1"
    );
}

#[test]
fn split_seats_every_member_once_at_tables_of_the_right_sizes() {
    let members: Vec<UserId> = ids((100..117).chain([105, 110])); // 17 distinct, 2 repeated
    for seed in 0..20 {
        let tables = split(&members, 4, seed, &[]).unwrap();
        let sizes: Vec<usize> = tables.iter().map(Vec::len).collect();
        assert_eq!(sizes, table_sizes(17, 4).unwrap());
        assert_eq!(sorted(tables.concat()), ids(100..117), "seed {seed}");
    }
}

#[test]
fn split_is_reproducible_from_the_recorded_seed() {
    let members: Vec<UserId> = ids((1..=11).map(|i| 1000 + i * 37));
    let round1 = split(&members, 4, 2024, &[]).unwrap();
    let round2 = split(&members, 4, 77, std::slice::from_ref(&round1)).unwrap();
    let history = vec![round1.clone(), round2.clone()];
    let round3 = split(&members, 4, 5, &history).unwrap();

    // The same inputs give the same tables, whatever order the members are listed in.
    let mut shuffled = members.clone();
    shuffled.reverse();
    assert_eq!(split(&shuffled, 4, 5, &history).unwrap(), round3);
    assert_eq!(split(&members, 4, 5, &history).unwrap(), round3);

    // A recorded round verifies; a tampered one does not.
    assert!(verify(&members, 4, 2024, &[], &round1));
    assert!(verify(&members, 4, 5, &history, &round3));
    let mut tampered = round3.clone();
    let moved = tampered[0][0];
    tampered[0][0] = tampered[1][0];
    tampered[1][0] = moved;
    assert!(!verify(&members, 4, 5, &history, &tampered));
    // Another seed does not verify the recorded tables.
    assert_ne!(split(&members, 4, 6, &history).unwrap(), round3);
    assert!(!verify(&members, 4, 6, &history, &round3));

    // Different seeds give different first rounds.
    let firsts: std::collections::BTreeSet<Vec<Vec<UserId>>> = (0..10)
        .map(|s| split(&members, 4, s, &[]).unwrap())
        .collect();
    assert!(firsts.len() >= 9, "{} distinct of 10", firsts.len());
}

#[test]
fn a_recorded_round_verifies_against_its_seed_and_history() {
    let members = ids([9, 3, 7, 1, 5, 3, 11, 13, 2]);
    let mut rounds: Vec<Round> = Vec::new();
    for seed in [10, 20, 30] {
        let round = Round::draw(&members, 3, seed, &rounds).unwrap();
        rounds.push(round);
    }
    assert_eq!(rounds[0].members, ids([1, 2, 3, 5, 7, 9, 11, 13]));
    assert_eq!(rounds[0].algorithm, tables::ALGORITHM);
    // Stored as JSON and loaded again, every round still checks out.
    let json = serde_json::to_string(&rounds).unwrap();
    let stored: Vec<Round> = serde_json::from_str(&json).unwrap();
    assert_eq!(stored, rounds);
    for i in 0..stored.len() {
        assert!(stored[i].verify(&stored[..i]), "round {i}");
    }
    // A changed seed, table, history or algorithm does not.
    let mut seed = stored[2].clone();
    seed.seed += 1;
    assert!(!seed.verify(&stored[..2]));
    let mut moved = stored[2].clone();
    let x = moved.tables[0][0];
    moved.tables[0][0] = moved.tables[1][1];
    moved.tables[1][1] = x;
    assert!(!moved.verify(&stored[..2]));
    assert!(
        !stored[2].verify(&stored[..1]),
        "another history draws other tables"
    );
    let mut newer = stored[0].clone();
    newer.algorithm += 1;
    assert!(!newer.verify(&[]));
}

#[test]
fn split_values_are_pinned() {
    // The algorithm (ALGORITHM = 1) and the generator must never change what a recorded
    // seed gives: a change here breaks the verification of every recorded round.
    assert_eq!(tables::ALGORITHM, 1);
    let members: Vec<UserId> = ids(1..=10);
    let round1 = split(&members, 4, 42, &[]).unwrap();
    assert_eq!(numbers(&round1), PINNED_ROUND1);
    let round2 = split(&members, 4, 43, std::slice::from_ref(&round1)).unwrap();
    assert_eq!(numbers(&round2), PINNED_ROUND2);
    assert_eq!(repeated_pairs(&round2, &[round1]), 1);
}

const PINNED_ROUND1: [&[u64]; 3] = [&[10, 8, 7, 3], &[1, 5, 6], &[4, 9, 2]];
// One repeated pair (3 and 8), the fewest possible: a table of 4 drawn from 3 earlier tables.
const PINNED_ROUND2: [&[u64]; 3] = [&[3, 5, 8, 9], &[2, 10, 1], &[6, 4, 7]];

#[test]
fn the_first_round_is_the_seeded_shuffle() {
    let members: Vec<UserId> = ids(1..=13);
    for seed in 0..10 {
        assert_eq!(
            split(&members, 4, seed, &[]).unwrap(),
            naive(&members, 4, seed)
        );
    }
}

#[test]
fn rounds_mix_players_better_than_a_split_that_ignores_history() {
    // (members, table size, the fewest repeats a second round can have: 12 players met in
    // 3 tables of 4, so each new table of 4 must hold two who met).
    for (n, size, least) in [(12usize, 4usize, 3u64), (16, 4, 0), (10, 3, 0), (9, 2, 0)] {
        let members: Vec<UserId> = ids((1..=n as u64).map(|i| i * 11));
        let (mut history, mut naive_history) = (Vec::new(), Vec::new());
        let (mut ours, mut theirs) = (0, 0);
        for round in 0..6u64 {
            let seed = 500 + round;
            let tables = split(&members, size, seed, &history).unwrap();
            let plain = naive(&members, size, seed);
            let cost = repeated_pairs(&tables, &history);
            ours += cost;
            theirs += repeated_pairs(&plain, &naive_history);
            if round == 1 {
                assert_eq!(
                    cost, least,
                    "n={n}: the second round repeats as little as it can"
                );
            }
            history.push(tables);
            naive_history.push(plain);
        }
        assert!(
            ours < theirs,
            "n={n} size={size}: {ours} repeated pairs against {theirs} without history"
        );
    }
}

// ---------------------------------------------------------------- league points

#[test]
fn default_points_are_3_2_1_at_a_table_of_4_and_scale_with_the_table() {
    let scheme = PointsScheme::default();
    assert_eq!(scheme.base, [3, 2, 1]);
    assert_eq!(scheme.reference_size, 4);
    assert_eq!(scheme.table(2), [1, 0]);
    assert_eq!(scheme.table(3), [2, 1, 0]);
    assert_eq!(scheme.table(4), [3, 2, 1, 0]);
    assert_eq!(scheme.table(5), [4, 3, 2, 1, 0]);
    assert_eq!(scheme.table(6), [5, 4, 3, 2, 1, 0]);
    // Tied ranks get the points of that rank.
    assert_eq!(scheme.points(1, 4), 3); // 1, 1, 3, 4: both winners
    assert_eq!(scheme.points(3, 4), 1);
    assert_eq!(scheme.points(2, 4), 2); // 1, 2, 2, 4
}

#[test]
fn custom_points_scale_by_the_documented_rule() {
    let scheme = PointsScheme {
        base: vec![5, 3, 1],
        ..PointsScheme::default()
    };
    assert_eq!(scheme.table(4), [5, 3, 1, 0]);
    assert_eq!(scheme.table(3), [3, 1, 0]);
    assert_eq!(scheme.table(2), [1, 0]);
    assert_eq!(scheme.table(5), [7, 5, 3, 1, 0]);
    assert_eq!(scheme.table(6), [9, 7, 5, 3, 1, 0]);

    let unscaled = PointsScheme {
        base: vec![10, 6, 4, 2],
        scale_by_table_size: false,
        ..PointsScheme::default()
    };
    assert_eq!(unscaled.table(2), [10, 6]);
    assert_eq!(unscaled.table(6), [10, 6, 4, 2, 0, 0]);

    let three = PointsScheme {
        base: vec![2, 1],
        reference_size: 3,
        scale_by_table_size: true,
    };
    assert_eq!(three.table(3), [2, 1, 0]);
    assert_eq!(three.table(4), [3, 2, 1, 0]);
}

#[test]
fn points_schemes_are_validated_and_serialized_with_defaults() {
    assert!(PointsScheme::default().validate().is_ok());
    let rising = PointsScheme {
        base: vec![1, 2],
        ..PointsScheme::default()
    };
    assert!(tucana::words::english(&rising.validate().unwrap_err()).contains("must not increase"));
    let too_many = PointsScheme {
        base: vec![5, 4, 3, 2, 1],
        ..PointsScheme::default()
    };
    assert!(too_many.validate().is_err());

    let json = serde_json::to_string(&PointsScheme::default()).unwrap();
    assert_eq!(
        json,
        r#"{"base":[3,2,1],"reference_size":4,"scale_by_table_size":true}"#
    );
    let partial: PointsScheme = serde_json::from_str(r#"{"base":[5,3,1]}"#).unwrap();
    assert_eq!(partial.reference_size, 4);
    assert!(partial.scale_by_table_size);

    let settings: LeagueSettings = serde_json::from_str("{}").unwrap();
    assert_eq!(settings, LeagueSettings::default());
    assert_eq!(settings.table_size, 4);
    assert!(settings.validate().is_ok());
    let bad = LeagueSettings {
        table_size: 1,
        ..LeagueSettings::default()
    };
    assert!(bad.validate().is_err());
}

// ---------------------------------------------------------------- standings

const ANA: UserId = UserId(1);
const BEN: UserId = UserId(2);
const CAT: UserId = UserId(3);
const DAN: UserId = UserId(4);
const EVE: UserId = UserId(5);

/// Season 1: a shared win at a table of 4, a table of 3 that Ana left mid-way, a tie at a
/// table of 2; plus games that must not count.
fn season_one() -> Vec<GameResult> {
    let mut left = game("g2", 200, 1, &[(ANA, 30), (CAT, 70), (EVE, 50)]);
    left.players[0] = left.players[0].clone().mark_left();
    assert!(left.players[0].left);
    vec![
        game("g1", 100, 1, &[(ANA, 60), (BEN, 60), (CAT, 50), (DAN, 40)]),
        left,
        game("g3", 300, 1, &[(BEN, 45), (DAN, 45)]),
        game("g4", 400, 1, &[(ANA, 99), (EVE, 10)]).with_status(GameStatus::Abandoned),
        game("g5", 500, 1, &[(DAN, 99), (EVE, 10)]).with_status(GameStatus::Cancelled),
        game("g6", 600, 1, &[(EVE, 120)]), // alone: nobody to beat
        game("g7", 700, 2, &[(EVE, 90), (DAN, 10)]), // next season
    ]
}

#[test]
fn ranks_are_one_plus_strictly_better_with_bonus_as_tie_break() {
    let g = GameResult::finished(
        "g",
        0,
        SeasonNo(1),
        vec![
            Placement::new(ANA, 50, 3),
            Placement::new(BEN, 50, 5),
            Placement::new(CAT, 50, 5),
            Placement::new(DAN, 20, 0),
        ],
    );
    let ranks: Vec<usize> = g.players.iter().map(|p| p.rank).collect();
    assert_eq!(ranks, [3, 1, 1, 4]);
    assert!(g.validate().is_ok());
    assert_eq!(g.winners().collect::<Vec<_>>(), [BEN, CAT]);

    let mut bad = g.clone();
    bad.players[3].rank = 3; // a well-formed ranking (3, 1, 1, 3), but not the scores'
    assert!(matches!(bad.validate(), Err(ResultError::BadRank { .. })));
    let mut twice = g;
    twice.players[3].user = ANA;
    assert!(matches!(
        twice.validate(),
        Err(ResultError::DuplicatePlayer { user: ANA, .. })
    ));
}

#[test]
fn season_table_counts_games_wins_shared_wins_average_best_and_points() {
    let rows = season_table(&season_one(), SeasonNo(1), &PointsScheme::default());
    let order: Vec<UserId> = rows.iter().map(|r| r.user).collect();
    assert_eq!(order, [BEN, CAT, ANA, DAN, EVE]);
    let positions: Vec<usize> = rows.iter().map(|r| r.position).collect();
    assert_eq!(positions, [1, 2, 3, 4, 5]);

    // Ben: a shared win at 4 (3 points) and a shared win at 2 (1 point).
    let ben = row(&rows, BEN);
    assert_eq!(
        (ben.played, ben.wins, ben.points, ben.total, ben.best),
        (2, 2, 4, 105, 60)
    );
    assert_eq!(ben.average, 52.5);
    // Ana shared the win of g1 and left g2 with 30: she counts, with what she scored.
    let ana = row(&rows, ANA);
    assert_eq!(
        (ana.played, ana.wins, ana.points, ana.total, ana.best),
        (2, 1, 3, 90, 60)
    );
    // Cat: 3rd of 4 (1 point), 1st of 3 (2 points); ahead of Ana on average.
    let cat = row(&rows, CAT);
    assert_eq!((cat.played, cat.wins, cat.points, cat.best), (2, 1, 3, 70));
    assert_eq!(cat.average, 60.0);
    // Dan: last of 4, shared win at 2.
    let dan = row(&rows, DAN);
    assert_eq!((dan.played, dan.wins, dan.points), (2, 1, 1));
    // Eve: only g2 counts (g4 abandoned, g5 cancelled, g6 alone, g7 another season).
    let eve = row(&rows, EVE);
    assert_eq!(
        (eve.played, eve.wins, eve.points, eve.total, eve.best),
        (1, 0, 1, 50, 50)
    );
}

#[test]
fn abandoned_and_cancelled_games_change_nothing() {
    let all = season_one();
    let counting: Vec<GameResult> = all.iter().filter(|g| g.counts()).cloned().collect();
    assert_eq!(counting.len(), 4);
    let scheme = PointsScheme::default();
    assert_eq!(
        season_table(&all, SeasonNo(1), &scheme),
        season_table(&counting, SeasonNo(1), &scheme)
    );

    let (with, _) = recompute(&all, &[], RatingConfig::default()).unwrap();
    let (without, _) = recompute(&counting, &[], RatingConfig::default()).unwrap();
    assert_eq!(with, without);
    let mut book = RatingBook::new(RatingConfig::default());
    assert!(book.apply_game(&all[3]).unwrap().is_empty());
    assert!(book.apply_game(&all[4]).unwrap().is_empty());
    assert!(book.players().is_empty());
}

#[test]
fn equal_rows_share_a_position() {
    let results = vec![
        game("a", 1, 1, &[(ANA, 50), (BEN, 40)]),
        game("b", 2, 1, &[(ANA, 40), (BEN, 50)]),
        game("c", 3, 1, &[(CAT, 40), (DAN, 50)]),
        game("d", 4, 1, &[(CAT, 50), (DAN, 40)]),
        game("e", 5, 1, &[(EVE, 10), (ANA, 0)]),
    ];
    let rows = season_table(&results, SeasonNo(1), &PointsScheme::default());
    let table: Vec<(UserId, usize)> = rows.iter().map(|r| (r.user, r.position)).collect();
    // Ben, Cat, Dan: 1 point, 1 win, average 45, best 50: shared 1st, listed by id. Ana:
    // 1 point, 1 win, average 30. Eve: 1 point, 1 win, average 10.
    assert_eq!(table, [(BEN, 1), (CAT, 1), (DAN, 1), (ANA, 4), (EVE, 5)]);
}

#[test]
fn standings_pages_and_text() {
    let results: Vec<GameResult> = (0..23u64)
        .map(|i| {
            game(
                &format!("g{i:02}"),
                i as i64,
                1,
                &[(UserId(100 + i), 50 + i as u32), (UserId(999), 10)],
            )
        })
        .collect();
    let rows = season_table(&results, SeasonNo(1), &PointsScheme::default());
    assert_eq!(rows.len(), 24);
    let p1 = page(&rows, 1, 10);
    assert_eq!(
        (p1.number, p1.pages, p1.total, p1.items.len(), p1.first),
        (1, 3, 24, 10, 0)
    );
    let p3 = page(&rows, 3, 10);
    assert_eq!((p3.items.len(), p3.first), (4, 20));
    assert_eq!(page(&rows, 0, 10).number, 1);
    assert_eq!(page(&rows, 99, 10).number, 3);
    assert_eq!(page(&rows, 99, 10).items, p3.items);
    let empty: Vec<Row> = Vec::new();
    let none = page(&empty, 2, 10);
    assert_eq!((none.number, none.pages, none.items.len()), (1, 1, 0));

    let names = |u: UserId| {
        if u == UserId(122) {
            "zoë".to_string()
        } else {
            format!("p{u}")
        }
    };
    let text = standings::text(&p1, names);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 12, "{text}");
    assert!(lines[0].contains("player") && lines[0].contains("points"));
    assert!(lines[1].contains("zoë"), "{text}"); // best score, first
    assert_eq!(lines[11], "page 1 of 3");
    assert!(standings::text(&none, names).contains("no league games"));
}

// ---------------------------------------------------------------- ratings

#[test]
fn a_rating_update_equals_skillratings_for_a_four_player_game_with_a_tie() {
    let config = RatingConfig::default();
    assert_eq!(config.weng_lin().beta, WengLinConfig::new().beta);
    let first = game("g1", 10, 1, &[(ANA, 70), (BEN, 55), (CAT, 55), (DAN, 30)]);
    let second = game("g2", 20, 1, &[(DAN, 80), (BEN, 60), (ANA, 40), (CAT, 40)]);

    let mut book = RatingBook::new(config);
    let events = book.apply_game(&first).unwrap();

    // Directly: every player a one-player team, placed 1, 2, 2, 4.
    let new = WengLinRating::new();
    let teams = [[new]; 4];
    let input: Vec<(&[WengLinRating], MultiTeamOutcome)> = teams
        .iter()
        .zip([1, 2, 2, 4])
        .map(|(t, r)| (&t[..], MultiTeamOutcome::new(r)))
        .collect();
    let expected = weng_lin_multi_team(&input, &WengLinConfig::new());
    for (i, user) in [ANA, BEN, CAT, DAN].into_iter().enumerate() {
        assert_eq!(book.rating(user), expected[i][0], "user {user}");
        assert_eq!(events[i].user, user);
        assert_eq!(events[i].before, new);
        assert_eq!(events[i].after, expected[i][0]);
        assert_eq!(
            events[i].cause,
            Cause::Game {
                game_id: "g1".into()
            }
        );
    }
    // The tied players move together; the winner rises, the last falls.
    assert_eq!(book.rating(BEN), book.rating(CAT));
    assert!(book.rating(ANA).rating > 25.0 && book.rating(DAN).rating < 25.0);
    assert!(book.rating(ANA).uncertainty < DEFAULT_SIGMA);

    // A second game starts from the first one's ratings.
    let priors: Vec<[WengLinRating; 1]> = [DAN, BEN, ANA, CAT].map(|u| [book.rating(u)]).to_vec();
    let input: Vec<(&[WengLinRating], MultiTeamOutcome)> = priors
        .iter()
        .zip([1, 2, 3, 3])
        .map(|(t, r)| (&t[..], MultiTeamOutcome::new(r)))
        .collect();
    let expected = weng_lin_multi_team(&input, &WengLinConfig::new());
    book.apply_game(&second).unwrap();
    for (i, user) in [DAN, BEN, ANA, CAT].into_iter().enumerate() {
        assert_eq!(book.rating(user), expected[i][0], "user {user}");
    }
    assert_eq!(book.players()[&ANA].games, 2);
}

#[test]
fn the_shown_rating_is_mu_minus_three_sigma() {
    assert_eq!(conservative(&WengLinRating::new()), 0.0);
    let r = WengLinRating {
        rating: 30.0,
        uncertainty: 2.5,
    };
    assert_eq!(conservative(&r), 22.5);

    let mut book = RatingBook::new(RatingConfig::default());
    book.apply_game(&game("g", 1, 1, &[(ANA, 50), (BEN, 40), (CAT, 30)]))
        .unwrap();
    let board = book.leaderboard();
    let users: Vec<UserId> = board.iter().map(|r| r.user).collect();
    assert_eq!(users, [ANA, BEN, CAT]);
    for r in &board {
        assert_eq!(r.conservative, r.mu - 3.0 * r.sigma);
        assert_eq!(r.games, 1);
    }
}

/// Seasons 1 and 2, fed live: games in order, the rollover, more games (one in the very
/// second the new season starts, one that does not count).
fn live_league() -> (
    RatingBook,
    Vec<tucana::app::league::RatingEvent>,
    Vec<GameResult>,
    Vec<Season>,
) {
    let scheme = PointsScheme::default();
    let s1 = Season::first(0, Some(1000));
    let s1_games = vec![
        game("a", 100, 1, &[(ANA, 70), (BEN, 55), (CAT, 55), (DAN, 30)]),
        game("b", 200, 1, &[(EVE, 60), (ANA, 50), (CAT, 50)]),
        game("c", 200, 1, &[(BEN, 66), (DAN, 44)]), // same second as b: after it, by id
        game("x", 300, 1, &[(BEN, 1), (EVE, 99)]).with_status(GameStatus::Abandoned),
        game("d", 400, 1, &[(DAN, 80), (EVE, 70), (BEN, 60), (ANA, 70)]),
    ];
    let mut book = RatingBook::new(RatingConfig::default());
    let mut events = Vec::new();
    let mut results = Vec::new();
    for g in s1_games {
        events.extend(book.apply_game(&g).unwrap());
        results.push(g);
    }
    assert!(s1.is_over(1000));
    let rollover = roll_over(&s1, 1000, Some(2000), &results, &scheme, &mut book).unwrap();
    events.extend(rollover.rating_events.clone());
    let s2 = rollover.next.clone();
    for g in [
        game("e", 1000, 2, &[(ANA, 40), (EVE, 41)]),
        game("f", 1500, 2, &[(CAT, 75), (DAN, 75), (BEN, 74), (ANA, 10)]),
    ] {
        events.extend(book.apply_game(&g).unwrap());
        results.push(g);
    }
    (book, events, results, vec![rollover.ended, s2])
}

#[test]
fn recompute_gives_identical_ratings_and_events() {
    let (live, live_events, results, seasons) = live_league();
    assert_eq!(live.players().len(), 5);

    let (again, events) = recompute(&results, &seasons, RatingConfig::default()).unwrap();
    assert_eq!(again, live, "bit-identical ratings");
    assert_eq!(events, live_events);

    // The input order does not matter, and recomputing twice changes nothing.
    let mut shuffled = results.clone();
    shuffled.reverse();
    let mut seasons_rev = seasons.clone();
    seasons_rev.reverse();
    let (third, events3) = recompute(&shuffled, &seasons_rev, RatingConfig::default()).unwrap();
    assert_eq!(third, live);
    assert_eq!(events3, live_events);

    // Events survive storage as JSON exactly.
    let json = serde_json::to_string(&live_events).unwrap();
    let back: Vec<tucana::app::league::RatingEvent> = serde_json::from_str(&json).unwrap();
    assert_eq!(back, live_events);

    // A changed formula gives other figures; the original one gives the original back.
    let wider = RatingConfig {
        beta: 8.0,
        ..RatingConfig::default()
    };
    let (changed, _) = recompute(&results, &seasons, wider).unwrap();
    assert_ne!(changed.rating(ANA), live.rating(ANA));
    let (restored, _) = recompute(&results, &seasons, RatingConfig::default()).unwrap();
    assert_eq!(restored, live);
}

#[test]
fn a_live_book_refuses_what_is_out_of_order() {
    let mut book = RatingBook::new(RatingConfig::default());
    book.apply_game(&game("b", 100, 1, &[(ANA, 2), (BEN, 1)]))
        .unwrap();
    for late in [
        game("c", 99, 1, &[(ANA, 2), (BEN, 1)]),
        game("a", 100, 1, &[(ANA, 2), (BEN, 1)]),
        game("b", 100, 1, &[(ANA, 2), (BEN, 1)]),
    ] {
        let before = book.clone();
        assert!(matches!(
            book.apply_game(&late),
            Err(RatingError::OutOfOrder { .. })
        ));
        assert_eq!(book, before, "nothing applied");
    }
    assert!(
        book.start_season(SeasonNo(2), 100).is_err(),
        "a season start sorts before a game"
    );
    assert!(book.start_season(SeasonNo(2), 101).is_ok());

    let mut bad = game("z", 200, 1, &[(ANA, 2), (BEN, 1)]);
    bad.players[1].rank = 1;
    assert!(matches!(
        book.apply_game(&bad),
        Err(RatingError::BadResult(ResultError::BadRank {
            user: BEN,
            ..
        }))
    ));
    assert_eq!(
        book.last_at(),
        Some(101),
        "a refused result changes nothing"
    );

    let twice = vec![
        game("g", 1, 1, &[(ANA, 2), (BEN, 1)]),
        game("g", 2, 1, &[(ANA, 2), (BEN, 1)]),
    ];
    assert_eq!(
        recompute(&twice, &[], RatingConfig::default()).unwrap_err(),
        RatingError::DuplicateGame {
            game_id: "g".into()
        }
    );
}

// ---------------------------------------------------------------- seasons

#[test]
fn a_season_ends_at_its_date() {
    let s = Season::first(1000, Some(5000));
    assert!(!s.is_over(4999));
    assert!(s.is_over(5000));
    assert!(s.is_over(9000));
    assert_eq!(s.length(), Some(4000));
    let open = Season::first(1000, None);
    assert!(!open.is_over(i64::MAX));
}

#[test]
fn season_rollover_posts_the_final_table_and_starts_fresh_with_ratings_widened() {
    let scheme = PointsScheme::default();
    let results = season_one();
    let s1 = Season::first(0, Some(10_000));
    let (mut book, _) = recompute(&results[..6], &[], RatingConfig::default()).unwrap();
    let before = book.clone();

    // An organiser ends the season early, at 2000.
    assert!(!s1.is_over(2000));
    let r = roll_over(&s1, 2000, Some(3000), &results, &scheme, &mut book).unwrap();
    assert_eq!(r.final_table, season_table(&results, SeasonNo(1), &scheme));
    assert_eq!(r.final_table[0].user, BEN);
    assert_eq!(r.ended.number, SeasonNo(1));
    assert_eq!(r.ended.ends, Some(2000));
    assert_eq!(
        r.next,
        Season {
            number: SeasonNo(2),
            starts: 2000,
            ends: Some(3000)
        }
    );

    // Fresh standings: only season 2's game (g7) is in the new table.
    let s2_rows = season_table(&results, SeasonNo(2), &scheme);
    let users: Vec<UserId> = s2_rows.iter().map(|r| r.user).collect();
    assert_eq!(users, [EVE, DAN]);
    assert!(s2_rows.iter().all(|r| r.played == 1));

    // Ratings carry over: μ kept, σ widened to min(25/3, √(σ² + w²)).
    let w = DEFAULT_SEASON_WIDENING;
    assert_eq!(w, 25.0 / 12.0);
    assert_eq!(r.rating_events.len(), before.players().len());
    for (user, old) in before.players() {
        let new = book.rating(*user);
        assert_eq!(new.rating, old.rating.rating);
        let expected = (old.rating.uncertainty.powi(2) + w * w)
            .sqrt()
            .min(DEFAULT_SIGMA);
        assert!((new.uncertainty - expected).abs() < 1e-12);
        assert!(new.uncertainty > old.rating.uncertainty);
        assert!(conservative(&new) < conservative(&old.rating));
        assert_eq!(book.players()[user].games, old.games);
    }
    assert!(r.rating_events.iter().all(|e| e.cause
        == Cause::Season {
            number: SeasonNo(2)
        }
        && e.at == 2000));

    // A start in the past of the book is moved just after its last game.
    let mut late_book = before.clone();
    let r2 = roll_over(&s1, 50, None, &results, &scheme, &mut late_book).unwrap();
    assert_eq!(r2.next.starts, 301);
    // The next season cannot end before it starts.
    let mut other = before.clone();
    assert_eq!(
        roll_over(&s1, 2000, Some(2000), &results, &scheme, &mut other).unwrap_err(),
        SeasonError::EndsBeforeStart
    );
    assert_eq!(other, before, "a refused rollover changes no rating");
}

#[test]
fn carry_over_never_makes_a_rating_less_certain_than_a_newcomers() {
    let newcomer = WengLinRating::new();
    assert_eq!(carry_over(&newcomer, DEFAULT_SEASON_WIDENING), newcomer);
    let nearly = WengLinRating {
        rating: 20.0,
        uncertainty: 8.1,
    };
    assert_eq!(
        carry_over(&nearly, DEFAULT_SEASON_WIDENING).uncertainty,
        DEFAULT_SIGMA
    );
    let regular = WengLinRating {
        rating: 31.0,
        uncertainty: 2.0,
    };
    let carried = carry_over(&regular, DEFAULT_SEASON_WIDENING);
    assert_eq!(carried.rating, 31.0);
    assert!((carried.uncertainty - 2.888).abs() < 1e-3, "{carried:?}");
    assert_eq!(carry_over(&regular, 0.0), regular);

    // A player new at the rollover gets no event.
    let mut book = RatingBook::new(RatingConfig::default());
    assert!(book.start_season(SeasonNo(2), 0).unwrap().is_empty());
}

// ---------------------------------------------------------------- permissions

#[test]
fn only_organisers_and_admins_manage_a_league() {
    let organisers = [ANA, BEN];
    assert!(can_manage(ANA, &organisers, false));
    assert!(can_manage(BEN, &organisers, false));
    assert!(can_manage(CAT, &organisers, true));
    assert!(!can_manage(CAT, &organisers, false));
    assert!(!can_manage(CAT, &[], false));

    let manage = [
        Action::StartRound,
        Action::EndSeason,
        Action::Configure,
        Action::ManageMembers,
        Action::CancelGame,
        Action::Recompute,
    ];
    for action in manage {
        assert_eq!(
            authorize(action, CAT, &organisers, false),
            Err(PermissionError)
        );
        assert_eq!(authorize(action, ANA, &organisers, false), Ok(()));
        assert_eq!(authorize(action, CAT, &organisers, true), Ok(()));
    }
    for action in [Action::ViewStandings, Action::ViewRatings] {
        assert_eq!(authorize(action, CAT, &organisers, false), Ok(()));
    }
    assert_eq!(
        PermissionError.to_string(),
        "only the league's organisers or server admins can do that"
    );
}

#[test]
fn settings_hold_ratings_config_with_defaults() {
    let s = LeagueSettings::default();
    let json = serde_json::to_value(&s).unwrap();
    let back: LeagueSettings = serde_json::from_value(json).unwrap();
    assert_eq!(back, s);
    assert_eq!(s.rating.beta, 25.0 / 6.0);
    assert_eq!(s.rating.season_widening, 25.0 / 12.0);
    let mut bad = s.clone();
    bad.rating.beta = 0.0;
    assert!(bad.validate().is_err());
}

// ---------------------------------------------------------------- store-backed

use crate::support;

use std::sync::Arc;
use std::time::Duration;

use support::{db, T0};
use tucana::app::{
    event::Event, AppError, GameStatus as StoreStatus, LeagueEvent, LeagueMember, LeagueSpec,
    Place, Service, TestClock,
};
use tucana::games::tucana::Options;
use tucana::store::{LeagueId, LeagueWrite, RatingRowDb, RatingUpdate, StoreError, Write};

const GUILD: GuildId = GuildId(1_000_000_000_000_000_001);
const CHANNEL: ChannelId = ChannelId(17_000_000_000_000_000_002);
const ORG: u64 = 900;
const DAY: Duration = Duration::from_secs(24 * 3600);

fn spec(name: &str, table_size: usize, season: Option<Duration>) -> LeagueSpec {
    LeagueSpec {
        name: name.into(),
        game: "tucana".into(),
        options: serde_json::to_string(&Options::default()).unwrap(),
        turn_deadline: Duration::from_secs(24 * 3600),
        season_length: season,
        settings: LeagueSettings {
            table_size,
            ..LeagueSettings::default()
        },
    }
}

fn who(user: u64) -> String {
    format!("p{user}")
}

/// User `user` acting on the league's server.
fn actor(user: impl Into<UserId>) -> Actor {
    let user = user.into();
    Actor::new(user, who(user.get())).on(GUILD)
}

fn member(user: u64) -> LeagueMember {
    LeagueMember {
        user: UserId(user),
        name: who(user),
    }
}

/// A league of `members` created by ORG (an organiser, not a member).
async fn league_of(
    svc: &Service,
    name: &str,
    members: &[u64],
    size: usize,
    season: Option<Duration>,
) {
    svc.create_league(
        &Actor::new(UserId(ORG), "org").on(GUILD),
        CHANNEL,
        spec(name, size, season),
    )
    .await
    .unwrap();
    for &m in members {
        svc.join_league(&actor(m), name).await.unwrap();
    }
}

/// Draws a round and opens every table, each in its own place; returns the game ids.
async fn open_round(svc: &Service, name: &str) -> Vec<String> {
    let draw = svc.draw_round(&actor(ORG), name).await.unwrap();
    let mut games = Vec::new();
    for i in 0..draw.tables.len() {
        let place = Place {
            guild: GUILD,
            channel: ChannelId(5_000 + draw.round_id.0 as u64 * 100 + i as u64),
        };
        let info = svc.open_table(draw.round_id, i, place).await.unwrap();
        assert_eq!(info.status, StoreStatus::Active);
        let seated: Vec<UserId> = info.players.iter().map(|p| p.player.user).collect();
        let drawn: Vec<UserId> = draw.tables[i].iter().map(|m| m.user).collect();
        assert_eq!(seated, drawn, "seated in the drawn order");
        games.push(info.id);
    }
    games
}

/// Plays a game to its end with random legal trails.
async fn play_out(svc: &Service, game: &str, seed: u64) {
    let mut rng = Rng::new(seed, 0);
    for _ in 0..40 {
        if svc.game_info(game).await.unwrap().status != StoreStatus::Active {
            return;
        }
        support::play_turn(svc, game, &mut rng).await;
    }
    panic!("game {game} did not end");
}

/// The stored ratings of a league as a book would show them.
async fn stored_ratings(svc: &Service, league: LeagueId) -> Vec<RatingRowDb> {
    svc.store().league_ratings(league).await.unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_league_is_persisted_through_the_service() {
    let dir = tempfile::tempdir().unwrap();
    let (svc, clock) = support::service(&dir, false).await;
    league_of(&svc, "Friday League", &[1, 2, 3], 4, Some(7 * DAY)).await;
    let info = svc.league_info(GUILD, "  friday LEAGUE ").await.unwrap();
    assert_eq!(info.name, "Friday League");
    assert_eq!(info.members.len(), 3);
    assert_eq!(
        info.organisers.iter().map(|o| o.user).collect::<Vec<_>>(),
        [UserId(ORG)]
    );
    assert_eq!(info.season.number, SeasonNo(1));
    assert_eq!(info.season.ends, Some(T0 + 7 * 24 * 3600 * 1000));
    assert_eq!(info.settings.table_size, 4);

    // Names are unique per server, any case; other servers may reuse them.
    let dup = svc
        .create_league(
            &Actor::new(UserId(1), "a").on(GUILD),
            CHANNEL,
            spec("FRIDAY league", 4, None),
        )
        .await
        .unwrap_err();
    assert!(dup.to_string().contains("already has a league"), "{dup}");
    svc.create_league(
        &Actor::new(UserId(1), "a").on(GuildId(GUILD.get() + 1)),
        CHANNEL,
        spec("Friday League", 4, None),
    )
    .await
    .unwrap();
    for bad in ["", "a`b", &"x".repeat(41)] {
        assert!(svc
            .create_league(
                &Actor::new(UserId(1), "a").on(GUILD),
                CHANNEL,
                spec(bad, 4, None)
            )
            .await
            .is_err());
    }
    let one = svc
        .create_league(
            &Actor::new(UserId(1), "a").on(GUILD),
            CHANNEL,
            spec("One", 1, None),
        )
        .await
        .unwrap_err();
    assert!(one.to_string().contains("a table seats 2 to"), "{one}");
    let huge = svc
        .create_league(
            &Actor::new(UserId(1), "a").on(GUILD),
            CHANNEL,
            spec("Huge", 51, None),
        )
        .await
        .unwrap_err();
    assert!(huge.to_string().contains("1 to 50 players"), "{huge}");

    // Joining twice and leaving when not a member are refused, kindly.
    let again = svc
        .join_league(&Actor::new(UserId(1), "p1").on(GUILD), "Friday League")
        .await
        .unwrap_err();
    assert!(again.to_string().contains("already a member"), "{again}");
    svc.leave_league(&actor(3), "Friday League").await.unwrap();
    assert!(svc.leave_league(&actor(3), "Friday League").await.is_err());
    let missing = svc.league_info(GUILD, "Nope").await.unwrap_err();
    assert_eq!(missing.to_string(), "there is no league called Nope here");

    // Permissions: a member is not an organiser; the refusal names who may.
    let refused = svc
        .draw_round(&actor(1), "Friday League")
        .await
        .unwrap_err();
    assert!(matches!(refused, AppError::Refused(_)));
    assert_eq!(
        refused.to_string(),
        "only the organisers of Friday League (org) or server admins (Manage Server) can start a round"
    );
    assert!(svc.end_season(&actor(2), "Friday League").await.is_err());
    assert!(svc
        .add_organiser(&actor(1), "Friday League", member(1))
        .await
        .is_err());
    // An admin may; then the new organiser may too.
    svc.add_organiser(&actor(2).admin(true), "Friday League", member(1))
        .await
        .unwrap();
    svc.draw_round(&actor(1), "Friday League").await.unwrap();
    // The last organiser stays (unless an admin removes them).
    svc.remove_organiser(&actor(ORG), "Friday League", UserId(ORG))
        .await
        .unwrap();
    let last = svc
        .remove_organiser(&actor(1), "Friday League", UserId(1))
        .await
        .unwrap_err();
    assert!(
        last.to_string().contains("at least one organiser"),
        "{last}"
    );

    // All of it survives a restart.
    svc.shutdown().await;
    let svc = support::open(&dir, clock, false).await;
    let after = svc.league_info(GUILD, "friday league").await.unwrap();
    assert_eq!(
        after.members.iter().map(|m| m.user).collect::<Vec<_>>(),
        ids([1, 2])
    );
    assert_eq!(
        after.organisers.iter().map(|o| o.user).collect::<Vec<_>>(),
        ids([1])
    );
    assert_eq!(after.rounds, 1);
    assert_eq!(svc.leagues_in(GUILD).await.unwrap().len(), 1);
    svc.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn finished_league_games_are_recorded_with_points_and_ratings() {
    let dir = tempfile::tempdir().unwrap();
    let (svc, clock) = support::service(&dir, false).await;
    league_of(&svc, "L", &[1, 2, 3, 4], 2, None).await;
    let league = svc.league_id(GUILD, "L").await.unwrap();
    let games = open_round(&svc, "L").await;
    assert_eq!(games.len(), 2, "four members at tables of two");
    // Only members join league games.
    let lobby = svc
        .create_league_game(
            Place {
                guild: GUILD,
                channel: ChannelId(77),
            },
            "L",
            &Actor::new(UserId(1), "p1"),
        )
        .await
        .unwrap();
    let outsider = svc
        .join(&lobby.id, &Actor::new(UserId(99), "x"))
        .await
        .unwrap_err();
    assert!(
        outsider.to_string().contains("only its members"),
        "{outsider}"
    );
    // Leagues are for people: no computer player sits at a league's table.
    assert!(!svc.game_info(&lobby.id).await.unwrap().bots_allowed);
    let bot = svc
        .add_bot(
            &lobby.id,
            &Actor::new(UserId(1), "p1"),
            tucana::game::Level::Normal,
        )
        .await
        .unwrap_err();
    assert!(bot.to_string().contains("no computer players"), "{bot}");
    svc.join(&lobby.id, &Actor::new(UserId(2), "p2"))
        .await
        .unwrap();
    assert!(svc
        .create_league_game(
            Place {
                guild: GUILD,
                channel: ChannelId(78)
            },
            "L",
            &Actor::new(UserId(99), "x")
        )
        .await
        .is_err());

    for (i, g) in games.iter().enumerate() {
        clock.advance(Duration::from_secs(60));
        play_out(&svc, g, i as u64).await;
    }
    let stored = svc.store().league_results(league).await.unwrap();
    assert_eq!(stored.len(), 2);
    let mut book = RatingBook::new(RatingConfig::default());
    for (g, s) in games.iter().zip(&stored) {
        assert_eq!(&s.public_id, g);
        assert_eq!((s.status.as_str(), s.season), ("finished", SeasonNo(1)));
        let view = svc.view(g).await.unwrap();
        let engine = view.game.unwrap();
        assert!(engine.is_finished());
        // The stored placements are the engine's, with the default 1/0 points at a
        // table of two.
        for score in engine.standings() {
            let user = view.info.players[score.seat].player.user;
            let row = s.players.iter().find(|p| p.user == user).unwrap();
            assert_eq!(
                (row.score, row.bonus, row.rank as usize),
                (score.total, score.tiebreak, score.rank)
            );
            assert_eq!(row.points, PointsScheme::default().points(score.rank, 2));
            assert_eq!(row.name, who(user.get()));
        }
        // The ratings are skillratings' Weng-Lin, game after game.
        let result = GameResult::finished(
            g.clone(),
            s.finished_at,
            SeasonNo(1),
            engine
                .standings()
                .iter()
                .map(|sc| {
                    Placement::new(
                        view.info.players[sc.seat].player.user,
                        sc.total,
                        sc.tiebreak,
                    )
                })
                .collect(),
        );
        book.apply_game(&result).unwrap();
    }
    let ratings = stored_ratings(&svc, league).await;
    assert_eq!(ratings.len(), 4);
    for r in &ratings {
        let want = book.rating(r.user);
        assert_eq!((r.mu, r.sigma, r.games), (want.rating, want.uncertainty, 1));
    }
    assert_eq!(
        svc.store()
            .league_rating_events(league)
            .await
            .unwrap()
            .len(),
        4
    );

    // The standings: each winner has a point (a shared win: both).
    let table = svc.league_standings(league, None, 1).await.unwrap();
    assert_eq!((table.total, table.games, table.pages), (4, 2, 1));
    assert!(table.current);
    let points: u64 = table.lines.iter().map(|l| l.row.points).sum();
    let winners: u64 = stored
        .iter()
        .flat_map(|g| &g.players)
        .filter(|p| p.rank == 1)
        .count() as u64;
    assert_eq!(points, winners);
    for l in &table.lines {
        let want = tucana::app::league::conservative(&book.rating(l.row.user));
        assert_eq!(l.rating, Some(want));
        assert_eq!(l.name, who(l.row.user.get()));
    }
    assert!(svc
        .league_standings(league, Some(SeasonNo(2)), 1)
        .await
        .is_err());

    // Each counted game has its league event, with the ratings before and after.
    let events = svc.pending_league_events(10).await.unwrap();
    assert_eq!(events.len(), 2);
    for (e, g) in events.iter().zip(&games) {
        let LeagueEvent::GameCounted { game, players, .. } = &e.event else {
            panic!("{e:?}")
        };
        assert_eq!(game, g);
        assert!(players.iter().all(|p| p.rating_before == 0.0));
        assert_eq!(
            e.place,
            svc.game_info(g).await.unwrap().place,
            "posted in the game's thread"
        );
        assert!(svc.mark_league_event_delivered(e.id).await.unwrap());
    }
    assert!(svc.pending_league_events(10).await.unwrap().is_empty());
    let info = svc.league_info(GUILD, "L").await.unwrap();
    assert_eq!(
        (info.season_games, info.live_games),
        (2, 1),
        "the lobby is live"
    );

    // A restart keeps everything and a recomputation agrees.
    svc.shutdown().await;
    let svc = support::open(&dir, clock, false).await;
    let report = tucana::app::recompute_ratings(svc.store(), league, false)
        .await
        .unwrap();
    assert!(report.matches(), "{report:?}");
    assert_eq!((report.games, report.players, report.events), (2, 4, 4));
    svc.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn cancelled_games_do_not_count_and_leavers_count_with_their_score() {
    let dir = tempfile::tempdir().unwrap();
    let (svc, _clock) = support::service(&dir, false).await;
    league_of(&svc, "L", &[1, 2, 3, 4, 5, 6], 3, None).await;
    let league = svc.league_id(GUILD, "L").await.unwrap();
    let games = open_round(&svc, "L").await;
    assert_eq!(games.len(), 2);

    // Table 1 is cancelled mid-way, not by its host (a member: a cancelled game would not
    // count, so a losing host could void it), but by an organiser; table 2's by an admin
    // would do as well.
    let mut rng = Rng::new(3, 0);
    support::play_turn(&svc, &games[0], &mut rng).await;
    let host = svc.game_info(&games[0]).await.unwrap().host;
    let refused = svc.cancel(&games[0], &actor(host)).await.unwrap_err();
    assert_eq!(
        refused.to_string(),
        "only the organisers of L (org) or server admins (Manage Server) can cancel a league game"
    );
    assert_eq!(
        svc.game_info(&games[0]).await.unwrap().status,
        StoreStatus::Active
    );
    svc.cancel(&games[0], &actor(ORG)).await.unwrap();
    // At table 2, a player leaves after two turns; the others play on to the end.
    support::play_turn(&svc, &games[1], &mut rng).await;
    support::play_turn(&svc, &games[1], &mut rng).await;
    let info = svc.game_info(&games[1]).await.unwrap();
    let leaver = info.players[1].player.user;
    svc.leave(&games[1], leaver).await.unwrap();
    play_out(&svc, &games[1], 9).await;

    let stored = svc.store().league_results(league).await.unwrap();
    let cancelled = stored.iter().find(|g| g.public_id == games[0]).unwrap();
    assert_eq!(cancelled.status, "cancelled");
    assert!(cancelled.players.iter().all(|p| p.points == 0));
    let finished = stored.iter().find(|g| g.public_id == games[1]).unwrap();
    assert_eq!(finished.status, "finished");
    let left = finished.players.iter().find(|p| p.user == leaver).unwrap();
    assert!(left.left, "the leaver is in the result");

    let table = svc.league_standings(league, None, 1).await.unwrap();
    assert_eq!(table.games, 1);
    let users: Vec<UserId> = table.lines.iter().map(|l| l.row.user).collect();
    let at_table_2: Vec<UserId> = info.players.iter().map(|p| p.player.user).collect();
    assert_eq!(
        sorted(users),
        sorted(at_table_2),
        "only table 2 counts, leaver included"
    );
    let rated: Vec<UserId> = stored_ratings(&svc, league)
        .await
        .iter()
        .map(|r| r.user)
        .collect();
    assert_eq!(rated.len(), 3);
    assert!(!rated.contains(
        &svc.game_info(&games[0]).await.unwrap().players[0]
            .player
            .user
    ));
    assert_eq!(svc.pending_league_events(10).await.unwrap().len(), 1);
    svc.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_season_ends_at_its_date_by_the_clock_and_recompute_agrees() {
    let dir = tempfile::tempdir().unwrap();
    let (svc, clock) = support::service(&dir, false).await;
    league_of(&svc, "L", &[1, 2], 2, Some(7 * DAY)).await;
    let league = svc.league_id(GUILD, "L").await.unwrap();
    let games = open_round(&svc, "L").await;
    play_out(&svc, &games[0], 1).await;
    let before = stored_ratings(&svc, league).await;

    // Not yet: a day early, nothing happens.
    clock.set(T0 + 6 * 24 * 3600 * 1000);
    svc.run_due().await;
    assert_eq!(
        svc.league_info(GUILD, "L").await.unwrap().season.number,
        SeasonNo(1)
    );
    // At its date the season ends, by the scheduler's pass.
    clock.set(T0 + 7 * 24 * 3600 * 1000);
    assert!(svc.run_due().await >= 1);
    let info = svc.league_info(GUILD, "L").await.unwrap();
    assert_eq!(info.season.number, SeasonNo(2));
    let starts = info.season.starts;
    assert!(starts >= T0 + 7 * 24 * 3600 * 1000);
    assert_eq!(info.season.ends, Some(starts + 7 * 24 * 3600 * 1000));
    // The final table went to the outbox, where the league was created.
    let events = svc.pending_league_events(10).await.unwrap();
    let end = events
        .iter()
        .find(|e| matches!(e.event, LeagueEvent::SeasonEnded { .. }))
        .expect("a season-ended event");
    assert_eq!(
        end.place,
        Place {
            guild: GUILD,
            channel: CHANNEL
        }
    );
    let LeagueEvent::SeasonEnded {
        season,
        final_table,
        next,
        ..
    } = &end.event
    else {
        unreachable!()
    };
    assert_eq!(
        (*season, *next, final_table.len()),
        (SeasonNo(1), SeasonNo(2), 2)
    );
    // The new season starts from fresh standings; ratings carry over, σ widened (μ kept).
    let fresh = svc.league_standings(league, None, 1).await.unwrap();
    assert_eq!((fresh.season.number, fresh.total), (SeasonNo(2), 0));
    let old = svc
        .league_standings(league, Some(SeasonNo(1)), 1)
        .await
        .unwrap();
    assert!(!old.current);
    assert_eq!(old.total, 2);
    let after = stored_ratings(&svc, league).await;
    for (a, b) in before.iter().zip(&after) {
        assert_eq!(a.mu, b.mu);
        let widened = carry_over(
            &WengLinRating {
                rating: a.mu,
                uncertainty: a.sigma,
            },
            DEFAULT_SEASON_WIDENING,
        );
        assert_eq!(b.sigma, widened.uncertainty);
    }
    // Running due again changes nothing; the next end is scheduled.
    svc.run_due().await;
    assert_eq!(
        svc.league_info(GUILD, "L").await.unwrap().season.number,
        SeasonNo(2)
    );

    // Season 2: a game, then an organiser ends it early.
    let games = open_round(&svc, "L").await;
    clock.advance(Duration::from_secs(3600));
    play_out(&svc, &games[0], 2).await;
    let ended = svc.end_season(&actor(ORG), "L").await.unwrap();
    assert_eq!(
        (ended.ended.number, ended.next.number),
        (SeasonNo(2), SeasonNo(3))
    );
    assert_eq!(ended.final_table.len(), 2);

    // Recomputing from the stored results gives the stored ratings, bit for bit.
    let report = tucana::app::recompute_ratings(svc.store(), league, false)
        .await
        .unwrap();
    assert!(report.matches(), "{report:?}");
    assert_eq!(report.games, 2);
    // A tampered rating is found, and --write puts it right.
    let mut tampered = stored_ratings(&svc, league).await;
    tampered[0].mu += 1e-9;
    let events = svc.store().league_rating_events(league).await.unwrap();
    svc.store()
        .write(Write::League(LeagueWrite::ReplaceRatings {
            league_id: league,
            rating: RatingUpdate {
                ratings: tampered,
                events,
                last: None,
            },
        }))
        .await
        .unwrap();
    let report = tucana::app::recompute_ratings(svc.store(), league, false)
        .await
        .unwrap();
    assert!(!report.matches());
    assert!(report.differences[0].contains("player 1"), "{report:?}");
    let fixed = tucana::app::recompute_ratings(svc.store(), league, true)
        .await
        .unwrap();
    assert!(fixed.written);
    let report = tucana::app::recompute_ratings(svc.store(), league, false)
        .await
        .unwrap();
    assert!(report.matches(), "{report:?}");
    svc.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_recompute_tool_compares_and_rewrites_stored_ratings() {
    let dir = tempfile::tempdir().unwrap();
    // The tool takes a SQLite file (`--db PATH`), so this test stays on SQLite in the
    // PostgreSQL runs too.
    let store = tucana::store::Store::open(db(&dir)).await.unwrap();
    let svc = support::service::start(store, Arc::new(TestClock::new(T0)), false).await;
    league_of(&svc, "L", &[1, 2, 3], 3, None).await;
    let league = svc.league_id(GUILD, "L").await.unwrap();
    let games = open_round(&svc, "L").await;
    play_out(&svc, &games[0], 4).await;
    let mut tampered = stored_ratings(&svc, league).await;
    svc.shutdown().await;

    let run = |args: &[&str]| {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_tucana"))
            .args(["league", "recompute", "--db"])
            .arg(db(&dir))
            .args(args)
            .output()
            .unwrap();
        (
            out.status.code(),
            String::from_utf8_lossy(&out.stdout).into_owned(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    };
    let (code, out, _) = run(&[]);
    assert_eq!(code, Some(0), "{out}");
    assert!(
        out.contains(&format!(
            "league {league} (L): 1 games, 3 players, 3 rating events: the stored ratings match"
        )),
        "{out}"
    );

    // Change a stored figure behind the tool's back.
    {
        let store = tucana::store::Store::open(db(&dir)).await.unwrap();
        tampered[1].sigma *= 0.5;
        let events = store.league_rating_events(league).await.unwrap();
        store
            .write(Write::League(LeagueWrite::ReplaceRatings {
                league_id: league,
                rating: RatingUpdate {
                    ratings: tampered,
                    events,
                    last: None,
                },
            }))
            .await
            .unwrap();
        store.close().await;
    }
    let (code, out, _) = run(&["--league", &league.to_string()]);
    assert_eq!(code, Some(1), "{out}");
    assert!(out.contains("DIFFER") && out.contains("player 2"), "{out}");
    let (code, out, _) = run(&["--write"]);
    assert_eq!(code, Some(0), "{out}");
    assert!(out.contains("rewritten"), "{out}");
    let (code, out, _) = run(&[]);
    assert_eq!(code, Some(0));
    assert!(out.contains("match"), "{out}");
    // Bad input: exit status 2 and one line.
    let (code, _, err) = run(&["--league", "999"]);
    assert_eq!(code, Some(2));
    assert!(err.contains("no league with id 999"), "{err}");
    let missing = std::process::Command::new(env!("CARGO_BIN_EXE_tucana"))
        .args(["league", "recompute", "--db", "/nonexistent/tucana.db"])
        .output()
        .unwrap();
    assert_eq!(missing.status.code(), Some(2));
}

/// A league game's status that this release does not know (a damaged database, or one a
/// newer release wrote) is an error naming it wherever it is read, never taken for a
/// cancelled game that silently drops out of the standings, the season and the ratings.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_unknown_league_game_status_is_corrupt_not_cancelled() {
    let dir = tempfile::tempdir().unwrap();
    let (svc, _clock) = support::service(&dir, false).await;
    league_of(&svc, "L", &[1, 2], 2, None).await;
    let league = svc.league_id(GUILD, "L").await.unwrap();
    let games = open_round(&svc, "L").await;
    play_out(&svc, &games[0], 6).await;
    assert_eq!(
        svc.league_standings(league, None, 1).await.unwrap().games,
        1
    );

    // Past the schema's check, as a later migration might allow.
    {
        use sqlx::Connection;
        let mut db = support::unchecked(&dir).await;
        let changed = sqlx::query("UPDATE league_games SET status = 'forfeited'")
            .execute(&mut db)
            .await
            .unwrap();
        assert_eq!(changed.rows_affected(), 1);
        db.close().await.unwrap();
    }

    let names_it = |e: AppError| match &e {
        AppError::Storage(StoreError::Corrupt(what)) => {
            // The store refuses the row as it reads it, naming the word it does not know.
            assert!(what.contains("\"forfeited\""), "{what}")
        }
        other => panic!("not reported as corrupt: {other:?}"),
    };
    names_it(svc.league_standings(league, None, 1).await.unwrap_err());
    names_it(svc.league_info(GUILD, "L").await.unwrap_err());
    names_it(svc.end_season(&actor(ORG), "L").await.unwrap_err());
    names_it(
        tucana::app::recompute_ratings(svc.store(), league, false)
            .await
            .unwrap_err(),
    );
    svc.shutdown().await;
}

/// A member who leaves the league between the draw and the opening of their table is left
/// out: the table starts with those who remain (the next one hosting if the host left),
/// and a table with fewer than two left is not played, with no lobby left behind.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_table_whose_member_left_starts_with_those_who_remain() {
    let dir = tempfile::tempdir().unwrap();
    let (svc, _clock) = support::service(&dir, false).await;
    league_of(&svc, "Leavers", &[1, 2, 3, 4, 5, 6, 7], 4, None).await;
    let draw = svc.draw_round(&actor(ORG), "Leavers").await.unwrap();
    let tables: Vec<Vec<UserId>> = draw
        .tables
        .iter()
        .map(|t| t.iter().map(|m| m.user).collect())
        .collect();
    assert_eq!(tables.iter().map(Vec::len).collect::<Vec<_>>(), [4, 3]);
    // At the table of 4, its host (the first drawn) leaves, and one more.
    let (big, small) = (&tables[0], &tables[1]);
    svc.leave_league(&actor(big[0]), "Leavers").await.unwrap();
    svc.leave_league(&actor(big[2]), "Leavers").await.unwrap();
    // At the table of 3, two leave: one player is no table.
    svc.leave_league(&actor(small[0]), "Leavers").await.unwrap();
    svc.leave_league(&actor(small[1]), "Leavers").await.unwrap();
    let place = |i: u64| Place {
        guild: GUILD,
        channel: ChannelId(7_000 + i),
    };
    let live_before = svc.live_games();

    let info = svc.open_table(draw.round_id, 0, place(0)).await.unwrap();
    assert_eq!(info.status, StoreStatus::Active, "the table started");
    let seated: Vec<UserId> = info.players.iter().map(|p| p.player.user).collect();
    assert_eq!(
        seated,
        [big[1], big[3]],
        "those who remain, in the drawn order"
    );
    assert_eq!(info.host, big[1], "the first who remains hosts");
    let mut rng = Rng::new(3, 0);
    support::play_turn(&svc, &info.id, &mut rng).await;
    assert_eq!(svc.game_info(&info.id).await.unwrap().turn, Some(2));

    let err = svc
        .open_table(draw.round_id, 1, place(1))
        .await
        .unwrap_err();
    assert!(matches!(err, AppError::Refused(_)), "{err:?}");
    assert_eq!(
        err.to_string(),
        "table 2 is not played: only 1 of its players is still in Leavers"
    );
    assert!(
        svc.games_in(place(1)).await.unwrap().is_empty(),
        "no lobby left"
    );
    assert_eq!(svc.live_games(), live_before + 1);
}

/// An organiser may play one round at everyone's own pace (`/league round free_pace:true`),
/// whatever the league's options: its games are free-paced, count as league games when
/// they end, and the next round is played together again.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_round_may_be_played_at_everyones_own_pace() {
    let dir = tempfile::tempdir().unwrap();
    let (svc, _clock) = support::service(&dir, false).await;
    league_of(&svc, "Pace League", &[1, 2], 2, None).await;
    let draw = svc
        .draw_round_paced(&actor(ORG), "Pace League", Some(true))
        .await
        .unwrap();
    let place = Place {
        guild: GUILD,
        channel: ChannelId(7_000),
    };
    let free = svc.open_table(draw.round_id, 0, place).await.unwrap();
    assert!(free.free_pace, "{:?}", free.settings.options);
    assert!(
        free.settings.options.contains("free"),
        "{}",
        free.settings.options
    );
    play_out(&svc, &free.id, 5).await;
    assert_eq!(
        svc.game_info(&free.id).await.unwrap().status,
        StoreStatus::Finished
    );
    let league = svc.league_info(GUILD, "Pace League").await.unwrap();
    let table = svc.league_standings(league.id, None, 1).await.unwrap();
    assert_eq!(table.games, 1, "the free-paced game counts");

    let together = open_round(&svc, "Pace League").await;
    let info = svc.game_info(&together[0]).await.unwrap();
    assert!(!info.free_pace);
    assert!(!info.settings.options.contains("free"));
}

/// A league of Combi-Nations: its options stored, a round's tables of its game, played
/// through the service to their end, and counted in the standings.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_league_of_another_game_plays_that_game() {
    league_game_to_its_end("combi-nations", &[("country", "peninsula")]).await;
}

/// A league of La Isla: its secret assignments and sequential turns, through the service.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_la_isla_league_plays_that_game() {
    league_game_to_its_end("la-isla", &[("deck", "full")]).await;
}

/// A league of Islas Canarias: its island choices, turns of several messages and the ship's
/// arrival decisions, through the service, counted in the league's table.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_islas_canarias_league_plays_that_game() {
    league_game_to_its_end("islas-canarias", &[]).await;
}

/// A three-member league of `game` with `options`: its first round's game, played with the
/// acting player's first legal move each time, ends and counts in the league's table.
async fn league_game_to_its_end(game: &str, options: &[(&str, &str)]) {
    let dir = tempfile::tempdir().unwrap();
    let (svc, _clock) = support::service(&dir, false).await;
    let rules = tucana::games::find(&game.into()).unwrap();
    let mut league = spec("Other League", 3, None);
    league.game = rules.id().into();
    league.options = rules.options(options).unwrap();
    svc.create_league(&Actor::new(UserId(ORG), "org").on(GUILD), CHANNEL, league)
        .await
        .unwrap();
    for m in [1, 2, 3] {
        svc.join_league(&actor(m), "Other League").await.unwrap();
    }
    let games = open_round(&svc, "Other League").await;
    assert_eq!(games.len(), 1);
    let key = &games[0];
    let info = svc.game_info(key).await.unwrap();
    assert_eq!(info.settings.game, game);
    // Every step: the first seat to act plays its first legal move, as they would type it.
    for _ in 0..300 {
        let view = svc.view(key).await.unwrap();
        if view.info.status != StoreStatus::Active {
            break;
        }
        let play = view.game.unwrap();
        let seat = play.to_act().seats()[0];
        let user = view.info.players[seat].player.user;
        let typed = play.legal_moves(seat)[0].text.clone();
        svc.play(key, user, &typed).await.unwrap();
    }
    assert_eq!(
        svc.game_info(key).await.unwrap().status,
        StoreStatus::Finished
    );
    let league = svc.league_info(GUILD, "Other League").await.unwrap();
    let table = svc.league_standings(league.id, None, 1).await.unwrap();
    assert_eq!(table.games, 1, "the game counts in the league");
    assert_eq!(table.lines.len(), 3, "every player has a line");
}

/// A member-opened lobby of a game with fewer seats than the league has members is capped
/// at the game's most seats: La Isla seats four, so a fifth member is told the game is
/// full, and the host's start does not fail.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_member_opened_lobby_has_no_more_seats_than_its_game() {
    let dir = tempfile::tempdir().unwrap();
    let (svc, _clock) = support::service(&dir, false).await;
    let rules = tucana::games::find(&"la-isla".into()).unwrap();
    let most = *rules.seats().end();
    let mut league = spec("Isla League", 4, None);
    league.game = rules.id().into();
    league.options = rules.options(&[]).unwrap();
    svc.create_league(&Actor::new(UserId(ORG), "org").on(GUILD), CHANNEL, league)
        .await
        .unwrap();
    let members: Vec<u64> = (1..=most as u64 + 2).collect();
    for &m in &members {
        svc.join_league(&actor(m), "Isla League").await.unwrap();
    }
    let place = Place {
        guild: GUILD,
        channel: ChannelId(79),
    };
    let lobby = svc
        .create_league_game(place, "Isla League", &actor(1))
        .await
        .unwrap();
    assert_eq!(lobby.settings.max_players, most);
    for &m in &members[1..most] {
        svc.join(&lobby.id, &actor(m)).await.unwrap();
    }
    let full = svc
        .join(&lobby.id, &actor(members[most]))
        .await
        .unwrap_err();
    assert!(matches!(full, AppError::Full(n) if n == most), "{full}");
    let started = svc.start_game(&lobby.id, UserId(1)).await.unwrap();
    assert_eq!(started.status, StoreStatus::Active);
    assert_eq!(started.players.len(), most);
}

/// The seat of `user` in `game`, and the game's players.
async fn seat_of(svc: &Service, game: &str, user: UserId) -> usize {
    let info = svc.game_info(game).await.unwrap();
    info.players
        .iter()
        .position(|p| p.player.user == user)
        .unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_substitute_takes_a_seat_and_its_result() {
    let dir = tempfile::tempdir().unwrap();
    let (svc, clock) = support::service(&dir, false).await;
    league_of(&svc, "L", &[1, 2, 3], 3, None).await;
    let league = svc.league_id(GUILD, "L").await.unwrap();
    let game = open_round(&svc, "L").await.remove(0);
    let substitute = |by: u64, out: u64, sub: u64| {
        let svc = svc.clone();
        let game = game.clone();
        async move {
            svc.substitute(&actor(by), None, Some(&game), UserId(out), member(sub))
                .await
        }
    };
    // Member 7 joins after the draw: members only may sit in, organisers only may seat them.
    svc.join_league(&actor(7), "L").await.unwrap();
    let refused = substitute(2, 1, 7).await.unwrap_err().to_string();
    assert!(refused.contains("only the organisers of L"), "{refused}");
    let refused = substitute(ORG, 1, 8).await.unwrap_err().to_string();
    assert!(refused.contains("p8 is not a member of L"), "{refused}");
    let refused = substitute(ORG, 1, 7).await.unwrap_err().to_string();
    assert!(refused.contains("missing 2 deadlines"), "{refused}");
    assert!(refused.contains("(0 so far)"), "{refused}");

    // Player 2 misses two deadlines: the others play, the clock passes the deadline.
    let mut rng = Rng::new(5, 0);
    for _ in 0..2 {
        support::play_turn_for(&svc, &game, &[UserId(1), UserId(3)], &mut rng).await;
        clock.advance(DAY + Duration::from_secs(60));
        svc.run_due().await;
    }
    let seat = seat_of(&svc, &game, UserId(2)).await;
    let moves_before = svc.view(&game).await.unwrap().game.unwrap().log();
    let info = substitute(ORG, 2, 7).await.unwrap();
    assert_eq!(
        info.players[seat].player.user,
        UserId(7),
        "7 holds 2's seat"
    );
    assert_eq!(info.players[seat].player.name, "p7");
    assert_eq!(
        svc.view(&game).await.unwrap().game.unwrap().log(),
        moves_before,
        "the seat keeps its moves"
    );
    let told = support::last(&support::events_of(&svc, &game).await, "substituted").cloned();
    match told {
        Some(Event::Substituted { out, sub }) => {
            assert_eq!(
                (out.user, sub.user, sub.seat),
                (UserId(2), UserId(7), Some(seat))
            );
        }
        other => panic!("no substitution told: {other:?}"),
    }
    // Twice is refused: 7 already plays; 2 no longer does.
    assert!(substitute(ORG, 7, 7).await.is_err());
    assert!(substitute(ORG, 2, 7).await.is_err());

    // Player 1 leaves the league: seated for at once. Then the game ends.
    svc.leave_league(&actor(1), "L").await.unwrap();
    svc.join_league(&actor(8), "L").await.unwrap();
    substitute(ORG, 1, 8).await.unwrap();
    play_out(&svc, &game, 11).await;

    let stored = svc.store().league_results(league).await.unwrap();
    let result = stored.iter().find(|g| g.public_id == game).unwrap();
    let credited: Vec<UserId> = sorted(result.players.iter().map(|p| p.user).collect());
    assert_eq!(
        credited,
        [UserId(3), UserId(7), UserId(8)],
        "the holders at the end"
    );
    let rated: Vec<UserId> = stored_ratings(&svc, league)
        .await
        .iter()
        .map(|r| r.user)
        .collect();
    assert!(!rated.contains(&UserId(1)) && !rated.contains(&UserId(2)));
    svc.shutdown().await;
}
