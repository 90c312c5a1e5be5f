//! The core's computer player (`game::search`) on Combi-Nations, through the game interface
//! as the service asks it (`Play::bot_move`, `Play::hints`): every level plays only legal
//! moves to the end from random positions, a seed repeats its choices, and nothing a seat
//! cannot know (the order of the stacks, another seat's secret country) sways a move or a
//! hint.
//!
//! These run in debug builds, so the players think for a millisecond (a small fixed amount
//! of work).

use proptest::prelude::*;
use tucana::game::rng::Rng;
use tucana::game::search::{choose, ranked, Searchable, Work};
use tucana::game::{Bots, Engine, Level, Play, ToAct};
use tucana::games::combi_nations::sim::random_game;
use tucana::games::combi_nations::{CountryId, Game, Move, Options, Setup};

const THINK_MS: u32 = 1;

/// The game of `random_game(players, seed)` replayed to its first `cut` moves.
fn position(players: usize, seed: u64, cut: usize) -> Engine<Game> {
    let played = random_game(players, seed);
    let log = played.log();
    let game = Game::replay(played.setup.clone(), &log[..cut.min(log.len())]).unwrap();
    Engine { game }
}

/// The seat a bot answers for now: the one to move, or the first still to choose.
fn actor(play: &dyn Play) -> usize {
    play.to_act().seats()[0]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(6))]

    /// From a random position, every level finishes the game, and every move it makes is
    /// accepted (and is one of the legal moves offered to a player).
    #[test]
    fn every_level_plays_legal_moves_to_the_end(
        players in 1usize..=3,
        seed in 0u64..1_000,
        cut in 0usize..40,
        level in 0usize..3,
    ) {
        let level = Level::ALL[level];
        let mut play: Box<dyn Play> = Box::new(position(players, seed, cut));
        let mut moves = 0;
        while !play.is_finished() {
            let seat = actor(play.as_ref());
            let mv = play
                .bot_move(seat, level, THINK_MS, seed)
                .unwrap_or_else(|| panic!("{level} has no move for seat {seat}"));
            let typed = mv.split_whitespace().skip(2).collect::<Vec<_>>().join(" ");
            if play.to_act() == ToAct::One(seat) {
                let legal: Vec<String> = play.legal_moves(seat).into_iter().map(|l| l.text).collect();
                prop_assert!(legal.contains(&typed), "{level}: {mv} is not among the legal moves");
            }
            play.apply(&mv).unwrap_or_else(|e| panic!("{level} played {mv}: {e}"));
            moves += 1;
            prop_assert!(moves < 200, "{level} does not finish");
        }
    }
}

/// A position of three players part of the way in, with the same position where the order
/// of every stack's unseen tiles is reversed: what no seat can know.
fn reordered() -> (Engine<Game>, Engine<Game>) {
    let known = position(3, 41, 12);
    let mut other = known.game.clone();
    for (stack, drawn) in other.setup.stacks.iter_mut().zip(known.game.drawn) {
        stack[drawn..].reverse();
    }
    assert_ne!(other.setup.stacks, known.game.setup.stacks);
    (known, Engine { game: other })
}

#[test]
fn the_order_of_the_stacks_sways_no_move_and_no_hint() {
    let (known, other) = reordered();
    let seat = actor(&known);
    // The worlds differ where it matters: the tiles that refill the market next.
    let next = |g: &Game| -> Vec<_> {
        g.setup
            .stacks
            .iter()
            .zip(g.drawn)
            .filter_map(|(s, d)| s.get(d).copied())
            .collect()
    };
    assert_ne!(next(&known.game), next(&other.game));
    for level in Level::ALL {
        for seed in 0..3 {
            assert_eq!(
                known.bot_move(seat, level, 4, seed),
                other.bot_move(seat, level, 4, seed),
                "{level}, seed {seed}"
            );
        }
    }
    let hints = known.hints(seat, 4, 7);
    assert!(!hints.is_empty());
    assert_eq!(hints, other.hints(seat, 4, 7));
}

#[test]
fn another_seats_secret_country_sways_no_move_and_no_hint() {
    let setup = Setup::from_seed(5, Options::default(), 3).unwrap();
    let chosen = |country| {
        let mut game = Game::new(setup.clone());
        game.apply(&Move::Country { seat: 1, country }).unwrap();
        Engine { game }
    };
    let (shield, cape) = (chosen(CountryId::Shield), chosen(CountryId::Cape));
    assert_eq!(shield.to_act(), ToAct::Everyone(vec![0, 2]));
    for seat in [0, 2] {
        for level in Level::ALL {
            assert_eq!(
                shield.bot_move(seat, level, 4, 3),
                cape.bot_move(seat, level, 4, 3),
                "seat {seat}, {level}"
            );
        }
        assert_eq!(shield.hints(seat, 4, 3), cape.hints(seat, 4, 3));
    }
}

#[test]
fn a_seed_repeats_its_move_and_its_hints() {
    let play = position(2, 8, 9);
    let seat = actor(&play);
    let hints = play.hints(seat, 6, 1);
    assert!((1..=3).contains(&hints.len()), "{hints:?}");
    assert_eq!(hints, play.hints(seat, 6, 1));
    for h in &hints {
        assert!(h.gains.contains(" now · "), "{h:?}");
        assert!(play.parse(seat, &h.text).is_ok(), "{h:?}");
    }
    for level in Level::ALL {
        assert_eq!(
            play.bot_move(seat, level, 6, 2),
            play.bot_move(seat, level, 6, 2)
        );
    }
    // A seat that is not to move gets nothing.
    let idle = (seat + 1) % 2;
    assert_eq!(play.bot_move(idle, Level::Strong, 6, 2), None);
    assert!(play.hints(idle, 6, 2).is_empty());
}

/// The strong player's move and its hints for `seat` (each with the score it expects), from
/// a fixed generator: what a no-peeking test compares between two games that differ only in
/// what the seat cannot know.
pub fn thought<G: Searchable>(game: &G, seat: usize) -> (String, Vec<String>) {
    let mv = choose(game, seat, Level::Strong, Work(600), &mut Rng::new(4, 4)).unwrap();
    let hints = ranked(game, seat, 3, Work(600), &mut Rng::new(4, 4))
        .into_iter()
        .map(|(mv, expected)| format!("{} {expected:.3}", game.text(seat, &mv)))
        .collect();
    (game.text(seat, &mv), hints)
}
