//! Trails of Tucana's hooks for the offline tools ([`crate::game::tools`]): its script
//! format ([`super::script`]), its random games ([`super::sim`]), its figures, its demo
//! position and its terminal mode ([`super::terminal`]).

use std::io::{BufRead, Write};

use super::score::Parts;
use super::script::Script;
use super::{pictures, sim, Game, MapId, Options};
use crate::game::tools::{
    own, Deal, Dealer, Figure, Per, RecordedDays, Scored, Scripted, TerminalError, TerminalStart,
    Tools,
};
use crate::game::{Engine, Play};

/// Trails of Tucana's tools.
pub struct TucanaTools;

/// Every seat's score in its sums, in seat order.
fn seats_parts(game: &Game) -> Vec<Parts> {
    (0..game.players()).map(|seat| game.parts(seat)).collect()
}

impl Tools for TucanaTools {
    fn read_script(&self, text: &str) -> Result<Scripted, String> {
        let script = Script::parse(text).map_err(|e| e.to_string())?;
        let game = script.run().map_err(|e| e.to_string())?;
        let start = Game::new(game.setup().clone());
        Ok(Scripted::new(game, start, script.players))
    }

    fn random_game(&self, deal: Deal<'_>) -> Result<Box<dyn Play>, String> {
        self.dealer(deal.options, deal.players)?(deal.seed)
    }

    fn dealer<'a>(&'a self, options: &'a str, players: usize) -> Result<Dealer<'a>, String> {
        let options: Options =
            crate::game::options::read(options).map_err(|e| crate::words::english(&e))?;
        Ok(Box::new(move |seed| {
            let game = sim::random_game(seed, options, players).map_err(|e| e.to_string())?;
            Ok(Engine::boxed(game))
        }))
    }

    fn scores(&self, game: &dyn Play) -> Vec<Scored> {
        let parts = seats_parts(own::<Game>(game));
        Parts::ranks(&parts)
            .zip(&parts)
            .map(|(rank, p)| Scored {
                total: p.total(),
                rank,
            })
            .collect()
    }

    fn figures(&self, game: &dyn Play) -> Vec<Figure> {
        let parts = seats_parts(own::<Game>(game));
        let sum = |part: fn(&Parts) -> u32| parts.iter().map(|p| f64::from(part(p))).sum::<f64>();
        let seat = |name, value| Figure {
            name,
            per: Per::Seat,
            value,
        };
        vec![
            seat("sights", sum(|p| p.sights)),
            seat("villages", sum(|p| p.villages)),
            seat("bonus", sum(|p| p.bonus)),
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
