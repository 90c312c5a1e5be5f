//! Properties of the engine over random games: replay, scripts, scores, segments.
//!
//! Games here are played by a random player that also undoes, skips bonus trails, passes,
//! lets deadlines close turns and resigns, so that every kind of move is in the logs.

use std::collections::HashSet;

use proptest::prelude::*;
use tucana::game::rng::Rng;
use tucana::games::tucana::ai::{self, Budget, Level};
use tucana::games::tucana::{
    BonusCard, Direction, Game, MapId, Move, Options, Pace, Setup, Sight, TurnState,
    TURNS_PER_ROUND,
};

fn options(grande: bool, special: bool) -> Options {
    Options {
        map: if grande { MapId::Grande } else { MapId::Petit },
        special_bonus: special,
        ..Options::default()
    }
}

/// Plays `steps` random moves (or to the end); returns the game.
fn random_moves(setup: Setup, seed: u64, steps: usize, chaos: u32) -> Game {
    let mut game = Game::new(setup);
    let mut rng = Rng::new(seed, 7);
    for _ in 0..steps {
        if game.is_finished() {
            break;
        }
        let waiting: Vec<usize> = game.waiting_for().collect();
        let seat = waiting[rng.below(waiting.len() as u32) as usize];
        let roll = rng.below(100);
        let mv = if roll < chaos {
            Move::Undo { seat }
        } else if roll < chaos + chaos / 2 {
            Move::SkipBonus { seat }
        } else if roll < chaos * 2 {
            Move::Pass { seat }
        } else if roll < chaos * 2 + 1 {
            Move::CloseTurn
        } else if roll == 99 && chaos > 0 && rng.below(4) == 0 {
            Move::Resign { seat }
        } else {
            trail_or_pass(&game, seat, &mut rng)
        };
        let before = fingerprint(&game);
        let len = game.log().len();
        if game.apply(mv).is_err() {
            // A refused move changes nothing.
            assert_eq!(game.log().len(), len);
            assert_eq!(fingerprint(&game), before);
        }
    }
    game
}

/// A random legal trail of the seat's, or a pass when it has none.
fn trail_or_pass(game: &Game, seat: usize, rng: &mut Rng) -> Move {
    let legal = game.legal_trails(seat);
    match legal.nth(rng.below(legal.len().max(1) as u32) as usize) {
        Some(edge) => Move::Trail { seat, edge },
        None => Move::Pass { seat },
    }
}

/// Everything observable about a game, as text.
fn fingerprint(game: &Game) -> String {
    let mut out = format!(
        "round {} turn {} finished {} cards {:?} red {:?} kept {:?}\n",
        game.round(),
        game.turn(),
        game.is_finished(),
        game.cards(),
        game.red_left(),
        game.solo_kept()
    );
    for l in tucana::games::tucana::Letter::ALL {
        out += &format!("blue {l}: {:?}\n", game.blue_left(l).collect::<Vec<_>>());
    }
    for seat in 0..game.players() {
        out += &format!(
            "seat {seat}: {:?} {:?} {:?} {:?}\n",
            game.turn_state(seat),
            game.sheet(seat).drawn(),
            game.turn_edges(seat),
            game.has_resigned(seat)
        );
    }
    out + &format!("{:?}", game.standings())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn live_state_equals_the_replay_of_its_log(
        seed: u64,
        players in 1usize..7,
        grande: bool,
        special: bool,
        steps in 0usize..400,
        chaos in 0u32..12,
    ) {
        let setup = Setup::from_seed(seed, options(grande, special), players).unwrap();
        let game = random_moves(setup.clone(), seed, steps, chaos);
        let again = Game::replay(setup, game.log()).unwrap();
        prop_assert_eq!(fingerprint(&again), fingerprint(&game));
    }

    #[test]
    fn score_parts_add_up_and_no_segment_repeats(
        seed: u64,
        players in 1usize..9,
        grande: bool,
        special: bool,
        steps in 0usize..1500,
        chaos in 0u32..12,
    ) {
        let setup = Setup::from_seed(seed, options(grande, special), players).unwrap();
        let game = random_moves(setup, seed, steps, chaos);
        let map = game.map();
        for s in game.standings() {
            prop_assert_eq!(s.total, s.rounds.iter().sum::<u32>() + s.villages + s.bonus);
            prop_assert_eq!(s.bonus, s.bonus_cards.iter().map(|c| c.points()).sum::<u32>());
            prop_assert_eq!(s.villages, s.pairs.iter().map(|l| map.village_value(*l)).sum::<u32>());
            prop_assert!(s.sights.iter().all(|&n| n <= map.sights_per_type));
            let sheet = game.sheet(s.seat);
            let circled: u32 = Sight::ALL
                .iter()
                .map(|&t| (0..sheet.circled(t) as usize).map(|k| map.sight_value(t, k)).sum::<u32>())
                .sum();
            prop_assert_eq!(circled, sheet.sight_score(map));
            if let Some(&last) = s.rounds.last() {
                prop_assert!(last <= sheet.sight_score(map));
            }
            let blues = s.bonus_cards.iter().filter(|c| matches!(c, BonusCard::Blue(..))).count();
            prop_assert!(blues <= s.pairs.len());
        }
        // Per seat, the trails kept (after undos) are all different and are the sheet.
        let mut kept: Vec<Vec<(usize, usize, tucana::games::tucana::EdgeId)>> = vec![Vec::new(); players];
        let mut replay = Game::new(game.setup().clone());
        for mv in game.log() {
            let at = (replay.round(), replay.turn());
            match *mv {
                Move::Trail { seat, edge } => kept[seat].push((at.0, at.1, edge)),
                Move::Undo { seat } => {
                    let before = replay.turn_edges(seat).len();
                    replay.apply(*mv).unwrap();
                    if replay.turn_edges(seat).len() < before {
                        kept[seat].pop();
                    }
                    continue;
                }
                _ => {}
            }
            replay.apply(*mv).unwrap();
        }
        for (seat, trails) in kept.iter().enumerate() {
            let distinct: HashSet<_> = trails.iter().map(|t| t.2).collect();
            prop_assert_eq!(distinct.len(), trails.len());
            prop_assert_eq!(distinct.len(), game.sheet(seat).drawn().len());
        }
        if game.is_finished() {
            prop_assert!((0..players).all(|s| game.turn_state(s) == TurnState::Done));
            prop_assert_eq!(game.round_scores(0).len(), game.rounds());
        }
    }
}

/// Plays a together game of random players (a greedy bot's trails or random ones, bonus
/// trails drawn, skipped or undone and redrawn, timeouts as a seat's pass or the turn's
/// close, resignations), and returns it with each seat's moves and the position (turn of
/// the whole game) each was made at. A close is written as a pass for each seat it
/// finished.
fn together_with_plans(setup: Setup, seed: u64) -> (Game, Vec<Vec<(usize, Move)>>) {
    let players = setup.players;
    let mut game = Game::with_pace(setup, Pace::Together);
    let mut rng = Rng::new(seed, 11);
    let total = game.total_turns();
    let resign_at: Vec<Option<usize>> = (0..players)
        .map(|_| (rng.below(3) == 0).then(|| rng.below(total as u32) as usize))
        .collect();
    let mut plans: Vec<Vec<(usize, Move)>> = vec![Vec::new(); players];
    while !game.is_finished() {
        let pos = game.round() * TURNS_PER_ROUND + game.turn();
        let waiting: Vec<usize> = game.waiting_for().collect();
        if rng.below(60) == 0 {
            for &s in &waiting {
                plans[s].push((pos, Move::Pass { seat: s }));
            }
            game.apply(Move::CloseTurn).unwrap();
            continue;
        }
        let seat = waiting[rng.below(waiting.len() as u32) as usize];
        let random_trail = |game: &Game, rng: &mut Rng| {
            let legal = game.legal_trails(seat);
            let edge = legal.nth(rng.below(legal.len() as u32) as usize).unwrap();
            Move::Trail { seat, edge }
        };
        let mv = if resign_at[seat].is_some_and(|r| pos >= r) && rng.below(2) == 0 {
            Move::Resign { seat }
        } else {
            match game.turn_state(seat) {
                TurnState::Trail if rng.below(12) == 0 => Move::Pass { seat },
                TurnState::Trail if rng.below(3) == 0 => random_trail(&game, &mut rng),
                TurnState::Trail => {
                    ai::choose(&game, seat, Level::Normal, Budget(1), &mut rng).unwrap()
                }
                TurnState::Bonus(_) => match rng.below(10) {
                    0 | 1 => Move::SkipBonus { seat },
                    2 => Move::Pass { seat },
                    3 => Move::Undo { seat },
                    _ => random_trail(&game, &mut rng),
                },
                TurnState::Done => unreachable!("a waiting seat is not done"),
            }
        };
        game.apply(mv).unwrap();
        plans[seat].push((pos, mv));
    }
    (game, plans)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(32))]

    /// Free pace changes when each player plays, never the result: the same moves per
    /// player and turn, played at random speeds in a random interleaving of the players,
    /// give the together game's standings, round scores and bonus cards.
    #[test]
    fn a_free_game_ends_as_the_together_game_with_the_same_moves(
        seed: u64,
        players in 2usize..=8,
        grande: bool,
        special: bool,
        random_start: bool,
        ccw: bool,
        symmetric: bool,
    ) {
        let options = Options {
            map: if grande { MapId::Grande } else { MapId::Petit },
            special_bonus: special,
            random_start,
            direction: if ccw { Direction::CounterClockwise } else { Direction::Clockwise },
            symmetric,
            pace: Pace::Together,
        };
        let setup = Setup::from_seed(seed, options, players).unwrap();
        let (together, plans) = together_with_plans(setup.clone(), seed);
        prop_assert!(together.is_finished());

        let mut free = Game::with_pace(setup, Pace::Free);
        prop_assert!(free.is_free());
        let mut rng = Rng::new(seed, 12);
        let speed: Vec<u32> = (0..players).map(|_| 1 + rng.below(6)).collect();
        let mut next = vec![0usize; players];
        let mut seen_check = rng.below(200) as usize;
        loop {
            let weights: Vec<u32> = (0..players)
                .map(|s| if next[s] < plans[s].len() { speed[s] } else { 0 })
                .collect();
            let sum: u32 = weights.iter().sum();
            if sum == 0 {
                break;
            }
            let mut roll = rng.below(sum);
            let seat = (0..players)
                .find(|&s| {
                    if roll < weights[s] {
                        true
                    } else {
                        roll -= weights[s];
                        false
                    }
                })
                .unwrap();
            let (pos, mv) = plans[seat][next[seat]];
            next[seat] += 1;
            prop_assert_eq!(free.position_of(seat), pos, "seat {} at move {:?}", seat, mv);
            free.apply(mv).unwrap();
            if seen_check == 0 {
                // Nobody's view shows another seat beyond the viewer's position.
                let viewer = rng.below(players as u32) as usize;
                let seen = free.seen_by(Some(viewer));
                for s in 0..players {
                    // (A seat that has left is past its last turn: it has nothing to hide.)
                    if s != viewer && !free.is_finished() && !seen.has_resigned(s) {
                        prop_assert!(seen.position_of(s) <= free.position_of(viewer));
                    }
                }
                prop_assert_eq!(seen.sheet(viewer).drawn(), free.sheet(viewer).drawn());
            }
            seen_check = seen_check.wrapping_sub(1);
        }
        prop_assert!(free.is_finished());
        prop_assert_eq!(free.standings(), together.standings());
        prop_assert_eq!(free.winners(), together.winners());
        for s in 0..players {
            prop_assert_eq!(free.round_scores(s), together.round_scores(s));
            prop_assert_eq!(free.bonus_cards(s), together.bonus_cards(s));
            prop_assert!(free.provisional_cards(s).is_empty());
        }
        prop_assert!(free.claims().iter().all(|c| c.settled));
        // Replaying the free game's log gives it again.
        let again = Game::replay_with_pace(free.setup().clone(), Pace::Free, free.log()).unwrap();
        prop_assert_eq!(again.standings(), free.standings());
    }
}

/// Everything a sheet's methods tell, as text: what undo must give back as it was.
fn sheet_facts(game: &Game, sheet: &tucana::games::tucana::Sheet) -> String {
    let map = game.map();
    let mut out = format!(
        "{:?} connected {:b} pairs {:?}\n",
        sheet.drawn(),
        sheet.connected_sights(),
        sheet.pairs().collect::<Vec<_>>()
    );
    for sight in Sight::ALL {
        out += &format!(
            "{sight}: {} {}\n",
            sheet.circled(sight),
            sheet.has_twins(sight)
        );
    }
    for i in 0..map.spaces.len() {
        let s = tucana::games::tucana::SpaceId(i as u8);
        out += &format!("{} {:b}; ", sheet.network_of(s), sheet.villages_of(s));
    }
    out
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(32))]

    /// Undo keeps no copy of a turn's first sheet but draws it again from the trails
    /// before the turn's ([`tucana::games::tucana::Sheet::before`]): at every step of a
    /// random game that undoes, skips and passes, that sheet is the one the turn began with,
    /// and a game whose every undo is taken ends as the replay of its log.
    #[test]
    fn the_sheet_before_a_turns_trails_is_the_turns_first_sheet(
        seed: u64,
        players in 1usize..6,
        grande: bool,
        chaos in 1u32..12,
    ) {
        let setup = Setup::from_seed(seed, options(grande, false), players).unwrap();
        let mut game = Game::new(setup);
        let mut rng = Rng::new(seed, 9);
        let mut first: Vec<String> = (0..players)
            .map(|s| sheet_facts(&game, game.sheet(s)))
            .collect();
        let mut at = (game.round(), game.turn());
        while !game.is_finished() {
            if (game.round(), game.turn()) != at {
                at = (game.round(), game.turn());
                for (s, facts) in first.iter_mut().enumerate() {
                    *facts = sheet_facts(&game, game.sheet(s));
                }
            }
            for (s, facts) in first.iter().enumerate() {
                let before = game.sheet(s).before(game.map(), game.turn_edges(s));
                prop_assert_eq!(&sheet_facts(&game, &before), facts);
            }
            let waiting: Vec<usize> = game.waiting_for().collect();
            let seat = waiting[rng.below(waiting.len() as u32) as usize];
            let mv = if rng.below(20) < chaos {
                Move::Undo { seat }
            } else if rng.below(10) == 0 {
                Move::SkipBonus { seat }
            } else {
                trail_or_pass(&game, seat, &mut rng)
            };
            let _ = game.apply(mv);
        }
        let replay = Game::replay(game.setup().clone(), game.log()).unwrap();
        prop_assert_eq!(fingerprint(&replay), fingerprint(&game));
    }
}
