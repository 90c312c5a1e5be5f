//! Places the bot cannot post in. The adapter says when an event was refused because its
//! place cannot be reached at all (on Discord: the user accepts no direct message from the
//! bot, the bot has no access, the channel is gone); in a direct message, that is final
//! until the user comes back: the place's pending events are given up at once and the
//! place is muted (stored: `store/muted.rs`), so that nothing more is tried there. Any
//! interaction of its user lifts it ([`Service::heard_from`]).

use super::{normalize, Service};
use crate::app::error::AppError;
use crate::app::event::OutboundEvent;
use crate::store::{MuteWrite, Outbox, Output, StoreError, UserId, Write};

impl Service {
    /// An event refused because its place cannot be reached, for `reason`. In a direct
    /// message, every pending event of the place is given up with it and the place is
    /// muted until its user interacts again; elsewhere (a server's channel, which nobody's
    /// interaction brings back) the event alone is given up. Returns how many events were
    /// given up, and whether the place was muted.
    pub async fn place_unreachable(
        &self,
        event: &OutboundEvent,
        reason: &str,
    ) -> Result<(u64, bool), AppError> {
        let store = &self.inner.store;
        // A game in a direct message is its player's own: its host is the place's user.
        let host = match event.place.is_direct() {
            true => store
                .find_game(&normalize(&event.game))
                .await?
                .map(|g| g.host),
            false => None,
        };
        let Some(user) = host else {
            let given_up = self.give_up_event(Outbox::Games, event.id, reason).await?;
            return Ok((u64::from(given_up), false));
        };
        let mute = MuteWrite::Mute {
            event_id: event.id,
            place: event.place,
            user,
            reason: reason.to_owned(),
            at: self.inner.clock.now(),
        };
        match store.write(Write::Mute(mute)).await? {
            Output::Count(n) => Ok((n, true)),
            other => Err(StoreError::Corrupt(format!("muting a place gave {other:?}")).into()),
        }
    }

    /// `user` interacted with the bot (a command, a button, autocomplete): a place of
    /// theirs that was muted is muted no more, and its waiting events go out. One read when
    /// none is (every interaction asks), a write only when one is. Returns whether one was.
    pub async fn heard_from(&self, user: UserId) -> Result<bool, AppError> {
        let store = &self.inner.store;
        if !store.has_muted_place(user).await? {
            return Ok(false);
        }
        let out = store.write(Write::Mute(MuteWrite::Heard { user })).await?;
        Ok(out == Output::Changed(true))
    }
}
