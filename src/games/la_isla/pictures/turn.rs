//! The turn card (the turn post's picture, read in a chat): the step, who is to act (or
//! who is still assigning cards), each player's colour, score and explorers in supply, the
//! animal markers' values against the end threshold, the piles. The island is the board
//! ([`super::island`]), for the replay and the web's steps.

use super::palette;
use super::say;
use super::{seat_names, step_words};
use crate::games::la_isla::data::Animal;
use crate::games::la_isla::state::{value, Game, Phase};
use crate::render::{Chip, Part, TurnCard};
use crate::words::msg;

pub(crate) fn card(game: &Game, names: &[String]) -> TurnCard {
    let names = seat_names(game, names);
    let waiting = game.assigning();
    let subtitle = match game.phase {
        Phase::Turns => game.actor().map_or(String::new(), |seat| {
            say(&msg!("la-isla-pic-to-act-c", player = names[seat].clone()))
        }),
        Phase::Assign => say(&msg!(
            "la-isla-pic-assigning-ready",
            ready = game.players() - waiting.len(),
            players = game.players()
        )),
        Phase::Over => say(&msg!("la-isla-pic-over")),
    };
    let players = game
        .players
        .iter()
        .enumerate()
        .map(|(seat, p)| {
            let to_act = !p.resigned && game.phase == Phase::Turns && game.actor() == Some(seat);
            let status = match game.phase {
                _ if p.resigned => Some(msg!("la-isla-pic-left")),
                Phase::Assign if waiting.contains(&seat) => {
                    Some(msg!("la-isla-pic-choosing-cards"))
                }
                Phase::Assign => Some(msg!("la-isla-pic-cards-assigned")),
                Phase::Turns if to_act => Some(msg!("la-isla-pic-to-act")),
                Phase::Turns | Phase::Over => None,
            };
            let mut text = say(&msg!(
                "la-isla-card-player",
                player = names[seat].clone(),
                vp = p.score,
                supply = p.supply
            ));
            if let Some(status) = status {
                text = format!("{text} · {}", say(&status));
            }
            let chip = Chip::seat(text, palette::seat_color(seat));
            if to_act {
                chip.strong()
            } else {
                chip
            }
        })
        .collect();
    let markers = Animal::ALL
        .into_iter()
        .enumerate()
        .map(|(i, animal)| {
            let pos = game.markers.get(i).copied().unwrap_or(0);
            Chip::filled(
                format!("{} {}", say(&animal.msg()), value(pos)),
                palette::animal(animal),
            )
        })
        .collect();
    let (sum, limit) = (game.marker_sum(), game.threshold());
    TurnCard {
        title: format!("La Isla · {}", step_words(game)),
        subtitle,
        parts: vec![
            Part::Chips {
                label: say(&msg!("la-isla-pic-players")),
                chips: players,
            },
            Part::Chips {
                label: say(&msg!("la-isla-card-markers")),
                chips: markers,
            },
            Part::Note(say(&msg!("la-isla-pic-marker-sum", sum, limit))),
            Part::Note(say(&msg!(
                "la-isla-pic-piles",
                draw = game.draw.len(),
                discard = game.discard.len()
            ))),
        ],
    }
}
