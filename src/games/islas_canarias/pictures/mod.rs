//! Islas Canarias' pictures, as PNG bytes (islas-canarias.md §2.4, §10.2): the table with
//! every island and the last ship's arrival step by step, one seat's island (with, for its
//! owner alone, the hand as cards), and the standings.
//!
//! Every function here is pure: it reads the game and returns the bytes of a PNG image, with
//! no I/O, clock or randomness, so the same view always gives the same bytes. Only
//! [`seat`] with `own` set reads a hand; nothing here reads the deck, the cards on the ship
//! or who shipped a revealed card (the arrival is drawn from the game's public record of it),
//! so a public picture is the same whatever the hidden cards are (a test checks it byte for
//! byte). The held-back card is named only once the game is over.
//!
//! - [`table`]: every island (its grid, features, buildings, the areas' labels), each
//!   seat's score, hand size and privileges, the supply, the deck, the discard pile, and the
//!   last ship's arrival card by card, its marks on the islands.
//! - [`turn_card`]: the turn post's card: the step, whose turn, the ship's cards, the
//!   privileges, the supply.
//! - [`seat`]: one island large with its points per colour and privileges; with `own`,
//!   the hand as cards, each with its priorities in order.
//! - [`standings`]: points per colour per seat, who holds each privilege, the totals and
//!   their tie-break.
//!
//! The files: `palette` (colours), `island` (a board at any size), `cards` (a card, a chip),
//! `arrival` (the ship's panel), `table`, `seat`, `standings`.

mod arrival;
mod cards;
mod island;
mod palette;
mod seat;
mod standings;
mod table;
mod turn;

use std::sync::OnceLock;

use super::data::{Colour, Privilege};

use super::state::{Game, Pending, Phase, Seat};
use crate::render::canvas::Canvas;
use crate::render::names::seat_name;
use crate::render::png::{self, Quantizer};
use crate::render::text::{Align, Style};
use crate::words::msg;
use palette as pal;

/// A picture's words, in the game's catalog, in the language it is drawn in
/// ([`crate::render::in_language`]), said here alone.
pub(super) fn say(msg: &crate::words::Msg) -> String {
    super::play::GAME_WORDS.say(msg)
}

/// The table: every island, the supply and piles, the last ship's arrival.
pub fn table(game: &Game, names: &[String]) -> Vec<u8> {
    finish(table::draw(game, names))
}

/// The turn card, the turn post's picture read in a chat: the step, whose turn, each
/// seat's points and hand, the ship's cards, the privileges, the supply
/// ([`crate::render::TurnCard`]).
pub fn turn_card(game: &Game, names: &[String]) -> Vec<u8> {
    crate::render::turn_card(&turn::card(game, names))
}

/// One seat's island, points and privileges; with `own` (for that seat's eyes alone) its
/// hand as cards too.
pub fn seat(game: &Game, seat: Seat, names: &[String], own: bool) -> Vec<u8> {
    finish(seat::draw(game, seat, names, own))
}

/// The standings: points per colour, privileges, totals and tie-break.
pub fn standings(game: &Game, names: &[String]) -> Vec<u8> {
    finish(standings::draw(game, names))
}

fn finish(canvas: Canvas) -> Vec<u8> {
    png::finish(canvas, quantizer())
}

/// One palette for every picture of the game, from the colours of sample pictures.
fn quantizer() -> &'static Quantizer {
    static Q: OnceLock<Quantizer> = OnceLock::new();
    Q.get_or_init(|| {
        // Specimens for a palette: no picture anyone reads.
        crate::render::text::unlogged(|| {
            let game = super::sim::demo(4, 90, 0x5EED);
            let names: Vec<String> = ["Ana", "Ben", "Cleo", "Dan"].map(String::from).to_vec();
            let specimens = [
                table::draw(&game, &names),
                seat::draw(&game, 0, &names, true),
                standings::draw(&game, &names),
            ];
            Quantizer::from_specimens(&specimens.iter().collect::<Vec<_>>())
        })
    })
}

pub(crate) const MARGIN: f32 = 24.0;

/// The game's step in words: "round 7 · Ben to build or draw", "final, after round 9".
pub(crate) fn step_words(game: &Game, names: &[String]) -> String {
    let name = |s: Seat| seat_name(names, s);
    let ending = match game.last_round {
        Some(r) if !game.is_finished() => {
            format!(
                " · {}",
                say(&msg!("islas-canarias-pic-last-round", round = r))
            )
        }
        _ => String::new(),
    };
    let what = match &game.phase {
        Phase::Islands => {
            let s = game.to_act().unwrap_or(0);
            return say(&msg!(
                "islas-canarias-pic-choosing-islands",
                player = name(s)
            ));
        }
        Phase::Over => return say(&msg!("islas-canarias-pic-final", round = game.round)),
        Phase::Turn if !game.turn.acted => {
            msg!(
                "islas-canarias-pic-to-build-or-draw",
                player = name(game.actor)
            )
        }
        Phase::Turn => msg!("islas-canarias-pic-to-ship", player = name(game.actor)),
        Phase::Arrival(p) => {
            let step = match p {
                Pending::Area { .. } => "area",
                Pending::Lose { .. } => "lose",
                Pending::Divert { .. } => "divert",
            };
            msg!(
                "islas-canarias-pic-ship-waits",
                player = name(p.seat()),
                step
            )
        }
    };
    let what = say(&msg!("islas-canarias-pic-round", round = game.round, what));
    format!("{what}{ending}")
}

/// "1 card", "3 cards": `n` of `what` (`point` or `card`).
pub(crate) fn count(n: usize, what: &'static str) -> String {
    say(&msg!("islas-canarias-pic-count", n, what))
}

/// What a privilege does, in a few words.
pub(crate) fn power(p: Privilege) -> String {
    say(&p.power())
}

/// A privilege's name in words (`pirate shield`).
pub(crate) fn privilege_name(p: Privilege) -> String {
    say(&p.words())
}

/// A privilege's chip: its colour and its name; returns its width.
pub(crate) fn privilege_chip(c: &mut Canvas, colour: Colour, x: f32, y: f32) -> f32 {
    let (style, text) = chip_text(colour);
    let w = chip_width(colour);
    c.round_rect(x, y, w, 18.0, 9.0, pal::colour(colour));
    c.text_mid(&text, x + 6.0, y + 9.0, style, Align::Left);
    w
}

fn chip_text(colour: Colour) -> (Style, String) {
    let style = Style::bold(11.0, pal::ink_on(colour));
    (style, privilege_name(Privilege::of(colour)))
}

/// The width of a privilege's chip.
pub(crate) fn chip_width(colour: Colour) -> f32 {
    let (style, text) = chip_text(colour);
    style.width(&text) + 12.0
}

/// The privileges a seat holds, in canonical order.
pub(crate) fn held(game: &Game, seat: Seat) -> Vec<Colour> {
    Colour::ALL
        .into_iter()
        .filter(|c| game.privileges[c.index()] == Some(seat))
        .collect()
}

/// A colour's swatch with its code.
pub(crate) fn swatch(c: &mut Canvas, colour: Colour, x: f32, y: f32, w: f32, h: f32) {
    c.round_rect(x, y, w, h, 3.0, pal::colour(colour));
    let style = Style::bold((h * 0.6).min(12.0), pal::ink_on(colour));
    c.text_mid(
        colour.code(),
        x + w / 2.0,
        y + h / 2.0,
        style,
        Align::Center,
    );
}
