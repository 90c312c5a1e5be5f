//! Trails of Tucana's pictures, as PNG bytes: what players see of the game on Discord.
//!
//! Every function here is pure: it reads a [`Game`] and returns the bytes of a PNG image,
//! with no I/O, clock or randomness, so the same view always gives the same bytes. They
//! never panic on any state the engine can produce.
//!
//! - [`sheet`]: one player's island sheet and scoring panel; on request with the legal
//!   trails of the moment overlaid ([`SheetView::legal`]).
//! - [`cards`]: the turn's two terrain cards and the turns left in the round.
//! - [`standings`]: scores and ranks, small maps of every player (up to
//!   [`MAX_THUMBNAILS`] players) and the solo ladder.
//! - [`daily_card`]: the daily challenge's shared result.
//!
//! They are drawn with the shared kit ([`crate::render`]: canvas, text, png encoding, the
//! shared colours); icons are drawn in code. The files: `palette` (Tucana's colours over the
//! kit's), `icons` (sights, huts, textures), `island` (the map at any size), `sheet`,
//! `cards`, `standings` and `daily`.

mod cards;
mod daily;
mod icons;
mod island;
mod palette;
mod sheet;
mod standings;

pub use crate::render::Color;
pub use cards::CARDS_SIZE;
pub use daily::DailyCard;

/// Colours that tests (and anyone checking a picture) look for.
pub mod colors {
    pub use super::palette::{CIRCLE, LEGAL, TRAIL_LINKED, TRAIL_LOOSE, TRAIL_NEW};
    pub use crate::render::palette::{INK, PAPER};
}
pub use sheet::SheetLayout;
pub use standings::MAX_THUMBNAILS;

use crate::game::rng::Rng;
use crate::games::tucana::{Game, MapId, Options, Seat, Setup};
use crate::render::png;
use crate::words::Msg;

/// A picture's words, in the game's catalog, in the language it is drawn in
/// ([`crate::render::in_language`]), said here alone.
fn say(msg: &Msg) -> String {
    crate::games::tucana::play::GAME_WORDS.say(msg)
}

/// What a sheet picture shows: one player's sheet of a game.
#[derive(Clone, Copy)]
pub struct SheetView<'a> {
    pub game: &'a Game,
    pub seat: Seat,
    /// The player's name, as shown on the sheet.
    pub name: &'a str,
    /// Overlay the trails the player may draw now (for the turn's cards, or any trail not
    /// drawn yet while a bonus trail is owed), and list them by label.
    pub legal: bool,
}

impl<'a> SheetView<'a> {
    /// The sheet of `seat`, without the legal-trail overlay.
    pub fn new(game: &'a Game, seat: Seat, name: &'a str) -> SheetView<'a> {
        SheetView {
            game,
            seat,
            name,
            legal: false,
        }
    }

    /// The same view with the legal-trail overlay on or off.
    pub fn with_legal(self, legal: bool) -> SheetView<'a> {
        SheetView { legal, ..self }
    }
}

/// One player's sheet: the island with their trails (the trails of the current turn, or
/// else of the last turn, glow), villages with their letters, sights, every space's
/// label, and the scoring panel (sights, village pairs, bonus cards, round scores, total).
///
/// A seat out of range shows the last seat rather than failing.
pub fn sheet(view: &SheetView) -> Vec<u8> {
    let canvas = sheet::draw(view);
    let png = sheet::encode(&canvas, view.game.map_id());
    canvas.recycle();
    png
}

/// The turn's two terrain cards, with the turns left in the round (or, once the game is
/// over, a picture saying so).
pub fn cards(game: &Game) -> Vec<u8> {
    let canvas = cards::draw(game);
    let png = png::encode_on(&canvas, cards::quantizer(), palette::PAPER);
    canvas.recycle();
    png
}

/// The cards of `seat`'s own turn, for that seat's eyes (a free game: each its own turn).
pub fn cards_of(game: &Game, seat: crate::games::tucana::Seat) -> Vec<u8> {
    let canvas = cards::draw_for(game, Some(seat));
    let png = png::encode_on(&canvas, cards::quantizer(), palette::PAPER);
    canvas.recycle();
    png
}

/// The standings: every player's score parts and rank, in rank order; thumbnails of every
/// player's map for up to [`MAX_THUMBNAILS`] players; the ladder for a solo game.
/// `names[seat]` is each player's name (a missing one shows as "Player N").
pub fn standings<S: AsRef<str>>(game: &Game, names: &[S]) -> Vec<u8> {
    let names: Vec<&str> = names.iter().map(|s| s.as_ref()).collect();
    let canvas = standings::draw(game, &names);
    let png = png::encode_on(&canvas, standings::quantizer(), palette::PAPER);
    canvas.recycle();
    png
}

/// The spoiler-free result card of a finished daily game: the total, its parts, the
/// ladder title and how many sights of each type were connected; never the trails.
pub fn daily_card(card: &DailyCard) -> Vec<u8> {
    let canvas = daily::draw_card(card);
    let png = png::encode_on(&canvas, standings::quantizer(), palette::PAPER);
    canvas.recycle();
    png
}

/// A game of plausible moves after `turns` turns: every player draws the legal trail that
/// gains the most now, else one that extends a network reaching a village, else one at
/// random (bonus trails alike). Pure in its arguments. For sample pictures, benchmarks
/// and the palettes of the pictures; random legal moves alone rarely connect anything.
pub fn demo_game(map: MapId, players: usize, turns: usize, seed: u64) -> Game {
    let options = Options {
        map,
        special_bonus: true,
        ..Options::default()
    };
    let setup = Setup::from_seed(seed, options, players.clamp(1, 100))
        .or_else(|_| Setup::from_seed(seed, options, 1))
        .expect("a solo game can always be set up");
    let mut game = Game::new(setup);
    let mut rng = Rng::new(seed, 3);
    for _ in 0..turns {
        if game.is_finished() {
            break;
        }
        let at = (game.round(), game.turn());
        for seat in 0..game.players() {
            while !game.is_finished()
                && (game.round(), game.turn()) == at
                && game.turn_state(seat) != crate::games::tucana::TurnState::Done
            {
                let map = game.map();
                let sheet = game.sheet(seat);
                let best = game
                    .legal_trails(seat)
                    .iter()
                    .map(|e| {
                        let gain = game.preview(seat, e).unwrap_or_default();
                        let (a, b) = map.edge(e);
                        let grows =
                            sheet.reaches_village(a) as u32 + sheet.reaches_village(b) as u32;
                        let score = 100 * (gain.sight_points + 2 * gain.pair_points)
                            + 20 * grows
                            + rng.below(20);
                        (score, e)
                    })
                    .max_by_key(|(score, e)| (*score, std::cmp::Reverse(e.0)));
                let mv = match best {
                    Some((_, edge)) => crate::games::tucana::Move::Trail { seat, edge },
                    None => crate::games::tucana::Move::Pass { seat },
                };
                if game.apply(mv).is_err() {
                    let _ = game.apply(crate::games::tucana::Move::Pass { seat });
                }
            }
        }
    }
    game
}

/// The game the palettes are chosen from.
pub(crate) fn specimen_game(map: MapId, players: usize, turns: usize) -> Game {
    demo_game(map, players, turns, 0x5EED)
}

#[cfg(test)]
mod tests {
    /// The game-agnostic tables kept the palette they had when they were encoded with the
    /// standings' (so their bytes did not change when they moved to the kit). A deliberate
    /// change of the standings' look may drop this test.
    #[test]
    fn the_tables_kept_the_standings_palette() {
        assert_eq!(
            crate::render::table_palette::quantizer().plte(),
            super::standings::quantizer().plte()
        );
    }
}
