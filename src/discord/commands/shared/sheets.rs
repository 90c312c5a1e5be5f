//! A seat's pictures, for the replies of the commands that show them (`/map`, `/move`,
//! `/undo`, ...): its own view, another seat's as it may be seen, and a free-paced
//! game's own turn; each in the reader's language (they are private answers). Each is
//! drawn from the game's view once for its game, log length, view and language, through
//! the service's one picture cache ([`crate::app::pictures`]): a "My map" after a move,
//! or a second look, draws nothing.

use std::sync::Arc;

use crate::app::{GameView, PictureKey, UserId};
use crate::discord::drawing::picture;
use crate::discord::{BotData, Error};
use crate::game::View;
use crate::words::{msg, Msg};

/// The sheet of `user` in the game as its player sees it (with the legal moves if
/// `legal`), private information included: for that player's eyes only. In a free-paced
/// game the cards still on the table are those of the player's own turn, whatever faster
/// players have claimed since.
pub async fn sheet_png(
    data: &BotData,
    view: &Arc<GameView>,
    user: UserId,
    legal: bool,
    lang: &'static str,
) -> Result<Option<Vec<u8>>, Error> {
    let Some(seat) = view.seat_of(user) else {
        return Ok(None);
    };
    let shown = View::Seat { seat, hints: legal };
    let key = PictureKey::new(&view.info.id, view.len, shown, &view.names(), lang);
    let view = Arc::clone(view);
    picture(data, key, move || {
        let game = view.seen_by(user)?;
        game.picture(shown, &view.names(), lang)
    })
    .await
}

/// The sheet of `user` as `viewer` may see it: no private information, and in a
/// free-paced game nothing of turns the viewer has not finished.
pub async fn seen_png(
    data: &BotData,
    view: &Arc<GameView>,
    viewer: UserId,
    user: UserId,
    lang: &'static str,
) -> Result<Option<Vec<u8>>, Error> {
    let Some(seat) = view.seat_of(user) else {
        return Ok(None);
    };
    // A free-paced game is seen as the viewer may see it: the viewer is part of the key.
    let what = format!("{:?}/{:?}", View::Seen { seat }, view.seat_of(viewer));
    let key = PictureKey::of(&view.info.id, view.len, &what, &view.names(), lang);
    let view = Arc::clone(view);
    picture(data, key, move || {
        let game = view.seen_by(viewer)?;
        game.picture(View::Seen { seat }, &view.names(), lang)
    })
    .await
}

/// In a free-paced game, what `user`'s own turn shows them (their cards), for their eyes
/// alone, with their seat. `None` in a game played together, where the turn post shows
/// it to everyone.
pub fn own_turn(view: &GameView, user: UserId) -> Option<(Msg, usize)> {
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
    Some((words, seat))
}

/// The picture of `seat`'s own turn in a free-paced game ([`own_turn`]).
pub async fn own_turn_png(
    data: &BotData,
    view: &Arc<GameView>,
    seat: usize,
    lang: &'static str,
) -> Result<Option<Vec<u8>>, Error> {
    let shown = View::TurnOf { seat };
    let key = PictureKey::new(&view.info.id, view.len, shown, &view.names(), lang);
    let view = Arc::clone(view);
    picture(data, key, move || {
        view.game.as_ref()?.picture(shown, &view.names(), lang)
    })
    .await
}
