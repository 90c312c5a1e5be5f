//! One's own turn's actions (islas-canarias.md §4): drawing (and the deck's reshuffles and
//! the order chance gives any cards), building a house, the ship card, palaces and towns,
//! and the colour of a piece when its own is out of stock.

use super::*;
use crate::words::list;

impl Game {
    pub(super) fn draw_action(&mut self, seat: Seat, events: &mut Told) -> Result<(), Refused> {
        if self.turn.acted {
            return refuse(msg!("islas-canarias-action-1-taken"));
        }
        let n = if self.holds(seat, Privilege::Draw5) {
            5
        } else {
            3
        };
        let got = self.draw(seat, n, events)?;
        events.push(|| Event::Seat(seat, msg!("islas-canarias-drew", n = got.len())));
        events.push(|| {
            Event::Private(
                seat,
                msg!("islas-canarias-you-drew", cards = cards_msg(&got)),
            )
        });
        self.after_action_1(seat, events)
    }

    /// The `extra_card` privilege, checked right after action 1 (C8, C27).
    pub(super) fn after_action_1(&mut self, seat: Seat, events: &mut Told) -> Result<(), Refused> {
        self.state.turn.acted = true;
        if self.holds(seat, Privilege::ExtraCard) {
            let got = self.draw(seat, 1, events)?;
            if !got.is_empty() {
                events.push(|| {
                    Event::Seat(
                        seat,
                        msg!(
                            "islas-canarias-extra-card-taken",
                            privilege = Privilege::ExtraCard.words()
                        ),
                    )
                });
                events.push(|| {
                    Event::Private(
                        seat,
                        msg!("islas-canarias-extra-card", cards = cards_msg(&got)),
                    )
                });
            }
        }
        Ok(())
    }

    /// Draws up to `n` cards into a hand, reshuffling the discard pile when the deck is empty
    /// (§4.7, C11).
    pub(super) fn draw(
        &mut self,
        seat: Seat,
        n: usize,
        events: &mut Told,
    ) -> Result<Vec<u8>, Refused> {
        let mut got = Vec::new();
        for _ in 0..n {
            if self.deck.is_empty() {
                if self.discard.is_empty() {
                    break;
                }
                self.reshuffle()?;
                events.push(|| Event::Table(msg!("islas-canarias-deck-ran-out")));
            }
            let card = self.state.deck.pop().expect("a card");
            self.state.hands[seat].push(card);
            got.push(card);
        }
        Ok(got)
    }

    pub(super) fn reshuffle(&mut self) -> Result<(), Refused> {
        let pile = std::mem::take(&mut self.state.discard);
        let deck = self.order(pile, Outcome::Reshuffle)?;
        self.state.deck = deck.into_iter().rev().collect();
        Ok(())
    }

    /// The order chance gives `cards` (§11.1): shuffled from the seed, or the script's next
    /// entry of this kind, which must be a permutation of them. Recorded in `drawn`.
    pub(super) fn order(&mut self, cards: Vec<u8>, outcome: Outcome) -> Result<Vec<u8>, Refused> {
        let ship = outcome == Outcome::Ship;
        let k = if ship { self.used.1 } else { self.used.0 };
        let order = match &mut self.state.chance {
            Chance::Seeded(rng) => {
                let mut order = cards;
                rng.shuffle(&mut order);
                order
            }
            Chance::Given(given) => {
                let (list, field, what) = if ship {
                    (&given.ships, "ships", "ship's cards")
                } else {
                    (&given.reshuffles, "reshuffles", "discard pile")
                };
                let Some(order) = list.get(k) else {
                    return Err(Refused::Chance(BadData(format!(
                        "chance.{field}: entry {k} is needed but not given"
                    ))));
                };
                if !is_permutation(order, &cards) {
                    return Err(Refused::Chance(BadData(format!(
                        "chance.{field}[{k}]: not a permutation of the {what} {cards:?}"
                    ))));
                }
                order.clone()
            }
        };
        if ship {
            self.state.used.1 += 1;
            self.state.drawn.ships.push(order.clone());
        } else {
            self.state.used.0 += 1;
            self.state.drawn.reshuffles.push(order.clone());
        }
        Ok(order)
    }

    pub(super) fn build_action(
        &mut self,
        seat: Seat,
        card: u8,
        area: data::Area,
        colour: Option<Colour>,
        events: &mut Told,
    ) -> Result<(), Refused> {
        if self.turn.acted {
            return refuse(msg!("islas-canarias-action-1-taken"));
        }
        if !self.hands[seat].contains(&card) {
            return refuse(msg!("islas-canarias-not-in-hand", card));
        }
        let Some(settler) = data::settler(card) else {
            return refuse(msg!("islas-canarias-pirate-never-builds"));
        };
        if self.turn.forced {
            return refuse(msg!("islas-canarias-forced-draw"));
        }
        if self.must_draw(seat) {
            return refuse(msg!("islas-canarias-must-draw"));
        }
        let board = self.board(seat).expect("an island");
        let legal = if self.holds(seat, Privilege::BuildAnywhere) {
            board.empty()
        } else {
            board.legal(settler)
        };
        if legal & area.bit() == 0 {
            return refuse(not_legal(area, card, settler, legal));
        }
        let colour = self.piece_colour(Kind::House, settler.colour, colour)?;
        self.state.hands[seat].retain(|&c| c != card);
        self.state.discard.push(card);
        self.put(seat, area, Kind::House, colour, events);
        events.push(|| {
            Event::Seat(
                seat,
                msg!(
                    "islas-canarias-built",
                    card,
                    settler = settler.name.as_str(),
                    area = area.label(),
                    colour = colour.msg(),
                    points = self.board(seat).expect("an island").points(colour),
                    total = self.score(seat)
                ),
            )
        });
        self.privilege_check(events);
        self.after_action_1(seat, events)
    }

    /// The colour of a piece to place: `wanted` if in stock (then `given` must be absent),
    /// else the builder's choice among the colours in stock (4.6, C10).
    pub(super) fn piece_colour(
        &self,
        kind: Kind,
        wanted: Colour,
        given: Option<Colour>,
    ) -> Result<Colour, Refused> {
        let stock = &self.supply[kind as usize];
        let (colour, kind) = (wanted.msg(), kind.name());
        if stock[wanted.index()] > 0 {
            return match given {
                Some(_) => refuse(msg!("islas-canarias-in-stock", colour, kind)),
                None => Ok(wanted),
            };
        }
        let in_stock: Vec<Colour> = Colour::ALL
            .into_iter()
            .filter(|c| stock[c.index()] > 0)
            .collect();
        match (given, in_stock.as_slice()) {
            (_, []) => refuse(msg!("islas-canarias-supply-has-none", kind)),
            (None, [only]) => Ok(*only),
            (None, _) => refuse(msg!(
                "islas-canarias-say-which-colour",
                colour,
                kind,
                colours = list(in_stock.iter().map(|c| c.msg()))
            )),
            (Some(c), _) if in_stock.contains(&c) => Ok(c),
            (Some(c), _) => refuse(msg!("islas-canarias-none-either", colour = c.msg(), kind)),
        }
    }

    /// The first colour in canonical order with a piece of this kind in the supply.
    pub fn first_in_stock(&self, kind: Kind) -> Option<Colour> {
        Colour::ALL
            .into_iter()
            .find(|c| self.supply[kind as usize][c.index()] > 0)
    }

    pub(super) fn put(
        &mut self,
        seat: Seat,
        area: data::Area,
        kind: Kind,
        colour: Colour,
        _: &mut Told,
    ) {
        self.state.supply[kind as usize][colour.index()] -= 1;
        self.state.boards[seat]
            .as_mut()
            .expect("an island")
            .place(area, Building { kind, colour });
    }

    pub(super) fn ship_card(
        &mut self,
        seat: Seat,
        card: u8,
        events: &mut Told,
    ) -> Result<(), Refused> {
        if !self.turn.acted {
            return refuse(msg!("islas-canarias-action-1-first"));
        }
        if self.turn.shipped {
            return refuse(msg!("islas-canarias-shipped-already"));
        }
        if !self.hands[seat].contains(&card) {
            return refuse(msg!("islas-canarias-not-in-hand", card));
        }
        self.state.hands[seat].retain(|&c| c != card);
        self.state.ship.push(card);
        self.state.shipped_by[usize::from(card)] = seat as u8 + 1;
        self.state.turn.shipped = true;
        events.push(|| Event::Seat(seat, msg!("islas-canarias-shipped")));
        events.push(|| {
            Event::Private(
                seat,
                msg!("islas-canarias-you-shipped", card = data::card_msg(card)),
            )
        });
        Ok(())
    }

    /// A palace or a town (§4.5).
    pub(super) fn convert(
        &mut self,
        seat: Seat,
        step: &Step,
        events: &mut Told,
    ) -> Result<(), Refused> {
        let (kind, houses, on, given): (Kind, &[data::Area], data::Area, Option<Colour>) =
            match step {
                Step::Palace { houses, on, colour } => (Kind::Palace, houses, *on, *colour),
                Step::Town { houses, on, colour } => (Kind::Town, houses, *on, *colour),
                _ => unreachable!("a conversion"),
            };
        let board = self.board(seat).expect("an island");
        let mut colours = Vec::new();
        for (i, &a) in houses.iter().enumerate() {
            if houses[..i].contains(&a) {
                return refuse(msg!("islas-canarias-named-twice", area = a.label()));
            }
            match board.at(a) {
                Some(Building {
                    kind: Kind::House,
                    colour,
                }) => colours.push(colour),
                _ => return refuse(no_house_there(a)),
            }
        }
        let mixed = colours.iter().any(|&c| c != colours[0]);
        if mixed && (kind == Kind::Town || !self.holds(seat, Privilege::MixedPalace)) {
            return refuse(if kind == Kind::Palace {
                msg!(
                    "islas-canarias-palace-of-one-colour",
                    privilege = Privilege::MixedPalace.words()
                )
            } else {
                msg!("islas-canarias-town-of-one-colour")
            });
        }
        let anywhere = self.holds(seat, Privilege::BuildAnywhere);
        let named = houses.iter().position(|&a| a == on);
        if named.is_none() {
            let free_after = board.empty() & board.data().areas;
            if !anywhere {
                return refuse(msg!(
                    "islas-canarias-on-a-house-named",
                    houses = houses
                        .iter()
                        .map(|a| a.label())
                        .collect::<Vec<_>>()
                        .join(" ")
                ));
            }
            if free_after & on.bit() == 0 {
                return refuse(msg!("islas-canarias-not-an-empty-area", area = on.label()));
            }
        }
        let wanted = colours[named.unwrap_or(0)];
        let colour = self.piece_colour(kind, wanted, given)?;
        let board = self.state.boards[seat].as_mut().expect("an island");
        for &a in houses {
            let b = board.remove(a);
            self.state.supply[Kind::House as usize][b.colour.index()] += 1;
        }
        self.put(seat, on, kind, colour, events);
        events.push(|| {
            Event::Seat(
                seat,
                msg!(
                    "islas-canarias-made",
                    colour = colour.msg(),
                    kind = kind.name(),
                    area = on.label(),
                    houses = houses
                        .iter()
                        .map(|a| a.label())
                        .collect::<Vec<_>>()
                        .join(" "),
                    total = self.score(seat)
                ),
            )
        });
        self.privilege_check(events);
        Ok(())
    }
}
