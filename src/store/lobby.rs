//! Invitations and rematches (migration 0020): who a lobby is open to, and which game is a
//! finished game's rematch. Both are written with the game they belong to
//! ([`super::Write::CreateWithGuests`]) and never change after.

use super::*;

/// Who is invited to a lobby: a user, or every member of a role of the game's server.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Invitee {
    User(UserId),
    Role(RoleId),
}

impl Invitee {
    fn kind(self) -> &'static str {
        match self {
            Invitee::User(_) => "user",
            Invitee::Role(_) => "role",
        }
    }

    fn target(self) -> u64 {
        match self {
            Invitee::User(u) => u.get(),
            Invitee::Role(r) => r.get(),
        }
    }
}

/// What a game is created with besides itself: its invitations (none: open to everyone)
/// and the finished game it is the rematch of.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Guests {
    pub invited: Vec<Invitee>,
    pub rematch_of: Option<GameKey>,
}

impl Guests {
    /// Whether there is nothing to write beside the game.
    pub fn is_empty(&self) -> bool {
        self.invited.is_empty() && self.rematch_of.is_none()
    }
}

/// Writes a new game's guests (the game itself is written by the caller, in the same
/// transaction). A second rematch of the same game is [`StoreError::Duplicate`].
pub(super) async fn write_guests(
    conn: &mut AnyConnection,
    game: GameKey,
    guests: &Guests,
) -> Result<(), StoreError> {
    let mut invited = guests.invited.clone();
    invited.sort_by_key(|i| (i.kind(), i.target()));
    invited.dedup();
    for invitee in invited {
        sqlx::query("INSERT INTO game_invites (game_id, kind, target_id) VALUES ($1, $2, $3)")
            .bind(game)
            .bind(invitee.kind())
            .bind(to_db(invitee.target()))
            .execute(&mut *conn)
            .await?;
    }
    if let Some(previous) = guests.rematch_of {
        // A rematch that was cancelled (or expired) unplayed no longer stands in the way of
        // another; one still open or played does (the insert below then fails).
        sqlx::query(
            "DELETE FROM rematches WHERE game_id = $1 AND rematch_id IN \
             (SELECT id FROM games WHERE status = 'cancelled' AND started_at IS NULL)",
        )
        .bind(previous)
        .execute(&mut *conn)
        .await?;
        let linked = sqlx::query("INSERT INTO rematches (game_id, rematch_id) VALUES ($1, $2)")
            .bind(previous)
            .bind(game)
            .execute(&mut *conn)
            .await;
        match linked {
            Ok(_) => {}
            Err(sqlx::Error::Database(e)) if e.is_unique_violation() => {
                return Err(StoreError::Duplicate(format!(
                    "the rematch of game {}",
                    previous.0
                )))
            }
            Err(e) => return Err(e.into()),
        }
    }
    Ok(())
}

impl Store {
    /// The users and roles invited to a game (by public id); empty: open to everyone.
    pub async fn invitees(&self, public_id: &str) -> Result<Vec<Invitee>, StoreError> {
        let rows: Vec<(String, i64)> = sqlx::query_as(
            "SELECT i.kind, i.target_id FROM game_invites i JOIN games g ON g.id = i.game_id \
             WHERE g.public_id = $1 ORDER BY i.kind DESC, i.target_id",
        )
        .bind(public_id)
        .fetch_all(&self.inner.read)
        .await?;
        rows.into_iter()
            .map(|(kind, id)| {
                let id = from_db(id);
                match kind.as_str() {
                    "user" => Ok(Invitee::User(UserId(id))),
                    "role" => Ok(Invitee::Role(RoleId(id))),
                    other => Err(StoreError::Corrupt(format!("invitee kind {other:?}"))),
                }
            })
            .collect()
    }

    /// The public id of the rematch of a finished game (by internal id), if one was opened
    /// and not cancelled (or expired) before it started.
    pub async fn rematch_of(&self, game: GameKey) -> Result<Option<String>, StoreError> {
        Ok(sqlx::query_scalar(
            "SELECT g.public_id FROM rematches r JOIN games g ON g.id = r.rematch_id \
             WHERE r.game_id = $1 AND NOT (g.status = 'cancelled' AND g.started_at IS NULL)",
        )
        .bind(game)
        .fetch_optional(&self.inner.read)
        .await?)
    }

    /// The public id of the game a game (by public id) is the rematch of, if it is one.
    pub async fn rematch_source(&self, public_id: &str) -> Result<Option<String>, StoreError> {
        Ok(sqlx::query_scalar(
            "SELECT p.public_id FROM rematches r JOIN games g ON g.id = r.rematch_id \
             JOIN games p ON p.id = r.game_id WHERE g.public_id = $1",
        )
        .bind(public_id)
        .fetch_optional(&self.inner.read)
        .await?)
    }

    /// Whether a game (by internal id) belongs to a league.
    pub async fn in_league(&self, game: GameKey) -> Result<bool, StoreError> {
        let n: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM league_games WHERE game_id = $1")
            .bind(game)
            .fetch_one(&self.inner.read)
            .await?;
        Ok(n > 0)
    }
}
