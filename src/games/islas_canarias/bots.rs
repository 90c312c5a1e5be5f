//! Islas Canarias' computer players: the hooks of the core's search ([`Searchable`]) for the
//! engine. The search itself is the core's (`crate::game::search`); this file says what a
//! seat may do, what it cannot know, and what a move is roughly worth at a glance.
//!
//! **The moves it weighs** are the game's own, one step at a time, as the engine lists them
//! ([`Game::legal_moves`]): an island at set-up; in a turn, action 1 (`draw`, or a settler
//! built on one of its legal areas), then the ship card, with every palace and town the seat
//! may make before each of them; on a ship's arrival, the owner's area (and colour), the
//! victim's house and the shield's diversion. A turn is searched as its steps, not as whole
//! turns: after a draw the ship card is chosen from cards the seat has not seen yet (in each
//! world, from that world's deck), which a whole turn chosen in advance could not do, and
//! the branching stays a few dozen moves a step (a whole turn would be every build times
//! every card left to ship). Conversions are offered before action 1 and before the ship
//! card, not after it: made after the ship card they change nothing a conversion before it
//! would not, since nothing happens in between.
//!
//! **What a seat cannot know** (islas-canarias.md §10.2): the deck's order, the other seats'
//! hands (their sizes are public), the cards on the ship that others put on, the held-back
//! card, and on an arrival the order of the cards still to be revealed. [`Game`]'s
//! determinize deals those afresh from the cards the seat has not seen (every island and the
//! discard pile are public), keeping the seat's own hand and the cards it put on the ship
//! itself; later reshuffles and ship orders come from a generator of the world's own.

use super::data::{self, Area, Card, Colour, IslandId, Privilege};
use super::play::note;
use super::state::{Building, Chance, Drawn, Game, Kind, Phase, Seat};
use super::text::{Move, Step};
use crate::game::rng::Rng;
use crate::game::search::{mostly_best, Searchable};
use crate::game::Level;
use crate::words::{msg, Msg};

/// A move the search weighs: one step of the game, with its worth at a glance (the prior)
/// worked out when the moves were listed. Two moves are the same move whatever their
/// priors (the search matches moves across worlds).
#[derive(Clone, Debug)]
pub struct Choice {
    pub act: Act,
    prior: f64,
}

impl PartialEq for Choice {
    fn eq(&self, other: &Choice) -> bool {
        self.act == other.act
    }
}

/// One step of one seat, without the allocation of a whole [`Move`] (the search lists and
/// compares many thousands of them).
#[derive(Clone, Debug, PartialEq)]
pub enum Act {
    Island(IslandId),
    /// A turn's step, alone in its message.
    Step(Step),
    /// An arriving settler's area, and its colour when its own is out of stock.
    At(Area, Option<Colour>),
    Lose(Area),
    Divert(Seat),
}

impl Act {
    /// The game's move for `seat`.
    pub fn to_move(&self, seat: Seat) -> Move {
        match self {
            Act::Island(island) => Move::Island {
                seat,
                island: *island,
            },
            Act::Step(step) => Move::Turn {
                seat,
                steps: vec![step.clone()],
            },
            Act::At(area, colour) => Move::At {
                seat,
                area: Some(*area),
                colour: *colour,
            },
            Act::Lose(area) => Move::Lose { seat, area: *area },
            Act::Divert(to) => Move::Divert { seat, to: *to },
        }
    }

    fn of(mv: Move) -> Option<Act> {
        Some(match mv {
            Move::Island { island, .. } => Act::Island(island),
            Move::Turn { mut steps, .. } if steps.len() == 1 => Act::Step(steps.pop()?),
            Move::At {
                area: Some(area),
                colour,
                ..
            } => Act::At(area, colour),
            Move::Lose { area, .. } => Act::Lose(area),
            Move::Divert { to, .. } => Act::Divert(to),
            _ => return None,
        })
    }
}

/// A typical gap between the winner's score and the next one's, in points
/// ([`Searchable::margin_scale`]).
const MARGIN: f64 = 4.0;

/// The moves the search plays in a millisecond of one core of a release build, playouts cut
/// at [`ROUNDS_PLAYED_OUT`] and worlds dealt included ([`Searchable::moves_per_ms`]).
const MOVES_PER_MS: f64 = 400.0;

/// A playout plays about this many rounds (a turn is two or three steps, an arrival a
/// decision or two) before the estimate values it ([`Searchable::playout_depth`]).
const ROUNDS_PLAYED_OUT: usize = 3;
const STEPS_PER_TURN: usize = 3;

/// A playout plays a move at random once in this many, else the move worth most.
const PLAYOUT_RANDOM_IN: u32 = 4;

/// A privilege's worth in points while the game goes on (it scores nothing at the end,
/// where it only breaks ties: [`TIE`]).
const PRIVILEGE: f64 = 1.5;
/// Each privilege held at the end, in points: only a tie-break (C23).
const TIE: f64 = 0.01;
/// A house made into a palace or a town is safe from pirates.
const SAFE: f64 = 0.25;
/// What a card on the ship is worth against one built now: it lands at the round's end,
/// if it is not held back.
const SHIPPED: f64 = 0.6;

impl Game {
    /// The change of the number of privileges `seat` holds when its points per colour change
    /// by `delta`, as the check after the change would find (§8.1).
    fn privileges_won(&self, seat: Seat, delta: &[i32; 6]) -> f64 {
        let mut won = 0.0;
        for colour in Colour::ALL {
            let d = delta[colour.index()];
            if d == 0 {
                continue;
            }
            let mut points = self.points(colour);
            points[seat] = points[seat].saturating_add_signed(d);
            let before = self.privileges[colour.index()];
            let after = Game::holder_after(before, &points);
            won += f64::from(u8::from(after == Some(seat)))
                - f64::from(u8::from(before == Some(seat)));
        }
        won
    }

    /// Points per colour gained by `seat`'s island when `step` (a build or a conversion) is
    /// played.
    fn step_delta(&self, seat: Seat, step: &Step) -> [i32; 6] {
        let mut delta = [0; 6];
        let Some(board) = self.board(seat) else {
            return delta;
        };
        let mut after = board.clone();
        match step {
            Step::Build { card, area, colour } => {
                let Some(s) = data::settler(*card) else {
                    return delta;
                };
                let colour = colour.unwrap_or(s.colour);
                after.place(
                    *area,
                    Building {
                        kind: Kind::House,
                        colour,
                    },
                );
            }
            Step::Palace { houses, on, colour } => {
                convert(&mut after, houses, *on, *colour, Kind::Palace)
            }
            Step::Town { houses, on, colour } => {
                convert(&mut after, houses, *on, *colour, Kind::Town)
            }
            Step::Draw | Step::Ship { .. } => return delta,
        }
        for c in Colour::ALL {
            delta[c.index()] = after.points(c) as i32 - board.points(c) as i32;
        }
        delta
    }

    /// What a step is worth to `seat` at a glance: the points and privileges it gains now
    /// (and a conversion's houses made safe from pirates); a draw's cards; a ship card's
    /// likely fate at the round's end (a settler that would come to the seat's island, or go
    /// to another; a pirate that would hit the seat or another).
    fn step_prior(&self, seat: Seat, step: &Step) -> f64 {
        match step {
            Step::Draw => {
                let hand = self.hands[seat].len() as f64;
                0.5 + 0.25 * (4.0 - hand).max(0.0)
            }
            Step::Build { .. } => self.gain(seat, step),
            Step::Palace { .. } => self.gain(seat, step) + 2.0 * SAFE,
            Step::Town { .. } => self.gain(seat, step) + 3.0 * SAFE,
            Step::Ship { card } => SHIPPED * self.ship_worth(seat, *card),
        }
    }

    /// Points and privileges gained by a build or a conversion.
    fn gain(&self, seat: Seat, step: &Step) -> f64 {
        let delta = self.step_delta(seat, step);
        f64::from(delta.iter().sum::<i32>()) + PRIVILEGE * self.privileges_won(seat, &delta)
    }

    /// What a card put on the ship is likely to do to `seat`, as the islands stand now.
    fn ship_worth(&self, seat: Seat, card: u8) -> f64 {
        let leader = |s: Seat| {
            (0..self.players())
                .filter(|&o| o != s)
                .all(|o| self.score(o) <= self.score(s))
        };
        match data::card(card) {
            Some(Card::Settler(s)) => match self.choose_for(s).0 {
                Some(to) if to == seat => 1.0,
                Some(to) if leader(to) => -0.6,
                Some(_) => -0.3,
                None => 0.0,
            },
            Some(Card::Pirate(colour)) => {
                let mut victims = self.pirate_victims(colour);
                if let Some(h) = self.holder(Privilege::PirateShield) {
                    if victims.contains(&h) && h != seat {
                        // The holder sends it on, most likely to the leader among the others.
                        victims.retain(|&v| v != h);
                        victims.push(self.default_divert(h));
                    } else {
                        victims.retain(|&v| v != h);
                    }
                }
                victims
                    .iter()
                    .map(|&v| match v {
                        v if v == seat => -1.0,
                        v if leader(v) => 0.6,
                        _ => 0.3,
                    })
                    .sum()
            }
            None => 0.0,
        }
    }

    /// A house lost to a pirate: its point, the privileges it costs, and a little more for a
    /// colour the seat holds several houses of (the palaces and towns still to make).
    fn loss_prior(&self, seat: Seat, area: Area) -> f64 {
        let Some(Building { colour, .. }) = self.board(seat).and_then(|b| b.at(area)) else {
            return 0.0;
        };
        let mut delta = [0; 6];
        delta[colour.index()] = -1;
        let houses = self.board(seat).map_or(0, |b| b.count[colour.index()][0]);
        -1.0 + PRIVILEGE * self.privileges_won(seat, &delta)
            - 0.15 * f64::from(houses.saturating_sub(1).min(2))
    }

    /// An arriving settler's house: the privileges its colour wins (only the colour can
    /// differ between the choices).
    fn area_prior(&self, seat: Seat, colour: Option<Colour>) -> f64 {
        let Phase::Arrival(super::state::Pending::Area { card, .. }) = &self.phase else {
            return 0.0;
        };
        let Some(s) = data::settler(*card) else {
            return 0.0;
        };
        let mut delta = [0; 6];
        delta[colour.unwrap_or(s.colour).index()] = 1;
        PRIVILEGE * self.privileges_won(seat, &delta)
    }

    fn prior_of(&self, seat: Seat, act: &Act) -> f64 {
        match act {
            Act::Island(_) => 0.0,
            Act::Step(step) => self.step_prior(seat, step),
            Act::At(_, colour) => self.area_prior(seat, *colour),
            Act::Lose(area) => self.loss_prior(seat, *area),
            // Hit the best-placed other player.
            Act::Divert(to) => 0.1 * f64::from(self.score(*to)),
        }
    }

    /// What the seat still may make of its houses: a palace from two of a colour (+1), a
    /// town from three (+2), counted at half, as a playout cut short has not made them yet.
    fn conversions_worth(&self, seat: Seat) -> f64 {
        let Some(board) = self.board(seat) else {
            return 0.0;
        };
        board
            .count
            .iter()
            .map(|c| match c[Kind::House as usize] {
                0 | 1 => 0.0,
                2 => 0.5,
                h => f64::from(h / 3) + if h % 3 == 2 { 0.5 } else { 0.0 },
            })
            .sum()
    }
}

/// Makes `houses` of `board` into a `kind` on `on` (the colour as the engine gives it:
/// the one asked for, else the house's on `on`, else the first house's).
fn convert(
    board: &mut super::state::Board,
    houses: &[Area],
    on: Area,
    colour: Option<Colour>,
    kind: Kind,
) {
    let named = houses.iter().position(|&a| a == on).unwrap_or(0);
    let colours: Vec<Colour> = houses
        .iter()
        .filter_map(|&a| board.at(a))
        .map(|b| b.colour)
        .collect();
    for &a in houses {
        if board.at(a).is_some() {
            board.remove(a);
        }
    }
    let colour = colour.or_else(|| colours.get(named).copied());
    if let Some(colour) = colour {
        board.place(on, Building { kind, colour });
    }
}

impl Searchable for Game {
    type Move = Choice;

    fn players(&self) -> usize {
        Game::players(self)
    }

    fn to_move(&self, out: &mut Vec<Seat>) {
        out.extend(self.to_act());
    }

    fn legal(&self, seat: Seat, out: &mut Vec<Choice>) {
        if self.to_act() != Some(seat) || self.resigned[seat] {
            return;
        }
        let acts: Vec<Act> = match &self.phase {
            Phase::Turn => self.legal_steps(seat).into_iter().map(Act::Step).collect(),
            _ => self
                .legal_moves(seat)
                .into_iter()
                .filter_map(Act::of)
                .collect(),
        };
        out.extend(acts.into_iter().map(|act| Choice {
            prior: self.prior_of(seat, &act),
            act,
        }));
    }

    fn play(&mut self, seat: Seat, mv: &Choice) {
        let mv = mv.act.to_move(seat);
        if let Err(e) = self.apply_quiet(&mv) {
            // `legal` lists only moves the game accepts; should one be refused after all,
            // the seat's deadline default keeps the world going rather than stop it.
            debug_assert!(false, "a listed move was refused: {} ({e})", mv.encode());
            let _ = self.apply_quiet(&Move::Timeout { seat });
        }
    }

    fn is_over(&self) -> bool {
        self.is_finished()
    }

    /// The points, and a hundredth of a point for each privilege held: the final ranking's
    /// tie-break (C23).
    fn score(&self, seat: Seat) -> f64 {
        f64::from(Game::score(self, seat)) + TIE * self.privileges_of(seat) as f64
    }

    fn determinize(&self, viewer: Seat, rng: &mut Rng) -> Game {
        let mut world = self.unlogged();
        let st = &mut world.state;
        // A world of its own for later reshuffles and ship orders: the game's generator
        // (or a script's lists) would tell them.
        st.chance = Chance::Seeded(Box::new(Rng::new(rng.next_u64(), 0)));
        st.drawn = Drawn::default();
        st.used = (0, 0);
        let mark = viewer as u8 + 1;
        let own = |card: &u8| self.shipped_by[usize::from(*card)] == mark;
        let arriving = matches!(self.phase, Phase::Arrival(_));
        // The cards the viewer has not seen: the deck, the other hands, and the cards on the
        // ship (and, on an arrival, those still to reveal) that it did not put there.
        let mut unseen = self.deck.clone();
        for (s, hand) in self.hands.iter().enumerate() {
            if s != viewer {
                unseen.extend(hand);
            }
        }
        let cargo = self
            .ship
            .iter()
            .chain(if arriving { &self.reveal[..] } else { &[] });
        unseen.extend(cargo.clone().filter(|c| !own(c)));
        // In a fixed order first, so that how the unseen cards lay cannot sway the deal.
        unseen.sort_unstable();
        rng.shuffle(&mut unseen);
        let mut deal = unseen.into_iter();
        for (s, hand) in st.hands.iter_mut().enumerate() {
            if s != viewer {
                hand.iter_mut()
                    .for_each(|c| *c = deal.next().expect("as many cards"));
            }
        }
        let mine: Vec<u8> = cargo.copied().filter(|c| own(c)).collect();
        let mut kept = mine.clone();
        if arriving {
            // The viewer knows its own cards are on this ship, not where in its order.
            let dealt = self.ship.len() + self.reveal.len() - kept.len();
            kept.extend(deal.by_ref().take(dealt));
            kept.sort_unstable();
            rng.shuffle(&mut kept);
            st.ship = vec![kept[0]];
            st.reveal = kept[1..].to_vec();
        } else {
            for c in st.ship.iter_mut() {
                if self.shipped_by[usize::from(*c)] != mark {
                    *c = deal.next().expect("as many cards");
                }
            }
        }
        st.deck = deal.collect();
        // Only the viewer's own cards on the ship are marked as its: a card dealt onto the
        // ship in this world was put there by somebody else.
        for (card, by) in st.shipped_by.iter_mut().enumerate() {
            if !mine.contains(&(card as u8)) {
                *by = 0;
            }
        }
        world
    }

    /// The points now, the privileges held, and what the seat's houses may still become.
    fn estimate(&self, seat: Seat) -> Option<f64> {
        Some(
            f64::from(Game::score(self, seat))
                + PRIVILEGE * self.privileges_of(seat) as f64
                + self.conversions_worth(seat),
        )
    }

    fn playout_depth(&self, _level: Level) -> Option<usize> {
        Some(ROUNDS_PLAYED_OUT * (STEPS_PER_TURN * self.players() + 2))
    }

    /// Mostly the move worth most at a glance, now and then another.
    fn playout_move(&self, _seat: Seat, moves: &[Choice], rng: &mut Rng) -> usize {
        mostly_best(moves.len(), |i| moves[i].prior, PLAYOUT_RANDOM_IN, rng)
    }

    fn prior(&self, _seat: Seat, mv: &Choice) -> f64 {
        mv.prior
    }

    fn margin_scale(&self) -> f64 {
        MARGIN
    }

    /// Measured: `tucana ai --game islas-canarias` at the default budget on one core of a
    /// release build (docs/ai.md).
    fn moves_per_ms(&self) -> f64 {
        MOVES_PER_MS
    }

    /// The canonical form a player types (`build 24 D2`, `ship 57`, `at E5`, `divert 1`).
    fn text(&self, seat: Seat, mv: &Choice) -> String {
        mv.act.to_move(seat).typed()
    }

    /// What `/move`'s autocomplete says of the move (`segador D2 · red, next to river ·
    /// +1`), and the privilege it takes.
    fn gains(&self, seat: Seat, mv: &Choice) -> Msg {
        let mut parts: Vec<Msg> = note(self, &mv.act.to_move(seat)).into_iter().collect();
        if let Act::Step(step) = &mv.act {
            let delta = self.step_delta(seat, step);
            if step.is_conversion() {
                let sum = delta.iter().sum::<i32>();
                parts.push(if sum < 0 {
                    msg!("islas-canarias-minus-ascii", n = -sum)
                } else {
                    msg!("islas-canarias-plus", n = sum)
                });
            }
            for colour in Colour::ALL {
                let mut one = [0; 6];
                one[colour.index()] = delta[colour.index()];
                if self.privileges_won(seat, &one) > 0.0 {
                    parts.push(msg!(
                        "islas-canarias-takes-privilege",
                        privilege = Privilege::of(colour).words()
                    ));
                }
            }
        }
        super::play::dotted(parts)
    }
}
