//! The legal moves as typed moves, without a word of text: what the interface's list
//! ([`crate::game::Play::legal_moves`]) words, and what simulations and computer players
//! choose from. The lists keep the interface's order, so that a random pick from either is
//! the same move.

use super::*;

impl Game {
    /// The legal assignments of `seat`: every order of three hand cards (by hand position),
    /// with the default cover when every slot is full (§7.3) and no B marker move.
    pub fn legal_assignments(&self, seat: Seat) -> Vec<Move> {
        let Some(p) = self.players.get(seat) else {
            return Vec::new();
        };
        if self.phase != Phase::Assign || p.resigned {
            return Vec::new();
        }
        let n = p.hand.len() as u8;
        // Only A's card decides whether a cover is needed (§4.2 d): one answer per card.
        let covers: Vec<Option<usize>> = p
            .hand
            .iter()
            .map(|&a| {
                self.slot_for(seat, a)
                    .is_err()
                    .then(|| self.default_cover(seat))
            })
            .collect();
        let mut out = Vec::with_capacity(usize::from(n) * 6);
        for a in 1..=n {
            for b in 1..=n {
                for d in 1..=n {
                    if a == b || a == d || b == d {
                        continue;
                    }
                    out.push(Move::Assign {
                        seat,
                        a: CardRef::Hand(a),
                        b: CardRef::Hand(b),
                        d: CardRef::Hand(d),
                        cover: covers[usize::from(a) - 1],
                        mark: None,
                    });
                }
            }
        }
        out
    }

    /// The legal C placements and moves of the seat to act, each with the game's payment
    /// and its plan: every target (and, when moving, every explorer to lift), most VP
    /// first, in space order on a tie.
    pub fn legal_placements(&self, seat: Seat) -> Vec<(Option<Space>, Space, Plan)> {
        self.ranked(seat, |w, t| self.target_plan(w, t), |plan| plan.vp)
    }

    /// [`Game::legal_placements`] without their plans: only the VP they are ordered by is
    /// worked out, so the list is made without allocating per placement.
    fn ranked_targets(&self, seat: Seat) -> Vec<(Option<Space>, Space, u32)> {
        self.ranked(seat, |w, t| self.target_vp(w, t), |&vp| vp)
    }

    /// The legal targets of `seat` (who is to take action C), each with what `each` makes
    /// of it, most VP first; a tie keeps the order found (the sort is stable).
    fn ranked<T>(
        &self,
        seat: Seat,
        each: impl Fn(&Powers, Target) -> T,
        vp: impl Fn(&T) -> u32,
    ) -> Vec<(Option<Space>, Space, T)> {
        if !self.takes_c(seat) {
            return Vec::new();
        }
        let w = self.powers(seat);
        let mut out: Vec<(Option<Space>, Space, T)> = self
            .targets(seat, &w)
            .map(|t| (t.from, t.to, each(&w, t)))
            .collect();
        out.sort_by_key(|x| std::cmp::Reverse(vp(&x.2)));
        out
    }

    /// Whether `seat` is to take action C now (and has not left).
    fn takes_c(&self, seat: Seat) -> bool {
        self.phase == Phase::Turns
            && self.actor() == Some(seat)
            && self.players.get(seat).is_some_and(|p| !p.resigned)
    }

    /// The legal C turns of the seat to act: [`Game::legal_placements`] as moves (the game
    /// pays), then a pass for each colour.
    pub fn legal_turns(&self, seat: Seat) -> Vec<Move> {
        if !self.takes_c(seat) {
            return Vec::new();
        }
        let mut out: Vec<Move> = self
            .ranked_targets(seat)
            .into_iter()
            .map(|(from, to, _)| Move::Place {
                seat,
                from,
                to,
                choices: Choices::default(),
            })
            .collect();
        out.extend(Colour::ALL.map(|colour| Move::Pass {
            seat,
            colour,
            choices: Choices::default(),
        }));
        out
    }

    /// One legal move of `seat` now, chosen by `pick` as the interface's
    /// [`crate::game::Play::any_legal_move`] chooses it: a uniformly random assignment
    /// (while the seat has not committed one); in action C mostly a placement, now and then
    /// a pass.
    pub fn any_legal(&self, seat: Seat, pick: u64) -> Option<Move> {
        let p = self.players.get(seat)?;
        if p.resigned {
            return None;
        }
        let mut rng = Rng::new(pick, 0);
        match self.phase {
            Phase::Assign if p.assigned.is_none() => {
                let mut legal = self.legal_assignments(seat);
                let n = legal.len() as u32;
                (n > 0).then(|| legal.swap_remove(rng.below(n) as usize))
            }
            Phase::Turns if self.actor() == Some(seat) => {
                let placements = self.ranked_targets(seat);
                let places = placements.len();
                if places > 0 && rng.below(10) > 0 {
                    let (from, to, _) = placements[rng.below(places as u32) as usize];
                    Some(Move::Place {
                        seat,
                        from,
                        to,
                        choices: Choices::default(),
                    })
                } else {
                    Some(Move::Pass {
                        seat,
                        colour: Colour::ALL[rng.below(Colour::ALL.len() as u32) as usize],
                        choices: Choices::default(),
                    })
                }
            }
            _ => None,
        }
    }
}
