//! Islas Canarias' computer players (`games::islas_canarias::bots`, the hooks of the core's
//! search): every listed move is legal and games played with them end; a determinized world
//! keeps everything the seat sees and deals afresh only what it cannot know, the same way
//! whatever that was, and deals something afresh. (Every level's moves, a whole game of
//! bots, and that the players never peek, on such a world, are `conformance::bots`'.)
//!
//! These run in debug builds, so the search gets a tiny budget.

use proptest::prelude::*;
use tucana::game::rng::Rng;
use tucana::game::search::Searchable;
use tucana::games::islas_canarias::sim::random_move;
use tucana::games::islas_canarias::state::{Game, Phase};

/// A game of `players` from `seed` after `steps` random legal moves (fewer if it ends).
fn position(seed: u64, players: usize, steps: usize) -> Game {
    let mut game = Game::from_seed(seed, players).unwrap();
    let mut rng = Rng::new(seed, 3);
    for _ in 0..steps {
        let Some(seat) = game.to_act() else { break };
        let mv = random_move(&game, seat, &mut rng).expect("a seat to act has a move");
        game.apply(&mv).expect("a random legal move is accepted");
    }
    game
}

/// The cards on the ship and, on an arrival, still to be revealed: what nobody sees but
/// whoever put each there.
fn cargo(game: &Game) -> Vec<u8> {
    let mut cards = game.ship.clone();
    if matches!(game.phase, Phase::Arrival(_)) {
        cards.extend(&game.reveal);
    }
    cards
}

/// The viewer's own cards on the ship, sorted.
fn own_cargo(game: &Game, viewer: usize) -> Vec<u8> {
    let mut own: Vec<u8> = cargo(game)
        .into_iter()
        .filter(|&c| usize::from(game.shipped_by[usize::from(c)]) == viewer + 1)
        .collect();
    own.sort_unstable();
    own
}

/// Everything of `game` that `viewer` sees: every island, the table, its own hand and its
/// own cards on the ship, and of the others only how many cards they hold.
fn seen(game: &Game, viewer: usize) -> String {
    let hands: Vec<String> = game
        .hands
        .iter()
        .enumerate()
        .map(|(s, h)| {
            if s == viewer {
                format!("{h:?}")
            } else {
                format!("{} cards", h.len())
            }
        })
        .collect();
    format!(
        "{:?} {:?} round {} start {} actor {} {:?} decisions {} hands {hands:?} deck {} \
         discard {:?} ship {} reveal {} own {:?} victims {:?} pirate {} supply {:?} \
         privileges {:?} last {:?} resigned {:?}",
        game.boards,
        game.phase,
        game.round,
        game.start,
        game.actor,
        game.turn,
        game.decisions,
        game.deck.len(),
        game.discard,
        game.ship.len(),
        game.reveal.len(),
        own_cargo(game, viewer),
        game.victims,
        game.pirate,
        game.supply,
        game.privileges,
        game.last_round,
        game.resigned,
    )
}

/// The cards `viewer` cannot place: the deck, the other hands and the others' cards on the
/// ship, sorted.
fn unseen(game: &Game, viewer: usize) -> Vec<u8> {
    let mut cards = game.deck.clone();
    for (s, h) in game.hands.iter().enumerate() {
        if s != viewer {
            cards.extend(h);
        }
    }
    let own = own_cargo(game, viewer);
    cards.extend(cargo(game).into_iter().filter(|c| !own.contains(c)));
    cards.sort_unstable();
    cards
}

/// `game` with everything `viewer` cannot know changed: the deck's order, the other hands,
/// the others' cards on the ship and the held-back card dealt again.
fn other_secrets(game: &Game, viewer: usize, seed: u64) -> Game {
    // A world is such a game: the no-peeking tests ask the search about it.
    game.determinize(viewer, &mut Rng::new(seed, 77))
}

/// What the search reads of a world (a world is a plain game).
fn world_text(world: &Game) -> String {
    format!(
        "{:?} deck {:?} ship {:?} reveal {:?} {}",
        world.hands,
        world.deck,
        world.ship,
        world.reveal,
        seen(world, 0)
    )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(16))]

    /// Every move the hooks list is accepted by the game, only the seat to act has any, and
    /// a game played on with the playout policy ends.
    #[test]
    fn listed_moves_are_legal_and_playouts_end(
        seed in any::<u64>(),
        players in 2usize..=5,
        steps in 0usize..150,
    ) {
        let mut game = position(seed, players, steps);
        let mut rng = Rng::new(seed, 9);
        let mut moves = 0;
        while !Searchable::is_over(&game) {
            let mut seats = Vec::new();
            game.to_move(&mut seats);
            prop_assert_eq!(seats.len(), 1, "one seat acts at a time");
            for seat in 0..players {
                let mut legal = Vec::new();
                game.legal(seat, &mut legal);
                prop_assert_eq!(legal.is_empty(), seats[0] != seat, "seat {}", seat);
                for mv in &legal {
                    let m = mv.act.to_move(seat);
                    prop_assert!(game.check(&m).is_ok(), "{:?}: {:?}", m, game.check(&m));
                }
            }
            let seat = seats[0];
            let mut legal = Vec::new();
            game.legal(seat, &mut legal);
            let i = game.playout_move(seat, &legal, &mut rng);
            game.play(seat, &legal[i]);
            moves += 1;
            prop_assert!(moves < 3000, "the game does not end");
        }
        prop_assert!(game.is_finished());
    }

    /// A world keeps what the seat sees (the islands, the table, its hand and its own cards
    /// on the ship, the others' card counts) and deals only the unseen cards, which stay the
    /// same cards.
    #[test]
    fn a_world_keeps_what_the_seat_sees(
        seed in any::<u64>(),
        players in 2usize..=5,
        steps in 0usize..150,
        viewer in 0usize..5,
    ) {
        let game = position(seed, players, steps);
        let viewer = viewer % players;
        let world = game.determinize(viewer, &mut Rng::new(seed, 1));
        prop_assert_eq!(seen(&world, viewer), seen(&game, viewer));
        prop_assert_eq!(unseen(&world, viewer), unseen(&game, viewer));
    }

    /// Two games that differ only in what the seat cannot know give the same worlds.
    #[test]
    fn a_world_does_not_depend_on_the_secrets(
        seed in any::<u64>(),
        players in 2usize..=5,
        steps in 0usize..150,
    ) {
        let game = position(seed, players, steps);
        let viewer = seed as usize % players;
        let other = other_secrets(&game, viewer, seed);
        let world = |g: &Game| world_text(&g.determinize(viewer, &mut Rng::new(seed, 5)));
        prop_assert_eq!(world(&game), world(&other));
    }
}

/// The secrets a world deals do change, and the seat's own do not: worlds from two
/// generators differ (else the tests above would hold of a world that changes nothing).
#[test]
fn worlds_deal_the_secrets_afresh() {
    let mut game = position(8, 3, 0);
    // Every seat chooses its island, then the first turn: a draw and a ship card.
    while game.phase == Phase::Islands || !game.turn.shipped && game.turn.index == 0 {
        let seat = game.to_act().unwrap();
        let mv = game.legal_moves(seat)[0].clone();
        game.apply(&mv).unwrap();
    }
    let shipper = (game.start + game.turn.index + game.players() - 1) % game.players();
    let a = game.determinize(shipper, &mut Rng::new(1, 1));
    let b = game.determinize(shipper, &mut Rng::new(2, 1));
    assert_ne!(a.deck, b.deck);
    let other = (shipper + 1) % 3;
    assert_ne!(a.hands[other], b.hands[other]);
    assert_eq!(a.hands[shipper], game.hands[shipper]);
    // The held-back card is dealt afresh; the card the seat shipped stays.
    assert_eq!(game.ship.len(), 2);
    assert_eq!(a.ship[1], game.ship[1]);
    assert_eq!(b.ship[1], game.ship[1]);
    assert!((0..20).any(|k| game.determinize(shipper, &mut Rng::new(k, 1)).ship[0] != game.ship[0]));
}
