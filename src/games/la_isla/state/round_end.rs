//! Action D and the end of a round (la-isla.md §4.5–§4.6), and final scoring (§6).

use super::*;

impl Game {
    pub(super) fn action_d(&mut self, events: &mut Said<Event>) -> Result<(), RuleError> {
        for seat in self.order() {
            let p = &self.players[seat];
            let d = p.assigned.expect("assigned").d;
            let shown = card_of(d).animal;
            let animal = p
                .dmove
                .filter(|_| p.has(Function::DAny(shown)))
                .unwrap_or(shown);
            self.discard.push(d);
            let mut parts = Said::like(events);
            self.marker_move(seat, animal, &mut parts);
            let p = &mut self.players[seat];
            if p.has(Function::DVp(animal)) {
                p.score += 2;
                p.points.cards += 2;
                parts.push(|| msg!("la-isla-two-points", card = Function::DVp(animal).name()));
            }
            if p.has(Function::DRes(animal)) {
                let colour = p.dget.unwrap_or_else(|| p.fewest());
                p.gain(colour);
                parts.push(|| {
                    msg!(
                        "la-isla-gain-by",
                        colour = colour.msg(),
                        card = Function::DRes(animal).name()
                    )
                });
            }
            events.push(|| {
                let via = if animal == shown {
                    msg!("la-isla-nothing")
                } else {
                    msg!(
                        "la-isla-d-switched",
                        card = Function::DAny(shown).name(),
                        shown = shown.msg()
                    )
                };
                let parts = words::list(parts.into_vec());
                Event::Seat(seat, msg!("la-isla-action-d", via, parts))
            });
        }
        for p in &mut self.players {
            p.assigned = None;
            p.dmove = None;
            p.dget = None;
        }
        let round = self.round;
        events.push(|| Event::RoundEnded(round));
        let sum = self.marker_sum();
        let threshold = self.threshold();
        if sum >= threshold {
            events.push(|| Event::Table(msg!("la-isla-markers-end", sum, threshold)));
            self.finish(events);
            return Ok(());
        }
        self.round += 1;
        self.start = (self.start + 1) % self.players();
        let mut dealt = Said::like(events);
        // A deal fails only for a script's missing or wrong reshuffle.
        self.deal(&mut dealt)?;
        if self.ran_out {
            // The game ended before this round (§4.1): it was never played.
            self.round -= 1;
            self.start = (self.start + self.players() - 1) % self.players();
            events.push(|| Event::Table(msg!("la-isla-markers", sum, threshold)));
        } else {
            let round = self.round;
            events.push(|| Event::Table(msg!("la-isla-markers-next-round", sum, threshold, round)));
        }
        events.extend(dealt);
        Ok(())
    }

    /// Final scoring (§6).
    pub(super) fn finish(&mut self, events: &mut Said<Event>) {
        let finals: Vec<Final> = self.players.iter().map(|p| self.final_of(p)).collect();
        for (seat, f) in finals.iter().enumerate() {
            events.push(|| {
                Event::Seat(
                    seat,
                    msg!(
                        "la-isla-final",
                        play = f.play,
                        sets = f.sets,
                        animals = f.animals_total(),
                        resources = f.resources,
                        total = f.total
                    ),
                )
            });
        }
        for (p, f) in self.players.iter_mut().zip(&finals) {
            p.score = f.total;
        }
        self.finals = Some(finals);
        self.phase = Phase::Over;
    }

    /// What final scoring gives a player now (§6).
    pub fn final_of(&self, p: &Player) -> Final {
        let counts = Animal::ALL.map(|a| p.count(a));
        let sets = 10 * counts.iter().copied().min().unwrap_or(0);
        let animals =
            Animal::ALL.map(|a| counts[a.index()] * u32::from(value(self.markers[a.index()])));
        let resources = p.resources_left() / 2;
        Final {
            play: p.score,
            sets,
            animals,
            resources,
            total: p.score + sets + animals.iter().sum::<u32>() + resources,
        }
    }

    /// Ranks in seat order: 1 + the players strictly better on (score, resources left) (§6).
    pub fn ranks(&self) -> Vec<usize> {
        let key = |p: &Player| (p.score, p.resources_left());
        self.players
            .iter()
            .map(|p| 1 + self.players.iter().filter(|q| key(q) > key(p)).count())
            .collect()
    }
}
