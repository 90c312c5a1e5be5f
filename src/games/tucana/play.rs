//! Trails of Tucana behind the game interface ([`crate::game::Rules`], [`crate::game::Play`]).
//!
//! Everything the bot says of a Tucana game in the game's own words is here too: a trail's
//! gain ("+3 · connects toucan to village 2"), the turn's cards, the standings' breakdown.

use super::ai;
use super::pictures::{self, SheetView};
use super::setup::MAX_PLAYERS;
use super::{
    BonusCard, Claim, EdgeId, Gain, Game, Map, Move, Options, Pace, Seat, Setup, Sheet, Sight,
    SoloKeep, TurnState, RULESET, TURNS_PER_ROUND,
};
use crate::game::options::{self as choices, OptionsOf};
use crate::game::rng::Rng;
use crate::game::{
    self, About, Applied, Bots, Engine, Forfeit, FreePace, Happening, Legal, MoveError, Play,
    Rules, Standard, ToAct, Turn, View, Words,
};
use crate::words::{list, msg, Msg, Source};

/// The stored id of the game.
pub const ID: &str = "tucana";

/// Trails of Tucana, as the registry lists it.
pub struct Tucana;

/// A Trails of Tucana game in progress: its engine behind the game interface.
pub type TucanaGame = Engine<Game>;

/// The engine's game behind a game of the interface, if it is a Tucana game.
pub fn engine(play: &dyn Play) -> Option<&Game> {
    game::engine(play)
}

/// The game's words in English, its catalog built once: for a script's error, the
/// terminal, the log and the tests, and for what the game still hands over as text.
pub(crate) static GAME_WORDS: Words = Words::new(&Tucana);

/// The game's catalogs of words, one file per language.
const WORDS: &[Source] = crate::words::catalog_files!("words", "src/games/tucana/words");

/// What Trails of Tucana is, as the registry lists it.
const ABOUT: About = About {
    id: ID,
    name: "Trails of Tucana",
    short_name: Some("Tucana"),
    ruleset: RULESET,
    seats: 1..=MAX_PLAYERS,
    choices: Some(&OptionsOf::<Options>::SET),
    bots: true,
    tools: Some(&super::tools::TucanaTools),
    words: WORDS,
};

impl Rules for Tucana {
    fn about(&self) -> &'static About {
        &ABOUT
    }

    fn typed_words(&self) -> &'static [&'static str] {
        &["skip", "undo", "pass"]
    }

    /// The published schedule ([`super::daily::schedule`]); chance plays no part in it.
    fn daily(&self, date: game::Date, _seed: u64) -> Option<String> {
        Some(serde_json::to_string(&super::daily::schedule(date)).expect("options serialize"))
    }

    fn game_options(&self) -> Vec<game::GameOption> {
        use game::GameOption;
        vec![
            GameOption::new(
                "map",
                "tucana-menu-map",
                &[
                    ("petit", "tucana-menu-map-petit"),
                    ("grande", "tucana-menu-map-grande"),
                ],
            ),
            GameOption::yes_no("special_bonus", "tucana-menu-special-bonus"),
            GameOption::yes_no("random_start", "tucana-menu-random-start"),
            GameOption::new(
                "direction",
                "tucana-menu-direction",
                &[
                    ("clockwise", "tucana-menu-clockwise"),
                    ("counter-clockwise", "tucana-menu-counter-clockwise"),
                ],
            ),
            GameOption::yes_no("symmetric", "tucana-menu-symmetric"),
            GameOption::new(
                "pace",
                "tucana-menu-pace",
                &[
                    ("together", "tucana-menu-together"),
                    ("free", "tucana-menu-free"),
                ],
            ),
        ]
    }

    fn with_pace(&self, options: &str, free: bool) -> Result<String, Msg> {
        let pace = if free { "free" } else { "together" };
        self.with_option(options, "pace", pace)
    }

    fn tiebreak_name(&self) -> Option<&'static str> {
        Some("bonus")
    }

    fn standard_move(&self, which: Standard) -> Option<&'static str> {
        Some(match which {
            Standard::TakeBack => "undo",
            Standard::Pass => "pass",
        })
    }

    fn rules_in_short(&self) -> Msg {
        Msg::new("tucana-rules-in-short")
    }

    fn setup(&self, seed: u64, options: &str, players: usize) -> Result<Box<dyn Play>, Msg> {
        let options = choices::read::<Options>(options)?;
        let setup =
            Setup::from_seed(seed, options, players).map_err(|e| set_up_refused(players, &e))?;
        Ok(Box::new(TucanaGame {
            game: Game::with_pace(setup, options.pace),
        }))
    }

    fn replay(
        &self,
        seed: u64,
        options: &str,
        players: usize,
        log: &[String],
    ) -> Result<Box<dyn Play>, String> {
        // The engine's own replay: no gains or happenings worked out on the way.
        let options = choices::read::<Options>(options).map_err(|e| GAME_WORDS.render(&e))?;
        let setup = Setup::from_seed(seed, options, players).map_err(|e| e.to_string())?;
        let map = setup.map.map();
        let moves = log
            .iter()
            .map(|m| Move::decode(m, map))
            .collect::<Result<Vec<_>, _>>()
            .map_err(|e| GAME_WORDS.render(&e))?;
        let game = Game::replay_with_pace(setup, options.pace, &moves).map_err(|(i, e)| {
            crate::words::for_log(format!("move {i} ({}) does not replay: {e}", log[i]))
        })?;
        Ok(Box::new(TucanaGame { game }))
    }

    fn how_to_move(&self) -> Msg {
        Msg::new("tucana-how-to-move")
    }

    fn timed_out(&self) -> Msg {
        Msg::new("tucana-timed-out")
    }

    fn no_title(&self) -> Msg {
        Msg::new("tucana-no-title")
    }
}

impl Play for TucanaGame {
    fn log(&self) -> Vec<String> {
        let map = self.game.map();
        self.game.log().iter().map(|m| m.encode(map)).collect()
    }

    /// The log's length without writing it out: the default words every move (half of
    /// `tucana sim`'s time went into that).
    fn log_len(&self) -> usize {
        self.game.log().len()
    }

    fn turn(&self) -> Turn {
        Turn {
            round: self.game.round(),
            turn: self.game.turn(),
        }
    }

    fn to_act(&self) -> ToAct {
        if self.game.is_finished() {
            ToAct::Nobody
        } else {
            ToAct::Everyone(self.game.waiting_for().collect())
        }
    }

    fn free_pace(&self) -> Option<&dyn FreePace> {
        self.game.is_free().then_some(self as &dyn FreePace)
    }

    fn is_finished(&self) -> bool {
        self.game.is_finished()
    }

    fn has_resigned(&self, seat: Seat) -> bool {
        self.game.has_resigned(seat)
    }

    fn seat_status(&self, seat: Seat) -> Msg {
        if self.game.is_free() && !self.game.is_finished() && self.game.cards_of(seat).is_none() {
            msg!("tucana-status-finished")
        } else {
            match self.game.turn_state(seat) {
                TurnState::Trail => msg!("tucana-status-to-draw"),
                TurnState::Bonus(n) => msg!("tucana-status-owes", n),
                TurnState::Done => msg!("tucana-status-done"),
            }
        }
    }

    fn parse(&self, seat: Seat, typed: &str) -> Result<String, MoveError> {
        let map = self.game.map();
        let mv = match typed.trim().to_ascii_lowercase().as_str() {
            "skip" => Move::SkipBonus { seat },
            "undo" => Move::Undo { seat },
            "pass" => Move::Pass { seat },
            _ => {
                let edge = map.parse_trail(typed).map_err(|e| MoveError(e.msg()))?;
                Move::Trail { seat, edge }
            }
        };
        Ok(mv.encode(map))
    }

    fn apply(&mut self, logged: &str) -> Result<Applied, MoveError> {
        let map = self.game.map();
        let mv = Move::decode(logged, map).map_err(MoveError)?;
        let gain = match mv {
            Move::Trail { seat, edge } => Some(
                self.game
                    .preview(seat, edge)
                    .map_err(|e| MoveError(e.msg()))?,
            ),
            _ => None,
        };
        let before = self.turn();
        // (A seat beyond the table is the engine's to refuse, below.)
        let seat_before = mv
            .seat()
            .filter(|&s| s < self.game.players())
            .map(|s| self.game.position_of(s));
        let skipped_before = self.game.skipped_turns().len();
        let claims_before = self
            .game
            .is_free()
            .then(|| self.game.told_claims().cloned().collect::<Vec<_>>());
        self.game.apply(mv).map_err(|e| MoveError(e.msg()))?;
        let turn_closed = if self.game.is_free() {
            mv.seat().map(|s| self.game.position_of(s)) != seat_before
        } else {
            self.turn() != before || self.game.is_finished()
        };
        let mut note = mv
            .seat()
            .and_then(|seat| self.note(mv, seat, gain.as_ref(), turn_closed));
        // Free pace: the player's next turn comes at once; say which, with its cards.
        if let (true, Some(seat), Some(said)) =
            (self.game.is_free() && turn_closed, mv.seat(), note.as_mut())
        {
            let game = &self.game;
            let next = match game.cards_of(seat) {
                Some(cards) if !game.has_resigned(seat) => msg!(
                    "tucana-next-turn",
                    progress = self
                        .progress(seat)
                        .unwrap_or_else(|| msg!("tucana-status-finished")),
                    cards = cards_msg(cards)
                ),
                _ => msg!("tucana-all-turns-played"),
            };
            *said = msg!("tucana-note-then", said = said.clone(), then = next);
        }
        let mut happenings = match &claims_before {
            Some(claims) => self.claim_happenings(claims),
            None => Vec::new(),
        };
        happenings.extend(self.happenings(before.round, skipped_before));
        Ok(Applied { happenings, note })
    }

    /// Together: the turn closes. Free: a pass for every seat still playing (the service
    /// passes each seat at its own deadline instead, with [`Play::default_move`]).
    fn deadline_moves(&self) -> Vec<String> {
        if self.game.is_free() {
            let map = self.game.map();
            return self
                .game
                .waiting_for()
                .map(|seat| Move::Pass { seat }.encode(map))
                .collect();
        }
        vec![Move::CloseTurn.encode(self.game.map())]
    }

    fn default_move(&self, seat: Seat) -> Option<String> {
        (!self.game.is_finished() && self.game.turn_state(seat) != TurnState::Done)
            .then(|| Move::Pass { seat }.encode(self.game.map()))
    }

    fn resign_move(&self, seat: Seat) -> String {
        Move::Resign { seat }.encode(self.game.map())
    }

    fn mover(&self, logged: &str) -> Option<Seat> {
        Move::decode(logged, self.game.map()).ok()?.seat()
    }

    /// A sheet holds nothing private: every trail is told, with what it gains (as its
    /// autocomplete note says it); a closed turn is told by what follows it.
    fn public_line(&self, logged: &str) -> Option<Msg> {
        let map = self.game.map();
        let told = match Move::decode(logged, map).ok()? {
            Move::Trail { seat, edge } => msg!(
                "tucana-told-drew",
                trail = map.edge_label(edge),
                note = trail_note(&self.game, seat, edge).0
            ),
            Move::SkipBonus { .. } => msg!("tucana-told-skipped"),
            Move::Undo { .. } => msg!("tucana-told-undone"),
            Move::Pass { .. } => msg!("tucana-told-passed"),
            Move::Resign { .. } => msg!("tucana-told-left"),
            Move::CloseTurn => return None,
        };
        Some(told)
    }

    /// A pass ends the seat's turn with no trail, for good (undo stops at it).
    fn forfeit(&self, seat: Seat, typed: &str) -> Option<Forfeit> {
        let logged = self.parse(seat, typed).ok()?;
        let pass = matches!(
            Move::decode(&logged, self.game.map()),
            Ok(Move::Pass { .. })
        );
        pass.then_some(Forfeit::Step)
    }

    fn legal_moves(&self, seat: Seat) -> Vec<Legal> {
        if self.game.is_finished() || seat >= self.game.players() {
            return Vec::new();
        }
        let map = self.game.map();
        let mut trails: Vec<(u32, String, Msg)> = self
            .game
            .legal_trails(seat)
            .iter()
            .map(|edge| {
                let (note, value) = trail_note(&self.game, seat, edge);
                (value, map.edge_label(edge), note)
            })
            .collect();
        // Best first; equal values by label, so the list is stable.
        trails.sort_by(|a, b| b.0.cmp(&a.0).then_with(|| a.1.cmp(&b.1)));
        let mut legal: Vec<Legal> = trails
            .into_iter()
            .map(|(_, text, note)| Legal {
                text,
                note: Some(note),
            })
            .collect();
        legal.extend(self.quick_moves(seat));
        legal
    }

    fn any_legal_move(&self, seat: Seat, pick: u64) -> Option<String> {
        if self.game.is_finished() || seat >= self.game.players() {
            return None;
        }
        let legal = self.game.legal_trails(seat);
        let n = legal.len() as u64;
        let edge = legal.nth((pick % n.max(1)) as usize)?;
        Some(self.game.map().edge_label(edge))
    }

    fn quick_moves(&self, seat: Seat) -> Vec<Legal> {
        match self.game.turn_state(seat) {
            TurnState::Bonus(_) => vec![Legal {
                text: "skip".to_owned(),
                note: Some(msg!("tucana-skip-bonus")),
            }],
            _ => Vec::new(),
        }
    }

    fn standings(&self) -> Vec<game::Standing> {
        self.game
            .standings()
            .into_iter()
            .map(|s| {
                let rounds: Vec<String> = s.rounds.iter().map(u32::to_string).collect();
                let provisional: u32 = self
                    .game
                    .provisional_cards(s.seat)
                    .iter()
                    .map(|c| c.points())
                    .sum();
                let sights = if rounds.is_empty() {
                    "0".to_owned()
                } else {
                    rounds.join(" + ")
                };
                // Claims not final yet are told apart and left out of the total.
                let breakdown = if provisional > 0 {
                    msg!(
                        "tucana-breakdown-provisional",
                        sights,
                        villages = s.villages,
                        bonus = s.bonus,
                        provisional
                    )
                } else {
                    msg!(
                        "tucana-breakdown",
                        sights,
                        villages = s.villages,
                        bonus = s.bonus
                    )
                };
                game::Standing {
                    seat: s.seat,
                    rank: s.rank,
                    total: s.total,
                    tiebreak: s.bonus,
                    breakdown,
                    resigned: self.game.has_resigned(s.seat),
                    title: s.title.map(|title| super::map::ladder_msg(&title)),
                }
            })
            .collect()
    }

    fn winners(&self) -> Vec<Seat> {
        self.game.winners()
    }

    /// Together: the turn's cards. Free: no cards (each seat has its own turn, see
    /// [`FreePace::seat_headline`]), so that nothing shared spoils a slower player's turn.
    fn headline(&self) -> Option<Msg> {
        if self.game.is_free() && !self.game.is_finished() {
            return Some(msg!("tucana-own-pace"));
        }
        self.game.cards().map(cards_msg)
    }

    /// The spoiler-free card: the score, its parts, the title and the sights connected,
    /// never the trails.
    fn shared(&self, seat: Seat, caption: &game::Caption<'_>) -> Option<game::Shared> {
        let game = &self.game;
        let score = game.standings().into_iter().find(|s| s.seat == seat)?;
        let sights: Vec<(Sight, u8)> = Sight::ALL.into_iter().zip(score.sights).collect();
        let per_type = game.map().sights_per_type;
        let connected: u32 = sights.iter().map(|(_, n)| u32::from(*n)).sum();
        let all = u32::from(per_type) * sights.len() as u32;
        let card = pictures::DailyCard {
            title: caption.title.to_owned(),
            subtitle: caption.subtitle.to_owned(),
            player: caption.player.to_owned(),
            total: score.total,
            rounds: score.rounds,
            villages: score.villages,
            bonus: score.bonus,
            ladder: score.title,
            sights,
            per_type,
        };
        Some(game::Shared {
            line: msg!("tucana-sights-connected", connected, all),
            picture: pictures::daily_card(&card),
        })
    }

    /// A row per kind of sight: those connected against those the map has.
    fn share_rows(&self, seat: Seat) -> Vec<game::ShareRow> {
        let game = &self.game;
        let Some(score) = game.standings().into_iter().find(|s| s.seat == seat) else {
            return Vec::new();
        };
        let per_type = u32::from(game.map().sights_per_type);
        score
            .sights
            .iter()
            .map(|&n| game::ShareRow {
                points: u32::from(n),
                top: per_type,
            })
            .collect()
    }

    /// The turn's picture is the two cards alone (the caption names them); the standings
    /// show every player's map as it grows.
    fn replay_view(&self) -> View {
        View::Standings
    }

    fn picture(&self, view: View, names: &[String], lang: &str) -> Option<Vec<u8>> {
        crate::render::in_language(lang, || {
            let game = &self.game;
            match view {
                View::Seat { seat, hints } => {
                    let name = names.get(seat).map_or("", String::as_str);
                    (seat < game.players()).then(|| {
                        pictures::sheet(&SheetView::new(game, seat, name).with_legal(hints))
                    })
                }
                // A sheet holds nothing private: seen by others, it is the sheet without hints.
                View::Seen { seat } => {
                    let name = names.get(seat).map_or("", String::as_str);
                    (seat < game.players())
                        .then(|| pictures::sheet(&SheetView::new(game, seat, name)))
                }
                View::Turn if game.is_free() => None,
                View::TurnOf { seat } if game.is_free() => (seat < game.players())
                    .then(|| game.cards_of(seat).map(|_| pictures::cards_of(game, seat)))
                    .flatten(),
                View::Turn | View::TurnOf { .. } => game.cards().map(|_| pictures::cards(game)),
                // Every player's map is the table everyone sees.
                View::Standings | View::Board => Some(pictures::standings(game, names)),
            }
        })
    }

    fn bots(&self) -> Option<&dyn Bots> {
        Some(self)
    }

    /// The cards no seat has seen yet (the rest of the furthest seat's round, every later
    /// round) and, before the solo game keeps two villages, the order that chooses them,
    /// dealt again; the log replayed on them. A map holds no secret: every seat sees the
    /// same cards, so what `viewer` cannot know is what nobody has seen.
    fn world_of(&self, _viewer: Seat, seed: u64) -> Option<Box<dyn Play>> {
        let game = &self.game;
        let mut setup = game.setup().clone();
        let mut rng = Rng::new(seed, 0x5EE5);
        let furthest = (0..game.players())
            .map(|seat| game.position_of(seat))
            .max()
            .unwrap_or(0);
        let (round, turn) = (furthest / TURNS_PER_ROUND, furthest % TURNS_PER_ROUND);
        for (r, deck) in setup.decks.iter_mut().enumerate().skip(round) {
            let seen = if r == round { 2 * turn + 2 } else { 0 };
            let seen = seen.min(deck.len());
            rng.shuffle(&mut deck[seen..]);
        }
        if game.solo_kept().is_none() {
            if let SoloKeep::Order(order) = &mut setup.solo_keep {
                rng.shuffle(order);
            }
        }
        let pace = if game.is_free() {
            Pace::Free
        } else {
            Pace::Together
        };
        let world = Game::replay_with_pace(setup, pace, game.log()).ok()?;
        Some(Engine::boxed(world))
    }
}

impl TucanaGame {
    /// Free pace: what the move did to the claims the table may be told of
    /// ([`Game::told_claims`], `before` the move): claims told for the first time
    /// (provisional, or won at once when they are already final) and claims that became
    /// final. A claim is told once every player still playing has reached its turn, by
    /// the move that brings the last of them there (or leaves, or ends the game): nothing
    /// is kept aside, a replay of the log tells the same.
    fn claim_happenings(&self, before: &[Claim]) -> Vec<Happening> {
        let after: Vec<Claim> = self.game.told_claims().cloned().collect();
        let players = self.game.players();
        let same = |list: &[Claim], c: &Claim| -> Option<Claim> {
            list.iter()
                .find(|x| x.card == c.card && x.pos == c.pos)
                .cloned()
        };
        let mut out = Vec::new();
        for a in &after {
            let was = same(before, a);
            if a.settled {
                if !was.is_some_and(|b| b.settled) {
                    let won = msg!(
                        "tucana-claim-won",
                        card = card_name(a.card, players),
                        done = done_word(a.card),
                        turn = a.pos + 1
                    );
                    out.push(Happening::Seats {
                        seats: a.seats.clone(),
                        text: msg!("after-names", text = won),
                    });
                }
                continue;
            }
            let known = was.map(|b| b.seats).unwrap_or_default();
            let new: Vec<Seat> = a
                .seats
                .iter()
                .copied()
                .filter(|s| !known.contains(s))
                .collect();
            if !new.is_empty() {
                let claimed = msg!(
                    "tucana-claim-provisional",
                    did = what_done(a.card),
                    turn = a.pos + 1,
                    card = card_name(a.card, players),
                    kind = match a.card {
                        BonusCard::Blue(..) => "blue",
                        BonusCard::Red(_) => "red",
                    }
                );
                out.push(Happening::Seats {
                    seats: new,
                    text: msg!("after-names", text = claimed),
                });
            }
        }
        out
    }

    /// Happenings since the game was at `from_round` with `skipped_before` skipped turns:
    /// the turns passed over and the rounds ended, in the order they happened.
    fn happenings(&self, from_round: usize, skipped_before: usize) -> Vec<Happening> {
        let game = &self.game;
        let mut out = Vec::new();
        let mut skipped = game.skipped_turns()[skipped_before..].iter().peekable();
        for r in from_round..=game.round() {
            while let Some(s) = skipped.next_if(|s| s.round == r) {
                let [a, b] = s.cards;
                out.push(Happening::TurnSkipped {
                    at: Turn {
                        round: s.round,
                        turn: s.turn,
                    },
                    what: msg!("tucana-turn-skipped", first = a.msg(), second = b.msg()),
                });
            }
            if r == game.round() {
                break;
            }
            out.push(Happening::RoundEnded { round: r });
        }
        out
    }

    /// What a player's move did, in words, for their reply.
    fn note(&self, mv: Move, seat: Seat, gain: Option<&Gain>, turn_closed: bool) -> Option<Msg> {
        let state = if turn_closed {
            TurnState::Done
        } else {
            self.game.turn_state(seat)
        };
        let map = self.game.map();
        let said = match (mv, gain) {
            (Move::Trail { edge, .. }, Some(gain)) => {
                let trail = map.edge_label(edge);
                match gain_msg(map, self.game.sheet(seat), gain) {
                    None => msg!("tucana-drew-nothing", trail),
                    Some(gain) => msg!("tucana-drew", trail, gain),
                }
            }
            (Move::SkipBonus { .. }, _) => {
                return Some(match state {
                    TurnState::Bonus(n) => msg!("tucana-skipped-owed", n),
                    _ => msg!("tucana-skipped-done"),
                })
            }
            (Move::Undo { .. }, _) => return Some(msg!("tucana-undone")),
            (Move::Pass { .. }, _) => return Some(msg!("tucana-passed")),
            _ => return None,
        };
        let then = match state {
            TurnState::Bonus(n) => Some(msg!("tucana-owed", n)),
            TurnState::Done => Some(msg!("tucana-done-this-turn")),
            TurnState::Trail => None,
        };
        Some(match then {
            Some(then) => msg!("tucana-note-then", said, then),
            None => said,
        })
    }
}

/// "blue card A (3 points)", "blue card A #2 (2 points)" (5+ players, two cards a
/// letter), "red card yeti (6 points)".
fn card_name(card: BonusCard, players: usize) -> Msg {
    let points = card.points();
    match card {
        BonusCard::Blue(l, n) if players >= 5 => msg!(
            "tucana-bonus-blue-numbered",
            letter = l.as_char(),
            n,
            points
        ),
        BonusCard::Blue(l, _) => msg!("tucana-bonus-blue", letter = l.as_char(), points),
        BonusCard::Red(s) => msg!("tucana-bonus-red", sight = s.msg(), points),
    }
}

/// What earns a card, done: "connected A–A", "linked two yetis".
fn what_done(card: BonusCard) -> Msg {
    match card {
        BonusCard::Blue(l, _) => msg!("tucana-did-connect", letter = l.as_char()),
        BonusCard::Red(s) => msg!("tucana-did-link", sight = s.msg()),
    }
}

/// "connected" or "linked", as in [`what_done`].
fn done_word(card: BonusCard) -> Msg {
    match card {
        BonusCard::Blue(..) => msg!("tucana-connected"),
        BonusCard::Red(_) => msg!("tucana-linked"),
    }
}

/// Why a game could not be set up, for the player: too many or too few players; any other
/// refusal of the set-up is a wrong bundled asset ([`game::BadData`]), in its developer's
/// words.
fn set_up_refused(players: usize, e: &super::SetupError) -> Msg {
    if players == 0 || players > MAX_PLAYERS {
        return msg!("tucana-set-up-players", max = MAX_PLAYERS, players);
    }
    msg!("tucana-set-up-refused", why = e.0.as_str())
}

/// "the cards: **forest** and **desert**".
fn cards_msg([a, b]: [super::Card; 2]) -> Msg {
    msg!("tucana-cards-line", first = a.msg(), second = b.msg())
}

/// Messages one after the other, joined by a dot ("+3 · connects toucan to village 2");
/// `None` if there are none.
fn dotted(parts: impl IntoIterator<Item = Msg>) -> Option<Msg> {
    parts
        .into_iter()
        .reduce(|first, then| msg!("tucana-dotted", first, then))
}

/// What a trail gains, in words: "+3 · connects toucan to village 2". `after` is the
/// player's sheet with the trail drawn; `None`: the trail gains nothing.
fn gain_msg(map: &Map, after: &Sheet, gain: &Gain) -> Option<Msg> {
    let mut parts = Vec::new();
    let points = gain.sight_points + gain.pair_points;
    if points > 0 {
        parts.push(msg!("tucana-gain-points", n = points));
    }
    let mut villages = 0u16;
    let sights: Vec<Msg> = map
        .sights
        .iter()
        .enumerate()
        .filter(|(i, _)| gain.sights & (1 << i) != 0)
        .map(|(_, (space, sight))| {
            villages |= after.villages_of(*space);
            sight.msg()
        })
        .collect();
    let mut said = Vec::new();
    if !sights.is_empty() {
        said.push(msg!(
            "tucana-gain-connects",
            sights = list(sights),
            villages = villages_msg(villages)
        ));
    }
    let pairs = gain.pairs.count_ones();
    if pairs > 0 {
        said.push(msg!("tucana-gain-pairs", n = pairs));
    }
    if gain.bonus_trails > 0 {
        said.push(msg!("tucana-gain-bonus", n = gain.bonus_trails));
    }
    parts.extend(said);
    dotted(parts)
}

/// "village 2", "villages 2 and 5", "villages 1, 2 and 5" (bit `v - 1` for village `v`).
fn villages_msg(villages: u16) -> Msg {
    let numbers: Vec<u16> = (1..=16u16)
        .filter(|v| villages & (1 << (v - 1)) != 0)
        .collect();
    match numbers.as_slice() {
        [] => msg!("tucana-villages-none"),
        [one] => msg!("tucana-village", village = *one),
        [others @ .., last] => msg!(
            "tucana-villages",
            others = list(others.iter().copied()),
            last = *last
        ),
    }
}

/// A trail's note for autocomplete (`forest–desert · +2 · connects ...`) and its value,
/// by which the list is sorted.
fn trail_note(game: &Game, seat: Seat, edge: EdgeId) -> (Msg, u32) {
    let map = game.map();
    let (a, b) = map.edge(edge);
    let terrains = msg!(
        "tucana-trail-terrains",
        first = map.space(a).terrain.msg(),
        second = map.space(b).terrain.msg()
    );
    let mut value = 0;
    let mut gained = None;
    if let Ok(gain) = game.preview(seat, edge) {
        value = gain.sight_points + gain.pair_points + 3 * u32::from(gain.bonus_trails);
        let mut after = game.sheet(seat).clone();
        after.draw(map, edge);
        gained = gain_msg(map, &after, &gain);
    }
    let note = dotted(std::iter::once(terrains).chain(gained)).expect("the terrains");
    (note, value)
}

/// The stored default options (what `/tucana new` with no choices gives).
pub fn default_options() -> String {
    serde_json::to_string(&Options::default()).expect("options serialize")
}

/// Free pace (`pace=free`): each seat at its own turn. Asked only of a free game
/// ([`Play::free_pace`]); each answer still says what it is for a game played together.
impl FreePace for TucanaGame {
    /// A seat's own (round, turn) in a free game; past the last turn (round = rounds,
    /// turn 0) once it has finished or left.
    fn seat_turn(&self, seat: Seat) -> Turn {
        if seat >= self.game.players() {
            return self.turn();
        }
        Turn {
            round: self.game.round_of(seat),
            turn: self.game.turn_of(seat),
        }
    }

    /// "turn 14 of 26" (counted through the whole game, as the claim texts do),
    /// "finished" or "left"; empty when together.
    fn progress(&self, seat: Seat) -> Option<Msg> {
        let game = &self.game;
        if !game.is_free() || seat >= game.players() {
            return None;
        }
        let pos = game.position_of(seat);
        Some(if game.has_resigned(seat) {
            msg!("tucana-progress-left")
        } else if pos >= game.total_turns() {
            msg!("tucana-status-finished")
        } else {
            msg!(
                "tucana-progress-turn",
                turn = pos + 1,
                turns = game.total_turns()
            )
        })
    }

    fn seat_headline(&self, seat: Seat) -> Option<Msg> {
        if !self.game.is_free() || seat >= self.game.players() {
            return self.headline();
        }
        self.game.cards_of(seat).map(cards_msg)
    }

    fn seen_by(&self, viewer: Option<Seat>) -> Box<dyn Play> {
        Box::new(TucanaGame {
            game: self.game.seen_by(viewer),
        })
    }
}

/// The computer players ([`ai`]) and hints.
impl Bots for TucanaGame {
    fn bot_move(&self, seat: Seat, level: game::Level, think_ms: u32, seed: u64) -> Option<String> {
        if seat >= self.game.players() {
            return None;
        }
        // One stream per move, so a replayed game asks the same question and gets the same
        // answer, whatever the bot was asked before.
        let mut rng = Rng::for_thinking(seed, self.game.log().len() as u64);
        // Free pace: the bot knows what its seat's player may see, and no more.
        let seen = self.game.seen_by(Some(seat));
        ai::choose(&seen, seat, level, ai::Budget(think_ms), &mut rng)
            .map(|mv| mv.encode(self.game.map()))
    }

    fn hints(&self, seat: Seat, think_ms: u32, seed: u64) -> Vec<game::Hint> {
        if seat >= self.game.players() {
            return Vec::new();
        }
        let mut rng = Rng::for_thinking(seed, self.game.log().len() as u64);
        let map = self.game.map();
        let seen = self.game.seen_by(Some(seat));
        ai::ranked(&seen, seat, 3, ai::Budget(think_ms), &mut rng)
            .into_iter()
            .filter_map(|ranked| match ranked.mv {
                Move::Trail { edge, .. } => Some(game::Hint {
                    text: map.edge_label(edge),
                    gains: trail_note(&seen, seat, edge).0,
                    expected: ranked.expected,
                }),
                _ => None,
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::tucana::MapId;

    #[test]
    fn villages_are_named_by_number() {
        let text = |v| GAME_WORDS.render(&villages_msg(v));
        assert_eq!(text(0b10), "village 2");
        assert_eq!(text(0b1_0010), "villages 2 and 5");
        assert_eq!(text(0b1_0011), "villages 1, 2 and 5");
    }

    /// Every trail that connects a sight names the villages it reaches, and
    /// those are the villages of the sight's network once drawn.
    #[test]
    fn trail_notes_name_the_village_a_sight_reaches() {
        let mut seen = 0;
        for seed in 1..6 {
            let game = super::pictures::demo_game(MapId::Petit, 3, 4, seed);
            let map = game.map();
            for seat in 0..game.players() {
                for edge in game.legal_trails(seat).iter() {
                    let gain = game.preview(seat, edge).unwrap();
                    let (line, _) = trail_note(&game, seat, edge);
                    let line = GAME_WORDS.render(&line);
                    if gain.sights == 0 {
                        assert!(!line.contains("connects"), "{line}");
                        continue;
                    }
                    let mut after = game.sheet(seat).clone();
                    after.draw(map, edge);
                    let (a, _) = map.edge(edge);
                    let expected = GAME_WORDS.render(&villages_msg(after.villages_of(a)));
                    assert!(expected.starts_with("village"), "{expected}");
                    assert!(line.contains(&format!(" to {expected}")), "{line}");
                    seen += 1;
                }
            }
        }
        assert!(seen > 0, "no trail connected a sight");
    }

    /// The legal moves are the engine's legal trails, best first, then the bonus skip.
    #[test]
    fn legal_moves_are_the_engines_trails() {
        let game = super::pictures::demo_game(MapId::Petit, 2, 3, 9);
        let play = TucanaGame { game: game.clone() };
        for seat in 0..2 {
            let legal = play.legal_moves(seat);
            let trails: Vec<&Legal> = legal.iter().filter(|l| l.text.contains('-')).collect();
            assert_eq!(trails.len(), game.legal_trails(seat).len());
            for l in trails {
                let typed = play.parse(seat, &l.text).unwrap();
                assert!(typed.starts_with(&format!("trail {seat} ")), "{typed}");
            }
        }
    }
}
