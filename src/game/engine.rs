//! A game's own engine as a game of the interface. Each game keeps its state and rules in a
//! type of its own, free of the interface, and implements [`Play`] for [`Engine`] around
//! it; what every such game needs besides (a copy of itself, the way back from `dyn Play`
//! to its engine) is written here once.

use std::any::Any;

use super::Play;

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
