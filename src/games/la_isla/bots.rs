//! La Isla's computer players: the hooks of the core's search ([`Searchable`]) for the
//! engine. The search itself is the core's (`crate::game::search`); this file says what a
//! seat may do, what it cannot know, and what a move is roughly worth at a glance.
//!
//! What a seat cannot know (la-isla.md §4.1, §7.1): the order of the draw pile and of every
//! later reshuffle, the other seats' hands while the cards are secret, and their
//! assignments until the reveal. [`Game`]'s determinize deals those afresh; everything on
//! the table (the island, the tiles, the markers, the cardholders, resources, the discard
//! pile) and the seat's own hand and assignment stay as they are.
//!
//! The moves the search weighs are the game's moves with a few choices made at a glance,
//! so that the branching stays searchable: a placement pays as the game pays (§8), takes
//! its resources of choice as the game's default does, and spends its marker moves on one
//! of the two animals the seat holds most of; action D's `dmove` goes where the seat holds
//! most. Everything a good player would weigh apart (every card in every action, every
//! slot to cover, every target and every explorer to lift, every pass) is kept.

use super::data::{card, Animal, Colour, Function, Space};
use super::state::{Assignment, Game, Phase, Plan, Player, Reshuffles, Seat};
use super::text::{CardRef, Choices, Move};
use crate::game::rng::Rng;
use crate::game::search::{mostly_best, Searchable};
use crate::game::Level;
use crate::words::{msg, Msg};

/// A move the search weighs: the game's move, with its value at a glance (the prior)
/// worked out when the moves were listed, since listing them already planned each one.
/// Two moves are the same move whatever their priors (the search matches moves across
/// worlds).
#[derive(Clone, Debug)]
pub struct IslaMove {
    pub mv: Move,
    prior: f64,
}

impl PartialEq for IslaMove {
    fn eq(&self, other: &IslaMove) -> bool {
        self.mv == other.mv
    }
}

/// A typical gap between two players' final scores, in points ([`Searchable::margin_scale`]).
const MARGIN: f64 = 12.0;

/// The moves the strong level's search plays in a millisecond of one core of a release
/// build, worlds dealt included ([`Searchable::moves_per_ms`]). Its whole playouts spend
/// most of their moves late in the game, where a seat with no explorer left in its supply
/// weighs every explorer on every space: at 110 (the rate with playouts cut at
/// [`PLAYOUT_DEPTH`]) a strong move took 359 ms of CPU, so 75 for about 250. The normal
/// level's cut playouts are cheaper a move, so its eighth of the work takes less than an
/// eighth of the time.
const MOVES_PER_MS: f64 = 75.0;

/// A playout's moves before the estimate values it ([`Searchable::playout_depth`]), below
/// the strong level: two rounds of three players (three assignments and three placements
/// each). Whole playouts (some 60 moves) are five times dearer: at an eighth of the work,
/// cut ones let `normal` beat two `easy` players more often. The strong level has the work
/// for whole ones, and they see what the estimate misses: against two `normal` players it
/// won 43 and 33 of 60 games on seeds 4 and 5 with them, 30 and 30 cut (docs/ai.md).
const PLAYOUT_DEPTH: usize = 12;

/// A playout plays a move at random once in this many, else the move worth most.
const PLAYOUT_RANDOM_IN: u32 = 4;

/// Rough worth of a resource held, in points: half a point at the end (§6) and the
/// placements it pays for on the way.
const RESOURCE: f64 = 0.8;

fn function_of(number: u8) -> Function {
    card(number).expect("a card of the deck").function
}

/// The functions `p` shows once its A card `a` is in its cardholder (§4.2), with the slot
/// `cover` covers under rule d.
fn visible_after(p: &Player, a: u8, cover: Option<usize>) -> Vec<Function> {
    let f = function_of(a);
    let mut shown: Vec<Function> = p.visible().collect();
    match cover {
        Some(slot) => {
            if let Some(top) = p.slots[slot - 1].last() {
                let old = function_of(top.card);
                if let Some(i) = shown.iter().position(|&v| v == old) {
                    shown.remove(i);
                }
            }
            shown.push(f);
        }
        None if shown.contains(&f) && f != Function::Explorer => {}
        None => shown.push(f),
    }
    shown
}

/// Whether `a` needs a slot chosen (§4.2 d): no new slot, no visible twin, no empty slot.
fn needs_cover(p: &Player, a: u8) -> bool {
    let f = function_of(a);
    if f == Function::ExtraSlot {
        return false;
    }
    let twin = f != Function::Explorer && p.has(f);
    !twin && !p.slots.iter().any(Vec::is_empty)
}

impl Game {
    /// How much of the game is still to come, 1 at the start down to 0 at the end: the
    /// markers' values against the end threshold (§4.6).
    fn to_come(&self) -> f64 {
        let t = f64::from(self.threshold());
        ((t - f64::from(self.marker_sum())) / t).clamp(0.0, 1.0)
    }

    /// The most any other seat holds of `animal`.
    fn others_most(&self, seat: Seat, animal: Animal) -> u32 {
        (0..self.players())
            .filter(|&s| s != seat)
            .map(|s| self.players[s].count(animal))
            .max()
            .unwrap_or(0)
    }

    /// What one marker move of `animal` is worth to `seat`: its count now (§5.1) and, when
    /// the marker reaches a new value, that value on its tiles against the others'.
    fn mark_worth(&self, seat: Seat, animal: Animal) -> f64 {
        let mine = f64::from(self.players[seat].count(animal));
        let at = self.markers[animal.index()];
        let steps_up = at < super::state::TOP && (at + 1).is_multiple_of(3);
        let lead = mine - f64::from(self.others_most(seat, animal));
        mine + if steps_up { lead.max(-mine) } else { 0.0 }
    }

    /// The animal a seat's marker moves go to: the one worth most to it (first in canonical
    /// order on a tie), and the runner-up.
    fn best_marks(&self, seat: Seat) -> [Animal; 2] {
        let mut ranked = Animal::ALL;
        ranked.sort_by(|a, b| {
            self.mark_worth(seat, *b)
                .total_cmp(&self.mark_worth(seat, *a))
                .then(a.index().cmp(&b.index()))
        });
        [ranked[0], ranked[1]]
    }

    /// What a small tile of `animal` is worth to `seat` besides its region's points: its
    /// share of the final scoring (§6) and of the sets.
    fn tile_worth(&self, seat: Seat, animal: Animal) -> f64 {
        let p = &self.players[seat];
        let value = f64::from(super::state::value(self.markers[animal.index()]));
        let counts = Animal::ALL.map(|a| p.count(a));
        let least = counts.iter().copied().min().unwrap_or(0);
        // One more of the rarest animal brings the next set (10 points) nearer.
        let set = if p.count(animal) == least { 2.0 } else { 0.0 };
        value + 1.0 + set
    }

    /// A card function's worth in the cardholder for the rest of the game, at a glance.
    fn function_worth(&self, seat: Seat, f: Function) -> f64 {
        let p = &self.players[seat];
        let base = match f {
            Function::ExtraSlot => 4.0,
            Function::Explorer if self.general[seat] > 0 => 4.0,
            Function::Explorer => 0.0,
            Function::SymVp(_) | Function::LandVp(_) => 3.0,
            Function::Cheap(_) | Function::RingVp(_) => 2.5,
            Function::SymMark(_) | Function::LandMark(_) | Function::Draw4 => 2.0,
            Function::SymRes(_) | Function::LandRes(_) | Function::Wild(_) => 1.5,
            Function::TileVp(a) | Function::TileMark(a) | Function::TileRes(a) => {
                1.0 + 0.3 * f64::from(p.count(a))
            }
            Function::DVp(a) | Function::DRes(a) | Function::DAny(a) => {
                1.0 + 0.2 * f64::from(p.count(a))
            }
            Function::BExtra(_) | Function::BVp(_) | Function::BMark(_) => 1.0,
            Function::OccVp | Function::OccCheap | Function::OccSwap => 1.0,
        };
        base * (0.3 + self.to_come())
    }

    /// An assignment's worth at a glance: what A's card adds to the cardholder (less what
    /// it covers), B's resource with its cards, D's marker move with its cards.
    fn assignment_prior(&self, seat: Seat, a: u8, b: u8, d: u8, cover: Option<usize>) -> f64 {
        let p = &self.players[seat];
        let before: f64 = p.visible().map(|f| self.function_worth(seat, f)).sum();
        let shown = visible_after(p, a, cover);
        let after: f64 = shown.iter().map(|&f| self.function_worth(seat, f)).sum();
        let has = |f: Function| shown.contains(&f);
        let colour = card(b).expect("a card").resource;
        let mut worth = after - before + RESOURCE;
        if has(Function::BExtra(colour)) {
            worth += RESOURCE;
        }
        if has(Function::BVp(colour)) {
            worth += 2.0;
        }
        if has(Function::BMark(colour)) {
            worth += self.mark_worth(seat, self.best_marks(seat)[0]);
        }
        let shown_animal = card(d).expect("a card").animal;
        let animal = if has(Function::DAny(shown_animal)) {
            self.best_marks(seat)[0]
        } else {
            shown_animal
        };
        worth += self.mark_worth(seat, animal);
        if has(Function::DVp(animal)) {
            worth += 2.0;
        }
        if has(Function::DRes(animal)) {
            worth += RESOURCE;
        }
        worth
    }

    /// Action D's `dmove` for `seat`: the animal worth most, when a D_ANY lets it choose.
    fn dmove(&self, seat: Seat) -> Option<Animal> {
        let p = &self.players[seat];
        let d = card(p.assigned?.d).expect("a card").animal;
        p.has(Function::DAny(d)).then(|| self.best_marks(seat)[0])
    }

    /// A C placement's worth at a glance: its points, its tiles, its marker moves and
    /// resources, less what it pays, and a little for standing next to tiles still free.
    fn place_prior(
        &self,
        seat: Seat,
        plan: &Plan,
        from: Option<Space>,
        to: Space,
        marks: Animal,
    ) -> f64 {
        let tiles: f64 = plan
            .claims
            .iter()
            .map(|(_, a)| self.tile_worth(seat, *a))
            .sum();
        let near: f64 = self
            .island
            .regions_at(to)
            .iter()
            .filter(|r| self.tiles[r.index()].is_some())
            .map(|&r| {
                let region = self.island.region(r);
                let mine = region
                    .spaces
                    .iter()
                    .filter(|s| **s == to || self.players[seat].on.contains(s))
                    .count();
                f64::from(region.value) * mine as f64 / region.spaces.len() as f64
            })
            .sum();
        f64::from(plan.vp)
            + tiles
            + plan.marks as f64 * self.mark_worth(seat, marks)
            + (plan.gains as f64 - plan.pay.len() as f64) * RESOURCE
            + 0.3 * near * self.to_come()
            - if from.is_some() { 0.5 } else { 0.0 }
    }

    fn assignments(&self, seat: Seat, out: &mut Vec<IslaMove>) {
        let p = &self.players[seat];
        let hand = &p.hand;
        for &a in hand {
            let covers: Vec<Option<usize>> = if needs_cover(p, a) {
                (1..=p.slots.len()).map(Some).collect()
            } else {
                vec![None]
            };
            for &b in hand {
                for &d in hand {
                    if a == b || a == d || b == d {
                        continue;
                    }
                    let colour = card(b).expect("a card").resource;
                    for &cover in &covers {
                        let mark = visible_after(p, a, cover)
                            .contains(&Function::BMark(colour))
                            .then(|| Some(self.best_marks(seat)[0]));
                        out.push(IslaMove {
                            mv: Move::Assign {
                                seat,
                                a: CardRef::Number(a),
                                b: CardRef::Number(b),
                                d: CardRef::Number(d),
                                cover,
                                mark,
                            },
                            prior: self.assignment_prior(seat, a, b, d, cover),
                        });
                    }
                }
            }
        }
    }

    fn turn_moves(&self, seat: Seat, out: &mut Vec<IslaMove>) {
        let p = &self.players[seat];
        let d = Choices {
            dmove: self.dmove(seat),
            ..Choices::default()
        };
        let froms: Vec<Option<Space>> = if p.supply > 0 {
            vec![None]
        } else {
            p.on.iter().copied().map(Some).collect()
        };
        let marks = self.best_marks(seat);
        for from in froms {
            for to in Space::all() {
                let Ok(plan) = self.plan(seat, from, to, &[]) else {
                    continue;
                };
                // The marker moves on either of the two animals worth most.
                let spend: &[Animal] = if plan.marks > 0 { &marks } else { &marks[..1] };
                for &animal in spend {
                    let mut choices = d.clone();
                    if plan.marks > 0 {
                        choices.mark = vec![animal; plan.marks];
                    }
                    out.push(IslaMove {
                        mv: Move::Place {
                            seat,
                            from,
                            to,
                            choices,
                        },
                        prior: self.place_prior(seat, &plan, from, to, animal),
                    });
                }
            }
        }
        for colour in Colour::ALL {
            let short = if p.resources[colour.index()] == 0 {
                0.3
            } else {
                0.0
            };
            out.push(IslaMove {
                mv: Move::Pass {
                    seat,
                    colour,
                    choices: d.clone(),
                },
                prior: RESOURCE + short,
            });
        }
    }

    /// The assignment the playouts would make of `seat`'s hand (mostly the one worth most
    /// at a glance), for a world where the seat had assigned but the viewer cannot know
    /// how. A seat assigns as a player would, not at random: worlds where the others threw
    /// their cards away taught the search to expect too little of them (docs/ai.md).
    fn policy_assignment(&self, seat: Seat, rng: &mut Rng) -> Assignment {
        let p = &self.players[seat];
        if p.resigned || p.hand.len() < 3 {
            return self.default_assignment(seat);
        }
        let mut moves = Vec::new();
        self.assignments(seat, &mut moves);
        let i = mostly_best(moves.len(), |i| moves[i].prior, PLAYOUT_RANDOM_IN, rng);
        // The game's own reading of an assignment; a listed one is always accepted.
        moves
            .get(i)
            .and_then(|m| self.resolve(seat, &m.mv).ok())
            .unwrap_or_else(|| self.default_assignment(seat))
    }
}

impl Searchable for Game {
    type Move = IslaMove;

    fn players(&self) -> usize {
        Game::players(self)
    }

    /// The seats still to assign in the secret step, else the seat in action C.
    fn to_move(&self, out: &mut Vec<Seat>) {
        match self.phase {
            Phase::Assign => out.extend(self.assigning()),
            Phase::Turns => out.extend(self.actor()),
            Phase::Over => {}
        }
    }

    fn legal(&self, seat: Seat, out: &mut Vec<IslaMove>) {
        let Some(p) = self.players.get(seat) else {
            return;
        };
        if p.resigned {
            return;
        }
        match self.phase {
            Phase::Assign if p.assigned.is_none() => self.assignments(seat, out),
            Phase::Turns if self.actor() == Some(seat) => self.turn_moves(seat, out),
            _ => {}
        }
    }

    fn play(&mut self, seat: Seat, mv: &IslaMove) {
        debug_assert_eq!(mv.mv.seat(), seat);
        // Quietly: nobody reads a search's moves, nor takes them back.
        if let Err(e) = self.apply_quiet(&mv.mv) {
            // `legal` lists only moves the game accepts; should one be refused after all,
            // the seat's deadline move keeps the search's world going rather than stop it.
            debug_assert!(false, "a listed move was refused: {} ({e})", mv.mv.encode());
            if let Some(default) = self.default_move(seat) {
                let _ = self.apply_quiet(&default);
            }
        }
    }

    fn is_over(&self) -> bool {
        self.is_finished()
    }

    fn score(&self, seat: Seat) -> f64 {
        f64::from(self.players[seat].score)
    }

    fn determinize(&self, viewer: Seat, rng: &mut Rng) -> Game {
        // A world of its own for later reshuffles: the game's generator (or a script's
        // piles) would tell the order of cards not yet shuffled.
        let fresh = Reshuffles::Seeded(Box::new(Rng::new(rng.next_u64(), 0)));
        let Ok(mut world) = Game::new((*self.setup).clone(), fresh) else {
            // The set-up was checked when this game began, so it sets a game up again.
            return self.clone();
        };
        world.setup = self.setup.clone();
        world.island = self.island.clone();
        world.players = self.players.clone();
        world.round = self.round;
        world.start = self.start;
        world.phase = self.phase;
        world.step = self.step;
        world.tiles = self.tiles;
        world.markers = self.markers;
        world.discard = self.discard.clone();
        world.general = self.general.clone();
        world.reshuffled = self.reshuffled;
        world.piles = Vec::new();
        world.ran_out = self.ran_out;
        world.finals = self.finals.clone();
        // The unseen cards: the draw pile and, while the cards are secret, the other hands.
        let secret = self.phase == Phase::Assign;
        let mut unseen = self.draw.clone();
        if secret {
            for (s, p) in self.players.iter().enumerate() {
                if s != viewer {
                    unseen.extend(&p.hand);
                }
            }
        }
        // In a fixed order first, so that how the unseen cards lay before cannot sway the
        // world dealt.
        unseen.sort_unstable();
        rng.shuffle(&mut unseen);
        if secret {
            for s in 0..world.players() {
                if s == viewer {
                    continue;
                }
                let n = world.players[s].hand.len();
                world.players[s].hand = unseen.drain(..n).collect();
                if world.players[s].assigned.is_some() {
                    let a = world.policy_assignment(s, rng);
                    world.players[s].assigned = Some(a);
                }
            }
        }
        world.draw = unseen;
        world
    }

    /// What the seat would score if the game ended now (§6: the play so far with the final
    /// scoring of what it holds), plus what it holds is still worth while the game goes
    /// on: its cardholder's functions and its resources (both shrinking towards the end).
    fn estimate(&self, seat: Seat) -> Option<f64> {
        let p = &self.players[seat];
        let now = f64::from(self.final_of(p).total);
        let holder: f64 = p.visible().map(|f| self.function_worth(seat, f)).sum();
        let resources = f64::from(p.resources_left()) * RESOURCE * self.to_come();
        Some(now + holder + resources)
    }

    /// Cut below the strong level (at `PLAYOUT_DEPTH` moves), whole at it.
    fn playout_depth(&self, level: Level) -> Option<usize> {
        (level != Level::Strong).then_some(PLAYOUT_DEPTH)
    }

    /// Mostly the move worth most at a glance, now and then another: playouts that play
    /// sensibly without always playing alike.
    fn playout_move(&self, _seat: Seat, moves: &[IslaMove], rng: &mut Rng) -> usize {
        mostly_best(moves.len(), |i| moves[i].prior, PLAYOUT_RANDOM_IN, rng)
    }

    fn prior(&self, _seat: Seat, mv: &IslaMove) -> f64 {
        mv.prior
    }

    /// A typical gap between two players' final scores: a region or two, a set.
    fn margin_scale(&self) -> f64 {
        MARGIN
    }

    /// Measured: `tucana ai --game la-isla` at the default budget on one core of a release
    /// build (docs/ai.md).
    fn moves_per_ms(&self) -> f64 {
        MOVES_PER_MS
    }

    /// The words a player types, cards by number (`assign #12 #85 #3`, `place O9 mark
    /// dodo`): what the game's `parse` reads and a hint shows.
    fn text(&self, _seat: Seat, mv: &IslaMove) -> String {
        mv.mv.typed()
    }

    fn gains(&self, seat: Seat, mv: &IslaMove) -> Msg {
        let card_of = |c: &CardRef| match c {
            CardRef::Number(n) => card(*n),
            CardRef::Hand(h) => self.players[seat]
                .hand
                .get(usize::from(*h).saturating_sub(1))
                .and_then(|n| card(*n)),
        };
        match &mv.mv {
            Move::Assign { a, b, d, .. } => match (card_of(a), card_of(b), card_of(d)) {
                (Some(a), Some(b), Some(d)) => msg!(
                    "la-isla-gains-assign",
                    function = a.function.name(),
                    resource = b.resource.msg(),
                    animal = d.animal.msg()
                ),
                _ => msg!("la-isla-gains-nothing"),
            },
            Move::Place { from, to, .. } => match self.plan(seat, *from, *to, &[]) {
                Ok(plan) => {
                    let mut gains = msg!("la-isla-gains-vp", vp = plan.vp);
                    for (r, a) in &plan.claims {
                        let takes = super::play::claim(&r.label(), *a);
                        gains = msg!("la-isla-gains-takes", gains, takes);
                    }
                    if plan.marks > 0 {
                        gains = msg!("la-isla-gains-marks", gains, n = plan.marks);
                    }
                    gains
                }
                Err(_) => msg!("la-isla-gains-nothing"),
            },
            Move::Pass { colour, .. } => msg!("la-isla-gains-pass", colour = colour.msg()),
            Move::Resign { .. } | Move::Undo { .. } => msg!("la-isla-gains-nothing"),
        }
    }
}
