//! La Isla's hooks for the offline tools ([`crate::game::tools`]): its script format
//! ([`super::script`]), its random games ([`super::sim`]), its figures and its demo
//! position.

use super::play::english;
use super::script::{rounds, Script};
use super::state::Reshuffles;
use super::{pictures, sim, Game};
use crate::game::tools::{own, Deal, Figure, Per, Scripted, Tools};
use crate::game::{Engine, Play};
use crate::words::msg;

/// La Isla's tools.
pub struct IslaTools;

impl Tools for IslaTools {
    fn read_script(&self, text: &str) -> Result<Scripted, String> {
        let script = Script::parse(text).map_err(|e| e.to_string())?;
        let game = script.run().map_err(|e| e.to_string())?;
        // `run` has checked the set-up and its reshuffles: they set a game up again.
        let (setup, reshuffles) = script.to_setup().map_err(|e| e.to_string())?;
        let start = Game::new(setup, Reshuffles::Given(reshuffles))?;
        Ok(Scripted::new(game, start, script.players))
    }

    fn random_game(&self, deal: Deal<'_>) -> Result<Box<dyn Play>, String> {
        let (players, options) = (
            deal.players,
            crate::game::options::read(deal.options).map_err(|e| crate::words::english(&e))?,
        );
        if !crate::game::Rules::seats(&super::play::LaIsla).contains(&players) {
            return Err(english(&msg!("la-isla-takes-players", players)));
        }
        Ok(Engine::boxed(
            sim::random_game(players, deal.seed, options).game,
        ))
    }

    fn figures(&self, game: &dyn Play) -> Vec<Figure> {
        let game = own::<Game>(game);
        let finals = game.finals.as_deref().unwrap_or_default();
        let seat = |name, value: u64| Figure {
            name,
            per: Per::Seat,
            value: value as f64,
        };
        let sum = |part: fn(&super::state::Final) -> u32| {
            finals.iter().map(|f| u64::from(part(f))).sum::<u64>()
        };
        let per_game = |name, value: f64| Figure {
            name,
            per: Per::Game,
            value,
        };
        vec![
            seat("in play", sum(|f| f.play)),
            seat("sets", sum(|f| f.sets)),
            seat("animals", sum(|f| f.animals_total())),
            seat("resources", sum(|f| f.resources)),
            seat(
                "small tiles",
                game.players.iter().map(|p| p.tiles.len() as u64).sum(),
            ),
            per_game("rounds", rounds(game) as f64),
            per_game("reshuffles", game.reshuffled as f64),
            per_game(
                "ended by an incomplete deal",
                f64::from(u8::from(game.ran_out)),
            ),
        ]
    }

    fn demo(&self, seed: u64) -> Box<dyn Play> {
        Engine::boxed(pictures::demo_game(4, 4, seed))
    }
}
