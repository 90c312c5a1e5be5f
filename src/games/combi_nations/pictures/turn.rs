//! The turn card (the turn post's picture, read in a chat): whose turn with their colour,
//! the market's tiles by position (each position's arrows as swatches), the stacks with the
//! tiles left and the marker, every arrow in turn order. The market ring is the board
//! ([`super::market`]), for the replay and the web's steps.

use super::country::ordinal;
use super::market::{arrow_color, arrow_names};
use super::palette;
use super::say;
use crate::games::combi_nations::{Game, Stack};
use crate::render::{Chip, Part, TurnCard};
use crate::words::msg;

pub(crate) fn card(game: &Game, names: &[String]) -> TurnCard {
    let arrow_names = arrow_names(game, names);
    let title = say(&super::market::status(game, &arrow_names));
    let mut parts = Vec::new();
    // The market: each position's tile, the arrows standing there as swatches.
    let market = game
        .market
        .iter()
        .enumerate()
        .map(|(pos, tile)| {
            let text = match tile {
                Some(t) => {
                    let codes: Vec<&str> = t.contents().iter().map(|x| x.code()).collect();
                    format!("{} · {t} {}", pos + 1, codes.join(" "))
                }
                None => format!(
                    "{} · {}",
                    pos + 1,
                    say(&msg!("combi-nations-picture-empty"))
                ),
            };
            let fill = if tile.is_some() {
                palette::CARD
            } else {
                palette::PAPER
            };
            let here = (0..game.arrows.len()).find(|&i| game.arrows[i].pos == pos);
            let chip = Chip {
                swatch: here.map(|i| arrow_color(game, i)),
                ..Chip::filled(text, fill)
            };
            let actor_here = game
                .actor()
                .is_some_and(|s| game.arrows.get(s).is_some_and(|a| a.pos == pos));
            if actor_here {
                chip.strong()
            } else {
                chip
            }
        })
        .collect();
    parts.push(Part::Chips {
        label: say(&msg!("combi-nations-card-market", m = game.market.len())),
        chips: market,
    });
    // The stacks, the marker's in gold.
    let stacks = Stack::ALL
        .iter()
        .map(|&stack| {
            let text = format!("{} · {}", stack.code(), game.left(stack));
            if game.marker == stack {
                Chip::filled(
                    format!("{text} · {}", say(&msg!("combi-nations-picture-marker"))),
                    palette::GOLD,
                )
                .strong()
            } else {
                Chip::plain(text)
            }
        })
        .collect();
    parts.push(Part::Chips {
        label: say(&msg!("combi-nations-card-stacks")),
        chips: stacks,
    });
    // Every arrow in turn order (then the solo game's opponent): where it stands, which way.
    let mut order: Vec<usize> = (0..game.players()).map(|t| game.order(t)).collect();
    order.retain(|&s| s < game.arrows.len());
    order.extend(game.players()..game.arrows.len());
    let arrows = order
        .iter()
        .enumerate()
        .map(|(row, &i)| {
            let a = game.arrows[i];
            let who = if game.is_solo() && i >= game.players() {
                arrow_names[i].clone()
            } else {
                format!("{} {}", ordinal(row + 1), arrow_names[i])
            };
            let way = say(&msg!(
                "combi-nations-picture-arrow",
                position = a.pos + 1,
                turned = if a.turned { "yes" } else { "no" }
            ));
            let chip = Chip::seat(format!("{who} · {way}"), arrow_color(game, i));
            if game.actor() == Some(i) {
                chip.strong()
            } else {
                chip
            }
        })
        .collect();
    parts.push(Part::Chips {
        label: say(&msg!("combi-nations-picture-arrows")),
        chips: arrows,
    });
    TurnCard {
        title,
        subtitle: String::new(),
        parts,
    }
}
