//! A server's quiet hours (`/settings quiet:`): set by those who may manage it, kept per
//! server in the store, and held in memory (read once at start) for the games' changes.

use std::sync::Arc;

use super::*;
use crate::app::quiet::Quiet;
use crate::store::QuietWrite;

impl Service {
    /// Sets a server's quiet hours (`window`: "23:00-07:00" and a time zone's IANA name),
    /// or turns them off (`None`), for someone who may manage it: the quiet hours now.
    /// Deadlines already worked out keep their time; the scheduler moves any that falls
    /// inside the window to its end when it comes.
    pub async fn set_quiet(
        &self,
        who: &Actor,
        window: Option<(&str, &str)>,
    ) -> Result<Option<Arc<Quiet>>, AppError> {
        let guild = who
            .guild
            .ok_or(AppError::Said(msg!("app-quiet-server-only")))?;
        if !who.admin {
            return Err(AppError::Refused(msg!("app-quiet-admins-only")));
        }
        let quiet = match window {
            Some((window, zone)) => Some(Arc::new(Quiet::parse(window, zone)?)),
            None => None,
        };
        let write = QuietWrite {
            guild,
            window: quiet.as_ref().map(|q| (q.starts, q.ends, q.zone.clone())),
            at: self.inner.clock.now(),
        };
        self.inner.store.write(Write::Quiet(write)).await?;
        let mut map = lock(&self.inner.quiet);
        match &quiet {
            Some(q) => map.insert(guild, q.clone()),
            None => map.remove(&guild),
        };
        Ok(quiet)
    }

    /// A server's quiet hours, if it has any.
    pub fn quiet_of(&self, guild: GuildId) -> Option<Arc<Quiet>> {
        lock(&self.inner.quiet).get(&guild).cloned()
    }
}

/// Every server's quiet hours, from the store's rows (a row that no longer reads, a time
/// zone this build lacks, is logged and left out: that server has none).
pub(super) fn quiet_map(rows: Vec<crate::store::QuietRow>) -> HashMap<GuildId, Arc<Quiet>> {
    rows.into_iter()
        .filter_map(|row| match Quiet::new(row.starts, row.ends, &row.zone) {
            Ok(q) => Some((row.guild, Arc::new(q))),
            Err(e) => {
                tracing::warn!(guild = row.guild.get(), "unreadable quiet hours: {e}");
                None
            }
        })
        .collect()
}
