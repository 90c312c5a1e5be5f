//! The turn card (the turn post's picture, read in a chat): the step and who is to act,
//! each seat's points and cards in hand, who holds each privilege, the supply, the piles,
//! and the ship: the last arrival's cards and what each did or waits for. The table with
//! every island is the board ([`super::table`]), for the replay and the web's steps.

use super::arrival::Panel;
use super::cards;
use super::palette as pal;
use super::say;
use super::{count, step_words};
use crate::games::islas_canarias::data::{self, Colour, Privilege};
use crate::games::islas_canarias::state::{Game, Kind};
use crate::render::names::seat_name;
use crate::render::{Chip, Part, TurnCard};
use crate::words::msg;

pub(crate) fn card(game: &Game, names: &[String]) -> TurnCard {
    let title = say(&msg!(
        "islas-canarias-pic-table-title",
        step = step_words(game, names)
    ));
    let mut parts = Vec::new();
    let seats = (0..game.players())
        .map(|seat| {
            let mut text = seat_name(names, seat);
            if let Some(board) = game.board(seat) {
                text = format!(
                    "{text} · {} · {}",
                    count(board.score() as usize, "point"),
                    count(game.hands[seat].len(), "card")
                );
            }
            if seat == game.start && game.round > 0 {
                text = format!("{text} · {}", say(&msg!("islas-canarias-pic-start")));
            }
            if game.resigned[seat] {
                text = format!("{text} · {}", say(&msg!("islas-canarias-pic-gone")));
            }
            if game.to_act() == Some(seat) {
                Chip::seat(text, pal::TURN).strong()
            } else {
                Chip::plain(text)
            }
        })
        .collect();
    parts.push(Part::Chips {
        label: say(&msg!("islas-canarias-card-players")),
        chips: seats,
    });
    if let Some((title, rows)) = Panel::told(game, names) {
        let chips = rows
            .iter()
            .enumerate()
            .map(|(i, (number, _))| {
                let (fill, _) = cards::chip_colours(*number).unwrap_or((pal::CARD, pal::INK));
                Chip::filled(
                    format!("{} · {}", i + 1, say(&data::card_msg(*number))),
                    fill,
                )
            })
            .collect();
        parts.push(Part::Chips {
            label: title,
            chips,
        });
        match rows.last() {
            Some(_) => {
                for (i, (_, words)) in rows.iter().enumerate() {
                    parts.push(Part::Note(format!("{}. {words}", i + 1)));
                }
            }
            None => parts.push(Part::Note(say(&msg!(
                "islas-canarias-pic-nothing-revealed"
            )))),
        }
    }
    let privileges = Colour::ALL
        .into_iter()
        .map(|colour| {
            let holder = game.privileges[colour.index()].map_or_else(
                || say(&msg!("islas-canarias-pic-unowned")),
                |s| seat_name(names, s),
            );
            let name = say(&Privilege::of(colour).words());
            Chip::filled(format!("{name} · {holder}"), pal::colour(colour))
        })
        .collect();
    parts.push(Part::Chips {
        label: say(&msg!("islas-canarias-card-privileges")),
        chips: privileges,
    });
    let supply = Colour::ALL
        .into_iter()
        .map(|colour| {
            let counts: Vec<String> = Kind::ALL
                .iter()
                .map(|&k| game.supply[k as usize][colour.index()].to_string())
                .collect();
            Chip::filled(
                format!("{} {}", colour.code(), counts.join(" · ")),
                pal::colour(colour),
            )
        })
        .collect();
    parts.push(Part::Chips {
        label: format!(
            "{} ({})",
            say(&msg!("islas-canarias-pic-supply")),
            say(&msg!("islas-canarias-pieces-key"))
        ),
        chips: supply,
    });
    let top = game.discard.last().map_or(String::new(), |&card| {
        let card = data::card_msg(card);
        format!(" {}", say(&msg!("islas-canarias-pic-top", card)))
    });
    parts.push(Part::Note(say(&msg!(
        "islas-canarias-pic-piles",
        deck = game.deck.len(),
        discard = game.discard.len(),
        top,
        ship = game.ship.len()
    ))));
    TurnCard {
        title,
        subtitle: String::new(),
        parts,
    }
}
