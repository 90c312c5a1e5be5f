//! La Isla: a test per rule (la-isla.md §3–§7), the worked example of §9, replay scripts and
//! malformed scripts.
//!
//! Games are built on the reference island (assembly 1–10) with chosen tiles and draw piles,
//! or set up mid-game by writing the game's public fields, then played with the words
//! players type (§8).

#[path = "la_isla/bots.rs"]
mod bots;
#[path = "la_isla/scripts.rs"]
mod scripts;
#[path = "la_isla/words.rs"]
mod words;

use tucana::game::{Play, View};
use tucana::games::la_isla::data::{card, Animal, Colour, Function, Region, Space};
use tucana::games::la_isla::play::{english, IslaGame};
use tucana::games::la_isla::state::{
    Assignment, Deck, Game, Options, Phase, Reshuffles, Setup, Slotted,
};
use tucana::games::la_isla::text::{self, Move};

use Animal::{Dodo, Fossa, Moth, Pika, Toad};

/// J1–J7 dodo, J8–J14 fossa, J15–J21 toad, J22–J28 pika, J29–J35 moth.
fn canonical_tiles() -> [Animal; 35] {
    std::array::from_fn(|i| Animal::ALL[i / 7])
}

/// The basic deck with `top` first, then the other cards by number.
fn draw_with(top: &[u8], deck: Deck) -> Vec<u8> {
    let all: Vec<u8> = match deck {
        Deck::Basic => (1..=120).collect(),
        Deck::Full => (1..=180).collect(),
    };
    let mut draw = top.to_vec();
    draw.extend(all.into_iter().filter(|c| !top.contains(c)));
    draw
}

/// The reference island, canonical tiles, large tiles toad, dodo, moth, pika by seat, seat
/// 0 to start, the basic deck with `top` on top (the full deck if `top` has advanced cards).
fn setup(players: usize, top: &[u8]) -> Setup {
    let deck = if top.iter().any(|&c| c > 120) {
        Deck::Full
    } else {
        Deck::Basic
    };
    Setup {
        players,
        options: Options { deck },
        assembly: std::array::from_fn(|i| i as u8 + 1),
        tiles: canonical_tiles(),
        large: [Toad, Dodo, Moth, Pika][..players].to_vec(),
        start: 0,
        draw: draw_with(top, deck),
    }
}

fn new_game(players: usize, top: &[u8]) -> Game {
    Game::new(setup(players, top), Reshuffles::Given(vec![])).unwrap()
}

fn sp(label: &str) -> Space {
    Space::parse(label).unwrap()
}

fn region(label: &str) -> Region {
    Region(label[1..].parse::<u8>().unwrap() - 1)
}

/// Plays the words `typed` for `seat`, which must be legal.
fn play(g: &mut Game, seat: usize, typed: &str) {
    let mv = text::parse(seat, typed).unwrap_or_else(|e| panic!("{typed}: {}", english(&e)));
    g.apply(&mv).unwrap_or_else(|e| panic!("{typed}: {e}"));
}

/// The reason the words `typed` of `seat` are refused, in English; the game is unchanged.
fn refused(g: &mut Game, seat: usize, typed: &str) -> String {
    let before = g.log().len();
    let mv = match text::parse(seat, typed) {
        Ok(mv) => mv,
        Err(e) => return english(&e),
    };
    let e = g
        .apply(&mv)
        .map(|_| ())
        .expect_err(&format!("{typed} should be refused"));
    assert_eq!(g.log().len(), before);
    e.to_string()
}

/// Shows these cards in a seat's cardholder, one per slot (at least 3 slots).
fn show(g: &mut Game, seat: usize, cards: &[u8]) {
    let mut slots: Vec<Vec<Slotted>> = cards
        .iter()
        .map(|&card| vec![Slotted { card, round: 1 }])
        .collect();
    while slots.len() < 3 {
        slots.push(Vec::new());
    }
    g.players[seat].slots = slots;
}

/// The top card of each slot (0: empty).
fn tops(g: &Game, seat: usize) -> Vec<u8> {
    g.players[seat]
        .slots
        .iter()
        .map(|s| s.last().map_or(0, |c| c.card))
        .collect()
}

/// Action C of the round, `first` to act: every seat has assigned (D card `d`, the other
/// cards irrelevant now), hands are empty.
fn c_phase(g: &mut Game, first: usize, d: u8) {
    g.phase = Phase::Turns;
    g.start = first;
    g.step = 0;
    for p in &mut g.players {
        p.hand.clear();
        p.assigned = Some(Assignment {
            a: 0,
            b: 0,
            d,
            cover: None,
            mark: None,
        });
    }
}

/// A two-player game in action C with seat 0 to act, D cards #2 (pika), and the given
/// resources for seat 0.
fn c_game(resources: [u8; 5]) -> Game {
    let mut g = new_game(2, &[]);
    c_phase(&mut g, 0, 2);
    g.players[0].resources = resources;
    g
}

mod setup_rules {
    use super::*;

    #[test]
    fn a_seeded_set_up_follows_section_3() {
        for players in 2..=4 {
            for seed in 0..6u64 {
                let g = Game::from_seed(seed, Options::default(), players).unwrap();
                let s = &g.setup;
                let mut teeth = s.assembly.to_vec();
                teeth.sort_unstable();
                assert_eq!(teeth, (1..=10).collect::<Vec<u8>>());
                for a in Animal::ALL {
                    assert_eq!(s.tiles.iter().filter(|&&t| t == a).count(), 7);
                }
                assert_eq!(s.large.len(), players);
                for (i, a) in s.large.iter().enumerate() {
                    assert!(!s.large[..i].contains(a), "two large {a:?}");
                }
                // 3 cards each, dealt from the top in turn order.
                for (k, seat) in g.order().into_iter().enumerate() {
                    assert_eq!(g.players[seat].hand, s.draw[3 * k..3 * k + 3]);
                }
                assert_eq!(g.draw, s.draw[3 * players..]);
                assert_eq!(s.draw.len(), 120);
                for p in &g.players {
                    assert_eq!((p.supply, p.resources, p.score), (5, [1; 5], 0));
                    assert!(p.on.is_empty() && p.tiles.is_empty());
                    assert_eq!(p.slots.len(), 3);
                }
                assert_eq!(g.general, vec![2; players]);
                assert_eq!(g.markers, [0; 5]);
                assert_eq!((g.round, g.phase), (1, Phase::Assign));
                // The same seed gives the same game.
                let again = Game::from_seed(seed, Options::default(), players).unwrap();
                assert_eq!(*again.setup, *g.setup);
            }
        }
        let full = Game::from_seed(3, Options { deck: Deck::Full }, 3).unwrap();
        let mut cards = full.setup.draw.clone();
        cards.sort_unstable();
        assert_eq!(cards, (1..=180).collect::<Vec<u8>>());
        let a = Game::from_seed(1, Options::default(), 3).unwrap();
        let b = Game::from_seed(2, Options::default(), 3).unwrap();
        assert_ne!(*a.setup, *b.setup);
        assert!(Game::from_seed(1, Options::default(), 5).is_err());
        assert!(Game::from_seed(1, Options::default(), 1).is_err());
    }

    #[test]
    fn a_given_set_up_is_checked() {
        assert!(setup(3, &[]).check().is_ok());
        let mut s = setup(3, &[]);
        s.tiles[0] = Fossa;
        assert_eq!(
            s.check().unwrap_err().0,
            "tiles: there are 7 dodo tiles, not 6"
        );
        let mut s = setup(3, &[]);
        s.large[2] = Toad;
        assert!(s.check().unwrap_err().0.starts_with("large: "));
        let mut s = setup(3, &[]);
        s.large.pop();
        assert!(s.check().unwrap_err().0.starts_with("large: "));
        let mut s = setup(3, &[]);
        s.start = 3;
        assert!(s.check().unwrap_err().0.starts_with("start: "));
        let mut s = setup(3, &[]);
        s.draw.pop();
        assert!(s.check().unwrap_err().0.starts_with("draw: "));
        let mut s = setup(3, &[]);
        s.draw[0] = s.draw[1];
        assert!(s.check().unwrap_err().0.starts_with("draw: "));
        let mut s = setup(3, &[]);
        s.assembly[0] = 2;
        assert!(s.check().is_err());
        let mut s = setup(3, &[]);
        s.players = 5;
        assert!(s.check().is_err());
    }
}

mod assignment {
    use super::*;

    #[test]
    fn an_assignment_is_secret_until_the_reveal() {
        let names: Vec<String> = ["ana", "ben", "cleo"].map(String::from).to_vec();
        let mut one = IslaGame {
            game: new_game(3, &[]),
        };
        let mut two = one.clone();
        play(&mut one.game, 0, "assign 1 2 3");
        play(&mut two.game, 0, "assign 3 1 2");
        assert_ne!(
            one.game.players[0].assigned, two.game.players[0].assigned,
            "different assignments"
        );
        for view in [
            View::Standings,
            View::Turn,
            View::Board,
            View::Seen { seat: 0 },
            View::Seen { seat: 1 },
        ] {
            assert_eq!(
                one.picture(view, &names, tucana::words::FALLBACK),
                two.picture(view, &names, tucana::words::FALLBACK),
                "{view:?}"
            );
        }
        assert_eq!(one.standings(), two.standings());
        assert_eq!(one.headline(), two.headline());
        for seat in 0..3 {
            assert_eq!(one.seat_status(seat), two.seat_status(seat));
        }
        let status = |seat| tucana::games::la_isla::play::english(&one.seat_status(seat));
        assert_eq!(status(0), "has assigned (may still change)");
        assert_eq!(status(1), "to assign cards");
    }

    #[test]
    fn an_assignment_may_be_replaced_until_the_last_one_arrives() {
        let mut g = new_game(3, &[11, 12, 13, 21, 22, 23, 31, 32, 33]);
        play(&mut g, 0, "assign 1 2 3");
        play(&mut g, 1, "assign 1 2 3");
        play(&mut g, 0, "assign 3 2 1");
        assert_eq!(g.phase, Phase::Assign);
        assert_eq!(g.assigning(), vec![2]);
        play(&mut g, 2, "assign 1 2 3");
        // Revealed: seat 0's second assignment counts (A #13 in slot 1).
        assert_eq!(g.phase, Phase::Turns);
        assert_eq!(tops(&g, 0), vec![13, 0, 0]);
        assert_eq!(tops(&g, 1), vec![21, 0, 0]);
        assert!(refused(&mut g, 1, "assign 1 2 3").contains("already revealed"));
        // Three different cards of the hand.
        let mut g = new_game(2, &[]);
        assert!(refused(&mut g, 0, "assign 1 1 2").contains("three different"));
        assert!(refused(&mut g, 0, "assign 1 2 4").contains("no card 4"));
        assert!(refused(&mut g, 0, "assign 1 2 #120").contains("not in your hand"));
    }

    #[test]
    fn the_deadline_assigns_hand_cards_1_2_3_and_covers_by_default() {
        // Hand 1, 2, 3; no cover needed while a slot is empty.
        let g = new_game(2, &[11, 22, 33, 41, 52, 63]);
        let Some(Move::Assign { cover, mark, .. }) = g.default_move(0) else {
            panic!("an assignment")
        };
        assert_eq!((cover, mark), (None, None));
        let a = g.default_assignment(1);
        assert_eq!((a.a, a.b, a.d, a.cover, a.mark), (41, 52, 63, None, None));
        // Full slots: the EXPLORER or EXTRA_SLOT slot first, else the oldest card's slot.
        let mut g = new_game(2, &[11, 22, 33, 41, 52, 63]);
        let slot = |card: u8, round: usize| vec![Slotted { card, round }];
        g.players[0].slots = vec![slot(1, 3), slot(6, 2), slot(169, 5), slot(167, 4)];
        assert_eq!(g.default_assignment(0).cover, Some(3));
        g.players[0].slots = vec![slot(1, 3), slot(6, 2), slot(101, 2), slot(35, 1)];
        assert_eq!(g.default_assignment(0).cover, Some(4));
        g.players[0].slots = vec![slot(1, 3), slot(6, 2), slot(101, 2)];
        assert_eq!(g.default_assignment(0).cover, Some(2));
        // A twin needs no cover.
        g.players[0].slots = vec![slot(1, 3), slot(6, 2), slot(11, 2)];
        assert_eq!(g.default_assignment(0).cover, None);
        // A 4-card hand (DRAW4 showing) discards hand card 4 at the reveal.
        let mut g = new_game(2, &[]);
        c_phase(&mut g, 0, 2);
        show(&mut g, 1, &[172]);
        g.draw = draw_with(&[11, 22, 33, 41, 52, 63, 74], Deck::Basic);
        g.discard.clear();
        play(&mut g, 0, "pass ye");
        play(&mut g, 1, "pass ye");
        assert_eq!(g.round, 2);
        assert_eq!(g.players[1].hand, vec![11, 22, 33, 41]);
        assert_eq!(g.players[0].hand, vec![52, 63, 74]);
        let discard = g.discard.len();
        play(&mut g, 0, "assign 1 2 3");
        let mv = g.default_move(1).unwrap();
        assert!(g.default_move(0).is_none(), "seat 0 has assigned");
        g.apply(&mv).unwrap();
        // The leftover #41 first, then the B cards in turn order (seat 1 starts).
        assert_eq!(g.discard[discard..], [41, 22, 63]);
        assert_eq!(tops(&g, 1), vec![172, 11, 0]);
    }

    #[test]
    fn a_cover_is_needed_only_when_every_slot_is_full() {
        let mut g = new_game(2, &[101, 22, 33]);
        show(&mut g, 0, &[1, 6, 11]);
        let e = refused(&mut g, 0, "assign 1 2 3");
        assert!(e.contains("say which one A covers"), "{e}");
        assert!(refused(&mut g, 0, "assign 1 2 3 cover 4").contains("no slot 4"));
        play(&mut g, 0, "assign 1 2 3 cover 2");
        assert_eq!(g.players[0].assigned.unwrap().cover, Some(2));
        // Not needed: ignored (a slot is empty), and not logged.
        let mut g = new_game(2, &[101, 22, 33]);
        show(&mut g, 0, &[1, 6]);
        play(&mut g, 0, "assign 1 2 3 cover 1");
        assert_eq!(g.players[0].assigned.unwrap().cover, None);
        assert_eq!(g.log()[0].encode(), "assign 0 #101 #22 #33");
    }

    #[test]
    fn a_b_marker_move_needs_a_b_mark_of_the_b_colour_after_a() {
        // #54 B_MARK beige shows; B card #45 is yellow: no B_MARK yellow.
        let mut g = new_game(2, &[101, 45, 33, 11, 12, 13]);
        show(&mut g, 0, &[54]);
        let e = refused(&mut g, 0, "assign 1 2 3 mark dodo");
        assert!(e.contains("no yellow B marker move card"), "{e}");
        // Nor a marker move to decline (§8: options that do not apply are refused).
        let e = refused(&mut g, 0, "assign 1 2 3 mark none");
        assert!(e.contains("no yellow B marker move card"), "{e}");
        play(&mut g, 0, "assign 1 2 3");
        // The A card itself may be the B_MARK: #51 B_MARK yellow with B #45 (yellow).
        let mut g = new_game(2, &[51, 45, 33, 11, 12, 13]);
        play(&mut g, 0, "assign 1 2 3 mark toad");
        play(&mut g, 1, "assign 1 2 3");
        // Seat 0 has toad as its large tile: +2.
        assert_eq!(g.markers[Toad.index()], 1);
        assert_eq!(g.players[0].score, 2);
        // A covering the B_MARK takes it away: #51 covered by #101.
        let mut g = new_game(2, &[101, 45, 33, 11, 12, 13]);
        show(&mut g, 0, &[51, 6, 11]);
        assert!(refused(&mut g, 0, "assign 1 2 3 cover 1 mark toad").contains("B marker move"));
        play(&mut g, 0, "assign 1 2 3 cover 2 mark toad");
    }
}

mod action_a {
    use super::*;

    /// Seat 0 plays `a` as its A card (hand a, #42, #43) with `cover`, seat 1 hand defaults.
    fn a_card(slots: &[u8], a: u8, cover: &str) -> Game {
        let mut g = new_game(2, &[a, 44, 64, 11, 12, 13]);
        show(&mut g, 0, slots);
        play(&mut g, 0, &format!("assign 1 2 3{cover}"));
        play(&mut g, 1, "assign 1 2 3");
        g
    }

    #[test]
    fn the_a_card_finds_its_slot_by_rules_a_to_d() {
        // a. EXTRA_SLOT opens slot 4, even with an empty slot.
        let g = a_card(&[1, 6], 169, "");
        assert_eq!(tops(&g, 0), vec![1, 6, 0, 169]);
        // b. A twin covers its twin even when a slot is empty (#16 = SYM_MARK tent = #11).
        let g = a_card(&[1, 11], 16, "");
        assert_eq!(tops(&g, 0), vec![1, 16, 0]);
        assert_eq!(g.players[0].slots[1].len(), 2);
        // EXPLORER is exempt from the twin rule: the empty slot.
        let g = a_card(&[167, 6], 168, "");
        assert_eq!(tops(&g, 0), vec![167, 6, 168]);
        // c. The lowest empty slot.
        let mut g = new_game(2, &[101, 44, 64, 11, 12, 13]);
        g.players[0].slots = vec![vec![Slotted { card: 1, round: 1 }], vec![], vec![]];
        play(&mut g, 0, "assign 1 2 3");
        play(&mut g, 1, "assign 1 2 3");
        assert_eq!(tops(&g, 0), vec![1, 101, 0]);
        // d. The chosen slot, when all are full and there is no twin.
        let g = a_card(&[1, 6, 11], 101, " cover 3");
        assert_eq!(tops(&g, 0), vec![1, 6, 101]);
        let g = a_card(&[1, 6, 11], 101, " cover 1");
        assert_eq!(tops(&g, 0), vec![101, 6, 11]);
        // EXTRA_SLOT's slot stays when covered.
        let g = a_card(&[1, 6, 11, 169], 101, " cover 4");
        assert_eq!(tops(&g, 0), vec![1, 6, 11, 101]);
    }

    #[test]
    fn explorer_takes_an_explorer_from_the_general_supply_at_most_twice() {
        let g = a_card(&[1, 6], 167, "");
        assert_eq!((g.players[0].supply, g.general[0], g.general[1]), (6, 1, 2));
        let mut g = new_game(2, &[167, 44, 64, 11, 12, 13]);
        g.general[0] = 0;
        play(&mut g, 0, "assign 1 2 3");
        play(&mut g, 1, "assign 1 2 3");
        assert_eq!((g.players[0].supply, g.general[0]), (5, 0));
    }

    #[test]
    fn a_covered_card_stops_working_but_explorer_and_extra_slot_keep_theirs() {
        // LAND_VP brown #105 covered by #6: no +3 on a brown space.
        let mut g = c_game([0, 0, 0, 0, 2]);
        g.players[0].slots = vec![
            vec![
                Slotted {
                    card: 105,
                    round: 1,
                },
                Slotted { card: 6, round: 2 },
            ],
            vec![],
            vec![],
        ];
        play(&mut g, 0, "place O6");
        assert_eq!(g.players[0].score, 0);
        // Uncovered it scores.
        let mut g = c_game([0, 0, 0, 0, 2]);
        show(&mut g, 0, &[105]);
        play(&mut g, 0, "place O6");
        assert_eq!(g.players[0].score, 3);
        // A new card's function works from this round's B on: B_VP brown #65 placed in A
        // scores for a brown B card (#44).
        let g = a_card(&[1, 6], 65, "");
        assert_eq!(g.players[0].score, 2);
        assert_eq!(g.players[0].resources, [1, 1, 1, 1, 2]);
    }
}

mod action_b {
    use super::*;

    #[test]
    fn b_gives_a_resource_and_fires_only_the_b_cards_colour() {
        // B #44 is brown; B_EXTRA brown #45, B_VP brown #65, B_MARK brown #55 all fire.
        let mut g = new_game(2, &[11, 44, 64, 21, 22, 23]);
        show(&mut g, 0, &[45, 65, 55]);
        g.players[0].slots.push(Vec::new());
        play(&mut g, 0, "assign 1 2 3 mark moth");
        play(&mut g, 1, "assign 1 2 3");
        let p = &g.players[0];
        assert_eq!(p.resources, [1, 1, 1, 1, 3]);
        // +2 (B_VP) + 0 (moth: none of seat 0's).
        assert_eq!(p.score, 2);
        assert_eq!(g.markers[Moth.index()], 1);
        // The other colours' cards do nothing: B_EXTRA, B_VP, B_MARK yellow for a brown B.
        let mut g = new_game(2, &[11, 44, 64, 21, 22, 23]);
        show(&mut g, 0, &[41, 61, 51]);
        g.players[0].slots.push(Vec::new());
        assert!(
            refused(&mut g, 0, "assign 1 2 3 mark moth").contains("no brown B marker move card")
        );
        play(&mut g, 0, "assign 1 2 3");
        play(&mut g, 1, "assign 1 2 3");
        assert_eq!(g.players[0].resources, [1, 1, 1, 1, 2]);
        assert_eq!(g.players[0].score, 0);
        assert_eq!(g.markers, [0; 5]);
        // Seat 1: B #22 is gray.
        assert_eq!(g.players[1].resources, [1, 1, 2, 1, 1]);
    }
}

mod action_c {
    use super::*;

    #[test]
    fn place_move_and_pass() {
        let mut g = c_game([2, 2, 2, 2, 2]);
        assert!(refused(&mut g, 0, "move I1 I2").contains("supply"));
        g.players[0].on = vec![sp("I1")];
        assert!(refused(&mut g, 0, "place I1").contains("already have an explorer on I1"));
        assert!(refused(&mut g, 1, "pass ye").contains("not your turn"));
        play(&mut g, 0, "place I2");
        assert_eq!(g.players[0].supply, 4);
        assert_eq!(g.players[0].on, vec![sp("I1"), sp("I2")]);
        assert_eq!(g.players[0].resources, [2, 0, 2, 2, 2]);
        // An empty supply: no place, a move to a different space.
        let mut g = c_game([2, 2, 2, 2, 2]);
        g.players[0].supply = 0;
        g.players[0].on = vec![sp("I1"), sp("I3")];
        assert!(refused(&mut g, 0, "place I2").contains("supply is empty"));
        assert!(refused(&mut g, 0, "move I1 I1").contains("already have an explorer"));
        assert!(refused(&mut g, 0, "move I1 I3").contains("already have an explorer"));
        assert!(refused(&mut g, 0, "move I2 I4").contains("no explorer on I2"));
        play(&mut g, 0, "move I1 I2");
        assert_eq!(g.players[0].on, vec![sp("I3"), sp("I2")]);
        assert_eq!(g.players[0].supply, 0);
        // A pass takes a resource and fires nothing, even with LAND_VP showing.
        let mut g = c_game([0, 0, 0, 0, 0]);
        show(&mut g, 0, &[101]);
        play(&mut g, 0, "pass ye");
        assert_eq!(
            (g.players[0].resources, g.players[0].score),
            ([1, 0, 0, 0, 0], 0)
        );
        // A placement that cannot be paid is refused.
        let mut g = c_game([1, 0, 0, 0, 0]);
        assert!(refused(&mut g, 0, "place I1").contains("cannot pay"));
        assert!(refused(&mut g, 0, "place I1 pay ye ye").contains("you have 1 yellow"));
    }

    #[test]
    fn the_cost_is_2_or_1_and_never_less() {
        // O2 is gray with a hat; seat 1 stands there.
        let mut g = c_game([0, 0, 2, 0, 0]);
        g.players[1].on = vec![sp("O2")];
        assert_eq!(g.cost(0, sp("O2")), (2, true));
        assert_eq!(g.cost(0, sp("O3")), (2, false));
        show(&mut g, 0, &[7]); // CHEAP hat
        assert_eq!(g.cost(0, sp("O2")).0, 1);
        assert_eq!(g.cost(0, sp("O3")).0, 2);
        show(&mut g, 0, &[179]); // OCC_CHEAP
        assert_eq!(g.cost(0, sp("O2")).0, 1);
        assert_eq!(g.cost(0, sp("O3")).0, 2);
        show(&mut g, 0, &[7, 179]);
        assert_eq!(g.cost(0, sp("O2")).0, 1);
        play(&mut g, 0, "place O2");
        assert_eq!(g.players[0].resources, [0, 0, 1, 0, 0]);
        // Only another player's explorer makes a space occupied.
        let g = c_game([0, 0, 2, 0, 0]);
        assert_eq!(g.cost(0, sp("O2")), (2, false));
        assert!(!g.plan(0, None, sp("O2"), &[]).unwrap().occupied);
    }

    #[test]
    fn wild_cards_each_allow_one_substitute_and_the_game_pays_when_asked() {
        // O1 is green.
        let mut g = c_game([0, 1, 0, 0, 2]);
        assert!(refused(&mut g, 0, "place O1").contains("cannot pay"));
        assert!(refused(&mut g, 0, "place O1 pay gn br").contains("wild brown card"));
        show(&mut g, 0, &[5]); // WILD brown
        assert!(refused(&mut g, 0, "place O1 pay br br").contains("at most one brown"));
        assert_eq!(
            g.auto_pay(0, sp("O1"), 2),
            Some(vec![Colour::Green, Colour::Brown])
        );
        play(&mut g, 0, "place O1");
        assert_eq!(g.players[0].resources, [0, 0, 0, 0, 1]);
        assert_eq!(g.log()[0].encode(), "place 0 O1 pay gn br");
        // Two WILD cards of different colours: two substitutes; WILD green changes nothing.
        let mut g = c_game([0, 0, 1, 0, 1]);
        show(&mut g, 0, &[5, 3, 2]);
        play(&mut g, 0, "place O1 pay br gy");
        let mut g = c_game([0, 0, 1, 0, 1]);
        show(&mut g, 0, &[5, 3, 2]);
        // Canonical order of the WILD colours: gray before brown.
        assert_eq!(
            g.auto_pay(0, sp("O1"), 2),
            Some(vec![Colour::Gray, Colour::Brown])
        );
        let mut g = c_game([0, 0, 2, 0, 0]);
        show(&mut g, 0, &[2]);
        assert!(refused(&mut g, 0, "place O1").contains("cannot pay"));
    }

    #[test]
    fn a_placement_claims_every_region_it_completes_with_a_tile() {
        // J6 = {O2 O3} (dodo), J8 = {O2 O3 M2 M1} (fossa): both at once, nested.
        let mut g = c_game([0, 0, 2, 0, 0]);
        g.players[0].on = vec![sp("O2"), sp("M1"), sp("M2")];
        g.players[0].supply = 2;
        let plan = g.plan(0, None, sp("O3"), &[]).unwrap();
        assert_eq!(
            plan.claims,
            vec![(region("J6"), Dodo), (region("J8"), Fossa)]
        );
        play(&mut g, 0, "place O3");
        let p = &g.players[0];
        assert_eq!((p.score, p.points.regions), (6, 6));
        assert_eq!(p.tiles, vec![(region("J6"), Dodo), (region("J8"), Fossa)]);
        assert_eq!(g.tiles[region("J6").index()], None);
        assert_eq!(g.tiles[region("J8").index()], None);
        // Another player's explorers neither help nor block; a region without its tile gives
        // nothing.
        let mut g = c_game([0, 0, 2, 0, 0]);
        g.players[0].on = vec![sp("O2"), sp("M1")];
        g.players[1].on = vec![sp("M2"), sp("O3")];
        g.tiles[region("J6").index()] = None;
        play(&mut g, 0, "place O3");
        assert_eq!(g.players[0].score, 0);
        assert!(g.players[0].tiles.is_empty());
        assert_eq!(g.tiles[region("J8").index()], Some(Fossa));
        // Moving claims too; the old space's regions stay taken.
        let mut g = c_game([0, 0, 2, 0, 0]);
        g.players[0].supply = 0;
        g.players[0].on = vec![sp("O2"), sp("M1"), sp("M2"), sp("O7"), sp("O8")];
        g.players[0].tiles = vec![(region("J15"), Toad)];
        g.tiles[region("J15").index()] = None;
        play(&mut g, 0, "move O7 O3");
        let p = &g.players[0];
        assert_eq!(p.score, 6);
        assert_eq!(p.tiles.len(), 3);
        assert_eq!(p.tiles[0], (region("J15"), Toad));
        assert_eq!(p.count(Toad), 3);
    }

    #[test]
    fn claims_come_before_effects_and_tile_effects_fire_per_tile() {
        // O2 completes J6 {O2 O3} and J7 {O1 O2 M1}, both dodo. TILE_VP dodo: 2 × 3;
        // TILE_MARK dodo: two marker moves, counting the new tiles (C12).
        let mut g = c_game([0, 0, 2, 0, 0]);
        g.players[0].on = vec![sp("O3"), sp("O1"), sp("M1")];
        show(&mut g, 0, &[141, 151, 131]);
        let plan = g.plan(0, None, sp("O2"), &[]).unwrap();
        assert_eq!((plan.vp, plan.marks, plan.gains), (2 + 3 + 6, 2, 2));
        play(&mut g, 0, "place O2 get be mark dodo dodo");
        let p = &g.players[0];
        // 5 regions + 6 TILE_VP + 2 marker moves scoring the dodo count 2.
        assert_eq!(
            (p.points.regions, p.points.cards, p.points.markers),
            (5, 6, 4)
        );
        assert_eq!(p.score, 15);
        assert_eq!(g.markers[Dodo.index()], 2);
        // One `get` given, the second gain takes the fewest colour (yellow, first of the
        // zeros after the first gain).
        assert_eq!(p.resources, [1, 0, 0, 1, 0]);
    }

    #[test]
    fn space_effects_add_up() {
        // O2: gray, hat, outer, seat 1 there. SYM_VP hat, LAND_VP gray, RING_VP outer,
        // OCC_VP: 3 + 3 + 2 + 2.
        let mut g = c_game([0, 0, 2, 0, 0]);
        g.players[1].on = vec![sp("O2")];
        show(&mut g, 0, &[32, 103, 163, 177]);
        play(&mut g, 0, "place O2");
        assert_eq!((g.players[0].score, g.players[0].points.cards), (10, 10));
        // Not on O3 (gray, tent, outer, empty): LAND_VP and RING_VP only.
        let mut g = c_game([0, 0, 2, 0, 0]);
        show(&mut g, 0, &[32, 103, 163, 177]);
        play(&mut g, 0, "place O3");
        assert_eq!(g.players[0].score, 5);
        // RING_VP inner on I3, middle not.
        let mut g = c_game([0, 0, 2, 0, 0]);
        show(&mut g, 0, &[161, 162]);
        play(&mut g, 0, "place I3");
        assert_eq!(g.players[0].score, 2);
        // SYM_RES hat + LAND_RES gray: two gains; SYM_MARK hat + LAND_MARK gray: two moves.
        let mut g = c_game([0, 0, 2, 0, 0]);
        show(&mut g, 0, &[22, 93, 12, 113]);
        let plan = g.plan(0, None, sp("O2"), &[]).unwrap();
        assert_eq!((plan.gains, plan.marks, plan.vp), (2, 2, 0));
        play(&mut g, 0, "place O2 get br br mark toad");
        assert_eq!(g.players[0].resources, [0, 0, 0, 0, 2]);
        // One move made (toad: large, +2), the other declined.
        assert_eq!(g.markers, [0, 0, 1, 0, 0]);
        assert_eq!(g.players[0].score, 2);
    }

    #[test]
    fn choices_are_checked_and_missing_ones_take_the_defaults() {
        let mut g = c_game([0, 0, 2, 0, 0]);
        show(&mut g, 0, &[22]);
        assert!(refused(&mut g, 0, "place O2 get ye ye").contains("grants 1 resource"));
        assert!(refused(&mut g, 0, "place O2 mark dodo").contains("0 marker moves"));
        assert!(refused(&mut g, 0, "place O2 mark none").contains("0 marker moves"));
        assert!(refused(&mut g, 0, "place O2 swap gy:ye").contains("occupied swap card"));
        // The gain defaults to the fewest colour, first in canonical order: yellow.
        play(&mut g, 0, "place O2");
        assert_eq!(g.players[0].resources, [1, 0, 0, 0, 0]);
        // OCC_SWAP on an occupied space: give one, take one.
        let mut g = c_game([0, 0, 2, 0, 1]);
        g.players[1].on = vec![sp("O2")];
        show(&mut g, 0, &[175]);
        play(&mut g, 0, "place O2 swap br:gn");
        assert_eq!(g.players[0].resources, [0, 1, 0, 0, 0]);
        // Not occupied: no swap.
        let mut g = c_game([0, 0, 2, 0, 1]);
        show(&mut g, 0, &[175]);
        assert!(refused(&mut g, 0, "place O2 swap br:gn").contains("occupied swap card"));
        // `mark none` declines the granted move.
        let mut g = c_game([0, 0, 2, 0, 0]);
        show(&mut g, 0, &[12]);
        play(&mut g, 0, "place O2 mark none");
        assert_eq!((g.markers, g.players[0].score), ([0; 5], 0));
    }

    #[test]
    fn c_goes_in_turn_order_from_the_start_player_and_the_deadline_passes() {
        let mut g = new_game(3, &[]);
        c_phase(&mut g, 2, 2);
        assert_eq!(g.actor(), Some(2));
        assert!(refused(&mut g, 0, "pass ye").contains("not your turn"));
        g.players[2].resources = [2, 0, 1, 0, 1];
        let mv = g.default_move(2).unwrap();
        assert_eq!(mv.encode(), "pass 2 gn");
        assert!(g.default_move(0).is_none());
        g.apply(&mv).unwrap();
        assert_eq!(g.players[2].resources, [2, 1, 1, 0, 1]);
        assert_eq!(g.actor(), Some(0));
        play(&mut g, 0, "pass ye");
        assert_eq!(g.actor(), Some(1));
    }
}

mod action_d {
    use super::*;

    #[test]
    fn d_moves_a_marker_and_fires_the_d_cards_of_the_marker_moved() {
        // D card #2 shows pika. Seat 0: D_ANY pika, D_VP dodo, D_RES pika; large toad.
        let mut g = c_game([0, 0, 0, 0, 0]);
        show(&mut g, 0, &[124, 71, 84]);
        g.players[0].tiles = vec![(region("J1"), Dodo)];
        assert!(refused(&mut g, 0, "pass ye dmove dodo dget gn").contains("dodo D resource"));
        play(&mut g, 0, "pass ye dmove dodo");
        assert!(refused(&mut g, 1, "pass ye dmove dodo").contains("pika D switch"));
        play(&mut g, 1, "pass ye");
        // Seat 0 moved dodo (count 1, D_VP +2); seat 1 moved pika (its count 0).
        assert_eq!(g.markers, [1, 0, 0, 1, 0]);
        assert_eq!(g.players[0].score, 3);
        assert_eq!(g.players[0].resources, [1, 0, 0, 0, 0]);
        assert_eq!(g.players[1].score, 0);
        // Without a dmove the card's animal moves and D_RES pika takes the fewest colour.
        let mut g = c_game([1, 1, 0, 1, 1]);
        show(&mut g, 0, &[124, 84]);
        play(&mut g, 0, "pass ye dget br");
        play(&mut g, 1, "pass ye");
        assert_eq!(g.markers[Pika.index()], 2);
        assert_eq!(g.players[0].resources, [2, 1, 0, 1, 2]);
        let mut g = c_game([1, 1, 0, 1, 1]);
        show(&mut g, 0, &[84]);
        play(&mut g, 0, "pass ye");
        play(&mut g, 1, "pass ye");
        assert_eq!(g.players[0].resources, [2, 1, 1, 1, 1]);
    }

    #[test]
    fn a_marker_at_the_top_still_scores_and_fires() {
        // D card #5 shows fossa; fossa at 15; seat 0 has 2 fossa tiles and D_VP fossa.
        let mut g = new_game(2, &[]);
        c_phase(&mut g, 0, 5);
        g.markers[Fossa.index()] = 15;
        g.players[0].tiles = vec![(region("J8"), Fossa), (region("J9"), Fossa)];
        show(&mut g, 0, &[72]);
        play(&mut g, 0, "pass ye");
        play(&mut g, 1, "pass ye");
        assert_eq!(g.markers[Fossa.index()], 15);
        assert_eq!(g.players[0].score, 2 + 2);
        assert_eq!(
            (g.players[0].points.markers, g.players[0].points.cards),
            (2, 2)
        );
        assert_eq!(g.players[1].score, 0);
    }
}

mod end_of_round {
    use super::*;

    #[test]
    fn the_threshold_is_checked_only_at_the_end_of_a_round() {
        // 2 players: 7. Markers 6 6 6 0 2: values 2 2 2 0 0 = 6. Seat 0's SYM_MARK hat on
        // O2 moves moth to 3: 7, yet the round goes on.
        let mut g = c_game([0, 0, 2, 0, 0]);
        g.markers = [6, 6, 6, 0, 2];
        show(&mut g, 0, &[12]);
        play(&mut g, 0, "place O2 mark moth");
        assert_eq!(g.marker_sum(), 7);
        assert_eq!((g.phase, g.actor()), (Phase::Turns, Some(1)));
        play(&mut g, 1, "pass ye");
        assert!(g.is_finished());
        assert_eq!(g.round, 1);
        // Below the threshold: a new round, the start player passes clockwise.
        let mut g = new_game(3, &[]);
        c_phase(&mut g, 2, 2);
        g.markers = [6, 6, 6, 0, 0];
        let top = g.draw[..9].to_vec();
        for seat in [2, 0, 1] {
            play(&mut g, seat, "pass ye");
        }
        // 6 + the three pika moves: 6 6 6 3 0 = 7 < 9.
        assert_eq!(g.marker_sum(), 7);
        assert_eq!((g.round, g.start, g.phase), (2, 0, Phase::Assign));
        assert_eq!(g.players[0].hand, top[0..3]);
        assert_eq!(g.players[1].hand, top[3..6]);
        assert_eq!(g.players[2].hand, top[6..9]);
        // The D cards went to the discard pile in turn order.
        assert_eq!(g.discard, vec![2, 2, 2]);
    }

    #[test]
    fn draw4_deals_four_cards() {
        let mut g = c_game([0; 5]);
        show(&mut g, 1, &[173]);
        play(&mut g, 0, "pass ye");
        play(&mut g, 1, "pass ye");
        assert_eq!(g.players[0].hand.len(), 3);
        assert_eq!(g.players[1].hand.len(), 4);
        assert_eq!(g.draw.len(), 120 - 6 - 7);
    }

    /// A two-player game at the end of round 1 with only `left` cards in the draw pile and
    /// `discard` in the discard pile; the D cards #2 and #5 join it.
    fn short(left: usize, discard: &[u8], piles: Vec<Vec<u8>>) -> Result<Game, String> {
        let mut g = Game::new(setup(2, &[]), Reshuffles::Given(piles)).unwrap();
        c_phase(&mut g, 0, 2);
        g.players[1].assigned.as_mut().unwrap().d = 5;
        g.draw = (100..100 + left as u8).collect();
        g.discard = discard.to_vec();
        play(&mut g, 0, "pass ye");
        let mv = text::parse(1, "pass ye").unwrap();
        g.apply(&mv).map(|_| g).map_err(|e| e.to_string())
    }

    #[test]
    fn an_empty_draw_pile_takes_the_discard_pile_reshuffled() {
        // 4 left, 6 needed: the discard pile (#30 #31, then D cards #2 #5) is the new pile.
        let g = short(4, &[30, 31], vec![vec![5, 31, 2, 30]]).unwrap();
        assert_eq!(g.reshuffled, 1);
        // Seat 1 starts round 2.
        assert_eq!(g.players[1].hand, vec![100, 101, 102]);
        assert_eq!(g.players[0].hand, vec![103, 5, 31]);
        assert_eq!(g.draw, vec![2, 30]);
        assert!(g.discard.is_empty());
        // A script that gives no pile, or the wrong cards, is refused.
        let e = short(4, &[30, 31], vec![]).err().unwrap();
        assert!(e.contains("must give reshuffle 1"), "{e}");
        let e = short(4, &[30, 31], vec![vec![5, 31, 2, 29]]).err().unwrap();
        assert!(e.contains("reshuffle 1 must hold"), "{e}");
    }

    #[test]
    fn a_deal_that_cannot_complete_ends_the_game_before_the_round() {
        // 1 left + 2 discarded D cards: 3 of the 6 needed.
        let g = short(1, &[], vec![vec![2, 5]]).unwrap();
        assert!(g.is_finished() && g.ran_out);
        assert_eq!(g.round, 1, "the last round played");
        assert_eq!(
            tucana::games::la_isla::script::rounds(&g),
            1,
            "round 2 never took place"
        );
        assert!(g.finals.is_some());
    }
}

mod final_scoring {
    use super::*;

    #[test]
    fn sets_animals_and_resources_then_the_ranking() {
        let mut g = new_game(3, &[]);
        // Seat 0 (large toad): one small tile of each but toad: counts 1 1 2 1 1 → a set of 1.
        g.players[0].tiles = [Dodo, Fossa, Pika, Moth]
            .iter()
            .enumerate()
            .map(|(i, &a)| (Region(i as u8), a))
            .collect();
        g.players[0].resources = [1, 1, 1, 1, 1];
        g.players[0].score = 20;
        g.markers = [3, 15, 6, 0, 9];
        let f = g.final_of(&g.players[0]);
        assert_eq!(f.sets, 10);
        // dodo 1×1, fossa 1×5, toad 2×2, pika 1×0, moth 1×3.
        assert_eq!(f.animals, [1, 5, 4, 0, 3]);
        assert_eq!(f.resources, 2);
        assert_eq!(f.total, 20 + 10 + 13 + 2);
        // Seat 1 (large dodo) alone: 2 dodo, no set.
        let f = g.final_of(&g.players[1]);
        assert_eq!((f.sets, f.animals_total(), f.resources), (0, 2, 2));
        // Ranking: score, then resources left; still equal shares.
        g.players[0].score = 50;
        g.players[1].score = 50;
        g.players[2].score = 50;
        g.players[0].resources = [3, 0, 0, 0, 0];
        g.players[1].resources = [1, 1, 1, 1, 0];
        g.players[2].resources = [0, 0, 0, 0, 3];
        assert_eq!(g.ranks(), vec![2, 1, 2]);
        g.players[1].score = 49;
        assert_eq!(g.ranks(), vec![1, 3, 1]);
    }
}

/// la-isla.md §9: round 8 of a 3-player game with the full deck on the reference island.
mod worked_example {
    use super::*;

    const ANA: usize = 0;
    const BEN: usize = 1;
    const CLEO: usize = 2;

    /// The tiles taken before round 8 (region, animal, seat), chosen so that the only
    /// regions any player holds whole (J6, J8 Ben, J18 Ana) are among them.
    const TAKEN: [(&str, Animal, usize); 14] = [
        ("J2", Fossa, ANA),
        ("J3", Moth, ANA),
        ("J16", Toad, ANA),
        ("J18", Toad, ANA),
        ("J19", Dodo, ANA),
        ("J6", Fossa, BEN),
        ("J8", Fossa, BEN),
        ("J9", Pika, BEN),
        ("J10", Dodo, BEN),
        ("J4", Dodo, CLEO),
        ("J22", Toad, CLEO),
        ("J25", Moth, CLEO),
        ("J26", Moth, CLEO),
        ("J28", Pika, CLEO),
    ];

    /// The 21 tiles still on the island: J7 moth, J17 toad, J20 pika, the rest in order.
    const LEFT: [(&str, Animal); 21] = [
        ("J1", Dodo),
        ("J5", Dodo),
        ("J7", Moth),
        ("J11", Dodo),
        ("J12", Dodo),
        ("J13", Fossa),
        ("J14", Fossa),
        ("J15", Fossa),
        ("J17", Toad),
        ("J20", Pika),
        ("J21", Fossa),
        ("J23", Toad),
        ("J24", Toad),
        ("J27", Toad),
        ("J29", Moth),
        ("J30", Moth),
        ("J31", Moth),
        ("J32", Pika),
        ("J33", Pika),
        ("J34", Pika),
        ("J35", Pika),
    ];

    /// A seat at the start of round 8: score, resources, explorers on the island, explorers
    /// in supply, cardholder, hand.
    type SeatAt8 = (
        u32,
        [u8; 5],
        &'static [&'static str],
        u8,
        Vec<Vec<Slotted>>,
        &'static [u8],
    );

    /// The state at the start of round 8, hands dealt.
    fn round_8() -> Game {
        let mut tiles = [Dodo; 35];
        for (r, a, _) in TAKEN {
            tiles[region(r).index()] = a;
        }
        for (r, a) in LEFT {
            tiles[region(r).index()] = a;
        }
        let setup = Setup {
            players: 3,
            options: Options { deck: Deck::Full },
            assembly: std::array::from_fn(|i| i as u8 + 1),
            tiles,
            large: vec![Toad, Dodo, Moth],
            start: 0,
            draw: (1..=180).collect(),
        };
        let mut g = Game::new(setup, Reshuffles::Given(vec![])).unwrap();
        g.round = 8;
        g.start = BEN;
        g.phase = Phase::Assign;
        g.markers = [5, 15, 4, 2, 2];
        g.tiles = [None; 35];
        for (r, a) in LEFT {
            g.tiles[region(r).index()] = Some(a);
        }
        let slots = |cards: &[(u8, usize)]| -> Vec<Vec<Slotted>> {
            cards
                .iter()
                .map(|&(card, round)| vec![Slotted { card, round }])
                .collect()
        };
        let on = |labels: &[&str]| labels.iter().map(|l| sp(l)).collect::<Vec<_>>();
        let setups: [SeatAt8; 3] = [
            (
                38,
                [1, 0, 1, 2, 1],
                &["M4", "M5", "I5", "O10", "O11"],
                0,
                slots(&[(106, 2), (148, 5), (12, 3)]),
                &[167, 85, 158],
            ),
            (
                41,
                [0, 1, 0, 1, 2],
                &["O2", "O3", "M1", "M2", "I3"],
                0,
                slots(&[(5, 1), (55, 2), (77, 3)]),
                &[122, 54, 80],
            ),
            (
                35,
                [1, 1, 2, 0, 0],
                &["M7", "M8", "I8", "O15"],
                1,
                slots(&[(172, 1), (7, 2), (177, 3), (169, 4)]),
                &[32, 45, 90, 113],
            ),
        ];
        let mut used: Vec<u8> = Vec::new();
        for (seat, (score, resources, explorers, supply, cardholder, hand)) in
            setups.into_iter().enumerate()
        {
            let p = &mut g.players[seat];
            p.score = score;
            p.points = Default::default();
            p.points.regions = score;
            p.resources = resources;
            p.on = on(explorers);
            p.supply = supply;
            used.extend(cardholder.iter().flatten().map(|c| c.card));
            p.slots = cardholder;
            p.hand = hand.to_vec();
            used.extend(hand);
            p.assigned = None;
            p.tiles = TAKEN
                .iter()
                .filter(|t| t.2 == seat)
                .map(|&(r, a, _)| (region(r), a))
                .collect();
        }
        g.draw = (1..=180).filter(|c| !used.contains(c)).collect();
        g.discard.clear();
        g
    }

    #[test]
    fn the_state_of_round_8_is_as_the_table_gives_it() {
        let g = round_8();
        let counts = |seat: usize| Animal::ALL.map(|a| g.players[seat].count(a));
        // Ana: toad 2 + large 2, dodo, moth, fossa; Ben: dodo 1 + large 2, fossa 2, pika;
        // Cleo: moth 2 + large 2, pika, toad, dodo.
        assert_eq!(counts(ANA), [1, 1, 4, 0, 1]);
        assert_eq!(counts(BEN), [3, 2, 0, 1, 0]);
        assert_eq!(counts(CLEO), [1, 0, 1, 1, 4]);
        assert_eq!(g.marker_sum(), 7);
        assert_eq!(g.threshold(), 9);
        assert_eq!(g.order(), vec![BEN, CLEO, ANA]);
        // No region is held whole by one player and still has its tile.
        for r in 0..35u8 {
            let spaces = &g.island.region(Region(r)).spaces;
            for p in &g.players {
                if spaces.iter().all(|s| p.on.contains(s)) {
                    assert_eq!(g.tiles[r as usize], None, "J{}", r + 1);
                }
            }
        }
        // The cards are those the example names.
        let f = |n: u8| card(n).unwrap().function;
        assert_eq!(f(122), Function::DAny(Fossa));
        assert_eq!(f(54), Function::BMark(Colour::Beige));
        assert_eq!(card(54).unwrap().resource, Colour::Brown);
        assert_eq!(f(80), Function::DVp(Moth));
        assert_eq!(card(80).unwrap().animal, Fossa);
        assert_eq!(f(167), Function::Explorer);
        assert_eq!(f(158), Function::TileMark(Toad));
        assert_eq!(card(158).unwrap().animal, Dodo);
    }

    #[test]
    fn round_8_ends_the_game_and_ana_wins_78_68_53() {
        let mut g = round_8();
        play(&mut g, BEN, "assign 1 2 3 cover 3 mark dodo");
        play(&mut g, CLEO, "assign 1 3 2 cover 4");
        assert_eq!(g.phase, Phase::Assign);
        play(&mut g, ANA, "assign 1 2 3 cover 3");
        // A: Ben's D_ANY fossa covers slot 3; Cleo's SYM_VP hat covers slot 4; Ana's
        // EXPLORER covers slot 3 and brings a red explorer.
        assert_eq!(g.phase, Phase::Turns);
        assert_eq!(tops(&g, BEN), vec![5, 55, 122]);
        assert_eq!(tops(&g, CLEO), vec![172, 7, 177, 32]);
        assert_eq!(g.players[CLEO].slots[3].len(), 2);
        assert_eq!(tops(&g, ANA), vec![106, 148, 167]);
        assert_eq!((g.players[ANA].supply, g.general[ANA]), (1, 1));
        // Cleo's fourth card is discarded.
        assert!(g.discard.contains(&113));
        // B: Ben brown 2 → 3 and the B_MARK dodo move 5 → 6, his dodo count 3: 44.
        assert_eq!(g.players[BEN].resources, [0, 1, 0, 1, 3]);
        assert_eq!(g.markers[Dodo.index()], 6);
        assert_eq!(g.players[BEN].score, 44);
        // Cleo and Ana: yellow 1 → 2.
        assert_eq!(g.players[CLEO].resources, [2, 1, 2, 0, 0]);
        assert_eq!(g.players[ANA].resources, [2, 0, 1, 2, 1]);
        assert_eq!((g.players[CLEO].score, g.players[ANA].score), (35, 38));

        // C, Ben: moves I3 → O1 paying green + brown (WILD brown); J7's moth: 47.
        assert_eq!(g.actor(), Some(BEN));
        play(&mut g, BEN, "move I3 O1 pay gn br dmove dodo");
        let ben = &g.players[BEN];
        assert_eq!(ben.score, 47);
        assert_eq!(ben.tiles.last(), Some(&(region("J7"), Moth)));
        assert_eq!(ben.resources, [0, 0, 0, 1, 2]);
        assert!(!ben.on.contains(&sp("I3")) && ben.on.contains(&sp("O1")));
        // Cleo: O2 (gray hat, Ben there) for 1 gray with CHEAP hat; SYM_VP hat +3, OCC_VP
        // +2: 40.
        let plan = g.plan(CLEO, None, sp("O2"), &[Colour::Gray]).unwrap();
        assert_eq!((plan.cost, plan.occupied, plan.claims.len()), (1, true, 0));
        play(&mut g, CLEO, "place O2 pay gy");
        assert_eq!(g.players[CLEO].score, 40);
        assert_eq!(g.players[CLEO].supply, 0);
        // Ana: O9 for 2 yellow; J17 toad and J20 pika (4 + 4), LAND_VP yellow +3, TILE_VP
        // toad +3: 38 + 14 = 52 (D follows at once, as Ana is the last to act).
        let plan = g
            .plan(ANA, None, sp("O9"), &[Colour::Yellow, Colour::Yellow])
            .unwrap();
        assert_eq!(plan.cost, 2);
        assert_eq!(
            plan.claims,
            vec![(region("J17"), Toad), (region("J20"), Pika)]
        );
        assert_eq!(plan.vp, 14);
        assert_eq!((plan.marks, plan.gains), (0, 0));
        play(&mut g, ANA, "place O9 pay ye ye");

        // D: Ben names dodo (6 → 7, +3: 50); Cleo moth 2 → 3 (+4: 44); Ana dodo 7 → 8
        // (+1: 53). Sum 2 + 5 + 1 + 0 + 1 = 9: the game ends.
        assert_eq!(g.markers, [8, 15, 4, 2, 3]);
        assert_eq!(g.marker_sum(), 9);
        assert!(g.is_finished());
        assert_eq!(g.round, 8);
        let finals = g.finals.clone().unwrap();
        let play_scores: Vec<u32> = finals.iter().map(|f| f.play).collect();
        assert_eq!(play_scores, vec![53, 50, 44]);
        // Counts after the round.
        let counts = |seat: usize| Animal::ALL.map(|a| g.players[seat].count(a));
        assert_eq!(counts(ANA), [1, 1, 5, 1, 1]);
        assert_eq!(counts(BEN), [3, 2, 0, 1, 1]);
        assert_eq!(counts(CLEO), [1, 0, 1, 1, 4]);
        // Final scoring.
        let parts: Vec<(u32, u32, u32, u32)> = finals
            .iter()
            .map(|f| (f.sets, f.animals_total(), f.resources, f.total))
            .collect();
        assert_eq!(parts, vec![(10, 13, 2, 78), (0, 17, 1, 68), (0, 7, 2, 53)]);
        assert_eq!(finals[ANA].animals, [2, 5, 5, 0, 1]);
        assert_eq!(finals[BEN].animals, [6, 10, 0, 0, 1]);
        assert_eq!(finals[CLEO].animals, [2, 0, 1, 0, 4]);
        let left: Vec<u32> = g.players.iter().map(|p| p.resources_left()).collect();
        assert_eq!(left, vec![4, 3, 4]);
        assert_eq!(g.ranks(), vec![1, 2, 3]);
        let isla = IslaGame { game: g.clone() };
        assert_eq!(isla.winners(), vec![ANA]);
        // Had Ben also finished on 78, Ana would still rank first (4 resources against 3).
        g.players[BEN].score = 78;
        assert_eq!(g.ranks(), vec![1, 2, 3]);
    }
}

/// Options that cannot apply are refused, and a refusal names the word as typed (§8).
mod refusals {
    use super::*;

    #[test]
    fn a_swap_of_a_colour_not_held_is_refused() {
        // O2 costs 2 gray, which leaves no brown to give.
        let mut g = c_game([0, 0, 2, 0, 0]);
        g.players[1].on = vec![sp("O2")];
        show(&mut g, 0, &[175]);
        let e = refused(&mut g, 0, "place O2 swap br:gn");
        assert!(e.contains("brown"), "{e}");
    }

    #[test]
    fn a_refusal_names_the_word_as_typed() {
        let e = english(&text::parse(0, "place X9").unwrap_err());
        assert!(e.starts_with("X9 is not a space"), "{e}");
    }
}
