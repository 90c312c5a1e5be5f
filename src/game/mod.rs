//! The game interface: what every game implements, and all that the layers above it (the
//! service, the store, the outbox, leagues, the daily challenge, the adapters) know of a game.
//!
//! A game is pure and deterministic. A kind of game ([`Rules`], one per game, listed in
//! [`crate::games`]) sets a game up from `(seed, options, players)`; a game in progress
//! ([`Play`]) is that set-up plus an append-only log of moves written as short text, and any
//! state is a replay of that log. Nothing here knows a particular game: a game says who is to
//! act ([`ToAct`]: every seat, one seat, or nobody), what a seat's typed words mean as a move,
//! which moves are legal (with a short note each, for autocomplete), what happens at a
//! deadline, what each seat may see, the standings, and draws its own pictures.
//!
//! The three kinds of step the games need map onto this as follows:
//! - **simultaneous** (Trails of Tucana's turns, La Isla's secret choices): [`ToAct::Everyone`]
//!   lists the seats still to act, in any order; a hidden choice is applied to the game but
//!   only shown in [`View::Seat`] of its own seat until the game reveals it;
//! - **sequential**: [`ToAct::One`]; the deadline, the reminder and [`Play::default_move`] are
//!   that seat's;
//! - **automatic**: the game resolves them itself inside [`Play::apply`] and reports them as
//!   [`Happening`]s, which the service posts.

use std::fmt;
use std::ops::RangeInclusive;

pub mod bot;
pub mod daily;
mod engine;
mod kind;
pub mod options;
pub mod rng;
pub mod script;
pub mod search;
pub mod strict;
pub mod takeback;
pub mod tools;
pub mod typed;

pub use bot::{seat_seed, Hint, Level};
pub use daily::Date;
pub use engine::{engine, Declared, Engine, Owned, Recorded};
pub use kind::GameKind;

use crate::words::{Catalog, CatalogError, Msg, Source};

/// The catalog a surface renders messages with: the core's words, each of `games`' and the
/// surface's own (`surface`).
pub fn catalog(games: &[&'static dyn Rules], surface: &[Source]) -> Result<Catalog, CatalogError> {
    let mut sources = crate::words::CORE.to_vec();
    for rules in games {
        sources.extend_from_slice(rules.words());
    }
    sources.extend_from_slice(surface);
    Catalog::new(&sources)
}

/// `msg` in English, in the words of the core's and `rules`' catalogs: for the terminal, a
/// script's error and the log. Builds the catalog anew: for the few messages of an error
/// path, not for a surface's every reply (a surface keeps its [`catalog`]).
pub fn english(rules: &dyn Rules, msg: &Msg) -> String {
    in_english(game_catalog(rules).as_ref(), msg)
}

/// The core's words and `rules`' own.
fn game_catalog(rules: &dyn Rules) -> Option<Catalog> {
    words_catalog(rules.words())
}

/// The core's words and `words`.
fn words_catalog(words: &[Source]) -> Option<Catalog> {
    let mut sources = crate::words::CORE.to_vec();
    sources.extend_from_slice(words);
    Catalog::new(&sources).ok()
}

/// `msg` in `catalog`'s English, or, without the catalog, in the core's words: a game's
/// catalog is part of the binary, read by the tests, so only a broken build lacks it, and
/// the core's words (or the key) still say which message it was.
fn in_english(catalog: Option<&Catalog>, msg: &Msg) -> String {
    catalog.map_or_else(|| crate::words::english(msg), |c| c.render(msg, &[]))
}

/// A game's words, its catalog (the core's and the game's) built once, at first use, in
/// every language of [`crate::words::LANGUAGES`]: for a game's pictures, drawn in the
/// language a surface asks for ([`Words::say`], the language [`crate::words::in_language`]
/// sets), and for what a game still hands over as text in English ([`Words::render`]: an
/// event's line, in a type that carries a `String`), rendered where it is made, as often
/// as a move is applied. [`english`] builds its catalog anew each time, for an error path.
pub struct Words {
    rules: &'static dyn Rules,
    catalog: std::sync::OnceLock<Option<Catalog>>,
}

impl Words {
    /// `rules`' words (its catalog is built at the first use).
    pub const fn new(rules: &'static dyn Rules) -> Words {
        Words {
            rules,
            catalog: std::sync::OnceLock::new(),
        }
    }

    /// `msg` in English, in the core's and the game's words.
    pub fn render(&self, msg: &Msg) -> String {
        self.render_in(crate::words::FALLBACK, msg, &[])
    }

    /// `msg` in `lang` (English where `lang` lacks it), with the seats named by `names`.
    pub fn render_in(&self, lang: &str, msg: &Msg, names: &[String]) -> String {
        let catalog = self.catalog.get_or_init(|| game_catalog(self.rules));
        catalog.as_ref().map_or_else(
            || crate::words::english(msg),
            |c| c.render_in(lang, msg, names),
        )
    }

    /// `msg` in the language of the picture being drawn ([`crate::words::in_language`];
    /// English outside one): a picture's label.
    pub fn say(&self, msg: &Msg) -> String {
        self.render_in(crate::words::drawing_language(), msg, &[])
    }
}

/// The words of `rules` ([`Words`]), built once per kind of game for as long as the
/// program runs: for the surfaces and the service, which know a game by its [`Rules`].
pub fn words_of(rules: &'static dyn Rules) -> &'static Words {
    static KEPT: std::sync::Mutex<Vec<(&'static str, &'static Words)>> =
        std::sync::Mutex::new(Vec::new());
    let mut kept = KEPT
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    match kept.iter().find(|(id, _)| *id == rules.id()) {
        Some((_, words)) => words,
        None => {
            // One per kind of game, for as long as the program runs.
            let words: &'static Words = Box::leak(Box::new(Words::new(rules)));
            kept.push((rules.id(), words));
            words
        }
    }
}

/// `msg` in English with the seats named by `names`, in the words of the core's and
/// `rules`' catalogs, each game's catalog built once: for what the service still keeps as
/// text (a line of the public log).
pub fn english_named(rules: &'static dyn Rules, msg: &Msg, names: &[String]) -> String {
    words_of(rules).render_in(crate::words::FALLBACK, msg, names)
}

/// Why a log cannot be replayed: its move `i`, `text`, does not apply (`why`). For the
/// log of an operator.
pub fn does_not_replay(i: usize, text: &str, why: &MoveError) -> String {
    crate::words::for_log(format!("move {i} ({text}) does not replay: {why}"))
}

/// A bundled data file (a game's asset) or a replay script that is wrong, in the words of the
/// developer who wrote it: the tests load every asset, so a player never meets one, and a
/// script is a developer's tool (`tucana replay`). Not a message of a catalog, and left out
/// of the count of English in code (`tests/games/english.rs`).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct BadData(pub String);

impl From<BadData> for String {
    fn from(bad: BadData) -> String {
        bad.0
    }
}

/// A player's place at the table: 0, 1, 2, … in seat order.
pub type Seat = usize;

/// A game's position: its round and its turn within the round, counted from 0. A new
/// position is a new step: the service restarts the deadline and announces it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Turn {
    pub round: usize,
    pub turn: usize,
}

/// Who is to act now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ToAct {
    /// A simultaneous step: these seats have yet to finish it, in any order.
    Everyone(Vec<Seat>),
    /// A sequential step: this seat alone.
    One(Seat),
    /// Nobody: the game is over.
    Nobody,
}

impl ToAct {
    /// The seats the game waits for, in seat order.
    pub fn seats(&self) -> Vec<Seat> {
        match self {
            ToAct::Everyone(seats) => seats.clone(),
            ToAct::One(seat) => vec![*seat],
            ToAct::Nobody => Vec::new(),
        }
    }

    pub fn includes(&self, seat: Seat) -> bool {
        match self {
            ToAct::Everyone(seats) => seats.contains(&seat),
            ToAct::One(s) => *s == seat,
            ToAct::Nobody => false,
        }
    }
}

/// Something the game did on its own while a move was applied, for the service to post.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Happening {
    /// A round ended and was scored (counted from 0); the standings go with the post.
    RoundEnded { round: usize },
    /// A step nobody could play was passed over; `what` says why, in the game's words.
    TurnSkipped { at: Turn, what: Msg },
    /// Anything else worth telling the table (an automatic step, a reveal).
    Note(Msg),
    /// Something about these seats, for the table: the service writes their names before
    /// `text` ("Ana, Ben" + " connected A–A on turn 8: …"), as only it knows the names.
    Seats { seats: Vec<Seat>, text: Msg },
    /// Several lines in one post, each about a seat (its name goes first, as in
    /// [`Happening::Seats`]) or about none: a step that resolves for every seat at once
    /// (La Isla's reveal and action D) told without a post per seat.
    Lines(Vec<(Option<Seat>, Msg)>),
}

/// One seat's line in the standings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Standing {
    pub seat: Seat,
    /// 1 + the number of seats strictly better on (total, tie-break).
    pub rank: usize,
    pub total: u32,
    /// What breaks a tie of totals (higher is better).
    pub tiebreak: u32,
    /// How the total is made, in a few words ("sights 4 + 6, villages 12, bonus 3").
    pub breakdown: Msg,
    pub resigned: bool,
    /// A title earned (a solo ladder), if the game has one.
    pub title: Option<Msg>,
}

/// A legal move, as a player types it, with a short note for autocomplete (the game's
/// message, which each surface renders in its reader's language).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Legal {
    pub text: String,
    pub note: Option<Msg>,
}

impl Legal {
    /// The move as autocomplete lists it: its text, then its note if it has one, rendered
    /// by `render` (`C3-D4 · forest–desert · +2`).
    pub fn listed(&self, render: impl FnOnce(&Msg) -> String) -> String {
        match &self.note {
            Some(note) => format!("{} · {}", self.text, render(note)),
            None => self.text.clone(),
        }
    }
}

/// What a picture shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum View {
    /// A seat's own view, private information included; `hints` marks its legal moves.
    /// Shown to that seat's player alone.
    Seat { seat: Seat, hints: bool },
    /// A seat's position as every player may see it: no private information.
    Seen { seat: Seat },
    /// What the current step shows everyone, the turn post's picture: a card read at a
    /// glance in a chat (Trails of Tucana: the turn's two cards; the other games: the step,
    /// whose turn, the cards or tiles in play), the board one click away.
    Turn,
    /// What a seat's own current step shows it: [`View::Turn`], unless the game is
    /// free-paced ([`Play::free_pace`]), where each seat has its own step, shown to that seat
    /// alone.
    TurnOf { seat: Seat },
    /// The standings, with every seat's public position.
    Standings,
    /// The whole table as everyone sees it (the board, every island): what a replay's
    /// frames and the web's steps show ([`Play::replay_view`]) where [`View::Turn`] is a
    /// turn card. `None` from a game with no common board.
    Board,
}

/// A move refused: the game's message saying why ("D4 is water; this turn needs desert and
/// forest" once rendered), which each surface renders in its reader's language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveError(pub Msg);

impl MoveError {
    /// The refusal in English, in the words of `rules`' catalog: for the terminal, a
    /// script's error and the log, where no reader's language is known.
    pub fn english(&self, rules: &dyn Rules) -> String {
        english(rules, &self.0)
    }
}

impl From<Msg> for MoveError {
    fn from(msg: Msg) -> MoveError {
        MoveError(msg)
    }
}

/// Without its game at hand, a refusal reads in the core's words: a game's own message by
/// its key (for a log). [`MoveError::english`]
/// reads it in the game's words.
impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&crate::words::english(&self.0))
    }
}

impl std::error::Error for MoveError {}

/// What applying a move gives the service besides the new state.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Applied {
    /// What the game did on its own, in order.
    pub happenings: Vec<Happening>,
    /// What the move did, for its player alone ("+1 village: A"); may hold private facts.
    pub note: Option<Msg>,
}

/// The words around a shared result's picture ([`Play::shared`]).
#[derive(Clone, Copy, Debug)]
pub struct Caption<'a> {
    /// "Daily Tucana · 2026-11-22".
    pub title: &'a str,
    /// The options in the game's words.
    pub subtitle: &'a str,
    /// The player's name.
    pub player: &'a str,
}

/// What a seat may show everyone of its finished game without spoiling it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shared {
    /// A short line beyond the total and the title ("7/10 sights connected").
    pub line: Msg,
    /// A PNG of the result.
    pub picture: Vec<u8>,
}

/// One line of a shared result's text ([`Play::share_rows`]): a seat's points of one round
/// or one kind of scoring, and what they are measured against (the best seat's points of
/// the same kind at the table, or the most the kind can give). The core draws it as a row
/// of coloured squares: numbers only in proportion, never a move or a place on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShareRow {
    pub points: u32,
    /// What `points` is measured against (0: nothing to measure, an empty row).
    pub top: u32,
}

impl ShareRow {
    /// How many squares a row has.
    pub const WIDTH: u32 = 5;

    /// The row as coloured squares, [`ShareRow::WIDTH`] of them: as many filled as the
    /// points' share of the top (rounded up: any point shows), green when they reach the
    /// top, yellow from half of it, orange below; white squares for the rest.
    pub fn squares(self) -> String {
        let filled = match (self.points, self.top) {
            (0, _) | (_, 0) => 0,
            (points, top) => {
                let share = u64::from(points.min(top)) * u64::from(Self::WIDTH);
                share.div_ceil(u64::from(top)) as u32
            }
        };
        let colour = if self.top > 0 && self.points >= self.top {
            "\u{1F7E9}"
        } else if u64::from(self.points) * 2 >= u64::from(self.top) {
            "\u{1F7E8}"
        } else {
            "\u{1F7E7}"
        };
        let mut row = colour.repeat(filled as usize);
        row.push_str(&"\u{2B1C}".repeat((Self::WIDTH - filled) as usize));
        row
    }
}

/// One option a game offers, as `/game new` takes it: `key=value` among its options' words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameOption {
    /// The word before `=`.
    pub key: &'static str,
    /// What it chooses, in a few words, for menus and help: a message of the game's catalog.
    pub description: Msg,
    /// The values it takes, the default first: each as typed (after `=`) and its name for
    /// people (a message of the game's catalog, or the core's `option-yes`/`option-no`).
    pub choices: Vec<(String, Msg)>,
}

impl GameOption {
    /// An option of these `(value, name)` choices, the default first: `description` and
    /// each name are keys of the game's catalog.
    pub fn new(
        key: &'static str,
        description: &'static str,
        choices: &[(&str, &'static str)],
    ) -> Self {
        GameOption {
            key,
            description: Msg::new(description),
            choices: choices
                .iter()
                .map(|(value, name)| ((*value).to_owned(), Msg::new(*name)))
                .collect(),
        }
    }

    /// A yes/no option, no by default (`description`: a key of the game's catalog).
    pub fn yes_no(key: &'static str, description: &'static str) -> Self {
        GameOption::new(
            key,
            description,
            &[("no", "option-no"), ("yes", "option-yes")],
        )
    }
}

/// What a kind of game is, declared once by each game as a constant: what the registry and
/// every layer above read of it without asking it anything ([`Rules::about`]).
pub struct About {
    /// The stable id stored with every game (`"tucana"`).
    pub id: &'static str,
    /// The game's name for people ("Trails of Tucana").
    pub name: &'static str,
    /// A short name for headings ("Tucana"); `None`: the name.
    pub short_name: Option<&'static str>,
    /// The rules version of games created now; a stored game of another version is refused
    /// rather than replayed differently.
    pub ruleset: u32,
    /// How many players a game takes.
    pub seats: RangeInclusive<usize>,
    /// The game's options type, as [`options::OptionsOf`] handles it for [`Rules::options`],
    /// [`Rules::with_option`] and [`Rules::describe_options`]; `None`: the game has no
    /// options, or reads them itself.
    pub choices: Option<&'static dyn options::OptionSet>,
    /// Whether the game has computer players and hints ([`Play::bots`]).
    pub bots: bool,
    /// The hooks of the offline tools (`tucana replay`, `sim`, `ai`, `render`, `play`): the
    /// game's script format, its random games, its demo position. `None`: the tools do not
    /// know the game.
    pub tools: Option<&'static dyn tools::Tools>,
    /// The game's catalogs of words, one Fluent file per language
    /// (`src/games/<game>/words/en.ftl`), whose keys start with the game's id and a hyphen;
    /// a surface renders the game's messages ([`crate::words::Msg`]) from them.
    pub words: &'static [Source],
}

/// The words every game's catalog gives the generic commands, each as `<id>-<word>`
/// ([`Rules::word`]): `map-own`, the reply to `/map` (your sheet, your country, your
/// island); `map-of`, another player's (with `$player`, and `$earlier`: `yes` in a
/// free-paced game, where it is shown as it stood at the reader's last turn). A game with
/// a [`Standard`] move gives its word too: `undone` after `/undo`, `passed` after `/pass`;
/// one with `/undo` also states which of its moves it takes back (`undo-rule`, in its help).
/// The conformance suite checks every registered game's catalog for them.
pub const GAME_WORDS: &[&str] = &["map-own", "map-of"];

/// A move every game may have under its own spelling, played by a generic command.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Standard {
    /// `/undo`: take back your last move while nobody else can have seen its consequences
    /// ([`takeback`]).
    TakeBack,
    /// `/pass`: end your turn without moving.
    Pass,
}

impl Standard {
    /// The word ([`Rules::word`]) the game's catalog says after the move.
    pub fn done_word(self) -> &'static str {
        match self {
            Standard::TakeBack => "undone",
            Standard::Pass => "passed",
        }
    }

    /// The word ([`Rules::word`]) of the game's catalog that states its rule for the move,
    /// in the game's help: `undo-rule` (which moves `/undo` takes back); `None`: no rule.
    pub fn rule_word(self) -> Option<&'static str> {
        match self {
            Standard::TakeBack => Some("undo-rule"),
            Standard::Pass => None,
        }
    }

    /// The core's key of the one line a game without the move answers (`$game`: its name).
    pub fn missing_key(self) -> &'static str {
        match self {
            Standard::TakeBack => "no-undo",
            Standard::Pass => "no-pass",
        }
    }
}

/// A kind of game: one value per game, listed in [`crate::games`].
pub trait Rules: Send + Sync + 'static {
    /// What the game is ([`About`]): its id, names, ruleset, seats, options, tools.
    fn about(&self) -> &'static About;
    /// The stable id stored with every game (`"tucana"`).
    fn id(&self) -> &'static str {
        self.about().id
    }
    /// The game's name for people ("Trails of Tucana").
    fn name(&self) -> &'static str {
        self.about().name
    }
    /// A short name for headings ("Tucana"); the name unless the game gives one.
    fn short_name(&self) -> &'static str {
        self.about().short_name.unwrap_or(self.name())
    }
    /// The rules version of games created now.
    fn ruleset(&self) -> u32 {
        self.about().ruleset
    }
    /// How many players a game takes.
    fn seats(&self) -> RangeInclusive<usize> {
        self.about().seats.clone()
    }
    /// The game's options type ([`About::choices`]).
    fn choices(&self) -> Option<&'static dyn options::OptionSet> {
        self.about().choices
    }
    /// The options as stored (JSON), from `key=value` choices (none: the defaults). The
    /// error says what is wrong, for the player.
    fn options(&self, given: &[(&str, &str)]) -> Result<String, Msg> {
        match (self.choices(), given.first()) {
            (Some(set), _) => set.stored(given),
            (None, None) => Ok("{}".to_owned()),
            (None, Some((key, _))) => Err(self.no_option(key)),
        }
    }
    /// The refusal of an option the game does not have (the core's `no-option`).
    fn no_option(&self, key: &str) -> Msg {
        crate::msg!("no-option", game = self.name(), key)
    }
    /// The stored options with one option changed (`key=value`, as [`Rules::options`]
    /// reads it): a league round's own pace (`pace=free`). The error says what is wrong in
    /// the player's words.
    fn with_option(&self, options: &str, key: &str, value: &str) -> Result<String, Msg> {
        match self.choices() {
            Some(set) => set.changed(options, key, value),
            None => Err(self.no_option(key)),
        }
    }
    /// The options [`Rules::options`] reads, for menus and help; none by default.
    fn game_options(&self) -> Vec<GameOption> {
        Vec::new()
    }
    /// The options of a game played at everyone's own pace (`free`) or together, as
    /// stored: a league round's choice. The error says what is wrong in the player's
    /// words; by default the game has no such choice.
    fn with_pace(&self, options: &str, free: bool) -> Result<String, Msg> {
        let _ = (options, free);
        Err(crate::msg!("no-own-pace", game = self.name()))
    }
    /// The slash command that does `sub` (`new`, `solo` or `leave`) for this game, as
    /// messages about it name it, in the reader's command names: `/game`'s, which names the
    /// game where it has to (`/game new game:la-isla`). The core's catalog has a message
    /// `command-game-<sub>` for each.
    fn command(&self, sub: &str) -> Msg {
        match sub {
            "new" | "solo" => Msg::new(format!("command-game-{sub}")).with("game", self.id()),
            _ => Msg::new(format!("command-game-{sub}")),
        }
    }
    /// How a player types the move of `/undo` or `/pass` ([`Standard`]) in this game, if the
    /// game has it (Trails of Tucana: `undo`, `pass`); `None` (the default): the command
    /// says in one line that the game has no such move.
    fn standard_move(&self, which: Standard) -> Option<&'static str> {
        let _ = which;
        None
    }
    /// One of the words the generic commands ask of every game ([`GAME_WORDS`]; `undone`
    /// and `passed` of a game with those moves): its catalog's key `<id>-<what>`, so that
    /// `/map` says sheet, country or island, and `/undo` trail or tile, as the game does.
    fn word(&self, what: &str) -> Msg {
        Msg::new(format!("{}-{what}", self.id()))
    }
    /// The words of the game's notation (`build`, `pass`, `yellow`), each of which a player
    /// may also type in their language's words: the catalog's `<id>-typed-<word>` lists
    /// them ([`typed`]); none by default.
    fn typed_words(&self) -> &'static [&'static str] {
        &[]
    }
    /// What breaks a tie of totals, in a word a leaderboard shows by tied scores
    /// ("bonus"); `None` (the default): not shown.
    fn tiebreak_name(&self) -> Option<&'static str> {
        None
    }
    /// The game's catalogs of words ([`About::words`]).
    fn words(&self) -> &'static [Source] {
        self.about().words
    }
    /// The rules in a few lines, for the help (at most about 600 characters).
    fn rules_in_short(&self) -> Msg;
    /// The stored options in a few words ("Isla Petit, letters printed"); `None`: the game
    /// has no options to tell.
    fn describe_options(&self, options: &str) -> Option<Msg> {
        self.choices().map(|set| set.described(options))
    }
    /// A new game: seats `0..players`, chance drawn from `seed`. The error says what is
    /// wrong with the options or the number of players, for the player.
    fn setup(&self, seed: u64, options: &str, players: usize) -> Result<Box<dyn Play>, Msg>;
    /// How a player moves, for help texts ("Draw your trail with `/move`").
    fn how_to_move(&self) -> Msg;
    /// What a deadline did to those who had not moved, after their names ("drew no trail
    /// this turn"); by default the core's words (`timed-out`).
    fn timed_out(&self) -> Msg {
        Msg::new("timed-out")
    }
    /// What a solo player who finished without a title is told, in the game's words (where
    /// its ladder of titles starts); by default the core's (`no-title`).
    fn no_title(&self) -> Msg {
        Msg::new("no-title")
    }
    /// The options (as stored) of the game's daily challenge on `date`, from the game's own
    /// published schedule; `seed` is the day's seed (secret until the day comes, derived by
    /// the service), for any choice the schedule leaves to chance. `None`: the game has no
    /// daily challenge (the default).
    fn daily(&self, date: Date, seed: u64) -> Option<String> {
        let _ = (date, seed);
        None
    }
    /// The computer players a daily challenge seats beside the player (seat 0), in seat
    /// order: the same levels for everyone, their seeds derived from the day's, so that
    /// every player meets the same opponents. Empty (the default): a solo challenge. A game
    /// that cannot be played alone gives at least one.
    fn daily_opponents(&self) -> &'static [Level] {
        &[]
    }
    /// Whether the game has computer players and hints ([`About::bots`]).
    fn has_bots(&self) -> bool {
        self.about().bots
    }
    /// The hooks of the offline tools ([`About::tools`]).
    fn tools(&self) -> Option<&'static dyn tools::Tools> {
        self.about().tools
    }
    /// Replays a stored game: its set-up, then every logged move in order. The error names
    /// the first move that does not replay. A game may do this faster than move by move.
    fn replay(
        &self,
        seed: u64,
        options: &str,
        players: usize,
        log: &[String],
    ) -> Result<Box<dyn Play>, String> {
        let mut game = self
            .setup(seed, options, players)
            .map_err(|e| in_english(words_catalog(self.words()).as_ref(), &e))?;
        for (i, text) in log.iter().enumerate() {
            game.apply(text).map_err(|e| does_not_replay(i, text, &e))?;
        }
        Ok(game)
    }
}

/// A game in progress: its set-up plus the moves applied so far.
pub trait Play: Owned + Declared + Send + Sync + 'static {
    /// The number of seats: one line each in the standings (asked seldom, at a game's end
    /// or for its names; a game may answer faster).
    fn players(&self) -> usize {
        self.standings().len()
    }
    /// The number of moves in the log. The default words the whole log to count it: every
    /// game answers it from its engine's log instead (`tucana sim` and the service ask it
    /// after every move; wording Trails of Tucana's log was half of its random games' time).
    fn log_len(&self) -> usize {
        self.log().len()
    }
    /// The log, in stored text form.
    fn log(&self) -> Vec<String>;
    /// The game's step. In a free-paced game ([`Play::free_pace`]): the earliest step a
    /// seat still playing is at, the step every seat has reached.
    fn turn(&self) -> Turn;
    /// Who is to act. In a free-paced game: every seat that has not finished its game.
    fn to_act(&self) -> ToAct;
    /// What only a free-paced game answers (Trails of Tucana's free pace), when this game
    /// is one: each seat plays through the steps at its own pace, with its own step
    /// ([`FreePace::seat_turn`]), whose deadline, reminder and default move are that seat's,
    /// and the game decides what the seats race for by step rather than by the clock.
    /// `None` (the default): the seats move through the steps together. The service asks
    /// through the helpers of `dyn Play` (`seat_turn` and the others), which answer for a
    /// game that is not free-paced too.
    fn free_pace(&self) -> Option<&dyn FreePace> {
        None
    }
    fn is_finished(&self) -> bool;
    fn has_resigned(&self, seat: Seat) -> bool;
    /// Where a seat stands in the current step, in a few words ("owes 1 bonus trail").
    fn seat_status(&self, seat: Seat) -> Msg;
    /// A seat's typed words ("C3-D4", "skip") as the log's text ("trail 0 C3-D4").
    fn parse(&self, seat: Seat, typed: &str) -> Result<String, MoveError>;
    /// [`Play::parse`] of a move that may name another player (Islas Canarias' `divert
    /// Ben`): `names` are the players' names in seat order, which only the service knows.
    /// By default names are not read.
    fn parse_named(&self, seat: Seat, typed: &str, names: &[String]) -> Result<String, MoveError> {
        let _ = names;
        self.parse(seat, typed)
    }
    /// Checks a logged move and, only if it is legal, plays it and appends it to the log.
    fn apply(&mut self, logged: &str) -> Result<Applied, MoveError>;
    /// The logged moves that end the current step when its deadline passes.
    fn deadline_moves(&self) -> Vec<String>;
    /// The move a seat makes when it does not act (away, or at its deadline), if it has to
    /// act now.
    fn default_move(&self, seat: Seat) -> Option<String>;
    /// The logged move of a seat leaving the game.
    fn resign_move(&self, seat: Seat) -> String;
    /// What a seat's typed move gives up for good, if anything ([`Forfeit`]): the service
    /// never plays such a move on a game it only guessed (it must be named), and plays a
    /// resignation as the seat leaving the game. `None` (the default): nothing.
    fn forfeit(&self, seat: Seat, typed: &str) -> Option<Forfeit> {
        let _ = (seat, typed);
        None
    }
    /// The seat that made the logged move `logged` (a move of this game's log), if one
    /// seat did: where a player's "since your last move" starts. `None` (the default): a
    /// move of nobody's (a deadline closing a step), or a game that does not say, whose
    /// players are then told nothing of what happened while they were away.
    fn mover(&self, logged: &str) -> Option<Seat> {
        let _ = logged;
        None
    }
    /// What everyone may read of the logged move `logged`, asked of the game as it stands
    /// before the move: the move in the game's notation with what it gains, written after
    /// its player's name as a [`Happening::Seats`]' text is (" drew **C3-D4** (forest–desert
    /// · +2)"). A line of the game's public log (`/game log`, a player's "since you were
    /// away"), followed there by the happenings the move causes. `None` (the default): the
    /// move has no line of its own: a hidden choice (told by the happening that reveals
    /// it), or a game whose happenings already tell each public move.
    fn public_line(&self, logged: &str) -> Option<Msg> {
        let _ = logged;
        None
    }
    /// The legal moves of a seat now, as it would type them, with a note each, best first.
    fn legal_moves(&self, seat: Seat) -> Vec<Legal>;
    /// [`Play::legal_moves`] with the players' names in seat order, which only the service
    /// knows, for a game whose moves name a player (Islas Canarias' `divert Ben`): what
    /// autocomplete offers. By default names are not used.
    fn legal_moves_named(&self, seat: Seat, names: &[String]) -> Vec<Legal> {
        let _ = names;
        self.legal_moves(seat)
    }
    /// One legal move of a seat now, as it would type it, chosen by `pick` (any number)
    /// without working out every move's note: for simulations and computer players.
    fn any_legal_move(&self, seat: Seat, pick: u64) -> Option<String> {
        let legal = self.legal_moves(seat);
        let n = legal.len() as u64;
        (n > 0).then(|| legal[(pick % n) as usize].text.clone())
    }
    /// The few moves worth a button under a seat's reply (Tucana: skip a bonus trail).
    fn quick_moves(&self, _seat: Seat) -> Vec<Legal> {
        Vec::new()
    }
    /// Standings in seat order.
    fn standings(&self) -> Vec<Standing>;
    fn winners(&self) -> Vec<Seat>;
    /// What the current step shows everyone, in one line ("the cards: **Forest** and
    /// **Desert**"); `None` when the game is over.
    fn headline(&self) -> Option<Msg>;
    /// A picture as PNG bytes, its labels in `lang` (a tag of [`crate::words::LANGUAGES`]:
    /// the game's [`Words::say`] in [`crate::words::in_language`]); `names` are the
    /// players' names in seat order.
    fn picture(&self, view: View, names: &[String], lang: &str) -> Option<Vec<u8>>;
    /// What `seat` alone may know now, in words, for its own private views (`/map` of
    /// oneself) beside its picture: a hand of cards held in secret, which a player wants to
    /// read (and a screen reader to say) as text. `None` (the default): nothing secret, or
    /// the picture says it all.
    fn own_words(&self, seat: Seat) -> Option<Msg> {
        let _ = seat;
        None
    }
    /// What a frame of the game's replay shows (the animated GIF of a finished game, drawn
    /// after each step): by default [`View::Turn`], what the step shows everyone. A game
    /// whose [`View::Turn`] is a turn card gives its board ([`View::Board`]), or another
    /// view (Trails of Tucana: [`View::Standings`], every player's map).
    fn replay_view(&self) -> View {
        View::Turn
    }
    /// What `seat` may show everyone of its finished game without spoiling it (the daily
    /// challenge's share card), with `caption` on the picture. `None` (the default): nothing
    /// beyond the standings.
    fn shared(&self, seat: Seat, caption: &Caption<'_>) -> Option<Shared> {
        let _ = (seat, caption);
        None
    }
    /// What `seat`'s finished game shares in text, a row per round or per kind of scoring
    /// ([`ShareRow`]: points and what they are measured against), which the core draws as
    /// coloured squares that paste into any chat. Nothing of the board or the moves. Empty
    /// (the default): the text gives the score alone.
    fn share_rows(&self, seat: Seat) -> Vec<ShareRow> {
        let _ = seat;
        Vec::new()
    }
    /// The game's computer players and hints, if it has them ([`Rules::has_bots`] says so
    /// before a game exists). `None` (the default): no computer player, no hint.
    fn bots(&self) -> Option<&dyn Bots> {
        None
    }
    /// This game as `viewer` may know it, with the rest dealt afresh from `seed`: what
    /// `viewer` has seen (the public position, its own secrets) kept, and what it cannot
    /// know (the deck's order, the others' hands, their face-down choices) drawn again from
    /// what is still possible. `viewer`'s computer player and hints answer on it exactly as
    /// on this game, and nothing public differs: the conformance tests of every game
    /// (`tests/games/conformance/`) ask both, and fail a game that answers `None` (the
    /// default: the game does not say).
    fn world_of(&self, viewer: Seat, seed: u64) -> Option<Box<dyn Play>> {
        let _ = (viewer, seed);
        None
    }
}

/// What a typed move gives up for good ([`Play::forfeit`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Forfeit {
    /// The seat's current step, finished with nothing played (a pass).
    Step,
    /// The whole game: a resignation, which the service plays as the seat leaving.
    Game,
}

/// What only a free-paced game answers ([`Play::free_pace`]).
pub trait FreePace {
    /// The step `seat` is at.
    fn seat_turn(&self, seat: Seat) -> Turn;
    /// Where `seat` is in the whole game, in a few words everyone may see ("turn 14 of
    /// 26", "finished"); `None` if the game does not say.
    fn progress(&self, seat: Seat) -> Option<Msg>;
    /// What `seat`'s current step shows it, in one line, for that seat's eyes alone
    /// (`None`: nothing, the game is over).
    fn seat_headline(&self, seat: Seat) -> Option<Msg>;
    /// The game as `viewer` may see it (`None`: everyone): every other seat as it stood
    /// when the viewer finished its last step (for everyone: the step every seat still
    /// playing has finished), so that nothing shows what a seat has not reached yet.
    fn seen_by(&self, viewer: Option<Seat>) -> Box<dyn Play>;
}

/// A game's computer players and hints ([`Play::bots`]).
pub trait Bots {
    /// The logged move a computer player of `level` makes for `seat` now, if the seat has
    /// to act. It knows only what the seat's player knows; it may think for about
    /// `think_ms` milliseconds (a fixed amount of work, so that `seed` makes its choice
    /// repeatable on any machine): call it off the async runtime. `None`: the seat has
    /// nothing to do.
    fn bot_move(&self, seat: Seat, level: Level, think_ms: u32, seed: u64) -> Option<String>;
    /// The best few moves for `seat` now, best first, as the strongest computer player sees
    /// them (thinking as [`Bots::bot_move`] does): for a hint. Empty: nothing to do.
    fn hints(&self, seat: Seat, think_ms: u32, seed: u64) -> Vec<Hint>;
}

/// The questions of [`FreePace`] and [`Bots`] asked of any game, with the answers of a game
/// that is not free-paced or has no computer players.
impl dyn Play {
    /// Whether the game is free-paced ([`Play::free_pace`]).
    pub fn is_free_paced(&self) -> bool {
        self.free_pace().is_some()
    }

    /// The step `seat` is at: [`Play::turn`] unless the game is free-paced.
    pub fn seat_turn(&self, seat: Seat) -> Turn {
        match self.free_pace() {
            Some(free) => free.seat_turn(seat),
            None => self.turn(),
        }
    }

    /// Where `seat` is in a free-paced game ([`FreePace::progress`]); `None` otherwise.
    pub fn progress(&self, seat: Seat) -> Option<Msg> {
        self.free_pace().and_then(|free| free.progress(seat))
    }

    /// What `seat`'s current step shows it: [`Play::headline`] unless the game is
    /// free-paced.
    pub fn seat_headline(&self, seat: Seat) -> Option<Msg> {
        match self.free_pace() {
            Some(free) => free.seat_headline(seat),
            None => self.headline(),
        }
    }

    /// The game as `viewer` may see it ([`FreePace::seen_by`]); a copy of the game unless
    /// it is free-paced.
    pub fn seen_by(&self, viewer: Option<Seat>) -> Box<dyn Play> {
        match self.free_pace() {
            Some(free) => free.seen_by(viewer),
            None => self.boxed_clone(),
        }
    }

    /// A computer player's move ([`Bots::bot_move`]); `None` in a game without them.
    pub fn bot_move(&self, seat: Seat, level: Level, think_ms: u32, seed: u64) -> Option<String> {
        self.bots()?.bot_move(seat, level, think_ms, seed)
    }

    /// The best moves for a hint ([`Bots::hints`]); none in a game without computer
    /// players.
    pub fn hints(&self, seat: Seat, think_ms: u32, seed: u64) -> Vec<Hint> {
        self.bots()
            .map(|bots| bots.hints(seat, think_ms, seed))
            .unwrap_or_default()
    }
}

impl Clone for Box<dyn Play> {
    fn clone(&self) -> Self {
        self.boxed_clone()
    }
}

impl fmt::Debug for dyn Play {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Play")
            .field("game", &self.rules().id())
            .field("moves", &self.log_len())
            .finish()
    }
}

#[cfg(test)]
mod tests {
    use super::ShareRow;

    fn row(points: u32, top: u32) -> String {
        ShareRow { points, top }.squares()
    }

    /// Five squares a row: filled in proportion (any point shows), green at the top,
    /// yellow from half of it, orange below; nothing to measure is an empty row.
    #[test]
    fn a_share_row_is_five_squares_in_proportion() {
        assert_eq!(row(10, 10), "🟩🟩🟩🟩🟩");
        assert_eq!(row(12, 10), "🟩🟩🟩🟩🟩");
        assert_eq!(row(6, 10), "🟨🟨🟨⬜⬜");
        assert_eq!(row(5, 10), "🟨🟨🟨⬜⬜");
        assert_eq!(row(1, 10), "🟧⬜⬜⬜⬜");
        assert_eq!(row(0, 10), "⬜⬜⬜⬜⬜");
        assert_eq!(row(0, 0), "⬜⬜⬜⬜⬜");
        assert_eq!(row(u32::MAX, u32::MAX), "🟩🟩🟩🟩🟩");
    }
}
