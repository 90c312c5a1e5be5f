//! Moves: random games end with every move accepted, only the seat to act is offered moves
//! in a sequential step and every move offered is accepted, and text of any shape, typed or logged, is
//! refused with a message and changes nothing, never a panic.

use proptest::prelude::*;
use tucana::game::{MoveError, Play, ToAct};

use super::{all_positions, positions, to_act, Position};

/// How many of a seat's legal moves are tried at each position: spread over the list, so
/// that the first, the last and some between are.
const TRIED: usize = 12;

#[test]
fn random_games_of_every_kind_end_with_every_move_accepted() {
    // The positions are played by `super::random_game`, which asserts every move is
    // accepted; here, that each kind's games end with a line of standings per seat.
    for (rules, positions) in positions() {
        let ends: Vec<&Position> = positions.iter().filter(|p| p.game.is_finished()).collect();
        assert_eq!(ends.len(), 2, "{}: both games end", rules.id());
        for end in ends {
            assert_eq!(end.game.standings().len(), end.players, "{}", end.label());
            assert!(end.game.to_act().seats().is_empty(), "{}", end.label());
        }
    }
}

/// A game counts its log as its log reads (`Play::log_len`, which each game answers from
/// its engine rather than wording the whole log), after every move of a random game too.
#[test]
fn the_log_is_counted_as_it_reads() {
    for position in all_positions() {
        let game = &position.game;
        assert_eq!(game.log_len(), game.log().len(), "{}", position.label());
        let mut next = position
            .rules
            .replay(
                position.seed,
                &position.options,
                position.players,
                &game.log(),
            )
            .expect("a position replays");
        for seat in to_act(position) {
            let Some(typed) = next.any_legal_move(seat, 7) else {
                continue;
            };
            let logged = next.parse(seat, &typed).expect("a legal move is read");
            next.apply(&logged).expect("a legal move is played");
            assert_eq!(
                next.log_len(),
                next.log().len(),
                "{} then {logged}",
                position.label()
            );
            break;
        }
    }
}

#[test]
fn only_seats_to_act_are_offered_moves_and_every_move_offered_is_accepted() {
    for position in all_positions() {
        let (game, names) = (&position.game, position.names());
        let acting = to_act(position);
        for seat in 0..position.players {
            let legal = game.legal_moves_named(seat, &names);
            // In a sequential step only the seat to act is offered moves; in a simultaneous
            // one a seat that has finished may still be (La Isla's assignment may be
            // replaced until the last one arrives).
            let sequential = matches!(game.to_act(), ToAct::One(_) | ToAct::Nobody);
            if !acting.contains(&seat) && sequential {
                assert!(
                    legal.is_empty(),
                    "{}: seat {seat} is not to act",
                    position.label()
                );
                assert_eq!(game.default_move(seat), None, "{}", position.label());
                continue;
            }
            if !acting.contains(&seat) {
                continue;
            }
            assert!(
                !legal.is_empty(),
                "{}: seat {seat} has no move",
                position.label()
            );
            let step = legal.len().div_ceil(TRIED).max(1);
            let tried = legal.iter().step_by(step).chain(legal.last());
            let defaults = game.default_move(seat);
            for typed in tried.map(|l| &l.text) {
                let logged = game.parse_named(seat, typed, &names).unwrap_or_else(|e| {
                    panic!("{}: seat {seat}'s legal {typed:?}: {e}", position.label())
                });
                accepted(game.as_ref(), &logged, position);
            }
            if let Some(logged) = defaults {
                accepted(game.as_ref(), &logged, position);
            }
        }
        if !game.is_finished() {
            let mut closed = game.clone();
            for logged in game.deadline_moves() {
                closed.apply(&logged).unwrap_or_else(|e| {
                    panic!("{}: the deadline's {logged:?}: {e}", position.label())
                });
            }
        }
    }
}

/// `logged` applies to a copy of `game`.
fn accepted(game: &dyn Play, logged: &str, position: &Position) {
    let mut copy = game.boxed_clone();
    if let Err(e) = copy.apply(logged) {
        panic!("{}: {logged:?} is refused: {e}", position.label());
    }
}

/// What a refused move must leave as it was: the log, who is to act, the step's line and
/// the standings.
pub(super) fn state(game: &dyn Play) -> String {
    format!(
        "{:?} {:?} {:?} {:?} {:?}",
        game.log(),
        game.to_act(),
        game.turn(),
        game.headline(),
        game.standings()
    )
}

/// A refusal says what is wrong, in a message that fits a reply.
fn refusal_is_a_message(e: &MoveError, what: &str, position: &Position) {
    let text = e.to_string();
    assert!(
        !text.trim().is_empty() && text.chars().count() <= 2000,
        "{}: {what} is refused with {text:?}",
        position.label()
    );
}

/// Typed or logged `text` from `seat` at `position`: a move or a refusal with a message;
/// a refusal changes nothing.
fn try_text(position: &Position, seat: usize, text: &str) {
    let names = position.names();
    let mut game = position.game.clone();
    let before = state(game.as_ref());
    match game.parse_named(seat, text, &names) {
        Ok(logged) => {
            if let Err(e) = game.apply(&logged) {
                refusal_is_a_message(&e, &logged, position);
                assert_eq!(
                    state(game.as_ref()),
                    before,
                    "{}: {logged:?}",
                    position.label()
                );
            }
        }
        Err(e) => refusal_is_a_message(&e, text, position),
    }
    let mut game = position.game.clone();
    if let Err(e) = game.apply(text) {
        refusal_is_a_message(&e, text, position);
        assert_eq!(
            state(game.as_ref()),
            before,
            "{}: logged {text:?}",
            position.label()
        );
    }
}

/// A position of the suite, by any number.
fn position_at(pick: usize) -> &'static Position {
    let all: Vec<&Position> = all_positions().collect();
    all[pick % all.len()]
}

/// The words of a legal move of some seat at `position`, or of its log: text shaped like
/// the game's own, to mutate.
fn game_words(position: &Position, pick: usize) -> String {
    let mut words: Vec<String> = (0..position.players)
        .flat_map(|seat| position.game.legal_moves(seat))
        .map(|legal| legal.text)
        .collect();
    words.extend(position.game.log());
    words.push(String::new());
    words.swap_remove(pick % words.len())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// Any text at all, typed or logged by any seat (a seat beyond the table too).
    #[test]
    fn any_text_is_refused_with_a_message_or_played(
        pick in any::<usize>(),
        seat in 0usize..6,
        text in "\\PC{0,24}",
    ) {
        try_text(position_at(pick), seat, &text);
    }

    /// A game's own words with a few characters changed, inserted or cut: the text its
    /// parser is nearest to getting wrong.
    #[test]
    fn the_games_own_words_mutated_are_refused_with_a_message_or_played(
        pick in any::<usize>(),
        word in any::<usize>(),
        seat in 0usize..6,
        edits in prop::collection::vec((any::<usize>(), prop::sample::select(
            vec!['0', '1', '9', ' ', '-', ',', 'a', 'Z', 'é', '\u{0}', '+', '=']
        ), 0u8..3), 1..4),
    ) {
        let position = position_at(pick);
        let mut chars: Vec<char> = game_words(position, word).chars().collect();
        for (at, c, how) in edits {
            let i = at % (chars.len() + 1);
            match how {
                0 if i < chars.len() => chars[i] = c,
                1 if i < chars.len() => {
                    chars.remove(i);
                }
                _ => chars.insert(i, c),
            }
        }
        let text: String = chars.into_iter().collect();
        try_text(position, seat % (position.players + 1), &text);
    }
}
