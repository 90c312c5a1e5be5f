//! Combi-Nations' hooks for the offline tools ([`crate::game::tools`]): its script format
//! ([`super::script`]), its random games ([`super::sim`]), its figures and its demo
//! position.

use super::script::Script;
use super::{pictures, sim, CountryId, Game};
use crate::game::tools::{own, Deal, Figure, Per, Scripted, Tools};
use crate::game::{Engine, Play};

/// Combi-Nations' tools.
pub struct CombiTools;

impl Tools for CombiTools {
    fn read_script(&self, text: &str) -> Result<Scripted, String> {
        let script = Script::parse(text).map_err(|e| e.to_string())?;
        let game = script.run().map_err(|e| e.to_string())?;
        let start = Game::new(game.setup.clone());
        Ok(Scripted::new(
            game,
            start,
            script.players.into_iter().map(|p| p.name).collect(),
        ))
    }

    fn random_game(&self, deal: Deal<'_>) -> Result<Box<dyn Play>, String> {
        let options =
            crate::game::options::read(deal.options).map_err(|e| crate::words::english(&e))?;
        let game = sim::random_game_with(deal.players, deal.seed, options)?;
        Ok(Engine::boxed(game))
    }

    fn figures(&self, game: &dyn Play) -> Vec<Figure> {
        let scores = own::<Game>(game).scores();
        let seat = |name, part: fn(&super::CountryScore) -> u32| Figure {
            name,
            per: Per::Seat,
            value: scores.iter().map(|s| f64::from(part(s))).sum(),
        };
        vec![
            seat("land (lowest type twice)", |s| {
                s.land.iter().sum::<u32>() + s.lowest()
            }),
            seat("facilities", |s| s.facility_vp()),
            seat("penalty", |s| s.penalty),
        ]
    }

    fn demo(&self, seed: u64) -> Box<dyn Play> {
        Engine::boxed(pictures::demo_game(3, Some(CountryId::Shield), 9, seed))
    }
}
