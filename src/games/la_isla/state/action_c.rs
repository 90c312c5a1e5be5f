//! Action C (la-isla.md §4.4): what a space costs, paying for it, the plan of a placement
//! or a move with what it grants, and playing it.

use super::*;

impl Game {
    /// The cost of `to` for `seat` and whether it is occupied by another player (§4.4).
    pub fn cost(&self, seat: Seat, to: Space) -> (u8, bool) {
        let p = &self.players[seat];
        let occupied = self
            .players
            .iter()
            .enumerate()
            .any(|(s, q)| s != seat && q.on.contains(&to));
        let info = self.island.space(to);
        let cheap = p.has(Function::Cheap(info.symbol)) || (occupied && p.has(Function::OccCheap));
        (if cheap { 1 } else { 2 }, occupied)
    }

    /// The payment the game makes when none is given (§8): the target's colour as far as it
    /// goes, then one resource per visible WILD in canonical order.
    pub fn auto_pay(&self, seat: Seat, to: Space, cost: u8) -> Option<Vec<Colour>> {
        self.payment(seat, to, cost)
            .map(|pay| pay.as_slice().to_vec())
    }

    /// [`Game::auto_pay`] held without allocating: the legal moves try it for every space.
    fn payment(&self, seat: Seat, to: Space, cost: u8) -> Option<Payment> {
        let p = &self.players[seat];
        let colour = self.island.space(to).colour;
        let cost = usize::from(cost);
        let mut pay = Payment {
            colours: [colour; 2],
            len: usize::from(p.resources[colour.index()]).min(cost),
        };
        for wild in Colour::ALL {
            if pay.len == cost {
                break;
            }
            if wild != colour && p.has(Function::Wild(wild)) && p.resources[wild.index()] > 0 {
                pay.colours[pay.len] = wild;
                pay.len += 1;
            }
        }
        (pay.len == cost).then_some(pay)
    }

    /// Whether `pay` is a legal payment for `to` (§4.4, C11), with the reason if not.
    pub(super) fn check_pay(
        &self,
        seat: Seat,
        to: Space,
        cost: u8,
        pay: &[Colour],
    ) -> Result<(), RuleError> {
        let p = &self.players[seat];
        let colour = self.island.space(to).colour;
        if pay.len() != cost as usize {
            return refuse(msg!("la-isla-pay-how-many", space = to.label(), cost));
        }
        for c in Colour::ALL {
            let n = pay.iter().filter(|&&x| x == c).count() as u8;
            if n > p.resources[c.index()] {
                return refuse(msg!(
                    "la-isla-you-have",
                    count = p.resources[c.index()],
                    colour = c.msg()
                ));
            }
            if c != colour && n > 0 && (n > 1 || !p.has(Function::Wild(c))) {
                return refuse(msg!(
                    "la-isla-pay-the-colour",
                    space = to.label(),
                    colour = colour.msg(),
                    other = c.msg(),
                    card = Function::Wild(c).name()
                ));
            }
        }
        Ok(())
    }

    /// What placing on `to` (from `from`, if moving) would do, or why it is illegal.
    pub fn plan(
        &self,
        seat: Seat,
        from: Option<Space>,
        to: Space,
        pay: &[Colour],
    ) -> Result<Plan, RuleError> {
        let p = &self.players[seat];
        match from {
            None if p.supply == 0 => return refuse(msg!("la-isla-supply-empty")),
            Some(_) if p.supply > 0 => {
                return refuse(msg!("la-isla-place-first", explorers = p.supply))
            }
            Some(f) if !p.on.contains(&f) => {
                return refuse(msg!("la-isla-no-explorer-on", space = f.label()))
            }
            _ => {}
        }
        if p.on.contains(&to) {
            return refuse(msg!("la-isla-explorer-on-already", space = to.label()));
        }
        let (cost, occupied) = self.cost(seat, to);
        let pay = if pay.is_empty() {
            self.auto_pay(seat, to, cost).ok_or_else(|| {
                RuleError(msg!(
                    "la-isla-cannot-pay",
                    space = to.label(),
                    cost,
                    colour = self.island.space(to).colour.msg()
                ))
            })?
        } else {
            self.check_pay(seat, to, cost, pay)?;
            pay.to_vec()
        };
        Ok(self.plan_paid(seat, from, to, cost, occupied, pay))
    }

    /// The plan of a placement known to be legal, paid with `pay`.
    fn plan_paid(
        &self,
        seat: Seat,
        from: Option<Space>,
        to: Space,
        cost: u8,
        occupied: bool,
        pay: Vec<Colour>,
    ) -> Plan {
        let claims = self.claims(seat, from, to).collect();
        let Grants {
            vp,
            gains,
            marks,
            swap,
        } = self.grants(seat, from, to, occupied);
        Plan {
            cost,
            pay,
            occupied,
            claims,
            vp,
            gains,
            marks,
            swap,
        }
    }

    /// The regions a placement on `to` (lifting the explorer on `from`) completes, with
    /// their tiles, in region order.
    fn claims(
        &self,
        seat: Seat,
        from: Option<Space>,
        to: Space,
    ) -> impl Iterator<Item = (Region, Animal)> + '_ {
        let p = &self.players[seat];
        let on = move |s: Space| s == to || (p.on.contains(&s) && Some(s) != from);
        self.island.regions_at(to).iter().filter_map(move |&r| {
            let tile = self.tiles[r.index()]?;
            self.island
                .region(r)
                .spaces
                .iter()
                .all(|&s| on(s))
                .then_some((r, tile))
        })
    }

    /// What a placement grants: the VP of its claims and of the visible cards' effects, and
    /// the effects' resources, marker moves and swap.
    fn grants(&self, seat: Seat, from: Option<Space>, to: Space, occupied: bool) -> Grants {
        let info = self.island.space(to);
        let mut tiles = [0usize; 5];
        let mut g = Grants::default();
        for (r, animal) in self.claims(seat, from, to) {
            g.vp += u32::from(self.island.region(r).value);
            tiles[animal.index()] += 1;
        }
        for f in self.players[seat].visible() {
            match f {
                Function::SymVp(s) if s == info.symbol => g.vp += 3,
                Function::LandVp(c) if c == info.colour => g.vp += 3,
                Function::RingVp(r) if r == to.ring() => g.vp += 2,
                Function::OccVp if occupied => g.vp += 2,
                Function::TileVp(a) => g.vp += 3 * tiles[a.index()] as u32,
                Function::SymRes(s) if s == info.symbol => g.gains += 1,
                Function::LandRes(c) if c == info.colour => g.gains += 1,
                Function::TileRes(a) => g.gains += tiles[a.index()],
                Function::SymMark(s) if s == info.symbol => g.marks += 1,
                Function::LandMark(c) if c == info.colour => g.marks += 1,
                Function::TileMark(a) => g.marks += tiles[a.index()],
                Function::OccSwap if occupied => g.swap = true,
                _ => {}
            }
        }
        g
    }

    /// The legal C placements and moves of `seat` in the order the lists give them (every
    /// explorer to lift, or the supply, then every target in space order): the cheap tests
    /// of [`Game::plan`] without its words, as nothing is said about the spaces left out.
    pub(super) fn targets(&self, seat: Seat) -> impl Iterator<Item = Target> + '_ {
        let p = &self.players[seat];
        let supply = (p.supply > 0).then_some(None);
        let lifted =
            p.on.iter()
                .filter(move |_| p.supply == 0)
                .copied()
                .map(Some);
        supply.into_iter().chain(lifted).flat_map(move |from| {
            Space::all().filter_map(move |to| {
                if p.on.contains(&to) {
                    return None;
                }
                let (cost, occupied) = self.cost(seat, to);
                let pay = self.payment(seat, to, cost)?;
                Some(Target {
                    from,
                    to,
                    cost,
                    occupied,
                    pay,
                })
            })
        })
    }

    /// A legal placement's plan, from what [`Game::targets`] gives.
    pub(super) fn target_plan(&self, seat: Seat, t: Target) -> Plan {
        self.plan_paid(
            seat,
            t.from,
            t.to,
            t.cost,
            t.occupied,
            t.pay.as_slice().to_vec(),
        )
    }

    /// A legal placement's VP, from what [`Game::targets`] gives, without its plan.
    pub(super) fn target_vp(&self, seat: Seat, t: Target) -> u32 {
        self.grants(seat, t.from, t.to, t.occupied).vp
    }

    /// The D choices of a C move, checked against the seat's D card (§4.5, §8).
    pub(super) fn check_d(&self, seat: Seat, c: &Choices) -> Result<(), RuleError> {
        let p = &self.players[seat];
        let d = card_of(p.assigned.expect("assigned").d).animal;
        if c.dmove.is_some() && !p.has(Function::DAny(d)) {
            return refuse(msg!(
                "la-isla-dmove-needs",
                card = Function::DAny(d).name(),
                animal = d.msg()
            ));
        }
        let moved = c.dmove.unwrap_or(d);
        if c.dget.is_some() && !p.has(Function::DRes(moved)) {
            return refuse(msg!(
                "la-isla-dget-needs",
                card = Function::DRes(moved).name(),
                animal = moved.msg()
            ));
        }
        Ok(())
    }

    /// Checks a C move's options against its plan.
    pub(super) fn check_choices(plan: &Plan, c: &Choices) -> Result<(), RuleError> {
        if c.get.len() > plan.gains {
            return refuse(msg!(
                "la-isla-gets-granted",
                gains = plan.gains,
                given = c.get.len()
            ));
        }
        if c.mark.len() > plan.marks || (c.no_marks && plan.marks == 0) {
            return refuse(msg!("la-isla-marks-granted", marks = plan.marks));
        }
        if c.swap.is_some() && !plan.swap {
            return refuse(msg!("la-isla-swap-needs", card = Function::OccSwap.name()));
        }
        Ok(())
    }

    /// Plays a checked placement; refuses only a swap of a colour the player does not hold
    /// by then (after paying and the gains), which the plan alone cannot tell.
    pub(super) fn place(
        &mut self,
        seat: Seat,
        from: Option<Space>,
        to: Space,
        c: &Choices,
        parts: &mut Said<Msg>,
    ) -> Result<(), RuleError> {
        let plan = self.plan(seat, from, to, &c.pay)?;
        let p = &mut self.players[seat];
        for colour in &plan.pay {
            p.resources[colour.index()] -= 1;
        }
        match from {
            Some(f) => p.on.retain(|&s| s != f),
            None => p.supply -= 1,
        }
        p.on.push(to);
        for &(r, animal) in &plan.claims {
            self.tiles[r.index()] = None;
            let value = self.island.region(r).value;
            parts.push(|| {
                msg!(
                    "la-isla-region-taken",
                    region = r.label(),
                    animal = animal.msg(),
                    value
                )
            });
        }
        let effects = plan.vp
            - plan
                .claims
                .iter()
                .map(|(r, _)| u32::from(self.island.region(*r).value))
                .sum::<u32>();
        let p = &mut self.players[seat];
        p.tiles.extend(plan.claims.iter().copied());
        p.score += plan.vp;
        p.points.regions += plan.vp - effects;
        p.points.cards += effects;
        if effects > 0 {
            parts.push(|| msg!("la-isla-cards-points", effects));
        }
        for i in 0..plan.gains {
            let colour = c.get.get(i).copied().unwrap_or_else(|| p.fewest());
            p.gain(colour);
            parts.push(|| gain_one(colour));
        }
        let marks = if c.no_marks { 0 } else { plan.marks };
        for &animal in c.mark.iter().take(marks) {
            self.marker_move(seat, animal, parts);
        }
        if let (true, Some((give, take))) = (plan.swap, c.swap) {
            let p = &mut self.players[seat];
            if p.resources[give.index()] == 0 {
                return refuse(msg!(
                    "la-isla-nothing-to-swap",
                    give = give.code(),
                    take = take.code(),
                    colour = give.msg()
                ));
            }
            p.resources[give.index()] -= 1;
            p.gain(take);
            parts.push(|| msg!("la-isla-swaps", give = give.msg(), take = take.msg()));
        }
        Ok(())
    }

    /// Passes over the C turns of seats that left (a pass, taking their fewest colour), then
    /// action D once every seat has had its turn.
    pub(super) fn skip_resigned(&mut self, events: &mut Said<Event>) -> Result<(), RuleError> {
        while self.phase == Phase::Turns {
            if self.step >= self.players() {
                return self.action_d(events);
            }
            let seat = self.order()[self.step];
            if !self.players[seat].resigned {
                return Ok(());
            }
            let colour = self.players[seat].fewest();
            self.players[seat].gain(colour);
            events.push(|| {
                Event::Seat(
                    seat,
                    msg!(
                        "after-names",
                        text = msg!("la-isla-left-passes", colour = colour.msg())
                    ),
                )
            });
            self.step += 1;
        }
        Ok(())
    }
}
