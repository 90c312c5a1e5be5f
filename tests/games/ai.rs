//! The computer players (`games::tucana::ai`): they repeat themselves and rank distinct
//! legal trails. (Every level's legal moves and that they never read a card they could not
//! know are `conformance::bots`'.)
//!
//! These run in debug builds, so the strong player gets a tiny budget.

use tucana::game::rng::Rng;
use tucana::game::Level;
use tucana::games::tucana::ai::{choose, ranked, Budget};
use tucana::games::tucana::{Game, MapId, Move, Options, Setup};

const TINY: Budget = Budget(1);

fn setup(seed: u64, map: MapId, players: usize) -> Setup {
    let options = Options {
        map,
        ..Options::default()
    };
    Setup::from_seed(seed, options, players).unwrap()
}

/// Plays `steps` random legal moves (a random legal trail, or a pass when none is legal).
fn random_moves(game: &mut Game, seed: u64, steps: usize) {
    let mut rng = Rng::new(seed, 11);
    for _ in 0..steps {
        if game.is_finished() {
            return;
        }
        let seat = game.waiting_for().next().expect("a running game waits");
        let legal = game.legal_trails(seat);
        let mv = match legal.nth(rng.below(legal.len().max(1) as u32) as usize) {
            Some(edge) => Move::Trail { seat, edge },
            None => Move::Pass { seat },
        };
        game.apply(mv).expect("a legal trail is accepted");
    }
}

/// Every seat plays `level` until the game ends; every move must be accepted.
fn finish(game: &mut Game, level: Level, seed: u64) {
    let mut rng = Rng::new(seed, 5);
    let mut moves = 0;
    while !game.is_finished() {
        let seat = game.waiting_for().next().expect("a running game waits");
        let mv = choose(game, seat, level, TINY, &mut rng)
            .unwrap_or_else(|| panic!("{level:?} has no move for waiting seat {seat}"));
        if let Move::Trail { edge, .. } = mv {
            assert!(game.legal_trails(seat).contains(edge), "{level:?}: {mv:?}");
        }
        game.apply(mv)
            .unwrap_or_else(|e| panic!("{level:?} played {mv:?}: {e}"));
        moves += 1;
        assert!(moves < 1000, "{level:?} does not finish");
    }
}

/// The same game, level, budget and generator give the same moves.
#[test]
fn the_same_question_gets_the_same_answer() {
    for map in MapId::ALL {
        for level in Level::ALL {
            let play = || {
                let mut game = Game::new(setup(42, map, 1));
                random_moves(&mut game, 42, 7);
                finish(&mut game, level, 42);
                game.log().to_vec()
            };
            assert_eq!(play(), play(), "{map} {level:?}");
        }
    }
}

/// `ranked` gives at most `n` distinct legal trails, best first.
#[test]
fn ranked_gives_distinct_legal_trails() {
    let mut game = Game::new(setup(5, MapId::Petit, 1));
    random_moves(&mut game, 5, 10);
    let ranks = ranked(&game, 0, 3, Budget(2), &mut Rng::new(1, 1));
    assert!(!ranks.is_empty() && ranks.len() <= 3);
    for (i, r) in ranks.iter().enumerate() {
        let Move::Trail { edge, .. } = r.mv else {
            panic!("not a trail: {:?}", r.mv)
        };
        assert!(game.legal_trails(0).contains(edge));
        assert!(ranks[..i].iter().all(|o| o.mv != r.mv));
    }
}
