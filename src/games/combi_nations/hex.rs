//! Pointy-top hexagons in doubled-width coordinates (combi-nations.md §2.1): a cell is
//! `(row, col)` with `row + col` even. Small enough to write here rather than take a crate:
//! the reference defines distance and rotation by these very formulas.

/// A cell, or an offset between two cells: `(row, col)`.
pub type Cell = (i32, i32);

/// The six neighbours' offsets, clockwise on the picture from the east: E, SE, SW, W, NW, NE.
pub const DIRECTIONS: [Cell; 6] = [(0, 2), (1, 1), (1, -1), (0, -2), (-1, -1), (-1, 1)];

pub fn add(a: Cell, b: Cell) -> Cell {
    (a.0 + b.0, a.1 + b.1)
}

/// Steps from neighbour to neighbour, ignoring any country's shape.
pub fn distance(a: Cell, b: Cell) -> i32 {
    let dr = (a.0 - b.0).abs();
    let dc = (a.1 - b.1).abs();
    dr + ((dc - dr) / 2).max(0)
}

/// An offset turned 60° clockwise: E to SE, SE to SW, and so on.
pub fn rotate((dr, dc): Cell) -> Cell {
    ((dr + dc) / 2, (dc - 3 * dr) / 2)
}

/// An offset turned `k` × 60° clockwise.
pub fn rotate_by(mut offset: Cell, k: usize) -> Cell {
    for _ in 0..k % 6 {
        offset = rotate(offset);
    }
    offset
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rotation_goes_round_the_six_directions() {
        for (i, &d) in DIRECTIONS.iter().enumerate() {
            assert_eq!(rotate(d), DIRECTIONS[(i + 1) % 6]);
            assert_eq!(distance((0, 0), d), 1);
        }
        // The table of §2.4: a bend turned once.
        assert_eq!(rotate((1, 3)), (2, 0));
        assert_eq!(distance((0, 0), (0, 6)), 3);
        assert_eq!(distance((0, 0), (2, 2)), 2);
    }
}
