//! A player's typed words as a move (combi-nations.md §9.2): an option and a placement,
//! either every cell in tile-cell order (form A, `2 E3 E4 E5`) or an anchor and an
//! orientation (form B, `2 E3 r0`); case-insensitive, spaces or commas between. A country's
//! name in the set-up step.

use super::data::CountryId;
use super::state::{Game, Move, Opt, Phase, Seat};

/// The move `seat` means by `typed`, in canonical form (form A, capitals). Whether it is
/// legal is [`Game::apply`]'s to check; what can be checked here is, so that the error is
/// the clearest one.
pub fn parse_typed(game: &Game, seat: Seat, typed: &str) -> Result<Move, String> {
    let words: Vec<&str> = typed
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|w| !w.is_empty())
        .collect();
    if game.phase == Phase::Choosing {
        let name = words.join(" ");
        let country = CountryId::from_name(&name).ok_or_else(|| {
            format!(
                "choose a country: {} (not “{name}”)",
                CountryId::ALL.map(|c| c.name()).join(", ")
            )
        })?;
        return Ok(Move::Country { seat, country });
    }
    let Some((first, rest)) = words.split_first() else {
        return Err(
            "type an option (1, 2, 3, or U1–U3 for your U-turn) and the cells, e.g. `2 E3 E4 E5`"
                .into(),
        );
    };
    let opt = Opt::parse(first).ok_or_else(|| {
        format!("“{first}” is not an option: 1, 2, 3, or U1, U2, U3 for your U-turn")
    })?;
    let mut labels: Vec<String> = rest.iter().map(|w| w.to_ascii_uppercase()).collect();
    // Form B: an anchor and an orientation r0–r5, turned into form A with the option's tile.
    if let [anchor, turn] = labels.as_slice() {
        if let Some(k) = turn.strip_prefix('R').and_then(|k| k.parse::<usize>().ok()) {
            if k > 5 {
                return Err(format!("{turn} is not an orientation: r0 to r5"));
            }
            let board = game.board(seat).ok_or("you have no country yet")?;
            let (_, tile) = game
                .option(seat, opt)
                .ok_or_else(|| format!("there is no option {opt} now"))?;
            let country = board.country.country();
            let anchor = country
                .cell(anchor)
                .ok_or_else(|| format!("{} has no cell {anchor}", country.id.name()))?;
            let cells = board.cells_of(tile, anchor, k).ok_or_else(|| {
                format!(
                    "{} turned r{k} from {} leaves the country",
                    tile.describe(),
                    country.labels[anchor]
                )
            })?;
            labels = cells.iter().map(|&c| board.label(c).to_owned()).collect();
        }
    }
    if labels.is_empty() || labels.len() > 3 {
        return Err("after the option, name the cells the tile goes on, e.g. `2 E3 E4 E5`".into());
    }
    Ok(Move::Take { seat, opt, labels })
}
