//! A server's quiet hours (migration 0021, `/settings quiet:`): a daily window in a time
//! zone during which no deadline falls and no reminder goes out. The store keeps the
//! window as its admins set it; what it means for a deadline is the service's
//! (`app::quiet`).

use super::*;

/// A server's quiet hours: minutes from midnight in `zone` (an IANA name).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct QuietRow {
    pub guild: GuildId,
    pub starts: u16,
    pub ends: u16,
    pub zone: String,
}

/// Sets a server's quiet hours, or (`window: None`) turns them off.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct QuietWrite {
    pub guild: GuildId,
    pub window: Option<(u16, u16, String)>,
    pub at: Millis,
}

/// Runs a quiet-hours write in the writer's transaction.
pub(super) async fn exec(conn: &mut AnyConnection, w: &QuietWrite) -> Result<Output, StoreError> {
    match &w.window {
        Some((starts, ends, zone)) => {
            sqlx::query(
                "INSERT INTO quiet_hours (guild_id, starts, ends, zone, changed_at) \
                 VALUES ($1, $2, $3, $4, $5) ON CONFLICT (guild_id) DO UPDATE SET \
                 starts = excluded.starts, ends = excluded.ends, zone = excluded.zone, \
                 changed_at = excluded.changed_at",
            )
            .bind(to_db(w.guild))
            .bind(i64::from(*starts))
            .bind(i64::from(*ends))
            .bind(zone)
            .bind(w.at)
            .execute(&mut *conn)
            .await?;
        }
        None => {
            sqlx::query("DELETE FROM quiet_hours WHERE guild_id = $1")
                .bind(to_db(w.guild))
                .execute(&mut *conn)
                .await?;
        }
    }
    Ok(Output::Done)
}

impl Store {
    /// Every server's quiet hours (one row per server that set them: read once, at start).
    pub async fn quiet_hours(&self) -> Result<Vec<QuietRow>, StoreError> {
        let rows: Vec<(i64, i64, i64, String)> =
            sqlx::query_as("SELECT guild_id, starts, ends, zone FROM quiet_hours")
                .fetch_all(&self.inner.read)
                .await?;
        Ok(rows
            .into_iter()
            .map(|(guild, starts, ends, zone)| QuietRow {
                guild: GuildId(from_db(guild)),
                starts: u16::try_from(starts).unwrap_or(0),
                ends: u16::try_from(ends).unwrap_or(0),
                zone,
            })
            .collect())
    }
}
