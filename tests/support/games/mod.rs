//! Two small games defined only in the tests, to prove that the layers above the game
//! interface ([`tucana::game::Rules`], [`tucana::game::Play`]) drive any game, not only Trails
//! of Tucana:
//!
//! - [`race`] ("test-race"): **sequential** turns (`ToAct::One`), with an **automatic step**
//!   (a seeded wind) after every round;
//! - [`guess`] ("test-guess"): **simultaneous hidden** choices (`ToAct::Everyone`), revealed
//!   together when everyone has chosen or the deadline passes; a choice is **private** until
//!   then, and carries a marker ([`guess::secret_marker`]) so a test can search every public
//!   output for it. Its kinds with computer players and hints ("test-guess-bots", "-gated",
//!   "-broken") think as [`thinkers`] says, to test the service's thinking.
//!
//! Besides, [`counted`] ("test-counted") is a game of the registry under another id that
//! counts how often it is set up or replayed from its seed, whoever asks.
//!
//! Both are pure and deterministic: a game is its set-up plus its log, and chance comes only
//! from [`tucana::game::rng::Rng`] seeded by the set-up's seed. Their pictures are tiny PNGs
//! whose pixels encode the view and whose `tEXt` chunks say what the view holds in words, so
//! a test can read a picture without decoding it.

#![allow(dead_code)]

pub mod counted;
pub mod guess;
pub mod race;
pub mod thinkers;

pub use counted::Counted;
pub use guess::{GUESS, GUESS_BOTS, GUESS_BROKEN, GUESS_GATED};
pub use race::RACE;

use tucana::game::{Seat, Standing};
use tucana::words::{Msg, Source};

/// The test games' words, one file for both.
pub const WORDS: &[Source] = &[Source {
    lang: "en",
    origin: "tests/support/games/words/en.ftl",
    ftl: include_str!("words/en.ftl"),
}];

/// A PNG of `width` × `height` RGB pixels (`rgb` row by row) with `texts` as `tEXt` chunks
/// (keyword, text), uncompressed, so that a byte search of the file finds them.
pub fn png(width: u32, height: u32, rgb: &[u8], texts: &[(&str, String)]) -> Vec<u8> {
    assert_eq!(
        rgb.len(),
        (width * height * 3) as usize,
        "pixels of the picture"
    );
    let mut out = Vec::new();
    let mut encoder = png::Encoder::new(&mut out, width, height);
    encoder.set_color(png::ColorType::Rgb);
    encoder.set_depth(png::BitDepth::Eight);
    for (keyword, text) in texts {
        encoder
            .add_text_chunk((*keyword).to_owned(), text.clone())
            .expect("a tEXt chunk");
    }
    let mut writer = encoder.write_header().expect("a PNG header");
    writer.write_image_data(rgb).expect("PNG pixels");
    writer.finish().expect("a whole PNG");
    out
}

/// The `tEXt` chunks of a PNG, as (keyword, text).
pub fn png_texts(bytes: &[u8]) -> Vec<(String, String)> {
    let decoder = png::Decoder::new(std::io::Cursor::new(bytes));
    let reader = decoder.read_info().expect("a PNG");
    reader
        .info()
        .uncompressed_latin1_text
        .iter()
        .map(|t| (t.keyword.clone(), t.text.clone()))
        .collect()
}

/// A colour per seat, for pixels.
fn colour(seat: Seat) -> [u8; 3] {
    const COLOURS: [[u8; 3]; 6] = [
        [220, 50, 47],
        [38, 139, 210],
        [133, 153, 0],
        [181, 137, 0],
        [108, 113, 196],
        [42, 161, 152],
    ];
    COLOURS[seat % COLOURS.len()]
}

/// A message in English, in the words of the core, of every game of the registry and of
/// the test games: for the tests' checks of what a game hands the service.
pub fn english(msg: &Msg) -> String {
    static ALL: std::sync::LazyLock<tucana::words::Catalog> = std::sync::LazyLock::new(|| {
        tucana::game::catalog(tucana::games::all(), WORDS).expect("the catalogs read")
    });
    ALL.render(msg, &[])
}

/// Standings from (total, tie-break, breakdown) in seat order: rank is 1 + the number of
/// seats strictly better on (total, tie-break), as the interface says.
fn ranked(lines: Vec<(u32, u32, Msg)>, resigned: &[bool]) -> Vec<Standing> {
    lines
        .iter()
        .enumerate()
        .map(|(seat, (total, tiebreak, breakdown))| Standing {
            seat,
            rank: 1 + lines
                .iter()
                .filter(|(t, b, _)| (t, b) > (total, tiebreak))
                .count(),
            total: *total,
            tiebreak: *tiebreak,
            breakdown: breakdown.clone(),
            resigned: resigned[seat],
            title: None,
        })
        .collect()
}

/// `key=value` options as JSON numbers within bounds; unknown keys are refused.
fn number_options(
    game: &str,
    given: &[(&str, &str)],
    known: &[(&str, u32, std::ops::RangeInclusive<u32>)],
) -> Result<String, Msg> {
    let mut out = serde_json::Map::new();
    for (key, default, _) in known {
        out.insert((*key).to_owned(), (*default).into());
    }
    for &(key, value) in given {
        let Some((_, _, range)) = known.iter().find(|(k, _, _)| *k == key) else {
            return Err(Msg::new("no-option").with("game", game).with("key", key));
        };
        let n: u32 = value
            .trim()
            .parse()
            .ok()
            .filter(|n| range.contains(n))
            .ok_or_else(|| {
                Msg::new("test-option-number")
                    .with("key", key)
                    .with("from", *range.start())
                    .with("to", *range.end())
                    .with("value", value)
            })?;
        out.insert(key.to_owned(), n.into());
    }
    Ok(serde_json::Value::Object(out).to_string())
}

/// A number option from stored JSON options.
fn stored_number(options: &str, key: &str) -> Result<u32, Msg> {
    let unreadable = |error: String| Msg::new("options-unreadable").with("error", error);
    let value: serde_json::Value =
        serde_json::from_str(options).map_err(|e| unreadable(e.to_string()))?;
    value
        .get(key)
        .and_then(serde_json::Value::as_u64)
        .and_then(|n| u32::try_from(n).ok())
        .ok_or_else(|| unreadable(format!("no {key}")))
}

/// "seat 2 4" → (seat, number) for a logged move's words after its verb.
fn seat_and_number(words: &[&str], players: usize) -> Option<(Seat, u32)> {
    match words {
        [seat, n] => {
            let seat: Seat = seat.parse().ok().filter(|s| *s < players)?;
            Some((seat, n.parse().ok()?))
        }
        _ => None,
    }
}

/// A seat as a logged word, checked against the table.
fn seat_word(words: &[&str], players: usize) -> Option<Seat> {
    match words {
        [seat] => seat.parse().ok().filter(|s| *s < players),
        _ => None,
    }
}
