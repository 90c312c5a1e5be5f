//! The legal moves of a seat now, typed: what autocomplete lists and what random players and
//! computer players choose from. Every move listed is accepted by [`Game::apply`] (the
//! tests check it over random games); a turn is listed step by step, each step a message
//! of its own.

use super::data::{self, areas_of, Area, Colour, Privilege};
use super::state::{Building, Game, Kind, Pending, Phase, Seat};
use super::text::{Move, Step};

impl Game {
    /// Every legal move of `seat` now (none when it is not to act).
    pub fn legal_moves(&self, seat: Seat) -> Vec<Move> {
        if self.to_act() != Some(seat) || self.resigned[seat] {
            return Vec::new();
        }
        match &self.phase {
            Phase::Islands => self
                .free_islands()
                .into_iter()
                .map(|island| Move::Island { seat, island })
                .collect(),
            Phase::Turn => self
                .legal_steps(seat)
                .into_iter()
                .map(|s| Move::Turn {
                    seat,
                    steps: vec![s],
                })
                .collect(),
            Phase::Arrival(p) => self.legal_decisions(p),
            Phase::Over => Vec::new(),
        }
    }

    /// The steps `seat` may take next in its turn: action 1 or action 2, and conversions.
    pub fn legal_steps(&self, seat: Seat) -> Vec<Step> {
        let mut steps = Vec::new();
        if self.phase != Phase::Turn || self.actor != seat {
            return steps;
        }
        if !self.turn.acted {
            steps.push(Step::Draw);
            steps.extend(self.builds(seat));
        } else if !self.turn.shipped {
            let mut hand = self.hands[seat].clone();
            hand.sort_unstable();
            steps.extend(hand.into_iter().map(|card| Step::Ship { card }));
        }
        steps.extend(self.conversions(seat));
        steps
    }

    /// The houses `seat` may build now: each settler in hand on each legal area.
    pub fn builds(&self, seat: Seat) -> Vec<Step> {
        let mut out = Vec::new();
        if self.turn.forced || self.must_draw(seat) {
            return out;
        }
        let board = self.board(seat).expect("an island");
        let anywhere = self.holds(seat, Privilege::BuildAnywhere);
        let mut hand = self.hands[seat].clone();
        hand.sort_unstable();
        for card in hand {
            let Some(s) = data::settler(card) else {
                continue;
            };
            let legal = if anywhere {
                board.empty()
            } else {
                board.legal(s)
            };
            let colour = self.substitute(Kind::House, s.colour);
            out.extend(areas_of(legal).map(|area| Step::Build { card, area, colour }));
        }
        out
    }

    /// `Some(first colour in stock)` when `wanted` is out of stock (the default of §10.3),
    /// `None` when it is in stock.
    fn substitute(&self, kind: Kind, wanted: Colour) -> Option<Colour> {
        if self.supply[kind as usize][wanted.index()] > 0 {
            None
        } else {
            self.first_in_stock(kind)
        }
    }

    /// The palaces and towns `seat` may make now, each on one of its own houses.
    pub fn conversions(&self, seat: Seat) -> Vec<Step> {
        let mut out = Vec::new();
        if self.phase != Phase::Turn || self.actor != seat {
            return out;
        }
        let board = self.board(seat).expect("an island");
        let houses: Vec<(Area, Colour)> = areas_of(board.houses)
            .map(|a| {
                let Some(Building { colour, .. }) = board.at(a) else {
                    unreachable!("a house")
                };
                (a, colour)
            })
            .collect();
        let mixed = self.holds(seat, Privilege::MixedPalace);
        let palaces = self.first_in_stock(Kind::Palace).is_some();
        let towns = self.first_in_stock(Kind::Town).is_some();
        for (i, &(a, ca)) in houses.iter().enumerate() {
            for (j, &(b, cb)) in houses.iter().enumerate().skip(i + 1) {
                if palaces && (ca == cb || mixed) {
                    for (on, colour) in [(a, ca), (b, cb)] {
                        out.push(Step::Palace {
                            houses: [a, b],
                            on,
                            colour: self.substitute(Kind::Palace, colour),
                        });
                        if ca == cb {
                            break;
                        }
                    }
                }
                if !towns || ca != cb {
                    continue;
                }
                for &(c, cc) in houses.iter().skip(j + 1) {
                    if cc == ca {
                        out.push(Step::Town {
                            houses: [a, b, c],
                            on: a,
                            colour: self.substitute(Kind::Town, ca),
                        });
                    }
                }
            }
        }
        out
    }

    fn legal_decisions(&self, pending: &Pending) -> Vec<Move> {
        match *pending {
            Pending::Area {
                seat,
                card,
                legal,
                colour,
            } => {
                let colours: Vec<Option<Colour>> = if colour {
                    Colour::ALL
                        .into_iter()
                        .filter(|c| self.supply[Kind::House as usize][c.index()] > 0)
                        .map(Some)
                        .collect()
                } else {
                    let s = data::settler(card).expect("a settler");
                    vec![self.substitute(Kind::House, s.colour)]
                };
                areas_of(legal)
                    .flat_map(|a| {
                        colours.iter().map(move |&colour| Move::At {
                            seat,
                            area: Some(a),
                            colour,
                        })
                    })
                    .collect()
            }
            Pending::Lose { seat, .. } => areas_of(self.board(seat).expect("an island").houses)
                .map(|area| Move::Lose { seat, area })
                .collect(),
            Pending::Divert { seat, .. } => (0..self.players())
                .filter(|&s| s != seat)
                .map(|to| Move::Divert { seat, to })
                .collect(),
        }
    }
}
