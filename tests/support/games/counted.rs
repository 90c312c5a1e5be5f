//! "Counted" (test-counted): a game of the registry under another id, which counts how
//! often it is set up or replayed from its seed ([`Rules::setup`], [`Rules::replay`]),
//! whoever asks (the service, a view, the adapter's reply), so that a test can say what a
//! call costs in replays. It plays exactly as the game it wraps: every question is passed
//! on, and every game it gives back answers for it ([`Declared::rules`]), so that nothing
//! reaches the wrapped game's own kind behind its back.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::OnceLock;

use tucana::game::{
    tools::Written, About, Applied, Bots, Caption, Declared, Forfeit, FreePace, GameOption, Legal,
    MoveError, Play, Rules, Seat, Shared, Standard, Standing, ToAct, Turn, View,
};
use tucana::words::Msg;

pub const ID: &str = "test-counted";

/// A game of the registry that counts its set-ups and replays.
pub struct Counted {
    inner: &'static dyn Rules,
    about: &'static About,
    replays: AtomicU64,
    /// This kind itself, as its games answer for it.
    me: OnceLock<&'static Counted>,
}

impl Counted {
    /// `inner` (a game of the registry) as a kind of its own, "test-counted", registered
    /// with a service's extra games. Each call makes a new kind with its own count.
    pub fn of(inner: &'static dyn Rules) -> &'static Counted {
        let about = inner.about();
        let about = Box::leak(Box::new(About {
            id: ID,
            name: about.name,
            short_name: about.short_name,
            ruleset: about.ruleset,
            seats: about.seats.clone(),
            choices: about.choices,
            bots: about.bots,
            // The offline tools reach the wrapped game's engine: not through this kind.
            tools: None,
            // Its words are the wrapped game's, in the catalog of every surface already.
            words: &[],
        }));
        let counted: &'static Counted = Box::leak(Box::new(Counted {
            inner,
            about,
            replays: AtomicU64::new(0),
            me: OnceLock::new(),
        }));
        counted.me.get_or_init(|| counted);
        counted
    }

    /// How many games of this kind were set up or replayed from their seeds so far.
    pub fn replays(&self) -> u64 {
        self.replays.load(Ordering::SeqCst)
    }

    /// A game of the wrapped kind, answering for this one.
    fn wrap(&self, game: Box<dyn Play>) -> Box<dyn Play> {
        let of = self.me.get().expect("a kind made by Counted::of");
        Box::new(CountedGame { inner: game, of })
    }
}

impl Rules for Counted {
    fn about(&self) -> &'static About {
        self.about
    }

    fn options(&self, given: &[(&str, &str)]) -> Result<String, Msg> {
        self.inner.options(given)
    }

    fn with_option(&self, options: &str, key: &str, value: &str) -> Result<String, Msg> {
        self.inner.with_option(options, key, value)
    }

    fn game_options(&self) -> Vec<GameOption> {
        self.inner.game_options()
    }

    fn with_pace(&self, options: &str, free: bool) -> Result<String, Msg> {
        self.inner.with_pace(options, free)
    }

    fn describe_options(&self, options: &str) -> Option<Msg> {
        self.inner.describe_options(options)
    }

    fn setup(&self, seed: u64, options: &str, players: usize) -> Result<Box<dyn Play>, Msg> {
        self.replays.fetch_add(1, Ordering::SeqCst);
        let game = self.inner.setup(seed, options, players)?;
        Ok(self.wrap(game))
    }

    fn replay(
        &self,
        seed: u64,
        options: &str,
        players: usize,
        log: &[String],
    ) -> Result<Box<dyn Play>, String> {
        self.replays.fetch_add(1, Ordering::SeqCst);
        let game = self.inner.replay(seed, options, players, log)?;
        Ok(self.wrap(game))
    }

    fn how_to_move(&self) -> Msg {
        self.inner.how_to_move()
    }

    fn timed_out(&self) -> Msg {
        self.inner.timed_out()
    }

    fn no_title(&self) -> Msg {
        self.inner.no_title()
    }

    fn tiebreak_name(&self) -> Option<&'static str> {
        self.inner.tiebreak_name()
    }

    fn rules_in_short(&self) -> Msg {
        self.inner.rules_in_short()
    }

    fn standard_move(&self, which: Standard) -> Option<&'static str> {
        self.inner.standard_move(which)
    }

    fn word(&self, what: &str) -> Msg {
        self.inner.word(what)
    }
}

/// A game of a [`Counted`] kind: the wrapped game's, answering for that kind.
#[derive(Clone)]
pub struct CountedGame {
    inner: Box<dyn Play>,
    of: &'static Counted,
}

impl Declared for CountedGame {
    fn rules(&self) -> &'static dyn Rules {
        self.of
    }

    fn written(&self, names: &[String]) -> Option<Written> {
        self.inner.written(names)
    }

    fn kept_secret(&self) -> Option<&'static str> {
        self.inner.kept_secret()
    }
}

impl Play for CountedGame {
    fn players(&self) -> usize {
        self.inner.players()
    }

    fn log_len(&self) -> usize {
        self.inner.log_len()
    }

    fn log(&self) -> Vec<String> {
        self.inner.log()
    }

    fn turn(&self) -> Turn {
        self.inner.turn()
    }

    fn to_act(&self) -> ToAct {
        self.inner.to_act()
    }

    fn free_pace(&self) -> Option<&dyn FreePace> {
        self.inner.free_pace()
    }

    fn is_finished(&self) -> bool {
        self.inner.is_finished()
    }

    fn has_resigned(&self, seat: Seat) -> bool {
        self.inner.has_resigned(seat)
    }

    fn seat_status(&self, seat: Seat) -> Msg {
        self.inner.seat_status(seat)
    }

    fn parse(&self, seat: Seat, typed: &str) -> Result<String, MoveError> {
        self.inner.parse(seat, typed)
    }

    fn parse_named(&self, seat: Seat, typed: &str, names: &[String]) -> Result<String, MoveError> {
        self.inner.parse_named(seat, typed, names)
    }

    fn apply(&mut self, logged: &str) -> Result<Applied, MoveError> {
        self.inner.apply(logged)
    }

    fn deadline_moves(&self) -> Vec<String> {
        self.inner.deadline_moves()
    }

    fn default_move(&self, seat: Seat) -> Option<String> {
        self.inner.default_move(seat)
    }

    fn resign_move(&self, seat: Seat) -> String {
        self.inner.resign_move(seat)
    }

    fn forfeit(&self, seat: Seat, typed: &str) -> Option<Forfeit> {
        self.inner.forfeit(seat, typed)
    }

    fn mover(&self, logged: &str) -> Option<Seat> {
        self.inner.mover(logged)
    }

    fn public_line(&self, logged: &str) -> Option<Msg> {
        self.inner.public_line(logged)
    }

    fn legal_moves(&self, seat: Seat) -> Vec<Legal> {
        self.inner.legal_moves(seat)
    }

    fn legal_moves_named(&self, seat: Seat, names: &[String]) -> Vec<Legal> {
        self.inner.legal_moves_named(seat, names)
    }

    fn any_legal_move(&self, seat: Seat, pick: u64) -> Option<String> {
        self.inner.any_legal_move(seat, pick)
    }

    fn quick_moves(&self, seat: Seat) -> Vec<Legal> {
        self.inner.quick_moves(seat)
    }

    fn standings(&self) -> Vec<Standing> {
        self.inner.standings()
    }

    fn winners(&self) -> Vec<Seat> {
        self.inner.winners()
    }

    fn headline(&self) -> Option<Msg> {
        self.inner.headline()
    }

    fn picture(&self, view: View, names: &[String], lang: &str) -> Option<Vec<u8>> {
        self.inner.picture(view, names, lang)
    }

    fn own_words(&self, seat: Seat) -> Option<Msg> {
        self.inner.own_words(seat)
    }

    fn replay_view(&self) -> View {
        self.inner.replay_view()
    }

    fn shared(&self, seat: Seat, caption: &Caption<'_>) -> Option<Shared> {
        self.inner.shared(seat, caption)
    }

    fn bots(&self) -> Option<&dyn Bots> {
        self.inner.bots()
    }
}
