//! Secrets (§10.2): a hand and a shipped card reach only their owner (the move's private
//! note, their own picture); nothing public — happenings, the public pictures, the headline,
//! seat statuses, other seats' legal moves — depends on a hidden card.

use tucana::game::{Engine, Happening, Play, Rules, ToAct, View};
use tucana::games::islas_canarias::data::describe;
use tucana::games::islas_canarias::play::IslasCanarias;
use tucana::games::islas_canarias::state::Game;

/// Every public text of the happenings.
fn public_text(happenings: &[Happening]) -> String {
    happenings
        .iter()
        .map(|h| match h {
            Happening::Lines(lines) => lines
                .iter()
                .map(|(_, t)| t.clone())
                .collect::<Vec<_>>()
                .join("\n"),
            Happening::Note(t) | Happening::Seats { text: t, .. } => t.clone(),
            Happening::TurnSkipped { what, .. } => what.clone(),
            Happening::RoundEnded { .. } => String::new(),
        })
        .collect::<Vec<_>>()
        .join("\n")
}

fn seat_to_act(game: &dyn Play) -> usize {
    match game.to_act() {
        ToAct::One(s) => s,
        other => panic!("{other:?}"),
    }
}

#[test]
fn drawn_and_shipped_cards_are_told_to_their_owner_alone() {
    let mut game = IslasCanarias.setup(5, "", 3).unwrap();
    // The island choices (round 0 of the engine; the posts count them in round 1).
    while tucana::game::engine::<Game>(&*game).unwrap().round == 0 {
        let m = game.deadline_moves();
        game.apply(&m[0]).unwrap();
    }
    let seat = seat_to_act(&*game);
    let before = tucana::game::engine::<Game>(&*game).unwrap().hands[seat].clone();
    let applied = game.apply(&format!("{seat} draw")).unwrap();
    let after = tucana::game::engine::<Game>(&*game).unwrap().hands[seat].clone();
    let drawn: Vec<u8> = after
        .iter()
        .copied()
        .filter(|c| !before.contains(c))
        .collect();
    assert_eq!(drawn.len(), 3);
    let public = public_text(&applied.happenings);
    let note = applied.note.unwrap();
    for &card in &drawn {
        assert!(!public.contains(&describe(card)), "{public}");
        assert!(note.contains(&describe(card)), "{note}");
    }
    let card = after[0];
    let applied = game.apply(&format!("{seat} ship {card}")).unwrap();
    let public = public_text(&applied.happenings);
    assert!(public.contains("put a card on the ship"));
    assert!(!public.contains(&describe(card)));
    assert!(applied.note.unwrap().contains(&describe(card)));
}

#[test]
fn nothing_public_depends_on_a_hidden_card() {
    let mut game = Game::from_seed(11, 3).unwrap();
    while game.round == 0 {
        let seat = game.to_act().unwrap();
        let mv = tucana::games::islas_canarias::text::parse(seat, "timeout").unwrap();
        game.apply(&mv).unwrap();
    }
    // The same game with other hidden cards: seat 0's hand, the held-back card, the deck.
    let mut other = game.clone();
    let hand = other.state.hands[0].clone();
    let deck_top = other.state.deck.len() - hand.len()..other.state.deck.len();
    let swapped: Vec<u8> = other.state.deck[deck_top.clone()].to_vec();
    other.state.deck.splice(deck_top, hand);
    other.state.hands[0] = swapped;
    let held = other.state.ship[0];
    let last = other.state.deck.len() - 1;
    other.state.ship[0] = other.state.deck[last];
    other.state.deck[last] = held;
    assert_ne!(game.hands[0], other.hands[0]);
    let (a, b) = (Engine { game }, Engine { game: other });
    let names: Vec<String> = ["Ana", "Ben", "Cleo"].map(String::from).to_vec();
    for view in [
        View::Turn,
        View::Standings,
        View::Seen { seat: 0 },
        View::TurnOf { seat: 1 },
    ] {
        assert_eq!(a.picture(view, &names), b.picture(view, &names), "{view:?}");
    }
    assert_eq!(a.headline(), b.headline());
    for seat in 0..3 {
        assert_eq!(a.seat_status(seat), b.seat_status(seat));
        assert_eq!(a.standings(), b.standings());
        if seat != 0 {
            assert_eq!(a.legal_moves(seat), b.legal_moves(seat));
            assert_eq!(
                a.picture(View::Seat { seat, hints: false }, &names),
                b.picture(View::Seat { seat, hints: false }, &names)
            );
        }
    }
    // Seat 0's own picture shows its hand.
    let own = View::Seat {
        seat: 0,
        hints: false,
    };
    assert_ne!(a.picture(own, &names), b.picture(own, &names));
}
