//! One conformance suite for every game: what each game of the registry
//! (`tucana::games::all()`) and each game defined in the tests (`tests/support/games/`)
//! must do, checked through the game interface alone (`Rules`, `Play`, the core's tools,
//! scripts and computer players), never through a game's own types:
//!
//! - [`moves`]: random games from fixed seeds end, and every move they play is accepted
//!   (legal moves offered as typed, default moves, deadline moves, a resignation); only a
//!   seat to act is offered moves; a move refused changes nothing; typed and logged text of
//!   any shape is refused with a message, never a panic (a fuzz for every game);
//! - [`bots`]: every level of a game with computer players plays moves the game accepts,
//!   repeats itself for a seed, plays a whole game to its end, and never peeks: on the game
//!   as the seat may know it with the rest dealt afresh ([`tucana::game::Play::world_of`]),
//!   its moves and hints are the same;
//! - [`scripts`]: a game written as a script (`written()`) reads back (`Tools::read_script`)
//!   to the same script and result, its log replays to the same game, and scripts mutated
//!   or of any text are refused with a message, never a panic;
//! - [`pictures`]: every view of every position draws a PNG within the pictures' bounds;
//! - [`translated`]: so it does in every language, every label with its glyphs in the
//!   bundled font and none cut to fit or past the picture's edge;
//! - [`words`]: what a game gives that reaches Discord fits Discord's limits, and its
//!   catalog has the words the generic commands ask of it;
//! - [`names`]: no internal name, `Debug` output or seat counted from 0 in anything a
//!   person reads of it (pictures' labels included);
//! - [`takeback`]: a takeback (`/undo`) accepted gives the game back exactly as it was
//!   before the move (script, statuses, legal moves, pictures); refused, it changes nothing;
//! - [`secrets`]: nothing public (pictures, headline, statuses, standings, the others'
//!   moves) differs between a game and the same game with a seat's unknowns dealt afresh.
//!
//! A new game gets all of it by its line in the registry (`src/games/mod.rs`): [`kinds`]
//! reads the registry. Checks of a game's own rules, its worked examples and its golden
//! scripts and pictures stay in its own suite.

mod bots;
mod moves;
mod names;
mod pictures;
mod scripts;
mod secrets;
mod share;
mod takeback;
mod translated;
mod words;

use std::sync::OnceLock;

use tucana::game::rng::Rng;
use tucana::game::{Play, Rules, Seat, View};

use crate::test_games;

/// Every kind of game the suite checks: the registry's, then the tests' own.
///
/// Left out, each for its reason: "test-guess-gated" and "test-guess-broken", Guess with
/// computer players that wait at a gate until a test opens it or panic on purpose (made to
/// test how the service thinks; Guess itself and "test-guess-bots" are here);
/// "test-counted", a game of the registry under another id that plays exactly as it; and
/// the blocked games of `blocked.rs`, positions of Trails of Tucana rather than a kind of
/// game (a turn nobody can play is `rules::`' and `replay::`' to test).
pub fn kinds() -> Vec<&'static dyn Rules> {
    let mut kinds = tucana::games::all().to_vec();
    kinds.extend([
        &test_games::RACE as &dyn Rules,
        &test_games::GUESS,
        &test_games::GUESS_BOTS,
    ]);
    kinds
}

/// A game at some point of a random game, and how it came about, for the failures to name.
pub struct Position {
    pub rules: &'static dyn Rules,
    pub seed: u64,
    pub options: String,
    pub players: usize,
    pub game: Box<dyn Play>,
}

impl Position {
    /// What a failure names: "tucana, 4 players, seed 2, after 31 moves".
    pub fn label(&self) -> String {
        format!(
            "{}, {} players, seed {}, options {}, after {} moves",
            self.rules.id(),
            self.players,
            self.seed,
            self.options,
            self.game.log_len()
        )
    }

    /// The players' names in seat order.
    pub fn names(&self) -> Vec<String> {
        names(self.players)
    }
}

/// Players' names, in seat order.
pub fn names(players: usize) -> Vec<String> {
    (0..players).map(|seat| format!("Player {seat}")).collect()
}

/// The games the suite plays of a kind: its fewest players with the default options, and
/// up to 4 players with every option at its last value (a game's variants: Trails of
/// Tucana's Isla Grande at its own pace), each from its own seed.
pub fn deals(rules: &dyn Rules) -> Vec<(u64, String, usize)> {
    let seats = rules.seats();
    let last: Vec<(&str, String)> = rules
        .game_options()
        .into_iter()
        .filter_map(|option| Some((option.key, option.choices.last()?.0.clone())))
        .collect();
    let given: Vec<(&str, &str)> = last.iter().map(|(k, v)| (*k, v.as_str())).collect();
    let defaults = rules.options(&[]).expect("the default options");
    let variant = rules.options(&given).unwrap_or_else(|e| {
        panic!(
            "{}: every option at its last value is refused: {}",
            rules.id(),
            tucana::game::english(rules, &e)
        )
    });
    vec![
        (1, defaults, *seats.start()),
        (2, variant, (*seats.end()).min(4)),
    ]
}

/// Plays a whole random game of `rules` through the interface, checking every move is
/// accepted: mostly a legal move as the seat would type it (read by `parse`), now and then
/// a seat's default move or the step's deadline moves, and in a game of several players
/// one resignation half-way. Returns the finished game.
pub fn random_game(
    rules: &'static dyn Rules,
    seed: u64,
    options: &str,
    players: usize,
) -> Box<dyn Play> {
    let mut game = rules.setup(seed, options, players).unwrap_or_else(|e| {
        let e = tucana::game::english(rules, &e);
        panic!("{}: set-up of {players} players: {e}", rules.id())
    });
    let mut rng = Rng::new(seed, 43);
    let at = |game: &dyn Play| {
        format!(
            "{}, {players} players, seed {seed}, move {}",
            rules.id(),
            game.log_len()
        )
    };
    let mut resigned = players < 2;
    let mut steps = 0;
    while !game.is_finished() {
        steps += 1;
        assert!(steps < 5_000, "{}: the game does not end", at(&*game));
        let seats = game.to_act().seats();
        assert!(
            !seats.is_empty(),
            "{}: a game not over waits for nobody",
            at(&*game)
        );
        let seat = seats[rng.below(seats.len() as u32) as usize];
        let moves: Vec<String> = match rng.below(100) {
            0..=3 => game.deadline_moves(),
            4..=7 => game.default_move(seat).into_iter().collect(),
            8 if !resigned && steps > 20 => {
                resigned = true;
                vec![game.resign_move(seat)]
            }
            _ => {
                let typed = game
                    .any_legal_move(seat, rng.next_u64())
                    .unwrap_or_else(|| panic!("{}: seat {seat} to act has no move", at(&*game)));
                let logged = game.parse(seat, &typed).unwrap_or_else(|e| {
                    panic!("{}: the legal {typed:?} is refused: {e}", at(&*game))
                });
                vec![logged]
            }
        };
        for logged in moves {
            if let Err(e) = game.apply(&logged) {
                panic!("{}: {logged:?} is refused: {e}", at(&*game));
            }
        }
    }
    game
}

/// The positions every check looks at, per kind (in [`kinds`]' order): of each game of
/// [`deals`], its set-up and a third and two thirds of the way, each replayed from the seed
/// and the log so far (`Rules::replay`), and its end as played. Played once for the whole
/// suite.
pub fn positions() -> &'static [(&'static dyn Rules, Vec<Position>)] {
    static POSITIONS: OnceLock<Vec<(&'static dyn Rules, Vec<Position>)>> = OnceLock::new();
    POSITIONS.get_or_init(|| {
        kinds()
            .into_iter()
            .map(|rules| {
                let mut out = Vec::new();
                for (seed, options, players) in deals(rules) {
                    let end = random_game(rules, seed, &options, players);
                    let log = end.log();
                    for cut in [0, log.len() / 3, 2 * log.len() / 3] {
                        let game = rules
                            .replay(seed, &options, players, &log[..cut])
                            .unwrap_or_else(|e| panic!("{}: {e}", rules.id()));
                        out.push(Position {
                            rules,
                            seed,
                            options: options.clone(),
                            players,
                            game,
                        });
                    }
                    out.push(Position {
                        rules,
                        seed,
                        options: options.clone(),
                        players,
                        game: end,
                    });
                }
                (rules, out)
            })
            .collect()
    })
}

/// Every position of every kind.
pub fn all_positions() -> impl Iterator<Item = &'static Position> {
    positions().iter().flat_map(|(_, positions)| positions)
}

/// The seats a position waits for.
pub fn to_act(position: &Position) -> Vec<Seat> {
    position.game.to_act().seats()
}

/// Every view a post, a reply or a command may ask for, of every seat.
pub fn views(players: usize) -> Vec<View> {
    let mut out = vec![View::Turn, View::Standings, View::Board];
    for seat in 0..players {
        out.extend([
            View::TurnOf { seat },
            View::Seen { seat },
            View::Seat { seat, hints: false },
            View::Seat { seat, hints: true },
        ]);
    }
    out
}
