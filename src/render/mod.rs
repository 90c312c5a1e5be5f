//! Pictures of a game, as PNG bytes: what players see of the game on Discord.
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
//!
//! Drawing is done with tiny-skia (anti-aliased paths); text uses the bundled Inter font
//! (`assets/fonts/`, SIL Open Font License) through ab_glyph; icons are drawn in code.
//! The files: `canvas` (shapes), `text` (font and layout), `palette` (colours), `icons`
//! (sights, huts, textures), `island` (the map at any size), `sheet`, `cards`,
//! `standings`, and `png` (encoding).

mod canvas;
mod cards;
mod icons;
mod island;
mod palette;
mod png;
mod sheet;
mod standings;
mod text;

pub use cards::CARDS_SIZE;
pub use palette::Color;

/// Colours that tests (and anyone checking a picture) look for.
pub mod colors {
    pub use super::palette::{CIRCLE, INK, LEGAL, PAPER, TRAIL_LINKED, TRAIL_LOOSE, TRAIL_NEW};
}
pub use sheet::SheetLayout;
pub use standings::MAX_THUMBNAILS;

use crate::game::rng::Rng;
use crate::game::sim::play_turn;
use crate::game::{Game, MapId, Options, Seat, Setup};

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
    png::encode(&sheet::draw(view), sheet::quantizer())
}

/// The turn's two terrain cards, with the turns left in the round (or, once the game is
/// over, a picture saying so).
pub fn cards(game: &Game) -> Vec<u8> {
    png::encode(&cards::draw(game), cards::quantizer())
}

/// The standings: every player's score parts and rank, in rank order; thumbnails of every
/// player's map for up to [`MAX_THUMBNAILS`] players; the ladder for a solo game.
/// `names[seat]` is each player's name (a missing one shows as "Player N").
pub fn standings<S: AsRef<str>>(game: &Game, names: &[S]) -> Vec<u8> {
    let names: Vec<&str> = names.iter().map(|s| s.as_ref()).collect();
    png::encode(&standings::draw(game, &names), standings::quantizer())
}

/// The RGBA pixels of a decoded picture, for tests: `(width, height, pixels)`.
pub fn decode(png: &[u8]) -> Option<(u32, u32, Vec<u8>)> {
    let img = image::load_from_memory_with_format(png, image::ImageFormat::Png).ok()?;
    let rgba = img.to_rgba8();
    Some((rgba.width(), rgba.height(), rgba.into_raw()))
}

/// A game of random legal moves after `turns` turns: what the palettes are chosen from.
pub(crate) fn specimen_game(map: MapId, players: usize, turns: usize) -> Game {
    let options = Options {
        map,
        special_bonus: true,
        ..Options::default()
    };
    let Ok(setup) = Setup::from_seed(0x5EED + turns as u64, options, players) else {
        // Unreachable for the fixed arguments used; a blank game of one keeps it total.
        return Game::new(
            Setup::from_seed(0, Options::default(), 1).expect("a solo game can be set up"),
        );
    };
    let mut game = Game::new(setup);
    let mut rng = Rng::new(0x5EED, 1);
    for _ in 0..turns {
        if game.is_finished() {
            break;
        }
        play_turn(&mut game, &mut rng);
    }
    game
}
