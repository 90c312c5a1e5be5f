//! A seat's pictures, for the replies of the commands that show them (`/map`, `/move`,
//! `/undo`, ...): its own view, another seat's as it may be seen, and a free-paced
//! game's own turn; each in the reader's language (they are private answers).

use crate::app::{GameView, UserId};
use crate::game::View;
use crate::words::{msg, Msg};

/// The sheet of `user` in the game as its player sees it (with the legal moves if
/// `legal`), private information included: for that player's eyes only. In a free-paced
/// game the cards still on the table are those of the player's own turn, whatever faster
/// players have claimed since.
pub fn sheet_png(view: &GameView, user: UserId, legal: bool, lang: &str) -> Option<Vec<u8>> {
    let seat = view.seat_of(user)?;
    let game = view.seen_by(user)?;
    game.picture(View::Seat { seat, hints: legal }, &view.names(), lang)
}

/// The sheet of `user` as `viewer` may see it: no private information, and in a
/// free-paced game nothing of turns the viewer has not finished.
pub fn seen_png(view: &GameView, viewer: UserId, user: UserId, lang: &str) -> Option<Vec<u8>> {
    let seat = view.seat_of(user)?;
    let game = view.seen_by(viewer)?;
    game.picture(View::Seen { seat }, &view.names(), lang)
}

/// In a free-paced game, `user`'s own turn: what it shows them and its picture (their
/// cards), for their eyes alone. `None` in a game played together, where the turn post
/// shows it to everyone.
pub fn own_turn(view: &GameView, user: UserId, lang: &str) -> Option<(Msg, Option<Vec<u8>>)> {
    let seat = view.seat_of(user)?;
    let game = view.game.as_ref().filter(|g| g.is_free_paced())?;
    if !game.to_act().includes(seat) {
        return None;
    }
    let words = msg!(
        "own-turn",
        progress = game.progress(seat)?,
        headline = game.seat_headline(seat)?
    );
    Some((
        words,
        game.picture(View::TurnOf { seat }, &view.names(), lang),
    ))
}
