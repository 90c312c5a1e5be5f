//! The game: set-up, the market and its arrows, turns, the end and the solo opponent
//! (combi-nations.md §3–§6, §8). Pure: a [`Setup`] and the moves applied so far.
//!
//! Only what players decide is a move ([`Move`]); passes, the moves of a seat that left and
//! the solo opponent's turns are played by the game itself, at once, and reported as
//! [`Happened`] so the bot can post them.

use serde::{Deserialize, Serialize};

use super::data::{CountryId, Stack, TileId, STACK_SIZE};
use super::score::{self, CountryScore};
use crate::game::rng::Rng;
use crate::game::takeback::{self, Kept};
use crate::game::BadData;
use crate::words::{msg, Msg};

use super::board::Fits;
pub use super::board::{Board, Placed};

pub type Seat = usize;

/// The rules version of games created now.
pub const RULESET: u32 = 1;
/// The most players a game seats.
pub const MAX_PLAYERS: usize = 5;
/// The tiles the solo opponent takes before the player's final turn (§8).
pub const SOLO_OPPONENT_TILES: usize = 15;

/// How facilities score (§7.7).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Facilities {
    #[default]
    Full,
    Simple,
}

/// A game's options, as stored (JSON).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    #[serde(default, skip_serializing_if = "is_full")]
    pub facilities: Facilities,
    /// Everyone's country, chosen by the host: no set-up step. `None` (the default): each
    /// player chooses at set-up (§3).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub country: Option<CountryId>,
}

// serde's `skip_serializing_if` passes a reference.
#[allow(clippy::trivially_copy_pass_by_ref)]
fn is_full(f: &Facilities) -> bool {
    *f == Facilities::Full
}

/// Everything chance decides, drawn from a seed or given by a script (§9.5).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    pub players: usize,
    pub options: Options,
    /// The starting player (turn-order number 1).
    pub start: Seat,
    /// Each stack's 20 tiles, top first, in the order of [`Stack::ALL`].
    pub stacks: [Vec<TileId>; 5],
}

impl Setup {
    pub fn from_seed(seed: u64, options: Options, players: usize) -> Result<Setup, String> {
        check_players(players)?;
        let mut rng = Rng::new(seed, 0);
        let start = if players == 1 {
            0
        } else {
            rng.below(players as u32) as usize
        };
        let stacks = Stack::ALL.map(|stack| {
            let mut tiles: Vec<TileId> = (1..=STACK_SIZE).map(|n| TileId::new(stack, n)).collect();
            rng.shuffle(&mut tiles);
            tiles
        });
        Ok(Setup {
            players,
            options,
            start,
            stacks,
        })
    }

    /// Checks a given set-up (a script's): every stack holds exactly its own 20 tiles.
    pub fn check(&self) -> Result<(), BadData> {
        check_players(self.players)?;
        if self.start >= self.players {
            return Err(BadData(format!("no player {} to start", self.start + 1)));
        }
        for (stack, tiles) in Stack::ALL.iter().zip(&self.stacks) {
            let mut sorted = tiles.clone();
            sorted.sort();
            let expected: Vec<TileId> = (1..=STACK_SIZE).map(|n| TileId::new(*stack, n)).collect();
            if sorted != expected {
                return Err(BadData(format!(
                    "stack {} must hold the tiles {}-01 … {}-20, each once",
                    stack.code(),
                    stack.code(),
                    stack.code()
                )));
            }
        }
        Ok(())
    }
}

fn check_players(players: usize) -> Result<(), BadData> {
    if (1..=MAX_PLAYERS).contains(&players) {
        Ok(())
    } else {
        Err(BadData(format!(
            "Combi-Nations takes 1 to 5 players, not {players}"
        )))
    }
}

/// A market option (§4, §5.2–5.3): the k-th placeable tile ahead, after a U-turn or not.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Opt {
    pub k: u8,
    pub uturn: bool,
}

impl Opt {
    pub const ALL: [Opt; 6] = [
        Opt { k: 1, uturn: false },
        Opt { k: 2, uturn: false },
        Opt { k: 3, uturn: false },
        Opt { k: 1, uturn: true },
        Opt { k: 2, uturn: true },
        Opt { k: 3, uturn: true },
    ];

    pub fn parse(word: &str) -> Option<Opt> {
        let word = word.trim().to_ascii_uppercase();
        let (uturn, k) = match word.strip_prefix('U') {
            Some(k) => (true, k),
            None => (false, word.as_str()),
        };
        match k {
            "1" | "2" | "3" => Some(Opt {
                k: k.parse().ok()?,
                uturn,
            }),
            _ => None,
        }
    }
}

impl std::fmt::Display for Opt {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}{}", if self.uturn { "U" } else { "" }, self.k)
    }
}

/// A player's arrow on the market loop.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Arrow {
    /// Position, from 0 (position 1 on the picture).
    pub pos: usize,
    /// Counterclockwise: the arrow has made its U-turn.
    pub turned: bool,
}

/// A move as logged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Move {
    /// Set-up: a seat's country (`country 0 shield`).
    Country { seat: Seat, country: CountryId },
    /// A turn: an option and where the tile's cells go (`move 0 U1 C3 C4 D3`).
    Take {
        seat: Seat,
        opt: Opt,
        labels: Vec<String>,
    },
    /// A seat leaves; its later turns are its default move (§9.4).
    Resign { seat: Seat },
    /// A seat takes back its last move (`undo 0`), while nobody else can have seen its
    /// consequences ([`Game::can_undo`]).
    Undo { seat: Seat },
}

impl Move {
    pub fn seat(&self) -> Seat {
        match self {
            Move::Country { seat, .. }
            | Move::Take { seat, .. }
            | Move::Resign { seat }
            | Move::Undo { seat } => *seat,
        }
    }

    pub fn encode(&self) -> String {
        match self {
            Move::Country { seat, country } => {
                format!("country {seat} {}", country.name().to_ascii_lowercase())
            }
            Move::Take { seat, opt, labels } => format!("move {seat} {opt} {}", labels.join(" ")),
            Move::Resign { seat } => format!("resign {seat}"),
            Move::Undo { seat } => format!("undo {seat}"),
        }
    }

    pub fn decode(text: &str) -> Result<Move, Msg> {
        let words: Vec<&str> = text.split_whitespace().collect();
        let bad = || msg!("combi-nations-not-a-move", logged = text);
        let seat: Seat = words.get(1).and_then(|s| s.parse().ok()).ok_or_else(bad)?;
        match (words.first().copied(), &words[2..]) {
            (Some("country"), [name]) => Ok(Move::Country {
                seat,
                country: CountryId::from_name(name).ok_or_else(bad)?,
            }),
            (Some("move"), [opt, labels @ ..]) if (1..=3).contains(&labels.len()) => {
                Ok(Move::Take {
                    seat,
                    opt: Opt::parse(opt).ok_or_else(bad)?,
                    labels: labels.iter().map(|l| l.to_ascii_uppercase()).collect(),
                })
            }
            (Some("resign"), []) => Ok(Move::Resign { seat }),
            (Some("undo"), []) => Ok(Move::Undo { seat }),
            _ => Err(bad()),
        }
    }
}

/// Where the game is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// Set-up: players choose their countries, all at once.
    Choosing,
    Playing,
    Over,
}

/// What the game did, for the bot to tell: moves (a player's, or one the game made for
/// them), passes, the end's trigger and the solo opponent.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Happened {
    /// Every country is chosen; the starting player begins.
    Started {
        start: Seat,
    },
    Took {
        seat: Seat,
        opt: Opt,
        /// Position, from 0.
        pos: usize,
        tile: TileId,
        cells: Vec<usize>,
        marker: Stack,
        refill: Option<TileId>,
        /// Played by the game: the seat has left.
        auto: bool,
    },
    /// The seat could not move; `triggered` if that triggered the end.
    Passed {
        seat: Seat,
        triggered: bool,
    },
    /// A placement covered the seat's last sand cell and triggered the end.
    Filled {
        seat: Seat,
    },
    /// The extra round begins with these seats (in turn order).
    ExtraRound {
        seats: Vec<Seat>,
    },
    /// The solo opponent took a tile out of the game.
    Opponent {
        steps: usize,
        pos: usize,
        tile: TileId,
        marker: Stack,
        refill: Option<TileId>,
    },
    Over,
}

/// A rule broken by a move: the game's message saying which, rendered by each surface in
/// its reader's language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RuleError(pub Msg);

/// In English, in the game's words: for a script's error, the log and the tests.
impl std::fmt::Display for RuleError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&super::play::english(&self.0))
    }
}

fn refuse<T>(msg: Msg) -> Result<T, RuleError> {
    Err(RuleError(msg))
}

/// The solo game's own state (§8).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Solo {
    /// The player's turns so far.
    pub turns: usize,
    /// Tiles the opponent has taken out of the game.
    pub taken: usize,
    /// How far the opponent moves next: the player's first option, then its last tile's cells.
    pub next_steps: usize,
}

/// A game in progress.
#[derive(Clone, Debug)]
pub struct Game {
    pub setup: Setup,
    pub phase: Phase,
    /// `None` until the seat's country is chosen.
    pub boards: Vec<Option<Board>>,
    /// Each stack's tiles drawn so far (from the top of [`Setup::stacks`]).
    pub drawn: [usize; 5],
    /// What each market position holds.
    pub market: Vec<Option<TileId>>,
    /// Each seat's arrow; in the solo game a second one, the opponent's.
    pub arrows: Vec<Arrow>,
    pub marker: Stack,
    /// The round, from 1 (0 during set-up); the extra round is one more.
    pub round: usize,
    /// The place in the round's turn order (or in the extra round's list).
    pub step: usize,
    /// The round in which the end was triggered.
    pub trigger: Option<usize>,
    /// The extra round's seats, once it has begun.
    pub extra: Option<Vec<Seat>>,
    /// Whether each seat's turn in this round ended with a placement.
    pub placed_in_round: Vec<bool>,
    pub resigned: Vec<bool>,
    pub solo: Option<Solo>,
    /// The game before the last placement, while it can be taken back ([`Game::can_undo`]).
    kept: Kept<Game>,
    log: Vec<Move>,
}

impl Game {
    pub fn new(setup: Setup) -> Game {
        let players = setup.players;
        let positions = 5 * players.max(2);
        let mut game = Game {
            boards: vec![None; players],
            drawn: [0; 5],
            market: vec![None; positions],
            arrows: (0..players.max(2))
                .map(|t| Arrow {
                    pos: 5 * t,
                    turned: false,
                })
                .collect(),
            marker: Stack::Pair,
            phase: Phase::Choosing,
            round: 0,
            step: 0,
            trigger: None,
            extra: None,
            placed_in_round: vec![false; players],
            resigned: vec![false; players],
            solo: (players == 1).then(Solo::default),
            kept: Kept::default(),
            log: Vec::new(),
            setup,
        };
        // Arrows are by turn order: player t (from the starting player) at 5t.
        let mut arrows = game.arrows.clone();
        for t in 0..players {
            arrows[game.order(t)] = Arrow {
                pos: 5 * t,
                turned: false,
            };
        }
        game.arrows = arrows;
        for pos in 0..positions {
            game.market[pos] = game.draw(Stack::ALL[pos % 5]);
        }
        if let Some(country) = game.setup.options.country {
            game.boards = vec![Some(Board::new(country)); players];
            let mut ignored = Vec::new();
            game.begin(&mut ignored);
        }
        game
    }

    pub fn players(&self) -> usize {
        self.setup.players
    }

    pub fn log(&self) -> &[Move] {
        &self.log
    }

    pub fn is_solo(&self) -> bool {
        self.solo.is_some()
    }

    pub fn is_finished(&self) -> bool {
        self.phase == Phase::Over
    }

    /// The seat with turn-order number `t + 1`.
    pub fn order(&self, t: usize) -> Seat {
        (self.setup.start + t) % self.players()
    }

    /// The seat to act in a turn, if the game is in one.
    pub fn actor(&self) -> Option<Seat> {
        if self.phase != Phase::Playing {
            return None;
        }
        match &self.extra {
            Some(seats) => seats.get(self.step).copied(),
            None => Some(self.order(self.step)),
        }
    }

    /// The seats still to choose a country.
    pub fn choosing(&self) -> Vec<Seat> {
        if self.phase != Phase::Choosing {
            return Vec::new();
        }
        (0..self.players())
            .filter(|&s| self.boards[s].is_none())
            .collect()
    }

    pub fn board(&self, seat: Seat) -> Option<&Board> {
        self.boards.get(seat).and_then(Option::as_ref)
    }

    /// Tiles left in a stack.
    pub fn left(&self, stack: Stack) -> usize {
        STACK_SIZE - self.drawn[stack.index()]
    }

    fn draw(&mut self, stack: Stack) -> Option<TileId> {
        let i = stack.index();
        let tile = self.setup.stacks[i].get(self.drawn[i]).copied()?;
        self.drawn[i] += 1;
        Some(tile)
    }

    /// The market marker's move by `k` steps (§4): to the next stack clockwise that still
    /// holds tiles, its own stack last; it stays when all are empty.
    pub fn move_marker(&mut self, k: usize) {
        if Stack::ALL.iter().all(|&s| self.left(s) == 0) {
            return;
        }
        for _ in 0..k {
            let from = self.marker.index();
            self.marker = (1..=5)
                .map(|j| Stack::ALL[(from + j) % 5])
                .find(|&s| self.left(s) > 0)
                .expect("a stack with tiles");
        }
    }

    /// The positions of the first three tiles placeable for `seat`, scanning from its arrow
    /// clockwise (`turned`: counterclockwise), its own position last (§4).
    pub fn scan(&self, seat: Seat, turned: bool) -> Vec<usize> {
        let Some(board) = self.board(seat) else {
            return Vec::new();
        };
        let (found, n) = self.scan_with(seat, turned, &mut Fits::new(board));
        found[..n].to_vec()
    }

    /// [`Game::scan`] with what is known of the board's shapes: (positions, how many).
    fn scan_with(&self, seat: Seat, turned: bool, fits: &mut Fits) -> ([usize; 3], usize) {
        let m = self.market.len();
        let a = self.arrows[seat].pos;
        let mut found = [0; 3];
        let mut n = 0;
        for i in 1..=m {
            let p = if turned {
                (a + m * i - i) % m
            } else {
                (a + i) % m
            };
            if self.market[p].is_some_and(|t| fits.tile(t)) {
                found[n] = p;
                n += 1;
                if n == 3 {
                    break;
                }
            }
        }
        (found, n)
    }

    /// Where an option of `seat` leads, if it exists now: (position, tile).
    pub fn option(&self, seat: Seat, opt: Opt) -> Option<(usize, TileId)> {
        let arrow = self.arrows[seat];
        if opt.uturn && arrow.turned {
            return None;
        }
        let (found, n) = self.scan_with(
            seat,
            arrow.turned || opt.uturn,
            &mut Fits::new(self.board(seat)?),
        );
        let pos = *found[..n].get(usize::from(opt.k) - 1)?;
        Some((pos, self.market[pos]?))
    }

    /// The options `seat` has now, each with its position and tile: one scan each way.
    pub fn options(&self, seat: Seat) -> Vec<(Opt, usize, TileId)> {
        let Some(board) = self.board(seat) else {
            return Vec::new();
        };
        let mut fits = Fits::new(board);
        let turned = self.arrows[seat].turned;
        let mut out = Vec::with_capacity(6);
        for uturn in [false, true] {
            if uturn && turned {
                break;
            }
            let (found, n) = self.scan_with(seat, turned || uturn, &mut fits);
            for (i, &pos) in found[..n].iter().enumerate() {
                if let Some(tile) = self.market[pos] {
                    out.push((
                        Opt {
                            k: i as u8 + 1,
                            uturn,
                        },
                        pos,
                        tile,
                    ));
                }
            }
        }
        out
    }

    /// Whether any tile in the market fits `seat`'s country (§5.1).
    pub fn can_move(&self, seat: Seat) -> bool {
        self.board(seat).is_some_and(|b| {
            let mut fits = Fits::new(b);
            self.market.iter().flatten().any(|&t| fits.tile(t))
        })
    }

    /// The cells of a move's labels, checked as a legal placement of `tile` (§9.2 form A).
    pub fn placement(
        &self,
        seat: Seat,
        tile: TileId,
        labels: &[String],
    ) -> Result<Vec<usize>, RuleError> {
        let board = self
            .board(seat)
            .ok_or_else(|| RuleError(msg!("combi-nations-no-country-yet")))?;
        let country = board.country.country();
        let n = tile.stack().cells();
        if labels.len() != n {
            return refuse(msg!(
                "combi-nations-wrong-cell-count",
                tile = tile.describe(),
                cells = n
            ));
        }
        let cells = labels
            .iter()
            .map(|l| {
                country
                    .cell(l)
                    .ok_or_else(|| RuleError(no_cell(country.id, l)))
            })
            .collect::<Result<Vec<_>, _>>()?;
        if board.orientation(tile, &cells).is_none() {
            return refuse(msg!(
                "combi-nations-wrong-shape",
                cells = labels.join(" "),
                tile = tile.describe(),
                shape = tile.stack().shape()
            ));
        }
        if let Some(&c) = cells.iter().find(|&&c| board.cells[c].is_some()) {
            return refuse(msg!("combi-nations-not-sand", cell = &country.labels[c]));
        }
        if !board.is_legal(&cells) {
            return refuse(msg!(
                "combi-nations-touches-nothing",
                cells = labels.join(" ")
            ));
        }
        Ok(cells)
    }

    /// Why `seat` has no option `opt` now: its U-turn is made, or the market has no such
    /// tile.
    pub fn no_option(&self, seat: Seat, opt: Opt) -> Msg {
        if opt.uturn && self.arrows[seat].turned {
            msg!("combi-nations-u-turn-made")
        } else {
            msg!("combi-nations-no-option-now", option = opt.to_string())
        }
    }

    /// Applies a move if it is legal; what the game did, in order.
    pub fn apply(&mut self, mv: &Move) -> Result<Vec<Happened>, RuleError> {
        let seat = mv.seat();
        if seat >= self.players() {
            return refuse(msg!("combi-nations-no-seat", seat));
        }
        if self.phase == Phase::Over {
            return refuse(msg!("combi-nations-game-over"));
        }
        let mut happened = Vec::new();
        if let Move::Undo { .. } = mv {
            self.undo(seat)?;
            self.log.push(mv.clone());
            return Ok(happened);
        }
        // A placement is kept to take back only when it can draw nothing (every stack is
        // empty): a tile drawn into the market is seen by everyone. Nothing else is copied.
        let draws_nothing = self.drawn.iter().all(|&n| n == STACK_SIZE);
        let before = (matches!(mv, Move::Take { .. }) && draws_nothing).then(|| self.unlogged());
        match mv {
            Move::Undo { .. } => unreachable!("taken back above"),
            Move::Country { country, .. } => {
                if self.phase != Phase::Choosing {
                    return refuse(msg!("combi-nations-countries-chosen"));
                }
                if self.boards[seat].is_some() {
                    return refuse(msg!("combi-nations-country-chosen-already"));
                }
                self.boards[seat] = Some(Board::new(*country));
                if self.choosing().is_empty() {
                    self.begin(&mut happened);
                }
            }
            Move::Take { opt, labels, .. } => {
                if self.resigned[seat] {
                    return refuse(msg!("combi-nations-you-left"));
                }
                match self.actor() {
                    Some(s) if s == seat => {}
                    None => return refuse(msg!("combi-nations-not-begun")),
                    Some(_) => return refuse(msg!("combi-nations-not-your-turn")),
                }
                let (pos, tile) = self
                    .option(seat, *opt)
                    .ok_or_else(|| RuleError(self.no_option(seat, *opt)))?;
                let cells = self.placement(seat, tile, labels)?;
                self.take(seat, *opt, pos, cells, false, &mut happened);
                self.auto(&mut happened);
            }
            Move::Resign { .. } => {
                if self.resigned[seat] {
                    return refuse(msg!("combi-nations-left-already"));
                }
                self.resigned[seat] = true;
                match self.phase {
                    Phase::Choosing => {
                        if self.boards[seat].is_none() {
                            self.boards[seat] = Some(Board::new(CountryId::Delta));
                        }
                        if self.choosing().is_empty() {
                            self.begin(&mut happened);
                        }
                    }
                    _ => self.auto(&mut happened),
                }
            }
        }
        self.kept.clear();
        if let Some(before) = before.filter(|_| self.phase == Phase::Playing) {
            self.kept.keep(seat, before);
        }
        self.log.push(mv.clone());
        Ok(happened)
    }

    /// Whether `seat` can take back its last move now (`/undo`): its country while
    /// countries are still chosen in secret (none is shown until everyone has chosen); a
    /// placement until the next player moves, if it drew no tile into the market (a tile
    /// drawn is seen by everyone: only once every stack is empty) and did not end the game.
    pub fn can_undo(&self, seat: Seat) -> bool {
        match self.phase {
            Phase::Choosing => self.board(seat).is_some() && !self.resigned[seat],
            Phase::Playing => self.kept.holds(seat),
            Phase::Over => false,
        }
    }

    /// Takes back `seat`'s last move ([`Game::can_undo`]), restoring the game exactly as it
    /// was before it (the log aside, which keeps both moves).
    fn undo(&mut self, seat: Seat) -> Result<(), RuleError> {
        if !self.can_undo(seat) {
            return refuse(msg!("combi-nations-undo-refused"));
        }
        if self.phase == Phase::Choosing {
            // Choosing a country changes nothing else until the last one is chosen.
            self.boards[seat] = None;
            return Ok(());
        }
        let before = self.kept.take(seat).expect("a kept game");
        takeback::restore(self, before, |g| &mut g.log);
        Ok(())
    }

    /// A copy of the game without its log and kept game, to take a move back to.
    fn unlogged(&mut self) -> Game {
        takeback::before(self, |g| (&mut g.log, &mut g.kept))
    }

    /// Every country chosen: the first round begins.
    fn begin(&mut self, happened: &mut Vec<Happened>) {
        self.phase = Phase::Playing;
        self.round = 1;
        self.step = 0;
        happened.push(Happened::Started {
            start: self.setup.start,
        });
        self.auto(happened);
    }

    /// Steps 1–4 of a turn (§5.2), then what follows the turn.
    fn take(
        &mut self,
        seat: Seat,
        opt: Opt,
        pos: usize,
        cells: Vec<usize>,
        auto: bool,
        happened: &mut Vec<Happened>,
    ) {
        let arrow = &mut self.arrows[seat];
        arrow.turned |= opt.uturn;
        arrow.pos = pos;
        self.move_marker(usize::from(opt.k));
        let tile = self.market[pos].take().expect("an option's tile");
        let refill = self.draw(self.marker);
        self.market[pos] = refill;
        let board = self.boards[seat].as_mut().expect("a country");
        board.place(tile, &cells);
        let full = board.sand() == 0;
        happened.push(Happened::Took {
            seat,
            opt,
            pos,
            tile,
            cells,
            marker: self.marker,
            refill,
            auto,
        });
        if let Some(solo) = &mut self.solo {
            solo.turns += 1;
            if solo.turns == 1 {
                solo.next_steps = usize::from(opt.k);
            }
            if full {
                happened.push(Happened::Filled { seat });
                self.end(happened);
            } else if solo.taken < SOLO_OPPONENT_TILES {
                self.opponent(happened);
            } else {
                // The player's final turn, after the opponent's 15th tile.
                self.end(happened);
            }
            return;
        }
        self.placed_in_round[seat] = true;
        if full && self.trigger.is_none() {
            self.trigger = Some(self.round);
            happened.push(Happened::Filled { seat });
        }
        self.advance(happened);
    }

    /// The solo opponent's turn (§8).
    fn opponent(&mut self, happened: &mut Vec<Happened>) {
        let solo = self.solo.as_mut().expect("a solo game");
        let steps = solo.next_steps.max(1);
        let m = self.market.len();
        if self.market.iter().all(Option::is_none) {
            return;
        }
        let mut pos = self.arrows[1].pos;
        let mut moved = 0;
        while moved < steps {
            pos = (pos + 1) % m;
            if self.market[pos].is_some() {
                moved += 1;
            }
        }
        self.arrows[1].pos = pos;
        self.move_marker(steps);
        let tile = self.market[pos]
            .take()
            .expect("a tile where the opponent stops");
        let refill = self.draw(self.marker);
        self.market[pos] = refill;
        let solo = self.solo.as_mut().expect("a solo game");
        solo.taken += 1;
        solo.next_steps = tile.stack().cells();
        happened.push(Happened::Opponent {
            steps,
            pos,
            tile,
            marker: self.marker,
            refill,
        });
    }

    /// The turn passes on: to the next seat of the round, the next round, the extra round
    /// (once the end is triggered), or the end (§6).
    fn advance(&mut self, happened: &mut Vec<Happened>) {
        self.step += 1;
        if let Some(seats) = &self.extra {
            if self.step >= seats.len() {
                self.end(happened);
            }
            return;
        }
        if self.step < self.players() {
            return;
        }
        self.round += 1;
        self.step = 0;
        if self.trigger.is_some() {
            let seats: Vec<Seat> = (0..self.players())
                .map(|t| self.order(t))
                .filter(|&s| self.placed_in_round[s])
                .collect();
            if seats.is_empty() {
                self.end(happened);
            } else {
                happened.push(Happened::ExtraRound {
                    seats: seats.clone(),
                });
                self.extra = Some(seats);
            }
        }
        self.placed_in_round = vec![false; self.players()];
    }

    fn end(&mut self, happened: &mut Vec<Happened>) {
        self.phase = Phase::Over;
        happened.push(Happened::Over);
    }

    /// Plays what needs no player: passes, and the turns of seats that left (§5.4, §9.4).
    fn auto(&mut self, happened: &mut Vec<Happened>) {
        while let Some(seat) = self.actor() {
            if !self.can_move(seat) {
                if self.is_solo() {
                    happened.push(Happened::Passed {
                        seat,
                        triggered: false,
                    });
                    self.end(happened);
                    return;
                }
                let triggered = self.trigger.is_none();
                if triggered {
                    self.trigger = Some(self.round);
                }
                self.placed_in_round[seat] = false;
                happened.push(Happened::Passed { seat, triggered });
                self.advance(happened);
            } else if self.resigned[seat] {
                let (opt, pos, cells) = self.default_take(seat).expect("a seat that can move");
                self.take(seat, opt, pos, cells, true, happened);
            } else {
                return;
            }
        }
    }

    /// The default move (§9.4): option 1 ahead, the first legal placement by anchor in label
    /// order, then orientation r0–r5.
    pub fn default_take(&self, seat: Seat) -> Option<(Opt, usize, Vec<usize>)> {
        let opt = Opt { k: 1, uturn: false };
        let (pos, tile) = self.option(seat, opt)?;
        let board = self.board(seat)?;
        let cells = board.legal_placements(tile).into_iter().next()?;
        Some((opt, pos, cells))
    }

    /// The default move as logged.
    pub fn default_move(&self, seat: Seat) -> Option<Move> {
        match self.phase {
            Phase::Choosing => self.boards.get(seat)?.is_none().then_some(Move::Country {
                seat,
                country: CountryId::Delta,
            }),
            Phase::Playing if self.actor() == Some(seat) => {
                let (opt, _, cells) = self.default_take(seat)?;
                let board = self.board(seat)?;
                Some(Move::Take {
                    seat,
                    opt,
                    labels: cells.iter().map(|&c| board.label(c).to_owned()).collect(),
                })
            }
            _ => None,
        }
    }

    /// Every country's score as it stands (provisional until the end).
    pub fn scores(&self) -> Vec<CountryScore> {
        let boards: Vec<Board> = self
            .boards
            .iter()
            .map(|b| b.clone().unwrap_or_else(|| Board::new(CountryId::Delta)))
            .collect();
        score::score(&boards, self.setup.options.facilities, self.is_solo())
    }

    /// Replays a log from a set-up; the error names the first move that does not replay.
    pub fn replay(setup: Setup, log: &[Move]) -> Result<Game, (usize, RuleError)> {
        let mut game = Game::new(setup);
        for (i, mv) in log.iter().enumerate() {
            game.apply(mv).map_err(|e| (i, e))?;
        }
        Ok(game)
    }
}

/// `country` has no cell labelled `label`.
pub fn no_cell(country: CountryId, label: &str) -> Msg {
    msg!(
        "combi-nations-no-cell",
        country = country.msg(),
        cell = label
    )
}
