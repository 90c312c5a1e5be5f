//! Secrets (§10.2): a drawn and a shipped card reach only their owner (the move's private
//! note), never the table's happenings. (That no public view depends on a hidden card is
//! `conformance::secrets`'.)

use tucana::game::{Happening, Play, Rules, ToAct};
use tucana::games::islas_canarias::data::describe;
use tucana::games::islas_canarias::play::{english, IslasCanarias};
use tucana::games::islas_canarias::state::Game;

/// Every public text of the happenings.
fn public_text(happenings: &[Happening]) -> String {
    happenings
        .iter()
        .map(|h| match h {
            Happening::Lines(lines) => lines
                .iter()
                .map(|(_, t)| english(t))
                .collect::<Vec<_>>()
                .join("\n"),
            Happening::Note(t) | Happening::Seats { text: t, .. } => english(t),
            Happening::TurnSkipped { what, .. } => english(what),
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
    let note = english(&applied.note.unwrap());
    for &card in &drawn {
        assert!(!public.contains(&describe(card)), "{public}");
        assert!(note.contains(&describe(card)), "{note}");
    }
    let card = after[0];
    let applied = game.apply(&format!("{seat} ship {card}")).unwrap();
    let public = public_text(&applied.happenings);
    assert!(public.contains("put a card on the ship"));
    assert!(!public.contains(&describe(card)));
    assert!(english(&applied.note.unwrap()).contains(&describe(card)));
}
