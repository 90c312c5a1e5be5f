//! The game (la-isla.md §3–§7): set-up, the card phase and its secret assignments, actions
//! A–D, the end of a round, final scoring. Pure: a [`Setup`] and the moves applied so far.
//!
//! Only what players decide is a move ([`Move`]): an assignment, an action C, leaving the
//! game. Everything between them (the deal, the reveal, actions A, B and D, the end of a
//! round) follows from those moves alone (§7.1), so the game plays it at once inside
//! [`Game::apply`] and reports it as [`Event`]s for the bot to post.

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use super::data::{card, Animal, Card, Colour, Function, Island, Region, Space};
use super::text::{CardRef, Choices, Move};
use crate::game::rng::Rng;

pub type Seat = usize;

/// The rules version of games created now.
pub const RULESET: u32 = 1;
pub const MIN_PLAYERS: usize = 2;
pub const MAX_PLAYERS: usize = 4;
/// The top of an animal track (§1.4).
pub const TOP: u8 = 15;
/// Explorers each player starts with in their personal supply (§1.2).
pub const EXPLORERS: u8 = 5;
/// Each player's explorers in the general supply, taken only through EXPLORER (§1.2).
pub const GENERAL_EXPLORERS: u8 = 2;

/// The deck (§1.6 \[async\]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Deck {
    /// The 120 set-1 cards: the source's advice for first games.
    #[default]
    Basic,
    /// All 180 cards.
    Full,
}

/// A game's options, as stored (JSON).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    #[serde(default)]
    pub deck: Deck,
}

/// The end threshold: the sum of marker values that ends the game (§1.2).
pub fn threshold(players: usize) -> u8 {
    match players {
        2 => 7,
        3 => 9,
        _ => 11,
    }
}

/// A marker's value at a track position (§1.4, table D1).
pub fn value(position: u8) -> u8 {
    (position / 3).min(5)
}

/// Everything chance decides at set-up, drawn from a seed or given by a script (§3, §11).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    pub players: usize,
    pub options: Options,
    /// The tooth in each sector, 1–10.
    pub assembly: [u8; 10],
    /// The small tile on each region J1–J35.
    pub tiles: [Animal; 35],
    /// Each seat's large tile.
    pub large: Vec<Animal>,
    /// The first start player.
    pub start: Seat,
    /// The draw pile, card numbers, top first.
    pub draw: Vec<u8>,
}

/// Where the new draw piles of later reshuffles come from: the game's generator, continuing
/// its stream (§3), or a script, which gives each one (§11).
#[derive(Clone)]
pub enum Reshuffles {
    Seeded(Box<Rng>),
    Given(Vec<Vec<u8>>),
}

impl Setup {
    /// Draws the set-up in the reference's order (§3): assembly, tiles, large tiles, start
    /// seat, deck; the generator goes on to the game for later reshuffles.
    pub fn from_seed(
        seed: u64,
        options: Options,
        players: usize,
    ) -> Result<(Setup, Reshuffles), String> {
        check_players(players)?;
        let mut rng = Rng::new(seed, 0);
        let mut assembly: [u8; 10] = std::array::from_fn(|i| i as u8 + 1);
        rng.shuffle(&mut assembly);
        let mut tiles: [Animal; 35] = std::array::from_fn(|i| Animal::ALL[i / 7]);
        rng.shuffle(&mut tiles);
        let mut large = Animal::ALL;
        rng.shuffle(&mut large);
        let start = rng.below(players as u32) as usize;
        let mut draw = deck(options.deck);
        rng.shuffle(&mut draw);
        let setup = Setup {
            players,
            options,
            assembly,
            tiles,
            large: large[..players].to_vec(),
            start,
            draw,
        };
        Ok((setup, Reshuffles::Seeded(Box::new(rng))))
    }

    /// Checks a given set-up (a script's): the players, a permutation of the teeth, 7 tiles
    /// of each animal, different large tiles, and the deck's cards each once.
    pub fn check(&self) -> Result<(), String> {
        check_players(self.players)?;
        Island::assemble(self.assembly)?;
        for animal in Animal::ALL {
            let n = self.tiles.iter().filter(|&&a| a == animal).count();
            if n != 7 {
                return Err(format!(
                    "tiles: there are 7 {} tiles, not {n}",
                    animal.name()
                ));
            }
        }
        if self.large.len() != self.players {
            return Err(format!(
                "large: one large tile per player ({}), not {}",
                self.players,
                self.large.len()
            ));
        }
        for (i, a) in self.large.iter().enumerate() {
            if self.large[..i].contains(a) {
                return Err(format!("large: two players have the large {}", a.name()));
            }
        }
        if self.start >= self.players {
            return Err(format!("start: there is no seat {}", self.start));
        }
        let mut sorted = self.draw.clone();
        sorted.sort_unstable();
        if sorted != deck(self.options.deck) {
            return Err(format!(
                "draw: the {} deck's cards, #1–#{}, each once",
                match self.options.deck {
                    Deck::Basic => "basic",
                    Deck::Full => "full",
                },
                deck(self.options.deck).len()
            ));
        }
        Ok(())
    }
}

/// The deck's cards in card-number order.
pub fn deck(deck: Deck) -> Vec<u8> {
    match deck {
        Deck::Basic => (1..=120).collect(),
        Deck::Full => (1..=180).collect(),
    }
}

fn check_players(players: usize) -> Result<(), String> {
    if (MIN_PLAYERS..=MAX_PLAYERS).contains(&players) {
        Ok(())
    } else {
        Err(format!("La Isla takes 2 to 4 players, not {players}"))
    }
}

/// A card in a cardholder slot, with the round it was placed in (for the default cover).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Slotted {
    pub card: u8,
    pub round: usize,
}

/// A seat's committed assignment, with the choices resolved to card numbers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Assignment {
    pub a: u8,
    pub b: u8,
    pub d: u8,
    /// The slot A covers, if every slot is full and the card is not a twin (§4.2 d), from 1.
    pub cover: Option<usize>,
    /// The B_MARK move: `None` declined.
    pub mark: Option<Animal>,
}

/// One player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Player {
    /// Cards in hand, in the order dealt (hand positions 1–4).
    pub hand: Vec<u8>,
    /// This round's assignment, once committed; private until the reveal.
    pub assigned: Option<Assignment>,
    /// The cardholder: each slot's cards, bottom first; the last is visible.
    pub slots: Vec<Vec<Slotted>>,
    /// Resources by colour (canonical order).
    pub resources: [u8; 5],
    pub score: u32,
    /// Where the points scored in play came from.
    pub points: Points,
    /// Explorers in the personal supply.
    pub supply: u8,
    /// Where the player's explorers stand.
    pub on: Vec<Space>,
    /// The small tiles taken, with their regions, in the order taken.
    pub tiles: Vec<(Region, Animal)>,
    pub large: Animal,
    /// The D choices of this round's C move.
    pub dmove: Option<Animal>,
    pub dget: Option<Colour>,
    pub resigned: bool,
}

impl Player {
    /// The visible functions, slot by slot.
    pub fn visible(&self) -> impl Iterator<Item = Function> + '_ {
        self.slots
            .iter()
            .filter_map(|s| s.last())
            .map(|c| card_of(c.card).function)
    }

    pub fn has(&self, f: Function) -> bool {
        self.visible().any(|v| v == f)
    }

    /// Small tiles of `animal` + 2 for the large tile (§1.3).
    pub fn count(&self, animal: Animal) -> u32 {
        let small = self.tiles.iter().filter(|(_, a)| *a == animal).count() as u32;
        small + if self.large == animal { 2 } else { 0 }
    }

    pub fn resources_left(&self) -> u32 {
        self.resources.iter().map(|&r| u32::from(r)).sum()
    }

    /// The colour held least, first in canonical order on a tie (§7.3's default).
    pub fn fewest(&self) -> Colour {
        Colour::ALL
            .into_iter()
            .min_by_key(|c| self.resources[c.index()])
            .expect("five colours")
    }

    fn gain(&mut self, colour: Colour) {
        self.resources[colour.index()] += 1;
    }
}

fn card_of(number: u8) -> &'static Card {
    card(number).expect("a card of the deck")
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// Every player secretly assigns cards (§4.1).
    Assign,
    /// Action C, one player at a time (§4.4).
    Turns,
    Over,
}

/// What the game did, for the table (the bot words it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// A line about one seat: the bot writes the seat's name before it.
    Seat(Seat, String),
    /// A line for the table.
    Table(String),
    /// A round ended (counted from 1).
    RoundEnded(usize),
}

/// A C placement's consequences, worked out before anything changes.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Plan {
    pub cost: u8,
    /// The resources paid.
    pub pay: Vec<Colour>,
    /// Another player's explorer stood on the target (§4.4, C20).
    pub occupied: bool,
    /// Regions claimed, with their tiles.
    pub claims: Vec<(Region, Animal)>,
    /// VP from claims and effects.
    pub vp: u32,
    /// Resource-of-choice gains granted.
    pub gains: usize,
    /// Optional marker moves granted.
    pub marks: usize,
    /// OCC_SWAP applies.
    pub swap: bool,
}

/// The game: the set-up, the state its moves have led to, and those moves.
#[derive(Clone)]
pub struct Game {
    pub setup: Arc<Setup>,
    pub island: Arc<Island>,
    pub players: Vec<Player>,
    /// Round, from 1.
    pub round: usize,
    /// This round's start player.
    pub start: Seat,
    pub phase: Phase,
    /// During [`Phase::Turns`]: the place in the turn order of the seat to act.
    pub step: usize,
    /// The tile still on each region.
    pub tiles: [Option<Animal>; 35],
    /// Each animal's marker position, 0–15.
    pub markers: [u8; 5],
    /// Top first.
    pub draw: Vec<u8>,
    /// In the order discarded.
    pub discard: Vec<u8>,
    /// Each seat's explorers left in the general supply.
    pub general: Vec<u8>,
    reshuffles: Reshuffles,
    /// How many reshuffles happened.
    pub reshuffled: usize,
    /// Each reshuffle's new draw pile, top first, as it was made (§11: a record holds them,
    /// so a seeded game can be written out as a script).
    pub piles: Vec<Vec<u8>>,
    /// Set when the deal could not be completed (§4.1's rare end).
    pub ran_out: bool,
    /// Each seat's final scoring, once the game is over.
    pub finals: Option<Vec<Final>>,
    log: Vec<Move>,
}

/// The sources of the points scored in play.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Points {
    /// Regions claimed (their values).
    pub regions: u32,
    /// Card effects: SYM_VP, LAND_VP, RING_VP, OCC_VP, TILE_VP, B_VP, D_VP.
    pub cards: u32,
    /// Marker moves, in action D and from effects.
    pub markers: u32,
}

/// Final scoring (§6).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Final {
    /// The score before final scoring.
    pub play: u32,
    pub sets: u32,
    /// Per animal: count × marker value.
    pub animals: [u32; 5],
    pub resources: u32,
    pub total: u32,
}

impl Final {
    pub fn animals_total(&self) -> u32 {
        self.animals.iter().sum()
    }
}

impl Game {
    pub fn new(setup: Setup, reshuffles: Reshuffles) -> Result<Game, String> {
        setup.check()?;
        let island = Island::assemble(setup.assembly)?;
        let players = (0..setup.players)
            .map(|seat| Player {
                hand: Vec::new(),
                assigned: None,
                slots: vec![Vec::new(); 3],
                resources: [1; 5],
                score: 0,
                points: Points::default(),
                supply: EXPLORERS,
                on: Vec::new(),
                tiles: Vec::new(),
                large: setup.large[seat],
                dmove: None,
                dget: None,
                resigned: false,
            })
            .collect();
        let mut game = Game {
            island: Arc::new(island),
            players,
            round: 1,
            start: setup.start,
            phase: Phase::Assign,
            step: 0,
            tiles: setup.tiles.map(Some),
            markers: [0; 5],
            draw: setup.draw.clone(),
            discard: Vec::new(),
            general: vec![GENERAL_EXPLORERS; setup.players],
            reshuffles,
            reshuffled: 0,
            piles: Vec::new(),
            ran_out: false,
            finals: None,
            log: Vec::new(),
            setup: Arc::new(setup),
        };
        let mut events = Vec::new();
        game.deal(&mut events)?;
        Ok(game)
    }

    pub fn from_seed(seed: u64, options: Options, players: usize) -> Result<Game, String> {
        let (setup, reshuffles) = Setup::from_seed(seed, options, players)?;
        Game::new(setup, reshuffles)
    }

    pub fn players(&self) -> usize {
        self.players.len()
    }

    pub fn log(&self) -> &[Move] {
        &self.log
    }

    pub fn is_finished(&self) -> bool {
        self.phase == Phase::Over
    }

    /// Seats in turn order from this round's start player.
    pub fn order(&self) -> Vec<Seat> {
        let n = self.players();
        (0..n).map(|i| (self.start + i) % n).collect()
    }

    /// The seat to act in action C.
    pub fn actor(&self) -> Option<Seat> {
        (self.phase == Phase::Turns).then(|| self.order()[self.step])
    }

    /// The seats that have not committed an assignment yet.
    pub fn assigning(&self) -> Vec<Seat> {
        if self.phase != Phase::Assign {
            return Vec::new();
        }
        (0..self.players())
            .filter(|&s| self.players[s].assigned.is_none())
            .collect()
    }

    /// The sum of the markers' values, against [`threshold`].
    pub fn marker_sum(&self) -> u8 {
        self.markers.iter().map(|&p| value(p)).sum()
    }

    pub fn threshold(&self) -> u8 {
        threshold(self.players())
    }

    // ----- the card phase -----

    /// Deals in turn order (§4.1): 3 cards, 4 with a visible DRAW4; an empty draw pile takes
    /// the discard pile reshuffled; if even that is short, the game ends at once.
    fn deal(&mut self, events: &mut Vec<Event>) -> Result<(), String> {
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
                    events.push(Event::Table(
                        "The draw pile and the discard pile together cannot complete the deal: \
                         the game ends now."
                            .to_owned(),
                    ));
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

    fn reshuffle(&mut self, events: &mut Vec<Event>) -> Result<(), String> {
        if self.discard.is_empty() {
            return Ok(());
        }
        let mut pile = std::mem::take(&mut self.discard);
        match &mut self.reshuffles {
            Reshuffles::Seeded(rng) => rng.shuffle(&mut pile),
            Reshuffles::Given(given) => {
                let Some(next) = given.get(self.reshuffled) else {
                    return Err(format!(
                        "the draw pile runs out in round {}: the script must give reshuffle {}",
                        self.round,
                        self.reshuffled + 1
                    ));
                };
                let (mut a, mut b) = (next.clone(), pile.clone());
                a.sort_unstable();
                b.sort_unstable();
                if a != b {
                    return Err(format!(
                        "reshuffle {} must hold exactly the discard pile's {} cards",
                        self.reshuffled + 1,
                        pile.len()
                    ));
                }
                pile = next.clone();
            }
        }
        self.reshuffled += 1;
        self.piles.push(pile.clone());
        events.push(Event::Table(format!(
            "The draw pile is empty: the discard pile's {} cards are shuffled into a new one.",
            pile.len()
        )));
        self.draw = pile;
        Ok(())
    }

    /// Which slot a card goes to (§4.2): `Err` when the player must choose (rule d).
    fn slot_for(&self, seat: Seat, a: u8) -> Result<SlotRule, ()> {
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
    fn resolve(&self, seat: Seat, mv: &Move) -> Result<Assignment, String> {
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
        let number = |c: &CardRef| -> Result<u8, String> {
            match *c {
                CardRef::Hand(h) => hand.get(usize::from(h) - 1).copied().ok_or_else(|| {
                    format!(
                        "your hand has {} cards, so there is no card {h}",
                        hand.len()
                    )
                }),
                CardRef::Number(n) if hand.contains(&n) => Ok(n),
                CardRef::Number(n) => Err(format!("#{n} is not in your hand")),
            }
        };
        let (a, b, d) = (number(a)?, number(b)?, number(d)?);
        if a == b || a == d || b == d {
            return Err("A, B and D need three different cards".to_owned());
        }
        let rule = self.slot_for(seat, a);
        let cover = match (rule, cover) {
            (Ok(_), _) => None,
            (Err(()), None) => {
                return Err(format!(
                    "your {} slots are full: say which one A covers, e.g. `cover {}`",
                    self.players[seat].slots.len(),
                    self.default_cover(seat)
                ))
            }
            (Err(()), Some(slot)) if *slot > self.players[seat].slots.len() => {
                return Err(format!(
                    "you have slots 1–{}, so there is no slot {slot}",
                    self.players[seat].slots.len()
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
                let word = mark.map_or("none", Animal::name);
                return Err(format!(
                    "`mark {word}`: you will have no B_MARK {} showing for your {} B card, so \
                     action B gives no marker move",
                    colour.name(),
                    colour.name()
                ));
            }
        }
        Ok(assignment)
    }

    /// All assignments are in: reveal them, then actions A and B (§4.1–4.3), then the first
    /// C turn.
    fn reveal(&mut self, events: &mut Vec<Event>) -> Result<(), String> {
        let order = self.order();
        events.push(Event::Table(format!(
            "**Round {}: the cards are revealed.**",
            self.round
        )));
        // What each seat's cards did, in one line per seat.
        let mut said: Vec<Vec<String>> = vec![Vec::new(); self.players()];
        // The discard pile's order (§11): DRAW4 leftovers, then B cards, in turn order.
        for &seat in &order {
            let p = &mut self.players[seat];
            let asg = p.assigned.expect("every seat assigned");
            let left: Vec<u8> = p
                .hand
                .iter()
                .copied()
                .filter(|c| ![asg.a, asg.b, asg.d].contains(c))
                .collect();
            self.discard.extend(&left);
            p.hand.clear();
            said[seat].extend(left.iter().map(|c| format!("discards #{c}")));
        }
        // A, for everyone at once.
        for &seat in &order {
            let asg = self.players[seat].assigned.expect("assigned");
            let rule = self.slot_for(seat, asg.a).ok();
            let slot = place_a(&mut self.players[seat], &asg, rule, self.round);
            let mut text = format!(
                "A {} in slot {}",
                card_of(asg.a).function.describe_card(asg.a),
                slot + 1
            );
            if card_of(asg.a).function == Function::Explorer {
                if self.general[seat] > 0 {
                    self.general[seat] -= 1;
                    self.players[seat].supply += 1;
                    text.push_str(", +1 explorer from the general supply");
                } else {
                    text.push_str(" (none of their explorers is left in the general supply)");
                }
            }
            said[seat].insert(0, text);
        }
        // B.
        for &seat in &order {
            let asg = self.players[seat].assigned.expect("assigned");
            let colour = card_of(asg.b).resource;
            self.discard.push(asg.b);
            let mut parts = vec![format!("B #{} +1 {}", asg.b, colour.name())];
            let p = &mut self.players[seat];
            p.gain(colour);
            if p.has(Function::BExtra(colour)) {
                p.gain(colour);
                parts.push(format!("+1 {} (B_EXTRA)", colour.name()));
            }
            if p.has(Function::BVp(colour)) {
                p.score += 2;
                p.points.cards += 2;
                parts.push("+2 VP (B_VP)".to_owned());
            }
            if p.has(Function::BMark(colour)) {
                match asg.mark {
                    Some(animal) => parts.push(self.marker_move(seat, animal)),
                    None => parts.push("no B_MARK move".to_owned()),
                }
            }
            said[seat].insert(1, parts.join(", "));
            let d = asg.d;
            said[seat].insert(2, format!("D #{d} {}", card_of(d).animal.name()));
        }
        for &seat in &order {
            events.push(Event::Seat(seat, format!(": {}.", said[seat].join(" · "))));
        }
        self.phase = Phase::Turns;
        self.step = 0;
        self.skip_resigned(events)
    }

    /// One marker move for `animal` by `seat` (§5.1): up one space below the top, then the
    /// seat scores its count. Returns the words for it.
    fn marker_move(&mut self, seat: Seat, animal: Animal) -> String {
        let m = &mut self.markers[animal.index()];
        let from = *m;
        *m = (*m + 1).min(TOP);
        let count = self.players[seat].count(animal);
        self.players[seat].score += count;
        self.players[seat].points.markers += count;
        if from == TOP {
            format!("{} stays at the top, +{count} VP", animal.name())
        } else {
            format!("{} {from} → {}, +{count} VP", animal.name(), from + 1)
        }
    }

    // ----- action C -----

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
        let p = &self.players[seat];
        let colour = self.island.space(to).colour;
        let own = p.resources[colour.index()].min(cost);
        let mut pay = vec![colour; own as usize];
        for wild in Colour::ALL {
            if pay.len() == cost as usize {
                break;
            }
            if wild != colour && p.has(Function::Wild(wild)) && p.resources[wild.index()] > 0 {
                pay.push(wild);
            }
        }
        (pay.len() == cost as usize).then_some(pay)
    }

    /// Whether `pay` is a legal payment for `to` (§4.4, C11), with the reason if not.
    fn check_pay(&self, seat: Seat, to: Space, cost: u8, pay: &[Colour]) -> Result<(), String> {
        let p = &self.players[seat];
        let colour = self.island.space(to).colour;
        if pay.len() != cost as usize {
            return Err(format!(
                "{} costs {cost} here, so pay {cost} resource{}",
                to.label(),
                if cost == 1 { "" } else { "s" }
            ));
        }
        for c in Colour::ALL {
            let n = pay.iter().filter(|&&x| x == c).count() as u8;
            if n > p.resources[c.index()] {
                return Err(format!("you have {} {}", p.resources[c.index()], c.name()));
            }
            if c != colour && n > 0 && (n > 1 || !p.has(Function::Wild(c))) {
                return Err(format!(
                    "{} is {}: pay {}, or one resource per WILD card showing its colour",
                    to.label(),
                    colour.name(),
                    colour.name()
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
    ) -> Result<Plan, String> {
        let p = &self.players[seat];
        match from {
            None if p.supply == 0 => {
                return Err(
                    "your supply is empty: move an explorer instead (`move <from> <to>`)"
                        .to_owned(),
                )
            }
            Some(_) if p.supply > 0 => {
                return Err(format!(
                    "you still have {} explorer{} in your supply: `place` one",
                    p.supply,
                    if p.supply == 1 { "" } else { "s" }
                ))
            }
            Some(f) if !p.on.contains(&f) => {
                return Err(format!("you have no explorer on {}", f.label()))
            }
            _ => {}
        }
        if p.on.contains(&to) {
            return Err(format!("you already have an explorer on {}", to.label()));
        }
        let (cost, occupied) = self.cost(seat, to);
        let pay = if pay.is_empty() {
            self.auto_pay(seat, to, cost).ok_or_else(|| {
                format!(
                    "{} costs {cost} {}, and you cannot pay it",
                    to.label(),
                    self.island.space(to).colour.name()
                )
            })?
        } else {
            self.check_pay(seat, to, cost, pay)?;
            pay.to_vec()
        };
        let info = self.island.space(to);
        let on = |s: Space| s == to || (p.on.contains(&s) && Some(s) != from);
        let claims: Vec<(Region, Animal)> = self
            .island
            .regions_at(to)
            .iter()
            .filter_map(|&r| {
                let tile = self.tiles[r.index()]?;
                self.island
                    .region(r)
                    .spaces
                    .iter()
                    .all(|&s| on(s))
                    .then_some((r, tile))
            })
            .collect();
        let mut plan = Plan {
            cost,
            pay,
            occupied,
            vp: claims
                .iter()
                .map(|(r, _)| u32::from(self.island.region(*r).value))
                .sum(),
            claims,
            ..Plan::default()
        };
        for f in p.visible() {
            let per_tile = |a: Animal| plan.claims.iter().filter(|(_, t)| *t == a).count();
            match f {
                Function::SymVp(s) if s == info.symbol => plan.vp += 3,
                Function::LandVp(c) if c == info.colour => plan.vp += 3,
                Function::RingVp(r) if r == to.ring() => plan.vp += 2,
                Function::OccVp if occupied => plan.vp += 2,
                Function::TileVp(a) => plan.vp += 3 * per_tile(a) as u32,
                Function::SymRes(s) if s == info.symbol => plan.gains += 1,
                Function::LandRes(c) if c == info.colour => plan.gains += 1,
                Function::TileRes(a) => plan.gains += per_tile(a),
                Function::SymMark(s) if s == info.symbol => plan.marks += 1,
                Function::LandMark(c) if c == info.colour => plan.marks += 1,
                Function::TileMark(a) => plan.marks += per_tile(a),
                Function::OccSwap if occupied => plan.swap = true,
                _ => {}
            }
        }
        Ok(plan)
    }

    /// The D choices of a C move, checked against the seat's D card (§4.5, §8).
    fn check_d(&self, seat: Seat, c: &Choices) -> Result<(), String> {
        let p = &self.players[seat];
        let d = card_of(p.assigned.expect("assigned").d).animal;
        if c.dmove.is_some() && !p.has(Function::DAny(d)) {
            return Err(format!(
                "`dmove` needs a D_ANY {} showing: your D card is {}",
                d.name(),
                d.name()
            ));
        }
        let moved = c.dmove.unwrap_or(d);
        if c.dget.is_some() && !p.has(Function::DRes(moved)) {
            return Err(format!(
                "`dget` needs a D_RES {} showing (action D moves the {})",
                moved.name(),
                moved.name()
            ));
        }
        Ok(())
    }

    /// Checks a C move's options against its plan.
    fn check_choices(plan: &Plan, c: &Choices) -> Result<(), String> {
        if c.get.len() > plan.gains {
            return Err(format!(
                "this placement grants {} resource{} of your choice, not {}",
                plan.gains,
                if plan.gains == 1 { "" } else { "s" },
                c.get.len()
            ));
        }
        if c.mark.len() > plan.marks || (c.no_marks && plan.marks == 0) {
            return Err(format!(
                "this placement grants {} marker move{}",
                plan.marks,
                if plan.marks == 1 { "" } else { "s" }
            ));
        }
        if c.swap.is_some() && !plan.swap {
            return Err(
                "`swap` needs an OCC_SWAP showing and another player's explorer on the target"
                    .to_owned(),
            );
        }
        Ok(())
    }

    /// Plays a checked placement; refuses only a swap of a colour the player does not hold
    /// by then (after paying and the gains), which the plan alone cannot tell.
    fn place(
        &mut self,
        seat: Seat,
        from: Option<Space>,
        to: Space,
        c: &Choices,
    ) -> Result<String, String> {
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
        let mut parts = Vec::new();
        for &(r, animal) in &plan.claims {
            self.tiles[r.index()] = None;
            let value = self.island.region(r).value;
            parts.push(format!("{} {} +{value}", r.label(), animal.name()));
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
            parts.push(format!("cards +{effects}"));
        }
        for i in 0..plan.gains {
            let colour = c.get.get(i).copied().unwrap_or_else(|| p.fewest());
            p.gain(colour);
            parts.push(format!("+1 {}", colour.name()));
        }
        let marks: Vec<Animal> = if c.no_marks {
            Vec::new()
        } else {
            c.mark.iter().take(plan.marks).copied().collect()
        };
        for animal in marks {
            parts.push(self.marker_move(seat, animal));
        }
        if let (true, Some((give, take))) = (plan.swap, c.swap) {
            let p = &mut self.players[seat];
            if p.resources[give.index()] == 0 {
                return Err(format!(
                    "`swap {}:{}`: you will have no {} left to give",
                    give.code(),
                    take.code(),
                    give.name()
                ));
            }
            p.resources[give.index()] -= 1;
            p.gain(take);
            parts.push(format!("swaps {} for {}", give.name(), take.name()));
        }
        Ok(parts.join(", "))
    }

    /// Passes over the C turns of seats that left (a pass, taking their fewest colour), then
    /// action D once every seat has had its turn.
    fn skip_resigned(&mut self, events: &mut Vec<Event>) -> Result<(), String> {
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
            events.push(Event::Seat(
                seat,
                format!(" (left the game) passes and takes a {}.", colour.name()),
            ));
            self.step += 1;
        }
        Ok(())
    }

    // ----- action D and the end of a round -----

    fn action_d(&mut self, events: &mut Vec<Event>) -> Result<(), String> {
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
    fn finish(&mut self, events: &mut Vec<Event>) {
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

    // ----- moves -----

    /// Checks a move and turns it into its logged form (cards by number, the payment made),
    /// without playing it.
    pub fn check(&self, mv: &Move) -> Result<Move, String> {
        let seat = mv.seat();
        if seat >= self.players() {
            return Err(format!("there is no seat {seat}"));
        }
        if self.phase == Phase::Over {
            return Err("the game is over".to_owned());
        }
        let p = &self.players[seat];
        if p.resigned {
            return Err("you have left this game".to_owned());
        }
        match mv {
            Move::Resign { .. } => Ok(mv.clone()),
            Move::Assign { .. } => {
                if self.phase != Phase::Assign {
                    return Err("the cards of this round are already revealed".to_owned());
                }
                let a = self.resolve(seat, mv)?;
                Ok(Move::Assign {
                    seat,
                    a: CardRef::Number(a.a),
                    b: CardRef::Number(a.b),
                    d: CardRef::Number(a.d),
                    cover: a.cover,
                    mark: match mv {
                        Move::Assign { mark, .. } => *mark,
                        _ => None,
                    },
                })
            }
            Move::Place {
                from, to, choices, ..
            } => {
                self.check_turn(seat)?;
                let plan = self.plan(seat, *from, *to, &choices.pay)?;
                Game::check_choices(&plan, choices)?;
                self.check_d(seat, choices)?;
                if choices.swap.is_some() {
                    // Whether the swap's colour is held once paid and gained: play it out.
                    self.clone().place(seat, *from, *to, choices)?;
                }
                let mut choices = choices.clone();
                choices.pay = plan.pay;
                Ok(Move::Place {
                    seat,
                    from: *from,
                    to: *to,
                    choices,
                })
            }
            Move::Pass { choices, .. } => {
                self.check_turn(seat)?;
                self.check_d(seat, choices)?;
                Ok(mv.clone())
            }
        }
    }

    fn check_turn(&self, seat: Seat) -> Result<(), String> {
        match self.phase {
            Phase::Assign if self.players[seat].assigned.is_some() => Err(
                "action C begins once everyone has assigned their cards; until then you may \
                 change yours with another `assign`"
                    .to_owned(),
            ),
            Phase::Assign => Err("first assign your cards: `assign A B D`".to_owned()),
            _ if self.actor() != Some(seat) => Err(
                "it is not your turn: action C goes one player at a time, in turn order from \
                 the start player"
                    .to_owned(),
            ),
            _ => Ok(()),
        }
    }

    /// Checks a move and, only if it is legal, plays it and appends it (in its logged form)
    /// to the log.
    pub fn apply(&mut self, mv: &Move) -> Result<Vec<Event>, String> {
        let logged = self.check(mv)?;
        let mut next = self.clone();
        let events = next.play(&logged)?;
        next.log.push(logged);
        *self = next;
        Ok(events)
    }

    fn play(&mut self, mv: &Move) -> Result<Vec<Event>, String> {
        let seat = mv.seat();
        let mut events = Vec::new();
        match mv {
            Move::Assign { .. } => {
                let a = self.resolve(seat, mv)?;
                self.players[seat].assigned = Some(a);
                if self.assigning().is_empty() {
                    self.reveal(&mut events)?;
                }
            }
            Move::Place {
                from, to, choices, ..
            } => {
                let text = self.place(seat, *from, *to, choices)?;
                let p = &mut self.players[seat];
                p.dmove = choices.dmove;
                p.dget = choices.dget;
                events.push(Event::Seat(
                    seat,
                    format!(
                        ": R{} {}{}",
                        self.round,
                        mv.typed(),
                        if text.is_empty() {
                            String::new()
                        } else {
                            format!(" — {text}")
                        }
                    ),
                ));
                self.step += 1;
                self.skip_resigned(&mut events)?;
            }
            Move::Pass {
                colour, choices, ..
            } => {
                let p = &mut self.players[seat];
                p.gain(*colour);
                p.dmove = choices.dmove;
                p.dget = choices.dget;
                events.push(Event::Seat(
                    seat,
                    format!(": R{} {} — +1 {}", self.round, mv.typed(), colour.name()),
                ));
                self.step += 1;
                self.skip_resigned(&mut events)?;
            }
            Move::Resign { .. } => {
                self.players[seat].resigned = true;
                events.push(Event::Seat(
                    seat,
                    " left the game: the game plays their defaults from now on.".to_owned(),
                ));
                if self.players.iter().all(|p| p.resigned) {
                    self.finish(&mut events);
                } else if self.phase == Phase::Assign {
                    if self.players[seat].assigned.is_none() {
                        let a = self.default_assignment(seat);
                        self.players[seat].assigned = Some(a);
                    }
                    if self.assigning().is_empty() {
                        self.reveal(&mut events)?;
                    }
                } else if self.actor() == Some(seat) {
                    self.skip_resigned(&mut events)?;
                }
            }
        }
        Ok(events)
    }

    /// The move the game makes for a seat at its deadline (§7.3), if it is to act.
    pub fn default_move(&self, seat: Seat) -> Option<Move> {
        match self.phase {
            Phase::Assign if self.players[seat].assigned.is_none() => {
                let a = self.default_assignment(seat);
                Some(Move::Assign {
                    seat,
                    a: CardRef::Number(a.a),
                    b: CardRef::Number(a.b),
                    d: CardRef::Number(a.d),
                    cover: a.cover,
                    mark: None,
                })
            }
            Phase::Turns if self.actor() == Some(seat) => Some(Move::Pass {
                seat,
                colour: self.players[seat].fewest(),
                choices: Choices::default(),
            }),
            _ => None,
        }
    }
}

/// How §4.2 places an A card, when the player has no choice.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum SlotRule {
    /// a: EXTRA_SLOT opens a new slot.
    New,
    /// b: onto the visible twin.
    Twin(usize),
    /// c: the lowest empty slot.
    Empty(usize),
}

/// Puts the A card into the cardholder (§4.2); `rule` is `None` under rule d (the chosen
/// slot). Returns the slot's index.
fn place_a(p: &mut Player, a: &Assignment, rule: Option<SlotRule>, round: usize) -> usize {
    let slotted = Slotted { card: a.a, round };
    let slot = match rule {
        Some(SlotRule::New) => {
            p.slots.push(Vec::new());
            p.slots.len() - 1
        }
        Some(SlotRule::Twin(i) | SlotRule::Empty(i)) => i,
        None => a.cover.unwrap_or(1) - 1,
    };
    p.slots[slot].push(slotted);
    slot
}
