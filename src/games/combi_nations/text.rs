//! The move text players type (combi-nations.md §9.2): an option, then where the tile goes,
//! either one label per tile cell (form A, `2 E3 E4 E5`) or an anchor and an orientation
//! (form B, `2 E3 r0`). Case-insensitive; words are separated by spaces or commas. The
//! canonical text, which the bot logs and echoes, is form A in capitals: [`canonical`].
//! In the set-up step, a country's name or number.

use super::data::CountryId;
use super::state::{no_cell, Game, Move, Opt, Phase, Seat};
use crate::words::{list, msg, Msg};

/// Reads a typed move of `seat` into a [`Move`] with form A labels (in capitals).
///
/// Form B needs the tile, so the option must exist now; everything else about the
/// placement (labels, shape, sand, adjacency) is checked by [`Game::apply`].
pub fn parse_typed(game: &Game, seat: Seat, typed: &str) -> Result<Move, Msg> {
    let words: Vec<&str> = typed
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|w| !w.is_empty())
        .collect();
    if let [word] = words.as_slice() {
        if word.eq_ignore_ascii_case("undo") {
            return Ok(Move::Undo { seat });
        }
    }
    if game.phase == Phase::Choosing {
        let name = words.join(" ");
        let country = CountryId::from_name(&name).ok_or_else(|| {
            msg!(
                "combi-nations-choose-a-country",
                countries = list(CountryId::ALL.map(|c| c.msg())),
                typed = name
            )
        })?;
        return Ok(Move::Country { seat, country });
    }
    let Some((&first, rest)) = words.split_first() else {
        return Err(msg!("combi-nations-write-a-move"));
    };
    let opt =
        Opt::parse(first).ok_or_else(|| msg!("combi-nations-not-an-option", typed = first))?;
    let option = opt.to_string();
    let labels: Vec<String> = match rest {
        [] => return Err(msg!("combi-nations-say-where", option)),
        [anchor, turn] if orientation(turn).is_some() => {
            let turn = orientation(turn)
                .flatten()
                .ok_or_else(|| msg!("combi-nations-not-an-orientation", typed = *turn))?;
            form_b(game, seat, opt, anchor, turn)?
        }
        labels if labels.len() <= 3 => {
            if let Some(w) = labels.iter().find(|w| orientation(w).is_some()) {
                return Err(msg!(
                    "combi-nations-orientation-after-anchor",
                    typed = *w,
                    option
                ));
            }
            labels.iter().map(|l| l.to_ascii_uppercase()).collect()
        }
        _ => return Err(msg!("combi-nations-too-many-labels", count = rest.len())),
    };
    Ok(Move::Take { seat, opt, labels })
}

/// `Some(Some(k))` for `r0`–`r5`, `Some(None)` for another `r` + digits (`r7`), `None` when
/// the word is no orientation at all.
fn orientation(word: &str) -> Option<Option<usize>> {
    let digits = word.strip_prefix(['r', 'R'])?;
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    Some(digits.parse().ok().filter(|&k| k < 6))
}

/// Form B (`C3 r2`) turned into form A labels.
fn form_b(
    game: &Game,
    seat: Seat,
    opt: Opt,
    anchor: &str,
    turn: usize,
) -> Result<Vec<String>, Msg> {
    let board = game
        .board(seat)
        .ok_or_else(|| msg!("combi-nations-no-country-yet"))?;
    let country = board.country.country();
    let cell = country
        .cell(anchor)
        .ok_or_else(|| no_cell(country.id, &anchor.to_ascii_uppercase()))?;
    let (_, tile) = game
        .option(seat, opt)
        .ok_or_else(|| game.no_option(seat, opt))?;
    let cells = board.cells_of(tile, cell, turn).ok_or_else(|| {
        msg!(
            "combi-nations-does-not-fit",
            tile = tile.describe(),
            turn,
            cell = board.label(cell),
            country = country.id.msg()
        )
    })?;
    Ok(cells.iter().map(|&c| board.label(c).to_owned()).collect())
}

/// The canonical text of a turn (§9.2): `2 E3 E4 E5`, `U1 C3 C4 D3`; `None` for a move that is
/// not a turn.
pub fn canonical(mv: &Move) -> Option<String> {
    match mv {
        Move::Take { opt, labels, .. } => Some(format!(
            "{opt} {}",
            labels
                .iter()
                .map(|l| l.to_ascii_uppercase())
                .collect::<Vec<_>>()
                .join(" ")
        )),
        _ => None,
    }
}
