//! Play: a player's move. A move from the adapter finds its game from the games' rows, then
//! checks the caller, plays and builds the reply's view under one take of the game's lock,
//! with one clone of the game (the view's).

use super::*;
use crate::game::{Rules, Standard};
use crate::words::{Msg, LANGUAGES};
use authority::{check_live, name_the_game};

impl Service {
    /// A player's move, typed as the game reads it (Trails of Tucana: `C3-D4`, `skip`,
    /// `undo`, `pass`). Unchecked: for the tools and the tests ([`Service::play_as`] checks
    /// the caller).
    pub async fn play(
        &self,
        game: &str,
        user: UserId,
        typed: &str,
    ) -> Result<MoveOutcome, AppError> {
        let typed = typed.to_string();
        self.bots_first(game).await;
        counted(
            self.on_game(game, move |live, now, users| {
                let (write, outcome) = live.play(user, &typed, now, users)?;
                Ok((Some(write), outcome))
            })
            .await,
        )
    }

    /// A move by `actor` in `game` (a public id), with the game's view after it (for the
    /// reply's pictures). The caller is checked as [`Service::game_for`] checks them, then
    /// the move is played and the view built, all under one take of the game's lock.
    pub async fn play_as(
        &self,
        actor: &Actor,
        game: &str,
        typed: &str,
    ) -> Result<(MoveOutcome, GameView), AppError> {
        let typed = Typed::Text(typed.to_owned());
        self.play_checked(actor, game, typed, false).await
    }

    /// [`Service::play_as`]; on a `guessed` game, a move that gives something up for good
    /// ([`crate::game::Play::forfeit`]: a pass, a resignation) is refused: as `/pass` and
    /// `/game leave`, it must name its game.
    async fn play_checked(
        &self,
        actor: &Actor,
        game: &str,
        typed: Typed,
        guessed: bool,
    ) -> Result<(MoveOutcome, GameView), AppError> {
        let key = normalize(game);
        if !lock(&self.inner.games).contains_key(&key) {
            // Not live here: refused as a view of it would be (another server's game,
            // someone else's solo game), else as a move on it (over, broken, unknown).
            self.game_for(actor, game).await?;
        }
        self.bots_first(&key).await;
        let (actor, svc) = (actor.clone(), self.clone());
        counted(
            self.on_game(game, move |live, now, users| {
                check_live(&actor, live)?;
                let typed = typed.spelled(live.rules)?;
                if guessed && live.forfeit(actor.user, &typed).is_some() {
                    return Err(name_the_game("app-name-the-game-undo"));
                }
                let (write, outcome) = live.play(actor.user, &typed, now, users)?;
                Ok((Some(write), (outcome, svc.view_of(&key, live))))
            })
            .await,
        )
    }

    /// A move in the game a call is about, found as [`Service::find_game`] finds it (the
    /// place's game, the named one, or as `guess` says) but from the games' rows alone, then
    /// played as [`Service::play_as`] plays it.
    pub async fn play_found(
        &self,
        actor: &Actor,
        here: Option<Place>,
        named: Option<&str>,
        guess: Guess,
        typed: &str,
    ) -> Result<(MoveOutcome, GameView), AppError> {
        self.play_found_in(actor, here, named, guess, typed, LANGUAGES[0])
            .await
    }

    /// [`Service::play_found`] with the move typed in `lang`'s words (a language of
    /// [`crate::words::LANGUAGES`], or a Discord locale it serves): the game's notation
    /// reads, and so do the language's words for it ([`crate::game::typed`]).
    pub async fn play_found_in(
        &self,
        actor: &Actor,
        here: Option<Place>,
        named: Option<&str>,
        guess: Guess,
        typed: &str,
        lang: &str,
    ) -> Result<(MoveOutcome, GameView), AppError> {
        let (game, guessed) = self.locate(actor, here, named, guess).await?;
        let typed = Typed::Words(typed.to_owned(), lang.to_owned());
        self.play_checked(actor, &game, typed, guessed).await
    }

    /// `/undo` or `/pass` ([`Standard`]) in the game a call is about, found as
    /// [`Service::play_found`] finds it: the move as the game spells it, played as a typed
    /// one; in a game without such a move, refused in one line that says so.
    pub async fn play_standard(
        &self,
        actor: &Actor,
        here: Option<Place>,
        named: Option<&str>,
        guess: Guess,
        which: Standard,
    ) -> Result<(MoveOutcome, GameView), AppError> {
        let (game, guessed) = self.locate(actor, here, named, guess).await?;
        self.play_checked(actor, &game, Typed::Standard(which), guessed)
            .await
    }
}

/// A move as a command gives it: typed, or one of the generic commands' moves, spelled by
/// the game once its game is at hand.
enum Typed {
    Text(String),
    /// Typed in a language's words (its tag), read into the notation first.
    Words(String, String),
    Standard(Standard),
}

impl Typed {
    /// The move as `rules` reads it; a [`Standard`] move the game does not have is refused.
    fn spelled(&self, rules: &'static dyn Rules) -> Result<String, AppError> {
        match self {
            Typed::Text(text) => Ok(text.clone()),
            Typed::Words(text, lang) => Ok(crate::game::typed::in_notation(rules, lang, text)),
            Typed::Standard(which) => {
                rules
                    .standard_move(*which)
                    .map(str::to_owned)
                    .ok_or_else(|| {
                        AppError::Said(Msg::new(which.missing_key()).with("game", rules.name()))
                    })
            }
        }
    }
}

/// Counts a move accepted, refused, or failed (for the operator's figures).
fn counted<T>(played: Result<T, AppError>) -> Result<T, AppError> {
    let result = match &played {
        Ok(_) => telemetry::ACCEPTED,
        Err(e) if e.is_transient() => telemetry::FAILED,
        Err(_) => telemetry::REFUSED,
    };
    metrics::counter!(telemetry::MOVES_TOTAL, "result" => result).increment(1);
    played
}
