//! La Isla behind the game interface ([`crate::game::Rules`], [`crate::game::Play`]), and
//! everything the bot says of a game in the game's own words.
//!
//! Steps, as the service sees them (la-isla.md §7.1): each round's assignment is
//! simultaneous and secret ([`ToAct::Everyone`]; a commitment may be replaced until the last
//! one arrives, and shows only in its own seat's view until the reveal); action C is
//! sequential, one seat at a time in turn order ([`ToAct::One`]); the deal, the reveal,
//! actions A, B and D and the end of a round are played by the game inside
//! [`Play::apply`] and told as happenings.

use super::data::{Animal, Colour, Space};
use super::pictures;
use super::state::{Event, Game, Options, Phase, MAX_PLAYERS, MIN_PLAYERS, RULESET};
use super::text::{self, CardRef, Move};
use crate::game::options::{self as choices, OptionsOf};
use crate::game::{
    self, About, Applied, Engine, Forfeit, Happening, Legal, MoveError, Play, Rules, Seat, ToAct,
    Turn, View, Words,
};
use crate::words::{list, msg, Msg, Source};

/// The stored id of the game.
pub const ID: &str = "la-isla";

/// La Isla, as the registry lists it.
pub struct LaIsla;

/// A La Isla game in progress: its engine behind the game interface.
pub type IslaGame = Engine<Game>;

/// The game's catalogs of words, one file per language.
const WORDS: &[Source] = crate::words::catalog_files!("words", "src/games/la_isla/words");

/// What La Isla is, as the registry lists it.
const ABOUT: About = About {
    id: ID,
    name: "La Isla",
    short_name: None,
    ruleset: RULESET,
    seats: MIN_PLAYERS..=MAX_PLAYERS,
    choices: Some(&OptionsOf::<Options>::SET),
    bots: true,
    tools: Some(&super::tools::IslaTools),
    words: WORDS,
};

impl Rules for LaIsla {
    fn about(&self) -> &'static About {
        &ABOUT
    }

    fn typed_words(&self) -> &'static [&'static str] {
        &[
            "assign", "place", "move", "pass", "resign", "cover", "mark", "none", "pay", "get",
            "swap", "yellow", "green", "gray", "beige", "brown", "dodo", "fossa", "toad", "pika",
            "moth", "undo",
        ]
    }

    fn game_options(&self) -> Vec<game::GameOption> {
        vec![game::GameOption::new(
            "deck",
            "la-isla-menu-deck",
            &[
                ("basic", "la-isla-deck-basic"),
                ("full", "la-isla-deck-full"),
            ],
        )]
    }

    fn setup(&self, seed: u64, options: &str, players: usize) -> Result<Box<dyn Play>, Msg> {
        let options = choices::read::<Options>(options)?;
        if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&players) {
            return Err(msg!("la-isla-set-up-players", players));
        }
        let game = Game::from_seed(seed, options, players)
            .map_err(|why| msg!("la-isla-set-up-refused", why))?;
        Ok(Box::new(IslaGame { game }))
    }

    fn rules_in_short(&self) -> Msg {
        Msg::new("la-isla-rules-in-short")
    }

    fn standard_move(&self, which: crate::game::Standard) -> Option<&'static str> {
        match which {
            crate::game::Standard::TakeBack => Some("undo"),
            crate::game::Standard::Pass => None,
        }
    }

    fn how_to_move(&self) -> Msg {
        Msg::new("la-isla-how-to-move")
    }

    /// The published schedule: the basic deck on weekdays, all 180 cards at weekends; the
    /// deal is the day's seed's.
    fn daily(&self, date: game::Date, _seed: u64) -> Option<String> {
        Some(serde_json::to_string(&daily_options(date)).expect("options serialize"))
    }

    /// Two computer players of the normal level: a table of three, the same for everyone.
    fn daily_opponents(&self) -> &'static [game::Level] {
        &[game::Level::Normal, game::Level::Normal]
    }

    /// The core's search, through [`super::bots`].
    fn timed_out(&self) -> Msg {
        Msg::new("la-isla-timed-out")
    }
}

/// The daily challenge's options on `date` ([`Rules::daily`]).
pub fn daily_options(date: game::Date) -> Options {
    Options {
        deck: if date.weekday() >= 5 {
            super::state::Deck::Full
        } else {
            super::state::Deck::Basic
        },
    }
}

/// La Isla's words in English, its catalog built once: for what the game still hands over
/// as text (its events, notes, legal moves' notes, pictures).
pub(crate) static GAME_WORDS: Words = Words::new(&LaIsla);

/// `msg` in English, in the words of the core's and La Isla's catalogs: for what the game
/// still hands over as text, a script's error, the log and the tests, where no reader's
/// language is known.
pub fn english(msg: &Msg) -> String {
    GAME_WORDS.render(msg)
}

/// A card in a few words, its function by name: "#85 moth D resource | yellow | toad".
pub fn card_msg(number: u8) -> Msg {
    super::data::card(number).map_or_else(
        || msg!("la-isla-card-number", number),
        |c| {
            msg!(
                "la-isla-card-text",
                number,
                function = c.function.name(),
                resource = c.resource.msg(),
                animal = c.animal.msg()
            )
        },
    )
}

impl IslaGame {
    /// The engine's events as happenings: lines that belong together in one post each, a
    /// round's end between them.
    fn happenings(events: Vec<Event>) -> Vec<Happening> {
        let mut out = Vec::new();
        let mut lines: Vec<(Option<Seat>, Msg)> = Vec::new();
        for event in events {
            match event {
                Event::Seat(seat, text) => lines.push((Some(seat), text)),
                Event::Table(text) => lines.push((None, text)),
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
        out
    }

    /// The note for a move's player alone.
    fn note(&self, mv: &Move, before: u32, round: usize) -> Option<Msg> {
        let game = &self.game;
        let seat = mv.seat();
        match mv {
            Move::Assign { a, b, d, .. } => {
                let n = |c: &CardRef| match c {
                    CardRef::Number(n) => *n,
                    CardRef::Hand(_) => 0,
                };
                let revealed = game.phase != Phase::Assign;
                Some(msg!(
                    "la-isla-assigned",
                    a = card_msg(n(a)),
                    b = card_msg(n(b)),
                    d = card_msg(n(d)),
                    revealed = if revealed { "yes" } else { "no" }
                ))
            }
            Move::Place { .. } | Move::Pass { .. } => {
                let after = game.players[seat].score;
                let gained = signed(i64::from(after) - i64::from(before));
                Some(if game.is_finished() {
                    msg!("la-isla-done-game-over", after)
                } else if game.round != round {
                    msg!("la-isla-done-round-over", after, gained, round)
                } else {
                    msg!("la-isla-done", after, gained)
                })
            }
            Move::Resign { .. } => None,
            Move::Undo { .. } => Some(msg!("la-isla-undone")),
        }
    }

    /// The legal assignments of a seat ([`Game::legal_assignments`]), worded.
    fn assignments(&self, seat: Seat) -> Vec<Legal> {
        let hand = &self.game.players[seat].hand;
        let card = |c: CardRef| match c {
            CardRef::Hand(h) => super::data::card(hand[usize::from(h) - 1]).expect("a card"),
            CardRef::Number(n) => super::data::card(n).expect("a card"),
        };
        self.game
            .legal_assignments(seat)
            .into_iter()
            .filter_map(|mv| {
                let Move::Assign { a, b, d, .. } = mv else {
                    return None;
                };
                Some(Legal {
                    note: Some(msg!(
                        "la-isla-note-assign",
                        function = card(a).function.name(),
                        resource = card(b).resource.msg(),
                        animal = card(d).animal.msg()
                    )),
                    text: typed(&mv),
                })
            })
            .collect()
    }

    /// The legal C moves of the seat to act ([`Game::legal_placements`]: every target and,
    /// when moving, every explorer to lift, with the game's payment, most VP first), worded,
    /// then the passes.
    fn turn_moves(&self, seat: Seat) -> Vec<Legal> {
        let game = &self.game;
        let mut out: Vec<Legal> = game
            .legal_placements(seat)
            .into_iter()
            .map(|(from, to, plan)| {
                let info = game.island.space(to);
                let claims: Vec<Msg> = plan
                    .claims
                    .iter()
                    .map(|(r, a)| claim(&r.label(), *a))
                    .collect();
                let note = msg!(
                    "la-isla-note-place",
                    vp = plan.vp,
                    colour = info.colour.msg(),
                    symbol = info.symbol.msg(),
                    pay = plan
                        .pay
                        .iter()
                        .map(|c| c.code())
                        .collect::<Vec<_>>()
                        .join(" ")
                );
                Legal {
                    text: place_text(from, to),
                    note: Some(if claims.is_empty() {
                        note
                    } else {
                        msg!("la-isla-note-place-takes", note, claims = list(claims))
                    }),
                }
            })
            .collect();
        out.extend(Colour::ALL.iter().map(|c| Legal {
            text: format!("pass {}", c.name()),
            note: Some(msg!("la-isla-note-pass", colour = c.msg())),
        }));
        out
    }
}

/// A claim a placement takes: its tile's label and the animal ("J3 dodo").
pub(super) fn claim(label: &str, animal: Animal) -> Msg {
    let animal = animal.msg();
    msg!("la-isla-claim", label, animal)
}

/// A listed move as the player would type it (`assign 1 2 3 cover 2`, `move I3 O1`,
/// `pass yellow`).
fn typed(mv: &Move) -> String {
    match mv {
        Move::Place {
            from, to, choices, ..
        } if *choices == Default::default() => place_text(*from, *to),
        Move::Pass {
            colour, choices, ..
        } if *choices == Default::default() => format!("pass {}", colour.name()),
        _ => mv.typed(),
    }
}

/// `place O9` or `move I3 O1`.
fn place_text(from: Option<Space>, to: Space) -> String {
    match from {
        Some(f) => format!("move {} {}", f.label(), to.label()),
        None => format!("place {}", to.label()),
    }
}

/// A number with its sign: "+3", "−2".
fn signed(n: i64) -> Msg {
    msg!(
        "la-isla-signed",
        n = n.unsigned_abs(),
        sign = if n < 0 { "minus" } else { "plus" }
    )
}

/// "score 53 · 4 resources · tiles dodo 1, toad 3 + large" — or, once the game is over,
/// the final scoring.
pub fn breakdown(game: &Game, seat: Seat) -> Msg {
    let p = &game.players[seat];
    if let Some(f) = game.finals.as_ref().map(|f| f[seat]) {
        return msg!(
            "la-isla-breakdown-final",
            play = f.play,
            sets = f.sets,
            animals = f.animals_total(),
            resources = f.resources
        );
    }
    let counts: Vec<Msg> = Animal::ALL
        .iter()
        .filter(|&&a| p.count(a) > 0)
        .map(|&a| msg!("la-isla-animal-count", animal = a.msg(), count = p.count(a)))
        .collect();
    let now = game.final_of(p).total;
    msg!(
        "la-isla-breakdown",
        resources = p.resources_left(),
        animals = match counts.is_empty() {
            true => msg!("la-isla-no-animals"),
            false => msg!("la-isla-parts", parts = crate::words::list(counts)),
        },
        now
    )
}

impl Play for IslaGame {
    fn log(&self) -> Vec<String> {
        self.game.log().iter().map(Move::encode).collect()
    }

    /// Counted, not worded: `tucana sim` asks it of every game.
    fn log_len(&self) -> usize {
        self.game.log().len()
    }

    /// (round, step) from (0, 0): step 0 is the assignment, steps 1… the C turns in turn
    /// order.
    fn turn(&self) -> Turn {
        let game = &self.game;
        Turn {
            round: game.round - 1,
            turn: match game.phase {
                Phase::Assign => 0,
                Phase::Turns => 1 + game.step,
                Phase::Over => game.players() + 1,
            },
        }
    }

    fn to_act(&self) -> ToAct {
        match self.game.phase {
            Phase::Assign => ToAct::Everyone(self.game.assigning()),
            Phase::Turns => self.game.actor().map_or(ToAct::Nobody, ToAct::One),
            Phase::Over => ToAct::Nobody,
        }
    }

    fn is_finished(&self) -> bool {
        self.game.is_finished()
    }

    fn has_resigned(&self, seat: Seat) -> bool {
        self.game.players.get(seat).is_some_and(|p| p.resigned)
    }

    fn seat_status(&self, seat: Seat) -> Msg {
        let game = &self.game;
        let Some(p) = game.players.get(seat) else {
            return msg!("la-isla-status-none");
        };
        if p.resigned {
            return msg!("la-isla-status-left");
        }
        match game.phase {
            Phase::Assign if p.assigned.is_some() => msg!("la-isla-status-assigned"),
            Phase::Assign => msg!("la-isla-status-to-assign"),
            Phase::Turns if game.actor() == Some(seat) => msg!("la-isla-status-action-c"),
            _ => msg!("la-isla-status-vp", vp = p.score),
        }
    }

    fn parse(&self, seat: Seat, typed: &str) -> Result<String, MoveError> {
        let mv = text::parse(seat, typed).map_err(MoveError)?;
        self.game
            .check(&mv)
            .map(|m| m.encode())
            .map_err(|e| MoveError(e.0))
    }

    fn apply(&mut self, logged: &str) -> Result<Applied, MoveError> {
        let mv = Move::decode(logged).map_err(MoveError)?;
        let before = self.game.players.get(mv.seat()).map_or(0, |p| p.score);
        let round = self.game.round;
        let events = self.game.apply(&mv).map_err(|e| MoveError(e.0))?;
        let checked = self.game.log().last().cloned().unwrap_or(mv);
        Ok(Applied {
            note: self.note(&checked, before, round),
            happenings: IslaGame::happenings(events),
        })
    }

    /// Assignment: the defaults of §7.3 for whoever has not committed. A C turn: the acting
    /// seat's pass.
    fn deadline_moves(&self) -> Vec<String> {
        (0..self.game.players())
            .filter(|&s| self.to_act().includes(s))
            .filter_map(|s| self.game.default_move(s))
            .map(|m| m.encode())
            .collect()
    }

    fn default_move(&self, seat: Seat) -> Option<String> {
        (seat < self.game.players())
            .then(|| self.game.default_move(seat))
            .flatten()
            .map(|m| m.encode())
    }

    fn resign_move(&self, seat: Seat) -> String {
        Move::Resign { seat }.encode()
    }

    /// Every public move is told by its own happening (a C turn with what it gains, a
    /// departure); an assignment by the reveal, once everyone has assigned: no move needs
    /// a public line of its own ([`Play::public_line`]'s default).
    fn mover(&self, logged: &str) -> Option<Seat> {
        Move::decode(logged).ok().map(|mv| mv.seat())
    }

    /// A typed `resign` leaves the game. (A pass here is a move like any other: it takes
    /// a resource.)
    fn forfeit(&self, seat: Seat, typed: &str) -> Option<Forfeit> {
        matches!(text::parse(seat, typed), Ok(Move::Resign { .. })).then_some(Forfeit::Game)
    }

    fn legal_moves(&self, seat: Seat) -> Vec<Legal> {
        let game = &self.game;
        if seat >= game.players() || self.has_resigned(seat) {
            return Vec::new();
        }
        match game.phase {
            Phase::Assign => self.assignments(seat),
            Phase::Turns if game.actor() == Some(seat) => self.turn_moves(seat),
            _ => Vec::new(),
        }
    }

    fn any_legal_move(&self, seat: Seat, pick: u64) -> Option<String> {
        self.game.any_legal(seat, pick).map(|mv| typed(&mv))
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
        game.players
            .iter()
            .enumerate()
            .map(|(seat, p)| game::Standing {
                seat,
                rank: ranks[seat],
                total: p.score,
                tiebreak: p.resources_left(),
                breakdown: breakdown(game, seat),
                resigned: p.resigned,
                title: None,
            })
            .collect()
    }

    /// A row per kind of final scoring (the points of play, the sets, the animals, the
    /// resources left), each against the best seat's at the table.
    fn share_rows(&self, seat: Seat) -> Vec<game::ShareRow> {
        let game = &self.game;
        // Once the game is over its final scoring is kept (the players' scores include it).
        let finals: Vec<[u32; 4]> = game
            .players
            .iter()
            .enumerate()
            .map(|(s, p)| {
                let f = game
                    .finals
                    .as_ref()
                    .map_or_else(|| game.final_of(p), |f| f[s]);
                [f.play, f.sets, f.animals_total(), f.resources]
            })
            .collect();
        let Some(own) = finals.get(seat) else {
            return Vec::new();
        };
        (0..4)
            .map(|kind| game::ShareRow {
                points: own[kind],
                top: finals.iter().map(|f| f[kind]).max().unwrap_or(0),
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
        let (sum, threshold) = (game.marker_sum(), game.threshold());
        match game.phase {
            Phase::Assign => Some(msg!("la-isla-headline-assign", sum, threshold)),
            Phase::Turns => Some(msg!("la-isla-headline-turns", sum, threshold)),
            Phase::Over => None,
        }
    }

    /// The turn post shows a turn card ([`View::Turn`]); the replay's frames and the web's
    /// steps keep showing the board (the island).
    fn replay_view(&self) -> View {
        View::Board
    }

    fn picture(&self, view: View, names: &[String], lang: &str) -> Option<Vec<u8>> {
        crate::render::in_language(lang, || {
            let game = &self.game;
            match view {
                View::Seat { seat, .. } => {
                    (seat < game.players()).then(|| pictures::player(game, seat, names, true))
                }
                View::Seen { seat } => {
                    (seat < game.players()).then(|| pictures::player(game, seat, names, false))
                }
                View::Turn | View::TurnOf { .. } => {
                    (!game.is_finished()).then(|| pictures::turn_card(game, names))
                }
                View::Board => (!game.is_finished()).then(|| pictures::island(game, names)),
                View::Standings => Some(pictures::standings(game, names)),
            }
        })
    }
}
