//! Combi-Nations behind the game interface ([`crate::game::Rules`], [`crate::game::Play`]),
//! and everything the bot says of a game in the game's own words: a move's option, tile and
//! cells, what it scores now, the market, the standings' breakdown.
//!
//! Steps, as the service sees them: the set-up's choice of countries is simultaneous and
//! hidden until everyone has chosen (or the deadline gives Delta, §3); every turn after it
//! is sequential, one seat at a time (§9.1). Passes, the solo opponent and the turns of a
//! seat that left are played by the game itself and told as happenings.

use super::data::{CountryId, Land, TileId};
use super::score::{self, CountryScore};
use super::state::{
    Facilities, Game, Happened, Move, Opt, Options, Phase, Setup, MAX_PLAYERS, RULESET,
};
use super::{pictures, text};
use crate::game::options::{self as choices, OptionsOf};
use crate::game::rng::Rng;
use crate::game::{
    self, About, Applied, Engine, Happening, Legal, MoveError, Play, Rules, Seat, ToAct, Turn, View,
};
use crate::words::{list, msg, Msg, Source};

/// The stored id of the game.
pub const ID: &str = "combi-nations";

/// Combi-Nations, as the registry lists it.
pub struct CombiNations;

/// A Combi-Nations game in progress: its engine behind the game interface.
pub type CombiGame = Engine<Game>;

/// The daily challenge's published schedule: the five countries in turn, day by day, with
/// the full facilities.
pub fn daily_options(date: game::Date) -> Options {
    Options {
        facilities: Facilities::Full,
        country: Some(CountryId::ALL[date.days().rem_euclid(5) as usize]),
    }
}

/// The game's catalogs of words, one file per language.
const WORDS: &[Source] = crate::words::catalog_files!("words", "src/games/combi_nations/words");

/// What Combi-Nations is, as the registry lists it.
const ABOUT: About = About {
    id: ID,
    name: "Combi-Nations",
    short_name: None,
    ruleset: RULESET,
    seats: 1..=MAX_PLAYERS,
    choices: Some(&OptionsOf::<Options>::SET),
    bots: true,
    tools: Some(&super::tools::CombiTools),
    words: WORDS,
};

impl Rules for CombiNations {
    fn about(&self) -> &'static About {
        &ABOUT
    }

    fn typed_words(&self) -> &'static [&'static str] {
        &["delta", "shield", "heartland", "peninsula", "cape", "undo"]
    }

    fn standard_move(&self, which: game::Standard) -> Option<&'static str> {
        match which {
            game::Standard::TakeBack => Some("undo"),
            game::Standard::Pass => None,
        }
    }

    fn game_options(&self) -> Vec<game::GameOption> {
        let mut countries = vec![("choose".to_owned(), msg!("combi-nations-menu-choose"))];
        countries.extend(CountryId::ALL.iter().map(|c| {
            (
                c.name().to_ascii_lowercase(),
                msg!("combi-nations-for-everyone", country = c.msg()),
            )
        }));
        vec![
            game::GameOption::new(
                "facilities",
                "combi-nations-menu-facilities",
                &[
                    ("full", "combi-nations-menu-full"),
                    ("simple", "combi-nations-menu-simple"),
                ],
            ),
            game::GameOption {
                key: "country",
                description: msg!("combi-nations-menu-country"),
                choices: countries,
            },
        ]
    }

    fn setup(&self, seed: u64, options: &str, players: usize) -> Result<Box<dyn Play>, Msg> {
        if !(1..=MAX_PLAYERS).contains(&players) {
            return Err(msg!("combi-nations-set-up-players", players));
        }
        let setup = Setup::from_seed(seed, choices::read::<Options>(options)?, players)
            .map_err(|e| msg!("combi-nations-set-up-refused", why = e))?;
        Ok(Box::new(CombiGame {
            game: Game::new(setup),
        }))
    }

    fn rules_in_short(&self) -> Msg {
        Msg::new("combi-nations-rules-in-short")
    }

    fn how_to_move(&self) -> Msg {
        Msg::new("combi-nations-how-to-move")
    }

    fn timed_out(&self) -> Msg {
        Msg::new("combi-nations-timed-out")
    }

    fn no_title(&self) -> Msg {
        Msg::new("combi-nations-no-title")
    }

    fn daily(&self, date: game::Date, _seed: u64) -> Option<String> {
        Some(serde_json::to_string(&daily_options(date)).expect("options serialize"))
    }
}

/// `msg` in English, in the words of the core's and Combi-Nations' catalogs: for a
/// script's error, the log and the tests, where no reader's language is known.
pub fn english(msg: &Msg) -> String {
    GAME_WORDS.render(msg)
}

/// Combi-Nations' words in English, its catalog built once.
pub(crate) static GAME_WORDS: game::Words = game::Words::new(&CombiNations);

/// "1 F6", "U2 C3 C4 D3": an option and its cells, as typed and logged.
fn move_text(game: &Game, seat: Seat, opt: Opt, cells: &[usize]) -> String {
    let board = game.board(seat).expect("a country");
    let labels: Vec<&str> = cells.iter().map(|&c| board.label(c)).collect();
    format!("{opt} {}", labels.join(" "))
}

/// What a player's total becomes with `tile` on `cells` (others' countries as they are).
fn total_after(game: &Game, seat: Seat, tile: TileId, cells: &[usize]) -> i32 {
    let mut boards: Vec<_> = game
        .boards
        .iter()
        .map(|b| {
            b.clone()
                .unwrap_or_else(|| super::Board::new(CountryId::Delta))
        })
        .collect();
    boards[seat].place(tile, cells);
    score::score(&boards, game.setup.options.facilities, game.is_solo())[seat].total
}

/// A number with its sign: "+3", "−2".
pub(crate) fn signed(n: i32) -> Msg {
    msg!(
        "combi-nations-signed",
        n = n.unsigned_abs(),
        sign = if n < 0 { "minus" } else { "plus" }
    )
}

/// A position as printed: from 1.
fn position(pos: usize) -> usize {
    pos + 1
}

/// How the market's position `pos` (from 0) was refilled, after a tile left it.
fn refill_msg(pos: usize, refill: Option<TileId>) -> Msg {
    match refill {
        Some(t) => msg!(
            "combi-nations-refilled",
            position = position(pos),
            tile = t.describe()
        ),
        None => msg!("combi-nations-stays-empty", position = position(pos)),
    }
}

/// A line about seats, after their names.
fn after_names(text: Msg) -> Msg {
    msg!("after-names", text)
}

impl CombiGame {
    /// The engine's account of a move, as happenings for the table; `gained`: what the
    /// move's own placement scored and the total after it, for its `Took` line.
    fn happenings(&self, happened: &[Happened], gained: Option<(i32, i32)>) -> Vec<Happening> {
        let game = &self.game;
        let mut out = Vec::new();
        for h in happened {
            match h {
                Happened::Started { start } => {
                    if !game.is_solo() && game.setup.options.country.is_none() {
                        for country in CountryId::ALL {
                            let seats: Vec<Seat> = (0..game.players())
                                .filter(|&s| game.board(s).map(|b| b.country) == Some(country))
                                .collect();
                            if !seats.is_empty() {
                                out.push(Happening::Seats {
                                    seats,
                                    text: after_names(msg!(
                                        "combi-nations-chose",
                                        country = country.msg()
                                    )),
                                });
                            }
                        }
                    }
                    if !game.is_solo() {
                        out.push(Happening::Seats {
                            seats: vec![*start],
                            text: after_names(msg!("combi-nations-starting-player")),
                        });
                    }
                }
                Happened::Took {
                    seat,
                    opt,
                    pos,
                    tile,
                    cells,
                    marker,
                    refill,
                    auto,
                } => out.push(Happening::Seats {
                    seats: vec![*seat],
                    text: after_names(msg!(
                        "combi-nations-took",
                        option = opt.to_string(),
                        auto = if *auto { "yes" } else { "no" },
                        tile = tile.describe(),
                        position = position(*pos),
                        cells = cells
                            .iter()
                            .map(|&c| game.board(*seat).map_or("?", |b| b.label(c)))
                            .collect::<Vec<_>>()
                            .join(" "),
                        gained = match gained {
                            Some((gain, total)) if !*auto => {
                                msg!("combi-nations-gained", gain = signed(gain), total)
                            }
                            _ => msg!("combi-nations-nothing"),
                        },
                        stack = marker.code(),
                        refill = refill_msg(*pos, *refill)
                    )),
                }),
                Happened::Passed { seat, triggered } => out.push(Happening::Seats {
                    seats: vec![*seat],
                    text: after_names(if game.is_solo() {
                        msg!("combi-nations-cannot-place-solo")
                    } else if *triggered {
                        msg!("combi-nations-cannot-place-triggers")
                    } else {
                        msg!("combi-nations-cannot-place")
                    }),
                }),
                Happened::Filled { seat } => out.push(Happening::Seats {
                    seats: vec![*seat],
                    text: after_names(if game.is_solo() {
                        msg!("combi-nations-filled-solo")
                    } else {
                        msg!("combi-nations-filled-triggers")
                    }),
                }),
                Happened::ExtraRound { seats } => out.push(Happening::Seats {
                    seats: seats.clone(),
                    text: after_names(msg!("combi-nations-extra-round")),
                }),
                Happened::Opponent {
                    steps,
                    pos,
                    tile,
                    marker,
                    refill,
                } => out.push(Happening::Note(msg!(
                    "combi-nations-opponent-moves",
                    steps = *steps,
                    position = position(*pos),
                    tile = tile.describe(),
                    stack = marker.code(),
                    refill = refill_msg(*pos, *refill)
                ))),
                Happened::Over => {}
            }
        }
        out
    }

    fn score_of(&self, seat: Seat) -> Option<CountryScore> {
        self.game.board(seat)?;
        self.game.scores().into_iter().nth(seat)
    }

    /// The picture's tile whose legal placements a seat's own view marks: its option 1.
    fn hinted_tile(&self, seat: Seat) -> Option<TileId> {
        (self.game.actor() == Some(seat))
            .then(|| self.game.option(seat, Opt { k: 1, uturn: false }))
            .flatten()
            .map(|(_, t)| t)
    }

    /// Whether everyone may see the seat's country: not while countries are still chosen.
    fn revealed(&self) -> bool {
        self.game.phase != Phase::Choosing
    }
}

/// How a country's total is made: each land's points (the doubled one marked), the
/// facilities', the sand's penalty.
pub fn breakdown_msg(s: &CountryScore) -> Msg {
    let lands = Land::ALL.iter().map(|&l| {
        msg!(
            "combi-nations-breakdown-land",
            land = l.name(),
            points = s.land[l.index()],
            doubled = if l == s.doubled { "yes" } else { "no" }
        )
    });
    msg!(
        "combi-nations-breakdown",
        lands = crate::words::list(lands),
        facilities = s.facility_vp(),
        sand = s.penalty
    )
}

impl Play for CombiGame {
    fn log(&self) -> Vec<String> {
        self.game.log().iter().map(Move::encode).collect()
    }

    /// Counted, not worded: `tucana sim` asks it of every game.
    fn log_len(&self) -> usize {
        self.game.log().len()
    }

    /// (round, place in the turn order), from (0, 0); a solo game's turns are its rounds.
    /// A game whose players choose their countries has that set-up step first, at (0, 0),
    /// and its rounds follow it.
    fn turn(&self) -> Turn {
        let game = &self.game;
        let setup = usize::from(game.setup.options.country.is_none());
        match (game.phase, &game.solo) {
            (Phase::Choosing, _) => Turn::default(),
            (_, Some(solo)) => Turn {
                round: solo.turns + setup,
                turn: 0,
            },
            _ => Turn {
                round: game.round - 1 + setup,
                turn: game.step,
            },
        }
    }

    fn to_act(&self) -> ToAct {
        match self.game.phase {
            Phase::Choosing => ToAct::Everyone(self.game.choosing()),
            Phase::Playing => self.game.actor().map_or(ToAct::Nobody, ToAct::One),
            Phase::Over => ToAct::Nobody,
        }
    }

    fn is_finished(&self) -> bool {
        self.game.is_finished()
    }

    fn has_resigned(&self, seat: Seat) -> bool {
        self.game.resigned.get(seat).copied().unwrap_or(false)
    }

    fn seat_status(&self, seat: Seat) -> Msg {
        let game = &self.game;
        if self.has_resigned(seat) {
            return msg!("combi-nations-status-left");
        }
        match game.phase {
            Phase::Choosing if game.board(seat).is_some() => msg!("combi-nations-status-chosen"),
            Phase::Choosing => msg!("combi-nations-status-to-choose"),
            Phase::Playing if game.actor() == Some(seat) => msg!("combi-nations-status-to-move"),
            _ => {
                let sand = game.board(seat).map_or(0, |b| b.sand());
                msg!("combi-nations-status-sand", n = sand)
            }
        }
    }

    fn parse(&self, seat: Seat, typed: &str) -> Result<String, MoveError> {
        text::parse_typed(&self.game, seat, typed)
            .map(|mv| mv.encode())
            .map_err(MoveError)
    }

    fn apply(&mut self, logged: &str) -> Result<Applied, MoveError> {
        let mv = Move::decode(logged).map_err(MoveError)?;
        let seat = mv.seat();
        let before = (seat < self.game.players())
            .then(|| self.score_of(seat))
            .flatten()
            .map(|s| s.total);
        let happened = self.game.apply(&mv).map_err(|e| MoveError(e.0))?;
        if let Move::Undo { seat } = mv {
            return Ok(Applied {
                happenings: vec![Happening::Seats {
                    seats: vec![seat],
                    text: after_names(msg!("combi-nations-undo-told")),
                }],
                note: Some(msg!("combi-nations-undone")),
            });
        }
        let gained = match (&mv, before, self.score_of(seat)) {
            (Move::Take { .. }, Some(before), Some(after)) => {
                Some((after.total - before, after.total))
            }
            _ => None,
        };
        let note = match (&mv, gained) {
            (Move::Take { labels, .. }, Some((gain, total))) => Some(msg!(
                "combi-nations-placed",
                cells = labels.join(" "),
                gain = signed(gain),
                total
            )),
            (Move::Country { country, .. }, _) => {
                Some(msg!("combi-nations-you-chose", country = country.msg()))
            }
            _ => None,
        };
        Ok(Applied {
            happenings: self.happenings(&happened, gained),
            note,
        })
    }

    /// Set-up: Delta for whoever has not chosen. A turn: the acting seat's default move.
    fn deadline_moves(&self) -> Vec<String> {
        match self.game.phase {
            Phase::Choosing => self
                .game
                .choosing()
                .into_iter()
                .filter_map(|s| self.game.default_move(s))
                .map(|m| m.encode())
                .collect(),
            Phase::Playing => self
                .game
                .actor()
                .and_then(|s| self.game.default_move(s))
                .map(|m| m.encode())
                .into_iter()
                .collect(),
            Phase::Over => Vec::new(),
        }
    }

    fn default_move(&self, seat: Seat) -> Option<String> {
        self.game.default_move(seat).map(|m| m.encode())
    }

    fn resign_move(&self, seat: Seat) -> String {
        Move::Resign { seat }.encode()
    }

    fn mover(&self, logged: &str) -> Option<Seat> {
        Move::decode(logged).ok().map(|mv| mv.seat())
    }

    /// A turn is told by its `Took` happening (with what it scored), a country by the
    /// happening that shows them all once everyone has chosen; a departure has no
    /// happening, so it has its line.
    fn public_line(&self, logged: &str) -> Option<Msg> {
        matches!(Move::decode(logged), Ok(Move::Resign { .. }))
            .then(|| msg!("combi-nations-told-left"))
    }

    /// Set-up: the five countries. A turn: every option with every distinct legal
    /// placement, best gain first, each noted with its tile and what it scores now.
    fn legal_moves(&self, seat: Seat) -> Vec<Legal> {
        let game = &self.game;
        if seat >= game.players() || self.has_resigned(seat) {
            return Vec::new();
        }
        if game.phase == Phase::Choosing {
            if game.board(seat).is_some() {
                return Vec::new();
            }
            return CountryId::ALL
                .iter()
                .map(|c| Legal {
                    text: c.name().to_owned(),
                    note: Some(msg!("combi-nations-country-n", n = c.index() + 1)),
                })
                .collect();
        }
        if game.actor() != Some(seat) {
            return Vec::new();
        }
        let Some(now) = self.score_of(seat).map(|s| s.total) else {
            return Vec::new();
        };
        let board = game.board(seat).expect("a country");
        let mut moves: Vec<(i32, usize, Legal)> = Vec::new();
        for (opt, pos, tile) in game.options(seat) {
            for cells in board.legal_placements(tile) {
                let after = total_after(game, seat, tile, &cells);
                let order = moves.len();
                moves.push((
                    after - now,
                    order,
                    Legal {
                        text: move_text(game, seat, opt, &cells),
                        note: Some(msg!(
                            "combi-nations-placement-note",
                            gain = signed(after - now),
                            tile = tile.describe(),
                            position = position(pos),
                            total = after
                        )),
                    },
                ));
            }
        }
        moves.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
        moves.into_iter().map(|(_, _, legal)| legal).collect()
    }

    fn any_legal_move(&self, seat: Seat, pick: u64) -> Option<String> {
        let game = &self.game;
        let mut rng = Rng::new(pick, 0);
        match game.phase {
            Phase::Choosing => game
                .board(seat)
                .is_none()
                .then(|| CountryId::ALL[rng.below(5) as usize].name().to_owned()),
            Phase::Playing if game.actor() == Some(seat) => {
                let options = game.options(seat);
                let (opt, _, tile) = options[rng.below(options.len() as u32) as usize];
                let placements = game.board(seat)?.legal_placements(tile);
                let cells = &placements[rng.below(placements.len() as u32) as usize];
                Some(move_text(game, seat, opt, cells))
            }
            _ => None,
        }
    }

    fn standings(&self) -> Vec<game::Standing> {
        let game = &self.game;
        let finished_solo = game.is_solo() && game.is_finished();
        game.scores()
            .into_iter()
            .enumerate()
            .map(|(seat, s)| game::Standing {
                seat,
                rank: s.rank,
                total: s.total.max(0) as u32,
                tiebreak: s.tiebreak(),
                breakdown: if !self.revealed() {
                    msg!("combi-nations-choosing-country")
                } else if s.total < 0 {
                    // The interface's totals start at 0: say what empty sand costs so far.
                    msg!(
                        "combi-nations-so-far",
                        total = s.total,
                        breakdown = breakdown_msg(&s)
                    )
                } else {
                    breakdown_msg(&s)
                },
                resigned: self.has_resigned(seat),
                title: finished_solo
                    .then(|| score::title_step(s.total))
                    .flatten()
                    .map(|step| msg!("combi-nations-title", step)),
            })
            .collect()
    }

    /// A row per land type (its points) and one for the facilities; against the best of
    /// the table, or, alone, against the country's own best part: how even the country
    /// came out, never where anything lies.
    fn share_rows(&self, seat: Seat) -> Vec<game::ShareRow> {
        let parts = |s: &score::CountryScore| {
            let [a, b, c, d] = s.land;
            [a, b, c, d, s.facility_vp()]
        };
        let all: Vec<[u32; 5]> = self.game.scores().iter().map(parts).collect();
        let Some(own) = all.get(seat).copied() else {
            return Vec::new();
        };
        let solo = all.len() == 1 || self.game.is_solo();
        (0..own.len())
            .map(|kind| game::ShareRow {
                points: own[kind],
                top: if solo {
                    own.iter().copied().max().unwrap_or(0)
                } else {
                    all.iter().map(|p| p[kind]).max().unwrap_or(0)
                },
            })
            .collect()
    }

    fn winners(&self) -> Vec<Seat> {
        if !self.game.is_finished() {
            return Vec::new();
        }
        self.standings()
            .iter()
            .filter(|s| s.rank == 1)
            .map(|s| s.seat)
            .collect()
    }

    fn headline(&self) -> Option<Msg> {
        let game = &self.game;
        match game.phase {
            Phase::Choosing => Some(msg!(
                "combi-nations-headline-choosing",
                countries = list(CountryId::ALL.map(|c| c.msg()))
            )),
            Phase::Over => None,
            Phase::Playing => {
                let left: Vec<Msg> = super::Stack::ALL
                    .iter()
                    .map(|&s| {
                        msg!(
                            "combi-nations-stack-left",
                            stack = s.code(),
                            n = game.left(s)
                        )
                    })
                    .collect();
                let headline = msg!(
                    "combi-nations-headline",
                    stack = game.marker.code(),
                    left = list(left)
                );
                Some(if game.extra.is_some() {
                    msg!("combi-nations-headline-extra", headline)
                } else {
                    headline
                })
            }
        }
    }

    /// The core's computer players ([`crate::game::search`] over [`super::bots`]).
    fn bots(&self) -> Option<&dyn game::Bots> {
        Some(self)
    }

    fn world_of(&self, viewer: Seat, seed: u64) -> Option<Box<dyn Play>> {
        Some(Engine::boxed(game::search::world(&self.game, viewer, seed)))
    }

    /// The turn post shows a turn card ([`View::Turn`]); the replay's frames and the web's
    /// steps keep showing the board (the market ring).
    fn replay_view(&self) -> View {
        View::Board
    }

    fn picture(&self, view: View, names: &[String], lang: &str) -> Option<Vec<u8>> {
        crate::render::in_language(lang, || {
            let game = &self.game;
            let name = |seat: Seat| names.get(seat).map_or("", String::as_str);
            match view {
                View::Seat { seat, hints } => {
                    let board = game.board(seat)?;
                    let legal = if hints { self.hinted_tile(seat) } else { None };
                    Some(pictures::country(
                        board,
                        name(seat),
                        self.score_of(seat).as_ref(),
                        legal,
                    ))
                }
                View::Seen { seat } => {
                    let board = game.board(seat).filter(|_| self.revealed())?;
                    Some(pictures::country(
                        board,
                        name(seat),
                        self.score_of(seat).as_ref(),
                        None,
                    ))
                }
                View::Turn | View::TurnOf { .. } => {
                    (game.phase == Phase::Playing).then(|| pictures::turn_card(game, names))
                }
                View::Board => {
                    (game.phase == Phase::Playing).then(|| pictures::market(game, names))
                }
                View::Standings => self.revealed().then(|| pictures::standings(game, names)),
            }
        })
    }
}
