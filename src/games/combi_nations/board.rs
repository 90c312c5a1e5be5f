//! A player's country as it fills: the tiles placed, where a tile may go (combi-nations.md
//! §5), and the shapes' places worked out once per country.

use super::data::{Content, CountryId, Land, Stack, TileId};

/// A tile placed in a country.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Placed {
    pub tile: TileId,
    /// The cells of tile cells 1, 2, 3.
    pub cells: Vec<usize>,
}

/// A player's country as it grows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    pub country: CountryId,
    /// `None`: sand.
    pub cells: Vec<Option<Content>>,
    /// Which piece each cell's content came on: 0 sand, 1–4 a starting space, 100 + i the
    /// i-th placed tile. Two cells are "on another tile" when these differ (§7.1).
    pub piece: Vec<u16>,
    pub placed: Vec<Placed>,
}

impl Board {
    pub fn new(country: CountryId) -> Board {
        let c = country.country();
        let mut cells = vec![None; c.len()];
        let mut piece = vec![0; c.len()];
        for (i, &(cell, land)) in c.starts.iter().enumerate() {
            cells[cell] = Some(Content::Land(land));
            piece[cell] = 1 + i as u16;
        }
        Board {
            country,
            cells,
            piece,
            placed: Vec::new(),
        }
    }

    pub fn sand(&self) -> usize {
        self.cells.iter().filter(|c| c.is_none()).count()
    }

    pub fn label(&self, cell: usize) -> &'static str {
        &self.country.country().labels[cell]
    }

    /// The cells `tile` would cover placed with cell 1 on `anchor`, turned `turn` × 60°
    /// clockwise; `None` if a cell falls outside the country.
    pub fn cells_of(&self, tile: TileId, anchor: usize, turn: usize) -> Option<Vec<usize>> {
        self.country
            .country()
            .shape_at(tile.stack(), anchor, turn)
            .map(<[usize]>::to_vec)
    }

    /// Whether covering `cells` is legal (§5.1): all sand, one of them next to land or a
    /// facility.
    pub fn is_legal(&self, cells: &[usize]) -> bool {
        let country = self.country.country();
        cells.iter().all(|&c| self.cells[c].is_none())
            && cells.iter().any(|&c| {
                country.neighbours[c]
                    .iter()
                    .flatten()
                    .any(|&n| self.cells[n].is_some())
            })
    }

    /// The distinct legal placements of `tile`, in the reference's order (anchors in label
    /// order, then orientations r0–r5): each as its cells in tile-cell order. Two
    /// placements giving the same cells the same contents are one.
    pub fn legal_placements(&self, tile: TileId) -> Vec<Vec<usize>> {
        let n = tile.stack().cells();
        self.placements(tile)
            .iter()
            .map(|cells| cells[..n].to_vec())
            .collect()
    }

    /// [`Board::legal_placements`], each placement's cells held in an array (the shape's
    /// cell count of them), without allocating one list per placement.
    pub fn placements(&self, tile: TileId) -> Vec<[usize; 3]> {
        let stack = tile.stack();
        let country = self.country.country();
        let contents = tile.contents();
        // Cells past the shape's are the same filler in every key.
        let key = |cells: &[usize]| {
            let mut key = [(usize::MAX, Content::Land(Land::Forest)); 3];
            for (k, (&c, &content)) in key.iter_mut().zip(cells.iter().zip(contents)) {
                *k = (c, content);
            }
            key.sort_by_key(|&(c, _)| c);
            key
        };
        let mut out = Vec::new();
        self.each_legal(stack, |anchor, turn, cells, mask| {
            // A placement met before with the same cells is anchored on one of them, on an
            // earlier anchor or earlier in this one's turns: only those can repeat this one.
            // The same cells are rare (a shape turned onto itself): the contents are
            // compared only then.
            let repeated = cells.iter().any(|&a| {
                let turns = if a == anchor { turn } else { 6 };
                a <= anchor
                    && (0..turns).any(|t| {
                        country.shape_mask(stack, a, t) == mask
                            && country
                                .shape_at(stack, a, t)
                                .is_some_and(|other| key(other) == key(cells))
                    })
            });
            if !repeated {
                let mut placed = [0; 3];
                placed[..cells.len()].copy_from_slice(cells);
                out.push(placed);
            }
            false
        });
        out
    }

    /// Calls `found` with the anchor, turn, cells and mask of cells of each legal
    /// placement of a tile of `stack`, in the reference's order (anchors in label order,
    /// then orientations r0–r5), until it returns true; whether it did.
    fn each_legal(
        &self,
        stack: Stack,
        mut found: impl FnMut(usize, usize, &[usize], u128) -> bool,
    ) -> bool {
        let country = self.country.country();
        // The sand cells, and the cells next to land or a facility (§5.1), as masks.
        let mut sand = 0u128;
        let mut near = 0u128;
        for (c, content) in self.cells.iter().enumerate() {
            match content {
                None => sand |= 1 << c,
                Some(_) => near |= country.neighbour_mask(c),
            }
        }
        // Anchors are sand: only the sand cells' bits are visited, in label order.
        let mut anchors = sand;
        std::iter::from_fn(|| {
            (anchors != 0).then(|| {
                let anchor = anchors.trailing_zeros() as usize;
                anchors &= anchors - 1;
                anchor
            })
        })
        .any(|anchor| {
            (0..6).any(|turn| {
                let mask = country.shape_mask(stack, anchor, turn);
                mask != 0
                    && mask & !sand == 0
                    && mask & near != 0
                    && country
                        .shape_at(stack, anchor, turn)
                        .is_some_and(|cells| found(anchor, turn, cells, mask))
            })
        })
    }

    /// Whether `tile` has any legal placement: [`Board::legal_placements`] without the list
    /// (and without allocating: it is asked for every tile of every scan).
    pub fn fits(&self, tile: TileId) -> bool {
        self.fits_shape(tile.stack())
    }

    /// Whether a tile of `stack` has any legal placement: only a tile's shape decides it,
    /// not what it holds (§5.1).
    pub fn fits_shape(&self, stack: Stack) -> bool {
        self.each_legal(stack, |_, _, _, _| true)
    }

    /// The orientation in which `tile`'s cells land on `cells` (tile-cell order), if any.
    pub fn orientation(&self, tile: TileId, cells: &[usize]) -> Option<usize> {
        if cells.len() != tile.stack().cells() {
            return None;
        }
        let country = self.country.country();
        (0..6).find(|&turn| country.shape_at(tile.stack(), cells[0], turn) == Some(cells))
    }

    /// Puts `tile` on `cells` (tile-cell order), unchecked: [`super::state::Game::apply`] checks moves.
    pub fn place(&mut self, tile: TileId, cells: &[usize]) {
        let piece = 100 + self.placed.len() as u16;
        for (&cell, &content) in cells.iter().zip(tile.contents()) {
            self.cells[cell] = Some(content);
            self.piece[cell] = piece;
        }
        self.placed.push(Placed {
            tile,
            cells: cells.to_vec(),
        });
    }
}

/// Which shapes fit a board, each worked out when first asked: a scan asks of every
/// tile in the market, and only five shapes can answer.
pub(super) struct Fits<'a> {
    board: &'a Board,
    known: [Option<bool>; 5],
}

impl<'a> Fits<'a> {
    pub(super) fn new(board: &'a Board) -> Fits<'a> {
        Fits {
            board,
            known: [None; 5],
        }
    }

    pub(super) fn tile(&mut self, tile: TileId) -> bool {
        let stack = tile.stack();
        *self.known[stack.index()].get_or_insert_with(|| self.board.fits_shape(stack))
    }
}
