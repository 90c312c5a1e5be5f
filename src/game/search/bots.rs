//! Computer players and hints for every game whose engine is [`Searchable`]: the game's
//! `Play::bots()` returns `Some(self)`, and this answers through the core's search.

use super::{choose, ranked, Searchable, Work};
use crate::game::rng::Rng;
use crate::game::{Bots, Engine, Hint, Level, Play, Seat};

/// The hints a player is shown.
const HINTS: usize = 3;

/// The world of [`Play::world_of`] for a game whose engine is [`Searchable`]: one such as
/// the search thinks in ([`Searchable::determinize`]), from `seed`. (A game whose worlds
/// leave the log behind, which the search does not read, gives it back before boxing it:
/// its computer player draws its chance by the log's length.)
pub fn world<G: Searchable>(game: &G, viewer: Seat, seed: u64) -> G {
    game.determinize(viewer, &mut Rng::new(seed, WORLDS))
}

/// The generator's stream of [`world`]'s deals.
const WORLDS: u64 = 0x5EE5;

impl<G: Searchable> Bots for Engine<G>
where
    Engine<G>: Play,
{
    fn bot_move(&self, seat: Seat, level: Level, think_ms: u32, seed: u64) -> Option<String> {
        if seat >= self.game.players() {
            return None;
        }
        // One stream per move, so a replayed game asks the same question and gets the same
        // answer, whatever the bot was asked before.
        let mut rng = Rng::for_thinking(seed, self.log_len() as u64);
        let work = Work::of_ms(&self.game, think_ms);
        let mv = choose(&self.game, seat, level, work, &mut rng)?;
        // The move as typed, read back into the log's words by the game itself.
        self.parse(seat, &self.game.text(seat, &mv)).ok()
    }

    fn hints(&self, seat: Seat, think_ms: u32, seed: u64) -> Vec<Hint> {
        if seat >= self.game.players() {
            return Vec::new();
        }
        let mut rng = Rng::for_thinking(seed, self.log_len() as u64);
        let work = Work::of_ms(&self.game, think_ms);
        ranked(&self.game, seat, HINTS, work, &mut rng)
            .into_iter()
            .map(|(mv, expected)| Hint {
                text: self.game.text(seat, &mv),
                gains: self.game.gains(seat, &mv),
                expected,
            })
            .collect()
    }
}
