//! La Isla's pictures, as PNG bytes: the shared island, a player's board (and, for the
//! player alone, their hand and assignment), the standings.
//!
//! Every function here is pure: it reads the game and returns the bytes of a PNG image, with
//! no I/O, clock or randomness, so the same view always gives the same bytes. They never
//! panic on any state the engine can produce.
//!
//! What is private (la-isla.md §7.2) is drawn only by [`player`] with `private` set: the
//! hand and the assignment before the reveal. The other pictures read nothing of either
//! beyond whether a seat has assigned, so that a public picture is the same whatever a hand
//! holds (a test checks it byte for byte).
//!
//! - [`island`](island()): the sea, the island's 40 spaces (colour, colour code, symbol
//!   glyph, label) and 35 jungle regions (value, tile or "empty", label), every explorer,
//!   the sector numbers; beside it the animal tracks, the sum against the threshold, the
//!   round, the start player, whose turn it is, the piles and the players.
//! - [`player`](player()): one player's board.
//! - [`standings`](standings()): the players by rank with the sources of their points.
//!
//! Drawn with the shared kit ([`crate::render`]); the glyphs are drawn in code. The files:
//! `palette` (colours), `glyphs` (symbols, pawns, tiles, chips), `island`, `player`,
//! `standings`.

mod glyphs;
mod island;
mod palette;
mod player;
mod standings;
mod turn;

use std::sync::OnceLock;

use super::play::IslaGame;
use super::state::{Game, Options, Phase, Seat};
use super::text;
use crate::game::rng::Rng;
use crate::game::Play;
use crate::render::canvas::Canvas;
use crate::render::names::seat_name;
use crate::render::png::{self, Quantizer};
use crate::render::text::Style;
use crate::words::msg;

/// A picture's words, in the game's catalog, in the language it is drawn in
/// ([`crate::render::in_language`]), said here alone.
pub(super) fn say(msg: &crate::words::Msg) -> String {
    super::play::GAME_WORDS.say(msg)
}

/// The shared island with every explorer and tile, and beside it the animal tracks and the
/// state of the round: everything everyone may see.
pub fn island(game: &Game, names: &[String]) -> Vec<u8> {
    finish(island::draw(game, names))
}

/// The turn card, the turn post's picture read in a chat: the step, who is to act, each
/// player's score and explorers, the animal markers ([`crate::render::TurnCard`]).
pub fn turn_card(game: &Game, names: &[String]) -> Vec<u8> {
    crate::render::turn_card(&turn::card(game, names))
}

/// One player's board: score, resources, explorers, tiles, cardholder. With `private` (for
/// that player's eyes alone) also the hand and this round's assignment; without it only
/// whether the player has assigned, which is public (§7.2).
pub fn player(game: &Game, seat: Seat, names: &[String], private: bool) -> Vec<u8> {
    finish(player::draw(game, seat, names, private))
}

/// The standings: players by rank with the sources of their points, animal counts,
/// resources left, and the markers' values.
pub fn standings(game: &Game, names: &[String]) -> Vec<u8> {
    finish(standings::draw(game, names))
}

fn finish(canvas: Canvas) -> Vec<u8> {
    png::finish(canvas, quantizer())
}

/// Each seat's name, trimmed; "Player N" when missing or blank.
pub(crate) fn seat_names(game: &Game, names: &[String]) -> Vec<String> {
    (0..game.players()).map(|i| seat_name(names, i)).collect()
}

/// `text` broken into lines of at most `max` pixels (a word longer than a line is cut with
/// an ellipsis), at most `lines` of them (the last one ending in an ellipsis when cut).
pub(crate) fn wrap(text: &str, style: Style, max: f32, lines: usize) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut line = String::new();
    let mut cut = false;
    for word in text.split_whitespace() {
        let candidate = if line.is_empty() {
            word.to_string()
        } else {
            format!("{line} {word}")
        };
        if style.width(&candidate) <= max || line.is_empty() {
            line = candidate;
        } else {
            out.push(std::mem::take(&mut line));
            line = word.to_string();
        }
        if out.len() == lines {
            cut = true;
            break;
        }
    }
    if !line.is_empty() && out.len() < lines {
        out.push(line);
    } else if !line.is_empty() {
        cut = true;
    }
    let n = out.len();
    for (i, l) in out.iter_mut().enumerate() {
        if cut && i + 1 == n {
            *l = style.fit(&format!("{l} …"), max);
        } else {
            *l = style.fit(l, max);
        }
    }
    out
}

/// The step in words: "round 3 · cards are being assigned", "round 3 · action C", "game
/// over".
pub(crate) fn step_words(game: &Game) -> String {
    match game.phase {
        Phase::Assign => say(&msg!("la-isla-pic-step-assign", round = game.round)),
        Phase::Turns => say(&msg!("la-isla-pic-step-turns", round = game.round)),
        Phase::Over => say(&msg!("la-isla-pic-step-over", round = game.round)),
    }
}

/// A game played by random legal moves (the interface's `any_legal_move`) until round
/// `rounds` begins or the game ends, for sample pictures, the palette and tests. Pure in its
/// arguments.
pub fn demo_game(players: usize, rounds: usize, seed: u64) -> Game {
    let game = Game::from_seed(seed, Options::default(), players.clamp(2, 4))
        .or_else(|_| Game::from_seed(seed, Options::default(), 2))
        .expect("a two-player game can always be set up");
    let mut play = IslaGame { game };
    let mut rng = Rng::new(seed, 7);
    // Enough moves for any game: each round is at most 2 moves per seat.
    for _ in 0..10_000 {
        let g = &play.game;
        if g.is_finished() || g.round >= rounds {
            break;
        }
        let seat = match g.phase {
            Phase::Assign => g.assigning().first().copied(),
            Phase::Turns => g.actor(),
            Phase::Over => None,
        };
        let Some(seat) = seat else {
            break;
        };
        let Some(typed) = play.any_legal_move(seat, rng.next_u64()) else {
            break;
        };
        let Ok(mv) = text::parse(seat, &typed) else {
            break;
        };
        if play.game.apply(&mv).is_err() {
            break;
        }
    }
    play.game
}

/// The palette of all three pictures, chosen once from specimens with every element drawn.
fn quantizer() -> &'static Quantizer {
    static Q: OnceLock<Quantizer> = OnceLock::new();
    Q.get_or_init(|| {
        // Specimens for a palette: no picture anyone reads.
        crate::render::text::unlogged(|| {
            let names: Vec<String> = ["Ada", "Bea", "Cy", "Dee"].map(String::from).to_vec();
            let mid = demo_game(4, 4, 0x15_1A);
            let over = demo_game(3, usize::MAX, 0x15_1B);
            let specimens = [
                island::draw(&mid, &names),
                player::draw(&mid, 0, &names, true),
                player::draw(&mid, 3, &names, false),
                standings::draw(&mid, &names),
                standings::draw(&over, &names),
            ];
            Quantizer::from_specimens(&specimens.iter().collect::<Vec<_>>())
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::decode;
    use crate::render::names::initials;

    fn names(n: usize) -> Vec<String> {
        ["Ada", "Bruno", "Chloé", "Dmitri"][..n]
            .iter()
            .map(|s| s.to_string())
            .collect()
    }

    /// Decodes, and checks the size.
    fn sane(png: &[u8], w: u32, h: u32) {
        let (pw, ph, _) = decode(png).expect("a PNG that decodes");
        assert_eq!((pw, ph), (w, h));
        assert!(png.len() < 1_500_000, "{} bytes", png.len());
    }

    fn all_three(game: &Game, names: &[String]) {
        sane(&island(game, names), island::WIDTH, island::HEIGHT);
        for seat in 0..game.players() {
            let slots = game.players[seat].slots.len();
            for private in [false, true] {
                sane(
                    &player(game, seat, names, private),
                    player::WIDTH,
                    player::height(slots, private),
                );
            }
        }
        sane(
            &standings(game, names),
            standings::WIDTH,
            standings::height(game.players()),
        );
    }

    #[test]
    fn a_fresh_game_draws() {
        for n in 2..=4 {
            let game = Game::from_seed(n as u64, Options::default(), n).unwrap();
            all_three(&game, &names(n));
        }
    }

    #[test]
    fn pictures_are_deterministic() {
        let game = demo_game(4, 4, 9);
        let names = names(4);
        assert_eq!(island(&game, &names), island(&game, &names));
        assert_eq!(standings(&game, &names), standings(&game, &names));
        for private in [false, true] {
            assert_eq!(
                player(&game, 1, &names, private),
                player(&game, 1, &names, private)
            );
        }
    }

    #[test]
    fn the_public_pictures_keep_the_hand_and_the_assignment_secret() {
        for seed in [3, 17] {
            let base = Game::from_seed(seed, Options::default(), 3).unwrap();
            let mut one = base.clone();
            let mut two = base.clone();
            one.apply(&text::parse(0, "assign 1 2 3").unwrap()).unwrap();
            two.apply(&text::parse(0, "assign 3 1 2").unwrap()).unwrap();
            assert_eq!(one.phase, Phase::Assign);
            assert_ne!(one.players[0].assigned, two.players[0].assigned);
            let names = names(3);
            assert_eq!(island(&one, &names), island(&two, &names));
            assert_eq!(standings(&one, &names), standings(&two, &names));
            for seat in 0..3 {
                assert_eq!(
                    player(&one, seat, &names, false),
                    player(&two, seat, &names, false)
                );
            }
            assert_ne!(player(&one, 0, &names, true), player(&two, 0, &names, true));
            // A different hand: the same public board.
            let mut three = one.clone();
            three.players[0].hand.reverse();
            three.players[0].hand[0] = 120;
            assert_eq!(
                player(&one, 0, &names, false),
                player(&three, 0, &names, false)
            );
            // Whether a seat has assigned is public.
            assert_ne!(
                player(&base, 0, &names, false),
                player(&one, 0, &names, false)
            );
        }
    }

    #[test]
    fn games_played_to_their_end_draw() {
        for (players, seed) in [(2, 1), (3, 2), (4, 3), (3, 4)] {
            let game = demo_game(players, usize::MAX, seed);
            assert!(game.is_finished(), "{players} players, seed {seed}");
            assert!(game.finals.is_some());
            all_three(&game, &names(players));
        }
        // Part-way, with the action C turns.
        let mut game = demo_game(3, 3, 5);
        while game.phase != Phase::Turns && !game.is_finished() {
            let seat = game.assigning()[0];
            let mv = game.default_move(seat).unwrap();
            game.apply(&mv).unwrap();
        }
        all_three(&game, &names(3));
    }

    #[test]
    fn names_missing_long_or_foreign_fit() {
        let game = demo_game(4, 3, 11);
        let odd: Vec<String> = [
            "Wolfeschlegelsteinhausenbergerdorff the Elder of Everywhere",
            "  ",
            "李小龍 🐉",
            "Ωmega",
        ]
        .map(String::from)
        .to_vec();
        all_three(&game, &odd);
        all_three(&game, &[]);
        assert_eq!(initials(&seat_names(&game, &[])), ["1", "2", "3", "4"]);
        assert_eq!(
            initials(&["Ada".into(), "Abe".into(), "Bo".into()]),
            ["Ad", "Ab", "B"]
        );
    }

    #[test]
    fn long_text_wraps_within_its_width() {
        let st = Style::regular(14.0, palette::INK);
        let lines = wrap(
            "+1 resource of choice when action D moves the moth marker",
            st,
            120.0,
            3,
        );
        assert!(lines.len() <= 3 && !lines.is_empty());
        assert!(lines.iter().all(|l| st.width(l) <= 120.0), "{lines:?}");
        let one = wrap("Supercalifragilisticexpialidocious", st, 60.0, 2);
        assert_eq!(one.len(), 1);
        assert!(st.width(&one[0]) <= 60.0);
    }

    /// Draws the example pictures of the docs, and writes them only with
    /// `UPDATE_DOCS_IMAGES=1`: `UPDATE_DOCS_IMAGES=1 cargo test --release --lib
    /// la_isla::pictures`.
    #[test]
    fn example_pictures() {
        // Of a few seeded games in round 8, the one with the most tiles taken.
        let taken = |g: &Game| g.players.iter().map(|p| p.tiles.len()).sum::<usize>();
        let game = (2026..2046)
            .map(|seed| demo_game(3, 8, seed))
            .filter(|g| !g.is_finished())
            .max_by_key(|g| taken(g))
            .unwrap_or_else(|| demo_game(3, 6, 2026));
        let names = vec!["Ada".to_string(), "Bruno".to_string(), "Chloé".to_string()];
        let island_png = island(&game, &names);
        let seat = (0..3)
            .max_by_key(|&s| (game.players[s].tiles.len(), std::cmp::Reverse(s)))
            .unwrap_or(0);
        let player_png = player(&game, seat, &names, true);
        if std::env::var("UPDATE_DOCS_IMAGES").as_deref() == Ok("1") {
            let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/images");
            std::fs::create_dir_all(&dir).unwrap();
            std::fs::write(dir.join("la-isla-island.png"), island_png).unwrap();
            std::fs::write(dir.join("la-isla-player.png"), player_png).unwrap();
            // More to look at (not committed).
            let tmp = std::env::temp_dir();
            std::fs::write(tmp.join("la-isla-standings.png"), standings(&game, &names)).unwrap();
            std::fs::write(
                tmp.join("la-isla-player-public.png"),
                player(&game, seat, &names, false),
            )
            .unwrap();
            let over = demo_game(4, usize::MAX, 8);
            let n4 = self::names(4);
            std::fs::write(
                tmp.join("la-isla-standings-over.png"),
                standings(&over, &n4),
            )
            .unwrap();
            std::fs::write(tmp.join("la-isla-island-over.png"), island(&over, &n4)).unwrap();
            std::fs::write(
                tmp.join("la-isla-player-over.png"),
                player(&over, 3, &n4, false),
            )
            .unwrap();
        }
    }
}
