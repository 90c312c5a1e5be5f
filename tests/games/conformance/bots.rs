//! Computer players and hints, as the service asks them (`Play::bot_move`, `Play::hints`):
//! every level plays moves the game accepts and repeats itself for a seed, a game of them
//! ends, and they never peek: on the game as the seat may know it with the rest dealt
//! afresh (`Play::world_of`), every level's move and the hints are the same.
//!
//! These run in debug builds, so the players think for a millisecond or a few (a fixed
//! amount of work, the same on any machine).

use tucana::game::{Level, Play, View};

use super::{all_positions, deals, kinds, to_act, Position};

/// How long a player thinks, in milliseconds of a release build: a fixed amount of work.
const THINK_MS: u32 = 1;

/// A position of a game with computer players, not over.
fn thinking(position: &Position) -> bool {
    let has = position.game.bots().is_some();
    assert_eq!(has, position.rules.has_bots(), "{}", position.label());
    has && !position.game.is_finished()
}

#[test]
fn every_level_plays_accepted_moves_and_repeats_itself() {
    for position in all_positions().filter(|p| thinking(p)) {
        let (game, names) = (&position.game, position.names());
        let acting = to_act(position);
        let seat = acting[0];
        for level in Level::ALL {
            let logged = game
                .bot_move(seat, level, THINK_MS, position.seed)
                .unwrap_or_else(|| {
                    panic!("{}: {level} has no move for seat {seat}", position.label())
                });
            let mut copy = game.clone();
            if let Err(e) = copy.apply(&logged) {
                panic!("{}: {level} played {logged:?}: {e}", position.label());
            }
            assert_eq!(
                game.bot_move(seat, level, THINK_MS, position.seed),
                Some(logged),
                "{}: {level} again",
                position.label()
            );
        }
        let hints = game.hints(seat, THINK_MS, position.seed);
        assert!(
            !hints.is_empty(),
            "{}: no hint for seat {seat}",
            position.label()
        );
        for hint in &hints {
            let logged = game.parse_named(seat, &hint.text, &names);
            assert!(
                logged.is_ok(),
                "{}: hint {hint:?}: {logged:?}",
                position.label()
            );
        }
        assert_eq!(
            game.hints(seat, THINK_MS, position.seed),
            hints,
            "{}",
            position.label()
        );
        // A seat that is not to act gets nothing.
        for idle in (0..position.players).filter(|s| !acting.contains(s)) {
            assert_eq!(
                game.bot_move(idle, Level::Strong, THINK_MS, 1),
                None,
                "{}",
                position.label()
            );
            assert!(
                game.hints(idle, THINK_MS, 1).is_empty(),
                "{}",
                position.label()
            );
        }
    }
}

/// A whole game of computer players ends, the levels taking turns by seat, each move
/// accepted.
#[test]
fn a_game_of_computer_players_of_every_level_ends() {
    for rules in kinds().into_iter().filter(|r| r.has_bots()) {
        let (seed, options, _) = deals(rules).swap_remove(1);
        let players = (*rules.seats().end()).min(3);
        let mut game = rules.setup(seed, &options, players).unwrap();
        let mut moves = 0;
        while !game.is_finished() {
            let seat = game.to_act().seats()[0];
            let level = Level::ALL[(seat + moves) % Level::ALL.len()];
            let at = format!("{}, {players} players, move {moves}", rules.id());
            let logged = game
                .bot_move(seat, level, THINK_MS, seed)
                .unwrap_or_else(|| panic!("{at}: {level} has no move"));
            if let Err(e) = game.apply(&logged) {
                panic!("{at}: {level} played {logged:?}: {e}");
            }
            moves += 1;
            assert!(moves < 5_000, "{at}: the game does not end");
        }
    }
}

/// How long a player thinks in the no-peeking check: long enough to search a few worlds.
const THINK_LONGER_MS: u32 = 2;

/// The players never peek: at every position, on two worlds of the seat to act (the game
/// with what it cannot know dealt afresh), every level's move and the hints are the game's
/// own. The control: of each game, some world differs from the game where a cheat would
/// look (a seat's private view, or what the step's deadline brings), so that a player that
/// read the secrets would be caught.
#[test]
fn the_players_never_read_what_the_seat_cannot_know() {
    for rules in kinds().into_iter().filter(|r| r.has_bots()) {
        let mut differs = 0;
        for position in all_positions().filter(|p| p.rules.id() == rules.id() && thinking(p)) {
            let game = &position.game;
            let seat = to_act(position)[0];
            {
                let world_seed = 1;
                let world = game.world_of(seat, world_seed).unwrap_or_else(|| {
                    panic!(
                        "{}: no world of seat {seat} (Play::world_of)",
                        position.label()
                    )
                });
                let at = format!("{}, world {world_seed} of seat {seat}", position.label());
                for level in Level::ALL {
                    assert_eq!(
                        world.bot_move(seat, level, THINK_LONGER_MS, 3),
                        game.bot_move(seat, level, THINK_LONGER_MS, 3),
                        "{at}: {level}"
                    );
                }
                assert_eq!(
                    world.hints(seat, THINK_LONGER_MS, 7),
                    game.hints(seat, THINK_LONGER_MS, 7),
                    "{at}: hints"
                );
                if cheat(game.as_ref(), position) != cheat(world.as_ref(), position) {
                    differs += 1;
                }
            }
        }
        // (Guess's positions here may hold no other seat's choice to deal again: the
        // control is the registry's games'.)
        let registered = tucana::games::all().iter().any(|r| r.id() == rules.id());
        assert!(
            differs > 0 || !registered,
            "{}: no world differs from its game",
            rules.id()
        );
    }
}

/// What a player that peeks would read: every seat's private view and words, and what the
/// step's deadline brings (the next cards, the revealed choices).
fn cheat(game: &dyn Play, position: &Position) -> Vec<Vec<u8>> {
    let names = position.names();
    let mut out = Vec::new();
    for seat in 0..position.players {
        let view = View::Seat { seat, hints: false };
        out.push(
            game.picture(view, &names, tucana::words::FALLBACK)
                .unwrap_or_default(),
        );
        out.push(format!("{:?}", game.own_words(seat)).into_bytes());
    }
    let mut next = game.boxed_clone();
    for logged in game.deadline_moves() {
        if next.apply(&logged).is_err() {
            break;
        }
    }
    out.push(format!("{:?}", next.headline()).into_bytes());
    out.push(format!("{:?}", next.standings()).into_bytes());
    out.push(
        next.picture(View::Turn, &names, tucana::words::FALLBACK)
            .unwrap_or_default(),
    );
    out
}

/// Every kind with computer players says so, and every other has none.
#[test]
fn a_kind_says_whether_it_has_computer_players() {
    for rules in kinds() {
        let game = rules
            .setup(1, &rules.options(&[]).unwrap(), *rules.seats().start())
            .unwrap();
        assert_eq!(game.bots().is_some(), rules.has_bots(), "{}", rules.id());
    }
}
