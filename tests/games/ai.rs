//! The computer players (`games::tucana::ai`): they play only legal moves and finish games
//! from any position, repeat themselves, and never read a card they could not know.
//!
//! These run in debug builds, so the strong player gets a tiny budget.

use proptest::prelude::*;
use tucana::game::rng::Rng;
use tucana::game::Level;
use tucana::games::tucana::ai::{choose, ranked, Budget};
use tucana::games::tucana::{Game, MapId, Move, Options, Setup, SoloKeep};

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

proptest! {
    #![proptest_config(ProptestConfig::with_cases(4))]

    /// From a random position of either map, each level finishes the game with legal moves.
    #[test]
    fn every_level_finishes_any_position_legally(
        seed in any::<u64>(),
        grande in any::<bool>(),
        players in 1usize..=2,
        steps in 0usize..80,
    ) {
        let map = if grande { MapId::Grande } else { MapId::Petit };
        let mut start = Game::new(setup(seed, map, players));
        random_moves(&mut start, seed, steps);
        for level in Level::ALL {
            let mut game = start.clone();
            finish(&mut game, level, seed);
            prop_assert!(game.is_finished());
        }
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

/// A copy of `setup` whose cards a player cannot know yet are different: the rest of this
/// round's deck after the current turn is rotated, every later round's deck is reshuffled,
/// and (before the solo keep-2 rule applies) its order is reversed.
fn other_future(game: &Game) -> Setup {
    let mut other = game.setup().clone();
    let (round, turn) = (game.round(), game.turn());
    let rest = &mut other.decks[round][2 * turn + 2..];
    // Rotate to the first different card, so the very next turn changes.
    if let Some(k) = rest.iter().position(|c| *c != rest[0]) {
        rest.rotate_left(k);
    }
    let mut rng = Rng::new(99, 99);
    for deck in &mut other.decks[round + 1..] {
        rng.shuffle(deck);
    }
    if game.solo_kept().is_none() && round + 1 < game.rounds() {
        if let SoloKeep::Order(order) = &mut other.solo_keep {
            order.reverse();
        }
    }
    other
}

/// What a cheating player would look at: the next turn's cards.
fn next_cards(game: &Game) -> Vec<tucana::games::tucana::Card> {
    let deck = &game.setup().decks[game.round()];
    deck[2 * game.turn() + 2..2 * game.turn() + 4].to_vec()
}

/// The strong player decides the same with any future: it reads only the cards a player
/// has seen. The control shows that the futures really differ, so a player that read
/// them (like `next_cards`) would be caught.
#[test]
fn the_strong_player_never_reads_a_card_it_could_not_know() {
    let mut checked = 0;
    for (map, seed) in [(MapId::Petit, 3u64), (MapId::Grande, 4), (MapId::Petit, 8)] {
        let mut game = Game::new(setup(seed, map, 1));
        let mut rng = Rng::new(seed, 1);
        // Positions: early in round 1, mid-round, and into the next round.
        for stop in [3usize, 9, 20] {
            while game.log().len() < stop && !game.is_finished() {
                let mv = choose(&game, 0, Level::Normal, TINY, &mut rng).unwrap();
                game.apply(mv).unwrap();
            }
            if game.is_finished() || game.turn() + 2 >= tucana::games::tucana::TURNS_PER_ROUND {
                continue;
            }
            let other = Game::replay(other_future(&game), game.log()).expect("same log replays");
            assert_eq!(other.cards(), game.cards());
            assert_eq!(other.turn_state(0), game.turn_state(0));
            // Control: the futures differ where a cheat would look.
            assert_ne!(other.setup().decks, game.setup().decks);
            assert_ne!(next_cards(&other), next_cards(&game), "{map} at {stop}");
            for budget in [Budget(1), Budget(3)] {
                let a = choose(&game, 0, Level::Strong, budget, &mut Rng::new(7, 7));
                let b = choose(&other, 0, Level::Strong, budget, &mut Rng::new(7, 7));
                assert_eq!(a, b, "{map} after {stop} moves, {budget:?}");
                let ra = ranked(&game, 0, 3, budget, &mut Rng::new(7, 7));
                let rb = ranked(&other, 0, 3, budget, &mut Rng::new(7, 7));
                assert_eq!(ra, rb, "{map} after {stop} moves, {budget:?}");
            }
            checked += 1;
        }
    }
    assert!(checked >= 5, "only {checked} positions checked");
}

/// The control, with a deliberately cheating "player": the test's setup would tell it apart.
#[test]
fn a_cheating_player_would_be_caught() {
    let mut game = Game::new(setup(3, MapId::Petit, 1));
    random_moves(&mut game, 3, 9);
    let other = Game::replay(other_future(&game), game.log()).unwrap();
    let cheat = |g: &Game| next_cards(g);
    assert_ne!(cheat(&game), cheat(&other));
}
