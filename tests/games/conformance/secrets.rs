//! Secrets: nothing public depends on what a seat cannot know. At every position, for
//! every seat, the same game with that seat's unknowns dealt afresh (`Play::world_of`:
//! the deck's order, the others' hands and face-down choices) shows everyone the same
//! pictures (the step, the standings, every seat as others see it), the same headline,
//! statuses, standings and progress, and shows the seat itself all it showed before (its
//! own picture, its own words, its legal moves).

use tucana::game::{Play, Seat, View};

use super::{all_positions, Position};

/// What everyone sees of `game`.
fn public(game: &dyn Play, position: &Position) -> Vec<(String, Vec<u8>)> {
    let names = position.names();
    let mut out = vec![
        (
            "headline".to_owned(),
            format!("{:?}", game.headline()).into_bytes(),
        ),
        (
            "to act".to_owned(),
            format!("{:?}", game.to_act()).into_bytes(),
        ),
        (
            "standings".to_owned(),
            format!("{:?}", game.standings()).into_bytes(),
        ),
    ];
    let mut views = vec![View::Turn, View::Standings, View::Board];
    for seat in 0..position.players {
        views.extend([View::Seen { seat }, View::TurnOf { seat }]);
        out.push((
            format!("seat {seat}'s status"),
            format!("{:?}", game.seat_status(seat)).into_bytes(),
        ));
        out.push((
            format!("seat {seat}'s progress"),
            format!("{:?}", game.progress(seat)).into_bytes(),
        ));
    }
    for view in views {
        let png = game
            .picture(view, &names, tucana::words::FALLBACK)
            .unwrap_or_default();
        out.push((format!("{view:?}"), png));
    }
    out
}

/// What `viewer` alone sees of `game`.
fn own(game: &dyn Play, viewer: Seat, position: &Position) -> Vec<(String, Vec<u8>)> {
    let names = position.names();
    let view = View::Seat {
        seat: viewer,
        hints: true,
    };
    let legal = format!("{:?}", game.legal_moves_named(viewer, &names));
    vec![
        (
            "own picture".to_owned(),
            game.picture(view, &names, tucana::words::FALLBACK)
                .unwrap_or_default(),
        ),
        (
            "own words".to_owned(),
            format!("{:?}", game.own_words(viewer)).into_bytes(),
        ),
        ("legal moves".to_owned(), legal.into_bytes()),
    ]
}

/// The seat whose world is dealt at `position`: the first seat to act, whose unknowns
/// matter now (at the end, the last seat).
fn viewers(position: &Position) -> Vec<Seat> {
    let mut seats = position.game.to_act().seats();
    seats.truncate(1);
    if seats.is_empty() {
        seats.push(position.players - 1);
    }
    seats
}

#[test]
fn nothing_a_seat_sees_depends_on_what_it_cannot_know() {
    for position in all_positions() {
        let game = position.game.as_ref();
        let seen = public(game, position);
        for viewer in viewers(position) {
            let world = game.world_of(viewer, 9).unwrap_or_else(|| {
                panic!(
                    "{}: no world of seat {viewer} (Play::world_of)",
                    position.label()
                )
            });
            let mut pairs = seen
                .iter()
                .zip(public(world.as_ref(), position))
                .collect::<Vec<_>>();
            let own_pairs = own(game, viewer, position);
            let own_world = own(world.as_ref(), viewer, position);
            pairs.extend(own_pairs.iter().zip(own_world));
            for ((what, a), (_, b)) in pairs {
                assert!(
                    *a == b,
                    "{}: seat {viewer}'s world shows another {what}",
                    position.label()
                );
            }
        }
    }
}
