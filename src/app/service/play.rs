//! Play: a player's move.

use super::*;

impl Service {
    /// A player's move, typed as the game reads it (Trails of Tucana: `C3-D4`, `skip`,
    /// `undo`, `pass`).
    pub async fn play(
        &self,
        game: &str,
        user: UserId,
        typed: &str,
    ) -> Result<MoveOutcome, AppError> {
        let typed = typed.to_string();
        let played = self
            .on_game(game, move |live, now, users| {
                let (write, outcome) = live.play(user, &typed, now, users)?;
                Ok((Some(write), outcome))
            })
            .await;
        let result = match &played {
            Ok(_) => telemetry::ACCEPTED,
            Err(e) if e.is_transient() => telemetry::FAILED,
            Err(_) => telemetry::REFUSED,
        };
        metrics::counter!(telemetry::MOVES_TOTAL, "result" => result).increment(1);
        played
    }
}
