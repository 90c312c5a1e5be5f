//! Ratings for every game (issue 46, point 7): a finished game's rating changes, committed
//! with the move that ends it, and what the surfaces show of them (a server's table of a
//! kind of game, a player's record per game with its trend). The rule is
//! [`crate::app::game_rating`].
//!
//! The ratings of one (server, kind of game) change one game at a time: a game's end takes
//! that pair's lock (one of [`RATING_LOCKS`], by hash), reads the stored ratings, and the
//! lock is held until the end is committed, so two games ending at once never rate from the
//! same old figures. A game already rated is not rated again (the store checks too).

use std::hash::{BuildHasher, Hash};
use std::sync::Arc;

use crate::app::game_rating::{anchor, rate_game, RatedSeat};
use crate::app::league::conservative;
use crate::app::live::LiveGame;
use crate::app::service::{AppError, Service};
use crate::game::GameKind;
use crate::game::Level;
use crate::store::{
    GameRatingRow, GameRatingsWrite, GameStatus, GuildId, RatedLine, UserId, Write,
};
use skillratings::weng_lin::WengLinRating;

/// How many locks the ratings' (server, kind) pairs share: a bound on memory whatever the
/// servers; two pairs on one lock only wait for each other's commits.
pub const RATING_LOCKS: usize = 16;

/// Lines of a page of a server's table (within a message's 2000 characters).
pub const RATINGS_PER_PAGE: u32 = 20;

/// The ratings' locks (see the module).
pub(super) struct RatingLocks {
    locks: Vec<Arc<tokio::sync::Mutex<()>>>,
    hasher: std::collections::hash_map::RandomState,
}

impl RatingLocks {
    pub(super) fn new() -> RatingLocks {
        RatingLocks {
            locks: (0..RATING_LOCKS)
                .map(|_| Arc::new(tokio::sync::Mutex::new(())))
                .collect(),
            hasher: std::collections::hash_map::RandomState::new(),
        }
    }

    fn of(&self, guild: GuildId, kind: &GameKind) -> Arc<tokio::sync::Mutex<()>> {
        let mut h = self.hasher.build_hasher();
        (guild, kind.as_str()).hash(&mut h);
        let i = std::hash::Hasher::finish(&h) as usize % self.locks.len();
        Arc::clone(&self.locks[i])
    }
}

/// A line of a server's table of a kind of game.
#[derive(Clone, Debug, PartialEq)]
pub struct RatingLine {
    /// 1-based; equal shown ratings share a position.
    pub position: u32,
    pub user: UserId,
    pub name: String,
    /// The shown rating, μ − 3σ.
    pub rating: f64,
    pub games: u32,
    pub wins: u32,
}

/// A page of a server's table of a kind of game.
#[derive(Clone, Debug, PartialEq)]
pub struct RatingTable {
    pub kind: GameKind,
    pub lines: Vec<RatingLine>,
    /// 1-based.
    pub page: u32,
    pub pages: u32,
    pub players: u32,
}

/// A player's record of a kind of game on a server.
#[derive(Clone, Debug, PartialEq)]
pub struct ProfileGame {
    pub kind: GameKind,
    pub games: u32,
    pub wins: u32,
    pub mean_score: f64,
    pub best_score: u32,
    /// The shown rating, μ − 3σ.
    pub rating: f64,
    /// The shown rating after each rated game, oldest first (the newest
    /// [`crate::store::TREND_KEPT`]).
    pub trend: Vec<f64>,
}

fn stored(row: &GameRatingRow) -> WengLinRating {
    WengLinRating {
        rating: row.mu,
        uncertainty: row.sigma,
    }
}

impl Service {
    /// Called under the game's lock with the write that ends a game: if the game is rated
    /// (finished, on a server, not a solo or daily game, at least two seats and a person
    /// among them who did not leave), takes its (server, kind)'s ratings lock, held until
    /// the caller has committed, and returns the write with the rating changes.
    pub(in crate::app::service) async fn rated_game_end(
        &self,
        live: &LiveGame,
        write: Write,
    ) -> Result<(Write, Option<tokio::sync::OwnedMutexGuard<()>>), AppError> {
        let append = match &write {
            Write::Append(a) => a,
            Write::EndLeagueGame { append, .. } => append,
            _ => return Ok((write, None)),
        };
        let at = append.at;
        // The game's end as the ratings see it, read before any wait: (seat, total, rank,
        // resigned), by rank.
        let Some(standings) = live.game().map(|game| {
            game.standings()
                .iter()
                .map(|s| (s.seat, s.total, s.rank, game.has_resigned(s.seat)))
                .collect::<Vec<_>>()
        }) else {
            return Ok((write, None));
        };
        let row = &live.row;
        let person = |seat: usize| live.players.get(seat).is_some_and(|p| p.bot.is_none());
        let stays = standings
            .iter()
            .any(|&(seat, _, _, resigned)| person(seat) && !resigned);
        if append.status != GameStatus::Finished
            || row.place.guild == GuildId::NONE
            || row.self_paced
            || standings.len() < 2
            || standings.iter().any(|s| s.0 >= live.players.len())
            || !stays
        {
            return Ok((write, None));
        }
        let guard = self
            .inner
            .rating_locks
            .of(row.place.guild, &row.kind)
            .lock_owned()
            .await;
        let store = &self.inner.store;
        if store.game_rated(row.id).await? {
            return Ok((write, None));
        }
        let humans: Vec<UserId> = live
            .players
            .iter()
            .filter(|p| p.bot.is_none())
            .map(|p| p.user)
            .collect();
        let known = store
            .game_ratings_of(row.place.guild, &row.kind, &humans)
            .await?;
        let seats: Vec<RatedSeat> = standings
            .iter()
            .map(|&(seat, _, rank, _)| {
                let p = &live.players[seat];
                let before = match &p.bot {
                    Some(level) => anchor(level.parse().unwrap_or(Level::Normal)),
                    None => known
                        .iter()
                        .find(|k| k.user == p.user)
                        .map_or_else(WengLinRating::new, stored),
                };
                RatedSeat { before, rank }
            })
            .collect();
        let after = rate_game(&seats);
        let lines = standings
            .iter()
            .zip(seats.iter().zip(after))
            .filter(|((seat, ..), _)| person(*seat))
            .map(|(&(seat, total, rank, _), (before, after))| {
                let p = &live.players[seat];
                RatedLine {
                    user: p.user,
                    name: p.name.clone(),
                    score: total,
                    rank: rank as u32,
                    before: (before.before.rating, before.before.uncertainty),
                    after: (after.rating, after.uncertainty),
                }
            })
            .collect();
        let ratings = GameRatingsWrite {
            game_id: row.id,
            guild: row.place.guild,
            kind: row.kind.clone(),
            at,
            lines,
        };
        Ok((
            Write::Rated {
                end: Box::new(write),
                ratings: Box::new(ratings),
            },
            Some(guard),
        ))
    }

    /// A page (1-based; past the last, the last) of a server's table of a kind of game
    /// (its id, e.g. `tucana`): best shown rating first.
    pub async fn rating_table(
        &self,
        guild: GuildId,
        kind: &str,
        page: u32,
    ) -> Result<RatingTable, AppError> {
        let kind = GameKind::from(self.rules(kind)?.id());
        let store = &self.inner.store;
        let players = store.game_rating_count(guild, &kind).await?;
        let pages = players.div_ceil(RATINGS_PER_PAGE).max(1);
        let page = page.clamp(1, pages);
        let offset = (page - 1) * RATINGS_PER_PAGE;
        let rows = store
            .game_rating_table(guild, &kind, offset, RATINGS_PER_PAGE)
            .await?;
        let mut lines: Vec<RatingLine> = Vec::with_capacity(rows.len());
        for (i, row) in rows.iter().enumerate() {
            let rating = conservative(&stored(row));
            let position = match lines.last() {
                Some(last) if last.rating == rating => last.position,
                Some(_) => offset + i as u32 + 1,
                // The page's first line may share its position with lines of the page
                // before: 1 + the players strictly better.
                None => 1 + store.game_rating_better(guild, &kind, rating).await?,
            };
            lines.push(RatingLine {
                position,
                user: row.user,
                name: row.name.clone(),
                rating,
                games: row.games,
                wins: row.wins,
            });
        }
        Ok(RatingTable {
            kind,
            lines,
            page,
            pages,
            players,
        })
    }

    /// A player's record of every kind of game they were rated in on a server, by kind.
    pub async fn player_profile(
        &self,
        guild: GuildId,
        user: UserId,
    ) -> Result<Vec<ProfileGame>, AppError> {
        let store = &self.inner.store;
        let mut out = Vec::new();
        for row in store.player_game_ratings(guild, user).await? {
            let trend = store
                .game_rating_trend(guild, &row.kind, user)
                .await?
                .iter()
                .map(|p| {
                    conservative(&WengLinRating {
                        rating: p.mu,
                        uncertainty: p.sigma,
                    })
                })
                .collect();
            out.push(ProfileGame {
                mean_score: row.score_sum as f64 / f64::from(row.games.max(1)),
                rating: conservative(&stored(&row)),
                kind: row.kind,
                games: row.games,
                wins: row.wins,
                best_score: row.best_score,
                trend,
            });
        }
        Ok(out)
    }
}
