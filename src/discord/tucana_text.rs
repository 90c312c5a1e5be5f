//! Trails of Tucana's own wording: its options, what a trail gains, an autocomplete line
//! for a trail. The only file of the adapter outside the commands that knows the game's
//! types (`crate::game`), so that the rest of the adapter can serve any game. The lead will
//! move it into the game's own folder (`src/games/tucana/`) with the game (issue 13).

use super::limits;
use crate::game::{Direction, EdgeId, Gain, Game, Map, Options, Sheet, Sight};

/// The island and set-up options, in words: "Isla Petit · special bonus · random start".
pub fn game_options_text(o: &Options) -> String {
    let mut parts = vec![o.map.map().name.as_str()];
    if o.special_bonus {
        parts.push("special bonus");
    }
    if o.random_start {
        parts.push("random start");
    }
    if o.direction == Direction::CounterClockwise {
        parts.push("counter-clockwise");
    }
    if o.symmetric {
        parts.push("symmetric");
    }
    parts.join(" · ")
}

/// What a trail gains, in words: "+3 · connects toucan to village 2". `after` is
/// the player's sheet with the trail drawn.
pub fn gain_text(map: &Map, after: &Sheet, gain: &Gain) -> String {
    let mut parts = Vec::new();
    let points = gain.sight_points + gain.pair_points;
    if points > 0 {
        parts.push(format!("+{points}"));
    }
    let mut villages = 0u16;
    let sights: Vec<&str> = map
        .sights
        .iter()
        .enumerate()
        .filter(|(i, _)| gain.sights & (1 << i) != 0)
        .map(|(_, (space, sight))| {
            villages |= after.villages_of(*space);
            sight_name(*sight)
        })
        .collect();
    if !sights.is_empty() {
        parts.push(format!(
            "connects {} to {}",
            sights.join(", "),
            villages_text(villages)
        ));
    }
    let pairs = gain.pairs.count_ones();
    if pairs > 0 {
        parts.push(format!(
            "links {pairs} village pair{}",
            if pairs == 1 { "" } else { "s" }
        ));
    }
    if gain.bonus_trails > 0 {
        parts.push(format!(
            "earns {} bonus trail{}",
            gain.bonus_trails,
            if gain.bonus_trails == 1 { "" } else { "s" }
        ));
    }
    parts.join(" · ")
}

/// "village 2", "villages 2 and 5", "villages 1, 2 and 5" (bit `v - 1` for village `v`).
fn villages_text(villages: u16) -> String {
    let numbers: Vec<String> = (1..=16u16)
        .filter(|v| villages & (1 << (v - 1)) != 0)
        .map(|v| v.to_string())
        .collect();
    match numbers.as_slice() {
        [] => "a village".to_owned(),
        [one] => format!("village {one}"),
        [rest @ .., last] => format!("villages {} and {last}", rest.join(", ")),
    }
}

fn sight_name(sight: Sight) -> &'static str {
    sight.name()
}

/// An autocomplete line for a trail: `C3-D4 · forest–desert · +2 · connects ...`.
pub fn trail_line(game: &Game, seat: usize, edge: EdgeId) -> (String, u32) {
    let map = game.map();
    let (a, b) = map.edge(edge);
    let terrain = format!("{}–{}", map.space(a).terrain, map.space(b).terrain);
    let mut line = format!("{} · {terrain}", map.edge_label(edge));
    let mut value = 0;
    if let Ok(gain) = game.preview(seat, edge) {
        value = gain.sight_points + gain.pair_points + 3 * u32::from(gain.bonus_trails);
        let mut after = game.sheet(seat).clone();
        after.draw(map, edge);
        let text = gain_text(map, &after, &gain);
        if !text.is_empty() {
            line.push_str(" · ");
            line.push_str(&text);
        }
    }
    (limits::truncate(&line, limits::CHOICE), value)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::MapId;

    #[test]
    fn villages_are_named_by_number() {
        assert_eq!(villages_text(0b10), "village 2");
        assert_eq!(villages_text(0b1_0010), "villages 2 and 5");
        assert_eq!(villages_text(0b1_0011), "villages 1, 2 and 5");
    }

    /// Every trail that connects a sight names the villages it reaches, and
    /// those are the villages of the sight's network once drawn.
    #[test]
    fn trail_lines_name_the_village_a_sight_reaches() {
        let mut seen = 0;
        for seed in 1..6 {
            let game = crate::render::demo_game(MapId::Petit, 3, 4, seed);
            let map = game.map();
            for seat in 0..game.players() {
                for edge in game.legal_trails(seat).iter() {
                    let gain = game.preview(seat, edge).unwrap();
                    let (line, _) = trail_line(&game, seat, edge);
                    if gain.sights == 0 {
                        assert!(!line.contains("connects"), "{line}");
                        continue;
                    }
                    let mut after = game.sheet(seat).clone();
                    after.draw(map, edge);
                    let (a, _) = map.edge(edge);
                    let expected = villages_text(after.villages_of(a));
                    assert!(expected.starts_with("village"), "{expected}");
                    assert!(line.contains(&format!(" to {expected}")), "{line}");
                    seen += 1;
                }
            }
        }
        assert!(seen > 0, "no trail connected a sight");
    }
}
