//! Properties of the engine over random games: replay, scripts, scores, segments.
//!
//! Games here are played by a random player that also undoes, skips bonus trails, passes,
//! lets deadlines close turns and resigns, so that every kind of move is in the logs.

use std::collections::HashSet;

use proptest::prelude::*;
use tucana::game::rng::Rng;
use tucana::games::tucana::script::{result, to_script, Script};
use tucana::games::tucana::{BonusCard, Game, MapId, Move, Options, Setup, Sight, TurnState};

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
            let legal = game.legal_trails(seat);
            match legal.nth(rng.below(legal.len().max(1) as u32) as usize) {
                Some(edge) => Move::Trail { seat, edge },
                None => Move::Pass { seat },
            }
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
    fn a_games_script_replays_to_its_result(
        seed: u64,
        players in 1usize..7,
        grande: bool,
        special: bool,
        steps in 0usize..1500,
        chaos in 0u32..12,
    ) {
        let setup = Setup::from_seed(seed, options(grande, special), players).unwrap();
        let mut game = random_moves(setup, seed, steps, chaos);
        // Scripts are written turn by turn: let the deadline close the turn in progress.
        if !game.is_finished() {
            game.apply(Move::CloseTurn).unwrap();
        }
        let names: Vec<String> = (0..players).map(|i| format!("player {i}")).collect();
        let text = serde_json::to_string(&to_script(&game, &names)).unwrap();
        let replayed = Script::parse(&text).unwrap().run().unwrap();
        prop_assert_eq!(result(&replayed, &names), result(&game, &names));
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
