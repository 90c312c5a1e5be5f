//! Play: a player's move. A move from the adapter finds its game from the games' rows, then
//! checks the caller, plays and builds the reply's view under one take of the game's lock,
//! with one clone of the game (the view's).

use super::*;
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
        self.play_checked(actor, game, typed, false).await
    }

    /// [`Service::play_as`]; on a `guessed` game, a move that gives something up for good
    /// ([`crate::game::Play::forfeit`]: a pass, a resignation) is refused: as `/pass` and
    /// `/game leave`, it must name its game.
    async fn play_checked(
        &self,
        actor: &Actor,
        game: &str,
        typed: &str,
        guessed: bool,
    ) -> Result<(MoveOutcome, GameView), AppError> {
        let key = normalize(game);
        if !lock(&self.inner.games).contains_key(&key) {
            // Not live here: refused as a view of it would be (another server's game,
            // someone else's solo game), else as a move on it (over, broken, unknown).
            self.game_for(actor, game).await?;
        }
        let (actor, typed, svc) = (actor.clone(), typed.to_string(), self.clone());
        counted(
            self.on_game(game, move |live, now, users| {
                check_live(&actor, live)?;
                if guessed && live.forfeit(actor.user, &typed).is_some() {
                    return Err(name_the_game("that move cannot be taken back: "));
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
        let (game, guessed) = self.locate(actor, here, named, guess).await?;
        self.play_checked(actor, &game, typed, guessed).await
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
