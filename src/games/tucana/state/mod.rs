//! The game: a [`Setup`] plus an append-only log of [`Move`]s, and the state that replaying
//! that log gives.
//!
//! [`Game::apply`] checks a move against the current state and, if it is legal, changes the
//! state and appends the move to the log; an illegal move changes nothing. Turns close by
//! themselves when every player has finished (or with [`Move::CloseTurn`] when a deadline
//! passes); bonus cards are awarded when a turn closes, so that players who connect a pair
//! in the same turn share its card whatever order they played in.
//!
//! **Free pace** ([`Pace::Free`], 2+ players): each player has their own position (round,
//! turn) and moves on as soon as they finish a turn; nobody waits. The players share only
//! the decks (fixed at set-up) and the race for bonus cards, which is then decided by turn
//! number rather than by the clock: every completion is recorded at the position of the
//! turn it happened in, and a card goes to the earliest position's completers (the next
//! position's get a second blue card). A claim at a position is *provisional* until every
//! player still in the game has finished that position, then *final*. For the same moves
//! per player and turn, this gives exactly the together game's result.

use std::fmt;

use smallvec::SmallVec;

use super::edges::{EdgeId, EdgeSet};
use super::map::{Map, MapId};
use super::setup::{Pace, Setup, SoloKeep};
use super::sheet::{Gain, Sheet};
use super::types::{Card, Letter, Sight};
use crate::words::{msg, Msg};

mod apply;

/// A player's seat: 0 is the Mayor, then join order.
pub type Seat = usize;

/// One entry of a game's log.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Move {
    /// Draw a trail: the turn's trail first, then any bonus trails owed.
    Trail { seat: Seat, edge: EdgeId },
    /// Decline one bonus trail owed.
    SkipBonus { seat: Seat },
    /// Take back one's last trail (or skip) of this turn.
    Undo { seat: Seat },
    /// Finish this turn without drawing (more): a timeout for one player, or a vacation.
    Pass { seat: Seat },
    /// Leave the game: this turn and every later one finish with no trail.
    Resign { seat: Seat },
    /// The turn's deadline passed: everyone not finished draws nothing, and the turn closes.
    CloseTurn,
}

impl Move {
    pub fn seat(&self) -> Option<Seat> {
        match *self {
            Move::Trail { seat, .. }
            | Move::SkipBonus { seat }
            | Move::Undo { seat }
            | Move::Pass { seat }
            | Move::Resign { seat } => Some(seat),
            Move::CloseTurn => None,
        }
    }

    /// A compact, stable text form for storage: `trail 0 C3-D4`, `skip 1`, `undo 0`,
    /// `pass 2`, `resign 3`, `close`. Spaces are written by label, which is public and
    /// stable, rather than by internal index.
    pub fn encode(&self, map: &Map) -> String {
        match *self {
            Move::Trail { seat, edge } => format!("trail {seat} {}", map.edge_label(edge)),
            Move::SkipBonus { seat } => format!("skip {seat}"),
            Move::Undo { seat } => format!("undo {seat}"),
            Move::Pass { seat } => format!("pass {seat}"),
            Move::Resign { seat } => format!("resign {seat}"),
            Move::CloseTurn => "close".to_string(),
        }
    }

    /// Parses [`Move::encode`]'s form; what it cannot read, in the game's words.
    pub fn decode(text: &str, map: &Map) -> Result<Move, Msg> {
        let mut words = text.split_whitespace();
        let kind = words.next().unwrap_or("");
        let bad = |key: &'static str| msg!(key, logged = text);
        if kind == "close" {
            return match words.next() {
                None => Ok(Move::CloseTurn),
                Some(_) => Err(bad("tucana-bad-move")),
            };
        }
        let seat: Seat = words
            .next()
            .and_then(|s| s.parse().ok())
            .ok_or_else(|| bad("tucana-bad-move-no-seat"))?;
        let mv = match kind {
            "trail" => {
                let trail = words
                    .next()
                    .ok_or_else(|| bad("tucana-bad-move-no-trail"))?;
                let edge = map.parse_trail(trail).map_err(|e| e.msg())?;
                Move::Trail { seat, edge }
            }
            "skip" => Move::SkipBonus { seat },
            "undo" => Move::Undo { seat },
            "pass" => Move::Pass { seat },
            "resign" => Move::Resign { seat },
            _ => return Err(bad("tucana-bad-move")),
        };
        match words.next() {
            None => Ok(mv),
            Some(_) => Err(bad("tucana-bad-move")),
        }
    }
}

/// Where a player stands in the current turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TurnState {
    /// Still to draw the trail for the turn's cards.
    Trail,
    /// Has drawn, and is owed this many bonus trails.
    Bonus(u8),
    /// Finished for this turn.
    Done,
}

/// A bonus card a player has won.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BonusCard {
    /// A blue card: its letter and number (#1 or #2).
    Blue(Letter, u8),
    /// A red card (Special Bonus variant), worth [`RED_VALUE`].
    Red(Sight),
}

/// Blue cards #1 and #2, by letter.
pub const BLUE_VALUES: [[u32; 5]; 2] = [[3, 4, 5, 6, 7], [2, 2, 3, 4, 5]];
/// Every red card is worth 6.
pub const RED_VALUE: u32 = 6;

impl BonusCard {
    pub fn points(self) -> u32 {
        match self {
            BonusCard::Blue(l, n) => BLUE_VALUES[n as usize - 1][l.index()],
            BonusCard::Red(_) => RED_VALUE,
        }
    }
}

impl fmt::Display for BonusCard {
    /// `blue-D-1`, `red-yeti`: the names used by replay results.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BonusCard::Blue(l, n) => write!(f, "blue-{l}-{n}"),
            BonusCard::Red(s) => write!(f, "red-{}", s.name().replace(' ', "-")),
        }
    }
}

/// Why a move was refused: [`RuleError::msg`] says it in the game's words, which each
/// surface renders in its reader's language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RuleError {
    GameOver,
    /// A seat the game does not have.
    NoSuchSeat(Seat),
    Resigned,
    AlreadyFinished,
    /// The trail, as written (`C3-D4`).
    AlreadyDrawn(String),
    /// A trail the map does not have.
    NoSuchTrail,
    /// A trail that does not fit the turn's cards, and why.
    WrongTerrain(Msg),
    NoBonusOwed,
    NothingToUndo,
    /// The solo keep-2 rule cannot keep the cards a script names, and why.
    SoloKeep(Msg),
    SeatFinished,
    NoSharedTurn,
}

impl RuleError {
    /// The refusal in the game's words.
    pub fn msg(&self) -> Msg {
        match self {
            RuleError::GameOver => msg!("tucana-game-over"),
            RuleError::NoSuchSeat(seat) => msg!("tucana-no-such-seat", seat = *seat),
            RuleError::Resigned => msg!("tucana-resigned"),
            RuleError::AlreadyFinished => msg!("tucana-already-finished"),
            RuleError::AlreadyDrawn(trail) => msg!("tucana-already-drawn", trail = trail.as_str()),
            RuleError::NoSuchTrail => msg!("tucana-no-such-trail"),
            RuleError::WrongTerrain(why) | RuleError::SoloKeep(why) => why.clone(),
            RuleError::NoBonusOwed => msg!("tucana-no-bonus-owed"),
            RuleError::NothingToUndo => msg!("tucana-nothing-to-undo"),
            RuleError::SeatFinished => msg!("tucana-seat-finished"),
            RuleError::NoSharedTurn => msg!("tucana-no-shared-turn"),
        }
    }
}

/// In English, in the game's words: for a script's error, the log, the terminal and the
/// tests.
impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&super::play::GAME_WORDS.render(&self.msg()))
    }
}

impl std::error::Error for RuleError {}

/// What one player did this turn, for undo.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Action {
    Trail(EdgeId),
    Skip,
}

#[derive(Clone, Debug)]
struct Player {
    sheet: Sheet,
    state: TurnState,
    resigned: bool,
    /// The state before this turn's first action, kept for undo. The sheet before it is
    /// not kept: undo draws it again from the trails before this turn's (a copy of the
    /// sheet at every first action was a tenth of a random game's time).
    turn_start: Option<TurnState>,
    actions: SmallVec<[Action; 4]>,
    /// Trails drawn this turn, and in the player's previous turn with a trail.
    turn_edges: EdgeSet,
    /// Pairs completed this turn, for the blue cards at the turn's close.
    pairs_now: u8,
    round_scores: SmallVec<[u32; 4]>,
    bonus_cards: Vec<BonusCard>,
    /// Free pace: the player's own position (round * turns per round + turn).
    pos: usize,
    /// Free pace: the red cards (by sight index) whose twins this player has already
    /// recorded, so that each is recorded once, at its first position.
    twins: u8,
    /// Free pace: cards claimed but not yet final.
    provisional: Vec<BonusCard>,
}

/// What a completion races for in a free game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Race {
    Blue(Letter),
    Red(Sight),
}

/// Free pace: a seat completed a race's goal in the turn at position `pos`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Completion {
    pos: usize,
    seat: Seat,
    race: Race,
}

/// Free pace: a bonus card and the seats that claim it, all of whom completed it in the
/// turn at position `pos` (counted from 0 through the whole game), the earliest such
/// position (the next one, for a second blue card).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Claim {
    pub card: BonusCard,
    pub pos: usize,
    pub seats: Vec<Seat>,
    /// Every player still in the game has finished `pos`: nobody can take the card away.
    pub settled: bool,
}

/// A turn that closed as it began: no player still in the game had a trail to draw for its
/// cards (say everyone has drawn every water–water trail, and the cards are water + water).
/// The engine closes such a turn by itself, with no move in the log; replaying the log
/// finds the same turns again.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SkippedTurn {
    /// 0-based, like [`Game::round`] and [`Game::turn`].
    pub round: usize,
    pub turn: usize,
    pub cards: [Card; 2],
    /// How many moves the log held when the turn was skipped (the move that closed the
    /// turn before it included), so a caller can tell which skips a move caused.
    pub after_moves: usize,
}

/// A game in progress or finished.
#[derive(Clone)]
pub struct Game {
    setup: Setup,
    map: &'static Map,
    log: Vec<Move>,
    players: Vec<Player>,
    round: usize,
    turn: usize,
    finished: bool,
    /// Blue cards still on the table, by letter.
    blue: [Pile; 5],
    /// Red cards still in play.
    red: Vec<Sight>,
    /// The blue cards the solo keep-2 rule kept for the last round, once it has applied.
    solo_kept: Option<[Letter; 2]>,
    /// The turns nobody could play, in order.
    skipped: Vec<SkippedTurn>,
    /// Free pace (2+ players): each player moves on at their own pace.
    free: bool,
    /// Free pace: every completion so far, in the order they were recorded.
    completions: Vec<Completion>,
    /// Free pace: the bonus cards claimed, from `completions`, by position.
    claims: Vec<Claim>,
}

/// One letter's pile of blue cards (their numbers), top card last: at most two, kept in
/// place (five piles a game, each a heap allocation of a byte or two before).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct Pile {
    numbers: [u8; 2],
    len: u8,
}

impl Pile {
    /// A pile of these numbers, top card last (at most two).
    pub(super) fn of(numbers: &[u8]) -> Pile {
        numbers.iter().copied().collect()
    }

    pub(super) fn cards(&self) -> &[u8] {
        &self.numbers[..usize::from(self.len)]
    }

    pub(super) fn pop(&mut self) -> Option<u8> {
        self.len = self.len.checked_sub(1)?;
        Some(self.numbers[usize::from(self.len)])
    }

    pub(super) fn is_empty(self) -> bool {
        self.len == 0
    }

    pub(super) fn clear(&mut self) {
        self.len = 0;
    }
}

impl FromIterator<u8> for Pile {
    fn from_iter<I: IntoIterator<Item = u8>>(numbers: I) -> Pile {
        let mut pile = Pile::default();
        for n in numbers {
            pile.numbers[usize::from(pile.len)] = n; // a pile has two cards at most
            pile.len += 1;
        }
        pile
    }
}

/// Turns in a round: two cards a turn until one card is left.
pub const TURNS_PER_ROUND: usize = (Card::DECK_SIZE - 1) / 2;

impl Game {
    /// A new game at the start of its first turn.
    pub fn new(setup: Setup) -> Game {
        let map = setup.map.map();
        let n = setup.players;
        let rounds = map.rounds as usize;
        let players = (0..n)
            .map(|seat| Player {
                sheet: Sheet::new(map, setup.letters_for(seat)),
                state: TurnState::Trail,
                resigned: false,
                turn_start: None,
                actions: SmallVec::new(),
                turn_edges: EdgeSet::EMPTY,
                pairs_now: 0,
                round_scores: SmallVec::new(),
                bonus_cards: Vec::new(),
                pos: 0,
                twins: 0,
                provisional: Vec::new(),
            })
            .collect();
        let piles: &[u8] = match n {
            1 => &[2],
            2..=4 => &[1],
            _ => &[2, 1], // #1 on top of #2; the top is last
        };
        let red = setup.red.clone();
        let mut game = Game {
            setup,
            map,
            // Room made once for about a move per player and turn, rather than grown.
            log: Vec::with_capacity(n * rounds * TURNS_PER_ROUND * 5 / 4),
            players,
            round: 0,
            turn: 0,
            finished: false,
            blue: [Pile::of(piles); 5],
            red,
            solo_kept: None,
            skipped: Vec::new(),
            free: false,
            completions: Vec::new(),
            claims: Vec::new(),
        };
        game.start_turn();
        game
    }

    /// A new game at its pace: as [`Game::new`] when together (or solo, always
    /// self-paced), else each player at their own first turn.
    pub fn with_pace(setup: Setup, pace: Pace) -> Game {
        let mut game = Game::new(setup);
        if pace == Pace::Free && game.players() > 1 {
            game.free = true;
            for seat in 0..game.players() {
                game.advance_seat(seat);
            }
            game.settle();
        }
        game
    }

    /// [`Game::replay`] at a pace.
    pub fn replay_with_pace(
        setup: Setup,
        pace: Pace,
        log: &[Move],
    ) -> Result<Game, (usize, RuleError)> {
        let mut game = Game::with_pace(setup, pace);
        game.log.reserve(log.len());
        for (i, mv) in log.iter().enumerate() {
            game.apply(*mv).map_err(|e| (i, e))?;
        }
        Ok(game)
    }

    /// Whether each player plays at their own pace (never in a solo game).
    pub fn is_free(&self) -> bool {
        self.free
    }

    /// Turns in the whole game.
    pub fn total_turns(&self) -> usize {
        self.rounds() * TURNS_PER_ROUND
    }

    /// The position (round * turns per round + turn) a seat is at: in a free game its own,
    /// [`Game::total_turns`] once it has finished or left; otherwise the game's.
    pub fn position_of(&self, seat: Seat) -> usize {
        if self.free {
            self.players[seat].pos
        } else {
            self.round * TURNS_PER_ROUND + self.turn
        }
    }

    /// The round a seat is at (0-based): its own in a free game, else the game's.
    pub fn round_of(&self, seat: Seat) -> usize {
        if self.free {
            self.players[seat].pos / TURNS_PER_ROUND
        } else {
            self.round
        }
    }

    /// The turn within the round a seat is at (0-based): its own in a free game.
    pub fn turn_of(&self, seat: Seat) -> usize {
        if self.free {
            self.players[seat].pos % TURNS_PER_ROUND
        } else {
            self.turn
        }
    }

    /// The two cards of a seat's current turn (none once it has finished): in a free game
    /// its own turn's, else the game's.
    #[inline(always)]
    pub fn cards_of(&self, seat: Seat) -> Option<[Card; 2]> {
        if self.free {
            self.cards_at(self.players[seat].pos)
        } else {
            self.cards()
        }
    }

    /// The cards of the turn at a position, if the game has it.
    #[inline(always)]
    fn cards_at(&self, pos: usize) -> Option<[Card; 2]> {
        if pos >= self.total_turns() {
            return None;
        }
        let deck = &self.setup.decks[pos / TURNS_PER_ROUND];
        let t = pos % TURNS_PER_ROUND;
        Some([deck[2 * t], deck[2 * t + 1]])
    }

    /// Free pace: the bonus cards a seat has claimed that are not final yet (a slower
    /// player may still complete them on an earlier turn). Always empty when together.
    pub fn provisional_cards(&self, seat: Seat) -> &[BonusCard] {
        &self.players[seat].provisional
    }

    /// Free pace: every bonus card claimed so far, provisional or final, by position.
    /// Empty when together (cards are final as soon as they are won).
    pub fn claims(&self) -> &[Claim] {
        &self.claims
    }

    /// Free pace: the claims the table may be told of, those at a turn every player still
    /// in the game has reached (all of them once it is over): a claim on a later turn
    /// would tell the slower players of cards to come. Such a claim can no longer be lost
    /// (nobody is left to complete its card on an earlier turn), only shared or settled.
    pub fn told_claims(&self) -> impl Iterator<Item = &Claim> {
        let reached = self.reached();
        self.claims.iter().filter(move |c| c.pos <= reached)
    }

    /// The game as `viewer` may see it (`None`: everyone): in a free game, every other
    /// seat cut back to the positions the viewer has finished (for everyone: the position
    /// every seat still playing has reached), the viewer as it is. Replays the log,
    /// dropping a seat's moves once it has reached the cut, so that claims, standings and
    /// sheets show nothing from beyond it. A plain copy when together or finished.
    pub fn seen_by(&self, viewer: Option<Seat>) -> Game {
        if !self.free || self.finished {
            return self.clone();
        }
        let cut = match viewer {
            // A player who left is at the end of the game: they see what everyone sees,
            // not the others' turns they never reached.
            Some(v) if v < self.players.len() && !self.players[v].resigned => self.players[v].pos,
            _ => self.reached(),
        };
        let mut seen = Game::with_pace(self.setup.clone(), Pace::Free);
        for mv in &self.log {
            let Some(seat) = mv.seat() else { continue };
            if Some(seat) == viewer || seen.players[seat].pos < cut {
                seen.apply(*mv).expect("a logged move replays");
            }
        }
        seen
    }

    /// Replays a log from the start. Fails on the first move that is not legal, with its
    /// index in the log.
    pub fn replay(setup: Setup, log: &[Move]) -> Result<Game, (usize, RuleError)> {
        let mut game = Game::new(setup);
        game.log.reserve(log.len());
        for (i, mv) in log.iter().enumerate() {
            game.apply(*mv).map_err(|e| (i, e))?;
        }
        Ok(game)
    }

    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    pub fn map(&self) -> &'static Map {
        self.map
    }

    pub fn log(&self) -> &[Move] {
        &self.log
    }

    #[inline]
    pub fn players(&self) -> usize {
        self.players.len()
    }

    pub fn is_solo(&self) -> bool {
        self.players.len() == 1
    }

    /// The current round, 0-based (equal to the number of rounds once finished).
    #[inline]
    pub fn round(&self) -> usize {
        self.round
    }

    /// The current turn within the round, 0-based.
    #[inline]
    pub fn turn(&self) -> usize {
        self.turn
    }

    pub fn rounds(&self) -> usize {
        self.map.rounds as usize
    }

    #[inline]
    pub fn is_finished(&self) -> bool {
        self.finished
    }

    /// The two cards of the current turn (none once the game is over).
    #[inline(always)]
    pub fn cards(&self) -> Option<[Card; 2]> {
        if self.finished {
            return None;
        }
        let deck = &self.setup.decks[self.round];
        Some([deck[2 * self.turn], deck[2 * self.turn + 1]])
    }

    /// The blue cards still on the table for a letter, top card first.
    pub fn blue_left(&self, letter: Letter) -> impl Iterator<Item = BonusCard> + '_ {
        self.blue[letter.index()]
            .cards()
            .iter()
            .rev()
            .map(move |&n| BonusCard::Blue(letter, n))
    }

    /// The two blue cards the solo keep-2 rule kept for the last round, once it applied
    /// (it does not apply when two or fewer were left).
    pub fn solo_kept(&self) -> Option<[Letter; 2]> {
        self.solo_kept
    }

    /// The turns so far that closed as they began because no player still in the game had
    /// a trail to draw for their cards (turns after everyone has left are not counted).
    pub fn skipped_turns(&self) -> &[SkippedTurn] {
        &self.skipped
    }

    /// The red cards still in play.
    pub fn red_left(&self) -> &[Sight] {
        &self.red
    }

    #[inline]
    pub fn turn_state(&self, seat: Seat) -> TurnState {
        self.players[seat].state
    }

    pub fn has_resigned(&self, seat: Seat) -> bool {
        self.players[seat].resigned
    }

    /// The seats still to finish this turn (in a free game: still to finish their game).
    pub fn waiting_for(&self) -> impl Iterator<Item = Seat> + '_ {
        self.players
            .iter()
            .enumerate()
            .filter(|(_, p)| p.state != TurnState::Done)
            .map(|(s, _)| s)
    }

    pub fn sheet(&self, seat: Seat) -> &Sheet {
        &self.players[seat].sheet
    }

    /// Trails this player drew in the current turn.
    pub fn turn_edges(&self, seat: Seat) -> &EdgeSet {
        &self.players[seat].turn_edges
    }

    pub fn round_scores(&self, seat: Seat) -> &[u32] {
        &self.players[seat].round_scores
    }

    pub fn bonus_cards(&self, seat: Seat) -> &[BonusCard] {
        &self.players[seat].bonus_cards
    }

    /// The trails this player may draw now: for the turn's cards, or any trail not yet drawn
    /// while a bonus trail is owed. Empty when the player has finished.
    pub fn legal_trails(&self, seat: Seat) -> EdgeSet {
        let Some(p) = self.players.get(seat) else {
            return EdgeSet::EMPTY;
        };
        match (p.state, self.cards_of(seat)) {
            (TurnState::Trail, Some(cards)) => self.map.matching(cards).without(p.sheet.drawn()),
            (TurnState::Bonus(_), _) => self.map.all_edges().without(p.sheet.drawn()),
            _ => EdgeSet::EMPTY,
        }
    }

    /// What drawing this trail would gain, without drawing it.
    pub fn preview(&self, seat: Seat, edge: EdgeId) -> Result<Gain, RuleError> {
        self.check_trail(seat, edge)?;
        let mut sheet = self.players[seat].sheet.clone();
        Ok(sheet.draw(self.map, edge))
    }

    fn check_seat(&self, seat: Seat) -> Result<&Player, RuleError> {
        if self.finished {
            return Err(RuleError::GameOver);
        }
        let p = self.players.get(seat).ok_or(RuleError::NoSuchSeat(seat))?;
        if p.resigned {
            return Err(RuleError::Resigned);
        }
        if self.free && p.pos >= self.total_turns() {
            return Err(RuleError::SeatFinished);
        }
        Ok(p)
    }

    fn check_trail(&self, seat: Seat, edge: EdgeId) -> Result<(), RuleError> {
        let p = self.check_seat(seat)?;
        if edge.0 as usize >= self.map.edges.len() {
            return Err(RuleError::NoSuchTrail);
        }
        match p.state {
            TurnState::Done => Err(RuleError::AlreadyFinished),
            _ if p.sheet.is_drawn(edge) => Err(RuleError::AlreadyDrawn(self.map.edge_label(edge))),
            TurnState::Bonus(_) => Ok(()),
            TurnState::Trail => {
                let Some(cards) = self.cards_of(seat) else {
                    return Err(RuleError::GameOver);
                };
                if self.map.matching(cards).contains(edge) {
                    Ok(())
                } else {
                    Err(RuleError::WrongTerrain(explain_mismatch(
                        self.map, edge, cards,
                    )))
                }
            }
        }
    }

    /// The map this game is played on.
    pub fn map_id(&self) -> MapId {
        self.setup.map
    }
}

/// Says why a trail does not fit the turn's cards, in the game's words:
/// "D4 is water; this turn needs desert and forest".
#[cold]
fn explain_mismatch(map: &Map, edge: EdgeId, cards: [Card; 2]) -> Msg {
    let (a, b) = map.edge(edge);
    let (sa, sb) = (map.space(a), map.space(b));
    let name = |c: Card| match c {
        Card::Any => msg!("tucana-need-any"),
        c => c.msg(),
    };
    let need = if cards[0] == cards[1] {
        msg!("tucana-need-two", card = cards[0].msg())
    } else {
        msg!(
            "tucana-need-both",
            first = name(cards[0]),
            second = name(cards[1])
        )
    };
    let (first, second) = (sa.label.as_str(), sb.label.as_str());
    let (first_terrain, second_terrain) = (sa.terrain.msg(), sb.terrain.msg());
    if let Some(other) = match cards {
        [Card::Any, c] | [c, Card::Any] => Some(c),
        _ => None,
    } {
        return msg!(
            "tucana-neither-space",
            first,
            first_terrain,
            second,
            second_terrain,
            card = other.msg(),
            need
        );
    }
    let fits = |s: &super::map::Space| cards.iter().any(|c| c.matches(s.terrain));
    match (fits(sa), fits(sb)) {
        (false, true) => msg!(
            "tucana-wrong-space",
            space = first,
            terrain = first_terrain,
            need
        ),
        (true, false) => msg!(
            "tucana-wrong-space",
            space = second,
            terrain = second_terrain,
            need
        ),
        (false, false) => msg!(
            "tucana-wrong-spaces",
            first,
            first_terrain,
            second,
            second_terrain,
            need
        ),
        (true, true) => msg!(
            "tucana-both-spaces",
            first,
            second,
            terrain = first_terrain,
            need
        ),
    }
}
