//! Reading games: the live ones at start, one by id or public id, those of a place or a
//! user, and counts.

use super::*;

impl Store {
    /// Every game in the lobby or active, with players and logs, read in one snapshot;
    /// fails if one cannot be read.
    pub async fn load_live_games(&self) -> Result<Vec<StoredGame>, StoreError> {
        let mut out = Vec::new();
        let mut bad = None;
        self.for_each_live_game(|g| match g {
            Ok(g) => out.push(g),
            Err(u) => bad = bad.take().or(Some(u)),
        })
        .await?;
        match bad {
            Some(u) => Err(StoreError::Corrupt(format!(
                "game {}: {}",
                u.public_id, u.why
            ))),
            None => Ok(out),
        }
    }

    /// Hands every game in the lobby or active (and not set aside as broken), with
    /// players and logs, to `f`, in id order, read in one snapshot but a page of games at
    /// a time, so that loading ten thousand games never holds all their rows at once. A
    /// game whose rows cannot be read comes as an [`UnreadableGame`], so that one bad game
    /// never stops the others from loading.
    pub async fn for_each_live_game(
        &self,
        mut f: impl FnMut(Result<StoredGame, UnreadableGame>),
    ) -> Result<(), StoreError> {
        const PAGE: i64 = 256;
        let mut tx = self.snapshot().await?;
        let mut after = GameKey(0);
        loop {
            let games = sqlx::query(&format!(
                "SELECT {GAME_COLUMNS} FROM games g \
                 WHERE g.status IN ('lobby', 'active') AND g.broken IS NULL AND g.id > $1 \
                 ORDER BY g.id LIMIT $2"
            ))
            .bind(after)
            .bind(PAGE)
            .fetch_all(&mut *tx)
            .await?;
            let Some(last) = games.last() else {
                break;
            };
            let last = game_id_of(last, "id")?;
            let players = sqlx::query(
                "SELECT p.game_id, p.user_id, p.name, p.join_order, p.seat, p.joined_at, \
                 p.bot, p.hints, p.hinted_at, p.turn_started_at, p.deadline_at, p.reminder_at, \
                 p.bank_from, p.bank_left FROM players p JOIN games g ON g.id = p.game_id \
                 WHERE g.status IN ('lobby', 'active') AND p.game_id > $1 AND p.game_id <= $2 \
                 ORDER BY p.game_id, p.join_order",
            )
            .bind(after)
            .bind(last)
            .fetch_all(&mut *tx)
            .await?;
            let moves = sqlx::query(
                "SELECT m.game_id, m.seq, m.move, m.user_id, m.at \
                 FROM moves m JOIN games g ON g.id = m.game_id \
                 WHERE g.status = 'active' AND m.game_id > $1 AND m.game_id <= $2 \
                 ORDER BY m.game_id, m.seq",
            )
            .bind(after)
            .bind(last)
            .fetch_all(&mut *tx)
            .await?;
            for game in assemble(games, players, moves)? {
                f(game);
            }
            after = last;
        }
        tx.commit().await?;
        Ok(())
    }

    /// One game by its internal id, whatever its status.
    pub async fn load_game(&self, id: GameKey) -> Result<Option<StoredGame>, StoreError> {
        let mut tx = self.snapshot().await?;
        let Some(game) = sqlx::query(&format!(
            "SELECT {GAME_COLUMNS} FROM games g WHERE g.id = $1"
        ))
        .bind(id)
        .fetch_optional(&mut *tx)
        .await?
        else {
            return Ok(None);
        };
        let players = sqlx::query(
            "SELECT p.game_id, p.user_id, p.name, p.join_order, p.seat, p.joined_at, \
             p.bot, p.hints, p.hinted_at, p.turn_started_at, p.deadline_at, p.reminder_at, \
             p.bank_from, p.bank_left FROM players p WHERE p.game_id = $1 ORDER BY p.join_order",
        )
        .bind(id)
        .fetch_all(&mut *tx)
        .await?;
        let moves = sqlx::query(
            "SELECT m.game_id, m.seq, m.move, m.user_id, m.at FROM moves m \
             WHERE m.game_id = $1 ORDER BY m.seq",
        )
        .bind(id)
        .fetch_all(&mut *tx)
        .await?;
        tx.commit().await?;
        match assemble(vec![game], players, moves)?.pop() {
            Some(Ok(g)) => Ok(Some(g)),
            Some(Err(u)) => Err(StoreError::Corrupt(format!(
                "game {}: {}",
                u.public_id, u.why
            ))),
            None => Ok(None),
        }
    }

    /// The games set aside as broken (public id, why), oldest first.
    pub async fn broken_games(&self) -> Result<Vec<(String, String)>, StoreError> {
        Ok(sqlx::query_as(
            "SELECT public_id, broken FROM games WHERE broken IS NOT NULL ORDER BY id",
        )
        .fetch_all(&self.inner.read)
        .await?)
    }

    /// Where the adapter posted a game's lobby message (see [`Write::SetLobbyPost`]).
    pub async fn lobby_post(&self, public_id: &str) -> Result<Option<String>, StoreError> {
        let row: Option<(Option<String>,)> =
            sqlx::query_as("SELECT lobby_post FROM games WHERE public_id = $1")
                .bind(public_id)
                .fetch_optional(&self.inner.read)
                .await?;
        Ok(row.and_then(|(p,)| p))
    }

    /// The public ids of the open lobbies a user hosts, oldest first.
    pub async fn lobbies_hosted(&self, user: UserId) -> Result<Vec<String>, StoreError> {
        Ok(sqlx::query_scalar(
            "SELECT public_id FROM games WHERE host_id = $1 AND status = 'lobby' \
             AND broken IS NULL ORDER BY id",
        )
        .bind(to_db(user))
        .fetch_all(&self.inner.read)
        .await?)
    }

    /// The public ids of a user's live solo games (self-paced, not daily attempts), oldest
    /// first.
    pub async fn live_solo_games(&self, user: UserId) -> Result<Vec<String>, StoreError> {
        Ok(sqlx::query_scalar(
            "SELECT g.public_id FROM games g WHERE g.host_id = $1 \
             AND g.status IN ('lobby', 'active') AND g.self_paced = 1 AND g.broken IS NULL \
             AND NOT EXISTS (SELECT 1 FROM daily_attempts a WHERE a.game_id = g.id) \
             ORDER BY g.id",
        )
        .bind(to_db(user))
        .fetch_all(&self.inner.read)
        .await?)
    }

    /// The public ids of the started games a user hosts and is playing (lobbies, solo
    /// games and daily attempts aside), oldest first.
    pub async fn games_hosted(&self, user: UserId) -> Result<Vec<String>, StoreError> {
        Ok(sqlx::query_scalar(
            "SELECT public_id FROM games WHERE host_id = $1 AND status = 'active' \
             AND self_paced = 0 AND broken IS NULL ORDER BY id",
        )
        .bind(to_db(user))
        .fetch_all(&self.inner.read)
        .await?)
    }

    /// How many games (self-paced ones aside) a user started as their host at `since` or
    /// later, whatever became of them.
    pub async fn games_started_since(&self, user: UserId, since: i64) -> Result<usize, StoreError> {
        let n: i64 = sqlx::query_scalar(
            "SELECT COUNT(*) FROM games WHERE host_id = $1 AND self_paced = 0 \
             AND started_at >= $2",
        )
        .bind(to_db(user))
        .bind(since)
        .fetch_one(&self.inner.read)
        .await?;
        Ok(n.max(0) as usize)
    }

    /// How many computer players are seated in the live games (lobbies and started) a
    /// user hosts.
    pub async fn bots_hosted(&self, user: UserId) -> Result<usize, StoreError> {
        let n: i64 = sqlx::query_scalar(
            "SELECT COUNT(*) FROM players p JOIN games g ON g.id = p.game_id \
             WHERE g.host_id = $1 AND g.status IN ('lobby', 'active') AND g.broken IS NULL \
             AND p.bot IS NOT NULL",
        )
        .bind(to_db(user))
        .fetch_one(&self.inner.read)
        .await?;
        Ok(n.max(0) as usize)
    }

    /// A game by its public id, whatever its status.
    pub async fn find_game(&self, public_id: &str) -> Result<Option<GameRow>, StoreError> {
        Ok(sqlx::query_as(&format!(
            "SELECT {GAME_COLUMNS} FROM games g WHERE g.public_id = $1"
        ))
        .bind(public_id)
        .fetch_optional(&self.inner.read)
        .await?)
    }

    /// The payloads of a game's events of one kind (by public id), oldest first: what the
    /// service counts (the deadlines a player missed).
    pub async fn event_payloads(
        &self,
        public_id: &str,
        kind: &str,
    ) -> Result<Vec<String>, StoreError> {
        // A game's events are found by their keys, which start with `<public id>:` (the
        // range of the keys' unique index; events have no index by game).
        Ok(sqlx::query_scalar(
            "SELECT payload FROM events WHERE idem_key >= $1 AND idem_key < $2 AND kind = $3 \
             ORDER BY id",
        )
        .bind(format!("{public_id}:"))
        .bind(format!("{public_id};"))
        .bind(kind)
        .fetch_all(&self.inner.read)
        .await?)
    }

    /// The games of a place, newest first, whatever their status.
    pub async fn games_in_place(&self, place: Place) -> Result<Vec<GameRow>, StoreError> {
        Ok(sqlx::query_as(&format!(
            "SELECT {GAME_COLUMNS} FROM games g WHERE g.guild_id = $1 AND g.channel_id = $2 \
             ORDER BY g.id DESC"
        ))
        .bind(to_db(place.guild))
        .bind(to_db(place.channel))
        .fetch_all(&self.inner.read)
        .await?)
    }

    /// Whether a user plays in a game (one of its players), from its rows alone.
    pub async fn plays_in(&self, game: GameKey, user: UserId) -> Result<bool, StoreError> {
        let count: i64 =
            sqlx::query_scalar("SELECT COUNT(*) FROM players WHERE game_id = $1 AND user_id = $2")
                .bind(game)
                .bind(to_db(user))
                .fetch_one(&self.inner.read)
                .await?;
        Ok(count > 0)
    }

    /// The public ids of the active games a user plays in.
    pub async fn active_games_of_user(&self, user: UserId) -> Result<Vec<String>, StoreError> {
        Ok(sqlx::query_scalar(
            "SELECT g.public_id FROM players p JOIN games g ON g.id = p.game_id \
             WHERE p.user_id = $1 AND g.status = 'active' AND g.broken IS NULL ORDER BY g.id",
        )
        .bind(to_db(user))
        .fetch_all(&self.inner.read)
        .await?)
    }

    /// How many games there are in each status (for figures and tests).
    pub async fn count_games(&self, status: GameStatus) -> Result<i64, StoreError> {
        Ok(
            sqlx::query_scalar("SELECT COUNT(*) FROM games WHERE status = $1")
                .bind(status.as_str())
                .fetch_one(&self.inner.read)
                .await?,
        )
    }
}

/// Groups player and move rows (sorted by game id) under their games, checking that every
/// log is complete. A game whose rows cannot be read, or whose log is incomplete, is an
/// [`UnreadableGame`] and leaves the others alone.
fn assemble(
    games: Vec<AnyRow>,
    players: Vec<AnyRow>,
    moves: Vec<AnyRow>,
) -> Result<Vec<Result<StoredGame, UnreadableGame>>, StoreError> {
    let mut out = Vec::with_capacity(games.len());
    let mut ids = Vec::with_capacity(games.len());
    for r in &games {
        let id = game_id_of(r, "id")?;
        let public_id = r
            .try_get::<String, _>("public_id")
            .unwrap_or_else(|_| format!("#{id}"));
        ids.push(id);
        out.push(
            GameRow::from_row(r)
                .map(|game| StoredGame {
                    game,
                    players: Vec::new(),
                    moves: Vec::new(),
                })
                .map_err(|e| UnreadableGame {
                    id,
                    public_id,
                    why: StoreError::from(e).to_string(),
                }),
        );
    }
    let index = |id: GameKey| ids.binary_search(&id).ok();
    let unreadable = |g: &mut Result<StoredGame, UnreadableGame>, why: String| {
        if let Ok(ok) = g {
            *g = Err(UnreadableGame {
                id: ok.game.id,
                public_id: ok.game.public_id.clone(),
                why,
            });
        }
    };
    for r in &players {
        let Some(i) = index(game_id_of(r, "game_id")?) else {
            continue;
        };
        match PlayerRow::from_row(r).map_err(StoreError::from) {
            Ok(p) => {
                if let Ok(g) = &mut out[i] {
                    g.players.push(p);
                }
            }
            Err(e) => unreadable(&mut out[i], format!("a player row: {e}")),
        }
    }
    for r in &moves {
        let Some(i) = index(game_id_of(r, "game_id")?) else {
            continue;
        };
        match MoveRow::from_row(r).map_err(StoreError::from) {
            Ok(m) => {
                if let Ok(g) = &mut out[i] {
                    g.moves.push(m);
                }
            }
            Err(e) => unreadable(&mut out[i], format!("a move row: {e}")),
        }
    }
    for g in &mut out {
        let Ok(ok) = g else { continue };
        let complete = ok.moves.iter().enumerate().all(|(i, m)| m.seq == i as i64)
            && (ok.game.status == GameStatus::Lobby || ok.moves.len() as i64 == ok.game.move_count);
        if !complete {
            let why = format!(
                "{} moves stored but the game counts {}",
                ok.moves.len(),
                ok.game.move_count
            );
            unreadable(g, why);
        }
    }
    Ok(out)
}

/// The game id (in column `col`) of a row that [`assemble`] files under its game, read on
/// its own so that a bad column elsewhere in the row spoils only that game.
fn game_id_of(r: &AnyRow, col: &str) -> Result<GameKey, StoreError> {
    Ok(r.try_get(col)?)
}
