//! Combi-Nations' pictures, as PNG bytes: each country, the market ring, the standings.
//!
//! Every function here is pure: it reads the game and returns the bytes of a PNG image, with
//! no I/O, clock or randomness, so the same view always gives the same bytes. They never
//! panic on any state the engine can produce (empty or full countries, 1–5 players, empty
//! market positions).
//!
//! - [`country`]: one player's country, every cell labelled, land types with a texture as
//!   well as a colour, each facility as a glyph with its code; the last tile outlined; on
//!   request the cells where a tile fits.
//! - [`market`]: the market loop with its tiles, every arrow (colour, initial and direction),
//!   the stacks and the marker, whose turn it is.
//! - [`turn_card`]: the turn post's card: whose turn, the market's tiles, the stacks and
//!   the marker, the arrows.
//! - [`standings`]: players by rank with the parts of their score and a small map each.
//!
//! Drawn with the shared kit ([`crate::render`]); the glyphs are drawn in code. The files:
//! `palette` (colours), `icons` (facility glyphs, land textures), `country` (a country at
//! any size, a tile on its own, the country picture), `market`, `standings`.

mod country;
mod icons;
mod market;
mod palette;
mod standings;
mod turn;

use std::sync::OnceLock;

use crate::game::rng::Rng;
use crate::games::combi_nations::{
    Board, CountryId, CountryScore, Game, Move, Options, Setup, TileId,
};
use crate::render::canvas::Canvas;
use crate::render::png::{self, Quantizer};
use crate::words::Msg;

/// A picture's words, in the game's catalog, in the language it is drawn in
/// ([`crate::render::in_language`]), said here alone.
fn say(msg: &Msg) -> String {
    super::play::GAME_WORDS.say(msg)
}

/// Colours that tests (and anyone checking a picture) look for.
pub mod colors {
    pub use super::palette::{LAST, LEGAL};
}

/// One player's country: every cell with its label, land (colour and texture), facilities
/// (glyph and code) and sand; the last tile placed outlined; with `score`, the total and a
/// breakdown (and each facility's VP); with `legal`, the cells where that tile has a legal
/// placement marked, and how many placements it has.
pub fn country(
    board: &Board,
    owner: &str,
    score: Option<&CountryScore>,
    legal: Option<TileId>,
) -> Vec<u8> {
    finish(country::draw_picture(board, owner, score, legal))
}

/// The market: positions 1..M clockwise from the top with their tiles (or empty), every
/// arrow with its player's colour, initial and direction (a "U" once turned; in the solo
/// game also the opponent's), the stacks with the tiles left and the marker, and whose
/// turn it is. `names[seat]` is each player's name (a missing one shows as "Player N").
pub fn market(game: &Game, names: &[String]) -> Vec<u8> {
    finish(market::draw(game, names))
}

/// The turn card, the turn post's picture read in a chat: whose turn, the market's tiles,
/// the stacks and the marker, the arrows ([`crate::render::TurnCard`]).
pub fn turn_card(game: &Game, names: &[String]) -> Vec<u8> {
    crate::render::turn_card(&turn::card(game, names))
}

/// The standings: players by rank, each with the total, the four land scores (the doubled
/// one marked), facilities, the empty-sand penalty and a small map of the country.
pub fn standings(game: &Game, names: &[String]) -> Vec<u8> {
    finish(standings::draw(game, names))
}

fn finish(canvas: Canvas) -> Vec<u8> {
    png::finish(canvas, quantizer())
}

/// A game played by random legal moves for `turns` turns (or to its end), for sample
/// pictures, the palette and tests. Pure in its arguments.
pub fn demo_game(players: usize, country: Option<CountryId>, turns: usize, seed: u64) -> Game {
    let options = Options {
        country: Some(country.unwrap_or(CountryId::Shield)),
        ..Default::default()
    };
    let setup = Setup::from_seed(seed, options, players.clamp(1, 5))
        .or_else(|_| Setup::from_seed(seed, options, 1))
        .expect("a solo game can always be set up");
    let mut game = Game::new(setup);
    let mut rng = Rng::new(seed, 11);
    for _ in 0..turns {
        let Some(seat) = game.actor() else {
            break;
        };
        let Some(mv) = random_move(&game, seat, &mut rng) else {
            break;
        };
        if game.apply(&mv).is_err() {
            break;
        }
    }
    game
}

/// A random legal move of `seat`, if it has one.
fn random_move(game: &Game, seat: usize, rng: &mut Rng) -> Option<Move> {
    let options = game.options(seat);
    if options.is_empty() {
        return None;
    }
    // Mostly ahead: a U-turn is once a game, and a random player would make it at once.
    let ahead: Vec<_> = options.iter().filter(|o| !o.0.uturn).copied().collect();
    let pool = if ahead.is_empty() || rng.below(8) == 0 {
        &options
    } else {
        &ahead
    };
    let (opt, _, tile) = pool[rng.below(pool.len() as u32) as usize];
    let board = game.board(seat)?;
    let ps = board.legal_placements(tile);
    if ps.is_empty() {
        return None;
    }
    let cells = &ps[rng.below(ps.len() as u32) as usize];
    Some(Move::Take {
        seat,
        opt,
        labels: cells.iter().map(|&c| board.label(c).to_owned()).collect(),
    })
}

/// The palette of all three pictures, chosen once from specimens with every element drawn.
fn quantizer() -> &'static Quantizer {
    static Q: OnceLock<Quantizer> = OnceLock::new();
    Q.get_or_init(|| {
        // Specimens for a palette: no picture anyone reads.
        crate::render::text::unlogged(|| {
            let game = demo_game(5, Some(CountryId::Delta), 40, 0x5EED);
            let names: Vec<String> = ["Ada", "Bea", "Cy", "Dee", "Eli"]
                .map(String::from)
                .to_vec();
            let mut specimens = Vec::new();
            if let (Some(board), Some(scores)) = (game.board(0), Some(game.scores())) {
                let legal = game.market.iter().flatten().next().copied();
                specimens.push(country::draw_picture(board, "Ada", scores.first(), legal));
            }
            specimens.push(market::draw(&game, &names));
            specimens.push(standings::draw(&game, &names));
            let solo = demo_game(1, Some(CountryId::Cape), 6, 0x5EED);
            specimens.push(market::draw(&solo, &names[..1]));
            specimens.push(specimen_glyphs());
            Quantizer::from_specimens(&specimens.iter().collect::<Vec<_>>())
        })
    })
}

/// Every facility and land type on a cell, at the country picture's size.
fn specimen_glyphs() -> Canvas {
    use crate::games::combi_nations::{Content, Facility, Land};
    let s = 50.0;
    let mut c = Canvas::new(1000, 500, palette::PAPER);
    let contents = Facility::ALL
        .iter()
        .map(|&f| Some(Content::Facility(f)))
        .chain(Land::ALL.iter().map(|&l| Some(Content::Land(l))))
        .chain([None]);
    for (k, content) in contents.enumerate() {
        let (x, y) = (
            50.0 + (k % 10) as f32 * 95.0,
            60.0 + (k / 10) as f32 * 120.0,
        );
        country::cell(&mut c, content, x, y, s, true);
    }
    for i in 0..5 {
        market::badge(
            &mut c,
            "A",
            60.0 + 40.0 * i as f32,
            450.0,
            12.0,
            palette::seat_color(i),
        );
    }
    c
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::decode;

    fn names(n: usize) -> Vec<String> {
        ["Ada", "Bruno", "Chloé", "Dmitri", "Eun-ji"][..n]
            .iter()
            .map(|s| s.to_string())
            .collect()
    }

    fn fresh() -> Game {
        Game::new(
            Setup::from_seed(
                1,
                Options {
                    country: Some(CountryId::Shield),
                    ..Default::default()
                },
                3,
            )
            .unwrap(),
        )
    }

    fn sane(png: &[u8]) -> (u32, u32, Vec<u8>) {
        let (w, h, px) = decode(png).expect("a PNG that decodes");
        assert!((700..=1300).contains(&w), "width {w}");
        assert!((300..=2000).contains(&h), "height {h}");
        assert!(png.len() < 1_000_000, "{} bytes", png.len());
        (w, h, px)
    }

    fn has_color(px: &[u8], c: crate::render::Color) -> bool {
        px.chunks_exact(4)
            .any(|p| p[0].abs_diff(c.r) < 12 && p[1].abs_diff(c.g) < 12 && p[2].abs_diff(c.b) < 12)
    }

    #[test]
    fn a_fresh_game_draws() {
        let game = fresh();
        let names = names(3);
        let board = game.board(0).unwrap();
        sane(&country(board, "Ada", None, None));
        let scores = game.scores();
        sane(&country(board, "Ada", Some(&scores[0]), None));
        let tile = game.market.iter().flatten().next().copied();
        sane(&country(board, "Ada", Some(&scores[0]), tile));
        sane(&market(&game, &names));
        sane(&standings(&game, &names));
    }

    #[test]
    fn a_finished_game_draws() {
        for (players, country_id, seed) in [
            (3, CountryId::Shield, 1),
            (5, CountryId::Cape, 2),
            (2, CountryId::Delta, 3),
            (4, CountryId::Peninsula, 4),
            (1, CountryId::Heartland, 5),
        ] {
            let game = demo_game(players, Some(country_id), 10_000, seed);
            assert!(game.is_finished(), "{players} players: not over");
            let names = names(players);
            let scores = game.scores();
            for seat in 0..players {
                let board = game.board(seat).unwrap();
                let last = board.placed.last().map(|p| p.tile);
                sane(&country(board, &names[seat], Some(&scores[seat]), last));
                sane(&country(board, &names[seat], None, None));
            }
            let (_, _, px) = sane(&market(&game, &names));
            // Nothing fits: the game is over, and the market may have empty positions.
            assert!(has_color(&px, palette::PAPER));
            sane(&standings(&game, &names));
            // Missing names are filled in.
            sane(&market(&game, &[]));
            sane(&standings(&game, &[]));
        }
    }

    #[test]
    fn the_legal_overlay_changes_the_picture() {
        let game = demo_game(3, Some(CountryId::Shield), 9, 7);
        let board = game.board(0).unwrap();
        let tile = game
            .market
            .iter()
            .flatten()
            .copied()
            .find(|&t| !board.legal_placements(t).is_empty())
            .unwrap();
        let plain = country(board, "Ada", None, None);
        let legal = country(board, "Ada", None, Some(tile));
        assert_ne!(plain, legal);
        let (_, _, px) = sane(&legal);
        assert!(has_color(&px, colors::LEGAL));
        // The last tile is outlined.
        let (_, _, px) = sane(&plain);
        assert!(has_color(&px, colors::LAST));
    }

    #[test]
    fn pictures_are_deterministic() {
        let game = demo_game(4, Some(CountryId::Delta), 20, 9);
        let names = names(4);
        assert_eq!(market(&game, &names), market(&game, &names));
        assert_eq!(standings(&game, &names), standings(&game, &names));
        let b = game.board(1).unwrap();
        let t = game.market.iter().flatten().next().copied();
        assert_eq!(country(b, "Bruno", None, t), country(b, "Bruno", None, t));
    }

    #[test]
    fn a_solo_market_shows_two_arrows() {
        let game = demo_game(1, Some(CountryId::Cape), 3, 4);
        assert!(game.is_solo());
        assert_eq!(game.arrows.len(), 2);
        let (_, _, px) = sane(&market(&game, &names(1)));
        assert!(has_color(&px, palette::seat_color(0)));
        assert!(has_color(&px, palette::OPPONENT));
        let names = market::arrow_names(&game, &names(1));
        assert_eq!(names[1], "Opponent");
        sane(&standings(&game, &self::names(1)));
    }

    #[test]
    fn every_market_size_lays_out() {
        for players in 1..=5 {
            let game = demo_game(players, None, 0, 1);
            sane(&market(&game, &names(players)));
        }
    }

    /// Writes the example pictures of the docs: `cargo test --release --lib
    /// combi_nations::pictures -- --ignored`.
    #[test]
    #[ignore]
    fn write_example_pictures() {
        let game = demo_game(3, Some(CountryId::Shield), 24, 2026);
        let names = vec!["Ada".to_string(), "Bruno".to_string(), "Chloé".to_string()];
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/images");
        std::fs::create_dir_all(&dir).unwrap();
        let seat = game.actor().unwrap_or(0);
        let board = game.board(seat).unwrap();
        let scores = game.scores();
        let tile = game.options(seat).first().map(|o| o.2);
        let png = country(board, &names[seat], Some(&scores[seat]), tile);
        std::fs::write(dir.join("combi-nations-country.png"), png).unwrap();
        std::fs::write(dir.join("combi-nations-market.png"), market(&game, &names)).unwrap();
        std::fs::write(
            dir.join("combi-nations-standings.png"),
            standings(&game, &names),
        )
        .unwrap();
        // More cases, to look at (not committed): 5 players, solo, a finished country.
        let tmp = std::env::temp_dir();
        let five = demo_game(5, Some(CountryId::Cape), 30, 5);
        let n5 = self::names(5);
        std::fs::write(tmp.join("cn-market-5.png"), market(&five, &n5)).unwrap();
        std::fs::write(tmp.join("cn-standings-5.png"), standings(&five, &n5)).unwrap();
        let solo = demo_game(1, Some(CountryId::Heartland), 5, 5);
        std::fs::write(tmp.join("cn-market-solo.png"), market(&solo, &n5[..1])).unwrap();
        let over = demo_game(2, Some(CountryId::Delta), 10_000, 8);
        let b = over.board(1).unwrap();
        let sc = over.scores();
        std::fs::write(
            tmp.join("cn-country-over.png"),
            country(b, "Bruno", Some(&sc[1]), None),
        )
        .unwrap();
    }
}
