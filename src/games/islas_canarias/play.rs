//! Islas Canarias behind the game interface ([`crate::game::Rules`], [`crate::game::Play`]).
//!
//! Steps, as the service sees them (islas-canarias.md §10.1): everything is sequential
//! ([`ToAct::One`]): the island choices in seat order from the first start player, each
//! player's turn (one or more messages, ending with the one that holds `ship`), and the
//! ship's arrival, which the game plays inside [`Play::apply`] and which stops only for a
//! decision of one seat. A missed deadline is the logged move `timeout`, whose effect is the
//! default of §10.3 (the card a default `ship` takes depends on the cards drawn, which only
//! the game knows).
//!
//! Secrets (§10.2): a hand and a shipped card are told only in the mover's own note
//! ([`crate::game::Applied::note`]) and in its own picture; the public happenings never
//! name a shipped card or who shipped a revealed one.

use super::data::{self, Colour, Privilege};
use super::pictures;
use super::state::{
    Building, Event, Game, Kind, Pending, Phase, Refused, MAX_PLAYERS, MIN_PLAYERS, RULESET,
};
use super::text::{self, Move, Step};
use crate::game::{
    self, About, Applied, Engine, Forfeit, Happening, Legal, MoveError, Play, Rules, Seat, ToAct,
    Turn, View, Words,
};
use crate::words::{self, msg, Arg, Msg, Source};

/// The stored id of the game.
pub const ID: &str = "islas-canarias";

/// Islas Canarias, as the registry lists it.
pub struct IslasCanarias;

/// A game in progress: its engine behind the game interface.
pub type CanariasGame = Engine<Game>;

/// The game's catalogs of words, one file per language.
const WORDS: &[Source] = crate::words::catalog_files!("words", "src/games/islas_canarias/words");

/// The game's words in English, for its events, which still carry text.
pub(crate) static GAME_WORDS: Words = Words::new(&IslasCanarias);

/// `msg` in English, in the words of the core's and Islas Canarias' catalogs: for a
/// script's error, the log, the pictures and the tests, where no reader's language is known.
pub fn english(msg: &Msg) -> String {
    GAME_WORDS.render(msg)
}

const ABOUT: About = About {
    id: ID,
    name: "Islas Canarias",
    short_name: None,
    ruleset: RULESET,
    seats: MIN_PLAYERS..=MAX_PLAYERS,
    choices: None,
    bots: true,
    tools: Some(&super::tools::CanariasTools),
    words: WORDS,
};

impl Rules for IslasCanarias {
    fn about(&self) -> &'static About {
        &ABOUT
    }

    fn typed_words(&self) -> &'static [&'static str] {
        &[
            "draw", "build", "ship", "palace", "town", "on", "island", "at", "as", "lose",
            "divert", "resign", "orange", "brown", "green", "blue", "beige", "red", "undo",
        ]
    }

    /// Short: the help lists every game in one message, each game's rules only while
    /// they fit.
    fn rules_in_short(&self) -> Msg {
        Msg::new("islas-canarias-rules-in-short")
    }

    fn setup(&self, seed: u64, options: &str, players: usize) -> Result<Box<dyn Play>, Msg> {
        if !matches!(options.trim(), "" | "{}") {
            return Err(msg!("islas-canarias-no-options"));
        }
        if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&players) {
            return Err(msg!("islas-canarias-set-up-players", players));
        }
        let game = Game::from_seed(seed, players)
            .map_err(|why| msg!("islas-canarias-set-up-refused", why))?;
        Ok(Engine::boxed(game))
    }

    fn standard_move(&self, which: crate::game::Standard) -> Option<&'static str> {
        match which {
            crate::game::Standard::TakeBack => Some("undo"),
            crate::game::Standard::Pass => None,
        }
    }

    fn how_to_move(&self) -> Msg {
        Msg::new("islas-canarias-how-to-move")
    }

    fn timed_out(&self) -> Msg {
        Msg::new("islas-canarias-timed-out")
    }

    /// Every day: the game has no options; the deal is the day's seed's.
    fn daily(&self, _date: game::Date, _seed: u64) -> Option<String> {
        Some("{}".to_owned())
    }

    /// Two computer players of the normal level: a table of three, the same for everyone.
    fn daily_opponents(&self) -> &'static [game::Level] {
        &[game::Level::Normal, game::Level::Normal]
    }
}

/// A refused move as the interface's refusal: the rules' message, or, for an outcome of
/// chance the game lacks (only a script gives them, and the interface plays games of a
/// seed), the game's message saying so.
fn refusal(refused: Refused) -> MoveError {
    MoveError(match refused {
        Refused::Move(why) => why,
        Refused::Chance(_) => msg!("islas-canarias-chance-not-given"),
    })
}

impl CanariasGame {
    /// The engine's events as happenings; private lines go to the mover's note.
    fn happenings(events: Vec<Event>, mover: Seat) -> (Vec<Happening>, Option<Msg>) {
        let mut out = Vec::new();
        let mut lines: Vec<(Option<Seat>, Msg)> = Vec::new();
        let mut private = Vec::new();
        for event in events {
            match event {
                // The service writes the seat's name right before its line.
                Event::Seat(seat, text) => lines.push((Some(seat), msg!("after-names", text))),
                Event::Table(text) => lines.push((None, text)),
                Event::Private(seat, text) if seat == mover => private.push(text),
                Event::Private(..) => {}
                Event::RoundEnded(round) => {
                    if !lines.is_empty() {
                        out.push(Happening::Lines(std::mem::take(&mut lines)));
                    }
                    out.push(Happening::RoundEnded { round: round - 1 });
                }
            }
        }
        if !lines.is_empty() {
            out.push(Happening::Lines(lines));
        }
        let note = private
            .into_iter()
            .reduce(|a, b| msg!("islas-canarias-spaced", a, b));
        (out, note)
    }
}

/// What a legal move does, in a few words, for autocomplete (`build 24 D2 · apicultor ·
/// green, next to river · +1`): the move itself comes before it, so the note does not
/// repeat its card number or area.
pub(super) fn note(game: &Game, mv: &Move) -> Option<Msg> {
    Some(match mv {
        Move::Island { island, .. } => msg!("islas-canarias-note-island", island = island.name()),
        Move::Turn { seat, steps } => match steps.first() {
            Some(Step::Draw) => {
                let n = if game.holds(*seat, Privilege::Draw5) {
                    5
                } else {
                    3
                };
                msg!("islas-canarias-note-draw", n)
            }
            Some(Step::Build { card, area, colour }) => {
                let s = data::settler(*card).expect("a settler");
                msg!(
                    "islas-canarias-note-build",
                    settler = s.name.as_str(),
                    house = house_at(game, *seat, *area, colour.unwrap_or(s.colour))
                )
            }
            Some(Step::Ship { card }) => {
                // The card's own words without its number, which the move already shows.
                msg!("islas-canarias-note-ship", card = data::card_words(*card))
            }
            Some(Step::Palace { houses, on, colour }) => {
                conversion_note(game, *seat, houses, *on, (Kind::Palace, *colour))?
            }
            Some(Step::Town { houses, on, colour }) => {
                conversion_note(game, *seat, houses, *on, (Kind::Town, *colour))?
            }
            None => return None,
        },
        Move::At { seat, area, colour } => match game.phase {
            Phase::Arrival(Pending::Area { card, legal, .. }) => {
                let s = data::settler(card).expect("a settler");
                let area = area.or_else(|| data::areas_of(legal).next());
                let c = colour.unwrap_or(s.colour);
                match area {
                    Some(a) => msg!(
                        "islas-canarias-note-build",
                        settler = s.name.as_str(),
                        house = house_at(game, *seat, a, c)
                    ),
                    None => msg!(
                        "islas-canarias-note-a-house",
                        settler = s.name.as_str(),
                        colour = c.msg()
                    ),
                }
            }
            _ => return None,
        },
        Move::Lose { seat, area } => {
            let colour = game
                .board(*seat)
                .and_then(|b| b.at(*area))
                .map_or_else(|| Msg::written(""), |b| b.colour.msg());
            msg!("islas-canarias-note-lose", colour)
        }
        // Seats count from 0 here, as in the engine; `divert <name>` is read too.
        Move::Divert { to, .. } => msg!(
            "islas-canarias-note-divert-seat",
            seat = *to,
            points = points(game.score(*to))
        ),
        Move::Timeout { .. } | Move::Resign { .. } | Move::Undo { .. } => return None,
    })
}

/// "green, next to river, road": a house of `colour` on `area` of the seat's island.
fn house_at(game: &Game, seat: Seat, area: data::Area, colour: Colour) -> Msg {
    let island = game.board(seat).expect("an island").data();
    let features: Vec<Msg> = island.features(area).iter().map(|f| f.msg()).collect();
    if features.is_empty() {
        msg!("islas-canarias-house", colour = colour.msg())
    } else {
        msg!(
            "islas-canarias-house-next-to",
            colour = colour.msg(),
            features = words::list(features)
        )
    }
}

/// "a green palace · +1": what a palace or town of these houses on `on` is worth to the
/// seat's score (a palace is 3 points, 2 more each after the first; a town 5; a house 1).
/// The piece takes the colour of the house on `on` unless one is given (out of stock).
fn conversion_note(
    game: &Game,
    seat: Seat,
    houses: &[data::Area],
    on: data::Area,
    (kind, colour): (Kind, Option<Colour>),
) -> Option<Msg> {
    let board = game.board(seat)?;
    let under = board
        .at(on)
        .or_else(|| houses.first().and_then(|&a| board.at(a)))?;
    let colour = colour.unwrap_or(under.colour);
    let mut after = board.clone();
    for &a in houses {
        after.remove(a);
    }
    after.place(on, Building { kind, colour });
    let gain = i64::from(after.score()) - i64::from(board.score());
    Some(msg!(
        "islas-canarias-note-conversion",
        colour = colour.msg(),
        kind = kind.name(),
        gain = signed(gain)
    ))
}

/// "+3", "−1": points gained or lost.
pub(super) fn signed(n: i64) -> Msg {
    if n < 0 {
        msg!("islas-canarias-minus", n = -n)
    } else {
        msg!("islas-canarias-plus", n)
    }
}

/// The decision an arrival waits for (§10.1), in one line.
fn arrival_headline(game: &Game, pending: &Pending) -> Msg {
    let round = game.round;
    match *pending {
        Pending::Area {
            card,
            legal,
            colour,
            ..
        } => msg!(
            if colour {
                "islas-canarias-arrival-colour"
            } else {
                "islas-canarias-arrival-area"
            },
            round,
            card = data::card_msg(card),
            legal = super::state::labels(legal)
        ),
        Pending::Lose { card, .. } => msg!(
            "islas-canarias-arrival-lose",
            round,
            card = data::card_msg(card)
        ),
        Pending::Divert { card, .. } => msg!(
            "islas-canarias-arrival-divert",
            round,
            card = data::card_msg(card),
            privilege = Privilege::PirateShield.words()
        ),
    }
}

/// "Your hand: 12 curtidor (red: …) · 57 pirata blue": a seat's cards, for its eyes only.
fn hand_msg(game: &Game, seat: Seat) -> Msg {
    let mut hand = game.hands[seat].clone();
    hand.sort_unstable();
    if hand.is_empty() {
        return msg!("islas-canarias-hand-empty");
    }
    let cards: Vec<Msg> = hand
        .into_iter()
        .map(|card| msg!("islas-canarias-card", card = data::card_msg(card)))
        .collect();
    msg!("islas-canarias-hand", cards = dotted(cards))
}

/// Messages one after the other, joined by a dot ("a · b · c").
pub(super) fn dotted(parts: Vec<Msg>) -> Msg {
    parts
        .into_iter()
        .reduce(|a, b| msg!("islas-canarias-dotted", a, b))
        .unwrap_or_else(|| msg!("islas-canarias-nothing"))
}

/// "1 point", "3 points".
fn points(n: u32) -> Msg {
    msg!("islas-canarias-points", n)
}

/// "orange 2 · red 10 · privileges ties, draw five".
pub fn breakdown(game: &Game, seat: Seat) -> Msg {
    let mut parts: Vec<Msg> = Colour::ALL
        .into_iter()
        .filter_map(|c| {
            let p = game.board(seat).map_or(0, |b| b.points(c));
            (p > 0).then(|| msg!("islas-canarias-colour-points", colour = c.msg(), points = p))
        })
        .collect();
    let held: Vec<Msg> = Colour::ALL
        .into_iter()
        .filter(|c| game.privileges[c.index()] == Some(seat))
        .map(|c| Privilege::of(c).words())
        .collect();
    if !held.is_empty() {
        parts.push(msg!(
            "islas-canarias-privileges-held",
            count = held.len(),
            privileges = held
        ));
    }
    parts
        .into_iter()
        .reduce(|a, b| msg!("islas-canarias-dotted", a, b))
        .unwrap_or_else(|| msg!("islas-canarias-nothing-built"))
}

impl Play for CanariasGame {
    fn players(&self) -> usize {
        self.game.players()
    }

    fn log(&self) -> Vec<String> {
        self.game.log().iter().map(Move::encode).collect()
    }

    /// Counted, not worded: `tucana sim` asks it of every game.
    fn log_len(&self) -> usize {
        self.game.log().len()
    }

    /// (round, step), the round as the rules count it (from 1, shown as is): the island
    /// choices are round 1's first steps, so that a post's "Round 7" is the rules' round 7
    /// (the headline's, the log's `R7`); a round's turns follow (in round 1 after the
    /// choices), then its arrival decisions.
    fn turn(&self) -> Turn {
        let game = &self.game;
        let n = game.players();
        // Round 1's steps come after the n island choices.
        let first = |round: usize| if round == 1 { n } else { 0 };
        match &game.phase {
            Phase::Islands => Turn {
                round: 0,
                turn: game.boards.iter().filter(|b| b.is_some()).count(),
            },
            Phase::Turn => Turn {
                round: game.round - 1,
                turn: first(game.round) + game.turn.index,
            },
            Phase::Arrival(_) => Turn {
                round: game.round - 1,
                turn: first(game.round) + n + game.decisions,
            },
            Phase::Over => Turn {
                round: game.round,
                turn: 0,
            },
        }
    }

    fn to_act(&self) -> ToAct {
        self.game.to_act().map_or(ToAct::Nobody, ToAct::One)
    }

    fn is_finished(&self) -> bool {
        self.game.is_finished()
    }

    fn has_resigned(&self, seat: Seat) -> bool {
        self.game.resigned.get(seat).copied().unwrap_or(false)
    }

    fn seat_status(&self, seat: Seat) -> Msg {
        let game = &self.game;
        if seat >= game.players() {
            return msg!("islas-canarias-status-none");
        }
        if game.resigned[seat] {
            return msg!("islas-canarias-status-left");
        }
        let cards = game.hands[seat].len();
        match (&game.phase, game.to_act() == Some(seat)) {
            (Phase::Islands, true) => msg!("islas-canarias-status-island"),
            (Phase::Turn, true) if !game.turn.acted => msg!("islas-canarias-status-build-or-draw"),
            (Phase::Turn, true) => msg!("islas-canarias-status-ship"),
            (Phase::Arrival(Pending::Area { .. }), true) => msg!("islas-canarias-status-arrival"),
            (Phase::Arrival(Pending::Lose { .. }), true) => msg!("islas-canarias-status-lose"),
            (Phase::Arrival(Pending::Divert { .. }), true) => msg!("islas-canarias-status-divert"),
            _ => msg!(
                "islas-canarias-status-score",
                points = points(game.score(seat)),
                cards
            ),
        }
    }

    /// The seat's hand, for its own `/map`.
    fn own_words(&self, seat: Seat) -> Option<Msg> {
        (seat < self.game.players()).then(|| hand_msg(&self.game, seat))
    }

    fn parse(&self, seat: Seat, typed: &str) -> Result<String, MoveError> {
        let mv = text::parse(seat, typed).map_err(MoveError)?;
        self.game.check(&mv).map(|()| mv.encode()).map_err(refusal)
    }

    /// A player's message, with their names: `divert <name>` (C29: a token equal to a
    /// player's name, ignoring case, is that player's seat), and a refusal out of turn that
    /// names whose step it is (the engine counts seats from 0, which players never see).
    fn parse_named(&self, seat: Seat, typed: &str, names: &[String]) -> Result<String, MoveError> {
        let typed = typed.trim();
        // A takeback comes after the seat's move, when the next player is to act.
        let undo = matches!(text::parse(seat, typed), Ok(Move::Undo { .. }));
        if let Some(actor) = self.game.to_act().filter(|&s| s != seat && !undo) {
            let step = match self.game.phase {
                Phase::Islands => "island",
                Phase::Arrival(_) => "arrival",
                _ => "turn",
            };
            // By name where it is known here: a surface renders a refusal without the
            // players' names, so a seat alone would read "player 2".
            let player = names
                .get(actor)
                .map_or_else(|| words::seat(actor), Arg::from);
            return Err(MoveError(msg!(
                "islas-canarias-not-your-turn",
                player,
                step
            )));
        }
        // `timeout` is the log's word for a missed deadline, not a move to type.
        if typed.eq_ignore_ascii_case("timeout") {
            return Err(MoveError(msg!("islas-canarias-timeout-is-no-move")));
        }
        if let Some((head, who)) = typed.split_once(char::is_whitespace) {
            let named = names
                .iter()
                .position(|n| n.eq_ignore_ascii_case(who.trim()));
            if let (true, Some(to)) = (head.eq_ignore_ascii_case("divert"), named) {
                return self.parse(seat, &format!("divert {to}"));
            }
        }
        self.parse(seat, typed)
    }

    fn apply(&mut self, logged: &str) -> Result<Applied, MoveError> {
        let mv = Move::decode(logged).map_err(MoveError)?;
        let events = self.game.apply(&mv).map_err(refusal)?;
        let (happenings, mut note) = CanariasGame::happenings(events, mv.seat());
        // The mover's own reply shows their hand after an island choice or a turn's step:
        // what they may play next, which only they may see (§10.2).
        if let Move::Undo { .. } = mv {
            note = Some(msg!("islas-canarias-undone"));
        }
        if let Move::Island { seat, .. } | Move::Turn { seat, .. } | Move::Undo { seat } = mv {
            let hand = hand_msg(&self.game, seat);
            note = Some(match note {
                Some(n) => msg!("islas-canarias-note-then", said = n, then = hand),
                None => hand,
            });
        }
        Ok(Applied { happenings, note })
    }

    fn deadline_moves(&self) -> Vec<String> {
        self.game
            .to_act()
            .map(|seat| Move::Timeout { seat }.encode())
            .into_iter()
            .collect()
    }

    fn default_move(&self, seat: Seat) -> Option<String> {
        (self.game.to_act() == Some(seat)).then(|| Move::Timeout { seat }.encode())
    }

    fn resign_move(&self, seat: Seat) -> String {
        Move::Resign { seat }.encode()
    }

    fn forfeit(&self, seat: Seat, typed: &str) -> Option<Forfeit> {
        matches!(text::parse(seat, typed), Ok(Move::Resign { .. })).then_some(Forfeit::Game)
    }

    /// The seat of a player's own move; a timeout is nobody's.
    fn mover(&self, logged: &str) -> Option<Seat> {
        match Move::decode(logged).ok()? {
            Move::Timeout { .. } => None,
            mv => Some(mv.seat()),
        }
    }

    fn legal_moves(&self, seat: Seat) -> Vec<Legal> {
        self.legal_moves_named(seat, &[])
    }

    /// A diversion names the player who loses a house instead (`divert Ben`, which
    /// [`Play::parse_named`] reads), not the seat number the engine counts from 0.
    fn legal_moves_named(&self, seat: Seat, names: &[String]) -> Vec<Legal> {
        self.game
            .legal_moves(seat)
            .iter()
            .map(|mv| match mv {
                Move::Divert { to, .. } if names.get(*to).is_some() => {
                    let name = &names[*to];
                    Legal {
                        text: format!("divert {name}"),
                        note: Some(msg!(
                            "islas-canarias-note-divert",
                            name = name.as_str(),
                            points = points(self.game.score(*to))
                        )),
                    }
                }
                _ => Legal {
                    text: mv.typed(),
                    note: note(&self.game, mv),
                },
            })
            .collect()
    }

    fn any_legal_move(&self, seat: Seat, pick: u64) -> Option<String> {
        let moves = self.game.legal_moves(seat);
        (!moves.is_empty()).then(|| moves[(pick % moves.len() as u64) as usize].typed())
    }

    /// The core's computer players ([`crate::game::search`] over [`super::bots`]).
    fn bots(&self) -> Option<&dyn game::Bots> {
        Some(self)
    }

    fn world_of(&self, viewer: Seat, seed: u64) -> Option<Box<dyn Play>> {
        let world = game::search::world(&self.game, viewer, seed);
        Some(Engine::boxed(world.with_log_of(&self.game)))
    }

    fn standings(&self) -> Vec<game::Standing> {
        let game = &self.game;
        let ranks = game.ranks();
        (0..game.players())
            .map(|seat| game::Standing {
                seat,
                rank: ranks[seat],
                total: game.score(seat),
                tiebreak: game.privileges_of(seat) as u32,
                breakdown: breakdown(game, seat),
                resigned: game.resigned[seat],
                title: None,
            })
            .collect()
    }

    /// A row per colour: the seat's points of it against the best seat's at the table.
    fn share_rows(&self, seat: Seat) -> Vec<game::ShareRow> {
        let game = &self.game;
        if seat >= game.players() {
            return Vec::new();
        }
        let points = |s: Seat, c: Colour| game.board(s).map_or(0, |b| b.points(c));
        Colour::ALL
            .into_iter()
            .map(|c| game::ShareRow {
                points: points(seat, c),
                top: (0..game.players()).map(|s| points(s, c)).max().unwrap_or(0),
            })
            .collect()
    }

    fn winners(&self) -> Vec<Seat> {
        if !self.game.is_finished() {
            return Vec::new();
        }
        let ranks = self.game.ranks();
        (0..self.game.players())
            .filter(|&s| ranks[s] == 1)
            .collect()
    }

    fn headline(&self) -> Option<Msg> {
        let game = &self.game;
        let houses: u32 = game.supply[Kind::House as usize]
            .iter()
            .map(|&n| u32::from(n))
            .sum();
        Some(match &game.phase {
            Phase::Islands => msg!("islas-canarias-headline-islands"),
            Phase::Over => return None,
            // The ship's arrival waits for a decision: what it is, for whoever is mentioned
            // below the headline (only revealed cards are named).
            Phase::Arrival(pending) => arrival_headline(game, pending),
            _ => {
                let headline = msg!(
                    "islas-canarias-headline",
                    round = game.round,
                    ship = game.ship.len(),
                    deck = game.deck.len(),
                    houses
                );
                match game.last_round {
                    Some(last) => msg!("islas-canarias-headline-last", headline, last),
                    None => headline,
                }
            }
        })
    }

    /// The turn post shows a turn card ([`View::Turn`]); the replay's frames and the web's
    /// steps keep showing the board (the table, every island).
    fn replay_view(&self) -> View {
        View::Board
    }

    /// The turn post shows the turn card (the step, the ship's cards); the replay the table
    /// with the last ship's arrival; `/map` one island, with the hand only in the seat's
    /// own view (§10.2).
    fn picture(&self, view: View, names: &[String], lang: &str) -> Option<Vec<u8>> {
        crate::render::in_language(lang, || {
            let game = &self.game;
            match view {
                View::Seat { seat, .. } => {
                    (seat < game.players()).then(|| pictures::seat(game, seat, names, true))
                }
                View::Seen { seat } => {
                    (seat < game.players()).then(|| pictures::seat(game, seat, names, false))
                }
                View::Turn | View::TurnOf { .. } => Some(pictures::turn_card(game, names)),
                View::Board => Some(pictures::table(game, names)),
                View::Standings => Some(pictures::standings(game, names)),
            }
        })
    }
}
