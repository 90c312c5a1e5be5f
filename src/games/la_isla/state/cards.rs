//! The card phase (la-isla.md §4.1–§4.3): the deal, reshuffles, the secret assignments,
//! the reveal with actions A and B.

use super::*;

impl Game {
    /// Deals in turn order (§4.1): 3 cards, 4 with a visible DRAW4; an empty draw pile takes
    /// the discard pile reshuffled; if even that is short, the game ends at once.
    pub(super) fn deal(&mut self, events: &mut Said<Event>) -> Result<(), RuleError> {
        for seat in self.order() {
            let n = if self.players[seat].has(Function::Draw4) {
                4
            } else {
                3
            };
            for _ in 0..n {
                if self.draw.is_empty() {
                    self.reshuffle(events)?;
                }
                if self.draw.is_empty() {
                    self.ran_out = true;
                    events.push(|| Event::Table(msg!("la-isla-deal-incomplete")));
                    self.finish(events);
                    return Ok(());
                }
                let top = self.draw.remove(0);
                self.players[seat].hand.push(top);
            }
        }
        self.phase = Phase::Assign;
        // A seat that left assigns by default at once.
        for seat in 0..self.players() {
            if self.players[seat].resigned {
                let a = self.default_assignment(seat);
                self.players[seat].assigned = Some(a);
            }
        }
        if self.assigning().is_empty() {
            self.reveal(events)?;
        }
        Ok(())
    }

    pub(super) fn reshuffle(&mut self, events: &mut Said<Event>) -> Result<(), RuleError> {
        if self.discard.is_empty() {
            return Ok(());
        }
        let mut pile = std::mem::take(&mut self.discard);
        match &mut self.reshuffles {
            Reshuffles::Seeded(rng) => rng.shuffle(&mut pile),
            Reshuffles::Given(given) => {
                let Some(next) = given.get(self.reshuffled) else {
                    return refuse(msg!(
                        "la-isla-reshuffle-missing",
                        round = self.round,
                        reshuffle = self.reshuffled + 1
                    ));
                };
                let (mut a, mut b) = (next.clone(), pile.clone());
                a.sort_unstable();
                b.sort_unstable();
                if a != b {
                    return refuse(msg!(
                        "la-isla-reshuffle-wrong",
                        reshuffle = self.reshuffled + 1,
                        cards = pile.len()
                    ));
                }
                pile = next.clone();
            }
        }
        self.reshuffled += 1;
        self.piles.push(pile.clone());
        let n = pile.len();
        events.push(|| Event::Table(msg!("la-isla-reshuffled", n)));
        self.draw = pile;
        Ok(())
    }

    /// Which slot a card goes to (§4.2): `Err` when the player must choose (rule d).
    pub(super) fn slot_for(&self, seat: Seat, a: u8) -> Result<SlotRule, ()> {
        let p = &self.players[seat];
        let f = card_of(a).function;
        if f == Function::ExtraSlot {
            return Ok(SlotRule::New);
        }
        if f != Function::Explorer {
            if let Some(i) = p
                .slots
                .iter()
                .position(|s| s.last().is_some_and(|c| card_of(c.card).function == f))
            {
                return Ok(SlotRule::Twin(i));
            }
        }
        if let Some(i) = p.slots.iter().position(Vec::is_empty) {
            return Ok(SlotRule::Empty(i));
        }
        Err(())
    }

    /// The default assignment (§7.3).
    pub fn default_assignment(&self, seat: Seat) -> Assignment {
        let hand = &self.players[seat].hand;
        let (a, b, d) = (hand[0], hand[1], hand[2]);
        let cover = self
            .slot_for(seat, a)
            .is_err()
            .then(|| self.default_cover(seat));
        Assignment {
            a,
            b,
            d,
            cover,
            mark: None,
        }
    }

    /// The lowest slot showing EXPLORER or EXTRA_SLOT, else the one whose visible card is
    /// oldest (lowest slot on a tie); from 1.
    pub fn default_cover(&self, seat: Seat) -> usize {
        let slots = &self.players[seat].slots;
        let inert = slots.iter().position(|s| {
            s.last().is_some_and(|c| {
                matches!(
                    card_of(c.card).function,
                    Function::Explorer | Function::ExtraSlot
                )
            })
        });
        let oldest = || {
            (0..slots.len())
                .min_by_key(|&i| (slots[i].last().map_or(0, |c| c.round), i))
                .unwrap_or(0)
        };
        inert.unwrap_or_else(oldest) + 1
    }

    /// An assignment's cards as numbers, checked against the hand (§7.1).
    pub(crate) fn resolve(&self, seat: Seat, mv: &Move) -> Result<Assignment, RuleError> {
        let Move::Assign {
            a,
            b,
            d,
            cover,
            mark,
            ..
        } = mv
        else {
            unreachable!("an assignment")
        };
        let hand = &self.players[seat].hand;
        let number = |c: &CardRef| -> Result<u8, RuleError> {
            match *c {
                CardRef::Hand(h) => hand.get(usize::from(h) - 1).copied().ok_or_else(|| {
                    RuleError(msg!("la-isla-no-hand-card", cards = hand.len(), card = h))
                }),
                CardRef::Number(n) if hand.contains(&n) => Ok(n),
                CardRef::Number(n) => refuse(msg!("la-isla-not-in-hand", card = n)),
            }
        };
        let (a, b, d) = (number(a)?, number(b)?, number(d)?);
        if a == b || a == d || b == d {
            return refuse(msg!("la-isla-three-different"));
        }
        let rule = self.slot_for(seat, a);
        let cover = match (rule, cover) {
            (Ok(_), _) => None,
            (Err(()), None) => {
                return refuse(msg!(
                    "la-isla-say-cover",
                    slots = self.players[seat].slots.len(),
                    slot = self.default_cover(seat)
                ))
            }
            (Err(()), Some(slot)) if *slot > self.players[seat].slots.len() => {
                return refuse(msg!(
                    "la-isla-no-slot",
                    slots = self.players[seat].slots.len(),
                    slot = *slot
                ))
            }
            (Err(()), Some(slot)) => Some(*slot),
        };
        let assignment = Assignment {
            a,
            b,
            d,
            cover,
            mark: mark.flatten(),
        };
        if let Some(mark) = mark {
            let colour = card_of(b).resource;
            let mut after = self.players[seat].clone();
            place_a(&mut after, &assignment, rule.ok(), self.round);
            if !after.has(Function::BMark(colour)) {
                return refuse(msg!(
                    "la-isla-no-b-marker-move",
                    typed = mark.map_or("none", Animal::name),
                    card = Function::BMark(colour).name(),
                    colour = colour.msg()
                ));
            }
        }
        Ok(assignment)
    }

    /// All assignments are in: reveal them, then actions A and B (§4.1–4.3), then the first
    /// C turn.
    pub(super) fn reveal(&mut self, events: &mut Said<Event>) -> Result<(), RuleError> {
        // Revealed, no assignment can be taken back.
        self.assigned_before.iter_mut().for_each(|b| *b = None);
        let order = self.order();
        let round = self.round;
        events.push(|| Event::Table(msg!("la-isla-revealed", round)));
        // What each seat's cards did, in one line per seat: A, B, D, then the discards.
        let mut said: Vec<Said<Msg>> = (0..self.players()).map(|_| Said::like(events)).collect();
        // The discard pile's order (§11): DRAW4 leftovers, then B cards, in turn order.
        for &seat in &order {
            let p = &mut self.players[seat];
            let asg = p.assigned.expect("every seat assigned");
            for &c in &p.hand {
                if ![asg.a, asg.b, asg.d].contains(&c) {
                    self.discard.push(c);
                    said[seat].push(|| msg!("la-isla-discards", card = c));
                }
            }
            p.hand.clear();
        }
        // A, for everyone at once: its words go first in the seat's line.
        let mut a_words: Vec<Said<Msg>> = (0..self.players()).map(|_| Said::like(events)).collect();
        for &seat in &order {
            let asg = self.players[seat].assigned.expect("assigned");
            let rule = self.slot_for(seat, asg.a).ok();
            let slot = place_a(&mut self.players[seat], &asg, rule, self.round);
            let explorer = card_of(asg.a).function == Function::Explorer;
            let took = explorer && self.general[seat] > 0;
            if took {
                self.general[seat] -= 1;
                self.players[seat].supply += 1;
            }
            a_words[seat].push(|| {
                msg!(
                    "la-isla-action-a",
                    card = asg.a,
                    function = card_of(asg.a).function.name(),
                    slot = slot + 1,
                    explorer = match (took, explorer) {
                        (true, _) => "took",
                        (false, true) => "none-left",
                        (false, false) => "no",
                    }
                )
            });
        }
        // B.
        for &seat in &order {
            let asg = self.players[seat].assigned.expect("assigned");
            let colour = card_of(asg.b).resource;
            self.discard.push(asg.b);
            let mut parts = Said::like(events);
            parts.push(|| msg!("la-isla-action-b", card = asg.b, colour = colour.msg()));
            let p = &mut self.players[seat];
            p.gain(colour);
            if p.has(Function::BExtra(colour)) {
                p.gain(colour);
                parts.push(|| {
                    msg!(
                        "la-isla-gain-by",
                        colour = colour.msg(),
                        card = Function::BExtra(colour).name()
                    )
                });
            }
            if p.has(Function::BVp(colour)) {
                p.score += 2;
                p.points.cards += 2;
                parts.push(|| msg!("la-isla-two-points", card = Function::BVp(colour).name()));
            }
            if p.has(Function::BMark(colour)) {
                match asg.mark {
                    Some(animal) => self.marker_move(seat, animal, &mut parts),
                    None => parts
                        .push(|| msg!("la-isla-declines", card = Function::BMark(colour).name())),
                }
            }
            let d = asg.d;
            let discarded = std::mem::replace(&mut said[seat], Said::quiet());
            let a = std::mem::replace(&mut a_words[seat], Said::quiet());
            events.push(|| {
                let mut words = a.into_vec();
                words.push(msg!("la-isla-parts", parts = words::list(parts.into_vec())));
                words.push(msg!(
                    "la-isla-action-d-card",
                    card = d,
                    animal = card_of(d).animal.msg()
                ));
                words.extend(discarded.into_vec());
                Event::Seat(seat, msg!("la-isla-reveal-line", words = dotted(words)))
            });
        }
        self.phase = Phase::Turns;
        self.step = 0;
        self.skip_resigned(events)
    }

    /// One marker move for `animal` by `seat` (§5.1): up one space below the top, then the
    /// seat scores its count; the words for it go to `said`.
    pub(super) fn marker_move(&mut self, seat: Seat, animal: Animal, said: &mut Said<Msg>) {
        let m = &mut self.markers[animal.index()];
        let from = *m;
        *m = (*m + 1).min(TOP);
        let count = self.players[seat].count(animal);
        self.players[seat].score += count;
        self.players[seat].points.markers += count;
        said.push(|| {
            if from == TOP {
                msg!("la-isla-marker-at-top", animal = animal.msg(), count)
            } else {
                msg!(
                    "la-isla-marker-up",
                    animal = animal.msg(),
                    from,
                    to = from + 1,
                    count
                )
            }
        });
    }
}
