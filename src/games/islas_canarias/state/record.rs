//! The public record of the last ship's arrival (islas-canarias.md §10.2): its revealed cards
//! in the order they were turned over, where each settler went and the counts `n(p)` that
//! decided it, and what each pirate did. It is what a picture of the arrival draws, after
//! it and while it waits for a decision; it holds only what the table saw, so a revealed
//! card never says who shipped it and the held-back card is not in it.

use super::*;

/// One ship's arrival, as the table saw it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Arrival {
    /// The round whose ship this is.
    pub round: usize,
    /// The revealed cards, in the order they were turned over.
    pub revealed: Vec<Revealed>,
}

/// A revealed card and what it did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Revealed {
    pub card: u8,
    pub fate: Fate,
}

/// What a revealed card did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fate {
    Settler {
        /// The island it chose; `None`: it built nowhere (§5.2 step 3).
        to: Option<Seat>,
        /// For each priority looked at, in the card's order, the candidates' counts
        /// `n(p)` at that point: `(seat, n)`.
        counts: Vec<(data::Priority, Vec<(Seat, u32)>)>,
        /// The `ties` privilege decided among equal candidates (§8.3).
        by_ties: bool,
        /// Where its house went and its colour, once built; `None` while its owner
        /// decides, or when no house was left in the supply.
        built: Option<(data::Area, Colour)>,
        /// No house was left in the supply: it built nothing.
        no_house: bool,
    },
    Pirate {
        /// The victims before the shield's diversion.
        victims: Vec<Seat>,
        /// The shield's holder and the seat it diverted the attack to.
        diverted: Option<(Seat, Seat)>,
        /// Each loss in order: the seat and the house it lost (`None`: it had none).
        lost: Vec<(Seat, Option<(data::Area, Colour)>)>,
    },
}

/// The candidates' seats beside the counts of [`Game::choose_for`], which lists only the
/// counts of the candidates left at each priority: the same narrowing replayed (§5.2).
pub(super) fn with_seats(
    players: usize,
    counts: &[(data::Priority, Vec<u32>)],
) -> Vec<(data::Priority, Vec<(Seat, u32)>)> {
    let mut candidates: Vec<Seat> = (0..players).collect();
    let mut out = Vec::new();
    for (p, ns) in counts {
        let pairs: Vec<(Seat, u32)> = candidates.iter().copied().zip(ns.iter().copied()).collect();
        let m = ns.iter().copied().max().unwrap_or(0);
        if m > 0 {
            candidates = pairs
                .iter()
                .filter(|&&(_, n)| n == m)
                .map(|&(s, _)| s)
                .collect();
        }
        out.push((*p, pairs));
    }
    out
}

impl Game {
    /// The record of the card being resolved (the last one revealed).
    pub(super) fn record_last(&mut self) -> Option<&mut Fate> {
        self.state
            .arrival
            .as_mut()
            .and_then(|a| a.revealed.last_mut())
            .map(|r| &mut r.fate)
    }

    /// Records a revealed card.
    pub(super) fn record(&mut self, card: u8, fate: Fate) {
        if let Some(a) = self.state.arrival.as_mut() {
            a.revealed.push(Revealed { card, fate });
        }
    }
}
