//! Takebacks (`/undo`, `Standard::TakeBack`), for every game that has one: over random
//! games, whenever the takeback of the seat that just moved is accepted, the game is exactly
//! as it was before that move (its script and result as written, who is to act, the step,
//! the headline, the standings, every seat's status, own words and legal moves, and, for
//! the first few, the PNG bytes of every view); when it is refused, the refusal is a message
//! and nothing changes. A move of a sequential step cannot be taken back once the next
//! player has acted. Games with takebacks played in them replay from their log, and their
//! scripts (written without the moves taken back) read back to the same script and result.

use tucana::game::rng::Rng;
use tucana::game::{MoveError, Play, Rules, Seat, Standard, ToAct};

use super::moves::state;
use super::{deals, kinds, names, views};

/// How many accepted takebacks of each game also compare every picture (they are slow to
/// draw; the rest compares everything else).
const PICTURED: usize = 4;

/// What a takeback must give back exactly, the log aside (which keeps the move and its
/// takeback): everything the service, the pictures and the tools read of a game.
fn observed(game: &dyn Play, names: &[String], pictures: bool) -> String {
    let written = game.written(names).map(|w| (w.script, w.result));
    let mut out = format!(
        "{:?} {:?} {:?} {:?} {:?} {written:?}",
        game.to_act(),
        game.turn(),
        game.headline(),
        game.standings(),
        game.winners(),
    );
    for seat in 0..names.len() {
        out.push_str(&format!(
            " {:?} {:?} {:?} {:?}",
            game.seat_status(seat),
            game.own_words(seat),
            game.legal_moves(seat),
            game.default_move(seat),
        ));
    }
    if pictures {
        for view in views(names.len()) {
            out.push_str(&format!(" {view:?} {:?}", game.picture(view, names, "en")));
        }
    }
    out
}

/// The takeback of `seat`, as the game logs it, or its refusal (a game may refuse it as
/// it reads it).
fn takeback(game: &dyn Play, seat: Seat) -> Result<String, MoveError> {
    let rules = game.rules();
    let typed = rules.standard_move(Standard::TakeBack).expect("a takeback");
    game.parse(seat, typed)
}

/// `seat`'s takeback on a copy of `game`: accepted, the copy is `before` (the game before
/// the seat's move) as [`observed`] sees it; refused, with a message, the copy is still
/// `game`. Whether it was accepted.
fn check_takeback(
    game: &dyn Play,
    seat: Seat,
    before: Option<&dyn Play>,
    (names, pictures, at): (&[String], bool, &str),
) -> bool {
    let rules = game.rules();
    let mut copy = game.boxed_clone();
    match takeback(game, seat).and_then(|logged| copy.apply(&logged)) {
        Ok(_) => {
            let before =
                before.unwrap_or_else(|| panic!("{at}: seat {seat} takes back a move not its own"));
            assert_eq!(
                observed(copy.as_ref(), names, pictures),
                observed(before, names, pictures),
                "{at}: seat {seat}'s takeback does not give the game back as it was"
            );
            assert_eq!(copy.log_len(), game.log_len() + 1, "{at}: the log grows");
            true
        }
        Err(e) => {
            let text = e.english(rules);
            assert!(
                !text.trim().is_empty() && text.chars().count() <= 2000,
                "{at}: a takeback refused with {text:?}"
            );
            assert_eq!(
                state(copy.as_ref()),
                state(game),
                "{at}: a takeback refused changes the game"
            );
            false
        }
    }
}

/// A random game with takebacks checked at every move and, now and then, played; the
/// number of takebacks accepted.
fn game_with_takebacks(
    rules: &'static dyn Rules,
    seed: u64,
    options: &str,
    players: usize,
) -> usize {
    let names = names(players);
    let mut game = rules.setup(seed, options, players).expect("a set-up");
    let mut rng = Rng::new(seed, 46);
    let (mut accepted, mut steps) = (0, 0);
    // The seat that moved last in a sequential step: its move can no longer be taken back
    // once another seat has moved.
    let mut sequential: Option<Seat> = None;
    while !game.is_finished() {
        steps += 1;
        assert!(steps < 5_000, "{}: the game does not end", rules.id());
        let at = format!(
            "{}, {players} players, seed {seed}, move {}",
            rules.id(),
            game.log_len()
        );
        let to_act = game.to_act();
        let seats = to_act.seats();
        let seat = seats[rng.below(seats.len() as u32) as usize];
        let moved = match rng.below(10) {
            0 => game.default_move(seat),
            _ => game
                .any_legal_move(seat, rng.next_u64())
                .map(|typed| game.parse(seat, &typed).expect("a legal move is read")),
        }
        .unwrap_or_else(|| panic!("{at}: seat {seat} to act has no move"));
        let pictures = accepted < PICTURED;
        let before = game.boxed_clone();
        game.apply(&moved)
            .unwrap_or_else(|e| panic!("{at}: {moved:?} is refused: {e}"));
        if let Some(earlier) = sequential.filter(|&s| s != seat) {
            let late = check_takeback(game.as_ref(), earlier, None, (&names, false, &at));
            assert!(
                !late,
                "{at}: seat {earlier} takes back after the next player acted"
            );
        }
        sequential = matches!(to_act, ToAct::One(_)).then_some(seat);
        let context = (&names[..], pictures, &at[..]);
        if check_takeback(game.as_ref(), seat, Some(before.as_ref()), context) {
            accepted += 1;
            // Played now and then: the move again or another follows it.
            if rng.below(3) == 0 {
                let logged = takeback(game.as_ref(), seat).expect("the takeback just accepted");
                game.apply(&logged).expect("the takeback just accepted");
                sequential = None;
            }
        }
    }
    // A game with takebacks replays from its log, and its script reads back.
    let again = rules
        .replay(seed, options, players, &game.log())
        .unwrap_or_else(|e| panic!("{}: {e}", rules.id()));
    assert_eq!(
        observed(again.as_ref(), &names, false),
        observed(game.as_ref(), &names, false),
        "{}, seed {seed}: the log does not replay",
        rules.id()
    );
    if let (Some(tools), Some(written)) = (rules.tools(), game.written(&names)) {
        let read = tools
            .read_script(&written.script)
            .unwrap_or_else(|e| panic!("{}, seed {seed}: its script is refused: {e}", rules.id()));
        let again = read.game.written(&names).expect("written again");
        assert_eq!(again.script, written.script, "{}, seed {seed}", rules.id());
        assert_eq!(again.result, written.result, "{}, seed {seed}", rules.id());
    }
    accepted
}

#[test]
fn a_takeback_gives_the_game_back_exactly_as_before_the_move_or_is_refused() {
    let with: Vec<&'static dyn Rules> = kinds()
        .into_iter()
        .filter(|rules| rules.standard_move(Standard::TakeBack).is_some())
        .collect();
    for id in ["tucana", "combi-nations", "la-isla", "islas-canarias"] {
        assert!(
            with.iter().any(|rules| rules.id() == id),
            "{id} has a takeback"
        );
    }
    for rules in with {
        let mut accepted = 0;
        // Beside the suite's deals, a game of two together with the default options: a
        // solo or free-paced turn of Trails of Tucana ends with its one trail, which is then
        // never taken back.
        let mut games = deals(rules);
        let two = 2.clamp(*rules.seats().start(), *rules.seats().end());
        games.push((3, rules.options(&[]).expect("the default options"), two));
        for (seed, options, players) in games {
            accepted += game_with_takebacks(rules, seed, &options, players);
        }
        assert!(
            accepted > 0,
            "{}: no takeback was ever accepted",
            rules.id()
        );
    }
}
