//! Ratings for every game (issue 46, point 7): the rule that rates one finished game.
//!
//! Each finished game between people (not a solo or daily game, not cancelled, at least two
//! seats) rates its human players per server and kind of game, with the leagues' Weng-Lin
//! update (the OpenSkill family, [`super::league::rating`]): every seat is a one-player
//! team placed by its rank, tied seats sharing a place. A league game is rated here as well
//! as in its league.
//!
//! Computer players are **anchors**: each level has a fixed rating ([`anchor`]), used in
//! the update but never changed or stored, so a game of one person against computer players
//! rates the person against known strengths. Their σ is small: the anchors are what the
//! scale is measured against, and a person beating a strong anchor gains more than one
//! beating an easy one.

use skillratings::weng_lin::{weng_lin_multi_team, WengLinConfig, WengLinRating};
use skillratings::MultiTeamOutcome;

use crate::game::Level;

/// A computer player's σ: well known, so one game barely says more about it.
pub const ANCHOR_SIGMA: f64 = 2.0;

/// The fixed rating of a computer player of a level: easy μ = 18, normal μ = 25 (a
/// newcomer's μ), strong μ = 32, each with σ = [`ANCHOR_SIGMA`].
pub fn anchor(level: Level) -> WengLinRating {
    let mu = match level {
        Level::Easy => 18.0,
        Level::Normal => 25.0,
        Level::Strong => 32.0,
    };
    WengLinRating {
        rating: mu,
        uncertainty: ANCHOR_SIGMA,
    }
}

/// One seat of a game to rate: its rating before the game (a person's stored one or a
/// newcomer's, a computer player's anchor) and its rank (1 + the seats strictly better).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RatedSeat {
    pub before: WengLinRating,
    pub rank: usize,
}

/// Every seat's rating after the game, in the seats' order (an anchor's is computed too;
/// the caller keeps only the people's). Fewer than two seats: nothing to rate, the ratings
/// as they were.
pub fn rate_game(seats: &[RatedSeat]) -> Vec<WengLinRating> {
    if seats.len() < 2 {
        return seats.iter().map(|s| s.before).collect();
    }
    let teams: Vec<[WengLinRating; 1]> = seats.iter().map(|s| [s.before]).collect();
    let outcome: Vec<(&[WengLinRating], MultiTeamOutcome)> = teams
        .iter()
        .zip(seats)
        .map(|(team, s)| (&team[..], MultiTeamOutcome::new(s.rank)))
        .collect();
    weng_lin_multi_team(&outcome, &WengLinConfig::new())
        .into_iter()
        .map(|team| team[0])
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::league::conservative;

    fn newcomer(rank: usize) -> RatedSeat {
        RatedSeat {
            before: WengLinRating::new(),
            rank,
        }
    }

    #[test]
    fn the_winner_of_two_newcomers_rises_and_the_loser_falls() {
        let after = rate_game(&[newcomer(2), newcomer(1)]);
        assert!(
            after[1].rating > 25.0 && after[0].rating < 25.0,
            "{after:?}"
        );
        assert!(conservative(&after[1]) > conservative(&after[0]));
    }

    #[test]
    fn beating_a_strong_anchor_gains_more_than_beating_an_easy_one() {
        let against = |level| {
            rate_game(&[
                newcomer(1),
                RatedSeat {
                    before: anchor(level),
                    rank: 2,
                },
            ])[0]
                .rating
        };
        let (easy, strong) = (against(Level::Easy), against(Level::Strong));
        assert!(strong > easy && easy > 25.0, "{easy} {strong}");
    }

    #[test]
    fn a_lone_seat_is_not_rated() {
        assert_eq!(rate_game(&[newcomer(1)]), [WengLinRating::new()]);
    }
}
