//! Action D and the end of a round (la-isla.md §4.5–§4.6), and final scoring (§6).

use super::*;

impl Game {
    pub(super) fn action_d(&mut self, events: &mut Vec<Event>) -> Result<(), String> {
        for seat in self.order() {
            let p = &self.players[seat];
            let d = p.assigned.expect("assigned").d;
            let shown = card_of(d).animal;
            let animal = p
                .dmove
                .filter(|_| p.has(Function::DAny(shown)))
                .unwrap_or(shown);
            self.discard.push(d);
            let mut parts = vec![self.marker_move(seat, animal)];
            let p = &mut self.players[seat];
            if p.has(Function::DVp(animal)) {
                p.score += 2;
                p.points.cards += 2;
                parts.push("+2 VP (D_VP)".to_owned());
            }
            if p.has(Function::DRes(animal)) {
                let colour = p.dget.unwrap_or_else(|| p.fewest());
                p.gain(colour);
                parts.push(format!("+1 {} (D_RES)", colour.name()));
            }
            let via = if animal == shown {
                String::new()
            } else {
                format!(" (D_ANY instead of the {})", shown.name())
            };
            events.push(Event::Seat(seat, format!(": D{via} {}.", parts.join(", "))));
        }
        for p in &mut self.players {
            p.assigned = None;
            p.dmove = None;
            p.dget = None;
        }
        events.push(Event::RoundEnded(self.round));
        let sum = self.marker_sum();
        if sum >= self.threshold() {
            events.push(Event::Table(format!(
                "The markers' values add up to {sum}, at least {}: the game ends.",
                self.threshold()
            )));
            self.finish(events);
            return Ok(());
        }
        self.round += 1;
        self.start = (self.start + 1) % self.players();
        let mut dealt = Vec::new();
        // A deal fails only for a script's missing or wrong reshuffle.
        self.deal(&mut dealt)?;
        if self.ran_out {
            // The game ended before this round (§4.1): it was never played.
            self.round -= 1;
            self.start = (self.start + self.players() - 1) % self.players();
            events.push(Event::Table(format!(
                "Markers {sum} of {}.",
                self.threshold()
            )));
        } else {
            events.push(Event::Table(format!(
                "Markers {sum} of {}. **Round {}** begins: new cards are dealt.",
                self.threshold(),
                self.round
            )));
        }
        events.extend(dealt);
        Ok(())
    }

    /// Final scoring (§6).
    pub(super) fn finish(&mut self, events: &mut Vec<Event>) {
        let finals: Vec<Final> = self.players.iter().map(|p| self.final_of(p)).collect();
        for (seat, f) in finals.iter().enumerate() {
            events.push(Event::Seat(
                seat,
                format!(
                    ": {} + sets {} + animals {} + resources {} = **{}**",
                    f.play,
                    f.sets,
                    f.animals_total(),
                    f.resources,
                    f.total
                ),
            ));
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
