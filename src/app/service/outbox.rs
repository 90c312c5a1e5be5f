//! The outbox's calls: reading and confirming events, the game as an event shows it, and
//! the adapter's failures to deliver.

use super::{normalize, Service};
use crate::app::error::AppError;
use crate::app::event::OutboundEvent;
use crate::app::live::Phase;
use crate::game::Play;
use crate::store::EventId;
use crate::store::{Outbox, Output, Write};
use crate::words::msg;

impl Service {
    /// Pending events, at most `per_channel` of each channel (its oldest) and `limit` in
    /// all, oldest first: what the adapter delivers, one channel independently of the
    /// others. An event whose payload does not parse is given up here (with a log line),
    /// so that it cannot stop the others. With a shard range, the events of this
    /// service's servers only (read so in SQL: others' backlog never fills the page), and
    /// none of a shard whose lock it does not hold now (`held`).
    pub async fn pending_events_per_channel(
        &self,
        per_channel: u32,
        limit: u32,
    ) -> Result<Vec<OutboundEvent>, AppError> {
        if self.outbox_paused() {
            return Ok(Vec::new());
        }
        let store = &self.inner.store;
        let rows = store
            .pending_events_per_channel(self.owner(), per_channel, limit)
            .await?;
        let rows = self.unpaused(rows, |row| row.place.guild);
        let mut events = Vec::with_capacity(rows.len());
        for row in rows {
            let (id, game) = (row.id, row.public_id.clone());
            match OutboundEvent::from_row(row) {
                Ok(event) => events.push(event),
                Err(e) => {
                    tracing::warn!(game, "giving up outbox event {id}: {e}");
                    self.give_up_event(Outbox::Games, id, &e.to_string())
                        .await?;
                }
            }
        }
        Ok(events)
    }

    /// The engine's game as it was after its first `seq` moves (replayed from the stored
    /// log): what an event written at that point shows, whatever happened since.
    pub async fn game_at(&self, game: &str, seq: i64) -> Result<Box<dyn Play>, AppError> {
        let key = normalize(game);
        let store = &self.inner.store;
        let row = store
            .find_game(&key)
            .await?
            .ok_or_else(|| AppError::NoSuchGame(key.clone()))?;
        let mut stored = store
            .load_game(row.id)
            .await?
            .ok_or_else(|| AppError::NoSuchGame(key.clone()))?;
        let len = usize::try_from(seq).unwrap_or(usize::MAX);
        if len > stored.moves.len() {
            return Err(AppError::NotFound(msg!(
                "app-not-that-many-moves",
                game = &key,
                moves = stored.moves.len(),
                asked = seq
            )));
        }
        stored.moves.truncate(len);
        let live = self
            .replay(stored)
            .await
            .map_err(|_| AppError::Broken(key))?;
        match live.phase {
            Phase::Started(game) => Ok(game),
            Phase::Lobby => Err(AppError::NotStarted),
        }
    }

    /// Counts a failed delivery of an event (the reason is kept with it) and gives the
    /// event up once it has failed `tries` times: it is then no longer pending. Returns
    /// whether it was given up.
    pub async fn event_refused(
        &self,
        outbox: Outbox,
        event_id: EventId,
        reason: &str,
        tries: u32,
    ) -> Result<bool, AppError> {
        let out = self
            .inner
            .store
            .write(Write::EventFailed {
                outbox,
                event_id,
                reason: reason.to_owned(),
                give_up_after: tries,
                at: self.inner.clock.now(),
            })
            .await?;
        Ok(out == Output::Changed(true))
    }

    /// Gives an event up at once, recording why: it is no longer pending, and never
    /// delivered. Returns false if it was already delivered or given up.
    pub async fn give_up_event(
        &self,
        outbox: Outbox,
        event_id: EventId,
        reason: &str,
    ) -> Result<bool, AppError> {
        self.event_refused(outbox, event_id, reason, 0).await
    }
}

impl Service {
    /// Events not yet confirmed delivered, oldest first (at most `limit`).
    pub async fn pending_events(&self, limit: u32) -> Result<Vec<OutboundEvent>, AppError> {
        if self.outbox_paused() {
            return Ok(Vec::new());
        }
        let store = &self.inner.store;
        let rows = store.pending_events(self.owner(), limit).await?;
        let rows = self.unpaused(rows, |row| row.place.guild);
        Ok(rows
            .into_iter()
            .map(OutboundEvent::from_row)
            .collect::<Result<_, _>>()?)
    }

    /// Confirms an event delivered; it is not handed out again. Returns false if it was
    /// already confirmed (or does not exist).
    pub async fn mark_delivered(&self, event_id: EventId) -> Result<bool, AppError> {
        self.mark_delivered_as(event_id, None).await
    }

    /// Confirms an event delivered, recording what it became in the adapter's words
    /// (e.g. where it was posted), to be found again with [`Service::receipt`].
    pub async fn mark_delivered_as(
        &self,
        event_id: EventId,
        receipt: Option<String>,
    ) -> Result<bool, AppError> {
        let out = self
            .inner
            .store
            .write(Write::MarkDelivered {
                event_id,
                at: self.inner.clock.now(),
                receipt,
            })
            .await?;
        Ok(out == Output::Changed(true))
    }

    /// The receipt of a delivered event, by its idempotency key (see
    /// [`crate::app::event::turn_key`] for a turn's post).
    pub async fn receipt(&self, key: &str) -> Result<Option<String>, AppError> {
        Ok(self.inner.store.receipt(key).await?)
    }

    /// Changes whenever new events are committed: `changed().await` on it, then read
    /// [`Service::pending_events`].
    pub fn event_signal(&self) -> tokio::sync::watch::Receiver<u64> {
        self.inner.store.event_signal()
    }
}
