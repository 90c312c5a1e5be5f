//! Trails of Tucana's hooks for the offline tools ([`crate::game::tools`]): its script
//! format ([`super::script`]), its random games ([`super::sim`]), its figures, its demo
//! position and its terminal mode ([`super::terminal`]).

use std::io::{BufRead, Write};

use super::script::Script;
use super::{pictures, sim, Game, MapId};
use crate::game::tools::{
    own, Deal, Figure, Per, RecordedDays, Scripted, TerminalError, TerminalStart, Tools,
};
use crate::game::{Engine, Play};

/// Trails of Tucana's tools.
pub struct TucanaTools;

impl Tools for TucanaTools {
    fn read_script(&self, text: &str) -> Result<Scripted, String> {
        let script = Script::parse(text).map_err(|e| e.to_string())?;
        let game = script.run().map_err(|e| e.to_string())?;
        let start = Game::new(game.setup().clone());
        Ok(Scripted::new(game, start, script.players))
    }

    fn random_game(&self, deal: Deal<'_>) -> Result<Box<dyn Play>, String> {
        let options =
            crate::game::options::read(deal.options).map_err(|e| crate::words::english(&e))?;
        let game = sim::random_game(deal.seed, options, deal.players).map_err(|e| e.to_string())?;
        Ok(Engine::boxed(game))
    }

    fn figures(&self, game: &dyn Play) -> Vec<Figure> {
        let standings = own::<Game>(game).standings();
        let sum = |part: fn(&super::Score) -> u32| {
            standings.iter().map(|s| f64::from(part(s))).sum::<f64>()
        };
        let seat = |name, value| Figure {
            name,
            per: Per::Seat,
            value,
        };
        vec![
            seat("sights", sum(|s| s.rounds.iter().sum())),
            seat("villages", sum(|s| s.villages)),
            seat("bonus", sum(|s| s.bonus)),
        ]
    }

    fn demo(&self, seed: u64) -> Box<dyn Play> {
        Engine::boxed(pictures::demo_game(MapId::Petit, 3, 8, seed))
    }

    fn terminal(
        &self,
        start: &TerminalStart<'_>,
        days: RecordedDays<'_>,
        input: &mut dyn BufRead,
        out: &mut dyn Write,
    ) -> Option<Result<(), TerminalError>> {
        Some(super::terminal::run(start, days, input, out))
    }
}
