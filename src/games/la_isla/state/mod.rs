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
use super::play::english;
use super::text::{CardRef, Choices, Move};
use crate::game::rng::Rng;
use crate::game::takeback::{self, Kept};
use crate::game::BadData;
use crate::words::{self, msg, Msg};

mod action_c;
mod cards;
mod legal;
mod round_end;

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
    pub fn check(&self) -> Result<(), BadData> {
        check_players(self.players)?;
        Island::assemble(self.assembly)?;
        for animal in Animal::ALL {
            let n = self.tiles.iter().filter(|&&a| a == animal).count();
            if n != 7 {
                return Err(BadData(format!(
                    "tiles: there are 7 {} tiles, not {n}",
                    animal.name()
                )));
            }
        }
        if self.large.len() != self.players {
            return Err(BadData(format!(
                "large: one large tile per player ({}), not {}",
                self.players,
                self.large.len()
            )));
        }
        for (i, a) in self.large.iter().enumerate() {
            if self.large[..i].contains(a) {
                return Err(BadData(format!(
                    "large: two players have the large {}",
                    a.name()
                )));
            }
        }
        if self.start >= self.players {
            return Err(BadData(format!("start: there is no seat {}", self.start)));
        }
        let mut sorted = self.draw.clone();
        sorted.sort_unstable();
        if sorted != deck(self.options.deck) {
            return Err(BadData(format!(
                "draw: the {} deck's cards, #1–#{}, each once",
                match self.options.deck {
                    Deck::Basic => "basic",
                    Deck::Full => "full",
                },
                deck(self.options.deck).len()
            )));
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

fn check_players(players: usize) -> Result<(), BadData> {
    if (MIN_PLAYERS..=MAX_PLAYERS).contains(&players) {
        Ok(())
    } else {
        Err(BadData(format!(
            "La Isla takes 2 to 4 players, not {players}"
        )))
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

/// A rule broken by a move: the game's message saying which, rendered by each surface in
/// its reader's language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RuleError(pub Msg);

/// In English, in the game's words: for a script's error, the log and the tests.
impl std::fmt::Display for RuleError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&english(&self.0))
    }
}

impl std::error::Error for RuleError {}

fn refuse<T>(msg: Msg) -> Result<T, RuleError> {
    Err(RuleError(msg))
}

/// What the game did, for the table (the bot words it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// A line about one seat: the bot writes the seat's name before it.
    Seat(Seat, Msg),
    /// A line for the table.
    Table(Msg),
    /// A round ended (counted from 1).
    RoundEnded(usize),
}

/// "+1 yellow": a resource gained.
pub(super) fn gain_one(colour: Colour) -> Msg {
    msg!("la-isla-plus-one", colour = colour.msg())
}

/// Words joined by " · ", as a seat's line of the reveal lists its cards' doings.
pub(super) fn dotted(items: Vec<Msg>) -> Msg {
    items
        .into_iter()
        .reduce(|a, b| msg!("la-isla-dotted", a, b))
        .unwrap_or_else(|| msg!("la-isla-nothing"))
}

/// What playing a move tells: words for the table, made only when someone reads them (not
/// for a simulation's or a search's moves, which are many and never shown).
pub(super) struct Said<T>(Option<Vec<T>>);

impl<T> Said<T> {
    fn words() -> Said<T> {
        Said(Some(Vec::new()))
    }

    fn quiet() -> Said<T> {
        Said(None)
    }

    /// An empty list, worded as `self` is.
    fn like<U>(other: &Said<U>) -> Said<T> {
        Said(other.0.as_ref().map(|_| Vec::new()))
    }

    fn push(&mut self, item: impl FnOnce() -> T) {
        if let Some(list) = &mut self.0 {
            list.push(item());
        }
    }

    fn extend(&mut self, other: Said<T>) {
        if let (Some(list), Some(more)) = (&mut self.0, other.0) {
            list.extend(more);
        }
    }

    fn into_vec(self) -> Vec<T> {
        self.0.unwrap_or_default()
    }
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

/// A payment of at most two resources (no space costs more), held without allocating.
#[derive(Clone, Copy, Debug)]
pub(super) struct Payment {
    colours: [Colour; 2],
    len: usize,
}

impl Payment {
    fn as_slice(&self) -> &[Colour] {
        &self.colours[..self.len]
    }
}

/// A legal C placement or move, with its cost, whether another player's explorer is on
/// the target, and the game's payment.
#[derive(Clone, Copy, Debug)]
pub(super) struct Target {
    pub from: Option<Space>,
    pub to: Space,
    cost: u8,
    occupied: bool,
    pay: Payment,
}

/// What action C reads of the game for one seat, read once for all the spaces a list
/// tries: its visible cards' functions counted by what they name, and where the explorers
/// stand. Asking the cardholder again for every function of every space was the lists'
/// largest cost.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Powers {
    /// CHEAP by symbol, OCC_CHEAP.
    cheap: [bool; 5],
    occ_cheap: bool,
    /// WILD by colour.
    wild: [bool; 5],
    /// How many visible functions of each VP, resource and marker kind, by what they name.
    sym_vp: [u32; 5],
    land_vp: [u32; 5],
    ring_vp: [u32; 3],
    occ_vp: u32,
    tile_vp: [u32; 5],
    sym_res: [usize; 5],
    land_res: [usize; 5],
    tile_res: [usize; 5],
    sym_mark: [usize; 5],
    land_mark: [usize; 5],
    tile_mark: [usize; 5],
    occ_swap: bool,
    /// The spaces of the seat's explorers, and of the other players' (a bit per space).
    mine: u64,
    others: u64,
}

/// What a placement grants, as its [`Plan`] tells it.
#[derive(Clone, Copy, Debug, Default)]
struct Grants {
    vp: u32,
    gains: usize,
    marks: usize,
    swap: bool,
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
    /// During the card phase, each seat's assignment before its last one, while that can be
    /// taken back (`Some(None)`: it had none): until the reveal.
    assigned_before: Vec<Option<Option<Assignment>>>,
    /// The game before the last action C, while it can be taken back ([`Game::can_undo`]).
    kept: Kept<Game>,
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
        setup.check().map_err(|e| e.0)?;
        let island = Island::assemble(setup.assembly).map_err(|e| e.0)?;
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
            assigned_before: vec![None; setup.players],
            kept: Kept::default(),
            log: Vec::new(),
            setup: Arc::new(setup),
        };
        game.deal(&mut Said::quiet()).map_err(|e| e.to_string())?;
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

    /// This game with `other`'s log: a world dealt from `other` for the search, which
    /// leaves the log behind, as the game of the interface it stands for (`Play::world_of`).
    pub fn with_log_of(mut self, other: &Game) -> Game {
        self.log = other.log.clone();
        self
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
        // `order()[step]` without building the order: asked at every move.
        (self.phase == Phase::Turns).then(|| (self.start + self.step) % self.players())
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

    // ----- moves -----

    /// Checks a move and turns it into its logged form (cards by number, the payment made),
    /// without playing it.
    pub fn check(&self, mv: &Move) -> Result<Move, RuleError> {
        let seat = mv.seat();
        if seat >= self.players() {
            return refuse(msg!("la-isla-no-seat", seat = words::seat(seat)));
        }
        if self.phase == Phase::Over {
            return refuse(msg!("la-isla-game-over"));
        }
        let p = &self.players[seat];
        if p.resigned {
            return refuse(msg!("la-isla-you-left"));
        }
        match mv {
            Move::Resign { .. } => Ok(mv.clone()),
            Move::Undo { .. } if self.can_undo(seat) => Ok(mv.clone()),
            Move::Undo { .. } => refuse(msg!("la-isla-undo-refused")),
            Move::Assign { .. } => {
                if self.phase != Phase::Assign {
                    return refuse(msg!("la-isla-cards-revealed"));
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
                    self.clone()
                        .place(seat, *from, *to, choices, &mut Said::quiet())?;
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

    fn check_turn(&self, seat: Seat) -> Result<(), RuleError> {
        match self.phase {
            Phase::Assign if self.players[seat].assigned.is_some() => {
                refuse(msg!("la-isla-c-after-everyone"))
            }
            Phase::Assign => refuse(msg!("la-isla-assign-first")),
            _ if self.actor() != Some(seat) => refuse(msg!("la-isla-not-your-turn")),
            _ => Ok(()),
        }
    }

    /// Checks a move and, only if it is legal, plays it and appends it (in its logged form)
    /// to the log; returns what happened, worded for the table.
    pub fn apply(&mut self, mv: &Move) -> Result<Vec<Event>, RuleError> {
        let mut events = Said::words();
        // An action C is kept to take back (the game before it); a simulation's or a
        // search's moves, played quietly, are never taken back and copy nothing.
        let before = matches!(mv, Move::Place { .. } | Move::Pass { .. }).then(|| self.unlogged());
        self.apply_telling(mv, &mut events)?;
        if let Some(before) = before {
            // Kept while nothing hidden came of it: no round ended (a new deal), no game.
            let seen = self.phase != Phase::Turns
                || self.round != before.round
                || self.draw.len() != before.draw.len();
            if !seen {
                self.kept.keep(mv.seat(), before);
            }
        }
        Ok(events.into_vec())
    }

    /// Whether `seat` can take back its last move now (`/undo`): its secret assignment
    /// until the reveal (nobody has seen it; taken back, the seat assigns again), and its
    /// action C until the next player acts, unless it ended the round (the next round's
    /// cards are dealt) or the game.
    pub fn can_undo(&self, seat: Seat) -> bool {
        match self.phase {
            Phase::Assign => self.assigned_before.get(seat).is_some_and(Option::is_some),
            Phase::Turns => self.kept.holds(seat),
            Phase::Over => false,
        }
    }

    /// Takes back `seat`'s last move ([`Game::can_undo`]): the game exactly as it was
    /// before it, the log aside (which keeps both moves).
    fn undo(&mut self, seat: Seat, events: &mut Said<Event>) {
        if self.phase == Phase::Assign {
            let before = self.assigned_before[seat].take().unwrap_or_default();
            self.players[seat].assigned = before;
        } else if let Some(before) = self.kept.take(seat) {
            takeback::restore(self, before, |g| &mut g.log);
        }
        events.push(|| Event::Seat(seat, msg!("after-names", text = msg!("la-isla-undo-told"))));
    }

    /// A copy of the game without its log and kept game, to take a move back to.
    fn unlogged(&mut self) -> Game {
        takeback::before(self, |g| (&mut g.log, &mut g.kept))
    }

    /// [`Game::apply`] without wording what happened: for simulations and searches, which
    /// play many moves nobody reads.
    pub fn apply_quiet(&mut self, mv: &Move) -> Result<(), RuleError> {
        self.apply_telling(mv, &mut Said::quiet())
    }

    fn apply_telling(&mut self, mv: &Move, events: &mut Said<Event>) -> Result<(), RuleError> {
        let logged = self.check(mv)?;
        if let Reshuffles::Seeded(_) = self.reshuffles {
            // A checked move plays: only a script's reshuffle, checked when the draw pile
            // runs out, can still refuse it. So a seeded game plays it in place.
            self.play(&logged, events)?;
            self.log.push(logged);
            return Ok(());
        }
        // A script's move is played on a copy, kept only if it plays; the log stays out of
        // the copy (the move does not read it), or each move would copy all the moves before.
        let mut log = std::mem::take(&mut self.log);
        let mut next = self.clone();
        match next.play(&logged, events) {
            Ok(()) => {
                log.push(logged);
                next.log = log;
                *self = next;
                Ok(())
            }
            Err(e) => {
                self.log = log;
                Err(e)
            }
        }
    }

    fn play(&mut self, mv: &Move, events: &mut Said<Event>) -> Result<(), RuleError> {
        let seat = mv.seat();
        if let Move::Undo { .. } = mv {
            self.undo(seat, events);
            return Ok(());
        }
        // Any other move ends what could be taken back of the one before.
        self.kept.clear();
        match mv {
            Move::Undo { .. } => unreachable!("taken back above"),
            Move::Assign { .. } => {
                let a = self.resolve(seat, mv)?;
                let before = self.players[seat].assigned.replace(a);
                self.assigned_before[seat] = Some(before);
                if self.assigning().is_empty() {
                    self.reveal(events)?;
                }
            }
            Move::Place {
                from, to, choices, ..
            } => {
                let mut parts = Said::like(events);
                self.place(seat, *from, *to, choices, &mut parts)?;
                let p = &mut self.players[seat];
                p.dmove = choices.dmove;
                p.dget = choices.dget;
                let round = self.round;
                events.push(|| {
                    let parts = parts.into_vec();
                    let gains = match parts.is_empty() {
                        true => msg!("la-isla-nothing"),
                        false => msg!("la-isla-gains", parts = words::list(parts)),
                    };
                    Event::Seat(
                        seat,
                        msg!("la-isla-played", round, typed = mv.typed(), gains),
                    )
                });
                self.step += 1;
                self.skip_resigned(events)?;
            }
            Move::Pass {
                colour, choices, ..
            } => {
                let p = &mut self.players[seat];
                p.gain(*colour);
                p.dmove = choices.dmove;
                p.dget = choices.dget;
                let round = self.round;
                events.push(|| {
                    let gains = msg!("la-isla-gains", parts = gain_one(*colour));
                    Event::Seat(
                        seat,
                        msg!("la-isla-played", round, typed = mv.typed(), gains),
                    )
                });
                self.step += 1;
                self.skip_resigned(events)?;
            }
            Move::Resign { .. } => {
                self.players[seat].resigned = true;
                events.push(|| Event::Seat(seat, msg!("after-names", text = msg!("la-isla-left"))));
                if self.players.iter().all(|p| p.resigned) {
                    self.finish(events);
                } else if self.phase == Phase::Assign {
                    if self.players[seat].assigned.is_none() {
                        let a = self.default_assignment(seat);
                        self.players[seat].assigned = Some(a);
                    }
                    if self.assigning().is_empty() {
                        self.reveal(events)?;
                    }
                } else if self.actor() == Some(seat) {
                    self.skip_resigned(events)?;
                }
            }
        }
        Ok(())
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

/// The `key=value` choices of [`crate::game::Rules::options`], one at a time.
impl crate::game::options::Choices for Options {
    fn choose(self, key: &str, value: &str) -> Result<Options, crate::words::Msg> {
        let mut o = self;
        match key {
            "deck" => {
                o.deck = match value.to_ascii_lowercase().as_str() {
                    "basic" => Deck::Basic,
                    "full" => Deck::Full,
                    _ => return Err(crate::msg!("la-isla-option-deck", value)),
                }
            }
            _ => return Err(crate::msg!("la-isla-option-unknown", key)),
        }
        Ok(o)
    }

    fn describe(&self) -> crate::words::Msg {
        crate::words::Msg::new(match self.deck {
            Deck::Basic => "la-isla-deck-basic",
            Deck::Full => "la-isla-deck-full",
        })
    }
}
