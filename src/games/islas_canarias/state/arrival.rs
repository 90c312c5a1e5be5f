//! The ship's arrival (islas-canarias.md §5, §7): its cards revealed one by one, each
//! settler's island and area, the pirates and the shield's diversion, the decisions a
//! player must make on the way (§10.1); then the round's end and the privileges (§8),
//! checked after every change.

use super::*;
use crate::words::{msg, seat};

impl Game {
    /// The ship arrives (§5.1): shuffled, its first card held back, the others revealed one by
    /// one.
    pub(super) fn arrive(&mut self, events: &mut Told) -> Result<(), Refused> {
        let cards = std::mem::take(&mut self.state.ship);
        // A ship always holds the held-back card at least.
        let order = self.order(cards, Outcome::Ship)?;
        self.state.ship = vec![order[0]];
        self.state.reveal = order[1..].iter().rev().copied().collect();
        self.state.decisions = 0;
        self.state.arrival = Some(Arrival {
            round: self.round,
            revealed: Vec::new(),
        });
        events.push(|| {
            Event::Table(msg!(
                "islas-canarias-ship-arrives",
                round = self.round,
                n = order.len() - 1
            ))
        });
        self.resolve(events)
    }

    /// Reveals and resolves cards until a decision is needed or the ship is empty.
    pub(super) fn resolve(&mut self, events: &mut Told) -> Result<(), Refused> {
        loop {
            if let Some(&victim) = self.victims.first() {
                let card = self.pirate_card();
                self.state.victims.remove(0);
                let houses = self.board(victim).expect("an island").houses;
                match houses.count_ones() {
                    0 => {
                        self.record_loss(victim, None);
                        events
                            .push(|| Event::Seat(victim, msg!("islas-canarias-no-house-to-lose")));
                    }
                    1 => self.lose(victim, areas_of(houses).next().expect("one"), events),
                    _ => {
                        self.state.victims.insert(0, victim);
                        self.state.phase = Phase::Arrival(Pending::Lose { seat: victim, card });
                        return Ok(());
                    }
                }
                if self.victims.is_empty() {
                    self.state.discard.push(card);
                }
                continue;
            }
            let Some(card) = self.state.reveal.pop() else {
                return self.end_round(events);
            };
            match data::card(card).expect("a card") {
                Card::Settler(s) => {
                    if self.settler_arrives(card, s, events) {
                        return Ok(());
                    }
                }
                Card::Pirate(colour) => {
                    if self.pirate_arrives(card, colour, events) {
                        return Ok(());
                    }
                }
            }
        }
    }

    /// The pirate being resolved: the one on top of the discard pile's future (kept in the
    /// phase while victims remain).
    pub(super) fn pirate_card(&self) -> u8 {
        self.state.pirate
    }

    /// Which island a settler chooses (§5.2, C12, C21), with the counts that decided it.
    pub fn choose_for(&self, settler: &Settler) -> (Option<Seat>, Vec<(data::Priority, Vec<u32>)>) {
        let n = self.players();
        let mut candidates: Vec<Seat> = (0..n).collect();
        let ties = self.holder(Privilege::Ties);
        let mut counts = Vec::new();
        for &p in &settler.priorities {
            let offered: Vec<u32> = (0..n)
                .map(|s| self.board(s).map_or(0, |b| b.offered(p).count_ones()))
                .collect();
            let m = candidates.iter().map(|&s| offered[s]).max().unwrap_or(0);
            counts.push((
                p,
                candidates.iter().map(|&s| offered[s]).collect::<Vec<_>>(),
            ));
            if m == 0 {
                continue;
            }
            candidates.retain(|&s| offered[s] == m);
            if candidates.len() == 1 {
                return (Some(candidates[0]), counts);
            }
            if let Some(h) = ties.filter(|h| candidates.contains(h)) {
                return (Some(h), counts);
            }
        }
        (None, counts)
    }

    /// Resolves a settler; `true` when it waits for its island owner's decision.
    pub(super) fn settler_arrives(
        &mut self,
        card: u8,
        s: &'static Settler,
        events: &mut Told,
    ) -> bool {
        let (chosen, counts) = self.choose_for(s);
        // Each priority looked at, with each player's count: "road: 2 3; coast: 1 1".
        let why = |counts: &[(data::Priority, Vec<u32>)]| {
            counts
                .iter()
                .map(|(p, c)| {
                    let counts = c.iter().map(u32::to_string).collect::<Vec<_>>().join(" ");
                    msg!("islas-canarias-why-count", priority = p.msg(), counts)
                })
                .reduce(|a, b| msg!("islas-canarias-why-then", a, b))
                .unwrap_or_else(|| msg!("islas-canarias-nothing"))
        };
        let said = &counts;
        let counts = record::with_seats(self.players(), &counts);
        let by_ties = chosen.is_some()
            && counts.last().is_some_and(|(_, pairs)| {
                let m = pairs.iter().map(|&(_, n)| n).max().unwrap_or(0);
                pairs.iter().filter(|&&(_, n)| n == m).count() > 1
            });
        self.record(
            card,
            Fate::Settler {
                to: chosen,
                counts,
                by_ties,
                built: None,
                no_house: false,
            },
        );
        let Some(owner) = chosen else {
            events.push(|| {
                Event::Table(msg!(
                    "islas-canarias-builds-nowhere",
                    round = self.round,
                    card = data::card_msg(card),
                    why = why(said)
                ))
            });
            self.state.discard.push(card);
            return false;
        };
        events.push(|| {
            Event::Seat(
                owner,
                msg!(
                    "islas-canarias-gets-from-ship",
                    card = data::card_msg(card),
                    why = why(said)
                ),
            )
        });
        let houses = &self.supply[Kind::House as usize];
        if houses.iter().all(|&h| h == 0) {
            events.push(|| Event::Table(msg!("islas-canarias-no-house-left")));
            if let Some(Fate::Settler { no_house, .. }) = self.record_last() {
                *no_house = true;
            }
            self.state.discard.push(card);
            return false;
        }
        let legal = self.board(owner).expect("an island").legal(s);
        let out = houses[s.colour.index()] == 0;
        let colour_choice = out && houses.iter().filter(|&&h| h > 0).count() > 1;
        if legal.count_ones() > 1 || colour_choice {
            self.state.phase = Phase::Arrival(Pending::Area {
                seat: owner,
                card,
                legal,
                colour: colour_choice,
            });
            return true;
        }
        let area = areas_of(legal).next().expect("a legal area");
        let colour = if out {
            self.first_in_stock(Kind::House).expect("a house")
        } else {
            s.colour
        };
        self.arrival_build(owner, card, area, colour, events);
        false
    }

    pub(super) fn arrival_build(
        &mut self,
        owner: Seat,
        card: u8,
        area: data::Area,
        colour: Colour,
        events: &mut Told,
    ) {
        self.put(owner, area, Kind::House, colour, events);
        if let Some(Fate::Settler { built, .. }) = self.record_last() {
            *built = Some((area, colour));
        }
        events.push(|| {
            Event::Seat(
                owner,
                msg!(
                    "islas-canarias-builds-house",
                    colour = colour.msg(),
                    area = area.label(),
                    points = self.board(owner).expect("an island").points(colour),
                    total = self.score(owner)
                ),
            )
        });
        self.state.discard.push(card);
        self.privilege_check(events);
    }

    /// Resolves a pirate (§7); `true` when it waits for a decision.
    pub(super) fn pirate_arrives(&mut self, card: u8, colour: Colour, events: &mut Told) -> bool {
        let n = self.players();
        let mut victims = self.pirate_victims(colour);
        events.push(|| {
            Event::Table(msg!(
                "islas-canarias-pirate-arrives",
                round = self.round,
                card = data::card_msg(card),
                victims = victims.len()
            ))
        });
        // Each victim by name (the table's line cannot name them: only the service knows
        // the names).
        for &victim in &victims {
            events.push(|| Event::Seat(victim, msg!("islas-canarias-pirate-victim")));
        }
        self.record(
            card,
            Fate::Pirate {
                victims: victims.clone(),
                diverted: None,
                lost: Vec::new(),
            },
        );
        self.state.pirate = card;
        let shield = self.holder(Privilege::PirateShield);
        if let Some(h) = shield.filter(|h| victims.contains(h)) {
            victims.retain(|&s| s != h);
            self.state.victims = victims;
            if n == 2 {
                self.divert_to(h, 1 - h, events);
            } else {
                self.state.phase = Phase::Arrival(Pending::Divert { seat: h, card });
                return true;
            }
        } else {
            self.state.victims = victims;
            self.order_victims();
        }
        if self.victims.is_empty() {
            self.state.discard.push(card);
        }
        false
    }

    /// A pirate's victims before the shield (§7 step 1, C16): the holder of its colour's
    /// privilege, else everyone with the most points in its colour, if that is at least 1.
    pub fn pirate_victims(&self, colour: Colour) -> Vec<Seat> {
        match self.privileges[colour.index()] {
            Some(h) => vec![h],
            None => {
                let points = self.points(colour);
                let m = points.iter().copied().max().unwrap_or(0);
                if m == 0 {
                    vec![]
                } else {
                    (0..self.players()).filter(|&s| points[s] == m).collect()
                }
            }
        }
    }

    /// Victims act in turn order from the start player; a double victim twice in a row.
    pub(super) fn order_victims(&mut self) {
        let (n, start) = (self.players(), self.start);
        self.state.victims.sort_by_key(|&s| (s + n - start) % n);
    }

    pub(super) fn divert_to(&mut self, holder: Seat, to: Seat, events: &mut Told) {
        events.push(|| Event::Seat(holder, msg!("islas-canarias-diverts-attack", to = seat(to))));
        if let Some(Fate::Pirate { diverted, .. }) = self.record_last() {
            *diverted = Some((holder, to));
        }
        self.state.victims.push(to);
        self.order_victims();
    }

    /// Records a pirate victim's loss on the arrival's record.
    fn record_loss(&mut self, seat: Seat, house: Option<(data::Area, Colour)>) {
        if let Some(Fate::Pirate { lost, .. }) = self.record_last() {
            lost.push((seat, house));
        }
    }

    pub(super) fn lose(&mut self, seat: Seat, area: data::Area, events: &mut Told) {
        let board = self.state.boards[seat].as_mut().expect("an island");
        let b = board.remove(area);
        self.record_loss(seat, Some((area, b.colour)));
        self.state.supply[Kind::House as usize][b.colour.index()] += 1;
        events.push(|| {
            Event::Seat(
                seat,
                msg!(
                    "islas-canarias-loses-house",
                    colour = b.colour.msg(),
                    area = area.label(),
                    total = self.score(seat)
                ),
            )
        });
        self.privilege_check(events);
    }

    pub(super) fn decide_area(
        &mut self,
        seat: Seat,
        area: Option<data::Area>,
        colour: Option<Colour>,
        events: &mut Told,
    ) -> Result<(), Refused> {
        let Phase::Arrival(Pending::Area { card, legal, .. }) = self.phase.clone() else {
            return refuse(msg!("islas-canarias-no-settler-waits"));
        };
        let settler = data::settler(card).expect("a settler");
        let area = match area {
            Some(a) if legal & a.bit() != 0 => a,
            Some(a) => return refuse(not_legal(a, card, settler, legal)),
            None if legal.count_ones() == 1 => areas_of(legal).next().expect("one"),
            None => return refuse(msg!("islas-canarias-name-the-area", legal = labels(legal))),
        };
        let colour = self.piece_colour(Kind::House, settler.colour, colour)?;
        self.state.phase = Phase::Turn; // left at once by `resolve`
        self.state.decisions += 1;
        self.arrival_build(seat, card, area, colour, events);
        self.resolve(events)
    }

    pub(super) fn decide_lose(
        &mut self,
        seat: Seat,
        area: data::Area,
        events: &mut Told,
    ) -> Result<(), Refused> {
        let Phase::Arrival(Pending::Lose { card, .. }) = self.phase.clone() else {
            return refuse(msg!("islas-canarias-no-pirate-waits"));
        };
        if self.board(seat).expect("an island").houses & area.bit() == 0 {
            return refuse(no_house_there(area));
        }
        self.state.victims.remove(0);
        self.state.decisions += 1;
        self.state.phase = Phase::Turn;
        self.lose(seat, area, events);
        if self.victims.is_empty() {
            self.state.discard.push(card);
        }
        self.resolve(events)
    }

    pub(super) fn decide_divert(
        &mut self,
        seat: Seat,
        to: Seat,
        events: &mut Told,
    ) -> Result<(), Refused> {
        let Phase::Arrival(Pending::Divert { card, .. }) = self.phase.clone() else {
            return refuse(msg!("islas-canarias-no-attack-waits"));
        };
        if to == seat {
            return refuse(msg!("islas-canarias-divert-to-another"));
        }
        if to >= self.players() {
            return refuse(msg!("islas-canarias-no-seat", seat = to));
        }
        self.state.decisions += 1;
        self.state.phase = Phase::Turn;
        self.divert_to(seat, to, events);
        if self.victims.is_empty() {
            self.state.discard.push(card);
        }
        self.resolve(events)
    }

    /// After a ship: the end check (§9, C22, C24), then the next round or the end.
    pub(super) fn end_round(&mut self, events: &mut Told) -> Result<(), Refused> {
        let round = self.round;
        events.push(|| Event::RoundEnded(round));
        if self.last_round.is_none()
            && ((0..self.players()).any(|s| self.score(s) >= TARGET) || round >= ROUND_LIMIT)
        {
            self.state.last_round = Some(round + 1);
            events.push(|| Event::Table(msg!("islas-canarias-end-triggered", round = round + 1)));
        }
        if self.last_round == Some(round) {
            self.state.phase = Phase::Over;
            events.push(|| {
                Event::Table(msg!(
                    "islas-canarias-game-over-held-back",
                    card = data::card_msg(self.ship[0])
                ))
            });
            return Ok(());
        }
        self.state.round += 1;
        self.state.start = (self.start + 1) % self.players();
        self.begin_turn(self.start, 0);
        Ok(())
    }

    /// Who holds a privilege after a check (§8.1, C19), from its holder before and every
    /// seat's points in its colour.
    pub fn holder_after(holder: Option<Seat>, points: &[u32]) -> Option<Seat> {
        let n = points.len();
        match holder {
            None => {
                let m = points.iter().copied().max().unwrap_or(0);
                let mut leaders = (0..n).filter(|&s| points[s] == m);
                let first = leaders.next();
                (m >= 3 && leaders.next().is_none())
                    .then_some(first)
                    .flatten()
            }
            Some(h) => {
                let m = (0..n)
                    .filter(|&s| s != h)
                    .map(|s| points[s])
                    .max()
                    .unwrap_or(0);
                if m > points[h] {
                    let mut above = (0..n).filter(|&s| s != h && points[s] == m);
                    let first = above.next();
                    above.next().is_none().then_some(first).flatten()
                } else {
                    Some(h)
                }
            }
        }
    }

    /// Checks all six privileges in canonical order (§8.1, C19, C20).
    pub(super) fn privilege_check(&mut self, events: &mut Told) {
        for colour in Colour::ALL {
            let holder = self.privileges[colour.index()];
            let new = Game::holder_after(holder, &self.points(colour));
            if new != holder {
                self.state.privileges[colour.index()] = new;
                events.push(|| {
                    let privilege = Privilege::of(colour).words();
                    let colour = colour.msg();
                    match new {
                        Some(s) => Event::Seat(
                            s,
                            msg!("islas-canarias-privilege-taken", colour, privilege),
                        ),
                        None => {
                            Event::Table(msg!("islas-canarias-privilege-back", colour, privilege))
                        }
                    }
                });
            }
        }
    }
}
