//! A league game's result, as standings and ratings see it.
//!
//! Only finished games count. An abandoned or cancelled game is kept (so the record is
//! complete) but ignored by the standings and the ratings. A player who left a game mid-way
//! is still in its result, with the score and rank they ended with, and counts like anyone
//! else. A game with fewer than two players does not count either: there is nobody to beat.

use crate::store::SeasonNo;
use crate::store::UserId;
use serde::{Deserialize, Serialize};

use crate::game::Standing;

/// How a league game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GameStatus {
    /// Played to the end: counts for standings and ratings.
    Finished,
    /// Stopped without an end (everyone gone, or timed out for good): does not count.
    Abandoned,
    /// Called off by an organiser: does not count.
    Cancelled,
}

impl GameStatus {
    /// The status as the store keeps it (the same words as its JSON form).
    pub fn as_str(self) -> &'static str {
        match self {
            GameStatus::Finished => "finished",
            GameStatus::Abandoned => "abandoned",
            GameStatus::Cancelled => "cancelled",
        }
    }
}

/// A stored status that is none of [`GameStatus`]'s: a damaged database, or one written
/// by a newer release. Reading it as some status would count (or drop) a game silently.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown league game status {0:?}")]
pub struct UnknownStatus(pub String);

impl std::str::FromStr for GameStatus {
    type Err = UnknownStatus;

    fn from_str(s: &str) -> Result<GameStatus, UnknownStatus> {
        match s {
            "finished" => Ok(GameStatus::Finished),
            "abandoned" => Ok(GameStatus::Abandoned),
            "cancelled" => Ok(GameStatus::Cancelled),
            other => Err(UnknownStatus(other.to_string())),
        }
    }
}

/// One player's place in a league game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Placement {
    /// The Discord user id.
    pub user: UserId,
    /// Final score.
    pub score: u32,
    /// Points from bonus cards, the game's tie-break.
    pub bonus: u32,
    /// 1 + the number of players with a strictly better (score, bonus): tied players share
    /// a rank, and the next rank is skipped (1, 1, 3).
    pub rank: usize,
    /// The player left the game before its end; they count with what they scored.
    pub left: bool,
}

impl Placement {
    /// A placement whose rank is still to be set by [`rank_placements`].
    pub fn new(user: UserId, score: u32, bonus: u32) -> Placement {
        Placement {
            user,
            score,
            bonus,
            rank: 0,
            left: false,
        }
    }

    /// A placement from the game's standing of one seat (its tie-break is the bonus).
    pub fn from_score(user: UserId, score: &Standing, left: bool) -> Placement {
        Placement {
            user,
            score: score.total,
            bonus: score.tiebreak,
            rank: score.rank,
            left,
        }
    }

    /// Marks the player as having left mid-way.
    pub fn mark_left(mut self) -> Placement {
        self.left = true;
        self
    }
}

/// Sets every rank to 1 + the number of placements with a strictly better (score, bonus):
/// the same rule as the games' standings ([`crate::game::Standing::rank`]).
pub fn rank_placements(players: &mut [Placement]) {
    let ranks: Vec<usize> = players
        .iter()
        .map(|p| {
            1 + players
                .iter()
                .filter(|o| (o.score, o.bonus) > (p.score, p.bonus))
                .count()
        })
        .collect();
    for (p, r) in players.iter_mut().zip(ranks) {
        p.rank = r;
    }
}

/// A league game as it ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameResult {
    /// The game's id in the store; also the tie-break of the processing order.
    pub game_id: String,
    /// When the game ended (unix seconds); orders the rating updates.
    pub finished_at: i64,
    /// The season whose standings the game counts in.
    pub season: SeasonNo,
    pub status: GameStatus,
    pub players: Vec<Placement>,
}

/// A result that cannot be right.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ResultError {
    #[error("game {game}: player {user} is listed twice")]
    DuplicatePlayer { game: String, user: UserId },
    #[error("game {game}: player {user} has rank {rank}, but {better} players scored better")]
    BadRank {
        game: String,
        user: UserId,
        rank: usize,
        better: usize,
    },
}

impl GameResult {
    /// A finished game whose ranks are computed from the scores (score, then bonus).
    pub fn finished(
        game_id: impl Into<String>,
        finished_at: i64,
        season: SeasonNo,
        mut players: Vec<Placement>,
    ) -> GameResult {
        rank_placements(&mut players);
        GameResult {
            game_id: game_id.into(),
            finished_at,
            season,
            status: GameStatus::Finished,
            players,
        }
    }

    /// The same result with another status.
    pub fn with_status(mut self, status: GameStatus) -> GameResult {
        self.status = status;
        self
    }

    /// Whether the game counts for standings and ratings: finished, with at least two
    /// players.
    pub fn counts(&self) -> bool {
        self.status == GameStatus::Finished && self.players.len() >= 2
    }

    /// Checks that no player is listed twice and that every rank is 1 + the number of
    /// players with a strictly better (score, bonus).
    pub fn validate(&self) -> Result<(), ResultError> {
        for (i, p) in self.players.iter().enumerate() {
            if self.players[..i].iter().any(|o| o.user == p.user) {
                return Err(ResultError::DuplicatePlayer {
                    game: self.game_id.clone(),
                    user: p.user,
                });
            }
            let better = self
                .players
                .iter()
                .filter(|o| (o.score, o.bonus) > (p.score, p.bonus))
                .count();
            if p.rank != better + 1 {
                return Err(ResultError::BadRank {
                    game: self.game_id.clone(),
                    user: p.user,
                    rank: p.rank,
                    better,
                });
            }
        }
        Ok(())
    }

    /// The players ranked first (shared wins count for all of them).
    pub fn winners(&self) -> impl Iterator<Item = UserId> + '_ {
        self.players.iter().filter(|p| p.rank == 1).map(|p| p.user)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_status_reads_back_as_written() {
        for status in [
            GameStatus::Finished,
            GameStatus::Abandoned,
            GameStatus::Cancelled,
        ] {
            assert_eq!(status.as_str().parse::<GameStatus>(), Ok(status));
            // The stored word is the JSON word too.
            assert_eq!(
                serde_json::to_string(&status).unwrap(),
                format!("\"{}\"", status.as_str())
            );
        }
    }

    #[test]
    fn an_unknown_status_is_an_error_naming_it() {
        for text in ["forfeited", "", "Finished", "finished "] {
            let err = text.parse::<GameStatus>().unwrap_err();
            assert_eq!(err, UnknownStatus(text.to_string()));
            assert!(err.to_string().contains(&format!("{text:?}")), "{err}");
        }
    }
}
