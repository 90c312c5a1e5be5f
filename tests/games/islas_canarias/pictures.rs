//! The pictures (islas-canarias.md §2.4, §10.2): no public picture depends on a hidden card
//! (the hands, the cards on the ship, the held-back card, the cards still to reveal, the
//! deck's order), while a seat's own view shows its hand, which grows with it; the
//! arrival's public record, which the pictures draw, tells the worked example of §12.

use super::{area, arrive, build, game_on, give, play, worked_example};
use tucana::game::rng::Rng;
use tucana::game::{Engine, Play, View};
use tucana::games::islas_canarias::data::IslandId::{GC, TF};
use tucana::games::islas_canarias::data::{Area, Colour, Priority, Privilege};
use tucana::games::islas_canarias::sim;
use tucana::games::islas_canarias::state::{Fate, Game, Phase, Revealed};

/// Every picture a game post or command may ask for, in a fixed order.
fn views(players: usize) -> Vec<View> {
    let mut out = vec![View::Turn, View::Standings];
    for seat in 0..players {
        out.push(View::TurnOf { seat });
        out.push(View::Seen { seat });
        out.push(View::Seat { seat, hints: false });
        out.push(View::Seat { seat, hints: true });
    }
    out
}

fn names(players: usize) -> Vec<String> {
    ["Ana", "Ben", "Cleo", "Dan", "Eva"][..players]
        .iter()
        .map(|s| s.to_string())
        .collect()
}

/// Plays random legal moves from `seed` until `stop` holds (or the game ends).
fn until(players: usize, seed: u64, stop: impl Fn(&Game) -> bool) -> Game {
    let mut game = Game::from_seed(seed, players).unwrap();
    let mut rng = Rng::new(seed, 9);
    while !stop(&game) {
        let Some(seat) = game.to_act() else { break };
        let mv = sim::random_move(&game, seat, &mut rng).unwrap();
        game.apply(&mv).unwrap();
    }
    game
}

/// The same game with its hidden cards dealt otherwise: `seat`'s hand, every card on the
/// ship (the held-back one too), the cards still to reveal and the deck, mixed and dealt
/// back in the same numbers.
fn hidden_cards_changed(game: &Game, seat: usize) -> Game {
    let mut other = game.clone();
    let s = &mut other.state;
    let mut pool: Vec<u8> = [&s.hands[seat], &s.ship, &s.reveal, &s.deck]
        .into_iter()
        .flatten()
        .copied()
        .collect();
    pool.reverse();
    let mut rest = pool.into_iter();
    for cards in [&mut s.hands[seat], &mut s.ship, &mut s.reveal, &mut s.deck] {
        for card in cards.iter_mut() {
            *card = rest.next().unwrap();
        }
    }
    other
}

fn picture(game: &Game, view: View, names: &[String]) -> Vec<u8> {
    Engine { game: game.clone() }
        .picture(view, names, tucana::words::FALLBACK)
        .unwrap_or_else(|| panic!("{view:?} draws"))
}

#[test]
fn no_public_picture_depends_on_a_hidden_card() {
    for players in [2, 3, 5] {
        let names = names(players);
        let positions = [
            // A turn of round 3, with cards on the ship and an arrival's record.
            until(players, 21, |g| {
                g.round >= 3 && g.phase == Phase::Turn && g.ship.len() >= 2
            }),
            // An arrival waiting for a decision, cards still to reveal.
            until(players, 22, |g| {
                matches!(g.phase, Phase::Arrival(_)) && g.round >= 2
            }),
        ];
        for game in positions {
            let seat = 1;
            let other = hidden_cards_changed(&game, seat);
            assert_ne!(game.hands[seat], other.hands[seat], "{players} players");
            assert_ne!(
                (&game.ship, &game.deck),
                (&other.ship, &other.deck),
                "{players} players"
            );
            for view in views(players) {
                let own = matches!(view, View::Seat { seat: s, .. } if s == seat);
                let (a, b) = (picture(&game, view, &names), picture(&other, view, &names));
                // Compared as bytes, not printed: a failure names the view.
                if own {
                    assert!(a != b, "{view:?} shows the seat's own hand");
                } else {
                    assert!(a == b, "{view:?} of {players} players, {:?}", game.phase);
                }
            }
        }
    }
}

/// A big hand grows the seat's own picture, row by row of cards (every view's bounds are
/// `conformance::pictures`').
#[test]
fn a_big_hand_grows_the_seats_own_picture() {
    let mut game = until(3, 7, |g| g.round >= 2 && g.phase == Phase::Turn);
    let names = names(3);
    let own = View::Seat {
        seat: 0,
        hints: false,
    };
    let small = tucana::render::decode(&picture(&game, own, &names)).unwrap();
    game.state.hands[0] = (1..=20).collect();
    let big = tucana::render::decode(&picture(&game, own, &names)).unwrap();
    assert!(big.1 > small.1, "{} then {}", small.1, big.1);
}

#[test]
fn the_arrival_record_tells_the_worked_example_card_by_card() {
    let mut game = worked_example();
    game.state.round = 7;
    game.state.start = 1;
    let names = names(3);
    arrive(&mut game, &[12, 37, 60, 22]).unwrap();
    // Waiting for Ben's area: the record holds 37 without its house yet.
    let record = game.arrival.clone().unwrap();
    assert_eq!((record.round, record.revealed.len()), (7, 1));
    let waiting = picture(&game, View::Turn, &names);
    play(&mut game, 1, "at E5").unwrap();
    play(&mut game, 0, "divert 1").unwrap();
    play(&mut game, 1, "timeout").unwrap();
    play(&mut game, 0, "at B2").unwrap();
    let record = game.arrival.clone().unwrap();
    let blue = Priority::Colour(Colour::Blue);
    let village = Priority::parse("village").unwrap();
    assert_eq!(
        record.revealed,
        [
            Revealed {
                card: 37,
                fate: Fate::Settler {
                    to: Some(1),
                    counts: vec![
                        (blue, vec![(0, 6), (1, 6), (2, 2)]),
                        (village, vec![(0, 3), (1, 4)])
                    ],
                    by_ties: false,
                    built: Some((area("E5"), Colour::Beige)),
                    no_house: false,
                },
            },
            Revealed {
                card: 60,
                fate: Fate::Pirate {
                    victims: vec![0],
                    diverted: Some((0, 1)),
                    lost: vec![(1, Some((area("A3"), Colour::Brown)))],
                },
            },
            Revealed {
                card: 22,
                fate: Fate::Settler {
                    to: Some(0),
                    counts: vec![(Priority::Colour(Colour::Red), vec![(0, 4), (1, 0), (2, 3)])],
                    by_ties: false,
                    built: Some((area("B2"), Colour::Green)),
                    no_house: false,
                },
            },
        ],
        "the held-back card 12 is not in it, nor who shipped any card"
    );
    // The turn post after the arrival draws it: it differs from the picture of the arrival
    // waiting for Ben.
    assert!(waiting != picture(&game, View::Turn, &names));
}

/// Two islands offering the same number of areas next to orange, `ties` held by `holder`;
/// 5 tonelero (orange: orange river) arrives.
fn orange_tie(holder: usize) -> Game {
    let mut game = game_on(&[TF, GC], 0);
    let around = |seat: usize, a: Area| {
        let island = game.board(seat).unwrap().data();
        island
            .is_area(a)
            .then(|| island.neighbours[usize::from(a.0)].count_ones())
            .filter(|&n| n > 0)
    };
    let (a, b) = Area::all()
        .flat_map(|a| Area::all().map(move |b| (a, b)))
        .find(|&(a, b)| around(0, a).is_some() && around(0, a) == around(1, b))
        .expect("an area of each island with as many neighbouring areas");
    build(&mut game, 0, &format!("{} h orange", a.label()));
    build(&mut game, 1, &format!("{} h orange", b.label()));
    give(&mut game, Privilege::Ties, Some(holder));
    arrive(&mut game, &[1, 5]).unwrap();
    game
}

#[test]
fn the_record_says_when_the_ties_privilege_decided() {
    for holder in [0, 1] {
        let game = orange_tie(holder);
        let record = game.arrival.clone().unwrap();
        let Fate::Settler {
            to,
            counts,
            by_ties,
            ..
        } = &record.revealed[0].fate
        else {
            panic!("{record:?}")
        };
        assert_eq!((*to, *by_ties), (Some(holder), true));
        assert_eq!(counts.len(), 1, "decided at the first priority");
        assert_eq!(counts[0].1[0].1, counts[0].1[1].1, "a tie");
    }
    // Without the tie, nothing says `ties`.
    let mut game = game_on(&[TF, GC], 0);
    build(&mut game, 0, "A2 h orange");
    give(&mut game, Privilege::Ties, Some(1));
    arrive(&mut game, &[1, 5]).unwrap();
    let Fate::Settler { to, by_ties, .. } = &game.arrival.as_ref().unwrap().revealed[0].fate else {
        panic!()
    };
    assert_eq!((*to, *by_ties), (Some(0), false));
}
