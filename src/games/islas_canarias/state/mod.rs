//! The rules (islas-canarias.md §3–§9): set-up, the turn, the ship's arrival, pirates,
//! privileges, the end and the scores. Pure and deterministic: every outcome of chance comes
//! from [`Chance`], either drawn from the game's seed with the core's generator or given by a
//! script (§11.1), and is recorded in [`Drawn`] so that any game can be written as a script.
//!
//! A game advances only through [`Game::apply`] of a typed [`Move`]; a refused move leaves
//! the game as it was. The ship's arrival is played inside `apply` card by card and stops
//! only where a player must decide (§10.1): a [`Pending`] decision.

use super::data::{self, areas_of, Card, Colour, IslandId, Privilege, Settler};
use super::play::english;
use super::text::{Move, Step};
use crate::game::rng::Rng;
use crate::game::takeback::Kept;
use crate::game::BadData;
use crate::words::{self, msg, seat, Msg};

mod arrival;
mod record;
mod turn;

pub use record::{Arrival, Fate, Revealed};

/// The rules version of games created now.
pub const RULESET: u32 = 1;
pub const MIN_PLAYERS: usize = 2;
pub const MAX_PLAYERS: usize = 5;
/// The score that triggers the last round (§9).
pub const TARGET: u32 = 19;
/// After this round's ship the end is triggered anyway (C24).
pub const ROUND_LIMIT: usize = 16;
/// Cards in a starting hand (§3).
const HAND: usize = 5;

/// A seat, 0 … n−1; clockwise is increasing (§3).
pub type Seat = usize;

/// The three kinds of building, in the order of the supply's counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    House,
    Palace,
    Town,
}

impl Kind {
    pub const ALL: [Kind; 3] = [Kind::House, Kind::Palace, Kind::Town];

    pub fn name(self) -> &'static str {
        ["house", "palace", "town"][self as usize]
    }

    /// The pieces of each colour in the box (§1.2).
    pub fn per_colour(self) -> u8 {
        [8, 6, 2][self as usize]
    }
}

/// A building on an area.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Building {
    pub kind: Kind,
    pub colour: Colour,
}

/// A player's island and what stands on it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    pub island: IslandId,
    pub buildings: [Option<Building>; 36],
    /// Areas built on.
    pub built: u64,
    /// Areas holding a building of each colour.
    pub by_colour: [u64; 6],
    /// Areas holding a house.
    pub houses: u64,
    /// Houses, palaces, towns of each colour: `count[colour][kind]`.
    pub count: [[u8; 3]; 6],
}

impl Board {
    /// An island with nothing built.
    pub fn new(island: IslandId) -> Board {
        Board {
            island,
            buildings: [None; 36],
            built: 0,
            by_colour: [0; 6],
            houses: 0,
            count: [[0; 3]; 6],
        }
    }

    pub fn data(&self) -> &'static data::Island {
        data::island(self.island)
    }

    /// The empty areas.
    pub fn empty(&self) -> u64 {
        self.data().areas & !self.built
    }

    /// The areas next to a building of `colour` (C3: houses, palaces and towns).
    pub fn next_to_colour(&self, colour: Colour) -> u64 {
        let island = self.data();
        areas_of(self.by_colour[colour.index()])
            .fold(0, |acc, a| acc | island.neighbours[usize::from(a.0)])
    }

    /// E(p): the empty areas next to a priority (§2.2).
    pub fn offered(&self, priority: data::Priority) -> u64 {
        let next = match priority {
            data::Priority::Feature(f) => self.data().next_to[f.index()],
            data::Priority::Colour(c) => self.next_to_colour(c),
        };
        next & self.empty()
    }

    /// The legal areas of a settler (§2.3): next to its first priority offered, else any
    /// empty area.
    pub fn legal(&self, settler: &Settler) -> u64 {
        settler
            .priorities
            .iter()
            .map(|&p| self.offered(p))
            .find(|&m| m != 0)
            .unwrap_or_else(|| self.empty())
    }

    /// Points in a colour (§6.1).
    pub fn points(&self, colour: Colour) -> u32 {
        let [h, p, t] = self.count[colour.index()].map(u32::from);
        h + if p > 0 { 3 + 2 * (p - 1) } else { 0 } + 5 * t
    }

    /// The score (§6.2).
    pub fn score(&self) -> u32 {
        Colour::ALL.iter().map(|&c| self.points(c)).sum()
    }

    /// Puts a building on an empty area (the supply is the caller's: tests and tools set up
    /// positions with it).
    pub fn place(&mut self, area: data::Area, building: Building) {
        debug_assert!(self.buildings[usize::from(area.0)].is_none());
        self.buildings[usize::from(area.0)] = Some(building);
        self.built |= area.bit();
        self.by_colour[building.colour.index()] |= area.bit();
        if building.kind == Kind::House {
            self.houses |= area.bit();
        }
        self.count[building.colour.index()][building.kind as usize] += 1;
    }

    /// Takes the building off an area (the supply is the caller's).
    pub fn remove(&mut self, area: data::Area) -> Building {
        let building = self.buildings[usize::from(area.0)]
            .take()
            .expect("a building to remove");
        self.built &= !area.bit();
        self.by_colour[building.colour.index()] &= !area.bit();
        self.houses &= !area.bit();
        self.count[building.colour.index()][building.kind as usize] -= 1;
        building
    }

    /// The building on an area.
    pub fn at(&self, area: data::Area) -> Option<Building> {
        self.buildings[usize::from(area.0)]
    }
}

/// What the supply holds: `supply[kind][colour]`.
pub type Supply = [[u8; 6]; 3];

/// The outcomes of chance a game has used, in order: what a script must give (§11.1).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Drawn {
    /// Each reshuffle's new deck, top first.
    pub reshuffles: Vec<Vec<u8>>,
    /// Each ship's order; element 0 is held back.
    pub ships: Vec<Vec<u8>>,
}

/// Where the outcomes of chance after set-up come from.
#[derive(Clone)]
pub enum Chance {
    /// Drawn from the game's seed (Fisher–Yates on the lists in the order of §11.1).
    Seeded(Box<Rng>),
    /// Given by a script, checked as they are used.
    Given(Drawn),
}

/// Which outcome of chance is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Outcome {
    Reshuffle,
    Ship,
}

/// A game's set-up: the players, the first start player and the shuffled deck (top first).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    pub players: usize,
    pub start: Seat,
    pub deck: Vec<u8>,
}

impl Setup {
    /// The set-up the bot draws from a seed: the start player, then the deck (§3).
    pub fn from_seed(seed: u64, players: usize) -> Setup {
        let mut rng = Rng::new(seed, 0);
        let start = rng.below(players as u32) as usize;
        let mut deck: Vec<u8> = (1..=data::DECK).collect();
        rng.shuffle(&mut deck);
        Setup {
            players,
            start,
            deck,
        }
    }

    /// Checks the set-up; the reason starts with the field at fault.
    pub fn check(&self) -> Result<(), BadData> {
        if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&self.players) {
            return Err(BadData(format!(
                "players: Islas Canarias takes 2 to 5 players, not {}",
                self.players
            )));
        }
        if self.start >= self.players {
            return Err(BadData(format!("start: no seat {}", self.start)));
        }
        if !is_permutation(&self.deck, &(1..=data::DECK).collect::<Vec<_>>()) {
            return Err(BadData(
                "deck: not a permutation of the cards 1–60".to_owned(),
            ));
        }
        Ok(())
    }
}

/// Whether `a` holds exactly the cards of `b`.
fn is_permutation(a: &[u8], b: &[u8]) -> bool {
    let mut x = a.to_vec();
    let mut y = b.to_vec();
    x.sort_unstable();
    y.sort_unstable();
    x == y
}

/// A decision the ship's arrival waits for (§10.1).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Pending {
    /// The owner of the island a settler chose picks its area (two or more legal) or its
    /// colour (its own out of stock, two or more in stock).
    Area {
        seat: Seat,
        card: u8,
        legal: u64,
        /// The settler's colour is out of stock and the owner must name one.
        colour: bool,
    },
    /// A pirate's victim with two or more houses picks the one lost.
    Lose { seat: Seat, card: u8 },
    /// The `pirate_shield` holder picks who the attack goes to.
    Divert { seat: Seat, card: u8 },
}

impl Pending {
    pub fn seat(&self) -> Seat {
        match *self {
            Pending::Area { seat, .. }
            | Pending::Lose { seat, .. }
            | Pending::Divert { seat, .. } => seat,
        }
    }
}

/// Where the game is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Phase {
    /// Set-up step 2: a seat chooses its island.
    Islands,
    /// A player's turn.
    Turn,
    /// The ship's arrival waits for a decision.
    Arrival(Pending),
    Over,
}

/// The current turn's progress.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TurnState {
    /// The turn's index in its round (0 = the start player).
    pub index: usize,
    /// Action 1 is done.
    pub acted: bool,
    /// Action 2 is done.
    pub shipped: bool,
    /// The card condition of the forced draw, judged at the turn's start (§4.2, C25).
    pub forced: bool,
}

/// What the game tells the table (and, for `Private`, one seat) as it plays.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// A line about a seat (its name goes first).
    Seat(Seat, Msg),
    /// A line about nobody in particular.
    Table(Msg),
    /// For one seat's eyes only (the cards it drew).
    Private(Seat, Msg),
    /// A round ended (counted from 1).
    RoundEnded(usize),
}

/// What playing a move tells: its events, made only when someone reads them (not for a
/// simulation's or a search's moves, which are many and never shown).
pub struct Told(Option<Vec<Event>>);

impl Told {
    fn words() -> Told {
        Told(Some(Vec::new()))
    }

    fn quiet() -> Told {
        Told(None)
    }

    fn push(&mut self, event: impl FnOnce() -> Event) {
        if let Some(list) = &mut self.0 {
            list.push(event());
        }
    }

    fn into_vec(self) -> Vec<Event> {
        self.0.unwrap_or_default()
    }
}

/// Why a move is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refused {
    /// The move is illegal now: the game's message saying why, rendered by each surface in
    /// its reader's language.
    Move(Msg),
    /// A given outcome of chance does not fit (a script's `setup:` error).
    Chance(BadData),
}

/// In English, in the game's words: for a script's error, the log and the tests.
impl std::fmt::Display for Refused {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Refused::Move(why) => f.write_str(&english(why)),
            Refused::Chance(s) => s.fmt(f),
        }
    }
}

fn refuse<T>(why: Msg) -> Result<T, Refused> {
    Err(Refused::Move(why))
}

/// `area` is not among the legal areas of settler `card` (`legal`).
fn not_legal(area: data::Area, card: u8, settler: &Settler, legal: u64) -> Msg {
    msg!(
        "islas-canarias-not-legal",
        area = area.label(),
        card,
        settler = &settler.name,
        legal = labels(legal)
    )
}

/// `area` holds none of the player's houses.
fn no_house_there(area: data::Area) -> Msg {
    msg!("islas-canarias-no-house-there", area = area.label())
}

/// Everything that changes as the game is played.
#[derive(Clone)]
pub struct State {
    pub phase: Phase,
    /// 0 while islands are chosen; then the round in progress, from 1.
    pub round: usize,
    /// The start player of the round (or the first start player during set-up).
    pub start: Seat,
    /// The seat whose turn it is (meaningful in [`Phase::Turn`]).
    pub actor: Seat,
    pub turn: TurnState,
    /// Decisions made in this round's arrival so far (a step count for the service).
    pub decisions: usize,
    pub boards: Vec<Option<Board>>,
    pub hands: Vec<Vec<u8>>,
    /// The deck, top **last** (drawing pops).
    pub deck: Vec<u8>,
    /// The discard pile, bottom first.
    pub discard: Vec<u8>,
    /// The next ship's cards: the held-back card first, then the cards put on in order.
    pub ship: Vec<u8>,
    /// The arriving ship's cards still to reveal, next **last**.
    pub reveal: Vec<u8>,
    /// The current pirate's victims still to lose a house, next first.
    pub victims: Vec<Seat>,
    /// The pirate being resolved (meaningful while `victims` is not empty).
    pub pirate: u8,
    pub supply: Supply,
    /// The holder of each colour's privilege.
    pub privileges: [Option<Seat>; 6],
    /// The last round, once the end is triggered (§9).
    pub last_round: Option<usize>,
    /// The public record of the last ship's arrival (or of the one arriving), for pictures.
    pub arrival: Option<Arrival>,
    pub resigned: Vec<bool>,
    pub chance: Chance,
    pub drawn: Drawn,
    /// Given entries used so far (a script's chance block).
    pub used: (usize, usize),
    /// Who last put each card on a ship (`shipped_by[card]` = seat + 1, 0 for nobody): a
    /// card on the ship or still to be revealed is known to the seat that put it there and
    /// to nobody else, which a computer player must tell apart (`bots`). Never shown.
    pub shipped_by: [u8; 61],
}

/// A game: its set-up, its state and its log of moves.
#[derive(Clone)]
pub struct Game {
    pub setup: Setup,
    pub state: State,
    /// The state before the last message, while it can be taken back ([`Game::can_undo`]).
    kept: Kept<State>,
    log: Vec<Move>,
}

impl std::fmt::Debug for Game {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Game")
            .field("setup", &self.setup)
            .field("moves", &self.log.len())
            .finish()
    }
}

impl std::ops::Deref for Game {
    type Target = State;

    fn deref(&self) -> &State {
        &self.state
    }
}

impl Game {
    /// A game as the bot sets one up from a seed (§3).
    pub fn from_seed(seed: u64, players: usize) -> Result<Game, String> {
        if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&players) {
            return Err(BadData(format!(
                "Islas Canarias takes 2 to 5 players, not {players}"
            ))
            .into());
        }
        Game::new(
            Setup::from_seed(seed, players),
            Chance::Seeded(Box::new(Rng::new(seed, 1))),
        )
    }

    /// A game from a set-up and a source of chance: the hands dealt and the first ship card
    /// laid (§3 steps 3–6); the islands are chosen next.
    pub fn new(setup: Setup, chance: Chance) -> Result<Game, String> {
        setup.check().map_err(|e| e.0)?;
        let n = setup.players;
        let mut deck = setup.deck.clone();
        deck.reverse();
        let mut hands = vec![Vec::new(); n];
        for k in 0..n {
            let seat = (setup.start + k) % n;
            for _ in 0..HAND {
                hands[seat].push(deck.pop().expect("60 cards"));
            }
        }
        let ship = vec![deck.pop().expect("60 cards")];
        let state = State {
            phase: Phase::Islands,
            round: 0,
            start: setup.start,
            actor: setup.start,
            turn: TurnState::default(),
            decisions: 0,
            boards: vec![None; n],
            hands,
            deck,
            discard: Vec::new(),
            ship,
            reveal: Vec::new(),
            victims: Vec::new(),
            pirate: 0,
            supply: Kind::ALL.map(|k| [k.per_colour(); 6]),
            privileges: [None; 6],
            last_round: None,
            arrival: None,
            resigned: vec![false; n],
            chance,
            drawn: Drawn::default(),
            used: (0, 0),
            shipped_by: [0; 61],
        };
        Ok(Game {
            setup,
            state,
            kept: Kept::default(),
            log: Vec::new(),
        })
    }

    pub fn players(&self) -> usize {
        self.setup.players
    }

    /// The moves applied so far.
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

    /// The seat the game waits for, if any.
    pub fn to_act(&self) -> Option<Seat> {
        match &self.phase {
            Phase::Islands => Some(self.chooser()),
            Phase::Turn => Some(self.actor),
            Phase::Arrival(p) => Some(p.seat()),
            Phase::Over => None,
        }
    }

    /// The seat choosing its island now (set-up step 2).
    fn chooser(&self) -> Seat {
        let chosen = self.boards.iter().filter(|b| b.is_some()).count();
        (self.setup.start + chosen) % self.players()
    }

    /// The island of a seat, once chosen.
    pub fn board(&self, seat: Seat) -> Option<&Board> {
        self.boards.get(seat)?.as_ref()
    }

    /// Points of every seat in a colour.
    pub fn points(&self, colour: Colour) -> Vec<u32> {
        self.boards
            .iter()
            .map(|b| b.as_ref().map_or(0, |b| b.points(colour)))
            .collect()
    }

    pub fn score(&self, seat: Seat) -> u32 {
        self.board(seat).map_or(0, Board::score)
    }

    /// The holder of a privilege.
    pub fn holder(&self, privilege: Privilege) -> Option<Seat> {
        self.privileges[privilege.colour().index()]
    }

    pub fn holds(&self, seat: Seat, privilege: Privilege) -> bool {
        self.holder(privilege) == Some(seat)
    }

    /// How many privileges a seat holds.
    pub fn privileges_of(&self, seat: Seat) -> usize {
        self.privileges.iter().filter(|&&h| h == Some(seat)).count()
    }

    /// Ranks by (score, privileges held), shared on equal pairs (§9, C23).
    pub fn ranks(&self) -> Vec<usize> {
        let key: Vec<(u32, usize)> = (0..self.players())
            .map(|s| (self.score(s), self.privileges_of(s)))
            .collect();
        key.iter()
            .map(|k| 1 + key.iter().filter(|o| *o > k).count())
            .collect()
    }

    /// Whether `seat` must draw as action 1 now (§4.2, C6, C25).
    pub fn must_draw(&self, seat: Seat) -> bool {
        self.turn.forced
            || self.board(seat).is_none_or(|b| b.empty() == 0)
            || self.supply[Kind::House as usize].iter().all(|&n| n == 0)
    }

    /// Plays a move; a refused move changes nothing. The events tell what happened.
    pub fn apply(&mut self, mv: &Move) -> Result<Vec<Event>, Refused> {
        if let Move::Undo { seat } = *mv {
            return self.undo(seat).map(|()| {
                self.log.push(mv.clone());
                vec![Event::Seat(seat, msg!("islas-canarias-undo-told"))]
            });
        }
        let backup = self.state.clone();
        let mut events = Told::words();
        match self.play(mv, &mut events) {
            Ok(()) => {
                self.kept.clear();
                if self.nothing_seen(mv, &backup) {
                    // The copy made to restore a refused move is the one kept to take it back.
                    self.kept.keep(mv.seat(), backup);
                }
                self.log.push(mv.clone());
                Ok(events.into_vec())
            }
            Err(e) => {
                self.state = backup;
                Err(e)
            }
        }
    }

    /// Whether a seat's move just played, `mv`, can be taken back: an island or a turn's
    /// message that drew no card, revealed no ship and did not end the game (the state
    /// before it: `before`). A deadline's default, a departure and the decisions of a
    /// ship's arrival (a reveal in progress) never can.
    fn nothing_seen(&self, mv: &Move, before: &State) -> bool {
        matches!(mv, Move::Island { .. } | Move::Turn { .. })
            && matches!(self.phase, Phase::Islands | Phase::Turn)
            && (self.round == before.round || before.phase == Phase::Islands)
            && self.deck.len() == before.deck.len()
            && self.drawn.reshuffles.len() == before.drawn.reshuffles.len()
    }

    /// Whether `seat` can take back its last message now (`/undo`): its island choice or
    /// its turn's message until the next player acts, unless it drew a card, revealed the
    /// ship or ended the game (`Game::nothing_seen`).
    pub fn can_undo(&self, seat: Seat) -> bool {
        self.kept.holds(seat)
    }

    /// Takes back `seat`'s last message ([`Game::can_undo`]): the game exactly as it was
    /// before it, the log aside (which keeps both moves).
    fn undo(&mut self, seat: Seat) -> Result<(), Refused> {
        if seat >= self.players() {
            return refuse(msg!("islas-canarias-no-seat", seat));
        }
        match self.kept.take(seat) {
            Some(before) => {
                self.state = before;
                Ok(())
            }
            None => refuse(msg!("islas-canarias-undo-refused")),
        }
    }

    /// Plays a move that [`Game::legal_moves`] lists, in place, for a computer player's
    /// search: no copy kept to undo a refused move (a refused move may leave the game half
    /// played, so only listed moves may be given) and no log, since a search plays many
    /// thousands of moves on throwaway copies.
    pub fn apply_quiet(&mut self, mv: &Move) -> Result<(), Refused> {
        self.play(mv, &mut Told::quiet())
    }

    /// [`Game::apply_quiet`] that logs the move, for `tucana sim`: its random moves are
    /// the lists' (legal), many and never shown, so they are played without a copy of the
    /// state to restore and without wording their events. A refused move may leave the
    /// game half played; nothing is kept to take back.
    pub fn apply_logged_quiet(&mut self, mv: &Move) -> Result<(), Refused> {
        self.play(mv, &mut Told::quiet())?;
        self.kept.clear();
        self.log.push(mv.clone());
        Ok(())
    }

    /// A copy of the game without its log of moves, for a search's throwaway copies (the
    /// log is only read by the interface and scripts).
    pub fn unlogged(&self) -> Game {
        Game {
            setup: self.setup.clone(),
            state: self.state.clone(),
            kept: Kept::default(),
            log: Vec::new(),
        }
    }

    /// Checks a move on a copy.
    pub fn check(&self, mv: &Move) -> Result<(), Refused> {
        let mut copy = self.clone();
        copy.log.clear();
        copy.apply(mv).map(|_| ())
    }

    fn play(&mut self, mv: &Move, events: &mut Told) -> Result<(), Refused> {
        let seat = mv.seat();
        if seat >= self.players() {
            return refuse(msg!("islas-canarias-no-seat", seat));
        }
        if self.is_finished() {
            return refuse(msg!("islas-canarias-game-over"));
        }
        if let Move::Resign { .. } = mv {
            if self.resigned[seat] {
                return refuse(msg!("islas-canarias-left-already"));
            }
            self.state.resigned[seat] = true;
            events.push(|| Event::Seat(seat, msg!("islas-canarias-left-game")));
            return self.autoplay(events);
        }
        if self.resigned[seat] {
            return refuse(msg!("islas-canarias-left"));
        }
        if self.to_act() != Some(seat) {
            return refuse(self.not_to_act());
        }
        match mv {
            Move::Timeout { .. } => self.default_for(seat, events)?,
            Move::Island { island, .. } => self.choose_island(seat, *island, events)?,
            Move::Turn { steps, .. } => self.turn_message(seat, steps, events)?,
            Move::At { area, colour, .. } => self.decide_area(seat, *area, *colour, events)?,
            Move::Lose { area, .. } => self.decide_lose(seat, *area, events)?,
            Move::Divert { to, .. } => self.decide_divert(seat, *to, events)?,
            Move::Resign { .. } => unreachable!("handled above"),
            // A takeback is [`Game::apply`]'s alone: a search's moves are never taken back.
            Move::Undo { .. } => return refuse(msg!("islas-canarias-undo-refused")),
        }
        self.autoplay(events)
    }

    /// Why a seat that is not to act cannot move now.
    fn not_to_act(&self) -> Msg {
        let key = match &self.phase {
            Phase::Islands => "islas-canarias-chooses-an-island-now",
            Phase::Turn => "islas-canarias-whose-turn",
            Phase::Arrival(_) => "islas-canarias-ship-waits-for",
            Phase::Over => "islas-canarias-nobody-to-act",
        };
        match self.to_act() {
            Some(s) => Msg::new(key).with("player", seat(s)),
            None => msg!("islas-canarias-nobody-to-act"),
        }
    }

    /// Plays the defaults of every resigned seat the game waits for.
    fn autoplay(&mut self, events: &mut Told) -> Result<(), Refused> {
        while let Some(seat) = self.to_act().filter(|&s| self.resigned[s]) {
            self.default_for(seat, events)?;
        }
        Ok(())
    }

    /// The default of §10.3 for the seat to act.
    fn default_for(&mut self, seat: Seat, events: &mut Told) -> Result<(), Refused> {
        match self.phase.clone() {
            Phase::Islands => {
                let island = self.free_islands()[0];
                self.choose_island(seat, island, events)
            }
            Phase::Turn => {
                let mut steps = Vec::new();
                if !self.turn.acted {
                    steps.push(Step::Draw);
                }
                self.turn_message(seat, &steps, events)?;
                if !self.turn.shipped && self.phase == Phase::Turn && self.actor == seat {
                    if let Some(&card) = self.hands[seat].iter().min() {
                        self.turn_message(seat, &[Step::Ship { card }], events)?;
                    }
                }
                Ok(())
            }
            Phase::Arrival(Pending::Area { legal, colour, .. }) => {
                let area = areas_of(legal).next().expect("a legal area");
                let colour = colour.then(|| self.first_in_stock(Kind::House)).flatten();
                self.decide_area(seat, Some(area), colour, events)
            }
            Phase::Arrival(Pending::Lose { .. }) => {
                let board = self.board(seat).expect("a victim has an island");
                let area = areas_of(board.houses).next().expect("two houses");
                self.decide_lose(seat, area, events)
            }
            Phase::Arrival(Pending::Divert { .. }) => {
                let to = self.default_divert(seat);
                self.decide_divert(seat, to, events)
            }
            Phase::Over => Ok(()),
        }
    }

    /// The other player with the highest score, the first clockwise on equal scores.
    pub fn default_divert(&self, holder: Seat) -> Seat {
        let n = self.players();
        (1..n)
            .map(|k| (holder + k) % n)
            .max_by_key(|&s| (self.score(s), std::cmp::Reverse((s + n - holder) % n)))
            .expect("two players at least")
    }

    /// The islands not yet taken, in canonical order.
    pub fn free_islands(&self) -> Vec<IslandId> {
        IslandId::ALL
            .into_iter()
            .filter(|i| !self.boards.iter().flatten().any(|b| b.island == *i))
            .collect()
    }

    fn choose_island(
        &mut self,
        seat: Seat,
        island: IslandId,
        events: &mut Told,
    ) -> Result<(), Refused> {
        if self.phase != Phase::Islands {
            return refuse(msg!("islas-canarias-islands-chosen"));
        }
        if !self.free_islands().contains(&island) {
            return refuse(msg!("islas-canarias-island-taken", island = island.code()));
        }
        self.state.boards[seat] = Some(Board::new(island));
        events.push(|| {
            Event::Seat(
                seat,
                msg!(
                    "islas-canarias-chose-island",
                    code = island.code(),
                    island = island.name()
                ),
            )
        });
        if self.boards.iter().all(Option::is_some) {
            self.state.round = 1;
            self.begin_turn(self.setup.start, 0);
        }
        Ok(())
    }

    fn begin_turn(&mut self, seat: Seat, index: usize) {
        let hand = &self.hands[seat];
        let forced = hand.len() <= 1 || hand.iter().all(|&c| c > data::SETTLERS);
        self.state.phase = Phase::Turn;
        self.state.actor = seat;
        self.state.turn = TurnState {
            index,
            acted: false,
            shipped: false,
            forced,
        };
    }

    /// One turn message: its steps in order (§10.1); the turn ends with the message that
    /// holds `ship` (or action 1, when action 2 is skipped for an empty hand: C7, C26).
    fn turn_message(
        &mut self,
        seat: Seat,
        steps: &[Step],
        events: &mut Told,
    ) -> Result<(), Refused> {
        if self.phase != Phase::Turn {
            return refuse(msg!("islas-canarias-not-a-turn"));
        }
        for (i, step) in steps.iter().enumerate() {
            self.turn_step(seat, step, events).map_err(|e| match e {
                // Which step of a message is at fault, when it has several.
                Refused::Move(why) if steps.len() > 1 => {
                    Refused::Move(step_refused(i, &step.typed(), why))
                }
                other => other,
            })?;
        }
        let ends = self.turn.shipped || (self.turn.acted && self.hands[seat].is_empty());
        if ends {
            self.end_turn(events)?;
        }
        Ok(())
    }

    fn turn_step(&mut self, seat: Seat, step: &Step, events: &mut Told) -> Result<(), Refused> {
        if self.turn.shipped && !step.is_conversion() {
            return refuse(msg!("islas-canarias-shipped-then-conversions"));
        }
        match step {
            Step::Draw => self.draw_action(seat, events),
            Step::Build { card, area, colour } => {
                self.build_action(seat, *card, *area, *colour, events)
            }
            Step::Ship { card } => self.ship_card(seat, *card, events),
            Step::Palace { .. } | Step::Town { .. } => self.convert(seat, step, events),
        }
    }

    fn end_turn(&mut self, events: &mut Told) -> Result<(), Refused> {
        let index = self.turn.index + 1;
        if index < self.players() {
            let seat = (self.start + index) % self.players();
            self.begin_turn(seat, index);
            Ok(())
        } else {
            self.arrive(events)
        }
    }
}

/// Step `i` (from 0) of a message of several steps, `typed`, is refused: `why`.
pub(crate) fn step_refused(i: usize, typed: &str, why: Msg) -> Msg {
    msg!("islas-canarias-step-refused", step = i + 1, typed, why)
}

/// Area labels of a mask: `A3 B2`.
pub fn labels(mask: u64) -> String {
    areas_of(mask)
        .map(|a| a.label())
        .collect::<Vec<_>>()
        .join(" ")
}

fn cards_msg(cards: &[u8]) -> Msg {
    if cards.is_empty() {
        return msg!("islas-canarias-no-card-drawn");
    }
    msg!(
        "islas-canarias-cards",
        cards = words::list(cards.iter().map(|&c| data::card_msg(c)))
    )
}
