//! Islas Canarias's hooks for the offline tools ([`crate::game::tools`]): its script format
//! ([`super::script`]), its random games ([`super::sim`]), its figures and its demo position.

use super::play::english;
use super::script::Script;
use super::sim;
use super::state::{Chance, Game, Kind};
use crate::game::tools::{own, Deal, Figure, Per, Scripted, Tools};
use crate::game::{Engine, Play};
use crate::words::msg;

/// The game's tools.
pub struct CanariasTools;

impl Tools for CanariasTools {
    fn read_script(&self, text: &str) -> Result<Scripted, String> {
        let script = Script::parse(text).map_err(|e| e.to_string())?;
        let game = script.run().map_err(|e| e.to_string())?;
        let (setup, drawn) = script.to_setup().map_err(|e| e.to_string())?;
        let start = Game::new(setup, Chance::Given(drawn))?;
        Ok(Scripted::new(game, start, script.players))
    }

    fn random_game(&self, deal: Deal<'_>) -> Result<Box<dyn Play>, String> {
        if !matches!(deal.options.trim(), "" | "{}") {
            return Err(format!(
                "--option: {}",
                english(&msg!("islas-canarias-tools-no-options"))
            ));
        }
        if !(2..=5).contains(&deal.players) {
            let players = deal.players;
            return Err(format!(
                "--players: {}",
                english(&msg!("islas-canarias-tools-players", players))
            ));
        }
        Ok(Engine::boxed(sim::random_game(deal.players, deal.seed)?))
    }

    fn figures(&self, game: &dyn Play) -> Vec<Figure> {
        let game = own::<Game>(game);
        let per_seat = |name, kind: Kind| Figure {
            name,
            per: Per::Seat,
            value: game
                .boards
                .iter()
                .flatten()
                .map(|b| {
                    b.count
                        .iter()
                        .map(|c| f64::from(c[kind as usize]))
                        .sum::<f64>()
                })
                .sum(),
        };
        vec![
            per_seat("houses", Kind::House),
            per_seat("palaces", Kind::Palace),
            per_seat("towns", Kind::Town),
            Figure {
                name: "rounds",
                per: Per::Game,
                value: game.round as f64,
            },
            Figure {
                name: "reshuffles",
                per: Per::Game,
                value: game.drawn.reshuffles.len() as f64,
            },
        ]
    }

    fn demo(&self, seed: u64) -> Box<dyn Play> {
        Engine::boxed(sim::demo(4, 50, seed))
    }
}
