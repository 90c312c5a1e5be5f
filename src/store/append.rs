//! A group of appends (the bulk of the writer's traffic: moves) written with a few
//! statements, whatever their number: the writer's transaction hands them here.

use sqlx::AnyConnection;

use super::*;

/// Writes a group of appends with a few statements, whatever their number: the rows go in
/// as one JSON array each, unpacked by the database (`json_each` in SQLite,
/// `jsonb_array_elements` in PostgreSQL). Each game's row must have exactly the log length
/// its append follows; if any does not, the whole group fails (and the writer retries its
/// writes one by one, which finds the culprit).
///
/// In SQLite the statements share query strings, two round trips to its thread for the
/// whole group, the transaction's `BEGIN` and `COMMIT` included (sqlx runs the statements
/// of one query string in one go). PostgreSQL takes one statement per query with
/// parameters, so there each is its own round trip. (The `+` before `games.status` keeps
/// SQLite from scanning the live games by status: each row is found by its id.)
macro_rules! sqlite_update_games {
    () => {
        "UPDATE games SET move_count = j.value ->> 1, status = j.value ->> 2, \
         turn_started_at = j.value ->> 3, deadline_at = j.value ->> 4, \
         reminder_at = j.value ->> 5, ended_at = COALESCE(games.ended_at, j.value ->> 6), \
         touched_at = MAX(games.touched_at, j.value ->> 8), bank_from = j.value ->> 9 \
         FROM json_each($1) AS j \
         WHERE games.id = j.value ->> 0 AND games.move_count = j.value ->> 7 \
         AND +games.status IN ('lobby', 'active')"
    };
}

/// The game rows of a group of appends, from a JSON array (alone: for the query plan test).
#[cfg(test)]
pub(super) const UPDATE_GAMES: &str = sqlite_update_games!();
const UPDATE_GAMES_COUNT: &str = concat!(sqlite_update_games!(), "; SELECT changes() AS n");
const BEGIN_UPDATE_GAMES_COUNT: &str = concat!(
    "BEGIN IMMEDIATE; ",
    sqlite_update_games!(),
    "; SELECT changes() AS n"
);
/// The moves and events of a group of appends, from two JSON arrays, and the commit. (The
/// WHERE is what SQLite asks of an INSERT ... SELECT with an upsert clause.)
const INSERT_ROWS_COMMIT: &str = "INSERT INTO moves (game_id, seq, move, user_id, at) \
     SELECT value ->> 0, value ->> 1, value ->> 2, value ->> 3, value ->> 4 \
     FROM json_each($1) ORDER BY key; \
     INSERT INTO events (game_id, kind, idem_key, payload, created_at, seq) \
     SELECT value ->> 0, value ->> 1, value ->> 2, value ->> 3, value ->> 4, value ->> 5 \
     FROM json_each($2) WHERE true ORDER BY key \
     ON CONFLICT (idem_key) DO NOTHING; \
     COMMIT";
const SQLITE_UPDATE_SEATS: &str = "UPDATE players SET turn_started_at = j.value ->> 2, \
     deadline_at = j.value ->> 3, reminder_at = j.value ->> 4, bank_from = j.value ->> 5, \
     bank_left = j.value ->> 6 FROM json_each($1) AS j \
     WHERE players.game_id = j.value ->> 0 AND players.user_id = j.value ->> 1";
const SQLITE_UPDATE_RESULTS: &str = "UPDATE daily_attempts SET finished_at = j.value ->> 1, \
     total = j.value ->> 2, bonus = j.value ->> 3, title = j.value ->> 4 \
     FROM json_each($1) AS j WHERE daily_attempts.game_id = j.value ->> 0";

/// The same statements for PostgreSQL, whose `->>` gives text (cast back to numbers).
const PG_UPDATE_GAMES: &str = "UPDATE games SET move_count = (j.value ->> 1)::bigint, \
     status = j.value ->> 2, turn_started_at = (j.value ->> 3)::bigint, \
     deadline_at = (j.value ->> 4)::bigint, reminder_at = (j.value ->> 5)::bigint, \
     ended_at = COALESCE(games.ended_at, (j.value ->> 6)::bigint), \
     touched_at = GREATEST(games.touched_at, (j.value ->> 8)::bigint), \
     bank_from = (j.value ->> 9)::bigint \
     FROM jsonb_array_elements($1::jsonb) AS j(value) \
     WHERE games.id = (j.value ->> 0)::bigint AND games.move_count = (j.value ->> 7)::bigint \
     AND games.status IN ('lobby', 'active')";
const PG_INSERT_MOVES: &str = "INSERT INTO moves (game_id, seq, move, user_id, at) \
     SELECT (value ->> 0)::bigint, (value ->> 1)::bigint, value ->> 2, \
     (value ->> 3)::bigint, (value ->> 4)::bigint \
     FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS j(value, n) ORDER BY n";
const PG_INSERT_EVENTS: &str =
    "INSERT INTO events (game_id, kind, idem_key, payload, created_at, seq) \
     SELECT (value ->> 0)::bigint, value ->> 1, value ->> 2, value ->> 3, \
     (value ->> 4)::bigint, (value ->> 5)::bigint \
     FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS j(value, n) ORDER BY n \
     ON CONFLICT (idem_key) DO NOTHING";
const PG_UPDATE_SEATS: &str = "UPDATE players SET turn_started_at = (j.value ->> 2)::bigint, \
     deadline_at = (j.value ->> 3)::bigint, reminder_at = (j.value ->> 4)::bigint, \
     bank_from = (j.value ->> 5)::bigint, bank_left = (j.value ->> 6)::bigint \
     FROM jsonb_array_elements($1::jsonb) AS j(value) \
     WHERE players.game_id = (j.value ->> 0)::bigint AND players.user_id = (j.value ->> 1)::bigint";
const PG_UPDATE_RESULTS: &str = "UPDATE daily_attempts SET finished_at = (j.value ->> 1)::bigint, \
     total = (j.value ->> 2)::bigint, bonus = (j.value ->> 3)::bigint, title = j.value ->> 4 \
     FROM jsonb_array_elements($1::jsonb) AS j(value) \
     WHERE daily_attempts.game_id = (j.value ->> 0)::bigint";

pub(super) async fn append_all(
    conn: &mut AnyConnection,
    appends: &[&Append],
    begun: bool,
) -> Result<(), StoreError> {
    let backend = Backend::of(conn);
    let games: Vec<serde_json::Value> = appends
        .iter()
        .map(|a| {
            serde_json::json!([
                a.game_id,
                a.first_seq + a.moves.len() as i64,
                a.status.as_str(),
                a.schedule.turn_started_at,
                a.schedule.deadline_at,
                a.schedule.reminder_at,
                a.ended_at,
                a.first_seq,
                a.at,
                a.schedule.bank_from,
            ])
        })
        .collect();
    let games = serde_json::Value::Array(games).to_string();
    let changed: i64 = match backend {
        Backend::Sqlite => {
            let update = if begun {
                UPDATE_GAMES_COUNT
            } else {
                BEGIN_UPDATE_GAMES_COUNT
            };
            // The UPDATE returns no rows; the last row is the count of changes.
            sqlx::query_scalar(update)
                .bind(games)
                .fetch_all(&mut *conn)
                .await?
                .last()
                .copied()
                .unwrap_or(-1)
        }
        Backend::Postgres => {
            if !begun {
                sqlx::query("BEGIN").execute(&mut *conn).await?;
            }
            let done = sqlx::query(PG_UPDATE_GAMES)
                .bind(games)
                .execute(&mut *conn)
                .await?;
            done.rows_affected() as i64
        }
    };
    if changed != appends.len() as i64 {
        return Err(StoreError::Conflict {
            game_id: appends[0].game_id,
            expected: appends[0].first_seq,
        });
    }
    let moves: Vec<serde_json::Value> = appends
        .iter()
        .flat_map(|a| {
            a.moves.iter().enumerate().map(move |(i, m)| {
                serde_json::json!([
                    a.game_id,
                    a.first_seq + i as i64,
                    m.text,
                    m.user.map(to_db),
                    a.at
                ])
            })
        })
        .collect();
    let events: Vec<serde_json::Value> = appends
        .iter()
        .flat_map(|a| {
            a.events
                .iter()
                .map(move |e| serde_json::json!([a.game_id, e.kind, e.key, e.payload, a.at, e.seq]))
        })
        .collect();
    let results: Vec<serde_json::Value> = appends
        .iter()
        .filter_map(|a| {
            a.result
                .as_ref()
                .map(|r| serde_json::json!([a.game_id, a.at, r.total, r.bonus, r.title]))
        })
        .collect();
    let seats: Vec<serde_json::Value> = appends
        .iter()
        .flat_map(|a| {
            a.seats.iter().map(move |(user, s, bank)| {
                serde_json::json!([
                    a.game_id,
                    to_db(*user),
                    s.turn_started_at,
                    s.deadline_at,
                    s.reminder_at,
                    s.bank_from,
                    bank
                ])
            })
        })
        .collect();
    let (update_seats, update_results) = match backend {
        Backend::Sqlite => (SQLITE_UPDATE_SEATS, SQLITE_UPDATE_RESULTS),
        Backend::Postgres => (PG_UPDATE_SEATS, PG_UPDATE_RESULTS),
    };
    if !seats.is_empty() {
        sqlx::query(update_seats)
            .bind(serde_json::Value::Array(seats).to_string())
            .execute(&mut *conn)
            .await?;
    }
    if !results.is_empty() {
        sqlx::query(update_results)
            .bind(serde_json::Value::Array(results).to_string())
            .execute(&mut *conn)
            .await?;
    }
    // Rare (a free-paced seat's step started without a move of theirs): one statement each.
    for a in appends.iter().filter(|a| !a.notices.is_empty()) {
        super::notices::queue(conn, &a.notices).await?;
    }
    let moves = serde_json::Value::Array(moves).to_string();
    let events = serde_json::Value::Array(events).to_string();
    match backend {
        Backend::Sqlite => {
            sqlx::query(INSERT_ROWS_COMMIT)
                .bind(moves)
                .bind(events)
                .execute(&mut *conn)
                .await?;
        }
        Backend::Postgres => {
            sqlx::query(PG_INSERT_MOVES)
                .bind(moves)
                .execute(&mut *conn)
                .await?;
            sqlx::query(PG_INSERT_EVENTS)
                .bind(events)
                .execute(&mut *conn)
                .await?;
            sqlx::query("COMMIT").execute(&mut *conn).await?;
        }
    }
    Ok(())
}
