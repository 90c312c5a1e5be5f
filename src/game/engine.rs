//! A game's own engine as a game of the interface. Each game keeps its state and rules in a
//! type of its own, free of the interface, and implements [`Play`] for [`Engine`] around
//! it; what every such game needs besides (a copy of itself, the way back from `dyn Play`
//! to its engine) is written here once.

use std::any::Any;

use super::tools::{pretty, Written};
use super::{Play, Rules};

/// A game's engine wrapped as a game of the interface: each game implements [`Play`] for
/// `Engine<its engine>` (Trails of Tucana's `TucanaGame` is `Engine<tucana::Game>`).
#[derive(Clone, Debug)]
pub struct Engine<G> {
    pub game: G,
}

impl<G> Engine<G>
where
    Engine<G>: Play,
{
    /// `game` as a boxed game of the interface.
    pub fn boxed(game: G) -> Box<dyn Play> {
        Box::new(Engine { game })
    }
}

/// The engine behind `play`, if `play` is a game of that engine (a game's own tools, tests
/// and pictures reach their engine this way).
pub fn engine<G: 'static>(play: &dyn Play) -> Option<&G> {
    play.as_any().downcast_ref::<Engine<G>>().map(|e| &e.game)
}

/// What every game has by being `Clone` and `'static`, given to each at once: a boxed
/// copy of itself and its concrete type behind `dyn Play`.
pub trait Owned {
    /// A copy of the game, boxed: the service thinks and draws on copies.
    fn boxed_clone(&self) -> Box<dyn Play>;
    /// The concrete game, for that game's own tools and tests ([`engine`]).
    fn as_any(&self) -> &dyn Any;
}

impl<T: Play + Clone> Owned for T {
    fn boxed_clone(&self) -> Box<dyn Play> {
        Box::new(self.clone())
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// What a game's engine declares once, for the core to give its game of the interface
/// ([`Declared`]) without the game writing it out: its kind, and how it is written as a
/// replay script (the JSON `tucana replay` reads) with its result (what that prints).
pub trait Recorded: 'static {
    /// The game's kind.
    const RULES: &'static dyn Rules;
    type Script: serde::Serialize;
    type Result: serde::Serialize;
    /// The game as a script that replays to the same game, with the players' names.
    fn to_script(&self, names: &[String]) -> Self::Script;
    /// The game's result, with the players' names (seat order).
    fn result(&self, names: &[String]) -> Self::Result;
    /// Whether the game can be written as a script now ([`Recorded::to_script`]); true
    /// (the default) for a game whose every position a script tells.
    fn writable(&self) -> bool {
        true
    }
    /// What the game's script tells that its rules keep secret even after the game's end,
    /// as the key of the game's catalog that says it in a few words ("who put which card on
    /// each ship"); `None` (the default): nothing.
    /// A finished game's script is then not handed out to its players (`/game export`);
    /// the offline tools, whose games hold no one's secret, write it all the same.
    const KEPT_SECRET: Option<&'static str> = None;
}

/// What every game of the interface has from its engine's [`Recorded`], given to each at
/// once (the tests' own games, which have no engine, write it themselves).
pub trait Declared {
    /// The game's kind.
    fn rules(&self) -> &'static dyn Rules;
    /// The game as a replay script and its result, both pretty JSON (`tucana sim --dump`,
    /// `tucana replay`); `None` for a game without a script format, or one that its format
    /// cannot tell yet ([`Recorded::writable`]: a free-paced game in progress).
    fn written(&self, names: &[String]) -> Option<Written>;
    /// What [`Declared::written`]'s script tells that the rules keep secret even after
    /// the end ([`Recorded::KEPT_SECRET`]), as the key of the game's catalog that words it;
    /// `None`: nothing.
    fn kept_secret(&self) -> Option<&'static str> {
        None
    }
}

impl<G: Recorded> Declared for Engine<G> {
    fn rules(&self) -> &'static dyn Rules {
        G::RULES
    }

    fn written(&self, names: &[String]) -> Option<Written> {
        self.game.writable().then(|| Written {
            script: pretty(&self.game.to_script(names)),
            result: pretty(&self.game.result(names)),
        })
    }

    fn kept_secret(&self) -> Option<&'static str> {
        G::KEPT_SECRET
    }
}
