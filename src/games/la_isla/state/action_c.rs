//! Action C (la-isla.md §4.4): what a space costs, paying for it, the plan of a placement
//! or a move with what it grants, and playing it.

use super::*;

impl Game {
    /// The cost of `to` for `seat` and whether it is occupied by another player (§4.4).
    pub fn cost(&self, seat: Seat, to: Space) -> (u8, bool) {
        self.cost_with(&self.powers(seat), to)
    }

    /// What `seat`'s visible cards and the explorers' places mean for action C.
    pub(super) fn powers(&self, seat: Seat) -> Powers {
        let mut w = Powers::default();
        for (s, q) in self.players.iter().enumerate() {
            let mask = q.on.iter().fold(0u64, |m, sp| m | 1 << sp.index());
            if s == seat {
                w.mine = mask;
            } else {
                w.others |= mask;
            }
        }
        for f in self.players[seat].visible() {
            match f {
                Function::Cheap(s) => w.cheap[s.index()] = true,
                Function::OccCheap => w.occ_cheap = true,
                Function::Wild(c) => w.wild[c.index()] = true,
                Function::SymVp(s) => w.sym_vp[s.index()] += 1,
                Function::LandVp(c) => w.land_vp[c.index()] += 1,
                Function::RingVp(r) => w.ring_vp[r.index()] += 1,
                Function::OccVp => w.occ_vp += 1,
                Function::TileVp(a) => w.tile_vp[a.index()] += 1,
                Function::SymRes(s) => w.sym_res[s.index()] += 1,
                Function::LandRes(c) => w.land_res[c.index()] += 1,
                Function::TileRes(a) => w.tile_res[a.index()] += 1,
                Function::SymMark(s) => w.sym_mark[s.index()] += 1,
                Function::LandMark(c) => w.land_mark[c.index()] += 1,
                Function::TileMark(a) => w.tile_mark[a.index()] += 1,
                Function::OccSwap => w.occ_swap = true,
                _ => {}
            }
        }
        w
    }

    /// [`Game::cost`] from what is read once.
    fn cost_with(&self, w: &Powers, to: Space) -> (u8, bool) {
        let occupied = w.others & 1 << to.index() != 0;
        let symbol = self.island.space(to).symbol;
        let cheap = w.cheap[symbol.index()] || (occupied && w.occ_cheap);
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
        self.payment_with(seat, &self.powers(seat), to, cost)
    }

    /// [`Game::payment`] from what is read once.
    fn payment_with(&self, seat: Seat, w: &Powers, to: Space, cost: u8) -> Option<Payment> {
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
            if wild != colour && w.wild[wild.index()] && p.resources[wild.index()] > 0 {
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
        let w = self.powers(seat);
        let (cost, occupied) = self.cost_with(&w, to);
        let pay = if pay.is_empty() {
            let pay = self.payment_with(seat, &w, to, cost);
            pay.map(|pay| pay.as_slice().to_vec()).ok_or_else(|| {
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
        Ok(self.plan_paid(&w, from, to, cost, occupied, pay))
    }

    /// The plan of a placement known to be legal, paid with `pay`.
    fn plan_paid(
        &self,
        w: &Powers,
        from: Option<Space>,
        to: Space,
        cost: u8,
        occupied: bool,
        pay: Vec<Colour>,
    ) -> Plan {
        let claims = self.claims(w, from, to).collect();
        let Grants {
            vp,
            gains,
            marks,
            swap,
        } = self.grants(w, from, to, occupied);
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
        w: &Powers,
        from: Option<Space>,
        to: Space,
    ) -> impl Iterator<Item = (Region, Animal)> + '_ {
        let lifted = from.map_or(0, |f| 1u64 << f.index());
        let on = (w.mine & !lifted) | 1 << to.index();
        self.island.regions_at(to).iter().filter_map(move |&r| {
            let tile = self.tiles[r.index()]?;
            self.island
                .region(r)
                .spaces
                .iter()
                .all(|&s| on & 1 << s.index() != 0)
                .then_some((r, tile))
        })
    }

    /// What a placement grants: the VP of its claims and of the visible cards' effects, and
    /// the effects' resources, marker moves and swap.
    fn grants(&self, w: &Powers, from: Option<Space>, to: Space, occupied: bool) -> Grants {
        let info = self.island.space(to);
        let (symbol, colour) = (info.symbol.index(), info.colour.index());
        let mut g = Grants::default();
        for (r, animal) in self.claims(w, from, to) {
            let a = animal.index();
            g.vp += u32::from(self.island.region(r).value) + 3 * w.tile_vp[a];
            g.gains += w.tile_res[a];
            g.marks += w.tile_mark[a];
        }
        g.vp += 3 * (w.sym_vp[symbol] + w.land_vp[colour]) + 2 * w.ring_vp[to.ring().index()];
        if occupied {
            g.vp += 2 * w.occ_vp;
            g.swap = w.occ_swap;
        }
        g.gains += w.sym_res[symbol] + w.land_res[colour];
        g.marks += w.sym_mark[symbol] + w.land_mark[colour];
        g
    }

    /// The legal C placements and moves of `seat` in the order the lists give them (every
    /// explorer to lift, or the supply, then every target in space order): the cheap tests
    /// of [`Game::plan`] without its words, as nothing is said about the spaces left out.
    pub(super) fn targets<'a>(
        &'a self,
        seat: Seat,
        w: &'a Powers,
    ) -> impl Iterator<Item = Target> + 'a {
        let p = &self.players[seat];
        let supply = (p.supply > 0).then_some(None);
        let lifted =
            p.on.iter()
                .filter(move |_| p.supply == 0)
                .copied()
                .map(Some);
        supply.into_iter().chain(lifted).flat_map(move |from| {
            Space::all().filter_map(move |to| {
                if w.mine & 1 << to.index() != 0 {
                    return None;
                }
                let (cost, occupied) = self.cost_with(w, to);
                let pay = self.payment_with(seat, w, to, cost)?;
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
    pub(super) fn target_plan(&self, w: &Powers, t: Target) -> Plan {
        self.plan_paid(
            w,
            t.from,
            t.to,
            t.cost,
            t.occupied,
            t.pay.as_slice().to_vec(),
        )
    }

    /// A legal placement's VP, from what [`Game::targets`] gives, without its plan.
    pub(super) fn target_vp(&self, w: &Powers, t: Target) -> u32 {
        self.grants(w, t.from, t.to, t.occupied).vp
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
